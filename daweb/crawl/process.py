"""The crawl in its own process, so that retrieval and analysis use both cores.

The paper's design keeps ONE analyzer; the distributor and its retrievers only feed it.
In one process they all share the GIL: HTTP parsing, charset decoding and link extraction
of ten retriever threads took turns with the analyzer (docs/benchmarks-crawl.md).
:class:`CrawlProcess` is the run's feeder for a crawl: it starts a child process in which
a :class:`~daweb.crawl.distributor.Distributor` crawls exactly as it would in a thread,
and relays what the child sends, in the order sent, onto the run's document queue
(fetched documents) and event callback (incidents, progress, retriever states,
``CrawlFinished``). The two commands go the other way on a queue of their own.

Only small immutable values cross the boundary: the crawl's arguments once, then
:mod:`daweb.events` dataclasses. When the run keeps snapshots, the child also writes each
fetched page to the run's WARC file before sending it (the bytes are here already; the
analyzer's thread spent ~5 % of its time writing them), and the document says where.
The child is started with ``spawn`` (a fresh interpreter: forking a process that runs
Qt or other threads is unsafe) and ignores Ctrl-C, which belongs to the run's process: it
turns the key into the two commands (daweb/console.py). The message queue is bounded, so
a slow analyzer holds the crawl back as the run's own queue does (back-pressure).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import queue
import signal
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from daweb.archive import SnapshotWriter, archived
from daweb.crawl.distributor import CrawlPlan, Distributor, deliver
from daweb.errors import DawebError
from daweb.events import CrawlFinished, FetchedDocument

#: Messages (documents and events) the child sends at most in one batch, and keeps
#: waiting for the batch that goes next.
BATCH = 64
#: Batches on their way to the run's relay: with :data:`BATCH`, what the crawl may fetch
#: ahead of the analyzer's queue before a full pipe holds it back (back-pressure).
BATCHES = 2
#: Seconds the relay waits for a message before it checks that the child is alive.
_POLL = 0.5
#: Seconds a child that sent its last message gets to exit before it is terminated.
_EXIT_GRACE = 5.0
_STOP = "stop-downloads"
_FINISH = "finish"


class CrawlProcessError(DawebError, RuntimeError):
    """The crawl's process failed or ended without saying how the crawl ended."""


@dataclass(frozen=True, slots=True)
class SnapshotPlan:
    """Where the crawl's process stores the pages it fetches (the run's WARC snapshots)
    and the size at which the file rotates (:class:`~daweb.archive.SnapshotWriter`)."""

    run_dir: Path
    max_bytes: int


@dataclass(frozen=True, slots=True)
class CrawlEnded:
    """The child's last message: how the crawl ended, or the traceback of its failure."""

    finished: CrawlFinished | None
    error: str = ""


class CrawlProcess:
    """A :class:`~daweb.crawl.distributor.Distributor` run in a child process; the same
    feeder for the run (``run``, ``stop_downloads``, ``finish``), its messages relayed
    from the thread that calls :meth:`run`."""

    def __init__(self, plan: CrawlPlan, documents: queue.Queue,
                 on_event: Callable[[object], None],
                 snapshots: SnapshotPlan | None = None) -> None:
        """``plan`` goes to the child (its site descriptions pickle); ``documents`` and
        ``on_event`` are the run's, as for :class:`~daweb.crawl.distributor.Distributor`;
        ``snapshots``: where the child archives what it fetches (None: nowhere)."""
        context = multiprocessing.get_context("spawn")
        self._messages: Any = context.Queue(BATCHES)
        self._commands: Any = context.Queue()
        self._process = context.Process(target=crawl_in_child,
                                        args=(plan, self._messages, self._commands,
                                              snapshots),
                                        name="daweb-crawl", daemon=True)
        self._documents = documents
        self._emit = on_event
        self._finish = threading.Event()
        self._lock = threading.Lock()  # a command and the closing of the queues
        self._open = True

    def stop_downloads(self) -> None:
        """Paper's *Parar descargas*, passed on to the child's distributor (any thread)."""
        self._command(_STOP)

    def finish(self) -> None:
        """Paper's *Finalizar*: the child fetches nothing more, and queued documents are
        dropped here too (any thread)."""
        self._finish.set()
        self._command(_FINISH)

    def _command(self, command: str) -> None:
        """Pass ``command`` on while the child may read it; once the crawl has ended (the
        user stops a run whose downloads are over), there is nothing to stop."""
        with self._lock:
            if self._open:
                self._commands.put(command)

    def run(self) -> CrawlFinished:
        """Start the child and relay its messages until it says how the crawl ended."""
        self._process.start()
        try:
            return self._relay()
        finally:
            self._end_child()

    def _relay(self) -> CrawlFinished:
        """Documents to the run's queue, events to the callback, until :class:`CrawlEnded`."""
        while True:
            try:
                batch = self._messages.get(timeout=_POLL)
            except queue.Empty:
                if not self._process.is_alive():
                    raise CrawlProcessError(
                        f"the crawl's process ended unexpectedly (exit code "
                        f"{self._process.exitcode}); the pages analyzed so far are kept"
                    ) from None
                continue
            for message in batch:
                if isinstance(message, FetchedDocument):
                    deliver(self._documents, message, self._finish)
                elif isinstance(message, CrawlEnded):
                    if message.finished is None:
                        raise CrawlProcessError(
                            f"the crawl failed in its process:\n{message.error}")
                    return message.finished
                else:
                    self._emit(message)

    def _end_child(self) -> None:
        """Wait for the child to exit (it ends once its last message is read)."""
        self._process.join(timeout=_EXIT_GRACE)
        if self._process.is_alive():  # e.g. the relay failed: no crawl may linger
            self._process.terminate()
            self._process.join()
        with self._lock:
            self._open = False
            self._messages.close()
            self._commands.close()


def crawl_in_child(plan: CrawlPlan, messages: Any, commands: Any,
                   snapshots: SnapshotPlan | None = None) -> None:
    """The child's work: crawl, sending documents and events on ``messages`` in batches,
    obeying ``commands``, archiving the documents first where ``snapshots`` says; the
    last message is a :class:`CrawlEnded`."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the run's: it sends commands
    threading.Thread(target=_end_with_parent, name="daweb-parent-watch", daemon=True).start()
    outbox: queue.Queue[object] = queue.Queue(BATCH)
    archive = SnapshotWriter(snapshots.run_dir, snapshots.max_bytes) \
        if snapshots is not None else None
    sender = threading.Thread(target=_send, args=(outbox, messages, archive),
                              name="daweb-sender")
    sender.start()
    try:
        distributor = Distributor.of_plan(plan, outbox, outbox.put)
        threading.Thread(target=_obey, args=(commands, distributor), name="daweb-commands",
                         daemon=True).start()
        ended = CrawlEnded(distributor.run())
    except BaseException:  # noqa: BLE001 - the run's process reports it, with the traceback
        ended = CrawlEnded(None, traceback.format_exc())
    outbox.put(ended)
    sender.join()
    if archive is not None:
        archive.close()


def _send(outbox: queue.Queue[object], messages: Any,
          archive: SnapshotWriter | None = None) -> None:
    """Send what the distributor put on ``outbox``, as many messages at a time as are
    waiting (up to :data:`BATCH`), until the :class:`CrawlEnded`; with ``archive``, each
    fetched document is written to the run's WARC file first and says where.

    Why batches: the run's relay thread must take the GIL back from the analyzer after
    every wait on the pipe, which costs up to the switch interval (5 ms); one message a
    time (a page makes ~5: document, incident, retriever states) held the crawl to the
    relay's pace, well under the analyzer's.
    """
    while True:
        batch = [outbox.get()]
        while len(batch) < BATCH:
            try:
                batch.append(outbox.get_nowait())
            except queue.Empty:
                break
        if archive is not None:
            batch = [archived(archive, message) if isinstance(message, FetchedDocument)
                     else message for message in batch]
        messages.put(batch)
        if isinstance(batch[-1], CrawlEnded):
            return


def _end_with_parent() -> None:
    """End the child at once if the run's process dies (``kill -9``): nobody would read
    what it sends, and it would wait on the pipe for ever (a daemon child is ended only
    by a parent that exits normally)."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(1)


def _obey(commands: Any, distributor: Distributor) -> None:
    """Carry out the run's commands in the child (a daemon thread: ends with the child)."""
    while True:
        command = commands.get()
        if command == _FINISH:
            distributor.finish()
        elif command == _STOP:
            distributor.stop_downloads()
