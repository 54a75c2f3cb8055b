"""Partition files written by cluster workers merge into the results file one writer gives."""

import sqlite3
from pathlib import Path

import numpy as np
import pytest
from conftest import as_code
from hypothesis import given
from hypothesis import strategies as st

import daweb.store.partitions as partitions_module
from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import SourceDocument
from daweb.store.partitions import (
    SegmentChecksums,
    candidate_state,
    candidates,
    occurrences,
    pack_checksums,
    pack_segment_state,
    prepare_partition,
    segments_to_write,
    unpack_segment_state,
)
from daweb.store.reading import comparable_content
from daweb.store.writer import ResultsWriter

#: Pages of two sites; they share phrases across sites (segments that reach the minimum
#: only over the whole run) and unknown words (codes first handed out by either site).
TEXTS = [
    ("a", "<p>La casa del pueblo tiene un jardín grande. Xilofonía en la casa del pueblo.</p>"),
    ("b", "<p>El perro come en la casa del pueblo. Blorpetas y xilofonía también.</p>"),
    ("a", "<p>Un jardín grande y verde. El perro come pan.</p>"),
    ("b", "<p>Falla esta página: no se escribe.</p>"),
    ("b", "<p>Blorpetas nuevas. Un jardín grande y verde otra vez.</p>"),
    ("a", "<p>El perro come pan en la casa del pueblo con blorpetas.</p>"),
    ("b", "<p>Zumbidos raros. El perro come pan. Xilofonía.</p>"),
]
FAILED = 3  # this page "fails to analyze": no page row, later ids close the gap


def _results() -> list[tuple[str, object]]:
    analyzer = Analyzer(AnalysisConfig(template_share=None))
    return [(site, analyzer.analyze(SourceDocument(url=f"http://{site}.example/{n}",
                                                   text=html, site=f"http://{site}.example")))
            for n, (site, html) in enumerate(TEXTS)]


def test_merged_partitions_equal_one_writer(tmp_path):
    results = _results()
    with ResultsWriter(tmp_path / "one.sqlite", min_segment_frequency=2) as one:
        for n, (_, result) in enumerate(results):
            if n != FAILED:
                one.add_page(None, result)
    writers = {site: ResultsWriter(tmp_path / f"{site}.sqlite", min_segment_frequency=2,
                                   partition=True)
               for site in ("a", "b")}
    for n, (site, result) in enumerate(results):
        if n != FAILED:
            writers[site].add_page(None, result, page_id=n + 1)
    to_write, got = _assert_merged_equal_one(tmp_path, tuple(writers.values()))
    assert any(to_write), "the texts must have segments frequent only over the whole run"
    assert [row[0] for row in got["pages"]] == list(range(1, len(TEXTS)))
    assert got["segments"] and got["unrecognized"]


def _assert_merged_equal_one(tmp_path: Path, partitions: tuple[ResultsWriter, ...]
                             ) -> tuple[list, dict]:
    """Merge the ``partitions``' files into ``merged.sqlite`` as a cluster run does and
    check it holds what ``one.sqlite``, written by one writer, holds, table by table;
    returns the segments each partition was given to write and the merged content."""
    to_write, never = segments_to_write([w.segment_state() for w in partitions], 2)
    for writer, chosen in zip(partitions, to_write, strict=True):
        prepare_partition(writer, chosen)
    with ResultsWriter(tmp_path / "merged.sqlite", min_segment_frequency=2) as merged:
        merged.merge_partitions([w.path for w in partitions], never)
    expected = comparable_content(tmp_path / "one.sqlite")
    got = comparable_content(tmp_path / "merged.sqlite")
    for table in expected:
        assert got[table] == expected[table], table
    return to_write, got


def test_occurrences_come_in_page_order(tmp_path):
    results = _results()
    writers = [ResultsWriter(tmp_path / f"{n}.sqlite", partition=True) for n in range(2)]
    for n, (_, result) in enumerate(results):
        writers[n % 2].add_page(None, result, page_id=n + 1)
    for writer in writers:
        prepare_partition(writer, set())
    rows = list(occurrences([w.path for w in writers]))
    pages = [row[-1] for row in rows]
    assert pages == sorted(pages) and set(pages) >= {1, 2}
    expected = [(o.key, o.left, o.right) for _, r in results for o in r.unrecognized]
    assert [(row[0], row[4], row[5]) for row in rows] == expected  # contexts for the triage


_states = st.lists(
    st.tuples(st.dictionaries(st.sampled_from("abcdefgh"), st.integers(1, 3)),
              st.sets(st.sampled_from("abcdefgh"))),
    min_size=1, max_size=4)


@given(_states, st.integers(1, 5))
def test_segments_to_write_matches_the_definition(states, minimum):
    # A partition holds a segment back only below the minimum, and a segment it wrote is
    # not pending there.
    states = [({s: n for s, n in pending.items() if n < minimum}, promoted - pending.keys())
              for pending, promoted in states]
    chosen, never = segments_to_write(states, minimum)
    for i, (pending, _) in enumerate(states):
        elsewhere = set().union(*(p for j, (_, p) in enumerate(states) if j != i))
        total = {s: sum(other.get(s, 0) for other, _ in states) for s in pending}
        assert chosen[i] == {s for s in pending if s in elsewhere or total[s] >= minimum}
    pending_any = set().union(*(p.keys() for p, _ in states))
    assert never == len(pending_any - set().union(*chosen))


@given(st.dictionaries(st.text(st.characters(blacklist_characters="\n"), min_size=1),
                       st.integers(1, 2**31)),
       st.sets(st.text(st.characters(blacklist_characters="\n"), min_size=1)))
def test_segment_state_travels_unchanged(pending, promoted):
    assert unpack_segment_state(pack_segment_state((pending, promoted))) == (pending, promoted)


def test_partition_file_keeps_the_first_page_of_each_code(tmp_path):
    writer = ResultsWriter(tmp_path / "p.sqlite", partition=True)
    for n, (_, result) in enumerate(_results()[:3]):
        writer.add_page(None, result, page_id=10 + n)
    prepare_partition(writer, set())
    db = sqlite3.connect(Path(writer.path))
    firsts = dict(db.execute("SELECT code, page FROM word_firsts"))
    by_page = db.execute("SELECT MIN(page), word FROM page_words GROUP BY word").fetchall()
    db.close()
    assert {word: page for page, word in by_page}.items() <= firsts.items()
    assert set(firsts.values()) == {10, 11, 12}


def _settle(states, minimum):
    """The cluster's way: checksums first, then strings for the candidates only."""
    summed = [SegmentChecksums.of(state) for state in states]
    chosen, pending = candidates([pack_checksums(state) for state in summed], minimum)
    narrowed = [unpack_segment_state(candidate_state(state, chosen)) for state in summed]
    to_write, _ = segments_to_write(narrowed, minimum)
    return to_write, pending - len(set().union(*to_write))


@pytest.mark.parametrize("checksum", ["real", "colliding"])
@given(_states, st.integers(1, 5))
def test_settling_by_checksum_decides_as_by_string(checksum, states, minimum):
    states = [({s: n for s, n in pending.items() if n < minimum}, promoted - pending.keys())
              for pending, promoted in states]
    if checksum == "colliding":  # three checksums for everything: strings must decide
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(partitions_module, "checksums", lambda strings: np.array(
                [len(t) % 3 for t in strings], np.uint64))
            got, _ = _settle(states, minimum)
    else:
        got, never = _settle(states, minimum)
        assert never == segments_to_write(states, minimum)[1]
    assert got == segments_to_write(states, minimum)[0]


def test_a_form_first_seen_on_an_uncounted_copy_gets_the_code_of_its_first_counted_use(
        tmp_path):
    """Page 2 repeats page 1 with one more word; it is uncounted, so that word's first use
    is page 3, where it comes after another new word: codes must follow the run's first
    counted use, not the partition's first sight."""
    from analyzers.duplicates import Duplicate, uncounted

    analyzer = Analyzer(AnalysisConfig(template_share=None))
    htmls = ["<p>La casa del pueblo.</p>", "<p>La casa del pueblo, omega.</p>",
             "<p>Zeta y omega en la casa.</p>"]
    results = [analyzer.analyze(SourceDocument(url=f"http://s{n % 2}.example/{n}", text=h))
               for n, h in enumerate(htmls)]
    copy = Duplicate(1, "near", 2)
    with ResultsWriter(tmp_path / "one.sqlite", min_segment_frequency=2) as one:
        one.add_page(None, results[0])
        one.add_page(None, uncounted(results[1]), duplicate=copy)
        one.add_page(None, results[2])
    a = ResultsWriter(tmp_path / "a.sqlite", min_segment_frequency=2, partition=True)
    b = ResultsWriter(tmp_path / "b.sqlite", min_segment_frequency=2, partition=True)
    a.add_page(None, results[0], page_id=1)
    b.add_page(None, results[1], page_id=2)
    b.add_page(None, results[2], page_id=3)
    b.record_duplicates([(2, copy)], uncount=True)
    _assert_merged_equal_one(tmp_path, (a, b))


def test_a_form_first_written_as_code_has_the_analyses_one_writer_gives_it(tmp_path):
    """Page 1 writes ``casa`` and ``pueblo`` as code (not looked up); page 2, of the other
    partition, counts both as words; page 3, of the first partition, counts ``pueblo`` as a
    word again. The run's rows take the kind and the analyses a word's page gave; page 1's
    kind is the run's first_kinds row."""
    analyzer = Analyzer(AnalysisConfig(template_share=None))
    htmls = ["<p>La casa del pueblo.</p>", "<p>Una casa en el pueblo.</p>",
             "<p>El pueblo duerme.</p>"]
    results = [analyzer.analyze(SourceDocument(url=f"http://s{n % 2}.example/{n}", text=h))
               for n, h in enumerate(htmls)]
    results[0] = as_code(results[0], "casa", "pueblo")
    with ResultsWriter(tmp_path / "one.sqlite", min_segment_frequency=2) as one:
        for result in results:
            one.add_page(None, result)
    a = ResultsWriter(tmp_path / "a.sqlite", min_segment_frequency=2, partition=True)
    b = ResultsWriter(tmp_path / "b.sqlite", min_segment_frequency=2, partition=True)
    a.add_page(None, results[0], page_id=1)
    b.add_page(None, results[1], page_id=2)
    a.add_page(None, results[2], page_id=3)
    _assert_merged_equal_one(tmp_path, (a, b))
    with sqlite3.connect(tmp_path / "merged.sqlite") as conn:
        found = conn.execute("SELECT form, kind, recognized FROM words WHERE form IN "
                             "('casa', 'pueblo') ORDER BY form").fetchall()
        pairs = conn.execute("SELECT lemma, pos FROM word_lemmas JOIN words ON code = word "
                             "WHERE form = 'casa'").fetchall()
        firsts = conn.execute("SELECT form, f.kind FROM first_kinds f JOIN words ON code = "
                              "word ORDER BY form").fetchall()
    assert found == [("casa", "alpha", 1), ("pueblo", "alpha", 1)]
    assert firsts == [("casa", "identifier"), ("pueblo", "identifier")]
    assert ("casa", "NOUN") in pairs
