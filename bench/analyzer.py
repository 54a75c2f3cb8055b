"""Analyzer speed, end to end: HTML bytes in -> DocumentResult out, one core.

Every output is on (recognized and unrecognized words with contexts, segments 2-5, profiles).
The corpus is the Spanish HTML of Debian's manuals installed here (debian-handbook,
debian-reference-es, aptitude-doc-es, freedombox-doc-es): about 0.5 million words, so it is
analyzed in ``--passes`` passes (default 2) to reach at least one million words; the first pass
starts with an empty cache and is reported on its own as well.

Prints: words/s with the cache, without it (measured on a sample of pages, then extrapolated
— the recognizer is called for every token), the ratio, spaCy's ``spacy.blank("es")``
tokenizer words/s on the same extracted text (same number of passes: cold, then warm), cache
statistics, each pass' miss path (time inside the recognizer, µs per cache miss) and peak
RSS. ``--stages`` adds one more (warm, untimed for the headline) pass with
a per-stage timer: seconds and µs per word for each step of ``Analyzer.analyze``.
``--site PAGES`` analyzes the pages ``bench/crawl.py`` serves (~3,300 words each, the pages
``daweb run``'s benchmark crawls) instead of the corpus. ``--against CHECKOUT`` instead
times this checkout's analyzer and another's (run by its own ``.venv`` in a worker process)
page by page, alternating which goes first, ``--passes`` times from a cold cache: processor
ms per page of each and their ratio, so that a shared machine's load falls on both alike.

    .venv/bin/python bench/analyzer.py [--mode all|main] [--passes 2] [--no-apertium]
                                       [--sample-pages 40] [--profile] [--stages] [--site N]
                                       [--against CHECKOUT]
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import glob
import os
import pstats
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

# DAWEB_BENCH_ROOT: another checkout's code, for the worker of --against
ROOT = os.environ.get("DAWEB_BENCH_ROOT") or str(Path(__file__).resolve().parent.parent)
sys.path.insert(0, ROOT)

import analyzers.analyzer as analyzer_module  # noqa: E402
import analyzers.page_text as page_text_module  # noqa: E402
import analyzers.templates as templates_module  # noqa: E402
import analyzers.words as words_module  # noqa: E402
from analyzers.analyzer import AnalysisConfig, Analyzer  # noqa: E402
from analyzers.document import SourceDocument  # noqa: E402
from analyzers.extract import decode_bytes, extract  # noqa: E402
from analyzers.morphology import MorphCache, Recognizer  # noqa: E402


def corpus_files() -> list[str]:
    """The Spanish HTML files of the Debian documentation packages installed here."""
    files = sorted(glob.glob("/usr/share/doc/debian-handbook/html/es-ES/*.html"))
    files += sorted(glob.glob("/usr/share/debian-reference/*.es.html"))
    listed = subprocess.run(
        ["dpkg", "-L", "aptitude-doc-es", "freedombox-doc-es"],
        capture_output=True, text=True, check=False,
    ).stdout.split()
    files += sorted(f for f in listed if f.endswith(".html"))
    return files


def rss_mb() -> float:
    """Peak resident set size of this process so far, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_pass(analyzer: Analyzer, pages: list[tuple[str, bytes]]) -> tuple[int, float]:
    """Analyze every page from bytes; return (words, seconds)."""
    words = 0
    start = time.perf_counter()
    for path, data in pages:
        doc = SourceDocument(url="file://" + path, text=decode_bytes(data), site="debian-docs")
        words += analyzer.analyze(doc).tokens
    return words, time.perf_counter() - start


#: (owner, attribute, label) of the steps of Analyzer.analyze timed by --stages. Module-level
#: names are patched in the namespace where they are looked up (``analyzers.analyzer``'s,
#: ``analyzers.page_text``'s for the extraction).
STAGES: tuple[tuple[Any, str, str], ...] = (
    (page_text_module, "extract_or_all", "extraction (analyzers.extract)"),
    (page_text_module.BlockLanguages, "of_blocks", "language of the blocks"),
    (templates_module.TemplateDetector, "filter", "site-template filter"),
    (analyzer_module, "own_language", "blocks kept by language"),
    (words_module, "normalize", "NFC check"),
    (words_module, "lower_preserving", "lower-casing"),
    (words_module, "scan_tokens", "word selector (scan_tokens)"),
    (analyzer_module, "Counter", "Counter of the stream"),
    (words_module, "word_kinds", "kinds per distinct key"),
    (words_module, "mark_identifiers", "camelCase and man-page names"),
    (Analyzer, "_analyses", "cache lookups (get_many)"),
    (analyzer_module, "mark_code", "code marks"),
    (Analyzer, "_apply_list", "stop/keyword list"),
    (analyzer_module, "count_segments", "segments 2-5"),
    (analyzer_module, "page_profile", "profile"),
    (Analyzer, "_occurrences", "unrecognized occurrences (w/o contexts)"),
    (analyzer_module, "contexts", "contexts of the occurrences"),
    (Analyzer, "_readings", "reading in context (disambiguation)"),
    (page_text_module, "text_digest", "text digest"),
    (analyzer_module, "DocumentResult", "DocumentResult"),
)


@contextmanager
def stage_timer() -> Iterator[dict[str, float]]:
    """Patch the STAGES with timing wrappers; yield label -> exclusive seconds; then restore.

    Exclusive: a stage called inside another (contexts inside occurrences) is subtracted
    from its caller, so the rows add up to the pass time minus the rest.
    """
    spent: dict[str, float] = dict.fromkeys((label for _, _, label in STAGES), 0.0)
    nested = [0.0]  # time spent in timed stages below the current one
    saved = [(owner, name, owner.__dict__[name]) for owner, name, _ in STAGES]

    def timed(func: Callable[..., Any], label: str) -> Callable[..., Any]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            outer = nested[0]
            nested[0] = 0.0
            start = time.perf_counter()
            try:
                return func(*args, **kwargs)
            finally:
                took = time.perf_counter() - start
                spent[label] += took - nested[0]
                nested[0] = outer + took
        return wrapper

    for owner, name, label in STAGES:
        setattr(owner, name, timed(getattr(owner, name), label))
    try:
        yield spent
    finally:
        for owner, name, original in saved:
            setattr(owner, name, original)


@contextmanager
def miss_timer(recognizer: Recognizer) -> Iterator[list[float]]:
    """Time the recognizer's batches (the cache misses, Apertium included); yield [seconds]."""
    spent = [0.0]
    batch = recognizer.analyze_many

    @functools.wraps(batch)
    def timed(forms: Any) -> Any:
        start = time.perf_counter()
        try:
            return batch(forms)
        finally:
            spent[0] += time.perf_counter() - start

    recognizer.analyze_many = timed  # type: ignore[method-assign]
    try:
        yield spent
    finally:
        del recognizer.analyze_many  # the class' method again


def print_stages(analyzer: Analyzer, pages: list[tuple[str, bytes]]) -> None:
    """One more pass with the stage timer; print seconds and µs per word per stage."""
    with stage_timer() as spent:
        words, seconds = run_pass(analyzer, pages)
    print(f"stages (extra warm pass, {words:,} words in {seconds:.2f} s with timer overhead):")
    for label, took in sorted(spent.items(), key=lambda item: -item[1]):
        print(f"  {label:42s} {took:6.3f} s {took / words * 1e6:5.2f} µs/word")
    rest = seconds - sum(spent.values())
    label = "rest (analyze glue, decode, timer)"
    print(f"  {label:42s} {rest:6.3f} s {rest / words * 1e6:5.2f} µs/word")


def spacy_tokenizer_speed(
    pages: list[tuple[str, bytes]], mode: str, passes: int
) -> tuple[int, int, list[float]]:
    """spaCy's blank Spanish tokenizer on the same extracted text, ``passes`` times.

    Returns (tokens per pass, non-punctuation words per pass, seconds of each pass). The
    tokenizer memoizes the strings it has split (its own cache, like ours), so the first
    pass is its cold run and the later ones are warm — the same conditions as the
    analyzer's passes. Only the ``nlp.tokenizer`` calls are timed (the text is extracted
    beforehand and the words are counted afterwards, untimed), and no Doc is kept between
    calls.
    """
    import spacy

    nlp = spacy.blank("es")
    texts = [extract(decode_bytes(data), mode).text for _, data in pages]
    tokenizer = nlp.tokenizer
    times, tokens = [], 0
    for _ in range(passes):
        tokens = 0
        start = time.perf_counter()
        for text in texts:
            tokens += len(tokenizer(text))
        times.append(time.perf_counter() - start)
    words = sum(1 for t in texts for tok in tokenizer(t) if not (tok.is_punct or tok.is_space))
    return tokens, words, times


def load_pages(site: int) -> list[tuple[str, bytes]]:
    """The corpus's pages, or the first ``site`` pages of bench/crawl.py's site."""
    if site:
        from crawl import render_page  # bench/crawl.py, beside this script

        return [(f"/p/{i}", render_page(i, site)) for i in range(site)]
    return [(f, Path(f).read_bytes()) for f in corpus_files()]


def timed_page(analyzer: Analyzer, page: tuple[str, bytes]) -> tuple[float, int]:
    """(processor seconds, words) of one page's analysis, decoding included."""
    start = time.process_time()
    words = run_pass(analyzer, [page])[0]
    return time.process_time() - start, words


def worker(mode: str, site: int) -> None:
    """Serve --against: analyze the page whose number comes on stdin, answer its time."""
    pages = load_pages(site)
    analyzer = Analyzer(AnalysisConfig(mode=mode))
    print("ready", flush=True)
    for line in sys.stdin:
        seconds, words = timed_page(analyzer, pages[int(line)])
        print(seconds, words, flush=True)


def against(checkout: Path, args: argparse.Namespace, pages: list[tuple[str, bytes]]) -> None:
    """This checkout's analyzer and ``checkout``'s, page by page, alternating (--against)."""
    command = [str(checkout / ".venv/bin/python"), str(Path(__file__).resolve()), "--worker",
               "--mode", args.mode, "--site", str(args.site)]
    other = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             cwd=checkout, env={**os.environ, "DAWEB_BENCH_ROOT": str(checkout)})
    assert other.stdin is not None and other.stdout is not None
    if other.stdout.readline().strip() != "ready":
        raise SystemExit(f"the worker of {checkout} did not start")
    analyzer = Analyzer(AnalysisConfig(mode=args.mode))

    def here(index: int) -> tuple[float, int]:
        return timed_page(analyzer, pages[index])

    def remote(index: int) -> tuple[float, int]:
        other.stdin.write(f"{index}\n")  # type: ignore[union-attr]
        other.stdin.flush()  # type: ignore[union-attr]
        seconds, words = other.stdout.readline().split()  # type: ignore[union-attr]
        return float(seconds), int(words)

    try:
        for n in range(args.passes):
            spent = {"this": [0.0, 0], "other": [0.0, 0]}
            sides = (("this", here), ("other", remote))
            for i in range(len(pages)):
                for name, run in sides if (i + n) % 2 == 0 else sides[::-1]:
                    seconds, words = run(i)
                    spent[name][0] += seconds
                    spent[name][1] += words
            mine, theirs = spent["this"], spent["other"]
            print(f"pass {n + 1}: this checkout {mine[0] / len(pages) * 1000:.2f} ms/page "
                  f"({mine[1] / mine[0]:,.0f} words/s of processor), {checkout} "
                  f"{theirs[0] / len(pages) * 1000:.2f} ms/page ({theirs[1] / theirs[0]:,.0f}); "
                  f"RATIO this / other time {mine[0] / theirs[0]:.2f}"
                  + ("" if mine[1] == theirs[1] else f" (words differ: {mine[1]} / {theirs[1]})"))
    finally:
        other.stdin.close()
        other.wait()


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="all", choices=("all", "main"))
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--sample-pages", type=int, default=40)
    parser.add_argument("--no-apertium", action="store_true")
    parser.add_argument("--profile", action="store_true", help="cProfile the warm pass")
    parser.add_argument("--stages", action="store_true", help="per-stage timer, extra pass")
    parser.add_argument("--site", type=int, metavar="PAGES", default=0,
                        help="the first PAGES pages of bench/crawl.py's site instead of the corpus")
    parser.add_argument("--against", type=Path, metavar="CHECKOUT",
                        help="time this checkout's analyzer against CHECKOUT's, interleaved")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.mode, args.site)
        return 0

    pages = load_pages(args.site)
    size = sum(len(d) for _, d in pages)
    print(f"{'bench site' if args.site else 'corpus'}: {len(pages)} pages, "
          f"{size / 1e6:.1f} MB of HTML, mode={args.mode}")
    if args.against:
        against(args.against, args, pages)
        return 0
    recognizer = Recognizer.for_language("es", apertium=False if args.no_apertium else None)
    print(f"recognizer: apertium={'on' if recognizer.uses_apertium else 'off'}, prepared "
          f"analyses={'on' if recognizer.prepared is not None else 'off (daweb prepare)'}; "
          f"peak RSS after loading it and the corpus: {rss_mb():.0f} MB")
    config = AnalysisConfig(mode=args.mode)
    cache = MorphCache(recognizer)
    analyzer = Analyzer(config, cache)

    total_words, total_s = 0, 0.0
    for n in range(args.passes):
        if args.profile and n == args.passes - 1:
            prof = cProfile.Profile()
            prof.enable()
        misses = cache.misses
        cpu = time.process_time()
        with miss_timer(recognizer) as in_recognizer:
            words, seconds = run_pass(analyzer, pages)
        cpu = time.process_time() - cpu
        misses = cache.misses - misses
        if args.profile and n == args.passes - 1:
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(18)
        total_words += words
        total_s += seconds
        per_miss = f" = {in_recognizer[0] / misses * 1e6:.1f} µs per miss" if misses else ""
        print(f"pass {n + 1}: {words:,} words in {seconds:.2f} s = {words / seconds:,.0f} words/s"
              f", processor {cpu / len(pages) * 1000:.2f} ms/page (cache entries {len(cache):,}, "
              f"peak RSS {rss_mb():.0f} MB; miss path "
              f"{in_recognizer[0]:.2f} s for {misses:,} misses{per_miss})")
    cached = total_words / total_s
    print(f"WITH CACHE: {total_words:,} words in {total_s:.2f} s = {cached:,.0f} words/s")
    print(f"  stats: {analyzer.stats()}")
    if args.stages:
        print_stages(analyzer, pages)

    sample = pages[: args.sample_pages]
    nocache = Analyzer(
        AnalysisConfig(mode=args.mode, cache=False), MorphCache(recognizer), templates=None
    )
    words, seconds = run_pass(nocache, sample)
    uncached = words / seconds
    print(f"WITHOUT CACHE (first {len(sample)} pages, {words:,} words, extrapolated): "
          f"{uncached:,.0f} words/s; recognizer calls {nocache.recognizer_calls:,}")
    print(f"RATIO cache on / off: {cached / uncached:.1f}x")

    tokens, spacy_words, times = spacy_tokenizer_speed(pages, args.mode, args.passes)
    spacy_speed = spacy_words * len(times) / sum(times)
    print(f"spaCy blank('es') tokenizer, same extracted text (not HTML), {len(times)} passes "
          f"of {tokens:,} tokens ({spacy_words:,} non-punct): "
          + ", ".join(f"pass {n}: {spacy_words / t:,.0f} words/s" for n, t in
                      enumerate(times, 1))
          + f"; all passes {spacy_speed:,.0f} words/s, {tokens * len(times) / sum(times):,.0f}"
          f" tokens/s")
    print(f"RATIO DAWeb (HTML in, every output) / spaCy tokenizer (text in, tokens only): "
          f"{cached / spacy_speed:.2f}x")
    print(f"peak RSS: {rss_mb():.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
