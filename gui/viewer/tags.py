"""The tags a run stores (triage of unrecognized words, a word's kind of characters, incident
outcomes and causes), named for the user in the viewer's language.

The results file keeps the analyzer's English tags (``likely typo: cámara``, ``not_obtained``),
which scripts and exports rely on; only what the viewer shows is translated.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: Translation context of the tag names.
CONTEXT = "Tags"

#: Stored tag -> its name (a source text, translated in CONTEXT when shown).
NAMES = {
    # analyzers/neologisms.py: triage of unrecognized words
    "proper-noun candidate": QT_TRANSLATE_NOOP("Tags", "proper-noun candidate"),
    "acronym": QT_TRANSLATE_NOOP("Tags", "acronym"),
    "contains digits": QT_TRANSLATE_NOOP("Tags", "contains digits"),
    "likely typo": QT_TRANSLATE_NOOP("Tags", "likely typo"),
    "likely foreign": QT_TRANSLATE_NOOP("Tags", "likely foreign"),
    "guessed lemma": QT_TRANSLATE_NOOP("Tags", "guessed lemma"),
    "plain candidate": QT_TRANSLATE_NOOP("Tags", "plain candidate"),
    # analyzers/document.py: the kind of a word's characters
    "alpha": QT_TRANSLATE_NOOP("Tags", "letters"),
    "alnum": QT_TRANSLATE_NOOP("Tags", "letters and digits"),
    "other": QT_TRANSLATE_NOOP("Tags", "other characters"),
    # analyzers/document.py: the non-words (never neologism candidates)
    "url": QT_TRANSLATE_NOOP("Tags", "web address"),
    "email": QT_TRANSLATE_NOOP("Tags", "e-mail address"),
    "path": QT_TRANSLATE_NOOP("Tags", "file path"),
    "option": QT_TRANSLATE_NOOP("Tags", "command-line option"),
    "identifier": QT_TRANSLATE_NOOP("Tags", "code identifier"),
    "keys": QT_TRANSLATE_NOOP("Tags", "key or key chord"),
    "hashtag": QT_TRANSLATE_NOOP("Tags", "hashtag"),
    "mention": QT_TRANSLATE_NOOP("Tags", "mention"),
    "number": QT_TRANSLATE_NOOP("Tags", "number"),
    "date": QT_TRANSLATE_NOOP("Tags", "date"),
    # daweb/events.py: Outcome
    "obtained": QT_TRANSLATE_NOOP("Tags", "obtained"),
    "not_obtained": QT_TRANSLATE_NOOP("Tags", "not obtained"),
    "not_attempted": QT_TRANSLATE_NOOP("Tags", "not attempted"),
    "unchanged": QT_TRANSLATE_NOOP("Tags", "unchanged"),
    # daweb/events.py: Cause
    "ok": QT_TRANSLATE_NOOP("Tags", "ok"),
    "http_status": QT_TRANSLATE_NOOP("Tags", "HTTP status"),
    "server_not_found": QT_TRANSLATE_NOOP("Tags", "server not found"),
    "timeout": QT_TRANSLATE_NOOP("Tags", "timeout"),
    "connection_refused": QT_TRANSLATE_NOOP("Tags", "connection refused"),
    "connection_reset": QT_TRANSLATE_NOOP("Tags", "connection reset"),
    "tls_error": QT_TRANSLATE_NOOP("Tags", "TLS error"),
    "redirect_loop": QT_TRANSLATE_NOOP("Tags", "redirect loop"),
    "too_many_redirects": QT_TRANSLATE_NOOP("Tags", "too many redirects"),
    "too_large": QT_TRANSLATE_NOOP("Tags", "too large"),
    "unsupported_content_type": QT_TRANSLATE_NOOP("Tags", "unsupported content type"),
    "robots_txt": QT_TRANSLATE_NOOP("Tags", "forbidden by robots.txt"),
    "excluded": QT_TRANSLATE_NOOP("Tags", "cancelled address"),
    "bad_url": QT_TRANSLATE_NOOP("Tags", "bad address"),
    "unsupported_scheme": QT_TRANSLATE_NOOP("Tags", "unsupported scheme"),
    "private_address": QT_TRANSLATE_NOOP("Tags", "private address"),
    "limit": QT_TRANSLATE_NOOP("Tags", "limit reached"),
    "crawl_trap": QT_TRANSLATE_NOOP("Tags", "crawler trap"),
    "protocol_error": QT_TRANSLATE_NOOP("Tags", "protocol error"),
    "duplicate": QT_TRANSLATE_NOOP("Tags", "duplicate"),
    "analysis_error": QT_TRANSLATE_NOOP("Tags", "analysis error"),
    "not_modified": QT_TRANSLATE_NOOP("Tags", "not modified"),
    "feed_error": QT_TRANSLATE_NOOP("Tags", "feed error"),
}


def tag_name(value: str) -> str:
    """The user's name of a stored tag; ``likely typo: cámara`` keeps its suggestion, and an
    unknown tag (a newer analyzer's) is shown as stored."""
    tag, colon, rest = value.partition(":")
    if tag not in NAMES:
        return value
    return QCoreApplication.translate(CONTEXT, NAMES[tag]) + colon + rest


#: Universal Dependencies part-of-speech tags -> their names (source texts, CONTEXT).
CATEGORY_NAMES = {
    "ADJ": QT_TRANSLATE_NOOP("Tags", "adjective"),
    "ADP": QT_TRANSLATE_NOOP("Tags", "adposition (preposition)"),
    "ADV": QT_TRANSLATE_NOOP("Tags", "adverb"),
    "AUX": QT_TRANSLATE_NOOP("Tags", "auxiliary verb"),
    "CCONJ": QT_TRANSLATE_NOOP("Tags", "coordinating conjunction"),
    "DET": QT_TRANSLATE_NOOP("Tags", "determiner"),
    "INTJ": QT_TRANSLATE_NOOP("Tags", "interjection"),
    "NOUN": QT_TRANSLATE_NOOP("Tags", "noun"),
    "NUM": QT_TRANSLATE_NOOP("Tags", "numeral"),
    "PART": QT_TRANSLATE_NOOP("Tags", "particle"),
    "PRON": QT_TRANSLATE_NOOP("Tags", "pronoun"),
    "PROPN": QT_TRANSLATE_NOOP("Tags", "proper noun"),
    "PUNCT": QT_TRANSLATE_NOOP("Tags", "punctuation"),
    "SCONJ": QT_TRANSLATE_NOOP("Tags", "subordinating conjunction"),
    "SYM": QT_TRANSLATE_NOOP("Tags", "symbol"),
    "VERB": QT_TRANSLATE_NOOP("Tags", "verb"),
    "X": QT_TRANSLATE_NOOP("Tags", "other"),
}


def choice_name(value: str) -> str:
    """How a value is offered in a table's choice list: a category with its code and name
    (``ADP — preposición``: tables show the codes), a tag by its name, anything else as is."""
    if value in CATEGORY_NAMES:
        return f"{value} — {QCoreApplication.translate(CONTEXT, CATEGORY_NAMES[value])}"
    return tag_name(value)
