"""The bundled demo: a small Spanish news site served on 127.0.0.1, and its project file.

The site itself is static HTML written by hand (``projects/demo/site``); this module only
adds what a directory of files cannot express and what the crawler must cope with on the
real web: a permanent redirect, true 404s, a Latin-1 page served *without* any charset so
that charset detection has to work, and a non-HTML resource with its own content type.
``DemoServer`` counts GETs per path so tests can check that excluded sections, robots-blocked
pages and duplicate URLs (fragments, ``utm_*`` parameters) are fetched at most once, or never.
"""

from __future__ import annotations

import mimetypes
import threading
from collections import Counter
from collections.abc import Mapping
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from urllib.parse import unquote, urlsplit

#: ``projects/demo`` in the repository. The package is installed editable, so the demo files
#: sit next to the package rather than inside it; resolving from ``__file__`` (not from the
#: current directory) keeps this working wherever the user runs ``daweb demo`` from.
DEMO_DIR: Path = Path(__file__).resolve().parents[1] / "projects" / "demo"
SITE_DIR: Path = DEMO_DIR / "site"
PROJECT_TEMPLATE: Path = DEMO_DIR / "demo.toml"

#: Site paths whose bytes are ISO-8859-1 and that must be served as bare ``text/html``:
#: no HTTP charset and no ``<meta charset>``, so only byte-level detection can decode them.
LATIN1_PATHS: frozenset[str] = frozenset({"/lengua/cartas-de-ultramar.html"})

#: Old addresses answered with ``301 Moved Permanently`` (path → new path on the same site).
REDIRECTS: dict[str, str] = {"/antiguo/noticia.html": "/economia/comercio-de-proximidad.html"}

#: The one deliberate broken link of the site (no file exists for it → 404).
BROKEN_PATH = "/cultura/festival-cancelado.html"

#: Content types by file suffix; HTML gets its charset added separately.
_TYPES: dict[str, str] = {
    ".html": "text/html",
    ".htm": "text/html",
    ".txt": "text/plain; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".pdf": "application/pdf",
}


def content_type_for(path: str) -> str:
    """Return the Content-Type header the demo server sends for a site path."""
    suffix = Path(path).suffix.lower()
    ctype = _TYPES.get(suffix) or mimetypes.guess_type(path)[0] or "application/octet-stream"
    if ctype == "text/html" and path not in LATIN1_PATHS:
        ctype = "text/html; charset=utf-8"
    return ctype


def _inside_site(path: Path, *, is_dir: bool) -> bool:
    """Whether ``path`` is an existing file (or directory) that lies inside the site."""
    resolved = path.resolve()
    exists = resolved.is_dir() if is_dir else resolved.is_file()
    return exists and resolved.is_relative_to(SITE_DIR)


class _Handler(BaseHTTPRequestHandler):
    """Serves files from the site directory plus the demo's special routes."""

    server: _DemoHTTPServer
    server_version = "DiarioDemo/1.0"
    # HTTP/1.1 keeps connections alive, as real servers do; every response sets Content-Length.
    protocol_version = "HTTP/1.1"
    # Idle keep-alive connections are dropped after this many seconds, so that handler
    # threads do not outlive a stopped server for long.
    timeout = 15

    def do_GET(self) -> None:  # noqa: N802 - name imposed by BaseHTTPRequestHandler
        self._respond(send_body=True)

    def do_HEAD(self) -> None:  # noqa: N802 - name imposed by BaseHTTPRequestHandler
        self._respond(send_body=False)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - base signature
        """Stay quiet: the demo runs under a live progress line that logs would garble."""

    def _respond(self, *, send_body: bool) -> None:
        path = unquote(urlsplit(self.path).path) or "/"
        if send_body:
            self.server.count(path)
        if path in REDIRECTS:
            location = f"{self.server.base_url}{REDIRECTS[path]}"
            self._send(HTTPStatus.MOVED_PERMANENTLY, b"", "text/html; charset=utf-8",
                       send_body, extra={"Location": location})
            return
        if not path.endswith("/") and _inside_site(SITE_DIR / path.lstrip("/"), is_dir=True):
            # As real servers do: /cultura -> /cultura/, so that relative links on the
            # section page resolve inside the section.
            self._send(HTTPStatus.MOVED_PERMANENTLY, b"", "text/html; charset=utf-8",
                       send_body, extra={"Location": f"{self.server.base_url}{path}/"})
            return
        file = self._resolve(path)
        if file is None:
            body = (
                "<!DOCTYPE html><html lang=\"es\"><head><meta charset=\"utf-8\">"
                "<title>Página no encontrada</title></head><body><h1>404</h1>"
                "<p>La página que busca no existe.</p></body></html>"
            ).encode()
            self._send(HTTPStatus.NOT_FOUND, body, "text/html; charset=utf-8", send_body)
            return
        rel = "/" + file.relative_to(SITE_DIR).as_posix()
        self._send(HTTPStatus.OK, file.read_bytes(), content_type_for(rel), send_body)

    def _resolve(self, path: str) -> Path | None:
        """Map a URL path to a file inside the site, refusing anything that escapes it."""
        candidate = (SITE_DIR / path.lstrip("/")).resolve()
        if candidate.is_dir():
            candidate = candidate / "index.html"
        return candidate if _inside_site(candidate, is_dir=False) else None

    def _send(
        self,
        status: HTTPStatus,
        body: bytes,
        ctype: str,
        send_body: bool,
        extra: dict[str, str] | None = None,
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if send_body:
            self.wfile.write(body)


class _DemoHTTPServer(ThreadingHTTPServer):
    """ThreadingHTTPServer that knows its base URL and counts GETs per path."""

    daemon_threads = True

    def __init__(self) -> None:
        # Port 0: the OS picks a free port, so parallel test runs never collide.
        super().__init__(("127.0.0.1", 0), _Handler)
        self.base_url = f"http://127.0.0.1:{self.server_address[1]}"
        self.gets: Counter[str] = Counter()
        self._lock = threading.Lock()

    def count(self, path: str) -> None:
        with self._lock:
            self.gets[path] += 1


class DemoServer:
    """Serve the demo site on 127.0.0.1 in a background thread.

    Use as a context manager::

        with DemoServer() as server:
            text = demo_project_text(server.base_url)
    """

    def __init__(self) -> None:
        self._httpd: _DemoHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> DemoServer:
        """Bind a free port and start serving; returns ``self`` for chaining."""
        if self._httpd is not None:
            return self
        if not SITE_DIR.is_dir():
            raise FileNotFoundError(f"demo site not found: {SITE_DIR}")
        self._httpd = _DemoHTTPServer()
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, name="daweb-demo-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and release the port."""
        if self._httpd is None:
            return
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None
        self._thread = None

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT`` without a trailing slash."""
        if self._httpd is None:
            raise RuntimeError("DemoServer is not running")
        return self._httpd.base_url

    @property
    def gets(self) -> dict[str, int]:
        """A snapshot of how many GETs each URL path received (query strings dropped)."""
        if self._httpd is None:
            return {}
        with self._httpd._lock:
            return dict(self._httpd.gets)

    def get_count(self, path: str) -> int:
        """How many GETs ``path`` received so far."""
        return self.gets.get(path, 0)

    def __enter__(self) -> DemoServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def demo_project_text(base_url: str, settings: Mapping[str, str] | None = None) -> str:
    """Return the demo project's TOML with ``{base_url}`` replaced by the server's address,
    and each of ``settings`` (section -> a ``key = value`` line) added at the top of its
    section (``{"crawl": "snapshots = false"}``; a key the template sets already would be a
    duplicate, which TOML refuses).

    Plain ``str.replace`` rather than ``str.format`` because TOML is full of braces.
    """
    text = PROJECT_TEMPLATE.read_text(encoding="utf-8").replace("{base_url}", base_url.rstrip("/"))
    for section, line in (settings or {}).items():
        header = f"[{section}]\n"
        if header not in text:
            raise ValueError(f"the demo project has no [{section}] section")
        text = text.replace(header, f"{header}{line}\n", 1)
    return text
