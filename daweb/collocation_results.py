"""Run-level collocations and prepositional regimes (issue 9): totals, scores, two tables.

The analyzer counts each page's co-occurrences (:mod:`analyzers.collocations`) and regime
matches (:mod:`analyzers.regimes`); the results writer hands every committed page to
:class:`CooccurrenceTotals`, which keeps the run totals in memory, and at the end of the run
(``ResultsWriter.close``) computes the association scores — they need the run's N,
f(node) and f(collocate) — and writes the ``collocations`` and ``regimes`` tables
(docs/results.md; measures and rules in docs/collocations.md).

Memory is bounded: position counts and regime totals grow with the vocabulary (like the
``words`` table); the co-occurring pairs, which grow with the text, live in two sorted numpy
arrays (:class:`PairCounts`, 16 bytes a pair) capped at ``pair_cap`` pairs. Past the cap
the pairs seen least are forgotten — first those counted once, then twice, and so on —
until half the cap remains. A stored count is therefore never above the truth, is exact
when no prune happened (``run_info.collocation_prunes`` absent), and is below the truth by
at most the sum of the levels of the prunes it went through (at most
``collocation_prunes × collocation_pruned_max_count``).
"""

from __future__ import annotations

import json
import math
import sqlite3
import sys
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import compress, filterfalse, repeat
from pathlib import Path
from typing import Any, NamedTuple

from analyzers.collocations import LEMMA_SEPARATOR, WINDOW, PageCollocations
from analyzers.document import DocumentResult
from analyzers.regimes import PageRegimes
from analyzers.token_numbers import lazy_numpy, numbering
from daweb.store.connection import open_existing
from daweb.store.schema import BY_NAME

#: Most co-occurring pairs kept after a merge (16 bytes each in two numpy arrays: 64 MB).
PAIR_CAP = 4_000_000
#: Page pairs buffered before they are merged into the run's sorted arrays.
MERGE_PAIRS = 1_000_000
#: Bits of a pair code given to the second key's number.
_SHIFT = 32
_LOW = (1 << _SHIFT) - 1



@dataclass(frozen=True)
class CooccurrenceOptions:
    """What the run lists (``[collocations]``/``[regimes]`` in docs/projects.md)."""

    collocations: bool = False
    regimes: bool = False
    window: int = WINDOW  # positions to each side (the analyzer's window; span = 2·window)
    by: str = "form"
    nodes: str = "frequent"  # "frequent": f(node) >= min_node_freq; "keywords": the list
    min_node_freq: int = 10
    min_freq: int = 3  # joint frequency for a (node, collocate) row
    regime_min_freq: int = 2
    pair_cap: int = PAIR_CAP
    merge_pairs: int = MERGE_PAIRS  # page pairs buffered between two merges


class Scores(NamedTuple):
    """Association scores of one (node, collocate) pair (docs/collocations.md)."""

    mi: float
    mi3: float
    t_score: float
    log_likelihood: float
    log_dice: float


def _xlogx_ratio(o: Any, e: Any) -> Any:
    """``o · ln(o / e)``, 0 for an empty cell (numbers or numpy arrays)."""
    np = lazy_numpy()
    o, e = np.asarray(o, dtype=float), np.asarray(e, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(o > 0, o * np.log(np.where(o > 0, o, 1.0) / np.where(e > 0, e, 1.0)),
                        0.0)


def log_likelihood(o11: Any, r1: Any, c1: Any, n: Any) -> Any:
    """Dunning's G² of the 2×2 table with O11, row total R1, column total C1 and N.

    Cells are clamped at 0 (in a tiny corpus the window slots R1 may exceed N) and the
    margins recomputed from them, so the table stays consistent. Takes numbers or arrays.
    """
    np = lazy_numpy()
    o11 = np.asarray(o11, dtype=float)
    o12 = np.maximum(0.0, r1 - o11)
    o21 = np.maximum(0.0, c1 - o11)
    o22 = np.maximum(0.0, n - r1 - c1 + o11)
    total = o11 + o12 + o21 + o22
    rows, cols = (o11 + o12, o21 + o22), (o11 + o21, o12 + o22)
    g2 = sum(_xlogx_ratio(o, rows[r] * cols[c] / total)
             for o, r, c in ((o11, 0, 0), (o12, 0, 1), (o21, 1, 0), (o22, 1, 1)))
    return 2 * g2


def association(o: Any, f_node: Any, f_coll: Any, n: int, span: int) -> Scores:
    """MI, MI3, t-score, G² and log Dice of ``o`` co-occurrences within a window.

    ``span`` is the number of window slots around one node occurrence (2 × window); the
    expected co-occurrences are ``E = f_node · f_coll · span / N``. Takes numbers or numpy
    arrays (one score per element).
    """
    np = lazy_numpy()
    o = np.asarray(o, dtype=float)
    f_node, f_coll = np.asarray(f_node, dtype=float), np.asarray(f_coll, dtype=float)
    e = f_node * f_coll * span / n
    return Scores(
        mi=np.log2(o / e),
        mi3=np.log2(o ** 3 / e),
        t_score=(o - e) / np.sqrt(o),
        log_likelihood=log_likelihood(o, f_node * span, f_coll, n),
        log_dice=14 + np.log2(2 * o / (f_node + f_coll)),
    )


#: Packing (code << 15 | count) sorts codes and counts together with one sort of the
#: integers, 3 times faster than sorting an index: possible while both key numbers of every
#: code are below 2**24 and every count below 2**15 (a page's count of one pair).
_PACK_NUMBER = 1 << 24
_PACK_COUNT = 1 << 15


def _summed(codes: Any, counts: Any) -> tuple[Any, Any]:
    """(distinct codes, sorted; the sum of the counts of each) of pair codes and counts."""
    np = lazy_numpy()
    if not len(codes):
        return codes, counts
    firsts, seconds = codes >> _SHIFT, codes & _LOW
    if firsts.max() < _PACK_NUMBER and seconds.max() < _PACK_NUMBER \
            and counts.max() < _PACK_COUNT and codes.min() >= 0:
        packed = (((firsts << 24) | seconds) << 15) | counts
        packed.sort()
        narrow = packed >> 15
        codes = ((narrow >> 24) << _SHIFT) | (narrow & (_PACK_NUMBER - 1))
        counts = packed & (_PACK_COUNT - 1)
    else:
        order = np.argsort(codes)  # sums need no stable order (a stable sort is 4× slower)
        codes, counts = codes[order], counts[order]
    starts = np.flatnonzero(np.concatenate(([True], codes[1:] != codes[:-1])))
    return codes[starts], np.add.reduceat(counts, starts)


class PairCounts:
    """Run counts of pair codes in two sorted numpy arrays (16 bytes a pair), with a cap.

    Pages' codes are buffered and merged in batches of :data:`MERGE_PAIRS`: one sort of the
    batch, a binary search into the stored codes, in-place sums for the known ones and one
    insertion for the new ones. When more than ``cap`` pairs are stored after a merge, the
    pairs seen least are forgotten (those counted once, then twice…) until half the cap
    remains; ``prunes`` lists after which page, ``pruned_max`` the highest level.
    """

    def __init__(self, cap: int = PAIR_CAP, batch: int = MERGE_PAIRS) -> None:
        np = lazy_numpy()
        self.cap, self.batch = cap, batch
        self.codes = np.empty(0, np.int64)
        self.counts = np.empty(0, np.int64)
        self._buffer: list[tuple[Any, Any]] = []
        self._buffered = 0
        self.prunes: list[int] = []
        self.pruned_max = 0

    def add(self, codes: Any, counts: Any, page: int) -> None:
        """Add one page's codes (unique within the page) and counts (int64 arrays)."""
        self._buffer.append((codes, counts))
        self._buffered += len(codes)
        if self._buffered >= self.batch:
            self.merge(page)

    def merge(self, page: int = 0) -> None:
        """Fold the buffered pages into the sorted arrays; prune if over the cap."""
        if not self._buffer:
            return
        np = lazy_numpy()
        codes = np.concatenate([c for c, _ in self._buffer])
        counts = np.concatenate([n for _, n in self._buffer])
        self._buffer, self._buffered = [], 0
        codes, counts = _summed(codes, counts)
        at = np.searchsorted(self.codes, codes)
        known = at < len(self.codes)
        known[known] = self.codes[at[known]] == codes[known]
        self.counts[at[known]] += counts[known]  # positions are distinct: no lost updates
        fresh = ~known
        # The new codes go in at their places: the i-th new one moves i places further.
        # (np.insert would sort the places again.)
        places = at[fresh] + np.arange(int(fresh.sum()))
        old = np.ones(len(self.codes) + len(places), bool)
        old[places] = False
        for name, new in (("codes", codes[fresh]), ("counts", counts[fresh])):
            merged = np.empty(len(old), np.int64)
            merged[places], merged[old] = new, getattr(self, name)
            setattr(self, name, merged)
        if len(self.codes) > self.cap:
            self._prune(page)

    def _prune(self, page: int) -> None:
        """Forget the pairs seen least (1, then 2, … occurrences) down to half the cap."""
        level = 0
        while len(self.codes) > self.cap // 2:
            level += 1
            keep = self.counts > level
            self.codes, self.counts = self.codes[keep], self.counts[keep]
        self.prunes.append(page)
        self.pruned_max = max(self.pruned_max, level)

    def __len__(self) -> int:
        """Stored pairs (after merging the buffer)."""
        self.merge()
        return len(self.codes)


def is_local(name: str) -> bool:
    """Whether ``name`` is one of this process's numberings (:func:`numbering`)."""
    return bool(name) and name.startswith(numbering(""))


class RunNumbers:
    """Run-wide numbers of strings (keys, forms), with an occurrence count per number.

    A lookup in a dict as big as the vocabulary misses the processor's caches, so a page's
    strings are numbered without one when the page brings their numbers in this process (an
    array maps those to run numbers), else with one lookup each, not two (a membership
    test, then the number). Counts live in an int64 array, doubled as it grows.
    """

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.names: list[str] = []
        self._counts: Any = None
        #: numbering name -> run number of each number of that numbering (-1: not yet met)
        self._run_of: dict[str, Any] = {}

    def numbers(self, strings: list[str] | tuple[str, ...], numbering: str = "",
                process_numbers: Any = None) -> Any:
        """The numbers of distinct ``strings`` (int64 array), numbering the new ones.

        ``process_numbers`` may give the strings' numbers in the numbering named
        ``numbering``; they are used when that is this process's (:func:`is_local`).
        """
        if process_numbers is None or not len(strings) or not is_local(numbering):
            return self._looked_up(strings)
        np = lazy_numpy()
        run_of = self._run_of.get(numbering)
        top = int(process_numbers.max()) + 1
        if run_of is None or top > len(run_of):  # doubled: amortized O(1) a number
            grown = np.full(max(2 * top, 1024), -1, np.int64)
            if run_of is not None:
                grown[:len(run_of)] = run_of
            run_of = self._run_of[numbering] = grown
        # a negative process number is a string the page could not number
        numbers = np.where(process_numbers >= 0, run_of[process_numbers], -1)
        unknown = numbers < 0
        if unknown.any():  # strings not met yet in this numbering: looked up once
            numbers[unknown] = self._looked_up(list(compress(strings, unknown.tolist())))
            met = process_numbers >= 0
            run_of[process_numbers[met]] = numbers[met]
        return numbers

    def _looked_up(self, strings: list[str] | tuple[str, ...]) -> Any:
        """The numbers of distinct ``strings`` by dict lookup, numbering the new ones."""
        np = lazy_numpy()
        ids = self.ids
        numbers = np.fromiter(map(ids.get, strings, repeat(-1)), np.int64, len(strings))
        new = numbers < 0
        if new.any():  # after the first pages, rare
            fresh = list(compress(strings, new.tolist()))
            start = len(ids)
            ids.update(zip(fresh, range(start, start + len(fresh)), strict=True))
            self.names.extend(fresh)
            numbers[new] = np.arange(start, start + len(fresh))
            held = 0 if self._counts is None else len(self._counts)
            if len(ids) > held:  # doubled: amortized O(1) a string
                grown = np.zeros(2 * len(ids), np.int64)
                grown[:held] = self._counts if held else 0
                self._counts = grown
        return numbers

    def add(self, numbers: Any, counts: Any) -> None:
        """Add ``counts`` to the strings numbered ``numbers``."""
        if len(numbers):
            lazy_numpy().add.at(self._counts, numbers, counts)

    def counts(self) -> Any:
        """The counts, by number (int64 array)."""
        np = lazy_numpy()
        return np.zeros(0, np.int64) if self._counts is None else self._counts[:len(self.names)]

    def nbytes(self) -> int:
        """Bytes held by the dict, its keys and the counts (for the benchmark)."""
        size = sys.getsizeof(self.ids) + sys.getsizeof(self.names)
        size += sum(map(sys.getsizeof, self.names))
        return size + (0 if self._counts is None else self._counts.nbytes)


class CooccurrenceTotals:
    """The run's collocation and regime totals, kept in memory until the run closes."""

    def __init__(self, options: CooccurrenceOptions | None = None) -> None:
        self.options = options or CooccurrenceOptions()
        if self.options.pair_cap < 2:
            raise ValueError("pair_cap must be at least 2")
        self.pages = 0
        self._keys = RunNumbers()  # position keys, counting their positions
        self._pairs: PairCounts | None = None  # created with the first page's pairs
        self._nodes: set[str] = set()
        self._seen_collocations = False
        self._forms = RunNumbers()  # head and preposition forms, counting their occurrences
        #: readings of each form, by number: candidate (lemma, category) of a head,
        #: preposition lemmas of a preposition, whether a head is ambiguous
        self._heads: list[tuple[tuple[str, str], ...]] = []
        self._preps: list[tuple[str, ...]] = []
        self._ambiguous: list[bool] = []
        #: (head form number << 32 | preposition form number) -> matches; exact: no cap
        #: (created with the first page's matches)
        self._matches: PairCounts | None = None
        self._seen_regimes = False

    # -- per page ----------------------------------------------------------------------------

    def add(self, result: DocumentResult) -> None:
        """Add one committed page's counts."""
        self.add_counts(result.collocations, result.regimes)

    def add_counts(self, collocations: PageCollocations | None,
                   regimes: PageRegimes | None) -> None:
        """Add one committed page's collocation and regime counts (a DocumentResult's)."""
        self.pages += 1
        if collocations is not None:
            self._seen_collocations = True
            self._add_collocations(*collocations)
        if regimes is not None:
            self._seen_regimes = True
            self._add_regimes(*regimes)

    def _add_collocations(self, keys: tuple[str, ...], counts: Any, codes: Any,
                          pair_counts: Any, nodes: frozenset[str], process_numbers: Any = None,
                          numbering: str = "") -> None:
        """Add a page's counts; its pair codes become run codes (run number << 32 | number)."""
        numbers = self._keys.numbers(keys, numbering, process_numbers)
        self._keys.add(numbers, counts)
        self._nodes.update(nodes)
        if not len(codes):
            return
        if self._pairs is None:
            self._pairs = PairCounts(self.options.pair_cap, self.options.merge_pairs)
        size = len(keys)
        run_codes = (numbers[codes // size] << _SHIFT) | numbers[codes % size]
        self._pairs.add(run_codes, pair_counts, self.pages)

    def _add_regimes(self, matches: Mapping[tuple[str, str], int],
                     forms: Mapping[str, int], heads: Mapping[str, tuple],
                     preps: Mapping[str, tuple], ambiguous: frozenset[str],
                     process_numbers: Any = None, numbering: str = "",
                     matched: Any = None) -> None:
        """Regime totals are exact: they grow with the vocabulary, not with the text.

        A form's readings are those of every page that brings it: the analyses' readings,
        the same on every page, or with disambiguation (issue 18) those its occurrences got.
        """
        np = lazy_numpy()
        known = len(self._forms.names)
        form_list = list(forms)
        numbers = self._forms.numbers(form_list, numbering, process_numbers)
        self._forms.add(numbers, np.fromiter(forms.values(), np.int64, len(forms)))
        if matches:
            if matched is None:  # the places of the matches' forms among the page's forms
                heads_of, preps_of = zip(*matches, strict=True)
                place = dict(zip(form_list, range(len(form_list)), strict=True))
                unlisted = list(filterfalse(place.__contains__,
                                            dict.fromkeys(heads_of + preps_of)))
                if unlisted:  # forms of a match missing from forms: numbered apart
                    numbers = np.concatenate((numbers, self._forms.numbers(unlisted)))
                    place.update(zip(unlisted, range(len(form_list), len(numbers)),
                                     strict=True))
                matched = np.array([[place[h], place[p]] for h, p in matches], np.int64)
            if self._matches is None:
                self._matches = PairCounts(sys.maxsize, MERGE_PAIRS)
            self._matches.add((numbers[matched[:, 0]] << _SHIFT) | numbers[matched[:, 1]],
                              np.fromiter(matches.values(), np.int64, len(matches)), self.pages)
        for form in self._forms.names[known:]:  # new forms: their readings
            self._heads.append(heads.get(form, ()))
            self._preps.append(preps.get(form, ()))
            self._ambiguous.append(form in ambiguous)
        if known:
            self._merge_readings(form_list, numbers[:len(form_list)].tolist(), known, heads,
                                 preps, ambiguous)

    def _merge_readings(self, form_list: list[str], numbers: list[int], known: int,
                        heads: Mapping[str, tuple], preps: Mapping[str, tuple],
                        ambiguous: frozenset[str]) -> None:
        """Add a page's readings of forms met before to theirs: read in context (issue 18),
        a form may be a noun on one page and a verb, or a preposition, on another."""
        all_heads, all_preps = self._heads, self._preps
        for form, number in zip(form_list, numbers, strict=True):
            if number >= known:
                continue
            head, prep = heads.get(form, ()), preps.get(form, ())
            if head and head != all_heads[number]:
                all_heads[number] = tuple(dict.fromkeys(all_heads[number] + head))
                self._ambiguous[number] = self._ambiguous[number] or len(all_heads[number]) > 1
            if prep and prep != all_preps[number]:
                all_preps[number] = tuple(dict.fromkeys(all_preps[number] + prep))
            if form in ambiguous:
                self._ambiguous[number] = True

    # -- end of run --------------------------------------------------------------------------

    def info(self) -> list[tuple[str, str]]:
        """``run_info`` rows describing the settings, N and any prunes."""
        o = self.options
        rows = []
        if self._seen_collocations or o.collocations:
            rows += [("collocation_window", str(o.window)), ("collocation_by", o.by),
                     ("collocation_nodes", o.nodes),
                     ("collocation_min_node_freq", str(o.min_node_freq)),
                     ("collocation_min_freq", str(o.min_freq)),
                     ("collocation_pair_cap", str(o.pair_cap)),
                     ("collocation_positions", str(int(self._keys.counts().sum())))]
            pairs = self._pairs
            if pairs is not None:
                pairs.merge()  # a prune may be due with the last pages
            if pairs is not None and pairs.prunes:
                rows += [("collocation_prunes", str(len(pairs.prunes))),
                         ("collocation_prune_pages", json.dumps(pairs.prunes)),
                         ("collocation_pruned_max_count", str(pairs.pruned_max))]
        if self._seen_regimes or o.regimes:
            rows.append(("regime_min_freq", str(o.regime_min_freq)))
        return rows

    def write(self, conn: sqlite3.Connection) -> None:
        """Create and fill the tables asked for (one transaction on an autocommit connection)."""
        o = self.options
        colloc = self._seen_collocations or o.collocations
        regimes = self._seen_regimes or o.regimes
        if not (colloc or regimes):
            return
        conn.execute("BEGIN")
        try:
            if colloc:
                for sql in BY_NAME["collocations"].ddl:
                    conn.execute(sql)
                conn.execute("DELETE FROM collocations")
                conn.executemany("INSERT INTO collocations VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                                 self.collocation_rows())
            if regimes:
                for sql in BY_NAME["regimes"].ddl:
                    conn.execute(sql)
                conn.execute("DELETE FROM regimes")
                conn.executemany("INSERT INTO regimes VALUES (?,?,?,?,?,?,?,?,?,?)",
                                 self.regime_rows())
            conn.executemany("INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)",
                             self.info())
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def write_file(self, path: Path) -> None:
        """:meth:`write` into the existing results file ``path``, on a connection of its own.

        For a crashed run whose writer could not close (a full disk refused its run tables
        and indexes first): the totals of the pages it committed are still listed, as the
        per-page tables keep those pages. Raises :class:`sqlite3.Error` if the file refuses.
        """
        conn = open_existing(path)
        try:
            self.write(conn)
        finally:
            conn.close()

    def _units_of_keys(self) -> tuple[list[str], Any, Any]:
        """(unit names, offsets, unit numbers): key k counts for units[offsets[k]:offsets[k+1]].

        By form a key is its own unit; by lemma a key ``a|b`` counts for lemma a and lemma b.
        """
        np = lazy_numpy()
        if self.options.by != "lemma":
            size = len(self._keys.names)
            return self._keys.names, np.arange(size + 1), np.arange(size)
        names: dict[str, int] = {}
        flat: list[int] = []
        offsets = [0]
        for key in self._keys.names:
            for unit in key.split(LEMMA_SEPARATOR):
                flat.append(names.setdefault(unit, len(names)))
            offsets.append(len(flat))
        return list(names), np.asarray(offsets), np.asarray(flat, np.int64)

    @staticmethod
    def _expand(keys: Any, offsets: Any, flat: Any) -> tuple[Any, Any]:
        """(index into ``keys`` repeated once per unit, the unit numbers), in numpy."""
        np = lazy_numpy()
        lengths = offsets[keys + 1] - offsets[keys]
        index = np.repeat(np.arange(len(keys)), lengths)
        within = np.arange(len(index)) - np.repeat(np.cumsum(lengths) - lengths, lengths)
        return index, flat[offsets[keys][index] + within]

    def collocation_rows(self) -> Iterator[tuple]:
        """Rows of the ``collocations`` table: every (node, collocate) with joint ≥ min_freq."""
        np = lazy_numpy()
        o = self.options
        units, offsets, flat = self._units_of_keys()
        positions = self._keys.counts()
        numbers = np.arange(len(positions))
        n = int(positions.sum())
        index, unit = self._expand(numbers, offsets, flat)
        totals = np.bincount(unit, weights=positions[index], minlength=len(units))
        is_node = np.zeros(len(units), bool)
        if o.nodes == "keywords":
            ids = self._keys.ids
            known = [ids[k] for k in self._nodes if k in ids]
            is_node[self._expand(np.asarray(known, np.int64), offsets, flat)[1]] = True
        else:
            is_node = totals >= o.min_node_freq
        pairs = self._pairs
        if pairs is None or not len(pairs) or n == 0:
            return iter(())
        index, first = self._expand(pairs.codes >> _SHIFT, offsets, flat)
        seconds, count = (pairs.codes & _LOW)[index], pairs.counts[index]
        index, second = self._expand(seconds, offsets, flat)
        first, count = first[index], count[index]
        # (node, collocate, left, right): the first of a pair has the second on its right
        right = is_node[first]
        left = is_node[second]
        node = np.concatenate((first[right], second[left]))
        coll = np.concatenate((second[right], first[left]))
        on_left = np.concatenate((np.zeros(right.sum(), np.int64), count[left]))
        on_right = np.concatenate((count[right], np.zeros(left.sum(), np.int64)))
        key = node * len(units) + coll
        order = np.argsort(key, kind="stable")
        key = key[order]
        starts = np.flatnonzero(np.concatenate(([True], key[1:] != key[:-1]))) \
            if len(key) else np.empty(0, np.int64)
        if not len(starts):
            return iter(())
        lc = np.add.reduceat(on_left[order], starts)
        rc = np.add.reduceat(on_right[order], starts)
        key = key[starts]
        joint = lc + rc
        keep = joint >= o.min_freq
        key, lc, rc, joint = key[keep], lc[keep], rc[keep], joint[keep]
        node, coll = key // len(units), key % len(units)
        # Alphabetical order (node, collocate): the rows then append to the unique index.
        rank = np.empty(len(units), np.int64)
        rank[sorted(range(len(units)), key=units.__getitem__)] = np.arange(len(units))
        order = np.lexsort((rank[coll], rank[node]))
        node, coll, lc, rc, joint = node[order], coll[order], lc[order], rc[order], joint[order]
        fn, fc = totals[node].astype(np.int64), totals[coll].astype(np.int64)
        scores = association(joint, fn, fc, n, 2 * o.window)
        columns = [[units[i] for i in node.tolist()], [units[i] for i in coll.tolist()],
                   joint.tolist(), lc.tolist(), rc.tolist(), fn.tolist(), fc.tolist(),
                   *(s.tolist() for s in scores)]
        return zip(*columns, strict=True)

    def regime_rows(self) -> list[tuple]:
        """Rows of the ``regimes`` table: every (lemma, category, preposition) ≥ the minimum."""
        names = self._forms.names
        codes: list[int] = []
        counts: list[int] = []
        if self._matches is not None:
            self._matches.merge()
            codes, counts = self._matches.codes.tolist(), self._matches.counts.tolist()
        page = PageRegimes(
            {(names[c >> _SHIFT], names[c & _LOW]): n for c, n in zip(codes, counts, strict=True)},
            dict(zip(names, self._forms.counts().tolist(), strict=True)),
            {f: r for f, r in zip(names, self._heads, strict=True) if r},
            {f: r for f, r in zip(names, self._preps, strict=True) if r},
            frozenset(compress(names, self._ambiguous)))
        grouped: dict[tuple[str, str, str], list] = {}
        for (lemma, pos, prep, form, ambiguous), n in page.regimes().items():
            entry = grouped.setdefault((lemma, pos, prep), [0, 0, Counter()])
            entry[0] += n
            entry[1] += n if ambiguous else 0
            entry[2][form] += n
        head_totals, prep_totals = page.head_totals(), page.preposition_totals()
        rows = []
        for (lemma, pos, prep), (freq, ambiguous, forms) in grouped.items():
            if freq < self.options.regime_min_freq:
                continue
            # a match's head and preposition are occurrences too: f(lemma), f(prep) >= freq
            fl = max(head_totals.get((lemma, pos), 0), freq)
            fp = max(prep_totals.get(prep, 0), freq)
            rows.append((lemma, pos, prep, freq, ambiguous, fl, fp, freq / fl,
                         14 + math.log2(2 * freq / (fl + fp)),
                         "|".join(f for f, _ in sorted(forms.items(),
                                                       key=lambda fn: (-fn[1], fn[0]))[:5])))
        rows.sort(key=lambda r: (-r[3], r[0], r[1], r[2]))
        return rows
