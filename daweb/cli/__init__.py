"""The ``daweb`` command: headless runs, local analysis, tools, and the desktop app.

Every subcommand imports what it needs lazily, so ``daweb --help`` and ``daweb morph`` start
fast. Exit codes: 0 done, 2 a user error or bad usage (the message says which file, line or
address and what to do), 1 a run that crashed or a file that could not be written, 3 another
scheduler is running, 130 interrupted (Ctrl-C; the results so far are kept). They are chosen
in one place, :data:`EXIT_CODES`, by the kind of error (daweb/errors.py).

The package holds every argument parser of DAWeb: this module (``daweb``'s subcommands),
:mod:`daweb.cli.extract`, :mod:`daweb.cli.schedule` and :mod:`daweb.cli.neology`.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from daweb import __version__
from daweb.errors import BadInput, Busy, DawebError, StorageError, Unreachable

if TYPE_CHECKING:
    import sqlite3

    from daweb.project import Project

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USER_ERROR = 2  # argparse's code for bad usage: a wrong file or value is the same to a user
EXIT_BUSY = 3
EXIT_INTERRUPTED = 130

#: The one map from DAWeb's kinds of error (daweb/errors.py) to exit codes; anything else,
#: an ``OSError`` included, exits 1.
EXIT_CODES: dict[type[BaseException], int] = {
    BadInput: EXIT_USER_ERROR,
    Unreachable: EXIT_USER_ERROR,
    Busy: EXIT_BUSY,
    StorageError: EXIT_ERROR,
}

EPILOG = ("Exit codes: 0 done; 2 a wrong file, folder, address or option (the message names it "
          "and says what to do); 1 a run that crashed or a disk that cannot be written; 3 "
          "another scheduler is running; 130 interrupted with Ctrl-C (the results so far are "
          "kept). Documentation: README.md and docs/cli.md.")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="daweb",
        description="DAWeb: crawl whole web sites and analyze their language. "
        "Without a command, opens the desktop app.",
        epilog=EPILOG,
    )
    parser.add_argument("--version", action="version", version=f"DAWeb {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("run", help="run a project headless, with a live progress line")
    p.add_argument("project", type=Path, help="the project file (.toml)")
    p.add_argument("--runs-dir", type=Path, help="where run folders go (default: the project's)")
    p.add_argument("--quiet", action="store_true", help="no progress line, only the summary")

    p = sub.add_parser(
        "analyze", help="analyze local .html/.htm/.txt files, .warc(.gz) archives or folders"
    )
    p.add_argument("paths", type=_path_or_url, nargs="+",
                   help="files or folders (archives also as fsspec URLs, with --workers or "
                   "--scheduler)")
    p.add_argument("--project", type=Path, help="take analysis settings from this project")
    p.add_argument("--title", default="", help="title of the run (default: the first path's name)")
    p.add_argument("--runs-dir", type=Path, default=Path("runs"), help="default: ./runs")
    p.add_argument("--quiet", action="store_true", help="no progress line, only the summary")
    p.add_argument("--workers", type=int, default=0, metavar="N",
                   help="analyze web archives on a local Dask cluster of N processes")
    p.add_argument("--scheduler", default="", metavar="tcp://HOST:8786",
                   help="analyze web archives on an existing Dask cluster (docs/scale.md)")

    p = sub.add_parser(
        "reanalyze", help="analyze a run's page snapshots again with the current settings"
    )
    p.add_argument("run_dir", type=Path, help="a run folder (holding results.sqlite)")
    p.add_argument("--project", type=Path,
                   help="take settings from this project (default: the run's project file)")
    p.add_argument("--runs-dir", type=Path, help="default: beside RUN_DIR")
    p.add_argument("--quiet", action="store_true", help="no progress line, only the summary")

    p = sub.add_parser("validate", help="check a project file and say what is wrong")
    p.add_argument("project", type=Path, help="the project file (.toml)")

    p = sub.add_parser("new", help="write a new project file")
    p.add_argument("title", help='the project\'s title, in quotes if it has spaces: "Prensa local"')
    p.add_argument("urls", nargs="+", help="start addresses (http:// or https://)")
    p.add_argument("-o", "--output", type=Path, metavar="FILE",
                   help="file to write (default: <title-slug>.toml)")

    p = sub.add_parser("runs", help="list a project's runs with status and counts")
    p.add_argument("project", type=Path, help="the project file (.toml)")
    p.add_argument("--runs-dir", type=Path,
                   help="where to look, if the runs went elsewhere (default: the project's)")

    p = sub.add_parser("export", help="export a run's tables to CSV, TSV or JSON")
    p.add_argument("run_dir", type=Path, help="a run folder (holding results.sqlite)")
    p.add_argument("--format", choices=["csv", "tsv", "json"], default="csv",
                   help="csv (default), tsv, or json (JSON lines): one file per table")
    p.add_argument("--separator", choices=[",", ";"],
                   help="CSV separator (default: ';' where the locale's decimal mark is a "
                        "comma, as in es_ES, with decimals as 0,82; else ','); values are "
                        "written as stored")
    p.add_argument("--out", type=Path, help="output folder (default: RUN_DIR/export-FORMAT)")

    p = sub.add_parser("morph", help="analyze word forms morphologically (JSON lines)")
    p.add_argument("forms", nargs="*", help="forms (default: one per line on stdin)")
    p.add_argument("--language", default="es", help="language of the lexicon (default: es)")
    p.add_argument(
        "--no-apertium", action="store_true", help="do not use Apertium even if installed"
    )

    p = sub.add_parser("prepare", help="compute the analyses of every listed word form once, "
                                       "for faster runs (~30 s; .ci/setup.sh runs it)")
    p.add_argument("--language", default="es", help="language of the lexicon (default: es)")
    p.add_argument("--force", action="store_true", help="write them again even if present")
    p.add_argument("--quiet", action="store_true", help="no progress line")

    p = sub.add_parser("tag", help="one reading per token, in context (JSON lines)")
    p.add_argument("file", nargs="?", default="-",
                   help="a UTF-8 text file, or - for standard input (the default)")
    p.add_argument("--tokens", action="store_true",
                   help="the input is one token per line, a blank line between sentences: "
                        "exactly one output line per input token")
    p.add_argument("--language", default="es", help="language of the lexicon (default: es)")
    p.add_argument(
        "--no-apertium", action="store_true", help="do not use Apertium even if installed"
    )

    p = sub.add_parser("extract", help="print or save the text DAWeb extracts from pages")
    p.add_argument("files", nargs="+", type=Path, metavar="FILE",
                   help=".html, .htm, .xhtml or .txt files, or folders holding them")
    p.add_argument("--out", type=Path, metavar="DIR",
                   help="write one .txt per input into DIR instead of printing")
    p.add_argument("--mode", choices=["main", "all", "trafilatura"], default=None,
                   help="main: the page's main text, without menus and footers (the default "
                        "for analysis); all: every text of the page; trafilatura: its main "
                        'text (needs pip install "daweb[trafilatura]")')
    p.add_argument("--filter", metavar="CRITERION",
                   help='keep only the nodes matching it, e.g. "madrid and auxerre"')
    p.add_argument("--tolerance", type=int, default=0, metavar="N",
                   help="also keep N ancestor levels around each match (default 0)")
    p.add_argument("--inverse", action="store_true",
                   help="remove the matching nodes instead of keeping them")

    p = sub.add_parser(
        "demo", help="serve the bundled demo site on 127.0.0.1 and run the demo project"
    )
    p.add_argument("--runs-dir", type=Path, default=Path("runs"), help="default: ./runs")
    p.add_argument("--quiet", action="store_true", help="no progress line, only the summary")

    p = sub.add_parser("view", help="open a run's results in the viewer")
    p.add_argument("run_dir", type=Path, help="a run folder (holding results.sqlite)")
    p.add_argument(
        "--screenshots",
        type=Path,
        metavar="DIR",
        help="render each viewer tab offscreen to PNG files in DIR and exit",
    )
    p.add_argument("--compare", type=Path, metavar="RUN_DIR",
                   help="also compare with another run (its screenshot too)")

    from daweb.cli.workbench import add_workbench_parsers

    add_workbench_parsers(sub)  # kwic, keywords (issue 22)

    from daweb.cli.schedule import add_schedule_parser

    add_schedule_parser(sub)

    from daweb.cli.neology import add_neology_parsers

    add_neology_parsers(sub)

    p = sub.add_parser("gui", help="open the desktop app")
    p.add_argument("project", type=Path, nargs="?", help="a project file to open (optional)")
    p.add_argument(
        "--screenshots",
        type=Path,
        metavar="DIR",
        help="render every section and dialog offscreen to PNG files in DIR and exit",
    )
    p.add_argument(
        "--language",
        choices=["es", "en"],
        default="en",
        help="language of the screenshots (default: en)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``daweb`` command."""
    args = _parser().parse_args(argv)
    command = args.command or "gui"
    handler = _HANDLERS[command]
    try:
        return handler(args)
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return EXIT_OK
    except (DawebError, OSError) as exc:  # every message names its file, line or address
        print(f"daweb: {exc}", file=sys.stderr)
        return exit_code(exc)


def command() -> int:
    """The ``daweb`` program (and ``python -m daweb``): :func:`main` in a process that ends
    when it returns."""
    code = main()
    # What a run leaves in memory (the lexicon's tables, the memos: ~2 million objects)
    # would be walked once more by the collector as the interpreter exits, 0.1 s of a
    # 5 s `daweb analyze`; frozen, it is only freed. Not in main(): callers in a process
    # that goes on (the tests) keep their collector as it was. Not after a window (the
    # app, the viewer): Qt objects caught in cycles must still be collected and destroyed.
    if "PySide6.QtCore" not in sys.modules:
        gc.freeze()
    return code


def exit_code(exc: BaseException) -> int:
    """The exit code of an error: its nearest kind in :data:`EXIT_CODES` (by its classes'
    order, so a ``ReviewError(BadInput, NeologyError)`` is bad input), else 1."""
    return next((EXIT_CODES[kind] for kind in type(exc).__mro__ if kind in EXIT_CODES),
                EXIT_ERROR)


def _load(path: Path):
    from daweb.project import load_project

    if not path.is_file():  # the loader's FILE:LINE form would name a line of a missing file
        what = "is a folder, not a project file" if path.is_dir() else "no such project file"
        raise BadInput(f"{path}: {what}; check the name, or write one with "
                              "`daweb new TITLE ADDRESS`")
    try:
        return load_project(path)
    except OSError as exc:
        raise BadInput(f"{path}: cannot be read ({exc.strerror or exc})") from exc


def _run_in_console(project: Project, **options: Any) -> int:
    """:func:`daweb.console.run_with_console` (what a run refuses before it makes its folder,
    a bad list file or a missing input path, is a :class:`BadInput` the caller reports)."""
    from daweb.console import run_with_console
    from daweb.heap import RUN_GC_THRESHOLDS

    previous = gc.get_threshold()
    gc.set_threshold(*RUN_GC_THRESHOLDS)
    try:
        return run_with_console(project, **options)
    finally:
        gc.set_threshold(*previous)


def _cmd_run(args: argparse.Namespace) -> int:
    from daweb.validation import require_valid

    project = _load(args.project)
    require_valid(project)  # as daweb validate and the scheduler ask: list file included
    return _run_in_console(project, runs_dir=args.runs_dir, quiet=args.quiet)


def _cmd_analyze(args: argparse.Namespace) -> int:
    from daweb.project import new_project

    projects = [p for p in args.paths if isinstance(p, Path) and p.suffix == ".toml"]
    if projects:  # `analyze prensa.toml` would analyze the project file's text as a page
        raise BadInput(f"{projects[0]}: is a project file; run it with "
                              f"`daweb run {projects[0]}`, or give it with --project")
    urls = [p for p in args.paths if isinstance(p, str)]
    if urls and not (args.workers or args.scheduler):
        raise BadInput(f"{urls[0]}: archives given by URL are read by Dask workers; "
                              "add --workers N or --scheduler tcp://HOST:8786")
    if args.project:
        project = _load(args.project)
    else:
        first = args.paths[0]
        name = first.rsplit("/", 1)[-1] if isinstance(first, str) else first.resolve().name
        project = new_project(args.title or name or "local", [])
    if args.title:
        project.title = args.title
    if args.workers or args.scheduler:
        return _analyze_on_cluster(args, project)
    return _run_in_console(project, runs_dir=args.runs_dir, quiet=args.quiet,
                           local_paths=args.paths)


def _path_or_url(text: str) -> Path | str:
    """An ``analyze`` argument: a URL (``s3://…``, for Dask workers) stays text."""
    from daweb.archive import is_url

    return text if is_url(text) else Path(text)


def _analyze_on_cluster(args: argparse.Namespace, project: Project) -> int:
    """``daweb analyze ARCHIVES… --workers N | --scheduler ADDRESS``."""
    from daweb.run.cluster import cluster_run

    return _run_in_console(
        project, runs_dir=args.runs_dir, quiet=args.quiet, local_paths=args.paths,
        run_type=cluster_run, workers=args.workers, scheduler=args.scheduler,
    )


def _cmd_reanalyze(args: argparse.Namespace) -> int:
    from daweb.run.reanalysis import reanalysis_project, reanalysis_run

    _check_run_folder(args.run_dir)
    project = reanalysis_project(args.run_dir, args.project)
    return _run_in_console(
        project, runs_dir=args.runs_dir or args.run_dir.resolve().parent, quiet=args.quiet,
        run_type=reanalysis_run, source=args.run_dir,
    )


def _cmd_validate(args: argparse.Namespace) -> int:
    from daweb.validation import require_valid

    project = _load(args.project)
    require_valid(project)  # the list file's lines too
    enabled = _count(len(project.enabled_starts()), "start address", "start addresses")
    sites = f", {_count(len(project.sites), 'site', 'sites')} described" if project.sites else ""
    print(f"{args.project}: valid — «{project.title}», {enabled} enabled{sites}; "
          f"run it with `daweb run {args.project}`")
    return EXIT_OK


def _count(n: int, singular: str, plural: str) -> str:
    """``1 site``, ``2 sites``: counts in messages read as words, not as ``site(s)``."""
    return f"{n:,} {singular if n == 1 else plural}"


def _cmd_new(args: argparse.Namespace) -> int:
    from daweb.project import ProjectError, ProjectSaveError, new_project, save_project
    from daweb.runfolder import slugify

    try:
        project = new_project(args.title, args.urls)
    except ProjectError as exc:  # no file yet: the loader's "(new project):1:" names none
        raise BadInput("\n".join(
            "new: " + problem.removeprefix("(new project):1: ") for problem in exc.problems
        )) from exc
    out = args.output or Path(f"{slugify(args.title)}.toml")
    if out.exists():
        raise BadInput(f"{out}: already exists; choose another name with -o")
    try:
        save_project(project, out)
    except ProjectSaveError as exc:  # a new file: no "previous file" to speak of
        raise BadInput(f"{out}: cannot be written ({os.strerror(exc.errno)}); check "
                              "that its folder exists and can be written") from exc
    print(f"wrote {out}; every setting is explained in docs/projects.md\n"
          f"next: `daweb validate {out}`, then `daweb run {out}`")
    return EXIT_OK


def _cmd_runs(args: argparse.Namespace) -> int:
    from daweb.runfolder import list_runs

    project = _load(args.project)
    runs_dir = args.runs_dir or project.runs_path()
    rows = list_runs(runs_dir, project.title)
    if not rows:
        print(f"No runs of «{project.title}» yet in {runs_dir}; "
              f"start one with `daweb run {args.project}`.")
        return EXIT_OK
    width = max(len(row["name"]) for row in rows)
    print(f"{'RUN':<{width}}  {'STATUS':<18}  {'PAGES':>7}  {'WORDS':>11}  {'DISTINCT':>9}  "
          f"{'UNRECOGNIZED':>12}")
    for row in rows:
        print(f"{row['name']:<{width}}  {row['status']:<18}  {row['pages']:>7,}  "
              f"{row['tokens']:>11,}  {row['types']:>9,}  {row['unrecognized']:>12,}")
    return EXIT_OK


def _cmd_export(args: argparse.Namespace) -> int:
    from daweb.export import export_run

    _check_run_folder(args.run_dir)
    written = export_run(args.run_dir, args.format, args.out, args.separator)
    for path in written:
        print(path)
    return EXIT_OK


def open_run_folder(run_dir: Path) -> sqlite3.Connection:
    """The run folder's results (or a results file given itself), read-only; a path that is
    not one raises :class:`BadInput` saying what to give."""
    from daweb.runfolder import RESULTS
    from daweb.store.reading import ResultsError, open_results

    where = "give a run folder (`daweb runs PROJECT` lists them)"
    if run_dir.is_file():
        path = run_dir
    elif not run_dir.is_dir():
        raise BadInput(f"{run_dir}: no such folder; {where}")
    elif not (path := run_dir / RESULTS).exists():
        raise BadInput(f"{run_dir}: not a run folder (no {RESULTS} in it); {where}")
    try:
        return open_results(path)
    except ResultsError as exc:
        raise BadInput(f"{exc}; the run's results cannot be used: {where}") from exc


def _check_run_folder(run_dir: Path) -> None:
    """Refuse a path that is not a run folder, saying what one is."""
    if run_dir.is_file():
        raise BadInput(f"{run_dir}: is a file; give a run folder (`daweb runs PROJECT` lists "
                       "them)")
    open_run_folder(run_dir).close()


def _cmd_morph(args: argparse.Namespace) -> int:
    import unicodedata

    from analyzers.morphology import Recognizer, describe

    try:
        recognizer = Recognizer.for_language(
            args.language, apertium=False if args.no_apertium else None
        )
    except ValueError as exc:  # a language without data: the message lists those there are
        raise BadInput(f"--language {args.language}: {exc}") from exc
    if not args.forms and sys.stdin.isatty():  # otherwise it would wait without a word
        print("Type one word form per line; Ctrl-D ends.", file=sys.stderr)
    from daweb.crawl.charset import decode_body

    # bytes, decoded as a text file is (a Latin-1 pipe or argument is read as Windows-1252)
    given = map(os.fsencode, args.forms) if args.forms else sys.stdin.buffer
    for raw in given:
        form = decode_body(raw, None)[0].removeprefix("\ufeff").strip()
        if form:
            form = unicodedata.normalize("NFC", form)
            print(
                json.dumps(describe(form, recognizer.analyze(form), recognizer.guesses(form)),
                           ensure_ascii=False), flush=True
            )
    return EXIT_OK


def _read_text(file: str) -> str:
    """The text of ``file`` (``-``: standard input) decoded as ``daweb analyze`` decodes a
    text file (daweb/crawl/charset.py: a byte-order mark, UTF-8, else Windows-1252, the
    superset of Latin-1 that old Spanish corpora are saved in); a note on standard error
    says when it was not UTF-8."""
    from daweb.crawl.charset import decode_body, is_probably_binary

    name = "standard input" if file == "-" else file
    try:
        body = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
    except OSError as exc:
        raise BadInput(f"{name}: cannot read it ({exc.strerror or exc})") from exc
    if is_probably_binary(body):
        raise BadInput(f"{name}: binary content, not text: give a plain text file")
    text, charset = decode_body(body, None)
    if charset != "utf-8":
        print(f"daweb: {name}: not UTF-8, read as {charset}", file=sys.stderr)
    return text.removeprefix("\ufeff")  # a byte-order mark (Notepad) is no part of a token


def _cmd_tag(args: argparse.Namespace) -> int:
    import re
    import unicodedata

    from analyzers.disambiguation import Disambiguator, run_respeller, tag, text_tokens
    from analyzers.morphology import MorphCache, Recognizer

    disambiguator = Disambiguator.for_language(args.language)
    if disambiguator is None:
        raise BadInput(f"--language {args.language}: no disambiguation model for it")
    text = _read_text(args.file)
    try:
        recognizer = Recognizer.for_language(
            args.language, apertium=False if args.no_apertium else None
        )
    except ValueError as exc:
        raise BadInput(f"--language {args.language}: {exc}") from exc
    disambiguator.respell = run_respeller(MorphCache(recognizer))  # atencion: atención
    if args.tokens:
        # one token per line, sentences apart; every line is a token, even one with blanks
        text = text.replace("\r\n", "\n").strip("\n")
        sentences = [s.split("\n") for s in re.split(r"\n(?:[ \t]*\n)+", text) if s]
    else:
        sentences = text_tokens(text)
    try:
        for sentence in sentences:
            for row in tag([unicodedata.normalize("NFC", t) for t in sentence],
                           recognizer.analyze_many, disambiguator):
                print(json.dumps(row, ensure_ascii=False))
            if args.tokens:
                print()
    finally:
        recognizer.close()
    return EXIT_OK


def _cmd_extract(args: argparse.Namespace) -> int:
    from daweb.cli.extract import run_extract_command

    return run_extract_command(args)


def _cmd_prepare(args: argparse.Namespace) -> int:
    from daweb.cli.prepare import run_prepare_command

    return run_prepare_command(args)


def _cmd_demo(args: argparse.Namespace) -> int:
    from daweb.console import run_demo

    return run_demo(args.runs_dir, quiet=args.quiet)


def _cmd_view(args: argparse.Namespace) -> int:
    _check_run_folder(args.run_dir)
    _choose_qt_platform(screenshots=bool(args.screenshots), what="the viewer")
    try:
        from gui.viewer import main_view
    except ImportError as exc:
        raise BadInput(f"the viewer cannot start ({exc}); try `daweb export`") from exc
    return main_view(args.run_dir, args.screenshots, args.compare)


def _cmd_schedule(args: argparse.Namespace) -> int:
    from daweb.cli.schedule import run_schedule_command

    return run_schedule_command(args)


def _choose_qt_platform(*, screenshots: bool, what: str) -> None:
    """Without a display, or without the X11 plugin's libraries, Qt aborts the process (SIGABRT,
    a core dump): screenshots are drawn offscreen instead, and a window that cannot be shown
    is refused with a message naming what to install."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux") or (platform and platform != "xcb"):
        return
    if os.environ.get("WAYLAND_DISPLAY") and not platform:
        return
    if os.environ.get("DISPLAY"):
        from gui.platform_libraries import missing_message, missing_packages

        if missing := missing_packages():
            raise BadInput(missing_message(missing, what))
        return
    if screenshots:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return
    raise BadInput(f"{what} needs a display, and this session has none (DISPLAY is not "
                          "set); here use `daweb run`, `daweb export`, or `daweb view RUN_DIR "
                          "--screenshots DIR`")


def _cmd_workbench(args: argparse.Namespace) -> int:
    # imported here, not with this module: a run's child processes may import this module
    # again (where multiprocessing's spawn starts them, it re-runs the ``daweb`` script)
    # and need none of it
    from daweb.cli.workbench import HANDLERS

    return HANDLERS[args.command](args)


def _cmd_neology(args: argparse.Namespace) -> int:
    from daweb.cli.neology import run_neology_command

    return run_neology_command(args)


def _cmd_review(args: argparse.Namespace) -> int:
    from daweb.cli.neology import run_review_command

    return run_review_command(args)


def _cmd_gui(args: argparse.Namespace) -> int:
    _choose_qt_platform(screenshots=bool(getattr(args, "screenshots", None)),
                        what="the desktop app")
    try:
        from gui.app import main as gui_main
    except ImportError as exc:
        raise BadInput(
            f"the desktop app cannot start ({exc}); headless commands work: see `daweb --help`"
        ) from exc
    return gui_main(getattr(args, "project", None), getattr(args, "screenshots", None),
                    getattr(args, "language", "en"))


_HANDLERS = {
    "run": _cmd_run,
    "analyze": _cmd_analyze,
    "reanalyze": _cmd_reanalyze,
    "validate": _cmd_validate,
    "new": _cmd_new,
    "runs": _cmd_runs,
    "export": _cmd_export,
    "morph": _cmd_morph,
    "tag": _cmd_tag,
    "extract": _cmd_extract,
    "prepare": _cmd_prepare,
    "demo": _cmd_demo,
    "view": _cmd_view,
    "schedule": _cmd_schedule,
    "neology": _cmd_neology,
    "review": _cmd_review,
    "gui": _cmd_gui,
    "kwic": _cmd_workbench,  # issue 22
    "keywords": _cmd_workbench,
}
