"""The one validator (daweb/validation.py): stable problem codes, fields, file and line,
list files included, the same answers for the loader, ``daweb validate`` and the app."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from daweb.cli import EXIT_USER_ERROR, main
from daweb.project import (
    ProjectError,
    StartAddress,
    load_project,
    new_project,
    parse_project,
    save_project,
)
from daweb.validation import Problem, list_problems, load_valid, require_valid, validate


def codes(problems: list[Problem]) -> list[str]:
    return [problem.code for problem in problems]


@pytest.mark.parametrize(("toml", "code", "field", "line"), [
    ('title = "t"\n[[start]]\nurl = "ftp://x.es/"\n', "url.scheme", "start.1.url", 3),
    ('title = "t"\n[[start]]\nurl = "https://x.es/"\noutput = "_news"\n', "start.output",
     "start.1.output", 4),
    ('title = "t"\n[crawl]\nretrievers = 40\n', "integer.range", "crawl.retrievers", 3),
    ('title = "t"\n[crawl]\nretriever = 4\n', "key.unknown", "crawl.retriever", 3),
    ('title = "t"\n[crawl]\ncancelled = ["re:(x"]\n', "cancelled.regex", "crawl.cancelled.1", 3),
    ('title = "t"\n[segments]\nmin_len = 5\nmax_len = 3\n', "segments.order",
     "segments.max_len", 4),
    ('title = "t"\n[lists]\nmode = "keywords"\n', "lists.missing", "lists.mode", 3),
    ('title = ""\n', "title.empty", "title", 1),
    ('schema = 9\ntitle = "t"\n', "schema.newer", "schema", 1),
    ('title = "t"\n[crawl\n', "toml.syntax", "", 2),
])
def test_the_loader_reports_codes_fields_and_lines(toml: str, code: str, field: str,
                                                   line: int) -> None:
    with pytest.raises(ProjectError) as raised:
        parse_project(toml, "p.toml")
    problem = raised.value.details[0]
    assert (problem.code, problem.field, problem.file, problem.line) == (code, field, "p.toml",
                                                                          line)
    assert str(problem) == raised.value.problems[0]  # the FILE:LINE: text the CLI prints
    assert str(problem).startswith(f"p.toml:{line}: ")


def test_problems_are_frozen_and_carry_the_message_arguments() -> None:
    with pytest.raises(ProjectError) as raised:
        parse_project('title = "t"\n[segments]\nmin_len = 5\nmax_len = 3\n', "p.toml")
    problem = raised.value.details[0]
    assert problem.arg("min_len") == "5"
    with pytest.raises(dataclasses.FrozenInstanceError):
        problem.code = "other"  # type: ignore[misc]


def test_validate_checks_a_project_in_memory_with_the_loaders_rules(tmp_path: Path) -> None:
    project = new_project("Prensa", ["https://www.example.es/"])
    assert validate(project) == []
    project.starts.append(StartAddress(url="https://www.example.es/", output="_news"))
    project.segments.min_len = 7
    project.segments.max_len = 3
    assert codes(validate(project)) == ["start.repeated", "segments.order"]
    save = tmp_path / "p.toml"
    project.starts.pop()
    project.segments.min_len = 2
    save_project(project, save)
    project.starts[0].output = "_news"
    # A saved project: the line is the one the save keeps for the key.
    [problem] = validate(project)
    assert problem.file == str(save) and problem.code == "start.output"
    assert save.read_text(encoding="utf-8").splitlines()[problem.line - 1].startswith("output")


def write_project(folder: Path, list_text: bytes | None, mode: str = "stopwords") -> Path:
    project = new_project("Prensa", ["https://www.example.es/"])
    project.lists.mode = mode
    project.lists.file = "vacias.txt"
    if list_text is not None:
        (folder / "vacias.txt").write_bytes(list_text)
    path = folder / "prensa.toml"
    save_project(project, path)
    return path


def test_a_bad_list_entry_is_reported_with_the_list_files_name_and_line(tmp_path: Path) -> None:
    path = write_project(tmp_path, "de\nla\n# comment\nhola, adiós\n".encode())
    project = load_project(path)  # the project file itself is fine
    [problem] = validate(project)
    assert (problem.code, problem.file, problem.line) == ("list.entry",
                                                          str(tmp_path / "vacias.txt"), 4)
    assert problem.arg("entry") == "hola, adiós" and "punctuation" in problem.arg("reason")
    with pytest.raises(ProjectError, match=r"vacias.txt:4: "):
        load_valid(path)
    with pytest.raises(ProjectError):
        require_valid(project)
    assert validate(project, files=False) == []  # what a check at each change reads


def test_a_list_file_that_is_not_utf8_names_the_line(tmp_path: Path) -> None:
    (tmp_path / "v.txt").write_bytes("de\nla\naquí\n".encode("latin-1"))
    [problem] = list_problems(tmp_path / "v.txt")
    assert (problem.code, problem.line) == ("list.encoding", 3)
    assert codes(list_problems(tmp_path / "missing.txt")) == ["list.unreadable"]
    (tmp_path / "bom.txt").write_bytes("de\nqué\n".encode("utf-8-sig"))
    assert list_problems(tmp_path / "bom.txt") == []


def test_inline_entries_are_checked_at_their_line_in_the_project(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_text('title = "t"\n[[start]]\nurl = "https://a.es/"\n[lists]\n'
                    'mode = "stopwords"\nentries = ["de", "a,b"]\n', encoding="utf-8")
    [problem] = validate(load_project(path))
    assert (problem.code, problem.field, problem.line) == ("list.entry", "lists.entries.2", 6)


def test_daweb_validate_uses_the_list_file_too(tmp_path: Path, capsys) -> None:
    path = write_project(tmp_path, "de\nhola, adiós\n".encode())
    assert main(["validate", str(path)]) == EXIT_USER_ERROR
    assert f"{tmp_path / 'vacias.txt'}:2: " in capsys.readouterr().err
    (tmp_path / "vacias.txt").write_bytes(b"de\nuno\n")
    assert main(["validate", str(path)]) == 0


def test_a_list_mode_none_reads_no_list(tmp_path: Path) -> None:
    path = write_project(tmp_path, b"a,b\n", mode="none")
    assert validate(load_project(path)) == []
