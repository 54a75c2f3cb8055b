"""The Process section: retriever states, counters, the pending list, stop buttons, summary."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QProgressBar

from daweb.events import (
    AnalyzingDocument,
    Cause,
    CrawlFinished,
    CrawlProgress,
    DocumentAnalyzed,
    Incident,
    Outcome,
    RetrieverState,
    RetrieverStatus,
    RunFinished,
)
from gui.process_section import (
    STATE_COLOURS,
    IncidentsDialog,
    PendingModel,
    ProcessSection,
    format_elapsed,
    state_help,
    state_name,
)
from gui.run_bridge import RunBatch


def batch(*events: object) -> RunBatch:
    merged = RunBatch()
    for event in events:
        merged.add(event)
    return merged


def section(qtbot, retrievers: int = 3) -> ProcessSection:
    widget = ProcessSection()
    qtbot.addWidget(widget)
    widget.start(retrievers)
    return widget


def test_idle_section_says_nothing_runs(qtbot) -> None:
    widget = ProcessSection()
    qtbot.addWidget(widget)
    assert widget.analyzing_label.text() == "No project is running."
    assert not widget.stop_button.isEnabled() and not widget.finish_button.isEnabled()


def test_every_state_has_a_name_colour_and_tooltip(qtbot) -> None:
    states = list(RetrieverState)
    assert len(states) == 8  # the paper's eight states
    assert len({state_name(s) for s in states}) == 8
    assert len({STATE_COLOURS[s] for s in states}) == 8
    widget = section(qtbot, retrievers=8)
    widget.apply(batch(*(RetrieverStatus(i, s, f"http://x/{i}") for i, s in enumerate(states))))
    for row, state in enumerate(states):
        item = widget.retriever_table.item(row, 0)
        assert item.text() == state_name(state)
        assert item.toolTip() == state_help(state)
        assert not item.icon().isNull()
        assert widget.retriever_table.item(row, 1).text() == f"http://x/{row}"
        assert widget.retriever_state(row) == state


def test_retriever_progress_bar_follows_the_download(qtbot) -> None:
    widget = section(qtbot, retrievers=2)
    bar = widget.retriever_table.cellWidget(0, 2)
    assert isinstance(bar, QProgressBar)
    widget.apply(batch(RetrieverStatus(0, RetrieverState.DOWNLOADING, "http://x/", 300, 1200)))
    assert bar.value() == 25
    widget.apply(batch(RetrieverStatus(0, RetrieverState.DOWNLOADING, "http://x/", 300, None)))
    assert bar.maximum() == 0  # unknown length: busy indicator
    widget.apply(batch(RetrieverStatus(0, RetrieverState.FINISHED, "http://x/", 1200, 1200)))
    assert (bar.maximum(), bar.value()) == (100, 100)
    widget.apply(batch(RetrieverStatus(0, RetrieverState.READY)))
    assert bar.value() == 0
    widget.apply(batch(RetrieverStatus(9, RetrieverState.READY)))  # unknown line: ignored


def test_counters_analyzing_line_and_incidents(qtbot) -> None:
    widget = section(qtbot)
    widget.apply(batch(
        CrawlProgress(accessed=10, pending=40, obtained=9, failed=1, pending_sample=("a", "b")),
        AnalyzingDocument("http://x/5"),
        DocumentAnalyzed("http://x/4", "t", 120, 4, 2),
        DocumentAnalyzed("http://x/5", "t", 80, 5, 1),
        Incident("http://x/ok", "http://x/", Outcome.OBTAINED, Cause.OK, 200),
        Incident("http://x/404", "http://x/", Outcome.NOT_OBTAINED, Cause.HTTP_STATUS, 404),
    ))
    assert widget.counts() == {"accessed": 10, "pending": 40, "analyzed": 5}
    assert widget.pending_model.urls() == ["a", "b"]
    # The analyzer finished the page it took: it waits for the next one.
    assert widget.analyzing_label.text() == "Waiting for a downloaded page to analyze…"
    widget.apply(batch(AnalyzingDocument("http://x/6")))
    assert widget.analyzing_label.text() == "Analyzing: http://x/6"
    assert "Accessed: 10" in widget.status_label.text()
    assert "Pending: 40" in widget.status_label.text()
    assert "Analyzed: 5" in widget.status_label.text()
    assert widget.incidents_button.text() == "Incidents: 1"  # obtained pages are no incident
    dialog = widget.show_incidents()
    qtbot.addWidget(dialog)
    assert isinstance(dialog, IncidentsDialog)
    model = dialog.view.model()
    assert model.rowCount() == 1
    assert model.index(0, 0).data() == "http://x/404"
    assert model.index(0, 2).data() == "404"
    widget.apply(batch(Incident("http://x/500", "http://x/", Outcome.NOT_OBTAINED,
                                Cause.HTTP_STATUS, 500)))
    assert model.rowCount() == 2  # the open list grows live


def test_a_hundred_thousand_pending_addresses_stay_fast(qtbot, monkeypatch) -> None:
    """The view stays virtual: showing 100,000 pending addresses and scrolling to the end
    asks the model for a few screens of rows, not for every row (what a list of widget
    items, or a view measuring each row, would cost). Counted, not timed."""
    asked: list[int] = []
    data = PendingModel.data

    def counted(model, index, role=Qt.ItemDataRole.DisplayRole):  # noqa: ANN001, ANN202
        asked.append(index.row())
        return data(model, index, role)

    monkeypatch.setattr(PendingModel, "data", counted)
    widget = section(qtbot)
    widget.show()
    urls = tuple(f"https://www.example.es/pagina/{n}" for n in range(100_000))
    widget.apply(batch(CrawlProgress(1, 100_000, 1, 0, urls)))
    qtbot.wait(1)  # let the view lay out and paint
    widget.pending_view.scrollToBottom()
    qtbot.wait(1)
    assert widget.pending_model.rowCount() == 100_000
    assert widget.pending_view.uniformItemSizes()
    assert asked and max(asked) >= 99_000  # the end was shown…
    assert len(set(asked)) < 2_000  # …and only what was on the screen was asked for


def test_stop_buttons_emit_once_and_disable(qtbot) -> None:
    widget = section(qtbot)
    with qtbot.waitSignal(widget.stop_downloads_requested, timeout=1000):
        widget.stop_button.click()
    assert not widget.stop_button.isEnabled()
    assert widget.finish_button.isEnabled()
    with qtbot.waitSignal(widget.finish_requested, timeout=1000):
        widget.finish_button.click()
    assert not widget.finish_button.isEnabled()


def test_crawl_end_disables_stop_downloads_only(qtbot) -> None:
    widget = section(qtbot)
    widget.apply(batch(CrawlFinished("completed", 3, 3, 0, 0)))
    assert not widget.stop_button.isEnabled()
    assert widget.finish_button.isEnabled()  # analysis of the queue can still be cut short


def test_summary_and_open_results(qtbot, tmp_path) -> None:
    widget = section(qtbot)
    summary = {"counts": {"pages": 12, "tokens": 3400}, "status": "completed"}
    widget.apply(batch(RunFinished(str(tmp_path), "completed", summary)))
    assert not widget.is_running()
    text = widget.summary_text()
    assert text.startswith("The run is complete.")
    assert "12 pages" in text and "3400 words" in text and str(tmp_path) in text
    assert widget.open_button.isVisibleTo(widget)
    with qtbot.waitSignal(widget.open_results_requested, timeout=1000) as signal:
        widget.open_button.click()
    assert signal.args == [str(tmp_path)]
    widget.start(2)  # a new run clears the previous one
    assert widget.summary_text() == ""
    assert not widget.open_button.isVisibleTo(widget)


def test_failure_message(qtbot) -> None:
    widget = section(qtbot)
    widget.run_finished(None, "RunFolderError: disk full")
    assert widget.summary_text() == "The run failed: RunFolderError: disk full"


def test_elapsed_format() -> None:
    assert format_elapsed(0) == "0:00:00"
    assert format_elapsed(3725.9) == "1:02:05"


def test_incident_causes_are_named_in_the_users_language(qtbot) -> None:
    from gui import i18n
    from gui.viewer import ensure_translator

    try:
        i18n.set_language("es")
        widget = section(qtbot)
        widget.apply(batch(Incident("http://x/a", "http://x/", Outcome.NOT_OBTAINED,
                                    Cause.SERVER_NOT_FOUND)))
        model = widget.incident_model
        assert model.index(0, 1).data() == "servidor no encontrado"
        assert model.index(0, 1).data(Qt.ItemDataRole.ToolTipRole) == "server_not_found"
    finally:
        i18n.reset()
        ensure_translator("en")


def test_missing_robots_txt_and_sitemap_are_shown_as_normal_not_failed(qtbot) -> None:
    widget = section(qtbot, retrievers=3)
    widget.apply(batch(
        RetrieverStatus(0, RetrieverState.ADDRESS_FAILED, "http://x/robots.txt"),
        RetrieverStatus(1, RetrieverState.ADDRESS_FAILED, "http://x/sitemap.xml"),
        RetrieverStatus(2, RetrieverState.ADDRESS_FAILED, "http://x/page/sitemap-news.xml"),
    ))
    texts = [widget.retriever_table.item(row, 0).text() for row in range(3)]
    assert texts == ["No robots.txt", "No sitemap", "No sitemap"]
    assert all(widget.retriever_state(row) is None for row in range(3))
    assert "normal" in widget.retriever_table.item(0, 0).toolTip()
    widget.apply(batch(RetrieverStatus(0, RetrieverState.ADDRESS_FAILED, "http://x/robots")))
    assert widget.retriever_state(0) == RetrieverState.ADDRESS_FAILED  # a page: a failure
    assert widget.retriever_table.item(0, 0).text() == state_name(RetrieverState.ADDRESS_FAILED)


def test_pending_list_leaves_out_addresses_taken_after_the_sample(qtbot) -> None:
    widget = section(qtbot)
    widget.apply(batch(CrawlProgress(1, 3, 0, 0, ("http://x/a", "http://x/b", "http://x/c")),
                       RetrieverStatus(0, RetrieverState.FINISHED, "http://x/a")))
    assert widget.pending_model.urls() == ["http://x/b", "http://x/c"]
    widget.apply(batch(Incident("http://x/b", "http://x/", Outcome.NOT_OBTAINED,
                                Cause.HTTP_STATUS, 404)))
    assert widget.pending_model.urls() == ["http://x/c"]
    # A retry put back after being taken: the newer sample lists it again.
    widget.apply(batch(CrawlProgress(3, 1, 1, 0, ("http://x/b",))))
    assert widget.pending_model.urls() == ["http://x/b"]


def _run_on_screen(qtbot, tmp_path, site, *, retrievers: int, finish_after: int = 0):
    """Run a project of ``site`` through the real bridge into a Process section; check the
    screen after every batch. Returns the section, the problems seen and the last event."""
    from daweb.project import Project, StartAddress
    from gui.run_bridge import RunBridge

    project = Project(title="Sitio local", starts=[StartAddress(site.base_url + "/")])
    project.crawl.delay = 0
    project.crawl.retrievers = retrievers
    project.runs_dir = str(tmp_path)
    widget = ProcessSection()
    qtbot.addWidget(widget)
    bridge = RunBridge(widget)
    problems: list[str] = []
    finished: list[RunFinished] = []

    def check(_: object = None) -> None:
        counts = widget.counts()
        if counts["analyzed"] > counts["accessed"]:
            problems.append(f"analyzed > accessed: {counts}")
        if widget.is_running() and widget.analyzing_label.text() == "No project is running.":
            problems.append("'no project is running' during a run")
        table = widget.retriever_table
        shown = {table.item(row, 1).text(): widget.retriever_state(row)
                 for row in range(table.rowCount())}
        done = {url for url, state in shown.items() if state == RetrieverState.FINISHED}
        both = done & set(widget.pending_model.urls())
        if both:
            problems.append(f"pending and finished: {sorted(both)}")
        for url, state in shown.items():
            if state == RetrieverState.ADDRESS_FAILED and url.endswith((".txt", ".xml")):
                problems.append(f"address failed: {url}")
        if finish_after and counts["analyzed"] >= finish_after and widget.finish_button.isEnabled():
            widget.finish_button.click()

    def on_batch(run_batch: RunBatch) -> None:
        widget.apply(run_batch)
        check()
        if run_batch.run_finished is not None:
            finished.append(run_batch.run_finished)

    bridge.started.connect(lambda _: (widget.start(retrievers, project.title), check()))
    bridge.batch.connect(on_batch)
    widget.finish_requested.connect(bridge.finish)
    with qtbot.waitSignal(bridge.stopped, timeout=120_000):
        bridge.start(project)
    return widget, problems, finished[0]


def _incident_counts(run_dir: str) -> dict[str, int]:
    import sqlite3
    from contextlib import closing
    from pathlib import Path

    with closing(sqlite3.connect(Path(run_dir) / "results.sqlite")) as db:
        counts = dict(db.execute("SELECT outcome, count(*) FROM incidents GROUP BY outcome"))
        counts["pages"] = db.execute("SELECT count(*) FROM pages").fetchone()[0]
    return counts


def test_a_real_run_shows_consistent_counters_and_states(qtbot, tmp_path) -> None:
    from sites import SiteServer

    with SiteServer(pages=120, specials=True, robots_txt=None, sitemap=False,
                    slow_seconds=0.5, page_delay=0.02) as site:
        widget, problems, event = _run_on_screen(qtbot, tmp_path, site, retrievers=5)
    assert not problems, problems[:5]
    stored = _incident_counts(event.run_dir)
    assert widget.counts()["analyzed"] == stored["pages"] == event.summary["counts"]["pages"]
    assert widget.incidents_button.text() == f"Incidents: {stored['not_obtained']}"
    assert stored["not_obtained"] > 0 and "not_attempted" not in stored
    assert not widget.not_attempted_label.isVisibleTo(widget)
    assert widget.analyzing_label.text() == "No project is running."


def test_finish_counts_never_attempted_addresses_apart_from_incidents(qtbot, tmp_path) -> None:
    from sites import SiteServer

    with SiteServer(pages=400, specials=False, page_padding=2000, page_delay=0.05) as site:
        widget, problems, event = _run_on_screen(qtbot, tmp_path, site, retrievers=3,
                                                 finish_after=5)
    assert event.status == "finished-early"
    assert not problems, problems[:5]
    stored = _incident_counts(event.run_dir)
    assert stored["not_attempted"] > 0
    assert widget.incidents_button.text() == f"Incidents: {stored.get('not_obtained', 0)}"
    assert widget.not_attempted_label.text() == f"Not attempted: {stored['not_attempted']}"
    assert widget.not_attempted_label.isVisibleTo(widget)


def test_summary_names_the_triaged_candidates(qtbot, tmp_path) -> None:
    widget = section(qtbot)
    summary = {"counts": {"pages": 2, "tokens": 90}, "top_candidates": [("selfie", 3)],
               "triage": [("likely foreign", 7), ("proper-noun candidate", 2)],
               "non_words": [("url", 4), ("email", 1)]}
    widget.apply(batch(RunFinished(str(tmp_path), "completed", summary)))
    text = widget.summary_text()
    assert "Neologism candidates: selfie." in text
    assert "2 proper nouns, 0 acronyms, 7 foreign words, 0 likely typos, 5 non-words" in text
