"""Test helper: the helper processes this test process has running (daweb/helper_process.py)."""

from __future__ import annotations

import psutil


def helper_children() -> list[psutil.Process]:
    """This process's helper processes that have not ended (one ended but not yet waited
    for, a zombie, is not counted)."""
    found = []
    for child in psutil.Process().children():
        try:
            if ("daweb.helper_process" in " ".join(child.cmdline())
                    and child.status() != psutil.STATUS_ZOMBIE):
                found.append(child)
        except psutil.NoSuchProcess:
            pass  # ended meanwhile
    return found
