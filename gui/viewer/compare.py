"""Comparing two runs: words and neologism candidates gained and lost, frequency changes.

The paper dates every run so that a site can be followed over time; this answers "what is
new since the last run", and how much more or less frequent each word became: per million
words of each run (runs differ in size) and with the log-likelihood of the difference
(:func:`daweb.keyness.log_likelihood`; docs/viewer.md). Both files are read in one
connection (``ATTACH``),
and the joins use the unique index on ``words(form)`` each run gets when it closes (a run
still being written has none yet, and SQLite builds a temporary one). Whichever run is
opened first, the two are compared in the order they were made (:func:`in_run_order`), so
*gained* means gained over time.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from daweb.keyness import log_likelihood
from daweb.runfolder import read_run_json
from daweb.store.connection import readonly_uri
from daweb.store.reading import ResultsError, open_results
from daweb.store.schema import COMPARISON_DDL

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


#: The comparison's sections: a condition on the ``comparison`` table each.
SECTIONS: dict[str, str] = {
    "words_gained": "before = 0",
    "words_lost": "after = 0",
    "candidates_gained": "candidate_after AND NOT candidate_before",
    "candidates_lost": "candidate_before AND NOT candidate_after",
    "changes": "before > 0 AND after > 0 AND before != after",
    "all": "1",
}
#: Critical values of the log-likelihood (χ², one degree of freedom) and their p.
LL_CRITICAL = ((15.13, 0.0001), (10.83, 0.001), (6.63, 0.01), (3.84, 0.05))


@dataclass
class Comparison:
    """Two runs compared word by word, in an in-memory database of its own.

    Its table ``comparison`` has one row per form in either run: ``form``, ``before`` and
    ``after`` (frequencies, 0 when absent), both per million words of its run
    (``before_pm``, ``after_pm``), ``difference`` (after − before, per million), ``ll``
    (:func:`log_likelihood`), ``candidate_before``/``candidate_after`` (an unrecognized
    alphabetic form, a neologism candidate, in that run) and ``triage`` (the candidate's
    triage tag, from the later run if it has one). Nothing is cut: the viewer pages
    through it like any table. ``comparison[section]`` lists a section (:data:`SECTIONS`)
    as ``(form, frequency)``, or ``(form, before, after, after − before)`` for changes,
    most frequent first.
    """

    conn: sqlite3.Connection
    before_words: int
    after_words: int

    def count(self, section: str) -> int:
        """Rows of a section."""
        return int(self.conn.execute(
            f"SELECT COUNT(*) FROM comparison WHERE {SECTIONS[section]}").fetchone()[0])

    def __getitem__(self, section: str) -> list[tuple[Any, ...]]:
        if section == "changes":
            sql = ("SELECT form, before, after, after - before FROM comparison WHERE {0} "
                   "ORDER BY ABS(after - before) DESC, form")
        else:
            column = "before" if section.endswith("_lost") else "after"
            sql = f"SELECT form, {column} FROM comparison WHERE {{0}} ORDER BY {column} DESC, form"
        return [tuple(r) for r in self.conn.execute(sql.format(SECTIONS[section]))]


def compare_runs(before: Path, after: Path) -> Comparison:
    """Compare the run ``before`` with the run ``after`` (their results files).

    Both files are attached read-only to an in-memory database, the comparison is
    written there in two INSERTs (the joins use each run's unique ``words(form)`` index) and
    the files are detached again: the result outlives neither file's changes nor holds them
    open.
    """
    for path in (before, after):
        open_results(Path(path)).close()  # a clear ResultsError for a file that is no run
    # A private in-memory database; uri=True lets ATTACH open the runs read-only by URI.
    conn = sqlite3.connect(":memory:", uri=True, check_same_thread=False)
    conn.create_function("log_likelihood", 4, log_likelihood, deterministic=True)
    for name, path in (("a", before), ("b", after)):
        conn.execute(f"ATTACH DATABASE ? AS {name}",
                     (readonly_uri(path),))
    words = [int(conn.execute(f"SELECT COALESCE(SUM(frequency), 0) FROM {name}.words")
                 .fetchone()[0]) for name in ("a", "b")]
    conn.execute(COMPARISON_DDL)
    candidate = "({t}.recognized = 0 AND {t}.kind = 'alpha')"
    # Looked up for candidates only: a correlated look-up per word doubled the time.
    triage = ("CASE WHEN {t}.recognized = 0 THEN (SELECT triage FROM {run}.unrecognized u "
              "WHERE u.key = {t}.form LIMIT 1) END")
    figures = ("ROUND({f1} * 1e6 / :n1, 2), ROUND({f2} * 1e6 / :n2, 2), "
               "ROUND({f2} * 1e6 / :n2 - {f1} * 1e6 / :n1, 2), "
               "ROUND(log_likelihood({f1}, {f2}, :n1, :n2), 2)")
    params = {"n1": max(1, words[0]), "n2": max(1, words[1])}
    with conn:
        f1, f2 = "o.frequency", "COALESCE(n.frequency, 0)"
        conn.execute(
            f"INSERT INTO comparison SELECT o.form, {f1}, {f2}, "
            f"{figures.format(f1=f1, f2=f2)}, {candidate.format(t='o')}, "
            f"COALESCE({candidate.format(t='n')}, 0), "
            f"COALESCE({triage.format(run='b', t='n')}, {triage.format(run='a', t='o')}) "
            "FROM a.words o LEFT JOIN b.words n ON n.form = o.form", params)
        f1, f2 = "0", "n.frequency"
        conn.execute(
            f"INSERT INTO comparison SELECT n.form, {f1}, {f2}, "
            f"{figures.format(f1=f1, f2=f2)}, 0, {candidate.format(t='n')}, "
            f"{triage.format(run='b', t='n')} "
            "FROM b.words n WHERE NOT EXISTS (SELECT 1 FROM a.words o WHERE o.form = n.form)",
            params)
    conn.execute("DETACH DATABASE a")
    conn.execute("DETACH DATABASE b")
    return Comparison(conn, words[0], words[1])
