"""``daweb prepare``: compute the recognizer's analyses of every listed word form once, so
that runs look them up instead of analyzing them (:mod:`analyzers.prepared_analyses`).

``.ci/setup.sh`` runs it; a machine where it never ran analyzes every form as it comes
(the same analyses, ~0.4 s more for the 320 pages of the benchmark corpus).
"""

from __future__ import annotations

import argparse
import sys
import time

from analyzers.morphology import Recognizer, dictionary_forms
from analyzers.prepared_analyses import open_prepared, prepare, remove_others
from daweb.errors import BadInput


def run_prepare_command(args: argparse.Namespace) -> int:
    """``daweb prepare [--language es] [--force] [--quiet]``: write the prepared analyses of
    the recognizer as installed (with Apertium when it is), unless they are there already
    (``--force`` writes them again, as a damaged file is: a warning names it); older files
    of the language are removed."""
    try:
        recognizer = Recognizer.for_language(args.language, prepared=False)
    except ValueError as exc:  # a language without data: the message lists those there are
        raise BadInput(f"--language {args.language}: {exc}") from exc
    try:
        path = recognizer.prepared_path
        assert path is not None  # no extra lexicons were given
        table = None if args.force else open_prepared(path)
        if table is not None:
            print(f"already prepared: {path} ({table.forms:,} forms)")
            table.close()
            return 0
        forms = sorted(recognizer.lexicon_forms().union(dictionary_forms(args.language)))
        apertium = "with Apertium" if recognizer.uses_apertium else "without Apertium"
        print(f"preparing the analyses of {len(forms):,} listed forms "
              f"({args.language}, {apertium}); ~30 s", flush=True)
        started = time.perf_counter()
        path.parent.mkdir(parents=True, exist_ok=True)
        stored = prepare(recognizer.analyze_many, forms, path,
                         None if args.quiet or not sys.stderr.isatty() else _progress)
    finally:
        recognizer.close()
    if not args.quiet and sys.stderr.isatty():
        print(file=sys.stderr)
    for gone in remove_others(path):
        print(f"removed an older file: {gone}")
    print(f"prepared: {path} ({stored:,} recognized forms, "
          f"{path.stat().st_size / 1e6:.0f} MB, {time.perf_counter() - started:.0f} s)")
    return 0


def _progress(done: int, total: int) -> None:
    if done % 50_000 and done != total:
        return
    print(f"\r  {done:,} / {total:,} forms", end="", file=sys.stderr, flush=True)
