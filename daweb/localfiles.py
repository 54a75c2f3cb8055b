"""Local corpora: ``daweb analyze PATH…`` feeds files instead of a crawl.

:class:`LocalFiles` is a run's :class:`~daweb.run.feeders.Feeder`, as the distributor is
(``run()``, ``stop_downloads()``, ``finish()``, documents on a queue, incidents as events), so
the run treats a folder of ``.html``/``.htm``/``.txt`` files exactly like a crawled site.
Web archives (``.warc``, ``.warc.gz``, ``.arc``, ``.arc.gz``) are read record by record
(:mod:`daweb.archive`): each HTML response is a page of its own site.
"""

from __future__ import annotations

import os
import queue
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

from daweb.archive import ArchiveError, is_archive, scan_archive
from daweb.crawl.charset import decode_body, is_probably_binary
from daweb.errors import BadInput
from daweb.events import Cause, CrawlFinished, CrawlProgress, FetchedDocument, Incident, Outcome

#: File name endings analyzed, and the content type each is treated as.
CONTENT_TYPES = {
    ".html": "text/html",
    ".htm": "text/html",
    ".xhtml": "text/html",
    ".txt": "text/plain",
}


class InputPathError(BadInput, ValueError):
    """A path given to ``daweb analyze`` does not exist or holds nothing to analyze."""


def find_files(paths: Sequence[Path]) -> list[tuple[Path, Path]]:
    """Expand files and folders into ``(root given, file)`` pairs in a stable, sorted order.

    Raises :class:`InputPathError` naming a path that is missing or holds nothing to analyze.
    """
    found: list[tuple[Path, Path]] = []
    for root in paths:
        if root.is_symlink() and not root.exists():
            found.append((root, root))  # a loop or a dangling link: reported when read
            continue
        if not root.exists():
            raise InputPathError(
                f"{root}: no such file or folder; give .html, .htm, .txt or .warc(.gz) files "
                "or folders"
            )
        if root.is_file():
            found.append((root, root))
            continue
        files = sorted(_corpus_files(root))
        if not files:
            raise InputPathError(
                f"{root}: the folder holds no .html, .htm, .txt or .warc(.gz) files")
        found.extend((root, f) for f in files)
    return found


def _corpus_files(folder: Path) -> Iterator[Path]:
    """The files under ``folder`` that can be analyzed, listing each folder once.

    Like ``Path.rglob`` (which lists every folder twice on Python 3.11), folders reached
    through a symbolic link are not entered and unreadable folders are skipped; the
    entries' own type information saves a ``stat`` per file. A link named like a corpus
    file that leads nowhere (a loop, a missing target) is listed: reading it reports why.
    """
    try:
        with os.scandir(folder) as listing:
            entries = list(listing)
    except PermissionError:
        return
    for entry in entries:
        path = Path(entry.path)
        if entry.is_dir(follow_symlinks=False):
            yield from _corpus_files(path)
        elif path.suffix.lower() in CONTENT_TYPES or is_archive(path):
            try:
                wanted = entry.is_file() or entry.is_symlink() and not path.exists()
            except OSError:  # ELOOP on some systems: a link loop
                wanted = True
            if wanted:
                yield path


class StoredDocuments:
    """Base of the feeders that read stored documents instead of crawling: the distributor's
    commands, where both just stop the reading (nothing is being downloaded)."""

    def __init__(self, documents: queue.Queue, on_event: Callable[[object], None]) -> None:
        self._documents = documents
        self._on_event = on_event
        self._stop = threading.Event()

    def stop_downloads(self) -> None:
        """Stop reading; what was read is still analyzed."""
        self._stop.set()

    def finish(self) -> None:
        """Stop reading (the pipeline drops what is queued)."""
        self._stop.set()


class LocalFiles(StoredDocuments):
    """Reads local files one by one and puts them on the document queue as fetched documents."""

    def __init__(
        self,
        files: Sequence[tuple[Path, Path]],
        documents: queue.Queue,
        on_event: Callable[[object], None],
    ) -> None:
        """``files`` are the ``(root given, file)`` pairs of :func:`find_files`."""
        super().__init__(documents, on_event)
        self._files = list(files)

    def run(self) -> CrawlFinished:
        """Read every file (blocking), then report how many were obtained."""
        obtained = failed = 0
        pending = self._files
        for index, (root, path) in enumerate(pending):
            if self._stop.is_set():
                for _, rest in pending[index:]:
                    self._on_event(
                        self._incident(root, rest, Outcome.NOT_ATTEMPTED, Cause.NOT_ATTEMPTED)
                    )
                reason = "stopped-downloads"
                return CrawlFinished(reason, index, obtained, failed, len(pending) - index)
            if is_archive(path):
                got, lost = self._read_archive(root, path)
                obtained, failed = obtained + got, failed + lost
            elif self._read_one(root, path):
                obtained += 1
            else:
                failed += 1
            self._on_event(CrawlProgress(index + 1, len(pending) - index - 1, obtained, failed))
        return CrawlFinished("completed", len(pending), obtained, failed, 0)

    def _read_one(self, root: Path, path: Path) -> bool:
        """Queue one file; a file that cannot be read, or is not text, is one incident."""
        started = time.monotonic()
        try:
            body = path.read_bytes()
        except OSError as exc:
            detail = f"{path}: cannot be read ({exc.strerror or exc}); " + (
                "it is a symbolic link that leads nowhere (a loop or a missing target): "
                "skipped" if path.is_symlink() else "check its permissions")
            self._on_event(self._incident(root, path, Outcome.NOT_OBTAINED, Cause.BAD_URL, detail))
            return False
        if is_probably_binary(body):  # the crawler's rule: /bin/ls named .htm is not a page
            detail = f"{path}: binary content (not text): skipped"
            self._on_event(self._incident(root, path, Outcome.NOT_OBTAINED,
                                          Cause.UNSUPPORTED_CONTENT_TYPE, detail))
            return False
        content_type = CONTENT_TYPES.get(path.suffix.lower(), "text/html")
        text, charset = decode_body(body, None)
        url = file_uri(path)
        elapsed = time.monotonic() - started
        doc = FetchedDocument(
            url=url,
            final_url=url,
            start_url=file_uri(root),
            status=200,
            content_type=content_type,
            charset=charset,
            html=text,
            bytes=len(body),
            fetched_at=datetime.now(UTC).isoformat(timespec="seconds"),
            elapsed=elapsed,
        )
        self._documents.put(doc)
        self._on_event(
            Incident(url, doc.start_url, Outcome.OBTAINED, Cause.OK, 200, 1, len(body), elapsed)
        )
        return True

    def _read_archive(self, root: Path, path: Path) -> tuple[int, int]:
        """Queue an archive's HTML responses; returns (pages obtained, records not obtained).

        A truncated or corrupt archive becomes one incident naming the file and offset;
        the pages read before that point are analyzed as usual.
        """
        obtained = failed = 0
        try:
            for entry in scan_archive(path):
                if self._stop.is_set():
                    break
                if entry.document is not None:
                    doc = entry.document
                    self._documents.put(doc)
                    obtained += 1
                    self._on_event(Incident(doc.url, doc.start_url, Outcome.OBTAINED, Cause.OK,
                                            doc.status, 1, doc.bytes))
                elif entry.incident is not None:
                    failed += 1
                    self._on_event(entry.incident)
        except ArchiveError as exc:
            failed += 1
            self._on_event(
                self._incident(root, path, Outcome.NOT_OBTAINED, Cause.PROTOCOL_ERROR, str(exc))
            )
        except OSError as exc:
            failed += 1
            detail = f"{path}: cannot be read ({exc.strerror or exc}); check its permissions"
            self._on_event(self._incident(root, path, Outcome.NOT_OBTAINED, Cause.BAD_URL, detail))
        return obtained, failed

    @staticmethod
    def _incident(
        root: Path, path: Path, outcome: Outcome, cause: Cause, detail: str = ""
    ) -> Incident:
        return Incident(file_uri(path), file_uri(root), outcome, cause, detail=detail)


def file_uri(path: Path) -> str:
    """The ``file:`` address of ``path``, resolved when it can be (not a link loop)."""
    try:
        return path.resolve().as_uri()
    except (OSError, RuntimeError):  # Python 3.11 raises RuntimeError on a symlink loop
        return path.absolute().as_uri()
