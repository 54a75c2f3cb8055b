"""The Configuration section: every field writes into the project; Analyze says why not."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox, QWidget

from daweb.project import Project, StartAddress, load_project, save_project, spin_range
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
    # Said beside the button too: few users find a disabled button's tooltip.
    assert widget.blocker_label.text() == "Give the project a title first."
    widget.title_edit.setText("Prensa")
    assert widget.analyze_button.isEnabled()
    assert "F5" in widget.analyze_button.toolTip()
    assert widget.blocker_label.text() == ""
    widget.title_edit.setText("   ")
    assert not widget.analyze_button.isEnabled()
    assert "title" in widget.analyze_button.toolTip()
    assert "title" in widget.blocker_label.text()
    widget.set_running(True)  # Process tells about the run; no reason to show here
    assert widget.blocker_label.text() == ""


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
    assert widget.list_summary.text() == "Words: 3"
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


def test_corpus_and_collocation_options_round_trip_through_the_project_file(
        qtbot, tmp_path) -> None:
    widget = section(qtbot, Project(title="t", starts=[StartAddress("https://a.es/")]))
    widget.output_checks["collocations"].setChecked(True)
    widget.output_checks["regimes"].setChecked(True)
    widget.private_check.setChecked(True)
    widget.per_host_spin.setValue(2)
    widget.user_agent_edit.setText("Investigación UNED (ana@uned.es)")
    widget.profile_parts_spin.setValue(4)
    widget.persist_cache_check.setChecked(True)
    assert widget.disambiguate_check.isChecked()  # the default: one reading per occurrence
    widget.disambiguate_check.setChecked(False)
    widget.feeds_check.setChecked(False)
    widget.snapshots_check.setChecked(False)
    widget.filter_edit.setText('"liga de campeones" and not fútbol')
    widget.tolerance_spin.setValue(2)
    widget.inverse_check.setChecked(True)
    widget.duplicates_count_check.setChecked(True)
    widget.distance_spin.setValue(5)
    widget.only_changed_check.setChecked(True)
    widget.window_spin.setValue(6)
    widget.unit_combo.setCurrentIndex(widget.unit_combo.findData("lemma"))
    widget.node_freq_spin.setValue(20)
    widget.pair_freq_spin.setValue(4)
    widget.regime_freq_spin.setValue(7)
    widget.duplicates_check.setChecked(False)  # after count/distance: they get disabled
    assert not widget.distance_spin.isEnabled()
    path = tmp_path / "p.toml"
    save_project(widget.project, path)
    loaded = load_project(path)
    assert (loaded.outputs.collocations, loaded.outputs.regimes) == (True, True)
    assert (loaded.crawl.refuse_private, loaded.crawl.feeds, loaded.crawl.snapshots) == (
        True, False, False)
    assert (loaded.filter.criterion, loaded.filter.tolerance, loaded.filter.inverse) == (
        '"liga de campeones" and not fútbol', 2, True)
    assert (loaded.duplicates.detect, loaded.duplicates.count,
            loaded.duplicates.max_distance) == (False, True, 5)
    assert loaded.reruns.only_changed is True
    assert (loaded.crawl.per_host, loaded.crawl.user_agent) == (
        2, "Investigación UNED (ana@uned.es)")
    assert (loaded.analysis.profile_parts, loaded.analysis.persist_cache,
            loaded.analysis.disambiguate) == (4, True, False)
    c = loaded.collocations
    assert (c.window, c.by, c.nodes, c.min_node_freq, c.min_freq) == (
        6, "lemma", "frequent", 20, 4)
    assert loaded.regimes.min_freq == 7
    # Shown again, the widgets hold the same values, and showing is not a change.
    other = section(qtbot)
    changes: list[None] = []
    other.changed.connect(lambda: changes.append(None))
    other.set_project(loaded)
    assert other.filter_edit.text() == '"liga de campeones" and not fútbol'
    assert (other.tolerance_spin.value(), other.inverse_check.isChecked()) == (2, True)
    assert (other.duplicates_check.isChecked(), other.duplicates_count_check.isChecked(),
            other.distance_spin.value()) == (False, True, 5)
    assert other.only_changed_check.isChecked()
    assert not other.disambiguate_check.isChecked()
    assert (other.per_host_spin.value(), other.user_agent_edit.text(),
            other.profile_parts_spin.value(), other.persist_cache_check.isChecked()) == (
        2, "Investigación UNED (ana@uned.es)", 4, True)
    assert (other.private_check.isChecked(), other.feeds_check.isChecked(),
            other.snapshots_check.isChecked()) == (True, False, False)
    assert (other.window_spin.value(), other.unit_combo.currentData(),
            other.nodes_combo.currentData(), other.node_freq_spin.value(),
            other.pair_freq_spin.value(), other.regime_freq_spin.value()) == (
        6, "lemma", "frequent", 20, 4, 7)
    assert other.output_checks["collocations"].isChecked()
    assert other.output_checks["regimes"].isChecked()
    assert changes == []


def test_an_unreadable_filter_is_explained_kept_out_of_the_project_and_blocks_analyze(
        qtbot) -> None:
    widget = section(qtbot, Project(title="t", starts=[StartAddress("https://a.es/")]))
    widget.filter_edit.setText("madrid and")
    assert widget.filter_error.text().startswith("Not a valid condition (character ")
    assert widget.project.filter.criterion == ""  # the file never gets what cannot load
    assert not widget.analyze_button.isEnabled()
    assert "content filter" in widget.analyze_button.toolTip()
    widget.filter_edit.setText("madrid and auxerre")
    assert widget.filter_error.text() == ""
    assert widget.project.filter.criterion == "madrid and auxerre"
    assert widget.analyze_button.isEnabled()
    # Node words from the keyword list need the list in keyword mode.
    widget.output_checks["collocations"].setChecked(True)
    widget.nodes_combo.setCurrentIndex(widget.nodes_combo.findData("keywords"))
    assert widget.project.collocations.nodes == "keywords"
    assert not widget.analyze_button.isEnabled()
    assert "keyword" in widget.analyze_button.toolTip()


SITES_PROJECT = """title = "Prensa"

[normalize]
output = "site"
append = [".FECHA $DD$-$MM$-$YYYY$"]
ignore = ["p"]

[[sites]]
name = "El Pais"
append = [".PERIODICO El País"]

[[sites.index]]
url = "https://www.elpais.es/p/d/$YYYY$$MM$$DD$/internac/"

[[sites.index.links]]
pattern = "internac"
translate = [{ tag = "body", section = "CUERPO" }]
"""


def test_site_rules_are_shown_and_kept_when_other_options_change(qtbot, tmp_path) -> None:
    path = tmp_path / "prensa.toml"
    path.write_text(SITES_PROJECT, encoding="utf-8")
    project = load_project(path)
    before = project.to_dict()
    widget = section(qtbot, project)
    assert "this project has 1: El Pais" in widget.sites_label.text()
    assert widget.analyze_button.isEnabled()  # index pages are its start addresses
    widget.filter_edit.setText("madrid")
    widget.distance_spin.setValue(4)
    save_project(widget.project, path)
    after = load_project(path).to_dict()
    assert after["sites"] == before["sites"] and after["normalize"] == before["normalize"]
    assert (after["filter"]["criterion"], after["duplicates"]["max_distance"]) == ("madrid", 4)


def test_an_unreadable_list_file_is_reported_before_its_link_could_be_replaced(
        qtbot, tmp_path) -> None:
    (tmp_path / "vacias.txt").write_bytes("de\nla\naquí\n".encode("latin-1"))
    project = Project(title="t", starts=[StartAddress("https://a.es/")])
    project.lists.mode, project.lists.file, project.lists.entries = "stopwords", "vacias.txt", ["y"]
    save_project(project, tmp_path / "p.toml")
    project.path = tmp_path / "p.toml"
    widget = section(qtbot, project)
    warnings: list[str] = []
    shown: list[list[str]] = []

    def cancel_list(dialog: QDialog) -> None:
        shown.append(dialog.words())
        dialog.reject()

    def read_warning(box: QDialog) -> None:
        if not isinstance(box, QMessageBox):  # no warning: the list came straight away
            cancel_list(box)
            return
        warnings.append(box.text())
        on_next_dialog(cancel_list)
        box.button(QMessageBox.StandardButton.Ok).click()

    on_next_dialog(read_warning)
    widget.define_list_button.click()
    qtbot.waitUntil(lambda: bool(shown), timeout=3000)
    [warning] = warnings
    assert f"{tmp_path / 'vacias.txt'}:3:" in warning and "Cancel keeps it" in warning
    assert shown == [["y"]]
    assert project.lists.file == "vacias.txt"  # cancelled: the link is kept


def test_the_section_fits_the_default_window_width_in_spanish(qtbot) -> None:
    """No horizontal scroll bar at the main window's default size, in the longer language."""
    from gui import i18n

    try:
        i18n.set_language("es")
        widget = section(qtbot)
        widget.resize(956, 700)  # what the section gets in a 980-pixel window
        widget.show()
        qtbot.waitExposed(widget)
        body = widget.scroll.widget()
        assert body.minimumSizeHint().width() <= widget.scroll.viewport().width()
        assert not widget.scroll.horizontalScrollBar().isVisible()
    finally:
        i18n.reset()


def test_a_trafilatura_project_keeps_its_extraction(qtbot) -> None:
    """Issue 16: the third extraction choice is shown as set, not replaced by the first."""
    project = Project(title="T")
    project.analysis.extraction = "trafilatura"
    widget = section(qtbot, project)
    assert widget.extraction_combo.currentData() == "trafilatura"
    assert widget.extraction_combo.currentText() == "trafilatura"
    assert widget.project.analysis.extraction == "trafilatura"


def test_passages_in_other_languages_setting_round_trips(qtbot, tmp_path) -> None:
    widget = section(qtbot, Project(title="t", starts=[StartAddress("https://a.es/")]))
    assert widget.other_languages_combo.currentData() == "count"  # the default
    widget.other_languages_combo.setCurrentIndex(widget.other_languages_combo.findData("skip"))
    path = tmp_path / "p.toml"
    save_project(widget.project, path)
    loaded = load_project(path)
    assert loaded.analysis.other_languages == "skip"
    other = section(qtbot)
    other.set_project(loaded)
    assert other.other_languages_combo.currentData() == "skip"


def test_every_spin_box_offers_the_loaders_range(qtbot) -> None:
    # The spin boxes are built from daweb.project.BOUNDS, the loader's own ranges: a value
    # the app offers is never refused when the project is loaded again.
    widget = section(qtbot)
    spins = {
        ("crawl", "retrievers"): widget.retrievers_spin,
        ("crawl", "retries"): widget.retries_spin,
        ("crawl", "read_timeout"): widget.read_timeout_spin,
        ("crawl", "max_pages"): widget.max_pages_spin,
        ("crawl", "per_host"): widget.per_host_spin,
        ("analysis", "profile_parts"): widget.profile_parts_spin,
        ("filter", "tolerance"): widget.tolerance_spin,
        ("duplicates", "max_distance"): widget.distance_spin,
        ("collocations", "window"): widget.window_spin,
        ("regimes", "min_freq"): widget.regime_freq_spin,
    }
    for (table, key), spin in spins.items():
        smallest = 0.1 if table == "crawl" and key.endswith("timeout") else 1
        low, high = spin_range(table, key, smallest)
        assert (spin.minimum(), spin.maximum()) == pytest.approx((low, high)), (table, key)
