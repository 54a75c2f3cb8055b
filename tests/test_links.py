"""Tests for daweb.crawl.links.extract_links."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daweb.crawl.links import PageLinks, extract_links

BASE = "http://example.com/dir/page.html"


def test_links_come_in_document_order_resolved_but_not_normalized() -> None:
    html = """<html><head><title> Portada  del
      diario </title><link rel="next" href="p2.html"><link rel=stylesheet href=s.css></head>
      <body><a href="/a">A</a> <iframe src="frame.html"></iframe>
      <map><area href="HTTP://Other.ES:80/b#x"></map>
      <a href="c/../d?utm_source=x">D</a><a href="/a">again</a></body></html>"""
    page = extract_links(html, BASE)
    assert page == PageLinks(
        links=(
            "http://example.com/dir/p2.html",
            "http://example.com/a",
            "http://example.com/dir/frame.html",
            "http://Other.ES:80/b#x",
            "http://example.com/dir/d?utm_source=x",
        ),
        base_url=BASE,
        nofollow_page=False,
        title="Portada del diario",
    )


def test_frameset_pages() -> None:
    html = '<frameset><frame src="menu.html"><frame src="/main.html"></frameset>'
    assert extract_links(html, BASE).links == (
        "http://example.com/dir/menu.html",
        "http://example.com/main.html",
    )


@pytest.mark.parametrize(
    "href",
    ["javascript:void(0)", " JavaScript:alert(1)", "java\nscript:x()", "mailto:a@b.es",
     "tel:+34911", "data:text/html,hola", "", "   ", "#arriba", "#"],
)
def test_unfollowable_references_are_skipped(href: str) -> None:
    page = extract_links(f'<a href="{href}">x</a><a href="/ok">ok</a>', BASE)
    assert page.links == ("http://example.com/ok",)


def test_link_elements_other_than_next_prev_alternate_are_skipped() -> None:
    html = ('<link rel=icon href=/i.ico><link rel="alternate stylesheet" href=/s.css>'
            '<link rel="Alternate" hreflang=en href=/en/><link rel=canonical href=/c>'
            '<link rel=prev href=/p1>')
    assert extract_links(html, BASE).links == ("http://example.com/en/", "http://example.com/p1")


def test_base_href_is_used_for_resolution() -> None:
    html = '<head><base href="/otra/"></head><body><a href="x.html">x</a></body>'
    page = extract_links(html, BASE)
    assert page.base_url == "http://example.com/otra/"
    assert page.links == ("http://example.com/otra/x.html",)


def test_absolute_base_href_and_unusable_base_href() -> None:
    page = extract_links('<base href="https://cdn.es/a/"><a href="b">b</a>', BASE)
    assert page.links == ("https://cdn.es/a/b",)
    page = extract_links('<base href="javascript:x"><a href="b">b</a>', BASE)
    assert page.base_url == BASE
    assert page.links == ("http://example.com/dir/b",)


def test_rel_nofollow_links_are_skipped_when_honoured() -> None:
    html = '<a href="/a" rel="external NOFOLLOW">a</a><a href="/b" rel="next">b</a>'
    assert extract_links(html, BASE).links == ("http://example.com/b",)
    assert extract_links(html, BASE, honour_nofollow=False).links == (
        "http://example.com/a",
        "http://example.com/b",
    )


@pytest.mark.parametrize(
    "meta",
    ['<meta name="robots" content="noindex, nofollow">',
     '<META NAME="Robots" CONTENT="NOFOLLOW">',
     '<meta name="robots" content="none">',
     '<meta name="daweb" content="nofollow">'],
)
def test_meta_robots_nofollow_gives_no_links(meta: str) -> None:
    html = f"<head>{meta}<title>t</title></head><a href='/a'>a</a>"
    page = extract_links(html, BASE)
    assert page.links == ()
    assert page.nofollow_page
    assert page.title == "t"
    ignored = extract_links(html, BASE, honour_nofollow=False)
    assert ignored.nofollow_page and ignored.links == ("http://example.com/a",)


def test_meta_robots_noindex_only_keeps_links() -> None:
    html = '<meta name="robots" content="noindex"><a href="/a">a</a>'
    page = extract_links(html, BASE)
    assert not page.nofollow_page and page.links == ("http://example.com/a",)


def test_unparsable_reference_is_kept_for_the_incident_report() -> None:
    page = extract_links('<a href="http://[bad/x">x</a>', BASE)
    assert page.links == ("http://[bad/x",)


def test_malformed_html_and_nul_bytes() -> None:
    html = "<html><body><a href='/a'>x<b><a href=/b\x00c>y</td></table><a href=\"/d\" <p>"
    page = extract_links(html, BASE)
    assert page.links[0] == "http://example.com/a"
    assert len(page.links) == 3
    assert extract_links("", BASE) == PageLinks((), BASE, False, "")


def test_deep_nesting_does_not_recurse() -> None:
    html = "<div>" * 10_000 + '<a href="/deep">d</a>' + "</div>" * 10_000
    assert extract_links(html, BASE).links == ("http://example.com/deep",)
    html = "<span><b><i>" * 5_000 + '<a href="/x">x</a>'
    assert extract_links(html, BASE).links == ("http://example.com/x",)


def _big_page(size: int) -> str:
    chunk = ('<p>El niño pequeño leía «Cien años de soledad» en la biblioteca. '
             '<a href="/articulo/{i}">artículo {i}</a></p>\n')
    parts, total, i = [], 0, 0
    while total < size:
        piece = chunk.format(i=i)
        parts.append(piece)
        total += len(piece.encode())
        i += 1
    return "<html><head><title>Grande</title></head><body>" + "".join(parts) + "</body></html>"


def test_huge_page_is_handled() -> None:
    html = _big_page(5_000_000)
    page = extract_links(html, BASE)
    assert page.links[0] == "http://example.com/articulo/0"
    assert len(page.links) > 30_000


def test_time_per_100_kb_page() -> None:
    html = _big_page(100_000)
    extract_links(html, BASE)
    runs = 20
    started = time.perf_counter()
    for _ in range(runs):
        extract_links(html, BASE)
    per_page = (time.perf_counter() - started) / runs
    print(f"\nextract_links: {per_page * 1000:.2f} ms per 100 KB page")
    # Generous bound: a crawler doing 10 pages/s must not be limited by link extraction.
    assert per_page < 0.1


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=500))
def test_never_crashes_on_arbitrary_text(text: str) -> None:
    page = extract_links(text, BASE)
    assert isinstance(page.links, tuple)


_tags = st.sampled_from(["<a href=", "<a href='", '<a href="', "<base href=", "<iframe src=",
                         "<link rel=next href=", "<meta name=robots content=", ">", "</a>",
                         "<title>", "</title>", "<!--", "-->", "<svg>", "<table>", "\x00",
                         "javascript:", "//", "[", "]", "#", "?", " ", "ñ", "<frameset>"])


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(_tags, st.text(max_size=5)), max_size=40))
def test_never_crashes_on_tag_soup(pieces: list[str]) -> None:
    page = extract_links("".join(pieces), BASE)
    assert all(isinstance(link, str) and link for link in page.links)


_REF_CHARS = st.sampled_from(list("/.ab?#=&%: \\;@") + ["..", "./", "//"])


@settings(max_examples=500, deadline=None)
@given(st.lists(_REF_CHARS, max_size=20).map("".join),
       st.sampled_from([BASE, "https://u:p@Example.com:8443/a/b?q#f", "http://h"]))
def test_fast_root_relative_path_agrees_with_urljoin(reference: str, base: str) -> None:
    from urllib.parse import urljoin

    from daweb.crawl.links import _origin, _resolve

    assert _resolve(base, "/" + reference, _origin(base)) == urljoin(base, "/" + reference)
