"""The run bridge: events from other threads reach the GUI thread coalesced, ≤ 20 per second."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

from daweb.events import (
    AnalyzingDocument,
    Cause,
    CrawlProgress,
    DocumentAnalyzed,
    Incident,
    Outcome,
    RetrieverState,
    RetrieverStatus,
    RunFinished,
)
from daweb.project import Project, StartAddress, save_project
from gui.run_bridge import FLUSH_INTERVAL_MS, RunBatch, RunBridge, runnable_copy


class FloodRun:
    """A stand-in for daweb.run.Run that emits many events quickly from its own thread.

    The bridge's contract is only ``execute()``, ``stop_downloads()``, ``finish()`` and the
    listener; the real pipeline is exercised in test_gui_main_window.py.
    """

    def __init__(self, project: Project, *, runs_dir: Path | None, on_event) -> None:
        self.on_event = on_event
        self.threads: set[str] = set()
        self.commands: list[str] = []
        self.stop = threading.Event()

    def execute(self) -> RunFinished:
        self.threads.add(threading.current_thread().name)
        for n in range(20_000):
            self.on_event(RetrieverStatus(n % 4, RetrieverState.DOWNLOADING, f"http://x/{n}"))
            self.on_event(CrawlProgress(n, 100, n, 0))
            if n % 10 == 0:
                self.on_event(Incident(f"http://x/{n}", "http://x/", Outcome.NOT_OBTAINED,
                                       Cause.TIMEOUT))
            if n % 2000 == 0:
                time.sleep(0.02)  # spread the flood over a few flush intervals
        self.on_event(AnalyzingDocument("http://x/last"))
        self.on_event(DocumentAnalyzed("http://x/last", "t", 5, 1, 0))
        self.stop.wait(5)
        finished = RunFinished("/tmp/run", "stopped-downloads", {})
        self.on_event(finished)
        return finished

    def stop_downloads(self) -> None:
        self.commands.append("stop")
        self.stop.set()

    def finish(self) -> None:
        self.commands.append("finish")
        self.stop.set()


def test_a_flood_of_events_arrives_in_few_coalesced_batches(qtbot) -> None:
    runs: list[FloodRun] = []

    def factory(project, **kwargs):
        runs.append(FloodRun(project, **kwargs))
        return runs[-1]

    bridge = RunBridge(run_factory=factory)
    batches: list[tuple[float, RunBatch, threading.Thread]] = []
    bridge.batch.connect(
        lambda b: batches.append((time.monotonic(), b, threading.current_thread())))
    bridge.start(Project(title="t"))
    assert bridge.is_running()
    qtbot.waitUntil(lambda: any(b.progress and b.progress.accessed == 19_999
                                for _, b, _ in batches), timeout=10_000)
    with qtbot.waitSignal(bridge.stopped, timeout=10_000):
        bridge.stop_downloads()
    assert runs[0].commands == ["stop"]
    assert not bridge.is_running()
    assert all(thread is threading.main_thread() for _, _, thread in batches)
    assert runs[0].threads and "MainThread" not in runs[0].threads
    # 40,000+ events, yet batches are at least FLUSH_INTERVAL_MS apart (≤ 20 per second);
    # only the last one, sent when the run's thread ends, comes without waiting.
    times = [t for t, _, _ in batches[:-1]]
    assert len(batches) < 200
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    # Measured on receipt, so a busy machine may shift one receipt by a few ms.
    assert min(gaps) >= FLUSH_INTERVAL_MS / 1000 * 0.8, gaps
    incidents = sum(len(b.incidents) for _, b, _ in batches)
    assert incidents == 2000  # every incident is kept, none coalesced away
    last = batches[-1][1]
    assert last.run_finished is not None and last.run_finished.status == "stopped-downloads"
    assert any(b.analyzing == "http://x/last" for _, b, _ in batches)


def test_the_latest_state_of_each_retriever_wins() -> None:
    merged = RunBatch()
    merged.add(RetrieverStatus(0, RetrieverState.DOWNLOADING, "a"))
    merged.add(RetrieverStatus(1, RetrieverState.READY))
    merged.add(RetrieverStatus(0, RetrieverState.FINISHED, "a"))
    assert merged.retrievers[0].state == RetrieverState.FINISHED
    assert merged.retrievers[1].state == RetrieverState.READY


def test_a_crash_outside_the_pipeline_is_reported(qtbot) -> None:
    class Broken:
        def __init__(self, project, **kwargs) -> None:
            pass

        def execute(self) -> None:
            raise OSError("disk full")

    bridge = RunBridge(run_factory=Broken)
    with qtbot.waitSignal(bridge.failed, timeout=5000) as failed:
        bridge.start(Project(title="t"))
    assert failed.args == ["OSError: disk full"]
    qtbot.waitUntil(lambda: not bridge.is_running(), timeout=5000)


def test_unsaved_edits_run_as_edited_with_paths_kept(tmp_path: Path) -> None:
    (tmp_path / "vacias.txt").write_text("de\n", encoding="utf-8")
    project = Project(title="t", starts=[StartAddress("https://a.es/")])
    project.lists.file = "vacias.txt"
    save_project(project, tmp_path / "p.toml")
    project.title = "editado"
    clone = runnable_copy(project)
    assert clone.path is None  # the run writes these settings, not the stale file
    assert clone.title == "editado"
    assert Path(clone.lists.file) == tmp_path / "vacias.txt"
    assert Path(clone.runs_dir) == tmp_path / "runs"
    assert project.path == tmp_path / "p.toml"  # the window's project is untouched


def test_emitting_many_signals_keeps_reference_counts_balanced(qtbot) -> None:
    """PySide6 6.12.0's emit() stole a reference to True (pyproject excludes it): guard it."""
    bridge = RunBridge()
    received: list[str] = []
    bridge.failed.connect(received.append)
    before = sys.getrefcount(True)
    for _ in range(20_000):
        bridge.failed.emit("x")
    assert len(received) == 20_000
    assert abs(sys.getrefcount(True) - before) < 50


def test_run_statuses_are_named_in_the_users_language(qapp) -> None:
    from gui import i18n
    from gui.run_bridge import run_status_name

    try:
        i18n.set_language("es")
        assert run_status_name("stopped-downloads") == "descargas paradas"
        assert run_status_name("skipped") == "omitida (proyecto no válido)"
        assert run_status_name("interrupted") == "interrumpida (el proceso ya no existe)"
    finally:
        i18n.reset()
    assert run_status_name("finished-early") == "finished early"
    assert run_status_name("interrupted") == "interrupted (process gone)"
    assert run_status_name("a newer status") == "a newer status"
