"""A run, end to end (paper figures 1–4): distributor → bounded document queue → ONE analyzer.

The distributor (or :class:`~daweb.localfiles.LocalFiles` for local corpora) runs in its own
thread and puts fetched documents on a bounded queue; a full queue holds the retrievers back
(back-pressure). The thread that calls :meth:`Run.execute` is the single analyzer: it takes
documents while downloads go on, analyzes each, and writes each page's results in one SQLite
transaction (paper: incremental delivery, so that nothing analyzed is ever lost).

Listeners get the crawl events of :mod:`daweb.events` plus ``AnalyzingDocument``,
``DocumentAnalyzed`` and ``RunFinished``; commands are :meth:`Run.stop_downloads` and
:meth:`Run.finish`, safe to call from any thread.
"""

from __future__ import annotations

import platform
import queue
import shutil
import sqlite3
import threading
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import date, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from analyzers.analyzer import Analyzer
from analyzers.content_filter import parse_criterion
from analyzers.document import DocumentResult, SourceDocument
from analyzers.duplicates import DuplicateDetector, uncounted
from analyzers.lists import bundled_stopwords
from analyzers.morphology import MorphCache, Recognizer
from analyzers.neologisms import formation_readings, triage_unrecognized
from analyzers.normalizer import DocumentSink, PagePreparation, SiteDescriptions
from daweb import __version__
from daweb.archive import ROTATE_BYTES, SnapshotWriter, site_of
from daweb.configuration import analysis_config, cooccurrence_options, crawl_settings
from daweb.events import (
    AnalyzingDocument,
    Cause,
    CrawlFinished,
    DocumentAnalyzed,
    FetchedDocument,
    Incident,
    Outcome,
    RunFinished,
)
from daweb.freshness import UNCHANGED, EarlierRuns, earlier_runs, new_word_rows
from daweb.project import Project
from daweb.results import ResultsError, ResultsWriter
from daweb.results import summary as results_summary
from daweb.runfolder import (
    RESULTS,
    RUN_JSON,
    create_run_folder,
    process_identity,
    write_json_atomic,
)

#: Documents waiting for the analyzer; a full queue makes retrievers wait (back-pressure).
QUEUE_SIZE = 64
#: Run-level tables (word totals, segments, lemmas, growth) are refreshed this often, at
#: most (see ResultsWriter.refresh_if_due).
REFRESH_EVERY = 100
#: Packages whose versions go into run.json, so a run can be reproduced.
PACKAGES = (
    "httpx",
    "selectolax",
    "spacy",
    "spacy-lookups-data",
    "simplemma",
    "pyahocorasick",
    "sqlite-utils",
)

Listener = Callable[[object], None]


def _ignore(_event: object) -> None:
    """The default listener."""


class Run:
    """One execution of a project: crawl (or read local files), analyze, deliver results."""

    def __init__(
        self,
        project: Project,
        *,
        runs_dir: Path | None = None,
        local_paths: Sequence[Path] = (),
        on_event: Listener = _ignore,
    ) -> None:
        self.project = project
        self.runs_dir = runs_dir or project.runs_path()
        self.local_paths = [Path(p) for p in local_paths]
        #: The files the local paths hold, found once here so that a missing or empty
        #: folder is refused (InputPathError) before a run folder is made.
        self.local_files: list[tuple[Path, Path]] = []
        if self.local_paths:
            from daweb.localfiles import find_files

            self.local_files = find_files(self.local_paths)
        #: The analyzer settings, list file read here: a list `daweb validate` rejects
        #: refuses the run (WordListError, same message) before a run folder is made.
        self.analysis = analysis_config(project)
        self.on_event = on_event
        self.run_dir: Path | None = None
        self._documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=QUEUE_SIZE)
        self._incidents: queue.SimpleQueue[Incident] = queue.SimpleQueue()
        self._feeder: Any = None
        self._feeder_thread: threading.Thread | None = None
        self._feeder_ready = threading.Event()
        self._finishing = threading.Event()
        self._stopping = threading.Event()
        self._crawl_result: CrawlFinished | None = None
        self._crawl_error: BaseException | None = None
        self.analyzed = 0
        self._earlier = EarlierRuns()
        self._duplicates = duplicate_detector(project)
        #: Size at which the run's WARC snapshot file is rotated (project option snapshots).
        self.snapshot_max_bytes = ROTATE_BYTES
        self._snapshots: SnapshotWriter | None = None
        #: Content filter and site rules applied before analysis (docs/corpus.md).
        self._preparation: PagePreparation | None = None
        #: The date site descriptions' ``$YYYY$ $MM$ $DD$`` stand for, once the run started.
        self.day: date | None = None

    # -- commands (any thread) -------------------------------------------------------------
    def stop_downloads(self) -> None:
        """Paper's *Parar descargas*: stop fetching; what was downloaded is still analyzed."""
        self._stopping.set()
        if self._feeder_ready.is_set():
            self._feeder.stop_downloads()

    def finish(self) -> None:
        """Paper's *Finalizar*: stop fetching and drop queued documents; results stay valid."""
        self._finishing.set()
        self._stopping.set()
        if self._feeder_ready.is_set():
            self._feeder.finish()

    # -- the run ----------------------------------------------------------------------------
    def execute(self) -> RunFinished:
        """Run to the end in the calling thread (the analyzer) and return how it ended."""
        started = datetime.now().astimezone()
        self.run_dir = create_run_folder(self.runs_dir, self.project.title, started)
        self._earlier = earlier_runs(self.runs_dir, self.project.title, self.run_dir)
        self._save_project_copy()
        info = self._initial_info(started)
        write_json_atomic(self.run_dir / RUN_JSON, info)
        writer = ResultsWriter(
            self.run_dir / RESULTS,
            outputs=self.project.outputs_by_start(),
            min_segment_frequency=self.project.segments.min_freq,
            cooccurrence=cooccurrence_options(self.project),
        )
        status, error = "crashed", ""
        cache: MorphCache | None = None
        if self.project.crawl.snapshots and not self.local_paths:
            self._snapshots = SnapshotWriter(self.run_dir, self.snapshot_max_bytes)
        try:
            self.day = day = self._run_date(started)
            self._preparation = page_preparation(self.project, self.run_dir, day)
            feeder_thread = self._start_feeder()  # downloads start while the lexicon loads
            cache = self._make_cache()
            info["lexicon_sources"] = cache.recognizer.sources
            write_json_atomic(self.run_dir / RUN_JSON, info)
            analyzer = Analyzer(self.analysis, cache)
            self._analyze_until_done(analyzer, writer, feeder_thread)
            tags = self._triage(writer, cache)
            writer.set_triage(tags, formation_readings(tags, cache))
            self._record_new_words(writer)
            status = self._status()
            info["analysis"] = analyzer.stats()
        except Exception as exc:  # the run is reported as crashed; what was written stays readable
            error = f"{type(exc).__name__}: {exc}"
            info["traceback"] = traceback.format_exc()
            self.finish()
            if self._feeder_thread is not None:
                self._feeder_thread.join(timeout=10)  # leave no crawl thread behind
        finally:
            try:
                self._drain_incidents(writer)
            except ResultsError as exc:  # e.g. the disk filled up: say so, keep what is there
                status, error = "crashed", error or str(exc)
            summary = self._close_writer(writer, info, status, error, started)
            if self._snapshots is not None:
                self._snapshots.close()
            if self._preparation is not None:
                self._preparation.close()
            if cache is not None:
                self._save_cache(cache)
                cache.recognizer.close()  # ends the lt-proc process of this run
        self._follow_candidates(summary)
        return self._emit(RunFinished(str(self.run_dir), summary["status"], summary))

    def _follow_candidates(self, summary: dict[str, Any]) -> None:
        """Add the run to the project's neology database (docs/neology.md). The run's
        results stand whatever happens there; a failure is named in the summary."""
        from daweb.neology.database import NeologyError, record_run

        try:
            record_run(self.runs_dir, self.project.title, self.run_dir,
                       self.project.analysis.language)
        except (NeologyError, sqlite3.Error, OSError) as exc:
            summary["neology_error"] = str(exc)

    def _start_feeder(self) -> threading.Thread:
        """Create the distributor (or local-file reader) and start it in its own thread."""
        if self.local_paths:
            from daweb.localfiles import LocalFiles

            self._feeder = LocalFiles(self.local_files, self._documents, self._on_crawl_event)
        else:
            from daweb.crawl.distributor import Distributor

            starts = [s.url for s in self.project.enabled_starts()]
            scope = self._preparation.sites if self._preparation is not None else None
            starts += scope.start_urls() if scope is not None else []
            self._feeder = Distributor(
                starts,
                self.project.crawl.cancelled,
                crawl_settings(self.project),
                self._documents,
                self._on_crawl_event,
                known=self._earlier.pages if self.project.reruns.only_changed else None,
                scope=scope,
            )
        self._feeder_ready.set()
        if self._finishing.is_set():  # a command that came before the feeder existed
            self._feeder.finish()
        elif self._stopping.is_set():
            self._feeder.stop_downloads()
        thread = threading.Thread(target=self._feed, name="daweb-distributor", daemon=True)
        thread.start()
        self._feeder_thread = thread
        return thread

    def _feed(self) -> None:
        try:
            self._crawl_result = self._feeder.run()
        except BaseException as exc:  # reported by the analyzer thread, which owns the run
            self._crawl_error = exc

    def _on_crawl_event(self, event: object) -> None:
        """Called from crawl threads: incidents are queued for the writer, everything is relayed."""
        if isinstance(event, Incident):
            self._incidents.put(event)
        self.on_event(event)

    def _analyze_until_done(
        self, analyzer: Analyzer, writer: ResultsWriter, feeder: threading.Thread
    ) -> None:
        outputs = self.project.outputs_by_start()
        while True:
            self._drain_incidents(writer)
            try:
                doc = self._documents.get(timeout=0.05)
            except queue.Empty:
                if not feeder.is_alive() and self._documents.empty():
                    break
                writer.flush_if_due()  # incidents reach the file even while no page arrives
                continue
            if self._finishing.is_set():
                continue  # Finish: queued documents are dropped
            self._analyze_one(analyzer, writer, doc, outputs.get(doc.start_url, ""))
        feeder.join()
        if self._crawl_error is not None:
            raise self._crawl_error

    def _run_date(self, started: datetime) -> date:
        """The date the site descriptions' ``$YYYY$ $MM$ $DD$`` stand for: the run's own."""
        return started.date()

    def _analyze_one(
        self, analyzer: Analyzer, writer: ResultsWriter, doc: FetchedDocument, output: str
    ) -> None:
        if doc.status == 304:  # a re-run's conditional request: unchanged, nothing to analyze
            writer.add_unchanged(doc)
            return
        self.on_event(AnalyzingDocument(doc.final_url))
        doc = self._snapshot(doc)
        try:
            result = analyze_document(analyzer, self._preparation, doc)
        except Exception as exc:  # one odd page must not end the run: it becomes an incident
            self._analysis_failed(doc, f"{type(exc).__name__}: {exc}")
            return
        if result is not None:
            if result.extraction_note:  # kept, but not as configured: the report says so
                self._analysis_failed(doc, result.extraction_note, Outcome.OBTAINED)
            self._deliver(writer, doc, result, output)

    def _write_page(
        self, writer: ResultsWriter, doc: FetchedDocument, result: DocumentResult, output: str
    ) -> int | None:
        """Write a page with its duplicate and re-run status (docs/corpus.md); returns its
        id, or None when it was recorded as unchanged since the previous run instead."""
        change = self._earlier.change_of(doc.url, result.text_digest)
        if change == UNCHANGED and self.project.reruns.only_changed:
            writer.add_unchanged(doc, result.text_digest)  # same text: not analyzed again
            return None
        duplicate = fingerprint = None
        if self._duplicates is not None and result.tokens:  # empty pages repeat nothing
            fingerprint = self._duplicates.fingerprint(result)
            duplicate = self._duplicates.find(fingerprint)
        if duplicate is not None and not self.project.duplicates.count:
            result = uncounted(result)
        page = writer.add_page(doc, result, output=output, duplicate=duplicate, change=change)
        if fingerprint is not None and duplicate is None:
            self._duplicates.add(page, fingerprint)
        return page

    def _triage(self, writer: ResultsWriter, cache: MorphCache) -> dict[str, str]:
        """Triage the unrecognized forms while the writer finishes its tables and indexes.

        The triage is Python and the index builds are SQLite sorting without the GIL, so on
        two cores they overlap (a second or two of a million-word run; docs/scale.md). The
        triage reads through its own connection, which WAL lets read while the writer writes.
        """
        assert self.run_dir is not None
        with ThreadPoolExecutor(1, thread_name_prefix="daweb-index") as pool:
            finishing = pool.submit(writer.finish_tables)
            tags = triage_unrecognized(self.run_dir / RESULTS, cache)
            finishing.result()  # the writer's errors are raised here, in the run's thread
        return tags

    def _record_new_words(self, writer: ResultsWriter) -> None:
        """Store the words no earlier run of the project counted (table ``new_words``)."""
        if self._earlier.previous is None:
            return  # a first run: everything is new, nothing to report
        assert self.run_dir is not None
        writer.refresh_run_tables()
        writer.set_info("previous_run", str(self._earlier.previous))
        writer.add_new_words(new_word_rows(self.run_dir / RESULTS, self._earlier.vocabulary()))

    def _analysis_failed(
        self, doc: FetchedDocument, detail: str, outcome: Outcome = Outcome.NOT_OBTAINED
    ) -> None:
        """Report a document the analyzer failed on (or only partly) as an incident."""
        self._incidents.put(
            Incident(
                doc.final_url,
                doc.start_url,
                outcome,
                Cause.ANALYSIS_ERROR,
                doc.status,
                1,
                doc.bytes,
                doc.elapsed,
                detail,
            )
        )

    def _deliver(
        self, writer: ResultsWriter, doc: FetchedDocument, result: DocumentResult, output: str
    ) -> None:
        """Write one analyzed document and tell the listeners."""
        if self._write_page(writer, doc, result, output) is None:
            return
        self.analyzed += 1
        if self.analyzed % REFRESH_EVERY == 0:
            writer.refresh_if_due()  # every 100 pages, but not more often than every 5 s
        self.on_event(
            DocumentAnalyzed(
                doc.final_url, result.title, result.tokens, self.analyzed, self._documents.qsize()
            )
        )

    def _snapshot(self, doc: FetchedDocument) -> FetchedDocument:
        """Store a fetched page in the run's WARC file; the document then says where."""
        if self._snapshots is None or doc.warc_file or not doc.status_line:
            return doc  # snapshots off, already archived, or not fetched over HTTP
        warc_file, offset = self._snapshots.write(doc)
        return replace(doc, warc_file=warc_file, warc_offset=offset)

    def _drain_incidents(self, writer: ResultsWriter) -> None:
        batch = []
        while True:
            try:
                batch.append(self._incidents.get_nowait())
            except queue.Empty:
                break
        if batch:
            writer.add_incidents(batch)

    def _status(self) -> str:
        if self._finishing.is_set():
            return "finished-early"
        if self._stopping.is_set():
            return "stopped-downloads"
        return "completed"

    # -- run folder bookkeeping -------------------------------------------------------------
    def _save_project_copy(self) -> None:
        """The project file exactly as run (byte for byte when it came from a file)."""
        assert self.run_dir is not None
        path = self.project.path
        name = path.name if path else "project.toml"
        if path and path.exists():
            shutil.copyfile(path, self.run_dir / name)
        else:
            (self.run_dir / name).write_text(self.project.to_toml(), encoding="utf-8")

    def _initial_info(self, started: datetime) -> dict[str, Any]:
        return {
            "daweb": __version__,
            "python": platform.python_version(),
            "packages": {name: _version(name) for name in PACKAGES},
            "title": self.project.title,
            "project_file": str(self.project.path) if self.project.path else None,
            "local_paths": [str(p) for p in self.local_paths],
            "settings": self.project.to_dict(),
            "started_at": started.isoformat(timespec="seconds"),
            "ended_at": None,
            "status": "running",
            "process": process_identity(),  # lets a listing tell a killed run (runfolder.py)
        }

    def _make_cache(self) -> MorphCache:
        from daweb.neology.lexicon import lexicon_paths

        lexicons = lexicon_paths(self.project)  # the user's and the project's (review)
        recognizer = Recognizer.for_language(self.project.analysis.language,
                                             extra_lexicons=lexicons)
        cache = MorphCache(recognizer)
        path = self._cache_path()
        # A lexicon changed since the cache was saved may know words it lists as unknown.
        if path is not None and path.exists() and all(
                lexicon.stat().st_mtime < path.stat().st_mtime for lexicon in lexicons):
            cache.load(path)
        return cache

    def _cache_path(self) -> Path | None:
        if not self.project.analysis.persist_cache:
            return None
        return self.runs_dir / f".lemma-cache.{self.project.analysis.language}.json"

    def _save_cache(self, cache: MorphCache) -> None:
        path = self._cache_path()
        if path is not None:
            try:
                cache.save(path)
            except OSError:
                pass  # the cache is an optimization: losing it costs time, not results

    def _close_writer(
        self,
        writer: ResultsWriter,
        info: dict[str, Any],
        status: str,
        error: str,
        started: datetime,
    ) -> dict[str, Any]:
        """Bring run-level tables up to date, write run.json, close the database."""
        assert self.run_dir is not None
        summary: dict[str, Any] = {}
        try:
            writer.refresh_run_tables()
            summary = writer.summary()
        except Exception as exc:  # keep what is there; say so in run.json
            status, error = "crashed", error or str(exc)
        try:
            writer.close()
        except Exception as exc:  # a full disk may refuse the final totals too
            status, error = "crashed", error or str(exc)
            error += self._salvage_cooccurrences(writer)
        if not summary:  # counts straight from the per-page tables, which are intact
            try:
                summary = results_summary(self.run_dir / RESULTS)
            except sqlite3.Error:
                summary = {}
        crawl = self._crawl_result
        info.update(
            status=status,
            error=error,
            ended_at=datetime.now().astimezone().isoformat(timespec="seconds"),
            elapsed=round((datetime.now().astimezone() - started).total_seconds(), 3),
            counts=summary.get("counts", {}),
            crawl=(
                {
                    "reason": crawl.reason,
                    "accessed": crawl.accessed,
                    "obtained": crawl.obtained,
                    "failed": crawl.failed,
                    "not_attempted": crawl.not_attempted,
                }
                if crawl
                else {}
            ),
        )
        summary["status"] = status
        summary["error"] = error
        summary["run_dir"] = str(self.run_dir)
        try:
            write_json_atomic(self.run_dir / RUN_JSON, info)
        except OSError as exc:
            summary["status"] = "crashed"
            summary["error"] = "; ".join(
                filter(None, [error, f"{self.run_dir / RUN_JSON}: cannot be written ({exc})"])
            )
        return summary

    def _salvage_cooccurrences(self, writer: ResultsWriter) -> str:
        """Write the collocation and regime totals of the committed pages when the writer
        could not close (its run tables and indexes come first and may fail alone: the
        closed connection gave back the journal's space). Returns what to add to the
        run's error when the file refuses them too."""
        try:
            writer.cooccurrences.write_file(writer.path)
        except (sqlite3.Error, OSError) as exc:
            return f"; the collocations and regimes could not be written either ({exc})"
        return ""

    def _emit(self, event: RunFinished) -> RunFinished:
        self.on_event(event)
        return event


def duplicate_detector(project: Project) -> DuplicateDetector | None:
    """The run's duplicate detector, or None when the project turns detection off."""
    if not project.duplicates.detect:
        return None
    stopwords = bundled_stopwords(project.analysis.language).forms
    return DuplicateDetector(project.duplicates.max_distance, stopwords)


def analyze_document(analyzer: Analyzer, preparation: PagePreparation | None,
                     doc: FetchedDocument) -> DocumentResult | None:
    """A fetched page's analysis, after the content filter and site rules if the project
    has them (docs/corpus.md); None for a page that is not a corpus document (an index
    page of a site description)."""
    source = SourceDocument(url=doc.final_url, text=doc.html,
                            is_html=doc.content_type != "text/plain", site=doc.start_url)
    title = ""
    if preparation is not None:
        depth = crawl_depth(doc)
        prepared = preparation.prepare(source, depth,
                                       None if depth is not None else capture_day(doc))
        if prepared is None:
            return None
        source, title = prepared
    result = analyzer.analyze(source)
    return replace(result, title=title) if title else result


def crawl_depth(doc: FetchedDocument) -> int | None:
    """A page's depth in the crawl that reached it, or None for a page read without a crawl.

    A page from a web archive has its own site (scheme and host) as start address
    (daweb/archive.py), which no crawl start is: a crawl's start addresses are normalized
    and have a path, at least "/". Re-analyses keep the original start addresses, so a
    re-analyzed crawl keeps its context and a re-analyzed archive stays without one.
    """
    return None if doc.start_url == site_of(doc.url) else doc.depth


def capture_day(doc: FetchedDocument) -> date | None:
    """The day a page was fetched (its ``fetched_at``, an archive's WARC-Date), if known."""
    try:
        return date.fromisoformat(doc.fetched_at[:10])
    except (TypeError, ValueError):
        return None


def page_preparation(project: Project, run_dir: Path, day: date, *,
                     writer: DocumentSink | None = None) -> PagePreparation | None:
    """The project's content filter and site descriptions for a run on ``day``, if any;
    ``writer`` as for :class:`PagePreparation`."""
    sites = SiteDescriptions.from_tables(project.sites, vars(project.normalize), day,
                                         same_host_only=project.crawl.same_host_only)
    criterion = project.filter.criterion.strip()
    if not sites and not criterion:
        return None
    return PagePreparation(
        run_dir,
        sites,
        parse_criterion(criterion) if criterion else None,
        tolerance=project.filter.tolerance,
        inverse=project.filter.inverse,
        output=project.normalize.output,
        sections=project.normalize.sections,
        writer=writer,
    )


def _version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return ""
