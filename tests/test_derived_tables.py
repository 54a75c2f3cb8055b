"""The cache of derived tables: the versions that key them, read without the metadata
parser, and a run's language model loaded without the recognizer (issue 21)."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata
from pathlib import Path

from analyzers.derived_tables import load_stored, package_version, store_derived

ROOT = Path(__file__).resolve().parent.parent


def test_a_package_version_is_read_once_per_process():
    package_version.cache_clear()
    version = package_version("spacy")
    assert version != "absent" and version[0].isdigit()
    assert package_version("spacy") is version  # the same answer, not read again
    assert package_version("no-such-distribution-here") == "absent"


def test_every_installed_version_is_the_one_importlib_metadata_reads():
    # the folder names stand in for the metadata files: the derived tables' keys must not
    # change with the way their versions are read
    names = {dist.metadata["Name"] for dist in metadata.distributions()}
    assert {"spacy", "simplemma", "spacy-lookups-data", "py3langid"} <= {
        name.lower() for name in names}
    assert {name: package_version(name) for name in names} == {
        name: metadata.version(name) for name in names}


def test_a_name_is_found_however_it_is_written():
    assert package_version("spacy_lookups_data") == package_version("Spacy.Lookups-Data") \
        == metadata.version("spacy-lookups-data")


def test_a_distribution_without_a_dist_info_folder_is_asked_of_importlib(tmp_path):
    egg = tmp_path / "eggonly-3.1.4.egg-info"
    egg.mkdir()
    (egg / "PKG-INFO").write_text("Metadata-Version: 2.1\nName: eggonly\nVersion: 3.1.4\n")
    script = ("import sys; sys.path.insert(0, sys.argv[1]); "
              "from analyzers.derived_tables import package_version; "
              "print(package_version('eggonly'))")
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path)], capture_output=True,
                          text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "3.1.4"


def test_a_stored_table_comes_back_only_as_the_kind_asked(tmp_path):
    path = tmp_path / "deep" / "table.pickle"
    store_derived(path, {"a": 1})
    assert load_stored(path, dict) == {"a": 1}
    assert load_stored(path, list) is None  # something else: derived again
    path.write_bytes(b"not a pickle")
    assert load_stored(path, dict) is None
    assert load_stored(tmp_path / "absent.pickle", dict) is None


def test_the_language_model_loads_without_the_recognizer_or_the_metadata_parser():
    # the process that reads local files loads it at a run's start: the recognizer's
    # modules and importlib.metadata were ~25 ms of its way to the first page
    script = ("import sys; from analyzers.language import BlockLanguages; "
              "langs = BlockLanguages('es'); "
              "assert langs.language_of('This is plainly a sentence written in English, "
              "with nothing Spanish about it at all.') == 'en'; "
              "loaded = [m for m in ('analyzers.morphology', 'analyzers.lexicon_sources', "
              "'importlib.metadata') if m in sys.modules]; "
              "assert not loaded, loaded")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
