"""The compiled decisions (analyzers/decisions.pyx) against the plain Python they replace."""

from __future__ import annotations

from array import array

from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.decisions import SYMBOL_LIMIT, WindowMemo, numbered


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
