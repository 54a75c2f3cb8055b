"""Project files: what to crawl and how to analyze it (DAWeb paper §3, *Configuración*).

A project is a TOML file (documented key by key in ``docs/projects.md``)::

    schema = 1
    title = "Prensa digital"

    [[start]]
    url = "https://www.example.es/"
    output = "prensa"

    [crawl]
    cancelled = ["deportes", "re:/20[0-9]{2}/calendario/"]
    retrievers = 5

It is read with :mod:`tomllib` and validated here; every problem is reported as
``FILE:LINE: key = value: what is allowed`` in a :class:`ProjectError`. Files written by
older versions (lower ``schema``) are migrated on load. :func:`save_project` writes
atomically and, when the target file already exists, keeps its comments and layout
(tomlkit).
"""

from __future__ import annotations

import difflib
import math
import re
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import tomlkit

from analyzers.extract import MODES, missing_extractor
from analyzers.language import OTHER_LANGUAGES
from analyzers.lists import undecodable_line
from daweb.errors import BadInput, StorageError
from daweb.store.atomic import atomic_write
from daweb.validation import Problem, list_problems

#: The project-file layout this version writes. Older layouts are migrated by MIGRATIONS.
SCHEMA = 1

EXTRACTION_MODES = MODES  # "all", "main", "trafilatura" (an optional extra)
LIST_MODES = ("none", "stopwords", "keywords")
LANGUAGES = ("es", "en")

#: Keys allowed in each table, with defaults (``None`` = no default, required or special).
TOP_KEYS = ("schema", "title", "runs_dir", "start", "crawl", "analysis", "lists", "outputs",
            "segments", "duplicates", "reruns", "collocations", "regimes", "normalize",
            "filter", "sites")
START_KEYS = ("url", "enabled", "output")
#: The largest count a key "without an upper bound" accepts (pages, depths, frequencies).
MAX_WHOLE = 1_000_000_000


@dataclass(frozen=True)
class Bounds:
    """The allowed range of one numeric option: ``[low, high]``, ``high=None`` unbounded,
    ``open_low`` strictly above ``low`` (a timeout of 0 would never wait)."""

    low: float
    high: float | None
    open_low: bool = False


#: Every numeric option's range by ``table.key``: the one definition the loader checks and
#: the app's spin boxes are built from (copies in the dialogs drift).
BOUNDS: dict[str, Bounds] = {
    "crawl.retrievers": Bounds(1, 10),
    "crawl.retries": Bounds(0, 10),
    "crawl.connect_timeout": Bounds(0, 600, open_low=True),
    "crawl.read_timeout": Bounds(0, 3600, open_low=True),
    "crawl.download_timeout": Bounds(0, 86400, open_low=True),
    "crawl.delay": Bounds(0, 3600),
    "crawl.per_host": Bounds(1, 10),
    "crawl.max_pages": Bounds(0, None),
    "crawl.max_depth": Bounds(0, None),
    "crawl.max_duration": Bounds(0, None),  # seconds, or a text like "1h30m"; 0 = unlimited
    "analysis.profile_parts": Bounds(1, 100),
    "segments.min_len": Bounds(2, 10),
    "segments.max_len": Bounds(2, 10),
    "segments.min_freq": Bounds(1, None),
    "regimes.min_freq": Bounds(1, None),
    "collocations.window": Bounds(1, 10),
    "collocations.min_node_freq": Bounds(1, None),
    "collocations.min_freq": Bounds(1, None),
    "filter.tolerance": Bounds(0, 50),
    "duplicates.max_distance": Bounds(0, 16),
}


def spin_range(table: str, key: str, smallest: float) -> tuple[float, float]:
    """The range a spin box offers for ``table.key``: its :data:`BOUNDS`, ``smallest`` above
    an open lower bound and :data:`MAX_WHOLE` for no upper bound."""
    bounds = BOUNDS[f"{table}.{key}"]
    low = bounds.low + smallest if bounds.open_low else bounds.low
    return low, MAX_WHOLE if bounds.high is None else bounds.high
#: Endings of a word list file; any other file (``/etc/shadow``) is not read, so that no
#: message can quote its lines.
LIST_SUFFIXES = (".txt", ".tsv", ".lst")
CRAWL_DEFAULTS: dict[str, Any] = {
    "cancelled": [],
    "retrievers": 5,
    "retries": 2,
    "connect_timeout": 10.0,
    "read_timeout": 30.0,
    "download_timeout": 180.0,
    "delay": 1.0,
    "per_host": 1,
    "robots": True,
    "sitemaps": True,
    "feeds": True,
    "same_host_only": False,
    "refuse_private": False,
    "snapshots": True,
    "max_pages": 0,
    "max_depth": 0,
    "max_duration": 0,
    "user_agent": "",
}
ANALYSIS_DEFAULTS: dict[str, Any] = {
    "language": "es",
    "extraction": "main",
    "profile_parts": 10,
    "persist_cache": False,
    "lexicon": "",
    "disambiguate": True,
    "other_languages": "count",
}
LISTS_DEFAULTS: dict[str, Any] = {"mode": "none", "file": "", "entries": []}
OUTPUTS_DEFAULTS: dict[str, Any] = {
    "recognized": True,
    "unrecognized": True,
    "segments": True,
    "profiles": True,
    "collocations": False,
    "regimes": False,
}
SEGMENTS_DEFAULTS: dict[str, Any] = {
    "min_len": 2,
    "max_len": 5,
    "min_freq": 3,
    "drop_stopword_edges": False,
}
#: Collocations and prepositional regimes (issue 9; docs/collocations.md).
COLLOCATIONS_DEFAULTS: dict[str, Any] = {
    "window": 4,
    "by": "form",
    "nodes": "frequent",
    "min_node_freq": 10,
    "min_freq": 3,
}
REGIMES_DEFAULTS: dict[str, Any] = {"min_freq": 2}
COLLOCATION_UNITS = ("form", "lemma")
COLLOCATION_NODES = ("frequent", "keywords")
TABLE_DEFAULTS: dict[str, dict[str, Any]] = {
    "crawl": CRAWL_DEFAULTS,
    "analysis": ANALYSIS_DEFAULTS,
    "lists": LISTS_DEFAULTS,
    "outputs": OUTPUTS_DEFAULTS,
    "segments": SEGMENTS_DEFAULTS,
    "duplicates": {"detect": True, "count": False, "max_distance": 3},
    "reruns": {"only_changed": False},
    "collocations": COLLOCATIONS_DEFAULTS,
    "regimes": REGIMES_DEFAULTS,
    "normalize": {"output": "document", "sections": [], "translate": [], "append": [],
                  "ignore": []},
    "filter": {"criterion": "", "tolerance": 0, "inverse": False},
}
#: Keys of the ``[[sites]]`` tables and their ``index`` / ``links`` tables (docs/corpus.md).
RULE_KEYS = ("translate", "append", "ignore")
SITE_KEYS = ("name", "index") + RULE_KEYS
INDEX_KEYS = ("url", "links") + RULE_KEYS
LINK_KEYS = ("pattern",) + RULE_KEYS

_OUTPUT_NAME = re.compile(r"^[^\W_][\w.\-]*$")
_DURATION_PART = re.compile(r"(\d+(?:\.\d+)?)\s*(h|m|s)", re.IGNORECASE)
_SYNTAX_LINE = re.compile(r"\(at line (\d+), column (\d+)\)")


class ProjectError(BadInput, ValueError):
    """A project file cannot be used: ``details`` holds every :class:`Problem` (code, field,
    file and line), ``problems`` the same as ``FILE:LINE: …`` messages."""

    def __init__(self, details: list[Problem]) -> None:
        self.details = list(details)
        self.problems = [str(problem) for problem in self.details]
        super().__init__("\n".join(self.problems))


class ProjectSaveError(StorageError, OSError):
    """A project file could not be written (missing folder, read-only, full disk)."""


@dataclass
class StartAddress:
    """One start address (paper figure 10): where a crawl begins and which output it feeds."""

    url: str
    enabled: bool = True
    output: str = ""


@dataclass
class CrawlOptions:
    """How to fetch: see ``[crawl]`` in docs/projects.md. 0 means "unlimited" for the maxima."""

    cancelled: list[str] = field(default_factory=list)
    retrievers: int = 5
    retries: int = 2
    connect_timeout: float = 10.0
    read_timeout: float = 30.0
    #: Seconds one whole download may take, however slowly its bytes come (read_timeout
    #: bounds each wait only); docs/reliability.md.
    download_timeout: float = 180.0
    delay: float = 1.0
    per_host: int = 1  # requests at a time to one host (politeness)
    robots: bool = True
    sitemaps: bool = True
    #: Read start addresses that are RSS/Atom feeds, and the feeds start pages name with
    #: <link rel="alternate">: their items seed the crawl (docs/corpus.md, Feeds).
    feeds: bool = True
    same_host_only: bool = False
    refuse_private: bool = False  # refuse loopback/private addresses (shared installs)
    #: Keep every fetched page, headers and body, in the run folder's pages.warc.gz
    #: (daweb/archive.py), so the viewer can show it and ``daweb reanalyze`` can redo it.
    snapshots: bool = True
    max_pages: int = 0
    max_depth: int = 0
    max_duration: float = 0.0  # seconds
    user_agent: str = ""


@dataclass
class AnalysisOptions:
    """How to analyze: see ``[analysis]`` in docs/projects.md."""

    language: str = "es"
    extraction: str = "main"
    profile_parts: int = 10
    persist_cache: bool = False
    #: The project's lexicon, a TSV file relative to the project file; "" = none yet
    #: (a review's *known word* creates one: docs/neology.md).
    lexicon: str = ""
    disambiguate: bool = True  # one reading per occurrence (issue 18); false: context-free
    other_languages: str = "count"  # blocks in another language (analyzers/language.py)


@dataclass
class ListOptions:
    """Stopword or keyword list (paper figure 12): a file, inline entries, or both."""

    mode: str = "none"
    file: str = ""
    entries: list[str] = field(default_factory=list)


@dataclass
class OutputOptions:
    """Which results to deliver (paper §3): recognized, unrecognized, segments, profiles."""

    recognized: bool = True
    unrecognized: bool = True
    segments: bool = True
    profiles: bool = True
    collocations: bool = False  # issue 9: docs/collocations.md
    regimes: bool = False


@dataclass
class SegmentOptions:
    """Frequent word sequences (paper figure 13)."""

    min_len: int = 2
    max_len: int = 5
    min_freq: int = 3
    drop_stopword_edges: bool = False


@dataclass
class CollocationOptions:
    """Collocations (docs/collocations.md): window, unit, node words, minimum frequencies."""

    window: int = 4  # positions to each side
    by: str = "form"  # "form" or "lemma"
    nodes: str = "frequent"  # "frequent" (min_node_freq) or "keywords" (the [lists] list)
    min_node_freq: int = 10
    min_freq: int = 3


@dataclass
class RegimeOptions:
    """Prepositional regimes (docs/collocations.md)."""

    min_freq: int = 2


@dataclass
class NormalizeOptions:
    """Site rules and normalized documents, project level (``[normalize]``, docs/corpus.md).

    The rules here are the paper's top level, inherited by every ``[[sites]]`` table.
    """

    #: .SECTION files: "document" (one file per page) or "site" (one file per site).
    output: str = "document"
    #: Sections the analysis reads; [] = every translated section (appended ones left out).
    sections: list[str] = field(default_factory=list)
    #: translate rules: tables such as {tag = "texto", section = "CUERPO"}.
    translate: list[dict[str, str]] = field(default_factory=list)
    #: append rules: texts such as ".FECHA $DD$-$MM$-$YYYY$".
    append: list[str] = field(default_factory=list)
    #: Tags kept as they are inside a section, e.g. ["p", "br"].
    ignore: list[str] = field(default_factory=list)


@dataclass
class FilterOptions:
    """Boolean content filter applied before analysis (``[filter]``, docs/corpus.md)."""

    #: A criterion such as 'madrid and auxerre' or '"liga de campeones" and not fútbol';
    #: "" = no filter.
    criterion: str = ""
    #: Ancestor levels kept (or removed, inverse) around each deepest matching node.
    tolerance: int = 0
    #: Remove the matching nodes instead of keeping only them (the thesis' "ads" example).
    inverse: bool = False


@dataclass
class DuplicateOptions:
    """Exact and near-duplicate pages (docs/corpus.md, Duplicates; textbook §3.7)."""

    #: Look for pages repeating an earlier page of the run (text checksum, 64-bit simhash).
    detect: bool = True
    #: Count a duplicate page's words and segments anyway (it is still listed as one).
    count: bool = False
    #: Most fingerprint bits two near duplicates may differ in, 0–16 (0: exact copies
    #: only by text; 3: Manku, Jain & Das Sarma's value for 64-bit simhash).
    max_distance: int = 3


@dataclass
class RerunOptions:
    """Running a project again (docs/corpus.md, Re-runs; textbook §3.2.3)."""

    #: Revisit the previous run's pages with conditional requests and analyze only new or
    #: changed pages. Off: every run fetches and analyzes everything (its totals describe
    #: the whole site); new pages and new words are reported either way.
    only_changed: bool = False


@dataclass
class Project:
    """A DAWeb project: a title, start addresses and crawl/analysis options.

    ``path`` is the file the project was loaded from or last saved to (``None`` for a new,
    unsaved project); relative paths inside the project resolve against its folder.
    """

    title: str
    starts: list[StartAddress] = field(default_factory=list)
    crawl: CrawlOptions = field(default_factory=CrawlOptions)
    analysis: AnalysisOptions = field(default_factory=AnalysisOptions)
    lists: ListOptions = field(default_factory=ListOptions)
    outputs: OutputOptions = field(default_factory=OutputOptions)
    segments: SegmentOptions = field(default_factory=SegmentOptions)
    duplicates: DuplicateOptions = field(default_factory=DuplicateOptions)
    reruns: RerunOptions = field(default_factory=RerunOptions)
    collocations: CollocationOptions = field(default_factory=CollocationOptions)
    regimes: RegimeOptions = field(default_factory=RegimeOptions)
    normalize: NormalizeOptions = field(default_factory=NormalizeOptions)
    filter: FilterOptions = field(default_factory=FilterOptions)
    #: The validated ``[[sites]]`` tables (site descriptions, docs/corpus.md), as written.
    sites: list[dict[str, Any]] = field(default_factory=list)
    runs_dir: str = "runs"
    schema: int = SCHEMA
    path: Path | None = None

    # -- derived paths -------------------------------------------------------------------

    @property
    def base_dir(self) -> Path:
        """Folder that relative paths in the project resolve against."""
        return self.path.parent if self.path is not None else Path.cwd()

    def runs_path(self) -> Path:
        """Where this project's run folders go (``runs/`` beside the project file by default)."""
        return (self.base_dir / Path(self.runs_dir).expanduser()).resolve()

    def list_path(self) -> Path | None:
        """The stopword/keyword list file, resolved, or ``None`` when none is named."""
        if not self.lists.file:
            return None
        return (self.base_dir / Path(self.lists.file).expanduser()).resolve()

    def lexicon_path(self) -> Path | None:
        """The project's lexicon file, resolved, or ``None`` when none is named."""
        if not self.analysis.lexicon:
            return None
        return (self.base_dir / Path(self.analysis.lexicon).expanduser()).resolve()

    def enabled_starts(self) -> list[StartAddress]:
        """The start addresses a run will use (the paper lets users untick some)."""
        return [s for s in self.starts if s.enabled]

    def outputs_by_start(self) -> dict[str, str]:
        """Start URL -> output name, for the results writer's ``pages.output`` column."""
        return {s.url: s.output for s in self.starts}

    def require_runnable(self) -> None:
        """Raise :class:`ProjectError` unless a run can start (an enabled start address)."""
        if not self.enabled_starts() and not self.sites:
            where = str(self.path) if self.path else "(new project)"
            raise ProjectError([Problem(
                "start.none", "start", "no enabled start address; add a [[start]] table with "
                "url = \"https://…\" and enabled = true", file=where, shown="start")])

    # -- settings for the crawler and the analyzer ------------------------------------------

    def crawl_settings_dict(self) -> dict[str, Any]:
        """Plain crawl settings (0 limits become ``None`` = unlimited; "" agent = default)."""
        c = self.crawl
        return {
            "start_urls": [s.url for s in self.enabled_starts()],
            "cancelled": list(c.cancelled),
            "retrievers": c.retrievers,
            "retries": c.retries,
            "connect_timeout": c.connect_timeout,
            "read_timeout": c.read_timeout,
            "download_timeout": c.download_timeout,
            "delay": c.delay,
            "per_host_concurrency": c.per_host,
            "robots": c.robots,
            "sitemaps": c.sitemaps,
            "feeds": c.feeds,
            "same_host_only": c.same_host_only,
            "refuse_private": c.refuse_private,
            "max_pages": c.max_pages or None,
            "max_depth": c.max_depth or None,
            "max_duration": c.max_duration or None,
            "user_agent": c.user_agent or None,
            "keep_bodies": c.snapshots,  # only the run's WARC snapshot needs the raw bytes
        }

    def analysis_settings_dict(self) -> dict[str, Any]:
        """Plain analysis settings; ``list_file`` is an absolute path string or ``None``.

        Keys are the analyzer's names (``AnalysisConfig`` fields, which
        daweb/configuration.py passes on by name): one name inside for each option."""
        list_file = self.list_path()
        return {
            "language": self.analysis.language,
            "mode": self.analysis.extraction,
            "list_mode": self.lists.mode,
            "list_file": str(list_file) if list_file else None,
            "list_entries": list(self.lists.entries),
            "recognized": self.outputs.recognized,
            "unrecognized": self.outputs.unrecognized,
            "segments": self.outputs.segments,
            "profiles": self.outputs.profiles,
            "seg_min": self.segments.min_len,
            "seg_max": self.segments.max_len,
            "seg_min_freq": self.segments.min_freq,
            "seg_drop_stopword_edges": self.segments.drop_stopword_edges,
            "profile_parts": self.analysis.profile_parts,
            "persist_cache": self.analysis.persist_cache,
            "disambiguate": self.analysis.disambiguate,
            "other_languages": self.analysis.other_languages,
            "collocations": self.outputs.collocations,
            "regimes": self.outputs.regimes,
            "collocation_window": self.collocations.window,
            "collocation_by": self.collocations.by,
            "collocation_nodes": self.collocations.nodes,
            "collocation_min_node_freq": self.collocations.min_node_freq,
            "collocation_min_freq": self.collocations.min_freq,
            "regime_min_freq": self.regimes.min_freq,
        }

    # -- serialization --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The project as the plain nested dict its TOML file holds (every key written)."""
        return {
            "schema": SCHEMA,
            "title": self.title,
            "runs_dir": self.runs_dir,
            "start": [
                {"url": s.url, "enabled": s.enabled, "output": s.output} for s in self.starts
            ],
            "crawl": _dataclass_dict(self.crawl),
            "analysis": _dataclass_dict(self.analysis),
            "lists": _dataclass_dict(self.lists),
            "outputs": _dataclass_dict(self.outputs),
            "segments": _dataclass_dict(self.segments),
            "duplicates": _dataclass_dict(self.duplicates),
            "reruns": _dataclass_dict(self.reruns),
            "collocations": _dataclass_dict(self.collocations),
            "regimes": _dataclass_dict(self.regimes),
            "normalize": _dataclass_dict(self.normalize),
            "filter": _dataclass_dict(self.filter),
            "sites": [dict(site) for site in self.sites],
        }

    def to_toml(self) -> str:
        """A fresh, commented TOML text for this project (layout of docs/projects.md)."""
        return tomlkit.dumps(_fresh_document(self.to_dict()))


def _dataclass_dict(obj: Any) -> dict[str, Any]:
    """Shallow dict of a dataclass, copying lists so callers can't alias ours."""
    return {k: list(v) if isinstance(v, list) else v for k, v in vars(obj).items()}


def new_project(title: str, urls: list[str] | tuple[str, ...] = ()) -> Project:
    """A new project with default options and the given start addresses (all enabled).

    Raises :class:`ProjectError` when the title is empty or an address is not http(s).
    """
    project = Project(title=title, starts=[StartAddress(url=u) for u in urls])
    problems = [problem for problem in check_project(project)
                if problem.code == "title.empty" or problem.code.startswith("url.")]
    if problems:
        raise ProjectError(problems)
    return project


# =============================================================================================
# Migrations
# =============================================================================================

#: Path aliases a migration records: new key path -> the path it had in the file, so that
#: error messages still point at the line the user wrote.
Aliases = dict[tuple, tuple]


def _migrate_0_to_1(data: dict[str, Any], aliases: Aliases) -> dict[str, Any]:
    """Schema 0 (flat, pre-release) to 1 (tables).

    Schema 0 files had no ``schema`` key and flat keys: ``urls = [..]`` (all enabled, one
    output), ``cancelled``, ``threads``, ``delay``, ``language``, and a list file given as
    ``stopwords = "file"`` or ``keywords = "file"``.
    """
    out = dict(data)
    moves = {
        "cancelled": ("crawl", "cancelled"),
        "threads": ("crawl", "retrievers"),
        "delay": ("crawl", "delay"),
        "language": ("analysis", "language"),
    }
    for old, (table, key) in moves.items():
        if old in out:
            out.setdefault(table, {})
            if isinstance(out[table], dict):
                out[table] = dict(out[table])
                out[table][key] = out.pop(old)
                aliases[(table, key)] = (old,)
    if "urls" in out:
        urls = out.pop("urls")
        if isinstance(urls, list):
            out["start"] = list(out.get("start", [])) + [{"url": u} for u in urls]
            for i in range(len(urls)):
                aliases[("start", i)] = ("urls", i)
                aliases[("start", i, "url")] = ("urls", i)
        else:
            out["start"] = urls
            aliases[("start",)] = ("urls",)
    for mode in ("stopwords", "keywords"):
        if mode in out:
            lists = dict(out.get("lists", {}))
            lists["mode"] = mode
            lists["file"] = out.pop(mode)
            out["lists"] = lists
            aliases[("lists", "file")] = (mode,)
            aliases[("lists", "mode")] = (mode,)
    out["schema"] = 1
    return out


#: MIGRATIONS[n] turns a schema-n dict into a schema-(n+1) dict.
MIGRATIONS: dict[int, Callable[[dict[str, Any], Aliases], dict[str, Any]]] = {
    0: _migrate_0_to_1,
}


def migrate(data: dict[str, Any], aliases: Aliases | None = None) -> dict[str, Any]:
    """Bring a parsed project dict up to :data:`SCHEMA` (a file without ``schema`` is 0).

    The caller validates ``schema`` first; this assumes an int between 0 and SCHEMA.
    """
    aliases = {} if aliases is None else aliases
    version = data.get("schema", 0)
    while version < SCHEMA:
        data = MIGRATIONS[version](data, aliases)
        version += 1
        data["schema"] = version
    return data


# =============================================================================================
# Locating keys in the source text (tomllib gives no line numbers)
# =============================================================================================


def _split_dotted(name: str) -> tuple[str, ...]:
    """Split a TOML dotted key (``a."b.c".d``) into its parts."""
    parts, buf, quote = [], "", ""
    for ch in name.strip():
        if quote:
            if ch == quote:
                quote = ""
            else:
                buf += ch
        elif ch in "\"'":
            quote = ch
        elif ch == ".":
            parts.append(buf.strip())
            buf = ""
        else:
            buf += ch
    parts.append(buf.strip())
    return tuple(parts)


_SIMPLE_KEY = r"""(?:[A-Za-z0-9_\-]+|"[^"]*"|'[^']*')"""
_KEY_LINE = re.compile(rf"^\s*({_SIMPLE_KEY}(?:\s*\.\s*{_SIMPLE_KEY})*)\s*=")


class _Locator:
    """Maps key paths such as ``("crawl", "retrievers")`` or ``("start", 2, "url")`` to lines."""

    def __init__(self, source: str, aliases: Aliases | None = None) -> None:
        self.lines = source.splitlines()
        self.aliases = aliases if aliases is not None else {}  # filled in by migrate()
        self.where: dict[tuple, int] = {}
        self._scan()

    def _scan(self) -> None:
        """Record the line of every table header and every ``key =`` line."""
        table: tuple = ()
        aot: dict[tuple, int] = {}
        in_multiline = ""
        for lineno, raw in enumerate(self.lines, 1):
            if in_multiline:
                if raw.count(in_multiline) % 2 == 1:
                    in_multiline = ""
                continue
            stripped = raw.strip()
            if stripped.startswith("[["):
                parts = _split_dotted(stripped[2:stripped.find("]]")])
                aot[parts] = aot.get(parts, -1) + 1
                table = parts + (aot[parts],)
                self.where.setdefault(parts, lineno)
                self.where[table] = lineno
            elif stripped.startswith("["):
                table = _split_dotted(stripped[1:stripped.find("]")])
                self.where.setdefault(table, lineno)
            else:
                m = _KEY_LINE.match(raw)
                if m:
                    self.where.setdefault(table + _split_dotted(m.group(1)), lineno)
                for delim in ('"""', "'''"):
                    if raw.count(delim) % 2 == 1:
                        in_multiline = delim

    def line(self, path: tuple, value: Any = None) -> int:
        """Best line for ``path``: the key itself, else its value's line, else its parent."""
        for k in range(len(path), 0, -1):
            if path[:k] in self.aliases:
                path = self.aliases[path[:k]] + path[k:]
                break
        if path in self.where:
            return self.where[path]
        for k in range(len(path) - 1, 0, -1):
            if path[:k] in self.where:
                start = self.where[path[:k]]
                if isinstance(value, str) and value:
                    # Array elements and inline tables: find the literal after the key.
                    needle = _fmt(value)
                    for offset, text in enumerate(self.lines[start - 1:start + 500]):
                        if needle in text or f"'{value}'" in text:
                            return start + offset
                return start
        return 1


# =============================================================================================
# Validation
# =============================================================================================


def _fmt(value: Any) -> str:
    """A value the way TOML writes it, for messages (``true``, ``"text"``, ``12``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        inner = ", ".join(_fmt(v) for v in value[:4])
        return f"[{inner}{', …' if len(value) > 4 else ''}]"
    if isinstance(value, dict):
        return "{…}"
    return str(value)


def _url_problem(url: Any) -> tuple[str, str] | None:
    """Why ``url`` cannot be a start address as (code, message), or ``None`` when fine."""
    if not isinstance(url, str) or not url.strip():
        return "url.empty", "an address is required, e.g. \"https://www.example.es/\""
    if any(ch.isspace() for ch in url.strip()):
        return "url.space", "contains a space; write it as %20 or remove it"
    try:
        parts = urlsplit(url.strip())
        _ = parts.port  # raises ValueError on a bad port
    except ValueError as exc:
        return "url.invalid", f"not a valid address ({exc})"
    if parts.scheme.lower() not in ("http", "https"):
        got = f" (got {parts.scheme}:)" if parts.scheme else ""
        return "url.scheme", f"must start with http:// or https://{got}"
    if not parts.hostname:
        return "url.no-host", "has no host name, e.g. \"https://www.example.es/\""
    return None


def _parse_duration(value: Any) -> float | None:
    """Seconds from a number or a string like ``"1h30m"``, ``"90s"``; ``None`` if invalid."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        low = BOUNDS["crawl.max_duration"].low
        return float(value) if value >= low and math.isfinite(value) else None
    if isinstance(value, str):
        text = value.strip().replace(" ", "")
        if not text:
            return None
        matched = "".join(m.group(0) for m in _DURATION_PART.finditer(text))
        if matched != text:
            return None
        scale = {"h": 3600, "m": 60, "s": 1}
        return sum(float(m.group(1)) * scale[m.group(2).lower()]
                   for m in _DURATION_PART.finditer(text))
    return None


class _Checker:
    """Validates a migrated project dict, collecting ``FILE:LINE: key = value: …`` problems."""

    def __init__(self, filename: str, locator: _Locator) -> None:
        self.filename = filename
        self.locator = locator
        self.problems: list[Problem] = []

    def problem(self, code: str, path: tuple, value: Any, message: str, *,
                show_value: bool = True, **args: Any) -> None:
        """Record one problem (stable ``code``, docs/projects.md) about the key at ``path``;
        ``args`` are the values a translated message needs."""
        line = self.locator.line(path, value)
        key = next((p for p in reversed(path) if isinstance(p, str)), "?")
        self.problems.append(Problem(
            code, ".".join(str(part + 1) if isinstance(part, int) else part for part in path),
            message, file=self.filename, line=line,
            shown=f"{key} = {_fmt(value)}" if show_value else key,
            args=tuple((name, str(v)) for name, v in args.items())))

    def whole_file(self, code: str, message: str, line: int = 1, **args: Any) -> None:
        """Record a problem of the file as a whole (syntax, encoding, a missing title)."""
        self.problems.append(Problem(code, "", message, file=self.filename, line=line,
                                     args=tuple((name, str(v)) for name, v in args.items())))

    # -- typed getters: return the default (and record a problem) when the value is wrong ---

    def integer(self, table: dict, path: tuple) -> int:
        """A whole number in the option's :data:`BOUNDS` (``high=None``: no upper bound)."""
        bounds = BOUNDS[".".join(path)]
        low, high = int(bounds.low), None if bounds.high is None else int(bounds.high)
        value = table.get(path[-1], _default_for(path))
        allowed = f"between {low} and {high}" if high is not None else f"{low} or more"
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem("integer.type", path, value, f"must be a whole number {allowed}",
                         low=low, high=high if high is not None else MAX_WHOLE)
            return _default_for(path)
        if value < low or (high is not None and value > high):
            self.problem("integer.range", path, value, f"must be {allowed}",
                         low=low, high=high if high is not None else MAX_WHOLE)
            return _default_for(path)
        if high is None and value > MAX_WHOLE:  # e.g. 99999999999999999999: a typo
            self.problem("integer.too-large", path, value, f"is too large: at most {MAX_WHOLE}",
                         high=MAX_WHOLE)
            return _default_for(path)
        return value

    def number(self, table: dict, path: tuple) -> float:
        """A finite number in the option's :data:`BOUNDS` (``open_low``: strictly above)."""
        bounds = BOUNDS[".".join(path)]
        low, high, open_low = bounds.low, bounds.high or math.inf, bounds.open_low
        value = table.get(path[-1], _default_for(path))
        allowed = f"more than {low:g} and at most {high:g}" if open_low else \
            f"between {low:g} and {high:g}"
        ok = not isinstance(value, bool) and isinstance(value, int | float) and \
            math.isfinite(value)
        if not ok:
            self.problem("number.type", path, value, f"must be a number (seconds) {allowed}",
                         low=f"{low:g}", high=f"{high:g}", above="1" if open_low else "")
            return float(_default_for(path))
        if value < low or value > high or (open_low and value == low):
            self.problem("number.range", path, value, f"must be {allowed}",
                         low=f"{low:g}", high=f"{high:g}", above="1" if open_low else "")
            return float(_default_for(path))
        return float(value)

    def boolean(self, table: dict, path: tuple) -> bool:
        """``true`` or ``false`` (TOML booleans only, not 0/1 or "yes")."""
        value = table.get(path[-1], _default_for(path))
        if not isinstance(value, bool):
            self.problem("boolean.type", path, value, "must be true or false")
            return bool(_default_for(path))
        return value

    def string(self, table: dict, path: tuple, *, choices: tuple[str, ...] = ()) -> str:
        """A text, one of ``choices`` when given."""
        value = table.get(path[-1], _default_for(path))
        if not isinstance(value, str):
            what = "one of " + ", ".join(_fmt(c) for c in choices) if choices else "a text"
            self.problem("text.type", path, value, f"must be {what} in quotes")
            return _default_for(path)
        if choices and value not in choices:
            self.problem("text.choice",
                path, value, "must be one of " + ", ".join(_fmt(c) for c in choices),
                choices=", ".join(_fmt(c) for c in choices))
            return _default_for(path)
        return value

    def string_list(self, table: dict, path: tuple) -> list[tuple[int, str]]:
        """The text entries of a list as (index, text) pairs; other entries are problems."""
        value = table.get(path[-1], _default_for(path))
        if not isinstance(value, list):
            self.problem("list.type", path, value, "must be a list of texts, e.g. [\"deportes\"]")
            return []
        good = []
        for i, item in enumerate(value):
            if not isinstance(item, str):
                self.problem("list.entry-type",
                    path + (i,), item, "every entry must be a text in quotes")
            else:
                good.append((i, item))
        return good

    def unknown_keys(self, table: dict, allowed: tuple[str, ...], prefix: tuple,
                     where: str) -> None:
        """Unknown keys are errors, with a "did you mean" hint (difflib)."""
        for key in table:
            if key in allowed:
                continue
            hint = difflib.get_close_matches(key, allowed, n=1, cutoff=0.6)
            home = [t for t, d in TABLE_DEFAULTS.items() if key in d]
            if hint:
                advice = f"did you mean \"{hint[0]}\"?"
            elif home:
                advice = f"it belongs in the [{home[0]}] table"
            else:
                advice = "allowed keys: " + ", ".join(allowed)
            self.problem("key.unknown", prefix + (key,), table[key],
                         f"unknown key in {where}; {advice}", show_value=False,
                         suggestion=hint[0] if hint else "",
                         table=home[0] if home and not hint else "",
                         allowed=", ".join(allowed))

    def table(self, data: dict, name: str) -> dict:
        """The sub-table ``name`` (empty when absent; a problem when not a table)."""
        value = data.get(name, {})
        if not isinstance(value, dict):
            self.problem("table.type",
                (name,), value, f"must be a table: write [{name}] on its own line", table=name)
            return {}
        return value


def _default_for(path: tuple) -> Any:
    """Default value of a key path such as ``("crawl", "retrievers")``."""
    defaults = TABLE_DEFAULTS.get(path[0], {})
    return defaults.get(path[-1])


def _check(data: dict[str, Any], check: _Checker, path: Path | None, *, files: bool = True
           ) -> Project:
    """Validate a migrated dict and build the :class:`Project` (problems go to ``check``;
    ``files=False``: the project's lexicon is not read)."""
    check.unknown_keys(data, TOP_KEYS, (), "the top level")

    title = data.get("title")
    if title is None:
        check.whole_file("title.missing",
                         "title: missing; add a line such as title = \"My project\"")
        title = ""
    elif not isinstance(title, str) or not title.strip():
        check.problem("title.empty",
            ("title",), title, "the title is required: a non-empty text in quotes")
        title = title if isinstance(title, str) else ""

    runs_dir = data.get("runs_dir", "runs")
    if not isinstance(runs_dir, str) or not runs_dir.strip():
        check.problem("runs-dir.invalid",
            ("runs_dir",), runs_dir, "must be a folder path in quotes, e.g. \"runs\"")
        runs_dir = "runs"

    project = Project(title=title, runs_dir=runs_dir, path=path)
    project.starts = list(_check_starts(data, check))
    project.crawl = _check_crawl(check.table(data, "crawl"), check)
    project.analysis = _check_analysis(check.table(data, "analysis"), check)
    _check_lexicon(project, check, files)
    project.lists = _check_lists(check.table(data, "lists"), check, project)
    project.outputs = _check_outputs(check.table(data, "outputs"), check)
    project.segments = _check_segments(check.table(data, "segments"), check)
    project.duplicates = _check_duplicates(check.table(data, "duplicates"), check)
    project.reruns = _check_reruns(check.table(data, "reruns"), check)
    project.collocations = _check_collocations(check.table(data, "collocations"), check,
                                               project)
    project.regimes = _check_regimes(check.table(data, "regimes"), check)
    project.filter = _check_filter(check.table(data, "filter"), check)
    project.normalize = _check_normalize(check.table(data, "normalize"), check)
    project.sites = _check_sites(data, check, project.normalize)
    return project


def _check_duplicates(table: dict, check: _Checker) -> DuplicateOptions:
    """Validate ``[duplicates]``: detect, count, max_distance 0–16."""
    check.unknown_keys(table, tuple(TABLE_DEFAULTS["duplicates"]), ("duplicates",),
                       "[duplicates]")
    p = ("duplicates",)
    return DuplicateOptions(detect=check.boolean(table, p + ("detect",)),
                            count=check.boolean(table, p + ("count",)),
                            max_distance=check.integer(table, p + ("max_distance",)))


def _check_reruns(table: dict, check: _Checker) -> RerunOptions:
    """Validate ``[reruns]``: only_changed."""
    check.unknown_keys(table, tuple(TABLE_DEFAULTS["reruns"]), ("reruns",), "[reruns]")
    return RerunOptions(only_changed=check.boolean(table, ("reruns", "only_changed")))


def _check_starts(data: dict, check: _Checker) -> Iterator[StartAddress]:
    """Validate ``[[start]]`` tables: url (http/https, host), enabled, output name."""
    starts = data.get("start", [])
    if not isinstance(starts, list):
        check.problem("start.type",
            ("start",), starts, "write each start address as a [[start]] table "
                      "with url = \"https://…\"")
        return
    seen: dict[str, int] = {}
    for i, entry in enumerate(starts):
        base = ("start", i)
        if isinstance(entry, str):  # tolerate start = ["https://…"]
            entry = {"url": entry}
        if not isinstance(entry, dict):
            check.problem("start.type",
                base + ("url",), entry, f"start address {i + 1}: must be a table "
                          "with url = \"https://…\"", number=i + 1)
            continue
        check.unknown_keys(entry, START_KEYS, base, f"start address {i + 1}")
        url = entry.get("url")
        bad = _url_problem(url)
        if bad:
            check.problem(bad[0], base + ("url",), url if url is not None else "",
                          f"start address {i + 1}: {bad[1]}")
            continue
        url = url.strip()
        if url in seen:
            check.problem("start.repeated", base + ("url",), url,
                          f"start address {i + 1}: repeats start address {seen[url]}",
                          first=seen[url])
            continue
        seen[url] = i + 1
        enabled = entry.get("enabled", True)
        if not isinstance(enabled, bool):
            check.problem("boolean.type", base + ("enabled",), enabled, "must be true or false")
            enabled = True
        output = entry.get("output", "")
        if not isinstance(output, str) or (output and not _OUTPUT_NAME.match(output)):
            check.problem("start.output", base + ("output",), output,
                          "must be an output name: a letter or digit, then letters, digits, "
                          "'-', '_' or '.', no slashes (\"\" = the run's main output)")
            output = ""
        yield StartAddress(url=url, enabled=enabled, output=output)


def _check_crawl(table: dict, check: _Checker) -> CrawlOptions:
    """Validate the ``[crawl]`` table."""
    check.unknown_keys(table, tuple(CRAWL_DEFAULTS), ("crawl",), "[crawl]")
    p = ("crawl",)
    cancelled = []
    for i, fragment in check.string_list(table, p + ("cancelled",)):
        if not fragment.strip():
            check.problem("cancelled.empty", p + ("cancelled", i), fragment,
                          "an empty fragment would cancel every address; remove it")
        elif fragment.startswith("re:"):
            try:
                re.compile(fragment[3:])
            except re.error as exc:
                check.problem("cancelled.regex", p + ("cancelled", i), fragment,
                              f"not a valid regular expression after 're:' ({exc})",
                              error=exc)
            else:
                cancelled.append(fragment)
        else:
            cancelled.append(fragment)
    duration = table.get("max_duration", 0)
    seconds = _parse_duration(duration)
    if seconds is None:
        check.problem("duration.invalid", p + ("max_duration",), duration,
                      "must be seconds (0 = unlimited) or a text like \"2h\", \"1h30m\", \"90s\"")
        seconds = 0.0
    agent = check.string(table, p + ("user_agent",))
    if any(ch in agent for ch in "\r\n"):
        check.problem("user-agent.lines", p + ("user_agent",), agent, "must be a single line")
        agent = ""
    return CrawlOptions(
        cancelled=cancelled,
        retrievers=check.integer(table, p + ("retrievers",)),
        retries=check.integer(table, p + ("retries",)),
        connect_timeout=check.number(table, p + ("connect_timeout",)),
        read_timeout=check.number(table, p + ("read_timeout",)),
        download_timeout=check.number(table, p + ("download_timeout",)),
        delay=check.number(table, p + ("delay",)),
        per_host=check.integer(table, p + ("per_host",)),
        robots=check.boolean(table, p + ("robots",)),
        sitemaps=check.boolean(table, p + ("sitemaps",)),
        feeds=check.boolean(table, p + ("feeds",)),
        same_host_only=check.boolean(table, p + ("same_host_only",)),
        refuse_private=check.boolean(table, p + ("refuse_private",)),
        snapshots=check.boolean(table, p + ("snapshots",)),
        max_pages=check.integer(table, p + ("max_pages",)),
        max_depth=check.integer(table, p + ("max_depth",)),
        max_duration=seconds,
        user_agent=agent,
    )


def _check_analysis(table: dict, check: _Checker) -> AnalysisOptions:
    """Validate the ``[analysis]`` table."""
    check.unknown_keys(table, tuple(ANALYSIS_DEFAULTS), ("analysis",), "[analysis]")
    p = ("analysis",)
    extraction = check.string(table, p + ("extraction",), choices=EXTRACTION_MODES)
    if (missing := missing_extractor(extraction)) is not None:
        check.problem("extraction.missing", p + ("extraction",), extraction, missing,
                      detail=missing)
    return AnalysisOptions(
        language=check.string(table, p + ("language",), choices=LANGUAGES),
        extraction=extraction,
        profile_parts=check.integer(table, p + ("profile_parts",)),
        persist_cache=check.boolean(table, p + ("persist_cache",)),
        lexicon=check.string(table, p + ("lexicon",)),
        disambiguate=check.boolean(table, p + ("disambiguate",)),
        other_languages=check.string(table, p + ("other_languages",),
                                     choices=OTHER_LANGUAGES),
    )


def _check_lexicon(project: Project, check: _Checker, files: bool) -> None:
    """The project's lexicon (``[analysis] lexicon``): a readable TSV lexicon when it exists,
    else a file the first *known word* decision can create (its folder exists)."""
    from analyzers.lexicon_sources import LexiconError, load_tsv_lexicon

    path = project.lexicon_path()
    if path is None:
        return
    where = ("analysis", "lexicon")
    if path.is_file():
        if not files:
            return
        try:
            load_tsv_lexicon(path, "user")
        except (LexiconError, OSError, UnicodeDecodeError) as exc:
            check.problem("lexicon.invalid", where, project.analysis.lexicon,
                          f"{exc}; fix the line (form<TAB>lemma<TAB>UPOS) or remove it",
                          detail=exc)
    elif not path.parent.is_dir():
        check.problem("lexicon.no-folder", where, project.analysis.lexicon,
                      f"no such folder: {path.parent} (paths are relative to the project file)",
                      folder=path.parent)


def _check_lists(table: dict, check: _Checker, project: Project) -> ListOptions:
    """Validate ``[lists]``: mode, and a file (relative to the project) or inline entries."""
    check.unknown_keys(table, tuple(LISTS_DEFAULTS), ("lists",), "[lists]")
    p = ("lists",)
    options = ListOptions(
        mode=check.string(table, p + ("mode",), choices=LIST_MODES),
        file=check.string(table, p + ("file",)),
        entries=[entry for _, entry in check.string_list(table, p + ("entries",))],
    )
    project.lists = options
    if options.mode != "none" and not options.file and not options.entries:
        check.problem("lists.missing", p + ("mode",), options.mode,
                      "a list mode needs a list: set file = \"list.txt\" (relative to the "
                      "project file) or entries = [\"…\"], or use mode = \"none\"")
    if options.file:
        resolved = project.list_path()
        if resolved is not None and resolved.suffix.lower() not in LIST_SUFFIXES:
            check.problem("lists.suffix", p + ("file",), options.file,
                          f"a word list is a {', '.join(LIST_SUFFIXES)} file (UTF-8 text, one "
                          f"entry a line); {resolved.name} is not read",
                          suffixes=", ".join(LIST_SUFFIXES), name=resolved.name)
            options.file = ""
        elif resolved is not None and not resolved.is_file():
            check.problem("lists.no-file", p + ("file",), options.file,
                          f"no such file: {resolved} (paths are relative to the project file)",
                          file=resolved)
    return options


def _check_outputs(table: dict, check: _Checker) -> OutputOptions:
    """Validate ``[outputs]``: four booleans."""
    check.unknown_keys(table, tuple(OUTPUTS_DEFAULTS), ("outputs",), "[outputs]")
    return OutputOptions(**{k: check.boolean(table, ("outputs", k)) for k in OUTPUTS_DEFAULTS})


def _check_segments(table: dict, check: _Checker) -> SegmentOptions:
    """Validate ``[segments]``: lengths 2–10 with min_len ≤ max_len, min_freq ≥ 1."""
    check.unknown_keys(table, tuple(SEGMENTS_DEFAULTS), ("segments",), "[segments]")
    p = ("segments",)
    options = SegmentOptions(
        min_len=check.integer(table, p + ("min_len",)),
        max_len=check.integer(table, p + ("max_len",)),
        min_freq=check.integer(table, p + ("min_freq",)),
        drop_stopword_edges=check.boolean(table, p + ("drop_stopword_edges",)),
    )
    if options.min_len > options.max_len:
        check.problem("segments.order", p + ("max_len",), options.max_len,
                      f"must be at least min_len ({options.min_len})",
                      min_len=options.min_len)
    return options


def _check_regimes(table: dict, check: _Checker) -> RegimeOptions:
    """Validate ``[regimes]``: min_freq ≥ 1."""
    check.unknown_keys(table, tuple(REGIMES_DEFAULTS), ("regimes",), "[regimes]")
    return RegimeOptions(min_freq=check.integer(table, ("regimes", "min_freq")))


def _check_collocations(table: dict, check: _Checker, project: Project) -> CollocationOptions:
    """Validate ``[collocations]``: window 1–10, unit, node words (keywords need a list)."""
    check.unknown_keys(table, tuple(COLLOCATIONS_DEFAULTS), ("collocations",),
                       "[collocations]")
    p = ("collocations",)
    options = CollocationOptions(
        window=check.integer(table, p + ("window",)),
        by=check.string(table, p + ("by",), choices=COLLOCATION_UNITS),
        nodes=check.string(table, p + ("nodes",), choices=COLLOCATION_NODES),
        min_node_freq=check.integer(table, p + ("min_node_freq",)),
        min_freq=check.integer(table, p + ("min_freq",)),
    )
    if options.nodes == "keywords" and project.lists.mode != "keywords":
        check.problem("collocations.keywords", p + ("nodes",), options.nodes,
                      "the node words come from the keyword list: set [lists] mode = "
                      "\"keywords\" with a file or entries, or use nodes = \"frequent\"")
    return options


def _check_filter(table: dict, check: _Checker) -> FilterOptions:
    """Validate ``[filter]``: a criterion the content filter can parse, tolerance 0–50."""
    from analyzers.content_filter import CriterionError, parse_criterion

    check.unknown_keys(table, tuple(TABLE_DEFAULTS["filter"]), ("filter",), "[filter]")
    p = ("filter",)
    options = FilterOptions(
        criterion=check.string(table, p + ("criterion",)),
        tolerance=check.integer(table, p + ("tolerance",)),
        inverse=check.boolean(table, p + ("inverse",)),
    )
    if options.criterion.strip():
        try:
            parse_criterion(options.criterion)
        except CriterionError as exc:
            check.problem("filter.criterion", p + ("criterion",), options.criterion,
                          f"position {exc.position}: {exc.reason}", position=exc.position,
                          reason=exc.reason)
            options.criterion = ""
    return options


def _check_normalize(table: dict, check: _Checker) -> NormalizeOptions:
    """Validate ``[normalize]``: output layout, analyzed sections, project-level rules."""
    check.unknown_keys(table, tuple(TABLE_DEFAULTS["normalize"]), ("normalize",),
                       "[normalize]")
    p = ("normalize",)
    options = NormalizeOptions(
        output=check.string(table, p + ("output",), choices=("document", "site")),
        sections=[name.strip().removeprefix(".")
                  for _, name in check.string_list(table, p + ("sections",))],
    )
    options.translate, options.append, options.ignore = _check_rules(table, p, check)
    return options


def _check_rules(table: dict, path: tuple, check: _Checker
                 ) -> tuple[list[dict[str, str]], list[str], list[str]]:
    """Validate the translate / append / ignore rules of one level (docs/corpus.md)."""
    from analyzers.normalizer import append_problem, translate_problem

    translate = table.get("translate", [])
    good: list[dict[str, str]] = []
    if not isinstance(translate, list):
        check.problem("rules.type",
            path + ("translate",), translate, "must be a list of rule tables, e.g. "
                      "[{ tag = \"texto\", section = \"CUERPO\" }]")
    else:
        for j, rule in enumerate(translate):
            problem = translate_problem(rule)
            if problem:
                shown = next((v for v in rule.values() if isinstance(v, str)), rule) \
                    if isinstance(rule, dict) else rule
                check.problem("rules.translate",
                    path + ("translate",), shown, f"rule {j + 1}: {problem}", number=j + 1,
                    detail=problem)
            else:
                good.append(dict(rule))
    append = []
    for j, line in _rule_list(table, path + ("append",), check):
        problem = append_problem(line)
        if problem:
            check.problem("rules.append", path + ("append", j), line, problem, detail=problem)
        else:
            append.append(line)
    ignore = []
    for j, tag in _rule_list(table, path + ("ignore",), check):
        if not re.match(r"^[A-Za-z][A-Za-z0-9\-]*$", tag.strip()):
            check.problem("rules.ignore",
                path + ("ignore", j), tag, "must be a tag name such as \"p\" or \"br\"")
        else:
            ignore.append(tag)
    return good, append, ignore


def _rule_list(table: dict, path: tuple, check: _Checker) -> list[tuple[int, str]]:
    """The texts of an append/ignore list; absent means empty at every level."""
    return check.string_list(table, path) if path[-1] in table else []


def _check_sites(data: dict, check: _Checker, normalize: NormalizeOptions
                 ) -> list[dict[str, Any]]:
    """Validate the ``[[sites]]`` tables: names, index pages, link patterns, rules.

    Nested ``[[sites.index]]`` and ``[[sites.index.links]]`` headers are numbered by the
    locator across the whole file, hence the running counters for the message lines.
    """
    from analyzers.normalizer import index_url_problem, pattern_problem

    sites = data.get("sites", [])
    if not isinstance(sites, list) or not all(isinstance(s, dict) for s in sites):
        check.problem("sites.type",
            ("sites",), sites, "write each site as a [[sites]] table with a name "
                      "and [[sites.index]] tables")
        return []
    good: list[dict[str, Any]] = []
    names: dict[str, int] = {}
    urls: dict[str, int] = {}
    n_index = n_links = 0
    for i, site in enumerate(sites):
        base = ("sites", i)
        problems = len(check.problems)
        check.unknown_keys(site, SITE_KEYS, base, f"site {i + 1}")
        name = site.get("name")
        if not isinstance(name, str) or not name.strip():
            check.problem("sites.name", base + ("name",), name if name is not None else "",
                          f"site {i + 1}: needs name = \"…\" (it names its output file)",
                          number=i + 1)
        elif name.strip().lower() in names:
            check.problem("sites.repeated", base + ("name",), name,
                          f"site {i + 1}: repeats the name of site {names[name.strip().lower()]}",
                          number=i + 1, first=names[name.strip().lower()])
        else:
            names[name.strip().lower()] = i + 1
        _check_rules(site, base, check)
        pages = site.get("index", [])
        if not isinstance(pages, list) or not pages:
            check.problem("sites.index",
                base + ("index",), pages if pages else "", f"site {i + 1}: needs "
                          "at least one [[sites.index]] table with url = \"…\" and links",
                          number=i + 1)
            pages = []
        for page in pages:
            where = ("sites", "index", n_index)
            n_index += 1
            if not isinstance(page, dict):
                check.problem("sites.index-type",
                    where, page, "an index page is a table with url and links")
                continue
            check.unknown_keys(page, INDEX_KEYS, where, "an index page")
            url = page.get("url")
            problem = index_url_problem(url)
            if problem:
                check.problem("sites.index-url",
                    where + ("url",), url if url is not None else "", problem, detail=problem)
            elif url.strip() in urls:
                check.problem("sites.index-repeated",
                    where + ("url",), url, f"repeats an index page of site "
                              f"{urls[url.strip()]}", first=urls[url.strip()])
            else:
                urls[url.strip()] = i + 1
            _check_rules(page, where, check)
            links = page.get("links", [])
            if not isinstance(links, list) or not links:
                check.problem("sites.links",
                    where + ("links",), url or "", "an index page needs at least "
                              "one [[sites.index.links]] table with pattern = \"…\"")
                links = []
            for link in links:
                lwhere = ("sites", "index", "links", n_links)
                n_links += 1
                if not isinstance(link, dict):
                    check.problem("sites.link-type",
                        lwhere, link, "a link pattern is a table with pattern = …")
                    continue
                check.unknown_keys(link, LINK_KEYS, lwhere, "a link pattern")
                problem = pattern_problem(link.get("pattern"))
                if problem:
                    check.problem("sites.pattern",
                        lwhere + ("pattern",), link.get("pattern", ""), problem, detail=problem)
                _check_rules(link, lwhere, check)
        if len(check.problems) == problems:
            good.append(site)
    produced = _check_site_sections(good, normalize, check)
    for j, name in enumerate(normalize.sections):
        if good and len(good) == len(sites) and name not in produced:
            check.problem("normalize.section",
                ("normalize", "sections", j), name, "no rule produces this section; "
                          "sections: " + ", ".join(sorted(produced)),
                          sections=", ".join(sorted(produced)))
    return good


def _check_site_sections(sites: list[dict[str, Any]], normalize: NormalizeOptions,
                         check: _Checker) -> set[str]:
    """Every link pattern must inherit at least one translate rule; return section names."""
    from analyzers.normalizer import Rules, Site

    produced: set[str] = set()
    top = Rules.from_table(vars(normalize))
    for site in (Site.from_table(table) for table in sites):
        for page in site.index:
            for link in page.links:
                rules = top.under(site.rules).under(page.rules).under(link.rules)
                produced.update(rules.sections())
                if not rules.translate:
                    check.problem("sites.no-translate",
                        ("sites",), site.name, f"site {site.name!r}, link pattern "
                                  f"{link.pattern!r}: no translate rule applies (at the "
                                  "project, the site, the index page or the pattern), so its "
                                  "documents would have no text", site=site.name,
                                  pattern=link.pattern)
    return produced


# =============================================================================================
# Loading and saving
# =============================================================================================


def check_project(project: Project, *, files: bool = True) -> list[Problem]:
    """Every problem of ``project`` as it is in memory (see :func:`daweb.validation.validate`):
    the project file's rules, then the entries of its word list, file or inline."""
    source = ""
    if files and project.path is not None and project.path.is_file():
        try:  # lines point into the file a save would update
            source = project.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            source = ""
    check = _Checker(str(project.path) if project.path else "(new project)", _Locator(source))
    _check(project.to_dict(), check, project.path, files=files)
    if project.lists.mode != "none" and not check.problems:
        _check_list_entries(project, check, files)
    return sorted(check.problems, key=lambda problem: problem.line)


def _check_list_entries(project: Project, check: _Checker, files: bool) -> None:
    """The stopword/keyword list's entries, as the analyzer will read them: a file's
    problems name the list file and its line, inline entries the project's line."""
    from analyzers.lists import parse_entry

    path = project.list_path()
    if path is not None and files:
        check.problems.extend(list_problems(path))
    for j, entry in enumerate(project.lists.entries):
        if not entry.split("#", 1)[0].strip():
            continue
        try:
            parse_entry(entry.split("#", 1)[0])
        except ValueError as exc:
            check.problem("list.entry", ("lists", "entries", j), entry, str(exc),
                          reason=exc, entry=entry.strip())


def parse_project(source: str, filename: str = "<project>", path: Path | None = None
                  ) -> Project:
    """Parse and validate project TOML text; ``filename`` is used in messages."""
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as exc:
        m = _SYNTAX_LINE.search(str(exc))
        line = int(m.group(1)) if m else 1
        reason = _SYNTAX_LINE.sub("", str(exc)).strip()
        column = f" at column {m.group(2)}" if m else ""
        lines = source.splitlines()
        text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        detail = f"{reason}" + (f": {text}" if text else "")
        raise ProjectError([Problem("toml.syntax", "", f"TOML syntax error{column}: {detail}",
                                    file=filename, line=line,
                                    args=(("detail", detail),))]) from None
    aliases: Aliases = {}
    check = _Checker(filename, _Locator(source, aliases))
    schema = data.get("schema", 0)
    if isinstance(schema, bool) or not isinstance(schema, int) or schema < 0:
        check.problem("schema.invalid",
            ("schema",), schema, f"must be a whole number from 0 to {SCHEMA}", high=SCHEMA)
        raise ProjectError(check.problems)
    if schema > SCHEMA:
        check.problem("schema.newer",
            ("schema",), schema, f"this file was written by a newer DAWeb; this "
                      f"version reads schema 0 to {SCHEMA}: upgrade DAWeb", high=SCHEMA)
        raise ProjectError(check.problems)
    data = migrate(data, aliases)
    project = _check(data, check, path)
    if check.problems:
        raise ProjectError(sorted(check.problems, key=lambda problem: problem.line))
    project.schema = schema  # the version read; save_project writes SCHEMA
    return project


def load_project(path: Path) -> Project:
    """Read, migrate and validate a project file; raises :class:`ProjectError`."""
    path = Path(path)
    try:
        source = path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise ProjectError([Problem("file.missing", "", "no such project file",
                                    file=str(path))]) from None
    except UnicodeDecodeError as exc:
        raise ProjectError([Problem("file.encoding", "", f"not UTF-8 text ({exc.reason}); "
                                    "save it as UTF-8", file=str(path),
                                    line=undecodable_line(exc))]) from None
    except OSError as exc:
        raise ProjectError([Problem("file.unreadable", "", "cannot read the project file: "
                                    f"{exc.strerror}", file=str(path),
                                    args=(("reason", str(exc.strerror)),))]) from None
    return parse_project(source, str(path), path.absolute())


_HEADER = (
    "DAWeb project file: every key is documented in docs/projects.md.\n"
    "Paths are relative to this file. Lines starting with # are comments."
)


def _fresh_document(data: dict[str, Any]) -> tomlkit.TOMLDocument:
    """A new tomlkit document in the documented layout."""
    doc = tomlkit.document()
    for line in _HEADER.splitlines():
        doc.add(tomlkit.comment(line))
    doc.add("schema", data["schema"])
    doc.add("title", data["title"])
    doc.add("runs_dir", data["runs_dir"])
    doc.add(tomlkit.nl())
    aot = tomlkit.aot()
    for entry in data["start"]:
        aot.append(tomlkit.item(entry))
    doc.add("start", aot)
    for name in TABLE_DEFAULTS:
        doc.add(name, tomlkit.item(data[name]))
    if data.get("sites"):
        doc.add("sites", _new_tables(data["sites"], 0))
    return doc


def _update_table(container: Any, values: dict[str, Any], defaults: dict[str, Any]) -> None:
    """Set changed values in place (comments survive); add a missing key only if not default."""
    for key, value in values.items():
        if key in container:
            current = container[key]
            if key == "max_duration" and _parse_duration(current) == value:
                continue  # "1h30m" stays as the user wrote it
            if current != value:
                container[key] = value
        elif value != defaults.get(key):
            container[key] = value


def _spaced_table(values: dict[str, Any]) -> Any:
    """A tomlkit table followed by a blank line, like the hand-written ones around it."""
    table = tomlkit.table()
    for key, value in values.items():
        table.add(key, value)
    table.add(tomlkit.nl())
    return table


def _merged_document(existing: str, data: dict[str, Any]) -> tomlkit.TOMLDocument:
    """``existing`` TOML text updated with ``data``, keeping comments and layout."""
    doc = tomlkit.parse(existing)
    _update_table(doc, {k: data[k] for k in ("schema", "title", "runs_dir")},
                  {"runs_dir": "runs"})
    starts = data["start"]
    if "start" in doc and isinstance(doc["start"], tomlkit.items.AoT):
        aot = doc["start"]
        for i, entry in enumerate(starts):
            if i < len(aot):
                _update_table(aot[i], entry, {"enabled": True, "output": ""})
                for key in [k for k in aot[i] if k not in entry]:
                    del aot[i][key]
            else:
                aot.append(_spaced_table(entry))
        while len(aot) > len(starts):
            del aot[len(aot) - 1]
    elif doc.get("start", []) != starts:
        if "start" in doc:
            del doc["start"]
        aot = tomlkit.aot()
        for entry in starts:
            aot.append(tomlkit.item(entry))
        doc.append("start", aot)
    for name, defaults in TABLE_DEFAULTS.items():
        if name in doc and isinstance(doc[name], dict):
            _update_table(doc[name], data[name], defaults)
        else:
            changed = {k: v for k, v in data[name].items() if v != defaults[k]}
            if changed:
                doc[name] = tomlkit.item(changed)
    sites = data.get("sites", [])
    if isinstance(doc.get("sites"), tomlkit.items.AoT) and sites:
        _merge_tables(doc["sites"], sites, 0)
    elif doc.get("sites", []) != sites:
        # No [[sites]] tables to update in place (none yet, or an inline array).
        if "sites" in doc:
            del doc["sites"]
        if sites:
            doc.append("sites", _new_tables(sites, 0))
    return doc


#: The levels of the ``[[sites]]`` tables: the key that tells a table from its siblings
#: when a save matches the project's entries with the file's tables (a site by its name,
#: an index page by its address, a link by its pattern) and the key of the next level.
_SITE_LEVELS: tuple[tuple[str, str | None], ...] = (
    ("name", "index"), ("url", "links"), ("pattern", None))


def _inline(value: Any) -> Any:
    """A rule value as written in docs/corpus.md: arrays and tables stay on one line."""
    if isinstance(value, list):
        array = tomlkit.array()
        array.extend(_inline(v) for v in value)
        return array
    if isinstance(value, dict):
        table = tomlkit.inline_table()
        table.update({k: _inline(v) for k, v in value.items()})
        return table
    return tomlkit.item(value)


def _new_tables(entries: list[dict[str, Any]], level: int) -> Any:
    """Fresh ``[[sites]]`` (``level`` 0) or nested index/links tables for ``entries``."""
    aot = tomlkit.aot()
    for entry in entries:
        aot.append(_new_table(entry, level))
    return aot


def _new_table(entry: dict[str, Any], level: int) -> Any:
    """One fresh table of a ``[[sites]]`` level, its nested level written after its keys."""
    nested = _SITE_LEVELS[level][1]
    table = tomlkit.table()
    for key, value in entry.items():
        if key != nested:
            table.add(key, _inline(value))
    if nested in entry:
        table.add(nested, _new_tables(entry[nested], level + 1))
    return table


def _merge_tables(aot: Any, entries: list[dict[str, Any]], level: int) -> None:
    """Make the array of tables ``aot`` hold ``entries``, keeping the comments of the
    tables that remain.

    An entry updates the table with its name (address, pattern), or else the table at its
    position whose name no entry has (a renamed site); other entries get new tables. A
    table no entry matches is removed.
    """
    ident = _SITE_LEVELS[level][0]
    tables = list(aot)
    names = {entry.get(ident) for entry in entries}
    by_name: dict[Any, list[Any]] = {}
    for table in tables:
        by_name.setdefault(table.get(ident), []).append(table)
    kept: list[Any] = []
    for i, entry in enumerate(entries):
        same = by_name.get(entry.get(ident))
        table = same.pop(0) if same else None
        if table is None and i < len(tables) and tables[i].get(ident) not in names:
            table = tables[i]
        if table is None:
            table = _new_table(entry, level)
        else:
            _update_site_table(table, entry, level)
        kept.append(table)
    if len(kept) == len(tables) and all(a is b for a, b in zip(kept, tables, strict=True)):
        return
    while len(aot):
        del aot[len(aot) - 1]
    for table in kept:
        if len(aot) and not aot[len(aot) - 1].as_string().endswith("\n\n"):
            table.trivia.indent = "\n"  # a blank line before the header, as around it
        aot.append(table)


def _update_site_table(table: Any, entry: dict[str, Any], level: int) -> None:
    """Set the changed keys of one ``[[sites]]`` table in place (comments survive)."""
    nested = _SITE_LEVELS[level][1]
    for key in [k for k in table if k not in entry]:
        del table[key]
    for key, value in entry.items():
        if key == nested and isinstance(table.get(key), tomlkit.items.AoT):
            _merge_tables(table[key], value, level + 1)
        elif key == nested:
            table[key] = _new_tables(value, level + 1)
        elif key not in table or table[key] != value:
            table[key] = _inline(value)


def save_project(project: Project, path: Path) -> None:
    """Write ``project`` to ``path`` atomically (temp file in the same folder + os.replace).

    When ``path`` (or, for "save as", the file the project came from) is a current-schema
    project file, its comments and layout are kept and only changed values are rewritten.
    Older-schema files are rewritten in the current layout. Sets ``project.path``.
    Raises :class:`ProjectSaveError` (an ``OSError``) when the file cannot be written.
    """
    path = Path(path)
    data = project.to_dict()
    text = None
    for candidate in (path, project.path):
        if candidate is None or not Path(candidate).is_file():
            continue
        try:
            existing = Path(candidate).read_text(encoding="utf-8")
            if tomllib.loads(existing).get("schema") == SCHEMA:
                text = tomlkit.dumps(_merged_document(existing, data))
                break
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError,
                tomlkit.exceptions.TOMLKitError):
            continue  # an unreadable old file just means a fresh layout
    if text is None:
        text = tomlkit.dumps(_fresh_document(data))
    try:
        atomic_write(path, text)
    except OSError as exc:
        raise ProjectSaveError(exc.errno, f"cannot save the project to {path}: "
                               f"{exc.strerror or exc}; the previous file is unchanged"
                               ) from exc
    project.path = path.absolute()
    project.schema = SCHEMA


