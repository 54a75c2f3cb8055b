"""The results writer on a thread of its own, fed by a bounded queue (issue 21).

The paper's run has ONE analyzer; writing a page's results is not analysis, so the run's
pages are written by :class:`WriterThread` while the analyzer's thread takes the next
document. SQLite runs its statements without holding Python's GIL, so on two cores the
writing overlaps the analysis (docs/benchmarks.md, the whole-run section, has the figures).

The analyzer's thread puts small immutable :class:`WriterCall` items on a bounded queue (a
full queue holds the analyzer back, as the document queue holds back the retrievers); the
thread makes each call on the run's :class:`~daweb.store.writer.ResultsWriter` in order,
each page in its own transaction as before. Pages get their ids here, in the order they are
queued, so the run's steps need not wait for the write.

Failure semantics are a direct writer's: the first error while writing (a full disk) stops
the writing, and the next call from the analyzer's thread raises it, so the run ends with
the writer's message; pages committed before it stay in the file. Leaving the ``with``
block writes what is queued (a run that stops for another reason still keeps every page
it analyzed) and joins the thread; only then may the caller use the writer directly again.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from analyzers.document import DocumentResult
from analyzers.duplicates import Duplicate
from daweb.store.writer import ResultsWriter

#: Calls waiting for the writer's thread. A page's results are ~0.3 MB in memory: a few
#: pages of slack let the writer take a long statement (a refresh of the run tables)
#: without holding the analyzer back, and keep the run's peak memory where it was.
QUEUE_SIZE = 8


@dataclass(frozen=True, slots=True)
class WriterCall:
    """One call to make on the results writer, in the writer's thread."""

    method: str  # a ResultsWriter method
    args: tuple[Any, ...] = ()
    kwargs: Mapping[str, Any] = field(default_factory=dict)


#: Tells the writer's thread that nothing more comes.
_DONE = WriterCall("")


class WriterThread:
    """The part of :class:`ResultsWriter` a run's page steps use, on a thread of its own.

    Use it as a context manager around the pages of a run: the thread starts on entering
    and, on leaving, writes what is queued and ends.
    """

    def __init__(self, writer: ResultsWriter, queue_size: int = QUEUE_SIZE) -> None:
        self.writer = writer
        self._calls: queue.Queue[WriterCall] = queue.Queue(queue_size)
        self._error: BaseException | None = None
        self._reported = False  # the error was raised in the caller's thread already
        self._next_page = writer.pages_written  # the last page id handed out
        self._thread = threading.Thread(target=self._write, name="daweb-writer", daemon=True)

    def __enter__(self) -> WriterThread:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self._calls.put(_DONE)
        self._thread.join()
        if kind is None:
            self._raise_error()

    # -- what the page steps and the run's loop call ------------------------------------

    def add_page(self, doc_meta: Any, result: DocumentResult, output: str | None = None,
                 *, duplicate: Duplicate | None = None, change: str = "") -> int:
        """Queue :meth:`ResultsWriter.add_page`; returns the id the page will have."""
        self._next_page += 1
        self._put(WriterCall("add_page", (doc_meta, result, output),
                             {"duplicate": duplicate, "change": change,
                              "page_id": self._next_page}))
        return self._next_page

    def add_unchanged(self, doc_meta: Any, text_digest: str = "") -> None:
        """Queue :meth:`ResultsWriter.add_unchanged`."""
        self._put(WriterCall("add_unchanged", (doc_meta, text_digest)))

    def add_incidents(self, incidents: Iterable[Any]) -> None:
        """Queue :meth:`ResultsWriter.add_incidents`."""
        self._put(WriterCall("add_incidents", (tuple(incidents),)))

    def flush_if_due(self) -> None:
        """Queue :meth:`ResultsWriter.flush_if_due` (the run's loop calls it when idle)."""
        self._put(WriterCall("flush_if_due"))

    def refresh_if_due(self) -> None:
        """Queue :meth:`ResultsWriter.refresh_if_due`."""
        self._put(WriterCall("refresh_if_due"))

    # -- the two threads' sides -----------------------------------------------------------

    def _put(self, call: WriterCall) -> None:
        """Queue ``call``, raising the writer's error first if writing has stopped."""
        self._raise_error()
        self._calls.put(call)

    def _raise_error(self) -> None:
        """Raise the writer thread's error in the caller's thread (once)."""
        if self._error is not None and not self._reported:
            self._reported = True
            raise self._error

    def _write(self) -> None:
        """The writer's thread: make the queued calls in order until told to stop; after
        an error, take the calls off the queue without making them (the analyzer must
        never wait on a queue nobody empties) until the caller has seen it."""
        writer = self.writer
        while (call := self._calls.get()) is not _DONE:
            if self._error is not None:
                continue
            try:
                getattr(writer, call.method)(*call.args, **call.kwargs)
            except BaseException as exc:  # raised in the analyzer's thread by _put
                self._error = exc
