"""Site rules and normalized documents (analyzers/normalizer.py), unit level and in a real run.

The run tests crawl the paper's three example sites (tests/data/sites_normalizer, served on
127.0.0.1 by tests/sites.py: CorpusSite) through the whole pipeline: the index pages of the
day, only the links their patterns select, the normalized documents in the run folder and
the analysis of their sections. The same pages, from another year, are also read from a
web archive (written by daweb/archive.py's SnapshotWriter), where the site descriptions
place each page by its address.
"""

import json
import sqlite3
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from sites import CorpusSite

from analyzers.document import SourceDocument
from analyzers.normalizer import (
    Append,
    NormalizedWriter,
    PagePreparation,
    Rules,
    SiteDescriptions,
    SiteRulesError,
    Translate,
    any_date,
    append_problem,
    expand,
    index_url_problem,
    normalize,
    pattern_problem,
    translate_problem,
)
from daweb.archive import SnapshotWriter
from daweb.events import FetchedDocument
from daweb.project import ProjectError, parse_project
from daweb.run import Run
from daweb.run.reanalysis import reanalysis_run

FIXTURES = Path(__file__).parent / "data" / "sites_normalizer"
DAY = date(2000, 12, 8)

# The paper's table 1, first example.
TABLE_1 = ('<font type="arial"><texto>Este texto <B>se mantiene</B> </texto>pero éste otro '
           '<B>se desecha</B></font><texto>y éste de aquí se añade</texto>')


def _rules(**table) -> Rules:
    return Rules.from_table(table)


# ------------------------------------------------------------------------------ rules


def test_date_variables_expand_to_the_day_and_url():
    assert expand("/p/d/$YYYY$$MM$$DD$/internac/", DAY) == "/p/d/20001208/internac/"
    assert expand(".FECHA $MM$-$DD$-$YYYY$ $URL$", date(2026, 1, 5), "http://x/a") == \
        ".FECHA 01-05-2026 http://x/a"


def test_append_lines_and_translate_selectors():
    assert Append.parse('.PERIODICO "ABC"') == Append("PERIODICO", '"ABC"')
    assert Append.parse(".AUTOR") == Append("AUTOR", "")
    meta = Translate.from_table({"tag": "META", "attr": "NAME", "value": "TITULO",
                                 "get": "CONTENT", "section": ".TITULO"})
    assert (meta.section, meta.selector, meta.get) == \
        ("TITULO", 'meta[name="TITULO" i]', "content")
    assert Translate.from_table({"css": "div.cuerpo > p", "section": "CUERPO"}).selector == \
        "div.cuerpo > p"


@pytest.mark.parametrize(("table", "expected"), [
    ({"section": "CUERPO"}, "exactly one of tag"),
    ({"tag": "p", "css": "p", "section": "CUERPO"}, "exactly one of tag"),
    ({"tag": "p"}, "needs section"),
    ({"tag": "meta", "attr": "name", "section": "T"}, "attr and value go together"),
    ({"css": "div[", "section": "T"}, "not a valid CSS selector"),
    ({"tag": "p", "section": "T", "colour": "red"}, "unknown key 'colour'"),
    ({"tag": "p p", "section": "T"}, "not a tag name"),
])
def test_bad_translate_rules_say_why(table, expected):
    assert expected in translate_problem(table)
    with pytest.raises(SiteRulesError, match=expected.split("'")[0]):
        Translate.from_table(table)


def test_bad_appends_and_patterns_say_why():
    assert "\".NAME content\"" in append_problem("FECHA hoy")
    assert "unknown variable $HOY$" in append_problem(".FECHA $HOY$")
    assert append_problem(".LINK $URL$") is None
    assert "non-empty" in pattern_problem("  ")
    assert "link pattern 're:(' is not a valid regular expression" in pattern_problem("re:(")
    assert "unknown variable $URL$" in pattern_problem("$URL$")


def test_an_index_page_is_one_address_not_a_regular_expression():
    problem = index_url_problem("re:https://elpais.com/p/d/\\d+/internac/")
    assert "where the crawl starts" in problem and "link patterns" in problem
    text = 'schema = 1\ntitle = "P"\n[[sites]]\nname = "S"\n' + \
        'translate = [{ tag = "p", section = "C" }]\n[[sites.index]]\n' + \
        'url = "re:https://s.es/.*"\n[[sites.index.links]]\npattern = "x"\n'
    with pytest.raises(ProjectError, match=r"p\.toml:7: url = \"re:https://s\.es/\.\*\": an "
                       "index page is where the crawl starts"):
        parse_project(text, "p.toml")


def test_date_variables_of_patterns_stand_for_any_date_in_archives():
    assert any_date("internac") == "internac"
    assert any_date("/$YYYY$/$MM$/$DD$/") == r"re:/\d{4}/\d{2}/\d{2}/"
    assert any_date("nota.$DD$N0") == r"re:nota\.\d{2}N0"  # the dot is a dot
    assert any_date(r"re:/$YYYY$$MM$$DD$/n\d+") == r"re:/\d{4}\d{2}\d{2}/n\d+"


def test_the_most_local_rule_wins_and_keeps_its_place():
    project = _rules(translate=[{"tag": "title", "section": "TITULO"},
                                {"tag": "div", "section": "CUERPO"}],
                     append=[".FECHA $DD$", ".DIARIO todos"], ignore=["p"])
    site = _rules(translate=[{"tag": "DIV", "section": "TEXTO"}],
                  append=[".DIARIO El Mundo"], ignore=["br"])
    index = _rules(append=[".SECCION Internacional"])
    link = _rules(translate=[{"tag": "title", "section": "TITULAR"},
                             {"tag": "h2", "section": "SUBTITULO"}])
    rules = project.under(site).under(index).under(link)
    assert [(r.tag, r.section) for r in rules.translate] == [
        ("title", "TITULAR"), ("div", "TEXTO"), ("h2", "SUBTITULO")]
    assert [(a.section, a.text) for a in rules.append] == [
        ("FECHA", "$DD$"), ("DIARIO", "El Mundo"), ("SECCION", "Internacional")]
    assert rules.ignore == {"p", "br"}
    assert rules.sections() == ["FECHA", "DIARIO", "SECCION", "TITULAR", "TEXTO", "SUBTITULO"]
    # A sibling site or index page does not see another one's rules.
    assert [r.section for r in project.under(index).translate] == ["TITULO", "CUERPO"]


def test_the_same_element_by_attribute_value_conflicts_ignoring_case():
    outer = _rules(translate=[{"tag": "meta", "attr": "name", "value": "TITULO",
                               "get": "content", "section": "TITULO"}])
    inner = _rules(translate=[{"tag": "META", "attr": "Name", "value": "titulo",
                               "get": "content", "section": "TITULAR"}])
    assert [r.section for r in outer.under(inner).translate] == ["TITULAR"]


# ------------------------------------------------------------------------------ normalize


def test_paper_table_1_text_outside_translated_elements_is_dropped():
    doc = normalize(TABLE_1, "http://x/", _rules(translate=[{"tag": "texto",
                                                               "section": "CUERPO"}]))
    assert doc.to_text() == ".CUERPO\nEste texto se mantiene\ny éste de aquí se añade\n\n"


def test_paper_table_1_attribute_value_becomes_the_section():
    html = ('<META name="TITULO" content="Finaliza la cumbre europea">'
            '<META name="FECHA" content=" 12/11/2000">')
    rules = _rules(translate=[{"tag": "META", "attr": "NAME", "value": "TITULO",
                               "get": "CONTENT", "section": ".TITULO"}])
    assert normalize(html, "http://x/", rules).to_text() == \
        ".TITULO\nFinaliza la cumbre europea\n\n"


def test_ignored_tags_stay_inside_sections_and_leave_the_analysis_text():
    html = "<body><texto><p>Uno <b>dos</b></p><p>tres<br>cuatro</p><script>x()</script></texto>"
    rules = _rules(translate=[{"tag": "texto", "section": "CUERPO"}], ignore=["P", "br"])
    doc = normalize(html, "http://x/", rules)
    assert doc.section("CUERPO").text == "<p>Uno dos</p>\n<p>tres\n<br>\ncuatro</p>"
    assert doc.analysis_blocks() == ["Uno dos", "tres", "cuatro"]


def test_nested_matches_of_one_rule_count_once_and_css_selects():
    html = ("<body><div>Uno<div>dos</div></div><div class='x'><p>tres</p></div>"
            "<aside><p>cuatro</p></aside></body>")
    doc = normalize(html, "http://x/", _rules(translate=[{"tag": "div", "section": "C"},
                                                         {"css": "aside p", "section": "N"}]))
    assert doc.section("C").text == "Uno\ndos\ntres"
    assert doc.section("N").text == "cuatro"


def test_appended_sections_come_first_and_are_not_analyzed_by_default():
    rules = _rules(translate=[{"tag": "texto", "section": "CUERPO"}],
                   append=[".FECHA $DD$-$MM$-$YYYY$", ".LINK $URL$", ".PERIODICO ABC"])
    doc = normalize("<texto>Hola</texto><title>T</title>", "http://x/a.asp", rules, day=DAY)
    assert doc.to_text() == (".FECHA\n08-12-2000\n\n.LINK\nhttp://x/a.asp\n\n"
                             ".PERIODICO\nABC\n\n.CUERPO\nHola\n\n")
    assert doc.title == "T"
    appended = ["FECHA", "LINK", "PERIODICO"]
    assert doc.analysis_blocks((), appended) == ["Hola"]
    assert doc.analysis_blocks(["PERIODICO", "CUERPO"], appended) == ["ABC", "Hola"]


# ------------------------------------------------------------------------------ descriptions


def _sites(base: str) -> list[dict]:
    """The paper's figure 1 in TOML terms, on the test server."""
    return [
        {"name": "ABC", "append": ['.PERIODICO "ABC"'],
         "translate": [{"tag": "titulo", "section": "TITULO"},
                       {"tag": "entradilla", "section": "ENTRADILLA"},
                       {"tag": "firma", "section": "AUTOR"},
                       {"tag": "texto", "section": "CUERPO"}],
         "index": [{"url": f"{base}/abc/fijas/internac/index.asp",
                    "links": [{"pattern": "pa00",
                               "append": [".SECCION Internacional"]}]}]},
        {"name": "El Mundo", "append": ['.PERIODICO "EL MUNDO"'],
         "index": [{"url": f"{base}/diario/internacional/index.html",
                    "links": [{"pattern": "$DD$N0",
                               "translate": [{"tag": "TITLE", "section": "TITULO"},
                                             {"tag": "DIV", "section": "CUERPO"}],
                               "append": [".SECCION Internacional"]}]}]},
        {"name": "El Pais", "append": [".PERIODICO EL PAIS"],
         "index": [{"url": f"{base}/p/d/$YYYY$$MM$$DD$/internac/",
                    "links": [{"pattern": "internac",
                               "translate": [{"tag": "META", "attr": "NAME",
                                              "value": "TITULO", "get": "CONTENT",
                                              "section": "TITULO"},
                                             {"tag": "BODY", "section": "CUERPO"}],
                               "append": [".SECCION Internacional"]}]}]},
    ]


PROJECT_RULES = {"append": [".FECHA $MM$-$DD$-$YYYY$", ".LINK $URL$"],
                 "ignore": ["P", "BR", "STRONG"]}


def test_index_pages_expand_the_day_and_patterns_select_links():
    sites = SiteDescriptions.from_tables(_sites("http://n.es"), PROJECT_RULES, DAY)
    index = "http://n.es/p/d/20001208/internac/"
    assert sites.start_urls() == ["http://n.es/abc/fijas/internac/index.asp",
                                  "http://n.es/diario/internacional/index.html", index]
    assert sites.follows(index, 0, index + "internac01.html")
    assert not sites.follows(index, 0, "http://n.es/p/d/20001208/espana/retirada.htm")
    assert not sites.follows(index, 1, index + "internac02.html")  # nothing beyond them
    mundo = "http://n.es/diario/internacional/index.html"
    assert sites.follows(mundo, 0, "http://n.es/diario/internacional/08N0001.html")
    assert not sites.follows(mundo, 0, "http://n.es/diario/internacional/09N0001.html")
    assert sites.follows("http://other.es/", 3, "http://other.es/x")  # ordinary starts
    assert sites.target(index, 0, index) is None  # the index page is not a document
    target = sites.target(index, 1, index + "internac01.html")
    assert target.site.name == "El Pais" and target.pattern == "internac"
    assert [a.section for a in target.rules.append] == ["FECHA", "LINK", "PERIODICO",
                                                        "SECCION"]


def test_pages_read_without_a_crawl_are_placed_by_their_address():
    sites = SiteDescriptions.from_tables(_sites("http://n.es"), PROJECT_RULES, DAY)

    def site(url: str) -> str | None:
        target = sites.target_by_address(url)
        return target.site.name if target else None

    # Index pages, a dated one on the run's day or on any other: never documents.
    for index in ("http://n.es/abc/fijas/internac/index.asp", "HTTP://N.ES/p/d/20001208/internac/",
                  "http://n.es/p/d/19990131/internac/"):
        assert sites.is_index_address(index) and site(index) is None
    assert site("http://n.es/abc/fijas/internac/007pa00.asp") == "ABC"
    # $DD$N0 selects El Mundo's articles of any day; a crawl on DAY follows the 8th's only.
    mundo = "http://n.es/diario/internacional/17N0001.html"
    assert site(mundo) == "El Mundo"
    assert not sites.follows("http://n.es/diario/internacional/index.html", 0, mundo)
    assert site("http://n.es/p/d/19990131/internac/internac01.html") == "El Pais"
    # Sites in file order: ABC's "pa00" comes before El País' "internac".
    assert site("http://n.es/p/d/19990131/internac/pa00.html") == "ABC"
    deportes = "http://n.es/abc/fijas/deportes/010de01.asp"
    assert site(deportes) is None and not sites.is_index_address(deportes)
    target = sites.target_by_address(mundo)
    assert target == sites.target("http://n.es/diario/internacional/index.html", 1,
                                  "http://n.es/diario/internacional/08N0001.html")
    # Only the pages of an index page's site, as in a crawl from it.
    assert site("http://otro.es/abc/fijas/internac/007pa00.asp") is None
    assert site("http://www.n.es/abc/fijas/internac/007pa00.asp") == "ABC"
    one_host = SiteDescriptions.from_tables(_sites("http://n.es"), PROJECT_RULES, DAY,
                                            same_host_only=True)
    assert one_host.target_by_address("http://www.n.es/abc/fijas/internac/007pa00.asp") is None


def test_preparation_of_archived_pages_by_address_and_of_crawled_ones_by_crawl(tmp_path):
    """A site whose index page is its home: an archive's pages all have the home's site as
    start address, which must not make every page an index page's leftover."""
    sites = SiteDescriptions.from_tables(
        [{"name": "S", "index": [{"url": "http://s.es/", "links": [{"pattern": "/noticias/"}]}]}],
        {"translate": [{"tag": "h1", "section": "TITULAR"}]}, DAY)
    preparation = PagePreparation(tmp_path, sites)
    html = "<title>T</title><h1>Cumbre</h1><div>Menú</div>"

    def prepared(url: str, start: str, depth: int | None):
        return preparation.prepare(SourceDocument(url, html, True, start), depth)

    assert prepared("http://s.es/", "http://s.es", None) is None
    source, title = prepared("http://s.es/noticias/cumbre.html", "http://s.es", None)
    assert (source.text, source.is_html, title) == ("Cumbre", False, "T")
    other = SourceDocument("http://s.es/opinion.html", html, True, "http://s.es")
    assert preparation.prepare(other, None) == (other, "")  # analyzed whole
    # In a crawl from the index page, a page no pattern selects is not a document.
    assert prepared("http://s.es/opinion.html", "http://s.es/", 1) is None
    preparation.close()
    lines = (tmp_path / "normalized" / "documents.jsonl").read_text(encoding="utf-8")
    assert [json.loads(line)["url"] for line in lines.splitlines()] == [
        "http://s.es/noticias/cumbre.html"]


def test_rules_are_inherited_from_project_to_site_index_page_and_pattern():
    project = {"translate": [{"tag": "h1", "section": "TITULO"},
                             {"tag": "div", "section": "CUERPO"}],
               "append": [".DIARIO todos"]}
    sites = [{"name": "S", "translate": [{"tag": "h1", "section": "TITULAR"}],
              "index": [
                  {"url": "http://s.es/a/", "append": [".DIARIO S"],
                   "links": [{"pattern": "/a/1"},
                             {"pattern": "/a/2", "translate": [{"tag": "DIV",
                                                                "section": "TEXTO"}]}]},
                  {"url": "http://s.es/b/", "links": [{"pattern": "/b/"}]},
              ]}]
    descriptions = SiteDescriptions.from_tables(sites, project, DAY)
    html = "<h1>Titular</h1><div>Texto</div><p>Fuera</p>"

    def sections(start: str, url: str) -> str:
        target = descriptions.target(start, 1, url)
        return normalize(html, url, target.rules).to_text()

    assert sections("http://s.es/a/", "http://s.es/a/1.html") == \
        ".DIARIO\nS\n\n.TITULAR\nTitular\n\n.CUERPO\nTexto\n\n"
    assert sections("http://s.es/a/", "http://s.es/a/2.html") == \
        ".DIARIO\nS\n\n.TITULAR\nTitular\n\n.TEXTO\nTexto\n\n"
    assert sections("http://s.es/b/", "http://s.es/b/3.html") == \
        ".DIARIO\ntodos\n\n.TITULAR\nTitular\n\n.CUERPO\nTexto\n\n"


def test_preparation_writes_documents_and_skips_index_pages(tmp_path):
    sites = SiteDescriptions.from_tables(_sites("http://n.es"), PROJECT_RULES, DAY)
    preparation = PagePreparation(tmp_path, sites, output="site")
    index = "http://n.es/abc/fijas/internac/index.asp"
    html = (FIXTURES / "abc/fijas/internac/007pa00.asp").read_text(encoding="utf-8")
    assert preparation.prepare(SourceDocument(index, html, True, index), 0) is None
    url = "http://n.es/abc/fijas/internac/007pa00.asp"
    source, title = preparation.prepare(SourceDocument(url, html, True, index), 1)
    preparation.close()
    assert (source.is_html, title) == (False, "ABC.es - Niza")
    assert source.text.split("\n\n") == [
        "La cumbre de Niza termina sin acuerdo sobre el voto", "Los quince aplazan la reforma.",
        "Corresponsal en Niza", "Los jefes de Gobierno discutieron durante cuatro días."]
    assert (tmp_path / "normalized" / "ABC.txt").read_text(encoding="utf-8").startswith(
        f".FECHA\n12-08-2000\n\n.LINK\n{url}\n\n.PERIODICO\n\"ABC\"\n\n")


def test_writer_one_file_per_document(tmp_path):
    writer = NormalizedWriter(tmp_path)
    rules = _rules(translate=[{"tag": "p", "section": "C"}])
    for n in (1, 2):
        writer.write(normalize(f"<p>texto {n}</p>", f"http://x/a/nota{n}.html", rules,
                               site="El País"))
    writer.close()
    folder = tmp_path / "normalized"
    assert sorted(p.name for p in (folder / "El-País").iterdir()) == [
        "00001-nota1.html.txt", "00002-nota2.html.txt"]
    lines = (folder / "documents.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["sections"] for line in lines] == [
        [{"name": "C", "text": "texto 1"}], [{"name": "C", "text": "texto 2"}]]


# ------------------------------------------------------------------------------ a real run


def _documents(day: date) -> dict[str, tuple[str, str]]:
    """The fixture folder as served on ``day``: $YYYY$ $MM$ $DD$ replaced in paths and text.

    The replacement is written out here rather than taken from the module under test, so a
    broken expansion there cannot go unnoticed.
    """
    def dated(text: str) -> str:
        return (text.replace("$YYYY$", f"{day:%Y}").replace("$MM$", f"{day:%m}")
                .replace("$DD$", f"{day:%d}"))

    served = {}
    for file in FIXTURES.rglob("*"):
        if file.is_file() and file.suffix != ".md":
            path = "/" + dated(file.relative_to(FIXTURES).as_posix())
            page = ("text/html; charset=utf-8", dated(file.read_text(encoding="utf-8")))
            served[path] = page
            if file.name == "index.html":
                served[path.removesuffix("index.html")] = page
    return served


def _project_text(base: str, output: str = "document") -> str:
    """The project file of the three sites, written as a user would."""
    return f'''schema = 1
title = "Prensa 2000"

[crawl]
delay = 0
retrievers = 3

[normalize]
output = "{output}"
append = [".FECHA $MM$-$DD$-$YYYY$", ".LINK $URL$"]
ignore = ["P", "BR", "STRONG"]

[[sites]]
name = "ABC"
append = ['.PERIODICO "ABC"']
translate = [
  {{ tag = "titulo", section = ".TITULO" }},
  {{ tag = "entradilla", section = ".ENTRADILLA" }},
  {{ tag = "firma", section = ".AUTOR" }},
  {{ tag = "texto", section = ".CUERPO" }},
]

[[sites.index]]
url = "{base}/abc/fijas/internac/index.asp"

[[sites.index.links]]
pattern = "pa00"
append = [".SECCION Internacional"]

[[sites]]
name = "El Mundo"
append = ['.PERIODICO "EL MUNDO"']

[[sites.index]]
url = "{base}/diario/internacional/index.html"

[[sites.index.links]]
pattern = "$DD$N0"
append = [".SECCION Internacional"]
translate = [{{ tag = "TITLE", section = ".TITULO" }}, {{ tag = "DIV", section = ".CUERPO" }}]

[[sites]]
name = "El Pais"
append = [".PERIODICO EL PAIS"]

[[sites.index]]
url = "{base}/p/d/$YYYY$$MM$$DD$/internac/"

[[sites.index.links]]
pattern = "internac"
append = [".SECCION Internacional"]
translate = [
  {{ tag = "META", attr = "NAME", value = "TITULO", get = "CONTENT", section = ".TITULO" }},
  {{ tag = "BODY", section = ".CUERPO" }},
]
'''


@pytest.fixture(scope="module")
def press_run(tmp_path_factory):
    """Crawl the three sites once; the tests read the run folder and the server's log."""
    tmp = tmp_path_factory.mktemp("press")
    day = date.today()
    with CorpusSite(_documents(day), validators=False) as site:
        base = f"http://127.0.0.1:{site.port}"
        path = tmp / "prensa.toml"
        path.write_text(_project_text(base), encoding="utf-8")
        finished = Run(parse_project(path.read_text(encoding="utf-8"), str(path), path),
                       runs_dir=tmp / "runs").execute()
        requested = [p for p, _, _, _ in site.requests]
    assert finished.status == "completed", finished.summary
    yield Path(finished.run_dir), requested, base, day


def test_the_crawl_follows_only_what_the_descriptions_select(press_run):
    _, requested, _, day = press_run
    today = f"{day:%Y%m%d}"
    assert sorted(p for p in requested if p != "/robots.txt") == sorted([
        "/abc/fijas/internac/index.asp", "/abc/fijas/internac/006pa00.asp",
        "/abc/fijas/internac/007pa00.asp",
        "/diario/internacional/index.html", f"/diario/internacional/{day:%d}N0001.html",
        f"/diario/internacional/{day:%d}N0002.html",
        f"/p/d/{today}/internac/", f"/p/d/{today}/internac/internac01.html",
    ])


def test_only_the_selected_pages_are_analyzed_with_their_titles(press_run):
    run_dir, _, base, day = press_run
    db = sqlite3.connect(run_dir / "results.sqlite")
    pages = dict(db.execute("select final_url, title from pages"))
    words = {w for (w,) in db.execute("select form from words")}
    db.close()
    assert pages == {
        f"{base}/abc/fijas/internac/006pa00.asp": "ABC.es - PP y PSOE",
        f"{base}/abc/fijas/internac/007pa00.asp": "ABC.es - Niza",
        f"{base}/diario/internacional/{day:%d}N0001.html":
            "ESPAÑA | PP y PSOE cierran el acuerdo contra el terrorismo de ETA",
        f"{base}/diario/internacional/{day:%d}N0002.html":
            "ORIENTE PRÓXIMO | Nueva ronda de negociaciones",
        f"{base}/p/d/{day:%Y%m%d}/internac/internac01.html": "EL PAÍS Digital",
    }
    assert {"legitimación", "estella", "chirac", "madrugada", "corresponsal"} <= words
    # Menus, advertising and appended sections are not text of the corpus.
    assert not {"suscríbase", "coche", "canarias", "mundinteractivos", "internacional",
                "periodico"} & words


def test_normalized_documents_in_the_papers_format(press_run):
    run_dir, _, base, day = press_run
    folder = run_dir / "normalized"
    fecha = f".FECHA\n{day:%m}-{day:%d}-{day:%Y}\n\n"
    abc = (folder / "ABC").glob("*-006pa00.asp.txt")
    assert next(abc).read_text(encoding="utf-8") == (
        f"{fecha}.LINK\n{base}/abc/fijas/internac/006pa00.asp\n\n"
        ".PERIODICO\n\"ABC\"\n\n.SECCION\nInternacional\n\n"
        ".TITULO\nPP y PSOE se comprometen a acabar con ETA y cualquier intento de darle "
        "«legitimación política»\n\n"
        ".ENTRADILLA\nEl pacto «por las libertades» llama a todos los demócratas a «compartir "
        "estos principios».\n<br>\n\n"
        ".AUTOR\n\n"
        ".CUERPO\n<p>MADRID. Gonzalo López Alba</p>\n<p>El acuerdo entre el PP y el PSOE fue "
        "firmado ayer por Rodríguez Zapatero.</p>\n\n")
    mundo = next((folder / "El-Mundo").glob(f"*-{day:%d}N0001.html.txt"))
    assert mundo.read_text(encoding="utf-8") == (
        f"{fecha}.LINK\n{base}/diario/internacional/{day:%d}N0001.html\n\n"
        ".PERIODICO\n\"EL MUNDO\"\n\n.SECCION\nInternacional\n\n"
        ".TITULO\nESPAÑA | PP y PSOE cierran el acuerdo contra el terrorismo de ETA\n\n"
        ".CUERPO\nESPAÑA. PP y PSOE exigen al PNV la «ruptura formal» con Estella.\n"
        "El pacto es contra el terrorismo de ETA.\n\n")
    pais = next((folder / "El-Pais").glob("*-internac01.html.txt"))
    assert pais.read_text(encoding="utf-8") == (
        f"{fecha}.LINK\n{base}/p/d/{day:%Y%m%d}/internac/internac01.html\n\n"
        ".PERIODICO\nEL PAIS\n\n.SECCION\nInternacional\n\n"
        ".TITULO\nFinaliza la cumbre europea\n\n"
        ".CUERPO\n<br>\n<br>\nLos quince cierran en Niza la cumbre más larga de la Unión\n"
        "<p>Chirac afirma que el acuerdo <strong>\"es un paso histórico\"</strong></p>\n"
        "<p>A.DÍEZ, Niza\n<br>\nLa presidencia francesa dio por terminada la reunión de "
        "madrugada.\n<br>\n<br>\n</p>\n\n")
    lines = (folder / "documents.jsonl").read_text(encoding="utf-8").splitlines()
    assert sorted(json.loads(line)["site"] for line in lines) == [
        "ABC", "ABC", "El Mundo", "El Mundo", "El Pais"]


def test_a_feed_as_index_page_gives_only_the_items_its_patterns_select(tmp_path):
    item = "<item><title>{0}</title><link>{1}</link></item>"
    pages = {"/rss.xml": ("application/rss+xml", "<?xml version='1.0'?><rss version='2.0'>"
                          "<channel><title>Diario</title>{items}</channel></rss>")}
    html = "<html><head><title>{0}</title></head><body><h1>{0}</h1><div>Menú</div></body></html>"
    pages["/noticias/cumbre.html"] = ("text/html; charset=utf-8", html.format("Cumbre"))
    pages["/opinion/columna.html"] = ("text/html; charset=utf-8", html.format("Columna"))
    with CorpusSite(pages, validators=False) as site:
        items = "".join(item.format(t, site.url(p)) for t, p in
                        (("Cumbre", "/noticias/cumbre.html"), ("Columna", "/opinion/columna.html")))
        site.documents["/rss.xml"] = ("application/rss+xml",
                                      pages["/rss.xml"][1].replace("{items}", items))
        path = tmp_path / "feed.toml"
        path.write_text(f'''schema = 1
title = "Feed"
[crawl]
delay = 0
[[sites]]
name = "Diario"
translate = [{{ tag = "h1", section = "TITULAR" }}]
[[sites.index]]
url = "{site.url("/rss.xml")}"
[[sites.index.links]]
pattern = "/noticias/"
''', encoding="utf-8")
        finished = Run(parse_project(path.read_text(encoding="utf-8"), str(path), path),
                       runs_dir=tmp_path / "runs").execute()
        requested = {p for p, _, _, _ in site.requests}
    assert finished.status == "completed", finished.summary
    assert "/noticias/cumbre.html" in requested and "/opinion/columna.html" not in requested
    jsonl = Path(finished.run_dir) / "normalized" / "documents.jsonl"
    lines = jsonl.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["sections"] for line in lines] == [
        [{"name": "TITULAR", "text": "Cumbre"}]]


# ------------------------------------------------------------------------------ an archive

ARCHIVE_HOST = "http://www.prensa.es"


def _archived(tmp: Path, day: date) -> Path:
    """A WARC of the three sites crawled on ``day`` by someone else: written by the run's
    own SnapshotWriter, one response record per page, in this order."""
    served = _documents(day)
    paths = ["/abc/fijas/internac/index.asp", f"/p/d/{day:%Y%m%d}/internac/",
             "/abc/fijas/internac/007pa00.asp", f"/diario/internacional/{day:%d}N0001.html",
             "/abc/fijas/deportes/010de01.asp"]
    writer = SnapshotWriter(tmp)
    for path in paths:
        content_type, text = served[path]
        body = text.encode("utf-8")
        url = ARCHIVE_HOST + path
        writer.write(FetchedDocument(
            url, url, url, 200, "text/html", "utf-8", text, len(body),
            datetime(day.year, day.month, day.day, 9, tzinfo=UTC).isoformat(), 0.1,
            status_line="HTTP/1.1 200 OK", headers=(("Content-Type", content_type),),
            body=body))
    writer.close()
    return tmp / writer.files[0]


def test_an_archive_is_normalized_by_the_site_descriptions(tmp_path):
    # Another year, and a day of the month that is not today's: only "any date" selects
    # El Mundo's article through its pattern $DD$N0.
    today = date.today()
    day = date(2019, 3, 4 if today.day != 4 else 5)
    archive = _archived(tmp_path, day)
    path = tmp_path / "prensa.toml"
    path.write_text(_project_text(ARCHIVE_HOST), encoding="utf-8")
    project = parse_project(path.read_text(encoding="utf-8"), str(path), path)
    finished = Run(project, runs_dir=tmp_path / "runs", local_paths=[archive]).execute()
    assert finished.status == "completed", finished.summary
    run_dir = Path(finished.run_dir)
    db = sqlite3.connect(run_dir / "results.sqlite")
    pages = dict(db.execute("select final_url, title from pages"))
    words = {w for (w,) in db.execute("select form from words")}
    db.close()
    mundo = f"{ARCHIVE_HOST}/diario/internacional/{day:%d}N0001.html"
    # Both index pages (ABC's, and El País' of that day) are not analyzed.
    assert pages == {
        f"{ARCHIVE_HOST}/abc/fijas/internac/007pa00.asp": "ABC.es - Niza",
        mundo: "ESPAÑA | PP y PSOE cierran el acuerdo contra el terrorismo de ETA",
        f"{ARCHIVE_HOST}/abc/fijas/deportes/010de01.asp": "ABC.es - Deportes",
    }
    # The articles' sections are the text; the unrelated page is analyzed whole.
    assert {"corresponsal", "estella", "auxerre", "crónica"} <= words
    assert not {"coche", "canarias", "mundinteractivos", "internacional", "portada",
                "tireless"} & words
    folder = run_dir / "normalized"
    lines = (folder / "documents.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["site"] for line in lines] == ["ABC", "El Mundo"]
    assert next((folder / "El-Mundo").glob(f"*-{day:%d}N0001.html.txt")).read_text(
        encoding="utf-8") == (
        f".FECHA\n{day:%m}-{day:%d}-{day:%Y}\n\n.LINK\n{mundo}\n\n"  # its capture day
        ".PERIODICO\n\"EL MUNDO\"\n\n.SECCION\nInternacional\n\n"
        ".TITULO\nESPAÑA | PP y PSOE cierran el acuerdo contra el terrorismo de ETA\n\n"
        ".CUERPO\nESPAÑA. PP y PSOE exigen al PNV la «ruptura formal» con Estella.\n"
        "El pacto es contra el terrorismo de ETA.\n\n")
    # A re-analysis keeps each page's start address: the pages are placed by address again.
    again = reanalysis_run(project, run_dir).execute()
    assert again.status == "completed", again.summary
    assert (Path(again.run_dir) / "normalized" / "documents.jsonl").read_text(
        encoding="utf-8").splitlines() == lines
