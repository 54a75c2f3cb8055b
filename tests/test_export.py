"""Tests for daweb.export: one file per table, per-output sets, CSV/TSV/JSON Lines."""

from __future__ import annotations

import csv
import json
import sqlite3
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from analyzers.collocations import count_collocations
from analyzers.disambiguation import context_free
from analyzers.document import ALPHA, DocumentResult, Occurrence
from analyzers.morphology import Analysis
from daweb.collocation_results import CooccurrenceOptions
from daweb.events import Cause, Incident, Outcome
from daweb.export import ExportError, default_separator, export_run
from daweb.store.schema import EXPORTED
from daweb.store.writer import ResultsWriter

LEXICON = {"el": (Analysis("el", "DET"),), "gato": (Analysis("gato", "NOUN"),),
           "gatos": (Analysis("gato", "NOUN"),), "come": (Analysis("comer", "VERB"),)}

# (start url, output, page tokens, page segments)
PAGES = [
    ("https://prensa.es/", "prensa", "el gato come el gato".split(), {"el gato": 2}),
    ("https://prensa.es/", "prensa", "el gato come ñandú".split(), {"el gato": 1}),
    ("https://blog.es/", "", "gatos gatos come ñandú ñandú".split(), {"gatos come": 1}),
]


#: Collocations by form, window ±1, every word a node, pairs seen at least twice.
COOCCURRENCE = CooccurrenceOptions(collocations=True, regimes=True, window=1, min_node_freq=1,
                                   min_freq=2)


def result(url: str, tokens: list[str], segments: dict[str, int]) -> DocumentResult:
    words = Counter(tokens)
    analyses = {k: LEXICON.get(k, ()) for k in words}
    unrecognized = tuple(Occurrence(t, t, ALPHA, i, "izq", "der", False)
                         for i, t in enumerate(tokens) if not analyses[t])
    return DocumentResult(url=url, title="T", tokens=len(tokens), types=len(words),
                          words=dict(words), kinds={k: ALPHA for k in words},
                          analyses=analyses, unrecognized=unrecognized, segments=segments,
                          profile=((len(words), len(tokens)),),
                          readings=context_free(words, analyses))


@pytest.fixture
def run_dir(tmp_path) -> Path:
    folder = tmp_path / "demo_2026-01-01_00-00-00"
    folder.mkdir()
    with ResultsWriter(folder / "results.sqlite", min_segment_frequency=2,
                       outputs={"https://prensa.es/": "prensa", "https://blog.es/": "",
                                "https://vacio.es/": "vacio"},
                       cooccurrence=COOCCURRENCE) as writer:
        for i, (start, _, tokens, segments) in enumerate(PAGES):
            url = f"{start}{i}"
            page = replace(result(url, tokens, segments),
                           collocations=count_collocations(tokens, {t: t for t in tokens}, 1))
            writer.add_page({"url": url, "start_url": start}, page)
        writer.add_incident(Incident("https://prensa.es/roto", "https://prensa.es/",
                                     Outcome.NOT_OBTAINED, Cause.HTTP_STATUS, 404))
        writer.add_incident(Incident("https://vacio.es/", "https://vacio.es/",
                                     Outcome.NOT_OBTAINED, Cause.SERVER_NOT_FOUND))
    return folder


def read_csv(path: Path, delimiter: str = ",") -> list[dict[str, str]]:
    # utf-8-sig: CSV files start with a byte-order mark (for Excel), TSV files do not
    with path.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle, delimiter=delimiter))


def test_csv_has_one_file_per_table_matching_the_database(run_dir):
    files = export_run(run_dir, "csv")
    top = [p for p in files if p.parent == run_dir / "export-csv"]
    assert [p.name for p in top] == [f"{t.name}.csv" for t in EXPORTED]
    conn = sqlite3.connect(run_dir / "results.sqlite")
    for path in top:
        table = path.stem
        assert len(read_csv(path)) == conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
    rows = read_csv(run_dir / "export-csv" / "words.csv")
    assert [(r["form"], r["frequency"]) for r in rows] == sorted(
        ((r["form"], r["frequency"]) for r in rows), key=lambda r: (-int(r[1]), r[0]))
    assert rows[0]["frequency"] != rows[-1]["frequency"]  # the order is not a given
    words = {r["form"]: r for r in rows}
    assert words["gato"]["frequency"] == "3" and words["gato"]["pages"] == "2"
    assert words["ñandú"]["recognized"] == "0"
    conn.close()


def test_per_output_sets_are_filtered_and_recomputed(run_dir):
    export_run(run_dir, "csv")
    base = run_dir / "export-csv" / "by_output"
    assert sorted(p.name for p in base.iterdir()) == ["_default", "prensa", "vacio"]
    # An output whose start address gave no page: its set says why (the incidents).
    assert read_csv(base / "vacio" / "pages.csv") == []
    assert [r["cause"] for r in read_csv(base / "vacio" / "incidents.csv")] == [
        "server_not_found"]
    prensa = base / "prensa"
    assert [r["url"] for r in read_csv(prensa / "pages.csv")] == [
        "https://prensa.es/0", "https://prensa.es/1"]
    words = {r["form"]: (int(r["frequency"]), int(r["pages"]))
             for r in read_csv(prensa / "words.csv")}
    assert words == {"el": (3, 2), "gato": (3, 2), "come": (2, 2), "ñandú": (1, 1)}
    assert [(r["text"], r["frequency"]) for r in read_csv(prensa / "segments.csv")] == [
        ("el gato", "3")]
    assert [r["url"] for r in read_csv(prensa / "incidents.csv")] == ["https://prensa.es/roto"]
    assert {r["form"] for r in read_csv(prensa / "unrecognized.csv")} == {"ñandú"}
    assert [(r["tokens"], r["types"]) for r in read_csv(prensa / "vocabulary.csv")] == [
        ("5", "3"), ("9", "4")]
    lemmas = {(r["lemma"], r["pos"]): r["frequency"] for r in read_csv(prensa / "lemmas.csv")}
    assert lemmas == {("el", "DET"): "3", ("gato", "NOUN"): "3", ("comer", "VERB"): "2"}

    default = base / "_default"
    assert [(r["form"], int(r["frequency"])) for r in read_csv(default / "words.csv")] == [
        ("gatos", 2), ("ñandú", 2), ("come", 1)]
    assert read_csv(default / "segments.csv") == []  # "gatos come" occurs once: below 2
    # Only segments reaching the run minimum have page_segments rows (docs/results.md).
    assert read_csv(default / "page_segments.csv") == []
    assert [(r["page"], r["segment"], r["frequency"])
            for r in read_csv(prensa / "page_segments.csv")] == [("1", "el gato", "2"),
                                                                  ("2", "el gato", "1")]
    assert [(r["lemma"], r["form_list"]) for r in read_csv(default / "lemmas.csv")] == [
        ("gato", "gatos"), ("comer", "come")]
    assert read_csv(default / "incidents.csv") == []


def test_collocations_are_exported_for_the_whole_run_only(run_dir):
    export_run(run_dir, "csv")
    rows = {(r["node"], r["collocate"]): r
            for r in read_csv(run_dir / "export-csv" / "collocations.csv")}
    # window ±1 over the three pages: "el gato" 3 times (pages 1 and 2), "gato come" twice,
    # so (gato, el) has 3 on the left, (el, gato) 3 on the right, (come, gato) 2.
    assert rows[("gato", "el")]["left_count"] == "3"
    assert rows[("el", "gato")]["right_count"] == "3"
    assert rows[("come", "gato")]["frequency"] == "2"
    # the one "gatos gatos" pair counts on both sides of the node: 1 left + 1 right = 2;
    # "gatos come" occurs once: below min_freq 2, not listed
    assert (rows[("gatos", "gatos")]["left_count"], rows[("gatos", "gatos")]["right_count"]) \
        == ("1", "1")
    assert ("gatos", "come") not in rows
    assert (run_dir / "export-csv" / "regimes.csv").is_file()
    # per-output sets hold the per-page tables; collocations are whole-run figures
    assert not (run_dir / "export-csv" / "by_output" / "prensa" / "collocations.csv").exists()


def test_tsv_and_json_lines(run_dir, tmp_path):
    out = tmp_path / "out"
    export_run(run_dir, "tsv", out)
    rows = read_csv(out / "unrecognized.tsv", delimiter="\t")
    assert {r["form"] for r in rows} == {"ñandú"}
    files = export_run(run_dir, "json", tmp_path / "json")
    assert all(p.suffix == ".jsonl" for p in files)
    lines = (tmp_path / "json" / "words.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert {r["form"] for r in records} == {"el", "gato", "come", "ñandú", "gatos"}
    gato = next(r for r in records if r["form"] == "gato")
    assert gato["frequency"] == 3 and json.loads(gato["analyses"])[0]["lemma"] == "gato"
    assert "ñandú" in (tmp_path / "json" / "words.jsonl").read_text(encoding="utf-8")


def test_single_output_run_has_no_per_output_sets(tmp_path):
    folder = tmp_path / "run"
    folder.mkdir()
    with ResultsWriter(folder / "results.sqlite") as writer:
        writer.add_page({"url": "https://a.es/", "start_url": "https://a.es/"},
                        result("https://a.es/", ["el", "gato"], {}))
    files = export_run(folder, "csv")
    assert len(files) == len(EXPORTED) - 2  # no collocations or regimes asked for: no tables
    assert not (folder / "export-csv" / "by_output").exists()


def test_errors(tmp_path, run_dir):
    with pytest.raises(ExportError, match="not a run folder"):
        export_run(tmp_path / "nothing")
    with pytest.raises(ExportError, match="unknown export format 'xml'"):
        export_run(run_dir, "xml")


def test_unreadable_results_and_unwritable_folder_are_export_errors(tmp_path, run_dir):
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "results.sqlite").write_text("not a database", encoding="utf-8")
    with pytest.raises(ExportError, match="broken/results.sqlite: not a readable"):
        export_run(broken)
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(ExportError, match="a-file: cannot write the export there.*--out"):
        export_run(run_dir, "csv", blocker)


def test_formula_cells_are_neutralized_in_csv_and_tsv(tmp_path):
    """Issue 19, fault 5: crawled text such as ``=HYPERLINK(…)`` is shown, never run."""
    folder = tmp_path / "hostil"
    folder.mkdir()
    hostile = ['=HYPERLINK("http://x.es")', "+cmd|' /C calc'!A0", "@sum", "-1+1"]
    with ResultsWriter(folder / "results.sqlite", min_segment_frequency=1) as writer:
        writer.add_incident(Incident(hostile[0], hostile[1], Outcome.NOT_OBTAINED,
                                     Cause.BAD_URL, detail=hostile[2] + hostile[3]))
    for fmt, delimiter in (("csv", ","), ("tsv", "\t")):
        export_run(folder, fmt)
        row = read_csv(folder / f"export-{fmt}" / f"incidents.{fmt}", delimiter)[0]
        assert (row["url"], row["start_url"], row["detail"]) == (
            "'" + hostile[0], "'" + hostile[1], "'" + hostile[2] + hostile[3])
        assert not row["status"].startswith("'")
    export_run(folder, "csv", folder / "semicolon", separator=";")
    row = read_csv(folder / "semicolon" / "incidents.csv", ";")[0]
    assert (row["url"], row["detail"]) == ("'" + hostile[0], "'" + hostile[2] + hostile[3])
    export_run(folder, "json")
    with (folder / "export-json" / "incidents.jsonl").open(encoding="utf-8") as f:
        assert json.loads(f.readline())["url"] == hostile[0]  # JSON is not a spreadsheet


def test_a_full_disk_leaves_no_empty_or_cut_file(tmp_path):
    """Issue 19, fault 14: the file-size limit stands in for a full disk (as in
    tests/test_cli.py); a table that cannot be written completely leaves nothing."""
    import subprocess
    import sys

    folder = tmp_path / "grande"
    folder.mkdir()
    with ResultsWriter(folder / "results.sqlite", min_segment_frequency=1) as writer:
        writer.add_incidents(Incident(f"https://a.es/{'x' * 100}/{i}", "https://a.es/",
                                      Outcome.NOT_OBTAINED, Cause.BAD_URL) for i in range(2000))
    out = tmp_path / "out"
    script = ("import resource, signal, sys\n"
              "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
              "resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, 100_000))\n"
              "from daweb.export import ExportError, export_run\n"
              "try:\n"
              "    export_run(sys.argv[1], 'csv', sys.argv[2])\n"
              "except ExportError as exc:\n"
              "    print(exc)\n")
    done = subprocess.run([sys.executable, "-c", script, str(folder), str(out)],
                          capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).parent.parent)
    assert "cannot write the export" in done.stdout, done.stdout + done.stderr
    written = sorted(p for p in out.rglob("*") if p.is_file())
    assert "run_info.csv" in [p.name for p in written]  # tables before the failure: kept
    assert "incidents.csv" not in [p.name for p in written]  # 250 KB: could not be complete
    assert not [p for p in written if p.name.startswith(".")]  # no temporary file left


def test_csv_starts_with_a_byte_order_mark_tsv_and_json_do_not(run_dir, tmp_path):
    """Issue 22, point 5: Excel reads a CSV as UTF-8 only when it starts with a BOM."""
    export_run(run_dir, "csv", tmp_path / "csv", separator=",")
    export_run(run_dir, "tsv", tmp_path / "tsv")
    export_run(run_dir, "json", tmp_path / "json")
    raw = (tmp_path / "csv" / "words.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbfcode,form,")
    assert "ñandú".encode() in raw
    assert (tmp_path / "tsv" / "words.tsv").read_bytes().startswith(b"code\tform\t")
    assert (tmp_path / "json" / "words.jsonl").read_bytes().startswith(b"{")


def test_semicolon_csv_has_decimal_commas_as_spanish_excel_reads_them(run_dir, tmp_path):
    export_run(run_dir, "csv", tmp_path / "comma", separator=",")
    export_run(run_dir, "csv", tmp_path / "semicolon", separator=";")
    conn = sqlite3.connect(run_dir / "results.sqlite")
    stored = conn.execute("SELECT node, collocate, log_dice, frequency FROM collocations "
                          "ORDER BY node, frequency DESC, collocate").fetchall()
    assert stored and all(isinstance(r[2], float) for r in stored)
    with_points = read_csv(tmp_path / "comma" / "collocations.csv", ",")
    with_commas = read_csv(tmp_path / "semicolon" / "collocations.csv", ";")
    assert [(r["node"], r["collocate"], float(r["log_dice"])) for r in with_points] == \
        [r[:3] for r in stored]
    # Spanish Excel's reading: the decimal comma, integers as they are, texts untouched
    assert [(r["node"], r["collocate"], float(r["log_dice"].replace(",", ".")),
             int(r["frequency"])) for r in with_commas] == stored
    assert any("," in r["log_dice"] for r in with_commas)
    assert not any("." in r["log_dice"] for r in with_commas)
    semicolon_words = read_csv(tmp_path / "semicolon" / "words.csv", ";")
    assert {r["form"] for r in semicolon_words} == {"el", "gato", "come", "ñandú", "gatos"}
    assert {r["kind"] for r in semicolon_words} == {"alpha"}  # stored values, not names


def test_default_separator_follows_the_locale_decimal_mark(monkeypatch, run_dir, tmp_path):
    import locale

    monkeypatch.setenv("LC_ALL", "C")
    assert default_separator() == ","
    monkeypatch.setenv("LC_ALL", "xx_NOWHERE.UTF-8")  # not installed: the C convention
    assert default_separator() == ","
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    # This machine has only the C locales: es_ES's convention stands in for its data.
    monkeypatch.setattr(locale, "localeconv", lambda: {"decimal_point": ","})
    assert default_separator() == ";"
    export_run(run_dir, "csv")
    assert (run_dir / "export-csv" / "words.csv").read_bytes().startswith(
        b"\xef\xbb\xbfcode;form;")


def test_a_separator_is_checked(run_dir):
    with pytest.raises(ExportError, match="separator applies to the csv format only"):
        export_run(run_dir, "tsv", separator=";")
    with pytest.raises(ExportError, match="unknown CSV separator '|'"):
        export_run(run_dir, "csv", separator="|")
