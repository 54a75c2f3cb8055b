"""Following candidates over time (daweb/neology/follow.py) and the ``daweb neology`` /
``daweb review`` commands (daweb/cli/neology.py): three real runs of local files, dated on
three days (their run.json start times set as if run then), lists, counts, exports, and the
command line's exit codes and messages."""

import csv
import io
import json
from pathlib import Path

import pytest
from sites import write_html_corpus

from daweb.cli import main
from daweb.neology.database import connect, database_path, rebuild
from daweb.neology.follow import QUIET_RUNS, candidates, counts_per_run, write_table
from daweb.project import load_project
from daweb.run import Run
from daweb.runfolder import RUN_JSON, read_run_json, write_json_atomic

DAYS = ("2026-10-01", "2026-10-15", "2026-11-01")
LONG = ("La plaza mayor del pueblo tiene una fuente antigua, bancos de madera y árboles altos "
        "que dan sombra en verano a los vecinos.")
#: The text of each run: "flurpineo" rises, "trumboleas" is only in the first run,
#: "gorblantes" arrives with the second.
TEXTS = (
    ["El flurpineo del barrio.", "Las trumboleas del mercado.", LONG],
    ["El flurpineo del barrio.", "Los gorblantes del mercado.", LONG],
    ["El flurpineo llega al barrio y el flurpineo gusta a los vecinos.",
     "Otro flurpineo en la feria de otoño, con un flurpineo de colores.",
     "Los gorblantes de la plaza mayor."],
)


@pytest.fixture
def dated(tmp_path, monkeypatch):
    """A project run three times over changing local files, on three days."""
    monkeypatch.setenv("DAWEB_DATA_DIR", str(tmp_path / "user-data"))
    path = tmp_path / "obs.toml"
    path.write_text('schema = 1\ntitle = "Fechas"\n', encoding="utf-8")
    project = load_project(path)
    for n, texts in enumerate(TEXTS):
        corpus = write_html_corpus(tmp_path / f"corpus{n}", 3, lambda i, t=texts: t[i])
        finished = Run(project, local_paths=[corpus]).execute()
        folder = Path(finished.run_dir)
        info = read_run_json(folder)
        info["started_at"] = f"{DAYS[n]}T10:00:00+00:00"
        write_json_atomic(folder / RUN_JSON, info)
    assert rebuild(project.runs_path(), project.title) == 3
    return path, database_path(project.runs_path(), project.title)


def test_lists_follow_the_dated_runs(dated):
    _, db_path = dated
    with connect(db_path) as db:
        listed = {item["form"]: item for item in candidates(db)}
        assert listed["flurpineo"]["first_date"] == DAYS[0]
        assert listed["gorblantes"]["first_date"] == DAYS[1]
        assert listed["flurpineo"]["frequency"] == 6
        assert {item["form"] for item in candidates(db, since=DAYS[1])} == {"gorblantes"}
        assert {item["form"] for item in candidates(db, which="rising")} == {"flurpineo"}
        quiet = {item["form"] for item in candidates(db, which="quiet")}
        assert quiet == ({"trumboleas"} if len(DAYS) > QUIET_RUNS else set())
        counts = counts_per_run(db)
        assert [row["date"] for row in counts] == list(DAYS)
        assert [row["pending"] for row in counts] == [2, 2, 2]
        out = io.StringIO()
        write_table(candidates(db), out)
        header, first, *_ = out.getvalue().splitlines()
        assert header.split()[:3] == ["form", "status", "type"]
        assert first.split()[:2] == ["flurpineo", "pending"]


def test_counts_per_status_and_type_per_run(dated, capsys):
    path, _ = dated
    assert main(["review", str(path), "flurpineo", "gorblantes", "--accept", "--type",
                 "borrowing"]) == 0
    assert main(["review", str(path), "trumboleas", "--reject", "typo"]) == 0
    capsys.readouterr()
    assert main(["neology", str(path), "--counts"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(row["accepted"], row["rejected"], row["pending"]) for row in rows] == \
        [(1, 1, 0), (2, 0, 0), (2, 0, 0)]
    assert rows[0]["by_type"] == {"borrowing": 1, "typo": 1}
    assert main(["review", str(path), "--undo"]) == 0
    assert "undone: trumboleas" in capsys.readouterr().out
    assert main(["neology", str(path), "--status", "reviewed", "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert sorted(row["form"] for row in rows) == ["flurpineo", "gorblantes"]
    assert {row["type"] for row in rows} == {"borrowing"}
    assert "[flurpineo]" in next(r for r in rows if r["form"] == "flurpineo")["contexts"]
    assert main(["neology", str(path), "--list", "new", "--since", DAYS[2]]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == []


@pytest.mark.parametrize(("argv", "message"), [
    (["neology", "{p}", "--since", "1/10/2026"], "not a date; write it as YYYY-MM-DD"),
    (["neology", "{p}", "--list", "new"], "--list new needs --since"),
    (["review", "{p}", "casa", "--accept"], "not a candidate of this project: casa"),
    (["review", "{p}", "flurpineo", "--accept", "--type", "x"], "unknown neologism type"),
    (["review", "{p}", "flurpineo", "--reject", "ugly"], "unknown reason 'ugly'"),
    (["review", "{p}", "--accept"], "name the candidates to review"),
    (["review", "{p}", "flurpineo", "--undo"], "give no FORM"),
    (["review", "{p}", "flurpineo", "--reject", "known-word", "--pos", "nombre"],
     "not a UD category"),
])
def test_bad_input_is_a_user_error_with_a_message(dated, capsys, argv, message):
    path, _ = dated
    assert main([arg.format(p=path) for arg in argv]) == 2
    assert message in capsys.readouterr().err


def test_a_project_without_runs_says_what_to_do(tmp_path, capsys):
    path = tmp_path / "nuevo.toml"
    path.write_text('schema = 1\ntitle = "Nuevo"\n', encoding="utf-8")
    assert main(["neology", str(path)]) == 0
    assert "it is written at the end of every run" in capsys.readouterr().err
    assert main(["review", str(path), "palabra", "--accept"]) == 2
    assert "no neology database yet; run the project first" in capsys.readouterr().err
    assert main(["neology", str(tmp_path / "missing.toml")]) == 2
