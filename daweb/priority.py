"""A run's helper processes yield the processor to the run's analyzer (issue 21).

The run's thread (analysis, the writer's statements) is the run's critical path: every page
goes through it, one at a time. Beside it, on a two-core machine, run the process reading
local files (ahead of the analyzer most of the run: its queue is full), the process
committing the pages (up to 8 under way) and ``lt-proc``. When two of those are runnable
at once, one core is shared three ways and the run's thread waited its turn: ~0.5 s of
run queue (``/proc/<pid>/task/<tid>/schedstat``) in ~8 s of pages on the benchmark corpus,
~0.27 s once the two helpers ran at :data:`HELPER_NICENESS`, ~0.35 s with the reading
process's extraction yielding only once its first batch is sent (the run's start waits
for that batch). ``lt-proc`` keeps its priority: the run's thread waits for its answers.
"""

from __future__ import annotations

import os

#: How much lower a helper's priority is than the run's (Unix ``nice``: 0-19). At 10 the
#: scheduler gives the run's thread ~90 % of a core it shares with one helper; a helper
#: alone on a core runs at full speed, as on an idle machine.
HELPER_NICENESS = 10


def yield_to_the_run() -> None:
    """Lower the calling thread's priority by :data:`HELPER_NICENESS` (on Linux a thread's
    nice value is its own, and threads it starts later inherit it; elsewhere the whole
    process's); nothing where the system has no ``nice`` (Windows) or refuses."""
    try:
        os.nice(HELPER_NICENESS)
    except (AttributeError, OSError):
        pass
