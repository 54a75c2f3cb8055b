"""Viewer speed on a large run: open time and re-sort time by indexed columns.

Builds (once, then reused) a results file with 1,000,000 ``words`` rows and 5,000,000
``page_words`` rows (5,000 pages of 1,000 distinct words), in the real schema made by
:func:`daweb.store.schema.create_schema` with the final indexes a closed run has, rows inserted
directly with ``executemany``. Then, offscreen, it times:

* **open**: ``ViewerWindow(run)`` — every tab's first page and row count (target < 1 s);
* **re-sort** of the Words tab by frequency, pages (indexed) and back, each until the
  first page is shown (target < 2 s each);
* a word's pages through ``page_words(word, page)`` (the word detail);
* for comparison, without an index: a sort by ``lemmas`` and a regular-expression filter
  on ``form`` (with the COUNT of the rows it keeps).

    .venv/bin/python bench/viewer.py [--folder /tmp/daweb-viewer-bench] [--rebuild]
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import sys
import time
from pathlib import Path

import sqlite_utils

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from daweb.store.schema import create_schema  # noqa: E402

WORDS = 1_000_000
PAGES = 5_000
PER_PAGE = 1_000  # distinct words per page: PAGES × PER_PAGE page_words rows
BATCH = 100_000


def build(path: Path, seed: int = 1) -> None:
    """Write the large results file (about a minute)."""
    rng = random.Random(seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=OFF")
    create_schema(sqlite_utils.Database(conn))
    started = time.perf_counter()
    # Zipf-like totals: a few very frequent forms, a long tail of hapaxes.
    conn.executemany(
        "INSERT INTO words(code, form, kind, lemmas, categories, analyses, frequency, pages,"
        " recognized) VALUES (?, ?, 'alpha', ?, ?, '[]', ?, ?, ?)",
        ((code, f"w{code:07d}", "" if code % 3 else f"l{code}", "" if code % 3 else "NOUN",
          max(1, 5_000_000 // code), min(PAGES, max(1, 5_000_000 // code)),
          0 if code % 3 else 1) for code in range(1, WORDS + 1)))
    conn.executemany(
        "INSERT INTO pages(id, start_url, url, final_url, title, status, tokens, types, "
        "output) VALUES (?, 'https://big.es/', ?, ?, ?, 200, ?, ?, '')",
        ((p, f"https://big.es/{p}", f"https://big.es/{p}", f"Page {p}", 3 * PER_PAGE,
          PER_PAGE) for p in range(1, PAGES + 1)))
    conn.commit()
    rows = []
    for page in range(1, PAGES + 1):
        # The 200 most frequent words on every page, the rest drawn from the tail.
        chosen = set(range(1, 201))
        while len(chosen) < PER_PAGE:
            chosen.add(rng.randint(201, WORDS))
        rows.extend((page, w, rng.randint(1, 5)) for w in sorted(chosen))
        if len(rows) >= BATCH:
            conn.executemany("INSERT INTO page_words(page, word, frequency) VALUES (?, ?, ?)",
                             rows)
            rows.clear()
    conn.executemany("INSERT INTO page_words(page, word, frequency) VALUES (?, ?, ?)", rows)
    conn.executemany("INSERT INTO vocabulary(page, tokens, types) VALUES (?, ?, ?)",
                     ((p, p * 3 * PER_PAGE, int(200 * (p * 3 * PER_PAGE) ** 0.5))
                      for p in range(1, PAGES + 1)))
    conn.commit()
    create_schema(sqlite_utils.Database(conn), final_indexes=True)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    print(f"built {path} in {time.perf_counter() - started:.1f} s "
          f"({path.stat().st_size / 1e6:.0f} MB)")


def measure(path: Path) -> dict[str, float]:
    """Open the viewer on the file and time open, re-sorts and a word look-up."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from gui.viewer.window import ViewerWindow, word_detail

    app = QApplication.instance() or QApplication([])
    figures: dict[str, float] = {}
    started = time.perf_counter()
    window = ViewerWindow(path.parent)
    window.show()
    app.processEvents()
    figures["open"] = time.perf_counter() - started
    words = window.tables["words"]
    for name, col, order in (("sort frequency asc", 4, Qt.SortOrder.AscendingOrder),
                             ("sort pages desc", 6, Qt.SortOrder.DescendingOrder),
                             ("sort frequency desc", 4, Qt.SortOrder.DescendingOrder)):
        started = time.perf_counter()
        words.view.sortByColumn(col, order)
        app.processEvents()
        figures[name] = time.perf_counter() - started
        assert words.model.rowCount() > 0
    # Not indexed, for comparison: a top-N sort over the whole table, and a regular
    # expression tested on every form plus the COUNT behind it.
    started = time.perf_counter()
    words.view.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    app.processEvents()
    figures["sort lemmas (no index)"] = time.perf_counter() - started
    # The peer of that sort: SQLite's code-point order against the Spanish collation the
    # viewer sorts text with (gui/viewer/collation.py), the same top-500 query, interleaved.
    assert window.conn is not None
    for collate in ("", " COLLATE spanish", "", " COLLATE spanish"):
        started = time.perf_counter()
        window.conn.execute(f"SELECT form FROM words ORDER BY lemmas{collate}, code "
                            "LIMIT 500").fetchall()
        name = "  top 500, " + ("Spanish" if collate else "code points")
        figures[name] = min(figures.get(name, 1e9), time.perf_counter() - started)
    words.filter_column.setCurrentIndex(1)
    words.filter_text.setText("^w00001")
    words.filter_regex.setChecked(True)
    started = time.perf_counter()
    words.apply_filter()
    app.processEvents()
    figures["regex filter + count"] = time.perf_counter() - started
    figures["regex filter rows"] = words.model.total()
    assert window.conn is not None
    started = time.perf_counter()
    detail = word_detail(window.conn, "w0000500")
    figures["word detail"] = time.perf_counter() - started
    figures["word detail pages"] = len(detail["pages"])  # an int: printed as a count
    window.close()
    return figures


def main() -> int:
    """Build if needed, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=Path("/tmp/daweb-viewer-bench"))
    parser.add_argument("--rebuild", action="store_true")
    args = parser.parse_args()
    path = args.folder / "results.sqlite"
    if args.rebuild or not path.exists():
        build(path)
    figures = measure(path)
    targets = {"open": 1.0, "sort frequency asc": 2.0, "sort pages desc": 2.0,
               "sort frequency desc": 2.0}
    for name, value in figures.items():
        if name in targets:
            verdict = "ok" if value < targets[name] else "OVER TARGET"
            print(f"{name:22s} {value * 1000:8.0f} ms   (target < {targets[name]:.0f} s: "
                  f"{verdict})")
        elif isinstance(value, float):
            print(f"{name:22s} {value * 1000:8.1f} ms")
        else:
            print(f"{name:22s} {value:8d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
