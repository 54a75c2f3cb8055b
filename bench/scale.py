"""Archive analysis at scale: one process against a Dask LocalCluster of 2 workers.

The Spanish HTML of Debian's manuals (the corpus of ``bench/analyzer.py``, imported from
there) is packed ``--copies`` times (default 2: ≥ 1 million words in extraction mode
``all``; duplicate detection off, so the copies count) into WARC files with DAWeb's own
snapshot writer, each manual and copy under its own host (8 sites), rotated
every ``--rotate-mb`` MB (several files). Then, alternating ``--rounds`` times:

* **single process**: ``daweb analyze ARCHIVES`` as a :class:`daweb.run.Run` does it — the
  feeder reads the archives, one analyzer analyzes, the results writer writes;
* **LocalCluster, 2 workers**: ``daweb analyze ARCHIVES --workers 2`` as
  :func:`daweb.run.cluster.cluster_run` does it — cluster start, index, partitioned analysis on
  2 worker processes, merge through the one results writer.

Both are timed end to end (run folder created to results file closed; the cluster's start
and stop are timed apart) and their results files are compared (same content). Prints
words/s, the speed-up of the best round of each, the peak RSS of each worker and of the
coordinating process, and memory per worker per million words analyzed.

It also counts the processor time each way spends (this process's threads, plus the
cluster's worker and nanny processes): a run cannot take less wall time than its processor
time divided by the machine's cores, so ``cores × single wall / cluster CPU`` bounds the
speed-up any scheduling of the same work could reach on this machine.

    .venv/bin/python bench/scale.py [--copies 2] [--rounds 2] [--workers 2] [--rotate-mb 8]
                                    [--extraction all|main]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.analyzer import corpus_files  # noqa: E402
from daweb.archive import SnapshotWriter  # noqa: E402
from daweb.events import FetchedDocument  # noqa: E402
from daweb.project import load_project  # noqa: E402
from daweb.run import Run  # noqa: E402
from daweb.run.cluster import cluster_run, dask_client  # noqa: E402
from daweb.store.reading import comparable_content  # noqa: E402

#: Which host each manual is served under (one site per manual and copy).
MANUALS = (("debian-handbook", "handbook"), ("debian-reference", "reference"),
           ("aptitude", "aptitude"), ("freedombox", "freedombox"))


def host_of(path: str, copy: int) -> str:
    """The site a corpus file is archived under."""
    for marker, name in MANUALS:
        if marker in path:
            return f"http://{name}-{copy}.example"
    return f"http://other-{copy}.example"


def pack(folder: Path, copies: int, rotate_mb: int) -> list[Path]:
    """Write the corpus ``copies`` times into WARC files; returns them in name order.

    The sites' pages are interleaved (one page of each site in turn), as a crawl of several
    sites with several retrievers archives them.
    """
    writer = SnapshotWriter(folder, max_bytes=rotate_mb * 1024 * 1024)
    sites: dict[str, list[str]] = {}
    for copy in range(copies):
        for path in corpus_files():
            sites.setdefault(host_of(path, copy), []).append(path)
    queues = list(sites.items())
    while queues:
        for host, paths in queues:
            path = paths.pop(0)
            body = Path(path).read_bytes()
            url = f"{host}/{Path(path).name}"
            writer.write(FetchedDocument(
                url=url, final_url=url, start_url=url, status=200, content_type="text/html",
                charset="", html="", bytes=len(body), fetched_at="2026-11-25T00:00:00+00:00",
                elapsed=0.0, headers=(("Content-Type", "text/html"),),
                status_line="HTTP/1.1 200 OK", body=body))
        queues = [(host, paths) for host, paths in queues if paths]
    writer.close()
    return sorted(folder.glob("*.warc.gz"))


def run_count(run_dir: Path, sql: str) -> int:
    """One number a query reads from a run's results."""
    db = sqlite3.connect(run_dir / "results.sqlite")
    try:
        return db.execute(sql).fetchone()[0]
    finally:
        db.close()


def words_of(run_dir: Path) -> int:
    """Words (tokens) analyzed in a run."""
    return run_count(run_dir, "select sum(tokens) from pages")


def cpu_seconds(processes: list[psutil.Process]) -> float:
    """Processor time (user + system) used so far by this process and ``processes``."""
    used = resource.getrusage(resource.RUSAGE_SELF)
    total = used.ru_utime + used.ru_stime
    for process in processes:
        with contextlib.suppress(psutil.Error):  # a process may have ended meanwhile
            times = process.cpu_times()
            total += times.user + times.system
    return total


def timed_single(project, archives: list[Path], runs: Path) -> tuple[float, float, Path]:
    """One single-process analysis: seconds, processor seconds and run folder."""
    started, cpu = time.perf_counter(), cpu_seconds([])
    finished = Run(project, runs_dir=runs, local_paths=archives).execute()
    assert finished.status == "completed", finished.summary
    return time.perf_counter() - started, cpu_seconds([]) - cpu, Path(finished.run_dir)


def timed_cluster(project, archives: list[Path], runs: Path, workers: int):
    """One analysis on a LocalCluster: (run seconds, processor seconds, cluster start seconds,
    folder, worker statistics, phase seconds). The run alone is timed: it is given the
    cluster's client, so the cluster's start and stop stay out."""
    run = cluster_run(project, workers=workers, runs_dir=runs, local_paths=archives)
    started = time.perf_counter()
    with dask_client(workers) as client:
        start_seconds = time.perf_counter() - started
        run.source.client = client
        # the LocalCluster's nanny and worker processes are this process's descendants
        cluster = psutil.Process().children(recursive=True)
        began, cpu = time.perf_counter(), cpu_seconds(cluster)
        finished = run.execute()
        run_seconds = time.perf_counter() - began
        run_cpu = cpu_seconds(cluster) - cpu
    assert finished.status == "completed", finished.summary
    info = json.loads((Path(finished.run_dir) / "run.json").read_text())
    return (run_seconds, run_cpu, start_seconds, Path(finished.run_dir),
            info["worker_analysis"], info["cluster"].get("seconds", {}))


def main(argv: list[str] | None = None) -> int:
    """Pack the corpus, time both ways alternately, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rotate-mb", type=int, default=8)
    parser.add_argument("--extraction", default="all", choices=("all", "main"),
                        help="the project's extraction mode (default all, as bench/analyzer)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="daweb-scale-") as tmp:
        root = Path(tmp)
        (root / "warc").mkdir()
        archives = pack(root / "warc", args.copies, args.rotate_mb)
        size = sum(a.stat().st_size for a in archives)
        print(f"archive: {len(archives)} WARC files, {size / 1e6:.1f} MB gzipped, "
              f"{args.copies} copies of {len(corpus_files())} pages")
        (root / "p.toml").write_text(
            f'title = "scale"\n[analysis]\nextraction = "{args.extraction}"\n'
            # the copies are the same pages under other hosts: count them all
            '[duplicates]\ndetect = false\n', encoding="utf-8")
        project = load_project(root / "p.toml")
        singles, clusters, starts, single_cpu, cluster_cpu = [], [], [], [], []
        reference = None
        for n in range(args.rounds):
            seconds, cpu, run_dir = timed_single(project, archives, root / f"single-{n}")
            words = words_of(run_dir)
            singles.append(seconds)
            single_cpu.append(cpu)
            print(f"round {n + 1} single process: {words:,} words in {seconds:.2f} s = "
                  f"{words / seconds:,.0f} words/s; CPU {cpu:.2f} s")
            reference = reference or comparable_content(run_dir / "results.sqlite")
            seconds, cpu, start, run_dir, stats, phases = timed_cluster(
                project, archives, root / f"cluster-{n}", args.workers)
            clusters.append(seconds)
            cluster_cpu.append(cpu)
            starts.append(start)
            same = comparable_content(run_dir / "results.sqlite") == reference
            print(f"round {n + 1} LocalCluster, {args.workers} workers: {words:,} words in "
                  f"{seconds:.2f} s = {words / seconds:,.0f} words/s (cluster start "
                  f"{start:.1f} s, not included); CPU {cpu:.2f} s; results identical: {same}")
            print("  phases (s): " + ", ".join(f"{k} {v:.2f}" for k, v in phases.items())
                  + " (triage runs during the merge)")
            for i, worker in enumerate(stats):
                growth = worker["analysis_rss_mb"] - worker["loaded_rss_mb"]
                per_million = growth / max(worker["tokens"] / 1e6, 1e-9)
                print(f"  worker {i + 1}: {worker['pages']} pages, {worker['tokens']:,} words,"
                      f" {worker['tokens'] / worker['busy_seconds']:,.0f} words/s while busy;"
                      f" RSS {worker['loaded_rss_mb']:.0f} MB with lexicons loaded, "
                      f"{worker['analysis_rss_mb']:.0f} MB after its analysis (+{per_million:.0f}"
                      f" MB per million words), peak {worker['peak_rss_mb']:.0f} MB")
            if not same:
                print("ERROR: the distributed results differ from the single-process ones")
                return 1
        best_single, best_cluster = min(singles), min(clusters)
        print(f"BEST single process: {words / best_single:,.0f} words/s; "
              f"LocalCluster {args.workers} workers: {words / best_cluster:,.0f} words/s")
        print(f"SPEED-UP {best_single / best_cluster:.2f}x (run only); "
              f"{best_single / (best_cluster + min(starts)):.2f}x counting the cluster start")
        cores = len(os.sched_getaffinity(0))
        print(f"CPU: single process {min(single_cpu):.2f} s, LocalCluster {min(cluster_cpu):.2f}"
              f" s (this process and the workers; {min(cluster_cpu) / min(single_cpu):.2f}x the "
              f"work); on {cores} cores no scheduling of this work beats "
              f"{cores * best_single / min(cluster_cpu):.2f}x (cores x single wall / cluster CPU)")
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"peak RSS of this (coordinating) process: {peak:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
