"""The neology database (daweb/neology/database.py) over three real runs of a project whose
site changes between them (a CorpusSite on 127.0.0.1), reviewed between runs through the
command line, then re-analyzed: first attestation, per-run frequencies, a rejected known word
recognized by the next run, an accepted neologism followed and no longer pending, decisions
that survive ``daweb reanalyze`` and a rebuild."""

import io
import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from sites import CorpusSite

from daweb.cli import main
from daweb.console import print_summary
from daweb.neology.database import (
    CANDIDATE_KINDS,
    CONTEXTS_PER_RUN,
    FOLLOWED,
    connect,
    database_path,
    project_runs,
    rebuild,
    record_run,
)
from daweb.neology.follow import candidates, gone_quiet, multiword, rising, series
from daweb.project import load_project
from daweb.run import Run
from daweb.store.reading import open_results, summary

HTML = "text/html; charset=utf-8"
#: Candidates (no dictionary knows them): a known word for the review to teach, a neologism
#: to accept, one first seen in the second run, one seen only in the first.
KNOWN, NEOLOGISM, LATE, ONCE = "zascandileras", "flurpineo", "gorblantes", "trumboleas"
#: Known words in a sequence the second run brings: a multiword candidate.
PHRASE = "inteligencia artificial generativa"


def _page(title: str, text: str, links: tuple[str, ...] = ()) -> str:
    nav = "".join(f'<a href="{href}">{href}</a> ' for href in links)
    return (f"<html lang='es'><head><title>{title}</title></head><body><article><h1>{title}"
            f"</h1><p>{text}</p></article><nav>{nav}</nav></body></html>")


def _site(version: int) -> dict[str, tuple[str, str]]:
    """The site as each run finds it: the neologism spreads, the late word arrives."""
    uses = {1: 1, 2: 2, 3: 6}[version]
    front = ("Los vecinos del barrio hablan de las " + KNOWN + " del mercado. "
             + " ".join(["Todos comentan el " + NEOLOGISM + " de la plaza."] * uses))
    docs = {
        "/": (HTML, _page("Portada", front, ("/a", "/b"))),
        "/a": (HTML, _page("Mercado", "El mercado abre los sábados por la mañana y cierra "
                           "a mediodía. Las " + KNOWN + " venden fruta.")),
        "/b": (HTML, _page("Obras", "Las obras del puente terminan en marzo.")),
    }
    if version == 1:
        docs["/b"] = (HTML, _page("Obras", "Las obras del puente terminan en marzo con "
                                  "unas " + ONCE + " nuevas."))
    if version >= 2:
        docs["/b"] = (HTML, _page("Obras", "Las obras del puente se retrasan y llegan los "
                                  + LATE + " al barrio. Usan la " + PHRASE + " en la obra."))
    return docs


def _write_project(folder: Path, site: CorpusSite) -> Path:
    path = folder / "obs.toml"
    path.write_text(f'schema = 1\ntitle = "Observatorio"\n\n[[start]]\nurl = "{site.url("/")}"\n'
                    "\n[crawl]\ndelay = 0\nretrievers = 1\nrobots = false\nsitemaps = false\n"
                    "\n[segments]\nmin_freq = 1\n",
                    encoding="utf-8")
    return path


def _run(path: Path) -> Path:
    finished = Run(load_project(path)).execute()
    assert finished.status == "completed", finished.summary
    assert "neology_error" not in finished.summary
    return Path(finished.run_dir)


def _words(run_dir: Path, form: str) -> tuple[int, int] | None:
    with sqlite3.connect(run_dir / "results.sqlite") as db:
        return db.execute("SELECT frequency, recognized FROM words WHERE form = ?",
                          (form,)).fetchone()


def _followed(path: Path) -> dict[str, list[tuple]]:
    with sqlite3.connect(path) as db:
        return {table: db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
                for table in FOLLOWED if table != "contexts"} | {
            "contexts": db.execute("SELECT * FROM contexts ORDER BY form, run, page, "
                                   "left_context").fetchall()}


@pytest.fixture
def observed(tmp_path, monkeypatch):
    """Three runs over the changing site, reviewed after the first one from the command line."""
    monkeypatch.setenv("DAWEB_DATA_DIR", str(tmp_path / "user-data"))
    with CorpusSite(_site(1)) as site:
        project = _write_project(tmp_path, site)
        first = _run(project)
        assert main(["review", str(project), KNOWN, "--reject", "known word",
                     "--lemma", "zascandilera", "--pos", "NOUN"]) == 0
        assert main(["review", str(project), NEOLOGISM.upper(), "--accept", "--type",
                     "suffixation", "--note", "de flurpinar"]) == 0
        site.documents = _site(2)
        second = _run(project)
        site.documents = _site(3)
        third = _run(project)
    return project, [first, second, third]


def test_three_runs_followed_and_reviewed(observed, capsys):
    project, runs = observed
    loaded = load_project(project)
    db_path = database_path(loaded.runs_path(), loaded.title)
    with connect(db_path) as db:
        listed = {item["form"]: item for item in candidates(db)}
        # first attestation: the run that first had the form
        assert listed[NEOLOGISM]["first_run"] == runs[0].name
        assert listed[LATE]["first_run"] == runs[1].name
        assert listed[ONCE]["last_run"] == runs[0].name
        # per-run frequencies, and per million words of each run
        curve = series(db, NEOLOGISM)
        assert [point["run"] for point in curve] == [run.name for run in runs]
        assert [point["frequency"] for point in curve] == [1, 2, 6]
        for point, run in zip(curve, runs, strict=True):
            tokens = summary(run / "results.sqlite")["counts"]["tokens"]
            assert point["tokens"] == tokens
            assert point["per_million"] == pytest.approx(point["frequency"] * 1e6 / tokens,
                                                         abs=1e-3)
        assert [point["frequency"] for point in series(db, LATE)] == [0, 1, 1]
        # the accepted neologism is followed, and no longer pending
        assert listed[NEOLOGISM]["status"] == "accepted"
        assert listed[NEOLOGISM]["type"] == "suffixation"
        assert listed[NEOLOGISM]["runs"] == 3
        pending = {item["form"] for item in candidates(db, status="pending")}
        assert NEOLOGISM not in pending and LATE in pending
        # contexts are dated and addressed
        context = listed[LATE]["contexts"][0]
        assert context["written"] == LATE and context["url"].endswith("/b")
        assert context["date"] == runs[2].name.split("_")[1]
        # lists: the neologism's use tripled in the last run; the first run's word went quiet
        names = [run.name for run in runs]
        assert NEOLOGISM in rising(db, names) and LATE not in rising(db, names)
        assert gone_quiet(db, names) == [ONCE]
        # multiword candidates: known words in a sequence no earlier run had
        phrases = {(row["segment"], row["run"]) for row in multiword(db)}
        assert (PHRASE, runs[1].name) in phrases
        assert not any(run == runs[0].name for _, run in phrases)  # a first run: all new
        assert not any(run == runs[2].name and PHRASE in segment for segment, run in phrases)
        assert not any(NEOLOGISM in segment or "los vecinos" in segment
                       for segment, _ in phrases)  # an unknown word; an old sequence
        assert not any(segment.split()[-1] in ("la", "de", "en") for segment, _ in phrases)
    # the rejected known word went into the project's lexicon, which the project now names
    assert load_project(project).analysis.lexicon == "obs.lexicon.tsv"
    assert "zascandileras\tzascandilera\tNOUN" in (project.parent / "obs.lexicon.tsv").read_text(
        encoding="utf-8").splitlines()
    # ... so the next runs recognize it, and the database follows it as recognized
    assert _words(runs[0], KNOWN) == (2, 0)
    assert _words(runs[1], KNOWN) == (2, 1)
    with connect(db_path) as db:
        assert [(p["frequency"], p["recognized"]) for p in series(db, KNOWN)] == \
            [(2, 0), (2, 1), (2, 1)]
    with open_results(runs[1] / "results.sqlite") as conn:
        assert conn.execute("SELECT COUNT(*) FROM unrecognized WHERE key = ?",
                            (KNOWN,)).fetchone()[0] == 0
    # the command line lists and exports the same
    capsys.readouterr()
    assert main(["neology", str(project), "--status", "accepted", "--format", "jsonl"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["form"] for line in lines] == [NEOLOGISM]
    assert lines[0]["note"] == "de flurpinar"
    assert [point["frequency"] for point in lines[0]["series"]] == [1, 2, 6]
    assert lines[0]["contexts"][0]["written"] == NEOLOGISM
    assert main(["neology", str(project), "--multiword"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {"segment": PHRASE, "run": runs[1].name, "frequency": 1} \
        .items() <= next(row for row in rows if row["segment"] == PHRASE).items()


def test_each_run_keeps_the_first_contexts_and_tags_of_its_candidates(observed):
    """A run's contexts are the first CONTEXTS_PER_RUN occurrences of each candidate in the
    run's order (all six uses of the neologism in the third run: the first three), its
    tags those of the candidate's first occurrence."""
    project, runs = observed
    loaded = load_project(project)
    kinds = ", ".join(f"'{kind}'" for kind in CANDIDATE_KINDS)
    with connect(database_path(loaded.runs_path(), loaded.title)) as db:
        for run in runs:
            stored = db.execute("SELECT form, page, left_context, written, right_context "
                                "FROM contexts WHERE run = ? ORDER BY rowid",
                                (run.name,)).fetchall()
            tags = {form: json.loads(text) for form, text in db.execute(
                "SELECT form, tags FROM frequencies WHERE run = ?", (run.name,))}
            with closing(open_results(run / "results.sqlite")) as conn:
                expected = conn.execute(
                    "SELECT key, page, COALESCE(left_context, ''), form, "
                    "COALESCE(right_context, '') FROM (SELECT *, row_number() OVER "
                    "(PARTITION BY key ORDER BY id) AS nth FROM unrecognized) WHERE nth <= ? "
                    f"AND key IN (SELECT key FROM unrecognized WHERE kind IN ({kinds})) "
                    "ORDER BY id", (CONTEXTS_PER_RUN,)).fetchall()
                first = conn.execute("SELECT kind, triage FROM unrecognized WHERE key = ? "
                                     "ORDER BY id LIMIT 1", (NEOLOGISM,)).fetchone()
            assert [tuple(row) for row in stored] == [tuple(row) for row in expected]
            assert {"kind": first[0], "triage": first[1]}.items() <= tags[NEOLOGISM].items()
        uses = [row for row in stored if row[0] == NEOLOGISM]  # the third run's
        assert len(uses) == CONTEXTS_PER_RUN
        assert [written for _, _, _, written, _ in uses] == [NEOLOGISM] * CONTEXTS_PER_RUN


def test_tags_a_run_s_end_gives_stand_for_those_its_file_does_not_hold_yet(observed):
    """A run's end records the run while its triage is still being stored (issue 21): the
    tags it gives (``unstored``) are the ones the stored triage would have given."""
    project, runs = observed
    loaded = load_project(project)
    db_path = database_path(loaded.runs_path(), loaded.title)

    def recorded() -> dict[str, str]:
        with connect(db_path) as db:
            return dict(db.execute("SELECT form, tags FROM frequencies WHERE run = ?",
                                   (runs[-1].name,)).fetchall())

    stored = recorded()
    with closing(sqlite3.connect(runs[-1] / "results.sqlite")) as conn:
        given = {column: dict(conn.execute(
            f"SELECT DISTINCT key, {column} FROM unrecognized WHERE {column} IS NOT NULL"))
            for column in ("triage", "formation")}
        conn.execute("UPDATE unrecognized SET triage = NULL, formation = NULL")
        conn.commit()
    assert given["triage"]
    record_run(loaded.runs_path(), loaded.title, runs[-1])
    assert recorded() != stored  # without them the file's missing tags are missing
    record_run(loaded.runs_path(), loaded.title, runs[-1], unstored=given)
    assert recorded() == stored


def test_decisions_survive_reanalysis_and_rebuild(observed, capsys):
    project, runs = observed
    loaded = load_project(project)
    db_path = database_path(loaded.runs_path(), loaded.title)
    incremental = _followed(db_path)
    # the re-analysis of the first run (lexicon now knows the word) stands in for it
    assert main(["reanalyze", str(runs[0]), "--quiet"]) == 0
    refs = project_runs(loaded.runs_path(), loaded.title)
    assert [ref.run for ref in refs] == [run.name for run in runs]
    assert refs[0].folder != runs[0]
    with connect(db_path) as db:
        listed = {item["form"]: item for item in candidates(db)}
        assert listed[KNOWN]["status"] == "rejected"
        assert listed[KNOWN]["reason"] == "known-word"
        assert listed[NEOLOGISM]["status"] == "accepted"
        assert [p["recognized"] for p in series(db, KNOWN)] == [1, 1, 1]
        assert [p["frequency"] for p in series(db, NEOLOGISM)] == [1, 2, 6]
    # a rebuild from the run folders gives what the runs' ends wrote, decisions kept
    after_reanalysis = _followed(db_path)
    assert rebuild(loaded.runs_path(), loaded.title) == 3
    assert _followed(db_path) == after_reanalysis
    assert after_reanalysis["frequencies"] != incremental["frequencies"]  # KNOWN recognized
    capsys.readouterr()
    assert main(["neology", str(project), "--status", "reviewed", "--format", "csv"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[0].startswith("form,status,type,reason")
    assert sorted(row.split(",")[0] for row in rows[1:]) == [NEOLOGISM, KNOWN]


def test_record_run_ignores_other_projects_runs(observed, tmp_path):
    project, runs = observed
    loaded = load_project(project)
    assert record_run(loaded.runs_path(), "Another title", runs[0]) == 0
    assert not database_path(loaded.runs_path(), "Another title").exists()


def test_a_database_that_cannot_be_written_never_fails_the_run(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.html").write_text(f"<p>Los vecinos hablan del {NEOLOGISM}.</p>",
                                   encoding="utf-8")
    path = tmp_path / "obs.toml"
    path.write_text('schema = 1\ntitle = "Local"\n', encoding="utf-8")
    project = load_project(path)
    database_path(project.runs_path(), project.title).mkdir(parents=True)  # not a file
    finished = Run(project, local_paths=[corpus]).execute()
    assert finished.status == "completed"
    assert "cannot open the neology database" in finished.summary["neology_error"]
    out = io.StringIO()
    print_summary(finished, out)
    assert "the neology database was not updated: " in out.getvalue()
    assert summary(Path(finished.run_dir) / "results.sqlite")["counts"]["unrecognized"] == 1
