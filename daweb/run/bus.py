"""The run's event bus: every event goes to every listener, and a listener that fails is
reported, not obeyed.

The distributor, the retrievers, the feeders and the analyzer send the small immutable
events of :mod:`daweb.events` from their own threads; the CLI progress line, the desktop
app's bridge or a test listen. A listener's exception must not stop a crawl or lose an
analyzed page, so :meth:`EventBus.send` catches it, logs it with its traceback and keeps a
short description for the run's ``run.json`` (``listener_errors``), as Scrapy's
``send_catch_log`` does for its signals.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

#: A listener: called with each event, from the thread that sent it; must return quickly.
Listener = Callable[[object], None]
#: Listener errors kept for run.json: the first few tell what went wrong.
KEPT_ERRORS = 20

log = logging.getLogger(__name__)


def ignore(_event: object) -> None:
    """The listener of a run nobody watches."""


class EventBus:
    """Delivers events to the listeners subscribed, catching and reporting their errors."""

    def __init__(self, *listeners: Listener) -> None:
        # A tuple replaced on subscribe: senders in other threads read it without a lock.
        self._listeners: tuple[Listener, ...] = listeners
        self._lock = threading.Lock()
        self._errors: list[str] = []
        self._error_count = 0

    def subscribe(self, listener: Listener) -> None:
        """Add a listener; it gets the events sent from now on."""
        with self._lock:
            self._listeners = (*self._listeners, listener)

    def send(self, event: object) -> None:
        """Give ``event`` to every listener; one that raises is logged and skipped."""
        for listener in self._listeners:
            try:
                listener(event)
            except Exception as exc:  # noqa: BLE001 - a listener must not break the run
                self._report(listener, event, exc)

    @property
    def errors(self) -> list[str]:
        """The listener errors kept so far (at most :data:`KEPT_ERRORS`), oldest first."""
        with self._lock:
            return list(self._errors)

    @property
    def error_count(self) -> int:
        """How many times a listener raised."""
        return self._error_count

    def _report(self, listener: Listener, event: object, exc: Exception) -> None:
        name = getattr(listener, "__qualname__", type(listener).__qualname__)
        text = f"{name} on {type(event).__name__}: {type(exc).__name__}: {exc}"
        log.error("listener %s", text, exc_info=exc)
        with self._lock:
            self._error_count += 1
            if len(self._errors) < KEPT_ERRORS:
                self._errors.append(text)
