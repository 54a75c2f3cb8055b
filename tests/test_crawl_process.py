"""The crawl in its own process (daweb/crawl/process.py), crawling the real test site.

The same crawl run by a distributor in a thread and in a child process must produce the
same documents, incidents and figures; the run's commands, Ctrl-C, a failure and a death
of the child are each checked on a real child process.
"""

from __future__ import annotations

import os
import queue
import re
import signal
import sqlite3
import threading
import time
from contextlib import closing

import psutil
import pytest
from children import helper_children
from hostile import crawl, drain, run_in_thread, wait_until
from sites import SiteServer

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import SourceDocument
from analyzers.page_text import ExtractionSettings, PageExtraction, WordsAhead
from daweb.archive import SNAPSHOT_FILE, read_page
from daweb.crawl.plan import CrawlPlan
from daweb.crawl.process import (
    CrawlEnded,
    CrawlProcess,
    CrawlProcessError,
    ReadingProcess,
    SnapshotPlan,
    _send,
)
from daweb.crawl.settings import CrawlSettings
from daweb.events import CrawlFinished, FetchedDocument, Incident, Outcome, RetrieverStatus
from daweb.localfiles import LocalFiles, find_files
from daweb.priority import AHEAD_NICENESS

FAST = dict(delay=0.0, per_host_concurrency=4, retrievers=4, read_timeout=2.0,
            connect_timeout=1.0)


class FailingScope:
    """A site description that fails on the first link it is asked about (picklable: it
    crosses into the child)."""

    def follows(self, start_url: str, depth: int, link: str) -> bool:
        raise ValueError(f"no rule for {link}")

    def is_index(self, start_url: str) -> bool:
        return False


def crawl_process(starts: list[str], documents: queue.Queue[FetchedDocument],
                  events: list[object], **options: object) -> CrawlProcess:
    """A crawl process of ``starts`` with the FAST settings, ``options`` replacing them."""
    return CrawlProcess(CrawlPlan(starts, [], CrawlSettings(**{**FAST, **options})), documents,
                        events.append)


def the_child() -> psutil.Process:
    """The crawl's child process (the only child the test started)."""
    wait_until(lambda: len(helper_children()) == 1, timeout=30.0)
    return helper_children()[0]


def test_the_crawl_in_a_process_delivers_what_the_distributor_in_a_thread_does() -> None:
    with SiteServer(pages=60) as site:
        in_thread = crawl([site.url("/")], **FAST)
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        events: list[object] = []
        finished = crawl_process([site.url("/")], documents, events).run()
    delivered = drain(documents)
    assert {d.final_url for d in delivered} == {d.final_url for d in in_thread.documents}
    assert len(delivered) == len(in_thread.documents) > 60
    incidents = [e for e in events if isinstance(e, Incident)]
    assert sorted((i.url, i.outcome, i.cause) for i in incidents) \
        == sorted((i.url, i.outcome, i.cause) for i in in_thread.incidents)
    assert events[-1] == finished  # "accessed" may differ: redirects to one page race
    assert (finished.reason, finished.obtained, finished.failed, finished.not_attempted) \
        == (in_thread.finished.reason, in_thread.finished.obtained, in_thread.finished.failed,
            in_thread.finished.not_attempted)
    assert any(isinstance(e, RetrieverStatus) for e in events)
    assert not [t for t in threading.enumerate() if t.name.startswith("daweb-retriever")]
    by_url = {d.final_url: d for d in in_thread.documents}
    for document in delivered:  # the same page, body and all, across the boundary
        assert document.html == by_url[document.final_url].html
        assert document.body == by_url[document.final_url].body


def test_a_command_after_the_crawl_ended_is_harmless() -> None:
    with SiteServer(pages=3, specials=False, sitemap=False) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        feeder = crawl_process([site.url("/")], documents, [])
        assert feeder.run().reason == "completed"
    feeder.stop_downloads()  # the user stops a run whose downloads are over
    feeder.finish()
    assert documents.qsize() == 4


@pytest.mark.parametrize("command", ["stop_downloads", "finish"])
def test_a_command_of_the_run_stops_the_crawl_in_its_process(command: str) -> None:
    with SiteServer(pages=2, specials=False, slow_seconds=10.0, sitemap=False) as site:
        starts = [site.url("/")] + [site.url(f"/slow?n={n}") for n in range(8)]
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        events: list[object] = []
        feeder = crawl_process(starts, documents, events, read_timeout=30.0)
        thread, out = run_in_thread(feeder.run)
        wait_until(lambda: sum(n for k, n in site.hit_counts().items() if "slow" in k) == 4)
        wait_until(lambda: documents.qsize() >= 1)
        started = time.monotonic()
        getattr(feeder, command)()
        thread.join(timeout=10)
        elapsed = time.monotonic() - started
    assert not thread.is_alive() and elapsed < 5.0
    assert isinstance(out[0], CrawlFinished)
    assert out[0].reason == ("stopped-downloads" if command == "stop_downloads"
                             else "finished-early")
    slow = [e for e in events if isinstance(e, Incident) and "slow" in e.url]
    assert len(slow) == 8 and {i.outcome for i in slow} == {Outcome.NOT_ATTEMPTED}
    assert not helper_children()


def test_finish_drops_documents_waiting_for_a_full_queue() -> None:
    with SiteServer(pages=80, specials=False, sitemap=False) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=2)
        events: list[object] = []
        feeder = crawl_process([site.url("/")], documents, events)
        thread, out = run_in_thread(feeder.run)
        wait_until(documents.full)
        feeder.finish()
        thread.join(timeout=10)
    assert not thread.is_alive()
    assert documents.qsize() == 2  # nothing more was put on the run's queue
    assert isinstance(out[0], CrawlFinished) and out[0].reason == "finished-early"


def test_ctrl_c_reaches_the_run_not_the_crawl_process() -> None:
    with SiteServer(pages=30, specials=False, sitemap=False, page_delay=0.05) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        events: list[object] = []
        thread, out = run_in_thread(crawl_process([site.url("/")], documents, events).run)
        wait_until(lambda: documents.qsize() >= 1)
        os.kill(the_child().pid, signal.SIGINT)  # what a terminal sends the process group
        thread.join(timeout=30)
    assert isinstance(out[0], CrawlFinished) and out[0].reason == "completed"
    assert documents.qsize() == 31  # the index and its 30 pages


def test_a_crawl_failing_in_its_process_is_reported_with_its_traceback() -> None:
    with SiteServer(pages=5, specials=False, sitemap=False) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        plan = CrawlPlan([site.url("/")], [], CrawlSettings(**FAST), scope=FailingScope())
        feeder = CrawlProcess(plan, documents, lambda event: None)
        with pytest.raises(CrawlProcessError, match="(?s)crawl failed in its process.*"
                                                    "ValueError: no rule for http://127"):
            feeder.run()
    assert not helper_children()


@pytest.mark.parametrize("snapshots,error", [
    # the pages' WARC file is there already: its first write fails, in the sender thread
    (2_000, r"FileExistsError: \[Errno 17\] File exists: '.*pages\.warc\.gz'"),
    # the archive cannot be made: before the feeder starts
    (0, "ValueError: max_bytes must be positive"),
])
def test_a_crawl_whose_pages_cannot_be_archived_ends_with_the_reason(
        tmp_path, snapshots, error) -> None:
    """Issue 21: a failure around the feeder (writing the WARC file, making the archive)
    ends the child with its traceback; the child waited forever before, the run with it."""
    (tmp_path / SNAPSHOT_FILE).write_bytes(b"a run's earlier pages")
    with SiteServer(pages=40, specials=False, sitemap=False) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        feeder = CrawlProcess(CrawlPlan([site.url("/")], [], CrawlSettings(**FAST)),
                              documents, [].append, SnapshotPlan(tmp_path, snapshots))
        thread, out = run_in_thread(feeder.run)
        thread.join(timeout=30)
        assert not thread.is_alive()
    assert isinstance(out[0], CrawlProcessError)
    assert re.search(f"(?s)crawl failed in its process.*{error}", str(out[0]))
    assert (tmp_path / SNAPSHOT_FILE).read_bytes() == b"a run's earlier pages"
    wait_until(lambda: not helper_children(), timeout=10.0)


def test_a_crawl_process_that_dies_is_reported_not_waited_for() -> None:
    with SiteServer(pages=30, specials=False, sitemap=False, page_delay=0.2) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        thread, out = run_in_thread(crawl_process([site.url("/")], documents, []).run)
        os.kill(the_child().pid, signal.SIGKILL)
        thread.join(timeout=10)
    assert not thread.is_alive()
    assert isinstance(out[0], CrawlProcessError)
    assert "ended unexpectedly (exit code -9)" in str(out[0])


KILLED_RUN = """
import queue, sys
sys.path[:0] = sys.argv[2:]
from daweb.crawl.plan import CrawlPlan
from daweb.crawl.process import CrawlProcess
from daweb.crawl.settings import CrawlSettings
plan = CrawlPlan([sys.argv[1]], [], CrawlSettings(retrievers=2, delay=0.0))
CrawlProcess(plan, queue.Queue(maxsize=1), print).run()  # nobody reads: the crawl waits
"""


def test_the_crawl_process_ends_when_the_run_is_killed() -> None:
    import subprocess
    import sys

    with SiteServer(pages=300, specials=False, sitemap=False) as site:
        run = subprocess.Popen([sys.executable, "-c", KILLED_RUN, site.url("/"), *sys.path],
                               stdout=subprocess.DEVNULL)

        def crawl_child() -> psutil.Process | None:
            for child in psutil.Process(run.pid).children():
                try:
                    if "daweb.helper_process" in " ".join(child.cmdline()):
                        return child
                except psutil.NoSuchProcess:
                    pass  # a child that has just ended
            return None

        wait_until(lambda: crawl_child() is not None, timeout=30.0)
        crawl = crawl_child()
        assert crawl is not None
        wait_until(lambda: site.hits("/") >= 1, timeout=30.0)
        run.kill()  # kill -9: no clean-up of its children runs
        run.wait()
        assert psutil.wait_procs([crawl], timeout=10)[1] == []  # none still alive


def test_the_crawl_process_archives_each_page_it_fetches(tmp_path) -> None:
    with SiteServer(pages=20, specials=False, sitemap=False) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        CrawlProcess(CrawlPlan([site.url("/")], [], CrawlSettings(**FAST)), documents,
                     [].append, SnapshotPlan(tmp_path, 2_000)).run()
    delivered = drain(documents)
    assert len(delivered) > 20
    files = {d.warc_file for d in delivered}
    assert len(files) > 1  # rotated at 2 kB, as the run's own writer rotates
    assert all((tmp_path / name).is_file() for name in files)
    for document in delivered:  # each record is where the document says, page and all
        stored, _ = read_page(tmp_path / document.warc_file, document.warc_offset)
        assert (stored.final_url, stored.html) == (document.final_url, document.html)
        # the response stays in the record: the run's process has no use for it
        assert (document.body, document.status_line) == (b"", "")


def test_the_crawl_process_extracts_each_page_as_the_analyzer_would() -> None:
    """Issue 21: with extraction settings, the crawl's process extracts every page (blocks,
    title, code, block languages) before sending it; the analyzer's results from that are
    those it gets extracting the bare page itself. It reads no words ahead (only the
    reading of local files has the time: daweb/crawl/process.py)."""
    settings = ExtractionSettings.of("main", "es", "count")
    with SiteServer(pages=30, specials=False, sitemap=False) as site:
        pages = {d.final_url: d.html for d in crawl([site.url("/")], **FAST).documents}
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        CrawlProcess(CrawlPlan([site.url("/")], [], CrawlSettings(**FAST)), documents,
                     [].append, extraction=settings).run()
    delivered = drain(documents)
    assert len(delivered) == 31
    assert all(d.html == "" for d in delivered)  # the text crosses, not the page
    here = PageExtraction(settings)
    assert all(d.page_text == here(pages[d.final_url], True) for d in delivered)
    assert all(d.page_text is not None and d.page_text.languages is not None
               and d.page_text.words is None for d in delivered)
    analyzer = Analyzer(AnalysisConfig(mode="main", template_share=None))
    for document in delivered[:10]:
        bare = SourceDocument(document.final_url, pages[document.final_url])
        sent = SourceDocument(document.final_url, document.html, page_text=document.page_text)
        assert analyzer.analyze(sent) == analyzer.analyze(bare)


class FailingExtraction(PageExtraction):
    """An extraction that fails on every page (as one a page could break)."""

    def __call__(self, text: str, is_html: bool):  # noqa: ANN204
        raise RecursionError("a page the extractor cannot handle")


def test_a_page_the_child_cannot_extract_is_sent_for_the_analyzer_to_try() -> None:
    """The child sends a page it fails to extract as it is: the analyzer extracts it and,
    failing too, makes it an incident (tests/test_run_engine.py), and the run goes on."""
    outbox: queue.Queue[object] = queue.Queue()
    messages: queue.Queue[list[object]] = queue.Queue()
    page = FetchedDocument("http://127.0.0.1/a", "http://127.0.0.1/a", "http://127.0.0.1/",
                           200, "text/html", "utf-8", "<p>Hola</p>", 11, "", 0.0)
    ended = CrawlEnded(CrawlFinished("completed", 1, 1, 0, 0))
    for message in (page, ended):
        outbox.put(message)
    _send(outbox, messages, None, FailingExtraction(ExtractionSettings("main", "es")))
    assert messages.get_nowait() == [page, ended]
    assert page.page_text is None


class FailingWordsAhead(WordsAhead):
    """Reading words ahead that fails on every page (as a bug a page could trigger)."""

    def __call__(self, page, url: str, site: str = ""):  # noqa: ANN001, ANN204
        raise IndexError("a page the words ahead cannot handle")


def test_a_page_whose_words_cannot_be_read_ahead_is_sent_extracted() -> None:
    """The reading process sends a page whose words it fails to read ahead extracted,
    without its words: the analyzer reads them, with the same results; the reading goes on
    (the failure ended it before)."""
    settings = ExtractionSettings.of("main", "es", "count")
    html = "<title>Hola</title><p>El texto de la casa, con sus palabras.</p>"
    page = FetchedDocument("http://127.0.0.1/a", "http://127.0.0.1/a", "http://127.0.0.1/",
                           200, "text/html", "utf-8", html, len(html), "", 0.0)
    ended = CrawlEnded(CrawlFinished("completed", 1, 1, 0, 0))
    outbox: queue.Queue[object] = queue.Queue()
    messages: queue.Queue[list[object]] = queue.Queue()
    for message in (page, ended):
        outbox.put(message)
    _send(outbox, messages, None, PageExtraction(settings), 4, False, False,
          FailingWordsAhead(settings))
    sent, last = messages.get_nowait()
    assert last == ended
    assert sent.page_text == PageExtraction(settings)(html, True)
    assert sent.page_text.words is None and sent.html == ""
    analyzer = Analyzer(AnalysisConfig(mode="main", template_share=None))
    assert analyzer.analyze(SourceDocument(sent.final_url, "", page_text=sent.page_text)) \
        == analyzer.analyze(SourceDocument(page.final_url, html))


def test_the_reading_process_sends_its_first_page_alone() -> None:
    """Issue 21: the run's analyzer is loaded by the time the first pages are read, and it
    waited for a whole batch of them; the reading process sends the first page alone, then
    the pages waiting, a batch at a time. A crawl's process sends batches from the start."""
    pages = [FetchedDocument(f"http://127.0.0.1/{n}", f"http://127.0.0.1/{n}",
                             "http://127.0.0.1/", 200, "text/html", "utf-8",
                             f"<p>Hola {n}</p>", 11, "", 0.0) for n in range(6)]
    ended = CrawlEnded(CrawlFinished("completed", 6, 6, 0, 0))
    sizes = {}
    for helper in (True, False):
        outbox: queue.Queue[object] = queue.Queue()
        messages: queue.Queue[list[object]] = queue.Queue()
        for message in (*pages, ended):
            outbox.put(message)
        # in a thread of its own: a helper's sending thread yields the processor (nice)
        thread = threading.Thread(target=_send, args=(outbox, messages, None, None, 4,
                                                      False, helper))
        thread.start()
        thread.join(timeout=30)
        sizes[helper] = [len(batch) for batch in drain(messages)]
    assert sizes == {True: [1, 4, 2], False: [4, 3]}


def _files(folder, pages: int = 40) -> list:
    """A folder of ``pages`` HTML files and a text file, as ``find_files`` lists them."""
    folder.mkdir()
    for i in range(pages):
        (folder / f"{i:03}.html").write_text(
            f"<title>Página {i}</title><p>El texto {i} de la casa.</p>"
            "<p>The text of the house, in English for a change.</p>", encoding="utf-8")
    (folder / "notas.txt").write_bytes("Año de cañas.\n\nOtra nota.".encode("latin-1"))
    return find_files([folder])


def taken(documents: queue.Queue[FetchedDocument], thread: threading.Thread
          ) -> list[FetchedDocument]:
    """The documents taken off ``documents`` as the run takes them, until ``thread`` (the
    feeder's) has ended and the queue is empty."""
    delivered = []
    while thread.is_alive() or not documents.empty():
        try:
            delivered.append(documents.get(timeout=0.1))
        except queue.Empty:
            pass
    return delivered


def test_the_reading_process_reads_and_extracts_what_the_reading_thread_reads(tmp_path):
    """Issue 21: ``daweb analyze``'s reading process sends the documents and events the
    reader in a thread sends, in the same order, each page with its text extracted and its
    words read ahead of the analyzer (the pages given to one WordsAhead in that order)."""
    files = _files(tmp_path / "corpus")
    settings = ExtractionSettings.of("main", "es", "count")
    in_thread: queue.Queue[FetchedDocument] = queue.Queue()
    thread_events: list[object] = []
    LocalFiles(files, in_thread, thread_events.append).run()
    documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=3)  # the child waits
    events: list[object] = []
    thread, out = run_in_thread(ReadingProcess(files, documents, events.append, settings).run)
    delivered = taken(documents, thread)
    assert out == [CrawlFinished("completed", 41, 41, 0, 0)]
    expected = drain(in_thread)
    assert [d.url for d in delivered] == [d.url for d in expected]
    here, ahead = PageExtraction(settings), WordsAhead(settings)
    for got, want in zip(delivered, expected, strict=True):
        # the text crosses, not the page
        assert (got.html, got.charset, got.content_type) == ("", want.charset,
                                                             want.content_type)
        assert got.page_text == ahead(here(want.html, want.content_type != "text/plain"),
                                      want.final_url, want.start_url)
    assert [type(e) for e in events] == [type(e) for e in thread_events]
    assert not helper_children()


@pytest.mark.parametrize("command", ["stop_downloads", "finish"])
def test_a_command_of_the_run_ends_the_reading_process(tmp_path, command: str) -> None:
    """Stopping (Ctrl-C twice, the GUI's buttons) ends the reading: the files left are not
    attempted and the child exits (no orphan), while nobody takes its documents."""
    files = _files(tmp_path / "corpus", pages=200)
    documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=1)  # nobody reads it
    events: list[object] = []
    feeder = ReadingProcess(files, documents, events.append,
                            ExtractionSettings.of("main", "es", "count"))
    thread, out = run_in_thread(feeder.run)
    wait_until(documents.full, timeout=30.0)
    child = the_child()
    getattr(feeder, command)()
    if command == "stop_downloads":  # what was read is still delivered: the run takes it
        while thread.is_alive():
            drain(documents)
    thread.join(timeout=10)
    assert not thread.is_alive()
    assert isinstance(out[0], CrawlFinished) and out[0].reason == "stopped-downloads"
    assert out[0].not_attempted > 100
    psutil.wait_procs([child], timeout=10)
    assert not helper_children()


def test_the_reading_process_yields_the_processor_to_the_run(tmp_path) -> None:
    files = _files(tmp_path / "corpus", pages=60)
    documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=1)
    feeder = ReadingProcess(files, documents, [].append)
    thread, out = run_in_thread(feeder.run)
    wait_until(documents.full, timeout=30.0)  # the first batch is sent
    pid = the_child().pid
    ours = os.getpriority(os.PRIO_PROCESS, 0)

    def priorities() -> set[int]:  # of the child's threads (Linux: each has its own)
        return {os.getpriority(os.PRIO_PROCESS, int(tid))
                for tid in os.listdir(f"/proc/{pid}/task")}

    # the thread that extracts and sends yields once its first batch is sent; the one
    # reading the files keeps the run's priority
    wait_until(lambda: priorities() == {ours, min(19, ours + AHEAD_NICENESS)}, timeout=10.0)
    feeder.finish()
    thread.join(timeout=10)
    assert not thread.is_alive() and out[0].reason != "completed"


def test_ctrl_c_reaches_the_run_not_the_reading_process(tmp_path) -> None:
    files = _files(tmp_path / "corpus", pages=60)
    documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=1)
    thread, out = run_in_thread(ReadingProcess(files, documents, [].append).run)
    wait_until(documents.full, timeout=30.0)
    os.kill(the_child().pid, signal.SIGINT)  # what a terminal sends the process group
    delivered = taken(documents, thread)
    assert out == [CrawlFinished("completed", 61, 61, 0, 0)] and len(delivered) == 61


def test_the_reading_process_looks_the_pages_new_forms_up_once_named_the_file(tmp_path):
    """Issue 21: named the run's prepared analyses (once its recognizer is loaded), the
    reading process looks each page's new forms up there, lower-cased, each once, from the
    next page on; the analyzer then need not ask the file about them."""
    from analyzers.prepared_analyses import PreparedAnswers
    from daweb.store.schema import PREPARED_ANALYSES_DDL

    words = ("perro gato mesa silla puerta ventana libro cuaderno lápiz goma árbol flor "
             "río montaña playa nube lluvia viento fuego tierra").split()
    folder = tmp_path / "corpus"
    folder.mkdir()
    for i, word in enumerate(words):
        (folder / f"{i:03}.html").write_text(
            f"<p>Hoy el {word.capitalize()} come.</p><p>Y nada más.</p>", encoding="utf-8")
    table = tmp_path / "analyses-es-test.sqlite"
    known = [*words[::2], "hoy", "el"]
    with closing(sqlite3.connect(table)) as db:
        db.executescript(PREPARED_ANALYSES_DDL)
        db.executemany("INSERT INTO morph VALUES (?, ?)",
                       [(word, f"{word}\tNOUN\t\ttest") for word in known])
        db.execute("INSERT INTO prepared_info VALUES (?, 0)", (len(known),))
        db.commit()
    documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=3)
    feeder = ReadingProcess(find_files([folder]), documents, lambda event: None,
                            ExtractionSettings.of("main", "es", "count"))
    feeder.look_up_in(table)  # as a run does once its recognizer is loaded
    thread, out = run_in_thread(feeder.run)
    delivered = taken(documents, thread)
    assert out == [CrawlFinished("completed", 20, 20, 0, 0)]
    answers = [d.page_text.prepared for d in delivered if d.page_text is not None]
    assert answers[-1] is not None
    looked_up = [a for a in answers if a is not None]
    assert all(isinstance(a, PreparedAnswers) and a.path == str(table) for a in looked_up)
    assert looked_up[-1].asked == {words[-1]}  # the other forms were asked before
    assert sum(len(a.asked) for a in looked_up) == len(set().union(*(a.asked for a in looked_up)))
    for a in looked_up:
        assert a.found == {word: f"{word}\tNOUN\t\ttest" for word in a.asked if word in known}
    assert not helper_children()
