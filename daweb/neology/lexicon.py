"""The lexicons a review teaches: the project's (a TSV file beside the project file, named by
``[analysis] lexicon``) and the user's (``lexicon.<lang>.tsv`` in the user's data folder, for
words true in every project). Both have the layout of ``lexicons/user.es.tsv``
(``form<TAB>lemma<TAB>UPOS[<TAB>features]``) and are read by every run's recognizer, after
the lexicon shipped with DAWeb (:func:`lexicon_paths`).
"""

from __future__ import annotations

import os
from pathlib import Path

from daweb.project import Project, save_project
from daweb.store.atomic import atomic_write

#: Environment variable naming the user's data folder (overrides platformdirs; tests).
DATA_ENV = "DAWEB_DATA_DIR"
#: What a new lexicon file starts with.
HEADER = (
    "# DAWeb lexicon: words the neology review called known (docs/neology.md).\n"
    "# One reading per line: form<TAB>lemma<TAB>UPOS[<TAB>features]; '#' starts a comment.\n"
)


def user_data_dir() -> Path:
    """The user's DAWeb data folder: ``$DAWEB_DATA_DIR``, else platformdirs'."""
    if os.environ.get(DATA_ENV):
        return Path(os.environ[DATA_ENV])
    import platformdirs  # only needed when nothing else names the folder

    return Path(platformdirs.user_data_dir("daweb"))


def user_lexicon_path(language: str) -> Path:
    """The per-user lexicon for ``language`` (it may not exist yet)."""
    return user_data_dir() / f"lexicon.{language}.tsv"


def lexicon_paths(project: Project) -> list[Path]:
    """The lexicons a run of ``project`` adds to the recognizer: the user's, the project's
    (those that exist)."""
    paths = [user_lexicon_path(project.analysis.language), project.lexicon_path()]
    return [path for path in paths if path is not None and path.is_file()]


def project_lexicon(project: Project) -> Path:
    """The project's lexicon file; when the project names none yet, ``<project>.lexicon.tsv``
    beside the project file is named in it (the project file is saved, comments kept)."""
    path = project.lexicon_path()
    if path is not None:
        return path
    if project.path is None:
        raise ValueError("an unsaved project has no lexicon: save the project first")
    project.analysis.lexicon = f"{project.path.stem}.lexicon.tsv"
    save_project(project, project.path)
    path = project.lexicon_path()
    assert path is not None
    return path


def entry_line(form: str, lemma: str, pos: str) -> str:
    """One lexicon line (no newline)."""
    return f"{form}\t{lemma}\t{pos}"


def add_entry(path: Path, line: str) -> bool:
    """Append ``line`` to the lexicon at ``path`` (created with a header); False when the
    file already has it."""
    text = path.read_text(encoding="utf-8") if path.is_file() else HEADER
    if line in text.splitlines():
        return False
    if not text.endswith("\n"):
        text += "\n"
    _replace(path, text + line + "\n")
    return True


def remove_entry(path: Path, line: str) -> None:
    """Remove ``line`` from the lexicon at ``path`` (an undone decision); other lines stay."""
    if not path.is_file():
        return
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [text for text in lines if text.rstrip("\r\n") != line]
    if len(kept) != len(lines):
        _replace(path, "".join(kept))


def _replace(path: Path, text: str) -> None:
    """Write ``text`` as the project file is written (a crash leaves the old file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text)
