"""The crawl, or the reading of local files, in its own process, so that feeding and
analysis use both cores.

The paper's design keeps ONE analyzer; the distributor and its retrievers only feed it.
In one process they all share the GIL: HTTP parsing, charset decoding and link extraction
of ten retriever threads took turns with the analyzer (docs/benchmarks-crawl.md).
:class:`FeederProcess` is a run's feeder run in a child process: the child runs a feeder
exactly as it would run in a thread — :class:`CrawlProcess` a
:class:`~daweb.crawl.distributor.Distributor`, :class:`ReadingProcess` the reading of
local files and web archives (:class:`~daweb.localfiles.LocalFiles`) — and the run's
process relays what the child sends, in the order sent, onto the run's document queue
(fetched documents) and event callback (incidents, progress, retriever states,
``CrawlFinished``). The two commands go the other way on a queue of their own.

Only small immutable values cross the boundary: the feeder's arguments once, then
:mod:`daweb.events` dataclasses. Before a document is sent, the child does the work on it
that the run's process would otherwise do on the analyzer's thread (issue 21): when the
run keeps snapshots, it writes the page to the run's WARC file (the bytes are here
already; the analyzer's thread spent ~5 % of its time writing them), and the document
says where; when the run lets it (no site rules rewrite pages before the analyzer reads
them), it extracts the page's text and decides each block's language
(:mod:`analyzers.page_text`), and the document carries the result. The child is a
fresh interpreter (:class:`~daweb.helper_process.HelperProcess`: forking a process that
runs Qt or other threads is unsafe) and ignores Ctrl-C, which belongs to the run's
process: it turns the key into the two commands (daweb/console.py). Messages and commands
go over pipes; the child's writes wait while its pipe is full, so a slow analyzer holds
the feeder back as the run's own queue does (back-pressure).
"""

from __future__ import annotations

import functools
import os
import queue
import signal
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection, Pipe
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from daweb.archive import SnapshotWriter, archived
from daweb.errors import DawebError
from daweb.events import CrawlFinished, FetchedDocument
from daweb.heap import give_back_memory, tune_malloc
from daweb.helper_process import HelperProcess
from daweb.priority import AHEAD_NICENESS, yield_to_the_run

if TYPE_CHECKING:  # imported in the processes that use them (the distributor pulls httpx)
    from analyzers.page_text import ExtractionSettings, PageExtraction, WordsAhead
    from daweb.crawl.plan import CrawlPlan
    from daweb.run.feeders import Feeder

#: Messages (documents and events) the child sends at most in one batch, and keeps
#: waiting for the batch that goes next.
BATCH = 64
#: The same for the reading of local files, whose pages are larger (a manual page is
#: ~27 kB) and come from the disk at once: a few pages ahead of the analyzer are enough.
READING_BATCH = 4
#: Batches on their way to the run's relay: with :data:`BATCH`, what the crawl may fetch
#: ahead of the analyzer's queue before a full pipe holds it back (back-pressure).
BATCHES = 2
#: Seconds between two trims of a reading child's heap (:func:`~daweb.heap.give_back_memory`,
#: ~0.1-1 ms each), however many batches it sends.
TRIM_SECONDS = 0.25
#: Seconds the relay waits for a message before it checks that the child is alive.
_POLL = 0.5
#: Seconds a child that sent its last message gets to exit before it is terminated.
_EXIT_GRACE = 5.0
_STOP = "stop-downloads"
_FINISH = "finish"
#: ``(_LOOK_UP, path)``: look the pages' new forms up in the prepared analyses at ``path``.
_LOOK_UP = "look-up"

#: Makes the child's feeder from its outbox and event callback (picklable: it crosses).
StartFeeder = Callable[[queue.Queue, Callable[[object], None]], "Feeder"]


def deliver(documents: queue.Queue, document: FetchedDocument, finish: threading.Event
            ) -> None:
    """Put ``document`` on the analyzer's queue, waiting while it is full (back-pressure).

    A finish request drops it: the run discards queued documents anyway.
    """
    while not finish.is_set():
        try:
            documents.put(document, timeout=0.1)
            return
        except queue.Full:
            continue


class CrawlProcessError(DawebError, RuntimeError):
    """The feeder's process failed or ended without saying how the feed ended."""


@dataclass(frozen=True, slots=True)
class SnapshotPlan:
    """Where the crawl's process stores the pages it fetches (the run's WARC snapshots)
    and the size at which the file rotates (:class:`~daweb.archive.SnapshotWriter`)."""

    run_dir: Path
    max_bytes: int


@dataclass(frozen=True, slots=True)
class ChildWork:
    """What the child does to each document before sending it: archive it (``snapshots``),
    extract its text (``extraction``; None: the analyzer extracts), and how many messages
    it sends at most at a time (``batch``); with ``trim``, it gives back the memory its pages
    took (daweb/heap.py): the reading of local files, whose pages reach ~1 MB (a crawl's
    many small pages gained nothing and took 3-10 % longer); with ``helper``, its extraction
    yields the processor to the run's thread once the first pages are sent
    (daweb/priority.py) and it reads the pages' words ahead of the analyzer: the reading
    of local files, which is ahead of the analyzer most of the run (not a crawl's process,
    which has the fetching to do)."""

    snapshots: SnapshotPlan | None = None
    extraction: ExtractionSettings | None = None
    batch: int = BATCH
    trim: bool = False
    helper: bool = False
    #: The run's duplicate detector's stopwords: a helper that reads the pages' words
    #: fingerprints them too (:class:`~analyzers.page_text.WordsAhead`); None: it does not.
    fingerprint_stopwords: frozenset[str] | None = None
    #: The parts of the pages' profiles such a helper makes too; None: it makes none.
    profile_parts: int | None = None


@dataclass(frozen=True, slots=True)
class CrawlEnded:
    """The child's last message: how the feed ended, or the traceback of its failure."""

    finished: CrawlFinished | None
    error: str = ""


class FeederProcess:
    """A run's feeder run in a child process; the same feeder for the run (``run``,
    ``stop_downloads``, ``finish``), its messages relayed from the thread that calls
    :meth:`run`."""

    def __init__(self, start: StartFeeder, documents: queue.Queue,
                 on_event: Callable[[object], None], work: ChildWork, *,
                 name: str, what: str, process: str) -> None:
        """``start`` makes the feeder in the child; ``documents`` and ``on_event`` are the
        run's, as for :class:`~daweb.crawl.distributor.Distributor`; ``work``: what the
        child does to each document; ``name``: the child's; ``what`` and ``process``: the
        feed and the child as the messages of a failure name them ("the crawl", "the
        crawl's process")."""
        self._messages, messages = Pipe(duplex=False)  # the child writes, the relay reads
        commands, self._commands = Pipe(duplex=False)
        self._process = HelperProcess(feed_in_child, (start, messages, commands, work),
                                      name=name)
        self._what = what
        self._process_name = process
        self._documents = documents
        self._emit = on_event
        self._finish = threading.Event()
        self._lock = threading.Lock()  # a command and the closing of the queues
        self._open = True

    def stop_downloads(self) -> None:
        """Paper's *Parar descargas*, passed on to the child's feeder (any thread)."""
        self._command(_STOP)

    def finish(self) -> None:
        """Paper's *Finalizar*: the child feeds nothing more, and queued documents are
        dropped here too (any thread)."""
        self._finish.set()
        self._command(_FINISH)

    def look_up_in(self, path: Path) -> None:
        """Have the child look the pages' new forms up in the run's prepared analyses at
        ``path`` from now on, if it reads the pages' words ahead
        (:class:`~analyzers.page_text.WordsAhead`; any thread)."""
        self._command((_LOOK_UP, str(path)))

    def _command(self, command: str | tuple[str, str]) -> None:
        """Pass ``command`` on while the child may read it; once the feed has ended (the
        user stops a run whose downloads are over), there is nothing to stop."""
        with self._lock:
            if self._open:
                try:
                    self._commands.send(command)
                except OSError:
                    pass  # the child is gone: the relay says so

    def start(self) -> None:
        """Start the child now, if it has not started (the run's source calls this as it
        makes the feeder: the child then starts before the recognizer's load, which holds
        the GIL for long stretches and would keep the feeder's thread from starting it)."""
        with self._lock:
            if self._process.pid is None:
                self._process.start()

    def run(self) -> CrawlFinished:
        """Start the child if not started, and relay its messages until it says how the
        feed ended."""
        self.start()
        try:
            return self._relay()
        finally:
            self._end_child()

    def _relay(self) -> CrawlFinished:
        """Documents to the run's queue, events to the callback, until :class:`CrawlEnded`."""
        while True:
            for message in self._next_batch():
                if isinstance(message, FetchedDocument):
                    deliver(self._documents, message, self._finish)
                elif isinstance(message, CrawlEnded):
                    if message.finished is None:
                        raise CrawlProcessError(
                            f"{self._what} failed in its process:\n{message.error}")
                    return message.finished
                else:
                    self._emit(message)

    def _next_batch(self) -> list[object]:
        """The child's next batch of messages, once it comes; a child gone without its
        last message is a :class:`CrawlProcessError`."""
        while True:
            try:
                if self._messages.poll(_POLL):
                    return self._messages.recv()
                if self._process.is_alive():
                    continue
            except (EOFError, OSError):
                pass  # the child is gone, and its end of the pipe with it
            self._process.join(timeout=_POLL)  # for its exit code
            raise CrawlProcessError(
                f"{self._process_name} ended unexpectedly (exit code "
                f"{self._process.exitcode}); the pages analyzed so far are kept")

    def _end_child(self) -> None:
        """Wait for the child to exit (it ends once its last message is read)."""
        self._process.join(timeout=_EXIT_GRACE)
        if self._process.is_alive():  # e.g. the relay failed: no feeder may linger
            self._process.terminate()
            self._process.join()
        with self._lock:
            self._open = False
            self._messages.close()
            self._commands.close()


class CrawlProcess(FeederProcess):
    """A :class:`~daweb.crawl.distributor.Distributor` run in a child process."""

    def __init__(self, plan: CrawlPlan, documents: queue.Queue,
                 on_event: Callable[[object], None],
                 snapshots: SnapshotPlan | None = None,
                 extraction: ExtractionSettings | None = None) -> None:
        """``plan`` goes to the child (its site descriptions pickle); ``snapshots``: where
        the child archives what it fetches (None: nowhere); ``extraction``: the settings
        the child extracts each page's text with (None: the analyzer extracts)."""
        super().__init__(functools.partial(_distributor, plan), documents, on_event,
                         ChildWork(snapshots, extraction), name="daweb-crawl",
                         what="the crawl", process="the crawl's process")


def _distributor(plan: CrawlPlan, outbox: queue.Queue, on_event: Callable[[object], None]
                 ) -> Feeder:
    """The crawl's feeder, made in the child: only the child imports the distributor's
    stack (the run's process would spend ~0.1 s on it before starting the child)."""
    from daweb.crawl.distributor import Distributor

    return Distributor.of_plan(plan, outbox, on_event)


class ReadingProcess(FeederProcess):
    """The reading of local files and web archives (:class:`~daweb.localfiles.LocalFiles`)
    in a child process, which also extracts each page's text when ``extraction`` is given:
    the analyzer's thread then only analyzes (``daweb analyze``)."""

    def __init__(self, files: Sequence[tuple[Path, Path]], documents: queue.Queue,
                 on_event: Callable[[object], None],
                 extraction: ExtractionSettings | None = None,
                 fingerprint_stopwords: frozenset[str] | None = None,
                 profile_parts: int | None = None) -> None:
        """``files``: the ``(root given, file)`` pairs of
        :func:`~daweb.localfiles.find_files`; ``fingerprint_stopwords``: the run's
        duplicate detector's, for the pages' fingerprints, and ``profile_parts``: the
        parts of their profiles (None: the analyzer's process makes them); the rest as
        for :class:`CrawlProcess`."""
        from daweb.localfiles import LocalFiles

        super().__init__(functools.partial(LocalFiles, list(files)), documents, on_event,
                         ChildWork(extraction=extraction, batch=READING_BATCH, trim=True,
                                   helper=True, fingerprint_stopwords=fingerprint_stopwords,
                                   profile_parts=profile_parts),
                         name="daweb-reading", what="the reading of the files",
                         process="the reading process")


def feed_in_child(start: StartFeeder, messages: Connection, commands: Connection,
                  work: ChildWork) -> None:
    """The child's work: feed, sending documents and events on ``messages`` in batches,
    obeying ``commands``, each document worked on first as ``work`` says; the last
    message is a :class:`CrawlEnded`. The child ends at once when the run's process is
    gone (its ends of the two pipes closed)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the run's: it sends commands
    if work.trim:
        tune_malloc()  # before the child's threads start
    batches: queue.Queue[list[object]] = queue.Queue(BATCHES)
    writer = threading.Thread(target=_write, args=(batches, messages), name="daweb-writer")
    writer.start()
    outbox: queue.Queue[object] = queue.Queue(work.batch)
    try:
        archive = SnapshotWriter(work.snapshots.run_dir, work.snapshots.max_bytes) \
            if work.snapshots is not None else None
        extraction = _extraction(work)
        ahead = _words_ahead(extraction, work.fingerprint_stopwords,
                             work.profile_parts) if work.helper else None
    except BaseException:  # noqa: BLE001 - the run's process reports it, with the traceback
        _end_failed(batches, writer)
    sender = threading.Thread(target=_sending,
                              args=(writer, outbox, batches, archive, extraction, work.batch,
                                    work.trim, work.helper, ahead),
                              name="daweb-sender")
    sender.start()
    try:
        feeder = start(outbox, outbox.put)
        threading.Thread(target=_obey, args=(commands, feeder, ahead), name="daweb-commands",
                         daemon=True).start()
        ended = CrawlEnded(feeder.run())
    except BaseException:  # noqa: BLE001 - the run's process reports it, with the traceback
        ended = CrawlEnded(None, traceback.format_exc())
    outbox.put(ended)
    sender.join()
    writer.join()
    if archive is not None:
        archive.close()


def _end_failed(batches: queue.Queue[list[object]], writer: threading.Thread) -> NoReturn:
    """End the child on the exception being handled: its traceback is the child's last
    message, and the child exits once it is sent. Left alone, the feeder would wait
    forever on an outbox nobody empties (the pages' WARC file unwritable, say), the run's
    process with it."""
    batches.put([CrawlEnded(None, traceback.format_exc())])
    writer.join()
    os._exit(1)


def _sending(writer: threading.Thread, outbox: queue.Queue[object],
             messages: queue.Queue[list[object]], *args: Any) -> None:
    """:func:`_send` (the sender thread), the child ended with its error if it fails."""
    try:
        _send(outbox, messages, *args)
    except BaseException:  # noqa: BLE001 - the run's process reports it, with the traceback
        _end_failed(messages, writer)


def _write(batches: queue.Queue[list[object]], messages: Connection) -> None:
    """Send the batches to the run's process, in order, until the last one: a write waits
    while the pipe is full (the relay reads as the analyzer's queue takes the documents:
    back-pressure), and this thread does the waiting while the pages go on being
    extracted. If the run's process is gone, the child ends."""
    while True:
        batch = batches.get()
        try:
            messages.send(batch)
        except OSError:
            os._exit(1)
        if isinstance(batch[-1], CrawlEnded):
            return


def _extraction(work: ChildWork) -> PageExtraction | None:
    """The child's extraction step, if it extracts (imported only then: lexbor, the
    language identifier)."""
    if work.extraction is None:
        return None
    from analyzers.page_text import PageExtraction

    return PageExtraction(work.extraction)


def _send(outbox: queue.Queue[object], messages: queue.Queue[list[object]],
          archive: SnapshotWriter | None = None,
          extraction: PageExtraction | None = None, batch_size: int = BATCH,
          trim: bool = False, helper: bool = False, ahead: WordsAhead | None = None) -> None:
    """Send what the feeder put on ``outbox``, as many messages at a time as are waiting
    (up to ``batch_size``), until the :class:`CrawlEnded` (``messages``: the batches
    :func:`_write` sends); with ``archive``, each fetched
    document is written to the run's WARC file first and says where; with
    ``extraction``, it carries its text extracted; with ``trim``, the memory the last pages
    took goes back to the system every :data:`TRIM_SECONDS`; with ``helper``, this thread
    (the extraction: most of the process's work) yields the processor to the run's thread
    once the first batch is sent (daweb/priority.py; the run's start waits for that batch:
    with the whole process yielding from its start, the one-page command took ~0.05 s
    longer); with ``ahead`` (a helper's), it reads each page's words ahead of the analyzer
    too (:class:`~analyzers.page_text.WordsAhead`: the analyzer's core is the run's
    bottleneck, this process has time to spare; a crawl's process has none: a crawl of
    the benchmark site made 470 → 448 pages/s with it).

    Why batches: the run's relay thread must take the GIL back from the analyzer after
    every wait on the pipe, which costs up to the switch interval (5 ms); one message a
    time (a page makes ~5: document, incident, retriever states) held the crawl to the
    relay's pace, well under the analyzer's.
    """
    trimmed = time.monotonic()
    first = True
    while True:
        batch = [outbox.get()]
        # the first page alone: the run's analyzer, loaded by then, waited for a batch of
        # them (~20-50 ms of the benchmark corpus's start, issue 21)
        while len(batch) < (1 if first and helper else batch_size):
            try:
                batch.append(outbox.get_nowait())
            except queue.Empty:
                break
        if archive is not None:
            batch = [_archived(archive, message) if isinstance(message, FetchedDocument)
                     else message for message in batch]
        if extraction is not None:
            batch = [_extracted(extraction, message, ahead)
                     if isinstance(message, FetchedDocument) else message for message in batch]
        messages.put(batch)
        if isinstance(batch[-1], CrawlEnded):
            return
        if helper and first:
            # on Linux this thread's priority, elsewhere the process's
            yield_to_the_run(AHEAD_NICENESS)
        first = False
        if trim and time.monotonic() - trimmed >= TRIM_SECONDS:
            give_back_memory()  # what the last pages took (lexbor's trees, their texts)
            trimmed = time.monotonic()


def _words_ahead(extraction: PageExtraction | None,
                 fingerprint_stopwords: frozenset[str] | None = None,
                 profile_parts: int | None = None) -> WordsAhead | None:
    """What reads the pages' words ahead of the analyzer (and fingerprints them with
    ``fingerprint_stopwords``, profiles them in ``profile_parts``, if given), when this
    process extracts them."""
    if extraction is None:
        return None
    from analyzers.page_text import WordsAhead

    return WordsAhead(extraction.settings, fingerprint_stopwords, profile_parts)


def _extracted(extraction: PageExtraction, document: FetchedDocument,
               ahead: WordsAhead | None = None) -> FetchedDocument:
    """``document`` with its text extracted, and its words read ``ahead`` if given; as it
    is when extraction fails: the analyzer then tries again and makes the page an
    incident, as for a page it extracts itself. A page whose words fail to be read ahead
    goes without them (one page must not end the run's reading)."""
    if document.status == 304:
        return document  # not modified: nothing is analyzed
    try:
        page_text = extraction(document.html, document.is_html)
    except Exception:  # noqa: BLE001 - reported by the analyzer, which fails the same way
        return document
    if ahead is not None:
        try:
            page_text = ahead(page_text, document.final_url, document.start_url)
        except Exception:  # noqa: BLE001 - the analyzer reads the words itself, as it does
            pass  # those of a page read ahead with other blocks than it keeps
    # The analyzer reads the text: the HTML (a manual page's ~27 kB, up to 900 kB) stays
    # here, instead of crossing and waiting in the run's queue (the benchmark corpus's peak
    # −17 MB, median of 8 alternated runs; issue 21).
    return replace(document, page_text=page_text, html="")


def _archived(archive: SnapshotWriter, document: FetchedDocument) -> FetchedDocument:
    """``document`` stored in the run's WARC file (:func:`~daweb.archive.archived`), without
    the response it was stored from once it is: the run's process, which reads the page's
    text, has no use for the body."""
    done = archived(archive, document)
    return replace(done, body=b"", status_line="") if done.warc_file else done


def _obey(commands: Connection, feeder: Feeder, ahead: WordsAhead | None = None) -> None:
    """Carry out the run's commands in the child (a daemon thread: ends with the child).
    The pipe's end means the run's process is gone (``kill -9``): the child ends at once,
    since nobody would read what it sends."""
    while True:
        try:
            command = commands.recv()
        except (EOFError, OSError):
            os._exit(1)
        if command == _FINISH:
            feeder.finish()
        elif command == _STOP:
            feeder.stop_downloads()
        elif isinstance(command, tuple) and command[0] == _LOOK_UP and ahead is not None:
            ahead.look_up_in(Path(command[1]))
