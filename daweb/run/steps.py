"""A page's way through the analyzer: an ordered list of small steps (paper figure 1, the
analyzer's box).

Each step takes the :class:`Page` in flight and the run's :class:`StepContext`, and returns
the page for the next step, or None when the page ends there (not modified, not a corpus
document, unchanged since the previous run, failed: then an incident says why). A run over
documents analyzed here uses :data:`DOCUMENT_STEPS`:

    not modified (304) → announce → snapshot → prepare (content filter, site descriptions)
    → analyze (read and count the words) → changes since the previous run → duplicates →
    complete the analysis (little of it for a copy the run does not count) → write →
    remember the original → count → refresh the run's tables now and then → tell the
    listeners

A Dask cluster run has pages analyzed and written by its workers, and another list
(:data:`daweb.run.cluster.NOTE_STEPS`); both end with :func:`tell_analyzed`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from analyzers.analyzer import Analyzer, CountedPage
from analyzers.content_filter import parse_criterion
from analyzers.document import DocumentResult, SourceDocument
from analyzers.duplicates import Duplicate, DuplicateDetector, Fingerprint
from analyzers.lists import bundled_stopwords
from analyzers.normalizer import DocumentSink, PagePreparation, SiteDescriptions
from daweb.archive import SnapshotWriter, archived, site_of
from daweb.events import (
    AnalyzingDocument,
    Cause,
    DocumentAnalyzed,
    FetchedDocument,
    Incident,
    Outcome,
)
from daweb.freshness import UNCHANGED, EarlierRuns
from daweb.project import Project
from daweb.store.writer import ResultsWriter

if TYPE_CHECKING:
    from daweb.run.cluster import PageNote

#: Run-level tables (word totals, segments, lemmas, growth) are refreshed this often, at
#: most (see ResultsWriter.refresh_if_due).
REFRESH_EVERY = 100


@dataclass(frozen=True, slots=True)
class Page:
    """One page in flight through the steps; each step returns a changed copy."""

    doc: FetchedDocument
    output: str  # the output name of the page's start address ("" = the run's)
    #: A Dask worker's note of the page, which it analyzed and wrote (cluster runs only).
    note: PageNote | None = None
    source: SourceDocument | None = None  # what the analyzer reads, once prepared
    title: str = ""  # the title a site description gave, if any
    counted: CountedPage | None = None  # read and counted, the rest of the analysis to do
    result: DocumentResult | None = None
    change: str = ""  # since the project's previous run (daweb/freshness.py)
    fingerprint: Fingerprint | None = None
    duplicate: Duplicate | None = None
    page_id: int | None = None  # pages.id once written


@dataclass
class Tally:
    """The pages written so far (the count DocumentAnalyzed events carry)."""

    analyzed: int = 0


@dataclass(frozen=True)
class StepContext:
    """What the steps of one run work with (made once the run's lexicon is loaded)."""

    project: Project
    writer: ResultsWriter
    analyzer: Analyzer
    earlier: EarlierRuns
    send: Callable[[object], None]  # the run's event bus
    incident: Callable[[Incident], None]  # queued for the writer (the report)
    waiting: Callable[[], int]  # documents queued for the analyzer
    preparation: PagePreparation | None = None
    snapshots: SnapshotWriter | None = None
    duplicates: DuplicateDetector | None = None
    tally: Tally = field(default_factory=Tally)


Step = Callable[[Page, StepContext], "Page | None"]


def page_of(item: FetchedDocument | PageNote, outputs: Mapping[str, str]) -> Page:
    """The page in flight for what a feeder queued (a document, or a worker's note)."""
    if isinstance(item, FetchedDocument):
        return Page(item, outputs.get(item.start_url, ""))
    assert item.document is not None  # notes of incidents are reported by the feeder
    return Page(item.document, outputs.get(item.start_url, ""), note=item)


def run_steps(steps: Sequence[Step], page: Page, context: StepContext) -> None:
    """Take ``page`` through ``steps`` in order until one ends it."""
    current: Page | None = page
    for step in steps:
        current = step(current, context)
        if current is None:
            return


# -- the steps ----------------------------------------------------------------------------


def not_modified(page: Page, context: StepContext) -> Page | None:
    """A re-run's conditional request answered 304: unchanged, nothing to analyze."""
    if page.doc.status == 304:
        context.writer.add_unchanged(page.doc)
        return None
    return page


def announce(page: Page, context: StepContext) -> Page:
    """Tell the listeners which page the analyzer took."""
    context.send(AnalyzingDocument(page.doc.final_url))
    return page


def snapshot(page: Page, context: StepContext) -> Page:
    """Store a fetched page in the run's WARC file; the document then says where. A
    crawl's pages come archived already: its process writes them as it fetches them
    (daweb/crawl/process.py), off the analyzer's thread."""
    if context.snapshots is None:
        return page
    return replace(page, doc=archived(context.snapshots, page.doc))


def prepare(page: Page, context: StepContext) -> Page | None:
    """The content filter and site rules (docs/corpus.md); None for a page that is not a
    corpus document (an index page of a site description)."""
    try:
        prepared = prepare_document(context.preparation, page.doc)
    except Exception as exc:  # one odd page must not end the run: it becomes an incident
        return _failed(page, context, exc)
    if prepared is None:
        return None
    source, title = prepared
    return replace(page, source=source, title=title)


def analyze(page: Page, context: StepContext) -> Page | None:
    """The page's text read and its words counted; the rest of its analysis waits for
    :func:`complete` (a copy the run does not count needs little of it)."""
    assert page.source is not None
    try:
        counted = context.analyzer.count(page.source)
    except Exception as exc:  # one odd page must not end the run: it becomes an incident
        return _failed(page, context, exc)
    if counted.note:  # kept, but not as configured: the report says so
        context.incident(analysis_incident(page.doc, counted.note, Outcome.OBTAINED))
    return replace(page, counted=counted)


def changes(page: Page, context: StepContext) -> Page | None:
    """The page's change since the previous run; the same text is not analyzed again when
    the project asks for changed pages only (docs/corpus.md)."""
    assert page.counted is not None
    digest = page.counted.text_digest
    change = context.earlier.change_of(page.doc.url, digest)
    if change == UNCHANGED and context.project.reruns.only_changed:
        try:
            context.analyzer.pass_over(page.counted)
        except Exception as exc:  # as for the rest of an analysis (complete)
            return _failed(page, context, exc)
        context.writer.add_unchanged(page.doc, digest)
        return None
    return replace(page, change=change)


def duplicates(page: Page, context: StepContext) -> Page:
    """Whether the page repeats an earlier one of the run (a copy is not counted unless
    the project counts duplicates: :func:`complete`)."""
    counted = page.counted
    if context.duplicates is None or counted is None or not counted.tokens:
        return page  # detection off; empty pages repeat nothing
    fingerprint = counted.fingerprint
    if fingerprint is None:  # not made ahead by the feeder's process (analyzers/page_text.py)
        fingerprint = context.duplicates.fingerprint(counted)
    return replace(page, fingerprint=fingerprint,
                   duplicate=context.duplicates.find(fingerprint))


def complete(page: Page, context: StepContext) -> Page | None:
    """The rest of the page's analysis: its results; of a copy the run does not count,
    only what :func:`~analyzers.duplicates.uncounted` leaves."""
    assert page.counted is not None
    counts = page.duplicate is None or context.project.duplicates.count
    try:
        result = context.analyzer.complete(page.counted, counts)
    except Exception as exc:  # one odd page must not end the run: it becomes an incident
        return _failed(page, context, exc)
    if page.title:
        result = replace(result, title=page.title)
    return replace(page, result=result)


def write(page: Page, context: StepContext) -> Page:
    """The page's results, in one transaction (nothing analyzed is lost)."""
    assert page.result is not None
    page_id = context.writer.add_page(page.doc, page.result, output=page.output,
                                      duplicate=page.duplicate, change=page.change)
    return replace(page, page_id=page_id)


def remember_original(page: Page, context: StepContext) -> Page:
    """A written page that copies none is the original later copies are compared with."""
    if context.duplicates is not None and page.fingerprint is not None \
            and page.duplicate is None and page.page_id is not None:
        context.duplicates.add(page.page_id, page.fingerprint)
    return page


def count(page: Page, context: StepContext) -> Page:
    """One more page written."""
    context.tally.analyzed += 1
    return page


def refresh_tables(page: Page, context: StepContext) -> Page:
    """Bring the run's tables up to date now and then, so that a reader sees them grow."""
    if context.tally.analyzed % REFRESH_EVERY == 0:
        context.writer.refresh_if_due()  # every 100 pages, but not more often than every 5 s
    return page


def tell_analyzed(page: Page, context: StepContext) -> Page:
    """Tell the listeners the page is written."""
    if page.result is not None:
        title, tokens = page.result.title, page.result.tokens
    else:  # analyzed by a cluster's worker
        title, tokens = (page.note.title, page.note.tokens) if page.note else ("", 0)
    context.send(DocumentAnalyzed(page.doc.final_url, title, tokens, context.tally.analyzed,
                                  context.waiting()))
    return page


#: The steps of a page analyzed in the run's own process.
DOCUMENT_STEPS: tuple[Step, ...] = (not_modified, announce, snapshot, prepare, analyze,
                                    changes, duplicates, complete, write, remember_original,
                                    count, refresh_tables, tell_analyzed)


# -- what the steps (and a cluster's workers) build on ------------------------------------


def _failed(page: Page, context: StepContext, exc: Exception) -> None:
    """Report ``exc``, raised by a step's work on ``page``, as the page's incident; the
    page goes no further (None, a step's answer for a page that stops here)."""
    context.incident(analysis_incident(page.doc, f"{type(exc).__name__}: {exc}"))


def analysis_incident(doc: FetchedDocument, detail: str,
                      outcome: Outcome = Outcome.NOT_OBTAINED) -> Incident:
    """The incident of a document the analyzer failed on (or only partly)."""
    return Incident(doc.final_url, doc.start_url, outcome, Cause.ANALYSIS_ERROR, doc.status, 1,
                    doc.bytes, doc.elapsed, detail)


def duplicate_detector(project: Project) -> DuplicateDetector | None:
    """The run's duplicate detector, or None when the project turns detection off."""
    if not project.duplicates.detect:
        return None
    stopwords = bundled_stopwords(project.analysis.language).forms
    return DuplicateDetector(project.duplicates.max_distance, stopwords)


def prepare_document(preparation: PagePreparation | None, doc: FetchedDocument
                     ) -> tuple[SourceDocument, str] | None:
    """What the analyzer reads of a fetched page and the title a site description gives
    it (""), after the content filter and site rules if the project has them; None for a
    page that is not a corpus document. The text the feeder's process extracted goes
    with the page only when nothing rewrites the page before the analyzer reads it."""
    source = SourceDocument(url=doc.final_url, text=doc.html,
                            is_html=doc.is_html, site=doc.start_url,
                            page_text=doc.page_text if preparation is None else None)
    if preparation is None:
        return source, ""
    depth = crawl_depth(doc)
    return preparation.prepare(source, depth, None if depth is not None else capture_day(doc))


def analyze_document(analyzer: Analyzer, preparation: PagePreparation | None,
                     doc: FetchedDocument) -> DocumentResult | None:
    """A fetched page's analysis, after the content filter and site rules if the project
    has them (docs/corpus.md); None for a page that is not a corpus document (an index
    page of a site description)."""
    prepared = prepare_document(preparation, doc)
    if prepared is None:
        return None
    source, title = prepared
    result = analyzer.analyze(source)
    return replace(result, title=title) if title else result


def crawl_depth(doc: FetchedDocument) -> int | None:
    """A page's depth in the crawl that reached it, or None for a page read without a crawl.

    A page from a web archive has its own site (scheme and host) as start address
    (daweb/archive.py), which no crawl start is: a crawl's start addresses are normalized
    and have a path, at least "/". Re-analyses keep the original start addresses, so a
    re-analyzed crawl keeps its context and a re-analyzed archive stays without one.
    """
    return None if doc.start_url == site_of(doc.url) else doc.depth


def capture_day(doc: FetchedDocument) -> date | None:
    """The day a page was fetched (its ``fetched_at``, an archive's WARC-Date), if known."""
    try:
        return date.fromisoformat(doc.fetched_at[:10])
    except (TypeError, ValueError):
        return None


def page_preparation(project: Project, run_dir: Path, day: date, *,
                     writer: DocumentSink | None = None) -> PagePreparation | None:
    """The project's content filter and site descriptions for a run on ``day``, if any;
    ``writer`` as for :class:`PagePreparation`."""
    sites = SiteDescriptions.from_tables(project.sites, vars(project.normalize), day,
                                         same_host_only=project.crawl.same_host_only)
    criterion = project.filter.criterion.strip()
    if not sites and not criterion:
        return None
    return PagePreparation(
        run_dir,
        sites,
        parse_criterion(criterion) if criterion else None,
        tolerance=project.filter.tolerance,
        inverse=project.filter.inverse,
        output=project.normalize.output,
        sections=project.normalize.sections,
        writer=writer,
    )
