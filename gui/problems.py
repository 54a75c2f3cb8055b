"""The validator's problems (daweb/validation.py) in the app's language, by their code.

The engine's message is English; the app looks the problem's stable code up here and fills
the translated text with the problem's arguments (``{name}`` placeholders). A code without
a translation yet shows the engine's English message, so nothing is ever hidden. Details
that come from other parts of the engine (a TOML parser's reason, a site rule's problem)
stay as the engine wrote them, inside the translated sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from daweb.validation import Problem


def translate(context: str, text: str) -> str:
    """Translate a message outside a QObject (lupdate reads ``translate(context, text)``)."""
    return QCoreApplication.translate(context, text)


def _key_text(problem: Problem) -> str:
    """An unknown key, with the hint the engine found."""
    if problem.arg("suggestion"):
        return translate("Problem", "Unknown key; did you mean \"{suggestion}\"?")
    if problem.arg("table"):
        return translate("Problem", "Unknown key here; it belongs in the [{table}] table.")
    return translate("Problem", "Unknown key; the keys allowed here: {allowed}.")


def _number_text(problem: Problem) -> str:
    """A number out of its range, or not a number (``above``: the low end is excluded)."""
    if problem.arg("above"):
        return translate("Problem", "Must be a number more than {low} and at most {high}.")
    return translate("Problem", "Must be a number from {low} to {high}.")


#: Code -> the translated text for that problem (chosen at display time: the language may
#: have changed since the problem was made).
_TEXTS: dict[str, Callable[[Problem], str]] = {
    "toml.syntax": lambda p: translate("Problem", "The file is not valid TOML: {detail}"),
    "file.missing": lambda p: translate("Problem", "No such project file."),
    "file.encoding": lambda p: translate(
        "Problem", "The file is not UTF-8 text. Save it as UTF-8 in your editor."),
    "file.unreadable": lambda p: translate("Problem", "Cannot read the file: {reason}"),
    "schema.invalid": lambda p: translate(
        "Problem", "Must be a whole number from 0 to {high}."),
    "schema.newer": lambda p: translate(
        "Problem", "This file was written by a newer DAWeb (this version reads schema 0 to "
        "{high}): upgrade DAWeb."),
    "key.unknown": _key_text,
    "table.type": lambda p: translate(
        "Problem", "Must be a table: write [{table}] on a line of its own."),
    "integer.type": lambda p: translate(
        "Problem", "Must be a whole number from {low} to {high}."),
    "integer.range": lambda p: translate("Problem", "Must be from {low} to {high}."),
    "integer.too-large": lambda p: translate("Problem", "Too large: at most {high}."),
    "number.type": _number_text,
    "number.range": _number_text,
    "boolean.type": lambda p: translate("Problem", "Must be true or false."),
    "text.type": lambda p: translate("Problem", "Must be a text in quotes."),
    "text.choice": lambda p: translate("Problem", "Must be one of {choices}."),
    "list.type": lambda p: translate(
        "Problem", "Must be a list of texts, e.g. [\"deportes\"]."),
    "list.entry-type": lambda p: translate("Problem", "Every entry must be a text in quotes."),
    "title.missing": lambda p: translate(
        "Problem", "The title is missing: add a line such as title = \"My project\"."),
    "title.empty": lambda p: translate("Problem", "Give the project a title first."),
    "runs-dir.invalid": lambda p: translate(
        "Problem", "Must be a folder path in quotes, e.g. \"runs\"."),
    "start.type": lambda p: translate(
        "Problem", "Write each start address as a [[start]] table with url = \"https://…\"."),
    "url.empty": lambda p: translate("Problem", "Type an address, e.g. https://www.example.es/"),
    "url.space": lambda p: translate(
        "Problem", "The address contains a space; write it as %20 or remove it."),
    "url.invalid": lambda p: translate(
        "Problem", "This is not a valid address (check the port number)."),
    "url.scheme": lambda p: translate(
        "Problem", "The address must start with http:// or https://"),
    "url.no-host": lambda p: translate(
        "Problem", "The address has no host name, e.g. https://www.example.es/"),
    "start.repeated": lambda p: translate("Problem", "This address is already in the list."),
    "start.output": lambda p: translate(
        "Problem", "Output names begin with a letter or a digit, then letters, digits, "
        "'-', '_' or '.', without slashes."),
    "start.none": lambda p: translate("Problem", "Add a start address and tick it."),
    "cancelled.empty": lambda p: translate(
        "Problem", "Type part of an address, e.g. deportes, or re: and a regular expression."),
    "cancelled.regex": lambda p: translate(
        "Problem", "Not a valid regular expression after 're:': {error}"),
    "duration.invalid": lambda p: translate(
        "Problem", "Must be seconds (0 = unlimited) or a text like \"2h\", \"1h30m\", \"90s\"."),
    "user-agent.lines": lambda p: translate("Problem", "Must be a single line."),
    "extraction.missing": lambda p: translate(
        "Problem", "This extraction needs a package that is not installed: {detail}"),
    "lexicon.invalid": lambda p: translate(
        "Problem", "The project's lexicon has a line that cannot be read: {detail}"),
    "lexicon.no-folder": lambda p: translate(
        "Problem", "No such folder: {folder} (paths are relative to the project file)."),
    "lists.missing": lambda p: translate(
        "Problem", "The analysis list is empty: define it or choose \"No list\"."),
    "lists.suffix": lambda p: translate(
        "Problem", "A word list is a {suffixes} file (UTF-8 text, one entry a line); {name} "
        "is not read."),
    "lists.no-file": lambda p: translate(
        "Problem", "No such file: {file} (paths are relative to the project file)."),
    "list.entry": lambda p: translate("Problem", "This entry cannot be used ({reason}): {entry}"),
    "list.encoding": lambda p: translate(
        "Problem", "The file is not UTF-8 text (it may be Latin-1 or Windows-1252). Save "
        "it as UTF-8 in your editor and load it again."),
    "list.unreadable": lambda p: translate("Problem", "Cannot read the file: {reason}"),
    "segments.order": lambda p: translate(
        "Problem", "The minimum length cannot be greater than the maximum length."),
    "collocations.keywords": lambda p: translate(
        "Problem", "Collocations of the keyword list need the analysis list in \"Only words "
        "in the list\" mode."),
    "filter.criterion": lambda p: translate(
        "Problem", "Not a valid condition (character {position}): {reason}"),
    "rules.type": lambda p: translate(
        "Problem", "Must be a list of rule tables, each with a tag and a section, e.g. "
        "tag = \"texto\", section = \"CUERPO\"."),
    "rules.translate": lambda p: translate("Problem", "Translate rule {number}: {detail}"),
    "rules.append": lambda p: translate("Problem", "Append rule: {detail}"),
    "rules.ignore": lambda p: translate(
        "Problem", "Must be a tag name such as \"p\" or \"br\"."),
    "sites.type": lambda p: translate(
        "Problem", "Write each site as a [[sites]] table with a name and [[sites.index]] "
        "tables."),
    "sites.name": lambda p: translate(
        "Problem", "Site {number} needs name = \"…\" (it names its output file)."),
    "sites.repeated": lambda p: translate(
        "Problem", "Site {number} repeats the name of site {first}."),
    "sites.index": lambda p: translate(
        "Problem", "Site {number} needs at least one [[sites.index]] table with url = \"…\" "
        "and links."),
    "sites.index-type": lambda p: translate(
        "Problem", "An index page is a table with url and links."),
    "sites.index-url": lambda p: translate("Problem", "Index page: {detail}"),
    "sites.index-repeated": lambda p: translate(
        "Problem", "Repeats an index page of site {first}."),
    "sites.links": lambda p: translate(
        "Problem", "An index page needs at least one [[sites.index.links]] table with "
        "pattern = \"…\"."),
    "sites.link-type": lambda p: translate(
        "Problem", "A link pattern is a table with pattern = …"),
    "sites.pattern": lambda p: translate("Problem", "Link pattern: {detail}"),
    "sites.no-translate": lambda p: translate(
        "Problem", "Site {site}, link pattern {pattern}: no translate rule applies, so its "
        "documents would have no text."),
    "normalize.section": lambda p: translate(
        "Problem", "No rule produces this section; the sections are: {sections}."),
}


def problem_text(problem: Problem) -> str:
    """The problem's text in the app's language (the English message when untranslated)."""
    text = _TEXTS.get(problem.code)
    return text(problem).format(**dict(problem.args)) if text else problem.message


def shown_text(problem: Problem) -> str:
    """``key = value: text`` (the text in the app's language), or the text alone when the
    problem shows no value."""
    shown = f"{problem.shown}: " if problem.shown else ""
    return shown + problem_text(problem)


def located_text(problem: Problem) -> str:
    """``FILE:LINE: key = value: text`` (the text in the app's language), for a problem of
    a file: the form the command line prints, so the two can be compared."""
    return f"{problem.file}:{problem.line}: {shown_text(problem)}"
