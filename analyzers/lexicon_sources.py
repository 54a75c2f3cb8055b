"""Adapters for the lexical sources of the morphological recognizer (paper §2.2.3).

Each adapter turns one maintained resource into plain Python tables; nothing here knows
Spanish: the language-specific choices (file names, language codes, tag tables) are passed
in by :mod:`analyzers.morphology`.

Sources:

* hand-written TSV lexicons (closed classes, user additions): ``form<TAB>lemma<TAB>UPOS
  [<TAB>FEATS]``; a multiword token (``del`` = de + el) joins its words with ``+``;
* spaCy's lookup tables from ``spacy-lookups-data`` (lookup, index, exceptions, rules);
* simplemma's dictionary (form -> lemma, no category);
* Apertium's analyser through one long-lived ``lt-proc -z`` subprocess.
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from analyzers.morphology import Analysis

#: Suffix appended to the source of every word of a multiword token after the first
#: (the ``el`` of ``del``, the ``me`` and ``lo`` of ``dímelo``).
PART = ":part"


class LexiconError(ValueError):
    """A malformed line in a TSV lexicon; the message names the file and the line."""


@dataclass(frozen=True, slots=True)
class SourceInfo:
    """Description of one lexical source, for run.json and the About dialog."""

    name: str
    version: str
    size: int
    license: str
    unit: str = "entries"  # what size counts: entries (forms, rules) or bytes (a binary)

    def as_dict(self) -> dict[str, str | int]:
        """Plain-dict form for JSON."""
        return {"name": self.name, "version": self.version, "size": self.size,
                "unit": self.unit, "license": self.license}


def package_version(name: str) -> str:
    """Installed version of a distribution, or ``"absent"``."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "absent"


# --------------------------------------------------------------------------- TSV lexicons


def _parse_line(text: str, path: Path, number: int, source: str) -> tuple[str, list[Analysis]]:
    """Parse one non-comment lexicon line into its form and analyses."""
    from analyzers.morphology import Analysis  # late: morphology imports this module

    cells = text.split("\t")
    if len(cells) not in (3, 4) or not all(c.strip() for c in cells[:3]):
        raise LexiconError(
            f"{path}:{number}: expected form<TAB>lemma<TAB>UPOS[<TAB>features], got {text!r}")
    form, lemma, pos = (c.strip() for c in cells[:3])
    feats = cells[3].strip() if len(cells) == 4 else ""
    lemmas, tags = lemma.split("+"), pos.split("+")
    feat_parts = feats.split("+") if feats else [""] * len(lemmas)
    if not (len(lemmas) == len(tags) == len(feat_parts)):
        raise LexiconError(
            f"{path}:{number}: a multiword entry needs as many '+' parts in lemma, UPOS "
            f"and features, got {text!r}")
    bad = [t for t in tags if not t.isupper() or not t.isalpha()]
    if bad:
        raise LexiconError(f"{path}:{number}: {bad[0]!r} is not a UD UPOS tag in {text!r}")
    analyses = [
        Analysis(lem.lower() if lem.isupper() else lem, tag, ft, source + (PART if i else ""))
        for i, (lem, tag, ft) in enumerate(zip(lemmas, tags, feat_parts, strict=True))
    ]
    return form.lower(), analyses


def load_tsv_lexicon(path: Path, source: str) -> dict[str, tuple[Analysis, ...]]:
    """Read a TSV lexicon into form (lower-cased) -> analyses; raise LexiconError if malformed."""
    table: dict[str, list[Analysis]] = {}
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, start=1):
            text = raw.rstrip("\n").rstrip("\r")
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            form, analyses = _parse_line(text, path, number, source)
            table.setdefault(form, []).extend(analyses)
    return {form: tuple(dict.fromkeys(items)) for form, items in table.items()}


# --------------------------------------------------------------------------- spaCy tables


@dataclass(slots=True)
class SpacyTables:
    """spaCy's lemmatizer data for one language (``spacy-lookups-data``)."""

    lookup: dict[str, str]
    index: dict[str, set[str]]  # spaCy POS name (noun, verb, adj...) -> lemmas
    exc: dict[str, dict[str, list[str]]]
    rules: dict[str, list[list[str]]]
    groups: dict[str, list[tuple[str, str]]]  # POS -> (rule table, UD FEATS)


def _read_gz_json(path: Path) -> object:
    """Load one gzip-compressed JSON table."""
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return json.load(handle)


def spacy_data_dir() -> Path | None:
    """Directory of spacy-lookups-data's tables, or None when the package is absent."""
    try:
        import spacy_lookups_data
    except ImportError:
        return None
    return Path(spacy_lookups_data.__file__).parent / "data"


def load_spacy_tables(lang: str, *, lookup: bool = True) -> SpacyTables | None:
    """Load spaCy's lemma tables for ``lang``; None when the package or language is absent.

    ``lookup=False`` skips the 491 k-entry lookup table (0.4 s) when a derived cache has it.
    """
    folder = spacy_data_dir()
    if folder is None or not (folder / f"{lang}_lemma_lookup.json.gz").exists():
        return None

    def table(name: str) -> dict:
        path = folder / f"{lang}_{name}.json.gz"
        return _read_gz_json(path) if path.exists() else {}  # type: ignore[return-value]

    groups = {
        pos: [(name, "|".join(sorted(feats))) for name, feats in entries]
        for pos, entries in table("lemma_rules_groups").items()
    }
    return SpacyTables(
        lookup=table("lemma_lookup") if lookup else {},
        index={pos: set(words) for pos, words in table("lemma_index").items()},
        exc=table("lemma_exc"),
        rules=table("lemma_rules"),
        groups=groups,
    )


# --------------------------------------------------------------------------- simplemma


def load_simplemma(lang: str) -> dict[str, str]:
    """simplemma's dictionary for ``lang`` as lower-cased form -> lemma (empty if absent).

    A form listed only capitalized keeps its lemma's capital: the caller treats such entries
    as proper names.
    """
    try:
        from simplemma.strategies.dictionaries.dictionary_factory import (
            _load_dictionary_from_disk,
        )
    except ImportError:
        return {}
    # The private loader is the only way to get the whole table at once in simplemma 2.x;
    # lemmatize() would need one call per form.
    raw = _load_dictionary_from_disk(lang)
    table: dict[str, str] = {}
    for form_b, lemma_b in raw.items():
        form = form_b.decode("utf-8")
        key = form.lower()
        if key != form and key in table:
            continue  # a lower-case entry wins over a capitalized one (proper names)
        table[key] = lemma_b.decode("utf-8")
    return table


# --------------------------------------------------------------------------- Apertium

_ESCAPE = re.compile(r"([\^$/\[\]<>@{}\\])")
_UNIT = re.compile(r"\^((?:\\.|[^$\\])*)\$")
_TAG = re.compile(r"<([^>]+)>")
#: Forms longer than this are not sent (no word is that long; it keeps a batch in the pipe).
MAX_FORM = 80
BATCH = 400


def escape_apertium(form: str) -> str:
    """Escape the characters of Apertium's stream format: ``^$/[]<>@{}\\``."""
    return _ESCAPE.sub(r"\\\1", form)


def _split_unescaped(text: str, sep: str) -> list[str]:
    """Split on ``sep`` where it is not preceded by a backslash escape."""
    if "\\" not in text:
        return text.split(sep)  # the usual case, and much faster than the loop below
    parts, current, i = [], [], 0
    while i < len(text):
        char = text[i]
        if char == "\\" and i + 1 < len(text):
            current.append(text[i:i + 2])
            i += 2
            continue
        if char == sep:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
        i += 1
    parts.append("".join(current))
    return parts


def parse_reading(reading: str) -> list[tuple[str, list[str]]]:
    """Split one Apertium reading ``lemma<t1><t2>+clitic<t>`` into (lemma, tags) words."""
    words = []
    for word in _split_unescaped(reading, "+"):
        tag_start = word.find("<")
        lemma = word if tag_start < 0 else word[:tag_start]
        words.append((lemma.replace("\\", ""), _TAG.findall(word)))
    return words


def parse_unit(unit: str) -> list[list[tuple[str, list[str]]]]:
    """All readings of one lexical unit (text between ``^`` and ``$``); [] if unknown."""
    fields = _split_unescaped(unit, "/")
    readings = fields[1:]
    if not readings or readings[0].startswith("*"):
        return []
    return [parse_reading(r) for r in readings]


class ApertiumProcess:
    """One long-lived ``lt-proc -z`` analyser; forms go in batches ended by a NUL flush."""

    def __init__(self, analyser: Path, lt_proc: str = "lt-proc") -> None:
        """Start the subprocess (raises FileNotFoundError when lt-proc is missing)."""
        executable = shutil.which(lt_proc)
        if executable is None or not analyser.exists():
            raise FileNotFoundError(f"lt-proc or analyser {analyser} not found")
        self.analyser = analyser
        self._lock = threading.Lock()
        self._proc = subprocess.Popen(
            [executable, "-z", str(analyser)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL)

    def close(self) -> None:
        """Stop the subprocess."""
        if self._proc.poll() is None:
            self._proc.stdin.close()  # type: ignore[union-attr]
            self._proc.wait(timeout=5)

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown: nothing useful to do
            pass

    def _round_trip(self, forms: Sequence[str]) -> list[str]:
        """Send one batch (one form per line) and return one output line per form."""
        payload = "".join(escape_apertium(f) + "\n" for f in forms) + "\0"
        stdin, stdout = self._proc.stdin, self._proc.stdout
        assert stdin is not None and stdout is not None
        stdin.write(payload.encode("utf-8"))
        stdin.flush()
        chunks = []
        while True:
            chunk = stdout.read1(65536)
            if not chunk:
                raise RuntimeError("lt-proc stopped unexpectedly")
            chunks.append(chunk)
            if chunk.endswith(b"\0"):
                break
        lines = b"".join(chunks)[:-1].decode("utf-8").split("\n")
        return lines[: len(forms)]

    def analyze(self, forms: Iterable[str]) -> dict[str, list[list[tuple[str, list[str]]]]]:
        """Readings of each form; a form lt-proc splits into several units gets none."""
        todo = [f for f in dict.fromkeys(forms) if f and len(f) <= MAX_FORM and "\n" not in f
                and "\0" not in f]
        result: dict[str, list[list[tuple[str, list[str]]]]] = {}
        with self._lock:
            for start in range(0, len(todo), BATCH):
                batch = todo[start:start + BATCH]
                for form, line in zip(batch, self._round_trip(batch), strict=False):
                    units = _UNIT.findall(line)
                    result[form] = parse_unit(units[0]) if len(units) == 1 else []
        return result


def lt_proc_version() -> str:
    """Version string of the installed lt-proc, or ``"absent"``."""
    executable = shutil.which("lt-proc")
    if executable is None:
        return "absent"
    done = subprocess.run([executable, "-v"], capture_output=True, text=True, check=False)
    return (done.stdout or done.stderr).strip().split()[-1] if (done.stdout or done.stderr) \
        else "unknown"


def debian_package_version(name: str) -> str:
    """Version of an installed Debian package, or ``"unknown"`` (no dpkg, not installed)."""
    executable = shutil.which("dpkg-query")
    if executable is None:
        return "unknown"
    done = subprocess.run([executable, "-W", "-f", "${Version}", name], capture_output=True,
                          text=True, check=False)
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else "unknown"
