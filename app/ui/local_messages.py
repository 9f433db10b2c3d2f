"""The message table's sentences for what happens on this computer: the store (app.store),
archives of drafts, exports and inventory imports. `message_table` merges them into its KINDS
and is the one way to say them (`describe`); they are marked under its translation context
"Messages", so the `.ts` catalogues hold them as the table's own.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP

LOCAL_KINDS: Final[dict[str, object]] = {
    # the store (app.store.errors) and archives of drafts
    "store.failed": QT_TRANSLATE_NOOP(
        "Messages", "Something went wrong while saving your work on this computer."
    ),
    "store.disk_full": QT_TRANSLATE_NOOP(
        "Messages",
        "The disk is full, so Reuse Desk cannot save your work. Free some space; what "
        "you filled in stays in the form.",
    ),
    "store.read_only": QT_TRANSLATE_NOOP(
        "Messages",
        "Reuse Desk may not write in its data folder. Check the permissions of that "
        "folder or choose another one with --data-dir.",
    ),
    "store.locked": QT_TRANSLATE_NOOP(
        "Messages",
        "The database is in use by another program, perhaps a second Reuse Desk. Close "
        "that program and try again.",
    ),
    "store.unavailable": QT_TRANSLATE_NOOP(
        "Messages",
        "The data folder of Reuse Desk cannot be reached. Check that the disk is "
        "connected and try again.",
    ),
    "store.too_new": QT_TRANSLATE_NOOP(
        "Messages",
        "Your data was saved by a newer version of Reuse Desk (database version "
        "{found}; this version knows up to {known}). Install the latest version; "
        "nothing in your data was changed.",
    ),
    "store.corrupt": QT_TRANSLATE_NOOP(
        "Messages",
        "The database of Reuse Desk is damaged. Close Reuse Desk and start it again; "
        "the database is then checked and put aside if need be.",
    ),
    "store.recovered": QT_TRANSLATE_NOOP(
        "Messages",
        "The database of Reuse Desk was damaged. The damaged file was kept as "
        "{moved_to} and Reuse Desk started with an empty database. Your attachments are"
        " still in the attachments folder.",
    ),
    "store.sync_running": QT_TRANSLATE_NOOP(
        "Messages",
        "Another sync of this data is running (a scheduled reuse-desk sync, perhaps). "
        "Nothing was sent twice; what waits goes with the next sync, after that one.",
    ),
    "store.draft_not_found": QT_TRANSLATE_NOOP(
        "Messages", "This draft no longer exists; perhaps it was deleted already."
    ),
    "store.draft_being_sent": QT_TRANSLATE_NOOP(
        "Messages", "This draft is being sent now and can only be deleted after that."
    ),
    "store.draft_maybe_sent": QT_TRANSLATE_NOOP(
        "Messages",
        "This draft may have reached the server already. Synchronise first; after that "
        "it can be deleted.",
    ),
    "draft.not_deletable_synced": QT_TRANSLATE_NOOP(
        "Messages", "This is the record as the service has it: there is no draft to delete."
    ),
    "store.undo_not_possible": QT_TRANSLATE_NOOP(
        "Messages", "This can no longer be undone: its records changed since."
    ),
    "store.draft_unsent": QT_TRANSLATE_NOOP(
        "Messages",
        "This draft has not been sent yet. Confirm that you want to discard it; the "
        "work will then be lost.",
    ),
    "store.duplicate_draft": QT_TRANSLATE_NOOP(
        "Messages",
        "There is a draft with changes for this record already. Open that draft to go on working.",
    ),
    "store.attachment_not_found": QT_TRANSLATE_NOOP(
        "Messages", "This attachment no longer exists; perhaps it was removed already."
    ),
    "store.file_unreadable": QT_TRANSLATE_NOOP(
        "Messages", "The file {name} cannot be read ({reason}). It was not added."
    ),
    "store.pin_too_long": QT_TRANSLATE_NOOP(
        "Messages",
        "This value is too long to pin (at most {limit} characters). It was not pinned; "
        "the record itself keeps it.",
    ),
    "store.too_many_pins": QT_TRANSLATE_NOOP(
        "Messages",
        "No more values can be pinned here (at most {limit}). Unpin one you no longer need, "
        "then pin this one.",
    ),
    "store.bug": QT_TRANSLATE_NOOP(
        "Messages",
        "Something went wrong in Reuse Desk itself while saving. Your work saved "
        "earlier is kept. Report this to the administrator.",
    ),
    "archive.failed": QT_TRANSLATE_NOOP("Messages", "The export file cannot be written or read."),
    # the catalogue's export to a spreadsheet (app.inventory.export)
    "export.not_writable": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} cannot be written here. Is the file open in another program? Close it, or "
        "choose another name or folder.",
    ),
    "export.no_folder": QT_TRANSLATE_NOOP(
        "Messages", "The folder {folder} does not exist (any more). Choose another folder."
    ),
    "export.disk_full": QT_TRANSLATE_NOOP(
        "Messages", "The disk is full, so {name} was not written. Free some space and try again."
    ),
    "export.failed": QT_TRANSLATE_NOOP(
        "Messages", "{name} could not be written. Nothing was exported; try another folder."
    ),
    "export.text_too_long": QT_TRANSLATE_NOOP(
        "Messages",
        "A text is longer than an Excel cell holds ({limit} characters). Export as CSV instead.",
    ),
    "archive.corrupt": QT_TRANSLATE_NOOP(
        "Messages", "The export file {name} is damaged or incomplete; nothing was imported."
    ),
    "archive.too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "The export file {name} holds more than Reuse Desk takes in ({mebibytes} MiB in one "
        "part); nothing was imported.",
    ),
    "archive.too_new": QT_TRANSLATE_NOOP(
        "Messages",
        "The export file {name} was made with a newer version of Reuse Desk. Install "
        "the latest version to import it.",
    ),
    # an export checked before it is written, and read back after (app.store.export_check)
    "archive.export_refused": QT_TRANSLATE_NOOP(
        "Messages",
        "Nothing was exported and nothing handed over: a colleague's Reuse Desk would not "
        "take this export in.",
    ),
    "archive.export_into_store": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is one of Reuse Desk's own files: an export there would destroy them. Save "
        "the export somewhere else.",
    ),
    "archive.export_file_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "Larger than Reuse Desk takes in ({mebibytes} MiB a file): {items}. Remove or "
        "replace these files, then export again.",
    ),
    "archive.export_file_changed": QT_TRANSLATE_NOOP(
        "Messages",
        "Missing from the data folder, or changed there: {items}. Remove these files and "
        "add them again, then export again.",
    ),
    "archive.export_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "The attachments together are {size} MiB, more than one export holds ({mebibytes} "
        "MiB). Synchronise some drafts first, then export the rest.",
    ),
    "archive.export_too_many_drafts": QT_TRANSLATE_NOOP(
        "Messages",
        "{count} drafts are more than one export holds ({limit}). Synchronise some drafts "
        "first, then export the rest.",
    ),
    "archive.export_too_many_attachments": QT_TRANSLATE_NOOP(
        "Messages",
        "{count} attachments are more than one export holds ({limit}). Synchronise some "
        "drafts first, then export the rest.",
    ),
    "archive.export_drafts_text_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "The drafts' texts together are {size} MiB, more than one export holds ({mebibytes} "
        "MiB). Synchronise some drafts first, then export the rest.",
    ),
    "archive.export_attachments_text_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "The list of attachments is {size} MiB, more than one export holds ({mebibytes} "
        "MiB). Synchronise some drafts first, then export the rest.",
    ),
    "archive.export_draft_refused": QT_TRANSLATE_NOOP(
        "Messages",
        "These drafts hold data a colleague's Reuse Desk does not read in (nested too deep, "
        "or damaged): {items}. Open them and correct them, or delete them, then export again.",
    ),
    "archive.export_refused_whole": QT_TRANSLATE_NOOP(
        "Messages", "A colleague's Reuse Desk would not read this export ({reason})."
    ),
    "archive.export_cancelled": QT_TRANSLATE_NOOP(
        "Messages", "The export was stopped: no file was written and nothing was handed over."
    ),
    "archive.export_changed": QT_TRANSLATE_NOOP(
        "Messages",
        "Drafts changed while they were exported, so the file was removed and nothing was "
        "handed over. Export again.",
    ),
    "archive.export_not_read_back": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} did not read back as it was written, so it was removed and nothing was "
        "handed over. Try another folder or disk.",
    ),
    "inventory.imported_before": QT_TRANSLATE_NOOP(
        "Messages",
        "This file was imported before, as {name} on {at}, and made {count} drafts; "
        "importing it again makes each of them twice. Nothing was imported.",
    ),
    # reading an inventory and mapping its columns (app.inventory.sheets, app.inventory.plan)
    "inventory.unknown_type": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is not a spreadsheet Reuse Desk can read. Choose an Excel (.xlsx, .xls), "
        "LibreOffice (.ods) or CSV file.",
    ),
    "inventory.unreadable": QT_TRANSLATE_NOOP("Messages", "{name} cannot be opened ({reason})."),
    "inventory.empty_file": QT_TRANSLATE_NOOP("Messages", "{name} is empty."),
    "inventory.corrupt": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is damaged or is not a spreadsheet. Open it in your spreadsheet program and "
        "save it again.",
    ),
    "inventory.password": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is protected with a password. Open it in your spreadsheet program, remove "
        "the password and save it again.",
    ),
    "inventory.no_such_sheet": QT_TRANSLATE_NOOP(
        "Messages", "There is no sheet named {sheet}. The sheets are: {sheets}."
    ),
    "inventory.empty_sheet": QT_TRANSLATE_NOOP("Messages", "The sheet {sheet} is empty."),
    "inventory.no_rows": QT_TRANSLATE_NOOP(
        "Messages", "The sheet {sheet} has a header (row {row}) but no rows under it."
    ),
    "inventory.merged_header": QT_TRANSLATE_NOOP(
        "Messages",
        "The header of {sheet} has merged cells ({cells}). Unmerge them so that every "
        "column has its own header.",
    ),
    "inventory.blank_header": QT_TRANSLATE_NOOP(
        "Messages",
        "Column {column} of {sheet} holds data but has no header in row {row}. Are header "
        "cells merged? Give every column its own header.",
    ),
    "inventory.too_many_rows": QT_TRANSLATE_NOOP(
        "Messages", "The sheet {sheet} has more than {limit} rows. Split it into smaller files."
    ),
    "inventory.mixed_encodings": QT_TRANSLATE_NOOP(
        "Messages",
        "The file mixes character encodings: line {line} does not match the lines before "
        "it. Save it again as CSV UTF-8 from your spreadsheet program.",
    ),
    "inventory.bad_quote": QT_TRANSLATE_NOOP(
        "Messages",
        'Line {line} of {name} has a quote (") that is not closed or that is followed by '
        "more text. Correct the quotes on that line and import the file again.",
    ),
    "inventory.no_header_row": QT_TRANSLATE_NOOP(
        "Messages", "Row {row} of {sheet} is empty: it cannot be the header. Choose another row."
    ),
    "inventory.too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} would take more than {mebibytes} MiB once unpacked ({part}); it is not read. "
        "Remove what the inventory does not need, or split it into smaller files.",
    ),
    "inventory.cell_too_long": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} has a cell longer than {limit} characters, more than a spreadsheet allows; "
        "it is not read. Shorten that cell and save the file again.",
    ),
    "inventory.field_too_long": QT_TRANSLATE_NOOP(
        "Messages",
        "Line {line} of {name} has a field longer than {limit} characters; the file is not "
        'read. Is a quote (") not closed? Correct the line and import the file again.',
    ),
    "inventory.unknown_field": QT_TRANSLATE_NOOP(
        "Messages",
        "No field of the product form is called {name}. Use the field's label or its wire "
        "name (productCategory, address.city).",
    ),
    "inventory.not_imported": QT_TRANSLATE_NOOP("Messages", "Not imported: {columns}."),
    "inventory.all_rows_problems": QT_TRANSLATE_NOOP(
        "Messages",
        "Fields that every row lacks: {count}. Give them a value for all rows; nothing was "
        "imported.",
    ),
    "inventory.unit_mismatch": QT_TRANSLATE_NOOP(
        "Messages",
        "This value is in {unit}, but its column is in {header}. Remove the unit from the "
        "cell or correct the column's unit.",
    ),
    "inventory.not_a_length": QT_TRANSLATE_NOOP(
        "Messages", "A dimension in {unit} is not a length. Give it in mm, cm or m."
    ),
    "inventory.ambiguous_number": QT_TRANSLATE_NOOP(
        "Messages",
        "It is unclear whether the point or comma in {text} separates thousands or "
        "decimals. Write the number without it (1250) or with one or two decimals (1,25).",
    ),
    "inventory.formula_error": QT_TRANSLATE_NOOP(
        "Messages", "This cell holds a formula error ({error}). Correct the formula or the value."
    ),
    "inventory.mapped_twice": QT_TRANSLATE_NOOP(
        "Messages",
        "Several columns are linked to the same field: {columns}. Link each field to one "
        "column only.",
    ),
    "inventory.no_name_column": QT_TRANSLATE_NOOP(
        "Messages",
        "No column is linked to the product's name. Choose the column that holds the names.",
    ),
    # writing an inventory's import, and undoing it (app.inventory.importing, app.store.imports)
    "inventory.nothing_to_import": QT_TRANSLATE_NOOP(
        "Messages", "There are no rows to import; nothing was imported."
    ),
    "inventory.rows_with_problems": QT_TRANSLATE_NOOP(
        "Messages",
        "Rows with problems: {count} (the first is row {row}). Fix or skip them; nothing "
        "was imported.",
    ),
    "inventory.photos_unreadable": QT_TRANSLATE_NOOP(
        "Messages", "The photo folder {name} cannot be read. Choose another folder."
    ),
    "inventory.imported": QT_TRANSLATE_NOOP(
        "Messages", "Drafts imported from {name}: {count}; photos attached: {photos}."
    ),
    "inventory.imported_queued": QT_TRANSLATE_NOOP(
        "Messages",
        "Drafts imported from {name} and queued for sending: {count}; photos attached: {photos}.",
    ),
    "inventory.skipped": QT_TRANSLATE_NOOP("Messages", "Rows skipped: {count}."),
    "inventory.photos_missing": QT_TRANSLATE_NOOP(
        "Messages", "Photos not found: {count} ({names})."
    ),
    # handing drafts over (app.store.archive: an import's report, one notice per outcome)
    "store.draft_handed_over": QT_TRANSLATE_NOOP(
        "Messages",
        "This draft was handed over to a colleague, whose computer sends it. Take it back "
        "first to send it from here.",
    ),
    "archive.imported": QT_TRANSLATE_NOOP("Messages", "Drafts imported from {name}: {count}."),
    "archive.imported_before": QT_TRANSLATE_NOOP(
        "Messages", "{name} was imported before; nothing was added."
    ),
    "archive.already_here": QT_TRANSLATE_NOOP(
        "Messages", "Already here, not imported again: {count}."
    ),
    "archive.already_sent": QT_TRANSLATE_NOOP(
        "Messages", "Already sent from this computer, not imported again: {count}."
    ),
    "archive.handed_over_here": QT_TRANSLATE_NOOP(
        "Messages",
        "Handed over from this computer, left as they are: {count}. Take one back only if "
        "your colleague has not sent it.",
    ),
    "archive.other_environment": QT_TRANSLATE_NOOP(
        "Messages",
        "Changes to records of {environment} were not imported: {count}. Import them while "
        "working with {environment}.",
    ),
    "archive.environment_unknown": QT_TRANSLATE_NOOP(
        "Messages",
        "Changes to records of the service were not imported: {count}. The file does not say "
        "which environment they belong to.",
    ),
    "archive.taken_into": QT_TRANSLATE_NOOP(
        "Messages", "New drafts from the file now belong to {environment}."
    ),
    "archive.open_edit": QT_TRANSLATE_NOOP(
        "Messages", "Not imported because a draft here changes the same record: {count}."
    ),
    # the project report (app.report): one record's odd value, said after the report is made
    "report.qr_too_long": QT_TRANSLATE_NOOP(
        "Messages",
        "{product} ({reference}): its web address is {length} characters long, more than a "
        "QR code on the report can hold legibly; the code holds the reference instead.",
    ),
    "report.number_beyond": QT_TRANSLATE_NOOP(
        "Messages",
        "{product} ({reference}): {value} is beyond any real amount; it is shown as given "
        "and left out of the totals.",
    ),
    "report.photo_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "{product} ({reference}): its photo of {width} × {height} pixels is too large to "
        "show in the report; the report shows the placeholder.",
    ),
    "report.record_unreadable": QT_TRANSLATE_NOOP(
        "Messages", "{product} cannot be read and is left out of the report."
    ),
}
