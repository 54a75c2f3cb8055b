"""Tests for daweb.store.segment_memory: the run's pending segments, changed only by the
transactions that commit, on a real results file."""

from __future__ import annotations

import sqlite3
import sys
from contextlib import closing
from pathlib import Path

import pytest
from conftest import random_pages

from daweb.store import segment_memory
from daweb.store.committer import Refresh, Statements, transaction
from daweb.store.schema import schema_sql
from daweb.store.segment_memory import SegmentMemory


@pytest.fixture
def conn(tmp_path: Path):
    """An autocommit connection to a results file with every table."""
    with closing(sqlite3.connect(tmp_path / "r.sqlite", isolation_level=None)) as conn:
        for sql in schema_sql().tables:
            conn.execute(sql)
        yield conn


def page(n: int, segments: dict[str, int], *, refused: bool = False) -> Statements:
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
    with pytest.raises(ValueError, match="pending_segment_cap"):
        SegmentMemory(3, cap=1)
