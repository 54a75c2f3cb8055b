"""A compact read-only string -> string table for the recognizer's derived tables.

The merged Spanish dictionaries map 823 k forms to 91 k distinct entry strings. As a dict
they took ~119 MB once loaded and 0.5 s to unpickle (building the dict is the cost), on every
run. Here the keys live in a MARISA trie (``marisa-trie``: a few MB, loaded by copying one
buffer, looked up in C), each key's trie id indexes an array of value numbers, and each
distinct value is stored once: loading is a few buffers and the distinct values, and a
look-up gives the shared value string without decoding anything.
"""

from __future__ import annotations

from array import array
from collections.abc import Collection, Iterator, Mapping

import marisa_trie


class LexiconTable(Mapping[str, str]):
    """A read-only mapping from strings to strings, compact and fast to unpickle."""

    __slots__ = ("_trie", "_value_of", "_values")

    def __init__(self, items: Mapping[str, str]) -> None:
        """Build the table from ``items`` (slow for big tables: build once, then pickle)."""
        trie = marisa_trie.Trie(items.keys())
        numbers: dict[str, int] = {}
        value_of = array("I", [0]) * len(trie)
        for key, value in items.items():
            value_of[trie[key]] = numbers.setdefault(value, len(numbers))
        self._set((trie, value_of, tuple(numbers)))

    def _set(self, state: tuple[marisa_trie.Trie, array, tuple[str, ...]]) -> None:
        """Install the trie, the value number of each trie id and the distinct values."""
        self._trie, self._value_of, self._values = state

    def get(self, key: str, default: str | None = None) -> str | None:  # type: ignore[override]
        """The value of ``key``, or ``default`` when the table does not list it."""
        try:
            return self._values[self._value_of[self._trie[key]]]
        except (KeyError, AttributeError):  # absent, or not a str (marisa's AttributeError)
            return default

    def __getitem__(self, key: str) -> str:
        """The value of ``key`` (KeyError when absent)."""
        return self._values[self._value_of[self._trie[key]]]

    def __contains__(self, key: object) -> bool:
        """Whether the table lists ``key``: one trie walk, no value read."""
        try:
            return key in self._trie
        except AttributeError:  # marisa's answer to a key that is not a str
            return False

    @property
    def key_set(self) -> Collection[str]:
        """The keys as a read-only collection of str whose ``in`` is one C call (the triage
        asks ~450 k times a run: a Python ``__contains__`` in between cost ~0.1 s)."""
        return self._trie

    def __iter__(self) -> Iterator[str]:
        """Every key, in the trie's order (not insertion order)."""
        return self._trie.iterkeys()

    def __len__(self) -> int:
        """Number of keys."""
        return len(self._trie)

    def __reduce__(self) -> tuple:
        """Pickle as three buffers' worth of data, not one object per key."""
        state = (self._trie.tobytes(), self._value_of.tobytes(), self._values)
        return (_unpickled, state)


def _unpickled(trie_bytes: bytes, value_of: bytes, values: tuple[str, ...]) -> LexiconTable:
    """A table from its pickled parts (see :meth:`LexiconTable.__reduce__`)."""
    table = LexiconTable.__new__(LexiconTable)
    numbers = array("I")
    numbers.frombytes(value_of)
    table._set((marisa_trie.Trie().frombytes(trie_bytes), numbers, values))
    return table


def longest_begun(keys: Collection[str], word: str) -> int:
    """How many first letters of ``word`` a key of ``keys`` begins with, at most: for a
    table's :attr:`~LexiconTable.key_set`, the longest beginning of ``word`` that begins a
    key (a binary search of the trie's prefixes, ~2 µs each); for any other collection,
    ``len(word)`` (no bound known)."""
    if not isinstance(keys, marisa_trie.Trie):
        return len(word)
    low, high = 0, len(word)
    while low < high:
        middle = (low + high + 1) // 2
        if next(iter(keys.iterkeys(word[:middle])), None) is None:
            high = middle - 1
        else:
            low = middle
    return low
