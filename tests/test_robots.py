"""Tests for daweb.crawl.robots (RFC 9309 semantics)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daweb.crawl.robots import MAX_ROBOTS_BYTES, RobotsRules, product_token

UA = "DAWeb/0.1.0 (+https://example.org/daweb)"


def rules(text: str, user_agent: str = UA) -> RobotsRules:
    return RobotsRules.parse(text, user_agent)


def test_product_token() -> None:
    assert product_token(UA) == "daweb"
    assert product_token("Mozilla/5.0 (X11)") == "mozilla"
    assert product_token("/0.1") == ""


# ----------------------------------------------------------------- groups


ROBOTS_WITH_GROUPS = """
User-agent: *
Disallow: /privado/

User-agent: daweb
User-agent: otrobot
Disallow: /solo-daweb/
Crawl-delay: 2.5

User-agent: Googlebot
Disallow: /
"""


def test_group_of_our_product_token_is_used_case_insensitively() -> None:
    robots = rules(ROBOTS_WITH_GROUPS)
    assert not robots.allowed("https://a.es/solo-daweb/x")
    # The * group does not apply once a specific group matched.
    assert robots.allowed("https://a.es/privado/x")
    assert robots.crawl_delay == 2.5


def test_other_agents_fall_back_to_star_group() -> None:
    robots = rules(ROBOTS_WITH_GROUPS, "SomeBot/1.0")
    assert not robots.allowed("https://a.es/privado/x")
    assert robots.allowed("https://a.es/solo-daweb/x")
    assert robots.crawl_delay is None


def test_second_user_agent_line_of_a_group_matches() -> None:
    robots = rules(ROBOTS_WITH_GROUPS, "OtroBot")
    assert not robots.allowed("/solo-daweb/")


def test_groups_for_the_same_agent_are_combined() -> None:
    text = (
        "User-agent: daweb\nDisallow: /a\n\n"
        "User-agent: x\nDisallow: /\n\n"
        "User-agent: DAWeb\nDisallow: /b\n"
    )
    robots = rules(text)
    assert not robots.allowed("/a")
    assert not robots.allowed("/b")
    assert robots.allowed("/c")


def test_agent_with_version_in_robots_txt_matches_product_token() -> None:
    robots = rules("User-agent: DAWeb/2.0\nDisallow: /x\n")
    assert not robots.allowed("/x")


def test_longest_hyphenated_token_prefix_is_used_before_star() -> None:
    text = ("User-agent: *\nDisallow: /star\n\nUser-agent: daweb\nDisallow: /daweb\n\n"
            "User-agent: daweb-images\nDisallow: /images\n")
    assert not rules(text, "DAWeb-Images-Beta/1.0").allowed("/images")
    assert rules(text, "DAWeb-Images-Beta/1.0").allowed("/daweb")
    assert not rules(text, "DAWeb-News/1.0").allowed("/daweb")
    assert not rules(text, "DAWebby/1.0").allowed("/star")  # not at a hyphen: no prefix match


def test_no_matching_group_allows_everything() -> None:
    robots = rules("User-agent: Googlebot\nDisallow: /\n")
    assert robots.allowed("/anything")


def test_rules_before_any_user_agent_are_ignored() -> None:
    robots = rules("Disallow: /\nUser-agent: *\nDisallow: /b\n")
    assert robots.allowed("/a")
    assert not robots.allowed("/b")


# ----------------------------------------------------------------- matching


def test_longest_match_wins() -> None:
    robots = rules("User-agent: *\nDisallow: /\nAllow: /publico/\nDisallow: /publico/borrador")
    assert not robots.allowed("/otra")
    assert robots.allowed("/publico/nota")
    assert not robots.allowed("/publico/borrador-1")


def test_allow_wins_a_tie() -> None:
    robots = rules("User-agent: *\nDisallow: /page\nAllow: /page\n")
    assert robots.allowed("/page")
    robots = rules("User-agent: *\nAllow: /folder\nDisallow: /folder\n")
    assert robots.allowed("/folder/page")


@pytest.mark.parametrize(
    ("pattern", "path", "matched"),
    [
        # RFC 9309 §2.2.3 and Google's documented examples.
        ("/fish", "/fish", True),
        ("/fish", "/fish.html", True),
        ("/fish", "/fish/salmon.html", True),
        ("/fish", "/Fish.asp", False),
        ("/fish", "/catfish", False),
        ("/fish*", "/fishheads/yummy.html", True),
        ("/fish/", "/fish", False),
        ("/*.php", "/filename.php", True),
        ("/*.php", "/folder/filename.php?parameters", True),
        ("/*.php", "/windows.PHP", False),
        ("/*.php$", "/filename.php", True),
        ("/*.php$", "/filename.php?parameters", False),
        ("/*.php$", "/filename.php5", False),
        ("/fish*.php", "/fishheads/catfish.php?parameters", True),
        ("/fish*.php", "/Fish.PHP", False),
        ("/*", "/anything", True),
        ("*", "/anything", True),
        ("/$", "/", True),
        ("/$", "/page", False),
    ],
)
def test_wildcards_and_end_anchor(pattern: str, path: str, matched: bool) -> None:
    robots = rules(f"User-agent: *\nDisallow: {pattern}\n")
    assert robots.allowed(path) is not matched


def test_query_is_part_of_the_matched_path() -> None:
    robots = rules("User-agent: *\nDisallow: /*?sessionid=\n")
    assert not robots.allowed("https://a.es/x?sessionid=1")
    assert robots.allowed("https://a.es/x?page=1")


def test_percent_encoding_insensitive_comparison() -> None:
    # RFC 9309 §2.2.2 examples.
    robots = rules("User-agent: *\nDisallow: /foo/bar/ツ\nDisallow: /path/file-with-a-%2A.html\n"
                   "Disallow: /path/foo-%24\nDisallow: /%7Euser/\n")
    assert not robots.allowed("https://a.es/foo/bar/%E3%83%84")
    assert not robots.allowed("https://a.es/foo/bar/%e3%83%84")
    assert not robots.allowed("https://a.es/path/file-with-a-*.html")
    assert not robots.allowed("https://a.es/path/foo-$")
    assert not robots.allowed("https://a.es/~user/x")
    # A literal '*' in an address is not a wildcard.
    assert robots.allowed("https://a.es/path/file-with-a-x.html")


def test_robots_txt_itself_is_always_allowed() -> None:
    robots = rules("User-agent: *\nDisallow: /\n")
    assert robots.allowed("https://a.es/robots.txt")
    assert not robots.allowed("https://a.es/")
    assert RobotsRules.disallow_all().allowed("/robots.txt")


def test_empty_disallow_allows_everything() -> None:
    robots = rules("User-agent: *\nDisallow:\n")
    assert robots.allowed("/x")


def test_full_url_and_path_give_the_same_answer() -> None:
    robots = rules("User-agent: *\nDisallow: /a\n")
    assert robots.allowed("https://a.es/a") is robots.allowed("/a") is False
    assert robots.allowed("https://a.es") is True


# ----------------------------------------------------------------- other lines


def test_sitemaps_are_collected_for_every_agent() -> None:
    text = ("Sitemap: https://a.es/sitemap.xml\nUser-agent: other\nDisallow: /\n"
            "sitemap: https://a.es/news.xml # comment\nSitemap: https://a.es/sitemap.xml\n")
    assert rules(text).sitemaps == ("https://a.es/sitemap.xml", "https://a.es/news.xml")


@pytest.mark.parametrize(("value", "delay"), [("3", 3.0), ("0.5", 0.5), ("-1", None),
                                              ("nan", None), ("soon", None), ("inf", None)])
def test_crawl_delay_values(value: str, delay: float | None) -> None:
    assert rules(f"User-agent: *\nCrawl-delay: {value}\n").crawl_delay == delay


def test_comments_case_and_whitespace_are_tolerated() -> None:
    text = "\ufeff# hola\r\nUSER-AGENT : *   # todos\r\n  DISALLOW :  /x  # no\r\n"
    robots = rules(text)
    assert not robots.allowed("/x/y")
    assert robots.allowed("/y")


def test_garbage_never_raises_and_allows_all() -> None:
    robots = rules("<html><body>Not found</body></html>\n\x00\x01:::\n")
    assert robots.allowed("/anything")
    assert rules("").allowed("/")


def test_bytes_input_and_size_limit() -> None:
    padding = "# " + "x" * 100 + "\n"
    text = "User-agent: *\nDisallow: /early\n" + padding * (MAX_ROBOTS_BYTES // len(padding) + 1)
    text += "Disallow: /late\n"
    robots = RobotsRules.parse(text.encode(), UA)
    assert not robots.allowed("/early")
    assert robots.allowed("/late")  # beyond 500 KiB: ignored


def test_allow_all_and_disallow_all() -> None:
    assert RobotsRules.allow_all().allowed("/x")
    assert not RobotsRules.disallow_all().allowed("/x")
    assert RobotsRules.allow_all().crawl_delay is None
    assert RobotsRules.allow_all().sitemaps == ()


def test_pathological_wildcards_stay_fast() -> None:
    import time

    robots = rules("User-agent: *\nDisallow: /" + "*a" * 200 + "b$\n")
    started = time.perf_counter()
    assert robots.allowed("/" + "a" * 3000)
    assert time.perf_counter() - started < 2.0


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400), st.text(max_size=60))
def test_parse_and_allowed_never_raise(text: str, path: str) -> None:
    robots = RobotsRules.parse(text, UA)
    assert isinstance(robots.allowed(path), bool)
    assert robots.allowed("/robots.txt")


def _reference_match(pattern: str, path: str) -> bool:
    """RFC 9309 matching written the obvious (slow) way, with a regular expression."""
    import re

    anchored = pattern.endswith("$")
    body = pattern[:-1] if anchored else pattern
    regex = ".*".join(re.escape(piece) for piece in body.split("*")) + ("$" if anchored else "")
    return re.match(regex, path, re.DOTALL) is not None


@settings(max_examples=1000, deadline=None)
@given(st.text("/ab*", max_size=8).map(lambda p: "/" + p) | st.text("/ab*", max_size=8).map(
    lambda p: "/" + p + "$"), st.text("/ab", max_size=12).map(lambda p: "/" + p))
def test_wildcard_matching_agrees_with_a_regex_reference(pattern: str, path: str) -> None:
    robots = rules(f"User-agent: *\nDisallow: {pattern}\n")
    assert robots.allowed(path) is not _reference_match(pattern, path)
