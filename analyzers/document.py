"""What goes into the analyzer and what comes out of it (paper §2.2, figure 4).

``Analyzer(config).analyze(SourceDocument) -> DocumentResult`` is a pure function of the
document, the configuration and the shared memoized lemma cache; the run pipeline turns a
:class:`daweb.events.FetchedDocument` (or a local file) into a ``SourceDocument`` and hands the
``DocumentResult`` to the results writer (``daweb/store/writer.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # the modules import this one (and the recognizer: only for a type)
    from analyzers.collocations import PageCollocations
    from analyzers.morphology import Analysis
    from analyzers.page_text import PageText
    from analyzers.regimes import PageRegimes

#: Kinds of character sequences produced by the word selector (paper §2.2.2).
ALPHA = "alpha"  # words proper
ALNUM = "alnum"  # COVID19, mp3, 4x4
OTHER = "other"  # C++, AT&T: joined by symbols, but none of the non-word kinds below
# Non-words (issue 17): kept and counted under their own kind, never neologism candidates.
URL = "url"  # https://debian.org/doc, www.rae.es, debian.org
EMAIL = "email"  # marcos@debian.org
PATH = "path"  # /etc/apt, ~/.bashrc, C:\Windows, config.py
OPTION = "option"  # --max-depth, -rf (a command-line option)
IDENTIFIER = "identifier"  # snake_case, camelCase, os.path.join, a=b
KEYS = "keys"  # Ctrl-V, Alt+F4, C-x, M-C-l, Mayús (a key or key chord)
HASHTAG = "hashtag"  # #DíaDelLibro
MENTION = "mention"  # @rae_es
NUMBER = "number"  # 2024, 1.500,25, 10:30, 1.º
DATE = "date"  # 26/11/2026, 2026-11-26
#: The kinds that are no words: stored and counted, never neologism candidates or typos.
NON_WORDS = frozenset({URL, EMAIL, PATH, OPTION, IDENTIFIER, KEYS, HASHTAG, MENTION, NUMBER,
                       DATE})


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """A document to analyze: HTML (or plain text) plus the address it came from."""

    url: str
    text: str
    is_html: bool = True
    #: Key of the site the page belongs to (its start address), for site-template detection.
    site: str = ""
    #: The page's text extracted already, by the feeder's process (analyzers/page_text.py);
    #: None: the analyzer extracts it.
    page_text: PageText | None = field(default=None, repr=False)


class Occurrence(NamedTuple):
    """One occurrence of an unrecognized sequence, with ~80 characters of context.

    A NamedTuple rather than a frozen dataclass: a page of technical text has hundreds of
    these, and a tuple is built in C (``tuple.__new__(Occurrence, row)``: ~0.15 µs against
    ~1.25 µs for the frozen dataclass' ``__init__``, measured for docs/benchmarks-analyzer.md).
    Fields, their order and attribute access are the same; it is immutable and compares by
    value as before.
    """

    form: str  # as written in the text
    key: str  # the normalized form it is counted under (lower case, NFC)
    kind: str  # ALPHA, ALNUM or OTHER (the non-word kinds are never unrecognized)
    offset: int  # character offset in the extracted text
    left: str  # ~40 characters before, cut at a word boundary
    right: str  # ~40 characters after, cut at a word boundary
    sentence_start: bool


@dataclass(frozen=True, slots=True)
class DocumentResult:
    """Everything the analysis of one page produces (paper figure 8, one page's share)."""

    url: str
    title: str
    tokens: int  # sequences counted on this page (after the stop/keyword list)
    types: int  # distinct keys among them
    words: Mapping[str, int]  # key -> frequency on this page
    kinds: Mapping[str, str]  # key -> ALPHA / ALNUM / OTHER / a NON_WORDS kind
    analyses: Mapping[str, tuple[Analysis, ...]]  # key -> all analyses; () = unrecognized
    unrecognized: tuple[Occurrence, ...] = ()
    segments: Mapping[str, int] = field(default_factory=dict)  # "w1 w2 …" -> frequency
    profile: tuple[tuple[int, int], ...] = ()  # per part: (new words, all words)
    text_chars: int = 0
    template_blocks: int = 0  # blocks dropped as site template (counted once per run)
    #: Issue 9 (docs/collocations.md): None unless the configuration asks for them.
    collocations: PageCollocations | None = None
    regimes: PageRegimes | None = None
    #: Checksum of the extracted text before the template filter (analyzers/duplicates.py).
    text_digest: str = ""
    #: Issue 18: (key, lemma, category) -> occurrences read so on this page (one reading per
    #: occurrence of a word proper; ``de+el``/``ADP+DET`` for a contraction). Without
    #: disambiguation, every context-free (lemma, category) of a form gets its frequency.
    readings: Mapping[tuple[str, str, str], int] = field(default_factory=dict)
    #: Set when main-content extraction failed and all the page's text was kept instead.
    extraction_note: str = ""
    #: Words of the blocks in another language than the project's, per language code
    #: (analyzers/language.py; empty unless ``other_languages = "count"``).
    languages: Mapping[str, int] = field(default_factory=dict)
    #: Issue 22: the text the words were counted in (after the template and language
    #: filters), stored compressed for the concordance of any word (daweb/concordance.py).
    text: str = ""
