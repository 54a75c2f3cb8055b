"""The viewer's *Concordance* tab: the KWIC lines of any form, lemma, category, list or
regular expression over the whole run (daweb/concordance.py), sorted as AntConc sorts
them — by up to three of the words around the node, L3…R3, in Spanish order.

The lines are put in an in-memory SQLite table of the tab's own, shown through the viewer's
:class:`~gui.viewer.window.TableTab`: they page, filter, search, copy and export like any
table, and a column header still sorts by that column.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
)

from daweb.concordance import (
    DEFAULT_WIDTH,
    QUERY_KINDS,
    SORT_POSITIONS,
    ConcordanceError,
    Line,
    Query,
    concordance,
    sort_lines,
)
from daweb.store.schema import kwic_ddl
from gui.viewer.collocations import _OwnTab
from gui.viewer.models import Column
from gui.viewer.window import TableSpec, TableTab

#: Lines kept at most (a concordance of *de* in a big run would hold millions; a reader
#: never reads past a sample: narrow the query instead).
MAX_LINES = 100_000
#: The words beside the node, as columns (L3…R3 without the node).
_WORD_COLUMNS = [p.lower() for p in SORT_POSITIONS if p != "node"]


def memory_table(create: str) -> sqlite3.Connection:
    """A private in-memory database holding the one table ``create`` makes."""
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    conn.execute(create)
    return conn


def concordance_spec() -> TableSpec:
    """The lines' table: contexts and node, the words around it, page and address; in
    ``rank`` order (the chosen sort) until a header is clicked."""
    c = Column
    return TableSpec(
        "concordance",
        "kwic",
        [
            c("left_context", QT_TRANSLATE_NOOP("Viewer", "Left context"), align_right=True),
            c("node", QT_TRANSLATE_NOOP("Viewer", "Word"), bold=True),
            c("right_context", QT_TRANSLATE_NOOP("Viewer", "Right context")),
            *(c(name, name.upper()) for name in _WORD_COLUMNS),
            c("page", QT_TRANSLATE_NOOP("Viewer", "Page"), True),
            c("url", QT_TRANSLATE_NOOP("Viewer", "Address"), searched=False),
        ],
        "rank",
    )


class ConcordanceTab(_OwnTab):
    """A query (form, lemma, category, regular expression or list file), the context width,
    up to three sort levels, and the lines; a double-click opens the line's page."""

    def __init__(
        self, conn: sqlite3.Connection, tabs: QTabWidget, open_page: Callable[[int, str], Any]
    ) -> None:
        super().__init__(tabs)
        self.conn = conn
        self.open_page = open_page
        self.lines: list[Line] = []
        self.lines_db = memory_table(kwic_ddl(_WORD_COLUMNS))
        self.table = TableTab(self.lines_db, concordance_spec())
        self.query = QLineEdit()
        self.query.setClearButtonEnabled(True)
        self.kind = QComboBox()
        self.browse = QPushButton()
        self.width_label = QLabel()
        self.width = QSpinBox()
        self.width.setRange(10, 300)
        self.width.setValue(DEFAULT_WIDTH)
        self.sort_label = QLabel()
        self.levels = [QComboBox() for _ in range(3)]
        self.search_button = QPushButton()
        self.message = QLabel()
        self.message.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.query, 2)
        row.addWidget(self.kind)
        row.addWidget(self.browse)
        row.addWidget(self.width_label)
        row.addWidget(self.width)
        row.addWidget(self.sort_label)
        for level in self.levels:
            row.addWidget(level)
        row.addWidget(self.search_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        self.query.returnPressed.connect(self.search)
        self.search_button.clicked.connect(self.search)
        self.browse.clicked.connect(self._ask_list)
        for level in self.levels:
            level.currentIndexChanged.connect(self._resort)
        self.table.view.doubleClicked.connect(self._double_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.set_title(self.tr("Concordance"))
        self.query.setPlaceholderText(
            self.tr("A form, lemma, category (NOUN…), pattern or list file; Enter")
        )
        names = [
            self.tr("Form"),
            self.tr("Lemma"),
            self.tr("Category"),
            self.tr("Regular expression"),
            self.tr("List file"),
        ]
        current = self.kind.currentIndex()
        self.kind.clear()
        for kind, name in zip(QUERY_KINDS, names, strict=True):
            self.kind.addItem(name, kind)
        self.kind.setCurrentIndex(max(0, current))
        self.browse.setText(self.tr("List…"))
        self.width_label.setText(self.tr("Context:"))
        self.width.setSuffix(self.tr(" characters"))
        self.sort_label.setText(self.tr("Sort by:"))
        for level in self.levels:
            chosen = level.currentIndex()
            level.blockSignals(True)
            level.clear()
            level.addItem(self.tr("(none)"), "")
            for position in SORT_POSITIONS:
                level.addItem(self.tr("Node") if position == "node" else position, position)
            level.setCurrentIndex(max(0, chosen))
            level.blockSignals(False)
        self.search_button.setText(self.tr("Search"))

    def sort_positions(self) -> tuple[str, ...]:
        """The positions chosen in the sort levels, first level first."""
        return tuple(p for level in self.levels if (p := level.currentData()))

    def show_query(self, text: str, kind: str = "form", sort: Sequence[str] = ()) -> int:
        """Look ``text`` up as ``kind`` (sorted by ``sort`` positions, if given), bring
        this tab forward and return the number of lines."""
        self.query.setText(text)
        self.kind.setCurrentIndex(QUERY_KINDS.index(kind))
        for level, position in zip(self.levels, [*sort, "", "", ""], strict=False):
            level.blockSignals(True)
            level.setCurrentIndex(max(0, level.findData(position)))
            level.blockSignals(False)
        self.tab_bar.setCurrentWidget(self)
        return self.search()

    def search(self) -> int:
        """Find the lines of the query; a query the run cannot answer is explained here."""
        text = self.query.text().strip()
        if not text:
            return 0
        try:
            self.lines = concordance(
                self.conn,
                Query(text, self.kind.currentData()),
                self.width.value(),
                self.sort_positions(),
            )
        except ConcordanceError as error:
            self.lines = []
            self.message.setText(str(error))
        else:
            shown = min(len(self.lines), MAX_LINES)
            self.message.setText(
                self.tr("{0} occurrences of “{1}”.").format(len(self.lines), text)
                if shown == len(self.lines)
                else self.tr(
                    "{0} occurrences of “{1}”; the first {2} are shown: narrow the query."
                ).format(len(self.lines), text, shown)
            )
        self._fill()
        return len(self.lines)

    def _resort(self) -> None:
        """Sort the lines again by the levels chosen (Spanish order)."""
        self.lines = sort_lines(self.lines, self.sort_positions())
        self._fill()

    def _fill(self) -> None:
        """Put the lines in the table, in their order, and show them from the top."""
        db = self.lines_db
        with db:
            db.execute("DELETE FROM kwic")
            db.executemany(
                "INSERT INTO kwic VALUES (" + ", ".join("?" * (6 + len(_WORD_COLUMNS))) + ")",
                (
                    (
                        rank,
                        line.left,
                        line.node,
                        line.right,
                        *(line.word(p.upper()) for p in _WORD_COLUMNS),
                        line.page,
                        line.url,
                    )
                    for rank, line in enumerate(self.lines[:MAX_LINES])
                ),
            )
        header = self.table.view.horizontalHeader()
        header.blockSignals(True)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        header.blockSignals(False)
        self.table.model.sort_column = -1  # the order of the levels, not of a column
        self.table.model.reload()

    def _ask_list(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("A list of words"), "", self.tr("Lists (*.txt);;All files (*)")
        )
        if path:
            self.show_query(path, "list", self.sort_positions())

    def _double_clicked(self, index: QModelIndex) -> None:
        row = self.table.model.row_values(index.row())
        self.open_page(row["page"], row["url"])
