"""Benchmark near-duplicate look-up: the band index of analyzers/duplicates.py against
comparing each new page with every earlier one (the textbook's O(n²) "discovery" scenario).

Run: ``.venv/bin/python bench/duplicates.py [--pages 20000 50000 100000] [--distance 3]``

For each run size n, n random 64-bit fingerprints are indexed (unrelated pages), then 2,000
probes are looked up: half of them copies of indexed pages with ``distance`` bits flipped
(must be found), half random (must not). Printed: index build time, µs per look-up with the
band index and with a linear scan over the n fingerprints (``int.bit_count`` in a
comprehension, the fastest pure-Python scan), their ratio, and whether both agree. A simhash
of a 400-word page is timed too (numpy, memoized word hashes, as during a run).
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from analyzers.duplicates import DuplicateDetector, Fingerprint, hamming, simhash


def _scan(stored: list[int], probe: int, k: int) -> int | None:
    """The peer: the nearest fingerprint within k bits by comparing with every one."""
    best = min(((hamming(probe, v), i) for i, v in enumerate(stored, 1)), default=None)
    return best[1] if best is not None and best[0] <= k else None


def bench(n: int, k: int, probes: int = 2000) -> None:
    """Index n fingerprints, look up ``probes`` probes both ways, print the figures."""
    rng = random.Random(n)
    stored = [rng.getrandbits(64) for _ in range(n)]
    detector = DuplicateDetector(max_distance=k)
    started = time.perf_counter()
    for page, value in enumerate(stored, 1):
        detector.add(page, Fingerprint("", value))
    build = time.perf_counter() - started
    queries = []
    for i in range(probes):
        if i % 2:
            queries.append(rng.getrandbits(64))
        else:
            value = stored[rng.randrange(n)]
            for bit in rng.sample(range(64), k):
                value ^= 1 << bit
            queries.append(value)
    started = time.perf_counter()
    found = [detector.find(Fingerprint("", q)) for q in queries]
    indexed = (time.perf_counter() - started) / probes
    scan_probes = queries[: max(20, probes // 20)]  # the scan is slow: a sample is enough
    started = time.perf_counter()
    scanned = [_scan(stored, q, k) for q in scan_probes]
    linear = (time.perf_counter() - started) / len(scan_probes)
    agree = all((f.of if f else None) == s for f, s in zip(found, scanned, strict=False))
    hits = sum(f is not None for f in found)
    print(f"n={n:>7,}  k={k}  build {build:6.2f} s  look-up: band index "
          f"{indexed * 1e6:8.1f} µs, linear scan {linear * 1e6:10.1f} µs  "
          f"ratio {linear / indexed:7.0f}x  found {hits}/{probes}  agree={agree}")


def bench_simhash(words: int = 400, pages: int = 500) -> None:
    """µs per simhash of a page with ``words`` distinct words (memo warm after page 1)."""
    rng = random.Random(1)
    vocabulary = [f"palabra{i}" for i in range(20000)]
    bags = [{w: rng.randint(1, 5) for w in rng.sample(vocabulary, words)} for _ in range(pages)]
    memo: dict[str, int] = {}
    started = time.perf_counter()
    for bag in bags:
        simhash(bag, memo)
    print(f"simhash of a {words}-word page: {(time.perf_counter() - started) / pages * 1e6:.0f} µs")


def main() -> None:
    """Parse the arguments and print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, nargs="+", default=[10_000, 50_000, 100_000])
    parser.add_argument("--distance", type=int, default=3)
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}")
    bench_simhash()
    for n in args.pages:
        bench(n, args.distance)


if __name__ == "__main__":
    main()
