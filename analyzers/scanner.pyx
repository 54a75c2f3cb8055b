# cython: language_level=3, boundscheck=False, wraparound=False
"""The word selector's common tokens found in C (issue 21), for :func:`analyzers.words.scan_tokens`.

The selector is one regular expression (``analyzers.words._RAW_RE``) whose first two
alternatives are a plain Latin word (``_ALPHA_FAST``) and a punctuation mark that begins
no other token (``_PUNCT_FAST``); with the break mark, a word before a full stop and one
mark alone before a blank they are ~95 % of a page's tokens.
Python's engine spends most of its ``findall`` trying its alternatives and lookaheads
character by character; here those three are decided by a loop over the text's storage,
and everything else (numbers, addresses, paths, abbreviations, other scripts…) is handed
to the regular expression itself, at the same position: the same matches, in the same
order, as ``findall``. ``tests/test_scanner.py`` holds the two against each other.
"""

from cpython.dict cimport PyDict_GetItem, PyDict_SetItem
from cpython.list cimport PyList_Append, PyList_GET_ITEM, PyList_GET_SIZE
from cpython.mem cimport PyMem_Free, PyMem_Realloc
from cpython.object cimport PyObject
from libc.stdint cimport int32_t, uint32_t


cdef extern from "Python.h":
    Py_ssize_t PyUnicode_GET_LENGTH(object text)
    int PyUnicode_KIND(object text)
    void *PyUnicode_DATA(object text)
    uint32_t PyUnicode_READ(int kind, void *data, Py_ssize_t index)
    object PyUnicode_Substring(object text, Py_ssize_t start, Py_ssize_t end)
    bint Py_UNICODE_ISSPACE(uint32_t character)
    bint Py_UNICODE_ISALNUM(uint32_t character)


cdef inline bint _latin(uint32_t c):
    """``_LATIN``: ``[a-zß-öø-ÿ\\u0100-\\u017f]``."""
    return (0x61 <= c <= 0x7A) or (0xDF <= c <= 0x17F and c != 0xF7)


cdef inline bint _joiner(uint32_t c):
    """A hyphen or an apostrophe inside a word: ``[-\\u2010\\u2011'’]``."""
    return c == 0x2D or c == 0x2010 or c == 0x2011 or c == 0x27 or c == 0x2019


cdef inline bint _lone_mark(uint32_t c):
    """``_PUNCT_FAST``: ``[,;:()¿?¡!"«»“”\\[\\]{}…]``."""
    if c < 0x80:
        return (c == 0x2C or c == 0x3B or c == 0x3A or c == 0x28 or c == 0x29 or c == 0x3F
                or c == 0x21 or c == 0x22 or c == 0x5B or c == 0x5D or c == 0x7B or c == 0x7D)
    return (c == 0xBF or c == 0xA1 or c == 0xAB or c == 0xBB or c == 0x201C or c == 0x201D
            or c == 0x2026)


cdef inline bint _ends_word(int kind, void *data, Py_ssize_t at, Py_ssize_t n):
    """``_ALPHA_FAST``'s lookahead at ``at``: ``(?![\\w\\u0300-\\u036f]|[-‐‑'’][^\\W_]
    |[./_+&=~%\\\\@#]|:\\S)``."""
    if at >= n:
        return True
    cdef uint32_t c = PyUnicode_READ(kind, data, at), after
    if Py_UNICODE_ISALNUM(c) or c == 0x5F or 0x300 <= c <= 0x36F:
        return False
    if (c == 0x2E or c == 0x2F or c == 0x2B or c == 0x26 or c == 0x3D or c == 0x7E
            or c == 0x25 or c == 0x5C or c == 0x40 or c == 0x23):
        return False
    if at + 1 < n:
        after = PyUnicode_READ(kind, data, at + 1)
        if _joiner(c) and Py_UNICODE_ISALNUM(after):
            return False
        if c == 0x3A and not Py_UNICODE_ISSPACE(after):
            return False
    return True


cdef inline bint _blank_or_end(int kind, void *data, Py_ssize_t at, Py_ssize_t n):
    """Whether the text ends at ``at`` or has a blank or the break mark there."""
    return at >= n or Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, at))


cdef class _Tally:
    """A page's distinct tokens, each kept as one string object, with their counts in the
    order of their first occurrence (what ``Counter(tokens)`` holds)."""

    cdef dict index  # token -> its number
    cdef list keys  # the tokens by number
    cdef int32_t *counts
    cdef Py_ssize_t capacity

    def __cinit__(self) -> None:
        self.index, self.keys, self.counts, self.capacity = {}, [], NULL, 0

    def __dealloc__(self) -> None:
        PyMem_Free(self.counts)

    cdef object add(self, object token):
        """Count ``token``; return the page's one object for it."""
        cdef PyObject *found = PyDict_GetItem(self.index, token)
        cdef Py_ssize_t number
        cdef int32_t *grown
        if found != NULL:
            number = <object>found
            self.counts[number] += 1
            return <object>PyList_GET_ITEM(self.keys, number)
        number = PyList_GET_SIZE(self.keys)
        if number == self.capacity:
            self.capacity = 2 * self.capacity + 256
            grown = <int32_t *>PyMem_Realloc(self.counts, self.capacity * sizeof(int32_t))
            if grown == NULL:
                raise MemoryError()
            self.counts = grown
        self.counts[number] = 1
        PyDict_SetItem(self.index, token, number)
        PyList_Append(self.keys, token)
        return token

    cdef dict counted(self):
        """Token -> count, in the order of first occurrence."""
        cdef dict out = {}
        cdef Py_ssize_t number
        for number in range(PyList_GET_SIZE(self.keys)):
            PyDict_SetItem(out, <object>PyList_GET_ITEM(self.keys, number), self.counts[number])
        return out


def raw_and_tokens(str text, pattern, dotted) -> tuple:
    """``(pattern.findall(text), the same matches without their leading blanks, their
    counts)`` for the word selector's pattern: the common tokens found here, the rest by
    ``pattern``; equal tokens are one string object (later look-ups compare identities)
    and the counts are ``Counter(tokens)``'s, in its order. ``dotted``: the words an
    abbreviation of the pattern starts with before its first dot."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text), pos = 0, start, end, first
    cdef int kind = PyUnicode_KIND(text)
    cdef void *data = PyUnicode_DATA(text)
    cdef uint32_t c
    cdef list raw = [], tokens = []
    cdef object token, piece
    cdef _Tally tally = _Tally()
    search = pattern.search
    while pos < n:
        start = pos  # the blanks before a token (not the break mark) belong to its match
        c = PyUnicode_READ(kind, data, start)
        while c != 0x0A and Py_UNICODE_ISSPACE(c):
            start += 1
            if start == n:
                return raw, tokens, tally.counted()  # trailing blanks: findall finds none
            c = PyUnicode_READ(kind, data, start)
        end = -1
        token = None
        if _latin(c):
            end = start + 1
            while True:  # possessive: letters, then joiner + letters, never given back
                while end < n and _latin(PyUnicode_READ(kind, data, end)):
                    end += 1
                if (end + 1 < n and _joiner(PyUnicode_READ(kind, data, end))
                        and _latin(PyUnicode_READ(kind, data, end + 1))):
                    end += 2
                else:
                    break
            if not _ends_word(kind, data, end, n):
                # A word before a sentence's full stop: no alternative but an abbreviation
                # (tried next) and _JOINED_WORD (the same word) can start here.
                if (PyUnicode_READ(kind, data, end) == 0x2E
                        and _blank_or_end(kind, data, end + 1, n)):
                    token = PyUnicode_Substring(text, start, end)
                    if token in dotted:
                        token = None
                if token is None:
                    end = -1  # another alternative decides: the regular expression
        elif c == 0x0A or _lone_mark(c):
            end = start + 1
        elif (not Py_UNICODE_ISALNUM(c) and c != 0x5F and not Py_UNICODE_ISSPACE(c)
              and _blank_or_end(kind, data, start + 1, n)):
            # One mark alone before a blank (a full stop, a dash between blanks): no path,
            # address, option or tag can start with it, so it is _PUNCT's run of one.
            end = start + 1
        if end >= 0:
            token = tally.add(token if token is not None else
                              PyUnicode_Substring(text, start, end))
            PyList_Append(tokens, token)
            PyList_Append(raw, token if start == pos else PyUnicode_Substring(text, pos, end))
            pos = end
            continue
        found = search(text, pos)
        if found is None:
            break
        piece = found.group()
        first, end = found.span()
        start = first
        # the match's leading blanks, skipped as its possessive start skipped them
        while start < end and PyUnicode_READ(kind, data, start) != 0x0A and Py_UNICODE_ISSPACE(
                PyUnicode_READ(kind, data, start)):
            start += 1
        token = tally.add(piece if start == first else PyUnicode_Substring(text, start, end))
        PyList_Append(tokens, token)
        PyList_Append(raw, token if start == first else piece)
        pos = end
    return raw, tokens, tally.counted()
