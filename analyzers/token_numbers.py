"""A page's token stream as numbers, shared by collocations and regimes (issue 9).

Both count patterns over the token stream. Going through the stream once in C to number
its tokens lets each of them work on the page's distinct tokens and on numpy arrays over
the stream: no code runs per token in Python, and the stream, the longest list of a page,
is walked once for both.

What they decide about a form from its analyses (its lemma key, its regime roles) is kept
in one memo of :class:`FormMemo`, looked up once per distinct token and page for both: a
lookup in a dict as big as the vocabulary misses the processor's caches (a few hundred ns
each on a busy analyzer), so a page makes one per distinct token, not one per question.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import compress, count, repeat
from operator import attrgetter, is_not
from typing import Any, NamedTuple

from analyzers.morphology import Analysis


def lazy_numpy() -> Any:
    """numpy, imported on first use (~40 ms that only runs with collocations or regimes pay)."""
    import numpy

    return numpy


class FormMemo:
    """What the co-occurrence counters decided about one form, from its ``analyses``.

    Each counter fills its fields the first time it needs them (:data:`UNDECIDED` until then):
    the number of its lemma key (:mod:`analyzers.collocations`), its regime roles and
    readings (:mod:`analyzers.regimes`).
    """

    __slots__ = ("number", "analyses", "lemma", "roles", "heads", "preps")

    def __init__(self, analyses: tuple[Analysis, ...] | None) -> None:
        """A memo with nothing decided yet, and a number of its own in this process."""
        self.number = next(_MEMO_NUMBERS)
        self.analyses = analyses
        self.lemma = UNDECIDED
        self.roles = UNDECIDED
        self.heads: tuple[tuple[str, str], ...] = ()
        self.preps: tuple[str, ...] = ()


#: A memo field not decided yet (the fields decided are numbers ≥ -1).
UNDECIDED = -2
#: Numbers of the memos: each is made for one form, so a number names one form (a form
#: whose analyses changed gets a new memo, and number, for the same form).
_MEMO_NUMBERS = count()
#: Names this process's numberings (a worker's pages, pickled, carry their own): the
#: process id tells a forked child, which inherits the rest, from its parent.
_PROCESS = uuid.uuid4().hex
#: language -> form -> its memo; grows with the vocabulary, like the word selector's kind
#: memo. The analyses are the cache's tuples, the same object on every page: an identity
#: check, done in C, tells a form whose analyses changed (its memo is then made anew).
_FORMS: dict[str, dict[str, FormMemo]] = {}
#: The memo of a token without analyses (punctuation, numbers): no lemma, no role.
NO_FORM = FormMemo(None)
NO_FORM.number, NO_FORM.lemma, NO_FORM.roles = -1, -1, 0
#: field -> its decided values by memo number + 1 (slot 0: NO_FORM), UNDECIDED where not
#: decided yet: a page reads its memos' values with one numpy call instead of touching
#: every memo (doubled as the numbers grow).
_DECIDED: dict[str, Any] = {}


def _decided_values(field: str, top: int) -> Any:
    """The table of ``field``'s decided values, long enough for memo numbers below ``top``."""
    np = lazy_numpy()
    table = _DECIDED.get(field)
    if table is None or len(table) <= top:
        grown = np.full(max(2 * top, 1024), UNDECIDED, np.int64)
        if table is None:
            grown[0] = getattr(NO_FORM, field)
        else:
            grown[:len(table)] = table
        table = _DECIDED[field] = grown
    return table


def numbering(kind: str) -> str:
    """The name of this process's numbering of ``kind`` (forms, lemma keys).

    A page's counts carry it with the numbers: the run totals, in the same process, can
    then number the page's strings from those numbers with numpy instead of a dict lookup
    per string; numbers from another process are not taken (the strings are).
    """
    return f"{_PROCESS}:{os.getpid()}:{kind}"


class TokenNumbers(NamedTuple):
    """``stream[i]`` is the ``numbers[i]``-th key of ``index`` (its distinct tokens, in order)."""

    index: dict[str, int]  # distinct token -> its number
    numbers: Any  # int64 array, one per token of the stream
    #: the memo of each distinct token, by number (NO_FORM for a token without analyses)
    memos: list[FormMemo]
    #: the memos' numbers (int64 array; -1: NO_FORM), named by ``numbering("forms")``
    forms: Any

    def decided(self, field: str, decide: Callable[[str, FormMemo], None]) -> Any:
        """The memos' ``field``, by number (int64 array); ``decide(token, memo)`` fills it
        first where it is :data:`UNDECIDED` (after the first pages, for the new words)."""
        if not len(self.forms):
            return self.forms.copy()
        table = _decided_values(field, int(self.forms.max()) + 1)
        values = table[self.forms + 1]
        undecided = (values == UNDECIDED).nonzero()[0].tolist()
        if undecided:
            names = list(self.index)
            for at in undecided:
                memo = self.memos[at]
                decide(names[at], memo)
                values[at] = table[memo.number + 1] = getattr(memo, field)
        return values


def number_tokens(stream: Sequence[str], analyses: Mapping[str, tuple[Analysis, ...]] | None,
                  language: str = "es", distinct: Iterable[str] | None = None) -> TokenNumbers:
    """Number the tokens of ``stream`` and find the memos of its words (``analyses``' keys;
    without ``analyses`` every memo is :data:`NO_FORM`).

    ``distinct`` may give the stream's distinct tokens (the analyzer's ``Counter`` of the
    stream: its keys), which saves a pass; it must hold every token of the stream.
    """
    np = lazy_numpy()
    index = dict(zip(dict.fromkeys(stream) if distinct is None else distinct, count()))
    numbers = np.fromiter(map(index.__getitem__, stream), np.int64, len(stream))
    if analyses is None:
        return TokenNumbers(index, numbers, [NO_FORM] * len(index), np.full(len(index), -1))
    forms = _FORMS.setdefault(language, {})
    memos = list(map(forms.get, index, repeat(NO_FORM)))
    readings = list(map(analyses.get, index))
    # A token without analyses has readings None, as NO_FORM: only words can differ.
    stale = list(compress(range(len(memos)), map(is_not, map(attrgetter("analyses"), memos),
                                                 readings)))
    if stale:  # after the first pages, only the page's new words
        names = list(index)
        for at in stale:
            memos[at] = forms[names[at]] = FormMemo(readings[at])
    return TokenNumbers(index, numbers, memos,
                        np.fromiter(map(attrgetter("number"), memos), np.int64, len(memos)))


def tally(values: Any) -> tuple[Any, Any]:
    """(distinct values, how often each occurs) of an int64 array, sorted; sorts it in place.

    ``numpy.unique(..., return_counts=True)`` without its checks and copies: this runs for
    every page.
    """
    np = lazy_numpy()
    values.sort()
    if not len(values):
        return values, np.empty(0, np.int64)
    starts = np.flatnonzero(np.concatenate(([True], values[1:] != values[:-1])))
    return values[starts], np.diff(np.append(starts, len(values)))
