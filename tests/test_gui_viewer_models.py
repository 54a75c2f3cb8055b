"""The viewer's lazy SQLite table model, on a real results file written by ResultsWriter."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QModelIndex, Qt

from gui.viewer.models import Column, ColumnFilter, SqlTableModel
from gui.viewer.sample import PAGES

ASC, DESC = Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder
WORD_COLUMNS = [Column("code", "Code", True), Column("form", "Form"),
                Column("categories", "Categories"), Column("frequency", "Frequency", True),
                Column("pages", "Pages", True)]
#: Frequencies computed from the sample text itself, not from the database.
EXPECTED = Counter(w.lower() for _, text in PAGES for w in text.split())


@pytest.fixture
def conn(sample_conn):
    """The sample run (tests/conftest.py)."""
    return sample_conn


def everything(model: SqlTableModel) -> list[tuple]:
    """Fetch every page the way a scrolling view would, and return the rows."""
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    return [tuple(model.data(model.index(r, c)) for c in range(model.columnCount()))
            for r in range(model.rowCount())]


def test_fetches_in_pages_and_never_more_than_asked(qtbot, conn) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code", page_size=5)
    model.sort(3, DESC)
    assert model.rowCount() == 5  # one page, not the table
    assert model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 10
    rows = everything(model)
    assert len(rows) == len(EXPECTED) == model.total()
    assert not model.canFetchMore(QModelIndex())


def test_sort_by_frequency_matches_the_text_with_a_stable_tiebreak(qtbot, conn) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code", page_size=4)
    model.sort(3, DESC)
    rows = everything(model)
    assert {form: freq for _, form, _, freq, _ in rows} == dict(EXPECTED)
    keys = [(-freq, -code) for code, _, _, freq, _ in rows]
    assert keys == sorted(keys)  # frequency descending, ties by code descending, no repeats
    model.sort(1, ASC)
    assert [r[1] for r in everything(model)] == sorted(EXPECTED)


def test_text_regex_range_and_search_filters(qtbot, conn) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code")
    model.set_filter(1, ColumnFilter("cas"))
    assert {r[1] for r in everything(model)} == {"casa", "casas"}
    model.set_filter(1, ColumnFilter("^ca.*[ao]$", regex=True))
    assert {r[1] for r in everything(model)} == {"casa", "canto"}
    model.set_filter(1, None)
    model.set_filter(3, ColumnFilter(minimum=3, maximum=6))
    assert {r[1] for r in everything(model)} == {f for f, n in EXPECTED.items() if 3 <= n <= 6}
    assert model.total() == sum(1 for n in EXPECTED.values() if 3 <= n <= 6)
    model.set_filter(3, None)
    model.set_search("VERB")  # global search looks in every text column
    assert {r[1] for r in everything(model)} == {"canto", "casa", "casas"}
    model.set_search("")
    # LIKE wildcards typed by the user are literal.
    model.set_filter(1, ColumnFilter("c_sa"))
    assert everything(model) == []


def test_named_condition_and_a_join_source(qtbot, conn) -> None:
    columns = [Column("u.left_context", "Left", align_right=True), Column("u.form", "Word"),
               Column("u.triage", "Triage"), Column("p.url", "Address")]
    model = SqlTableModel(conn, "unrecognized u JOIN pages p ON p.id = u.page", columns, "u.id")
    model.fetchMore(QModelIndex())
    model.set_condition("triage", "u.triage = ?", ("plain candidate",))
    rows = everything(model)
    assert sorted(r[1].lower() for r in rows) == ["las", "webcómic", "webcómic", "webcómic"]
    assert rows[0][3] == "https://a.es/"
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    assert model.data(model.index(0, 0), Qt.ItemDataRole.TextAlignmentRole) == right
    model.set_condition("triage", None)
    assert model.total() == sum(1 for _, t in PAGES for w in t.split()
                                if w.lower() in {"webcómic", "covid19", "onu",
                                                 "nanoesporas", "las"})


def test_copy_selection_is_tab_separated_in_order(qtbot, conn) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code")
    model.sort(0, ASC)
    indexes = [model.index(1, 3), model.index(0, 1), model.index(1, 1), model.index(0, 3)]
    text = model.selection_text(indexes)
    first, second = (model.index(row, 1).data() for row in (0, 1))
    assert first != second
    assert text == f"{first}\t{EXPECTED[first]}\n{second}\t{EXPECTED[second]}\n"
    assert model.selection_text([]) == ""


def test_view_query_fixes_the_filtered_sorted_view_for_an_export(qtbot, conn) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code", page_size=2)
    model.set_filter(3, ColumnFilter(minimum=2))
    model.sort(3, DESC)
    query = model.view_query()
    assert query.headers == ["Code", "Form", "Categories", "Frequency", "Pages"]
    rows = conn.execute(query.sql, query.params).fetchall()
    # Every row of the view, not only the two fetched, in the view's order.
    assert [tuple(r) for r in rows[:2]] == everything(model)[:2]
    assert {r[1]: r[3] for r in rows} == {f: n for f, n in EXPECTED.items() if n >= 2}
    assert len(query.widths) == 5 and query.widths[1] >= len("Form")
    model.set_search("zzz")
    assert query.sql != model.view_query().sql  # the first query stays as it was


def test_regexp_function_is_usable_from_sql_and_bad_patterns_match_nothing(qtbot, conn
                                                                          ) -> None:
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code")
    model.set_filter(1, ColumnFilter("([", regex=True))
    assert everything(model) == []
    assert conn.execute("SELECT COUNT(*) FROM words WHERE form REGEXP '^CAS'").fetchone()[0] == 2


def test_search_skips_addresses_and_tags_and_tags_show_their_names(qtbot, conn) -> None:
    columns = [Column("u.form", "Word"), Column("u.triage", "Triage", tags=True),
               Column("p.url", "Address", searched=False)]
    model = SqlTableModel(conn, "unrecognized u JOIN pages p ON p.id = u.page", columns, "u.id")
    model.set_search("b.es")  # only in the addresses: a word search must not find it
    assert everything(model) == []
    model.set_search("candidate")  # only in the stored tags, which show other words
    assert everything(model) == []
    model.set_search("nanoesporas")
    [row] = everything(model)
    index = model.index(0, 1)
    assert row[1] == "likely typo: nanosporas"  # as stored
    assert model.data(index) == "likely typo: nanosporas"  # named (English: alike)
    assert model.data(index, Qt.ItemDataRole.ToolTipRole) == "likely typo: nanosporas"


SPANISH_ORDER = ["abeja", "árbol", "ella", "éxito", "nube", "nz", "ñu", "oso", "zorro"]


def test_text_columns_sort_in_spanish_order(qtbot, tmp_path) -> None:
    import sqlite3

    from daweb.store.reading import open_results
    from gui.viewer.collation import sort_key
    from gui.viewer.sample import write_sample_run

    text = "zorro ñu nube oso árbol abeja éxito ella nz"
    folder = write_sample_run(tmp_path / "run", [("https://a.es/", text)])
    conn = open_results(folder / "results.sqlite")
    model = SqlTableModel(conn, "words", WORD_COLUMNS, "code")
    model.sort(1, ASC)
    assert [r[1] for r in everything(model)] == SPANISH_ORDER  # not á…ñ after z
    model.sort(1, DESC)
    assert [r[1] for r in everything(model)] == SPANISH_ORDER[::-1]
    # An export runs the view's SQL on its own connection: the same order there.
    view = model.view_query()
    other = sqlite3.connect(folder / "results.sqlite")
    from gui.viewer.models import register_functions

    register_functions(other)
    assert [r[1] for r in other.execute(view.sql, view.params)] == SPANISH_ORDER[::-1]
    other.close()
    assert sorted(["Ñu", "nz", "Árbol", "arbol", "b"], key=sort_key) == \
        ["arbol", "Árbol", "b", "nz", "Ñu"]


def test_stored_columns_take_label_and_kind_from_the_table_registry():
    from daweb.store.schema import BY_NAME
    from gui.viewer.models import stored

    frequency = stored("words", "frequency")
    assert (frequency.name, frequency.numeric) == ("frequency", True)
    assert frequency.label == BY_NAME["words"].column("frequency").label == "Frequency"
    form = stored("unrecognized", "form", "u.", bold=True)
    assert (form.name, form.numeric, form.bold, form.label) == ("u.form", False, True, "Word")
    with pytest.raises(KeyError, match="words has no column 'dp'"):
        stored("words", "dp")  # a measure computed by the viewer is no stored column


def test_copied_cells_that_look_like_formulas_stay_text(qtbot) -> None:
    # A page may hold "=HYPERLINK(...)": pasted into a spreadsheet, it must not run (as in
    # every export; docs/reliability.md).
    import sqlite3

    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute("CREATE TEMP TABLE t (id INTEGER, form TEXT)")
    db.executemany("INSERT INTO t VALUES (?, ?)",
                   [(1, '=HYPERLINK("http://x.example","clic")'), (2, "+34 91"), (3, "casa")])
    model = SqlTableModel(db, "t", [Column("id", "Id", True), Column("form", "Form")], "id")
    model.sort(0, Qt.SortOrder.AscendingOrder)
    text = model.selection_text([model.index(row, 1) for row in range(3)])
    assert text == '\'=HYPERLINK("http://x.example","clic")\n\'+34 91\ncasa\n'
