"""Starting the desktop app, and rendering its screenshots for the documentation.

``daweb`` (no arguments), ``daweb gui [PROJECT]`` and ``python -m daweb`` call
:func:`run_app`. :func:`render_screenshots` draws every section and dialog offscreen into
PNG files (``python -m gui.app --screenshots docs/screenshots``), so the pictures in the
README can be regenerated whenever the interface changes.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from daweb import __version__
from daweb.events import (
    Cause,
    CrawlProgress,
    DocumentAnalyzed,
    Incident,
    Outcome,
    RetrieverState,
    RetrieverStatus,
)
from daweb.project import Project, StartAddress
from gui import collector, i18n
from gui.run_bridge import RunBatch

if TYPE_CHECKING:
    from gui.main_window import MainWindow


def _application() -> QApplication:
    """The running QApplication, created (with DAWeb's names) when there is none."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("DAWeb")
    QCoreApplication.setApplicationName("DAWeb")
    QCoreApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName("daweb")
    collector.install(app)  # runs, exports and schedules work in threads of their own
    return app  # type: ignore[return-value]


def open_main_window(project_path: Path | None = None) -> MainWindow:
    """Show the main window in the user's language with ``project_path`` or the last project."""
    from gui.main_window import MainWindow

    _application()
    settings = QSettings("DAWeb", "DAWeb")
    i18n.set_language(i18n.preferred_language(settings))
    window = MainWindow(settings)
    start = Path(project_path) if project_path else window.last_project()
    window.show()
    if start is not None:
        window.open_project(start, ask=False)
    return window


def run_app(project_path: Path | None = None) -> int:
    """Open the main window (with ``project_path``, or the last project) and run the app."""
    window = open_main_window(project_path)
    code = QApplication.instance().exec()
    window.deleteLater()
    return code


def sample_project() -> Project:
    """The project shown in the screenshots (a newspaper and a university site)."""
    project = Project(title="Prensa digital")
    project.starts = [
        StartAddress("https://www.example-diario.es/", True, "prensa"),
        StartAddress("https://www.example-universidad.es/noticias/", True, "universidad"),
        StartAddress("https://www.example-revista.es/", False, "revista"),
    ]
    project.crawl.cancelled = ["deportes", "re:/20[0-9]{2}/calendario/"]
    project.lists.mode = "stopwords"
    project.lists.entries = ["de", "la", "que", "el", "en", "y", "a", "los"]
    return project


def sample_batch() -> RunBatch:
    """Events of a run in full swing, to draw the Process section."""
    batch = RunBatch()
    states = list(RetrieverState)
    for index in range(5):
        state = states[(index * 3) % len(states)]
        url = f"https://www.example-diario.es/sociedad/noticia-{1200 + index}.html"
        received = 18_000 + index * 9_000 if state == RetrieverState.DOWNLOADING else 0
        batch.add(RetrieverStatus(index, state, url, received, 60_000))
    pending = tuple(f"https://www.example-diario.es/cultura/articulo-{n}.html"
                    for n in range(40))
    batch.add(CrawlProgress(accessed=412, pending=1873, obtained=398, failed=14,
                            pending_sample=pending))
    batch.add(DocumentAnalyzed("https://www.example-diario.es/opinion/columna-77.html",
                               "Columna", 1_250, 361, 12))
    batch.analyzing = "https://www.example-diario.es/opinion/columna-78.html"
    batch.add(Incident("https://www.example-diario.es/archivo/1998/", "https://www.example-diario.es/",
                       Outcome.NOT_OBTAINED, Cause.HTTP_STATUS, 404, 1, 0, 0.2, "Not Found"))
    return batch


def _grab(widget: QWidget, path: Path, size: tuple[int, int] | None = None) -> Path:
    """Show ``widget`` offscreen, let it lay out, and save it as a PNG."""
    if size is not None:
        widget.resize(*size)
    widget.show()
    for _ in range(3):  # layouts settle over a few event-loop turns
        QApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise OSError(f"cannot write {path}")
    return path


def render_screenshots(out_dir: Path, language: str = "en") -> list[Path]:
    """Render every section and dialog offscreen into PNG files in ``out_dir``.

    Uses a throwaway settings file, so the user's recent files and window geometry are
    neither shown nor changed. Returns the files written.
    """
    from gui.dialogs import (
        AboutDialog,
        AddressDialog,
        CancelledDialog,
        SegmentsDialog,
        WordListDialog,
    )
    from gui.main_window import MainWindow
    from gui.process_section import IncidentsDialog

    _application()
    previous = i18n.current_language()
    i18n.set_language(language)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings)
        window.set_project(sample_project())
        window.resize(1000, 760)
        shots: list[tuple[str, Callable[[], QWidget]]] = [
            ("configuration", lambda: _tab(window, window.config)),
            ("configuration-advanced", lambda: _advanced(window)),
            ("process", lambda: _process(window)),
            ("scheduling", lambda: _tab(window, window.schedule)),
            ("results", lambda: _tab(window, window.results)),
            ("dialog-address", lambda: AddressDialog(window, "https://www.example-diario.es/",
                                                     "prensa", modify=True)),
            ("dialog-address-invalid", lambda: AddressDialog(window, "ftp://example.es")),
            ("dialog-cancelled", lambda: _cancelled(CancelledDialog(window))),
            ("dialog-list", lambda: WordListDialog(window, window.project.lists.entries)),
            ("dialog-segments", lambda: SegmentsDialog(window)),
            ("dialog-incidents", lambda: IncidentsDialog(window.process.incident_model,
                                                         window)),
            ("dialog-about", lambda: AboutDialog(window)),
            # Appended, so that the numbers the README links to stay as they are.
            ("configuration-corpus", lambda: _advanced(window, 1)),
            ("configuration-collocations", lambda: _advanced(window, 2)),
            ("dialog-sites", lambda: _sites(window)),
            ("dialog-schedule", lambda: _schedule(window)),
            ("dialog-help", lambda: _help(window)),
            ("observatory", lambda: _observatory(window, Path(tmp))),
        ]
        for number, (name, make) in enumerate(shots, 1):
            widget = make()
            written.append(_grab(widget, out_dir / f"{number:02d}-{name}.png"))
            if widget is not window:
                widget.close()
                widget.deleteLater()
        window.setWindowModified(False)  # nothing to save: no prompt on close
        window.close()
        window.deleteLater()
    if previous:
        i18n.set_language(previous)
    else:
        i18n.reset()
    return written


def _tab(window: QWidget, section: QWidget) -> QWidget:
    window.tabs.setCurrentWidget(section)
    return window


def _advanced(window: QWidget, page: int = 0) -> QWidget:
    """The Configuration section with the Advanced group open at ``page``, scrolled to it."""
    window.config.advanced_box.setChecked(True)
    window.config.advanced_body.setCurrentIndex(page)
    _tab(window, window.config)
    QApplication.processEvents()  # lay the opened group out before scrolling to it
    window.config.scroll.ensureWidgetVisible(window.config.advanced_box)
    return window


def _process(window: QWidget) -> QWidget:
    window.process.start(5, window.project.title)
    window.process.apply(sample_batch())
    return _tab(window, window.process)


def _observatory(window: QWidget, folder: Path) -> QWidget:
    """The neology observatory over three sample runs, a candidate selected."""
    from gui.observatory import ObservatoryWindow, sample_observatory

    observatory = ObservatoryWindow(sample_observatory(folder), window)
    observatory.status_filter.setCurrentIndex(0)  # every status, so decisions show
    observatory.table.selectRow(1)
    return observatory


def _sites(window: QWidget) -> QWidget:
    """The Site descriptions dialog holding the paper-style example."""
    from gui.sites_dialog import EXAMPLE, SitesDialog

    dialog = SitesDialog(window, window.project.normalize, window.project.sites)
    dialog.editor.setPlainText(EXAMPLE)
    return dialog


def _schedule(window: QWidget) -> QWidget:
    """Scheduling a one-off run of a project: the date picker and the whole path."""
    from gui.schedule_section import ScheduleDialog

    dialog = ScheduleDialog(window, project=Path.home() / "proyectos" / "prensa-regional"
                            / "diarios_de_castilla_y_leon.toml")
    dialog.kind.setCurrentIndex(dialog.kind.findData("once"))
    return dialog


def _help(window: QWidget) -> QWidget:
    """The documentation window on the viewer's page."""
    from gui.help_dialog import HelpDialog

    dialog = HelpDialog(window)
    dialog.show_page("viewer.md")
    return dialog


def _cancelled(dialog: QWidget) -> QWidget:
    dialog.edit.setText("deportes")
    return dialog


def main(project: Path | None = None, screenshots: Path | None = None,
         language: str = "en") -> int:
    """``daweb gui [PROJECT] [--screenshots DIR [--language LANG]]`` (parsed by daweb/cli/):
    open the app, or write its screenshots in ``language`` to ``screenshots``."""
    if screenshots is not None:
        for path in render_screenshots(screenshots, language):
            print(path)
        return 0
    return run_app(project)


if __name__ == "__main__":  # python -m gui.app …: the same as daweb gui …
    from daweb.cli import main as daweb_main

    sys.exit(daweb_main(["gui", *sys.argv[1:]]))
