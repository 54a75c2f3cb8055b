"""A whole run, in process: the demo site on 127.0.0.1 → distributor → one analyzer → SQLite."""

import gc
import json
import os
import signal
import sqlite3
import threading
import time
from contextlib import closing
from dataclasses import replace
from datetime import date
from importlib import metadata
from pathlib import Path

import pytest
from children import helper_children
from modules import every_module
from sites import write_html_corpus

from analyzers.analyzer import Analyzer
from analyzers.lists import WordListError
from daweb.archive import read_page
from daweb.cli import main as cli_main
from daweb.demo import DemoServer, demo_project_text
from daweb.events import DocumentAnalyzed, RunFinished
from daweb.localfiles import find_files
from daweb.project import load_project, new_project
from daweb.run import Run, feeders
from daweb.run.engine import PACKAGES
from daweb.run.feeders import (
    QUEUE_SIZE,
    READING_QUEUE_SIZE,
    FeedContext,
    Feeder,
    LocalSource,
)
from daweb.run.steps import analyze_document, crawl_depth, page_preparation
from daweb.store.reading import summary

INVENTED = ("desinformatividad", "algoritmocracia", "nanoesporas", "tuitertulia", "criptoahorro")


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory):
    """Run the demo project once; every test of this module reads its results."""
    tmp = tmp_path_factory.mktemp("demo")
    with DemoServer() as server:
        path = tmp / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        events: list = []
        finished = Run(load_project(path), runs_dir=tmp / "runs", on_event=events.append).execute()
        base = server.base_url
    db = sqlite3.connect(_folder(finished) / "results.sqlite")
    yield finished, events, db, base
    db.close()


def test_run_completes_and_records_run_json(demo_run):
    finished, events, _, _ = demo_run
    assert finished.status == "completed", finished.summary
    info = json.loads((_folder(finished) / "run.json").read_text(encoding="utf-8"))
    assert info["status"] == "completed"
    assert info["started_at"] <= info["ended_at"]
    assert info["counts"]["pages"] >= 40
    assert 0 < info["analysis"]["hit_rate"] < 1
    assert {"closed", "spacy", "simplemma"} <= {s["name"] for s in info["lexicon_sources"]}
    # the versions the run records are the installed ones (read from the .dist-info
    # folders' names now, not by importlib.metadata: analyzers/derived_tables.py)
    assert info["packages"] == {name: metadata.version(name) for name in PACKAGES}
    assert (
        (_folder(finished) / "demo.toml")
        .read_text(encoding="utf-8")
        .startswith("# DAWeb project file")
    )
    assert isinstance(events[-1], RunFinished)


def test_the_summary_is_that_of_the_closed_results(demo_run):
    """The run reads its summary while the final indexes are built, before it closes the
    results: what the closed file says must be the same."""
    finished, _, _, _ = demo_run
    closed = summary(_folder(finished) / "results.sqlite")
    assert closed["counts"]["pages"] >= 40 and closed["counts"]["incidents"] > 0
    assert closed["triage"] and closed["top_segments"] and closed["top_candidates"]
    assert {key: finished.summary[key] for key in closed} == closed


def test_pages_exclude_the_cancelled_section_and_robots(demo_run):
    _, _, db, _ = demo_run
    urls = [u for (u,) in db.execute("select final_url from pages")]
    assert len(urls) >= 40
    assert not [u for u in urls if "deportes" in u or "privado" in u]
    charset = db.execute(
        "select charset from pages where url like '%cartas-de-ultramar.html'"
    ).fetchone()[0]
    assert charset.lower() in {"windows-1252", "cp1252", "iso-8859-1", "latin-1"}


def test_known_words_carry_lemmas_and_categories(demo_run):
    _, _, db, _ = demo_run
    lemmas, categories, recognized = (
        db.execute(
            "select lemmas, categories, recognized from words where form = 'casas'"
        ).fetchone()
        or (None,) * 3
    )
    if lemmas is None:  # the demo prose may not use «casas»; any plural noun shows the same
        lemmas, categories, recognized = db.execute(
            "select lemmas, categories, recognized from words where form = 'ciudades'"
        ).fetchone()
    assert recognized == 1 and "NOUN" in categories.split("|")
    assert db.execute("select lemmas from words where form = 'del'").fetchone()[0].split("|") >= [
        "de"
    ]


def test_invented_words_are_unrecognized_with_context(demo_run):
    _, _, db, _ = demo_run
    for form in INVENTED:
        rows = db.execute(
            "select left_context, form, right_context from unrecognized where key = ?", (form,)
        ).fetchall()
        assert len(rows) >= 2, form
        left, _, right = rows[0]
        assert left.strip() and right.strip() and len(left) <= 60 and len(right) <= 60
        assert db.execute("select recognized from words where form = ?", (form,)).fetchone() == (0,)
    for absent in ("remontadismo", "borradorismo"):
        assert db.execute("select count(*) from words where form = ?", (absent,)).fetchone() == (0,)


def test_incidents_name_the_broken_link_robots_and_exclusion(demo_run):
    _, _, db, _ = demo_run
    causes = dict(
        db.execute("select url, cause from incidents where outcome != 'obtained'").fetchall()
    )
    broken = [c for u, c in causes.items() if u.endswith("/cultura/festival-cancelado.html")]
    assert broken == ["http_status"]
    assert "robots_txt" in [c for u, c in causes.items() if "/privado/" in u]
    assert {c for u, c in causes.items() if "deportes" in u} == {"excluded"}


def test_run_tables_match_per_page_tables(demo_run):
    _, _, db, _ = demo_run
    mismatched = db.execute(
        """select count(*) from words w join (
               select word, sum(frequency) f, count(*) n from page_words group by word) p
           on p.word = w.code where p.f != w.frequency or p.n != w.pages"""
    ).fetchone()[0]
    assert mismatched == 0
    assert db.execute("pragma integrity_check").fetchone() == ("ok",)
    assert db.execute("select count(*) from profiles").fetchone()[0] >= 40 * 10 - 50
    assert db.execute("select count(*) from segments where frequency < 3").fetchone() == (0,)


def test_analysis_overlaps_downloads_and_events_arrive(demo_run):
    _, events, _, _ = demo_run
    analyzed = [e for e in events if isinstance(e, DocumentAnalyzed)]
    assert [e.analyzed for e in analyzed] == list(range(1, len(analyzed) + 1))


def test_only_pages_read_from_an_archive_lack_a_crawl_depth(demo_run):
    """Site descriptions place a page by its crawl when it has one (docs/corpus.md): the
    crawl's pages keep their depth, start pages too (0); the same pages read back from the
    run's WARC file, as ``daweb analyze`` reads any crawler's archive, have none."""
    finished, _, db, _ = demo_run
    rows = db.execute("select url, start_url, depth, warc_file, warc_offset from pages")
    depths = []
    for url, start_url, depth, warc_file, offset in rows:
        archived, _ = read_page(_folder(finished) / warc_file, offset)
        assert crawl_depth(archived) is None, url
        crawled = replace(archived, url=url, start_url=start_url, depth=depth)
        assert crawl_depth(crawled) == depth, url  # as a re-analysis queues it
        depths.append(depth)
    assert 0 in depths and max(depths) >= 2


def test_an_archived_page_dates_its_sections_by_its_capture(tmp_path, demo_run):
    """``.FECHA $DD$-$MM$-$YYYY$`` gives the day an archived page was fetched (its
    WARC-Date), and the run's day for a crawled page."""
    finished, _, db, _ = demo_run
    url, start_url, warc_file, offset = db.execute(
        "select url, start_url, warc_file, warc_offset from pages where depth = 1 "
        "and url like '%.html' order by url").fetchone()
    archived, _ = read_page(_folder(finished) / warc_file, offset)
    archived = replace(archived, fetched_at="2019-03-04T10:00:00+00:00")
    project = load_project(_folder(finished) / "demo.toml")
    project.sites = [{"name": "Demo", "index": [{"url": start_url, "links": [
        {"pattern": url.rsplit("/", 1)[-1], "append": [".FECHA $DD$-$MM$-$YYYY$"]}]}]}]
    day = date(2026, 11, 26)
    dates = []
    for folder, doc in (("archive", archived),
                        ("crawl", replace(archived, url=url, start_url=start_url, depth=1))):
        preparation = page_preparation(project, tmp_path / folder, day)
        assert analyze_document(Analyzer(), preparation, doc) is not None
        preparation.close()
        line = (tmp_path / folder / "normalized" / "documents.jsonl").read_text("utf-8")
        dates.append(json.loads(line)["sections"][0])
    assert dates == [{"name": "FECHA", "text": "04-03-2019"},
                     {"name": "FECHA", "text": "26-11-2026"}]


def test_stop_downloads_still_analyzes_what_was_downloaded(tmp_path):
    with DemoServer() as server:
        project = _one_page_at_a_time(server, tmp_path)
        run_holder: dict = {}

        def stop_after_three(event):
            if isinstance(event, DocumentAnalyzed) and event.analyzed == 3:
                run_holder["run"].stop_downloads()

        run = Run(project, runs_dir=tmp_path / "runs", on_event=stop_after_three)
        run_holder["run"] = run
        finished = run.execute()
    assert finished.status == "stopped-downloads"
    with sqlite3.connect(_folder(finished) / "results.sqlite") as db:
        pages = db.execute("select count(*) from pages").fetchone()[0]
        not_attempted = db.execute(
            "select count(*) from incidents where outcome = 'not_attempted'"
        ).fetchone()[0]
    assert 3 <= pages < 40
    assert not_attempted > 0
    assert not [t for t in threading.enumerate() if t.name.startswith("daweb")]


def test_a_crawl_process_killed_mid_run_crashes_the_run_and_keeps_its_pages(tmp_path):
    with DemoServer() as server:
        project = _one_page_at_a_time(server, tmp_path)

        def kill_after_three(event):  # the crawl runs in the run's only child process
            if isinstance(event, DocumentAnalyzed) and event.analyzed == 3:
                os.kill(helper_children()[0].pid, signal.SIGKILL)

        finished = Run(project, runs_dir=tmp_path / "runs", on_event=kill_after_three).execute()
    assert finished.status == "crashed"
    assert "crawl's process ended unexpectedly (exit code -9)" in finished.summary["error"]
    with sqlite3.connect(_folder(finished) / "results.sqlite") as db:
        assert 3 <= db.execute("select count(*) from pages").fetchone()[0] < 40
    assert not helper_children()


def _one_page_at_a_time(server: DemoServer, tmp_path: Path):
    """The demo project crawled by one retriever with a delay: a run stopped or broken
    after a few pages has not fetched them all."""
    path = tmp_path / "demo.toml"
    path.write_text(demo_project_text(server.base_url), encoding="utf-8")
    project = load_project(path)
    project.crawl.retrievers = 1
    project.crawl.delay = 0.05
    return project


def _folder(finished: RunFinished) -> Path:
    return Path(finished.run_dir)


def test_refuse_private_addresses_from_the_project_file(tmp_path):
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        text = demo_project_text(server.base_url, {"crawl": "refuse_private = true"})
        path.write_text(text, encoding="utf-8")
        finished = Run(load_project(path), runs_dir=tmp_path / "runs").execute()
    with sqlite3.connect(_folder(finished) / "results.sqlite") as db:
        assert db.execute("select count(*) from pages").fetchone() == (0,)
        causes = {c for (c,) in db.execute("select cause from incidents")}
    assert causes == {"private_address"}


def test_lemma_cache_persists_between_runs_of_a_project(tmp_path):
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        text = demo_project_text(server.base_url, {"analysis": "persist_cache = true"})
        path.write_text(text, encoding="utf-8")
        first = Run(load_project(path), runs_dir=tmp_path / "runs").execute()
        second = Run(load_project(path), runs_dir=tmp_path / "runs").execute()
    assert list((tmp_path / "runs").glob(".lemma-cache.es.*"))
    hits = [
        json.loads((_folder(f) / "run.json").read_text(encoding="utf-8"))["analysis"]
        for f in (first, second)
    ]
    # the second run finds every form of the first in the persisted cache
    assert hits[1]["cache_misses"] < hits[0]["cache_misses"] / 10


def test_a_damaged_lemma_cache_costs_time_not_the_run(tmp_path):
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        path.write_text(demo_project_text(server.base_url, {"analysis": "persist_cache = true"}),
                        encoding="utf-8")
        first = Run(load_project(path), runs_dir=tmp_path / "runs").execute()
        (cache,) = (tmp_path / "runs").glob(".lemma-cache.es.*")
        cache.write_bytes(cache.read_bytes()[:100])  # cut short, as by a full disk
        second = Run(load_project(path), runs_dir=tmp_path / "runs").execute()
    runs = [json.loads((_folder(f) / "run.json").read_text(encoding="utf-8"))
            for f in (first, second)]
    assert runs[1]["status"] == runs[0]["status"] == "completed"
    # nothing loaded: the second run analyzes every form again, and saves a good cache
    assert runs[1]["analysis"]["cache_misses"] == runs[0]["analysis"]["cache_misses"]
    assert json.loads(cache.read_text(encoding="utf-8"))["forms"]


# A run of a local corpus under a file-size limit, which stands in for a full disk (CI runs
# as root, so chmod cannot): the results file refuses a page mid-way and the run crashes.
FULL_DISK_RUN = """
import json, resource, signal, sys
from pathlib import Path
from daweb.project import new_project
from daweb.run import Run

corpus, runs = Path(sys.argv[1]), Path(sys.argv[2])
project = new_project("Disco lleno", [])
project.outputs.collocations = project.outputs.regimes = True
project.collocations.min_node_freq = project.collocations.min_freq = 2
project.duplicates.detect = False
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead
resource.setrlimit(resource.RLIMIT_FSIZE, (2_000_000, 2_000_000))
finished = Run(project, runs_dir=runs, local_paths=[corpus]).execute()
print(json.dumps([finished.status, finished.summary["error"]]))
"""


def test_a_crashed_run_keeps_the_collocations_of_what_it_analyzed(tmp_path):
    import subprocess
    import sys

    corpus = write_html_corpus(tmp_path / "corpus", 400, lambda i: " ".join(
        f"El vecino{i}x{j} piensa en la casa grande." for j in range(150)))
    done = subprocess.run([sys.executable, "-c", FULL_DISK_RUN, str(corpus), str(tmp_path)],
                          capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr
    status, error = json.loads(done.stdout.splitlines()[-1])
    assert status == "crashed" and "disk I/O error" in error
    [results] = tmp_path.glob("disco-lleno_*/results.sqlite")
    with sqlite3.connect(results) as db:
        pages = db.execute("select count(*) from pages").fetchone()[0]
        assert 1 < pages < 400

        def analyzed(form):  # occurrences in the pages the file kept
            return db.execute("select sum(p.frequency) from page_words p join words w "
                              "on w.code = p.word where w.form = ?", (form,)).fetchone()[0]

        assert analyzed("casa") == 150 * pages
        node, collocate, frequency = db.execute(
            "select node_frequency, collocate_frequency, frequency from collocations "
            "where node = 'casa' and collocate = 'grande'").fetchone()
        assert node == analyzed("casa") and collocate == analyzed("grande")
        assert frequency >= 150 * pages
        regime = db.execute("select frequency from regimes where lemma = 'pensar' and "
                            "preposition = 'en'").fetchone()
        assert regime == (analyzed("piensa"),)


def test_results_are_the_same_without_snapshots(tmp_path):
    tables = {
        "pages": "select url, status, charset, bytes, tokens from pages order by url",
        "words": "select form, frequency, pages from words order by form",
        "incidents": "select url, outcome, cause from incidents order by url, cause",
        "unrecognized": "select form, left_context, right_context, triage from unrecognized "
                        "order by 1, 2, 3",
    }
    found = {}
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        for snapshots in (True, False):
            project = load_project(path)
            project.crawl.snapshots = snapshots
            project.crawl.retrievers = 1  # pages in the same order: duplicates are the same
            finished = Run(project, runs_dir=tmp_path / str(snapshots)).execute()
            assert finished.status == "completed"
            with sqlite3.connect(_folder(finished) / "results.sqlite") as db:
                found[snapshots] = {name: db.execute(sql).fetchall()
                                    for name, sql in tables.items()}
            warcs = list(_folder(finished).glob("*.warc.gz"))
            assert bool(warcs) is snapshots
    assert found[True]["pages"] and found[True] == found[False]


def test_a_list_file_validate_rejects_refuses_the_run_before_its_folder(tmp_path, capsys):
    """The GUI can open such a project (to fix it); running it makes no empty run folder."""
    (tmp_path / "vacias.txt").write_bytes("de\nla\naquí\n".encode("latin-1"))
    path = tmp_path / "prensa.toml"
    path.write_text('schema = 1\ntitle = "Prensa"\n[[start]]\nurl = "http://127.0.0.1:9/"\n'
                    '[lists]\nmode = "stopwords"\nfile = "vacias.txt"\n', encoding="utf-8")
    project = load_project(path)  # loading keeps working
    with pytest.raises(WordListError) as refused:
        Run(project)
    message = str(refused.value)
    assert message.startswith(f"{tmp_path / 'vacias.txt'}:3: not UTF-8 text (byte 0xed")
    assert not (tmp_path / "runs").exists()
    assert cli_main(["validate", str(path)]) == 2  # a user error (daweb/cli/)
    assert capsys.readouterr().err == f"daweb: {message}\n"


def test_the_triage_reads_each_occurrence_in_its_context(tmp_path):
    """An English word in an English passage of a Spanish page is foreign, not a misspelt
    Spanish word: the run hands the triage the occurrences' contexts (docs/neologisms.md)."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "manual.html").write_text(
        "<p>El manual explica la instalación del sistema.</p>"
        "<p>To check the version of the package, run the command with the version option "
        "and read the output.</p><p>La versión instalada es la última.</p>", encoding="utf-8")
    project = new_project("manual")
    project.analysis.other_languages = "analyze"  # the English block analyzed as Spanish
    finished = Run(project, runs_dir=tmp_path / "runs", local_paths=[corpus]).execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(_folder(finished) / "results.sqlite")
    tags = dict(db.execute("select distinct key, triage from unrecognized"))
    db.close()
    assert tags["version"] == "likely foreign"  # without its context: "likely typo: versión"
    # by default the English block is counted apart and none of its words is a candidate
    finished = Run(new_project("manual"), runs_dir=tmp_path / "runs2",
                   local_paths=[corpus]).execute()
    assert finished.summary["other_languages"] == [("en", 18)]  # its 18 words
    db = sqlite3.connect(_folder(finished) / "results.sqlite")
    assert not db.execute("select count(*) from unrecognized where key = 'version'"
                          ).fetchone()[0]
    db.close()


def test_a_page_main_mode_fails_on_is_kept_whole_with_an_incident(tmp_path, monkeypatch):
    """Issue 16: a page the main-content extraction cannot handle is analyzed with all its
    text, and the incident report says so, instead of being lost to the analysis."""
    import analyzers.extract

    def broken(*args, **kwargs):
        raise RecursionError("a page main mode cannot handle")

    monkeypatch.setattr(analyzers.extract, "_extract_main", broken)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "rara.html").write_text("<nav>Inicio</nav><p>El texto de la página.</p>",
                                      encoding="utf-8")
    finished = Run(new_project("rara"), runs_dir=tmp_path / "runs",
                   local_paths=[corpus]).execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(_folder(finished) / "results.sqlite")
    words = {w for (w,) in db.execute("select form from words")}
    incidents = db.execute("select outcome, cause, detail from incidents").fetchall()
    db.close()
    assert {"inicio", "texto"} <= words  # all the text, the menu too
    assert ("obtained", "analysis_error",
            'extraction "main" failed (RecursionError: a page main mode cannot handle); '
            "all text kept") in incidents



@pytest.mark.parametrize("command, status", [("stop_downloads", "stopped-downloads"),
                                             ("finish", "finished-early")])
def test_a_stop_before_the_feeder_starts_ends_the_run_cleanly(tmp_path, command, status):
    """Issue 20: a command that comes before the crawl's distributor exists is handed to
    it as it starts; the run ends as asked, its results file written and closed."""
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        run = Run(load_project(path), runs_dir=tmp_path / "runs")
        getattr(run, command)()
        finished = run.execute()
    assert finished.status == status, finished.summary
    info = json.loads((_folder(finished) / "run.json").read_text(encoding="utf-8"))
    assert info["status"] == status and info["crawl"]["obtained"] <= 1
    with sqlite3.connect(_folder(finished) / "results.sqlite") as db:
        assert db.execute("pragma integrity_check").fetchone() == ("ok",)
        assert db.execute("select count(*) from pages").fetchone()[0] <= 1
    assert not [t for t in threading.enumerate() if t.name.startswith("daweb")]


def test_a_stop_while_the_feeder_is_made_reaches_it(tmp_path):
    """The command and the feeder's creation race: a stop that comes while the source
    makes its feeder (here: from inside it) still stops the reading."""
    corpus = write_html_corpus(tmp_path / "corpus", 30, lambda i: f"La página {i} del corpus.")
    holder: dict[str, Run] = {}

    class StoppedWhileMade(LocalSource):
        def feeder(self, context: FeedContext) -> Feeder:
            made = super().feeder(context)
            holder["run"].stop_downloads()  # before the run knows its feeder
            return made

    run = Run(new_project("carrera"), runs_dir=tmp_path / "runs",
              source=StoppedWhileMade(find_files([corpus])))
    holder["run"] = run
    finished = run.execute()
    assert finished.status == "stopped-downloads", finished.summary
    assert finished.summary["counts"]["pages"] == 0
    info = json.loads((_folder(finished) / "run.json").read_text(encoding="utf-8"))
    assert info["crawl"]["reason"] == "stopped-downloads"
    assert info["crawl"]["not_attempted"] == 30


def test_a_listener_that_raises_does_not_break_the_run(tmp_path):
    """Issue 20: a listener's exception is reported (log, run.json) and the run goes on;
    the other listeners still get every event."""
    corpus = write_html_corpus(tmp_path / "corpus", 12, lambda i: f"El texto número {i}.")

    def broken(event: object) -> None:
        if isinstance(event, DocumentAnalyzed | RunFinished):
            raise RuntimeError("the progress bar fell over")

    seen: list[object] = []
    run = Run(new_project("oyentes"), runs_dir=tmp_path / "runs", local_paths=[corpus],
              on_event=broken)
    run.bus.subscribe(seen.append)
    finished = run.execute()
    assert finished.status == "completed", finished.summary
    assert finished.summary["counts"]["pages"] == 12
    assert len([e for e in seen if isinstance(e, DocumentAnalyzed)]) == 12
    assert isinstance(seen[-1], RunFinished)
    info = json.loads((_folder(finished) / "run.json").read_text(encoding="utf-8"))
    assert info["listener_errors"]["count"] == 12  # RunFinished comes after run.json
    assert info["listener_errors"]["first"][0].endswith(
        "on DocumentAnalyzed: RuntimeError: the progress bar fell over")
    assert run.bus.error_count == 13


def test_no_kind_of_run_subclasses_the_engine() -> None:
    # Re-analysis and the cluster are sources and step lists (daweb/run/), not subclasses
    # that override Run's private methods: a new kind of run composes, too.
    import daweb
    from daweb.run.engine import Run

    list(every_module(daweb))
    assert Run.__subclasses__() == []


def _tables(results: Path) -> dict[str, list[tuple]]:
    """Every table of a results file, rows sorted, the columns that hold times left out."""
    timed = {"fetched_at", "elapsed", "analyzed_at", "recorded_at"}
    with sqlite3.connect(results) as db:
        names = [n for (n,) in db.execute("select name from sqlite_master where type = 'table'")]
        tables = {}
        for name in names:
            columns = [c[1] for c in db.execute(f"pragma table_info({name})")
                       if c[1] not in timed]
            rows = db.execute(f"select {', '.join(columns)} from {name}").fetchall()
            tables[name] = sorted(rows, key=repr)
    return tables


def _extractions_here(monkeypatch) -> list[str]:
    """The pages extracted in this process (the run's), by their first block."""
    import analyzers.page_text

    done: list[str] = []
    real = analyzers.page_text.PageExtraction.__call__

    def counted(self, text: str, is_html: bool):
        page = real(self, text, is_html)
        done.append(page.extracted.blocks[0] if page.extracted.blocks else "")
        return page

    monkeypatch.setattr(analyzers.page_text.PageExtraction, "__call__", counted)
    return done


def _mixed_corpus(folder: Path) -> Path:
    """Pages with a menu on every page (a site template), Spanish text, an English
    paragraph (left out, its words counted) and a new word in context."""
    folder.mkdir(parents=True)
    for i in range(12):
        (folder / f"{i:02}.html").write_text(
            f"<html><head><title>Página {i}</title></head><body><nav>Inicio · Contacto</nav>"
            f"<p>El vecino número {i} piensa en la casa grande y los gatos duermen.</p>"
            "<p>The quick brown fox jumps over the lazy dog every single morning.</p>"
            f"<p>Los lingüistas estudian el tuiteo{i % 3} de la red.</p></body></html>",
            encoding="utf-8")
    return folder


def test_local_files_extracted_in_the_reading_process_give_the_same_results(
        tmp_path, monkeypatch):
    """Issue 21: with a corpus past the threshold, the files are read and extracted (block
    languages included) in the reading process, not in the run's; the results are those
    of the run that extracts them itself."""
    import analyzers.analyzer
    import daweb.run.feeders
    from analyzers.duplicates import DuplicateDetector

    corpus = _mixed_corpus(tmp_path / "corpus")
    long = " ".join(f"La frase {n} del informe habla del tuiteo, del vecino y de la red."
                    for n in range(40))
    for name, text in (("long", long), ("near", long + " Fin."), ("copy", long)):
        (corpus / f"{name}.html").write_text(f"<html><body><p>{text}</p></body></html>",
                                             encoding="utf-8")
    here = _extractions_here(monkeypatch)
    fingerprinted = []  # the pages the run's process fingerprinted itself
    real = DuplicateDetector.fingerprint
    monkeypatch.setattr(DuplicateDetector, "fingerprint",
                        lambda self, page: fingerprinted.append(page) or real(self, page))
    from daweb.crawl.process import FeederProcess
    from daweb.store.committer import Committer

    started = []  # the run's processes, as they start
    for kind, name in ((FeederProcess, "reading"), (Committer, "committing")):
        monkeypatch.setattr(kind, "start", lambda self, real=kind.start, name=name: (
            started.append(name) if self._process.pid is None else None, real(self))[1])
    profiled = []  # and profiled
    real_profile = analyzers.analyzer.kept_profile
    monkeypatch.setattr(analyzers.analyzer, "kept_profile",
                        lambda *args: profiled.append(args) or real_profile(*args))
    monkeypatch.setattr(daweb.run.feeders, "READING_PROCESS_BYTES", 0)
    in_child = Run(new_project("mixto"), runs_dir=tmp_path / "a", local_paths=[corpus]).execute()
    assert in_child.status == "completed", in_child.summary
    assert here == []  # no page was extracted in the run's process
    assert fingerprinted == profiled == []  # nor fingerprinted, nor profiled: the child did
    assert started == ["reading", "committing"]  # the reading first: the first page waits
    monkeypatch.setattr(daweb.run.feeders, "READING_PROCESS_BYTES", 10**12)
    in_run = Run(new_project("mixto"), runs_dir=tmp_path / "b", local_paths=[corpus]).execute()
    assert len(here) == 15  # the small corpus: read and extracted in the run's process
    assert (len(fingerprinted), len(profiled)) == (15, 13)  # the two copies: not profiled
    assert in_child.summary["other_languages"] == in_run.summary["other_languages"] != []
    a = _tables(_folder(in_child) / "results.sqlite")
    b = _tables(_folder(in_run) / "results.sqlite")
    assert a.keys() == b.keys()
    for name in a:
        if name != "run_info":  # the run's own name and folder
            assert a[name] == b[name], name
    assert a["page_languages"] and a["unrecognized"]
    # an exact copy and a near one, told by the fingerprints made in the child
    assert sorted(kind for *_, kind, _, _ in a["duplicates"]) == ["exact", "near"]


def test_site_rules_keep_the_extraction_in_the_run_s_process(tmp_path, monkeypatch):
    """Issue 21: when the content filter rewrites the pages before the analyzer reads
    them, the reading process does not extract them: the analyzer extracts what the
    filter left."""
    import daweb.run.feeders
    from daweb.project import FilterOptions

    corpus = _mixed_corpus(tmp_path / "corpus")
    here = _extractions_here(monkeypatch)
    monkeypatch.setattr(daweb.run.feeders, "READING_PROCESS_BYTES", 0)
    project = new_project("filtrado")
    project.filter = FilterOptions(criterion="vecino")
    finished = Run(project, runs_dir=tmp_path / "runs", local_paths=[corpus]).execute()
    assert finished.status == "completed", finished.summary
    assert len(here) == 12  # every page, extracted here after the filter
    with sqlite3.connect(_folder(finished) / "results.sqlite") as db:
        words = {w for (w,) in db.execute("select form from words")}
    assert "vecino" in words and "lingüistas" not in words  # only the matching paragraph


def test_start_up_s_objects_are_frozen_for_the_run_and_thawed_after(tmp_path):
    """Issue 21: what the run made before its first page is exempt from the collector
    while the pages go (gc.freeze), and a later run in the same process starts afresh."""
    frozen: list[int] = []

    def on_event(event: object) -> None:
        if isinstance(event, DocumentAnalyzed):
            frozen.append(gc.get_freeze_count())

    corpus = _mixed_corpus(tmp_path / "corpus")
    finished = Run(new_project("congelado"), runs_dir=tmp_path / "runs",
                   local_paths=[corpus], on_event=on_event).execute()
    assert finished.status == "completed", finished.summary
    assert len(frozen) == 12 and min(frozen) > 10_000  # the lexicon's and model's objects
    assert gc.get_freeze_count() == 0


def test_files_commit_in_the_background_and_a_crawl_in_its_process_alike(tmp_path,
                                                                           monkeypatch):
    """Issue 21: the pages of a corpus big enough to be read in a process of its own are
    committed by the writer's own process (the reading leaves the second core free); a
    small corpus's and a crawl's by the run's process (the crawl keeps that core busy);
    either way the results are the same."""
    from daweb.run import engine, feeders
    from daweb.store.writer import ResultsWriter

    made: list[bool] = []

    class Recorded(ResultsWriter):
        def __init__(self, *args, background: bool = False, **kwargs) -> None:
            made.append(background)
            super().__init__(*args, background=background, **kwargs)

    monkeypatch.setattr(engine, "ResultsWriter", Recorded)
    corpus = write_html_corpus(tmp_path / "corpus", 40, lambda i: (
        f"La página {i} del corpus habla del canto {i % 7} y de la casa {i % 3}; "
        f"el webcómic número {i} nos criptoahorra."))
    tables = ("SELECT url, tokens, types FROM pages ORDER BY id",
              "SELECT code, form, frequency, pages FROM words ORDER BY code",
              "SELECT page, word, frequency FROM page_words ORDER BY 1, 2",
              "SELECT page, segment, frequency FROM page_segments ORDER BY 1, 2",
              "SELECT page, word, form, left_context, triage FROM unrecognized ORDER BY id")
    found = []
    for background in (True, False):
        # a corpus of that size or more is read in a process, and committed in another
        monkeypatch.setattr(feeders, "READING_PROCESS_BYTES", 0 if background else 10**9)
        finished = Run(new_project("corpus"), runs_dir=tmp_path / f"runs-{background}",
                       local_paths=[corpus]).execute()
        assert finished.status == "completed", finished.summary
        with closing(sqlite3.connect(_folder(finished) / "results.sqlite")) as db:
            found.append([db.execute(sql).fetchall() for sql in tables])
    assert made == [True, False]
    assert found[0][0] and found[0][3] and found[0] == found[1]
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        assert Run(load_project(path), runs_dir=tmp_path / "crawl").execute().status \
            == "completed"
    assert made == [True, False, False]


def test_the_neology_database_gets_the_status_the_run_ends_with(tmp_path, monkeypatch):
    """The run adds itself to its project's neology database while the results' indexes
    build, before its run.json says how it ended: the database still gets that status,
    and the one a failure at the very end turns it into."""
    from daweb.neology.database import database_path
    from daweb.store.reading import ResultsError
    from daweb.store.writer import ResultsWriter

    corpus = write_html_corpus(tmp_path / "corpus", 5, lambda i: (
        f"Los vecinos del barrio {i} hablan de la tuitertulia y del criptoahorro."))
    project = new_project("Observatorio")
    close = ResultsWriter.close

    def failing(writer: ResultsWriter) -> None:
        close(writer)
        raise ResultsError("the disk is full")

    statuses = []
    for fails in (False, True):
        if fails:
            monkeypatch.setattr(ResultsWriter, "close", failing)
        finished = Run(project, runs_dir=tmp_path / "runs", local_paths=[corpus]).execute()
        assert "neology_error" not in finished.summary
        statuses.append(finished.status)
    assert statuses == ["completed", "crashed"]
    with closing(sqlite3.connect(database_path(tmp_path / "runs", project.title))) as db:
        assert [s for (s,) in db.execute("SELECT status FROM runs ORDER BY started_at, run")
                ] == statuses
        assert db.execute("SELECT COUNT(DISTINCT run) FROM frequencies WHERE form = "
                          "'tuitertulia'").fetchone()[0] == 2


def test_the_reading_of_files_may_run_further_ahead_than_a_crawl(tmp_path, monkeypatch):
    """The run's queue holds READING_QUEUE_SIZE documents read from files, QUEUE_SIZE
    fetched ones: while the analyzer is held on its first page, the reading fills it past a
    crawl's bound (the reading process then ends sooner, docs/benchmarks.md)."""
    pages = QUEUE_SIZE + 36
    corpus = write_html_corpus(tmp_path / "corpus", pages,
                               lambda i: f"La página {i} habla del río y de la montaña.")
    run = Run(new_project("adelante"), runs_dir=tmp_path / "runs", local_paths=[corpus])
    assert run._documents.maxsize == READING_QUEUE_SIZE > pages
    assert Run(new_project("sitio"), runs_dir=tmp_path / "runs2")._documents.maxsize == \
        QUEUE_SIZE
    # large pages: a crawl's room (the pages waiting stay in the run's process)
    monkeypatch.setattr(feeders, "READING_QUEUE_BYTES", 10 * (corpus / "000.html").stat().st_size)
    assert Run(new_project("libros"), runs_dir=tmp_path / "runs3",
               local_paths=[corpus])._documents.maxsize == QUEUE_SIZE
    monkeypatch.undo()
    waiting: list[int] = []
    count = Analyzer.count

    def held(self, doc):
        if not waiting:  # the first page: wait until the reading has queued the others
            deadline = time.monotonic() + 30
            while run._documents.qsize() < pages - 1 and time.monotonic() < deadline:
                time.sleep(0.01)
            waiting.append(run._documents.qsize())
        return count(self, doc)

    monkeypatch.setattr(Analyzer, "count", held)
    finished = run.execute()
    assert finished.status == "completed", finished.summary
    assert waiting[0] >= pages - 1 > QUEUE_SIZE  # more than a crawl's queue holds
    assert finished.summary["counts"]["pages"] == pages


def _lt_procs() -> set[int]:
    """The process ids of this process's lt-proc children."""
    import psutil

    return {p.pid for p in psutil.Process().children(recursive=True) if p.name() == "lt-proc"}


def test_the_recognizer_ends_in_the_background_once_the_triage_is_done(tmp_path, monkeypatch):
    """Issue 21: lt-proc takes ~15 ms to exit; the run closes its recognizer in a thread of
    its own once the triage, its last user, is done, and the run's statistics are taken
    before (they read the prepared analyses' hits, which closing forgets)."""
    from analyzers.morphology import Recognizer

    closes: list[tuple[str, int | None, bool]] = []
    original = Recognizer.close

    def close(self: Recognizer) -> None:
        prepared = self.prepared
        closes.append((threading.current_thread().name,
                       prepared.hits if prepared is not None else None, self.uses_apertium))
        original(self)

    monkeypatch.setattr(Recognizer, "close", close)
    corpus = _mixed_corpus(tmp_path / "corpus")
    earlier = _lt_procs()  # an earlier test's recognizer may not be collected yet
    finished = Run(new_project("cierre"), runs_dir=tmp_path / "runs",
                   local_paths=[corpus]).execute()
    assert finished.status == "completed", finished.summary
    name, hits, apertium = closes[0]
    assert name == "daweb-recognizer-end"
    info = json.loads((_folder(finished) / "run.json").read_text(encoding="utf-8"))
    assert info["analysis"]["prepared_hits"] == (hits or 0)
    # the run's own close comes after the thread's and finds nothing left to end
    assert len(closes) == 2 and closes[1][0] == threading.current_thread().name
    assert closes[1][1:] == (None, False)
    assert "daweb-recognizer-end" not in {t.name for t in threading.enumerate()}
    if apertium:
        assert _lt_procs() <= earlier  # the run's own lt-proc has ended
