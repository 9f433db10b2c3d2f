"""What the exit code of every `reuse-desk` command says: the one table, for scripts and
scheduled tasks. `--help` and the README show `TABLE`; each command returns a member.

One meaning per number whichever command exits with it, so a script can tell "nothing left
to do" (0) from "work left for a person" (1), from "something the command was told to use
cannot be used" (2), from "the data folder cannot be opened" (3). Plain Python, imported by
every layer.
"""

from __future__ import annotations

import enum
import textwrap
from collections.abc import Mapping


class ExitCode(enum.IntEnum):
    DONE = 0
    LEFT_FOR_YOU = 1
    NOT_USABLE = 2  # argparse's own code for a command line it cannot read, too
    DATA_FOLDER = 3
    # Not 134 (Qt's abort): nothing crashed; no display, or the system lacks a package.
    NO_WINDOW = 4
    MISSING_LIBRARIES = 4  # its earlier name
    HUNG = 5


# The order of the table; what each code means for each command.
MEANINGS: dict[ExitCode, str] = {
    ExitCode.DONE: "done: nothing queued was left behind (sync), every row imported (import),"
    " the report written (report), every picture assigned and attached (photos), the"
    " self-test passed",
    ExitCode.LEFT_FOR_YOU: "work is left for you: records queued, needing attention or in"
    " conflict, drafts made before any connection and not taken, another sync of the same"
    " data folder still running after a minute (sync; each is named), rows with problems or"
    " a file imported before, without --again (import), a project"
    " unknown here, or a report written with warnings of odd values (report; each is"
    " named), pictures left unassigned (photos; each is named), the self-test failed",
    ExitCode.NOT_USABLE: "what the command was told to use cannot be used: the service (out of"
    " reach, or it refused the sign-in), the environment (none set up, or none of that"
    " name), a file (it cannot be read or written), or the command line itself",
    ExitCode.DATA_FOLDER: "the data folder cannot be opened or written",
    ExitCode.NO_WINDOW: "the window cannot start: no display is set, the display does not"
    " answer, or a system library it needs is missing (the message says which, and names the"
    " package to install)",
    ExitCode.HUNG: "the self-test did not end within its time limit",
}

HEADING = "exit codes (the same for every command):"


class Table(str):
    """The table as it is laid out: `--help` shows it unwrapped (argparse would run its lines
    together)."""


def table(meanings: Mapping[ExitCode, str] = MEANINGS, heading: str = HEADING) -> Table:
    """The table, wrapped here; `meanings` and `heading` in another language for a command's
    `--help` (app/cli.py: the message table words them)."""
    return Table(
        heading
        + "\n"
        + "\n".join(
            textwrap.fill(
                meaning,
                79,
                initial_indent=f"  {int(code)}  ",
                subsequent_indent=" " * 5,
                break_on_hyphens=False,
            )
            for code, meaning in meanings.items()
        )
    )


TABLE = table()
