"""Keywords: the words a run uses markedly more (positive) or less (negative) than a
reference corpus — another run, or the general Spanish of wordfreq's frequency list.

Each word gets two measures (docs/viewer.md, *Keyness*):

* **log-likelihood** (Rayson & Garside 2000): how unlikely the difference is if the word
  were equally frequent in both corpora — significance, which grows with the corpus size;
* **log ratio** (Hardie 2014): ``log₂`` of the ratio of the word's relative frequencies —
  the size of the difference (1: twice as frequent, 3: eight times, −1: half), which does
  not grow with the corpus. Hardie's advice, followed here: rank keywords by log ratio
  among those that pass a significance filter (LL ≥ 3.84, p < 0.05, by default), rather
  than by LL, which favours frequent words with small differences. A word absent from one
  corpus would have an infinite ratio: its zero counts as 0.5 occurrence (Hardie's fix).

References: Rayson, P. & Garside, R. (2000). Comparing corpora using frequency profiling.
Workshop on Comparing Corpora, ACL 2000, 1–6. Hardie, A. (2014). Log Ratio — an informal
introduction. ESRC Centre for Corpus Approaches to Social Science (CASS), Lancaster.


wordfreq gives proportions, not counts: its Spanish list ("large", 342,000 forms from
Wikipedia, subtitles, news, books, the web and social media) is read as a reference corpus
of :data:`WORDFREQ_SIZE` words, big enough that the log-likelihood becomes the test of the
run's count against the reference proportion. A form missing from the list (below its
floor of ``1e-8``) is looked up again through wordfreq's own tokenization (*etc.*, *apt-get*),
and otherwise counts, in the log ratio, as half the floor (5 words in 10⁹), as a zero count
of a run counts as 0.5.

Only words proper (``kind = 'alpha'``) are compared: numbers, addresses and paths have no
general-language frequency.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from daweb.errors import BadInput

#: The reference ``daweb keywords --reference wordfreq`` names.
WORDFREQ = "wordfreq"
#: The nominal size of wordfreq's reference corpus, in words (its sources hold billions).
WORDFREQ_SIZE = 1_000_000_000
#: Log-likelihood of p < 0.05 (χ², one degree of freedom): the default filter.
LL_P05 = 3.84
#: What a zero frequency counts as in the log ratio (Hardie 2014).
ZERO = 0.5


def log_likelihood(a: int, b: int, c: int, d: int) -> float:
    """Rayson & Garside's log-likelihood of a word seen ``a`` times in a corpus of ``c``
    words and ``b`` times in one of ``d`` words: ``2·Σ O·ln(O/E)`` over the two corpora,
    with ``E₁ = c·(a+b)/(c+d)``, ``E₂ = d·(a+b)/(c+d)`` and ``0·ln 0 = 0``."""
    if not c or not d or not a + b:
        return 0.0
    expected_a = c * (a + b) / (c + d)
    expected_b = d * (a + b) / (c + d)
    total = 0.0
    for observed, expected in ((a, expected_a), (b, expected_b)):
        if observed:
            total += observed * math.log(observed / expected)
    return 2 * total


class KeynessError(BadInput, ValueError):
    """A reference that cannot be used; the message says which and what to do."""


@dataclass(frozen=True, slots=True)
class Keyword:
    """A word's frequencies in the run (``frequency`` of ``run_words``) and the reference
    (``reference`` of ``reference_words``; a float for wordfreq), and its keyness."""

    form: str
    frequency: int
    reference: float
    log_likelihood: float
    log_ratio: float

    @property
    def positive(self) -> bool:
        """More frequent in the run than in the reference."""
        return self.log_ratio > 0

    @property
    def sign(self) -> str:
        """``+`` for a positive keyword, ``-`` for a negative one, ``=`` for neither."""
        return "+" if self.log_ratio > 0 else "-" if self.log_ratio < 0 else "="


def log_ratio(a: float, b: float, c: float, d: float, zero: float = ZERO) -> float:
    """Hardie's log ratio: ``log₂((a/c) / (b/d))`` for a word seen ``a`` times in ``c``
    words and ``b`` times in ``d`` words; a zero frequency counts as ``zero``."""
    return math.log2(((a or zero) / c) / ((b or zero) / d))


@dataclass(frozen=True)
class Frequencies:
    """A corpus's word frequencies (form → occurrences) and its size in words.

    ``zero`` is what a form it lacks counts as in the log ratio: half its rarest form's
    frequency (0.5 in a run, Hardie's value; half the list's floor for wordfreq).
    ``fallback`` gives the frequency of a form not among ``counts`` (wordfreq's own
    tokenization: *etc.* as *etc*, *apt-get* as *apt get*), or None.
    """

    counts: dict[str, float]
    words: float
    name: str
    zero: float = ZERO
    fallback: Callable[[str], float] | None = None

    def count(self, form: str) -> float:
        """The frequency of ``form`` (0 when absent)."""
        found = self.counts.get(form)
        if found is None:
            return self.fallback(form) if self.fallback is not None else 0.0
        return found


def run_frequencies(conn: sqlite3.Connection, name: str = "") -> Frequencies:
    """The words proper of a run and its size (every counted word, as comparisons count)."""
    counts = {
        form: int(f)
        for form, f in conn.execute(
            "SELECT form, frequency FROM words WHERE kind = 'alpha' AND frequency > 0"
        )
    }
    words = int(conn.execute("SELECT COALESCE(SUM(frequency), 0) FROM words").fetchone()[0])
    return Frequencies(counts, words, name)


def wordfreq_frequencies(language: str = "es") -> Frequencies:
    """wordfreq's list for ``language`` read as :data:`WORDFREQ_SIZE` words."""
    import wordfreq  # its data loads in ~0.4 s: only when asked for

    try:
        shares = wordfreq.get_frequency_dict(language, "large")
    except LookupError as error:
        raise KeynessError(f"wordfreq has no list for {language!r}: {error}") from None

    def fallback(form: str) -> float:
        # One token only: wordfreq estimates a phrase's frequency from its words', so
        # "el/los" would get nearly the frequency of "el".
        tokens = wordfreq.tokenize(form, language)
        return shares.get(tokens[0], 0.0) * WORDFREQ_SIZE if len(tokens) == 1 else 0.0

    return Frequencies(
        {form: share * WORDFREQ_SIZE for form, share in shares.items()},
        WORDFREQ_SIZE,
        f"wordfreq ({language})",
        min(shares.values()) * WORDFREQ_SIZE / 2,
        fallback,
    )


def reference_frequencies(reference: str, language: str = "es") -> Frequencies:
    """The reference named on the command line: ``wordfreq`` or a run folder (or its
    results file)."""
    if reference == WORDFREQ:
        return wordfreq_frequencies(language)
    from daweb.store.reading import ResultsError, open_results

    path = Path(reference)
    path = path if path.is_file() else path / "results.sqlite"
    try:
        conn = open_results(path)
    except ResultsError as error:
        raise KeynessError(f"{error}; the reference is a run folder or `wordfreq`") from None
    try:
        return run_frequencies(conn, path.parent.name)
    finally:
        conn.close()


def keywords(run: Frequencies, reference: Frequencies, minimum_ll: float = LL_P05) -> list[Keyword]:
    """Every word of ``run`` with its keyness against ``reference``, positive keywords
    first by falling log ratio, then negative ones by rising log ratio (the most
    under-used first), among those with a log-likelihood of at least ``minimum_ll``.

    Words of the reference the run lacks are not listed: among a general list's 342,000
    forms nearly all are absent from any one run, and saying so teaches little.
    """
    if not run.words or not reference.words:
        return []
    found = []
    for form, a in run.counts.items():
        b = reference.count(form)
        ll = log_likelihood(a, b, run.words, reference.words)
        if ll >= minimum_ll:
            found.append(
                Keyword(form, a, b, ll, log_ratio(a, b, run.words, reference.words, reference.zero))
            )
    found.sort(key=lambda k: (not k.positive, -abs(k.log_ratio), -k.log_likelihood, k.form))
    return found


def keyword_rows(
    found: Iterable[Keyword], run: Frequencies, reference: Frequencies
) -> list[tuple[str, int, float, float, float, float, float, str]]:
    """Rows for a table: form, frequency, per million in the run, frequency and per million
    in the reference, log-likelihood, log ratio, and the sign (:attr:`Keyword.sign`)."""
    run_pm, ref_pm = 1e6 / max(1, run.words), 1e6 / max(1, reference.words)
    return [
        (
            k.form,
            k.frequency,
            round(k.frequency * run_pm, 2),
            round(k.reference, 2),
            round(k.reference * ref_pm, 2),
            round(k.log_likelihood, 2),
            round(k.log_ratio, 2),
            k.sign,
        )
        for k in found
    ]
