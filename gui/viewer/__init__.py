"""DAWeb's built-in results viewer (``daweb view RUN_DIR``).

The viewer has its own translation catalogue (``gui/viewer/translations/viewer_*.ts``),
installed next to the app's for the language :mod:`gui.i18n` chose, so that the app's
catalogue (generated from ``gui/*.py``) stays as it is.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

TRANSLATIONS_DIR = Path(__file__).resolve().parent / "translations"

_translator: QTranslator | None = None
_language = ""


def ensure_translator(language: str | None = None) -> str:
    """Install the viewer's catalogue for ``language`` (default: the app's current one).

    Does nothing when it is already installed, so calling it on every LanguageChange event
    (which installing a translator itself sends) does not loop. Returns the language.
    """
    global _translator, _language
    from gui import i18n

    wanted = language if language is not None else (i18n.current_language() or "en")
    if wanted == _language:
        return wanted
    app = QCoreApplication.instance()
    if app is None:
        return _language
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
    _language = wanted
    translator = QTranslator(app)
    if translator.load(str(TRANSLATIONS_DIR / f"viewer_{wanted}.qm")):
        app.installTranslator(translator)
        _translator = translator
    return wanted


def main_view(run_dir: Path, screenshots: Path | None = None,
              compare: Path | None = None) -> int:
    """Entry point of ``daweb view`` (see :func:`gui.viewer.window.main_view`)."""
    from gui.viewer.window import main_view as run

    return run(run_dir, screenshots, compare)
