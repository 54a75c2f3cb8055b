"""Tests for analyzers.templates: site-template blocks counted once per run."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzers.extract import extract
from analyzers.templates import TemplateDetector

HANDBOOK = Path("/usr/share/doc/debian-handbook/html/es-ES")
FOOTER = "© 2025 Diario del Levante. Todos los derechos reservados."


def page(n: int) -> tuple[str, ...]:
    """A page with its own paragraph between a menu and a footer shared by every page."""
    return ("Portada Murcia Deportes", f"Noticia número {n} con texto propio.", FOOTER)


def test_first_occurrence_is_kept_then_repeats_are_dropped_after_min_pages() -> None:
    det = TemplateDetector(share=0.5, min_pages=5)
    dropped = []
    for n in range(1, 11):
        kept, count = det.filter("levante", page(n))
        dropped.append(count)
        assert f"Noticia número {n} con texto propio." in kept
        if n < 5:
            assert kept == page(n)
        else:
            assert kept == (f"Noticia número {n} con texto propio.",)
    assert dropped == [0, 0, 0, 0, 2, 2, 2, 2, 2, 2]


def test_a_block_seen_for_the_first_time_late_is_analyzed() -> None:
    det = TemplateDetector(share=0.5, min_pages=2)
    for n in range(20):
        det.filter("s", page(n))
    kept, count = det.filter("s", ("Un bloque nuevo.", FOOTER))
    assert kept == ("Un bloque nuevo.",) and count == 1


def test_blocks_under_the_share_are_never_dropped() -> None:
    det = TemplateDetector(share=0.5, min_pages=3)
    total_dropped = 0
    for n in range(40):
        # "Sección de economía" appears on every third page: a third of the site.
        blocks = (f"texto {n}",) + (("Sección de economía",) if n % 3 == 0 else ())
        total_dropped += det.filter("s", blocks)[1]
    assert total_dropped == 0


def test_share_threshold_is_configurable() -> None:
    strict = TemplateDetector(share=0.2, min_pages=3)
    loose = TemplateDetector(share=0.9, min_pages=3)
    strict_drops = loose_drops = 0
    for n in range(30):
        blocks = (f"texto {n}",) + (("Bloque frecuente",) if n % 2 == 0 else ())
        strict_drops += strict.filter("s", blocks)[1]
        loose_drops += loose.filter("s", blocks)[1]
    assert strict_drops > 10 and loose_drops == 0


def test_sites_are_independent() -> None:
    det = TemplateDetector(share=0.5, min_pages=2)
    for n in range(5):
        det.filter("a.example", page(n))
    kept, count = det.filter("b.example", page(99))
    assert kept == page(99) and count == 0
    assert det.pages("a.example") == 5 and det.pages("b.example") == 1
    assert det.pages("c.example") == 0


def test_case_and_whitespace_do_not_make_a_new_block() -> None:
    det = TemplateDetector(share=0.5, min_pages=2)
    det.filter("s", ("Aviso Legal",))
    kept, count = det.filter("s", ("aviso   legal",))
    assert kept == () and count == 1


def test_repeats_within_one_page_count_once_for_the_share() -> None:
    det = TemplateDetector(share=0.5, min_pages=2)
    # "Leer más" five times on one page, then absent: it is on 1 of 4 pages, not template.
    det.filter("s", ("Leer más",) * 5 + ("a",))
    for n in range(3):
        det.filter("s", (f"b{n}",))
    kept, count = det.filter("s", ("Leer más", "Leer más", "c"))
    assert count == 0 and kept == ("Leer más", "Leer más", "c")


def test_memory_stays_bounded_and_template_detection_survives() -> None:
    det = TemplateDetector(share=0.5, min_pages=3, max_entries=1_000)
    dropped_footer = 0
    for n in range(3_000):
        blocks = tuple(f"párrafo {n}-{k}" for k in range(5)) + (FOOTER,)
        kept, count = det.filter("s", blocks)
        assert det._entries <= 1_000
        if n >= 3:
            dropped_footer += FOOTER not in kept
    assert dropped_footer == 3_000 - 3


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [({"share": 1.0}, "share"), ({"share": -0.1}, "share"), ({"min_pages": 0}, "min_pages")],
)
def test_invalid_parameters(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        TemplateDetector(**kwargs)


@pytest.mark.skipif(not HANDBOOK.is_dir(), reason="debian-handbook (es-ES) not installed")
def test_debian_handbook_navigation_is_template_and_text_is_not() -> None:
    det = TemplateDetector(share=0.5, min_pages=5)
    paths = sorted(HANDBOOK.glob("sect.*.html"))[:30]
    dropped_blocks: set[str] = set()
    kept_words = all_words = 0
    for path in paths:
        blocks = extract(path.read_text(encoding="utf-8"), "all").blocks
        kept, count = det.filter("debian-handbook", blocks)
        assert count == len(blocks) - len(kept)
        dropped_blocks.update(b for b in blocks if b not in kept)
        kept_words += sum(len(b.split()) for b in kept)
        all_words += sum(len(b.split()) for b in blocks)
    # The navigation of every page goes; the manual's text stays.
    assert {"Download the ebook", "Anterior", "Siguiente", "Inicio"} <= dropped_blocks
    assert all(len(b.split()) < 12 for b in dropped_blocks)
    assert kept_words > 0.97 * all_words


def test_collapsed_blocks_give_the_same_decisions() -> None:
    # The analyzer's fast path (collapsed=True) must key blocks exactly as the general one.
    spaced = ("  Portada   Murcia\tDeportes ", "Noticia propia.", "© 2025 Diario.  Todos ")
    general, fast = TemplateDetector(share=0.5, min_pages=3), TemplateDetector(0.5, 3)
    for n in range(12):
        raw = (*spaced[:1], f"Noticia {n}.", *spaced[2:])
        collapsed = tuple(" ".join(b.split()) for b in raw)
        kept, count = general.filter("s", raw)
        assert fast.filter("s", collapsed, collapsed=True) == (
            tuple(" ".join(b.split()) for b in kept), count)
        if n >= 3:
            assert count == 2
    if HANDBOOK.is_dir():
        general, fast = TemplateDetector(), TemplateDetector()
        for path in sorted(HANDBOOK.glob("*.html"))[:40]:
            blocks = extract(path.read_text(encoding="utf-8"), "all").blocks
            assert general.filter("h", blocks) == fast.filter("h", blocks, collapsed=True)
