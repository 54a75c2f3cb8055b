"""Tests for daweb.store.committer: transactions committed by a real child process on a
real SQLite file, and what its failures look like in the run's process."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from daweb.heap import RUN_GC_THRESHOLDS
from daweb.priority import HELPER_NICENESS
from daweb.store.committer import Committer, CommitterError, Statements, transaction
from daweb.store.schema import inflate

PRAGMAS = ["PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"]


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "r.sqlite"
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, word TEXT)")
    return path


def rows(path: Path) -> list[tuple]:
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute("SELECT id, word FROM t ORDER BY id").fetchall()


def insert(*rows: tuple[int, str]) -> Statements:
    out = Statements()
    out.executemany("INSERT INTO t(id, word) VALUES (?, ?)", rows)
    return out


def test_statements_are_recorded_in_order():
    out = Statements()
    out.execute("INSERT INTO t(id) VALUES (?)", (1,))
    out.executemany("INSERT INTO t(id) VALUES (?)", iter([(2,), (3,)]))
    assert out == [("INSERT INTO t(id) VALUES (?)", (1,), False),
                   ("INSERT INTO t(id) VALUES (?)", [(2,), (3,)], True)]


def test_a_failing_statement_rolls_the_whole_transaction_back(database):
    with closing(sqlite3.connect(database, isolation_level=None)) as conn:
        transaction(conn, insert((1, "uno")))
        with pytest.raises(sqlite3.IntegrityError):
            transaction(conn, insert((2, "dos"), (1, "otra vez")))
        assert not conn.in_transaction
    assert rows(database) == [(1, "uno")]


def test_the_child_commits_each_transaction_in_another_process(database):
    committer = Committer(database, PRAGMAS)
    try:
        committer.submit(insert((1, "canto"), (2, "casa")))
        committer.wait()
        assert rows(database) == [(1, "canto"), (2, "casa")]  # committed: another reader sees it
        assert committer._process.is_alive() and committer._process.pid != os.getpid()
        committer.submit(insert((3, "ñandú")))
    finally:
        committer.close()  # waits for the last one
    assert rows(database)[-1] == (3, "ñandú")
    assert not committer._process.is_alive()
    committer.close()  # idempotent


def test_a_committer_started_later_starts_with_its_first_work_or_not_at_all(database):
    """Issue 21: a run starts its reading process before its committing process (the first
    page waits for the reading); started later or by the first work submitted, the child
    commits as one started at once, and one never started closes without a process."""
    idle = Committer(database, PRAGMAS, start=False)
    assert idle._process.pid is None and not idle.alive
    idle.close()  # nothing was submitted: no process, no error
    assert idle._process.pid is None
    later = Committer(database, PRAGMAS, start=False)
    try:
        later.submit(insert((1, "canto")))  # starts it
        assert later.alive
        later.wait()
        later.start()  # started already: nothing more
        later.submit(insert((2, "casa")))
    finally:
        later.close()
    assert rows(database) == [(1, "canto"), (2, "casa")]
    assert not later._process.is_alive()


def test_a_failed_transaction_raises_its_sqlite_error_and_the_child_goes_on(database):
    committer = Committer(database, PRAGMAS)
    try:
        committer.submit(insert((1, "uno")))
        committer.wait()
        committer.submit(insert((2, "dos"), (1, "repetido")))
        with pytest.raises(sqlite3.IntegrityError, match="UNIQUE constraint failed: t.id"):
            committer.wait()
        assert rows(database) == [(1, "uno")]  # nothing of the failed one
        committer.submit(insert((2, "dos")))
        committer.wait()
    finally:
        committer.close()
    assert rows(database) == [(1, "uno"), (2, "dos")]


def test_transactions_under_way_commit_in_order_and_a_failure_skips_the_later_ones(database):
    committer = Committer(database, PRAGMAS)
    try:
        committer.submit(insert((1, "uno")))
        committer.submit(insert((2, "dos"), (1, "repetido")))  # fails
        committer.submit(insert((3, "tres")))  # may use what the failed one wrote: skipped
        assert committer._busy == 3
        committer.wait()
        assert rows(database) == [(1, "uno")]
        with pytest.raises(sqlite3.IntegrityError, match="UNIQUE constraint failed: t.id"):
            committer.wait()
        assert committer._busy == 0
        assert rows(database) == [(1, "uno")]  # nothing of the failed one nor of the next
        committer.submit(insert((2, "dos")))  # the child executes transactions again
        committer.submit(insert((3, "tres")))
        committer.wait()
        committer.wait()
    finally:
        committer.close()
    assert rows(database) == [(1, "uno"), (2, "dos"), (3, "tres")]


def test_the_child_yields_the_processor_to_the_run(database):
    committer = Committer(database, PRAGMAS)
    try:
        committer.submit(insert((1, "uno")))
        committer.wait()  # the child is past its start
        assert os.getpriority(os.PRIO_PROCESS, committer._process.pid) == min(
            19, os.getpriority(os.PRIO_PROCESS, 0) + HELPER_NICENESS)
    finally:
        committer.close()


def test_closing_waits_for_every_transaction_under_way(database):
    committer = Committer(database, PRAGMAS)
    for n in range(1, 6):
        committer.submit(insert((n, f"palabra {n}")))
    committer.close()
    assert committer._process.exitcode == 0  # ended at once (_end), not killed
    assert [n for n, _ in rows(database)] == [1, 2, 3, 4, 5]


def test_a_child_that_died_is_named_in_the_error(database):
    committer = Committer(database, PRAGMAS)
    try:
        committer._process.kill()
        committer._process.join()
        with pytest.raises(CommitterError, match="ended unexpectedly"):
            committer.submit(insert((1, "uno")))
            committer.wait()
    finally:
        committer.close()
    assert rows(database) == []


def test_a_missing_table_is_an_operational_error_with_its_message(database):
    committer = Committer(database, PRAGMAS)
    try:
        out = Statements()
        out.execute("INSERT INTO nowhere VALUES (1)")
        committer.submit(out)
        with pytest.raises(sqlite3.OperationalError, match="no such table: nowhere"):
            committer.wait()
    finally:
        committer.close()


def test_the_child_compresses_what_its_statements_ask_to(database):
    """Page texts cross whole and are compressed where the transaction runs (the child)."""
    text = "La cigüeña vuelve al campanario cada año. " * 40
    out = Statements()
    out.execute("INSERT INTO t(id, word) VALUES (?, deflate(?))", (1, text))
    committer = Committer(database, PRAGMAS)
    try:
        committer.submit(out)
        committer.wait()
    finally:
        committer.close()
    ((_, blob),) = rows(database)
    assert isinstance(blob, bytes) and inflate(blob) == text


def test_the_committing_process_collects_garbage_as_seldom_as_the_run():
    """What the child does as it starts (``settle_in``), in a process of its own: the
    collector's thresholds are the run's, Ctrl-C is ignored, the priority yields."""
    script = ("import gc, os, signal\n"
              "from daweb.store.committer import settle_in\n"
              "before = os.getpriority(os.PRIO_PROCESS, 0)\n"
              "settle_in()\n"
              "print(gc.get_threshold(), signal.getsignal(signal.SIGINT) is signal.SIG_IGN,\n"
              "      os.getpriority(os.PRIO_PROCESS, 0) - before)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, check=True)
    before = os.getpriority(os.PRIO_PROCESS, 0)
    assert done.stdout.split("\n")[0] == (
        f"{RUN_GC_THRESHOLDS} True {min(19, before + HELPER_NICENESS) - before}")
    assert RUN_GC_THRESHOLDS != (700, 10, 10)  # CPython's: the child would keep them
