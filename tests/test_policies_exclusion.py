"""Tests for daweb.crawl.policies.exclusion (the project's cancelled fragments on links)."""

from __future__ import annotations

from daweb.crawl.policies.base import Cut
from daweb.crawl.policies.exclusion import ExclusionPolicy
from daweb.crawl.urls import Exclusions
from daweb.events import Cause

SITE = "http://example.org"


def test_cancelled_fragments_and_expressions_cut_links() -> None:
    policy = ExclusionPolicy(Exclusions(["privado", r"re:\.pdf$", "señal"]))
    assert policy.on_link(f"{SITE}/PRIVADO/a", 1) == Cut(
        Cause.EXCLUDED, "matches cancelled fragment 'privado'"
    )
    pdf = policy.on_link(f"{SITE}/doc.pdf", 1)
    assert pdf is not None and pdf.detail == "matches cancelled fragment " + repr(r"re:\.pdf$")
    assert policy.on_link(f"{SITE}/se%C3%B1al", 1) is not None
    assert policy.on_link(f"{SITE}/publico", 1) is None


def test_no_fragments_cut_nothing() -> None:
    assert ExclusionPolicy(Exclusions()).on_link(f"{SITE}/privado", 1) is None
