"""The concordance of any word (daweb/concordance.py, ``daweb kwic``) over a real run: the
19 real pages of tests/data/extract analyzed by ``daweb analyze``."""

from __future__ import annotations

import shutil
import sqlite3
import zlib
from pathlib import Path

import pytest

from daweb.cli import main
from daweb.concordance import (
    ConcordanceError,
    Line,
    Query,
    concordance,
    format_line,
    page_lines,
    page_text,
    parse_sort,
    sort_lines,
)
from daweb.store.reading import open_results

PAGES = Path(__file__).parent / "data" / "extract"


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A run of the real pages of tests/data/extract, made by ``daweb analyze``."""
    runs = tmp_path_factory.mktemp("runs")
    assert (
        main(
            ["analyze", "--runs-dir", str(runs), "--quiet", *map(str, sorted(PAGES.glob("*.html")))]
        )
        == 0
    )
    (results,) = runs.glob("*/results.sqlite")  # beside it: the run's neology database
    return results.parent


@pytest.fixture
def conn(run_dir: Path):
    connection = open_results(run_dir / "results.sqlite")
    yield connection
    connection.close()


def _frequency(conn: sqlite3.Connection, forms: list[str]) -> int:
    return sum(
        conn.execute("SELECT frequency FROM words WHERE form = ?", (f,)).fetchone()[0]
        for f in forms
    )


def test_each_page_keeps_the_text_its_words_were_counted_in(conn: sqlite3.Connection) -> None:
    pages = conn.execute("SELECT id, text_chars FROM pages").fetchall()
    assert len(pages) == 19
    for page, chars in pages:
        assert len(page_text(conn, page)) == chars
    stored = conn.execute("SELECT SUM(LENGTH(text)) FROM page_texts").fetchone()[0]
    assert stored < sum(chars for _, chars in pages)  # compressed (UTF-8 is longer)


@pytest.mark.parametrize("form", ["de", "cigüeña", "que", "blanca"])
def test_a_form_has_one_line_per_occurrence_the_run_counted(
    conn: sqlite3.Connection, form: str
) -> None:
    lines = concordance(conn, Query(form))
    assert len(lines) == _frequency(conn, [form]) > 0
    assert {line.node.lower() for line in lines} == {form}
    pages = {
        r[0]
        for r in conn.execute(
            "SELECT pw.page FROM page_words pw JOIN words w ON w.code = pw.word WHERE w.form = ?",
            (form,),
        )
    }
    assert {line.page for line in lines} == pages


def test_a_query_is_keyed_as_the_analyzer_keys_forms(conn: sqlite3.Connection) -> None:
    assert len(concordance(conn, Query(" Cigüeña "))) == _frequency(conn, ["cigüeña"])


def test_the_words_around_the_node_skip_punctuation() -> None:
    text = "El vino, dijo Ana, era bueno.\nFin"
    (line,) = page_lines(3, "http://x/", text, {"era"}, width=12)
    assert (line.node, line.offset, line.page) == ("era", text.index("era"), 3)
    assert [line.word(p) for p in ("L3", "L2", "L1", "node", "R1", "R2", "R3")] == [
        "vino",
        "dijo",
        "Ana",
        "era",
        "bueno",
        "Fin",
        "",
    ]
    assert line.left.strip() == "dijo Ana,"
    assert line.right.strip() == "bueno. ¶ Fin"  # a paragraph break shows as ¶


def test_lines_sort_by_the_words_beside_the_node_in_spanish_order() -> None:
    def line(r1: str, r2: str, offset: int) -> Line:
        return Line(1, "", offset, "", "n", f"{r1} {r2}", (), (r1, r2))

    lines = [
        line("zeta", "a", 0),
        line("Ñandú", "b", 1),
        line("árbol", "c", 2),
        line("nube", "d", 3),
        line("oso", "e", 4),
        line("nube", "a", 5),
    ]
    assert [(x.word("R1"), x.word("R2")) for x in sort_lines(lines, ("R1", "R2"))] == [
        ("árbol", "c"),
        ("nube", "a"),
        ("nube", "d"),
        ("Ñandú", "b"),
        ("oso", "e"),
        ("zeta", "a"),
    ]


def test_a_sorted_concordance_is_in_r1_order(conn: sqlite3.Connection) -> None:
    from gui.viewer.collation import compare

    lines = concordance(conn, Query("de"), sort=parse_sort("r1"))
    assert len(lines) == _frequency(conn, ["de"])
    r1 = [line.word("R1") for line in lines]
    assert all(compare(a, b) <= 0 for a, b in zip(r1, r1[1:], strict=False))
    assert r1 != [line.word("R1") for line in concordance(conn, Query("de"))]


def test_a_lemma_brings_the_forms_read_as_it(conn: sqlite3.Connection) -> None:
    forms = [
        r[0]
        for r in conn.execute(
            "SELECT DISTINCT w.form FROM word_lemmas wl JOIN words w ON w.code = wl.word "
            "WHERE wl.lemma = 'ser' AND wl.frequency > 0"
        )
    ]
    assert {"es", "son", "fue"} <= set(forms)
    lines = concordance(conn, Query("ser", "lemma"))
    assert len(lines) == _frequency(conn, forms)
    assert {line.node.lower() for line in lines} == set(forms)


def test_a_category_and_a_regular_expression(conn: sqlite3.Connection) -> None:
    adj = concordance(conn, Query("adj", "pos"))
    assert adj and all(
        conn.execute(
            "SELECT 1 FROM word_lemmas wl JOIN words w ON w.code = wl.word WHERE w.form = ? "
            "AND wl.pos = 'ADJ'",
            (line.node.lower(),),
        ).fetchone()
        for line in adj
    )
    forms = [r[0] for r in conn.execute("SELECT form FROM words WHERE form LIKE 'cig%'")]
    lines = concordance(conn, Query("CIG.*", "regex"))
    assert len(lines) == _frequency(conn, forms) > 0
    with pytest.raises(ConcordanceError, match="not a valid regular expression"):
        concordance(conn, Query("(", "regex"))


def test_a_list_brings_its_forms_lemmas_and_expressions(
    conn: sqlite3.Connection, tmp_path: Path
) -> None:
    listed = tmp_path / "lista.txt"
    listed.write_text("cigüeña\nlemma:haber\ncigüeña blanca\n", encoding="utf-8")
    lines = concordance(conn, Query(str(listed), "list"))
    nodes = [line.node.lower() for line in lines]
    assert nodes.count("cigüeña") == _frequency(conn, ["cigüeña"])
    assert "cigüeña blanca" in nodes
    assert {"ha", "han"} <= set(nodes)
    bad = tmp_path / "mala.txt"
    bad.write_text("bien\n¡mal!\n", encoding="utf-8")
    with pytest.raises(ConcordanceError, match="mala.txt:2"):
        concordance(conn, Query(str(bad), "list"))


def test_limit_width_and_bad_queries(conn: sqlite3.Connection) -> None:
    every = concordance(conn, Query("de"))
    assert concordance(conn, Query("de"), limit=3) == every[:3]
    narrow = concordance(conn, Query("de"), width=10)
    assert max(len(line.left) for line in narrow) <= 10
    assert max(len(line.left) for line in every) > 10
    assert concordance(conn, Query("vendimia")) == []
    with pytest.raises(ConcordanceError, match="empty query"):
        concordance(conn, Query("  "))
    with pytest.raises(ConcordanceError, match="width"):
        concordance(conn, Query("de"), width=0)
    with pytest.raises(ConcordanceError, match="'Q1' is not one of"):
        parse_sort("R1,Q1")


def test_a_run_without_texts_says_to_analyze_again(run_dir: Path, tmp_path: Path) -> None:
    old = tmp_path / "results.sqlite"
    shutil.copy(run_dir / "results.sqlite", old)
    with sqlite3.connect(old) as writable:
        writable.execute("DROP TABLE page_texts")
    writable.close()
    conn = open_results(old)
    with pytest.raises(ConcordanceError, match="analyze its pages again"):
        concordance(conn, Query("de"))
    conn.close()


def test_the_page_texts_are_zlib_utf8(conn: sqlite3.Connection) -> None:
    blob = conn.execute("SELECT text FROM page_texts WHERE page = 4").fetchone()[0]
    assert "cigüeña" in zlib.decompress(blob).decode("utf-8").lower()


def test_daweb_kwic_prints_the_lines(
    run_dir: Path, conn: sqlite3.Connection, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(["kwic", str(run_dir), "de", "--sort", "R1,R2", "--width", "20", "--limit", "7"]) == 0
    )
    expected = concordance(conn, Query("de"), 20, ("R1", "R2"), 7)
    assert capsys.readouterr().out.splitlines() == [format_line(x, 20) for x in expected]
    assert main(["kwic", str(run_dir), "ser", "--lemma"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(
        concordance(conn, Query("ser", "lemma"))
    )
    assert main(["kwic", str(run_dir), "de", "--sort", "X9"]) == 2
    assert "'X9' is not one of" in capsys.readouterr().err
    assert main(["kwic", str(run_dir.parent), "de"]) == 2
    assert "give a run folder" in capsys.readouterr().err
