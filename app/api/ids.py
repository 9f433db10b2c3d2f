"""What the service may answer as the id of a record it made: the one rule every answer's id
is read by (`server_id`).

The interface numbers products and projects (a product's create answers its id as text,
`"12"`) and gives a subscription a UUID; it does not show the ids of images and files, which
the service numbers as it numbers products (so does the sandbox). A number is a whole number
from 1 within JSON's safe range (`bounds.MAX_SAFE_ID`), as a JSON number or as its decimal
text; a UUID is in its 8-4-4-4-12 form. Anything else (0, -5, 10^30, 1.5, true, "abc")
names no record this program may write to later: a create answered so did happen, but where
is not known (`errors.UnusableId`).

The store keeps ids as text and compares them as text, so a number has one spelling only:
"007" or "+7" would be a second name of record 7.
"""

from __future__ import annotations

import json
import re
from typing import Final
from typing import Literal

from app.api.bounds import MAX_SAFE_ID

IdForm = Literal["number", "uuid"]
"""How the interface names a record of a kind: products, projects, images and files by
number, subscriptions by UUID."""

_DECIMAL: Final = re.compile(r"[1-9][0-9]*")
_UUID: Final = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
# Enough of a hostile answer to recognise it in a message or the log, never all of it.
_SHOWN_LENGTH: Final = 40


def server_id(value: object, form: IdForm = "number") -> str | None:
    """`value`, from an answer, as the text of a server id of that form; None when no record
    of that form can have it."""
    if form == "uuid":
        return value if isinstance(value, str) and _UUID.fullmatch(value) else None
    if isinstance(value, bool):  # a JSON true is no number, though Python counts it as 1
        return None
    if isinstance(value, int):
        return str(value) if 1 <= value <= MAX_SAFE_ID else None
    if isinstance(value, str) and len(value) <= len(str(MAX_SAFE_ID)) and _DECIMAL.fullmatch(value):
        return value if int(value) <= MAX_SAFE_ID else None
    return None


def answered(value: object) -> str:
    """What an answer gave as an id, short and printable, to name it in a notice."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    if not text or not text.isprintable():
        text = json.dumps(text, ensure_ascii=False)  # control characters escaped
    return text if len(text) <= _SHOWN_LENGTH else text[: _SHOWN_LENGTH - 1] + "…"
