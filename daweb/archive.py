"""Web archives (WARC, ISO 28500): the run's page snapshots, and archives from any crawler.

Writing: :class:`SnapshotWriter` keeps every page a crawl fetched, as fetched, in the run
folder's ``pages.warc.gz`` (one gzip member per record, so a record can be read from its
offset alone), rotated to ``pages-1.warc.gz``, ``pages-2.warc.gz``… past ``max_bytes``.
Records are written with ``warcio``. One deliberate difference from the bytes on the wire:
the retriever decodes ``Content-Encoding`` (gzip, deflate, br) while it streams, so the
stored payload is the decoded body; the stored headers say so consistently (no
``Content-Encoding`` / ``Transfer-Encoding``, ``Content-Length`` = the stored body) and keep
the server's originals as ``X-DAWeb-Original-…`` headers (docs/results.md, "Snapshots").

Reading: :func:`scan_archive` goes through a WARC file from any crawler (wget
``--warc-file``, Heritrix, Common Crawl) and yields, record by record, a
:class:`~daweb.events.FetchedDocument` for each HTML response and an
:class:`~daweb.events.Incident` for each response or revisit not analyzed; requests,
metadata and warcinfo records are passed over. :func:`read_page` reads one record back
from its offset (the viewer's *Open page*, ``daweb reanalyze``).
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from daweb import __version__
from daweb.crawl.charset import HTML_TYPES, decode_body, is_probably_binary
from daweb.errors import StorageError
from daweb.events import Cause, FetchedDocument, Incident, Outcome

if TYPE_CHECKING:  # warcio (and the fsspec it imports, ~0.1 s) loads where it is used:
    # a run that keeps no snapshots and reads no archive never needs it (start-up, issue 21)
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

#: The first snapshot file of a run; later ones are pages-1.warc.gz, pages-2.warc.gz, …
SNAPSHOT_FILE = "pages.warc.gz"
#: A snapshot file is closed and the next one started once it reaches this size.
ROTATE_BYTES = 1024**3
#: The WARC version of the run's snapshots (ISO 28500:2017).
WARC_VERSION = "1.1"
#: File name endings read as web archives by ``daweb analyze``.
ARCHIVE_SUFFIXES = (".warc", ".warc.gz", ".arc", ".arc.gz")
#: Largest payload read from an archive record, as the crawler's own cap (bigger: skipped).
MAX_PAYLOAD = 10 * 1024 * 1024
#: Headers that describe the bytes on the wire, not the decoded body the snapshot stores.
_WIRE_HEADERS = ("content-encoding", "transfer-encoding", "content-length")


class ArchiveError(StorageError):
    """A web archive cannot be read further: the message names the file and the offset."""

    def __init__(self, path: Path | str, offset: int, reason: str) -> None:
        self.path = str(path)
        self.offset = offset
        self.reason = reason
        super().__init__(
            f"{path}: unreadable WARC data at byte offset {offset} ({reason}); the archive "
            "is truncated or corrupt — everything before that offset was read"
        )

    def __reduce__(self) -> tuple:
        # Picklable with its three arguments: it crosses process boundaries (Dask workers).
        return (ArchiveError, (self.path, self.offset, self.reason))


def is_archive(path: Path | str) -> bool:
    """Whether ``path`` is named like a web archive (.warc, .warc.gz, .arc, .arc.gz)."""
    return str(path).lower().endswith(ARCHIVE_SUFFIXES)


def is_url(location: Path | str) -> bool:
    """Whether an archive location is a URL for fsspec (``s3://…``, ``file:///…``)."""
    scheme, sep, _ = str(location).partition("://")
    return bool(sep) and len(scheme) > 1 and scheme.isascii() and scheme.isalnum()


def open_archive(location: Path | str) -> BinaryIO:
    """Open an archive for reading: a local path, or any URL fsspec understands."""
    if is_url(location):
        import fsspec

        return fsspec.open(str(location), "rb").open()
    return open(location, "rb")  # noqa: SIM115 - the caller closes it


# =============================================================================================
# Writing the run's snapshots
# =============================================================================================


class SnapshotWriter:
    """Writes fetched pages as WARC response records into a run folder, rotating by size.

    Not thread-safe: one thread is its only caller (in a crawl, the sender thread of the
    crawl's process, daweb/crawl/process.py; otherwise the run's analyzer thread).
    """

    def __init__(self, run_dir: Path, max_bytes: int = ROTATE_BYTES) -> None:
        if max_bytes < 1:
            raise ValueError("max_bytes must be positive")
        self.run_dir = Path(run_dir)
        self.max_bytes = max_bytes
        self.files: list[str] = []
        self._file: BinaryIO | None = None
        self._writer: WARCWriter | None = None

    def write(self, doc: FetchedDocument) -> tuple[str, int]:
        """Store ``doc``'s response; returns (file name in the run folder, record offset)."""
        if self._file is None or self._file.tell() >= self.max_bytes:
            self._open_next()
        assert self._file is not None and self._writer is not None
        offset = self._file.tell()
        from warcio.statusandheaders import StatusAndHeaders

        protocol, _, status = (doc.status_line or f"HTTP/1.1 {doc.status}").partition(" ")
        http_headers = StatusAndHeaders(
            status or str(doc.status), stored_headers(doc.headers, len(doc.body)),
            protocol=protocol,
        )
        record = self._writer.create_warc_record(
            doc.final_url, "response", payload=io.BytesIO(doc.body), length=len(doc.body),
            http_headers=http_headers,
            warc_headers_dict={"WARC-Date": _warc_date(doc.fetched_at)},
        )
        self._writer.write_record(record)
        self._file.flush()  # a crash keeps every record already returned
        return self.files[-1], offset

    def close(self) -> None:
        """Close the current file (idempotent)."""
        if self._file is not None:
            self._file.close()
            self._file = None
            self._writer = None

    def _open_next(self) -> None:
        """Close the current file and start the next one with a warcinfo record."""
        from warcio.warcwriter import WARCWriter

        self.close()
        n = len(self.files)
        name = SNAPSHOT_FILE if n == 0 else SNAPSHOT_FILE.replace(".warc", f"-{n}.warc")
        self._file = open(self.run_dir / name, "xb")  # noqa: SIM115 - kept open across pages
        # warcio writes WARC/1.0 unless told: the records must be of the version the
        # warcinfo record below declares.
        self._writer = WARCWriter(self._file, gzip=True, warc_version=WARC_VERSION)
        self.files.append(name)
        info = self._writer.create_warcinfo_record(
            name, {"software": f"DAWeb {__version__}",
                   "format": f"WARC File Format {WARC_VERSION}"}
        )
        self._writer.write_record(info)


def archived(snapshots: SnapshotWriter, doc: FetchedDocument) -> FetchedDocument:
    """``doc`` stored in the run's WARC file, saying where; as it is when it is archived
    already, was not fetched over HTTP (no status line) or is a 304 (nothing new to keep)."""
    if doc.warc_file or not doc.status_line or doc.status == 304:
        return doc
    warc_file, offset = snapshots.write(doc)
    return replace(doc, warc_file=warc_file, warc_offset=offset)


def stored_headers(headers: tuple[tuple[str, str], ...], length: int) -> list[tuple[str, str]]:
    """Response headers consistent with a stored, Content-Encoding-decoded body.

    The wire headers are kept under ``X-DAWeb-Original-<name>`` so nothing is lost.
    """
    kept: list[tuple[str, str]] = []
    for name, value in headers:
        if name.lower() in _WIRE_HEADERS:
            kept.append((f"X-DAWeb-Original-{name.title()}", value))
        else:
            kept.append((name, value))
    kept.append(("Content-Length", str(length)))
    return kept


def _warc_date(fetched_at: str) -> str:
    """WARC-Date (UTC, ``YYYY-MM-DDThh:mm:ssZ``) of an ISO 8601 time; now if unparsable."""
    try:
        moment = datetime.fromisoformat(fetched_at)
    except ValueError:
        moment = datetime.now(UTC)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _iso_date(warc_date: str) -> str:
    """ISO 8601 of a WARC-Date (as the crawler's fetched_at); the text itself if odd."""
    try:
        return datetime.fromisoformat(warc_date.replace("Z", "+00:00")).isoformat(
            timespec="seconds")
    except ValueError:
        return warc_date


# =============================================================================================
# Reading archives
# =============================================================================================


@dataclass(frozen=True, slots=True)
class ArchiveEntry:
    """One record of interest in an archive: a page to analyze or an incident to report."""

    offset: int
    document: FetchedDocument | None = None
    incident: Incident | None = None


def site_of(url: str) -> str:
    """The site a page belongs to (scheme and host): its start address in the results."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    return f"{scheme}://{rest.split('/', 1)[0].split('?', 1)[0]}"


def scan_archive(path: Path | str, *, with_text: bool = True) -> Iterator[ArchiveEntry]:
    """Every response and revisit record of a WARC (or ARC) file, in file order.

    HTML responses with a 2xx status become documents (``with_text=False`` leaves their
    text out: partitioning needs only the addresses); other responses and revisits become
    incidents. Raises :class:`ArchiveError` (file and offset) where the data stops making
    sense; what was yielded before stays valid.
    """
    from warcio.archiveiterator import ArchiveIterator

    label = str(path)
    with open_archive(path) as stream:
        records = ArchiveIterator(stream, arc2warc=True)
        offset = 0
        try:
            for record in records:
                offset = records.offset  # the record's start (get_record_offset reads it)
                entry = _entry(record, label, offset, with_text)
                _check_complete(record, path, offset)
                if entry is not None:
                    yield entry
        except ArchiveError:
            raise
        # warcio parses untrusted bytes and fails on garbage with whatever error the parser
        # meets (AttributeError on a missing URI, ValueError, zlib.error, …): all mean this.
        except Exception as exc:  # noqa: BLE001
            # records.offset: the end of the last complete record, where this one began.
            raise ArchiveError(path, max(offset, records.offset), _reason(exc)) from exc


def _check_complete(record, path: Path | str, offset: int) -> None:
    """Raise ArchiveError when the record's block ends before its declared Content-Length.

    warcio hands out a cut record without complaint; a page analyzed from half its bytes
    would be silently wrong, so a truncated last record is reported instead.
    """
    record.raw_stream.read()  # whatever the analysis did not need
    missing = getattr(record.raw_stream, "limit", 0)
    if missing > 0:
        raise ArchiveError(path, offset, f"the record ends {missing} bytes short of its length")


def _reason(exc: BaseException) -> str:
    """A one-line, bounded description of a read failure (warcio quotes binary garbage)."""
    text = " ".join((str(exc) or type(exc).__name__).split())
    return text if len(text) <= 120 else text[:117] + "…"


@contextmanager
def _record_at(path: Path | str, offset: int) -> Iterator[Any]:
    """The record at ``offset`` of ``path`` (or URL); what goes wrong reading or parsing
    it is an :class:`ArchiveError` naming file and offset (OSError: the file itself)."""
    from warcio.archiveiterator import ArchiveIterator

    try:
        with open_archive(path) as stream:
            stream.seek(offset)
            yield next(iter(ArchiveIterator(stream, arc2warc=True)))
    except (ArchiveError, OSError):
        raise
    except Exception as exc:  # noqa: BLE001 - warcio's errors on garbage, as in scan_archive
        raise ArchiveError(path, offset, _reason(exc)) from exc


def read_page(path: Path | str, offset: int) -> tuple[FetchedDocument, StatusAndHeaders]:
    """The response record at ``offset`` of ``path`` (or URL) as a document, and its HTTP
    headers."""
    with _record_at(path, offset) as record:
        if record.rec_type != "response" or record.http_headers is None:
            raise ArchiveError(path, offset, f"a {record.rec_type} record, not a response")
        doc = _document(record, str(path), offset, True)
        if doc is None:
            raise ArchiveError(path, offset, "binary or oversized content labelled HTML")
        return doc, record.http_headers


def read_entry(path: Path | str, offset: int) -> ArchiveEntry:
    """The record at ``offset`` as :func:`scan_archive` sees it: a page, or the incident a
    scan reports for it (an index lists pages by their headers; the body may still turn
    out binary)."""
    with _record_at(path, offset) as record:
        entry = _entry(record, str(path), offset, True)
        if entry is None:
            raise ArchiveError(path, offset, f"a {record.rec_type} record, not a page")
        return entry


def _entry(record, label: str, offset: int, with_text: bool) -> ArchiveEntry | None:
    """The ArchiveEntry of one record, or None for records that are not about a page."""
    url = record.rec_headers.get_header("WARC-Target-URI") or ""
    site = site_of(url)
    if record.rec_type == "revisit":
        refers = record.rec_headers.get_header("WARC-Refers-To-Target-URI") or "an earlier capture"
        detail = f"WARC revisit record (same content as {refers}); not analyzed again"
        return ArchiveEntry(offset, incident=Incident(
            url, site, Outcome.NOT_OBTAINED, Cause.DUPLICATE, detail=f"{label}@{offset}: {detail}"))
    if record.rec_type != "response" or record.http_headers is None:
        return None  # request, metadata, warcinfo, resource, conversion: nothing to analyze
    status = _status(record)
    mime = (record.http_headers.get_header("Content-Type") or "").split(";")[0].strip().lower()
    problem = None
    if not 200 <= status < 300:
        problem = (Cause.HTTP_STATUS, f"HTTP {status}")
    elif mime and mime not in HTML_TYPES:
        problem = (Cause.UNSUPPORTED_CONTENT_TYPE, f"content type {mime}")
    if problem is None:
        doc = _document(record, label, offset, with_text)
        if doc is not None:
            return ArchiveEntry(offset, document=doc)
        problem = (Cause.UNSUPPORTED_CONTENT_TYPE, "binary or oversized content labelled HTML")
    cause, detail = problem
    return ArchiveEntry(offset, incident=Incident(url, site, Outcome.NOT_OBTAINED, cause,
                                                  status or None,
                                                  detail=f"{label}@{offset}: {detail}"))


def _status(record) -> int:
    """The HTTP status of a response record (0 when unreadable)."""
    code = record.http_headers.get_statuscode() or ""
    return int(code) if code.isdigit() else 0


def _document(record, label: str, offset: int, with_text: bool) -> FetchedDocument | None:
    """A FetchedDocument for an HTML response record; None when binary or oversized."""
    url = record.rec_headers.get_header("WARC-Target-URI") or ""
    http = record.http_headers
    content_type = http.get_header("Content-Type") or "text/html"
    body = b""
    charset = ""
    text = ""
    body_size = 0
    if with_text:
        # content_stream() undoes chunked transfer and any Content-Encoding the crawler kept.
        body = record.content_stream().read(MAX_PAYLOAD + 1)
        if len(body) > MAX_PAYLOAD or is_probably_binary(body):
            return None
        text, charset = decode_body(body, content_type)
        body_size = len(body)
    else:  # the index of a partitioned analysis: the size is all it needs
        body_size = len(record.raw_stream.read())
    return FetchedDocument(
        url=url,
        final_url=url,
        start_url=site_of(url),
        status=_status(record),
        content_type=content_type.split(";")[0].strip().lower() or "text/html",
        charset=charset,
        html=text,
        bytes=body_size,
        fetched_at=_iso_date(record.rec_headers.get_header("WARC-Date") or ""),
        elapsed=0.0,
        warc_file=label,
        warc_offset=offset,
    )
