"""robots.txt rules (RFC 9309), written from the standard instead of ``urllib.robotparser``.

``urllib.robotparser`` has no ``*``/``$`` wildcards and applies the first matching rule
instead of the longest one, so it disagrees with every major search engine. Parsing never
raises: a robots.txt full of garbage simply yields no rules.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

__all__ = ["MAX_ROBOTS_BYTES", "RobotsRules", "product_token"]

#: RFC 9309 §2.5: crawlers must parse at least 500 KiB and may ignore the rest.
MAX_ROBOTS_BYTES = 500 * 1024

_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_HEX = frozenset("0123456789abcdefABCDEF")
_TOKEN = re.compile(r"[A-Za-z_-]+")
# Common misspellings that Google's parser also accepts, so the site owner's intent wins.
_KEYS = {
    "user-agent": "user-agent",
    "useragent": "user-agent",
    "user agent": "user-agent",
    "allow": "allow",
    "disallow": "disallow",
    "dissallow": "disallow",
    "dissalow": "disallow",
    "disalow": "disallow",
    "disallaw": "disallow",
    "crawl-delay": "crawl-delay",
    "crawldelay": "crawl-delay",
    "sitemap": "sitemap",
    "site-map": "sitemap",
}


def product_token(user_agent: str) -> str:
    """The product token of a user agent, lowercased (``DAWeb/0.1.0 (+url)`` -> ``daweb``)."""
    found = _TOKEN.match(user_agent.strip())
    return found.group(0).lower() if found else ""


class _Rule:
    """One Allow/Disallow line with its pattern in canonical (comparable) form."""

    __slots__ = ("pattern", "allow", "_anchored", "_parts")

    def __init__(self, pattern: str, allow: bool) -> None:
        self.pattern = pattern
        self.allow = allow
        self._anchored = pattern.endswith("$")
        # Split once at the wildcards; matching is then a few str.find calls.
        self._parts = (pattern[:-1] if self._anchored else pattern).split("*")

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, _Rule)
            and (self.pattern, self.allow) == (other.pattern, other.allow)
        )

    def __hash__(self) -> int:
        return hash((self.pattern, self.allow))

    def __repr__(self) -> str:
        return f"_Rule({self.pattern!r}, allow={self.allow})"

    def matches(self, target: str) -> bool:
        """Whether the pattern matches the beginning (or, with ``$``, all) of ``target``.

        Leftmost-first matching of each literal piece is exact for ``*``-only globs, and
        runs in linear time: a hostile robots.txt cannot make it backtrack.
        """
        parts = self._parts
        first = parts[0]
        if not target.startswith(first):
            return False
        if len(parts) == 1:
            return not self._anchored or len(target) == len(first)
        pos = len(first)
        for middle in parts[1:-1]:
            found = target.find(middle, pos)
            if found == -1:
                return False
            pos = found + len(middle)
        last = parts[-1]
        if self._anchored:
            return len(target) - len(last) >= pos and target.endswith(last)
        return target.find(last, pos) != -1


@dataclass
class _Group:
    """A group under construction: its user agents, rules and crawl delay."""

    agents: list[str]
    rules: list[_Rule]
    crawl_delay: float | None = None


class RobotsRules:
    """The rules of one robots.txt that apply to one user agent."""

    __slots__ = ("_rules", "_crawl_delay", "_sitemaps")

    def __init__(
        self,
        rules: tuple[_Rule, ...] = (),
        crawl_delay: float | None = None,
        sitemaps: tuple[str, ...] = (),
    ) -> None:
        # Longest pattern first, Allow before Disallow at equal length: the first rule
        # that matches is then the one RFC 9309 §2.2.2 says must be applied.
        self._rules = tuple(sorted(rules, key=lambda r: (-len(r.pattern), not r.allow)))
        self._crawl_delay = crawl_delay
        self._sitemaps = sitemaps

    # ---------------------------------------------------------------- constructors

    @classmethod
    def allow_all(cls) -> RobotsRules:
        """Rules that allow everything (no robots.txt, or a 4xx answer for it)."""
        return cls()

    @classmethod
    def disallow_all(cls) -> RobotsRules:
        """Rules that allow nothing but /robots.txt (RFC 9309 §2.3.1.4: unreachable)."""
        return cls((_Rule("/", allow=False),))

    @classmethod
    def parse(cls, text: str | bytes, user_agent: str) -> RobotsRules:
        """Parse a robots.txt and keep the groups that apply to ``user_agent``.

        Groups naming the user agent's product token (case-insensitively) are combined;
        when there is none, the groups of the longest token that the product token
        extends with a hyphen (``daweb`` for ``DAWeb-Images``), else the ``*`` groups.
        Never raises.
        """
        groups, sitemaps = _groups(_lines(text))
        chosen = _matching_groups(groups, product_token(user_agent))
        rules = tuple(rule for g in chosen for rule in g.rules)
        delays = [g.crawl_delay for g in chosen if g.crawl_delay is not None]
        return cls(rules, max(delays) if delays else None, tuple(dict.fromkeys(sitemaps)))

    # ---------------------------------------------------------------- queries

    @property
    def crawl_delay(self) -> float | None:
        """Seconds between requests asked by the site, or None."""
        return self._crawl_delay

    @property
    def sitemaps(self) -> tuple[str, ...]:
        """Sitemap addresses listed in the file (they apply to every user agent)."""
        return self._sitemaps

    def allowed(self, url: str) -> bool:
        """Whether ``url`` (a full address or a path) may be fetched."""
        target = _target(url)
        if target == "/robots.txt":
            return True
        for rule in self._rules:
            if rule.matches(target):
                return rule.allow
        return True

    def __repr__(self) -> str:
        return (
            f"RobotsRules({len(self._rules)} rules, crawl_delay={self._crawl_delay!r}, "
            f"sitemaps={len(self._sitemaps)})"
        )


# --------------------------------------------------------------------------- parsing


def _matching_groups(groups: list[_Group], token: str) -> list[_Group]:
    """The groups that apply to ``token`` (RFC 9309 §2.2.1, plus Google's hyphen rule)."""
    if token:
        exact = [g for g in groups if token in g.agents]
        if exact:
            return exact
        prefixes = [a for g in groups for a in g.agents if a != "*" and token.startswith(a + "-")]
        if prefixes:
            longest = max(prefixes, key=len)
            return [g for g in groups if longest in g.agents]
    return [g for g in groups if "*" in g.agents]


def _lines(text: str | bytes) -> list[tuple[str, str]]:
    """``(key, value)`` pairs of the first 500 KiB, comments and garbage removed."""
    if isinstance(text, str):
        data = text.encode("utf-8", "surrogatepass")
    else:
        data = bytes(text)
    data = data[:MAX_ROBOTS_BYTES]
    decoded = data.decode("utf-8", "replace").lstrip("\ufeff")
    pairs = []
    for line in decoded.splitlines():
        line = line.split("#", 1)[0]
        key, colon, value = line.partition(":")
        if not colon:
            continue
        key = _KEYS.get(" ".join(key.lower().split()))
        if key is not None:
            pairs.append((key, value.strip()))
    return pairs


def _groups(pairs: list[tuple[str, str]]) -> tuple[list[_Group], list[str]]:
    """Group the lines: consecutive user-agent lines open a group, rules fill it."""
    groups: list[_Group] = []
    sitemaps: list[str] = []
    current: _Group | None = None
    collecting_agents = False
    for key, value in pairs:
        if key == "sitemap":
            if value:
                sitemaps.append(value)
        elif key == "user-agent":
            if current is None or not collecting_agents:
                current = _Group([], [])
                groups.append(current)
            current.agents.append("*" if value.startswith("*") else product_token(value))
            collecting_agents = True
        elif current is not None:  # rules before the first user-agent line are ignored
            collecting_agents = False
            _add_to_group(current, key, value)
    return groups, sitemaps


def _add_to_group(group: _Group, key: str, value: str) -> None:
    """Add an allow/disallow rule or a crawl delay to ``group``."""
    if key == "crawl-delay":
        group.crawl_delay = _delay(value) if group.crawl_delay is None else group.crawl_delay
        return
    if not value:  # "Disallow:" (empty) means allow everything: no rule
        return
    if not value.startswith(("/", "*")):
        value = "/" + value  # Google reads "Disallow: page" as "/page"
    group.rules.append(_Rule(_canonical(value, pattern=True), allow=key == "allow"))


def _delay(value: str) -> float | None:
    """A crawl delay in seconds, or None when it is not a usable number."""
    try:
        seconds = float(value)
    except ValueError:
        return None
    if math.isnan(seconds) or seconds < 0 or math.isinf(seconds):
        return None
    return seconds


# --------------------------------------------------------------------------- matching


def _target(url: str) -> str:
    """The path and query of ``url`` (a full address, or a path starting with /)."""
    if url.startswith("/"):
        # A path: urlsplit would read "//x" as a host.
        path, _, query = url.partition("#")[0].partition("?")
    else:
        try:
            parts = urlsplit(url)
            path, query = parts.path or "/", parts.query
        except ValueError:
            path, query = url, ""
    return _canonical(path + (f"?{query}" if query else ""), pattern=False)


def _canonical(text: str, *, pattern: bool) -> str:
    """Make paths and patterns comparable regardless of percent-encoding (RFC 9309 §2.2.2).

    Non-ASCII becomes UTF-8 escapes, escapes become uppercase, escaped unreserved
    characters are decoded. In an address, ``*`` and ``$`` are escaped so that they can
    only match the escaped form in a pattern, never act as wildcards.
    """
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "%" and i + 2 < n and text[i + 1] in _HEX and text[i + 2] in _HEX:
            decoded = chr(int(text[i + 1 : i + 3], 16))
            out.append(decoded if decoded in _UNRESERVED else f"%{text[i + 1 : i + 3].upper()}")
            i += 3
            continue
        if not pattern and ch in "*$":
            out.append(f"%{ord(ch):02X}")
        elif ord(ch) > 0x7E or ord(ch) < 0x21:
            out.append("".join(f"%{b:02X}" for b in ch.encode("utf-8", "surrogatepass")))
        else:
            out.append(ch)
        i += 1
    return "".join(out)
