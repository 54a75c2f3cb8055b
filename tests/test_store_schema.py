"""Tests for daweb.store.schema: the table registry is the one definition of the results'
tables — what a writer creates is what the registry says, and no module outside
daweb/store creates a table or opens a run's database by hand."""

import re
import sqlite3
import subprocess
import sys

import pytest
import sqlite_utils

from analyzers.document import DocumentResult
from daweb.collocation_results import CooccurrenceOptions
from daweb.store.schema import (
    BY_NAME,
    EXPORTED,
    TABLES,
    create_schema,
    deflate,
    inflate,
    register_deflate,
    register_inflate,
)
from daweb.store.writer import ResultsWriter

#: Folders of the project's code (tests may build odd files on purpose).
CODE = ("daweb", "gui", "analyzers", "lexicons", "bench")
#: A table made, or a run's database opened, by hand.
BY_HAND = re.compile(r"CREATE\s+TABLE|mode=r[ow]", re.IGNORECASE)


def test_no_module_outside_the_store_creates_a_table_or_opens_a_database_by_hand(repo_root):
    found = []
    for folder in CODE:
        for path in (repo_root / folder).rglob("*.py"):
            if path.is_relative_to(repo_root / "daweb" / "store"):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if BY_HAND.search(line):
                    found.append(f"{path.relative_to(repo_root)}:{number}: {line.strip()}")
    assert found == []


def test_the_scan_would_see_a_table_created_by_hand(tmp_path):
    """The pattern above is not vacuous: it finds the spellings the code used to have."""
    for line in ('conn.execute("CREATE TABLE comparison (form TEXT)")',
                 'sqlite3.connect(f"file:{path}?mode=ro", uri=True)',
                 'sqlite3.connect(f"{path.as_uri()}?mode=rw", uri=True)'):
        assert BY_HAND.search(line)
    # a connection's scratch tables are no part of a database's schema
    assert not BY_HAND.search('conn.execute("CREATE TEMP TABLE gone(page)")')


def test_a_written_file_has_exactly_the_registry_tables_and_columns(tmp_path):
    path = tmp_path / "r.sqlite"
    options = CooccurrenceOptions(collocations=True, regimes=True, min_node_freq=1, min_freq=1)
    with ResultsWriter(path, cooccurrence=options) as writer:
        writer.add_page({"url": "https://a.es/"}, DocumentResult(
            url="https://a.es/", title="", tokens=2, types=2, text_chars=9,
            words={"el": 1, "gato": 1}, analyses={}, kinds={"el": "alpha", "gato": "alpha"},
            unrecognized=[], segments={}, profile=[]))
    conn = sqlite3.connect(path)
    tables = {name: [c[1] for c in conn.execute(f"PRAGMA table_info([{name}])")]
              for (name,) in conn.execute(
                  "SELECT name FROM sqlite_master WHERE type = 'table'")}
    conn.close()
    assert set(tables) == {t.name for t in TABLES}
    for name, columns in tables.items():
        assert tuple(columns) == BY_NAME[name].column_names, name


def test_schema_is_idempotent_and_final_indexes_are_deferred(tmp_path):
    db = sqlite_utils.Database(tmp_path / "r.sqlite")
    create_schema(db)
    during = {i.name for t in db.tables for i in t.indexes}
    create_schema(db, final_indexes=True)
    create_schema(db, final_indexes=True)
    after = {i.name for t in db.tables for i in t.indexes}
    finals = {(t.name, i.columns) for t in TABLES for i in t.indexes if i.final}
    assert len(after - during) == len(finals) > 0
    assert "idx_words_form" not in during and "idx_words_form" in after
    assert db["page_words"].use_rowid is False  # WITHOUT ROWID tables stay so


def test_every_exported_table_has_labels_and_an_export_order():
    assert [t.name for t in EXPORTED] == [t.name for t in TABLES if not t.internal]
    assert len({t.name for t in TABLES}) == len(TABLES)
    for table in TABLES:
        assert table.label and all(c.label for c in table.columns), table.name
        for key in re.split(r",\s*", table.export_order):
            assert key.split()[0] in table.column_names, (table.name, key)


@pytest.mark.parametrize("name", ["duplicates", "page_feeds", "page_versions", "new_words",
                                  "page_languages", "collocations", "regimes"])
def test_the_tables_export_used_to_forget_are_exported(name):
    assert name in {t.name for t in EXPORTED}


def test_the_writer_creates_the_schema_without_importing_numpy(tmp_path):
    """sqlite-utils imports numpy when it can; the writer's import of it leaves numpy out
    (a run's start-up), and numpy imports as usual afterwards. Once the schema's statements
    are stored (a cache dir of the test's own), a writer imports sqlite-utils no more."""
    code = (
        "import sys\n"
        "from daweb.store.writer import ResultsWriter\n"
        "w = ResultsWriter(__import__('pathlib').Path(sys.argv[1]))\n"
        "w.close()\n"
        "print('numpy' in sys.modules, 'sqlite_utils' in sys.modules and "
        "sys.modules['sqlite_utils.db'].np)\n"
        "import numpy\n"
        "print(numpy.zeros(2).sum())\n")
    env = {**__import__("os").environ, "DAWEB_CACHE_DIR": str(tmp_path / "cache")}
    first, second = (subprocess.run([sys.executable, "-c", code, str(tmp_path / name)],
                                    capture_output=True, text=True, check=True, env=env)
                     for name in ("a.sqlite", "b.sqlite"))
    assert first.stdout.split() == ["False", "None", "0.0"]
    assert second.stdout.split() == ["False", "False", "0.0"]
    assert len(list((tmp_path / "cache").glob("results-schema-*.pickle"))) == 1


def test_the_stored_statements_make_what_sqlite_utils_makes(tmp_path, monkeypatch):
    monkeypatch.setenv("DAWEB_CACHE_DIR", str(tmp_path / "cache"))
    listed = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"
    db = sqlite_utils.Database(tmp_path / "utils.sqlite")
    create_schema(db)
    during = db.execute(listed).fetchall()
    create_schema(db, final_indexes=True)
    closed = db.execute(listed).fetchall()
    for name in ("cold.sqlite", "warm.sqlite"):  # statements derived, then read back
        writer = ResultsWriter(tmp_path / name)
        with sqlite3.connect(tmp_path / name) as conn:
            assert conn.execute(listed).fetchall() == during
        writer.build_indexes()
        writer.build_indexes()  # twice, as close() after finish_tables()
        writer.close()
        with sqlite3.connect(tmp_path / name) as conn:
            assert conn.execute(listed).fetchall() == closed
    # a damaged store is derived again
    stored = next((tmp_path / "cache").glob("results-schema-*.pickle"))
    stored.write_bytes(b"not a pickle")
    ResultsWriter(tmp_path / "again.sqlite").close()
    with sqlite3.connect(tmp_path / "again.sqlite") as conn:
        assert conn.execute(listed).fetchall() == closed


def test_an_earlier_numpy_import_is_left_alone():
    """In a process that has numpy already (the desktop app's plots), sqlite-utils gets it."""
    code = ("import sqlite3, numpy\n"
            "from daweb.store.schema import database\n"
            "database(sqlite3.connect(':memory:'))\n"
            "import sys; print(sys.modules['sqlite_utils.db'].np is numpy)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.split() == ["True"]


def test_deflate_in_sql_is_what_inflate_reads():
    conn = sqlite3.connect(":memory:")
    register_deflate(conn)
    register_inflate(conn)
    text = "Año tras año, la cigüeña vuelve. " * 50
    (blob,) = conn.execute("SELECT deflate(?)", (text,)).fetchone()
    assert blob == deflate(text) and len(blob) < len(text) // 5
    assert conn.execute("SELECT inflate(deflate(?))", (text,)).fetchone() == (text,)
    assert inflate(blob) == text
