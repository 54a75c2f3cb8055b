"""``daweb kwic`` and ``daweb keywords``: the linguist's workbench on the command line (the
viewer's *Concordance* and *Keywords* tabs print the same lines).

Wired into ``daweb`` by :func:`add_workbench_parsers` and :data:`HANDLERS`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from daweb.cli import open_run_folder
from daweb.concordance import (
    DEFAULT_WIDTH,
    SORT_POSITIONS,
    Query,
    concordance,
    format_line,
    parse_sort,
)
from daweb.keyness import (
    LL_P05,
    WORDFREQ,
    keywords,
    reference_frequencies,
    run_frequencies,
)


def add_workbench_parsers(subparsers: Any) -> None:
    """Add ``kwic`` and ``keywords`` to ``daweb``'s subparsers."""
    p = subparsers.add_parser(
        "kwic", help="concordance (KWIC) of a form, lemma, category, list or pattern over a run"
    )
    p.add_argument("run_dir", type=Path, help="a run folder (holding results.sqlite)")
    p.add_argument(
        "query",
        help="a form (default), or with an option below a lemma, a UD "
        "category (NOUN…), a regular expression or a list file",
    )
    kind = p.add_mutually_exclusive_group()
    for option, name, what in (
        ("--lemma", "lemma", "QUERY is a lemma"),
        ("--pos", "pos", "QUERY is a UD category, e.g. ADJ"),
        (
            "--regex",
            "regex",
            "QUERY is a regular expression every form must match whole (case-insensitive)",
        ),
        (
            "--list",
            "list",
            "QUERY is a list file (forms, lemma:…, expressions; as the projects' lists)",
        ),
    ):
        kind.add_argument(option, dest="kind", action="store_const", const=name, help=what)
    p.add_argument(
        "--sort",
        default="",
        metavar="POSITIONS",
        help=f"sort by the words at these positions, e.g. R1,R2 ({', '.join(SORT_POSITIONS)}"
        "; Spanish order); default: page and text order",
    )
    p.add_argument(
        "--width",
        type=int,
        default=DEFAULT_WIDTH,
        help=f"characters of context on each side (default {DEFAULT_WIDTH})",
    )
    p.add_argument("--limit", type=int, help="print at most N lines")

    p = subparsers.add_parser(
        "keywords", help="keywords of a run against a reference: log-likelihood and log ratio"
    )
    p.add_argument("run_dir", type=Path, help="a run folder (holding results.sqlite)")
    p.add_argument(
        "--reference",
        default=WORDFREQ,
        help="another run folder, or 'wordfreq' (general Spanish; the default)",
    )
    p.add_argument(
        "--min-ll",
        type=float,
        default=LL_P05,
        help=f"log-likelihood a keyword needs (default {LL_P05}: p < 0.05)",
    )
    p.add_argument(
        "--limit",
        type=int,
        default=50,
        help="positive and negative keywords to print, each (default 50)",
    )


def run_kwic(args: argparse.Namespace) -> int:
    """``daweb kwic``: print the concordance lines."""
    conn = open_run_folder(args.run_dir)
    try:
        lines = concordance(
            conn,
            Query(args.query, args.kind or "form"),
            args.width,
            parse_sort(args.sort),
            args.limit,
        )
    finally:
        conn.close()
    for line in lines:
        print(format_line(line, args.width))
    if not lines:
        print(f"daweb: no occurrence of {args.query!r} in {args.run_dir}", file=sys.stderr)
    return 0


def run_keywords(args: argparse.Namespace) -> int:
    """``daweb keywords``: print the positive, then the negative keywords."""
    conn = open_run_folder(args.run_dir)
    try:
        run = run_frequencies(conn, args.run_dir.name)
    finally:
        conn.close()
    reference = reference_frequencies(args.reference)
    found = keywords(run, reference, args.min_ll)
    print(
        f"# {run.name} ({run.words:,} words) against {reference.name} "
        f"({reference.words:,.0f} words); LL >= {args.min_ll}"
    )
    print("sign\tform\tfrequency\treference\tlog_likelihood\tlog_ratio")
    for sign in "+-=":
        for k in [k for k in found if k.sign == sign][: args.limit]:
            print(
                f"{k.sign}\t{k.form}\t{k.frequency}\t{k.reference:.1f}\t"
                f"{k.log_likelihood:.2f}\t{k.log_ratio:.2f}"
            )
    return 0


#: ``daweb`` command → handler.
HANDLERS = {"kwic": run_kwic, "keywords": run_keywords}
