"""Prepared analyses: the recognizer's answer for every form its lists hold, computed once
and looked up during runs (issue 21, docs/benchmarks.md).

A run asks the recognizer about every form the run's lemma cache has not seen: ~20,000
forms for the 320 pages of the benchmark corpus, half of them listed forms, each one the
suffix rules, the enclitic splits and Apertium's process answer in ~30-40 µs. Those
answers depend on the form and the recognizer's sources alone, so ``daweb prepare`` (run
by ``.ci/setup.sh``) computes them once for the ~820,000 forms the merged dictionaries and
DAWeb's own lexicons (closed classes, user additions) list, into one SQLite file of the
derived-tables dir; a run looks a page's new forms up there first (one query, ~4 µs a
form) and analyzes the others (unrecognized forms, verbs with clitics, coinages) as before.

The file's name carries a key of everything the answers depend on (:func:`table_key`):
the recognizer's code, its lexicon files, the dictionaries' versions, Apertium's analyser
and ``lt-proc``. A recognizer finds no file with its key (a source changed, Apertium was
installed or removed since) and works as it always did; so does one given extra lexicons
(a project's or the user's words, docs/neology.md), whose entries the file knows nothing of.
A missing or damaged file costs time, never analyses.

Schema: :data:`daweb.store.schema.PREPARED_ANALYSES_DDL` — one row per recognized form
(``form``, lower case), ``analyses`` one line per analysis: lemma, category, features and
source separated by tabs, in the recognizer's order. A form the recognizer leaves
unrecognized is not stored (its guesses are asked live, for the triage).
"""

from __future__ import annotations

import hashlib
import logging
import shutil
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, filterfalse
from pathlib import Path
from typing import TYPE_CHECKING

from daweb.errors import BadInput
from daweb.store.atomic import atomic_path
from daweb.store.connection import open_readonly
from daweb.store.schema import PREPARED_ANALYSES_DDL

if TYPE_CHECKING:
    from analyzers.morphology import Analysis, LanguageProfile

log = logging.getLogger(__name__)

_HERE = Path(__file__).resolve().parent
#: The code the recognizer's answers come from: a change here makes another key.
RECOGNIZER_CODE = tuple(_HERE / name for name in (
    "morphology.py", "lexicon_sources.py", "formation.py", "lexicon_table.py"))
#: Forms per recognizer batch while preparing (one Apertium round trip each).
BATCH = 1000
#: SQLite's default limit on a statement's parameters is 32,766; a page asks far fewer.
_MAX_QUERY = 30_000
#: Forms a :class:`LookUpsAhead` remembers having asked about, at most (~100 MB of a long
#: run's forms); past it, it forgets them and may ask again: its answers are the file's
#: either way.
ASKED_LIMIT = 1_000_000


class PreparedError(BadInput, ValueError):
    """A prepared-analyses file that cannot be read; the message names the file."""


def table_key(profile: LanguageProfile, lexicons: Sequence[Path], apertium: bool) -> str:
    """The key of the prepared analyses of a recognizer for ``profile`` reading the lexicon
    files ``lexicons`` (closed class, user additions), with Apertium or not: a digest of
    :data:`RECOGNIZER_CODE`, the lexicons' bytes, :data:`~analyzers.morphology.ANALYSES_VERSION`,
    the derived tables' key (the dictionaries' versions) and Apertium's analyser and
    ``lt-proc`` (size and modification time: a package upgrade changes them)."""
    from analyzers.morphology import ANALYSES_VERSION, derived_key

    digest = hashlib.sha256(f"{ANALYSES_VERSION}\0{derived_key(profile)}\0".encode())
    for path in (*RECOGNIZER_CODE, *lexicons):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    if apertium:
        for path in (Path(profile.apertium), Path(shutil.which("lt-proc") or "lt-proc")):
            info = path.stat()
            digest.update(f"{path}\0{info.st_size}\0{info.st_mtime_ns}\0".encode())
    return digest.hexdigest()[:16]


def table_path(directory: Path, profile: LanguageProfile, key: str) -> Path:
    """Where the prepared analyses of ``key`` live in ``directory``."""
    return directory / f"analyses-{profile.code}-{key}.sqlite"


@dataclass(frozen=True, slots=True)
class PreparedAnswers:
    """What a feeder's process looked up ahead in the prepared-analyses file at ``path`` for
    a page (:class:`LookUpsAhead`): the forms it ``asked`` about, and the ``found`` ones'
    ``analyses`` column. The run's :class:`PreparedAnalyses` of the same file takes them
    (:meth:`PreparedAnalyses.offer`) instead of asking the file again."""

    path: str
    asked: frozenset[str]
    found: dict[str, str]


class LookUpsAhead:
    """The look-ups of a page's forms in a prepared-analyses file, made by a feeder's
    process ahead of the analyzer (issue 21): ~0.16 s of the benchmark corpus's analyzer,
    the run's bottleneck, were these queries (18,000 forms). Each form is asked once, on
    the first page that has it, as the analyzer's lemma cache asks it; the pages must be
    given in the analyzer's order. Opened on first use, in the thread that uses it."""

    def __init__(self, path: Path) -> None:
        """Look forms up in the file at ``path``."""
        self.path = path
        self._db: sqlite3.Connection | None = None
        self._asked: set[str] = set()

    def answers(self, forms: Iterable[str]) -> PreparedAnswers | None:
        """The answers for those of ``forms`` (lower case) not asked before; None when the
        file cannot be read (the analyzer asks it then, and names a damaged one)."""
        forms = list(dict.fromkeys(forms))
        new = [form for form in forms if form not in self._asked]
        if len(self._asked) + len(new) > ASKED_LIMIT:
            self._asked.clear()
            new = forms
        try:
            if self._db is None:
                self._db = open_readonly(self.path)
            found = dict(_found(self._db, new))
        except sqlite3.Error:
            return None
        self._asked.update(new)
        return PreparedAnswers(str(self.path), frozenset(new), found)


def _found(db: sqlite3.Connection, forms: Sequence[str]) -> Iterator[tuple[str, str]]:
    """The ``(form, analyses)`` rows of those of ``forms`` the file has."""
    for start in range(0, len(forms), _MAX_QUERY):
        chunk = forms[start:start + _MAX_QUERY]
        yield from db.execute(
            f"SELECT form, analyses FROM morph WHERE form IN ({','.join('?' * len(chunk))})",
            chunk)


class PreparedAnalyses:
    """A prepared-analyses file open for look-ups (read only)."""

    def __init__(self, path: Path) -> None:
        """Open ``path``; raises :class:`PreparedError` naming it when it is no such file."""
        from analyzers.morphology import Analysis

        self.path = path
        self._analysis = Analysis
        self.hits = 0
        self._offered = PreparedAnswers(str(path), frozenset(), {})
        try:
            # one recognizer's thread at a time asks; the flag lets a run's analyzer thread
            # use the recognizer its starting thread loaded
            self._db = open_readonly(path, check_same_thread=False)
            self.forms = self._db.execute("SELECT forms FROM prepared_info").fetchone()[0]
        except sqlite3.Error as exc:
            raise PreparedError(f"{path}: not a file of prepared analyses ({exc}); "
                                f"run `daweb prepare` to write it again") from exc

    def offer(self, answers: PreparedAnswers) -> None:
        """Take the ``answers`` a feeder's process found in this file for the next page
        (answers from another file are left aside): :meth:`get_many` asks the file only
        about the forms they do not cover."""
        if answers.path == str(self.path):
            self._offered = answers

    def get_many(self, forms: Sequence[str]) -> dict[str, tuple[Analysis, ...]]:
        """The prepared analyses of those of ``forms`` (lower case) the file has."""
        make = self._analysis
        offered = self._offered
        rows: list[tuple[str, str]] = []
        if offered.asked:  # what the feeder's process found, then the file for the rest
            rows = [(form, offered.found[form]) for form in forms if form in offered.found]
            forms = list(filterfalse(offered.asked.__contains__, forms))
        found = {form: tuple(make(*line.split("\t")) for line in lines.split("\n"))
                 for form, lines in chain(rows, _found(self._db, forms) if forms else ())}
        self.hits += len(found)
        return found

    def close(self) -> None:
        """Close the file."""
        self._db.close()


def open_prepared(path: Path) -> PreparedAnalyses | None:
    """The prepared analyses at ``path``, None when there are none; a damaged file is
    named in a warning and left unused (the analyses are then computed as without it)."""
    if not path.is_file():
        return None
    try:
        return PreparedAnalyses(path)
    except PreparedError as exc:
        log.warning("%s", exc)
        return None


def encode(analyses: Iterable[Analysis]) -> str | None:
    """The ``analyses`` column of a form's analyses; None when a field holds a tab or a
    line break (such a form is not prepared: it is analyzed live)."""
    fields = [(a.lemma, a.pos, a.features, a.source) for a in analyses]
    if any("\t" in f or "\n" in f for row in fields for f in row):
        return None
    return "\n".join("\t".join(row) for row in fields)


def prepare(analyze_many: Callable[[list[str]], dict[str, tuple[Analysis, ...]]],
            forms: Sequence[str], path: Path,
            progress: Callable[[int, int], None] | None = None) -> int:
    """Write the analyses ``analyze_many`` gives each of ``forms`` (lower case) to ``path``,
    atomically, in batches of :data:`BATCH`; returns the number of forms stored (those
    recognized). ``progress(done, total)`` is called after each batch."""
    stored = 0
    started = time.perf_counter()
    # built under a private name and renamed: a run never opens a half-written file
    with atomic_path(path) as temporary:
        db = sqlite3.connect(temporary)
        try:
            db.executescript(PREPARED_ANALYSES_DDL)
            for start in range(0, len(forms), BATCH):
                found = analyze_many(list(forms[start:start + BATCH]))
                rows = [(form, line) for form, analyses in found.items()
                        if analyses and (line := encode(analyses)) is not None]
                db.executemany("INSERT INTO morph VALUES (?, ?)", rows)
                stored += len(rows)
                if progress is not None:
                    progress(min(start + BATCH, len(forms)), len(forms))
            db.execute("INSERT INTO prepared_info VALUES (?, ?)",
                       (stored, round(time.perf_counter() - started, 1)))
            db.commit()
        finally:
            db.close()
    return stored


def remove_others(path: Path) -> list[Path]:
    """Delete the other prepared-analyses files of ``path``'s language in its directory
    (kept for a recognizer that no longer exists); returns them."""
    language = path.name.split("-")[1]
    gone = [p for p in path.parent.glob(f"analyses-{language}-*.sqlite") if p != path]
    for other in gone:
        other.unlink(missing_ok=True)
    return gone
