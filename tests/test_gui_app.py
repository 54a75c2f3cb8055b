"""Launching the app: screenshots of every section and dialog, and the .desktop entry."""

from __future__ import annotations

import configparser
from pathlib import Path

from PySide6.QtGui import QImage

from gui import i18n
from gui.app import main, render_screenshots

REPO = Path(__file__).resolve().parents[1]


def test_screenshots_cover_every_section_and_dialog(qtbot, tmp_path: Path) -> None:
    files = render_screenshots(tmp_path / "shots")
    names = [f.stem.split("-", 1)[1] for f in files]
    for expected in ("configuration", "process", "scheduling", "results", "dialog-address",
                     "dialog-cancelled", "dialog-list", "dialog-segments", "dialog-about",
                     "dialog-incidents"):
        assert expected in names
    for file in files:
        image = QImage(str(file))
        assert not image.isNull(), file
        assert image.width() >= 200 and image.height() >= 100
        # A real drawing, not a blank image: many distinct colours.
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
                   for y in range(0, image.height(), 7)}
        assert len(colours) > 3, file


def test_screenshots_in_spanish_from_the_command_line(qtbot, tmp_path: Path,
                                                      capsys) -> None:
    before = i18n.current_language()
    assert main(screenshots=tmp_path, language="es") == 0
    printed = capsys.readouterr().out.split()
    assert len(printed) >= 10 and all(Path(p).is_file() for p in printed)
    assert i18n.current_language() == before  # the app's language is left as it was


def test_desktop_entry() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(REPO / "gui" / "daweb.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "DAWeb"
    assert section["Exec"].split()[:2] == ["daweb", "gui"]
    assert section["Categories"].endswith(";")


def test_the_app_opens_the_given_project_or_the_last_one(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from daweb.project import Project, save_project
    from gui.app import open_main_window

    # The user's settings are redirected to a throwaway folder for this test.
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "cfg"))
    path = tmp_path / "abierto.toml"
    save_project(Project(title="Abierto al empezar"), path)
    try:
        window = open_main_window(path)
        qtbot.addWidget(window)
        assert window.isVisible()
        assert window.project.title == "Abierto al empezar"
        assert window.close()
        again = open_main_window()  # no file given: the last project (the default setting)
        qtbot.addWidget(again)
        assert again.project.path == path.absolute()
    finally:
        i18n.reset()
