"""Collocations and regimes: what they add to the analyzer's time, and their memory.

Corpus: the Spanish HTML of Debian's manuals (``bench/analyzer.py``'s loader), analyzed in
``--passes`` passes (default 2: ≥ 1 million words). The peer is the analyzer itself with
every default output on and collocations/regimes off, run in the same script, passes
interleaved page by page on a warm cache so that machine noise hits all alike.

Each page's result goes to the run totals (``CooccurrenceTotals.add``, what the results
writer does) and is then dropped, as in a run. Prints per configuration: analyzer words/s
and the overhead against the peer, the run totals' time per page, the memory the totals
hold, and the time to compute the scores and write both tables at the end of the run.

    .venv/bin/python bench/collocations.py [--passes 2] [--mode all] [--pair-cap N]
"""

from __future__ import annotations

import argparse
import gc
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import sqlite_utils

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from analyzer import corpus_files, rss_mb  # noqa: E402  (bench/analyzer.py's corpus loader)

from analyzers.analyzer import AnalysisConfig, Analyzer  # noqa: E402
from analyzers.document import SourceDocument  # noqa: E402
from analyzers.extract import decode_bytes  # noqa: E402
from analyzers.morphology import MorphCache, Recognizer  # noqa: E402
from daweb.collocation_results import (  # noqa: E402
    PAIR_CAP,
    CooccurrenceOptions,
    CooccurrenceTotals,
)
from daweb.store.schema import create_schema  # noqa: E402


def analyze_interleaved(analyzers: dict[str, Analyzer], pages: list[tuple[str, str]],
                        totals: dict[str, CooccurrenceTotals], spent: dict[str, float],
                        added: dict[str, float], words: dict[str, int]) -> None:
    """One pass: each page analyzed by every configuration in turn (the order rotates per
    page), so that a slower or faster stretch of a shared machine hits all alike.

    A result goes to its run totals (``CooccurrenceTotals.add``, what the results writer
    does) and is then dropped, as in a run. Adds seconds and words to the dicts.
    """
    names = list(analyzers)
    for number, (path, text) in enumerate(pages):
        doc = SourceDocument("file://" + path, text, site="debian-docs")
        for name in names[number % len(names):] + names[:number % len(names)]:
            start = time.perf_counter()
            result = analyzers[name].analyze(doc)
            middle = time.perf_counter()
            if name in totals:
                totals[name].add(result)
            spent[name] += middle - start
            added[name] += time.perf_counter() - middle
            words[name] += result.tokens


def footprint_mb(totals: CooccurrenceTotals) -> float:
    """Memory held by the run totals: the pair arrays, the numbered strings, the readings (MB)."""
    size = totals._keys.nbytes() + totals._forms.nbytes()
    for pairs in (totals._pairs, totals._matches):
        if pairs is not None:
            pairs.merge()
            size += pairs.codes.nbytes + pairs.counts.nbytes
    for readings in (totals._heads, totals._preps):
        size += sys.getsizeof(readings) + sum(map(sys.getsizeof, readings))
    size += sys.getsizeof(totals._ambiguous)
    return size / 1e6


def write_tables(totals: CooccurrenceTotals) -> tuple[float, int, int]:
    """Score and write both tables into a fresh SQLite file: (seconds, rows, regime rows)."""
    with tempfile.TemporaryDirectory() as folder:
        conn = sqlite3.connect(Path(folder) / "r.sqlite", isolation_level=None)
        create_schema(sqlite_utils.Database(conn))  # run_info, which write() fills too
        start = time.perf_counter()
        totals.write(conn)
        seconds = time.perf_counter() - start
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        rows = conn.execute("SELECT COUNT(*) FROM collocations").fetchone()[0] \
            if "collocations" in tables else 0
        regimes = conn.execute("SELECT COUNT(*) FROM regimes").fetchone()[0] \
            if "regimes" in tables else 0
        conn.close()
    return seconds, rows, regimes


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="all", choices=("all", "main"))
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--pair-cap", type=int, default=PAIR_CAP)
    args = parser.parse_args(argv)

    pages = [(f, decode_bytes(Path(f).read_bytes())) for f in corpus_files()]
    recognizer = Recognizer.for_language("es")
    cache = MorphCache(recognizer)
    configs = {
        "peer: defaults, collocations and regimes off": AnalysisConfig(mode=args.mode),
        "collocations ±4 by form": AnalysisConfig(mode=args.mode, collocations=True),
        "regimes": AnalysisConfig(mode=args.mode, regimes=True),
        "collocations ±4 by form + regimes": AnalysisConfig(
            mode=args.mode, collocations=True, regimes=True),
        "collocations ±4 by lemma + regimes": AnalysisConfig(
            mode=args.mode, collocations=True, regimes=True, collocation_by="lemma"),
    }
    warm = Analyzer(AnalysisConfig(mode=args.mode), cache)
    for path, text in pages:  # fill the shared cache: every configuration starts warm
        warm.analyze(SourceDocument("file://" + path, text, site="debian-docs"))
    analyzers = {name: Analyzer(config, cache) for name, config in configs.items()}
    totals = {name: CooccurrenceTotals(CooccurrenceOptions(
        collocations=config.collocations, regimes=config.regimes, by=config.collocation_by,
        pair_cap=args.pair_cap))
        for name, config in configs.items() if config.collocations or config.regimes}
    print(f"corpus: {len(pages)} pages, mode={args.mode}, {args.passes} passes, each page "
          f"analyzed by every configuration in turn; "
          f"apertium={'on' if recognizer.uses_apertium else 'off'}")
    spent = dict.fromkeys(configs, 0.0)
    added = dict.fromkeys(configs, 0.0)
    words = dict.fromkeys(configs, 0)
    for _ in range(args.passes):
        # The collector paused: a collection run by one configuration's garbage would be
        # charged to whichever configuration allocates next (the analyzer pauses it per page
        # anyway); the garbage is collected between passes.
        gc.disable()
        analyze_interleaved(analyzers, pages, totals, spent, added, words)
        gc.enable()
        gc.collect()
    peer = next(iter(configs))
    base = spent[peer] / words[peer]
    print(f"{peer}: {words[peer]:,} words in {spent[peer]:.2f} s = {1 / base:,.0f} words/s")
    pages_done = len(pages) * args.passes
    for name, run in totals.items():
        per_word = spent[name] / words[name]
        whole = (spent[name] + added[name]) / words[name]
        print(f"{name}: {words[name]:,} words, analyzer {1 / per_word:,.0f} words/s = "
              f"+{(per_word / base - 1) * 100:.1f} % over the peer; run totals "
              f"{added[name] / pages_done * 1e3:.2f} ms/page; analyzer + totals "
              f"+{(whole / base - 1) * 100:.1f} %")
        info = dict(run.info())
        held = footprint_mb(run)
        seconds, rows, regimes = write_tables(run)
        print(f"  {len(run._pairs or ()):,} pairs kept, run totals hold {held:.0f} MB, "
              f"prunes {info.get('collocation_prunes', 0)}; end of run: scores + tables "
              f"{seconds:.2f} s, {rows:,} collocation rows, {regimes:,} regime rows "
              f"(min_node_freq 10, min_freq 3, regime_min_freq 2)")
    print(f"peak RSS: {rss_mb():.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
