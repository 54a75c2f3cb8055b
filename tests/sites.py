"""A real, threaded HTTP test site on 127.0.0.1 for the crawler and the run pipeline.

Usage::

    from sites import SiteServer

    with SiteServer(pages=300) as site:
        site.base_url            # "http://127.0.0.1:PORT"
        site.alt_base_url        # "http://localhost:PORT": a second host name, same server
        site.url("/page/3")      # absolute address on the first host
        site.hits("/page/3")     # GETs counted for that path (query included), any host
        site.hit_counts()        # Counter of "host/path" -> GETs
        site.page_paths()        # the generated pages: /page/0 ... /page/N-1

The generated site has ``pages`` Spanish pages (``/page/i``), each linking to a few
others; the index ``/`` links to ``/page/0`` and, unless ``specials=False``, to one route
per crawler behaviour (see ``SPECIAL_LINKS``). ``/sitemap.xml`` is a sitemap index naming
a gzipped sitemap that lists ``/only-in-sitemap``, which no link reaches. Every route is
deterministic, so two crawls of the site see the same documents and links.
"""

from __future__ import annotations

import gzip
import hashlib
import socket
import struct
import threading
import time
from collections import Counter
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType

import brotli

DEFAULT_ROBOTS = "User-agent: *\nDisallow: /private/\n"
LATIN1_TEXT = "¿Qué año es? El niño pequeño comió piña en España."
BOMB_SIZE = 64 * 1024 * 1024  # decoded size of the gzip and brotli bombs

#: Links on the index page, one per behaviour the crawler must handle.
SPECIAL_LINKS: tuple[str, ...] = (
    "/redirect/301",
    "/redirect/302",
    "/redirect/307",
    "/redirect/308",
    "/redirect/chain",
    "/redirect/ftp",
    "/redirect/dup",
    "/loop/a",
    "/cross",
    "/status/404",
    "/status/410",
    "/status/500",
    "/status/401",
    "/flaky/503",
    "/slow",
    "/reset",
    "/big/declared",
    "/big/chunked",
    "/bomb/gzip",
    "/bomb/br",
    "/binary",
    "/file.pdf",
    "/latin1",
    "/private/secret",
    "/deportes/futbol",
    "/calendar?month=0",
    "/nofollow/meta",
    "/gzip-page",
    "/rel/",
    "mailto:someone@example.com",
    "javascript:void(0)",
    "http://other-site.invalid/page",
    "https://www.example.org/",
)


class SiteServer:
    """A ThreadingHTTPServer on 127.0.0.1 serving the generated site; counts every GET."""

    def __init__(
        self,
        *,
        pages: int = 300,
        specials: bool = True,
        robots_txt: str | None = DEFAULT_ROBOTS,
        slow_seconds: float = 5.0,
        page_padding: int = 0,
        sitemap: bool = True,
        robots_failures: int = 0,
        page_delay: float = 0.0,
    ) -> None:
        """``robots_txt=None`` serves a 404 for /robots.txt; ``robots_failures`` answers the
        first N robots.txt requests with 503; ``page_padding`` adds filler bytes to every
        generated page; ``slow_seconds`` is how long /slow stalls; ``page_delay`` is how
        long every generated page waits before its answer (0: none), so that a test sees
        retrievers downloading however loaded the machine is."""
        self.pages = pages
        self.specials = specials
        self.robots_txt = robots_txt
        self.slow_seconds = slow_seconds
        self.page_padding = page_padding
        self.sitemap = sitemap
        self.robots_failures = robots_failures
        self.page_delay = page_delay
        self._lock = threading.Lock()
        self._hits: Counter[str] = Counter()
        self._log: list[tuple[float, str]] = []
        self._closing = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    # ---------------------------------------------------------------- lifecycle

    def start(self) -> SiteServer:
        """Bind a free port on 127.0.0.1 and serve in a background thread."""
        handler = type("Handler", (_Handler,), {"site": self})
        self._server = _Server(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        # A short poll interval keeps stop() fast (shutdown waits for one poll).
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), name="test-site", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving; stalled handlers notice and end."""
        self._closing.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> SiteServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # ---------------------------------------------------------------- addresses

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def alt_base_url(self) -> str:
        """``http://localhost:PORT``: the same server under a second host name."""
        return f"http://localhost:{self.port}"

    def url(self, path: str) -> str:
        """Absolute address of ``path`` on the 127.0.0.1 host."""
        return self.base_url + path

    def page_paths(self) -> list[str]:
        """Paths of the generated pages."""
        return [f"/page/{i}" for i in range(self.pages)]

    # ---------------------------------------------------------------- hit counts

    def hits(self, path: str, host: str | None = None) -> int:
        """GETs of ``path`` (with its query), on ``host`` (``127.0.0.1`` / ``localhost``)
        or on any host when None."""
        with self._lock:
            return sum(
                n for key, n in self._hits.items()
                if key.partition("/")[2] == path.lstrip("/")
                and (host is None or key.partition(":")[0] == host)
            )

    def hit_counts(self) -> Counter[str]:
        """A copy of the counts, keyed ``host:port/path?query``."""
        with self._lock:
            return Counter(self._hits)

    def hit_log(self) -> list[tuple[float, str]]:
        """(monotonic time, ``host:port/path``) of every GET, in arrival order."""
        with self._lock:
            return list(self._log)

    def reset_hits(self) -> None:
        """Forget the counts (e.g. between two crawls of one server)."""
        with self._lock:
            self._hits.clear()
            self._log.clear()

    def _count(self, host: str, path: str) -> None:
        key = f"{host}{path}"
        with self._lock:
            self._hits[key] += 1
            self._log.append((time.monotonic(), key))

    def stalled(self, seconds: float) -> None:
        """Wait ``seconds`` unless the server is stopping (so shutdown stays fast)."""
        self._closing.wait(seconds)


class _Server(ThreadingHTTPServer):
    """The standard threading server with a listen backlog fit for 10 crawler threads
    (the default of 5 drops SYNs under a burst, which looks like a connect timeout)."""

    request_queue_size = 128


class _Handler(BaseHTTPRequestHandler):
    """Routes of the test site."""

    site: SiteServer
    protocol_version = "HTTP/1.1"  # keep-alive, as real servers
    server_version = "DAWebTestSite/1.0"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - base signature
        """Silence the default stderr log."""

    def handle(self) -> None:
        """Serve the connection; a client hanging up (timeouts, stop tests) is normal."""
        # Headers and body go out in two writes: without TCP_NODELAY, Nagle's algorithm
        # and the client's delayed ACK would add 40 ms to every response.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass

    def do_GET(self) -> None:  # noqa: N802 - the http.server naming convention
        """Count the request, then route it."""
        host = self.headers.get("Host", f"127.0.0.1:{self.site.port}")
        self.site._count(host, self.path)
        self.origin = f"http://{host}"
        path, _, query = self.path.partition("?")
        try:
            self._route(path, query)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the crawler hung up (stop tests): fine

    def _route(self, path: str, query: str) -> None:
        """Dispatch on the path."""
        site = self.site
        if path == "/":
            return self._html(self._index())
        if path == "/robots.txt":
            if site.hits("/robots.txt") <= site.robots_failures:
                return self._send(503, b"try later", "text/plain", {"Retry-After": "0"})
            if site.robots_txt is None:
                return self._send(404, b"no robots", "text/plain")
            return self._send(200, site.robots_txt.encode(), "text/plain")
        if path == "/sitemap.xml" and site.sitemap and self.origin == site.base_url:
            return self._send(200, self._sitemap_index(), "application/xml")
        if path == "/sitemap-pages.xml.gz" and site.sitemap:
            return self._send(200, gzip.compress(self._sitemap()), "application/gzip")
        if path.startswith("/page/"):
            return self._generated(path)
        simple = _SIMPLE.get(path)
        if simple is not None:
            return simple(self, query)
        if path.startswith("/redirect/"):
            return self._redirect_route(path)
        if path.startswith("/rel/"):
            # A relative-link loop: /rel/ -> /rel/x/ -> /rel/x/x/ -> ... forever.
            return self._html(_page("Bucle", '<a href="x/">más</a>'))
        return self._send(404, b"<html><body>not found</body></html>")

    # ---------------------------------------------------------------- pages

    def _index(self) -> str:
        """The home page: page 0 and, with specials, one link per behaviour."""
        links = ["/page/0"] + (list(SPECIAL_LINKS) if self.site.specials else [])
        items = "".join(f'<li><a href="{href}">{href}</a></li>' for href in links)
        if self.site.specials:
            items += '<li><a href="/hidden/rel" rel="nofollow">nofollow</a></li>'
            # An in-site address that cannot be normalized: reported as a bad address.
            items += f'<li><a href="{self.origin}:99/x">puerto roto</a></li>'
        return _page("Inicio", f"<ul>{items}</ul>")

    def _generated(self, path: str) -> None:
        """``/page/i``: text plus links to a few other pages; page 0 adds duplicates."""
        try:
            index = int(path.rsplit("/", 1)[1])
        except ValueError:
            return self._send(404, b"bad page")
        if not 0 <= index < self.site.pages:
            return self._send(404, b"no such page")
        if self.site.page_delay:
            self.site.stalled(self.site.page_delay)
        self._html(_generated_page(index, self.site.pages, self.origin, self.site.page_padding))

    def _sitemap_index(self) -> bytes:
        """/sitemap.xml is an index naming one gzipped sitemap."""
        return (
            '<?xml version="1.0" encoding="UTF-8"?>'
            '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            f"<sitemap><loc>{self.origin}/sitemap-pages.xml.gz</loc></sitemap>"
            "</sitemapindex>"
        ).encode()

    def _sitemap(self) -> bytes:
        """A sitemap that names one page no link reaches."""
        return (
            '<?xml version="1.0" encoding="UTF-8"?>'
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            f"<url><loc>{self.origin}/only-in-sitemap</loc></url>"
            f"<url><loc>{self.origin}/page/0#already-linked</loc></url>"
            "</urlset>"
        ).encode()

    # ---------------------------------------------------------------- special routes

    def _redirect_route(self, path: str) -> None:
        """3xx variants; each lands on its own target page."""
        kind = path.rsplit("/", 1)[1]
        targets = {
            "301": (301, "/target/301"),
            "302": (302, "/target/302"),
            "307": (307, "/target/307"),
            "308": (308, "/target/308"),
            "chain": (301, "/redirect/chain2"),
            "chain2": (302, "/target/chain"),
            "ftp": (302, "ftp://127.0.0.1/file.txt"),
            "dup": (301, "/"),
        }
        if kind not in targets:
            return self._send(404, b"no such redirect")
        status, location = targets[kind]
        self._redirect(status, location)

    def _redirect(self, status: int, location: str) -> None:
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _send(
        self,
        status: int,
        body: bytes,
        content_type: str = "text/html; charset=utf-8",
        headers: dict[str, str] | None = None,
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def _html(self, text: str) -> None:
        self._send(200, text.encode("utf-8"))


Route = Callable[["_Handler", str], None]  # (handler, query string) -> response sent


def write_html_corpus(folder: Path, pages: int, paragraph: Callable[[int], str]) -> Path:
    """``pages`` local HTML files (``000.html``, …), file i one paragraph ``paragraph(i)``:
    a corpus for runs of local files. Returns ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(pages):
        (folder / f"{i:03}.html").write_text(f"<p>{paragraph(i)}</p>", encoding="utf-8")
    return folder


def _page(title: str, body: str) -> str:
    """A minimal HTML document."""
    return (
        f'<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>{title}</title>'
        f"</head><body><h1>{title}</h1>{body}</body></html>"
    )


_WORDS = (
    "el lingüista estudia la lengua española en textos de la red y cuenta palabras nuevas "
    "mientras el analizador reconoce lemas formas verbales y segmentos del corpus"
).split()


def page_links(index: int, pages: int) -> list[int]:
    """The generated pages that page ``index`` links to (deterministic)."""
    candidates = [(index + 1) % pages, (2 * index + 1) % pages, (3 * index + 7) % pages,
                  (index * index + 3) % pages]
    return list(dict.fromkeys(c for c in candidates if c != index))


def _generated_page(index: int, pages: int, origin: str, padding: int) -> str:
    """The HTML of ``/page/index``."""
    words = " ".join(_WORDS[(index + k) % len(_WORDS)] for k in range(60))
    links = "".join(f'<a href="/page/{n}">página {n}</a> ' for n in page_links(index, pages))
    if index == 0:
        # One page, five spellings of addresses already linked: none may be fetched twice.
        links += (
            '<a href="/page/1#seccion">1</a> '
            f'<a href="{origin.upper()}/page/2">2</a> '
            '<a href="/page/3?utm_source=boletin&amp;utm_medium=correo">3</a> '
            '<a href="/./page/../page/4">4</a> '
            '<a href="/page/%35">5</a> '
            '<a href="/page/1?gclid=abc">1</a> '
        )
    filler = f"<!-- {'x' * padding} -->" if padding else ""
    return _page(f"Página {index}", f"<p>{words}</p><p>{links}</p>{filler}")


def _status(code: int, headers: dict[str, str] | None = None) -> Route:
    """A route answering ``code`` with a small HTML body."""

    def route(handler: _Handler, query: str) -> None:
        handler._send(code, f"<html><body>error {code}</body></html>".encode(), headers=headers)

    return route


def _flaky(handler: _Handler, query: str) -> None:
    """503 with Retry-After: 1 on the first GET, the page afterwards."""
    if handler.site.hits("/flaky/503") <= 1:
        handler._send(503, b"busy", headers={"Retry-After": "1"})
    else:
        handler._html(_page("Recuperada", "<p>tras el reintento</p>"))


def _slow(handler: _Handler, query: str) -> None:
    """Stall before answering, beyond the crawler's read timeout."""
    handler.site.stalled(handler.site.slow_seconds)
    handler._html(_page("Lenta", "<p>demasiado tarde</p>"))


def _reset(handler: _Handler, query: str) -> None:
    """Promise 100 000 bytes, send 1 000, then reset the connection (RST)."""
    handler.send_response(200)
    handler.send_header("Content-Type", "text/html; charset=utf-8")
    handler.send_header("Content-Length", "100000")
    handler.end_headers()
    handler.wfile.write(b"<html><body>" + b"a" * 988)
    handler.wfile.flush()
    handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    handler.connection.close()
    handler.close_connection = True


def _big_declared(handler: _Handler, query: str) -> None:
    """A Content-Length of 1 GB: refused without reading."""
    handler.send_response(200)
    handler.send_header("Content-Type", "text/html")
    handler.send_header("Content-Length", str(1 << 30))
    handler.end_headers()
    handler.close_connection = True


def _big_chunked(handler: _Handler, query: str) -> None:
    """Chunked HTML that never ends before 8 MB: cut while streaming."""
    handler.send_response(200)
    handler.send_header("Content-Type", "text/html")
    handler.send_header("Transfer-Encoding", "chunked")
    handler.end_headers()
    chunk = b"<p>" + b"palabra " * 8000 + b"</p>"
    for _ in range(8 * 1024 * 1024 // len(chunk)):
        handler.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
    handler.wfile.write(b"0\r\n\r\n")


_GZIP_BOMB = gzip.compress(b"\0" * BOMB_SIZE, compresslevel=9)
_BROTLI_BOMB = brotli.compress(b"\0" * BOMB_SIZE, quality=5)


def _bomb(body: bytes, encoding: str) -> Route:
    """A small compressed body that expands to BOMB_SIZE bytes."""

    def route(handler: _Handler, query: str) -> None:
        handler._send(200, body, headers={"Content-Encoding": encoding})

    return route


def _gzip_page(handler: _Handler, query: str) -> None:
    """An ordinary page sent gzip-compressed."""
    html = _page("Comprimida", "<p>contenido comprimido con ñandú</p>").encode()
    handler._send(200, gzip.compress(html), headers={"Content-Encoding": "gzip"})


def _binary(handler: _Handler, query: str) -> None:
    """PNG bytes labelled text/html."""
    handler._send(200, b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8, "text/html")


def _pdf(handler: _Handler, query: str) -> None:
    """A PDF: recorded, not downloaded."""
    handler._send(200, b"%PDF-1.4 fake", "application/pdf")


def _latin1(handler: _Handler, query: str) -> None:
    """Latin-1 Spanish with no charset in the header or the page."""
    html = f"<html><head><title>Latin</title></head><body><p>{LATIN1_TEXT}</p></body></html>"
    handler._send(200, html.encode("latin-1"), "text/html")


def _calendar(handler: _Handler, query: str) -> None:
    """An endless calendar: every month links to the next one."""
    month = int(query.partition("=")[2] or 0) if query.partition("=")[2].isdigit() else 0
    handler._html(_page(f"Mes {month}", f'<a href="/calendar?month={month + 1}">siguiente</a>'))


def _cross(handler: _Handler, query: str) -> None:
    """Redirect to the second host name of the same server."""
    handler._redirect(302, f"http://localhost:{handler.site.port}/landing")


def _landing(handler: _Handler, query: str) -> None:
    """Reached on localhost after /cross: its links count as in-site."""
    handler._html(_page("Aterrizaje", '<a href="/landing/next">siguiente</a>'))


def _text_page(title: str) -> Route:
    """A leaf page."""

    def route(handler: _Handler, query: str) -> None:
        handler._html(_page(title, "<p>hoja</p>"))

    return route


def _meta_nofollow(handler: _Handler, query: str) -> None:
    """A page that asks robots not to follow its links."""
    head = '<meta name="robots" content="nofollow">'
    handler._html(
        f"<html><head>{head}<title>NF</title></head>"
        '<body><a href="/hidden/meta">oculta</a></body></html>'
    )


def _loop(target: str) -> Route:
    """Redirect to ``target`` (two of these make a loop)."""

    def route(handler: _Handler, query: str) -> None:
        handler._redirect(302, target)

    return route


def _sports(handler: _Handler, query: str) -> None:
    """The excluded section: its links must never be followed."""
    handler._html(_page("Deportes", '<a href="/deportes/baloncesto">más</a>'))


_SIMPLE = {
    "/status/404": _status(404),
    "/status/410": _status(410),
    "/status/500": _status(500),
    "/status/401": _status(401, {"WWW-Authenticate": 'Basic realm="x"'}),
    "/flaky/503": _flaky,
    "/slow": _slow,
    "/reset": _reset,
    "/big/declared": _big_declared,
    "/big/chunked": _big_chunked,
    "/bomb/gzip": _bomb(_GZIP_BOMB, "gzip"),
    "/bomb/br": _bomb(_BROTLI_BOMB, "br"),
    "/binary": _binary,
    "/file.pdf": _pdf,
    "/latin1": _latin1,
    "/calendar": _calendar,
    "/cross": _cross,
    "/landing": _landing,
    "/landing/next": _text_page("Siguiente"),
    "/target/301": _text_page("Destino 301"),
    "/target/302": _text_page("Destino 302"),
    "/target/307": _text_page("Destino 307"),
    "/target/308": _text_page("Destino 308"),
    "/target/chain": _text_page("Destino cadena"),
    "/only-in-sitemap": _text_page("Solo en el mapa"),
    "/private/secret": _text_page("Secreto"),
    "/hidden/meta": _text_page("Oculta meta"),
    "/hidden/rel": _text_page("Oculta rel"),
    "/nofollow/meta": _meta_nofollow,
    "/gzip-page": _gzip_page,
    "/deportes/futbol": _sports,
    "/loop/a": _loop("/loop/b"),
    "/loop/b": _loop("/loop/a"),
}


class CorpusSite:
    """A small site whose documents tests set and change between runs (docs/corpus.md).

    ``documents`` maps a path to ``(content type, body)``; a test may replace entries
    between two crawls. Every 200 carries an ``ETag`` (a hash of the body) and a fixed
    ``Last-Modified``; a request whose ``If-None-Match`` names the current ETag, or (without
    one) whose ``If-Modified-Since`` equals ``Last-Modified``, gets ``304 Not Modified``.
    ``validators=False`` serves no validators (a server that ignores conditional requests).
    ``requests`` records (path, If-None-Match, If-Modified-Since, status) of every GET.
    """

    LAST_MODIFIED = "Tue, 05 Jun 2008 09:50:11 GMT"

    def __init__(self, documents: dict[str, tuple[str, str | bytes]],
                 *, validators: bool = True) -> None:
        self.documents = dict(documents)
        self.validators = validators
        self.requests: list[tuple[str, str, str, int]] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    def __enter__(self) -> CorpusSite:
        handler = type("CorpusHandler", (_CorpusHandler,), {"site": self})
        self._server = _Server(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        name="corpus-site", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        assert self._server is not None and self._thread is not None
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def url(self, path: str) -> str:
        """Absolute address of ``path``."""
        return f"http://127.0.0.1:{self.port}{path}"

    def statuses(self, path: str) -> list[int]:
        """The statuses answered to GETs of ``path``, in order."""
        with self._lock:
            return [status for p, _, _, status in self.requests if p == path]

    def conditional(self, path: str) -> list[tuple[str, str]]:
        """(If-None-Match, If-Modified-Since) of every GET of ``path``."""
        with self._lock:
            return [(etag, since) for p, etag, since, _ in self.requests if p == path]

    def _record(self, path: str, etag: str, since: str, status: int) -> None:
        with self._lock:
            self.requests.append((path, etag, since, status))


class _CorpusHandler(BaseHTTPRequestHandler):
    """Serves CorpusSite documents with ETag / Last-Modified and 304s."""

    site: CorpusSite
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - base signature
        """Silence the default stderr log."""

    def do_GET(self) -> None:  # noqa: N802 - the http.server naming convention
        """A document, a 304, or 404; robots.txt and sitemap.xml are 404 unless set."""
        site = self.site
        path = self.path
        etag_asked = self.headers.get("If-None-Match", "")
        since = self.headers.get("If-Modified-Since", "")
        found = site.documents.get(path)
        if found is None:
            site._record(path, etag_asked, since, 404)
            return self._answer(404, "text/plain", b"not found", {})
        content_type, body = found
        data = body.encode("utf-8") if isinstance(body, str) else body
        headers: dict[str, str] = {}
        if site.validators:
            etag = '"' + hashlib.sha1(data).hexdigest()[:16] + '"'  # noqa: S324 - not security
            headers = {"ETag": etag, "Last-Modified": CorpusSite.LAST_MODIFIED}
            fresh = etag_asked == etag if etag_asked else since == CorpusSite.LAST_MODIFIED
            if fresh:
                site._record(path, etag_asked, since, 304)
                return self._answer(304, "", b"", headers)
        site._record(path, etag_asked, since, 200)
        self._answer(200, content_type, data, headers)

    def _answer(self, status: int, content_type: str, body: bytes,
                headers: dict[str, str]) -> None:
        self.send_response(status)
        if content_type:
            self.send_header("Content-Type", content_type)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body:
            self.wfile.write(body)
