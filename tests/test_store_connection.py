"""Tests for daweb.store.connection: read-only and existing-file connections on real files."""

import sqlite3
from pathlib import Path

import pytest

from daweb.store.connection import open_existing, open_readonly, readonly_uri


def make_db(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.execute("INSERT INTO t VALUES (1)")
    conn.commit()
    conn.close()


def test_readonly_reads_but_never_writes_even_in_awkward_folder_names(tmp_path):
    # '?', '#', '%' and spaces are URI syntax: the old "file:{path}?mode=ro" spelling
    # opened the wrong file for these.
    folder = tmp_path / "run ?#% ñ"
    folder.mkdir()
    path = folder / "results.sqlite"
    make_db(path)
    conn = open_readonly(path, rows=True)
    try:
        row = conn.execute("SELECT x FROM t").fetchone()
        assert row["x"] == 1
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            conn.execute("INSERT INTO t VALUES (2)")
    finally:
        conn.close()
    assert readonly_uri(path).endswith("?mode=ro")


def test_neither_connection_creates_a_missing_file(tmp_path):
    missing = tmp_path / "nothing.sqlite"
    with pytest.raises(sqlite3.OperationalError):
        open_readonly(missing)
    with pytest.raises(sqlite3.OperationalError):
        open_existing(missing)
    assert not missing.exists()


def test_existing_writes_in_autocommit(tmp_path):
    path = tmp_path / "r.sqlite"
    make_db(path)
    conn = open_existing(path)
    conn.execute("INSERT INTO t VALUES (2)")
    conn.close()  # no commit: autocommit wrote it already
    with open_readonly(path) as reader:
        assert reader.execute("SELECT COUNT(*) FROM t").fetchone() == (2,)
