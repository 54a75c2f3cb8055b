"""Spanish alphabetical order for the viewer: *á* sorts with *a*, *ñ* after *n*, capitals
with their lower case.

Qt's :class:`QCollator` does it (PySide6's Qt collates with ICU's rules for Spanish): a
word differing only in accents or case comes right after the plain one (*arbol*, *árbol*,
*Árbol*), and *ñ* is a letter of its own between *n* and *o*. SQLite's own ``ORDER BY``
compares code points (every *á…ñ* after *z*), so the viewer's connections get the same
comparison as a collation, :data:`COLLATION`, which the table models name in their
``ORDER BY``; Python lists use :func:`sort_key`.

The order is Spanish whatever language the interface speaks: it is the order of the
words of the runs, which DAWeb analyzes as Spanish.
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCollator, QLocale, Qt

#: The name of the collation registered on the viewer's connections.
COLLATION = "spanish"


@functools.cache
def _collator() -> QCollator:
    """One Spanish, case-insensitive collator (building one costs more than comparing)."""
    collator = QCollator(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)  # page2 before page10, as people count
    return collator


def compare(a: str, b: str) -> int:
    """Negative, zero or positive as ``a`` sorts before, with or after ``b`` in Spanish."""
    return _collator().compare(a, b)


#: ``sorted(words, key=sort_key)`` in Spanish order.
sort_key: Callable[[str], Any] = functools.cmp_to_key(compare)


def register_collation(conn: sqlite3.Connection) -> None:
    """Let ``conn`` sort with ``ORDER BY … COLLATE spanish``."""
    conn.create_collation(COLLATION, compare)
