"""Re-analysis: a run's page snapshots analyzed again, without any network.

``daweb reanalyze RUN_DIR [--project P]`` and the viewer's *Re-analyze* (through the desktop's
run bridge) make an ordinary :class:`~daweb.run.engine.Run` whose :class:`SnapshotSource`
reads the pages of a finished run back from its WARC snapshots (``pages.warc.gz``,
:mod:`daweb.archive`) in the order they were analyzed; they are analyzed with the *current*
lexicon and settings into a new run folder beside the first. The new run records where it
comes from (``run_info`` and ``run.json`` key ``derived_from``); its pages keep the original
addresses, start addresses, depths and fetch times, and its incidents are the original
crawl's, so with unchanged settings its results file is the original's (timestamps apart)
and the viewer's comparison shows exactly what a lexicon or settings change did.

The lemma cache persisted between runs (``persist_cache``) is not used: a re-analysis
exists to apply changed lexicons, which a cache filled before the change would hide.
"""

from __future__ import annotations

import os
import queue
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date, datetime
from pathlib import Path

from daweb.archive import ArchiveError, read_page
from daweb.errors import BadInput
from daweb.events import Cause, CrawlFinished, CrawlProgress, Incident, Outcome
from daweb.freshness import EarlierRuns, earlier_runs
from daweb.localfiles import StoredDocuments
from daweb.project import Project, ProjectError, load_project
from daweb.run.bus import Listener, ignore
from daweb.run.engine import Run
from daweb.run.feeders import FeedContext, Feeder, Source
from daweb.runfolder import RESULTS, read_run_json
from daweb.store.reading import ResultsError, open_results
from daweb.store.writer import ResultsWriter

#: ``run_info`` / ``run.json`` key naming the run a re-analysis was made from.
DERIVED_FROM = "derived_from"


class ReanalysisError(BadInput):
    """A run cannot be re-analyzed; the message names the folder and what to do."""


def snapshot_rows(run_dir: Path) -> list[sqlite3.Row]:
    """The pages of a run with their snapshot location, in analysis order.

    Raises :class:`ReanalysisError` for a run without snapshots (made before DAWeb kept
    them, with ``snapshots = false``, or from local files).
    """
    try:
        conn = open_results(Path(run_dir) / RESULTS)
    except ResultsError as exc:
        raise ReanalysisError(f"{exc}; give a run folder") from exc
    try:
        columns = {row[1] for row in conn.execute("PRAGMA table_info(pages)")}
        rows = conn.execute("SELECT * FROM pages ORDER BY id").fetchall() \
            if "warc_file" in columns else []
    finally:
        conn.close()
    if not any(row["warc_file"] for row in rows):
        raise ReanalysisError(
            f"{run_dir}: the run kept no page snapshots (it was made before DAWeb kept them, "
            "from local files, or with [crawl] snapshots = false); run the project again")
    return rows


def original_incidents(run_dir: Path) -> list[Incident]:
    """The incident report of a run, as events to report again."""
    conn = open_results(Path(run_dir) / RESULTS)
    try:
        return [Incident(r["url"], r["start_url"] or "", Outcome(r["outcome"]), Cause(r["cause"]),
                         r["status"], r["attempts"] or 0, r["bytes"] or 0, r["elapsed"] or 0.0,
                         r["detail"] or "")
                for r in conn.execute("SELECT * FROM incidents ORDER BY id")]
    finally:
        conn.close()


def reanalysis_project(run_dir: Path, project_file: Path | None = None) -> Project:
    """The project a re-analysis uses: ``project_file`` if given, else the run's project file
    as it is now (current settings), else the copy kept in the run folder."""
    candidates: list[Path] = []
    if project_file is not None:
        candidates.append(Path(project_file))
    else:
        recorded = read_run_json(Path(run_dir)).get("project_file")
        if recorded:
            candidates.append(Path(recorded))
        candidates.extend(sorted(Path(run_dir).glob("*.toml")))
    for path in candidates:
        if path.is_file():
            try:
                return load_project(path)
            except ProjectError as exc:
                raise ReanalysisError(str(exc)) from exc
    raise ReanalysisError(f"{run_dir}: no project file found for the re-analysis; "
                          "give one with --project")


class SnapshotPages(StoredDocuments):
    """The feeder of a re-analysis: the original incidents, then every snapshotted page as
    a document (shape of the distributor: ``run()``, ``stop_downloads()``, ``finish()``)."""

    def __init__(self, source: Path, target: Path, documents: queue.Queue,
                 on_event: Callable[[object], None]) -> None:
        super().__init__(documents, on_event)
        self._source = Path(source)
        self._target = Path(target)
        self._rows = snapshot_rows(self._source)

    def run(self) -> CrawlFinished:
        """Report the original incidents, then queue the pages in their original order."""
        for incident in original_incidents(self._source):
            self._on_event(incident)
        obtained = failed = 0
        total = len(self._rows)
        for index, row in enumerate(self._rows):
            if self._stop.is_set():
                return CrawlFinished("stopped-downloads", index, obtained, failed, total - index)
            if self._queue_page(row):
                obtained += 1
            else:
                failed += 1
            self._on_event(CrawlProgress(index + 1, total - index - 1, obtained, failed))
        return CrawlFinished("completed", total, obtained, failed, 0)

    def _queue_page(self, row: sqlite3.Row) -> bool:
        """Read one page's snapshot and queue it with the original page's metadata."""
        if not row["warc_file"]:
            self._lost(row, "the page has no snapshot in the original run")
            return False
        path = self._source / row["warc_file"]  # an absolute name stays as it is
        try:
            doc, _ = read_page(path, row["warc_offset"])
        except (ArchiveError, OSError) as exc:
            self._lost(row, str(exc))
            return False
        self._documents.put(replace(
            doc, url=row["url"], final_url=row["final_url"], start_url=row["start_url"] or "",
            status=row["status"], content_type=row["content_type"] or doc.content_type,
            bytes=row["bytes"], fetched_at=row["fetched_at"], elapsed=row["elapsed"],
            depth=row["depth"] or 0,
            warc_file=os.path.relpath(path.resolve(), self._target.resolve())
            if not Path(row["warc_file"]).is_absolute() else row["warc_file"],
            warc_offset=row["warc_offset"]))
        return True

    def _lost(self, row: sqlite3.Row, detail: str) -> None:
        """A page whose snapshot cannot be read: an incident, the re-analysis goes on."""
        self._on_event(Incident(row["final_url"], row["start_url"] or "", Outcome.NOT_OBTAINED,
                                Cause.PROTOCOL_ERROR, row["status"], 1, row["bytes"] or 0,
                                0.0, f"re-analysis: {detail}"))


class SnapshotSource(Source):
    """A re-analysis's input: the pages of the run in ``source`` (see the module doc)."""

    thread_name = "daweb-reanalysis"
    #: No persisted lemma cache: it would hide a lexicon change (module doc).
    keeps_cache = False

    def __init__(self, source: Path) -> None:
        self.source = Path(source).resolve()
        snapshot_rows(self.source)  # refuse a run without snapshots before any folder exists

    def info(self) -> dict[str, object]:
        """run.json names the run re-analyzed."""
        return {DERIVED_FROM: str(self.source)}

    def run_date(self, started: datetime) -> date:
        """The source run's date: its pages were chosen by the index pages of that day."""
        began = read_run_json(self.source).get("started_at", "")
        try:
            return datetime.fromisoformat(began).date()
        except ValueError:
            return started.date()

    def earlier_runs(self, runs_dir: Path, title: str, run_dir: Path) -> EarlierRuns:
        """The runs before the source run, not the source itself: the re-analysis stands in
        for it (same "new"/"changed" pages, same new words)."""
        return earlier_runs(self.source.parent, title, self.source)

    def feeder(self, context: FeedContext) -> Feeder:
        """The snapshot reader in place of the distributor."""
        return SnapshotPages(self.source, context.run_dir, context.documents, context.send)

    def close(self, writer: ResultsWriter, info: dict[str, object]) -> None:
        """Record the origin in run_info before the run's results file is closed."""
        try:
            writer.set_info(DERIVED_FROM, str(self.source))
        except ResultsError:
            pass  # the crash is reported by the close itself; run.json still says it


def reanalysis_run(project: Project, source: Path, *, runs_dir: Path | None = None,
                   local_paths: Sequence[Path] = (), on_event: Listener = ignore) -> Run:
    """A run of ``project`` over the snapshots of the run in ``source``, into a new run
    folder beside it (or in ``runs_dir``); the arguments are :class:`Run`'s otherwise."""
    snapshots = SnapshotSource(source)
    return Run(project, runs_dir=runs_dir or snapshots.source.parent,
               local_paths=local_paths, on_event=on_event, source=snapshots)
