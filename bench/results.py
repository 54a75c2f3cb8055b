"""Results-writer speed: ms per page of ``ResultsWriter.add_page`` on real Spanish pages.

Two corpora of ~900-word pages (``--corpus``), each analyzed once with the default
:class:`analyzers.analyzer.Analyzer`:

* ``site`` — pages generated from the UD Spanish GSD treebank exactly as ``bench/run.py``
  serves them (~40 sentences, ~2,400 distinct segments 2-5 per page). The treebank's dev
  split has only 1,400 sentences, so over 300 pages each sentence is used ~8 times and
  nearly every n-gram reaches a run minimum of 3: the worst case for the writer.
* ``debian`` — real running text: the paragraphs of the Spanish Debian manuals installed
  here (the corpus of ``bench/analyzer.py``), in order, packed into pages of ~900 words,
  so that, as on real sites, most n-grams occur once in the run.

Each is then written by a fresh :class:`daweb.store.writer.ResultsWriter` in each
configuration:

* ``no segments`` — the same pages with their segments removed (the floor);
* ``every n-gram`` — ``min_segment_frequency=1``: every segment of every page becomes a
  ``page_segments`` row, which is what the writer did for every run before segments below
  the run minimum were kept in memory;
* ``min freq N`` — the run minimum (``--min-freq``, default 3, the project default): a
  segment's rows are written once it has N occurrences in the run.

Per configuration it prints add_page ms/page (mean and median), the incremental refreshes
every 100 pages as ``daweb run`` does them, the final ``refresh_run_tables()``,
``set_triage`` (every unrecognized form, as the run's triage does) and ``close()``, the
rows written, and whether the ``segments`` table equals the segments counted independently
from the analysis results (same frequency and pages for every segment reaching the
minimum; with pruning, lower counts are reported as a difference, never as an error).

    .venv/bin/python bench/results.py [--corpus site,debian] [--pages 300] [--min-freq 3]
                                      [--cap N]
"""

from __future__ import annotations

import argparse
import dataclasses
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import run as site_bench  # noqa: E402  (bench/run.py: the generated site)

from analyzers.analyzer import Analyzer  # noqa: E402
from analyzers.document import DocumentResult, SourceDocument  # noqa: E402
from daweb.store.writer import ResultsWriter  # noqa: E402

REFRESH_EVERY = 100  # as daweb.run.steps.REFRESH_EVERY
PAGE_WORDS = 900


def analyzed_pages(pages: int) -> list[DocumentResult]:
    """The generated site's article pages, analyzed once."""
    site = site_bench.render_site(pages, site_bench.sentences(site_bench.TREEBANK))
    analyzer = Analyzer()
    return [analyzer.analyze(SourceDocument(url=f"http://bench.es{path}",
                                            text=body.decode("utf-8"), site="bench"))
            for path, body in site.items() if path.startswith("/p/")]


def debian_pages(pages: int) -> list[DocumentResult]:
    """Up to ``pages`` pages of ~900 words of the Debian manuals' paragraphs, analyzed."""
    from analyzer import corpus_files  # bench/analyzer.py

    from analyzers.extract import decode_bytes, extract

    htmls: list[str] = []
    page: list[str] = []
    words = 0
    for name in corpus_files():
        for block in extract(decode_bytes(Path(name).read_bytes()), "main").blocks:
            page.append(f"<p>{escape(block)}</p>")
            words += block.count(" ") + 1
            if words >= PAGE_WORDS:
                htmls.append("".join(page))
                page, words = [], 0
        if len(htmls) >= pages:
            break
    analyzer = Analyzer()
    return [analyzer.analyze(SourceDocument(
        url=f"http://debian.es/{i}.html", site="debian",
        text=f"<html><head><title>Página {i}</title></head><body>{body}</body></html>"))
        for i, body in enumerate(htmls[:pages])]


def expected_segments(results: list[DocumentResult], min_freq: int) -> dict[str, tuple]:
    """Segment -> (frequency, pages) over the whole run, for those reaching ``min_freq``."""
    freq: Counter[str] = Counter()
    pages: Counter[str] = Counter()
    for r in results:
        freq.update(r.segments)
        pages.update(r.segments.keys())
    return {s: (f, pages[s]) for s, f in freq.items() if f >= min_freq}


def one_config(results: list[DocumentResult], min_freq: int, folder: Path, name: str,
               cap: int | None) -> dict[str, object]:
    """Write ``results`` with a fresh writer; timings in seconds and row counts."""
    path = folder / f"{name}.sqlite"
    options = {} if cap is None else {"pending_segment_cap": cap}
    writer = ResultsWriter(path, min_segment_frequency=min_freq, **options)
    per_page: list[float] = []
    refreshes = 0.0
    for i, result in enumerate(results, 1):
        meta = {"url": result.url, "start_url": "http://bench.es/", "status": 200}
        t0 = time.perf_counter()
        writer.add_page(meta, result)
        per_page.append(time.perf_counter() - t0)
        if i % REFRESH_EVERY == 0:
            t0 = time.perf_counter()
            writer.refresh_run_tables()
            refreshes += time.perf_counter() - t0
    t0 = time.perf_counter()
    writer.refresh_run_tables()
    final_refresh = time.perf_counter() - t0
    keys = {o.key for r in results for o in r.unrecognized}
    t0 = time.perf_counter()
    writer.set_triage(dict.fromkeys(keys, "candidate"))
    triage = time.perf_counter() - t0
    t0 = time.perf_counter()
    writer.close()
    close = time.perf_counter() - t0
    conn = sqlite3.connect(path)
    got = {s: (f, p) for s, f, p in conn.execute("SELECT text, frequency, pages FROM segments")}
    page_segments = conn.execute("SELECT COUNT(*) FROM page_segments").fetchone()[0]
    info = dict(conn.execute("SELECT key, value FROM run_info"))
    conn.close()
    want = expected_segments(results, min_freq) if any(r.segments for r in results) else {}
    return {"per_page": per_page, "refreshes": refreshes, "final_refresh": final_refresh,
            "triage": triage, "close": close, "page_segments": page_segments,
            "segments": len(got), "exact": got == want,
            "differ": sum(1 for s in want.keys() | got.keys() if got.get(s) != want.get(s)),
            "prunes": info.get("segment_prunes", "0"), "size": path.stat().st_size}


def main() -> None:
    """Analyze the pages, write them in each configuration and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", default="site,debian",
                        help="comma-separated: site (treebank), debian (manuals)")
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--min-freq", type=int, default=3)
    parser.add_argument("--cap", type=int, default=None,
                        help="pending-segment cap of the writer (default: its own)")
    args = parser.parse_args()
    for corpus in args.corpus.split(","):
        t0 = time.perf_counter()
        results = (analyzed_pages if corpus == "site" else debian_pages)(args.pages)
        if not results:
            print(f"\n{corpus}: no pages (corpus not installed)")
            continue
        words = sum(r.tokens for r in results)
        grams = sum(len(r.segments) for r in results)
        frequent = expected_segments(results, args.min_freq)
        share = sum(1 for r in results for s in r.segments if s in frequent) / max(1, grams)
        print(f"\n{corpus}: {len(results)} pages analyzed in {time.perf_counter() - t0:.1f} s: "
              f"{words / len(results):.0f} words and {grams / len(results):.0f} distinct "
              f"segments per page; {100 * share:.1f} % of the (page, segment) pairs belong "
              f"to segments with >= {args.min_freq} occurrences in the run")
        compare(results, args)


def compare(results: list[DocumentResult], args: argparse.Namespace) -> None:
    """Write ``results`` in the three configurations and print one line each."""
    bare = [dataclasses.replace(r, segments={}) for r in results]
    configs = [("no segments", bare, args.min_freq), ("every n-gram", results, 1),
               (f"min freq {args.min_freq}", results, args.min_freq)]
    print(f"{'writer':<14} {'add_page ms/page':>17} {'median':>7} {'refresh/100':>11} "
          f"{'final':>7} {'triage':>7} {'close':>7} {'page_seg rows':>13} {'segments':>9} "
          f"{'prunes':>6} {'MB':>5}  segments table")
    with tempfile.TemporaryDirectory() as tmp:
        for name, pages, min_freq in configs:
            r = one_config(pages, min_freq, Path(tmp), name.replace(" ", "_"), args.cap)
            per_page = r["per_page"]
            check = "exact" if r["exact"] else f"{r['differ']} segments differ (pruned)"
            print(f"{name:<14} {1000 * statistics.fmean(per_page):>17.2f} "
                  f"{1000 * statistics.median(per_page):>7.2f} "
                  f"{1000 * r['refreshes'] / max(1, len(per_page) // REFRESH_EVERY):>9.1f}ms "
                  f"{1000 * r['final_refresh']:>5.0f}ms {1000 * r['triage']:>5.0f}ms "
                  f"{1000 * r['close']:>5.0f}ms {r['page_segments']:>13,} {r['segments']:>9,} "
                  f"{r['prunes']:>6} {r['size'] / 1e6:>5.1f}  {check}")


if __name__ == "__main__":
    main()
