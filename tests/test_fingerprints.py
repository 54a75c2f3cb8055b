"""A page's simhash summed in C (analyzers/fingerprints.pyx), against its definition."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from analyzers.fingerprints import weighted_bits

_HASHES = st.integers(min_value=0, max_value=2**64 - 1)


def _defined(hashes: list[int], weights: list[int]) -> int:
    """Charikar's definition, bit by bit in Python."""
    out = 0
    for bit in range(64):
        total = sum(w if h >> bit & 1 else -w for h, w in zip(hashes, weights, strict=True))
        if total > 0:
            out |= 1 << bit
    return out


@given(st.lists(st.tuples(_HASHES, st.integers(min_value=1, max_value=10_000)),
                max_size=300))
def test_the_c_sums_give_the_definitions_fingerprint(features: list[tuple[int, int]]) -> None:
    hashes, weights = [h for h, _ in features], [w for _, w in features]
    assert weighted_bits(hashes, weights) == _defined(hashes, weights)


def test_a_tie_leaves_the_bit_clear_and_the_top_bit_counts() -> None:
    top = 1 << 63
    assert weighted_bits([top | 1, 1], [2, 1]) == top | 1  # bit 63: 2 against 1
    assert weighted_bits([top, 0], [1, 1]) == 0  # a tie: not more than the others
    assert weighted_bits([], []) == 0


def test_hashes_and_weights_must_pair_up() -> None:
    with pytest.raises(ValueError, match="one weight per hash"):
        weighted_bits([1, 2], [1])
    with pytest.raises(OverflowError):
        weighted_bits([2**64], [1])
