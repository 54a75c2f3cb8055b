"""The Scheduling section (paper §3, figure 15): projects to run at given times.

The list is the schedule file of :mod:`daweb.schedule`, shared with ``daweb schedule …``.
While the app is open it is also a scheduler: a timer checks for due entries and, when one
is due, a worker thread runs the engine's queue (one run at a time, like the headless
``daweb schedule run``); in the app the engine's runner is
:class:`~gui.scheduled_runs.ScheduledRuns`, which starts each run on the window's run
bridge, as *Analyze* does. The engine's lock is taken only when something is due, so an app
that merely shows the list never competes with a headless scheduler; if another scheduler
holds the lock, the section says so and leaves the runs to it.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from datetime import datetime, time, timedelta, tzinfo
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QObject, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daweb.project import ProjectError
from daweb.schedule import (
    KINDS,
    Entry,
    ScheduleError,
    ScheduleFile,
    Scheduler,
    SchedulerBusy,
    config_dir,
    default_runner,
    load_state,
    local_zone,
    normalize_when,
    parse_at,
    read_history,
    utc_now,
)
from daweb.validation import load_valid
from gui.i18n import Retranslating, fit_columns
from gui.problems import located_text
from gui.run_bridge import run_status_name
from gui.scheduled_runs import ScheduledRuns

# How often the open app looks for due entries.
TICK_MS = 20_000
#: How a one-off time is written in the schedule file (daweb.schedule.parse_at reads it).
ONCE_FORMAT = "yyyy-MM-dd HH:mm"
#: The dialog's width in average characters: room for a full project path.
DIALOG_CHARS = 90


def kind_name(kind: str) -> str:
    """A kind of time in words, in the current language."""
    names = {
        "once": QCoreApplication.translate("ScheduleSection", "Once"),
        "daily": QCoreApplication.translate("ScheduleSection", "Daily"),
        "weekly": QCoreApplication.translate("ScheduleSection", "Weekly"),
        "every": QCoreApplication.translate("ScheduleSection", "Every"),
        "cron": QCoreApplication.translate("ScheduleSection", "Cron expression"),
    }
    return names[kind]


def when_text(kind: str, value: str) -> str:
    """An entry's time as the user reads it: weekly days named in the current language
    (stored as ``mon``…``sun``; :func:`~daweb.schedule.normalize_when` reads both)."""
    if kind != "weekly":
        return value
    days = {
        "mon": QCoreApplication.translate("ScheduleSection", "mon"),
        "tue": QCoreApplication.translate("ScheduleSection", "tue"),
        "wed": QCoreApplication.translate("ScheduleSection", "wed"),
        "thu": QCoreApplication.translate("ScheduleSection", "thu"),
        "fri": QCoreApplication.translate("ScheduleSection", "fri"),
        "sat": QCoreApplication.translate("ScheduleSection", "sat"),
        "sun": QCoreApplication.translate("ScheduleSection", "sun"),
    }
    listed, _, clock = value.partition(" ")
    return f"{','.join(days.get(day, day) for day in listed.split(','))} {clock}".strip()


class ScheduleDialog(QDialog):
    """Add or edit an entry: project file, kind of time, the time itself, enabled."""

    def __init__(self, parent: QWidget | None = None, entry: Entry | None = None,
                 project: Path | None = None) -> None:
        """Edit ``entry``, or a new entry for ``project`` (the project open in the app)."""
        super().__init__(parent)
        self.project = QLineEdit(entry.project if entry else str(project or ""))
        self.browse = QPushButton(self.tr("Browse…"))
        self.browse.clicked.connect(self._browse)
        self.kind = QComboBox()
        for kind in KINDS:
            self.kind.addItem(kind_name(kind), kind)
        if entry:
            self.kind.setCurrentIndex(KINDS.index(entry.kind))
        self.value = QLineEdit(when_text(entry.kind, entry.value) if entry else "")
        # A one-off run's date and time from a calendar; new: tomorrow at 07:00, never past.
        self.moment = QDateTimeEdit(self._first_moment(entry))
        self.moment.setDisplayFormat(ONCE_FORMAT)
        self.moment.setCalendarPopup(True)
        self.hint = QLabel()
        self.enabled = QCheckBox(self.tr("Enabled"))
        self.enabled.setChecked(entry.enabled if entry else True)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.kind.currentIndexChanged.connect(self._show_hint)
        row = QHBoxLayout()
        row.addWidget(self.project, 1)
        row.addWidget(self.browse)
        time_row = QHBoxLayout()
        time_row.addWidget(self.value, 1)
        time_row.addWidget(self.moment, 1)
        form = QFormLayout()
        form.addRow(self.tr("Project file"), row)
        form.addRow(self.tr("When"), self.kind)
        form.addRow(self.tr("Time"), time_row)
        form.addRow("", self.hint)
        form.addRow("", self.enabled)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.setWindowTitle(self.tr("Scheduled project") if entry else
                            self.tr("Schedule a project"))
        metrics = self.fontMetrics()
        self.setMinimumWidth(metrics.averageCharWidth() * DIALOG_CHARS)
        # The whole path in view (up to a screen's width), not just its end.
        self.project.setMinimumWidth(min(metrics.horizontalAdvance(self.project.text()) + 24,
                                         metrics.averageCharWidth() * 240))
        self.project.setCursorPosition(0)
        self._show_hint()

    @staticmethod
    def _first_moment(entry: Entry | None) -> QDateTime:
        """The picker's date: a one-off entry's own, else tomorrow at 07:00."""
        if entry is not None and entry.kind == "once":
            moment = parse_at(entry.value)
        else:
            moment = datetime.combine(datetime.now().date() + timedelta(days=1), time(7))
        return QDateTime(moment)

    def _show_hint(self) -> None:
        kind = self.kind.currentData()
        once = kind == "once"
        self.value.setVisible(not once)
        self.moment.setVisible(once)
        self.hint.setText({
            "once": self.tr("Pick the date and time (the arrow opens a calendar)."),
            "daily": self.tr("Time of day, e.g. 07:00"),
            "weekly": self.tr("Days and time, e.g. mon,thu 07:00"),
            "every": self.tr("Hours or minutes, e.g. 6h or 30m"),
            "cron": self.tr("Five fields, e.g. 0 7 * * 1"),
        }[kind])

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Project file"), self.project.text(),
                                              self.tr("DAWeb projects (*.toml)"))
        if path:
            self.project.setText(path)

    def values(self) -> tuple[str, str, str, bool]:
        """(project, kind, value, enabled) as entered."""
        kind = self.kind.currentData()
        value = (self.moment.dateTime().toString(ONCE_FORMAT) if kind == "once"
                 else self.value.text().strip())
        return self.project.text().strip(), kind, value, self.enabled.isChecked()

    def accept(self) -> None:
        """Refuse a project the validator rejects (its list file too: as ``daweb schedule
        add``, better now than at 07:00) or a malformed time, saying which."""
        project, kind, value, _ = self.values()
        if not project:
            self.error.setText(self.tr("Choose the project file to run (Browse…)."))
            return
        try:
            load_valid(Path(project))
        except ProjectError as exc:
            self.error.setText(located_text(exc.details[0]))
            return
        try:
            normalize_when(kind, value)
        except ScheduleError:  # its text speaks of the command line's options
            self.error.setText(self.tr("Not a valid time. {0}").format(self.hint.text()))
            self.value.setFocus()
            return
        super().accept()


class _WorkerSignals(QObject):
    """Carries the worker thread's news to the GUI thread (queued connections)."""

    finished = Signal(object)


def _tick(scheduler: Scheduler, signals: _WorkerSignals) -> None:
    """The worker thread's body: the engine handles the whole queue, one run at a time.

    It holds no reference to the section: had the thread the last one, the widget would be
    freed in this thread, and Qt crashes on a widget destroyed outside the GUI thread (seen
    in the tests). ``signals`` is the section's child, freed with it, never by this thread.
    """
    try:
        result: object = scheduler.tick()
    except SchedulerBusy:
        result = None
    except Exception as exc:  # noqa: BLE001 - shown to the user, never a silent thread death
        result = exc
    with contextlib.suppress(RuntimeError):  # the section was closed meanwhile
        signals.finished.emit(result)


class ScheduleSection(Retranslating, QWidget):
    """Scheduled projects: the list, its editing, and the in-app scheduler."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        folder: Path | str | None = None,
        runner: Callable[[Path], Any] = default_runner,
        clock: Callable[[], datetime] = utc_now,
        zone: tzinfo | None = None,
        tick_ms: int = TICK_MS,
    ) -> None:
        super().__init__(parent)
        self.folder = config_dir(folder)
        self.zone = zone or local_zone()
        self.scheduler = Scheduler(self.folder, clock=clock, zone=self.zone, runner=runner)
        self.busy_elsewhere = False
        #: The project file open in the app, offered when adding an entry (set by the window).
        self.current_project: Path | None = None
        self._worker: threading.Thread | None = None
        self._signals = _WorkerSignals(self)
        self._signals.finished.connect(self._worker_done)
        self.entries: list[Entry] = []
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setObjectName("notice")
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.table = QTableWidget(0, 5)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        fit_columns(self.table)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.queue_label = QLabel()
        self.queue_label.setWordWrap(True)
        self.history_label = QLabel()
        self.history_label.setWordWrap(True)
        self.add_button = QPushButton()
        self.edit_button = QPushButton()
        self.toggle_button = QPushButton()
        self.remove_button = QPushButton()
        self.open_button = QPushButton()
        self.add_button.clicked.connect(self.add_entry)
        self.edit_button.clicked.connect(self.edit_entry)
        self.toggle_button.clicked.connect(self.toggle_entry)
        self.remove_button.clicked.connect(self.remove_entry)
        self.open_button.clicked.connect(self.open_last_run)
        side = QVBoxLayout()
        for button in (*self.buttons(), self.open_button):
            side.addWidget(button)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.table, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.error)
        layout.addLayout(row)
        layout.addWidget(self.queue_label)
        layout.addWidget(self.history_label)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check_due)
        self.timer.start(tick_ms)
        self.retranslate()

    def buttons(self) -> tuple[QPushButton, ...]:
        """Add, Edit, Enable/Disable and Remove."""
        return (self.add_button, self.edit_button, self.toggle_button, self.remove_button)

    def is_available(self) -> bool:
        """Whether scheduling works in this version (it does)."""
        return True

    # -- the list -------------------------------------------------------------------------
    def _local(self, moment: datetime | None) -> str:
        return moment.astimezone(self.zone).strftime("%Y-%m-%d %H:%M") if moment else "—"

    def refresh(self) -> None:
        """Re-read the schedule, state and history files and show them."""
        try:
            schedule = ScheduleFile.load(self.folder)
        except ScheduleError as exc:
            self.error.setText(str(exc))
            return
        self.error.setText("")
        selected = self.selected_id()
        self.entries = schedule.entries
        state = load_state(self.folder)
        next_times = self.scheduler.next_times()
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            last = state.get(entry.id, {})
            cells = (
                Path(entry.project).name,
                f"{kind_name(entry.kind)} {when_text(entry.kind, entry.value)}",
                self._local(next_times.get(entry.id)) if entry.enabled else "—",
                run_status_name(last["status"]) if "status" in last else "—",
                self.tr("Yes") if entry.enabled else self.tr("No"),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setToolTip(entry.project)
                if column == 3 and last.get("run_dir"):
                    item.setToolTip(last["run_dir"])
                self.table.setItem(row, column, item)
            if entry.id == selected:
                self.table.selectRow(row)
        running = self.scheduler.running
        waiting = [i.entry for i in self.scheduler.queue()
                   if running is None or i.entry.id != running.id]
        parts = []
        runner = self.scheduler.runner
        if isinstance(runner, ScheduledRuns) and runner.waiting_for() is not None:
            parts.append(self.tr("Waiting for the run in progress to end: {0}").format(
                runner.waiting_for().name))
        elif running is not None:
            parts.append(self.tr("Running: {0}").format(Path(running.project).name))
        if waiting:
            parts.append(self.tr("Waiting: {0}").format(
                ", ".join(Path(e.project).name for e in waiting)))
        self.queue_label.setText(" — ".join(parts) or self.tr("Queue: empty"))
        history = read_history(self.folder)[-5:]
        self.history_label.setText(self.tr("Latest: {0}").format("; ".join(
            f"{self._local(datetime.fromisoformat(r['time']))} "
            f"{Path(r['project']).name} {run_status_name(r['status'])}"
            for r in reversed(history)))
            if history else "")
        self._update_buttons()

    def selected_id(self) -> str | None:
        """The id of the selected entry, if any."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or rows[0].row() >= len(self.entries):
            return None
        return self.entries[rows[0].row()].id

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None
        for button in (self.edit_button, self.toggle_button, self.remove_button):
            button.setEnabled(chosen)
        state = load_state(self.folder)
        self.open_button.setEnabled(bool(chosen and state.get(self.selected_id() or "", {})
                                         .get("run_dir")))

    # -- editing --------------------------------------------------------------------------
    def _change(self, action: Callable[[ScheduleFile], object]) -> None:
        try:
            schedule = ScheduleFile.load(self.folder)
            action(schedule)
            schedule.save()
        except ScheduleError as exc:
            QMessageBox.warning(self, self.tr("Scheduling"), str(exc))
        self.refresh()

    def add_entry(self) -> None:
        """Ask for a new entry and add it."""
        dialog = ScheduleDialog(self, project=self.current_project)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            project, kind, value, enabled = dialog.values()
            self._change(lambda s: s.add(project, kind, value, enabled=enabled,
                                         now=self.scheduler.clock(), zone=self.zone))

    def edit_entry(self) -> None:
        """Edit the selected entry (its id and history stay)."""
        entry_id = self.selected_id()
        if entry_id is None:
            return
        dialog = ScheduleDialog(self, ScheduleFile.load(self.folder).get(entry_id))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            project, kind, value, enabled = dialog.values()

            def edit(schedule: ScheduleFile) -> None:
                entry = schedule.get(entry_id)
                entry.project = str(Path(project).absolute())
                entry.kind, entry.value = kind, normalize_when(kind, value)
                schedule.set_enabled(entry_id, enabled, now=self.scheduler.clock())

            self._change(edit)

    def toggle_entry(self) -> None:
        """Enable the selected entry if disabled, else disable it."""
        entry_id = self.selected_id()
        if entry_id is not None:
            self._change(lambda s: s.set_enabled(entry_id, not s.get(entry_id).enabled,
                                                 now=self.scheduler.clock()))

    def remove_entry(self) -> None:
        """Remove the selected entry."""
        entry_id = self.selected_id()
        if entry_id is not None:
            self._change(lambda s: s.remove(entry_id))

    def open_last_run(self) -> None:
        """Open the selected entry's last run folder in the file manager."""
        run_dir = load_state(self.folder).get(self.selected_id() or "", {}).get("run_dir")
        if run_dir:
            QDesktopServices.openUrl(QUrl.fromLocalFile(run_dir))

    # -- the in-app scheduler -------------------------------------------------------------
    def check_due(self) -> None:
        """Timer tick: start a worker for due entries unless one is at work already."""
        self.refresh()
        if self.busy_elsewhere and self.scheduler.acquire():
            self.busy_elsewhere = False  # the other scheduler ended: this one takes over
            self.retranslate()
        if self.is_working() or self.busy_elsewhere:
            return
        try:
            due = bool(self.scheduler.queue())
        except ScheduleError:
            return
        if due:
            self._worker = threading.Thread(target=_tick, args=(self.scheduler, self._signals),
                                            name="daweb-schedule", daemon=True)
            self._worker.start()

    def is_working(self) -> bool:
        """Whether the worker thread is running entries."""
        return self._worker is not None and self._worker.is_alive()

    def _worker_done(self, result: object) -> None:
        self.busy_elsewhere = result is None
        if isinstance(result, Exception):
            self.error.setText(str(result))
        self.retranslate()
        self.refresh()

    def shutdown(self, timeout: float = 0.0) -> None:
        """Stop checking; give the worker up to ``timeout`` seconds to record what it has
        handled; then let another scheduler take over (unless the worker still runs)."""
        self.timer.stop()
        if self._worker is not None:
            self._worker.join(timeout)
        if not self.is_working():
            self.scheduler.release()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        """Stop checking and let another scheduler take over."""
        self.shutdown()
        super().closeEvent(event)

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        if self.busy_elsewhere:
            self.notice.setText(self.tr(
                "Another scheduler is running (pid {0}): it runs the scheduled projects; "
                "here you can still edit the list.").format(self.scheduler.holder_pid() or "?"))
        else:
            self.notice.setText(self.tr(
                "Scheduled projects run one at a time while DAWeb is open, or headless with "
                "\"daweb schedule run\". Times are local; schedule folder: {0}").format(
                    self.folder))
        self.table.setHorizontalHeaderLabels([
            self.tr("Project"), self.tr("Time"), self.tr("Next run"), self.tr("Last result"),
            self.tr("Enabled")])
        self.add_button.setText(self.tr("Add…"))
        self.edit_button.setText(self.tr("Edit…"))
        self.toggle_button.setText(self.tr("Enable/Disable"))
        self.remove_button.setText(self.tr("Remove"))
        self.open_button.setText(self.tr("Open last run folder"))
        self.refresh()
