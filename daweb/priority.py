"""A run's helper processes yield the processor to the run's analyzer (issue 21).

The run's thread (analysis, the writer's statements) is the run's critical path: every page
goes through it, one at a time. Beside it, on a two-core machine, run the process reading
local files (ahead of the analyzer most of the run: its queue is full), the process
committing the pages (up to 8 under way) and ``lt-proc``. When two of those are runnable
at once, one core is shared three ways and the run's thread waited its turn: ~0.5 s of
run queue (``/proc/<pid>/task/<tid>/schedstat``) in ~8 s of pages on the benchmark corpus,
~0.27 s once the two helpers ran at :data:`HELPER_NICENESS`, ~0.35 s with the reading
process's extraction yielding only once its first batch is sent (the run's start waits
for that batch). Since the committing process counts the pages' segments too, it has
the more urgent work of the two: the reading process yields further
(:data:`AHEAD_NICENESS`). ``lt-proc`` keeps its priority: the run's thread waits for its
answers.
"""

from __future__ import annotations

import os

#: How much lower a helper's priority is than the run's (Unix ``nice``: 0-19). At 10 the
#: scheduler gives the run's thread ~90 % of a core it shares with one helper; a helper
#: alone on a core runs at full speed, as on an idle machine.
HELPER_NICENESS = 10
#: The same for a helper that is ahead of the run's thread (the reading process: its queue
#: is full most of the run): lower still, so that on the core it shares with the committing
#: process, whose lag the run's thread waits for, it comes second (issue 21: −0.08 s of the
#: benchmark corpus's ~4.1, median of eight alternated pairs; docs/benchmarks.md).
AHEAD_NICENESS = 19


def yield_to_the_run(niceness: int = HELPER_NICENESS) -> None:
    """Lower the calling thread's priority by ``niceness`` (on Linux a thread's nice value
    is its own, and threads it starts later inherit it; elsewhere the whole process's);
    nothing where the system has no ``nice`` (Windows) or refuses."""
    try:
        os.nice(niceness)
    except (AttributeError, OSError):
        pass
