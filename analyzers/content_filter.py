"""Boolean content filter (content-block-detection thesis §2.3): keep or drop DOM nodes.

A *criterion* such as ``madrid and auxerre``, ``valencia or hercules or levante`` or
``"liga de campeones" and not fútbol`` is parsed once (:func:`parse_criterion`) and matched
against every element of a page: its own attribute values, and the text and attribute
values of everything inside it (the thesis matches the node's attributes and its
innerHTML). The thesis' algorithm then keeps the *deepest* matching elements:

* an element matching through its own attributes (``<div class="ads">`` for ``ads``, or
  ``<a href="agenda.pdf">`` for ``pdf and agenda``) is relevant as a whole;
* an element matching through its content alone is relevant only if none of its
  descendants is (``<div><a>Agenda</a><a>Teléfonos</a></div>`` for ``agenda and
  telefonos``: the div, since no single link has both words).

*Tolerance* N widens every relevant element to its N-th ancestor (never above ``<body>``).
In normal mode only those subtrees survive (with the chain of their ancestors, whose other
children and loose text are removed; ``<head>`` is kept); in *inverse* mode those subtrees
are removed and everything else stays (the thesis' ``ads`` example).

Matching rules (documented in docs/corpus.md): case and the accents á é í ó ú à è ì ò ù
ä ë ï ö ü â ê î ô û are ignored (``hercules`` finds *Hércules*, ``fútbol`` finds
*futbol*), but ñ and ç stay distinct letters (``ano`` does not find *año*); a term matches a
word that *starts* with it (``madrid`` finds *madridista*, ``ads`` finds *adsbygoogle* and
*sidebar-ads* but not *roads*); a quoted phrase matches those words in that order with any
spacing; a phrase never spans two blocks (paragraphs, cells, list items).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from selectolax.lexbor import LexborHTMLParser, LexborNode

from analyzers.extract import BLOCK_TAGS, DROP_TAGS
from daweb.errors import BadInput

#: Operators, in increasing precedence: ``or`` < ``and`` < ``not``.
OPERATORS = ("or", "and", "not")

# Accented vowels folded to their base letter; ñ and ç are letters of their own in Spanish
# and Catalan, so they are kept. A translate table keeps the length, so offsets stay valid.
_FOLD = str.maketrans("áéíóúàèìòùäëïöüâêîôû", "aeiouaeiouaeiouaeiou")
_BOUNDARY = "\n"  # between blocks and between attribute values: no phrase crosses it
_TEXT = "-text"


class CriterionError(BadInput, ValueError):
    """A criterion cannot be parsed: ``position`` (1-based character) and ``reason``."""

    def __init__(self, criterion: str, position: int, message: str) -> None:
        self.criterion = criterion
        self.position = position
        self.reason = message
        super().__init__(f"filter criterion {criterion!r}: position {position}: {message}")


def fold(text: str) -> str:
    """Lower-case and drop the accents the filter ignores (same length as ``text``)."""
    return text.lower().translate(_FOLD)


# =============================================================================================
# The criterion: tokens, parser, evaluation
# =============================================================================================


@dataclass(frozen=True, slots=True)
class Term:
    """A word or a quoted phrase, folded, with single spaces between its words."""

    text: str


@dataclass(frozen=True, slots=True)
class Not:
    operand: Node


@dataclass(frozen=True, slots=True)
class And:
    operands: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class Or:
    operands: tuple[Node, ...]


Node = Term | Not | And | Or


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "word", "phrase", "(", ")", "and", "or", "not", "end"
    text: str
    position: int  # 1-based


def _tokens(criterion: str) -> list[_Token]:
    """Split a criterion into words, phrases, parentheses and operators."""
    out: list[_Token] = []
    i, n = 0, len(criterion)
    while i < n:
        ch = criterion[i]
        if ch.isspace():
            i += 1
        elif ch in "()":
            out.append(_Token(ch, ch, i + 1))
            i += 1
        elif ch == '"':
            end = criterion.find('"', i + 1)
            if end < 0:
                raise CriterionError(criterion, i + 1, "this quote is never closed; "
                                     "close the phrase with another \"")
            words = criterion[i + 1:end].split()
            if not words:
                raise CriterionError(criterion, i + 1, "empty phrase \"\"; write words "
                                     "between the quotes or remove them")
            out.append(_Token("phrase", " ".join(words), i + 1))
            i = end + 1
        else:
            start = i
            while i < n and not criterion[i].isspace() and criterion[i] not in '()"':
                i += 1
            word = criterion[start:i]
            kind = word.lower() if word.lower() in OPERATORS else "word"
            out.append(_Token(kind, word, start + 1))
    out.append(_Token("end", "", n + 1))
    return out


class _Parser:
    """Recursive descent: or_expr := and_expr ("or" and_expr)*; and_expr := not_expr ("and"
    not_expr)*; not_expr := "not" not_expr | "(" or_expr ")" | word | "phrase"."""

    def __init__(self, criterion: str) -> None:
        self.criterion = criterion
        self.tokens = _tokens(criterion)
        self.i = 0

    def parse(self) -> Node:
        if self.tokens[0].kind == "end":
            raise CriterionError(self.criterion, 1, "the criterion is empty; write a word, "
                                 "e.g. madrid and auxerre")
        node = self._or()
        token = self.tokens[self.i]
        if token.kind != "end":
            self._unexpected(token)
        return node

    def _or(self) -> Node:
        parts = [self._and()]
        while self.tokens[self.i].kind == "or":
            self.i += 1
            parts.append(self._and())
        return parts[0] if len(parts) == 1 else Or(tuple(parts))

    def _and(self) -> Node:
        parts = [self._not()]
        while self.tokens[self.i].kind == "and":
            self.i += 1
            parts.append(self._not())
        return parts[0] if len(parts) == 1 else And(tuple(parts))

    def _not(self) -> Node:
        token = self.tokens[self.i]
        self.i += 1
        if token.kind == "not":
            return Not(self._not())
        if token.kind in ("word", "phrase"):
            return Term(fold(token.text))
        if token.kind == "(":
            node = self._or()
            close = self.tokens[self.i]
            if close.kind != ")":
                if close.kind == "end":
                    raise CriterionError(self.criterion, token.position,
                                         "this parenthesis is never closed; add ')'")
                self._unexpected(close)
            self.i += 1
            return node
        self.i -= 1
        after = self.tokens[self.i - 1].text if self.i > 0 else ""
        where = f"after {after!r}" if after else "at the start"
        found = "the end" if token.kind == "end" else repr(token.text)
        raise CriterionError(self.criterion, token.position,
                             f"expected a word, a \"phrase\", 'not' or '(' {where}, "
                             f"found {found}")

    def _unexpected(self, token: _Token) -> None:
        previous = self.tokens[self.i - 1].text
        if token.kind == ")":
            message = "')' without a matching '('"
        elif token.kind in ("word", "phrase", "(", "not"):
            message = (f"expected 'and' or 'or' between {previous!r} and {token.text!r} "
                       "(for an exact phrase, put the words in quotes)")
        else:
            message = f"unexpected {token.text!r}"
        raise CriterionError(self.criterion, token.position, message)


def _terms_of(node: Node, out: dict[str, None]) -> None:
    """Collect the distinct terms of a parsed criterion, in order of appearance."""
    if isinstance(node, Term):
        out.setdefault(node.text)
    elif isinstance(node, Not):
        _terms_of(node.operand, out)
    else:
        for operand in node.operands:
            _terms_of(operand, out)


def evaluate(node: Node, present: frozenset[str] | set[str]) -> bool:
    """Whether the criterion holds when exactly the terms in ``present`` occur."""
    if isinstance(node, Term):
        return node.text in present
    if isinstance(node, Not):
        return not evaluate(node.operand, present)
    if isinstance(node, And):
        return all(evaluate(o, present) for o in node.operands)
    return any(evaluate(o, present) for o in node.operands)


@dataclass(frozen=True, slots=True)
class Criterion:
    """A parsed criterion: its source text, syntax tree and distinct terms."""

    source: str
    tree: Node
    terms: tuple[str, ...]

    def matches(self, present: frozenset[str] | set[str]) -> bool:
        """Whether the criterion holds for this set of present terms."""
        return evaluate(self.tree, present)

    def matches_text(self, text: str) -> bool:
        """Whether the criterion holds for a plain text (terms found at word starts)."""
        folded = _collapse(fold(text))
        return self.matches({t for t in self.terms if _occurrences(folded, t)})


def parse_criterion(criterion: str) -> Criterion:
    """Parse a criterion; raises :class:`CriterionError` naming the position of a problem."""
    tree = _Parser(criterion).parse()
    terms: dict[str, None] = {}
    _terms_of(tree, terms)
    return Criterion(criterion, tree, tuple(terms))


# =============================================================================================
# Matching against a DOM
# =============================================================================================


def _collapse(text: str) -> str:
    """Whitespace runs to one space, as phrases are written."""
    return " ".join(text.split())


def _occurrences(text: str, term: str) -> list[int]:
    """Start offsets where ``term`` occurs in ``text`` at the start of a word."""
    found = []
    i = text.find(term)
    while i >= 0:
        if i == 0 or not text[i - 1].isalnum():
            found.append(i)
        i = text.find(term, i + 1)
    return found


@dataclass(slots=True)
class _Element:
    node: LexborNode
    parent: int
    start: int  # span of its text in the page text
    end: int
    attr_start: int  # span of its descendants' attribute values in the page attributes
    attr_end: int
    attrs: str  # its own attribute values, folded


class _PageText:
    """The page's text (folded, whitespace collapsed, a boundary at blocks), built in order."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.length = 0
        self.space = True  # ends in whitespace (or is empty)

    def add(self, piece: str) -> None:
        self.parts.append(piece)
        self.length += len(piece)
        self.space = piece[-1].isspace()

    def text_node(self, raw: str) -> None:
        """Append one text node; spaces at its edges become one space at most."""
        folded = _collapse(raw)
        if not folded:
            if raw and not self.space:
                self.add(" ")
            return
        if raw[0].isspace() and not self.space:
            folded = " " + folded
        if raw[-1].isspace():
            folded += " "
        self.add(folded)

    def boundary(self) -> None:
        self.add(_BOUNDARY)


def _index(body: LexborNode) -> tuple[list[_Element], str, str]:
    """Pre-order list of the elements under ``body`` (itself first), the page text and the
    page attributes (every element's attribute values below ``body``, in order).

    An element's text span covers exactly its text; its attribute span covers its
    descendants' attribute values, which the thesis also matches (innerHTML). Keeping the two
    apart lets a phrase run through a link: ``liga de <a href=…>campeones</a>``.
    """
    text = _PageText()
    attributes: list[str] = []
    attr_length = 0
    elements: list[_Element] = []
    stack: list[tuple[LexborNode, int, bool]] = [(body, -1, False)]  # node, parent, leaving
    while stack:
        node, index, leaving = stack.pop()
        if leaving:
            if node.tag in BLOCK_TAGS:
                text.boundary()
            e = elements[index]
            e.end, e.attr_end = text.length, attr_length
            continue
        tag = node.tag
        if tag == _TEXT:
            text.text_node(fold(node.text_content or ""))
            continue
        if tag[0] == "-" or tag in DROP_TAGS:
            continue
        attrs = _BOUNDARY.join(fold(v) for v in node.attributes.values() if v)
        if index >= 0 and attrs:  # below body: part of every ancestor's content
            attributes.append(attrs + _BOUNDARY)
            attr_length += len(attrs) + 1
        if tag in BLOCK_TAGS:
            text.boundary()
        position = len(elements)
        elements.append(_Element(node, index, text.length, text.length, attr_length,
                                 attr_length, attrs))
        stack.append((node, position, True))
        for child in reversed(list(node.iter(include_text=True))):
            stack.append((child, position, False))
    return elements, "".join(text.parts), "".join(attributes)


def _relevant(criterion: Criterion, elements: list[_Element], page: str, attributes: str
              ) -> list[int]:
    """Indices of the relevant elements (thesis Algorithm 1), outermost first."""
    terms = criterion.terms
    in_text = {t: _occurrences(page, t) for t in terms}
    in_attrs = {t: _occurrences(attributes, t) for t in terms}

    def within(spots: list[int], term: str, start: int, end: int) -> bool:
        k = bisect.bisect_left(spots, start)
        return k < len(spots) and spots[k] + len(term) <= end

    n = len(elements)
    found_below = [False] * n
    relevant = [False] * n
    for i in range(n - 1, -1, -1):  # children come after their parent in pre-order
        e = elements[i]
        content = {t for t in terms if within(in_text[t], t, e.start, e.end)
                   or within(in_attrs[t], t, e.attr_start, e.attr_end)}
        own = {t for t in terms if e.attrs and _occurrences(e.attrs, t)}
        if criterion.matches(content | own):
            by_attributes = own and (criterion.matches(own) or not criterion.matches(content))
            relevant[i] = bool(by_attributes) or not found_below[i]
        if e.parent >= 0 and (relevant[i] or found_below[i]):
            found_below[e.parent] = True
    # Keep the outermost of nested relevant elements (an attribute match swallows its inside).
    out: list[int] = []
    inside = [False] * n
    for i in range(n):
        p = elements[i].parent
        if p >= 0 and (inside[p] or relevant[p]):
            inside[i] = True
        elif relevant[i]:
            out.append(i)
    return out


@dataclass(frozen=True, slots=True)
class FilterResult:
    """The filtered page and how many nodes the criterion selected."""

    html: str
    matched: int


def filter_tree(
    tree: LexborHTMLParser, criterion: Criterion, tolerance: int = 0, inverse: bool = False
) -> int:
    """Filter a parsed page in place; return the number of subtrees kept (or removed)."""
    if tolerance < 0:
        raise ValueError(f"tolerance must be 0 or more, not {tolerance}")
    body = tree.body or tree.root
    if body is None:
        return 0
    elements, page, attributes = _index(body)
    chosen: dict[int, None] = {}
    for i in _relevant(criterion, elements, page, attributes):
        for _ in range(tolerance):
            if elements[i].parent < 0:
                break  # the thesis' maximum tolerance: up to <body>
            i = elements[i].parent
        chosen.setdefault(i)
    roots = _outermost(list(chosen), elements)
    if inverse:
        for i in roots:
            if elements[i].parent >= 0:
                elements[i].node.decompose()
            else:  # the whole body matched: nothing is left
                for child in list(elements[i].node.iter(include_text=True)):
                    child.decompose()
        return len(roots)
    _keep_only(roots, elements, body)
    return len(roots)


def _outermost(indices: list[int], elements: list[_Element]) -> list[int]:
    """Drop indices that lie inside another index of the list (tolerance can nest them)."""
    chosen = set(indices)
    out = []
    for i in sorted(indices):
        p = elements[i].parent
        while p >= 0 and p not in chosen:
            p = elements[p].parent
        if p < 0:
            out.append(i)
    return out


def _keep_only(roots: list[int], elements: list[_Element], body: LexborNode) -> None:
    """Remove everything under ``body`` except the ``roots`` subtrees and their ancestors."""
    keep = set(roots)
    chain: set[int] = set()
    for i in roots:
        p = elements[i].parent
        while p >= 0 and p not in chain:
            chain.add(p)
            p = elements[p].parent
    if not roots:
        chain.add(0)
    by_id = {elements[i].node.mem_id: i for i in range(len(elements))}
    doomed: list[LexborNode] = []
    for i in chain:
        for child in elements[i].node.iter(include_text=True):
            j = by_id.get(child.mem_id)
            if j is None or (j not in keep and j not in chain):
                doomed.append(child)
    for node in doomed:
        node.decompose()


def filter_html(html: str, criterion: Criterion | str, tolerance: int = 0,
                inverse: bool = False) -> FilterResult:
    """Filter an HTML page; ``criterion`` may be text (parsed here) or a parsed Criterion."""
    if isinstance(criterion, str):
        criterion = parse_criterion(criterion)
    tree = LexborHTMLParser(html)
    matched = filter_tree(tree, criterion, tolerance, inverse)
    return FilterResult(tree.html or "", matched)
