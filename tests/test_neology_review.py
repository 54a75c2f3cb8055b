"""Review decisions (daweb/neology/review.py) on the neology database of a real run of local
files: bulk decisions, undo, known words into the project's or the user's lexicon, and the
messages for what cannot be reviewed."""

from pathlib import Path

import pytest
from sites import write_html_corpus

from daweb.neology.database import connect, database_path
from daweb.neology.follow import candidates
from daweb.neology.lexicon import lexicon_paths, user_lexicon_path
from daweb.neology.review import (
    ReviewError,
    accept,
    decision_of,
    reject,
    review,
    suggested,
    undo,
)
from daweb.project import load_project
from daweb.run import Run

WORDS = ("flurpineo", "gorblantes", "zascandileras")


@pytest.fixture
def reviewed(tmp_path, monkeypatch):
    """A project with one run over local files holding three candidates."""
    monkeypatch.setenv("DAWEB_DATA_DIR", str(tmp_path / "user-data"))
    corpus = write_html_corpus(tmp_path / "corpus", 3, lambda i: f"Los vecinos hablan del "
                               f"{WORDS[i]} en el mercado de la plaza mayor.")
    path = tmp_path / "obs.toml"
    path.write_text('schema = 1\ntitle = "Local"\n# my comment\n\n[analysis]\nlanguage = "es"\n',
                    encoding="utf-8")
    project = load_project(path)
    finished = Run(project, local_paths=[corpus]).execute()
    assert finished.status == "completed"
    db_path = database_path(project.runs_path(), project.title)
    with connect(db_path) as db:
        assert {item["form"] for item in candidates(db)} == set(WORDS)
    return project, db_path


def test_a_bulk_decision_is_undone_in_one_step(reviewed):
    project, db_path = reviewed
    with connect(db_path) as db:
        review(db, ["Flurpineo", "gorblantes"], accept("compounding", "dos a la vez"), project)
        review(db, ["gorblantes"], reject("non word"), project)
        assert decision_of(db, "gorblantes").reason == "non-word"
        assert undo(db) == ["gorblantes"]
        assert decision_of(db, "gorblantes").type == "compounding"
        assert undo(db) == ["flurpineo", "gorblantes"]
        assert {item["status"] for item in candidates(db)} == {"pending"}
        assert undo(db) == []


def test_a_known_word_goes_into_the_project_lexicon_and_leaves_it_on_undo(reviewed):
    project, db_path = reviewed
    with connect(db_path) as db:
        review(db, ["zascandileras"], reject("known-word"), project, lemma="zascandilera",
               pos="noun")
    lexicon = project.path.parent / "obs.lexicon.tsv"
    assert "zascandileras\tzascandilera\tNOUN" in lexicon.read_text(encoding="utf-8")
    saved = project.path.read_text(encoding="utf-8")
    assert "# my comment" in saved and 'lexicon = "obs.lexicon.tsv"' in saved
    assert lexicon_paths(load_project(project.path)) == [lexicon]
    with connect(db_path) as db:
        # decided again as a neologism: the word leaves the lexicon
        review(db, ["zascandileras"], accept("other"), project)
        assert "zascandileras" not in lexicon.read_text(encoding="utf-8")
        undo(db)
        assert "zascandileras\tzascandilera\tNOUN" in lexicon.read_text(encoding="utf-8")
        undo(db)
        assert "zascandileras" not in lexicon.read_text(encoding="utf-8")
        assert decision_of(db, "zascandileras").status == "pending"


def test_a_word_true_everywhere_goes_into_the_user_lexicon(reviewed, tmp_path):
    project, db_path = reviewed
    with connect(db_path) as db:
        review(db, ["gorblantes"], reject("known word"), project, everywhere=True)
    user = user_lexicon_path("es")
    assert user == tmp_path / "user-data" / "lexicon.es.tsv"
    assert "gorblantes\tgorblantes\tX" in user.read_text(encoding="utf-8").splitlines()
    assert project.lexicon_path() is None  # the project file was not touched
    assert lexicon_paths(project) == [user]


def test_what_cannot_be_reviewed_is_named(reviewed):
    project, db_path = reviewed
    with connect(db_path) as db:
        with pytest.raises(ReviewError, match="not a candidate of this project: casa"):
            review(db, ["flurpineo", "casa"], accept(), project)
        assert decision_of(db, "flurpineo").status == "pending"  # nothing written
        with pytest.raises(ReviewError, match="not a UD category"):
            review(db, ["flurpineo"], reject("known-word"), project, pos="nombre")
        with pytest.raises(ReviewError, match="no form given"):
            review(db, [" "], accept(), project)
    with pytest.raises(ValueError, match="use one of: prefixation"):
        accept("derivation")
    with pytest.raises(ValueError, match="use one of: typo"):
        reject("misspelling")


def test_triage_tags_suggest_a_decision():
    assert suggested({"triage": "likely typo: casa"}).reason == "typo"
    assert suggested({"triage": "proper-noun candidate"}).reason == "proper-noun"
    assert suggested({"triage": "likely foreign"}).reason == "foreign"
    assert suggested({"triage": "plain candidate"}).status == "pending"


def test_the_next_run_recognizes_a_known_word(reviewed, tmp_path):
    project, db_path = reviewed
    with connect(db_path) as db:
        review(db, ["zascandileras"], reject("known-word"), project, lemma="zascandilera",
               pos="NOUN")
    project = load_project(project.path)
    Run(project, local_paths=[tmp_path / "corpus"]).execute()
    with connect(db_path) as db:
        listed = {item["form"]: item for item in candidates(db)}
        assert listed["zascandileras"]["runs"] == 2
        assert [row["recognized"] for row in db.execute(
            "SELECT recognized FROM frequencies f JOIN runs r USING (run) "
            "WHERE form = 'zascandileras' ORDER BY r.started_at, r.run")] == [0, 1]
    assert Path(listed["zascandileras"]["contexts"][0]["url"]).name == "002.html"
