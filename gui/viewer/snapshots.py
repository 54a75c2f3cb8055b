"""The viewer's page snapshots and re-analysis (docs/results.md, "Snapshots").

*Open page* (double click on a KWIC line or a page) shows the page as it was fetched when
the run kept a snapshot of it: the record is read from the run's WARC file, written to a
temporary HTML file (UTF-8, with a ``<base>`` pointing at the original address so its links
and images still resolve) and opened in the browser; otherwise the live address opens.
*Re-analyze…* analyzes the run's snapshots again with the project's current settings in a
background thread and then shows the comparison of the two runs.
"""

from __future__ import annotations

import html
import re
import shutil
import sqlite3
import tempfile
from pathlib import Path

from PySide6.QtCore import QThread, QUrl, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from daweb.archive import ArchiveError, read_page
from gui.i18n import Retranslating

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


class ReanalysisThread(QThread):
    """Runs :class:`daweb.reanalyze.Reanalysis` of a run off the GUI thread.

    ``done(new run folder)`` or ``failed(message)`` is emitted at the end;
    ``progress(pages analyzed)`` while it runs.
    """

    done = Signal(str)
    failed = Signal(str)
    progress = Signal(int)

    def __init__(self, run_dir: Path, parent: object | None = None) -> None:
        super().__init__(parent)
        self.run_dir = Path(run_dir)

    def run(self) -> None:
        """Re-analyze with the run's project as it is now (daweb reanalyze's default)."""
        from daweb.events import DocumentAnalyzed
        from daweb.reanalyze import Reanalysis, ReanalysisError, reanalysis_project

        def on_event(event: object) -> None:
            if isinstance(event, DocumentAnalyzed):
                self.progress.emit(event.analyzed)

        try:
            project = reanalysis_project(self.run_dir)
            finished = Reanalysis(project, self.run_dir, on_event=on_event).execute()
        except (ReanalysisError, OSError) as exc:
            self.failed.emit(str(exc))
            return
        if finished.status == "crashed":
            self.failed.emit(finished.summary.get("error") or finished.run_dir)
        else:
            self.done.emit(finished.run_dir)


class SnapshotBar(Retranslating, QWidget):
    """The viewer's *Re-analyze…* button and its status, and *Open page* for the window.

    ``reanalyzed(new run folder)`` is emitted when a re-analysis ends; the window then
    compares the two runs.
    """

    reanalyzed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.files = SnapshotFiles()
        self.run_dir: Path | None = None
        self.snapshots = False  # whether the open run kept page snapshots
        self.thread: ReanalysisThread | None = None
        self.button = QPushButton()
        self.status = QLabel()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.button)
        self.button.clicked.connect(self.reanalyze)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.button.setText(self.tr("Re-analyze…"))
        self.button.setToolTip(self.tr(
            "Analyze the pages kept in this run again with the project's current lexicon and "
            "settings, into a new run, and compare the two") if self.snapshots else self.tr(
            "This run kept no page snapshots (made before DAWeb kept them, from local files, "
            "or with snapshots turned off), so it cannot be re-analyzed"))
        self.button.setEnabled(self.snapshots and self.thread is None)

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

    def reanalyze(self) -> ReanalysisThread | None:
        """Start re-analyzing the run in the background (returns the thread)."""
        if self.run_dir is None or not self.snapshots or self.thread is not None:
            return None
        self.thread = ReanalysisThread(self.run_dir, self)
        self.thread.progress.connect(self._progress)
        self.thread.done.connect(self._done)
        self.thread.failed.connect(self._failed)
        self.thread.finished.connect(self._ended)
        self.status.setText(self.tr("Re-analyzing…"))
        self.retranslate()
        self.thread.start()
        return self.thread

    def shutdown(self) -> None:
        """Wait for a running re-analysis, remove the temporary snapshot files."""
        if self.thread is not None:
            self.thread.wait()
        self.files.close()

    def _progress(self, pages: int) -> None:
        self.status.setText(self.tr("Re-analyzing: {0} pages").format(pages))

    def _done(self, folder: str) -> None:
        self.status.setText(self.tr("Re-analyzed into {0}").format(Path(folder).name))
        self.reanalyzed.emit(folder)

    def _failed(self, message: str) -> None:
        self.status.setText(self.tr("Re-analysis failed"))
        QMessageBox.warning(self, self.tr("Re-analysis"), message)

    def _ended(self) -> None:
        self.thread = None
        self.retranslate()
