"""Run folders: names, uniqueness within one second, atomic run.json, listing."""

import json
import signal
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest
from sites import SiteServer

from daweb.project import new_project, save_project
from daweb.runfolder import (
    RunFolderError,
    create_run_folder,
    list_runs,
    process_identity,
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


def _wait_for_run_json(runs: Path, timeout: float = 60) -> Path:
    """Wait until a run under ``runs`` has written a run.json naming its process."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for path in runs.glob("*/run.json"):
            if "process" in read_run_json(path.parent):
                return path
        time.sleep(0.05)
    raise AssertionError(f"no run.json with a process under {runs} in {timeout} s")


def test_a_killed_run_is_listed_as_interrupted_without_touching_run_json(tmp_path):
    with SiteServer(pages=200, specials=False, page_delay=0.5) as site:
        project = new_project("Matado", [site.url("/")])
        project.crawl.retrievers = 1
        project.crawl.sitemaps = False
        save_project(project, tmp_path / "matado.toml")
        proc = subprocess.Popen(
            [sys.executable, "-m", "daweb", "run", "matado.toml", "--quiet"],
            cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            run_json = _wait_for_run_json(tmp_path / "runs")
            assert [r["status"] for r in list_runs(tmp_path / "runs")] == ["running"]
        finally:
            proc.kill()
            proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    before = run_json.read_bytes()
    assert json.loads(before)["status"] == "running"
    assert [r["status"] for r in list_runs(tmp_path / "runs", "Matado")] == ["interrupted"]
    assert run_json.read_bytes() == before  # listing is read-only


def test_a_run_of_another_host_or_without_a_process_stays_running(tmp_path):
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead_pid = int(gone.stdout)
    elsewhere = create_run_folder(tmp_path, "Otra", WHEN)
    write_json_atomic(elsewhere / "run.json", {
        "status": "running",
        "process": {"pid": dead_pid, "host": "otra-maquina.invalid", "started": 0.0},
    })
    old = create_run_folder(tmp_path, "Antigua", WHEN)  # written before runs named a process
    write_json_atomic(old / "run.json", {"status": "running"})
    here = create_run_folder(tmp_path, "Aqui", WHEN)
    write_json_atomic(here / "run.json", {"status": "running", "process": process_identity()})
    statuses = {r["name"]: r["status"] for r in list_runs(tmp_path)}
    assert statuses == {elsewhere.name: "running", old.name: "running", here.name: "running"}


def test_a_reused_pid_does_not_keep_a_dead_run_running(tmp_path):
    folder = create_run_folder(tmp_path, "Reusado", WHEN)
    me = process_identity()  # a live process with this pid, but it started later than the run
    stale = {**me, "started": me["started"] - 3600}
    write_json_atomic(folder / "run.json", {"status": "running", "process": stale})
    assert [r["status"] for r in list_runs(tmp_path)] == ["interrupted"]
    write_json_atomic(folder / "run.json", {"status": "completed", "process": stale})
    assert [r["status"] for r in list_runs(tmp_path)] == ["completed"]


def test_a_killed_run_lists_its_distinct_and_unrecognized_words(tmp_path):
    """Issue 19, fault 11: a run ended by kill -9 (or a full disk) has no final counts in
    run.json; `daweb runs` reads them from the per-page tables, not 0."""
    from daweb.store.reading import summary as results_summary

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.html").write_text("<p>El gato come pescado y blorficación zurpante.</p>",
                                   encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "daweb", "analyze", str(corpus),
                           "--runs-dir", str(tmp_path / "runs"), "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    [folder] = [p for p in (tmp_path / "runs").iterdir() if p.is_dir()]  # not the neology db
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    # What a killed run leaves: run.json written at the start, without counts.
    write_json_atomic(folder / "run.json", {
        "status": "running", "title": read_run_json(folder).get("title", ""),
        "process": {**process_identity(), "pid": int(gone.stdout)}})
    expected = results_summary(folder / "results.sqlite")["counts"]
    [row] = list_runs(tmp_path / "runs")
    assert row["status"] == "interrupted"
    assert (row["pages"], row["types"], row["unrecognized"]) == (
        1, expected["types"], expected["unrecognized"])
    assert row["types"] >= 6 and row["unrecognized"] >= 1
