"""The results viewer: one tab per table of a run, plus plots, word detail and comparison.

Every table is a :class:`~gui.viewer.models.SqlTableModel`, so a run of millions of rows
opens at once: only the first page of each table is read, and only when its tab is shown.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QEvent,
    QLocale,
    QModelIndex,
    Qt,
    QTimer,
    QUrl,
    Slot,
)
from PySide6.QtGui import (
    QDesktopServices,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QProgressDialog,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from analyzers.morphology import SLIP
from daweb.store.reading import ResultsError, open_results, run_size
from gui.i18n import Retranslating, decimal, format_number
from gui.viewer import ensure_translator
from gui.viewer.compare import LL_CRITICAL, SECTIONS, Comparison, compare_runs, in_run_order
from gui.viewer.dispersion import (
    ALL_WORDS_MAX_POSTINGS,
    dispersion_connection,
    lemma_range,
    word_dispersion_sql,
    word_dp,
)
from gui.viewer.exporting import ExportCancelled, ExportError, ExportJob, export_file_name
from gui.viewer.models import Column, ColumnFilter, SqlTableModel, stored, valid_regex
from gui.viewer.plots import (
    PlotData,
    PlotWidget,
    Series,
    fit_curve,
    profile_series,
    start_address_counts,
    vocabulary_series,
    zipf_series,
)
from gui.viewer.snapshots import SnapshotBar
from gui.viewer.tags import CATEGORY_NAMES, choice_name

#: The Universal Dependencies categories (a fixed list: DISTINCT over a million words
#: rows would cost a full scan on every open).
UPOS = tuple(CATEGORY_NAMES)
#: The analyzer's triage tags (analyzers/neologisms.py).
TRIAGE_TAGS = ("proper-noun candidate", "acronym", "contains digits", "likely typo",
               "likely foreign", "guessed lemma", "plain candidate")


@dataclass
class TableSpec:
    """How one tab shows one table."""

    key: str
    source: str
    columns: list[Column]
    tiebreak: str = ""
    sort: tuple[int, Qt.SortOrder] | None = None
    choice_sql: str = ""  # condition with one parameter, applied with the choice combo
    choice_values: Sequence[str] | str = ()  # a list, or SQL that lists them
    choice_param: Callable[[str], str] = field(default=lambda value: value)


def _per_million(run_tokens: int) -> str:
    """SQL of a row's frequency per million words of the run (two decimals)."""
    return f"ROUND(frequency * {1e6 / max(1, run_tokens)!r}, 2)"


def _readable_specs(conn: sqlite3.Connection, run_tokens: int,
                    dispersion: bool = False) -> list[TableSpec]:
    """The tables' specs without the columns an older results file lacks (issue 17's
    ``unrecognized.formation``, issue 18's ``lemmas.guessed``)."""
    newer = {"unrecognized": ("formation", "u.formation"), "lemmas": ("guessed", "guessed")}
    specs = []
    for spec in _specs(run_tokens, dispersion):
        if spec.key in newer:
            stored_name, column = newer[spec.key]
            have = {row[1] for row in conn.execute(f"PRAGMA table_info([{spec.key}])")}
            if stored_name not in have:
                spec = replace(spec, columns=[c for c in spec.columns if c.name != column])
        specs.append(spec)
    return specs


def _dispersion_columns(run_tokens: int, every_word: bool) -> list[Column]:
    """DP and Juilland's D of a words row: from the ``word_dispersion`` table of a
    :func:`~gui.viewer.dispersion.dispersion_connection` (``every_word``: they sort, filter
    and export), else DP computed for the rows on screen."""
    label = QT_TRANSLATE_NOOP("Viewer", "Dispersion (DP)")
    if not every_word:
        return [Column("dp", label, True, decimals=3,
                       computed=lambda conn, row: word_dp(conn, row["code"], row["frequency"],
                                                          run_tokens))]
    return [Column(word_dispersion_sql("dp"), label, True, decimals=3),
            Column(word_dispersion_sql("juilland_d"), QT_TRANSLATE_NOOP("Viewer", "Juilland's D"),
                   True, decimals=3)]


def _specs(run_tokens: int, dispersion: bool = False) -> list[TableSpec]:
    """The viewer's tables: stored columns (``s``) as the table registry labels them
    (daweb/store/schema.py), measures computed here (``c``); labels are source texts
    translated when shown. ``run_tokens`` (the run's words) scales frequencies per million;
    with ``dispersion`` the words table is read on a dispersion connection (``run.words``,
    every word's DP and D)."""
    c, s = Column, stored
    desc = Qt.SortOrder.DescendingOrder
    per_million = c(_per_million(run_tokens), QT_TRANSLATE_NOOP("Viewer", "Per million"), True,
                    decimals=2)
    return [
        TableSpec("words", "run.words" if dispersion else "words", [
            s("words", "code"),
            s("words", "form"),
            s("words", "lemmas"),
            s("words", "categories"),
            s("words", "frequency"),
            per_million,
            s("words", "pages"),
            *_dispersion_columns(run_tokens, dispersion),
            s("words", "recognized"),
            s("words", "kind", tags=True),
        ], "code", (4, desc), "'|' || categories || '|' LIKE ?", UPOS,
            lambda value: f"%|{value}|%"),
        TableSpec("lemmas", "lemmas", [
            s("lemmas", "lemma"),
            s("lemmas", "pos"),
            s("lemmas", "frequency"),
            per_million,
            c("range", QT_TRANSLATE_NOOP("Viewer", "Pages"), True,
              computed=lambda conn, row: lemma_range(conn, row["lemma"], row["pos"])),
            s("lemmas", "guessed"),  # occurrences whose category is a guess (issue 18)
            s("lemmas", "forms"),
            s("lemmas", "form_list"),
        ], "rowid", (2, desc), "pos = ?", UPOS),
        TableSpec("pages", "pages", [
            s("pages", "id"),
            s("pages", "url"),
            s("pages", "title"),
            s("pages", "status"),
            s("pages", "tokens"),
            s("pages", "types"),
            s("pages", "depth"),
            s("pages", "start_url"),
            s("pages", "output"),
        ], "id", None, "start_url = ?", "SELECT DISTINCT start_url FROM pages ORDER BY 1"),
        TableSpec("unrecognized", "unrecognized u JOIN pages p ON p.id = u.page", [
            s("unrecognized", "left_context", "u.", align_right=True),
            s("unrecognized", "form", "u.", bold=True),
            s("unrecognized", "right_context", "u."),
            s("unrecognized", "key", "u."),
            s("unrecognized", "kind", "u.", tags=True),
            s("unrecognized", "triage", "u.", tags=True),
            s("unrecognized", "page", "u."),
            # Not searched: looking for a word must not bring every word of a page whose
            # address happens to contain it.
            s("pages", "url", "p.", searched=False),
            # issue 17: prefixation, suffixation, compounding, borrowing (last: absent in
            # older files, see _readable_specs)
            s("unrecognized", "formation", "u."),
        ], "u.id", None, "u.triage || ':' LIKE ?", TRIAGE_TAGS,
            lambda value: f"{value}:%"),  # "likely typo: cámara" is a likely typo
        TableSpec("segments", "segments", [
            s("segments", "text"),
            s("segments", "length"),
            s("segments", "frequency"),
            per_million,
            s("segments", "pages"),
        ], "rowid", (2, desc), "length = ?", [str(n) for n in range(1, 11)]),
        TableSpec("profiles", "profiles", [
            s("profiles", "page"),
            s("profiles", "part"),
            s("profiles", "new_words"),
            s("profiles", "total_words"),
        ], "part", (0, Qt.SortOrder.AscendingOrder)),
        TableSpec("incidents", "incidents", [
            s("incidents", "id"),
            s("incidents", "url"),
            s("incidents", "outcome", tags=True),
            s("incidents", "cause", tags=True),
            s("incidents", "status"),
            s("incidents", "attempts"),
            s("incidents", "bytes"),
            s("incidents", "elapsed"),
            s("incidents", "detail"),
            s("incidents", "start_url"),
        ], "id", None, "cause = ?", "SELECT DISTINCT cause FROM incidents ORDER BY 1"),
    ]


def _comparison_specs() -> list[TableSpec]:
    """The comparison's tabs (gui/viewer/compare.py SECTIONS): one table over the section's
    rows, most significant change first; candidates also by triage."""
    c = Column
    columns = [
        c("form", QT_TRANSLATE_NOOP("Viewer", "Form")),
        c("before", QT_TRANSLATE_NOOP("Viewer", "Frequency before"), True),
        c("after", QT_TRANSLATE_NOOP("Viewer", "Frequency after"), True),
        c("before_pm", QT_TRANSLATE_NOOP("Viewer", "Per million before"), True, decimals=2),
        c("after_pm", QT_TRANSLATE_NOOP("Viewer", "Per million after"), True, decimals=2),
        c("difference", QT_TRANSLATE_NOOP("Viewer", "Difference per million"), True, decimals=2),
        c("ll", QT_TRANSLATE_NOOP("Viewer", "Log-likelihood"), True, decimals=2),
    ]
    triage = c("triage", QT_TRANSLATE_NOOP("Viewer", "Triage"), tags=True)
    specs = []
    for key, condition in SECTIONS.items():
        source = f"(SELECT rowid, * FROM comparison WHERE {condition})"
        if key.startswith("candidates"):
            specs.append(TableSpec(f"comparison_{key}", source, [*columns, triage], "rowid",
                                   (6, Qt.SortOrder.DescendingOrder), "triage || ':' LIKE ?",
                                   TRIAGE_TAGS, lambda value: f"{value}:%"))
        else:
            specs.append(TableSpec(f"comparison_{key}", source, columns, "rowid",
                                   (6, Qt.SortOrder.DescendingOrder)))
    return specs


class LeftElideDelegate(QStyledItemDelegate):
    """Elides on the left, so a right-aligned KWIC left context keeps the words nearest."""

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt override
                        index: QModelIndex) -> None:
        """Elide the start of the text instead of its end."""
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideLeft


def locale_separator() -> str:
    """The CSV separator of the UI's locale: ``;`` where its decimal mark is a comma (as
    daweb/export.py's ``default_separator`` reads it from the system locale)."""
    return ";" if QLocale().decimalPoint() == "," else ","


class ExportOptions(QDialog):
    """How to write an export: the CSV separator (default: the locale's) and the values
    as shown (translated tags, the default) or as stored."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export the filtered view"))
        self.separator = QComboBox()
        self.separator.addItem(self.tr("Semicolon (;), decimal comma"), ";")
        self.separator.addItem(self.tr("Comma (,), decimal point"), ",")
        self.separator.setCurrentIndex(self.separator.findData(locale_separator()))
        self.values = QComboBox()
        self.values.addItem(self.tr("As shown"), True)
        self.values.addItem(self.tr("As stored"), False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("CSV separator:"), self.separator)
        form.addRow(self.tr("Values:"), self.values)
        form.addRow(buttons)

    def chosen(self) -> tuple[str, bool]:
        """The separator and whether values are written as shown."""
        return self.separator.currentData(), bool(self.values.currentData())


class TableTab(Retranslating, QWidget):
    """One table: search box, category choice, a column filter, the view, copy and export."""

    def __init__(self, conn: sqlite3.Connection, spec: TableSpec,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.conn = conn
        self.model = SqlTableModel(conn, spec.source, spec.columns, spec.tiebreak, spec.sort)
        self.view = QTableView()
        self.view.setModel(self.model)
        # Set the indicator before enabling sorting, which sorts by it: without a default
        # sort, -1 keeps the table's own order (Qt would otherwise sort by column 0).
        self.view.horizontalHeader().setSortIndicator(
            *(spec.sort or (-1, Qt.SortOrder.AscendingOrder)))
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectItems)
        self.view.verticalHeader().setVisible(False)
        self.view.setWordWrap(False)
        for number, column in enumerate(spec.columns):
            if column.align_right:
                self.view.setItemDelegateForColumn(number, LeftElideDelegate(self.view))
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.choice_label = QLabel()
        self.choice = QComboBox()
        self.filter_column = QComboBox()
        self.filter_text = QLineEdit()
        self.filter_regex = QCheckBox()
        self.filter_min = QLineEdit()
        self.filter_max = QLineEdit()
        for edit in (self.filter_min, self.filter_max):
            edit.setMaximumWidth(80)
        self.apply_button = QPushButton()
        self.copy_button = QPushButton()
        self.export_button = QPushButton()
        self.count_label = QLabel()
        self.exports: dict[ExportJob, QProgressDialog] = {}  # exports in progress
        #: Where exports are offered: the run's folder once the window sets it.
        self.folder = Path()
        #: The table's name in the UI language (its tab's), for export file names.
        self.name = spec.key
        self._columns_fitted = False
        # Fitting to contents never makes a column wider than this (contexts, titles).
        self.view.horizontalHeader().setMaximumSectionSize(360)
        self.view.horizontalHeader().setResizeContentsPrecision(100)  # the first 100 rows
        top = QHBoxLayout()
        top.addWidget(self.search, 2)
        top.addWidget(self.choice_label)
        top.addWidget(self.choice, 1)
        filters = QHBoxLayout()
        filters.addWidget(self.filter_column)
        filters.addWidget(self.filter_text, 2)
        filters.addWidget(self.filter_regex)
        filters.addWidget(self.filter_min)
        filters.addWidget(self.filter_max)
        filters.addWidget(self.apply_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count_label, 1)
        bottom.addWidget(self.copy_button)
        bottom.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        layout.addLayout(bottom)
        has_choice = bool(spec.choice_sql)
        self.choice_label.setVisible(has_choice)
        self.choice.setVisible(has_choice)
        self._choice_values: list[str] = []
        self._count_stale = True
        if has_choice:
            values = spec.choice_values
            if isinstance(values, str):
                values = [r[0] for r in conn.execute(values) if r[0] is not None]
            self._choice_values = list(values)
        self.search.returnPressed.connect(self._apply_search)
        self.search.textChanged.connect(lambda text: text or self._apply_search())
        self.choice.currentIndexChanged.connect(self._apply_choice)
        self.apply_button.clicked.connect(self.apply_filter)
        for edit in (self.filter_text, self.filter_min, self.filter_max):
            edit.returnPressed.connect(self.apply_filter)
        self.copy_button.clicked.connect(self.copy_selection)
        self.export_button.clicked.connect(self._ask_export)
        QShortcut(QKeySequence.StandardKey.Copy, self.view, self.copy_selection)
        self.model.modelReset.connect(self._update_count)
        # Refit once the new rows are in (a reset comes before the first page is fetched):
        # after a re-sort or a filter, forms elided beside empty space otherwise.
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.fit_columns)
        self.model.modelReset.connect(self._columns_changed)
        self.view.horizontalHeader().sortIndicatorChanged.connect(self._keep_sort_indicator)
        self.retranslate()
        self._update_count()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.search.setPlaceholderText(self.tr("Search in every text column"))
        self.choice_label.setText(self.tr("Category:") if self.spec.key in ("words", "lemmas")
                                  else self.tr("Triage:") if self.spec.choice_values is TRIAGE_TAGS
                                  else self.tr("Show only:"))
        current = self.choice.currentIndex()
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItem(self.tr("(all)"))
        for value in self._choice_values:  # stored tags and categories by their names
            self.choice.addItem(choice_name(value), value)
        self.choice.setCurrentIndex(max(0, current))
        self.choice.blockSignals(False)
        column = self.filter_column.currentIndex()
        self.filter_column.clear()
        self.filter_column.addItems([self.model.label(n) for n in range(len(self.spec.columns))])
        self.filter_column.setCurrentIndex(max(0, column))
        self.filter_text.setPlaceholderText(self.tr("Column contains…"))
        self.filter_regex.setText(self.tr("Regular expression"))
        self.filter_min.setPlaceholderText(self.tr("from"))
        self.filter_max.setPlaceholderText(self.tr("to"))
        self.apply_button.setText(self.tr("Filter"))
        self.copy_button.setText(self.tr("Copy"))
        self.export_button.setText(self.tr("Export view…"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                          max(0, len(self.spec.columns) - 1))
        self._update_count()

    def _apply_search(self) -> None:
        self.model.set_search(self.search.text().strip())

    def _apply_choice(self, index: int) -> None:
        if index <= 0:
            self.model.set_condition("choice", None)
        else:
            value = self.spec.choice_param(self._choice_values[index - 1])
            self.model.set_condition("choice", self.spec.choice_sql, (value,))

    def set_choice(self, value: str) -> None:
        """Choose a category (or triage tag, cause…) by its value; "" shows all."""
        self.choice.setCurrentIndex(self._choice_values.index(value) + 1 if value else 0)

    def apply_filter(self) -> bool:
        """Filter the chosen column by the filter fields; False (and no change) if invalid."""
        column = self.filter_column.currentIndex()
        text = self.filter_text.text().strip()
        regex = self.filter_regex.isChecked()
        try:
            low = float(self.filter_min.text()) if self.filter_min.text().strip() else None
            high = float(self.filter_max.text()) if self.filter_max.text().strip() else None
        except ValueError:
            self.count_label.setText(self.tr("The range needs numbers."))
            return False
        if self.model.is_computed(column):
            self.count_label.setText(self.tr("{0} is computed for the rows shown: it cannot "
                                             "filter.").format(self.model.label(column)))
            return False
        if regex and text and not valid_regex(text):
            self.count_label.setText(self.tr("Not a valid regular expression."))
            return False
        self.model.set_filter(column, ColumnFilter(text, regex, low, high))
        return True

    def copy_selection(self) -> str:
        """Copy the selected cells as tab-separated text; returns it."""
        text = self.model.selection_text(self.view.selectionModel().selectedIndexes())
        if text:
            QGuiApplication.clipboard().setText(text)
        return text

    def _ask_export(self) -> None:
        options = ExportOptions(self)
        if options.exec() != QDialog.DialogCode.Accepted:
            return
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export the filtered view"),
            str(self.folder / export_file_name(self.folder, self.name)),
            self.tr("CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)"))
        if path:
            target = Path(path)
            if not target.suffix:  # the format chosen in the dialog's list, e.g. "(*.xlsx)"
                target = target.with_suffix(chosen[chosen.rfind("*") + 1:].rstrip(")"))
            self.export(target, *options.chosen())

    def export(self, path: Path, separator: str | None = None, as_shown: bool = True
               ) -> ExportJob:
        """Export the filtered view in the background: an XLSX workbook if the name ends in
        .xlsx, else CSV separated by ``separator`` (default: the locale's) or, if it ends
        in .tsv, by tabs; values as shown (tags by their names) or as stored. A progress
        dialog appears when it takes more than a moment; the outcome is shown under the
        table."""
        total = self.model.total()
        # No parent: the job must outlive this tab if the window closes meanwhile.
        job = ExportJob(self.conn, self.model.view_query(), path, self.spec.key,
                        separator=separator or locale_separator(), as_shown=as_shown)
        dialog = QProgressDialog(self.tr("Exporting {0}…").format(path.name),
                                 self.tr("Cancel"), 0, max(1, total), self)
        dialog.setWindowTitle(self.tr("Export the filtered view"))
        dialog.setMinimumDuration(800)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(job.cancel)
        job.progress.connect(dialog.setValue)
        job.finished.connect(self._export_done)
        self.exports[job] = dialog
        self.count_label.setText(self.tr("Exporting to {0}…").format(path.name))
        job.start()
        return job

    @Slot(object)
    def _export_done(self, result: object) -> None:
        """Show how an export ended (``result``: rows written or the error), and forget it."""
        job = self.sender()
        dialog = self.exports.pop(job, None)
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()
        if isinstance(result, ExportCancelled):
            self.count_label.setText(self.tr("Export cancelled."))
        elif isinstance(result, ExportError):
            self.count_label.setText(self.tr("Not exported: {0}").format(result))
        else:
            self.count_label.setText(self.tr("{0} rows written to {1}").format(
                result, job.path.name))

    def _update_count(self) -> None:
        """Show the row count, but only on a visible tab: a COUNT over a join of millions
        of rows (the concordance) is worth paying only when someone looks at it."""
        self._count_stale = True
        if self.isVisible():
            self._count_stale = False
            self.count_label.setText(self.tr("Rows: {0}").format(
                format_number(self.model.total())))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Count the rows the first time the tab is shown after a change; the first time
        at all, fit the columns to the rows fetched (a KWIC context needs room)."""
        super().showEvent(event)
        if self._count_stale:
            self._update_count()
        if not self._columns_fitted:
            self.fit_columns()

    def fit_columns(self) -> None:
        """Fit the columns to the rows fetched (up to a maximum width); a computed column
        to its header only (fitting would compute it for a hundred rows no one sees)."""
        self._columns_fitted = True
        header = self.view.horizontalHeader()
        for column in range(self.model.columnCount()):
            if self.model.is_computed(column):
                self.view.setColumnWidth(column, header.sectionSizeFromContents(column).width())
            else:
                self.view.resizeColumnToContents(column)

    def _keep_sort_indicator(self, column: int, _order: Qt.SortOrder) -> None:
        """A computed column does not sort: the indicator stays on the real sort column."""
        if 0 <= column < self.model.columnCount() and self.model.is_computed(column):
            header = self.view.horizontalHeader()
            header.blockSignals(True)
            header.setSortIndicator(self.model.sort_column, self.model.sort_order)
            header.blockSignals(False)
            self.count_label.setText(self.tr("{0} is computed for the rows shown: it cannot "
                                             "sort.").format(self.model.label(column)))

    def _columns_changed(self) -> None:
        """Other rows (sort, filter, search): refit now if shown, else when next shown."""
        if self.isVisible():
            self._refit.start()
        else:
            self._columns_fitted = False


class PlotsTab(Retranslating, QWidget):
    """Profile curves of chosen pages, vocabulary growth with Heaps fit, Zipf with fit."""

    def __init__(self, conn: sqlite3.Connection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.conn: sqlite3.Connection | None = conn  # None once the run is closed
        self.kind = QComboBox()
        self.pages = QLineEdit()
        self.pages_label = QLabel()
        self.save_button = QPushButton()
        self.plot = PlotWidget()
        row = QHBoxLayout()
        row.addWidget(self.kind)
        row.addWidget(self.pages_label)
        row.addWidget(self.pages, 1)
        row.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.plot, 1)
        first = [str(r[0]) for r in conn.execute("SELECT id FROM pages ORDER BY id LIMIT 5")]
        self.pages.setText(", ".join(first))
        self.kind.currentIndexChanged.connect(self.refresh)
        self.pages.returnPressed.connect(self.refresh)
        self.save_button.clicked.connect(self._ask_save)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language (and redraw: titles change)."""
        current = self.kind.currentIndex()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItems([self.tr("Page profiles"), self.tr("Vocabulary growth (Heaps)"),
                            self.tr("Rank–frequency (Zipf)"),
                            self.tr("Pages and words per start address")])
        self.kind.setCurrentIndex(max(0, current))
        self.kind.blockSignals(False)
        self.pages_label.setText(self.tr("Pages:"))
        self.save_button.setText(self.tr("Save image…"))
        self.refresh()

    def chosen_pages(self) -> list[int]:
        """Page numbers typed in the pages box (others ignored)."""
        return [int(p) for p in self.pages.text().replace(",", " ").split() if p.isdigit()]

    def refresh(self) -> None:
        """Compute and show the chosen plot (nothing once its run is closed)."""
        if self.conn is None:
            return
        kind = self.kind.currentIndex()
        self.pages.setEnabled(kind == 0)
        if kind == 0:
            data = PlotData(self.tr("Page profiles"), self.tr("Part of the page"),
                            self.tr("Share of new words"), False,
                            profile_series(self.conn, self.chosen_pages(),
                                           self.tr("page {0}")), x_integer=True)
        elif kind == 1:
            points, fit = vocabulary_series(self.conn)
            series = [Series(self.tr("observed"), points)]
            if fit:
                series.append(Series(self.tr("Heaps fit: {0}·n^{1}").format(
                    decimal(fit.coef, 2), decimal(fit.exponent, 3)),
                    fit_curve(fit, [x for x, _ in points]), True))
            data = PlotData(self.tr("Vocabulary growth"), self.tr("Words (tokens)"),
                            self.tr("Distinct words (types)"), False, series)
        elif kind == 2:
            points, fit = zipf_series(self.conn)
            series = [Series(self.tr("observed"), points, markers=True)]
            if fit:
                series.append(Series(self.tr("Zipf fit: {0}·r^{1}").format(
                    decimal(fit.coef, 1), decimal(fit.exponent, 3)),
                    fit_curve(fit, [x for x, _ in points]), True))
            data = PlotData(self.tr("Rank–frequency"), self.tr("Rank"),
                            self.tr("Frequency"), True, series)
        else:
            data = self._start_address_plot()
        self.plot.set_plot(data)

    def _start_address_plot(self) -> PlotData:
        """Pages (left axis) and running words (right axis) per start address, as bars."""
        counts = start_address_counts(self.conn)
        return PlotData(
            self.tr("Pages and words per start address"), self.tr("Start address"),
            self.tr("Pages"), False,
            [Series(self.tr("pages"), [(float(n), float(p)) for n, (_, p, _) in
                                       enumerate(counts)]),
             Series(self.tr("words"), [(float(n), float(w)) for n, (_, _, w) in
                                       enumerate(counts)], right=True)],
            categories=[url.split("://", 1)[-1] or self.tr("(none)") for url, _, _ in counts],
            y2_label=self.tr("Words (tokens)"), y_integer=True)

    def _ask_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the plot"), "plot.png",
                                              self.tr("PNG image (*.png);;SVG image (*.svg)"))
        if path:
            self.plot.save(Path(path))


def word_detail(conn: sqlite3.Connection, form: str, limit: int = 1000) -> dict[str, Any]:
    """A form's analyses, the pages it occurs on and (if unrecognized) its occurrences."""
    row = conn.execute("SELECT code, analyses, frequency, pages FROM words WHERE form = ?",
                       (form,)).fetchone()
    if row is None:
        return {"form": form, "analyses": [], "pages": [], "occurrences": []}
    code, analyses, frequency, pages = row
    return {
        "form": form, "frequency": frequency, "page_count": pages,
        "analyses": json.loads(analyses or "[]"),
        "readings": _readings(conn, code),
        "pages": [tuple(r) for r in conn.execute(
            "SELECT p.id, p.url, pw.frequency FROM page_words pw JOIN pages p ON p.id = pw.page "
            "WHERE pw.word = ? ORDER BY p.id LIMIT ?", (code, limit))],
        "occurrences": [tuple(r) for r in conn.execute(
            "SELECT u.page, u.left_context, u.form, u.right_context FROM unrecognized u "
            "WHERE u.key = ? ORDER BY u.id LIMIT ?", (form, limit))],
    }


def _readings(conn: sqlite3.Connection, code: int) -> list[tuple[str, str, int, float]]:
    """(lemma, category, occurrences, share of the form's occurrences) of each reading the
    form's occurrences were given in the run (issue 18), the most frequent first; none in
    files written before readings were counted (results_schema < 4)."""
    columns = {r[1] for r in conn.execute("PRAGMA table_info(word_lemmas)")}
    if "frequency" not in columns:
        return []
    rows = conn.execute("SELECT lemma, pos, frequency FROM word_lemmas "
                        "WHERE word = ? AND frequency > 0 "
                        "ORDER BY frequency DESC, lemma, pos", (code,)).fetchall()
    total = sum(f for _, _, f in rows)
    return [(lemma, pos, f, f / total) for lemma, pos, f in rows]


class WordDetailDialog(QDialog):
    """Everything about one form: analyses, pages, occurrences in context."""

    def __init__(self, detail: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Word: {0}").format(detail["form"]))
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        lines = [self.tr("Frequency: {0}, pages: {1}").format(
            detail.get("frequency", 0), detail.get("page_count", 0)), "",
            self.tr("Analyses:")]
        slip = "  " + self.tr("(if written without its accent)")
        lines += [f"  {a.get('lemma', '')}  {a.get('pos', '')}  {a.get('features', '')}"
                  + (slip if a.get("source") == SLIP else "")
                  for a in detail["analyses"]] or ["  " + self.tr("(none: unrecognized)")]
        if detail.get("readings"):
            lines += ["", self.tr("Readings in this run:")]
            guess = "" if detail["analyses"] else "  " + self.tr("(guessed category)")
            lines += [f"  {lemma}  {pos}  ×{freq}  ({share:.0%}){guess}"
                      for lemma, pos, freq, share in detail["readings"]]
        lines += ["", self.tr("Pages:")]
        lines += [f"  {page}  {url}  ×{freq}" for page, url, freq in detail["pages"]]
        if detail["occurrences"]:
            lines += ["", self.tr("Occurrences:")]
            lines += [f"  [{page}] {left} [{form}] {right}"
                      for page, left, form, right in detail["occurrences"]]
        self.text.setPlainText("\n".join(lines))
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        self.resize(700, 500)


class CompareDialog(QDialog):
    """Two runs compared: words and candidates gained and lost, frequency changes and every
    word, each a table that sorts, filters, searches and exports like the viewer's own,
    paged through whole (no cap)."""

    def __init__(self, comparison: Comparison, caption: str = "", folder: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.comparison = comparison
        self.setWindowTitle(self.tr("Comparison of two runs"))
        self.caption = QLabel(caption)
        self.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.sizes = QLabel(self.tr(
            "Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / "
            "the run's words. Log-likelihood (Rayson & Garside): above {2} the difference "
            "is significant at p < {3}; above {4}, p < {5}; above {6}, p < {7}.").format(
                format_number(comparison.before_words), format_number(comparison.after_words),
                *(text for critical, p in LL_CRITICAL[:0:-1]
                  for text in (decimal(critical, 2), decimal(p, len(str(p)) - 2)))))
        self.sizes.setWordWrap(True)
        self.tabs = QTabWidget()
        self.tables: dict[str, TableTab] = {}
        titles = {"words_gained": self.tr("Words gained"),
                  "words_lost": self.tr("Words lost"),
                  "candidates_gained": self.tr("Candidates gained"),
                  "candidates_lost": self.tr("Candidates lost"),
                  "changes": self.tr("Frequency changes"),
                  "all": self.tr("All words")}
        for spec in _comparison_specs():
            section = spec.key.removeprefix("comparison_")
            tab = TableTab(comparison.conn, spec)
            tab.folder = folder or Path()
            tab.name = titles[section]
            self.tables[section] = tab
            self.tabs.addTab(tab, f"{titles[section]} ({format_number(tab.model.total())})")
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.sizes)
        layout.addWidget(self.tabs)
        self.resize(1100, 600)  # room for the six tab titles and seven columns in Spanish
        # Closed is gone: its in-memory database goes with it.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


class ViewerWindow(QWidget):
    """A run's results, one tab per table plus plots. Accepts a run folder dropped on it."""

    def __init__(self, run_dir: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        ensure_translator()
        self.setAcceptDrops(True)
        self.conn: sqlite3.Connection | None = None
        self.run_dir: Path | None = None
        self.tables: dict[str, TableTab] = {}
        self.plots: PlotsTab | None = None
        self.concordance: Any = None  # gui.viewer.concordance.ConcordanceTab, once a run is open
        self.keywords: Any = None  # gui.viewer.keyness.KeywordsTab
        #: The words table's connection when every word's dispersion is computed.
        self.dispersion_conn: sqlite3.Connection | None = None
        self.tabs = QTabWidget()
        self.open_button = QPushButton()
        self.compare_button = QPushButton()
        self.run_label = QLabel()
        #: Opens addresses (the browser); tests replace it.
        self.url_opener: Callable[[QUrl], Any] = QDesktopServices.openUrl
        #: Page snapshots and re-analysis (gui/viewer/snapshots.py).
        self.snapshots = SnapshotBar()
        self.snapshots.reanalyzed.connect(lambda folder: self.compare_with(Path(folder)))
        row = QHBoxLayout()
        row.addWidget(self.run_label, 1)
        row.addWidget(self.snapshots)
        row.addWidget(self.compare_button)
        row.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.tabs, 1)
        self.open_button.clicked.connect(self._ask_open)
        self.compare_button.clicked.connect(self._ask_compare)
        # The keys of every concordancer: Ctrl+F to search, Ctrl+O to open, Ctrl+W to close.
        QShortcut(QKeySequence.StandardKey.Find, self, self.focus_search)
        QShortcut(QKeySequence.StandardKey.Open, self, self._ask_open)
        QShortcut(QKeySequence.StandardKey.Close, self, self.close)
        self.resize(1100, 700)
        self.retranslate()
        if run_dir is not None:
            self.open_run(run_dir)

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("DAWeb results: {0}").format(
            self.run_dir.name if self.run_dir else self.tr("no run")))
        self.open_button.setText(self.tr("Open run…"))
        self.compare_button.setText(self.tr("Compare with…"))
        self.compare_button.setEnabled(self.conn is not None)
        self.run_label.setText(str(self.run_dir) if self.run_dir else
                               self.tr("Open a run folder, or drop one here."))
        for number, title in enumerate(self._tab_titles()):
            if number < self.tabs.count():
                self.tabs.setTabText(number, title)
                if isinstance(tab := self.tabs.widget(number), TableTab):
                    tab.name = title

    def _tab_titles(self) -> list[str]:
        return [self.tr("Words"), self.tr("Lemmas"), self.tr("Pages"), self.tr("Unrecognized"),
                self.tr("Segments"), self.tr("Profiles"), self.tr("Incidents"),
                self.tr("Plots")]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Follow the app's language: our own catalogue, then every text."""
        if event.type() == QEvent.Type.LanguageChange:
            ensure_translator()
            self.retranslate()
        super().changeEvent(event)

    def open_run(self, run_dir: Path) -> None:
        """Show the run in ``run_dir`` (a folder with results.sqlite, or the file itself)."""
        run_dir = Path(run_dir)
        path = run_dir if run_dir.is_file() else run_dir / "results.sqlite"
        conn = open_results(path)
        conn.row_factory = None  # plain tuples: the models index them
        self.close_run()
        self.conn = conn
        self.run_dir = path.parent
        run_tokens = run_size(conn)[1]
        # Every word's dispersion, when the pass over page_words is short (dispersion.py).
        # (A page's types are its page_words rows: no scan of a table of millions.)
        postings = int(conn.execute("SELECT COALESCE(SUM(types), 0) FROM pages").fetchone()[0])
        self.dispersion_conn = (dispersion_connection(path, run_tokens)
                                if postings <= ALL_WORDS_MAX_POSTINGS else None)
        for spec in _readable_specs(conn, run_tokens, self.dispersion_conn is not None):
            tab = TableTab(self.dispersion_conn or conn if spec.key == "words" else conn, spec)
            self.tables[spec.key] = tab
            self.tabs.addTab(tab, "")
        for tab in self.tables.values():
            tab.folder = self.run_dir
        self.tables["words"].view.doubleClicked.connect(self._word_double_clicked)
        self.tables["unrecognized"].view.doubleClicked.connect(self._kwic_double_clicked)
        self.tables["pages"].view.doubleClicked.connect(self._page_double_clicked)
        self.snapshots.set_run(self.run_dir, conn)
        self.plots = PlotsTab(conn)
        self.tabs.addTab(self.plots, "")
        # Issue 22: the concordance of any word and the keywords; imported here because
        # their modules build on this module's TableTab.
        from gui.viewer.concordance import ConcordanceTab
        from gui.viewer.keyness import KeywordsTab
        self.concordance = ConcordanceTab(conn, self.tabs, self.open_page)
        self.keywords = KeywordsTab(conn, self.tabs, self.show_concordance)
        self.tables["lemmas"].view.doubleClicked.connect(self._lemma_double_clicked)
        # Issue 9: collocations and regimes tabs, when the run has them (last). Imported
        # here because gui/viewer/collocations.py builds on this module's TableTab.
        from gui.viewer.collocations import add_cooccurrence_tabs
        self.cooccurrence_tabs = add_cooccurrence_tabs(conn, self.tabs)
        # Every table of the run as stored, from the table registry (daweb/store/schema.py).
        from gui.viewer.tables import AllTablesTab
        self.all_tables = AllTablesTab(conn, self.tabs, self.run_dir)
        self.retranslate()

    def try_open_run(self, run_dir: Path, parent: QWidget | None = None) -> bool:
        """:meth:`open_run`, but a run that cannot be read is explained in a message box on
        ``parent`` (default: this window) instead of raised; returns whether it opened."""
        try:
            self.open_run(run_dir)
        except (ResultsError, sqlite3.Error) as error:
            path = Path(run_dir)
            path = path if path.is_file() else path / "results.sqlite"  # as open_run reads it
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Cannot open the results"),
                              self.tr("{0} cannot be read as DAWeb results: the file is damaged, "
                                      "incomplete or not a results file. Open another run, or "
                                      "analyze again.").format(path),
                              QMessageBox.StandardButton.Ok, parent or self)
            box.setDetailedText(str(error))
            box.setObjectName("unreadable-run")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return False
        return True

    def close_run(self) -> None:
        """Close the open run, if any."""
        if self.plots is not None:
            # Deleted later: until then a language change must not read the closed file.
            self.plots.conn = None
        while self.tabs.count():
            widget = self.tabs.widget(0)
            self.tabs.removeTab(0)
            widget.deleteLater()
        self.tables.clear()
        self.plots = None
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        if self.dispersion_conn is not None:
            self.dispersion_conn.close()
            self.dispersion_conn = None
        self.run_dir = None
        self.snapshots.set_run(None)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        """Release the database when the window closes."""
        self.snapshots.shutdown()
        self.close_run()
        super().closeEvent(event)

    def focus_search(self) -> None:
        """Put the cursor in the search box of the table shown, its text selected."""
        tab = self.tabs.currentWidget()
        table = tab if isinstance(tab, TableTab) else getattr(tab, "table", None)
        if isinstance(table, TableTab):
            table.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
            table.search.selectAll()

    def _kwic_double_clicked(self, index: QModelIndex) -> None:
        row = self.tables["unrecognized"].model.row_values(index.row())
        self.open_page(row["u.page"], row["p.url"])

    def _page_double_clicked(self, index: QModelIndex) -> None:
        row = self.tables["pages"].model.row_values(index.row())
        self.open_page(row["id"], row["url"])

    def open_page(self, page: int, url: str) -> QMessageBox | None:
        """*Open page*: the stored snapshot when the run kept one, else the live address.

        When nothing can open it (no browser), say so and put the address on the clipboard;
        the message is returned (None when the page opened)."""
        if self.conn is None or not (url or page):
            return None
        address = self.snapshots.page_url(self.conn, page, url)
        if self.url_opener(address) is not False:
            return None
        text = address.toString()
        QGuiApplication.clipboard().setText(text)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Cannot open the page"),
                          self.tr("No browser could open {0}. The address is on the clipboard: "
                                  "paste it into a browser.").format(text),
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # window-modal, without blocking the caller
        return box

    def _lemma_double_clicked(self, index: QModelIndex) -> None:
        self.show_concordance(self.tables["lemmas"].model.row_values(index.row())["lemma"],
                              "lemma")

    def show_concordance(self, text: str, kind: str = "form", sort: Sequence[str] = ()
                         ) -> int:
        """Show the concordance of ``text`` (a form, or a lemma…) in its tab; the lines."""
        self.raise_()
        return self.concordance.show_query(text, kind, sort)

    def _word_double_clicked(self, index: QModelIndex) -> None:
        form = self.tables["words"].model.row_values(index.row())["form"]
        self.show_word(form)

    def show_word(self, form: str) -> WordDetailDialog:
        """Open the detail of ``form``."""
        assert self.conn is not None
        dialog = WordDetailDialog(word_detail(self.conn, form), self)
        from gui.observatory import lexicon_button  # docs/neology.md: a word known from now on

        dialog.layout().addWidget(lexicon_button(form, self.run_dir, dialog))
        button = QPushButton(self.tr("Concordance of “{0}”").format(form), dialog)
        button.clicked.connect(lambda: self.show_concordance(form))
        dialog.layout().addWidget(button)
        dialog.concordance_button = button
        dialog.show()
        return dialog

    def compare_with(self, other: Path) -> CompareDialog:
        """Compare this run with ``other``, the earlier of the two (by run date) as the
        base, and show the result. Raises ResultsError if ``other`` has no results."""
        assert self.run_dir is not None
        other = Path(other)
        other_file = other if other.is_file() else other / "results.sqlite"
        before, after = in_run_order(self.run_dir / "results.sqlite", other_file)
        caption = self.tr("From {0} to {1}").format(*(
            f"{run.results.parent.name} ({run.date:%Y-%m-%d %H:%M})" if run.date
            else run.results.parent.name for run in (before, after)))
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # seconds on big runs
        try:
            comparison = compare_runs(before.results, after.results)
        finally:
            QGuiApplication.restoreOverrideCursor()
        dialog = CompareDialog(comparison, caption, after.results.parent, self)
        for table in dialog.tables.values():  # a form's lines in this run
            table.view.doubleClicked.connect(
                lambda index, table=table: self.show_concordance(
                    table.model.row_values(index.row())["form"]))
        dialog.show()
        return dialog

    def _runs_folder(self) -> str:
        """Where to look for another run: beside the open one (its project's runs)."""
        return str(self.run_dir.parent) if self.run_dir else ""

    def _ask_open(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Open a run folder"),
                                                  self._runs_folder())
        if folder:
            self.try_open_run(Path(folder))

    def _ask_compare(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Run to compare with"),
                                                  self._runs_folder())
        if folder:
            try:
                self.compare_with(Path(folder))
            except (ResultsError, sqlite3.Error) as error:
                QMessageBox.warning(self, self.tr("Comparison of two runs"), str(error))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        """Accept a dropped run folder."""
        if any((Path(u.toLocalFile()) / "results.sqlite").is_file()
               for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        """Open the dropped run folder."""
        for url in event.mimeData().urls():
            if (Path(url.toLocalFile()) / "results.sqlite").is_file():
                self.try_open_run(Path(url.toLocalFile()))
                return

    def screenshots(self, folder: Path, compare: Path | None = None) -> list[Path]:
        """Render every tab to ``folder/viewer-<n>-<name>.png`` and each plot to
        ``folder/viewer-plot-<name>.png`` (works offscreen; the prefix keeps them apart
        from the app's own screenshots in ``docs/screenshots``); with ``compare``, the
        comparison with that run too (``viewer-compare.png``)."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        names = [*self.tables, "plots"]
        written = []
        for number, name in enumerate(names):
            self.tabs.setCurrentIndex(number)
            if name in self.tables:  # never shown offscreen: fit as on first show
                self.tables[name].fit_columns()
            QApplication.processEvents()
            path = folder / f"viewer-{number + 1:02d}-{name}.png"
            self.grab().save(str(path), "PNG")
            written.append(path)
        if self.plots is not None:
            for kind, name in enumerate(("profiles", "heaps", "zipf", "start-addresses")):
                self.plots.kind.setCurrentIndex(kind)
                path = folder / f"viewer-plot-{name}.png"
                self.plots.plot.save_png(path)
                written.append(path)
        written += self._workbench_screenshots(folder)
        if compare is not None:
            dialog = self.compare_with(compare)
            table = dialog.tables["all"]
            dialog.tabs.setCurrentWidget(table)
            table.fit_columns()
            QApplication.processEvents()
            path = folder / "viewer-compare.png"
            dialog.grab().save(str(path), "PNG")
            written.append(path)
            dialog.close()
        return written


    def _workbench_screenshots(self, folder: Path) -> list[Path]:
        """``viewer-concordance.png`` (the run's most frequent noun, sorted by R1 and R2)
        and ``viewer-keywords.png`` (against general Spanish)."""
        if self.conn is None or self.concordance is None:
            return []
        row = self.conn.execute(
            "SELECT w.form FROM words w JOIN word_lemmas wl ON wl.word = w.code "
            "WHERE wl.pos = 'NOUN' AND w.kind = 'alpha' ORDER BY wl.frequency DESC LIMIT 1"
        ).fetchone()
        if row is not None:
            self.show_concordance(row[0], "form", ("R1", "R2"))
        if not self.keywords.computed:  # never shown offscreen: compute as on first show
            self.keywords.compute(self.keywords.reference)
        written = []
        for name, tab in (("concordance", self.concordance), ("keywords", self.keywords)):
            self.tabs.setCurrentWidget(tab)
            tab.table.fit_columns()
            QApplication.processEvents()
            path = folder / f"viewer-{name}.png"
            self.grab().save(str(path), "PNG")
            written.append(path)
        return written


def main_view(run_dir: Path, screenshots: Path | None = None,
              compare: Path | None = None) -> int:
    """``daweb view RUN_DIR [--screenshots DIR] [--compare RUN_DIR]`` (parsed by daweb/cli/):
    open the viewer, or write the PNGs of each tab to ``screenshots``."""
    run_dir = Path(run_dir)
    if not (run_dir / "results.sqlite").is_file() and not run_dir.is_file():
        print(f"{run_dir}: no results.sqlite there", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from PySide6.QtCore import QSettings

    from gui import collector, i18n
    collector.install(app)  # exports and re-analyses work in threads of their own
    i18n.set_language(i18n.preferred_language(QSettings("DAWeb", "DAWeb")))
    try:
        window = ViewerWindow(run_dir)
    except (ResultsError, sqlite3.Error) as error:
        print(error, file=sys.stderr)  # e.g. "…/results.sqlite: not a readable … file"
        return 2
    if screenshots:
        for path in window.screenshots(screenshots, compare):
            print(path)
        window.close()
        return 0
    window.show()
    if compare:
        window.compare_with(compare)
    return int(app.exec())
