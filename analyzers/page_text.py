"""The work on a page that depends on the page alone: its text extracted (the blocks, the
title, the code), its checksum, the language of each block and the words of those in
another language than the project's (issue 21).

:class:`PageExtraction` is that step, the one definition of it. The analyzer calls it for a
bare document; a feeder in a process of its own (the crawl's, the reading of local files:
daweb/crawl/process.py) calls it on the core the analyzer does not use and sends the
:class:`PageText` with the document, so the analyzer starts from it. What stays in the
analyzer is what depends on the run: the site-template filter (it must see the pages in
order) and the decision of which blocks to keep.

A feeder's process also reads the words of the blocks the analyzer will most likely keep
(:class:`WordsAhead`: a template filter of its own, fed the same pages in the same order,
and the blocks in the project's language), and the page carries them
(:attr:`PageText.words`); the analyzer takes them when its own filter kept exactly those
blocks, and reads its blocks itself otherwise. The words are a function of the blocks
alone (:func:`~analyzers.words.read_words`), so the results are the same either way; a
guess that misses costs the feeder's time, not the analyzer's. From those words it also makes
what depends on them alone when no list filters them: the page's fingerprint for the
duplicate detector and its profile, and, once the run names its prepared analyses, the
answers there for the page's new forms; the analyzer's thread, the run's bottleneck, is
spared them (issue 21).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from analyzers.duplicates import DuplicateDetector, Fingerprint, text_digest
from analyzers.extract import Extracted, extract_or_all, extract_text_file
from analyzers.language import BlockLanguages
from analyzers.profiles import kept_profile
from analyzers.templates import TemplateDetector, site_of
from analyzers.words import (
    PageWords,
    alpha_keys,
    kept_counts,
    normalize,
    read_words,
    word_count,
)

if TYPE_CHECKING:  # imported once the run names its prepared analyses (SQLite, the schema)
    from analyzers.prepared_analyses import LookUpsAhead, PreparedAnswers


@dataclass(frozen=True, slots=True)
class ExtractionSettings:
    """What a page's extraction depends on: the extraction mode and the project language,
    None when blocks in other languages are analyzed as the project's (none is decided);
    whether the words of those blocks are counted."""

    mode: str
    language: str | None
    count_other: bool = False

    @classmethod
    def of(cls, mode: str, language: str, other_languages: str) -> ExtractionSettings:
        """The settings for an analysis in ``mode`` of a project in ``language`` that
        treats other languages' blocks as ``other_languages`` says (analyzers/language.py)."""
        return cls(mode, language if other_languages != "analyze" else None,
                   other_languages == "count")


@dataclass(frozen=True, slots=True)
class PageText:
    """A page's text as :class:`PageExtraction` leaves it."""

    settings: ExtractionSettings  # what it was made with (the analyzer checks them)
    extracted: Extracted
    #: The checksum of ``extracted.blocks`` (:func:`~analyzers.duplicates.text_digest`):
    #: what tells an unchanged page or an exact copy.
    digest: str
    note: str = ""  # why main-content extraction fell back to all text, for the incidents
    #: The language of each of ``extracted.blocks``; None when languages are not decided.
    languages: tuple[str, ...] | None = None
    #: The words of each of ``extracted.blocks`` in another language than the project's,
    #: 0 for the project's; None when they are not counted (``count_other``).
    other_words: tuple[int, ...] | None = None
    #: The words of the blocks the analyzer is expected to keep (:class:`WordsAhead`).
    words: PageWords | None = None
    #: The fingerprint of ``words`` as the run's duplicate detector makes it of a page whose
    #: words nothing filters (no stop or keyword list, every word delivered): made by
    #: :class:`WordsAhead` when given the detector's stopwords; the analyzer takes it
    #: only for such a page read from these words (:meth:`~analyzers.analyzer.Analyzer.count`).
    fingerprint: Fingerprint | None = None
    #: ``(parts, profile)``: the profile of ``words`` in that many parts, as the analyzer
    #: makes it of a page whose words no stop or keyword list filters (made by
    #: :class:`WordsAhead` when given the parts).
    profile: tuple[int, tuple[tuple[int, int], ...]] | None = None
    #: What :class:`WordsAhead` found of ``words``' new forms in the run's prepared
    #: analyses, once the run named the file (:meth:`WordsAhead.look_up_in`).
    prepared: PreparedAnswers | None = None


class PageExtraction:
    """Extracts pages with one :class:`ExtractionSettings`; one per process (the block
    languages are remembered per block, and a site repeats its blocks)."""

    def __init__(self, settings: ExtractionSettings) -> None:
        """Prepare for ``settings`` (the language identifier loads on first need)."""
        self.settings = settings
        self._languages = (
            BlockLanguages(settings.language) if settings.language is not None else None
        )

    def __call__(self, text: str, is_html: bool) -> PageText:
        """The :class:`PageText` of a page of HTML or plain ``text``; extraction errors
        are raised (mode "all" is not guarded: the caller makes the page an incident)."""
        note = ""
        if is_html:
            extracted, note = extract_or_all(text, self.settings.mode)
        else:
            extracted = extract_text_file(text)
        languages = (
            tuple(self._languages.of_blocks(extracted.blocks))
            if self._languages is not None
            else None
        )
        return PageText(self.settings, extracted, text_digest(extracted.blocks), note,
                        languages, self._other_words(extracted.blocks, languages))

    def _other_words(self, blocks: list[str], languages: tuple[str, ...] | None
                     ) -> tuple[int, ...] | None:
        """Each block's words if it is in another language, else 0 (:attr:`PageText.other_words`):
        counted here, beside the language identification, so that a feeder's process counts
        them instead of the analyzer's."""
        own = self.settings.language
        if not self.settings.count_other or languages is None:
            return None
        return tuple(0 if lang == own else word_count(normalize(block))
                     for block, lang in zip(blocks, languages, strict=True))


def own_language(blocks: Sequence[str], page: PageText, own: str
                 ) -> tuple[Sequence[str], dict[str, int]]:
    """The blocks in the project's language ``own``, and the words of the others per
    language (:attr:`PageText.other_words`, counted only when ``other_languages =
    "count"``); ``blocks`` are those of the page's extracted blocks that the site-template
    filter kept, ``page.languages`` decided."""
    languages = page.languages
    assert languages is not None  # the caller asks only when languages were decided
    if all(lang == own for lang in languages):
        return blocks, {}
    counted = page.other_words
    words = counted if counted is not None else (0,) * len(languages)
    extracted = page.extracted.blocks
    if len(blocks) == len(extracted):
        kept = list(zip(languages, words, strict=True))
    else:
        # a block's language and words depend on its text alone: look the kept ones up
        of_block = dict(zip(extracted, zip(languages, words, strict=True), strict=True))
        kept = list(map(of_block.__getitem__, blocks))
    other: dict[str, int] = {}
    if counted is not None:
        for lang, n in kept:
            if lang != own:
                other[lang] = other.get(lang, 0) + n
    return [b for b, (lang, _) in zip(blocks, kept, strict=True) if lang == own], other


class WordsAhead:
    """Reads a page's words in a feeder's process, ahead of the analyzer (module doc): the
    run's pages must be given in the order the analyzer takes them, each once."""

    def __init__(self, settings: ExtractionSettings,
                 fingerprint_stopwords: frozenset[str] | None = None,
                 profile_parts: int | None = None) -> None:
        """For pages extracted with ``settings``, by an analyzer with the default
        site-template filter; with ``fingerprint_stopwords`` (the run's duplicate
        detector's), the words' fingerprint too (:attr:`PageText.fingerprint`: ~0.05 s of
        the benchmark corpus's analyzer, the run's bottleneck, are this process's then;
        issue 21), and with ``profile_parts`` their profile (:attr:`PageText.profile`)."""
        self.settings = settings
        self._profile_parts = profile_parts
        self.templates = TemplateDetector()
        self._fingerprints = (DuplicateDetector(stopwords=fingerprint_stopwords)
                              if fingerprint_stopwords is not None else None)
        self._look_ups: LookUpsAhead | None = None
        self._prepared: Path | None = None  # set from another thread: read, then used

    def look_up_in(self, path: Path) -> None:
        """Look the pages' new forms up in the prepared analyses at ``path`` (the run's
        recognizer's, named once it is loaded), from the next page on; any thread may call
        it."""
        self._prepared = path

    def __call__(self, page: PageText, url: str, site: str = "") -> PageText:
        """``page`` (of the document at ``url``, of the site ``site``; "": its host) with
        the words of the blocks the analyzer will most likely keep."""
        blocks, _ = self.templates.filter(site or site_of(url), page.extracted.blocks,
                                          collapsed=True)
        own = self.settings.language
        if page.languages is not None and own is not None:
            blocks = own_language(blocks, page, own)[0]
        words = read_words(blocks)
        fingerprint = prepared = None
        if self._fingerprints is not None:
            fingerprint = self._fingerprints.fingerprint(_Unfiltered(
                kept_counts(words.kinds, words.counted), page.digest))
        path = self._prepared
        if path is not None:
            if self._look_ups is None or self._look_ups.path != path:
                from analyzers.prepared_analyses import LookUpsAhead

                self._look_ups = LookUpsAhead(path)
            # the analyzer's lemma cache asks the file about these, lowered
            prepared = self._look_ups.answers(map(str.lower, alpha_keys(words.kinds)))
        profile = None
        if self._profile_parts is not None:
            profile = (self._profile_parts,
                       kept_profile(words.stream, words.kinds, self._profile_parts))
        return replace(page, words=words, fingerprint=fingerprint, prepared=prepared,
                       profile=profile)


@dataclass(frozen=True, slots=True)
class _Unfiltered:
    """What the duplicate detector fingerprints of a page whose words nothing filters: the
    words proper (the tokens with a kind) and their counts, as the analyzer delivers them
    (:class:`~analyzers.duplicates.Counted`)."""

    words: dict[str, int]
    text_digest: str
