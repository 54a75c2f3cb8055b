"""Build lexicons/unix-names.txt: names of Unix things, whole lists from Debian's own data.

Usage: .venv/bin/python bench/unix_names.py [--output PATH]

Each list is read from a program or a file of a Debian package installed here, whole (never
picked form by form from a sample), and only its names written in lower-case ASCII letters
are kept (``%cpu``, ``kcub1`` or ``auto_left_margin`` are non-words by their spelling
already). analyzers/plain_code.py reads the file: such a name that no Spanish source knows,
written in lower case, is code (docs/neologisms.md, issue 17). Rebuild it when a list is to
follow a newer package; the header says which versions it was built from.
"""

from __future__ import annotations

import argparse
import gzip
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "lexicons" / "unix-names.txt"
#: A name the file keeps: lower-case ASCII letters only.
_NAME = re.compile(r"[a-z]{2,}")


@dataclass(frozen=True, slots=True)
class Source:
    """One whole list: what it is, the Debian package and licence it comes from, how read."""

    what: str
    package: str
    licence: str
    read: Callable[[], set[str]]


def _output(*command: str) -> str:
    """What a command prints (its help goes to stdout)."""
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def _process_fields() -> set[str]:
    """Every format specifier of ``ps L`` (first column: ``euid``, ``egid``, ``etime``)."""
    return {line.split()[0] for line in _output("ps", "L").splitlines() if line.strip()}


def _stty_settings() -> set[str]:
    """Every setting ``stty --help`` lists (``[-]ignpar``, ``werase CHAR``, ``cols N``)."""
    found = set()
    for line in _output("stty", "--help").splitlines():
        match = re.match(r"\s+\*?\s*(?:\[-\])?([a-z][a-z0-9]*)\b", line)
        if match:
            found.add(match.group(1))
    return found


def _find_tests() -> set[str]:
    """Every test and action of ``find --help`` (``-atime N``, ``-prune``), without the
    dash."""
    return set(re.findall(r"(?<![\w-])-([a-z][a-z0-9]+)", _output("find", "--help")))


def _terminfo_capabilities() -> set[str]:
    """Every capability name of the tables of terminfo(5) (``smso``, ``khome``, ``cup``):
    the second column of their rows in the page's source."""
    page = Path("/usr/share/man/man5/terminfo.5.gz")
    text = gzip.decompress(page.read_bytes()).decode("utf-8", "replace")
    return {cells[1] for cells in (line.split("\t") for line in text.splitlines())
            if len(cells) >= 4 and re.fullmatch(r"[a-z][a-z0-9_]*", cells[0])}


def _file_systems() -> set[str]:
    """Every file-system type libblkid probes (``blkid -k``) and the kernel's list
    (/proc/filesystems)."""
    kernel = Path("/proc/filesystems").read_text(encoding="utf-8").split()
    return set(_output("blkid", "-k").split()) | {w for w in kernel if w != "nodev"}


def _shell_words() -> set[str]:
    """bash's builtins and reserved words (``compgen -b -k``: ``popd``, ``shopt``,
    ``esac``)."""
    return set(_output("bash", "-c", "compgen -b -k").split())


SOURCES: tuple[Source, ...] = (
    Source("process fields, ps L", "procps", "GPL-2+", _process_fields),
    Source("terminal settings, stty --help", "coreutils", "GPL-3+", _stty_settings),
    Source("file tests and actions, find --help", "findutils", "GPL-3+", _find_tests),
    Source("terminal capabilities, terminfo(5) tables", "ncurses-bin", "X11",
           _terminfo_capabilities),
    Source("file-system types, blkid -k and the running kernel's /proc/filesystems",
           "util-linux", "LGPL-2.1+ (libblkid), GPL-2 (Linux)", _file_systems),
    Source("shell builtins and reserved words, compgen -b -k", "bash", "GPL-3+", _shell_words),
)


def _version(package: str) -> str:
    """The installed version of a Debian package."""
    return _output("dpkg-query", "-W", "-f", "${Version}", package).strip()


def build(output: Path) -> int:
    """Write the lexicon and return how many names it holds."""
    names: set[str] = set()
    header = ["# Names of Unix things, whole lists from Debian's own data (issue 17).",
              "# Built by bench/unix_names.py; one name a line. Read by "
              "analyzers/plain_code.py (docs/neologisms.md).",
              "# Lower-case ASCII letters only. Sources (list, Debian package, version, "
              "licence, names kept):"]
    for source in SOURCES:
        kept = {name for name in source.read() if _NAME.fullmatch(name)}
        names |= kept
        header.append(f"#   {source.what}: {source.package} {_version(source.package)}, "
                      f"{source.licence}, {len(kept)}")
    output.write_text("\n".join([*header, *sorted(names)]) + "\n", encoding="utf-8")
    return len(names)


def main(argv: list[str] | None = None) -> int:
    """Build the lexicon and say where it went."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    print(f"{build(args.output)} names written to {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
