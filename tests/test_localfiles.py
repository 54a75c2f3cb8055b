"""Local corpora fed like a crawl: order, charsets, incidents, stopping."""

import os
import queue
import random
from pathlib import Path

import pytest

from daweb.events import Cause, CrawlFinished, Incident, Outcome
from daweb.localfiles import InputPathError, LocalFiles, find_files


def _corpus(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "a.html").write_text("<p>Él canta</p>", encoding="utf-8")
    (tmp_path / "b" / "c.txt").write_bytes("Año de cañas".encode("latin-1"))
    (tmp_path / "b" / "ignored.png").write_bytes(b"\x89PNG")
    return tmp_path


def test_find_files_expands_folders_in_sorted_order(tmp_path):
    root = _corpus(tmp_path)
    assert [f.name for _, f in find_files([root])] == ["a.html", "c.txt"]


def _listings(monkeypatch, under):
    """Count the folder listings (os.scandir) below ``under``, per folder."""
    listed: dict[str, int] = {}
    real = os.scandir

    def counting(path="."):
        if os.fspath(path).startswith(str(under)):
            listed[os.fspath(path)] = listed.get(os.fspath(path), 0) + 1
        return real(path)

    monkeypatch.setattr(os, "scandir", counting)
    return listed


def test_find_files_lists_each_folder_once_in_sorted_order(tmp_path, monkeypatch):
    root = tmp_path / "corpus"
    for folder in ("b/c", "a-b", "empty", "x"):
        (root / folder).mkdir(parents=True)
    for name in ("b/c/d.txt", "a.html", "a-b/e.htm", "B.XHTML", "b/f.html", "x/notes.md"):
        (root / name).write_text("<p>texto</p>", encoding="utf-8")
    (root / "link.html").symlink_to(root / "a.html")  # a linked file is read
    (root / "loop").symlink_to(root / "b")  # a linked folder is not entered (as rglob)
    listed = _listings(monkeypatch, root)
    found = [f.relative_to(root).as_posix() for _, f in find_files([root])]
    assert found == ["B.XHTML", "a-b/e.htm", "a.html", "b/c/d.txt", "b/f.html", "link.html"]
    assert sorted(listed.values()) == [1] * 6  # root, a-b, b, b/c, empty, x: once each


def test_missing_path_and_empty_folder_are_named(tmp_path):
    with pytest.raises(InputPathError, match="nope"):
        find_files([tmp_path / "nope"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(InputPathError, match="empty: the folder holds no"):
        find_files([tmp_path / "empty"])


def test_files_become_documents_with_decoded_text(tmp_path):
    root = _corpus(tmp_path)
    docs: queue.Queue = queue.Queue()
    events: list = []
    finished = LocalFiles(find_files([root]), docs, events.append).run()
    assert finished == CrawlFinished("completed", 2, 2, 0, 0)
    first, second = docs.get_nowait(), docs.get_nowait()
    assert first.url.endswith("/a.html") and first.content_type == "text/html"
    assert second.content_type == "text/plain" and "Año de cañas" in second.html
    incidents = [e for e in events if isinstance(e, Incident)]
    assert [i.outcome for i in incidents] == [Outcome.OBTAINED, Outcome.OBTAINED]


def test_stop_reports_the_rest_as_not_attempted(tmp_path):
    root = _corpus(tmp_path)
    docs: queue.Queue = queue.Queue()
    events: list = []
    feeder = LocalFiles(find_files([root]), docs, events.append)
    feeder.stop_downloads()
    finished = feeder.run()
    assert finished.reason == "stopped-downloads" and finished.not_attempted == 2
    assert {e.cause for e in events if isinstance(e, Incident)} == {Cause.NOT_ATTEMPTED}
    assert docs.empty()


def test_web_archives_in_a_folder_are_read_record_by_record(tmp_path):
    from daweb.archive import SnapshotWriter
    from daweb.events import FetchedDocument

    root = _corpus(tmp_path)
    writer = SnapshotWriter(root / "b")
    for url, status in (("http://uno.es/x", "200 OK"), ("http://uno.es/y", "404 Not Found")):
        body = "<p>Crónica de la algoritmocracia</p>".encode()
        writer.write(FetchedDocument(
            url=url, final_url=url, start_url="", status=int(status[:3]),
            content_type="text/html", charset="", html="", bytes=len(body),
            fetched_at="2026-11-20T10:00:00+00:00", elapsed=0.0,
            headers=(("Content-Type", "text/html; charset=utf-8"),),
            status_line=f"HTTP/1.1 {status}", body=body))
    writer.close()
    assert [f.name for _, f in find_files([root])] == ["a.html", "c.txt", "pages.warc.gz"]
    docs: queue.Queue = queue.Queue()
    events: list = []
    finished = LocalFiles(find_files([root]), docs, events.append).run()
    assert finished == CrawlFinished("completed", 3, 3, 1, 0)
    archived = [docs.get_nowait() for _ in range(3)][-1]
    assert (archived.url, archived.start_url) == ("http://uno.es/x", "http://uno.es")
    assert "algoritmocracia" in archived.html and archived.warc_offset > 0
    lost = [e for e in events if isinstance(e, Incident) and e.outcome is Outcome.NOT_OBTAINED]
    assert [(e.url, e.cause) for e in lost] == [("http://uno.es/y", Cause.HTTP_STATUS)]


def _read_all(paths):
    docs: queue.Queue = queue.Queue()
    events: list = []
    finished = LocalFiles(find_files(paths), docs, events.append).run()
    incidents = {e.url.rsplit("/", 1)[1]: e for e in events if isinstance(e, Incident)}
    return finished, [docs.get_nowait() for _ in range(docs.qsize())], incidents


def test_symlink_loops_are_skipped_with_a_message(tmp_path):
    """Issue 19, fault 7: a loop named like a page, a loop given directly, a folder loop."""
    (tmp_path / "a.html").write_text("<p>Él canta</p>", encoding="utf-8")
    (tmp_path / "x").symlink_to(tmp_path / "y")
    (tmp_path / "y").symlink_to(tmp_path / "x")
    (tmp_path / "bucle.html").symlink_to(tmp_path / "x")
    (tmp_path / "carpeta").symlink_to(tmp_path)  # folders through links are not entered
    finished, docs, incidents = _read_all([tmp_path, tmp_path / "bucle.html"])
    assert [d.url.rsplit("/", 1)[1] for d in docs] == ["a.html"]
    assert finished.obtained == 1 and finished.failed == 2  # bucle.html in both roots
    loop = incidents["bucle.html"]
    assert (loop.outcome, loop.cause) == (Outcome.NOT_OBTAINED, Cause.BAD_URL)
    assert "symbolic link" in loop.detail and "skipped" in loop.detail


def test_binary_files_are_skipped_and_nul_bytes_alone_are_text(tmp_path):
    """Issue 19, faults 8 and 9: the crawler's rule (daweb.crawl.charset)."""
    (tmp_path / "ls.htm").write_bytes(Path("/bin/ls").read_bytes())
    (tmp_path / "azar.html").write_bytes(random.Random(19).randbytes(20_000))
    (tmp_path / "nul.html").write_bytes("<p>Año\x00 tras año</p>".encode())
    finished, docs, incidents = _read_all([tmp_path])
    assert [d.url.rsplit("/", 1)[1] for d in docs] == ["nul.html"]
    assert "tras año" in docs[0].html
    for name in ("ls.htm", "azar.html"):
        assert incidents[name].cause is Cause.UNSUPPORTED_CONTENT_TYPE
        assert "binary" in incidents[name].detail
    assert (finished.obtained, finished.failed) == (1, 2)
