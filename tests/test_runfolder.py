"""Run folders: names, uniqueness within one second, atomic run.json, listing."""

import json
from datetime import datetime
from pathlib import Path

import pytest

from daweb.runfolder import (
    RunFolderError,
    create_run_folder,
    list_runs,
    read_run_json,
    slugify,
    write_json_atomic,
)

WHEN = datetime(2026, 11, 25, 10, 30, 5)


def test_slugify_spanish_titles():
    assert slugify("Año Nuevo: ¿Qué pasó?") == "ano-nuevo-que-paso"
    assert slugify("¡¡!!") == "run"


def test_two_runs_in_the_same_second_get_distinct_folders(tmp_path):
    first = create_run_folder(tmp_path, "Prensa", WHEN)
    second = create_run_folder(tmp_path, "Prensa", WHEN)
    assert first.name == "prensa_2026-11-25_10-30-05"
    assert second.name == "prensa_2026-11-25_10-30-05-2"
    assert first.is_dir() and second.is_dir()


def test_unwritable_runs_dir_gives_a_clear_error():
    # /proc refuses new folders even to root, which CI runs as.
    with pytest.raises(RunFolderError, match="cannot create the runs folder"):
        create_run_folder(Path("/proc/daweb-runs"), "x", WHEN)


def test_runs_dir_that_is_a_file_is_reported(tmp_path):
    blocker = tmp_path / "runs"
    blocker.write_text("not a folder")
    with pytest.raises(RunFolderError, match="runs"):
        create_run_folder(blocker, "x", WHEN)


def test_write_json_atomic_replaces_whole_file(tmp_path):
    path = tmp_path / "run.json"
    write_json_atomic(path, {"status": "running"})
    write_json_atomic(path, {"status": "completed", "título": "ñ"})
    assert json.loads(path.read_text(encoding="utf-8")) == {"status": "completed", "título": "ñ"}
    assert [p.name for p in tmp_path.iterdir()] == ["run.json"]


def test_list_runs_reads_status_and_counts(tmp_path):
    folder = create_run_folder(tmp_path, "Prensa", WHEN)
    write_json_atomic(
        folder / "run.json", {"status": "completed", "counts": {"pages": 3, "tokens": 40}}
    )
    (tmp_path / "unrelated").mkdir()
    rows = list_runs(tmp_path)
    assert [(r["name"], r["status"], r["pages"], r["tokens"]) for r in rows] == [
        (folder.name, "completed", 3, 40)
    ]
    assert read_run_json(tmp_path / "unrelated") == {}


def test_list_runs_of_one_project_in_a_shared_runs_folder(tmp_path):
    mine = create_run_folder(tmp_path, "Prensa", WHEN)
    write_json_atomic(mine / "run.json", {"title": "Prensa", "status": "completed"})
    other = create_run_folder(tmp_path, "Prensa local", WHEN)  # slug prensa-local_…
    write_json_atomic(other / "run.json", {"title": "Prensa local", "status": "completed"})
    killed = create_run_folder(tmp_path, "Prensa", datetime(2026, 11, 26, 9, 0, 0))
    (killed / "results.sqlite").write_bytes(b"")  # killed before its run.json was written
    demo = create_run_folder(tmp_path, "Demo", WHEN)
    write_json_atomic(demo / "run.json", {"title": "Demo", "status": "completed"})
    assert [r["name"] for r in list_runs(tmp_path, "Prensa")] == [mine.name, killed.name]
    assert len(list_runs(tmp_path)) == 4
