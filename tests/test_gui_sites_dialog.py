"""The Site descriptions dialog: [normalize] widgets, [[sites]] text checked as typed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from test_gui_config_section import on_next_dialog

from daweb.project import SCHEMA, NormalizeOptions, load_project, save_project
from gui import i18n
from gui.app import render_screenshots
from gui.config_section import ConfigSection
from gui.sites_dialog import EXAMPLE, SitesDialog, check_fragment

OK = QDialogButtonBox.StandardButton.Ok

PROJECT = f"""\
# Prensa: kept by hand, comments must survive the app
schema = {SCHEMA}
title = "Prensa"

[normalize]
output = "document"   # one file per page

[[sites]]
name = "El Mundo"

[[sites.index]]
url = "https://www.elmundo.es/$YYYY$/$MM$/$DD$/"

[[sites.index.links]]
pattern = "espana"
translate = [{{ tag = "article", section = "CUERPO" }}]
"""

NEW_SITES = """\
[[sites]]
name = "ABC"
append = [".PERIODICO ABC"]

[[sites.index]]
url = "https://www.abc.es/hemeroteca/$YYYY$$MM$$DD$/"

[[sites.index.links]]
pattern = "re:/sociedad/"
translate = [
  { tag = "h1", section = "TITULO" },
  { tag = "main", section = "TEXTO" },
]
"""


def dialog(qtbot, options: NormalizeOptions | None = None,
           sites: list | None = None) -> SitesDialog:
    widget = SitesDialog(None, options or NormalizeOptions(), sites or [])
    qtbot.addWidget(widget)
    return widget


def sections(widget: SitesDialog) -> dict[str, bool]:
    items = (widget.sections_list.item(i) for i in range(widget.sections_list.count()))
    return {item.text(): item.checkState() == Qt.CheckState.Checked for item in items}


@pytest.mark.parametrize(("text", "line", "fragment"), [
    (NEW_SITES.replace('"re:/sociedad/"', '"re:(sociedad"'), 9, "not a valid regular"),
    (NEW_SITES.replace("[[sites.index]]", "[[sites.index]"), 5, "not valid toml"),
    (NEW_SITES.replace('name = "ABC"\n', ""), 1, "needs name"),
    (NEW_SITES + "colour = 1\n", 14, "unknown key"),
])
def test_a_problem_is_reported_at_its_line_of_the_fragment(text: str, line: int,
                                                           fragment: str) -> None:
    sites, problem = check_fragment(text, NormalizeOptions())
    assert sites == [] and problem is not None
    # The message is the app's text for the problem's code (translated when the app is not
    # in English), not the command line's.
    assert problem.line == line and fragment in problem.message.lower()


def test_a_valid_fragment_gives_the_tables_the_project_file_would() -> None:
    sites, problem = check_fragment(NEW_SITES, NormalizeOptions())
    assert problem is None
    assert [s["name"] for s in sites] == ["ABC"]
    assert sites[0]["index"][0]["links"][0]["pattern"] == "re:/sociedad/"
    assert check_fragment("", NormalizeOptions()) == ([], None)  # no sites is allowed


def test_the_dialog_shows_the_projects_sites_and_blocks_ok_while_invalid(qtbot,
                                                                          tmp_path) -> None:
    path = tmp_path / "prensa.toml"
    path.write_text(PROJECT, encoding="utf-8")
    project = load_project(path)
    widget = dialog(qtbot, project.normalize, project.sites)
    assert 'name = "El Mundo"' in widget.editor.toPlainText()
    assert sections(widget) == {"CUERPO": False}
    assert widget.buttons.button(OK).isEnabled() and widget.problem.text() == ""
    widget.editor.setPlainText(NEW_SITES.replace('pattern = "re:/sociedad/"', 'pattern = ""'))
    assert not widget.buttons.button(OK).isEnabled()
    assert widget.problem.text().startswith("Line 9: ")
    assert not widget.preview_button.isEnabled()
    widget.editor.setPlainText(NEW_SITES)
    assert widget.buttons.button(OK).isEnabled() and widget.problem.text() == ""
    assert sections(widget) == {"PERIODICO": False, "TITULO": False, "TEXTO": False}


def test_a_ticked_section_no_rule_produces_blocks_ok_without_a_line(qtbot) -> None:
    widget = dialog(qtbot, NormalizeOptions(sections=["TEXTO"]))
    widget.editor.setPlainText(NEW_SITES)
    assert widget.buttons.button(OK).isEnabled()
    widget.editor.setPlainText(NEW_SITES.replace('section = "TEXTO"', 'section = "CUERPO"'))
    assert not widget.buttons.button(OK).isEnabled()
    assert widget.problem.text().startswith("Analyzed sections: ")
    assert "no rule produces this section" in widget.problem.text().lower()
    assert sections(widget)["TEXTO"] is True  # still listed, so it can be unticked
    widget.sections_list.findItems("TEXTO", Qt.MatchFlag.MatchExactly)[0].setCheckState(
        Qt.CheckState.Unchecked)
    assert widget.buttons.button(OK).isEnabled()
    assert widget.values()[0].sections == []


def test_insert_an_example_gives_a_valid_paper_style_description(qtbot) -> None:
    widget = dialog(qtbot)
    widget.example_button.click()
    assert widget.editor.toPlainText() == EXAMPLE
    assert widget.buttons.button(OK).isEnabled()
    assert {"PERIODICO", "TITULO", "CUERPO"} <= set(sections(widget))
    widget.editor.setPlainText(NEW_SITES)
    widget.editor.moveCursor(widget.editor.textCursor().MoveOperation.End)
    widget.example_button.click()  # a second site, after the first one
    options, sites = widget.values()
    assert [s["name"] for s in sites] == ["ABC", "El País"]


def test_ok_writes_the_values_into_the_project_and_they_survive_save_and_reload(
        qtbot, tmp_path) -> None:
    path = tmp_path / "prensa.toml"
    path.write_text(PROJECT, encoding="utf-8")
    section = ConfigSection()
    qtbot.addWidget(section)
    section.set_project(load_project(path))
    section.advanced_box.setChecked(True)  # the button is in the Advanced group
    changes: list[bool] = []
    section.changed.connect(lambda: changes.append(True))

    def edit(box: QDialog) -> None:
        box.editor.setPlainText(NEW_SITES)
        box.output_combo.setCurrentIndex(box.output_combo.findData("site"))
        box.sections_list.findItems("TEXTO", Qt.MatchFlag.MatchExactly)[0].setCheckState(
            Qt.CheckState.Checked)
        box.buttons.button(OK).click()

    seen = on_next_dialog(edit)
    section.sites_button.click()
    assert seen and changes == [True]
    project = section.project
    assert [s["name"] for s in project.sites] == ["ABC"]
    assert (project.normalize.output, project.normalize.sections) == ("site", ["TEXTO"])
    assert "this project has 1: ABC" in section.sites_label.text()
    save_project(project, path)
    text = path.read_text(encoding="utf-8")
    assert "# Prensa: kept by hand" in text and "# one file per page" in text
    again = load_project(path)
    assert again.sites == project.sites
    assert (again.normalize.output, again.normalize.sections) == ("site", ["TEXTO"])


def test_cancel_leaves_the_project_as_it_was(qtbot, tmp_path) -> None:
    path = tmp_path / "prensa.toml"
    path.write_text(PROJECT, encoding="utf-8")
    section = ConfigSection()
    qtbot.addWidget(section)
    section.set_project(load_project(path))
    section.advanced_box.setChecked(True)  # the button is in the Advanced group
    before = section.project.to_dict()

    def cancel(box: QDialog) -> None:
        box.editor.setPlainText(NEW_SITES)
        box.reject()

    seen = on_next_dialog(cancel)
    section.sites_button.click()
    assert seen and section.project.to_dict() == before


def test_preview_normalizes_a_local_page_with_the_first_sites_rules(qtbot, tmp_path) -> None:
    page = tmp_path / "noticia.html"
    # An old newspaper page saved in its own Latin-1 encoding, as it was served.
    page.write_bytes("<html><head><meta charset=\"iso-8859-1\"><title>t</title></head>"
                     "<body><nav>Menú</nav><h1>Récord de lluvias</h1>"
                     "<main><p>Llueve en Sevilla.</p></main></body></html>".encode("latin-1"))
    widget = dialog(qtbot)
    widget.editor.setPlainText(NEW_SITES)
    assert widget.preview_button.isEnabled()
    text = widget.preview_text(page)
    assert text.startswith(".PERIODICO\nABC\n\n")
    assert ".TITULO\nRécord de lluvias\n" in text and "Llueve en Sevilla." in text
    assert "Menú" not in text  # outside every translated element
    shown = widget.show_preview(tmp_path / "missing.html")
    assert "Cannot read" in shown.findChild(type(widget.editor)).toPlainText()


def test_the_dialog_speaks_spanish(qtbot) -> None:
    widget = dialog(qtbot)
    try:
        assert i18n.set_language("es")
        # Qt posts LanguageChange to every widget: let the event loop deliver it.
        qtbot.waitUntil(lambda: widget.windowTitle() == "Descripciones de sitios",
                        timeout=2000)
        widget.editor.setPlainText(NEW_SITES.replace('name = "ABC"\n', ""))
        assert widget.problem.text().startswith("Línea 1: ")
    finally:
        i18n.reset()
    qtbot.waitUntil(lambda: widget.windowTitle() == "Site descriptions", timeout=2000)


def test_the_screenshots_include_the_dialog(qtbot, tmp_path) -> None:
    files = render_screenshots(tmp_path)
    shot = tmp_path / "15-dialog-sites.png"
    assert shot in files
    image = QImage(str(shot))
    assert image.width() >= 500 and image.height() >= 400
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 3


@pytest.fixture(autouse=True)
def _english() -> None:
    """Every test starts with the source (English) texts."""
    i18n.reset()


def test_a_site_rules_problem_reads_in_the_apps_language(qtbot) -> None:
    # The dialog shows the validator's problem by its code, as every dialog does.
    from gui import i18n

    assert i18n.set_language("es")
    try:
        _, problem = check_fragment(NEW_SITES + "colour = 1\n", NormalizeOptions())
    finally:
        i18n.reset()
    assert problem is not None and problem.line == 14
    assert problem.message.startswith("colour: Clave desconocida")
