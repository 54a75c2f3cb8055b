"""Archives analyzed on a Dask LocalCluster of 2 worker processes (loopback only) give the
results file a single-process analysis gives."""

import json
import os
import shutil
import signal
import sqlite3
from pathlib import Path

import pytest
from hostile import after_terminal_ctrl_c

import daweb.run.cluster as cluster_module
from daweb.archive import SnapshotWriter
from daweb.demo import SITE_DIR
from daweb.events import CrawlProgress, DocumentAnalyzed, FetchedDocument
from daweb.project import load_project
from daweb.run import Run
from daweb.run.cluster import ClusterError, cluster_run, partition_sites
from daweb.store.reading import comparable_content

HOSTS = ("http://uno.example", "http://dos.example", "http://tres.example")


def _document(url: str, body: bytes, status: str = "200 OK") -> FetchedDocument:
    """A fetched page as the crawler hands it to the snapshot writer."""
    return FetchedDocument(
        url=url, final_url=url, start_url=url, status=int(status[:3]),
        content_type="text/html", charset="", html="", bytes=len(body),
        fetched_at="2026-11-20T10:00:00+00:00", elapsed=0.0,
        headers=(("Content-Type", "text/html; charset=utf-8"),),
        status_line=f"HTTP/1.1 {status}", body=body)


@pytest.fixture(scope="module")
def archive(tmp_path_factory) -> Path:
    """The demo site's pages spread over three sites, in a multi-file archive; two pages
    appear again later (one on another site: the copies land in other partitions)."""
    folder = tmp_path_factory.mktemp("archive")
    writer = SnapshotWriter(folder, max_bytes=12_000)
    files = sorted(SITE_DIR.rglob("*.html"))
    for i, path in enumerate(files):
        url = f"{HOSTS[i % 3]}/{path.relative_to(SITE_DIR).as_posix()}"
        writer.write(_document(url, path.read_bytes()))
        if i == 7:
            writer.write(_document(f"{HOSTS[0]}/falta", b"<p>no</p>", "404 Not Found"))
    for host, path in ((HOSTS[1], files[3]), (HOSTS[0], files[9])):
        writer.write(_document(f"{host}/copia-{path.name}", path.read_bytes()))
        # an image served as HTML: indexed as a page, found out when read (an incident)
        writer.write(_document(f"{host}/foto.html", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8))
    writer.close()
    assert len(list(folder.glob("*.warc.gz"))) >= 4
    return folder


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    path = tmp_path_factory.mktemp("project") / "p.toml"
    path.write_text('title = "archivo"\n[segments]\nmin_freq = 2\n', encoding="utf-8")
    return load_project(path)


@pytest.fixture(scope="module")
def earlier_archive(tmp_path_factory) -> Path:
    """An earlier capture of part of the same sites: 20 pages the same, one different."""
    folder = tmp_path_factory.mktemp("earlier")
    writer = SnapshotWriter(folder)
    files = sorted(SITE_DIR.rglob("*.html"))
    for i, path in enumerate(files[:21]):
        body = path.read_bytes() if i != 5 else b"<p>Una version anterior de la pagina.</p>"
        writer.write(_document(f"{HOSTS[i % 3]}/{path.relative_to(SITE_DIR).as_posix()}",
                               body))
    writer.close()
    return folder


#: Project settings of the cases below: the defaults (duplicates found, not counted: the
#: copies are uncounted in their partitions), duplicates counted, collocations and regimes
#: (added up here in archive order), a re-run after an earlier one that skips the
#: unchanged pages (they leave gaps in the workers' page numbers), and a content filter.
SETTINGS = {"defaults": "", "counted-copies": "[duplicates]\ncount = true\n",
            "collocations": "[outputs]\ncollocations = true\nregimes = true\n"
                            "[collocations]\nmin_node_freq = 2\n",
            "reruns": "[reruns]\nonly_changed = true\n",
            "filter": '[filter]\ncriterion = "aceite or plástico or bicicleta"\ntolerance = 1\n'}


@pytest.mark.parametrize("case", list(SETTINGS))
def test_two_workers_write_what_one_process_writes(tmp_path, archive, earlier_archive, case,
                                                   monkeypatch):
    monkeypatch.setattr(cluster_module, "BATCH_PAGES", 3)  # many batches, interleaved
    (tmp_path / "p.toml").write_text('title = "archivo"\n[segments]\nmin_freq = 2\n'
                                     + SETTINGS[case], encoding="utf-8")
    project = load_project(tmp_path / "p.toml")
    if case == "reruns":  # both runs come after the same earlier one
        earlier = Run(project, runs_dir=tmp_path / "one",
                      local_paths=[earlier_archive]).execute()
        shutil.copytree(earlier.run_dir, tmp_path / "two" / Path(earlier.run_dir).name)
    single = Run(project, runs_dir=tmp_path / "one", local_paths=[archive]).execute()
    events: list = []
    run = cluster_run(project, workers=2, runs_dir=tmp_path / "two", local_paths=[archive],
                     on_event=events.append)
    cluster = run.execute()
    worked = [stats["pages"] for stats in run.source.cluster.worker_stats]
    assert len(worked) == 2 and min(worked) >= 10 and sum(worked) == 48
    assert single.status == cluster.status == "completed", cluster.summary
    one = comparable_content(Path(single.run_dir) / "results.sqlite")
    two = comparable_content(Path(cluster.run_dir) / "results.sqlite")
    written = 48 if case != "reruns" else 48 - 20
    assert len(one["pages"]) == written
    assert one["segments"] and one["unrecognized"] and one["incidents"]
    assert sum("binary" in row[-1] for row in one["incidents"]) == 2  # the images
    if case == "collocations":
        assert one["collocations"] and one["regimes"]
    if case == "reruns":
        changes = [row[7] for row in one["page_versions"]]  # change
        assert (changes.count("unchanged"), changes.count("changed")) == (20, 1)
        assert one["new_words"]
    elif case == "filter":  # pages without a match keep no text (nor copies to detect)
        assert any(row[12] == 0 for row in one["pages"]) and any(row[12] for row in one["pages"])
    else:  # the two copies are found
        assert len([row for row in one["duplicates"] if row[2] == "exact"]) == 2
        copies = {row[0] for row in one["duplicates"]}
        uncounted = {row[0] for row in one["pages"] if row[12] == 0}  # tokens
        assert (copies <= uncounted) == (case != "counted-copies")
    assert {t: len(rows) for t, rows in two.items()} == {t: len(r) for t, r in one.items()}
    for table in one:
        assert two[table] == one[table], table
    analyzed = [e for e in events if isinstance(e, DocumentAnalyzed)]
    assert [e.analyzed for e in analyzed] == list(range(1, written + 1))
    assert any(isinstance(e, CrawlProgress) for e in events)
    # The workers wrote partition files; all removed after the merge.
    assert len(run.source.cluster.partition_files) == 2
    assert not any(f.exists() for f in run.source.cluster.partition_files)
    assert not (Path(cluster.run_dir) / "partitions").exists()


def test_partition_files_on_other_machines_are_copied_through_the_workers(
        tmp_path, archive, monkeypatch):
    """As if the workers were elsewhere: each partition file comes over the Dask
    connection, in many chunks, and the results are the same."""
    (tmp_path / "p.toml").write_text('title = "archivo"\n', encoding="utf-8")
    project = load_project(tmp_path / "p.toml")
    single = Run(project, runs_dir=tmp_path / "one", local_paths=[archive]).execute()
    monkeypatch.setattr(cluster_module, "_visible_here", lambda path, size: False)
    monkeypatch.setattr(cluster_module, "COPY_CHUNK", 64 * 1024)
    run = cluster_run(project, workers=2, runs_dir=tmp_path / "two", local_paths=[archive])
    cluster = run.execute()
    assert cluster.status == "completed", cluster.summary
    copies = run.source.cluster.partition_files
    assert [f.parent for f in copies] == [Path(cluster.run_dir) / "partitions"] * 2
    assert not (Path(cluster.run_dir) / "partitions").exists()  # removed after the merge
    assert comparable_content(Path(cluster.run_dir) / "results.sqlite") == \
        comparable_content(Path(single.run_dir) / "results.sqlite")


def test_a_lost_worker_ends_the_run_crashed_with_the_other_workers_pages(
        tmp_path, archive, monkeypatch):
    monkeypatch.setattr(cluster_module, "BATCH_PAGES", 2)
    (tmp_path / "p.toml").write_text('title = "archivo"\n', encoding="utf-8")
    run = cluster_run(load_project(tmp_path / "p.toml"), workers=2, runs_dir=tmp_path / "runs",
                     local_paths=[archive])

    def kill_a_worker(event: object) -> None:
        if isinstance(event, DocumentAnalyzed) and event.analyzed == 4:
            pids = run.source.client.run(os.getpid)
            os.kill(pids[sorted(pids)[0]], signal.SIGKILL)

    run.bus.subscribe(kill_a_worker)
    finished = run.execute()
    assert finished.status == "crashed"
    assert "a Dask worker failed" in finished.summary["error"]
    kept = finished.summary["counts"]["pages"]
    assert 0 < kept < 48, kept  # the other worker's pages, merged
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    pages = [p for (p,) in db.execute("SELECT id FROM pages ORDER BY id")]
    worded = {p for (p,) in db.execute("SELECT DISTINCT page FROM page_words")}
    db.close()
    assert pages == list(range(1, kept + 1)) and worded <= set(pages)
    assert not any(Path(folder).exists() for folder in run.source.cluster._folders)


def test_an_archive_damaged_after_its_index_gives_incidents_not_a_crash(tmp_path, archive):
    damaged = tmp_path / "archive"
    shutil.copytree(archive, damaged)
    victim = sorted(damaged.glob("*.warc.gz"))[1]
    (tmp_path / "p.toml").write_text('title = "archivo"\n', encoding="utf-8")
    run = cluster_run(load_project(tmp_path / "p.toml"), workers=2,
                     runs_dir=tmp_path / "runs", local_paths=[damaged])

    def damage(event: object) -> None:  # once every archive is indexed
        if isinstance(event, CrawlProgress) and event.pending == 0 and event.accessed:
            data = bytearray(victim.read_bytes())
            data[40:] = bytes(len(data) - 40)  # only the first record's header survives
            victim.write_bytes(bytes(data))

    run.bus.subscribe(damage)
    finished = run.execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    unreadable = db.execute("SELECT COUNT(*) FROM incidents WHERE cause = 'protocol_error' "
                            "AND detail LIKE ?", (f"%{victim.name}%",)).fetchone()[0]
    pages = db.execute("SELECT COUNT(*) FROM pages").fetchone()[0]
    db.close()
    assert unreadable >= 1 and 0 < pages < 48


def test_site_descriptions_apply_as_in_one_process(tmp_path, archive):
    """An archive's pages are placed by their address (docs/corpus.md): the index page is
    passed over and the pages its pattern selects on its site are normalized, on the
    workers as in one process, and the normalized documents are the same files."""
    (tmp_path / "p.toml").write_text(
        'title = "archivo"\n[[sites]]\nname = "Uno"\n[[sites.index]]\n'
        'url = "http://uno.example/ciencia/index.html"\n[[sites.index.links]]\n'
        'pattern = "ciencia/"\ntranslate = [{ tag = "h1", section = "TITULAR" }, '
        '{ tag = "p", section = "CUERPO" }]\n', encoding="utf-8")
    project = load_project(tmp_path / "p.toml")
    single = Run(project, runs_dir=tmp_path / "one", local_paths=[archive]).execute()
    cluster = cluster_run(project, workers=2, runs_dir=tmp_path / "two",
                         local_paths=[archive]).execute()
    assert single.status == cluster.status == "completed", cluster.summary
    one = comparable_content(Path(single.run_dir) / "results.sqlite")
    urls = [row[2] for row in one["pages"]]
    assert "http://uno.example/ciencia/telescopio-en-la-palma.html" in urls
    assert "http://uno.example/ciencia/index.html" not in urls  # the index page
    assert comparable_content(Path(cluster.run_dir) / "results.sqlite") == one

    def normalized(run) -> dict[str, str]:
        folder = Path(run.run_dir) / "normalized"
        return {p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
                for p in sorted(folder.rglob("*")) if p.is_file()}

    documents = normalized(single)
    listed = [json.loads(line)["url"] for line in documents["documents.jsonl"].splitlines()]
    # only uno.example's pages under ciencia/ (dos.example's are another site), in order
    assert listed == ["http://uno.example/ciencia/telescopio-en-la-palma.html"]
    assert any(".CUERPO" in text for name, text in documents.items() if name != "documents.jsonl")
    assert normalized(cluster) == documents


def test_sites_are_spread_by_size():
    parts = partition_sites({"a": 50, "b": 30, "c": 25, "d": 5}, 2)
    assert parts == {"a": 0, "b": 1, "c": 1, "d": 0}


def test_html_files_are_refused_with_a_clear_message(tmp_path, project):
    page = tmp_path / "p.html"
    page.write_text("<p>hola</p>", encoding="utf-8")
    with pytest.raises(ClusterError, match=r"p\.html: not a web archive"):
        cluster_run(project, workers=2, runs_dir=tmp_path / "runs", local_paths=[page])


def test_unreachable_scheduler_is_reported(tmp_path, archive, project):
    run = cluster_run(project, scheduler="tcp://127.0.0.1:9", runs_dir=tmp_path / "runs",
                     local_paths=[archive])
    run.source.connect_timeout = 1.0
    with pytest.raises(ClusterError, match=r"tcp://127\.0\.0\.1:9.*docs/scale\.md"):
        run.execute()


def test_archives_given_as_fsspec_urls(tmp_path, archive, project):
    urls = [f.resolve().as_uri() for f in sorted(archive.glob("*.warc.gz"))]
    assert urls[0].startswith("file:///")
    finished = cluster_run(project, workers=2, runs_dir=tmp_path / "runs",
                          local_paths=urls).execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    files = {f for (f,) in db.execute("select distinct warc_file from pages")}
    db.close()
    assert files == set(urls)


_CTRL_C_CHILD = """
import os, time
from daweb.run.cluster import dask_client
with dask_client(workers=1) as client:
    before = client.run(os.getpid)
    try:  # ready inside the try: Ctrl-C may come as soon as the line is out
        print("ready", flush=True)
        time.sleep(60)
    except KeyboardInterrupt:
        pass
    time.sleep(1)  # a worker killed by the signal would be gone (or restarted) by now
    print(client.run(os.getpid, wait=True) == before, flush=True)
"""


def test_a_terminal_ctrl_c_does_not_kill_the_workers(tmp_path):
    """Issue 19, fault 6: SIGINT reaches the terminal's whole process group; the Dask
    workers must survive it (DAWeb decides when they stop) and keep their process."""
    out, err = after_terminal_ctrl_c(_CTRL_C_CHILD)
    assert out.strip() == "True", err[-2000:]


def test_a_stop_before_the_cluster_feeder_starts_ends_the_run_cleanly(tmp_path, archive,
                                                                      project):
    """Issue 20: a stop given before the cluster's feeder exists used to be lost; now no
    page is handed out, the partitions are settled and removed, the run ends as asked."""
    run = cluster_run(project, workers=1, runs_dir=tmp_path / "runs", local_paths=[archive])
    run.stop_downloads()
    finished = run.execute()
    assert finished.status == "stopped-downloads", finished.summary
    assert finished.summary["counts"]["pages"] == 0
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    assert db.execute("pragma integrity_check").fetchone() == ("ok",)
    db.close()
    assert not (Path(finished.run_dir) / "partitions").exists()
