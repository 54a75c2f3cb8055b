"""The run's triage of its unrecognized forms (daweb/run/triage.py), on a real results file."""

from __future__ import annotations

import sqlite3

from sites import write_html_corpus

from analyzers.morphology import MorphCache, Recognizer
from analyzers.neologisms import FOREIGN, PLAIN
from daweb.project import new_project
from daweb.run import Run
from daweb.run.triage import code_of, triage_unrecognized

# Lines of Debian's Spanish stty(1) (manpages-es): the flags are options in the "raw" line,
# bare words in running Spanish text in the "cooked" one; and a placeholder written in a
# path on one page, alone in prose on another.
PAGES = (
    "Se puede usar el modo raw que es igual que -ignbrk -brkint -ignpar -parmrk -inpck "
    "-istrip -inlcr -igncr -icrnl -ixon -ixoff -icanon -opost. Con /etc/nombrefichero.conf "
    "se elige el programa.",
    "El modo cooked es igual que los caracteres brkint ignpar istrip icrnl ixon opost isig "
    "icanon. Los usuarios nuevos ajustan su preajuste favorito y su nombrefichero.",
)


def test_a_word_the_run_also_writes_as_an_option_is_code_not_a_candidate(tmp_path) -> None:
    corpus = write_html_corpus(tmp_path / "corpus", len(PAGES), PAGES.__getitem__)
    project = new_project("Manual stty", [])
    Run(project, runs_dir=tmp_path / "runs", local_paths=[corpus]).execute()
    [results] = (tmp_path / "runs").glob("*/results.sqlite")
    assert {"ixon", "ignpar", "icanon", "opost", "nombrefichero"} <= code_of([results])
    db = sqlite3.connect(results)
    stored = dict(db.execute("SELECT key, MIN(triage) FROM unrecognized GROUP BY key"))
    db.close()
    # stty's settings are names of lexicons/unix-names.txt: identifiers on their page already
    assert not {"ixon", "ignpar", "icanon"} & stored.keys()
    assert stored["nombrefichero"] == FOREIGN
    assert stored["preajuste"] == PLAIN  # the coinage on the same page stays a candidate
    # the stored tags are what the run's triage gives the file
    tags = triage_unrecognized(results, MorphCache(Recognizer.for_language("es")))
    assert tags["nombrefichero"] == stored["nombrefichero"]
    assert tags["preajuste"] == stored["preajuste"]


# A program's name set as code on the first page, then written as a word in prose.
NAMED = (
    "Para programar las tareas se ejecuta <code>cronolector</code> cada noche desde el "
    "terminal del sistema.",
    "El cronolector lee la lista de tareas y las lanza a su hora.",
)


def test_a_form_first_written_as_code_is_a_word_of_the_run_and_still_code_for_the_triage(
        tmp_path) -> None:
    corpus = write_html_corpus(tmp_path / "corpus", len(NAMED), NAMED.__getitem__)
    Run(new_project("Tareas", []), runs_dir=tmp_path / "runs", local_paths=[corpus]).execute()
    [results] = (tmp_path / "runs").glob("*/results.sqlite")
    db = sqlite3.connect(results)
    kinds = db.execute("SELECT w.kind, f.kind FROM words w JOIN first_kinds f "
                       "ON f.word = w.code WHERE w.form = 'cronolector'").fetchall()
    stored = dict(db.execute("SELECT key, MIN(triage) FROM unrecognized GROUP BY key"))
    db.close()
    # page 2 counts it as a word (its kind in words); page 1 set it as code (first_kinds),
    # which is what makes it code for the triage, not a coinage
    assert kinds == [("alpha", "identifier")]
    assert "cronolector" in code_of([results])
    assert stored["cronolector"] == FOREIGN
