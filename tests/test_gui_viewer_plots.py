"""The viewer's plots: data series read from a real run, fits, PNG and SVG export."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QImage

from analyzers.profiles import heaps_fit
from daweb.store.reading import open_results
from gui.viewer.plots import (
    PlotData,
    PlotWidget,
    Series,
    _thin,
    fit_curve,
    log_ticks,
    nice_ticks,
    profile_series,
    start_address_counts,
    tick_labels,
    vocabulary_series,
    zipf_series,
)
from gui.viewer.sample import PAGES, write_sample_run
from gui.viewer.window import PlotsTab


@pytest.fixture
def conn(sample_conn):
    """The sample run (tests/conftest.py)."""
    return sample_conn


def test_profile_series_one_curve_per_page_with_new_word_shares(conn) -> None:
    series = profile_series(conn, [1, 4], "page {0}")
    assert [s.label for s in series] == ["page 1", "page 4"]
    tokens = PAGES[0][1].lower().split()
    half = len(tokens) // 2
    first, second = tokens[:half], tokens[half:]
    # Two stored halves of 11 words: fewer than 2 × MIN_PART_WORDS, so one merged part,
    # drawn in the middle of the two.
    assert series[0].points == [(1.5, len(set(first + second)) / len(tokens))]
    assert profile_series(conn, [99]) == []


def test_short_pages_get_fewer_profile_parts_instead_of_a_zigzag(tmp_path: Path) -> None:
    import sqlite3

    from analyzers.profiles import page_profile

    pages = {1: "el gato vio al perro".split() + ["gato"],  # 6 words
             2: [f"w{n % 37}" for n in range(45)],  # 45 words: 4 parts of about 11
             3: [f"w{n % 90}" for n in range(300)]}  # long enough for all 10 parts
    conn = sqlite3.connect(tmp_path / "profiles.sqlite")
    conn.execute("CREATE TABLE profiles (page, part, new_words, total_words)")
    for page, words in pages.items():
        conn.executemany("INSERT INTO profiles VALUES (?, ?, ?, ?)",
                         [(page, part, new, total) for part, (new, total)
                          in enumerate(page_profile(words, 10), start=1)])
    stored = [row[1:] for row in conn.execute(
        "SELECT page, new_words FROM profiles WHERE page = 1 ORDER BY part")]
    assert {new for (new,) in stored} == {0, 1}  # what used to be drawn: 0/1 jumps
    short, middle, long = profile_series(conn, [1, 2, 3])
    assert short.points == [(5.5, 5 / 6)]  # one part: 5 distinct words of 6
    assert len(middle.points) == 4
    assert [x for x, _ in middle.points] == [1.5, 4.0, 6.5, 9.0]
    assert len(long.points) == 10 and long.points[0] == (1.0, 1.0)


def test_vocabulary_growth_and_heaps_fit(conn) -> None:
    points, fit = vocabulary_series(conn)
    seen: set[str] = set()
    expected = []
    tokens = 0
    for _, text in PAGES:
        words = text.lower().split()
        tokens += len(words)
        seen.update(words)
        expected.append((float(tokens), float(len(seen))))
    assert points == expected
    assert fit is not None and fit == heaps_fit(expected)
    assert 0 < fit.exponent < 1.2


def test_zipf_points_are_ranked_frequencies_with_a_falling_fit(conn) -> None:
    points, fit = zipf_series(conn)
    freqs = sorted(Counter(w.lower() for _, t in PAGES for w in t.split()).values(),
                   reverse=True)
    assert points == [(float(r + 1), float(f)) for r, f in enumerate(freqs)]
    assert fit is not None and fit.exponent < 0
    curve = fit_curve(fit, [1.0, 10.0])
    assert curve[0][1] > curve[1][1]


def test_thin_keeps_the_ends_and_bounds_the_count() -> None:
    points = [(float(i), float(i)) for i in range(10001)]
    thinned = _thin(points, 100)
    assert len(thinned) <= 102
    assert thinned[0] == points[0] and thinned[-1] == points[-1]


def test_png_and_svg_export(qtbot, tmp_path: Path, conn) -> None:
    widget = PlotWidget()
    qtbot.addWidget(widget)
    points, fit = zipf_series(conn)
    widget.set_plot(PlotData("Zipf title", "Rank", "Frequency", True,
                             [Series("observed", points, markers=True),
                              Series("fit", fit_curve(fit, [p[0] for p in points]), True)]))
    png, svg = tmp_path / "plot.png", tmp_path / "plot.svg"
    widget.save(png)
    widget.save(svg)
    image = QImage(str(png))
    assert (image.width(), image.height()) == (800, 500)
    # Something other than the white background was drawn.
    colours = {image.pixel(x, y) for x in range(0, 800, 7) for y in range(0, 500, 7)}
    assert len(colours) > 3
    text = svg.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and "<svg" in text
    assert "<title>Zipf title</title>" in text
    # One polyline per segment drawn: the observed curve and the fit at least.
    assert text.count("<polyline") >= 2 * (len(points) - 1)


def test_the_legend_leaves_the_zipf_curve_in_view(conn) -> None:
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QPainter

    from gui.viewer.plots import MARGIN_LEFT, MARGIN_TOP, paint_plot

    points, fit = zipf_series(conn)
    plot = PlotData("Zipf", "Rank", "Frequency", True,
                    [Series("observed", points, markers=True),
                     Series("Zipf fit: 5,2·r^-0,612", fit_curve(fit, [p[0] for p in points]),
                            True)])
    image = QImage(800, 500, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    legend = paint_plot(painter, QRectF(0, 0, 800, 500), plot)
    painter.end()
    assert legend is not None
    # Rank 1 has the highest frequency: the curve starts at the axes' top-left corner.
    first = QPointF(MARGIN_LEFT + 3, MARGIN_TOP + 3)
    assert not legend.contains(first)
    assert legend.right() > 400  # it went to a right-hand corner
    bars = PlotData("Bars", categories=["a", "b"], series=[Series("pages", [(0, 3), (1, 5)])])
    painter = QPainter(image)
    assert paint_plot(painter, QRectF(0, 0, 800, 500), bars).left() < 100  # top-left
    painter.end()


def test_start_address_counts_in_crawl_order_with_silent_addresses_last(tmp_path: Path
                                                                       ) -> None:
    folder = write_sample_run(tmp_path / "run", start_addresses={
        "https://a.es/": "a.txt", "https://b.es/": "b.txt", "https://z.es/": "z.txt"})
    conn = open_results(folder / "results.sqlite")
    conn.row_factory = None
    expected: dict[str, list[int]] = {}
    for url, text in PAGES:  # counted from the sample text, not from the database
        start = url.split("/", 3)[0] + "//" + url.split("/", 3)[2] + "/"
        pages, words = expected.setdefault(start, [0, 0])
        expected[start] = [pages + 1, words + len(text.split())]
    assert start_address_counts(conn) == [
        ("https://a.es/", *expected["https://a.es/"]),
        ("https://b.es/", *expected["https://b.es/"]),
        ("https://z.es/", 0, 0)]
    conn.close()


def test_start_address_plot_series_and_export(qtbot, tmp_path: Path, conn) -> None:
    tab = PlotsTab(conn)
    qtbot.addWidget(tab)
    tab.kind.setCurrentIndex(3)
    plot = tab.plot.plot
    assert plot.title == "Pages and words per start address"
    assert plot.categories == ["a.es/", "b.es/"]
    pages, words = plot.series
    assert (pages.label, pages.right, words.label, words.right) == (
        "pages", False, "words", True)
    assert pages.points == [(0.0, 3.0), (1.0, 1.0)]
    assert words.points == [(0.0, float(sum(len(t.split()) for _, t in PAGES[:3]))),
                            (1.0, float(len(PAGES[3][1].split())))]
    svg = tmp_path / "bars.svg"
    tab.plot.save(svg)
    text = svg.read_text(encoding="utf-8")
    assert ">a.es/<" in text and ">Words (tokens)<" in text
    assert tab.plot.save_png(tmp_path / "bars.png")


@pytest.fixture(autouse=True)
def c_locale():
    """Tick labels follow the locale's decimal mark: pin it, whatever LANG the tests get."""
    previous = QLocale()
    QLocale.setDefault(QLocale.c())
    yield
    QLocale.setDefault(previous)


def test_ticks_are_round_multiples_of_the_step_with_the_steps_decimals() -> None:
    assert nice_ticks(0, 1) == [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    assert tick_labels(nice_ticks(0, 1)) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]
    assert nice_ticks(0, 0.3) == [0.0, 0.1, 0.2, 0.3]  # not 0.30000000000000004
    assert tick_labels(nice_ticks(0, 0.004)) == ["0.000", "0.001", "0.002", "0.003",
                                                 "0.004"]
    assert tick_labels(nice_ticks(0.05, 0.3)) == ["0.05", "0.10", "0.15", "0.20", "0.25",
                                                  "0.30"]
    assert nice_ticks(1, 2) == [1.0, 1.2, 1.4, 1.6, 1.8, 2.0]
    assert nice_ticks(1, 2, integer=True) == [1.0, 2.0]
    assert nice_ticks(0, 3.6, integer=True) == [0.0, 1.0, 2.0, 3.0]
    assert tick_labels(nice_ticks(0, 10000)) == ["0", "2 000", "4 000", "6 000", "8 000",
                                                 "10 000"]
    assert tick_labels(nice_ticks(-1, 1)) == ["-1.0", "-0.5", "0.0", "0.5", "1.0"]
    assert log_ticks(1, 1000) == [1, 10, 100, 1000]
    assert log_ticks(1, 30) == [1, 2, 5, 10, 20]
    assert tick_labels(log_ticks(0.5, 20), log=True) == ["0.5", "1", "2", "5", "10", "20"]


def test_profile_plot_ticks_are_whole_parts_and_decimal_shares(qtbot, tmp_path: Path) -> None:
    words = [f"w{n}" for n in range(20)]
    pages = [(f"https://a.es/{n}", " ".join(words + words[::step]))
             for n, step in ((1, 1), (2, 3))]  # two halves of at least 10 words each
    conn = open_results(write_sample_run(tmp_path / "run", pages) / "results.sqlite")
    tab = PlotsTab(conn)
    qtbot.addWidget(tab)
    tab.pages.setText("1, 2")
    tab.refresh()
    assert tab.plot.plot.x_integer
    svg = tmp_path / "profiles.svg"
    tab.plot.save(svg)
    text = svg.read_text(encoding="utf-8")
    labels = set(re.findall(r">([^<>]+)</text>", text))
    # Parts are 1 and 2, never 1.2 or 1.40; shares have one decimal, all alike.
    assert {"1", "2", "0.0", "0.2", "0.4", "0.6", "0.8", "1.0"} <= labels
    assert not labels & {"1.20", "1.2", "1.40", "0.20", "0"}


def test_tick_labels_use_the_locales_decimal_mark() -> None:
    previous = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
        assert tick_labels(nice_ticks(0, 1)) == ["0,0", "0,2", "0,4", "0,6", "0,8", "1,0"]
        assert tick_labels(nice_ticks(0, 10000))[-1] == "10 000"
        assert tick_labels(log_ticks(0.5, 20), log=True)[0] == "0,5"
    finally:
        QLocale.setDefault(previous)


def test_fit_legends_write_decimals_as_the_locale_does(qtbot, conn) -> None:
    QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
    tab = PlotsTab(conn)
    qtbot.addWidget(tab)
    for kind, prefix in ((1, "Heaps fit: "), (2, "Zipf fit: ")):
        tab.kind.setCurrentIndex(kind)
        legend = tab.plot.plot.series[1].label
        assert legend.startswith(prefix) and "," in legend and "." not in legend, legend
