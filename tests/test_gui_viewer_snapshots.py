"""The viewer's Open page (stored snapshot, else the live address) and Re-analyze action."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl

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
    assert not window.snapshots.reanalyze()


def test_snapshot_html_names_a_damaged_file(crawled, tmp_path):
    broken = tmp_path / "pages.warc.gz"
    broken.write_bytes(b"not a warc")
    with pytest.raises(Exception, match=r"pages\.warc\.gz: unreadable WARC data at byte offset 0"):
        snapshot_html(tmp_path, "pages.warc.gz", 0)


def test_reanalyze_goes_through_the_run_bridge_with_progress_and_compares(qtbot, crawled):
    window, _ = _viewer(qtbot, crawled)
    bar = window.snapshots
    assert bar.button.isEnabled() and not bar.stop_button.isVisible()
    compared: list[Path] = []
    window.compare_with = compared.append  # the dialog itself is tested with the window
    counts: list[int] = []
    bar.bridge.batch.connect(lambda batch: counts.extend(e.analyzed for e in batch.analyzed))
    assert bar.reanalyze()
    assert not bar.button.isEnabled() and bar.stop_button.isVisible()
    assert not bar.reanalyze(), "one re-analysis at a time"
    with qtbot.waitSignal(bar.reanalyzed, timeout=60_000) as blocker:
        pass
    [folder] = blocker.args
    assert compared == [Path(folder)]
    conn = sqlite3.connect(Path(folder) / "results.sqlite")
    assert conn.execute("select value from run_info where key = 'derived_from'"
                        ).fetchone() == (str(crawled.resolve()),)
    pages = conn.execute("select count(*) from pages").fetchone()[0]
    conn.close()
    assert counts and counts[-1] == pages, "the progress counts every page, in batches"
    assert Path(folder).name in bar.status.text()
    qtbot.waitUntil(lambda: bar.button.isEnabled())
    assert not bar.stop_button.isVisible()


def test_a_stopped_reanalysis_keeps_its_run_and_is_not_compared(qtbot, crawled):
    window, _ = _viewer(qtbot, crawled)
    bar = window.snapshots
    compared: list[Path] = []
    window.compare_with = compared.append
    assert bar.reanalyze()
    qtbot.mouseClick(bar.stop_button, Qt.MouseButton.LeftButton)  # before any page is read
    assert not bar.stop_button.isEnabled()
    with qtbot.waitSignal(bar.bridge.stopped, timeout=60_000):
        pass
    assert compared == []
    assert bar.button.isEnabled() and not bar.stop_button.isVisible()
    [derived] = [p for p in crawled.parent.iterdir()
                 if p.is_dir() and p != crawled and (p / "run.json").exists()
                 and json.loads((p / "run.json").read_text())["status"] == "stopped-downloads"]
    assert derived.name in bar.status.text()
    conn = sqlite3.connect(derived / "results.sqlite")  # written and closed, readable
    assert conn.execute("select value from run_info where key = 'derived_from'"
                        ).fetchone() == (str(crawled.resolve()),)
    conn.close()
