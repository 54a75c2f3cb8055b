"""Partition files: a cluster worker writes its pages' results itself; this process merges.

On a Dask cluster (daweb/cluster.py) each worker analyzes the pages of its sites and writes
them with an ordinary :class:`~daweb.store.writer.ResultsWriter` into a *partition file* of its
own — the per-page writing is most of a run's work after the analysis (docs/scale.md), and
done by one process it capped a cluster at one writer's speed. The run's results file is
then merged from the partition files in SQL (``ATTACH`` + ``INSERT … SELECT``), so it holds
what a single-process analysis of the same input writes:

* **pages** are numbered by the workers as the run numbers them (their rank in the archive
  order among the pages found by the index); pages that failed to analyze leave gaps, which
  the merge closes (``page_map``).
* **word codes** are the order of first use in the run: a form's code is its rank by (first
  page, form) — the writer hands out a page's new codes in the forms' order, so the merge
  needs no page's word order, and a form a partition first saw on a copy it then uncounted
  still gets the code of its first counted use; the form's ``words`` row is the one its
  first page wrote (an unrecognized occurrence's bare row when that is how it first came),
  with the kind and analyses of the first partition that counts it as a word if that page
  wrote it as a non-word (as the writer does: the first page that counts it as a word gives
  the row its kind and analyses).
* **segments**: a partition writes a segment's rows once its *own* count reaches the run
  minimum and holds the rest back; before it closes, the segments that reach the minimum
  over the whole run (:func:`segments_to_write`) get their held-back postings written too.
  So ``page_segments`` holds every posting of every segment with enough occurrences, as a
  single process that never pruned its pending segments does (docs/scale.md, "Equality").
* run-level tables: the word and segment totals are the sums of each partition's (summed
  on the workers, in parallel); ``segments``, ``lemmas`` and ``vocabulary`` are rebuilt
  from the merged tables (daweb/store/run_tables.py).
"""

from __future__ import annotations

import heapq
import pickle
import sqlite3
import zlib
from array import array
from collections.abc import Iterable, Iterator, Sequence
from itertools import compress, repeat
from operator import add, ge, itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from analyzers.document import NON_WORDS
from daweb.store.connection import open_existing, open_readonly
from daweb.store.schema import PARTITION_SQL

if TYPE_CHECKING:
    from daweb.store.writer import ResultsWriter

#: Columns of ``pages`` but its id, in schema order.
_PAGE_COLUMNS = ("start_url, url, final_url, title, status, charset, content_type, bytes, "
                 "fetched_at, elapsed, depth, tokens, types, text_chars, output, analyzed_at, "
                 "warc_file, warc_offset")


def pack_lines(strings: Iterable[str]) -> bytes:
    """Segments as one newline-joined byte string (they hold no newline: words joined by
    spaces). Dask pickles a set or dict of 500,000 strings in seconds, this in
    hundredths."""
    return "\n".join(strings).encode("utf-8", "surrogatepass")


def unpack_lines(data: bytes) -> list[str]:
    """The inverse of :func:`pack_lines`."""
    return data.decode("utf-8", "surrogatepass").split("\n") if data else []


def pack_segment_state(state: tuple[dict[str, int], set[str]]) -> bytes:
    """A partition's segment state (see :func:`segments_to_write`) as compact bytes."""
    pending, promoted = state
    return pickle.dumps((pack_lines(pending), array("L", pending.values()).tobytes(),
                         pack_lines(promoted)), pickle.HIGHEST_PROTOCOL)


def unpack_segment_state(data: bytes) -> tuple[dict[str, int], set[str]]:
    """The inverse of :func:`pack_segment_state`."""
    keys, counts, promoted = pickle.loads(data)  # noqa: S301 - bytes from our own workers
    numbers = array("L")
    numbers.frombytes(counts)
    return dict(zip(unpack_lines(keys), numbers, strict=True)), set(unpack_lines(promoted))


def checksums(strings: Sequence[str]) -> Any:
    """A 64-bit checksum per string (CRC-32 and Adler-32 of its UTF-8), as a numpy array.

    Stable across processes (Python's own ``hash`` is salted per process) and computed in
    C. Two segments may share a checksum: :func:`candidates` only uses them to narrow the
    segments down, and the final decision compares the strings.
    """
    import numpy as np

    encoded = [t.encode("utf-8", "surrogatepass") for t in strings]
    high = np.fromiter(map(zlib.crc32, encoded), np.uint64, len(encoded))
    low = np.fromiter(map(zlib.adler32, encoded), np.uint64, len(encoded))
    return (high << np.uint64(32)) | low


class SegmentChecksums(NamedTuple):
    """A partition's segment state with the checksums of its segments, kept on the worker
    between the two steps of the settling (:func:`candidates`, :func:`candidate_state`)."""

    pending: dict[str, int]
    keys: list[str]  # the pending segments, in the order of ``hashes``
    hashes: Any
    written: list[str]
    written_hashes: Any

    @classmethod
    def of(cls, state: tuple[dict[str, int], set[str]]) -> SegmentChecksums:
        """Checksum a :meth:`~daweb.store.writer.ResultsWriter.segment_state`."""
        pending, promoted = state
        keys, written = list(pending), list(promoted)
        return cls(pending, keys, checksums(keys), written, checksums(written))


def pack_checksums(state: SegmentChecksums) -> bytes:
    """What :func:`candidates` needs of a partition: the pending segments' checksums and
    counts, and the written ones' checksums — 8 bytes a segment instead of the segment."""
    import numpy as np

    counts = np.fromiter(state.pending.values(), np.int64, len(state.pending))
    return pickle.dumps((state.hashes, counts, state.written_hashes), pickle.HIGHEST_PROTOCOL)


def candidates(packed: Sequence[bytes], minimum: int) -> tuple[Any, int]:
    """The checksums of the segments that may have to be written, and how many distinct
    pending checksums there are (≈ pending segments: run_info's count of segments never
    written is this minus the written ones).

    A segment may have to be written when its pending counts over all partitions reach
    ``minimum`` or when it is written somewhere. By checksum, shared checksums only add
    counts: every segment to write is among the candidates (and a few more may be).
    """
    import numpy as np

    states = [pickle.loads(data) for data in packed]  # noqa: S301 - our own workers' bytes
    every = np.concatenate([hashes for hashes, _, _ in states])
    counts = np.concatenate([found for _, found, _ in states])
    written = np.concatenate([hashes for _, _, hashes in states])
    distinct, where = np.unique(every, return_inverse=True)
    totals = np.bincount(where, weights=counts, minlength=len(distinct))
    return distinct[(totals >= minimum) | np.isin(distinct, written)], len(distinct)


def candidate_state(state: SegmentChecksums, chosen: Any) -> bytes:
    """The part of a partition's segment state whose checksums are ``chosen`` (strings and
    counts, :func:`pack_segment_state`): what :func:`segments_to_write` decides on."""
    import numpy as np

    keep = compress(state.keys, np.isin(state.hashes, chosen).tolist())
    written = compress(state.written, np.isin(state.written_hashes, chosen).tolist())
    return pack_segment_state(({key: state.pending[key] for key in keep}, set(written)))


def segments_to_write(states: Sequence[tuple[dict[str, int], set[str]]], minimum: int
                      ) -> tuple[list[set[str]], int]:
    """For each partition, its pending segments that the whole run writes; and how many
    segments no partition writes (run_info's ``segments_never_written``).

    ``states`` are the partitions' :meth:`ResultsWriter.segment_state`: pending segment ->
    occurrences, and the segments already written. A pending segment is written when
    another partition wrote it, or when its pending counts over all partitions reach
    ``minimum``. Only the segments pending in several partitions are summed, and every
    step is a set operation or a ``map`` running in C: a million-word run holds some
    500,000 pending segments per partition.
    """
    pendings = [pending for pending, _ in states]
    # filter() over one side with the other's __contains__: one pass in C, no copies (a
    # set operation on dict keys copies them into a new set first).
    several: set[str] = set()
    for n, pending in enumerate(pendings):
        for other in pendings[n + 1:]:
            several.update(filter(other.__contains__, pending))
    shared = list(several)
    totals = [0] * len(shared)
    for pending in pendings:
        totals = list(map(add, totals, map(pending.get, shared, repeat(0))))
    reached = set(compress(shared, map(ge, totals, repeat(minimum))))
    chosen = []
    for i, pending in enumerate(pendings):
        mine = set(filter(pending.__contains__, reached))
        for j, (_, promoted) in enumerate(states):
            if j != i:
                mine.update(filter(pending.__contains__, promoted))
        chosen.append(mine)
    # |union of the pendings| = their sizes - the extra copies of the shared segments
    copies = sum(sum(map(pending.__contains__, shared)) for pending in pendings) - len(shared)
    return chosen, sum(map(len, pendings)) - copies - len(set().union(*chosen))


def prepare_partition(writer: ResultsWriter, to_write: set[str]) -> None:
    """Finish a worker's partition file for the merge and close it.

    Writes the held-back postings of ``to_write`` and a ``word_firsts(code, page)`` table:
    the page on which each of the partition's codes was handed out (its first page), which
    the merge orders the run's codes by — computed here, on the worker, in parallel with
    the other partitions.
    """
    writer.write_pending_segments(to_write)
    writer.close_partition()
    conn = open_existing(writer.path)
    try:
        conn.execute("BEGIN")
        # The partition's share of the run totals, summed here in parallel with the others.
        for sql in PARTITION_SQL:
            conn.execute(sql)
        conn.execute("COMMIT")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()


def occurrences(files: Sequence[Path]) -> Iterator[tuple[str, str, str, int, str, str, int]]:
    """The partitions' unrecognized occurrences in the run's order: ``(key, form, kind,
    sentence_start, left_context, right_context, page)`` by page, then as written (the
    triage's input, read while the merge writes the run file)."""
    conns = [open_readonly(f) for f in files]
    try:
        # Within a partition, id order is page order: a k-way merge on the page is enough.
        yield from heapq.merge(*(conn.execute(
            "SELECT key, form, kind, sentence_start, left_context, right_context, page "
            "FROM unrecognized ORDER BY id") for conn in conns), key=itemgetter(6))
    finally:
        for conn in conns:
            conn.close()


def merge_into(conn: sqlite3.Connection, files: Sequence[Path]) -> None:
    """Merge the partition ``files`` into the empty run file open on ``conn`` (autocommit).

    One transaction: the per-page tables, and the word and segment totals summed from the
    partitions' own; the caller rebuilds the other run tables (``totals=False``).
    """
    parts = [f"part{i}" for i in range(len(files))]
    for name, path in zip(parts, files, strict=True):
        conn.execute(f"ATTACH DATABASE ? AS {name}", (str(path),))
    try:
        conn.execute("BEGIN")
        _maps(conn, parts)
        _copy(conn, parts)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    finally:
        for name in parts:
            conn.execute(f"DETACH DATABASE {name}")
        for table in ("page_map", "code_map", "firsts"):
            conn.execute(f"DROP TABLE IF EXISTS temp.{table}")


def _union(parts: Sequence[str], select: str) -> str:
    """``select`` (with ``{p}`` for the schema and ``{i}`` for its number) over every
    partition, as one UNION ALL."""
    return " UNION ALL ".join(select.format(p=p, i=i) for i, p in enumerate(parts))


def _maps(conn: sqlite3.Connection, parts: Sequence[str]) -> None:
    """Temporary tables: page_map (worker's page id -> run's) and code_map (partition, code
    -> run's code), and firsts (each partition's forms with their first page)."""
    conn.execute("CREATE TEMP TABLE page_map(old INTEGER PRIMARY KEY, new INTEGER)")
    conn.execute("INSERT INTO page_map SELECT id, ROW_NUMBER() OVER (ORDER BY id) FROM ("
                 + _union(parts, "SELECT id FROM {p}.pages") + ")")
    conn.execute("CREATE TEMP TABLE firsts(form TEXT, part INTEGER, code INTEGER, "
                 "page INTEGER, new INTEGER, non_word INTEGER)")
    conn.execute("INSERT INTO firsts(form, part, code, page, non_word) " + _union(
        parts, "SELECT w.form, {i}, w.code, f.page, w.kind IN "
               f"({', '.join(repr(k) for k in sorted(NON_WORDS))}) FROM {{p}}.words w "
               "JOIN {p}.word_firsts f ON f.code = w.code"))
    # The run's code of a form: its rank by (first page, form), as the writer hands them
    # out (within a page in the forms' order; SQLite's BINARY order of UTF-8 text is
    # Python's order of the code points).
    conn.execute("CREATE INDEX temp.firsts_form ON firsts(form, page)")
    conn.execute("""UPDATE firsts SET new = r.new FROM (
                      SELECT form, ROW_NUMBER() OVER (ORDER BY page, form) AS new FROM
                        (SELECT form, page, code, ROW_NUMBER() OVER
                           (PARTITION BY form ORDER BY page) AS rank FROM firsts)
                      WHERE rank = 1) AS r
                    WHERE firsts.form = r.form""")
    conn.execute("CREATE TEMP TABLE code_map(part INTEGER, old INTEGER, new INTEGER, "
                 "first INTEGER, worded INTEGER, PRIMARY KEY(part, old)) WITHOUT ROWID")
    # first = 1 on the partition row that wrote the form's words row for the run; worded =
    # 1 on the one whose kind, analyses and context-free word_lemmas it takes, as the
    # writer takes them from the first page that counts the form as a word: the first
    # partition whose row is a word's, else the first (a non-word's row is the same in all)
    conn.execute("""INSERT INTO code_map SELECT part, code, new,
                      ROW_NUMBER() OVER (PARTITION BY form ORDER BY page) = 1,
                      ROW_NUMBER() OVER (PARTITION BY form ORDER BY non_word, page) = 1
                    FROM firsts""")


def _copy(conn: sqlite3.Connection, parts: Sequence[str]) -> None:
    """Copy the per-page tables through the maps, in the order the run file keeps."""
    conn.execute(f"INSERT INTO pages(id, {_PAGE_COLUMNS}) " + _union(
        parts, f"SELECT m.new, {_PAGE_COLUMNS} FROM {{p}}.pages x "
               "JOIN page_map m ON m.old = x.id") + " ORDER BY 1")
    conn.execute("INSERT INTO words(code, form, kind, lemmas, categories, analyses, "
                 "recognized) " + _union(
                     parts, "SELECT c.new, w.form, w.kind, w.lemmas, w.categories, "
                            "w.analyses, w.recognized FROM {p}.words w JOIN code_map c "
                            "ON c.part = {i} AND c.old = w.code AND c.first") + " ORDER BY 1")
    conn.execute("UPDATE words SET kind = x.kind, lemmas = x.lemmas, categories = "
                 "x.categories, analyses = x.analyses, recognized = x.recognized FROM ("
                 + _union(parts, "SELECT c.new, w.kind, w.lemmas, w.categories, w.analyses, "
                                 "w.recognized FROM {p}.words w JOIN code_map c ON "
                                 "c.part = {i} AND c.old = w.code AND c.worded AND NOT c.first")
                 + ") AS x WHERE words.code = x.new")
    conn.execute("INSERT INTO first_kinds(word, kind) " + _union(
        parts, "SELECT c.new, f.kind FROM {p}.first_kinds f JOIN code_map c "
               "ON c.part = {i} AND c.old = f.word AND c.first") + " ORDER BY 1")
    # the context-free rows of the partition whose analyses the form has, and the readings
    # in context summed over every partition (a partition's own totals are not refreshed)
    conn.execute("INSERT INTO word_lemmas(word, lemma, pos, frequency) SELECT word, lemma, "
                 "pos, SUM(f) FROM (" + _union(
                     parts, "SELECT c.new AS word, l.lemma, l.pos, 0 AS f "
                            "FROM {p}.word_lemmas l JOIN code_map c "
                            "ON c.part = {i} AND c.old = l.word AND c.worded")
                 + " UNION ALL " + _union(
                     parts, "SELECT c.new, x.lemma, x.pos, x.frequency "
                            "FROM {p}.page_readings x JOIN code_map c "
                            "ON c.part = {i} AND c.old = x.word")
                 + ") GROUP BY 1, 2, 3 ORDER BY 1, 2, 3")
    conn.execute("INSERT INTO page_readings(page, word, lemma, pos, frequency) " + _union(
        parts, "SELECT m.new, c.new, x.lemma, x.pos, x.frequency FROM {p}.page_readings x "
               "JOIN page_map m ON m.old = x.page "
               "JOIN code_map c ON c.part = {i} AND c.old = x.word") + " ORDER BY 1, 2, 3, 4")
    conn.execute("INSERT INTO page_words(page, word, frequency) " + _union(
        parts, "SELECT m.new, c.new, x.frequency FROM {p}.page_words x "
               "JOIN page_map m ON m.old = x.page "
               "JOIN code_map c ON c.part = {i} AND c.old = x.word") + " ORDER BY 1, 2")
    # Occurrence ids in the run's order: by page, then as the page wrote them.
    conn.execute("INSERT INTO unrecognized(page, word, form, key, kind, offset, left_context, "
                 "right_context, sentence_start) SELECT page, word, form, key, kind, offset, "
                 "left_context, right_context, sentence_start FROM (" + _union(
                     parts, "SELECT m.new AS page, c.new AS word, x.form, x.key, x.kind, "
                            "x.offset, x.left_context, x.right_context, x.sentence_start, "
                            "x.id FROM {p}.unrecognized x JOIN page_map m ON m.old = x.page "
                            "JOIN code_map c ON c.part = {i} AND c.old = x.word")
                 + ") ORDER BY page, id")
    for table, columns in (("page_segments", "segment, frequency"),
                           ("profiles", "part, new_words, total_words"),
                           ("page_languages", "language, words"),
                           ("page_feeds", "feed, published"),
                           ("page_texts", "text")):
        conn.execute(f"INSERT INTO {table}(page, {columns}) " + _union(
            parts, f"SELECT m.new, {', '.join('x.' + c for c in columns.split(', '))} "
                   f"FROM {{p}}.{table} x JOIN page_map m ON m.old = x.page"))
    conn.execute("INSERT INTO duplicates(page, duplicate_of, kind, distance, similarity) "
                 + _union(parts, "SELECT m.new, o.new, x.kind, x.distance, x.similarity "
                                 "FROM {p}.duplicates x JOIN page_map m ON m.old = x.page "
                                 "JOIN page_map o ON o.old = x.duplicate_of"))
    conn.execute("UPDATE words SET frequency = t.frequency, pages = t.pages FROM "
                 "(SELECT c.new AS word, SUM(x.frequency) AS frequency, SUM(x.pages) AS pages "
                 "FROM (" + _union(parts, "SELECT {i} AS part, * FROM {p}.word_sums") + ") x "
                 "JOIN code_map c ON c.part = x.part AND c.old = x.word GROUP BY c.new) AS t "
                 "WHERE words.code = t.word")
    conn.execute("INSERT INTO segment_totals(text, frequency, pages) SELECT segment, "
                 "SUM(frequency), SUM(pages) FROM (" + _union(
                     parts, "SELECT * FROM {p}.segment_sums") + ") GROUP BY segment")
    conn.execute("INSERT INTO page_versions(url, final_url, start_url, depth, etag, "
                 "last_modified, text_digest, change, page) " + _union(
                     parts, "SELECT x.url, x.final_url, x.start_url, x.depth, x.etag, "
                            "x.last_modified, x.text_digest, x.change, m.new FROM "
                            "{p}.page_versions x LEFT JOIN page_map m ON m.old = x.page"))
