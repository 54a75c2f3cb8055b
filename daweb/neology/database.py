"""The neology database of a project: every candidate form across the project's runs.

One plain SQLite file beside the project's run folders, ``<runs dir>/<title-slug>.neology.sqlite``
(docs/neology.md documents every table). It holds two kinds of data:

* **followed data**, derived from the run folders and rebuildable from them
  (:func:`rebuild`): the runs, and per candidate form and run its frequency, pages,
  frequency per million words, whether the run recognized it, its tags, the sites it occurs
  on and a few dated contexts with their addresses;
* **review data**, which nothing derives: the decisions (``decisions``) and their log
  (``review_log``, for undo) — :mod:`daweb.neology.review`. A rebuild or a new run never
  touches them, so a decision survives re-runs and re-analyses.

A candidate is a form some run listed as unrecognized (``kind`` alpha or alnum: numbers,
addresses and codes are not words). Once a candidate, its frequency is followed in every run
that has it, recognized or not — a word the review taught the recognizer keeps its curve.
A re-analysis (``daweb reanalyze``) stands in for the run it re-analyzed: same date, the
newer results.

Multiword candidates are listed apart (``multiword``): the frequent segments of a run that
no earlier run of the project has, whose words the run all recognized and that neither
start nor end with a stopword (*inteligencia artificial generativa*).

The runs' results are read through :func:`daweb.store.reading.open_results` and
:func:`daweb.store.reading.summary`; tag columns are read generically (every column of
``unrecognized`` and ``words`` that is not an occurrence's place, text or count), so tags a
newer analyzer writes flow in without a change here.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from daweb.errors import StorageError
from daweb.freshness import earlier_runs
from daweb.runfolder import RESULTS, read_run_json, run_status, slugify
from daweb.store.reading import ResultsError, open_results, run_size
from daweb.store.schema import NEOLOGY_DDL, NEOLOGY_SCHEMA

#: Contexts kept per candidate and run (the first ones of the run, in page order).
CONTEXTS_PER_RUN = 3
#: Word kinds that can be candidates (the word selector's; ``other`` = numbers, URLs…).
CANDIDATE_KINDS = ("alpha", "alnum")
#: ``run.json`` key naming the run a re-analysis was made from (daweb/reanalyze.py).
DERIVED_FROM = "derived_from"
#: Columns of the results' ``unrecognized`` / ``words`` that are no tag: an occurrence's
#: place and text, a form's identity, analyses and counts. Every other column is a tag.
NOT_TAGS = frozenset({"id", "page", "word", "form", "key", "offset", "left_context",
                      "right_context", "sentence_start", "code", "lemmas", "categories",
                      "analyses", "frequency", "pages", "recognized"})

#: A candidate's tags as stored (one encoder: json.dumps with options makes one per call).
_tags_json = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode

#: The followed (derived) tables: emptied by a rebuild.
FOLLOWED = ("runs", "candidates", "frequencies", "sites", "contexts", "multiword")


class NeologyError(StorageError):
    """The neology database cannot be used; the message names the file and what to do."""


@dataclass(frozen=True, slots=True)
class RunRef:
    """A run as the database follows it: ``run`` names the original run (a re-analysis
    stands in for it), ``folder`` is the run folder whose results are read."""

    run: str
    folder: Path
    started_at: str  # UTC, ISO 8601
    status: str

    @property
    def date(self) -> str:
        """The run's date (UTC), YYYY-MM-DD."""
        return self.started_at[:10]


def database_path(runs_dir: Path, title: str) -> Path:
    """Where the neology database of the project ``title`` lives in ``runs_dir``."""
    return Path(runs_dir) / f"{slugify(title)}.neology.sqlite"


@contextmanager
def connect(path: Path) -> Iterator[sqlite3.Connection]:
    """The neology database at ``path``, created if needed (rows as :class:`sqlite3.Row`);
    committed when the block ends without an exception."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, timeout=30)
        db.row_factory = sqlite3.Row
        db.execute("PRAGMA journal_mode = WAL")  # the app reads while a run's end writes
        db.executescript(NEOLOGY_DDL)
        db.execute("INSERT OR IGNORE INTO info VALUES ('neology_schema', ?)",
                   (str(NEOLOGY_SCHEMA),))
    except (sqlite3.Error, OSError) as exc:
        raise NeologyError(f"{path}: cannot open the neology database ({exc}); check that "
                           "the runs folder is writable") from None
    try:
        with db:
            yield db
    except sqlite3.Error as exc:
        raise NeologyError(f"{path}: {exc}") from None
    finally:
        db.close()


# =============================================================================================
# The project's runs
# =============================================================================================


def project_runs(runs_dir: Path, title: str, ending: tuple[Path, str] | None = None
                 ) -> list[RunRef]:
    """The runs of ``title`` to follow, oldest first: one per original run (its latest
    re-analysis standing in for it); runs still going are left out, but ``ending``: the
    folder of a run that is ending and the status it ends with (its run.json still says
    it is running)."""
    chosen: dict[str, RunRef] = {}
    for folder in earlier_runs(Path(runs_dir), title).folders:
        info = read_run_json(folder)
        status = run_status(info)
        if ending is not None and folder.resolve() == Path(ending[0]).resolve():
            status = ending[1]
        if status == "running":
            continue  # another run still writing: it is added when it ends
        source = Path(info[DERIVED_FROM]) if info.get(DERIVED_FROM) else None
        original = source.name if source is not None else folder.name
        origin_info = read_run_json(source) if source is not None else info
        started = _utc(origin_info.get("started_at") or info.get("started_at", ""))
        chosen[original] = RunRef(original, folder, started, status)  # later folders win
    return sorted(chosen.values(), key=lambda ref: (ref.started_at, ref.run))


def _utc(stamp: str) -> str:
    """An ISO 8601 time with offset as UTC (``2026-11-26T08:00:00Z``); "" stays ""."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return ""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# =============================================================================================
# Updating
# =============================================================================================


def record_run(runs_dir: Path, title: str, run_dir: Path, language: str = "es",
               status: str | None = None,
               unstored: Mapping[str, Mapping[str, str]] | None = None) -> int:
    """Add a finished run (or a re-analysis) to its project's neology database.

    Called where a run ends (daweb/run/engine.py); ``language`` is the project's (its
    stopwords bound multiword candidates); ``status``: the status the run ends with, for a
    run that records itself before its run.json says so (recording it again replaces it);
    ``unstored``: tags of the run's unrecognized forms that its results file may not hold
    yet, by column (``triage``: key -> tag): a run's end records the run while its triage is
    being stored. Returns the number of candidates the run has.
    """
    ending = (Path(run_dir), status) if status is not None else None
    refs = {ref.folder.resolve(): ref for ref in project_runs(runs_dir, title, ending)}
    ref = refs.get(Path(run_dir).resolve())
    if ref is None:
        return 0  # a run of another title, or one with no results to read
    with connect(database_path(runs_dir, title)) as db:
        return _add_run(db, ref, language, unstored)


def rebuild(runs_dir: Path, title: str, language: str = "es") -> int:
    """Recompute the followed tables of a project's database from its run folders (review
    decisions and their log are kept). Returns the number of runs read."""
    refs = project_runs(runs_dir, title)
    with connect(database_path(runs_dir, title)) as db:
        for table in FOLLOWED:
            db.execute(f"DELETE FROM {table}")
        for ref in refs:
            _add_run(db, ref, language)
    return len(refs)


def _add_run(db: sqlite3.Connection, ref: RunRef, language: str,
             unstored: Mapping[str, Mapping[str, str]] | None = None) -> int:
    """Read one run into the database: its candidates (with the ``unstored`` tags of
    :func:`record_run`), and the forms it makes candidates for the first time followed
    back through the runs already in the database."""
    for table in ("frequencies", "sites", "contexts", "multiword"):
        db.execute(f"DELETE FROM {table} WHERE run = ?", (ref.run,))  # a re-analysis
    known = {row[0] for row in db.execute("SELECT form FROM candidates UNION "
                                          "SELECT form FROM decisions")}
    try:
        conn = open_results(ref.folder / RESULTS)
    except ResultsError:
        return 0  # a run killed before its results file was readable: nothing to follow
    with closing(conn):
        pages, tokens = run_size(conn)  # not summary(): its other counts read whole tables
        db.execute("INSERT OR REPLACE INTO runs VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (ref.run, str(ref.folder), ref.started_at, ref.date, ref.status,
                    pages, tokens))
        unrecognized, contexts = _candidates(conn, ref, unstored or {})
        forms = known | set(unrecognized)
        _write_frequencies(db, ref, conn, forms, tokens, unrecognized)
        db.executemany("INSERT INTO contexts VALUES (?, ?, ?, ?, ?, ?, ?, ?)", contexts)
        _write_multiword(db, ref, conn, tokens, language)
    new = set(unrecognized) - known
    if new:
        _follow_back(db, ref, new)
    _refresh_candidates(db)
    return len(unrecognized)


def _follow_back(db: sqlite3.Connection, current: RunRef, forms: set[str]) -> None:
    """The frequencies of new candidates in the other runs already followed."""
    others = [RunRef(row["run"], Path(row["folder"]), row["started_at"], row["status"])
              for row in db.execute("SELECT * FROM runs WHERE run != ?", (current.run,))]
    for ref in others:
        try:
            conn = open_results(ref.folder / RESULTS)
        except ResultsError:
            continue  # a run folder removed since: its rows stay as they were
        with closing(conn):
            tokens = db.execute("SELECT tokens FROM runs WHERE run = ?",
                                (ref.run,)).fetchone()[0]
            _write_frequencies(db, ref, conn, forms, tokens, {})


def _tag_columns(conn: sqlite3.Connection, table: str) -> list[str]:
    """The tag columns of a results table (see NOT_TAGS)."""
    return [row[1] for row in conn.execute(f"PRAGMA table_info({table})")
            if row[1] not in NOT_TAGS]


def _candidates(conn: sqlite3.Connection, ref: RunRef,
                unstored: Mapping[str, Mapping[str, str]]
                ) -> tuple[dict[str, dict[str, Any]], list[tuple[Any, ...]]]:
    """The run's candidate forms with the tags of their first occurrence (a tag column of
    ``unstored`` taken from there for the keys it has), and the rows of ``contexts``: the
    first CONTEXTS_PER_RUN occurrences of each candidate, dated by the day its page was
    fetched, with the page's address.

    One scan of the occurrences in the run's order serves both (a window over the
    occurrences, partitioned by form, sorted them all again: ~0.04 s of the ~0.27 of a
    320-page run's end, issue 21)."""
    tags = _tag_columns(conn, "unrecognized")
    listed = "".join(f", [{name}]" for name in tags)
    found: dict[str, dict[str, Any]] = {}
    seen: dict[str, int] = {}  # occurrences of each form so far, any kind
    early = []  # the first CONTEXTS_PER_RUN occurrences of each form
    for key, kind, form, left, right, page, *values in conn.execute(
            f"SELECT key, kind, form, left_context, right_context, page{listed} "
            "FROM unrecognized ORDER BY id"):
        nth = seen.get(key, 0)
        if nth < CONTEXTS_PER_RUN:
            seen[key] = nth + 1
            early.append((key, form, left, right, page))
        if kind in CANDIDATE_KINDS and key not in found:
            found[key] = first = {name: value for name, value in zip(tags, values, strict=True)
                                  if value is not None}
            for name, given in unstored.items():
                if key in given and name in tags:
                    first[name] = given[key]
    pages = {page: (final_url or url, (fetched_at or ref.started_at)[:10])
             for page, final_url, url, fetched_at in conn.execute(
                 "SELECT id, final_url, url, fetched_at FROM pages")}
    contexts = []
    for key, form, left, right, page in early:
        where = pages.get(page)
        if key in found and where is not None:
            contexts.append((key, ref.run, where[1], where[0], page, left or "", form,
                             right or ""))
    return found, contexts


def _write_frequencies(db: sqlite3.Connection, ref: RunRef, conn: sqlite3.Connection,
                       forms: set[str], tokens: int,
                       unrecognized: dict[str, dict[str, Any]]) -> None:
    """Frequency, pages, per million, recognition, tags and sites of ``forms`` in a run."""
    word_tags = _tag_columns(conn, "words")
    listed = "".join(f", [{name}]" for name in word_tags)
    conn.execute("CREATE TEMP TABLE IF NOT EXISTS followed (code INTEGER PRIMARY KEY)")
    conn.execute("DELETE FROM temp.followed")
    rows = []
    codes = {}
    # Only the followed forms cross into Python (a few thousand of a run's ~20,000 words).
    for row in conn.execute(f"SELECT code, form, frequency, pages, recognized{listed} "
                            "FROM words WHERE frequency > 0 AND form IN "
                            "(SELECT value FROM json_each(?)) ORDER BY code",
                            (json.dumps(sorted(forms), ensure_ascii=False),)):
        codes[row["code"]] = row["form"]
        tags = {name: row[name] for name in word_tags if row[name] is not None}
        tags.update(unrecognized.get(row["form"], {}))
        per_million = row["frequency"] * 1e6 / tokens if tokens else 0.0
        rows.append((row["form"], ref.run, row["frequency"], row["pages"],
                     round(per_million, 3), row["recognized"], _tags_json(tags)))
    db.executemany("INSERT OR REPLACE INTO frequencies VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    conn.executemany("INSERT INTO temp.followed VALUES (?)", ((code,) for code in codes))
    db.executemany(
        "INSERT OR REPLACE INTO sites VALUES (?, ?, ?, ?)",
        ((codes[code], ref.run, site or "", frequency) for code, site, frequency in conn.execute(
            "SELECT pw.word, p.start_url, SUM(pw.frequency) FROM page_words pw "
            "JOIN pages p ON p.id = pw.page WHERE pw.word IN (SELECT code FROM temp.followed) "
            "GROUP BY pw.word, p.start_url")))


def _write_multiword(db: sqlite3.Connection, ref: RunRef, conn: sqlite3.Connection,
                     tokens: int, language: str) -> None:
    """The run's multiword candidates (module doc); none on a project's first run, in which
    every segment is new."""
    earlier = [Path(row["folder"]) for row in db.execute(
        "SELECT folder FROM runs WHERE started_at < ? OR (started_at = ? AND run < ?)",
        (ref.started_at, ref.started_at, ref.run))]
    if not earlier:
        return
    from analyzers.lists import bundled_stopwords

    stopwords = bundled_stopwords(language).forms
    known = {form for (form,) in conn.execute("SELECT form FROM words WHERE recognized = 1")}
    fresh = {}
    for text, length, frequency, pages in conn.execute(
            "SELECT text, length, frequency, pages FROM segments"):
        words = text.split()
        if words[0] not in stopwords and words[-1] not in stopwords \
                and all(word in known for word in words):
            fresh[text] = (length, frequency, pages)
    for folder in earlier:
        if not fresh:
            break
        try:
            other = open_results(folder / RESULTS)
        except ResultsError:
            continue
        with closing(other):
            other.execute("CREATE TEMP TABLE fresh (text TEXT PRIMARY KEY)")
            other.executemany("INSERT INTO temp.fresh VALUES (?)", ((t,) for t in fresh))
            for (text,) in other.execute(
                    "SELECT text FROM segments WHERE text IN (SELECT text FROM temp.fresh)"):
                del fresh[text]
    db.executemany("INSERT INTO multiword VALUES (?, ?, ?, ?, ?, ?)",
                   ((text, ref.run, length, frequency, pages,
                     round(frequency * 1e6 / tokens, 3) if tokens else 0.0)
                    for text, (length, frequency, pages) in fresh.items()))


def _refresh_candidates(db: sqlite3.Connection) -> None:
    """Recompute each candidate's summary (first and last attestation, runs, total, latest
    tags) from the per-run rows, in one ordered pass (a self-join of the rows was
    quadratic: 1.2 s for 2,700 candidates)."""
    rows = db.execute("""
        SELECT f.form, f.run, r.date, f.frequency, f.tags FROM frequencies f
        JOIN runs r ON r.run = f.run
        WHERE f.form IN (SELECT form FROM contexts UNION SELECT form FROM decisions)
        ORDER BY f.form, r.started_at, r.run""").fetchall()
    summaries: dict[str, list[Any]] = {}
    for form, run, day, frequency, tags in rows:
        found = summaries.get(form)
        if found is None:
            summaries[form] = [form, None, run, day, run, day, 1, frequency, tags]
        else:
            found[4:9] = [run, day, found[6] + 1, found[7] + frequency, tags]
    for summary_row in summaries.values():
        summary_row[1] = json.loads(summary_row[8] or "{}").get("kind")
    db.execute("DELETE FROM candidates")
    db.executemany("INSERT INTO candidates VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   summaries.values())


def followed_runs(db: sqlite3.Connection) -> list[sqlite3.Row]:
    """The runs in the database, oldest first."""
    return db.execute("SELECT * FROM runs ORDER BY started_at, run").fetchall()
