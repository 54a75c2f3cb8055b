"""Comparing two runs: words and neologism candidates gained and lost, frequency changes.

The paper dates every run so that a site can be followed over time; this answers "what is
new since the last run". Both files are read in one connection (``ATTACH``), and the joins
use the unique index on ``words(form)`` of each run.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from daweb.results import open_results


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
    except sqlite3.Error:
        raise
    finally:
        conn.close()
