"""Tests for daweb.crawl.urls: normalization, sites, exclusions, private addresses, traps."""

from __future__ import annotations

import ipaddress

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from daweb.crawl.urls import (
    DEFAULT_TRACKING,
    MEMO_ADDRESS_CHARS,
    NORMALIZED_MEMO,
    Exclusions,
    InvalidPattern,
    InvalidURL,
    forbidden_reason,
    host_of,
    is_private_address,
    normalize_url,
    path_pattern,
    registrable_domain,
    same_site,
    site_host,
    trap_reason,
)
from daweb.crawl.urls import _normalized as _normalized

# ----------------------------------------------------------------- duplicates collapse


@pytest.mark.parametrize(
    "variant",
    [
        "http://example.com/noticias/hoy",
        "http://example.com/noticias/hoy#comentarios",
        "http://example.com:80/noticias/hoy",
        "HTTP://EXAMPLE.COM/noticias/hoy",
        "http://Example.Com/noticias/hoy?utm_source=twitter&utm_medium=social",
        "http://example.com/noticias/hoy?fbclid=abc123",
        "http://example.com/noticias/hoy?gclid=1#x",
        "  http://example.com/noticias/hoy  ",
        "http://example.com/noticias/./otra/../hoy",
        "http://example.com/%6Eoticias/hoy",
        "http://example.com./noticias/hoy",
        "http://example.com/noticias/hoy?",
    ],
)
def test_variants_of_one_page_normalize_to_one_address(variant: str) -> None:
    assert normalize_url(variant) == "http://example.com/noticias/hoy"


def test_default_https_port_is_dropped_but_other_ports_kept() -> None:
    assert normalize_url("https://example.com:443/a") == "https://example.com/a"
    assert normalize_url("https://example.com:80/a") == "https://example.com:80/a"
    assert normalize_url("http://example.com:8080/a") == "http://example.com:8080/a"


def test_empty_path_becomes_slash() -> None:
    assert normalize_url("http://example.com") == "http://example.com/"
    assert normalize_url("http://example.com?a=1") == "http://example.com/?a=1"


def test_other_query_parameters_are_kept_in_order() -> None:
    url = "http://example.com/buscar?q=perro&utm_campaign=x&page=2&UTM_Term=y"
    assert normalize_url(url) == "http://example.com/buscar?q=perro&page=2"


def test_configurable_tracking_list_with_prefix_entries() -> None:
    url = "http://example.com/?sid=1&ref_a=2&ref=3&utm_source=4"
    assert normalize_url(url, tracking_params=("sid", "ref_*")) == (
        "http://example.com/?ref=3&utm_source=4"
    )
    assert "utm_*" in DEFAULT_TRACKING


# ----------------------------------------------------------------- IDN, dots, escapes


def test_idn_host_becomes_punycode() -> None:
    assert normalize_url("https://www.Elpaís.com/") == "https://www.xn--elpas-2sa.com/"
    assert normalize_url("http://MÜNCHEN.de/") == "http://xn--mnchen-3ya.de/"
    # The punycode form is already canonical.
    assert normalize_url("http://xn--mnchen-3ya.de/") == "http://xn--mnchen-3ya.de/"


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("http://a/b/c/./../../g", "http://a/g"),
        ("http://a/b/c/../../../../g", "http://a/g"),
        ("http://a/b/./", "http://a/b/"),
        ("http://a/b/..", "http://a/"),
        ("http://a/b/%2e%2E/c", "http://a/c"),
        ("http://a/b/.../c", "http://a/b/.../c"),
    ],
)
def test_dot_segments_are_resolved(url: str, expected: str) -> None:
    assert normalize_url(url) == expected


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("http://a/%7euser", "http://a/~user"),
        ("http://a/x%2fy", "http://a/x%2Fy"),
        ("http://a/se%c3%b1al", "http://a/se%C3%B1al"),
        ("http://a/señal año", "http://a/se%C3%B1al%20a%C3%B1o"),
        ("http://a/?q=niño&r=¿qué?", "http://a/?q=ni%C3%B1o&r=%C2%BFqu%C3%A9?"),
        ("http://a/100%", "http://a/100%25"),
        ("http://a/?q=%zz", "http://a/?q=%25zz"),
        ("http://a/b\\c", "http://a/b/c"),
    ],
)
def test_percent_encoding_is_normalized(url: str, expected: str) -> None:
    assert normalize_url(url) == expected


def test_escaped_and_raw_spanish_characters_are_the_same_address() -> None:
    assert normalize_url("http://a/año") == normalize_url("http://a/a%C3%B1o")


def test_relative_references_resolve_against_base() -> None:
    base = "http://example.com/a/b/c.html"
    assert normalize_url("../d.html#x", base) == "http://example.com/a/d.html"
    assert normalize_url("//otro.es/x", base) == "http://otro.es/x"
    assert normalize_url("?p=2", base) == "http://example.com/a/b/c.html?p=2"
    assert normalize_url("https://b.com", base) == "https://b.com/"


def test_ipv6_host_is_compressed() -> None:
    assert normalize_url("http://[2001:DB8:0:0::1]:8080/x") == "http://[2001:db8::1]:8080/x"


# ----------------------------------------------------------------- rejections


@pytest.mark.parametrize(
    ("url", "fragment_of_message"),
    [
        ("ftp://x/", "unsupported scheme 'ftp'"),
        ("mailto:a@b.es", "unsupported scheme 'mailto'"),
        ("example.com/a", "no scheme"),
        ("", "empty"),
        ("http:///x", "no host"),
        ("http://a:99999/", "outside 1-65535"),
        ("http://a:0/", "outside 1-65535"),
        ("http://a:8o/", "not a number"),
        ("http://[zz]/", "malformed"),
        ("http://[::1/", "malformed"),
        ("http://a..b/", "not a valid host"),
        ("http://a b/", "not a valid host"),
        ("http://" + "a" * 64 + ".com/", "not a valid host"),
    ],
)
def test_invalid_addresses_raise_invalid_url_with_explanation(
    url: str, fragment_of_message: str
) -> None:
    with pytest.raises(InvalidURL, match=fragment_of_message):
        normalize_url(url)


def test_invalid_url_is_a_value_error() -> None:
    assert issubclass(InvalidURL, ValueError)


def test_each_address_of_a_bad_host_is_named_in_its_own_message() -> None:
    # the hosts are remembered once normalized; a bad one is not, and says which address
    for path in ("/a", "/b", "/a"):
        with pytest.raises(InvalidURL, match=f"'http://a b{path}'"):
            normalize_url(f"http://a b{path}")


def test_an_address_normalized_again_comes_from_memory_and_is_the_same() -> None:
    url = "HTTP://Ejemplo.ES:80/a/./b/../c?utm_source=x&id=7#frag"
    first = normalize_url(url)
    hits = _normalized.cache_info().hits
    assert normalize_url(url) == first == "http://ejemplo.es/a/c?id=7"
    assert _normalized.cache_info().hits == hits + 1
    assert _normalized.cache_info().maxsize == NORMALIZED_MEMO  # bounded
    # a very long address is normalized alike but not kept (the memo stays small)
    long_url = "http://ejemplo.es/" + "a" * MEMO_ADDRESS_CHARS
    misses = _normalized.cache_info().misses
    assert normalize_url(long_url) == normalize_url(long_url) == long_url
    assert _normalized.cache_info().misses == misses
    # another tracking list or base is another question
    assert normalize_url(url, tracking_params=()) == "http://ejemplo.es/a/c?utm_source=x&id=7"
    assert normalize_url("c?id=7", "http://ejemplo.es/a/b") == "http://ejemplo.es/a/c?id=7"


# ----------------------------------------------------------------- properties

_URL_CHARS = st.sampled_from(
    list("abcxyzABC019-._~:/?#[]@!$&'()*+,;=% \\\t\nñáé¿ü\u3002\x00\u200b")
)
_url_like = st.builds(
    lambda scheme, rest: scheme + rest,
    st.sampled_from(["http://", "https://", "HTTP://", "http:", "ftp://", "", "//"]),
    st.text(_URL_CHARS, max_size=60),
)


@settings(max_examples=1500, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.one_of(_url_like, st.text(max_size=80)))
@example("http://a/%2525")
@example("http://a/b/..%2F..")
@example("http://xn--a.com/")
@example("http://@a/")
@example("http://0\u200b")  # a number only once the zero-width space is mapped away
def test_normalize_only_raises_invalid_url_and_is_idempotent(url: str) -> None:
    try:
        once = normalize_url(url)
    except InvalidURL:
        return
    assert once.startswith(("http://", "https://"))
    assert once.isascii() and " " not in once and "#" not in once
    assert normalize_url(once) == once


@settings(max_examples=500, deadline=None)
@given(st.text(_URL_CHARS, max_size=40), st.text(_URL_CHARS, max_size=40))
def test_resolution_against_base_only_raises_invalid_url(ref: str, path: str) -> None:
    try:
        once = normalize_url(ref, "http://example.com/" + path)
    except InvalidURL:
        return
    assert normalize_url(once) == once


# ----------------------------------------------------------------- sites


@pytest.mark.parametrize(
    ("host", "domain"),
    [
        ("www.elpais.com", "elpais.com"),
        ("a.b.co.uk", "b.co.uk"),
        ("WWW.RAE.ES", "rae.es"),
        ("elpais.com", "elpais.com"),
        ("localhost", "localhost"),
        ("127.0.0.1", "127.0.0.1"),
        ("[::1]", "[::1]"),
        ("co.uk", "co.uk"),
        ("uno.blogspot.com", "uno.blogspot.com"),
    ],
)
def test_registrable_domain(host: str, domain: str) -> None:
    assert registrable_domain(host) == domain


def test_same_site_by_registrable_domain_or_host() -> None:
    site = {"www.elpais.com"}
    assert same_site("https://elpais.com/x", site)
    assert same_site("https://noticias.ELPAIS.com/x", site)
    assert not same_site("https://elmundo.es/", site)
    assert not same_site("https://elpais.com.evil.net/", site)
    assert same_site("http://www.elpais.com:80/", site, same_host_only=True)
    assert not same_site("https://noticias.elpais.com/", site, same_host_only=True)
    assert not same_site("mailto:x@elpais.com", site)


def test_same_site_follows_hosts_added_after_a_redirect() -> None:
    site = {"elpais.es"}
    assert not same_site("https://elpais.com/", site)
    site.add("elpais.com")
    assert same_site("https://www.elpais.com/", site)


def test_same_site_for_local_test_servers_and_idn() -> None:
    assert same_site("http://127.0.0.1:8765/a", {"127.0.0.1:8765"})
    assert not same_site("http://127.0.0.2:8765/a", {"127.0.0.1:8765"})
    assert same_site("http://www.elpaís.com/", {"xn--elpas-2sa.com"})


def test_site_hosts_may_carry_ports_schemes_or_unicode() -> None:
    assert same_site("http://127.0.0.1:8765/a", {"127.0.0.1:8765"}, same_host_only=True)
    assert same_site("http://[::1]:8765/a", {"[::1]:8765"}, same_host_only=True)
    assert same_site("https://www.elpaís.com/x", {"https://WWW.ELPAÍS.COM/"})
    assert same_site("https://www.elpaís.com/x", {"www.elpaís.com"}, same_host_only=True)


def test_a_port_makes_another_site_and_the_default_port_does_not() -> None:
    # Two test servers on one machine are two sites, under either rule.
    for only in (False, True):
        assert not same_site("http://127.0.0.1:8002/a", {"127.0.0.1:8001"}, same_host_only=only)
        assert same_site("http://127.0.0.1:8001/b", {"127.0.0.1:8001"}, same_host_only=only)
    # The scheme's default port, written or not, is the same site; over http and https too.
    assert same_site("https://example.com:443/x", {"example.com"}, same_host_only=True)
    assert same_site("https://example.com/x", {"example.com:443"}, same_host_only=True)
    assert same_site("http://www.example.com/x", {"https://example.com:443/"})
    # Another port of the same name is another service (a test or admin server).
    assert not same_site("https://example.com:8443/x", {"example.com"})
    assert not same_site("http://noticias.elpais.com:8080/", {"www.elpais.com"})
    assert same_site("http://noticias.elpais.com:8080/", {"www.elpais.com:8080"})
    assert not same_site("https://example.com:80/x", {"example.com"})  # not https's default


def test_site_host_keeps_only_a_port_other_than_the_default() -> None:
    assert site_host("HTTP://User@Example.com:81/x") == "example.com:81"
    assert site_host("https://example.com:443/") == "example.com"
    assert site_host("http://[::1]:8000/") == "[::1]:8000"
    assert site_host("ftp://x/") is None


def test_host_of() -> None:
    assert host_of("HTTP://User@Example.com:81/x") == "example.com"
    assert host_of("http://[::1]:8000/") == "[::1]"
    assert host_of("ftp://x/") is None


# ----------------------------------------------------------------- exclusions


def test_plain_exclusions_are_case_insensitive_substrings() -> None:
    exclusions = Exclusions(["deportes", "  ", "/FOTOS/"])
    assert exclusions.match("http://elpais.com/Deportes/futbol") == "deportes"
    assert exclusions.match("http://elpais.com/fotos/1") == "/FOTOS/"
    assert exclusions.match("http://elpais.com/cultura/") is None
    assert exclusions.entries == ("deportes", "/FOTOS/")


def test_exclusions_match_the_decoded_address_too() -> None:
    exclusions = Exclusions(["señal"])
    assert exclusions.match("http://a.es/se%C3%B1al/") == "señal"


def test_regex_exclusions() -> None:
    exclusions = Exclusions([r"re:/\d{4}/\d{2}/", r"re:\.(pdf|jpe?g)$", "re:PRINT=1"])
    assert exclusions.match("http://a.es/2024/05/nota") == r"re:/\d{4}/\d{2}/"
    assert exclusions.match("http://a.es/doc.PDF") == r"re:\.(pdf|jpe?g)$"
    assert exclusions.match("http://a.es/x?print=1") == "re:PRINT=1"
    assert exclusions.match("http://a.es/24/5/nota") is None


def test_invalid_regex_names_the_entry() -> None:
    with pytest.raises(InvalidPattern, match=r"re:\(unclosed"):
        Exclusions(["ok", "re:(unclosed"])
    assert issubclass(InvalidPattern, ValueError)


def test_empty_exclusions_match_nothing() -> None:
    assert not Exclusions([])
    assert Exclusions([]).match("http://a/") is None


# ----------------------------------------------------------------- private addresses


@pytest.mark.parametrize(
    "host",
    ["127.0.0.1", "localhost", "10.1.2.3", "192.168.0.10", "172.16.5.5", "169.254.1.1",
     "::1", "[::1]", "::ffff:127.0.0.1", "0.0.0.0", "100.64.0.1", "fe80::1"],
)
def test_private_addresses(host: str) -> None:
    assert is_private_address(host)


@pytest.mark.parametrize("host", ["8.8.8.8", "2001:4860:4860::8888", "193.147.0.1"])
def test_public_addresses(host: str) -> None:
    assert not is_private_address(host)


def test_unresolvable_host_is_not_reported_as_private() -> None:
    assert not is_private_address("no-such-host.invalid")


# ----------------------------------------------------------------- traps


def test_ordinary_addresses_are_not_traps() -> None:
    assert trap_reason("http://a.es/noticias/2024/05/titulo") is None
    assert trap_reason("http://a.es/a/b/a/b/a/b") is None


def test_long_addresses_are_traps() -> None:
    reason = trap_reason("http://a.es/" + "x" * 2100)
    assert reason is not None and "limit 2000" in reason
    assert trap_reason("http://a.es/" + "x" * 50, max_url_length=40) is not None


def test_repeated_segments_are_traps() -> None:
    reason = trap_reason("http://a.es/cal/x/cal/x/cal/x/cal/x")
    assert reason is not None and "'cal'" in reason and "4 times" in reason
    assert trap_reason("http://a.es/a/a/a") is None
    assert trap_reason("http://a.es/a/a/a", max_segment_repeats=2) is not None


def test_very_deep_paths_are_traps() -> None:
    deep = "http://a.es/" + "/".join(f"s{i}" for i in range(70))
    assert trap_reason(deep) is not None


# ----------------------------------------------------------------- issue 19: hostile addresses


@pytest.mark.parametrize("url", [
    "http://2852039166/x", "http://0xA9FEA9FE/x", "http://0xa9.0xfe.0xa9.0xfe/x",
    "http://0251.0376.0251.0376/x", "http://169.254.43518/x", "http://169.16689662/x",
])
def test_every_spelling_of_an_ipv4_host_is_written_dotted(url: str) -> None:
    """WHATWG's IPv4 parser: no spelling of 169.254.169.254 can pass an address check."""
    assert normalize_url(url) == "http://169.254.169.254/x"


@pytest.mark.parametrize("url", ["http://256.1.1.1/", "http://1.2.3.4.5/", "http://4294967296/",
                                 "http://0x100.1.1.1/"])
def test_impossible_ipv4_hosts_are_invalid(url: str) -> None:
    with pytest.raises(InvalidURL, match="not a valid IPv4 address"):
        normalize_url(url)


@pytest.mark.parametrize("address", [
    "169.254.169.254", "::ffff:169.254.169.254", "64:ff9b::a9fe:a9fe", "fd00:ec2::254",
    "100.100.100.200", "168.63.129.16", "169.254.1.1", "fe80::1", "224.0.0.1", "ff02::1",
    "0.0.0.0", "0.1.2.3", "::", "255.255.255.255", "240.0.0.1",
])
def test_forbidden_addresses_whatever_the_settings(address: str) -> None:
    assert forbidden_reason(ipaddress.ip_address(address)) is not None


@pytest.mark.parametrize("address", ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.0.0.1",
                                     "192.168.1.1", "8.8.8.8", "2001:4860:4860::8888"])
def test_own_and_public_addresses_are_not_forbidden(address: str) -> None:
    assert forbidden_reason(ipaddress.ip_address(address)) is None


@pytest.mark.parametrize(("url", "canonical"), [
    ("http://a.es/j;jsessionid=0A1B2C/p", "http://a.es/j/p"),
    ("http://a.es/p;JSESSIONID=0A1B2C;v=2", "http://a.es/p;v=2"),
    ("http://a.es/p?PHPSESSID=abc&n=1", "http://a.es/p?n=1"),
    ("http://a.es/p?n=1&sid=abc&sessionid=9&session_id=3", "http://a.es/p?n=1"),
    ("http://a.es/p?ASPSESSIONIDQQ=abc&cfid=1&cftoken=2", "http://a.es/p"),
    ("http://a.es/(S(lit3py55t21z5v55vlm25s55))/pagina.aspx", "http://a.es/pagina.aspx"),
    ("http://a.es/p?side=1&sidebar=2", "http://a.es/p?side=1&sidebar=2"),
])
def test_session_ids_are_dropped(url: str, canonical: str) -> None:
    """Issue 19, fault 3, as the big crawlers canonicalize (not only tracking params)."""
    assert normalize_url(url) == canonical
    assert normalize_url(canonical) == canonical


@pytest.mark.parametrize(("url", "pattern"), [
    ("http://a.es/k;ctx=17/p", "http://a.es/k;*/p"),
    ("http://a.es/t/a0001f3c9b2e7d4a5c6/p", "http://a.es/t/*/p"),
    ("http://a.es/noticias/2024/05/mi-articulo-de-hoy", None),
    ("http://a.es/articulo/1234567890123456789", None),
    ("http://a.es/", None),
])
def test_path_patterns_of_the_trap_guard(url: str, pattern: str | None) -> None:
    assert path_pattern(url) == pattern


def test_a_host_that_maps_to_a_number_is_an_ipv4_address() -> None:
    # Browsers map the host to ASCII before asking whether it is an address (WHATWG URL).
    assert normalize_url("http://\uff11\uff12\uff17.0.0.1/") == "http://127.0.0.1/"
    assert normalize_url("http://0\u200b/") == "http://0.0.0.0/"
