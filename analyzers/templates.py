"""Site-template blocks: text repeated across a site's pages is counted once per run.

Menus, footers, cookie notices and "todos los derechos reservados" repeat on every page of a
site; even after main-content extraction some survive (a byline formula, a closing line).
:class:`TemplateDetector` sees the pages of a run one after another and, per site, counts on
how many pages each text block occurs. A block is always analyzed the first time it is
seen, so it still counts once per run; once it has occurred on more than ``share`` of the
site's pages (and the site has at least ``min_pages`` pages so far), its later occurrences
are dropped.

Decisions:

* Blocks of any length are tracked, not only short ones: a repeated 300-word legal notice
  floods the counts as much as a repeated "Inicio". A short block that is genuine content
  (a table cell "Sí") is dropped only if it occurs on more than ``share`` of the site's
  pages, and even then it was counted once.
* A block is keyed by a 64-bit hash of its case-folded, whitespace-collapsed text (Python's
  string hash, stable within one process and therefore within one run); two different
  blocks colliding is a 2^-64 event per pair.
* Repeats inside one page count once for the page share; all of a page's copies of a
  template block are dropped.
* Memory is bounded: at most ``max_entries`` (default 200,000) hashes are kept over all
  sites, about 100 bytes each (~20 MB at the bound). When the bound is reached, the
  entries seen on a single page -- the page-specific content, which is most of them -- are
  forgotten; should the table still be over half full, the least frequent half goes too.
  Forgetting only makes the detector drop less: a forgotten block is treated as new.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

#: The share of a site's pages a block must occur on to be template, by default …
TEMPLATE_SHARE = 0.5
#: … once the site has this many pages.
TEMPLATE_MIN_PAGES = 5


def site_of(url: str) -> str:
    """Default site key of a page: its scheme and host."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.netloc else url


@dataclass(slots=True)
class _Site:
    """Per-site state: pages seen and, per block hash, the pages it occurred on."""

    pages: int = 0
    counts: dict[int, int] = field(default_factory=dict)


class TemplateDetector:
    """Drops blocks repeated on more than ``share`` of a site's pages (after the first)."""

    def __init__(self, share: float = TEMPLATE_SHARE, min_pages: int = TEMPLATE_MIN_PAGES,
                 max_entries: int = 200_000):
        if not 0.0 <= share < 1.0:
            raise ValueError("share must be in [0, 1)")
        if min_pages < 1 or max_entries < 1:
            raise ValueError("min_pages and max_entries must be positive")
        self.share = share
        self.min_pages = min_pages
        self.max_entries = max_entries
        self._sites: dict[str, _Site] = {}
        self._entries = 0

    def filter(
        self, site: str, blocks: tuple[str, ...], *, collapsed: bool = False
    ) -> tuple[tuple[str, ...], int]:
        """Register one page of ``site``; return the blocks to analyze and how many dropped.

        ``collapsed=True`` promises that every block's whitespace is already collapsed to
        single spaces, without leading or trailing blanks, as :mod:`analyzers.extract`
        delivers them: the keys then skip the split and join (70 % of the cost of the
        keys), and are the same.
        """
        state = self._sites.get(site)
        if state is None:
            state = self._sites[site] = _Site()
        state.pages += 1
        pages = state.pages
        counts = state.counts
        on_page: set[int] = set()
        if collapsed:
            keys = list(map(hash, map(str.casefold, blocks)))
        else:
            keys = [hash(" ".join(b.split()).casefold()) for b in blocks]
        for key in keys:
            if key not in on_page:
                on_page.add(key)
                seen = counts.get(key, 0)
                if not seen:
                    self._entries += 1
                counts[key] = seen + 1
        kept: list[str] = []
        dropped = 0
        first_time = {key for key in on_page if counts[key] == 1}
        for block, key in zip(blocks, keys, strict=True):
            if key not in first_time and self._is_template(counts[key], pages):
                dropped += 1
            else:
                kept.append(block)
        if self._entries > self.max_entries:
            self._shrink()
        return tuple(kept), dropped

    def pages(self, site: str) -> int:
        """Pages of ``site`` seen so far."""
        state = self._sites.get(site)
        return state.pages if state else 0

    def _is_template(self, count: int, pages: int) -> bool:
        """A block on ``count`` of ``pages`` pages is template once the site is big enough."""
        return pages >= self.min_pages and count > self.share * pages

    def _shrink(self) -> None:
        """Forget single-page blocks; if still over half the bound, the rarer half too."""
        for state in self._sites.values():
            state.counts = {k: c for k, c in state.counts.items() if c > 1}
        self._entries = sum(len(s.counts) for s in self._sites.values())
        if self._entries > self.max_entries // 2:
            ranked = sorted(c for s in self._sites.values() for c in s.counts.values())
            cut = ranked[len(ranked) // 2]
            for state in self._sites.values():
                state.counts = {k: c for k, c in state.counts.items() if c > cut}
            self._entries = sum(len(s.counts) for s in self._sites.values())
