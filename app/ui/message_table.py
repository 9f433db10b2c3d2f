"""The one message table: a sentence for every code the core reports (`app.api.notices`).

Source texts are English, marked for Qt's translation tools under the context
"Messages", so Dutch (the default) and English come from the same `.ts` files as
every other text in the window. Parameters are filled in by name (`{limit}`).
A code without an entry falls back to a general sentence for its family, and is
logged, so an unknown code never shows as a code.

Two sections: RULES for what the forms' rules and the type checks say about a
field (the codes are pydantic's error types and the form rules' own), KINDS for
what the service, the store and the sync report.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any, Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.api.notices import SAID, Notice

log = logging.getLogger(__name__)

CONTEXT: Final = "Messages"


# --- field rules: pydantic error types and the form rules' codes -------------------------
_LISTED = QT_TRANSLATE_NOOP("Messages", "Choose one of the listed values.")
_WHOLE_NUMBER = QT_TRANSLATE_NOOP("Messages", "Enter a whole number.")
_YES_OR_NO = QT_TRANSLATE_NOOP("Messages", "Choose yes or no.")
_GROUP = QT_TRANSLATE_NOOP("Messages", "Expected a group of fields.")

RULES: Final[dict[str, object]] = {
    "missing": QT_TRANSLATE_NOOP("Messages", "This field is required."),
    # the rules a request model declares (app.api.schema)
    "rule.required": QT_TRANSLATE_NOOP("Messages", "Fill in this field."),
    "rule.choose": QT_TRANSLATE_NOOP("Messages", "Make a choice."),
    "rule.choose_some": QT_TRANSLATE_NOOP("Messages", "Choose at least one."),
    "rule.choice": _LISTED,
    "rule.minimum": QT_TRANSLATE_NOOP("Messages", "Enter a number of {minimum} or more."),
    "rule.number_too_big": QT_TRANSLATE_NOOP("Messages", "This number is too big."),
    "rule.too_many_digits": QT_TRANSLATE_NOOP("Messages", "This number has too many digits."),
    "rule.email": QT_TRANSLATE_NOOP(
        "Messages", "Enter a valid e-mail address (for example name@example.com)."
    ),
    "rule.web_url": QT_TRANSLATE_NOOP(
        "Messages", "Enter a valid web address starting with https:// or http://."
    ),
    "rule.end_before_start": QT_TRANSLATE_NOOP(
        "Messages", "The end date may not be before the start date."
    ),
    "rule.sub_category": QT_TRANSLATE_NOOP(
        "Messages", "Choose a sub-category that belongs to the category."
    ),
    # a warning, not a rule: the draft can still be queued
    "rule.dimension_unit": QT_TRANSLATE_NOOP(
        "Messages", "Choose a unit for the sizes, or they are sent without one."
    ),
    # pydantic's own error types, and the field types' (app.api.fields)
    "string_too_long": QT_TRANSLATE_NOOP(
        "Messages", "This text is too long (at most {max_length} characters)."
    ),
    "string_too_short": QT_TRANSLATE_NOOP(
        "Messages", "This text is too short (at least {min_length} characters)."
    ),
    "too_short": QT_TRANSLATE_NOOP("Messages", "Choose at least {min_length}."),
    "too_long": QT_TRANSLATE_NOOP("Messages", "Choose at most {max_length}."),
    "greater_than_equal": QT_TRANSLATE_NOOP("Messages", "Enter a number of {ge} or more."),
    "less_than_equal": QT_TRANSLATE_NOOP("Messages", "Enter a number of {le} or less."),
    "number": QT_TRANSLATE_NOOP("Messages", "Enter a number, for example 12,5."),
    "date": QT_TRANSLATE_NOOP("Messages", "Enter a date as dd-mm-yyyy."),
    "datetime": QT_TRANSLATE_NOOP("Messages", "Enter a date and time as dd-mm-yyyy hh:mm."),
    "string_type": QT_TRANSLATE_NOOP("Messages", "Enter text."),
    "int_parsing": _WHOLE_NUMBER,
    "int_type": _WHOLE_NUMBER,
    "int_from_float": _WHOLE_NUMBER,
    "bool_parsing": _YES_OR_NO,
    "bool_type": _YES_OR_NO,
    "literal_error": _LISTED,
    "list_type": QT_TRANSLATE_NOOP("Messages", "Expected a list."),
    "model_type": _GROUP,
    "dict_type": _GROUP,
}

# --- service, store and sync: the kinds of what happened ---------------------------------
KINDS: Final[dict[str, object]] = {
    "unknown": QT_TRANSLATE_NOOP(
        "Messages", "Something went wrong. The details are in the log file."
    ),
    # the service (app.api.errors), the connection test and environment profiles
    "service.failed": QT_TRANSLATE_NOOP(
        "Messages", "Something went wrong while contacting the service."
    ),
    "service.invalid": QT_TRANSLATE_NOOP(
        "Messages", "The service did not accept the data. Check the fields."
    ),
    "service.unknown_sub_category": QT_TRANSLATE_NOOP(
        "Messages", "The service does not know this subcategory. Choose another subcategory."
    ),
    "service.rejected": QT_TRANSLATE_NOOP("Messages", "The service refused the request."),
    "service.too_large": QT_TRANSLATE_NOOP("Messages", "The file is too large for the service."),
    "service.unauthorized": QT_TRANSLATE_NOOP(
        "Messages",
        "Signing in to the service did not work. Check the sign-in details of this environment.",
    ),
    "service.credentials_refused": QT_TRANSLATE_NOOP(
        "Messages",
        "The service refused the sign-in details. Check the client id, user name and "
        "password or secret.",
    ),
    "service.no_secret": QT_TRANSLATE_NOOP(
        "Messages",
        "No password or secret has been saved for this environment yet. Enter it in the "
        "environment settings.",
    ),
    "service.no_keyring": QT_TRANSLATE_NOOP(
        "Messages",
        "This system offers no secure storage for passwords (keyring), so sign-in details "
        "cannot be kept.",
    ),
    "service.forbidden": QT_TRANSLATE_NOOP("Messages", "This account is not allowed to do this."),
    "environment.moved": QT_TRANSLATE_NOOP(
        "Messages", "Drafts moved to {target}: {count}. They are sent there from now on."
    ),
    "environment.move_bound": QT_TRANSLATE_NOOP(
        "Messages",
        "Not moved: {count}. They change a record of this environment and stay with it.",
    ),
    "environment.move_not_movable": QT_TRANSLATE_NOOP(
        "Messages",
        "Not moved: {count}. They are being sent, may have arrived already, or were handed over.",
    ),
    "service.other_environment": QT_TRANSLATE_NOOP(
        "Messages",
        "Nothing was sent: this work belongs to {environment}, not to {target}. Connect to"
        " {environment} to send it.",
    ),
    "service.not_found": QT_TRANSLATE_NOOP(
        "Messages", "This item does not exist at the service (any more)."
    ),
    "service.rate_limited": QT_TRANSLATE_NOOP(
        "Messages", "The service is getting too many requests. It will be tried again later."
    ),
    "service.unavailable": QT_TRANSLATE_NOOP(
        "Messages", "The service is temporarily unavailable. Try again later."
    ),
    "service.server_error": QT_TRANSLATE_NOOP(
        "Messages", "Something went wrong at the service. Try again later."
    ),
    "service.offline": QT_TRANSLATE_NOOP(
        "Messages", "No connection to the service. Check the internet connection."
    ),
    "service.certificate": QT_TRANSLATE_NOOP(
        "Messages",
        "The secure connection to the service could not be verified (certificate). Contact "
        "your administrator.",
    ),
    "service.proxy_refused": QT_TRANSLATE_NOOP(
        "Messages", "The proxy server refuses the connection to the service."
    ),
    "service.bad_address": QT_TRANSLATE_NOOP(
        "Messages", "The address of the service is not valid."
    ),
    "service.timeout": QT_TRANSLATE_NOOP(
        "Messages", "The service is responding too slowly. Try again later."
    ),
    "service.outcome_unknown": QT_TRANSLATE_NOOP(
        "Messages",
        "It is not certain that the service received the change. This is checked at the next sync.",
    ),
    "service.malformed": QT_TRANSLATE_NOOP(
        "Messages", "The service gave an unexpected answer. Try again later."
    ),
    "service.download_too_large": QT_TRANSLATE_NOOP(
        "Messages", "The file on the service is larger than {megabytes} MB and was not fetched."
    ),
    "service.accepted_without_id": QT_TRANSLATE_NOOP(
        "Messages",
        "The service accepted the change without saying what it became. This is checked at the "
        "next sync.",
    ),
    "service.answer_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "The service sent an answer larger than {megabytes} MB; it was not read. The rest of "
        "the sync went on.",
    ),
    "service.endless_list": QT_TRANSLATE_NOOP(
        "Messages",
        "The service's list did not end after {pages} pages; the sync went on with what it read.",
    ),
    "connection.ok": QT_TRANSLATE_NOOP("Messages", "Connected to {environment}."),
    "connection.read_only": QT_TRANSLATE_NOOP(
        "Messages", "Connected to {environment}. This account can only read."
    ),
    "environment.address_incomplete": QT_TRANSLATE_NOOP(
        "Messages", "Enter a complete address, for example https://service.example.com/api/v1."
    ),
    "environment.address_insecure": QT_TRANSLATE_NOOP(
        "Messages", "Use a secure address (https://); http:// is allowed only for this computer."
    ),
    "environment.address_extras": QT_TRANSLATE_NOOP(
        "Messages", "The address cannot contain sign-in details, ?-parameters or a #-part."
    ),
    "environment.address_path": QT_TRANSLATE_NOOP("Messages", "The address must end in {path}."),
    "environment.name_missing": QT_TRANSLATE_NOOP("Messages", "Give the environment a name."),
    "environment.client_id_missing": QT_TRANSLATE_NOOP("Messages", "Enter the client id."),
    "environment.username_missing": QT_TRANSLATE_NOOP("Messages", "Enter the user name."),
    # the sync engine (app.sync): what became of a record, and its log lines
    "sync.record_gone": QT_TRANSLATE_NOOP(
        "Messages", "This record no longer exists at the service (archived or deleted)."
    ),
    "sync.unsendable": QT_TRANSLATE_NOOP(
        "Messages", "The draft contains fields that cannot be sent."
    ),
    "sync.project_unchangeable": QT_TRANSLATE_NOOP(
        "Messages", "A project cannot be changed at the service, only created."
    ),
    "sync.conflict": QT_TRANSLATE_NOOP("Messages", "Someone else changed this product: {fields}"),
    "sync.photo_uncertain": QT_TRANSLATE_NOOP(
        "Messages",
        "It is not certain that the photo {name} reached the service. Check the project on "
        "the website; then queue the draft again to send the photo once more.",
    ),
    "sync.photo_unreadable": QT_TRANSLATE_NOOP(
        "Messages", "The photo {name} cannot be read. Has it been moved or damaged?"
    ),
    "sync.created": QT_TRANSLATE_NOOP("Messages", "Created as {server_id}."),
    "sync.found_on_server": QT_TRANSLATE_NOOP("Messages", "Found on the server as {server_id}."),
    "sync.not_on_server": QT_TRANSLATE_NOOP("Messages", "Not on the server; sent again."),
    "sync.accepted_without_id": QT_TRANSLATE_NOOP(
        "Messages",
        "The service accepted it but did not say where it is. Look it up on the website, then "
        "link it or send it again.",
    ),
    "sync.accepted_looking": QT_TRANSLATE_NOOP(
        "Messages", "Accepted without its number; looked for in the service's list."
    ),
    "store.draft_unreadable": QT_TRANSLATE_NOOP(
        "Messages",
        "This draft was damaged in the local database and was set aside. Check it, then "
        "queue it again.",
    ),
    "sync.upload_found": QT_TRANSLATE_NOOP("Messages", "{name} found on the server."),
    "sync.uploaded": QT_TRANSLATE_NOOP("Messages", "{name} uploaded as {server_id}."),
    "sync.uploaded_unnamed": QT_TRANSLATE_NOOP(
        "Messages", "{name} uploaded; the service did not say under which id."
    ),
    "sync.unread_on_server": QT_TRANSLATE_NOOP(
        "Messages",
        "The service listed records that could not be read; this one may be among them, so it "
        "is not sent again for now.",
    ),
    "sync.removed": QT_TRANSLATE_NOOP("Messages", "{name} removed."),
    # why a request waits to go again (app.sync.progress.retry_reason): a few words
    "sync.retry_server_error": QT_TRANSLATE_NOOP("Messages", "server error {status}"),
    "sync.retry_rate_limited": QT_TRANSLATE_NOOP("Messages", "too many requests ({status})"),
    "sync.retry_timeout": QT_TRANSLATE_NOOP("Messages", "no answer in time"),
    "sync.retry_no_connection": QT_TRANSLATE_NOOP("Messages", "no connection"),
    "sync.retry_connection_dropped": QT_TRANSLATE_NOOP("Messages", "connection dropped"),
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
        "The export file {name} holds more than Reuse Desk takes in ({megabytes} MB in one "
        "part); nothing was imported.",
    ),
    "archive.too_new": QT_TRANSLATE_NOOP(
        "Messages",
        "The export file {name} was made with a newer version of Reuse Desk. Install "
        "the latest version to import it.",
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
        "{name} would take more than {limit} MB once unpacked ({part}); it is not read. "
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
    "inventory.undone": QT_TRANSLATE_NOOP(
        "Messages", "The import of {name} was undone: {count} drafts removed."
    ),
    "store.import_not_undoable": QT_TRANSLATE_NOOP(
        "Messages",
        "The import of {name} can no longer be undone: {count} of its drafts have been "
        "sent or handed over. Remove drafts one by one instead.",
    ),
    # changes to many records at once (app.store.bulk)
    "store.bulk_not_undoable": QT_TRANSLATE_NOOP(
        "Messages",
        "The change can no longer be undone: {count} of its records have been sent ({titles}).",
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
    "archive.taken_into": QT_TRANSLATE_NOOP(
        "Messages", "New drafts from the file now belong to {environment}."
    ),
    "archive.open_edit": QT_TRANSLATE_NOOP(
        "Messages", "Not imported because a draft here changes the same record: {count}."
    ),
}


def _fill(template: str, params: Mapping[str, Any]) -> str:
    try:
        return template.format_map(dict(params))
    except (KeyError, IndexError, ValueError):
        log.warning("message %r lacks parameters: %r", template, params)
        return template


def describe(notice: Notice | None) -> str:
    """The sentence for `notice` in the window's language; empty for no notice."""
    if notice is None:
        return ""
    if notice.code == SAID:
        return str(notice.params.get("text", ""))
    template = RULES.get(notice.code) or KINDS.get(notice.code)
    if template is None:
        log.warning("no message for code %r", notice.code)
        template = KINDS["unknown"]
    # QT_TRANSLATE_NOOP gave the source text back unchanged; its stub says `object`.
    return _fill(QCoreApplication.translate(CONTEXT, str(template)), notice.params)


def describe_all(notices: list[Notice]) -> str:
    """Several notices of one field as one text, each sentence once."""
    return " ".join(dict.fromkeys(describe(n) for n in notices if n is not None))
