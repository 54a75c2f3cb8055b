"""The paper's configuration module: a project's options become crawler and analyzer settings.

Projects (``daweb/project.py``) are what users edit; :class:`~daweb.crawl.settings.CrawlSettings`
and :class:`~analyzers.analyzer.AnalysisConfig` are what the engine runs with. Keeping the
mapping here lets each side evolve without knowing the other.
"""

from __future__ import annotations

from dataclasses import fields

from analyzers.analyzer import AnalysisConfig
from analyzers.lists import load_list, parse_lines
from daweb.collocation_results import CooccurrenceOptions
from daweb.crawl.settings import CrawlSettings
from daweb.project import Project


def crawl_settings(project: Project) -> CrawlSettings:
    """The crawler settings a project asks for (unset limits are unlimited)."""
    options = project.crawl_settings_dict()
    options.pop("start_urls")
    options.pop("cancelled")
    if options["user_agent"] is None:
        options.pop("user_agent")  # CrawlSettings' default names DAWeb and its version
    return CrawlSettings(**options)


def analysis_config(project: Project) -> AnalysisConfig:
    """The analyzer configuration a project asks for, with its stopword/keyword list loaded.

    The project's settings already carry the analyzer's names, so every one of them that
    is an ``AnalysisConfig`` field is passed on as it is: an option has one name inside.
    """
    options = project.analysis_settings_dict()
    word_list = None
    if options["list_mode"] != "none":
        if options["list_file"]:
            word_list = load_list(options["list_file"])
        else:
            where = f"{project.path or 'project'} [lists] entries"
            word_list = parse_lines(options["list_entries"], path=where)
    passed = {f.name: options[f.name] for f in fields(AnalysisConfig) if f.name in options}
    return AnalysisConfig(**passed, word_list=word_list)


def cooccurrence_options(project: Project) -> CooccurrenceOptions:
    """What the results writer lists of the collocations and regimes (run-level settings)."""
    c = project.collocations
    return CooccurrenceOptions(
        collocations=project.outputs.collocations, regimes=project.outputs.regimes,
        window=c.window, by=c.by, nodes=c.nodes, min_node_freq=c.min_node_freq,
        min_freq=c.min_freq, regime_min_freq=project.regimes.min_freq)
