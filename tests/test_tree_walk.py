"""Mode main's compiled walk (analyzers/tree_walk.pyx) on pages whose counts are worked out
by hand from the thesis' definitions; the extraction it serves is tested in test_extract.py.
"""

import pytest
from selectolax.lexbor import LexborHTMLParser

from analyzers.extract import _FIRST_ELEMENT_ID, _MARK, _blocks, _parse, _walk, _walk_scored
from analyzers.tree_walk import calibrate, nesting_bound

PAGE = (
    "<html><head><title> Un   título </title><meta charset=utf-8></head><body>"
    '<div class="menu"><a href="/">Inicio</a><p>Portada</p></div>'
    '<article><h1>Título</h1><p>Uno <a href="/x">dos</a> tres</p>'
    "<p>Cinco <em>seis</em> siete</p><p>\u00a0\u3000</p></article></body></html>"
)


def _rows(html: str, hints: bool = True, runs: bool = True):
    """The walk's fragments, title and table of ``html``, and each row's tag name."""
    fragments, title, table = _walk_scored(_parse(html), hints, runs)
    return fragments, title, table, table.tags


def test_the_counts_of_each_block_follow_the_thesis() -> None:
    fragments, title, t, tags = _rows(PAGE)
    assert title == "Un título"
    # The walk starts inside <html>: its children are the first rows.
    assert tags == ["head", "body", "div", "article", "h1", "p", "p", "p"]
    head, body, menu, article, h1, linked, emphasis, blank = range(8)
    # A link weighs 1 and brings its characters to all_chars and link_chars only.
    assert (t.chars[linked], t.weight[linked]) == (len("Uno") + len("tres"), 3)
    assert (t.all_chars[linked], t.link_chars[linked]) == (len("Unodostres"), len("dos"))
    # A run of text and inline elements is one node; spaces of any kind are not text.
    assert (t.chars[emphasis], t.weight[emphasis]) == (len("Cincoseissiete"), 1)
    assert (t.chars[blank], t.weight[blank], t.all_chars[blank]) == (0, 0, 0)
    assert t.chars[article] == t.chars[h1] + t.chars[linked] + t.chars[emphasis]
    assert t.weight[article] == 1 + 3 + 1
    # Furniture weighs 1 and is not walked: its paragraph has no row, its text no count.
    assert t.hinted[menu] and t.flags[menu] and t.all_chars[menu] == 0
    assert (t.weight[body], t.chars[body]) == (1 + t.weight[article], t.chars[article])
    assert t.flags[head] and t.weight[head] == 0
    assert t.parent == [-1, -1, body, body, article, article, article, article]
    assert t.last == [head, blank, menu, blank, h1, linked, emphasis, blank]
    assert t.body == body
    assert _blocks(fragments[t.start[article] : t.end[article]]) == (
        "Título", "Uno dos tres", "Cinco seis siete")


def test_every_text_node_counts_without_runs_and_no_hint_without_hints() -> None:
    _, _, t, _ = _rows(PAGE, hints=False, runs=False)
    emphasis = t.tags.index("article") + 3
    assert t.weight[emphasis] == 3
    assert not any(t.hinted)
    # Not pruned, the menu is walked: its paragraph has a row and its link a weight.
    assert t.tags[2:4] == ["div", "p"] and t.weight[2] == 2 and t.link_chars[2] == len("Inicio")


@pytest.mark.parametrize(("role", "furniture"), [("navigation", True), ("contentinfo", True),
                                                 ("main", False), ("", False)])
def test_an_aria_role_marks_furniture(role: str, furniture: bool) -> None:
    _, _, t, tags = _rows(f'<body><div role="{role}"><p>Texto del bloque</p></div></body>')
    div = tags.index("div")
    assert t.hinted[div] is furniture
    assert ("p" in tags) is not furniture


def test_a_headline_keeps_the_furniture_around_it() -> None:
    _, _, t, tags = _rows(
        '<body><div class="ads sidebar-ads"><h1>Titular</h1><p>Cuerpo</p></div>'
        '<div class="ads"><p>Anuncio</p></div></body>'
    )
    around, other = (i for i, tag in enumerate(tags) if tag == "div")
    assert not t.hinted[around] and not t.flags[around]
    assert t.chars[around] == len("TitularCuerpo")
    assert t.hinted[other] and t.flags[other] and t.chars[other] == 0


def test_custom_elements_are_inline_and_dropped_elements_unwalked() -> None:
    fragments, _, t, tags = _rows(
        "<body><p>uno <mi-cosa>dos</mi-cosa> tres<script>var x = 1;</script>"
        "<svg><title>icono</title></svg></p></body>"
    )
    assert tags == ["head", "body", "p"]
    assert (t.chars[2], t.weight[2]) == (len("unodostres"), 1)
    assert "".join(fragments).count("icono") == 0


def test_the_title_is_the_first_title_and_needs_no_walk_of_head() -> None:
    _, title, _, tags = _rows("<html><head><title>Primero</title><title>Otro</title></head>"
                              "<body><p>x</p></body></html>")
    assert title == "Primero" and "title" not in tags


def test_calibrate_learns_html_s_attribute_numbers_and_says_what_it_cannot_read() -> None:
    pages = ('<p class="class" href="href">x</p>',
             '<div data-a="b" href="href" class="class">y</div>')
    first, second = (calibrate(LexborHTMLParser(page).root, ("class", "href"), _FIRST_ELEMENT_ID)
                     for page in pages)
    assert first == second and first["class"] != first["href"]
    with pytest.raises(RuntimeError, match="no attribute read as \\['href'\\]"):
        calibrate(LexborHTMLParser("<p>x</p>").root, ("href",), _FIRST_ELEMENT_ID)


def test_the_plain_walk_marks_blocks_and_stays_inside_the_node_it_is_given() -> None:
    root = _parse(
        "<html><head><title> Mi\n  página </title></head><body><p>antes</p>"
        '<div class="manual-text"><p>uno <i>dos</i></p>tres<br>cuatro</div><p>después</p>'
        "</body></html>"
    )
    fragments, title = _walk(root)
    assert title == "Mi página"
    assert _blocks(fragments) == ("Mi página", "antes", "uno dos", "tres", "cuatro", "después")
    fragments, _ = _walk(root.css_first("div.manual-text"))
    assert _blocks(fragments) == ("uno dos", "tres", "cuatro")
    assert fragments[0] == _MARK and fragments.count(_MARK) == 4


@pytest.mark.parametrize("wide", ["", "é", "\u4e2d", "\U0001f600"])  # each width of str
def test_the_nesting_bound_counts_start_minus_end_tags_at_their_highest(wide: str) -> None:
    def bound(html: str) -> int:
        return nesting_bound(wide + html.replace("·", wide or "1"))

    assert bound("<div>" * 600) == 600
    assert bound("<p>a</p>" * 50 + "<b><i>x</i></b>") == 2
    assert bound("<div><div></div></div><div>·</div>") == 2
    # Not tags: "<" before a digit, a space, another "<", a letter beyond ASCII or the end.
    assert bound("1 <2 < b <<a <·x</") == 1
    assert bound("") == 0 and bound("<") == 0 and bound("</a") == 0
