"""The compiled part of DAWeb, built by ``pip install`` (everything else is in pyproject.toml).

``analyzers/decisions.pyx``: the reading in context's left-to-right decisions and scores;
``analyzers/fingerprints.pyx``: a page's simhash summed (near duplicates);
``analyzers/language_model.pyx``: a block's language by py3langid's model, walked in C;
``analyzers/ngrams.pyx``: a page's word n-grams counted; ``analyzers/scanner.pyx``: the word
selector's common tokens found (issue 21).
"""

from Cython.Build import cythonize
from setuptools import Extension, setup

COMPILED = ("decisions", "fingerprints", "language_model", "ngrams", "scanner")

setup(ext_modules=cythonize([Extension(f"analyzers.{name}", [f"analyzers/{name}.pyx"])
                              for name in COMPILED]))
