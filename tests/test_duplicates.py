"""Exact and near duplicates (analyzers/duplicates.py): simhash properties, the band index,
and the ``duplicates`` table after a real run against a site on 127.0.0.1."""

import random
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sites import CorpusSite

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import DocumentResult, SourceDocument
from analyzers.duplicates import (
    EXACT,
    NEAR,
    DuplicateDetector,
    Fingerprint,
    hamming,
    simhash,
    text_digest,
    uncounted,
)
from daweb.project import parse_project
from daweb.run import Run

_VOCABULARY = [f"palabra{i}" for i in range(5000)]


def _page(seed: int, size: int = 300) -> dict[str, int]:
    """A bag of ``size`` distinct words with frequencies 1–5, reproducible from ``seed``."""
    rng = random.Random(seed)
    return {w: rng.randint(1, 5) for w in rng.sample(_VOCABULARY, size)}


def test_identical_features_have_distance_zero():
    words = _page(1)
    assert hamming(simhash(words), simhash(dict(reversed(list(words.items()))))) == 0


def test_a_small_edit_moves_few_bits_and_an_unrelated_page_about_half():
    words = _page(2)
    edited = dict(words)
    for word in list(edited)[:3]:  # 3 of 300 words replaced
        del edited[word]
    edited.update({"nuevo": 1, "otro": 2, "más": 1})
    small = hamming(simhash(words), simhash(edited))
    unrelated = [hamming(simhash(words), simhash(_page(seed))) for seed in range(100, 120)]
    assert small <= 6
    # Unrelated pages differ in about half of the 64 bits (binomial(64, 1/2): 32 ± 4).
    assert 24 <= sum(unrelated) / len(unrelated) <= 40
    assert min(unrelated) > small


def test_a_heavy_feature_decides_every_bit():
    # Weight 50 outweighs 1 + 1 on every bit: the fingerprint is that feature's hash.
    assert simhash({"a": 1, "b": 1, "c": 50}) == simhash({"c": 1})
    assert simhash({"a": 50, "b": 1, "c": 1}) == simhash({"a": 1})
    assert simhash({"a": 1}) != simhash({"c": 1})


def test_text_digest_is_sensitive_to_order_and_content():
    assert text_digest(["uno", "dos"]) == text_digest(["uno", "dos"])
    assert text_digest(["uno", "dos"]) != text_digest(["dos", "uno"])
    assert text_digest(["uno dos"]) != text_digest(["uno", "dos"])


def _fp(value: int, digest: str = "") -> Fingerprint:
    return Fingerprint(digest, value)


def test_threshold_is_inclusive():
    detector = DuplicateDetector(max_distance=3)
    base = 0x0123_4567_89AB_CDEF
    detector.add(1, _fp(base))
    three = base ^ 0b1011 << 20  # 3 bits flipped
    four = base ^ 0b1111 << 40  # 4 bits flipped
    found = detector.find(_fp(three))
    assert found is not None and (found.of, found.kind, found.distance) == (1, NEAR, 3)
    assert found.similarity == pytest.approx(1 - 3 / 64)
    assert detector.find(_fp(four)) is None
    assert DuplicateDetector(max_distance=4).find(_fp(four)) is None  # nothing indexed there


def test_exact_duplicates_come_first_and_point_to_the_first_copy():
    detector = DuplicateDetector()
    detector.add(7, _fp(1, "abc"))
    detector.add(8, _fp(1, "abc"))  # a second original with the same digest keeps page 7
    found = detector.find(_fp(999, "abc"))
    assert (found.of, found.kind, found.similarity) == (7, EXACT, 1.0)


def test_the_nearest_earlier_page_wins():
    detector = DuplicateDetector(max_distance=3)
    detector.add(1, _fp(0b111))
    detector.add(2, _fp(0b1))
    assert detector.find(_fp(0)).of == 2


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 2**64 - 1), min_size=1, max_size=40),
       st.integers(0, 2**64 - 1), st.integers(0, 8))
def test_band_index_finds_exactly_what_comparing_every_pair_finds(stored, query, k):
    detector = DuplicateDetector(max_distance=k)
    for page, value in enumerate(stored, 1):
        detector.add(page, _fp(value))
    # Queries near a stored fingerprint as well as arbitrary ones.
    for probe in (query, stored[0] ^ (query & 0xFF), stored[-1] ^ (1 << (query % 64))):
        expected = [(hamming(probe, v), p) for p, v in enumerate(stored, 1)
                    if hamming(probe, v) <= k]
        found = detector.find(_fp(probe))
        if not expected:
            assert found is None
        else:
            assert (found.distance, found.of) == min(expected)


def test_threshold_out_of_range_is_refused():
    with pytest.raises(ValueError, match="between 0 and 16"):
        DuplicateDetector(max_distance=17)


def test_fingerprint_ignores_stopwords():
    detector = DuplicateDetector(stopwords={"de", "la"})
    result = DocumentResult(url="u", title="", tokens=5, types=3,
                            words={"de": 3, "la": 1, "casa": 1}, kinds={}, analyses={})
    assert detector.fingerprint(result).simhash == simhash({"casa": 1})


# -- a real run ------------------------------------------------------------------------------

_ARTICLE = (
    "El ayuntamiento de la ciudad aprobó ayer el presupuesto municipal para el próximo año, "
    "que incluye nuevas inversiones en transporte público, bibliotecas y parques. La alcaldesa "
    "defendió el plan ante el pleno y anunció que las obras del tranvía comenzarán en primavera. "
    "Los vecinos del barrio norte reclamaron más autobuses nocturnos y una piscina cubierta, "
    "mientras la oposición criticó el aumento de la deuda y pidió una auditoría independiente. "
    "El debate se prolongó durante cuatro horas y terminó con la votación nominal de los grupos."
)
_OTHER = (
    "La cosecha de aceituna se adelanta este otoño por la sequía: los olivareros de la comarca "
    "recogen frutos pequeños y con poco aceite, y las cooperativas calculan pérdidas cercanas a "
    "un tercio de la producción. Los técnicos recomiendan riego de apoyo y poda temprana, y la "
    "almazara del pueblo ya ha contratado a una docena de temporeros para la campaña de invierno."
)


def _html(title: str, body: str) -> str:
    return (f"<!DOCTYPE html><html lang='es'><head><meta charset='utf-8'><title>{title}</title>"
            f"</head><body><article><h1>{title}</h1><p>{body}</p></article></body></html>")


def _site() -> dict[str, tuple[str, str]]:
    links = "".join(f'<a href="{p}">{p}</a> ' for p in ("/copia", "/casi", "/otra"))
    html = "text/html; charset=utf-8"
    return {
        "/": (html, _html("Presupuesto", _ARTICLE) + f"<nav>{links}</nav>"),
        # The same text at a second address (the demo's / and /index.html).
        "/copia": (html, _html("Presupuesto", _ARTICLE) + f"<nav>{links}</nav>"),
        # One sentence changed: a near duplicate.
        "/casi": (html, _html("Presupuesto", _ARTICLE.replace(
            "cuatro horas", "cinco horas largas")) + f"<nav>{links}</nav>"),
        "/otra": (html, _html("Aceituna", _OTHER)),
    }


def _run(tmp_path: Path, site: CorpusSite, extra: str = "") -> sqlite3.Connection:
    text = (f'title = "Duplicados"\n[[start]]\nurl = "{site.url("/")}"\n'
            "[crawl]\ndelay = 0\nretrievers = 1\nrobots = false\nsitemaps = false\n" + extra)
    project = parse_project(text, "dup.toml", tmp_path / "dup.toml")
    finished = Run(project, runs_dir=tmp_path / "runs").execute()
    assert finished.status == "completed", finished.summary
    return sqlite3.connect(Path(finished.run_dir) / "results.sqlite")


def test_a_run_records_exact_and_near_duplicates_and_counts_them_once(tmp_path):
    with CorpusSite(_site()) as site:
        db = _run(tmp_path, site)
    rows = db.execute(
        "SELECT p.url, o.url, d.kind, d.distance, d.similarity FROM duplicates d "
        "JOIN pages p ON p.id = d.page JOIN pages o ON o.id = d.duplicate_of ORDER BY p.id"
    ).fetchall()
    home = site.url("/")
    assert [(r[0], r[1], r[2]) for r in rows] == [
        (site.url("/copia"), home, EXACT), (site.url("/casi"), home, NEAR)]
    assert rows[0][3:] == (0, 1.0)
    assert 0 < rows[1][3] <= 3 and rows[1][4] == pytest.approx(1 - rows[1][3] / 64)
    # Not counted again: the article's words have the frequency of one copy.
    assert db.execute("SELECT frequency, pages FROM words WHERE form = 'tranvía'"
                      ).fetchone() == (1, 1)
    assert db.execute("SELECT tokens FROM pages WHERE url = ?", (site.url("/copia"),)
                      ).fetchone() == (0,)
    assert db.execute("SELECT frequency FROM words WHERE form = 'almazara'").fetchone() == (1,)
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []


def test_count_anyway_and_a_stricter_threshold(tmp_path):
    with CorpusSite(_site()) as site:
        db = _run(tmp_path, site, "[duplicates]\ncount = true\nmax_distance = 0\n")
    kinds = db.execute("SELECT kind FROM duplicates").fetchall()
    assert kinds == [(EXACT,)]  # max_distance 0: only the exact copy
    assert db.execute("SELECT frequency, pages FROM words WHERE form = 'tranvía'"
                      ).fetchone() == (3, 3)


def test_detection_off_records_nothing(tmp_path):
    with CorpusSite(_site()) as site:
        db = _run(tmp_path, site, "[duplicates]\ndetect = false\n")
    assert db.execute("SELECT COUNT(*) FROM duplicates").fetchone() == (0,)
    assert db.execute("SELECT pages FROM words WHERE form = 'tranvía'").fetchone() == (3,)


def test_an_uncounted_copy_keeps_its_listing_and_nothing_to_count():
    config = AnalysisConfig(collocations=True, regimes=True, collocation_nodes="frequent")
    html = "<p>El perro come pan en la casa. El perro duerme en la casa del pueblo.</p>"
    result = Analyzer(config).analyze(SourceDocument(url="http://a.example/", text=html))
    assert result.collocations is not None and result.regimes is not None
    copy = uncounted(result)
    assert (copy.url, copy.title, copy.text_digest) == (result.url, result.title,
                                                       result.text_digest)
    assert copy.tokens == copy.types == 0
    assert not (copy.words or copy.unrecognized or copy.segments or copy.profile)
    assert copy.collocations is None and copy.regimes is None
