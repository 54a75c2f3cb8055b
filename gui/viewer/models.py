"""Lazy, windowed table models over a run's SQLite results.

A :class:`SqlTableModel` never loads a whole table: it fetches rows in pages of
``page_size`` (Qt asks through ``canFetchMore``/``fetchMore`` as the view scrolls), with
``ORDER BY`` on the sort column and a ``WHERE`` built from the filters. Sorting by a column
that has an index in the results schema (``words(frequency)``, ``words(pages)``…) reads
only the first page of that index, so a run with millions of rows re-sorts in
milliseconds. The total behind the filters is one ``COUNT(*)``, computed on demand.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from daweb.export import spreadsheet_safe
from daweb.store.schema import BY_NAME, register_inflate
from gui.viewer.collation import COLLATION, register_collation
from gui.viewer.tags import tag_name

PAGE_SIZE = 500
#: Translation context of column labels (declared with QT_TRANSLATE_NOOP by the viewer).
LABEL_CONTEXT = "Viewer"

Index = QModelIndex | QPersistentModelIndex

@dataclass(frozen=True)
class ViewQuery:
    """A model's view fixed at one moment: its SELECT (no LIMIT), parameters, headers in
    the current language and suggested column widths (characters)."""

    sql: str
    params: tuple[Any, ...]
    headers: list[str]
    widths: list[int]
    #: Per column, how a stored value is shown (None: as stored), for an export "as shown".
    shown: tuple[Callable[[Any], Any] | None, ...] = ()


@dataclass(frozen=True)
class Column:
    """One column of a model: its SQL expression, its header and whether it is a number."""

    name: str  # the column name in the source (also used in ORDER BY and WHERE)
    label: str  # header source text, translated in context LABEL_CONTEXT when shown
    numeric: bool = False
    align_right: bool = False  # e.g. a KWIC left context
    tags: bool = False  # stored tags (triage, cause…): shown by their translated names
    searched: bool = True  # looked in by the search box (tags never: they show other words)
    bold: bool = False  # the node of a KWIC line, as concordancers set it off
    decimals: int | None = None  # a measure: shown with this many decimals, all alike
    #: Not in SQL: computed from the row's other values ({name: value}) when a cell is shown
    #: (a measure too costly for every row of a big run); not sorted, filtered or exported.
    computed: Callable[[sqlite3.Connection, dict[str, Any]], Any] | None = None


def stored(table: str, name: str, prefix: str = "", **options: Any) -> Column:
    """The column ``name`` of the results table ``table`` as stored: its label and whether it
    is a number come from the table registry (daweb/store/schema.py); ``prefix`` is the
    table's alias in a join (``"u."``), ``options`` the other :class:`Column` fields."""
    column = BY_NAME[table].column(name)
    return Column(prefix + name, column.label, column.type in (int, float), **options)


@dataclass
class ColumnFilter:
    """A per-column filter: a substring (or a regular expression) and/or a numeric range."""

    text: str = ""
    regex: bool = False
    minimum: float | None = None
    maximum: float | None = None

    def is_empty(self) -> bool:
        """True when the filter keeps every row."""
        return not self.text and self.minimum is None and self.maximum is None


@lru_cache(maxsize=64)
def _compiled(pattern: str) -> re.Pattern[str] | None:
    """The compiled pattern, cached: SQLite calls REGEXP once per row."""
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error:
        return None


def _regexp(pattern: str, value: Any) -> bool:
    """SQLite's ``value REGEXP pattern`` (calls ``regexp(pattern, value)``)."""
    if value is None:
        return False
    compiled = _compiled(pattern)
    return bool(compiled and compiled.search(str(value)))


def register_functions(conn: sqlite3.Connection) -> None:
    """Give the connection a REGEXP operator (Python ``re``, case-insensitive), the
    Spanish collation the models sort text with and ``inflate`` for compressed columns."""
    conn.create_function("regexp", 2, _regexp, deterministic=True)
    register_inflate(conn)
    register_collation(conn)


def valid_regex(pattern: str) -> bool:
    """True if ``pattern`` compiles (an invalid one would match nothing)."""
    return _compiled(pattern) is not None


@lru_cache(maxsize=1)
def _bold_font() -> QFont:
    """The application's font in bold (one object: Qt asks for it for every cell)."""
    font = QFont()
    font.setBold(True)
    return font


def _like_escape(text: str) -> str:
    """Escape LIKE wildcards so that the user's text matches literally."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


@dataclass
class Query:
    """The parts of the SELECT behind a model; :meth:`sql` assembles them."""

    source: str  # a table name or a parenthesized sub-select
    columns: Sequence[Column]
    tiebreak: str = ""  # a unique column appended to ORDER BY: a stable order for OFFSET
    conditions: list[tuple[str, tuple[Any, ...]]] = field(default_factory=list)

    def where(self, filters: dict[int, ColumnFilter], search: str,
              extra: Sequence[tuple[str, tuple[Any, ...]]] = ()
              ) -> tuple[str, list[Any]]:
        """The WHERE clause (with its parameters) of filters, global search and extras."""
        parts: list[str] = []
        params: list[Any] = []
        for sql, args in [*self.conditions, *extra]:
            parts.append(f"({sql})")
            params.extend(args)
        for number, flt in sorted(filters.items()):
            name = self.columns[number].name
            if flt.text:
                if flt.regex:
                    parts.append(f"{name} REGEXP ?")
                    params.append(flt.text)
                else:
                    parts.append(f"{name} LIKE ? ESCAPE '\\'")
                    params.append(f"%{_like_escape(flt.text)}%")
            if flt.minimum is not None:
                parts.append(f"{name} >= ?")
                params.append(flt.minimum)
            if flt.maximum is not None:
                parts.append(f"{name} <= ?")
                params.append(flt.maximum)
        if search:
            texts = [c.name for c in self.columns if not c.numeric and c.searched and not c.tags]
            if texts:
                parts.append("(" + " OR ".join(f"{n} LIKE ? ESCAPE '\\'" for n in texts) + ")")
                params.extend([f"%{_like_escape(search)}%"] * len(texts))
        return (" WHERE " + " AND ".join(parts)) if parts else "", params


class SqlTableModel(QAbstractTableModel):
    """A read-only table over a SQLite table or query, fetched ``page_size`` rows at a time."""

    def __init__(self, conn: sqlite3.Connection, source: str, columns: Sequence[Column],
                 tiebreak: str = "", default_sort: tuple[int, Qt.SortOrder] | None = None,
                 page_size: int = PAGE_SIZE, parent: Any = None) -> None:
        """``source`` is a table name or ``(SELECT …)``; ``tiebreak`` a unique column."""
        super().__init__(parent)
        self.conn = conn
        register_functions(conn)
        self.query = Query(source, list(columns), tiebreak)
        self.page_size = page_size
        self.filters: dict[int, ColumnFilter] = {}
        self.search = ""
        self.extra: dict[str, tuple[str, tuple[Any, ...]]] = {}
        self.sort_column, self.sort_order = default_sort or (-1, Qt.SortOrder.AscendingOrder)
        self._rows: list[tuple[Any, ...]] = []
        self._exhausted = False
        self._total: int | None = None
        self._computed: dict[tuple[int, tuple[Any, ...]], Any] = {}  # (column, row): value

    # --- Qt model interface -------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        """Rows fetched so far (Qt grows it with fetchMore)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        """Number of columns."""
        return 0 if parent.isValid() else len(self.query.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Cell text; numbers right-aligned, KWIC left contexts right-aligned too."""
        if not index.isValid():
            return None
        column = self.query.columns[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = self._value(index.row(), index.column())
            if value is None:
                return ""
            if column.tags and role == Qt.ItemDataRole.DisplayRole and isinstance(value, str):
                return tag_name(value)  # the tooltip keeps the stored tag, for filters
            if column.decimals is not None and role == Qt.ItemDataRole.DisplayRole \
                    and isinstance(value, int | float):
                return QLocale().toString(float(value), "f", column.decimals)
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column.numeric or column.align_right:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column.bold:
            return _bold_font()
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt API
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column labels."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.label(section)
        return None

    def label(self, section: int) -> str:
        """The column's header in the current language."""
        return QCoreApplication.translate(LABEL_CONTEXT, self.query.columns[section].label)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: N802, B008
        """True until a fetch returned fewer than a page of rows."""
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: N802, B008
        """Append the next page of rows (LIMIT/OFFSET on the current order and filters)."""
        if parent.isValid() or self._exhausted:
            return
        sql, params = self._select()
        rows = self.conn.execute(f"{sql} LIMIT ? OFFSET ?",
                                 [*params, self.page_size, len(self._rows)]).fetchall()
        if len(rows) < self.page_size:
            self._exhausted = True
        if rows:
            start = len(self._rows)
            self.beginInsertRows(QModelIndex(), start, start + len(rows) - 1)
            self._rows.extend(tuple(r) for r in rows)
            self.endInsertRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order by ``column`` in SQL (fast when the column is indexed) and start again;
        a computed column keeps the order as it is."""
        if 0 <= column < len(self.query.columns) and self.is_computed(column):
            return
        self.sort_column, self.sort_order = column, order
        self.reload()

    # --- filtering ------------------------------------------------------------------------
    def set_filter(self, column: int, flt: ColumnFilter | None) -> None:
        """Set (or clear, with None or an empty filter) the filter of one column."""
        if flt is None or flt.is_empty():
            self.filters.pop(column, None)
        else:
            self.filters[column] = flt
        self.reload()

    def set_search(self, text: str) -> None:
        """Keep rows with ``text`` in any text column ("" keeps all)."""
        self.search = text
        self.reload()

    def set_condition(self, name: str, sql: str | None, params: tuple[Any, ...] = ()) -> None:
        """Set (or with None remove) a named extra condition, e.g. a category filter."""
        if sql is None:
            self.extra.pop(name, None)
        else:
            self.extra[name] = (sql, params)
        self.reload()

    def reload(self) -> None:
        """Forget the fetched rows and fetch the first page again."""
        self.beginResetModel()
        self._rows = []
        self._exhausted = False
        self._total = None
        self.endResetModel()
        self.fetchMore()

    def total(self) -> int:
        """Rows behind the current filters (one COUNT, cached until they change)."""
        if self._total is None:
            where, params = self._where()
            self._total = int(self.conn.execute(
                f"SELECT COUNT(*) FROM {self.query.source}{where}", params).fetchone()[0])
        return self._total

    def row_values(self, row: int) -> dict[str, Any]:
        """A fetched row as {column name: value} (computed columns computed)."""
        return {c.name: self._value(row, n) for n, c in enumerate(self.query.columns)}

    def _value(self, row: int, column: int) -> Any:
        """One cell's value: fetched, or computed once and kept (rows change on re-sorts)."""
        compute = self.query.columns[column].computed
        if compute is None:
            return self._rows[row][column]
        key = (column, self._rows[row])
        if key not in self._computed:
            values = {c.name: v for c, v in zip(self.query.columns, self._rows[row],
                                                 strict=True)}
            self._computed[key] = compute(self.conn, values)
        return self._computed[key]

    # --- copy and export ------------------------------------------------------------------
    def selection_text(self, indexes: Sequence[QModelIndex]) -> str:
        """Tab-separated text of the selected cells, in row and column order (for copy);
        a cell that starts like a formula is kept text (``'=…``), as in exports: pasted into
        a spreadsheet, a page's ``=HYPERLINK(…)`` would run."""
        cells = sorted({(i.row(), i.column()) for i in indexes if i.isValid()})
        if not cells:
            return ""
        columns = sorted({c for _, c in cells})
        chosen = set(cells)
        lines = []
        for row in sorted({r for r, _ in cells}):
            values = []
            for col in columns:
                value = self._value(row, col) if (row, col) in chosen else ""
                values.append(str(spreadsheet_safe(value)))
            lines.append("\t".join(v.replace("\t", " ").replace("\n", " ") for v in values))
        return "\n".join(lines) + "\n"

    def view_query(self) -> ViewQuery:
        """The current filtered, sorted view as SQL, fixed now (for an export); computed
        columns are left out."""
        stored = [n for n, c in enumerate(self.query.columns) if c.computed is None]
        sql, params = self._select(stored)
        headers = [self.label(n) for n in stored]
        # Spreadsheet column widths from the headers and the rows fetched so far.
        widths = [len(h) for h in headers]
        for row in self._rows[:200]:
            for position, column in enumerate(stored):
                widths[position] = max(widths[position], len(str(row[column] or "")))
        shown = tuple(tag_name if self.query.columns[n].tags else None for n in stored)
        return ViewQuery(sql, tuple(params), headers, widths, shown)

    def is_computed(self, column: int) -> bool:
        """Whether ``column`` is computed for the rows shown (no sort, filter or export)."""
        return self.query.columns[column].computed is not None

    # --- SQL --------------------------------------------------------------------------------
    def _where(self) -> tuple[str, list[Any]]:
        return self.query.where(self.filters, self.search, list(self.extra.values()))

    def _select(self, columns: Sequence[int] | None = None) -> tuple[str, list[Any]]:
        """SELECT of the current view (of ``columns``, default all), without LIMIT;
        a computed column is selected as NULL and filled in when shown."""
        chosen = [self.query.columns[n] for n in columns] if columns is not None \
            else self.query.columns
        names = ", ".join("NULL" if c.computed else c.name for c in chosen)
        where, params = self._where()
        order = ""
        if 0 <= self.sort_column < len(self.query.columns):
            direction = "DESC" if self.sort_order == Qt.SortOrder.DescendingOrder else "ASC"
            column = self.query.columns[self.sort_column]
            # Text in Spanish order (gui/viewer/collation.py), numbers by value.
            collate = "" if column.numeric else f" COLLATE {COLLATION}"
            order = f" ORDER BY {column.name}{collate} {direction}"
            # The tiebreak in the same direction lets SQLite walk one index (the
            # rowid is the index's last field), and makes OFFSET pages consistent.
            if self.query.tiebreak:
                order += f", {self.query.tiebreak} {direction}"
        elif self.query.tiebreak:
            order = f" ORDER BY {self.query.tiebreak}"
        return f"SELECT {names} FROM {self.query.source}{where}{order}", params
