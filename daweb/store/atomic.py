"""The one way DAWeb replaces a file: all of it or none of it.

A file is written under a private temporary name in its own folder, flushed to the disk
(``fsync``), given the permissions the file had (0644 for a new file, not ``mkstemp``'s
0600) and renamed over the target; on any failure the temporary file is
removed and the previous file is left as it was. Project files, run.json, the schedule,
exports and the analyzer's caches all go through :func:`atomic_file`, files that SQLite
writes by name (the prepared analyses) through :func:`atomic_path`.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

#: Permissions of a new file (mkstemp's are 0600). Not derived from the umask: reading it
#: means setting it, which races with the other threads of the app.
NEW_FILE_MODE = 0o644


@contextmanager
def atomic_path(path: Path | str) -> Iterator[Path]:
    """The name of an empty temporary file that becomes ``path`` when the block ends
    without an exception, for writers that open a file by its name (SQLite); two processes
    writing the same path never share a temporary file (mkstemp)."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        os.chmod(tmp, path.stat().st_mode & 0o7777 if path.exists() else NEW_FILE_MODE)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


@contextmanager
def atomic_file(path: Path | str, mode: str = "w", *, encoding: str | None = "utf-8",
                newline: str | None = None) -> Iterator[IO[Any]]:
    """A handle on a temporary file that becomes ``path`` when the block ends without an
    exception (:func:`atomic_path`). ``mode`` is ``"w"`` (text in ``encoding``;
    ``"utf-8-sig"`` adds a byte-order mark) or ``"wb"``."""
    binary = "b" in mode
    with atomic_path(path) as tmp, open(tmp, mode, encoding=None if binary else encoding,
                                        newline=None if binary else newline) as handle:
        yield handle
        handle.flush()
        os.fsync(handle.fileno())


def atomic_write(path: Path | str, data: str | bytes, *, encoding: str = "utf-8") -> None:
    """Replace ``path`` with ``data`` (text or bytes) through :func:`atomic_file`; text is
    written with ``\\n`` line ends on every system."""
    if isinstance(data, bytes):
        with atomic_file(path, "wb") as handle:
            handle.write(data)
    else:
        with atomic_file(path, encoding=encoding, newline="\n") as handle:
            handle.write(data)
