"""The compiled sorting of a page's segments (daweb/store/pending_segments.pyx) against the
writer's rule written plainly."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daweb.store.pending_segments import segment_rows

SEGMENTS = [f"s{i}" for i in range(12)]


def reference(page: int, segments: dict[str, int], pending: dict, promoted: set[str],
              minimum: int) -> tuple[dict, list, set, dict, set]:
    """The writer's rule (docs/results.md, `page_segments`), one segment at a time."""
    here, rows, newly, updates, ones = {}, [], set(), {}, set()
    for s, f in segments.items():
        if s in promoted:
            here[s] = f
            continue
        entry = pending.get(s)
        if entry is None:
            postings: list[tuple[int, int]] = []
        elif isinstance(entry, int):
            postings = [(entry, 1)]
        else:
            postings = list(zip(entry[1::2], entry[2::2], strict=True))
        count = sum(n for _, n in postings) + f
        if count >= minimum:
            newly.add(s)
            here[s] = f
            rows.extend((p, s, n) for p, n in postings)
        elif not postings and f == 1:
            ones.add(s)
        else:
            updates[s] = (count, *(x for posting in postings for x in posting), page, f)
    return here, sorted(rows), newly, updates, ones


def entries(draw: st.DrawFn) -> int | tuple[int, ...]:
    """A pending entry: a page id (one posting of frequency 1) or (count, page, freq, …)."""
    postings = draw(st.lists(st.tuples(st.integers(1, 50), st.integers(1, 3)), min_size=1,
                             max_size=3, unique_by=lambda p: p[0]))
    if len(postings) == 1 and postings[0][1] == 1:
        return postings[0][0]
    return (sum(n for _, n in postings), *(x for p in postings for x in p))


@settings(max_examples=400, deadline=None)
@given(st.data(), st.integers(2, 5))
def test_a_page_is_sorted_as_the_writers_rule_says(data, minimum) -> None:
    promoted = set(data.draw(st.lists(st.sampled_from(SEGMENTS), max_size=4)))
    held = data.draw(st.lists(st.sampled_from([s for s in SEGMENTS if s not in promoted]),
                              max_size=6, unique=True))
    pending = {s: data.draw(st.composite(entries)()) for s in held}
    before = dict(pending)
    page = Counter(data.draw(st.lists(st.sampled_from(SEGMENTS), max_size=30)))
    ones: list[str] = []
    here, rows, newly, updates = segment_rows(60, page, pending, promoted, minimum, ones)
    assert (here, sorted(rows), set(newly), updates, set(ones)) == reference(
        60, dict(page), before, promoted, minimum)
    assert len(newly) == len(set(newly)) and len(ones) == len(set(ones))
    assert pending == {**before, **dict.fromkeys(ones, 60)}


def test_a_segment_reaching_the_minimum_brings_its_held_postings() -> None:
    pending = {"de la": 3, "en el": (3, 4, 2, 7, 1)}
    ones: list[str] = []
    here, rows, newly, updates = segment_rows(
        9, {"de la": 2, "en el": 1, "la casa": 1, "el río": 4}, pending, {"por la"}, 4, ones)
    assert here == {"en el": 1, "el río": 4}
    assert sorted(rows) == [(4, "en el", 2), (7, "en el", 1)]
    assert sorted(newly) == ["el río", "en el"]
    assert updates == {"de la": (3, 3, 1, 9, 2)}
    assert ones == ["la casa"]
    # only the segment new to the run that occurs once here is added (the page id)
    assert pending == {"de la": 3, "en el": (3, 4, 2, 7, 1), "la casa": 9}


def test_segments_must_be_a_mapping_of_the_page() -> None:
    with pytest.raises(TypeError, match="segments must be a dict, not list"):
        segment_rows(1, [("de la", 2)], {}, set(), 3, [])
