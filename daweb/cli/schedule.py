"""``daweb schedule …``: add, list, remove, enable and disable entries; run the scheduler.

Wired into ``daweb`` by :func:`add_schedule_parser` and :func:`run_schedule_command`; it also
runs on its own as ``python -m daweb.cli.schedule …``. Errors are raised (a
:class:`~daweb.schedule.ScheduleError` is bad input, :class:`~daweb.schedule.SchedulerBusy`
busy) and :func:`daweb.cli.main` turns them into exit codes.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from daweb.schedule import (
    DEFAULT_GRACE,
    ScheduleError,
    ScheduleFile,
    Scheduler,
    SchedulerBusy,
    config_dir,
    load_state,
    local_zone,
    read_history,
)

#: The ``schedule add`` option of each kind of time: the engine's messages name no option
#: (the app shows them too), so the command line adds it.
OPTION_OF_KIND = {"once": "--at", "daily": "--daily", "weekly": "--weekly", "every": "--every",
                  "cron": "--cron"}


def add_schedule_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add the ``schedule`` command and its subcommands to ``daweb``'s subparsers."""
    parser = subparsers.add_parser(
        "schedule", help="run projects at set times (add, list, remove, enable, disable, run)",
        description="Scheduled runs. Entries live in the schedule folder (the user's config "
                    "directory, or $DAWEB_CONFIG_DIR, or --config-dir). See docs/scheduling.md.")
    parser.add_argument("--config-dir", type=Path, default=None,
                        help="folder of the schedule files (default: the user's config dir)")
    sub = parser.add_subparsers(dest="schedule_command", required=True)

    add = sub.add_parser("add", help="schedule a project")
    add.add_argument("project", type=Path, help="the project file (.toml)")
    when = add.add_mutually_exclusive_group(required=True)
    when.add_argument("--at", metavar="\"YYYY-MM-DD HH:MM[:SS]\"", help="once, at this local time")
    when.add_argument("--daily", metavar="HH:MM", help="every day at this local time")
    when.add_argument("--weekly", nargs=2, metavar=("DAYS", "HH:MM"),
                      help="on these days (e.g. mon,thu) at this local time")
    when.add_argument("--every", metavar="N{h|m}", help="every N hours (6h) or minutes (30m)")
    when.add_argument("--cron", metavar="EXPR", help="a cron expression, e.g. \"0 7 * * 1\"")
    add.add_argument("--disabled", action="store_true", help="add it disabled")

    sub.add_parser("list", help="the entries with their next run and last result")
    history = sub.add_parser("history", help="the latest runs, failures, missed times and skips")
    history.add_argument("-n", type=int, default=20, metavar="N",
                         help="how many records to show, newest last (default 20)")
    for name, text in (("remove", "remove an entry"), ("enable", "enable an entry"),
                       ("disable", "disable an entry (it keeps its place)")):
        command = sub.add_parser(name, help=text)
        command.add_argument("id", help="the entry's id, as shown by 'daweb schedule list'")

    run = sub.add_parser("run", help="the scheduler, in the foreground (Ctrl-C stops it after "
                                     "the current run)")
    run.add_argument("--exit-when-idle", action="store_true",
                     help="exit once nothing is queued and nothing is due within --idle-horizon")
    run.add_argument("--idle-horizon", type=float, default=60.0, metavar="SECONDS",
                     help="with --exit-when-idle: how far ahead to wait for (default 60)")
    run.add_argument("--grace", type=float, default=DEFAULT_GRACE.total_seconds() / 60,
                     metavar="MINUTES", help="run a time missed while no scheduler was running "
                                             "if it is at most this old (default 60)")
    run.add_argument("--poll", type=float, default=1.0, metavar="SECONDS",
                     help="how often to check the schedule (default 1)")
    return parser


def _local(moment: datetime | None) -> str:
    if moment is None:
        return "-"
    return moment.astimezone(local_zone()).strftime("%Y-%m-%d %H:%M:%S %Z")


def _print_record(record: dict[str, Any]) -> None:
    line = f"[{record['time']}] entry {record['entry']} ({record['project']}): {record['status']}"
    if record.get("run_dir"):
        line += f" → {record['run_dir']}"
    if record.get("message"):
        line += f" — {record['message']}"
    print(line, flush=True)


def _list(folder: Path) -> int:
    schedule = ScheduleFile.load(folder)
    if not schedule.entries:
        print(f"No scheduled projects (schedule folder: {folder}).")
        return 0
    state = load_state(folder)
    next_times = Scheduler(folder).next_times()
    print(f"{'ID':>3}  {'ENABLED':7}  {'WHEN':24}  {'NEXT RUN':25}  {'LAST':18}  PROJECT")
    for entry in schedule.entries:
        last = state.get(entry.id, {})
        next_run = _local(next_times.get(entry.id)) if entry.enabled else "(disabled)"
        print(f"{entry.id:>3}  {'yes' if entry.enabled else 'no':7}  {entry.describe():24}  "
              f"{next_run:25}  {last.get('status', '-'):18}  {entry.project}")
        if last.get("run_dir"):
            print(f"{'':>5}last run folder: {last['run_dir']}")
    return 0


def _run(folder: Path, args: argparse.Namespace) -> int:
    scheduler = Scheduler(folder, grace=timedelta(minutes=args.grace), on_record=_print_record)
    if not scheduler.acquire():
        raise SchedulerBusy(f"schedule run: another scheduler is running (pid "
                            f"{scheduler.holder_pid() or '?'}, lock {folder / 'scheduler.lock'}); "
                            "it runs the entries, this one will not.")
    stop = threading.Event()

    def on_interrupt(_signum: int, _frame: object) -> None:
        # The run itself goes on in this thread; the loop stops when it ends.
        print("Stopping after the current run…", file=sys.stderr, flush=True)
        stop.set()

    previous = signal.signal(signal.SIGINT, on_interrupt)
    print(f"Scheduler started at {_local(datetime.now(UTC))} (schedule folder: {folder}).",
          flush=True)
    try:
        scheduler.serve(stop, exit_when_idle=args.exit_when_idle,
                        idle_horizon=timedelta(seconds=args.idle_horizon), poll=args.poll,
                        on_error=lambda message: print(f"daweb schedule run: {message}",
                                                       file=sys.stderr, flush=True))
    except SchedulerBusy as exc:
        raise SchedulerBusy(f"schedule run: {exc}") from None
    finally:
        signal.signal(signal.SIGINT, previous)
        scheduler.release()
    print("Scheduler stopped.", flush=True)
    return 0


def _check_project(path: Path) -> None:
    """Refuse to schedule a project file that could not run: better now than at 07:00."""
    from daweb.project import ProjectError
    from daweb.validation import load_valid

    if not path.is_file():
        raise ScheduleError(f"{path}: no such project file")
    try:
        load_valid(path)  # its list file too
    except ProjectError as exc:
        raise ScheduleError(f"{exc}\n(fix it, `daweb validate {path}`, then add it again)") \
            from exc


def run_schedule_command(args: argparse.Namespace) -> int:
    """Carry out ``daweb schedule …``; returns the exit code."""
    folder = config_dir(args.config_dir)
    command = args.schedule_command
    try:
        if command == "list":
            return _list(folder)
        if command == "run":
            return _run(folder, args)
        if command == "history":
            records = read_history(folder)
            if not records:
                print(f"No scheduled run recorded yet (schedule folder: {folder}).")
            for record in records[-args.n:] if args.n > 0 else []:
                _print_record(record)
            return 0
        schedule = ScheduleFile.load(folder)
        if command == "add":
            _check_project(args.project)
            kind, value = next((k, v) for k, v in (
                ("once", args.at), ("daily", args.daily),
                ("weekly", " ".join(args.weekly) if args.weekly else None),
                ("every", args.every), ("cron", args.cron)) if v)
            try:
                entry = schedule.add(args.project, kind, value, enabled=not args.disabled)
            except ScheduleError as exc:
                raise ScheduleError(f"{OPTION_OF_KIND[kind]}: {exc}") from None
            schedule.save()
            print(f"Added entry {entry.id}: {entry.describe()} — {entry.project}")
        elif command == "remove":
            entry = schedule.remove(args.id)
            schedule.save()
            print(f"Removed entry {entry.id}: {entry.describe()} — {entry.project}")
        elif command in ("enable", "disable"):
            entry = schedule.set_enabled(args.id, command == "enable")
            schedule.save()
            print(f"Entry {entry.id} {command}d: {entry.describe()} — {entry.project}")
        return 0
    except ScheduleError as exc:
        raise ScheduleError(f"schedule {command}: {exc}") from None


def main(argv: list[str] | None = None) -> int:
    """``python -m daweb.cli.schedule …`` (the same as ``daweb schedule …``)."""
    from daweb.cli import main as daweb_main

    return daweb_main(["schedule", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
