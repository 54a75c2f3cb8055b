"""The compiled decisions (analyzers/decisions.pyx) against the plain Python they replace."""

from __future__ import annotations

from array import array

from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.decisions import (
    SYMBOL_LIMIT,
    WindowMemo,
    add_weights,
    best_choice,
    choose,
    numbered,
)


def test_numbered_gives_each_distinct_token_its_first_place() -> None:
    ids, distinct = numbered(["la", "casa", ",", "la", "\n", "casa"])
    assert list(ids) == [0, 1, 2, 0, 3, 1]
    assert distinct == ["la", "casa", ",", "\n"]
    assert numbered([]) == (array("i"), [])


def reference(ids: list[int], forms: list[int], before: list[int], after: list[int],
              edge: int, shown: list[int], memo: dict, decide) -> tuple[list[int], list[int]]:
    """The decisions as Disambiguator made them with a dict of windows."""
    chosen, where = [], []
    seen = edge
    for i, token in enumerate(ids):
        if forms[token] < 0:
            continue
        if not where or where[-1] != i - 1:
            seen = before[ids[i - 1]] if i else edge
        following = after[ids[i + 1]] if i + 1 < len(ids) else edge
        window = (forms[token], seen, following)
        if window not in memo:
            memo[window] = decide(i, seen, following)
        chosen.append(memo[window])
        where.append(i)
        seen = shown[memo[window]]
    return chosen, where


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_decide_makes_the_reference_decisions_page_after_page(data) -> None:
    # three forms with 2, 3 and 2 choices (numbered 0-1, 2-4, 5-6), two that have none
    forms = [0, 2, 5, -1, -1]
    shown = [7, 8, 9, 7, 8, 9, 7]
    before = data.draw(st.lists(st.integers(0, 9), min_size=5, max_size=5))
    after = data.draw(st.lists(st.integers(0, SYMBOL_LIMIT - 1), min_size=5, max_size=5))
    width = {0: 2, 2: 3, 5: 2}

    def choice(i: int, seen: int, following: int) -> int:  # any deterministic choice
        form = forms[page[i]]
        return form + (seen * 31 + following) % width[form]

    memo, compiled = {}, WindowMemo()
    for _ in range(3):  # the memo carries over from page to page
        page = data.draw(st.lists(st.integers(0, 4), max_size=40))
        want = reference(page, forms, before, after, 10, shown, memo, choice)
        numbers, where, misses = compiled.decide(
            array("i", page), array("i", forms), array("i", before), array("i", after), 10,
            array("i", shown), choice)
        assert (list(numbers), list(where)) == want
        assert len(compiled) == len(memo)
    compiled.clear()
    assert len(compiled) == 0


def test_the_table_grows_and_keeps_every_window() -> None:
    memo = WindowMemo()
    # 5,000 distinct windows (the table starts at 1,024 slots): one form, symbols around it
    page = array("i", [0, 1] * 2500)
    after = array("i", range(2))
    asked: list[tuple[int, int]] = []

    def choice(i: int, seen: int, following: int) -> int:
        asked.append((seen, following))
        return 0

    for symbol in range(2500):  # a new symbol before the form on each pass
        _, _, misses = memo.decide(page[:2], array("i", [0, -1]), array("i", [0, symbol]),
                                   after, symbol, array("i", [0]), choice)
        assert misses == 1
    assert len(memo) == 2500
    for symbol in range(2500):  # every window is still there
        assert memo.decide(page[:2], array("i", [0, -1]), array("i", [0, symbol]), after,
                           symbol, array("i", [0]), choice)[2] == 0
    assert len(asked) == 2500


# -- the model's scores, compiled -----------------------------------------------------------

#: Weights as a model holds them: feature -> category -> weight (floats of every sign and
#: size, so that a sum in another order would round differently).
WEIGHTS = st.dictionaries(
    st.sampled_from(["b", "cNOUN|VERB", "-1DET", "+1ADP", "w-casa|la", "-+DET|ADP", "x"]),
    st.dictionaries(st.sampled_from(["NOUN", "VERB", "ADJ", "DET"]),
                    st.floats(-1e3, 1e3, allow_nan=False, allow_subnormal=False), max_size=4),
    max_size=7)
CATS = st.lists(st.sampled_from(["NOUN", "VERB", "ADJ", "DET"]), min_size=1, max_size=4)


def reference_weights(scores: list[float], weights: dict, feats: list[str],
                      keys: list[str]) -> None:
    """Model.add_weights as it was written in Python, sums and all."""
    rows = [weights[f] for f in feats if weights.get(f)]
    if rows:
        for j, key in enumerate(keys):
            scores[j] += sum(row.get(key, 0.0) for row in rows)


@settings(max_examples=300, deadline=None)
@given(WEIGHTS, st.lists(st.sampled_from(["b", "x", "-1DET", "none", "+1ADP"]), max_size=5),
       CATS, st.lists(st.floats(-1e3, 1e3, allow_nan=False), min_size=4, max_size=4))
def test_add_weights_adds_what_python_adds_to_the_bit(weights, feats, cats, start) -> None:
    scores, want = start[:len(cats)], start[:len(cats)]
    add_weights(scores, weights, feats, cats)
    reference_weights(want, weights, feats, cats)
    assert scores == want


@settings(max_examples=300, deadline=None)
@given(st.data(), CATS, st.one_of(st.none(), st.dictionaries(
    st.sampled_from(["NOUN", "VERB", "ADJ", "DET"]), st.floats(-10, 10, allow_nan=False))))
def test_best_choice_is_the_first_best_of_the_summed_scores(data, cats, pair) -> None:
    n = len(cats)
    # few distinct values, so that equal bests happen
    own, left, right = (data.draw(st.lists(st.sampled_from([-1.5, 0.0, 0.25, 2.0]),
                                           min_size=n, max_size=n)) for _ in range(3))
    scores = [sum(parts) for parts in zip(own, left, right, strict=True)]
    if pair:
        reference_weights(scores, {"pair": pair}, ["pair"], cats)
    assert best_choice(own, left, right, pair, cats) == max(range(n), key=scores.__getitem__)


def test_choose_scores_each_side_once_and_chooses_as_the_model() -> None:
    weights = {"-1DET": {"NOUN": 1.0, "VERB": -1.0}, "+1ADP": {"VERB": 0.5},
               "-+DET|ADP": {"VERB": 2.0}}
    asked: list[str] = []

    def left(window: tuple[str, str, str], cls: str) -> list[str]:
        asked.append(f"left {window[0]} {cls}")
        return [f"-1{window[0]}"]

    def right(window: tuple[str, str, str], cls: str) -> list[str]:
        asked.append(f"right {window[2]} {cls}")
        return [f"+1{window[2]}"]

    def pair(before: str, after: str) -> str:
        return f"-+{before}|{after}"

    sides: dict = {}
    cats = ["NOUN", "VERB"]
    # DET _ ADP: NOUN 0.3 + 1.0, VERB 0.0 - 1.0 + 0.5 + 2.0
    assert choose(("DET", "canto", "ADP"), [0.3, 0.0], cats, "NOUN|VERB", weights, sides,
                  left, right, pair) == 1
    # DET _ PUNCT: the left side is memoized, the pair feature is unknown: NOUN wins
    assert choose(("DET", "canto", "PUNCT"), [0.3, 0.0], cats, "NOUN|VERB", weights, sides,
                  left, right, pair) == 0
    assert asked == ["left DET NOUN|VERB", "right ADP NOUN|VERB", "right PUNCT NOUN|VERB"]
    assert sides[("<", "canto", "DET")] == [1.0, -1.0]
    assert sides[(">", "canto", "ADP")] == [0.0, 0.5]
