# cython: language_level=3, boundscheck=False, wraparound=False
"""A page's word n-grams counted in C (issue 21), for :func:`analyzers.segments.count_segments`.

In Python each n-gram cost an ``add`` of the (n-1)-gram and the next word, a place in one of
four per-level lists and two dict look-ups in ``Counter.update``; a bench-site page has
~12,000 of them, a third of its analysis. Here each n-gram string is written once, at its
final size, from its words, and counted with one look-up when it is new to the page.
"""

from cpython.dict cimport PyDict_SetDefault, PyDict_SetItem, PyDict_Size
from cpython.list cimport PyList_GET_ITEM
from cpython.object cimport PyObject
from cpython.unicode cimport PyUnicode_GET_LENGTH

from libc.stdint cimport uint32_t


cdef extern from "Python.h":
    object PyUnicode_New(Py_ssize_t size, uint32_t maxchar)
    Py_ssize_t PyUnicode_CopyCharacters(object to, Py_ssize_t start, object source,
                                        Py_ssize_t source_start,
                                        Py_ssize_t characters) except -1
    int PyUnicode_WriteChar(object text, Py_ssize_t index, uint32_t character) except -1
    int PyUnicode_KIND(object text)
    bint PyUnicode_IS_ASCII(object text)


cdef inline uint32_t _max_char(object word):
    """The widest character ``word`` may hold, as CPython's canonical strings tell by their
    storage (an ASCII string, one byte a character, two, four)."""
    if PyUnicode_IS_ASCII(word):
        return 0x7F
    cdef int kind = PyUnicode_KIND(word)
    return 0xFF if kind == 1 else 0xFFFF if kind == 2 else 0x10FFFF


def count_ngrams(list stream, keep, int min_len, int max_len, counts) -> None:
    """Add to ``counts`` (a dict) every n-gram, ``min_len`` ≤ n ≤ ``max_len``, of the runs of
    ``stream`` tokens in ``keep``, keys ``"w1 w2 …"``: the shorter n-grams first, each length
    in the order of the text (as :func:`analyzers.segments.count_segments` lists them)."""
    cdef Py_ssize_t n = len(stream), i, j, size, length, at
    cdef uint32_t widest
    cdef object gram, word, found
    cdef object one = 1
    cdef Py_ssize_t known
    # run_end[i]: where the run of kept tokens that holds position i ends (i when not kept)
    cdef Py_ssize_t[:] run_end = _run_ends(stream, keep)
    for size in range(min_len, max_len + 1):
        for i in range(n - size + 1):
            if i + size > run_end[i]:
                continue
            if size == 1:
                gram = <object>PyList_GET_ITEM(stream, i)
            else:
                length, widest = size - 1, 0x7F
                for j in range(i, i + size):
                    word = <object>PyList_GET_ITEM(stream, j)
                    length += PyUnicode_GET_LENGTH(word)
                    widest = max(widest, _max_char(word))
                gram = PyUnicode_New(length, widest)
                at = 0
                for j in range(i, i + size):
                    word = <object>PyList_GET_ITEM(stream, j)
                    if j > i:
                        PyUnicode_WriteChar(gram, at, 32)
                        at += 1
                    PyUnicode_CopyCharacters(gram, at, word, 0, PyUnicode_GET_LENGTH(word))
                    at += PyUnicode_GET_LENGTH(word)
            known = PyDict_Size(counts)
            found = <object>PyDict_SetDefault(counts, gram, one)
            if PyDict_Size(counts) == known:  # seen before on the page: one more
                PyDict_SetItem(counts, gram, found + 1)


cdef Py_ssize_t[:] _run_ends(list stream, keep):
    """Per position, the end of the run of kept tokens it starts or continues."""
    cdef Py_ssize_t n = len(stream), i, end = n
    cdef Py_ssize_t[:] ends = memoryview(bytearray(8 * n + 8)).cast("q")
    for i in range(n - 1, -1, -1):
        if <object>PyList_GET_ITEM(stream, i) in keep:
            ends[i] = end
        else:
            ends[i] = end = i
    return ends
