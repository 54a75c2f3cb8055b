"""The Process section (paper §3, figure 14): a run as it happens.

From top to bottom: the pending addresses, one line per retriever (state, address,
progress), the document being analyzed, the counters (accessed / pending / analyzed,
words per second, elapsed time, incidents) and the two stop buttons. It only *shows*
:class:`~gui.run_bridge.RunBatch` es and emits the user's commands.
"""

from __future__ import annotations

import re
import time
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QProgressBar,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daweb.events import Incident, Outcome, RetrieverState, RunFinished
from gui.i18n import Retranslating, format_number
from gui.run_bridge import RunBatch
from gui.viewer import ensure_translator
from gui.viewer.tags import tag_name

#: Colour of each retriever state (also drawn as its icon).
STATE_COLOURS: dict[RetrieverState, str] = {
    RetrieverState.READY: "#9e9e9e",
    RetrieverState.DOWNLOADING: "#1e88e5",
    RetrieverState.REDIRECTED: "#8e24aa",
    RetrieverState.FINISHED: "#43a047",
    RetrieverState.ADDRESS_FAILED: "#fb8c00",
    RetrieverState.RETRIEVAL_FAILED: "#e53935",
    RetrieverState.SERVER_NOT_FOUND: "#6d4c41",
    RetrieverState.AUTH_REQUIRED: "#fdd835",
}

#: Colour of a robots.txt or sitemap a site does not have: no state of the paper's, and
#: nothing failed (RFC 9309: a missing robots.txt allows everything).
ABSENT_COLOUR = "#80cbc4"
#: The last path segment of a sitemap the distributor asks for on its own (sitemap.xml,
#: sitemap_index.xml, sitemap.xml.gz ...), as opposed to a page a link led to.
_SITEMAP_NAME = re.compile(r"sitemap[\w-]*\.xml(\.gz)?", re.IGNORECASE)

_Index = QModelIndex | QPersistentModelIndex


def state_name(state: RetrieverState) -> str:
    """The paper's name of a retriever state, translated."""
    translate = QCoreApplication.translate
    names = {
        RetrieverState.READY: translate("RetrieverState", "Ready"),
        RetrieverState.DOWNLOADING: translate("RetrieverState", "Downloading"),
        RetrieverState.REDIRECTED: translate("RetrieverState", "Redirected"),
        RetrieverState.FINISHED: translate("RetrieverState", "Finished"),
        RetrieverState.ADDRESS_FAILED: translate("RetrieverState", "Address failed"),
        RetrieverState.RETRIEVAL_FAILED: translate("RetrieverState", "Retrieval failed"),
        RetrieverState.SERVER_NOT_FOUND: translate("RetrieverState", "Server not found"),
        RetrieverState.AUTH_REQUIRED: translate("RetrieverState", "Authentication required"),
    }
    return names[state]


def state_help(state: RetrieverState) -> str:
    """What a retriever state means, translated (the tooltip of its line)."""
    translate = QCoreApplication.translate
    helps = {
        RetrieverState.READY: translate(
            "RetrieverState", "Waiting for an address to download."),
        RetrieverState.DOWNLOADING: translate(
            "RetrieverState", "Receiving the page."),
        RetrieverState.REDIRECTED: translate(
            "RetrieverState", "The server sent the retriever to another address."),
        RetrieverState.FINISHED: translate(
            "RetrieverState", "The page was received and queued for analysis."),
        RetrieverState.ADDRESS_FAILED: translate(
            "RetrieverState", "The server answered that the page does not exist or cannot "
            "be given (e.g. 404)."),
        RetrieverState.RETRIEVAL_FAILED: translate(
            "RetrieverState", "The transfer failed after every retry (timeout, broken "
            "connection, server error)."),
        RetrieverState.SERVER_NOT_FOUND: translate(
            "RetrieverState", "The server's name does not exist."),
        RetrieverState.AUTH_REQUIRED: translate(
            "RetrieverState", "The page needs a user name and password."),
    }
    return helps[state]


def site_file(url: str | None) -> str:
    """"robots" or "sitemap" when ``url`` is a site's robots.txt or sitemap, else ""."""
    path = urlsplit(url or "").path
    if path == "/robots.txt":
        return "robots"
    return "sitemap" if _SITEMAP_NAME.fullmatch(path.rsplit("/", 1)[-1]) else ""


def absent_help(kind: str) -> str:
    """What a missing robots.txt or sitemap means (tooltip of its retriever line)."""
    translate = QCoreApplication.translate
    if kind == "robots":
        return translate("RetrieverState", "The site has no robots.txt: every page may be "
                         "visited. This is normal; no address failed.")
    return translate("RetrieverState", "The site has no sitemap here: its pages are found "
                     "by following links. This is normal; no address failed.")


def state_icon(state: RetrieverState | None) -> QIcon:
    """A filled circle in the state's colour (no image files to ship or theme); None is a
    missing robots.txt or sitemap."""
    pixmap = QPixmap(14, 14)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(STATE_COLOURS[state] if state is not None else ABSENT_COLOUR))
    painter.setPen(QColor("#424242"))
    painter.drawEllipse(1, 1, 12, 12)
    painter.end()
    return QIcon(pixmap)


def format_elapsed(seconds: float) -> str:
    """``h:mm:ss`` for a duration in seconds."""
    seconds = int(seconds)
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class PendingModel(QAbstractListModel):
    """The pending addresses; a plain list behind a model so the view stays virtual.

    The view asks only for the visible rows, so replacing 100,000 entries costs one list
    assignment and a model reset, not 100,000 widget items.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._urls: list[str] = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        """Number of pending addresses shown."""
        return 0 if parent.isValid() else len(self._urls)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The address of a row."""
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) \
                and 0 <= index.row() < len(self._urls):
            return self._urls[index.row()]
        return None

    def set_urls(self, urls: list[str] | tuple[str, ...]) -> None:
        """Replace the whole list."""
        self.beginResetModel()
        self._urls = list(urls)
        self.endResetModel()

    def urls(self) -> list[str]:
        """The addresses shown."""
        return list(self._urls)

    def shows(self, urls: list[str] | tuple[str, ...]) -> bool:
        """Whether exactly ``urls`` are shown (without copying 100,000 of them)."""
        return self._urls == (urls if isinstance(urls, list) else list(urls))


class IncidentModel(QAbstractTableModel):
    """Addresses requested but not obtained: address, cause, HTTP status, detail."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Incident] = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        """Number of incidents."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        """Address, cause, status, detail."""
        return 0 if parent.isValid() else 4

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """One cell."""
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        incident = self._rows[index.row()]
        cause = incident.cause.value
        values = (incident.url, tag_name(cause) if role == Qt.ItemDataRole.DisplayRole else cause,
                  "" if incident.status is None else str(incident.status), incident.detail)
        return values[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt API
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles."""
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        translate = QCoreApplication.translate
        titles = (translate("IncidentModel", "Address"), translate("IncidentModel", "Cause"),
                  translate("IncidentModel", "Status"), translate("IncidentModel", "Detail"))
        return titles[section]

    def extend(self, incidents: list[Incident]) -> None:
        """Append incidents at the end."""
        if incidents:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(incidents) - 1)
            self._rows.extend(incidents)
            self.endInsertRows()

    def clear(self) -> None:
        """Forget every incident (a new run starts)."""
        self.beginResetModel()
        self._rows = []
        self.endResetModel()


class IncidentsDialog(QDialog):
    """The list of addresses not obtained so far, live while the run goes on."""

    def __init__(self, model: IncidentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = QTableView()
        self.view.setModel(model)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setColumnWidth(0, 320)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.resize(760, 420)
        self.setWindowTitle(self.tr("Incidents"))


class ProcessSection(Retranslating, QWidget):
    """Live view of a run and its two stop buttons (*Parar descargas*, *Finalizar*)."""

    stop_downloads_requested = Signal()
    finish_requested = Signal()
    open_results_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pending_model = PendingModel(self)
        self.incident_model = IncidentModel(self)
        self._running = False
        self._started = 0.0
        self._ended = 0.0
        self._tokens = 0
        self._counts = {"accessed": 0, "pending": 0, "analyzed": 0}
        self._reset_run_figures()
        self._states: dict[int, RetrieverState] = {}
        self._run_dir = ""
        self._summary_args: tuple[RunFinished | None, str] = (None, "")
        self._caption = ("", "")  # (project title, scheduled project file) of the run shown
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._update_status)
        self._build()
        self.retranslate()
        self.set_idle()

    # -- construction -----------------------------------------------------------------------

    def _reset_run_figures(self) -> None:
        """Forget what the previous run's events said (a new run starts)."""
        self._sample: tuple[str, ...] = ()  # the distributor's latest pending sample
        self._taken: set[str] = set()  # addresses taken after that sample was made
        self._obtained = 0  # pages obtained, from the incident events (never throttled)
        self._not_attempted = 0
        self._analyzing: str | None = None  # the document in the analyzer, None = waiting
        self._absent: dict[int, str] = {}  # retriever line -> "robots"/"sitemap" not found

    def _build(self) -> None:
        self.caption_label = QLabel()  # what is running: the project, and if scheduled
        self.caption_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.pending_box = QGroupBox()
        self.pending_view = QListView()
        self.pending_view.setModel(self.pending_model)
        self.pending_view.setUniformItemSizes(True)  # keeps very long lists fast
        QVBoxLayout(self.pending_box).addWidget(self.pending_view)
        self.retriever_table = QTableWidget(0, 3)
        self.retriever_table.verticalHeader().setVisible(False)
        self.retriever_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.retriever_table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.retriever_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.retriever_table.setColumnWidth(2, 140)
        self.analyzing_label = QLabel()
        self.analyzing_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_label = QLabel()
        self.incidents_button = QPushButton()
        self.incidents_button.setFlat(True)
        self.incidents_button.clicked.connect(self.show_incidents)
        self.not_attempted_label = QLabel()
        self.stop_button = QPushButton()
        self.finish_button = QPushButton()
        self.stop_button.clicked.connect(self._on_stop)
        self.finish_button.clicked.connect(self._on_finish)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(
            lambda: self.open_results_requested.emit(self._run_dir))
        status_row = QHBoxLayout()
        status_row.addWidget(self.status_label, 1)
        status_row.addWidget(self.incidents_button)
        status_row.addWidget(self.not_attempted_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.summary_label, 1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.finish_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption_label)
        layout.addWidget(self.pending_box, 2)
        layout.addWidget(self.retriever_table, 2)
        layout.addWidget(self.analyzing_label)
        layout.addLayout(status_row)
        layout.addLayout(buttons)

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        ensure_translator()  # the incident causes are named in the viewer's catalogue
        self.pending_box.setTitle(self.tr("Pending addresses"))
        self.retriever_table.setHorizontalHeaderLabels(
            [self.tr("State"), self.tr("Address"), self.tr("Received")])
        self.stop_button.setText(self.tr("&Stop downloads"))
        self.stop_button.setToolTip(self.tr(
            "No more downloads; the pages already downloaded are still analyzed (Esc)."))
        self.finish_button.setText(self.tr("&Finish"))
        self.finish_button.setToolTip(self.tr(
            "No more downloads and no more analysis; what is analyzed stays in the results."))
        self.open_button.setText(self.tr("&Open results"))
        self.not_attempted_label.setToolTip(self.tr(
            "Addresses still pending when the run was stopped or reached a limit: they were "
            "never requested, so they are no incident. The results list them."))
        title, scheduled = self._caption
        self.caption_label.setText(
            self.tr("Scheduled run of {0} ({1})").format(title, scheduled) if scheduled
            else self.tr("Run of {0}").format(title) if title else "")
        for row, state in self._states.items():
            self._show_state(row, state, self._absent.get(row, ""))
        self._update_analyzing()
        self._update_status()
        self._update_summary()

    # -- run lifecycle ----------------------------------------------------------------------

    def set_idle(self) -> None:
        """No run: the section can be visited but has nothing to show (paper §3)."""
        self._running = False
        self.stop_button.setEnabled(False)
        self.finish_button.setEnabled(False)
        self.open_button.setVisible(bool(self._run_dir))

    def start(self, retrievers: int, title: str = "", scheduled: str = "") -> None:
        """A run starts with ``retrievers`` download lines: reset every view. ``title`` is
        the project's; ``scheduled`` the project file of a scheduled run ("" for *Analyze*)."""
        self._caption = (title, scheduled)
        self._running = True
        self._started = time.monotonic()
        self._ended = 0.0
        self._tokens = 0
        self._counts = {"accessed": 0, "pending": 0, "analyzed": 0}
        self._reset_run_figures()
        self._run_dir = ""
        self._summary_args = (None, "")
        self.pending_model.set_urls([])
        self.incident_model.clear()
        self._states = {}
        self.retriever_table.setRowCount(retrievers)
        for row in range(retrievers):
            self.retriever_table.setItem(row, 0, QTableWidgetItem())
            self.retriever_table.setItem(row, 1, QTableWidgetItem())
            bar = QProgressBar()
            bar.setRange(0, 100)
            bar.setValue(0)
            self.retriever_table.setCellWidget(row, 2, bar)
            self._show_state(row, RetrieverState.READY)
        self.stop_button.setEnabled(True)
        self.finish_button.setEnabled(True)
        self.open_button.setVisible(False)
        self._clock.start()
        self.retranslate()

    def apply(self, batch: RunBatch) -> None:
        """Show one coalesced batch of run events (called at most 20 times a second).

        The distributor's counters and pending sample come at most every 0.1 s while
        retrievers and the analyzer report each step, so the section corrects them with
        what it already saw: an address a retriever took is no longer pending, and a page
        obtained was accessed.
        """
        for index, status in batch.retrievers.items():
            self._show_retriever(index, status.state, status.url, status.percent)
        if batch.progress is not None:
            self._sample, self._taken = batch.progress.pending_sample, set(batch.taken)
            self._counts["pending"] = batch.progress.pending
            self._show_pending()
        elif batch.taken - self._taken:
            self._taken |= batch.taken
            self._show_pending()
        outcomes = [incident.outcome for incident in batch.incidents]
        self._obtained += sum(o in (Outcome.OBTAINED, Outcome.UNCHANGED) for o in outcomes)
        self._not_attempted += outcomes.count(Outcome.NOT_ATTEMPTED)
        accessed = batch.progress.accessed if batch.progress is not None else 0
        self._counts["accessed"] = max(self._counts["accessed"], accessed, self._obtained)
        if batch.analyzed:
            self._counts["analyzed"] = batch.analyzed[-1].analyzed
            self._tokens += sum(doc.tokens for doc in batch.analyzed)
        self.incident_model.extend(
            [i for i in batch.incidents if i.outcome == Outcome.NOT_OBTAINED])
        if batch.analyzing is not None:
            self._analyzing = batch.analyzing
        if batch.analyzed and batch.analyzed[-1].url == self._analyzing:
            self._analyzing = None  # the analyzer finished it and waits for the next page
        self._update_analyzing()
        if batch.crawl_finished is not None:
            self.stop_button.setEnabled(False)  # nothing left to stop downloading
        if batch.run_finished is not None:
            self.run_finished(batch.run_finished)
        self._update_status()

    def run_finished(self, event: RunFinished | None, error: str = "") -> None:
        """The run ended: show its summary and the button that opens its results."""
        self._clock.stop()
        self._ended = time.monotonic()
        self._running = False
        self.stop_button.setEnabled(False)
        self.finish_button.setEnabled(False)
        if event is not None:
            self._run_dir = event.run_dir
        self._summary_args = (event, error)
        self.pending_model.set_urls([])
        self._analyzing = None
        self._update_analyzing()
        self.open_button.setVisible(bool(self._run_dir))
        self._update_status()
        self._update_summary()

    def is_running(self) -> bool:
        """Whether a run is being shown."""
        return self._running

    # -- retriever lines --------------------------------------------------------------------

    def _show_pending(self) -> None:
        """The latest pending sample without the addresses taken since it was made."""
        taken = self._taken
        urls = [url for url in self._sample if url not in taken] if taken else self._sample
        if not self.pending_model.shows(urls):
            self.pending_model.set_urls(urls)

    def _show_retriever(self, index: int, state: RetrieverState, url: str | None,
                        percent: float | None) -> None:
        row = index if 0 <= index < self.retriever_table.rowCount() else None
        if row is None:
            return
        # A 404 for robots.txt or a sitemap is how a site says it has none: not a failure.
        absent = site_file(url) if state == RetrieverState.ADDRESS_FAILED else ""
        self._show_state(row, state, absent)
        self.retriever_table.item(row, 1).setText(url or "")
        self.retriever_table.item(row, 1).setToolTip(url or "")
        bar = self.retriever_table.cellWidget(row, 2)
        if isinstance(bar, QProgressBar):
            if state == RetrieverState.FINISHED:
                bar.setRange(0, 100)
                bar.setValue(100)
            elif state == RetrieverState.DOWNLOADING and percent is None:
                bar.setRange(0, 0)  # unknown length: a busy indicator
            elif state == RetrieverState.READY:
                bar.setRange(0, 100)
                bar.setValue(0)
            else:
                bar.setRange(0, 100)
                bar.setValue(int(percent or 0))

    def _show_state(self, row: int, state: RetrieverState, absent: str = "") -> None:
        self._states[row] = state
        if absent:
            self._absent[row] = absent
        else:
            self._absent.pop(row, None)
        item = self.retriever_table.item(row, 0)
        if item is None:
            return
        if absent:
            item.setText(self.tr("No robots.txt") if absent == "robots" else self.tr("No sitemap"))
            item.setIcon(state_icon(None))
            item.setToolTip(absent_help(absent))
            return
        item.setText(state_name(state))
        item.setIcon(state_icon(state))
        item.setToolTip(state_help(state))

    def retriever_state(self, row: int) -> RetrieverState | None:
        """The state shown on retriever line ``row`` (None: a missing robots.txt/sitemap)."""
        return None if row in self._absent else self._states.get(row)

    # -- status texts -----------------------------------------------------------------------

    def _update_analyzing(self) -> None:
        if not self._running:
            self.analyzing_label.setText(self.tr("No project is running."))
        elif self._analyzing:
            self.analyzing_label.setText(self.tr("Analyzing: {0}").format(self._analyzing))
        else:
            self.analyzing_label.setText(self.tr("Waiting for a downloaded page to analyze…"))

    def counts(self) -> dict[str, int]:
        """Accessed, pending and analyzed, as shown."""
        return dict(self._counts)

    def _update_status(self) -> None:
        end = self._ended or time.monotonic()
        elapsed = end - self._started if self._started else 0.0
        rate = self._tokens / elapsed if elapsed >= 1 else 0.0  # no wild first-second rates
        self.status_label.setText(self.tr(
            "Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   "
            "Elapsed: {4}").format(format_number(self._counts["accessed"]),
                                   format_number(self._counts["pending"]),
                                   format_number(self._counts["analyzed"]), rate,
                                   format_elapsed(elapsed)))
        self.incidents_button.setText(self.tr("Incidents: {0}").format(
            format_number(self.incident_model.rowCount())))
        self.not_attempted_label.setText(self.tr("Not attempted: {0}").format(
            format_number(self._not_attempted)))
        self.not_attempted_label.setVisible(self._not_attempted > 0)

    def _update_summary(self) -> None:
        event, error = self._summary_args
        if event is None and not error:
            self.summary_label.setText("")
            return
        if error:
            text = self.tr("The run failed: {0}").format(error)
        else:
            text = self._summary_text(event)
        self.summary_label.setText(text)

    def _summary_text(self, event: RunFinished) -> str:
        statuses = {
            "completed": self.tr("The run is complete."),
            "stopped-downloads": self.tr("Downloads were stopped; every downloaded page was "
                                         "analyzed."),
            "finished-early": self.tr("The run was finished early; pages not yet analyzed "
                                      "were left out."),
            "crashed": self.tr("The run stopped because of an error: {0}").format(
                event.summary.get("error", "")),
        }
        counts = event.summary.get("counts", {})
        status = statuses.get(event.status, event.status)
        details = self.tr("{0} pages, {1} words analyzed. Results in {2}").format(
            format_number(counts.get("pages", self._counts["analyzed"])),
            format_number(counts.get("tokens", self._tokens)), event.run_dir)
        return f"{status} {details}{self._candidates_text(event.summary)}"

    def _candidates_text(self, summary: dict) -> str:
        """The neologism candidates the triage left, and how many forms it set aside."""
        candidates = summary.get("top_candidates", [])
        if not candidates:
            return ""
        triage = dict(summary.get("triage", []))
        return "\n" + self.tr(
            "Neologism candidates: {0}. Set aside: {1} proper nouns, {2} acronyms, {3} foreign "
            "words, {4} likely typos, {5} non-words.").format(
            ", ".join(form for form, _ in candidates[:8]),
            format_number(triage.get("proper-noun candidate", 0)),
            format_number(triage.get("acronym", 0)),
            format_number(triage.get("likely foreign", 0)),
            format_number(triage.get("likely typo", 0)),
            format_number(sum(n for _, n in summary.get("non_words", []))))

    def summary_text(self) -> str:
        """The end-of-run message shown (empty while running)."""
        return self.summary_label.text()

    # -- commands ---------------------------------------------------------------------------

    def _on_stop(self) -> None:
        self.stop_button.setEnabled(False)  # asked once; the run needs time to wind down
        self.stop_downloads_requested.emit()

    def _on_finish(self) -> None:
        self.stop_button.setEnabled(False)
        self.finish_button.setEnabled(False)
        self.finish_requested.emit()

    def show_incidents(self) -> IncidentsDialog:
        """Open the live incident list (non-modal, so the run stays in view)."""
        dialog = IncidentsDialog(self.incident_model, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
