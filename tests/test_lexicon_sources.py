"""Tests of analyzers/lexicon_sources.py: the Apertium stream (requests overlapped with the
caller's work, parsing of lt-proc's reply). The TSV, spaCy and simplemma adapters are
exercised through the recognizer in tests/test_morphology.py."""

from __future__ import annotations

import select
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hostile import after_terminal_ctrl_c
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers import lexicon_sources as src
from analyzers.morphology import LANGUAGES

ANALYSER = Path(LANGUAGES["es"].apertium)
HAS_APERTIUM = shutil.which("lt-proc") is not None and ANALYSER.exists()
needs_apertium = pytest.mark.skipif(
    not HAS_APERTIUM,
    reason="Apertium not installed (Debian packages lttoolbox and apertium-spa-cat)")

#: Real words with one or several readings and clitics, unknown words and stream specials.
FORMS = ["canto", "casas", "dímelo", "comérselo", "del", "sarten", "zzqx", "a^b", "c/d",
         "<t>", "{", "\\", "niñas", "rápidamente", "vámonos", "creo"]


@pytest.fixture
def proc() -> Iterator[src.ApertiumProcess]:
    """A fresh lt-proc per test (some tests kill it or change its pipe capacity)."""
    if not HAS_APERTIUM:
        pytest.skip("Apertium not installed (Debian packages lttoolbox and apertium-spa-cat)")
    process = src.ApertiumProcess(ANALYSER)
    yield process
    process.close()


@needs_apertium
def test_meanwhile_runs_once_while_lt_proc_has_the_forms(proc: src.ApertiumProcess):
    expected = proc.analyze(FORMS)
    stdout = proc._proc.stdout
    assert stdout is not None
    calls = []

    def meanwhile() -> None:
        # the request is already in lt-proc's hands: its reply becomes readable without us
        readable, _, _ = select.select([stdout], [], [], 10)
        calls.append(bool(readable))

    assert proc.analyze(FORMS, meanwhile) == expected
    assert calls == [True]


@needs_apertium
def test_an_error_of_meanwhile_propagates_and_the_stream_stays_in_step(
        proc: src.ApertiumProcess):
    class Boom(Exception):
        pass

    def meanwhile() -> None:
        raise Boom

    with pytest.raises(Boom):
        proc.analyze(["casas", "canto"], meanwhile)
    # the reply to the failed request was read: the next request gets its own reply
    again = proc.analyze(["creo"])
    assert {w[0][0] for w in again["creo"]} >= {"crear", "creer"}


@needs_apertium
def test_requests_larger_than_the_pipe_go_in_round_trips(proc: src.ApertiumProcess):
    forms = FORMS + [f"zzq{i}" for i in range(900)]
    overlapped = proc.analyze(forms)
    calls = []
    proc._capacity = 0  # as where the pipe size is unknown, or a request too big for it
    assert proc.analyze(forms, lambda: calls.append(1)) == overlapped
    assert calls == [1]
    assert overlapped["casas"] and overlapped["zzq7"] == []


@needs_apertium
def test_the_pipes_are_grown_on_linux(proc: src.ApertiumProcess):
    fcntl = pytest.importorskip("fcntl")
    if not hasattr(fcntl, "F_GETPIPE_SZ"):
        pytest.skip("no F_GETPIPE_SZ here")
    assert proc._capacity >= src.PIPE_SIZE  # a page's request fits: no blocking write
    assert src._grow_pipe(None) == 0


@needs_apertium
def test_a_dead_lt_proc_raises_apertium_error(proc: src.ApertiumProcess):
    proc._proc.kill()
    proc._proc.wait()
    with pytest.raises(src.ApertiumError):
        proc.analyze(["canto"], lambda: None)


@given(st.lists(st.text(alphabet="ab^$/[]<>@{}\\ñ", min_size=1, max_size=6), max_size=8))
def test_payload_escapes_each_form(forms: list[str]):
    expected = "".join(src.escape_apertium(f) + "\n" for f in forms) + "\0"
    assert src._payload(forms) == expected.encode("utf-8")


@given(st.text(alphabet="ab^$/\\<>*+", max_size=24))
@settings(max_examples=500)
def test_units_equal_the_unit_regex(line: str):
    assert src._units(line) == src._UNIT.findall(line)


@pytest.mark.parametrize("line", [
    "^casas/casa<n><f><pl>/casar<vblex><pri><p3><sg>$", "^zzqx/*zzqx$", "^a\\^b/*a\\^b$",
    "^a$^b$", "", "^x", "^a/b$ ^c/d$",
])
def test_units_on_lt_proc_shaped_lines(line: str):
    assert src._units(line) == src._UNIT.findall(line)


def test_parsed_tags_are_fresh_lists():
    first = src.parse_reading("decir<vblex><imp><p2><sg>+me<prn><enc><p1><mf><sg>")
    first[0][1].append("changed")
    second = src.parse_reading("decir<vblex><imp><p2><sg>+me<prn><enc><p1><mf><sg>")
    assert second == [("decir", ["vblex", "imp", "p2", "sg"]),
                      ("me", ["prn", "enc", "p1", "mf", "sg"])]
    assert src.parse_reading("a\\+b<n>") == [("a+b", ["n"])]
    assert src.parse_reading("sin") == [("sin", [])]


_CTRL_C_CHILD = """
import sys, time
from pathlib import Path
from analyzers import lexicon_sources as src
proc = src.ApertiumProcess(Path(sys.argv[1]))
try:  # ready inside the try: Ctrl-C may come as soon as the line is out
    print("ready", flush=True)
    time.sleep(30)
except KeyboardInterrupt:
    pass
print(bool(proc.analyze(["casas"])["casas"]), flush=True)  # lt-proc must still answer
proc.close()
"""


@needs_apertium
def test_a_terminal_ctrl_c_does_not_kill_lt_proc(tmp_path: Path):
    """Issue 19, fault 6: SIGINT reaches the terminal's whole process group; lt-proc must
    survive it so the pages analyzed after the stop keep Apertium's readings."""
    out, err = after_terminal_ctrl_c(_CTRL_C_CHILD, str(ANALYSER), timeout=30)
    assert out.strip() == "True", err


def test_spacy_tables_are_found_without_importing_their_package():
    import subprocess
    import sys

    # a fresh interpreter: this one may have imported the package already
    script = ("import sys; from analyzers.lexicon_sources import spacy_data_dir, "
              "load_spacy_tables; folder = spacy_data_dir(); "
              "assert (folder / 'es_lemma_lookup.json.gz').is_file(), folder; "
              "assert load_spacy_tables('es', lookup=False).rules; "
              "assert 'spacy_lookups_data' not in sys.modules")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parent.parent, timeout=60)
    assert done.returncode == 0, done.stderr
