"""Tests for daweb.project: validation messages (file:line: field), migration, saving."""

from __future__ import annotations

import os
import re
import sys
import tomllib
from pathlib import Path

import pytest

from daweb.project import (
    BOUNDS,
    MAX_WHOLE,
    SCHEMA,
    Project,
    ProjectError,
    ProjectSaveError,
    StartAddress,
    load_project,
    new_project,
    parse_project,
    save_project,
    spin_range,
)

GOOD = """\
# Demo project: a comment that must survive saving
schema = 1
title = "Demo"

[[start]]
url = "https://www.example.es/"  # the newspaper
output = "prensa"

[[start]]
url = "http://blog.example.org/"
enabled = false

[crawl]
cancelled = ["deportes", "re:/20[0-9]{2}/"]
retrievers = 3  # be gentle
max_duration = "1h30m"

[segments]
min_freq = 4
"""


def write(tmp_path: Path, text: str, name: str = "demo.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path: Path, text: str) -> str:
    """The message load_project raises for ``text`` (the test fails if it loads)."""
    path = write(tmp_path, text)
    with pytest.raises(ProjectError) as info:
        load_project(path)
    return str(info.value)


def test_good_file_loads_with_defaults(tmp_path):
    project = load_project(write(tmp_path, GOOD))
    assert project.title == "Demo"
    assert project.starts == [
        StartAddress("https://www.example.es/", True, "prensa"),
        StartAddress("http://blog.example.org/", False, ""),
    ]
    assert project.crawl.retrievers == 3
    assert project.crawl.retries == 2
    assert project.crawl.delay == 1.0
    assert project.crawl.max_duration == 5400.0
    assert project.crawl.cancelled == ["deportes", "re:/20[0-9]{2}/"]
    assert project.analysis.language == "es"
    assert project.segments.min_freq == 4 and project.segments.min_len == 2
    assert project.analysis.profile_parts == 10
    assert project.runs_path() == (tmp_path / "runs").resolve()


def test_settings_dicts(tmp_path):
    from daweb.configuration import crawl_settings

    project = load_project(write(tmp_path, GOOD))
    crawl = project.crawl_settings_dict()
    assert crawl["start_urls"] == ["https://www.example.es/"]  # the disabled one is left out
    assert crawl["retrievers"] == 3
    assert crawl["max_pages"] is None and crawl["max_duration"] == 5400.0
    assert crawl["user_agent"] is None
    # Pages keep their bytes only for the run's WARC snapshot (on by default).
    assert crawl["keep_bodies"] is True
    project.crawl.snapshots = False
    assert crawl_settings(project).keep_bodies is False
    assert crawl_settings(project).download_timeout == 180.0  # Scrapy's DOWNLOAD_TIMEOUT
    project.crawl.download_timeout = 20.0
    assert crawl_settings(project).download_timeout == 20.0
    analysis = project.analysis_settings_dict()
    assert analysis["seg_min_freq"] == 4
    assert analysis["list_mode"] == "none" and analysis["list_file"] is None
    assert project.outputs_by_start()["https://www.example.es/"] == "prensa"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('title = "D"\n\n[crawl]\nretrievers = 12\n',
         "demo.toml:4: retrievers = 12: must be between 1 and 10"),
        ('title = "D"\n[crawl]\nretrievers = true\n',
         "demo.toml:3: retrievers = true: must be a whole number between 1 and 10"),
        ('title = "D"\n[crawl]\ndelay = -1\n',
         "demo.toml:3: delay = -1: must be between 0 and 3600"),
        ('title = "D"\n[crawl]\nrobots = "yes"\n',
         'demo.toml:3: robots = "yes": must be true or false'),
        ('title = "D"\n[crawl]\nmax_duration = "forever"\n',
         'demo.toml:3: max_duration = "forever": must be seconds'),
        ('title = "D"\n[crawl]\nread_timeout = 0\n',
         "demo.toml:3: read_timeout = 0: must be more than 0"),
        ('title = ""\n', 'demo.toml:1: title = "": the title is required'),
        ('schema = 1\n[crawl]\nretries = 1\n', "demo.toml:1: title: missing"),
        ('title = "D"\n[analysis]\nlanguage = "fr"\n',
         'demo.toml:3: language = "fr": must be one of "es", "en"'),
        ('title = "D"\n[analysis]\nextraction = "body"\n',
         'demo.toml:3: extraction = "body": must be one of "all", "main", "trafilatura"'),
        ('title = "D"\n[lists]\nmode = "blacklist"\n',
         'demo.toml:3: mode = "blacklist": must be one of "none", "stopwords", "keywords"'),
        ('title = "D"\n[lists]\nmode = "stopwords"\n',
         'demo.toml:3: mode = "stopwords": a list mode needs a list'),
        ('title = "D"\n[lists]\nmode = "keywords"\nfile = "nope.txt"\n',
         'demo.toml:4: file = "nope.txt": no such file'),
        # issue 19, fault 12: a file that is no word list is not read, so never quoted
        ('title = "D"\n[lists]\nmode = "stopwords"\nfile = "../../../../etc/passwd"\n',
         'demo.toml:4: file = "../../../../etc/passwd": a word list is a .txt, .tsv, .lst '
         "file (UTF-8 text, one entry a line); passwd is not read"),
        # issue 19, fault 13: absurd counts
        ('title = "D"\n[crawl]\nmax_pages = 99999999999999999999\n',
         "demo.toml:3: max_pages = 99999999999999999999: is too large: at most 1000000000"),
        ('title = "D"\n[crawl]\nmax_depth = 1000000001\n',
         "demo.toml:3: max_depth = 1000000001: is too large"),
        ('title = "D"\n[crawl]\ndownload_timeout = 0\n',
         "demo.toml:3: download_timeout = 0: must be more than 0"),
        ('title = "D"\n[segments]\nmin_len = 4\nmax_len = 3\n',
         "demo.toml:4: max_len = 3: must be at least min_len (4)"),
        ('title = "D"\n[segments]\nmin_freq = 0\n',
         "demo.toml:3: min_freq = 0: must be 1 or more"),
        ('title = "D"\n[outputs]\nsegments = 1\n',
         "demo.toml:3: segments = 1: must be true or false"),
        ('title = "D"\n[analysis]\ndisambiguate = "no"\n',
         'demo.toml:3: disambiguate = "no": must be true or false'),
        ('title = "D"\nschema = 7\n', "demo.toml:2: schema = 7: this file was written by a "
         "newer DAWeb"),
        ('title = "D"\n[[start]]\nurl = "ftp://x.es/"\n',
         'demo.toml:3: url = "ftp://x.es/": start address 1: must start with http:// or '
         'https://'),
        ('title = "D"\n[[start]]\nurl = "https://"\n',
         'demo.toml:3: url = "https://": start address 1: has no host name'),
        ('title = "D"\n[[start]]\nurl = "https://a.es/una página"\n',
         "start address 1: contains a space"),
        ('title = "D"\n[[start]]\nurl = "https://a.es/"\n[[start]]\nurl = "https://a.es/"\n',
         'demo.toml:5: url = "https://a.es/": start address 2: repeats start address 1'),
        ('title = "D"\n[[start]]\nurl = "https://a.es/"\noutput = "../x"\n',
         'demo.toml:4: output = "../x": must be an output name'),
        ('title = "D"\n[crawl]\ncancelled = [\n  "ok",\n  "re:([a-z",\n]\n',
         'demo.toml:5: cancelled = "re:([a-z": not a valid regular expression'),
    ],
)
def test_error_messages_name_file_line_and_field(tmp_path, text, expected):
    message = error_of(tmp_path, text)
    assert expected in message
    assert re.search(r"demo\.toml:\d+: ", message)


def test_the_project_lexicon_is_named_relative_and_checked(tmp_path):
    path = tmp_path / "demo.toml"
    path.write_text('title = "D"\n[analysis]\nlexicon = "palabras.tsv"\n', encoding="utf-8")
    assert load_project(path).lexicon_path() == tmp_path / "palabras.tsv"  # not yet written
    (tmp_path / "palabras.tsv").write_text("# mine\ncasita\tcasa\n", encoding="utf-8")
    assert 'demo.toml:3: lexicon = "palabras.tsv": ' in error_of(
        tmp_path, 'title = "D"\n[analysis]\nlexicon = "palabras.tsv"\n')
    assert "palabras.tsv:2: expected form<TAB>lemma<TAB>UPOS" in error_of(
        tmp_path, 'title = "D"\n[analysis]\nlexicon = "palabras.tsv"\n')
    assert 'lexicon = "no/such.tsv": no such folder' in error_of(
        tmp_path, 'title = "D"\n[analysis]\nlexicon = "no/such.tsv"\n')


def test_trafilatura_extraction_without_the_package_is_refused_with_what_to_do(
    tmp_path, monkeypatch
):
    monkeypatch.setitem(sys.modules, "trafilatura", None)  # as if not installed
    message = error_of(tmp_path, 'title = "D"\n[analysis]\nextraction = "trafilatura"\n')
    assert 'demo.toml:3: extraction = "trafilatura": ' in message
    assert 'pip install "daweb[trafilatura]"' in message


def test_unknown_keys_get_a_did_you_mean_hint(tmp_path):
    message = error_of(tmp_path, 'title = "D"\n\n[crawl]\nretreivers = 3\n')
    assert 'demo.toml:4: retreivers: unknown key in [crawl]; did you mean "retrievers"?' \
        in message
    message = error_of(tmp_path, 'title = "D"\ntittle = "x"\n')
    assert 'demo.toml:2: tittle: unknown key in the top level; did you mean "title"?' in message
    message = error_of(tmp_path, 'title = "D"\n[[start]]\nurl = "https://a.es/"\nouptut = "x"\n')
    assert 'demo.toml:4: ouptut: unknown key in start address 1; did you mean "output"?' \
        in message


def test_unknown_key_in_the_wrong_table_says_where_it_belongs(tmp_path):
    message = error_of(tmp_path, 'title = "D"\n[crawl]\nlanguage = "es"\n')
    assert "demo.toml:3: language: unknown key in [crawl]; it belongs in the [analysis] " \
        "table" in message


def test_every_problem_is_reported_top_to_bottom(tmp_path):
    message = error_of(tmp_path, 'title = "D"\n[crawl]\nretrievers = 0\nretries = 99\n')
    lines = message.splitlines()
    assert len(lines) == 2
    assert lines[0].endswith("demo.toml:3: retrievers = 0: must be between 1 and 10")
    assert lines[1].endswith("demo.toml:4: retries = 99: must be between 0 and 10")


def test_toml_syntax_error_is_reported_with_file_and_line(tmp_path):
    message = error_of(tmp_path, 'title = "D"\n[crawl]\nretrievers = cinco\n')
    assert "demo.toml:3: TOML syntax error" in message
    assert "retrievers = cinco" in message


def test_missing_file_and_bad_encoding(tmp_path):
    with pytest.raises(ProjectError, match=r"nothing\.toml:1: no such project file"):
        load_project(tmp_path / "nothing.toml")
    path = tmp_path / "latin1.toml"
    path.write_bytes('title = "Año"\n'.encode("latin-1"))
    with pytest.raises(ProjectError, match=r"latin1\.toml:1: not UTF-8"):
        load_project(path)
    path.write_bytes('title = "A"\n[crawl]\n# año\n'.encode("latin-1"))  # the bad byte's line
    with pytest.raises(ProjectError, match=r"latin1\.toml:3: not UTF-8"):
        load_project(path)


def test_list_file_is_relative_to_the_project_file(tmp_path):
    (tmp_path / "lists").mkdir()
    (tmp_path / "lists" / "vacias.txt").write_text("de\nla\n", encoding="utf-8")
    project = load_project(write(
        tmp_path, 'title = "D"\n[lists]\nmode = "stopwords"\nfile = "lists/vacias.txt"\n'))
    assert project.list_path() == (tmp_path / "lists" / "vacias.txt").resolve()
    assert project.analysis_settings_dict()["list_file"] == str(project.list_path())


SCHEMA_0 = """\
# an old project
title = "Viejo"
urls = ["https://a.es/", "https://b.es/"]
cancelled = ["deportes"]
threads = 12
stopwords = "vacias.txt"
"""


def test_schema_0_migrates_and_errors_point_at_the_old_lines(tmp_path):
    (tmp_path / "vacias.txt").write_text("de\n", encoding="utf-8")
    message = error_of(tmp_path, SCHEMA_0)
    # threads became [crawl] retrievers; the message still points at line 5 of the file.
    assert "demo.toml:5: retrievers = 12: must be between 1 and 10" in message
    project = load_project(write(tmp_path, SCHEMA_0.replace("threads = 12", "threads = 4")))
    assert project.schema == 0
    assert [s.url for s in project.starts] == ["https://a.es/", "https://b.es/"]
    assert project.crawl.retrievers == 4
    assert project.crawl.cancelled == ["deportes"]
    assert project.lists.mode == "stopwords" and project.lists.file == "vacias.txt"


def test_migrated_project_is_saved_in_the_current_schema(tmp_path):
    (tmp_path / "vacias.txt").write_text("de\n", encoding="utf-8")
    path = write(tmp_path, SCHEMA_0.replace("threads = 12", "threads = 4"))
    project = load_project(path)
    save_project(project, path)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["schema"] == SCHEMA
    assert "urls" not in data and "threads" not in data
    assert data["crawl"]["retrievers"] == 4
    again = load_project(path)
    assert again.schema == SCHEMA
    assert again.to_dict() == project.to_dict()


def test_bad_url_in_schema_0_points_at_its_line(tmp_path):
    message = error_of(tmp_path, 'title = "V"\nurls = [\n  "https://a.es/",\n  "gopher://b",\n]\n')
    assert 'demo.toml:4: url = "gopher://b": start address 2: must start with http' in message


def test_round_trip_keeps_comments_and_changes_only_what_changed(tmp_path):
    path = write(tmp_path, GOOD)
    project = load_project(path)
    project.crawl.retrievers = 7
    project.starts[1].enabled = True
    project.starts.append(StartAddress("https://nuevo.example.es/", output="prensa"))
    project.analysis.language = "en"
    save_project(project, path)
    text = path.read_text(encoding="utf-8")
    assert "# Demo project: a comment that must survive saving" in text
    assert "# the newspaper" in text
    assert "retrievers = 7  # be gentle" in text
    assert 'max_duration = "1h30m"' in text  # unchanged values keep their spelling
    assert "[analysis]" in text and 'language = "en"' in text
    assert "robots" not in text  # defaults are not added to a hand-written file
    again = load_project(path)
    assert again.to_dict() == project.to_dict()
    assert again.starts[2] == StartAddress("https://nuevo.example.es/", True, "prensa")


def test_removing_a_start_address_on_save(tmp_path):
    path = write(tmp_path, GOOD)
    project = load_project(path)
    del project.starts[0]
    save_project(project, path)
    assert [s.url for s in load_project(path).starts] == ["http://blog.example.org/"]


def test_new_project_writes_every_key_and_loads_back(tmp_path):
    project = new_project("Prensa", ["https://www.example.es/"])
    path = tmp_path / "prensa.toml"
    save_project(project, path)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["crawl"]["retrievers"] == 5
    assert data["segments"] == {"min_len": 2, "max_len": 5, "min_freq": 3,
                                "drop_stopword_edges": False}
    assert load_project(path).to_dict() == project.to_dict()
    assert project.path == path.absolute()


def test_new_project_rejects_empty_title_and_bad_urls():
    with pytest.raises(ProjectError, match="title"):
        new_project("  ", ["https://a.es/"])
    with pytest.raises(ProjectError, match="start address 1: must start with http"):
        new_project("T", ["file:///etc/passwd"])


def test_require_runnable(tmp_path):
    project = load_project(write(tmp_path, 'title = "D"\n'))
    with pytest.raises(ProjectError, match="no enabled start address"):
        project.require_runnable()
    Project(title="x", starts=[StartAddress("https://a.es/")]).require_runnable()


def test_save_is_atomic_when_writing_fails(tmp_path, monkeypatch):
    path = write(tmp_path, GOOD)
    project = load_project(path)
    project.title = "Changed"

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(ProjectSaveError, match=r"demo\.toml: No space left on device; the "
                       "previous file is unchanged"):
        save_project(project, path)
    assert path.read_text(encoding="utf-8") == GOOD  # the old file is untouched
    assert [p.name for p in tmp_path.iterdir()] == ["demo.toml"]  # no temp file left


def test_save_into_a_missing_folder_names_the_file(tmp_path):
    with pytest.raises(ProjectSaveError, match=r"cannot save the project to .*nowhere"):
        save_project(new_project("T", []), tmp_path / "nowhere" / "p.toml")


def test_save_keeps_file_permissions(tmp_path):
    path = write(tmp_path, GOOD)
    path.chmod(0o640)
    save_project(load_project(path), path)
    assert path.stat().st_mode & 0o777 == 0o640


def test_parse_project_uses_the_given_name():
    with pytest.raises(ProjectError, match=r"^editor:2: retrievers = 0"):
        parse_project('title = "x"\ncrawl.retrievers = 0\n', "editor")


COLLOCATIONS = """\
title = "Colocaciones"

[lists]
mode = "keywords"
entries = ["depender", "confiar"]

[outputs]
collocations = true
regimes = true

[collocations]
window = 3
by = "lemma"
nodes = "keywords"
min_freq = 2

[regimes]
min_freq = 5
"""


def test_collocation_and_regime_keys(tmp_path):
    project = load_project(write(tmp_path, COLLOCATIONS))
    assert (project.outputs.collocations, project.outputs.regimes) == (True, True)
    c = project.collocations
    assert (c.window, c.by, c.nodes, c.min_node_freq, c.min_freq) == (3, "lemma", "keywords",
                                                                      10, 2)
    assert project.regimes.min_freq == 5
    settings = project.analysis_settings_dict()
    assert settings["collocation_window"] == 3 and settings["regimes"] is True
    # defaults: both off
    plain = load_project(write(tmp_path, GOOD, "plain.toml"))
    assert (plain.outputs.collocations, plain.outputs.regimes) == (False, False)
    # saved and loaded back unchanged
    save_project(project, tmp_path / "again.toml")
    again = load_project(tmp_path / "again.toml")
    assert (again.collocations, again.regimes) == (project.collocations, project.regimes)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('title = "D"\n[collocations]\nwindow = 11\n',
         "demo.toml:3: window = 11: must be between 1 and 10"),
        ('title = "D"\n[collocations]\nby = "stem"\n',
         'demo.toml:3: by = "stem": must be one of "form", "lemma"'),
        ('title = "D"\n[collocations]\nnodes = "keywords"\n',
         'demo.toml:3: nodes = "keywords": the node words come from the keyword list'),
        ('title = "D"\n[regimes]\nmin_freq = 0\n',
         "demo.toml:3: min_freq = 0: must be 1 or more"),
        ('title = "D"\n[regimes]\nwindow = 2\n',
         "demo.toml:3: window: unknown key in [regimes]"),
    ],
)
def test_collocation_errors_name_file_line_and_field(tmp_path, text, expected):
    assert expected in error_of(tmp_path, text)


SITES = """\
schema = 1
title = "Prensa 2000"

[normalize]
output = "site"
sections = ["TITULO", "CUERPO"]
append = [".FECHA $DD$-$MM$-$YYYY$"]  # every document's date
ignore = ["p"]

[filter]
criterion = '"liga de campeones" and not fútbol'
tolerance = 2

[[sites]]
name = "ABC"
translate = [{ tag = "titulo", section = ".TITULO" }, { tag = "texto", section = ".CUERPO" }]

[[sites.index]]
url = "https://www.abc.es/abc/fijas/internac/index.asp"

[[sites.index.links]]
pattern = "pa00"
append = [".SECCION Internacional"]

[[sites]]
name = "El Pais"

[[sites.index]]
url = "https://www.elpais.es/p/d/$YYYY$$MM$$DD$/internac/"

[[sites.index.links]]
pattern = "internac"
translate = [{ tag = "meta", attr = "name", value = "TITULO", get = "content", section = "TITULO" }]
"""


def test_site_descriptions_and_filter_load_save_and_run_without_start(tmp_path):
    path = write(tmp_path, SITES)
    project = load_project(path)
    assert (project.normalize.output, project.normalize.sections) == ("site",
                                                                     ["TITULO", "CUERPO"])
    assert project.normalize.append == [".FECHA $DD$-$MM$-$YYYY$"]
    assert (project.filter.criterion, project.filter.tolerance, project.filter.inverse) == \
        ('"liga de campeones" and not fútbol', 2, False)
    assert [s["name"] for s in project.sites] == ["ABC", "El Pais"]
    assert project.sites[1]["index"][0]["links"][0]["pattern"] == "internac"
    project.require_runnable()  # index pages are where the crawl starts
    project.filter.tolerance = 1
    save_project(project, path)
    text = path.read_text(encoding="utf-8")
    assert "# every document's date" in text and "tolerance = 1" in text
    assert load_project(path).to_dict() == project.to_dict()
    save_project(project, tmp_path / "fresh.toml")  # a new file gets the sites too
    assert load_project(tmp_path / "fresh.toml").sites == project.sites
    project.sites[0]["name"] = "Diario ABC"
    save_project(project, path)
    assert load_project(path).sites[0]["name"] == "Diario ABC"


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (('tolerance = 2', 'tolerance = -1'), "demo.toml:12: tolerance = -1: must be between 0"),
        (("criterion = '\"liga de campeones\" and not fútbol'", 'criterion = "madrid and"'),
         'demo.toml:11: criterion = "madrid and": position 11: expected a word'),
        (('output = "site"', 'output = "page"'),
         'demo.toml:5: output = "page": must be one of "document", "site"'),
        (('sections = ["TITULO", "CUERPO"]', 'sections = ["CUERPOO"]'),
         'demo.toml:6: sections = "CUERPOO": no rule produces this section; sections: '
         "CUERPO, FECHA, SECCION, TITULO"),
        (('ignore = ["p"]', 'ignore = ["<p>"]'),
         'demo.toml:8: ignore = "<p>": must be a tag name'),
        (('name = "El Pais"', 'name = "abc"'), 'demo.toml:26: name = "abc": site 2: repeats'),
        (('name = "El Pais"', 'nombre = "El Pais"'),
         "demo.toml:26: nombre: unknown key in site 2"),
        (('pattern = "pa00"', 'pattern = "re:pa(00"'),
         "demo.toml:22: pattern = \"re:pa(00\": link pattern 're:pa(00' is not a valid"),
        (('pattern = "internac"', 'pattern = "$HOY$"'),
         'demo.toml:32: pattern = "$HOY$": unknown variable $HOY$'),
        (('$YYYY$$MM$$DD$/internac/"', '$AAAA$/internac/"'),
         "demo.toml:29: url = \"https://www.elpais.es/p/d/$AAAA$/internac/\": unknown variable"),
        (('url = "https://www.abc.es/', 'url = "ftp://www.abc.es/'),
         "demo.toml:19: url = \"ftp://www.abc.es/abc/fijas/internac/index.asp\": must start"),
        (('append = [".SECCION Internacional"]', 'append = ["SECCION Internacional"]'),
         'demo.toml:23: append = "SECCION Internacional": an append entry is a text ".NAME'),
        (('{ tag = "texto", section = ".CUERPO" }', '{ tag = "texto" }'),
         'demo.toml:16: translate = "texto": rule 2: needs section = "NAME"'),
        (('get = "content", section = "TITULO" }', 'get = "content" }'),
         "demo.toml:33: translate = \"meta\": rule 1: needs section"),
    ],
)
def test_site_description_errors_name_file_line_and_field(tmp_path, change, expected):
    old, new = change
    assert old in SITES
    assert expected in error_of(tmp_path, SITES.replace(old, new))


def test_a_link_pattern_without_any_translate_rule_is_an_error(tmp_path):
    text = SITES.replace(
        'translate = [{ tag = "meta", attr = "name", value = "TITULO", get = "content", '
        'section = "TITULO" }]\n', "")
    assert ("site 'El Pais', link pattern 'internac': no translate rule applies"
            in error_of(tmp_path, text))


# The user's notes inside the [[sites]] tables, on every level.
COMMENTED_SITES = (
    SITES.replace('name = "ABC"\n',
                  'name = "ABC"  # the Madrid daily\n# titles: see the 2000 archive\n')
    .replace('url = "https://www.abc.es/', '# the international section\nurl = "https://www.abc.es/')
    .replace('pattern = "pa00"\n', 'pattern = "pa00"  # article pages\n')
    .replace('name = "El Pais"\n', 'name = "El Pais"  # Prisa\n')
    .replace('pattern = "internac"\n', 'pattern = "internac"  # only world news\n')
)
SITE_NOTES = ("# the Madrid daily", "# titles: see the 2000 archive",
              "# the international section", "# article pages", "# Prisa",
              "# only world news")


def test_site_comments_survive_a_save_that_changes_something_else(tmp_path):
    path = write(tmp_path, COMMENTED_SITES)
    project = load_project(path)
    project.title = "Prensa 2001"
    save_project(project, path)
    text = path.read_text(encoding="utf-8")
    assert 'title = "Prensa 2001"' in text
    assert text == COMMENTED_SITES.replace('"Prensa 2000"', '"Prensa 2001"')


def test_site_comments_survive_a_save_that_changes_the_sites(tmp_path):
    path = write(tmp_path, COMMENTED_SITES)
    project = load_project(path)
    abc, pais = project.sites
    abc["index"][0]["links"][0]["append"] = [".SECCION Mundo"]  # a changed key keeps its line
    pais["translate"] = [{"tag": "h1", "section": "TITULO"}]  # a new key in a kept table
    pais["index"].append({"url": "https://www.elpais.es/opinion/",
                          "links": [{"pattern": "opinion", "ignore": ["aside"]}]})
    project.sites.append({"name": "El Mundo", "translate": [{"tag": "p", "section": "CUERPO"}],
                          "index": [{"url": "https://www.elmundo.es/",
                                     "links": [{"pattern": "internacional"}]}]})
    save_project(project, path)
    text = path.read_text(encoding="utf-8")
    assert all(note in text for note in SITE_NOTES)
    assert 'append = [".SECCION Mundo"]' in text and "Internacional" not in text
    # Rules stay on one line, as the user writes them, never [[sites.translate]] tables.
    assert "[[sites.translate]]" not in text and "[[sites.index.links.translate]]" not in text
    assert load_project(path).sites == project.sites
    assert "start = []" not in text  # a project without start addresses gets no empty key

    project.sites.pop(0)  # removing a site removes its tables and its notes only
    project.normalize.sections = ["TITULO"]
    save_project(project, path)
    text = path.read_text(encoding="utf-8")
    assert "ABC" not in text and "# the Madrid daily" not in text
    assert "# Prisa" in text and "# only world news" in text
    assert load_project(path).sites == project.sites
    assert "\n\n[[sites]]\nname = \"El Mundo\"" in text  # spaced like the tables around it

CORPUS = """\
schema = 1
title = "Observatorio"

[[start]]
url = "https://www.example.es/feed.xml"

[crawl]
feeds = false

[duplicates]
count = true
max_distance = 5

[reruns]
only_changed = true
"""


def test_corpus_options_load_save_and_reach_the_engine(tmp_path):
    from daweb.configuration import crawl_settings

    project = load_project(write(tmp_path, CORPUS))
    assert project.crawl.feeds is False and crawl_settings(project).feeds is False
    assert (project.duplicates.detect, project.duplicates.count,
            project.duplicates.max_distance) == (True, True, 5)
    assert project.reruns.only_changed is True
    saved = tmp_path / "copy.toml"
    save_project(project, saved)
    again = load_project(saved)
    assert (again.duplicates, again.reruns, again.crawl.feeds) == (
        project.duplicates, project.reruns, False)
    defaults = new_project("Nuevo", ["https://a.es/"])
    assert (defaults.duplicates.detect, defaults.duplicates.count,
            defaults.duplicates.max_distance, defaults.reruns.only_changed,
            defaults.crawl.feeds) == (True, False, 3, False, True)


@pytest.mark.parametrize("change, expected", [
    ("max_distance = 5", "max_distance = 17"),
    ("count = true", "count = 1"),
    ("only_changed = true", "only_changed = \"yes\""),
])
def test_corpus_option_errors_name_file_line_and_field(tmp_path, change, expected):
    text = CORPUS.replace(change, expected)
    line = text.splitlines().index(expected) + 1
    with pytest.raises(ProjectError) as info:
        load_project(write(tmp_path, text))
    key = expected.split(" =")[0]
    assert re.search(rf"demo\.toml:{line}: {key} = .*: must be", str(info.value)), info.value


def test_unknown_corpus_key_suggests_the_right_one(tmp_path):
    text = CORPUS.replace("count = true", "cuont = true")
    with pytest.raises(ProjectError, match=r'cuont: unknown key in \[duplicates\]; did you '
                                           r'mean "count"\?'):
        load_project(write(tmp_path, text))


def test_disambiguate_defaults_to_true_and_reaches_the_analyzer(tmp_path):
    from daweb.configuration import analysis_config

    on = load_project(write(tmp_path, 'title = "D"\n'))
    off = load_project(write(tmp_path, 'title = "D"\n[analysis]\ndisambiguate = false\n',
                             "off.toml"))
    assert on.analysis.disambiguate and analysis_config(on).disambiguate
    assert not off.analysis.disambiguate and not analysis_config(off).disambiguate
    assert off.analysis_settings_dict()["disambiguate"] is False


@pytest.mark.parametrize("option", sorted(BOUNDS))
def test_every_bound_is_the_one_the_loader_enforces(tmp_path: Path, option: str) -> None:
    # BOUNDS is the one definition: the loader refuses just outside it and keeps just inside,
    # and the app's spin boxes offer exactly that range (spin_range).
    table, key = option.split(".")
    bounds = BOUNDS[option]
    head = 'schema = 1\ntitle = "T"\n[[start]]\nurl = "http://a.example/"\n'
    outside = [bounds.low if bounds.open_low else bounds.low - 1]
    if bounds.high is not None:
        outside.append(bounds.high + 1)
    for value in outside:
        message = error_of(tmp_path, f"{head}[{table}]\n{key} = {value}\n")
        assert f"{key} = {value}" in message
    low, high = spin_range(table, key, 1)
    partner = "max_len = 10\n" if option == "segments.min_len" else ""  # min_len <= max_len
    for value in {int(low), int(min(high, MAX_WHOLE))}:
        load_project(write(tmp_path, f"{head}[{table}]\n{key} = {value}\n{partner}"))
