"""The concordance (KWIC) of any word of a run: every occurrence of a form, a lemma, a
category, a list's entries or the forms a regular expression matches, in its context.

A run keeps each page's analyzed text (``page_texts``, compressed; docs/results.md) and
which words each page holds (``page_words``; ``word_lemmas`` for lemmas and categories).
A query is turned into the word codes it means, those into the pages holding them (through
the ``page_words(word, page)`` index), and only those pages' texts are read again and
tokenized exactly as the analyzer did (analyzers/words.py), so an occurrence is found where
the analyzer counted it. Each line has its left context, node and right context, and, as
in AntConc, the words around the node one by one (L3 L2 L1 node R1 R2 R3: punctuation is
not a word), which the lines sort by, in Spanish order (gui/viewer/collation.py).
"""

from __future__ import annotations

import json
import re
import sqlite3
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from analyzers.words import (
    ends_of,
    lower_preserving,
    normalize,
    scan_raw,
    tokens_of,
    word_kinds,
)
from daweb.errors import BadInput
from daweb.store.schema import inflate

if TYPE_CHECKING:  # the lists (and through them the recognizer, ~0.2 s) load with a list query
    from analyzers.lists import WordList

#: What a query names (``daweb kwic --lemma`` …): a form, a lemma, a UD category, a
#: regular expression over the run's forms, or the entries of a list file.
QUERY_KINDS = ("form", "lemma", "pos", "regex", "list")
#: The positions lines sort by, left to right as the line reads (AntConc's levels).
SORT_POSITIONS = ("L3", "L2", "L1", "node", "R1", "R2", "R3")
#: Characters of context on each side unless asked.
DEFAULT_WIDTH = 50


class ConcordanceError(BadInput, ValueError):
    """A query or run the concordance cannot use; the message says why and what to do."""


@dataclass(frozen=True, slots=True)
class Query:
    """What to look for: ``text`` read as ``kind`` (one of :data:`QUERY_KINDS`; for
    ``list``, ``text`` is the list file's path)."""

    text: str
    kind: str = "form"


@dataclass(frozen=True, slots=True)
class Line:
    """One occurrence: its page, offset in the page's text, contexts and the words around
    it (``left_words``: L1, L2, L3 — nearest first; ``right_words``: R1, R2, R3)."""

    page: int
    url: str
    offset: int
    left: str
    node: str
    right: str
    left_words: tuple[str, ...]
    right_words: tuple[str, ...]

    def word(self, position: str) -> str:
        """The word at ``position`` (``L3``…``L1``, ``node``, ``R1``…``R3``); "" past the
        page's edge."""
        if position == "node":
            return self.node
        words = self.left_words if position[0] == "L" else self.right_words
        number = int(position[1:])
        return words[number - 1] if number <= len(words) else ""


def parse_sort(text: str) -> tuple[str, ...]:
    """``"R1,R2"`` → ``("R1", "R2")``; raises ConcordanceError naming a wrong position."""
    positions = tuple(
        p.strip().upper().replace("NODE", "node") for p in text.split(",") if p.strip()
    )
    for position in positions:
        if position not in SORT_POSITIONS:
            raise ConcordanceError(
                f"sort position {position!r} is not one of "
                f"{', '.join(SORT_POSITIONS)}; e.g. --sort R1,R2"
            )
    return positions


def has_texts(conn: sqlite3.Connection) -> bool:
    """Whether the run kept its pages' texts (files written before issue 22 did not)."""
    return (
        conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'page_texts'"
        ).fetchone()
        is not None
    )


def page_text(conn: sqlite3.Connection, page: int) -> str:
    """The analyzed text of ``page`` ("" when the run kept none)."""
    row = conn.execute("SELECT text FROM page_texts WHERE page = ?", (page,)).fetchone()
    return inflate(row[0]) or "" if row else ""


def _key(text: str) -> str:
    """A form as the analyzer keys it (NFC, lower case)."""
    return lower_preserving(normalize(text.strip()))


def matching_words(conn: sqlite3.Connection, query: Query) -> dict[int, str]:
    """The word codes (and forms) ``query`` means in this run.

    A lemma or a category means the forms some occurrence was read as it (``word_lemmas``
    rows with a frequency; without counted readings, every context-free reading).
    """
    kind, text = query.kind, query.text
    if kind not in QUERY_KINDS:
        raise ConcordanceError(f"unknown query kind {kind!r}; one of {', '.join(QUERY_KINDS)}")
    if not text.strip():
        raise ConcordanceError("empty query: give a form, lemma, category, pattern or list")
    if kind == "form":
        rows = conn.execute("SELECT code, form FROM words WHERE form = ?", (_key(text),))
    elif kind in ("lemma", "pos"):
        column, value = (
            ("lemma", text.strip()) if kind == "lemma" else ("pos", text.strip().upper())
        )
        counted = "frequency" in {r[1] for r in conn.execute("PRAGMA table_info(word_lemmas)")}
        rows = conn.execute(
            f"SELECT DISTINCT w.code, w.form FROM word_lemmas wl JOIN words w "
            f"ON w.code = wl.word WHERE wl.{column} = ?"
            + (" AND wl.frequency > 0" if counted else ""),
            (value,),
        )
    elif kind == "regex":
        try:
            pattern = re.compile(text, re.IGNORECASE)
        except re.error as error:
            raise ConcordanceError(f"not a valid regular expression {text!r}: {error}") from None
        rows = (
            (code, form)
            for code, form in conn.execute("SELECT code, form FROM words")
            if pattern.fullmatch(form)
        )
    else:
        return _list_words(conn, _load(text))
    return {int(code): form for code, form in rows}


def _load(path: str) -> WordList:
    """The list file at ``path`` (its errors name the file and line)."""
    from analyzers.lists import WordListError, load_list

    try:
        return load_list(Path(path))
    except WordListError as error:
        raise ConcordanceError(str(error)) from None


def _list_words(conn: sqlite3.Connection, words: WordList) -> dict[int, str]:
    """The codes of a list's forms and of the forms of its lemmas."""
    found = _codes_of(conn, set(words.forms))
    if words.lemmas:
        found.update(
            (int(c), f)
            for c, f in conn.execute(
                "SELECT DISTINCT w.code, w.form FROM word_lemmas wl "
                "JOIN words w ON w.code = wl.word "
                "WHERE lower(wl.lemma) IN (SELECT value FROM json_each(?))",
                (json.dumps(sorted(words.lemmas)),),
            )
        )
    return found


def _codes_of(conn: sqlite3.Connection, forms: set[str]) -> dict[int, str]:
    """The codes of ``forms`` in this run (forms it does not have are left out)."""
    return {
        int(c): f
        for c, f in conn.execute(
            "SELECT code, form FROM words WHERE form IN (SELECT value FROM json_each(?))",
            (json.dumps(sorted(forms)),),
        )
    }


def _pages(conn: sqlite3.Connection, codes: Sequence[int]) -> Iterator[tuple[int, str]]:
    """(page, address) of every page holding one of ``codes``, in page order."""
    return (
        (int(p), u)
        for p, u in conn.execute(
            "SELECT p.id, p.url FROM pages p WHERE p.id IN (SELECT DISTINCT pw.page FROM "
            "page_words pw WHERE pw.word IN (SELECT value FROM json_each(?))) ORDER BY p.id",
            (json.dumps(list(codes)),),
        )
    )


def _spans(stream: list[str], keys: set[str], words: WordList | None) -> list[tuple[int, int]]:
    """(first token, tokens) of each node in a page's token ``stream``."""
    single = [(i, 1) for i, token in enumerate(stream) if token in keys]
    return single if words is None else sorted(single + words.find_expressions(stream))


def page_lines(
    page: int,
    url: str,
    text: str,
    keys: set[str],
    width: int = DEFAULT_WIDTH,
    words: WordList | None = None,
) -> list[Line]:
    """The lines of one page's ``text`` whose node is one of the forms ``keys`` (or, with
    a list ``words``, one of its expressions too), tokenized as the analyzer does."""
    raw = scan_raw(lower_preserving(text))
    stream = tokens_of(raw)
    spans = _spans(stream, keys, words)
    if not spans:
        return []
    ends = ends_of(raw)
    kinds = word_kinds(set(stream))  # punctuation and breaks left out: they are no words
    positions = [i for i, token in enumerate(stream) if token in kinds]

    def form(i: int) -> str:
        return text[ends[i] - len(stream[i]) : ends[i]]

    starts = [ends[i] - len(stream[i]) for i, _ in spans]
    stops = [ends[i + n - 1] for i, n in spans]
    from analyzers.neologisms import contexts  # with the recognizer: not at `daweb` start

    lefts, rights = contexts(text, starts, stops, width)
    lines = []
    for (first, length), start, stop, left, right in zip(
        spans, starts, stops, lefts, rights, strict=True
    ):
        before = bisect_left(positions, first)
        after = bisect_left(positions, first + length)
        lines.append(
            Line(
                page,
                url,
                start,
                left,
                text[start:stop],
                right,
                tuple(form(i) for i in reversed(positions[max(0, before - 3) : before])),
                tuple(form(i) for i in positions[after : after + 3]),
            )
        )
    return lines


def concordance(
    conn: sqlite3.Connection,
    query: Query,
    width: int = DEFAULT_WIDTH,
    sort: Sequence[str] = (),
    limit: int | None = None,
    sort_key: Callable[[str], object] | None = None,
) -> list[Line]:
    """The lines of ``query`` over the whole run open on ``conn``, in page and text order
    or sorted by the ``sort`` positions (Spanish order, case-insensitive; ``sort_key``
    replaces it), the first ``limit`` of them."""
    if width < 1:
        raise ConcordanceError(f"context width {width} must be at least 1 character")
    if not has_texts(conn):
        raise ConcordanceError(
            "this run kept no page texts (it was made before DAWeb stored "
            "them): analyze its pages again for a concordance"
        )
    words = _load(query.text) if query.kind == "list" else None
    found = matching_words(conn, query) if words is None else _list_words(conn, words)
    keys = set(found.values())
    codes = set(found)
    if words is not None and words.expressions:  # pages with an expression's first word
        codes.update(_codes_of(conn, {e[0] for e in words.expressions}))
    lines: list[Line] = []
    for page, url in _pages(conn, sorted(codes)):
        lines += page_lines(page, url, page_text(conn, page), keys, width, words)
        if not sort and limit is not None and len(lines) >= limit:
            break  # in text order the first lines are known: read no further pages
    if sort:
        lines = sort_lines(lines, sort, sort_key)
    return lines if limit is None else lines[:limit]


def sort_lines(
    lines: Sequence[Line], positions: Sequence[str], sort_key: Callable[[str], object] | None = None
) -> list[Line]:
    """``lines`` sorted by the words at ``positions`` (first decides, next breaks ties),
    then in text order; words in Spanish order unless ``sort_key`` says otherwise."""
    if sort_key is None:
        from gui.viewer.collation import sort_key  # Qt's ICU collation (QtCore only)
    return sorted(
        lines,
        key=lambda line: (*(sort_key(line.word(p)) for p in positions), line.page, line.offset),
    )


def format_line(line: Line, width: int = DEFAULT_WIDTH) -> str:
    """A line as ``daweb kwic`` prints it: page, left context right-aligned, the node
    between brackets, right context (the contexts keep the blank next to the node, if
    the text has one: ``ningún [paquete].``)."""
    return f"{line.page:>6}  {line.left[-width:]:>{width}}[{line.node}]{line.right[:width]}"
