"""Scheduled runs in the open app go through the run bridge, as Analyze does, against a
real local site: the Process section shows them, its buttons stop them, they wait for a
run in progress, and the engine records how they ended."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from sites import SiteServer

from daweb.project import Project, StartAddress, save_project
from daweb.schedule import (
    ProjectProblem,
    ScheduleFile,
    load_state,
    local_zone,
    read_history,
    utc_now,
)
from gui.main_window import MainWindow


@pytest.fixture
def config(tmp_path: Path, monkeypatch) -> Path:
    """The window's schedule folder: a fresh one per test."""
    folder = tmp_path / "config"
    monkeypatch.setenv("DAWEB_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture
def window(qtbot, tmp_path: Path, config: Path) -> MainWindow:
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win.schedule.timer.setInterval(50)  # look for due entries often (20 s in the app)
    yield win
    if win.bridge.is_running():
        win.bridge.finish()
        qtbot.waitUntil(lambda: not win.bridge.is_running(), timeout=30_000)
    win.setWindowModified(False)
    win.close()
    win.deleteLater()


def local_project(tmp_path: Path, site: SiteServer, name: str) -> Path:
    project = Project(title=f"Sitio {name}", starts=[StartAddress(site.base_url + "/")])
    project.crawl.delay = 0
    project.crawl.retrievers = 3
    path = tmp_path / f"{name}.toml"
    save_project(project, path)
    return path


def schedule_soon(config: Path, project: Path, seconds: int = 1) -> None:
    """A one-off entry for ``seconds`` from now (local wall time, as the user writes it)."""
    zone = local_zone()
    when = (datetime.now(zone) + timedelta(seconds=seconds)).strftime("%Y-%m-%d %H:%M:%S")
    schedule = ScheduleFile.load(config)
    schedule.add(project, "once", when, now=utc_now(), zone=zone)
    schedule.save()


def test_a_scheduled_run_shows_in_process_and_finish_stops_it(
        qtbot, window: MainWindow, config: Path, tmp_path: Path) -> None:
    process = window.process
    with SiteServer(pages=400, specials=False, page_padding=2000) as site:
        project = local_project(tmp_path, site, "programado")
        schedule_soon(config, project)
        qtbot.waitUntil(window.bridge.is_running, timeout=15_000)
        assert window.scheduled_runs.running() == project
        assert process.is_running()
        assert process.caption_label.text() == (
            "Scheduled run of Sitio programado (programado.toml)")
        assert process.stop_button.isEnabled() and process.finish_button.isEnabled()
        assert not window.config.retrievers_spin.isEnabled()
        assert "programado.toml" in window.statusBar().currentMessage()
        assert window.analyze() is False  # runs never overlap
        assert window.statusBar().currentMessage().startswith("A run is in progress")
        qtbot.waitUntil(lambda: process.counts()["analyzed"] >= 5, timeout=20_000)
        with qtbot.waitSignal(window.bridge.stopped, timeout=30_000):
            process.finish_button.click()
    assert process.summary_text().startswith("The run was finished early")
    # The engine records the run as the bridge reported it.
    qtbot.waitUntil(lambda: not window.schedule.is_working(), timeout=10_000)
    [record] = read_history(config)
    assert record["status"] == "finished-early" and record["project"] == str(project)
    run_dir = Path(record["run_dir"])
    assert run_dir.parent == tmp_path / "runs"
    info = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    assert info["status"] == "finished-early"
    assert load_state(config)["1"]["status"] == "finished-early"
    assert window.scheduled_runs.running() is None
    assert window.config.retrievers_spin.isEnabled()


def test_a_due_entry_waits_for_the_run_in_progress_then_starts(
        qtbot, window: MainWindow, config: Path, tmp_path: Path) -> None:
    process = window.process
    with SiteServer(pages=400, specials=False, page_padding=2000) as site:
        assert window.open_project(local_project(tmp_path, site, "manual"))
        assert window.analyze()
        scheduled = local_project(tmp_path, site, "programado")
        schedule_soon(config, scheduled)
        qtbot.waitUntil(lambda: window.scheduled_runs.waiting_for() == scheduled,
                        timeout=15_000)
        assert process.caption_label.text() == "Run of Sitio manual"  # still the manual one
        assert window.schedule.queue_label.text() == (
            "Waiting for the run in progress to end: programado.toml")
        assert "waits for the run in progress" in window.statusBar().currentMessage()
        with qtbot.waitSignal(window.scheduled_runs.started, timeout=30_000):
            process.stop_button.click()  # the manual run ends; the scheduled one starts
        assert window.bridge.is_running()
        assert process.caption_label.text() == (
            "Scheduled run of Sitio programado (programado.toml)")
        assert process.is_running() and process.stop_button.isEnabled()
        assert process.summary_text() == ""  # the manual run's summary gave way
        qtbot.waitUntil(lambda: process.counts()["accessed"] >= 5, timeout=20_000)
        with qtbot.waitSignal(window.bridge.stopped, timeout=30_000):
            process.stop_button.click()
    qtbot.waitUntil(lambda: not window.schedule.is_working(), timeout=10_000)
    [record] = read_history(config)
    assert record["status"] == "stopped-downloads" and record["project"] == str(scheduled)
    runs = sorted(p for p in (tmp_path / "runs").iterdir() if p.is_dir())
    assert len(runs) == 2  # the manual run and the scheduled one, each in its own folder
    assert Path(record["run_dir"]) in runs
    statuses = sorted(json.loads((r / "run.json").read_text(encoding="utf-8"))["status"]
                      for r in runs)
    assert statuses == ["stopped-downloads", "stopped-downloads"]


def test_a_project_whose_list_validate_rejects_is_skipped_not_run(
        window: MainWindow, tmp_path: Path) -> None:
    """As the engine's own runner: a list file that is not UTF-8 makes the project
    invalid (skipped, the file and line named), and no run folder is made."""
    (tmp_path / "vacias.txt").write_bytes("de\nla\ncañón\n".encode("latin-1"))
    project = Project(title="Lista mala", starts=[StartAddress("http://127.0.0.1:9/")])
    project.lists.mode = "stopwords"
    project.lists.file = "vacias.txt"
    path = tmp_path / "mala.toml"
    save_project(project, path)
    with pytest.raises(ProjectProblem, match=r"vacias\.txt:3: not UTF-8"):
        window.scheduled_runs(path)
    assert not (tmp_path / "runs").exists()
    assert not window.bridge.is_running()
