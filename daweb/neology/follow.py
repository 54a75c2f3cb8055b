"""Candidates over time: listings, dated curves, "new since", "rising", "gone quiet", counts
per run, and the exports (CSV, JSON lines) — read from the neology database.

Definitions (docs/neology.md):

* **new since DATE** — first attested (first run that has it) on DATE or later;
* **rising** — in the latest run, attested before it, and its frequency per million words in
  the latest run at least RISING_RATIO times its mean over the earlier runs since its first
  attestation (runs without it count 0);
* **gone quiet** — attested earlier but absent from each of the latest QUIET_RUNS runs.
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections.abc import Iterable
from typing import Any, TextIO

from daweb.neology import ACCEPTED, LISTS, PENDING, REJECTED
from daweb.neology.database import followed_runs

#: How much higher (per million words) the latest run must have a word to call it rising.
RISING_RATIO = 2.0
#: A word absent from this many latest runs has gone quiet.
QUIET_RUNS = 2
#: Contexts a listing shows per candidate (the latest ones).
CONTEXTS_SHOWN = 3
#: Columns of the CSV export and the table format, in order.
COLUMNS = ("form", "status", "type", "reason", "note", "first_date", "first_run",
           "last_date", "runs", "frequency", "per_million", "sites", "tags", "contexts")


def candidates(db: sqlite3.Connection, *, status: str = "", since: str = "",
               which: str = "all", tags: dict[str, str] | None = None,
               type_: str = "") -> list[dict[str, Any]]:
    """The candidates, most frequent first, with their decision, latest frequency per million,
    sites, tags and latest contexts.

    ``status``: pending, accepted, rejected, or ``reviewed`` (accepted or rejected);
    ``since``: first attested on that date (YYYY-MM-DD) or later; ``which``: one of LISTS;
    ``tags``: tag name → text the tag must start with; ``type_``: a type or a reason.
    """
    rows = db.execute("""
        SELECT c.*, COALESCE(d.status, 'pending') AS status, COALESCE(d.type, '') AS type,
               COALESCE(d.reason, '') AS reason, COALESCE(d.note, '') AS note
        FROM candidates c LEFT JOIN decisions d USING (form)
        ORDER BY c.frequency DESC, c.form""").fetchall()
    keep = _list_filter(db, which)
    out = []
    for row in rows:
        item = dict(row)
        item["tags"] = json.loads(row["tags"] or "{}")
        if status and not _status_matches(item["status"], status):
            continue
        if since and (row["first_date"] or "") < since:
            continue
        if keep is not None and row["form"] not in keep:
            continue
        if type_ and type_ not in (item["type"], item["reason"]):
            continue
        if tags and not all(str(item["tags"].get(name, "")).startswith(value)
                            for name, value in tags.items()):
            continue
        out.append(item)
    _add_details(db, out)
    return out


def _status_matches(status: str, wanted: str) -> bool:
    return status in (ACCEPTED, REJECTED) if wanted == "reviewed" else status == wanted


def _add_details(db: sqlite3.Connection, items: list[dict[str, Any]]) -> None:
    """Latest frequency per million, sites and latest contexts of each listed candidate
    (three queries for the whole list: a listing is redrawn after every review key)."""
    latest = db.execute("SELECT run FROM runs ORDER BY started_at DESC, run DESC LIMIT 1"
                        ).fetchone()
    per_million = dict(db.execute("SELECT form, per_million FROM frequencies WHERE run = ?",
                                  (latest[0] if latest else "",)))
    sites: dict[str, list[str]] = {}
    for form, site in db.execute("SELECT form, site FROM sites GROUP BY form, site "
                                 "ORDER BY form, SUM(frequency) DESC, site"):
        sites.setdefault(form, []).append(site)
    contexts: dict[str, list[dict[str, Any]]] = {}
    for row in db.execute("""
            SELECT * FROM (
                SELECT c.form, c.run, c.date, c.url, c.left_context, c.written,
                       c.right_context, ROW_NUMBER() OVER (
                           PARTITION BY c.form ORDER BY r.started_at DESC, c.rowid) AS n
                FROM contexts c JOIN runs r USING (run))
            WHERE n <= ? ORDER BY form, n""", (CONTEXTS_SHOWN,)):
        contexts.setdefault(row["form"], []).append(
            {key: row[key] for key in ("run", "date", "url", "left_context", "written",
                                       "right_context")})
    for item in items:
        item["per_million"] = per_million.get(item["form"], 0.0)
        item["sites"] = sites.get(item["form"], [])
        item["contexts"] = contexts.get(item["form"], [])


def series(db: sqlite3.Connection, form: str) -> list[dict[str, Any]]:
    """The dated curve of ``form``: one point per followed run, oldest first (frequency 0
    where the run does not have it)."""
    return [dict(row) for row in db.execute("""
        SELECT r.run, r.date, r.tokens, COALESCE(f.frequency, 0) AS frequency,
               COALESCE(f.pages, 0) AS pages, COALESCE(f.per_million, 0.0) AS per_million,
               COALESCE(f.recognized, 0) AS recognized
        FROM runs r LEFT JOIN frequencies f ON f.run = r.run AND f.form = ?
        ORDER BY r.started_at, r.run""", (form,))]


def _list_filter(db: sqlite3.Connection, which: str) -> set[str] | None:
    """The forms of a list (None for ``all`` and ``new``, which filter by date)."""
    if which in ("all", "new"):
        return None
    runs = [row["run"] for row in followed_runs(db)]
    if which == "rising":
        return set(rising(db, runs))
    if which == "quiet":
        return set(gone_quiet(db, runs))
    raise ValueError(f"unknown list {which!r}; use one of: {', '.join(LISTS)}")


def rising(db: sqlite3.Connection, runs: list[str]) -> list[str]:
    """The rising candidates (module doc)."""
    if len(runs) < 2:
        return []
    order = {run: n for n, run in enumerate(runs)}
    curves: dict[str, dict[int, float]] = {}
    for form, run, per_million in db.execute(
            "SELECT form, run, per_million FROM frequencies "
            "WHERE form IN (SELECT form FROM candidates)"):
        curves.setdefault(form, {})[order[run]] = per_million
    last = len(runs) - 1
    found = []
    for form, curve in curves.items():
        first = min(curve)
        if last not in curve or first == last:
            continue
        earlier = [curve.get(n, 0.0) for n in range(first, last)]
        if curve[last] >= RISING_RATIO * (sum(earlier) / len(earlier)):
            found.append(form)
    return sorted(found)


def gone_quiet(db: sqlite3.Connection, runs: list[str]) -> list[str]:
    """The candidates gone quiet (module doc)."""
    if len(runs) <= QUIET_RUNS:
        return []
    recent = runs[-QUIET_RUNS:]
    marks = ", ".join("?" * len(recent))
    return [form for (form,) in db.execute(
        f"SELECT form FROM candidates WHERE form NOT IN "
        f"(SELECT form FROM frequencies WHERE run IN ({marks})) ORDER BY form", recent)]


def multiword(db: sqlite3.Connection, since: str = "") -> list[dict[str, Any]]:
    """The multiword candidates (daweb/neology/database.py), latest runs first, then most
    frequent; ``since``: first seen on that date or later."""
    return [dict(row) for row in db.execute("""
        SELECT m.segment, m.length, r.run, r.date, m.frequency, m.pages, m.per_million
        FROM multiword m JOIN runs r USING (run) WHERE r.date >= ?
        ORDER BY r.started_at DESC, m.frequency DESC, m.segment""", (since,))]


def counts_per_run(db: sqlite3.Connection) -> list[dict[str, Any]]:
    """Per run (oldest first): candidates it has by review status, and by type or reason."""
    out = []
    for run in followed_runs(db):
        rows = db.execute("""
            SELECT COALESCE(d.status, 'pending') AS status,
                   COALESCE(NULLIF(d.type, ''), NULLIF(d.reason, ''), '') AS kind, COUNT(*)
            FROM frequencies f JOIN candidates c USING (form)
            LEFT JOIN decisions d USING (form)
            WHERE f.run = ? GROUP BY 1, 2""", (run["run"],)).fetchall()
        by_status = {status: 0 for status in (PENDING, ACCEPTED, REJECTED)}
        by_kind: dict[str, int] = {}
        for status, kind, count in rows:
            by_status[status] += count
            if kind:
                by_kind[kind] = by_kind.get(kind, 0) + count
        out.append({"run": run["run"], "date": run["date"], "tokens": run["tokens"],
                    **by_status, "by_type": by_kind})
    return out


# =============================================================================================
# Output
# =============================================================================================


def flat(item: dict[str, Any]) -> dict[str, str]:
    """A listed candidate as one row of text cells (CSV, the table format)."""
    contexts = " | ".join(f"{c['date']} {c['left_context']}[{c['written']}]"
                          f"{c['right_context']} <{c['url']}>" for c in item["contexts"])
    cells = dict(item, sites=" ".join(item["sites"]), contexts=contexts,
                 tags="; ".join(f"{k}={v}" for k, v in sorted(item["tags"].items())),
                 per_million=f"{item['per_million']:.1f}")
    return {column: str(cells.get(column, "") if cells.get(column) is not None else "")
            for column in COLUMNS}


def write_csv(items: Iterable[dict[str, Any]], stream: TextIO) -> None:
    """The candidates as CSV with a header row (contexts joined in one cell)."""
    writer = csv.DictWriter(stream, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(flat(item) for item in items)


def write_jsonl(db: sqlite3.Connection, items: Iterable[dict[str, Any]], stream: TextIO
                ) -> None:
    """The candidates as JSON lines: every field, contexts and the dated curve."""
    for item in items:
        record = dict(item, series=[{k: point[k] for k in ("run", "date", "frequency",
                                                           "per_million")}
                                    for point in series(db, item["form"])])
        stream.write(json.dumps(record, ensure_ascii=False) + "\n")


def write_table(items: list[dict[str, Any]], stream: TextIO) -> None:
    """The candidates as an aligned text table (no contexts: use csv or jsonl for them);
    ``type`` shows an accepted word's type or a rejected one's reason."""
    columns = ("form", "status", "type", "first_date", "last_date", "runs", "frequency",
               "per_million", "tags")
    rows = []
    for item in items:
        cells = flat(item)
        cells["type"] = item["type"] or item["reason"]
        rows.append([cells[column] for column in columns])
    widths = [max([len(column)] + [len(row[n]) for row in rows])
              for n, column in enumerate(columns)]
    for row in [list(columns), *rows]:
        stream.write("  ".join(cell.ljust(width)
                               for cell, width in zip(row, widths, strict=True)).rstrip() + "\n")
