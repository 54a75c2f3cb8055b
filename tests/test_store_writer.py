"""Tests for daweb.store.writer: a real SQLite file, per-page transactions, run-level tables."""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections import Counter
from contextlib import closing
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import as_code, random_pages

from analyzers.disambiguation import context_free
from analyzers.document import ALNUM, ALPHA, DocumentResult, Occurrence
from analyzers.morphology import Analysis
from analyzers.segments import PageSegments
from analyzers.words import classify, lower_preserving, scan
from daweb.events import Cause, FetchedDocument, Incident, Outcome
from daweb.store import writer as results_module
from daweb.store.reading import ResultsError, open_results, summary
from daweb.store.writer import RESULTS_SCHEMA, ResultsWriter

LEXICON = {
    "canto": (Analysis("cantar", "VERB", "Mood=Ind|Person=1"), Analysis("canto", "NOUN")),
    "el": (Analysis("el", "DET"),),
    "casa": (Analysis("casa", "NOUN"), Analysis("casar", "VERB")),
    "casas": (Analysis("casa", "NOUN"), Analysis("casar", "VERB")),
    "de": (Analysis("de", "ADP"),),
    "la": (Analysis("el", "DET"), Analysis("él", "PRON")),
    "las": (Analysis("el", "DET"),),
}


def occurrence(key: str, offset: int, kind: str = ALPHA) -> Occurrence:
    return Occurrence(form=key.capitalize(), key=key, kind=kind, offset=offset,
                      left="a la izquierda", right="a la derecha", sentence_start=False)


def make_result(url: str, tokens: list[str], segments: dict[str, int] | None = None
                ) -> DocumentResult:
    """A DocumentResult for a page whose (normalized) tokens are ``tokens``."""
    words = Counter(tokens)
    kinds = {k: ALNUM if any(c.isdigit() for c in k) else ALPHA for k in words}
    analyses = {k: LEXICON.get(k, ()) for k in words}
    unrecognized = tuple(occurrence(k, i * 10, kinds[k]) for i, k in enumerate(tokens)
                         if not analyses[k])
    parts = 2
    size = max(1, len(tokens) // parts)
    seen: set[str] = set()
    profile = []
    for p in range(parts):
        chunk = tokens[p * size:(p + 1) * size] if p < parts - 1 else tokens[p * size:]
        new = sum(1 for t in chunk if t not in seen and not seen.add(t))
        profile.append((new, len(chunk)))
    return DocumentResult(url=url, title=f"Título de {url}", tokens=len(tokens),
                          types=len(words), words=dict(words), kinds=kinds, analyses=analyses,
                          unrecognized=unrecognized, segments=segments or {},
                          profile=tuple(profile), text_chars=5 * len(tokens),
                          readings=context_free(words, analyses))


PAGES = [
    ("https://a.es/", "el canto de la casa webcómic el canto".split(),
     {"el canto": 2, "de la": 1}),
    ("https://a.es/2", "las casas de la casa covid19 webcómic".split(),
     {"de la": 1, "la casa": 1}),
    ("https://b.es/", "casa casa casa de de nanoesporas".split(), {"el canto": 1}),
]


def meta(url: str, start: str = "https://a.es/") -> dict:
    return {"url": url, "final_url": url, "start_url": start, "status": 200,
            "charset": "utf-8", "bytes": 1234, "fetched_at": "2026-01-01T00:00:00+00:00"}


@pytest.fixture
def written(tmp_path):
    """A results file with PAGES written and the writer still open."""
    path = tmp_path / "results.sqlite"
    writer = ResultsWriter(path, outputs={"https://a.es/": "", "https://b.es/": "otros"},
                           min_segment_frequency=2)
    ids = []
    for url, tokens, segments in PAGES:
        start = "https://b.es/" if "b.es" in url else "https://a.es/"
        ids.append(writer.add_page(meta(url, start), make_result(url, tokens, segments)))
    yield path, writer, ids
    writer.close()


def rows(path: Path, sql: str, *params) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def test_creates_a_real_wal_database_with_foreign_keys(written):
    path, _, _ = written
    assert path.read_bytes()[:16] == b"SQLite format 3\x00"
    assert rows(path, "PRAGMA journal_mode")[0][0] == "wal"
    assert rows(path, "PRAGMA integrity_check") == [("ok",)]
    fks = {(r[2], r[3]) for r in rows(path, "PRAGMA foreign_key_list(page_words)")}
    assert fks == {("pages", "page"), ("words", "word")}
    schema = rows(path, "SELECT value FROM run_info WHERE key = 'results_schema'")
    assert schema == [(str(RESULTS_SCHEMA),)]


def test_every_foreign_key_points_at_a_row(written):
    path, writer, _ = written
    writer.set_triage({"webcómic": "candidate"})
    writer.refresh_run_tables(full=True)
    assert rows(path, "PRAGMA foreign_key_check") == []
    # The check can fail: a dangling reference is reported.
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO page_words(page, word, frequency) VALUES (99, 1, 1)")
    conn.commit()
    conn.close()
    assert rows(path, "PRAGMA foreign_key_check") == [("page_words", None, "pages", 1)]


def test_pages_rows(written):
    path, _, ids = written
    assert ids == [1, 2, 3]
    got = rows(path, "SELECT id, start_url, url, title, status, tokens, types, output "
                     "FROM pages ORDER BY id")
    assert got[0] == (1, "https://a.es/", "https://a.es/", "Título de https://a.es/", 200, 8,
                      6, "")
    assert got[2][1] == "https://b.es/" and got[2][7] == "otros"


def test_page_words_match_each_page_and_codes_are_assigned_in_order(written):
    path, _, ids = written
    forms = dict(rows(path, "SELECT code, form FROM words"))
    # Codes are 1..n in order of the page that brings a form first, then of the forms.
    first_seen: list[str] = []
    for _, tokens, _ in PAGES:
        first_seen += sorted(set(tokens) - set(first_seen))
    assert [forms[c] for c in sorted(forms)] == first_seen
    for page, (_, tokens, _) in zip(ids, PAGES, strict=True):
        got = {forms[w]: f for w, f in rows(
            path, "SELECT word, frequency FROM page_words WHERE page = ?", page)}
        assert got == Counter(tokens)


def test_words_readable_lemmas_categories_and_analyses(written):
    path, _, _ = written
    lemmas, cats, analyses, recognized, kind = rows(
        path, "SELECT lemmas, categories, analyses, recognized, kind FROM words "
              "WHERE form = 'canto'")[0]
    assert (lemmas, cats, recognized, kind) == ("cantar|canto", "VERB|NOUN", 1, ALPHA)
    assert json.loads(analyses)[0] == {"lemma": "cantar", "pos": "VERB",
                                       "features": "Mood=Ind|Person=1", "source": ""}
    assert rows(path, "SELECT recognized, kind FROM words WHERE form = 'covid19'") == \
        [(0, ALNUM)]


def test_unrecognized_rows_point_at_their_page_and_word(written):
    path, _, ids = written
    got = rows(path, "SELECT u.page, u.form, u.key, w.form, u.left_context FROM unrecognized u "
                     "JOIN words w ON w.code = u.word ORDER BY u.id")
    expected = [(page, t.capitalize(), t, t, "a la izquierda")
                for page, (_, tokens, _) in zip(ids, PAGES, strict=True)
                for t in tokens if t not in LEXICON]
    assert got == expected


def test_refresh_matches_totals_computed_independently(written):
    path, writer, _ = written
    writer.refresh_run_tables()
    total = Counter(t for _, tokens, _ in PAGES for t in tokens)
    pages = Counter(t for _, tokens, _ in PAGES for t in set(tokens))
    got = {form: (f, p) for form, f, p in rows(path, "SELECT form, frequency, pages FROM words")}
    assert got == {form: (total[form], pages[form]) for form in total}
    # Segments: summed over pages, only those reaching the minimum frequency (2).
    seg_total = Counter()
    for _, _, segments in PAGES:
        seg_total.update(segments)
    assert rows(path, "SELECT text, length, frequency, pages FROM segments ORDER BY text") == [
        ("de la", 2, 2, 2), ("el canto", 2, 3, 2)]
    assert {t for t, f in seg_total.items() if f >= 2} == {"de la", "el canto"}
    # Lemmas: an ambiguous form counts for each of its lemmas.
    lemmas = {(lemma, pos): (f, n, forms) for lemma, pos, f, n, forms in rows(
        path, "SELECT lemma, pos, frequency, forms, form_list FROM lemmas")}
    assert lemmas[("casa", "NOUN")] == (total["casa"] + total["casas"], 2, "casa|casas")
    assert lemmas[("el", "DET")] == (total["el"] + total["la"] + total["las"], 3, "el|la|las")
    assert lemmas[("él", "PRON")] == (total["la"], 1, "la")
    assert ("webcómic", "") not in lemmas


def test_incremental_refresh_equals_full_rebuild(tmp_path, monkeypatch):
    monkeypatch.setattr(results_module, "LEMMAS_EVERY_SECONDS", 0.0)
    path = tmp_path / "r.sqlite"
    with ResultsWriter(path, min_segment_frequency=2) as writer:
        for i, (url, tokens, segments) in enumerate(PAGES * 3):
            writer.add_page(meta(f"{url}?{i}"), make_result(url, tokens, segments))
            if i % 2:
                writer.refresh_run_tables()
        writer.refresh_run_tables()
        incremental = {t: rows(path, f"SELECT * FROM {t} ORDER BY 1, 2")
                       for t in ("words", "segments", "lemmas", "vocabulary")}
        writer.refresh_run_tables(full=True)
        for table, before in incremental.items():
            assert rows(path, f"SELECT * FROM {table} ORDER BY 1, 2") == before, table


def test_lemmas_are_rebuilt_at_most_every_few_seconds_and_at_close(tmp_path, monkeypatch):
    monkeypatch.setattr(results_module, "LEMMAS_EVERY_SECONDS", 3600.0)
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path)
    writer.add_page(meta("https://a.es/1"), make_result("https://a.es/1", ["canto"]))
    writer.refresh_run_tables()  # the first refresh always includes lemmas
    writer.add_page(meta("https://a.es/2"), make_result("https://a.es/2", ["canto"]))
    writer.refresh_run_tables()
    info = dict(rows(path, "SELECT key, value FROM run_info"))
    assert (info["refreshed_through_page"], info["lemmas_through_page"]) == ("2", "1")
    assert rows(path, "SELECT frequency FROM words WHERE form = 'canto'") == [(2,)]
    assert rows(path, "SELECT frequency FROM lemmas WHERE lemma = 'cantar'") == [(1,)]
    writer.close()
    assert rows(path, "SELECT frequency FROM lemmas WHERE lemma = 'cantar'") == [(2,)]
    assert rows(path, "SELECT value FROM run_info WHERE key = 'lemmas_through_page'") == [
        ("2",)]


def test_vocabulary_growth_is_cumulative_tokens_and_types(written):
    path, writer, _ = written
    seen: set[str] = set()
    tokens = 0
    expected = []
    for page, (_, toks, _) in enumerate(PAGES, 1):
        tokens += len(toks)
        seen.update(toks)
        expected.append((page, tokens, len(seen)))
    assert rows(path, "SELECT page, tokens, types FROM vocabulary ORDER BY page") == expected
    writer.refresh_run_tables(full=True)  # the rebuilt curve is the same
    assert rows(path, "SELECT page, tokens, types FROM vocabulary ORDER BY page") == expected


def test_profiles(written):
    path, _, _ = written
    assert rows(path, "SELECT part, new_words, total_words FROM profiles WHERE page = 1") == [
        (1, 4, 4), (2, 2, 4)]


def test_fetched_document_meta_and_incidents(tmp_path, monkeypatch):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path)
    doc = FetchedDocument(url="http://x.es/a", final_url="http://x.es/b",
                          start_url="http://x.es/", status=200, content_type="text/html",
                          charset="windows-1252", html="<p>casa</p>", bytes=11,
                          fetched_at="2026-01-01T00:00:00+00:00", elapsed=0.1, depth=2)
    writer.add_incident(Incident(url="http://x.es/roto", start_url="http://x.es/",
                                 outcome=Outcome.NOT_OBTAINED, cause=Cause.HTTP_STATUS,
                                 status=404, attempts=1))
    # Queued: not visible until the next page (or a second) commits it.
    assert rows(path, "SELECT COUNT(*) FROM incidents") == [(0,)]
    writer.add_page(doc, make_result(doc.url, ["casa"]))
    assert rows(path, "SELECT url, outcome, cause, status FROM incidents") == [
        ("http://x.es/roto", "not_obtained", "http_status", 404)]
    assert rows(path, "SELECT final_url, charset, depth, content_type FROM pages") == [
        ("http://x.es/b", "windows-1252", 2, "text/html")]
    monkeypatch.setattr(results_module, "INCIDENT_FLUSH_SECONDS", 0.0)
    writer.add_incident({"url": "http://x.es/lento", "outcome": "not_obtained",
                         "cause": "timeout"})
    assert rows(path, "SELECT COUNT(*) FROM incidents") == [(2,)]  # flushed by time
    writer.close()


def test_a_failed_page_does_not_write_committed_incidents_again(tmp_path):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path)
    writer.add_incident({"url": "http://x.es/1", "outcome": "not_obtained", "cause": "timeout"})
    writer.add_page(meta("http://x.es/a"), make_result("http://x.es/a", ["el"]))
    writer._conn.execute("PRAGMA query_only = 1")
    with pytest.raises(ResultsError):
        writer.add_page(meta("http://x.es/b"), make_result("http://x.es/b", ["el"]))
    writer._conn.execute("PRAGMA query_only = 0")
    writer.close()
    assert rows(path, "SELECT COUNT(*) FROM incidents") == [(1,)]


def test_flush_if_due(tmp_path, monkeypatch):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path)
    writer.add_incident({"url": "http://x.es/1", "outcome": "not_obtained", "cause": "timeout"})
    writer.flush_if_due()  # not due yet
    assert rows(path, "SELECT COUNT(*) FROM incidents") == [(0,)]
    monkeypatch.setattr(results_module, "INCIDENT_FLUSH_SECONDS", 0.0)
    writer.flush_if_due()
    assert rows(path, "SELECT COUNT(*) FROM incidents") == [(1,)]
    writer.close()


def test_set_info_set_triage_and_summary(written):
    path, writer, _ = written
    writer.set_info("status", "completed")
    writer.set_info("counts", {"pages": 3})
    writer.set_triage({"webcómic": "candidate", "covid19": "contains_digits"})
    writer.refresh_run_tables()
    assert dict(rows(path, "SELECT key, value FROM run_info"))["counts"] == '{"pages": 3}'
    assert set(rows(path, "SELECT key, triage FROM unrecognized")) == {
        ("webcómic", "candidate"), ("covid19", "contains_digits"), ("nanoesporas", None)}
    s = summary(path)
    assert s["counts"]["pages"] == 3
    assert s["counts"]["tokens"] == sum(len(t) for _, t, _ in PAGES)
    assert s["counts"]["types"] == len({t for _, toks, _ in PAGES for t in toks})
    assert s["counts"]["unrecognized"] == 3
    assert s["counts"]["unrecognized_occurrences"] == 4
    assert s["top_segments"][0] == ("el canto", 3)
    assert s["top_unrecognized"][0] == ("webcómic", 2)
    assert writer.summary() == s


def test_two_writers_never_share_a_file(written):
    path, _, _ = written
    with pytest.raises(ResultsError, match="already exists"):
        ResultsWriter(path)
    assert rows(path, "SELECT COUNT(*) FROM pages") == [(3,)]


def test_missing_folder_gives_a_clear_error(tmp_path):
    with pytest.raises(ResultsError, match=r"nowhere/results\.sqlite: cannot create"):
        ResultsWriter(tmp_path / "nowhere" / "results.sqlite")


def test_full_disk_gives_a_clear_error_and_keeps_what_was_written(written):
    path, writer, _ = written
    conn = writer._conn  # simulate a full disk: no page may be added to the file
    size = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {size}")
    big = make_result("https://a.es/big", [f"palabra{i}x" for i in range(5000)])
    with pytest.raises(ResultsError) as info:
        writer.add_page(meta("https://a.es/big"), big)
    assert str(path) in str(info.value) and "disk is full" in str(info.value)
    assert rows(path, "PRAGMA integrity_check") == [("ok",)]
    assert rows(path, "SELECT COUNT(*) FROM pages") == [(3,)]
    assert rows(path, "SELECT COUNT(*) FROM words WHERE form LIKE 'palabra%'") == [(0,)]
    # Space again: the writer goes on, with codes still contiguous.
    conn.execute("PRAGMA max_page_count = 1073741823")
    writer.add_page(meta("https://a.es/4"), make_result("https://a.es/4", ["zzz"]))
    assert rows(path, "SELECT MAX(code) = COUNT(*) FROM words") == [(1,)]


def test_read_only_database_gives_a_clear_error(written):
    path, writer, _ = written
    writer._conn.execute("PRAGMA query_only = 1")  # root ignores chmod; this is SQLITE_READONLY
    with pytest.raises(ResultsError, match="read-only"):
        writer.add_page(meta("https://a.es/x"), make_result("https://a.es/x", ["el"]))
    writer._conn.execute("PRAGMA query_only = 0")
    assert rows(path, "SELECT COUNT(*) FROM pages") == [(3,)]


def test_closed_writer_refuses_to_write(tmp_path):
    writer = ResultsWriter(tmp_path / "r.sqlite")
    writer.close()
    writer.close()  # idempotent
    with pytest.raises(ResultsError, match="closed"):
        writer.add_page(None, make_result("file:///a.txt", ["el"]))


def test_local_file_without_meta(tmp_path):
    path = tmp_path / "r.sqlite"
    with ResultsWriter(path) as writer:
        writer.add_page(None, make_result("file:///corpus/a.txt", ["el", "canto"]))
    assert rows(path, "SELECT url, final_url, start_url FROM pages") == [
        ("file:///corpus/a.txt", "file:///corpus/a.txt", "")]


def test_close_builds_word_indexes_and_open_results_reads(written):
    path, writer, _ = written
    writer.close()
    names = {r[0] for r in rows(path, "SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"idx_page_words_word_page", "idx_unrecognized_key", "idx_words_frequency",
            "idx_segments_frequency"} <= names
    conn = open_results(path)
    assert conn.execute("SELECT COUNT(*) FROM pages").fetchone()[0] == 3
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        conn.execute("DELETE FROM pages")
    conn.close()
    with pytest.raises(ResultsError, match="no such results file"):
        open_results(path.with_name("other.sqlite"))


CRASH_SCRIPT = textwrap.dedent("""
    import sys
    from pathlib import Path
    sys.path.insert(0, {tests!r})
    from test_store_writer import make_result, meta
    from daweb.store.writer import ResultsWriter
    writer = ResultsWriter(Path({path!r}), min_segment_frequency=2)
    i = 0
    while True:
        i += 1
        url = f"https://a.es/{{i}}"
        segments = {{"el canto": 20, f"canto nuevo{{i}}x": 1}}
        writer.add_page(meta(url), make_result(url, ["el", "canto", f"nuevo{{i}}x"] * 20,
                                               segments))
        print(i, flush=True)
""")


def test_kill_9_leaves_every_written_page(tmp_path):
    path = tmp_path / "results.sqlite"
    script = CRASH_SCRIPT.format(tests=str(Path(__file__).parent), path=str(path))
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    reported = 0
    deadline = time.monotonic() + 60
    while reported < 50 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        reported = int(line)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert reported >= 50, "the writer subprocess did not start"
    assert rows(path, "PRAGMA integrity_check") == [("ok",)]
    assert rows(path, "PRAGMA foreign_key_check") == []
    pages = rows(path, "SELECT COUNT(*) FROM pages")[0][0]
    assert pages >= reported  # every page acknowledged before the kill is there
    # Per-page tables are complete for each page, and the run tables can be rebuilt.
    assert rows(path, "SELECT COUNT(DISTINCT page) FROM page_words") == [(pages,)]
    counts = summary(path)["counts"]  # read-only, as `daweb runs` does after a crash
    assert (counts["pages"], counts["types"]) == (pages, pages + 2)
    # The run tables can be derived again: the record of every page is whole.
    assert rows(path, "SELECT SUM(pw.frequency), COUNT(*) FROM page_words pw "
                      "JOIN words w ON w.code = pw.word WHERE w.form = 'canto'") == [
        (20 * pages, pages)]
    assert rows(path, "SELECT MAX(types) FROM vocabulary") == [(pages + 2,)]
    # Segments: the frequent one is complete; the ones still pending in memory are gone.
    assert rows(path, "SELECT segment, SUM(frequency), COUNT(*) FROM page_segments "
                      "GROUP BY segment") == [("el canto", 20 * pages, pages)]
    assert rows(path, "SELECT COUNT(*) FROM page_segments") == [(pages,)]


def test_a_reader_sees_each_committed_page_while_the_run_goes_on(tmp_path):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path)
    reader = open_results(path)
    for n in range(1, 4):
        writer.add_page(meta(f"https://a.es/{n}"), make_result(f"https://a.es/{n}", ["el"]))
        assert reader.execute("SELECT COUNT(*) FROM pages").fetchone()[0] == n
    reader.close()
    writer.close()


# ---------------------------------------------------------------------------------------------
# Segments below the run minimum wait in memory (docs/results.md, "page_segments")
# ---------------------------------------------------------------------------------------------


def segment_rows(path: Path) -> set[tuple[int, str, int]]:
    return set(rows(path, "SELECT page, segment, frequency FROM page_segments"))


def test_segments_are_written_once_they_reach_the_run_minimum(tmp_path):
    path = tmp_path / "r.sqlite"
    pages = [{"a b": 1, "c d": 1, "x y": 3}, {"a b": 1, "e f": 2}, {"a b": 1, "c d": 1},
             {"a b": 2, "e f": 1}]
    expected_after = [
        {(1, "x y", 3)},  # reaches 3 on its own page
        {(1, "x y", 3)},  # a b and e f have 2 occurrences: still in memory
        {(1, "x y", 3), (1, "a b", 1), (2, "a b", 1), (3, "a b", 1)},  # back-filled
        {(1, "x y", 3), (1, "a b", 1), (2, "a b", 1), (3, "a b", 1), (4, "a b", 2),
         (2, "e f", 2), (4, "e f", 1)},
    ]
    writer = ResultsWriter(path, min_segment_frequency=3)
    for n, (segments, expected) in enumerate(zip(pages, expected_after, strict=True), 1):
        writer.add_page(meta(f"https://a.es/{n}"),
                        make_result(f"https://a.es/{n}", ["el"], segments))
        assert segment_rows(path) == expected, n  # committed with page n
    writer.close()
    assert rows(path, "SELECT text, length, frequency, pages FROM segments ORDER BY text") == [
        ("a b", 2, 5, 4), ("e f", 2, 3, 2), ("x y", 2, 3, 1)]
    info = dict(rows(path, "SELECT key, value FROM run_info"))
    assert (info["segments_never_written"], info.get("segment_prunes")) == ("1", None)  # c d


def true_totals(pages: list[dict[str, int]]) -> tuple[Counter, Counter]:
    freq: Counter[str] = Counter()
    count: Counter[str] = Counter()
    for segments in pages:
        freq.update(segments)
        count.update(segments.keys())
    return freq, count


def test_segments_and_page_segments_are_exact_without_pruning(tmp_path, monkeypatch):
    monkeypatch.setattr(results_module, "LEMMAS_EVERY_SECONDS", 0.0)
    path = tmp_path / "r.sqlite"
    pages = random_pages(1, 60, 400)
    freq, count = true_totals(pages)
    with ResultsWriter(path, min_segment_frequency=3) as writer:
        for n, segments in enumerate(pages, 1):
            writer.add_page(meta(f"https://a.es/{n}"),
                            make_result(f"https://a.es/{n}", ["el"], segments))
            if n % 7 == 0:  # back-filled rows of pages an earlier refresh covered
                writer.refresh_run_tables()
        writer.refresh_run_tables()
        incremental = rows(path, "SELECT * FROM segments ORDER BY text")
        writer.refresh_run_tables(full=True)
        assert rows(path, "SELECT * FROM segments ORDER BY text") == incremental
    frequent = {s for s, f in freq.items() if f >= 3}
    assert 0 < len(frequent) < len(freq)  # both kinds occur, so the test can tell them apart
    assert rows(path, "SELECT text, frequency, pages FROM segments ORDER BY text") == [
        (s, freq[s], count[s]) for s in sorted(frequent)]
    assert segment_rows(path) == {(n, s, f) for n, segments in enumerate(pages, 1)
                                  for s, f in segments.items() if s in frequent}


def test_accented_segments_wait_and_are_written_exactly(tmp_path):
    # Segments with accents (and their UTF-8 of several bytes a letter) pending, written,
    # back-filled, given to a partition's state and written as held back: the same text.
    path = tmp_path / "r.sqlite"
    spelled = ("año nuevo", "canción española", "über straße", "ñandú")
    pages = [{f"{spelled[int(s[1:].split()[0]) % 4]} {s}": f for s, f in segments.items()}
             for segments in random_pages(3, 40, 200)]
    freq, count = true_totals(pages)
    with ResultsWriter(path, min_segment_frequency=3, partition=True) as writer:
        for n, segments in enumerate(pages, 1):
            writer.add_page(meta(f"https://a.es/{n}"),
                            make_result(f"https://a.es/{n}", ["el"], segments))
        pending, promoted = writer.segment_state()
        frequent = {s for s, f in freq.items() if f >= 3}
        assert 0 < len(frequent) < len(freq)
        assert promoted == frequent
        assert pending == {s: f for s, f in freq.items() if f < 3}
        held = max(pending, key=lambda s: (pending[s], s))  # written as a whole run would
        writer.write_pending_segments([held])
        assert held not in writer.segment_state()[0]
    assert segment_rows(path) == {(n, s, f) for n, segments in enumerate(pages, 1)
                                  for s, f in segments.items() if s in frequent | {held}}
    assert rows(path, "SELECT text, frequency, pages FROM segments ORDER BY text") == [
        (s, freq[s], count[s]) for s in sorted(frequent)]


def test_pruning_bounds_memory_and_keeps_what_the_documentation_promises(tmp_path):
    path = tmp_path / "r.sqlite"
    cap, minimum = 60, 3
    pages = random_pages(2, 120, 3000)
    writer = ResultsWriter(path, min_segment_frequency=minimum, pending_segment_cap=cap)
    for n, segments in enumerate(pages, 1):
        writer.add_page(meta(f"https://a.es/{n}"),
                        make_result(f"https://a.es/{n}", ["el"], segments))
        assert len(writer._segments) <= cap
    writer.close()
    info = dict(rows(path, "SELECT key, value FROM run_info"))
    prune_pages = json.loads(info["segment_prune_pages"])
    assert len(prune_pages) == int(info["segment_prunes"]) > 1
    assert int(info["segment_pruned_occurrences"]) > 0
    freq, count = true_totals(pages)
    listed = {s: (f, p) for s, f, p in rows(path, "SELECT text, frequency, pages FROM segments")}
    # Never more than the truth; every written row is a true (page, segment, frequency).
    assert all(f <= freq[s] and p <= count[s] for s, (f, p) in listed.items())
    assert segment_rows(path) <= {(n, s, f) for n, segments in enumerate(pages, 1)
                                  for s, f in segments.items()}
    # Every segment with >= minimum occurrences between two consecutive prunes is listed.
    bounds = [0, *prune_pages, len(pages)]
    for low, high in zip(bounds, bounds[1:], strict=False):
        window, _ = true_totals(pages[low:high])
        for s, f in window.items():
            if f >= minimum:
                assert s in listed, (s, low, high)
    # Pruning did lose something here, or the test could not tell it from exact counting.
    assert any(listed.get(s, (0, 0))[0] < f for s, f in freq.items() if f >= minimum)


@pytest.mark.parametrize("refuse, allow", [
    # before the page writes anything
    ("PRAGMA query_only = 1", "PRAGMA query_only = 0"),
    # after its segments were sorted (a real SQLite ABORT on the vocabulary row)
    ("CREATE TEMP TRIGGER refuse BEFORE INSERT ON vocabulary "
     "BEGIN SELECT RAISE(ABORT, 'refused'); END", "DROP TRIGGER refuse"),
])
def test_a_failed_page_leaves_no_pending_segment_behind(tmp_path, refuse, allow):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, min_segment_frequency=2)
    writer.add_page(meta("https://a.es/1"), make_result("https://a.es/1", ["el"], {"a b": 1}))
    writer._conn.execute(refuse)
    with pytest.raises(ResultsError):
        writer.add_page(meta("https://a.es/x"),
                        make_result("https://a.es/x", ["el"], {"a b": 1, "c d": 1}))
    writer._conn.execute(allow)
    # Page 2 reuses the failed page's id: nothing of the failed page may count.
    writer.add_page(meta("https://a.es/2"), make_result("https://a.es/2", ["el"], {"c d": 1}))
    assert segment_rows(path) == set()
    writer.add_page(meta("https://a.es/3"),
                    make_result("https://a.es/3", ["el"], {"a b": 1, "c d": 1}))
    assert segment_rows(path) == {(1, "a b", 1), (3, "a b", 1), (2, "c d", 1), (3, "c d", 1)}
    writer.close()


@pytest.mark.parametrize("background", [False, True])
def test_set_triage_tags_every_occurrence_and_can_be_called_again(tmp_path, background):
    # with a committing process, the triage is stored there (a run's end does it in a
    # thread while it records the run in the neology database)
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, background=background)
    for n in range(1, 4):
        writer.add_page(meta(f"https://a.es/{n}"),
                        make_result(f"https://a.es/{n}", ["webcómic", "covid19", f"x{n}y"]))
    writer.set_triage({"webcómic": "candidate", "covid19": "contains_digits", "nada": "x"},
                      {"webcómic": "compound: web + cómic"})
    writer.set_triage({"covid19": "acronym"})  # a later call overrides, others stay
    assert Counter(rows(path, "SELECT key, triage, formation FROM unrecognized")) == Counter({
        ("webcómic", "candidate", "compound: web + cómic"): 3, ("covid19", "acronym", None): 3,
        ("x1y", None, None): 1, ("x2y", None, None): 1, ("x3y", None, None): 1})
    writer.close()


def test_corpus_rows_duplicates_feeds_versions_and_new_words(tmp_path):
    from analyzers.duplicates import Duplicate

    path = tmp_path / "results.sqlite"
    writer = ResultsWriter(path)
    first = writer.add_page(
        {**meta("https://a.es/"), "headers": (("ETag", '"v1"'), ("Last-Modified", "Tue, 05 Jun "
                                                                 "2008 09:50:11 GMT")),
         "feed": "https://a.es/rss", "published": "2008-06-05T09:50:11+00:00", "depth": 1},
        make_result("https://a.es/", ["casa", "canto"]), change="new")
    copy = writer.add_page(meta("https://a.es/index.html"),
                           make_result("https://a.es/index.html", []),
                           duplicate=Duplicate(first, "exact", 0), change="changed")
    writer.add_unchanged({**meta("https://a.es/viejo"), "headers": (("etag", '"v0"'),)})
    writer.refresh_run_tables()
    writer.add_new_words([(1, "casa", 1, 1)])
    writer.close()
    assert rows(path, "SELECT page, duplicate_of, kind, distance, similarity FROM duplicates"
                ) == [(copy, first, "exact", 0, 1.0)]
    assert rows(path, "SELECT page, feed, published FROM page_feeds") == [
        (first, "https://a.es/rss", "2008-06-05T09:50:11+00:00")]
    assert rows(path, "SELECT url, etag, last_modified, change, page, depth FROM page_versions "
                "ORDER BY url") == [
        ("https://a.es/", '"v1"', "Tue, 05 Jun 2008 09:50:11 GMT", "new", first, 1),
        ("https://a.es/index.html", "", "", "changed", copy, 0),
        ("https://a.es/viejo", '"v0"', "", "unchanged", None, 0)]
    counts = summary(path)["counts"]
    assert (counts["duplicates"], counts["new_pages"], counts["changed_pages"],
            counts["unchanged_pages"], counts["new_words"]) == (1, 1, 1, 1, 1)
    assert rows(path, "PRAGMA foreign_key_check") == []


def test_collocation_tables_are_written_when_the_run_closes(tmp_path):
    # Two pages "a b" and "a b": window ±1, every word a node, pairs seen twice listed.
    from analyzers.collocations import count_collocations
    from daweb.collocation_results import CooccurrenceOptions

    path = tmp_path / "results.sqlite"
    options = CooccurrenceOptions(collocations=True, window=1, min_node_freq=1, min_freq=2)
    writer = ResultsWriter(path, cooccurrence=options)
    for n in range(2):
        writer.add_page(None, DocumentResult(
            f"https://a.es/{n}", "", 2, 2, {"a": 1, "b": 1}, {"a": ALPHA, "b": ALPHA},
            {"a": (), "b": ()},
            collocations=count_collocations(["a", "b"], {"a": "a", "b": "b"}, 1)))
    writer.refresh_run_tables()
    # during the run the scores cannot be known yet: no table (readers tolerate that)
    assert rows(path, "SELECT name FROM sqlite_master WHERE name = 'collocations'") == []
    writer.close()
    assert rows(path, "SELECT node, collocate, frequency, left_count, right_count "
                      "FROM collocations ORDER BY node") == [("a", "b", 2, 0, 2),
                                                             ("b", "a", 2, 2, 0)]
    assert rows(path, "PRAGMA integrity_check") == [("ok",)]


def test_refresh_if_due_waits_and_a_refresh_with_nothing_new_changes_nothing(tmp_path,
                                                                             monkeypatch):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, min_segment_frequency=2)
    url, tokens, segments = PAGES[0]
    writer.add_page(meta(url), make_result(url, tokens, segments))
    monkeypatch.setattr(results_module, "REFRESH_SECONDS", 3600.0)
    writer.refresh_if_due()  # the writer was created just now: not due
    assert "refreshed_through_page" not in dict(rows(path, "SELECT key, value FROM run_info"))
    monkeypatch.setattr(results_module, "REFRESH_SECONDS", 0.0)
    writer.refresh_if_due()
    assert dict(rows(path, "SELECT key, value FROM run_info"))["refreshed_through_page"] == "1"
    tables = ("words", "segments", "segment_totals", "lemmas", "vocabulary")
    before = {t: rows(path, f"SELECT * FROM {t} ORDER BY 1, 2") for t in tables}
    writer.finish_tables()  # nothing new: the totals statements are skipped …
    writer.close()  # … and close() does not repeat the refresh or the indexes
    assert {t: rows(path, f"SELECT * FROM {t} ORDER BY 1, 2") for t in tables} == before
    assert rows(path, "SELECT count(*) FROM sqlite_master "
                      "WHERE name = 'idx_page_words_word_page'") == [(1,)]


def test_recorded_duplicates_leave_what_an_uncounted_copy_leaves(tmp_path):
    """A cluster worker writes every page, then uncounts the copies the run found: its
    per-page rows and segment memory are those of a writer given the copies uncounted."""
    from analyzers.duplicates import Duplicate, uncounted

    copy = ("https://a.es/copia", PAGES[0][1], {"el canto": 2, "de la": 1, "la casa": 1})
    pages = [PAGES[0], copy, PAGES[1], PAGES[2]]
    found = Duplicate(1, "exact", 0)
    later = ResultsWriter(tmp_path / "later.sqlite", min_segment_frequency=3, partition=True)
    first = ResultsWriter(tmp_path / "first.sqlite", min_segment_frequency=3, partition=True)
    for n, (url, tokens, segments) in enumerate(pages, 1):
        result = make_result(url, tokens, segments)
        later.add_page(meta(url), result)
        first.add_page(meta(url), uncounted(result) if n == 2 else result,
                       duplicate=found if n == 2 else None)
    # with the copy counted, "el canto" (2 + 2 + 1) and "de la" reached 3: written
    assert {"el canto", "de la"} <= later.segment_state()[1]
    later.record_duplicates([(2, found)], uncount=True)
    assert later.segment_state() == first.segment_state()
    for writer in (later, first):
        writer.close_partition()
    for table in ("pages", "page_words", "unrecognized", "page_segments", "profiles",
                  "duplicates"):
        # occurrence ids keep gaps where the copy's were (a merge numbers them afresh)
        columns = "page, word, offset" if table == "unrecognized" else "*"
        sql = f"SELECT {columns} FROM {table} ORDER BY 1, 2, 3"
        got = rows(tmp_path / "later.sqlite", sql)
        expected = rows(tmp_path / "first.sqlite", sql)
        if table == "pages":  # analyzed_at differs
            got, expected = ([r[:16] + r[17:] for r in rs] for rs in (got, expected))
        assert got == expected, table


def test_lemma_frequencies_add_up_to_the_words_proper(tmp_path):
    """A real analysis written and refreshed: every occurrence counts for one reading."""
    from analyzers.analyzer import AnalysisConfig, Analyzer
    from analyzers.document import SourceDocument

    texts = ["El canto de los pájaros es bello. Yo la vi en la casa del pueblo.",
             "La casa que canto tiene un jardín grande y verde, dímelo. Blorfos raros.",
             "El canto del gallo es la casa de la mañana."]
    for on in (True, False):
        path = tmp_path / f"{on}.sqlite"
        analyze = Analyzer(AnalysisConfig(disambiguate=on, template_share=None)).analyze
        with ResultsWriter(path, min_segment_frequency=2) as writer:
            for n, text in enumerate(texts):
                writer.add_page(None, analyze(SourceDocument(f"http://x/{n}", text, False)))
        alpha = rows(path, "SELECT SUM(frequency) FROM words WHERE kind = 'alpha'")[0][0]
        lemmas = rows(path, "SELECT SUM(frequency) FROM lemmas")[0][0]
        per_form = rows(path, "SELECT w.form, w.frequency, SUM(wl.frequency) FROM words w "
                              "JOIN word_lemmas wl ON wl.word = w.code GROUP BY w.code")
        de_noun = rows(path, "SELECT frequency FROM lemmas WHERE lemma = 'de' AND pos = 'NOUN'")
        if on:
            assert lemmas == alpha == sum(len(re.findall(r"[^\W\d_]+", t)) for t in texts)
            assert all(f == total for _, f, total in per_form), per_form
            assert de_noun == []
            assert rows(path, "SELECT frequency FROM lemmas WHERE lemma = 'de+el'") == [(2,)]
            (guess,) = rows(path, "SELECT frequency, guessed FROM lemmas "
                                  "WHERE lemma = 'blorfos'")
            assert guess == (1, 1)  # an unknown word's category is a guess
            assert rows(path, "SELECT SUM(guessed) FROM lemmas")[0][0] == 1
        else:  # the paper's context-free counts: an ambiguous form counts for each reading
            assert lemmas > alpha and de_noun == [(2,)]  # "de" twice, "del" is its own form


def test_words_of_other_languages_are_counted_per_page_and_run(tmp_path):
    path = tmp_path / "results.sqlite"
    writer = ResultsWriter(path, outputs={"https://a.es/": ""})
    for url, languages in (("https://a.es/", {"en": 12, "ca": 3}), ("https://a.es/2", {"en": 5}),
                           ("https://a.es/3", {})):
        result = replace(make_result(url, "el canto de la casa".split()), languages=languages)
        writer.add_page(meta(url, "https://a.es/"), result)
    writer.close()
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM page_languages").fetchone()[0] == 3
    assert summary(path)["other_languages"] == [("en", 17), ("ca", 3)]


def _contents(path: Path) -> dict[str, list[tuple]]:
    """Every table's rows, without the columns that record when (``*_at``)."""
    with closing(sqlite3.connect(path)) as conn:
        tables = [t for (t,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        out = {}
        for table in tables:
            columns = [c[1] for c in conn.execute(f"PRAGMA table_info({table})")
                       if not c[1].endswith("_at")]
            out[table] = sorted(conn.execute(
                f"SELECT {', '.join(columns)} FROM {table} WHERE "
                + ("key NOT LIKE '%_at'" if table == "run_info" else "1")).fetchall(),
                key=repr)
    return out


def test_a_writer_that_commits_in_the_background_writes_the_same_file(tmp_path):
    files = {}
    for background in (False, True):
        path = files[background] = tmp_path / f"{background}.sqlite"
        writer = ResultsWriter(path, outputs={"https://a.es/": "", "https://b.es/": "otros"},
                               min_segment_frequency=2, background=background)
        for n, (url, tokens, segments) in enumerate(PAGES * 3):
            writer.add_incident({"url": f"{url}#{n}", "outcome": "not_obtained",
                                 "cause": "timeout"})
            writer.add_page(meta(f"{url}?{n}", "https://b.es/" if "b.es" in url
                                 else "https://a.es/"), make_result(url, tokens, segments))
        assert writer.pages_written == 9
        writer.set_triage({"webcómic": "candidate"})
        writer.close()
    background = _contents(files[True])
    assert background["pages"] and background["page_segments"] and background["incidents"]
    assert background == _contents(files[False])


@pytest.mark.parametrize("cap", [100_000, 400])  # 400: pruned, where pages are committed
def test_a_committing_process_counts_the_segments_it_writes(tmp_path, paper_text, cap):
    """Segments left to count (``Analyzer(defer_segments=True)``) are counted and sorted by
    the pending memory where the pages are committed: the same file as counted dicts
    written one page at a time, and nothing counted in the writer's process."""
    chunks = [paper_text[i:i + 1500] for i in range(0, 30_000, 1500)]
    streams = [scan(lower_preserving(chunk)) for chunk in chunks]
    words = [[t for t in dict.fromkeys(stream) if classify(t) == ALPHA] for stream in streams]
    files, sent = {}, []
    for background in (False, True):
        path = files[background] = tmp_path / f"{background}.sqlite"
        writer = ResultsWriter(path, min_segment_frequency=3, background=background,
                               pages_in_flight=4, pending_segment_cap=cap)
        assert writer.commits_elsewhere is background
        for n, (stream, kept) in enumerate(zip(streams, words, strict=True)):
            segments = PageSegments(stream, kept)
            if not background:
                segments = dict(segments)
            else:
                sent.append(segments)
            writer.add_page(meta(f"https://a.es/{n}"),
                            replace(make_result(f"https://a.es/{n}", kept), segments=segments))
        writer.close()
    assert all(segments._counts is None for segments in sent)
    contents = _contents(files[True])
    info = dict(contents["run_info"])
    assert contents["page_segments"] and ("segment_prunes" in info) is (cap == 400)
    assert int(info["segments_never_written"]) > 0
    assert contents == _contents(files[False])


def test_a_writer_with_a_committing_process_does_not_answer_for_its_pending_segments(
        tmp_path):
    writer = ResultsWriter(tmp_path / "r.sqlite", min_segment_frequency=3, background=True)
    writer.add_page(meta("https://a.es/1"), make_result("https://a.es/1", ["el"], {"a b": 1}))
    with pytest.raises(RuntimeError, match="kept by the committing process"):
        writer.segment_state()
    with pytest.raises(RuntimeError, match="kept by the committing process"):
        writer.prune_info()
    writer.close()


def test_only_a_partition_s_writer_lists_its_pending_segments(tmp_path):
    writer = ResultsWriter(tmp_path / "r.sqlite", min_segment_frequency=3)
    writer.add_page(meta("https://a.es/1"), make_result("https://a.es/1", ["el"], {"a b": 1}))
    with pytest.raises(RuntimeError, match=r"held by key.*partition=True"):
        writer.segment_state()
    assert writer.prune_info() == {"prunes": [], "occurrences": 0, "max_count": 0}
    writer.close()


def test_a_page_that_fails_in_the_background_is_taken_back_and_named_by_the_next_call(
        tmp_path):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, min_segment_frequency=2, background=True)
    writer.add_page(meta("https://a.es/1"), make_result("https://a.es/1", ["el"], {"a b": 1}))
    writer.add_incident({"url": "https://a.es/lost", "outcome": "not_obtained",
                         "cause": "timeout"})
    writer.settle()  # page 1 is in the file
    with closing(sqlite3.connect(path)) as conn:  # the committer's connection sees it too
        conn.execute("CREATE TRIGGER refuse BEFORE INSERT ON vocabulary "
                     "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    failed = make_result("https://a.es/x", ["el", "nuevo"], {"a b": 1, "c d": 1})
    assert writer.add_page(meta("https://a.es/x"), failed) == 2  # returns before its commit
    with pytest.raises(ResultsError, match=r"r\.sqlite: cannot write the results of "
                                           r"https://a\.es/x: refused"):
        writer.add_page(meta("https://a.es/2"), make_result("https://a.es/2", ["el"]))
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TRIGGER refuse")
    # Page 2 reuses the failed page's id: nothing of the failed page may count.
    assert writer.add_page(meta("https://a.es/2"),
                           make_result("https://a.es/2", ["el"], {"c d": 1})) == 2
    writer.add_page(meta("https://a.es/3"),
                    make_result("https://a.es/3", ["el", "otro"], {"a b": 1, "c d": 1}))
    writer.close()
    assert segment_rows(path) == {(1, "a b", 1), (3, "a b", 1), (2, "c d", 1), (3, "c d", 1)}
    assert rows(path, "SELECT code, form FROM words ORDER BY code") == [
        (1, "el"), (2, "otro")]  # "nuevo"'s code was given back
    # the incident the failed page took is written with the next one, once
    assert rows(path, "SELECT url FROM incidents") == [("https://a.es/lost",)]


def _indexes(path: Path) -> set[str]:
    with closing(sqlite3.connect(path)) as conn:
        return {name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'idx_%'")}


def test_a_committing_process_makes_the_final_refresh_and_indexes(tmp_path):
    files = {}
    for background in (False, True):
        path = files[background] = tmp_path / f"{background}.sqlite"
        writer = ResultsWriter(path, min_segment_frequency=2, background=background)
        for n, (url, tokens, segments) in enumerate(PAGES * 2):
            writer.add_page(meta(f"{url}?{n}"), make_result(url, tokens, segments))
        executed: list[str] = []
        writer._conn.set_trace_callback(executed.append)  # the run process' own statements
        writer.finish_tables()
        writer._conn.set_trace_callback(None)
        ran_here = " ".join(executed)
        assert ("INSERT INTO lemmas" in ran_here and "CREATE INDEX" in ran_here) \
            is not background
        writer.close()
    assert "idx_page_words_word_page" in _indexes(files[True])
    assert _indexes(files[True]) == _indexes(files[False])
    contents = _contents(files[True])
    assert contents["lemmas"] and contents["segments"]
    assert contents == _contents(files[False])


def test_a_final_refresh_that_fails_in_the_committing_process_is_named_and_the_writer_goes_on(
        tmp_path):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, min_segment_frequency=2, background=True)
    for n, (url, tokens, segments) in enumerate(PAGES):
        writer.add_page(meta(f"{url}?{n}"), make_result(url, tokens, segments))
    writer.settle()
    with closing(sqlite3.connect(path)) as conn:  # the committer's connection sees it too
        conn.execute("CREATE TRIGGER refuse BEFORE INSERT ON lemmas "
                     "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    with pytest.raises(ResultsError, match=r"r\.sqlite: cannot update the run totals: refused"):
        writer.final_refresh()
    assert rows(path, "SELECT count(*) FROM lemmas") == [(0,)]  # rolled back whole
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TRIGGER refuse")
    url, tokens, segments = PAGES[0]
    writer.add_page(meta(f"{url}?again"), make_result(url, tokens, segments))
    writer.close()  # the committing process took the next page and refreshed again
    assert rows(path, "SELECT count(*) FROM pages") == [(len(PAGES) + 1,)]
    assert rows(path, "SELECT SUM(frequency) FROM lemmas") == rows(
        path, "SELECT SUM(frequency) FROM word_lemmas")


def test_a_committing_process_gone_at_the_end_leaves_the_work_to_the_writer(tmp_path):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, min_segment_frequency=2, background=True)
    for n, (url, tokens, segments) in enumerate(PAGES):
        writer.add_page(meta(f"{url}?{n}"), make_result(url, tokens, segments))
    writer.settle()
    child = writer._committer._process  # type: ignore[union-attr]
    os.kill(child.pid, signal.SIGKILL)
    child.join(timeout=10)
    writer.close()  # the final refresh and indexes in the writer's own connection
    assert rows(path, "SELECT count(*) FROM pages") == [(len(PAGES),)]
    assert rows(path, "SELECT SUM(frequency) FROM lemmas") == rows(
        path, "SELECT SUM(frequency) FROM word_lemmas")
    assert "idx_page_words_word_page" in _indexes(path)


#: Pages whose segments, at a run minimum of 3, are created, grown, promoted and written
#: direct from one page to the next, and whose unrecognized forms are new or seen before.
IN_FLIGHT_PAGES = [
    ("https://a.es/1", ["el", "canto", "zarandajo"], {"a b": 1, "c d": 1}),
    ("https://a.es/2", ["el", "nanoespora"], {"a b": 1, "e f": 1}),
    ("https://a.es/3", ["webcómic", "canto", "zarandajo"], {"a b": 1, "c d": 1, "g h": 2}),
    ("https://a.es/4", ["covid19", "nanoespora", "el"], {"a b": 1, "e f": 1, "g h": 1}),
    ("https://a.es/5", ["webcómic", "casa"], {"c d": 1, "e f": 2, "i j": 1}),
]


def write_in_flight_pages(path: Path, pages_in_flight: int, background: bool,
                          pending_segment_cap: int = 1000) -> ResultsWriter:
    """A writer with IN_FLIGHT_PAGES written (the last ones maybe still in flight)."""
    writer = ResultsWriter(path, min_segment_frequency=3, background=background,
                           pages_in_flight=pages_in_flight,
                           pending_segment_cap=pending_segment_cap)
    for url, tokens, segments in IN_FLIGHT_PAGES:
        writer.add_page(meta(url), make_result(url, tokens, segments))
    return writer


@pytest.mark.parametrize("cap", [1000, 2])  # 2: the memory is pruned while pages are in flight
def test_pages_in_flight_write_the_same_file_as_one_page_at_a_time(tmp_path, cap):
    files = {}
    for background in (False, True):
        files[background] = tmp_path / f"{background}.sqlite"
        write_in_flight_pages(files[background], 3, background, cap).close()
    contents = _contents(files[True])
    assert contents["page_segments"] and (cap > 2 or dict(contents["run_info"])[
        "segment_prunes"] != "0")
    assert contents == _contents(files[False])


def test_a_failure_with_pages_in_flight_takes_back_every_page_after_the_last_committed(
        tmp_path):
    expected = tmp_path / "expected.sqlite"
    write_in_flight_pages(expected, 1, False).close()
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, min_segment_frequency=3, background=True, pages_in_flight=3,
                           pending_segment_cap=1000)
    results = [(meta(url), make_result(url, tokens, segments))
               for url, tokens, segments in IN_FLIGHT_PAGES]
    assert writer.add_page(*results[0]) == 1
    writer.settle()
    with closing(sqlite3.connect(path)) as conn:  # the committer's connection sees it too
        conn.execute("CREATE TRIGGER refuse BEFORE INSERT ON vocabulary WHEN NEW.page = 3 "
                     "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    # pages 2, 3 and 4 are under way at once: 3 fails, so 4 (built on it) is not committed
    assert [writer.add_page(*r) for r in results[1:4]] == [2, 3, 4]
    with pytest.raises(ResultsError, match=r"r\.sqlite: cannot write the results of "
                                           r"https://a\.es/3: refused"):
        writer.settle()
    assert rows(path, "SELECT id FROM pages") == [(1,), (2,)]
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TRIGGER refuse")
    # pages 3 and 4 again, then 5: the memory is as if 3 and 4 had never been written
    assert [writer.add_page(*r) for r in results[2:]] == [3, 4, 5]
    writer.close()
    assert _contents(path) == _contents(expected)


def test_a_writer_without_a_process_to_spare_commits_in_its_own(tmp_path, monkeypatch):
    def refused(*args, **kwargs):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(results_module, "Committer", refused)
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, background=True)
    writer.add_page(meta("https://a.es/1"), make_result("https://a.es/1", ["el", "canto"]))
    assert rows(path, "SELECT COUNT(*) FROM pages") == [(1,)]  # committed before it returned
    writer.close()


@pytest.mark.parametrize("background", [False, True])
def test_a_failed_page_gives_back_the_orphans_it_counted(tmp_path, background):
    # An unrecognized occurrence whose key is not among its page's words (an "orphan") is
    # coded without counting as a type, until a page has it among its words. A page that
    # counts it and then fails must leave it uncounted: the page written instead counts
    # it, as the vocabulary rebuilt from page_words does.
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, background=background)
    first = make_result("https://a.es/1", ["el", "canto"])
    writer.add_page(meta("https://a.es/1"),
                    replace(first, unrecognized=(occurrence("zarandajo", 5),)))
    writer.settle()
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TRIGGER refuse BEFORE INSERT ON vocabulary "
                     "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    second = make_result("https://a.es/2", ["el", "zarandajo"])
    with pytest.raises(ResultsError, match="refused"):
        writer.add_page(meta("https://a.es/2"), second)
        writer.settle()  # in the background, the failure is told by the next call
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TRIGGER refuse")
    writer.add_page(meta("https://a.es/2"), second)
    writer.settle()
    written = rows(path, "SELECT page, tokens, types FROM vocabulary ORDER BY page")
    assert written == [(1, 2, 2), (2, 4, 3)]  # el, canto; then zarandajo
    writer.refresh_run_tables(full=True)  # rebuilt from page_words
    assert rows(path, "SELECT page, tokens, types FROM vocabulary ORDER BY page") == written
    writer.close()


@pytest.mark.parametrize("background", [False, True])
def test_a_form_first_written_as_code_gets_kind_and_analyses_where_a_page_counts_it_as_a_word(
        tmp_path, background):
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, background=background)
    writer.add_page(meta("https://a.es/1"), as_code(make_result("https://a.es/1",
                                                                ["casa", "el"]), "casa"))
    writer.settle()
    word = "SELECT kind, lemmas, categories, recognized FROM words WHERE form = 'casa'"
    pairs = "SELECT lemma, pos FROM word_lemmas JOIN words ON code = word WHERE form = 'casa'"
    assert rows(path, word) == [("identifier", "", "", 0)] and rows(path, pairs) == []
    # the page that first counts it as a word fails (a real SQLite ABORT): nothing changes
    with closing(sqlite3.connect(path)) as conn:  # the committer's connection sees it too
        conn.execute("CREATE TRIGGER refuse BEFORE INSERT ON vocabulary "
                     "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    with pytest.raises(ResultsError, match="refused"):
        writer.add_page(meta("https://a.es/x"), make_result("https://a.es/x", ["casa"]))
        writer.settle()  # in the background, the failure is named by the next call
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TRIGGER refuse")
    assert rows(path, word) == [("identifier", "", "", 0)]
    assert rows(path, "SELECT kind FROM first_kinds") == [("identifier",)]
    writer.add_page(meta("https://a.es/2"), make_result("https://a.es/2", ["casa", "casa"]))
    writer.add_page(meta("https://a.es/3"), as_code(make_result("https://a.es/3",
                                                                ["casa"]), "casa"))
    writer.close()
    # the kind and the analyses are those of page 2, the first to count it as a word; the
    # kind of its first page is kept for the triage's code (first_kinds), written once
    assert rows(path, word) == [("alpha", "casa|casar", "NOUN|VERB", 1)]
    assert rows(path, "SELECT f.kind FROM first_kinds f JOIN words ON code = word "
                      "WHERE form IN ('casa', 'el')") == [("identifier",)]
    assert sorted(rows(path, pairs)) == [("casa", "NOUN"), ("casar", "VERB")]
    analyses = json.loads(rows(path, "SELECT analyses FROM words WHERE form = 'casa'")[0][0])
    assert [(a["lemma"], a["pos"]) for a in analyses] == [("casa", "NOUN"), ("casar", "VERB")]
    # its readings are no guesses in the lemma table
    assert rows(path, "SELECT lemma, pos, frequency, guessed FROM lemmas WHERE lemma IN "
                      "('casa', 'casar') ORDER BY 1") == [("casa", "NOUN", 2, 0),
                                                         ("casar", "VERB", 2, 0)]


@pytest.mark.parametrize("background", [False, True])
def test_text_rows_are_stored_as_written_with_their_types(tmp_path, background):
    # words, unrecognized and page_readings rows are bound as they are (not read from JSON):
    # quotes, backslashes, text that looks like JSON, characters beyond the BMP and a true
    # sentence start come back as written, the numbers and flags as integers.
    path = tmp_path / "r.sqlite"
    writer = ResultsWriter(path, background=background)
    odd = 'dijo "hola" \\n {"a": [1]} 🦜'
    awkward = Occurrence(form="Zarandajo\\", key="zarandajo\\", kind=ALPHA, offset=7,
                         left=odd, right="ñandú \u2028 fin", sentence_start=True)
    result = make_result("https://a.es/1", ["el", "canto", "zarandajo\\"])
    lexicon = {**result.analyses, "canto": (Analysis('can"to', "NOUN", "Gender=Masc\\x"),)}
    readings = {("canto", 'can"to', "NOUN"): 1, ("el", "el", "DET"): 1}
    writer.add_page(meta("https://a.es/1"), replace(
        result, analyses=lexicon, unrecognized=(awkward,), readings=readings))
    writer.close()
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute(
            "SELECT form, key, kind, offset, typeof(offset), left_context, right_context, "
            "sentence_start, typeof(sentence_start) FROM unrecognized").fetchall() == [
            ("Zarandajo\\", "zarandajo\\", ALPHA, 7, "integer", odd, "ñandú \u2028 fin", 1,
             "integer")]
        form, lemmas, analyses, recognized, kind = conn.execute(
            "SELECT form, lemmas, analyses, typeof(recognized), typeof(kind) FROM words "
            "WHERE form = 'canto'").fetchone()
        assert (form, lemmas, recognized, kind) == ("canto", 'can"to', "integer", "text")
        assert json.loads(analyses) == [{"lemma": 'can"to', "pos": "NOUN",
                                         "features": "Gender=Masc\\x", "source": ""}]
        assert conn.execute(
            "SELECT w.form, r.lemma, r.pos, r.frequency, typeof(r.word) FROM page_readings r "
            "JOIN words w ON w.code = r.word ORDER BY w.form").fetchall() == [
            ("canto", 'can"to', "NOUN", 1, "integer"), ("el", "el", "DET", 1, "integer")]


@pytest.mark.parametrize("background", [False, True])
def test_new_words_since_earlier_runs_are_found_where_the_pages_are_committed(tmp_path,
                                                                             background):
    # A word counted by an earlier run is not new; a word no earlier run counted is, with
    # this run's frequency and pages; a second call replaces what the first stored.
    earlier = tmp_path / "earlier"
    earlier.mkdir()
    old = ResultsWriter(earlier / "results.sqlite")
    old.add_page(meta("https://a.es/"), make_result("https://a.es/", ["el", "canto", "casa"]))
    old.close()
    path = tmp_path / "now" / "results.sqlite"
    path.parent.mkdir()
    writer = ResultsWriter(path, background=background)
    for url, tokens in (("https://a.es/", ["el", "canto", "webcómic", "webcómic"]),
                        ("https://a.es/2", ["casa", "webcómic", "covid19"])):
        writer.add_page(meta(url), make_result(url, tokens))
    writer.final_refresh()
    writer.add_new_words_since([earlier])
    writer.add_new_words_since([earlier])
    writer.close()
    assert rows(path, "SELECT n.form, n.frequency, n.pages, w.form FROM new_words n "
                      "JOIN words w ON w.code = n.word ORDER BY n.form") == [
        ("covid19", 1, 1, "covid19"), ("webcómic", 3, 2, "webcómic")]
