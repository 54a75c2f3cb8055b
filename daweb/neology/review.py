"""Reviewing candidates once: pending, accepted as a neologism of some type, or rejected.

A decision is stored per form in the neology database (``decisions``), so it holds for the
form in every run, past and future, and survives re-runs, re-analyses and rebuilds. Each
review call is one *batch* in ``review_log`` (the states before and after each form), so a
bulk decision is undone in one step (:func:`undo`). Rejecting a form as a *known word* also
writes it into a lexicon — the project's, or the user's for words true everywhere — so that
the next runs recognize it (:mod:`daweb.neology.lexicon`); undoing it takes the line out.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from daweb.errors import BadInput
from daweb.neology import ACCEPTED, PENDING, REASONS, REJECTED, TYPES
from daweb.neology.database import NeologyError, connect, database_path
from daweb.neology.lexicon import (
    add_entry,
    entry_line,
    project_lexicon,
    remove_entry,
    user_lexicon_path,
)
from daweb.project import Project

KNOWN_WORD = "known-word"
#: Category written for a known word when the reviewer gives none (UD: "other").
DEFAULT_POS = "X"


#: The Universal Dependencies categories a lexicon line may carry.
UPOS = ("ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON",
        "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X")


class ReviewError(BadInput, NeologyError):
    """A review that cannot be applied as asked (no such candidate, a bad category)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One review decision. ``lexicon`` is the lexicon line a known word added and the file
    it went to (``"PATH\\tLINE"``), "" otherwise."""

    status: str = PENDING
    type: str = ""
    reason: str = ""
    note: str = ""
    lexicon: str = ""


def accept(type_: str = "other", note: str = "") -> Decision:
    """An *accepted* decision; raises ValueError naming the allowed types."""
    type_ = normalized(type_)
    if type_ not in TYPES:
        raise ValueError(f"unknown neologism type {type_!r}; use one of: {', '.join(TYPES)}")
    return Decision(ACCEPTED, type=type_, note=note)


def reject(reason: str, note: str = "") -> Decision:
    """A *rejected* decision; raises ValueError naming the allowed reasons."""
    reason = normalized(reason)
    if reason not in REASONS:
        raise ValueError(f"unknown reason {reason!r}; use one of: {', '.join(REASONS)}")
    return Decision(REJECTED, reason=reason, note=note)


def normalized(name: str) -> str:
    """A type or reason as stored: lower case, words joined by hyphens (``known word`` →
    ``known-word``)."""
    return "-".join(name.lower().replace("_", " ").replace("-", " ").split())


def decision_of(db: sqlite3.Connection, form: str) -> Decision:
    """The decision on ``form`` (pending when there is none)."""
    row = db.execute("SELECT status, type, reason, note, lexicon FROM decisions WHERE form = ?",
                     (form,)).fetchone()
    return Decision(*(value or "" for value in row)) if row else Decision()


def review(db: sqlite3.Connection, forms: Sequence[str], decision: Decision,
           project: Project, *, lemma: str = "", pos: str = DEFAULT_POS,
           everywhere: bool = False) -> int:
    """Apply one decision to ``forms`` as one batch; returns the batch number.

    Forms are matched as the database stores them (lower case). A form that is no candidate
    raises :class:`NeologyError` naming it, before anything is written. A *known word* goes
    into the project's lexicon (``everywhere``: the user's) with ``lemma`` (default: the form
    itself) and category ``pos``.
    """
    wanted = list(dict.fromkeys(form.strip().lower() for form in forms if form.strip()))
    if not wanted:
        raise ReviewError("no form given: name the candidates to review")
    pos = category(pos)
    known = {row[0] for row in db.execute(
        f"SELECT form FROM candidates WHERE form IN ({', '.join('?' * len(wanted))})", wanted)}
    missing = [form for form in wanted if form not in known]
    if missing:
        raise ReviewError(f"not a candidate of this project: {', '.join(missing)} "
                           "(list them with: daweb neology PROJECT.toml)")
    batch = (db.execute("SELECT COALESCE(MAX(batch), 0) FROM review_log").fetchone()[0]) + 1
    target = None
    if decision.reason == KNOWN_WORD:
        target = user_lexicon_path(project.analysis.language) if everywhere \
            else project_lexicon(project)
    now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    for form in wanted:
        before = decision_of(db, form)
        _undo_lexicon(before)  # a known word decided again leaves its former lexicon line
        after = decision
        if target is not None:
            line = entry_line(form, lemma.strip() or form, pos)
            add_entry(target, line)
            after = Decision(**{**asdict(decision), "lexicon": f"{target}\t{line}"})
        _store(db, form, after, now)
        db.execute("INSERT INTO review_log (batch, at, form, before, after) VALUES (?, ?, ?, ?, ?)",
                   (batch, now, form, json.dumps(asdict(before)), json.dumps(asdict(after))))
    return batch


def category(pos: str) -> str:
    """``pos`` as a lexicon line writes it (upper case; "" is X); raises ReviewError for
    what is no UD category."""
    pos = pos.strip().upper() or DEFAULT_POS
    if pos not in UPOS:
        raise ReviewError(f"{pos!r} is not a UD category; use one of: {', '.join(UPOS)}")
    return pos


def teach(project: Project, form: str, lemma: str = "", pos: str = DEFAULT_POS) -> Path:
    """Put ``form`` into the project's lexicon from anywhere (the viewer's word detail): a
    candidate of the project's neology database is rejected as a known word (a decision,
    undoable like any); another form only gets its lexicon line. Returns the lexicon."""
    form, pos = form.strip().lower(), category(pos)
    path = database_path(project.runs_path(), project.title)
    if path.is_file():
        with connect(path) as db:
            if db.execute("SELECT 1 FROM candidates WHERE form = ?", (form,)).fetchone():
                review(db, [form], reject(KNOWN_WORD), project, lemma=lemma, pos=pos)
                return project_lexicon(project)
    target = project_lexicon(project)
    add_entry(target, entry_line(form, lemma.strip() or form, pos))
    return target


def undo(db: sqlite3.Connection) -> list[str]:
    """Undo the latest batch not yet undone: each form gets its decision back (and a known
    word leaves the lexicon it was added to). Returns the forms, [] when nothing is left."""
    row = db.execute("SELECT MAX(batch) FROM review_log WHERE undone = 0").fetchone()
    if row[0] is None:
        return []
    entries = db.execute("SELECT id, form, before, after FROM review_log WHERE batch = ? "
                         "ORDER BY id DESC", (row[0],)).fetchall()
    now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    for entry in entries:
        before = Decision(**json.loads(entry["before"]))
        _undo_lexicon(Decision(**json.loads(entry["after"])))
        if before.lexicon:
            path, line = before.lexicon.split("\t", 1)
            add_entry(Path(path), line)
        _store(db, entry["form"], before, now)
    db.execute("UPDATE review_log SET undone = 1 WHERE batch = ?", (row[0],))
    return [entry["form"] for entry in reversed(entries)]


def _undo_lexicon(decision: Decision) -> None:
    """Take a known word's line out of the lexicon it was added to."""
    if decision.lexicon:
        path, line = decision.lexicon.split("\t", 1)
        remove_entry(Path(path), line)


def _store(db: sqlite3.Connection, form: str, decision: Decision, now: str) -> None:
    """Write (or, for pending, remove) the decision on ``form``."""
    if decision.status == PENDING:
        db.execute("DELETE FROM decisions WHERE form = ?", (form,))
        return
    db.execute("INSERT OR REPLACE INTO decisions VALUES (?, ?, ?, ?, ?, ?, ?)",
               (form, decision.status, decision.type, decision.reason, decision.note,
                decision.lexicon, now))


def suggested(tags: dict[str, str]) -> Decision:
    """The decision a candidate's triage tag suggests (analyzers/neologisms.py), pending
    when it suggests none: a likely typo, a proper noun, a foreign word."""
    triage = str(tags.get("triage") or "")
    for prefix, reason in (("likely typo", "typo"), ("proper-noun", "proper-noun"),
                           ("acronym", "proper-noun"), ("likely foreign", "foreign")):
        if triage.startswith(prefix):
            return Decision(REJECTED, reason=reason)
    return Decision()
