"""DAWeb's exception tree (daweb/errors.py) and the command line's one map to exit codes."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from modules import every_module

from daweb.cli import EXIT_BUSY, EXIT_ERROR, EXIT_USER_ERROR, exit_code, main
from daweb.errors import BadInput, Busy, DawebError, StorageError, Unreachable

#: Every user-facing exception class of the engine and the kind a caller acts on.
KINDS = [
    ("analyzers.content_filter", "CriterionError", BadInput),
    ("analyzers.extract", "ExtractorMissing", BadInput),
    ("analyzers.lexicon_sources", "LexiconError", BadInput),
    ("analyzers.lexicon_sources", "ApertiumError", Unreachable),
    ("analyzers.lists", "WordListError", BadInput),
    ("analyzers.normalizer", "SiteRulesError", BadInput),
    ("daweb.archive", "ArchiveError", StorageError),
    ("daweb.run.cluster", "ClusterError", Unreachable),
    ("daweb.crawl.distributor", "DistributorError", DawebError),
    ("daweb.crawl.feeds", "FeedError", BadInput),
    ("daweb.crawl.settings", "InvalidSettings", BadInput),
    ("daweb.crawl.sitemaps", "SitemapError", BadInput),
    ("daweb.crawl.urls", "InvalidURL", BadInput),
    ("daweb.crawl.urls", "InvalidPattern", BadInput),
    ("daweb.export", "ExportError", BadInput),
    ("daweb.localfiles", "InputPathError", BadInput),
    ("daweb.neology.database", "NeologyError", StorageError),
    ("daweb.neology.review", "ReviewError", BadInput),
    ("daweb.project", "ProjectError", BadInput),
    ("daweb.project", "ProjectSaveError", StorageError),
    ("daweb.run.reanalysis", "ReanalysisError", BadInput),
    ("daweb.store.reading", "ResultsError", StorageError),
    ("daweb.runfolder", "RunFolderError", StorageError),
    ("daweb.schedule", "ScheduleError", BadInput),
    ("daweb.schedule", "ProjectProblem", BadInput),
    ("daweb.schedule", "SchedulerBusy", Busy),
    ("gui.viewer.exporting", "ExportError", StorageError),
]


@pytest.mark.parametrize(("module", "name", "kind"), KINDS)
def test_every_engine_error_has_a_kind(module: str, name: str, kind: type) -> None:
    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, kind) and issubclass(cls, DawebError)


def test_the_exit_code_follows_the_nearest_kind() -> None:
    from daweb.neology.database import NeologyError
    from daweb.neology.review import ReviewError
    from daweb.project import ProjectSaveError
    from daweb.schedule import SchedulerBusy

    # A review error is also a NeologyError (storage): its own first base decides.
    assert exit_code(ReviewError("no such candidate")) == EXIT_USER_ERROR
    assert exit_code(NeologyError("database is locked")) == EXIT_ERROR
    assert exit_code(SchedulerBusy("another scheduler")) == EXIT_BUSY
    assert exit_code(ProjectSaveError(13, "read-only")) == EXIT_ERROR
    assert exit_code(OSError(28, "disk full")) == EXIT_ERROR


def test_older_bases_still_catch(tmp_path: Path) -> None:
    """``except ValueError`` / ``except OSError`` written before the tree still hold."""
    from daweb.project import ProjectError, ProjectSaveError

    assert issubclass(ProjectError, ValueError) and issubclass(ProjectSaveError, OSError)
    assert str(ProjectSaveError(13, "cannot save")) == "[Errno 13] cannot save"


def test_the_cli_reports_a_damaged_run_folder_as_a_user_error(tmp_path: Path, capsys) -> None:
    """A results file that is not SQLite: named on stderr with exit 2, not a traceback."""
    run = tmp_path / "run"
    run.mkdir()
    (run / "results.sqlite").write_bytes(b"not a database at all" * 100)
    code = main(["export", str(run), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == EXIT_USER_ERROR and "results.sqlite" in err


#: Exceptions that never reach a user: crawl control flow inside the retrievers.
INTERNAL = {"daweb.crawl.retriever._Failure", "daweb.crawl.retriever.RetrieverAborted"}


def test_no_engine_error_is_outside_the_tree() -> None:
    # A new exception class in the engine must pick a kind, or the CLI cannot map it.
    import inspect

    import analyzers
    import daweb

    outside = []
    for package in (daweb, analyzers):
        for module in every_module(package):
            for _name, cls in inspect.getmembers(module, inspect.isclass):
                qualified = f"{cls.__module__}.{cls.__qualname__}"
                if (issubclass(cls, Exception) and cls.__module__ == module.__name__
                        and not issubclass(cls, DawebError) and qualified not in INTERNAL):
                    outside.append(qualified)
    assert outside == []
