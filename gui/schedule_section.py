"""The Scheduling section (paper §3, figure 15): projects to run at given times.

The scheduler engine is not part of DAWeb yet, so this section shows the list it will
fill (project, time, next run, last result) and says plainly that scheduling is not
available; its buttons stay disabled rather than pretending to schedule anything.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)


class ScheduleSection(QWidget):
    """Scheduled projects: the list UI, waiting for the scheduler engine."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setObjectName("notice")
        self.notice.setStyleSheet(
            "QLabel#notice { background: #fff8e1; border: 1px solid #ffcc80; padding: 8px; }")
        self.table = QTableWidget(0, 5)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.add_button = QPushButton()
        self.edit_button = QPushButton()
        self.toggle_button = QPushButton()
        self.remove_button = QPushButton()
        side = QVBoxLayout()
        for button in self.buttons():
            button.setEnabled(False)  # no scheduler engine to act on yet
            side.addWidget(button)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.table, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(row)
        self.retranslate()

    def buttons(self) -> tuple[QPushButton, ...]:
        """Add, Edit, Enable/Disable and Remove."""
        return (self.add_button, self.edit_button, self.toggle_button, self.remove_button)

    def is_available(self) -> bool:
        """Whether scheduling works in this version (not yet)."""
        return False

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.notice.setText(self.tr(
            "Scheduling is not available yet in this version of DAWeb. Scheduled projects "
            "will be listed here with their time, next run and last result. Meanwhile, run "
            "projects with Analyze or with the command \"daweb run PROJECT\"."))
        self.table.setHorizontalHeaderLabels([
            self.tr("Project"), self.tr("Time"), self.tr("Next run"), self.tr("Last result"),
            self.tr("Enabled")])
        self.add_button.setText(self.tr("Add…"))
        self.edit_button.setText(self.tr("Edit…"))
        self.toggle_button.setText(self.tr("Enable/Disable"))
        self.remove_button.setText(self.tr("Remove"))
        for button in self.buttons():
            button.setToolTip(self.tr("Not available yet: the scheduler is still to come."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate when the application language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
