"""Web archives analyzed on a Dask cluster: ``daweb analyze ARCHIVES… --workers N``.

The archives' HTML responses are partitioned across Dask workers (a ``LocalCluster`` of
processes on this machine, loopback only, or an existing cluster given by its scheduler
address); every worker runs the same :class:`~analyzers.analyzer.Analyzer` with its own
memo cache and writes its pages itself, with an ordinary
:class:`~daweb.store.writer.ResultsWriter`, into a partition file of its own. This process
walks the archive order with the workers' small notes (progress, incidents, duplicates,
collocation and regime counts, all as a single process sees them), settles what depends
on the whole run (copies to uncount, segments reaching the minimum only over all
partitions) and merges the partition files in SQL (daweb/partitions.py). The results file
is therefore the one a single-process analysis of the same input writes (same page ids,
word codes, counts, segments), apart from timestamps.

Why the partition is by *site* (scheme and host): the analyzer's one piece of run-level
state, the site-template detector, must see each site's pages in order. A site's pages all
go to one worker, in archive order, so every template decision is the single process's.
Sites are spread over the workers by size (largest first onto the least loaded worker).
The equality holds while the template detector stays under its memory bound (200,000
block hashes per worker) and no partition prunes its pending segments (docs/scale.md).

The run itself is an ordinary :class:`~daweb.run.engine.Run` with a :class:`ClusterSource`
(:func:`cluster_run`): its feeder is the :class:`ClusterFeeder`, its page steps
(:data:`NOTE_STEPS`) take the workers' notes instead of analyzing, and its triage merges the
partitions meanwhile.

Steps: (1) each archive is indexed on a worker (addresses, sizes, incidents: no HTML
parsing); (2) one :class:`PartitionAnalyzer` Dask actor per worker receives its pages'
(file, offset) list and analyzes and writes them in order, a batch per call; (3) this
process settles the partitions and merges them. Archives must be readable by the workers
under the same path or fsspec URL.
"""

from __future__ import annotations

import logging
import queue
import resource
import shutil
import signal
import tempfile
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, suppress
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any, NamedTuple

from analyzers.analyzer import Analyzer
from analyzers.collocations import PageCollocations
from analyzers.duplicates import Duplicate, DuplicateDetector, Fingerprint
from analyzers.morphology import MorphCache, Recognizer
from analyzers.normalizer import NormalizedDocument
from analyzers.regimes import PageRegimes
from daweb.archive import ArchiveError, is_archive, is_url, read_entry, scan_archive
from daweb.errors import Unreachable
from daweb.events import (
    Cause,
    CrawlFinished,
    CrawlProgress,
    FetchedDocument,
    Incident,
    Outcome,
)
from daweb.freshness import UNCHANGED, EarlierRuns
from daweb.localfiles import find_files
from daweb.project import Project
from daweb.run.bus import Listener, ignore
from daweb.run.engine import Run
from daweb.run.feeders import FeedContext, Feeder, Source
from daweb.run.steps import (
    Page,
    Step,
    StepContext,
    analysis_incident,
    analyze_document,
    announce,
    count,
    duplicate_detector,
    page_preparation,
    tell_analyzed,
)
from daweb.run.triage import Triage, code_of, triage_occurrences
from daweb.store.partitions import (
    SegmentChecksums,
    candidate_state,
    candidates,
    occurrences,
    pack_checksums,
    pack_lines,
    prepare_partition,
    segments_to_write,
    unpack_lines,
    unpack_segment_state,
)
from daweb.store.writer import ResultsWriter

#: Pages a worker analyzes per call: big enough that the round trip is noise (~1 s of work).
BATCH_PAGES = 16
#: Bytes per call when a partition file is copied from a worker on another machine.
COPY_CHUNK = 1 << 24
#: Batch requests kept in flight per worker.
PREFETCH = 3


class IndexedPage(NamedTuple):
    """A page found by the index: where its record is, its site and its size."""

    path: str
    offset: int
    site: str
    size: int


class ClusterError(Unreachable, RuntimeError):
    """The Dask cluster cannot be started or reached, or its input is unusable."""


@dataclass(frozen=True, slots=True)
class PageNote:
    """One page analyzed AND written by a worker into its partition file: what this
    process needs for the run's events and incident report."""

    seq: int
    document: FetchedDocument | None  # without text; None when ``incident`` says why
    title: str = ""
    tokens: int = 0
    error: str = ""  # the analysis failed: no page row
    #: Not written (no page row): the same text as in the previous run, which skips it, or
    #: not a corpus document.
    skipped: bool = False
    page_no: int = 0  # the page's id in the partition file
    fingerprint: Fingerprint | None = None  # for the run's duplicate detection
    #: The page turned out not to be one (a binary body labelled HTML): what a scan of the
    #: archive reports instead.
    incident: Incident | None = None
    #: The page's collocation and regime counts, when the project asks for them: the run
    #: adds them up in archive order (their totals prune as they go).
    collocations: PageCollocations | None = None
    regimes: PageRegimes | None = None
    #: The page's documents normalized by the project's site descriptions: the run
    #: writes them, in archive order, as one process does.
    normalized: tuple[NormalizedDocument, ...] = ()

    @property
    def start_url(self) -> str:
        """The page's site, as for a document (the run looks up its output by it)."""
        assert self.document is not None  # notes of incidents never reach the run
        return self.document.start_url


# =============================================================================================
# On the workers
# =============================================================================================


def index_archive(path: str) -> list[tuple[int, str, int] | Incident]:
    """A worker's index of one archive, in file order: ``(offset, site, size)`` for each
    HTML page, an :class:`Incident` for each record not analyzed (and for a corrupt tail)."""
    found: list[tuple[int, str, int] | Incident] = []
    try:
        for entry in scan_archive(path, with_text=False):
            if entry.document is not None:
                found.append((entry.offset, entry.document.start_url, entry.document.bytes))
            elif entry.incident is not None:
                found.append(entry.incident)
    except ArchiveError as exc:
        found.append(_unreadable(path, exc))
    return found


def _unreadable(path: str, exc: Exception) -> Incident:
    """The incident of an archive that cannot be read (further), naming file and offset."""
    uri = path if is_url(path) else Path(path).resolve().as_uri()
    return Incident(uri, uri, Outcome.NOT_OBTAINED, Cause.PROTOCOL_ERROR, detail=str(exc))


class NormalizedNotes:
    """A worker's sink for normalized documents: they go with the page's note, for the
    run to write in archive order (a :class:`~analyzers.normalizer.DocumentSink`)."""

    def __init__(self) -> None:
        self._documents: list[NormalizedDocument] = []

    def write(self, doc: NormalizedDocument) -> None:
        """Keep one document for the page's note."""
        self._documents.append(doc)

    def take(self) -> tuple[NormalizedDocument, ...]:
        """The documents kept since the last call."""
        taken = tuple(self._documents)
        self._documents.clear()
        return taken

    def close(self) -> None:
        """Nothing to close: the run writes the documents."""


class PartitionAnalyzer:
    """A Dask actor: analyzes its partition's pages, in order, with its own Analyzer, and
    writes them into a partition file of its own (daweb/partitions.py); hands back a
    :class:`PageNote` per page. ``earlier``: the project's earlier runs, for each page's
    change since the previous one (docs/corpus.md); ``day``: the run's date. The project's
    content filter and site descriptions are applied here, as the run applies them (an
    archive's pages are placed by their address, docs/corpus.md); the documents they
    normalize travel with the notes.
    """

    def __init__(self, project: Project, pages: list[tuple[int, int, str, int]],
                 earlier: EarlierRuns, day: date) -> None:
        from daweb.configuration import analysis_config, cooccurrence_options
        from daweb.neology.lexicon import lexicon_paths

        recognizer = Recognizer.for_language(project.analysis.language,
                                             extra_lexicons=lexicon_paths(project))
        self._analyzer = Analyzer(analysis_config(project), MorphCache(recognizer))
        # (seq, page number in the run, archive path, offset), in archive order
        self._pages = pages
        self._next = 0
        self._busy = 0.0  # seconds spent reading and analyzing
        self._loaded_rss = _rss_mb()  # lexicons loaded, nothing analyzed yet
        self._analysis_rss = 0.0
        self._earlier = earlier
        self._skip_unchanged = project.reruns.only_changed
        folder = Path(tempfile.mkdtemp(prefix="daweb-partition-"))
        self._writer = ResultsWriter(folder / "partition.sqlite", project.outputs_by_start(),
                                     project.segments.min_freq,
                                     cooccurrence=cooccurrence_options(project), durable=False,
                                     partition=True)
        self._outputs = project.outputs_by_start()
        # The segment state handed out by segment_checksums, for segment_candidates.
        self._segments = SegmentChecksums.of(({}, set()))
        # Fingerprints only: the run finds the duplicates, in archive order.
        self._duplicates = duplicate_detector(project)
        # The content filter and site descriptions, as the run applies them.
        self._normalized = NormalizedNotes()
        self._preparation = page_preparation(project, folder, day, writer=self._normalized)

    def next_batch(self, count: int = BATCH_PAGES) -> list[PageNote]:
        """Analyze the next ``count`` pages of the partition ([] when all are done)."""
        started = time.perf_counter()
        batch = self._pages[self._next : self._next + count]
        if not batch:
            self._analysis_rss = self._analysis_rss or _rss_mb()
            return []
        self._next += len(batch)
        try:
            results = [self._analyze(*page) for page in batch]
        except Exception as exc:
            # Dask hangs on an exception it cannot unpickle at this end: send a plain one.
            raise ClusterError(f"{type(exc).__name__}: {exc}") from None
        self._busy += time.perf_counter() - started
        return results

    def _analyze(self, seq: int, page_no: int, path: str, offset: int) -> PageNote:
        """One page, analyzed and written as the run's analyzer thread would do it."""
        note = self._note(seq, page_no, path, offset)
        normalized = self._normalized.take()  # made even for a page that failed after
        return replace(note, normalized=normalized) if normalized else note

    def _note(self, seq: int, page_no: int, path: str, offset: int) -> PageNote:
        """The note of one page (see :meth:`_analyze`)."""
        try:
            entry = read_entry(path, offset)  # labelled with the path as given, as there
        except (ArchiveError, OSError) as exc:  # changed or gone since it was indexed
            return PageNote(seq, None, incident=_unreadable(path, exc))
        if entry.document is None:
            return PageNote(seq, None, incident=entry.incident)
        doc = entry.document
        bare = replace(doc, html="")  # the text stays here: only results travel
        try:
            result = analyze_document(self._analyzer, self._preparation, doc)
        except Exception as exc:  # noqa: BLE001 - reported as the run reports it
            return PageNote(seq, bare, error=f"{type(exc).__name__}: {exc}")
        if result is None:
            return PageNote(seq, bare, skipped=True)
        change = self._earlier.change_of(bare.url, result.text_digest)
        if change == UNCHANGED and self._skip_unchanged:  # same text: not analyzed again
            self._writer.add_unchanged(bare, result.text_digest)
            return PageNote(seq, bare, skipped=True)
        # page_no: the page's rank among the archive's pages (the merge closes the gaps
        # that failed and unchanged pages leave).
        self._writer.add_page(bare, result, self._outputs.get(bare.start_url, ""),
                              change=change, page_id=page_no)
        fingerprint = None
        if self._duplicates is not None and result.tokens:  # empty pages repeat nothing
            fingerprint = self._duplicates.fingerprint(result)
        return PageNote(seq, bare, result.title, result.tokens, page_no=page_no,
                        fingerprint=fingerprint, collocations=result.collocations,
                        regimes=result.regimes)

    def record_duplicates(self, found: list[tuple[int, Duplicate]], uncount: bool) -> None:
        """The partition's pages the run found to be duplicates (see
        :meth:`ResultsWriter.record_duplicates`)."""
        self._writer.record_duplicates(found, uncount)

    def segment_checksums(self) -> bytes:
        """Checksums of the partition's pending and written segments, with the pending
        counts (:func:`~daweb.store.partitions.pack_checksums`)."""
        self._segments = SegmentChecksums.of(self._writer.segment_state())
        return pack_checksums(self._segments)

    def segment_candidates(self, chosen: Any) -> bytes:
        """The pending and written segments among the checksums ``chosen``, as strings
        (:func:`~daweb.store.partitions.candidate_state`)."""
        return candidate_state(self._segments, chosen)

    def finish(self, to_write: bytes) -> tuple[str, int, dict[str, Any]]:
        """Write the segments the run keeps (as :func:`~daweb.store.partitions.pack_lines` packs
        them) and close the partition file: (path, size, prunes of the pending segments)."""
        prunes = self._writer.prune_info()
        prepare_partition(self._writer, set(unpack_lines(to_write)))
        return str(self._writer.path), self._writer.path.stat().st_size, prunes

    def read_partition(self, offset: int, size: int) -> bytes:
        """Up to ``size`` bytes of the closed partition file from ``offset`` (for a
        coordinator on another machine)."""
        with open(self._writer.path, "rb") as part:
            part.seek(offset)
            return part.read(size)

    def folder(self) -> str:
        """The folder of the partition file, on the worker's machine."""
        return str(self._writer.path.parent)

    def remove_partition(self) -> None:
        """Delete the partition file once it is merged."""
        shutil.rmtree(self._writer.path.parent, ignore_errors=True)

    def stats(self) -> dict[str, float | int]:
        """This worker's analyzer statistics and its process's memory (MB): resident once
        the lexicons were loaded and at the end of its analysis, and the peak so far."""
        return {**self._analyzer.stats(), "busy_seconds": round(self._busy, 2),
                "loaded_rss_mb": self._loaded_rss,
                "analysis_rss_mb": self._analysis_rss or _rss_mb(),
                "peak_rss_mb": _peak_rss_mb()}

    def cache_dump(self) -> bytes:
        """This worker's lemma cache in MorphCache's own file format (see merge_caches)."""
        return cache_dump(self._analyzer.cache)


# =============================================================================================
# In this process
# =============================================================================================


def _rss_mb() -> float:
    """Resident memory of this process now, MB (psutil comes with Dask)."""
    import psutil

    return round(psutil.Process().memory_info().rss / 2**20, 1)


def _peak_rss_mb() -> float:
    """Peak resident memory of this process so far, MB.

    Linux's VmHWM, which starts afresh in a new program; ``ru_maxrss`` (elsewhere) would
    report the peak of the process that spawned the worker when that one was bigger.
    """
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _visible_here(path: Path, size: int) -> bool:
    """Whether this process sees a worker's partition file (same machine, or a shared
    folder): the path exists with the size the worker reported. Worker folders come from
    ``mkdtemp``: another machine's path does not exist here by chance."""
    return path.is_file() and path.stat().st_size == size


def partition_sites(sizes: dict[str, int], parts: int) -> dict[str, int]:
    """Site -> partition number: largest sites first, each onto the least loaded partition."""
    loads = [0] * parts
    assignment: dict[str, int] = {}
    for site, size in sorted(sizes.items(), key=lambda item: (-item[1], item[0])):
        part = loads.index(min(loads))
        assignment[site] = part
        loads[part] += size
    return assignment


def cache_dump(cache: MorphCache) -> bytes:
    """A lemma cache as bytes, in MorphCache's own persistence format."""
    with tempfile.TemporaryDirectory(prefix="daweb-cache-") as tmp:
        path = Path(tmp) / "cache.json"
        cache.save(path)
        return path.read_bytes()


def merge_caches(cache: MorphCache, dumps: Sequence[bytes]) -> None:
    """Add the workers' cache entries to ``cache``.

    The run's triage of unrecognized forms ranks its suggestions by whether they occur in
    the run (are in the cache): with every worker's forms merged, this process's cache
    holds the forms a single-process run's cache would, so the triage is the same.
    """
    with tempfile.TemporaryDirectory(prefix="daweb-cache-") as tmp:
        for n, dump in enumerate(dumps):
            path = Path(tmp) / f"worker-{n}.json"
            path.write_bytes(dump)
            cache.load(path)


@contextmanager
def dask_client(workers: int = 0, scheduler: str = "", timeout: float = 20.0
                ) -> Iterator[Any]:
    """A Dask client: of an existing cluster (``scheduler``, reached within ``timeout``
    seconds) or of a LocalCluster of ``workers`` processes on the loopback interface,
    closed on exit."""
    from distributed import Client, LocalCluster

    cluster = None
    try:
        if scheduler:
            client = Client(scheduler, timeout=f"{timeout}s")
        else:
            # preload: each worker runs dask_setup below (Ctrl-C is DAWeb's to handle).
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                   host="127.0.0.1", dashboard_address=None,
                                   silence_logs=logging.CRITICAL, preload=[__name__])
            client = Client(cluster)
    except (OSError, TimeoutError, RuntimeError) as exc:  # RuntimeError: a nanny did not start
        if cluster is not None:
            cluster.close()
        where = scheduler or "a local cluster"
        raise ClusterError(f"cannot reach the Dask scheduler at {where} ({exc}); start it "
                           "with `dask scheduler` and workers with `dask worker ADDRESS` "
                           "(docs/scale.md)") from exc
    try:
        yield client
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def dask_setup(worker: object) -> None:
    """Run by every worker of a LocalCluster as it starts (Dask's preload hook): ignore the
    terminal's SIGINT, which reaches the whole process group, so that a Ctrl-C stops the
    run the way DAWeb decides (what is analyzed is kept) instead of killing the workers
    under it; the cluster is closed when the run ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class ClusterFeeder:
    """The run's feeder for a cluster: indexes, partitions, drives the actors and puts the
    workers' notes on the document queue in archive order (shape of the distributor).

    The workers write their pages into partition files themselves; once every page is in,
    the feeder settles the duplicates and the segments across partitions, closes the files
    and lists them in :attr:`partition_files` (copied into ``partition_dir`` when a
    worker's file is not on this machine) for the run to merge.
    """

    def __init__(self, client: Any, project: Project, paths: Sequence[Path | str],
                 documents: queue.Queue, on_event: Callable[[object], None], *,
                 earlier: EarlierRuns, partition_dir: Path, day: date,
                 duplicates: DuplicateDetector | None = None) -> None:
        self._client = client
        self._project = project
        self._earlier = earlier
        self._day = day
        self._partition_dir = partition_dir
        # Duplicates of pages the workers write: found here in archive order, per actor.
        self._duplicates = duplicates
        self._found: list[list[tuple[int, Duplicate]]] = []
        self._owner: dict[int, int] = {}  # archive position -> actor number
        self._lost: set[int] = set()  # numbers of the actors whose worker was lost
        self._folders: list[str] = []  # each actor's partition folder, on its machine
        self.partition_files: list[Path] = []
        #: Wall-clock seconds of the phases (run.json's ``cluster.seconds``, docs/scale.md).
        self.seconds: dict[str, float] = {}
        #: Pending segments no partition wrote and their prunes (run_info, docs/scale.md).
        self.segments_never_written = 0
        self.segment_prunes: list[dict[str, Any]] = []
        self._paths = [str(p) for p in paths]
        self._documents = documents
        self._on_event = on_event
        self._stop = threading.Event()
        self.worker_stats: list[dict[str, float | int]] = []
        self.worker_caches: list[bytes] = []
        self.actors: list[Any] = []
        self._pullers: list[threading.Thread] = []

    def stop_downloads(self) -> None:
        """Stop handing out work; what was analyzed is still written."""
        self._stop.set()

    def finish(self) -> None:
        """Stop handing out work (the run drops what is queued)."""
        self.stop_downloads()

    def run(self) -> CrawlFinished:
        """Index, analyze on the workers and deliver every page in archive order."""
        sequence = self._index()
        workers = sorted(self._client.scheduler_info()["workers"])
        if not workers:
            raise ClusterError("the Dask cluster has no workers; start some with "
                               "`dask worker SCHEDULER-ADDRESS`")
        sizes: dict[str, int] = {}
        for item in sequence:
            if isinstance(item, IndexedPage):
                sizes[item.site] = sizes.get(item.site, 0) + item.size
        parts = partition_sites(sizes, len(workers))
        plans: list[list[tuple[int, int, str, int]]] = [[] for _ in workers]
        page_no = 0
        for seq, item in enumerate(sequence):
            if isinstance(item, IndexedPage):
                page_no += 1
                plans[parts[item.site]].append((seq, page_no, item.path, item.offset))
        self._owner = {page[0]: n for n, plan in enumerate(p for p in plans if p)
                       for page in plan}
        self._found = [[] for plan in plans if plan]
        began = time.perf_counter()
        try:
            finished = self._deliver(sequence, self._start_actors(workers, plans))
        except ClusterError:
            # A worker was lost: what the others wrote is kept (the run, marked crashed,
            # merges it), as a single process keeps the pages written before a failure.
            self._stop.set()
            self.join()
            # Best effort: the lost worker's error is what the run reports.
            with suppress(Exception):
                self._collect_partitions()
            raise
        self.seconds["workers"] = round(time.perf_counter() - began, 2)
        began = time.perf_counter()
        self.join()
        self._collect_partitions()
        self.seconds["settle"] = round(time.perf_counter() - began, 2)
        return finished

    def _live(self) -> list[tuple[int, Any]]:
        """(number, actor) of the actors whose worker was not lost."""
        return [(n, actor) for n, actor in enumerate(self.actors) if n not in self._lost]

    def _collect_partitions(self) -> None:
        """Settle the duplicates and the segments across the workers' partitions, close
        their files and make them readable here (daweb/partitions.py)."""
        live = self._live()
        actors = [actor for _, actor in live]
        uncount = not self._project.duplicates.count
        for future in [actor.record_duplicates(self._found[n], uncount) for n, actor in live
                       if self._found[n]]:
            future.result()
        # By checksum first (8 bytes a segment, in numpy), then by string for the few
        # segments that may reach the minimum: a million-word run holds ~500,000 pending
        # segments per partition, and nearly all stay below it.
        minimum = self._project.segments.min_freq
        chosen, pending = candidates(
            [f.result() for f in [actor.segment_checksums() for actor in actors]], minimum)
        states = [unpack_segment_state(f.result()) for f in
                  [actor.segment_candidates(chosen) for actor in actors]]
        to_write, _ = segments_to_write(states, minimum)
        self.segments_never_written = pending - len(set().union(*to_write))
        finishing = [actor.finish(pack_lines(chosen)) for actor, chosen in
                     zip(actors, to_write, strict=True)]
        for (n, actor), future in zip(live, finishing, strict=True):
            path, size, prunes = future.result()
            self.segment_prunes.append(prunes)
            self.partition_files.append(self._reachable(actor, Path(path), size, n))

    def _reachable(self, actor: Any, path: Path, size: int, n: int) -> Path:
        """The partition file itself when this machine sees it (a LocalCluster), else a
        copy read through the actor into ``partition_dir``."""
        if _visible_here(path, size):
            return path
        self._partition_dir.mkdir(parents=True, exist_ok=True)
        copy = self._partition_dir / f"partition-{n}.sqlite"
        with open(copy, "wb") as out:
            while out.tell() < size:
                chunk = actor.read_partition(out.tell(), COPY_CHUNK).result()
                if not chunk:
                    raise ClusterError(f"{path} on a Dask worker ended after {out.tell()} "
                                       f"of {size} bytes while it was copied to {copy}")
                out.write(chunk)
        return copy

    def remove_partitions(self) -> None:
        """Delete the partition files (on the workers, and any copies here); a lost
        worker's file too, when this machine sees it."""
        for _, actor in self._live():
            actor.remove_partition().result()
        for n in self._lost:
            shutil.rmtree(Path(self._folders[n]), ignore_errors=True)
        shutil.rmtree(self._partition_dir, ignore_errors=True)

    def _index(self) -> list[IndexedPage | Incident]:
        """All archives indexed on the workers: pages and incidents in archive order."""
        futures = self._client.map(index_archive, self._paths, pure=False)
        sequence: list[IndexedPage | Incident] = []
        for done, (path, future) in enumerate(zip(self._paths, futures, strict=True), 1):
            for item in future.result():
                if isinstance(item, Incident):
                    sequence.append(item)
                else:
                    offset, site, size = item
                    sequence.append(IndexedPage(path, offset, site, size))
            self._on_event(CrawlProgress(done, len(self._paths) - done, 0, 0))
        return sequence

    def _start_actors(self, workers: list[str], plans: list[list[tuple[int, int, str, int]]]
                      ) -> queue.Queue:
        """One actor per worker with pages; a thread per actor pulls its batches."""
        results: queue.Queue = queue.Queue()
        futures = [self._client.submit(PartitionAnalyzer, self._project, plan, self._earlier,
                                       self._day, actor=True, workers=[worker])
                   for worker, plan in zip(workers, plans, strict=True) if plan]
        actors = [future.result() for future in futures]  # they load their lexicons at once
        self._folders = [f.result() for f in [actor.folder() for actor in actors]]
        for n, (actor, plan) in enumerate(zip(actors, [p for p in plans if p], strict=True)):
            seqs = [page[0] for page in plan]
            thread = threading.Thread(target=self._pull, args=(n, actor, seqs, results),
                                      daemon=True, name="daweb-cluster-pull")
            thread.start()
            self._pullers.append(thread)
        self.actors = actors
        return results

    def _pull(self, n: int, actor: Any, seqs: list[int], results: queue.Queue) -> None:
        """Ask one actor for batches until its partition is done or the run stops.

        PREFETCH calls are kept in flight, so the worker never waits for this process to
        take a batch; the actor hands out its pages in order whatever the calls' order.
        """
        try:
            asked = 0
            calls: deque = deque()
            while True:
                while len(calls) < PREFETCH and asked < len(seqs) and not self._stop.is_set():
                    calls.append(actor.next_batch(BATCH_PAGES))
                    asked += BATCH_PAGES
                if not calls:
                    break
                for item in calls.popleft().result():
                    results.put(item)
            if not self._stop.is_set():
                actor.next_batch(BATCH_PAGES).result()  # done: the actor notes its memory
            self.worker_stats.append(actor.stats().result())
            self.worker_caches.append(actor.cache_dump().result())
        except Exception as exc:  # noqa: BLE001 - a lost worker ends the run with its message
            self._lost.add(n)
            results.put(exc)

    def join(self) -> None:
        """Wait until every worker has handed in its statistics and lemma cache."""
        for thread in self._pullers:
            thread.join()

    def _deliver(self, sequence: list, results: queue.Queue) -> CrawlFinished:
        """Walk the archive order: incidents at once, pages when their note is back."""
        waiting: dict[int, PageNote] = {}
        obtained = failed = 0
        for seq, item in enumerate(sequence):
            if self._stop.is_set():
                rest = sum(isinstance(i, IndexedPage) for i in sequence[seq:])
                return CrawlFinished("stopped-downloads", seq, obtained, failed, rest)
            if isinstance(item, Incident):
                failed += 1
                self._on_event(item)
                continue
            while seq not in waiting:
                got = results.get()
                if isinstance(got, Exception):
                    raise ClusterError(f"a Dask worker failed: {got}") from got
                waiting[got.seq] = got
            note = waiting.pop(seq)
            if note.incident is not None:
                failed += 1
                self._on_event(note.incident)
                continue
            if note.fingerprint is not None:
                note = self._find_duplicate(note)
            doc = note.document
            assert doc is not None
            obtained += 1
            self._on_event(Incident(doc.url, doc.start_url, Outcome.OBTAINED, Cause.OK,
                                    doc.status, 1, doc.bytes))
            self._documents.put(note)
            self._on_event(CrawlProgress(seq + 1, len(sequence) - seq - 1, obtained, failed))
        return CrawlFinished("completed", len(sequence), obtained, failed, 0)


    def _find_duplicate(self, note: PageNote) -> PageNote:
        """Look a written page up among the earlier pages of the run, as a single process
        does before it writes it (the first copy is the original); the note of an uncounted
        copy loses its collocation and regime counts."""
        assert self._duplicates is not None and note.fingerprint is not None
        found = self._duplicates.find(note.fingerprint)
        if found is None:
            self._duplicates.add(note.page_no, note.fingerprint)
            return note
        self._found[self._owner[note.seq]].append((note.page_no, found))
        if self._project.duplicates.count:
            return note
        return replace(note, collocations=None, regimes=None)


# -- the run's steps and source ----------------------------------------------------------


def write_normalized(page: Page, context: StepContext) -> Page:
    """The documents a worker normalized by the site descriptions, written here in archive
    order as one process writes them."""
    assert page.note is not None
    if page.note.normalized:
        assert context.preparation is not None and context.preparation.writer is not None
        for normalized in page.note.normalized:
            context.preparation.writer.write(normalized)
    return page


def note_failure(page: Page, context: StepContext) -> Page | None:
    """A page the worker failed to analyze: an incident, as for a page analyzed here."""
    assert page.note is not None
    if page.note.error:
        context.incident(analysis_incident(page.doc, page.note.error))
        return None
    return page


def note_skipped(page: Page, context: StepContext) -> Page | None:
    """A page the worker did not write (unchanged since the previous run, or not a corpus
    document) ends here."""
    assert page.note is not None
    return None if page.note.skipped else page


def add_cooccurrences(page: Page, context: StepContext) -> Page:
    """The page's collocation and regime counts, added up in archive order."""
    note = page.note
    assert note is not None
    if note.collocations is not None or note.regimes is not None:
        context.writer.cooccurrences.add_counts(note.collocations, note.regimes)
    return page


#: The steps of a page a worker analyzed and wrote: its note gives the events, the
#: normalized documents and the collocation and regime counts.
NOTE_STEPS: tuple[Step, ...] = (announce, write_normalized, note_failure, note_skipped,
                                add_cooccurrences, count, tell_analyzed)


class ClusterSource(Source):
    """A Dask cluster's input: web archives analyzed on its workers (see the module doc)."""

    thread_name = "daweb-cluster"
    steps = NOTE_STEPS

    def __init__(self, archives: Sequence[Path | str], locations: Sequence[str], *,
                 workers: int = 0, scheduler: str = "") -> None:
        """``archives``: the archive files and URLs; ``locations``: as the user gave them."""
        self.archives = list(archives)
        self.locations = list(locations)
        self.workers = workers
        self.scheduler = scheduler
        #: Seconds to wait for the scheduler of an existing cluster.
        self.connect_timeout = 20.0
        #: The Dask client while the run lasts (set beforehand: an existing client).
        self.client: Any = None
        #: The run's feeder, once made.
        self.cluster: ClusterFeeder | None = None

    def commits_in_background(self) -> bool:
        """No: the workers write the pages; the run merges their files."""
        return False

    def keeps_snapshots(self, project: Project) -> bool:
        """An archive's pages keep their own record: no snapshots."""
        return False

    @contextmanager
    def session(self) -> Iterator[object]:
        """Start (or reach) the cluster; it is closed when the run ends. A client set
        beforehand (:attr:`client`) is used as it is and left open."""
        if self.client is not None:
            yield self.client
            return
        with dask_client(self.workers, self.scheduler, self.connect_timeout) as client:
            self.client = client
            try:
                yield client
            finally:
                self.client = None

    def info(self) -> dict[str, object]:
        """The cluster, and the archives as given (URLs too)."""
        return {"cluster": {"workers": self.workers, "scheduler": self.scheduler},
                "local_paths": self.locations}

    def feeder(self, context: FeedContext) -> Feeder:
        """The cluster's feeder: index, partition, drive the workers."""
        self.cluster = ClusterFeeder(self.client, context.project, self.archives,
                                     context.documents, context.send,
                                     earlier=context.earlier,
                                     partition_dir=context.run_dir / "partitions",
                                     duplicates=context.duplicates, day=context.day)
        return self.cluster

    def salvage(self, error: Exception, writer: ResultsWriter) -> None:
        """A worker was lost: the others' partition files are merged before the run ends
        crashed."""
        cluster = self.cluster
        if not isinstance(error, ClusterError) or cluster is None:
            return
        try:
            if cluster.partition_files:
                merge(writer, cluster)
        finally:
            cluster.remove_partitions()

    def pages_done(self, context: StepContext) -> None:
        """The workers' lemma caches into this one (for the triage)."""
        assert self.cluster is not None
        self.cluster.join()
        merge_caches(context.analyzer.cache, self.cluster.worker_caches)

    def triage(self, writer: ResultsWriter, cache: MorphCache, results: Path) -> Triage:
        """With partition files: merge them into the run file and build its indexes in a
        thread (SQLite, without Python's lock) while the unrecognized forms are triaged
        from the partitions here; then delete them. Otherwise as any run."""
        cluster = self.cluster
        if cluster is None or not cluster.partition_files:
            return super().triage(writer, cache, results)
        try:
            with ThreadPoolExecutor(1, thread_name_prefix="daweb-merge") as pool:
                merging = pool.submit(merge, writer, cluster)
                began = time.perf_counter()
                files = cluster.partition_files
                found = Triage.of(triage_occurrences(occurrences(files), cache,
                                                     code=code_of(files)), cache)
                cluster.seconds["triage"] = round(time.perf_counter() - began, 2)
                merging.result()  # the merge's errors are raised here, in the run's thread
        finally:
            cluster.remove_partitions()
        return found

    def close(self, writer: ResultsWriter, info: dict[str, Any]) -> None:
        """run.json gets each worker's analyzer statistics and memory, and their sums as
        the run's ``analysis`` (this process analyzed nothing itself), and how long the
        phases took (``cluster.seconds``: workers, settle, merge with indexes, triage)."""
        if self.cluster is not None and self.cluster.worker_stats:
            stats = self.cluster.worker_stats
            info["worker_analysis"] = stats
            info["analysis"] = {key: sum(s[key] for s in stats) for key in
                                ("pages", "tokens", "cache_hits", "cache_misses",
                                 "recognizer_calls", "prepared_hits")}
            info["cluster"]["seconds"] = self.cluster.seconds


def merge(writer: ResultsWriter, feeder: ClusterFeeder) -> None:
    """The workers' partition files into the run's results file, with its indexes."""
    began = time.perf_counter()
    writer.merge_partitions(feeder.partition_files, feeder.segments_never_written)
    pruned = [p for p in feeder.segment_prunes if p["prunes"]]
    if pruned:  # docs/scale.md: the equality with one process holds without prunes
        writer.set_info("partition_segment_prunes", pruned)
    writer.finish_tables()
    feeder.seconds["merge"] = round(time.perf_counter() - began, 2)


def cluster_run(project: Project, *, workers: int = 0, scheduler: str = "",
                local_paths: Sequence[Path | str] = (), runs_dir: Path | None = None,
                on_event: Listener = ignore) -> Run:
    """A run of ``project`` over the web archives in ``local_paths`` (files, folders,
    URLs for the workers) on ``workers`` local Dask processes or the cluster of
    ``scheduler``; refused with a :class:`ClusterError` naming what to give instead."""
    if not local_paths:
        raise ClusterError("--workers/--scheduler analyze web archives: give .warc or "
                           ".warc.gz files (or folders of them)")
    # URLs (s3://…, for the workers to open) must not become Paths: "//" would collapse.
    found: dict[Path, list[Path]] = {}
    for root, file in find_files([Path(p) for p in local_paths if not is_url(p)]):
        found.setdefault(root, []).append(file)  # each folder listed once
    archives: list[Path | str] = []
    for location in local_paths:
        if is_url(location):
            archives.append(str(location))
        else:
            archives.extend(found.pop(Path(location), ()))
    others = [str(f) for f in archives if not is_archive(f)]
    if others:
        raise ClusterError(f"{others[0]}: not a web archive; --workers/--scheduler "
                           "analyze .warc/.warc.gz files only (drop the option for HTML)")
    if workers < 1 and not scheduler:
        raise ClusterError("give --workers N (N ≥ 1) or --scheduler tcp://HOST:8786")
    source = ClusterSource(archives, [str(p) for p in local_paths], workers=workers,
                           scheduler=scheduler)
    return Run(project, runs_dir=runs_dir, on_event=on_event, source=source)
