"""The viewer's Open page (stored snapshot, else the live address) and Re-analyze action."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from daweb.demo import DemoServer, demo_project_text
from daweb.project import load_project
from daweb.run import Run
from gui.viewer.sample import write_sample_run
from gui.viewer.snapshots import page_snapshot, snapshot_html
from gui.viewer.window import ViewerWindow


@pytest.fixture(scope="module")
def crawled(tmp_path_factory) -> Path:
    """A demo-site run with snapshots; its server is gone when the viewer opens it."""
    tmp = tmp_path_factory.mktemp("crawl")
    with DemoServer() as server:
        path = tmp / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        project = load_project(path)
        project.crawl.max_pages = 12
        finished = Run(project, runs_dir=tmp / "runs").execute()
    assert finished.status == "completed"
    return Path(finished.run_dir)


def _viewer(qtbot, run_dir: Path) -> tuple[ViewerWindow, list[QUrl]]:
    window = ViewerWindow(run_dir)
    qtbot.addWidget(window)
    opened: list[QUrl] = []
    window.url_opener = opened.append
    window.show()
    return window, opened


def test_open_page_shows_the_stored_snapshot(qtbot, crawled):
    window, opened = _viewer(qtbot, crawled)
    conn = sqlite3.connect(crawled / "results.sqlite")
    page, url, title = conn.execute("select id, final_url, title from pages "
                                    "where title != '' order by id desc").fetchone()
    conn.close()
    window.open_page(page, url)
    [shown] = opened
    assert shown.isLocalFile()
    content = Path(shown.toLocalFile()).read_text(encoding="utf-8")
    assert title in content
    assert f'<base href="{url}">' in content
    window.snapshots.shutdown()  # what closing the window does
    assert not Path(shown.toLocalFile()).exists(), "temporary files go with the window"


def test_double_click_on_a_page_row_opens_it(qtbot, crawled):
    window, opened = _viewer(qtbot, crawled)
    tab = window.tables["pages"]
    tab.view.doubleClicked.emit(tab.model.index(0, 0))
    assert len(opened) == 1 and opened[0].isLocalFile()


def test_runs_without_snapshot_columns_open_the_live_address(qtbot, tmp_path):
    run = write_sample_run(tmp_path / "old")
    conn = sqlite3.connect(run / "results.sqlite")
    conn.execute("alter table pages drop column warc_offset")
    conn.execute("alter table pages drop column warc_file")  # as in a schema-2 file
    conn.commit()
    page, url = conn.execute("select id, url from pages limit 1").fetchone()
    assert page_snapshot(conn, page) is None
    conn.close()
    window, opened = _viewer(qtbot, run)
    window.open_page(page, url)
    assert opened == [QUrl(url)]
    assert not window.snapshots.button.isEnabled()
    assert "no page snapshots" in window.snapshots.button.toolTip()
    assert window.snapshots.reanalyze() is None


def test_snapshot_html_names_a_damaged_file(crawled, tmp_path):
    broken = tmp_path / "pages.warc.gz"
    broken.write_bytes(b"not a warc")
    with pytest.raises(Exception, match=r"pages\.warc\.gz: unreadable WARC data at byte offset 0"):
        snapshot_html(tmp_path, "pages.warc.gz", 0)


def test_reanalyze_makes_a_derived_run_and_compares(qtbot, crawled):
    window, _ = _viewer(qtbot, crawled)
    assert window.snapshots.button.isEnabled()
    compared: list[Path] = []
    window.compare_with = compared.append  # the dialog itself is tested with the window
    thread = window.snapshots.reanalyze()
    assert thread is not None and not window.snapshots.button.isEnabled()
    with qtbot.waitSignal(window.snapshots.reanalyzed, timeout=60_000) as blocker:
        pass
    [folder] = blocker.args
    assert compared == [Path(folder)]
    conn = sqlite3.connect(Path(folder) / "results.sqlite")
    assert conn.execute("select value from run_info where key = 'derived_from'"
                        ).fetchone() == (str(crawled.resolve()),)
    conn.close()
    qtbot.waitUntil(lambda: window.snapshots.button.isEnabled())
