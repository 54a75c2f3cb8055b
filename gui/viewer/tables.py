"""The viewer's *All tables* tab: every table of the run as stored, from the table registry.

The other tabs are views chosen for a linguist (words with their dispersion, a KWIC of
the unrecognized words …); this one lists every table of :data:`daweb.store.schema.TABLES`
the run has — the same tables ``daweb export`` writes — with all their columns, labelled
by the registry. A table added to the registry is shown here without any change to the
viewer. Each table is a :class:`~gui.viewer.window.TableTab` (search, filters, sort,
export), built when it is first chosen.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daweb.store.schema import EXPORTED, Table
from gui.i18n import Retranslating
from gui.viewer.models import LABEL_CONTEXT, stored
from gui.viewer.window import TableSpec, TableTab


def present_tables(conn: sqlite3.Connection) -> list[Table]:
    """The registry's shown tables that this run's file has, in export order."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return [t for t in EXPORTED if t.name in names]


def table_spec(conn: sqlite3.Connection, table: Table) -> TableSpec:
    """A tab's spec for ``table``: the columns the file has, labelled by the registry.

    The tiebreak that makes paging stable is the table's key (a WITHOUT ROWID table has
    no rowid), else its rowid."""
    have = {r[1] for r in conn.execute(f"PRAGMA table_info([{table.name}])")}
    columns = [stored(table.name, name) for name in table.column_names
               if name in have]  # an older file lacks the newer columns
    if table.selection != "*":  # compressed columns are shown inflated, keyed by their key
        source = f"(SELECT {table.selection} FROM [{table.name}])"
        return TableSpec(table.name, source, columns, str(table.pk))
    if table.without_rowid:
        pk = table.pk if isinstance(table.pk, tuple) else (table.pk,)
        tiebreak = ", ".join(str(c) for c in pk)
    else:
        tiebreak = "rowid"
    return TableSpec(table.name, table.name, columns, tiebreak)


class AllTablesTab(Retranslating, QWidget):
    """A chooser of the run's tables over the chosen one's :class:`TableTab`."""

    def __init__(self, conn: sqlite3.Connection, tabs: QTabWidget, folder: Path) -> None:
        super().__init__()
        self.conn = conn
        self.folder = folder
        self.tab_bar = tabs
        self.tables = present_tables(conn)
        #: The TableTab of each table chosen so far, by table name.
        self.shown: dict[str, TableTab] = {}
        self.chooser_label = QLabel()
        self.chooser = QComboBox()
        self.stack = QStackedWidget()
        row = QHBoxLayout()
        row.addWidget(self.chooser_label)
        row.addWidget(self.chooser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.stack, 1)
        tabs.addTab(self, "")
        self.chooser.currentIndexChanged.connect(self._choose)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        index = self.tab_bar.indexOf(self)
        if index >= 0:
            self.tab_bar.setTabText(index, self.tr("All tables"))
        self.chooser_label.setText(self.tr("Table:"))
        current = max(0, self.chooser.currentIndex())
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for table in self.tables:
            self.chooser.addItem(f"{self._title(table)} ({table.name})", table.name)
        self.chooser.setCurrentIndex(current)
        self.chooser.blockSignals(False)
        for name, tab in self.shown.items():
            tab.name = self._title(next(t for t in self.tables if t.name == name))
        self._choose(current)

    def show_table(self, name: str) -> TableTab:
        """Choose the table ``name`` and return its tab (KeyError if the run lacks it)."""
        index = self.chooser.findData(name)
        if index < 0:
            raise KeyError(name)
        self.chooser.setCurrentIndex(index)
        self._choose(index)
        return self.shown[name]

    @staticmethod
    def _title(table: Table) -> str:
        """The table's title in the current language."""
        return QCoreApplication.translate(LABEL_CONTEXT, table.label)

    def _choose(self, index: int) -> None:
        """Show the table at ``index`` of the chooser, building its tab the first time."""
        if not 0 <= index < len(self.tables):
            return
        table = self.tables[index]
        tab = self.shown.get(table.name)
        if tab is None:
            tab = TableTab(self.conn, table_spec(self.conn, table))
            tab.folder = self.folder
            tab.name = self._title(table)
            self.shown[table.name] = tab
            self.stack.addWidget(tab)
        self.stack.setCurrentWidget(tab)
