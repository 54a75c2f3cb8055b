"""The viewer's plots: data series read from a real run, fits, PNG and SVG export."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from analyzers.profiles import heaps_fit
from daweb.results import open_results
from gui.viewer.plots import (
    PlotData,
    PlotWidget,
    Series,
    _thin,
    fit_curve,
    profile_series,
    vocabulary_series,
    zipf_series,
)
from gui.viewer.sample import PAGES, write_sample_run


@pytest.fixture
def conn(tmp_path: Path):
    folder = write_sample_run(tmp_path / "run")
    connection = open_results(folder / "results.sqlite")
    connection.row_factory = None
    yield connection
    connection.close()


def test_profile_series_one_curve_per_page_with_new_word_shares(conn) -> None:
    series = profile_series(conn, [1, 4], "page {0}")
    assert [s.label for s in series] == ["page 1", "page 4"]
    tokens = PAGES[0][1].lower().split()
    half = len(tokens) // 2
    first, second = tokens[:half], tokens[half:]
    new_second = len(set(second) - set(first))
    assert series[0].points == [(1.0, len(set(first)) / len(first)),
                                (2.0, new_second / len(second))]
    assert profile_series(conn, [99]) == []


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
