"""The viewer's Concordance and Keywords tabs (gui/viewer/concordance.py, keyness.py), with
real widgets on a real run: the 19 pages of tests/data/extract analyzed by ``daweb
analyze``."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt, QUrl

from daweb.cli import main
from daweb.concordance import Query, concordance
from daweb.store.reading import open_results
from gui.viewer.collation import compare
from gui.viewer.window import ViewerWindow

PAGES = Path(__file__).parent / "data" / "extract"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Every page, and the stork encyclopedia page alone, analyzed by ``daweb analyze``."""
    made = []
    for name, pages in (
        ("all", sorted(PAGES.glob("*.html"))),
        ("stork", [PAGES / "enciclopedia-ciguena.html"]),
    ):
        folder = tmp_path_factory.mktemp(name)
        assert main(["analyze", "--runs-dir", str(folder), "--quiet", *map(str, pages)]) == 0
        made.append(next(folder.glob("*/results.sqlite")).parent)
    return made[0], made[1]


@pytest.fixture
def viewer(qtbot, runs: tuple[Path, Path]) -> ViewerWindow:
    window = ViewerWindow(runs[0])
    qtbot.addWidget(window)
    window.show()
    return window


def _rows(tab) -> list[dict]:
    model = tab.table.model
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    return [model.row_values(r) for r in range(model.rowCount())]


def test_a_forms_lines_sorted_by_r1_are_the_commands(
    viewer: ViewerWindow, runs: tuple[Path, Path]
) -> None:
    tab = viewer.concordance
    assert tab.show_query("de", "form", ("R1",)) > 100
    assert viewer.tabs.currentWidget() is tab
    rows = _rows(tab)
    conn = open_results(runs[0] / "results.sqlite")
    expected = concordance(conn, Query("de"), sort=("R1",))
    conn.close()
    assert [(r["page"], r["node"], r["r1"]) for r in rows] == [
        (x.page, x.node, x.word("R1")) for x in expected
    ]
    assert all(compare(a["r1"], b["r1"]) <= 0 for a, b in zip(rows, rows[1:], strict=False))
    assert "occurrences of “de”" in tab.message.text()
    # a second level re-sorts the same lines, with no new search
    tab.levels[0].setCurrentIndex(tab.levels[0].findData("L1"))
    l1 = [r["l1"] for r in _rows(tab)]
    assert all(compare(a, b) <= 0 for a, b in zip(l1, l1[1:], strict=False))
    assert sorted(map(str, l1)) == sorted(map(str, (r["l1"] for r in rows)))


def test_a_lemma_a_bad_pattern_and_the_width(viewer: ViewerWindow) -> None:
    tab = viewer.concordance
    count = tab.show_query("ser", "lemma")
    nodes = {r["node"].lower() for r in _rows(tab)}
    assert count == len(_rows(tab)) and {"es", "son"} <= nodes
    tab.width.setValue(15)
    tab.show_query("(", "regex")
    assert "not a valid regular expression" in tab.message.text() and not _rows(tab)
    tab.show_query("cigüeña")
    # (a paragraph break is shown as " ¶ ": one character of the text)
    assert max(len(r["left_context"].replace(" ¶ ", "\n")) for r in _rows(tab)) <= 15


def test_double_clicks_lead_to_lines_and_lines_to_pages(qtbot, viewer: ViewerWindow) -> None:
    lemmas = viewer.tables["lemmas"]
    viewer.tabs.setCurrentWidget(lemmas)
    index = lemmas.model.index(0, 0)
    lemma = lemmas.model.row_values(0)["lemma"]
    viewer._lemma_double_clicked(index)
    assert viewer.tabs.currentWidget() is viewer.concordance
    assert viewer.concordance.kind.currentData() == "lemma"
    assert viewer.concordance.query.text() == lemma and _rows(viewer.concordance)
    detail = viewer.show_word("cigüeña")
    detail.concordance_button.click()
    assert {r["node"].lower() for r in _rows(viewer.concordance)} == {"cigüeña"}
    detail.close()
    opened: list[QUrl] = []
    viewer.url_opener = lambda url: opened.append(url)
    view = viewer.concordance.table.view
    rect = view.visualRect(view.model().index(0, 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(opened) == 1 and "enciclopedia-ciguena" in opened[0].toString()


def test_the_concordance_exports_as_shown(viewer: ViewerWindow, tmp_path: Path) -> None:
    tab = viewer.concordance
    lines = tab.show_query("cigüeña", "form", ("R1",))
    job = tab.table.export(tmp_path / "kwic.tsv")
    assert job.result == lines  # an in-memory table: written at once
    rows = list(csv.reader((tmp_path / "kwic.tsv").open(encoding="utf-8"), delimiter="\t"))
    assert rows[0][:3] == ["Left context", "Word", "Right context"]
    assert [r[1].lower() for r in rows[1:]] == ["cigüeña"] * lines


def test_keywords_against_general_spanish_and_another_run(
    viewer: ViewerWindow, runs: tuple[Path, Path]
) -> None:
    tab = viewer.keywords
    viewer.tabs.setCurrentWidget(tab)  # computed when first shown: against wordfreq
    assert tab.computed and "wordfreq" in tab.reference_label.text()
    rows = _rows(tab)
    positive = [r for r in rows if r["sign"] == "+"]
    assert positive and rows[: len(positive)] == positive  # positive keywords first
    assert [r["log_ratio"] for r in positive] == sorted(
        (r["log_ratio"] for r in positive), reverse=True
    )
    assert all(r["ll"] >= 3.84 for r in rows)
    tab.table.set_choice("-")
    assert {r["sign"] for r in _rows(tab)} == {"-"}
    tab.table.set_choice("")
    # against the stork page alone, the stork is no keyword of the whole run: negative
    assert tab.compute(str(runs[1])) > 0
    assert runs[1].name in tab.reference_label.text()
    signs = {r["form"]: r["sign"] for r in _rows(tab)}
    assert signs.get("cigüeña") == "-" and signs.get("para") == "+"
    assert tab.compute(str(runs[1].parent)) == 0
    assert "the reference is a run folder" in tab.message.text()
    tab._double_clicked(tab.table.model.index(0, 0))
    assert viewer.tabs.currentWidget() is viewer.concordance
