"""The validator's problems in the app's language (gui/problems.py), by their codes."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from daweb.project import ProjectError, parse_project
from gui import i18n
from gui.problems import _TEXTS, located_text, problem_text

REPO = Path(__file__).resolve().parents[1]
#: Where problem codes are made: the checker's calls, Problem(...), whole-file problems,
#: and the (code, message) pairs of the address rule.
CODE = re.compile(r'(?:\.problem\(|Problem\(|whole_file\(|return )\s*"([a-z-]+\.[a-z-]+)"')


def engine_codes() -> set[str]:
    sources = [REPO / "daweb" / "project.py", REPO / "daweb" / "validation.py"]
    return {code for path in sources for code in CODE.findall(path.read_text("utf-8"))}


def test_every_engine_code_is_translated_and_documented() -> None:
    codes = engine_codes()
    assert len(codes) > 50  # the pattern still finds them
    assert codes == set(_TEXTS), codes ^ set(_TEXTS)
    documented = set(re.findall(r"`([a-z-]+\.[a-z-]+)`",
                                (REPO / "docs" / "projects.md").read_text("utf-8")))
    assert codes <= documented, codes - documented


def test_translations_keep_the_named_placeholders() -> None:
    root = ET.parse(REPO / "gui" / "translations" / "daweb_es.ts").getroot()
    [context] = [c for c in root.iter("context") if c.findtext("name") == "Problem"]
    for message in context.iter("message"):
        source, translation = message.findtext("source"), message.findtext("translation")
        names = sorted(re.findall(r"\{(\w+)\}", source))
        assert names == sorted(re.findall(r"\{(\w+)\}", translation)), source


def test_a_problem_opening_a_file_reads_in_spanish(qtbot) -> None:
    with pytest.raises(ProjectError) as raised:
        parse_project('title = "t"\n[crawl]\nretrievers = 40\nretriever = 2\n', "p.toml")
    integer, unknown = raised.value.details
    assert located_text(integer).startswith("p.toml:3: retrievers = 40: Must be from 1 to 10")
    assert i18n.set_language("es")
    try:
        assert located_text(integer) == "p.toml:3: retrievers = 40: Debe estar entre 1 y 10."
        assert problem_text(unknown) == 'Clave desconocida; ¿quería decir "retrievers"?'
    finally:
        i18n.reset()
    assert problem_text(unknown) == 'Unknown key; did you mean "retrievers"?'
