"""*Ayuda → Documentación*: the repository's documentation read inside the app.

The pages are the Markdown files shipped with DAWeb (README.md and docs/*.md, next to the
package like the demo: the install is editable). Qt renders Markdown itself
(:class:`QTextBrowser`), so the help needs no browser, no network and no converted copy;
links between the pages work, and links to the web open in the browser.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

#: The repository's root: README.md and docs/ (resolved from this file, not the cwd).
ROOT = Path(__file__).resolve().parents[1]


def help_pages(root: Path = ROOT) -> list[tuple[str, Path]]:
    """(title, file) of each documentation page: the README first, then docs/ by file name
    with the benchmark pages last (figures, not how-to). A title is the page's first
    heading."""
    docs = sorted((root / "docs").glob("*.md"),
                  key=lambda path: (path.name.startswith("benchmarks"), path.name))
    pages = [root / "README.md", *docs]
    return [(_title(path), path) for path in pages if path.is_file()]


def _title(path: Path) -> str:
    """The first ``# `` heading of a Markdown file, else its name."""
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("# "):
                return line[2:].strip().replace("`", "")
    return path.stem


class HelpDialog(QDialog):
    """The documentation pages on the left, the chosen one rendered on the right."""

    def __init__(self, parent: QWidget | None = None, root: Path = ROOT) -> None:
        super().__init__(parent)
        self.pages = QListWidget()
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)  # http(s) links: the user's browser
        for title, path in help_pages(root):
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.pages.addItem(item)
        self.pages.currentItemChanged.connect(self._show)
        splitter = QSplitter()
        splitter.addWidget(self.pages)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 3)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.setWindowTitle(self.tr("DAWeb documentation"))
        self.resize(1000, 700)
        if self.pages.count():
            self.pages.setCurrentRow(0)
        else:
            self.browser.setPlainText(self.tr("The documentation files were not found in {0}.")
                                      .format(root))

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            url = QUrl.fromLocalFile(item.data(Qt.ItemDataRole.UserRole))
            self.browser.setSource(url, QTextDocument.ResourceType.MarkdownResource)

    def show_page(self, name: str) -> None:
        """Show the page whose file is named ``name`` (e.g. "viewer.md")."""
        for row in range(self.pages.count()):
            if Path(self.pages.item(row).data(Qt.ItemDataRole.UserRole)).name == name:
                self.pages.setCurrentRow(row)
                return
