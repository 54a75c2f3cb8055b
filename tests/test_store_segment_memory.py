"""Tests for daweb.store.segment_memory: the run's pending segments, changed only by the
transactions that commit, on a real results file."""

from __future__ import annotations

import random
import sqlite3
import sys
import tracemalloc
from contextlib import closing
from pathlib import Path

import pytest
from conftest import random_pages

from analyzers.segments import PageSegments
from daweb.store import segment_memory
from daweb.store.committer import Refresh, Statements, transaction
from daweb.store.schema import schema_sql
from daweb.store.segment_memory import KeyedSegmentMemory, SegmentMemory, prune_level


@pytest.fixture
def conn(tmp_path: Path):
    """An autocommit connection to a results file with every table."""
    with closing(sqlite3.connect(tmp_path / "r.sqlite", isolation_level=None)) as conn:
        for sql in schema_sql().tables:
            conn.execute(sql)
        yield conn


def page(n: int, segments: dict[str, int] | PageSegments, *, refused: bool = False
         ) -> Statements:
    """Page ``n``'s transaction: its segments, then a statement that fails if ``refused``."""
    out = Statements()
    out.segments(n, segments)
    out.execute("INSERT INTO vocabulary(page, tokens, types) VALUES (?, 1, 1)", (n,))
    if refused:
        out.execute("INSERT INTO no_such_table VALUES (1)")
    return out


def written(conn: sqlite3.Connection) -> set[tuple[int, str, int]]:
    return set(conn.execute("SELECT page, segment, frequency FROM page_segments"))


def info(conn: sqlite3.Connection) -> dict[str, str]:
    return dict(conn.execute("SELECT key, value FROM run_info"))


def test_a_failed_transaction_leaves_the_memory_as_it_was(conn):
    memory, twin = SegmentMemory(3), SegmentMemory(3)
    pages = random_pages(1, 12, 60)
    for n, segments in enumerate(pages[:6], 1):
        transaction(conn, page(n, segments), memory)
    before = (dict(memory.pending), set(memory.promoted))
    with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
        transaction(conn, page(7, pages[6], refused=True), memory)
    assert (dict(memory.pending), set(memory.promoted)) == before
    rows = written(conn)
    assert all(p < 7 for p, _, _ in rows)
    for n, segments in enumerate(pages[6:], 7):
        transaction(conn, page(n, segments), memory)
    # the same rows as a memory that never saw the failure
    with closing(sqlite3.connect(":memory:", isolation_level=None)) as other:
        for sql in schema_sql().tables:
            other.execute(sql)
        for n, segments in enumerate(pages, 1):
            transaction(other, page(n, segments), twin)
        assert written(conn) == written(other)
    assert memory.pending == twin.pending and memory.promoted == twin.promoted


def test_the_prune_figures_go_with_the_next_transaction_or_a_refresh(conn):
    memory = SegmentMemory(3, cap=40)
    n = 0
    while not memory.prunes:
        n += 1
        transaction(conn, page(n, random_pages(n, 1, 3000)[0]), memory)
    assert memory.info_due and "segment_prunes" not in info(conn)
    transaction(conn, page(n + 1, {}), memory)  # a page without segments writes them too
    assert not memory.info_due
    assert info(conn)["segment_prune_pages"] == f"[{n}]"
    while len(memory.prunes) < 2:
        n += 1
        transaction(conn, page(n + 1, random_pages(n, 1, 3000)[0]), memory)
    refreshed = Refresh(3, None, True, None, True).run(conn, memory)
    assert refreshed.pending == len(memory) and not memory.info_due
    assert info(conn)["segment_prunes"] == "2"


def test_the_pending_memory_keeps_each_segment_s_hash_in_its_table(conn, monkeypatch):
    """Nearly every look-up in the pending segments misses (a segment new to the run): the
    table keeps the hashes (24 bytes an entry, not 16), from the start and after every
    prune, so a miss does not go out to the text of the key it lands on."""
    keys = [f"segmento {n}" for n in range(5000)]
    hashed, plain = segment_memory.hashed_dict(), {}
    for key in keys:
        hashed[key] = plain[key] = 1
    assert hashed == plain and sys.getsizeof(hashed) > sys.getsizeof(plain)
    made: list[dict] = []
    hashed_dict = segment_memory.hashed_dict

    def tracked() -> dict:
        made.append(hashed_dict())
        return made[-1]

    monkeypatch.setattr(segment_memory, "hashed_dict", tracked)
    memory = SegmentMemory(3, cap=60)
    for n, segments in enumerate(random_pages(3, 40, 3000), 1):
        transaction(conn, page(n, segments), memory)
        assert memory.pending is made[-1]
    assert len(memory.prunes) > 1 and len(made) == 1 + len(memory.prunes)


def test_a_cap_below_two_is_refused():
    for memory in (SegmentMemory, KeyedSegmentMemory):
        with pytest.raises(ValueError, match="pending_segment_cap"):
            memory(3, cap=1)


def streams(seed: int, pages: int) -> list[PageSegments]:
    """Pages as the analyzer leaves them to the committing process: token streams (words
    from a skewed vocabulary, with accents and a dotted abbreviation, broken by commas and
    sentence ends), counted there, some with stop words kept off the segments' edges."""
    rng = random.Random(seed)
    vocabulary = ["de", "la", "año", "ñandú", "ee. uu.", "ĉu", "😀"] + [
        f"w{n}" for n in range(400)]
    out = []
    for n in range(pages):
        stream = [rng.choice((",", ".")) if rng.random() < 0.1
                  else vocabulary[int(len(vocabulary) * rng.random() ** 2)]
                  for _ in range(rng.randrange(0, 300))]
        words = sorted({t for t in stream if t not in (",", ".")})
        out.append(PageSegments(stream, words, 1 + n % 2, 3 + n % 3,
                                frozenset({"de", "la"}) if n % 4 == 0 else None))
    return out


def results_file(path: Path) -> sqlite3.Connection:
    """An autocommit connection to a new results file with every table."""
    conn = sqlite3.connect(path, isolation_level=None)
    for sql in schema_sql().tables:
        conn.execute(sql)
    return conn


@pytest.mark.parametrize("minimum,cap", [(3, 500_000), (3, 300), (2, 150), (5, 400), (1, 10)])
def test_the_keyed_memory_writes_and_keeps_what_the_memory_of_strings_does(
        tmp_path, minimum, cap):
    """The same pages, some refused, into two results files: one with the segments held
    as strings, one by key: the same rows, the same prunes, the same pending counts."""
    pages: list[dict[str, int] | PageSegments] = [
        p for pair in zip(random_pages(minimum, 60, 900), streams(cap, 60), strict=True)
        for p in pair]
    results = []
    for memory in (SegmentMemory(minimum, cap), KeyedSegmentMemory(minimum, cap)):
        with closing(results_file(tmp_path / f"{type(memory).__name__}.sqlite")) as conn:
            sizes = []
            for n, segments in enumerate(pages, 1):
                if n % 7 == 0:  # refused: it leaves nothing, and its page id is used again
                    with pytest.raises(sqlite3.OperationalError):
                        transaction(conn, page(n, segments, refused=True), memory)
                transaction(conn, page(n, segments), memory)
                sizes.append(len(memory))
            Refresh(minimum, None, True, None, True).run(conn, memory)
            figures = {k: v for k, v in info(conn).items() if k != "refreshed_at"}
            results.append((written(conn), figures, sizes))
    assert results[0] == results[1]
    assert len(results[1][0]) > 1000
    assert ("segment_prunes" in results[1][1]) == (cap < 500 and minimum > 1)


def test_the_keyed_memory_s_sizes_and_prunes_follow_the_memory_of_strings(conn):
    text, keyed = SegmentMemory(3, cap=200), KeyedSegmentMemory(3, cap=200)
    for n, segments in enumerate(streams(5, 80), 1):
        for memory in (text, keyed):
            plan = memory.write(conn, n, segments)
            memory.committed(plan)
        assert len(text) == len(keyed)
    assert text.prunes == keyed.prunes and len(keyed.prunes) > 3
    assert (text.pruned_occurrences, text.pruned_max) == (keyed.pruned_occurrences,
                                                          keyed.pruned_max)
    assert keyed.table.written_count() == len(text.promoted)


def test_a_prune_forgets_the_rarest_segments_level_by_level():
    # 10 single occurrences, 4 of 2, 3 of 3, 1 of 4: down to 4 forgets levels 1 and 2
    assert prune_level({1: 10, 2: 4, 3: 3, 4: 1}, 4) == (2, 18)
    assert prune_level({1: 10, 2: 4, 3: 3, 4: 1}, 3) == (3, 27)
    assert prune_level({1: 10, 2: 4}, 8) == (1, 10)


def test_the_keyed_memory_holds_a_segment_in_a_fraction_of_a_string_s_memory(tmp_path):
    """200,000 segments new to the run, once each (a run's usual pending segment)."""
    pages = [{f"segmento {p} {n}": 1 for n in range(2000)} for p in range(100)]
    used = []
    for memory in (SegmentMemory(3), KeyedSegmentMemory(3)):
        with closing(results_file(tmp_path / f"{type(memory).__name__}.sqlite")) as conn:
            tracemalloc.start()
            base = tracemalloc.get_traced_memory()[0]
            for n, segments in enumerate(pages, 1):
                transaction(conn, page(n, segments), memory)
            held = tracemalloc.get_traced_memory()[0] - base
            tracemalloc.stop()
        # the pages' strings are the test's: a run's memory would hold them too (the
        # table's C part comes from Python's allocator: traced)
        used.append(held + (0 if isinstance(memory, KeyedSegmentMemory)
                            else sum(map(sys.getsizeof, memory.pending))))
        assert len(memory) == 200_000
    assert used[1] < 0.4 * used[0]


def test_a_table_refuses_a_page_while_the_last_is_open():
    table = KeyedSegmentMemory(3).table
    table.counts(1, {"de la": 1}, 3)
    with pytest.raises(RuntimeError, match="neither settled nor undone"):
        table.counts(2, {"de la": 1}, 3)
    table.undo()
    assert len(table) == 0
    table.counts(2, {"de la": 1}, 3)
    table.settle()
    assert len(table) == 1
