"""Local corpora fed like a crawl: order, charsets, incidents, stopping."""

import queue

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
    finished = LocalFiles([root], docs, events.append).run()
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
    feeder = LocalFiles([root], docs, events.append)
    feeder.stop_downloads()
    finished = feeder.run()
    assert finished.reason == "stopped-downloads" and finished.not_attempted == 2
    assert {e.cause for e in events if isinstance(e, Incident)} == {Cause.NOT_ATTEMPTED}
    assert docs.empty()
