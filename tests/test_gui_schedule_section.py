"""The Scheduling section: the list is there and says plainly that scheduling is not yet."""

from __future__ import annotations

from gui.schedule_section import ScheduleSection


def test_scheduling_says_not_yet_and_offers_no_fake_actions(qtbot) -> None:
    widget = ScheduleSection()
    qtbot.addWidget(widget)
    assert widget.is_available() is False
    assert "not available yet" in widget.notice.text()
    assert all(not button.isEnabled() for button in widget.buttons())
    assert all("Not available yet" in button.toolTip() for button in widget.buttons())
    headers = [widget.table.horizontalHeaderItem(i).text()
               for i in range(widget.table.columnCount())]
    assert headers == ["Project", "Time", "Next run", "Last result", "Enabled"]
    assert widget.table.rowCount() == 0
