"""Viewer tabs for collocations and prepositional regimes (issue 9; docs/collocations.md).

Both tables are shown through the viewer's windowed :class:`~gui.viewer.window.TableTab`
(sortable, filterable, exportable); the collocations tab adds a bar chart of one node
word's strongest collocates by the chosen measure (the viewer's
:class:`~gui.viewer.plots.PlotWidget` in bar mode). A run without these tables (older runs,
or the outputs were off) simply gets no tab.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.i18n import Retranslating
from gui.viewer.models import LABEL_CONTEXT, Column
from gui.viewer.plots import PlotData, PlotWidget, Series
from gui.viewer.window import UPOS, TableSpec, TableTab

#: Columns a node's collocates can be ranked by, with their labels (translated in "Viewer").
MEASURES = {
    "log_dice": QT_TRANSLATE_NOOP("Viewer", "Log Dice"),
    "frequency": QT_TRANSLATE_NOOP("Viewer", "Frequency"),
    "mi": QT_TRANSLATE_NOOP("Viewer", "MI"),
    "mi3": QT_TRANSLATE_NOOP("Viewer", "MI3"),
    "t_score": QT_TRANSLATE_NOOP("Viewer", "t-score"),
    "log_likelihood": QT_TRANSLATE_NOOP("Viewer", "Log-likelihood (G²)"),
}
#: Bars drawn per node word.
TOP_COLLOCATES = 15
#: Node words offered in the chooser, most frequent first.
MAX_NODES = 2000


def has_table(conn: sqlite3.Connection, name: str) -> bool:
    """Whether the results file has ``name`` (runs without the option have none)."""
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                        (name,)).fetchone() is not None


def collocation_spec() -> TableSpec:
    """The collocations table, strongest pairs (log Dice) first."""
    c = Column
    return TableSpec("collocations", "collocations", [
        c("node", QT_TRANSLATE_NOOP("Viewer", "Node")),
        c("collocate", QT_TRANSLATE_NOOP("Viewer", "Collocate")),
        c("frequency", QT_TRANSLATE_NOOP("Viewer", "Frequency"), True),
        c("left_count", QT_TRANSLATE_NOOP("Viewer", "Left"), True),
        c("right_count", QT_TRANSLATE_NOOP("Viewer", "Right"), True),
        c("node_frequency", QT_TRANSLATE_NOOP("Viewer", "Node frequency"), True),
        c("collocate_frequency", QT_TRANSLATE_NOOP("Viewer", "Collocate frequency"), True),
        *(c(name, label, True) for name, label in MEASURES.items() if name != "frequency"),
    ], "rowid", (7, Qt.SortOrder.DescendingOrder))


def regime_spec() -> TableSpec:
    """The regimes table, most frequent first, with a category choice."""
    c = Column
    return TableSpec("regimes", "regimes", [
        c("lemma", QT_TRANSLATE_NOOP("Viewer", "Lemma")),
        c("pos", QT_TRANSLATE_NOOP("Viewer", "Category")),
        c("preposition", QT_TRANSLATE_NOOP("Viewer", "Preposition")),
        c("frequency", QT_TRANSLATE_NOOP("Viewer", "Frequency"), True),
        c("ambiguous", QT_TRANSLATE_NOOP("Viewer", "Ambiguous"), True),
        c("lemma_frequency", QT_TRANSLATE_NOOP("Viewer", "Lemma frequency"), True),
        c("preposition_frequency", QT_TRANSLATE_NOOP("Viewer", "Preposition frequency"), True),
        c("share", QT_TRANSLATE_NOOP("Viewer", "Share"), True),
        c("log_dice", QT_TRANSLATE_NOOP("Viewer", "Log Dice"), True),
        c("forms", QT_TRANSLATE_NOOP("Viewer", "Forms")),
    ], "rowid", (3, Qt.SortOrder.DescendingOrder), "pos = ?",
        [p for p in UPOS if p in ("ADJ", "NOUN", "VERB")])


def node_words(conn: sqlite3.Connection, limit: int = MAX_NODES) -> list[str]:
    """The run's node words, most frequent first."""
    return [r[0] for r in conn.execute(
        "SELECT node FROM collocations GROUP BY node "
        "ORDER BY MAX(node_frequency) DESC, node LIMIT ?", (limit,))]


def top_collocates(conn: sqlite3.Connection, node: str, measure: str,
                   limit: int = TOP_COLLOCATES) -> list[tuple[str, float]]:
    """``node``'s collocates with the highest ``measure`` (a key of :data:`MEASURES`)."""
    if measure not in MEASURES:
        raise ValueError(f"unknown measure {measure!r}: use one of {', '.join(MEASURES)}")
    return [(r[0], float(r[1])) for r in conn.execute(
        f"SELECT collocate, {measure} FROM collocations WHERE node = ? "  # noqa: S608 - checked
        f"ORDER BY {measure} DESC, collocate LIMIT ?", (node, limit))]


class _OwnTab(Retranslating, QWidget):
    """A widget that adds itself to the viewer's tab bar and keeps its own title there."""

    #: The table shown, set by each tab.
    table: TableTab

    def __init__(self, tabs: QTabWidget) -> None:
        super().__init__()
        self.tab_bar = tabs
        tabs.addTab(self, "")

    def set_title(self, title: str) -> None:
        """Show ``title`` on this tab, and name the table's exports after it."""
        index = self.tab_bar.indexOf(self)
        if index >= 0:
            self.tab_bar.setTabText(index, title)
        self.table.name = title


class CollocationsTab(_OwnTab):
    """The collocations table and, under it, a bar chart of one node word's collocates."""

    def __init__(self, conn: sqlite3.Connection, tabs: QTabWidget) -> None:
        super().__init__(tabs)
        self.conn = conn
        self.table = TableTab(conn, collocation_spec())
        self.node_label = QLabel()
        self.node = QComboBox()
        self.node.setEditable(True)  # type a node that is not among the first MAX_NODES
        self.node.addItems(node_words(conn))
        self.measure_label = QLabel()
        self.measure = QComboBox()
        self.save_button = QPushButton()
        self.plot = PlotWidget()
        row = QHBoxLayout()
        row.addWidget(self.node_label)
        row.addWidget(self.node, 1)
        row.addWidget(self.measure_label)
        row.addWidget(self.measure)
        row.addWidget(self.save_button)
        chart = QWidget()
        chart_layout = QVBoxLayout(chart)
        chart_layout.addLayout(row)
        chart_layout.addWidget(self.plot, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(chart)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.node.currentTextChanged.connect(self.refresh)
        self.measure.currentIndexChanged.connect(self.refresh)
        self.save_button.clicked.connect(self._ask_save)
        self.table.view.clicked.connect(self._row_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language (and redraw: titles change)."""
        self.set_title(self.tr("Collocations"))
        self.node_label.setText(self.tr("Node word:"))
        self.measure_label.setText(self.tr("Ranked by:"))
        self.save_button.setText(self.tr("Save image…"))
        current = self.measure.currentIndex()
        self.measure.blockSignals(True)
        self.measure.clear()
        for key, label in MEASURES.items():
            self.measure.addItem(QCoreApplication.translate(LABEL_CONTEXT, label), key)
        self.measure.setCurrentIndex(max(0, current))
        self.measure.blockSignals(False)
        self.refresh()

    def show_node(self, node: str, measure: str = "") -> None:
        """Chart ``node``'s collocates (by ``measure``, a key of MEASURES, if given)."""
        if measure:
            self.measure.setCurrentIndex(list(MEASURES).index(measure))
        self.node.setCurrentText(node)
        self.refresh()

    def refresh(self) -> None:
        """Draw the chosen node word's strongest collocates as bars."""
        node = self.node.currentText().strip()
        measure = self.measure.currentData() or "log_dice"
        try:
            bars = top_collocates(self.conn, node, measure) if node else []
        except sqlite3.ProgrammingError:  # the run was closed; this tab is being deleted
            bars = []
        self.plot.set_plot(PlotData(
            self.tr("Collocates of “{0}”").format(node) if node else "",
            self.tr("Collocate"), self.measure.currentText(), False,
            [Series(self.measure.currentText(),
                    [(float(n), value) for n, (_, value) in enumerate(bars)])],
            categories=[collocate for collocate, _ in bars],
            y_integer=measure == "frequency"))

    def _row_clicked(self, index: QModelIndex) -> None:
        self.show_node(self.table.model.row_values(index.row())["node"])

    def _ask_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the chart"), "collocates.png",
                                              self.tr("PNG image (*.png);;SVG image (*.svg)"))
        if path:
            self.plot.save(Path(path))


class RegimesTab(_OwnTab):
    """The prepositional regimes table."""

    def __init__(self, conn: sqlite3.Connection, tabs: QTabWidget) -> None:
        super().__init__(tabs)
        self.table = TableTab(conn, regime_spec())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the tab's title in the current language."""
        self.set_title(self.tr("Prepositional regimes"))


def add_cooccurrence_tabs(conn: sqlite3.Connection, tabs: QTabWidget) -> list[QWidget]:
    """Add the tabs of the tables this run has; returns them (none for older runs)."""
    added: list[QWidget] = []
    if has_table(conn, "collocations"):
        added.append(CollocationsTab(conn, tabs))
    if has_table(conn, "regimes"):
        added.append(RegimesTab(conn, tabs))
    return added
