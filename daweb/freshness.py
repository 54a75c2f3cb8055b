"""Re-runs (textbook §3.2.3, freshness): what the earlier runs of a project already know.

A project run again finds its earlier runs in its runs folder (``daweb/runfolder.py``: one
folder per run, ``<title-slug>_<start time>``). The latest one provides, per page, the
HTTP validators (``ETag``, ``Last-Modified``) and the text checksum it recorded in
``page_versions``, so that

* with ``[reruns] only_changed``, the crawl revisits the known pages with conditional
  requests (``If-None-Match`` / ``If-Modified-Since``): a ``304 Not Modified`` costs no
  body and no analysis, and a page whose text checksum is the same is not analyzed again;
* every page of the new run is marked ``new`` (unknown to the previous run), ``changed``
  or ``unchanged`` in ``page_versions``;
* the words of the new run that no earlier run ever counted go to ``new_words`` — the
  neology observatory's question: what appeared since we last looked?

Earlier runs are only read (read-only SQLite connections); files of older results schemas
without ``page_versions`` still give their pages' addresses, just no validators.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from daweb.runfolder import RESULTS, read_run_json, slugify
from daweb.store.connection import open_readonly, readonly_uri

#: The start time and same-second suffix ending a run folder's name (daweb/runfolder.py).
_STAMP = re.compile(r"_(\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d)(?:-(\d+))?$")

NEW = "new"
CHANGED = "changed"
UNCHANGED = "unchanged"


@dataclass(frozen=True, slots=True)
class KnownPage:
    """A page as the previous run left it: where it was found and how to ask if it changed."""

    url: str
    final_url: str
    start_url: str
    depth: int
    etag: str = ""
    last_modified: str = ""
    text_digest: str = ""

    def conditional_headers(self) -> tuple[tuple[str, str], ...]:
        """``If-None-Match`` / ``If-Modified-Since`` for this page (RFC 9110 §13.1)."""
        headers = []
        if self.etag:
            headers.append(("If-None-Match", self.etag))
        if self.last_modified:
            headers.append(("If-Modified-Since", self.last_modified))
        return tuple(headers)


@dataclass(slots=True)
class EarlierRuns:
    """The earlier runs of a project, oldest first, and the pages the latest one knew."""

    folders: list[Path] = field(default_factory=list)
    pages: dict[str, KnownPage] = field(default_factory=dict)  # url -> page

    @property
    def previous(self) -> Path | None:
        """The latest earlier run, or None on a project's first run."""
        return self.folders[-1] if self.folders else None

    def change_of(self, url: str, digest: str = "") -> str:
        """``new``, ``changed`` or ``unchanged`` (same text checksum) since the previous run;
        "" on a project's first run (nothing to compare with)."""
        if not self.folders:
            return ""
        known = self.pages.get(url)
        if known is None:
            return NEW
        return UNCHANGED if digest and digest == known.text_digest else CHANGED

    def validators(self) -> dict[str, KnownPage]:
        """Known pages by the address that answered them (what a conditional GET asks)."""
        by_address = {p.final_url: p for p in self.pages.values() if p.final_url}
        by_address.update((p.url, p) for p in self.pages.values() if p.url == p.final_url)
        return by_address


def earlier_runs(runs_dir: Path, title: str, current: Path | None = None) -> EarlierRuns:
    """The runs of the project ``title`` in ``runs_dir`` started before ``current``.

    A folder belongs to the project when its name is the title's slug plus a start time
    and its ``run.json`` (when readable) names the same title; it counts when it has a
    results file.
    """
    pattern = re.compile(re.escape(slugify(title)) + _STAMP.pattern)
    if not runs_dir.is_dir():
        return EarlierRuns()
    folders = []
    for folder in sorted(runs_dir.iterdir(), key=_run_order):
        if current is not None and _run_order(folder) >= _run_order(current):
            continue
        if not pattern.fullmatch(folder.name) or not (folder / RESULTS).is_file():
            continue
        if read_run_json(folder).get("title", title) != title:
            continue
        folders.append(folder)
    runs = EarlierRuns(folders)
    if folders:
        runs.pages = _known_pages(folders[-1] / RESULTS)
    return runs


def new_word_rows(results: Path, earlier: Sequence[Path]) -> list[tuple[int, str, int, int]]:
    """(code, form, frequency, pages) of the words of ``results`` that no ``earlier`` run
    (a project's run folders, oldest first) counted, most frequent first.

    Done in SQLite, newest run first: the run's words are looked up in each earlier run's
    ``words`` (by its unique index on ``form``) and those found dropped, so each older run
    is asked only about the words still unseen. A project run daily for a year asks its
    365 files about a few thousand words each, not a year of vocabularies read into memory.
    An earlier run whose results cannot be read (one that crashed early) is passed over.
    """
    with closing(open_readonly(results)) as db:
        db.isolation_level = None  # no implicit transaction: ATTACH is refused inside one
        db.execute("CREATE TEMP TABLE unseen AS SELECT code, form, frequency, pages "
                   "FROM main.words WHERE frequency > 0")
        for folder in reversed(earlier):
            if db.execute("SELECT 1 FROM temp.unseen LIMIT 1").fetchone() is None:
                break
            _drop_counted(db, folder / RESULTS)
        return db.execute("SELECT code, form, frequency, pages FROM temp.unseen "
                          "ORDER BY frequency DESC, form").fetchall()


def _drop_counted(db: sqlite3.Connection, earlier: Path) -> None:
    """Delete from ``temp.unseen`` the forms the results file ``earlier`` counted."""
    try:
        db.execute("ATTACH DATABASE ? AS earlier", (readonly_uri(earlier),))
    except sqlite3.Error:
        return
    try:
        # A join, not a correlated subquery: a file without the form index (a run that
        # crashed before its final indexes) gets an automatic one, not a scan per word.
        db.execute("DELETE FROM temp.unseen WHERE code IN (SELECT u.code FROM temp.unseen u "
                   "JOIN earlier.words w ON w.form = u.form WHERE w.frequency > 0)")
    except sqlite3.Error:
        pass  # no readable words table: it counted nothing we can know
    finally:
        db.execute("DETACH DATABASE earlier")


def _run_order(folder: Path) -> tuple[str, int]:
    """Sort key of a run folder: its start time, then the same-second suffix (``-2``…)."""
    m = _STAMP.search(folder.name)
    return (m.group(1), int(m.group(2) or 1)) if m else (folder.name, 0)


def _known_pages(results: Path) -> dict[str, KnownPage]:
    """The pages of a results file: ``page_versions`` when present, else ``pages``."""
    versions = _read(results, "SELECT url, final_url, start_url, depth, etag, last_modified, "
                     "text_digest FROM page_versions",
                     lambda r: KnownPage(r[0], r[1] or r[0], r[2] or "", r[3] or 0,
                                         r[4] or "", r[5] or "", r[6] or ""))
    if not versions:  # results schema 2: addresses only, so every page is fetched in full
        versions = _read(results, "SELECT url, final_url, start_url, depth FROM pages",
                         lambda r: KnownPage(r[0], r[1] or r[0], r[2] or "", r[3] or 0))
    return {page.url: page for page in versions}


def _read(results: Path, sql: str, row: Callable[[tuple], Any]) -> list[Any]:
    """Rows of a query on a results file opened read-only; [] when the table is missing
    or the file unreadable (an earlier run that crashed early must not stop this one)."""
    try:
        with closing(open_readonly(results)) as db:
            return [row(r) for r in db.execute(sql)]
    except sqlite3.Error:
        return []


def header_rows(page: KnownPage) -> Iterable[tuple[str, str]]:
    """A known page's validators as response headers (for a 304 that repeats none)."""
    if page.etag:
        yield ("etag", page.etag)
    if page.last_modified:
        yield ("last-modified", page.last_modified)
