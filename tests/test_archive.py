"""WARC snapshots written by a real run, and archives from other crawlers analyzed."""

import gzip
import io
import pickle
import sqlite3
from pathlib import Path

import pytest
from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from daweb.archive import ArchiveError, read_page, scan_archive
from daweb.demo import DemoServer, demo_project_text
from daweb.project import load_project
from daweb.run import Run

ROTATE = 20_000  # bytes: the demo site's ~45 pages fill several files


@pytest.fixture(scope="module")
def crawled(tmp_path_factory):
    """One demo-site run with snapshots rotated every ROTATE bytes."""
    tmp = tmp_path_factory.mktemp("snap")
    with DemoServer() as server:
        path = tmp / "demo.toml"
        path.write_text(demo_project_text(server.base_url), encoding="utf-8")
        run = Run(load_project(path), runs_dir=tmp / "runs")
        run.snapshot_max_bytes = ROTATE
        finished = run.execute()
    assert finished.status == "completed", finished.summary
    run_dir = Path(finished.run_dir)
    db = sqlite3.connect(run_dir / "results.sqlite")
    rows = db.execute("select id, final_url, title, warc_file, warc_offset from pages "
                      "order by id").fetchall()
    db.close()
    return run_dir, rows


def _responses(path: Path) -> list[tuple[int, str, StatusAndHeaders, bytes]]:
    """(offset, URI, HTTP headers, payload) of every response record, read by warcio."""
    found = []
    with open(path, "rb") as stream:
        records = ArchiveIterator(stream)
        for record in records:
            if record.rec_type == "response":
                payload = record.content_stream().read()
                found.append((records.get_record_offset(),
                              record.rec_headers.get_header("WARC-Target-URI"),
                              record.http_headers, payload))
    return found


def test_one_response_record_per_page_at_the_recorded_offsets(crawled):
    run_dir, rows = crawled
    assert len(rows) >= 40
    files = sorted(run_dir.glob("pages*.warc.gz"))
    assert len(files) >= 3, "the small limit must rotate the snapshot file"
    records = {(f.name, offset): (uri, headers, payload)
               for f in files for offset, uri, headers, payload in _responses(f)}
    assert len(records) == len(rows)
    for _page, final_url, title, warc_file, offset in rows:
        uri, headers, payload = records[(warc_file, offset)]
        assert uri == final_url
        assert headers.get_statuscode() == "200"
        assert headers.get_header("Content-Encoding") is None
        assert int(headers.get_header("Content-Length")) == len(payload)
        assert title.encode("utf-8")[:10] in payload or title.encode("cp1252")[:10] in payload


def test_every_record_is_of_the_warc_version_its_warcinfo_declares(crawled):
    run_dir, _ = crawled
    for path in run_dir.glob("pages*.warc.gz"):
        versions, blocks = set(), []
        with open(path, "rb") as stream:
            for record in ArchiveIterator(stream, check_digests=True):
                versions.add(record.rec_headers.protocol)
                blocks.append((record.rec_type, record.content_stream().read()))
                assert record.digest_checker.passed is not False, record.digest_checker.problems
        kind, info = blocks[0]
        assert kind == "warcinfo"
        assert b"format: WARC File Format 1.1" in info.splitlines()
        assert versions == {"WARC/1.1"}


def test_rotated_files_stay_near_the_limit(crawled):
    run_dir, _ = crawled
    files = sorted(run_dir.glob("pages*.warc.gz"), key=lambda f: f.stat().st_mtime)
    assert files[0].name == "pages.warc.gz"
    for f in files[:-1]:
        biggest = max(len(p) for *_, p in _responses(f))
        assert ROTATE <= f.stat().st_size <= ROTATE + biggest


def test_read_page_gives_back_the_document(crawled):
    run_dir, rows = crawled
    _page, final_url, title, warc_file, offset = rows[-1]
    doc, headers = read_page(run_dir / warc_file, offset)
    assert doc.final_url == final_url
    assert title in doc.html
    assert headers.protocol == "HTTP/1.1"


def test_read_page_at_a_wrong_offset_names_file_and_offset(crawled):
    run_dir, rows = crawled
    with pytest.raises(ArchiveError, match=r"pages\.warc\.gz.*offset 0 .*warcinfo"):
        read_page(run_dir / "pages.warc.gz", 0)


def test_snapshots_off_writes_no_archive(tmp_path):
    with DemoServer() as server:
        path = tmp_path / "demo.toml"
        text = demo_project_text(server.base_url, {"crawl": "snapshots = false"})
        path.write_text(text, encoding="utf-8")
        project = load_project(path)
        assert project.crawl.snapshots is False
        project.crawl.max_pages = 5
        finished = Run(project, runs_dir=tmp_path / "runs").execute()
    run_dir = Path(finished.run_dir)
    assert not list(run_dir.glob("*.warc*"))
    db = sqlite3.connect(run_dir / "results.sqlite")
    assert db.execute("select count(*) from pages where warc_file is null").fetchone()[0] == 5


# ---------------------------------------------------------------- archives of other crawlers

PAGE = ("<html><head><title>{0}</title></head><body><p>La {0} trata de la "
        "desinformatividad y del criptoahorro en la red.</p></body></html>")


def _foreign_archive(path: Path) -> None:
    """A wget/Heritrix-like WARC: warcinfo, request/response pairs, metadata, a revisit,
    a gzip-encoded chunked HTML response, an image and a 404."""
    with open(path, "wb") as out:
        writer = WARCWriter(out, gzip=path.suffix == ".gz")
        writer.write_record(writer.create_warcinfo_record(path.name, {"software": "Wget/1.21"}))

        def response(url: str, status: str, headers: list, body: bytes) -> None:
            request = writer.create_warc_record(
                url, "request", payload=io.BytesIO(b""),
                http_headers=StatusAndHeaders(f"GET {url} HTTP/1.1", [], is_http_request=True))
            writer.write_record(request)
            writer.write_record(writer.create_warc_record(
                url, "response", payload=io.BytesIO(body),
                http_headers=StatusAndHeaders(status, headers, protocol="HTTP/1.1")))

        html = [("Content-Type", "text/html; charset=utf-8")]
        response("http://uno.es/a", "200 OK", html, PAGE.format("portada").encode())
        zipped = gzip.compress(PAGE.format("noticia").encode())
        chunked = b"%x\r\n%s\r\n0\r\n\r\n" % (len(zipped), zipped)
        response("http://dos.es/b", "200 OK", html + [("Content-Encoding", "gzip"),
                                                       ("Transfer-Encoding", "chunked")], chunked)
        response("http://uno.es/logo.png", "200 OK", [("Content-Type", "image/png")],
                 b"\x89PNG\r\n\x1a\n" + bytes(200))
        response("http://uno.es/falta", "404 Not Found", html, b"<p>no</p>")
        writer.write_record(writer.create_warc_record(
            "http://uno.es/a", "metadata", payload=io.BytesIO(b"outlinks: x"),
            warc_content_type="application/warc-fields"))
        revisit = writer.create_revisit_record(
            "http://uno.es/a", digest="sha1:AAAA", refers_to_uri="http://uno.es/a",
            refers_to_date="2026-01-01T00:00:00Z",
            http_headers=StatusAndHeaders("200 OK", html, protocol="HTTP/1.1"))
        writer.write_record(revisit)


@pytest.mark.parametrize("name", ["crawl.warc.gz", "crawl.warc"])
def test_scan_archive_keeps_html_responses_only(tmp_path, name):
    path = tmp_path / name
    _foreign_archive(path)
    entries = list(scan_archive(path))
    docs = [e.document for e in entries if e.document]
    assert [d.url for d in docs] == ["http://uno.es/a", "http://dos.es/b"]
    assert [d.start_url for d in docs] == ["http://uno.es", "http://dos.es"]
    assert "noticia" in docs[1].html  # chunked and gzip undone
    causes = [(e.incident.url, e.incident.cause.value) for e in entries if e.incident]
    assert causes == [("http://uno.es/logo.png", "unsupported_content_type"),
                      ("http://uno.es/falta", "http_status"),
                      ("http://uno.es/a", "duplicate")]
    for entry in entries:  # every offset reads back its own record
        if entry.document:
            assert read_page(path, entry.offset)[0].url == entry.document.url


def test_analyze_a_foreign_archive_and_a_truncated_one(tmp_path):
    good, cut = tmp_path / "a.warc.gz", tmp_path / "b.warc.gz"
    _foreign_archive(good)
    data = good.read_bytes()
    entries = list(scan_archive(good))
    second = entries[1].offset  # dos.es/b: the cut falls inside its record
    cut.write_bytes(data[: second + 60])
    project = load_project_text(tmp_path)
    finished = Run(project, runs_dir=tmp_path / "runs", local_paths=[good, cut]).execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    pages = db.execute("select url, warc_file, warc_offset from pages order by id").fetchall()
    assert [p[0] for p in pages] == ["http://uno.es/a", "http://dos.es/b", "http://uno.es/a"]
    assert pages[2][1] == str(cut) and pages[2][2] == entries[0].offset
    detail = db.execute("select detail from incidents where cause = 'protocol_error'"
                        ).fetchone()[0]
    assert f"{cut}: unreadable WARC data at byte offset {second}" in detail
    words = {w for (w,) in db.execute("select form from words")}
    assert {"desinformatividad", "noticia", "portada"} <= words


def load_project_text(folder: Path):
    """A minimal project for local analysis."""
    path = folder / "local.toml"
    path.write_text('title = "archivo"\n', encoding="utf-8")
    return load_project(path)


def test_archive_errors_cross_process_boundaries():
    """Dask workers raise them to this process: they must unpickle, message and all."""
    error = ArchiveError("/datos/crawl.warc.gz", 4096, "invalid gzip header")
    again = pickle.loads(pickle.dumps(error))
    assert str(again) == str(error) and (again.path, again.offset) == (error.path, 4096)
