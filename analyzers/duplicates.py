"""Exact and near-duplicate pages (textbook §3.7): checksums and 64-bit simhash fingerprints.

About 30 % of the pages of a large crawl are exact or near copies of others (Fetterly et al.,
2003, cited in §3.7); counting them again inflates every frequency. Two detectors, run on
each analyzed page in arrival order by :class:`DuplicateDetector`:

* **Exact duplicates** — a checksum of the page's extracted text (:func:`text_digest`,
  BLAKE2b; §3.7's checksum, with a position-sensitive hash instead of a byte sum, so that
  reordered text is *not* a duplicate). It is taken over every extracted block *before* the
  site-template filter: the template detector is run-level state, so the same document
  fetched twice (``/`` and ``/index.html``) may lose different blocks to it.
* **Near duplicates** — Charikar's simhash (2002), §3.7's procedure: every feature (a word,
  weighted by its frequency on the page; stopwords removed, as in the textbook's figure 3.15)
  gets a 64-bit hash; a 64-component vector adds the weight where the hash bit is 1 and
  subtracts it where it is 0; the fingerprint has bit *i* set when component *i* is positive.
  Similar pages get fingerprints that differ in few bits. Two pages are near duplicates
  when their fingerprints differ in at most ``max_distance`` bits: 3 by default, the value
  Manku, Jain and Das Sarma found right for 64-bit simhash over 8 billion web pages
  ("Detecting near-duplicates for web crawling", WWW 2007, §3 and figure 2).

Look-up is not pairwise: with ``k = max_distance``, the 64 bits are cut into ``k + 1``
bands, and each fingerprint is filed under each band's value. Two fingerprints at distance
≤ k differ in at most k bands, so they agree exactly on at least one (pigeonhole; Manku et
al.'s permuted tables use the same idea): only fingerprints sharing a band value are
compared. For k = 3 that is 4 tables of 16-bit keys, so each look-up inspects about
``4 n / 65536`` unrelated fingerprints — constant for any realistic run.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Protocol

from analyzers.document import DocumentResult
from analyzers.fingerprints import weighted_bits

#: Fingerprint size in bits (Manku et al.'s and the textbook's 64-bit simhash).
BITS = 64
#: Default Hamming threshold for 64-bit fingerprints (Manku, Jain & Das Sarma, WWW 2007).
DEFAULT_MAX_DISTANCE = 3
#: Largest threshold accepted: beyond it the bands are so narrow that look-up degrades
#: towards comparing every pair, and a quarter of the bits may differ.
MAX_DISTANCE = 16

EXACT = "exact"
NEAR = "near"


def text_digest(blocks: Iterable[str]) -> str:
    """Checksum of a page's extracted text blocks (BLAKE2b, 128 bits, hexadecimal)."""
    return hashlib.blake2b("\n".join(blocks).encode("utf-8", "surrogatepass"),
                           digest_size=16).hexdigest()


def feature_hash(feature: str) -> int:
    """A stable 64-bit hash of one feature (same value in every process and run)."""
    return int.from_bytes(hashlib.blake2b(feature.encode("utf-8", "surrogatepass"),
                                          digest_size=8).digest(), "little")


def simhash(features: Mapping[str, int], hashes: dict[str, int] | None = None) -> int:
    """Charikar's simhash of weighted features (textbook §3.7, four steps); 0 when empty.

    ``hashes`` is an optional memo of :func:`feature_hash` values, filled in as needed.
    The per-bit sums run in C (:func:`analyzers.fingerprints.weighted_bits`).
    """
    if not features:
        return 0
    memo = {} if hashes is None else hashes
    values = []
    for feature in features:
        h = memo.get(feature)
        if h is None:
            h = memo[feature] = feature_hash(feature)
        values.append(h)
    return weighted_bits(values, list(features.values()))


def hamming(a: int, b: int) -> int:
    """Number of bits in which two fingerprints differ."""
    return (a ^ b).bit_count()


def similarity(distance: int) -> float:
    """Share of the 64 fingerprint bits two pages agree on (1.0 for identical ones).

    The textbook: the pages' cosine similarity is proportional to the number of equal bits.
    """
    return 1.0 - distance / BITS


@dataclass(frozen=True, slots=True)
class Duplicate:
    """A page found to repeat an earlier one: which page, how, and how similar."""

    of: int  # the earlier page's id (pages.id)
    kind: str  # EXACT or NEAR
    distance: int  # Hamming distance of the fingerprints (0 for exact duplicates)

    @property
    def similarity(self) -> float:
        """:func:`similarity` of the distance."""
        return similarity(self.distance)


@dataclass(frozen=True, slots=True)
class Fingerprint:
    """What the detector remembers of a page: its text checksum and its simhash."""

    digest: str
    simhash: int | None  # None: no features (nothing to compare by content)


class Counted(Protocol):
    """What a page's fingerprint is made of: a :class:`DocumentResult`, or a page counted
    before the rest of its analysis (:class:`analyzers.analyzer.CountedPage`)."""

    @property
    def words(self) -> Mapping[str, int]:
        """The page's words and their frequencies."""
        ...

    @property
    def text_digest(self) -> str:
        """The checksum of its extracted text (:func:`text_digest`)."""
        ...


class DuplicateDetector:
    """Finds, for each new page, an earlier page of the run it exactly or nearly repeats.

    Pages are compared in the order they are analyzed, so the first copy is the original
    and later copies point to it. Only originals are indexed: a copy of a copy points to
    the first one, and copies do not widen the net.
    """

    def __init__(self, max_distance: int = DEFAULT_MAX_DISTANCE,
                 stopwords: Iterable[str] = ()) -> None:
        if not 0 <= max_distance <= MAX_DISTANCE:
            raise ValueError(f"max_distance must be between 0 and {MAX_DISTANCE}, "
                             f"not {max_distance}")
        self.max_distance = max_distance
        self._stopwords = frozenset(stopwords)
        self._digests: dict[str, int] = {}
        # Band b covers bits [edges[b], edges[b+1]): k + 1 bands as equal as possible;
        # each is kept as (shift, mask).
        bands = max_distance + 1
        edges = [round(i * BITS / bands) for i in range(bands + 1)]
        self._bands_at = [(lo, (1 << (hi - lo)) - 1) for lo, hi in pairwise(edges)]
        #: Per band: band value -> the (page, simhash) of the originals that have it.
        self._tables: list[dict[int, list[tuple[int, int]]]] = [{} for _ in range(bands)]
        self._hashes: dict[str, int] = {}
        self.originals = 0

    @property
    def stopwords(self) -> frozenset[str]:
        """The words left out of the simhash (a feeder's process fingerprints with them)."""
        return self._stopwords

    def fingerprint(self, result: Counted) -> Fingerprint:
        """The page's checksum and simhash over its non-stopword words."""
        stop = self._stopwords
        features = {w: f for w, f in result.words.items() if w not in stop}
        return Fingerprint(result.text_digest, simhash(features, self._hashes)
                           if features else None)

    def find(self, fp: Fingerprint) -> Duplicate | None:
        """The earlier page ``fp`` duplicates (exact first, then the nearest; of two
        equally near, the earlier page), or None."""
        page = self._digests.get(fp.digest) if fp.digest else None
        if page is not None:
            return Duplicate(page, EXACT, 0)
        if fp.simhash is None:
            return None
        # An original shares several bands with a near page: each is compared once, and
        # the union, the distances and the nearest are taken in C (on a site of similar
        # pages, a page met ~100 band entries).
        candidates: dict[int, int] = {}  # page -> its simhash
        for key, table in zip(self._bands(fp.simhash), self._tables, strict=True):
            entries = table.get(key)
            if entries:
                candidates.update(entries)
        if not candidates:
            return None
        distance, nearest = min(zip(map(int.bit_count, map(fp.simhash.__xor__,
                                                           candidates.values())),
                                    candidates, strict=True))
        return Duplicate(nearest, NEAR, distance) if distance <= self.max_distance else None

    def add(self, page: int, fp: Fingerprint) -> None:
        """Index an original page under its checksum and its simhash bands."""
        self.originals += 1
        if fp.digest:
            self._digests.setdefault(fp.digest, page)
        if fp.simhash is not None:
            for key, table in zip(self._bands(fp.simhash), self._tables, strict=True):
                table.setdefault(key, []).append((page, fp.simhash))

    def _bands(self, value: int) -> list[int]:
        """The value of each band of a fingerprint."""
        return [(value >> lo) & mask for lo, mask in self._bands_at]


def uncounted(result: DocumentResult) -> DocumentResult:
    """``result`` with nothing left to count: the page stays listed, its words do not.

    A duplicate page is recorded (``pages``, ``duplicates``) but adds no words, occurrences,
    segments, profile, collocations or regimes to the run, so that the same article is not
    counted twice.
    """
    return replace(result, tokens=0, types=0, words={}, kinds={}, analyses={},
                   unrecognized=(), segments={}, profile=(), collocations=None, regimes=None,
                   readings={})
