"""Link extraction from HTML pages, with the Lexbor parser (C, no Python recursion).

Links are returned resolved but not normalized: the distributor normalizes them, so that
an address that cannot be normalized still reaches the incident report as "bad address".
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

__all__ = ["PageLinks", "extract_links"]

_SOURCES = "a[href], area[href], frame[src], iframe[src], link[href]"
_SKIPPED_SCHEMES = ("javascript:", "mailto:", "tel:", "data:")
_LINK_RELS = frozenset({"next", "prev", "alternate"})
# <link rel="alternate stylesheet"> is a style sheet, not another version of the page.
_LINK_NOT_PAGES = frozenset({"stylesheet", "icon"})
_ROBOTS_META_NAMES = frozenset({"robots", "daweb"})
# ASCII tab and newlines inside an address are dropped by browsers ("java\nscript:").
_INVISIBLE = str.maketrans("", "", "\t\n\r")
_NO_REL: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class PageLinks:
    """What the distributor needs from a page: its links, effective base and title."""

    links: tuple[str, ...]
    base_url: str
    nofollow_page: bool
    title: str


def extract_links(html: str, base_url: str, *, honour_nofollow: bool = True) -> PageLinks:
    """Return the page's links in document order, resolved against its base address.

    Sources are ``a``/``area`` (href), ``frame``/``iframe`` (src) and ``link`` with
    rel next/prev/alternate. ``javascript:``, ``mailto:``, ``tel:``, ``data:``, empty and
    fragment-only references are skipped, and so are duplicates. With ``honour_nofollow``,
    ``rel=nofollow`` links are skipped and a ``<meta name=robots content=nofollow>`` page
    gives no links at all (``nofollow_page`` reports the meta tag either way).
    """
    tree = LexborHTMLParser(html.replace("\x00", "\ufffd"))
    title = _title(tree)
    base = _effective_base(tree, base_url)
    nofollow_page = _meta_nofollow(tree)
    if nofollow_page and honour_nofollow:
        return PageLinks((), base, True, title)
    origin = _origin(base)
    links: dict[str, None] = {}  # an ordered set
    for node in tree.css(_SOURCES):
        raw = _reference(node, honour_nofollow)
        if raw is not None:
            links.setdefault(_resolve(base, raw, origin), None)
    return PageLinks(tuple(links), base, nofollow_page, title)


def _reference(node: LexborNode, honour_nofollow: bool) -> str | None:
    """The followable reference held by ``node``, or None."""
    tag = node.tag
    attrs = node.attrs  # lazy attribute access: building node.attributes costs 5x more
    if tag in ("frame", "iframe"):
        value = attrs.get("src")
    else:
        rel_text = attrs.get("rel")  # absent on most links: no set made for them
        rel = set(rel_text.lower().split()) if rel_text else _NO_REL
        if tag == "link" and (not rel & _LINK_RELS or rel & _LINK_NOT_PAGES):
            return None
        if honour_nofollow and "nofollow" in rel and tag != "link":
            return None
        value = attrs.get("href")
    if value is None:
        return None
    value = value.strip()
    if not value.isprintable():  # tab and newlines are not; most addresses are
        value = value.translate(_INVISIBLE)
    if not value or value.startswith("#") or value.lower().startswith(_SKIPPED_SCHEMES):
        return None
    return value


def _origin(base: str) -> str | None:
    """``scheme://netloc`` of the base address, for the root-relative fast path."""
    try:
        parts = urlsplit(base)
    except ValueError:
        return None
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else None


def _resolve(base: str, reference: str, origin: str | None = None) -> str:
    """Resolve like a browser; an unparsable reference is kept so it can be reported."""
    # Most links are root-relative ("/seccion/nota"); joining them by hand halves the
    # time per page. Dot segments, "//", ";" parameters and empty "?"/"#" (which urljoin
    # drops) take the full algorithm.
    if (
        origin
        and reference[:1] == "/"
        and reference[1:2] != "/"
        and "/." not in reference
        and "?#" not in reference
        and ";" not in reference
        and not reference.endswith(("?", "#"))
    ):
        return origin + reference
    try:
        return urljoin(base, reference)
    except ValueError:
        return reference


def _effective_base(tree: LexborHTMLParser, base_url: str) -> str:
    """The first ``<base href>`` (itself resolved against the page address), if usable."""
    node = tree.css_first("base[href]")
    if node is None:
        return base_url
    href = (node.attributes.get("href") or "").strip().translate(_INVISIBLE)
    if not href or href.lower().startswith(_SKIPPED_SCHEMES):
        return base_url
    try:
        resolved = urljoin(base_url, href)
    except ValueError:
        return base_url
    return resolved if resolved.lower().startswith(("http://", "https://")) else base_url


def _meta_nofollow(tree: LexborHTMLParser) -> bool:
    """Whether a robots meta tag (``robots`` or ``daweb``) says nofollow or none."""
    for node in tree.css("meta[name][content]"):
        attrs = node.attributes
        if (attrs.get("name") or "").strip().lower() not in _ROBOTS_META_NAMES:
            continue
        directives = {d.strip() for d in (attrs.get("content") or "").lower().split(",")}
        if directives & {"nofollow", "none"}:
            return True
    return False


def _title(tree: LexborHTMLParser) -> str:
    """The document title with whitespace collapsed ("" when absent)."""
    node = tree.css_first("head > title") or tree.css_first("title")
    if node is None:
        return ""
    return " ".join(node.text(deep=True).split())
