"""The language of each text block (issue 17): Spanish sites quote English, Catalan, Galician…

A block (paragraph, list item, cell, heading) is called another language than the project's
only when all of these hold, so that short or mixed blocks never lose Spanish text:

1. it has at least :data:`MIN_WORDS` words (a heading of two words says too little);
2. it holds fewer than :data:`MARKERS_NEEDED` of the project language's own function
   words, those no candidate language shares (:data:`OWN_MARKERS`: Spanish ``y``, ``los``,
   ``las``, ``muy``…) — most Spanish blocks stop here, without the identifier;
3. either it is code — at least :data:`MIN_CODE_SHARE` of its characters are brackets,
   braces, ``; = _ $ | \\`` (``(define (AddXY inX inY) …)``, ``<tr><td>``, a command's
   synopsis); its "language" is then ``code`` — or py3langid, restricted to
   :data:`CANDIDATES`, names another language with a normalized probability of at least
   :data:`MIN_PROBABILITY`.

Why py3langid (bench/language.py, README): its model ships inside the package (4.5 MB, no
download), it can be restricted to the languages a Spanish site quotes, it was as accurate
as lingua on the blocks of 4 words or more and ~5x faster; langid is the same model, slower;
lingua (96 MB) is better only on blocks of 1-3 words, which rule 1 keeps in Spanish anyway;
gcld3 does not build from PyPI without the protobuf compiler.
"""

from __future__ import annotations

import functools
import logging
import pickle
import re
from collections.abc import Sequence
from hashlib import blake2b
from itertools import islice
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from analyzers.language_model import LanguageModel

log = logging.getLogger(__name__)

#: What becomes of the blocks in another language than the project's: left out, left out
#: but their words counted per language (the default), or analyzed as the project's.
OTHER_LANGUAGES: Final = ("skip", "count", "analyze")
#: Languages the identifier chooses among: those Spanish web sites quote most.
CANDIDATES: Final = ("es", "en", "ca", "gl", "eu", "pt", "fr", "it", "de")
#: Fewer words than this: the block keeps the project language.
MIN_WORDS: Final = 3
#: This many distinct own function words make a block the project language's.
MARKERS_NEEDED: Final = 1
#: A block's first pieces (blank-separated), looked at for markers before all of them.
HEAD_PIECES: Final = 12
#: Below this normalized probability the identifier's "another language" is not believed.
MIN_PROBABILITY: Final = 0.75
#: Characters of a block the identifier reads (its time grows with the length).
MAX_CHARS: Final = 200
#: Blocks whose language is remembered at most (a few MB of text).
MEMO_SIZE: Final = 20_000
#: The pseudo-language of blocks of program code, markup or command syntax.
CODE: Final = "code"
#: Share of a block's characters (blanks aside) that makes it code: no sentence of UD
#: Spanish-GSD dev reaches 0.061 (bench/language.py).
MIN_CODE_SHARE: Final = 0.1
#: Shorter blocks are too short to be told code by their characters (``a ;a b``).
MIN_CODE_CHARS: Final = 16
_CODE_CHARACTERS: Final = frozenset("{}[]<>;=_$\\|")
#: ``str.translate``'s table that deletes the code characters.
_NOT_CODE: Final = str.maketrans("", "", "".join(_CODE_CHARACTERS))
#: Prose has parentheses too (a heading "Cultura (página 2)"): they count only beside the
#: characters above or nested, as Lisp and Script-Fu nest them: a second "(" before a ")"
#: closes the first.
_NESTED: Final = re.compile(r"\([^()]*\(")
#: What makes a blank-separated piece of a block a word for MIN_WORDS (not "-" or ";").
_WORD_CHARACTER: Final = re.compile(r"[^\W_]")
#: Function words of a project language that none of the other candidates uses (``el``,
#: ``de``, ``que``, ``una``, ``con``, ``para``, ``esta``, ``está``, ``sin`` are Catalan,
#: Portuguese, Galician or Italian too).
OWN_MARKERS: Final = {
    "es": frozenset(
        "y los las muy también hay pero cuando donde esto estos ellos ellas usted ustedes "
        "puede pueden hasta según embargo aquí ahora hacer tiene tienen mismo misma será "
        "están sus nuestro nuestra hacia así".split()
    ),
}


class BlockLanguages:
    """Decides the language of the blocks of a project in ``language`` (see module doc)."""

    def __init__(self, language: str) -> None:
        """Prepare for a project in ``language`` (the identifier loads on first need)."""
        self.language = language
        self._markers = OWN_MARKERS.get(language, frozenset())
        #: block's digest -> language: a site's pages repeat headings, menus and notes; a
        #: 16-byte digest instead of the block's text keeps ~20 MB less for a whole memo
        self._memo: dict[bytes, str] = {}

    def language_of(self, block: str) -> str:
        """The language code of one block of text (memoized)."""
        key = blake2b(block.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) >= MEMO_SIZE:
                self._memo.clear()  # bounded: a long run's blocks are mostly new
            found = self._memo[key] = self._decide(block)
        return found

    def _decide(self, block: str) -> str:
        """:meth:`language_of` without the memo."""
        low = block.lower()
        # markers are words; most Spanish blocks have one among their first words, which
        # are split off alone: the whole block is split only when they hold too few
        pieces = low.split(None, HEAD_PIECES)
        if len(self._markers.intersection(pieces[:HEAD_PIECES])) >= MARKERS_NEEDED:
            return self.language
        if len(pieces) > HEAD_PIECES:
            pieces = low.split()
        # then among all pieces, before the word test of every piece
        if len(self._markers.intersection(pieces)) >= MARKERS_NEEDED or sum(
                1 for w in islice(filter(_WORD_CHARACTER.search, pieces), MIN_WORDS)
        ) < MIN_WORDS:
            return self.language
        if len(block) >= MIN_CODE_CHARS and _code_share(block) >= MIN_CODE_SHARE:
            return CODE
        identifier = _identifier()
        if identifier is None:
            return self.language
        # the start of a block tells its language as well, at a fraction of the time
        code, probability = identifier.classify(block[:MAX_CHARS])
        return code if code != self.language and probability >= MIN_PROBABILITY else (
            self.language)

    def of_blocks(self, blocks: Sequence[str]) -> list[str]:
        """The language code of every block."""
        return list(map(self.language_of, blocks))


def _code_share(block: str) -> float:
    """Share of the non-blank characters of ``block`` that are code punctuation (counted
    in C: the characters ``str.translate`` leaves out)."""
    visible = "".join(block.split())
    code = len(visible) - len(visible.translate(_NOT_CODE))
    if code or _NESTED.search(visible):
        code += visible.count("(") + visible.count(")")
    return code / len(visible) if visible else 0.0


@functools.cache
def _identifier() -> LanguageModel | None:
    """py3langid's model restricted to the candidate languages, loaded once; None when it
    cannot be loaded (py3langid unpacks it through a temporary file: a full disk), and then
    every block is taken for the project's language, with one warning.

    The restricted model is kept in the derived-tables cache, in the compact form of
    :class:`~analyzers.language_model.LanguageModel` (14 MB): it loads in a few
    milliseconds and needs neither numpy nor py3langid once made (unpacking the LZMA file
    of all 97 languages took ~0.6 s of every run's start-up).
    """
    try:
        return _restricted_model()
    except OSError as error:
        log.warning("the language identifier cannot be loaded (%s): every block is taken "
                    "for the project's language", error)
        return None


#: The buffer types of :class:`~analyzers.language_model.LanguageModel`'s tables, in the
#: order of its arguments after the languages.
_TABLE_TYPES: Final = ("I", "Q", "I", "I", "H", "i", "f", "f")


def _restricted_model() -> LanguageModel:
    """The model for :data:`CANDIDATES`, from the cache, or made from py3langid's file and
    stored there."""
    from analyzers.derived_tables import derived_tables_dir, package_version, store_derived
    from analyzers.language_model import LanguageModel

    path = derived_tables_dir() / (f"langid-{package_version('py3langid')}-"
                                   f"{'-'.join(CANDIDATES)}-compact.pickle")
    try:
        with open(path, "rb") as handle:
            languages, *tables = pickle.load(handle)
        return LanguageModel(languages, *(memoryview(table).cast(kind)
                                          for table, kind in zip(tables, _TABLE_TYPES,
                                                                 strict=True)))
    except (OSError, ValueError, TypeError, pickle.UnpicklingError, EOFError):
        pass  # absent or damaged: made below
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    full = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    full.set_languages(list(CANDIDATES))
    languages, *tables = _compact_tables(full)
    store_derived(path, (languages, *(table.tobytes() for table in tables)))
    return LanguageModel(languages, *tables)


def _compact_tables(identifier: Any) -> tuple[Any, ...]:
    """:class:`~analyzers.language_model.LanguageModel`'s arguments from a restricted
    py3langid ``LanguageIdentifier``: each row of its automaton kept as the moves that
    differ from the start state's row, with a bitmap saying which bytes they are for."""
    import numpy as np

    rows = np.asarray(identifier.tk_row)
    if rows.max() > np.iinfo(np.uint16).max:
        raise ValueError("py3langid's automaton has more rows than the compact model holds")
    moves = np.asarray(identifier.tk_nextmove, dtype=np.uint32).reshape(-1, 256)
    start_moves = moves[rows[0]]
    own = moves != start_moves
    bitmaps = np.packbits(own, axis=1, bitorder="little").view("<u8").astype(np.uint64)
    first_move = np.concatenate(([0], np.cumsum(own.sum(axis=1))[:-1])).astype(np.uint32)
    return (tuple(identifier.nb_classes), np.ascontiguousarray(start_moves),
            np.ascontiguousarray(bitmaps.ravel()), first_move,
            np.ascontiguousarray(moves[own]), rows.astype(np.uint16),
            np.asarray(identifier.tk_output, dtype=np.int32),
            np.ascontiguousarray(identifier.nb_ptc, dtype=np.float32).ravel(),
            np.asarray(identifier.nb_pc, dtype=np.float32))
