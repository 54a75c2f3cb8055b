"""The run folder's database — the paper's "resultados" (§2.2.5, figure 8).

:mod:`~daweb.store.schema` is the one table registry (DDL, indexes, export order, viewer
labels); :mod:`~daweb.store.writer` writes a run's ``results.sqlite`` page by page (its
pages committed by :mod:`~daweb.store.committer`'s process during a run) and
:mod:`~daweb.store.run_tables` derives its run-level tables; :mod:`~daweb.store.reading`
and :mod:`~daweb.store.connection` read it (read-only); :mod:`~daweb.store.atomic` is the
one way a file is replaced whole. No other module creates a table or opens a run's
database by hand.
"""
