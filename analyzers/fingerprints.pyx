# cython: language_level=3, boundscheck=False, wraparound=False
"""A page's simhash summed in C (issue 21), for :func:`analyzers.duplicates.simhash`.

Every page of a run is fingerprinted, copies included: numpy's matrix product over a bit
matrix of the page's words took ~0.1 ms a page of 750 words (~5 % of the run's thread in a
`daweb run`), mostly in making its arrays; the same sums in a C loop take a tenth of it.
"""

from libc.stdint cimport int64_t, uint64_t


def weighted_bits(list hashes, list weights) -> int:
    """Charikar's simhash of features given by their 64-bit ``hashes`` and integer
    ``weights``: bit i is set when the weights of the features whose hash has bit i
    outweigh (strictly) the weights of those whose hash has not."""
    cdef int64_t sums[64]
    cdef Py_ssize_t i, n = len(hashes)
    cdef uint64_t h, out = 0
    cdef int64_t w
    cdef int bit
    if len(weights) != n:
        raise ValueError("one weight per hash")
    for bit in range(64):
        sums[bit] = 0
    for i in range(n):
        h = hashes[i]
        w = weights[i]
        for bit in range(64):
            if (h >> bit) & 1:
                sums[bit] += w
            else:
                sums[bit] -= w
    for bit in range(64):
        if sums[bit] > 0:
            out |= (<uint64_t>1) << bit
    return out
