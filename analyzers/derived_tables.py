"""The user's cache of tables derived from the lexical sources: where it is, how a table is
stored and read back, and the installed versions that key the tables.

The recognizer's merged dictionaries, the disambiguator's model, the language identifier's
compact model, the typo lists and the results' schema statements are derived once and
kept here (``DAWEB_CACHE_DIR``, else the platform's user cache dir). Light on purpose: the
process that reads local files loads the language model through it at a run's start, and
waited for the recognizer's modules it imported before (~25 ms, issue 21).
"""

from __future__ import annotations

import functools
import os
import pickle
import re
import sys
from pathlib import Path
from typing import TypeVar

from daweb.store.atomic import atomic_file

_Stored = TypeVar("_Stored")

#: What a distribution's name and its ``.dist-info`` folder's name have in common
#: (PEP 503 normalization: runs of ``-``, ``_`` and ``.`` are one ``_``, lower case).
_SEPARATORS = re.compile(r"[-_.]+")


def derived_tables_dir() -> Path:
    """Directory for derived tables (platformdirs user cache, overridable for tests)."""
    override = os.environ.get("DAWEB_CACHE_DIR")
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("daweb", appauthor=False))


def load_stored(path: Path, kind: type[_Stored]) -> _Stored | None:
    """What :func:`store_derived` pickled to ``path``, when it is a ``kind``; None when the
    file is absent, damaged or holds something else (the caller derives it again)."""
    try:
        with open(path, "rb") as handle:
            value = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, TypeError, ValueError):
        return None
    return value if isinstance(value, kind) else None


def store_derived(path: Path, value: object) -> None:
    """Pickle ``value`` to ``path`` in the derived-tables dir, atomically; a read-only or
    full cache dir only means the next run derives it again."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with atomic_file(path, "wb") as handle:
            pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
    except OSError:
        pass


@functools.cache
def package_version(name: str) -> str:
    """Installed version of a distribution, or ``"absent"`` (read once per process).

    Read from the name of its ``.dist-info`` folder, the first on ``sys.path`` as Python
    imports it: ``importlib.metadata`` parses the metadata file with the email package,
    ~10 ms of every run's start for the ~4 versions the derived tables' keys name. A
    distribution installed otherwise (an ``.egg-info``, a zip) is asked of
    ``importlib.metadata``."""
    version = _dist_info_versions().get(_normalized(name))
    if version is not None:
        return version
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "absent"


@functools.cache
def _dist_info_versions() -> dict[str, str]:
    """Normalized distribution name -> version, from the ``.dist-info`` folders on
    ``sys.path`` (an earlier entry wins, as for an import)."""
    found: dict[str, str] = {}
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue  # a zip, a folder that is gone
        for folder in names:
            if folder.endswith(".dist-info"):
                name, _, version = folder[: -len(".dist-info")].partition("-")
                if version:
                    found.setdefault(_normalized(name), version)
    return found


def _normalized(name: str) -> str:
    """A distribution's name as its folders and PEP 503 write it."""
    return _SEPARATORS.sub("_", name).lower()
