"""What a run reads: the :class:`Feeder` protocol and the run's :class:`Source`.

A feeder runs in its own thread and puts documents on the run's bounded queue (a full queue
holds it back), sending crawl events (incidents, progress) as it goes; it obeys the run's
two commands. Four implement it: the crawl's :class:`~daweb.crawl.process.CrawlProcess`
(a :class:`~daweb.crawl.distributor.Distributor` in a child process, relayed from the
feeder's thread), :class:`~daweb.localfiles.LocalFiles` (folders and web archives),
the re-analysis's :class:`~daweb.run.reanalysis.SnapshotPages` and the Dask cluster's
:class:`~daweb.run.cluster.ClusterFeeder`.

A :class:`Source` makes a run's feeder once the run folder exists and says, through a few
public hooks, how the run around it differs: its page steps (:mod:`daweb.run.steps`), its
date, which earlier runs it is compared with, what it adds to ``run.json``, how the
unrecognized words are triaged at the end. :class:`CrawlSource` and :class:`LocalSource`
are the plain ones; the re-analysis and the cluster have theirs in their own modules.
"""

from __future__ import annotations

import queue
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from analyzers.duplicates import DuplicateDetector
from analyzers.morphology import MorphCache, Recognizer
from analyzers.normalizer import PagePreparation
from analyzers.page_text import ExtractionSettings
from daweb.configuration import crawl_settings
from daweb.events import CrawlFinished, FetchedDocument
from daweb.freshness import EarlierRuns, earlier_runs
from daweb.project import Project
from daweb.run.steps import DOCUMENT_STEPS, Step, StepContext
from daweb.run.triage import Triage, triage_unrecognized
from daweb.store.writer import ResultsWriter

if TYPE_CHECKING:
    from daweb.crawl.process import ReadingProcess
    from daweb.run.cluster import PageNote

#: Local files of this many bytes together or more are read and extracted in a process of
#: their own (:class:`LocalSource`); a smaller corpus is read in the run's process. The
#: reading process takes 0.6-0.7 s of processor time to start (a fresh interpreter, lexbor,
#: warcio, the language identifier; on the other core, beside the recognizer's load), and
#: extraction with block languages ~0.3 s a MB on the analyzer's thread (both measured
#: on a loaded machine, 2026-11-27): below 1 MB the process saves the analyzer little and
#: costs a one-page command its start and memory.
READING_PROCESS_BYTES = 1_000_000
#: Documents waiting for the analyzer on the run's queue; a full queue makes the feeder wait
#: (back-pressure: a crawl's retrievers, the reading of files).
QUEUE_SIZE = 64
#: The most for the reading of local files, which is ahead of the analyzer most of the run:
#: with room for 256 pages the reading process, which yields the processor to the other
#: two (daweb/priority.py), reads ahead in the moments the committing process waits, ends
#: sooner and gives back its ~70 MB before the committing process's pending segments grow
#: to their largest: the benchmark corpus's peak, a race between the two, 379–402 → 372–393
#: MB in eight sampled runs each (medians 398 → 379), in the same time (issue 21,
#: docs/benchmarks.md) ...
READING_QUEUE_SIZE = 256
#: ... as long as the pages waiting are small: the queue holds as many pages as this many
#: bytes of the corpus's files make on average (the benchmark corpus's 27 KB: all 256), and
#: never fewer than :data:`QUEUE_SIZE` (a corpus of 1 MB pages keeps 64: each waits in the
#: run's process with its text and words, ~2-3 times its file).
READING_QUEUE_BYTES = 16_000_000

class Feeder(Protocol):
    """The shape of the distributor: fills the run's queue until done or told to stop."""

    def run(self) -> CrawlFinished:
        """Feed the queue (blocking, in the feeder's thread); say how it ended."""
        ...

    def stop_downloads(self) -> None:
        """Paper's *Parar descargas*: fetch nothing more; what was fetched is analyzed."""
        ...

    def finish(self) -> None:
        """Paper's *Finalizar*: fetch nothing more (the run drops what is queued)."""
        ...


@dataclass(frozen=True)
class FeedContext:
    """What a source builds its feeder from, once the run folder exists."""

    project: Project
    run_dir: Path
    day: date
    documents: queue.Queue[FetchedDocument | PageNote]
    send: Callable[[object], None]  # crawl events: incidents go to the report, all to the bus
    earlier: EarlierRuns
    preparation: PagePreparation | None
    duplicates: DuplicateDetector | None
    #: Size at which the run's WARC snapshot file rotates; 0 when the run keeps none.
    snapshot_bytes: int = 0


class Source(ABC):
    """A run's input and what it changes in the run (the defaults: pages analyzed here).

    Subclasses override these public hooks only; :class:`~daweb.run.engine.Run` calls
    them in this order: :meth:`session` around everything, :meth:`info`,
    :meth:`run_date`, :meth:`earlier_runs`, :meth:`feeder`, then per page
    :attr:`steps`, then :meth:`pages_done` (or :meth:`salvage` when the feed failed),
    :meth:`triage` and :meth:`close`.
    """

    #: The feeder thread's name.
    thread_name = "daweb-feeder"
    #: The page steps of the run (:mod:`daweb.run.steps`).
    steps: tuple[Step, ...] = DOCUMENT_STEPS
    #: Whether the run may use the lemma cache persisted between runs (``persist_cache``).
    keeps_cache = True

    def keeps_snapshots(self, project: Project) -> bool:
        """Whether the run stores the pages it fetches in WARC snapshots."""
        return project.crawl.snapshots

    def queue_size(self) -> int:
        """How many documents the run's queue holds (:data:`QUEUE_SIZE`)."""
        return QUEUE_SIZE

    def commits_in_background(self) -> bool:
        """Whether the run's pages are committed by a process of their own while the
        analyzer reads the next one (``ResultsWriter(background=True)``): worth it when the
        second core has room, as beside the reading of files (its process waits ~65 % of a
        run) or a re-analysis."""
        return True

    def session(self) -> AbstractContextManager[object]:
        """What must stay open while the run lasts (a Dask client); nothing by default."""
        return nullcontext()

    def info(self) -> dict[str, object]:
        """Keys the source adds to ``run.json`` when the run starts."""
        return {}

    def run_date(self, started: datetime) -> date:
        """The date the site descriptions' ``$YYYY$ $MM$ $DD$`` stand for: the run's own."""
        return started.date()

    def earlier_runs(self, runs_dir: Path, title: str, run_dir: Path) -> EarlierRuns:
        """The project's runs before this one (new words, changed pages)."""
        return earlier_runs(runs_dir, title, run_dir)

    @abstractmethod
    def feeder(self, context: FeedContext) -> Feeder:
        """The feeder of the run, started in its own thread."""

    def recognizer_loaded(self, recognizer: Recognizer) -> None:
        """The run's recognizer is loaded (its feeder started before): nothing to do by
        default."""
        return None

    def pages_done(self, context: StepContext) -> None:
        """Every page went through the steps and the feeder ended."""
        return None  # nothing more to wait for by default

    def salvage(self, error: Exception, writer: ResultsWriter) -> None:
        """The feed failed with ``error``: keep what can be kept before the run crashes."""
        return None  # every page analyzed here is written already

    def triage(self, writer: ResultsWriter, cache: MorphCache, results: Path) -> Triage:
        """Triage the unrecognized forms while the writer brings its run tables up to date
        (:meth:`~daweb.store.writer.ResultsWriter.final_refresh`).

        The triage is Python and the refresh is SQLite, by the committing process when the
        writer has one (else without the GIL in the thread), so on two cores they overlap
        (a second or two of a million-word run; docs/scale.md). The triage reads through
        its own connection, which WAL lets read while the writer writes.
        """
        with ThreadPoolExecutor(1, thread_name_prefix="daweb-refresh") as pool:
            finishing = pool.submit(writer.final_refresh)
            found = Triage.of(triage_unrecognized(results, cache), cache)
            finishing.result()  # the writer's errors are raised here, in the run's thread
        return found

    def close(self, writer: ResultsWriter, info: dict[str, object]) -> None:
        """Last words before the results file is closed and ``run.json`` written."""
        return None  # nothing to add by default


class CrawlSource(Source):
    """A crawl of the project's start addresses and site descriptions."""

    thread_name = "daweb-distributor"

    def commits_in_background(self) -> bool:
        """No: the crawl's process keeps the second core ~80 % busy, and a third process
        there slowed the crawl down more than it saved the analyzer (docs/benchmarks.md)."""
        return False

    def feeder(self, context: FeedContext) -> Feeder:
        """The crawl's distributor, in a process of its own (daweb/crawl/process.py): the
        run's process keeps the analyzer, which then has a core to itself."""
        from daweb.crawl.plan import CrawlPlan
        from daweb.crawl.process import CrawlProcess, SnapshotPlan

        project = context.project
        starts = [s.url for s in project.enabled_starts()]
        scope = context.preparation.sites if context.preparation is not None else None
        starts += scope.start_urls() if scope is not None else []
        plan = CrawlPlan(starts, tuple(project.crawl.cancelled), crawl_settings(project),
                         context.earlier.pages if project.reruns.only_changed else None,
                         scope)
        snapshots = SnapshotPlan(context.run_dir, context.snapshot_bytes) \
            if context.snapshot_bytes else None
        crawl = CrawlProcess(plan, context.documents, context.send, snapshots,
                             extraction_in_feeder(context))
        crawl.start()  # beside the recognizer's load
        return crawl


class LocalSource(Source):
    """Local files and web archives (``daweb analyze PATH…``): no crawl, no snapshots
    (an archive's pages keep their own record)."""

    thread_name = "daweb-local-files"

    def __init__(self, files: Sequence[tuple[Path, Path]]) -> None:
        """``files``: the ``(root given, file)`` pairs of :func:`daweb.localfiles.find_files`."""
        self.files = list(files)
        self._bytes: int | None = None
        self._reading: ReadingProcess | None = None  # the reading process, if any

    def _size(self) -> int:
        """The corpus's bytes (its files' sizes, read once)."""
        if self._bytes is None:
            self._bytes = _total_bytes(self.files)
        return self._bytes

    def commits_in_background(self) -> bool:
        """For a corpus of :data:`READING_PROCESS_BYTES` or more, as its reading: a smaller
        one is written in less time than the committing process takes to start (~45 ms)."""
        return self._size() >= READING_PROCESS_BYTES

    def keeps_snapshots(self, project: Project) -> bool:
        """Local files are not fetched: nothing to snapshot."""
        return False

    def queue_size(self) -> int:
        """Room for :data:`READING_QUEUE_BYTES` of the corpus's average file, between
        :data:`QUEUE_SIZE` and :data:`READING_QUEUE_SIZE` pages."""
        average = self._size() / max(1, len(self.files))
        fits = int(READING_QUEUE_BYTES / average) if average else READING_QUEUE_SIZE
        return max(QUEUE_SIZE, min(READING_QUEUE_SIZE, fits))

    def feeder(self, context: FeedContext) -> Feeder:
        """The local-file reader: for a corpus of :data:`READING_PROCESS_BYTES` or more, in
        a process of its own (daweb/crawl/process.py) that reads, decodes and extracts the
        files while the analyzer works; a smaller one in the run's process, which reads
        and extracts it in less time than the process takes to start."""
        if self._size() < READING_PROCESS_BYTES:
            from daweb.localfiles import LocalFiles

            return LocalFiles(self.files, context.documents, context.send)
        from daweb.crawl.process import ReadingProcess

        reading = ReadingProcess(self.files, context.documents, context.send,
                                 extraction_in_feeder(context), fingerprints_in_feeder(context),
                                 profiles_in_feeder(context))
        reading.start()  # beside the recognizer's load
        self._reading = reading
        return reading

    def recognizer_loaded(self, recognizer: Recognizer) -> None:
        """Have the reading process look the pages' new forms up in the recognizer's
        prepared analyses, which the analyzer then need not ask (~0.16 s of the benchmark
        corpus's analyzer, the run's bottleneck; issue 21)."""
        if self._reading is not None and recognizer.prepared is not None:
            self._reading.look_up_in(recognizer.prepared.path)


def _total_bytes(files: Sequence[tuple[Path, Path]]) -> int:
    """The size of the ``(root, file)`` pairs' files together (those that can be read)."""
    total = 0
    for _, path in files:
        try:
            total += path.stat().st_size
        except OSError:
            pass  # reported when the file is read
    return total


def fingerprints_in_feeder(context: FeedContext) -> frozenset[str] | None:
    """The stopwords a feeder's process fingerprints the pages' words with (the run's
    duplicate detector's), or None when it would be in vain: no detection, or an analysis
    whose words a stop or keyword list or a choice of words delivered filters (the
    analyzer then fingerprints what it delivers; analyzers/page_text.py)."""
    project = context.project
    if context.duplicates is None or project.lists.mode != "none" \
            or not (project.outputs.recognized and project.outputs.unrecognized):
        return None
    return context.duplicates.stopwords


def profiles_in_feeder(context: FeedContext) -> int | None:
    """The parts of the pages' profiles a feeder's process makes, or None when it would be
    in vain: no profiles, or words a stop or keyword list filters (the analyzer then
    profiles the words it keeps)."""
    project = context.project
    if not project.outputs.profiles or project.lists.mode != "none":
        return None
    return project.analysis.profile_parts


def extraction_in_feeder(context: FeedContext) -> ExtractionSettings | None:
    """The settings a feeder's process extracts the pages with, or None when the analyzer
    must: the project's content filter or site rules (:class:`PagePreparation`) rewrite a
    page before the analyzer reads it."""
    if context.preparation is not None:
        return None
    analysis = context.project.analysis
    return ExtractionSettings.of(analysis.extraction, analysis.language,
                                 analysis.other_languages)
