"""The *Observatorio*: a project's neology candidates, reviewed once and followed over time.

A window over the project's neology database (daweb/neology, docs/neology.md): the
candidates with their status, type, triage tag and first attestation, filtered by status,
type, triage and date or by the lists *rising* and *gone quiet*; the selected candidate's
contexts (dated, with their addresses), sites, suggested decision and its curve (frequency
per million words of each run, one bar per run date). Review is keyboard-driven: one key
per decision applies it to the selected candidates (several at once for a bulk decision)
and moves on to the next; Ctrl+Z undoes the latest decision.
"""

from __future__ import annotations

import html
from contextlib import closing
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from daweb.neology import REASONS, STATUSES, TYPES
from daweb.neology.database import NeologyError, connect, database_path, rebuild
from daweb.neology.follow import candidates, series
from daweb.neology.review import (
    DEFAULT_POS,
    KNOWN_WORD,
    UPOS,
    Decision,
    accept,
    reject,
    review,
    suggested,
    teach,
    undo,
)
from daweb.project import Project, ProjectError, ProjectSaveError, load_project
from daweb.store.connection import open_existing
from gui import i18n
from gui.i18n import Retranslating
from gui.viewer import ensure_translator
from gui.viewer.plots import PlotData, PlotWidget, Series
from gui.viewer.tags import choice_name, tag_name

#: Translation context of the names below.
CONTEXT = "Observatory"
#: Stored status, type and reason -> its name (source texts, translated in CONTEXT).
NAMES = {
    "pending": QT_TRANSLATE_NOOP("Observatory", "pending"),
    "accepted": QT_TRANSLATE_NOOP("Observatory", "accepted"),
    "rejected": QT_TRANSLATE_NOOP("Observatory", "rejected"),
    "prefixation": QT_TRANSLATE_NOOP("Observatory", "prefixation"),
    "suffixation": QT_TRANSLATE_NOOP("Observatory", "suffixation"),
    "compounding": QT_TRANSLATE_NOOP("Observatory", "compounding"),
    "borrowing": QT_TRANSLATE_NOOP("Observatory", "borrowing"),
    "semantic": QT_TRANSLATE_NOOP("Observatory", "semantic"),
    "other": QT_TRANSLATE_NOOP("Observatory", "other"),
    "typo": QT_TRANSLATE_NOOP("Observatory", "typo"),
    "proper-noun": QT_TRANSLATE_NOOP("Observatory", "proper noun"),
    "foreign": QT_TRANSLATE_NOOP("Observatory", "foreign"),
    "known-word": QT_TRANSLATE_NOOP("Observatory", "known word"),
    "non-word": QT_TRANSLATE_NOOP("Observatory", "non-word"),
}
#: One key per decision: accepted with a type, or rejected with a reason.
ACCEPT_KEYS = {"P": "prefixation", "S": "suffixation", "C": "compounding", "B": "borrowing",
               "E": "semantic", "O": "other"}
REJECT_KEYS = {"T": "typo", "N": "proper-noun", "F": "foreign", "K": "known-word",
               "X": "non-word"}
PENDING_KEY = "U"
#: The lists offered besides every candidate (daweb/neology/follow.py).
LIST_CHOICES = ("all", "rising", "quiet")


def name(value: str) -> str:
    """The user's name of a stored status, type or reason."""
    return QCoreApplication.translate(CONTEXT, NAMES[value]) if value in NAMES else value


class ObservatoryWindow(Retranslating, QWidget):
    """The review and follow-up window of one saved project (see the module doc)."""

    COLUMNS = 8

    def __init__(self, project: Project, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        ensure_translator()  # the triage tags' names are in the viewer's catalogue
        self.project = project
        self.path = database_path(project.runs_path(), project.title)
        self.items: list[dict[str, Any]] = []
        self.status_filter = QComboBox()
        self.type_filter = QComboBox()
        self.triage_filter = QComboBox()
        self.since_filter = QComboBox()
        self.list_filter = QComboBox()
        self.rebuild_button = QPushButton()
        self.filter_labels = [QLabel() for _ in range(5)]
        filters = QHBoxLayout()
        for label, combo in zip(self.filter_labels, (self.status_filter, self.type_filter,
                                                     self.triage_filter, self.since_filter,
                                                     self.list_filter), strict=True):
            label.setBuddy(combo)
            filters.addWidget(label)
            filters.addWidget(combo)
        filters.addStretch(1)
        filters.addWidget(self.rebuild_button)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.ExtendedSelection)
        i18n.fit_columns(self.table)
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setWordWrap(True)
        self.contexts = QTextBrowser()
        self.contexts.setOpenExternalLinks(False)
        self.plot = PlotWidget()
        self.plot.setMinimumSize(320, 200)
        detail = QWidget()
        detail_layout = QVBoxLayout(detail)
        detail_layout.setContentsMargins(0, 0, 0, 0)
        detail_layout.addWidget(self.heading)
        detail_layout.addWidget(self.contexts, 1)
        detail_layout.addWidget(self.plot, 1)
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(detail)
        splitter.setSizes([560, 440])
        self.buttons: dict[str, QPushButton] = {}
        keys = QHBoxLayout()
        for key in [*ACCEPT_KEYS, *REJECT_KEYS, PENDING_KEY]:
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, key=key: self.decide_key(key))
            keys.addWidget(button)
            self.buttons[key] = button
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda key=key: self.decide_key(key))
        self.undo_button = QPushButton()
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.clicked.connect(self.undo)
        keys.addWidget(self.undo_button)
        QShortcut(QKeySequence.StandardKey.Undo, self).activated.connect(self.undo)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(splitter, 1)
        layout.addLayout(keys)
        layout.addWidget(self.hint)
        for combo in (self.status_filter, self.type_filter, self.triage_filter,
                      self.since_filter, self.list_filter):
            combo.currentIndexChanged.connect(self.refresh)
        self.rebuild_button.clicked.connect(self.rebuild)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.resize(1100, 720)
        self.retranslate()

    # -- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every visible text in the current language (filters keep their choice)."""
        self.setWindowTitle(self.tr("Neology observatory — {0}").format(self.project.title))
        for label, text in zip(self.filter_labels, (self.tr("&Status:"), self.tr("T&ype:"),
                                                    self.tr("T&riage:"), self.tr("S&ince:"),
                                                    self.tr("&List:")), strict=True):
            label.setText(text)
        self._fill_combo(self.status_filter, [("", self.tr("all"))]
                         + [(status, name(status)) for status in STATUSES]
                         + [("reviewed", self.tr("reviewed"))], "pending")
        self._fill_combo(self.type_filter, [("", self.tr("any"))]
                         + [(value, name(value)) for value in (*TYPES, *REASONS)])
        self._fill_combo(self.list_filter, [("all", self.tr("every candidate")),
                                            ("rising", self.tr("rising")),
                                            ("quiet", self.tr("gone quiet"))])
        self.rebuild_button.setText(self.tr("Re&build from the runs"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Form"), self.tr("Status"), self.tr("Type"), self.tr("Triage"),
            self.tr("First seen"), self.tr("Runs"), self.tr("Frequency"),
            self.tr("Per million")])
        for key, value in (*ACCEPT_KEYS.items(), *REJECT_KEYS.items()):
            self.buttons[key].setText(f"{key} · {name(value)}")
            self.buttons[key].setToolTip(
                self.tr("Accept as a neologism: {0}").format(name(value))
                if value in TYPES else self.tr("Reject: {0}").format(name(value)))
        self.buttons[PENDING_KEY].setText(f"{PENDING_KEY} · {name('pending')}")
        self.undo_button.setText(self.tr("Undo (Ctrl+Z)"))
        self.hint.setText(self.tr(
            "One key per decision, for every selected candidate; then the next one. "
            "A known word goes into the project's lexicon and is recognized from the next "
            "run on."))
        self.refresh()

    @staticmethod
    def _fill_combo(combo: QComboBox, choices: list[tuple[str, str]], default: str = ""
                    ) -> None:
        """Set a filter's choices (value, shown text), keeping the chosen value."""
        current = combo.currentData() if combo.count() else default
        combo.blockSignals(True)
        combo.clear()
        for value, text in choices:
            combo.addItem(text, value)
        found = combo.findData(current)
        combo.setCurrentIndex(max(found, 0))
        combo.blockSignals(False)

    # -- reading ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the candidates again with the current filters."""
        if not self.path.is_file():
            self.items = []
            self._fill_table()
            self.heading.setText(self.tr("No neology database yet: run the project, or "
                                         "rebuild it from earlier runs."))
            return
        triage = self.triage_filter.currentData() or ""
        try:
            with connect(self.path) as db:
                self._fill_dates(db)
                self.items = candidates(
                    db, status=self.status_filter.currentData() or "",
                    since=self.since_filter.currentData() or "",
                    which=self.list_filter.currentData() or "all",
                    type_=self.type_filter.currentData() or "",
                    tags={"triage": triage} if triage else None)
        except NeologyError as exc:
            self._error(str(exc))
            return
        self._fill_triage()
        self._fill_table()

    def _fill_dates(self, db: Any) -> None:
        dates = [row[0] for row in db.execute("SELECT DISTINCT date FROM runs ORDER BY date")]
        self._fill_combo(self.since_filter, [("", self.tr("any date"))]
                         + [(day, day) for day in dates])

    def _fill_triage(self) -> None:
        if self.triage_filter.count() > 1:
            return  # the tags a project's candidates have are known from the first reading
        tags = sorted({str(item["tags"].get("triage", "")).partition(":")[0]
                       for item in self.items} - {""})
        self._fill_combo(self.triage_filter, [("", self.tr("any"))]
                         + [(tag, tag_name(tag)) for tag in tags])

    def _fill_table(self) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.items))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, item in enumerate(self.items):
            cells = [item["form"], name(item["status"]),
                     name(item["type"] or item["reason"]),
                     tag_name(str(item["tags"].get("triage", ""))), item["first_date"] or ""]
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
            for col, text in ((5, i18n.format_number(item["runs"])),
                              (6, i18n.format_number(item["frequency"])),
                              (7, i18n.decimal(item["per_million"], 1))):
                cell = QTableWidgetItem(text)
                cell.setTextAlignment(right)
                self.table.setItem(row, col, cell)
        self.table.blockSignals(False)
        if self.items:
            self.table.selectRow(0)
        self._show_selected()

    def selected_forms(self) -> list[str]:
        """The forms of the selected rows, in table order."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.items[row]["form"] for row in rows if row < len(self.items)]

    def _show_selected(self) -> None:
        """The selected candidate's tags, suggestion, sites, contexts and curve."""
        forms = self.selected_forms()
        item = next((i for i in self.items if forms and i["form"] == forms[0]), None)
        if item is None:
            if self.path.is_file():
                self.heading.setText(self.tr("No candidate matches the filters."))
            self.contexts.clear()
            self.plot.set_plot(PlotData())
            return
        tags = ", ".join(f"{key}: {tag_name(str(value))}"
                         for key, value in sorted(item["tags"].items()))
        advice = suggested(item["tags"])
        lines = [
            self.tr("Tags: {0}").format(tags),
            self.tr("Suggested: {0}").format(name(advice.reason) if advice.reason
                                             else self.tr("none")),
            self.tr("First seen {0}, last seen {1}; sites: {2}").format(
                item["first_date"], item["last_date"], ", ".join(item["sites"])),
        ]
        self.heading.setText(
            f"<b>{html.escape(item['form'])}</b> — {html.escape(name(item['status']))}<br>"
            + "<br>".join(html.escape(line) for line in lines))
        self.contexts.setHtml("".join(
            f"<p><small>{html.escape(c['date'])} · {html.escape(c['url'])}</small><br>"
            f"{html.escape(c['left_context'].rstrip())} <b>{html.escape(c['written'])}</b>"
            f"{' ' if c['right_context'][:1].isalnum() else ''}"
            f"{html.escape(c['right_context'].rstrip())}</p>" for c in item["contexts"]))
        with connect(self.path) as db:
            points = series(db, item["form"])
        self.plot.set_plot(PlotData(
            title=item["form"], x_label=self.tr("run date"),
            y_label=self.tr("per million words"),
            categories=[point["date"] for point in points],
            series=[Series(self.tr("frequency per million words"),
                           [(float(n), point["per_million"]) for n, point in enumerate(points)])]))

    # -- commands -----------------------------------------------------------------------

    def decide_key(self, key: str) -> None:
        """Apply the decision of ``key`` to the selected candidates."""
        if key in ACCEPT_KEYS:
            self.decide(accept(ACCEPT_KEYS[key]))
        elif key in REJECT_KEYS:
            self.decide(reject(REJECT_KEYS[key]))
        elif key == PENDING_KEY:
            self.decide(Decision())

    def decide(self, decision: Decision) -> None:
        """Apply ``decision`` to the selected candidates (one batch), then show the next; a
        known word asks its lemma (one form) and category first."""
        forms = self.selected_forms()
        if not forms:
            return
        lemma, pos = "", DEFAULT_POS
        if decision.reason == KNOWN_WORD:
            dialog = KnownWordDialog(forms, self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            lemma, pos = dialog.chosen_lemma(), dialog.category.currentData()
        following = self._following(forms)
        try:
            # The file as saved: a first known word names the lexicon in it, and must not
            # save the edits the app has not saved yet.
            saved = load_project(self.project.path) if self.project.path else self.project
            with connect(self.path) as db:
                review(db, forms, decision, saved, lemma=lemma, pos=pos)
        except (NeologyError, ProjectError, ProjectSaveError, ValueError) as exc:
            self._error(str(exc))
            return
        self.project.analysis.lexicon = saved.analysis.lexicon  # the app's copy, in step
        self.refresh()
        self._select(following, forms)

    def undo(self) -> None:
        """Undo the latest decision (all the forms it was applied to)."""
        try:
            with connect(self.path) as db:
                forms = undo(db)
        except NeologyError as exc:
            self._error(str(exc))
            return
        self.refresh()
        if forms:
            self._select(forms[0], [])

    def rebuild(self) -> None:
        """Read every run of the project again (decisions are kept)."""
        try:
            rebuild(self.project.runs_path(), self.project.title,
                    self.project.analysis.language)
        except NeologyError as exc:
            self._error(str(exc))
        self.refresh()

    def _following(self, forms: list[str]) -> str:
        """The form listed after the last of ``forms`` ("" at the end)."""
        listed = [item["form"] for item in self.items]
        last = max(listed.index(form) for form in forms)
        return listed[last + 1] if last + 1 < len(listed) else ""

    def _select(self, form: str, decided: list[str]) -> None:
        """Select ``form`` if listed, else the first row that was not just decided."""
        listed = [item["form"] for item in self.items]
        if form in listed:
            self.table.selectRow(listed.index(form))
        else:
            row = next((n for n, f in enumerate(listed) if f not in decided), -1)
            if row >= 0:
                self.table.selectRow(row)
            else:
                self.table.clearSelection()

    def _error(self, message: str) -> None:
        QMessageBox.warning(self, self.tr("Neology observatory"), message)


class KnownWordDialog(Retranslating, QDialog):
    """The lemma (for one form; several keep their own) and category a known word is
    written into the project's lexicon with."""

    def __init__(self, forms: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.forms = forms
        self.lemma = QLineEdit(forms[0])
        self.lemma.setEnabled(len(forms) == 1)
        self.category = QComboBox()
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.lemma_label, self.category_label = QLabel(), QLabel()
        self.lemma_label.setBuddy(self.lemma)
        self.category_label.setBuddy(self.category)
        self.form = QFormLayout()
        self.form.addRow(self.explanation)
        self.form.addRow(self.lemma_label, self.lemma)
        self.form.addRow(self.category_label, self.category)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form.addRow(self.buttons)
        self.setLayout(self.form)
        self.retranslate()
        self.category.setCurrentIndex(self.category.findData("NOUN"))

    def chosen_lemma(self) -> str:
        """The lemma typed for one form; "" for several (each form is its own lemma)."""
        return self.lemma.text().strip() if len(self.forms) == 1 else ""

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("Known word"))
        self.explanation.setText(self.tr("{0}: into the project's lexicon, recognized from "
                                         "the next run on.").format(", ".join(self.forms)))
        self.lemma_label.setText(self.tr("&Lemma:"))
        self.category_label.setText(self.tr("&Category:"))
        current = self.category.currentData()
        self.category.clear()
        for tag in UPOS:
            self.category.addItem(choice_name(tag), tag)
        self.category.setCurrentIndex(max(self.category.findData(current), 0))


def lexicon_button(form: str, run_dir: Path | None, parent: QWidget) -> QPushButton:
    """A button that puts ``form`` into the lexicon of the project ``run_dir`` was run from
    (its run.json names the project file), for the viewer's word detail; disabled, with the
    reason as its tooltip, when that project file is not there."""
    from daweb.runfolder import read_run_json

    button = QPushButton(
        QCoreApplication.translate("Observatory", "Add to the project's lexicon…"), parent)
    recorded = read_run_json(run_dir).get("project_file") if run_dir is not None else None
    if not recorded or not Path(recorded).is_file():
        button.setEnabled(False)
        button.setToolTip(QCoreApplication.translate(
            "Observatory", "The project file this run was made from is not there."))
        return button

    def add() -> None:
        dialog = KnownWordDialog([form], parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            path = teach(load_project(Path(recorded)), form, dialog.chosen_lemma(),
                         dialog.category.currentData())
        except (NeologyError, ProjectError, ProjectSaveError, ValueError) as exc:
            QMessageBox.warning(parent, dialog.windowTitle(), str(exc))
            return
        button.setEnabled(False)
        button.setText(
            QCoreApplication.translate("Observatory", "In the lexicon: {0}").format(path.name))

    button.clicked.connect(add)
    return button


def sample_observatory(folder: Path) -> Project:
    """A saved project with three sample runs on three dates and a few decisions, for the
    screenshots and for trying the window; returns the project."""
    from gui.viewer.sample import write_sample_run

    texts = (
        [("https://a.es/", "el canto de la casa webcómic el canto de la casa nueva"),
         ("https://b.es/", "casa casa de nanoesporas el webcómic ONU")],
        [("https://a.es/", "el canto de la casa webcómic webcómic de la casa nueva"),
         ("https://b.es/", "la casa de la web ciberokupas el webcómic ONU")],
        [("https://a.es/", "el webcómic de la casa webcómic webcómic ciberokupas"),
         ("https://b.es/", "la web de la casa ciberokupas el webcómic de ONU")],
    )
    path = Path(folder) / "prensa.toml"
    path.write_text('schema = 1\ntitle = "Prensa local"\n', encoding="utf-8")
    for day, pages in zip(("2026-09-01", "2026-10-01", "2026-11-01"), texts, strict=True):
        run = write_sample_run(Path(folder) / "runs" / f"prensa-local_{day}_07-00-00", pages,
                               run_info={"title": "Prensa local", "status": "completed",
                                         "started_at": f"{day}T07:00:00+00:00"})
        with closing(open_existing(run / "results.sqlite")) as db:
            db.execute("UPDATE pages SET fetched_at = ?", (f"{day}T07:05:00+00:00",))
    project = load_project(path)
    rebuild(project.runs_path(), project.title)
    with connect(database_path(project.runs_path(), project.title)) as db:
        review(db, ["webcómic"], accept("compounding"), project)
        review(db, ["onu"], reject("proper-noun"), project)
    return project
