"""The table registry: the one definition of every table of a run's ``results.sqlite``.

Each :class:`Table` gives a table's columns (with the label the viewer shows), its key,
foreign keys and indexes, the order it is exported in and its rows' order in an export.
The writer creates the tables from here (:func:`create_schema`), ``daweb export`` writes
one file per exported table in :data:`TABLES` order, and the viewer lists every table it
has no tab of its own for under *All tables* — so a table added here is created, exported
and shown. docs/results.md describes the columns; the paper's "resultados" (figure 8) are
``words``, ``unrecognized``, ``segments`` and ``profiles``.

Labels are source texts translated in the viewer's context ``Viewer`` (marked with
:func:`QT_TRANSLATE_NOOP` so ``pyside6-lupdate`` collects them; this module needs no Qt).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import sqlite_utils


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Mark ``text`` for translation in ``context`` (Qt's marker, without importing Qt)."""
    return text


def _label(text: str) -> str:
    """A column or table label in the viewer's translation context."""
    return QT_TRANSLATE_NOOP("Viewer", text)


@dataclass(frozen=True)
class Column:
    """One column: its name, its Python type (SQLite affinity) and its viewer label."""

    name: str
    type: type
    label: str


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
    #: An internal running total (not exported nor shown: another table lists it whole).
    internal: bool = False

    @property
    def column_names(self) -> tuple[str, ...]:
        """The column names, in table order."""
        return tuple(c.name for c in self.columns)


def _cols(*spec: tuple[str, type, str]) -> tuple[Column, ...]:
    """Columns from (name, type, label) triples."""
    return tuple(Column(name, kind, _label(label)) for name, kind, label in spec)


def _page_fk(*more: tuple[str, str, str]) -> tuple[tuple[str, str, str], ...]:
    """The foreign key page → pages(id), and ``more``."""
    return (("page", "pages", "id"), *more)


_WORD_FK = ("word", "words", "code")

#: Every table, in export order (docs/results.md has the meaning of each column).
TABLES: tuple[Table, ...] = (
    Table("run_info", _label("Run information"), _cols(
        ("key", str, "Key"), ("value", str, "Value")), "key", pk="key"),
    Table("start_addresses", _label("Start addresses"), _cols(
        ("url", str, "Address"), ("output", str, "Output")), "url", pk="url"),
    Table("pages", _label("Pages"), _cols(
        ("id", int, "Page"), ("start_url", str, "Start address"), ("url", str, "Address"),
        ("final_url", str, "Final address"), ("title", str, "Title"),
        ("status", int, "Status"), ("charset", str, "Character set"),
        ("content_type", str, "Content type"), ("bytes", int, "Bytes"),
        ("fetched_at", str, "Fetched at"), ("elapsed", float, "Seconds"),
        ("depth", int, "Depth"), ("tokens", int, "Tokens"), ("types", int, "Types"),
        ("text_chars", int, "Text characters"), ("output", str, "Output"),
        ("analyzed_at", str, "Analyzed at"),
        # The page's WARC record (daweb/archive.py): file relative to the run folder or
        # absolute, and byte offset. Absent in runs made before snapshots; NULL = none.
        ("warc_file", str, "Snapshot file"), ("warc_offset", int, "Snapshot offset")),
        "id", pk="id", not_null=frozenset({"url"}), defaults={"output": ""},
        indexes=(Index(("start_url",)), Index(("output",)))),
    Table("words", _label("Words"), _cols(
        ("code", int, "Code"), ("form", str, "Form"), ("kind", str, "Kind"),
        ("lemmas", str, "Lemmas"), ("categories", str, "Categories"),
        ("analyses", str, "Analyses"), ("frequency", int, "Frequency"),
        ("pages", int, "Pages"), ("recognized", int, "Recognized")),
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
    Table("word_lemmas", _label("Readings of words"), _cols(
        ("word", int, "Word"), ("lemma", str, "Lemma"), ("pos", str, "Category"),
        ("frequency", int, "Frequency")),
        "word, lemma, pos", pk=("word", "lemma", "pos"), foreign_keys=(_WORD_FK,),
        defaults={"frequency": 0}, indexes=(Index(("lemma", "pos"), final=True),),
        without_rowid=True),
    Table("page_words", _label("Words per page"), _cols(
        ("page", int, "Page"), ("word", int, "Word"), ("frequency", int, "Frequency")),
        "page, word", pk=("page", "word"), foreign_keys=_page_fk(_WORD_FK),
        indexes=(Index(("word", "page"), final=True),), without_rowid=True),
    # A page's occurrences per form and reading (issue 18); word_lemmas.frequency sums them.
    Table("page_readings", _label("Readings per page"), _cols(
        ("page", int, "Page"), ("word", int, "Word"), ("lemma", str, "Lemma"),
        ("pos", str, "Category"), ("frequency", int, "Frequency")),
        "page, word, lemma, pos", pk=("page", "word", "lemma", "pos"),
        foreign_keys=_page_fk(_WORD_FK), without_rowid=True),
    Table("unrecognized", _label("Unrecognized"), _cols(
        ("id", int, "Number"), ("page", int, "Page"), ("word", int, "Word"),
        ("form", str, "Form"), ("key", str, "Key"), ("kind", str, "Kind"),
        ("offset", int, "Offset"), ("left_context", str, "Left context"),
        ("right_context", str, "Right context"), ("sentence_start", int, "Sentence start"),
        ("triage", str, "Triage"),
        ("formation", str, "Word formation")),  # absent in files before issue 17
        "id", pk="id", foreign_keys=_page_fk(_WORD_FK),
        indexes=(Index(("key",), final=True), Index(("form",), final=True),
                 Index(("page",), final=True))),
    # A rowid table, rows in the order written: a segment's postings back-filled when it
    # reaches the run minimum are appended instead of being inserted into old pages' part
    # of a (page, segment) B-tree (measured 2x slower), and the incremental refresh reads
    # the rows written since the previous one by rowid. (page, segment) is unique: the
    # writer writes each pair once; the unique index is built by close().
    Table("page_segments", _label("Segments per page"), _cols(
        ("page", int, "Page"), ("segment", str, "Segment"), ("frequency", int, "Frequency")),
        "page, segment", foreign_keys=_page_fk(),
        indexes=(Index(("page", "segment"), unique=True, final=True),
                 Index(("segment",), final=True))),
    Table("segment_totals", _label("Segment totals"), _cols(
        ("text", str, "Segment"), ("frequency", int, "Frequency"), ("pages", int, "Pages")),
        "text", pk="text", internal=True),
    Table("segments", _label("Segments"), _cols(
        ("text", str, "Segment"), ("length", int, "Length"), ("frequency", int, "Frequency"),
        ("pages", int, "Pages")),
        "frequency DESC, text", pk="text", indexes=(Index(("frequency",), final=True),)),
    Table("profiles", _label("Profiles"), _cols(
        ("page", int, "Page"), ("part", int, "Part"), ("new_words", int, "New words"),
        ("total_words", int, "Words")),
        "page, part", pk=("page", "part"), foreign_keys=_page_fk(), without_rowid=True),
    Table("vocabulary", _label("Vocabulary growth"), _cols(
        ("page", int, "Page"), ("tokens", int, "Tokens"), ("types", int, "Types")),
        "page", pk="page", foreign_keys=_page_fk()),
    # guessed (issue 18): occurrences among frequency whose category is a guess (words no
    # source knows); absent in files before results_schema 4.
    Table("lemmas", _label("Lemmas"), _cols(
        ("lemma", str, "Lemma"), ("pos", str, "Category"), ("frequency", int, "Frequency"),
        ("forms", int, "Forms"), ("form_list", str, "Form list"),
        ("guessed", int, "Guessed")),
        "frequency DESC, lemma, pos", pk=("lemma", "pos"), defaults={"guessed": 0},
        indexes=(Index(("frequency",), final=True),)),
    Table("incidents", _label("Incidents"), _cols(
        ("id", int, "Number"), ("url", str, "Address"), ("start_url", str, "Start address"),
        ("outcome", str, "Outcome"), ("cause", str, "Cause"), ("status", int, "Status"),
        ("attempts", int, "Attempts"), ("bytes", int, "Bytes"), ("elapsed", float, "Seconds"),
        ("detail", str, "Detail"), ("recorded_at", str, "Recorded at")),
        "id", pk="id", indexes=(Index(("cause",)), Index(("start_url",)))),
    # Corpus building (docs/corpus.md): duplicates, feeds, re-runs. Absent in older files.
    Table("duplicates", _label("Duplicates"), _cols(
        ("page", int, "Page"), ("duplicate_of", int, "Duplicate of"), ("kind", str, "Kind"),
        ("distance", int, "Distance"), ("similarity", float, "Similarity")),
        "page", pk="page", foreign_keys=_page_fk(("duplicate_of", "pages", "id"))),
    Table("page_feeds", _label("Feeds"), _cols(
        ("page", int, "Page"), ("feed", str, "Feed"), ("published", str, "Published")),
        "page", pk="page", foreign_keys=_page_fk()),
    Table("page_versions", _label("Page versions"), _cols(
        ("url", str, "Address"), ("final_url", str, "Final address"),
        ("start_url", str, "Start address"), ("depth", int, "Depth"), ("etag", str, "ETag"),
        ("last_modified", str, "Last modified"), ("text_digest", str, "Text digest"),
        ("change", str, "Change"), ("page", int, "Page")),
        "url", pk="url", foreign_keys=_page_fk()),
    # Issue 17: words of the blocks in another language than the project's (analyzers/
    # language.py), per page and language; absent in older files.
    Table("page_languages", _label("Other languages"), _cols(
        ("page", int, "Page"), ("language", str, "Language"), ("words", int, "Words")),
        "page, language", pk=("page", "language"), foreign_keys=_page_fk(),
        without_rowid=True),
    Table("new_words", _label("New words"), _cols(
        ("word", int, "Word"), ("form", str, "Form"), ("frequency", int, "Frequency"),
        ("pages", int, "Pages")),
        "frequency DESC, form", pk="word", foreign_keys=(_WORD_FK,)),
    # Issue 9 (daweb/collocation_results.py; docs/collocations.md): written by close().
    Table("collocations", _label("Collocations"), _cols(
        ("node", str, "Node"), ("collocate", str, "Collocate"),
        ("frequency", int, "Frequency"), ("left_count", int, "Left"),
        ("right_count", int, "Right"), ("node_frequency", int, "Node frequency"),
        ("collocate_frequency", int, "Collocate frequency"), ("mi", float, "MI"),
        ("mi3", float, "MI3"), ("t_score", float, "t-score"),
        ("log_likelihood", float, "Log-likelihood (G²)"), ("log_dice", float, "Log Dice")),
        "node, frequency DESC, collocate", ddl=(
            """CREATE TABLE IF NOT EXISTS collocations (
         node TEXT NOT NULL, collocate TEXT NOT NULL, frequency INTEGER NOT NULL,
         left_count INTEGER NOT NULL, right_count INTEGER NOT NULL,
         node_frequency INTEGER NOT NULL, collocate_frequency INTEGER NOT NULL,
         mi REAL, mi3 REAL, t_score REAL, log_likelihood REAL, log_dice REAL,
         UNIQUE (node, collocate))""",
            "CREATE INDEX IF NOT EXISTS collocations_frequency ON collocations(frequency)")),
    Table("regimes", _label("Regimes"), _cols(
        ("lemma", str, "Lemma"), ("pos", str, "Category"),
        ("preposition", str, "Preposition"), ("frequency", int, "Frequency"),
        ("ambiguous", int, "Ambiguous"), ("lemma_frequency", int, "Lemma frequency"),
        ("preposition_frequency", int, "Preposition frequency"), ("share", float, "Share"),
        ("log_dice", float, "Log Dice"), ("forms", str, "Forms")),
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

#: A cluster worker's partition file, finished for the merge (daweb/partitions.py): the
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

#: The morphological analyzer's saved cache (analyzers/morphology.py ``MorphCache.save``).
MORPH_CACHE_DDL = "CREATE TABLE IF NOT EXISTS morph (form TEXT PRIMARY KEY, analyses TEXT)"

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
