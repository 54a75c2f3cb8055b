"""Code on a page, marked up or written in plain text (analyzers/plain_code.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import ALPHA, IDENTIFIER, DocumentResult, SourceDocument
from analyzers.morphology import MorphCache, Recognizer

#: Debian's Spanish manual pages (manpages-es, GPL-3+), rendered by mandoc -Thtml as
#: manpages.debian.org renders them.
MAN = Path(__file__).parent / "data" / "man"


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer.for_language("es")


def analyzed(recognizer: Recognizer, url: str, html: str) -> DocumentResult:
    """One page through a fresh analyzer (every block analyzed, whatever its language)."""
    config = AnalysisConfig(mode="all", other_languages="analyze")
    return Analyzer(config, MorphCache(recognizer)).analyze(SourceDocument(url, html))


def candidates(result: DocumentResult) -> set[str]:
    """The page's neologism candidates."""
    return {o.key for o in result.unrecognized}


def test_stty_settings_written_in_prose_are_code(recognizer: Recognizer) -> None:
    page = MAN / "stty.1.html"
    result = analyzed(recognizer, f"file://{page}", page.read_text(encoding="utf-8"))
    # defined in bold or as a tagged paragraph's term, then in runs of settings
    # ("igual que echoe echoctl echoke") and in prose ("los valores echoprt y echoe")
    for key in ("echoe", "echoctl", "iexten", "werase", "intr", "icrnl"):
        assert result.kinds[key] == IDENTIFIER, key
    assert not {"echoe", "echoctl", "iexten", "werase", "intr"} & candidates(result)
    assert result.kinds["carácter"] == ALPHA and result.analyses["carácter"]


def test_a_list_of_file_systems_is_code_and_a_name_in_prose_stays(
        recognizer: Recognizer) -> None:
    page = MAN / "filesystems.5.html"
    result = analyzed(recognizer, f"file://{page}", page.read_text(encoding="utf-8"))
    # "…reconocidos por Linux: ext, ext2, ext3, …, vfat, XFS, xiafs" in the NAME line
    assert result.kinds["xiafs"] == result.kinds["ext"] == IDENTIFIER
    # "una extensión del código del sistema de archivos minix": prose, still a candidate
    assert result.kinds["minix"] == ALPHA and "minix" in candidates(result)


@pytest.mark.parametrize(("text", "code", "words"), [
    # a CPU flag list: alphanumeric neighbours say it is code
    ("<p>Las capacidades son: loongson2e, loongson2f, octeon, octeon2.</p>",
     {"octeon"}, set()),
    # a synopsis: an option among placeholders glued by the translators
    ("<p>mren [-voOsSrRA] ficheroorigen ficherodestino</p>",
     {"mren", "ficheroorigen", "ficherodestino"}, set()),
    # coinages, one with an odd spelling (rrh): no code by their look
    ("<p>Palabras nuevas: tuiteros, bloguerío, perrhijos, sextorsión, gordofobia.</p>",
     set(), {"tuiteros", "bloguerío", "perrhijos", "sextorsión", "gordofobia"}),
    # prose of a language the block filter does not tell (Polish): spelling is no proof
    ("<p>Zobacz: przez wszystkich rodzice dzieci szybko.</p>", set(), {"wszystkich"}),
    # an English phrase (a function word), names, a credit line with addresses
    ("<p>El mensaje Rescue of unfiltered data aparece.</p>", set(), {"unfiltered"}),
    ("<p>Escrito por Michael Burrows, Julian Seward y Donna Robinson.</p>", set(), set()),
    ("<p>Traducido por juanmi <jm@example.org>, pacorro <pc@example.org> y otros.</p>",
     set(), {"juanmi", "pacorro"}),
    # a derivation of a Spanish word in a run is still a coinage (Debian's reference)
    ("<p>El archivo imagen ISO9660 arrancable, «cdboot.iso», se crea así.</p>", set(),
     {"arrancable"}),
    # English words with an alphanumeric one: a hardware sheet, not code
    ("<p>Almacenamiento: 8 GB NAND flash built-in, 1x microSD slot.</p>", set(), set()),
    # two unknown words side by side are too few
    ("<p>Los ficheros desfragmentables autorrecuperables se copian.</p>", set(),
     {"desfragmentables", "autorrecuperables"}),
])
def test_a_run_of_words_that_are_no_spanish_words_is_code_when_one_looks_like_code(
        recognizer: Recognizer, text: str, code: set[str], words: set[str]) -> None:
    result = analyzed(recognizer, "https://a.es/", text)
    assert {k for k, kind in result.kinds.items() if kind == IDENTIFIER} == code
    assert words <= candidates(result)


def test_a_word_mostly_written_as_code_is_code_unless_a_derivation_or_a_name(
        recognizer: Recognizer) -> None:
    html = ("<title>BASH(1)</title><dl><dt><b>popd</b></dt><dd>quita un directorio</dd>"
            "<dt><b>popd</b> +n</dt><dd>quita el enésimo</dd></dl>"
            "<p>Las órdenes pushd y popd añaden y quitan directorios.</p>"
            "<p>Un <i>coproceso</i> es una orden; el <i>coproceso</i> se ejecuta en un "
            "<i>coproceso</i> nuevo, y un coproceso termina.</p>"
            "<p>Lo escribió <b>Trotski</b>, como dice <b>Trotski</b>; Trotski lo firma.</p>")
    result = analyzed(recognizer, "file:///bash.1.html", html)
    assert result.kinds["popd"] == IDENTIFIER  # 2 of 3 in bold, the third in prose
    # a prefix and a known word (co + proceso): a coinage defined in italic, used in prose
    assert result.kinds["coproceso"] == ALPHA and "coproceso" in candidates(result)
    assert "trotski" in candidates(result)  # written with a capital: a name in prose


def test_words_glued_to_a_directive_s_sign_and_format_masks_are_code(
        recognizer: Recognizer) -> None:
    html = ("<p>Con -f '%Uuser %Ssystem %Eelapsed', time escribe los tiempos; la variable "
            "$tmpdir dice dónde. La fecha va como aaaammddhhmmss; en EEUU es otra.</p>")
    result = analyzed(recognizer, "https://a.es/", html)
    for key in ("uuser", "ssystem", "eelapsed", "tmpdir", "aaaammddhhmmss"):
        assert result.kinds[key] == IDENTIFIER, key
    assert result.kinds["eeuu"] != IDENTIFIER  # two doubled letters: an abbreviation


def test_an_entity_escaped_twice_is_markup_not_a_word(recognizer: Recognizer) -> None:
    # Debian's FreedomBox manual writes menus as "Sistema &amp;rarr; Configuración"
    html = ("<p>Añádelo en la página Sistema &amp;rarr; Configuración, o ve al menú "
            "&amp;rarr; Nuevo.</p>")
    result = analyzed(recognizer, "https://a.es/", html)
    assert result.kinds["rarr"] == IDENTIFIER and "rarr" not in candidates(result)
    # as often in prose (not between & and ;): the word stays a candidate
    html = "<p>Sistema &amp;rarr; Configuración. El rarr de la sierra suena.</p>"
    assert "rarr" in candidates(analyzed(recognizer, "https://a.es/", html))
    # a word glued to "&" and ";" that names no entity is prose
    html = "<p>Los perros &amp;frinchos; del barrio.</p>"
    assert analyzed(recognizer, "https://a.es/", html).kinds["frinchos"] == ALPHA


def test_a_spanish_form_only_in_command_lines_is_code_and_a_phrase_set_as_code_is_spanish(
        recognizer: Recognizer) -> None:
    html = ("<p>Ejecute <code>sudo apt install tmuxinator</code> y luego "
            "<code>cat registro.log | grep -i fallo</code>; el campo "
            "<code>nombre del fichero</code> dice qué copiar, como en "
            "<code>cp origen destino/</code>.</p>"
            "<pre>ls -l\ncopia los datos a la carpeta nueva\nmar 26 nov 2026 10:00:00 CET</pre>"
            "<p>Con <code>for i in *.txt; do wc -l $i; done</code> los cuenta.</p>")
    result = analyzed(recognizer, "https://a.es/", html)
    assert result.kinds["sudo"] == result.kinds["cat"] == IDENTIFIER
    assert not result.analyses["sudo"] and "sudo" not in candidates(result)
    # a phrase of Spanish words set as code, and a line of Spanish in a <pre>, are Spanish
    for key in ("nombre", "fichero", "copia", "datos", "carpeta", "nueva"):
        assert result.kinds[key] == ALPHA and result.analyses[key], key
    assert result.kinds["fallo"] == IDENTIFIER  # written in a command line only
    assert result.kinds["luego"] == ALPHA  # prose
    # numbers count for neither side (date's output), a letter is a variable as often
    assert result.kinds["mar"] == result.kinds["i"] == ALPHA


def test_a_spanish_form_in_a_command_s_place_is_code_wherever_the_lines_have_it(
        recognizer: Recognizer) -> None:
    html = ("<p>Creamos la cuenta de la lectora:</p>"
            "<pre><code>sudo adduser lectora\nsudo usermod -aG sudo lectora\n"
            "copia -r origen/ destino/\n</code></pre>"
            "<p>Los versos van tal cual:</p><pre><code>Cantaba maripaz lerele orilla\n"
            "y nadie la oía</code></pre><p>Una copia de seguridad al día.</p>")
    result = analyzed(recognizer, "https://a.es/", html)
    # first in a line beside words that are no Spanish words, and only in code: a command
    assert result.kinds["sudo"] == IDENTIFIER and not result.analyses["sudo"]
    # the command's argument and a Spanish word also written in prose stay words
    assert result.kinds["lectora"] == ALPHA and result.analyses["lectora"]
    assert result.kinds["copia"] == ALPHA and result.analyses["copia"]
    # a line of a poem set as code begins with a capital: no command, though its other
    # words are half no Spanish words, as a command's arguments are
    assert result.kinds["cantaba"] == ALPHA and result.analyses["cantaba"]


def test_a_word_a_parenthesis_is_glued_to_is_a_function_s_name(recognizer: Recognizer) -> None:
    html = ("<p>Donde i = raizcuadrada(-1) y la memoria viene de reservabloque(tam). "
            "Cada perrhijo(s) y cada tuitero(a) cuentan (sextorsión aparte). Los discos "
            "GCR(group code recording) y la Aleatorizacion(%) valen.</p>")
    result = analyzed(recognizer, "https://a.es/", html)
    assert result.kinds["raizcuadrada"] == result.kinds["reservabloque"] == IDENTIFIER
    assert {"perrhijo", "tuitero", "sextorsión"} <= candidates(result)
    # with a capital: a missing blank before a parenthesis of prose
    assert {"gcr", "aleatorizacion"} <= candidates(result)


def page(recognizer: Recognizer, name: str) -> DocumentResult:
    """A Debian manual page of tests/data/man through a fresh analyzer."""
    path = MAN / name
    return analyzed(recognizer, f"file://{path}", path.read_text(encoding="utf-8"))


def test_names_of_unix_things_written_in_lower_case_are_code(recognizer: Recognizer) -> None:
    # ls(1): "hora de acceso (-u): atime, access, use" (find's test -atime); procmail(1):
    # "con los euid y egid del recipiente" (ps's process fields), a coordination in prose
    assert page(recognizer, "ls.1.html").kinds["atime"] == IDENTIFIER
    procmail = page(recognizer, "procmail.1.html")
    assert procmail.kinds["egid"] == procmail.kinds["euid"] == IDENTIFIER
    # English words of the lists stay foreign words, Spanish ones words, capitals names
    html = ("<p>Nota: el raw cambia poco. La opción echoe va después; Popd lo quita. El "
            "valor mesa y el cronoscopio se leen. Una entrada none es util para anclar.</p>")
    result = analyzed(recognizer, "https://a.es/", html)
    assert result.kinds["echoe"] == IDENTIFIER
    # util: a field of ps, and here útil typed without its accent (mount(8))
    assert {"raw", "popd", "cronoscopio", "util"} <= candidates(result)
    assert result.kinds["mesa"] == ALPHA and result.analyses["mesa"]


def test_a_placeholder_glued_from_words_is_code_where_the_page_marks_it(
        recognizer: Recognizer) -> None:
    # procmailex(5): once in a recipe (<pre>), once in prose; uri(7): inside a URL's
    # userinfo, then "(usando fredcontraseña)"
    assert page(recognizer, "procmailex.5.html").kinds["ficheroscuba"] == IDENTIFIER
    assert page(recognizer, "uri.7.html").kinds["fredcontraseña"] == IDENTIFIER
    # glued in prose only: a missing blank, still a candidate for the triage; a coinage
    # in <code> once and in prose twice (a prefix derivation) stays a coinage
    html = ("<p>Mientrasla orden corre, el <code>autoarranque</code> espera; un autoarranque "
            "nuevo y otro autoarranque.</p><p>Lo hace mientrasla copia termina.</p>")
    result = analyzed(recognizer, "https://a.es/", html)
    assert {"mientrasla", "autoarranque"} <= candidates(result)


def test_a_run_stops_at_a_comma_between_phrases(recognizer: Recognizer) -> None:
    # "la orden natia exit, bash ejecutará": a typo of nativa, no code (bash(1))
    assert "natia" in candidates(page(recognizer, "bash.1.excerpt.html"))
    html = "<p>Con la orden zorglub <code>exit</code>, <code>bash</code> termina.</p>"
    assert "zorglub" in candidates(analyzed(recognizer, "https://a.es/", html))
    # a list of names, one between commas, is still a run
    html = "<p>Los tipos son: zorglub, <code>exit</code>, <code>bash</code>.</p>"
    assert analyzed(recognizer, "https://a.es/", html).kinds["zorglub"] == IDENTIFIER
    # ld.so(8)'s PowerPC flags: a comma glued to a sign ("power5+,") is a comma too
    html = ("<dl><dt>PowerPC</dt><dd>mmu, notb, pa6t, power4, power5, power5+, power6x, "
            "ppc32, smt, spe, ucache, vsx</dd></dl>")
    result = analyzed(recognizer, "https://a.es/", html)
    assert result.kinds["ucache"] == result.kinds["notb"] == IDENTIFIER


def test_a_slip_of_prose_next_to_code_is_no_code(recognizer: Recognizer) -> None:
    # cat(1): "disponible localmenteinfo '(coreutils) cat invocation'", a missing blank
    assert "localmenteinfo" in candidates(page(recognizer, "cat.1.html"))
    # FreedomBox's manual: "Ejecuta dmesg -w mara mostrar…", a typo of para
    html = ("<ol><li><p>Ejecuta <code class=\"code\">dmesg -w</code> mara mostrar y seguir "
            "los mensajes del núcleo (kernel).</p></li></ol>")
    assert "mara" in candidates(analyzed(recognizer, "https://a.es/", html))
    # a short word is no slip (git is one letter off gis, gil): GIMP's help
    html = "<p>Para añadir los archivos, ejecute git add -A. Luego siga.</p>"
    assert analyzed(recognizer, "https://a.es/", html).kinds["git"] == IDENTIFIER
    # an unknown word that is no slip of a Spanish one stays in the run
    html = ("<ol><li><p>Ejecuta <code class=\"code\">dmesg -w</code> zorglub mostrar y "
            "seguir los mensajes.</p></li></ol>")
    assert analyzed(recognizer, "https://a.es/", html).kinds["zorglub"] == IDENTIFIER
