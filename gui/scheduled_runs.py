"""Scheduled runs of the open app go through the same path as *Analizar*.

The scheduling engine (:class:`daweb.schedule.Scheduler`) calls a *runner* for each due
entry, one at a time, in its worker thread, and waits for the run's outcome: the queue,
missed times and history stay the engine's business. In the app, that runner is a
:class:`ScheduledRuns`: it loads the project in the worker thread, hands it to the GUI
thread, which starts it on the window's :class:`~gui.run_bridge.RunBridge` — so the Process
section shows it and its *Parar descargas* / *Finalizar* buttons act on it — and blocks the
worker until the bridge reports the end. Runs never overlap: while another run (a manual
*Analizar*) is in progress the scheduled one waits, and starts as soon as that run ends.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from daweb.events import RunFinished
from daweb.project import Project, ProjectError
from daweb.schedule import ProjectProblem, RunOutcome
from daweb.validation import load_valid
from gui.run_bridge import RunBatch, RunBridge


@dataclass
class ScheduledRequest:
    """One scheduled run, from the engine's worker thread to the GUI thread and back."""

    path: Path
    project: Project
    done: threading.Event = field(default_factory=threading.Event)
    outcome: RunOutcome | None = None
    finished: RunFinished | None = None  # the run's last event, once it came
    error: str = ""  # a failure outside the run pipeline, reported by the bridge

    def resolve(self, outcome: RunOutcome) -> None:
        """Give the engine its outcome and wake its worker thread."""
        self.outcome = outcome
        self.done.set()


class ScheduledRuns(QObject):
    """The engine's runner in the app: starts scheduled runs on the window's run bridge."""

    #: A scheduled run started on the bridge: its project and project file (GUI thread).
    started = Signal(object, object)
    #: A scheduled run is waiting for the run in progress to end: its project file.
    waiting = Signal(object)
    #: Internal: a request from the engine's worker thread (delivered queued).
    _requested = Signal(object)

    def __init__(self, bridge: RunBridge, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._pending: ScheduledRequest | None = None
        self._current: ScheduledRequest | None = None
        self._closed = False
        self._requested.connect(self._accept)
        bridge.batch.connect(self._on_batch)
        bridge.failed.connect(self._on_failed)
        bridge.stopped.connect(self._on_stopped)

    # -- the engine's side (worker thread) ---------------------------------------------------

    def __call__(self, path: Path) -> RunOutcome:
        """Run the project file ``path`` through the bridge and return how it ended.

        Called by the engine in its worker thread; blocks until the run is over. An
        invalid project raises :class:`~daweb.schedule.ProjectProblem` (the engine records
        it as skipped).
        """
        try:
            project = load_valid(Path(path))  # with its list file, as `daweb validate`
        except ProjectError as exc:
            raise ProjectProblem(str(exc)) from None
        request = ScheduledRequest(Path(path), project)
        if self._closed:
            return self._closing_outcome()
        self._requested.emit(request)
        request.done.wait()
        assert request.outcome is not None
        return request.outcome

    # -- the GUI thread ------------------------------------------------------------------------

    def waiting_for(self) -> Path | None:
        """The project file of a scheduled run waiting for the run in progress, if any."""
        return self._pending.path if self._pending else None

    def running(self) -> Path | None:
        """The project file of the scheduled run in progress, if any."""
        return self._current.path if self._current else None

    def close(self) -> None:
        """The app is closing: a run still waiting will not start (the engine records it
        as failed, with the reason), and no new one is accepted."""
        self._closed = True
        if self._pending is not None:
            request, self._pending = self._pending, None
            request.resolve(self._closing_outcome())

    @staticmethod
    def _closing_outcome() -> RunOutcome:
        return RunOutcome("failed", "", "DAWeb was closed before the run could start")

    @Slot(object)
    def _accept(self, request: ScheduledRequest) -> None:
        """A request arrived from the engine: start it, or let it wait for the bridge."""
        if self._closed:
            request.resolve(self._closing_outcome())
            return
        self._pending = request
        self._start_pending()

    def _start_pending(self) -> None:
        """Start the waiting run if the bridge is free (else say that it waits)."""
        request = self._pending
        if request is None:
            return
        if self.bridge.is_running():
            self.waiting.emit(request.path)
            return
        self._pending = None
        project = request.project
        try:
            project.require_runnable()
            self.bridge.start(project, project.runs_path())
        except Exception as exc:  # noqa: BLE001 - the engine records why it did not run
            request.resolve(RunOutcome("failed", "", f"{type(exc).__name__}: {exc}"))
            return
        self._current = request
        self.started.emit(project, request.path)

    def _on_batch(self, batch: RunBatch) -> None:
        if self._current is not None and batch.run_finished is not None:
            self._current.finished = batch.run_finished

    def _on_failed(self, message: str) -> None:
        if self._current is not None:
            self._current.error = message

    def _on_stopped(self) -> None:
        """The bridge's run ended: report a scheduled one to the engine; a waiting one
        starts next — after every other slot of ``stopped`` has seen this run end."""
        request, self._current = self._current, None
        if request is not None:
            event = request.finished
            if event is not None:
                request.resolve(RunOutcome(event.status, str(event.run_dir),
                                           request.error or str(event.summary.get("error", ""))))
            else:
                request.resolve(RunOutcome("failed", "", request.error
                                           or "the run ended without reporting its end"))
        if self._pending is not None:
            QTimer.singleShot(0, self._start_pending)
