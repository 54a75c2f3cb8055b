"""A page's token stream as numbers, and the forms' memos (analyzers/token_numbers.py)."""

from __future__ import annotations

from analyzers.morphology import Analysis
from analyzers.token_numbers import NO_FORM, UNDECIDED, number_tokens, numbering, tally


def test_tokens_are_numbered_in_order_of_first_occurrence() -> None:
    tokens = number_tokens(["el", "gato", ",", "el"], None)
    assert tokens.index == {"el": 0, "gato": 1, ",": 2}
    assert tokens.numbers.tolist() == [0, 1, 2, 0]
    assert tokens.memos == [NO_FORM] * 3 and tokens.forms.tolist() == [-1, -1, -1]


def test_memos_are_shared_and_renewed_when_the_analyses_change() -> None:
    gato = (Analysis("gato", "NOUN"),)
    first = number_tokens(["gato", "."], {"gato": gato}, "xx")
    again = number_tokens(["gato"], {"gato": gato}, "xx")
    assert again.memos[0] is first.memos[0]  # same analyses object: same memo
    assert first.memos[1] is NO_FORM  # punctuation has no analyses
    assert again.memos[0].lemma == UNDECIDED
    changed = number_tokens(["gato"], {"gato": (Analysis("gata", "NOUN"),)}, "xx")
    assert changed.memos[0] is not first.memos[0]
    assert changed.forms[0] != first.forms[0]  # a new number: it names the new memo


def test_decided_fills_undecided_fields_once() -> None:
    tokens = number_tokens(["uno", "dos", "uno"], {"uno": (), "dos": ()}, "yy")
    seen: list[str] = []

    def decide(token: str, memo: object) -> None:
        seen.append(token)
        memo.lemma = len(token)  # type: ignore[attr-defined]

    assert tokens.decided("lemma", decide).tolist() == [3, 3]
    assert tokens.decided("lemma", decide).tolist() == [3, 3]
    assert seen == ["uno", "dos"]


def test_tally_counts_like_numpy_unique() -> None:
    import numpy as np

    values, counts = tally(np.array([5, 1, 5, 3, 5]))
    assert values.tolist() == [1, 3, 5] and counts.tolist() == [1, 1, 3]
    values, counts = tally(np.empty(0, np.int64))
    assert len(values) == 0 and len(counts) == 0


def test_numbering_names_this_process() -> None:
    assert numbering("forms") != numbering("lemmas")
    assert numbering("forms").endswith(":forms")
