"""Turning response bytes into text without mangling Spanish (á, ñ, ¿, smart quotes).

Order of evidence: byte-order mark, the HTTP ``Content-Type`` charset, a ``<meta>`` charset
in the first 4 KB, strict UTF-8, and finally Windows-1252. Statistical detectors are not
used: charset-normalizer, for example, reads Latin-1 Spanish as cp1250 (ñ -> ń), and for
Western text "valid UTF-8, else Windows-1252" is right far more often. Decoding never raises.
"""

from __future__ import annotations

import codecs
import re

__all__ = ["HTML_TYPES", "decode_body", "declared_charset", "is_probably_binary"]

_FALLBACK = "cp1252"
_PRESCAN_BYTES = 4096
_BINARY_SAMPLE = 2048

# Browsers (WHATWG Encoding Standard) read these labels as a superset encoding.
_SUPERSETS = {
    "ascii": "cp1252",
    "latin_1": "cp1252",
    "iso8859-1": "cp1252",
    "iso8859-9": "cp1254",
    "iso8859-11": "cp874",
    "tis-620": "cp874",
    "gb2312": "gb18030",
    "gbk": "gb18030",
}
# Python codecs that are not a character encoding of a web page (or are unsafe, like
# UTF-7, which browsers refuse because it smuggles markup past filters).
_REFUSED = frozenset(
    {"utf-7", "idna", "punycode", "unicode-escape", "raw-unicode-escape", "undefined",
     "mbcs", "oem", "palmos"}
)
# Single-byte Western declarations that are often left over on pages now written in UTF-8.
_WESTERN = frozenset({"cp1252", "iso8859-15"})
_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig", "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16", "utf-16le"),
    (codecs.BOM_UTF16_BE, "utf-16", "utf-16be"),
)
_HEADER_CHARSET = re.compile(r"""charset\s*=\s*["']?\s*([^"';,\s]+)""", re.IGNORECASE)
_META_CHARSET = re.compile(
    rb"""<meta[^>]*?charset\s*=\s*["']?\s*([a-zA-Z0-9_:.()+-]+)""", re.IGNORECASE
)
_XML_ENCODING = re.compile(
    rb"""^\s*<\?xml[^>]*?encoding\s*=\s*["']([a-zA-Z0-9_.:+-]+)""", re.IGNORECASE
)
# A well-formed multi-byte UTF-8 sequence (non-ASCII lead byte plus continuation bytes).
_UTF8_MULTIBYTE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}"
)
_ASCII = bytes(range(128))
_TEXT_CONTROLS = frozenset(b"\t\n\r\f\x1b")
# Bytes no text encoding of a web page produces (Windows-1252 leaves 81 8D 8F 90 9D unset).
_CONTROLS = bytes(b for b in range(1, 0x20) if b not in _TEXT_CONTROLS)
_NOT_TEXT = _CONTROLS + b"\x7f\x81\x8d\x8f\x90\x9d"
_MAGIC = (b"%PDF-", b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"PK\x03\x04", b"\x1f\x8b",
          b"\xfd7zXZ", b"7z\xbc\xaf", b"Rar!", b"OggS", b"ID3", b"\x00\x00\x01\x00",
          b"wOFF", b"wOF2", b"RIFF", b"\x7fELF", b"\xca\xfe\xba\xbe",
          b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe", b"BZh", b"\x28\xb5\x2f\xfd",
          b"SQLite format 3\x00")

#: Media types read as HTML pages (the retrievers keep them; a WARC record of another type
#: is not a page).
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})


def decode_body(body: bytes, content_type: str | None) -> tuple[str, str]:
    """Decode an HTML body; return ``(text, charset)`` with a WHATWG-style charset name.

    Declared ISO-8859-1/ASCII decode as Windows-1252, as browsers do. Two deliberate
    corrections, because otherwise the word lists would fill with "Ã±" or "�" instead
    of "ñ": a page declared Windows-1252/ISO-8859-1/-15 whose bytes are valid UTF-8 is
    decoded as UTF-8 (a template kept an old declaration), and a page declared UTF-8 (or
    undeclared) that is not valid UTF-8 is decoded as UTF-8 with replacements only when
    most of its non-ASCII bytes form UTF-8 sequences, else as Windows-1252.
    """
    body = bytes(body)
    for bom, codec, label in _BOMS:
        # The BOM wins over any declaration, as in browsers: it cannot appear by accident.
        if body.startswith(bom):
            return body.decode(codec, "replace"), label
    declared = _codec_from_header(content_type) or _codec_from_prescan(body)
    if declared is None or declared == "utf-8" or (declared in _WESTERN and not body.isascii()):
        try:
            return body.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            pass
        if declared in (None, "utf-8"):
            if _mostly_utf8(body):  # e.g. a body cut at the size limit mid-character
                return body.decode("utf-8", "replace"), "utf-8"
            declared = _FALLBACK
    return body.decode(declared, "replace"), _label(declared)


def _mostly_utf8(body: bytes) -> bool:
    """Whether most non-ASCII bytes form valid UTF-8 sequences.

    Latin-1 Spanish can contain a valid sequence by accident ("«ADIÓS»" has Ó» = D3 BB),
    and UTF-8 text can contain a stray byte, so one piece of evidence is not enough.
    """
    high = len(body.translate(None, _ASCII))
    in_sequences = sum(len(m.group()) for m in _UTF8_MULTIBYTE.finditer(body))
    return in_sequences > high - in_sequences


def declared_charset(body: bytes, content_type: str | None) -> str | None:
    """The codec declared by the header or the page itself (None when undeclared/unknown)."""
    return _codec_from_header(content_type) or _codec_from_prescan(bytes(body))


def _codec_from_header(content_type: str | None) -> str | None:
    """The codec named by ``charset=`` in a Content-Type header, if Python knows it."""
    if not content_type:
        return None
    found = _HEADER_CHARSET.search(content_type)
    return _known_codec(found.group(1)) if found else None


def _codec_from_prescan(body: bytes) -> str | None:
    """The codec named by a ``<meta>`` tag or XML declaration in the first 4 KB."""
    head = body[:_PRESCAN_BYTES]
    for pattern in (_META_CHARSET, _XML_ENCODING):
        found = pattern.search(head)
        if found:
            codec = _known_codec(found.group(1).decode("ascii", "replace"))
            if codec is not None:
                # A meta tag readable as ASCII cannot be UTF-16 (WHATWG: read as UTF-8).
                return "utf-8" if codec.startswith("utf-16") else codec
    return None


def _known_codec(label: str) -> str | None:
    """Python's canonical codec name for ``label``, browser supersets applied."""
    try:
        info = codecs.lookup(label.strip().strip("\"'").lower())
    except (LookupError, ValueError):
        return None
    name = info.name
    # Non-text codecs (base64, zlib, rot13...) are registered too; never use them.
    if name in _REFUSED or not getattr(info, "_is_text_encoding", True):
        return None
    return _SUPERSETS.get(name, name)


def _label(codec: str) -> str:
    """A WHATWG-style name for a Python codec name (cp1252 -> windows-1252)."""
    if codec.startswith("cp125"):
        return "windows-" + codec[2:]
    if codec.startswith("iso8859-"):
        return "iso-8859-" + codec[len("iso8859-") :]
    if codec == "cp874":
        return "windows-874"
    return codec


def is_probably_binary(body: bytes) -> bool:
    """Whether ``body`` looks like binary data (an image, PDF, archive, program) and not
    text; the one rule for crawled pages and local files alike.

    Judged on the first 2 KB: a known file signature is binary, and so is a sample more
    than a third NUL bytes (no page encoding we read gives that); otherwise NUL bytes are
    ignored, so a few of them in a page do not make it binary. Text that decodes as UTF-8
    (or UTF-16 with a byte-order mark) is binary only when more than 10 % of it is other
    control characters; anything else (Windows-1252 and the like) when more than 5 % of it
    is bytes no text encoding of a page uses (controls, DEL, the five holes of
    Windows-1252), which random bytes and executables pass and Spanish text never does.
    """
    sample = bytes(body[:_BINARY_SAMPLE])
    if not sample:
        return False
    if sample.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return False
    if sample.startswith(_MAGIC) or sample.count(0) * 3 > len(sample):
        return True
    if _is_utf8_prefix(sample, cut=len(body) > _BINARY_SAMPLE):
        controls = len(sample) - len(sample.translate(None, _CONTROLS))  # counted in C
        return controls > len(sample) * 0.10
    odd = len(sample) - len(sample.translate(None, _NOT_TEXT))
    return odd > len(sample) * 0.05


def _is_utf8_prefix(sample: bytes, *, cut: bool) -> bool:
    """Whether ``sample`` is valid UTF-8, allowing a character cut at its end when the
    sample was cut from a longer body."""
    try:
        sample.decode("utf-8")
    except UnicodeDecodeError as exc:
        return cut and exc.reason == "unexpected end of data"
    return True
