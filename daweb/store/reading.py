"""Reading a run's results: the read-only connection, headline figures, comparable content.

Readers never write: every file is opened through :func:`daweb.store.connection.open_readonly`,
so they work on a run still being written (WAL) and on a full disk.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from analyzers.document import NON_WORDS
from daweb.errors import StorageError
from daweb.store.connection import open_readonly
from daweb.store.schema import TABLES, register_inflate


class ResultsError(StorageError, RuntimeError):
    """The results file cannot be created, written or read (read-only folder, full disk, …)."""


def open_results(path: Path) -> sqlite3.Connection:
    """Open a results file read-only (rows as :class:`sqlite3.Row`)."""
    path = Path(path)
    if not path.is_file():
        raise ResultsError(f"{path}: no such results file")
    try:
        conn = open_readonly(path, rows=True, check_same_thread=False)
        conn.execute("SELECT 1 FROM pages LIMIT 1")
    except sqlite3.Error as exc:
        raise ResultsError(f"{path}: not a readable DAWeb results file ({exc})") from None
    return conn


def run_size(conn: sqlite3.Connection) -> tuple[int, int]:
    """The pages and the tokens of a run (as :func:`summary` counts them)."""
    pages, tokens = conn.execute("SELECT COUNT(*), COALESCE(SUM(tokens), 0) FROM pages"
                                 ).fetchone()
    return pages, tokens


def summary(db: sqlite3.Connection | Path, top: int = 10) -> dict[str, Any]:
    """Headline figures of a run, for ``daweb run``/``daweb runs`` and the viewer.

    ``{"counts": {pages, tokens, types, recognized, unrecognized, unrecognized_occurrences,
    segments, incidents, not_obtained}, "top_segments": [(text, frequency)…],
    "top_unrecognized": [(form, occurrences)…]}``. ``types`` is the number of distinct
    words, ``unrecognized`` the number of distinct unrecognized forms. Counts come from the
    per-page tables, so they are right even for a crashed run whose run-level tables were
    not refreshed; ``top_segments`` reads the ``segments`` table.
    """
    own = not isinstance(db, sqlite3.Connection)
    conn = open_results(Path(db)) if own else db
    try:
        def one(sql: str) -> Any:
            return conn.execute(sql).fetchone()[0]

        pages, tokens = run_size(conn)
        counts = {
            "pages": pages,
            "tokens": tokens,
            # vocabulary is written with each page, so its last row is always current.
            "types": one("SELECT COALESCE((SELECT types FROM vocabulary "
                         "ORDER BY page DESC LIMIT 1), 0)"),
            "recognized": one("SELECT COUNT(*) FROM words WHERE recognized = 1"),
            "unrecognized": one("SELECT COUNT(DISTINCT key) FROM unrecognized"),
            "unrecognized_occurrences": one("SELECT COUNT(*) FROM unrecognized"),
            "segments": one("SELECT COUNT(*) FROM segments"),
            "incidents": one("SELECT COUNT(*) FROM incidents"),
            "not_obtained": one("SELECT COUNT(*) FROM incidents "
                                "WHERE outcome = 'not_obtained'"),
            # Corpus tables (docs/corpus.md); 0 for files written before they existed.
            "duplicates": _optional(conn, "SELECT COUNT(*) FROM duplicates"),
            "new_pages": _optional(conn, "SELECT COUNT(*) FROM page_versions "
                                   "WHERE change = 'new'"),
            "changed_pages": _optional(conn, "SELECT COUNT(*) FROM page_versions "
                                       "WHERE change = 'changed'"),
            "unchanged_pages": _optional(conn, "SELECT COUNT(*) FROM page_versions "
                                         "WHERE change = 'unchanged'"),
            "new_words": _optional(conn, "SELECT COUNT(*) FROM new_words"),
        }
        return {
            "counts": counts,
            # words left out because their block is in another language, per language
            "other_languages": [tuple(r) for r in _optional_rows(
                conn, "SELECT language, SUM(words) AS n FROM page_languages "
                      "GROUP BY language ORDER BY n DESC, language")],
            "top_segments": [tuple(r) for r in conn.execute(
                "SELECT text, frequency FROM segments ORDER BY frequency DESC, text LIMIT ?",
                (top,))],
            "top_unrecognized": [tuple(r) for r in conn.execute(
                # words proper first: numbers and codes are unrecognized by definition
                "SELECT key, COUNT(*) AS n FROM unrecognized WHERE kind = 'alpha' GROUP BY key "
                "ORDER BY n DESC, key LIMIT ?", (top,))],
            # issue 17: the candidates the triage leaves (no names, acronyms, foreign words
            # or typos), distinct forms per triage tag, and per non-word kind
            "top_candidates": [tuple(r) for r in conn.execute(
                "SELECT key, COUNT(*) AS n FROM unrecognized WHERE kind = 'alpha' AND "
                "(triage IS NULL OR triage = 'plain candidate' OR triage LIKE 'guessed lemma:%') "
                "GROUP BY key ORDER BY n DESC, key LIMIT ?", (top,))],
            "triage": [tuple(r) for r in conn.execute(
                "SELECT CASE WHEN instr(triage, ':') > 0 THEN substr(triage, 1, "
                "instr(triage, ':') - 1) ELSE triage END AS tag, COUNT(DISTINCT key) AS n "
                "FROM unrecognized WHERE triage IS NOT NULL GROUP BY tag ORDER BY n DESC, tag")],
            "non_words": [tuple(r) for r in conn.execute(
                f"SELECT kind, COUNT(*) AS n FROM words WHERE kind IN "
                f"({', '.join('?' * len(NON_WORDS))}) GROUP BY kind ORDER BY n DESC, kind",
                sorted(NON_WORDS))],
        }
    finally:
        if own:
            conn.close()


def comparable_content(path: Path, skip_columns: Iterable[str] = ()
                       ) -> dict[str, list[tuple]]:
    """Every table of a results file but ``run_info``, rows sorted, for comparing two runs.

    Timestamp columns (``*_at``) and ``skip_columns`` are left out; ``min_segment_frequency``
    (from ``run_info``) is kept as a table of its own; compressed columns are compared as
    the text they hold (how it is compressed is no difference). Two analyses of the same
    input that give the same content here are the same for every reader (tests and
    bench/scale.py).
    """
    skip = set(skip_columns)
    compressed = {(t.name, c.name) for t in TABLES for c in t.columns if c.compressed}
    db = open_readonly(path)
    register_inflate(db)
    try:
        tables = [t for (t,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'run_info' "
            "AND name NOT LIKE 'sqlite%'")]
        content = {}
        for table in tables:
            listed = ", ".join(
                f"inflate([{c[1]}])" if (table, c[1]) in compressed else f"[{c[1]}]"
                for c in db.execute(f"PRAGMA table_info([{table}])")
                if not c[1].endswith("_at") and c[1] not in skip)
            content[table] = db.execute(
                f"SELECT {listed} FROM [{table}] ORDER BY {listed}").fetchall()
        content["min_segment_frequency"] = db.execute(
            "SELECT value FROM run_info WHERE key = 'min_segment_frequency'").fetchall()
    finally:
        db.close()
    return content


def _optional(conn: sqlite3.Connection, sql: str) -> int:
    """A count from a table that older results files lack (0 when it is missing)."""
    try:
        return conn.execute(sql).fetchone()[0]
    except sqlite3.OperationalError:
        return 0


def _optional_rows(conn: sqlite3.Connection, sql: str) -> list[sqlite3.Row]:
    """Rows from a table that older results files lack (none when it is missing)."""
    try:
        return conn.execute(sql).fetchall()
    except sqlite3.OperationalError:
        return []
