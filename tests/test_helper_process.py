"""Tests for daweb.helper_process: real child interpreters, real pipes."""

from __future__ import annotations

import os
import subprocess
import sys
from multiprocessing.connection import Connection, Pipe
from pathlib import Path

import psutil
import pytest

from daweb.helper_process import HelperProcess


def echo(connection: Connection, note: str, extra: bytes) -> None:
    """A helper: answer each message with the note, the helper's pid and the message, until
    None; a read that ends (the run's side closed) ends it too."""
    connection.send(("started", note, os.getpid(), len(extra)))
    while True:
        try:
            message = connection.recv()
        except EOFError:
            return
        if message is None:
            return
        connection.send((note, message))


def fail(code: int) -> None:
    """A helper that ends at once with ``code``."""
    raise SystemExit(code)


@pytest.mark.parametrize("via_spawn", [False, True])
def test_a_helper_runs_its_target_with_its_connection(via_spawn: bool) -> None:
    ours, theirs = Pipe()
    extra = b"x" * 300_000  # more than a pipe holds: it crosses while the helper reads
    helper = HelperProcess(echo, (theirs, "eco", extra), name="test", via_spawn=via_spawn)
    assert helper.pid is None and not helper.is_alive() and helper.exitcode is None
    helper.start()
    assert theirs.closed  # the helper's end, closed here once it has its own
    started = ours.recv()
    assert started[:2] == ("started", "eco") and started[3] == len(extra)
    assert started[2] == helper.pid != os.getpid()
    assert helper.is_alive()
    ours.send({"página": 1})
    assert ours.recv() == ("eco", {"página": 1})
    ours.send(None)
    helper.join(timeout=30)
    assert helper.exitcode == 0 and not helper.is_alive()
    with pytest.raises(RuntimeError, match="started already"):
        helper.start()


def _pipes_of(pid: int) -> set[str]:
    """The pipes and sockets a process holds open (``pipe:[inode]``, ``socket:[inode]``)."""
    fds = Path(f"/proc/{pid}/fd")
    return {os.readlink(fd) for fd in fds.iterdir() if not os.readlink(fd).startswith("/")}


def test_a_helper_inherits_no_descriptor_but_its_connections() -> None:
    """Another helper's pipe left open in a helper would keep it from seeing the run's
    process end (test below); an inheritable descriptor is the case that matters."""
    other_read, other_write = os.pipe()
    os.set_inheritable(other_write, True)
    ours, theirs = Pipe()
    try:
        helper = HelperProcess(echo, (theirs, "eco", b""), name="test", via_spawn=False)
        helper.start()
        ours.recv()
        held = _pipes_of(helper.pid)  # type: ignore[arg-type]
        assert f"socket:[{os.fstat(ours.fileno()).st_ino}]" not in held  # our end: ours
        assert f"pipe:[{os.fstat(other_write).st_ino}]" not in held
        assert any(name.startswith("socket:") for name in held)  # its end of the pipe
    finally:
        os.close(other_read)
        os.close(other_write)
    ours.close()  # the run's side gone: the helper's next read ends, and so does it
    helper.join(timeout=30)
    assert helper.exitcode == 0


def test_a_helper_that_fails_at_once_says_so_by_its_exit_code() -> None:
    helper = HelperProcess(fail, (3,), name="test", via_spawn=False)
    helper.start()
    helper.join(timeout=30)
    assert helper.exitcode == 3 and not helper.is_alive()


def test_a_helper_is_killed_and_terminated_on_request() -> None:
    for how, signal_number in (("terminate", 15), ("kill", 9)):
        ours, theirs = Pipe()
        helper = HelperProcess(echo, (theirs, "eco", b""), name="test", via_spawn=False)
        helper.start()
        ours.recv()
        getattr(helper, how)()
        helper.join(timeout=30)
        assert helper.exitcode == -signal_number
        getattr(helper, how)()  # ended already: nothing to do


KILLED_PARENT = """
import sys, time
sys.path[:0] = sys.argv[2:]
from multiprocessing.connection import Pipe
from daweb.helper_process import HelperProcess
from tests.test_helper_process import echo
ours, theirs = Pipe()
helper = HelperProcess(echo, (theirs, "eco", b""), name="test", via_spawn=False)
helper.start()
ours.recv()
print(helper.pid, flush=True)
time.sleep(60)
"""


def test_a_helper_ends_when_the_run_process_is_killed() -> None:
    root = str(Path(__file__).resolve().parents[1])
    parent = subprocess.Popen([sys.executable, "-c", KILLED_PARENT, "x", root, *sys.path],
                              stdout=subprocess.PIPE, text=True)
    try:
        pid = int(parent.stdout.readline())  # type: ignore[union-attr]
        helper = psutil.Process(pid)
        assert helper.is_running()
        parent.kill()  # kill -9: the helper learns it from its connection's end
        parent.wait()
        assert psutil.wait_procs([helper], timeout=10)[1] == []
    finally:
        parent.kill()
        parent.wait()


CHILDREN = """
import sys
sys.path[:0] = sys.argv[3:]
from multiprocessing.connection import Pipe
import psutil
from daweb.helper_process import HelperProcess
from tests.test_helper_process import echo
ours, theirs = Pipe()
helper = HelperProcess(echo, (theirs, "eco", b""), name="test", via_spawn=sys.argv[1] == "spawn")
helper.start()
ours.recv()
print(len(psutil.Process().children()))
ours.send(None)
helper.join(timeout=30)
"""


@pytest.mark.parametrize("via_spawn", [False, True])
def test_no_resource_tracker_is_started(via_spawn: bool) -> None:
    """multiprocessing's spawn starts its resource tracker (an interpreter of its own,
    12.8 MB) beside the first child: a helper started here comes alone."""
    root = str(Path(__file__).resolve().parents[1])
    done = subprocess.run([sys.executable, "-c", CHILDREN, "spawn" if via_spawn else "",
                           "x", root, *sys.path], capture_output=True, text=True, timeout=60,
                          check=True)
    assert int(done.stdout) == (2 if via_spawn else 1)
