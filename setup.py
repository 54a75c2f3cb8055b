"""The compiled part of DAWeb, built by ``pip install`` (everything else is in pyproject.toml).

``analyzers/decisions.pyx``: the reading in context's left-to-right decisions (issue 21).
"""

from Cython.Build import cythonize
from setuptools import Extension, setup

setup(ext_modules=cythonize([Extension("analyzers.decisions", ["analyzers/decisions.pyx"])]))
