"""The viewer's page snapshots and re-analysis (docs/results.md, "Snapshots").

*Open page* (double click on a KWIC line or a page) shows the page as it was fetched when
the run kept a snapshot of it: the record is read from the run's WARC file, written to a
temporary HTML file (UTF-8, with a ``<base>`` pointing at the original address so its links
and images still resolve) and opened in the browser; otherwise the live address opens.
*Re-analyze…* analyzes the run's snapshots again with the project's current settings, through
the run bridge as any run (progress, *Stop*), and then shows the comparison of the two runs.
"""

from __future__ import annotations

import html
import re
import shutil
import sqlite3
import tempfile
from functools import partial
from pathlib import Path

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from daweb.archive import ArchiveError, read_page
from daweb.events import RunFinished
from gui.i18n import Retranslating
from gui.run_bridge import RunBatch, RunBridge

_HEAD = re.compile(rb"<head(\s[^>]*)?>", re.IGNORECASE)


def page_snapshot(conn: sqlite3.Connection, page: int) -> tuple[str, int] | None:
    """(WARC file, offset) of a page, or None: no snapshot, or a run older than snapshots."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(pages)")}
    if "warc_file" not in columns:
        return None
    row = conn.execute("SELECT warc_file, warc_offset FROM pages WHERE id = ?",
                       (page,)).fetchone()
    if row is None or not row[0] or row[1] is None:
        return None
    return row[0], int(row[1])


def has_snapshots(conn: sqlite3.Connection) -> bool:
    """Whether a run kept any page snapshot (False for runs older than snapshots)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(pages)")}
    return "warc_file" in columns and conn.execute(
        "SELECT 1 FROM pages WHERE warc_file IS NOT NULL LIMIT 1").fetchone() is not None


def snapshot_html(run_dir: Path, warc_file: str, offset: int) -> bytes:
    """The stored page as a standalone UTF-8 HTML document with a ``<base>`` of its address.

    Raises ArchiveError (file and offset named) or OSError when it cannot be read.
    """
    doc, _ = read_page(Path(run_dir) / warc_file, offset)
    text = doc.html.encode("utf-8")
    base = (f'<meta charset="utf-8"><base href="{html.escape(doc.final_url, quote=True)}">'
            ).encode()
    head = _HEAD.search(text)
    if head is None:
        return base + text
    return text[: head.end()] + base + text[head.end():]


class SnapshotFiles:
    """Temporary files of the snapshots opened in one viewer window, removed on close()."""

    def __init__(self) -> None:
        self._folder: Path | None = None

    def url_for(self, conn: sqlite3.Connection, run_dir: Path, page: int,
                live_url: str) -> QUrl:
        """The address to open for a page: its snapshot's file, else the live address."""
        found = page_snapshot(conn, page)
        if found is None:
            return QUrl(live_url)
        try:
            content = snapshot_html(run_dir, *found)
        except (ArchiveError, OSError):
            return QUrl(live_url)  # a moved or damaged archive: the live page is what is left
        if self._folder is None:
            self._folder = Path(tempfile.mkdtemp(prefix="daweb-snapshots-"))
        path = self._folder / f"page-{page}.html"
        path.write_bytes(content)
        return QUrl.fromLocalFile(str(path))

    def close(self) -> None:
        """Remove the temporary files."""
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None


class SnapshotBar(Retranslating, QWidget):
    """The viewer's *Re-analyze…* and *Stop* buttons and their status, and *Open page* for
    the window.

    A re-analysis is a run like any other: it goes through the desktop's
    :class:`~gui.run_bridge.RunBridge` (its own thread, events in batches at most 20 times
    a second, the run's *Stop* command). ``reanalyzed(new run folder)`` is emitted when one
    completes; the window then compares the two runs. A stopped one keeps what it analyzed
    in its folder, and is not compared (its missing pages would read as changes).
    """

    reanalyzed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.files = SnapshotFiles()
        self.run_dir: Path | None = None
        self.snapshots = False  # whether the open run kept page snapshots
        self.bridge = RunBridge(self)
        self.bridge.batch.connect(self._on_batch)
        self.bridge.failed.connect(self._failed)
        self.bridge.stopped.connect(self._ended)
        self._finished: RunFinished | None = None
        self.button = QPushButton()
        self.stop_button = QPushButton()
        self.stop_button.hide()
        self.status = QLabel()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.button)
        layout.addWidget(self.stop_button)
        self.button.clicked.connect(self.reanalyze)
        self.stop_button.clicked.connect(self.stop)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.button.setText(self.tr("Re-analyze…"))
        self.button.setToolTip(self.tr(
            "Analyze the pages kept in this run again with the project's current lexicon and "
            "settings, into a new run, and compare the two") if self.snapshots else self.tr(
            "This run kept no page snapshots (made before DAWeb kept them, from local files, "
            "or with snapshots turned off), so it cannot be re-analyzed"))
        running = self.bridge.is_running()
        self.button.setEnabled(self.snapshots and not running)
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr(
            "Stop the re-analysis; the pages analyzed so far stay in the new run"))

    def set_run(self, run_dir: Path | None, conn: sqlite3.Connection | None = None) -> None:
        """The run the window shows (None: no run) and its open results."""
        self.run_dir = run_dir
        self.snapshots = conn is not None and has_snapshots(conn)
        self.retranslate()

    def page_url(self, conn: sqlite3.Connection, page: int, live_url: str) -> QUrl:
        """What *Open page* opens: the page's snapshot when the run kept it."""
        if self.run_dir is None:
            return QUrl(live_url)
        return self.files.url_for(conn, self.run_dir, page, live_url)

    def reanalyze(self) -> bool:
        """Start re-analyzing the run in the background; False when it cannot start (no
        run, no snapshots, one already running, or a refusal, which is shown)."""
        if self.run_dir is None or not self.snapshots or self.bridge.is_running():
            return False
        from analyzers.lists import WordListError
        from daweb.run.reanalysis import ReanalysisError, reanalysis_project, reanalysis_run

        self._finished = None
        try:
            project = reanalysis_project(self.run_dir)  # the project as it is now
            self.bridge.start(project, run_factory=partial(reanalysis_run,
                                                           source=self.run_dir))
        except (ReanalysisError, WordListError, OSError) as exc:
            self._failed(str(exc))
            return False
        self.status.setText(self.tr("Re-analyzing…"))
        self.stop_button.setEnabled(True)
        self.stop_button.show()
        self.retranslate()
        return True

    def stop(self) -> None:
        """Stop the re-analysis: no more pages are read; those read are analyzed and kept."""
        self.bridge.stop_downloads()
        self.stop_button.setEnabled(False)
        self.status.setText(self.tr("Stopping…"))

    def shutdown(self) -> None:
        """End a running re-analysis (what it analyzed stays), remove the temporary files."""
        if self.bridge.is_running():
            self.bridge.finish()
            self.bridge.wait()
        self.files.close()

    def _on_batch(self, batch: RunBatch) -> None:
        if batch.analyzed and self.stop_button.isEnabled():
            self.status.setText(self.tr("Re-analyzing: {0} pages").format(
                batch.analyzed[-1].analyzed))
        if batch.run_finished is not None:
            self._finished = batch.run_finished

    def _ended(self) -> None:
        """The run's thread ended: say how, compare a completed re-analysis."""
        finished, self._finished = self._finished, None
        self.stop_button.hide()
        self.retranslate()
        if finished is None:
            return  # it failed outside the pipeline: _failed told why
        folder = Path(finished.run_dir).name
        if finished.status == "crashed":
            self._failed(finished.summary.get("error") or finished.run_dir)
        elif finished.status == "completed":
            self.status.setText(self.tr("Re-analyzed into {0}").format(folder))
            self.reanalyzed.emit(finished.run_dir)
        else:
            pages = finished.summary.get("counts", {}).get("pages", 0)
            self.status.setText(self.tr("Re-analysis stopped: {0} pages in {1}").format(
                pages, folder))

    def _failed(self, message: str) -> None:
        self.status.setText(self.tr("Re-analysis failed"))
        QMessageBox.warning(self, self.tr("Re-analysis"), message)
