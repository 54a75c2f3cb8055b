"""A page's steps through the analyzer, with a real analyzer and a real results file."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from analyzers.analyzer import Analyzer
from analyzers.duplicates import uncounted
from daweb.events import AnalyzingDocument, DocumentAnalyzed, FetchedDocument, Incident
from daweb.freshness import EarlierRuns, KnownPage
from daweb.project import new_project
from daweb.run.steps import (
    DOCUMENT_STEPS,
    Page,
    StepContext,
    analyze,
    changes,
    complete,
    duplicate_detector,
    duplicates,
    page_of,
    prepare,
    run_steps,
    snapshot,
    write,
)
from daweb.store.writer import ResultsWriter

TEXT = ("<html><head><title>Crónica</title></head><body><p>La ciudad amaneció con niebla y "
        "los barcos esperaron en el puerto hasta mediodía, cuando el viento cambió.</p>"
        "</body></html>")


def _doc(url: str, html: str = TEXT, status: int = 200) -> FetchedDocument:
    return FetchedDocument(url, url, "http://example.test/", status, "text/html", "utf-8",
                           html, len(html), "2026-11-26T10:00:00+00:00", 0.1)


@pytest.fixture
def context(tmp_path: Path) -> Iterator[tuple[StepContext, list[object], list[Incident]]]:
    """Steps' context for a project that detects duplicates and does not count them."""
    project = new_project("pasos")
    events: list[object] = []
    incidents: list[Incident] = []
    writer = ResultsWriter(tmp_path / "results.sqlite")
    yield (StepContext(project, writer, Analyzer(), EarlierRuns(), events.append,
                       incidents.append, lambda: 0,
                       duplicates=duplicate_detector(project)), events, incidents)
    writer.close()


def _pages(context: StepContext) -> list[tuple]:
    context.writer.refresh_run_tables()
    conn = sqlite3.connect(context.writer.path)
    try:
        return conn.execute("select url, duplicate_of from pages left join duplicates "
                            "on duplicates.page = pages.id order by pages.id").fetchall()
    finally:
        conn.close()


def test_the_document_steps_are_in_the_papers_order():
    names = [step.__name__ for step in DOCUMENT_STEPS]
    assert names.index("snapshot") < names.index("prepare") < names.index("analyze") \
        < names.index("changes") < names.index("duplicates") < names.index("complete") \
        < names.index("write") < names.index("tell_analyzed")


def test_a_page_is_written_and_told_in_order(context):
    ctx, events, incidents = context
    run_steps(DOCUMENT_STEPS, page_of(_doc("http://example.test/a"), {}), ctx)
    assert [type(e) for e in events] == [AnalyzingDocument, DocumentAnalyzed]
    assert events[-1].analyzed == 1 and events[-1].tokens > 10
    assert _pages(ctx) == [("http://example.test/a", None)]
    assert incidents == []


def test_a_copy_is_marked_as_the_duplicate_of_the_first(context):
    ctx, events, _ = context
    for url in ("http://example.test/a", "http://example.test/b"):
        run_steps(DOCUMENT_STEPS, page_of(_doc(url), {}), ctx)
    [(_, first), (_, second)] = _pages(ctx)
    assert first is None and second == 1


def test_a_304_ends_before_the_analyzer_and_is_no_page(context):
    ctx, events, _ = context
    run_steps(DOCUMENT_STEPS, page_of(_doc("http://example.test/a", "", 304), {}), ctx)
    assert events == [] and _pages(ctx) == []


def test_a_step_that_fails_ends_the_page_with_an_incident(context, monkeypatch):
    ctx, events, incidents = context

    def broken(source):
        raise ValueError("a page no analyzer can read")

    monkeypatch.setattr(ctx.analyzer, "count", broken)
    run_steps(DOCUMENT_STEPS, page_of(_doc("http://example.test/a"), {}), ctx)
    [incident] = incidents
    assert incident.cause == "analysis_error"
    assert incident.detail == "ValueError: a page no analyzer can read"
    assert [type(e) for e in events] == [AnalyzingDocument]
    assert _pages(ctx) == []


def test_unchanged_text_is_not_analyzed_again_when_only_changes_count(context):
    ctx, _, _ = context
    page = analyze(prepare(page_of(_doc("http://example.test/a"), {}), ctx), ctx)
    assert page is not None and page.counted is not None
    earlier = EarlierRuns([Path("earlier")], {
        page.doc.url: KnownPage(page.doc.url, page.doc.url, "http://example.test/", 0,
                                text_digest=page.counted.text_digest)})
    project = new_project("pasos")
    project.reruns.only_changed = True
    assert changes(page, replace(ctx, earlier=earlier, project=project)) is None
    assert changes(page, replace(ctx, earlier=earlier)).change == "unchanged"


def test_steps_return_copies_and_keep_what_they_are_not_about(context):
    ctx, _, _ = context
    page = Page(_doc("http://example.test/a"), "salida")
    assert snapshot(page, ctx) is page  # snapshots off
    prepared = prepare(page, ctx)
    analyzed = analyze(prepared, ctx)
    checked = duplicates(analyzed, ctx)
    written = write(complete(checked, ctx), ctx)
    assert page.source is None and prepared.result is None and analyzed.fingerprint is None
    assert written.page_id == 1 and written.output == "salida"


def test_a_copy_not_counted_is_completed_as_uncounted_and_still_read(context):
    ctx, _, _ = context
    first, second = (analyze(prepare(page_of(_doc(url), {}), ctx), ctx)
                     for url in ("http://example.test/a", "http://example.test/b"))
    original = complete(duplicates(first, ctx), ctx)
    ctx.duplicates.add(1, original.fingerprint)
    read = ctx.analyzer.disambiguator.hits + ctx.analyzer.disambiguator.misses
    copy = complete(duplicates(second, ctx), ctx)
    assert copy.duplicate is not None and copy.result.tokens == 0
    assert copy.result == replace(uncounted(original.result), url="http://example.test/b")
    # The disambiguator read the copy as it reads any page: later pages' readings depend
    # on the pages it read (its run table of forms, its memo's restarts).
    assert ctx.analyzer.disambiguator.hits + ctx.analyzer.disambiguator.misses > read
