"""Benchmark whole runs for 1…10 retrievers: the paper's figure 3 on this machine.

Run: ``.venv/bin/python bench/run.py`` (``--pages``, ``--latency``, ``--retrievers 1,2,5``,
``--plot docs/run-retrievers.png``; the plot needs matplotlib, in the ``bench`` extra).

A separate server process serves a generated site of ``--pages`` pages on 127.0.0.1. Each
page holds ~40 real Spanish sentences from the UD Spanish GSD treebank (``../shared/data``)
and ~10 in-site links; every response waits ``--latency`` seconds first, as a nearby web
server does (the paper measured a site "de acceso relativamente cercano"; on bare loopback
downloading costs nothing and every run would be analysis-bound). For each number of
retrievers a complete DAWeb run (distributor → queue → one analyzer → SQLite) crawls the
whole site. Printed per row: total wall time, download time (until the distributor ends),
pages/s and words/s over the total.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from crawl import machine  # noqa: E402 - bench/ is the script's folder, on sys.path

TREEBANK = ROOT.parent / "shared" / "data" / "es_gsd-ud-dev.conllu"
SENTENCES_PER_PAGE = 40
LINKS_PER_PAGE = 10


def sentences(path: Path) -> list[str]:
    """The ``# text =`` lines of a CoNLL-U file."""
    with path.open(encoding="utf-8") as handle:
        return [line[9:].strip() for line in handle if line.startswith("# text = ")]


def render_site(pages: int, texts: list[str]) -> dict[str, bytes]:
    """Path → HTML bytes for the whole site (deterministic)."""
    site = {"/robots.txt": b"User-agent: *\nDisallow: /privado/\n"}
    for i in range(pages):
        rng = random.Random(i)
        paragraphs = "".join(
            f"<p>{' '.join(rng.sample(texts, 4))}</p>" for _ in range(SENTENCES_PER_PAGE // 4)
        )
        targets = [(i + 1) % pages] + [rng.randrange(pages) for _ in range(LINKS_PER_PAGE - 1)]
        links = "".join(f'<li><a href="/p/{t}.html">Artículo {t}</a></li>' for t in targets)
        html = (
            f"<!doctype html><html lang=es><head><meta charset=utf-8><title>Artículo {i}</title>"
            f"</head><body><nav><ul>{links}</ul></nav><article><h1>Artículo {i}</h1>{paragraphs}"
            "</article><footer>© 2026 Sitio de prueba</footer></body></html>"
        )
        site[f"/p/{i}.html"] = html.encode("utf-8")
    site["/"] = site["/p/0.html"]
    return site


def serve(pages: int, latency: float, port_file: Path) -> None:
    """Serve the site with HTTP/1.1 keep-alive, ``latency`` seconds per response."""
    site = render_site(pages, sentences(TREEBANK))

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                path = head.split(b" ", 2)[1].decode("ascii", "replace")
                body = site.get(path)
                await asyncio.sleep(latency)
                status, kind = (
                    (b"200 OK", b"text/html; charset=utf-8")
                    if body
                    else (b"404 Not Found", b"text/plain")
                )
                body = body or b"not found"
                if path == "/robots.txt":
                    kind = b"text/plain"
                writer.write(
                    b"HTTP/1.1 "
                    + status
                    + b"\r\nContent-Type: "
                    + kind
                    + b"\r\nContent-Length: "
                    + str(len(body)).encode()
                    + b"\r\n\r\n"
                    + body
                )
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        port_file.write_text(str(server.sockets[0].getsockname()[1]))
        async with server:
            await server.serve_forever()

    asyncio.run(main())


def start_server(pages: int, latency: float) -> tuple[subprocess.Popen, int]:
    """Start the site server in a child process; return it and its port."""
    port_file = Path(tempfile.mkdtemp()) / "port"
    proc = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(pages), str(latency), str(port_file)]
    )
    deadline = time.monotonic() + 60
    while not port_file.exists() or not port_file.read_text():
        if time.monotonic() > deadline or proc.poll() is not None:
            proc.kill()
            raise RuntimeError("the benchmark site server did not start")
        time.sleep(0.05)
    return proc, int(port_file.read_text())


def one_run(base_url: str, retrievers: int, runs_dir: Path) -> dict[str, float]:
    """A complete DAWeb run of the site with ``retrievers`` threads; timings and counts."""
    from daweb.events import CrawlFinished, DocumentAnalyzed
    from daweb.project import new_project
    from daweb.run import Run

    project = new_project(f"bench {retrievers}", [base_url + "/"])
    project.crawl.retrievers = retrievers
    project.crawl.delay = 0.0
    project.crawl.per_host = retrievers  # one host: politeness would serialize the retrievers
    project.crawl.sitemaps = False
    marks: dict[str, float] = {"words": 0}

    def listen(event: object) -> None:
        if isinstance(event, CrawlFinished):
            marks["download"] = time.monotonic() - marks["start"]
        elif isinstance(event, DocumentAnalyzed):
            marks["words"] += event.tokens

    marks["start"] = time.monotonic()
    finished = Run(project, runs_dir=runs_dir, on_event=listen).execute()
    total = time.monotonic() - marks["start"]
    pages = finished.summary["counts"]["pages"]
    return {
        "retrievers": retrievers,
        "total": total,
        "download": marks["download"],
        "pages": pages,
        "pages_s": pages / total,
        "words_s": marks["words"] / total,
    }


def plot(rows: list[dict[str, float]], path: Path) -> None:
    """Total and download time against retrievers, as the paper's figure 3."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    xs = [r["retrievers"] for r in rows]
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(xs, [r["total"] for r in rows], "o-", label="total (download + analysis)")
    ax.plot(xs, [r["download"] for r in rows], "s--", label="download")
    ax.set_xlabel("retrievers")
    ax.set_ylabel("seconds")
    ax.set_xticks(xs)
    ax.set_title(f"DAWeb run of a {rows[0]['pages']:.0f}-page site (paper fig. 3)")
    ax.legend()
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--latency", type=float, default=0.03, help="seconds per response")
    parser.add_argument("--retrievers", default="1,2,3,4,5,6,7,8,9,10")
    parser.add_argument("--plot", type=Path, help="write the figure to this PNG file")
    parser.add_argument("--serve", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(int(args.serve[0]), float(args.serve[1]), Path(args.serve[2]))
        return
    if not TREEBANK.exists():
        sys.exit(f"{TREEBANK}: the treebank is missing (it comes with ../shared/data)")
    server, port = start_server(args.pages, args.latency)
    print(
        f"# {machine()}; {datetime.now(UTC):%Y-%m-%d %H:%M} UTC; {args.pages} pages, "
        f"{args.latency * 1000:.0f} ms per response"
    )
    print("| retrievers | total s | download s | pages/s | words/s |")
    print("|---:|---:|---:|---:|---:|")
    rows = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for k in (int(x) for x in args.retrievers.split(",")):
                row = one_run(f"http://127.0.0.1:{port}", k, Path(tmp))
                rows.append(row)
                print(
                    f"| {k} | {row['total']:.1f} | {row['download']:.1f} | "
                    f"{row['pages_s']:.0f} | {row['words_s']:,.0f} |",
                    flush=True,
                )
    finally:
        server.kill()
    if args.plot:
        plot(rows, args.plot)
        print(f"plot: {args.plot}")


if __name__ == "__main__":
    main()
