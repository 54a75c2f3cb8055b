# cython: language_level=3, boundscheck=False, wraparound=False
"""What a page changes in the run's pending segments, compiled (issue 21).

:class:`~daweb.store.segment_memory.SegmentMemory` holds each segment below the run
minimum in memory with its postings: the page id alone for one posting of frequency 1,
else ``(count, page, frequency, page, frequency, …)`` (``postings`` and ``pending_entry``
there read and make these entries). A page of
~750 words has ~3,000 segments, nearly all of them new and never written; sorting them
into written, pending and new took five passes of set operations and lists, ~1.1 ms of
an original bench-site page. Here one pass looks each segment up once, and a segment new
to the run that occurs once on the page is stored at once, while its place in the table is
still in the processor's cache (in a later pass, each of ~2,500 such insertions a page
missed the cache again).

:class:`SegmentTable` applies the same rule to segments held by key
(:class:`~daweb.store.segment_memory.KeyedSegmentMemory`, the committing process's).
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.stdint cimport int32_t, int64_t, uint32_t, uint64_t

from analyzers.ngrams import segment_key


def segment_rows(long page, object segments, dict pending, set promoted, long minimum,
                 list added):
    """Sort ``segments`` (segment -> frequency on ``page``, a dict or a Counter) by the
    writer's memory: ``pending`` entries and the ``promoted`` segments (rows written),
    ``minimum`` (> 1) the run minimum. The segments new to the run that occur once here
    are added to ``pending`` (their entry is the page id) and appended to ``added`` as they
    are, so that the caller can take them out again if the page fails, even halfway
    through; nothing else is changed.

    Returns ``(here, rows, newly, updates)``: the page's rows (segment -> frequency), the
    back-filled ``(page, segment, frequency)`` rows of earlier pages, the segments written
    from this page on, and the pending entries to create or grow once the page has
    committed.
    """
    if not isinstance(segments, dict):
        raise TypeError(f"segments must be a dict, not {type(segments).__name__}")
    cdef dict here = {}
    cdef list rows = []
    cdef list newly = []
    cdef dict updates = {}
    cdef long f, count
    cdef tuple entry_postings
    cdef Py_ssize_t k, n
    cdef object page_id = page  # one int object for every entry of the page
    for s, frequency in (<dict>segments).items():
        if s in promoted:
            here[s] = frequency
            continue
        f = frequency
        entry = pending.get(s)
        if entry is None:
            if f <= 1:
                added.append(s)
                pending[s] = page_id
            elif f >= minimum:
                newly.append(s)
                here[s] = frequency
            else:
                updates[s] = (f, page, f)
        elif type(entry) is int:  # one earlier posting: (entry, 1)
            if f + 1 >= minimum:
                newly.append(s)
                rows.append((entry, s, 1))
                here[s] = frequency
            else:
                updates[s] = (f + 1, entry, 1, page, f)
        else:
            entry_postings = <tuple>entry
            count = entry_postings[0]
            if count + f >= minimum:
                newly.append(s)
                n = len(entry_postings)
                k = 1
                while k < n:
                    rows.append((entry_postings[k], s, entry_postings[k + 1]))
                    k += 2
                here[s] = frequency
            else:
                updates[s] = (count + f,) + entry_postings[1:] + (page, f)
    return here, rows, newly, updates


# -- the committing process's pending segments, by key ---------------------------------------


cdef struct _Slot:
    uint64_t key1  # the segment's key (analyzers/ngrams.pyx: segment_key): its first half,
    uint32_t key2  # and 32 bits of the second (93 bits in all)
    int32_t value  # >= 0: one posting (that page, frequency 1); else one of these or an entry

cdef int32_t _EMPTY = -2147483648
cdef int32_t _GONE = -2  # a segment taken out again (its page failed): a tombstone
cdef int32_t _WRITTEN = -1  # a segment whose rows are written
# value <= -3: the index -3 - value of its entry (count, page, frequency, page, …)

#: The table is rebuilt larger when more than this share of its slots is taken.
cdef double _FULL = 0.7


cdef inline Py_ssize_t _slot(uint64_t key, int shift):
    """A key's first slot: the high bits of its product with 2**64 over the golden ratio
    (Fibonacci hashing). Keys of texts that differ in their last letter differ by a few
    units, and their low bits would fill runs of neighbouring slots."""
    return <Py_ssize_t>((key * 0x9E3779B97F4A7C15ULL) >> shift)


cdef class SegmentTable:
    """The pending segments of a run by key, not by string (issue 21): 16 bytes a slot of
    one C table, ~25-45 a segment with the free slots, where a dict of strings took ~120
    (the string ~75, its place in the dict ~45). Most of a run's segments occur once in the
    whole run, and their strings are never needed: :meth:`page` writes a page's segment's string only if its rows are
    written. Written segments stay as keys (their later rows go direct), and the pending
    ones carry :func:`segment_rows`'s entries: the page id for a single posting of
    frequency 1, else an entry ``(count, page, frequency, …)`` in a list beside the table.

    A page changes the table at once and keeps what it changed: :meth:`undo` takes the page
    out again (its transaction failed), :meth:`settle` keeps it (it committed); a page is
    refused while the last one is neither.
    """

    cdef _Slot *slots
    cdef Py_ssize_t capacity, taken, pending, written
    cdef int shift  # 64 - log2(capacity)
    cdef list entries, free
    # the open page's changes
    cdef bint open_page
    cdef int64_t *fresh
    cdef Py_ssize_t fresh_n, fresh_capacity, pending_before, written_before
    cdef list changed, replaced, created, released
    cdef object old  # the postings a segment written from this page on held

    def __cinit__(self) -> None:
        self.slots = NULL
        self.fresh = NULL
        self._rebuild(1024, 0)
        self.entries, self.free = [], []
        self.changed, self.replaced, self.created, self.released = [], [], [], []

    def __dealloc__(self) -> None:
        PyMem_Free(self.slots)
        PyMem_Free(self.fresh)

    def __len__(self) -> int:
        """The pending segments (those whose rows are written are not counted)."""
        return self.pending

    def written_count(self) -> int:
        """The segments whose rows are written."""
        return self.written

    cdef int _rebuild(self, Py_ssize_t capacity, long level) except -1:
        """Move the table to one of ``capacity`` slots (a power of two), leaving out the
        tombstones and the pending segments with ``level`` or fewer occurrences."""
        cdef _Slot *old = self.slots
        cdef Py_ssize_t old_capacity = self.capacity if old != NULL else 0, i, at
        cdef uint64_t mask = capacity - 1
        cdef int shift = 64
        cdef int32_t value
        cdef list entries = [], old_entries = self.entries if old != NULL else []
        cdef tuple entry
        new = <_Slot *>PyMem_Malloc(capacity * sizeof(_Slot))
        if new == NULL:
            raise MemoryError()
        for i in range(capacity):
            new[i].value = _EMPTY
        while (<Py_ssize_t>1 << (64 - shift)) < capacity:
            shift -= 1
        self.taken = 0
        for i in range(old_capacity):
            value = old[i].value
            if value == _EMPTY or value == _GONE:
                continue
            if value >= 0:
                if level >= 1:
                    continue
            elif value != _WRITTEN:
                entry = <tuple>old_entries[-3 - value]
                if <long>entry[0] <= level:
                    continue
                entries.append(entry)
                value = -3 - (len(entries) - 1)
            at = _slot(old[i].key1, shift)
            while new[at].value != _EMPTY:
                at = (at + 1) & mask
            new[at].key1, new[at].key2, new[at].value = old[i].key1, old[i].key2, value
            self.taken += 1
        PyMem_Free(old)
        self.slots, self.capacity, self.shift = new, capacity, shift
        if old != NULL:
            self.entries, self.free = entries, []
        return 0

    cdef int _reserve(self, Py_ssize_t more) except -1:
        """Room for ``more`` new segments without a rebuild (a page's slots must stay where
        they are until it is settled or undone)."""
        cdef Py_ssize_t capacity = self.capacity
        if self.taken + more <= capacity * _FULL:
            return 0
        while (self.pending + self.written + more) * 2 > capacity:
            capacity *= 2
        self._rebuild(capacity, 0)
        return 0

    cdef int _begin(self, Py_ssize_t more) except -1:
        if self.open_page:
            raise RuntimeError("the last page's segments are neither settled nor undone")
        self._reserve(more)
        if self.fresh_capacity < more:
            PyMem_Free(self.fresh)
            self.fresh = NULL
            self.fresh_capacity = 0
            self.fresh = <int64_t *>PyMem_Malloc(max(more, 1) * sizeof(int64_t))
            if self.fresh == NULL:
                raise MemoryError()
            self.fresh_capacity = max(more, 1)
        self.fresh_n = 0
        self.pending_before, self.written_before = self.pending, self.written
        self.open_page = True
        return 0

    cdef Py_ssize_t _entry(self, tuple entry):
        """Store a new entry; its index."""
        cdef Py_ssize_t index
        if self.free:
            index = self.free.pop()
            self.entries[index] = entry
        else:
            index = len(self.entries)
            self.entries.append(entry)
        self.created.append(index)
        return index

    cdef int _take(self, long page, uint64_t key1, uint32_t key2, long f, long minimum
                   ) except -1:
        """One segment of the page (``f`` its frequency there), by :func:`segment_rows`'s
        rule: 0 if it stays pending (or enters), 1 if its rows are written from an earlier
        page on, 2 if from this page on, with the postings held until now in ``old``."""
        cdef uint64_t mask = self.capacity - 1
        cdef Py_ssize_t at = _slot(key1, self.shift), spare = -1, index
        cdef int32_t value
        cdef long count
        cdef tuple entry
        while True:
            value = self.slots[at].value
            if value == _EMPTY:
                break
            if value == _GONE:
                if spare < 0:
                    spare = at
            elif self.slots[at].key1 == key1 and self.slots[at].key2 == key2:
                break
            at = (at + 1) & mask
        if value == _EMPTY:  # new to the run
            if spare >= 0:
                at = spare
            else:
                self.taken += 1
            self.slots[at].key1, self.slots[at].key2 = key1, key2
            self.fresh[self.fresh_n] = at
            self.fresh_n += 1
            if f >= minimum:
                self.slots[at].value = _WRITTEN
                self.written += 1
                return 1
            self.pending += 1
            if f <= 1:
                self.slots[at].value = page
            else:
                self.slots[at].value = -3 - self._entry((f, page, f))
            return 0
        if value == _WRITTEN:
            return 1
        if value >= 0:  # one earlier posting: (value, 1)
            self.changed.append((at, value))
            if f + 1 >= minimum:
                self.old = value
                self._write(at)
                return 2
            self.slots[at].value = -3 - self._entry((f + 1, value, 1, page, f))
            return 0
        index = -3 - value
        entry = <tuple>self.entries[index]
        count = entry[0]
        if count + f >= minimum:
            self.changed.append((at, value))
            self.released.append(index)
            self.old = entry
            self._write(at)
            return 2
        self.replaced.append((index, entry))
        self.entries[index] = (count + f,) + entry[1:] + (page, f)
        return 0

    cdef inline void _write(self, Py_ssize_t at):
        self.slots[at].value = _WRITTEN
        self.pending -= 1
        self.written += 1

    cdef int _held(self, object segment, list rows) except -1:
        """The rows of the postings ``old`` held (:meth:`_take`'s 2)."""
        cdef Py_ssize_t k, n
        cdef tuple entry
        if type(self.old) is int:
            rows.append((self.old, segment, 1))
            return 0
        entry = <tuple>self.old
        n = len(entry)
        k = 1
        while k < n:
            rows.append((entry[k], segment, entry[k + 1]))
            k += 2
        return 0

    def page(self, long page, list stream, tuple keyed, long minimum) -> tuple:
        """Take in the segments of ``page`` (> 0), :func:`~analyzers.ngrams.ngram_keys` of
        ``stream`` given as ``keyed``, with the run minimum ``minimum`` (> 1). Returns
        ``(here, rows)``: the page's rows (segment -> frequency) and the back-filled
        ``(page, segment, frequency)`` rows of earlier pages, as :func:`segment_rows`."""
        cdef long long[:] key1 = keyed[0]
        cdef long long[:] key2 = keyed[1]
        cdef int[:] freq = keyed[2]
        cdef int[:] first = keyed[3]
        cdef int[:] size = keyed[4]
        cdef Py_ssize_t j, n = len(freq)
        cdef int code
        cdef dict here = {}
        cdef list rows = []
        _check_page(page)
        self._begin(n)
        for j in range(n):
            code = self._take(page, <uint64_t>key1[j], <uint32_t>key2[j], freq[j], minimum)
            if code:
                segment = (stream[first[j]] if size[j] == 1
                           else " ".join(stream[first[j]:first[j] + size[j]]))
                here[segment] = freq[j]
                if code == 2:
                    self._held(segment, rows)
        return here, rows

    def counts(self, long page, dict segments, long minimum) -> tuple:
        """:meth:`page` for a page's segments counted (segment -> frequency)."""
        cdef int code
        cdef dict here = {}
        cdef list rows = []
        _check_page(page)
        self._begin(len(segments))
        for segment, f in segments.items():
            key1, key2 = segment_key(segment)
            code = self._take(page, key1, <uint32_t>(<uint64_t>key2), f, minimum)
            if code:
                here[segment] = f
                if code == 2:
                    self._held(segment, rows)
        return here, rows

    def settle(self) -> None:
        """The open page committed: its changes stay."""
        cdef Py_ssize_t index
        for index in self.released:
            self.entries[index] = None
            self.free.append(index)
        self._close()

    def undo(self) -> None:
        """The open page failed: the table is as before it."""
        cdef Py_ssize_t i, at, index
        if not self.open_page:
            return
        for at, value in reversed(self.changed):
            self.slots[at].value = value
        for i in range(self.fresh_n):
            self.slots[self.fresh[i]].value = _GONE
        for index, entry in reversed(self.replaced):
            self.entries[index] = entry
        for index in self.created:
            self.entries[index] = None
            self.free.append(index)
        self.pending, self.written = self.pending_before, self.written_before
        self._close()

    cdef void _close(self):
        self.changed, self.replaced, self.created, self.released = [], [], [], []
        self.old = None
        self.fresh_n = 0
        self.open_page = False

    def counted(self) -> dict:
        """How many pending segments have each number of occurrences so far."""
        cdef Py_ssize_t i, singles = 0
        cdef int32_t value
        cdef dict found = {}
        for i in range(self.capacity):
            value = self.slots[i].value
            if value >= 0:
                singles += 1
            elif value <= -3 and value != _EMPTY:
                count = (<tuple>self.entries[-3 - value])[0]
                found[count] = found.get(count, 0) + 1
        if singles:
            found[1] = singles
        return found

    def forget(self, long level) -> None:
        """Forget the pending segments with ``level`` or fewer occurrences (a prune)."""
        cdef Py_ssize_t capacity = 1024
        if self.open_page:
            raise RuntimeError("the last page's segments are neither settled nor undone")
        self._rebuild(self.capacity, level)
        self.pending = self.taken - self.written
        while self.taken * 2 > capacity:
            capacity *= 2
        if capacity < self.capacity:  # the pruned table kept its size: shrink it
            self._rebuild(capacity, 0)


cdef int _check_page(long page) except -1:
    if page < 0 or page > 2147483647:
        raise OverflowError(f"page id {page} does not fit the pending segments' table")
    return 0
