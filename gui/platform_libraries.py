"""The system libraries Qt's X11 (xcb) platform plugin loads, checked before Qt starts.

Qt aborts the whole process (SIGABRT, "no Qt platform plugin could be initialized") when one
of them is missing, which on a plain Debian/Ubuntu desktop is common: PySide6's wheels bring
Qt but not these. Loading each library ourselves first lets DAWeb name the package to install
instead. This module imports no Qt, so it is safe to call before anything else is loaded.
"""

from __future__ import annotations

import ctypes

# Shared object → the Debian/Ubuntu package that ships it (the xcb plugin's and its QPA
# library's dependencies outside libc and PySide6's own folder, read with ldd on Qt 6).
XCB_LIBRARIES: dict[str, str] = {
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def missing_packages(libraries: dict[str, str] | None = None) -> list[str]:
    """The packages of the libraries in ``libraries`` (default: the xcb plugin's) that the
    dynamic loader cannot find, sorted and without repeats."""
    missing = set()
    for soname, package in (XCB_LIBRARIES if libraries is None else libraries).items():
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.add(package)
    return sorted(missing)


def missing_message(packages: list[str], what: str) -> str:
    """What to tell a user whose system lacks ``packages`` for ``what`` to open a window."""
    return (f"{what} cannot open a window: Qt's X11 plugin needs system libraries that are "
            f"not installed ({', '.join(packages)}). On Debian or Ubuntu: sudo apt-get install "
            f"{' '.join(packages)}  (or run `bash .ci/setup.sh`, which installs them); "
            "meanwhile `daweb run`, `daweb export` and `--screenshots DIR` work without them")
