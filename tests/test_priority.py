"""Tests for daweb.priority: a helper process lowers its own priority, never the run's."""

from __future__ import annotations

import multiprocessing
import os

from daweb import priority
from daweb.priority import HELPER_NICENESS, yield_to_the_run


def _niceness_after_yielding(answers: multiprocessing.Queue) -> None:
    yield_to_the_run()
    answers.put(os.getpriority(os.PRIO_PROCESS, 0))


def test_a_helper_runs_lower_than_the_process_that_started_it():
    before = os.getpriority(os.PRIO_PROCESS, 0)
    context = multiprocessing.get_context("spawn")
    answers = context.Queue()
    child = context.Process(target=_niceness_after_yielding, args=(answers,))
    child.start()
    try:
        assert answers.get(timeout=60) == min(19, before + HELPER_NICENESS)
    finally:
        child.join(timeout=30)
    assert os.getpriority(os.PRIO_PROCESS, 0) == before  # the run's own is untouched


def test_a_system_that_refuses_leaves_the_helper_as_it_is(monkeypatch):
    def refused(increment: int) -> int:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(priority.os, "nice", refused)
    yield_to_the_run()  # no error: the helper runs at the run's priority
    monkeypatch.delattr(priority.os, "nice")  # no nice at all (Windows)
    yield_to_the_run()
