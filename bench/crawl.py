"""Benchmark the crawler: DAWeb's distributor and 10 retrievers against Scrapy, same site.

Run: ``.venv/bin/python bench/crawl.py`` (Scrapy comes with the ``bench`` extra:
``.venv/bin/pip install scrapy``; ``--no-scrapy`` skips it). Options: ``--pages``,
``--repeat``, ``--retrievers``.

A separate server process (asyncio, HTTP/1.1 keep-alive, pages pre-rendered in memory)
serves ``--pages`` generated pages of about 20 KB, each with about 30 in-site links, on
127.0.0.1. Each crawler runs in its own subprocess from the home page until the whole
site is fetched, with politeness off (no delay, 10 requests at a time on the one host) but
robots.txt obeyed. Every run must fetch every page; pages/s is pages over wall time from
the crawler's start to its end, CPU is the crawler process's user+system time, and peak
RSS is sampled with psutil every 20 ms (and checked against ``ru_maxrss``).

DAWeb's documents go to a consumer thread that drops them (the analyzer is not measured
here); Scrapy's CrawlSpider parses every page with its LinkExtractor, which is the same
work DAWeb's retrievers do (decode, extract and normalize links).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import queue
import random
import resource
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LINKS_PER_PAGE = 30
PAGE_BYTES = 20_000
SENTENCE_WORDS = 40
ROBOTS = b"User-agent: *\nDisallow: /private/\n"
_VOCABULARY = (
    "el la los las un una de del en con por para que como más pero sus le ya o este sí "
    "porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos "
    "durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué "
    "lengua palabra texto corpus lingüista análisis morfología lema verbo sustantivo niño "
    "año canción ciudad región política economía cultura historia ciencia"
).split()


# ---------------------------------------------------------------------- the site


def render_page(index: int, pages: int, words: int | None = None) -> bytes:
    """Page ``index``: ~20 KB of text (about 3,300 words), or about ``words`` words, and ~30
    links to other pages (deterministic)."""
    rng = random.Random(index)
    targets = [(index + 1) % pages] + [rng.randrange(pages) for _ in range(LINKS_PER_PAGE - 1)]
    links = "".join(f'<li><a href="/p/{t}">Página {t}</a></li>' for t in targets)
    parts: list[str] = []
    size = 0
    while (size < PAGE_BYTES - 1500) if words is None else (
            len(parts) * SENTENCE_WORDS < words):
        sentence = " ".join(rng.choices(_VOCABULARY, k=SENTENCE_WORDS)).capitalize() + "."
        parts.append(f"<p>{sentence}</p>")
        size += len(sentence) + 7
    return (
        '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">'
        f"<title>Página {index}</title></head><body><h1>Página {index}</h1>"
        f"<ul>{links}</ul>{''.join(parts)}</body></html>"
    ).encode()


def _response(status: str, body: bytes, content_type: bytes) -> bytes:
    head = (
        f"HTTP/1.1 {status}\r\nContent-Length: {len(body)}\r\n"
        "Connection: keep-alive\r\nServer: bench\r\n"
    ).encode()
    return head + b"Content-Type: " + content_type + b"\r\n\r\n" + body


def serve(pages: int, words: int | None = None) -> None:
    """Serve the site (pages of ``words`` words if given) on a free 127.0.0.1 port; print
    the port, then serve until killed."""
    rendered = [_response("200 OK", render_page(i, pages, words), b"text/html; charset=utf-8")
                for i in range(pages)]
    home = _response("200 OK", b'<html><body><a href="/p/0">start</a></body></html>',
                     b"text/html; charset=utf-8")
    robots = _response("200 OK", ROBOTS, b"text/plain")
    missing = _response("404 Not Found", b"not found", b"text/plain")

    def route(target: bytes) -> bytes:
        if target.startswith(b"/p/"):
            try:
                return rendered[int(target[3:])]
            except (ValueError, IndexError):
                return missing
        if target == b"/":
            return home
        if target == b"/robots.txt":
            return robots
        return missing

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                request = await reader.readuntil(b"\r\n\r\n")
                target = request.split(b" ", 2)[1]
                writer.write(route(target))
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.LimitOverrunError):
            pass
        finally:
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=512)
        print(server.sockets[0].getsockname()[1], flush=True)
        async with server:
            await server.serve_forever()

    asyncio.run(main())


# ---------------------------------------------------------------------- measuring


class PeakRSS:
    """Sample this process's RSS with psutil in a background thread."""

    def __init__(self, interval: float = 0.02) -> None:
        import psutil

        self._process = psutil.Process()
        self._interval = interval
        self._stop = threading.Event()
        self.peak = self._process.memory_info().rss
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> PeakRSS:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            self.peak = max(self.peak, self._process.memory_info().rss)


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _report(name: str, pages: int, seconds: float, cpu: float, peak: int) -> None:
    """Print one JSON line of figures for the parent process."""
    maxrss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux
    print(json.dumps({
        "crawler": name, "pages": pages, "seconds": seconds, "pages_per_s": pages / seconds,
        "cpu_s": cpu, "cpu_s_per_1000": 1000 * cpu / max(1, pages),
        "peak_rss_mb": max(peak, maxrss) / 2**20,
    }), flush=True)


# ---------------------------------------------------------------------- the crawlers


def crawl_daweb(port: int, retrievers: int) -> None:
    """Crawl the site with DAWeb's distributor; documents are consumed and dropped."""
    from daweb.crawl.distributor import Distributor
    from daweb.crawl.settings import CrawlSettings
    from daweb.events import Outcome

    settings = CrawlSettings(retrievers=retrievers, delay=0.0, per_host_concurrency=retrievers,
                             robots=True, sitemaps=False)
    documents: queue.Queue = queue.Queue(maxsize=100)
    done = threading.Event()

    def consume() -> None:  # the analyzer's place: take documents, drop them
        while not (done.is_set() and documents.empty()):
            try:
                documents.get(timeout=0.05)
            except queue.Empty:
                continue

    failures: list[object] = []

    def on_event(event: object) -> None:
        if getattr(event, "outcome", None) is Outcome.NOT_OBTAINED:
            failures.append(event)

    consumer = threading.Thread(target=consume, daemon=True)
    consumer.start()
    cpu0 = _cpu()
    with PeakRSS() as rss:
        started = time.perf_counter()
        finished = Distributor([f"http://127.0.0.1:{port}/"], [], settings, documents,
                               on_event).run()
        seconds = time.perf_counter() - started
        done.set()
        consumer.join()
    if failures:
        print(f"DAWeb failures: {failures[:3]}", file=sys.stderr)
    _report("daweb", finished.obtained - 1, seconds, _cpu() - cpu0, rss.peak)  # minus home


def crawl_scrapy(port: int, concurrency: int) -> None:
    """Crawl the site with a Scrapy CrawlSpider with equivalent settings."""
    from scrapy.crawler import CrawlerProcess
    from scrapy.linkextractors import LinkExtractor
    from scrapy.spiders import CrawlSpider, Rule

    class SiteSpider(CrawlSpider):
        name = "site"
        allowed_domains = ["127.0.0.1"]
        start_urls = [f"http://127.0.0.1:{port}/"]
        rules = (Rule(LinkExtractor(), callback="parse_page", follow=True),)

        def parse_page(self, response: object) -> None:
            """Nothing to extract: the Rule follows the links."""
            return None

    process = CrawlerProcess(settings={
        "CONCURRENT_REQUESTS": concurrency,
        "CONCURRENT_REQUESTS_PER_DOMAIN": concurrency,
        "DOWNLOAD_DELAY": 0,
        "ROBOTSTXT_OBEY": True,
        "AUTOTHROTTLE_ENABLED": False,
        "LOG_LEVEL": "ERROR",
        "TELNETCONSOLE_ENABLED": False,
        "USER_AGENT": "DAWebBench/Scrapy",
    })
    crawler = process.create_crawler(SiteSpider)
    cpu0 = _cpu()
    with PeakRSS() as rss:
        started = time.perf_counter()
        process.crawl(crawler)
        process.start()
        seconds = time.perf_counter() - started
    stats = crawler.stats.get_stats()
    pages = stats.get("downloader/response_status_count/200", 0) - 2  # home, robots.txt
    # Scrapy's own start-to-finish time leaves out its start-up, in its favour.
    seconds = stats.get("elapsed_time_seconds", seconds)
    _report("scrapy", pages, seconds, _cpu() - cpu0, rss.peak)


# ---------------------------------------------------------------------- orchestration


def _child(kind: str, port: int, retrievers: int) -> dict:
    """Run one crawler in a fresh interpreter and return its figures."""
    out = subprocess.run(
        [sys.executable, __file__, kind, "--port", str(port), "--retrievers", str(retrievers)],
        capture_output=True, text=True, check=True, timeout=900,
    )
    if out.stderr.strip():
        print(out.stderr.strip()[-2000:], file=sys.stderr)
    return json.loads(out.stdout.strip().splitlines()[-1])


def machine() -> str:
    """CPU count and model, Python version and load average: the context of the figures."""
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"{os.cpu_count()} × {model}, Python {platform.python_version()}, "
            f"load average {load}")


def main() -> None:
    """Parse arguments; run the server, a crawler, or the whole comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", nargs="?", default="all",
                        choices=["all", "serve", "daweb", "scrapy"])
    parser.add_argument("--pages", type=int, default=5000)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--retrievers", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-scrapy", action="store_true")
    parser.add_argument("--words", type=int, default=None,
                        help="words of text a page (serve only; default ~20 KB of text)")
    args = parser.parse_args()
    if args.mode == "serve":
        return serve(args.pages, args.words)
    if args.mode == "daweb":
        return crawl_daweb(args.port, args.retrievers)
    if args.mode == "scrapy":
        return crawl_scrapy(args.port, args.retrievers)
    compare(args)


def compare(args: argparse.Namespace) -> None:
    """Start the server, alternate the crawlers ``--repeat`` times, print the figures."""
    server = subprocess.Popen([sys.executable, __file__, "serve", "--pages", str(args.pages)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline())
        kinds = ["daweb"] + ([] if args.no_scrapy else ["scrapy"])
        runs: dict[str, list[dict]] = {kind: [] for kind in kinds}
        for _ in range(args.repeat):
            for kind in kinds:
                figures = _child(kind, port, args.retrievers)
                runs[kind].append(figures)
                print(json.dumps(figures))
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(f"\nMachine: {machine()}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"Site: {args.pages} pages, ~{PAGE_BYTES // 1000} KB, {LINKS_PER_PAGE} links each; "
          f"{args.retrievers} concurrent requests; median of {args.repeat} runs")
    medians = {}
    for kind, items in runs.items():
        med = {key: statistics.median(r[key] for r in items)
               for key in ("pages_per_s", "cpu_s_per_1000", "peak_rss_mb")}
        medians[kind] = med
        pages = {r["pages"] for r in items}
        print(f"{kind:7s} pages={sorted(pages)} pages/s={med['pages_per_s']:.0f} "
              f"CPU s/1000 pages={med['cpu_s_per_1000']:.2f} "
              f"peak RSS={med['peak_rss_mb']:.0f} MB")
    if "scrapy" in medians:
        ratio = medians["daweb"]["pages_per_s"] / medians["scrapy"]["pages_per_s"]
        print(f"DAWeb / Scrapy pages/s = {ratio:.2f}")


if __name__ == "__main__":
    main()
