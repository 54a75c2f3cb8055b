"""Connections to a run's existing databases (results, neology, partition files).

One URI form for every reader: ``file:`` URIs built by :meth:`pathlib.Path.as_uri`, which
escapes what SQLite would otherwise read as URI syntax (a ``?`` or ``#`` in a folder name,
spaces, non-ASCII letters); ``mode=ro`` so a reader can never create, change or lock out a
run's file, even on a full disk.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


def readonly_uri(path: Path | str) -> str:
    """The ``file:`` URI that opens ``path`` read-only (for a connect or an ATTACH)."""
    return f"{Path(path).absolute().as_uri()}?mode=ro"


def open_existing(path: Path | str) -> sqlite3.Connection:
    """A read-write autocommit connection to the existing SQLite file ``path`` (a run's
    file finished after its writer closed: a partition's sums, a crashed run's
    collocations). Raises :class:`sqlite3.OperationalError` when the file is missing: it
    is never created here."""
    return sqlite3.connect(f"{Path(path).absolute().as_uri()}?mode=rw", uri=True,
                           isolation_level=None)


def open_readonly(path: Path | str, *, rows: bool = False,
                  check_same_thread: bool = True) -> sqlite3.Connection:
    """A read-only connection to the SQLite file ``path`` (``rows``: rows as
    :class:`sqlite3.Row`). Raises :class:`sqlite3.OperationalError` when the file is
    missing or unreadable: a reader never creates it."""
    conn = sqlite3.connect(readonly_uri(path), uri=True, check_same_thread=check_same_thread)
    if rows:
        conn.row_factory = sqlite3.Row
    return conn
