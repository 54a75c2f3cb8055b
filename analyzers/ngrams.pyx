# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""A page's word n-grams counted in C (issue 21), for :func:`analyzers.segments.count_segments`.

A bench-site page has ~12,000 n-gram windows, a third of its analysis when each window was
written as a string and looked up in the page's dict. Here the windows are counted as
numbers: the page's kept tokens are numbered once, and an n-gram's number is found from its
(n-1)-gram's number and its last word's number in an open-addressing C table (one 64-bit
key, exact: no two n-grams share one). Each DISTINCT n-gram's string is then written once,
at its final size, from the words of its first window, and stored with its count: one
allocation and one dict insertion per distinct n-gram instead of per window.
"""

from cpython.dict cimport PyDict_GetItem, PyDict_SetItem
from cpython.list cimport PyList_GET_ITEM
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.object cimport PyObject
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memcpy, memset


cdef extern from "Python.h":
    object PyUnicode_New(Py_ssize_t size, uint32_t maxchar)
    Py_ssize_t PyUnicode_GET_LENGTH(object text)
    int PyUnicode_KIND(object text)
    void *PyUnicode_DATA(object text)
    bint PyUnicode_IS_ASCII(object text)
    uint32_t PyUnicode_READ(int kind, void *data, Py_ssize_t index)
    void PyUnicode_WRITE(int kind, void *data, Py_ssize_t index, uint32_t value)


#: A free slot of the table (no n-gram number reaches 2**31, so no key is all ones).
cdef uint64_t _FREE = 0xFFFFFFFFFFFFFFFFULL


cdef struct _Slot:
    uint64_t key  # (number of the (n-1)-gram << 32) | number of the last word
    int32_t number  # the n-gram's number


cdef inline uint32_t _max_char(object word):
    """The widest character ``word`` may hold, as CPython's canonical strings tell by their
    storage (an ASCII string, one byte a character, two, four)."""
    if PyUnicode_IS_ASCII(word):
        return 0x7F
    cdef int kind = PyUnicode_KIND(word)
    return 0xFF if kind == 1 else 0xFFFF if kind == 2 else 0x10FFFF


cdef inline uint64_t _mixed(uint64_t key):
    """Spread a key's bits over the table's index (MurmurHash3's finalizer)."""
    key ^= key >> 33
    key *= 0xFF51AFD7ED558CCDULL
    key ^= key >> 33
    key *= 0xC4CEB9FE1A85EC53ULL
    key ^= key >> 33
    return key


cdef object _gram(list stream, Py_ssize_t at, Py_ssize_t size):
    """``" ".join(stream[at:at + size])`` written once at its final size."""
    cdef Py_ssize_t i, j, length = size - 1, pos = 0, chars
    cdef uint32_t widest = 0x7F
    cdef object word, gram
    cdef int kind, word_kind
    cdef char *out
    cdef void *source
    for j in range(at, at + size):
        word = <object>PyList_GET_ITEM(stream, j)
        length += PyUnicode_GET_LENGTH(word)
        widest = max(widest, _max_char(word))
    gram = PyUnicode_New(length, widest)
    kind = PyUnicode_KIND(gram)
    out = <char *>PyUnicode_DATA(gram)
    for j in range(at, at + size):
        word = <object>PyList_GET_ITEM(stream, j)
        if j > at:
            PyUnicode_WRITE(kind, out, pos, 32)
            pos += 1
        chars = PyUnicode_GET_LENGTH(word)
        word_kind = PyUnicode_KIND(word)
        source = PyUnicode_DATA(word)
        if word_kind == kind:  # the usual case: same storage, one copy
            memcpy(out + pos * kind, source, chars * kind)
        else:
            for i in range(chars):
                PyUnicode_WRITE(kind, out, pos + i, PyUnicode_READ(word_kind, source, i))
        pos += chars
    return gram


def count_ngrams(list stream, keep, int min_len, int max_len, counts) -> None:
    """Fill the empty dict ``counts`` with every n-gram, ``min_len`` ≤ n ≤ ``max_len``, of the
    runs of ``stream`` tokens in ``keep``, keys ``"w1 w2 …"`` and their counts: the shorter
    n-grams first, each length in the order of its first window in the text (as
    :func:`analyzers.segments.count_segments` lists them)."""
    cdef Py_ssize_t n = len(stream), i, size, end, windows = 0, grams, top, table_size
    cdef Py_ssize_t words = 0, g
    cdef int32_t number, found
    cdef uint64_t key, mask, at
    cdef PyObject *known
    cdef object token
    cdef dict numbers = {}  # token -> its number, -1 for a token that breaks runs
    cdef int32_t *word = NULL  # per position: the token's number, or -1
    cdef int32_t *run_end = NULL  # per position: where its run of kept tokens ends
    cdef int32_t *current = NULL  # per position: the number of the window starting there
    cdef int32_t *freq = NULL  # per n-gram number: its count
    cdef int32_t *first = NULL  # per n-gram number: where its first window starts
    cdef int32_t *length = NULL  # per n-gram number: its n
    cdef _Slot *table = NULL
    if n == 0 or max_len < 1:
        return
    try:
        word = <int32_t *>PyMem_Malloc(3 * n * sizeof(int32_t))
        if word == NULL:
            raise MemoryError()
        run_end, current = word + n, word + 2 * n
        for i in range(n):
            token = <object>PyList_GET_ITEM(stream, i)
            known = PyDict_GetItem(numbers, token)
            if known != NULL:
                word[i] = <int32_t><long><object>known
            else:
                number = words if token in keep else -1
                words += number >= 0
                numbers[token] = number
                word[i] = number
        end = n
        for i in range(n - 1, -1, -1):
            if word[i] < 0:
                end = i
            run_end[i] = end
            if i + 2 <= end:
                windows += min(end - i, max_len) - 1  # its windows of 2..max_len words
        grams = words + windows
        freq = <int32_t *>PyMem_Malloc(3 * grams * sizeof(int32_t))
        if freq == NULL:
            raise MemoryError()
        first, length = freq + grams, freq + 2 * grams
        memset(freq, 0, grams * sizeof(int32_t))
        for i in range(n):  # the words: numbered in the order of the text
            number = word[i]
            current[i] = number
            if number >= 0:
                if freq[number] == 0:
                    first[number] = i
                    length[number] = 1
                freq[number] += 1
        table_size = 16
        while table_size < 2 * windows:
            table_size *= 2
        mask = table_size - 1
        table = <_Slot *>PyMem_Malloc(table_size * sizeof(_Slot))
        if table == NULL:
            raise MemoryError()
        memset(table, 0xFF, table_size * sizeof(_Slot))
        top = words
        for size in range(2, max_len + 1):
            for i in range(n - size + 1):
                if i + size > run_end[i]:
                    continue
                # current[i] holds the (size-1)-gram starting at i: extended by one word
                key = (<uint64_t>current[i] << 32) | <uint32_t>word[i + size - 1]
                at = _mixed(key) & mask
                while table[at].key != key and table[at].key != _FREE:
                    at = (at + 1) & mask
                if table[at].key == _FREE:
                    table[at].key = key
                    table[at].number = top
                    first[top] = i
                    length[top] = size
                    top += 1
                found = table[at].number
                current[i] = found
                freq[found] += 1
        for g in range(top):
            if length[g] >= min_len:
                token = (<object>PyList_GET_ITEM(stream, first[g]) if length[g] == 1
                         else _gram(stream, first[g], length[g]))
                PyDict_SetItem(counts, token, freq[g])
    finally:
        PyMem_Free(word)
        PyMem_Free(freq)
        PyMem_Free(table)
