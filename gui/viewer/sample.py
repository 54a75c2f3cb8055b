"""A small, real run folder for trying the viewer (and for its tests and screenshots).

The results file is written by the real :class:`daweb.store.writer.ResultsWriter`, so it has the
real schema, indexes and run-level tables; only the analysis is canned (a tiny lexicon).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from analyzers.disambiguation import Disambiguator, Model, model_path
from analyzers.document import ALNUM, ALPHA, DocumentResult, Occurrence
from analyzers.morphology import Analysis
from daweb.events import Cause, Incident, Outcome
from daweb.store.writer import ResultsWriter

LEXICON: dict[str, tuple[Analysis, ...]] = {
    "el": (Analysis("el", "DET"),),
    "la": (Analysis("el", "DET"), Analysis("él", "PRON")),
    "de": (Analysis("de", "ADP"),),
    "canto": (Analysis("cantar", "VERB"), Analysis("canto", "NOUN")),
    "casa": (Analysis("casa", "NOUN"), Analysis("casar", "VERB")),
    "casas": (Analysis("casa", "NOUN"), Analysis("casar", "VERB")),
    "nueva": (Analysis("nuevo", "ADJ"),),
    "web": (Analysis("web", "NOUN"),),
}

#: The shipped model reads the canned analyses in context, as a run's analyzer does.
_DISAMBIGUATOR = Disambiguator(Model.load(model_path("es")))

#: (url, text) of each page; words not in LEXICON are unrecognized.
PAGES: list[tuple[str, str]] = [
    ("https://a.es/", "el canto de la casa webcómic el canto de la casa nueva"),
    ("https://a.es/2", "las casas de la web covid19 webcómic de la casa"),
    ("https://a.es/3", "la casa de la web nueva de la web el canto ONU"),
    ("https://b.es/", "casa casa casa de de nanoesporas el webcómic"),
]

TRIAGE = {"webcómic": "plain candidate", "covid19": "contains digits", "onu": "acronym",
          "nanoesporas": "likely typo: nanosporas", "las": "plain candidate"}


def _result(url: str, text: str) -> DocumentResult:
    """A DocumentResult for ``text``, with KWIC contexts cut from the text itself."""
    written = text.split()
    tokens = [w.lower() for w in written]
    words = Counter(tokens)
    kinds = {k: ALNUM if any(c.isdigit() for c in k) else ALPHA for k in words}
    analyses = {k: LEXICON.get(k, ()) for k in words}
    occurrences = []
    offset = 0
    for i, (form, key) in enumerate(zip(written, tokens, strict=True)):
        if not analyses[key]:
            occurrences.append(Occurrence(
                form=form, key=key, kind=kinds[key], offset=offset,
                left=" ".join(written[max(0, i - 4):i]),
                right=" ".join(written[i + 1:i + 5]), sentence_start=i == 0))
        offset += len(form) + 1
    half = len(tokens) // 2
    seen: set[str] = set()
    profile = []
    for chunk in (tokens[:half], tokens[half:]):
        new = sum(1 for t in chunk if t not in seen and not seen.add(t))
        profile.append((new, len(chunk)))
    segments = Counter(" ".join(tokens[i:i + 2]) for i in range(len(tokens) - 1))
    return DocumentResult(url=url, title=f"Page {url}", tokens=len(tokens), types=len(words),
                          words=dict(words), kinds=kinds, analyses=analyses,
                          unrecognized=tuple(occurrences), segments=dict(segments),
                          profile=tuple(profile), text_chars=len(text),
                          readings=_DISAMBIGUATOR.counts(
                              tokens, {k: a for k, a in analyses.items() if kinds[k] == ALPHA},
                              words))


def write_sample_run(folder: Path, pages: list[tuple[str, str]] | None = None,
                     start_addresses: dict[str, str] | None = None,
                     run_info: dict[str, object] | None = None) -> Path:
    """Write a run folder (``results.sqlite`` and ``run.json``) into ``folder``; return it.

    ``start_addresses`` ({address: output file}) are the project's, also those that give
    no page; ``run_info`` is merged into ``run.json``.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    writer = ResultsWriter(folder / "results.sqlite", start_addresses,
                           min_segment_frequency=2)
    for url, text in pages or PAGES:
        start = url.split("/", 3)[0] + "//" + url.split("/", 3)[2] + "/"
        writer.add_page({"url": url, "final_url": url, "start_url": start, "status": 200,
                         "charset": "utf-8", "bytes": len(text),
                         "fetched_at": "2026-01-01T00:00:00+00:00"}, _result(url, text))
    writer.add_incidents([
        Incident("https://a.es/", "https://a.es/", Outcome.OBTAINED, Cause.OK, 200, 1, 900),
        Incident("https://a.es/missing", "https://a.es/", Outcome.NOT_OBTAINED,
                 Cause.HTTP_STATUS, 404, 1, 120, 0.1, "404 Not Found"),
        Incident("https://c.es/", "https://c.es/", Outcome.NOT_OBTAINED,
                 Cause.SERVER_NOT_FOUND, None, 2, 0, 0.2, "name not found"),
    ])
    writer.set_triage({k: v for k, v in TRIAGE.items()})
    writer.close()
    (folder / "run.json").write_text(json.dumps({"status": "finished", **(run_info or {})}),
                                     encoding="utf-8")
    return folder
