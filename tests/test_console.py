"""The terminal side of a run: the progress line on a real terminal (a pty) and the summary."""

import io
import os
import pty

from daweb.console import ERASE_TO_END, ProgressLine, print_summary
from daweb.events import CrawlProgress, RunFinished


def _read_all(fd: int) -> str:
    """Everything written to the pty so far (the slave end is closed first)."""
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO once the slave end is closed and drained
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks).decode("utf-8")


def test_a_shorter_line_on_a_terminal_leaves_nothing_of_the_longer_one():
    master, slave = pty.openpty()
    with os.fdopen(slave, "w", encoding="utf-8") as terminal:
        progress = ProgressLine(terminal, interval=0.01)
        progress(CrawlProgress(accessed=2, pending=12_500, obtained=2, failed=0))
        progress.start()
        progress.stop()
        progress(CrawlProgress(accessed=3, pending=9, obtained=3, failed=0))
        progress.stop()  # draws the final line again, now shorter
    drawn = _read_all(master)
    os.close(master)
    redraws = [part for part in drawn.split("\r") if part.strip()]
    assert redraws and all(part.rstrip("\r\n").endswith(ERASE_TO_END) for part in redraws)
    assert "pending 12,500" in drawn and "pending 9 ·" in drawn


def test_summary_numbers_have_thousands_separators_and_a_stopped_run_says_what_is_kept():
    out = io.StringIO()
    counts = {"pages": 1_204, "tokens": 174_285, "types": 17_870, "unrecognized": 9_990,
              "not_obtained": 3}
    counts |= {"duplicates": 1_500, "new_pages": 2_000, "changed_pages": 3, "new_words": 4_321}
    top = {"top_segments": [("de la", 12_345)], "top_unrecognized": [("debian", 1_965)]}
    print_summary(RunFinished("/tmp/r", "stopped-downloads", {"counts": counts, **top}), out)
    text = out.getvalue()
    assert "Run stopped-downloads: /tmp/r" in text
    assert "every page already fetched or read was analyzed and is kept" in text
    assert "pages analyzed: 1,204   words: 174,285   distinct words: 17,870" in text
    assert "«de la» (12,345)" in text and "debian (1,965)" in text
    assert "not counted again): 1,500" in text and "2,000 new pages" in text
    assert "4,321 words never seen" in text
    out = io.StringIO()
    print_summary(RunFinished("/tmp/r", "finished-early", {"counts": counts}), out)
    assert "the pages analyzed so far are kept" in out.getvalue()


def test_summary_lists_the_triaged_candidates_and_counts_what_was_set_aside():
    out = io.StringIO()
    summary = {"counts": {"pages": 2}, "top_unrecognized": [("debian", 1_965), ("selfie", 3)],
               "top_candidates": [("selfie", 3)],
               "triage": [("likely foreign", 4_512), ("proper-noun candidate", 3_028)],
               "non_words": [("url", 1_985), ("email", 244)],
               "other_languages": [("en", 12_485)]}
    print_summary(RunFinished("/tmp/r", "completed", summary), out)
    text = out.getvalue()
    assert "neologism candidates: selfie (3)" in text and "debian" not in text
    assert "by triage: likely foreign 4,512, proper-noun candidate 3,028" in text
    assert "non-words (distinct forms): url 1,985, email 244" in text
    assert "other languages (words left out): en 12,485" in text
