"""DAWeb's exception tree: one base and the few kinds a caller can act on.

Every error DAWeb raises for a user to read derives from :class:`DawebError` through one of
four kinds, chosen by what the caller can do about it:

* :class:`BadInput` — a file, value, option or document that cannot be used: fix it and
  try again (project files, list files, lexicons, addresses, criteria, run folders given
  by the user).
* :class:`Unreachable` — something outside DAWeb does not answer (a Dask scheduler,
  an external program): check it is running and reachable.
* :class:`Busy` — another DAWeb process holds what is asked for (the scheduler): wait.
* :class:`StorageError` — a results, archive or neology file cannot be read or written
  (disk full, read-only, damaged): what was written before is kept.

The message of each is complete for the user (it names the file, line or address and what
to do). Specific classes keep their older bases too (``ValueError``, ``OSError`` …) so that
existing ``except`` clauses still hold. The command line maps the four kinds to its exit
codes in one place (:data:`daweb.cli.EXIT_CODES`); internal control-flow exceptions (a
retriever's aborted download) are not part of this tree.
"""

from __future__ import annotations


class DawebError(Exception):
    """An error whose message is complete for the user (file, line or address, what to do)."""


class BadInput(DawebError):
    """A file, value, option or document given to DAWeb cannot be used as it is."""


class Unreachable(DawebError):
    """A service or program DAWeb needs does not answer (a Dask scheduler, lt-proc)."""


class Busy(DawebError):
    """Another DAWeb process holds what is asked for (e.g. the scheduler's lock)."""


class StorageError(DawebError):
    """A results, archive or database file cannot be read or written."""
