"""Tests for daweb.crawl.charset: decoding Spanish pages right, spotting binary bodies."""

from __future__ import annotations

import codecs
import gzip
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daweb.crawl.charset import declared_charset, decode_body, is_probably_binary

SPANISH = "¿Qué tal, señor Muñoz? ¡Mañana habrá cigüeñas en el río! Ñandú, acción."


def page(body: str, head: str = "") -> str:
    return f"<html><head>{head}<title>Prueba</title></head><body><p>{body}</p></body></html>"


def test_latin1_page_without_any_charset_decodes_correctly() -> None:
    raw = page(SPANISH).encode("latin-1")
    text, charset = decode_body(raw, "text/html")
    assert SPANISH in text
    assert charset == "windows-1252"


def test_utf8_page_without_any_charset() -> None:
    text, charset = decode_body(page(SPANISH).encode("utf-8"), None)
    assert SPANISH in text and charset == "utf-8"


def test_windows_1252_smart_quotes_and_euro() -> None:
    sample = "“Hola” —dijo— ‘adiós’… cuesta 5 €"
    raw = page(sample).encode("cp1252")
    assert sample in decode_body(raw, None)[0]
    # Declared ISO-8859-1 is read as Windows-1252, as browsers do.
    text, charset = decode_body(raw, "text/html; charset=ISO-8859-1")
    assert sample in text and charset == "windows-1252"


@pytest.mark.parametrize(
    "content_type",
    ["text/html; charset=iso-8859-15", 'text/html; Charset="ISO-8859-15"',
     "text/html;charset=latin9"],
)
def test_header_charset_is_used(content_type: str) -> None:
    raw = page("Precio: 10 € y señal").encode("iso-8859-15")
    text, charset = decode_body(raw, content_type)
    assert "Precio: 10 € y señal" in text
    assert charset == "iso-8859-15"


def test_header_wins_over_meta() -> None:
    raw = page("10 €", '<meta charset="utf-8">').encode("iso-8859-15")
    text, charset = decode_body(raw, "text/html; charset=iso-8859-15")
    assert "10 €" in text and charset == "iso-8859-15"


@pytest.mark.parametrize(
    "meta",
    ['<meta charset="iso-8859-15">', "<meta charset=iso-8859-15>",
     '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">',
     "<META HTTP-EQUIV='content-type' CONTENT='text/html;charset=ISO-8859-15'>"],
)
def test_meta_charset_in_the_first_4_kb(meta: str) -> None:
    raw = page("10 € y señal", meta).encode("iso-8859-15")
    text, charset = decode_body(raw, "text/html")
    assert "10 € y señal" in text and charset == "iso-8859-15"


def test_meta_after_4_kb_is_not_seen() -> None:
    raw = ("<!--" + "x" * 5000 + "-->" + page("ñ", '<meta charset="koi8-r">')).encode("latin-1")
    text, charset = decode_body(raw, None)
    assert "ñ" in text and charset == "windows-1252"


def test_meta_declaring_utf16_means_utf8() -> None:
    raw = page("señal", '<meta charset="utf-16">').encode("utf-8")
    assert decode_body(raw, None) == (raw.decode("utf-8"), "utf-8")


def test_xml_declaration_encoding() -> None:
    raw = ('<?xml version="1.0" encoding="ISO-8859-15"?>' + page("€")).encode("iso-8859-15")
    assert "€" in decode_body(raw, None)[0]


@pytest.mark.parametrize(
    ("bom", "codec", "label"),
    [(codecs.BOM_UTF8, "utf-8", "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16le"),
     (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16be")],
)
def test_bom_is_used_and_removed(bom: bytes, codec: str, label: str) -> None:
    raw = bom + page(SPANISH).encode(codec)
    text, charset = decode_body(raw, "text/html; charset=iso-8859-1")
    assert text.startswith("<html>") and SPANISH in text
    assert charset == label


def test_unknown_or_dangerous_declarations_are_ignored() -> None:
    raw = page("señal").encode("utf-8")
    for declared in ("x-nonsense", "utf-7", "base64", "rot13", "undefined", "unicode_escape"):
        text, charset = decode_body(raw, f"text/html; charset={declared}")
        assert "señal" in text and charset == "utf-8", declared
    assert declared_charset(raw, "text/html; charset=base64") is None


def test_page_declared_latin1_but_written_in_utf8_is_read_as_utf8() -> None:
    raw = page(SPANISH, '<meta charset="iso-8859-1">').encode("utf-8")
    text, charset = decode_body(raw, None)
    assert SPANISH in text and "Ã" not in text and charset == "utf-8"


def test_page_declared_utf8_but_written_in_latin1_is_read_as_windows_1252() -> None:
    raw = page(SPANISH).encode("latin-1")
    text, charset = decode_body(raw, "text/html; charset=utf-8")
    assert SPANISH in text and charset == "windows-1252"


def test_declared_utf8_with_a_few_broken_bytes_stays_utf8() -> None:
    raw = page(SPANISH).encode("utf-8") + b"\xff broken"
    text, charset = decode_body(raw, "text/html; charset=utf-8")
    assert SPANISH in text and "\ufffd" in text and charset == "utf-8"


def test_latin1_with_an_accidental_utf8_sequence_is_still_latin1() -> None:
    # "Ó»" is D3 BB in Latin-1, which is also a valid two-byte UTF-8 sequence.
    raw = page("«ADIÓS» dijo el niño en español, año de cigüeñas").encode("latin-1")
    for content_type in (None, "text/html; charset=utf-8"):
        text, charset = decode_body(raw, content_type)
        assert "«ADIÓS» dijo el niño en español" in text and charset == "windows-1252"


def test_utf8_body_cut_mid_character_stays_utf8() -> None:
    raw = page(SPANISH).encode("utf-8") + "ñ".encode()[:1]
    text, charset = decode_body(raw, None)
    assert SPANISH in text and charset == "utf-8"


def test_other_charsets_are_respected() -> None:
    raw = page("Привет").encode("koi8-r")
    assert "Привет" in decode_body(raw, "text/html; charset=koi8-r")[0]
    raw = page("日本語").encode("shift_jis")
    assert "日本語" in decode_body(raw, "text/html; charset=Shift_JIS")[0]


def test_declared_charset_reports_header_then_meta() -> None:
    raw = page("x", '<meta charset="iso-8859-15">').encode()
    assert declared_charset(raw, "text/html; charset=utf-8") == "utf-8"
    assert declared_charset(raw, "text/html") == "iso8859-15"
    assert declared_charset(b"<p>x</p>", None) is None


@settings(max_examples=500, deadline=None)
@given(st.binary(max_size=600), st.one_of(st.none(), st.text(max_size=40)))
def test_decoding_never_raises(body: bytes, content_type: str | None) -> None:
    text, charset = decode_body(body, content_type)
    assert isinstance(text, str) and charset


# ----------------------------------------------------------------- binary detection


@pytest.mark.parametrize(
    "body",
    [b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
     b"GIF89a\x01\x00", b"\xff\xd8\xff\xe0\x00\x10JFIF", b"PK\x03\x04\x14\x00",
     gzip.compress(b"<html></html>"), b"\x00\x00\x00\x00\x00<html></html>\x00\x00",
     bytes(range(1, 32)) * 40],
)
def test_binary_bodies_are_detected(body: bytes) -> None:
    assert is_probably_binary(body)


@pytest.mark.parametrize(
    "body",
    [b"", page(SPANISH).encode("utf-8"), page(SPANISH).encode("latin-1"),
     codecs.BOM_UTF16_LE + page(SPANISH).encode("utf-16-le"),
     b"<html>\x1b[0m a few \x07 odd controls\t\r\n" + b"texto normal " * 50,
     b"<html>\x00\x00\x00</html>"],
)
def test_text_bodies_are_not_binary(body: bytes) -> None:
    assert not is_probably_binary(body)


def test_binary_detection_looks_at_the_first_2_kb_only() -> None:
    assert not is_probably_binary(b"a" * 2048 + b"\x00" * 1000)
    assert is_probably_binary(b"a" * 1300 + b"\x00" * 748)


def test_a_few_nul_bytes_do_not_make_a_page_binary() -> None:
    """Issue 19, fault 9: a NUL in a text page (a database dump, a bad template)."""
    body = page(SPANISH).encode("utf-8")
    assert not is_probably_binary(body[:100] + b"\x00" + body[100:])
    assert not is_probably_binary((page(SPANISH) + "\x00" * 20).encode("latin-1"))


def test_programs_and_random_bytes_are_binary() -> None:
    """Issue 19, fault 8: /bin/ls or random bytes named .htm are not text."""
    assert is_probably_binary(Path("/bin/ls").read_bytes())
    assert is_probably_binary(random.Random(19).randbytes(4096))
