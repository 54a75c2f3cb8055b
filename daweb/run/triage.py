"""The unrecognized forms of a run triaged at its end (docs/neologisms.md).

Kept as it was in ``daweb/run.py``: the triage itself belongs to
:mod:`analyzers.neologisms`; the run only calls it.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analyzers.document import Occurrence
from analyzers.morphology import MorphCache
from analyzers.neologisms import CODE_KINDS, code_parts, formation_readings, triage_run
from daweb.store.connection import open_readonly


@dataclass(frozen=True, slots=True)
class Triage:
    """What the end of a run gives its unrecognized forms: a triage tag each, and the
    word-formation reading the tags imply (analyzers/formation.py)."""

    tags: dict[str, str]
    formations: dict[str, str]

    @classmethod
    def of(cls, tags: dict[str, str], cache: MorphCache) -> Triage:
        """The triage of ``tags``: the formations are read at once, while the writer is still
        busy in its thread (the final refresh, or a cluster's merge; the run's thread would
        wait for it)."""
        return cls(tags, formation_readings(tags, cache))


def triage_unrecognized(db_path: Path, cache: MorphCache, per_form: int = 50) -> dict[str, str]:
    """Triage tags for every unrecognized form of a run, from ≤ ``per_form`` occurrences each.

    Occurrences are streamed from the results file, so memory grows with the number of
    distinct forms, not with the corpus.
    """
    code = code_of([db_path])
    db = open_readonly(db_path)
    try:
        # One scan in id order, the first per_form kept here: a window function partitioned
        # by key sorted the whole table (no key index before close), twice as slow.
        rows = db.execute("select key, form, kind, sentence_start, left_context, "
                          "right_context from unrecognized order by id")
        return triage_occurrences(rows, cache, per_form, code)
    finally:
        db.close()


def triage_occurrences(rows: Iterable[Sequence[Any]], cache: MorphCache, per_form: int = 50,
                       code: Collection[str] = frozenset()) -> dict[str, str]:
    """Triage tags from occurrence rows ``(key, form, kind, sentence_start, left_context,
    right_context, …)`` in the run's order, the first ``per_form`` of each form (see
    :func:`triage_unrecognized`); the contexts tell English passages, ``code`` the parts of
    the run's identifiers, options and paths (docs/neologisms.md)."""
    by_form: dict[str, list[Occurrence]] = {}
    for key, form, kind, sentence_start, left, right, *_ in rows:
        seen = by_form.get(key)
        if seen is None:
            seen = by_form[key] = []
        if len(seen) < per_form:
            seen.append(Occurrence(form, key, kind, 0, left or "", right or "",
                                   bool(sentence_start)))
    return triage_run(by_form, cache, code)


def code_of(paths: Iterable[Path]) -> frozenset[str]:
    """The :func:`~analyzers.neologisms.code_parts` of the forms first written as
    identifiers, options and paths (``first_kinds``) in ``paths`` (a run's results file, or
    its partition files)."""
    query = ("select w.form from first_kinds f join words w on w.code = f.word "
             f"where f.kind in ({','.join('?' * len(CODE_KINDS))})")
    forms: list[str] = []
    for path in paths:
        db = open_readonly(path)
        try:
            forms.extend(form for (form,) in db.execute(query, sorted(CODE_KINDS)))
        finally:
            db.close()
    return code_parts(forms)
