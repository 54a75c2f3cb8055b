"""Boolean content filter (analyzers/content_filter.py): criteria, DOM matching, in a run."""

import sqlite3
from pathlib import Path

import pytest
from selectolax.lexbor import LexborHTMLParser
from sites import CorpusSite

from analyzers.content_filter import (
    And,
    CriterionError,
    Not,
    Or,
    Term,
    filter_html,
    parse_criterion,
)
from daweb.project import parse_project
from daweb.run import Run

# A sports front page in the manner of the thesis' figures 2-4: menus, several stories,
# advertising in a side column.
MARCA = """<html><head><title>MARCA.com</title></head><body>
<div id="cabecera"><ul class="menu"><li><a href="/futbol/">Fútbol</a></li>
<li><a href="/baloncesto/">Baloncesto</a></li><li><a href="/motor/">Motor</a></li></ul></div>
<div id="portada">
 <div class="noticia" id="n1"><h2>El Madrid visita al Auxerre</h2>
  <p id="p1">El Real <b>Madrid</b> juega en Francia contra el <a href="/auxerre">Auxerre</a>
  el partido de la liga de campeones.</p>
  <p id="p2">Las entradas están agotadas.</p></div>
 <div class="noticia" id="n2"><h2 id="h2">El Valencia gana en Mestalla</h2>
  <p id="p3">El Hércules pierde en casa y el Levante empata.</p></div>
 <div class="noticia" id="n3"><p id="p4">El Madrid de baloncesto gana la Euroliga.</p></div>
</div>
<div id="lateral"><div class="ads" id="ad1"><img src="coche.png" alt="Coche nuevo">
 <p>Compre su coche nuevo</p></div><p id="p5">Encuesta del día</p></div>
</body></html>"""


def _ids(html: str) -> list[str]:
    """The ids of the elements left in the body, in document order."""
    body = LexborHTMLParser(html).body
    return [n.attributes["id"] for n in body.css("[id]")]


# ------------------------------------------------------------------------------ criteria


@pytest.mark.parametrize(("criterion", "tree"), [
    ("madrid", Term("madrid")),
    ("Madrid AND Auxerre", And((Term("madrid"), Term("auxerre")))),
    ("valencia or hercules or levante",
     Or((Term("valencia"), Term("hercules"), Term("levante")))),
    ("a or b and c", Or((Term("a"), And((Term("b"), Term("c")))))),
    ("not a and b", And((Not(Term("a")), Term("b")))),
    ("not not a", Not(Not(Term("a")))),
    ("(a or b) and c", And((Or((Term("a"), Term("b"))), Term("c")))),
    ('"liga de campeones" and not fútbol',
     And((Term("liga de campeones"), Not(Term("futbol"))))),
    ('"  Liga   DE campeones "', Term("liga de campeones")),
    ('"and" or "not"', Or((Term("and"), Term("not")))),
    ("c++ or e-mail", Or((Term("c++"), Term("e-mail")))),
])
def test_criteria_parse_with_precedence_not_and_or(criterion, tree):
    assert parse_criterion(criterion).tree == tree


@pytest.mark.parametrize(("criterion", "position", "message"), [
    ("", 1, "the criterion is empty"),
    ("   ", 1, "the criterion is empty"),
    ("madrid and", 11, "expected a word, a \"phrase\", 'not' or '(' after 'and', found the end"),
    ("or madrid", 1, "expected a word, a \"phrase\", 'not' or '(' at the start, found 'or'"),
    ("madrid auxerre", 8, "expected 'and' or 'or' between 'madrid' and 'auxerre'"),
    ('"liga de campeones', 1, "this quote is never closed"),
    ('madrid and ""', 12, "empty phrase"),
    ("(madrid or valencia", 1, "this parenthesis is never closed"),
    ("madrid)", 7, "')' without a matching '('"),
    ("madrid and not", 15, "after 'not', found the end"),
    ("()", 2, "after '(', found ')'"),
])
def test_bad_criteria_name_the_position(criterion, position, message):
    with pytest.raises(CriterionError) as caught:
        parse_criterion(criterion)
    assert caught.value.position == position
    assert message in str(caught.value)
    assert f"position {position}:" in str(caught.value)


def test_case_and_accents_are_ignored_but_not_n_tilde():
    criterion = parse_criterion("hercules and futbol")
    assert criterion.matches_text("El HÉRCULES juega al fútbol")
    assert not parse_criterion("ano").matches_text("Feliz año")
    assert parse_criterion("año").matches_text("FELIZ AÑO")


def test_terms_match_at_word_starts():
    assert parse_criterion("madrid").matches_text("la afición madridista")
    assert parse_criterion("ads").matches_text("google-adsense sidebar")
    assert not parse_criterion("ads").matches_text("all roads lead to Rome")
    assert parse_criterion('"liga de campeones"').matches_text("la Liga  de\nCampeones")
    assert not parse_criterion('"liga de campeones"').matches_text("liga de los campeones")


# ------------------------------------------------------------------------------ the DOM


def test_only_the_deepest_matching_nodes_are_kept():
    result = filter_html(MARCA, "madrid and auxerre")
    # The headline and the paragraph each hold both words; their story holds them too but
    # is not the deepest. Its other paragraph, the other stories and the side column go.
    assert _ids(result.html) == ["portada", "n1", "p1"]
    assert result.matched == 2
    assert "<title>MARCA.com</title>" in result.html  # <head> is kept
    assert "Las entradas" not in result.html and "Fútbol" not in result.html


def test_loose_text_and_scripts_of_the_ancestors_go():
    html = "<body>arriba<div>suelto<p>Madrid</p><script>madrid()</script></div></body>"
    assert filter_html(html, "madrid").html == \
        "<html><head></head><body><div><p>Madrid</p></div></body></html>"


def test_or_keeps_every_matching_node():
    result = filter_html(MARCA, "valencia or hercules or levante")
    assert _ids(result.html) == ["portada", "n2", "h2", "p3"]


def test_a_node_whose_children_each_hold_part_of_the_criterion_is_the_match():
    html = ('<body><div id="padre"><a id="h1" href="Agenda.pdf"> Agenda </a>'
            '<a id="h2" href="Telefonos.pdf">Telefonos </a></div><p id="otro">x</p></body>')
    assert _ids(filter_html(html, "agenda and telefonos").html) == ["padre", "h1", "h2"]


def test_attribute_and_text_together_make_a_match():
    html = ('<body><div id="d"><a id="a" href="archivo.pdf">Información de la agenda.</a>'
            '<a id="b" href="otro.html">agenda</a></div></body>')
    assert _ids(filter_html(html, "pdf and agenda").html) == ["d", "a"]


def test_tolerance_climbs_ancestor_levels_up_to_body():
    assert _ids(filter_html(MARCA, "euroliga", tolerance=0).html) == ["portada", "n3", "p4"]
    assert _ids(filter_html(MARCA, "euroliga", tolerance=1).html) == ["portada", "n3", "p4"]
    two = filter_html(MARCA, "euroliga", tolerance=2).html
    assert _ids(two) == ["portada", "n1", "p1", "p2", "n2", "h2", "p3", "n3", "p4"]
    assert filter_html(MARCA, "euroliga", tolerance=9).html.count("Compre") == 1
    with pytest.raises(ValueError, match="tolerance must be 0 or more"):
        filter_html(MARCA, "euroliga", tolerance=-1)


def test_not_finds_the_parts_without_the_excluded_word():
    html = """<body><div id="columna"><p id="a">La final de la liga de campeones.</p>
      <p id="b">Crónica de la liga de campeones de fútbol.</p></div>
      <div id="menu">Fútbol · Tenis</div></body>"""
    kept = filter_html(html, '"liga de campeones" and not fútbol').html
    assert _ids(kept) == ["columna", "a"]


def test_inverse_removes_the_matching_nodes():
    result = filter_html(MARCA, "ads", inverse=True)
    assert "coche" not in result.html.lower()
    assert "ad1" not in _ids(result.html)
    assert {"n1", "n2", "n3", "p5", "lateral"} <= set(_ids(result.html))
    wider = filter_html(MARCA, "ads", tolerance=1, inverse=True).html
    assert "lateral" not in _ids(wider) and "Encuesta" not in wider


def test_no_match_leaves_an_empty_body_and_inverse_leaves_the_page():
    assert filter_html(MARCA, "rugby").matched == 0
    assert LexborHTMLParser(filter_html(MARCA, "rugby").html).body.text().strip() == ""
    assert filter_html(MARCA, "rugby", inverse=True).html.count("Euroliga") == 1


# ------------------------------------------------------------------------------ a real run


def test_a_project_filter_is_applied_before_analysis(tmp_path):
    pages = {"/": ("text/html; charset=utf-8", MARCA.replace("/motor/", "/otra.html"))}
    pages["/otra.html"] = ("text/html; charset=utf-8",
                           "<html><body><p>Nada de Auxerre aquí, solo tenis.</p></body></html>")
    with CorpusSite(pages, validators=False) as site:
        path = tmp_path / "marca.toml"
        path.write_text(f'''schema = 1
title = "Marca"
[[start]]
url = "{site.url("/")}"
[crawl]
delay = 0
[analysis]
extraction = "all"
[filter]
criterion = "madrid and auxerre"
tolerance = 1
''', encoding="utf-8")
        finished = Run(parse_project(path.read_text(encoding="utf-8"), str(path), path),
                       runs_dir=tmp_path / "runs").execute()
    assert finished.status == "completed", finished.summary
    db = sqlite3.connect(Path(finished.run_dir) / "results.sqlite")
    words = {w for (w,) in db.execute("select form from words")}
    titles = {t for (t,) in db.execute("select title from pages")}
    db.close()
    assert {"auxerre", "entradas", "agotadas"} <= words  # the story, one level up
    assert not {"baloncesto", "euroliga", "mestalla", "compre", "tenis"} & words
    assert "MARCA.com" in titles
