"""Tests for gui/viewer/tables.py (the All tables tab) and the registry's promise: every
table of a real run is exported by ``daweb export`` and shown by the viewer."""

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
import sqlite_utils
from conftest import SHARED
from PySide6.QtCore import Qt

from daweb.export import export_run
from daweb.store.reading import open_results
from daweb.store.schema import BY_NAME, EXPORTED, create_schema
from gui.i18n import reset, set_language
from gui.viewer import ensure_translator
from gui.viewer.sample import write_sample_run
from gui.viewer.tables import AllTablesTab, present_tables, table_spec
from gui.viewer.window import ViewerWindow

PAGES = SHARED / "data" / "extraction-eval" / "pages.tar.xz"


def real_pages(folder: Path, count: int = 3) -> list[Path]:
    """The first ``count`` pages of the extraction set (real sites' HTML) in ``folder``."""
    if not PAGES.exists():
        pytest.skip(f"{PAGES} is not present (it comes with the shared/ folder)")
    folder.mkdir()
    written = []
    with tarfile.open(PAGES) as archive:
        for member in archive:
            if member.isfile() and member.name.endswith(".html"):
                path = folder / Path(member.name).name
                path.write_bytes(archive.extractfile(member).read())
                written.append(path)
                if len(written) == count:
                    return written
    return written


@pytest.fixture(scope="module")
def real_run(tmp_path_factory) -> Path:
    """``daweb analyze`` of real pages, one of them twice (a duplicate), with collocations
    and regimes: the tables a run can have."""
    base = tmp_path_factory.mktemp("real")
    pages = real_pages(base / "corpus")
    shutil.copy(pages[0], base / "corpus" / "copia.html")
    project = base / "p.toml"
    project.write_text('schema = 1\ntitle = "Real"\n[outputs]\ncollocations = true\n'
                       'regimes = true\n[collocations]\nmin_node_freq = 2\nmin_freq = 1\n',
                       encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "daweb", "analyze", "corpus", "--project", str(project),
         "--runs-dir", str(base / "runs"), "--quiet"],
        cwd=base, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert result.returncode == 0, result.stderr
    [run_dir] = [p for p in (base / "runs").iterdir() if p.is_dir()]
    return run_dir


def test_every_table_of_a_real_run_is_exported_and_shown(qtbot, real_run):
    conn = open_results(real_run / "results.sqlite")
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    # the run wrote rows where this test means to look, not only empty tables
    assert conn.execute("SELECT COUNT(*) FROM duplicates").fetchone()[0] == 1
    assert conn.execute("SELECT COUNT(*) FROM collocations").fetchone()[0] > 0
    conn.close()
    assert tables <= set(BY_NAME)  # the registry knows every table the run has
    expected = {t.name for t in EXPORTED if t.name in tables}
    assert {"duplicates", "page_versions", "page_feeds", "new_words", "page_languages",
            "collocations", "regimes"} <= expected
    exported = {p.stem for p in export_run(real_run, "csv")
                if p.parent == real_run / "export-csv"}
    assert exported == expected
    window = ViewerWindow(real_run)
    qtbot.addWidget(window)
    window.show()
    shown = window.all_tables
    assert {t.name for t in shown.tables} == expected
    for name in sorted(expected):
        tab = shown.show_table(name)
        rows = window.conn.execute(f"SELECT COUNT(*) FROM [{name}]").fetchone()[0]
        tab.model.fetchMore()
        assert tab.model.rowCount() == min(rows, tab.model.page_size), name
        headers = [tab.model.headerData(i, Qt.Orientation.Horizontal)
                   for i in range(tab.model.columnCount())]
        assert len(headers) == len(BY_NAME[name].columns) and all(headers), name


def test_labels_and_titles_follow_the_language(qtbot, tmp_path):
    run = write_sample_run(tmp_path / "run")
    try:
        set_language("es")
        window = ViewerWindow(run)
        qtbot.addWidget(window)
        window.show()
        tab = window.all_tables
        index = window.tabs.indexOf(tab)
        assert window.tabs.tabText(index) == "Todas las tablas"
        pages = tab.show_table("pages")
        assert tab.chooser.currentText() == "Páginas (pages)"
        assert pages.model.headerData(1, Qt.Orientation.Horizontal) == "Dirección inicial"
        set_language("en")
        qtbot.waitUntil(lambda: window.tabs.tabText(index) == "All tables", timeout=2000)
        assert tab.chooser.currentText() == "Pages (pages)"
        assert pages.model.label(1) == "Start address"
    finally:
        reset()
        ensure_translator("en")


def test_an_older_file_shows_the_columns_it_has(tmp_path):
    path = tmp_path / "old.sqlite"
    db = sqlite_utils.Database(path)
    create_schema(db)
    db.execute("ALTER TABLE unrecognized DROP COLUMN formation")  # before issue 17
    conn = db.conn
    spec = table_spec(conn, BY_NAME["unrecognized"])
    assert [c.name for c in spec.columns] == [
        c for c in BY_NAME["unrecognized"].column_names if c != "formation"]
    assert spec.tiebreak == "rowid"
    assert table_spec(conn, BY_NAME["page_words"]).tiebreak == "page, word"
    assert [t.name for t in present_tables(conn)] == [
        t.name for t in EXPORTED if t.name not in ("collocations", "regimes")]


def test_choosing_a_table_builds_its_tab_once(qtbot, sample_conn, tmp_path):
    from PySide6.QtWidgets import QTabWidget

    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tab = AllTablesTab(sample_conn, tabs, tmp_path)
    first = tab.show_table("words")
    assert tab.show_table("words") is first and tab.stack.currentWidget() is first
    assert first.folder == tmp_path
    with pytest.raises(KeyError):
        tab.show_table("segment_totals")  # internal: neither exported nor shown
