"""Languages of the desktop app, through Qt's translation system.

Source strings are English, written with ``self.tr(...)`` in widgets and
``QCoreApplication.translate(context, ...)`` elsewhere. The catalogues live in
``gui/translations/daweb_es.ts`` and ``daweb_en.ts`` and are compiled to ``.qm`` files,
which ship with the package. Both tools come with PySide6-Essentials::

    .venv/bin/pyside6-lupdate gui/*.py -ts gui/translations/daweb_es.ts gui/translations/daweb_en.ts
    # translate the new entries (Qt Linguist: .venv/bin/pyside6-linguist, or any editor)
    .venv/bin/pyside6-lrelease gui/translations/daweb_es.ts gui/translations/daweb_en.ts

The system locale chooses the language unless the ``language`` setting overrides it, and
writes the numbers (:func:`format_number`, :func:`decimal`). Tables fit their columns to the
headers of either language (:func:`fit_columns`).
Changing language at run time installs new translators; Qt then sends every widget a
``LanguageChange`` event, on which each one re-sets its texts (``retranslate()``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QHeaderView, QTableView

TRANSLATIONS_DIR = Path(__file__).resolve().parent / "translations"
#: Languages with a complete catalogue; the first is used for unsupported locales.
LANGUAGES = ("en", "es")
SETTING = "language"

_installed: list[QTranslator] = []
_current = ""


def language_names() -> dict[str, str]:
    """Each supported language in its own name (never translated: users look for it)."""
    return {"en": "English", "es": "Español"}


def format_number(value: int) -> str:
    """``value`` written as the user's locale writes numbers (30.790 in Spain, 30,790 in the
    US): counts of words and rows are read by people, not parsed."""
    return QLocale().toString(value)


def decimal(value: float, decimals: int) -> str:
    """``value`` with ``decimals`` decimals and the locale's decimal mark (0,82 in Spain)."""
    return QLocale().toString(value, "f", decimals)


def fit_columns(table: QTableView) -> None:
    """The first column takes the room left and the others fit their header and cells, so
    that no header is cut in a language with longer words (*Próxima ejecución*)."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)


def system_language() -> str:
    """The supported language of the system locale, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else LANGUAGES[0]


def preferred_language(settings: QSettings) -> str:
    """The language setting when it names a supported language, else the system's."""
    chosen = str(settings.value(SETTING, "") or "")
    return chosen if chosen in LANGUAGES else system_language()


def current_language() -> str:
    """The language installed last ("" before :func:`set_language` is called)."""
    return _current


def reset() -> None:
    """Remove the installed translations: the source (English) texts show again."""
    global _current
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    _current = ""


def set_language(language: str) -> bool:
    """Install DAWeb's and Qt's own translations for ``language``; True if DAWeb's loaded.

    Qt's catalogue (``qtbase_*.qm``) translates the standard buttons of message boxes and
    dialogs; it is optional. ``qt_supplement_*.qm`` adds the Qt 6 strings that catalogue
    lacks (the file dialog's "&Look in:", "Files of &type:", "Folder").
    """
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before setting the language")
    reset()
    ours = QTranslator(app)
    loaded = ours.load(str(TRANSLATIONS_DIR / f"daweb_{language}.qm"))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_dir),
                         (f"qt_supplement_{language}", str(TRANSLATIONS_DIR))):
        qt = QTranslator(app)
        if qt.load(name, folder):
            app.installTranslator(qt)
            _installed.append(qt)
    _current = language
    return loaded


class Retranslating:
    """Mixin for widgets with a ``retranslate()``: re-run it when the app's language changes.

    Put it before the Qt class (``class X(Retranslating, QWidget)``) so its ``changeEvent``
    is the one Qt calls.
    """

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate when the application language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # type: ignore[attr-defined]
        super().changeEvent(event)  # type: ignore[misc]
