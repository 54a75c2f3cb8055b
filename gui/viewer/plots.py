"""The viewer's plots, drawn with QPainter: profiles, vocabulary growth (Heaps), Zipf, and
pages and words per start address.

No plotting library: a small :class:`PlotWidget` draws line/point series on linear or
log–log axes, or grouped bars (with a right-hand axis for a second unit), and the same
drawing code renders to PNG (``QImage``) and SVG (``QSvgGenerator``), so what is exported
is exactly what is shown. The data functions (:func:`profile_series`,
:func:`vocabulary_series`, :func:`zipf_series`, :func:`start_address_counts`) read the
results database and are tested on their own.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QSizePolicy, QWidget

from analyzers.profiles import Fit, heaps_fit, zipf_fit, zipf_points

#: Colours of successive series (distinguishable, also in grey print).
PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
           "#17becf", "#7f7f7f", "#bcbd22"]
#: At most this many points per series are drawn (a curve has no more visible detail).
MAX_POINTS = 2000
#: A page profile's part holds at least this many words: fewer make the share of new words
#: jump between 0 and 1 (a 6-word page in 10 parts), so short pages get fewer parts.
MIN_PART_WORDS = 10
#: Space between the widget's edge and the axes (left: tick labels and the axis title).
MARGIN_LEFT, MARGIN_TOP, MARGIN_BOTTOM = 70.0, 30.0, 45.0


@dataclass
class Series:
    """One curve: its label, its points and how to draw it."""

    label: str
    points: list[tuple[float, float]]
    dashed: bool = False  # fits are dashed
    markers: bool = False  # observed points get markers
    right: bool = False  # measured on the right-hand axis (another unit than the left one)


@dataclass
class PlotData:
    """Everything a plot shows."""

    title: str = ""
    x_label: str = ""
    y_label: str = ""
    log: bool = False
    series: list[Series] = field(default_factory=list)
    #: Non-empty for a bar chart: one group of bars per category, at x = its index.
    categories: list[str] = field(default_factory=list)
    y2_label: str = ""  # the right-hand axis, when a series is on it
    x_integer: bool = False  # x only takes whole values (parts of a page): whole ticks
    y_integer: bool = False  # y only takes whole values (counts): whole ticks


def _thin(points: Sequence[tuple[float, float]], limit: int = MAX_POINTS
          ) -> list[tuple[float, float]]:
    """Every k-th point (always the last) so that at most about ``limit`` remain."""
    if len(points) <= limit:
        return list(points)
    step = math.ceil(len(points) / limit)
    thinned = list(points[::step])
    if thinned[-1] != points[-1]:
        thinned.append(points[-1])
    return thinned


def profile_series(conn: sqlite3.Connection, pages: Sequence[int], label: str = "{0}"
                   ) -> list[Series]:
    """Per page, the share of new words in each part (the paper's *perfil*), one series each.

    A short page's stored parts are merged (see :func:`merged_parts`); each point stands at
    the middle of the stored parts it covers, so every page shares one axis.
    ``label`` is formatted with the page number (translated by the caller).
    """
    series = []
    for page in pages:
        rows = conn.execute("SELECT part, new_words, total_words FROM profiles WHERE page = ? "
                            "ORDER BY part", (page,)).fetchall()
        points = [((first + last) / 2, new / total if total else 0.0)
                  for first, last, new, total in merged_parts(rows)]
        if points:
            series.append(Series(label.format(page), points, markers=True))
    return series


def merged_parts(rows: Sequence[tuple[int, int, int]]) -> list[tuple[float, float, int, int]]:
    """Stored ``(part, new words, words)`` rows of a page merged into contiguous groups of
    at least :data:`MIN_PART_WORDS` words (as many groups as that allows, at most one per
    part): ``(first part, last part, new words, words)`` per group. New words are new since
    the start of the page, so the sums are the merged part's exact figures."""
    if not rows:
        return []
    words = sum(total for _, _, total in rows)
    groups = max(1, min(len(rows), words // MIN_PART_WORDS))
    merged = []
    for group in range(groups):
        chunk = rows[group * len(rows) // groups:(group + 1) * len(rows) // groups]
        merged.append((float(chunk[0][0]), float(chunk[-1][0]),
                       sum(new for _, new, _ in chunk), sum(total for _, _, total in chunk)))
    return merged


def vocabulary_series(conn: sqlite3.Connection) -> tuple[list[tuple[float, float]], Fit | None]:
    """The run's (tokens, types) after each page, thinned, and the Heaps fit on all of them."""
    points = [(float(t), float(v)) for t, v in
              conn.execute("SELECT tokens, types FROM vocabulary ORDER BY page")]
    fit = heaps_fit(points) if len(points) >= 2 else None
    return _thin(points), fit


def zipf_series(conn: sqlite3.Connection) -> tuple[list[tuple[float, float]], Fit | None]:
    """Rank–frequency points of the run's words (log-sampled) and the Zipf fit."""
    freqs = [f for (f,) in conn.execute("SELECT frequency FROM words WHERE frequency > 0")]
    fit = zipf_fit(freqs) if len(freqs) >= 2 else None
    return [(float(r), float(f)) for r, f in zipf_points(freqs)], fit


def fit_curve(fit: Fit, xs: Sequence[float]) -> list[tuple[float, float]]:
    """Points of ``coef · x^exponent`` at ``xs`` (positive x only)."""
    return [(x, fit.coef * x ** fit.exponent) for x in xs if x > 0]


def start_address_counts(conn: sqlite3.Connection) -> list[tuple[str, int, int]]:
    """(start address, pages, words) of the run, in crawl order (by each one's first page).

    Words are running words (``pages.tokens``). Start addresses of the project that gave no
    page (listed in ``start_addresses``; older runs lack the table) come last, with zeros.
    """
    rows = [(url or "", int(pages), int(words)) for url, pages, words, _ in conn.execute(
        "SELECT start_url, COUNT(*), COALESCE(SUM(tokens), 0), MIN(id) FROM pages "
        "GROUP BY start_url ORDER BY 4")]
    seen = {url for url, _, _ in rows}
    try:
        declared = [url for (url,) in conn.execute("SELECT url FROM start_addresses ORDER BY 1")]
    except sqlite3.OperationalError:  # a run written before the table existed
        declared = []
    return rows + [(url, 0, 0) for url in declared if url not in seen]


def nice_ticks(low: float, high: float, count: int = 5, integer: bool = False
               ) -> list[float]:
    """Round tick values from ``low`` to ``high``: steps of 1, 2 or 5 times a power of ten.

    Each tick is a whole multiple of the step, rounded to the step's decimals, so a share
    axis reads 0.2, 0.4, 0.6 and not 0.6000000000000001. ``integer`` keeps steps ≥ 1 for
    quantities that only take whole values (a page's parts).
    """
    if high <= low:
        return [low]
    raw = (high - low) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw * (1 - 1e-9))
    if integer:
        step = max(1.0, float(round(step)))
    decimals = _decimals(step)
    first = math.ceil(low / step - 1e-9)
    last = math.floor(high / step + 1e-9)
    return [round(n * step, decimals) + 0.0 for n in range(first, last + 1)]


def log_ticks(low: float, high: float) -> list[float]:
    """Ticks of a log axis from ``low`` to ``high`` (data values, > 0): the powers of ten,
    and 2× and 5× them too when the axis spans fewer than two decades."""
    first, last = math.floor(math.log10(low)), math.ceil(math.log10(high))
    factors = (1, 2, 5) if math.log10(high / low) < 2 else (1,)
    ticks = [round(f * 10.0 ** e, max(0, -e)) for e in range(first, last + 1) for f in factors]
    return [t for t in ticks if low * (1 - 1e-9) <= t <= high * (1 + 1e-9)]


def _decimals(step: float) -> int:
    """Decimals needed to write multiples of ``step`` exactly (0.2 → 1, 0.05 → 2, 5 → 0)."""
    return max(0, -math.floor(math.log10(step) + 1e-9))


def tick_labels(ticks: Sequence[float], log: bool = False) -> list[str]:
    """Labels of one axis's ticks: on a linear axis every label has the decimals of the step
    (0.0, 0.5, 1.0); thousands are separated by a space."""
    if log or len(ticks) < 2:
        return [_format(t, _decimals(abs(t)) if 0 < abs(t) < 1 else 0) for t in ticks]
    decimals = _decimals(ticks[1] - ticks[0])
    return [_format(t, decimals) for t in ticks]


def _format(value: float, decimals: int) -> str:
    """``value`` with ``decimals`` decimals, a space between thousands (read alike in every
    language) and the locale's decimal mark (0,5 in Spain; the tables write it so too)."""
    text = f"{value:,.{decimals}f}".replace(",", " ")
    return text.replace(".", QLocale().decimalPoint())


@dataclass
class _Scale:
    """One axis: the data range it shows (log10 of it on a log axis) and where on screen."""

    low: float
    high: float
    start: float  # screen coordinate of ``low``
    end: float  # screen coordinate of ``high``
    log: bool = False

    def __call__(self, value: float) -> float:
        """The screen coordinate of a data value."""
        scaled = math.log10(value) if self.log else value
        return self.start + (scaled - self.low) / (self.high - self.low) * (self.end - self.start)

    def ticks(self, integer: bool = False) -> list[float]:
        """Tick values (data values) along this axis."""
        if self.log:
            return log_ticks(10 ** self.low, 10 ** self.high)
        return nice_ticks(self.low, self.high, integer=integer)


def _span(values: Sequence[float], log: bool, from_zero: bool) -> tuple[float, float]:
    """(low, high) of ``values`` on an axis (log10 of them on a log axis), never empty."""
    scaled = [math.log10(v) for v in values] if log else list(values)
    low, high = min(scaled), max(scaled)
    if from_zero and not log:
        low = min(0.0, low)
    return low, high if high > low else low + 1


def _visible(plot: PlotData, series: Series) -> list[tuple[float, float]]:
    """The points of ``series`` that the axes can show (log axes: positive ones)."""
    return [(x, y) for x, y in series.points if not plot.log or (x > 0 and y > 0)]


def paint_plot(painter: QPainter, rect: QRectF, plot: PlotData) -> QRectF | None:
    """Draw ``plot`` into ``rect`` (shared by the widget, PNG and SVG export); return where
    the legend went (None: nothing to plot)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, QColor("white"))
    font = QFont(painter.font())
    font.setPointSizeF(9)
    painter.setFont(font)
    right_axis = any(s.right for s in plot.series)
    margin_left, margin_top, margin_bottom = MARGIN_LEFT, MARGIN_TOP, MARGIN_BOTTOM
    margin_right = 70.0 if right_axis else 20.0
    area = QRectF(rect.left() + margin_left, rect.top() + margin_top,
                  max(10.0, rect.width() - margin_left - margin_right),
                  max(10.0, rect.height() - margin_top - margin_bottom))
    black = QPen(QColor("black"))
    painter.setPen(black)
    painter.drawText(QRectF(rect.left(), rect.top() + 4, rect.width(), margin_top - 4),
                     Qt.AlignmentFlag.AlignHCenter, plot.title)
    painter.drawText(QRectF(area.left(), area.bottom() + 22, area.width(), 20),
                     Qt.AlignmentFlag.AlignHCenter, plot.x_label)
    _vertical_text(painter, rect.left() + 14, area, plot.y_label)
    if right_axis:
        _vertical_text(painter, rect.right() - 10, area, plot.y2_label)
    painter.drawRect(area)
    left = [p for s in plot.series if not s.right for p in _visible(plot, s)]
    right = [p for s in plot.series if s.right for p in _visible(plot, s)]
    if not left and not right:
        painter.restore()
        return None
    bars = bool(plot.categories)
    if bars:
        x_scale = _Scale(-0.5, len(plot.categories) - 0.5, area.left(), area.right())
    else:
        x_scale = _Scale(*_span([x for x, _ in left + right], plot.log, False),
                         area.left(), area.right(), plot.log)
    # Bars get headroom for the legend and the values written above them.
    headroom = 1.2 if bars else 1.0
    scales = {side: _Scale(*_span([y * headroom for _, y in points], plot.log, True),
                           area.bottom(), area.top(), plot.log)
              for side, points in ((False, left), (True, right)) if points}
    if False in scales:
        _draw_ticks(painter, plot, area, x_scale, scales[False], scales.get(True))
    else:  # only right-hand series: their axis is the one drawn
        _draw_ticks(painter, plot, area, x_scale, scales[True], None)
    lines: list[list[QPointF]] = []
    for number, series in enumerate(plot.series):
        colour = QColor(PALETTE[number % len(PALETTE)])
        y_scale = scales.get(series.right)
        if y_scale is None:  # a series with no point that the axes can show
            continue
        if bars:
            _draw_bars(painter, series, colour, x_scale, y_scale, number, len(plot.series))
        else:
            lines.append(_draw_line(painter, plot, series, colour, x_scale, y_scale))
    legend = _legend_box(painter, plot, area, lines)
    _draw_legend(painter, plot, legend)
    painter.restore()
    return legend


def _legend_box(painter: QPainter, plot: PlotData, area: QRectF,
                lines: Sequence[Sequence[QPointF]]) -> QRectF:
    """The legend's place: the corner of the axes that hides the fewest drawn points (a Zipf
    curve starts top-left, a Heaps curve ends top-right); top-left when several tie, and
    always on a bar chart, whose bars leave it room."""
    width = max(painter.fontMetrics().horizontalAdvance(s.label) for s in plot.series) + 36
    height = 16.0 * len(plot.series)
    left, right = area.left() + 4, area.right() - 4 - width
    top, bottom = area.top() + 2, area.bottom() - 2 - height
    corners = [QRectF(x, y, width, height) for y in (top, bottom) for x in (left, right)]
    if plot.categories:
        return corners[0]
    points = [point for line in lines for point in _along(line)]
    return min(corners, key=lambda box: sum(box.contains(point) for point in points))


def _along(line: Sequence[QPointF], step: float = 4.0) -> list[QPointF]:
    """Points every ``step`` pixels along a polyline (a fit may be two far-apart points)."""
    points = list(line[:1])
    for a, b in zip(line, line[1:], strict=False):
        count = max(1, int(math.hypot(b.x() - a.x(), b.y() - a.y()) / step))
        points += [a + (b - a) * (n / count) for n in range(1, count + 1)]
    return points


def _draw_legend(painter: QPainter, plot: PlotData, box: QRectF) -> None:
    """The series' names in ``box``, on white over whatever is drawn there."""
    painter.fillRect(box, QColor(255, 255, 255, 220))
    for number, series in enumerate(plot.series):
        colour = QColor(PALETTE[number % len(PALETTE)])
        y = box.top() + 8 + 16 * number
        if plot.categories:
            painter.fillRect(QRectF(box.left() + 6, y - 5, 16, 10), colour)
        else:
            painter.setPen(QPen(colour, 1.6, Qt.PenStyle.DashLine if series.dashed
                                else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(box.left() + 4, y), QPointF(box.left() + 24, y))
        painter.setPen(QPen(QColor("black")))
        painter.drawText(QPointF(box.left() + 30, y + 4), series.label)


def _vertical_text(painter: QPainter, x: float, area: QRectF, text: str) -> None:
    """An axis title written upwards, centred on ``area``'s height at ``x``."""
    painter.save()
    painter.translate(x, area.center().y())
    painter.rotate(-90)
    painter.drawText(QRectF(-area.height() / 2, -10, area.height(), 20),
                     Qt.AlignmentFlag.AlignHCenter, text)
    painter.restore()


def _draw_ticks(painter: QPainter, plot: PlotData, area: QRectF, x_scale: _Scale,
                y_scale: _Scale, y2_scale: _Scale | None) -> None:
    """Grid lines and tick labels: x below (category names on a bar chart), y on the left,
    the right-hand axis (if any) on the right."""
    grey, black = QPen(QColor("#dddddd")), QPen(QColor("black"))
    metrics = painter.fontMetrics()
    if plot.categories:
        slot = area.width() / len(plot.categories)
        x_ticks = [float(n) for n in range(len(plot.categories))]
        x_texts = [metrics.elidedText(c, Qt.TextElideMode.ElideMiddle, int(slot) - 4)
                   for c in plot.categories]
    else:
        slot = 80.0
        x_ticks = x_scale.ticks(plot.x_integer)
        x_texts = tick_labels(x_ticks, plot.log)
    for tick, text in zip(x_ticks, x_texts, strict=True):
        x = x_scale(tick)
        if not plot.categories:
            painter.setPen(grey)
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.setPen(black)
        painter.drawText(QRectF(x - slot / 2, area.bottom() + 4, slot, 16),
                         Qt.AlignmentFlag.AlignHCenter, text)
    sides = [(y_scale, area.left() - 52, Qt.AlignmentFlag.AlignRight)]
    if y2_scale is not None:
        sides.append((y2_scale, area.right() + 4, Qt.AlignmentFlag.AlignLeft))
    for number, (scale, x, align) in enumerate(sides):
        ticks = scale.ticks(plot.y_integer)
        for tick, text in zip(ticks, tick_labels(ticks, plot.log), strict=True):
            y = scale(tick)
            if number == 0:  # one grid, the left axis's
                painter.setPen(grey)
                painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(black)
            painter.drawText(QRectF(x, y - 8, 48, 16), align, text)


def _draw_line(painter: QPainter, plot: PlotData, series: Series, colour: QColor,
               x_scale: _Scale, y_scale: _Scale) -> list[QPointF]:
    """One series as a polyline, with markers if it has them; returns its screen points."""
    pen = QPen(colour, 1.6)
    if series.dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    screen = [QPointF(x_scale(x), y_scale(y)) for x, y in _visible(plot, series)]
    for a, b in zip(screen, screen[1:], strict=False):
        painter.drawLine(a, b)
    if series.markers:
        painter.setBrush(colour)
        for p in screen:
            painter.drawEllipse(p, 2.5, 2.5)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    return screen


def _draw_bars(painter: QPainter, series: Series, colour: QColor, x_scale: _Scale,
               y_scale: _Scale, number: int, count: int) -> None:
    """One series as bars, the ``number``-th of ``count`` side by side in each category,
    each with its value above it when the value fits."""
    slot = abs(x_scale(1.0) - x_scale(0.0))
    width = slot * 0.8 / count
    metrics = painter.fontMetrics()
    for x, y in series.points:
        left = x_scale(x) - slot * 0.4 + number * width
        top, bottom = y_scale(y), y_scale(0.0)
        painter.fillRect(QRectF(left, top, width, bottom - top), colour)
        text = _format(y, 0)
        if metrics.horizontalAdvance(text) <= width + 4:
            painter.setPen(QPen(QColor("black")))
            painter.drawText(QRectF(left - 2, top - 16, width + 4, 14),
                             Qt.AlignmentFlag.AlignHCenter, text)


class PlotWidget(QWidget):
    """Shows a :class:`PlotData`; saves it as PNG or SVG."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = PlotData()
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_plot(self, plot: PlotData) -> None:
        """Show ``plot``."""
        self.plot = plot
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Draw the plot over the whole widget."""
        painter = QPainter(self)
        paint_plot(painter, QRectF(self.rect()), self.plot)
        painter.end()

    def save_png(self, path: Path, size: QSize | None = None) -> bool:
        """Render to a PNG file (default 800×500 pixels); True on success."""
        size = size or QSize(800, 500)
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        paint_plot(painter, QRectF(0, 0, size.width(), size.height()), self.plot)
        painter.end()
        return image.save(str(path), "PNG")

    def save_svg(self, path: Path, size: QSize | None = None) -> None:
        """Render to an SVG file (vector: scales for print)."""
        size = size or QSize(800, 500)
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(self.plot.title)
        painter = QPainter(generator)
        paint_plot(painter, QRectF(0, 0, size.width(), size.height()), self.plot)
        painter.end()

    def save(self, path: Path) -> None:
        """Save as SVG when the name ends in .svg, else as PNG."""
        if str(path).lower().endswith(".svg"):
            self.save_svg(path)
        else:
            self.save_png(path)
