"""What keeping each page's text costs a run (``page_texts``, issue 22; docs/results.md).

The benchmark corpus of ``bench/analyzer.py`` (the Spanish Debian manuals, 320 pages) is
analyzed once with a new project's settings (as ``daweb analyze`` does); the results are
then written by a fresh :class:`daweb.store.writer.ResultsWriter` ``--rounds`` times in each of
two configurations, interleaved (the machine is shared):

* ``without texts`` — the peer: every result with ``text = ""`` (the writer then stores
  none, as before issue 22);
* ``with texts`` — as a run writes them now.

It prints the writing time (add_page of every page + close), the file size, and the ratio
of both to the peer, and how long the concordance of a frequent and of a rare word takes.

    .venv/bin/python bench/page_texts.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from analyzers.analyzer import Analyzer  # noqa: E402
from analyzers.document import DocumentResult, SourceDocument  # noqa: E402
from analyzers.extract import decode_bytes  # noqa: E402
from bench.analyzer import corpus_files  # noqa: E402
from daweb.concordance import Query, concordance  # noqa: E402
from daweb.configuration import analysis_config  # noqa: E402
from daweb.project import new_project  # noqa: E402
from daweb.store.reading import open_results  # noqa: E402
from daweb.store.writer import ResultsWriter  # noqa: E402


def write(results: list[DocumentResult], path: Path, min_segment_frequency: int) -> float:
    """Seconds to write ``results`` into a new run file at ``path`` and close it."""
    start = time.perf_counter()
    with ResultsWriter(path, min_segment_frequency=min_segment_frequency) as writer:
        for result in results:
            writer.add_page(None, result)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    project = new_project("page-texts", [])
    config = analysis_config(project)
    analyzer = Analyzer(config)
    results = [
        analyzer.analyze(
            SourceDocument(
                url="file://" + path, site="debian-docs", text=decode_bytes(Path(path).read_bytes())
            )
        )
        for path in corpus_files()
    ]
    bare = [dataclasses.replace(r, text="") for r in results]
    chars = sum(len(r.text) for r in results)
    print(f"{len(results)} pages, {chars:,} characters of analyzed text")
    times: dict[str, list[float]] = {"without texts": [], "with texts": []}
    sizes: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as folder:
        for round_ in range(args.rounds):
            for name, batch in (("without texts", bare), ("with texts", results)):
                path = Path(folder) / f"{name.replace(' ', '-')}-{round_}.sqlite"
                times[name].append(write(batch, path, config.seg_min_freq))
                sizes[name] = path.stat().st_size
        base_time = statistics.median(times["without texts"])
        for name in times:
            median = statistics.median(times[name])
            print(
                f"{name:>14}: write {median:6.2f} s (median of {args.rounds}; x"
                f"{median / base_time:.2f})  file {sizes[name] / 1e6:6.2f} MB "
                f"(x{sizes[name] / sizes['without texts']:.3f})"
            )
        conn = open_results(Path(folder) / f"with-texts-{args.rounds - 1}.sqlite")
        for word in ("de", "paquete", "cigüeña"):
            start = time.perf_counter()
            lines = concordance(conn, Query(word), sort=("R1",))
            print(
                f"concordance of {word!r}, sorted by R1: {len(lines):,} lines in "
                f"{time.perf_counter() - start:.2f} s"
            )
        conn.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
