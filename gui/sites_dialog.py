"""Site descriptions for normalized documents: the ``[normalize]`` and ``[[sites]]`` tables.

The web-corpus normalizer paper describes each site (index pages, link patterns, rules
that turn a page into named sections) in a small specification file; DAWeb keeps those
descriptions in the project (docs/corpus.md, "Site rules and normalized documents").
This dialog edits them: the output layout and the analyzed sections with ordinary
widgets, the descriptions themselves as TOML text, checked as the user types by the
project file's own validator (:func:`daweb.project.parse_project`), so that what the
dialog accepts is exactly what the project file accepts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import tomlkit
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from analyzers.normalizer import OUTPUT_FORMATS, Rules, Site, normalize
from daweb.crawl.charset import decode_body
from daweb.project import SCHEMA, NormalizeOptions, ProjectError, parse_project
from gui.dialogs import _problem_label
from gui.i18n import Retranslating
from gui.problems import shown_text

# A short description in the style of the paper's El País example (docs/corpus.md).
EXAMPLE = """\
[[sites]]
name = "El País"
append = [".PERIODICO El País", ".FECHA $DD$-$MM$-$YYYY$", ".LINK $URL$"]

[[sites.index]]
url = "https://elpais.com/p/d/$YYYY$$MM$$DD$/internac/"

[[sites.index.links]]
pattern = "internac"
append = [".SECCION Internacional"]
translate = [
  { tag = "meta", attr = "name", value = "TITULO", get = "content", section = "TITULO" },
  { tag = "body", section = "CUERPO" },
]
"""

# Name the fragment's problems carry as their file; only the line numbers are shown.
_FRAGMENT = "sites"


@dataclass(frozen=True)
class FragmentProblem:
    """The first problem of a description: its line in the fragment (0: not in the text)."""

    line: int
    message: str


def sites_text(sites: list[dict[str, Any]]) -> str:
    """The ``[[sites]]`` tables as TOML text, for editing."""
    return tomlkit.dumps({"sites": sites}) if sites else ""


def check_fragment(fragment: str, options: NormalizeOptions
                   ) -> tuple[list[dict[str, Any]], FragmentProblem | None]:
    """Validate ``[[sites]]`` text with the project file's validator.

    The fragment is put in a minimal project (two lines before it, ``options`` as the
    ``[normalize]`` table after it) so that every rule of daweb/project.py applies; the
    line numbers of its messages are moved back to the fragment's own. Returns the
    validated sites, or the first problem.
    """
    head = tomlkit.dumps({"schema": SCHEMA, "title": _FRAGMENT})
    offset = head.count("\n")
    body = fragment if fragment.endswith("\n") or not fragment else fragment + "\n"
    tail = tomlkit.dumps({"normalize": vars(options)})
    try:
        project = parse_project(head + body + tail, _FRAGMENT)
    except ProjectError as exc:
        first = exc.details[0]
        line = first.line - offset
        # Lines outside the fragment belong to the [normalize] values set by the widgets.
        inside = first.file == _FRAGMENT and 0 < line <= body.count("\n")
        return [], FragmentProblem(line if inside else 0, shown_text(first))
    return project.sites, None


def link_rules(options: NormalizeOptions, site_table: dict[str, Any]) -> list[Rules]:
    """The rules each link pattern of a (validated) site applies, inherited downwards."""
    top = Rules.from_table(vars(options))
    site = Site.from_table(site_table)
    return [top.under(site.rules).under(page.rules).under(link.rules)
            for page in site.index for link in page.links]


class SitesDialog(Retranslating, QDialog):
    """Edit the project's site descriptions and how their documents are written and read.

    ``options`` and ``sites`` are the project's ``normalize`` and ``sites``; after OK,
    :meth:`values` returns the new ones (the caller puts them into the project).
    """

    def __init__(self, parent: QWidget | None = None,
                 options: NormalizeOptions | None = None,
                 sites: list[dict[str, Any]] | None = None) -> None:
        super().__init__(parent)
        self._options = options or NormalizeOptions()
        self._sites: list[dict[str, Any]] = list(sites or [])
        self.problem_found: FragmentProblem | None = None
        self.preview_dialog: QDialog | None = None
        self.output_combo = QComboBox()
        for value in OUTPUT_FORMATS:
            self.output_combo.addItem("", value)
        self.output_combo.setCurrentIndex(max(0, self.output_combo.findData(
            self._options.output)))
        self.sections_list = QListWidget()
        self.sections_list.setMaximumHeight(110)
        self.editor = QPlainTextEdit()
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.editor.setPlainText(sites_text(self._sites))
        self.example_button = QPushButton()
        self.example_button.clicked.connect(self.insert_example)
        self.preview_button = QPushButton()
        self.preview_button.clicked.connect(self.choose_preview)
        self.problem = _problem_label()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._labels = [QLabel() for _ in range(3)]
        self._layout()
        self._fill_sections(self._sites, self._options.sections)
        self.editor.textChanged.connect(self.validate)
        self.output_combo.currentIndexChanged.connect(self.validate)
        self.sections_list.itemChanged.connect(self.validate)
        self.resize(720, 620)
        self.retranslate()

    def _layout(self) -> None:
        form = QFormLayout()
        self._labels[0].setBuddy(self.output_combo)
        self._labels[1].setBuddy(self.sections_list)
        form.addRow(self._labels[0], self.output_combo)
        form.addRow(self._labels[1], self.sections_list)
        buttons = QHBoxLayout()
        buttons.addWidget(self.example_button)
        buttons.addWidget(self.preview_button)
        buttons.addStretch(1)
        self._labels[2].setWordWrap(True)
        self._labels[2].setBuddy(self.editor)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self._labels[2])
        layout.addWidget(self.editor, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.setWindowTitle(self.tr("Site descriptions"))
        self._labels[0].setText(self.tr("&Normalized documents:"))
        self._labels[1].setText(self.tr("&Analyzed sections:"))
        self._labels[2].setText(self.tr(
            "&Site descriptions ([[sites]] tables: index pages, link patterns and the rules "
            "that turn their pages into sections; see docs/corpus.md):"))
        self.output_combo.setItemText(0, self.tr("One .SECTION file per document"))
        self.output_combo.setItemText(1, self.tr("One .SECTION file per site"))
        self.sections_list.setToolTip(self.tr(
            "Tick the sections whose text is analyzed; none ticked = every translated "
            "section (appended ones, such as a date, are left out)."))
        self.example_button.setText(self.tr("Insert an &example"))
        self.preview_button.setText(self.tr("&Preview…"))
        self.preview_button.setToolTip(self.tr(
            "Normalize a saved HTML page with the first site's rules (nothing is downloaded)."))
        self.validate()

    # -- values -----------------------------------------------------------------------------

    def _fill_sections(self, sites: list[dict[str, Any]], chosen: list[str]) -> None:
        """List the sections the rules produce (and the chosen ones), keeping the ticks."""
        produced = [name for site in sites for rules in link_rules(self._current_options(
            chosen=()), site) for name in rules.sections()]
        names = list(dict.fromkeys(produced + list(chosen)))
        current = [self.sections_list.item(i).text() for i in range(self.sections_list.count())]
        if names == current:
            return
        self.sections_list.blockSignals(True)  # refilling is not a change by the user
        self.sections_list.clear()
        for name in names:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in chosen
                               else Qt.CheckState.Unchecked)
            self.sections_list.addItem(item)
        self.sections_list.blockSignals(False)

    def _chosen_sections(self) -> list[str]:
        return [self.sections_list.item(i).text() for i in range(self.sections_list.count())
                if self.sections_list.item(i).checkState() == Qt.CheckState.Checked]

    def _current_options(self, chosen: tuple[str, ...] | list[str] | None = None
                         ) -> NormalizeOptions:
        """The project's [normalize] table with the widgets' output and sections."""
        sections = self._chosen_sections() if chosen is None else list(chosen)
        return replace(self._options, output=str(self.output_combo.currentData()),
                       sections=sections)

    def validate(self) -> bool:
        """Check the descriptions with the project's validator; show the first problem."""
        text, chosen = self.editor.toPlainText(), self._chosen_sections()
        sites, problem = check_fragment(text, self._current_options())
        if problem is None:
            self._sites = sites
            self._fill_sections(sites, chosen)
        elif not problem.line:
            # Only the ticked sections are wrong: list what the (valid) text produces.
            alone, own = check_fragment(text, self._current_options(chosen=()))
            if own is None:
                self._fill_sections(alone, chosen)
        self.problem_found = problem
        if problem is None:
            self.problem.setText("")
        elif problem.line:
            self.problem.setText(self.tr("Line {0}: {1}").format(problem.line, problem.message))
        else:
            self.problem.setText(self.tr("Analyzed sections: {0}").format(problem.message))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)
        self.preview_button.setEnabled(problem is None and bool(sites))
        return problem is None

    def values(self) -> tuple[NormalizeOptions, list[dict[str, Any]]]:
        """The edited ``[normalize]`` options and ``[[sites]]`` tables (valid after OK)."""
        return self._current_options(), list(self._sites)

    def insert_example(self) -> None:
        """Put the paper-style example at the cursor (on its own lines)."""
        cursor = self.editor.textCursor()
        text = EXAMPLE
        if cursor.positionInBlock() > 0:
            text = "\n" + text
        if self.editor.toPlainText().strip():
            text = "\n" + text
        cursor.insertText(text)

    # -- preview ----------------------------------------------------------------------------

    def preview_text(self, path: Path) -> str:
        """The .SECTION text of a saved HTML page under the first link pattern's rules."""
        site = self._sites[0]
        rules = link_rules(self._current_options(), site)[0]
        html, _ = decode_body(Path(path).read_bytes(), None)  # as if fetched (Latin-1 too)
        document = normalize(html, Path(path).absolute().as_uri(), rules,
                             site=str(site.get("name", "")))
        return document.to_text()

    def choose_preview(self) -> None:
        """Ask for a local HTML file and show it normalized by the first site's rules."""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Preview a saved page"), "",
                                              self.tr("HTML pages (*.html *.htm);;All files (*)"))
        if name:
            self.show_preview(Path(name))

    def show_preview(self, path: Path) -> QDialog:
        """A window with the page's normalized text (or why it could not be read)."""
        try:
            text = self.preview_text(path)
        except OSError as exc:
            text = self.tr("Cannot read {0}: {1}").format(path, exc.strerror or exc)
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Preview: {0}").format(path.name))
        view = QPlainTextEdit(text or self.tr("(the rules produce no section for this page)"))
        view.setReadOnly(True)
        view.setFont(self.editor.font())
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(dialog.close)
        layout = QVBoxLayout(dialog)
        layout.addWidget(view)
        layout.addWidget(close)
        dialog.resize(640, 480)
        dialog.show()
        self.preview_dialog = dialog
        return dialog
