"""One validator for projects: :func:`validate` returns every :class:`Problem` of a project.

The same rules serve ``daweb validate``, the project loader (:func:`daweb.project.load_project`
raises a :class:`~daweb.project.ProjectError` holding these problems), the app's dialogs
(which translate a problem by its :attr:`Problem.code`, gui/problems.py) and the scheduler.
List files are part of it: a bad entry is reported with the list file's own name and line.

A problem's ``code`` is stable (documented in docs/projects.md, "Problem codes"); its
``message`` is the English text the command line prints and ``args`` the values that text
was made from, so a translation can say the same in another language.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from daweb.project import Project


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason a project (or one of its files) cannot be used as it is."""

    code: str  # stable, e.g. "start.output" (docs/projects.md lists them)
    field: str  # the key path, e.g. "start.2.output" ("" for the file as a whole)
    message: str  # English: what is allowed or what to do
    file: str = ""
    line: int = 1
    #: ``key = value`` as the file writes it ("" when the value is not shown).
    shown: str = ""
    #: Named values the message was made from (for a translated message).
    args: tuple[tuple[str, str], ...] = ()

    def __str__(self) -> str:
        """``FILE:LINE: key = value: message``: the form every DAWeb tool prints."""
        shown = f"{self.shown}: " if self.shown else ""
        return f"{self.file}:{self.line}: {shown}{self.message}"

    def arg(self, name: str) -> str:
        """One of :attr:`args` by name ("" when the message has none of that name)."""
        return dict(self.args).get(name, "")


def validate(project: Project, *, files: bool = True) -> list[Problem]:
    """Every problem of ``project`` as it is in memory (what a dialog would save), its
    list file's lines and its lexicon included; ``[]`` when it can be saved and run.

    Lines point into the project's file when it has one (the layout a save keeps).
    ``files=False`` reads no file (neither those nor the project's, for lines): the check
    a window makes at each change, the files being read when a run starts.
    """
    from daweb.project import check_project

    return check_project(project, files=files)


def list_problems(path: Path) -> list[Problem]:
    """The problems of one word-list file (UTF-8 text, one entry a line), each naming the
    file and the line: unreadable, not UTF-8, or an entry the analyzer refuses."""
    from analyzers.lists import undecodable_line

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        return [Problem("list.unreadable", "lists.file", f"cannot read it: {exc.strerror or exc}",
                        file=str(path), args=(("reason", str(exc.strerror or exc)),))]
    try:
        text = data.decode("utf-8-sig")  # the BOM Windows editors write is no entry
    except UnicodeDecodeError as exc:
        return [Problem("list.encoding", "lists.file",
                        f"not UTF-8 text (byte 0x{exc.object[exc.start]:02x}; it may be "
                        "Latin-1 or Windows-1252); save it as UTF-8 in your editor",
                        file=str(path), line=undecodable_line(exc))]
    return entry_problems(text.splitlines(), str(path), "lists.file")


def entry_problems(lines: list[str], file: str, field: str) -> list[Problem]:
    """The entries of a word list the analyzer refuses, one problem per line."""
    from analyzers.lists import parse_entry

    problems = []
    for number, raw in enumerate(lines, 1):
        entry = raw.split("#", 1)[0].strip()
        if not entry:
            continue
        try:
            parse_entry(entry)
        except ValueError as exc:
            problems.append(Problem("list.entry", field, f"{exc}: {raw.strip()!r}", file=file,
                                    line=number,
                                    args=(("reason", str(exc)), ("entry", raw.strip()))))
    return problems


def require_valid(project: Project) -> None:
    """Raise :class:`~daweb.project.ProjectError` with every problem unless ``project``,
    its list file included, can run as it is."""
    from daweb.project import ProjectError

    if problems := validate(project):
        raise ProjectError(problems)


def load_valid(path: Path) -> Project:
    """Load the project file ``path`` and check what the loader alone does not read (its
    list file): what ``daweb validate``, the scheduler and a scheduled run in the app ask
    before a run. Raises :class:`~daweb.project.ProjectError`."""
    from daweb.project import load_project

    project = load_project(path)
    require_valid(project)
    return project
