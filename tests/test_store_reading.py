"""Tests for daweb.store.reading: opening a run read-only, its summary, its comparable
content — on files written by the real writer."""

import sqlite3
import zlib
from contextlib import closing

import pytest
from test_store_writer import PAGES, written  # noqa: F401 - the fixture of a written run

from daweb.store.reading import (
    ResultsError,
    comparable_content,
    open_results,
    run_size,
    summary,
)
from daweb.store.schema import deflate


def test_open_results_is_read_only_and_names_a_file_that_is_no_run(tmp_path, written):  # noqa: F811
    path, writer, _ = written
    writer.close()
    conn = open_results(path)
    assert conn.execute("SELECT COUNT(*) FROM pages").fetchone()[0] == len(PAGES)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        conn.execute("DELETE FROM pages")
    conn.close()
    with pytest.raises(ResultsError, match="no such results file"):
        open_results(tmp_path / "nothing.sqlite")
    other = tmp_path / "other.sqlite"
    other.write_bytes(b"not a database at all")
    with pytest.raises(ResultsError, match="not a readable DAWeb results file"):
        open_results(other)


def test_comparable_content_leaves_out_times_and_keeps_the_minimum(written):  # noqa: F811
    path, writer, _ = written
    writer.close()
    content = comparable_content(path)
    assert "run_info" not in content
    assert content["min_segment_frequency"] == [("2",)]
    assert len(content["pages"]) == len(PAGES)
    assert all(not c.endswith("_at") for c in content)  # tables, not columns, are keys
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("UPDATE pages SET analyzed_at = 'otro día'")
    assert comparable_content(path) == content  # time columns are not compared
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("UPDATE pages SET title = 'otro'")
    assert comparable_content(path) != content


def test_comparable_content_reads_compressed_texts_as_text(written):  # noqa: F811
    """A page's text compressed another way (another zlib level) is the same content; other
    text is not."""
    path, writer, _ = written
    writer.close()
    text = "Año tras año, la cigüeña vuelve al campanario. " * 20
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("INSERT OR REPLACE INTO page_texts(page, text) VALUES (1, ?)",
                     (deflate(text),))
    content = comparable_content(path)
    assert (1, text) in content["page_texts"]
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("UPDATE page_texts SET text = ? WHERE page = 1",
                     (zlib.compress(text.encode("utf-8"), 9),))
    assert comparable_content(path) == content
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("UPDATE page_texts SET text = ? WHERE page = 1",
                     (deflate(text.upper()),))
    assert comparable_content(path) != content


def test_summary_of_a_file_without_the_corpus_tables(written):  # noqa: F811
    path, writer, _ = written
    writer.close()
    conn = sqlite3.connect(path)
    for table in ("duplicates", "page_feeds", "page_versions", "new_words"):
        conn.execute(f"DROP TABLE {table}")  # as in a results_schema 2 file
    conn.commit()
    conn.close()
    counts = summary(path)["counts"]
    assert counts["pages"] == 3
    assert (counts["duplicates"], counts["new_pages"], counts["new_words"]) == (0, 0, 0)


def test_summary_uses_the_triage_and_counts_non_words(written):  # noqa: F811
    path, writer, _ = written
    writer.set_triage({"webcómic": "plain candidate", "nanoesporas": "likely foreign",
                       "covid19": "contains digits"},
                      {"webcómic": "compounding: web + cómic (cómic NOUN)"})
    writer.close()
    s = summary(path)
    assert s["top_candidates"] == [("webcómic", 2)]  # nanoesporas is set aside
    assert dict(s["triage"]) == {"plain candidate": 1, "likely foreign": 1,
                                 "contains digits": 1}
    assert s["non_words"] == []
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT DISTINCT formation FROM unrecognized WHERE key = "
                            "'webcómic'").fetchone() == ("compounding: web + cómic (cómic NOUN)",)


def test_run_size_counts_the_pages_and_their_tokens(written):  # noqa: F811
    path, writer, _ = written
    writer.close()
    with closing(open_results(path)) as conn:
        assert run_size(conn) == (3, sum(len(tokens) for _, tokens, _ in PAGES))
        counts = summary(conn)["counts"]
        assert run_size(conn) == (counts["pages"], counts["tokens"])
    empty = path.with_name("empty.sqlite")  # a run with no pages yet
    with closing(sqlite3.connect(empty)) as conn:
        conn.execute("CREATE TABLE pages(id INTEGER PRIMARY KEY, tokens INTEGER)")
        assert run_size(conn) == (0, 0)
