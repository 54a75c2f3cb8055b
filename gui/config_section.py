"""The Configuration section (paper §3, figures 9–13): everything a project says.

Each widget writes its value straight into the :class:`~daweb.project.Project` it shows
and emits ``changed`` (the window then marks the project as modified). Nothing here
crawls or analyzes: *Analizar* only emits ``analyze_requested``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from analyzers.language import OTHER_LANGUAGES
from daweb import __version__
from daweb.project import (
    COLLOCATION_NODES,
    COLLOCATION_UNITS,
    FilterOptions,
    Project,
    ProjectError,
    StartAddress,
    spin_range,
)
from daweb.validation import validate
from gui.dialogs import (
    AddressDialog,
    CancelledDialog,
    ListFileError,
    SegmentsDialog,
    WordListDialog,
    default_lexicon_folder,
    read_word_list,
)
from gui.i18n import Retranslating
from gui.problems import problem_text
from gui.sites_dialog import SitesDialog

#: Stopword/keyword modes in the order of the radio buttons.
LIST_MODES = ("none", "stopwords", "keywords")


def filter_problem(criterion: str) -> str | None:
    """Why the content filter cannot read ``criterion`` (the validator's problem, translated),
    or None when it can (an empty criterion means no filter)."""
    problems = validate(Project(title="-", filter=FilterOptions(criterion=criterion)),
                        files=False)
    return problem_text(problems[0]) if problems else None


class ConfigSection(Retranslating, QWidget):
    """Title, start and cancelled addresses, retrievers, list, outputs, advanced options."""

    changed = Signal()
    analyze_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.project = Project(title="")
        self._loading = False
        self._running = False
        self._build()
        self._set_tab_order()
        self.retranslate()
        self.set_project(self.project)

    # -- construction -----------------------------------------------------------------------

    def _build(self) -> None:
        """Create the widgets; texts are set by :meth:`retranslate`."""
        body = QWidget()
        column = QVBoxLayout(body)
        column.addLayout(self._build_title())
        column.addWidget(self._build_starts())
        column.addWidget(self._build_cancelled())
        column.addLayout(self._build_retrievers())
        column.addWidget(self._build_list())
        column.addWidget(self._build_outputs())
        column.addWidget(self._build_advanced())
        column.addStretch(1)
        self.scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.analyze_button = QPushButton()
        self.analyze_button.setDefault(True)
        self.analyze_button.clicked.connect(self.analyze_requested)
        # Why Analyze is disabled, in words beside it (a tooltip is found by few).
        self.blocker_label = QLabel()
        self.blocker_label.setObjectName("analyze-blocker")
        self.blocker_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.blocker_label.setWordWrap(True)
        bottom = QHBoxLayout()
        bottom.addWidget(self.blocker_label, 1)  # the paper puts Analizar in the bottom right
        bottom.addWidget(self.analyze_button)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll)
        outer.addLayout(bottom)

    def _set_tab_order(self) -> None:
        """Keyboard order: top to bottom as the section reads, Analyze last."""
        chain = [self.title_edit, self.starts_list, self.add_start_button,
                 self.modify_start_button, self.remove_start_button, self.cancelled_list,
                 self.add_cancelled_button, self.remove_cancelled_button, self.retrievers_spin,
                 *self.list_radios, self.define_list_button, *self.output_checks.values(),
                 self.define_segments_button, self.advanced_box, self.analyze_button]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _build_title(self) -> QHBoxLayout:
        self.title_label = QLabel()
        self.title_edit = QLineEdit()
        self.title_label.setBuddy(self.title_edit)
        self.title_edit.textChanged.connect(self._on_title)
        row = QHBoxLayout()
        row.addWidget(self.title_label)
        row.addWidget(self.title_edit, 1)
        return row

    def _build_starts(self) -> QGroupBox:
        self.starts_box = QGroupBox()
        self.starts_list = QListWidget()
        self.starts_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.starts_list.itemChanged.connect(self._on_start_checked)
        self.starts_list.itemSelectionChanged.connect(self._update_buttons)
        self.starts_list.itemDoubleClicked.connect(lambda _item: self.modify_start())
        self.add_start_button = QPushButton()
        self.modify_start_button = QPushButton()
        self.remove_start_button = QPushButton()
        self.add_start_button.clicked.connect(self.add_start)
        self.modify_start_button.clicked.connect(self.modify_start)
        self.remove_start_button.clicked.connect(self.remove_start)
        self.starts_box.setLayout(self._list_with_buttons(
            self.starts_list,
            (self.add_start_button, self.modify_start_button, self.remove_start_button)))
        return self.starts_box

    def _build_cancelled(self) -> QGroupBox:
        self.cancelled_box = QGroupBox()
        self.cancelled_list = QListWidget()
        self.cancelled_list.itemSelectionChanged.connect(self._update_buttons)
        self.add_cancelled_button = QPushButton()
        self.remove_cancelled_button = QPushButton()
        self.add_cancelled_button.clicked.connect(self.add_cancelled)
        self.remove_cancelled_button.clicked.connect(self.remove_cancelled)
        self.cancelled_list.setMaximumHeight(110)
        self.cancelled_box.setLayout(self._list_with_buttons(
            self.cancelled_list, (self.add_cancelled_button, self.remove_cancelled_button)))
        return self.cancelled_box

    @staticmethod
    def _list_with_buttons(items: QListWidget, buttons: tuple[QPushButton, ...]) -> QHBoxLayout:
        side = QVBoxLayout()
        for button in buttons:
            side.addWidget(button)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(items, 1)
        row.addLayout(side)
        return row

    def _build_retrievers(self) -> QHBoxLayout:
        self.retrievers_label = QLabel()
        self.retrievers_spin = QSpinBox()
        self.retrievers_spin.setRange(*(int(b) for b in spin_range("crawl", "retrievers", 1)))
        self.retrievers_label.setBuddy(self.retrievers_spin)
        self.retrievers_spin.valueChanged.connect(
            lambda value: self._set(self.project.crawl, "retrievers", value))
        row = QHBoxLayout()
        row.addWidget(self.retrievers_label)
        row.addWidget(self.retrievers_spin)
        row.addStretch(1)
        return row

    def _build_list(self) -> QGroupBox:
        self.list_box = QGroupBox()
        self.list_group = QButtonGroup(self)
        self.list_radios = [QRadioButton() for _ in LIST_MODES]
        row = QHBoxLayout()
        for index, radio in enumerate(self.list_radios):
            self.list_group.addButton(radio, index)
            row.addWidget(radio)
        self.list_group.idToggled.connect(self._on_list_mode)
        self.define_list_button = QPushButton()
        self.define_list_button.clicked.connect(self.define_list)
        self.list_summary = QLabel()
        row.addStretch(1)
        row.addWidget(self.list_summary)
        row.addWidget(self.define_list_button)
        self.list_box.setLayout(row)
        return self.list_box

    def _build_outputs(self) -> QGroupBox:
        self.outputs_box = QGroupBox()
        self.output_checks = {name: QCheckBox() for name in
                              ("recognized", "unrecognized", "segments", "profiles",
                               "collocations", "regimes")}
        # Two rows of three: in one row the Spanish labels need more than the window's
        # default width (a horizontal scroll bar); Define segments sits beside Segments.
        grid = QGridLayout()
        for index, (name, check) in enumerate(self.output_checks.items()):
            check.toggled.connect(
                lambda value, name=name: self._set(self.project.outputs, name, value))
            grid.addWidget(check, index // 3, index % 3)
        self.define_segments_button = QPushButton()
        self.define_segments_button.clicked.connect(self.define_segments)
        grid.addWidget(self.define_segments_button, 0, 3)
        grid.setColumnStretch(4, 1)
        self.outputs_box.setLayout(grid)
        return self.outputs_box

    def _build_advanced(self) -> QGroupBox:
        """Three pages: crawling (politeness, limits, timeouts, text, language, feeds,
        snapshots), corpus (content filter, duplicates, re-runs), collocations."""
        self.advanced_box = QGroupBox()
        self.advanced_box.setCheckable(True)  # checked = expanded; most users never open it
        self.advanced_box.setChecked(False)
        self.advanced_body = QTabWidget()
        self.advanced_body.addTab(self._build_crawl_page(), "")
        self.advanced_body.addTab(self._build_corpus_page(), "")
        self.advanced_body.addTab(self._build_collocations_page(), "")
        box_layout = QVBoxLayout(self.advanced_box)
        box_layout.addWidget(self.advanced_body)
        self.advanced_body.setVisible(False)
        self.advanced_box.toggled.connect(self.advanced_body.setVisible)
        return self.advanced_box

    def _build_crawl_page(self) -> QWidget:
        """Politeness, limits, timeouts, text extraction, language, feeds and snapshots."""
        page = QWidget()
        grid = QGridLayout(page)
        self.delay_spin = self._double(0.1, "crawl", "delay")
        self.retries_spin = self._integer("crawl", "retries")
        self.connect_timeout_spin = self._double(1, "crawl", "connect_timeout")
        self.read_timeout_spin = self._double(1, "crawl", "read_timeout")
        self.max_pages_spin = self._integer("crawl", "max_pages")
        self.max_depth_spin = self._integer("crawl", "max_depth")
        self.max_duration_spin = self._double(60, "crawl", "max_duration")
        for spin in (self.max_pages_spin, self.max_depth_spin, self.max_duration_spin):
            spin.setSpecialValueText("∞")  # 0 = unlimited, as in the project file
        self.robots_check = self._check("crawl", "robots")
        self.sitemaps_check = self._check("crawl", "sitemaps")
        self.same_host_check = self._check("crawl", "same_host_only")
        self.private_check = self._check("crawl", "refuse_private")
        self.feeds_check = self._check("crawl", "feeds")
        self.snapshots_check = self._check("crawl", "snapshots")
        self.extraction_combo = self._combo(
            ("main", "all", "trafilatura"), "analysis", "extraction")
        self.language_combo = self._combo(("es", "en"), "analysis", "language")
        self.other_languages_combo = self._combo(OTHER_LANGUAGES, "analysis", "other_languages")
        self.per_host_spin = self._integer("crawl", "per_host")
        self.user_agent_edit = QLineEdit()
        self.user_agent_edit.textChanged.connect(lambda text: self._set(
            self.project.crawl, "user_agent", " ".join(text.split())))  # one line
        self.profile_parts_spin = self._integer("analysis", "profile_parts")
        self.persist_cache_check = self._check("analysis", "persist_cache")
        self.disambiguate_check = self._check("analysis", "disambiguate")
        fields = (self.delay_spin, self.per_host_spin, self.retries_spin,
                  self.connect_timeout_spin, self.read_timeout_spin, self.user_agent_edit,
                  self.max_pages_spin, self.max_depth_spin, self.max_duration_spin,
                  self.extraction_combo, self.language_combo, self.other_languages_combo,
                  self.profile_parts_spin)
        self.advanced_labels = [QLabel() for _ in fields]
        left, right = QFormLayout(), QFormLayout()
        for index, (label, widget) in enumerate(zip(self.advanced_labels, fields, strict=True)):
            label.setBuddy(widget)
            (left if index < 6 else right).addRow(label, widget)
        for check in (self.robots_check, self.sitemaps_check, self.feeds_check,
                      self.same_host_check, self.private_check, self.snapshots_check,
                      self.persist_cache_check, self.disambiguate_check):
            right.addRow(check)
        grid.addLayout(left, 0, 0)
        grid.addLayout(right, 0, 1)
        return page

    def _build_corpus_page(self) -> QWidget:
        """The boolean content filter, duplicate pages, and re-runs of changed pages only."""
        page = QWidget()
        self.filter_edit = QLineEdit()
        self.filter_edit.textChanged.connect(self._on_filter_criterion)
        self.filter_error = QLabel()
        self.filter_error.setStyleSheet("color: #b00020;")
        self.filter_error.setWordWrap(True)
        self.tolerance_spin = self._integer("filter", "tolerance")
        self.inverse_check = self._check("filter", "inverse")
        self.duplicates_check = self._check("duplicates", "detect")
        self.duplicates_count_check = self._check("duplicates", "count")
        self.distance_spin = self._integer("duplicates", "max_distance")
        self.only_changed_check = self._check("reruns", "only_changed")
        self.sites_label = QLabel()
        self.sites_label.setWordWrap(True)
        self.sites_button = QPushButton()
        self.sites_button.clicked.connect(self.edit_sites)
        self.corpus_labels = [QLabel() for _ in range(3)]
        form = QFormLayout(page)
        # Numbers stay narrow; only the criterion's line grows.
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for label, widget in zip(self.corpus_labels, (
                self.filter_edit, self.tolerance_spin, self.distance_spin), strict=True):
            label.setBuddy(widget)
        form.addRow(self.corpus_labels[0], self.filter_edit)
        form.addRow("", self.filter_error)
        form.addRow(self.corpus_labels[1], self.tolerance_spin)
        form.addRow(self.inverse_check)
        form.addRow(self.duplicates_check)
        form.addRow(self.duplicates_count_check)
        form.addRow(self.corpus_labels[2], self.distance_spin)
        form.addRow(self.only_changed_check)
        form.addRow(self.sites_label)
        form.addRow(self.sites_button)
        return page

    def _build_collocations_page(self) -> QWidget:
        """Collocation window, unit, node words and frequencies; regime frequency."""
        page = QWidget()
        self.window_spin = self._integer("collocations", "window")
        self.unit_combo = self._combo(COLLOCATION_UNITS, "collocations", "by")
        self.nodes_combo = self._combo(COLLOCATION_NODES, "collocations", "nodes")
        self.node_freq_spin = self._integer("collocations", "min_node_freq")
        self.pair_freq_spin = self._integer("collocations", "min_freq")
        self.regime_freq_spin = self._integer("regimes", "min_freq")
        fields = (self.window_spin, self.unit_combo, self.nodes_combo, self.node_freq_spin,
                  self.pair_freq_spin, self.regime_freq_spin)
        self.collocation_labels = [QLabel() for _ in fields]
        form = QFormLayout(page)
        # Numbers stay narrow; only the criterion's line grows.
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for label, widget in zip(self.collocation_labels, fields, strict=True):
            label.setBuddy(widget)
            form.addRow(label, widget)
        return page

    def _double(self, step: float, table: str, key: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setDecimals(1)
        spin.setRange(*spin_range(table, key, 0.1))
        spin.setSingleStep(step)
        spin.valueChanged.connect(
            lambda value: self._set(getattr(self.project, table), key, float(value)))
        return spin

    def _integer(self, table: str, key: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(*(int(bound) for bound in spin_range(table, key, 1)))
        spin.valueChanged.connect(
            lambda value: self._set(getattr(self.project, table), key, int(value)))
        return spin

    def _check(self, table: str, key: str) -> QCheckBox:
        check = QCheckBox()
        check.toggled.connect(
            lambda value: self._set(getattr(self.project, table), key, bool(value)))
        return check

    def _combo(self, values: tuple[str, ...], table: str, key: str) -> QComboBox:
        combo = QComboBox()
        for value in values:
            combo.addItem("", value)
        combo.currentIndexChanged.connect(
            lambda index: self._set(getattr(self.project, table), key, combo.itemData(index)))
        return combo

    # -- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.title_label.setText(self.tr("&Title:"))
        self.title_edit.setPlaceholderText(self.tr("Every project needs a title"))
        self.starts_box.setTitle(self.tr("Start addresses"))
        self.starts_list.setToolTip(self.tr(
            "Crawling starts at the ticked addresses and follows their links within the "
            "same site. Untick an address to leave it out of the next run."))
        self.add_start_button.setText(self.tr("&Add…"))
        self.modify_start_button.setText(self.tr("&Modify…"))
        self.remove_start_button.setText(self.tr("&Remove"))
        self.cancelled_box.setTitle(self.tr("Cancelled addresses"))
        self.cancelled_list.setToolTip(self.tr(
            "Addresses containing any of these texts are never accessed (re: = regular "
            "expression)."))
        self.add_cancelled_button.setText(self.tr("A&dd…"))
        self.remove_cancelled_button.setText(self.tr("R&emove"))
        self.retrievers_label.setText(self.tr("&Simultaneous download lines:"))
        self.retrievers_spin.setToolTip(self.tr(
            "How many pages are downloaded at the same time (1–10). One line gives the same "
            "order in every run."))
        self.list_box.setTitle(self.tr("Analysis list"))
        for radio, text in zip(self.list_radios, (
                self.tr("No list"), self.tr("Words not in the list (stopwords)"),
                self.tr("Only words in the list (keywords)")), strict=True):
            radio.setText(text)
        self.define_list_button.setText(self.tr("Define &list…"))
        self.outputs_box.setTitle(self.tr("Outputs"))
        for name, text in (("recognized", self.tr("Recognized words")),
                           ("unrecognized", self.tr("Unrecognized words")),
                           ("segments", self.tr("Segments")),
                           ("profiles", self.tr("Profiles")),
                           ("collocations", self.tr("Collocations")),
                           ("regimes", self.tr("Prepositional regimes"))):
            self.output_checks[name].setText(text)
        self.define_segments_button.setText(self.tr("Define se&gments…"))
        self._retranslate_advanced()
        self.analyze_button.setText(self.tr("A&nalyze"))
        self._update_list_summary()
        self._update_buttons()

    def _retranslate_advanced(self) -> None:
        self.advanced_box.setTitle(self.tr("Advanced"))
        texts = (self.tr("Delay between requests to a site (s):"),
                 self.tr("Requests at a time to one host:"), self.tr("Retries:"),
                 self.tr("Connection timeout (s):"), self.tr("Read timeout (s):"),
                 self.tr("User-Agent:"), self.tr("Maximum pages:"), self.tr("Maximum depth:"),
                 self.tr("Maximum duration (s):"), self.tr("Text to analyze:"),
                 self.tr("Language:"), self.tr("Passages in other languages:"),
                 self.tr("Parts of a page profile:"))
        for label, text in zip(self.advanced_labels, texts, strict=True):
            label.setText(text)
        self.robots_check.setText(self.tr("Obey robots.txt"))
        self.sitemaps_check.setText(self.tr("Read sitemaps"))
        self.same_host_check.setText(self.tr("Stay on the start address's host"))
        self.extraction_combo.setItemText(0, self.tr("Main content"))
        self.extraction_combo.setItemText(1, self.tr("All text"))
        self.extraction_combo.setItemText(2, "trafilatura")  # a library's name: not translated
        self.language_combo.setItemText(0, self.tr("Spanish"))
        self.language_combo.setItemText(1, self.tr("English"))
        for index, text in enumerate((self.tr("Leave out"), self.tr("Leave out, count their words"),
                                      self.tr("Analyze as the project's language"))):
            self.other_languages_combo.setItemText(index, text)
        self.private_check.setText(self.tr("Refuse local and private addresses"))
        self.per_host_spin.setToolTip(self.tr(
            "More than 1 only for sites you run, or that allow it."))
        self.user_agent_edit.setPlaceholderText(f"DAWeb/{__version__}")
        self.persist_cache_check.setText(self.tr("Keep the analysis cache between runs"))
        self.disambiguate_check.setText(self.tr("One reading per occurrence, from its context"))
        self.disambiguate_check.setToolTip(self.tr(
            "Each occurrence gets the lemma and category its neighbours make likely, so lemma "
            "counts are not inflated by ambiguity. Off: every reading of a form is counted."))
        self.feeds_check.setText(self.tr("Read news feeds (RSS, Atom)"))
        self.snapshots_check.setText(self.tr("Keep a copy of every page (WARC)"))
        self.snapshots_check.setToolTip(self.tr(
            "Every page downloaded is kept in the run folder, so that the viewer can show "
            "it and \"daweb reanalyze\" can analyze it again without downloading it."))
        for index, text in enumerate((self.tr("Crawling"), self.tr("Corpus"),
                                      self.tr("Collocations"))):
            self.advanced_body.setTabText(index, text)
        self._retranslate_corpus()
        self._retranslate_collocations()

    def _retranslate_corpus(self) -> None:
        for label, text in zip(self.corpus_labels, (
                self.tr("Content filter:"), self.tr("Tolerance (levels):"),
                self.tr("Near-duplicate distance (bits):")), strict=True):
            label.setText(text)
        self.filter_edit.setPlaceholderText(self.tr(
            "e.g. madrid and not fútbol, or \"liga de campeones\" or champions"))
        self.filter_edit.setToolTip(self.tr(
            "Only the parts of a page that meet this condition are analyzed (and, or, not, "
            "parentheses, \"exact phrases\"); empty = the whole text."))
        self.tolerance_spin.setToolTip(self.tr(
            "How many enclosing levels of the page are kept around each matching part."))
        self.inverse_check.setText(self.tr("Inverse: remove the matching parts instead"))
        self.duplicates_check.setText(self.tr("Detect duplicate and near-duplicate pages"))
        self.duplicates_count_check.setText(self.tr("Count the words of duplicates anyway"))
        self.distance_spin.setToolTip(self.tr(
            "How different two pages may be and still count as near duplicates: 0 = only "
            "identical texts, 3 = the usual value."))
        self.only_changed_check.setText(self.tr(
            "Re-runs: analyze only pages that are new or changed since the last run"))
        self._show_filter_error()
        self._show_sites()

    def _show_sites(self) -> None:
        """How many site descriptions the project has (edited in the Site descriptions dialog)."""
        sites = self.project.sites
        if sites:
            text = self.tr(
                "Site descriptions for normalized documents (docs/corpus.md): this project "
                "has {0}: {1}.").format(
                    len(sites), ", ".join(str(site.get("name", "?")) for site in sites))
        else:
            text = self.tr(
                "Site descriptions tell which pages of a site make up the corpus and which "
                "parts of them, as normalized documents (docs/corpus.md).")
        self.sites_label.setText(text)
        self.sites_button.setText(self.tr("Site &descriptions…"))

    def _retranslate_collocations(self) -> None:
        for label, text in zip(self.collocation_labels, (
                self.tr("Window (words to each side):"), self.tr("Count:"),
                self.tr("Node words:"), self.tr("Minimum frequency of a node word:"),
                self.tr("Minimum frequency of a collocation:"),
                self.tr("Minimum frequency of a regime:")), strict=True):
            label.setText(text)
        self.unit_combo.setItemText(0, self.tr("Word forms"))
        self.unit_combo.setItemText(1, self.tr("Lemmas"))
        self.nodes_combo.setItemText(0, self.tr("Frequent words"))
        self.nodes_combo.setItemText(1, self.tr("Words of the keyword list"))

    # -- project <-> widgets ----------------------------------------------------------------

    def set_project(self, project: Project) -> None:
        """Show ``project``; later edits change it in place."""
        self._loading = True
        try:
            self.project = project
            self.title_edit.setText(project.title)
            self._fill_starts()
            self.cancelled_list.clear()
            self.cancelled_list.addItems(project.crawl.cancelled)
            self.retrievers_spin.setValue(project.crawl.retrievers)
            self._fill_list_mode()
            for name, check in self.output_checks.items():
                check.setChecked(getattr(project.outputs, name))
            self._fill_advanced()
        finally:
            self._loading = False
        self._update_buttons()

    def _fill_starts(self) -> None:
        self.starts_list.clear()
        for start in self.project.starts:
            self.starts_list.addItem(self._start_item(start))

    @staticmethod
    def _start_item(start: StartAddress) -> QListWidgetItem:
        item = QListWidgetItem(start.url + (f"  →  {start.output}" if start.output else ""))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if start.enabled else Qt.CheckState.Unchecked)
        return item

    def _fill_list_mode(self) -> None:
        mode = self.project.lists.mode
        self.list_radios[LIST_MODES.index(mode) if mode in LIST_MODES else 0].setChecked(True)
        self._update_list_summary()

    def _fill_advanced(self) -> None:
        crawl, analysis = self.project.crawl, self.project.analysis
        self.delay_spin.setValue(crawl.delay)
        self.retries_spin.setValue(crawl.retries)
        self.connect_timeout_spin.setValue(crawl.connect_timeout)
        self.read_timeout_spin.setValue(crawl.read_timeout)
        self.max_pages_spin.setValue(crawl.max_pages)
        self.max_depth_spin.setValue(crawl.max_depth)
        self.max_duration_spin.setValue(crawl.max_duration)
        self.robots_check.setChecked(crawl.robots)
        self.sitemaps_check.setChecked(crawl.sitemaps)
        self.same_host_check.setChecked(crawl.same_host_only)
        self.extraction_combo.setCurrentIndex(max(0, self.extraction_combo.findData(
            analysis.extraction)))
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(
            analysis.language)))
        self.other_languages_combo.setCurrentIndex(max(0, self.other_languages_combo.findData(
            analysis.other_languages)))
        self.private_check.setChecked(crawl.refuse_private)
        self.per_host_spin.setValue(crawl.per_host)
        self.user_agent_edit.setText(crawl.user_agent)
        self.profile_parts_spin.setValue(analysis.profile_parts)
        self.persist_cache_check.setChecked(analysis.persist_cache)
        self.disambiguate_check.setChecked(analysis.disambiguate)
        self.feeds_check.setChecked(crawl.feeds)
        self.snapshots_check.setChecked(crawl.snapshots)
        self._fill_corpus()
        self._fill_collocations()

    def _fill_corpus(self) -> None:
        project = self.project
        self.filter_edit.setText(project.filter.criterion)
        self.tolerance_spin.setValue(project.filter.tolerance)
        self.inverse_check.setChecked(project.filter.inverse)
        self.duplicates_check.setChecked(project.duplicates.detect)
        self.duplicates_count_check.setChecked(project.duplicates.count)
        self.distance_spin.setValue(project.duplicates.max_distance)
        self.only_changed_check.setChecked(project.reruns.only_changed)
        self._show_sites()

    def _fill_collocations(self) -> None:
        collocations = self.project.collocations
        self.window_spin.setValue(collocations.window)
        self.unit_combo.setCurrentIndex(max(0, self.unit_combo.findData(collocations.by)))
        self.nodes_combo.setCurrentIndex(max(0, self.nodes_combo.findData(collocations.nodes)))
        self.node_freq_spin.setValue(collocations.min_node_freq)
        self.pair_freq_spin.setValue(collocations.min_freq)
        self.regime_freq_spin.setValue(self.project.regimes.min_freq)

    def _set(self, target: object, key: str, value: object) -> None:
        """Write one option into the project (ignored while the project is being shown)."""
        if self._loading or getattr(target, key) == value:
            return
        setattr(target, key, value)
        self._changed()

    def _changed(self) -> None:
        self._update_buttons()
        self.changed.emit()

    # -- slots ------------------------------------------------------------------------------

    def _on_title(self, text: str) -> None:
        if not self._loading and text != self.project.title:
            self.project.title = text
            self._changed()
        self._update_buttons()

    def _on_start_checked(self, item: QListWidgetItem) -> None:
        row = self.starts_list.row(item)
        if self._loading or not 0 <= row < len(self.project.starts):
            return
        enabled = item.checkState() == Qt.CheckState.Checked
        self._set(self.project.starts[row], "enabled", enabled)

    def _on_filter_criterion(self, text: str) -> None:
        """Keep a criterion the content filter can read; show why another one is not."""
        self._show_filter_error()
        if filter_problem(text) is None:
            self._set(self.project.filter, "criterion", text.strip())
        else:
            self._update_buttons()  # Analyze waits for a readable criterion

    def _show_filter_error(self) -> None:
        problem = filter_problem(self.filter_edit.text())
        self.filter_error.setText(problem or "")
        self.filter_error.setVisible(problem is not None)

    def _on_list_mode(self, index: int, checked: bool) -> None:
        if checked:
            self._set(self.project.lists, "mode", LIST_MODES[index])
            self._update_list_summary()

    def add_start(self) -> None:
        """Ask for a new start address (figure 10) and append it, enabled."""
        dialog = AddressDialog(self, taken=tuple(s.url for s in self.project.starts))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            url, output = dialog.values()
            self.project.starts.append(StartAddress(url=url, enabled=True, output=output))
            self._reload_starts(len(self.project.starts) - 1)

    def modify_start(self) -> None:
        """Edit the selected start address and its output."""
        row = self.starts_list.currentRow()
        if not 0 <= row < len(self.project.starts):
            return
        start = self.project.starts[row]
        others = tuple(s.url for i, s in enumerate(self.project.starts) if i != row)
        dialog = AddressDialog(self, start.url, start.output, taken=others, modify=True)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            url, output = dialog.values()
            if (url, output) != (start.url, start.output):
                start.url, start.output = url, output
                self._reload_starts(row)

    def remove_start(self) -> None:
        """Remove the selected start address."""
        row = self.starts_list.currentRow()
        if 0 <= row < len(self.project.starts):
            del self.project.starts[row]
            self._reload_starts(min(row, len(self.project.starts) - 1))

    def _reload_starts(self, select: int) -> None:
        self._loading = True
        try:
            self._fill_starts()
        finally:
            self._loading = False
        if select >= 0:
            self.starts_list.setCurrentRow(select)
        self._changed()

    def add_cancelled(self) -> None:
        """Ask for an address fragment to cancel (figure 11) and add it."""
        dialog = CancelledDialog(self, taken=tuple(self.project.crawl.cancelled))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.project.crawl.cancelled.append(dialog.value())
            self.cancelled_list.addItem(dialog.value())
            self._changed()

    def remove_cancelled(self) -> None:
        """Remove the selected cancelled-address entry."""
        row = self.cancelled_list.currentRow()
        if 0 <= row < len(self.project.crawl.cancelled):
            del self.project.crawl.cancelled[row]
            self.cancelled_list.takeItem(row)
            self._changed()

    def define_list(self) -> None:
        """Edit the stopword/keyword list (figure 12); the words are kept in the project."""
        words = list(self.project.lists.entries)
        list_path = self.project.list_path()
        if list_path is not None:
            # The dialog edits one list: a linked file's entries join the inline ones.
            try:
                words += read_word_list(list_path)
            except ListFileError as exc:  # said, since OK replaces the link with what shows
                QMessageBox.warning(self, self.tr("Define list"), self.tr(
                    "{0}\n\nThe list shows the project's own entries only; OK replaces the "
                    "file with them, Cancel keeps it.").format(exc))
        dialog = WordListDialog(self, words, default_lexicon_folder(self.project.base_dir))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            entries = dialog.words()
            if entries != self.project.lists.entries or self.project.lists.file:
                self.project.lists.entries = entries
                self.project.lists.file = ""
                self._update_list_summary()
                self._changed()

    def edit_sites(self) -> None:
        """Edit the site descriptions and the [normalize] options (docs/corpus.md)."""
        dialog = SitesDialog(self, self.project.normalize, self.project.sites)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            options, sites = dialog.values()
            if (options, sites) != (self.project.normalize, self.project.sites):
                self.project.normalize, self.project.sites = options, sites
                self._show_sites()
                self._changed()

    def define_segments(self) -> None:
        """Edit the segment options (figure 13)."""
        seg = self.project.segments
        dialog = SegmentsDialog(self, seg.min_len, seg.max_len, seg.min_freq,
                                seg.drop_stopword_edges)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            values = dialog.values()
            if values != (seg.min_len, seg.max_len, seg.min_freq, seg.drop_stopword_edges):
                seg.min_len, seg.max_len, seg.min_freq, seg.drop_stopword_edges = values
                self._changed()

    # -- enabling ---------------------------------------------------------------------------

    def set_running(self, running: bool) -> None:
        """Lock what cannot change while a run is in progress."""
        self._running = running
        self.retrievers_spin.setEnabled(not running)
        self._update_buttons()

    def analyze_blocker(self) -> str | None:
        """Why *Analyze* is disabled (translated), or ``None`` when a run can start."""
        if self._running:
            return self.tr("A run is in progress.")
        if filter_problem(self.filter_edit.text()) is not None:  # not in the project yet
            return self.tr("The content filter (Advanced, Corpus) is not a valid condition.")
        problems = validate(self.project, files=False)  # read when a run starts
        try:
            self.project.require_runnable()
        except ProjectError as exc:  # said after the title, before the other settings
            titled = sum(problem.field == "title" for problem in problems)
            problems[titled:titled] = exc.details
        return problem_text(problems[0]) if problems else None

    def _update_buttons(self) -> None:
        selected = self.starts_list.currentRow() >= 0 and bool(
            self.starts_list.selectedItems())
        self.modify_start_button.setEnabled(selected)
        self.remove_start_button.setEnabled(selected)
        self.remove_cancelled_button.setEnabled(bool(self.cancelled_list.selectedItems()))
        self.define_segments_button.setEnabled(self.project.outputs.segments)
        outputs, duplicates = self.project.outputs, self.project.duplicates
        for widget in (self.window_spin, self.unit_combo, self.nodes_combo,
                       self.node_freq_spin, self.pair_freq_spin):
            widget.setEnabled(outputs.collocations)
        self.regime_freq_spin.setEnabled(outputs.regimes)
        self.duplicates_count_check.setEnabled(duplicates.detect)
        self.distance_spin.setEnabled(duplicates.detect)
        self.tolerance_spin.setEnabled(bool(self.project.filter.criterion))
        self.inverse_check.setEnabled(bool(self.project.filter.criterion))
        blocker = self.analyze_blocker()
        self.analyze_button.setEnabled(blocker is None)
        self.analyze_button.setToolTip(blocker or self.tr("Start the analysis (F5)"))
        # Not while a run is on: Process says so, and Configuration stays readable.
        self.blocker_label.setText("" if self._running else blocker or "")

    def _update_list_summary(self) -> None:
        lists = self.project.lists
        if lists.file:
            text = self.tr("File: {0}").format(lists.file)
        else:
            text = self.tr("Words: {0}").format(len(lists.entries))
        self.list_summary.setText(text)
        self.define_list_button.setEnabled(lists.mode != "none")
