"""Where the memory of ``daweb analyze`` goes: the command run in this process, its resident
memory noted at each stage of the run.

    .venv/bin/python bench/memory.py [--trace] [--against CHECKOUT] [files ...]

The files default to the benchmark corpus (``bench/analyzer.py``'s Spanish Debian manuals).
At each mark — modules imported, lexicon loaded, first page written, each quarter of the
pages, the end-of-run triage (with the final index builds beside it), closing, the end —
it prints the resident memory (``/proc/self/statm``), the peak so far (``ru_maxrss``) and
the memory SQLite holds (``sqlite3_status64``, every connection of the process: the
writer's page cache, the index builds' sorter). At the last page it weighs the writer's
pending segments (keys, postings, the dictionary: ``sys.getsizeof``), the biggest holder
that grows with the run. ``--trace`` adds tracemalloc (the run takes ~20 times as long)
and prints the source lines whose memory grew most between the first and the last page.
``--against CHECKOUT`` measures another checkout with its own ``.venv`` (e.g. main) in the
same script run, first, then this one.

The marks wrap methods of the run by name (``Run._make_cache``, ``Source.triage``,
``ResultsWriter.add_page`` …): a measuring harness, not an interface; the run's ``lt-proc``
(Apertium, ~30 MB) is a process of its own and not counted here (``bench/whole_run.py``
counts the process tree).
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import ctypes.util
import os
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MB = 2**20
PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")


def resident() -> float:
    """This process's resident memory now, MB."""
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * PAGE_BYTES / MB


def sqlite_memory() -> tuple[float, float]:
    """(now, highest) memory held by SQLite in this process, MB (0 when unknown)."""
    name = ctypes.util.find_library("sqlite3")
    if name is None:
        return 0.0, 0.0
    now, high = ctypes.c_int64(), ctypes.c_int64()
    ctypes.CDLL(name).sqlite3_status64(0, ctypes.byref(now), ctypes.byref(high), 0)
    return now.value / MB, high.value / MB


class Marks:
    """The marks of one run: printed as they come, tracemalloc snapshots kept by name."""

    def __init__(self, trace: bool) -> None:
        self.trace = trace
        self.out = sys.stdout  # the command's own output is silenced, not this
        self.snapshots: dict[str, tracemalloc.Snapshot] = {}

    def mark(self, name: str, snapshot: bool = False) -> None:
        """Print the memory now under ``name``."""
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        sql_now, sql_high = sqlite_memory()
        traced = f" traced {tracemalloc.get_traced_memory()[0] / MB:6.1f}" if self.trace else ""
        print(f"  {name:28s} resident {resident():6.1f}  peak {peak:6.1f}  "
              f"SQLite {sql_now:5.1f} (highest {sql_high:5.1f}){traced}", file=self.out,
              flush=True)
        if snapshot and self.trace:
            self.snapshots[name] = tracemalloc.take_snapshot()

    def around(self, owner: type, method: str, label: str) -> None:
        """Mark before and after every call of ``owner.method``."""
        wrapped: Callable[..., Any] = getattr(owner, method)

        def call(*args: Any, **kwargs: Any) -> Any:
            self.mark(f"{label} starts")
            try:
                return wrapped(*args, **kwargs)
            finally:
                self.mark(f"{label} ends")

        setattr(owner, method, call)


def pending_weight(writer: Any) -> str:
    """The writer's pending and promoted segments, weighed."""
    pending, promoted = writer._pending, writer._promoted
    keys = sum(map(sys.getsizeof, pending)) / MB
    postings = sum(sys.getsizeof(e) for e in pending.values() if type(e) is not int) / MB
    table = sys.getsizeof(pending) / MB
    written = (sum(map(sys.getsizeof, promoted)) + sys.getsizeof(promoted)) / MB
    return (f"  pending segments: {len(pending):,}, keys {keys:.1f} MB, postings "
            f"{postings:.1f} MB, dictionary {table:.1f} MB (all {keys + postings + table:.1f}"
            f" MB); written ones remembered: {len(promoted):,}, {written:.1f} MB")


def measure(files: list[str], trace: bool) -> None:
    """Run ``daweb analyze`` of ``files`` here, with the marks."""
    if trace:
        tracemalloc.start()
    marks = Marks(trace)
    marks.mark("start")
    sys.path.insert(0, os.getcwd())
    import daweb.cli
    from daweb.run import engine, feeders
    from daweb.store import writer as results

    marks.mark("imported")
    marks.around(engine.Run, "_make_cache", "lexicon load")
    marks.around(feeders.Source, "triage", "triage + indexes")
    marks.around(engine.Run, "_close_writer", "closing")
    triage = feeders.Source.triage

    def weighed(source: Any, writer: Any, *args: Any, **kwargs: Any) -> Any:
        marks.mark("last page", snapshot=True)
        print(pending_weight(writer), file=marks.out, flush=True)
        return triage(source, writer, *args, **kwargs)

    feeders.Source.triage = weighed
    quarters = {1, *(len(files) * q // 4 for q in (1, 2, 3))}
    add_page = results.ResultsWriter.add_page
    written = [0]

    def counted(writer: Any, *args: Any, **kwargs: Any) -> int:
        page = add_page(writer, *args, **kwargs)
        written[0] += 1
        if written[0] in quarters:
            marks.mark(f"page {written[0]}", snapshot=written[0] == 1)
        return page

    results.ResultsWriter.add_page = counted
    with tempfile.TemporaryDirectory(prefix="daweb-memory-") as runs:
        began = time.perf_counter()
        with open(os.devnull, "w") as quiet, contextlib.redirect_stdout(quiet):
            daweb.cli.main(["analyze", "--runs-dir", runs, *files])
        marks.mark("end")
        print(f"  ({written[0]} pages in {time.perf_counter() - began:.1f} s)")
    first, last = marks.snapshots.get("page 1"), marks.snapshots.get("last page")
    if first is not None and last is not None:
        print("  grew most between the first and the last page (tracemalloc):")
        for stat in last.compare_to(first, "lineno")[:15]:
            frame = stat.traceback[0]
            print(f"    {stat.size_diff / MB:+6.1f} MB  {frame.filename}:{frame.lineno}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trace", action="store_true")
    parser.add_argument("--against", type=Path, metavar="CHECKOUT")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files
    if not files:
        sys.path.insert(0, str(ROOT))
        from bench.analyzer import corpus_files

        files = corpus_files()
    if args.child:
        measure(files, args.trace)
        return
    for checkout in filter(None, (args.against, ROOT)):
        print(f"daweb analyze of {len(files)} files, {checkout}:", flush=True)
        # Run as a child with the checkout's own interpreter, in the checkout: its code.
        subprocess.run([str(checkout / ".venv/bin/python"), str(Path(__file__).resolve()),
                        "--child", *(["--trace"] if args.trace else []), *files],
                       cwd=checkout, check=True)


if __name__ == "__main__":
    main()
