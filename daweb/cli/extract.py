"""``daweb extract``: the text DAWeb reads from pages, printed or saved one file per input.

The extraction itself is :mod:`analyzers.extract`; this module finds the input files,
applies the options and reports files that cannot be read (the command goes on with the
others and exits 2).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from analyzers.extract import (
    DEFAULT_MODE,
    decode_bytes,
    extract_or_all,
    extract_text_file,
    missing_extractor,
)
from daweb.errors import BadInput


def run_extract_command(args: argparse.Namespace) -> int:
    """``daweb extract FILE… [--out DIR] [--mode …] [--filter CRITERION [--tolerance N]
    [--inverse]]``.

    Folders are searched for .html, .htm, .xhtml and .txt files. Without ``--out`` the
    text is printed (blocks separated by blank lines; with several files each starts with
    a ``==> FILE <==`` line); with it, each input becomes DIR/NAME.txt (a folder's files
    keep their sub-folders). ``--filter`` first filters each page by the boolean content
    filter (analyzers/content_filter.py), as a project's [filter] does. Files that cannot
    be read are named on stderr, the others are still extracted, and the exit code is 2.
    """
    if args.tolerance < 0:
        raise BadInput(f"extract: --tolerance must be 0 or more, not {args.tolerance}")
    mode = args.mode or DEFAULT_MODE
    if (missing := missing_extractor(mode)) is not None:
        raise BadInput(f"extract: {missing}")
    inputs, failed = _inputs(args.files)
    taken: set[Path] = set()
    saved = 0
    for root, path in inputs:
        text = _extract_file(path, args, mode)
        if text is None:
            failed += 1
        elif args.out is None:
            header = f"==> {path} <==\n" if len(inputs) > 1 else ""
            sys.stdout.write(header + text)
        elif _save(text, _out_path(args.out, root, path, taken), path):
            saved += 1
        else:
            failed += 1
    if args.out is not None:
        print(
            f"daweb extract: {saved} text file(s) in {args.out}"
            + (f"; {failed} input(s) could not be read" if failed else ""),
            file=sys.stderr,
        )
    return 2 if failed else 0


def _inputs(paths: list[Path]) -> tuple[list[tuple[Path, Path]], int]:
    """(root given, file) for every page to extract, and how many paths were unusable."""
    from daweb.localfiles import CONTENT_TYPES, InputPathError, find_files

    found: list[tuple[Path, Path]] = []
    failed = 0
    for path in paths:
        try:
            pairs = find_files([path])
        except InputPathError as exc:
            print(f"daweb extract: {exc}", file=sys.stderr)
            failed += 1
            continue
        # A folder's web archives are for ``daweb analyze``; a file named outright is read.
        found += [(r, f) for r, f in pairs if r == f or f.suffix.lower() in CONTENT_TYPES]
    return found, failed


def _extract_file(path: Path, args: argparse.Namespace, mode: str) -> str | None:
    """The extracted text of one file (blocks separated by blank lines); None after
    naming on stderr a file that cannot be read or filtered."""
    try:
        text = decode_bytes(path.read_bytes())
    except OSError as exc:
        print(f"daweb extract: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return None
    plain = path.suffix.lower() == ".txt"
    if args.filter is not None and not plain:
        from analyzers.content_filter import CriterionError, filter_html

        try:
            text = filter_html(text, args.filter, args.tolerance, args.inverse).html
        except CriterionError as exc:
            print(f"daweb extract: {exc}", file=sys.stderr)
            return None
    if plain:
        result = extract_text_file(text)
    else:
        result, note = extract_or_all(text, mode)
        if note:
            print(f"daweb extract: {path}: {note}", file=sys.stderr)
    return "\n\n".join(result.blocks) + ("\n" if result.blocks else "")


def _out_path(out: Path, root: Path, path: Path, taken: set[Path]) -> Path:
    """DIR/NAME.txt for ``path`` (its place under a folder given kept), made unique."""
    relative = path.relative_to(root) if root != path else Path(path.name)
    target = out / relative.with_suffix(".txt")
    n = 1
    while target in taken:
        n += 1
        target = out / relative.with_name(f"{relative.stem}-{n}.txt")
    taken.add(target)
    return target


def _save(text: str, target: Path, source: Path) -> bool:
    """Write ``text`` to ``target`` (never over ``source`` itself); False after naming
    the problem on stderr."""
    try:
        if target.exists() and target.samefile(source):
            print(
                f"daweb extract: {source}: --out would overwrite it; choose another folder",
                file=sys.stderr,
            )
            return False
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    except OSError as exc:
        print(f"daweb extract: cannot write {target}: {exc.strerror or exc}", file=sys.stderr)
        return False
    return True
