"""The Configuration dialogs (paper figures 10–13) and the About box: live validation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from daweb import __version__
from daweb.project import ProjectError, new_project, parse_project
from gui import i18n
from gui.dialogs import (
    AboutDialog,
    AddressDialog,
    CancelledDialog,
    ListFileError,
    SegmentsDialog,
    WordListDialog,
    default_lexicon_folder,
    parse_word_list,
)

OK = QDialogButtonBox.StandardButton.Ok


@pytest.mark.parametrize(("url", "fragment"), [
    ("", "Type an address"),
    ("ftp://example.es/", "must start with http:// or https://"),
    ("https://exa mple.es/", "contains a space"),
    ("http://example.es:99999/", "not a valid address"),
    ("https:///path", "no host name"),
])
def test_the_address_dialog_names_the_reason(qtbot, url: str, fragment: str) -> None:
    dialog = AddressDialog(url=url)
    qtbot.addWidget(dialog)
    assert fragment in dialog.problem.text()
    assert not dialog.buttons.button(OK).isEnabled()


def test_urls_the_dialog_accepts_also_load_as_projects(qtbot) -> None:
    for url in ("https://www.example.es/", "http://127.0.0.1:8080/a?b=1", "HTTPS://X.ES"):
        dialog = AddressDialog(url=url)
        qtbot.addWidget(dialog)
        assert dialog.reason() is None
        new_project("t", [url])  # raises ProjectError if the project file would reject it


def test_address_dialog_validates_as_you_type(qtbot) -> None:
    dialog = AddressDialog(taken=("https://www.example.es/",))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(OK)
    assert not ok.isEnabled()
    assert "Type an address" in dialog.problem.text()
    qtbot.keyClicks(dialog.url_edit, "ftp://x")
    assert not ok.isEnabled()
    assert "http://" in dialog.problem.text()
    dialog.url_edit.clear()
    qtbot.keyClicks(dialog.url_edit, "https://www.example.es/")
    assert not ok.isEnabled()
    assert "already in the list" in dialog.problem.text()
    qtbot.keyClicks(dialog.url_edit, "noticias/")
    assert ok.isEnabled()
    assert dialog.problem.text() == ""
    qtbot.keyClicks(dialog.output_edit, "a/b")
    assert not ok.isEnabled()
    assert "without slashes" in dialog.problem.text()
    dialog.output_edit.setText("prensa")
    assert ok.isEnabled()
    assert dialog.values() == ("https://www.example.es/noticias/", "prensa")


def test_modify_dialog_starts_with_the_values_and_its_own_title(qtbot) -> None:
    dialog = AddressDialog(url="https://a.es/", output="a", modify=True)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Modify address"
    assert dialog.buttons.button(OK).isEnabled()
    assert dialog.values() == ("https://a.es/", "a")


@pytest.mark.parametrize(("output", "accepted"), [
    ("", True), ("prensa-2024.v1", True), ("..", False), ("a b", False), ("a/b", False),
    ("_news", False),  # the dialog once allowed it ("^[\\w]…") and loading then refused it
])
def test_the_dialog_and_the_loader_agree_on_output_names(qtbot, output: str,
                                                         accepted: bool) -> None:
    dialog = AddressDialog(url="https://www.example.es/", output=output)
    qtbot.addWidget(dialog)
    assert (dialog.reason() is None) == accepted
    source = f'title = "t"\n[[start]]\nurl = "https://www.example.es/"\noutput = "{output}"\n'
    if accepted:
        assert parse_project(source).starts[0].output == output
    else:
        with pytest.raises(ProjectError) as raised:
            parse_project(source, "p.toml")
        assert [p.code for p in raised.value.details] == ["start.output"]
        assert raised.value.details[0].line == 4


def test_a_validation_error_in_a_spanish_dialog_is_spanish(qtbot) -> None:
    """Engine problems are shown by their code, translated (issue 22, point 6)."""
    assert i18n.set_language("es")
    try:
        dialog = AddressDialog(url="ftp://example.es/", output="_news")
        qtbot.addWidget(dialog)
        assert dialog.problem.text() == "La dirección debe empezar por http:// o https://"
        dialog.url_edit.setText("https://example.es/")
        assert dialog.problem.text().startswith("Los nombres de salida empiezan")
        segments = SegmentsDialog(min_len=5, max_len=3)
        qtbot.addWidget(segments)
        assert "mínima" in segments.problem.text()
    finally:
        i18n.reset()


def test_cancelled_dialog_checks_regular_expressions(qtbot) -> None:
    dialog = CancelledDialog(taken=("deportes",))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(OK)
    assert not ok.isEnabled()
    qtbot.keyClicks(dialog.edit, "re:(unclosed")
    assert not ok.isEnabled()
    assert "regular expression" in dialog.problem.text()
    dialog.edit.setText("deportes")
    assert "already in the list" in dialog.problem.text()
    dialog.edit.setText("re:/20[0-9]{2}/")
    assert ok.isEnabled()
    assert dialog.value() == "re:/20[0-9]{2}/"
    dialog.edit.setText("   ")
    assert not ok.isEnabled() and "Type part of an address" in dialog.problem.text()


def test_segments_dialog_refuses_min_above_max(qtbot) -> None:
    dialog = SegmentsDialog(min_len=2, max_len=4, min_freq=3)
    qtbot.addWidget(dialog)
    assert dialog.buttons.button(OK).isEnabled()
    dialog.min_len.setValue(6)
    assert not dialog.buttons.button(OK).isEnabled()
    assert "cannot be greater" in dialog.problem.text()
    dialog.max_len.setValue(8)
    dialog.min_freq.setValue(5)
    dialog.drop_edges.setChecked(True)
    assert dialog.buttons.button(OK).isEnabled()
    assert dialog.values() == (6, 8, 5, True)
    assert (dialog.min_len.minimum(), dialog.max_len.maximum()) == (2, 10)


def test_word_list_dialog_saves_and_loads_files(qtbot, tmp_path: Path) -> None:
    dialog = WordListDialog(words=["de", "la"], folder=tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.count.text() == "Words: 2"
    dialog.editor.setPlainText("de\nla\n# a comment\n\nañadir  \nqué")
    assert dialog.words() == ["de", "la", "añadir", "qué"]
    assert dialog.count.text() == "Words: 4"
    target = tmp_path / "sub" / "vacias.txt"
    dialog.save(target)
    assert target.read_text(encoding="utf-8") == "de\nla\nañadir\nqué\n"
    other = WordListDialog(folder=tmp_path)
    qtbot.addWidget(other)
    other.load(target)
    assert other.words() == ["de", "la", "añadir", "qué"]


def test_lists_default_to_the_lexicons_folder(tmp_path: Path) -> None:
    (tmp_path / "lexicons").mkdir()
    assert default_lexicon_folder(tmp_path) == tmp_path / "lexicons"
    assert parse_word_list(" a # b\n#c\n\nd") == ["a", "d"]


def test_about_names_version_packages_and_lexicon_licenses(qtbot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert __version__ in dialog.heading.text()
    packages = {dialog.packages.item(r, 0).text(): dialog.packages.item(r, 2).text()
                for r in range(dialog.packages.rowCount())}
    assert "PySide6-Essentials" in packages and "LGPL" in packages["PySide6-Essentials"]
    assert "httpx" in packages
    sources = [dialog.sources.item(r, 0).text() for r in range(dialog.sources.rowCount())]
    licenses = [dialog.sources.item(r, 2).text() for r in range(dialog.sources.rowCount())]
    assert "spaCy lookups data" in sources
    assert all(licenses)
    assert dialog.windowTitle() == "About DAWeb"
    assert dialog.packages.editTriggers() == dialog.packages.EditTrigger.NoEditTriggers
    assert Qt.TextFormat.RichText == dialog.heading.textFormat()


def test_word_list_dialog_rejects_entries_the_analyzer_cannot_use(qtbot) -> None:
    dialog = WordListDialog(words=["de"])
    qtbot.addWidget(dialog)
    assert dialog.buttons.button(OK).isEnabled()
    dialog.editor.setPlainText("de\nsin embargo\nlemma:ir\nhola, adiós\n")
    assert not dialog.buttons.button(OK).isEnabled()
    assert dialog.problem.text().startswith("Line 4: ")
    assert "punctuation" in dialog.problem.text()
    dialog.editor.setPlainText("de\nsin embargo\nlemma:ir  # every form of ir\n")
    assert dialog.buttons.button(OK).isEnabled()
    assert dialog.problem.text() == ""


def test_word_list_load_explains_a_file_that_is_not_utf8(qtbot, tmp_path: Path) -> None:
    dialog = WordListDialog(words=["de", "la"], folder=tmp_path)
    qtbot.addWidget(dialog)
    latin1 = tmp_path / "vacias.txt"
    latin1.write_bytes("de\nla\naquí\n".encode("latin-1"))
    with pytest.raises(ListFileError) as raised:
        dialog.load(latin1)
    assert f"{latin1}:3:" in str(raised.value) and "UTF-8" in str(raised.value)
    assert dialog.words() == ["de", "la"]  # what was typed is kept
    with pytest.raises(ListFileError, match="missing.txt.*Cannot read"):
        dialog.load(tmp_path / "missing.txt")
    # Windows editors start UTF-8 files with a BOM: it must not stick to the first word.
    bom = tmp_path / "bom.txt"
    bom.write_bytes("de\nqué\n".encode("utf-8-sig"))
    dialog.load(bom)
    assert dialog.words() == ["de", "qué"]


def test_tab_leaves_the_word_list_instead_of_typing_a_tab(qtbot) -> None:
    dialog = WordListDialog(words=["de"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.editor.setFocus()
    qtbot.waitUntil(dialog.editor.hasFocus, timeout=2000)
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Tab)
    assert "\t" not in dialog.editor.toPlainText()
    assert not dialog.editor.hasFocus()
