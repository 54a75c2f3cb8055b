"""Address handling for the crawler: normalization, site membership, exclusions and traps.

Every address the distributor sees goes through :func:`normalize_url` first, so that
``HTTP://Example.com:80/a/../b#top`` and ``http://example.com/b`` are recognised as the
same document and fetched once. The functions here are pure (except
:func:`is_private_address`, which resolves a host name) and safe to call from any thread.
"""

from __future__ import annotations

import encodings.idna
import ipaddress
import re
import socket
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from urllib.parse import unquote, urljoin, urlsplit

import idna
from publicsuffixlist import PublicSuffixList

__all__ = [
    "DEFAULT_TRACKING",
    "Exclusions",
    "InvalidPattern",
    "InvalidURL",
    "host_of",
    "is_private_address",
    "normalize_url",
    "registrable_domain",
    "same_site",
    "site_host",
    "trap_reason",
]

#: Query parameters that only identify a campaign or a click, never a different document.
#: Entries ending in ``*`` are prefixes.
DEFAULT_TRACKING: frozenset[str] = frozenset(
    {
        "utm_*",
        "fbclid",
        "gclid",
        "dclid",
        "gbraid",
        "wbraid",
        "msclkid",
        "yclid",
        "mc_cid",
        "mc_eid",
        "igshid",
        "_hsenc",
        "_hsmi",
    }
)

_SCHEMES = {"http": 80, "https": 443}
_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_HEX = frozenset("0123456789abcdefABCDEF")
# Characters that are not allowed raw in a URL (RFC 3986 plus what WHATWG escapes);
# everything else printable in ASCII is kept as written because it may be significant.
_PATH_ESCAPE = frozenset('"<>`{}|^\\ ')
_QUERY_ESCAPE = frozenset("\"<>`{}|^\\ '")
_USERINFO_ESCAPE = _PATH_ESCAPE | frozenset("@:/?#[]")
_HOST_LABEL = re.compile(r"[a-z0-9_-]+")


class InvalidURL(ValueError):
    """An address that cannot be crawled; the message says what is wrong and what to do."""


class InvalidPattern(ValueError):
    """A cancelled fragment that is not a valid regular expression."""


# --------------------------------------------------------------------------- normalization


def normalize_url(
    url: str,
    base: str | None = None,
    *,
    tracking_params: frozenset[str] | tuple[str, ...] = DEFAULT_TRACKING,
) -> str:
    """Return the canonical form of ``url`` (resolved against ``base``) or raise InvalidURL.

    The canonical form has a lowercase scheme and host, a punycode host, no default port,
    no fragment, no dot segments, a non-empty path, uppercase percent-escapes with
    unreserved characters decoded, UTF-8 escapes for spaces and non-ASCII characters,
    and a query without tracking parameters. The function is idempotent.
    """
    if not isinstance(url, str):
        raise InvalidURL(f"{url!r}: an address must be text, not {type(url).__name__}")
    raw = _backslashes_to_slashes(url.strip())
    if not raw:
        raise InvalidURL("empty address: give a full address such as https://example.com/")
    if base is not None:
        raw = _join(base, raw, url)
    try:
        parts = urlsplit(raw)
    except ValueError as exc:  # malformed brackets, NFKC tricks in the host, ...
        raise InvalidURL(f"{url!r}: malformed address ({exc})") from exc
    scheme = parts.scheme.lower()
    if scheme not in _SCHEMES:
        raise InvalidURL(_scheme_message(url, scheme))
    netloc = _normalize_netloc(parts.netloc, scheme, url)
    path = _remove_dot_segments(_normalize_percent(parts.path, _PATH_ESCAPE)) or "/"
    query = _normalize_query(parts.query, tracking_params)
    return f"{scheme}://{netloc}{path}" + (f"?{query}" if query else "")


def _backslashes_to_slashes(url: str) -> str:
    """Browsers read ``\\`` as ``/`` before the query in http(s) addresses; do the same."""
    end = len(url)
    for mark in ("?", "#"):
        pos = url.find(mark)
        if pos != -1:
            end = min(end, pos)
    return url[:end].replace("\\", "/") + url[end:]


def _join(base: str, raw: str, original: str) -> str:
    """Resolve ``raw`` against ``base`` like a browser resolves a link."""
    try:
        return urljoin(_backslashes_to_slashes(base.strip()), raw)
    except ValueError as exc:
        raise InvalidURL(f"{original!r}: cannot be resolved against {base!r} ({exc})") from exc


def _scheme_message(url: str, scheme: str) -> str:
    """Explain a missing or unsupported scheme."""
    if scheme:
        return (
            f"{url!r}: unsupported scheme {scheme!r}: "
            "only http and https addresses can be crawled"
        )
    text = url.strip()
    suggestion = "https:" + text if text.startswith("//") else "https://" + text
    return f"{url!r}: no scheme: write the full address, e.g. {suggestion!r}"


def _normalize_netloc(netloc: str, scheme: str, url: str) -> str:
    """Normalize ``[userinfo@]host[:port]``: lowercase/punycode host, no default port."""
    userinfo, at, hostport = netloc.rpartition("@")
    host, port = _split_host_port(hostport, url)
    host = _normalize_host(host, url)
    port_text = ""
    if port:
        if not port.isascii() or not port.isdigit():
            raise InvalidURL(f"{url!r}: port {port!r} is not a number")
        number = int(port)
        if not 0 < number < 65536:
            raise InvalidURL(f"{url!r}: port {number} is outside 1-65535")
        if number != _SCHEMES[scheme]:
            port_text = f":{number}"
    user_text = _normalize_userinfo(userinfo) + "@" if at else ""
    return f"{user_text}{host}{port_text}"


def _split_host_port(hostport: str, url: str) -> tuple[str, str]:
    """Split ``host:port`` where the host may be a bracketed IPv6 literal."""
    if hostport.startswith("["):
        end = hostport.find("]")
        if end == -1:
            raise InvalidURL(f"{url!r}: unclosed '[' in the IPv6 host")
        rest = hostport[end + 1 :]
        if rest and not rest.startswith(":"):
            raise InvalidURL(f"{url!r}: unexpected {rest!r} after the IPv6 host")
        return hostport[: end + 1], rest[1:]
    host, _, port = hostport.partition(":")
    return host, port


def _normalize_userinfo(userinfo: str) -> str:
    """Re-escape user and password so that a second parse splits them identically."""
    user, colon, password = userinfo.partition(":")
    user = _normalize_percent(user, _USERINFO_ESCAPE)
    if not colon:
        return user
    return f"{user}:{_normalize_percent(password, _USERINFO_ESCAPE)}"


def _utf8_escape(ch: str) -> str:
    """``ñ`` -> ``%C3%B1``; lone surrogates survive as their raw code units."""
    return "".join(f"%{b:02X}" for b in ch.encode("utf-8", "surrogatepass"))


def _normalize_host(host: str, url: str) -> str:
    """Lowercase a host, convert an IDN to punycode and validate it."""
    if host.startswith("["):
        return _normalize_ipv6(host[1:-1], url)
    host = unquote(host)
    if host.endswith("."):  # a fully qualified name names the same host
        host = host[:-1]
    if not host:
        raise InvalidURL(f"{url!r}: the address has no host name")
    if not host.isascii():
        host = _to_punycode(host, url)
    host = host.lower()
    labels = host.split(".")
    if len(host) > 253 or any(not _HOST_LABEL.fullmatch(lb) or len(lb) > 63 for lb in labels):
        raise InvalidURL(f"{url!r}: {host!r} is not a valid host name")
    return host


def _normalize_ipv6(literal: str, url: str) -> str:
    """Validate an IPv6 literal and write it in compressed form."""
    try:
        return f"[{ipaddress.IPv6Address(literal).compressed}]"
    except ValueError as exc:
        raise InvalidURL(f"{url!r}: [{literal}] is not a valid IPv6 address") from exc


def _to_punycode(host: str, url: str) -> str:
    """IDNA 2008 (UTS 46) first, as browsers do; IDNA 2003 for names it refuses."""
    try:
        return idna.encode(host, uts46=True, transitional=False).decode("ascii")
    except (idna.IDNAError, UnicodeError, ValueError):
        pass
    try:
        return ".".join(
            encodings.idna.ToASCII(label).decode("ascii") for label in host.split(".")
        )
    except (UnicodeError, ValueError) as exc:
        raise InvalidURL(f"{url!r}: {host!r} is not a valid international host name") from exc


@lru_cache(maxsize=8)
def _clean_pattern(escape: frozenset[str]) -> re.Pattern[str]:
    """Text made only of characters that :func:`_normalize_percent` leaves alone."""
    safe = "".join(chr(c) for c in range(0x21, 0x7F) if chr(c) not in escape and c != 0x25)
    return re.compile(f"[{re.escape(safe)}]*")


def _normalize_percent(text: str, escape: frozenset[str]) -> str:
    """Uppercase escapes, decode unreserved ones, escape spaces, controls and non-ASCII."""
    if _clean_pattern(escape).fullmatch(text):
        return text  # the common case, checked in C
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "%":
            pair = text[i + 1 : i + 3]
            if len(pair) == 2 and pair[0] in _HEX and pair[1] in _HEX:
                decoded = chr(int(pair, 16))
                out.append(decoded if decoded in _UNRESERVED else f"%{pair.upper()}")
                i += 3
                continue
            out.append("%25")  # a stray '%' must not pair up with what follows later
        elif ord(ch) < 0x21 or ord(ch) > 0x7E or ch in escape:
            out.append(_utf8_escape(ch))
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def _remove_dot_segments(path: str) -> str:
    """RFC 3986 §5.2.4 (``/a/./b/../c`` -> ``/a/c``)."""
    if "." not in path:
        return path
    segments = path.split("/")
    output: list[str] = []
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        if segment == ".":
            if last:
                output.append("")
        elif segment == "..":
            if len(output) > 1:
                output.pop()
            if last:
                output.append("")
        else:
            output.append(segment)
    result = "/".join(output)
    return result if result.startswith("/") else "/" + result


def _normalize_query(query: str, tracking_params: Iterable[str]) -> str:
    """Normalize the escapes of each parameter and drop the tracking ones."""
    if not query:
        return ""
    exact, prefixes = _tracking_sets(frozenset(tracking_params))
    kept = []
    for param in query.split("&"):
        if not param:
            continue
        param = _normalize_percent(param, _QUERY_ESCAPE)
        name = unquote(param.partition("=")[0]).lower()
        if name in exact or name.startswith(prefixes):
            continue
        kept.append(param)
    return "&".join(kept)


@lru_cache(maxsize=16)
def _tracking_sets(params: frozenset[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    """Split the configured tracking list into exact names and prefixes (``utm_*``)."""
    exact = frozenset(p.lower() for p in params if p and not p.endswith("*"))
    prefixes = tuple(sorted(p[:-1].lower() for p in params if p.endswith("*") and len(p) > 1))
    return exact, prefixes


# --------------------------------------------------------------------------- sites


@lru_cache(maxsize=1)
def _psl() -> PublicSuffixList:
    """The bundled Public Suffix List, loaded once (takes a few milliseconds)."""
    return PublicSuffixList()


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return True


@lru_cache(maxsize=65536)
def registrable_domain(host: str) -> str:
    """Return the registrable domain of ``host`` (``www.elpais.com`` -> ``elpais.com``).

    IP addresses, single-label hosts (``localhost``) and hosts that are themselves a public
    suffix are returned unchanged (lowercased). Private suffixes of the list count, so two
    blogs on ``blogspot.com`` are different sites.
    """
    host = host.strip().lower().rstrip(".")
    if not host or _is_ip(host) or "." not in host:
        return host
    try:
        domain = _psl().privatesuffix(host)
    except (ValueError, UnicodeError):
        return host
    return domain or host


def host_of(url: str) -> str | None:
    """The normalized host of ``url`` (without port), or None when it is not crawlable."""
    key = site_host(url)
    return None if key is None else _split_port(key)[0]


def site_host(url: str) -> str | None:
    """The host of ``url`` as sites are told apart, or None when it is not crawlable.

    The port is kept when the address names one other than its scheme's default: two
    servers on one machine (``127.0.0.1:8001``, ``127.0.0.1:8002``) are two sites, while
    ``https://example.com:443/`` is plain ``example.com``.
    """
    try:
        netloc = urlsplit(normalize_url(url)).netloc
    except InvalidURL:
        return None
    return netloc.rpartition("@")[2]


def _split_port(hostport: str) -> tuple[str, str]:
    """``host:port`` (or ``[v6]:port``) as (host, port); the port is "" when absent."""
    if hostport.startswith("["):
        end = hostport.find("]") + 1 or len(hostport)
        return hostport[:end], hostport[end + 1:]
    host, _, port = hostport.partition(":")
    return host, port


def same_site(
    url: str, site_hosts: set[str] | frozenset[str], *, same_host_only: bool = False
) -> bool:
    """Whether ``url`` belongs to the site made of ``site_hosts``.

    With ``same_host_only`` the host must be one of ``site_hosts``; otherwise sharing the
    registrable domain is enough (``noticias.elpais.com`` belongs to ``www.elpais.com``).
    Either way the port must be the same (see :func:`site_host`): a site host written
    without one means the scheme's default port.
    """
    key = site_host(url)
    if key is None:
        return False
    host, port = _split_port(key)
    sites = {_site_key(h) for h in site_hosts}
    if (host, port) in sites:
        return True
    if same_host_only:
        return False
    domain = registrable_domain(host)
    return any(p == port and registrable_domain(h) == domain for h, p in sites)


def _site_key(host: str) -> tuple[str, str]:
    """A site host as (host, port) like :func:`site_host` writes it, tolerating full URLs
    and ``host:port`` (where ``:80`` and ``:443`` are the default port)."""
    text = host.strip()
    if "://" in text:
        key = site_host(text)
        return _split_port(key) if key is not None else (text.lower(), "")
    name, port = _split_port(text)
    port = "" if port in ("80", "443") else port
    if name.startswith("["):
        return name.lower(), port
    name = name.lower().rstrip(".")
    if not name.isascii():
        try:
            name = _to_punycode(name, host)
        except InvalidURL:
            pass
    return name, port


def is_private_address(host: str) -> bool:
    """Whether ``host`` is, or resolves to, a loopback/private/link-local/reserved address.

    A host that cannot be resolved returns False: the fetch itself will then fail and be
    reported as "server not found", which is the more helpful message.
    """
    host = host.strip().strip("[]")
    try:
        return _non_public(ipaddress.ip_address(host))
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(host, None)
    except (socket.gaierror, UnicodeError, OSError):
        return False
    for info in infos:
        address = str(info[4][0]).partition("%")[0]  # drop an IPv6 zone id
        try:
            if _non_public(ipaddress.ip_address(address)):
                return True
        except ValueError:
            continue
    return False


def _non_public(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Anything a public web site cannot live on, including IPv4 mapped into IPv6."""
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return (
        ip.is_private
        or ip.is_loopback
        or ip.is_link_local
        or ip.is_reserved
        or ip.is_multicast
        or ip.is_unspecified
        or not ip.is_global
    )


# --------------------------------------------------------------------------- exclusions


class Exclusions:
    """The project's cancelled fragments: addresses containing one are not crawled.

    Plain entries match as case-insensitive substrings; entries starting with ``re:`` are
    regular expressions searched case-insensitively. Both are tried against the address as
    given and against its percent-decoded form, so ``señal`` matches ``se%C3%B1al``.
    """

    def __init__(self, entries: Iterable[str] = ()) -> None:
        self._plain: list[tuple[str, str]] = []
        self._regex: list[tuple[str, re.Pattern[str]]] = []
        self._order: list[str] = []
        for entry in entries:
            self._add(entry)

    def _add(self, entry: str) -> None:
        """Compile one entry; blank entries are ignored."""
        text = entry.strip()
        if not text:
            return
        if text.startswith("re:"):
            try:
                pattern = re.compile(text[3:], re.IGNORECASE)
            except re.error as exc:
                raise InvalidPattern(
                    f"cancelled fragment {entry!r} is not a valid regular expression: {exc}; "
                    "fix it or remove the 're:' prefix to match it as plain text"
                ) from exc
            self._regex.append((entry, pattern))
        else:
            self._plain.append((entry, text.casefold()))
        self._order.append(entry)

    @property
    def entries(self) -> tuple[str, ...]:
        """The active entries, as given."""
        return tuple(self._order)

    def __bool__(self) -> bool:
        return bool(self._order)

    def __repr__(self) -> str:
        return f"Exclusions({list(self._order)!r})"

    def match(self, url: str) -> str | None:
        """Return the first entry that matches ``url``, or None."""
        if not self._order:
            return None
        forms = [url]
        decoded = unquote(url)
        if decoded != url:
            forms.append(decoded)
        folded = [f.casefold() for f in forms]
        for entry, needle in self._plain:
            if any(needle in f for f in folded):
                return entry
        for entry, pattern in self._regex:
            if any(pattern.search(f) for f in forms):
                return entry
        return None


# --------------------------------------------------------------------------- traps


def trap_reason(
    url: str,
    *,
    max_url_length: int = 2000,
    max_segment_repeats: int = 3,
    max_path_segments: int = 64,
) -> str | None:
    """Say why ``url`` looks like a crawl trap (endless calendars, relative-link loops).

    Returns None for an ordinary address, else a short reason for the incident report.
    """
    if len(url) > max_url_length:
        return f"address is {len(url)} characters long (limit {max_url_length})"
    try:
        path = urlsplit(url).path
    except ValueError:
        path = url
    segments = [s for s in path.split("/") if s]
    if len(segments) > max_path_segments:
        return f"path has {len(segments)} segments (limit {max_path_segments})"
    if segments:
        segment, count = Counter(segments).most_common(1)[0]
        if count > max_segment_repeats:
            return (
                f"path segment {segment!r} repeats {count} times "
                f"(limit {max_segment_repeats})"
            )
    return None
