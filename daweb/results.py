"""The results database of a run (DAWeb paper §2.2.5, figure 8, made relational).

One plain SQLite file per run, ``results.sqlite``, documented table by table in
``docs/results.md``. The paper delivers results *incrementally* so that an abrupt stop
loses nothing already analyzed: :class:`ResultsWriter` writes each analyzed document in
ONE transaction (WAL mode), so after a ``kill -9`` the file holds every document analyzed
before it. Per-page tables (``pages``, ``page_words``, ``unrecognized``, ``page_segments``,
``profiles``, ``vocabulary``) are the record; run-level tables (``words`` totals,
``segments``, ``lemmas``) are derived from them by :meth:`ResultsWriter.refresh_run_tables`
or :func:`rebuild_run_tables`, so they can always be rebuilt.

Segments are the bulk of a page (~2,000 distinct n-grams per 900 words, most never
frequent in the run): ``page_segments`` gets the rows of a segment only once its run count
reaches the run minimum; until then its postings wait in bounded memory (docs/results.md
says exactly what survives pruning and a crash).

Schema creation uses sqlite-utils; the per-page hot path uses plain ``sqlite3`` with
``executemany`` (see docs/results.md, "Writing speed", and bench/results.py).
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, is_dataclass
from datetime import UTC, datetime
from enum import Enum
from itertools import compress, filterfalse, repeat
from operator import add, ge, gt, is_, itemgetter, not_
from pathlib import Path
from typing import Any, NamedTuple

import orjson
import sqlite_utils

from analyzers.document import NON_WORDS, DocumentResult
from analyzers.duplicates import Duplicate
from daweb.collocation_results import CooccurrenceOptions, CooccurrenceTotals

#: Bump when the results layout changes; stored in run_info as ``results_schema``.
RESULTS_SCHEMA = 4

#: Incidents are committed at least this often (seconds) even when no page arrives.
INCIDENT_FLUSH_SECONDS = 1.0

#: Most segments the writer keeps pending in memory (below the run minimum frequency, not
#: yet written) before it prunes them; ~120 bytes each on real text (docs/results.md).
PENDING_SEGMENT_CAP = 500_000


class ResultsError(RuntimeError):
    """The results file cannot be created or written (read-only folder, full disk, …)."""


# =============================================================================================
# Schema
# =============================================================================================

_TABLES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("run_info", {"key": str, "value": str}, {"pk": "key"}),
    ("start_addresses", {"url": str, "output": str}, {"pk": "url"}),
    ("pages", {
        "id": int, "start_url": str, "url": str, "final_url": str, "title": str,
        "status": int, "charset": str, "content_type": str, "bytes": int,
        "fetched_at": str, "elapsed": float, "depth": int, "tokens": int, "types": int,
        "text_chars": int, "output": str, "analyzed_at": str,
        # The page's WARC record (daweb/archive.py): file relative to the run folder or
        # absolute, and byte offset. Absent in runs made before snapshots; NULL = none.
        "warc_file": str, "warc_offset": int,
    }, {"pk": "id", "not_null": {"url"}, "defaults": {"output": ""}}),
    ("words", {
        "code": int, "form": str, "kind": str, "lemmas": str, "categories": str,
        "analyses": str, "frequency": int, "pages": int, "recognized": int,
    }, {"pk": "code", "not_null": {"form"}, "defaults": {"frequency": 0, "pages": 0}}),
    # frequency (issue 18): the form's occurrences in the run read as (lemma, pos); rows at 0
    # are context-free readings no occurrence took. Absent in files before results_schema 4.
    ("word_lemmas", {"word": int, "lemma": str, "pos": str, "frequency": int},
     {"pk": ("word", "lemma", "pos"), "foreign_keys": [("word", "words", "code")],
      "defaults": {"frequency": 0}}),
    # A page's occurrences per form and reading (issue 18); word_lemmas.frequency sums them.
    ("page_readings", {"page": int, "word": int, "lemma": str, "pos": str, "frequency": int},
     {"pk": ("page", "word", "lemma", "pos"),
      "foreign_keys": [("page", "pages", "id"), ("word", "words", "code")]}),
    ("page_words", {"page": int, "word": int, "frequency": int},
     {"pk": ("page", "word"),
      "foreign_keys": [("page", "pages", "id"), ("word", "words", "code")]}),
    ("unrecognized", {
        "id": int, "page": int, "word": int, "form": str, "key": str, "kind": str,
        "offset": int, "left_context": str, "right_context": str, "sentence_start": int,
        "triage": str, "formation": str,  # formation: absent in files before issue 17
    }, {"pk": "id", "foreign_keys": [("page", "pages", "id"), ("word", "words", "code")]}),
    # A rowid table, rows in the order written: a segment's postings back-filled when it
    # reaches the run minimum are appended instead of being inserted into old pages' part
    # of a (page, segment) B-tree (measured 2x slower), and the incremental refresh reads
    # the rows written since the previous one by rowid. (page, segment) is unique: the
    # writer writes each pair once; the unique index is built by close().
    ("page_segments", {"page": int, "segment": str, "frequency": int},
     {"foreign_keys": [("page", "pages", "id")]}),
    ("segment_totals", {"text": str, "frequency": int, "pages": int}, {"pk": "text"}),
    ("segments", {"text": str, "length": int, "frequency": int, "pages": int},
     {"pk": "text"}),
    ("profiles", {"page": int, "part": int, "new_words": int, "total_words": int},
     {"pk": ("page", "part"), "foreign_keys": [("page", "pages", "id")]}),
    ("vocabulary", {"page": int, "tokens": int, "types": int},
     {"pk": "page", "foreign_keys": [("page", "pages", "id")]}),
    # guessed (issue 18): occurrences among frequency whose category is a guess (words no
    # source knows); absent in files before results_schema 4.
    ("lemmas", {"lemma": str, "pos": str, "frequency": int, "forms": int, "form_list": str,
                "guessed": int},
     {"pk": ("lemma", "pos"), "defaults": {"guessed": 0}}),
    ("incidents", {
        "id": int, "url": str, "start_url": str, "outcome": str, "cause": str,
        "status": int, "attempts": int, "bytes": int, "elapsed": float, "detail": str,
        "recorded_at": str,
    }, {"pk": "id"}),
    # Corpus building (docs/corpus.md): duplicates, feeds, re-runs. Absent in older files.
    ("duplicates", {"page": int, "duplicate_of": int, "kind": str, "distance": int,
                    "similarity": float},
     {"pk": "page", "foreign_keys": [("page", "pages", "id"), ("duplicate_of", "pages", "id")]}),
    ("page_feeds", {"page": int, "feed": str, "published": str},
     {"pk": "page", "foreign_keys": [("page", "pages", "id")]}),
    ("page_versions", {
        "url": str, "final_url": str, "start_url": str, "depth": int, "etag": str,
        "last_modified": str, "text_digest": str, "change": str, "page": int,
    }, {"pk": "url", "foreign_keys": [("page", "pages", "id")]}),
    # Issue 17: words of the blocks in another language than the project's (analyzers/
    # language.py), per page and language; absent in older files.
    ("page_languages", {"page": int, "language": str, "words": int},
     {"pk": ("page", "language"), "foreign_keys": [("page", "pages", "id")]}),
    ("new_words", {"word": int, "form": str, "frequency": int, "pages": int},
     {"pk": "word", "foreign_keys": [("word", "words", "code")]}),
    # Issue 22: each page's analyzed text (DocumentResult.text), UTF-8 compressed with zlib,
    # for the concordance of any word (daweb/concordance.py); absent in older files.
    ("page_texts", {"page": int, "text": bytes},
     {"pk": "page", "foreign_keys": [("page", "pages", "id")]}),
]

#: (table, columns, unique) — indexes kept up to date while the run writes.
_INDEXES: list[tuple[str, list[str], bool]] = [
    ("pages", ["start_url"], False),
    ("pages", ["output"], False),
    ("incidents", ["cause"], False),
    ("incidents", ["start_url"], False),
]

#: Indexes for the viewer's sorts and word-major look-ups, built once by close() and by
#: rebuild_run_tables(). Maintained per page, the word-major ones scatter each page's rows
#: over whole B-trees (measured: ~10x more database pages written per commit), and the
#: ones on totals are rewritten by every refresh; a live viewer sorts without them.
#: ``words(form)`` too: the writer looks forms up in memory, and each page's new forms,
#: scattered over its B-tree, doubled the bytes each commit writes (bench/results.py).
_FINAL_INDEXES: list[tuple[str, list[str], bool]] = [
    ("words", ["form"], True),
    ("words", ["frequency"], False),
    ("words", ["pages"], False),
    ("words", ["recognized", "frequency"], False),
    ("word_lemmas", ["lemma", "pos"], False),
    ("page_words", ["word", "page"], False),
    ("unrecognized", ["key"], False),
    ("unrecognized", ["form"], False),
    ("unrecognized", ["page"], False),
    ("page_segments", ["page", "segment"], True),
    ("page_segments", ["segment"], False),
    ("segments", ["frequency"], False),
    ("lemmas", ["frequency"], False),
]

#: Tables without an integer id are stored WITHOUT ROWID: smaller and faster by key.
_WITHOUT_ROWID = ("word_lemmas", "page_words", "page_readings", "profiles", "page_languages")


def create_schema(db: sqlite_utils.Database, final_indexes: bool = False) -> None:
    """Create every table and index of a results database (idempotent).

    ``final_indexes`` also builds the word-major indexes that are deferred during a run.
    """
    for name, columns, options in _TABLES:
        if db[name].exists():
            continue
        db[name].create(columns, **options)
        if name in _WITHOUT_ROWID:
            # sqlite-utils has no WITHOUT ROWID option: recreate from its generated SQL.
            sql = db[name].schema
            db.execute(f"DROP TABLE [{name}]")
            db.execute(sql + " WITHOUT ROWID")
    for table, columns, unique in _INDEXES + (_FINAL_INDEXES if final_indexes else []):
        db[table].create_index(columns, unique=unique, if_not_exists=True)


def _now() -> str:
    """Current UTC time, ISO 8601."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def _explain(path: Path, exc: BaseException, doing: str) -> ResultsError:
    """A ResultsError that names the file and says what went wrong in plain words."""
    text = str(exc).lower()
    if "full" in text or getattr(exc, "errno", None) == 28:
        why = "the disk is full"
    elif "readonly" in text or "read-only" in text or getattr(exc, "errno", None) in (13, 30):
        why = "the file or its folder is read-only"
    elif "unable to open" in text:
        why = "the folder does not exist or cannot be written"
    elif "locked" in text or "busy" in text:
        why = "another program holds the database locked"
    else:
        why = str(exc)
    return ResultsError(f"{path}: cannot {doing}: {why} ({exc}). "
                        "Everything written before this point is intact and readable.")


# =============================================================================================
# Writer
# =============================================================================================


def _get(meta: Any, name: str, default: Any = None) -> Any:
    """``meta[name]`` for a dict, ``meta.name`` for a FetchedDocument-like object."""
    if meta is None:
        return default
    if isinstance(meta, Mapping):
        return meta.get(name, default)
    return getattr(meta, name, default)


def _plain(value: Any) -> Any:
    """Enums become their value, for SQLite."""
    return value.value if isinstance(value, Enum) else value



def _to_json(value: Any) -> str:
    """Compact UTF-8 JSON text (orjson: ~5x faster than the json module on a page's rows,
    and SQLite's json_each reads UTF-8 text faster than ASCII escapes)."""
    return orjson.dumps(value).decode()


def _keyed_json(value: Mapping[int, int]) -> str:
    """JSON text of an int-keyed mapping, keys as strings, in the mapping's order."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()

#: An unrecognized occurrence's key (Occurrence is a NamedTuple: form, key, kind, …).
_occurrence_key = itemgetter(1)


def _analyses_json(analyses: Iterable[Any]) -> str:
    """The full analyses as JSON (by hand: dataclasses.asdict deep-copies, 3x slower)."""
    return _to_json([{"lemma": a.lemma, "pos": a.pos, "features": a.features,
                      "source": a.source} for a in analyses])


def _readable(analyses: Iterable[Any]) -> tuple[str, str, list[tuple[str, str]]]:
    """``("cantar|canto", "VERB|NOUN", pairs)``: distinct lemmas, categories, (lemma, pos)."""
    lemmas: dict[str, None] = {}
    cats: dict[str, None] = {}
    pairs: dict[tuple[str, str], None] = {}
    for a in analyses:
        lemmas[a.lemma] = None
        cats[a.pos] = None
        pairs[(a.lemma, a.pos)] = None
    return "|".join(lemmas), "|".join(cats), list(pairs)


class ResultsWriter:
    """Writes one run's results incrementally; one writer per file, one file per run.

    ``outputs`` maps start URLs to output names (``Project.outputs_by_start()``); a page's
    ``output`` column comes from ``doc_meta["output"]`` when given, else from this map.
    ``min_segment_frequency`` is the run's minimum segment frequency: a segment's
    ``page_segments`` rows are written only once it has that many occurrences in the run
    (its earlier occurrences wait in memory, at most ``pending_segment_cap`` segments, see
    :meth:`_segment_rows`); the run-level ``segments`` table lists the segments reaching it.
    ``durable=False`` trades the crash safety of WAL for ~7 % of the writing time: for the
    partition files of cluster workers (daweb/partitions.py), which a crash discards.
    """

    def __init__(self, path: Path, outputs: Mapping[str, str] | None = None,
                 min_segment_frequency: int = 1, *,
                 pending_segment_cap: int = PENDING_SEGMENT_CAP,
                 cooccurrence: CooccurrenceOptions | None = None, durable: bool = True) -> None:
        if pending_segment_cap < 2:
            raise ValueError("pending_segment_cap must be at least 2")
        self.path = Path(path)
        self.outputs = dict(outputs or {})
        self.min_segment_frequency = min_segment_frequency
        self.pending_segment_cap = pending_segment_cap
        # Segments below the run minimum, not written yet: segment -> its postings. A page
        # id (int) stands for the single posting (page, frequency 1) — the common case, and
        # no object of its own; otherwise (run count, page, freq, page, freq, …). Tuples of
        # ints, not lists: the garbage collector untracks them instead of walking them all.
        self._pending: dict[str, int | tuple[int, ...]] = {}
        # Segments whose rows are written (they reached the minimum): later rows go direct.
        self._promoted: set[str] = set()
        self._prunes: list[int] = []  # page id after which each prune happened
        self._pruned_occurrences = 0
        self._pruned_max = 0  # largest pending count a prune forgot
        self._prune_info_due = False  # prune figures not yet stored in run_info
        self._codes: dict[str, int] = {}
        self._pending_incidents: list[tuple] = []
        self._unflushed: list[tuple] = []  # incidents inside the open transaction
        self._last_incident_flush = time.monotonic()
        self._tokens = 0  # cumulative tokens and types, for the vocabulary growth rows
        self._types = 0
        # Keys coded from an unrecognized occurrence but not (yet) seen in any page's words;
        # they don't count as types until they do (as in the rebuilt vocabulary table).
        self._orphans: set[str] = set()
        self._held_elsewhere = 0  # segments held back by merged partitions, not written
        self._pages = 0
        self._mark = (0, 0)  # last page id and page_segments rowid the run tables include
        self._lemmas_at = -LEMMAS_EVERY_SECONDS  # monotonic time of the last lemmas rebuild
        self._lemmas_page = -1  # last page id the lemmas table includes
        self._refreshed_at = time.monotonic()  # end of the last refresh_run_tables()
        self._refresh_seconds = 0.0  # how long it took
        self._closed = False
        #: Collocation and regime run totals, written by close() (daweb/collocation_results.py).
        self.cooccurrences = CooccurrenceTotals(cooccurrence)
        try:
            # O_EXCL: two writers can never share a file, even when they race.
            fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            raise ResultsError(f"{self.path}: already exists; every run writes its own new "
                               "results file (a second writer is refused)") from None
        except OSError as exc:
            raise _explain(self.path, exc, "create the results file") from None
        os.close(fd)
        try:
            self._conn = sqlite3.connect(self.path, isolation_level=None,
                                         check_same_thread=False)
            if durable:
                self._conn.execute("PRAGMA journal_mode=WAL")
                # NORMAL in WAL: a process crash (kill -9) loses no committed transaction.
                self._conn.execute("PRAGMA synchronous=NORMAL")
            else:  # a cluster worker's partition file: a crash ends its run anyway
                self._conn.execute("PRAGMA journal_mode=MEMORY")  # rollback still works
                self._conn.execute("PRAGMA synchronous=OFF")
            # Foreign keys are declared (documented, checked by PRAGMA foreign_key_check in
            # the tests) but not enforced here: the writer hands out every key itself, and
            # enforcement cost ~20% of the time per page.
            self._conn.execute("PRAGMA foreign_keys=OFF")
            self._conn.execute("PRAGMA cache_size=-65536")  # 64 MB: keep hot B-tree pages
            self._conn.execute("PRAGMA temp_store=MEMORY")
            create_schema(sqlite_utils.Database(self._conn))
            self._conn.execute("BEGIN")
            self._conn.executemany(
                "INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)",
                [("results_schema", str(RESULTS_SCHEMA)), ("created_at", _now()),
                 ("min_segment_frequency", str(min_segment_frequency)),
                 ("pending_segment_cap", str(pending_segment_cap))])
            self._conn.executemany(
                "INSERT OR REPLACE INTO start_addresses(url, output) VALUES (?, ?)",
                list(self.outputs.items()))
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            raise _explain(self.path, exc, "create the results database") from None

    # -- context manager --------------------------------------------------------------------

    def __enter__(self) -> ResultsWriter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- per-page writing (the hot path) --------------------------------------------------

    def add_page(self, doc_meta: Any, result: DocumentResult, output: str | None = None,
                 *, duplicate: Duplicate | None = None, change: str = "",
                 page_id: int | None = None) -> int:
        """Write one analyzed document in one transaction; returns its ``pages.id``.

        ``duplicate``: the earlier page this one repeats (``duplicates`` table); ``change``:
        new / changed / unchanged since the previous run (``page_versions``, docs/corpus.md).
        ``page_id``: the id to give the page (a cluster worker's partition file numbers its
        pages as the whole run will, daweb/partitions.py); by default the next one.

        ``doc_meta`` is a :class:`daweb.events.FetchedDocument`, a dict with the same field
        names, or ``None`` (local files: the URL and title come from ``result``).
        """
        self._check_open()
        start_url = _get(doc_meta, "start_url", "") or ""
        if output is None:
            output = _get(doc_meta, "output") or self.outputs.get(start_url, "")
        new_forms: list[str] = []
        types = self._types
        conn = self._conn
        try:
            conn.execute("BEGIN")
            cur = conn.execute(
                "INSERT INTO pages(id, start_url, url, final_url, title, status, charset, "
                "content_type, bytes, fetched_at, elapsed, depth, tokens, types, text_chars, "
                "output, analyzed_at, warc_file, warc_offset) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (page_id, start_url, _get(doc_meta, "url", result.url) or result.url,
                 _get(doc_meta, "final_url", result.url) or result.url, result.title,
                 _get(doc_meta, "status"), _get(doc_meta, "charset"),
                 _get(doc_meta, "content_type"), _get(doc_meta, "bytes"),
                 _get(doc_meta, "fetched_at"), _get(doc_meta, "elapsed"),
                 _get(doc_meta, "depth"), result.tokens, result.types, result.text_chars,
                 output, _now(), _get(doc_meta, "warc_file") or None,
                 _get(doc_meta, "warc_offset")))
            page = cur.lastrowid
            codes = self._codes
            words = result.words
            # Filters, look-ups and row tuples are built in C (filterfalse, map, zip): the
            # Python loops below run only over the forms new to the run.
            fresh = list(filterfalse(codes.__contains__, words))
            types += len(fresh)
            if self._orphans:  # orphans are coded already, so none of them is in ``fresh``
                seen = self._orphans.intersection(words)
                self._orphans -= seen
                types += len(seen)
            unrecognized = result.unrecognized
            occurrence_keys = list(map(_occurrence_key, unrecognized))
            # An occurrence's key may be missing from words (an "orphan", coded all the same).
            orphans = {occ.key: occ.kind for occ in compress(
                unrecognized, map(not_, map(codes.__contains__, occurrence_keys)))
                if occ.key not in words}
            new_rows, lemma_rows = [], []
            all_analyses, kinds = result.analyses, result.kinds
            # Codes follow the first use in the run and, within a page, the forms' order:
            # a merge of partition files can then number them alike (daweb/partitions.py).
            for key in sorted(orphans.keys() | fresh):
                code = len(codes) + 1
                codes[key] = code
                new_forms.append(key)
                if key in orphans:
                    new_rows.append((code, key, orphans[key], "", "", "[]", 0))
                    self._orphans.add(key)
                    continue
                analyses = all_analyses.get(key, ())
                lemmas, cats, pairs = _readable(analyses)
                new_rows.append((code, key, kinds.get(key, ""), lemmas, cats,
                                 _analyses_json(analyses), 1 if analyses else 0))
                lemma_rows.extend((code, lemma, pos) for lemma, pos in pairs)
            if new_rows:
                conn.executemany(
                    "INSERT INTO words(code, form, kind, lemmas, categories, analyses, "
                    "recognized) VALUES (?,?,?,?,?,?,?)", new_rows)
            if lemma_rows:
                conn.executemany("INSERT INTO word_lemmas(word, lemma, pos) VALUES (?,?,?)",
                                 lemma_rows)
            # Sorted by code: appends to the (page, word) B-tree instead of inserting inside it.
            # One statement, as for the segments below: {"code": frequency, …} in code order
            # (the INTEGER column turns the JSON keys back into integers).
            conn.execute("INSERT INTO page_words(page, word, frequency) "
                         "SELECT ?, key, value FROM json_each(?)",
                         (page, _keyed_json(dict(sorted(zip(map(codes.__getitem__, words),
                                                            words.values(), strict=True))))))
            if result.readings:
                conn.execute("INSERT INTO page_readings(page, word, lemma, pos, frequency) "
                             "SELECT ?, value->>0, value->>1, value->>2, value->>3 "
                             "FROM json_each(?) ORDER BY 2, 3, 4",
                             (page, _to_json([(codes[k], lemma, pos, n) for (k, lemma, pos), n
                                              in result.readings.items()])))
            if unrecognized:
                # (page, code) + the Occurrence (form, key, kind, offset, left, right,
                # sentence_start): the columns' order; a bool is stored as the integer 0/1.
                conn.executemany(
                    "INSERT INTO unrecognized(page, word, form, key, kind, offset, "
                    "left_context, right_context, sentence_start) VALUES (?,?,?,?,?,?,?,?,?)",
                    map(tuple.__add__, zip(repeat(page), map(codes.__getitem__, occurrence_keys)),
                        unrecognized))
            seg_page, seg_back, seg_plan = self._segment_rows(page, result.segments)
            if seg_page:
                # One statement, parsed and sorted in C: executemany binding each of some
                # 2,400 rows of a page cost ~40% more (bench/results.py). Sorted, the rows
                # append to the (page, segment) B-tree.
                conn.execute("INSERT INTO page_segments(page, segment, frequency) "
                             "SELECT ?, key, value FROM json_each(?) ORDER BY key",
                             (page, _to_json(seg_page)))
            if seg_back:
                conn.executemany(
                    "INSERT INTO page_segments(page, segment, frequency) VALUES (?,?,?)",
                    sorted(seg_back))
            if result.profile:
                conn.executemany(
                    "INSERT INTO profiles(page, part, new_words, total_words) "
                    "VALUES (?,?,?,?)",
                    [(page, i, new, total) for i, (new, total) in enumerate(result.profile, 1)])
            if result.languages:
                conn.executemany("INSERT INTO page_languages(page, language, words) "
                                 "VALUES (?,?,?)", [(page, *item) for item in
                                                    sorted(result.languages.items())])
            if result.text:
                conn.execute("INSERT INTO page_texts(page, text) VALUES (?, ?)",
                             (page, zlib.compress(result.text.encode())))
            self._write_corpus_rows(page, doc_meta, _get(doc_meta, "url", "") or result.url,
                                    result.text_digest, duplicate, change)
            tokens = self._tokens + result.tokens
            conn.execute("INSERT INTO vocabulary(page, tokens, types) VALUES (?,?,?)",
                         (page, tokens, types))
            prune_info = self._prune_info_due
            if prune_info:
                conn.executemany("INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)",
                                 self._prune_info())
            self._write_incidents()
            conn.execute("COMMIT")
            self._unflushed = []
            if prune_info:
                self._prune_info_due = False
        except (sqlite3.Error, OSError) as exc:
            self._rollback(new_forms)
            raise _explain(self.path, exc, f"write the results of {result.url}") from None
        except BaseException:
            self._rollback(new_forms)
            raise
        self._tokens, self._types = tokens, types
        self._pages += 1
        if seg_plan is not None:
            self._apply_segments(page, seg_plan)
        if result.collocations is not None or result.regimes is not None:
            self.cooccurrences.add(result)
        return page

    # -- corpus building: duplicates, feeds, page versions (docs/corpus.md) -----------------

    def _write_corpus_rows(self, page: int | None, doc_meta: Any, url: str, digest: str,
                           duplicate: Duplicate | None, change: str) -> None:
        """A page's ``duplicates``, ``page_feeds`` and ``page_versions`` rows (caller's
        transaction); ``page`` is None for a page not analyzed again (unchanged)."""
        conn = self._conn
        if duplicate is not None:
            conn.execute("INSERT INTO duplicates(page, duplicate_of, kind, distance, similarity)"
                         " VALUES (?,?,?,?,?)", (page, duplicate.of, duplicate.kind,
                                                 duplicate.distance, duplicate.similarity))
        feed = _get(doc_meta, "feed", "")
        if feed and page is not None:
            conn.execute("INSERT INTO page_feeds(page, feed, published) VALUES (?,?,?)",
                         (page, feed, _get(doc_meta, "published", "")))
        headers = {k.lower(): v for k, v in _get(doc_meta, "headers", ()) or ()}
        conn.execute(
            "INSERT OR REPLACE INTO page_versions(url, final_url, start_url, depth, etag, "
            "last_modified, text_digest, change, page) VALUES (?,?,?,?,?,?,?,?,?)",
            (url, _get(doc_meta, "final_url", url) or url, _get(doc_meta, "start_url", ""),
             _get(doc_meta, "depth", 0), headers.get("etag", ""),
             headers.get("last-modified", ""), digest, change, page))

    def add_unchanged(self, doc_meta: Any, text_digest: str = "") -> None:
        """Record a page not analyzed again because it has not changed since the previous
        run (a 304, or the same text): one ``page_versions`` row, so the next run can still
        ask for it conditionally. ``doc_meta`` carries its validators in ``headers``."""
        self._check_open()
        url = _get(doc_meta, "url", "")
        try:
            self._conn.execute("BEGIN")
            self._write_corpus_rows(None, doc_meta, url, text_digest, None, "unchanged")
            self._write_incidents()
            self._conn.execute("COMMIT")
            self._unflushed = []
        except sqlite3.Error as exc:
            self._rollback([])
            raise _explain(self.path, exc, f"record {url} as unchanged") from None

    def add_new_words(self, rows: Iterable[tuple[int, str, int, int]]) -> None:
        """Store the words never seen in an earlier run: (code, form, frequency, pages)."""
        self._check_open()
        try:
            self._conn.execute("BEGIN")
            self._conn.execute("DELETE FROM new_words")
            self._conn.executemany(
                "INSERT INTO new_words(word, form, frequency, pages) VALUES (?,?,?,?)", rows)
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback([])
            raise _explain(self.path, exc, "store the new words") from None

    # -- segments: pending in memory until they reach the run minimum ---------------------

    def _segment_rows(self, page: int, segments: Mapping[str, int]
                      ) -> tuple[Mapping[str, int], list[tuple[int, str, int]],
                                 _SegmentPlan | None]:
        """The ``page_segments`` rows to write with ``page`` and the memory changes to make.

        Returns ``(segment -> frequency on this page, back-filled (page, segment, frequency)
        rows of earlier pages, plan)``.

        A segment's rows are written from the page on which its run count reaches the
        minimum: that page's transaction also writes its postings held in memory until then
        (back-fill), and every later occurrence is written directly. A segment that never
        reaches the minimum is never written: on real text most n-grams occur once, and
        writing them was most of the cost of a page. Nothing is changed here — the writer's
        memory is updated by :meth:`_apply_segments` only once the page has committed, so a
        failed page leaves no posting pointing at a page id that the next page will reuse.
        """
        minimum = self.min_segment_frequency
        if minimum <= 1:  # every segment is listed: write everything, keep nothing
            return segments, [], None
        if not segments:
            return {}, [], None
        pending = self._pending
        keys = segments.keys()
        # Set operations run in C; each iterates over the smaller side (this page's keys).
        direct = keys & self._promoted
        known = keys & pending.keys()
        here = dict(zip(direct, map(segments.__getitem__, direct), strict=True))
        rows: list[tuple[int, str, int]] = []
        updates: dict[str, tuple[int, ...]] = {}
        newly: list[str] = []
        # Most known segments had one earlier posting (an int entry, (page, 1)): they are
        # settled here in whole-list operations; only the others take the loop below.
        known_keys = list(known)
        entries = list(map(pending.__getitem__, known_keys))
        single = list(map(is_, map(type, entries), repeat(int)))
        one_keys = list(compress(known_keys, single))
        one_pages = list(compress(entries, single))
        one_f = list(map(segments.__getitem__, one_keys))
        up = list(map(ge, one_f, repeat(minimum - 1)))  # f + 1 >= minimum
        promoted = list(compress(one_keys, up))
        newly.extend(promoted)
        rows.extend(zip(compress(one_pages, up), promoted, repeat(1)))
        here.update(zip(promoted, compress(one_f, up), strict=True))
        stay = list(map(not_, up))
        stay_f = list(compress(one_f, stay))
        updates.update(zip(compress(one_keys, stay),
                           zip(map(add, stay_f, repeat(1)), compress(one_pages, stay),
                               repeat(1), repeat(page), stay_f), strict=True))
        several_before = list(map(not_, single))
        for s, entry in zip(compress(known_keys, several_before),
                            compress(entries, several_before), strict=True):
            f = segments[s]
            if entry[0] + f >= minimum:
                newly.append(s)
                postings = iter(entry)
                next(postings)  # the count
                rows.extend(zip(postings, repeat(s), postings))  # (page, s, freq) in C
                here[s] = f
            else:
                updates[s] = (entry[0] + f, *entry[1:], page, f)
        # The page's segments occurring more than once, selected in C from the values (no
        # look-ups); the others new to the run (nearly all of them, on real text) are
        # ``ones``, found by set differences in C.
        several = set(compress(keys, map(gt, segments.values(), repeat(1))))
        ones = keys - direct
        ones -= known
        ones -= several
        if several:
            several -= direct
            several -= known
            for s in several:
                f = segments[s]
                if f >= minimum:
                    newly.append(s)
                    here[s] = f
                else:
                    updates[s] = (f, page, f)
        return here, rows, _SegmentPlan(newly, updates, ones)

    def _apply_segments(self, page: int, plan: _SegmentPlan) -> None:
        """Record a committed page's segments in memory; prune if over the cap."""
        pending = self._pending
        for s in plan.newly:
            pending.pop(s, None)
        self._promoted.update(plan.newly)
        pending.update(plan.updates)
        pending.update(dict.fromkeys(plan.ones, page))  # in C: one posting (page, 1) each
        if len(pending) > self.pending_segment_cap:
            self._prune(page)

    def _prune(self, page: int) -> None:
        """Forget the pending segments with the fewest occurrences, down to half the cap.

        First those with 1 pending occurrence; while more than half the cap remain, those
        with 2, and so on (at most ``min_segment_frequency - 1``, i.e. all of them). The
        figures go to ``run_info`` with the next transaction (docs/results.md says exactly
        what survives).
        """
        target = self.pending_segment_cap // 2
        before = self._pending
        # Level 1: the single postings are the ints (every tuple has a count >= 2).
        kept: dict[str, Any] = {s: e for s, e in before.items() if type(e) is not int}
        forgot = len(before) - len(kept)
        level = 1
        while len(kept) > target:
            level += 1
            forgot += sum(e[0] for e in kept.values() if e[0] <= level)
            kept = {s: e for s, e in kept.items() if e[0] > level}
        self._pending = kept
        self._prunes.append(page)
        self._pruned_occurrences += forgot
        self._pruned_max = max(self._pruned_max, level)
        self._prune_info_due = True

    def _prune_info(self) -> list[tuple[str, str]]:
        """``run_info`` rows describing the prunes so far."""
        return [("segment_prunes", str(len(self._prunes))),
                ("segment_prune_pages", json.dumps(self._prunes)),
                ("segment_pruned_occurrences", str(self._pruned_occurrences)),
                ("segment_pruned_max_count", str(self._pruned_max))]

    # -- a cluster worker's partition file (daweb/partitions.py) ----------------------------

    def segment_state(self) -> tuple[dict[str, int], set[str]]:
        """(pending segment -> its occurrences so far, segments whose rows are written).

        A partition of a run sees only part of the pages: its pending segments may reach
        the run minimum together with other partitions' (daweb/partitions.py decides).
        """
        counts = dict.fromkeys(self._pending, 1)
        counts.update((s, e[0]) for s, e in self._pending.items() if type(e) is not int)
        return counts, self._promoted

    def write_pending_segments(self, segments: Iterable[str]) -> None:
        """Write the held-back postings of ``segments`` (one transaction); they are no
        longer pending: the run as a whole reached the minimum for them."""
        self._check_open()
        rows: list[tuple[int, str, int]] = []
        for s in segments:
            rows.extend((page, s, f) for page, f in _postings(self._pending.pop(s)))
            self._promoted.add(s)
        try:
            self._conn.execute("BEGIN")
            self._conn.executemany(
                "INSERT INTO page_segments(page, segment, frequency) VALUES (?,?,?)",
                sorted(rows))
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback([])
            raise _explain(self.path, exc, "write the segments the run kept") from None

    def record_duplicates(self, found: Sequence[tuple[int, Duplicate]], uncount: bool) -> None:
        """A partition's pages that repeat earlier pages of the run (the run decides, in
        archive order): their ``duplicates`` rows and, with ``uncount``, nothing else of
        them counts — as :func:`~analyzers.duplicates.uncounted` makes a single process
        write them. Their words, occurrences, segment postings and profile go; segments
        written only thanks to them fall back below the minimum and wait again (one
        transaction)."""
        self._check_open()
        conn = self._conn
        pages = [page for page, _ in found]
        try:
            conn.execute("BEGIN")
            conn.executemany(
                "INSERT INTO duplicates(page, duplicate_of, kind, distance, similarity) "
                "VALUES (?,?,?,?,?)",
                [(page, d.of, d.kind, d.distance, d.similarity) for page, d in found])
            if uncount and pages:
                conn.execute("CREATE TEMP TABLE IF NOT EXISTS gone(page INTEGER PRIMARY KEY)")
                conn.executemany("INSERT OR IGNORE INTO gone(page) VALUES (?)",
                                 [(page,) for page in pages])
                touched = {s for (s,) in conn.execute(
                    "SELECT DISTINCT segment FROM page_segments WHERE page IN gone")}
                for table in ("page_words", "page_readings", "unrecognized", "page_segments",
                              "profiles", "page_languages"):
                    conn.execute(f"DELETE FROM {table} WHERE page IN gone")
                conn.execute("UPDATE pages SET tokens = 0, types = 0 WHERE id IN gone")
                conn.execute("DROP TABLE gone")
                self._unwrite_segments(touched & self._promoted)
                self._forget_postings(set(pages))
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback([])
            raise _explain(self.path, exc, "record the duplicate pages") from None

    def _unwrite_segments(self, segments: set[str]) -> None:
        """Written segments now below the minimum: their rows go back to pending memory."""
        if not segments:
            return
        postings: dict[str, list[tuple[int, int]]] = {}
        for s, page, f in self._conn.execute(
                "SELECT segment, page, frequency FROM page_segments WHERE segment IN "
                "(SELECT value FROM json_each(?)) ORDER BY rowid", (_to_json(list(segments)),)):
            postings.setdefault(s, []).append((page, f))
        low = [s for s, found in postings.items()
               if sum(f for _, f in found) < self.min_segment_frequency]
        self._conn.execute("DELETE FROM page_segments WHERE segment IN "
                           "(SELECT value FROM json_each(?))", (_to_json(low),))
        for s in low:
            self._promoted.discard(s)
            self._pending[s] = _pending_entry(sorted(postings[s]))

    def _forget_postings(self, pages: set[int]) -> None:
        """Drop the pending postings of ``pages`` (entries left empty disappear)."""
        for s, entry in list(self._pending.items()):
            if type(entry) is int and entry not in pages:
                continue  # the common case: one posting, on a page that stays
            pairs = _postings(entry)
            kept = [(page, f) for page, f in pairs if page not in pages]
            if len(kept) != len(pairs):
                if kept:
                    self._pending[s] = _pending_entry(kept)
                else:
                    del self._pending[s]

    def prune_info(self) -> dict[str, Any]:
        """The prunes of the pending segments so far (``run_info``'s ``segment_*`` keys)."""
        return {"prunes": self._prunes, "occurrences": self._pruned_occurrences,
                "max_count": self._pruned_max}

    def merge_partitions(self, files: Sequence[Path], never_written: int = 0) -> None:
        """Take in the pages of cluster workers' partition files (daweb/partitions.py),
        then rebuild the run tables from them. The file must have no pages yet.

        ``never_written``: the segments the partitions held back for good (run_info's
        ``segments_never_written``)."""
        from daweb.partitions import merge_into  # that module builds on this one

        self._check_open()
        try:
            merge_into(self._conn, files)
            self._pages = self._conn.execute("SELECT COUNT(*) FROM pages").fetchone()[0]
            self._held_elsewhere = never_written
        except sqlite3.Error as exc:
            raise _explain(self.path, exc, "merge the workers' partition files") from None
        self.refresh_run_tables(full=True, totals=False)

    def close_partition(self) -> None:
        """Commit and close a partition file as it is: no run tables, no final indexes —
        the merged run file gets those (daweb/partitions.py)."""
        if self._closed:
            return
        try:
            self.flush()
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            self._closed = True
            self._conn.close()

    def _rollback(self, new_forms: list[str]) -> None:
        """Undo a failed page: the database transaction and the codes it handed out."""
        for key in new_forms:
            self._codes.pop(key, None)
            self._orphans.discard(key)
        self._pending_incidents[:0] = self._unflushed
        self._unflushed = []
        try:
            self._conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # no transaction open (BEGIN itself failed)

    # -- incidents -----------------------------------------------------------------------------

    def add_incident(self, incident: Any) -> None:
        """Queue one incident-report line; committed with the next page or within ~1 s."""
        self._check_open()
        self._pending_incidents.append((
            _get(incident, "url", ""), _get(incident, "start_url", ""),
            _plain(_get(incident, "outcome", "")), _plain(_get(incident, "cause", "")),
            _get(incident, "status"), _get(incident, "attempts", 0),
            _get(incident, "bytes", 0), _get(incident, "elapsed", 0.0),
            _get(incident, "detail", ""), _now()))
        self.flush_if_due()

    def flush_if_due(self) -> None:
        """Commit queued incidents if the last commit is over INCIDENT_FLUSH_SECONDS old.

        Cheap; a run loop may call it whenever it is idle, so that incidents reach the file
        within about a second even when no page is being written.
        """
        if self._pending_incidents and \
                time.monotonic() - self._last_incident_flush >= INCIDENT_FLUSH_SECONDS:
            self.flush()

    def add_incidents(self, incidents: Iterable[Any]) -> None:
        """Queue several incident-report lines (see :meth:`add_incident`)."""
        for incident in incidents:
            self.add_incident(incident)

    def _write_incidents(self) -> None:
        """Insert queued incidents inside the caller's transaction."""
        self._unflushed = self._pending_incidents
        self._pending_incidents = []
        if self._unflushed:
            self._conn.executemany(
                "INSERT INTO incidents(url, start_url, outcome, cause, status, attempts, "
                "bytes, elapsed, detail, recorded_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
                self._unflushed)
        self._last_incident_flush = time.monotonic()

    def flush(self) -> None:
        """Commit queued incidents now."""
        self._check_open()
        if not self._pending_incidents:
            return
        try:
            self._conn.execute("BEGIN")
            self._write_incidents()
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback([])
            raise _explain(self.path, exc, "write the incident report") from None
        self._unflushed = []

    # -- run-level tables ----------------------------------------------------------------------

    def refresh_if_due(self) -> None:
        """:meth:`refresh_run_tables` unless the last refresh is recent.

        Due :data:`REFRESH_SECONDS` after the end of the previous refresh, or longer when a
        refresh takes long: part of it (``segments``, ``lemmas``) grows with the run, so a
        long run refreshing at a fixed page count spent ever more of its time there; this
        keeps the refreshes under ~1/:data:`REFRESH_COST_RATIO` of the run's time.
        """
        wait = max(REFRESH_SECONDS, REFRESH_COST_RATIO * self._refresh_seconds)
        if time.monotonic() - self._refreshed_at >= wait:
            self.refresh_run_tables()

    def refresh_run_tables(self, full: bool = False, *, totals: bool = True) -> None:
        """Bring the run-level tables up to date from the per-page tables (one transaction).

        Incremental by default (cost grows with the pages since the last refresh, not with
        the run); ``lemmas`` is rebuilt at most every :data:`LEMMAS_EVERY_SECONDS`.
        ``full=True`` recomputes everything, lemmas included, from the per-page tables
        (but the word and segment totals with ``totals=False``, see :func:`_refresh`).
        """
        self._check_open()
        self.flush()
        began = time.monotonic()
        lemmas = full or began - self._lemmas_at >= LEMMAS_EVERY_SECONDS
        prune_info = self._prune_info_due
        try:
            self._mark = _refresh(self._conn, self.min_segment_frequency,
                                  None if full else self._mark, lemmas,
                                  self._prune_info() if prune_info else (),
                                  None if full else self._lemmas_page, totals)
            if lemmas:
                self._lemmas_at = time.monotonic()
                self._lemmas_page = self._mark[0]
            self._refreshed_at = time.monotonic()
            self._refresh_seconds = self._refreshed_at - began
        except sqlite3.Error as exc:
            raise _explain(self.path, exc, "update the run totals") from None
        if prune_info:
            self._prune_info_due = False

    def set_info(self, key: str, value: Any) -> None:
        """Store one ``run_info`` entry; non-text values are stored as JSON."""
        self._check_open()
        text = value if isinstance(value, str) else json.dumps(_jsonable(value),
                                                               ensure_ascii=False)
        try:
            self._conn.execute("INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)",
                               (key, text))
        except sqlite3.Error as exc:
            raise _explain(self.path, exc, f"store run_info {key!r}") from None

    def set_triage(self, mapping: Mapping[str, str],
                   formations: Mapping[str, str] | None = None) -> None:
        """Set the triage tag of unrecognized forms: ``{key: tag}`` (analyzer's triage),
        and their word-formation readings ``{key: reading}`` (analyzers/formation.py)."""
        self._check_open()
        conn = self._conn
        try:
            conn.execute("BEGIN")
            # One pass over unrecognized with a key look-up in a temporary table: an UPDATE
            # per form scanned the whole table each time, because unrecognized(key) is only
            # built by close() (3.4 s for a 300-page run; bench/results.py). Building that
            # index here instead would make every later page maintain it.
            conn.execute("CREATE TEMP TABLE IF NOT EXISTS triage_tags"
                         "(key TEXT PRIMARY KEY, tag TEXT) WITHOUT ROWID")
            conn.execute("DELETE FROM triage_tags")
            conn.executemany("INSERT OR REPLACE INTO triage_tags(key, tag) VALUES (?, ?)",
                             mapping.items())
            conn.execute("UPDATE unrecognized SET triage = t.tag FROM triage_tags AS t "
                         "WHERE t.key = unrecognized.key")
            conn.execute("DELETE FROM triage_tags")
            if formations:
                conn.executemany("INSERT OR REPLACE INTO triage_tags(key, tag) VALUES (?, ?)",
                                 formations.items())
                conn.execute("UPDATE unrecognized SET formation = t.tag FROM triage_tags AS t "
                             "WHERE t.key = unrecognized.key")
                conn.execute("DELETE FROM triage_tags")
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback([])
            raise _explain(self.path, exc, "store the triage of unrecognized forms") from None

    def summary(self, top: int = 10) -> dict[str, Any]:
        """:func:`summary` of this writer's file (queued incidents are committed first)."""
        self._check_open()
        self.flush()
        return summary(self._conn, top)

    @property
    def pages_written(self) -> int:
        """Documents written by this writer."""
        return self._pages

    def close(self) -> None:
        """Flush incidents, refresh the run tables, checkpoint the WAL and close (idempotent)."""
        if self._closed:
            return
        try:
            self.finish_tables()
            try:
                self.cooccurrences.write(self._conn)
            except sqlite3.Error as exc:
                raise _explain(self.path, exc, "write the collocations and regimes") from None
            # What the run minimum kept out of page_segments for good (docs/results.md).
            self.set_info("segments_never_written", len(self._pending) + self._held_elsewhere)
            self.set_info("closed_at", _now())
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            self._closed = True
            self._conn.close()

    def finish_tables(self) -> None:
        """Bring the run tables up to date, lemmas included, and build the final indexes.

        :meth:`close` does it (what is already done is not done again); a run that has
        written its last page may call it earlier, e.g. in a thread while it triages the
        unrecognized forms: SQLite sorts for the indexes without holding Python's GIL, so
        on two cores both proceed at once. Pages written afterwards keep the indexes
        up to date (slower per page, still correct).
        """
        self._check_open()
        self._lemmas_at = -LEMMAS_EVERY_SECONDS  # the final refresh includes lemmas
        self.refresh_run_tables()
        # Index builds sort millions of rows: give the sorter memory instead of temp files.
        self._conn.execute("PRAGMA cache_size = -262144")
        self._conn.execute("PRAGMA temp_store = MEMORY")
        try:
            create_schema(sqlite_utils.Database(self._conn), final_indexes=True)
        except sqlite3.Error as exc:
            raise _explain(self.path, exc, "index the results") from None

    def _check_open(self) -> None:
        """Refuse to write through a closed writer, with a message naming the file."""
        if self._closed:
            raise ResultsError(f"{self.path}: the results writer is already closed")


def _postings(entry: int | tuple[int, ...]) -> list[tuple[int, int]]:
    """The (page, frequency) postings of a pending segment's memory entry."""
    if type(entry) is int:
        return [(entry, 1)]
    return list(zip(entry[1::2], entry[2::2], strict=True))


def _pending_entry(postings: Sequence[tuple[int, int]]) -> int | tuple[int, ...]:
    """A pending segment's memory entry from its (page, frequency) postings (the inverse of
    :func:`_postings`): the page id alone for one posting of frequency 1, else (count,
    page, frequency, …)."""
    if len(postings) == 1 and postings[0][1] == 1:
        return postings[0][0]
    return (sum(f for _, f in postings), *(x for posting in postings for x in posting))


class _SegmentPlan(NamedTuple):
    """Changes to the writer's segment memory once a page has committed."""

    newly: list[str]  # segments whose rows are written from this page on
    updates: dict[str, tuple[int, ...]]  # pending entries created or grown
    ones: set[str]  # new pending segments occurring once on this page


def _jsonable(value: Any) -> Any:
    """Dataclasses, enums and paths made JSON-friendly for run_info."""
    if is_dataclass(value) and not isinstance(value, type):
        return {k: _jsonable(v) for k, v in asdict(value).items()}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set):
        return [_jsonable(v) for v in value]
    return value


# =============================================================================================
# Rebuilding run-level tables
# =============================================================================================

#: Brings the run-level tables up to date with the pages after :mark (the last page the
#: previous refresh covered) and the page_segments rows after :seg_mark (the last rowid it
#: covered: back-filled rows of old pages are new rows too). Totals only ever grow by whole
#: rows, so adding the new ones is exact; a full rebuild is the same with both marks 0 on
#: emptied totals.
_TOTALS_SQL = [
    # words: frequency = occurrences in the run, pages = pages it occurs on.
    """UPDATE words SET frequency = words.frequency + t.f, pages = words.pages + t.p
       FROM (SELECT word, SUM(frequency) AS f, COUNT(*) AS p FROM page_words
             WHERE page > :mark GROUP BY word) AS t
       WHERE words.code = t.word""",
    # word_lemmas: each form's occurrences per reading (issue 18); a reading chosen in
    # context that is no context-free pair of the form (de+el) gets its row here.
    """INSERT INTO word_lemmas(word, lemma, pos, frequency)
       SELECT word, lemma, pos, SUM(frequency) FROM page_readings WHERE page > :mark
       GROUP BY word, lemma, pos
       ON CONFLICT(word, lemma, pos) DO UPDATE SET frequency = frequency + excluded.frequency""",
    # segment_totals: every segment of page_segments; segments: those >= the minimum.
    """INSERT INTO segment_totals(text, frequency, pages)
       SELECT segment, SUM(frequency), COUNT(*) FROM page_segments
       WHERE rowid > :seg_mark GROUP BY segment
       ON CONFLICT(text) DO UPDATE SET frequency = frequency + excluded.frequency,
                                       pages = pages + excluded.pages""",
]
_SEGMENTS_SQL = [
    "DELETE FROM segments",
    """INSERT INTO segments(text, length, frequency, pages)
       SELECT text, LENGTH(text) - LENGTH(REPLACE(text, ' ', '')) + 1, frequency, pages
       FROM segment_totals WHERE frequency >= :min_freq""",
]
_REFRESH_SQL = _TOTALS_SQL + _SEGMENTS_SQL

#: The lemmas table is rebuilt whole (its cost grows with the vocabulary, not with the new
#: pages), so a run does it at most every LEMMAS_EVERY_SECONDS and at the end.
_LEMMAS_SQL = [
    # Each occurrence counts for the reading it was given (issue 18): the frequencies add up
    # to the words proper counted; without disambiguation, an ambiguous form counts for each
    # of its candidate readings (the paper's context-free counts).
    "DELETE FROM lemmas",
    # One sort instead of a subquery per lemma; group_concat keeps the sorted order.
    """INSERT INTO lemmas(lemma, pos, frequency, forms, form_list, guessed)
       SELECT lemma, pos, SUM(frequency), COUNT(*), GROUP_CONCAT(form, '|'),
              SUM(frequency * (1 - recognized)) FROM
         (SELECT wl.lemma, wl.pos, wl.frequency, w.form, w.recognized
          FROM word_lemmas wl JOIN words w ON w.code = wl.word
          WHERE wl.frequency > 0
          ORDER BY wl.lemma, wl.pos, wl.frequency DESC, w.form)
       GROUP BY lemma, pos""",
]
#: Files before results_schema 4 (no word_lemmas.frequency, no lemmas.guessed): each
#: candidate lemma of a form counts with the form's frequency.
_LEGACY_LEMMAS_SQL = [_LEMMAS_SQL[0], _LEMMAS_SQL[1]
                      .replace("wl.frequency", "w.frequency").replace(", guessed)", ")")
                      .replace(",\n              SUM(frequency * (1 - recognized))", "")]

#: Minimum seconds between two rebuilds of ``lemmas`` during a run.
LEMMAS_EVERY_SECONDS = 10.0
#: Minimum seconds between two refreshes of the run tables by refresh_if_due() …
REFRESH_SECONDS = 5.0
#: … and at least this many times the last refresh's duration.
REFRESH_COST_RATIO = 10.0

_ZERO_SQL = [
    "UPDATE words SET frequency = 0, pages = 0 WHERE frequency != 0 OR pages != 0",
    "UPDATE word_lemmas SET frequency = 0 WHERE frequency != 0",
    "DELETE FROM segment_totals",
]
_VOCABULARY_SQL = [
    # Heaps curve: the types after page n are the words whose first page is <= n.
    "DELETE FROM vocabulary",
    """INSERT INTO vocabulary(page, tokens, types)
       SELECT p.id,
              SUM(p.tokens) OVER (ORDER BY p.id),
              COALESCE(SUM(n.new) OVER (ORDER BY p.id), 0)
       FROM pages p LEFT JOIN
            (SELECT first AS page, COUNT(*) AS new FROM
               (SELECT MIN(page) AS first FROM page_words GROUP BY word) GROUP BY first) n
            ON n.page = p.id""",
]
_RESET_SQL = _ZERO_SQL + _VOCABULARY_SQL


def _refresh(conn: sqlite3.Connection, min_freq: int, mark: tuple[int, int] | None,
             lemmas: bool = True, extra_info: Iterable[tuple[str, str]] = (),
             lemmas_page: int | None = None, totals: bool = True) -> tuple[int, int]:
    """Update run tables for rows after ``mark`` (``None``: rebuild all); returns new mark.

    ``mark`` is (last page id, last ``page_segments`` rowid) the previous refresh covered.
    One transaction on an autocommit connection; the marks are stored in ``run_info`` as
    ``refreshed_through_page`` and ``segments_through_row`` (and ``lemmas_through_page``
    when ``lemmas`` are rebuilt) in the same transaction, so they never disagree with the
    totals; ``extra_info`` rows are stored with them.

    Statements whose input did not change are skipped: the totals when no page or
    ``page_segments`` row came after ``mark``, the lemmas when they already include page
    ``lemmas_page`` = the last one (a run's last refresh and ``close()`` follow each other).
    ``totals=False`` (with ``mark=None``): the word and segment totals are already right
    (a merge of partitions summed them, daweb/partitions.py); everything else is rebuilt.
    """
    conn.execute("BEGIN")
    try:
        # Files before results_schema 4 have no readings per occurrence (issue 18).
        legacy = not conn.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'page_readings'").fetchone()
        if mark is None:
            for sql in _RESET_SQL if totals else _VOCABULARY_SQL:
                if not (legacy and "word_lemmas" in sql):
                    conn.execute(sql)
            mark = (0, 0)
        top = conn.execute("SELECT COALESCE(MAX(id), 0) FROM pages").fetchone()[0]
        # Files of results_schema 1 stored page_segments WITHOUT ROWID (no rowid to read);
        # only rebuild_run_tables meets them, and a full rebuild needs no row mark.
        rowid = "WITHOUT ROWID" not in (conn.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'page_segments'").fetchone()[0]
            .upper())
        top_row = conn.execute(
            "SELECT COALESCE(MAX(rowid), 0) FROM page_segments").fetchone()[0] if rowid else 0
        params = {"mark": mark[0], "seg_mark": mark[1], "min_freq": min_freq}
        info = [("refreshed_at", _now()), ("refreshed_through_page", str(top)),
                ("segments_through_row", str(top_row)), *extra_info]
        current = mark == (top, top_row) and top > 0
        lemmas_sql = ((_LEGACY_LEMMAS_SQL if legacy else _LEMMAS_SQL)
                      if lemmas and lemmas_page != top else [])
        stale = _REFRESH_SQL if totals else _SEGMENTS_SQL
        if legacy:
            stale = [sql for sql in stale if "word_lemmas" not in sql]
        for sql in ([] if current else stale) + lemmas_sql:
            if not rowid:
                sql = sql.replace("WHERE rowid > :seg_mark", "")
            conn.execute(sql, {k: v for k, v in params.items() if f":{k}" in sql})
        if lemmas:
            info.append(("lemmas_through_page", str(top)))
        conn.executemany("INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)", info)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return top, top_row


def rebuild_run_tables(path: Path, min_segment_frequency: int | None = None) -> None:
    """Rebuild the run-level tables of an existing results file (e.g. after a crash).

    ``min_segment_frequency`` defaults to the value the run stored in ``run_info``.
    """
    path = Path(path)
    if not path.is_file():
        raise ResultsError(f"{path}: no such results file")
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        if min_segment_frequency is None:
            row = conn.execute(
                "SELECT value FROM run_info WHERE key = 'min_segment_frequency'").fetchone()
            min_segment_frequency = int(row[0]) if row else 1
        _refresh(conn, min_segment_frequency, None)
        create_schema(sqlite_utils.Database(conn), final_indexes=True)
    except sqlite3.Error as exc:
        raise _explain(path, exc, "rebuild the run tables") from None
    finally:
        conn.close()


# =============================================================================================
# Reading
# =============================================================================================


def open_results(path: Path) -> sqlite3.Connection:
    """Open a results file read-only (rows as :class:`sqlite3.Row`)."""
    path = Path(path)
    if not path.is_file():
        raise ResultsError(f"{path}: no such results file")
    try:
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True,
                               check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("SELECT 1 FROM pages LIMIT 1")
    except sqlite3.Error as exc:
        raise ResultsError(f"{path}: not a readable DAWeb results file ({exc})") from None
    return conn


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

        counts = {
            "pages": one("SELECT COUNT(*) FROM pages"),
            "tokens": one("SELECT COALESCE(SUM(tokens), 0) FROM pages"),
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
    (from ``run_info``) is kept as a table of its own. Two analyses of the same input that
    give the same content here are the same for every reader (tests and bench/scale.py).
    """
    skip = set(skip_columns)
    db = sqlite3.connect(f"file:{Path(path).absolute()}?mode=ro", uri=True)
    try:
        tables = [t for (t,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'run_info' "
            "AND name NOT LIKE 'sqlite%'")]
        content = {}
        for table in tables:
            listed = ", ".join(c[1] for c in db.execute(f"PRAGMA table_info([{table}])")
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
