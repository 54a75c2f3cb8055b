"""Tests for daweb.store.writer_thread: a run's pages written on the writer's own thread,
into a real SQLite file, with the direct writer's results and failure semantics."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from test_store_writer import PAGES, make_result, meta, rows

from daweb.store.reading import ResultsError
from daweb.store.writer import ResultsWriter
from daweb.store.writer_thread import WriterThread

#: Every table a page's writing fills, in a stable order.
TABLES = {
    "pages": "SELECT id, url, final_url, start_url, tokens, types, output FROM pages",
    "words": "SELECT code, form, kind, lemmas, categories, analyses FROM words",
    "page_words": "SELECT page, word, frequency FROM page_words",
    "page_readings": "SELECT page, word, lemma, pos, frequency FROM page_readings",
    "unrecognized": "SELECT page, word, form, offset FROM unrecognized",
    "page_segments": "SELECT page, segment, frequency FROM page_segments",
    "segments": "SELECT text, frequency, pages FROM segments",
    "vocabulary": "SELECT page, tokens, types FROM vocabulary",
    "incidents": "SELECT url, outcome, cause FROM incidents",
    "page_versions": "SELECT url, change, page FROM page_versions",
}


def _write(path: Path, threaded: bool) -> None:
    """PAGES, an unchanged page and an incident, through the thread or directly."""
    writer = ResultsWriter(path, min_segment_frequency=2)
    with WriterThread(writer) if threaded else _Same(writer) as pages:
        ids = [pages.add_page(meta(url), make_result(url, tokens, segments), change="new")
               for url, tokens, segments in PAGES]
        pages.add_unchanged(meta("https://a.es/igual"), "d1g3st")
        pages.add_incidents([{"url": "https://a.es/roto", "outcome": "not_obtained",
                              "cause": "http_error", "status": 500}])
        pages.refresh_if_due()
        pages.flush_if_due()
    assert ids == [1, 2, 3]
    writer.close()


class _Same:
    """The direct writer in a ``with`` block, as the run uses it for a cluster."""

    def __init__(self, writer: ResultsWriter) -> None:
        self.writer = writer

    def __enter__(self) -> ResultsWriter:
        return self.writer

    def __exit__(self, *exc_info: object) -> None:
        return None


def test_the_thread_writes_what_the_direct_writer_writes(tmp_path):
    _write(tmp_path / "direct.sqlite", threaded=False)
    _write(tmp_path / "thread.sqlite", threaded=True)
    for table, sql in TABLES.items():
        direct = rows(tmp_path / "direct.sqlite", sql + " ORDER BY 1, 2, 3")
        assert direct, table
        assert rows(tmp_path / "thread.sqlite", sql + " ORDER BY 1, 2, 3") == direct, table


def test_a_write_error_reaches_the_analyzer_and_keeps_the_written_pages(tmp_path):
    path = tmp_path / "results.sqlite"
    writer = ResultsWriter(path, min_segment_frequency=2)
    writer._conn.execute("PRAGMA busy_timeout = 0")  # fail at once, not after 5 s
    blocker = sqlite3.connect(path, timeout=0)
    url, tokens, segments = PAGES[0]
    with pytest.raises(ResultsError) as info, WriterThread(writer, queue_size=1) as pages:
        pages.add_page(meta(url), make_result(url, tokens, segments))
        # With one place in the queue, the second of these is queued only once the thread
        # took the first, i.e. once the page is committed.
        pages.flush_if_due()
        pages.flush_if_due()
        blocker.execute("BEGIN IMMEDIATE")  # another program takes the write lock
        # The thread fails on the next page; the queue holds one call, so this loop would
        # block for ever unless the thread keeps emptying the queue after its error.
        for i in range(2, 50):
            pages.add_page(meta(f"https://a.es/{i}"),
                           make_result(f"https://a.es/{i}", tokens, segments))
    assert "locked" in str(info.value) and str(path) in str(info.value)
    assert "https://a.es/2" in str(info.value)
    blocker.rollback()
    blocker.close()
    assert rows(path, "SELECT id, url FROM pages") == [(1, url)]
    assert not [t for t in threading.enumerate() if t.name == "daweb-writer"]
    writer.close()  # the direct writer is usable again once the thread has ended


def test_leaving_on_another_error_still_writes_what_is_queued(tmp_path):
    path = tmp_path / "results.sqlite"
    writer = ResultsWriter(path)
    with pytest.raises(RuntimeError, match="the crawl broke"), WriterThread(writer) as pages:
        for url, tokens, segments in PAGES:
            pages.add_page(meta(url), make_result(url, tokens, segments))
        raise RuntimeError("the crawl broke")
    writer.close()
    assert rows(path, "SELECT COUNT(*) FROM pages") == [(len(PAGES),)]
