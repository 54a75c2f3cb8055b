"""A run as a composition (paper figure 1): a feeder fills a bounded queue, the analyzer
takes each page through an ordered list of steps, an event bus tells the listeners.

- :mod:`daweb.run.engine` — :class:`Run`: the run folder, the feeder's thread, the analyzer
  loop, the commands (*Parar descargas*, *Finalizar*), ``run.json``.
- :mod:`daweb.run.feeders` — the :class:`~daweb.run.feeders.Feeder` protocol and the run's
  :class:`~daweb.run.feeders.Source` (crawl, local files).
- :mod:`daweb.run.steps` — a page's steps: snapshot → prepare → analyze → changes →
  duplicates → write → tell.
- :mod:`daweb.run.bus` — the event bus, which reports a listener's error and goes on.
- :mod:`daweb.run.reanalysis` — a run over another run's snapshots.
- :mod:`daweb.run.cluster` — a run over web archives analyzed on Dask workers.
- :mod:`daweb.run.triage` — the triage of the unrecognized forms at the end.
"""

from daweb.run.engine import Run

__all__ = ["Run"]
