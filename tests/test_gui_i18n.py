"""Languages: complete, current Spanish and English catalogues, and switching at run time."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator

from daweb.events import RetrieverState
from gui import i18n
from gui.dialogs import AddressDialog
from gui.main_window import MainWindow
from gui.process_section import state_name

TRANSLATIONS = Path(i18n.TRANSLATIONS_DIR)
PLACEHOLDER = re.compile(r"\{\d+[^}]*\}")


def messages(language: str) -> list[tuple[str, str, str, str | None]]:
    """(context, source, translation, type) of every message in a .ts catalogue."""
    root = ET.parse(TRANSLATIONS / f"daweb_{language}.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            found.append((name, message.findtext("source") or "", translation.text or "",
                          translation.get("type")))
    return found


@pytest.fixture
def restore_language():
    """Leave the app in the source language whatever the test did."""
    yield
    i18n.reset()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize("language", ["es", "en"])
def test_catalogues_are_complete_and_keep_placeholders(language: str) -> None:
    entries = messages(language)
    assert len(entries) > 150
    for context, source, translation, kind in entries:
        assert kind is None, f"{context}: {source!r} is {kind}"
        assert translation.strip(), f"{context}: {source!r} has no translation"
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation))
        assert translation.count("&") - translation.count("&&") <= 1
    if language == "es":
        same = [s for _, s, t, _ in entries if s == t and any(c.isalpha() for c in s)]
        assert len(same) <= 3, same  # only names such as "English" may stay alike


def test_catalogues_list_every_string_of_the_code(tmp_path: Path) -> None:
    """The shipped .ts files are up to date with the code (pyside6-lupdate finds no more)."""
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    assert lupdate is not None, "pyside6-lupdate comes with PySide6-Essentials"
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (TRANSLATIONS.parent).glob("*.py"))
    subprocess.run([lupdate, *sources, "-ts", str(fresh)], check=True, capture_output=True)
    root = ET.parse(fresh).getroot()
    in_code = {(c.findtext("name"), m.findtext("source"))
               for c in root.iter("context") for m in c.iter("message")}
    for language in ("es", "en"):
        shipped = {(c, s) for c, s, _, _ in messages(language)}
        assert in_code == shipped, f"run pyside6-lupdate/lrelease: {in_code ^ shipped}"


@pytest.mark.parametrize("language", ["es", "en"])
def test_compiled_catalogues_match_the_sources(language: str) -> None:
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / f"daweb_{language}.qm"))
    for context, source, translation, _ in messages(language):
        assert translator.translate(context, source) == translation, \
            f"daweb_{language}.qm is stale: run pyside6-lrelease"


def test_switching_language_retranslates_open_windows(qtbot, settings, restore_language
                                                      ) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.process.start(2)
    dialog = AddressDialog(window)
    qtbot.addWidget(dialog)
    window.choose_language("es")
    # Qt posts LanguageChange to every widget: let the event loop deliver it.
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Configuración", timeout=2000)
    qtbot.wait(10)
    assert settings.value(i18n.SETTING) == "es"
    assert i18n.current_language() == "es"
    assert [a.text() for a in window.menuBar().actions()] == \
        ["&Proyecto", "Pr&eferencias", "A&yuda"]
    assert window.tabs.tabText(0) == "Configuración"
    assert window.config.analyze_button.text() == "A&nalizar"
    assert window.config.analyze_button.toolTip() == "Primero dé un título al proyecto."
    assert window.config.retrievers_label.text() == "&Líneas de descarga simultáneas:"
    assert window.process.stop_button.text() == "&Parar descargas"
    assert window.process.retriever_table.item(0, 0).text() == "Preparado"
    assert state_name(RetrieverState.AUTH_REQUIRED) == "Se necesita autenticación"
    assert dialog.windowTitle() == "Añadir dirección"
    assert dialog.problem.text().startswith("Escriba una dirección")
    assert "Proyecto sin título" in window.windowTitle()

    window.choose_language("en")
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Configuration", timeout=2000)
    qtbot.wait(10)
    assert window.process.retriever_table.item(0, 0).text() == "Ready"
    assert dialog.problem.text().startswith("Type an address")
    assert window.language_actions["en"].isChecked()


def test_system_locale_chooses_unless_the_setting_overrides(settings) -> None:
    assert i18n.system_language() in i18n.LANGUAGES
    assert i18n.preferred_language(settings) == i18n.system_language()
    settings.setValue(i18n.SETTING, "es")
    assert i18n.preferred_language(settings) == "es"
    settings.setValue(i18n.SETTING, "klingon")
    assert i18n.preferred_language(settings) == i18n.system_language()


def test_numbers_are_written_as_the_locale_writes_them() -> None:
    from PySide6.QtCore import QLocale

    previous = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
        assert i18n.format_number(87_410) == "87.410"
        assert i18n.format_number(3_079) == "3079"  # Spanish groups from five digits on
        assert i18n.decimal(0.8237, 3) == "0,824"
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert i18n.format_number(3_079) == "3,079"
        assert i18n.decimal(0.8237, 2) == "0.82"
    finally:
        QLocale.setDefault(previous)


@pytest.mark.parametrize(("language", "look_in", "file_type"),
                         [("es", "&Buscar en:", "Archivos de &tipo:"),
                          ("en", "&Look in:", "Files of &type:")])
def test_qt_file_dialogs_speak_the_language(qtbot, restore_language, language: str,
                                            look_in: str, file_type: str) -> None:
    """Qt's own Spanish catalogue misses Qt 6's file-dialog labels; ours supplies them."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    i18n.set_language(language)
    dialog = QFileDialog(None, "", str(Path.home()))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {look_in, file_type} <= labels
