"""Regenerate ``projects/demo/site`` from the hand-written articles in ``content/``.

Run with ``.venv/bin/python projects/demo/build_site.py``. The prose lives in
``content/<section>.txt`` so that it can be edited as text; this script only wraps it in the
site template (menu, cookie notice, "most read" box, footer: the boilerplate that main-content
extraction must strip), builds the section pages with pagination, the front page, the archive
and the fixed pages, and writes the Latin-1 page as ISO-8859-1 without any charset
declaration. The generated files are committed, so running the demo never needs this script.
"""

from __future__ import annotations

import html
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CONTENT = HERE / "content"
SITE = HERE / "site"
sys.path.insert(0, str(HERE.parents[1]))

from daweb.demo import BROKEN_PATH, LATIN1_PATHS, REDIRECTS  # noqa: E402

SECTIONS: dict[str, tuple[str, str]] = {
    "cultura": ("Cultura", "Teatro, libros, cómic, música y radio: la vida cultural, de cerca."),
    "ciencia": ("Ciencia", "Investigación, descubrimientos y la gente que los hace posibles."),
    "tecnologia": ("Tecnología", "Internet, algoritmos, aparatos y sus efectos en nuestra vida."),
    "medio-ambiente": ("Medio ambiente", "Clima, agua, ciudades y biodiversidad."),
    "lengua": ("Lengua", "El español y sus hablantes: palabras nuevas, historia y variedades."),
    "economia": ("Economía", "Empleo, precios, empresas y bolsillos."),
    "deportes": ("Deportes", "Resultados, crónicas y deporte de base."),
}
PER_PAGE = 2
MONTHS = ("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
          "diciembre").split()
FOOTER = "© 2026 Diario Demo. Todos los derechos reservados."
MOST_READ = [
    ("/lengua/palabras-nuevas.html", "Las palabras que todavía no están en el diccionario"),
    ("/medio-ambiente/ciudades-en-bicicleta.html", "Bicicletear para ir a trabajar"),
    ("/economia/teletrabajo-y-oficinas.html", "¿Quién manda cuando nadie va a la oficina?"),
]


@dataclass
class Article:
    """One article as read from ``content/<section>.txt``."""

    section: str
    slug: str
    title: str
    date: str
    author: str
    lede: str
    related: list[str]
    body: list[str] = field(default_factory=list)

    @property
    def path(self) -> str:
        return f"/{self.section}/{self.slug}.html"

    @property
    def spanish_date(self) -> str:
        year, month, day = (int(x) for x in self.date.split("-"))
        return f"{day} de {MONTHS[month - 1]} de {year}"


def parse_content(section: str) -> list[Article]:
    """Parse one section file: ``@@ slug`` blocks with ``key: value`` headers, ``---``, body."""
    text = (CONTENT / f"{section}.txt").read_text(encoding="utf-8")
    articles = []
    for block in re.split(r"^@@ ", text, flags=re.M)[1:]:
        head, _, body = block.partition("\n---\n")
        lines = head.strip().splitlines()
        meta = dict(line.split(": ", 1) for line in lines[1:])
        paragraphs = [p.strip() for p in re.split(r"\n\s*\n", body) if p.strip()]
        articles.append(Article(
            section=section, slug=lines[0].strip(), title=meta["titulo"], date=meta["fecha"],
            author=meta["autor"], lede=meta["entradilla"],
            related=[r.strip() for r in meta.get("relacionados", "").split(",") if r.strip()],
            body=paragraphs,
        ))
    return articles


def _text(text: str) -> str:
    """Escape plain text; ``*words*`` becomes ``<em>`` (titles of works, foreign words)."""
    return re.sub(r"\*([^*\n]+)\*", r"<em>\1</em>", html.escape(text, quote=False))


def inline(text: str) -> str:
    """Escape text and turn ``[words](href)`` into links and ``*words*`` into emphasis."""
    out, pos = [], 0
    for m in re.finditer(r"\[([^\]]+)\]\(([^)\s]+)\)", text):
        out.append(_text(text[pos:m.start()]))
        out.append(f'<a href="{html.escape(m.group(2))}">{_text(m.group(1))}</a>')
        pos = m.end()
    out.append(_text(text[pos:]))
    return "".join(out)


def render_body(paragraphs: list[str]) -> str:
    parts = []
    for p in paragraphs:
        if p.startswith("## "):
            parts.append(f"<h2>{inline(p[3:])}</h2>")
        elif p.startswith("> "):
            parts.append(f"<blockquote><p>{inline(p[2:])}</p></blockquote>")
        elif p.startswith("- "):
            items = "".join(f"<li>{inline(x[2:])}</li>" for x in p.splitlines())
            parts.append(f"<ul>{items}</ul>")
        else:
            parts.append(f"<p>{inline(p)}</p>")
    return "\n".join(parts)


def page(title: str, main: str, *, charset: bool = True, description: str = "") -> str:
    """Wrap main content in the site template shared by every page."""
    menu = "".join(
        f'<li><a href="/{key}/index.html">{name}</a></li>' for key, (name, _) in SECTIONS.items()
    )
    most_read = "".join(f'<li><a href="{href}">{html.escape(t)}</a></li>' for href, t in MOST_READ)
    meta = '<meta charset="utf-8">\n' if charset else ""
    desc = (f'<meta name="description" content="{html.escape(description)}">\n'
            if description else "")
    return f"""<!DOCTYPE html>
<html lang="es">
<head>
{meta}<title>{html.escape(title)} | Diario Demo</title>
{desc}<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/estilo.css">
</head>
<body>
<div class="aviso-cookies" id="aviso-cookies">
<p>Utilizamos cookies propias y de terceros para analizar el tráfico y mostrarle publicidad \
personalizada. Si continúa navegando, consideramos que acepta su uso. \
<a href="/cookies.html">Más información</a></p>
<button type="button">Aceptar</button>
</div>
<header class="cabecera">
<a class="logo" href="/">Diario Demo</a>
<nav class="menu"><ul><li><a href="/index.html">Portada</a></li>{menu}</ul></nav>
<form class="buscador" action="/buscar" method="get"><input type="search" name="q" \
placeholder="Buscar en Diario Demo"></form>
</header>
<main id="contenido">
{main}
</main>
<aside class="mas-leido">
<h2>Lo más leído</h2>
<ol>{most_read}</ol>
</aside>
<footer class="pie">
<nav><a href="/acerca.html">Quiénes somos</a> | <a href="/hemeroteca.html">Hemeroteca</a> | \
<a href="/cookies.html">Política de cookies</a> | \
<a href="mailto:redaccion@diariodemo.example">Contacto</a></nav>
<p>{FOOTER}</p>
</footer>
</body>
</html>
"""


def _bare(href: str) -> str:
    """A site path without its query string and fragment."""
    return href.split("#")[0].split("?")[0]


def article_page(a: Article, by_path: dict[str, Article]) -> str:
    section_name = SECTIONS[a.section][0]
    related = "".join(
        f'<li><a href="{href}">{html.escape(by_path[_bare(href)].title)}</a></li>'
        for href in a.related
    )
    main = f"""<article class="noticia">
<p class="seccion"><a href="index.html">{section_name}</a></p>
<h1>{html.escape(a.title)}</h1>
<p class="entradilla">{inline(a.lede)}</p>
<p class="firma">Por {html.escape(a.author)} | <time datetime="{a.date}">{a.spanish_date}</time></p>
{render_body(a.body)}
</article>
<aside class="relacionados">
<h2>Artículos relacionados</h2>
<ul>{related}</ul>
</aside>
<section class="comentarios" id="comentarios">
<h2>Comentarios</h2>
<p>Todavía no hay comentarios. <a href="/acerca.html#normas">Lea nuestras normas</a> antes de \
participar.</p>
</section>"""
    return page(a.title, main, charset=a.path not in LATIN1_PATHS, description=a.lede)


def teaser(a: Article, suffix: str = "") -> str:
    return (f'<li><h3><a href="{a.path}{suffix}">{html.escape(a.title)}</a></h3>'
            f'<p>{inline(a.lede)}</p></li>')


def section_pages(section: str, articles: list[Article]) -> dict[str, str]:
    name, description = SECTIONS[section]
    chunks = [articles[i:i + PER_PAGE] for i in range(0, len(articles), PER_PAGE)]
    names = ["index.html"] + [f"pagina-{n}.html" for n in range(2, len(chunks) + 1)]
    pages = {}
    for n, (fname, chunk) in enumerate(zip(names, chunks, strict=True)):
        nav = []
        if n > 0:
            nav.append(f'<a rel="prev" href="{names[n - 1]}">« Página anterior</a>')
        if n + 1 < len(chunks):
            nav.append(f'<a rel="next" href="{names[n + 1]}">Página siguiente »</a>')
        items = "".join(teaser(a) for a in chunk)
        heading = name if n == 0 else f"{name} (página {n + 1})"
        main = f"""<h1>{heading}</h1>
<p class="descripcion">{html.escape(description)}</p>
<ul class="teasers">{items}</ul>
<nav class="paginacion">{" ".join(nav)}</nav>"""
        pages[f"{section}/{fname}"] = page(heading, main, description=description)
    return pages


def front_page(by_section: dict[str, list[Article]]) -> str:
    blocks = []
    for section, (name, _) in SECTIONS.items():
        arts = by_section[section]
        # Front pages tag their links for analytics: the same article reached through
        # ?utm_source=... and #fragment variants is a duplicate the crawler must merge.
        items = teaser(arts[0], "?utm_source=portada&utm_medium=destacado") + "".join(
            f'<li><a href="{a.path}">{html.escape(a.title)}</a></li>' for a in arts[1:3]
        )
        blocks.append(f'<section class="bloque"><h2><a href="/{section}/index.html">{name}</a></h2>'
                      f'<ul>{items}</ul></section>')
    main = f"""<h1>Diario Demo: la actualidad, en español</h1>
<p class="descripcion">Noticias de cultura, ciencia, tecnología, medio ambiente, lengua y \
economía. Todas las noticias de este sitio son ficticias: es el sitio de demostración de DAWeb.</p>
{"".join(blocks)}
<section class="bloque">
<h2>También le puede interesar</h2>
<ul>
<li><a href="/lengua/palabras-nuevas.html#comentarios">Debate: ¿deben entrar en el diccionario \
las palabras nuevas?</a></li>
<li><a href="/antiguo/noticia.html">Del archivo: la tienda de barrio resiste</a></li>
<li><a href="/documentos/informe-anual-2025.pdf">Informe anual 2025 de Diario Demo \
(PDF, 1 KB)</a></li>
<li><a href="/hemeroteca.html?utm_source=portada">Todas las noticias en la hemeroteca</a></li>
</ul>
</section>"""
    return page("Portada", main, description="Diario Demo: noticias en español.")


def archive_page(articles: list[Article]) -> str:
    rows = "".join(
        f'<li><time datetime="{a.date}">{a.spanish_date}</time>: <a href="{a.path}">'
        f'{html.escape(a.title)}</a> ({SECTIONS[a.section][0]})</li>'
        for a in sorted(articles, key=lambda a: a.date, reverse=True)
    )
    main = f"""<h1>Hemeroteca</h1>
<p>Todas las noticias publicadas en Diario Demo, de la más reciente a la más antigua.</p>
<ul class="hemeroteca">{rows}</ul>"""
    return page("Hemeroteca", main)


def fixed_page(name: str) -> tuple[str, str]:
    """A page from ``content/paginas/<name>.txt``: first line title, rest body."""
    source = (CONTENT / "paginas" / f"{name}.txt").read_text(encoding="utf-8")
    title, _, body = source.partition("\n")
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", body) if p.strip()]
    return title.strip(), render_body(paragraphs)


def word_count(a: Article) -> int:
    text = " ".join([a.lede, *a.body])
    text = re.sub(r"\]\([^)]*\)", "", text)
    return len(re.findall(r"[^\W\d_]+(?:[-'][^\W\d_]+)*", text))


def minimal_pdf() -> bytes:
    """A tiny but well-formed one-page PDF: the crawler should record it, not analyze it."""
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        None,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    stream = b"BT /F1 14 Tf 20 70 Td (Diario Demo - Informe anual 2025) Tj ET"
    objs[3] = b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream)
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (i, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return bytes(out)


def main() -> int:
    by_section = {s: parse_content(s) for s in SECTIONS}
    articles = [a for arts in by_section.values() for a in arts]
    by_path = {a.path: a for a in articles}
    problems = [f"{a.path}: {word_count(a)} words (want 250-600)"
                for a in articles if not 250 <= word_count(a) <= 600]
    problems += [f"{a.path}: related {r} unknown" for a in articles for r in a.related
                 if _bare(r) not in by_path]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1

    files: dict[str, str] = {"index.html": front_page(by_section),
                             "hemeroteca.html": archive_page(articles)}
    for section, arts in by_section.items():
        files.update(section_pages(section, arts))
    for a in articles:
        files[a.path.lstrip("/")] = article_page(a, by_path)
    for name, target in (("acerca", "acerca.html"), ("cookies", "cookies.html"),
                         ("borrador", "privado/borrador.html")):
        title, body = fixed_page(name)
        files[target] = page(title, f"<article>\n<h1>{html.escape(title)}</h1>\n{body}\n</article>")

    if SITE.exists():
        shutil.rmtree(SITE)
    for rel, text in files.items():
        target = SITE / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        encoding = "iso-8859-1" if "/" + rel in LATIN1_PATHS else "utf-8"
        target.write_bytes(text.encode(encoding))
    (SITE / "documentos").mkdir(exist_ok=True)
    (SITE / "documentos" / "informe-anual-2025.pdf").write_bytes(minimal_pdf())
    (SITE / "robots.txt").write_text(
        "# Diario Demo: todo es público salvo el área privada de la redacción.\n"
        "User-agent: *\nDisallow: /privado/\n", encoding="utf-8")
    shutil.copy(CONTENT / "estilo.css", SITE / "estilo.css")
    assert not (SITE / BROKEN_PATH.lstrip("/")).exists()
    assert not any((SITE / p.lstrip("/")).exists() for p in REDIRECTS)
    html_pages = sorted(SITE.rglob("*.html"))
    print(f"{len(html_pages)} HTML pages, {len(articles)} articles written to {SITE}")
    for a in articles:
        print(f"  {word_count(a):4d} words  {a.path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
