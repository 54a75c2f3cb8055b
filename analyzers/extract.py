"""Text extraction (paper §2.2.1): HTML in, text blocks out, optionally main content only.

The paper's one-pass automaton is replaced by a real HTML5 parser (lexbor, through
selectolax), walked iteratively so that 10,000-deep nesting cannot raise RecursionError.
Block elements end a block (the *break mark*, :data:`BREAK`, that no word sequence or
segment may cross); inline elements vanish without splitting words (``<b>can</b>tar`` ->
``cantar``); character references are decoded by the parser following HTML5 (a bare ``&``
stays); the contents of script-like elements, comments, processing instructions
(``<?php ... ?>``) and the doctype are dropped, and so are soft hyphens (U+00AD), so that
words reach the analyzer whole.

Mode ``"main"`` keeps only the page's main content, found with the content-to-node ratio
(CNR) of the content-block-detection thesis (§3) -- seeds are the top 10 % elements by
characters per descendant node -- with changes measured in ``docs/benchmarks-extract.md``
(hand-made pages, Debian manuals, and 861 real pages with a held-out part): a run of inline
text counts as one node; the block is the deepest element holding 80 % of the seeds' text
(the thesis' sibling merging climbs to <body> or stops at a call-out box); inside it,
subtrees marked as furniture (class/id names such as menu, cookie, share, comments,
author-bio; footer, aside and nav elements; ARIA roles) and containers that are mostly link
text (unless they hold a quarter of the block's text: layout grids) are pruned; before it,
the headline and paragraph-long blocks are kept (a standfirst above the photo). Furniture
is not walked at all, which halves the walk on real pages. Mode ``"trafilatura"`` hands
the page to trafilatura, an optional extra.

Nesting deeper than :data:`MAX_DEPTH` is cut before the parser (whose time grows with
depth x tags), so no page stalls extraction; :func:`extract_or_all` falls back to all the
page's text when a main-content mode fails, and says why.

The markup that says "code" is kept as a signal (issue 17): ``Extracted.code`` counts the
words inside code elements (and, on a manual page, bold, italic, tagged-paragraph terms and
literal displays), so that the analyzer files the unknown ones a page writes only there
as identifiers, not neologism candidates (:func:`code_keys`). A manual page rendered by
mandoc has its ``manual-text`` division as its main content.
"""

from __future__ import annotations

import importlib.util
import math
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

import selectolax
from selectolax.lexbor import LexborHTMLParser, LexborNode

from analyzers.document import ALPHA
from analyzers.tree_walk import TreeWalk, calibrate, nesting_bound
from analyzers.words import PUNCT, classify, lower_preserving, normalize, scan
from daweb.crawl.charset import decode_body
from daweb.errors import BadInput

#: The break mark between blocks; blocks themselves never contain it.
BREAK = "\n"

#: DAWeb's own extraction modes: every text block, or only the main content.
OWN_MODES = ("all", "main")
#: Every extraction mode: ours, or the main content as trafilatura finds it (an optional
#: extra: ``pip install "daweb[trafilatura]"``).
MODES = (*OWN_MODES, "trafilatura")

#: Mode DAWeb uses unless configured otherwise: chosen by measured F1 against "all" and
#: established extractors (docs/benchmarks-extract.md).
DEFAULT_MODE = "main"

# Elements that end a block. Anything not listed (b, i, em, span, a, font, code, ...) is
# inline and disappears without splitting the surrounding word.
BLOCK_TAGS = frozenset(
    """
    address applet article aside audio blockquote body br button canvas caption center col
    colgroup dd details dialog dir div dl dt embed fieldset figcaption figure footer form
    frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input legend li
    link main map menu meta nav noframes ol optgroup option p pre section select source
    summary table tbody td template textarea tfoot th thead title tr ul video
    """.split()
)

# Elements whose contents are not text of the page.
DROP_TAGS = frozenset("script style noscript template svg math object applet embed iframe".split())

# Thesis' "nonContentNodes": weight 1 and no characters in the CNR computation. The
# thesis names img, nav, a, svg, video and canvas; form controls behave the same way.
# Links (<a href>) are inline and handled in the walk itself.
_NONCONTENT_TAGS = (
    frozenset(
        "head img nav svg video audio canvas input select button textarea iframe picture".split()
    )
    | DROP_TAGS
)

# class/id words that mark page furniture, after readability's "unlikely candidates" list
# plus Spanish and German equivalents, matched against the parts of each class/id name
# split at "-" and "_". "sidebar" and "header" are furniture only as an id's last part:
# DocBook calls its content call-outs class "sidebar", themes put the headline in
# "entry-header" and page builders number their boxes "cc-m-header-1298".
_FURNITURE_WORDS = frozenset(
    """
    nav navbar navigation menu menubar breadcrumb breadcrumbs migas footer masthead banner
    consent gdpr share sharing sharedaddy sociable social compartir relacionados relacionadas
    comment comments comentario comentarios respond replies disqus promo ad ads publicidad
    newsletter subscribe boletin popup modal skip toolbar tag tags etiquetas pagination pager
    login search buscador toc rss shoutbox community textwidget author bio byline like likes
    rating ratings cta postmetadata utility
    """.split()
)
# ... and the beginnings that mark it (relatedposts, kommentare, advertisement, sponsored,
# suscripcion); "cookie" anywhere in a part (cookieconsent, borlabscookie).
_FURNITURE_STEMS = ("related", "kommentar", "advert", "sponsor", "suscri")
_ID_FURNITURE_WORDS = frozenset(("sidebar", "header"))
# Words of readability's "ok maybe" list and their kin: the main text's containers.
_CONTENT_WORDS = frozenset(
    "article body column content main entry post story text blog cuerpo noticia".split()
)
_NAME_PARTS = re.compile(r"[_-]+")

# ARIA landmark and widget roles that say "not the text" as plainly as footer/aside do.
_FURNITURE_ROLES = frozenset(
    "navigation banner contentinfo complementary search menu menubar dialog alertdialog "
    "toolbar".split()
)

# class/id strings repeat across a site's pages: remember the verdicts (bounded).
_hint_cache: dict[str, bool] = {}
_HINT_CACHE_MAX = 50_000


def _is_furniture(marks: str) -> bool:
    """Whether a class/id string (``class #id``) marks page furniture; cached.

    Furniture when one name is headed by a furniture word (:func:`_name_kind`) and no
    name is a content name (readability's "ok maybe" rule).
    """
    furniture = rescued = False
    for name in marks.split():
        kind = _name_kinds.get(name)
        if kind is None:
            kind = _name_kind(name)
        furniture = furniture or kind == _FURNITURE
        rescued = rescued or kind == _CONTENT
    verdict = furniture and not rescued
    if len(_hint_cache) >= _HINT_CACHE_MAX:
        _hint_cache.clear()
    _hint_cache[marks] = verdict
    return verdict


# What a class or id name says: nothing (0), furniture or content.
_FURNITURE, _CONTENT = 1, 2
_name_kinds: dict[str, int] = {}


def _name_kind(name: str) -> int:
    """Classify one class name or ``#id``, and remember it (bounded).

    In a compound name the last hint word is the head: ``entry-author-info`` is author
    information, ``comments-area`` a comment area (furniture); a name whose only hint
    words are content words (``post-123``, ``article-body``) is content. A class
    starting with "widget" is a sidebar widget (WordPress' widget_text, widget-area),
    unlike a page builder's "elementor-widget-container".
    """
    is_id = name.startswith("#")
    parts = _NAME_PARTS.split(name[is_id:].lower())
    head = _FURNITURE if parts[0].startswith("widget") else 0
    seen = head
    for part in parts:
        if part in _FURNITURE_WORDS or part.startswith(_FURNITURE_STEMS) or "cookie" in part:
            head = _FURNITURE
        elif part in _CONTENT_WORDS:
            head = _CONTENT
        seen |= head
    if is_id and parts[-1] in _ID_FURNITURE_WORDS:
        head = seen = _FURNITURE
    kind = _CONTENT if seen == _CONTENT else head if head == _FURNITURE else 0
    if len(_name_kinds) >= _HINT_CACHE_MAX:
        _name_kinds.clear()
    _name_kinds[name] = kind
    return kind


def _tag_ids(names: frozenset[str]) -> dict[str, int]:
    """lexbor's numbers for the standard tags ``names`` (fixed by lexbor, so asked once).

    The compiled walks (:mod:`analyzers.tree_walk`) know elements by these numbers, as
    lexbor does. Table parts and frames only exist in their context, hence the second and
    third documents.
    """
    pages = (
        "".join(f"<{n}></{n}>" for n in sorted(names)),
        "<table><caption></caption><colgroup><col></colgroup><thead><tr><th></th></tr>"
        "</thead><tbody><tr><td></td></tr></tbody><tfoot></tfoot></table>",
        "<frameset><frame></frameset>",
    )
    ids = {
        node.tag: node.tag_id
        for page in pages
        for node in LexborHTMLParser(page).root.traverse()
        if node.tag in names
    }
    missing = names - ids.keys()
    if missing:  # a lexbor that parses differently: fail loudly, not silently wrong
        raise RuntimeError(f"lexbor gave no tag number for {sorted(missing)}")
    return ids


_TAG_ID = _tag_ids(BLOCK_TAGS | DROP_TAGS | frozenset(("a", "html")))
_TEXT_ID = LexborHTMLParser("x").body.child.tag_id  # a text node's
#: Elements have numbers from "a" on (alphabetical; custom elements far above); below
#: are text, comments, the doctype, the document and processing instructions.
_FIRST_ELEMENT_ID = _TAG_ID["a"]


def _tree_walk() -> TreeWalk:
    """The compiled walks, once their reading of lexbor's nodes is checked.

    The probe pages have what the walk reads: text, nested blocks, links, class and id;
    their attributes' values are their names, so that their lexbor numbers are learnt, and
    two pages must give the same numbers (HTML's own names have fixed ones).
    """
    probes = (
        '<html><head><title>t</title></head><body><div class="class" id="id">x<p>y '
        '<a href="href">z</a></p><img alt=""></div>w</body></html>',
        '<p data-x="1" href="href" id="id" class="class">a<b>b</b></p>',
    )
    try:
        first, second = (
            calibrate(LexborHTMLParser(page).root, ("class", "id", "href"), _FIRST_ELEMENT_ID)
            for page in probes
        )
        if first != second:
            raise RuntimeError("attribute numbers that change from page to page")
    except RuntimeError as error:
        raise RuntimeError(
            f"this selectolax ({selectolax.__version__}) lays out lexbor's nodes otherwise "
            f"than analyzers/tree_walk.pyx reads them ({error}): install the version "
            "pyproject.toml names"
        ) from None
    return TreeWalk(
        _TAG_ID, BLOCK_TAGS, DROP_TAGS, _NONCONTENT_TAGS, _TEXT_ID, first["href"], _MARK,
        _hint_cache, _is_furniture,
    )


@dataclass(frozen=True, slots=True)
class Extracted:
    """The result of extraction: the page title, its text blocks in document order, and the
    keys of the words the page writes as code with how often it does (:func:`code_keys`)."""

    title: str
    blocks: tuple[str, ...]
    code: Mapping[str, int] = field(default_factory=dict)
    #: The word keys of each line of several words inside a code element (``sudo apt
    #: install tmuxinator``): analyzers/plain_code.py tells a command from a Spanish phrase.
    code_lines: tuple[tuple[str, ...], ...] = ()

    @property
    def text(self) -> str:
        """All blocks joined by the break mark."""
        return BREAK.join(self.blocks)


class ExtractorMissing(BadInput, RuntimeError):
    """The chosen extraction mode needs a package that is not installed."""


def missing_extractor(mode: str) -> str | None:
    """Why ``mode`` cannot run on this machine (its optional package is missing), or None."""
    if mode != "trafilatura" or importlib.util.find_spec("trafilatura") is not None:
        return None
    return (
        'extraction "trafilatura" needs the trafilatura package, which is not installed: '
        'pip install "daweb[trafilatura]" (or choose "main", DAWeb\'s own)'
    )


def extract(html: str, mode: str = "all") -> Extracted:
    """Extract the title and text blocks of an HTML page.

    ``mode="all"`` keeps every text block; ``mode="main"`` keeps only the main content;
    ``mode="trafilatura"`` asks trafilatura for it (:class:`ExtractorMissing` if it is not
    installed). The default stays "all" (the agreed signature); callers that follow the
    measured choice pass :data:`DEFAULT_MODE`, as ``daweb extract`` does.
    """
    if mode not in MODES:
        raise ValueError(f"unknown extraction mode {mode!r}; expected one of {MODES}")
    if mode == "trafilatura":
        return _extract_trafilatura(html)
    root = _parse(html)
    if root is None:
        return Extracted("", ())
    manual = _manual_text(html, root)
    if mode == "all":
        fragments, title = _walk(root)
        extracted = Extracted(title, _blocks(fragments))
    elif manual is not None:
        fragments, _ = _walk(manual)
        extracted = Extracted(_page_title(root), _blocks(fragments))
    else:
        extracted = _extract_main(root)
    return _with_code(extracted, root, manual is not None, html)


#: The element mandoc (and so manpages.debian.org) puts a manual page's whole text in: the
#: main content of such a page. The CNR block misses most of it (the option lists' terms
#: are permalinks, and each section is a block of its own): 43 % of the words of Debian's
#: Spanish manual pages were lost.
MANUAL_TEXT = "div.manual-text"


def _manual_text(html: str, root: LexborNode) -> LexborNode | None:
    """The page's :data:`MANUAL_TEXT` element, if any (the CSS query, which walks the whole
    tree, only when the class name occurs in the page's source at all)."""
    return root.css_first(MANUAL_TEXT) if "manual-text" in html else None


#: Elements that say their words are code, input or output of a program on any page. Not
#: ``<pre>``: manuals show a program's Spanish screens in it (aptitude's ``Utilidades de
#: adminstración``, ``1 desactualización``: typos and coinages of real Spanish text), and
#: the code it holds is a block of its own, which analyzers/language.py leaves out as code.
CODE_TAGS = ("code", "kbd", "samp", "tt", "var")
#: Elements that do on a manual page: bold and mandoc's literal font (``span.Li``) for what is
#: typed as written (commands, options, files), italic for what the reader replaces
#: (placeholders), and the term of a tagged paragraph (``.TP``: an option, a flag, a
#: format code, even where the translation dropped the bold: stty's ``ispeed N``), and
#: ``<pre>``, which there is a literal display (``.nf``, ``.EX``: sample files, program
#: text, terminfo tables); on other pages bold and italic are emphasis, and italic is how
#: Spanish marks a foreign word or a coinage.
MAN_PAGE_CODE_TAGS = ("b", "i", "span.Li", "dt", "pre")
#: On a manual page, a word alone in ASCII quotes or in brackets is a value or a syntax
#: element (``'itotal'``, `` `host'``, ``[doxn]``); Spanish writes its quotes «» or “”.
_MAN_PAGE_QUOTED = re.compile(r"(?<!\w)(?:['`]([^\W\d_][\w-]*)'|\[([^\W\d_][\w-]*)\])")
_CODE_SELECTOR = ", ".join(CODE_TAGS)
_CODE_TAG_RE = re.compile(rf"<(?:{'|'.join(CODE_TAGS)})[\s>]", re.IGNORECASE)
_MAN_PAGE_CODE_SELECTOR = ", ".join(CODE_TAGS + MAN_PAGE_CODE_TAGS)
#: A manual page's title as mandoc (``STTY(1)``; manpages.debian.org adds ``— coreutils``) and
#: man2html (``Man page of STTY``) write it.
_MAN_TITLE = re.compile(r"\s*[\w.:+-]+\(\d\w*\)|Man page of ", re.IGNORECASE)


def is_man_page(title: str, manual_text: bool) -> bool:
    """Whether a page is a manual page rendered to HTML: mandoc's or man2html's title, or
    mandoc's :data:`MANUAL_TEXT` division (``manual_text``: the page has one)."""
    return manual_text or bool(_MAN_TITLE.match(title))


def code_keys(
    root: LexborNode, title: str, manual_text: bool, blocks_text: str, html: str
) -> tuple[dict[str, int], tuple[tuple[str, ...], ...]]:
    """Lower-case keys of the alphabetic words inside the page's code elements
    (:data:`CODE_TAGS`; on a manual page also :data:`MAN_PAGE_CODE_TAGS` and a word alone
    in ASCII quotes or brackets), with their occurrences there; and the word keys of each
    line of several words in them (:attr:`Extracted.code_lines`).

    The analyzer files such a word under the kind ``identifier`` when the recognizer does
    not know it and the page never writes it outside code (docs/results.md): a page's
    ``<code>ixon</code>`` or a manual page's ``<i>ficherodestino</i>`` is no neologism
    candidate, but bash(1)'s ``Un <i>coproceso</i> es… Un coproceso se ejecuta`` keeps its
    coinage; a Spanish word stays a word.
    """
    man_page = is_man_page(title, manual_text)
    if not man_page and not _CODE_TAG_RE.search(html):
        return {}, ()  # most pages: a C-speed scan of the source spares the CSS query
    nodes = root.css(_MAN_PAGE_CODE_SELECTOR if man_page else _CODE_SELECTOR)
    marked = {node.mem_id for node in nodes}
    # Nested marks (<dt><b>-a</b></dt>) hold the same words once.
    found = [node.text(deep=True) for node in nodes if not _inside(node, marked)]
    # most marks hold one word: only those with a blank inside are cut into lines
    lines = tuple(words for piece in found if len(piece.split(None, 1)) > 1
                  for words in map(_line_words, piece.splitlines()) if len(words) > 1)
    if man_page:
        found.extend(a or b for a, b in _MAN_PAGE_QUOTED.findall(blocks_text))
    if not found:
        return {}, ()
    text = lower_preserving(normalize(" ".join(found)))
    return Counter(key for key in scan(text) if classify(key) == ALPHA), lines


def _line_words(line: str) -> tuple[str, ...]:
    """The word keys of one line of code (punctuation left out)."""
    return tuple(key for key in scan(lower_preserving(normalize(line))) if classify(key) != PUNCT)


def _inside(node: LexborNode, marked: set[int]) -> bool:
    """Whether an ancestor of ``node`` is one of the ``marked`` elements."""
    parent = node.parent
    while parent is not None:
        if parent.mem_id in marked:
            return True
        parent = parent.parent
    return False


def _with_code(extracted: Extracted, root: LexborNode, manual_text: bool, html: str) -> Extracted:
    """``extracted`` with the page's :func:`code_keys` (the same object when it has none)."""
    code, lines = code_keys(root, extracted.title, manual_text, extracted.text, html)
    return replace(extracted, code=code, code_lines=lines) if code or lines else extracted


def extract_or_all(html: str, mode: str) -> tuple[Extracted, str]:
    """:func:`extract`, falling back to mode "all" when a main-content mode fails.

    Returns the result and, after a fallback, a note saying why (for the incident
    report); mode "all" itself is not guarded, and neither is a missing package, which
    the project check reports before a run starts.
    """
    try:
        return extract(html, mode), ""
    except ExtractorMissing:
        raise
    except Exception as exc:  # noqa: BLE001 -- any failure: the page's text must not be lost
        if mode == "all":
            raise
        note = f'extraction "{mode}" failed ({type(exc).__name__}: {exc}); all text kept'
        return extract(html, "all"), note


def _extract_trafilatura(html: str) -> Extracted:
    """Main content by trafilatura; its lines are the blocks. Our "main" when it finds
    nothing (it returns None for pages it cannot read)."""
    try:
        import trafilatura
    except ImportError as exc:
        raise ExtractorMissing(missing_extractor("trafilatura") or str(exc)) from None
    text = trafilatura.extract(html, include_comments=False, include_tables=True)
    if not text:
        return extract(html, "main")
    root = LexborHTMLParser(html).root
    lines = (" ".join(line.split()) for line in text.replace("\u00ad", "").splitlines())
    if root is None:
        return Extracted("", tuple(b for b in lines if b))
    extracted = Extracted(_page_title(root), tuple(b for b in lines if b))
    return _with_code(extracted, root, _manual_text(html, root) is not None, html)


def _page_title(root: LexborNode) -> str:
    """The text of the page's first ``<title>``, whitespace collapsed ("" if none)."""
    found = root.css_first("title")
    return " ".join(found.text().split()) if found is not None else ""


def extract_main_variant(
    html: str,
    *,
    hints: bool = True,
    select: str = "share",
    prune: bool = True,
    runs: bool = True,
) -> Extracted:
    """Main-content extraction with the switches the benchmark compares.

    ``hints=False, select="thesis", prune=False, runs=False`` is the thesis' CNR method as
    published; mode ``"main"`` is the defaults here. ``select`` is ``"thesis"`` or
    ``"share"`` (see :func:`_main_block`); ``prune`` drops furniture
    inside the chosen block (:func:`_prune`); ``runs`` counts a run of inline text as one
    node (:func:`_walk_scored`).
    """
    root = _parse(html)
    if root is None:
        return Extracted("", ())
    return _extract_main(root, hints, select, prune, runs)


def _extract_main(
    root: LexborNode,
    hints: bool = True,
    select: str = "share",
    prune: bool = True,
    runs: bool = True,
) -> Extracted:
    """Walk with CNR bookkeeping, choose the main block, prune it, return its blocks."""
    fragments, title, table = _walk_scored(root, hints, runs)
    block = _main_block(table, select)
    if block < 0:
        return Extracted(title, _blocks(fragments))
    if not prune:
        return Extracted(title, _blocks(fragments[table.start[block] : table.end[block]]))
    blocks = _blocks(_prune(fragments, table, block)[0])
    if table.body >= 0 and block != table.body:
        # The CNR block misses the start of an article that the page puts before it (a
        # standfirst above the photo, a lead in its own box): before the block, what
        # survives pruning and is paragraph-long (jusText's "long" class) is kept too,
        # and so is the page's headline. After the block come teasers, author boxes,
        # comments and footers, which this rule kept as well when it looked both ways.
        before, found = _prune(fragments, table, table.body, until=block)
        if found:
            headlines = {
                b
                for i, tag in enumerate(table.tags)
                if tag == "h1"
                for b in _blocks(fragments[table.start[i] : table.end[i]])
            }
            blocks = (
                tuple(b for b in _blocks(before) if len(b) >= BEFORE_MIN_CHARS or b in headlines)
                + blocks
            )
    if (
        not blocks
        and hints
        and table.body >= 0
        and (table.all_chars[table.body] or any(table.hinted))
    ):
        # Everything pruned although the page has text: a class hint hit a wrapper of the
        # whole page. Better the thesis' answer without hints than nothing.
        return _extract_main(root, False, select, prune, runs)
    return Extracted(title, blocks)


def extract_text_file(text: str) -> Extracted:
    """Extract blocks from plain text: paragraphs separated by blank lines.

    Lines inside a paragraph are joined with a space, because plain-text files are usually
    hard-wrapped prose and a line end there is not a text boundary; a blank line (possibly
    holding only spaces) ends the block. The title is left empty: the caller knows the
    file name.
    """
    paragraphs = re.split(r"\n[ \t\f\v\r\u00a0]*\n", text.replace("\r\n", "\n").replace("\r", "\n"))
    return Extracted("", tuple(b for b in (" ".join(p.split()) for p in paragraphs) if b))


# Private marker between blocks while walking; a Unicode noncharacter, so it cannot clash
# with real text (occurrences in the input are blanked by _parse; one written as a
# character reference would only add a block break).
_MARK = "\ufdd0"


def _parse(html: str) -> LexborNode | None:
    """Parse with lexbor; return the <html> element (None if there is none)."""
    if _MARK in html:
        html = html.replace(_MARK, " ")
    return LexborHTMLParser(_bound_depth(html)).root


#: Deepest nesting handed to the parser. An HTML5 tree builder scans the stack of open
#: elements on many start tags, so its time grows with depth x tags ('<span><div>' *
#: 40,000 took 16 s); Blink stops nesting at 512 for the same reason.
MAX_DEPTH = 512

# Comments and script/style bodies are skipped whole: their "<a" are not tags.
_TAG_RE = re.compile(
    r"<!--.*?-->|<(?:script|style)\b.*?</(?:script|style)\s*>|<(/?)([A-Za-z][^\s/>]*)[^>]*?(/?)>",
    re.S | re.I,
)
# Elements without an end tag, and those a start tag of the same name closes implicitly.
_VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
_SELF_CLOSING = frozenset("p li dt dd option tr td th a".split())


def _bound_depth(html: str) -> str:
    """``html`` with the start tags nested deeper than :data:`MAX_DEPTH` removed.

    Linear: an upper bound of the depth in C (start tags minus end tags so far) leaves
    ordinary pages untouched; only a page that may nest deeper is scanned tag by tag. A
    removed tag keeps its text, which joins the deepest element kept.
    """
    if len(html) <= 3 * MAX_DEPTH:  # too short to nest deeper
        return html
    if nesting_bound(html) <= MAX_DEPTH:
        return html
    out: list[str] = []
    stack: list[str] = []
    dropped: dict[str, int] = {}
    pos = 0
    for m in _TAG_RE.finditer(html):
        end, name, closed = m.group(1, 2, 3)
        if name is None:
            continue
        name = name.lower()
        if end:
            if dropped.get(name):
                dropped[name] -= 1
                out.append(html[pos : m.start()])
                pos = m.end()
            elif name in stack:
                # Close up to the nearest open element of that name, as the parser's
                # "any other end tag" rule does (the stack is never deeper than
                # MAX_DEPTH, so this stays linear in the page).
                while stack.pop() != name:
                    pass
        elif name not in _VOID and not closed:
            if stack and stack[-1] == "p" and name in BLOCK_TAGS:
                stack.pop()  # a block start tag closes an open <p>
            if stack and name in _SELF_CLOSING and stack[-1] == name:
                stack.pop()
            if len(stack) >= MAX_DEPTH:
                dropped[name] = dropped.get(name, 0) + 1
                out.append(html[pos : m.start()])
                pos = m.end()
            else:
                stack.append(name)
    out.append(html[pos:])
    return "".join(out)


def _blocks(fragments: list[str]) -> tuple[str, ...]:
    """Join walk fragments, cut at block marks, collapse whitespace, drop empty blocks."""
    # Soft hyphens are invisible hyphenation hints, not characters of the word.
    joined = "".join(fragments).replace("\u00ad", "")
    return tuple(b for b in (" ".join(part.split()) for part in joined.split(_MARK)) if b)


def _walk(root: LexborNode) -> tuple[list[str], str]:
    """Walk the tree in document order without recursion; return text fragments and title.

    Fragments are text-node contents with :data:`_MARK` wherever a block element starts or
    ends. The loop is compiled (:mod:`analyzers.tree_walk`).
    """
    return _WALK.plain(root)


# Columns of the per-element table built by _walk_scored (parallel lists, indexed by the
# element's pre-order number): parent index, subtree end index, fragment range, CNR data.
@dataclass(slots=True)
class _Table:
    parent: list[int]
    last: list[int]  # pre-order index of the last element in the subtree
    start: list[int]  # fragment index where the element starts
    end: list[int]  # fragment index after the element ends
    chars: list[int]  # characters of content text (thesis' textLength)
    weight: list[int]  # thesis' weight: countable descendant nodes
    all_chars: list[int]  # every character of text, links and furniture included
    link_chars: list[int]  # characters inside <a href> elements
    flags: list[bool]  # nonContentNode (by tag, or by class/id hint when hints are on)
    hinted: list[bool]  # marked as furniture by a class/id hint (hints on only)
    tags: list[str]
    body: int  # index of <body>, or -1


def _walk_scored(root: LexborNode, hints: bool, runs: bool = True) -> tuple[list[str], str, _Table]:
    """Walk like :func:`_walk`, also computing the thesis' CNR inputs per block element.

    Algorithm 1 of the thesis, bottom-up with an explicit stack instead of recursion. Only
    block elements get a row in the table; inline elements are transparent, which also
    makes a *run* of text (text nodes and inline elements between two block boundaries)
    count as one node when ``runs`` is on, instead of one per text node: otherwise markup
    such as ``<code>`` or ``<em>`` inside a paragraph lowers its CNR (``runs=False``
    counts every text node, as the thesis does). nonContentNodes -- links (``<a href>``),
    images, navigation, form controls and, with ``hints``, furniture marked by class/id or
    by the footer/aside tags or ARIA roles -- weigh 1 and bring no characters. The loop
    is compiled (:mod:`analyzers.tree_walk`, 3x faster than it was in Python, the same
    tables on 1,077 real pages).
    """
    around_h1: set[int] = set()
    by_role: set[int] = set()
    if hints:
        # Elements around a headline are walked even when marked as furniture (see the
        # h1 rule of the walk), and a role's value is found by selectolax: one query per
        # page each is far cheaper than asking every element.
        for h1 in root.css("h1"):
            holder = h1.parent
            while holder is not None:
                around_h1.add(holder.mem_id)
                holder = holder.parent
        by_role = {
            node.mem_id for node in root.css("[role]")
            if node.attributes.get("role") in _FURNITURE_ROLES
        }
    out, title, *columns, body = _WALK.scored(root, hints, runs, around_h1, by_role)
    return out, title, _Table(*columns, body)


_WALK = _tree_walk()

#: Share of elements, by CNR, seeding the main-block search (thesis §3.2: 10 %).
TOP_SHARE = 0.10
#: Fewest seeds: on a short page 10 % of the elements is a single paragraph, and the block
#: around one paragraph would drop the rest of a plain article.
MIN_SEEDS = 5


def _main_block(t: _Table, select: str) -> int:
    """Index of the main-content element (-1: none, keep the whole page).

    Seeds are the top 10 % elements by CNR = chars / weight (thesis Algorithm 1), not
    inside a nonContentNode. ``select="thesis"`` then applies the thesis' Algorithm 2,
    ``"share"`` (the default) :func:`_share_block`. Falls back to <body> when the page
    has no content text.
    """
    if select not in ("thesis", "share"):
        raise ValueError(f"unknown main-block selection {select!r}")
    seeds = _seeds(t)
    if not seeds:
        return t.body
    return _thesis_block(seeds, t) if select == "thesis" else _share_block(seeds, t)


#: Share of the seeds' text the main block must hold (see _share_block).
SEED_SHARE = 0.8


def _share_block(seeds: set[int], t: _Table) -> int:
    """The deepest element holding at least SEED_SHARE of the seeds' text.

    The thesis merges only candidates that share a parent and then keeps the one with
    most text; when the dense paragraphs sit in different subsections, a call-out box
    with two of them wins and recall collapses. Climbing instead to the smallest element
    that contains most of the seed text is the thesis' "block that contains the most
    relevant blocks" without that failure; furniture swept in is then pruned (_prune).
    """
    seed_in: dict[int, int] = {}
    for s in seeds:
        c = t.chars[s]
        i = s
        while i >= 0:
            seed_in[i] = seed_in.get(i, 0) + c
            i = t.parent[i]
    need = SEED_SHARE * sum(t.chars[s] for s in seeds)
    # Deepest = largest pre-order number among ancestors of a seed that qualify.
    return max(i for i, c in seed_in.items() if c >= need)


#: Elements pruned from the main block when most of their text is link text.
_LINK_DENSITY_TAGS = frozenset(
    "div section aside header footer nav ul ol dl table form menu p center".split()
)
#: Link-text share above which such an element is navigation, not content.
MAX_LINK_DENSITY = 0.5
#: A link-dense element holding at least this share of the main block's content text is
#: a wrapper of the text (a page's layout grid), not navigation: it is kept.
KEEP_SHARE = 0.25
#: Shortest block kept before the CNR block (characters), headlines aside.
BEFORE_MIN_CHARS = 100


def _prune(fragments: list[str], t: _Table, block: int, until: int = -1) -> tuple[list[str], bool]:
    """Fragments of ``block`` without its furniture subtrees.

    With ``until``, only the fragments before that element, and whether it was reached
    (False: it lay inside a pruned subtree).

    The thesis' block has (its §3.3) either full recall or full precision, and on real
    pages mostly full recall: the block is an ancestor of the main text that also holds
    menus, share bars, related links or comments. Dropping, inside it, the subtrees marked
    as furniture by class/id hints and the containers whose text is mostly link text
    (link density, as readability and trafilatura do) recovers the precision.
    """
    out: list[str] = []
    pos = t.start[block]
    i = block + 1
    stop = t.last[block]
    while i <= stop:
        if i == until:
            out.extend(fragments[pos : t.start[i]])
            return out, True
        total = t.all_chars[i]
        drop = t.hinted[i]
        if not drop and t.tags[i] in _LINK_DENSITY_TAGS and total:
            drop = (
                t.link_chars[i] > MAX_LINK_DENSITY * total
                and t.chars[i] < KEEP_SHARE * t.chars[block]
            )
        if drop:
            out.extend(fragments[pos : t.start[i]])
            out.append(_MARK)
            pos = t.end[i]
            i = t.last[i] + 1
        else:
            i += 1
    out.extend(fragments[pos : t.end[block]])
    return out, until < 0


def _seeds(t: _Table) -> set[int]:
    """Top share of elements by CNR, outside nonContentNodes, outermost ones only."""
    n = len(t.parent)
    inside = [False] * n  # the element is or lies inside a nonContentNode
    for i in range(n):  # parents precede children in pre-order
        p = t.parent[i]
        inside[i] = t.flags[i] or (p >= 0 and inside[p])
    cands = [i for i in range(n) if t.chars[i] > 0 and not inside[i]]
    cands.sort(key=lambda i: t.chars[i] / t.weight[i], reverse=True)
    return _outermost(set(cands[: max(MIN_SEEDS, math.ceil(TOP_SHARE * n))]), t)


def _thesis_block(top: set[int], t: _Table) -> int:
    """Thesis Algorithm 2: merge candidates sharing a parent until stable; most text wins."""
    while True:
        by_parent: dict[int, list[int]] = {}
        for i in top:
            by_parent.setdefault(t.parent[i], []).append(i)
        merged = set()
        for p, kids in by_parent.items():
            if p >= 0 and len(kids) >= 2:
                merged.add(p)
            else:
                merged.update(kids)
        merged = _outermost(merged, t)
        if len(merged) >= len(top):
            break
        top = merged
    return max(top, key=lambda i: (t.chars[i], -i))


def _outermost(nodes: set[int], t: _Table) -> set[int]:
    """Drop every node that lies inside another node of the set (pre-order intervals)."""
    keep: set[int] = set()
    limit = -1
    for i in sorted(nodes):
        if i > limit:
            keep.add(i)
            limit = t.last[i]
    return keep


def decode_bytes(data: bytes) -> str:
    """Decode a file's bytes as a downloaded page's are (daweb/crawl/charset.py): a byte-order
    mark (UTF-8, UTF-16 LE/BE) first, then a ``<meta>`` charset, strict UTF-8, Windows-1252.

    Never raises: bytes the chosen encoding leaves undefined become U+FFFD.
    """
    return decode_body(data, None)[0]
