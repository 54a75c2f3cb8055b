"""Morphological recognizer (paper §2.2.3). Being written: see the analysis issue."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Analysis:
    """One context-free analysis of a form: lemma, UD UPOS category, features, source."""

    lemma: str
    pos: str
    features: str = ""  # UD FEATS style, e.g. "Gender=Fem|Number=Plur"; "" when unknown
    source: str = ""  # which lexical source gave it: closed, spacy, simplemma, apertium, user
