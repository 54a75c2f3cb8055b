"""Shared test configuration: Qt runs offscreen; the repository paths tests need."""

import gc
import os
import random
import tempfile
from collections import Counter
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never read or write the user's real schedule, history or settings folder.
os.environ["DAWEB_CONFIG_DIR"] = tempfile.mkdtemp(prefix="daweb-config-")

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


def random_pages(seed: int, pages: int, vocabulary: int) -> list[dict[str, int]]:
    """Pages of segments drawn from a skewed vocabulary (a few frequent, many rare)."""
    rng = random.Random(seed)
    result = []
    for _ in range(pages):
        counts: Counter[str] = Counter()
        for _ in range(rng.randrange(5, 40)):
            counts[f"s{int(vocabulary * rng.random() ** 3)} t"] += 1
        result.append(dict(counts))
    return result


def as_code(result, *keys: str):
    """A DocumentResult ``result`` with ``keys`` written as code on its page: identifiers,
    not looked up, without readings (as the analyzer leaves a non-word)."""
    from dataclasses import replace

    from analyzers.document import IDENTIFIER

    return replace(result, kinds={**result.kinds, **dict.fromkeys(keys, IDENTIFIER)},
                   analyses={**result.analyses, **dict.fromkeys(keys, ())},
                   readings={r: n for r, n in result.readings.items() if r[0] not in keys})


@pytest.fixture(autouse=True)
def _gui_tests_collect_in_the_main_thread(request):
    """In the GUI tests, cycles are collected in the main thread only, as the app does
    (gui/collector.py): a test's worker thread (a run, an export) must not free an earlier
    test's widgets. Set up before qtbot, so the collection at the end follows its clean-up."""
    if not request.node.path.name.startswith("test_gui_"):
        yield
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.collect()
        if enabled:
            gc.enable()


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository's root folder."""
    return REPO


@pytest.fixture(scope="session")
def paper_text() -> str:
    """The DAWeb paper (../shared/reference), real Spanish text nobody here wrote."""
    path = SHARED / "reference" / "daweb-paper.es.txt"
    if not path.exists():
        pytest.skip(f"{path} is not present (it comes with the shared/ folder beside the repo)")
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def treebank_path() -> Path:
    """The UD Spanish GSD dev split shipped in ../shared/data (CC BY-SA 4.0)."""
    path = SHARED / "data" / "es_gsd-ud-dev.conllu"
    if not path.exists():
        pytest.skip(f"{path} is not present (it comes with the shared/ folder beside the repo)")
    return path


@pytest.fixture
def sample_conn(tmp_path: Path):
    """A read-only connection (plain tuples) to a freshly written sample run of the viewer."""
    from daweb.store.reading import open_results
    from gui.viewer.sample import write_sample_run

    folder = write_sample_run(tmp_path / "run")
    connection = open_results(folder / "results.sqlite")
    connection.row_factory = None
    yield connection
    connection.close()
