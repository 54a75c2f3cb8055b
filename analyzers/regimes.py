"""Prepositional regimes, one page's share (issue 9; DAWeb paper §1: "régimen preposicional").

The pattern, over the page's token stream (docs/collocations.md):

    HEAD [BRIDGE] PREP

* ``HEAD``: a word with a verb, noun or adjective reading (``VERB``, ``NOUN``, ``ADJ``) and no
  preposition reading (``para`` may be *parar*, ``bajo`` *bajar*: such forms are taken as
  prepositions, never as heads);
* ``BRIDGE`` (optional, at most one word; read as a bridge whenever a head precedes it, even
  if it could be a head itself, as *también* NOUN): an adverb (a word with an ``ADV`` reading:
  *confío plenamente en*, *depende también de*) or a separate unstressed pronoun (Spanish
  ``me te se le les lo la los las nos os``); a word with a preposition reading is never a bridge;
* ``PREP``: a word with a preposition reading (``ADP``); contractions count as their
  preposition (*del* → *de*, *al* → *a*).

The three are adjacent in the stream: any punctuation or break mark between them breaks the
pattern (*depende, de hecho,* is no regime). Analyses are context-free, so a head form with
several readings counts once for each candidate (lemma, category) and the occurrence is marked
*ambiguous* when the form has more than one (lemma, category) candidate of any category.
A stop/keyword list does not apply here: prepositions are the very words stopword lists drop.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from itertools import compress, repeat
from operator import attrgetter
from typing import Any, NamedTuple

from analyzers.morphology import Analysis
from analyzers.token_numbers import (
    FormMemo,
    TokenNumbers,
    lazy_numpy,
    number_tokens,
    numbering,
    tally,
)

#: Categories a regime's head may have.
HEAD_CATEGORIES = frozenset({"VERB", "NOUN", "ADJ"})
#: Unstressed pronouns that may stand between a head and its preposition, per language.
CLITICS = {
    "es": frozenset("me te se le les lo la los las nos os".split()),
}


class PageRegimes(NamedTuple):
    """One page's regime counts, and what the run totals need for the association score.

    Matches are counted per (head form, preposition form); :meth:`regimes` expands them to
    (lemma, category, preposition) with the readings below — the run totals do the same
    once at the end, so a page pays no Python code per match.
    """

    #: (head form, preposition form) -> occurrences of the pattern
    matches: Mapping[tuple[str, str], int]
    #: occurrences on the page of every form that may be a head or a preposition
    forms: Mapping[str, int]
    #: head form -> its candidate (lemma, category) pairs
    heads: Mapping[str, tuple[tuple[str, str], ...]]
    #: preposition form -> its preposition lemmas (``del`` -> ``de``)
    prepositions: Mapping[str, tuple[str, ...]]
    #: head forms with several (lemma, category) candidates of any category
    ambiguous: frozenset[str] = frozenset()
    #: the numbers of ``forms``' keys (in their order) in the analyzing process (int64 array),
    #: and the name of that numbering (:func:`analyzers.token_numbers.numbering`)
    numbers: Any = None
    numbering: str = ""
    #: for each match, in ``matches``' order, the places of its head and of its preposition
    #: among ``forms``' keys (int64 array, one row per match): the run totals number the
    #: matches from the forms' numbers
    matched: Any = None

    def regimes(self) -> dict[tuple[str, str, str, str, bool], int]:
        """(lemma, category, preposition, head form, ambiguous) -> occurrences: an ambiguous
        head counts once for each candidate."""
        out: dict[tuple[str, str, str, str, bool], int] = {}
        for (head, form), n in self.matches.items():
            ambiguous = head in self.ambiguous
            for prep in self.prepositions[form]:
                for lemma, pos in self.heads[head]:
                    key = (lemma, pos, prep, head, ambiguous)
                    out[key] = out.get(key, 0) + n
        return out

    def head_totals(self) -> dict[tuple[str, str], int]:
        """(lemma, category) -> occurrences of the forms that may be that head."""
        return _expanded(self.forms, self.heads)

    def preposition_totals(self) -> dict[str, int]:
        """preposition -> occurrences of the forms that may be it."""
        return _expanded(self.forms, self.prepositions)


def _expanded(forms: Mapping[str, int], readings: Mapping[str, tuple]) -> dict:
    """Occurrences per reading: a form with several readings counts once for each."""
    totals: dict = {}
    for form, values in readings.items():
        n = forms.get(form, 0)
        for value in values:
            totals[value] = totals.get(value, 0) + n
    return totals


#: Role bits of a form (:attr:`FormMemo.roles`): it may be a head, a preposition, a
#: bridge; an ambiguous head has several (lemma, category) candidates.
_HEAD, _PREP, _BRIDGE, _AMBIGUOUS = 1, 2, 4, 8


def _decide(form: str, memo: FormMemo, clitics: frozenset[str]) -> None:
    """Fill the regime fields of a form's memo from its analyses."""
    readings = memo.analyses or ()
    adp = tuple(dict.fromkeys(a.lemma for a in readings if a.pos == "ADP"))
    if adp:
        memo.preps, memo.roles = adp, _PREP
        return
    role = 0
    pairs = dict.fromkeys((a.lemma, a.pos) for a in readings)
    heads = tuple(p for p in pairs if p[1] in HEAD_CATEGORIES)
    if heads:
        memo.heads = heads
        role |= _HEAD | (_AMBIGUOUS if len(pairs) > 1 else 0)
    if form in clitics or any(a.pos == "ADV" for a in readings):
        role |= _BRIDGE
    memo.roles = role


def count_regimes(
    stream: Sequence[str],
    analyses: Mapping[str, tuple[Analysis, ...]],
    counts: Mapping[str, int],
    language: str = "es",
    tokens: TokenNumbers | None = None,
) -> PageRegimes:
    """Count the ``HEAD [BRIDGE] PREP`` matches of a page's token stream.

    ``analyses`` has the analyses of the page's distinct words and ``counts`` their
    occurrences (for the head and preposition totals the association score needs);
    ``tokens`` is the stream numbered with ``analyses``, if done already.
    """
    np = lazy_numpy()
    tokens = tokens or number_tokens(stream, analyses, language)
    clitics = CLITICS.get(language, frozenset())
    # The roles of the stream's distinct tokens, by number, and one more number, for
    # "nothing", that stands before the first token.
    nothing = len(tokens.index)
    roles = np.append(tokens.decided("roles", partial(_decide, clitics=clitics)), 0)
    is_head = (roles & _HEAD).astype(bool)
    seq = np.concatenate(([nothing, nothing], tokens.numbers))  # stream[i] is seq[i + 2]
    at = np.flatnonzero(roles[tokens.numbers] & _PREP)
    before, two_before = seq[at + 1], seq[at]
    # A word that may be an adverb or a clitic bridges when a head precedes it: then the
    # head is two words back.
    head = np.where((roles[before] & _BRIDGE).astype(bool) & is_head[two_before],
                    two_before, before)
    found = is_head[head]
    codes, numbers = tally(head[found] * nothing + tokens.numbers[at[found]])
    names = list(tokens.index)
    matches = dict(zip(zip(map(names.__getitem__, (codes // nothing).tolist()),
                           map(names.__getitem__, (codes % nothing).tolist()), strict=True),
                       numbers.tolist(), strict=True))
    heads_at = np.flatnonzero(is_head).tolist()
    preps_at = np.flatnonzero(roles & _PREP).tolist()
    heads = list(map(names.__getitem__, heads_at))
    preps = list(map(names.__getitem__, preps_at))
    used = heads + preps
    memos = tokens.memos
    place = np.empty(nothing, np.int64)
    place[heads_at + preps_at] = np.arange(len(used))
    matched = np.stack((place[codes // nothing], place[codes % nothing]), axis=1)
    return PageRegimes(
        matches, dict(zip(used, map(counts.get, used, repeat(0)), strict=True)),
        dict(zip(heads, map(attrgetter("heads"), map(memos.__getitem__, heads_at)),
                 strict=True)),
        dict(zip(preps, map(attrgetter("preps"), map(memos.__getitem__, preps_at)),
                 strict=True)),
        frozenset(compress(heads, (roles[heads_at] & _AMBIGUOUS).tolist())),
        tokens.forms[heads_at + preps_at], numbering("forms"), matched)
