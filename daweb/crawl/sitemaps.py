"""Sitemap parsing (sitemaps.org protocol): urlset, sitemapindex, gzip, text sitemaps.

Sitemaps come from strangers, so parsing is defensive: gzip output is capped (a 50 MB
limit, the protocol's own maximum, defeats gzip bombs), documents with a DTD or entity
declarations are refused (no entity-expansion attacks), and a document that breaks off or
turns malformed halfway still yields the addresses read before the error.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from xml.etree.ElementTree import Element, ParseError, XMLPullParser

from daweb.errors import BadInput

__all__ = ["MAX_SITEMAP_BYTES", "Sitemap", "SitemapError", "parse_sitemap"]

#: The sitemaps.org limit for an uncompressed sitemap; anything beyond is ignored.
MAX_SITEMAP_BYTES = 50 * 1024 * 1024

_GZIP_MAGIC = b"\x1f\x8b"
_CHUNK = 256 * 1024
_DTD = re.compile(rb"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
_ROOTS = frozenset({"urlset", "sitemapindex", "rss", "feed", "rdf"})
_TEXT_URL = re.compile(rb"https?://\S+", re.IGNORECASE)


class SitemapError(BadInput, ValueError):
    """The body is not a sitemap at all (not XML, not a list of addresses)."""


@dataclass(frozen=True, slots=True)
class Sitemap:
    """Addresses of pages (``urls``) and of further sitemaps (``sitemaps``, from an index).

    ``truncated`` is True when the document was cut at the size limit or broke off with
    an XML error, so only part of it was read.
    """

    urls: tuple[str, ...] = ()
    sitemaps: tuple[str, ...] = ()
    truncated: bool = False


def parse_sitemap(body: bytes) -> Sitemap:
    """Parse an XML (urlset or sitemapindex, gzipped or not) or plain-text sitemap.

    Also reads RSS and Atom feeds, which the protocol accepts as sitemaps. Raises
    SitemapError only when the body is not a sitemap in any of these forms.
    """
    data, truncated = _decompress(bytes(body))
    start = data.lstrip(b"\xef\xbb\xbf \t\r\n")
    if not start:
        raise SitemapError("the sitemap is empty")
    if not start.startswith(b"<"):
        return _text_sitemap(start, truncated)
    found = _DTD.search(data)
    if found:
        raise SitemapError(
            f"the sitemap contains a <!{found.group(1).decode().upper()}> declaration; "
            "refused because entity declarations can be used to exhaust memory"
        )
    return _xml_sitemap(data, truncated)


def _decompress(body: bytes) -> tuple[bytes, bool]:
    """Gunzip if the gzip magic is present; cap the size. Returns (data, truncated)."""
    if not body.startswith(_GZIP_MAGIC):
        return body[:MAX_SITEMAP_BYTES], len(body) > MAX_SITEMAP_BYTES
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        # max_length stops inflating at the cap however small the compressed input is.
        data = inflater.decompress(body, MAX_SITEMAP_BYTES + 1)
    except zlib.error as exc:
        raise SitemapError(f"the sitemap looks gzipped but cannot be decompressed: {exc}") from exc
    truncated = len(data) > MAX_SITEMAP_BYTES or not inflater.eof
    return data[:MAX_SITEMAP_BYTES], truncated


def _text_sitemap(data: bytes, truncated: bool) -> Sitemap:
    """A text sitemap: one absolute address per line."""
    lines = [line.strip() for line in data.splitlines() if line.strip()]
    if not lines or not all(_TEXT_URL.fullmatch(line) for line in lines[:20]):
        raise SitemapError(
            "the sitemap is neither XML nor a text list of http(s) addresses "
            f"(it starts with {data[:40]!r})"
        )
    urls = [line.decode("utf-8", "replace") for line in lines if _TEXT_URL.fullmatch(line)]
    return Sitemap(tuple(dict.fromkeys(urls)), (), truncated)


class _Collector:
    """Follows the element stack and collects ``<loc>`` values by their parent."""

    def __init__(self) -> None:
        self.urls: dict[str, None] = {}
        self.sitemaps: dict[str, None] = {}
        self.stack: list[str] = []
        self.root: Element | None = None

    def start(self, elem: Element) -> None:
        """Push the element's local name; remember the root."""
        if self.root is None:
            self.root = elem
        self.stack.append(_local(elem.tag))
        if self.stack[-1] == "link" and len(self.stack) >= 2 and self.stack[-2] in (
            "url", "entry"
        ):
            # <xhtml:link rel="alternate" href> in a urlset, <link href> in Atom.
            href = (elem.get("href") or "").strip()
            if href and elem.get("rel", "alternate") == "alternate":
                self.urls.setdefault(href, None)

    def end(self, elem: Element) -> None:
        """Collect the text of ``loc`` (or RSS ``link``) and free finished entries."""
        name = self.stack.pop() if self.stack else _local(elem.tag)
        parent = self.stack[-1] if self.stack else ""
        text = (elem.text or "").strip()
        if text and name == "loc" and parent == "url":
            self.urls.setdefault(text, None)
        elif text and name == "loc" and parent == "sitemap":
            self.sitemaps.setdefault(text, None)
        elif text and name == "link" and parent == "item":
            self.urls.setdefault(text, None)
        if len(self.stack) == 1 and self.root is not None:
            self.root.clear()  # a finished <url> is no longer needed: keep memory flat


def _local(tag: object) -> str:
    """``{http://www.sitemaps.org/schemas/sitemap/0.9}loc`` -> ``loc``."""
    return str(tag).rsplit("}", 1)[-1].lower()


def _xml_sitemap(data: bytes, truncated: bool) -> Sitemap:
    """Stream-parse XML, keeping what was read before any error."""
    parser = XMLPullParser(events=("start", "end"))
    collector = _Collector()
    error: ParseError | None = None
    try:
        for offset in range(0, len(data), _CHUNK):
            parser.feed(data[offset : offset + _CHUNK])
            _drain(parser, collector)
        parser.close()
        _drain(parser, collector)
    except ParseError as exc:  # raised by read_events after the events before it
        error = exc
    if error is not None and collector.root is None:
        raise SitemapError(f"the sitemap is not well-formed XML: {error}") from error
    root = _local(collector.root.tag) if collector.root is not None else ""
    if root not in _ROOTS:
        # Typically an HTML "page not found" served with status 200.
        raise SitemapError(
            f"the document's root element is <{root}>, not a sitemap "
            "(expected <urlset>, <sitemapindex>, or an RSS/Atom feed)"
        )
    return Sitemap(
        tuple(collector.urls), tuple(collector.sitemaps), truncated or error is not None
    )


def _drain(parser: XMLPullParser, collector: _Collector) -> None:
    """Hand the parser's pending events to the collector (a queued ParseError propagates)."""
    for event, elem in parser.read_events():
        if event == "start":
            collector.start(elem)
        else:
            collector.end(elem)
