"""Comparing two runs: words and neologism candidates gained and lost, frequency changes.

The paper dates every run so that a site can be followed over time; this answers "what is
new since the last run". Both files are read in one connection (``ATTACH``), and the joins
use the unique index on ``words(form)`` each run gets when it closes (a run still being
written has none yet, and SQLite builds a temporary one). Whichever run is opened first, the two
are compared in the order they were made (:func:`in_run_order`), so *gained* means gained
over time.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from daweb.results import ResultsError, open_results
from daweb.runfolder import read_run_json

#: The date a run folder's name ends with (``<title>_YYYY-MM-DD_HH-MM-SS[-n]``, local time).
FOLDER_DATE = re.compile(r"_(\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2})(?:-\d+)?$")


@dataclass(frozen=True)
class RunRef:
    """A run's results file and when the run was made (None when nothing says)."""

    results: Path
    date: datetime | None


def _parse_date(text: object) -> datetime | None:
    """An ISO 8601 date (a naive one is taken as local time), or None."""
    if not isinstance(text, str):
        return None
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        return None
    return value if value.tzinfo else value.astimezone()


def run_date(results: Path) -> datetime | None:
    """When the run of ``results`` was made: ``created_at`` in its ``run_info``, else
    ``started_at`` in its ``run.json``, else the date its folder's name ends with."""
    results = Path(results)
    try:
        conn = open_results(results)
        try:
            row = conn.execute("SELECT value FROM run_info WHERE key = 'created_at'").fetchone()
        finally:
            conn.close()
    except (ResultsError, sqlite3.Error):  # unreadable: the other sources may still say
        row = None
    date = _parse_date(row[0] if row else None) or _parse_date(
        read_run_json(results.parent).get("started_at"))
    if date is None and (match := FOLDER_DATE.search(results.parent.name)):
        date = datetime.strptime(match[1], "%Y-%m-%d_%H-%M-%S").astimezone()
    return date


def in_run_order(first: Path, second: Path) -> tuple[RunRef, RunRef]:
    """The two results files, the earlier run first; as given when a date is missing or
    both are the same."""
    one, two = RunRef(Path(first), run_date(first)), RunRef(Path(second), run_date(second))
    if one.date and two.date and two.date < one.date:
        return two, one
    return one, two


def compare_runs(before: Path, after: Path, limit: int = 10000) -> dict[str, list[Any]]:
    """What changed from the run ``before`` to the run ``after`` (their results files).

    ``words_gained``/``words_lost``: (form, frequency) of forms in one run only;
    ``candidates_gained``/``candidates_lost``: the same for unrecognized alphabetic forms
    (the neologism candidates); ``changes``: (form, before, after, after − before) of forms
    in both runs whose frequency changed, largest change first. Each list is cut at
    ``limit`` rows, most frequent first.
    """
    conn = open_results(Path(before))
    try:
        conn.row_factory = None
        conn.execute("ATTACH DATABASE ? AS b",
                     (f"{Path(after).absolute().as_uri()}?mode=ro",))

        def rows(sql: str) -> list[tuple[Any, ...]]:
            return [tuple(r) for r in conn.execute(sql, (limit,))]

        gained = ("SELECT n.form, n.frequency FROM b.words n WHERE {cond} AND NOT EXISTS "
                  "(SELECT 1 FROM main.words o WHERE o.form = n.form{also}) "
                  "ORDER BY n.frequency DESC, n.form LIMIT ?")
        lost = ("SELECT o.form, o.frequency FROM main.words o WHERE {cond} AND NOT EXISTS "
                "(SELECT 1 FROM b.words n WHERE n.form = o.form{also}) "
                "ORDER BY o.frequency DESC, o.form LIMIT ?")
        candidate = "{t}.recognized = 0 AND {t}.kind = 'alpha'"
        return {
            "words_gained": rows(gained.format(cond="1", also="")),
            "words_lost": rows(lost.format(cond="1", also="")),
            "candidates_gained": rows(gained.format(
                cond=candidate.format(t="n"), also=" AND " + candidate.format(t="o"))),
            "candidates_lost": rows(lost.format(
                cond=candidate.format(t="o"), also=" AND " + candidate.format(t="n"))),
            "changes": rows(
                "SELECT o.form, o.frequency, n.frequency, n.frequency - o.frequency AS d "
                "FROM main.words o JOIN b.words n ON n.form = o.form "
                "WHERE n.frequency != o.frequency ORDER BY ABS(d) DESC, o.form LIMIT ?"),
        }
    finally:
        conn.close()
