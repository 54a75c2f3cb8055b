"""A run's helper processes — the crawl or reading process, the committing process — as
fresh interpreters that talk to the run's process over pipes (issue 21).

multiprocessing's ``spawn`` started one more interpreter with the first of them: its
resource tracker, which cleans up the named semaphores and shared memory a crashed process
leaves behind. The helpers use neither (they talk over
:func:`multiprocessing.connection.Pipe` connections, not multiprocessing queues, whose locks
are named semaphores), yet the tracker held 12.8 MB of the benchmark corpus's ~400 MB peak
and took ~25 ms of a processor at the run's start, when the run's process and the reading
process need both cores. So on POSIX a helper is started with :mod:`subprocess`: a fresh
interpreter (forking a process that runs Qt or other threads is unsafe), given the
descriptors of its connections and nothing else, and its target and arguments through a
pipe; elsewhere (Windows: no descriptors to pass) with multiprocessing's ``spawn``.

A helper learns that the run's process is gone from its connections: a read gets
``EOFError`` once the run's ends are closed, as they are when it exits or is killed.
"""

from __future__ import annotations

import io
import multiprocessing
import os
import pickle
import subprocess
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

#: What a helper's interpreter runs: read its target and arguments, run it.
_BOOT = "from daweb.helper_process import _run_helper; _run_helper()"


class HelperProcess:
    """``target(*args)`` in a fresh interpreter, once :meth:`start` is called. ``args`` may
    hold :class:`~multiprocessing.connection.Connection` objects (the helper's ends of
    pipes): they cross as descriptors, and the run's process closes its copies once the
    helper has started. The rest of the API is that of :class:`multiprocessing.Process`
    that a run uses (``pid``, ``exitcode``, ``is_alive``, ``join``, ``terminate``,
    ``kill``). ``via_spawn``: start it with multiprocessing's ``spawn`` (the default where
    there is no :mod:`subprocess` descriptor passing)."""

    def __init__(self, target: Callable[..., None], args: tuple[Any, ...], name: str, *,
                 via_spawn: bool = os.name != "posix") -> None:
        self.name = name
        self._target = target
        self._args = args
        self._popen: subprocess.Popen[bytes] | None = None
        self._process: Any = None
        if via_spawn:
            self._process = multiprocessing.get_context("spawn").Process(
                target=target, args=args, name=name, daemon=True)

    def start(self) -> None:
        """Start the helper (once)."""
        if self.pid is not None:
            raise RuntimeError(f"the {self.name} process has started already")
        if self._process is not None:
            self._process.start()
        else:
            self._popen = _started(self._target, self._args)
        for arg in self._args:
            if isinstance(arg, Connection):
                arg.close()  # the helper's now

    @property
    def pid(self) -> int | None:
        """The helper's process id; None before :meth:`start`."""
        if self._process is not None:
            return self._process.pid
        return self._popen.pid if self._popen is not None else None

    @property
    def exitcode(self) -> int | None:
        """The helper's exit status (minus the signal that ended it), None while it runs."""
        if self._process is not None:
            return self._process.exitcode
        return self._popen.poll() if self._popen is not None else None

    def is_alive(self) -> bool:
        """Whether the helper has started and not ended."""
        return self.pid is not None and self.exitcode is None

    def join(self, timeout: float | None = None) -> None:
        """Wait for the helper to end, at most ``timeout`` seconds."""
        if self._process is not None:
            self._process.join(timeout)
        elif self._popen is not None:
            try:
                self._popen.wait(timeout)
            except subprocess.TimeoutExpired:
                pass

    def terminate(self) -> None:
        """Ask the helper to end now (SIGTERM)."""
        self._signal("terminate")

    def kill(self) -> None:
        """End the helper now (SIGKILL)."""
        self._signal("kill")

    def _signal(self, how: str) -> None:
        """``terminate`` or ``kill`` the helper, if it runs."""
        if self._process is not None:
            getattr(self._process, how)()
        elif self._popen is not None and self._popen.poll() is None:
            getattr(self._popen, how)()


class _Pickler(pickle.Pickler):
    """Pickles a helper's target and arguments; a connection goes as its descriptor."""

    def __init__(self, file: io.BytesIO) -> None:
        super().__init__(file, pickle.HIGHEST_PROTOCOL)
        self.descriptors: list[int] = []

    def persistent_id(self, obj: Any) -> tuple[int, bool, bool] | None:
        """A connection's descriptor and directions; None: pickled as usual."""
        if isinstance(obj, Connection):
            self.descriptors.append(obj.fileno())
            return (obj.fileno(), obj.readable, obj.writable)
        return None


class _Unpickler(pickle.Unpickler):
    """Unpickles them in the helper: a descriptor becomes a connection again."""

    def persistent_load(self, pid: Any) -> Connection:
        """The connection :meth:`_Pickler.persistent_id` named."""
        fd, readable, writable = pid
        return Connection(fd, readable=readable, writable=writable)


def _started(target: Callable[..., None], args: tuple[Any, ...]) -> subprocess.Popen[bytes]:
    """A fresh interpreter running ``target(*args)``: it reads them from a pipe, pickled
    after the run's module search path (which it needs to unpickle them)."""
    work = io.BytesIO()
    pickler = _Pickler(work)
    pickler.dump((target, args))
    boot_read, boot_write = os.pipe()
    try:
        popen = subprocess.Popen(
            [sys.executable, "-c", _BOOT, str(boot_read)], stdin=subprocess.DEVNULL,
            pass_fds=(boot_read, *pickler.descriptors))
    finally:
        os.close(boot_read)
    # the helper reads while this writes: the arguments may not fit in the pipe
    try:
        with open(boot_write, "wb") as boot:
            pickle.dump(sys.path, boot)
            boot.write(work.getvalue())
    except BrokenPipeError:
        pass  # the helper ended at once: its exit code says so
    return popen


def _run_helper() -> None:
    """The helper's side of :func:`_started`."""
    with open(int(sys.argv[1]), "rb") as boot:
        sys.path[:] = pickle.load(boot)
        target, args = _Unpickler(boot).load()
    target(*args)
