"""Scheduled runs (paper §3, figure 15): projects that start at set times, one at a time.

Three files live in the schedule folder (the user's config directory from platformdirs,
or ``$DAWEB_CONFIG_DIR``, or a folder passed explicitly — tests use temporary folders):

``schedule.json``
    The entries, written by the app and by ``daweb schedule add|remove|enable|disable``.
``state.json``
    What the scheduler has handled: per entry, the last scheduled time dealt with and the
    last result. Only the scheduler holding the lock writes it.
``history.jsonl``
    One JSON object per line for every run, failure, missed time and skipped project.
``scheduler.lock``
    Held (``fcntl.flock``, exclusive, non-blocking) by the one scheduler allowed to run
    entries. A second scheduler — another ``daweb schedule run`` or the app — cannot take
    it, so it never starts anything: two schedulers can never start the same entry. The
    kernel drops the lock when the process dies, so a crash never leaves a stale lock.

Times. Clock times of entries (``--at``, ``--daily``, ``--weekly``, ``--cron``) are wall
times in the local time zone; ``--every`` is elapsed time. Next fire times are computed in
local wall time (croniter on naive datetimes) and then converted to UTC, where every
comparison happens. A wall time that does not exist (spring forward) is read with the
offset before the change, i.e. it runs one gap later (02:30 → 03:30 on 2026-03-29 in
Madrid); a wall time that exists twice (fall back) runs at its first occurrence only. Since
an entry only ever fires at a UTC instant strictly after the last one it handled, it never
fires twice, and no wall time is skipped.

Missed times. A fire time that passed while the scheduler was watching (for instance during
another run) simply waits in the queue. A time that passed while no scheduler was active
(app closed, machine asleep) runs at the next start if it is no older than the grace period;
otherwise it is recorded as ``missed`` in the history — never silently dropped. When several
times of one entry passed, only the latest can run; the earlier ones are recorded as missed.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import threading
import time
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from daweb.errors import BadInput, Busy
from daweb.store.atomic import atomic_write

#: Environment variable naming the folder of the schedule files (overrides platformdirs).
CONFIG_ENV = "DAWEB_CONFIG_DIR"
SCHEDULE_FILE = "schedule.json"
STATE_FILE = "state.json"
HISTORY_FILE = "history.jsonl"
LOCK_FILE = "scheduler.lock"
#: Default grace period for times missed while no scheduler was running.
DEFAULT_GRACE = timedelta(hours=1)
#: A pause between two ticks longer than this means the machine slept: times inside it
#: were not watched, so the grace period applies to them.
SLEEP_GAP = timedelta(minutes=2)
#: At most this many missed times of one entry are listed one by one in a history record.
MAX_MISSED_LISTED = 20
KINDS = ("once", "daily", "weekly", "every", "cron")
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
#: Full day names a user may type, in English and Spanish (accents optional), for each of
#: DAYS in order; any prefix of three letters or more names the day (``mié``, ``sab``, ``thur``).
DAY_NAMES = (
    ("monday", "lunes"),
    ("tuesday", "martes"),
    ("wednesday", "miercoles"),
    ("thursday", "jueves"),
    ("friday", "viernes"),
    ("saturday", "sabado"),
    ("sunday", "domingo"),
)
_HHMM = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)$")
_EVERY = re.compile(r"^(\d+)\s*([hm])$")


class ScheduleError(BadInput, ValueError):
    """A schedule entry or file that cannot be used; the message names it."""


def config_dir(explicit: Path | str | None = None) -> Path:
    """The schedule folder: ``explicit``, else ``$DAWEB_CONFIG_DIR``, else platformdirs'."""
    if explicit:
        return Path(explicit)
    if os.environ.get(CONFIG_ENV):
        return Path(os.environ[CONFIG_ENV])
    import platformdirs  # only needed when nothing else names the folder

    return Path(platformdirs.user_config_dir("daweb"))


def local_zone() -> tzinfo:
    """The local time zone with its DST rules (a fixed offset would get DST wrong)."""
    name = os.environ.get("TZ", "").lstrip(":")
    candidates = [name] if name else []
    try:
        target = os.readlink("/etc/localtime")
        candidates.append(target.split("zoneinfo/", 1)[-1])
    except OSError:
        pass
    for candidate in candidates:
        try:
            return ZoneInfo(candidate)
        except (ZoneInfoNotFoundError, ValueError):
            continue
    from dateutil import tz  # follows the C library's local time, DST included

    return tz.tzlocal()


def utc_now() -> datetime:
    """The real clock, timezone-aware in UTC (the default clock of the engine)."""
    return datetime.now(UTC)


def to_utc(wall: datetime, zone: tzinfo) -> datetime:
    """A naive local wall time as a UTC instant (fold=0: first occurrence / offset before a gap)."""
    return wall.replace(tzinfo=zone, fold=0).astimezone(UTC)


def _iso(moment: datetime | None) -> str | None:
    return moment.astimezone(UTC).isoformat(timespec="seconds") if moment else None


def _parse_iso(text: Any) -> datetime | None:
    if not text:
        return None
    moment = datetime.fromisoformat(str(text))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


# -- entries --------------------------------------------------------------------------------
def parse_at(text: str) -> datetime:
    """``YYYY-MM-DD HH:MM[:SS]`` as a naive local wall time."""
    for fmt in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M"):
        try:
            return datetime.strptime(text.strip(), fmt)
        except ValueError:
            continue
    raise ScheduleError(f"{text!r} is not a date and time; write YYYY-MM-DD HH:MM[:SS], "
                        "e.g. 2026-12-01 07:30")


def _hhmm(text: str) -> tuple[int, int]:
    match = _HHMM.match(text.strip())
    if not match:
        raise ScheduleError(f"{text!r} is not a time of day; write HH:MM, e.g. 07:30")
    return int(match.group(1)), int(match.group(2))


def _days(text: str) -> list[str]:
    """Comma-separated day names (English or Spanish) as DAYS names, in the order given."""
    days = [_day(d) for d in text.split(",") if d.strip()]
    if not days or None in days:
        raise ScheduleError(
            f"{text!r}: name the days separated by commas, in English (mon,tue,wed,thu,fri,"
            "sat,sun) or Spanish (lun,mar,mié,jue,vie,sáb,dom); full names such as monday "
            "or miércoles work too, with or without accents")
    return days


def _day(name: str) -> str | None:
    """The DAYS name of one typed day (``Miércoles``, ``mie``, ``Thurs``), else None."""
    # Accents are dropped so that "miércoles" and "miercoles", "sáb" and "sab" are one name.
    plain = unicodedata.normalize("NFKD", name.strip().lower())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    if len(plain) < 3:
        return None
    for day, names in zip(DAYS, DAY_NAMES, strict=True):
        if any(full.startswith(plain) for full in names):
            return day
    return None


def every_delta(value: str) -> timedelta:
    """``6h`` or ``30m`` as a duration (at least one minute)."""
    match = _EVERY.match(value.strip().lower())
    if not match or int(match.group(1)) == 0:
        raise ScheduleError(f"{value!r} is not a number of hours or minutes; "
                            "write e.g. 6h or 30m")
    amount = int(match.group(1))
    return timedelta(hours=amount) if match.group(2) == "h" else timedelta(minutes=amount)


def normalize_when(kind: str, value: str) -> str:
    """Check the ``kind``/``value`` pair of an entry and return the value in canonical form."""
    if kind == "once":
        return parse_at(value).isoformat(sep=" ", timespec="seconds")
    if kind == "daily":
        hour, minute = _hhmm(value)
        return f"{hour:02d}:{minute:02d}"
    if kind == "weekly":
        parts = value.split()
        if len(parts) != 2:
            raise ScheduleError(f"{value!r}: write the days and a time, e.g. mon,thu 07:00")
        hour, minute = _hhmm(parts[1])
        return f"{','.join(_days(parts[0]))} {hour:02d}:{minute:02d}"
    if kind == "every":
        every_delta(value)
        return value.strip().lower().replace(" ", "")
    if kind == "cron":
        from croniter import croniter  # ~15 ms, not for the commands that only parse options

        expression = " ".join(value.split())
        if len(expression.split()) != 5 or not croniter.is_valid(expression):
            raise ScheduleError(f"{value!r} is not a valid cron expression "
                                "(five fields: minute hour day month weekday)")
        return expression
    raise ScheduleError(f"unknown kind of time {kind!r}; use one of {', '.join(KINDS)}")


def _cron_of(kind: str, value: str) -> str:
    """The wall-time cron expression of a daily, weekly or cron entry."""
    if kind == "daily":
        hour, minute = _hhmm(value)
        return f"{minute} {hour} * * *"
    if kind == "weekly":
        days, hhmm = value.split()
        hour, minute = _hhmm(hhmm)
        return f"{minute} {hour} * * {days}"
    return value


@dataclass
class Entry:
    """One scheduled project: which file, when, and whether it is enabled."""

    id: str
    project: str
    kind: str
    value: str
    enabled: bool = True
    #: Times up to this instant are not this entry's to run (set on creation and on enable).
    since: str = ""

    def describe(self) -> str:
        """The time in words, e.g. ``daily 07:00``."""
        return f"{'at' if self.kind == 'once' else self.kind} {self.value}"

    def next_after(self, after: datetime, zone: tzinfo) -> datetime | None:
        """The first fire time strictly after ``after`` (aware), in UTC; None when no more."""
        after = after.astimezone(UTC)
        if self.kind == "once":
            moment = to_utc(parse_at(self.value), zone)
            return moment if moment > after else None
        if self.kind == "every":
            # Elapsed time from the entry's anchor: DST does not change an interval.
            step = every_delta(self.value)
            anchor = _parse_iso(self.since) or after
            if after < anchor:
                return anchor + step
            count = (after - anchor) // step + 1
            return anchor + count * step
        expression = _cron_of(self.kind, self.value)
        # Start a little before `after` in wall time: around a DST change the wall→UTC map
        # is not monotonic, so candidates are checked one by one in UTC.
        start = (after - timedelta(hours=3)).astimezone(zone).replace(tzinfo=None)
        from croniter import croniter

        iterator = croniter(expression, start)
        for _ in range(100_000):
            candidate = to_utc(iterator.get_next(datetime), zone)
            if candidate > after:
                return candidate
        return None


@dataclass
class ScheduleFile:
    """The entries of ``schedule.json``, read and written atomically."""

    path: Path
    entries: list[Entry] = field(default_factory=list)
    #: The highest id ever given, so that a removed entry's id is never reused.
    last_id: int = 0

    @classmethod
    def load(cls, folder: Path) -> ScheduleFile:
        """Read ``folder/schedule.json`` (an empty schedule when absent)."""
        path = Path(folder) / SCHEDULE_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(path)
        except (OSError, ValueError) as exc:
            raise ScheduleError(f"{path}: cannot read the schedule file: {exc}") from None
        entries = []
        if not isinstance(data, dict):
            raise ScheduleError(f"{path}: not a DAWeb schedule file")
        for number, item in enumerate(data.get("entries", []), 1):
            try:
                entry = Entry(**item)
                entry.value = normalize_when(entry.kind, entry.value)
            except (TypeError, ScheduleError) as exc:
                raise ScheduleError(f"{path}: entry {number}: {exc}") from None
            entries.append(entry)
        return cls(path, entries, int(data.get("last_id", 0) or 0))

    def save(self) -> None:
        """Write the entries (atomic: a reader never sees half a file)."""
        write_json(self.path, {"version": 1, "last_id": self.last_id,
                               "entries": [asdict(e) for e in self.entries]})

    def get(self, entry_id: str) -> Entry:
        """The entry with this id; :class:`ScheduleError` naming it when there is none."""
        for entry in self.entries:
            if entry.id == str(entry_id):
                return entry
        raise ScheduleError(f"no schedule entry with id {entry_id!r} in {self.path}")

    def add(self, project: Path | str, kind: str, value: str, *, enabled: bool = True,
            now: datetime | None = None, zone: tzinfo | None = None) -> Entry:
        """Add an entry (ids are never reused); a one-off time in the past is refused."""
        now = now or utc_now()
        value = normalize_when(kind, value)
        entry = Entry(self._new_id(), str(Path(project).absolute()), kind, value, enabled,
                      _iso(now) or "")
        if kind == "once" and entry.next_after(now, zone or local_zone()) is None:
            raise ScheduleError(f"{value}: that time has already passed")
        self.entries.append(entry)
        return entry

    def remove(self, entry_id: str) -> Entry:
        """Remove an entry and return it."""
        entry = self.get(entry_id)
        self.entries.remove(entry)
        return entry

    def set_enabled(self, entry_id: str, enabled: bool, now: datetime | None = None) -> Entry:
        """Enable or disable; enabling starts afresh (times passed while disabled are not due)."""
        entry = self.get(entry_id)
        if enabled and not entry.enabled:
            entry.since = _iso(now or utc_now()) or ""
        entry.enabled = enabled
        return entry

    def _new_id(self) -> str:
        numbers = [int(e.id) for e in self.entries if e.id.isdigit()]
        self.last_id = max(self.last_id, *numbers, 0) + 1
        return str(self.last_id)


def write_json(path: Path, data: Any) -> None:
    """Write JSON through a temporary file and a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def load_state(folder: Path) -> dict[str, dict[str, Any]]:
    """Per entry id: ``handled`` (last scheduled time dealt with), ``status``, ``run_dir``."""
    try:
        return json.loads((Path(folder) / STATE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def read_history(folder: Path) -> list[dict[str, Any]]:
    """Every history record, oldest first (unreadable lines are skipped)."""
    records = []
    try:
        lines = (Path(folder) / HISTORY_FILE).read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    for line in lines:
        try:
            records.append(json.loads(line))
        except ValueError:
            continue
    return records


# -- running a project ----------------------------------------------------------------------
@dataclass
class RunOutcome:
    """What a runner reports: the run's status and folder."""

    status: str
    run_dir: str = ""
    message: str = ""


class ProjectProblem(BadInput):
    """The project file is missing or invalid: reported and skipped, not a failed run."""


Runner = Callable[[Path], RunOutcome]


def default_runner(project_path: Path) -> RunOutcome:
    """Load the project and run it to the end, as ``daweb run`` would (without a console)."""
    from daweb.project import ProjectError
    from daweb.run import Run
    from daweb.validation import load_valid

    try:
        run = Run(load_valid(project_path))  # a list `daweb validate` rejects: no run folder
    except ProjectError as exc:
        raise ProjectProblem(str(exc)) from None
    finished = run.execute()
    return RunOutcome(finished.status, str(finished.run_dir),
                      str(finished.summary.get("error", "")) if finished.summary else "")


# -- the engine -----------------------------------------------------------------------------
@dataclass(order=True)
class QueueItem:
    """An entry whose time has come: sorted by time reached, then entry order."""

    due: datetime
    order: int
    entry: Entry = field(compare=False)
    missed: list[datetime] = field(default_factory=list, compare=False)


class SchedulerBusy(Busy, RuntimeError):
    """Another scheduler holds the lock."""


class Scheduler:
    """Runs due entries one at a time; the clock, zone and runner can be injected."""

    def __init__(
        self,
        folder: Path | str | None = None,
        *,
        clock: Callable[[], datetime] = utc_now,
        zone: tzinfo | None = None,
        runner: Runner = default_runner,
        grace: timedelta = DEFAULT_GRACE,
        on_record: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.folder = config_dir(folder)
        self.clock = clock
        self.zone = zone or local_zone()
        self.runner = runner
        self.grace = grace
        self.on_record = on_record
        self.running: Entry | None = None
        self._lock_handle: Any = None
        self._watched_from: datetime | None = None
        self._last_tick: datetime | None = None
        self._mutex = threading.Lock()

    # -- the lock --------------------------------------------------------------------------
    def acquire(self) -> bool:
        """Take the scheduler lock; False when another scheduler holds it."""
        if self._lock_handle is not None:
            return True
        self.folder.mkdir(parents=True, exist_ok=True)
        handle = open(self.folder / LOCK_FILE, "a+", encoding="utf-8")  # noqa: SIM115 - kept open
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")  # for the user's information only
        handle.flush()
        self._lock_handle = handle
        return True

    def release(self) -> None:
        """Give the lock up (closing the file releases the flock)."""
        if self._lock_handle is not None:
            self._lock_handle.close()
            self._lock_handle = None

    def holder_pid(self) -> str:
        """The pid written by the scheduler holding the lock ("" if unknown)."""
        try:
            return (self.folder / LOCK_FILE).read_text(encoding="utf-8").strip()
        except OSError:
            return ""

    # -- the queue -------------------------------------------------------------------------
    def _handled(self, entry: Entry, state: dict[str, dict[str, Any]]) -> datetime:
        handled = _parse_iso(state.get(entry.id, {}).get("handled"))
        since = _parse_iso(entry.since) or self.clock()
        return max(handled, since) if handled else since

    def queue(self, now: datetime | None = None) -> list[QueueItem]:
        """Entries whose time has come, in run order, with any earlier times they missed."""
        now = now or self.clock()
        state = load_state(self.folder)
        items = []
        for order, entry in enumerate(ScheduleFile.load(self.folder).entries):
            if not entry.enabled:
                continue
            times = []
            moment = entry.next_after(self._handled(entry, state), self.zone)
            while moment is not None and moment <= now:
                times.append(moment)
                moment = entry.next_after(moment, self.zone)
                if len(times) > 10_000:  # e.g. "every 1m" after a long absence
                    times = times[-MAX_MISSED_LISTED:]
            if times:
                items.append(QueueItem(times[-1], order, entry, times[:-1]))
        return sorted(items)

    def next_times(self, now: datetime | None = None) -> dict[str, datetime | None]:
        """Per entry id, the next fire time (after what was handled) or None."""
        now = now or self.clock()
        state = load_state(self.folder)
        result: dict[str, datetime | None] = {}
        for entry in ScheduleFile.load(self.folder).entries:
            result[entry.id] = entry.next_after(self._handled(entry, state), self.zone)
        return result

    # -- running ---------------------------------------------------------------------------
    def tick(self) -> list[dict[str, Any]]:
        """Handle everything due now, one run at a time; returns the history records written.

        Raises :class:`SchedulerBusy` when another scheduler holds the lock.
        """
        if not self.acquire():
            raise SchedulerBusy(f"another scheduler is running (pid {self.holder_pid() or '?'})")
        with self._mutex:
            now = self.clock()
            if (self._watched_from is None or self._last_tick is None
                    or now - self._last_tick > SLEEP_GAP):
                # Start, or the machine slept: what passed until now was not watched.
                self._watched_from = now
            records = []
            while True:
                items = self.queue()
                if not items:
                    break
                records.extend(self._handle(items[0]))
                self._last_tick = self.clock()
            self._last_tick = self.clock()
            return records

    def _handle(self, item: QueueItem) -> list[dict[str, Any]]:
        entry = item.entry
        now = self.clock()
        records = []
        missed = list(item.missed)
        watched_from = self._watched_from or now
        # Judged at the scheduler's start, so a long first run does not make later ones late.
        late = item.due < watched_from and watched_from - item.due > self.grace
        if late:
            missed.append(item.due)
        if missed:
            records.append(self._record(entry, missed[-1], "missed", message=(
                f"{len(missed)} scheduled time(s) passed while no scheduler was running "
                f"or while another run went on: "
                + ", ".join(_iso(m) or "" for m in missed[-MAX_MISSED_LISTED:]))))
        if late:
            self._set_state(entry, item.due, "missed", "")
            return records
        path = Path(entry.project)
        if not path.is_file():
            records.append(self._record(entry, item.due, "skipped",
                                        message=f"{path}: the project file does not exist"))
            self._set_state(entry, item.due, "skipped", "")
            return records
        self.running = entry
        started = self.clock()
        try:
            outcome = self.runner(path)
        except ProjectProblem as exc:
            outcome = RunOutcome("skipped", "", f"{path}: invalid project: {exc}")
        except Exception as exc:  # noqa: BLE001 - a failing run must never stop the queue
            outcome = RunOutcome("failed", "", f"{type(exc).__name__}: {exc}")
        finally:
            self.running = None
        records.append(self._record(entry, item.due, outcome.status, outcome.run_dir,
                                    outcome.message, started))
        self._set_state(entry, item.due, outcome.status, outcome.run_dir)
        return records

    def _set_state(self, entry: Entry, handled: datetime, status: str, run_dir: str) -> None:
        state = load_state(self.folder)
        previous = state.get(entry.id, {})
        state[entry.id] = {
            "handled": _iso(handled),
            "status": status,
            # A missed or skipped time keeps the link to the last run that has a folder.
            "run_dir": run_dir or previous.get("run_dir", ""),
        }
        write_json(self.folder / STATE_FILE, state)

    def _record(self, entry: Entry, scheduled: datetime, status: str, run_dir: str = "",
                message: str = "", started: datetime | None = None) -> dict[str, Any]:
        record = {
            "time": _iso(self.clock()),
            "entry": entry.id,
            "project": entry.project,
            "scheduled": _iso(scheduled),
            "started": _iso(started),
            "status": status,
            "run_dir": run_dir,
            "message": message,
        }
        self.folder.mkdir(parents=True, exist_ok=True)
        with open(self.folder / HISTORY_FILE, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
        if self.on_record is not None:
            self.on_record(record)
        return record

    def serve(self, stop: threading.Event, *, exit_when_idle: bool = False,
              idle_horizon: timedelta = timedelta(seconds=60), poll: float = 1.0,
              sleep: Callable[[float], None] = time.sleep,
              on_error: Callable[[str], None] | None = None) -> None:
        """Tick until ``stop`` is set (checked between runs, never during one).

        With ``exit_when_idle``, return once nothing is queued and no enabled entry fires
        within ``idle_horizon``. An unreadable schedule file goes to ``on_error`` and the
        scheduler keeps going (a hand edit being fixed must not kill it); without
        ``on_error`` it is raised.
        """
        while not stop.is_set():
            try:
                self.tick()
                if exit_when_idle:
                    now = self.clock()
                    enabled = {e.id for e in ScheduleFile.load(self.folder).entries
                               if e.enabled}
                    upcoming = [t for i, t in self.next_times(now).items()
                                if t is not None and i in enabled]
                    if not any(t - now <= idle_horizon for t in upcoming):
                        return
            except ScheduleError as exc:
                if on_error is None:
                    raise
                on_error(str(exc))
            sleep(poll)
