"""The desktop app on a real X server: its libraries checked before Qt starts, a real window."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from daweb import cli
from gui import platform_libraries

HAS_XVFB = all(shutil.which(tool) for tool in ("Xvfb", "xwininfo", "xwd"))


def test_a_missing_library_is_named_by_its_package() -> None:
    libraries = {"libc.so.6": "libc6", "libdaweb-absent.so.9": "libdaweb-absent9"}
    assert platform_libraries.missing_packages(libraries) == ["libdaweb-absent9"]


def test_the_xcb_plugin_libraries_are_installed_here() -> None:
    # .ci/setup.sh installs them; a missing one here means its package list has drifted.
    assert platform_libraries.missing_packages() == []


def test_the_app_refuses_with_the_package_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setitem(platform_libraries.XCB_LIBRARIES, "libdaweb-absent.so.9",
                        "libdaweb-absent9")
    assert cli.main(["gui"]) == 2
    err = capsys.readouterr().err
    assert "apt-get install libdaweb-absent9" in err
    assert "Traceback" not in err


@pytest.fixture
def x_server(tmp_path: Path):
    """A virtual X server on a display it chooses itself; yields the DISPLAY value."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = ":" + pipe.readline().strip()
    try:
        yield display
    finally:
        server.terminate()
        server.wait(timeout=10)


def _window_titles(display: str) -> str:
    return subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True,
                          env={**os.environ, "DISPLAY": display}, timeout=10).stdout


@pytest.mark.skipif(not HAS_XVFB, reason="needs Xvfb, xwininfo and xwd (bash .ci/setup.sh test)")
def test_the_app_opens_a_real_window_under_x(x_server: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env |= {"DISPLAY": x_server, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
            "XDG_DATA_HOME": str(tmp_path / "data")}
    app = subprocess.Popen([sys.executable, "-m", "daweb"], env=env, cwd=tmp_path,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 60
        while "DAWeb" not in _window_titles(x_server):
            assert app.poll() is None, f"the app ended ({app.returncode}): {app.stdout.read()}"
            assert time.monotonic() < deadline, "no DAWeb window appeared within 60 s"
            time.sleep(0.3)
        time.sleep(1)  # let it paint
        shot = tmp_path / "screen.xwd"
        subprocess.run(["xwd", "-root", "-silent", "-out", str(shot)], check=True, timeout=20,
                       env={**os.environ, "DISPLAY": x_server})
        pixels = shot.read_bytes()[-1280 * 800 * 4:]
        # A drawn window, not an empty black screen: many distinct byte values.
        assert len(set(pixels[::97])) > 8
    finally:
        app.terminate()
        app.wait(timeout=20)
