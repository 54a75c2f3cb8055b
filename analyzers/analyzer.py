"""The analysis manager (paper §2.2, "gestor de análisis"): one page in, one DocumentResult out.

``Analyzer(config, cache).analyze(doc)`` is a pure function of the document, the configuration
and the shared memoized cache, except for ONE explicit piece of run-level state: the site
template detector (:attr:`Analyzer.templates`), which must see the pages of a run in order.

The hot path is built from whole-list operations so that per-token work runs in C:

1. extract the blocks, drop site-template blocks, NFC, lower-case the page once;
2. one pass of the word selector (analyzers/scanner.pyx beside its regex) → the page's token
   stream, each distinct token one string object, and its counts;
3. kind, analyses and list membership are then decided once per *distinct* key (the cache
   is consulted per distinct form per page, not per token);
4. segments by string concatenation over the whole stream (:mod:`analyzers.segments`;
   in a run, where the results are committed), the profile by a first-position dict
   (:mod:`analyzers.profiles`);
5. offsets (cumulative lengths of the raw matches), contexts and sentence starts are
   computed only for unrecognized occurrences, column by column, and the ``Occurrence``
   tuples are built from those columns in C (``bench/analyzer.py --stages`` times each step).

A run's steps (daweb/run/steps.py) call the two halves of ``analyze``: :meth:`Analyzer.count`
(steps 1-3 and the counted words, all that tells an unchanged page or a copy) and
:meth:`Analyzer.complete` (the rest), so that a copy the run does not count is not analyzed
in full (issue 21).

The cyclic garbage collector is paused while a page is analyzed (:func:`_gc_paused`): the
page's temporaries are freed by reference counting, and collections inside a page only
walked them (docs/benchmarks-analyzer.md).

Blocks in another language than the project's (analyzers/language.py) are left out unless
``other_languages = "analyze"``; with ``"count"`` their words are counted per language
(``DocumentResult.languages``). Occurrence offsets refer to the page's extracted text after
template and language filtering and NFC: ``BREAK.join(kept blocks)``.
"""

from __future__ import annotations

import functools
import gc
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import compress, filterfalse, repeat
from operator import not_, sub
from typing import ParamSpec, TypeVar

from analyzers.collocations import check_settings, page_collocations
from analyzers.disambiguation import Disambiguator, context_free
from analyzers.document import (
    ALPHA,
    NON_WORDS,
    DocumentResult,
    Occurrence,
    SourceDocument,
)
from analyzers.duplicates import Fingerprint, uncounted
from analyzers.extract import BREAK, DEFAULT_MODE, MODES
from analyzers.language import OTHER_LANGUAGES
from analyzers.lists import WordList, bundled_stopwords
from analyzers.morphology import Analysis, MorphCache, Recognizer
from analyzers.neologisms import contexts
from analyzers.page_text import ExtractionSettings, PageExtraction, PageText, own_language
from analyzers.plain_code import mark_code
from analyzers.profiles import kept_profile
from analyzers.regimes import count_regimes
from analyzers.segments import PageSegments, count_segments
from analyzers.templates import TEMPLATE_MIN_PAGES, TEMPLATE_SHARE, TemplateDetector, site_of
from analyzers.token_numbers import number_tokens
from analyzers.words import (
    ABBREVIATIONS,
    alpha_keys,
    ends_of,
    is_sentence_end,
    kept_counts,
    read_words,
    sentence_start_at,
)

LIST_MODES = ("none", "stopwords", "keywords")
_P = ParamSpec("_P")
_R = TypeVar("_R")
#: Replaces the tokens of a stopword expression: no word character, so it is punctuation.
_REMOVED = "\x1e"
#: Analyses given to the dotted abbreviations of the word selector.
_ABBREV_ANALYSES = {
    key: (Analysis(lemma, pos, "Abbr=Yes", "abbreviation"),)
    for key, (lemma, pos) in ABBREVIATIONS.items()
}


def _gc_paused(method: Callable[_P, _R]) -> Callable[_P, _R]:
    """Run ``method`` with the cyclic garbage collector paused (reference counting goes on).

    A page builds tens of thousands of tuples, lists and dicts that live until the page is
    done; each time their number passed the collector's threshold it walked all of them —
    ~5 % of the analysis, for nothing: the analysis makes no reference cycles. The pause is
    bounded by one page and restores the previous state (a caller that disabled the
    collector keeps it disabled).
    """

    @functools.wraps(method)
    def paused(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        if not gc.isenabled():
            return method(*args, **kwargs)
        gc.disable()
        try:
            return method(*args, **kwargs)
        finally:
            gc.enable()

    return paused


@dataclass(frozen=True, slots=True)
class AnalysisConfig:
    """What to analyze and what to deliver (paper §3, "configuración")."""

    language: str = "es"
    mode: str = DEFAULT_MODE  # extraction: "all" blocks or "main" content only
    list_mode: str = "none"  # "none", "stopwords" (not in list) or "keywords" (in list)
    word_list: WordList | None = None
    recognized: bool = True  # deliver recognized words (frequencies, analyses)
    unrecognized: bool = True  # deliver unrecognized words and their occurrences
    segments: bool = True
    profiles: bool = True
    seg_min: int = 2
    seg_max: int = 5
    seg_min_freq: int = 3  # applied at run level by the results writer
    seg_drop_stopword_edges: bool = False  # edges checked against lexicons/stopwords.<lang>.txt
    profile_parts: int = 10
    context_chars: int = 40
    template_share: float | None = TEMPLATE_SHARE  # None: no site-template detection
    template_min_pages: int = TEMPLATE_MIN_PAGES
    cache: bool = True  # False: call the recognizer for every token (paper's baseline)
    # Issue 9, off by default: collocations (analyzers/collocations.py), regimes (regimes.py).
    collocations: bool = False
    collocation_window: int = 4
    collocation_by: str = "form"  # "form" or "lemma"
    collocation_nodes: str = "frequent"  # "frequent" (decided at run level) or "keywords"
    regimes: bool = False
    # Issue 18: one reading per occurrence (analyzers/disambiguation.py); False = the paper's
    # context-free counts (every reading of a form counts with the form's frequency).
    disambiguate: bool = True
    other_languages: str = "count"  # one of OTHER_LANGUAGES

    def __post_init__(self) -> None:
        """Reject inconsistent settings early, with a message naming the field."""
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {self.mode!r}")
        if self.list_mode not in LIST_MODES:
            raise ValueError(f"list_mode must be one of {LIST_MODES}, not {self.list_mode!r}")
        if self.list_mode != "none" and self.word_list is None:
            raise ValueError(f"list_mode {self.list_mode!r} needs a word_list")
        if not 1 <= self.seg_min <= self.seg_max:
            raise ValueError("segment lengths must satisfy 1 <= seg_min <= seg_max")
        if self.other_languages not in OTHER_LANGUAGES:
            raise ValueError(f"other_languages must be one of {OTHER_LANGUAGES}, "
                             f"not {self.other_languages!r}")
        if self.seg_min_freq < 1 or self.profile_parts < 1 or self.context_chars < 0:
            raise ValueError("seg_min_freq and profile_parts must be >= 1, context_chars >= 0")
        if self.collocations:
            check_settings(
                self.collocation_window, self.collocation_by, self.collocation_nodes,
                self.list_mode,
            )


@dataclass(frozen=True, slots=True)
class CountedPage:
    """A page read and its words counted (:meth:`Analyzer.count`), the rest of its analysis
    to do (:meth:`Analyzer.complete`).

    It has what a run needs to tell whether the page repeats an earlier one (``words`` and
    ``text_digest``, as a :class:`DocumentResult` has them: what
    :meth:`~analyzers.duplicates.DuplicateDetector.fingerprint` reads) or is unchanged since
    the previous run: a copy the run does not count needs little of the rest.
    """

    doc: SourceDocument
    title: str
    text: str  # the kept blocks, NFC, joined by BREAK: what offsets refer to
    raw: list[str]  # the word selector's matches, which tile ``text``
    stream: list[str]  # the page's tokens (after the stop/keyword list)
    counts: Counter[str]  # token -> occurrences in ``stream``
    kinds: dict[str, str]
    analyses: dict[str, tuple[Analysis, ...]]
    keep: dict[str, str]  # every key that enters the analysis, to itself
    counted: dict[str, int]  # key -> frequency of every counted key
    tokens: int
    full: dict[str, tuple[Analysis, ...]]  # every counted key's analyses, () unrecognized
    unrec: set[str]  # the counted keys without analyses
    words: dict[str, int]  # the delivered keys' frequencies (DocumentResult.words)
    dropped: int  # blocks dropped as site template
    text_digest: str
    languages: dict[str, int]  # words of the blocks in other languages, per language
    note: str  # why main-content extraction fell back to all text
    #: Its fingerprint as a feeder's process made it (:attr:`PageText.fingerprint`), when
    #: it holds for ``words``; None: the run's detector makes it.
    fingerprint: Fingerprint | None = None
    #: Its profile as a feeder's process made it, with the parts (:attr:`PageText.profile`),
    #: when it holds for the words the analysis keeps; None: the analyzer makes it.
    profile: tuple[int, tuple[tuple[int, int], ...]] | None = None


class Analyzer:
    """Analyzes the pages of one run with one configuration and one shared cache."""

    def __init__(
        self,
        config: AnalysisConfig | None = None,
        cache: MorphCache | None = None,
        *,
        templates: TemplateDetector | None = None,
        defer_segments: bool = False,
    ) -> None:
        """Prepare a run; without ``cache`` a recognizer for ``config.language`` is loaded.

        ``defer_segments``: results' ``segments`` are :class:`~analyzers.segments.PageSegments`,
        counted where they are first read (a run's results writer counts them in the process
        that commits its pages, issue 21); else counted here."""
        self.config = config = config or AnalysisConfig()
        self.defer_segments = defer_segments
        if cache is None:
            cache = MorphCache(Recognizer.for_language(config.language))
        self.cache = cache
        self.recognizer = cache.recognizer
        #: The one run-level state: which blocks repeat across a site's pages.
        self.templates = templates
        if templates is None and config.template_share is not None:
            self.templates = TemplateDetector(config.template_share, config.template_min_pages)
        #: Issue 18: None when disabled or when the language has no model.
        self.disambiguator = (Disambiguator.for_language(config.language, cache)
                              if config.disambiguate else None)
        self._narrowed: dict[tuple[str, tuple[Analysis, ...]], tuple[Analysis, ...]] = {}
        self._cooccurrences_on = config.collocations or config.regimes  # issue 9
        #: The page's extraction and block languages, for a document that comes without
        #: them (its feeder's process did not extract it).
        self.extraction = PageExtraction(ExtractionSettings.of(
            config.mode, config.language, config.other_languages))
        self._edge_stopwords = (
            bundled_stopwords(config.language).forms if config.seg_drop_stopword_edges else None
        )
        self.pages = 0
        self.tokens = 0
        self.recognizer_calls = 0

    # ---------------------------------------------------------------- public

    @_gc_paused
    def analyze(self, doc: SourceDocument) -> DocumentResult:
        """Analyze one document."""
        return self._completed(self._counted(doc), True)

    @_gc_paused
    def count(self, doc: SourceDocument) -> CountedPage:
        """The first part of :meth:`analyze`: the document read and its words counted."""
        return self._counted(doc)

    @_gc_paused
    def complete(self, page: CountedPage, counted: bool = True) -> DocumentResult:
        """The rest of :meth:`analyze` for a page :meth:`count` read: ``analyze(doc)`` is
        ``complete(count(doc))``.

        ``counted=False``: the page is a copy the run does not count; its result is what
        :func:`~analyzers.duplicates.uncounted` leaves of it, and of the rest of the
        analysis only what later pages depend on is done (:meth:`pass_over`).
        """
        return self._completed(page, counted)

    @_gc_paused
    def pass_over(self, page: CountedPage) -> None:
        """A counted page the run drops (a copy, a page unchanged since the previous run):
        the analysis that later pages' results depend on is done as for an analyzed page.

        That is the disambiguator's reading: its run table learns each form from the first
        page the form is on (an unrecognized form is respelled by that page's occurrences)
        and starts afresh when its memo is full, so which pages it read shapes later
        readings. Segments, profile and co-occurrences depend on the page alone.
        """
        if self.disambiguator is not None and (self.config.recognized
                                               or self._cooccurrences_on):
            self._readings(page, self._page_occurrences(page))

    def _counted(self, doc: SourceDocument) -> CountedPage:
        page = self._page_text(doc)
        extracted = page.extracted
        blocks, dropped = extracted.blocks, 0
        if self.templates is not None:
            # extract() and extract_text_file() collapse the whitespace of their blocks
            blocks, dropped = self.templates.filter(doc.site or site_of(doc.url), blocks,
                                                    collapsed=True)
        other: dict[str, int] = {}
        if page.languages is not None:
            blocks, other = own_language(blocks, page, self.config.language)
        read = page.words
        ahead = read is not None and read.blocks == tuple(blocks)
        if not ahead:
            read = read_words(blocks)  # the feeder's process read other blocks, or none
        text, raw, stream, counted = read.text, read.raw, read.stream, read.counted
        prepared = self.cache.recognizer.prepared
        if page.prepared is not None and prepared is not None:
            prepared.offer(page.prepared)  # the feeder's process looked the forms up
        counts = Counter(counted)
        kinds = dict(read.kinds)  # marked below: the page's own
        analyses = self._analyses(alpha_keys(kinds), counts)
        mark_code(kinds, analyses, extracted.code, extracted.code_lines, counts, stream, text,
                  raw)
        stream, counts, keep, extra = self._apply_list(stream, counts, kinds, analyses)
        words = kept_counts(keep, counts)
        words.update(extra)
        tokens = sum(words.values())
        self.pages += 1
        self.tokens += tokens
        # Every counted key gets its analyses, () for the unrecognized (dict ops run in C).
        full = dict.fromkeys(words, ())
        if len(keep) == len(kinds):
            # Nothing filtered out (keep is a subset of kinds, analyses' keys too): one C update.
            full.update(analyses)
        else:
            full.update((t, a) for t, a in analyses.items() if t in full)
        unrec = set(compress(full, map(not_, full.values())))
        cfg = self.config
        delivered = words
        if not (cfg.recognized and cfg.unrecognized):
            delivered = {
                t: c for t, c in words.items()
                if (cfg.unrecognized if t in unrec else cfg.recognized)
            }
        # what was made ahead is of the words read there, none filtered (the fingerprint:
        # none left out of those delivered either)
        listless = ahead and self._word_list() is None
        return CountedPage(doc, extracted.title, text, raw, stream, counts, kinds, analyses,
                           keep, words, tokens, full, unrec, delivered, dropped,
                           page.digest, other, page.note,
                           page.fingerprint if listless and delivered is words else None,
                           page.profile if listless else None)

    def _completed(self, page: CountedPage, counted: bool) -> DocumentResult:
        if counted:
            result = self._result(page)
        else:
            self.pass_over(page)
            result = uncounted(DocumentResult(
                url=page.doc.url, title=page.title, tokens=page.tokens,
                types=len(page.counted), words=page.words, kinds=page.kinds,
                analyses=page.full, text_chars=len(page.text),
                template_blocks=page.dropped, text_digest=page.text_digest,
                text=page.text))
        if page.languages:
            result = replace(result, languages=page.languages)
        return replace(result, extraction_note=page.note) if page.note else result

    def stats(self) -> dict[str, float | int]:
        """Run statistics: pages, tokens, cache entries/hits/misses and hit rates.

        ``hit_rate`` is per lookup (one lookup per distinct form per page); ``token_hit_rate``
        is the share of tokens that did not need the recognizer (paper §2.2.4's measure);
        ``prepared_hits`` the forms the recognizer found in the prepared analyses
        (analyzers/prepared_analyses.py) instead of analyzing them.
        """
        hits, misses = self.cache.hits, self.cache.misses
        lookups = hits + misses
        calls = self.recognizer_calls if not self.config.cache else misses
        return {
            "pages": self.pages,
            "tokens": self.tokens,
            "cache_entries": len(self.cache),
            "cache_hits": hits,
            "cache_misses": misses,
            "hit_rate": hits / lookups if lookups else 0.0,
            "recognizer_calls": calls,
            "token_hit_rate": 1 - calls / self.tokens if self.tokens else 0.0,
            "prepared_hits": prepared.hits if (prepared := self.recognizer.prepared) else 0,
        }

    # ---------------------------------------------------------------- steps

    def _page_text(self, doc: SourceDocument) -> PageText:
        """The document's text extracted: as its feeder's process sent it if made with this
        analyzer's settings, else extracted here."""
        page = doc.page_text
        if page is not None and page.settings != self.extraction.settings:
            if not doc.text:  # a feeder's process sends the text without the page
                raise ValueError(f"{doc.url}: extracted with other settings than the "
                                 "analyzer's, and sent without its HTML")
            page = None
        if page is None:
            page = self.extraction(doc.text, doc.is_html)
        return page

    def _cooccurrences(self, result: DocumentResult, stream: list[str], counts: Counter[str],
                       kinds: dict[str, str], analyses: dict[str, tuple[Analysis, ...]],
                       keep: dict[str, str]) -> DocumentResult:
        """Add the page's collocation and regime counts (docs/collocations.md)."""
        cfg = self.config
        # numbered once for both; counts is Counter(stream): its keys are the distinct tokens
        tokens = number_tokens(stream, analyses, cfg.language, counts)
        colloc = page_collocations(stream, kinds, analyses, keep, cfg.list_mode,
                                   cfg.collocation_window, cfg.collocation_by,
                                   cfg.collocation_nodes, tokens) if cfg.collocations else None
        regimes = count_regimes(stream, analyses, counts, cfg.language,
                                tokens) if cfg.regimes else None
        return replace(result, collocations=colloc, regimes=regimes)

    def _readings(self, page: CountedPage, unrecognized: Sequence[Occurrence]
                  ) -> dict[tuple[str, str, str], int]:
        """(key, lemma, category) -> occurrences of the page's counted words proper.

        With the disambiguator, each occurrence counts once, for its reading in context (an
        unrecognized form for its guessed one, the ``unrecognized`` occurrences telling a
        misspelt word from a name); without it, each context-free (lemma, category) of a
        recognized form counts with the form's frequency (paper §2.2.3).
        """
        keys = alpha_keys(page.kinds)
        alpha = dict(zip(keys, map(page.analyses.get, keys, repeat(())), strict=True))
        if self.disambiguator is None:
            return context_free({k: n for k, n in page.counted.items() if k in alpha}, alpha)
        # every word gives context; the stop/keyword list decides which ones are counted
        return self.disambiguator.counts(page.stream, alpha, page.counted, unrecognized)

    def _in_context(self, analyses: dict[str, tuple[Analysis, ...]],
                    readings: dict[tuple[str, str, str], int]
                    ) -> dict[str, tuple[Analysis, ...]]:
        """Each form's analyses narrowed to the readings its occurrences got on this page,
        for collocations by lemma and regimes (a form read two ways keeps both).

        A narrowed tuple is interned per form: the co-occurrence memos are kept per form while
        its analyses stay the same object (analyzers/token_numbers.py).
        """
        chosen: dict[str, set[tuple[str, str]]] = {}
        for key, lemma, pos in readings:
            chosen.setdefault(key, set()).update(zip(lemma.split("+"), pos.split("+"),
                                                     strict=False))
        narrowed = dict(analyses)
        interned = self._narrowed
        for key, pairs in chosen.items():
            found = analyses.get(key)
            if found and len(found) > 1:
                kept = tuple(a for a in found if (a.lemma, a.pos) in pairs)
                if len(kept) != len(found):
                    narrowed[key] = interned.setdefault((key, kept), kept)
        return narrowed

    def _analyses(
        self, alpha: list[str], counts: Counter[str]
    ) -> dict[str, tuple[Analysis, ...]]:
        """Analyses of the page's distinct alphabetic keys (cached, or per token if cache off)."""
        table = _ABBREV_ANALYSES
        # Dotted abbreviations are rare: usually the page's keys go to the cache as they are.
        plain = alpha if table.keys().isdisjoint(alpha) else list(
            filterfalse(table.__contains__, alpha))
        if self.config.cache:
            found = self.cache.get_many(plain)
        else:
            found = {}
            analyze = self.recognizer.analyze
            for t in plain:
                for _ in range(counts[t]):  # the paper's baseline: one call per occurrence
                    found[t] = analyze(t)
                self.recognizer_calls += counts[t]
        if plain is not alpha:
            found.update((t, table[t]) for t in alpha if t in table)
        return found

    def _apply_list(
        self,
        stream: list[str],
        counts: Counter[str],
        kinds: dict[str, str],
        analyses: dict[str, tuple[Analysis, ...]],
    ) -> tuple[list[str], Counter[str], dict[str, str], dict[str, int]]:
        """Apply the stop/keyword list: (stream, counts, kept keys, expression counts).

        ``keep`` maps every key that enters the analysis to itself (the form segments need).
        Words outside the analysis also break segments: a segment must exist in the text.
        """
        cfg = self.config
        wl = self._word_list()
        if wl is None:
            return stream, counts, dict(zip(kinds, kinds, strict=True)), {}
        listed = {t for t in kinds if wl.matches(t, analyses.get(t, ()))}
        spans = wl.find_expressions(stream)
        extra: dict[str, int] = {}
        if cfg.list_mode == "stopwords":
            if spans:
                stream = list(stream)
                for start, length in spans:
                    stream[start : start + length] = [_REMOVED] * length
                counts = Counter(stream)
            return stream, counts, {t: t for t in kinds if t not in listed and t in counts}, {}
        for start, length in spans:
            key = " ".join(stream[start : start + length])
            extra[key] = extra.get(key, 0) + 1
        for key in extra:
            kinds[key] = ALPHA
            analyses[key] = (Analysis(key, "X", "Multiword=Yes", "list"),)
        return stream, counts, {t: t for t in listed}, extra

    def _word_list(self) -> WordList | None:
        """The stop or keyword list the analysis applies, None when it applies none."""
        return self.config.word_list if self.config.list_mode != "none" else None

    def _result(self, page: CountedPage) -> DocumentResult:
        """Assemble the DocumentResult with the outputs the configuration asks for."""
        cfg = self.config
        stream, kinds, keep, words = page.stream, page.kinds, page.keep, page.counted
        same_keys = page.words is words and len(kinds) == len(words)
        segments: Mapping[str, int] = {}
        if cfg.segments:
            # Segments are sequences of words proper (paper: alphabetic sequences); numbers,
            # codes and addresses break them like punctuation does.
            alpha = alpha_keys(kinds)
            if len(keep) != len(kinds):
                alpha = list(filter(keep.__contains__, alpha))
            if self.defer_segments:
                segments = PageSegments(stream, alpha, cfg.seg_min, cfg.seg_max,
                                        self._edge_stopwords)
            else:
                segments = count_segments(stream, dict(zip(alpha, alpha, strict=True)),
                                          cfg.seg_min, cfg.seg_max, self._edge_stopwords)
        profile: tuple[tuple[int, int], ...] = ()
        if cfg.profiles:
            if page.profile is not None and page.profile[0] == cfg.profile_parts:
                profile = page.profile[1]  # made by the feeder's process
            else:
                profile = kept_profile(stream, keep, cfg.profile_parts)
        occurrences = self._page_occurrences(page)
        full = page.full
        result = DocumentResult(
            url=page.doc.url,
            title=page.title,
            tokens=page.tokens,
            types=len(words),
            words=page.words,
            kinds=kinds if same_keys else {t: kinds[t] for t in page.words},
            analyses=full if same_keys else {t: full[t] for t in page.words},
            unrecognized=occurrences,
            segments=segments,
            profile=profile,
            text_chars=len(page.text),
            template_blocks=page.dropped,
            text_digest=page.text_digest,
            text=page.text,
        )
        analyses = page.analyses
        if cfg.recognized or self._cooccurrences_on:
            readings = self._readings(page, occurrences)
            if cfg.recognized:
                result = replace(result, readings=readings)
            if self._cooccurrences_on and self.disambiguator is not None:
                analyses = self._in_context(analyses, readings)
        if self._cooccurrences_on:  # costs nothing when both are off
            result = self._cooccurrences(result, stream, page.counts, kinds, analyses, keep)
        return result

    def _page_occurrences(self, page: CountedPage) -> tuple[Occurrence, ...]:
        """Every occurrence of the page's unrecognized candidates, if delivered."""
        # URLs, paths, options, numbers… are counted under their kind, never candidates
        kinds = page.kinds
        candidates = {t for t in page.unrec.intersection(page.keep)
                      if kinds.get(t) not in NON_WORDS}
        if not (self.config.unrecognized and candidates):
            return ()
        return self._occurrences(page.text, page.raw, page.stream, candidates, kinds)

    def _occurrences(
        self, text: str, raw: list[str], stream: list[str], unrec: set[str], kinds: dict[str, str]
    ) -> tuple[Occurrence, ...]:
        """Every occurrence of an unrecognized key, with offsets and context.

        Offsets come from the cumulative lengths of the raw matches (they tile the text), and
        only the unrecognized positions are visited — picked out in C by ``compress``.
        """
        all_ends = ends_of(raw)
        where = list(compress(range(len(stream)), map(unrec.__contains__, stream)))
        keys = list(map(stream.__getitem__, where))
        ends = list(map(all_ends.__getitem__, where))
        starts = list(map(sub, ends, map(len, keys)))
        forms = map(text.__getitem__, map(slice, starts, ends))
        lefts, rights = contexts(text, starts, ends, self.config.context_chars)
        firsts = _sentence_starts(stream, where, kinds)
        # Rows go straight from zip's tuples into Occurrence tuples, in C: no __init__ per row.
        return tuple(
            map(tuple.__new__, repeat(Occurrence),
                zip(forms, keys, map(kinds.__getitem__, keys), starts, lefts, rights, firsts,
                    strict=True))
        )


def _sentence_starts(stream: list[str], where: list[int], kinds: dict[str, str]) -> list[bool]:
    """Whether each ``stream[i]`` for ``i`` in ``where`` starts a sentence (as sentence_start_at).

    The token just before settles almost every case: a word (any key of ``kinds``) means no,
    a break mark or a punctuation run with ``. ! ? …`` means yes. Those answers come from a
    per-page table of the distinct preceding tokens, looked up in C; only the occurrences after
    other punctuation (a comma, a bracket) walk back with :func:`sentence_start_at`.
    """
    # A break mark in front stands for "start of the page", so index 0 needs no special case.
    prevs = list(map([BREAK, *stream].__getitem__, where))
    # Only the punctuation runs get an entry (True: ends a sentence, None: undecided); a word
    # is absent and takes the default False.
    verdict: dict[str, bool | None] = {
        token: True if token == BREAK or is_sentence_end(token) else None
        for token in set(prevs).difference(kinds)
    }
    firsts: list[bool | None] = list(map(verdict.get, prevs, repeat(False)))
    j = -1
    try:
        while True:
            j = firsts.index(None, j + 1)
            firsts[j] = sentence_start_at(stream, where[j])
    except ValueError:  # no undecided occurrence left
        pass
    return firsts  # type: ignore[return-value]  # every None was replaced above
