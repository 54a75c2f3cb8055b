"""The crawl's plan (daweb/crawl/plan.py): made in the run's process, sent to the crawl's."""

from __future__ import annotations

import pickle
import subprocess
import sys

from daweb.crawl.plan import CrawlPlan
from daweb.crawl.settings import CrawlSettings


def test_a_plan_crosses_to_another_process_whole() -> None:
    plan = CrawlPlan(["http://127.0.0.1:1/"], ("/salir",), CrawlSettings(retrievers=3))
    assert pickle.loads(pickle.dumps(plan)) == plan


def test_the_run_makes_a_plan_and_starts_a_crawl_without_the_distributors_stack() -> None:
    """The run's process starts the crawl's sooner when it need not import httpx,
    feedparser and the policies first (~0.1 s): only the child imports them."""
    script = ("import queue, sys\n"
              "from daweb.crawl.plan import CrawlPlan\n"
              "from daweb.crawl.process import CrawlProcess\n"
              "from daweb.crawl.settings import CrawlSettings\n"
              "plan = CrawlPlan(['http://127.0.0.1:1/'], (), CrawlSettings())\n"
              "CrawlProcess(plan, queue.Queue(), print)  # made, not started\n"
              "print(sorted(m for m in ('daweb.crawl.distributor', 'httpx', 'feedparser')"
              " if m in sys.modules))\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, check=True)
    assert result.stdout.strip() == "[]", result.stdout
