"""Run folders (paper §2.2.5): one folder per run, named by the project title and its start time.

``<runs dir>/<title-slug>_<YYYY-MM-DD_HH-MM-SS>/`` holds ``results.sqlite``, the project file
exactly as run and ``run.json``. A run never touches another run's folder: the folder is
created with an exclusive ``mkdir``, and a suffix is added when two runs start in one second.

``run.json`` names the process that writes it (``process``: pid, host, start time), so a
listing can tell a run that is still going from one killed before it could write its end
(shown as ``interrupted``; run.json itself is never rewritten by a listing).
"""

from __future__ import annotations

import json
import os
import re
import socket
import sqlite3
import unicodedata
from contextlib import closing
from datetime import datetime
from pathlib import Path
from typing import Any

import psutil

from daweb.errors import StorageError
from daweb.store.atomic import atomic_write
from daweb.store.connection import open_readonly

RUN_JSON = "run.json"
RESULTS = "results.sqlite"
#: Seconds two readings of one process's start time may differ by (clock-tick rounding).
START_TIME_TOLERANCE = 1.0


class RunFolderError(StorageError, OSError):
    """The run folder cannot be created or written (read-only or full disk, bad path)."""


def slugify(title: str) -> str:
    """A file-name-safe title: ASCII letters, digits, hyphens (``Año Nuevo`` → ``ano-nuevo``)."""
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^A-Za-z0-9]+", "-", ascii_text).strip("-").lower()
    return slug[:60] or "run"


def create_run_folder(runs_dir: Path, title: str, started: datetime) -> Path:
    """Create a new, empty run folder under ``runs_dir`` and return its path."""
    base = f"{slugify(title)}_{started:%Y-%m-%d_%H-%M-%S}"
    try:
        runs_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RunFolderError(
            f"{runs_dir}: cannot create the runs folder ({exc.strerror or exc})"
        ) from exc
    for n in range(1, 1000):
        folder = runs_dir / (base if n == 1 else f"{base}-{n}")
        try:
            folder.mkdir()
        except FileExistsError:
            continue
        except OSError as exc:
            raise RunFolderError(
                f"{folder}: cannot create the run folder ({exc.strerror or exc}); "
                "check that the disk is writable and not full"
            ) from exc
        return folder
    raise RunFolderError(f"{runs_dir}: too many runs started in the same second")


def write_json_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write JSON through a temporary file and a rename, so a crash never leaves half a file."""
    atomic_write(path, json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def read_run_json(folder: Path) -> dict[str, Any]:
    """The run's ``run.json``, or an empty dict when it is missing or unreadable."""
    try:
        return json.loads((folder / RUN_JSON).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def list_runs(runs_dir: Path, title: str | None = None) -> list[dict[str, Any]]:
    """Every run folder under ``runs_dir``, oldest first, with status and counts from run.json.

    With ``title``, only that project's runs: a runs folder is often shared (``./runs`` of
    ``daweb demo`` and ``daweb analyze``, or several projects beside each other).
    """
    if not runs_dir.is_dir():
        return []
    rows = []
    for folder in sorted(
        p for p in runs_dir.iterdir() if (p / RUN_JSON).exists() or (p / RESULTS).exists()
    ):
        info = read_run_json(folder)
        if title is not None and not _of_project(folder, info, title):
            continue
        counts = info.get("counts", {})
        if not counts and (folder / RESULTS).exists():
            counts = _counts_from_db(folder / RESULTS)
        rows.append(
            {
                "name": folder.name,
                "path": str(folder),
                "status": run_status(info),
                "started_at": info.get("started_at", ""),
                "pages": counts.get("pages", 0),
                "tokens": counts.get("tokens", 0),
                "types": counts.get("types", 0),
                "unrecognized": counts.get("unrecognized", 0),
            }
        )
    return rows


def process_identity() -> dict[str, Any]:
    """This process as run.json records it: pid, host name and start time (epoch seconds).

    The start time tells a live run from an unrelated process that got the same pid later.
    """
    return {
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "started": psutil.Process().create_time(),
    }


def run_status(info: dict[str, Any]) -> str:
    """A run's status from its run.json: ``interrupted`` when it says running but the process
    that wrote it is gone from this host (killed, crashed machine, power cut)."""
    status = info.get("status", "unknown")
    process = info.get("process")
    if status != "running" or not isinstance(process, dict):
        return status  # older runs name no process: nothing to check against
    if process.get("host") != socket.gethostname():
        return status  # another machine's run (shared folder): its processes are not visible
    return status if _is_alive(process) else "interrupted"


def _is_alive(process: dict[str, Any]) -> bool:
    """Whether the process run.json names still runs (same pid *and* same start time)."""
    try:
        proc = psutil.Process(int(process["pid"]))
        alive = proc.status() != psutil.STATUS_ZOMBIE  # killed, not yet reaped by its parent
        started = proc.create_time()
    except psutil.AccessDenied:
        return True  # another user's process with that pid: it exists, which is all we know
    except (psutil.NoSuchProcess, KeyError, TypeError, ValueError):
        return False  # ZombieProcess is a NoSuchProcess too
    try:
        recorded = float(process["started"])
    except (KeyError, TypeError, ValueError):
        return alive  # no start time recorded: the pid alone has to do
    return alive and abs(started - recorded) <= START_TIME_TOLERANCE


def _of_project(folder: Path, info: dict[str, Any], title: str) -> bool:
    """Whether a run folder is the project ``title``'s: run.json names the title; a run
    killed before writing it is recognized by its folder name (slug, then start time)."""
    if "title" in info:
        return info["title"] == title
    return folder.name.startswith(f"{slugify(title)}_")


def _counts_from_db(path: Path) -> dict[str, int]:
    """Counts read straight from a results database's per-page tables (a run killed or
    stopped by a full disk has no final counts in run.json); read-only, so it works on a
    full disk too. Distinct words come from the vocabulary curve, written with each page."""
    try:
        with closing(open_readonly(path)) as db:
            pages, tokens = db.execute(
                "select count(*), coalesce(sum(tokens), 0) from pages"
            ).fetchone()
            types = db.execute("select coalesce((select types from vocabulary "
                               "order by page desc limit 1), 0)").fetchone()[0]
            unrecognized = db.execute(
                "select count(distinct key) from unrecognized").fetchone()[0]
        return {"pages": pages, "tokens": tokens, "types": types, "unrecognized": unrecognized}
    except sqlite3.Error:
        return {}
