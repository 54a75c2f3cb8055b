"""Language of each text block: which identifier, how accurate on short blocks, how fast.

Usage: .venv/bin/python bench/language.py [--per-bucket 200] [--seed 20261126]

Blocks: the paragraphs, list items, cells and headings our extractor takes from the Debian
Administrator's Handbook in Spanish, English, Catalan, French and Brazilian Portuguese
(Debian package ``debian-handbook``: the same book translated, real text nobody here wrote);
a block also found verbatim in the English edition (commands, program output, untranslated
notes) is left out, so each block's language is its edition's. Blocks are put in buckets by
their number of words and sampled with the seed. The Spanish sentences of UD Spanish-GSD
dev, one block each, measure the Spanish lost on short blocks.

``--analyzer`` times instead what the language filter costs the analyzer: the Spanish
HTML of bench/analyzer.py's corpus analyzed with ``other_languages = "count"`` (the default)
and ``"analyze"`` (no identification), warm lemma cache, a fresh analyzer (an empty block
memo) each pass, the two interleaved pass by pass.

Figures: accuracy per bucket for each identifier (restricted to the candidate languages
DAWeb asks about, :data:`analyzers.language.CANDIDATES`), the share of Spanish words whose
block is called another language, and blocks per second. The identifiers are compared in
the same run (the machine is shared: absolute speeds are noisy, ratios less so).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from analyzers.extract import extract  # noqa: E402
from analyzers.language import CANDIDATES, BlockLanguages  # noqa: E402

HANDBOOK = Path("/usr/share/doc/debian-handbook/html")
EDITIONS = {"es": "es-ES", "en": "en-US", "ca": "ca-ES", "fr": "fr-FR", "pt": "pt-BR"}
BUCKETS = ((1, 3), (4, 7), (8, 15), (16, 10_000))
GSD = ROOT.parent / "shared" / "data" / "es_gsd-ud-dev.conllu"


def edition_blocks(folder: Path) -> list[str]:
    """Every block the extractor keeps from the HTML pages of one edition."""
    blocks = []
    for page in sorted(folder.glob("*.html")):
        blocks.extend(extract(page.read_text(encoding="utf-8", errors="replace"), "all").blocks)
    return blocks


def dataset(per_bucket: int, seed: int) -> dict[str, dict[tuple[int, int], list[str]]]:
    """language -> bucket -> sampled blocks (translated ones only)."""
    english = set(edition_blocks(HANDBOOK / EDITIONS["en"]))
    rng = random.Random(seed)
    out: dict[str, dict[tuple[int, int], list[str]]] = {}
    for lang, edition in EDITIONS.items():
        blocks = edition_blocks(HANDBOOK / edition)
        if lang != "en":
            blocks = [b for b in blocks if b not in english]
        out[lang] = {}
        for low, high in BUCKETS:
            pool = sorted({b for b in blocks if low <= len(b.split()) <= high})
            out[lang][(low, high)] = rng.sample(pool, min(per_bucket, len(pool)))
    return out


def gsd_sentences() -> list[str]:
    """The text of every sentence of the UD Spanish-GSD dev treebank."""
    return [line[len("# text = "):] for line in GSD.read_text(encoding="utf-8").splitlines()
            if line.startswith("# text = ")]


def identifiers() -> dict[str, Callable[[str], str]]:
    """Each installed identifier, restricted to the candidate languages, as text -> code."""
    found: dict[str, Callable[[str], str]] = {}
    try:
        from py3langid.langid import MODEL_FILE, LanguageIdentifier

        ident = LanguageIdentifier.from_model_file(MODEL_FILE)
        ident.set_languages(list(CANDIDATES))
        found["py3langid"] = lambda text: ident.classify(text)[0]
    except ImportError:
        pass
    from analyzers.language import _identifier

    model = _identifier()  # the same model, walked in C (analyzers/language_model.pyx)
    if model is not None:
        found["py3langid's model walked in C (DAWeb)"] = lambda text: model.classify(text)[0]
    try:
        import langid

        plain = langid.langid.LanguageIdentifier.from_modelstring(langid.langid.model)
        plain.set_languages(list(CANDIDATES))
        found["langid"] = lambda text: plain.classify(text)[0]
    except ImportError:
        pass
    try:
        from lingua import IsoCode639_1, LanguageDetectorBuilder

        # lingua has no Galician: it chooses among the others
        codes = [getattr(IsoCode639_1, c.upper()) for c in CANDIDATES
                 if hasattr(IsoCode639_1, c.upper())]
        detector = LanguageDetectorBuilder.from_iso_codes_639_1(*codes).build()

        def lingua_code(text: str) -> str:
            found_language = detector.detect_language_of(text)
            return found_language.iso_code_639_1.name.lower() if found_language else "es"

        found["lingua"] = lingua_code
    except ImportError:
        pass
    return found


def _lost(blocks: list[str], identify: Callable[[str], str]) -> float:
    """Share (%) of the words of ``blocks`` in blocks not called Spanish."""
    words = sum(len(b.split()) for b in blocks)
    return 100 * sum(len(b.split()) for b in blocks if identify(b) != "es") / words


def analyzer_cost(passes: int) -> None:
    """Words/s of the analyzer with and without the language filter, interleaved."""
    from analyzer import corpus_files

    from analyzers.analyzer import AnalysisConfig, Analyzer
    from analyzers.document import SourceDocument
    from analyzers.morphology import MorphCache, Recognizer

    docs = [SourceDocument(f"file://{f}", Path(f).read_text(encoding="utf-8", errors="replace"))
            for f in corpus_files()]
    cache = MorphCache(Recognizer.for_language("es"))
    analyzers = {mode: Analyzer(AnalysisConfig(other_languages=mode, template_share=None),
                                cache) for mode in ("analyze", "count")}
    for analyzer in analyzers.values():  # warm the cache and load the identifier
        for doc in docs:
            analyzer.analyze(doc)
    seconds = dict.fromkeys(analyzers, 0.0)
    words = dict.fromkeys(analyzers, 0)
    for _ in range(passes):
        for mode in analyzers:
            # a fresh analyzer: its language memo starts empty, as in a new run
            analyzer = Analyzer(AnalysisConfig(other_languages=mode, template_share=None), cache)
            start = time.perf_counter()
            words[mode] += sum(analyzer.analyze(doc).tokens for doc in docs)
            seconds[mode] += time.perf_counter() - start
    rates = {mode: words[mode] / seconds[mode] for mode in analyzers}
    print(f"{len(docs)} pages, {passes} passes, warm cache: analyze {rates['analyze']:,.0f} "
          f"words/s, count (language filter) {rates['count']:,.0f} words/s of Spanish kept; "
          f"time for the same pages x{seconds['count'] / seconds['analyze']:.2f} (the filter "
          f"leaves {100 * (1 - words['count'] / words['analyze']):.1f} % of the words out)")


def main(argv: list[str] | None = None) -> int:
    """Print accuracy per bucket, Spanish lost and speed for each identifier."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-bucket", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20261126)
    parser.add_argument("--analyzer", action="store_true",
                        help="time the analyzer with and without the language filter")
    parser.add_argument("--passes", type=int, default=2)
    args = parser.parse_args(argv)
    if args.analyzer:
        sys.path.insert(0, str(ROOT / "bench"))
        analyzer_cost(args.passes)
        return 0
    if not HANDBOOK.exists():
        print("install the Debian package debian-handbook (bash .ci/setup.sh bench)")
        return 1
    data = dataset(args.per_bucket, args.seed)
    gsd = gsd_sentences()
    systems = identifiers()
    daweb = BlockLanguages("es")
    # without its memo: the bench asks about the same blocks many times
    systems["DAWeb (py3langid + Spanish guard)"] = daweb._decide  # noqa: SLF001
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, candidates "
          f"{', '.join(CANDIDATES)}, seed {args.seed}")
    header = " ".join(f"{lo}-{hi if hi < 10_000 else '':<3}" for lo, hi in BUCKETS)
    for name, identify in systems.items():
        print(f"\n{name}")
        print(f"  {'lang':4s} {header}   (accuracy %, words per block)")
        for lang, buckets in data.items():
            cells = []
            for bucket in BUCKETS:
                blocks = buckets[bucket]
                right = sum(identify(b) == lang for b in blocks)
                cells.append(f"{100 * right / len(blocks):5.1f}" if blocks else "  n/a")
            print(f"  {lang:4s} {'  '.join(cells)}")
        handbook = [b for bucket in data["es"].values() for b in bucket]
        spanish = handbook + gsd
        gsd_lost = _lost(gsd, identify)
        handbook_lost = _lost(handbook, identify)
        others = [b for lang, buckets in data.items() if lang != "es"
                  for bucket in buckets.values() for b in bucket]
        taken = sum(identify(b) == "es" for b in others)
        start = time.perf_counter()
        for block in spanish:
            identify(block)
        rate = len(spanish) / (time.perf_counter() - start)
        print(f"  Spanish words lost: {gsd_lost:.2f} % on the {len(gsd):,} GSD sentences, "
              f"{handbook_lost:.2f} % on the handbook sample (its untranslated English and "
              f"code included); other-language blocks taken for Spanish: "
              f"{100 * taken / len(others):.1f} %; {rate:,.0f} blocks/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
