"""The ``daweb`` command as a user runs it: subprocesses, exit codes, signals, files on disk."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sites import SiteServer, write_html_corpus

from daweb.project import new_project, save_project


def daweb(*args: str, cwd: Path | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run ``python -m daweb ARGS`` and capture its output."""
    return subprocess.run(
        [sys.executable, "-m", "daweb", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )


def test_importing_the_command_imports_no_analysis() -> None:
    """A run's child processes (reader, committer), where multiprocessing's spawn starts
    them (daweb/helper_process.py), re-run the ``daweb`` script, which imports daweb.cli:
    each subcommand imports its own modules."""
    done = subprocess.run(
        [sys.executable, "-c", "import sys, daweb.cli; print(' '.join(sorted(m for m in "
         "sys.modules if m.split('.')[0] in ('daweb', 'analyzers', 'gui'))))"],
        capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["daweb", "daweb.cli", "daweb.errors"]


def _start(args: list[str], cwd: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "daweb", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _slow_project(tmp_path: Path, site: SiteServer) -> Path:
    """A project that crawls the test site one page at a time, slowly enough to interrupt."""
    project = new_project("Interrumpido", [site.url("/")])
    project.crawl.retrievers = 1
    project.crawl.delay = 0.1
    project.crawl.sitemaps = False
    path = tmp_path / "slow.toml"
    save_project(project, path)
    return path


def _wait_for_pages(runs: Path, n: int, timeout: float = 30) -> Path:
    """Wait until some run under ``runs`` has at least ``n`` pages committed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for db_path in runs.glob("*/results.sqlite"):
            try:
                with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=1) as db:
                    if db.execute("select count(*) from pages").fetchone()[0] >= n:
                        return db_path
            except sqlite3.Error:
                pass
        time.sleep(0.05)
    raise AssertionError(f"no run reached {n} pages in {timeout} s")


def test_version_and_help():
    assert daweb("--version").stdout.startswith("DAWeb ")
    result = daweb("run", "--help")
    assert result.returncode == 0 and "PROJECT" in result.stdout.upper()


def test_validate_reports_file_line_and_field(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(
        'schema = 1\ntitle = "x"\n\n[[start]]\nurl = "https://example.org/"\n\n'
        "[crawl]\nretrievers = 12\n",
        encoding="utf-8",
    )
    result = daweb("validate", str(bad))
    assert result.returncode == 2
    assert "bad.toml:8" in result.stderr and "retrievers" in result.stderr and "10" in result.stderr


def test_a_bad_list_file_is_reported_before_any_run(tmp_path):
    (tmp_path / "vacias.txt").write_text("hola\nlemma:\n", encoding="utf-8")
    project = tmp_path / "p.toml"
    project.write_text('schema = 1\ntitle = "x"\n[[start]]\nurl = "http://127.0.0.1:9/"\n'
                       '[lists]\nmode = "stopwords"\nfile = "vacias.txt"\n', encoding="utf-8")
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "a.txt").write_text("Hola, mundo.", encoding="utf-8")
    for command in (["validate", str(project)], ["run", str(project)],
                    ["analyze", "corpus", "--project", str(project)]):
        result = daweb(*command, cwd=tmp_path)
        assert result.returncode == 2
        assert "vacias.txt:2" in result.stderr and "lemma" in result.stderr
        assert "Traceback" not in result.stderr
    assert not (tmp_path / "runs").exists()


def test_new_then_validate(tmp_path):
    result = daweb("new", "Prensa canaria", "https://www.example.es/", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    written = tmp_path / "prensa-canaria.toml"
    assert written.exists()
    valid = daweb("validate", str(written))
    assert valid.returncode == 0
    assert "«Prensa canaria», 1 start address enabled; run it with `daweb run" in valid.stdout
    assert daweb("new", "Prensa canaria", "https://www.example.es/", cwd=tmp_path).returncode == 2


def test_analyze_local_files_and_export(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.html").write_text(
        "<html><body><p>Los niños cantaban canciones en la plaza. Los niños reían.</p>"
        "<p>La algoritmocracia llegó.</p></body></html>",
        encoding="utf-8",
    )
    (corpus / "b.txt").write_bytes(
        "El niño cantó otra canción en la plaza mayor.".encode("latin-1")
    )
    result = daweb("analyze", str(corpus), "--runs-dir", str(tmp_path / "runs"), "--quiet")
    assert result.returncode == 0, result.stderr
    [run_dir] = [p for p in (tmp_path / "runs").iterdir() if p.is_dir()]
    with sqlite3.connect(run_dir / "results.sqlite") as db:
        assert db.execute("select count(*) from pages").fetchone() == (2,)
        assert db.execute("select frequency from words where form = 'niños'").fetchone() == (2,)
        assert db.execute(
            "select count(*) from unrecognized where key = 'algoritmocracia'"
        ).fetchone() == (1,)
    exported = daweb("export", str(run_dir), "--format", "tsv")
    assert exported.returncode == 0, exported.stderr
    words_file = next(Path(p) for p in exported.stdout.split() if p.endswith("words.tsv"))
    assert "niños" in words_file.read_text(encoding="utf-8")
    semicolon = daweb("export", str(run_dir), "--separator", ";", "--out", str(tmp_path / "es"))
    assert semicolon.returncode == 0, semicolon.stderr
    assert (tmp_path / "es" / "words.csv").read_bytes().startswith(b"\xef\xbb\xbfcode;form;")
    wrong = daweb("export", str(run_dir), "--format", "tsv", "--separator", ";")
    assert wrong.returncode == 2 and "separator applies to the csv format only" in wrong.stderr


def test_analyze_lists_the_input_folders_once(tmp_path, monkeypatch, capsys):
    from daweb.cli import main

    corpus = tmp_path / "corpus"
    (corpus / "2024" / "enero").mkdir(parents=True)
    (corpus / "2024" / "enero" / "a.html").write_text(
        "<p>Los niños cantaban en la plaza.</p>", encoding="utf-8")
    (corpus / "b.txt").write_text("El niño cantó en la plaza mayor.", encoding="utf-8")
    listed: list[str] = []
    real = os.scandir

    def counting(path="."):
        if os.fspath(path).startswith(str(corpus)):
            listed.append(os.fspath(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", counting)
    assert main(["analyze", str(corpus), "--runs-dir", str(tmp_path / "runs"), "--quiet"]) == 0
    assert sorted(listed) == sorted(str(p) for p in (corpus, corpus / "2024",
                                                     corpus / "2024" / "enero"))
    [run_dir] = [p for p in (tmp_path / "runs").iterdir() if p.is_dir()]
    with sqlite3.connect(run_dir / "results.sqlite") as db:
        assert db.execute("select count(*) from pages").fetchone() == (2,)
        assert db.execute("select sum(frequency) from words where form in ('niños', 'niño')"
                          ).fetchone() == (2,)
    (corpus / "vacía").mkdir()
    assert main(["analyze", str(corpus / "vacía"), "--runs-dir", str(tmp_path / "none")]) == 2
    assert "vacía: the folder holds no" in capsys.readouterr().err
    assert not (tmp_path / "none").exists()  # refused before any run folder is made


def test_a_run_collects_garbage_less_often_and_restores_the_thresholds(tmp_path, monkeypatch):
    """A command's run raises the collector's thresholds (RUN_GC_THRESHOLDS) while its pages
    are analyzed, and gives the process its own back when the run ends."""
    import gc

    from analyzers.analyzer import Analyzer
    from daweb.cli import main
    from daweb.heap import RUN_GC_THRESHOLDS

    page = tmp_path / "a.txt"
    page.write_text("El niño cantó en la plaza mayor.", encoding="utf-8")
    seen = []
    count = Analyzer.count

    def counting(self, doc):
        seen.append(gc.get_threshold())
        return count(self, doc)

    monkeypatch.setattr(Analyzer, "count", counting)
    before = gc.get_threshold()
    assert before != RUN_GC_THRESHOLDS
    assert main(["analyze", str(page), "--runs-dir", str(tmp_path / "runs"), "--quiet"]) == 0
    assert seen == [RUN_GC_THRESHOLDS]
    assert gc.get_threshold() == before


def test_the_program_freezes_what_is_left_before_the_process_exits(tmp_path, monkeypatch):
    """``daweb`` (command) is main() with the objects left frozen: the interpreter's exit
    then does not walk them; main() itself leaves the collector alone, and so does a
    process that opened a window (Qt's objects in cycles must still be destroyed)."""
    import gc

    from daweb.cli import command, main

    page = tmp_path / "a.txt"
    page.write_text("El niño cantó.", encoding="utf-8")
    def argv(runs: str) -> list[str]:
        return ["analyze", str(page), "--runs-dir", str(tmp_path / runs), "--quiet"]

    gc.unfreeze()
    try:
        assert main(argv("runs")) == 0
        assert gc.get_freeze_count() == 0
        monkeypatch.setattr(sys, "argv", ["daweb", *argv("again")])
        monkeypatch.delitem(sys.modules, "PySide6.QtCore", raising=False)
        assert command() == 0
        assert gc.get_freeze_count() > 0
        gc.unfreeze()
        monkeypatch.setitem(sys.modules, "PySide6.QtCore", sys)  # a window was opened
        monkeypatch.setattr(sys, "argv", ["daweb", *argv("third")])
        assert command() == 0
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()


def test_analyze_missing_path_is_an_error(tmp_path):
    result = daweb("analyze", str(tmp_path / "missing"))
    assert result.returncode == 2 and "missing: no such file or folder" in result.stderr


def test_morph_prints_json_lines():
    result = daweb("morph", "dímelo", "xqzv")
    assert result.returncode == 0, result.stderr
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert first["recognized"] and "decir" in {a["lemma"] for a in first["analyses"]}
    assert second == {"form": "xqzv", "recognized": False, "analyses": []}
    # English function words are no Spanish words; a guess is shown as one (issue 17)
    result = daweb("morph", "the", "memecito")
    the, memecito = (json.loads(line) for line in result.stdout.splitlines())
    assert (the["recognized"], the["analyses"]) == (False, [])  # simplemma's guess aside
    assert not memecito["recognized"] or memecito["analyses"]
    if not memecito["recognized"]:  # with Apertium, which does not know meme
        assert {g["lemma"] for g in memecito["guesses"]} & {"meme", "memo"}


def test_morph_reads_latin1_words_from_a_pipe_and_from_arguments():
    piped = subprocess.run([sys.executable, "-m", "daweb", "morph"],
                           input="café\r\nniño\n".encode("latin-1"), capture_output=True,
                           timeout=120)
    assert piped.returncode == 0, piped.stderr.decode()
    rows = [json.loads(line) for line in piped.stdout.splitlines()]
    assert [(r["form"], r["recognized"]) for r in rows] == [("café", True), ("niño", True)]
    given = subprocess.run([sys.executable, "-m", "daweb", "morph", os.fsdecode(
        "canción".encode("latin-1"))], capture_output=True, timeout=120)
    assert json.loads(given.stdout)["form"] == "canción"


def test_tag_prints_one_reading_per_token(tmp_path):
    text = tmp_path / "t.txt"
    text.write_text("El canto del gallo, 25 veces.\nBlorfos nuevos.", encoding="utf-8")
    result = daweb("tag", str(text))
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["form"] for r in rows] == ["El", "canto", "del", "gallo", ",", "25", "veces",
                                         ".", "Blorfos", "nuevos", "."]
    by_form = {r["form"]: r for r in rows}
    assert (by_form["del"]["lemma"], by_form["del"]["pos"]) == ("de+el", "ADP+DET")
    assert (by_form["canto"]["lemma"], by_form["canto"]["pos"]) == ("canto", "NOUN")
    assert (by_form[","]["pos"], by_form["25"]["pos"]) == ("PUNCT", "NUM")
    assert by_form["Blorfos"]["guess"] is True and "guess" not in by_form["gallo"]
    assert set(rows[0]) == {"form", "lemma", "pos", "features"}


def test_tag_tokens_gives_one_line_per_input_token():
    tokens = "Lo\nvi\nen\nla\ncasa\n.\n\nLa\ncasa\nes\nroja\n\n\nsobre todo\n"
    result = subprocess.run([sys.executable, "-m", "daweb", "tag", "--tokens"], input=tokens,
                            capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split("\n")
    # the same shape as the input: one line per token, a blank line after each sentence
    assert [bool(line) for line in lines] == [True] * 6 + [False] + [True] * 4 + [False] + \
        [True, False, False]
    rows = [json.loads(line) for line in lines if line]
    assert [r["form"] for r in rows] == ["Lo", "vi", "en", "la", "casa", ".", "La", "casa",
                                         "es", "roja", "sobre todo"]
    assert [r["pos"] for r in rows[:2]] == ["PRON", "VERB"] and rows[0]["lemma"] == "él"
    assert rows[3]["pos"] == "DET" and rows[8]["pos"] == "AUX"


def test_tag_tokens_of_a_windows_file_keep_their_forms(tmp_path):
    """A byte-order mark and CRLF line ends (a file saved by Notepad) are no part of the
    tokens: the first is read as ``Lo``, and each token still gives one line."""
    tokens = tmp_path / "tokens.txt"
    tokens.write_bytes("\ufeffLo\r\nvi\r\n.\r\n\r\nSí\r\n".encode())
    result = daweb("tag", "--tokens", str(tokens))
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines() if line]
    assert [r["form"] for r in rows] == ["Lo", "vi", ".", "Sí"]
    assert (rows[0]["lemma"], rows[0]["pos"]) == ("él", "PRON")


def test_tag_reads_latin1_as_analyze_does_and_names_what_it_cannot_read(tmp_path):
    old = tmp_path / "latin1.txt"
    old.write_bytes("La canción del café.".encode("latin-1"))
    result = daweb("tag", str(old))
    assert result.returncode == 0, result.stderr
    assert [json.loads(line)["form"] for line in result.stdout.splitlines()] == [
        "La", "canción", "del", "café", "."]
    assert f"{old}: not UTF-8, read as windows-1252" in result.stderr
    piped = subprocess.run([sys.executable, "-m", "daweb", "tag", "-"],
                           input="café".encode("latin-1"), capture_output=True, timeout=120)
    assert json.loads(piped.stdout)["form"] == "café"
    assert "standard input: not UTF-8" in piped.stderr.decode()
    binary = tmp_path / "image.txt"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    result = daweb("tag", str(binary))
    assert result.returncode == 2 and f"{binary}: binary content" in result.stderr
    result = daweb("tag", str(tmp_path / "missing.txt"))
    assert result.returncode == 2 and "missing.txt: cannot read it" in result.stderr


def test_extract_prints_blocks(tmp_path):
    page = tmp_path / "p.html"
    page.write_text(
        "<h1>T&iacute;tulo</h1><p>Uno <b>dos</b></p><script>x()</script>", encoding="utf-8"
    )
    result = daweb("extract", str(page), "--mode", "all")
    assert result.returncode == 0, result.stderr
    assert "Título" in result.stdout and "Uno dos" in result.stdout and "x()" not in result.stdout


def test_extract_with_a_boolean_filter(tmp_path):
    page = tmp_path / "p.html"
    page.write_text(
        "<div><div><p>El Madrid juega en Auxerre.</p><p>Entradas agotadas.</p></div>"
        "<p>Valencia gana.</p><div class='ads'>Compre ya</div></div>", encoding="utf-8"
    )
    kept = daweb("extract", str(page), "--mode", "all", "--filter", "madrid and auxerre")
    assert kept.returncode == 0, kept.stderr
    assert kept.stdout == "El Madrid juega en Auxerre.\n"
    wider = daweb("extract", str(page), "--mode", "all", "--filter", "madrid and auxerre",
                  "--tolerance", "1")
    assert wider.stdout == "El Madrid juega en Auxerre.\n\nEntradas agotadas.\n"
    inverse = daweb("extract", str(page), "--mode", "all", "--filter", "ads", "--inverse")
    assert "Compre" not in inverse.stdout and "Valencia gana." in inverse.stdout
    bad = daweb("extract", str(page), "--filter", "madrid auxerre")
    assert bad.returncode == 2
    assert "position 8: expected 'and' or 'or' between 'madrid' and 'auxerre'" in bad.stderr


def test_extract_many_files_and_folders_into_a_folder(tmp_path):
    pages = tmp_path / "pages"
    (pages / "sub").mkdir(parents=True)
    (pages / "a.html").write_text("<nav><a href='/'>Inicio</a></nav><p>Texto a</p>",
                                  encoding="utf-8")
    (pages / "sub" / "b.html").write_bytes("<p>Canción b</p>".encode("cp1252"))
    result = daweb("extract", str(pages), str(tmp_path / "falta.html"), "--out",
                   str(tmp_path / "out"), "--mode", "all")
    assert result.returncode == 2  # falta.html is named; the rest is written
    assert "falta.html: no such file or folder" in result.stderr
    assert (tmp_path / "out" / "a.txt").read_text("utf-8") == "Inicio\n\nTexto a\n"
    assert (tmp_path / "out" / "sub" / "b.txt").read_text("utf-8") == "Canción b\n"


def test_ctrl_c_stops_downloads_and_exits_130(tmp_path):
    with SiteServer(pages=200, specials=False) as site:
        project = _slow_project(tmp_path, site)
        proc = _start(["run", str(project), "--quiet"], tmp_path)
        _wait_for_pages(tmp_path / "runs", 3)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    [run_dir] = [p for p in (tmp_path / "runs").iterdir() if p.is_dir()]
    info = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    assert info["status"] == "stopped-downloads"
    assert "stopped-downloads" in out
    assert "every page already fetched or read was analyzed and is kept" in out


def test_kill_9_leaves_a_valid_database_with_every_analyzed_page(tmp_path):
    with SiteServer(pages=200, specials=False) as site:
        project = _slow_project(tmp_path, site)
        proc = _start(["run", str(project), "--quiet"], tmp_path)
        db_path = _wait_for_pages(tmp_path / "runs", 5)
        proc.kill()
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    with sqlite3.connect(db_path) as db:
        assert db.execute("pragma integrity_check").fetchone() == ("ok",)
        pages = db.execute("select id from pages").fetchall()
        assert len(pages) >= 5
        # every committed page has its words: nothing half-written
        orphans = db.execute(
            "select count(*) from pages p where tokens > 0 and not exists "
            "(select 1 from page_words w where w.page = p.id)"
        ).fetchone()[0]
        assert orphans == 0
    # the folder is still listed, with counts read from the database itself
    listing = daweb("runs", str(project))
    assert listing.returncode == 0 and "interrupted" in listing.stdout


@pytest.mark.slow
def test_demo_command_runs_end_to_end(tmp_path):
    result = daweb("demo", "--runs-dir", str(tmp_path / "runs"), "--quiet", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Run completed" in result.stdout and "neologism candidates" in result.stdout
    assert list((tmp_path / "runs").glob("demo-diario-demo_*/results.sqlite"))


def test_full_disk_mid_run_gives_a_clear_error_and_keeps_what_was_written(tmp_path):
    """The file-size limit stands in for a full disk (CI runs as root, so chmod can't)."""
    import resource

    corpus = write_html_corpus(tmp_path / "corpus", 400, lambda i: " ".join(
        f"palabra{i}x{j} canción" for j in range(300)))

    def limit_file_size() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead
        resource.setrlimit(resource.RLIMIT_FSIZE, (2_000_000, 2_000_000))

    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "daweb",
            "analyze",
            str(corpus),
            "--runs-dir",
            str(tmp_path / "runs"),
            "--quiet",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=limit_file_size,
    )
    assert result.returncode == 1, result.stderr
    assert "results.sqlite" in result.stdout + result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    [db_path] = (tmp_path / "runs").glob("*/results.sqlite")
    with sqlite3.connect(db_path) as db:
        assert db.execute("pragma integrity_check").fetchone() == ("ok",)
        pages = db.execute("select count(*) from pages").fetchone()[0]
    assert 0 < pages < 400


def test_reanalyze_a_crawled_run_without_the_network(tmp_path):
    with SiteServer(pages=12, specials=False) as site:
        project = new_project("Instantánea", [site.url("/")])
        project.crawl.delay = 0
        path = tmp_path / "p.toml"
        save_project(project, path)
        crawled = daweb("run", str(path), "--runs-dir", str(tmp_path / "runs"), "--quiet")
    assert crawled.returncode == 0, crawled.stderr
    [run_dir] = [p for p in (tmp_path / "runs").iterdir() if p.is_dir()]
    result = daweb("reanalyze", str(run_dir), "--project", str(path), "--quiet")
    assert result.returncode == 0, result.stderr
    [again] = [d for d in (tmp_path / "runs").iterdir() if d.is_dir() and d != run_dir]
    with sqlite3.connect(again / "results.sqlite") as db:
        assert db.execute("select value from run_info where key = 'derived_from'"
                          ).fetchone() == (str(run_dir.resolve()),)
        assert db.execute("select count(*) from pages").fetchone()[0] >= 12
    assert str(again) in result.stdout


def test_reanalyze_refuses_a_run_without_snapshots(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.html").write_text("<p>Hola</p>", encoding="utf-8")
    assert daweb("analyze", str(corpus), "--runs-dir", str(tmp_path / "runs"),
                 "--quiet").returncode == 0
    [run_dir] = [p for p in (tmp_path / "runs").iterdir() if p.is_dir()]
    result = daweb("reanalyze", str(run_dir))
    assert result.returncode == 2
    assert f"{run_dir}: the run kept no page snapshots" in result.stderr


def test_analyze_an_archive_on_two_workers(tmp_path):
    from daweb.archive import SnapshotWriter
    from daweb.events import FetchedDocument

    writer = SnapshotWriter(tmp_path, max_bytes=2_000)
    for i, host in enumerate(["http://a.example", "http://b.example"] * 3):
        body = f"<html><body><p>Página {i} sobre la algoritmocracia.</p></body></html>".encode()
        writer.write(FetchedDocument(
            url=f"{host}/{i}", final_url=f"{host}/{i}", start_url=host, status=200,
            content_type="text/html", charset="", html="", bytes=len(body),
            fetched_at="2026-11-20T10:00:00+00:00", elapsed=0.0,
            headers=(("Content-Type", "text/html; charset=utf-8"),),
            status_line="HTTP/1.1 200 OK", body=body))
    writer.close()
    archives = sorted(str(p) for p in tmp_path.glob("*.warc.gz"))
    assert len(archives) >= 2
    result = daweb("analyze", *archives, "--workers", "2", "--runs-dir",
                   str(tmp_path / "runs"), "--quiet")
    assert result.returncode == 0, result.stderr
    [db_path] = (tmp_path / "runs").glob("*/results.sqlite")
    with sqlite3.connect(db_path) as db:
        assert db.execute("select count(*) from pages").fetchone() == (6,)
        assert db.execute("select frequency from words where form = 'algoritmocracia'"
                          ).fetchone() == (6,)
    html = tmp_path / "a.html"
    html.write_text("<p>Hola</p>", encoding="utf-8")
    refused = daweb("analyze", str(html), "--workers", "2")
    assert refused.returncode == 2 and "a.html: not a web archive" in refused.stderr


def test_help_explains_every_argument_of_every_command():
    import argparse

    from daweb.cli import _parser

    def undocumented(parser: argparse.ArgumentParser) -> list[str]:
        missing = []
        for action in parser._actions:
            if action.dest in ("help", "version"):
                continue
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    missing += [f"{name} {item}" for item in undocumented(sub)]
            elif not action.help:
                missing.append(action.dest)
        return missing

    assert undocumented(_parser()) == []
    assert "Exit codes" in daweb("--help").stdout


def test_user_errors_exit_2_with_the_file_named_and_no_traceback(tmp_path):
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "results.sqlite").write_text("not a database", encoding="utf-8")
    cases = {
        ("run", "nada.toml"): "nada.toml: no such project file",
        ("validate", str(tmp_path)): "is a folder, not a project file",
        ("runs", "nada.toml"): "nada.toml: no such project file",
        ("new", "X", "notaurl"): "new: url = \"notaurl\": start address 1",
        ("export", "nowhere"): "nowhere: no such folder",
        ("export", str(broken)): "broken/results.sqlite: not a readable DAWeb results file",
        ("reanalyze", "nowhere"): "nowhere: no such folder",
        ("view", "nowhere"): "nowhere: no such folder",
        ("morph", "--language", "fr", "casa"): "--language fr: no morphology data",
        ("new", "X", "https://www.example.es/", "-o", "nodir/x.toml"):
            "nodir/x.toml: cannot be written (No such file or directory)",
        ("analyze", "prensa.toml"): "prensa.toml: is a project file; run it with `daweb run",
    }
    save_project(new_project("Prensa", ["https://www.example.es/"]), tmp_path / "prensa.toml")
    for args, message in cases.items():
        result = daweb(*args, cwd=tmp_path)
        assert result.returncode == 2, (args, result.stderr)
        assert message in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.stderr and ":1:" not in result.stderr, args


def test_a_run_that_obtains_nothing_names_the_address_and_why(tmp_path):
    import socket

    with socket.socket() as sock:  # a port on 127.0.0.1 that nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    project = new_project("Cerrado", [f"http://127.0.0.1:{port}/"])
    project.crawl.retries = 0
    path = tmp_path / "cerrado.toml"
    save_project(project, path)
    result = daweb("run", str(path), "--quiet")
    assert result.returncode == 0, result.stderr
    assert f"http://127.0.0.1:{port}/ — connection refused" in result.stdout
    assert "check the addresses" in result.stdout
    with SiteServer(pages=3, specials=False) as site:  # one good address, one refused
        project.starts = [*project.starts, *new_project("x", [site.url("/")]).starts]
        project.crawl.delay = 0
        save_project(project, path)
        mixed = daweb("run", str(path), "--quiet")
    assert mixed.returncode == 0, mixed.stderr
    assert "start addresses not obtained:" in mixed.stdout
    assert f"http://127.0.0.1:{port}/ — connection refused" in mixed.stdout
    assert site.url("/") + " —" not in mixed.stdout
    (tmp_path / "roto.warc.gz").write_bytes(b"\x00garbage" * 100)
    archive = daweb("analyze", "roto.warc.gz", "--quiet", cwd=tmp_path)
    assert archive.returncode == 0, archive.stderr
    assert "roto.warc.gz: unreadable WARC data" in archive.stdout
    assert "check those files and run again" in archive.stdout


def test_runs_lists_only_the_projects_runs_in_a_table(tmp_path):
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "a.txt").write_text("Hola, mundo. " * 400, encoding="utf-8")
    for title in ("Prensa", "Prensa local"):
        assert daweb("analyze", "corpus", "--title", title, "--quiet",
                     cwd=tmp_path).returncode == 0
    project = new_project("Prensa", ["https://www.example.es/"])
    save_project(project, tmp_path / "prensa.toml")
    listing = daweb("runs", "prensa.toml", cwd=tmp_path)
    assert listing.returncode == 0, listing.stderr
    header, row = listing.stdout.splitlines()
    assert header.split() == ["RUN", "STATUS", "PAGES", "WORDS", "DISTINCT", "UNRECOGNIZED"]
    assert row.startswith("prensa_") and row.split()[1:4] == ["completed", "1", "800"]
    save_project(new_project("Otra", ["https://www.example.es/"]), tmp_path / "otra.toml")
    none = daweb("runs", "otra.toml", cwd=tmp_path)
    assert none.returncode == 0 and none.stdout.startswith("No runs of «Otra» yet")
    assert daweb("analyze", "corpus", "--title", "Otra", "--runs-dir", "elsewhere", "--quiet",
                 cwd=tmp_path).returncode == 0
    elsewhere = daweb("runs", "otra.toml", "--runs-dir", "elsewhere", cwd=tmp_path)
    assert elsewhere.stdout.splitlines()[1].startswith("otra_")


def test_morph_on_a_terminal_says_what_it_waits_for():
    import pty

    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "daweb", "morph"], stdin=slave,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    os.close(slave)
    os.write(master, b"casas\n\x04")
    out, err = proc.communicate(timeout=120)
    os.close(master)
    assert proc.returncode == 0, err
    assert "one word form per line; Ctrl-D ends" in err
    assert json.loads(out.splitlines()[-1])["form"] == "casas"


def test_without_a_display_windows_are_refused_and_screenshots_drawn_offscreen(tmp_path):
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "a.txt").write_text("Los niños cantaban.", encoding="utf-8")
    assert daweb("analyze", "corpus", "--quiet", cwd=tmp_path).returncode == 0
    [run_dir] = [p for p in (tmp_path / "runs").iterdir() if p.is_dir()]
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}

    def headless(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "daweb", *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120)

    for args in (["view", str(run_dir)], ["gui"], []):
        refused = headless(*args)
        assert refused.returncode == 2, (args, refused.stderr)  # Qt would abort: -6
        assert "needs a display" in refused.stderr and "--screenshots" in refused.stderr
    drawn = headless("view", str(run_dir), "--screenshots", "shots")
    assert drawn.returncode == 0, drawn.stderr
    assert (tmp_path / "shots" / "viewer-01-words.png").stat().st_size > 0


def analyzed_folder(folder: str, runs: Path) -> tuple[subprocess.CompletedProcess[str],
                                                      dict[str, dict]]:
    """``daweb analyze`` of tests/data/FOLDER: the command's result and, by name, the
    columns the issue-17 pages are checked on (form or key -> value)."""
    result = daweb("analyze", str(Path(__file__).parent / "data" / folder),
                   "--runs-dir", str(runs), "--quiet")
    assert result.returncode == 0, result.stderr
    [results] = runs.glob("*/results.sqlite")
    queries = {"kind": "select form, kind from words",
               "recognized": "select form, recognized from words",
               "lemmas": "select form, lemmas from words",
               "analyses": "select form, analyses from words",
               "triage": "select key, triage from unrecognized",
               "formation": "select key, formation from unrecognized",
               "languages": "select language, words from page_languages"}
    with sqlite3.connect(results) as db:
        return result, {name: dict(db.execute(query)) for name, query in queries.items()}


def test_analyze_a_page_mixing_spanish_english_code_addresses_and_new_words(tmp_path):
    """Issue 17 on one page written for it (tests/data/mixed): every item of the issue."""
    result, columns = analyzed_folder("mixed", tmp_path)
    kind, recognized, lemmas, analyses, triage, formation, languages = (
        columns[name] for name in ("kind", "recognized", "lemmas", "analyses", "triage",
                                   "formation", "languages"))
    # 1. The English passage (the blockquote) and the Python code are counted apart.
    assert languages == {"en": 24, "code": 8}
    assert not {"easiest", "installer", "saludar", "nombre_usuario"} & kind.keys()
    # 2. English function words inside Spanish text are no Spanish words.
    assert triage["the"] == triage["of"] == "likely foreign" and not recognized["the"]
    # 3. Non-words under their kinds, never candidates; y/o, km/h read by their parts.
    assert {kind[f] for f in ("https://www.ejemplo.es/blog/terminal.html",)} == {"url"}
    assert (kind["lucia.perez@ejemplo.es"], kind["~/.config/tmuxinator/proyecto.yml"],
            kind["/etc/apt/sources.list"], kind[".bashrc"], kind["--no-pager"],
            kind["ctrl-c"], kind["alt+f4"], kind["#díadelsoftware"],
            kind["@diariodeprogramadora"], kind["26/11/2026"], kind["10:30"]) == (
        "email", "path", "path", "path", "option", "keys", "keys", "hashtag", "mention",
        "date", "number")
    # ... and what <code> encloses that no dictionary knows is code (a Spanish word stays).
    assert kind["tmuxinator"] == kind["cfgdir"] == "identifier"
    # ... and so is a Spanish form in a command line (sudo: no form of sudar there)
    assert kind["sudo"] == "identifier" and not recognized["sudo"]
    assert not {"tmuxinator", "cfgdir", "apt", "install"} & triage.keys()
    assert recognized["y/o"] and recognized["km/h"] and triage["tcp/ip"] == "acronym"
    # 4. Compounds by their parts; coinages with a word-formation reading.
    assert lemmas["político-económica"] == "político-económico" and recognized["sub-sección"]
    assert triage["algoritmocracia"] == "plain candidate"
    assert formation["algoritmocracia"].startswith("compounding: algoritmo")
    assert formation["bicicletean"].startswith("suffixation: bicicleta")
    assert triage["postureo"] == "guessed lemma: posturear (VERB)"
    # 5. A third-person preterite is a third person only.
    assert "Person=3" in analyses["habló"] and "Person=2" not in analyses["habló"]
    # 6. The summary's candidates leave out names, acronyms, foreign words and non-words.
    line = next(x for x in result.stdout.splitlines() if "neologism candidates:" in x)
    assert line.split(": ", 1)[1] == (
        "algoritmocracia (1), bicicletean (1), paginador (1), postureo (1)")
    assert "non-words (distinct forms): identifier" in result.stdout


def test_analyze_a_tutorial_with_shell_lines_and_coinages(tmp_path):
    """Issue 17 on a second page written for it (tests/data/tutorial): a server's set-up with
    a block of short shell lines, an English quotation and coinages."""
    result, columns = analyzed_folder("tutorial", tmp_path)
    kind, recognized, triage, formation, languages = (
        columns[name] for name in ("kind", "recognized", "triage", "formation", "languages"))
    assert languages == {"en": 39}  # the quoted paragraph
    # the command of "sudo adduser lectora" is code; the user's name stays a word
    assert kind["sudo"] == "identifier" and recognized["lectora"]
    assert (kind["club.lectura@ejemplo.org"], kind["@clublectura@mastodon.social"],
            kind["/etc/nginx/sites-available/club.conf"], kind["--no-install-recommends"],
            kind["ctrl+alt+t"], kind["#lecturalibre"]) == (
        "email", "mention", "path", "option", "keys", "hashtag")
    # a known noun and -era is a coinage, not a slip of tuitea
    assert triage["tuitera"] == triage["hackatón"] == "plain candidate"
    assert formation["hackatón"] == "suffixation: hack (English) + -atón"
    assert formation["tuitera"] == "suffixation: tuit (tuit NOUN) + -era"  # Apertium's base
    assert triage["typo"] == "likely foreign"
    line = next(x for x in result.stdout.splitlines() if "neologism candidates:" in x)
    assert line.split(": ", 1)[1] == (
        "antigamificación (1), audiolibresca (1), descuentazo (1), hackatón (1), "
        "postureo (1), tuitera (1)")

