"""Prepared analyses (analyzers/prepared_analyses.py): written by ``daweb prepare``, looked up
by the recognizer, the same analyses as computed."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from analyzers import morphology
from analyzers.morphology import LANGUAGES, Analysis, Recognizer, dictionary_forms
from analyzers.prepared_analyses import (
    PreparedAnalyses,
    PreparedError,
    encode,
    open_prepared,
    prepare,
    table_key,
)
from daweb.cli import main

#: Forms the rules, the clitic splits, Apertium and the compounds answer, and some no source
#: knows (their guesses are asked live).
ASKED = ["casas", "dímelo", "dárselo", "cuéntanos", "haberlo", "y/o", "político-económico",
         "fue", "del", "canto", "selfie", "memecito", "zzqxnoword", "freedombox", "the"]


@pytest.fixture(scope="module")
def live() -> Recognizer:
    """The recognizer as installed, computing every analysis."""
    recognizer = Recognizer.for_language("es", prepared=False)
    yield recognizer
    recognizer.close()


@pytest.fixture(scope="module")
def sample() -> list[str]:
    """~600 dictionary forms spread over the alphabet, and :data:`ASKED`."""
    forms = sorted(dictionary_forms("es"))
    return forms[::1400] + ASKED


@pytest.fixture(scope="module")
def table(live: Recognizer, sample: list[str], tmp_path_factory: pytest.TempPathFactory
          ) -> Path:
    path = tmp_path_factory.mktemp("prepared") / "analyses-es-test.sqlite"
    stored = prepare(live.analyze_many, sample, path)
    recognized = sum(1 for found in live.analyze_many(sample).values() if found)
    assert stored == recognized < len(sample)  # the unrecognized are not stored
    return path


def _with_table(path: Path) -> Recognizer:
    recognizer = Recognizer.for_language("es", prepared=False)
    recognizer.prepared = PreparedAnalyses(path)
    return recognizer


def test_prepared_analyses_are_the_computed_ones(live: Recognizer, table: Path,
                                                 sample: list[str]):
    prepared = _with_table(table)
    try:
        # asked in mixed batches: prepared forms, computed ones, capitals and repeats
        batch = [*sample[:50], "Casas", "DÍMELO", "zzqxnoword", "casas", "nuevísimamente"]
        assert prepared.analyze_many(batch) == live.analyze_many(batch)
        for form in ASKED:
            assert prepared.analyze(form) == live.analyze(form), form
        assert prepared.prepared is not None and prepared.prepared.hits > 40
        # an unrecognized form keeps its guesses for the triage (selfie: selfiar)
        assert prepared.guesses("selfie") == live.guesses("selfie")
    finally:
        prepared.close()
    assert prepared.prepared is None  # closed with the recognizer


def test_a_runs_statistics_count_the_prepared_forms(table: Path, sample: list[str]):
    from analyzers.analyzer import Analyzer
    from analyzers.document import SourceDocument
    from analyzers.morphology import MorphCache

    prepared = _with_table(table)
    try:
        text = "<p>" + " ".join(sample[:200]) + " casas zzqxnoword</p>"
        analyzer = Analyzer(cache=MorphCache(prepared))
        analyzer.analyze(SourceDocument("http://ejemplo.es/a", text))
        found = analyzer.stats()["prepared_hits"]
        assert found == prepared.prepared.hits > 100  # zzqxnoword is not among them
    finally:
        prepared.close()
    assert Analyzer(cache=MorphCache(prepared)).stats()["prepared_hits"] == 0  # closed: none


def test_the_file_is_plain_sqlite_with_one_line_per_analysis(table: Path, live: Recognizer):
    with sqlite3.connect(table) as db:
        (lines,) = db.execute("SELECT analyses FROM morph WHERE form = 'dímelo'").fetchone()
        forms = db.execute("SELECT forms FROM prepared_info").fetchone()[0]
    db.close()
    assert [tuple(line.split("\t")) for line in lines.split("\n")] == [
        (a.lemma, a.pos, a.features, a.source) for a in live.analyze("dímelo")]
    assert PreparedAnalyses(table).forms == forms


def test_a_field_with_a_tab_is_not_prepared():
    assert encode([Analysis("a\tb", "NOUN", "", "user")]) is None
    assert encode([Analysis("casa", "NOUN", "Number=Sing", "simplemma")]) == \
        "casa\tNOUN\tNumber=Sing\tsimplemma"


def test_a_damaged_file_is_named_and_left_unused(tmp_path: Path,
                                                  caplog: pytest.LogCaptureFixture):
    damaged = tmp_path / "analyses-es-x.sqlite"
    damaged.write_bytes(b"not a database at all" * 100)
    with pytest.raises(PreparedError, match="analyses-es-x.sqlite.*daweb prepare"):
        PreparedAnalyses(damaged)
    with caplog.at_level(logging.WARNING):
        assert open_prepared(damaged) is None
    assert str(damaged) in caplog.text
    assert open_prepared(tmp_path / "absent.sqlite") is None


def test_the_key_follows_every_source(tmp_path: Path):
    profile = LANGUAGES["es"]
    lexicon = tmp_path / "user.es.tsv"
    lexicon.write_text("guay\tguay\tADJ\n", encoding="utf-8")
    key = table_key(profile, [lexicon], apertium=False)
    assert table_key(profile, [lexicon], apertium=False) == key
    lexicon.write_text("guay\tguay\tADJ\nmola\tmolar\tVERB\n", encoding="utf-8")
    changed = table_key(profile, [lexicon], apertium=False)
    assert changed != key
    assert table_key(profile, [], apertium=False) not in (key, changed)


def test_the_recognizer_opens_the_file_of_its_sources(monkeypatch: pytest.MonkeyPatch,
                                                      table: Path, tmp_path: Path):
    asked: list[str] = []

    def path_of(directory: Path, profile: object, key: str) -> Path:
        asked.append(key)
        return table

    monkeypatch.setattr(morphology, "table_path", path_of)
    found = Recognizer.for_language("es")
    try:
        assert found.prepared is not None and found.prepared_path == table
    finally:
        found.close()
    # a project's own lexicon: analyses nothing was prepared with, so none are looked up
    extra = tmp_path / "project.tsv"
    extra.write_text("casas\tcasa\tPROPN\n", encoding="utf-8")
    own = Recognizer.for_language("es", extra_lexicons=[extra])
    try:
        assert own.prepared is None and own.prepared_path is None
        assert ("casa", "PROPN") in {(a.lemma, a.pos) for a in own.analyze("casas")}
    finally:
        own.close()
    assert len(set(asked)) == 1  # the same sources, the same key


def test_the_lexicons_forms_are_prepared_too(live: Recognizer):
    listed = live.lexicon_forms()
    assert {"tan", "antes", "del"} <= listed  # closed class: no dictionary lists them all
    assert not {"tan", "del"} <= set(dictionary_forms("es"))


def test_daweb_prepare_writes_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]):
    path = tmp_path / "analyses-es-new.sqlite"
    older = tmp_path / "analyses-es-old.sqlite"
    older.write_bytes(b"")
    monkeypatch.setattr(morphology, "table_path", lambda directory, profile, key: path)
    monkeypatch.setattr("daweb.cli.prepare.dictionary_forms",
                        lambda language: ["casas", "canto", "zzqxnoword"])
    monkeypatch.setattr(Recognizer, "lexicon_forms", lambda self: {"tan", "casas"})
    assert main(["prepare", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "analyses of 4 listed forms" in out
    assert f"prepared: {path} (3 recognized forms" in out
    assert not older.exists() and "removed an older file" in out
    assert main(["prepare"]) == 0
    assert f"already prepared: {path} (3 forms)" in capsys.readouterr().out
    assert main(["prepare", "--force", "--quiet"]) == 0
    assert "prepared:" in capsys.readouterr().out
    path.write_bytes(b"not a database at all" * 100)  # damaged: named, and written again
    assert main(["prepare", "--quiet"]) == 0
    assert f"prepared: {path} (3 recognized forms" in capsys.readouterr().out
    assert PreparedAnalyses(path).forms == 3


def _queried(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The forms this process asks prepared-analyses files about, as they are asked."""
    import analyzers.prepared_analyses as module

    asked: list[str] = []
    real = module._found

    def found(db: sqlite3.Connection, forms: list[str]):
        asked.extend(forms)
        return real(db, forms)

    monkeypatch.setattr(module, "_found", found)
    return asked


def test_forms_looked_up_ahead_are_answered_as_the_file_answers(
        table: Path, sample: list[str], monkeypatch: pytest.MonkeyPatch):
    """Issue 21: a feeder's process looks each page's new forms up (once each); the run's
    prepared analyses take its answers for a page and ask the file only about the rest,
    with the same analyses as asking the file about all of them."""
    from analyzers.prepared_analyses import LookUpsAhead

    ahead = LookUpsAhead(table)
    first = ahead.answers(sample[:20] + ["zzqxnoword"])
    assert first is not None and first.asked == frozenset(sample[:20] + ["zzqxnoword"])
    assert "zzqxnoword" not in first.found and set(first.found) < first.asked
    again = ahead.answers(sample[10:30])  # a later page: only its new forms
    assert again is not None and again.asked == frozenset(sample[20:30])
    expected = PreparedAnalyses(table).get_many(sample[:40])
    prepared = PreparedAnalyses(table)
    queried = _queried(monkeypatch)
    prepared.offer(first)
    assert prepared.get_many(sample[:40]) == expected
    assert queried == sample[20:40]  # the rest only
    assert prepared.hits == len(expected)


def test_answers_from_another_file_or_none_are_left_aside(
        table: Path, sample: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from analyzers.prepared_analyses import LookUpsAhead, PreparedAnswers

    prepared = PreparedAnalyses(table)
    queried = _queried(monkeypatch)
    prepared.offer(PreparedAnswers(str(tmp_path / "other.sqlite"), frozenset(sample[:5]),
                                   {form: "x\tNOUN\t\tfake" for form in sample[:5]}))
    assert prepared.get_many(sample[:5]) == PreparedAnalyses(table).get_many(sample[:5])
    assert queried[:5] == sample[:5]  # asked the file: the answers were another file's
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(b"not a database at all" * 100)
    assert LookUpsAhead(damaged).answers(sample[:5]) is None  # the analyzer asks then


def test_look_ups_ahead_forget_what_they_asked_past_their_limit(
        table: Path, sample: list[str], monkeypatch: pytest.MonkeyPatch):
    """A long run's forms are not all remembered: past the limit the asked forms are
    forgotten, and a form asked again is answered again, as the file answers it."""
    import analyzers.prepared_analyses as module
    from analyzers.prepared_analyses import LookUpsAhead

    monkeypatch.setattr(module, "ASKED_LIMIT", 15)
    ahead = LookUpsAhead(table)
    first = ahead.answers(sample[:10])
    assert first is not None and len(first.asked) == 10
    second = ahead.answers(sample[:10] + sample[10:20])  # 20 > 15: forgotten first
    assert second is not None and second.asked == frozenset(sample[:20])
    db = sqlite3.connect(table)
    try:
        expected = dict(db.execute("SELECT form, analyses FROM morph WHERE form IN "
                                   f"({','.join('?' * 20)})", sample[:20]))
    finally:
        db.close()
    assert second.found == expected and expected
