"""The run's segments below its minimum frequency, held in memory until they reach it
(docs/results.md, ``page_segments``).

Segments are the bulk of a page (~3,000 distinct n-grams per 900 words), and on real text
most occur once in the whole run: writing them all was most of the cost of a page. A
segment's ``page_segments`` rows are written from the page on which its run count reaches
the minimum: that page's transaction also writes the postings held until then (back-fill),
and every later occurrence is written directly. The memory is bounded: past
``cap`` segments, those with the fewest occurrences are forgotten (:meth:`_prune`).

:class:`KeyedSegmentMemory` lives where a run's pages' transactions are executed
(:func:`daweb.store.committer.transaction`), in the committing process, which also counts
the page's segments (:class:`~analyzers.segments.PageSegments`), on the other core, or in
a writer that commits its own pages: it holds them by key, and writes a segment's text
only if its rows are written (held as text, the benchmark corpus's ~450,000 pending
segments took ~55 MB there, and writing and looking up their strings most of that
process's time for segments; docs/benchmarks.md). :class:`SegmentMemory` holds them as
text, which a cluster's partition lists to the run (``ResultsWriter(partition=True)``).
Either changes only once a page's transaction has committed (a failed page leaves nothing
behind: its segments new to the run are taken out again), so it is always that of the
pages in the file.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from analyzers.ngrams import ngram_keys
from analyzers.segments import PageSegments
from daweb.store.pending_segments import SegmentTable, segment_rows
from daweb.store.schema import json_insert_sql, json_text

#: Most segments kept pending in memory before a prune; ~130 bytes each on real text held
#: as strings, ~25-45 by key (docs/results.md).
PENDING_SEGMENT_CAP = 500_000

#: The ``run_info`` keys of the prunes (docs/results.md).
PRUNE_INFO_KEYS = ("segment_prunes", "segment_prune_pages", "segment_pruned_occurrences",
                   "segment_pruned_max_count")


def hashed_dict() -> dict[Any, Any]:
    """An empty dict that keeps each key's hash in its table, as a dict with a non-text key.

    A dict whose keys are all text reads a key's hash from the text object: a look-up that
    lands on another key's slot goes out to that key in memory. Nearly every look-up in
    the pending segments is of a segment new to the run (a miss), in a table of up to
    ``PENDING_SEGMENT_CAP`` entries: with the hashes in the table, the pass over a page's
    segments took ~18 % less (0.29 → 0.24 s of the benchmark corpus), its table ~5 MB more
    (docs/benchmarks.md). CPython keeps the layout once chosen, the non-text key gone and
    the table grown.
    """
    table: dict[Any, Any] = {0: None}
    del table[0]
    return table


def postings(entry: int | tuple[int, ...]) -> list[tuple[int, int]]:
    """The (page, frequency) postings of a pending segment's memory entry."""
    if type(entry) is int:
        return [(entry, 1)]
    return list(zip(entry[1::2], entry[2::2], strict=True))


def pending_entry(pairs: Sequence[tuple[int, int]]) -> int | tuple[int, ...]:
    """A pending segment's memory entry from its (page, frequency) postings (the inverse of
    :func:`postings`): the page id alone for one posting of frequency 1, else (count,
    page, frequency, …)."""
    if len(pairs) == 1 and pairs[0][1] == 1:
        return pairs[0][0]
    return (sum(f for _, f in pairs), *(x for posting in pairs for x in posting))


def prune_level(counted: Mapping[int, int], target: int) -> tuple[int, int]:
    """What a prune forgets of pending segments counted so (occurrences -> segments with
    that many) to keep at most ``target``: those with 1 occurrence; while more than
    ``target`` remain, those with 2, and so on. Returns (the most occurrences a forgotten
    segment had, the occurrences forgotten)."""
    level = 1
    forgot = counted.get(1, 0)
    remaining = sum(counted.values()) - forgot
    while remaining > target:
        level += 1
        remaining -= counted.get(level, 0)
        forgot += level * counted.get(level, 0)
    return level, forgot


class SegmentPlan(NamedTuple):
    """What a page's transaction changes in the memory once it has committed."""

    page: int
    added: list[str]  # segments new to the run, occurring once: in the memory already
    newly: list[str]  # segments whose rows are written from this page on
    updates: dict[str, tuple[int, ...]]  # pending entries created or grown
    info: bool  # whether the transaction wrote the prune figures


class PendingRule:
    """What both memories share: the run minimum, the cap, and the prunes so far (for
    ``run_info``)."""

    def __init__(self, minimum: int, cap: int) -> None:
        if cap < 2:
            raise ValueError("pending_segment_cap must be at least 2")
        self.minimum = minimum
        self.cap = cap
        self.prunes: list[int] = []  # page id after which each prune happened
        self.pruned_occurrences = 0
        self.pruned_max = 0  # largest pending count a prune forgot
        self.info_due = False  # prune figures not yet stored in run_info

    def _pruned(self, page: int, level: int, forgot: int) -> None:
        """A prune after ``page`` forgot ``forgot`` occurrences, of segments with at most
        ``level`` each."""
        self.prunes.append(page)
        self.pruned_occurrences += forgot
        self.pruned_max = max(self.pruned_max, level)
        self.info_due = True

    def info_rows(self) -> list[tuple[str, str]]:
        """``run_info`` rows describing the prunes so far (:data:`PRUNE_INFO_KEYS`)."""
        return list(zip(PRUNE_INFO_KEYS, (str(len(self.prunes)), json.dumps(self.prunes),
                                          str(self.pruned_occurrences),
                                          str(self.pruned_max)), strict=True))

    def _write_info(self, conn: sqlite3.Connection) -> bool:
        """Store the prune figures in the transaction open on ``conn`` if they are due;
        whether they were."""
        if self.info_due:
            conn.executemany("INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)",
                             self.info_rows())
        return self.info_due

    def _write_all(self, conn: sqlite3.Connection, page: int,
                   segments: Mapping[str, int]) -> bool:
        """With a minimum of 1 every segment is listed: write all of ``page``'s rows, keep
        nothing; whether it is so."""
        if self.minimum > 1:
            return False
        _insert(conn, page, segments.counted() if isinstance(segments, PageSegments)
                else segments, ())
        return True


class SegmentMemory(PendingRule):
    """The pending segments of one run: segment -> its postings. A page id (int) stands for
    the single posting (page, frequency 1) — the common case, and no object of its own;
    otherwise (run count, page, freq, page, freq, …): tuples of ints, which the garbage
    collector untracks instead of walking them all."""

    def __init__(self, minimum: int, cap: int = PENDING_SEGMENT_CAP) -> None:
        super().__init__(minimum, cap)
        self.pending: dict[str, int | tuple[int, ...]] = hashed_dict()
        #: Segments whose rows are written (they reached the minimum): later rows go direct.
        self.promoted: set[str] = set()

    def __len__(self) -> int:
        return len(self.pending)

    def write(self, conn: sqlite3.Connection, page: int, segments: Mapping[str, int]
              ) -> SegmentPlan | None:
        """Write the ``page_segments`` rows of ``page`` (``segments``: segment -> its
        frequency there) in the transaction open on ``conn``, with the prune figures if
        due; returns what :meth:`committed` or :meth:`failed` then makes of the memory.

        Only the segments new to the run that occur once on the page enter the memory here
        (the most of them, added while their place is in cache); :meth:`failed` takes them
        out again."""
        info = self._write_info(conn)
        if self._write_all(conn, page, segments):
            return SegmentPlan(page, [], [], {}, info)
        counts = segments.counted() if isinstance(segments, PageSegments) else segments
        if not counts:
            return SegmentPlan(page, [], [], {}, info)
        added: list[str] = []
        try:
            # One pass over the page's segments, compiled (daweb/store/pending_segments.pyx).
            here, rows, newly, updates = segment_rows(
                page, counts if isinstance(counts, dict) else dict(counts), self.pending,
                self.promoted, self.minimum, added)
            _insert(conn, page, here, rows)
        except BaseException:
            self.failed(SegmentPlan(page, added, [], {}, info))
            raise
        return SegmentPlan(page, added, newly, updates, info)

    def committed(self, plan: SegmentPlan) -> None:
        """The page's transaction has committed: its promoted and grown segments into the
        memory, then a prune if it is over the cap."""
        pending = self.pending
        for s in plan.newly:
            pending.pop(s, None)
        self.promoted.update(plan.newly)
        pending.update(plan.updates)
        if plan.info:
            self.info_due = False
        if len(pending) > self.cap:
            self._prune(plan.page)

    def failed(self, plan: SegmentPlan) -> None:
        """The page's transaction failed: the segments it added are taken out again (a
        failed page leaves no posting pointing at a page id the next page will reuse)."""
        for segment in plan.added:  # new to the run: absent before this page
            self.pending.pop(segment, None)
        plan.added.clear()

    def _prune(self, page: int) -> None:
        """Forget the pending segments with the fewest occurrences, down to half the cap
        (:func:`prune_level`; docs/results.md says exactly what survives)."""
        counted: dict[int, int] = {}
        for e in self.pending.values():
            count = 1 if type(e) is int else e[0]
            counted[count] = counted.get(count, 0) + 1
        level, forgot = prune_level(counted, self.cap // 2)
        kept = ((s, e) for s, e in self.pending.items() if type(e) is not int and e[0] > level)
        self.pending = hashed_dict()
        self.pending.update(kept)
        self._pruned(page, level, forgot)

    # -- a cluster worker's partition file (daweb/store/partitions.py) ----------------------

    def state(self) -> tuple[dict[str, int], set[str]]:
        """(pending segment -> its occurrences so far, segments whose rows are written)."""
        counts = dict.fromkeys(self.pending, 1)
        counts.update((s, e[0]) for s, e in self.pending.items() if type(e) is not int)
        return counts, self.promoted

    def take_out(self, segments: Iterable[str]) -> list[tuple[int, str, int]]:
        """The held-back (page, segment, frequency) rows of ``segments``, sorted; they are
        no longer pending (the caller writes them)."""
        rows: list[tuple[int, str, int]] = []
        for s in segments:
            rows.extend((page, s, f) for page, f in postings(self.pending.pop(s)))
            self.promoted.add(s)
        return sorted(rows)

    def unwrite(self, conn: sqlite3.Connection, segments: set[str]) -> None:
        """Written segments now below the minimum (their pages repeat earlier ones): their
        rows go back to the memory, in the transaction open on ``conn``."""
        if not segments:
            return
        found: dict[str, list[tuple[int, int]]] = {}
        for s, page, f in conn.execute(
                "SELECT segment, page, frequency FROM page_segments WHERE segment IN "
                "(SELECT value FROM json_each(?)) ORDER BY rowid", (json_text(list(segments)),)):
            found.setdefault(s, []).append((page, f))
        low = [s for s, pairs in found.items() if sum(f for _, f in pairs) < self.minimum]
        conn.execute("DELETE FROM page_segments WHERE segment IN "
                     "(SELECT value FROM json_each(?))", (json_text(low),))
        for s in low:
            self.promoted.discard(s)
            self.pending[s] = pending_entry(sorted(found[s]))

    def forget(self, pages: set[int]) -> None:
        """Drop the pending postings of ``pages`` (entries left empty disappear)."""
        for s, entry in list(self.pending.items()):
            if type(entry) is int and entry not in pages:
                continue  # the common case: one posting, on a page that stays
            pairs = postings(entry)
            kept = [(page, f) for page, f in pairs if page not in pages]
            if len(kept) != len(pairs):
                if kept:
                    self.pending[s] = pending_entry(kept)
                else:
                    del self.pending[s]


class KeyedSegmentMemory(PendingRule):
    """The pending segments of one run by key (:class:`~daweb.store.pending_segments.
    SegmentTable`): what :class:`SegmentMemory` writes and keeps, in ~25-45 bytes a segment
    instead of ~120, and without writing the strings of the segments that are never
    written (most of them). It cannot list its segments, which a cluster's partition must
    (:meth:`SegmentMemory.state`): a run's committing process keeps it, and any other
    writer that commits its own pages."""

    def __init__(self, minimum: int, cap: int = PENDING_SEGMENT_CAP) -> None:
        super().__init__(minimum, cap)
        self.table = SegmentTable()

    def __len__(self) -> int:
        return len(self.table)

    def write(self, conn: sqlite3.Connection, page: int, segments: Mapping[str, int]
              ) -> SegmentPlan:
        """:meth:`SegmentMemory.write`: the page's segments are in the memory at once,
        :meth:`failed` takes them out again."""
        plan = SegmentPlan(page, [], [], {}, self._write_info(conn))
        if self._write_all(conn, page, segments):
            return plan
        try:
            if isinstance(segments, PageSegments):
                keyed = ngram_keys(segments.stream, set(segments.words), segments.min_len,
                                   segments.max_len, segments.edge_stopwords)
                here, rows = self.table.page(page, segments.stream, keyed, self.minimum)
            else:
                here, rows = self.table.counts(page, dict(segments), self.minimum)
            _insert(conn, page, here, rows)
        except BaseException:
            self.table.undo()
            raise
        return plan

    def committed(self, plan: SegmentPlan) -> None:
        """The page's transaction has committed: a prune follows if it is over the cap."""
        self.table.settle()
        if plan.info:
            self.info_due = False
        if len(self.table) > self.cap:
            level, forgot = prune_level(self.table.counted(), self.cap // 2)
            self.table.forget(level)
            self._pruned(plan.page, level, forgot)

    def failed(self, plan: SegmentPlan) -> None:
        """The page's transaction failed: the memory is as before the page."""
        self.table.undo()


#: The pending segments a page's transaction writes with (daweb/store/committer.py).
PendingSegments = SegmentMemory | KeyedSegmentMemory


def _insert(conn: sqlite3.Connection, page: int, here: Mapping[str, int],
            back: Sequence[tuple[int, str, int]]) -> None:
    """Insert the page's rows and the back-filled rows of earlier pages."""
    if here:
        # One statement, parsed and sorted in C: executemany binding each of some 2,400
        # rows of a page cost ~40% more (bench/results.py). Sorted, the rows append to the
        # (page, segment) B-tree.
        conn.execute("INSERT INTO page_segments(page, segment, frequency) "
                     "SELECT ?, key, value FROM json_each(?) ORDER BY key",
                     (page, json_text(here)))
    if back:
        conn.execute(json_insert_sql("page_segments(page, segment, frequency)", 0, 3),
                     (json_text(sorted(back)),))

