"""The viewer's *Keywords* tab: the run's words against a reference — wordfreq's general
Spanish or another run — with log-likelihood and Hardie's log ratio (daweb/keyness.py),
positive keywords first; a **Show only** choice keeps the positive or the negative ones.

Computed when the tab is first shown (wordfreq's list loads in ~0.4 s) into an in-memory
table, shown through the viewer's :class:`~gui.viewer.window.TableTab`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
)

from daweb.keyness import (
    LL_P05,
    WORDFREQ,
    KeynessError,
    keyword_rows,
    keywords,
    reference_frequencies,
    run_frequencies,
)
from daweb.store.reading import ResultsError
from daweb.store.schema import KEYWORDS_DDL
from gui.i18n import format_number
from gui.viewer.collocations import _OwnTab
from gui.viewer.concordance import memory_table
from gui.viewer.models import Column
from gui.viewer.window import TableSpec, TableTab


def keywords_spec() -> TableSpec:
    """The keywords' table, in the order :func:`daweb.keyness.keywords` gives (positive
    ones by falling log ratio, then negative ones by rising log ratio)."""
    c = Column
    return TableSpec(
        "keywords",
        "keywords",
        [
            c("form", QT_TRANSLATE_NOOP("Viewer", "Form")),
            c("frequency", QT_TRANSLATE_NOOP("Viewer", "Frequency"), True),
            c("per_million", QT_TRANSLATE_NOOP("Viewer", "Per million"), True, decimals=2),
            c("reference", QT_TRANSLATE_NOOP("Viewer", "Reference frequency"), True, decimals=1),
            c(
                "reference_pm",
                QT_TRANSLATE_NOOP("Viewer", "Reference per million"),
                True,
                decimals=2,
            ),
            c("ll", QT_TRANSLATE_NOOP("Viewer", "Log-likelihood"), True, decimals=2),
            c("log_ratio", QT_TRANSLATE_NOOP("Viewer", "Log ratio"), True, decimals=2),
            c("sign", QT_TRANSLATE_NOOP("Viewer", "Keyword")),
        ],
        "rank",
        None,
        "sign = ?",
        ("+", "-"),
    )


class KeywordsTab(_OwnTab):
    """The reference (general Spanish, or another run chosen), the log-likelihood a keyword
    needs, and the keywords; a double-click shows a keyword's concordance."""

    def __init__(
        self, conn: sqlite3.Connection, tabs: QTabWidget, show_concordance: Callable[[str], Any]
    ) -> None:
        super().__init__(tabs)
        self.conn = conn
        self.show_concordance = show_concordance
        self.reference = WORDFREQ  # or a run folder
        self.computed = False
        self.keywords_db = memory_table(KEYWORDS_DDL)
        self.table = TableTab(self.keywords_db, keywords_spec())
        self.reference_label = QLabel()
        self.general_button = QPushButton()
        self.run_button = QPushButton()
        self.minimum_label = QLabel()
        self.minimum = QDoubleSpinBox()
        self.minimum.setRange(0, 1000)
        self.minimum.setDecimals(2)
        self.minimum.setValue(LL_P05)
        self.message = QLabel()
        self.message.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.reference_label, 1)
        row.addWidget(self.general_button)
        row.addWidget(self.run_button)
        row.addWidget(self.minimum_label)
        row.addWidget(self.minimum)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        self.general_button.clicked.connect(lambda: self.compute(WORDFREQ))
        self.run_button.clicked.connect(self._ask_run)
        self.minimum.editingFinished.connect(lambda: self.compute(self.reference))
        self.table.view.doubleClicked.connect(self._double_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.set_title(self.tr("Keywords"))
        self.general_button.setText(self.tr("General Spanish (wordfreq)"))
        self.run_button.setText(self.tr("Another run…"))
        self.minimum_label.setText(self.tr("Log-likelihood at least:"))
        self.minimum.setToolTip(
            self.tr("3.84: p < 0.05; 6.63: p < 0.01; 10.83: p < 0.001; 15.13: p < 0.0001")
        )
        self._show_reference()

    def _show_reference(self, name: str = "", words: float = 0) -> None:
        self.reference_label.setText(
            self.tr("Reference: {0}, {1} words").format(name, format_number(int(words)))
            if words
            else self.tr("Reference: {0}").format(self.reference)
        )

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Compute against general Spanish the first time the tab is shown."""
        super().showEvent(event)
        if not self.computed:
            self.compute(self.reference)

    def compute(self, reference: str) -> int:
        """The keywords against ``reference`` (``wordfreq`` or a run folder); returns how
        many. A reference that cannot be read is explained above the table."""
        self.computed = True
        try:
            ref = reference_frequencies(reference)
        except (KeynessError, ResultsError, sqlite3.Error) as error:
            self.message.setText(str(error))
            return 0
        self.reference = reference
        run = run_frequencies(self.conn)
        found = keywords(run, ref, self.minimum.value())
        with self.keywords_db as db:
            db.execute("DELETE FROM keywords")
            db.executemany(
                "INSERT INTO keywords VALUES (?,?,?,?,?,?,?,?,?)",
                ((rank, *row) for rank, row in enumerate(keyword_rows(found, run, ref))),
            )
        positive = sum(k.positive for k in found)
        self.message.setText(
            self.tr(
                "{0} positive keywords (+: more frequent in this run than in the reference) and "
                "{1} negative ones (−: less frequent); log ratio 1 = twice as frequent, 2 = four "
                "times."
            ).format(positive, len(found) - positive)
        )
        self._show_reference(ref.name if reference == WORDFREQ else Path(reference).name, ref.words)
        self.table.model.sort_column = -1
        self.table.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.model.reload()
        return len(found)

    def _ask_run(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Reference run"))
        if folder:
            self.compute(folder)

    def _double_clicked(self, index: QModelIndex) -> None:
        self.show_concordance(self.table.model.row_values(index.row())["form"])
