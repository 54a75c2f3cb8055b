"""Collocations, one page's share (issue 9; DAWeb paper §1: "colocaciones léxicas").

Per page the analyzer counts, over the page's token stream, every ordered pair of positions
``(earlier, later)`` at most ``window`` positions apart, plus how many positions each key
fills. Association scores need run totals, so they are computed when the run ends
(:mod:`daweb.collocation_results`); docs/collocations.md has the rules and formulas.

Window rules (they shape every count):

* a *position* is a word proper (an alphabetic sequence) that enters the analysis: numbers,
  codes, addresses and punctuation are skipped — they fill no position — and so are words a
  stopword list keeps out; a keyword list does not restrict positions (it chooses the node
  words, so collocates can be any word);
* a break mark (between blocks: paragraphs, headings, list items) closes the window: no pair
  spans two blocks; sentence punctuation inside a block does not;
* by lemma, a position's key is its form's candidate lemmas joined by ``|`` (sorted), the form
  itself when unrecognized; the run totals count an ambiguous form once per candidate lemma.

No Python code runs per token: the stream is numbered once in C (:mod:`analyzers.token_numbers`,
shared with the regimes), each distinct token gets its key number, and numpy forms the
``window`` shifted sums of key numbers and counts them with one sort.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import compress, repeat
from typing import Any, NamedTuple

from analyzers.document import ALPHA
from analyzers.morphology import Analysis
from analyzers.token_numbers import (
    FormMemo,
    TokenNumbers,
    lazy_numpy,
    number_tokens,
    numbering,
    tally,
)
from analyzers.words import BREAK

#: Default half-width of the window: four positions to each side (AntConc's default too).
WINDOW = 4
#: Widest window allowed (positions to each side).
MAX_WINDOW = 10
#: Units co-occurrences are counted by.
BY = ("form", "lemma")
#: How node words are chosen: every word above a run frequency, or the keyword list.
NODES = ("frequent", "keywords")
#: Joins the candidate lemmas of an ambiguous form into one position key.
LEMMA_SEPARATOR = "|"
#: A break mark in a page's sequence of key numbers (-1 is a token that fills no position).
_BREAK = -2
#: Pages with fewer keys count their pairs in 32-bit integers.
_NARROW_KEYS = 1 << 15


class PageCollocations(NamedTuple):
    """One page's co-occurrence counts over its position keys (forms, or lemma groups ``a|b``).

    Keys are numbered per page; a pair of key numbers ``(i, j)`` is the integer
    ``i · len(keys) + j``. Codes and counts are numpy arrays: the page counts them with one
    sort, and the run totals translate them to run-wide numbers without a Python loop.
    """

    #: the page's position keys; ``counts[i]`` is how many positions ``keys[i]`` fills
    keys: tuple[str, ...]
    counts: Any  # int64 array, one per key
    #: i · len(keys) + j, sorted: keys[i] earlier, keys[j] later in the window
    codes: Any  # int64 array
    pair_counts: Any  # int64 array: co-occurrences of each code
    #: keys that are node words on this page (keyword list); empty: chosen at run level
    nodes: frozenset[str] = frozenset()
    #: the keys' numbers in the analyzing process (int64 array), and the name of that
    #: numbering (:func:`analyzers.token_numbers.numbering`); None and "" when unknown
    numbers: Any = None
    numbering: str = ""

    def named_pairs(self) -> dict[tuple[str, str], int]:
        """The pairs as ``{(earlier key, later key): count}`` (for reading and tests)."""
        size = len(self.keys)
        return {(self.keys[c // size], self.keys[c % size]): n
                for c, n in zip(self.codes.tolist(), self.pair_counts.tolist(), strict=True)}

    def named_counts(self) -> dict[str, int]:
        """``{key: positions}`` for the keys that fill positions on the page."""
        return {k: n for k, n in zip(self.keys, self.counts.tolist(), strict=True) if n}


def check_settings(window: int, by: str, nodes: str, list_mode: str) -> None:
    """Reject inconsistent collocation settings with a ValueError naming the field."""
    if not 1 <= window <= MAX_WINDOW:
        raise ValueError(f"collocation_window must be between 1 and {MAX_WINDOW}, not {window}")
    if by not in BY:
        raise ValueError(f"collocation_by must be one of {BY}, not {by!r}")
    if nodes not in NODES:
        raise ValueError(f"collocation_nodes must be one of {NODES}, not {nodes!r}")
    if nodes == "keywords" and list_mode != "keywords":
        raise ValueError("collocation_nodes 'keywords' needs list_mode 'keywords' (the node words)")


#: Lemma keys by number, and their numbers: a page finds its distinct keys with one numpy
#: call on the numbers its forms' memos hold (:class:`analyzers.token_numbers.FormMemo`).
_LEMMA_KEYS: list[str] = []
_LEMMA_NUMBERS: dict[str, int] = {}


def lemma_key(form: str, analyses: tuple[Analysis, ...]) -> str:
    """The position key of ``form`` by lemma: its distinct candidate lemmas, sorted, ``|``-joined.

    An unrecognized form (no analyses) stands for itself.
    """
    lemmas = sorted({a.lemma for a in analyses})
    return LEMMA_SEPARATOR.join(lemmas) if lemmas else form


def _decide_lemma(form: str, memo: FormMemo) -> None:
    """Fill the lemma field of a form's memo."""
    memo.lemma = _lemma_number(form, memo.analyses or ())


def _lemma_number(form: str, analyses: tuple[Analysis, ...]) -> int:
    """The number of the lemma key of ``form``, numbering a new key."""
    key = lemma_key(form, analyses)
    number = _LEMMA_NUMBERS.get(key)
    if number is None:
        number = _LEMMA_NUMBERS[key] = len(_LEMMA_KEYS)
        _LEMMA_KEYS.append(key)
    return number


def position_keys(
    kinds: Mapping[str, str],
    analyses: Mapping[str, tuple[Analysis, ...]],
    by: str = "form",
    excluded: Iterable[str] = (),
) -> dict[str, str]:
    """Map every token that fills a position (words proper, minus ``excluded``) to its key."""
    if by not in BY:
        raise ValueError(f"by must be one of {BY}, not {by!r}")
    words = set(compress(kinds, map(ALPHA.__eq__, kinds.values())))
    words.difference_update(excluded)
    if by == "form":
        return dict(zip(words, words, strict=True))
    return {w: lemma_key(w, analyses.get(w, ())) for w in words}


def _sequence(tokens: TokenNumbers, table: Any) -> Any:
    """The key numbers of the stream's positions, in order, with :data:`_BREAK` at break marks.

    ``table`` has the key number of each distinct token by number, -1 for those that fill no
    position; it is changed.
    """
    if BREAK in tokens.index:
        table[tokens.index[BREAK]] = _BREAK
    seq = table[tokens.numbers]
    return seq[seq != -1]


def _count_pairs(keys: tuple[str, ...], seq: Any, window: int, nodes: frozenset[str],
                 numbered: tuple[Any, str] = (None, "")) -> PageCollocations:
    """Count the pairs of positions at most ``window`` apart in ``seq`` (see :func:`_sequence`)."""
    np = lazy_numpy()
    size = len(keys)
    # 32-bit codes sort twice as fast; they hold every code (and two paddings) of a page
    # with fewer than 2**15 keys.
    if size < _NARROW_KEYS:
        seq = seq.astype(np.int32)
    # A break mark becomes `window` padding positions whose number makes every code of a
    # pair with one of them negative (below -size·size), so no pair spans two blocks and
    # the counting needs no test per pair; negative codes are dropped before the count.
    words = seq
    at_break = seq == _BREAK
    if at_break.any():
        seq[at_break] = -size * size - 2
        words = np.repeat(seq, np.where(at_break, window, 1))
    # A padding as the first of a pair counts as -1: -size plus a key number stays negative,
    # and -size³ would not fit in 32 bits.
    firsts = np.maximum(words, -1) * size
    codes = np.concatenate([firsts[:-d] + words[d:] for d in range(1, window + 1)])
    codes, pair_counts = tally(codes[codes >= 0])
    if nodes:
        number = dict(zip(keys, range(size), strict=True))
        marked = np.asarray([number[k] for k in nodes if k in number], np.int64)
        keep = np.isin(codes // size, marked) | np.isin(codes % size, marked)
        codes, pair_counts = codes[keep], pair_counts[keep]
    counts = np.bincount(seq[seq >= 0], minlength=size)
    return PageCollocations(keys, counts, codes, pair_counts, nodes, *numbered)


def count_collocations(
    stream: Sequence[str],
    key_of: Mapping[str, str],
    window: int = WINDOW,
    nodes: frozenset[str] = frozenset(),
) -> PageCollocations:
    """Count the ordered pairs of positions of ``stream`` at most ``window`` apart.

    ``stream`` is the page's token stream (words, punctuation runs, break marks); ``key_of``
    maps each token that fills a position to its key (others are skipped). With ``nodes``,
    only pairs with a node on at least one side are kept (a keyword list: the rest could
    never be listed).
    """
    if window < 1:
        raise ValueError(f"window must be at least 1, not {window}")
    np = lazy_numpy()
    tokens = number_tokens(stream, None)
    keys = tuple(dict.fromkeys(key_of.values()))
    number = dict(zip(keys, range(len(keys)), strict=True))
    # For a token that fills no position key_of.get gives None, and number.get(None, -1) -1.
    table = np.fromiter(map(number.get, map(key_of.get, tokens.index), repeat(-1)), np.int64,
                        len(tokens.index))
    return _count_pairs(keys, _sequence(tokens, table), window, nodes)


def _page_keys(tokens: TokenNumbers, kinds: Mapping[str, str],
               analyses: Mapping[str, tuple[Analysis, ...]], keep: Mapping[str, str],
               list_mode: str, by: str) -> tuple[tuple[str, ...], Any, tuple[Any, str]]:
    """The page's position keys, the key number of each distinct token (-1: none), and the
    keys' numbers in this process with the name of that numbering.

    The rules of :func:`position_keys` (words proper; a stopword list removes its words),
    applied to the distinct tokens of the stream with whole-list operations.
    """
    np = lazy_numpy()
    size = len(tokens.index)
    # kinds.get's default must be a str: ALPHA.__eq__(None) is NotImplemented, which is true
    is_word = np.fromiter(map(ALPHA.__eq__, map(kinds.get, tokens.index, repeat(""))), bool,
                          size)
    if list_mode == "stopwords":
        is_word &= np.fromiter(map(keep.__contains__, tokens.index), bool, size)
    at = np.flatnonzero(is_word)
    table = np.full(size, -1, np.int64)
    if by == "form":
        table[at] = np.arange(len(at))
        return (tuple(compress(tokens.index, is_word.tolist())), table,
                (tokens.forms[at], numbering("forms")))
    lemmas = tokens.decided("lemma", _decide_lemma)[at]
    if (lemmas < 0).any():  # a word without analyses (not from the analyzer): its own key
        names = list(tokens.index)
        lemmas[lemmas < 0] = [_lemma_number(names[i], ()) for i in at[lemmas < 0].tolist()]
    numbers, table[at] = np.unique(lemmas, return_inverse=True)
    return (tuple(map(_LEMMA_KEYS.__getitem__, numbers.tolist())), table,
            (numbers, numbering("lemmas")))


def page_collocations(
    stream: Sequence[str],
    kinds: Mapping[str, str],
    analyses: Mapping[str, tuple[Analysis, ...]],
    keep: Mapping[str, str],
    list_mode: str,
    window: int = WINDOW,
    by: str = "form",
    nodes: str = "frequent",
    tokens: TokenNumbers | None = None,
) -> PageCollocations:
    """The analyzer's entry point: positions and node words from the page's list settings.

    ``keep`` holds the keys that enter the analysis (after the stop/keyword list). A stopword
    list removes its words from the positions; a keyword list leaves every word a position and,
    with ``nodes="keywords"``, makes its words the node words. ``tokens``: the stream
    numbered, if done already.
    """
    if by not in BY:
        raise ValueError(f"by must be one of {BY}, not {by!r}")
    tokens = tokens or number_tokens(stream, analyses)
    keys, table, numbered = _page_keys(tokens, kinds, analyses, keep, list_mode, by)
    seq = _sequence(tokens, table)
    node_keys: frozenset[str] = frozenset()
    if nodes == "keywords":
        listed = {t: kinds[t] for t in keep if t in kinds}
        node_keys = frozenset(position_keys(listed, analyses, by).values())
        if not node_keys:  # no keyword on this page: only the positions count
            np = lazy_numpy()
            empty = np.empty(0, np.int64)
            return PageCollocations(keys, np.bincount(seq[seq >= 0], minlength=len(keys)),
                                    empty, empty, node_keys, *numbered)
    return _count_pairs(keys, seq, window, node_keys, numbered)
