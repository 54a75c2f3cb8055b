"""Document feeds (textbook §3.4): RSS and Atom start addresses seed the crawl with their items.

A feed is a single place to look for new documents, each with its publication time. A start
address may be a feed (RSS 0.9x/1.0/2.0, Atom 0.3/1.0, in every dialect feedparser reads), or
an HTML page that names one with ``<link rel="alternate" type="application/rss+xml">`` (or
``application/atom+xml``). The distributor reads such feeds and puts their items' links in the
frontier; the items' dates travel with the fetched pages into ``page_feeds`` (docs/corpus.md).

Only the feeds of start addresses are read: a WordPress site names a comments feed on every
article, and following them all would turn a crawl into a crawl of comment threads.

Nothing here touches the network: the retriever fetches (feeds come back as raw bytes, see
:func:`is_feed_type`), the distributor decides, and this module only parses.
"""

from __future__ import annotations

import calendar
import io
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urljoin

import feedparser
from selectolax.lexbor import LexborHTMLParser

from daweb.errors import BadInput

#: Media types a feed is served with. Generic XML is included because many servers send
#: feeds as text/xml; an XML page that is not a feed is reported as before.
FEED_TYPES = frozenset({
    "application/rss+xml",
    "application/atom+xml",
    "application/rdf+xml",
    "application/xml",
    "text/xml",
})
#: The types a ``<link rel="alternate">`` must declare to be taken as the page's feed.
ALTERNATE_TYPES = frozenset({"application/rss+xml", "application/atom+xml"})

_VERSIONS = {
    "rss090": "RSS 0.90", "rss091n": "RSS 0.91", "rss091u": "RSS 0.91", "rss092": "RSS 0.92",
    "rss093": "RSS 0.93", "rss094": "RSS 0.94", "rss20": "RSS 2.0", "rss10": "RSS 1.0",
    "rss": "RSS", "atom01": "Atom 0.1", "atom02": "Atom 0.2", "atom03": "Atom 0.3",
    "atom10": "Atom 1.0", "atom": "Atom", "cdf": "CDF",
}


#: feedparser's notes that are not damage: a charset other than declared, a text/xml type.
_HARMLESS = (feedparser.CharacterEncodingOverride, feedparser.NonXMLContentType)


class FeedError(BadInput, ValueError):
    """A body that was expected to be a feed cannot be read as one."""


@dataclass(frozen=True, slots=True)
class FeedItem:
    """One entry of a feed: the page it announces, its title and date (ISO 8601, UTC)."""

    link: str
    title: str = ""
    published: str = ""


@dataclass(frozen=True, slots=True)
class Feed:
    """A parsed feed: its format, title and items (in feed order, with a link each)."""

    url: str
    format: str
    title: str
    items: tuple[FeedItem, ...]
    problem: str = ""  # a malformation feedparser worked around, "" when clean

    def summary(self) -> str:
        """One line for the incident report: ``RSS 2.0 feed "Title": 3 items``."""
        title = f' "{self.title}"' if self.title else ""
        note = f" (malformed, read what could be: {self.problem})" if self.problem else ""
        return f"{self.format} feed{title}: {len(self.items)} items{note}"


def media_type(content_type: str) -> str:
    """``"application/rss+xml; charset=utf-8"`` → ``"application/rss+xml"``."""
    return content_type.split(";")[0].strip().lower()


def is_feed_type(content_type: str) -> bool:
    """Whether a Content-Type header value may be a feed (the retriever returns it raw)."""
    return media_type(content_type) in FEED_TYPES


def alternate_feeds(html: str, base_url: str) -> tuple[str, ...]:
    """The feeds an HTML page names with ``<link rel="alternate" type="…rss+xml|atom+xml">``,
    resolved against ``base_url`` (and the page's ``<base href>``), in document order."""
    tree = LexborHTMLParser(html.replace("\x00", "\ufffd"))
    base = base_url
    node = tree.css_first("base[href]")
    if node is not None and (node.attributes.get("href") or "").strip():
        base = urljoin(base_url, (node.attributes.get("href") or "").strip())
    found: dict[str, None] = {}
    for link in tree.css("link[rel][href]"):
        attrs = link.attributes
        rels = (attrs.get("rel") or "").lower().split()
        kind = media_type(attrs.get("type") or "")
        href = (attrs.get("href") or "").strip()
        if "alternate" in rels and kind in ALTERNATE_TYPES and href:
            found.setdefault(urljoin(base, href), None)
    return tuple(found)


def parse_feed(body: bytes, url: str) -> Feed:
    """Read an RSS or Atom document; raise :class:`FeedError` when it is none or unusable.

    feedparser is liberal: a truncated or slightly broken feed still yields the items before
    the damage, which are kept (and the damage noted in :attr:`Feed.problem`). A body that
    is not a feed at all, or a broken one with no usable item, is an error.
    """
    try:
        # A stream, never bytes or str: feedparser would take a string for a file name or URL.
        parsed = feedparser.parse(io.BytesIO(body), response_headers={"content-location": url})
    except Exception as exc:  # noqa: BLE001 - feedparser on hostile input: an incident, not a crash
        raise FeedError(f"cannot be parsed as a feed ({type(exc).__name__}: {exc})") from None
    version = parsed.get("version", "")
    problem = _problem(parsed)
    if not version:
        raise FeedError("not an RSS or Atom feed" + (f" ({problem})" if problem else ""))
    items = tuple(item for item in map(_item, parsed.get("entries", ())) if item is not None)
    if problem and not items:
        raise FeedError(f"broken {_VERSIONS.get(version, version)} feed with no readable "
                        f"item ({problem})")
    title = " ".join(str(parsed.get("feed", {}).get("title", "")).split())
    return Feed(url, _VERSIONS.get(version, version), title, items, problem)


def _problem(parsed: feedparser.FeedParserDict) -> str:
    """The XML malformation feedparser met, or "" (encoding overrides are not problems)."""
    if not parsed.get("bozo"):
        return ""
    exc = parsed.get("bozo_exception")
    if exc is None or isinstance(exc, _HARMLESS):
        return ""
    return f"{type(exc).__name__}: {exc}"


def _item(entry: feedparser.FeedParserDict) -> FeedItem | None:
    """A feed entry as a FeedItem, or None when it names no page."""
    link = str(entry.get("link") or "").strip()
    if not link:
        return None
    stamp = entry.get("published_parsed") or entry.get("updated_parsed")
    return FeedItem(link, " ".join(str(entry.get("title", "")).split()), _iso(stamp))


def _iso(stamp: time.struct_time | None) -> str:
    """feedparser's UTC struct_time as ISO 8601 (``2008-06-05T09:50:11+00:00``), or ""."""
    if stamp is None:
        return ""
    try:
        return datetime.fromtimestamp(calendar.timegm(stamp), UTC).isoformat()
    except (OverflowError, ValueError, OSError):
        return ""  # a year 10000 date in a feed is the feed's problem, not the crawl's
