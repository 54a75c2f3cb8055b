"""``daweb neology`` (list, follow, export, rebuild) and ``daweb review`` (decide, undo).

Wired into ``daweb`` by :func:`add_neology_parsers`; exit codes as every ``daweb`` command
(docs/cli.md): 0 done, 2 a wrong file, form or option (the message says which and what to
do), 1 a database that cannot be written.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path
from typing import Any

from daweb.errors import BadInput
from daweb.neology import LISTS, REASONS, STATUSES, TYPES


def add_neology_parsers(subparsers: Any) -> None:
    """Add ``neology`` and ``review`` to ``daweb``'s subparsers."""
    p = subparsers.add_parser(
        "neology", help="a project's neology candidates across its runs (docs/neology.md)")
    p.add_argument("project", type=Path, help="the project file (.toml)")
    p.add_argument("--status", choices=[*STATUSES, "reviewed"],
                   help="only candidates with this review status (reviewed: accepted or "
                   "rejected)")
    p.add_argument("--since", metavar="YYYY-MM-DD",
                   help="only candidates first attested on this date or later")
    p.add_argument("--list", dest="which", choices=LISTS, default="all",
                   help="all (default), new (with --since), rising or quiet (gone quiet)")
    p.add_argument("--format", choices=["table", "csv", "jsonl"], default="table",
                   help="table (default), csv, or jsonl (with contexts and the dated curve)")
    p.add_argument("--counts", action="store_true",
                   help="candidates per run by review status and type, instead of the list")
    p.add_argument("--multiword", action="store_true",
                   help="multiword candidates (segments no earlier run had), instead of words")
    p.add_argument("--rebuild", action="store_true",
                   help="recompute the database from the run folders first (decisions kept)")
    p.add_argument("--runs-dir", type=Path, help="where the runs are (default: the project's)")

    p = subparsers.add_parser("review", help="decide on neology candidates, or undo")
    p.add_argument("project", type=Path, help="the project file (.toml)")
    p.add_argument("forms", nargs="*", metavar="FORM", help="the candidates to decide on")
    decision = p.add_mutually_exclusive_group(required=True)
    decision.add_argument("--accept", action="store_true", help="a neologism (see --type)")
    decision.add_argument("--reject", metavar="REASON",
                          help="not a neologism: " + ", ".join(REASONS))
    decision.add_argument("--pending", action="store_true", help="back to pending")
    decision.add_argument("--undo", action="store_true", help="undo the latest review")
    p.add_argument("--type", default="other", help="with --accept: " + ", ".join(TYPES))
    p.add_argument("--note", default="", help="a note kept with the decision")
    p.add_argument("--lemma", default="", help="with --reject known-word: its lemma "
                   "(default: the form)")
    p.add_argument("--pos", default="X", help="with --reject known-word: its UD category "
                   "(NOUN, VERB, ADJ…; default X)")
    p.add_argument("--everywhere", action="store_true",
                   help="with --reject known-word: into your own lexicon, for every project")
    p.add_argument("--runs-dir", type=Path, help="where the runs are (default: the project's)")


def _project_and_db(args: argparse.Namespace) -> tuple[Any, Path]:
    from daweb.cli import _load
    from daweb.neology.database import database_path

    project = _load(args.project)
    runs_dir = args.runs_dir or project.runs_path()
    return project, database_path(runs_dir, project.title)


def run_neology_command(args: argparse.Namespace) -> int:
    """``daweb neology PROJECT.toml …``."""
    from daweb.cli import EXIT_OK
    from daweb.neology.database import connect, rebuild
    from daweb.neology.follow import (
        candidates,
        counts_per_run,
        multiword,
        write_csv,
        write_jsonl,
        write_table,
    )

    project, path = _project_and_db(args)
    if args.since:
        try:
            date.fromisoformat(args.since)
        except ValueError:
            raise BadInput(f"--since {args.since}: not a date; write it as YYYY-MM-DD, "
                                  "e.g. 2026-11-01") from None
    if args.which == "new" and not args.since:
        raise BadInput("--list new needs --since YYYY-MM-DD (new since when?)")
    if args.rebuild:
        runs = rebuild(path.parent, project.title, project.analysis.language)
        print(f"{path}: rebuilt from {runs} run(s)", file=sys.stderr)
    elif not path.is_file():
        print(f"No neology database for «{project.title}» yet ({path}); it is written "
              f"at the end of every run: `daweb run {args.project}`, or "
              "`--rebuild` from earlier runs.", file=sys.stderr)
        return EXIT_OK
    with connect(path) as db:
        if args.counts or args.multiword:
            rows = counts_per_run(db) if args.counts else multiword(db, args.since or "")
            for row in rows:
                print(json.dumps(row, ensure_ascii=False))
            return EXIT_OK
        items = candidates(db, status=args.status or "", since=args.since or "",
                           which=args.which)
        if args.format == "csv":
            write_csv(items, sys.stdout)
        elif args.format == "jsonl":
            write_jsonl(db, items, sys.stdout)
        else:
            write_table(items, sys.stdout)
    return EXIT_OK


def run_review_command(args: argparse.Namespace) -> int:
    """``daweb review PROJECT.toml FORM… --accept [--type T] | --reject REASON | --undo``."""
    from daweb.cli import EXIT_OK
    from daweb.neology.database import connect
    from daweb.neology.review import Decision, accept, reject, review, undo

    project, path = _project_and_db(args)
    if not path.is_file():
        raise BadInput(f"{path}: no neology database yet; run the project first "
                              f"(`daweb run {args.project}`)")
    if args.undo and args.forms:
        raise BadInput("--undo undoes the latest review as a whole; give no FORM")
    if not args.undo and not args.forms:
        raise BadInput("name the candidates to review: daweb review PROJECT.toml "
                              "FORM… --accept | --reject REASON")
    try:
        decision = (accept(args.type, args.note) if args.accept
                    else reject(args.reject, args.note) if args.reject
                    else Decision())
    except ValueError as exc:
        raise BadInput(str(exc)) from None
    with connect(path) as db:  # a ReviewError is bad input, a NeologyError storage
        if args.undo:
            forms = undo(db)
            print(f"undone: {', '.join(forms)}" if forms else "nothing to undo")
            return EXIT_OK
        review(db, args.forms, decision, project, lemma=args.lemma, pos=args.pos,
               everywhere=args.everywhere)
    what = decision.type or decision.reason or decision.status
    print(f"{decision.status} ({what}): {', '.join(args.forms)}")
    return EXIT_OK
