"""The main window (paper §3, figure 9): the *Proyecto* and *Ayuda* menus and the sections.

The window owns the current :class:`~daweb.project.Project` and its file, tracks unsaved
changes (a ``*`` in the title and a Save/Discard/Cancel prompt before they would be
lost), remembers its geometry and recent files (QSettings), and connects the sections to
the :class:`~gui.run_bridge.RunBridge` that runs projects off the GUI thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Qt, QUrl
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDesktopServices,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daweb.errors import DawebError
from daweb.project import Project, ProjectError, load_project, save_project
from daweb.runfolder import list_runs, slugify
from daweb.schedule import config_dir
from daweb.validation import require_valid
from gui import i18n
from gui.config_section import ConfigSection
from gui.dialogs import AboutDialog
from gui.help_dialog import HelpDialog
from gui.i18n import Retranslating
from gui.problems import located_text
from gui.process_section import ProcessSection
from gui.run_bridge import RunBatch, RunBridge, RunFactory, run_status_name, runnable_copy
from gui.schedule_section import ScheduleSection
from gui.scheduled_runs import ScheduledRuns

if TYPE_CHECKING:  # the demo module is imported when the demo is run
    from daweb.demo import DemoServer

MAX_RECENT = 8
PROJECT_FILTER_EXT = ".toml"


class ResultsSection(Retranslating, QWidget):
    """The project's runs (folder, status, counts), each openable in the results viewer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 5)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        i18n.fit_columns(self.table)
        self.open_button = QPushButton()
        self.viewer_button = QPushButton()
        self.refresh_button = QPushButton()
        self.hint = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.hint, 1)
        row.addWidget(self.refresh_button)
        row.addWidget(self.open_button)
        row.addWidget(self.viewer_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)
        self._runs: list[dict] = []
        self._runs_dir: Path | None = None
        self._title: str | None = None
        self.viewers: list[QWidget] = []  # open viewer windows (kept alive here)
        self.refresh_button.clicked.connect(self.refresh)
        self.viewer_button.clicked.connect(lambda: self.open_in_viewer())
        self.table.doubleClicked.connect(lambda _: self.open_in_viewer())
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.table.setHorizontalHeaderLabels([self.tr("Run"), self.tr("Status"),
                                              self.tr("Pages"), self.tr("Words"),
                                              self.tr("Unrecognized")])
        self.open_button.setText(self.tr("Open folder"))
        self.viewer_button.setText(self.tr("Open in viewer"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.hint.setText(self.tr("Runs of this project, oldest first."))
        self._fill()

    def show_runs(self, runs_dir: Path | None, title: str | None = None) -> None:
        """List the runs under ``runs_dir`` (None: no saved project, nothing to list); with
        ``title``, only that project's, as ``daweb runs`` does: runs folders are often shared."""
        self._runs_dir = runs_dir
        self._title = title
        self.refresh()

    def refresh(self) -> None:
        """Read the runs folder again."""
        self._runs = list_runs(self._runs_dir, self._title) if self._runs_dir else []
        self._fill()

    def _fill(self) -> None:
        """Show the runs read last: statuses by name, counts as the locale writes them."""
        self.table.setRowCount(len(self._runs))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, run in enumerate(self._runs):
            self.table.setItem(row, 0, QTableWidgetItem(run["name"]))
            self.table.setItem(row, 1, QTableWidgetItem(run_status_name(run["status"])))
            for col, key in enumerate(("pages", "tokens", "unrecognized"), 2):
                item = QTableWidgetItem(i18n.format_number(int(run.get(key) or 0)))
                item.setTextAlignment(right)
                self.table.setItem(row, col, item)
        self._update_buttons()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Read the runs again whenever the section is shown: runs made meanwhile (a
        scheduled run, a re-analysis from the viewer) appear without *Refresh*."""
        super().showEvent(event)
        self.refresh()

    def selected_folder(self) -> str:
        """The folder of the selected run, or ""."""
        row = self.table.currentRow()
        return self._runs[row]["path"] if 0 <= row < len(self._runs) else ""

    def open_in_viewer(self, folder: str = "") -> QWidget | None:
        """Open a run (default: the selected one) in the results viewer, a window of its own."""
        folder = folder or self.selected_folder()
        if not folder or not (Path(folder) / "results.sqlite").is_file():
            return None
        # Imported here: the viewer is only loaded when a run is first opened.
        from gui.viewer.window import ViewerWindow

        viewer = ViewerWindow()
        if not viewer.try_open_run(Path(folder), self):  # the user is told why
            viewer.deleteLater()
            return None
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(lambda _=None, v=viewer: self._forget(v))
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def _forget(self, viewer: QWidget) -> None:
        """Drop a closed viewer window from the list."""
        if viewer in self.viewers:
            self.viewers.remove(viewer)

    def _update_buttons(self) -> None:
        folder = self.selected_folder()
        self.open_button.setEnabled(bool(folder))
        self.viewer_button.setEnabled(bool(folder) and
                                      (Path(folder) / "results.sqlite").is_file())


class MainWindow(Retranslating, QMainWindow):
    """DAWeb's window: menus, the four sections, the current project and its run."""

    def __init__(self, settings: QSettings | None = None,
                 run_factory: RunFactory | None = None) -> None:
        """``settings`` defaults to the user's DAWeb settings; tests pass their own."""
        super().__init__()
        self.settings = settings or QSettings("DAWeb", "DAWeb")
        self.project = Project(title="")
        self.bridge = RunBridge(self, run_factory)
        self._demo_server: DemoServer | None = None  # serves the demo site during its run
        # Scheduled runs go through the bridge too: they show in Process, never overlap.
        self.scheduled_runs = ScheduledRuns(self.bridge, self)
        self.config = ConfigSection()
        self.process = ProcessSection()
        self.schedule = ScheduleSection(runner=self.scheduled_runs)
        self.results = ResultsSection()
        self.tabs = QTabWidget()
        for section in (self.config, self.process, self.schedule, self.results):
            self.tabs.addTab(section, "")
        self.setCentralWidget(self.tabs)
        self.setAcceptDrops(True)
        self._create_actions()
        self._create_menus()
        self._connect()
        self.retranslate()
        self.set_project(Project(title=""))
        self._restore_geometry()

    # -- construction -----------------------------------------------------------------------

    def _create_actions(self) -> None:
        def action(shortcut: QKeySequence | str | None, slot: object) -> QAction:
            item = QAction(self)
            if shortcut is not None:
                item.setShortcut(QKeySequence(shortcut))
            item.triggered.connect(slot)
            self.addAction(item)  # shortcuts work even with the menu bar hidden
            return item

        self.new_action = action(QKeySequence.StandardKey.New, self.new_project)
        self.open_action = action(QKeySequence.StandardKey.Open, self.open_dialog)
        self.save_action = action(QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = action("Ctrl+Shift+S", self.save_as)
        self.exit_action = action(QKeySequence.StandardKey.Quit, self.close)
        self.about_action = action(None, self.show_about)
        self.help_action = action(QKeySequence.StandardKey.HelpContents, self.show_help)
        self.demo_action = action(None, self.run_demo)
        self.observatory_action = action("Ctrl+Shift+O", self.open_observatory)
        self.analyze_action = action("F5", self.analyze)
        self.stop_action = action("Esc", self.process.stop_button.click)
        self.stop_action.setEnabled(False)  # until a run starts
        self.reopen_action = action(None, self._on_reopen_toggled)
        self.reopen_action.setCheckable(True)
        self.reopen_action.setChecked(self._reopen_last())
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        current = str(self.settings.value(i18n.SETTING, "") or "")
        for code in ("",) + i18n.LANGUAGES:
            item = QAction(self)
            item.setCheckable(True)
            item.setChecked(code == current)
            item.setData(code)
            item.triggered.connect(lambda _checked=False, code=code: self.choose_language(code))
            self.language_group.addAction(item)
            self.language_actions[code] = item

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.project_menu = bar.addMenu("")
        self.recent_menu = QMenu(self)
        for item in (self.new_action, self.open_action):
            self.project_menu.addAction(item)
        self.project_menu.addMenu(self.recent_menu)
        self.project_menu.addSeparator()
        self.project_menu.addAction(self.save_action)
        self.project_menu.addAction(self.save_as_action)
        self.project_menu.addSeparator()
        # In the menu too, where users look for what a key does (F5, Esc).
        self.project_menu.addAction(self.analyze_action)
        self.project_menu.addAction(self.stop_action)
        self.project_menu.addAction(self.observatory_action)
        self.project_menu.addSeparator()
        self.project_menu.addAction(self.exit_action)
        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        for item in self.language_actions.values():
            self.language_menu.addAction(item)
        self.settings_menu.addAction(self.reopen_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.help_action)
        self.help_menu.addAction(self.demo_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self._fill_recent_menu()

    def _connect(self) -> None:
        self.config.changed.connect(self._on_changed)
        self.config.analyze_requested.connect(self.analyze)
        self.process.stop_downloads_requested.connect(self.bridge.stop_downloads)
        self.process.finish_requested.connect(self.bridge.finish)
        # the end-of-run button opens the run's results in the viewer
        self.process.open_results_requested.connect(self.results.open_in_viewer)
        self.results.open_button.clicked.connect(
            lambda: self.open_folder(self.results.selected_folder()))
        self.bridge.batch.connect(self._on_batch)
        self.bridge.failed.connect(lambda message: self.process.run_finished(None, message))
        self.bridge.stopped.connect(self._on_run_stopped)
        self.scheduled_runs.started.connect(self._on_scheduled_run_started)
        self.scheduled_runs.waiting.connect(self._on_scheduled_run_waiting)

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        for index, text in enumerate((self.tr("Configuration"), self.tr("Process"),
                                      self.tr("Scheduling"), self.tr("Results"))):
            self.tabs.setTabText(index, text)
        self.project_menu.setTitle(self.tr("&Project"))
        self.new_action.setText(self.tr("&New"))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.exit_action.setText(self.tr("E&xit"))
        self.settings_menu.setTitle(self.tr("S&ettings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System language"))
        for code, name in i18n.language_names().items():
            self.language_actions[code].setText(name)
        self.reopen_action.setText(self.tr("Open the last project on start"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About DAWeb…"))
        self.help_action.setText(self.tr("&Documentation"))
        self.demo_action.setText(self.tr("Run the &demo"))
        self.demo_action.setToolTip(self.tr(
            "Serve the bundled demo site on this computer and analyze it."))
        self.analyze_action.setText(self.tr("Analyze"))
        self.stop_action.setText(self.tr("Stop downloads"))
        self.observatory_action.setText(self.tr("Neology &observatory…"))
        self._update_title()
        self._fill_recent_menu()

    # -- the project ------------------------------------------------------------------------

    def set_project(self, project: Project) -> None:
        """Show ``project`` as the current, unmodified project."""
        self.project = project
        self.config.set_project(project)
        self.setWindowModified(False)
        self.results.show_runs(project.runs_path() if project.path else None, project.title)
        self.schedule.current_project = project.path
        self._update_title()

    def _on_changed(self) -> None:
        self.setWindowModified(True)
        self._update_title()

    def _update_title(self) -> None:
        name = self.project.title.strip() or self.tr("Untitled project")
        # [*] is where Qt shows the modified mark (setWindowModified).
        self.setWindowTitle(f"{name}[*] — DAWeb")

    def new_project(self) -> bool:
        """Start an empty project (after offering to save the current one)."""
        if self.bridge.is_running() or not self.maybe_save():
            return False
        self.set_project(Project(title=""))
        self.tabs.setCurrentWidget(self.config)
        self.config.title_edit.setFocus()
        return True

    def open_dialog(self) -> bool:
        """Ask for a project file and open it."""
        if self.bridge.is_running() or not self.maybe_save():
            return False
        start = str(self.project.base_dir)
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open project"), start,
                                              self.tr("DAWeb projects (*.toml);;All files (*)"))
        return self.open_project(Path(name), ask=False) if name else False

    def open_project(self, path: Path, ask: bool = True) -> bool:
        """Open the project file ``path``; problems are shown with their file and line."""
        if ask and (self.bridge.is_running() or not self.maybe_save()):
            return False
        try:
            project = load_project(Path(path))
        except ProjectError as exc:
            self._remove_recent(Path(path))
            self.error_box(self.tr("Cannot open the project"),
                           "\n".join(located_text(problem) for problem in exc.details))
            return False
        self.set_project(project)
        self._add_recent(project.path or Path(path))
        self.tabs.setCurrentWidget(self.config)
        return True

    def save(self) -> bool:
        """Save to the project's file, or ask for one."""
        if self.project.path is None:
            return self.save_as()
        return self.save_to(self.project.path)

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        # A new project is offered a file named after its title, as its runs are.
        name = slugify(self.project.title) if self.project.title.strip() else "project"
        suggested = self.project.path or (self.project.base_dir / f"{name}.toml")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save project"), str(suggested),
                                              self.tr("DAWeb projects (*.toml)"))
        if not name:
            return False
        path = Path(name)
        if path.suffix != PROJECT_FILTER_EXT:
            path = path.with_suffix(PROJECT_FILTER_EXT)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Write the project to ``path``; errors are shown, not raised."""
        try:
            save_project(self.project, Path(path))
        except OSError as exc:
            self.error_box(self.tr("Cannot save the project"),
                           self.tr("{0}: {1}").format(path, exc.strerror or exc))
            return False
        self.setWindowModified(False)
        self._update_title()
        self._add_recent(self.project.path or Path(path))
        self.results.show_runs(self.project.runs_path(), self.project.title)
        self.schedule.current_project = self.project.path
        return True

    def maybe_save(self) -> bool:
        """Offer to save unsaved changes; False when the user cancels (or saving fails)."""
        if not self.isWindowModified():
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Unsaved changes"),
                          self.tr("The project \"{0}\" has unsaved changes. Save them?").format(
                              self.project.title.strip() or self.tr("Untitled project")),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        box.setObjectName("unsaved-changes")
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def error_box(self, title: str, text: str) -> None:
        """Show an error that the user must acknowledge."""
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("error")
        box.exec()

    # -- recent files -----------------------------------------------------------------------

    def recent_files(self) -> list[str]:
        """Recently used project files, newest first."""
        value = self.settings.value("recent", [])
        if isinstance(value, str):  # QSettings returns a lone string for one-item lists
            value = [value]
        return [str(v) for v in value or []]

    def _add_recent(self, path: Path) -> None:
        text = str(Path(path).absolute())
        recent = [text] + [r for r in self.recent_files() if r != text]
        self.settings.setValue("recent", recent[:MAX_RECENT])
        self.settings.setValue("last_project", text)
        self._fill_recent_menu()

    def _remove_recent(self, path: Path) -> None:
        text = str(Path(path).absolute())
        self.settings.setValue("recent", [r for r in self.recent_files() if r != text])
        self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for number, name in enumerate(self.recent_files(), 1):
            item = self.recent_menu.addAction(f"&{number} {name}")
            item.triggered.connect(lambda _checked=False, name=name: self.open_project(Path(name)))
        if self.recent_menu.isEmpty():
            empty = self.recent_menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)

    def _reopen_last(self) -> bool:
        return str(self.settings.value("reopen_last", "true")).lower() == "true"

    def _on_reopen_toggled(self, checked: bool) -> None:
        self.settings.setValue("reopen_last", "true" if checked else "false")

    def last_project(self) -> Path | None:
        """The project to open on start, when the setting asks for it and it still exists."""
        last = str(self.settings.value("last_project", "") or "")
        if self._reopen_last() and last and Path(last).is_file():
            return Path(last)
        return None

    # -- language ---------------------------------------------------------------------------

    def choose_language(self, code: str) -> None:
        """Switch the whole app to ``code`` ("" = the system's) and remember the choice."""
        self.settings.setValue(i18n.SETTING, code)
        self.language_actions[code].setChecked(True)
        i18n.set_language(i18n.preferred_language(self.settings))

    # -- running ----------------------------------------------------------------------------

    def analyze(self) -> bool:
        """Start a run of the current project and switch to the Process section."""
        blocker = self.config.analyze_blocker()
        if self.bridge.is_running():
            self.statusBar().showMessage(self.tr("A run is in progress; wait for its end or "
                                                 "stop it in Process."), 5000)
            return False
        if blocker is not None:
            self.statusBar().showMessage(blocker, 5000)
            return False
        if self.project.path is None and not self._save_before_first_run():
            return False
        try:
            self.project.require_runnable()
            # Its list file too, now: the run would only stop at its start, leaving an
            # empty run.
            require_valid(self.project)
            self.bridge.start(runnable_copy(self.project), self.project.runs_path())
        except ProjectError as exc:
            self.error_box(self.tr("Cannot start the analysis"),
                           "\n".join(located_text(problem) for problem in exc.details))
            return False
        except Exception as exc:  # noqa: BLE001 - whatever stops a run from starting is shown
            self.error_box(self.tr("Cannot start the analysis"), str(exc)
                           if isinstance(exc, DawebError) else f"{type(exc).__name__}: {exc}")
            return False
        self.process.start(self.project.crawl.retrievers, self.project.title)
        self._set_running(True)
        self.tabs.setCurrentWidget(self.process)
        return True

    def _on_scheduled_run_started(self, project: Project, path: Path) -> None:
        """A scheduled run started on the bridge: Process shows it, as for *Analyze*
        (without leaving the section the user is in)."""
        self.process.start(project.crawl.retrievers, project.title, path.name)
        self._set_running(True)
        self.statusBar().showMessage(self.tr("Scheduled run of {0} started: see Process.")
                                     .format(path.name), 10_000)
        self.schedule.refresh()

    def _on_scheduled_run_waiting(self, path: Path) -> None:
        """A scheduled run is due while another runs: it starts when that one ends."""
        self.statusBar().showMessage(self.tr("Scheduled run of {0} waits for the run in "
                                             "progress to end.").format(path.name), 10_000)
        self.schedule.refresh()

    def _save_before_first_run(self) -> bool:
        """A new project is saved before its first run: its runs go beside its file."""
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Save the project"),
                          self.tr("Save the project before analyzing: its results are kept "
                                  "in a \"runs\" folder beside the project file."),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                          self)
        box.setObjectName("save-before-run")
        if box.exec() != QMessageBox.StandardButton.Save:
            return False
        return self.save_as()

    def _set_running(self, running: bool) -> None:
        self.config.set_running(running)
        for item in (self.new_action, self.open_action, self.recent_menu.menuAction()):
            item.setEnabled(not running)
        self.stop_action.setEnabled(running)  # Esc stops nothing (and says nothing) otherwise

    def _on_batch(self, batch: RunBatch) -> None:
        self.process.apply(batch)

    def _on_run_stopped(self) -> None:
        if self.process.is_running():  # the run ended without a RunFinished event
            self.process.run_finished(None, self.tr("the run ended unexpectedly"))
        self._set_running(False)
        self._stop_demo()
        self.results.refresh()

    def open_folder(self, folder: str) -> None:
        """Open a run folder in the system's file manager."""
        if folder:
            QDesktopServices.openUrl(QUrl.fromLocalFile(folder))

    def show_help(self) -> HelpDialog:
        """Show the documentation (non-modal: it can stay open beside the window)."""
        dialog = HelpDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def run_demo(self) -> bool:
        """*Run the demo*: serve the bundled demo site on 127.0.0.1, open the demo project
        (written to the settings folder, its runs beside it) and analyze it. The site is
        served until the run ends."""
        if self.bridge.is_running() or not self.maybe_save():
            if self.bridge.is_running():
                self.statusBar().showMessage(self.tr("A run is in progress; wait for its end "
                                                     "or stop it in Process."), 5000)
            return False
        from daweb.demo import DemoServer, demo_project_text

        self._stop_demo()
        server = DemoServer().start()
        path = config_dir() / "demo" / "demo.toml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        self._demo_server = server
        if not (self.open_project(path, ask=False) and self.analyze()):
            self._stop_demo()
            return False
        return True

    def _stop_demo(self) -> None:
        """Stop serving the demo site (its run ended, or a new demo starts)."""
        server, self._demo_server = self._demo_server, None
        if server is not None:
            server.stop()
    def open_observatory(self) -> QWidget | None:
        """Open the project's neology observatory (gui/observatory.py), a window of its own;
        the project must be saved (its runs and lexicon live beside its file)."""
        if self.project.path is None:
            self.error_box(self.tr("Neology observatory"),
                           self.tr("Save the project first: its runs and its lexicon live "
                                   "beside the project file."))
            return None
        from gui.observatory import ObservatoryWindow  # loaded when first opened

        window = ObservatoryWindow(self.project, self)  # a window of its own, owned here
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def show_about(self) -> AboutDialog:
        """Show the About box (modal)."""
        dialog = AboutDialog(self)
        dialog.open()
        return dialog

    # -- window events ----------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Finish a run in progress and offer to save before closing."""
        if self.bridge.is_running():
            answer = QMessageBox.question(
                self, self.tr("A run is in progress"),
                self.tr("Finish the run and close DAWeb? What is analyzed so far is kept."))
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
            self.bridge.finish()
            self.bridge.wait(30)
        if not self.maybe_save():
            event.ignore()
            return
        # Let the run's last events reach the scheduler, so that a scheduled run's end is
        # recorded; a scheduled run still waiting will not start.
        QCoreApplication.sendPostedEvents(self.bridge)
        self.scheduled_runs.close()
        self.schedule.shutdown(timeout=5)
        self.settings.setValue("geometry", self.saveGeometry())
        event.accept()

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray | bytes) and self.restoreGeometry(geometry):
            return
        self.resize(980, 720)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        """Accept a dragged project file."""
        if self._dropped_project(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        """Open a dropped project file."""
        path = self._dropped_project(event)
        if path is not None:
            event.acceptProposedAction()
            self.open_project(path)

    @staticmethod
    def _dropped_project(event: QDragEnterEvent | QDropEvent) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        for url in urls:
            if url.isLocalFile() and url.toLocalFile().endswith(PROJECT_FILTER_EXT):
                return Path(url.toLocalFile())
        return None
