"""The work on a page that depends on the page alone: its text extracted (the blocks, the
title, the code), its checksum, the language of each block and the words of those in
another language than the project's (issue 21).

:class:`PageExtraction` is that step, the one definition of it. The analyzer calls it for a
bare document; a feeder in a process of its own (the crawl's, the reading of local files:
daweb/crawl/process.py) calls it on the core the analyzer does not use and sends the
:class:`PageText` with the document, so the analyzer starts from it. What stays in the
analyzer is what depends on the run: the site-template filter (it must see the pages in
order) and the decision of which blocks to keep.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzers.duplicates import text_digest
from analyzers.extract import Extracted, extract_or_all, extract_text_file
from analyzers.language import BlockLanguages
from analyzers.words import normalize, word_count


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
