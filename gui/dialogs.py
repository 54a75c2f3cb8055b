"""The dialogs of the Configuration section (paper figures 10–13) and the About box.

Every dialog validates as the user types and says *why* a value is not accepted; the OK
button stays disabled until the value is usable. Dialogs only edit values: the caller
puts them into the :class:`~daweb.project.Project`.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daweb import __version__
from daweb.errors import BadInput
from daweb.project import CrawlOptions, Project, SegmentOptions, StartAddress, spin_range
from daweb.validation import entry_problems, list_problems, validate
from gui.i18n import Retranslating
from gui.problems import located_text, problem_text

#: Distributions listed in the About box.
ABOUT_PACKAGES = ("PySide6-Essentials", "httpx", "selectolax", "spacy", "spacy-lookups-data",
                  "simplemma", "pyahocorasick", "sqlite-utils", "tomlkit", "platformdirs")

#: Licenses of packages whose metadata does not name theirs in a short form.
KNOWN_LICENSES = {"PySide6-Essentials": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"}

#: Lexical sources of the morphological recognizer (analyzers/lexicon_sources.py):
#: (name, distribution giving its version or "", license). The About box credits them.
LEXICON_SOURCES = (
    ("spaCy lookups data", "spacy-lookups-data", "MIT"),
    ("simplemma", "simplemma", "MIT"),
    ("Apertium apertium-spa", "", "GPL-2.0-or-later"),
    ("DAWeb lexicons/*.tsv", "", "GPL-3.0-or-later"),
)


def first_problem(project: Project) -> str | None:
    """The first problem the validator finds in ``project`` (translated), or ``None``.

    Dialogs validate by building the project part they edit: the one validator
    (daweb/validation.py) decides, so what a dialog accepts also loads."""
    problems = validate(project, files=False)
    return problem_text(problems[0]) if problems else None


def _problem_label() -> QLabel:
    """A label that shows validation problems in a warning colour."""
    label = QLabel()
    label.setWordWrap(True)
    label.setObjectName("problem")
    label.setStyleSheet("QLabel#problem { color: #b3261e; }")
    return label


class AddressDialog(Retranslating, QDialog):
    """Add or modify a start address and its output name (paper figure 10)."""

    def __init__(self, parent: QWidget | None = None, url: str = "", output: str = "",
                 taken: tuple[str, ...] = (), modify: bool = False) -> None:
        """``taken`` are the other start addresses, which cannot be repeated."""
        super().__init__(parent)
        self._taken = {t.strip() for t in taken}
        self._modify = modify
        self.url_edit = QLineEdit(url)
        self.url_edit.setPlaceholderText("https://www.example.es/")
        self.output_edit = QLineEdit(output)
        self.problem = _problem_label()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._form = QFormLayout()
        self._url_label = QLabel()
        self._output_label = QLabel()
        self._url_label.setBuddy(self.url_edit)
        self._output_label.setBuddy(self.output_edit)
        self._form.addRow(self._url_label, self.url_edit)
        self._form.addRow(self._output_label, self.output_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(self._form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.url_edit.textChanged.connect(self.validate)
        self.output_edit.textChanged.connect(self.validate)
        self.setMinimumWidth(480)
        self.retranslate()
        self.validate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("Modify address") if self._modify else self.tr("Add address"))
        self._url_label.setText(self.tr("&Address:"))
        self._output_label.setText(self.tr("&Output file:"))
        self.output_edit.setPlaceholderText(self.tr("(the run's main output)"))
        self.output_edit.setToolTip(self.tr(
            "Name of the output that collects this address's pages; different addresses "
            "may use different outputs."))
        self.validate()

    def reason(self) -> str | None:
        """Why the current values cannot be accepted (the validator's first problem with
        the other addresses before this one), or ``None``."""
        starts = [StartAddress(url=url) for url in sorted(self._taken)]
        starts.append(StartAddress(url=self.url_edit.text(),
                                   output=self.output_edit.text().strip()))
        return first_problem(Project(title="-", starts=starts))

    def validate(self) -> bool:
        """Show the reason (if any) and enable OK only for acceptable values."""
        reason = self.reason()
        self.problem.setText(reason or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(reason is None)
        return reason is None

    def values(self) -> tuple[str, str]:
        """The (url, output) entered."""
        return self.url_edit.text().strip(), self.output_edit.text().strip()


class CancelledDialog(Retranslating, QDialog):
    """Add an address fragment that must never be crawled (paper figure 11)."""

    def __init__(self, parent: QWidget | None = None, taken: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self._taken = set(taken)
        self.edit = QLineEdit()
        self.edit.setPlaceholderText("deportes")
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.problem = _problem_label()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.edit)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self.validate)
        self.setMinimumWidth(440)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("Add cancelled address"))
        self.hint.setText(self.tr(
            "No address containing this text will be accessed, e.g. \"deportes\". "
            "Start with re: to give a regular expression."))
        self.validate()

    def validate(self) -> bool:
        """Show why the fragment is not acceptable; enable OK only when it is."""
        fragment = self.edit.text()
        reason = first_problem(Project(title="-", crawl=CrawlOptions(cancelled=[fragment])))
        if reason is None and fragment in self._taken:  # the list's own bookkeeping
            reason = self.tr("This entry is already in the list.")
        self.problem.setText(reason or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(reason is None)
        return reason is None

    def value(self) -> str:
        """The fragment entered (kept as typed: spaces may matter inside a fragment)."""
        return self.edit.text()


def default_lexicon_folder(base: Path | None = None) -> Path:
    """Where list files are loaded from and saved to by default: ``lexicons/``."""
    for folder in (base, Path.cwd()):
        if folder is not None and (folder / "lexicons").is_dir():
            return folder / "lexicons"
    return (base or Path.cwd()) / "lexicons"


def parse_word_list(text: str) -> list[str]:
    """Words of a list text: one per line; blank lines and ``#`` comments are ignored."""
    words = []
    for line in text.splitlines():
        word = line.split("#", 1)[0].strip()
        if word:
            words.append(word)
    return words


class ListFileError(BadInput):
    """A list file cannot be loaded; the message (translated) names the file and line."""


def read_word_list(path: Path) -> list[str]:
    """The words of a list file: UTF-8 text, with or without the BOM Windows editors write.
    Raises :class:`ListFileError` (the validator's problem, translated) when it cannot be
    read; entries the analyzer refuses are loaded, and the list dialog names them."""
    unreadable = [p for p in list_problems(path) if p.code != "list.entry"]
    if unreadable:
        raise ListFileError(located_text(unreadable[0]))
    return parse_word_list(Path(path).read_bytes().decode("utf-8-sig"))


class WordListDialog(Retranslating, QDialog):
    """Edit the stopword/keyword list, load it from a file, save it to one (paper fig. 12)."""

    def __init__(self, parent: QWidget | None = None, words: list[str] | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(parent)
        self.folder = folder or default_lexicon_folder()
        self.editor = QPlainTextEdit("\n".join(words or []))
        # One word a line: Tab moves on to the buttons instead of typing an invisible
        # character into the list.
        self.editor.setTabChangesFocus(True)
        self.count = QLabel()
        self.load_button = QPushButton()
        self.save_button = QPushButton()
        self.load_button.clicked.connect(self._choose_and_load)
        self.save_button.clicked.connect(self._choose_and_save)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.load_button)
        row.addWidget(self.save_button)
        row.addStretch(1)
        row.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.editor)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.problem = _problem_label()
        layout.insertWidget(3, self.problem)
        self.editor.textChanged.connect(self._update_count)
        self.resize(420, 460)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("Define list"))
        self.hint.setText(self.tr(
            "One entry per line: a word (casa), a lemma with all its forms (lemma:ir) or a "
            "multi-word expression (sin embargo). Text after # is a comment."))
        self.load_button.setText(self.tr("&Load from file…"))
        self.save_button.setText(self.tr("&Save to file…"))
        self._update_count()

    def words(self) -> list[str]:
        """The words of the list, in order, without blanks or comments."""
        return parse_word_list(self.editor.toPlainText())

    def _update_count(self) -> None:
        self.count.setText(self.tr("Words: {0}").format(len(self.words())))
        self.validate()

    def reason(self) -> str | None:
        """The first entry the analyzer would reject, as "Line N: why", or ``None``."""
        problems = entry_problems(self.editor.toPlainText().splitlines(), "", "lists.entries")
        if not problems:
            return None
        return self.tr("Line {0}: {1}").format(problems[0].line, problem_text(problems[0]))

    def validate(self) -> bool:
        """Show why the list cannot be used; enable OK only when every entry is valid."""
        reason = self.reason()
        self.problem.setText(reason or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(reason is None)
        return reason is None

    def load(self, path: Path) -> None:
        """Replace the list with the words of ``path`` (see :func:`read_word_list`)."""
        self.editor.setPlainText("\n".join(read_word_list(path)))

    def save(self, path: Path) -> None:
        """Write the list to ``path``, one word per line (UTF-8)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text("\n".join(self.words()) + "\n", encoding="utf-8")

    def _choose_and_load(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Load list"), str(self.folder),
                                              self.tr("Word lists (*.txt *.tsv);;All files (*)"))
        if name:
            try:
                self.load(Path(name))
            except ListFileError as exc:
                QMessageBox.warning(self, self.tr("Load list"), str(exc))

    def _choose_and_save(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save list"), str(self.folder),
                                              self.tr("Word lists (*.txt);;All files (*)"))
        if name:
            try:
                self.save(Path(name))
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save list"),
                                    self.tr("Cannot write {0}: {1}").format(name, exc))


class SegmentsDialog(Retranslating, QDialog):
    """Frequent word sequences: length range and minimum frequency (paper figure 13)."""

    def __init__(self, parent: QWidget | None = None, min_len: int = 2, max_len: int = 5,
                 min_freq: int = 3, drop_stopword_edges: bool = False) -> None:
        super().__init__(parent)
        self.min_len = QSpinBox()
        self.max_len = QSpinBox()
        for box, key in ((self.min_len, "min_len"), (self.max_len, "max_len")):
            box.setRange(*(int(bound) for bound in spin_range("segments", key, 1)))
        self.min_len.setValue(min_len)
        self.max_len.setValue(max_len)
        self.min_freq = QSpinBox()
        self.min_freq.setRange(*(int(bound) for bound in spin_range("segments", "min_freq", 1)))
        self.min_freq.setValue(min_freq)
        self.drop_edges = QCheckBox()
        self.drop_edges.setChecked(drop_stopword_edges)
        self.problem = _problem_label()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._labels = [QLabel(), QLabel(), QLabel()]
        form = QFormLayout()
        for label, box in zip(self._labels, (self.min_len, self.max_len, self.min_freq),
                              strict=True):
            label.setBuddy(box)
            form.addRow(label, box)
        form.addRow(self.drop_edges)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.min_len.valueChanged.connect(self.validate)
        self.max_len.valueChanged.connect(self.validate)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("Define segments"))
        self._labels[0].setText(self.tr("Mi&nimum length (words):"))
        self._labels[1].setText(self.tr("Ma&ximum length (words):"))
        self._labels[2].setText(self.tr("Minimum &frequency:"))
        self.drop_edges.setText(self.tr("Drop segments that begin or end with a stopword"))
        self.validate()

    def validate(self) -> bool:
        """The minimum length may not exceed the maximum; say so and block OK."""
        reason = first_problem(Project(title="-", segments=SegmentOptions(
            min_len=self.min_len.value(), max_len=self.max_len.value(),
            min_freq=self.min_freq.value())))
        self.problem.setText(reason or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(reason is None)
        return reason is None

    def values(self) -> tuple[int, int, int, bool]:
        """(min_len, max_len, min_freq, drop_stopword_edges)."""
        return (self.min_len.value(), self.max_len.value(), self.min_freq.value(),
                self.drop_edges.isChecked())


def _distribution_info(name: str) -> tuple[str, str]:
    """(version, license) of an installed distribution; a dash when unknown or absent."""
    try:
        meta = metadata.metadata(name)
    except metadata.PackageNotFoundError:
        return "—", "—"
    license_text = meta.get("License-Expression") or meta.get("License") or ""
    if name in KNOWN_LICENSES:
        license_text = KNOWN_LICENSES[name]
    elif not license_text or len(license_text) > 40:
        # Long License fields hold the whole text: the classifier names it better.
        classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                       if c.startswith("License ::")]
        license_text = classifiers[0] if classifiers else "—"
    return meta.get("Version", "—"), license_text


class AboutDialog(Retranslating, QDialog):
    """Version, the packages DAWeb runs on and the lexical sources, with their licenses."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setWordWrap(True)
        self.packages = self._table(len(ABOUT_PACKAGES))
        for row, name in enumerate(ABOUT_PACKAGES):
            version, license_text = _distribution_info(name)
            for col, text in enumerate((name, version, license_text)):
                self.packages.setItem(row, col, QTableWidgetItem(text))
        self.sources = self._table(len(LEXICON_SOURCES))
        for row, (name, dist, license_text) in enumerate(LEXICON_SOURCES):
            version = _distribution_info(dist)[0] if dist else ""
            for col, text in enumerate((name, version, license_text)):
                self.sources.setItem(row, col, QTableWidgetItem(text))
        self.packages_label = QLabel()
        self.sources_label = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.packages_label)
        layout.addWidget(self.packages)
        layout.addWidget(self.sources_label)
        layout.addWidget(self.sources)
        layout.addWidget(self.buttons)
        self.resize(560, 560)
        self.retranslate()

    @staticmethod
    def _table(rows: int) -> QTableWidget:
        table = QTableWidget(rows, 3)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return table

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("About DAWeb"))
        self.heading.setText(self.tr(
            "<h2>DAWeb {0}</h2><p>Downloads whole web sites and analyzes their language "
            "morphologically, for linguists.</p><p>Free software under the GNU GPL, "
            "version 3 or later.</p>").format(__version__))
        self.packages_label.setText(self.tr("Packages:"))
        self.sources_label.setText(self.tr("Lexical sources:"))
        headers = [self.tr("Name"), self.tr("Version"), self.tr("License")]
        self.packages.setHorizontalHeaderLabels(headers)
        self.sources.setHorizontalHeaderLabels(headers)
        for row, (_name, dist, _license) in enumerate(LEXICON_SOURCES):
            if not dist:  # optional or bundled: its version is not a package's
                self.sources.item(row, 1).setText(self.tr("optional / bundled"))
