"""A hostile HTTP server on 127.0.0.1 for the crawler's reliability tests (issue 19).

Unlike :mod:`sites` (a well-behaved site on ``http.server``), every answer here is written
as raw bytes on the socket, so a route can do what real servers get wrong or do on
purpose: stall, trickle one byte at a time, reset mid-body, cut a chunked body, lie about
lengths, compress a bomb, send malformed headers. Usage::

    from hostile import HostileServer, page, redirect

    with HostileServer() as server:
        server.routes["/"] = page(links=["/a", "/ok"])
        server.routes["/a"] = redirect(302, "http://169.254.169.254/")
        server.url("/a")          # "http://127.0.0.1:PORT/a"
        server.hits("/a")         # requests received for that path (query included)

A route is a callable ``(exchange) -> None`` that writes the whole answer with
``exchange.send(bytes)``; a key ending in ``*`` serves every path it prefixes; unknown
paths get a 404. Each connection serves one request
and is closed (``Connection: close``), so hit counts are request counts.
"""

from __future__ import annotations

import gzip
import os
import queue
import signal
import socket
import socketserver
import struct
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from daweb.crawl.distributor import Distributor
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause, CrawlFinished, FetchedDocument, Incident, Outcome


@dataclass
class Exchange:
    """One request on its connection: what a route reads and writes."""

    server: HostileServer
    connection: socket.socket
    method: str
    path: str  # with its query
    headers: dict[str, str]

    def send(self, data: bytes) -> None:
        """Write ``data`` (a client that hung up is normal for a hostile route)."""
        try:
            self.connection.sendall(data)
        except OSError:
            pass

    def wait(self, seconds: float) -> bool:
        """Sleep unless the server is stopping; False when it is (give up at once)."""
        return not self.server.closing.wait(seconds)


Route = Callable[[Exchange], None]


class HostileServer:
    """A threaded raw-socket server on 127.0.0.1 whose ``routes`` tests fill in."""

    def __init__(self, routes: dict[str, Route] | None = None) -> None:
        self.routes: dict[str, Route] = dict(routes or {})
        self.closing = threading.Event()
        self._lock = threading.Lock()
        self._hits: Counter[str] = Counter()
        self._server: socketserver.ThreadingTCPServer | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    def __enter__(self) -> HostileServer:
        handler = type("Handler", (_Handler,), {"hostile": self})
        self._server = _Server(("127.0.0.1", 0), handler)
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        name="hostile-site", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.closing.set()
        assert self._server is not None and self._thread is not None
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``."""
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        """Absolute address of ``path``."""
        return self.base_url + path

    def hits(self, path: str) -> int:
        """Requests received for ``path`` (query included)."""
        with self._lock:
            return self._hits[path]

    def total_hits(self) -> int:
        """Requests received in all."""
        with self._lock:
            return sum(self._hits.values())

    def route_for(self, path: str) -> Route | None:
        """The route of ``path``: exact, without its query, or a ``prefix*`` route."""
        found = self.routes.get(path) or self.routes.get(path.partition("?")[0])
        if found is None:
            prefixes = [k for k in self.routes if k.endswith("*") and path.startswith(k[:-1])]
            found = self.routes[max(prefixes, key=len)] if prefixes else None
        return found

    def _count(self, path: str) -> None:
        with self._lock:
            self._hits[path] += 1


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64


class _Handler(socketserver.BaseRequestHandler):
    hostile: HostileServer

    def handle(self) -> None:
        """Read one request head, count it, run its route, close."""
        sock: socket.socket = self.request
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.settimeout(5)
        head = b""
        try:
            while b"\r\n\r\n" not in head and len(head) < 65536:
                chunk = sock.recv(4096)
                if not chunk:
                    return
                head += chunk
        except OSError:
            return
        lines = head.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
        method, path, *_ = (lines[0].split(" ") + ["", ""])[:3]
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        self.hostile._count(path)
        exchange = Exchange(self.hostile, sock, method, path, headers)
        (self.hostile.route_for(path) or status(404))(exchange)


# ------------------------------------------------------------------------ answers


def response(status_code: int, body: bytes = b"", headers: Sequence[tuple[str, str]] = (),
             *, reason: str = "X", length: bool = True) -> bytes:
    """A raw HTTP/1.1 response; ``length=False`` leaves Content-Length out."""
    lines = [f"HTTP/1.1 {status_code} {reason}", "Connection: close"]
    lines += [f"{name}: {value}" for name, value in headers]
    if length:
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def html(title: str, body: str = "", links: Sequence[str] = ()) -> str:
    """A small Spanish page linking to ``links``."""
    anchors = "".join(f'<a href="{href}">enlace</a> ' for href in links)
    return (f'<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>{title}'
            f"</title></head><body><h1>{title}</h1><p>El lingüista estudia la lengua "
            f"española en la red. {body}</p><p>{anchors}</p></body></html>")


def page(title: str = "Página", *, links: Sequence[str] = (), body: bytes | None = None,
         content_type: str = "text/html; charset=utf-8",
         headers: Sequence[tuple[str, str]] = ()) -> Route:
    """A 200 page (``body`` as given, else a small Spanish page with ``links``)."""
    data = body if body is not None else html(title, links=links).encode("utf-8")

    def route(exchange: Exchange) -> None:
        exchange.send(response(200, data, [("Content-Type", content_type), *headers]))

    return route


def status(code: int, retry_after: str | None = None) -> Route:
    """``code`` with a small body, and a Retry-After header when given."""
    extra = [("Retry-After", retry_after)] if retry_after is not None else []

    def route(exchange: Exchange) -> None:
        exchange.send(response(code, b"<html><body>error</body></html>",
                               [("Content-Type", "text/html"), *extra]))

    return route


def redirect(code: int, location: str) -> Route:
    """A redirect to ``location``, sent byte for byte (it may be malformed on purpose)."""

    def route(exchange: Exchange) -> None:
        exchange.send(response(code, b"", [("Location", location)]))

    return route


def never_answer(exchange: Exchange) -> None:
    """Accept the request, then say nothing until the server stops."""
    exchange.wait(60)


def trickle(total: int = 600, every: float = 0.1) -> Route:
    """Declare ``total`` bytes, then send one every ``every`` seconds: each byte restarts
    an idle timeout, only a whole-download deadline ends it."""

    def route(exchange: Exchange) -> None:
        exchange.send(response(200, b"", [("Content-Type", "text/html")], length=False)
                      .replace(b"\r\n\r\n", f"\r\nContent-Length: {total}\r\n\r\n".encode()))
        for _ in range(total):
            if not exchange.wait(every):
                return
            exchange.send(b"a")

    return route


def reset_mid_body(exchange: Exchange) -> None:
    """Promise 100 000 bytes, send 1 000, then reset the connection (RST)."""
    exchange.send(response(200, b"", [("Content-Type", "text/html")], length=False)
                  .replace(b"\r\n\r\n", b"\r\nContent-Length: 100000\r\n\r\n") + b"a" * 1000)
    exchange.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    exchange.connection.close()


def reset_at_once(exchange: Exchange) -> None:
    """Reset the connection before any answer."""
    exchange.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    exchange.connection.close()


def truncated_chunked(exchange: Exchange) -> None:
    """A chunked body whose last chunk never comes: the connection closes mid-body."""
    exchange.send(response(200, b"", [("Content-Type", "text/html"),
                                      ("Transfer-Encoding", "chunked")], length=False)
                  + b"20\r\n<html><body><p>cortado a medias" + b"\r\n" + b"400\r\nxx")


def gzip_bomb(size: int = 64 * 1024 * 1024) -> Route:
    """A small gzip body that expands to ``size`` bytes."""
    bomb = gzip.compress(b"\0" * size, compresslevel=9)
    return page(body=bomb, headers=[("Content-Encoding", "gzip")])


def huge_declared(exchange: Exchange) -> None:
    """A Content-Length of 1 GB, and then nothing."""
    exchange.send(response(200, b"", [("Content-Type", "text/html")], length=False)
                  .replace(b"\r\n\r\n", f"\r\nContent-Length: {1 << 30}\r\n\r\n".encode()))


def endless(exchange: Exchange) -> None:
    """An HTML body without a length that never ends (until the server stops)."""
    exchange.send(response(200, b"", [("Content-Type", "text/html")], length=False)
                  + b"<html><body>")
    chunk = b"<p>" + b"palabra " * 8000 + b"</p>"
    while not exchange.server.closing.is_set():
        try:
            exchange.connection.sendall(chunk)
        except OSError:
            return


def session_trap(prefix: str, make_id: Callable[[int], str]) -> Route:
    """Every page links to the same page under a new id (``prefix`` + id + ``/p``)."""
    counter = iter(range(1, 10**9))

    def route(exchange: Exchange) -> None:
        link = f"{prefix}{make_id(next(counter))}/p"
        exchange.send(response(200, html("Trampa", links=[link]).encode(),
                               [("Content-Type", "text/html; charset=utf-8")]))

    return route


# ------------------------------------------------------------------------ signals


def after_terminal_ctrl_c(script: str, *args: str, timeout: float = 60) -> tuple[str, str]:
    """Run ``python -c script args`` as a terminal's foreground job would run: a process
    group of its own. Once it prints ``ready``, send SIGINT to the whole group, as Ctrl-C
    in a terminal does (children included), and return what it printed after that and
    its stderr."""
    # A job a non-interactive shell starts in the background ignores SIGINT, and so would
    # the child (Python keeps an inherited SIG_IGN): a terminal's foreground job does not.
    script = f"import signal; signal.signal(signal.SIGINT, signal.default_int_handler)\n{script}"
    child = subprocess.Popen([sys.executable, "-c", script, *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True,
                             cwd=Path(__file__).parent.parent)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        os.killpg(child.pid, signal.SIGINT)
        return child.communicate(timeout=timeout)
    finally:
        child.kill()


# ------------------------------------------------------------------------ crawling


@dataclass
class Crawl:
    """Everything one crawl produced."""

    finished: CrawlFinished
    documents: list[FetchedDocument]
    events: list[object]
    seconds: float

    @property
    def incidents(self) -> list[Incident]:
        return [e for e in self.events if isinstance(e, Incident)]

    def incident(self, url: str) -> Incident:
        found = [i for i in self.incidents if i.url == url]
        assert len(found) == 1, f"{len(found)} incidents for {url}"
        return found[0]

    def causes(self) -> dict[str, tuple[Outcome, Cause]]:
        return {i.url: (i.outcome, i.cause) for i in self.incidents}


def crawl(starts: list[str], *, cancelled: tuple[str, ...] = (), maxsize: int = 0,
          **options: object) -> Crawl:
    """Run a distributor to the end and collect what it produced."""
    documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize)
    events: list[object] = []
    distributor = Distributor(starts, list(cancelled), CrawlSettings(**options), documents,
                              events.append)
    started = time.monotonic()
    finished = distributor.run()
    seconds = time.monotonic() - started
    return Crawl(finished, drain(documents), events, seconds)


def drain(documents: queue.Queue[FetchedDocument]) -> list[FetchedDocument]:
    """The documents left on ``documents``."""
    items = []
    while not documents.empty():
        items.append(documents.get_nowait())
    return items


def wait_until(condition: Callable[[], bool], timeout: float = 5.0) -> None:
    """Poll ``condition`` until it holds; fail the test after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        time.sleep(0.01)


def run_in_thread(run: Callable[[], object]) -> tuple[threading.Thread, list[object]]:
    """``run()`` in a thread, as a run calls its feeder; its result or exception lands in
    the list."""
    out: list[object] = []

    def target() -> None:
        try:
            out.append(run())
        except Exception as exc:  # noqa: BLE001 - the test inspects it
            out.append(exc)

    thread = threading.Thread(target=target, name="test-run", daemon=True)
    thread.start()
    return thread, out
