"""The Observatorio window (gui/observatory.py) on real sample runs: keyboard review with one
key per decision, bulk decisions, undo, filters, the selected candidate's curve and contexts,
a known word into the project's lexicon, and the main window's menu entry."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from daweb.neology.database import connect, database_path
from daweb.neology.follow import series
from daweb.neology.review import decision_of
from daweb.project import load_project
from gui.main_window import MainWindow
from gui.observatory import KnownWordDialog, ObservatoryWindow, sample_observatory


@pytest.fixture
def observatory(qtbot, tmp_path) -> ObservatoryWindow:
    window = ObservatoryWindow(sample_observatory(tmp_path))
    qtbot.addWidget(window)
    window.show()
    return window


def _forms(window: ObservatoryWindow) -> list[str]:
    return [window.table.item(row, 0).text() for row in range(window.table.rowCount())]


def _decision(window: ObservatoryWindow, form: str):
    with connect(window.path) as db:
        return decision_of(db, form)


def test_pending_candidates_are_reviewed_one_key_each(qtbot, observatory):
    window = observatory
    assert window.status_filter.currentData() == "pending"  # what is left to review first
    assert _forms(window) == ["ciberokupas", "nanoesporas"]
    assert window.selected_forms() == ["ciberokupas"]
    qtbot.keyClick(window, Qt.Key.Key_C)  # compounding
    assert _decision(window, "ciberokupas").type == "compounding"
    assert _forms(window) == ["nanoesporas"]  # no longer pending
    assert window.selected_forms() == ["nanoesporas"]  # the next one
    assert "likely typo" in window.heading.text()
    assert "typo" in window.heading.text().split("Suggested:")[1]
    qtbot.keyClick(window, Qt.Key.Key_T)  # typo
    assert _decision(window, "nanoesporas").reason == "typo"
    assert _forms(window) == []
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _forms(window) == ["nanoesporas"]
    assert _decision(window, "nanoesporas").status == "pending"


def test_a_bulk_decision_and_the_filters(qtbot, observatory):
    window = observatory
    window.table.selectAll()
    qtbot.keyClick(window, Qt.Key.Key_X)  # non-word, both at once
    assert {_decision(window, f).reason for f in ("ciberokupas", "nanoesporas")} == \
        {"non-word"}
    window.status_filter.setCurrentIndex(window.status_filter.findData("rejected"))
    assert sorted(_forms(window)) == ["ciberokupas", "nanoesporas", "onu"]
    window.type_filter.setCurrentIndex(window.type_filter.findData("proper-noun"))
    assert _forms(window) == ["onu"]
    window.type_filter.setCurrentIndex(0)
    window.triage_filter.setCurrentIndex(window.triage_filter.findData("likely typo"))
    assert _forms(window) == ["nanoesporas"]
    window.triage_filter.setCurrentIndex(0)
    window.status_filter.setCurrentIndex(window.status_filter.findData(""))
    window.since_filter.setCurrentIndex(window.since_filter.findData("2026-10-01"))
    assert _forms(window) == ["ciberokupas"]
    window.since_filter.setCurrentIndex(0)
    window.list_filter.setCurrentIndex(window.list_filter.findData("quiet"))
    assert _forms(window) == ["nanoesporas"]  # only in the first of three runs
    window.list_filter.setCurrentIndex(window.list_filter.findData("rising"))
    assert "ciberokupas" in _forms(window)


def test_the_selected_candidate_shows_its_curve_and_contexts(observatory):
    window = observatory
    with connect(window.path) as db:
        points = series(db, "ciberokupas")
    plot = window.plot.plot
    assert plot.categories == ["2026-09-01", "2026-10-01", "2026-11-01"]
    assert [y for _, y in plot.series[0].points] == [p["per_million"] for p in points]
    assert points[0]["per_million"] == 0 and points[2]["per_million"] > points[1]["per_million"]
    text = window.contexts.toPlainText()
    assert "2026-11-01 · https://" in text and "ciberokupas" in text


def _press(qtbot, window: ObservatoryWindow, key: Qt.Key) -> None:
    """Press ``key`` in the window once it has the keyboard back from a closed dialog."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, key)


def on_next_dialog(action: Callable[[KnownWordDialog], None]) -> None:
    """Call ``action`` on the next modal dialog as soon as it shows (it blocks in exec)."""

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, poll)
            return
        action(dialog)

    QTimer.singleShot(0, poll)


def test_a_known_word_names_the_project_lexicon(qtbot, observatory, tmp_path):
    window = observatory
    window.project.analysis.persist_cache = True  # an edit the app has not saved

    def answer(dialog: KnownWordDialog) -> None:
        assert dialog.lemma.text() == "ciberokupas" and dialog.category.currentData() == "NOUN"
        dialog.lemma.setText("ciberokupa")
        dialog.accept()

    on_next_dialog(answer)
    qtbot.keyClick(window, Qt.Key.Key_K)
    assert window.project.analysis.lexicon == "prensa.lexicon.tsv"
    saved = load_project(tmp_path / "prensa.toml")
    assert saved.analysis.lexicon == "prensa.lexicon.tsv"
    assert saved.analysis.persist_cache is False  # the unsaved edit stayed unsaved
    assert "ciberokupas\tciberokupa\tNOUN" in (tmp_path / "prensa.lexicon.tsv").read_text(
        encoding="utf-8")
    # several at once keep their own forms as lemmas; cancelling decides nothing
    window.status_filter.setCurrentIndex(window.status_filter.findData(""))
    window.table.selectAll()
    on_next_dialog(lambda dialog: dialog.reject())
    _press(qtbot, window, Qt.Key.Key_K)
    assert _decision(window, "nanoesporas").status == "pending"

    def adjective(dialog: KnownWordDialog) -> None:
        assert not dialog.lemma.isEnabled()
        dialog.category.setCurrentIndex(dialog.category.findData("ADJ"))
        dialog.accept()

    on_next_dialog(adjective)
    _press(qtbot, window, Qt.Key.Key_K)
    lines = (tmp_path / "prensa.lexicon.tsv").read_text(encoding="utf-8").splitlines()
    assert "nanoesporas\tnanoesporas\tADJ" in lines and "onu\tonu\tADJ" in lines


def test_the_main_window_opens_the_observatory_of_a_saved_project(qtbot, tmp_path,
                                                                  monkeypatch):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings)
    qtbot.addWidget(main)
    shown: list[str] = []
    monkeypatch.setattr(main, "error_box", lambda title, text: shown.append(text))
    assert main.open_observatory() is None
    assert "Save the project first" in shown[0]
    main.open_project(sample_observatory(tmp_path).path, ask=False)
    window = main.open_observatory()
    assert isinstance(window, ObservatoryWindow)
    assert window.parent() is main and window.isWindow()
    assert "ciberokupas" in _forms(window)
    assert main.observatory_action.shortcut().toString() == "Ctrl+Shift+O"
    window.close()
    assert Path(window.path).name == "prensa-local.neology.sqlite"


def test_the_viewer_word_detail_puts_a_word_into_the_project_lexicon(qtbot, tmp_path):
    from gui.viewer.window import ViewerWindow

    project = sample_observatory(tmp_path)
    first, *_, last = sorted(p for p in project.runs_path().iterdir() if p.is_dir())
    info = json.loads((last / "run.json").read_text(encoding="utf-8"))
    (last / "run.json").write_text(json.dumps({**info, "project_file": str(project.path)}),
                                   encoding="utf-8")
    viewer = ViewerWindow()
    qtbot.addWidget(viewer)
    viewer.open_run(last)

    def noun(dialog: KnownWordDialog) -> None:
        dialog.category.setCurrentIndex(dialog.category.findData("NOUN"))
        dialog.accept()

    def button_of(dialog: QWidget) -> QPushButton:
        [button] = [b for b in dialog.findChildren(QPushButton) if "lexicon" in b.text()]
        return button

    # a candidate of the project: rejected as a known word, like the observatory's K
    button = button_of(viewer.show_word("ciberokupas"))
    on_next_dialog(noun)
    button.click()
    lexicon = tmp_path / "prensa.lexicon.tsv"
    assert "ciberokupas\tciberokupas\tNOUN" in lexicon.read_text(encoding="utf-8")
    with connect(database_path(project.runs_path(), project.title)) as db:
        assert decision_of(db, "ciberokupas").reason == "known-word"
    assert not button.isEnabled() and "prensa.lexicon.tsv" in button.text()
    # any other word of the run: only its lexicon line
    button = button_of(viewer.show_word("casas"))
    on_next_dialog(noun)
    button.click()
    assert "casas\tcasas\tNOUN" in lexicon.read_text(encoding="utf-8").splitlines()
    # a run that names no project file cannot say which lexicon
    viewer.open_run(first)
    assert not button_of(viewer.show_word("casas")).isEnabled()
