"""The run's event bus: every listener gets every event; one that raises is reported."""

from __future__ import annotations

import logging
import threading

from daweb.events import CrawlProgress, DocumentAnalyzed
from daweb.run.bus import KEPT_ERRORS, EventBus


def test_every_listener_gets_every_event_in_order():
    first: list[object] = []
    second: list[object] = []
    bus = EventBus(first.append)
    bus.subscribe(second.append)
    events = [CrawlProgress(1, 2, 1, 0), DocumentAnalyzed("http://x/", "t", 3, 1, 0)]
    for event in events:
        bus.send(event)
    assert first == second == events
    assert bus.error_count == 0 and bus.errors == []


def test_a_listener_that_raises_is_reported_and_the_others_still_listen(caplog):
    got: list[object] = []

    def broken(event: object) -> None:
        raise ZeroDivisionError("a widget divided by zero")

    bus = EventBus(broken, got.append)
    event = CrawlProgress(1, 0, 1, 0)
    with caplog.at_level(logging.ERROR, logger="daweb.run.bus"):
        bus.send(event)  # does not raise
    assert got == [event]
    assert bus.errors == [f"{broken.__qualname__} on CrawlProgress: "
                          "ZeroDivisionError: a widget divided by zero"]
    [record] = caplog.records
    assert record.exc_info is not None and "a widget divided by zero" in record.getMessage()


def test_errors_are_counted_from_every_thread_and_the_first_ones_kept():
    def broken(event: object) -> None:
        raise RuntimeError(f"event {event}")

    bus = EventBus(broken)
    logging.getLogger("daweb.run.bus").disabled = True  # 400 tracebacks say nothing more
    try:
        threads = [threading.Thread(target=lambda: [bus.send(n) for n in range(100)])
                   for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        logging.getLogger("daweb.run.bus").disabled = False
    assert bus.error_count == 400
    assert len(bus.errors) == KEPT_ERRORS
