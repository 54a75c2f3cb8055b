"""``daweb export RUN_DIR --format csv|tsv|json``: a run's tables as plain files.

One file per table of ``results.sqlite`` — every table of the registry
(:data:`daweb.store.schema.TABLES`) the file has, but internal running totals — named
``<table>.csv``, ``<table>.tsv`` or ``<table>.jsonl``. JSON is written as *JSON Lines* —
one object per line — so that a table of millions of rows is streamed, never held in
memory, and can be read back line by line (``pandas.read_json(path, lines=True)``, ``jq -c``).

When the run's start addresses named different outputs (paper figure 10; ``pages.output``),
each output also gets its own set in ``by_output/<name>/`` (``_default`` for pages of start
addresses without an output name; an output whose addresses gave no page still gets a set,
with its incidents): its pages and their per-page rows, with word totals,
segments, lemmas and the vocabulary curve recomputed over those pages only, and the
incidents of its start addresses. An output's segments are computed from ``page_segments``,
which holds only the segments frequent in the whole run (docs/results.md): a segment with
the minimum frequency within one output has it in the run as well, so the per-output list
is the output's own frequent segments, with frequencies counted over its pages.

CSV and TSV cells are safe to open in a spreadsheet: a text starting with ``=``, ``+``,
``-``, ``@``, a tab or a carriage return gets a leading ``'`` (OWASP, *CSV Injection*), so
``=HYPERLINK(…)`` in a crawled page is shown, never run (:func:`spreadsheet_safe`).

CSV is written for the spreadsheet of the user's locale: UTF-8 with a byte-order mark (Excel
reads a CSV without one as the system's ANSI code page, garbling *ñ* and accents), cells
separated by ``;`` where the locale's decimal mark is a comma (es_ES: Excel there splits
on ``;``) or ``,`` elsewhere (:func:`default_separator`), and with ``;`` decimal numbers
written with a comma (``0,82``) as such a spreadsheet reads them. Values are written as
stored (``alpha``, not the viewer's translated *letras*): the command has no UI language.
TSV and JSON Lines are read by scripts more than by spreadsheets, so they stay plain UTF-8
without a mark, tab-separated with ``.`` decimals. Every
file is written under a temporary name and renamed when complete: a full disk or an error
leaves no empty or cut file, and an earlier export of the same name intact.
"""

from __future__ import annotations

import csv
import json
import locale
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from daweb.errors import BadInput
from daweb.store.atomic import atomic_file
from daweb.store.reading import ResultsError, open_results
from daweb.store.schema import EXPORTED, Table, register_inflate

FORMATS = {"csv": "csv", "tsv": "tsv", "json": "jsonl"}

#: First characters that make a spreadsheet read a cell as a formula (OWASP CSV Injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

#: Separators a CSV export may use (``--separator``).
SEPARATORS = (",", ";")

#: Folder name of the set for pages whose start address named no output.
DEFAULT_OUTPUT_DIR = "_default"

_OUTPUT_PAGES = "SELECT id FROM pages WHERE output = :out"

#: Per-output queries: same columns as the whole-run tables, over one output's pages; a
#: table with a ``page`` column and no query here gets its rows of the output's pages
#: (:func:`_per_output_sql`).
_PER_OUTPUT = {
    "run_info": "SELECT key, value FROM run_info ORDER BY key",
    "start_addresses": """
        SELECT url, output FROM start_addresses WHERE output = :out
        UNION SELECT DISTINCT start_url, output FROM pages WHERE output = :out
        ORDER BY 1""",
    "pages": "SELECT * FROM pages WHERE output = :out ORDER BY id",
    "words": f"""
        SELECT w.code, w.form, w.kind, w.lemmas, w.categories, w.analyses,
               t.f AS frequency, t.p AS pages, w.recognized
        FROM words w JOIN (SELECT word, SUM(frequency) AS f, COUNT(*) AS p FROM page_words
                           WHERE page IN ({_OUTPUT_PAGES}) GROUP BY word) t
             ON t.word = w.code
        ORDER BY frequency DESC, w.form""",
    "word_lemmas": f"""
        SELECT wl.word, wl.lemma, wl.pos, COALESCE(r.f, 0) AS frequency
        FROM word_lemmas wl LEFT JOIN
             (SELECT word, lemma, pos, SUM(frequency) AS f FROM page_readings
              WHERE page IN ({_OUTPUT_PAGES}) GROUP BY word, lemma, pos) r
             USING (word, lemma, pos)
        WHERE wl.word IN (SELECT word FROM page_words WHERE page IN ({_OUTPUT_PAGES}))
        ORDER BY wl.word, wl.lemma, wl.pos""",
    "segments": f"""
        SELECT segment AS text, LENGTH(segment) - LENGTH(REPLACE(segment, ' ', '')) + 1
               AS length, SUM(frequency) AS frequency, COUNT(*) AS pages
        FROM page_segments WHERE page IN ({_OUTPUT_PAGES})
        GROUP BY segment HAVING SUM(frequency) >= :min_freq
        ORDER BY frequency DESC, text""",
    "vocabulary": f"""
        WITH op AS (SELECT id, tokens FROM pages WHERE output = :out),
             firsts AS (SELECT MIN(page) AS page FROM page_words
                        WHERE page IN ({_OUTPUT_PAGES}) GROUP BY word),
             n AS (SELECT page, COUNT(*) AS new FROM firsts GROUP BY page)
        SELECT op.id AS page, SUM(op.tokens) OVER (ORDER BY op.id) AS tokens,
               COALESCE(SUM(n.new) OVER (ORDER BY op.id), 0) AS types
        FROM op LEFT JOIN n ON n.page = op.id ORDER BY op.id""",
    "lemmas": f"""
        WITH rt AS MATERIALIZED (SELECT word, lemma, pos, SUM(frequency) AS f
                                 FROM page_readings WHERE page IN ({_OUTPUT_PAGES})
                                 GROUP BY word, lemma, pos)
        SELECT rt.lemma, rt.pos, SUM(rt.f) AS frequency, COUNT(*) AS forms,
               (SELECT GROUP_CONCAT(form, '|') FROM
                  (SELECT w2.form FROM rt r2 JOIN words w2 ON w2.code = r2.word
                   WHERE r2.lemma = rt.lemma AND r2.pos = rt.pos
                   ORDER BY r2.f DESC, w2.form)) AS form_list,
               SUM(rt.f * (1 - w.recognized)) AS guessed
        FROM rt JOIN words w ON w.code = rt.word GROUP BY rt.lemma, rt.pos
        ORDER BY frequency DESC, rt.lemma, rt.pos""",
    "incidents": """
        SELECT * FROM incidents WHERE start_url IN
            (SELECT url FROM start_addresses WHERE output = :out
             UNION SELECT start_url FROM pages WHERE output = :out)
        ORDER BY id""",
    # a page not analyzed again (unchanged) has no page: it goes by its start address
    "page_versions": f"""
        SELECT * FROM page_versions WHERE page IN ({_OUTPUT_PAGES}) OR (page IS NULL AND
            start_url IN (SELECT url FROM start_addresses WHERE output = :out))
        ORDER BY url""",
}


def _per_output_sql(table: Table) -> str | None:
    """The query of ``table``'s rows for one output (parameters ``:out``, ``:min_freq``),
    or None for whole-run figures (new words, collocations, regimes), not split."""
    if table.name in _PER_OUTPUT:
        return _PER_OUTPUT[table.name]
    if "page" in table.column_names:
        return (f"SELECT {table.selection} FROM [{table.name}] WHERE page IN ({_OUTPUT_PAGES}) "
                f"ORDER BY {table.export_order}")
    return None


class ExportError(BadInput, ValueError):
    """The run cannot be exported as asked (unknown format, no or unreadable results file,
    an output folder that cannot be written)."""


def default_separator() -> str:
    """The CSV separator of the user's locale: ``;`` where its decimal mark is a comma (a
    spreadsheet there reads ``,`` as the decimal mark), ``,`` elsewhere and in C/POSIX."""
    previous = locale.setlocale(locale.LC_NUMERIC)
    try:
        # Only LC_NUMERIC, and restored: the rest of the process keeps its own locale.
        locale.setlocale(locale.LC_NUMERIC, "")
        decimal_point = locale.localeconv()["decimal_point"]
    except locale.Error:  # LANG names a locale this system lacks
        decimal_point = "."
    finally:
        locale.setlocale(locale.LC_NUMERIC, previous)
    return ";" if decimal_point == "," else ","


def export_run(run_dir: Path, fmt: str = "csv", out_dir: Path | None = None,
               separator: str | None = None) -> list[Path]:
    """Write one file per table of ``run_dir/results.sqlite``; returns the files written.

    ``fmt`` is ``csv``, ``tsv`` or ``json`` (JSON Lines, ``.jsonl``). ``out_dir`` defaults
    to ``run_dir/export-<fmt>``. ``separator`` (CSV only: ``,`` or ``;``) defaults to the
    locale's (:func:`default_separator`). Rows are streamed from SQLite to the files.
    """
    if fmt not in FORMATS:
        raise ExportError(f"unknown export format {fmt!r}: use one of {', '.join(FORMATS)}")
    if separator is not None and fmt != "csv":
        raise ExportError(f"a separator applies to the csv format only, not to {fmt}")
    if separator is not None and separator not in SEPARATORS:
        raise ExportError(f"unknown CSV separator {separator!r}: use one of "
                          f"{' '.join(SEPARATORS)}")
    delimiter = {"csv": separator or default_separator(), "tsv": "\t"}.get(fmt, "")
    run_dir = Path(run_dir)
    db_path = run_dir / "results.sqlite"
    if not db_path.is_file():
        raise ExportError(f"{run_dir}: not a run folder (no results.sqlite in it)")
    out_dir = Path(out_dir) if out_dir is not None else run_dir / f"export-{fmt}"
    try:
        conn = open_results(db_path)
    except ResultsError as exc:
        raise ExportError(str(exc)) from exc
    try:
        present = {r[0] for r in conn.execute("SELECT name FROM sqlite_master "
                                              "WHERE type = 'table'")}
        tables = [t for t in EXPORTED if t.name in present]
        register_inflate(conn)
        written = [_write_table(conn, f"SELECT {t.selection} FROM [{t.name}] "
                                f"ORDER BY {t.export_order}",
                                {}, out_dir / f"{t.name}.{FORMATS[fmt]}", delimiter)
                   for t in tables]
        outputs = [r[0] for r in conn.execute(
            "SELECT output FROM pages UNION SELECT output FROM start_addresses ORDER BY 1")]
        if len(outputs) > 1:
            min_freq = _min_segment_frequency(conn)
            for name in outputs:
                folder = out_dir / "by_output" / (name or DEFAULT_OUTPUT_DIR)
                params = {"out": name, "min_freq": min_freq}
                # files before results_schema 4 have no readings to split lemmas by
                for t in tables:
                    sql = _per_output_sql(t)
                    if sql is None or ("page_readings" not in present
                                       and t.name in ("word_lemmas", "lemmas")):
                        continue
                    written.append(_write_table(conn, sql, params,
                                                folder / f"{t.name}.{FORMATS[fmt]}", delimiter))
        return written
    except OSError as exc:  # a file where the folder should be, read-only or full disk
        raise ExportError(f"{out_dir}: cannot write the export there ({exc.strerror or exc}); "
                          "choose another folder with --out") from exc
    finally:
        conn.close()


def _min_segment_frequency(conn: sqlite3.Connection) -> int:
    """The run's minimum segment frequency (stored by the writer; 1 when absent)."""
    row = conn.execute(
        "SELECT value FROM run_info WHERE key = 'min_segment_frequency'").fetchone()
    try:
        return int(row[0]) if row else 1
    except ValueError:
        return 1


def _rows(conn: sqlite3.Connection, sql: str, params: dict) -> tuple[list[str], Iterator]:
    """Column names and a streaming row iterator for ``sql``."""
    cursor = conn.execute(sql, {k: v for k, v in params.items() if f":{k}" in sql})
    cursor.row_factory = None  # plain tuples are faster than Row for streaming
    return [d[0] for d in cursor.description], cursor


def text_encoding(bom: bool) -> str:
    """UTF-8, with a byte-order mark when ``bom`` (a CSV for a spreadsheet)."""
    return "utf-8-sig" if bom else "utf-8"


def spreadsheet_safe(value: Any) -> Any:
    """A CSV/TSV cell that a spreadsheet shows as text: texts starting like a formula get
    a leading ``'`` (OWASP); numbers and other texts are unchanged, None becomes ""."""
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def decimal_mark(delimiter: str) -> str:
    """The decimal mark that goes with a CSV ``delimiter``: a comma with ``;`` (how a
    spreadsheet in a decimal-comma locale reads ``0,82``), else a point."""
    return "," if delimiter == ";" else "."


def spreadsheet_safe_rows(rows: Iterable[Iterable[Any]], decimal: str = "."
                          ) -> Iterator[list[Any]]:
    """:func:`spreadsheet_safe` applied to every cell of ``rows``, decimal numbers written
    with ``decimal`` as their mark."""
    for row in rows:
        yield [spreadsheet_safe(v) if decimal == "." or not isinstance(v, float)
               else repr(v).replace(".", decimal) for v in row]


def _write_table(conn: sqlite3.Connection, sql: str, params: dict, path: Path,
                 delimiter: str) -> Path:
    """Stream the rows of ``sql`` into ``path``: JSON Lines when ``delimiter`` is empty,
    else delimited text (CSV, with a byte-order mark, unless the delimiter is a tab)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    columns, rows = _rows(conn, sql, params)
    with atomic_file(path, encoding=text_encoding(bom=delimiter in SEPARATORS),
                     newline="") as handle:
        if not delimiter:
            for row in rows:
                handle.write(json.dumps(dict(zip(columns, row, strict=True)),
                                        ensure_ascii=False))
                handle.write("\n")
        else:
            writer = csv.writer(handle, delimiter=delimiter, lineterminator="\n")
            writer.writerow(spreadsheet_safe(c) for c in columns)
            writer.writerows(spreadsheet_safe_rows(rows, decimal_mark(delimiter)))
    return path
