"""The viewer's own catalogues: complete, up to date with the code, followed at run time."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTranslator

from gui import i18n
from gui.viewer import TRANSLATIONS_DIR, ensure_translator
from gui.viewer.sample import write_sample_run
from gui.viewer.window import ViewerWindow

PLACEHOLDER = re.compile(r"\{\d+[^}]*\}")


def messages(path: Path) -> list[tuple[str, str, str, str | None]]:
    """(context, source, translation, type) of every message of a .ts file."""
    root = ET.parse(path).getroot()
    return [(c.findtext("name") or "", m.findtext("source") or "",
             m.find("translation").text or "", m.find("translation").get("type"))
            for c in root.iter("context") for m in c.iter("message")]


@pytest.mark.parametrize("language", ["es", "en"])
def test_catalogue_is_complete_and_compiled(language: str) -> None:
    entries = messages(TRANSLATIONS_DIR / f"viewer_{language}.ts")
    assert len(entries) > 80
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS_DIR / f"viewer_{language}.qm"))
    for context, source, translation, kind in entries:
        assert kind is None and translation.strip(), f"{context}: {source!r}"
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation))
        assert translator.translate(context, source) == translation, "run pyside6-lrelease"
    if language == "es":
        same = [s for _, s, t, _ in entries if s == t and any(c.isalpha() for c in s)]
        assert set(same) <= {"Bytes", "CSV (*.csv);;TSV (*.tsv)"}, same


def test_catalogue_lists_every_string_of_the_viewer(tmp_path: Path) -> None:
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    assert lupdate is not None
    fresh = tmp_path / "fresh.ts"
    # the table registry's labels too (daweb/store/schema.py: the All tables tab's headers)
    sources = [*sorted(str(p) for p in TRANSLATIONS_DIR.parent.glob("*.py")),
               str(TRANSLATIONS_DIR.parents[2] / "daweb" / "store" / "schema.py")]
    subprocess.run([lupdate, *sources, "-ts", str(fresh)], check=True, capture_output=True)
    in_code = {(c, s) for c, s, _, _ in messages(fresh)}
    for language in ("es", "en"):
        shipped = {(c, s) for c, s, _, _ in messages(TRANSLATIONS_DIR / f"viewer_{language}.ts")}
        assert in_code == shipped, f"run pyside6-lupdate on gui/viewer: {in_code ^ shipped}"


def test_viewer_follows_the_app_language(qtbot, tmp_path: Path) -> None:
    run = write_sample_run(tmp_path / "run")
    try:
        i18n.set_language("es")
        window = ViewerWindow(run)
        qtbot.addWidget(window)
        window.show()
        assert window.tabs.tabText(0) == "Palabras"
        words = window.tables["words"]
        assert words.model.headerData(1, Qt.Orientation.Horizontal) == "Forma"
        assert words.apply_button.text() == "Filtrar"
        assert words.count_label.text().startswith("Filas: ")
        i18n.set_language("en")
        qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Words", timeout=2000)
        assert words.model.label(1) == "Form"
    finally:
        i18n.reset()
        ensure_translator("en")
