"""Feeds (daweb/crawl/feeds.py): RSS 2.0 and Atom parsing, and feeds as start addresses of a
real crawl on 127.0.0.1 — items seed the frontier, their dates reach ``page_feeds``, a broken
feed is an incident."""

import queue
import sqlite3
from pathlib import Path

import pytest
from sites import CorpusSite

from daweb.crawl.distributor import Distributor
from daweb.crawl.feeds import FeedError, alternate_feeds, is_feed_type, parse_feed
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause, FetchedDocument, Incident, Outcome
from daweb.project import parse_project
from daweb.run import Run

HTML = "text/html; charset=utf-8"


def _rss(base: str) -> str:
    """The textbook's figure 3.9, in Spanish, with links on the test site."""
    return f"""<?xml version="1.0"?>
<rss version="2.0"><channel>
  <title>Noticias sobre motores de búsqueda</title><link>{base}/</link>
  <description>Noticias.</description><ttl>60</ttl>
  <item><title>Próxima conferencia</title><link>{base}/conferencia</link>
    <pubDate>Thu, 05 Jun 2008 09:50:11 GMT</pubDate><guid>{base}#500</guid></item>
  <item><title>Nuevo libro</title><link>/libro</link>
    <pubDate>Thu, 05 Jun 2008 09:33:01 GMT</pubDate><guid>{base}#499</guid></item>
</channel></rss>"""


def _atom(base: str) -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Diario</title><id>urn:diario</id><updated>2026-11-20T10:00:00Z</updated>
  <entry><title>Crónica</title><id>urn:1</id><link href="{base}/cronica"/>
    <updated>2026-11-20T10:00:00Z</updated><published>2026-11-19T08:30:00+01:00</published>
  </entry>
</feed>"""


def _page(title: str, text: str, head: str = "") -> str:
    return (f"<html lang='es'><head><title>{title}</title>{head}</head><body><article>"
            f"<h1>{title}</h1><p>{text}</p></article></body></html>")


def test_rss_items_links_and_dates():
    feed = parse_feed(_rss("http://x.es").encode(), "http://x.es/feed.xml")
    assert feed.format == "RSS 2.0" and feed.title == "Noticias sobre motores de búsqueda"
    assert [(i.link, i.published) for i in feed.items] == [
        ("http://x.es/conferencia", "2008-06-05T09:50:11+00:00"),
        ("http://x.es/libro", "2008-06-05T09:33:01+00:00"),  # relative link resolved
    ]
    assert feed.summary() == 'RSS 2.0 feed "Noticias sobre motores de búsqueda": 2 items'


def test_atom_entry_date_is_published_in_utc():
    feed = parse_feed(_atom("http://x.es").encode(), "http://x.es/atom.xml")
    assert feed.format == "Atom 1.0"
    assert [(i.link, i.title, i.published) for i in feed.items] == [
        ("http://x.es/cronica", "Crónica", "2026-11-19T07:30:00+00:00")]


@pytest.mark.parametrize("body, message", [
    (b"<html><body>hola</body></html>", "not an RSS or Atom feed"),
    (b"\x00\x01 garbage", "not an RSS or Atom feed"),
    (b'<rss version="2.0"><channel><item><title>A</title><link>http://x/a', "no readable item"),
])
def test_broken_feeds_raise_feed_error(body, message):
    with pytest.raises(FeedError, match=message):
        parse_feed(body, "http://x.es/feed.xml")


def test_truncated_feed_keeps_the_items_before_the_damage():
    body = _rss("http://x.es").encode()[:-40]
    feed = parse_feed(body, "http://x.es/feed.xml")
    assert len(feed.items) == 2 and feed.problem
    assert "malformed" in feed.summary()


def test_alternate_feeds_of_a_page():
    html = ('<html><head><base href="/noticias/">'
            '<link rel="alternate" type="application/rss+xml" href="rss.xml">'
            '<link rel="Alternate" type="application/atom+xml; charset=utf-8" href="/atom">'
            '<link rel="alternate" hreflang="en" href="/en/">'
            '<link rel="stylesheet" type="text/css" href="s.css"></head></html>')
    assert alternate_feeds(html, "http://x.es/") == (
        "http://x.es/noticias/rss.xml", "http://x.es/atom")
    assert is_feed_type("application/rss+xml; charset=utf-8") and not is_feed_type("text/html")


# -- crawls ----------------------------------------------------------------------------------


def _crawl(starts: list[str], **options) -> tuple[list[FetchedDocument], list[Incident]]:
    documents: queue.Queue = queue.Queue()
    events: list = []
    settings = CrawlSettings(delay=0, retrievers=2, robots=False, sitemaps=False, **options)
    Distributor(starts, [], settings, documents, events.append).run()
    fetched = []
    while not documents.empty():
        fetched.append(documents.get())
    return fetched, [e for e in events if isinstance(e, Incident)]


def _site(base_placeholder: str = "BASE") -> dict[str, tuple[str, str]]:
    return {
        "/feed.xml": ("application/rss+xml", _rss(base_placeholder)),
        "/atom": ("application/atom+xml; charset=utf-8", _atom(base_placeholder)),
        "/conferencia": (HTML, _page("Conferencia", "La conferencia anual se acerca.")),
        "/libro": (HTML, _page("Libro", "Un libro nuevo sobre buscadores.")),
        "/cronica": (HTML, _page("Crónica", "Crónica de la jornada.")),
        "/": (HTML, _page("Portada", "Bienvenidos.",
                          '<link rel="alternate" type="application/atom+xml" href="/atom">')),
        "/roto.xml": ("application/rss+xml", "<rss version='2.0'><channel><item><link>"),
    }


def _serve(site: CorpusSite) -> CorpusSite:
    """Put the site's real address into the feeds."""
    site.documents = {p: (t, b.replace("BASE", site.url("")) if isinstance(b, str) else b)
                      for p, (t, b) in site.documents.items()}
    return site


def test_an_rss_start_address_seeds_its_items_with_their_dates():
    with CorpusSite(_site()) as site:
        _serve(site)
        fetched, incidents = _crawl([site.url("/feed.xml")])
    got = {d.url: (d.feed, d.published, d.depth) for d in fetched}
    feed = site.url("/feed.xml")
    assert got == {site.url("/conferencia"): (feed, "2008-06-05T09:50:11+00:00", 1),
                   site.url("/libro"): (feed, "2008-06-05T09:33:01+00:00", 1)}
    report = {i.url: (i.outcome, i.cause, i.detail) for i in incidents}
    assert report[feed][:2] == (Outcome.OBTAINED, Cause.OK)
    assert "RSS 2.0 feed" in report[feed][2] and "2 items" in report[feed][2]


def test_an_html_start_page_naming_a_feed_gets_its_items_too():
    with CorpusSite(_site()) as site:
        _serve(site)
        fetched, _ = _crawl([site.url("/")])
        fetched_off, _ = _crawl([site.url("/")], feeds=False)
    by_url = {d.url: d for d in fetched}
    assert by_url[site.url("/cronica")].published == "2026-11-19T07:30:00+00:00"
    assert by_url[site.url("/cronica")].feed == site.url("/atom")
    assert by_url[site.url("/")].feed == ""
    assert {d.url for d in fetched_off} == {site.url("/")}


def test_a_broken_feed_is_an_incident_and_the_crawl_goes_on():
    with CorpusSite(_site()) as site:
        _serve(site)
        fetched, incidents = _crawl([site.url("/roto.xml"), site.url("/feed.xml")])
    broken = [i for i in incidents if i.url == site.url("/roto.xml")]
    assert [(i.outcome, i.cause) for i in broken] == [(Outcome.NOT_OBTAINED, Cause.FEED_ERROR)]
    assert "no readable item" in broken[0].detail
    assert len(fetched) == 2  # the good feed's items


def test_feed_dates_are_stored_with_the_pages(tmp_path: Path):
    with CorpusSite(_site()) as site:
        _serve(site)
        text = (f'title = "Feeds"\n[[start]]\nurl = "{site.url("/feed.xml")}"\n'
                "[crawl]\ndelay = 0\nrobots = false\nsitemaps = false\n")
        finished = Run(parse_project(text, "f.toml", tmp_path / "f.toml"),
                       runs_dir=tmp_path / "runs").execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    rows = db.execute("SELECT p.url, f.feed, f.published FROM page_feeds f "
                      "JOIN pages p ON p.id = f.page ORDER BY f.published").fetchall()
    feed = site.url("/feed.xml")
    assert rows == [(site.url("/libro"), feed, "2008-06-05T09:33:01+00:00"),
                    (site.url("/conferencia"), feed, "2008-06-05T09:50:11+00:00")]
