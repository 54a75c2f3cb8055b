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
import importlib.util
import json
import re
import shutil
import subprocess
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from daweb.errors import BadInput, Unreachable

if TYPE_CHECKING:
    from analyzers.morphology import Analysis

#: Suffix appended to the source of every word of a multiword token after the first
#: (the ``el`` of ``del``, the ``me`` and ``lo`` of ``dímelo``).
PART = ":part"


class LexiconError(BadInput, ValueError):
    """A malformed line in a TSV lexicon; the message names the file and the line."""


class ApertiumError(Unreachable, RuntimeError):
    """lt-proc failed: it stopped, its pipe closed, or its reply could not be read."""


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
    """Directory of spacy-lookups-data's tables, or None when the package is absent.

    Found, not imported: the package's import builds the paths of every language's tables
    (~30 ms of every run's start, before its first page)."""
    spec = importlib.util.find_spec("spacy_lookups_data")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(spec.submodule_search_locations[0]) / "data"


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
#: Pipe size asked for lt-proc's stdin and stdout (Linux; the default is 64 KiB): a page's
#: new forms then go in with one write that never blocks (~25,000 forms; the largest page of
#: the Debian manuals has 1,852, 15 KB), and the reply (~3.5 times the request) can wait in
#: the pipe while the caller works. The kernel allocates pages only for data in the pipe.
PIPE_SIZE = 1 << 18


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
        if tag_start < 0:
            words.append((word.replace("\\", ""), []))
        else:
            words.append((word[:tag_start].replace("\\", ""), _tags_of(word[tag_start:])))
    return words


def _tags_of(tail: str) -> list[str]:
    """The tags of a reading word's tail ``<n><f><pl>`` (a new list; parsed once per tail)."""
    tags = _TAGS_MEMO.get(tail)
    if tags is None:
        tags = _TAGS_MEMO[tail] = tuple(_TAG.findall(tail))
    return list(tags)


#: Tag tail -> tags. The analyser has a few thousand distinct tag sequences, while nearly
#: every reading's lemma is new: parsing the tail once makes a reading cost two slices.
_TAGS_MEMO: dict[str, tuple[str, ...]] = {}


def parse_unit(unit: str) -> list[list[tuple[str, list[str]]]]:
    """All readings of one lexical unit (text between ``^`` and ``$``); [] if unknown."""
    fields = _split_unescaped(unit, "/")
    readings = fields[1:]
    if not readings or readings[0].startswith("*"):
        return []
    return [parse_reading(r) for r in readings]


def _units(line: str) -> list[str]:
    """The lexical units of one output line (``^form/reading…$`` each)."""
    if line[:1] == "^" and line[-1:] == "$" and line.count("$") == 1 and "\\" not in line:
        return [line[1:-1]]  # one unit, nothing escaped: what the regex finds, without it
    return _UNIT.findall(line)


class ApertiumProcess:
    """One long-lived ``lt-proc -z`` analyser; forms go in batches ended by a NUL flush."""

    def __init__(self, analyser: Path, lt_proc: str = "lt-proc") -> None:
        """Start the subprocess (raises FileNotFoundError when lt-proc is missing)."""
        executable = shutil.which(lt_proc)
        if executable is None or not analyser.exists():
            raise FileNotFoundError(f"lt-proc or analyser {analyser} not found")
        self.analyser = analyser
        self._lock = threading.Lock()
        # A session of its own: the terminal's Ctrl-C (SIGINT to the whole foreground
        # process group) must not kill lt-proc under pages still being analyzed; DAWeb
        # stops it (close) when the run is over.
        self._proc = subprocess.Popen(
            [executable, "-z", str(analyser)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, start_new_session=True)
        #: Bytes one write to lt-proc's stdin may hold without blocking (0: unknown).
        self._capacity = _grow_pipe(self._proc.stdin)
        _grow_pipe(self._proc.stdout)

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
        self._send(_payload(forms))
        return self._receive(len(forms))

    def _send(self, payload: bytes) -> None:
        """Write one request (forms, one per line, ended by the NUL that makes lt-proc flush)."""
        stdin = self._proc.stdin
        assert stdin is not None
        try:
            stdin.write(payload)
            stdin.flush()
        except (OSError, ValueError) as error:  # broken pipe, closed file
            raise ApertiumError(f"cannot write to lt-proc: {error}") from error

    def _receive(self, count: int) -> list[str]:
        """Read the reply to the request sent last: one output line per form."""
        stdout = self._proc.stdout
        assert stdout is not None
        chunks = []
        try:
            while True:
                chunk = stdout.read1(65536)
                if not chunk:
                    raise ApertiumError("lt-proc stopped unexpectedly")
                chunks.append(chunk)
                if chunk.endswith(b"\0"):
                    break
            lines = b"".join(chunks)[:-1].decode("utf-8").split("\n")
        except (OSError, ValueError) as error:  # closed file, a reply that is not UTF-8
            raise ApertiumError(f"cannot read lt-proc's reply: {error}") from error
        return lines[:count]

    def analyze(
        self, forms: Iterable[str], meanwhile: Callable[[], None] | None = None,
    ) -> dict[str, list[list[tuple[str, list[str]]]]]:
        """Readings of each form; a form lt-proc splits into several units gets none.

        ``meanwhile`` (called once, if given) is the caller's own work: it runs after the
        forms are sent and before the reply is read, so lt-proc analyzes them at the same
        time instead of the caller waiting for it. lt-proc's failures raise
        :class:`ApertiumError`; an exception of ``meanwhile`` propagates as it is (after the
        reply has been read, so the next request still gets its own reply). ``meanwhile``
        runs under this process' lock, so it must not call the process itself.
        """
        todo = [f for f in dict.fromkeys(forms) if f and len(f) <= MAX_FORM and "\n" not in f
                and "\0" not in f]
        result: dict[str, list[list[tuple[str, list[str]]]]] = {}
        with self._lock:
            payload = _payload(todo)
            if todo and len(payload) <= self._capacity:
                # The whole request fits in the (empty) stdin pipe, so the write cannot
                # block; a reply larger than the stdout pipe only makes lt-proc wait for us.
                self._send(payload)
                try:
                    if meanwhile is not None:
                        meanwhile()
                finally:  # read even if meanwhile failed, so the stream stays in step
                    lines = self._receive(len(todo))
                pairs = zip(todo, lines, strict=False)
            else:
                if meanwhile is not None:
                    meanwhile()
                pairs = (pair for start in range(0, len(todo), BATCH)
                         for pair in zip(todo[start:start + BATCH],
                                         self._round_trip(todo[start:start + BATCH]),
                                         strict=False))
            for form, line in pairs:
                units = _units(line)
                result[form] = parse_unit(units[0]) if len(units) == 1 else []
        return result


def _payload(forms: Sequence[str]) -> bytes:
    """One lt-proc request: the escaped forms, one per line, then NUL (lt-proc -z flushes)."""
    if not forms:
        return b"\0"
    # escaping the joined text equals escaping each form: the newline is not special
    return (escape_apertium("\n".join(forms)) + "\n\0").encode("utf-8")


def _grow_pipe(pipe: IO[bytes] | None) -> int:
    """Ask for a PIPE_SIZE buffer on a subprocess pipe; return its size (0 when unknown).

    Linux only (fcntl F_SETPIPE_SZ/F_GETPIPE_SZ); where the size is unknown, requests go in
    round trips of BATCH forms with no overlap.
    """
    if pipe is None:
        return 0
    try:
        import fcntl

        fd = pipe.fileno()
        try:
            fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_SIZE)
        except OSError:
            pass  # above /proc/sys/fs/pipe-max-size: keep the default size
        return fcntl.fcntl(fd, fcntl.F_GETPIPE_SZ)
    except (ImportError, AttributeError, OSError):
        return 0


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
