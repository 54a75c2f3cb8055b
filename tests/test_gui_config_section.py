"""The Configuration section: every field writes into the project; Analyze says why not."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget

from daweb.project import Project, StartAddress
from gui.config_section import ConfigSection


def on_next_dialog(action: Callable[[QDialog], None]) -> list[QDialog]:
    """Call ``action`` on the next modal dialog, as soon as it is shown (it blocks in exec)."""
    seen: list[QDialog] = []

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, poll)
            return
        seen.append(dialog)
        action(dialog)

    QTimer.singleShot(0, poll)
    return seen


def accept(dialog: QDialog) -> None:
    """Press OK the way a user would."""
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def section(qtbot, project: Project | None = None) -> ConfigSection:
    widget = ConfigSection()
    qtbot.addWidget(widget)
    widget.set_project(project or Project(title=""))
    return widget


def test_analyze_is_disabled_with_a_reason_while_the_title_is_empty(qtbot) -> None:
    widget = section(qtbot, Project(title="", starts=[StartAddress("https://a.es/")]))
    assert not widget.analyze_button.isEnabled()
    assert widget.analyze_button.toolTip() == "Give the project a title first."
    widget.title_edit.setText("Prensa")
    assert widget.analyze_button.isEnabled()
    assert "F5" in widget.analyze_button.toolTip()
    widget.title_edit.setText("   ")
    assert not widget.analyze_button.isEnabled()
    assert "title" in widget.analyze_button.toolTip()


def test_analyze_needs_a_ticked_address(qtbot) -> None:
    widget = section(qtbot, Project(title="t", starts=[StartAddress("https://a.es/")]))
    assert widget.analyze_button.isEnabled()
    item = widget.starts_list.item(0)
    item.setCheckState(Qt.CheckState.Unchecked)
    assert widget.project.starts[0].enabled is False
    assert not widget.analyze_button.isEnabled()
    assert "tick" in widget.analyze_button.toolTip()


def test_modify_and_remove_need_a_selection(qtbot) -> None:
    widget = section(qtbot, Project(title="t", starts=[StartAddress("https://a.es/"),
                                                       StartAddress("https://b.es/")]))
    assert not widget.modify_start_button.isEnabled()
    assert not widget.remove_start_button.isEnabled()
    widget.starts_list.setCurrentRow(1)
    assert widget.modify_start_button.isEnabled()
    widget.remove_start_button.click()
    assert [s.url for s in widget.project.starts] == ["https://a.es/"]


def test_retrievers_default_range_and_lock_while_running(qtbot) -> None:
    widget = section(qtbot)
    spin = widget.retrievers_spin
    assert (spin.minimum(), spin.maximum(), spin.value()) == (1, 10, 5)
    spin.setValue(3)
    assert widget.project.crawl.retrievers == 3
    widget.set_running(True)
    assert not spin.isEnabled()
    assert not widget.analyze_button.isEnabled()
    widget.set_running(False)
    assert spin.isEnabled()


def test_build_a_project_through_the_dialogs(qtbot) -> None:
    widget = section(qtbot)
    changes: list[None] = []
    widget.changed.connect(lambda: changes.append(None))
    widget.title_edit.setText("Prensa canaria")

    def add_address(dialog: QDialog) -> None:
        qtbot.keyClicks(dialog.url_edit, "https://www.example.es/")
        dialog.output_edit.setText("prensa")
        accept(dialog)

    assert on_next_dialog(add_address) is not None
    widget.add_start_button.click()
    assert widget.project.starts == [StartAddress("https://www.example.es/", True, "prensa")]

    def modify_address(dialog: QDialog) -> None:
        assert dialog.url_edit.text() == "https://www.example.es/"
        dialog.url_edit.setText("https://www.example.es/noticias/")
        accept(dialog)

    widget.starts_list.setCurrentRow(0)
    on_next_dialog(modify_address)
    widget.modify_start_button.click()
    assert widget.project.starts[0].url == "https://www.example.es/noticias/"
    assert widget.starts_list.item(0).text().startswith("https://www.example.es/noticias/")

    def add_cancelled(dialog: QDialog) -> None:
        dialog.edit.setText("deportes")
        accept(dialog)

    on_next_dialog(add_cancelled)
    widget.add_cancelled_button.click()
    assert widget.project.crawl.cancelled == ["deportes"]

    widget.list_radios[1].click()
    assert widget.project.lists.mode == "stopwords"
    assert not widget.analyze_button.isEnabled()  # a list mode without a list

    def define_list(dialog: QDialog) -> None:
        dialog.editor.setPlainText("de\nla\nqué")
        accept(dialog)

    on_next_dialog(define_list)
    widget.define_list_button.click()
    assert widget.project.lists.entries == ["de", "la", "qué"]
    assert widget.list_summary.text() == "3 words"
    assert widget.analyze_button.isEnabled()

    def define_segments(dialog: QDialog) -> None:
        dialog.min_len.setValue(3)
        dialog.max_len.setValue(4)
        dialog.min_freq.setValue(7)
        accept(dialog)

    on_next_dialog(define_segments)
    widget.define_segments_button.click()
    seg = widget.project.segments
    assert (seg.min_len, seg.max_len, seg.min_freq) == (3, 4, 7)
    assert len(changes) >= 6


def test_cancelling_a_dialog_changes_nothing(qtbot) -> None:
    widget = section(qtbot, Project(title="t"))
    changes: list[None] = []
    widget.changed.connect(lambda: changes.append(None))

    def cancel(dialog: QDialog) -> None:
        qtbot.keyClicks(dialog.url_edit, "https://www.example.es/")
        dialog.reject()

    on_next_dialog(cancel)
    widget.add_start_button.click()
    assert widget.project.starts == []
    assert changes == []


def test_outputs_and_advanced_options_reach_the_project(qtbot) -> None:
    widget = section(qtbot, Project(title="t"))
    widget.output_checks["segments"].setChecked(False)
    assert widget.project.outputs.segments is False
    assert not widget.define_segments_button.isEnabled()
    widget.output_checks["unrecognized"].setChecked(False)
    assert widget.project.outputs.unrecognized is False
    assert not widget.advanced_body.isVisibleTo(widget)
    widget.advanced_box.setChecked(True)
    assert widget.advanced_body.isVisibleTo(widget)
    widget.delay_spin.setValue(2.5)
    widget.retries_spin.setValue(4)
    widget.connect_timeout_spin.setValue(7)
    widget.read_timeout_spin.setValue(12)
    widget.max_pages_spin.setValue(500)
    widget.max_depth_spin.setValue(3)
    widget.max_duration_spin.setValue(3600)
    widget.robots_check.setChecked(False)
    widget.sitemaps_check.setChecked(False)
    widget.same_host_check.setChecked(True)
    widget.extraction_combo.setCurrentIndex(widget.extraction_combo.findData("all"))
    widget.language_combo.setCurrentIndex(widget.language_combo.findData("en"))
    crawl, analysis = widget.project.crawl, widget.project.analysis
    assert (crawl.delay, crawl.retries, crawl.connect_timeout, crawl.read_timeout) == \
        (2.5, 4, 7.0, 12.0)
    assert (crawl.max_pages, crawl.max_depth, crawl.max_duration) == (500, 3, 3600.0)
    assert (crawl.robots, crawl.sitemaps, crawl.same_host_only) == (False, False, True)
    assert (analysis.extraction, analysis.language) == ("all", "en")
    assert widget.max_pages_spin.specialValueText() == "∞"


def test_showing_a_project_does_not_count_as_a_change(qtbot) -> None:
    widget = section(qtbot)
    changes: list[None] = []
    widget.changed.connect(lambda: changes.append(None))
    project = Project(title="Otro", starts=[StartAddress("https://a.es/", False, "a")])
    project.crawl.retrievers = 9
    project.crawl.cancelled = ["x"]
    widget.set_project(project)
    assert changes == []
    assert widget.title_edit.text() == "Otro"
    assert widget.retrievers_spin.value() == 9
    assert widget.starts_list.item(0).checkState() == Qt.CheckState.Unchecked
    assert widget.cancelled_list.item(0).text() == "x"


def test_tab_order_goes_from_title_to_analyze(qtbot) -> None:
    widget = section(qtbot)
    order: list[QWidget] = []
    current = widget.title_edit
    for _ in range(40):
        order.append(current)
        current = current.nextInFocusChain()
        if current is widget.analyze_button:
            break
    assert current is widget.analyze_button
    assert order.index(widget.starts_list) < order.index(widget.retrievers_spin)
