# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""py3langid's language model walked in C (issue 21), for :mod:`analyzers.language`.

py3langid finds a text's byte n-gram features with a finite automaton walked byte by byte
in Python, then scores them with numpy: for one block of 200 characters, ~800 steps of the
interpreter and a matrix product. Here the same automaton and the same naive Bayes scores
run in C, over tables that need no numpy, and smaller: py3langid keeps the automaton's
38,346 rows of 256 moves whole (39 MB), but a row differs from the start state's row in
56 moves on average, so only those are kept (8.6 MB): a row's bitmap of its own moves, and
a move's place among them is the count of the bits before it. A block's answer is what
py3langid's ``classify`` gives with ``norm_probs=True`` (the same language, the same
probability but for the last bits: the scores are summed in double precision instead of
numpy's single).
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.math cimport exp, log1p, sqrt
from libc.stdint cimport int32_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport qsort

import unicodedata


cdef extern from *:
    int __builtin_popcountll(unsigned long long bits) nogil


cdef int _ascending(const void *a, const void *b) noexcept nogil:
    """qsort's order of feature numbers."""
    cdef int32_t x = (<const int32_t *>a)[0]
    cdef int32_t y = (<const int32_t *>b)[0]
    return (x > y) - (x < y)


cdef class LanguageModel:
    """A naive Bayes language identifier over byte n-gram features (py3langid's model).

    The automaton: ``start_moves``, the start state's row (256 next states);
    ``own_moves``, each row's 256 bits (4 words) saying which bytes move elsewhere than
    the start row says; ``first_move``, the place in ``moves`` of each row's first own move;
    ``moves``, the rows' own next states, row by row, in byte order; ``rows``, each state's
    row; ``outputs``, the feature each state ends, or -1. The scores: ``weights``, each
    feature's log-probability in each language (features x languages); ``priors``, each
    language's; ``languages``, their codes, all different.
    """

    cdef const uint32_t[::1] _start_moves
    cdef const uint64_t[::1] _own_moves
    cdef const uint32_t[::1] _first_move
    cdef const uint32_t[::1] _moves
    cdef const uint16_t[::1] _rows
    cdef const int32_t[::1] _outputs
    cdef const float[::1] _weights
    cdef const float[::1] _priors
    cdef readonly tuple languages

    def __init__(self, tuple languages, const uint32_t[::1] start_moves,
                 const uint64_t[::1] own_moves, const uint32_t[::1] first_move,
                 const uint32_t[::1] moves, const uint16_t[::1] rows,
                 const int32_t[::1] outputs, const float[::1] weights,
                 const float[::1] priors) -> None:
        cdef Py_ssize_t count = len(languages), i, bits = 0
        cdef Py_ssize_t states = rows.shape[0], row_count = first_move.shape[0]
        if (count == 0 or len(set(languages)) != count or priors.shape[0] != count
                or weights.shape[0] % count or start_moves.shape[0] != 256
                or own_moves.shape[0] != 4 * row_count or outputs.shape[0] != states):
            raise ValueError("inconsistent language model tables")
        for i in range(row_count):  # every index the walk takes is checked here, once
            if first_move[i] != bits:
                raise ValueError("inconsistent language model tables")
            bits += (__builtin_popcountll(own_moves[4 * i]) + __builtin_popcountll(own_moves[4 * i + 1])
                     + __builtin_popcountll(own_moves[4 * i + 2])
                     + __builtin_popcountll(own_moves[4 * i + 3]))
        if bits != moves.shape[0]:
            raise ValueError("inconsistent language model tables")
        for i in range(states):
            if rows[i] >= row_count or outputs[i] >= weights.shape[0] // count:
                raise ValueError("inconsistent language model tables")
        for i in range(moves.shape[0]):
            if moves[i] >= states:
                raise ValueError("inconsistent language model tables")
        for i in range(256):
            if start_moves[i] >= states:
                raise ValueError("inconsistent language model tables")
        self.languages = languages
        self._start_moves = start_moves
        self._own_moves = own_moves
        self._first_move = first_move
        self._moves = moves
        self._rows = rows
        self._outputs = outputs
        self._weights = weights
        self._priors = priors

    cdef inline uint32_t _next(self, uint32_t state, unsigned char byte) noexcept nogil:
        """The state after ``state`` reads ``byte``."""
        cdef Py_ssize_t row = self._rows[state]
        cdef Py_ssize_t word = 4 * row + (byte >> 6)
        cdef uint64_t bit = (<uint64_t>1) << (byte & 63)
        cdef Py_ssize_t place, before
        if not self._own_moves[word] & bit:
            return self._start_moves[byte]
        # the row's own moves for the bytes before this one: its earlier words, then the
        # bits below this one in its word
        place = self._first_move[row] + __builtin_popcountll(self._own_moves[word] & (bit - 1))
        for before in range(4 * row, word):
            place += __builtin_popcountll(self._own_moves[before])
        return self._moves[place]

    def classify(self, str text) -> tuple:
        """The most probable language of ``text`` and its normalized probability, as
        py3langid's ``classify``: upper-case text lower-cased, NFC, UTF-8 bytes."""
        if text.isupper():
            text = text.lower()
        cdef bytes data = unicodedata.normalize("NFC", text).encode("utf-8", "surrogatepass")
        cdef const unsigned char *walked = data
        cdef Py_ssize_t size = len(data), found = 0, i, j, start
        cdef Py_ssize_t languages = len(self.languages)
        cdef uint32_t state = 0
        cdef int32_t feature
        cdef double weight, best, total
        cdef int32_t *features = <int32_t *>PyMem_Malloc((size + 1) * sizeof(int32_t))
        cdef double *scores = <double *>PyMem_Malloc(languages * sizeof(double))
        if features == NULL or scores == NULL:
            PyMem_Free(features)
            PyMem_Free(scores)
            raise MemoryError()
        try:
            for i in range(size):
                state = self._next(state, walked[i])
                feature = self._outputs[state]
                if feature >= 0:
                    features[found] = feature
                    found += 1
            if found == 0:  # py3langid: no feature, every language as likely
                return self.languages[0], 1.0 / languages
            qsort(features, found, sizeof(int32_t), _ascending)
            for j in range(languages):
                scores[j] = 0.0
            start = 0
            for i in range(1, found + 1):
                if i == found or features[i] != features[start]:
                    # a feature seen n times weighs log(1 + n) (py3langid's sparse score)
                    weight = log1p(i - start)
                    for j in range(languages):
                        scores[j] += weight * self._weights[features[start] * languages + j]
                    start = i
            # softmax at the temperature sqrt(bytes), as py3langid calibrates it
            best = -1e300
            for j in range(languages):
                scores[j] = (scores[j] + self._priors[j]) / sqrt(size)
                if scores[j] > best:
                    best = scores[j]
            total = 0.0
            for j in range(languages):
                scores[j] = exp(scores[j] - best)
                total += scores[j]
            best = -1.0
            start = 0
            for j in range(languages):
                if scores[j] > best:
                    best = scores[j]
                    start = j
            return self.languages[start], best / total
        finally:
            PyMem_Free(features)
            PyMem_Free(scores)
