"""Tests for analyzers.extract: the paper's §2.2.1 rules, malformed HTML, main content."""

from __future__ import annotations

import html as html_lib
import os
import re
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from selectolax.lexbor import LexborHTMLParser

from analyzers.extract import (
    BREAK,
    DEFAULT_MODE,
    MAX_DEPTH,
    MODES,
    OWN_MODES,
    Extracted,
    _bound_depth,
    decode_bytes,
    extract,
    extract_main_variant,
    extract_or_all,
    extract_text_file,
    missing_extractor,
)
from daweb.cli import main

DATA = Path(__file__).parent / "data" / "extract"
HAND_PAGES = sorted(DATA.glob("*.html"))
HANDBOOK = Path("/usr/share/doc/debian-handbook/html/es-ES")
GOLD_RE = re.compile(r"<!--\s*gold:start\s*-->(.*?)<!--\s*gold:end\s*-->", re.S)


def blocks(html: str, mode: str = "all") -> tuple[str, ...]:
    """Blocks of ``html`` in the given mode."""
    return extract(html, mode).blocks


# --- block and inline elements -------------------------------------------------------------

INLINE = "b i em span a font strong small sub sup abbr u s code kbd var q cite mark tt big".split()
BLOCK = (
    "p div li h1 h2 h3 h4 h5 h6 blockquote pre section article header footer nav "
    "aside main ul ol dl dt dd figure figcaption form address center details summary".split()
)


@pytest.mark.parametrize("tag", INLINE)
def test_inline_tags_vanish_without_splitting_words(tag: str) -> None:
    assert blocks(f"<p>can<{tag}>ta</{tag}>r y <{tag}>can</{tag}>tar</p>") == ("cantar y cantar",)


@pytest.mark.parametrize("tag", BLOCK)
def test_block_tags_end_a_block(tag: str) -> None:
    assert blocks(f"<body>uno<{tag}>dos</{tag}>tres</body>") == ("uno", "dos", "tres")


def test_wbr_is_a_word_break_opportunity_not_a_break() -> None:
    assert blocks("<p>super<wbr>cali<wbr>frágil</p>") == ("supercalifrágil",)


@pytest.mark.parametrize("void", ["br", "hr", "img src=x.png"])
def test_void_block_tags_break_text(void: str) -> None:
    assert blocks(f"<p>pala<{void}>bra</p>") == ("pala", "bra")


def test_table_cells_and_list_items_are_separate_blocks() -> None:
    # Outside a table the HTML5 parser ignores <td>/<th>, so they are tested in one.
    html = "<table><tr><th>casa</th><td>perro</td></tr></table><ul><li>uno<li>dos</ul>"
    assert blocks(html) == ("casa", "perro", "uno", "dos")


def test_option_and_title_are_blocks_and_title_is_reported() -> None:
    got = extract("<title> El  título </title><select><option>sí<option>no</select>", "all")
    assert got.title == "El título"
    assert got.blocks == ("El título", "sí", "no")


def test_whitespace_collapses_inside_blocks_and_empty_blocks_vanish() -> None:
    got = blocks("<div>\n\t  hola \n  mundo\t</div><p>   </p><div></div><p>\u00a0adiós </p>")
    assert got == ("hola mundo", "adiós")


def test_pre_keeps_its_text_but_newlines_never_enter_a_block() -> None:
    assert blocks("<pre>línea uno\nlínea dos</pre>") == ("línea uno línea dos",)


def test_text_property_joins_blocks_with_break() -> None:
    got = extract("<p>a</p><p>b</p>", "all")
    assert BREAK == "\n"
    assert got.text == "a\nb"
    assert isinstance(got, Extracted)


# --- character references ------------------------------------------------------------------


def test_named_and_numeric_references_are_decoded() -> None:
    html = "<p>canci&oacute;n a&ntilde;o &#241;u &#xF1;a &#XF1;o &euro; &hellip; &lt;b&gt;</p>"
    assert blocks(html) == ("canción año ñu ña ño € … <b>",)


def test_bare_ampersand_and_unknown_names_stay() -> None:
    html = "<p>Pérez & Cía, AT&T, &foo; R&amp;D &</p>"
    assert blocks(html) == ("Pérez & Cía, AT&T, &foo; R&D &",)


def test_numeric_references_follow_html5_repairs() -> None:
    # HTML5 maps &#128; to the Windows-1252 character and &#0; to U+FFFD.
    assert blocks("<p>&#128; &#0; &#x110000;</p>") == ("€ \ufffd \ufffd",)


def test_every_html5_named_reference_is_decoded() -> None:
    names = sorted(n for n in html_lib.entities.html5 if n.endswith(";"))
    page = "".join(f"<p>x&{name}x</p>" for name in names)
    # &shy; is decoded too, then leaves the text with every soft hyphen (words arrive whole).
    expected = [
        " ".join(f"x{html_lib.entities.html5[n]}x".replace("\u00ad", "").split()) for n in names
    ]
    assert list(blocks(page)) == expected


# --- dropped content -----------------------------------------------------------------------

DROPPED = {
    "script": "<script>var nada = 'oculto';</script>",
    "style": "<style>p { color: red } /* oculto */</style>",
    "noscript": "<noscript>oculto</noscript>",
    "template": "<template><p>oculto</p></template>",
    "svg": "<svg><text>oculto</text></svg>",
    "math": "<math><mi>oculto</mi></math>",
    "object": "<object data=x>oculto</object>",
    "applet": "<applet code=x>oculto</applet>",
    "embed": "<embed src=x>",
    "iframe": "<iframe>oculto</iframe>",
    "comment": "<!-- oculto -->",
    "conditional comment": "<!--[if IE]>oculto<![endif]-->",
}


@pytest.mark.parametrize("name", sorted(DROPPED))
def test_non_text_elements_and_comments_are_dropped(name: str) -> None:
    html = f"<!DOCTYPE html><html><body><p>antes{DROPPED[name]}después</p></body></html>"
    got = " ".join(blocks(html))
    assert "oculto" not in got
    assert "antes" in got and "después" in got
    assert "DOCTYPE" not in got and "html" not in got


def test_script_in_head_and_body_is_dropped_everywhere() -> None:
    html = "<head><script>a=1</script><style>b{}</style></head><body>texto<script>c=2</script>"
    assert blocks(html) == ("texto",)


# --- malformed input -----------------------------------------------------------------------


@pytest.mark.parametrize("mode", OWN_MODES)
@pytest.mark.parametrize("tag", ["div", "span", "b", "table", "li", "p"])
def test_ten_thousand_deep_nesting(mode: str, tag: str) -> None:
    html = f"<{tag}>" * 10_000 + "hondo" + f"</{tag}>" * 10_000 + "<p>fin</p>"
    got = blocks(html, mode)
    assert "hondo" in " ".join(got)


def test_deep_unclosed_mixed_nesting() -> None:
    html = "<div><span><p><b><li><td>" * 3_000 + "abismo"
    assert blocks(html) == ("abismo",)


@pytest.mark.parametrize("mode", OWN_MODES)
def test_nul_bytes_unclosed_and_stray_tags(mode: str) -> None:
    html = "</p></div>\x00<p>uno\x00dos<p>tres<div>cuatro</b></i></span>cinco</table><li>seis"
    assert blocks(html, "all") == ("unodos", "tres", "cuatrocinco", "seis")
    assert "seis" in extract(html, mode).text


# Reduced from the four extraction-eval pages that made extract() raise TypeError (a
# processing instruction is a node without a tag name): each raised in both modes before.
PROCESSING_INSTRUCTIONS = {
    "hertha-blog.de.dame": (
        '<div class="entry"><p>Die Dame in Blau.</p>'
        "<?php if(function_exists('selfserv_sexy')) { selfserv_sexy(); } ?></div>",
        ("Die Dame in Blau.",),
    ),
    "pinup-fashion.de.korsetts": (
        "<ul><?php if (is_category('5')) { ?><li>Korsetts</li><?php } ?></ul>",
        ("Korsetts",),
    ),
    "archive.org.bewegliche-lettern.de.typography": (
        '<div id="content"><p>Typografie.</p>'
        "<?php if (function_exists('sharethis_button')) { sharethis_button(); } ?></div>",
        ("Typografie.",),
    ),
    "leichtathletik-ostalbkreis.de.1952007": (
        "<ul><?php wp_get_archives('type=monthly&limit=48&show_post_count=1'); ?></ul>"
        "<p>Ergebnisse</p>",
        ("Ergebnisse",),
    ),
}


@pytest.mark.parametrize("mode", OWN_MODES)
@pytest.mark.parametrize("page", sorted(PROCESSING_INSTRUCTIONS))
def test_processing_instructions_do_not_raise(page: str, mode: str) -> None:
    html, expected = PROCESSING_INSTRUCTIONS[page]
    assert blocks(html, mode) == expected


@pytest.mark.timeout(60)
@pytest.mark.parametrize("mode", OWN_MODES)
def test_hundred_thousand_span_div_levels_do_not_stall(mode: str) -> None:
    """'<span><div>' * 100,000 (1.1 MB) kept the parser busy for minutes: every start tag
    made it scan a stack as deep as the page. Nesting is cut at MAX_DEPTH before parsing."""
    html = "<span><div>" * 100_000 + "hondo"
    t0 = time.perf_counter()
    got = extract(html, mode)
    elapsed = time.perf_counter() - t0
    assert got.blocks == ("hondo",)
    assert elapsed < 5.0, f"{elapsed:.1f} s for 1.1 MB"  # ~0.2 s idle; minutes before


def test_depth_bound_keeps_ordinary_pages_and_text() -> None:
    page = "<div><p>uno</p>" * 400 + "</div>" * 400
    assert _bound_depth(page) is page  # no copy: nothing is nested that deep
    deep = "<div>" * 2_000 + "texto" + "</div>" * 2_000
    cut = _bound_depth(deep)
    assert cut.count("<div>") == MAX_DEPTH and "texto" in cut
    root = LexborHTMLParser(cut).body
    depth = 0
    while root is not None and root.child is not None:
        root, depth = root.child, depth + 1
    assert depth <= MAX_DEPTH + 1


@pytest.mark.timeout(60)
@pytest.mark.parametrize("mode", OWN_MODES)
def test_a_megabyte_of_nul_bytes_and_tags(mode: str) -> None:
    html = ("<p>uno\x00dos</p><div>\x00" * 50_000)[:1_000_000] + "<p>final\x00</p>"
    t0 = time.perf_counter()
    got = extract(html, mode)
    assert time.perf_counter() - t0 < 5.0
    assert "final" in got.text and "\x00" not in got.text


def test_unterminated_comment_and_tag() -> None:
    assert blocks("<p>visible<!-- nunca se cierra <p>oculto") == ("visible",)
    assert blocks("<p>visible</p><div class='sin cerrar") == ("visible",)


def test_empty_and_text_only_input() -> None:
    assert extract("", "all") == Extracted("", ())
    assert extract("", "main") == Extracted("", ())
    assert blocks("solo texto sin etiquetas") == ("solo texto sin etiquetas",)
    assert blocks("solo texto", "main") == ("solo texto",)


def test_fifty_megabyte_page() -> None:
    para = "<p>" + "La <b>extracción</b> de texto debe aguantar páginas enormes. " * 12 + "</p>\n"
    page = "<html><body>" + para * (50_000_000 // len(para)) + "<p>final"
    assert len(page) >= 49_000_000
    t0 = time.perf_counter()
    got = extract(page, "all")
    elapsed = time.perf_counter() - t0
    assert got.blocks[-1] == "final"
    assert got.blocks[0].startswith("La extracción de texto")
    assert len(got.blocks) == page.count("</p>") + 1
    assert elapsed < 30  # generous: a loaded machine; ~1-3 s when idle


def test_unknown_mode_is_rejected() -> None:
    with pytest.raises(ValueError, match="mode"):
        extract("<p>x</p>", "todo")


HTML_PIECES = list("<>/&;#!-=\"' \n\t\x00ab&ñá") + [
    "<p>",
    "</p>",
    "<b>",
    "<br>",
    "<script>",
    "</script>",
    "<!--",
    "-->",
    "&amp;",
    "&#",
    "<table>",
    "<td>",
    "<div",
    "</div>",
    "<title>",
    "<svg>",
    "<a href=x>",
    "</a>",
    "\ufdd0",
    "<nav>",
    "<footer>",
    "<div class=menu>",
    "&aacute",
    "&#x",
    "<pre>",
    "<template>",
    "<?php x ?>",
    "<?",
    "<span><div>",
    "\u00ad",
    "<article>",
    "<div class=widget_text>",
]
HTMLISH = st.lists(st.sampled_from(HTML_PIECES), max_size=120).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=300), HTMLISH), st.sampled_from(OWN_MODES))
def test_never_crashes_and_blocks_are_clean(text: str, mode: str) -> None:
    got = extract(text, mode)
    for block in got.blocks:
        assert block
        assert "\n" not in block
        assert block == " ".join(block.split())
    assert got.text.count(BREAK) == max(len(got.blocks) - 1, 0)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_main_blocks_are_a_subsequence_of_all_blocks(text: str) -> None:
    all_blocks = iter(extract(text, "all").blocks)
    # Pruning may glue nothing together: each main block occurs, in order, in mode "all"
    # (main can only lose blocks, never invent or merge them).
    for block in extract(text, "main").blocks:
        assert any(block == b for b in all_blocks)


# --- plain text ----------------------------------------------------------------------------


def test_plain_text_paragraphs() -> None:
    text = "Primera línea\nsigue el párrafo.\r\n\r\nSegundo párrafo.\n \n\n\tTercero\x00 \n"
    got = extract_text_file(text)
    assert got.blocks == ("Primera línea sigue el párrafo.", "Segundo párrafo.", "Tercero\x00")
    assert got.title == ""
    assert extract_text_file("") == Extracted("", ())


def test_decode_bytes() -> None:
    assert decode_bytes("año".encode()) == "año"
    assert decode_bytes("\ufeffaño".encode()) == "año"
    assert decode_bytes("año".encode("cp1252")) == "año"
    assert decode_bytes(b"\x81x") == "\ufffdx"


def _daweb_extract(path: Path) -> subprocess.CompletedProcess:
    """``daweb extract PATH --mode all`` as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "daweb", "extract", str(path), "--mode", "all"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-8"])
@pytest.mark.parametrize("name", ["nota.html", "nota.txt"])
def test_daweb_extract_lets_a_byte_order_mark_win(tmp_path, encoding, name) -> None:
    """Notepad's "Unicode" saves UTF-16 with a BOM; read as Windows-1252 it was ÿþ<\x00p…"""
    text = "<p>¿Qué año? El niño comió piña – «€»</p>"
    path = tmp_path / name
    path.write_bytes("\ufeff".encode(encoding) + text.encode(encoding))
    result = _daweb_extract(path)
    assert result.returncode == 0, result.stderr
    expected = "¿Qué año? El niño comió piña – «€»" if name.endswith(".html") else text
    assert result.stdout == expected + "\n"


def test_daweb_extract_keeps_declared_charset_then_utf8_then_windows_1252(tmp_path) -> None:
    declared = tmp_path / "declarado.html"  # ISO-8859-15 has € at 0xA4, where cp1252 has ¤
    declared.write_bytes(
        '<meta charset="iso-8859-15"><p>Cuesta 5 € al año</p>'.encode("iso-8859-15")
    )
    utf8 = tmp_path / "utf8.html"
    utf8.write_bytes("<p>Señal – «ñandú»</p>".encode())
    latin = tmp_path / "latin.html"  # never charset-normalizer's cp1250 guess (ñ → ń)
    latin.write_bytes("<p>Señal – «ñandú»</p>".encode("cp1252"))
    outputs = [_daweb_extract(p).stdout for p in (declared, utf8, latin)]
    assert outputs == ["Cuesta 5 € al año\n", "Señal – «ñandú»\n", "Señal – «ñandú»\n"]


# --- main content --------------------------------------------------------------------------


def _tokens(text: str) -> Counter[str]:
    return Counter(re.findall(r"\w+", text.lower()))


def _f1(pred: str, gold: str) -> float:
    p, g = _tokens(pred), _tokens(gold)
    overlap = sum((p & g).values())
    if not overlap:
        return 0.0
    precision, recall = overlap / sum(p.values()), overlap / sum(g.values())
    return 2 * precision * recall / (precision + recall)


def _hand_gold(html: str) -> str:
    return "\n".join(extract(part, "all").text for part in GOLD_RE.findall(html))


def _hand_scores(fn) -> list[float]:
    scores = []
    for path in HAND_PAGES:
        html = path.read_text(encoding="utf-8")
        scores.append(_f1(fn(html), _hand_gold(html)))
    return scores


def test_hand_marked_pages_are_there() -> None:
    assert len(HAND_PAGES) >= 10
    for path in HAND_PAGES:
        gold = _tokens(_hand_gold(path.read_text(encoding="utf-8")))
        assert sum(gold.values()) > 100, path.name


def test_main_mode_f1_on_hand_marked_pages() -> None:
    main = _hand_scores(lambda h: extract(h, "main").text)
    every = _hand_scores(lambda h: extract(h, "all").text)
    assert statistics.fmean(main) >= 0.92
    assert min(main) >= 0.80
    # Main mode must earn its keep against plain tag stripping on every page.
    assert all(m > a for m, a in zip(main, every, strict=True))
    assert statistics.fmean(every) < 0.8


def test_main_mode_drops_furniture_and_keeps_the_story() -> None:
    html = (DATA / "noticia-sequia.html").read_text(encoding="utf-8")
    got = extract(html, "main")
    text = got.text
    assert got.title.startswith("La sequía obliga a restringir el riego")
    assert got.blocks[0] == "La sequía obliga a restringir el riego en la cuenca del Segura"
    assert "Los cítricos, los más afectados" in got.blocks
    for furniture in (
        "cookies",
        "Lo más leído",
        "Todos los derechos reservados",
        "Te puede interesar",
        "Pepe_de_Orihuela",
        "Esquelas",
    ):
        assert furniture not in text


def test_xhtml_anchor_is_not_a_link() -> None:
    # Parsed as HTML, <a id="x"/> stays open and wraps the rest of the section; it must
    # not make the section look like link text (navigation) to main mode.
    para = "<p>" + "Texto de contenido del capítulo con bastantes palabras propias. " * 6
    html = (
        "<body><div class=navheader><a href=a.html>Anterior</a> <a href=b.html>Siguiente</a>"
        "</div><div class=chapter><h2><a id='s1'/>Capítulo uno</h2>"
        + (para + "</p>") * 5
        + "</div><div class=navfooter><a href=i.html>Inicio</a></div></body>"
    )
    got = extract(html, "main").blocks
    assert got[0] == "Capítulo uno"
    assert len(got) == 6
    assert "Anterior" not in got and "Inicio" not in got


@pytest.mark.parametrize("h1", [True, False])
def test_furniture_word_on_a_page_wrapper_does_not_empty_the_page(h1: bool) -> None:
    para = "<p>" + "Un párrafo de la noticia con suficiente texto para contar. " * 5 + "</p>"
    head = "<h1>Titular de la noticia</h1>" if h1 else ""
    html = (
        "<body><div class='page-wrap ads-enabled'><ul class=menu><li><a href=/>Inicio</a>"
        "<li><a href=/b>Blog</a></ul><div class=cuerpo>" + head + para * 4 + "</div>"
        "<div class=comments><p>Un comentario cualquiera de un lector.</p></div></div></body>"
    )
    got = extract(html, "main").blocks
    assert got.count(para[3:-4].strip()) == 4
    assert "Inicio" not in got
    if h1:
        assert got[0] == "Titular de la noticia"
        assert "Un comentario cualquiera de un lector." not in got


def test_aria_furniture_roles_are_pruned() -> None:
    para = "<p>" + "Texto propio de la página que el lector ha venido a leer aquí. " * 5 + "</p>"
    html = (
        "<body><div class=cuerpo><div role=dialog><p>Usamos cookies propias y de terceros "
        "para mejorar la experiencia de navegación y analizar el tráfico.</p></div>"
        + (para * 4)
        + "<div role=contentinfo><p>Todos los derechos reservados por la editorial.</p></div>"
        "</div></body>"
    )
    got = extract(html, "main").text
    assert got.count("Texto propio") == 20
    assert "cookies" not in got and "derechos" not in got
    assert "cookies" in extract(html, "all").text


def test_thesis_variant_is_available_and_different() -> None:
    html = (DATA / "ayuntamiento-aviso.html").read_text(encoding="utf-8")
    thesis = extract_main_variant(html, hints=False, select="thesis", prune=False, runs=False)
    main = extract(html, "main")
    gold = _hand_gold(html)
    assert _f1(main.text, gold) > _f1(thesis.text, gold)


@pytest.mark.skipif(not HANDBOOK.is_dir(), reason="debian-handbook (es-ES) not installed")
def test_main_mode_on_debian_handbook_pages() -> None:
    from selectolax.lexbor import LexborHTMLParser

    scores = []
    for path in sorted(HANDBOOK.glob("sect.*.html"))[:40]:
        html = path.read_text(encoding="utf-8")
        tree = LexborHTMLParser(html)
        for node in tree.css("#banner, p#title, ul.docnav, div.toc"):
            node.decompose()
        gold = extract(tree.body.html, "all").text
        scores.append(_f1(extract(html, "main").text, gold))
    assert len(scores) == 40
    assert statistics.fmean(scores) >= 0.93


def test_default_mode_is_a_mode() -> None:
    assert DEFAULT_MODE in MODES


def test_main_mode_keeps_every_paragraph_of_a_short_plain_article():
    # 10 % of a handful of elements is one paragraph: the block must still be the article.
    html = (
        "<html><body><div><p>Los niños cantaban canciones en la plaza aquella tarde.</p>"
        "<p>La algoritmocracia llegó a la ciudad con sus normas.</p>"
        "<p>Un tercer párrafo, más breve.</p></div></body></html>"
    )
    assert len(extract(html, "main").blocks) == 3


# --- fallback, trafilatura, batch extraction (issue 16) ---------------------------------------


def test_a_failing_main_mode_falls_back_to_all_text_with_a_note(monkeypatch) -> None:
    import analyzers.extract as module

    page = "<nav>Inicio</nav><p>El texto.</p>"
    assert extract_or_all(page, "main") == (extract(page, "main"), "")

    def broken(*args, **kwargs):
        raise RecursionError("too deep")

    monkeypatch.setattr(module, "_extract_main", broken)
    got, note = extract_or_all(page, "main")
    assert got == extract(page, "all") and got.blocks == ("Inicio", "El texto.")
    assert note == 'extraction "main" failed (RecursionError: too deep); all text kept'


def test_trafilatura_mode_gives_its_main_text() -> None:
    pytest.importorskip("trafilatura")
    page = (
        "<html><head><title>Noticia</title></head><body><nav><a href='/'>Inicio</a></nav>"
        "<article><p>"
        + "El ayuntamiento aprobó ayer el presupuesto del año que viene. " * 4
        + "</p><p>"
        + "La oposición votó en contra y anunció recursos ante el tribunal. " * 4
        + "</p></article><footer>Aviso legal</footer></body></html>"
    )
    got = extract(page, "trafilatura")
    assert got.title == "Noticia"
    assert got.blocks[0].startswith("El ayuntamiento aprobó ayer")
    assert "Inicio" not in got.text and "Aviso legal" not in got.text
    assert missing_extractor("trafilatura") is None


def test_trafilatura_missing_is_named_with_what_to_install(monkeypatch, tmp_path, capsys) -> None:
    import analyzers.extract as module

    monkeypatch.setitem(sys.modules, "trafilatura", None)  # import fails: not installed
    message = missing_extractor("trafilatura")
    assert message is not None and 'pip install "daweb[trafilatura]"' in message
    assert missing_extractor("main") is None and missing_extractor("all") is None
    with pytest.raises(module.ExtractorMissing, match=r"daweb\[trafilatura\]"):
        extract("<p>x</p>", "trafilatura")
    with pytest.raises(module.ExtractorMissing):  # not hidden by the fallback to all text
        extract_or_all("<p>x</p>", "trafilatura")
    page = tmp_path / "p.html"
    page.write_text("<p>x</p>", encoding="utf-8")
    assert main(["extract", str(page), "--mode", "trafilatura"]) == 2
    assert 'pip install "daweb[trafilatura]"' in capsys.readouterr().err


EVAL_SET = Path(__file__).resolve().parents[2] / "shared/data/extraction-eval/pages.tar.xz"


@pytest.mark.timeout(600)
@pytest.mark.skipif(not EVAL_SET.exists(), reason="the extraction-eval set is not on this machine")
def test_no_real_page_of_the_extraction_eval_set_raises_or_stalls(tmp_path) -> None:
    """Issue 16: 861 real pages (four raised TypeError); none may take over ~1 s per MB.

    A page over the bound is timed again and the better time counts: a stall repeats, a
    pause of a loaded machine does not.
    """
    import tarfile

    with tarfile.open(EVAL_SET) as tar:
        tar.extractall(tmp_path, filter="data")
    pages = sorted((tmp_path / "html").glob("*.html"))
    assert len(pages) == 861
    for page in pages:
        html = decode_bytes(page.read_bytes())
        megabytes = max(len(html.encode("utf-8")) / 1e6, 0.1)
        for mode in OWN_MODES:
            seconds = _timed(extract, html, mode)
            if seconds > megabytes:
                seconds = min(seconds, _timed(extract, html, mode))
            assert seconds < 2 * megabytes, f"{page.name}, {mode}: {seconds:.2f} s"


def _timed(function, *args) -> float:
    """Seconds one call takes."""
    t0 = time.perf_counter()
    function(*args)
    return time.perf_counter() - t0


# Debian's Spanish mren(1) (manpages-es), rendered by mandoc -Thtml as manpages.debian.org
# renders manual pages: the synopsis writes the command in the literal font and its
# arguments in italic (placeholders the translators glued: ficheroorigen, ficherodestino).
MREN = Path(__file__).parent / "data" / "man" / "mren.1.html"


@pytest.mark.parametrize("mode", OWN_MODES)
def test_a_manual_page_writes_commands_and_placeholders_as_code(mode: str) -> None:
    extracted = extract(MREN.read_text(encoding="utf-8"), mode)
    assert extracted.title == "mren(1)"
    assert {"ficheroorigen", "ficherodestino", "mren", "mmove", "mcd"} <= extracted.code.keys()
    assert extracted.code["ficherodestino"] == 1 and extracted.code["mren"] == 5
    # The prose around them is not code: only what the markup encloses.
    assert not {"renombra", "fichero", "directorio", "verbose"} & extracted.code.keys()
    assert "ficherodestino" in extracted.text  # the words stay in the text


def test_code_elements_are_code_on_any_page_and_emphasis_only_on_manual_pages() -> None:
    body = ("<p>Un <i>selfie</i> con <b>postureo</b>; escriba <code>ixon</code> o "
            "<kbd>Ctrl</kbd>+<kbd>C</kbd>, <tt>stty</tt>, <var>nombrefichero</var>, "
            "<samp>listo</samp></p><pre>(define (script-fu-hola imagen))</pre>")
    ordinary = extract(f"<title>Noticias</title>{body}", "main")
    assert ordinary.code.keys() == {"ixon", "c", "stty", "nombrefichero", "listo"}  # no <pre>
    for title in ("STTY(1)", "stty(1) — coreutils — Debian testing", "Man page of STTY"):
        code = extract(f"<title>{title}</title>{body}", "main").code
        assert {"selfie", "postureo", "define", "script-fu-hola"} <= code.keys()
    assert "selfie" in extract(f'<div class="manual-text">{body}</div>', "all").code
    assert extract("<p>Nada de <b>código</b> aquí</p>").code == {}
    # A mark inside another counts its words once.
    assert extract("<title>LS(1)</title><dl><dt><b>-a</b>, <b>nada</b></dt></dl>").code == {
        "nada": 1}


def test_main_content_of_a_manual_page_is_its_whole_text() -> None:
    page = MREN.read_text(encoding="utf-8")
    main, whole = extract(page, "main"), extract(page, "all")
    # The head and foot tables (title, section, date, version) are left out.
    assert main.blocks == whole.blocks[whole.blocks.index("Nombre"):-2]
    assert main.title == "mren(1)" and "Su sintaxis es:" in main.text


def test_a_manual_page_s_terms_quoted_words_and_bracketed_words_are_code() -> None:
    # Lines of Debian's Spanish stty(1), df(1) and od(1) (manpages-es), as mandoc writes them.
    body = ('<dl class="Bl-tag"><dt id="ispeed"><a class="permalink" href="#ispeed">ispeed N'
            "</a></dt><dd>establece la velocidad de entrada en N</dd></dl><p>Los campos "
            "válidos son: 'source', 'fstype', 'itotal', 'iused' y `host'; BASE es uno de "
            "[doxn], para decimal, octal, hexadecimal</p>")
    manual = extract(f'<title>DF(1)</title><div class="manual-text">{body}</div>', "main")
    assert {"ispeed", "itotal", "iused", "host", "doxn"} <= manual.code.keys()
    assert not {"velocidad", "campos", "decimal"} & manual.code.keys()
    assert not extract(f"<title>Campos</title>{body}", "main").code  # not a manual page


def test_code_lines_are_the_words_of_each_line_of_several_words_in_code() -> None:
    page = ("<p>Ejecute <code>sudo apt install -y tmux</code>, luego <code>tmux</code>.</p>"
            "<pre>ls -l /etc\ncd</pre>")
    # <pre> is code on manual pages only; one word alone is no line
    assert extract(page).code_lines == (("sudo", "apt", "install", "-y", "tmux"),)
    manual = extract(f"<title>TMUX(1)</title>{page}")
    assert manual.code_lines == (("sudo", "apt", "install", "-y", "tmux"), ("ls", "-l", "/etc"))
    assert extract("<p>Nada de código</p>").code_lines == ()
