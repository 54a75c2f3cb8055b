"""The table registry: the one definition of every table of a run's ``results.sqlite``.

Each :class:`Table` gives a table's columns (with the label the viewer shows), its key,
foreign keys and indexes, the order it is exported in and its rows' order in an export.
The writer creates the tables from here (:func:`create_schema`'s statements,
:func:`schema_sql`), ``daweb export`` writes one file per exported table in :data:`TABLES`
order, and the viewer lists every table it has no tab of its own for under *All tables* —
so a table added here is created, exported and shown. docs/results.md describes the
columns; the paper's "resultados" (figure 8) are ``words``, ``unrecognized``, ``segments``
and ``profiles``.

Labels are source texts translated in the viewer's context ``Viewer`` (marked with
:func:`QT_TRANSLATE_NOOP` so ``pyside6-lupdate`` collects them; this module needs no Qt).
"""

from __future__ import annotations

import functools
import hashlib
import sqlite3
import sys
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

if TYPE_CHECKING:  # only the writer's create_schema takes one (:func:`database`); readers of
    import sqlite_utils  # the registry (export, viewer, concordance) need not import it


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Mark ``text`` for translation in ``context`` (Qt's marker, without importing Qt)."""
    return text


@dataclass(frozen=True)
class Column:
    """One column: its name, its Python type (SQLite affinity) and its viewer label."""

    name: str
    type: type
    label: str
    #: zlib-compressed UTF-8 text, stored small; exported and shown inflated (:func:`inflate`).
    compressed: bool = False


@dataclass(frozen=True)
class Index:
    """An index; ``final`` ones are built once the run has written its pages (close())."""

    columns: tuple[str, ...]
    unique: bool = False
    final: bool = False


@dataclass(frozen=True)
class Table:
    """One table of results.sqlite (see the module docstring)."""

    name: str
    label: str  # the table's title in the viewer
    columns: tuple[Column, ...]
    export_order: str  # ORDER BY of its export
    pk: str | tuple[str, ...] | None = None
    foreign_keys: tuple[tuple[str, str, str], ...] = ()
    not_null: frozenset[str] = frozenset()
    defaults: Mapping[str, Any] = field(default_factory=dict)
    indexes: tuple[Index, ...] = ()
    without_rowid: bool = False  # smaller and faster by key (tables without an integer id)
    #: DDL of its own instead of sqlite-utils' (collocations and regimes: constraints
    #: sqlite-utils cannot state); written by close(), so absent in crashed runs.
    ddl: tuple[str, ...] = ()
    #: An internal table (not exported nor shown): a running total another table lists
    #: whole, or what only DAWeb itself reads.
    internal: bool = False

    @property
    def column_names(self) -> tuple[str, ...]:
        """The column names, in table order."""
        return tuple(c.name for c in self.columns)

    @property
    def selection(self) -> str:
        """The SELECT list that reads the table as a user sees it: ``*``, or its columns
        with compressed ones inflated (needs :func:`register_inflate` on the connection)."""
        if not any(c.compressed for c in self.columns):
            return "*"
        return ", ".join(f"inflate([{c.name}]) AS [{c.name}]" if c.compressed else f"[{c.name}]"
                         for c in self.columns)

    def column(self, name: str) -> Column:
        """The column ``name`` (KeyError if the table has none)."""
        for column in self.columns:
            if column.name == name:
                return column
        raise KeyError(f"{self.name} has no column {name!r}")


#: zlib's level for the compressed columns: the fastest. At the default (6) the benchmark
#: corpus's page texts took 0.063 s of the committing process's time for 889 KB; at 1,
#: 0.028 s for 1,011 KB (issue 21: the run's processes share two cores).
DEFLATE_LEVEL = 1


def deflate(text: str) -> bytes:
    """A compressed column's value (``page_texts.text``): the text's UTF-8, zlib-compressed."""
    return zlib.compress(text.encode("utf-8"), DEFLATE_LEVEL)


def inflate(blob: bytes | None) -> str | None:
    """The text of a compressed column (:func:`deflate` undone)."""
    return None if blob is None else zlib.decompress(blob).decode("utf-8", "replace")


def register_inflate(conn: sqlite3.Connection) -> None:
    """Give ``conn`` the SQL function ``inflate`` that :attr:`Table.selection` uses."""
    conn.create_function("inflate", 1, inflate, deterministic=True)


def json_text(value: Any) -> str:
    """Compact UTF-8 JSON text of rows the writer's statements read with ``json_each``
    (orjson: ~5x faster than the json module on a page's rows, and SQLite's json_each reads
    UTF-8 text faster than ASCII escapes)."""
    return orjson.dumps(value).decode()


@functools.cache
def json_insert_sql(table_columns: str, fixed: int, width: int) -> str:
    """``INSERT INTO table_columns`` ("table(a, b, …)") of ``fixed`` bound values, then the
    ``width`` items of each row of a JSON array of rows bound last (:func:`json_text`):
    one statement for many rows, the array read in C by ``json_each``."""
    values = ["?"] * fixed + [f"value->>{i}" for i in range(width)]
    return f"INSERT INTO {table_columns} SELECT {', '.join(values)} FROM json_each(?)"


def register_deflate(conn: sqlite3.Connection) -> None:
    """Give ``conn`` the SQL function ``deflate`` the writer's statements compress
    ``page_texts`` with: where the statements run, in the committing process during a run
    (~0.1 s of the analyzer's thread for the benchmark corpus, daweb/store/committer.py)."""
    conn.create_function("deflate", 1, deflate, deterministic=True)


def _cols(*spec: tuple[str, type, str]) -> tuple[Column, ...]:
    """Columns from (name, type, label) triples."""
    return tuple(Column(name, kind, label) for name, kind, label in spec)


def _page_fk(*more: tuple[str, str, str]) -> tuple[tuple[str, str, str], ...]:
    """The foreign key page → pages(id), and ``more``."""
    return (("page", "pages", "id"), *more)


_WORD_FK = ("word", "words", "code")

#: Every table, in export order (docs/results.md has the meaning of each column).
TABLES: tuple[Table, ...] = (
    Table("run_info", QT_TRANSLATE_NOOP("Viewer", "Run information"), _cols(
        ("key", str, QT_TRANSLATE_NOOP("Viewer", "Key")),
        ("value", str, QT_TRANSLATE_NOOP("Viewer", "Value")),
        ), "key", pk="key"),
    Table("start_addresses", QT_TRANSLATE_NOOP("Viewer", "Start addresses"), _cols(
        ("url", str, QT_TRANSLATE_NOOP("Viewer", "Address")),
        ("output", str, QT_TRANSLATE_NOOP("Viewer", "Output")),
        ), "url", pk="url"),
    Table("pages", QT_TRANSLATE_NOOP("Viewer", "Pages"), _cols(
        ("id", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("start_url", str, QT_TRANSLATE_NOOP("Viewer", "Start address")),
        ("url", str, QT_TRANSLATE_NOOP("Viewer", "Address")),
        ("final_url", str, QT_TRANSLATE_NOOP("Viewer", "Final address")),
        ("title", str, QT_TRANSLATE_NOOP("Viewer", "Title")),
        ("status", int, QT_TRANSLATE_NOOP("Viewer", "Status")),
        ("charset", str, QT_TRANSLATE_NOOP("Viewer", "Character set")),
        ("content_type", str, QT_TRANSLATE_NOOP("Viewer", "Content type")),
        ("bytes", int, QT_TRANSLATE_NOOP("Viewer", "Bytes")),
        ("fetched_at", str, QT_TRANSLATE_NOOP("Viewer", "Fetched at")),
        ("elapsed", float, QT_TRANSLATE_NOOP("Viewer", "Seconds")),
        ("depth", int, QT_TRANSLATE_NOOP("Viewer", "Depth")),
        ("tokens", int, QT_TRANSLATE_NOOP("Viewer", "Tokens")),
        ("types", int, QT_TRANSLATE_NOOP("Viewer", "Types")),
        ("text_chars", int, QT_TRANSLATE_NOOP("Viewer", "Text characters")),
        ("output", str, QT_TRANSLATE_NOOP("Viewer", "Output")),
        ("analyzed_at", str, QT_TRANSLATE_NOOP("Viewer", "Analyzed at")),
        # The page's WARC record (daweb/archive.py): file relative to the run folder or
        # absolute, and byte offset. Absent in runs made before snapshots; NULL = none.
        ("warc_file", str, QT_TRANSLATE_NOOP("Viewer", "Snapshot file")),
        ("warc_offset", int, QT_TRANSLATE_NOOP("Viewer", "Snapshot offset")),
        ),
        "id", pk="id", not_null=frozenset({"url"}), defaults={"output": ""},
        indexes=(Index(("start_url",)), Index(("output",)))),
    Table("words", QT_TRANSLATE_NOOP("Viewer", "Words"), _cols(
        ("code", int, QT_TRANSLATE_NOOP("Viewer", "Code")),
        ("form", str, QT_TRANSLATE_NOOP("Viewer", "Form")),
        ("kind", str, QT_TRANSLATE_NOOP("Viewer", "Kind")),
        ("lemmas", str, QT_TRANSLATE_NOOP("Viewer", "Lemmas")),
        ("categories", str, QT_TRANSLATE_NOOP("Viewer", "Categories")),
        ("analyses", str, QT_TRANSLATE_NOOP("Viewer", "Analyses")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ("pages", int, QT_TRANSLATE_NOOP("Viewer", "Pages")),
        ("recognized", int, QT_TRANSLATE_NOOP("Viewer", "Recognized")),
        ),
        # like lemmas and segments: a spreadsheet's first rows are the frequent ones
        "frequency DESC, form", pk="code", not_null=frozenset({"form"}),
        defaults={"frequency": 0, "pages": 0},
        # words(form) is final too: the writer looks forms up in memory, and each page's
        # new forms, scattered over its B-tree, doubled the bytes a commit writes.
        indexes=(Index(("form",), unique=True, final=True),
                 Index(("frequency",), final=True), Index(("pages",), final=True),
                 Index(("recognized", "frequency"), final=True))),
    # frequency (issue 18): the form's occurrences in the run read as (lemma, pos); rows at 0
    # are context-free readings no occurrence took. Absent in files before results_schema 4.
    Table("word_lemmas", QT_TRANSLATE_NOOP("Viewer", "Readings of words"), _cols(
        ("word", int, QT_TRANSLATE_NOOP("Viewer", "Word")),
        ("lemma", str, QT_TRANSLATE_NOOP("Viewer", "Lemma")),
        ("pos", str, QT_TRANSLATE_NOOP("Viewer", "Category")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ),
        "word, lemma, pos", pk=("word", "lemma", "pos"), foreign_keys=(_WORD_FK,),
        defaults={"frequency": 0}, indexes=(Index(("lemma", "pos"), final=True),),
        without_rowid=True),
    # The forms whose first page wrote them as non-words (code, a number, an address) and
    # that kind: words.kind becomes a word's once a later page counts the form as one, and
    # the triage reads the run's code from here (daweb/run/triage.py). Absent in files
    # before results_schema 5.
    Table("first_kinds", QT_TRANSLATE_NOOP("Viewer", "Kinds on the first page"), _cols(
        ("word", int, QT_TRANSLATE_NOOP("Viewer", "Word")),
        ("kind", str, QT_TRANSLATE_NOOP("Viewer", "Kind")),
        ),
        "word", pk="word", foreign_keys=(_WORD_FK,), without_rowid=True, internal=True),
    Table("page_words", QT_TRANSLATE_NOOP("Viewer", "Words per page"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("word", int, QT_TRANSLATE_NOOP("Viewer", "Word")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ),
        "page, word", pk=("page", "word"), foreign_keys=_page_fk(_WORD_FK),
        indexes=(Index(("word", "page"), final=True),), without_rowid=True),
    # A page's occurrences per form and reading (issue 18); word_lemmas.frequency sums them.
    Table("page_readings", QT_TRANSLATE_NOOP("Viewer", "Readings per page"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("word", int, QT_TRANSLATE_NOOP("Viewer", "Word")),
        ("lemma", str, QT_TRANSLATE_NOOP("Viewer", "Lemma")),
        ("pos", str, QT_TRANSLATE_NOOP("Viewer", "Category")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ),
        "page, word, lemma, pos", pk=("page", "word", "lemma", "pos"),
        foreign_keys=_page_fk(_WORD_FK), without_rowid=True),
    Table("unrecognized", QT_TRANSLATE_NOOP("Viewer", "Unrecognized"), _cols(
        ("id", int, QT_TRANSLATE_NOOP("Viewer", "Number")),
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("word", int, QT_TRANSLATE_NOOP("Viewer", "Word")),
        ("form", str, QT_TRANSLATE_NOOP("Viewer", "Word")),  # as written
        ("key", str, QT_TRANSLATE_NOOP("Viewer", "Key")),
        ("kind", str, QT_TRANSLATE_NOOP("Viewer", "Kind")),
        ("offset", int, QT_TRANSLATE_NOOP("Viewer", "Offset")),
        ("left_context", str, QT_TRANSLATE_NOOP("Viewer", "Left context")),
        ("right_context", str, QT_TRANSLATE_NOOP("Viewer", "Right context")),
        ("sentence_start", int, QT_TRANSLATE_NOOP("Viewer", "Sentence start")),
        ("triage", str, QT_TRANSLATE_NOOP("Viewer", "Triage")),
        ("formation", str, QT_TRANSLATE_NOOP("Viewer", "Word formation")),
        ),  # absent in files before issue 17
        "id", pk="id", foreign_keys=_page_fk(_WORD_FK),
        indexes=(Index(("key",), final=True), Index(("form",), final=True),
                 Index(("page",), final=True))),
    # A rowid table, rows in the order written: a segment's postings back-filled when it
    # reaches the run minimum are appended instead of being inserted into old pages' part
    # of a (page, segment) B-tree (measured 2x slower), and the incremental refresh reads
    # the rows written since the previous one by rowid. (page, segment) is unique: the
    # writer writes each pair once; the unique index is built by close().
    Table("page_segments", QT_TRANSLATE_NOOP("Viewer", "Segments per page"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("segment", str, QT_TRANSLATE_NOOP("Viewer", "Segment")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ),
        "page, segment", foreign_keys=_page_fk(),
        indexes=(Index(("page", "segment"), unique=True, final=True),
                 Index(("segment",), final=True))),
    Table("segment_totals", QT_TRANSLATE_NOOP("Viewer", "Segment totals"), _cols(
        ("text", str, QT_TRANSLATE_NOOP("Viewer", "Segment")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ("pages", int, QT_TRANSLATE_NOOP("Viewer", "Pages")),
        ),
        "text", pk="text", internal=True),
    Table("segments", QT_TRANSLATE_NOOP("Viewer", "Segments"), _cols(
        ("text", str, QT_TRANSLATE_NOOP("Viewer", "Segment")),
        ("length", int, QT_TRANSLATE_NOOP("Viewer", "Length")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ("pages", int, QT_TRANSLATE_NOOP("Viewer", "Pages")),
        ),
        "frequency DESC, text", pk="text", indexes=(Index(("frequency",), final=True),)),
    Table("profiles", QT_TRANSLATE_NOOP("Viewer", "Profiles"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("part", int, QT_TRANSLATE_NOOP("Viewer", "Part")),
        ("new_words", int, QT_TRANSLATE_NOOP("Viewer", "New words")),
        ("total_words", int, QT_TRANSLATE_NOOP("Viewer", "Words")),
        ),
        "page, part", pk=("page", "part"), foreign_keys=_page_fk(), without_rowid=True),
    Table("vocabulary", QT_TRANSLATE_NOOP("Viewer", "Vocabulary growth"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("tokens", int, QT_TRANSLATE_NOOP("Viewer", "Tokens")),
        ("types", int, QT_TRANSLATE_NOOP("Viewer", "Types")),
        ),
        "page", pk="page", foreign_keys=_page_fk()),
    # guessed (issue 18): occurrences among frequency whose category is a guess (words no
    # source knows); absent in files before results_schema 4.
    Table("lemmas", QT_TRANSLATE_NOOP("Viewer", "Lemmas"), _cols(
        ("lemma", str, QT_TRANSLATE_NOOP("Viewer", "Lemma")),
        ("pos", str, QT_TRANSLATE_NOOP("Viewer", "Category")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ("forms", int, QT_TRANSLATE_NOOP("Viewer", "Forms")),
        ("form_list", str, QT_TRANSLATE_NOOP("Viewer", "Form list")),
        ("guessed", int, QT_TRANSLATE_NOOP("Viewer", "Guessed")),
        ),
        "frequency DESC, lemma, pos", pk=("lemma", "pos"), defaults={"guessed": 0},
        indexes=(Index(("frequency",), final=True),)),
    Table("incidents", QT_TRANSLATE_NOOP("Viewer", "Incidents"), _cols(
        ("id", int, QT_TRANSLATE_NOOP("Viewer", "Number")),
        ("url", str, QT_TRANSLATE_NOOP("Viewer", "Address")),
        ("start_url", str, QT_TRANSLATE_NOOP("Viewer", "Start address")),
        ("outcome", str, QT_TRANSLATE_NOOP("Viewer", "Outcome")),
        ("cause", str, QT_TRANSLATE_NOOP("Viewer", "Cause")),
        ("status", int, QT_TRANSLATE_NOOP("Viewer", "Status")),
        ("attempts", int, QT_TRANSLATE_NOOP("Viewer", "Attempts")),
        ("bytes", int, QT_TRANSLATE_NOOP("Viewer", "Bytes")),
        ("elapsed", float, QT_TRANSLATE_NOOP("Viewer", "Seconds")),
        ("detail", str, QT_TRANSLATE_NOOP("Viewer", "Detail")),
        ("recorded_at", str, QT_TRANSLATE_NOOP("Viewer", "Recorded at")),
        ),
        "id", pk="id", indexes=(Index(("cause",)), Index(("start_url",)))),
    # Corpus building (docs/corpus.md): duplicates, feeds, re-runs. Absent in older files.
    Table("duplicates", QT_TRANSLATE_NOOP("Viewer", "Duplicates"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("duplicate_of", int, QT_TRANSLATE_NOOP("Viewer", "Duplicate of")),
        ("kind", str, QT_TRANSLATE_NOOP("Viewer", "Kind")),
        ("distance", int, QT_TRANSLATE_NOOP("Viewer", "Distance")),
        ("similarity", float, QT_TRANSLATE_NOOP("Viewer", "Similarity")),
        ),
        "page", pk="page", foreign_keys=_page_fk(("duplicate_of", "pages", "id"))),
    Table("page_feeds", QT_TRANSLATE_NOOP("Viewer", "Feeds"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("feed", str, QT_TRANSLATE_NOOP("Viewer", "Feed")),
        ("published", str, QT_TRANSLATE_NOOP("Viewer", "Published")),
        ),
        "page", pk="page", foreign_keys=_page_fk()),
    Table("page_versions", QT_TRANSLATE_NOOP("Viewer", "Page versions"), _cols(
        ("url", str, QT_TRANSLATE_NOOP("Viewer", "Address")),
        ("final_url", str, QT_TRANSLATE_NOOP("Viewer", "Final address")),
        ("start_url", str, QT_TRANSLATE_NOOP("Viewer", "Start address")),
        ("depth", int, QT_TRANSLATE_NOOP("Viewer", "Depth")),
        ("etag", str, QT_TRANSLATE_NOOP("Viewer", "ETag")),
        ("last_modified", str, QT_TRANSLATE_NOOP("Viewer", "Last modified")),
        ("text_digest", str, QT_TRANSLATE_NOOP("Viewer", "Text digest")),
        ("change", str, QT_TRANSLATE_NOOP("Viewer", "Change")),
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ),
        "url", pk="url", foreign_keys=_page_fk()),
    # Issue 17: words of the blocks in another language than the project's (analyzers/
    # language.py), per page and language; absent in older files.
    Table("page_languages", QT_TRANSLATE_NOOP("Viewer", "Other languages"), _cols(
        ("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        ("language", str, QT_TRANSLATE_NOOP("Viewer", "Language")),
        ("words", int, QT_TRANSLATE_NOOP("Viewer", "Words")),
        ),
        "page, language", pk=("page", "language"), foreign_keys=_page_fk(),
        without_rowid=True),
    Table("new_words", QT_TRANSLATE_NOOP("Viewer", "New words"), _cols(
        ("word", int, QT_TRANSLATE_NOOP("Viewer", "Word")),
        ("form", str, QT_TRANSLATE_NOOP("Viewer", "Form")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ("pages", int, QT_TRANSLATE_NOOP("Viewer", "Pages")),
        ),
        "frequency DESC, form", pk="word", foreign_keys=(_WORD_FK,)),
    # Issue 22: each page's analyzed text (the words were counted in it), for the concordance
    # of any word (daweb/concordance.py); absent in older files.
    Table("page_texts", QT_TRANSLATE_NOOP("Viewer", "Page texts"), (
        Column("page", int, QT_TRANSLATE_NOOP("Viewer", "Page")),
        Column("text", bytes, QT_TRANSLATE_NOOP("Viewer", "Text"), compressed=True),
        ), "page", pk="page", foreign_keys=_page_fk()),
    # Issue 9 (daweb/collocation_results.py; docs/collocations.md): written by close().
    Table("collocations", QT_TRANSLATE_NOOP("Viewer", "Collocations"), _cols(
        ("node", str, QT_TRANSLATE_NOOP("Viewer", "Node")),
        ("collocate", str, QT_TRANSLATE_NOOP("Viewer", "Collocate")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ("left_count", int, QT_TRANSLATE_NOOP("Viewer", "Left")),
        ("right_count", int, QT_TRANSLATE_NOOP("Viewer", "Right")),
        ("node_frequency", int, QT_TRANSLATE_NOOP("Viewer", "Node frequency")),
        ("collocate_frequency", int, QT_TRANSLATE_NOOP("Viewer", "Collocate frequency")),
        ("mi", float, QT_TRANSLATE_NOOP("Viewer", "MI")),
        ("mi3", float, "MI3"),
        ("t_score", float, QT_TRANSLATE_NOOP("Viewer", "t-score")),
        ("log_likelihood", float, QT_TRANSLATE_NOOP("Viewer", "Log-likelihood (G²)")),
        ("log_dice", float, QT_TRANSLATE_NOOP("Viewer", "Log Dice")),
        ),
        "node, frequency DESC, collocate", ddl=(
            """CREATE TABLE IF NOT EXISTS collocations (
         node TEXT NOT NULL, collocate TEXT NOT NULL, frequency INTEGER NOT NULL,
         left_count INTEGER NOT NULL, right_count INTEGER NOT NULL,
         node_frequency INTEGER NOT NULL, collocate_frequency INTEGER NOT NULL,
         mi REAL, mi3 REAL, t_score REAL, log_likelihood REAL, log_dice REAL,
         UNIQUE (node, collocate))""",
            "CREATE INDEX IF NOT EXISTS collocations_frequency ON collocations(frequency)")),
    Table("regimes", QT_TRANSLATE_NOOP("Viewer", "Regimes"), _cols(
        ("lemma", str, QT_TRANSLATE_NOOP("Viewer", "Lemma")),
        ("pos", str, QT_TRANSLATE_NOOP("Viewer", "Category")),
        ("preposition", str, QT_TRANSLATE_NOOP("Viewer", "Preposition")),
        ("frequency", int, QT_TRANSLATE_NOOP("Viewer", "Frequency")),
        ("ambiguous", int, QT_TRANSLATE_NOOP("Viewer", "Ambiguous")),
        ("lemma_frequency", int, QT_TRANSLATE_NOOP("Viewer", "Lemma frequency")),
        ("preposition_frequency", int, QT_TRANSLATE_NOOP("Viewer", "Preposition frequency")),
        ("share", float, QT_TRANSLATE_NOOP("Viewer", "Share")),
        ("log_dice", float, QT_TRANSLATE_NOOP("Viewer", "Log Dice")),
        ("forms", str, QT_TRANSLATE_NOOP("Viewer", "Forms")),
        ),
        "lemma, pos, frequency DESC, preposition", ddl=(
            """CREATE TABLE IF NOT EXISTS regimes (
         lemma TEXT NOT NULL, pos TEXT NOT NULL, preposition TEXT NOT NULL,
         frequency INTEGER NOT NULL, ambiguous INTEGER NOT NULL,
         lemma_frequency INTEGER NOT NULL, preposition_frequency INTEGER NOT NULL,
         share REAL, log_dice REAL, forms TEXT,
         UNIQUE (lemma, pos, preposition))""",
            "CREATE INDEX IF NOT EXISTS regimes_frequency ON regimes(frequency)")),
)

#: The tables by name.
BY_NAME: dict[str, Table] = {t.name: t for t in TABLES}

#: Tables written by ``daweb export`` and shown by the viewer, in export order.
EXPORTED = tuple(t for t in TABLES if not t.internal)


def database(conn: sqlite3.Connection) -> sqlite_utils.Database:
    """sqlite-utils' view of ``conn``, for :func:`create_schema`.

    sqlite-utils imports numpy when it can, only to store numpy values, which DAWeb never
    passes: that import was ~60-120 ms of every run's start (a third of importing the
    writer), and numpy is otherwise imported only where collocations need it. So when
    nothing has imported numpy yet, sqlite-utils is imported as if numpy were absent; a
    later ``import numpy`` works as usual.
    """
    if "sqlite_utils" not in sys.modules and "numpy" not in sys.modules:
        sys.modules["numpy"] = None  # type: ignore[assignment]  # import numpy: ImportError
        try:
            import sqlite_utils
        finally:
            del sys.modules["numpy"]
    import sqlite_utils

    return sqlite_utils.Database(conn)


@dataclass(frozen=True)
class SchemaSQL:
    """The statements :func:`create_schema` amounts to on an empty database: its tables and
    their indexes, then the indexes it defers to the end of a run (``Index.final``)."""

    tables: tuple[str, ...]
    final_indexes: tuple[str, ...]


def schema_sql() -> SchemaSQL:
    """:func:`create_schema`'s statements, as sqlite-utils writes them for :data:`TABLES`.

    Importing sqlite-utils was ~0.11 s of every run's start, before its first page (issue
    21), for statements that change only with :data:`TABLES`; so they are derived once per
    version of the registry, in an in-memory database, and stored with the derived tables
    (analyzers/derived_tables.py: the user's cache dir). A run then executes them as they are.
    """
    # the cache helpers live with the other derived tables; imported here, not at the
    # top: the analyzers import this registry
    from analyzers.derived_tables import derived_tables_dir, load_stored, store_derived

    key = hashlib.sha256(repr(TABLES).encode()).hexdigest()[:16]
    path = derived_tables_dir() / f"results-schema-{key}.pickle"
    stored = load_stored(path, SchemaSQL)
    if stored is None:
        stored = _derived_schema_sql()
        store_derived(path, stored)
    return stored


def _derived_schema_sql() -> SchemaSQL:
    """:func:`schema_sql` derived from sqlite-utils (slow: the import)."""
    conn = sqlite3.connect(":memory:")
    try:
        db = database(conn)
        listed = "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid"
        create_schema(db)
        tables = [sql for (sql,) in conn.execute(listed)]
        create_schema(db, final_indexes=True)
        finals = [sql for (sql,) in conn.execute(listed)][len(tables):]
    finally:
        conn.close()
    # SQLite keeps the statements without their IF NOT EXISTS: a run may build its final
    # indexes twice (close() after finish_tables())
    return SchemaSQL(tuple(tables), tuple(
        sql.replace("INDEX ", "INDEX IF NOT EXISTS ", 1) for sql in finals))


def create_schema(db: sqlite_utils.Database, final_indexes: bool = False) -> None:
    """Create every table and index of a results database written page by page
    (idempotent); the tables with a ``ddl`` of their own are created by whoever writes
    them when the run closes (daweb/collocation_results.py).

    ``final_indexes`` also builds the indexes deferred during a run (``Index.final``):
    maintained per page, the word-major ones scatter each page's rows over whole B-trees
    (measured: ~10x more database pages written per commit), and the ones on totals are
    rewritten by every refresh; a live viewer sorts without them.
    """
    for table in TABLES:
        if table.ddl or db[table.name].exists():
            continue
        db[table.name].create(
            {c.name: c.type for c in table.columns}, pk=table.pk,
            foreign_keys=list(table.foreign_keys) or None,
            not_null=set(table.not_null) or None, defaults=dict(table.defaults) or None)
        if table.without_rowid:
            # sqlite-utils has no WITHOUT ROWID option: recreate from its generated SQL.
            sql = db[table.name].schema
            db.execute(f"DROP TABLE [{table.name}]")
            db.execute(sql + " WITHOUT ROWID")
    for table in TABLES:
        for index in table.indexes:
            if final_indexes or not index.final:
                db[table.name].create_index(list(index.columns), unique=index.unique,
                                            if_not_exists=True)



# =============================================================================================
# The other databases of a run folder and the tables built beside results.sqlite
# =============================================================================================

#: A cluster worker's partition file, finished for the merge (daweb/store/partitions.py): the
#: page on which each of its word codes was handed out, and its share of the run totals.
PARTITION_SQL = (
    "CREATE TABLE word_firsts(code INTEGER PRIMARY KEY, page INTEGER)",
    "INSERT INTO word_firsts SELECT word, MIN(page) FROM "
    "(SELECT word, page FROM page_words UNION ALL "
    " SELECT word, page FROM unrecognized) GROUP BY word",
    "CREATE TABLE word_sums AS SELECT word, SUM(frequency) AS frequency, "
    "COUNT(*) AS pages FROM page_words GROUP BY word",
    "CREATE TABLE segment_sums AS SELECT segment, SUM(frequency) AS frequency,"
    " COUNT(*) AS pages FROM page_segments GROUP BY segment",
)

#: The comparison of two runs' words (gui/viewer/compare.py), in a private in-memory
#: database.
COMPARISON_DDL = ("CREATE TABLE comparison (form TEXT, before INTEGER, after INTEGER, "
                  "before_pm REAL, after_pm REAL, difference REAL, ll REAL, "
                  "candidate_before INTEGER, candidate_after INTEGER, triage TEXT)")

#: The viewer's keywords of a run against a reference (gui/viewer/keyness.py), in a private
#: in-memory database.
KEYWORDS_DDL = ("CREATE TABLE keywords (rank INTEGER PRIMARY KEY, form TEXT, frequency INTEGER, "
                "per_million REAL, reference REAL, reference_pm REAL, ll REAL, log_ratio REAL, "
                "sign TEXT)")

#: Every word's dispersion (gui/viewer/dispersion.py), in the viewer's private in-memory
#: database beside the attached run.
WORD_DISPERSION_DDL = ("CREATE TABLE word_dispersion (word INTEGER PRIMARY KEY, dp REAL, "
                       "juilland_d REAL)")


def kwic_ddl(word_columns: list[str]) -> str:
    """The viewer's concordance lines (gui/viewer/concordance.py), in a private in-memory
    database; ``word_columns`` are the positions around the node (l3 … r3)."""
    return ("CREATE TABLE kwic (rank INTEGER PRIMARY KEY, left_context TEXT, node TEXT, "
            "right_context TEXT, " + ", ".join(f"{n} TEXT" for n in word_columns)
            + ", page INTEGER, url TEXT)")


#: The morphological analyzer's saved cache (analyzers/morphology.py ``MorphCache.save``).
MORPH_CACHE_DDL = "CREATE TABLE IF NOT EXISTS morph (form TEXT PRIMARY KEY, analyses TEXT)"

#: The recognizer's prepared analyses (analyzers/prepared_analyses.py, ``daweb prepare``):
#: one row per recognized dictionary form, ``analyses`` one line per analysis (lemma,
#: category, features, source, tab-separated); ``prepared_info`` says how many forms and
#: how long preparing took.
PREPARED_ANALYSES_DDL = """
CREATE TABLE morph (form TEXT PRIMARY KEY, analyses TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE prepared_info (forms INTEGER NOT NULL, seconds REAL NOT NULL);
"""

#: Bump when the layout of the neology database changes; stored in its ``info`` table.
NEOLOGY_SCHEMA = 1

#: A project's neology observatory (daweb/neology/database.py; docs/neology.md).
NEOLOGY_DDL = """
CREATE TABLE IF NOT EXISTS info (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS runs (
    run TEXT PRIMARY KEY, folder TEXT NOT NULL, started_at TEXT, date TEXT, status TEXT,
    pages INTEGER, tokens INTEGER);
CREATE TABLE IF NOT EXISTS candidates (
    form TEXT PRIMARY KEY, kind TEXT, first_run TEXT, first_date TEXT, last_run TEXT,
    last_date TEXT, runs INTEGER, frequency INTEGER, tags TEXT);
CREATE TABLE IF NOT EXISTS frequencies (
    form TEXT NOT NULL, run TEXT NOT NULL, frequency INTEGER, pages INTEGER,
    per_million REAL, recognized INTEGER, tags TEXT, PRIMARY KEY (form, run));
CREATE TABLE IF NOT EXISTS sites (
    form TEXT NOT NULL, run TEXT NOT NULL, site TEXT NOT NULL, frequency INTEGER,
    PRIMARY KEY (form, run, site));
CREATE TABLE IF NOT EXISTS contexts (
    form TEXT NOT NULL, run TEXT NOT NULL, date TEXT, url TEXT, page INTEGER,
    left_context TEXT, written TEXT, right_context TEXT);
CREATE INDEX IF NOT EXISTS contexts_form ON contexts (form, run);
CREATE INDEX IF NOT EXISTS frequencies_run ON frequencies (run);
CREATE TABLE IF NOT EXISTS multiword (
    segment TEXT NOT NULL, run TEXT NOT NULL, length INTEGER, frequency INTEGER,
    pages INTEGER, per_million REAL, PRIMARY KEY (segment, run));
CREATE TABLE IF NOT EXISTS decisions (
    form TEXT PRIMARY KEY, status TEXT NOT NULL, type TEXT, reason TEXT, note TEXT,
    lexicon TEXT, decided_at TEXT);
CREATE TABLE IF NOT EXISTS review_log (
    id INTEGER PRIMARY KEY, batch INTEGER NOT NULL, at TEXT, form TEXT NOT NULL,
    before TEXT, after TEXT, undone INTEGER NOT NULL DEFAULT 0);
"""
