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


def _marked(text: object) -> str:
    # QT_TRANSLATE_NOOP returns its text unchanged; its stub says `object`.
    return str(text)


# --- field rules: pydantic error types and the form rules' codes -------------------------
RULES: Final[dict[str, str]] = {
    "missing": _marked(QT_TRANSLATE_NOOP("Messages", "This field is required.")),
}

# --- service, store and sync: the kinds of what happened ---------------------------------
KINDS: Final[dict[str, str]] = {
    "unknown": _marked(
        QT_TRANSLATE_NOOP("Messages", "Something went wrong. The details are in the log file.")
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
    return _fill(QCoreApplication.translate(CONTEXT, template), notice.params)


def describe_all(notices: list[Notice]) -> str:
    """Several notices of one field as one text, each sentence once."""
    return " ".join(dict.fromkeys(describe(n) for n in notices if n is not None))
