"""The dialogs of the Configuration section (paper figures 10–13) and the About box.

Every dialog validates as the user types and says *why* a value is not accepted; the OK
button stays disabled until the value is usable. Dialogs only edit values: the caller
puts them into the :class:`~daweb.project.Project`.
"""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, Qt
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

from analyzers.lists import undecodable_line
from daweb import __version__
from gui.i18n import Retranslating

#: Output names: the same rule the project file applies (letters, digits, - _ .).
_OUTPUT_NAME = re.compile(r"^[\w][\w.\-]*$")

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


def translate(context: str, text: str) -> str:
    """Translate a message outside a QObject (lupdate reads ``translate(context, text)``)."""
    return QCoreApplication.translate(context, text)


def url_problem(url: str) -> str | None:
    """Why ``url`` cannot be a start address (translated), or ``None`` when it is fine.

    Mirrors the project file's rules so that what the dialog accepts also loads.
    """
    text = url.strip()
    if not text:
        return translate(
            "Validation", "Type an address, e.g. https://www.example.es/")
    if any(ch.isspace() for ch in text):
        return translate(
            "Validation", "The address contains a space; write it as %20 or remove it.")
    try:
        parts = urlsplit(text)
        _ = parts.port  # raises ValueError on a bad port
    except ValueError:
        return translate(
            "Validation", "This is not a valid address (check the port number).")
    if parts.scheme.lower() not in ("http", "https"):
        return translate(
            "Validation", "The address must start with http:// or https://")
    if not parts.hostname:
        return translate(
            "Validation", "The address has no host name, e.g. https://www.example.es/")
    return None


def output_problem(name: str) -> str | None:
    """Why ``name`` cannot be an output name (translated), or ``None``; "" is allowed."""
    if not name:
        return None
    if name in (".", "..") or not _OUTPUT_NAME.match(name):
        return translate(
            "Validation", "Output names use letters, digits, '-', '_' and '.', without slashes.")
    return None


def cancelled_problem(fragment: str) -> str | None:
    """Why ``fragment`` cannot be a cancelled-address entry (translated), or ``None``."""
    if not fragment.strip():
        return translate("Validation", "Type part of an address, e.g. deportes, or re: and "
                         "a regular expression.")
    if fragment.startswith("re:"):
        try:
            re.compile(fragment[3:])
        except re.error as exc:
            return translate(
            "Validation", "Not a valid regular expression after 're:': {0}").format(exc)
    return None


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
        """Why the current values cannot be accepted, or ``None``."""
        url = self.url_edit.text()
        problem = url_problem(url)
        if problem is None and url.strip() in self._taken:
            problem = self.tr("This address is already in the list.")
        return problem or output_problem(self.output_edit.text().strip())

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
        reason = cancelled_problem(fragment)
        if reason is None and fragment in self._taken:
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


class ListFileError(Exception):
    """A list file cannot be loaded; the message (translated) names the file and line."""


def read_word_list(path: Path) -> list[str]:
    """The words of a list file: UTF-8 text, with or without the BOM Windows editors write.
    Raises :class:`ListFileError` saying what is wrong and where."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ListFileError(translate("WordListDialog", "Cannot read {0}: {1}").format(
            path, exc.strerror or exc)) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = undecodable_line(exc)
        raise ListFileError(translate(
            "WordListDialog",
            "{0}, line {1}: the file is not UTF-8 text (it may be Latin-1 or Windows-1252). "
            "Save it as UTF-8 in your editor and load it again.").format(path, line)) from None
    return parse_word_list(text)


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
        from analyzers.lists import parse_entry  # the analyzer's own rule, loaded on demand

        for number, raw in enumerate(self.editor.toPlainText().splitlines(), 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            try:
                parse_entry(line)
            except ValueError as exc:
                return self.tr("Line {0}: {1}").format(number, exc)
        return None

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
        for box in (self.min_len, self.max_len):
            box.setRange(2, 10)
        self.min_len.setValue(min_len)
        self.max_len.setValue(max_len)
        self.min_freq = QSpinBox()
        self.min_freq.setRange(1, 1_000_000)
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
        ok = self.min_len.value() <= self.max_len.value()
        self.problem.setText("" if ok else self.tr(
            "The minimum length cannot be greater than the maximum length."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        return ok

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
