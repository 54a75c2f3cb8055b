"""``daweb schedule …`` as a user runs it: real subprocesses, files on disk, a real run."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from sites import SiteServer

from daweb.cli import EXIT_BUSY, EXIT_USER_ERROR, main
from daweb.project import new_project, save_project
from daweb.schedule import ScheduleFile, read_history


def schedule(config: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run ``python -m daweb.cli.schedule ARGS`` with ``config`` as the schedule folder."""
    return subprocess.run(
        [sys.executable, "-m", "daweb.cli.schedule", *args], capture_output=True, text=True,
        timeout=timeout,
        env={**os.environ, "DAWEB_CONFIG_DIR": str(config), "PYTHONIOENCODING": "utf-8"})


def in_process(config: Path, *args: str) -> int:
    """The same command through ``daweb``'s own entry point, in this process."""
    return main(["schedule", "--config-dir", str(config), *args])


@pytest.fixture
def project_file(tmp_path: Path) -> Path:
    path = tmp_path / "p.toml"
    save_project(new_project("P", ["http://127.0.0.1:9/"]), path)
    return path


def test_add_list_disable_enable_remove(tmp_path: Path, project_file: Path, capsys) -> None:
    config = tmp_path / "config"
    assert in_process(config, "add", str(project_file), "--daily", "07:00") == 0
    assert in_process(config, "add", str(project_file), "--weekly", "mon,thu", "08:30") == 0
    assert in_process(config, "add", str(project_file), "--every", "6h") == 0
    assert in_process(config, "add", str(project_file), "--cron", "0 7 * * 1") == 0
    future = (datetime.now() + timedelta(days=2)).strftime("%Y-%m-%d %H:%M")
    assert in_process(config, "add", str(project_file), "--at", future) == 0
    entries = ScheduleFile.load(config).entries
    assert [(e.id, e.kind, e.value) for e in entries] == [
        ("1", "daily", "07:00"), ("2", "weekly", "mon,thu 08:30"), ("3", "every", "6h"),
        ("4", "cron", "0 7 * * 1"), ("5", "once", f"{future}:00")]
    capsys.readouterr()
    assert in_process(config, "disable", "2") == 0
    assert in_process(config, "remove", "4") == 0
    capsys.readouterr()
    assert in_process(config, "list") == 0
    listing = capsys.readouterr().out
    assert "(disabled)" in listing and "daily 07:00" in listing and "cron" not in listing
    assert str(project_file.absolute()) in listing
    assert in_process(config, "enable", "2") == 0
    assert ScheduleFile.load(config).get("2").enabled is True


def test_clear_errors_name_the_entry_or_file(tmp_path: Path, project_file: Path) -> None:
    config = tmp_path / "config"
    missing = schedule(config, "add", str(tmp_path / "nope.toml"), "--daily", "07:00")
    assert missing.returncode == EXIT_USER_ERROR
    assert "nope.toml: no such project file" in missing.stderr
    bad = schedule(config, "add", str(project_file), "--daily", "7h")
    assert bad.returncode == EXIT_USER_ERROR and "--daily: '7h' is not a time of day" in bad.stderr
    unknown = schedule(config, "remove", "42")
    assert unknown.returncode == EXIT_USER_ERROR
    assert "no schedule entry with id '42'" in unknown.stderr
    past = schedule(config, "add", str(project_file), "--at", "2001-01-01 10:00")
    assert past.returncode == EXIT_USER_ERROR
    assert "--at: 2001-01-01 10:00:00: that time has already passed" in past.stderr
    both = schedule(config, "add", str(project_file), "--daily", "07:00", "--every", "6h")
    assert both.returncode == 2  # argparse: one kind of time only
    assert EXIT_USER_ERROR == 2  # a user error exits as every daweb command's does
    invalid = tmp_path / "invalid.toml"
    invalid.write_text('schema = 1\ntitle = "x"\n[crawl]\nretrievers = 12\n', encoding="utf-8")
    refused = schedule(config, "add", str(invalid), "--daily", "07:00")
    assert refused.returncode == EXIT_USER_ERROR and "invalid.toml:4" in refused.stderr
    assert "daweb validate" in refused.stderr and not ScheduleFile.load(config).entries
    config.mkdir(exist_ok=True)
    (config / "schedule.json").write_text("{broken", encoding="utf-8")
    broken = schedule(config, "list")
    assert broken.returncode == EXIT_USER_ERROR and "schedule.json" in broken.stderr


def test_history_says_when_there_is_none(tmp_path: Path, capsys) -> None:
    assert in_process(tmp_path / "config", "history") == 0
    assert "No scheduled run recorded yet" in capsys.readouterr().out


def test_a_second_scheduler_refuses_to_start(tmp_path: Path) -> None:
    config = tmp_path / "config"
    first = subprocess.Popen([sys.executable, "-m", "daweb.cli.schedule", "run"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env={**os.environ, "DAWEB_CONFIG_DIR": str(config)})
    try:
        assert "Scheduler started" in first.stdout.readline()
        second = schedule(config, "run", "--exit-when-idle")
        assert second.returncode == EXIT_BUSY
        assert f"another scheduler is running (pid {first.pid}" in second.stderr
    finally:
        first.send_signal(2)  # Ctrl-C: stops (after the current run, here none)
        out, _ = first.communicate(timeout=10)
    assert first.returncode == 0 and "Scheduler stopped" in out


def test_a_scheduled_run_of_a_local_site_happens_end_to_end(tmp_path: Path) -> None:
    config = tmp_path / "config"
    with SiteServer(pages=20, specials=False) as site:
        project = new_project("Scheduled", [site.url("/")])
        project.crawl.delay = 0
        path = tmp_path / "site.toml"
        save_project(project, path)
        at = (datetime.now() + timedelta(seconds=3)).replace(microsecond=0)
        added = schedule(config, "add", str(path), "--at", at.strftime("%Y-%m-%d %H:%M:%S"))
        assert added.returncode == 0, added.stderr
        result = schedule(config, "run", "--exit-when-idle", "--poll", "0.2", timeout=120)
        assert result.returncode == 0, result.stderr
        assert site.hits("/") >= 1
    history = read_history(config)
    assert [r["status"] for r in history] == ["completed"], history
    # It waited for its time: the run started at or after it, not when the scheduler did.
    assert datetime.fromisoformat(history[0]["started"]) >= at.astimezone()
    run_dir = Path(history[0]["run_dir"])
    assert run_dir.parent == tmp_path / "runs"
    with sqlite3.connect(run_dir / "results.sqlite") as db:
        pages = db.execute("SELECT COUNT(*) FROM pages").fetchone()[0]
    assert pages >= 20
    assert "completed" in result.stdout and str(run_dir) in result.stdout
    state = json.loads((config / "state.json").read_text())
    assert state["1"]["status"] == "completed" and state["1"]["run_dir"] == str(run_dir)
    listing = schedule(config, "list")
    assert "completed" in listing.stdout and str(run_dir) in listing.stdout
    shown = schedule(config, "history", "-n", "5")
    assert shown.returncode == 0 and "entry 1" in shown.stdout and str(run_dir) in shown.stdout
