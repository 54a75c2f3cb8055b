"""The compiled part of DAWeb, built by ``pip install`` (everything else is in pyproject.toml).

``analyzers/tree_walk.pyx``: the extraction's walks of lexbor's tree (issue 21);
``analyzers/decisions.pyx``: the reading in context's left-to-right decisions and scores;
``analyzers/fingerprints.pyx``: a page's simhash summed (near duplicates);
``analyzers/language_model.pyx``: a block's language by py3langid's model, walked in C;
``analyzers/ngrams.pyx``: a page's word n-grams counted; ``analyzers/scanner.pyx``: the word
selector's common tokens found; ``daweb/store/pending_segments.pyx``: what a page changes in
the results writer's pending segments (issue 21).
"""

from Cython.Build import cythonize
from setuptools import Extension, setup

COMPILED = ("analyzers.tree_walk", "analyzers.decisions", "analyzers.fingerprints",
            "analyzers.language_model", "analyzers.ngrams", "analyzers.scanner",
            "daweb.store.pending_segments")

setup(ext_modules=cythonize([Extension(name, [name.replace(".", "/") + ".pyx"])
                             for name in COMPILED]))
