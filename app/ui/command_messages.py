"""The message table's sentences for the commands without a window (`reuse-desk sync`,
`import`, `report`, `photos`): the lines they word themselves (a dry run's total, the
closing figures, import's columns, the photo groups, report's errors) and their `--help`.
`message_table` merges them into its KINDS; marked under its translation context
"Messages", like the table's own. The core prints them through the `describe` it is handed,
so it says codes and this layer says the sentences.

ARGPARSE holds the few words argparse itself prints ("usage:", "options", its error lines),
under the context "argparse": `app.cli` hands argparse their Dutch while it parses.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP

COMMAND_KINDS: Final[dict[str, object]] = {
    # `reuse-desk sync` (app/sync_command.py)
    "sync.command.local_would_take": QT_TRANSLATE_NOOP(
        "Messages", "{count} drafts made before any connection would be taken:"
    ),
    "sync.command.local_waiting": QT_TRANSLATE_NOOP(
        "Messages",
        "{count} drafts made before any connection wait in the local store and are not sent:",
    ),
    "sync.command.local_hint": QT_TRANSLATE_NOOP(
        "Messages",
        "If they belong to {environment}, send them with --take-local; otherwise connect in"
        " the window to the environment they belong to.",
    ),
    # the steps a dry run lists for a record (app.sync.outbox.StepKind)
    "sync.command.step.create": QT_TRANSLATE_NOOP("Messages", "create"),
    "sync.command.step.update": QT_TRANSLATE_NOOP("Messages", "update"),
    "sync.command.step.upload": QT_TRANSLATE_NOOP("Messages", "upload"),
    "sync.command.step.remove": QT_TRANSLATE_NOOP("Messages", "remove"),
    "sync.command.step.archive": QT_TRANSLATE_NOOP("Messages", "archive"),
    "sync.command.dry_run": QT_TRANSLATE_NOOP(
        "Messages", "Dry run: {count} records would be sent. Nothing was sent or changed."
    ),
    "sync.command.dry_run_taken": QT_TRANSLATE_NOOP(
        "Messages",
        "Dry run: {count} records would be sent, and {taken} drafts taken from the local"
        " store. Nothing was sent or changed.",
    ),
    "sync.command.in_conflict": QT_TRANSLATE_NOOP(
        "Messages", "in conflict; settle it in the window"
    ),
    "sync.command.needs_attention": QT_TRANSLATE_NOOP("Messages", "needs attention"),
    "sync.command.unreachable": QT_TRANSLATE_NOOP(
        "Messages", "Could not reach the service or sign in. {reason}"
    ),
    "sync.command.cancelled": QT_TRANSLATE_NOOP("Messages", "Cancelled; the rest stays queued."),
    "sync.command.figures": QT_TRANSLATE_NOOP("Messages", "Records: {figures}."),
    "sync.command.figure.sent_now": QT_TRANSLATE_NOOP("Messages", "sent now {count}"),
    "sync.command.figure.synced": QT_TRANSLATE_NOOP("Messages", "synced {count}"),
    "sync.command.figure.waiting": QT_TRANSLATE_NOOP("Messages", "waiting {count}"),
    "sync.command.figure.need_attention": QT_TRANSLATE_NOOP("Messages", "need attention {count}"),
    "sync.command.figure.in_conflict": QT_TRANSLATE_NOOP("Messages", "in conflict {count}"),
    "sync.command.figure.handed_over": QT_TRANSLATE_NOOP("Messages", "handed over {count}"),
    "sync.command.figure.not_queued": QT_TRANSLATE_NOOP("Messages", "not queued {count}"),
    "sync.command.figure.local": QT_TRANSLATE_NOOP(
        "Messages", "made before any connection {count}"
    ),
    "sync.command.unreadable": QT_TRANSLATE_NOOP(
        "Messages", "{count} items of the server's lists could not be read."
    ),
    # `reuse-desk import` (app/inventory/headless.py)
    "inventory.command.importing": QT_TRANSLATE_NOOP("Messages", "Importing into {environment}"),
    "inventory.command.importing_local": QT_TRANSLATE_NOOP(
        "Messages", "Importing into the local store"
    ),
    "inventory.command.again": QT_TRANSLATE_NOOP(
        "Messages", "Give --again to import it once more."
    ),
    "inventory.command.header_row": QT_TRANSLATE_NOOP(
        "Messages", "Header: row {row} (another with --header-row N)"
    ),
    "inventory.command.title": QT_TRANSLATE_NOOP(
        "Messages", "Title: {title} (kept as the import's note; --note to change)"
    ),
    "inventory.command.totals": QT_TRANSLATE_NOOP("Messages", "Totals, not imported: row {rows}"),
    "inventory.command.columns": QT_TRANSLATE_NOOP("Messages", "Columns:"),
    "inventory.command.column_number": QT_TRANSLATE_NOOP("Messages", "column {number}"),
    "inventory.command.column_skipped": QT_TRANSLATE_NOOP("Messages", "(not imported)"),
    "inventory.command.column_unit": QT_TRANSLATE_NOOP("Messages", "in {unit}"),
    # A field's label in the command's language: the core hands in both (app.inventory.columns
    # has them), and each catalogue picks its own.
    "inventory.command.field": QT_TRANSLATE_NOOP("Messages", "{en}"),
    "inventory.command.all_rows": QT_TRANSLATE_NOOP("Messages", "all rows, {field}: {said}"),
    "inventory.command.row": QT_TRANSLATE_NOOP("Messages", "row {number}, {column}: {said}"),
    "inventory.command.allowed": QT_TRANSLATE_NOOP("Messages", "Allowed: {values}."),
    "inventory.command.photo_missing": QT_TRANSLATE_NOOP("Messages", "{name} not found"),
    "inventory.command.dry_run": QT_TRANSLATE_NOOP(
        "Messages",
        "Dry run: {rows} rows can be imported, {photos} photos found; {invalid} rows have"
        " problems. Nothing was written.",
    ),
    # `reuse-desk photos` (app/photos/headless.py)
    "photos.command.reading": QT_TRANSLATE_NOOP(
        "Messages", "Reading {count} pictures for {environment}"
    ),
    "photos.command.reading_local": QT_TRANSLATE_NOOP(
        "Messages", "Reading {count} pictures for the local store"
    ),
    "photos.command.read": QT_TRANSLATE_NOOP("Messages", "{done} of {total} read"),
    "photos.command.group": QT_TRANSLATE_NOOP(
        "Messages", "Group {number}: {title} ({reference}, {environment})"
    ),
    "photos.command.no_name": QT_TRANSLATE_NOOP("Messages", "(no name)"),
    "photos.command.label_picture": QT_TRANSLATE_NOOP("Messages", "{name} (label)"),
    "photos.command.unassigned": QT_TRANSLATE_NOOP("Messages", "Unassigned:"),
    "photos.command.not_again": QT_TRANSLATE_NOOP("Messages", "Not attached again:"),
    "photos.command.dry_run": QT_TRANSLATE_NOOP(
        "Messages",
        "Dry run: {pictures} pictures can be attached to {records} records; {unassigned}"
        " unassigned. Nothing was attached.",
    ),
    "photos.command.attached": QT_TRANSLATE_NOOP(
        "Messages",
        "Attached {pictures} pictures to {records} records; {unassigned} unassigned. The"
        " service's records get theirs with the next sync.",
    ),
    # `reuse-desk report` (app/report/headless.py, app/cli.py)
    "report.command.annex_not_xlsx": QT_TRANSLATE_NOOP(
        "Messages", "--annex: the annex is an .xlsx file"
    ),
    "report.command.unopened": QT_TRANSLATE_NOOP(
        "Messages", "The data folder cannot be opened: {reason}"
    ),
    "report.command.unreadable": QT_TRANSLATE_NOOP(
        "Messages", "The data folder cannot be read: {reason}"
    ),
    "report.command.unknown_project": QT_TRANSLATE_NOOP(
        "Messages",
        "Nothing is known here of project {project}: it is not in the offline list and no"
        " product names it. Project numbers of products here: {known}.",
    ),
    "report.command.no_projects": QT_TRANSLATE_NOOP("Messages", "none"),
    "report.command.unwritable": QT_TRANSLATE_NOOP(
        "Messages", "The report cannot be written to {path}: {reason}"
    ),
    "report.command.written": QT_TRANSLATE_NOOP(
        "Messages", "{path}: {pages} pages, {products} products ({drafts} not yet sent)."
    ),
    "report.command.warning": QT_TRANSLATE_NOOP("Messages", "warning: {said}"),
    "report.command.annex_unwritable": QT_TRANSLATE_NOOP(
        "Messages", "The annex cannot be written to {path}: {said}"
    ),
    "report.command.annex_written": QT_TRANSLATE_NOOP(
        "Messages", "{path}: the catalogue of the same products."
    ),
}

# `--help` of every command (app/cli.py). argparse fills `%(...)s` in help texts: none here.
HELP_KINDS: Final[dict[str, object]] = {
    "help.description": QT_TRANSLATE_NOOP(
        "Messages", "{app}: catalogue reusable building materials, offline first."
    ),
    "help.self_test": QT_TRANSLATE_NOOP(
        "Messages",
        "open the window, talk to the embedded sandbox, sync one draft, and exit 0 on success",
    ),
    "help.commands": QT_TRANSLATE_NOOP("Messages", "commands"),
    "help.commands_help": QT_TRANSLATE_NOOP(
        "Messages",
        "without a command the window opens (exit code 4 when there is no display, the display"
        " does not answer or a system library it needs is missing; the message says which,"
        " and names the package to install)",
    ),
    "help.sync": QT_TRANSLATE_NOOP(
        "Messages", "send all queued work to the service, without a window"
    ),
    "help.sync.description": QT_TRANSLATE_NOOP(
        "Messages",
        "Send all queued work of one environment to the service, without a window; records"
        " that need you are named. Drafts made before any connection are named and stay in"
        " the local store unless --take-local says they belong to this environment.",
    ),
    "help.sync.take_local": QT_TRANSLATE_NOOP(
        "Messages",
        "the drafts made before any connection belong to this environment: take them from the"
        " local store and send them (the question the window asks)",
    ),
    "help.sync.dry_run": QT_TRANSLATE_NOOP(
        "Messages",
        "list what would be sent, record by record, without sending or changing anything"
        " (exit code 1 while drafts made before any connection are not taken)",
    ),
    "help.data_dir": QT_TRANSLATE_NOOP(
        "Messages", "keep the database, attachments, settings and logs in DIR (portable, tests)"
    ),
    "help.sandbox": QT_TRANSLATE_NOOP(
        "Messages", "start the embedded sandbox with demo data and connect to it"
    ),
    "help.sync.sandbox": QT_TRANSLATE_NOOP(
        "Messages", "send to the embedded sandbox (its data is kept in the data folder)"
    ),
    "help.env": QT_TRANSLATE_NOOP(
        "Messages",
        "work on the environment NAME, a profile set up in the window, and its own drafts and"
        " catalogue (default: the one last connected to)",
    ),
    "help.import": QT_TRANSLATE_NOOP(
        "Messages", "import an inventory spreadsheet as product drafts, without a window"
    ),
    "help.import.description": QT_TRANSLATE_NOOP(
        "Messages",
        "Import the rows of an inventory (.xlsx, .xls, .ods or .csv) as product drafts, all"
        " or nothing: rows with problems are named, and nothing is imported unless"
        " --skip-invalid. A file imported before (the same content, under any name) is"
        " refused with exit code 1, saying when and how many drafts it made, unless --again.",
    ),
    "help.import.file": QT_TRANSLATE_NOOP("Messages", "the inventory to import"),
    "help.import.sheet": QT_TRANSLATE_NOOP(
        "Messages", "the workbook's sheet to import (default: the first)"
    ),
    "help.import.project": QT_TRANSLATE_NOOP(
        "Messages", "the project number of rows whose own project number is empty"
    ),
    "help.import.photos": QT_TRANSLATE_NOOP(
        "Messages",
        "attach photos from DIR: by the photo column's file names, else by the row's name",
    ),
    "help.import.header_row": QT_TRANSLATE_NOOP(
        "Messages",
        "the header is row N (default: the first row under any title block that reads as a header)",
    ),
    "help.import.set": QT_TRANSLATE_NOOP(
        "Messages",
        "give every row this value (a mapped column's empty cells take it); FIELD by wire name"
        " or label, e.g. --set productCategory=Deuren --set Plaats=Utrecht",
    ),
    "help.import.note": QT_TRANSLATE_NOOP(
        "Messages", "the import's note, shown with it (default: the title block above the header)"
    ),
    "help.import.queue": QT_TRANSLATE_NOOP(
        "Messages", "queue the drafts for sending (as Ctrl+Enter does)"
    ),
    "help.import.dry_run": QT_TRANSLATE_NOOP(
        "Messages", "read, map and check every row, print what would be imported, write nothing"
    ),
    "help.import.again": QT_TRANSLATE_NOOP(
        "Messages",
        "import the file even when a file of the same content was imported before (and not"
        " undone): its rows become drafts once more",
    ),
    "help.import.skip_invalid": QT_TRANSLATE_NOOP(
        "Messages",
        "import the valid rows and leave out the rows with problems (exit code still 1)",
    ),
    "help.report": QT_TRANSLATE_NOOP(
        "Messages", "write a project's report (PDF) from the local store, without a window"
    ),
    "help.report.description": QT_TRANSLATE_NOOP(
        "Messages",
        "Write the report of a project (cover, summary, catalogue with photos and label QR"
        " codes) as an A4 PDF, from what this computer holds.",
    ),
    "help.report.project": QT_TRANSLATE_NOOP("Messages", "the project's number"),
    "help.report.out": QT_TRANSLATE_NOOP("Messages", "where the PDF is written"),
    "help.report.lang": QT_TRANSLATE_NOOP("Messages", "the report's language (default: nl)"),
    "help.report.annex": QT_TRANSLATE_NOOP("Messages", "also the products' catalogue export"),
    "help.photos": QT_TRANSLATE_NOOP(
        "Messages", "attach a camera card's pictures to the records whose labels they show"
    ),
    "help.photos.description": QT_TRANSLATE_NOOP(
        "Messages",
        "Read every picture in FOLDER (and its folders): its capture time and the Reuse Desk"
        " labels in it. Each label picture starts a group with the pictures after it, until"
        " the next label or a pause; the groups' pictures are attached to the labels' records"
        " (the label pictures themselves only with --label-pictures). The pictures left"
        " unassigned are named with their reasons.",
    ),
    "help.photos.folder": QT_TRANSLATE_NOOP("Messages", "the card's or phone's folder"),
    "help.photos.pause": QT_TRANSLATE_NOOP(
        "Messages",
        "a pause longer than this between two pictures ends a label's group (default: {minutes})",
    ),
    "help.photos.label_pictures": QT_TRANSLATE_NOOP("Messages", "attach the label pictures too"),
    "help.photos.inventory": QT_TRANSLATE_NOOP(
        "Messages",
        "an imported inventory: the pictures its photo column names go to its rows' drafts",
    ),
    "help.photos.sheet": QT_TRANSLATE_NOOP(
        "Messages", "the inventory's sheet (default: the first)"
    ),
    "help.photos.dry_run": QT_TRANSLATE_NOOP(
        "Messages", "print the groups and reasons, attach nothing"
    ),
    # argparse's own text for --version, which its version action does not translate
    "help.version": QT_TRANSLATE_NOOP("Messages", "show program's version number and exit"),
    "help.photos.env": QT_TRANSLATE_NOOP(
        "Messages",
        "the environment whose records take the pictures (default: the one last connected to)",
    ),
}

# The exit codes' table in `--help`. Its English is at home in app/exit_codes.py (the README
# shows it, every layer returns its codes); written again here only so that lupdate finds the
# texts to translate (it reads literals in app/ui alone). tests/test_cli_language.py holds
# the two alike.
EXIT_KINDS: Final[dict[str, object]] = {
    "exit_code.heading": QT_TRANSLATE_NOOP("Messages", "exit codes (the same for every command):"),
    "exit_code.0": QT_TRANSLATE_NOOP(
        "Messages",
        "done: nothing queued was left behind (sync), every row imported (import), the report"
        " written (report), every picture assigned and attached (photos), the self-test passed",
    ),
    "exit_code.1": QT_TRANSLATE_NOOP(
        "Messages",
        "work is left for you: records queued, needing attention or in conflict, drafts made"
        " before any connection and not taken, another sync of the same data folder still"
        " running after a minute (sync; each is named), rows with problems or a"
        " file imported before, without --again (import), a project unknown here, or a report"
        " written with warnings of odd values (report; each is named), pictures left"
        " unassigned (photos; each is named), the self-test failed",
    ),
    "exit_code.2": QT_TRANSLATE_NOOP(
        "Messages",
        "what the command was told to use cannot be used: the service (out of reach, or it"
        " refused the sign-in), the environment (none set up, or none of that name), a file"
        " (it cannot be read or written), or the command line itself",
    ),
    "exit_code.3": QT_TRANSLATE_NOOP("Messages", "the data folder cannot be opened or written"),
    "exit_code.4": QT_TRANSLATE_NOOP(
        "Messages",
        "the window cannot start: no display is set, the display does not answer, or a system"
        " library it needs is missing (the message says which, and names the package to"
        " install)",
    ),
    "exit_code.5": QT_TRANSLATE_NOOP("Messages", "the self-test did not end within its time limit"),
}

ARGPARSE_CONTEXT: Final = "argparse"

# The words argparse prints itself (Python's Lib/argparse.py, through its `_` and
# `ngettext`), as its source has them: a text argparse words otherwise stays English.
ARGPARSE: Final[tuple[object, ...]] = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
)
