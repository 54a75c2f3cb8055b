"""The validator's problems (daweb/validation.py) in the app's language, by their code.

The engine's message is English; the app looks the problem's stable code up here and fills
the translated text with the problem's arguments. A code without a translation yet shows
the engine's English message, so nothing is ever hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from daweb.validation import Problem


def translate(context: str, text: str) -> str:
    """Translate a message outside a QObject (lupdate reads ``translate(context, text)``)."""
    return QCoreApplication.translate(context, text)


#: Code -> the translated text (called at display time: the language may have changed).
#: Placeholders are the problem's argument names.
_TEXTS: dict[str, Callable[[], str]] = {
    "url.empty": lambda: translate("Problem", "Type an address, e.g. https://www.example.es/"),
    "url.space": lambda: translate(
        "Problem", "The address contains a space; write it as %20 or remove it."),
    "url.invalid": lambda: translate(
        "Problem", "This is not a valid address (check the port number)."),
    "url.scheme": lambda: translate("Problem", "The address must start with http:// or https://"),
    "url.no-host": lambda: translate(
        "Problem", "The address has no host name, e.g. https://www.example.es/"),
    "start.repeated": lambda: translate("Problem", "This address is already in the list."),
    "start.output": lambda: translate(
        "Problem", "Output names begin with a letter or a digit, then letters, digits, "
        "'-', '_' or '.', without slashes."),
    "start.none": lambda: translate("Problem", "Add a start address and tick it."),
    "file.missing": lambda: translate("Problem", "No such project file."),
    "cancelled.empty": lambda: translate(
        "Problem", "Type part of an address, e.g. deportes, or re: and a regular expression."),
    "cancelled.regex": lambda: translate(
        "Problem", "Not a valid regular expression after 're:': {error}"),
    "segments.order": lambda: translate(
        "Problem", "The minimum length cannot be greater than the maximum length."),
    "title.empty": lambda: translate("Problem", "Give the project a title first."),
    "lists.missing": lambda: translate(
        "Problem", "The analysis list is empty: define it or choose \"No list\"."),
    "collocations.keywords": lambda: translate(
        "Problem", "Collocations of the keyword list need the analysis list in \"Only words in the "
        "list\" mode."),
    "list.entry": lambda: translate("Problem", "This entry cannot be used ({reason}): {entry}"),
    "list.encoding": lambda: translate(
        "Problem", "The file is not UTF-8 text (it may be Latin-1 or Windows-1252). Save "
        "it as UTF-8 in your editor and load it again."),
    "list.unreadable": lambda: translate("Problem", "Cannot read the file: {reason}"),
}


def problem_text(problem: Problem) -> str:
    """The problem's text in the app's language (the English message when untranslated)."""
    text = _TEXTS.get(problem.code)
    return text().format(**dict(problem.args)) if text else problem.message


def located_text(problem: Problem) -> str:
    """``FILE:LINE: key = value: text`` (the text in the app's language), for a problem of
    a file: the form the command line prints, so the two can be compared."""
    shown = f"{problem.shown}: " if problem.shown else ""
    return f"{problem.file}:{problem.line}: {shown}{problem_text(problem)}"
