"""The one message table: a sentence for every code the core reports (`app.api.notices`).

Source texts are English, marked for Qt's translation tools under the context
"Messages", so Dutch (the default) and English come from the same `.ts` files as
every other text in the window. Parameters are filled in by name (`{limit}`).
A code without an entry falls back to a general sentence for its family, and is
logged, so an unknown code never shows as a code.

Two sections: RULES for what the forms' rules and the type checks say about a
field (the codes are pydantic's error types and the form rules' own), KINDS for
what the service, the store and the sync report; what happens on this computer (the
store, archives, exports, inventories) is kept in `local_messages` and merged in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from collections.abc import Mapping
from typing import Any
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication

from app.api.notices import SAID
from app.api.notices import Notice
from app.api.notices import printable
from app.ui import i18n
from app.ui.command_messages import ARGPARSE_CONTEXT
from app.ui.command_messages import COMMAND_KINDS
from app.ui.command_messages import EXIT_KINDS
from app.ui.command_messages import HELP_KINDS
from app.ui.local_messages import LOCAL_KINDS
from app.ui.photo_messages import PHOTO_KINDS

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
    "service.environment_unknown": QT_TRANSLATE_NOOP(
        "Messages",
        "Nothing was sent: it is not known which environment this work belongs to (the record"
        " of it was lost). It stays on this computer, unsent.",
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
        "Messages", "The file on the service is larger than {mebibytes} MiB and was not fetched."
    ),
    "service.accepted_without_id": QT_TRANSLATE_NOOP(
        "Messages",
        "The service accepted the change without saying what it became. This is checked at the "
        "next sync.",
    ),
    "service.unusable_id": QT_TRANSLATE_NOOP(
        "Messages",
        "The service accepted the change but answered with {answered_id}, which cannot be the "
        "number of a record; its answer was not used.",
    ),
    "service.answered_for_another": QT_TRANSLATE_NOOP(
        "Messages",
        "The service answered for record {answered_id} instead of {server_id}; its answer was "
        "not used.",
    ),
    "service.answer_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "The service sent an answer larger than {mebibytes} MiB; it was not read. The rest of "
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
    "environment.address_port": QT_TRANSLATE_NOOP(
        "Messages", "The port in the address must be a number from 1 to 65535."
    ),
    "environment.address_host": QT_TRANSLATE_NOOP(
        "Messages", "The address does not name a computer, such as service.example.com."
    ),
    "environment.profile_skipped": QT_TRANSLATE_NOOP(
        "Messages", "The environment {name} cannot be used and is left out until it is corrected:"
    ),
    "environment.name_missing": QT_TRANSLATE_NOOP("Messages", "Give the environment a name."),
    "environment.client_id_missing": QT_TRANSLATE_NOOP("Messages", "Enter the client id."),
    "environment.username_missing": QT_TRANSLATE_NOOP("Messages", "Enter the user name."),
    # choosing the environment a command works with (app.work.environment_choice)
    "environment.unknown": QT_TRANSLATE_NOOP(
        "Messages", "No environment is called {name}. Environments here: {known}."
    ),
    "environment.not_chosen": QT_TRANSLATE_NOOP(
        "Messages",
        "Name the environment with --env NAME (environments here: {known}), or use --sandbox.",
    ),
    "environment.none_set_up": QT_TRANSLATE_NOOP(
        "Messages",
        "No environment is set up yet: set one up in the window, or use --sandbox.",
    ),
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
    # an upload that is not sent again on its own (app.sync.sending: held)
    "sync.upload_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is larger than the service takes ({mebibytes} MB): it is not sent. Remove it, "
        "or replace it with a smaller file.",
    ),
    "sync.upload_refused_too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "The service refused {name} as too large: it is not sent again. Remove it, or replace "
        "it with a smaller file.",
    ),
    "sync.upload_keeps_refused": QT_TRANSLATE_NOOP(
        "Messages",
        "The service refused {name} {rounds} times in a row (status {status}): it is not sent "
        "again. Remove it or replace it, or queue the record again to try once more.",
    ),
    "sync.upload_keeps_unanswered": QT_TRANSLATE_NOOP(
        "Messages",
        "The service did not answer the upload of {name} {rounds} times in a row: it is not "
        "sent again. Remove it or replace it, or queue the record again to try once more.",
    ),
    "sync.created": QT_TRANSLATE_NOOP("Messages", "Created as {server_id}."),
    "sync.found_on_server": QT_TRANSLATE_NOOP("Messages", "Found on the server as {server_id}."),
    "sync.not_on_server": QT_TRANSLATE_NOOP("Messages", "Not on the server; sent again."),
    "sync.accepted_without_id": QT_TRANSLATE_NOOP(
        "Messages",
        "The service accepted it but did not say where it is. Look it up on the website, then "
        "link it or send it again.",
    ),
    "sync.answer_id_unusable": QT_TRANSLATE_NOOP(
        "Messages",
        "The service accepted it but answered with {answered_id}, which cannot be its number. "
        "Look it up on the website, then link it or send it again.",
    ),
    "sync.answer_id_taken": QT_TRANSLATE_NOOP(
        "Messages",
        "The service accepted it but answered with number {answered_id}, which is another record "
        "here. Look it up on the website, then link it or send it again.",
    ),
    "sync.answer_for_another": QT_TRANSLATE_NOOP(
        "Messages",
        "The service answered for number {answered_id} instead of this record ({server_id}); "
        "nothing of its answer was kept. Check the record on the website, then queue the draft "
        "again.",
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
    "sync.uploaded_id_unused": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} uploaded; the service answered with {answered_id}, which cannot be its number, "
        "so it was not kept.",
    ),
    "sync.unread_on_server": QT_TRANSLATE_NOOP(
        "Messages",
        "The service listed records that could not be read; this one may be among them, so it "
        "is not sent again for now.",
    ),
    "sync.removed": QT_TRANSLATE_NOOP("Messages", "{name} removed."),
    # what `reuse-desk sync` says of its run (app/sync_command.py)
    "sync.command.syncing": QT_TRANSLATE_NOOP("Messages", "Syncing with {environment} ({address})"),
    "sync.command.would_sync": QT_TRANSLATE_NOOP(
        "Messages", "Would sync with {environment} ({address})"
    ),
    "sync.command.would_sync_sandbox": QT_TRANSLATE_NOOP(
        "Messages", "Would sync with {environment}"
    ),
    "sync.command.taken": QT_TRANSLATE_NOOP(
        "Messages", "Taken from the local store into {environment}: {count} drafts."
    ),
    "sync.command.interrupted": QT_TRANSLATE_NOOP(
        "Messages", "Interrupted; unsent work stays queued."
    ),
    # why a request waits to go again (app.sync.progress.retry_reason): a few words
    "sync.retry_server_error": QT_TRANSLATE_NOOP("Messages", "server error {status}"),
    "sync.retry_rate_limited": QT_TRANSLATE_NOOP("Messages", "too many requests ({status})"),
    "sync.retry_timeout": QT_TRANSLATE_NOOP("Messages", "no answer in time"),
    "sync.retry_no_connection": QT_TRANSLATE_NOOP("Messages", "no connection"),
    "sync.retry_connection_dropped": QT_TRANSLATE_NOOP("Messages", "connection dropped"),
    # what the store, archives, exports and inventories report: their own module
    **LOCAL_KINDS,
    **PHOTO_KINDS,
    **COMMAND_KINDS,
    **HELP_KINDS,
    **EXIT_KINDS,
}


def _fill(template: str, params: Mapping[str, Any]) -> str:
    try:
        return template.format_map(dict(params))
    except (KeyError, IndexError, ValueError):
        log.warning("message %r lacks parameters: %r", template, params)
        return template


def describe(notice: Notice | None) -> str:
    """The sentence for `notice` in the window's language; empty for no notice."""
    return _described(notice, QCoreApplication.translate)


def describer(language: str) -> Callable[[Notice | None], str]:
    """`describe` in `language` whatever the application's translators say, or with no
    application at all: the commands' sentences, in the language `command_language` chose."""
    translate = i18n.lookup(language)
    return lambda notice: _described(_printable(notice), translate)


def _printable(notice: Notice | None) -> Notice | None:
    """`notice` with its texts printable (`printable`): a command's line is printed to a
    terminal, and the names and titles it holds come from outside."""
    if notice is None:
        return None
    params = {k: printable(v) if isinstance(v, str) else v for k, v in notice.params.items()}
    return Notice(notice.code, params)


def argparse_words(language: str) -> Callable[[str], str]:
    """argparse's own words ("usage: ", "options", its error lines) in `language`: what
    `app.cli` hands argparse as its `_` while it parses; a text without a translation as
    argparse has it."""
    translate = i18n.lookup(language)
    return lambda text: translate(ARGPARSE_CONTEXT, text)


def _described(notice: Notice | None, translate: Callable[[str, str], str]) -> str:
    if notice is None:
        return ""
    if notice.code == SAID:
        return str(notice.params.get("text", ""))
    template = RULES.get(notice.code) or KINDS.get(notice.code)
    if template is None:
        log.warning("no message for code %r", notice.code)
        template = KINDS["unknown"]
    # QT_TRANSLATE_NOOP gave the source text back unchanged; its stub says `object`.
    return _fill(translate(CONTEXT, str(template)), notice.params)


def describe_all(notices: list[Notice]) -> str:
    """Several notices of one field as one text, each sentence once."""
    return " ".join(dict.fromkeys(describe(n) for n in notices if n is not None))
