"""The bundled demo site and its server (issue 4 §6).

These tests check the site as data (pages, links, invented words, the Latin-1 page) and the
server's special routes (redirects, 404, content types, robots.txt), so that the end-to-end
demo run can rely on every deliberate trap being really there.
"""

from __future__ import annotations

import http.client
import re
import tomllib
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit
from urllib.robotparser import RobotFileParser

import httpx
import pytest

from daweb.demo import (
    BROKEN_PATH,
    DEMO_DIR,
    LATIN1_PATHS,
    REDIRECTS,
    SITE_DIR,
    DemoServer,
    content_type_for,
    demo_project_text,
)

#: The invented words a run should list as unrecognized (projects/demo/README.md).
INVENTED = [
    "desinformatividad",
    "bicicletear",
    "teletrabajocracia",
    "algoritmocracia",
    "nanoesporas",
    "webviñetas",
    "tuitertulia",
    "plasticívoras",
    "criptoahorro",
    "audiolectores",
]
#: Invented words that live only in pages a correct run never analyzes.
ONLY_IN_EXCLUDED = {"remontadismo": "/deportes/", "borradorismo": "/privado/"}
FOOTER = "© 2026 Diario Demo. Todos los derechos reservados."
FAKE_BASE = "http://demo.test/"


class _Links(HTMLParser):
    """Collects href/src targets and the text of ``<article>`` elements."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.article_text: list[str] = []
        self._in_article = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is not None and (
                (tag in ("a", "link") and name == "href") or (tag == "img" and name == "src")
            ):
                self.links.append(value)
        if tag == "article":
            self._in_article += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "article" and self._in_article:
            self._in_article -= 1

    def handle_data(self, data: str) -> None:
        if self._in_article:
            self.article_text.append(data)


def _url_path(file: Path) -> str:
    return "/" + file.relative_to(SITE_DIR).as_posix()


def _read(file: Path) -> str:
    encoding = "iso-8859-1" if _url_path(file) in LATIN1_PATHS else "utf-8"
    return file.read_text(encoding=encoding)


def _parse(file: Path) -> _Links:
    parser = _Links()
    parser.feed(_read(file))
    parser.close()
    return parser


HTML_FILES = sorted(SITE_DIR.rglob("*.html"))
ARTICLES = [f for f in HTML_FILES if 'class="noticia"' in _read(f)]


def _exists(path: str) -> bool:
    """Whether a URL path is answered with a page (a file, a directory index, a redirect)."""
    if path in REDIRECTS:
        return _exists(REDIRECTS[path])
    target = SITE_DIR / path.lstrip("/")
    return target.is_file() or (target / "index.html").is_file()


@pytest.fixture(scope="module")
def server():
    with DemoServer() as srv:
        yield srv


@pytest.fixture(scope="module")
def client():
    # trust_env=False: a proxy from the environment must never see loopback requests.
    with httpx.Client(trust_env=False, timeout=10, follow_redirects=False) as c:
        yield c


# -- the site as data --------------------------------------------------------------------------


def test_site_size_and_sections() -> None:
    assert len(HTML_FILES) >= 40
    assert (SITE_DIR / "index.html").is_file()
    sections = {f.relative_to(SITE_DIR).parts[0] for f in ARTICLES}
    assert {"cultura", "ciencia", "tecnologia", "medio-ambiente", "lengua", "economia",
            "deportes"} <= sections
    assert len(ARTICLES) >= 25


@pytest.mark.parametrize("file", ARTICLES, ids=_url_path)
def test_article_length(file: Path) -> None:
    text = " ".join(_parse(file).article_text)
    words = re.findall(r"[^\W\d_]+", text)
    assert 250 <= len(words) <= 600 + 40  # 40: headline, section name and byline


@pytest.mark.parametrize("file", HTML_FILES, ids=_url_path)
def test_every_page_has_the_site_template(file: Path) -> None:
    text = _read(file)
    assert FOOTER in text
    assert 'class="aviso-cookies"' in text
    assert '<nav class="menu">' in text
    assert '<html lang="es">' in text


def test_internal_links_resolve_except_the_broken_one() -> None:
    broken, external, schemes, targets = set(), set(), set(), Counter()
    for file in HTML_FILES:
        page_url = urljoin(FAKE_BASE, _url_path(file).lstrip("/"))
        for href in _parse(file).links:
            url = urljoin(page_url, href)
            parts = urlsplit(url)
            if parts.scheme not in ("http", "https"):
                schemes.add(parts.scheme)
                continue
            if parts.netloc != urlsplit(FAKE_BASE).netloc:
                external.add(url)
                continue
            targets[href] += 1
            if not _exists(parts.path):
                broken.add(parts.path)
    assert broken == {BROKEN_PATH}
    assert external == {"http://example.org/informes/microplasticos-2025.html"}
    assert "mailto" in schemes
    hrefs = set(targets)
    # The traps the crawler must handle are all reachable by links.
    assert any("?utm_source=" in h for h in hrefs)
    assert any("#" in h for h in hrefs)
    assert "/antiguo/noticia.html" in hrefs
    assert "/privado/borrador.html" in hrefs
    assert "/documentos/informe-anual-2025.pdf" in hrefs
    assert "/lengua/cartas-de-ultramar.html" in hrefs
    assert any(h.startswith("/deportes/") for h in hrefs)


def test_every_page_is_reachable_from_the_front_page() -> None:
    seen, todo = set(), ["/index.html"]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        path = REDIRECTS.get(path, path)
        file = SITE_DIR / path.lstrip("/")
        if file.is_dir():
            file = file / "index.html"
        if file.suffix != ".html" or not file.is_file():
            continue
        for href in _parse(file).links:
            parts = urlsplit(urljoin(urljoin(FAKE_BASE, path.lstrip("/")), href))
            if parts.netloc == "demo.test":
                todo.append(parts.path)
    unreachable = {_url_path(f) for f in HTML_FILES} - seen
    assert not unreachable


def test_invented_words_occur_at_least_twice_in_analyzed_articles() -> None:
    counts: Counter[str] = Counter()
    excluded_counts: Counter[str] = Counter()
    for file in HTML_FILES:
        text = " ".join(_parse(file).article_text).lower()
        path = _url_path(file)
        excluded = path.startswith(("/deportes/", "/privado/"))
        for word in [*INVENTED, *ONLY_IN_EXCLUDED]:
            n = len(re.findall(rf"(?<!\w){word}(?!\w)", text))
            (excluded_counts if excluded else counts)[word] += n
    for word in INVENTED:
        assert counts[word] >= 2, word
    for word in ONLY_IN_EXCLUDED:
        assert counts[word] == 0 and excluded_counts[word] >= 2, word
    readme = (DEMO_DIR / "README.md").read_text(encoding="utf-8")
    for word in [*INVENTED, *ONLY_IN_EXCLUDED]:
        assert word in readme, word


def test_excluded_words_never_leak_into_other_pages() -> None:
    for file in HTML_FILES:
        path = _url_path(file)
        for word, home in ONLY_IN_EXCLUDED.items():
            if not path.startswith(home):
                assert word not in _read(file).lower(), (word, path)


def test_latin1_page_bytes() -> None:
    (path,) = LATIN1_PATHS
    raw = (SITE_DIR / path.lstrip("/")).read_bytes()
    with pytest.raises(UnicodeDecodeError):
        raw.decode("utf-8")
    text = raw.decode("iso-8859-1")
    for word in ("vergüenza", "agüelo", "antigüedad", "añoranza", "¿Cuándo", "¡Cuánta",
                 "lingüística", "guaje"):
        assert word in text, word
    assert b"charset" not in raw.lower()
    assert b"encoding" not in raw.lower()
    # Every other page is UTF-8.
    for file in HTML_FILES:
        if _url_path(file) not in LATIN1_PATHS:
            file.read_bytes().decode("utf-8")


# -- the server ------------------------------------------------------------------------------


def test_server_serves_every_file_with_its_type(server: DemoServer, client: httpx.Client
                                                ) -> None:
    for file in sorted(p for p in SITE_DIR.rglob("*") if p.is_file()):
        path = _url_path(file)
        response = client.get(server.base_url + path)
        assert response.status_code == 200, path
        assert response.content == file.read_bytes(), path
        ctype = response.headers["content-type"]
        assert ctype == content_type_for(path)
        if path in LATIN1_PATHS:
            assert ctype == "text/html"
        elif path.endswith(".html"):
            assert ctype == "text/html; charset=utf-8"
        elif path.endswith(".pdf"):
            assert ctype == "application/pdf"
            assert response.content.startswith(b"%PDF-")
        assert int(response.headers["content-length"]) == len(response.content)


def test_latin1_page_is_served_without_charset(server: DemoServer, client: httpx.Client
                                              ) -> None:
    (path,) = LATIN1_PATHS
    response = client.get(server.base_url + path)
    assert response.headers["content-type"] == "text/html"
    assert "vergüenza" in response.content.decode("iso-8859-1")


def test_redirect_and_not_found(server: DemoServer, client: httpx.Client) -> None:
    for old, new in REDIRECTS.items():
        response = client.get(server.base_url + old)
        assert response.status_code == 301
        assert response.headers["location"] == server.base_url + new
        followed = client.get(server.base_url + old, follow_redirects=True)
        assert followed.status_code == 200
        assert str(followed.url) == server.base_url + new
    response = client.get(server.base_url + BROKEN_PATH)
    assert response.status_code == 404
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    # A directory without its slash is redirected, as real servers do.
    response = client.get(server.base_url + "/cultura")
    assert response.status_code == 301
    assert response.headers["location"] == server.base_url + "/cultura/"
    assert client.get(server.base_url + "/cultura/").status_code == 200
    assert client.get(server.base_url + "/").content == (SITE_DIR / "index.html").read_bytes()


def test_server_never_leaves_the_site(server: DemoServer) -> None:
    host, port = urlsplit(server.base_url).hostname, urlsplit(server.base_url).port
    for raw_path in ("/../pyproject.toml", "/%2e%2e/pyproject.toml", "/../../etc/passwd", "/..",
                     "/%2e%2e"):
        conn = http.client.HTTPConnection(host, port, timeout=10)
        conn.request("GET", raw_path)
        response = conn.getresponse()
        response.read()
        conn.close()
        assert response.status == 404, raw_path


def test_robots_txt(server: DemoServer, client: httpx.Client) -> None:
    response = client.get(server.base_url + "/robots.txt")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    assert "User-agent: *" in response.text
    assert "Disallow: /privado/" in response.text
    robots = RobotFileParser()
    robots.parse(response.text.splitlines())
    assert not robots.can_fetch("DAWeb", server.base_url + "/privado/borrador.html")
    assert robots.can_fetch("DAWeb", server.base_url + "/index.html")
    assert robots.can_fetch("DAWeb", server.base_url + "/deportes/index.html")


def test_get_counts() -> None:
    with DemoServer() as srv, httpx.Client(trust_env=False) as c:
        assert srv.gets == {}
        c.get(srv.base_url + "/index.html")
        c.get(srv.base_url + "/index.html?utm_source=x")
        c.head(srv.base_url + "/acerca.html")
        c.get(srv.base_url + "/no-existe.html")
        assert srv.get_count("/index.html") == 2
        assert srv.get_count("/acerca.html") == 0  # HEAD is not a GET
        assert srv.get_count("/no-existe.html") == 1
    with pytest.raises(RuntimeError):
        _ = srv.base_url


def test_server_works_from_any_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                         ) -> None:
    monkeypatch.chdir(tmp_path)
    with DemoServer() as srv, httpx.Client(trust_env=False) as c:
        assert srv.base_url.startswith("http://127.0.0.1:")
        assert c.get(srv.base_url + "/index.html").status_code == 200


def test_demo_project_text() -> None:
    text = demo_project_text("http://127.0.0.1:8765/")
    assert "{base_url}" not in text
    data = tomllib.loads(text)
    assert data["title"] == "Demo: Diario Demo"
    assert [s["url"] for s in data["start"]] == ["http://127.0.0.1:8765/index.html"]
    assert data["crawl"]["cancelled"] == ["deportes"]
    assert data["crawl"]["retrievers"] == 5
    assert data["crawl"]["delay"] == 0
    assert data["crawl"]["robots"] is True


def test_demo_project_text_with_settings() -> None:
    text = demo_project_text("http://127.0.0.1:8765", {"crawl": "snapshots = false",
                                                       "analysis": "persist_cache = true"})
    data = tomllib.loads(text)
    assert data["crawl"]["snapshots"] is False
    assert data["analysis"]["persist_cache"] is True
    assert data["crawl"]["retrievers"] == 5  # the rest of the section is kept
    with pytest.raises(ValueError, match=r"no \[nowhere\] section"):
        demo_project_text("http://127.0.0.1:8765", {"nowhere": "x = 1"})


def test_demo_project_is_valid_for_the_project_loader() -> None:
    project_module = pytest.importorskip("daweb.project")
    project = project_module.parse_project(demo_project_text("http://127.0.0.1:8765"),
                                           "demo.toml")
    assert project.title == "Demo: Diario Demo"
    assert project.crawl.cancelled == ["deportes"]
    assert project.crawl.delay == 0


def test_invented_words_are_unknown_to_the_recognizer() -> None:
    """The demo only shows neologisms if the morphology really does not know them."""
    morphology = pytest.importorskip("analyzers.morphology")
    recognizer = morphology.Recognizer.for_language("es")
    try:
        analyses = recognizer.analyze_many([*INVENTED, "vergüenza", "bicicleta", "abreviatura"])
    finally:
        recognizer.close()
    assert {w for w in INVENTED if analyses[w]} == set()
    assert analyses["vergüenza"] and analyses["bicicleta"] and analyses["abreviatura"]
