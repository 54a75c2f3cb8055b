"""Writing a run's results database (DAWeb paper §2.2.5, figure 8, made relational).

One plain SQLite file per run, ``results.sqlite``, its tables defined in
:mod:`daweb.store.schema` and documented in ``docs/results.md``. The paper delivers results
*incrementally* so that an abrupt stop loses nothing already analyzed: :class:`ResultsWriter`
writes each analyzed document in ONE transaction (WAL mode), so after a ``kill -9`` the file
holds every document analyzed before it. Per-page tables (``pages``, ``page_words``,
``unrecognized``, ``page_segments``, ``profiles``, ``vocabulary``) are the record; run-level
tables (``words`` totals, ``segments``, ``lemmas``) are derived from them
(:mod:`daweb.store.run_tables`).

Segments are the bulk of a page (~2,000 distinct n-grams per 900 words, most never
frequent in the run): ``page_segments`` gets the rows of a segment only once its run count
reaches the run minimum; until then its postings wait in bounded memory
(:mod:`daweb.store.segment_memory`, where the transactions are executed; docs/results.md
says exactly what survives pruning and a crash).

Schema creation uses sqlite-utils; the per-page hot path uses plain ``sqlite3``: a page's
statements are recorded (:class:`~daweb.store.committer.Statements`) and committed in one
transaction, here or, during a run, by :mod:`daweb.store.committer`'s process (see
docs/results.md, "Writing speed", and bench/results.py).
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, is_dataclass
from enum import Enum
from itertools import compress, filterfalse, repeat
from operator import itemgetter, not_
from pathlib import Path
from typing import Any, NoReturn

import orjson

from analyzers.document import NON_WORDS, DocumentResult
from analyzers.duplicates import Duplicate
from daweb.collocation_results import CooccurrenceOptions, CooccurrenceTotals
from daweb.store.committer import (
    Committer,
    CommitterError,
    NewWords,
    Refresh,
    Statements,
    new_words_statements,
    roll_back,
    transaction,
)
from daweb.store.reading import ResultsError, summary
from daweb.store.run_tables import (
    LEMMAS_EVERY_SECONDS,
    REFRESH_COST_RATIO,
    REFRESH_SECONDS,
)
from daweb.store.run_tables import now as _now
from daweb.store.schema import json_insert_sql, json_text, register_deflate, schema_sql
from daweb.store.segment_memory import (
    PENDING_SEGMENT_CAP,
    KeyedSegmentMemory,
    PendingSegments,
    SegmentMemory,
)

#: Bump when the results layout changes; stored in run_info as ``results_schema``.
RESULTS_SCHEMA = 5

#: Incidents are committed at least this often (seconds) even when no page arrives.
INCIDENT_FLUSH_SECONDS = 1.0

#: SQLite's page cache of the writer's connection, KiB. Pages are appended and the run
#: tables read the pages just written, so a small cache does: 64 MB for the run and 256 MB
#: for the final index builds made the benchmark corpus's run peak 16 MB higher, in no
#: less time (docs/benchmarks.md, "Peak memory").
CACHE_KIB = 8192

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





def _pragmas(durable: bool) -> list[str]:
    """The settings of a connection that writes a results file."""
    if durable:
        # NORMAL in WAL: a process crash (kill -9) loses no committed transaction.
        journal = ["PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"]
    else:  # a cluster worker's partition file: a crash ends its run anyway
        journal = ["PRAGMA journal_mode=MEMORY", "PRAGMA synchronous=OFF"]  # rollback works
    # Foreign keys are declared (documented, checked by PRAGMA foreign_key_check in the
    # tests) but not enforced here: the writer hands out every key itself, and enforcement
    # cost ~20% of the time per page.
    return [*journal, "PRAGMA foreign_keys=OFF", f"PRAGMA cache_size=-{CACHE_KIB}",
            "PRAGMA temp_store=MEMORY"]


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



def _keyed_json(value: Mapping[int, int]) -> str:
    """JSON text of an int-keyed mapping, keys as strings, in the mapping's order."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()

def _insert_rows(out: Statements, table_columns: str, rows: Sequence[Sequence[Any]],
                 *fixed: Any) -> None:
    """Insert ``rows`` (non-empty, of equal length) into ``table_columns`` ("table(a, b,
    …)"), each after the ``fixed`` leading values, in their order and in ONE statement:
    the rows cross as a JSON array, read by SQLite's ``json_each``. For rows of a few
    numbers and short names; rows that carry text go by :func:`_insert_text_rows`.

    Why not ``executemany`` here: it binds and steps row by row, taking Python's GIL back
    after every row; a writer on a thread of its own waited for the analyzer's thread at
    each take, up to the switch interval, 5 ms (docs/benchmarks.md, issue 21). One
    statement takes it back once, and SQLite parses the array in C.
    """
    out.execute(json_insert_sql(table_columns, len(fixed), len(rows[0])),
                (*fixed, json_text(rows)))


def _insert_text_rows(out: Statements, table_columns: str, rows: Iterable[tuple[Any, ...]],
                      *fixed: Any) -> None:
    """Insert ``rows`` as :func:`_insert_rows` does, with ``executemany``: for rows that
    carry text (a form's analyses, an occurrence's contexts, a reading's lemma). Through
    ``json_each`` each ``value->>i`` parses its row's JSON again and a string is unescaped
    twice: the benchmark corpus's ``words``, ``unrecognized`` and ``page_readings`` rows
    took 0.068, 0.084 and 0.127 s, 0.039, 0.049 and 0.116 s as bound rows (their pickling
    between the processes included; issue 21). The statements run where no other thread
    of the process works: in the committing process, or in the run's thread between two
    pages of a crawl."""
    width = table_columns.count(",") + 1
    out.executemany(f"INSERT INTO {table_columns} VALUES ({', '.join('?' * width)})",
                    map(tuple.__add__, repeat(fixed), rows) if fixed else rows)


#: An incident-report line as the ``incidents`` table stores it.
_INSERT_INCIDENTS = ("INSERT INTO incidents(url, start_url, outcome, cause, status, attempts, "
                     "bytes, elapsed, detail, recorded_at) VALUES (?,?,?,?,?,?,?,?,?,?)")


#: An unrecognized occurrence's key (Occurrence is a NamedTuple: form, key, kind, …).
_occurrence_key = itemgetter(1)


def _analyses_json(analyses: Iterable[Any]) -> str:
    """The full analyses as JSON (by hand: dataclasses.asdict deep-copies, 3x slower)."""
    return json_text([{"lemma": a.lemma, "pos": a.pos, "features": a.features,
                      "source": a.source} for a in analyses])


def _lexical_columns(analyses: Sequence[Any]
                     ) -> tuple[tuple[str, str, str, int], list[tuple[str, str]]]:
    """A form's ``words`` columns from its ``analyses``: (lemmas, categories, analyses,
    recognized), the first two its distinct lemmas and categories (``cantar|canto``,
    ``VERB|NOUN``); and its distinct (lemma, pos) pairs, its ``word_lemmas`` rows."""
    lemmas: dict[str, None] = {}
    cats: dict[str, None] = {}
    pairs: dict[tuple[str, str], None] = {}
    for a in analyses:
        lemmas[a.lemma] = None
        cats[a.pos] = None
        pairs[(a.lemma, a.pos)] = None
    return ("|".join(lemmas), "|".join(cats), _analyses_json(analyses),
            1 if analyses else 0), list(pairs)


#: The pages a run's writer may have under way in the committing process
#: (``ResultsWriter(pages_in_flight=...)``): a page much larger than the others (a 900 KB
#: manual) takes longer to commit than the next pages take to analyze. The analyzer waited
#: for commits ~0.5 s a run of the benchmark corpus with 1, ~0.13 with 4, ~0.04 with 8;
#: the peak memory stayed the same (each holds a page's result until its commit).
RUN_PAGES_IN_FLIGHT = 8


class ResultsWriter:
    """Writes one run's results incrementally; one writer per file, one file per run.

    ``outputs`` maps start URLs to output names (``Project.outputs_by_start()``); a page's
    ``output`` column comes from ``doc_meta["output"]`` when given, else from this map.
    ``min_segment_frequency`` is the run's minimum segment frequency: a segment's
    ``page_segments`` rows are written only once it has that many occurrences in the run
    (its earlier occurrences wait in memory, at most ``pending_segment_cap`` segments, see
    :mod:`daweb.store.segment_memory`: here, or in the committing process that executes the
    pages' transactions); the run-level ``segments`` table lists the segments reaching it.
    ``durable=False`` trades the crash safety of WAL for ~7 % of the writing time: for the
    partition files of cluster workers (daweb/store/partitions.py), which a crash discards.
    ``partition=True``: a cluster worker's partition, whose pending segments are held as text
    (:class:`~daweb.store.segment_memory.SegmentMemory`) to be listed to the run; any other
    writer holds them by key (:class:`~daweb.store.segment_memory.KeyedSegmentMemory`).

    ``background=True``: a page's transaction is committed by a child process
    (:class:`~daweb.store.committer.Committer`) while the caller goes on: the run's analyzer
    reads the next page, on the other core. Up to ``pages_in_flight`` pages may be under way
    there (a large page's commit then delays no page after it); :meth:`add_page` waits for
    the oldest when that many are, every other call waits for all of them first
    (:meth:`settle`). A page that failed to commit raises its error there, its memory and
    that of the pages after it (not committed either) taken back as if :meth:`add_page` had
    raised it. ``start_background=False``: that process starts with
    :meth:`start_background`, or with the first page.
    """

    def __init__(self, path: Path, outputs: Mapping[str, str] | None = None,
                 min_segment_frequency: int = 1, *,
                 pending_segment_cap: int = PENDING_SEGMENT_CAP,
                 cooccurrence: CooccurrenceOptions | None = None, durable: bool = True,
                 background: bool = False, pages_in_flight: int = 1,
                 start_background: bool = True, partition: bool = False) -> None:
        #: The run's segments below its minimum (daweb/store/segment_memory.py): those of the
        #: pages committed here; with a committing process, that process keeps them.
        self._segments: PendingSegments = (SegmentMemory if partition else KeyedSegmentMemory)(
            min_segment_frequency, pending_segment_cap)
        self._segments_elsewhere = 0  # how many the committing process held at its last refresh
        if pages_in_flight < 1:
            raise ValueError("pages_in_flight must be at least 1")
        self.path = Path(path)
        self.outputs = dict(outputs or {})
        self.min_segment_frequency = min_segment_frequency
        self.pending_segment_cap = pending_segment_cap
        self._codes: dict[str, int] = {}
        self._pending_incidents: list[tuple] = []
        self._last_incident_flush = time.monotonic()
        self._tokens = 0  # cumulative tokens and types, for the vocabulary growth rows
        self._types = 0
        # Keys coded from an unrecognized occurrence but not (yet) seen in any page's words;
        # they don't count as types until they do (as in the rebuilt vocabulary table).
        self._orphans: set[str] = set()
        #: Keys whose ``words`` row a non-word wrote (a page wrote them as code, an address…:
        #: not looked up): the first page that counts one as a word gives the row its
        #: analyses (:meth:`_code_forms`).
        self._non_words: set[str] = set()
        self._held_elsewhere = 0  # segments held back by merged partitions, not written
        self._pages = 0
        self._last_page = 0  # the largest page id written
        #: The pages whose transactions the committer runs (``background=True``), oldest
        #: first, each with what it changed in the memory.
        self._in_flight: deque[tuple[_Written, _Undo]] = deque()
        self._pages_in_flight = pages_in_flight
        self._committer: Committer | None = None
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
            pragmas = _pragmas(durable)
            for pragma in pragmas:
                self._conn.execute(pragma)
            register_deflate(self._conn)
            self._conn.execute("BEGIN")
            for sql in schema_sql().tables:
                self._conn.execute(sql)
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
        if background:
            try:
                self._committer = Committer(self.path, pragmas, min_segment_frequency,
                                            pending_segment_cap, start=start_background)
            except OSError:
                pass  # no process to spare (a limit on processes): commit here, as before

    def start_background(self) -> None:
        """Start the committing process of a writer made with ``start_background=False``
        (a run starts its reading process first, which the first page waits for; issue
        21); the first page would start it otherwise. Without a process to spare, the
        pages are committed here."""
        if self._committer is None:
            return
        try:
            self._committer.start()
        except OSError:
            self._committer.close()
            self._committer = None

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
        pages as the whole run will, daweb/store/partitions.py); by default the next one.

        ``doc_meta`` is a :class:`daweb.events.FetchedDocument`, a dict with the same field
        names, or ``None`` (local files: the URL and title come from ``result``).

        The steps: the page's row, its new forms coded, its words and occurrences, its
        segments, profile and languages, its corpus rows, the vocabulary curve; then the
        writer's memory takes the page in (given back if its transaction fails).
        """
        self._check_open()
        while len(self._in_flight) >= self._pages_in_flight:
            self._settle_oldest()
        page = self._last_page + 1 if page_id is None else page_id
        new_forms: list[str] = []
        orphans_seen: set[str] = set()
        now_words: list[str] = []
        incidents: list[tuple] = []
        out = Statements()
        try:
            self._insert_page(out, page, doc_meta, result, output)
            types = self._types + self._code_forms(out, result, new_forms, orphans_seen,
                                                   now_words)
            self._write_words(out, page, result)
            self._write_parts(out, page, result)
            self._write_corpus_rows(out, page, doc_meta,
                                    _get(doc_meta, "url", "") or result.url,
                                    result.text_digest, duplicate, change)
            tokens = self._tokens + result.tokens
            out.execute("INSERT INTO vocabulary(page, tokens, types) VALUES (?,?,?)",
                        (page, tokens, types))
            incidents = self._take_incidents(out)
        except BaseException:
            self._take_back(new_forms, orphans_seen, incidents)
            raise
        written = _Written(result.url, page, result, new_forms, orphans_seen, now_words,
                           incidents, tokens, types)
        if self._committer is not None:
            try:
                self._committer.submit(out)
            except BaseException as exc:
                self._failed(exc, written)
            undo = _Undo(self._tokens, self._types, self._last_page)
            self._take_in(written, undo)
            self._in_flight.append((written, undo))
        else:
            try:
                transaction(self._conn, out, self._segments)
            except BaseException as exc:
                self._failed(exc, written)
            self._take_in(written)
            self._confirmed(written)
        return page

    def _take_in(self, written: _Written, undo: _Undo | None = None) -> None:
        """Take a page into the writer's memory (the next page's statements build on it);
        ``undo`` (a page whose transaction is still under way) keeps what to give back if
        it fails (:meth:`_give_back`)."""
        self._tokens, self._types = written.tokens, written.types
        self._non_words.difference_update(written.now_words)
        self._pages += 1
        self._last_page = max(self._last_page, written.page)

    def _give_back(self, written: _Written, undo: _Undo) -> None:
        """Undo :meth:`_take_in` of a page whose transaction failed (the pages taken in
        after it given back first)."""
        self._pages -= 1
        self._non_words.update(written.now_words)
        self._tokens, self._types, self._last_page = undo.tokens, undo.types, undo.last_page

    def _confirmed(self, written: _Written) -> None:
        """A page's transaction has committed: add what only the run's end writes."""
        result = written.result
        if result.collocations is not None or result.regimes is not None:
            self.cooccurrences.add(result)

    def _settle_oldest(self) -> None:
        """Wait for the oldest page in flight to commit; raise its error if it failed."""
        assert self._committer is not None
        try:
            self._committer.wait()
        except BaseException as exc:
            self._failed(exc)
        self._confirmed(self._in_flight.popleft()[0])

    def _failed(self, exc: BaseException, unsent: _Written | None = None) -> NoReturn:
        """Give back what the pages in flight (the oldest failed to commit, the later ones
        were not committed after it) and ``unsent`` (a page whose transaction was not
        run) took, newest first, and raise the error, naming the page that failed."""
        failed = self._in_flight[0][0] if self._in_flight else unsent
        assert failed is not None
        if unsent is not None:
            self._take_back(unsent.new_forms, unsent.orphans_seen, unsent.incidents)
        while self._in_flight:
            written, undo = self._in_flight.pop()
            self._give_back(written, undo)
            self._take_back(written.new_forms, written.orphans_seen, written.incidents)
        if isinstance(exc, sqlite3.Error | OSError | CommitterError):
            raise _explain(self.path, exc, f"write the results of {failed.url}") from None
        raise exc

    def _take_back(self, new_forms: list[str], orphans_seen: set[str],
                   incidents: list[tuple]) -> None:
        """Undo the memory changes :meth:`add_page` made for a page that failed: the codes
        it handed out, the orphans it counted as types, the incidents it took to write
        (its segments are taken back where its transaction failed,
        :func:`~daweb.store.committer.transaction`)."""
        for key in new_forms:
            self._codes.pop(key, None)
            self._orphans.discard(key)
            self._non_words.discard(key)
        self._orphans |= orphans_seen  # uncounted again: the next page with them counts them
        self._pending_incidents[:0] = incidents

    def settle(self) -> None:
        """Wait until the pages committed in the background (if any) are in the file; raise
        the error of one that failed (``background=True``; the other calls do it
        themselves)."""
        while self._in_flight:
            self._settle_oldest()

    def _insert_page(self, out: Statements, page: int, doc_meta: Any,
                     result: DocumentResult, output: str | None) -> None:
        """The page's ``pages`` row, with id ``page``."""
        start_url = _get(doc_meta, "start_url", "") or ""
        if output is None:
            output = _get(doc_meta, "output") or self.outputs.get(start_url, "")
        out.execute(
            "INSERT INTO pages(id, start_url, url, final_url, title, status, charset, "
            "content_type, bytes, fetched_at, elapsed, depth, tokens, types, text_chars, "
            "output, analyzed_at, warc_file, warc_offset) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (page, start_url, _get(doc_meta, "url", result.url) or result.url,
             _get(doc_meta, "final_url", result.url) or result.url, result.title,
             _get(doc_meta, "status"), _get(doc_meta, "charset"),
             _get(doc_meta, "content_type"), _get(doc_meta, "bytes"),
             _get(doc_meta, "fetched_at"), _get(doc_meta, "elapsed"),
             _get(doc_meta, "depth"), result.tokens, result.types, result.text_chars,
             output, _now(), _get(doc_meta, "warc_file") or None,
             _get(doc_meta, "warc_offset")))

    def _code_forms(self, out: Statements, result: DocumentResult, new_forms: list[str],
                    orphans_seen: set[str], now_words: list[str]) -> int:
        """Give the page's forms new to the run their codes and write their ``words`` and
        ``word_lemmas`` rows; returns how many types the page adds to the run.

        The codes handed out are appended to ``new_forms`` as they are, and the orphans the
        page counts as types go to ``orphans_seen``, so that a failed page takes back
        exactly those (:meth:`_take_back`). A form the page is the first to write as a
        non-word gets its ``first_kinds`` row; one an earlier page wrote so (as code: ``use``
        in a command's output), without analyses, that this page counts as a word gets this
        page's kind and its analyses now (docs/results.md, ``words``); those forms go to
        ``now_words``, taken in by :meth:`_committed`.
        """
        codes = self._codes
        words = result.words
        # Filters, look-ups and row tuples are built in C (filterfalse, map, zip): the
        # Python loops below run only over the forms new to the run.
        fresh = list(filterfalse(codes.__contains__, words))
        added = len(fresh)
        if self._orphans:  # orphans are coded already, so none of them is in ``fresh``
            seen = self._orphans.intersection(words)
            self._orphans -= seen
            orphans_seen |= seen
            added += len(seen)
        unrecognized = result.unrecognized
        # An occurrence's key may be missing from words (an "orphan", coded all the same).
        orphans = {occ.key: occ.kind for occ in compress(
            unrecognized, map(not_, map(codes.__contains__, map(_occurrence_key,
                                                                unrecognized))))
            if occ.key not in words}
        new_rows, lemma_rows, first_rows = [], [], []
        all_analyses, kinds = result.analyses, result.kinds
        # Codes follow the first use in the run and, within a page, the forms' order:
        # a merge of partition files can then number them alike (daweb/store/partitions.py).
        for key in sorted(orphans.keys() | fresh):
            code = len(codes) + 1
            codes[key] = code
            new_forms.append(key)
            if key in orphans:
                new_rows.append((code, key, orphans[key], "", "", "[]", 0))
                self._orphans.add(key)
                continue
            kind = kinds.get(key, "")
            columns, pairs = _lexical_columns(all_analyses.get(key, ()))
            new_rows.append((code, key, kind, *columns))
            lemma_rows.extend((code, lemma, pos) for lemma, pos in pairs)
            if kind in NON_WORDS:
                self._non_words.add(key)
                first_rows.append((code, kind))
        if new_rows:
            _insert_text_rows(out, "words(code, form, kind, lemmas, categories, analyses, "
                              "recognized)", new_rows)
        if lemma_rows:
            _insert_rows(out, "word_lemmas(word, lemma, pos)", lemma_rows)
        if first_rows:
            _insert_rows(out, "first_kinds(word, kind)", first_rows)
        if self._non_words:
            now_words += sorted(key for key in self._non_words.intersection(words)
                                if kinds.get(key, "") not in NON_WORDS)
            updates, pair_rows = [], []
            for key in now_words:
                columns, pairs = _lexical_columns(all_analyses.get(key, ()))
                updates.append((kinds[key], *columns, codes[key]))
                pair_rows.extend((codes[key], lemma, pos) for lemma, pos in pairs)
            if updates:
                out.executemany("UPDATE words SET kind = ?, lemmas = ?, categories = ?, "
                                "analyses = ?, recognized = ? WHERE code = ?", updates)
            if pair_rows:
                out.executemany("INSERT OR IGNORE INTO word_lemmas(word, lemma, pos) "
                                "VALUES (?, ?, ?)", pair_rows)
        return added

    def _write_words(self, out: Statements, page: int, result: DocumentResult) -> None:
        """The page's ``page_words``, ``page_readings`` and ``unrecognized`` rows."""
        codes = self._codes
        words = result.words
        # Sorted by code: appends to the (page, word) B-tree instead of inserting inside it.
        # One statement, as for the segments below: {"code": frequency, …} in code order
        # (the INTEGER column turns the JSON keys back into integers).
        out.execute("INSERT INTO page_words(page, word, frequency) "
                    "SELECT ?, key, value FROM json_each(?)",
                    (page, _keyed_json(dict(sorted(zip(map(codes.__getitem__, words),
                                                       words.values(), strict=True))))))
        if result.readings:
            # Sorted: appended to the (page, word, lemma, pos) B-tree.
            _insert_text_rows(out, "page_readings(page, word, lemma, pos, frequency)",
                              sorted([(codes[k], lemma, pos, n) for (k, lemma, pos), n
                                      in result.readings.items()]), page)
        if result.unrecognized:
            # (page, code) + the Occurrence (form, key, kind, offset, left, right,
            # sentence_start): the columns' order; a bool is stored as the integer 0/1.
            _insert_text_rows(out, "unrecognized(page, word, form, key, kind, offset, "
                              "left_context, right_context, sentence_start)",
                              map(tuple.__add__, zip(repeat(page), map(codes.__getitem__, map(
                                  _occurrence_key, result.unrecognized))),
                                  result.unrecognized))

    def _write_parts(self, out: Statements, page: int, result: DocumentResult) -> None:
        """The page's ``page_segments`` (as the run's pending segments decide, where the
        transaction is executed), ``profiles``, ``page_languages`` and ``page_texts`` rows."""
        out.segments(page, result.segments)
        if result.profile:
            _insert_rows(out, "profiles(page, part, new_words, total_words)",
                         [(i, new, total) for i, (new, total) in enumerate(result.profile, 1)],
                         page)
        if result.languages:
            _insert_rows(out, "page_languages(page, language, words)",
                         sorted(result.languages.items()), page)
        if result.text:  # for the concordance of any word (daweb/concordance.py)
            out.execute("INSERT INTO page_texts(page, text) VALUES (?, deflate(?))",
                        (page, result.text))

    # -- corpus building: duplicates, feeds, page versions (docs/corpus.md) -----------------

    def _write_corpus_rows(self, out: Statements, page: int | None, doc_meta: Any, url: str,
                           digest: str, duplicate: Duplicate | None, change: str) -> None:
        """A page's ``duplicates``, ``page_feeds`` and ``page_versions`` rows; ``page`` is
        None for a page not analyzed again (unchanged)."""
        if duplicate is not None:
            out.execute("INSERT INTO duplicates(page, duplicate_of, kind, distance, similarity)"
                        " VALUES (?,?,?,?,?)", (page, duplicate.of, duplicate.kind,
                                                duplicate.distance, duplicate.similarity))
        feed = _get(doc_meta, "feed", "")
        if feed and page is not None:
            out.execute("INSERT INTO page_feeds(page, feed, published) VALUES (?,?,?)",
                        (page, feed, _get(doc_meta, "published", "")))
        headers = {k.lower(): v for k, v in _get(doc_meta, "headers", ()) or ()}
        out.execute(
            "INSERT OR REPLACE INTO page_versions(url, final_url, start_url, depth, etag, "
            "last_modified, text_digest, change, page) VALUES (?,?,?,?,?,?,?,?,?)",
            (url, _get(doc_meta, "final_url", url) or url, _get(doc_meta, "start_url", ""),
             _get(doc_meta, "depth", 0), headers.get("etag", ""),
             headers.get("last-modified", ""), digest, change, page))

    def add_unchanged(self, doc_meta: Any, text_digest: str = "") -> None:
        """Record a page not analyzed again because it has not changed since the previous
        run (a 304, or the same text): one ``page_versions`` row, so the next run can still
        ask for it conditionally. ``doc_meta`` carries its validators in ``headers``."""
        self._ready()
        url = _get(doc_meta, "url", "")
        out = Statements()
        self._write_corpus_rows(out, None, doc_meta, url, text_digest, None, "unchanged")
        self._commit_with_incidents(out, f"record {url} as unchanged")

    def add_new_words(self, rows: Iterable[tuple[int, str, int, int]]) -> None:
        """Store the words never seen in an earlier run: (code, form, frequency, pages)."""
        self._ready()
        self._commit(new_words_statements(rows), "store the new words")

    def add_new_words_since(self, earlier: Sequence[Path]) -> None:
        """Store the words of this file that none of the ``earlier`` run folders counted
        (:func:`daweb.freshness.new_word_rows`; its run tables must be up to date): by the
        committing process if the writer has one, as :meth:`build_indexes`, so that a run's
        end can do it in a thread while it adds the run to the neology database."""
        self._ready()
        self._commit_at_the_end(NewWords(str(self.path), tuple(map(str, earlier))),
                                "store the new words")

    # -- a cluster worker's partition file (daweb/store/partitions.py) ----------------------------

    def segment_state(self) -> tuple[dict[str, int], set[str]]:
        """(pending segment -> its occurrences so far, segments whose rows are written).

        A partition of a run sees only part of the pages: its pending segments may reach
        the run minimum together with other partitions' (daweb/store/partitions.py decides).
        """
        self._ready()
        return self._listed_segments().state()

    def write_pending_segments(self, segments: Iterable[str]) -> None:
        """Write the held-back postings of ``segments`` (one transaction); they are no
        longer pending: the run as a whole reached the minimum for them."""
        self._ready()
        out = Statements()
        out.executemany("INSERT INTO page_segments(page, segment, frequency) VALUES (?,?,?)",
                        self._listed_segments().take_out(segments))
        self._commit(out, "write the segments the run kept")

    def record_duplicates(self, found: Sequence[tuple[int, Duplicate]], uncount: bool) -> None:
        """A partition's pages that repeat earlier pages of the run (the run decides, in
        archive order): their ``duplicates`` rows and, with ``uncount``, nothing else of
        them counts — as :func:`~analyzers.duplicates.uncounted` makes a single process
        write them. Their words, occurrences, segment postings and profile go; segments
        written only thanks to them fall back below the minimum and wait again (one
        transaction)."""
        self._ready()
        memory = self._listed_segments()
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
                memory.unwrite(conn, touched & memory.promoted)
                memory.forget(set(pages))
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            roll_back(conn)
            raise _explain(self.path, exc, "record the duplicate pages") from None

    def prune_info(self) -> dict[str, Any]:
        """The prunes of the pending segments so far (``run_info``'s ``segment_*`` keys)."""
        self._ready()
        memory = self._own_segments()
        return {"prunes": memory.prunes, "occurrences": memory.pruned_occurrences,
                "max_count": memory.pruned_max}

    def _listed_segments(self) -> SegmentMemory:
        """The pending segments as text, which a cluster's partition lists to the run."""
        memory = self._own_segments()
        if not isinstance(memory, SegmentMemory):
            raise RuntimeError(f"{self.path}: the pending segments are held by key; a "
                               "cluster's partition (ResultsWriter(partition=True)) lists them")
        return memory

    def _own_segments(self) -> PendingSegments:
        """The pending segments of the pages this writer commits itself: those of a writer
        with a committing process are in that process (a cluster's partitions, which ask
        for them, commit their own)."""
        if self._committer is not None:
            raise RuntimeError(f"{self.path}: the pending segments are kept by the "
                               "committing process; only a writer without one has them")
        return self._segments

    def merge_partitions(self, files: Sequence[Path], never_written: int = 0) -> None:
        """Take in the pages of cluster workers' partition files (daweb/store/partitions.py),
        then rebuild the run tables from them. The file must have no pages yet.

        ``never_written``: the segments the partitions held back for good (run_info's
        ``segments_never_written``)."""
        from daweb.store.partitions import merge_into  # that module builds on this one

        self._ready()
        try:
            merge_into(self._conn, files)
            self._pages, self._last_page = self._conn.execute(
                "SELECT COUNT(*), COALESCE(MAX(id), 0) FROM pages").fetchone()
            self._held_elsewhere = never_written
        except sqlite3.Error as exc:
            raise _explain(self.path, exc, "merge the workers' partition files") from None
        self.refresh_run_tables(full=True, totals=False)

    def close_partition(self) -> None:
        """Commit and close a partition file as it is: no run tables, no final indexes —
        the merged run file gets those (daweb/store/partitions.py)."""
        if self._closed:
            return
        try:
            self.flush()
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            self._end()

    def _end(self) -> None:
        """Close the file, after the background commit if one is still running."""
        self._closed = True
        try:
            if self._committer is not None:
                self._committer.close()
        finally:
            self._conn.close()

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

    def _take_incidents(self, out: Statements) -> list[tuple]:
        """Add the queued incidents to ``out``; returns them (a transaction that fails gives
        them back to the queue)."""
        taken, self._pending_incidents = self._pending_incidents, []
        if taken:
            out.executemany(_INSERT_INCIDENTS, taken)
        self._last_incident_flush = time.monotonic()
        return taken

    def _commit(self, out: Statements, doing: str) -> None:
        """Execute ``out`` in one transaction here; a failure is a :class:`ResultsError`
        that says what the writer was ``doing``."""
        try:
            transaction(self._conn, out)
        except sqlite3.Error as exc:
            raise _explain(self.path, exc, doing) from None

    def _commit_with_incidents(self, out: Statements, doing: str) -> None:
        """:meth:`_commit` ``out`` and the queued incidents in one transaction."""
        taken = self._take_incidents(out)
        try:
            self._commit(out, doing)
        except ResultsError:
            self._pending_incidents[:0] = taken
            raise

    def flush(self) -> None:
        """Commit queued incidents now."""
        self._ready()
        if self._pending_incidents:
            self._commit_with_incidents(Statements(), "write the incident report")

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

    def refresh_run_tables(self, full: bool = False, *, totals: bool = True,
                           elsewhere: bool = False) -> None:
        """Bring the run-level tables up to date from the per-page tables (one transaction).

        Incremental by default (cost grows with the pages since the last refresh, not with
        the run); ``lemmas`` is rebuilt at most every :data:`LEMMAS_EVERY_SECONDS`.
        ``full=True`` recomputes everything, lemmas included, from the per-page tables
        (but the word and segment totals with ``totals=False``, see
        :func:`~daweb.store.run_tables.refresh`). ``elsewhere``: by the committing process,
        if the writer has one (:meth:`final_refresh`).
        """
        self._ready()
        self.flush()
        began = time.monotonic()
        lemmas = full or began - self._lemmas_at >= LEMMAS_EVERY_SECONDS
        work = Refresh(self.min_segment_frequency, None if full else self._mark, lemmas,
                       None if full else self._lemmas_page, totals)
        try:
            helper = self._helper() if elsewhere else None
            if helper is not None:
                refreshed = helper.run(work)
                assert refreshed is not None
                self._segments_elsewhere = refreshed.pending
            else:
                refreshed = work.run(self._conn, self._segments)
            self._mark = refreshed.mark
            if lemmas:
                self._lemmas_at = time.monotonic()
                self._lemmas_page = self._mark[0]
            self._refreshed_at = time.monotonic()
            self._refresh_seconds = self._refreshed_at - began
        except (sqlite3.Error, OSError, CommitterError) as exc:
            raise _explain(self.path, exc, "update the run totals") from None

    def set_info(self, key: str, value: Any) -> None:
        """Store one ``run_info`` entry; non-text values are stored as JSON."""
        self._ready()
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
        and their word-formation readings ``{key: reading}`` (analyzers/formation.py): by
        the committing process if the writer has one, as :meth:`build_indexes`, so that a
        run's end can do it in a thread while it adds the run to the neology database."""
        self._ready()
        # One pass over unrecognized with a key look-up in a temporary table: an UPDATE
        # per form scanned the whole table each time, because unrecognized(key) is only
        # built by close() (3.4 s for a 300-page run; bench/results.py). Building that
        # index here instead would make every later page maintain it.
        out = Statements()
        out.execute("CREATE TEMP TABLE IF NOT EXISTS triage_tags"
                    "(key TEXT PRIMARY KEY, tag TEXT) WITHOUT ROWID")
        out.execute("DELETE FROM triage_tags")
        columns = [("triage", mapping)] + ([("formation", formations)] if formations else [])
        for column, tags in columns:
            out.executemany("INSERT OR REPLACE INTO triage_tags(key, tag) VALUES (?, ?)",
                            tags.items())
            out.execute(f"UPDATE unrecognized SET {column} = t.tag FROM triage_tags AS t "
                        "WHERE t.key = unrecognized.key")
            out.execute("DELETE FROM triage_tags")
        self._commit_at_the_end(out, "store the triage of unrecognized forms")

    def summary(self, top: int = 10) -> dict[str, Any]:
        """:func:`summary` of this writer's file (queued incidents are committed first)."""
        self._ready()
        self.flush()
        return summary(self._conn, top)

    @property
    def commits_elsewhere(self) -> bool:
        """Whether a committing process executes the pages' transactions (and counts their
        segments: ``Analyzer(defer_segments=...)``)."""
        return self._committer is not None

    @property
    def pages_written(self) -> int:
        """Documents written by this writer."""
        self._ready()
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
            self.set_info("segments_never_written", len(self._segments)
                          + self._segments_elsewhere + self._held_elsewhere)
            self.set_info("closed_at", _now())
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            self._end()

    def finish_tables(self) -> None:
        """:meth:`final_refresh`, then :meth:`build_indexes`. :meth:`close` does it (what
        is already done is not done again)."""
        self.final_refresh()
        self.build_indexes()

    def final_refresh(self) -> None:
        """Bring the run tables up to date, lemmas included.

        A run that has written its last page may call it in a thread while it triages the
        unrecognized forms: SQLite works without holding Python's GIL, so on two cores both
        proceed at once. With a committing process, that process refreshes: in a thread of
        the run's process, SQLite's work slowed the run's own (daweb/store/committer.py)."""
        self._ready()
        self._lemmas_at = -LEMMAS_EVERY_SECONDS  # the final refresh includes lemmas
        self.refresh_run_tables(elsewhere=True)

    def build_indexes(self) -> None:
        """Build the indexes a finished run's readers use (docs/results.md).

        In a thread too, while the run adds itself to its project's neology database (which
        reads the file as it stands); by the committing process if the writer has one, as
        :meth:`final_refresh`. Pages written afterwards keep the indexes up to date (slower
        per page, still correct)."""
        self._ready()
        try:
            helper = self._helper()
            if helper is not None:
                statements = Statements()
                for sql in schema_sql().final_indexes:
                    statements.execute(sql)
                helper.run(statements)
            else:
                for sql in schema_sql().final_indexes:
                    self._conn.execute(sql)
        except (sqlite3.Error, OSError, CommitterError) as exc:
            raise _explain(self.path, exc, "index the results") from None

    def _commit_at_the_end(self, work: Statements | NewWords, doing: str) -> None:
        """Execute ``work`` in one transaction by the committing process if the writer has
        one (a run's end asks from a thread, the run's process doing other work meanwhile),
        else here; a failure is a :class:`ResultsError` that says what it was ``doing``."""
        try:
            helper = self._helper()
            if helper is not None:
                helper.run(work)
            else:
                transaction(self._conn, work.statements())
        except (sqlite3.Error, OSError, CommitterError) as exc:
            raise _explain(self.path, exc, doing) from None

    def _helper(self) -> Committer | None:
        """The committing process, if it is there for the run's end: a writer without one,
        or whose one is gone (the pages it was given are settled: committed), does that work
        in its own connection."""
        committer = self._committer
        return committer if committer is not None and committer.alive else None

    def _check_open(self) -> None:
        """Refuse to write through a closed writer, with a message naming the file."""
        if self._closed:
            raise ResultsError(f"{self.path}: the results writer is already closed")

    def _ready(self) -> None:
        """:meth:`_check_open`, then :meth:`settle`: every call that reads or writes the
        file or the memory a page changes starts here."""
        self._check_open()
        self.settle()


@dataclass(frozen=True, slots=True)
class _Undo:
    """What taking a page in changed in the writer's memory, as it was before
    (:meth:`ResultsWriter._give_back`)."""

    tokens: int  # the run's tokens and types, and its last page id, before the page
    types: int
    last_page: int


@dataclass(frozen=True, slots=True)
class _Written:
    """A page whose transaction is made: what the writer's memory takes in
    (:meth:`ResultsWriter._take_in`), or gives back if it failed
    (:meth:`ResultsWriter._take_back`)."""

    url: str
    page: int
    result: DocumentResult
    new_forms: list[str]  # the forms it coded
    orphans_seen: set[str]  # the orphans it counted as types
    now_words: list[str]  # the forms whose non-word's row it wrote again as a word's
    incidents: list[tuple]  # the queued incidents its transaction writes
    tokens: int  # the run's tokens and types with it
    types: int


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


