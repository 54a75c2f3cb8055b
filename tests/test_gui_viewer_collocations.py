"""The viewer's collocations and regimes tabs (gui/viewer/collocations.py) on a generated run."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import SourceDocument
from analyzers.morphology import MorphCache, Recognizer
from daweb.collocation_results import CooccurrenceOptions
from daweb.store.writer import ResultsWriter
from gui import i18n
from gui.viewer import ensure_translator
from gui.viewer.collocations import CollocationsTab, RegimesTab, top_collocates
from gui.viewer.window import ViewerWindow

PAGES = [
    "<p>Todo depende de ti. El precio depende del mercado.</p>"
    "<p>Yo confío en ti. Ellos dependían de sus padres.</p>",
    "<p>La empresa cuenta con recursos. El resultado depende de la suerte.</p>"
    "<p>Confío plenamente en la justicia y dependo de mi trabajo.</p>",
]


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A run of two real Spanish pages analyzed with collocations and regimes on."""
    folder = tmp_path_factory.mktemp("run")
    config = AnalysisConfig(mode="all", template_share=None, collocations=True, regimes=True,
                            collocation_by="lemma")
    analyzer = Analyzer(config, MorphCache(Recognizer.for_language("es")))
    options = CooccurrenceOptions(collocations=True, regimes=True, by="lemma",
                                  min_node_freq=2, min_freq=2, regime_min_freq=1)
    with ResultsWriter(folder / "results.sqlite", cooccurrence=options) as writer:
        for n, html in enumerate(PAGES):
            writer.add_page(None, analyzer.analyze(SourceDocument(f"http://x/{n}", html)))
    return folder


def test_tabs_show_sortable_tables_and_a_bar_chart(qtbot, run_dir: Path) -> None:
    window = ViewerWindow(run_dir)
    qtbot.addWidget(window)
    window.show()
    colloc, regimes = window.cooccurrence_tabs
    assert isinstance(colloc, CollocationsTab) and isinstance(regimes, RegimesTab)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles[-3:-1] == ["Collocations", "Prepositional regimes"]
    # regimes: depender+de is the most frequent (depende de ×2, depende del, dependían de,
    # dependo de = 5), shown first by the default sort (frequency, descending)
    model = regimes.table.model
    first = model.row_values(0)
    assert (first["lemma"], first["preposition"], first["frequency"]) == ("depender", "de", 5)
    assert first["forms"].split("|")[0] == "depende"
    # sort by lemma, ascending: the view re-queries SQLite in that order
    regimes.table.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    lemmas = [model.row_values(r)["lemma"] for r in range(model.rowCount())]
    assert lemmas == sorted(lemmas)
    # collocations: clicking a row charts that row's node word
    cmodel = colloc.table.model
    assert cmodel.rowCount() > 0
    node = cmodel.row_values(0)["node"]
    colloc.table.view.clicked.emit(cmodel.index(0, 0))
    assert colloc.node.currentText() == node
    conn = sqlite3.connect(run_dir / "results.sqlite")
    colloc.show_node("depender", "frequency")
    bars = top_collocates(conn, "depender", "frequency")
    assert colloc.plot.plot.categories == [c for c, _ in bars]
    assert [y for _, y in colloc.plot.plot.series[0].points] == [f for _, f in bars]
    # depender–de within ±4: five regime matches, plus the first "de" of page 1 falls in the
    # left window of the second "depende" of that paragraph (4 positions before it) → 6
    assert bars[0] == ("de", 6.0)
    assert colloc.plot.save_png(run_dir / "chart.png")
    conn.close()


def test_run_without_the_tables_has_no_tabs(qtbot, tmp_path: Path) -> None:
    with ResultsWriter(tmp_path / "results.sqlite") as writer:
        writer.add_page(None, Analyzer(AnalysisConfig(mode="all")).analyze(
            SourceDocument("http://x/", "<p>el gato come</p>")))
    window = ViewerWindow(tmp_path)
    qtbot.addWidget(window)
    assert window.cooccurrence_tabs == []


def test_top_collocates_refuses_unknown_measures(run_dir: Path) -> None:
    conn = sqlite3.connect(run_dir / "results.sqlite")
    with pytest.raises(ValueError, match="unknown measure"):
        top_collocates(conn, "depender", "frequency; DROP TABLE collocations")
    conn.close()


def test_tabs_follow_the_app_language(qtbot, run_dir: Path) -> None:
    try:
        i18n.set_language("es")
        window = ViewerWindow(run_dir)
        qtbot.addWidget(window)
        colloc, regimes = window.cooccurrence_tabs
        titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
        assert titles[-3:-1] == ["Colocaciones", "Regímenes preposicionales"]
        # exports are named after the tab: <run>_colocaciones.csv (issue 22, point 5)
        assert [colloc.table.name, regimes.table.name] == titles[-3:-1]
        assert colloc.table.model.label(1) == "Colocativo"
        assert colloc.measure.itemText(0) == "logDice"
        i18n.set_language("en")
        qtbot.waitUntil(lambda: window.tabs.tabText(window.tabs.indexOf(colloc))
                        == "Collocations", timeout=2000)
        assert colloc.node_label.text() == "Node word:"
    finally:
        i18n.reset()
        ensure_translator("en")
