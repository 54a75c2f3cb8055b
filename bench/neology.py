"""What the neology database costs a run: ``record_run`` at the end of a run, and a rebuild.

Real Spanish text: the sentences of the UD Spanish GSD dev treebank
(``/work/shared/data/es_gsd-ud-dev.conllu``, or ``--conllu``), packed ten to a local HTML
page. Two runs of one project read two overlapping two-thirds of them (so the second run
has candidates the first had, and new ones). The peer is the run itself: each figure is
printed with its ratio to the second run's own time, measured in the same script.

    .venv/bin/python bench/neology.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import html
import os
import tempfile
import time
from pathlib import Path

from daweb.neology.database import rebuild, record_run
from daweb.project import load_project
from daweb.run import Run

CONLLU = Path("/work/shared/data/es_gsd-ud-dev.conllu")


def sentences(path: Path) -> list[str]:
    """The ``# text =`` lines of a CoNLL-U file."""
    with open(path, encoding="utf-8") as handle:
        return [line[9:].strip() for line in handle if line.startswith("# text = ")]


def main() -> None:
    """Two runs, then record_run and rebuild ``--repeat`` times; figures on stdout."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conllu", type=Path, default=CONLLU)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    texts = sentences(args.conllu)
    tmp = Path(tempfile.mkdtemp(prefix="daweb-neology-bench-"))
    os.environ["DAWEB_DATA_DIR"] = str(tmp / "data")  # no user lexicon of the machine's
    (tmp / "bench.toml").write_text('schema = 1\ntitle = "Bench"\n', encoding="utf-8")
    project = load_project(tmp / "bench.toml")
    part = len(texts) * 2 // 3
    run_seconds = 0.0
    last = None
    for number, chunk in enumerate((texts[:part], texts[len(texts) - part:]), 1):
        folder = tmp / f"corpus{number}"
        folder.mkdir()
        for i in range(0, len(chunk), 10):
            (folder / f"{i:05}.html").write_text(
                "<p>" + html.escape(" ".join(chunk[i:i + 10])) + "</p>", encoding="utf-8")
        began = time.perf_counter()
        last = Run(project, local_paths=[folder]).execute()
        run_seconds = time.perf_counter() - began
        counts = last.summary["counts"]
        print(f"run {number}: {counts['pages']} pages, {counts['tokens']:,} words, "
              f"{counts['unrecognized']:,} unrecognized forms, {run_seconds:.2f} s "
              "(its record_run included)")
    assert last is not None
    for _ in range(args.repeat):
        began = time.perf_counter()
        record_run(project.runs_path(), project.title, Path(last.run_dir))
        recorded = time.perf_counter() - began
        began = time.perf_counter()
        rebuild(project.runs_path(), project.title)
        rebuilt = time.perf_counter() - began
        print(f"record_run of run 2: {recorded:.2f} s ({recorded / run_seconds:.1%} of the "
              f"run); rebuild of both runs: {rebuilt:.2f} s ({rebuilt / run_seconds:.1%})")


if __name__ == "__main__":
    main()
