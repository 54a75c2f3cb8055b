"""The scheduler engine with an injected clock: queue order, waiting, missed times, DST, locks."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from daweb.schedule import (
    HISTORY_FILE,
    RunOutcome,
    ScheduleError,
    ScheduleFile,
    Scheduler,
    SchedulerBusy,
    config_dir,
    default_runner,
    load_state,
    read_history,
)

MADRID = ZoneInfo("Europe/Madrid")


def local(*args: int) -> datetime:
    """A Madrid wall time as an aware datetime (first occurrence when ambiguous)."""
    return datetime(*args, tzinfo=MADRID)


class Clock:
    """A settable clock; runs advance it to stand for the time they take."""

    def __init__(self, start: datetime) -> None:
        self.now = start.astimezone(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


class FakeRunner:
    """Records each run with its start and end time; a run lasts ``minutes`` of fake time."""

    def __init__(self, clock: Clock, minutes: float = 10, fail: tuple[str, ...] = (),
                 crash: tuple[str, ...] = ()) -> None:
        self.clock, self.minutes, self.fail, self.crash = clock, minutes, fail, crash
        self.runs: list[tuple[str, datetime, datetime]] = []

    def __call__(self, path: Path) -> RunOutcome:
        start = self.clock()
        self.clock.advance(minutes=self.minutes)
        self.runs.append((path.stem, start, self.clock()))
        if path.stem in self.fail:
            raise RuntimeError(f"{path.stem} broke")
        if path.stem in self.crash:
            return RunOutcome("crashed", str(path.parent / f"run-{path.stem}"), "boom")
        return RunOutcome("completed", str(path.parent / f"run-{path.stem}"))

    def names(self) -> list[str]:
        return [name for name, _, _ in self.runs]


def projects(tmp_path: Path, *names: str) -> dict[str, Path]:
    """Project files (their content does not matter to a fake runner)."""
    paths = {}
    for name in names:
        path = tmp_path / f"{name}.toml"
        path.write_text('title = "x"\n', encoding="utf-8")
        paths[name] = path
    return paths


def make(tmp_path: Path, clock: Clock, entries: list[tuple[str, str, str]], **kwargs):
    """A schedule folder with these (project, kind, value) entries and a scheduler on it."""
    folder = tmp_path / "config"
    paths = projects(tmp_path, *{name for name, _, _ in entries})
    schedule = ScheduleFile.load(folder)
    for name, kind, value in entries:
        schedule.add(paths[name], kind, value, now=clock(), zone=MADRID)
    schedule.save()
    runner = kwargs.pop("runner", None) or FakeRunner(clock, **kwargs.pop("run", {}))
    scheduler = Scheduler(folder, clock=clock, zone=MADRID, runner=runner, **kwargs)
    return scheduler, runner, folder


def run_until(scheduler: Scheduler, clock: Clock, end: datetime, step: float = 1) -> None:
    """Tick every ``step`` minutes of fake time until ``end``."""
    while clock() < end:
        scheduler.tick()
        clock.advance(minutes=step)


def statuses(folder: Path) -> list[tuple[str, str]]:
    return [(r["entry"], r["status"]) for r in read_history(folder)]


def test_same_time_entries_run_one_after_another_in_entry_order(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 58))
    scheduler, runner, folder = make(
        tmp_path, clock, [("c", "daily", "07:00"), ("a", "daily", "07:00"),
                          ("b", "daily", "07:00")])
    run_until(scheduler, clock, local(2026, 5, 4, 8, 0))
    assert runner.names() == ["c", "a", "b"]
    for (_, _, end), (_, start, _) in zip(runner.runs, runner.runs[1:], strict=False):
        assert start >= end  # never two at once
    assert runner.runs[0][1] == local(2026, 5, 4, 7, 0)
    assert [s for _, s in statuses(folder)] == ["completed"] * 3
    history = read_history(folder)
    assert history[0]["run_dir"].endswith("run-c")
    assert all(r["scheduled"] == "2026-05-04T05:00:00+00:00" for r in history)


def test_an_entry_that_comes_due_during_a_run_waits_and_is_not_missed(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 58))
    # b is first in entry order but its time comes later: time reached goes first.
    scheduler, runner, folder = make(
        tmp_path, clock, [("b", "daily", "07:10"), ("a", "daily", "07:00")],
        run={"minutes": 45}, grace=timedelta(minutes=5))
    run_until(scheduler, clock, local(2026, 5, 4, 9, 0))
    assert runner.names() == ["a", "b"]
    assert runner.runs[0][1] == local(2026, 5, 4, 7, 0)
    assert runner.runs[1][1] == local(2026, 5, 4, 7, 45)  # right after a, not at 07:10
    assert [s for _, s in statuses(folder)] == ["completed", "completed"]


def test_missed_time_within_the_grace_period_runs_at_start(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 3, 12, 0))
    scheduler, runner, folder = make(tmp_path, clock, [("a", "daily", "07:00")],
                                     grace=timedelta(hours=1))
    clock.now = local(2026, 5, 4, 7, 40).astimezone(UTC)  # the app was closed until now
    scheduler.tick()
    assert runner.names() == ["a"]
    record = read_history(folder)[-1]
    assert record["status"] == "completed"
    assert record["scheduled"] == local(2026, 5, 4, 7, 0).astimezone(UTC).isoformat()


def test_missed_time_outside_the_grace_period_is_recorded_not_run(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 3, 12, 0))
    scheduler, runner, folder = make(tmp_path, clock, [("a", "daily", "07:00")],
                                     grace=timedelta(hours=1))
    clock.now = local(2026, 5, 4, 9, 30).astimezone(UTC)
    scheduler.tick()
    assert runner.names() == []
    assert statuses(folder) == [("1", "missed")]
    assert "2026-05-04T05:00:00+00:00" in read_history(folder)[0]["message"]
    assert load_state(folder)["1"]["status"] == "missed"
    # It is not missed twice, and the next day's time runs normally.
    run_until(scheduler, clock, local(2026, 5, 5, 8, 0), step=1)
    assert runner.names() == ["a"]
    assert statuses(folder) == [("1", "missed"), ("1", "completed")]


def test_several_missed_times_run_once_and_the_rest_are_recorded(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 0, 0))
    scheduler, runner, folder = make(tmp_path, clock, [("a", "every", "1h")],
                                     grace=timedelta(minutes=30))
    clock.now = local(2026, 5, 4, 4, 10).astimezone(UTC)  # 01:00 … 04:00 passed
    scheduler.tick()
    assert runner.names() == ["a"]
    missed, ran = read_history(folder)
    assert missed["status"] == "missed" and missed["message"].startswith("3 scheduled")
    assert ran["status"] == "completed"
    assert ran["scheduled"] == local(2026, 5, 4, 4, 0).astimezone(UTC).isoformat()


def test_a_machine_that_slept_applies_the_grace_period(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 0))
    scheduler, runner, folder = make(tmp_path, clock, [("a", "daily", "07:00")],
                                     grace=timedelta(minutes=30))
    scheduler.tick()
    clock.now = local(2026, 5, 4, 8, 0).astimezone(UTC)  # asleep from 06:00 to 08:00
    scheduler.tick()
    assert runner.names() == []
    assert statuses(folder) == [("1", "missed")]


def test_spring_forward_runs_a_nonexistent_time_once(tmp_path: Path) -> None:
    # 2026-03-29 in Madrid: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist that day.
    clock = Clock(local(2026, 3, 28, 22, 0))
    scheduler, runner, _ = make(tmp_path, clock, [("a", "daily", "02:30"),
                                                  ("b", "daily", "03:30")])
    run_until(scheduler, clock, local(2026, 3, 30, 4, 0), step=1)
    a_runs = [start for name, start, _ in runner.runs if name == "a"]
    b_runs = [start for name, start, _ in runner.runs if name == "b"]
    assert a_runs[0] == datetime(2026, 3, 29, 1, 30, tzinfo=UTC)  # one gap later: 03:30 CEST
    assert a_runs[1] == datetime(2026, 3, 30, 0, 30, tzinfo=UTC)  # 02:30 CEST the next day
    assert len(a_runs) == 2
    assert b_runs[0] >= datetime(2026, 3, 29, 1, 30, tzinfo=UTC)  # same instant, after a
    assert len(b_runs) == 2


def test_fall_back_runs_a_repeated_time_once(tmp_path: Path) -> None:
    # 2026-10-25 in Madrid: 03:00 CEST goes back to 02:00 CET; 02:30 happens twice.
    clock = Clock(datetime(2026, 10, 24, 20, 0, tzinfo=UTC))
    scheduler, runner, _ = make(tmp_path, clock, [("a", "daily", "02:30"),
                                                  ("h", "cron", "0 * * * *")],
                                run={"minutes": 1})
    run_until(scheduler, clock, datetime(2026, 10, 25, 4, 0, tzinfo=UTC), step=1)
    a_runs = [start for name, start, _ in runner.runs if name == "a"]
    assert a_runs == [datetime(2026, 10, 25, 0, 30, tzinfo=UTC)]  # 02:30 CEST only
    hourly = [start for name, start, _ in runner.runs if name == "h"]
    assert len(hourly) == len(set(hourly))  # never twice at one instant
    wall_hours = [h.astimezone(MADRID).strftime("%H:%M") for h in hourly]
    assert len(wall_hours) == len(set(wall_hours))  # 02:00 wall time fires once, not twice
    assert "02:00" in wall_hours and "03:00" in wall_hours


def test_next_fire_times_across_dst_are_computed_in_wall_time() -> None:
    schedule = ScheduleFile(Path("unused.json"))
    entry = schedule.add(Path("p.toml"), "weekly", "sun 07:00",
                         now=local(2026, 3, 27, 12, 0), zone=MADRID)
    first = entry.next_after(local(2026, 3, 27, 12, 0), MADRID)
    second = entry.next_after(first, MADRID)
    assert first.astimezone(MADRID).strftime("%a %H:%M %Z") == "Sun 07:00 CEST"
    assert first == datetime(2026, 3, 29, 5, 0, tzinfo=UTC)  # after the change: CEST
    assert second == datetime(2026, 4, 5, 5, 0, tzinfo=UTC)
    every = schedule.add(Path("p.toml"), "every", "6h", now=local(2026, 10, 24, 21, 0),
                         zone=MADRID)
    # Elapsed time, not wall time: 6 hours later whatever the clock on the wall says.
    assert every.next_after(local(2026, 10, 24, 21, 0), MADRID) - \
        local(2026, 10, 24, 21, 0) == timedelta(hours=6)


@pytest.mark.parametrize(("typed", "stored", "next_day"), [
    ("lun,jue 07:00", "mon,thu 07:00", 7),
    ("miércoles,miercoles,MIÉ,mie 07:00", "wed,wed,wed,wed 07:00", 6),
    ("sáb,sab,Sábado,dom 7:00", "sat,sat,sat,sun 07:00", 9),
    ("Martes,viernes,domingo 07:00", "tue,fri,sun 07:00", 5),
    ("Mon,THU,tues,Thursday 07:00", "mon,thu,tue,thu 07:00", 5),
])
def test_weekly_days_are_read_in_spanish_and_english(typed: str, stored: str,
                                                     next_day: int) -> None:
    schedule = ScheduleFile(Path("unused.json"))
    now = local(2026, 5, 4, 8, 0)  # Monday 4 May 2026, after 07:00
    entry = schedule.add(Path("p.toml"), "weekly", typed, now=now, zone=MADRID)
    assert entry.value == stored
    assert entry.next_after(now, MADRID) == local(2026, 5, next_day, 7, 0)


def test_unknown_day_names_are_refused_naming_both_languages() -> None:
    schedule = ScheduleFile(Path("unused.json"))
    for typed in ("lun,xyz 07:00", "mi 07:00", "lunes,sabados 07:00"):
        with pytest.raises(ScheduleError) as refused:
            schedule.add(Path("p.toml"), "weekly", typed, now=local(2026, 5, 4, 8, 0),
                         zone=MADRID)
        message = str(refused.value)
        assert typed.split()[0] in message
        assert "mon,tue,wed,thu,fri,sat,sun" in message and "lun,mar,mié,jue,vie,sáb,dom" in message


def test_disabled_entries_do_not_run_and_enabling_starts_afresh(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 0))
    scheduler, runner, folder = make(tmp_path, clock, [("a", "daily", "07:00"),
                                                       ("b", "daily", "07:00")])
    schedule = ScheduleFile.load(folder)
    schedule.set_enabled("1", False, now=clock())
    schedule.save()
    run_until(scheduler, clock, local(2026, 5, 4, 8, 0))
    assert runner.names() == ["b"]
    schedule = ScheduleFile.load(folder)
    schedule.set_enabled("1", True, now=clock())
    schedule.save()
    scheduler.tick()
    assert runner.names() == ["b"]  # 07:00 passed while disabled: not due, not missed
    run_until(scheduler, clock, local(2026, 5, 5, 7, 30))
    assert runner.names() == ["b", "a", "b"]
    assert ("1", "missed") not in statuses(folder)


def test_a_failing_project_does_not_block_the_queue(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 59))
    runner = FakeRunner(clock, fail=("a",), crash=("b",))
    scheduler, _, folder = make(tmp_path, clock, [("a", "daily", "07:00"),
                                                  ("b", "daily", "07:00"),
                                                  ("c", "daily", "07:00")], runner=runner)
    run_until(scheduler, clock, local(2026, 5, 4, 8, 0))
    assert runner.names() == ["a", "b", "c"]
    history = read_history(folder)
    assert [r["status"] for r in history] == ["failed", "crashed", "completed"]
    assert "a broke" in history[0]["message"]
    assert load_state(folder)["1"]["status"] == "failed"


def test_a_missing_or_invalid_project_is_reported_and_skipped(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 59))
    folder = tmp_path / "config"
    gone = tmp_path / "gone.toml"
    gone.write_text("", encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text("title = \n", encoding="utf-8")  # not valid TOML
    latin = tmp_path / "latin.toml"  # valid TOML, but its list file is not UTF-8
    latin.write_text('schema = 1\ntitle = "x"\n[[start]]\nurl = "http://127.0.0.1:9/"\n'
                     '[lists]\nmode = "stopwords"\nfile = "vacias.txt"\n', encoding="utf-8")
    (tmp_path / "vacias.txt").write_bytes("de\nla\naquí\n".encode("latin-1"))
    schedule = ScheduleFile.load(folder)
    for path in (gone, bad, latin):
        schedule.add(path, "daily", "07:00", now=clock(), zone=MADRID)
    schedule.save()
    gone.unlink()
    scheduler = Scheduler(folder, clock=clock, zone=MADRID, runner=default_runner)
    run_until(scheduler, clock, local(2026, 5, 4, 7, 5))
    history = read_history(folder)
    assert [(r["entry"], r["status"]) for r in history] == [("1", "skipped"), ("2", "skipped"),
                                                            ("3", "skipped")]
    assert str(gone) in history[0]["message"] and "does not exist" in history[0]["message"]
    assert str(bad) in history[1]["message"] and "invalid project" in history[1]["message"]
    assert f"{tmp_path / 'vacias.txt'}:3: not UTF-8 text" in history[2]["message"]
    assert not (tmp_path / "runs").exists()  # refused before a run folder was made


def test_two_schedulers_never_share_the_lock(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 59))
    first, runner, folder = make(tmp_path, clock, [("a", "daily", "07:00")])
    other_runner = FakeRunner(clock)
    second = Scheduler(folder, clock=clock, zone=MADRID, runner=other_runner)
    assert first.acquire() is True
    assert second.acquire() is False
    clock.advance(minutes=2)
    with pytest.raises(SchedulerBusy, match="another scheduler"):
        second.tick()
    first.tick()
    assert runner.names() == ["a"] and other_runner.names() == []
    first.release()
    assert second.acquire() is True
    second.tick()
    assert other_runner.names() == []  # already handled by the first: not run twice
    second.release()


def test_the_lock_holds_across_processes(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    code = ("import sys; from daweb.schedule import Scheduler; s = Scheduler(sys.argv[1]); "
            "print(s.acquire(), flush=True); sys.stdin.readline()")
    holder = subprocess.Popen([sys.executable, "-c", code, str(folder)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        scheduler = Scheduler(folder)
        assert scheduler.acquire() is False
        assert scheduler.holder_pid() == str(holder.pid)
    finally:
        holder.communicate("\n", timeout=10)
    assert scheduler.acquire() is True  # the lock went with the process
    scheduler.release()


def test_schedule_file_round_trip_and_errors(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("DAWEB_CONFIG_DIR", str(tmp_path / "env"))
    assert config_dir() == tmp_path / "env"
    assert config_dir(tmp_path / "explicit") == tmp_path / "explicit"
    schedule = ScheduleFile.load(config_dir())
    now = local(2026, 5, 4, 6, 0)
    entry = schedule.add(tmp_path / "p.toml", "weekly", "Mon,THU 7:05", now=now, zone=MADRID)
    assert entry.value == "mon,thu 07:05"
    schedule.add(tmp_path / "p.toml", "cron", "0 7 * * 1", now=now, zone=MADRID)
    schedule.save()
    schedule.remove("2")
    schedule.save()
    again = ScheduleFile.load(config_dir())
    assert again.add(tmp_path / "p.toml", "daily", "08:00", now=now).id == "3"  # never reused
    assert json.loads((tmp_path / "env" / "schedule.json").read_text())["entries"][0]["id"] == "1"
    for kind, value, message in (("daily", "25:00", "time of day"),
                                 ("weekly", "mon,xyz 07:00", "days"),
                                 ("every", "0h", "hours or minutes"),
                                 ("cron", "0 7 * *", "cron expression"),
                                 ("once", "2026-05-04", "YYYY-MM-DD"),
                                 ("once", "2026-05-01 07:00", "already passed")):
        with pytest.raises(ScheduleError, match=message) as refused:
            schedule.add(tmp_path / "p.toml", kind, value, now=now, zone=MADRID)
        assert "--" not in str(refused.value)  # the app shows it: no command-line option
    with pytest.raises(ScheduleError, match="no schedule entry with id '9'"):
        schedule.remove("9")
    (tmp_path / "env" / HISTORY_FILE).write_text("not json\n", encoding="utf-8")
    assert read_history(tmp_path / "env") == []


def test_a_broken_schedule_file_is_reported_and_the_scheduler_keeps_going(tmp_path: Path) -> None:
    clock = Clock(local(2026, 5, 4, 6, 59))
    scheduler, runner, folder = make(tmp_path, clock, [("a", "daily", "07:00")])
    good = (folder / "schedule.json").read_text(encoding="utf-8")
    (folder / "schedule.json").write_text("{half a file", encoding="utf-8")
    errors: list[str] = []
    stop = threading.Event()

    def pause(_seconds: float) -> None:
        clock.advance(minutes=1)
        if len(errors) == 2:  # the user fixes the file
            (folder / "schedule.json").write_text(good, encoding="utf-8")
        if runner.names():
            stop.set()

    scheduler.serve(stop, sleep=pause, on_error=errors.append)
    assert len(errors) == 2 and "schedule.json" in errors[0]
    assert runner.names() == ["a"]
    with pytest.raises(ScheduleError):
        (folder / "schedule.json").write_text("[]", encoding="utf-8")
        scheduler.serve(threading.Event(), sleep=pause)
