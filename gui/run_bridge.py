"""The bridge between a :class:`daweb.run.Run` and the widgets: the app's runs and the
viewer's re-analyses.

A run is blocking and calls its listener from several threads (the distributor, the
retrievers, the analyzer). Widgets may only be touched from the GUI thread, and repainting
for each of tens of thousands of events would freeze the window. So:

* the listener (:meth:`RunBridge._on_event`, any thread) only appends the event to a
  locked list and, when that list was empty, queues a call of ``_schedule_flush`` in the
  GUI thread (``QMetaObject.invokeMethod`` with a queued connection: the same delivery as
  a queued signal, from a thread that is not the GUI's);
* the GUI-thread slot waits until at least :data:`FLUSH_INTERVAL_MS` have passed since the
  last flush, then coalesces everything pending into one :class:`RunBatch` and emits
  ``batch`` once: at most 20 widget updates per second whatever the event rate.

The bridge never looks inside pages or decides anything about the crawl: it forwards the
user's two commands (*Parar descargas*, *Finalizar*) and the run's events.
"""

from __future__ import annotations

import copy
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Qt, QTimer, Signal, Slot

from daweb.events import (
    AnalyzingDocument,
    CrawlFinished,
    CrawlProgress,
    DocumentAnalyzed,
    Incident,
    RetrieverStatus,
    RunFinished,
)
from daweb.project import Project

#: Minimum time between two batches: 50 ms = at most 20 repaints per second.
FLUSH_INTERVAL_MS = 50
#: GIL switch interval while a run is in progress (Python's default is 5 ms). With ten
#: retriever threads and the analyzer competing for the GIL, the GUI thread waited up to
#: 150 ms for it at 5 ms; at 1 ms the longest wait measured was about 40 ms.
RUN_SWITCH_INTERVAL = 0.001


class RunHandle(Protocol):
    """What the bridge needs of a run (:class:`daweb.run.Run`): its end and two commands."""

    def execute(self) -> object:
        """Run to the end in the calling thread."""
        ...

    def stop_downloads(self) -> None:
        """Fetch nothing more; what was fetched is analyzed."""
        ...

    def finish(self) -> None:
        """Fetch and analyze nothing more; results stay valid."""
        ...


#: Builds a run: ``factory(project, runs_dir=…, on_event=…)``.
RunFactory = Callable[..., RunHandle]


@dataclass
class RunBatch:
    """Everything that happened since the previous batch, coalesced.

    Only the latest state matters for retrievers, counters and the analyzed document;
    incidents and analyzed documents are all kept (the incident list and the words/s
    figure need each one).
    """

    retrievers: dict[int, RetrieverStatus] = field(default_factory=dict)
    progress: CrawlProgress | None = None
    analyzing: str | None = None
    analyzed: list[DocumentAnalyzed] = field(default_factory=list)
    incidents: list[Incident] = field(default_factory=list)
    crawl_finished: CrawlFinished | None = None
    run_finished: RunFinished | None = None
    #: Addresses a retriever took or an incident reported *after* ``progress`` (after the
    #: previous batch's when ``progress`` is None): the distributor sends its pending sample
    #: at most every 0.1 s, so the sample may still list them.
    taken: set[str] = field(default_factory=set)

    def add(self, event: object) -> None:
        """Merge one event into the batch."""
        if isinstance(event, RetrieverStatus):
            self.retrievers[event.retriever] = event
            if event.url:
                self.taken.add(event.url)
        elif isinstance(event, CrawlProgress):
            self.progress = event
            self.taken = set()  # the new sample already leaves out what was taken before it
        elif isinstance(event, AnalyzingDocument):
            self.analyzing = event.url
        elif isinstance(event, DocumentAnalyzed):
            self.analyzed.append(event)
        elif isinstance(event, Incident):
            self.incidents.append(event)
            self.taken.add(event.url)
        elif isinstance(event, CrawlFinished):
            self.crawl_finished = event
        elif isinstance(event, RunFinished):
            self.run_finished = event


def run_status_name(status: str) -> str:
    """A run's status (run.json, a scheduled run's outcome) in the user's language."""
    translate = QCoreApplication.translate
    names = {
        "completed": translate("RunStatus", "completed"),
        "stopped-downloads": translate("RunStatus", "downloads stopped"),
        "finished-early": translate("RunStatus", "finished early"),
        "crashed": translate("RunStatus", "crashed"),
        "running": translate("RunStatus", "running"),
        "interrupted": translate("RunStatus", "interrupted (process gone)"),
        "failed": translate("RunStatus", "failed to start"),
        "skipped": translate("RunStatus", "skipped (invalid project)"),
        "unknown": translate("RunStatus", "unknown"),
    }
    return names.get(status, status)


def runnable_copy(project: Project) -> Project:
    """A copy of ``project`` that a run can use even if the project has unsaved changes.

    :class:`~daweb.run.Run` copies the project *file* into the run folder; when the window
    holds edits that are not saved yet, that file would not be what ran. The copy then
    gets no path (the run writes the edited settings instead), and the paths that resolve
    against the project's folder are made absolute first so they still point to the same
    place.
    """
    clone = copy.deepcopy(project)
    list_path = project.list_path()
    clone.lists.file = str(list_path) if list_path else ""
    clone.runs_dir = str(project.runs_path())
    clone.path = None
    return clone


class RunBridge(QObject):
    """Runs one project at a time in a worker thread and relays its events in batches."""

    #: A coalesced :class:`RunBatch` (GUI thread, at most every FLUSH_INTERVAL_MS).
    batch = Signal(object)
    #: The run started: its Run object.
    started = Signal(object)
    #: The run could not even start or crashed outside the pipeline: a message.
    failed = Signal(str)
    #: The worker thread ended (after the last batch).
    stopped = Signal()

    def __init__(self, parent: QObject | None = None, run_factory: RunFactory | None = None
                 ) -> None:
        """``run_factory`` builds the run (default :class:`daweb.run.Run`); tests may wrap it."""
        super().__init__(parent)
        self._run_factory = run_factory
        self._lock = threading.Lock()
        self._pending: list[object] = []
        self._run: RunHandle | None = None
        self._thread: threading.Thread | None = None
        self._last_flush = 0.0
        self._saved_switch_interval: float | None = None
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        # Coarse timers may fire 5 % early; the interval is a promise about repaint rate.
        self._flush_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._flush_timer.timeout.connect(self._flush)
        self._failure = ""

    # -- state ------------------------------------------------------------------------------

    def is_running(self) -> bool:
        """Whether a run is in progress (its thread has not ended)."""
        return self._thread is not None

    # -- commands (GUI thread) --------------------------------------------------------------

    def start(self, project: Project, runs_dir: Path | None = None, *,
              run_factory: RunFactory | None = None) -> None:
        """Start a run of ``project`` in a new thread; events arrive through ``batch``.

        ``run_factory`` builds this run instead of the bridge's (the viewer's re-analysis,
        :func:`daweb.run.reanalysis.reanalysis_run`); what it refuses is raised here."""
        if self.is_running():
            raise RuntimeError("a run is already in progress")
        factory = run_factory or self._run_factory or _default_run_factory()
        run = factory(project, runs_dir=runs_dir, on_event=self._on_event)
        self._run = run
        self._thread = threading.Thread(target=self._work, args=(run,), name="daweb-gui-run",
                                        daemon=True)
        self._saved_switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(min(RUN_SWITCH_INTERVAL, self._saved_switch_interval))
        self.started.emit(run)
        self._thread.start()

    def stop_downloads(self) -> None:
        """The paper's *Parar descargas*: no more downloads; what is downloaded is analyzed."""
        if self._run is not None:
            self._run.stop_downloads()

    def finish(self) -> None:
        """The paper's *Finalizar*: no more downloads and no more analysis; results stay."""
        if self._run is not None:
            self._run.finish()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker thread ends (for shutdown); True if it ended."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    # -- worker thread ----------------------------------------------------------------------

    def _work(self, run: RunHandle) -> None:
        """Thread body: execute the run; report an exception that escapes the pipeline."""
        try:
            run.execute()
        except Exception as exc:  # the GUI must say why instead of silently stopping
            self._failure = f"{type(exc).__name__}: {exc}"
        self._post("_on_thread_done")

    def _post(self, slot: str) -> None:
        """Queue a call of ``slot`` in the GUI thread (a queued connection to it)."""
        QMetaObject.invokeMethod(self, slot, Qt.ConnectionType.QueuedConnection)

    def _on_event(self, event: object) -> None:
        """The run's listener (any thread): queue the event; wake the GUI thread once."""
        with self._lock:
            was_empty = not self._pending
            self._pending.append(event)
        if was_empty:
            self._post("_schedule_flush")

    # -- GUI thread -------------------------------------------------------------------------

    @Slot()
    def _schedule_flush(self) -> None:
        """Flush now, or when FLUSH_INTERVAL_MS have passed since the last flush."""
        if self._flush_timer.isActive():
            return
        since = (time.monotonic() - self._last_flush) * 1000
        self._flush_timer.start(max(0, int(FLUSH_INTERVAL_MS - since)))

    @Slot()
    def _flush(self) -> None:
        """Coalesce all pending events into one batch and emit it."""
        with self._lock:
            events, self._pending = self._pending, []
        if not events:
            self._last_flush = time.monotonic()
            return
        merged = RunBatch()
        for event in events:
            merged.add(event)
        self.batch.emit(merged)
        # Counted from the end of this flush: merging a flood of events takes time, and the
        # next batch must still come at least FLUSH_INTERVAL_MS after this one.
        self._last_flush = time.monotonic()

    @Slot()
    def _on_thread_done(self) -> None:
        """The worker ended: deliver the last events, then report the end."""
        self._flush_timer.stop()
        self._flush()
        if self._thread is not None:
            self._thread.join()
        self._thread = None
        self._run = None
        if self._saved_switch_interval is not None:
            sys.setswitchinterval(self._saved_switch_interval)
            self._saved_switch_interval = None
        message, self._failure = self._failure, ""
        if message:
            self.failed.emit(message)
        self.stopped.emit()


def _default_run_factory() -> RunFactory:
    """:class:`daweb.run.Run`, imported late: it pulls in the analyzer and its lexicons."""
    from daweb.run import Run

    return Run
