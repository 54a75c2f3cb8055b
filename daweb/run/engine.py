"""A run, end to end (paper figures 1–4): feeder → bounded document queue → ONE analyzer.

The run's :class:`~daweb.run.feeders.Source` makes its feeder (the distributor of a crawl,
the local-file reader, the snapshot reader of a re-analysis, a Dask cluster), which runs in
its own thread and puts documents on a bounded queue; a full queue holds it back
(back-pressure). The thread that calls :meth:`Run.execute` is the single analyzer: it takes
documents while downloads go on and takes each through the source's page steps
(:mod:`daweb.run.steps`), which write each page's results in one SQLite transaction (paper:
incremental delivery, so that nothing analyzed is ever lost).

Listeners subscribe to the run's :class:`~daweb.run.bus.EventBus` (``on_event`` is the
first) and get the crawl events of :mod:`daweb.events` plus ``AnalyzingDocument``,
``DocumentAnalyzed`` and ``RunFinished``; commands are :meth:`Run.stop_downloads` and
:meth:`Run.finish`, safe to call from any thread, also before the feeder exists.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import platform
import queue
import shutil
import sqlite3
import threading
import traceback
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from analyzers.analyzer import Analyzer
from analyzers.derived_tables import package_version
from analyzers.morphology import MorphCache, Recognizer
from daweb import __version__
from daweb.archive import ROTATE_BYTES, SnapshotWriter
from daweb.configuration import analysis_config, cooccurrence_options
from daweb.events import CrawlFinished, FetchedDocument, Incident, RunFinished
from daweb.freshness import EarlierRuns
from daweb.heap import give_back_memory, tune_malloc
from daweb.project import Project
from daweb.run.bus import EventBus, Listener, ignore
from daweb.run.feeders import CrawlSource, FeedContext, Feeder, LocalSource, Source
from daweb.run.steps import (
    StepContext,
    Tally,
    duplicate_detector,
    page_of,
    page_preparation,
    run_steps,
)
from daweb.runfolder import (
    RESULTS,
    RUN_JSON,
    create_run_folder,
    process_identity,
    write_json_atomic,
)
from daweb.store.reading import ResultsError
from daweb.store.reading import summary as results_summary
from daweb.store.writer import RUN_PAGES_IN_FLIGHT, ResultsWriter

if TYPE_CHECKING:
    from daweb.run.cluster import PageNote
    from daweb.run.triage import Triage

log = logging.getLogger(__name__)
#: What the feeder's thread puts on the run's queue after its last document.
_FED: Final = object()
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


class Run:
    """One execution of a project: feed (crawl, local files, snapshots, a cluster), analyze,
    deliver results."""

    def __init__(
        self,
        project: Project,
        *,
        runs_dir: Path | None = None,
        local_paths: Sequence[Path] = (),
        on_event: Listener = ignore,
        source: Source | None = None,
    ) -> None:
        """``source`` defaults to a crawl, or to ``local_paths`` when given: their files
        are found here, so that a missing or empty folder is refused (InputPathError)
        before a run folder is made."""
        self.project = project
        self.runs_dir = runs_dir or project.runs_path()
        self.local_paths = [Path(p) for p in local_paths]
        if source is None:
            from daweb.localfiles import find_files

            source = LocalSource(find_files(self.local_paths)) if self.local_paths \
                else CrawlSource()
        self.source = source
        #: The analyzer settings, list file read here: a list `daweb validate` rejects
        #: refuses the run (WordListError, same message) before a run folder is made.
        self.analysis = analysis_config(project)
        self.bus = EventBus(on_event)
        self.run_dir: Path | None = None
        self._documents: queue.Queue[FetchedDocument | PageNote | object] = queue.Queue(
            source.queue_size())
        self._incidents: queue.SimpleQueue[Incident] = queue.SimpleQueue()
        # The commands and the feeder's creation take this lock: a command that comes
        # before the feeder exists is handed to it as it starts, never lost.
        self._commands = threading.Lock()
        self._feeder: Feeder | None = None
        self._feeder_thread: threading.Thread | None = None
        self._finishing = threading.Event()
        self._stopping = threading.Event()
        self._crawl_result: CrawlFinished | None = None
        self._crawl_error: BaseException | None = None
        self.tally = Tally()
        self._earlier = EarlierRuns()
        #: Size at which the run's WARC snapshot file is rotated (project option snapshots).
        self.snapshot_max_bytes = ROTATE_BYTES
        #: The date site descriptions' ``$YYYY$ $MM$ $DD$`` stand for, once the run started.
        self.day: date | None = None

    @property
    def analyzed(self) -> int:
        """Pages analyzed and written so far."""
        return self.tally.analyzed

    # -- commands (any thread) -------------------------------------------------------------
    def stop_downloads(self) -> None:
        """Paper's *Parar descargas*: stop fetching; what was downloaded is still analyzed."""
        with self._commands:
            self._stopping.set()
            if self._feeder is not None:
                self._feeder.stop_downloads()

    def finish(self) -> None:
        """Paper's *Finalizar*: stop fetching and drop queued documents; results stay valid."""
        with self._commands:
            self._finishing.set()
            self._stopping.set()
            if self._feeder is not None:
                self._feeder.finish()

    # -- the run ----------------------------------------------------------------------------
    def execute(self) -> RunFinished:
        """Run to the end in the calling thread (the analyzer) and return how it ended."""
        with self.source.session():
            return self._execute()

    def _execute(self) -> RunFinished:
        started = datetime.now().astimezone()
        tune_malloc()  # before the run's threads start
        self.run_dir = create_run_folder(self.runs_dir, self.project.title, started)
        self._earlier = self.source.earlier_runs(self.runs_dir, self.project.title,
                                                 self.run_dir)
        self._save_project_copy()
        info = self._initial_info(started)
        write_json_atomic(self.run_dir / RUN_JSON, info)
        writer = ResultsWriter(
            self.run_dir / RESULTS,
            outputs=self.project.outputs_by_start(),
            min_segment_frequency=self.project.segments.min_freq,
            cooccurrence=cooccurrence_options(self.project),
            background=self.source.commits_in_background(),
            pages_in_flight=RUN_PAGES_IN_FLIGHT,
            start_background=False,  # after the feeder's process, whose first page comes first
        )
        status, error = "crashed", ""
        followed: tuple[str, str] | None = None  # the status the neology database has, error
        headline: dict[str, Any] | None = None  # the results' summary, read at the end
        cache: MorphCache | None = None
        ending: threading.Thread | None = None  # the recognizer's end, once it is done
        snapshots = SnapshotWriter(self.run_dir, self.snapshot_max_bytes) \
            if self.source.keeps_snapshots(self.project) else None
        preparation = None
        try:
            self.day = day = self.source.run_date(started)
            preparation = page_preparation(self.project, self.run_dir, day)
            duplicates = duplicate_detector(self.project)
            feeder_thread = self._start_feeder(FeedContext(  # downloads start while the
                self.project, self.run_dir, day, self._documents,  # lexicon loads
                self._on_crawl_event, self._earlier, preparation, duplicates,
                self.snapshot_max_bytes if snapshots is not None else 0))
            writer.start_background()
            cache = self._make_cache()
            self.source.recognizer_loaded(cache.recognizer)
            info["lexicon_sources"] = cache.recognizer.sources
            write_json_atomic(self.run_dir / RUN_JSON, info)
            # With a committing process, the segments are counted there (the analyzer's
            # core is the run's bottleneck; issue 21, docs/benchmarks.md).
            analyzer = Analyzer(self.analysis, cache,
                                defer_segments=writer.commits_elsewhere)
            # What start-up made (modules, the lexicon's tables, the disambiguator's model)
            # lives for the run: frozen, the collector does not walk it again and again.
            gc.freeze()
            context = StepContext(self.project, writer, analyzer, self._earlier, self.bus.send,
                                  self._incidents.put, self._documents.qsize, preparation,
                                  snapshots, duplicates, self.tally)
            try:
                self._analyze_until_done(context, feeder_thread)
            except Exception as exc:
                self.source.salvage(exc, writer)
                raise
            writer.settle()  # the last page is in the file before the triage reads it
            self.source.pages_done(context)
            give_back_memory()  # before the triage and the final indexes, the run's peak
            found = self.source.triage(writer, cache, self.run_dir / RESULTS)
            info["analysis"] = analyzer.stats()  # (it reads the recognizer's prepared hits)
            ending = _end_in_background(cache.recognizer)  # the triage was its last use
            self._note_previous_run(writer)
            status = self._status()
            followed, headline = self._finish_while_following(writer, status, found)
        except Exception as exc:  # the run is reported as crashed; what was written stays readable
            error = f"{type(exc).__name__}: {exc}"
            info["traceback"] = traceback.format_exc()
            self.finish()
            if self._feeder_thread is not None:
                self._feeder_thread.join(timeout=10)  # leave no crawl thread behind
        finally:
            gc.unfreeze()  # a later run in this process (the desktop app) starts afresh
            try:
                self._drain_incidents(writer)
            except ResultsError as exc:  # e.g. the disk filled up: say so, keep what is there
                status, error = "crashed", error or str(exc)
            self.source.close(writer, info)
            summary = self._close_writer(writer, info, status, error, started, headline)
            if snapshots is not None:
                snapshots.close()
            if preparation is not None:
                preparation.close()
            if cache is not None:
                self._save_cache(cache)
                if ending is not None:
                    ending.join()
                cache.recognizer.close()  # ends the lt-proc process of this run, if still on
        if followed is None or followed[0] != summary["status"]:  # e.g. closing failed
            followed = (summary["status"], self._follow_candidates(summary["status"]))
        if followed[1]:
            summary["neology_error"] = followed[1]
        finished = RunFinished(str(self.run_dir), summary["status"], summary)
        self.bus.send(finished)
        return finished

    def _store_run_end(self, writer: ResultsWriter, found: Triage) -> None:
        """Store the triage of the unrecognized forms and the words no earlier run of the
        project counted (table ``new_words``)."""
        writer.set_triage(found.tags, found.formations)
        if self._earlier.previous is not None:
            writer.add_new_words_since(self._earlier.folders)

    def _finish_while_following(self, writer: ResultsWriter, status: str, found: Triage
                                ) -> tuple[tuple[str, str], dict[str, Any]]:
        """Store the triage ``found`` and the run's new words, then build the results'
        final indexes, in a thread, while the run is added to the project's neology
        database, as it ends with ``status``; then read the run's summary. Returns
        ``status`` and the neology database's error ("" if none), and the summary.

        The thread's work is SQLite's, by the committing process when the writer has one
        (else without Python's GIL in the thread); the neology database reads the results
        as they stand, through a connection of its own (WAL lets it read while the writer
        writes), and is given the triage's tags: on two cores both go at once (~0.25 s
        each for the benchmark corpus; docs/benchmarks.md). The summary counts the triage
        and the new words, so it is read once they are stored (the triage's tags and the
        new words were stored first in the run's thread, ~0.04 and ~0.045 s; issue 21; read
        in a third thread, it slowed the other two as much). The incidents still queued
        are committed first.
        """
        assert self.run_dir is not None
        self._drain_incidents(writer)
        writer.flush()
        with ThreadPoolExecutor(1, thread_name_prefix="daweb-index") as pool:
            stored = pool.submit(self._store_run_end, writer, found)
            indexing = pool.submit(writer.build_indexes)
            error = self._follow_candidates(status, found)
            stored.result()  # the writer's errors are raised here, in the run's thread
            headline = results_summary(self.run_dir / RESULTS)
            indexing.result()
        return (status, error), headline

    def _follow_candidates(self, status: str, found: Triage | None = None) -> str:
        """Add the run, ending with ``status``, to the project's neology database
        (docs/neology.md), with the triage ``found`` when it may not be stored yet;
        returns the error, "" if none. The run's results stand whatever happens there; a
        failure is named in the summary."""
        from daweb.neology.database import NeologyError, record_run

        assert self.run_dir is not None
        unstored = {"triage": found.tags, "formation": found.formations} if found else None
        try:
            record_run(self.runs_dir, self.project.title, self.run_dir,
                       self.project.analysis.language, status, unstored)
        except (NeologyError, sqlite3.Error, OSError) as exc:
            return str(exc)
        return ""

    def _start_feeder(self, context: FeedContext) -> threading.Thread:
        """Make the source's feeder, hand it a command that came first, start its thread."""
        feeder = self.source.feeder(context)
        with self._commands:
            self._feeder = feeder
            if self._finishing.is_set():
                feeder.finish()
            elif self._stopping.is_set():
                feeder.stop_downloads()
        thread = threading.Thread(target=self._feed, args=(feeder,),
                                  name=self.source.thread_name, daemon=True)
        thread.start()
        self._feeder_thread = thread
        return thread

    def _feed(self, feeder: Feeder) -> None:
        try:
            self._crawl_result = feeder.run()
        except BaseException as exc:  # reported by the analyzer thread, which owns the run
            self._crawl_error = exc
        finally:
            # wakes the analyzer's thread now, not at its next look at this thread (every
            # 0.05 s: one look's wait was most of the time between the last page and the
            # triage); a full queue is emptied before the analyzer looks again anyway
            with contextlib.suppress(queue.Full):
                self._documents.put_nowait(_FED)

    def _on_crawl_event(self, event: object) -> None:
        """Called from crawl threads: incidents are queued for the writer, everything is relayed."""
        if isinstance(event, Incident):
            self._incidents.put(event)
        self.bus.send(event)

    def _analyze_until_done(self, context: StepContext, feeder: threading.Thread) -> None:
        """Take every queued document through the source's steps until the feeder ends."""
        outputs = self.project.outputs_by_start()
        steps = self.source.steps
        while True:
            self._drain_incidents(context.writer)
            try:
                item = self._documents.get(timeout=0.05)
            except queue.Empty:
                if not feeder.is_alive() and self._documents.empty():
                    break
                context.writer.flush_if_due()  # incidents reach the file even with no page
                continue
            if item is _FED:
                break
            if self._finishing.is_set():
                continue  # Finish: queued documents are dropped
            run_steps(steps, page_of(item, outputs), context)
        feeder.join()
        if self._crawl_error is not None:
            raise self._crawl_error

    def _note_previous_run(self, writer: ResultsWriter) -> None:
        """Name the project's previous run, whose words the new ones are not
        (:meth:`_store_run_end`), with the run tables up to date for their search."""
        if self._earlier.previous is None:
            return  # a first run: everything is new, nothing to report
        writer.refresh_run_tables()
        writer.set_info("previous_run", str(self._earlier.previous))

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
            **self.source.info(),
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
            try:
                cache.load(path)
            except (OSError, ValueError) as e:
                # an optimization lost, no results: the run starts with an empty cache and
                # writes a good one over the bad file at its end
                log.warning("lemma cache not loaded, the run starts without it: %s", e)
        return cache

    def _cache_path(self) -> Path | None:
        if not (self.project.analysis.persist_cache and self.source.keeps_cache):
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
        headline: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Bring run-level tables up to date, write run.json, close the database;
        ``headline``: the results' summary if the run has read it already."""
        assert self.run_dir is not None
        summary: dict[str, Any] = {}
        try:
            writer.refresh_run_tables()
            summary = writer.summary() if headline is None else headline
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
        if self.bus.error_count:  # the run went on; run.json says what a listener did
            info["listener_errors"] = {"count": self.bus.error_count,
                                       "first": self.bus.errors}
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


def _end_in_background(recognizer: Recognizer) -> threading.Thread:
    """Close ``recognizer`` (its ``lt-proc`` process and its prepared analyses) in a thread:
    ``lt-proc`` takes ~15 ms to exit once its input is closed, which the run's end waited
    for (issue 21). The caller joins the thread before it touches the recognizer again."""
    thread = threading.Thread(target=recognizer.close, name="daweb-recognizer-end",
                              daemon=True)
    thread.start()
    return thread


def _version(name: str) -> str:
    """The installed version of ``name``, "" if it is not installed."""
    version = package_version(name)
    return "" if version == "absent" else version
