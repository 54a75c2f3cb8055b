"""The viewer's plots, drawn with QPainter: profiles, vocabulary growth (Heaps), Zipf.

No plotting library: a small :class:`PlotWidget` draws line/point series on linear or
log–log axes, and the same drawing code renders to PNG (``QImage``) and SVG
(``QSvgGenerator``), so what is exported is exactly what is shown. The data functions
(:func:`profile_series`, :func:`vocabulary_series`, :func:`zipf_series`) read the results
database and are tested on their own.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QSizePolicy, QWidget

from analyzers.profiles import Fit, heaps_fit, zipf_fit, zipf_points

#: Colours of successive series (distinguishable, also in grey print).
PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
           "#17becf", "#7f7f7f", "#bcbd22"]
#: At most this many points per series are drawn (a curve has no more visible detail).
MAX_POINTS = 2000


@dataclass
class Series:
    """One curve: its label, its points and how to draw it."""

    label: str
    points: list[tuple[float, float]]
    dashed: bool = False  # fits are dashed
    markers: bool = False  # observed points get markers


@dataclass
class PlotData:
    """Everything a plot shows."""

    title: str = ""
    x_label: str = ""
    y_label: str = ""
    log: bool = False
    series: list[Series] = field(default_factory=list)


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

    ``label`` is formatted with the page number (translated by the caller).
    """
    series = []
    for page in pages:
        rows = conn.execute("SELECT part, new_words, total_words FROM profiles WHERE page = ? "
                            "ORDER BY part", (page,)).fetchall()
        points = [(float(part), new / total if total else 0.0) for part, new, total in rows]
        if points:
            series.append(Series(label.format(page), points, markers=True))
    return series


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


def _nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values between low and high."""
    if high <= low:
        return [low]
    raw = (high - low) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    first = math.ceil(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    return ticks


def _format(value: float) -> str:
    """A tick label: integers without decimals, small numbers with two."""
    if abs(value) >= 1000 or value == int(value):
        return f"{value:,.0f}".replace(",", " ")
    return f"{value:.2f}"


def paint_plot(painter: QPainter, rect: QRectF, plot: PlotData) -> None:
    """Draw ``plot`` into ``rect`` (shared by the widget, PNG and SVG export)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, QColor("white"))
    font = QFont(painter.font())
    font.setPointSizeF(9)
    painter.setFont(font)
    margin_left, margin_right, margin_top, margin_bottom = 70.0, 20.0, 30.0, 45.0
    area = QRectF(rect.left() + margin_left, rect.top() + margin_top,
                  max(10.0, rect.width() - margin_left - margin_right),
                  max(10.0, rect.height() - margin_top - margin_bottom))
    painter.setPen(QPen(QColor("black")))
    painter.drawText(QRectF(rect.left(), rect.top() + 4, rect.width(), margin_top - 4),
                     Qt.AlignmentFlag.AlignHCenter, plot.title)
    painter.drawText(QRectF(area.left(), area.bottom() + 22, area.width(), 20),
                     Qt.AlignmentFlag.AlignHCenter, plot.x_label)
    painter.save()
    painter.translate(rect.left() + 14, area.center().y())
    painter.rotate(-90)
    painter.drawText(QRectF(-area.height() / 2, -10, area.height(), 20),
                     Qt.AlignmentFlag.AlignHCenter, plot.y_label)
    painter.restore()
    painter.drawRect(area)

    def scaled(value: float) -> float:
        return math.log10(value) if plot.log else value

    points = [(scaled(x), scaled(y)) for s in plot.series for x, y in s.points
              if not plot.log or (x > 0 and y > 0)]
    if not points:
        painter.restore()
        return
    x_low, x_high = min(p[0] for p in points), max(p[0] for p in points)
    y_low, y_high = min(p[1] for p in points), max(p[1] for p in points)
    if not plot.log:
        y_low = min(0.0, y_low)
    x_high = x_high if x_high > x_low else x_low + 1
    y_high = y_high if y_high > y_low else y_low + 1

    def to_screen(x: float, y: float) -> QPointF:
        return QPointF(area.left() + (x - x_low) / (x_high - x_low) * area.width(),
                       area.bottom() - (y - y_low) / (y_high - y_low) * area.height())

    grey = QPen(QColor("#dddddd"))
    if plot.log:
        x_ticks = [float(e) for e in range(math.floor(x_low), math.ceil(x_high) + 1)
                   if x_low <= e <= x_high]
        y_ticks = [float(e) for e in range(math.floor(y_low), math.ceil(y_high) + 1)
                   if y_low <= e <= y_high]
    else:
        x_ticks, y_ticks = _nice_ticks(x_low, x_high), _nice_ticks(y_low, y_high)
    for tick in x_ticks:
        p = to_screen(tick, y_low)
        painter.setPen(grey)
        painter.drawLine(QPointF(p.x(), area.top()), QPointF(p.x(), area.bottom()))
        painter.setPen(QPen(QColor("black")))
        painter.drawText(QRectF(p.x() - 40, area.bottom() + 4, 80, 16),
                         Qt.AlignmentFlag.AlignHCenter,
                         _format(10 ** tick) if plot.log else _format(tick))
    for tick in y_ticks:
        p = to_screen(x_low, tick)
        painter.setPen(grey)
        painter.drawLine(QPointF(area.left(), p.y()), QPointF(area.right(), p.y()))
        painter.setPen(QPen(QColor("black")))
        painter.drawText(QRectF(rect.left() + 18, p.y() - 8, margin_left - 22, 16),
                         Qt.AlignmentFlag.AlignRight,
                         _format(10 ** tick) if plot.log else _format(tick))

    for number, series in enumerate(plot.series):
        colour = QColor(PALETTE[number % len(PALETTE)])
        pen = QPen(colour, 1.6)
        if series.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        screen = [to_screen(scaled(x), scaled(y)) for x, y in series.points
                  if not plot.log or (x > 0 and y > 0)]
        for a, b in zip(screen, screen[1:], strict=False):
            painter.drawLine(a, b)
        if series.markers:
            painter.setBrush(colour)
            for p in screen:
                painter.drawEllipse(p, 2.5, 2.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        # Legend, top-left inside the axes.
        y = area.top() + 8 + 16 * number
        painter.drawLine(QPointF(area.left() + 8, y), QPointF(area.left() + 28, y))
        painter.setPen(QPen(QColor("black")))
        painter.drawText(QPointF(area.left() + 34, y + 4), series.label)
    painter.restore()


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
