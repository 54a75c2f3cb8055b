"""Site rules and normalized documents (the web-corpus normalizer paper, §3–4).

A project may describe *sites* (the paper's XML specification, here TOML: docs/corpus.md).
Four levels, each able to carry rules: the project, a site, an index page of the site and a
link pattern of that index page. Index pages are addresses (with ``$YYYY$ $MM$ $DD$``
expanded to the run date) where the crawl starts; from an index page only the links
matching one of its patterns are followed, and those pages -- not the index pages, nor
anything they link to -- are the documents processed. A page read without a crawl (from a
web archive) gets its role from its address alone: an index page's address, or an address
one of their patterns selects, where the date variables stand for any date
(:meth:`SiteDescriptions.target_by_address`).

Rules turn a page into a :class:`NormalizedDocument`, a list of named sections:

* ``translate``: an element (by tag, tag + attribute value, or CSS selector) becomes a
  section; with ``get`` the section is an attribute's value (``META name=TITULO content``).
  Inside it, markup vanishes and its text stays; text outside every translated element is
  dropped (paper, table 1).
* ``append``: a fixed section, ``.PERIODICO El País``, ``.FECHA $DD$-$MM$-$YYYY$``,
  ``.LINK $URL$``.
* ``ignore``: tags kept as they are inside a section (``<p>``, ``<br>``).

Rules are inherited downwards; on conflict (two translate rules for the same element, two
appends of the same section) the most local one wins (paper §4). The output is the paper's
``.SECTION`` text format (:meth:`NormalizedDocument.to_text`) and JSON lines
(:class:`NormalizedWriter`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Protocol

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

from analyzers.content_filter import Criterion, filter_tree
from analyzers.document import SourceDocument
from analyzers.extract import BLOCK_TAGS, DROP_TAGS
from daweb.crawl.urls import (
    Exclusions,
    InvalidPattern,
    InvalidURL,
    normalize_url,
    same_site,
    site_host,
)
from daweb.errors import BadInput

#: Variables of append texts and index/link patterns (paper figure 1).
DATE_VARIABLES = ("$YYYY$", "$MM$", "$DD$")
URL_VARIABLE = "$URL$"
#: Output layouts of the .SECTION text: one file per document, or one file per site.
OUTPUT_FORMATS = ("document", "site")
#: Folder of the run where normalized documents go.
FOLDER = "normalized"
JSONL = "documents.jsonl"

_SECTION_NAME = re.compile(r"^[^\W_][\w\-]*$")
_TAG_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9\-]*$")
_VARIABLE = re.compile(r"\$[A-Z]+\$")
#: What each date variable stands for in a page read from a web archive: any date.
_ANY_DATE = {"$YYYY$": r"\d{4}", "$MM$": r"\d{2}", "$DD$": r"\d{2}"}
_DATE_VARIABLE = re.compile("(" + "|".join(re.escape(v) for v in DATE_VARIABLES) + ")")
_TEXT = "-text"


class SiteRulesError(BadInput, ValueError):
    """A site description or rule is not usable (the message says which and why)."""


# =============================================================================================
# Rules
# =============================================================================================


@dataclass(frozen=True, slots=True)
class Translate:
    """An element of the page becomes the section ``section``.

    Exactly one of ``tag`` (optionally with ``attr`` = ``value``) or ``css`` selects the
    elements; ``get`` names an attribute whose value is the section's text instead of the
    element's content (the paper's ``attr_get``).
    """

    section: str
    tag: str = ""
    attr: str = ""
    value: str = ""
    css: str = ""
    get: str = ""

    @property
    def selector(self) -> str:
        """The CSS selector this rule stands for (attribute values compared ignoring case)."""
        if self.css:
            return self.css
        if self.attr:
            quoted = self.value.replace("\\", "\\\\").replace('"', '\\"')
            return f'{self.tag}[{self.attr}="{quoted}" i]'
        return self.tag

    @property
    def key(self) -> tuple[str, str]:
        """What the rule works on: two rules with the same key conflict (paper §4)."""
        return (self.selector.lower(), self.get)

    @classmethod
    def from_table(cls, table: Mapping[str, Any]) -> Translate:
        """Build a rule from its TOML table; raises :class:`SiteRulesError` when unusable."""
        problem = translate_problem(table)
        if problem:
            raise SiteRulesError(problem)
        return cls(
            section=section_name(table["section"]),
            tag=str(table.get("tag", "")).strip().lower(),
            attr=str(table.get("attr", "")).strip().lower(),
            value=str(table.get("value", "")),
            css=str(table.get("css", "")).strip(),
            get=str(table.get("get", "")).strip().lower(),
        )


@dataclass(frozen=True, slots=True)
class Append:
    """A fixed section: ``.NAME text`` with $URL$, $DD$, $MM$, $YYYY$ expanded."""

    section: str
    text: str

    @classmethod
    def parse(cls, line: str) -> Append:
        """``".PERIODICO El País"`` → Append("PERIODICO", "El País")."""
        problem = append_problem(line)
        if problem:
            raise SiteRulesError(problem)
        name, _, text = line.strip()[1:].partition(" ")
        return cls(name, text.strip())


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules of one level; :meth:`under` merges them with the inherited ones."""

    translate: tuple[Translate, ...] = ()
    append: tuple[Append, ...] = ()
    ignore: frozenset[str] = frozenset()

    @classmethod
    def from_table(cls, table: Mapping[str, Any]) -> Rules:
        """Rules from a table's ``translate``, ``append`` and ``ignore`` keys (validated)."""
        return cls(
            tuple(Translate.from_table(t) for t in table.get("translate", ())),
            tuple(Append.parse(a) for a in table.get("append", ())),
            frozenset(t.strip().lower() for t in table.get("ignore", ())),
        )

    def under(self, local: Rules) -> Rules:
        """These (inherited) rules overridden by ``local`` ones: the most local rule wins.

        A local translate rule replaces an inherited one on the same element in its place
        (so section order stays that of the outer levels); an append of a section already
        appended replaces its text. Ignored tags add up.
        """
        local_translate = {r.key: r for r in local.translate}
        translate = [local_translate.pop(r.key, r) for r in self.translate]
        translate += [r for r in local.translate if r.key in local_translate]
        local_append = {a.section: a for a in local.append}
        append = [local_append.pop(a.section, a) for a in self.append]
        append += [a for a in local.append if a.section in local_append]
        return Rules(tuple(translate), tuple(append), self.ignore | local.ignore)

    def sections(self) -> list[str]:
        """Names of the sections these rules can produce, appended ones first."""
        names = dict.fromkeys(a.section for a in self.append)
        names.update(dict.fromkeys(r.section for r in self.translate))
        return list(names)


def section_name(raw: str) -> str:
    """A section name without its leading dot (``".TITULO"`` and ``"TITULO"`` are one)."""
    return raw.strip().removeprefix(".")


# -- validation helpers (daweb/project.py reports their messages with FILE:LINE) ------------


def translate_problem(table: Any) -> str | None:
    """Why a translate table is unusable, or None."""
    if not isinstance(table, Mapping):
        return ("a translate rule is a table such as { tag = \"texto\", section = \"CUERPO\" } "
                "or { css = \"div.cuerpo\", section = \"CUERPO\" }")
    allowed = {"section", "tag", "attr", "value", "css", "get"}
    unknown = sorted(set(table) - allowed)
    if unknown:
        return f"unknown key {unknown[0]!r} in a translate rule; allowed: " + \
            ", ".join(sorted(allowed))
    if any(not isinstance(v, str) for v in table.values()):
        return "every value of a translate rule is a text in quotes"
    section = section_name(table.get("section", ""))
    if not _SECTION_NAME.match(section):
        return ("needs section = \"NAME\": letters, digits, '_' or '-' (a leading dot is "
                "optional: \".TITULO\" is TITULO)")
    tag, css = table.get("tag", "").strip(), table.get("css", "").strip()
    if bool(tag) == bool(css):
        return "needs exactly one of tag = \"…\" or css = \"…\""
    if tag and not _TAG_NAME.match(tag):
        return f"tag {tag!r} is not a tag name (letters, digits and '-')"
    if css:
        if "attr" in table or "value" in table:
            return "attr/value go with tag; inside css write [name=\"value\"]"
        problem = css_problem(css)
        if problem:
            return problem
    if ("attr" in table) != ("value" in table):
        return "attr and value go together: attr = \"name\", value = \"TITULO\""
    attr = table.get("attr", "").strip()
    for key, name in (("attr", attr), ("get", table.get("get", "").strip())):
        if key in table and not _TAG_NAME.match(name):
            return f"{key} {name!r} is not an attribute name"
    return None


def css_problem(css: str) -> str | None:
    """Why ``css`` is not a CSS selector lexbor understands, or None."""
    try:
        LexborHTMLParser("<p></p>").css(css)
    except SelectolaxError:
        return f"css {css!r} is not a valid CSS selector"
    return None


def append_problem(line: Any) -> str | None:
    """Why an append entry is unusable, or None."""
    if not isinstance(line, str) or not line.strip().startswith("."):
        return ("an append entry is a text \".NAME content\", e.g. \".PERIODICO El País\" "
                "or \".FECHA $DD$-$MM$-$YYYY$\"")
    name, _, text = line.strip()[1:].partition(" ")
    if not _SECTION_NAME.match(name):
        return f"section name {name!r}: letters, digits, '_' or '-' right after the dot"
    return variables_problem(text, (*DATE_VARIABLES, URL_VARIABLE))


def variables_problem(text: str, allowed: Sequence[str]) -> str | None:
    """Why ``text`` uses an unknown $VARIABLE$, or None."""
    for m in _VARIABLE.finditer(text):
        if m.group(0) not in allowed:
            return f"unknown variable {m.group(0)}; allowed: " + " ".join(allowed)
    return None


def pattern_problem(pattern: Any) -> str | None:
    """Why a link pattern is unusable (empty, bad ``re:``, unknown variable), or None."""
    if not isinstance(pattern, str) or not pattern.strip():
        return ("a link pattern is a non-empty text found in the link (\"internac\") or "
                "re: + a regular expression")
    problem = variables_problem(pattern, DATE_VARIABLES)
    if problem:
        return problem
    try:
        Exclusions([expand(pattern, date.today())])
    except InvalidPattern as exc:
        return str(exc).replace("cancelled fragment", "link pattern")
    return None


def index_url_problem(url: Any) -> str | None:
    """Why an index-page address is unusable once its date variables are expanded, or None."""
    if not isinstance(url, str) or not url.strip():
        return "an index page needs url = \"https://…\" (date variables $YYYY$ $MM$ $DD$ allowed)"
    if url.strip().startswith("re:"):
        # A crawl starts at an index page, so it needs one address to fetch.
        return ("an index page is where the crawl starts, so it is one address, not a "
                "regular expression: give its url (with $YYYY$ $MM$ $DD$ for a dated one) "
                "and select its pages with link patterns, which may be re: + a regular "
                "expression")
    problem = variables_problem(url, DATE_VARIABLES)
    if problem:
        return problem
    expanded = expand(url.strip(), date.today())
    if not expanded.lower().startswith(("http://", "https://")):
        return "must start with http:// or https://"
    try:
        normalize_url(expanded)
    except InvalidURL as exc:
        return f"not a valid address ({exc})"
    return None


def expand(text: str, day: date, url: str = "") -> str:
    """Replace $YYYY$ $MM$ $DD$ (and $URL$ when ``url`` is given) in ``text``."""
    text = (text.replace("$YYYY$", f"{day.year:04d}").replace("$MM$", f"{day.month:02d}")
            .replace("$DD$", f"{day.day:02d}"))
    return text.replace(URL_VARIABLE, url) if url else text


def any_date(pattern: str) -> str:
    """A link pattern whose date variables stand for any date: ``re:`` + a regular
    expression where ``$YYYY$`` is ``\\d{4}`` and ``$MM$``, ``$DD$`` are ``\\d{2}``.

    A plain pattern keeps its meaning (a fragment found in the address, ignoring case); a
    pattern without date variables is returned as it is.
    """
    text = pattern.strip()
    if not _DATE_VARIABLE.search(text):
        return pattern
    if text.startswith("re:"):
        return _DATE_VARIABLE.sub(lambda m: _ANY_DATE[m.group(0)], text)
    return "re:" + _any_date_regex(text)


def _any_date_regex(text: str) -> str:
    """A regular expression matching ``text`` literally, its date variables any date."""
    pieces = _DATE_VARIABLE.split(text)  # the variables too: the group is capturing
    return "".join(_ANY_DATE.get(piece) or re.escape(piece) for piece in pieces)


# =============================================================================================
# Site descriptions
# =============================================================================================


@dataclass(frozen=True, slots=True)
class LinkPattern:
    """Links of an index page to process: a fragment of the address, or ``re:`` + regex."""

    pattern: str
    rules: Rules = Rules()


@dataclass(frozen=True, slots=True)
class IndexPage:
    """An index page (URL with date variables) and the link patterns it offers."""

    url: str
    links: tuple[LinkPattern, ...]
    rules: Rules = Rules()


@dataclass(frozen=True, slots=True)
class Site:
    """One site of the description: a name, its index pages and its rules."""

    name: str
    index: tuple[IndexPage, ...]
    rules: Rules = Rules()

    @classmethod
    def from_table(cls, table: Mapping[str, Any]) -> Site:
        """A site from its (validated) ``[[sites]]`` table."""
        pages = []
        for page in table.get("index", ()):
            links = tuple(LinkPattern(p["pattern"], Rules.from_table(p))
                          for p in page.get("links", ()))
            pages.append(IndexPage(page["url"].strip(), links, Rules.from_table(page)))
        return cls(str(table.get("name", "")), tuple(pages), Rules.from_table(table))


@dataclass(frozen=True, slots=True)
class Target:
    """Where a processed page sits in the description, and the rules that apply to it."""

    site: Site
    index_url: str  # expanded
    pattern: str
    rules: Rules


@dataclass(slots=True)
class _Index:
    """An index page of this run: date variables expanded, patterns compiled.

    ``address`` and ``any_date`` are its address and patterns with the date variables
    standing for any date, and ``host`` its site, for pages read without a crawl (from a
    web archive).
    """

    site: Site
    url: str
    patterns: list[tuple[LinkPattern, Exclusions]]
    rules: Rules  # project + site + index page
    address: re.Pattern[str]
    any_date: list[tuple[LinkPattern, Exclusions]]
    host: str


class SiteDescriptions:
    """The project's sites for one run date: start addresses, link filter, rules per page.

    ``follows(start_url, depth, link)`` is the crawl hook (daweb/crawl/distributor.py): for a
    crawl started at an index page, only that page's links that match one of its patterns
    are followed, and nothing beyond them. ``target(start_url, depth, url)`` says whether a
    fetched page is a document to process, and with which rules. A page without crawl
    context (read from a web archive) is placed by its address alone:
    :meth:`is_index_address` and :meth:`target_by_address`.
    """

    @classmethod
    def from_tables(cls, sites: Iterable[Mapping[str, Any]], project_rules: Mapping[str, Any],
                    day: date | None = None, *, same_host_only: bool = False
                    ) -> SiteDescriptions:
        """From the project's validated ``[[sites]]`` tables and ``[normalize]`` rules."""
        return cls([Site.from_table(t) for t in sites], Rules.from_table(project_rules), day,
                   same_host_only=same_host_only)

    def __init__(self, sites: Iterable[Site], rules: Rules = Rules(),
                 day: date | None = None, *, same_host_only: bool = False) -> None:
        """``same_host_only``: the crawl's same-site rule (``[crawl] same_host_only``),
        which pages read without a crawl must meet to be an index page's documents."""
        self.day = day or date.today()
        self.sites = tuple(sites)
        self.rules = rules
        self.same_host_only = same_host_only
        self._index: dict[str, _Index] = {}
        for site in self.sites:
            site_rules = rules.under(site.rules)
            for page in site.index:
                url = expand(page.url, self.day)
                patterns = [(p, Exclusions([expand(p.pattern, self.day)])) for p in page.links]
                address = re.compile(_any_date_regex(page.url), re.IGNORECASE)
                any_date_patterns = [(p, Exclusions([any_date(p.pattern)])) for p in page.links]
                self._index.setdefault(_key(url), _Index(
                    site, url, patterns, site_rules.under(page.rules), address,
                    any_date_patterns, site_host(url) or ""))
        self._hosts = {i.host for i in self._index.values()}

    def __bool__(self) -> bool:
        return bool(self._index)

    def start_urls(self) -> list[str]:
        """The index pages of this run, date variables expanded: where the crawl starts."""
        return [i.url for i in self._index.values()]

    def is_index(self, start_url: str) -> bool:
        """Whether a crawl start is one of the index pages."""
        return _key(start_url) in self._index

    def follows(self, start_url: str, depth: int, link: str) -> bool:
        """Whether the crawl follows ``link`` found on a page at ``depth`` of ``start_url``.

        Crawls from ordinary start addresses are not restricted (True).
        """
        index = self._index.get(_key(start_url))
        if index is None:
            return True
        return depth == 0 and _first_match(index.patterns, link) is not None

    def target(self, start_url: str, depth: int, url: str) -> Target | None:
        """The rules for a fetched page, or None when the page is not a document to process.

        An index page itself (depth 0) is not processed (the paper's process_content="false").
        """
        index = self._index.get(_key(start_url))
        if index is None or depth != 1:
            return None
        pattern = _first_match(index.patterns, url)
        if pattern is None:
            return None
        return _target(index, pattern)

    def is_index_address(self, url: str) -> bool:
        """Whether a page read without crawl context (from a web archive) is an index page:
        its address is one, the date variables standing for the run's day or any other."""
        key = _key(url)
        return key in self._index or any(
            i.address.fullmatch(url) or i.address.fullmatch(key) for i in self._index.values())

    def target_by_address(self, url: str) -> Target | None:
        """The rules for a page read without crawl context (from a web archive), by its
        address alone, or None when it is not a document to process.

        An index page's address is not a document; otherwise the first index page (sites
        in order, index pages in order) of the page's site (the crawl's same-site rule)
        with a link pattern matching the address gives the rules, the patterns' date
        variables standing for any date: an archive is usually older than the run.
        """
        if self.is_index_address(url):
            return None
        key = _key(url)
        # Each site once, not each index page: a crawl from elsewhere never reaches the page.
        near = {h for h in self._hosts
                if same_site(key, {h}, same_host_only=self.same_host_only)}
        for index in self._index.values():
            if index.host not in near:
                continue
            pattern = _first_match(index.any_date, key)
            if pattern is not None:
                return _target(index, pattern)
        return None


def _first_match(patterns: list[tuple[LinkPattern, Exclusions]], url: str
                 ) -> LinkPattern | None:
    """The first of an index page's link ``patterns`` (with their matchers) matching ``url``."""
    for pattern, matcher in patterns:
        if matcher.match(url) is not None:
            return pattern
    return None


def _target(index: _Index, pattern: LinkPattern) -> Target:
    """The target of a page ``pattern`` of ``index`` selects: its rules merged."""
    return Target(index.site, index.url, pattern.pattern, index.rules.under(pattern.rules))


def _key(url: str) -> str:
    """The form of an address the distributor uses for its start addresses."""
    try:
        return normalize_url(url)
    except InvalidURL:
        return url


# =============================================================================================
# Applying the rules
# =============================================================================================


@dataclass(frozen=True, slots=True)
class Section:
    """A named section: ``text`` keeps the ignored tags; ``blocks`` is plain text."""

    name: str
    text: str
    blocks: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class NormalizedDocument:
    """A page normalized by the rules: its address, its site and its sections in order."""

    url: str
    site: str
    sections: tuple[Section, ...] = field(default_factory=tuple)
    title: str = ""  # the page's <title>, for the results' pages table

    def section(self, name: str) -> Section | None:
        """The section called ``name``, or None."""
        return next((s for s in self.sections if s.name == name), None)

    def to_text(self) -> str:
        """The paper's format: ``.NAME`` on its own line, the content, a blank line."""
        return "".join(f".{s.name}\n{s.text}\n\n" if s.text else f".{s.name}\n\n"
                       for s in self.sections)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: url, site and the sections as {name, text}."""
        return {"url": self.url, "site": self.site,
                "sections": [{"name": s.name, "text": s.text} for s in self.sections]}

    def analysis_blocks(self, names: Sequence[str] = (), appended: Iterable[str] = ()
                        ) -> list[str]:
        """Plain-text blocks of the sections to analyze, in document order.

        ``names`` chooses sections; empty means every translated section (``appended`` lists
        the appended ones, left out then: a date or an address is not text to analyze).
        """
        skip = set(appended)
        chosen = [s for s in self.sections
                  if (s.name in names if names else s.name not in skip)]
        return [b for s in chosen for b in s.blocks]


def normalize(html: str, url: str, rules: Rules, *, site: str = "",
              day: date | None = None) -> NormalizedDocument:
    """Apply ``rules`` to a page: appended sections first, then translated ones."""
    day = day or date.today()
    sections: dict[str, tuple[list[str], list[str]]] = {}
    for a in rules.append:
        sections[a.section] = ([expand(a.text, day, url)], [expand(a.text, day, url)])
    tree = LexborHTMLParser(html)
    for rule in rules.translate:
        nodes = tree.css(rule.selector)
        if not nodes:
            continue
        texts, blocks = sections.setdefault(rule.section, ([], []))
        for node in _outermost(nodes):
            if rule.get:
                value = " ".join((node.attributes.get(rule.get) or "").split())
                texts.append(value)
                blocks.append(value)
            else:
                marked, plain = _render(node, rules.ignore)
                texts.append(marked)
                blocks.extend(plain)
    title = tree.css_first("title")
    return NormalizedDocument(url, site, tuple(
        Section(name, "\n".join(t for t in texts if t), tuple(b for b in blocks if b))
        for name, (texts, blocks) in sections.items()
    ), " ".join(title.text().split()) if title is not None else "")


def _outermost(nodes: list[LexborNode]) -> list[LexborNode]:
    """The matches not inside another match of the same rule (nested DIVs count once)."""
    chosen = {n.mem_id for n in nodes}
    out = []
    for node in nodes:
        parent = node.parent
        while parent is not None and parent.mem_id not in chosen:
            parent = parent.parent
        if parent is None:
            out.append(node)
    return out


def _render(element: LexborNode, keep: frozenset[str]) -> tuple[str, list[str]]:
    """An element's content: its text with ``keep`` tags written out, and its plain blocks.

    Other tags vanish (their text stays); block elements start a new line so that words of
    two paragraphs never merge. Script-like contents are dropped.
    """
    marked: list[str] = []  # lines of the .SECTION text
    plain: list[str] = []  # blocks for the analysis
    line: list[str] = []
    words: list[str] = []

    def end_block() -> None:
        text = " ".join("".join(line).split())
        if text:
            marked.append(text)
        block = " ".join("".join(words).split())
        if block:
            plain.append(block)
        line.clear()
        words.clear()

    stack: list[tuple[LexborNode, bool]] = [(element, False)]
    while stack:
        node, leaving = stack.pop()
        tag = node.tag
        if leaving:
            if tag in keep and tag not in _VOID and node is not element:
                if line:  # "<p>texto </p>" is written "<p>texto</p>"
                    line[-1] = line[-1].rstrip()
                line.append(f"</{tag}>")
            if tag in BLOCK_TAGS:
                end_block()
            continue
        if tag == _TEXT:
            text = node.text_content or ""
            line.append(text)
            words.append(text)
            continue
        if tag[0] == "-" or tag in DROP_TAGS:
            continue
        if tag in BLOCK_TAGS and node is not element:
            end_block()
        if tag in keep and node is not element:
            line.append(f"<{tag}>")
        stack.append((node, True))
        for child in reversed(list(node.iter(include_text=True))):
            stack.append((child, False))
    end_block()
    return "\n".join(marked), plain


_VOID = frozenset("br hr img input meta link wbr col area base embed source track".split())


# =============================================================================================
# Output
# =============================================================================================


class DocumentSink(Protocol):
    """Where :class:`PagePreparation` puts the normalized documents it makes."""

    def write(self, doc: NormalizedDocument) -> object:
        """Take one document."""

    def close(self) -> None:
        """No more documents."""


class NormalizedWriter:
    """Writes normalized documents into ``RUN/normalized/``: .SECTION text and JSON lines.

    ``output="document"``: one ``<site>/<n>-<page>.txt`` file per document;
    ``output="site"``: every document of a site appended to ``<site>.txt``. Every document
    is also one line of ``documents.jsonl``. Each write is flushed, so a crash keeps every
    document written before it.
    """

    def __init__(self, run_dir: Path, output: str = "document") -> None:
        if output not in OUTPUT_FORMATS:
            raise ValueError(f"unknown output {output!r}; expected one of {OUTPUT_FORMATS}")
        self.folder = Path(run_dir) / FOLDER
        self.folder.mkdir(parents=True, exist_ok=True)
        self.output = output
        self.count = 0
        self._jsonl = (self.folder / JSONL).open("a", encoding="utf-8")

    def write(self, doc: NormalizedDocument) -> Path:
        """Write one document; return the .SECTION file it went to."""
        self.count += 1
        site = _slug(doc.site) or "site"
        if self.output == "site":
            path = self.folder / f"{site}.txt"
        else:
            page = _slug(doc.url.rstrip("/").rsplit("/", 1)[-1]) or "page"
            path = self.folder / site / f"{self.count:05d}-{page}.txt"
            path.parent.mkdir(exist_ok=True)
        with path.open("a", encoding="utf-8") as handle:
            handle.write(doc.to_text())
        self._jsonl.write(json.dumps(doc.to_json(), ensure_ascii=False) + "\n")
        self._jsonl.flush()
        return path

    def close(self) -> None:
        """Close the JSON lines file."""
        self._jsonl.close()


def _slug(text: str) -> str:
    """A file-name-safe form of a site name or page name."""
    return re.sub(r"[^\w.\-]+", "-", text, flags=re.UNICODE).strip("-.")[:80]


# =============================================================================================
# Before the analysis (the run pipeline)
# =============================================================================================


class PagePreparation:
    """What a run does to a page before analyzing it: the content filter, then site rules.

    :meth:`prepare` returns the document to analyze and the title to record, or None when
    the page is not a document of the corpus (an index page of a site description).
    Normalized documents are written as they are made (:class:`NormalizedWriter`).
    """

    def __init__(
        self,
        run_dir: Path,
        sites: SiteDescriptions | None = None,
        criterion: Criterion | None = None,
        *,
        tolerance: int = 0,
        inverse: bool = False,
        output: str = "document",
        sections: Sequence[str] = (),
        writer: DocumentSink | None = None,
    ) -> None:
        """``writer``: where normalized documents go (default: a :class:`NormalizedWriter`
        into ``run_dir``; a cluster worker hands them to the run instead)."""
        self.sites = sites if sites else None
        self.criterion = criterion
        self.tolerance = tolerance
        self.inverse = inverse
        self.sections = tuple(sections)
        if self.sites and writer is None:
            writer = NormalizedWriter(run_dir, output)
        self.writer = writer if self.sites else None

    def prepare(self, doc: SourceDocument, depth: int | None, captured: date | None = None
                ) -> tuple[SourceDocument, str] | None:
        """The document to analyze and its title ("" = the analyzer's), or None to skip it.

        ``depth``: the page's depth in the crawl that reached it from ``doc.site``, or None
        for a page without one (read from a web archive), placed by its address alone.
        ``captured``: the day an archived page was fetched, which its appended date
        variables (``.FECHA $DD$-$MM$-$YYYY$``) then give instead of the run's day.
        """
        html = doc.text
        filtered = False
        if self.criterion is not None and doc.is_html:
            tree = LexborHTMLParser(html)
            filter_tree(tree, self.criterion, self.tolerance, self.inverse)
            html, filtered = tree.html or "", True
        target = self._target(doc, depth)
        if target is None:
            if self._skipped(doc, depth):
                return None  # an index page, or a page it leads to that no pattern selects
            return (SourceDocument(doc.url, html, True, doc.site), "") if filtered else \
                (doc, "")
        if not doc.is_html:
            return None
        normalized = normalize(html, doc.url, target.rules, site=target.site.name,
                               day=captured or self.sites.day)
        assert self.writer is not None  # made with the sites
        self.writer.write(normalized)
        appended = [a.section for a in target.rules.append]
        blocks = normalized.analysis_blocks(self.sections, appended)
        return SourceDocument(doc.url, "\n\n".join(blocks), False, doc.site), normalized.title

    def _target(self, doc: SourceDocument, depth: int | None) -> Target | None:
        """The site rules for the page, or None when it is no document of a description."""
        if self.sites is None:
            return None
        if depth is None:
            return self.sites.target_by_address(doc.url)
        return self.sites.target(doc.site, depth, doc.url)

    def _skipped(self, doc: SourceDocument, depth: int | None) -> bool:
        """Whether a page that is no document of a description is left out: an index page
        or, in a crawl from one, a page that no pattern selects."""
        if self.sites is None:
            return False
        if depth is None:
            return self.sites.is_index_address(doc.url)
        return self.sites.is_index(doc.site)

    def close(self) -> None:
        """Close the normalized documents' files."""
        if self.writer is not None:
            self.writer.close()
