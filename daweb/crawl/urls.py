"""Address handling for the crawler: normalization, site membership, exclusions and traps.

Every address the distributor sees goes through :func:`normalize_url` first, so that
``HTTP://Example.com:80/a/../b#top`` and ``http://example.com/b`` are recognised as the
same document and fetched once. The functions here are pure (except
:func:`is_private_address` and :func:`resolve_host`, which resolve a host name) and safe to
call from any thread.
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

from daweb.errors import BadInput

__all__ = [
    "DEFAULT_TRACKING",
    "Exclusions",
    "InvalidPattern",
    "InvalidURL",
    "SESSION_PARAMS",
    "forbidden_reason",
    "host_of",
    "is_private_address",
    "is_private_ip",
    "resolve_host",
    "normalize_url",
    "path_pattern",
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

#: Query and path parameters that carry a session id: one document gets a new address per
#: visit, an endless crawl (``;jsessionid=``, ``?PHPSESSID=``). Dropped whatever the
#: settings, as the big crawlers do (Heritrix, Nutch's basic URL normalizer).
SESSION_PARAMS: frozenset[str] = frozenset(
    {"jsessionid", "phpsessid", "sid", "sessionid", "session_id", "aspsessionid*",
     "cfid", "cftoken", "zenid", "oscsid", "s_sid"}
)
# ASP.NET cookieless session segments: /(S(lit3py55t21z5v55vlm25s55))/page.aspx
_ASPNET_SESSION = re.compile(r"/\([A-Za-z]\([A-Za-z0-9]{16,}\)\)(?=/|$)")
#: Addresses no crawl may ever connect to, whatever its settings: cloud metadata services
#: that are not link-local (AWS over IPv6, Alibaba, Azure's wire server).
METADATA_ADDRESSES: frozenset[ipaddress.IPv4Address | ipaddress.IPv6Address] = frozenset(
    ipaddress.ip_address(a)
    for a in ("169.254.169.254", "fd00:ec2::254", "100.100.100.200", "168.63.129.16")
)
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_THIS_NETWORK = ipaddress.ip_network("0.0.0.0/8")
_BROADCAST = ipaddress.IPv4Address("255.255.255.255")

_SCHEMES = {"http": 80, "https": 443}
_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_HEX = frozenset("0123456789abcdefABCDEF")
# Characters that are not allowed raw in a URL (RFC 3986 plus what WHATWG escapes);
# everything else printable in ASCII is kept as written because it may be significant.
_PATH_ESCAPE = frozenset('"<>`{}|^\\ ')
_QUERY_ESCAPE = frozenset("\"<>`{}|^\\ '")
_USERINFO_ESCAPE = _PATH_ESCAPE | frozenset("@:/?#[]")
#: An address that starts with a scheme (``http:``, ``mailto:``…), valid or not.
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_HOST_LABEL = re.compile(r"[a-z0-9_-]+")
_IPV4_PART = re.compile(r"0[xX][0-9a-fA-F]*|0[0-7]*|[1-9][0-9]*")


class InvalidURL(BadInput, ValueError):
    """An address that cannot be crawled; the message says what is wrong and what to do."""


class InvalidPattern(BadInput, ValueError):
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
    if len(url) + len(base or "") > MEMO_ADDRESS_CHARS:  # a hostile page's: not kept
        return _normalized.__wrapped__(url, base, tracking_params)
    return _normalized(url, base, tracking_params)


#: Addresses normalized, remembered per process: a site's pages repeat their links (menus,
#: the same article linked from many pages), ~30 a page, each ~10 µs to normalize (issue 21).
NORMALIZED_MEMO = 16_384
#: Longer addresses are normalized without being remembered, so that the memo stays under
#: ~20 MB whatever a site links to (an ordinary address has well under 200 characters).
MEMO_ADDRESS_CHARS = 512


@lru_cache(maxsize=NORMALIZED_MEMO)
def _normalized(url: str, base: str | None,
                tracking_params: frozenset[str] | tuple[str, ...]) -> str:
    """:func:`normalize_url` of a text ``url`` (an invalid one raises each time: errors
    are not remembered)."""
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
    netloc = _remembered_netloc(parts.netloc, scheme, url)
    path = _remove_dot_segments(_normalize_percent(_drop_path_sessions(parts.path),
                                                   _PATH_ESCAPE)) or "/"
    query = _normalize_query(parts.query, tracking_params)
    return f"{scheme}://{netloc}{path}" + (f"?{query}" if query else "")


def _drop_path_sessions(path: str) -> str:
    """Remove session-id ``;name=value`` parameters and ASP.NET session segments."""
    if ";" in path:
        segments = []
        for segment in path.split("/"):
            name, *params = segment.split(";")
            kept = [p for p in params if not _is_session_name(unquote(p.partition("=")[0]))]
            segments.append(";".join([name, *kept]))
        path = "/".join(segments)
    if "(" in path:
        path = _ASPNET_SESSION.sub("", path) or "/"
    return path


def _is_session_name(name: str) -> bool:
    """Whether a parameter name carries a session id (see :data:`SESSION_PARAMS`)."""
    exact, prefixes = _tracking_sets(SESSION_PARAMS)
    name = name.strip().lower()
    return name in exact or name.startswith(prefixes)


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


def _remembered_netloc(netloc: str, scheme: str, url: str) -> str:
    """:func:`_normalize_netloc` of ``url``'s ``netloc``, remembered unless it is long; an
    invalid one is said again, naming the address."""
    if len(netloc) > MEMO_ADDRESS_CHARS // 2:
        return _normalize_netloc(netloc, scheme, url)
    try:
        return _canonical_netloc(netloc, scheme)
    except InvalidURL:
        return _normalize_netloc(netloc, scheme, url)


@lru_cache(maxsize=1024)
def _canonical_netloc(netloc: str, scheme: str) -> str:
    """:func:`_normalize_netloc` remembered: a crawl's addresses have few hosts, and the
    host's checks (IPv4 spellings, IDNA, labels) cost more than the rest of an address."""
    return _normalize_netloc(netloc, scheme, netloc)


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
    # WHATWG order: domain to ASCII first, then the IPv4 test, so a host that only becomes a
    # number once mapped (``0\u200b``: the zero-width space is dropped) is read as an address
    # the first time, and normalizing stays idempotent.
    if not host.isascii():
        host = _to_punycode(host, url)
    dotted = _ipv4_host(host, url)
    if dotted is not None:
        return dotted
    host = host.lower()
    labels = host.split(".")
    if len(host) > 253 or any(not _HOST_LABEL.fullmatch(lb) or len(lb) > 63 for lb in labels):
        raise InvalidURL(f"{url!r}: {host!r} is not a valid host name")
    return host


def _ipv4_host(host: str, url: str) -> str | None:
    """An IPv4 host in any spelling browsers accept, in dotted decimal; None for a name.

    WHATWG URL: a host whose last label is a number is an IPv4 address whose parts may be
    decimal, octal (leading 0) or hexadecimal (0x), and fewer than four (``2852039166``
    is 169.254.169.254). Written dotted, the address cannot slip past an address check.
    """
    labels = host.split(".")
    if not _IPV4_PART.fullmatch(labels[-1]):
        return None
    numbers = []
    for label in labels:
        if not _IPV4_PART.fullmatch(label) or len(labels) > 4:
            raise InvalidURL(f"{url!r}: {host!r} is not a valid IPv4 address")
        low = label.lower()
        if low.startswith("0x"):
            numbers.append(int(low[2:] or "0", 16))
        elif len(low) > 1 and low.startswith("0"):
            numbers.append(int(low, 8))
        else:
            numbers.append(int(low))
    *head, last = numbers
    if any(n > 255 for n in head) or last >= 256 ** (5 - len(numbers)):
        raise InvalidURL(f"{url!r}: {host!r} is not a valid IPv4 address")
    value = last + sum(n << (8 * (3 - i)) for i, n in enumerate(head))
    return str(ipaddress.IPv4Address(value))


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
        if name in exact or name.startswith(prefixes) or _is_session_name(name):
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
    """Whether ``host`` is, or resolves to, an address no public web site lives on:
    loopback, private networks, and everything :func:`forbidden_reason` names.

    A host that cannot be resolved returns False: the fetch itself will then fail and be
    reported as "server not found", which is the more helpful message.
    """
    return any(is_private_ip(ip) or forbidden_reason(ip) for ip in resolve_host(host))


def resolve_host(host: str, port: int = 0) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    """The addresses ``host`` stands for (a literal in any spelling, or a DNS name), in the
    resolver's order; [] when it cannot be resolved."""
    host = host.strip().strip("[]")
    try:
        return [ipaddress.ip_address(host)]
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError, OSError):
        return []
    found = []
    for info in infos:
        try:
            found.append(ipaddress.ip_address(str(info[4][0]).partition("%")[0]))
        except ValueError:  # an IPv6 zone id or an address family we do not know
            continue
    return list(dict.fromkeys(found))


def _embedded_ipv4(ip: ipaddress.IPv4Address | ipaddress.IPv6Address
                   ) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    """The IPv4 address an IPv6 one carries (mapped ``::ffff:a.b.c.d``, NAT64), else ``ip``."""
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return ip.ipv4_mapped
        if ip in _NAT64:
            return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return ip


def forbidden_reason(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Why no crawl may ever connect to ``ip`` (None if it may): cloud metadata services,
    link-local, multicast, unspecified, broadcast and reserved addresses — whatever the
    settings, since no web site lives there and a redirect there is an attack (SSRF)."""
    ip = _embedded_ipv4(ip)  # ::ffff:169.254.169.254 is 169.254.169.254
    if ip in METADATA_ADDRESSES:
        return "a cloud metadata address"
    if ip.is_link_local:
        return "a link-local address"
    if ip.is_multicast:
        return "a multicast address"
    if ip.is_unspecified or ip in _THIS_NETWORK:
        return "an unspecified address"
    if (ip.is_reserved and not ip.is_loopback) or ip == _BROADCAST:  # IPv6 ::1 is in ::/8
        return "a reserved address"
    return None


def is_private_ip(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Loopback, private or otherwise non-global: an own or local-network site, allowed
    only to crawls that start there (never after a public page, nor with refuse_private)."""
    ip = _embedded_ipv4(ip)
    return ip.is_private or ip.is_loopback or not ip.is_global


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


# Opaque ids: 16+ letters and digits mixed, no hyphen (slugs like "mi-articulo-2024" and
# plain numbers are ordinary pages of a site and are left alone).
_OPAQUE_SEGMENT = re.compile(r"(?=[A-Za-z_=]*[0-9])(?=[0-9_=]*[A-Za-z])[A-Za-z0-9_=]{16,}")


def path_pattern(url: str) -> str | None:
    """``url`` (scheme, host and path) with its ``;`` parameters and opaque id segments
    written ``*``; None when it has neither (its addresses are then told apart by the
    path and query alone). Addresses sharing a pattern differ only by ever-new ids."""
    segments = url.split("/")
    head, rest = segments[:3], segments[3:]
    changed = False
    for i, segment in enumerate(rest):
        name, semicolon, _ = segment.partition(";")
        if semicolon:
            rest[i], changed = name + ";*", True
        elif _OPAQUE_SEGMENT.fullmatch(name):
            rest[i], changed = "*", True
    return "/".join(head + rest) if changed else None
