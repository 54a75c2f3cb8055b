"""How a run's processes use memory: glibc's heap, so that the memory they free goes back to
the system (issue 21: peak memory), and Python's cyclic garbage collector
(:data:`RUN_GC_THRESHOLDS`).

glibc's allocator keeps the memory a process frees for its own later use. After a large
page (lexbor's tree of a 900 KB manual, its text) a process's resident memory stayed at that
page's peak for the rest of the run; the run's process and the process reading local files
tune the allocator when they start (:func:`tune_malloc`) and trim it where a stage ends
(:func:`give_back_memory`).
"""

from __future__ import annotations

import ctypes

#: The cyclic garbage collector's thresholds where a run's pages are analyzed and written:
#: the run's process while a command runs a project (daweb/cli, restored after) and the
#: process committing its pages (daweb/store/committer.py). A run makes almost no cyclic
#: garbage (~1,000 objects for the benchmark corpus), but each collection walks every young
#: object that lives on (a page's analysis, the memos' new entries, the pending segments) to
#: free nothing. At CPython's (700, 10, 10) the run's process made ~640 collections (0.2 s);
#: at (50,000, 20, 20) 7-50 (~0.06 s), each after the analysis of a page, which pauses the
#: collector (analyzers/analyzer.py), had counted its objects; the committing process, at
#: CPython's, ~140 (0.04-0.06 s). At these, one collection in each, ~1 ms, and the same
#: peak memory (docs/benchmarks.md, issue 21). The desktop app collects on a timer of its
#: own (gui/collector.py).
RUN_GC_THRESHOLDS = (500_000, 20, 20)

#: glibc's mallopt parameters: the free memory at the heap's top kept before it is given
#: back, the size from which a block is mapped on its own, how many arenas the process may
#: have.
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD, _M_ARENA_MAX = -1, -3, -8

#: Both thresholds, fixed (bytes): glibc's default, 128 KB, rises with every big block
#: freed, up to 32 MB mapped and 64 MB kept at the top (docs/benchmarks.md, "Peak memory").
_MALLOC_THRESHOLD = 256 * 1024


def tune_malloc() -> None:
    """Have every thread of the process allocate from one glibc malloc arena, and keep
    glibc from holding on to what the run frees.

    glibc gives a thread that allocates while another does its own arena, and memory freed
    there is seldom given back: the feeder's thread (decoding files, relaying a crawl)
    kept ~15 MB more resident; ``daweb analyze`` of the benchmark corpus peaks at 335
    against 350 MB in one arena (a writer thread, tried, kept 25 MB more in its own). The
    threads take turns on the GIL anyway, so they seldom wait for the arena's lock.
    Fixed thresholds: a big block freed (a page's parse, a dictionary that grew) goes back
    to the system instead of raising them. Nothing to do without glibc.
    """
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return
    mallopt(_M_ARENA_MAX, 1)
    mallopt(_M_MMAP_THRESHOLD, _MALLOC_THRESHOLD)
    mallopt(_M_TRIM_THRESHOLD, _MALLOC_THRESHOLD)


def give_back_memory() -> None:
    """Give the system the free memory inside glibc's heap (not only at its top): ~28 MB in
    the run's process after the benchmark corpus's last page; in the process reading local
    files, every quarter of a second (daweb/crawl/process.py), its peak stays that of the
    pages at hand instead of the run's largest (0.1-1 ms a call). Nothing to do without
    glibc."""
    try:
        malloc_trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return
    malloc_trim(0)
