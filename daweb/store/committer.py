"""A run's pages committed by a process of their own, while the analyzer reads the next
page (issue 21).

:class:`~daweb.store.writer.ResultsWriter` makes a page's statements in the run's process
(the codes of new forms: that memory stays there) and records them (:class:`Statements`);
:func:`transaction` executes them, and writes the page's segments with the run's pending
segments (:class:`~daweb.store.segment_memory.KeyedSegmentMemory`: by key, not by
string), which live where the transactions are executed. In the run's process that
took ~1.8 ms of the ~10 of a page of the benchmark corpus, on the analyzer's core. A thread
did not help: after each of the page's dozen statements the thread waited for Python's
lock, which the analyzer holds, and a page then took it 4 ms (docs/benchmarks.md).
:class:`Committer` sends the statements to a child process instead, which executes them
on a connection of its own, on the other core, in the order sent. The writer takes each
page into its memory as it sends it and goes on; it waits for an answer only when
``pages_in_flight`` pages are under way, or before it touches the file otherwise
(:meth:`~daweb.store.writer.ResultsWriter.settle`). With one page under way the analyzer
waited ~0.5 s a run of the benchmark corpus (the commit of a large page outlasts the
analysis of the small ones after it), with 8 ~0.04 s. A run uses it when
the other core has room (:meth:`daweb.run.feeders.Source.commits_in_background`): not
beside a crawl's process.

At the run's end the committing process also brings the run tables up to date
(:class:`Refresh`) and builds the final indexes, while the run's process triages the
unrecognized forms and adds the run to the neology database: SQLite in a thread of the
run's process slowed those down, its threads contending for SQLite's process-wide locks
(the neology database's update took ~1.0 s beside an index build in a thread, ~0.65 s
beside one in another process).

Only the statements and the answers cross: plain text, numbers and bytes, which pickle as
fast as they copy (a page's text crosses whole: the child compresses it, with the SQL
function of :func:`daweb.store.schema.register_deflate`), and a page's token stream, from
which the child counts its segments (:class:`~analyzers.segments.PageSegments`: counting
and sorting them by the pending memory took ~0.45 s of the run's thread for the benchmark
corpus, the stream crosses in a fraction of that). The child imports nothing of DAWeb but
this module, :mod:`daweb.errors`, :mod:`daweb.priority` (it yields the processor to the
run's thread), :mod:`daweb.heap` (its collector's thresholds), :mod:`daweb.store.schema`,
:mod:`daweb.store.run_tables`, :mod:`daweb.store.segment_memory` and
:mod:`analyzers.segments`, and ignores Ctrl-C, which belongs to the run's process (as the
crawl's does, daweb/crawl/process.py).
"""

from __future__ import annotations

import gc
import os
import signal
import sqlite3
import traceback
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Pipe
from pathlib import Path
from typing import Any

from daweb.errors import StorageError
from daweb.heap import RUN_GC_THRESHOLDS
from daweb.helper_process import HelperProcess
from daweb.priority import yield_to_the_run
from daweb.store.run_tables import refresh
from daweb.store.schema import register_deflate
from daweb.store.segment_memory import (
    PENDING_SEGMENT_CAP,
    KeyedSegmentMemory,
    PendingSegments,
    SegmentPlan,
)

#: The place of a page's segments among its statements (an SQL comment: no statement).
PAGE_SEGMENTS = "-- the page's segments"


class Statements(list[tuple[str, Any, bool]]):
    """A transaction's statements, recorded in order: ``(sql, parameters, many)``."""

    def execute(self, sql: str, parameters: Sequence[Any] = ()) -> None:
        """Record one statement."""
        self.append((sql, parameters, False))

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Record one statement run once per row."""
        self.append((sql, list(rows), True))

    def statements(self) -> Statements:
        """Themselves: the transaction (as :meth:`NewWords.statements` makes one)."""
        return self

    def segments(self, page: int, segments: Mapping[str, int]) -> None:
        """Record the ``page_segments`` rows of ``page`` (segment -> frequency there), as
        the run's pending segments decide when the transaction is executed."""
        self.append((PAGE_SEGMENTS, (page, segments), False))


@dataclass(frozen=True, slots=True)
class Refresh:
    """A refresh of the run tables: :func:`daweb.store.run_tables.refresh`'s arguments but
    the connection, to run here (:meth:`run`) or in the committing process."""

    min_freq: int
    mark: tuple[int, int] | None
    lemmas: bool
    lemmas_page: int | None
    totals: bool

    def run(self, conn: sqlite3.Connection, segments: PendingSegments) -> Refreshed:
        """Refresh the run tables through ``conn``, with the prune figures of ``segments``
        (the pending segments where the pages are committed) if they are due."""
        due = segments.info_due
        mark = refresh(conn, self.min_freq, self.mark, self.lemmas,
                       segments.info_rows() if due else (), self.lemmas_page, self.totals)
        if due:
            segments.info_due = False
        return Refreshed(mark, len(segments))


#: Where a run's new words go (daweb/freshness.py), replacing what an earlier call stored.
_NEW_WORDS = ("DELETE FROM new_words",
              "INSERT INTO new_words(word, form, frequency, pages) VALUES (?,?,?,?)")


def new_words_statements(rows: Iterable[tuple[int, str, int, int]]) -> Statements:
    """The transaction that stores a run's new words: (code, form, frequency, pages)."""
    out = Statements()
    out.execute(_NEW_WORDS[0])
    out.executemany(_NEW_WORDS[1], rows)
    return out


@dataclass(frozen=True, slots=True)
class NewWords:
    """The words of the run's results (``results``) that none of its ``earlier`` run
    folders counted, found (:func:`daweb.freshness.new_word_rows`) and stored in one
    transaction: here or in the committing process, which then does it while the run's
    process adds the run to the neology database (issue 21)."""

    results: str
    earlier: tuple[str, ...]

    def statements(self) -> Statements:
        """The transaction that stores them (the earlier runs are read now)."""
        from daweb.freshness import new_word_rows

        return new_words_statements(new_word_rows(Path(self.results),
                                                  [Path(f) for f in self.earlier]))


@dataclass(frozen=True, slots=True)
class Refreshed:
    """What a :class:`Refresh` answers: the new mark, and how many segments are pending
    where it ran."""

    mark: tuple[int, int]
    pending: int


def transaction(conn: sqlite3.Connection, statements: Statements,
                segments: PendingSegments | None = None) -> None:
    """Execute ``statements`` in one transaction; rolled back if one fails. A page's
    segments (:meth:`Statements.segments`) are written as ``segments``, the run's pending
    segments, decide; those change only if the transaction commits."""
    plan: SegmentPlan | None = None
    conn.execute("BEGIN")
    try:
        for sql, parameters, many in statements:
            if sql == PAGE_SEGMENTS:  # pickled across: equal, not the same object
                assert segments is not None, "a page's segments need the pending segments"
                plan = segments.write(conn, *parameters)
            elif many:
                conn.executemany(sql, parameters)
            else:
                conn.execute(sql, parameters)
        conn.execute("COMMIT")
    except BaseException:
        roll_back(conn)
        if plan is not None:
            assert segments is not None
            segments.failed(plan)
        raise
    if plan is not None:
        assert segments is not None
        segments.committed(plan)


def roll_back(conn: sqlite3.Connection) -> None:
    """Roll back the open transaction, if one is open (BEGIN itself may have failed)."""
    try:
        conn.execute("ROLLBACK")
    except sqlite3.Error:
        pass


class CommitterError(StorageError):
    """The committing process is gone, or failed other than through SQLite or the file
    system."""


class Committer:
    """A child process that executes transactions (and refreshes) on the results file at
    ``path``, in the order submitted: :meth:`submit` them, :meth:`wait` for each, oldest
    first.

    A transaction that fails ends the ones submitted after it unexecuted (a page's rows
    may use the codes of the page before): :meth:`wait` raises its error and the caller
    takes all of them back."""

    def __init__(self, path: Path, pragmas: Sequence[str], min_segment_frequency: int = 1,
                 pending_segment_cap: int = PENDING_SEGMENT_CAP, *, start: bool = True) -> None:
        """Start the child (with ``start=False``: :meth:`start` or the first :meth:`submit`
        does); its connection runs ``pragmas`` first (the writer's own), and it keeps the
        run's pending segments (:class:`KeyedSegmentMemory`'s arguments)."""
        self._pipe, self._child_end = Pipe()
        self._process = HelperProcess(_serve, (str(path), list(pragmas), min_segment_frequency,
                                               pending_segment_cap, self._child_end),
                                      name="results")
        self._busy = 0  # transactions submitted and not waited for
        if start:
            self.start()

    def start(self) -> None:
        """Start the child, if it has not started."""
        if self._process.pid is None:
            self._process.start()

    def submit(self, work: Statements | Refresh | NewWords) -> None:
        """Have ``work`` committed after what was submitted before; the caller goes on."""
        self.start()
        try:
            self._pipe.send(work)
        except OSError:
            raise self._ended() from None
        self._busy += 1

    def wait(self) -> Refreshed | None:
        """Wait for the oldest work under way: a refresh's :class:`Refreshed`, None for a
        transaction. Raise what made it fail: the child's :class:`sqlite3.Error` or
        :class:`OSError` as such (message and error number kept), anything else as
        :class:`CommitterError`. After a failure none is under way: the later ones were not
        executed."""
        if not self._busy:
            return None
        self._busy -= 1
        try:
            answer = self._pipe.recv()
        except (EOFError, OSError):
            self._busy = 0
            raise self._ended() from None
        if isinstance(answer, tuple):  # what made it fail
            self._skip_the_rest()
            raise _rebuilt(*answer)
        return answer

    def run(self, work: Statements | Refresh | NewWords) -> Refreshed | None:
        """:meth:`submit` ``work`` when nothing is under way (the caller has waited for
        it all) and :meth:`wait` for it."""
        assert not self._busy, "wait for the work under way first"
        self.submit(work)
        return self.wait()

    def _skip_the_rest(self) -> None:
        """After a failure: read the answers of the transactions the child skipped, then
        let it execute the next ones again."""
        try:
            for _ in range(self._busy):
                self._pipe.recv()  # _SKIPPED
            self._pipe.send(_RESUME)
        except (EOFError, OSError):
            raise self._ended() from None
        finally:
            self._busy = 0

    def _ended(self) -> CommitterError:
        """The error of a child that is gone."""
        self._process.join(timeout=1)
        return CommitterError(f"the results' process ended unexpectedly (exit code "
                              f"{self._process.exitcode})")

    @property
    def alive(self) -> bool:
        """Whether the child is still there to take work."""
        return self._process.is_alive()

    def close(self) -> None:
        """Wait for the transactions under way, then end the child (idempotent)."""
        if self._pipe.closed:
            return
        if self._process.pid is None:  # never started: nothing was submitted
            self._pipe.close()
            self._child_end.close()
            return
        try:
            while self._busy:
                self.wait()
        finally:
            try:
                self._pipe.send(None)
            except OSError:
                pass  # the child is gone already
            self._pipe.close()
            self._process.join(timeout=10)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join()


def _rebuilt(kind: str, name: str, message: str, errno: int | None) -> BaseException:
    """The child's exception, as :meth:`Committer.wait` raises it."""
    if kind == "sqlite":
        error = getattr(sqlite3, name, sqlite3.Error)(message)
        if errno is not None:
            error.sqlite_errorcode = errno
        return error
    if kind == "os":
        return OSError(errno, message)
    return CommitterError(f"the results' process failed: {message}")


#: The child's answer to a transaction submitted after one that failed: not executed.
_SKIPPED = ("skipped", "", "", None)
#: What the parent sends once it has read those answers: execute transactions again.
_RESUME = "resume"


def settle_in() -> None:
    """The committing process's settings, as it starts: Ctrl-C is the run's process's; its
    priority yields to the run's thread (up to 8 pages under way: it can wait for it); its
    garbage collector runs as seldom as the run's (:data:`~daweb.heap.RUN_GC_THRESHOLDS`:
    at CPython's thresholds its ~140 collections walked the pending segments and the pages
    under way, 0.04-0.06 s of the benchmark corpus, to free ~300 objects)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    yield_to_the_run()
    gc.set_threshold(*RUN_GC_THRESHOLDS)


def _serve(path: str, pragmas: list[str], min_segment_frequency: int,
           pending_segment_cap: int, pipe: Any) -> None:
    """The child: execute each transaction or refresh received, answer None (for a
    refresh, its :class:`Refreshed`) or its error; after an error, answer :data:`_SKIPPED`
    to each one until the parent sends :data:`_RESUME`. Once the parent closes (or is
    gone), the file is closed and the process ends at once (:func:`_end`)."""
    settle_in()
    segments = KeyedSegmentMemory(min_segment_frequency, pending_segment_cap)
    conn = sqlite3.connect(path, isolation_level=None)
    for pragma in pragmas:
        conn.execute(pragma)
    register_deflate(conn)
    failed = False
    try:
        while (work := pipe.recv()) is not None:
            if isinstance(work, str):  # _RESUME
                failed = False
            elif failed:
                pipe.send(_SKIPPED)
            else:
                answer = _executed(conn, work, segments)
                failed = isinstance(answer, tuple)
                pipe.send(answer)
    except EOFError:
        pass  # the run's process is gone: nothing more to commit
    finally:
        conn.close()
    _end()


def _end() -> None:
    """End the committing process without its interpreter's teardown, which freed the
    pending segments and the run's other objects one by one: ~0.03 s of the benchmark
    corpus's end, which the run's process waits for (:meth:`Committer.close`). Nothing is
    left to do: every answer is sent, the file is closed, the process writes no output and
    holds nothing multiprocessing cleans up (no semaphore, no shared memory)."""
    os._exit(0)


def _executed(conn: sqlite3.Connection, work: Statements | Refresh | NewWords,
              segments: PendingSegments
              ) -> tuple[str, str, str, int | None] | Refreshed | None:
    """Execute ``work`` in one transaction: None (for a refresh, its :class:`Refreshed`),
    or what made it fail (as :func:`_rebuilt` takes it)."""
    try:
        if isinstance(work, Refresh):
            return work.run(conn, segments)
        transaction(conn, work.statements(), segments)
    except sqlite3.Error as exc:
        return ("sqlite", type(exc).__name__, str(exc), getattr(exc, "sqlite_errorcode", None))
    except OSError as exc:
        return ("os", type(exc).__name__, exc.strerror or str(exc), exc.errno)
    except Exception:
        return ("other", "", traceback.format_exc(), None)
    return None
