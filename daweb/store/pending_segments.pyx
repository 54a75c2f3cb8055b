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
"""


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
