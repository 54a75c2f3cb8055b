"""Document analysis module (paper §2.2): extraction, words, morphology, segments, counts."""
