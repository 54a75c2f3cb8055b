"""Exporting a table's filtered view to CSV, TSV or XLSX, off the GUI thread.

A view can have millions of rows: the writers stream them from SQLite in batches (memory
stays flat), and :class:`ExportJob` runs them in a worker thread with a read-only
connection of its own, reporting progress and accepting a cancel, so the window keeps
answering. The view itself is fixed when the export starts
(:meth:`~gui.viewer.models.SqlTableModel.view_query`).
"""

from __future__ import annotations

import csv
import re
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import xlsxwriter
from PySide6.QtCore import QObject, Signal, Slot
from xlsxwriter.exceptions import XlsxWriterException

from daweb.errors import StorageError
from daweb.export import decimal_mark, spreadsheet_safe, spreadsheet_safe_rows, text_encoding
from daweb.runfolder import slugify
from daweb.store.atomic import atomic_file
from daweb.store.connection import open_readonly
from gui.viewer.models import ViewQuery, register_functions

#: Rows of one XLSX worksheet, header included (Excel's limit); a longer view continues on
#: further sheets.
XLSX_MAX_ROWS = 1_048_576
#: Widest column set in an XLSX export, in characters.
XLSX_MAX_WIDTH = 60
#: Rows between two progress reports (and cancel checks).
PROGRESS_EVERY = 2000

#: Called with the rows written so far; returns False to cancel the export.
Progress = Callable[[int], bool]


def export_file_name(run_dir: Path, table: str, suffix: str = ".csv") -> str:
    """A name that says what an export holds: the run's title and date (from its folder
    name, ``<title>_<YYYY-MM-DD>_<time>``) and the table's name, e.g.
    ``prensa-local_2026-11-25_palabras.csv``."""
    match = re.match(r"(.+?)_(\d{4}-\d{2}-\d{2})_", run_dir.name)
    run = f"{match[1]}_{match[2]}" if match else slugify(run_dir.name or "run")
    return f"{run}_{slugify(table)}{suffix}"


class ExportError(StorageError):
    """An export file could not be written; the message names the file and the reason."""


class ExportCancelled(ExportError):
    """The user cancelled the export; no file is left behind."""


def view_rows(conn: sqlite3.Connection, query: ViewQuery, batch: int = 5000
              ) -> Iterator[tuple[Any, ...]]:
    """Every row of ``query``, streamed from SQLite ``batch`` rows at a time."""
    cursor = conn.execute(query.sql, query.params)
    while rows := cursor.fetchmany(batch):
        yield from (tuple(r) for r in rows)


def _counted(rows: Iterator[tuple[Any, ...]], path: Path, progress: Progress | None
             ) -> Iterator[tuple[Any, ...]]:
    """``rows``, asking ``progress`` every PROGRESS_EVERY rows whether to go on."""
    for count, row in enumerate(rows, 1):
        yield row
        if progress is not None and count % PROGRESS_EVERY == 0 and not progress(count):
            raise ExportCancelled(f"{path}: export cancelled")


def shown_rows(rows: Iterator[tuple[Any, ...]], query: ViewQuery
               ) -> Iterator[tuple[Any, ...]]:
    """``rows`` with each value as the table shows it (``query.shown``: tags by their
    names in the current language, e.g. stored ``alpha`` as *letras*)."""
    for row in rows:
        yield tuple(v if show is None or v is None else show(v)
                    for v, show in zip(row, query.shown, strict=False))


def write_csv(conn: sqlite3.Connection, query: ViewQuery, path: Path, delimiter: str = ",",
              progress: Progress | None = None, as_shown: bool = False) -> int:
    """Write the view to a CSV (or, with a tab delimiter, TSV) file, headers first, its
    cells safe to open in a spreadsheet (daweb/export.py: ``spreadsheet_safe``); values as
    stored, or as shown if ``as_shown``.

    A CSV starts with a byte-order mark (Excel reads UTF-8 only with one) and, separated
    by ``;``, has decimal commas, as daweb/export.py writes them; a TSV has neither.

    Returns the data rows written; raises :class:`ExportError` when the file cannot be
    written or the export is cancelled, leaving no file (and an older one of the same
    name intact).
    """
    count = 0
    try:
        rows = _counted(view_rows(conn, query), path, progress)
        # newline="": the csv module writes its own line ends.
        with atomic_file(Path(path), encoding=text_encoding(bom=delimiter != "\t"),
                         newline="") as handle:
            writer = csv.writer(handle, delimiter=delimiter)
            writer.writerow(spreadsheet_safe(h) for h in query.headers)
            for row in spreadsheet_safe_rows(shown_rows(rows, query) if as_shown else rows,
                                             decimal_mark(delimiter)):
                writer.writerow(row)
                count += 1
    except OSError as error:
        raise ExportError(f"{path}: {error.strerror or error}") from error
    return count


def write_xlsx(conn: sqlite3.Connection, query: ViewQuery, path: Path, sheet: str = "view",
               max_rows: int = XLSX_MAX_ROWS, progress: Progress | None = None,
               as_shown: bool = False) -> int:
    """Write the view to an XLSX workbook, as :func:`write_csv` does.

    xlsxwriter's constant-memory mode writes each row to disk as soon as the next one
    starts, so memory stays flat however long the view is. Cells keep their types
    (numbers stay numbers); texts are never read as formulas or links. Past ``max_rows``
    (Excel's limit) the rows continue on a new sheet, header repeated. The workbook is
    only written when complete: a failed or cancelled export leaves no file.
    """
    if not Path(path).parent.is_dir():  # xlsxwriter would only find out at the very end
        raise ExportError(f"{path}: no such folder")
    workbook = xlsxwriter.Workbook(str(path), {
        "constant_memory": True, "strings_to_formulas": False, "strings_to_urls": False,
        "strings_to_numbers": False, "nan_inf_to_errors": True})
    bold = workbook.add_format({"bold": True})

    def new_sheet() -> Any:
        """The next worksheet, with the column widths and the header row frozen."""
        number = len(workbook.worksheets()) + 1
        # Sheet names are at most 31 characters and unique.
        worksheet = workbook.add_worksheet(
            sheet[:31] if number == 1 else f"{sheet[:24]} ({number})")
        for column, width in enumerate(query.widths):
            worksheet.set_column(column, column, min(XLSX_MAX_WIDTH, width + 2))
        worksheet.write_row(0, 0, query.headers, bold)
        worksheet.freeze_panes(1, 0)
        return worksheet

    count = 0
    try:
        worksheet = new_sheet()  # an empty view still gets its header
        row_number = 1
        rows = _counted(view_rows(conn, query), path, progress)
        for row in shown_rows(rows, query) if as_shown else rows:
            if row_number >= max_rows:
                worksheet, row_number = new_sheet(), 1
            worksheet.write_row(row_number, 0, row)
            row_number += 1
            count += 1
        workbook.close()
    except (OSError, XlsxWriterException) as error:
        raise ExportError(f"{path}: {error}") from error
    return count


def database_file(conn: sqlite3.Connection) -> Path | None:
    """The file of the connection's main database (None for an in-memory one)."""
    for _, name, file in conn.execute("PRAGMA database_list"):
        if name == "main" and file:
            return Path(file)
    return None


#: Jobs whose worker thread runs, kept until it ends: the thread holds its job (the target
#: is a method), and had it the last reference — the tab closed meanwhile — the job would be
#: freed in the worker thread; Qt crashes on a QObject destroyed outside its thread.
_RUNNING: set[ExportJob] = set()


class ExportJob(QObject):
    """One export, written in a worker thread with its own read-only connection.

    ``progress`` and ``finished`` arrive in the GUI thread (queued). ``result`` is the
    number of rows written, or the :class:`ExportError` that stopped it, once finished.
    """

    #: Rows written so far.
    progress = Signal(int)
    #: The rows written (int) or the ExportError.
    finished = Signal(object)

    def __init__(self, conn: sqlite3.Connection, query: ViewQuery, path: Path,
                 sheet: str = "view", parent: QObject | None = None, separator: str = ",",
                 as_shown: bool = False) -> None:
        super().__init__(parent)
        self.separator = separator  # of a .csv file (a .tsv has tabs)
        self.as_shown = as_shown
        self.database = database_file(conn)
        self.conn = conn
        self.query = query
        self.path = Path(path)
        self.sheet = sheet
        self.result: int | ExportError | None = None
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start writing (in this thread when the database has no file to reopen)."""
        if self.database is None:
            self._work(self.conn)
            return
        self._thread = threading.Thread(target=self._run, name="daweb-export", daemon=True)
        _RUNNING.add(self)
        self.finished.connect(self._forget)  # queued: the worker emits it
        self._thread.start()

    def cancel(self) -> None:
        """Stop at the next progress check; the partial file is removed."""
        self._cancel.set()

    @Slot(object)
    def _forget(self, _result: object) -> None:
        """The worker is ending (GUI thread): wait for it, then let the job go — freed here,
        in the GUI thread, whoever else still holds it."""
        self.wait()
        _RUNNING.discard(self)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker ends; True if it did."""
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    def _run(self) -> None:
        """Thread body: a connection of its own (SQLite connections are per thread)."""
        assert self.database is not None
        try:
            conn = open_readonly(self.database)
        except sqlite3.Error as error:
            self._finish(ExportError(f"{self.database}: {error}"))
            return
        try:
            conn.row_factory = None
            register_functions(conn)  # the view may filter with REGEXP
            self._work(conn)
        finally:
            conn.close()

    def _work(self, conn: sqlite3.Connection) -> None:
        def report(rows: int) -> bool:
            self.progress.emit(rows)
            return not self._cancel.is_set()

        try:
            if self.path.suffix.lower() == ".xlsx":
                rows: int | ExportError = write_xlsx(conn, self.query, self.path, self.sheet,
                                                     progress=report, as_shown=self.as_shown)
            else:
                tsv = self.path.suffix.lower() == ".tsv"
                rows = write_csv(conn, self.query, self.path, "\t" if tsv else self.separator,
                                 report, self.as_shown)
        except ExportError as error:
            rows = error
        except sqlite3.Error as error:  # e.g. the run folder vanished meanwhile
            self.path.unlink(missing_ok=True)
            rows = ExportError(f"{self.database or self.path}: {error}")
        self._finish(rows)

    def _finish(self, result: int | ExportError) -> None:
        self.result = result
        self.finished.emit(result)
