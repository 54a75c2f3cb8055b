# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""A page's word n-grams counted in C (issue 21), for :func:`analyzers.segments.count_segments`
and the committing process's pending segments (daweb/store/pending_segments.pyx).

A bench-site page has ~12,000 n-gram windows, a third of its analysis when each window was
written as a string and looked up in the page's dict. Here the windows are counted as
numbers: the page's kept tokens are numbered once, and an n-gram's number is found from its
(n-1)-gram's number and its last word's number in an open-addressing C table (one 64-bit
key, exact: no two n-grams share one). Each DISTINCT n-gram's string is then written once,
at its final size, from the words of its first window, and stored with its count: one
allocation and one dict insertion per distinct n-gram instead of per window.

:func:`ngram_keys` gives each distinct n-gram a key instead of its string: most of a
run's segments occur once in the whole run, and the run's pending memory needs their
strings only if they come back (:func:`segment_key`).
"""

from cpython cimport array
from cpython.dict cimport PyDict_GetItem, PyDict_SetItem
from cpython.list cimport PyList_GET_ITEM
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.object cimport PyObject
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memcpy, memset

import array as py_array


cdef extern from "Python.h":
    object PyUnicode_New(Py_ssize_t size, uint32_t maxchar)
    Py_ssize_t PyUnicode_GET_LENGTH(object text)
    int PyUnicode_KIND(object text)
    void *PyUnicode_DATA(object text)
    bint PyUnicode_IS_ASCII(object text)
    uint32_t PyUnicode_READ(int kind, void *data, Py_ssize_t index)
    void PyUnicode_WRITE(int kind, void *data, Py_ssize_t index, uint32_t value)


cdef extern from *:
    """
    /* a * b modulo the Mersenne prime 2**61 - 1, for a, b below it */
    static inline unsigned long long daweb_mulmod61(unsigned long long a,
                                                    unsigned long long b) {
        unsigned __int128 p = (unsigned __int128)a * b;
        unsigned long long r = (unsigned long long)(p & 0x1FFFFFFFFFFFFFFFULL)
                               + (unsigned long long)(p >> 61);
        return r >= 0x1FFFFFFFFFFFFFFFULL ? r - 0x1FFFFFFFFFFFFFFFULL : r;
    }
    """
    uint64_t daweb_mulmod61(uint64_t a, uint64_t b)


#: A free slot of the table (no n-gram number reaches 2**31, so no key is all ones).
cdef uint64_t _FREE = 0xFFFFFFFFFFFFFFFFULL

#: The keys' modulus (a Mersenne prime) and the bases of their two polynomials: fixed, so
#: that a segment has one key in every process and run.
cdef uint64_t _PRIME = 0x1FFFFFFFFFFFFFFFULL
cdef uint64_t _BASE1 = 0x0C6A4A7935BD1E99ULL
cdef uint64_t _BASE2 = 0x16D4F3A5E2B1C077ULL


cdef struct _Slot:
    uint64_t key  # (number of the (n-1)-gram << 32) | number of the last word
    int32_t number  # the n-gram's number


cdef struct _Counted:
    # what _count finds in a page: its n-grams numbered, words first
    Py_ssize_t n  # positions of the stream
    Py_ssize_t top  # distinct n-grams, words included
    int32_t *word  # per position: the token's number, or -1 (a token that breaks runs)
    int32_t *freq  # per n-gram number: its count
    int32_t *first  # per n-gram number: where its first window starts
    int32_t *length  # per n-gram number: its n
    uint64_t *key1  # per n-gram number: its key's two halves (keyed counts only)
    uint64_t *key2


cdef inline uint64_t _add(uint64_t a, uint64_t b):
    """a + b modulo the prime, for a, b below it."""
    a += b
    return a - _PRIME if a >= _PRIME else a


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


cdef void _text_key(object text, uint64_t *h1, uint64_t *h2, uint64_t *p1, uint64_t *p2):
    """The two polynomials of ``text``'s characters (each plus one), and the bases raised
    to its length: the key of a concatenation follows from its parts' (see
    :func:`segment_key`)."""
    cdef Py_ssize_t i, chars = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef void *data = PyUnicode_DATA(text)
    cdef uint64_t a = 0, b = 0, c, x = 1, y = 1
    for i in range(chars):
        c = PyUnicode_READ(kind, data, i) + 1
        a = _add(daweb_mulmod61(a, _BASE1), c)
        b = _add(daweb_mulmod61(b, _BASE2), c)
        x = daweb_mulmod61(x, _BASE1)
        y = daweb_mulmod61(y, _BASE2)
    h1[0], h2[0], p1[0], p2[0] = a, b, x, y


def segment_key(str text) -> tuple:
    """A segment's key: (h1, h2), the polynomials over the prime 2**61 - 1 of its
    characters with two fixed bases. :func:`ngram_keys` gives an n-gram the key of its
    string ``"w1 w2 …"`` without writing it; two different strings share a key with a
    probability of the order of their length over 2**122."""
    cdef uint64_t h1, h2, p1, p2
    _text_key(text, &h1, &h2, &p1, &p2)
    return h1, h2


cdef void _free(_Counted *c):
    PyMem_Free(c.word)
    PyMem_Free(c.freq)
    PyMem_Free(c.key1)
    c.word = c.freq = NULL
    c.key1 = NULL


cdef int _count(list stream, keep, int max_len, _Counted *c, bint keyed) except -1:
    """Number the n-grams (1 ≤ n ≤ ``max_len``) of the runs of ``stream`` tokens in ``keep``
    into ``c`` (freed by the caller with :func:`_free`), each length in the order of its
    first window in the text; with ``keyed``, each one's key as well."""
    cdef Py_ssize_t n = len(stream), i, size, end, windows = 0, grams, top, table_size
    cdef Py_ssize_t words = 0
    cdef int32_t number, found, last
    cdef uint64_t key, mask, at
    cdef uint64_t h1, h2, p1, p2
    cdef uint64_t *space = NULL  # per word number: its key with a space before, both halves
    cdef uint64_t *power = NULL  # per word number: the bases to its length plus one
    cdef PyObject *known
    cdef object token
    cdef dict numbers = {}  # token -> its number, -1 for a token that breaks runs
    cdef int32_t *run_end
    cdef int32_t *current
    cdef _Slot *table = NULL
    c.n, c.top = n, 0
    c.word = c.freq = c.first = c.length = NULL
    c.key1 = c.key2 = NULL
    if n == 0 or max_len < 1:
        return 0
    try:
        c.word = <int32_t *>PyMem_Malloc(3 * n * sizeof(int32_t))
        if c.word == NULL:
            raise MemoryError()
        run_end, current = c.word + n, c.word + 2 * n
        for i in range(n):
            token = <object>PyList_GET_ITEM(stream, i)
            known = PyDict_GetItem(numbers, token)
            if known != NULL:
                c.word[i] = <int32_t><long><object>known
            else:
                number = words if token in keep else -1
                words += number >= 0
                numbers[token] = number
                c.word[i] = number
        end = n
        for i in range(n - 1, -1, -1):
            if c.word[i] < 0:
                end = i
            run_end[i] = end
            if i + 2 <= end:
                windows += min(end - i, max_len) - 1  # its windows of 2..max_len words
        grams = words + windows
        c.freq = <int32_t *>PyMem_Malloc(3 * grams * sizeof(int32_t))
        if c.freq == NULL:
            raise MemoryError()
        c.first, c.length = c.freq + grams, c.freq + 2 * grams
        memset(c.freq, 0, grams * sizeof(int32_t))
        if keyed:
            c.key1 = <uint64_t *>PyMem_Malloc((2 * grams + 4 * words) * sizeof(uint64_t))
            if c.key1 == NULL:
                raise MemoryError()
            c.key2, space = c.key1 + grams, c.key1 + 2 * grams
            power = space + 2 * words
        for i in range(n):  # the words: numbered in the order of the text
            number = c.word[i]
            current[i] = number
            if number >= 0:
                if c.freq[number] == 0:
                    c.first[number] = i
                    c.length[number] = 1
                    if keyed:  # " w" is 33 (a space plus one) before w's characters
                        _text_key(<object>PyList_GET_ITEM(stream, i), &h1, &h2, &p1, &p2)
                        c.key1[number], c.key2[number] = h1, h2
                        space[2 * number] = _add(daweb_mulmod61(33, p1), h1)
                        space[2 * number + 1] = _add(daweb_mulmod61(33, p2), h2)
                        power[2 * number] = daweb_mulmod61(p1, _BASE1)
                        power[2 * number + 1] = daweb_mulmod61(p2, _BASE2)
                c.freq[number] += 1
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
                last = c.word[i + size - 1]
                key = (<uint64_t>current[i] << 32) | <uint32_t>last
                at = _mixed(key) & mask
                while table[at].key != key and table[at].key != _FREE:
                    at = (at + 1) & mask
                if table[at].key == _FREE:
                    table[at].key = key
                    table[at].number = top
                    c.first[top] = i
                    c.length[top] = size
                    if keyed:  # key("a b") = key("a") * base**len(" b") + key(" b")
                        c.key1[top] = _add(daweb_mulmod61(c.key1[current[i]],
                                                          power[2 * last]), space[2 * last])
                        c.key2[top] = _add(daweb_mulmod61(c.key2[current[i]],
                                                          power[2 * last + 1]),
                                           space[2 * last + 1])
                    top += 1
                found = table[at].number
                current[i] = found
                c.freq[found] += 1
        c.top = top
    finally:
        PyMem_Free(table)
    return 0


def count_ngrams(list stream, keep, int min_len, int max_len, counts) -> None:
    """Fill the empty dict ``counts`` with every n-gram, ``min_len`` ≤ n ≤ ``max_len``, of the
    runs of ``stream`` tokens in ``keep``, keys ``"w1 w2 …"`` and their counts: the shorter
    n-grams first, each length in the order of its first window in the text (as
    :func:`analyzers.segments.count_segments` lists them)."""
    cdef _Counted c
    cdef Py_ssize_t g
    try:
        _count(stream, keep, max_len, &c, False)
        for g in range(c.top):
            if c.length[g] >= min_len:
                token = (<object>PyList_GET_ITEM(stream, c.first[g]) if c.length[g] == 1
                         else _gram(stream, c.first[g], c.length[g]))
                PyDict_SetItem(counts, token, c.freq[g])
    finally:
        _free(&c)


cdef array.array _LONGS = py_array.array("q")
cdef array.array _INTS = py_array.array("i")


def ngram_keys(list stream, keep, int min_len, int max_len, edge_stopwords=None) -> tuple:
    """The n-grams :func:`count_ngrams` counts, as keys (:func:`segment_key` of their
    strings), without their strings: ``(key1, key2, freq, first, length)``, arrays in the
    same order (signed 64-bit keys, the count, the start of the first window in ``stream``
    and the n). With ``edge_stopwords``, the n-grams whose string starts or ends with one
    of those words are left out (as :func:`analyzers.segments.drop_stopword_edges` does)."""
    cdef _Counted c
    cdef Py_ssize_t g, kept = 0, i
    cdef int32_t *edges = NULL  # per word number: 1 starts no segment, 2 ends none
    cdef array.array key1, key2, freq, first, length
    cdef object token
    try:
        _count(stream, keep, max_len, &c, True)
        if edge_stopwords and c.top:
            edges = <int32_t *>PyMem_Malloc(c.n * sizeof(int32_t))
            if edges == NULL:
                raise MemoryError()
            for i in range(c.n):
                if c.word[i] >= 0 and c.first[c.word[i]] == i:  # a word's first place
                    token = <object>PyList_GET_ITEM(stream, i)
                    edges[c.word[i]] = ((token.partition(" ")[0] in edge_stopwords)
                                        | (token.rpartition(" ")[2] in edge_stopwords) << 1)
        key1 = array.clone(_LONGS, c.top, False)
        key2 = array.clone(_LONGS, c.top, False)
        freq = array.clone(_INTS, c.top, False)
        first = array.clone(_INTS, c.top, False)
        length = array.clone(_INTS, c.top, False)
        for g in range(c.top):
            if c.length[g] < min_len:
                continue
            if edges != NULL and (
                    edges[c.word[c.first[g]]] & 1
                    or edges[c.word[c.first[g] + c.length[g] - 1]] & 2):
                continue
            key1.data.as_longlongs[kept] = <long long>c.key1[g]
            key2.data.as_longlongs[kept] = <long long>c.key2[g]
            freq.data.as_ints[kept] = c.freq[g]
            first.data.as_ints[kept] = c.first[g]
            length.data.as_ints[kept] = c.length[g]
            kept += 1
        array.resize(key1, kept)
        array.resize(key2, kept)
        array.resize(freq, kept)
        array.resize(first, kept)
        array.resize(length, kept)
        return key1, key2, freq, first, length
    finally:
        PyMem_Free(edges)
        _free(&c)
