# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The reading in context's left-to-right decisions, compiled (issue 21).

:class:`analyzers.disambiguation.Disambiguator` memoizes each decision by its window
``(what the decision before gave, form, symbol of the next token)``. Once a run is warm
almost every decision is a memo hit, and in Python each one cost a tuple of three strings,
its hash and a dict look-up among ~100,000 windows (~1 µs; a quarter of a bench-site page's
analysis). Here a window is three integers packed into one 64-bit key and looked up in an
open-addressing table of plain C integers; Python is called back only for a window never
seen (a miss). The model's scores of such a window are summed here too (:func:`choose`):
in Python, its lists, sums and ``max`` were most of a miss's ~9 µs, and a cold run on the
benchmark corpus has ~50,000 misses.
"""

from cpython.array cimport array
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.stdint cimport int32_t, uint64_t
from libc.string cimport memset

#: Bits of a window key for each symbol (what the decision before gave, the next token's).
SYMBOL_BITS = 16
#: Symbol numbers must stay below this (the form's number takes the key's other 32 bits).
SYMBOL_LIMIT = 1 << SYMBOL_BITS
#: Choice numbers (a form's number is its first choice's) must stay below this.
CHOICE_LIMIT = 1 << 31

cdef uint64_t _EMPTY = 0  # no key is 0: every packed key has its form number + 1 in it


cdef inline uint64_t _slot_of(uint64_t key, uint64_t mask) nogil:
    """Where ``key``'s probe starts (Fibonacci hashing: the product's high bits)."""
    return ((key * <uint64_t>0x9E3779B97F4A7C15) >> 20) & mask


cdef class WindowMemo:
    """Packed window -> choice number, in a C table that doubles when half full."""

    cdef uint64_t* keys
    cdef int32_t* values
    cdef uint64_t mask
    cdef Py_ssize_t used

    def __cinit__(self) -> None:
        """An empty table of 1,024 slots."""
        self.keys = NULL
        self.values = NULL
        self._allocate(1024)

    def __dealloc__(self) -> None:
        """Free the table."""
        PyMem_Free(self.keys)
        PyMem_Free(self.values)

    def __len__(self) -> int:
        """Windows memoized."""
        return self.used

    def clear(self) -> None:
        """Forget every window (a long run starts its memo afresh)."""
        PyMem_Free(self.keys)
        PyMem_Free(self.values)
        self.keys = NULL
        self.values = NULL
        self._allocate(1024)

    cdef int _allocate(self, Py_ssize_t size) except -1:
        """Empty slots for ``size`` (a power of two) windows."""
        keys = <uint64_t*>PyMem_Malloc(size * sizeof(uint64_t))
        values = <int32_t*>PyMem_Malloc(size * sizeof(int32_t))
        if keys == NULL or values == NULL:
            PyMem_Free(keys)
            PyMem_Free(values)
            raise MemoryError()
        memset(keys, 0, size * sizeof(uint64_t))
        self.keys, self.values, self.mask, self.used = keys, values, size - 1, 0
        return 0

    cdef int _grow(self) except -1:
        """Twice the slots, every window moved over."""
        cdef uint64_t* old_keys = self.keys
        cdef int32_t* old_values = self.values
        cdef Py_ssize_t j, old_size = self.mask + 1
        self._allocate(2 * old_size)
        for j in range(old_size):
            if old_keys[j] != _EMPTY:
                self._put(old_keys[j], old_values[j])
        PyMem_Free(old_keys)
        PyMem_Free(old_values)
        return 0

    cdef inline int32_t _get(self, uint64_t key) nogil:
        """The choice number of ``key``, -1 when absent."""
        cdef uint64_t slot = _slot_of(key, self.mask)
        while self.keys[slot] != _EMPTY:
            if self.keys[slot] == key:
                return self.values[slot]
            slot = (slot + 1) & self.mask
        return -1

    cdef inline void _put(self, uint64_t key, int32_t value) nogil:
        """Store ``key`` (absent) with ``value``."""
        cdef uint64_t slot = _slot_of(key, self.mask)
        while self.keys[slot] != _EMPTY:
            slot = (slot + 1) & self.mask
        self.keys[slot] = key
        self.values[slot] = value
        self.used += 1

    def decide(self, const int32_t[:] ids, const int32_t[:] forms, const int32_t[:] before,
               const int32_t[:] after, int32_t edge, const int32_t[:] shown, miss):
        """Decide, left to right, every token of a page's stream that has a choice.

        ``ids``: each token's number among the page's distinct tokens (:func:`numbered`).
        Per distinct token: ``forms`` its form's number (-1: nothing to choose), ``before`` the
        symbol it shows the decision after it when it had nothing to choose, ``after`` the
        symbol it shows the decision before it; ``edge`` is the symbol beyond the stream's
        ends. ``shown[c]`` is the symbol choice ``c`` shows the next decision. An unknown
        window asks ``miss(position, symbol before, symbol after)`` for its choice number.

        Returns (the choice numbers in the order of their tokens, the positions of those
        tokens, the misses).
        """
        cdef Py_ssize_t i, k = 0, n = ids.shape[0]
        cdef int32_t seen = edge, next_symbol, choice, previous = -2, misses = 0, form, count = 0
        cdef uint64_t key
        for i in range(n):
            if forms[ids[i]] >= 0:
                count += 1
        cdef array chosen = array("i", bytes(4 * count))
        cdef array at = array("i", bytes(4 * count))
        cdef int32_t[:] out = chosen
        cdef int32_t[:] where = at
        for i in range(n):
            form = forms[ids[i]]
            if form < 0:
                continue
            if i != previous + 1:  # the token before had nothing to choose: its own symbol
                seen = before[ids[i - 1]] if i else edge
            next_symbol = after[ids[i + 1]] if i + 1 < n else edge
            key = ((<uint64_t>(form + 1) << 32) | (<uint64_t>seen << SYMBOL_BITS)
                   | <uint64_t>next_symbol)
            choice = self._get(key)
            if choice < 0:
                choice = miss(i, seen, next_symbol)
                misses += 1
                if <uint64_t>(2 * (self.used + 1)) > self.mask + 1:
                    self._grow()
                self._put(key, choice)
            out[k] = choice
            where[k] = i
            k += 1
            seen = shown[choice]
            previous = i
        return chosen, at, misses


def numbered(list tokens) -> tuple:
    """Each token's number among the distinct ``tokens``, in the order they first occur
    (an ``array('i')``), and those distinct tokens."""
    cdef Py_ssize_t i, n = len(tokens)
    cdef array ids = array("i", bytes(4 * n))
    cdef int32_t[:] id_of = ids
    cdef dict numbers = {}
    cdef list distinct = []
    cdef object token, found
    for i in range(n):
        token = tokens[i]
        found = numbers.get(token)
        if found is None:
            found = numbers[token] = len(distinct)
            distinct.append(token)
        id_of[i] = found
    return ids, distinct


def add_weights(list scores, dict weights, list feats, keys) -> None:
    """Add to ``scores`` the weights of ``feats`` for each candidate's key (``keys``, in the
    order of ``scores``): per key, the weights of the features the model has, summed in the
    features' order, then added. The sums are Python's to the bit: doubles added in the
    same order (``sum`` of floats starts from the first one, as 0.0 + it does)."""
    cdef list rows = []
    cdef object row
    cdef Py_ssize_t j = 0
    cdef double total
    for feat in feats:
        row = weights.get(feat)
        if row:
            rows.append(row)
    if not rows:
        return
    for key in keys:
        total = 0.0
        for row in rows:
            total += <double>(<dict>row).get(key, 0.0)
        scores[j] = <double>scores[j] + total
        j += 1


def best_choice(list own, list left, list right, object pair, list cats) -> int:
    """The index of a form's best option in a window: per option, its scores from the
    form alone, the left side and the right side added in that order, plus the weight of
    the window's pair feature for its categories (``pair``: the feature's row of weights,
    None when the model lacks it); the first of equal bests, as ``max`` gives."""
    cdef Py_ssize_t j, n = len(own), best = 0
    cdef double score, top = 0.0
    for j in range(n):
        score = <double>own[j] + <double>left[j] + <double>right[j]
        if pair:
            score = score + <double>(<dict>pair).get(cats[j], 0.0)
        if j == 0 or score > top:
            top = score
            best = j
    return best


def choose(tuple window, list own, list cats, str ambiguity, dict weights, dict sides,
           left_features, right_features, pair_feature) -> int:
    """The index of a form's best option in ``window`` (what the decision before gave, the
    form as the model reads it, the next token's symbol): :func:`best_choice` of its
    ``own`` scores, its scores from each side of the window and the pair feature
    (``pair_feature(before, after)``), for its options' categories ``cats``.

    The scores from each side are memoized in ``sides`` (a form meets the same left or
    right context far more often than the same whole window); a side not seen yet is
    scored from ``left_features(window, ambiguity)`` or ``right_features(…)``.
    """
    before, form, after = window
    cdef tuple key = ("<", form, before)
    left = sides.get(key)
    if left is None:
        left = [0.0] * len(cats)
        add_weights(left, weights, left_features(window, ambiguity), cats)
        sides[key] = left
    key = (">", form, after)
    right = sides.get(key)
    if right is None:
        right = [0.0] * len(cats)
        add_weights(right, weights, right_features(window, ambiguity), cats)
        sides[key] = right
    return best_choice(own, left, right, weights.get(pair_feature(before, after)), cats)
