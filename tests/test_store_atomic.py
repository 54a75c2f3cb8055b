"""Tests for daweb.store.atomic: all of a file or none of it, with the user's permissions."""

import os
import sqlite3
import stat

import pytest

from daweb.store.atomic import NEW_FILE_MODE, atomic_file, atomic_path, atomic_write


def test_text_and_bytes_replace_the_whole_file(tmp_path):
    path = tmp_path / "proyecto.toml"
    atomic_write(path, "título = 'ñ'\r\n")
    assert path.read_bytes() == "título = 'ñ'\r\n".encode()
    atomic_write(path, b"\x00\x01")
    assert path.read_bytes() == b"\x00\x01"
    assert stat.S_IMODE(path.stat().st_mode) == NEW_FILE_MODE  # not mkstemp's 0600
    assert os.listdir(tmp_path) == ["proyecto.toml"]


def test_a_failure_leaves_the_previous_file_and_no_temporary_file(tmp_path):
    path = tmp_path / "words.csv"
    path.write_text("antes\n", encoding="utf-8")
    with pytest.raises(RuntimeError), atomic_file(path) as handle:
        handle.write("a medias")
        raise RuntimeError("disk full")
    assert path.read_text(encoding="utf-8") == "antes\n"
    assert os.listdir(tmp_path) == ["words.csv"]


def test_the_files_permissions_are_kept(tmp_path):
    path = tmp_path / "run.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o600)
    atomic_write(path, '{"status": "running"}')
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_byte_order_mark_when_asked(tmp_path):
    path = tmp_path / "t.csv"
    with atomic_file(path, encoding="utf-8-sig", newline="") as handle:
        handle.write("ñ\n")
    assert path.read_bytes() == b"\xef\xbb\xbf\xc3\xb1\n"




def test_a_file_written_by_name_replaces_the_target_whole(tmp_path):
    # SQLite opens files by name: the prepared analyses are built this way
    path = tmp_path / "analyses.sqlite"
    with atomic_path(path) as temporary:
        assert temporary.parent == tmp_path and temporary != path
        db = sqlite3.connect(temporary)
        db.execute("CREATE TABLE t (x)")
        db.commit()
        db.close()
        assert not path.exists()  # not there before the block ends
    assert sqlite3.connect(path).execute("SELECT count(*) FROM t").fetchone() == (0,)
    assert stat.S_IMODE(path.stat().st_mode) == NEW_FILE_MODE
    with pytest.raises(RuntimeError), atomic_path(path) as temporary:
        temporary.write_bytes(b"half")
        raise RuntimeError("interrupted")
    assert os.listdir(tmp_path) == ["analyses.sqlite"]
    assert sqlite3.connect(path).execute("SELECT count(*) FROM t").fetchone() == (0,)
