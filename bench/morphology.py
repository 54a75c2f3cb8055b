"""Quality and speed of the morphological recognizer on a UD treebank (issue 3, "Quality").

Usage: .venv/bin/python bench/morphology.py [--conllu PATH] [--misses N]
       .venv/bin/python bench/morphology.py --triage RESULTS.sqlite [--sample 100] [--seed N]
                                            [--half 0|1] [--labels FILE]
       .venv/bin/python bench/morphology.py --man-html FOLDER [--package manpages-es-dev]

Tokens: surface tokens that are alphabetic and whose gold UPOS is not PROPN, X, SYM, PUNCT
or NUM; for a multiword token (del, dímelo) the gold is the union of its words. Figures:
coverage (share recognized), lemma recall (a gold lemma among the candidate lemmas,
case-insensitive), category recall (a gold UPOS among the candidate categories), for our
recognizer with and without Apertium and for simplemma, hunspell-es and Apertium alone.

``--triage`` reads a run's results instead (docs/neologisms.md): forms per triage tag and per
word-formation class, the non-words (URLs, e-mails, paths, options, identifiers, key
chords) that reached the candidates or the typos (the target is none), and a random sample
of plain candidates (the seed given) with a context each, to classify by hand; ``--labels``
counts a hand classification (bench/labels/) over the half and the sample.

``--man-html`` writes the manual pages of Debian's manpages-es into FOLDER as HTML, rendered
by mandoc as manpages.debian.org renders them, for ``daweb analyze`` (docs/neologisms.md).
"""

from __future__ import annotations

import argparse
import platform
import re
import resource
import shutil
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from analyzers import lexicon_sources as src  # noqa: E402
from analyzers.formation import formation_type  # noqa: E402
from analyzers.morphology import (  # noqa: E402
    APERTIUM_UPOS,
    LANGUAGES,
    MorphCache,
    Recognizer,
)

DEFAULT_CONLLU = ROOT.parent / "shared" / "data" / "es_gsd-ud-dev.conllu"
EXCLUDED = {"PROPN", "X", "SYM", "PUNCT", "NUM"}

# A system maps unique forms to (recognized, lemmas, categories); categories None = no POS.
Result = tuple[bool, set[str], set[str] | None]
System = Callable[[list[str]], dict[str, Result]]


@dataclass(frozen=True, slots=True)
class Token:
    """One surface token with the union of its words' gold lemmas and categories."""

    form: str
    lemmas: frozenset[str]
    upos: frozenset[str]


@dataclass(frozen=True, slots=True)
class Surface:
    """One surface token of a treebank sentence and its words' (lemma, UPOS), lemmas lower."""

    form: str
    words: tuple[tuple[str, str], ...]


def read_sentences(path: Path) -> list[list[Surface]]:
    """The sentences of a CoNLL-U file as surface tokens (``del`` is one, with two words)."""
    sentences: list[list[Surface]] = []
    sentence: list[Surface] = []
    span_end, span_form, words = 0, "", []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            if sentence:
                sentences.append(sentence)
            sentence = []
            continue
        cols = line.split("\t")
        if len(cols) != 10 or "." in cols[0]:
            continue
        if "-" in cols[0]:
            start, end = cols[0].split("-")
            span_end, span_form, words = int(end), cols[1], []
            continue
        word = (cols[2].lower(), cols[3])
        if span_end and int(cols[0]) <= span_end:
            words.append(word)
            if int(cols[0]) == span_end:
                sentence.append(Surface(span_form, tuple(words)))
                span_end = 0
            continue
        sentence.append(Surface(cols[1], (word,)))
    if sentence:
        sentences.append(sentence)
    return sentences


def read_tokens(path: Path) -> list[Token]:
    """Surface tokens of a CoNLL-U file that the benchmark scores."""
    tokens: list[Token] = []
    for sentence in read_sentences(path):
        for surface in sentence:
            _keep(tokens, surface.form, list(surface.words))
    return tokens


def _keep(tokens: list[Token], form: str, words: list[tuple[str, str]]) -> None:
    """Append the token if it is alphabetic and none of its words has an excluded UPOS."""
    if form.isalpha() and not any(pos in EXCLUDED for _, pos in words):
        tokens.append(Token(form, frozenset(w for w, _ in words), frozenset(p for _, p in words)))


# --------------------------------------------------------------------------- systems


def ours(recognizer: Recognizer) -> System:
    """Our recognizer (batched, so Apertium is called once per batch)."""

    def run(forms: list[str]) -> dict[str, Result]:
        out = recognizer.analyze_many(forms)
        return {f: (bool(a), {x.lemma.lower() for x in a}, {x.pos for x in a})
                for f, a in out.items()}

    return run


def simplemma_alone(forms: list[str]) -> dict[str, Result]:
    """simplemma's own API: is_known for coverage, lemmatize for the lemma; no category."""
    import simplemma

    return {f: (simplemma.is_known(f, lang="es") or simplemma.is_known(f.lower(), lang="es"),
                {simplemma.lemmatize(f, lang="es").lower()}, None) for f in forms}


def hunspell_alone(forms: list[str]) -> dict[str, Result] | None:
    """hunspell-es through the hunspell binary: -G for coverage, -s for stems (lemmas)."""
    dic = Path("/usr/share/hunspell/es_ES.dic")
    if shutil.which("hunspell") is None or not dic.exists():
        return None
    base = ["hunspell", "-d", str(dic.with_suffix("")), "-i", "utf-8"]
    text = "\n".join(forms)
    good = set(subprocess.run([*base, "-G"], input=text, capture_output=True, text=True,
                              check=False).stdout.split())
    stems: dict[str, set[str]] = {}
    stemmed = subprocess.run([*base, "-s"], input=text, capture_output=True, text=True,
                             check=False).stdout
    for line in stemmed.splitlines():
        cells = line.split()
        if len(cells) == 2:
            stems.setdefault(cells[0], set()).add(cells[1].lower())
    return {f: (f in good, stems.get(f, set()) if f in good else set(), None) for f in forms}


def apertium_alone(forms: list[str]) -> dict[str, Result] | None:
    """Apertium's readings with tags mapped to UPOS and its own lemmas; None if absent."""
    analyser = Path(LANGUAGES["es"].apertium)
    if shutil.which("lt-proc") is None or not analyser.exists():
        return None
    proc = src.ApertiumProcess(analyser)
    try:
        readings = proc.analyze([f.lower() for f in forms])
    finally:
        proc.close()
    out = {}
    for f in forms:
        words = [w for reading in readings.get(f.lower(), []) for w in reading]
        out[f] = (bool(words), {lemma.lower() for lemma, _ in words},
                  {APERTIUM_UPOS.get(tags[0], "X") for _, tags in words if tags})
    return out


# --------------------------------------------------------------------------- scoring


def score(tokens: list[Token], results: dict[str, Result]) -> dict[str, float | None]:
    """Coverage, lemma recall and category recall over tokens (percentages)."""
    covered = lemma_hits = pos_hits = 0
    has_pos = any(r[2] is not None for r in results.values())
    for token in tokens:
        recognized, lemmas, cats = results[token.form]
        covered += recognized
        lemma_hits += bool(token.lemmas & lemmas)
        pos_hits += bool(cats and token.upos & cats)
    n = len(tokens)
    with_lemmas = any(r[1] for r in results.values())
    pairs = sum(len(results[t.form][1]) for t in tokens) / n
    return {"coverage": 100 * covered / n,
            "lemma": 100 * lemma_hits / n if with_lemmas else None,
            "category": 100 * pos_hits / n if has_pos else None,
            "lemmas_per_token": pairs if with_lemmas else None}


def misses(tokens: list[Token], results: dict[str, Result], top: int) -> None:
    """Print the most frequent misses by gold category (to find systematic gaps)."""
    by_kind: dict[str, Counter[str]] = {"unrecognized": Counter(), "lemma": Counter(),
                                        "category": Counter()}
    for t in tokens:
        recognized, lemmas, cats = results[t.form]
        tag = "/".join(sorted(t.upos))
        gold = "+".join(sorted(t.lemmas))
        if not recognized:
            by_kind["unrecognized"][f"{tag} {t.form.lower()}"] += 1
        elif not t.lemmas & lemmas:
            by_kind["lemma"][f"{tag} {t.form.lower()} gold={gold} ours={sorted(lemmas)}"] += 1
        elif cats is not None and not t.upos & cats:
            by_kind["category"][f"{t.form.lower()} gold={tag} ours={sorted(cats)}"] += 1
    for kind, counter in by_kind.items():
        print(f"\n-- {kind} misses ({sum(counter.values())} tokens), top {top}:")
        for item, count in counter.most_common(top):
            print(f"  {count:4d}  {item}")


def fmt(value: float | None) -> str:
    """A percentage or n/a."""
    return "   n/a" if value is None else f"{value:6.2f}"


# --------------------------------------------------------------------------- speed


def speed(recognizer: Recognizer, forms: list[str], stream: list[str]) -> dict[str, float]:
    """Uncached forms/s over distinct forms, and token-stream rates with the cache off/on."""
    start = time.perf_counter()
    for form in forms:
        recognizer.analyze(form)
    uncached = len(forms) / (time.perf_counter() - start)
    start = time.perf_counter()
    for form in stream:
        recognizer.analyze(form)
    off = len(stream) / (time.perf_counter() - start)
    cache = MorphCache(recognizer)
    start = time.perf_counter()
    for form in stream:
        cache.get(form)
    on = len(stream) / (time.perf_counter() - start)
    start = time.perf_counter()
    for form in stream:  # a second pass: every form already cached, as late in a long run
        cache.get(form)
    warm = len(stream) / (time.perf_counter() - start)
    return {"uncached": uncached, "off": off, "on": on, "warm": warm,
            "hit_rate": 100 * cache.hits / (cache.hits + cache.misses)}


#: What a non-word that slipped into the candidates looks like (a URL, an e-mail, a path, an
#: option, an identifier, a key chord): checked on the stored forms as written.
NON_WORD_SHAPES = re.compile(
    r"://|^www\.|@\w+\.|^[~/]|^[a-z]:\\|^--?[a-z]|_|=|[a-z]\.[a-z]{2,}$"
    r"|^(?:ctrl|alt|shift|mayús|[cms])[-+]\w$", re.IGNORECASE)
#: camelCase, told by its capitals (so not case-insensitive).
CAMEL_CASE = re.compile(r"^[a-z]{2,}[A-Z][a-z]")


def triage_report(results: Path, sample: int, seed: int, half: int | None = None,
                  labels: Path | None = None) -> None:
    """Print the triage of a run: tags, formation classes, non-word leaks, a sample (of the
    plain candidates whose CRC-32 is even, ``half`` 0, or odd, 1: tune on one, report the
    other), and with ``labels`` (a hand classification) the classes of the plain candidates
    and of the sample."""
    import random
    import zlib
    from contextlib import closing

    from daweb.store.connection import open_readonly

    with closing(open_readonly(results)) as db:
        forms = dict(db.execute("SELECT key, MIN(triage) FROM unrecognized GROUP BY key"))
        tags = Counter((tag or "").partition(":")[0] for tag in forms.values())
        print(f"{results}: {len(forms):,} unrecognized forms")
        for tag, count in tags.most_common():
            print(f"  {count:7,d}  {tag}")
        columns = {row[1] for row in db.execute("PRAGMA table_info(unrecognized)")}
        if "formation" in columns:
            formation = Counter(formation_type(f) for (f,) in db.execute(
                "SELECT DISTINCT key || char(9) || formation FROM unrecognized "
                "WHERE formation IS NOT NULL").fetchall() for f in [f.split("\t", 1)[1]])
            print("  word formation: " + ", ".join(f"{k} {v:,}" for k, v in
                                                  formation.most_common()))
        written = db.execute("SELECT DISTINCT form, triage FROM unrecognized").fetchall()
        leaks = sorted({(form, tag.partition(":")[0]) for form, tag in written
                        if tag and tag.partition(":")[0] in ("plain candidate", "likely typo",
                                                             "guessed lemma")
                        and (NON_WORD_SHAPES.search(form) or CAMEL_CASE.search(form))})
        print(f"  non-word shapes tagged candidate or typo: {len(leaks)}"
              + (": " + ", ".join(f"{f} ({t})" for f, t in leaks[:30]) if leaks else ""))
        kinds = db.execute("SELECT kind, COUNT(*), SUM(frequency) FROM words GROUP BY kind "
                           "ORDER BY 2 DESC").fetchall()
        print("  words by kind (forms, occurrences): "
              + ", ".join(f"{k} {n:,}/{f or 0:,}" for k, n, f in kinds))
        plain = sorted(k for k, t in forms.items() if t == "plain candidate"
                       and (half is None or zlib.crc32(k.encode()) % 2 == half))
        chosen = random.Random(seed).sample(plain, min(sample, len(plain)))
        which = "" if half is None else f" in half {half}"
        print(f"\n  {len(chosen)} plain candidates of {len(plain):,}{which} (seed {seed}):")
        for key in chosen:
            left, form, right = db.execute(
                "SELECT left_context, form, right_context FROM unrecognized WHERE key = ? "
                "LIMIT 1", (key,)).fetchone()
            print(f"  {key:28s} {left[-35:]:>35s} [{form}] {right[:35]}")
    if labels is not None:
        classes = read_labels(labels)
        for name, keys in ((f"all {len(plain)}", plain), (f"sample of {len(chosen)}", chosen)):
            counted = Counter(classes.get(key, "unlabeled") for key in keys)
            share = 100 * (counted["code"] + counted["english"]) / max(1, len(keys))
            print(f"\n  {name}: English or code {share:.1f} %; " + ", ".join(
                f"{c} {n}" for c, n in counted.most_common()))


def read_labels(path: Path) -> dict[str, str]:
    """A hand classification of plain candidates: lines ``class: form form …`` (the classes
    of docs/neologisms.md: code, english, name, typo, units, abbrev, coinage); ``#`` starts
    a comment line."""
    classes: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        name, _, forms = line.partition(":")
        classes.update(dict.fromkeys(forms.split(), name.strip()))
    return classes


def man_pages_as_html(folder: Path, package: str = "manpages-es") -> int:
    """Render every Spanish manual page of a Debian ``package`` (manpages-es,
    manpages-es-dev) into ``folder`` (NAME.html) with mandoc; return how many were
    written."""
    listed = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True,
                            check=True).stdout.split()
    folder.mkdir(parents=True, exist_ok=True)
    written = 0
    for page in sorted(p for p in listed if "/man/es/" in p and p.endswith(".gz")):
        html = subprocess.run(["mandoc", "-Thtml", "-Kutf-8", page], capture_output=True,
                              text=True, check=False).stdout
        if html:
            (folder / f"{Path(page).stem}.html").write_text(html, encoding="utf-8")
            written += 1
    return written


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conllu", type=Path, default=DEFAULT_CONLLU)
    parser.add_argument("--misses", type=int, default=0, help="print the N top misses")
    parser.add_argument("--no-speed", action="store_true")
    parser.add_argument("--triage", type=Path, help="a run's results.sqlite to report on")
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--seed", type=int, default=20261126)
    parser.add_argument("--half", type=int, choices=(0, 1),
                        help="sample only the plain candidates whose CRC-32 is even (0, where "
                        "the rules were tuned) or odd (1, held out)")
    parser.add_argument("--labels", type=Path, metavar="FILE",
                        help="with --triage: a hand classification (bench/labels/) to count")
    parser.add_argument("--man-html", type=Path, metavar="FOLDER",
                        help="render manpages-es to HTML with mandoc into FOLDER")
    parser.add_argument("--package", default="manpages-es",
                        help="with --man-html: the Debian package of manual pages to render "
                        "(manpages-es-dev: sections 2 and 3)")
    args = parser.parse_args(argv)
    if args.man_html:
        written = man_pages_as_html(args.man_html, args.package)
        print(f"{written} manual pages of {args.package} written to {args.man_html}")
        return 0
    if args.triage:
        triage_report(args.triage, args.sample, args.seed, args.half, args.labels)
        return 0
    tokens = read_tokens(args.conllu)
    forms = sorted({t.form for t in tokens})
    print(f"{args.conllu.name}: {len(tokens)} scored tokens, {len(forms)} distinct forms")
    print(f"machine: {platform.processor() or platform.machine()}, Python "
          f"{platform.python_version()}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")

    start = time.perf_counter()
    plain = Recognizer.for_language("es", apertium=False)
    load = time.perf_counter() - start
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"load (no Apertium): {load:.2f} s, peak RSS after load {rss:.0f} MB")
    systems: list[tuple[str, dict[str, Result] | None]] = [
        ("DAWeb without Apertium", ours(plain)(forms))]
    full = None
    try:
        full = Recognizer.for_language("es", apertium=True)
        systems.insert(0, ("DAWeb with Apertium", ours(full)(forms)))
    except FileNotFoundError:
        systems.insert(0, ("DAWeb with Apertium", None))
    systems += [("simplemma alone", simplemma_alone(forms)),
                ("hunspell-es alone", hunspell_alone(forms)),
                ("Apertium alone", apertium_alone(forms))]

    print(f"\n{'system':26s} {'coverage':>9s} {'lemma':>7s} {'UPOS':>7s} {'lemmas/token':>13s}")
    for name, results in systems:
        if results is None:
            print(f"{name:26s}  not installed")
            continue
        s = score(tokens, results)
        per = s["lemmas_per_token"]
        print(f"{name:26s}   {fmt(s['coverage'])} {fmt(s['lemma'])} {fmt(s['category'])} "
              f"{'n/a' if per is None else f'{per:.2f}':>13s}")
    if args.misses:
        best = next(r for _, r in systems if r is not None)
        misses(tokens, best, args.misses)
    if not args.no_speed:
        stream = [t.form for t in tokens]
        for name, rec in (("without Apertium", plain), ("with Apertium", full)):
            if rec is None:
                continue
            r = speed(rec, forms, stream)
            print(f"\nspeed {name}: {r['uncached']:,.0f} distinct forms/s uncached; token "
                  f"stream: cache off {r['off']:,.0f} tokens/s, cache on {r['on']:,.0f} "
                  f"tokens/s (x{r['on'] / r['off']:.1f}; hit rate {r['hit_rate']:.1f} %), "
                  f"warm cache {r['warm']:,.0f} tokens/s")
        if full is not None:
            start = time.perf_counter()
            full.analyze_many(forms)
            rate = len(forms) / (time.perf_counter() - start)
            print(f"speed with Apertium, batched analyze_many: {rate:,.0f} forms/s")
    for rec in (plain, full):
        if rec is not None:
            rec.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
