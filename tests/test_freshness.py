"""Re-runs (daweb/freshness.py): conditional requests against a server that answers 304,
unchanged pages skipped, and the words never seen in an earlier run — two real runs each."""

import json
import sqlite3
from contextlib import closing
from pathlib import Path

from sites import CorpusSite

from daweb.freshness import earlier_runs, new_word_rows
from daweb.project import parse_project
from daweb.run import Run

HTML = "text/html; charset=utf-8"


def _page(title: str, text: str, links: tuple[str, ...] = ()) -> str:
    nav = "".join(f'<a href="{href}">{href}</a> ' for href in links)
    return (f"<html lang='es'><head><title>{title}</title></head><body><article><h1>{title}"
            f"</h1><p>{text}</p></article><nav>{nav}</nav></body></html>")


def _version1() -> dict[str, tuple[str, str]]:
    return {
        "/": (HTML, _page("Portada", "Noticias del barrio y de la ciudad.", ("/a", "/b"))),
        "/a": (HTML, _page("Mercado", "El mercado abre los sábados por la mañana.", ("/d",))),
        "/d": (HTML, _page("Horario", "Horario de invierno del mercado central.")),
        "/b": (HTML, _page("Obras", "Las obras del puente terminan en marzo.")),
    }


def _version2() -> dict[str, tuple[str, str]]:
    docs = _version1()
    docs["/b"] = (HTML, _page("Obras", "Las obras del puente se retrasan: los vecinos piden "
                              "bicicarriles y más patinetes.", ("/c",)))
    docs["/c"] = (HTML, _page("Tranvía", "Vuelve el tranvía al centro con coches nuevos."))
    return docs


def _run(tmp_path: Path, site: CorpusSite, only_changed: bool) -> sqlite3.Connection:
    text = (f'title = "Observatorio"\n[[start]]\nurl = "{site.url("/")}"\n'
            "[crawl]\ndelay = 0\nretrievers = 1\nrobots = false\nsitemaps = false\n"
            f"[reruns]\nonly_changed = {'true' if only_changed else 'false'}\n")
    project = parse_project(text, "obs.toml", tmp_path / "obs.toml")
    finished = Run(project, runs_dir=tmp_path / "runs").execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    db.row_factory = None
    return db


def _changes(db: sqlite3.Connection, site: CorpusSite) -> dict[str, str]:
    return {url.removeprefix(site.url("")): change
            for url, change in db.execute("SELECT url, change FROM page_versions")}


def test_a_rerun_fetches_only_what_changed_and_reports_new_words(tmp_path):
    with CorpusSite(_version1()) as site:
        first = _run(tmp_path, site, only_changed=True)
        assert _changes(first, site) == {"/": "", "/a": "", "/b": "", "/d": ""}  # first run
        assert first.execute("SELECT COUNT(*) FROM new_words").fetchone() == (0,)
        site.documents = _version2()
        second = _run(tmp_path, site, only_changed=True)
        conditional_a = site.conditional("/a")
    # The second run asked conditionally, with the first run's validators.
    assert site.statuses("/a") == [200, 304] and site.statuses("/d") == [200, 304]
    assert site.statuses("/b") == [200, 200] and site.statuses("/c") == [200]
    assert site.conditional("/") == [("", ""), ("", "")]  # a start address: always in full
    assert conditional_a[0] == ("", "")
    assert conditional_a[1][0].startswith('"') and conditional_a[1][1] == site.LAST_MODIFIED
    # /a answered 304, so its link to /d came from the first run; /c was found on /b.
    assert _changes(second, site) == {"/": "unchanged", "/a": "unchanged", "/b": "changed",
                                      "/c": "new", "/d": "unchanged"}
    analyzed = {url.removeprefix(site.url("")) for (url,) in
                second.execute("SELECT url FROM pages")}
    assert analyzed == {"/b", "/c"}
    incidents = second.execute("SELECT url, outcome, cause FROM incidents WHERE outcome = "
                               "'unchanged' ORDER BY url").fetchall()
    assert incidents == [(site.url("/a"), "unchanged", "not_modified"),
                         (site.url("/d"), "unchanged", "not_modified")]
    new = {form for (form,) in second.execute("SELECT form FROM new_words")}
    assert {"bicicarriles", "patinetes", "tranvía", "retrasan"} <= new
    assert not new & {"obras", "puente", "las", "mercado"}  # counted by the first run
    # The validators carry forward: the unchanged pages keep theirs for the next run.
    etags = dict(second.execute("SELECT url, etag FROM page_versions"))
    assert all(etags.values())


def test_without_validators_the_same_text_counts_as_unchanged(tmp_path):
    with CorpusSite(_version1(), validators=False) as site:
        _run(tmp_path, site, only_changed=True)
        site.documents = _version2()
        second = _run(tmp_path, site, only_changed=True)
    assert site.statuses("/a") == [200, 200]  # no validators: fetched again in full
    assert _changes(second, site) == {"/": "unchanged", "/a": "unchanged", "/b": "changed",
                                      "/c": "new", "/d": "unchanged"}
    assert {u.removeprefix(site.url("")) for (u,) in second.execute("SELECT url FROM pages")
            } == {"/b", "/c"}


def test_a_full_rerun_analyzes_everything_and_still_reports_what_is_new(tmp_path):
    with CorpusSite(_version1()) as site:
        first_db = _run(tmp_path, site, only_changed=False)
        site.documents = _version2()
        second = _run(tmp_path, site, only_changed=False)
        conditional = site.conditional("/a")
    assert conditional == [("", ""), ("", "")]  # no conditional requests
    assert first_db.execute("SELECT COUNT(*) FROM pages").fetchone() == (4,)
    assert second.execute("SELECT COUNT(*) FROM pages").fetchone() == (5,)
    assert _changes(second, site) == {"/": "unchanged", "/a": "unchanged", "/b": "changed",
                                      "/c": "new", "/d": "unchanged"}
    new = {form for (form,) in second.execute("SELECT form FROM new_words")}
    assert "bicicarriles" in new and "mercado" not in new
    info = json.loads((Path(tmp_path) / "runs" / sorted(
        p.name for p in (tmp_path / "runs").iterdir() if p.is_dir())[-1] / "run.json"
    ).read_text(encoding="utf-8"))
    assert info["counts"]["new_pages"] == 1 and info["counts"]["new_words"] == len(new)


def test_earlier_runs_belong_to_the_same_project_only(tmp_path):
    runs = tmp_path / "runs"
    for name in ("observatorio_2026-01-01_10-00-00", "observatorio_2026-01-01_10-00-00-2",
                 "observatorio-bis_2026-01-02_10-00-00", "observatorio_2026-01-03_10-00-00"):
        (runs / name).mkdir(parents=True)
        (runs / name / "results.sqlite").write_bytes(b"")
    found = earlier_runs(runs, "Observatorio", runs / "observatorio_2026-01-03_10-00-00")
    assert [p.name for p in found.folders] == ["observatorio_2026-01-01_10-00-00",
                                               "observatorio_2026-01-01_10-00-00-2"]
    assert found.pages == {}  # unreadable results: no known pages, no crash
    assert earlier_runs(runs, "Otro").folders == []


def _words_file(path: Path, rows: list[tuple[int, str, int, int]], indexed: bool = True) -> Path:
    path.mkdir(parents=True)
    with closing(sqlite3.connect(path / "results.sqlite")) as db, db:
        db.execute("CREATE TABLE words (code INTEGER PRIMARY KEY, form TEXT, frequency INT, "
                   "pages INT)")
        if indexed:
            db.execute("CREATE UNIQUE INDEX words_form ON words(form)")
        db.executemany("INSERT INTO words VALUES (?, ?, ?, ?)", rows)
    return path


def test_new_words_are_those_no_earlier_run_counted_however_old(tmp_path):
    oldest = _words_file(tmp_path / "r1", [(1, "tranvía", 2, 1), (2, "obras", 1, 1)])
    # a run that crashed before its final indexes: read all the same
    middle = _words_file(tmp_path / "r2", [(7, "mercado", 3, 2)], indexed=False)
    broken = tmp_path / "r3"
    broken.mkdir()
    (broken / "results.sqlite").write_bytes(b"not a database, a crashed run's leftovers")
    previous = _words_file(tmp_path / "r4", [(1, "obras", 4, 2), (2, "bicicarril", 0, 0)])
    current = _words_file(tmp_path / "r5", [
        (1, "obras", 5, 2), (2, "mercado", 1, 1), (3, "tranvía", 1, 1),
        (4, "bicicarril", 2, 1), (5, "patinete", 3, 2), (6, "nada", 0, 0)])
    earlier = [oldest, middle, broken, tmp_path / "gone", previous]
    # a form the previous run had at frequency 0 was not counted by it: new
    assert new_word_rows(current / "results.sqlite", earlier) == [
        (5, "patinete", 3, 2), (4, "bicicarril", 2, 1)]
    assert new_word_rows(current / "results.sqlite", [previous]) == [
        (5, "patinete", 3, 2), (4, "bicicarril", 2, 1), (2, "mercado", 1, 1),
        (3, "tranvía", 1, 1)]
    assert [row[1] for row in new_word_rows(current / "results.sqlite", [])] == [
        "obras", "patinete", "bicicarril", "mercado", "tranvía"]
