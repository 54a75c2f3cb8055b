"""``python -m daweb`` is the same as the ``daweb`` command."""

from daweb.cli import command

raise SystemExit(command())
