"""A project's neology observatory (docs/neology.md): candidates reviewed once, followed
across runs, and the lexicon that learns from the review.

* :mod:`daweb.neology.database` — the project's neology database beside its runs, updated
  at the end of every run and rebuildable from the run folders;
* :mod:`daweb.neology.review` — review decisions (pending / accepted / rejected), bulk
  review and undo; a rejected *known word* goes into a lexicon;
* :mod:`daweb.neology.lexicon` — the project's and the user's lexicons the recognizer reads;
* :mod:`daweb.neology.follow` — candidates over time: dated curves, "new since", "rising",
  "gone quiet", counts per run, and the exports;
* :mod:`daweb.cli.neology` — ``daweb neology`` and ``daweb review``.

The review vocabulary is defined here, where the command line's parser reads it without
loading the database code.
"""

PENDING, ACCEPTED, REJECTED = "pending", "accepted", "rejected"
STATUSES = (PENDING, ACCEPTED, REJECTED)
#: Types of an accepted neologism (the word-formation process that made it).
TYPES = ("prefixation", "suffixation", "compounding", "borrowing", "semantic", "other")
#: Reasons for rejecting a candidate.
REASONS = ("typo", "proper-noun", "foreign", "known-word", "non-word")
#: The lists ``daweb neology --list`` shows (daweb/neology/follow.py defines them).
LISTS = ("all", "new", "rising", "quiet")
