"""Tests for daweb.crawl.sitemaps.parse_sitemap."""

from __future__ import annotations

import gzip
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daweb.crawl.sitemaps import MAX_SITEMAP_BYTES, Sitemap, SitemapError, parse_sitemap

NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

URLSET = f"""<?xml version="1.0" encoding="UTF-8"?>
<urlset {NS}
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>
      https://example.es/noticias/uno
    </loc>
    <lastmod>2024-05-01</lastmod>
    <image:image><image:loc>https://example.es/foto.jpg</image:loc></image:image>
    <xhtml:link rel="alternate" hreflang="ca" href="https://example.es/ca/noticias/uno"/>
  </url>
  <url><loc>https://example.es/a&amp;b?x=1</loc></url>
  <url><loc>https://example.es/noticias/uno</loc></url>
  <url><loc>https://example.es/cañón</loc></url>
</urlset>
""".encode()

INDEX = f"""<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex {NS}>
  <sitemap><loc>https://example.es/sitemap-1.xml.gz</loc><lastmod>2024</lastmod></sitemap>
  <sitemap><loc>https://example.es/sitemap-2.xml</loc></sitemap>
</sitemapindex>
""".encode()


def test_urlset_with_namespaces_images_and_alternates() -> None:
    assert parse_sitemap(URLSET) == Sitemap(
        urls=(
            "https://example.es/noticias/uno",
            "https://example.es/ca/noticias/uno",
            "https://example.es/a&b?x=1",
            "https://example.es/cañón",
        ),
        sitemaps=(),
        truncated=False,
    )


def test_sitemap_index() -> None:
    assert parse_sitemap(INDEX) == Sitemap(
        urls=(),
        sitemaps=("https://example.es/sitemap-1.xml.gz", "https://example.es/sitemap-2.xml"),
    )


def test_without_namespace_and_with_bom() -> None:
    body = b"\xef\xbb\xbf<urlset><url><loc>http://a.es/1</loc></url></urlset>"
    assert parse_sitemap(body).urls == ("http://a.es/1",)


def test_gzipped_sitemap_is_detected_by_magic_bytes() -> None:
    assert parse_sitemap(gzip.compress(URLSET)) == parse_sitemap(URLSET)
    assert parse_sitemap(gzip.compress(INDEX)).sitemaps[0].endswith("sitemap-1.xml.gz")


def test_latin1_declared_sitemap() -> None:
    body = ('<?xml version="1.0" encoding="ISO-8859-1"?><urlset>'
            "<url><loc>http://a.es/año</loc></url></urlset>").encode("latin-1")
    assert parse_sitemap(body).urls == ("http://a.es/año",)


def test_truncated_xml_keeps_what_was_read() -> None:
    cut = URLSET[: URLSET.index("cañón".encode()) - 30]
    result = parse_sitemap(cut)
    assert result.truncated
    assert result.urls[:3] == (
        "https://example.es/noticias/uno",
        "https://example.es/ca/noticias/uno",
        "https://example.es/a&b?x=1",
    )


def test_malformed_in_the_middle_keeps_the_beginning() -> None:
    body = (b"<urlset><url><loc>http://a.es/1</loc></url><url><loc>http://a.es/2</loc></url>"
            b"<url><loc>http://a.es/3 & broken</loc></url><url><loc>http://a.es/4</loc></url>")
    result = parse_sitemap(body)
    assert result.urls == ("http://a.es/1", "http://a.es/2") and result.truncated


def test_text_sitemap() -> None:
    body = b"https://a.es/1\r\n\r\nhttps://a.es/2\nhttp://a.es/1\n"
    assert parse_sitemap(body).urls == ("https://a.es/1", "https://a.es/2", "http://a.es/1")


def test_rss_and_atom_feeds() -> None:
    rss = (b"<rss version='2.0'><channel><link>http://a.es/</link><item><title>t</title>"
           b"<link>http://a.es/nota-1</link></item><item><link>http://a.es/nota-2</link>"
           b"</item></channel></rss>")
    assert parse_sitemap(rss).urls == ("http://a.es/nota-1", "http://a.es/nota-2")
    atom = (b"<feed xmlns='http://www.w3.org/2005/Atom'><link href='http://a.es/'/>"
            b"<entry><link href='http://a.es/e1'/><link rel='edit' href='http://a.es/x'/>"
            b"</entry></feed>")
    assert parse_sitemap(atom).urls == ("http://a.es/e1",)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"", "empty"),
        (b"   \n ", "empty"),
        (b"hola, esto no es un sitemap", "neither XML nor a text list"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "neither XML nor a text list"),
        (b"<<<not xml", "not well-formed XML"),
        (b"<html><body><p>No encontrado</p></body></html>", "root element is <html>"),
        (b'<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY e "x">]><urlset/>', "DOCTYPE"),
        (b'<urlset><!ENTITY lol "lol"></urlset>', "ENTITY"),
        (b"\x1f\x8b\x08\x00garbage-not-deflate", "cannot be decompressed"),
    ],
)
def test_not_a_sitemap_raises_sitemap_error(body: bytes, message: str) -> None:
    with pytest.raises(SitemapError, match=message):
        parse_sitemap(body)
    assert issubclass(SitemapError, ValueError)


def test_billion_laughs_is_refused_quickly() -> None:
    entities = "".join(f'<!ENTITY l{i} "&l{i - 1};&l{i - 1};">' for i in range(1, 30))
    body = f'<!DOCTYPE r [<!ENTITY l0 "ha">{entities}]><urlset><url><loc>&l29;</loc></url></urlset>'
    started = time.perf_counter()
    with pytest.raises(SitemapError):
        parse_sitemap(body.encode())
    assert time.perf_counter() - started < 1.0


def test_gzip_bomb_is_capped_at_50_mb() -> None:
    head = b"<urlset><url><loc>http://a.es/1</loc></url>"
    bomb = gzip.compress(head + b" " * (MAX_SITEMAP_BYTES + 10_000_000), compresslevel=9)
    assert len(bomb) < 200_000
    result = parse_sitemap(bomb)
    assert result.urls == ("http://a.es/1",)
    assert result.truncated


def test_large_sitemap_is_fast() -> None:
    entries = "".join(f"<url><loc>https://a.es/p/{i}</loc></url>" for i in range(50_000))
    body = f"<urlset {NS}>{entries}</urlset>".encode()
    started = time.perf_counter()
    result = parse_sitemap(body)
    elapsed = time.perf_counter() - started
    print(f"\nparse_sitemap: 50,000 URLs ({len(body) / 1e6:.1f} MB) in {elapsed:.2f} s")
    assert len(result.urls) == 50_000 and result.urls[-1] == "https://a.es/p/49999"
    assert elapsed < 5.0


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_only_sitemap_error_is_raised(body: bytes) -> None:
    try:
        result = parse_sitemap(body)
    except SitemapError:
        return
    assert all(isinstance(u, str) for u in result.urls + result.sitemaps)


_pieces = st.sampled_from([b"<urlset>", b"</urlset>", b"<url>", b"</url>", b"<loc>", b"</loc>",
                           b"<sitemapindex>", b"<sitemap>", b"</sitemap>", b"http://a.es/x",
                           b"&amp;", b"&", b"<", b"\x00", b"\xff", b" ", b"<![CDATA[", b"]]>"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_pieces, max_size=30))
def test_only_sitemap_error_is_raised_on_tag_soup(pieces: list[bytes]) -> None:
    body = b"".join(pieces)
    try:
        parse_sitemap(body)
        parse_sitemap(gzip.compress(body))
    except SitemapError:
        pass
