"""Python's cyclic garbage collector, run in the GUI thread only.

CPython runs a collection in whichever thread happens to allocate past the collector's
threshold. While a run, an export or a scheduled run works, that is usually one of their
threads (retrievers, the analyzer). If the collection then frees a Qt wrapper caught in a
reference cycle — a closed dialog, a widget whose slot is a lambda — its C++ object is
destroyed outside the GUI thread and Qt crashes the process (a segmentation fault seen in
the test suite: a run's thread collected widgets of an earlier test). So while the app runs,
automatic collection is off and :class:`GuiThreadCollector` collects from a timer in the
GUI thread, generation by generation, as CPython would have.

Reference counting is untouched: objects without cycles are still freed at once, in the
thread that drops them; only cycles wait for the timer.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often the GUI thread looks at the collector's counts (pyqtgraph uses the same).
INTERVAL_MS = 1000


class GuiThreadCollector(QObject):
    """Turns automatic garbage collection off and collects from a GUI-thread timer.

    Create it in the GUI thread, once, with the application as parent (it lives as long as
    the app); :meth:`stop` gives collection back to CPython.
    """

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        """Start collecting every ``interval_ms`` from the GUI thread."""
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start(interval_ms)
        gc.disable()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count passed its threshold (as CPython's
        automatic collection chooses); returns the generation, or -1 when none was due."""
        counts = gc.get_count()
        if counts[0] <= self._thresholds[0]:
            return -1
        generation = 2 if counts[2] > self._thresholds[2] else \
            1 if counts[1] > self._thresholds[1] else 0
        gc.collect(generation)
        return generation

    def stop(self) -> None:
        """Stop the timer and let CPython collect automatically again."""
        self._timer.stop()
        gc.enable()


def install(app: QObject) -> GuiThreadCollector:
    """The application's collector, created on first call (idempotent)."""
    found = app.findChild(GuiThreadCollector)
    return found if found is not None else GuiThreadCollector(app)
