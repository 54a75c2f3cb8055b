"""The viewer window: tabs over a real run, filters, KWIC, word detail, comparison, CLI."""

from __future__ import annotations

import csv
import sqlite3
import subprocess
import sys
import zipfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QDialog, QMessageBox

from daweb.store.reading import open_results
from gui import i18n
from gui.main_window import ResultsSection
from gui.viewer import ensure_translator
from gui.viewer.compare import compare_runs, in_run_order, run_date
from gui.viewer.sample import PAGES, write_sample_run
from gui.viewer.window import ViewerWindow, WordDetailDialog, main_view, word_detail

EXPECTED = Counter(w.lower() for _, text in PAGES for w in text.split())


@pytest.fixture
def run(tmp_path: Path) -> Path:
    return write_sample_run(tmp_path / "run")


@pytest.fixture
def viewer(qtbot, run: Path) -> ViewerWindow:
    window = ViewerWindow(run)
    qtbot.addWidget(window)
    window.show()  # row counts are computed for visible tabs only
    return window


def column(tab, name: str) -> list:
    """Every fetched value of one column of a tab's model."""
    model = tab.model
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    number = [c.name for c in model.query.columns].index(name)
    return [model.data(model.index(r, number)) for r in range(model.rowCount())]


def test_opens_every_table_with_its_tab(viewer: ViewerWindow) -> None:
    titles = [viewer.tabs.tabText(i) for i in range(viewer.tabs.count())]
    assert titles == ["Words", "Lemmas", "Pages", "Unrecognized", "Segments", "Profiles",
                      "Incidents", "Plots", "Concordance", "Keywords", "All tables"]
    words = viewer.tables["words"]
    # Most frequent first (the default sort), and the view shows it.
    freqs = column(words, "frequency")
    assert freqs == sorted(EXPECTED.values(), reverse=True)
    assert words.view.model().rowCount() == len(EXPECTED)
    assert words.count_label.text() == f"Rows: {len(EXPECTED)}"
    assert column(viewer.tables["pages"], "url") == [u for u, _ in PAGES]
    # Clicking a header re-sorts in SQL.
    words.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert column(words, "form") == sorted(EXPECTED)


def test_category_and_triage_filters(viewer: ViewerWindow) -> None:
    words = viewer.tables["words"]
    words.set_choice("VERB")
    assert set(column(words, "form")) == {"canto", "casa", "casas"}
    words.set_choice("DET")
    assert set(column(words, "form")) == {"el", "la"}
    words.set_choice("")
    assert len(column(words, "form")) == len(EXPECTED)
    kwic = viewer.tables["unrecognized"]
    kwic.set_choice("acronym")
    assert column(kwic, "u.form") == ["ONU"]
    assert kwic.count_label.text() == ""  # a hidden tab does not count yet
    viewer.tabs.setCurrentWidget(kwic)
    assert kwic.count_label.text() == "Rows: 1"


def test_column_filter_fields_and_invalid_input(viewer: ViewerWindow) -> None:
    words = viewer.tables["words"]
    words.filter_column.setCurrentIndex(1)  # Form
    words.filter_text.setText("^cas")
    words.filter_regex.setChecked(True)
    assert words.apply_filter()
    assert set(column(words, "form")) == {"casa", "casas"}
    words.filter_text.setText("([")
    assert not words.apply_filter()
    assert words.count_label.text() == "Not a valid regular expression."
    assert set(column(words, "form")) == {"casa", "casas"}  # unchanged
    words.filter_column.setCurrentIndex(4)  # Frequency
    words.filter_text.setText("")
    words.filter_min.setText("abc")
    assert not words.apply_filter()
    words.filter_min.setText("5")
    assert words.apply_filter()
    assert set(column(words, "form")) == {"casa", "casas"} & {
        f for f, n in EXPECTED.items() if n >= 5}
    words.search.setText("zzz")
    words.search.returnPressed.emit()
    assert column(words, "form") == []


def test_kwic_double_click_opens_the_page_in_the_browser(qtbot, viewer: ViewerWindow) -> None:
    opened: list[QUrl] = []
    viewer.url_opener = opened.append
    viewer.tabs.setCurrentWidget(viewer.tables["unrecognized"])
    kwic = viewer.tables["unrecognized"]
    kwic.set_choice("likely typo")
    rect = kwic.view.visualRect(kwic.model.index(0, 1))
    # Qt's item views act on a double click only after the press of the first click.
    qtbot.mouseClick(kwic.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(kwic.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert [u.toString() for u in opened] == ["https://b.es/"]


def test_copy_and_export_from_a_tab(qtbot, viewer: ViewerWindow, tmp_path: Path) -> None:
    words = viewer.tables["words"]
    words.view.selectionModel().select(words.model.index(0, 1),
                                       words.view.selectionModel().SelectionFlag.Select)
    top = max(EXPECTED, key=lambda f: (EXPECTED[f], -list(EXPECTED).index(f)))
    assert words.copy_selection() == f"{top}\n"
    assert QGuiApplication.clipboard().text() == f"{top}\n"
    words.set_choice("NOUN")

    def export(path: Path) -> str:
        """Export through the tab (in the background) and return the message shown."""
        # Words is read on an in-memory connection (every word's dispersion, issue 22):
        # its export is written at once, in this thread; the other tabs' in the background.
        job = words.export(path)
        qtbot.waitUntil(lambda: job not in words.exports, timeout=10_000)
        return words.count_label.text()

    assert export(tmp_path / "nouns.tsv") == "4 rows written to nouns.tsv"
    rows = list(csv.reader((tmp_path / "nouns.tsv").open(encoding="utf-8"), delimiter="\t"))
    assert {r[1] for r in rows[1:]} == {"canto", "casa", "casas", "web"}
    assert export(tmp_path / "nouns.xlsx") == "4 rows written to nouns.xlsx"
    with zipfile.ZipFile(tmp_path / "nouns.xlsx") as archive:
        sheet = archive.read("xl/worksheets/sheet1.xml").decode()
        assert 'name="words"' in archive.read("xl/workbook.xml").decode()
    assert all(f"<t>{form}</t>" in sheet for form in ("canto", "casa", "casas", "web"))
    message = export(tmp_path / "missing" / "nouns.xlsx")
    assert message.startswith("Not exported: ") and "missing" in message


def test_word_detail_lists_analyses_pages_and_occurrences(qtbot, viewer: ViewerWindow,
                                                          run: Path) -> None:
    conn = open_results(run / "results.sqlite")
    detail = word_detail(conn, "webcómic")
    conn.close()
    assert detail["analyses"] == []
    assert [p[1] for p in detail["pages"]] == ["https://a.es/", "https://a.es/2",
                                               "https://b.es/"]
    assert [o[2] for o in detail["occurrences"]] == ["webcómic"] * 3
    assert detail["occurrences"][0][1:] == (
        "canto de la casa", "webcómic", "el canto de la")
    dialog = viewer.show_word("canto")
    qtbot.addWidget(dialog)
    assert "cantar  VERB" in dialog.text.toPlainText()


def test_word_detail_marks_the_readings_of_a_form_written_without_its_accent(
        qtbot, tmp_path: Path) -> None:
    # a real run of the real recognizer: esta is este and, written without its accent, está
    (tmp_path / "text.txt").write_text("El libro esta en la mesa. Esta mesa es nueva.\n",
                                       encoding="utf-8")
    runs = tmp_path / "runs"
    subprocess.run([sys.executable, "-m", "daweb", "analyze", str(tmp_path / "text.txt"),
                    "--runs-dir", str(runs), "--quiet"], check=True, timeout=120)
    [folder] = [p for p in runs.iterdir() if p.is_dir()]
    conn = open_results(folder / "results.sqlite")
    detail = word_detail(conn, "esta")
    conn.close()
    assert {(lemma, pos) for lemma, pos, _, _ in detail["readings"]} >= {
        ("estar", "VERB"), ("este", "DET")}
    dialog = WordDetailDialog(detail)
    qtbot.addWidget(dialog)
    lines = dialog.text.toPlainText().splitlines()
    marked = [line for line in lines if line.endswith("(if written without its accent)")]
    assert marked and all(" estar " in line for line in marked)
    assert any(line.startswith("  este  DET") and "accent" not in line for line in lines)


def test_word_detail_shows_the_share_of_each_reading_in_the_run(qtbot, viewer: ViewerWindow,
                                                                 run: Path) -> None:
    conn = open_results(run / "results.sqlite")
    canto = word_detail(conn, "canto")
    la = word_detail(conn, "la")
    guessed = word_detail(conn, "webcómic")
    conn.close()
    for detail in (canto, la, guessed):
        assert sum(f for _, _, f, _ in detail["readings"]) == detail["frequency"] > 0
        assert abs(sum(share for *_, share in detail["readings"]) - 1) < 1e-9
    assert {(lemma, pos) for lemma, pos, _, _ in canto["readings"]} <= {
        ("cantar", "VERB"), ("canto", "NOUN")}
    dialog = viewer.show_word("webcómic")
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    lemma, pos, freq, share = guessed["readings"][0]
    assert "Readings in this run:" in text and "(guessed category)" in text
    assert f"{lemma}  {pos}  ×{freq}  ({share:.0%})" in text


def test_compare_two_runs(qtbot, viewer: ViewerWindow, tmp_path: Path, run: Path) -> None:
    later = write_sample_run(tmp_path / "later", PAGES[:2] + [
        ("https://c.es/", "la casa del blogónomo y el blogónomo de la web")])
    result = compare_runs(run / "results.sqlite", later / "results.sqlite")
    assert {f for f, _ in result["words_gained"]} == {"del", "blogónomo", "y"}
    assert {f for f, _ in result["candidates_gained"]} == {"del", "blogónomo", "y"}
    assert ("blogónomo", 2) in result["candidates_gained"]
    assert {f for f, _ in result["words_lost"]} == {"onu", "nanoesporas"}
    assert {f for f, _ in result["candidates_lost"]} == {"onu", "nanoesporas"}
    changes = {f: (a, b) for f, a, b, _ in result["changes"]}
    assert changes["casa"] == (EXPECTED["casa"], 4)
    dialog = viewer.compare_with(later)
    qtbot.addWidget(dialog)
    assert dialog.tabs.tabText(0) == "Words gained (3)"


def set_created_at(run: Path, value: str | None) -> None:
    """Give a run's results file another creation date (None: no date at all)."""
    conn = sqlite3.connect(run / "results.sqlite")
    with conn:
        conn.execute("DELETE FROM run_info WHERE key = 'created_at'")
        if value is not None:
            conn.execute("INSERT INTO run_info(key, value) VALUES ('created_at', ?)", (value,))
    conn.close()


def test_comparison_takes_the_earlier_run_as_base_whichever_is_open(
        qtbot, tmp_path: Path, run: Path) -> None:
    later = write_sample_run(tmp_path / "later", PAGES[:2] + [
        ("https://c.es/", "la casa del blogónomo y el blogónomo de la web")])
    # The run opened in the viewer is the later one; the one chosen to compare, earlier.
    set_created_at(later, "2026-03-02T09:00:00+00:00")
    set_created_at(run, "2026-03-01T09:00:00+00:00")
    window = ViewerWindow(later)
    qtbot.addWidget(window)
    dialog = window.compare_with(run)
    qtbot.addWidget(dialog)
    titles = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert titles[:2] == ["Words gained (3)", "Words lost (2)"]
    gained = list(zip(column(dialog.tables["words_gained"], "form"),
                      column(dialog.tables["words_gained"], "after"), strict=True))
    assert ("blogónomo", 2) in gained and "nanoesporas" not in dict(gained)
    assert dialog.caption.text().startswith("From run (")
    assert " to later (" in dialog.caption.text()
    # Opened the other way round, the same result.
    window.open_run(run)
    again = window.compare_with(later)
    qtbot.addWidget(again)
    assert list(zip(column(again.tables["words_gained"], "form"),
                    column(again.tables["words_gained"], "after"), strict=True)) == gained
    # Same date (or none): the open run is the base.
    set_created_at(run, None)
    window.open_run(later)
    flipped = window.compare_with(run)
    qtbot.addWidget(flipped)
    assert flipped.tabs.tabText(0) == "Words gained (2)"


def test_run_date_from_run_info_then_run_json_then_folder_name(tmp_path: Path) -> None:
    first = write_sample_run(tmp_path / "site_2026-05-01_10-00-00", run_info={
        "started_at": "2026-04-01T08:00:00+02:00"})
    assert run_date(first / "results.sqlite") > datetime(2026, 11, 1, tzinfo=UTC)  # created
    set_created_at(first, None)
    assert run_date(first / "results.sqlite") == datetime(2026, 4, 1, 6, tzinfo=UTC)
    (first / "run.json").write_text("{}", encoding="utf-8")
    assert run_date(first / "results.sqlite") == datetime(2026, 5, 1, 10).astimezone()
    second = write_sample_run(tmp_path / "site_2026-04-01_10-00-00-2")
    set_created_at(second, None)
    assert [r.results.parent for r in in_run_order(first / "results.sqlite",
                                                   second / "results.sqlite")] == [
        second, first]
    undated = write_sample_run(tmp_path / "undated")
    set_created_at(undated, None)
    assert run_date(undated / "results.sqlite") is None


def test_screenshots_from_the_command_line(qtbot, run: Path, tmp_path: Path) -> None:
    try:
        assert main_view(run, screenshots=tmp_path / "shots") == 0
    finally:
        i18n.reset()
        ensure_translator("en")
    shots = sorted(p.name for p in (tmp_path / "shots").iterdir())
    assert "viewer-04-unrecognized.png" in shots and "viewer-plot-zipf.png" in shots
    assert "viewer-plot-start-addresses.png" in shots and len(shots) == 14
    assert {"viewer-concordance.png", "viewer-keywords.png"} <= set(shots)
    assert not QImage(str(tmp_path / "shots" / "viewer-01-words.png")).isNull()
    assert main_view(tmp_path / "nowhere") == 2


def test_results_section_opens_the_selected_run_in_the_viewer(qtbot, run: Path) -> None:
    section = ResultsSection()
    qtbot.addWidget(section)
    section.show_runs(run.parent)
    assert not section.viewer_button.isEnabled()
    assert section.open_in_viewer() is None
    section.table.selectRow(0)
    assert section.viewer_button.isEnabled()
    viewer = section.open_in_viewer()
    assert isinstance(viewer, ViewerWindow) and viewer.run_dir == run
    assert section.viewers == [viewer]
    viewer.close()
    qtbot.waitUntil(lambda: section.viewers == [], timeout=2000)


def _damaged_run(folder: Path) -> Path:
    """A run folder whose results.sqlite is not a database (a copy cut short, a disk error)."""
    folder.mkdir(parents=True)
    (folder / "results.sqlite").write_bytes(b"not a database, " * 400)
    return folder


def test_a_damaged_run_is_explained_not_raised(qtbot, tmp_path: Path, run: Path,
                                               capsys) -> None:
    damaged = _damaged_run(tmp_path / "damaged")
    section = ResultsSection()
    qtbot.addWidget(section)
    section.show()
    assert section.open_in_viewer(str(damaged)) is None
    assert section.viewers == []
    box = section.findChild(QMessageBox, "unreadable-run")
    assert box is not None and box.isVisible()
    assert str(damaged / "results.sqlite") in box.text()
    assert "not a readable DAWeb results file" in box.detailedText()
    box.close()
    # An open viewer keeps showing its run when the one asked for cannot be read.
    viewer = section.open_in_viewer(str(run))
    qtbot.addWidget(viewer)
    assert not viewer.try_open_run(damaged)
    assert viewer.run_dir == run and viewer.tables["words"].model.total() > 0
    viewer.findChild(QMessageBox, "unreadable-run").close()
    # The command line says what and where instead of a traceback.
    try:
        assert main_view(damaged) == 2
    finally:
        i18n.reset()
        ensure_translator("en")
    assert "results.sqlite: not a readable DAWeb results file" in capsys.readouterr().err


def test_stored_tags_show_by_their_names_in_the_users_language(qtbot, run: Path) -> None:
    try:
        i18n.set_language("es")
        viewer = ViewerWindow(run)
        qtbot.addWidget(viewer)
        kwic = viewer.tables["unrecognized"]
        names = [kwic.choice.itemText(i) for i in range(kwic.choice.count())]
        assert "probable errata" in names and "likely typo" not in names
        kwic.set_choice("likely typo")  # stored as "likely typo: nanosporas"
        triage = [c.name for c in kwic.model.query.columns].index("u.triage")
        cell = kwic.model.index(0, triage)
        assert kwic.model.data(cell) == "probable errata: nanosporas"
        assert kwic.model.data(cell, Qt.ItemDataRole.ToolTipRole) == "likely typo: nanosporas"
        incidents = viewer.tables["incidents"]
        causes = [incidents.choice.itemText(i) for i in range(incidents.choice.count())]
        assert "servidor no encontrado" in causes
        incidents.set_choice("server_not_found")
        assert column(incidents, "url") == ["https://c.es/"]
    finally:
        i18n.reset()
        ensure_translator("en")


def test_ctrl_f_searches_the_table_shown_and_ctrl_w_closes(qtbot, viewer: ViewerWindow) -> None:
    kwic = viewer.tables["unrecognized"]
    viewer.tabs.setCurrentWidget(kwic)
    kwic.search.setText("onu")
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow, timeout=2000)
    kwic.view.setFocus()
    qtbot.keyClick(kwic.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert kwic.search.hasFocus() and kwic.search.selectedText() == "onu"
    qtbot.keyClicks(kwic.search, "nanoesporas")
    qtbot.keyClick(kwic.search, Qt.Key.Key_Return)
    assert set(column(kwic, "u.form")) == {"nanoesporas", "webcómic"}  # word or context
    qtbot.keyClick(kwic.search, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not viewer.isVisible() and viewer.conn is None


def test_file_dialogs_start_beside_the_open_run(qtbot, viewer: ViewerWindow, run: Path,
                                                monkeypatch) -> None:
    """Another run to open or compare is looked for among the project's runs, and an export
    is offered in the run's folder, not wherever the app was started."""
    asked: list[str] = []

    def folder(_parent, _caption, start):
        asked.append(start)
        return ""

    def save(_parent, _caption, path, _filters):
        asked.append(path)
        return "", ""

    monkeypatch.setattr("gui.viewer.window.QFileDialog.getExistingDirectory", folder)
    monkeypatch.setattr("gui.viewer.window.QFileDialog.getSaveFileName", save)
    viewer.open_button.click()
    viewer.compare_button.click()
    monkeypatch.setattr("gui.viewer.window.ExportOptions.exec",
                        lambda _self: QDialog.DialogCode.Accepted)
    viewer.tables["lemmas"].export_button.click()
    assert asked == [str(run.parent), str(run.parent), str(run / "run_lemmas.csv")]


def test_a_comparison_without_differences_says_so(qtbot, viewer: ViewerWindow, run: Path) -> None:
    dialog = viewer.compare_with(run)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.tabs.tabText(0) == "Words gained (0)"
    assert dialog.tables["words_gained"].count_label.text() == "Rows: 0"


def test_the_kwic_node_word_is_set_off_in_bold(viewer: ViewerWindow) -> None:
    kwic = viewer.tables["unrecognized"]
    names = [c.name for c in kwic.model.query.columns]
    node = kwic.model.index(0, names.index("u.form"))
    context = kwic.model.index(0, names.index("u.right_context"))
    assert node.data(Qt.ItemDataRole.FontRole).bold()
    assert context.data(Qt.ItemDataRole.FontRole) is None


def test_columns_refit_after_a_re_sort(qtbot, tmp_path: Path) -> None:
    long_form = "z" + "x" * 40
    text = " ".join(f"p{n:03d}" for n in range(150) for _ in range(3)) + f" {long_form}"
    window = ViewerWindow(write_sample_run(tmp_path / "run", [("https://a.es/", text)]))
    qtbot.addWidget(window)
    window.show()
    words = window.tables["words"]
    form = [c.name for c in words.model.query.columns].index("form")
    needed = words.view.fontMetrics().horizontalAdvance(long_form)
    qtbot.waitUntil(lambda: words._columns_fitted)
    assert words.view.columnWidth(form) < needed  # the rare long form is not among the fitted
    words.view.sortByColumn(form, Qt.SortOrder.DescendingOrder)
    assert words.model.data(words.model.index(0, form)) == long_form
    qtbot.waitUntil(lambda: words.view.columnWidth(form) >= needed, timeout=2000)


def test_a_page_no_browser_can_open_is_explained_and_copied(qtbot, viewer: ViewerWindow) -> None:
    viewer.url_opener = lambda url: False  # QDesktopServices.openUrl without a browser
    kwic = viewer.tables["unrecognized"]
    viewer.tabs.setCurrentWidget(kwic)
    kwic.set_choice("likely typo")
    with qtbot.waitSignal(kwic.view.doubleClicked, timeout=1000):
        rect = kwic.view.visualRect(kwic.model.index(0, 1))
        qtbot.mouseClick(kwic.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(kwic.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    [box] = [w for w in viewer.findChildren(QMessageBox) if w.isVisible()]
    assert "https://b.es/" in box.text() and "clipboard" in box.text()
    assert QGuiApplication.clipboard().text() == "https://b.es/"
    box.close()
    viewer.url_opener = lambda url: True
    assert viewer.open_page(4, "https://b.es/") is None


def test_log_likelihood_follows_rayson_and_garside() -> None:
    import math

    from daweb.keyness import log_likelihood

    # Equal corpora, 10 against 0: expected 5 and 5, so 2·10·ln(10/5).
    assert log_likelihood(10, 0, 1000, 1000) == pytest.approx(20 * math.log(2))
    # The same share in both corpora is no difference at all, whatever their sizes.
    assert log_likelihood(5, 20, 1000, 4000) == pytest.approx(0.0)
    assert log_likelihood(3, 9, 500, 700) == pytest.approx(log_likelihood(9, 3, 700, 500))
    assert log_likelihood(0, 0, 10, 10) == 0.0


def test_comparison_is_per_million_with_log_likelihood_sortable_and_exported(
        qtbot, viewer: ViewerWindow, tmp_path: Path, run: Path) -> None:
    from daweb.keyness import log_likelihood

    later = write_sample_run(tmp_path / "later", PAGES + [
        ("https://c.es/", "la casa del blogónomo y el blogónomo de la web " * 3)])
    dialog = viewer.compare_with(later)
    qtbot.addWidget(dialog)
    dialog.show()
    before_words = sum(EXPECTED.values())
    after = Counter(EXPECTED)
    after.update(("la casa del blogónomo y el blogónomo de la web " * 3).split())
    after_words = sum(after.values())
    assert (dialog.comparison.before_words, dialog.comparison.after_words) == \
        (before_words, after_words)
    every = dialog.tables["all"]
    dialog.tabs.setCurrentWidget(every)
    headers = [every.model.headerData(n, Qt.Orientation.Horizontal)
               for n in range(every.model.columnCount())]
    assert headers == ["Form", "Frequency before", "Frequency after", "Per million before",
                       "Per million after", "Difference per million", "Log-likelihood"]
    rows = {r["form"]: r for r in (every.model.row_values(n)
                                   for n in range(len(column(every, "form"))))}
    casa = rows["casa"]
    assert (casa["before"], casa["after"]) == (EXPECTED["casa"], after["casa"])
    assert casa["before_pm"] == pytest.approx(EXPECTED["casa"] * 1e6 / before_words, abs=0.01)
    assert casa["after_pm"] == pytest.approx(after["casa"] * 1e6 / after_words, abs=0.01)
    assert casa["ll"] == pytest.approx(log_likelihood(
        EXPECTED["casa"], after["casa"], before_words, after_words), abs=0.01)
    # Most significant first, by default; a click on Form sorts in Spanish order.
    lls = [every.model.row_values(n)["ll"] for n in range(every.model.rowCount())]
    assert lls == sorted(lls, reverse=True)
    shown = every.model.data(every.model.index(0, 6))  # two decimals, whatever the value
    assert shown == f"{lls[0]:.2f}" and every.model.data(every.model.index(0, 1)) == 0
    assert column(every, "form")[0] == "blogónomo"
    every.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    from gui.viewer.collation import sort_key

    assert column(every, "form") == sorted(rows, key=sort_key)
    every.filter_column.setCurrentIndex(6)
    every.filter_min.setText("3")
    assert every.apply_filter()
    significant = [f for f, r in rows.items() if r["ll"] >= 3]
    assert sorted(column(every, "form")) == sorted(significant) and significant
    job = every.export(tmp_path / "significant.csv")
    job.wait(10)
    qtbot.waitUntil(lambda: job.result is not None)
    with (tmp_path / "significant.csv").open(encoding="utf-8-sig") as handle:
        exported = list(csv.reader(handle, delimiter=";" if ";" in handle.readline()
                                   else ","))
    assert len(exported) == len(significant)


def test_comparison_pages_through_every_new_word(qtbot, viewer: ViewerWindow,
                                                 tmp_path: Path) -> None:
    many = " ".join(f"palabra{n}" for n in range(10_050))
    later = write_sample_run(tmp_path / "later", PAGES + [("https://c.es/", many)])
    dialog = viewer.compare_with(later)
    qtbot.addWidget(dialog)
    from gui.i18n import format_number

    assert dialog.tabs.tabText(0) == f"Words gained ({format_number(10_050)})"  # not 10,000
    assert len(column(dialog.tables["words_gained"], "form")) == 10_050
    assert len(dialog.comparison["words_gained"]) == 10_050


def test_new_candidates_can_be_chosen_by_triage(qtbot, viewer: ViewerWindow, run: Path,
                                                tmp_path: Path) -> None:
    earlier = write_sample_run(tmp_path / "earlier", PAGES[:1])
    set_created_at(earlier, "2020-01-01T00:00:00+00:00")
    dialog = viewer.compare_with(earlier)
    qtbot.addWidget(dialog)
    gained = dialog.tables["candidates_gained"]
    assert "Triage" in [gained.model.label(n) for n in range(gained.model.columnCount())]
    everything = set(column(gained, "form"))
    assert "nanoesporas" in everything and "covid19" not in everything  # digits: no candidate
    gained.set_choice("likely typo")
    assert column(gained, "form") == ["nanoesporas"]
    assert column(gained, "triage") == ["likely typo: nanosporas"]
    assert gained.choice_label.text() == "Triage:"


def test_view_screenshots_include_the_comparison_with_another_run(qtbot, run: Path,
                                                                  tmp_path: Path) -> None:
    later = write_sample_run(tmp_path / "later", PAGES[:2])
    assert main_view(run, screenshots=tmp_path / "shots", compare=later) == 0
    image = QImage(str(tmp_path / "shots" / "viewer-compare.png"))
    assert image.width() >= 1000 and image.height() >= 500


def test_frequencies_come_with_per_million_range_and_dispersion(viewer: ViewerWindow) -> None:
    from gui.viewer.dispersion import gries_dp, juilland_d

    pages = [Counter(text.lower().split()) for _, text in PAGES]
    sizes = [sum(page.values()) for page in pages]
    words = viewer.tables["words"]
    labels = [words.model.label(n) for n in range(words.model.columnCount())]
    assert labels[4:7] == ["Frequency", "Per million", "Pages"]
    assert labels[7] == "Dispersion (DP)"
    for row in range(len(column(words, "form"))):
        values = list(words.model.row_values(row).values())
        form, frequency, per_million, pages_with, dp = (values[1], *values[4:8])
        assert per_million == pytest.approx(frequency * 1e6 / sum(sizes), abs=0.005)
        assert pages_with == sum(1 for page in pages if form in page)
        assert dp == pytest.approx(gries_dp([p[form] for p in pages], sizes), abs=0.0005)
    assert words.model.data(words.model.index(0, 7)).count(".") == 1  # shown: 3 decimals
    for key in ("lemmas", "segments"):
        tab = viewer.tables[key]
        names = [tab.model.label(n) for n in range(tab.model.columnCount())]
        assert names[names.index("Frequency") + 1] == "Per million"
    lemmas = viewer.tables["lemmas"]
    assert lemmas.model.label(4) == "Pages" and lemmas.model.is_computed(4)
    assert all(isinstance(lemmas.model.row_values(r)["range"], int)
               for r in range(lemmas.model.rowCount()))
    # Every word's DP and Juilland's D (issue 22): they sort, filter and export.
    assert labels[8] == "Juilland's D"
    for row in range(len(column(words, "form"))):
        values = words.model.row_values(row)
        form = values["form"]
        assert list(values.values())[8] == pytest.approx(
            juilland_d([p[form] for p in pages], sizes), abs=0.0005)
    words.view.horizontalHeader().setSortIndicator(7, Qt.SortOrder.AscendingOrder)
    dps = [list(words.model.row_values(r).values())[7] for r in range(words.model.rowCount())]
    assert dps == sorted(dps) and dps[0] < dps[-1]
    words.filter_column.setCurrentIndex(7)
    words.filter_min.setText("0.5")
    assert words.apply_filter()
    assert 0 < words.model.total() < len(dps)
    assert all(list(words.model.row_values(r).values())[7] >= 0.5
               for r in range(words.model.rowCount()))
    assert "Dispersion (DP)" in words.model.view_query().headers


def test_spanish_export_is_named_for_its_run_and_table_with_values_as_shown_or_stored(
        qtbot, tmp_path: Path, monkeypatch) -> None:
    """Issue 22, point 5: what Spanish Excel opens right, under a name saying what it is."""
    from PySide6.QtCore import QLocale

    from gui.viewer.window import ExportOptions

    run = write_sample_run(tmp_path / "prensa-local_2026-11-25_10-00-00")
    asked: list[str] = []

    def save(_parent, _caption, path, _filters):
        asked.append(path)
        return str(tmp_path / "shown.csv"), "CSV (*.csv)"

    monkeypatch.setattr("gui.viewer.window.QFileDialog.getSaveFileName", save)
    monkeypatch.setattr("gui.viewer.window.ExportOptions.exec",
                        lambda _self: QDialog.DialogCode.Accepted)
    previous = QLocale()
    try:
        i18n.set_language("es")
        QLocale.setDefault(QLocale("es_ES"))
        assert ExportOptions().chosen() == (";", True)  # the locale's separator, as shown
        viewer = ViewerWindow(run)
        qtbot.addWidget(viewer)
        viewer.show()
        words = viewer.tables["words"]
        words.export_button.click()
        assert asked == [str(run / "prensa-local_2026-11-25_palabras.csv")]
        qtbot.waitUntil(lambda: not words.exports, timeout=10_000)
        stored = words.export(tmp_path / "stored.csv", as_shown=False)
        qtbot.waitUntil(lambda: stored.result is not None, timeout=10_000)
        kinds = {}
        for name in ("shown", "stored"):
            raw = (tmp_path / f"{name}.csv").read_bytes()
            assert raw.startswith(b"\xef\xbb\xbf")
            rows = list(csv.DictReader(raw.decode("utf-8-sig").splitlines(), delimiter=";"))
            assert {r["Forma"] for r in rows} >= {"casa", "canto"}
            kinds[name] = {r["Tipo"] for r in rows}
        assert kinds == {"shown": {"letras", "letras y cifras"}, "stored": {"alpha", "alnum"}}
        workbook = words.export(tmp_path / "shown.xlsx")  # as shown by default, XLSX too
        qtbot.waitUntil(lambda: workbook.result is not None, timeout=10_000)
        with zipfile.ZipFile(tmp_path / "shown.xlsx") as archive:
            sheet = archive.read("xl/worksheets/sheet1.xml").decode()
        assert "<t>letras</t>" in sheet and "<t>alpha</t>" not in sheet
        options = ExportOptions()
        options.separator.setCurrentIndex(options.separator.findData(","))
        options.values.setCurrentIndex(1)
        assert (options.values.currentText(), options.chosen()) == ("Como se guardan",
                                                                    (",", False))
        QLocale.setDefault(QLocale("en_US"))
        assert ExportOptions().chosen() == (",", True)
    finally:
        QLocale.setDefault(previous)
        i18n.reset()
        ensure_translator("en")


def test_lemmas_show_how_many_occurrences_were_guessed(qtbot, run: Path, tmp_path: Path
                                                       ) -> None:
    # Issue 18: a lemma's frequency may include occurrences whose category is only a guess
    # (a form no source knows); the Lemmas tab says how many, as results.sqlite stores them.
    window = ViewerWindow(run)
    qtbot.addWidget(window)
    window.show()
    lemmas = window.tables["lemmas"]
    assert "Guessed" in [lemmas.model.label(n) for n in range(lemmas.model.columnCount())]
    with open_results(run / "results.sqlite") as db:
        stored = dict(((lemma, pos), guessed) for lemma, pos, guessed in db.execute(
            "SELECT lemma, pos, guessed FROM lemmas"))
    shown = {(lemma, pos): guessed for lemma, pos, guessed in zip(
        column(lemmas, "lemma"), column(lemmas, "pos"), column(lemmas, "guessed"), strict=True)}
    assert shown == stored and any(stored.values())
    # A file written before issue 18 has no such column: the tab opens without it.
    older = write_sample_run(tmp_path / "older")
    with sqlite3.connect(older / "results.sqlite") as db:
        db.execute("ALTER TABLE lemmas DROP COLUMN guessed")
    window = ViewerWindow(older)
    qtbot.addWidget(window)
    names = [c.name for c in window.tables["lemmas"].model.query.columns]
    assert "guessed" not in names and "form_list" in names
