"""Headless runs in a terminal: a live progress line, Ctrl-C semantics and the final summary.

Ctrl-C once is the paper's *Parar descargas* (what was downloaded is still analyzed), twice is
*Finalizar*. The progress line shows accessed / pending / analyzed pages (always increasing /
fluctuating / increasing, as the paper describes the Process section), words/s, incidents and
elapsed time.
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from daweb.events import CrawlProgress, DocumentAnalyzed, Incident, Outcome, RunFinished
from daweb.project import Project

if TYPE_CHECKING:
    from daweb.run import Run

EXIT_OK, EXIT_ERROR, EXIT_INTERRUPTED = 0, 1, 130
#: ANSI "erase to end of line": a redrawn line shorter than the last one (pending pages going
#: down from 125 to 99) would otherwise leave the old line's last characters behind.
ERASE_TO_END = "\x1b[K"
#: What a status other than *completed* means for the results (the summary's second line).
STATUS_NOTES = {
    "stopped-downloads": "stopped early; every page already fetched or read was analyzed and "
                         "is kept",
    "finished-early": "finished early; the pages analyzed so far are kept, queued ones were "
                      "dropped",
    "crashed": "the run crashed; everything analyzed before the error is kept",
}
#: At most this many addresses not obtained are named in the summary.
FAILED_SHOWN = 5


class ProgressLine:
    """Listens to run events and redraws one status line at most every ``interval`` seconds."""

    def __init__(self, stream: TextIO, interval: float = 0.5) -> None:
        self.stream = stream
        self.interval = interval
        self.accessed = self.pending = self.analyzed = self.tokens = self.incidents = 0
        self.started = time.monotonic()
        self._stop = threading.Event()
        self._tty = stream.isatty()
        self._thread = threading.Thread(target=self._loop, name="daweb-progress", daemon=True)

    def __call__(self, event: object) -> None:
        """The run's listener: counters only, drawing happens in the progress thread."""
        if isinstance(event, CrawlProgress):
            self.accessed, self.pending = event.accessed, event.pending
        elif isinstance(event, DocumentAnalyzed):
            self.analyzed, self.tokens = event.analyzed, self.tokens + event.tokens
        elif isinstance(event, Incident) and event.outcome not in (Outcome.OBTAINED,
                                                                    Outcome.UNCHANGED):
            self.incidents += 1  # a re-run's unchanged page (304) is not a problem

    def line(self) -> str:
        """The current status line."""
        elapsed = time.monotonic() - self.started
        rate = self.tokens / elapsed if elapsed > 0 else 0.0
        return (
            f"accessed {self.accessed:,} · pending {self.pending:,} · analyzed {self.analyzed:,}"
            f" · {rate:,.0f} words/s · incidents {self.incidents:,} · {_clock(elapsed)}"
        )

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()
        if self._tty:
            self.stream.write("\r" + self.line() + ERASE_TO_END + "\n")
            self.stream.flush()

    def _loop(self) -> None:
        # On a terminal the line is redrawn in place; in a log, one line every 10 s is enough.
        interval = self.interval if self._tty else 10.0
        while not self._stop.wait(interval):
            self.stream.write(
                ("\r" if self._tty else "") + self.line() + (ERASE_TO_END if self._tty else "\n")
            )
            self.stream.flush()


def _clock(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours:d}:{minutes:02d}:{secs:02d}"


def run_with_console(
    project: Project,
    *,
    runs_dir: Path | None = None,
    quiet: bool = False,
    local_paths: list[Path] | None = None,
    stream: TextIO | None = None,
    run_type: Callable[..., Run] | None = None,
    **run_options: object,
) -> int:
    """Run a project in the terminal and print its summary; returns the exit code.

    ``run_type`` builds the run instead of :class:`~daweb.run.engine.Run` (a re-analysis, a
    cluster run: :mod:`daweb.run.reanalysis`, :mod:`daweb.run.cluster`); it gets
    ``run_options`` as extra keyword arguments.
    """
    from daweb.run import Run

    out = stream or sys.stderr
    progress = ProgressLine(out)
    run = (run_type or Run)(
        project,
        runs_dir=runs_dir,
        local_paths=local_paths or (),
        on_event=progress if not quiet else _noop,
        **run_options,
    )
    interrupts = {"count": 0}

    def on_sigint(_signum: int, _frame: object) -> None:
        interrupts["count"] += 1
        if interrupts["count"] == 1:
            out.write(
                "\nStopping: no more pages are fetched; those already fetched are still "
                "analyzed and kept (Ctrl-C again to finish now)\n"
            )
            run.stop_downloads()
        else:
            out.write("\nFinishing now; queued documents are dropped, what was analyzed is "
                      "kept\n")
            run.finish()

    previous = signal.signal(signal.SIGINT, on_sigint) if _main_thread() else None
    if not quiet:
        progress.start()
    try:
        finished = run.execute()
    finally:
        if not quiet:
            progress.stop()
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    print_summary(finished, sys.stdout)
    if finished.status == "crashed":
        return EXIT_ERROR
    return EXIT_INTERRUPTED if interrupts["count"] else EXIT_OK


def _noop(_event: object) -> None:
    """A listener that ignores everything (``--quiet``)."""


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def print_summary(finished: RunFinished, stream: TextIO) -> None:
    """The final summary: pages, words, distinct words, unrecognized, top segments, folder."""
    s = finished.summary
    counts = s.get("counts", {})
    write = stream.write
    write(f"\nRun {finished.status}: {finished.run_dir}\n")
    if finished.status in STATUS_NOTES:
        write(f"  {STATUS_NOTES[finished.status]}\n")
    if s.get("error"):
        write(f"  error: {s['error']}\n")
    if s.get("neology_error"):  # the run's results stand; docs/neology.md
        write(f"  the neology database was not updated: {s['neology_error']}\n")
    write(
        f"  pages analyzed: {counts.get('pages', 0):,}   words: {counts.get('tokens', 0):,}   "
        f"distinct words: {counts.get('types', 0):,}   "
        f"unrecognized forms: {counts.get('unrecognized', 0):,}   "
        f"not obtained: {counts.get('not_obtained', 0):,}\n"
    )
    if counts.get("not_obtained"):
        _write_not_obtained(Path(finished.run_dir), write, nothing=not counts.get("pages"))
    _write_corpus_lines(counts, write)
    segments = s.get("top_segments", [])
    if segments:
        write(
            "  top segments: "
            + ", ".join(f"«{text}» ({freq:,})" for text, freq in segments[:8])
            + "\n"
        )
    candidates = s.get("top_candidates", s.get("top_unrecognized", []))
    if candidates:
        write(
            "  neologism candidates: "
            + ", ".join(f"{form} ({freq:,})" for form, freq in candidates[:10])
            + "\n"
        )
    _write_set_aside(s, write)
    write(f"  results: {Path(finished.run_dir) / 'results.sqlite'}\n")
    write(f"  open them with: daweb view {finished.run_dir}\n")
    stream.flush()


def _write_set_aside(s: dict, write: Callable[[str], object]) -> None:
    """What the triage set aside from the candidates (distinct forms per tag), the
    non-words by kind and the words of other-language blocks (docs/neologisms.md)."""
    for label, rows in (("unrecognized forms by triage", s.get("triage", [])),
                        ("non-words (distinct forms)", s.get("non_words", [])),
                        ("other languages (words left out)", s.get("other_languages", []))):
        if rows:
            write(f"  {label}: " + ", ".join(f"{name} {count:,}" for name, count in rows)
                  + "\n")


def _write_not_obtained(run_dir: Path, write: Callable[[str], object], *, nothing: bool) -> None:
    """Which start addresses failed and why (any address, when ``nothing`` was analyzed),
    read from the incident report: a refused port or a mistyped address (404) is seen
    without opening the results; other pages' failures are routine and stay in the report."""
    import sqlite3
    from contextlib import closing

    from daweb.runfolder import RESULTS
    from daweb.store.connection import open_readonly

    try:
        with closing(open_readonly(run_dir / RESULTS)) as db:
            rows = db.execute(
                "SELECT url, detail, status FROM incidents WHERE outcome = ? "
                "AND (? OR url = start_url) ORDER BY id LIMIT ?",
                (Outcome.NOT_OBTAINED.value, nothing, FAILED_SHOWN)).fetchall()
    except sqlite3.Error:
        return  # the summary above still says how many; the viewer shows the report
    if not rows:
        return
    write("  nothing could be analyzed; not obtained:\n" if nothing
          else "  start addresses not obtained:\n")
    for url, detail, status in rows:
        write(f"    {url} — {detail or f'HTTP {status}'}\n")
    if all(url.startswith("file:") for url, _, _ in rows):
        write("  check those files and run again\n")
    else:
        write("  check the addresses (does a browser on this machine open them?) and run "
              "again\n")


def _write_corpus_lines(counts: dict, write: Callable[[str], object]) -> None:
    """Duplicates, and what is new since the previous run (docs/corpus.md)."""
    if counts.get("duplicates"):
        write(f"  duplicate pages (not counted again): {counts['duplicates']:,}\n")
    if counts.get("new_pages", 0) + counts.get("changed_pages", 0) \
            + counts.get("unchanged_pages", 0):
        write(f"  since the previous run: {counts.get('new_pages', 0):,} new pages, "
              f"{counts.get('changed_pages', 0):,} changed, "
              f"{counts.get('unchanged_pages', 0):,} unchanged; "
              f"{counts.get('new_words', 0):,} words never seen in an earlier run\n")


def run_demo(runs_dir: Path, *, quiet: bool = False) -> int:
    """Serve the demo site on 127.0.0.1, run the demo project against it, print the summary."""
    import tempfile

    from daweb.demo import DemoServer, demo_project_text
    from daweb.project import load_project

    with DemoServer() as server, tempfile.TemporaryDirectory() as tmp:
        print(f"Demo site served at {server.base_url}/", file=sys.stderr)
        path = Path(tmp) / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        project = load_project(path)
        return run_with_console(project, runs_dir=runs_dir.resolve(), quiet=quiet)
