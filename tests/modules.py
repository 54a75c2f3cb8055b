"""Test helper: every module of a package, imported (for scans of the engine's classes)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from types import ModuleType


def every_module(package: ModuleType) -> Iterator[ModuleType]:
    """Import and yield each module under ``package`` but ``__main__`` (importing it would
    start the command line)."""
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if not info.name.endswith("__main__"):
            yield importlib.import_module(info.name)
