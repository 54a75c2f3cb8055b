"""Garbage collection in the GUI thread only (gui/collector.py)."""

from __future__ import annotations

import gc
import threading

from PySide6.QtWidgets import QApplication, QWidget

from gui.collector import GuiThreadCollector, install


def _allocate_cycles(count: int) -> None:
    """Make ``count`` small reference cycles, as a busy worker thread does."""
    for _ in range(count):
        node: list = []
        node.append(node)


def test_collections_happen_in_the_gui_thread_only(qtbot) -> None:
    seen: list[tuple[str, threading.Thread]] = []

    def record(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append((phase, threading.current_thread()))

    gc.callbacks.append(record)
    collector = GuiThreadCollector(interval_ms=10)
    try:
        assert not gc.isenabled()
        # A Qt wrapper caught in a cycle: freed by a collection, it must not be freed in a
        # worker thread (its C++ object would be destroyed outside the GUI thread).
        widget = QWidget()
        widget.cycle = widget
        del widget
        worker = threading.Thread(target=_allocate_cycles, args=(50_000,))
        worker.start()
        worker.join()
        assert seen == []  # 50,000 cycles: dozens of automatic collections, none happened
        qtbot.waitUntil(lambda: bool(seen), timeout=5_000)
        assert {thread for _, thread in seen} == {threading.main_thread()}
    finally:
        gc.callbacks.remove(record)
        collector.stop()
        collector.deleteLater()
    assert gc.isenabled()


def test_the_oldest_generation_due_is_collected(qtbot) -> None:
    collector = GuiThreadCollector(interval_ms=60_000)  # driven by hand here
    try:
        gc.collect()
        assert collector.collect_due() == -1  # nothing allocated since
        _allocate_cycles(gc.get_threshold()[0] + 10)
        assert collector.collect_due() == 0
        assert gc.get_count()[0] < gc.get_threshold()[0]
    finally:
        collector.stop()
        collector.deleteLater()


def test_the_application_gets_one_collector(qtbot) -> None:
    app = QApplication.instance()
    first = install(app)
    try:
        assert install(app) is first
        assert app.findChildren(GuiThreadCollector) == [first]
    finally:
        first.stop()
        first.setParent(None)
        first.deleteLater()
    assert gc.isenabled()
