"""Re-analysis of a crawled run's snapshots: same results with the same settings, the
expected difference after a lexicon change, and no network at all."""

import json
import shutil
import sqlite3
from datetime import date, datetime
from pathlib import Path

import pytest

import analyzers.morphology as morphology
from daweb.demo import DemoServer, demo_project_text
from daweb.project import load_project
from daweb.run import Run
from daweb.run.feeders import CrawlSource
from daweb.run.reanalysis import (
    DERIVED_FROM,
    ReanalysisError,
    SnapshotSource,
    reanalysis_project,
    reanalysis_run,
)
from daweb.store.reading import comparable_content
from gui.viewer.compare import compare_runs

INVENTED = "desinformatividad"


@pytest.fixture(scope="module")
def crawled(tmp_path_factory):
    """A demo-site run with snapshots; the server is gone before any re-analysis starts."""
    tmp = tmp_path_factory.mktemp("crawl")
    with DemoServer() as server:
        path = tmp / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        finished = Run(load_project(path), runs_dir=tmp / "runs").execute()
    assert finished.status == "completed"
    return Path(finished.run_dir)


def test_unchanged_settings_give_identical_results(crawled):
    finished = reanalysis_run(reanalysis_project(crawled), crawled).execute()
    assert finished.status == "completed", finished.summary
    again = Path(finished.run_dir)
    assert again.parent == crawled.parent and again != crawled
    before = comparable_content(crawled / "results.sqlite", ["warc_file"])
    after = comparable_content(again / "results.sqlite", ["warc_file"])
    assert len(before["pages"]) >= 40 and before["unrecognized"] and before["segments"]
    for table in before:
        assert after[table] == before[table], table
    db = sqlite3.connect(again / "results.sqlite")
    info = dict(db.execute("select key, value from run_info"))
    warc = db.execute("select warc_file from pages limit 1").fetchone()[0]
    db.close()
    assert info[DERIVED_FROM] == str(crawled)
    assert json.loads((again / "run.json").read_text(encoding="utf-8"))[DERIVED_FROM] == str(
        crawled)
    assert (again / warc).resolve() == (crawled / "pages.warc.gz").resolve()
    assert not list(again.glob("*.warc*")), "a re-analysis archives nothing new"


def test_a_word_added_to_the_user_lexicon_is_recognized_after(crawled, tmp_path, monkeypatch):
    lexicons = tmp_path / "lexicons"
    shutil.copytree(morphology.LEXICON_DIR, lexicons)
    with open(lexicons / "user.es.tsv", "a", encoding="utf-8") as user:
        user.write(f"\n{INVENTED}\t{INVENTED}\tNOUN\n")
    monkeypatch.setattr(morphology, "LEXICON_DIR", lexicons)
    finished = reanalysis_run(reanalysis_project(crawled), crawled,
                          runs_dir=tmp_path / "runs").execute()
    assert finished.status == "completed"
    changes = compare_runs(crawled / "results.sqlite", Path(finished.run_dir) / "results.sqlite")
    assert [form for form, _ in changes["candidates_lost"]] == [INVENTED]
    assert not changes["words_gained"] and not changes["words_lost"]
    assert not changes["changes"]
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    row = db.execute("select recognized, lemmas from words where form = ?", (INVENTED,))
    assert row.fetchone() == (1, INVENTED)
    db.close()


def test_a_run_without_snapshots_is_refused(tmp_path):
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        text = demo_project_text(server.base_url, {"crawl": "snapshots = false"})
        path.write_text(text, encoding="utf-8")
        project = load_project(path)
        project.crawl.max_pages = 3
        finished = Run(project, runs_dir=tmp_path / "runs").execute()
    with pytest.raises(ReanalysisError, match="kept no page snapshots.*run the project again"):
        reanalysis_run(project, Path(finished.run_dir))
    assert len([p for p in (tmp_path / "runs").iterdir() if p.is_dir()]) == 1


def test_a_missing_snapshot_file_becomes_an_incident(crawled, tmp_path):
    copy = tmp_path / crawled.name
    shutil.copytree(crawled, copy)
    (copy / "pages.warc.gz").write_bytes(b"")
    finished = reanalysis_run(reanalysis_project(copy), copy).execute()
    assert finished.status == "completed"
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    details = [d for (d,) in db.execute(
        "select detail from incidents where detail like 're-analysis:%'")]
    db.close()
    assert details and "pages.warc.gz" in details[0]


def test_site_rule_dates_are_the_source_runs(crawled, tmp_path):
    """$YYYY$ $MM$ $DD$ of site descriptions stand for the day the source run was made."""
    copy = tmp_path / "runs" / crawled.name
    shutil.copytree(crawled, copy)
    info = json.loads((copy / "run.json").read_text(encoding="utf-8"))
    info["started_at"] = "2001-02-03T04:05:06+00:00"
    (copy / "run.json").write_text(json.dumps(info), encoding="utf-8")
    today = datetime.now().astimezone()
    assert SnapshotSource(copy).run_date(today) == date(2001, 2, 3)
    assert CrawlSource().run_date(today) == today.date()


def test_a_stop_before_the_snapshot_reader_starts_ends_the_run_cleanly(crawled, tmp_path):
    """Issue 20: a stop given before the re-analysis's feeder exists used to be lost (the
    whole run was re-analyzed); now the reader stops at once, the original incidents are
    reported and the results file is written and closed."""
    run = reanalysis_run(reanalysis_project(crawled), crawled, runs_dir=tmp_path / "runs")
    run.stop_downloads()
    finished = run.execute()
    assert finished.status == "stopped-downloads", finished.summary
    info = json.loads((Path(finished.run_dir) / "run.json").read_text(encoding="utf-8"))
    assert info["crawl"]["reason"] == "stopped-downloads" and info["crawl"]["obtained"] == 0
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    assert db.execute("select count(*) from pages").fetchone()[0] == 0
    assert db.execute("select count(*) from incidents").fetchone()[0] > 0
    assert dict(db.execute("select key, value from run_info"))[DERIVED_FROM] == str(crawled)
    db.close()
