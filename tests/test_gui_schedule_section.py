"""The Scheduling section: the real schedule file, editing, and the in-app scheduler."""

from __future__ import annotations

import threading
import weakref
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from PySide6.QtWidgets import QDialog

from daweb.schedule import RunOutcome, ScheduleFile, Scheduler, read_history
from gui.schedule_section import ScheduleDialog, ScheduleSection

MADRID = ZoneInfo("Europe/Madrid")


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 5, 4, 4, 0, tzinfo=UTC)  # 06:00 in Madrid

    def __call__(self) -> datetime:
        return self.now


def project(tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.toml"
    path.write_text('title = "x"\n', encoding="utf-8")
    return path


def test_the_list_shows_entries_and_edits_the_schedule_file(qtbot, tmp_path: Path,
                                                             monkeypatch) -> None:
    folder = tmp_path / "config"
    clock = Clock()
    schedule = ScheduleFile.load(folder)
    schedule.add(project(tmp_path, "a"), "daily", "07:00", now=clock(), zone=MADRID)
    schedule.save()
    widget = ScheduleSection(folder=folder, clock=clock, zone=MADRID, tick_ms=60_000)
    qtbot.addWidget(widget)
    assert widget.is_available() is True
    headers = [widget.table.horizontalHeaderItem(i).text()
               for i in range(widget.table.columnCount())]
    assert headers == ["Project", "Time", "Next run", "Last result", "Enabled"]
    assert widget.table.rowCount() == 1
    assert widget.table.item(0, 0).text() == "a.toml"
    assert widget.table.item(0, 1).text() == "Daily 07:00"
    assert widget.table.item(0, 2).text().endswith("07:00")
    assert not widget.edit_button.isEnabled()  # nothing selected yet

    b = project(tmp_path, "b")

    def fill(dialog: ScheduleDialog) -> int:
        dialog.project.setText(str(b))
        dialog.kind.setCurrentIndex(dialog.kind.findData("weekly"))
        dialog.value.setText("mon,thu 08:30")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(ScheduleDialog, "exec", fill)
    widget.add_button.click()
    entries = ScheduleFile.load(folder).entries
    assert [(e.kind, e.value) for e in entries] == [("daily", "07:00"), ("weekly", "mon,thu 08:30")]
    assert widget.table.rowCount() == 2
    widget.table.selectRow(0)
    assert widget.toggle_button.isEnabled()
    widget.toggle_button.click()
    assert ScheduleFile.load(folder).get("1").enabled is False
    assert widget.table.item(0, 4).text() == "No"
    widget.table.selectRow(1)

    def change(dialog: ScheduleDialog) -> int:
        assert dialog.value.text() == "mon,thu 08:30"  # the dialog shows the entry
        dialog.kind.setCurrentIndex(dialog.kind.findData("every"))
        dialog.value.setText("6h")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(ScheduleDialog, "exec", change)
    widget.edit_button.click()
    edited = ScheduleFile.load(folder).get("2")
    assert (edited.kind, edited.value, edited.project) == ("every", "6h", str(b))
    assert widget.table.item(1, 1).text() == "Every 6h"
    widget.table.selectRow(1)
    widget.remove_button.click()
    assert [e.id for e in ScheduleFile.load(folder).entries] == ["1"]


def test_the_dialog_refuses_a_missing_file_or_a_bad_time(qtbot, tmp_path: Path) -> None:
    dialog = ScheduleDialog()
    qtbot.addWidget(dialog)
    dialog.project.setText(str(tmp_path / "nope.toml"))
    dialog.value.setText("07:00")
    dialog.kind.setCurrentIndex(dialog.kind.findData("daily"))
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert f"{tmp_path / 'nope.toml'}:1: No such project file." == dialog.error.text()
    bad = tmp_path / "bad.toml"
    bad.write_text('title = "b"\n[[start]]\nurl = "https://a.es/"\noutput = "_news"\n',
                   encoding="utf-8")
    dialog.project.setText(str(bad))
    dialog.accept()  # the loader's rule, with file and line, as `daweb schedule add` says
    assert dialog.error.text().startswith(f"{bad}:4: output = \"_news\": Output names begin")
    dialog.project.setText(str(project(tmp_path, "a")))
    dialog.value.setText("7 o'clock")
    dialog.accept()
    # The GUI's own words, shorter than the engine's.
    assert dialog.error.text() == "Not a valid time. Time of day, e.g. 07:00"
    dialog.project.setText("")
    dialog.accept()
    assert dialog.error.text() == "Choose the project file to run (Browse…)."
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_adding_an_entry_offers_the_project_open_in_the_app(qtbot, tmp_path: Path,
                                                            monkeypatch) -> None:
    from PySide6.QtCore import QSettings

    from daweb.project import Project, StartAddress, save_project
    from gui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    path = tmp_path / "prensa.toml"
    save_project(Project(title="Prensa", starts=[StartAddress("https://a.es/")]), path)
    assert window.open_project(path, ask=False)
    offered: list[str] = []

    def look(dialog: ScheduleDialog) -> int:
        offered.append(dialog.project.text())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(ScheduleDialog, "exec", look)
    window.schedule.add_button.click()
    assert offered == [str(path)]


def test_the_open_app_runs_due_entries_in_a_worker_thread(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "config"
    clock = Clock()
    schedule = ScheduleFile.load(folder)
    for name in ("a", "b"):
        schedule.add(project(tmp_path, name), "daily", "07:00", now=clock(), zone=MADRID)
    schedule.save()
    ran: list[tuple[str, str]] = []

    def runner(path: Path) -> RunOutcome:
        ran.append((path.stem, threading.current_thread().name))
        return RunOutcome("completed", str(tmp_path / f"run-{path.stem}"))

    widget = ScheduleSection(folder=folder, runner=runner, clock=clock, zone=MADRID, tick_ms=20)
    qtbot.addWidget(widget)
    qtbot.wait(100)
    assert ran == []  # not due yet
    clock.now = datetime(2026, 5, 4, 7, 0, 1, tzinfo=MADRID).astimezone(UTC)
    qtbot.waitUntil(lambda: len(ran) == 2 and not widget.is_working(), timeout=5000)
    assert [name for name, _ in ran] == ["a", "b"]
    assert all(thread == "daweb-schedule" for _, thread in ran)
    qtbot.waitUntil(lambda: widget.table.item(0, 3).text() == "completed", timeout=2000)
    assert [r["status"] for r in read_history(folder)] == ["completed", "completed"]
    widget.table.selectRow(0)
    assert widget.open_button.isEnabled()
    widget.close()


def test_another_scheduler_holding_the_lock_is_shown(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "config"
    clock = Clock()
    schedule = ScheduleFile.load(folder)
    schedule.add(project(tmp_path, "a"), "every", "1h", now=clock())
    schedule.save()
    other = Scheduler(folder)
    assert other.acquire()
    try:
        ran: list[Path] = []
        widget = ScheduleSection(folder=folder, clock=clock, tick_ms=20,
                                 runner=lambda p: ran.append(p) or RunOutcome("completed"))
        qtbot.addWidget(widget)
        clock.now += timedelta(hours=1, minutes=1)
        qtbot.waitUntil(lambda: widget.busy_elsewhere, timeout=5000)
        assert "Another scheduler is running" in widget.notice.text()
        assert ran == []
    finally:
        other.release()
    qtbot.waitUntil(lambda: len(ran) == 1 and not widget.busy_elsewhere, timeout=5000)
    assert "Another scheduler" not in widget.notice.text()


def test_no_column_header_is_cut_in_spanish(qtbot, tmp_path: Path) -> None:
    from gui import i18n

    try:
        i18n.set_language("es")
        widget = ScheduleSection(folder=tmp_path / "config", clock=Clock(), zone=MADRID,
                                 tick_ms=60_000)
        qtbot.addWidget(widget)
        widget.resize(980, 600)  # the main window's default size
        widget.show()
        qtbot.waitExposed(widget)
        header = widget.table.horizontalHeader()
        metrics = header.fontMetrics()
        for column in range(widget.table.columnCount()):
            text = widget.table.horizontalHeaderItem(column).text()
            assert header.sectionSize(column) >= metrics.horizontalAdvance(text), text
    finally:
        i18n.reset()


def test_the_worker_thread_holds_no_reference_to_the_section(qtbot, tmp_path: Path) -> None:
    """Were the worker's last reference to drop in its thread, the widget would be freed
    there, and Qt crashes on a widget destroyed outside the GUI thread (a segfault seen in
    the tests). The section goes away while a run is in progress; the worker ends quietly."""
    folder = tmp_path / "config"
    clock = Clock()
    schedule = ScheduleFile.load(folder)
    schedule.add(project(tmp_path, "a"), "daily", "07:00", now=clock(), zone=MADRID)
    schedule.save()
    started, release = threading.Event(), threading.Event()
    errors: list[BaseException] = []

    def runner(path: Path) -> RunOutcome:
        started.set()
        release.wait(10)
        return RunOutcome("completed", str(tmp_path / "run-a"))

    def hook(args: threading.ExceptHookArgs) -> None:
        errors.append(args.exc_value)

    widget = ScheduleSection(folder=folder, runner=runner, clock=clock, zone=MADRID, tick_ms=20)
    clock.now = datetime(2026, 5, 4, 7, 0, 1, tzinfo=MADRID).astimezone(UTC)
    qtbot.waitUntil(started.is_set, timeout=5000)
    worker = widget._worker
    gone = weakref.ref(widget)
    widget.timer.stop()
    del widget
    assert gone() is None  # freed here, in the GUI thread, while the worker still runs
    previous, threading.excepthook = threading.excepthook, hook
    try:
        release.set()
        worker.join(10)
    finally:
        threading.excepthook = previous
    assert not worker.is_alive() and errors == []


def test_weekly_days_are_shown_and_edited_in_the_users_language(qtbot, tmp_path: Path) -> None:
    from gui import i18n

    folder = tmp_path / "config"
    schedule = ScheduleFile.load(folder)
    entry = schedule.add(project(tmp_path, "a"), "weekly", "lun,jue 07:00", now=Clock()(),
                         zone=MADRID)
    schedule.save()
    assert entry.value == "mon,thu 07:00"  # stored in one language
    try:
        i18n.set_language("es")
        widget = ScheduleSection(folder=folder, clock=Clock(), zone=MADRID, tick_ms=60_000)
        qtbot.addWidget(widget)
        assert widget.table.item(0, 1).text() == "Cada semana lun,jue 07:00"
        dialog = ScheduleDialog(widget, ScheduleFile.load(folder).entries[0])
        assert dialog.value.text() == "lun,jue 07:00"
    finally:
        i18n.reset()
    widget.refresh()
    assert widget.table.item(0, 1).text() == "Weekly mon,thu 07:00"


def test_a_one_off_time_is_picked_from_a_calendar_never_in_the_past(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "config"
    path = project(tmp_path, "a")
    dialog = ScheduleDialog(project=path)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("once"))
    dialog.show()
    assert dialog.moment.isVisible() and not dialog.value.isVisible()
    assert dialog.moment.calendarPopup()
    assert dialog.moment.dateTime().toPython() > datetime.now()  # tomorrow, not a past example
    _, kind, value, _ = dialog.values()
    tomorrow = datetime.now().date() + timedelta(days=1)
    assert (kind, value) == ("once", f"{tomorrow.isoformat()} 07:00")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    schedule = ScheduleFile.load(folder)
    entry = schedule.add(path, kind, value, now=datetime.now(UTC), zone=MADRID)
    edit = ScheduleDialog(entry=entry)
    qtbot.addWidget(edit)
    assert edit.moment.dateTime().toString("yyyy-MM-dd HH:mm") == value
    dialog.kind.setCurrentIndex(dialog.kind.findData("daily"))
    assert dialog.value.isVisibleTo(dialog) and not dialog.moment.isVisibleTo(dialog)


def test_the_dialog_shows_a_long_project_path_whole(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "proyectos de lingüística" / "corpus de prensa regional" / "2026"
    folder.mkdir(parents=True)
    path = project(folder, "diarios_de_castilla_y_leon_noviembre")
    dialog = ScheduleDialog(project=path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    text_width = dialog.project.fontMetrics().horizontalAdvance(str(path))
    assert dialog.project.width() >= text_width
    assert dialog.width() >= dialog.fontMetrics().averageCharWidth() * 90
