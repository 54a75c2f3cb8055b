"""The test site itself (tests/sites.py): options other tests rely on."""

from __future__ import annotations

import time

import httpx
from sites import SiteServer


def test_page_delay_holds_every_generated_page_and_changes_nothing_else() -> None:
    with SiteServer(pages=5, specials=False) as plain, \
            SiteServer(pages=5, specials=False, page_delay=0.3) as slow:
        started = time.monotonic()
        delayed = httpx.get(slow.url("/page/1"))
        waited = time.monotonic() - started
        assert waited >= 0.3  # a retriever stays in its downloading state at least this long
        same = httpx.get(plain.url("/page/1"))
    assert delayed.status_code == same.status_code == 200
    assert delayed.text.replace(slow.base_url, "") == same.text.replace(plain.base_url, "")
