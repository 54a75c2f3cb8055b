"""Tests for daweb.configuration: a project's options become the engine's settings."""

from __future__ import annotations

from dataclasses import fields

from analyzers.analyzer import AnalysisConfig
from daweb.configuration import analysis_config, crawl_settings
from daweb.crawl.settings import CrawlSettings
from daweb.project import new_project

#: Project settings the run uses itself (list loading, cache, run-level thresholds).
RUN_LEVEL = {
    "list_file",
    "list_entries",
    "persist_cache",
    "collocation_min_node_freq",
    "collocation_min_freq",
    "regime_min_freq",
}


def test_analysis_settings_carry_the_analyzers_names() -> None:
    names = {f.name for f in fields(AnalysisConfig)}
    keys = set(new_project("T").analysis_settings_dict())
    assert keys - names == RUN_LEVEL


def test_crawl_settings_carry_the_crawlers_names() -> None:
    names = {f.name for f in fields(CrawlSettings)}
    keys = set(new_project("T").crawl_settings_dict())
    assert keys - names == {"start_urls", "cancelled"}


def test_every_analysis_option_of_the_project_reaches_the_analyzer() -> None:
    project = new_project("T")
    project.analysis.extraction = "all"
    project.analysis.profile_parts = 7
    project.analysis.disambiguate = False
    project.analysis.other_languages = "skip"
    project.lists.mode = "keywords"
    project.lists.entries = ["gato"]
    o = project.outputs
    o.recognized, o.unrecognized, o.segments, o.profiles = False, False, False, False
    o.collocations, o.regimes = True, True
    s = project.segments
    s.min_len, s.max_len, s.min_freq, s.drop_stopword_edges = 3, 4, 9, True
    c = project.collocations
    c.window, c.by, c.nodes = 2, "lemma", "keywords"
    config = analysis_config(project)
    changed = {
        "mode": "all",
        "profile_parts": 7,
        "disambiguate": False,
        "other_languages": "skip",
        "list_mode": "keywords",
        "recognized": False,
        "unrecognized": False,
        "segments": False,
        "profiles": False,
        "collocations": True,
        "regimes": True,
        "seg_min": 3,
        "seg_max": 4,
        "seg_min_freq": 9,
        "seg_drop_stopword_edges": True,
        "collocation_window": 2,
        "collocation_by": "lemma",
        "collocation_nodes": "keywords",
    }
    default = AnalysisConfig()
    for name, value in changed.items():
        assert getattr(default, name) != value, name  # the test changes every option
        assert getattr(config, name) == value, name
    assert config.word_list is not None and "gato" in config.word_list.forms


def test_crawl_options_reach_the_crawler() -> None:
    project = new_project("T")
    project.crawl.per_host = 3
    project.crawl.snapshots = False
    project.crawl.max_pages = 0
    settings = crawl_settings(project)
    assert settings.per_host_concurrency == 3 and settings.keep_bodies is False
    assert settings.max_pages is None  # 0 in the project file: unlimited
