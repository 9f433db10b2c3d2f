"""Which texts name a Reuse Desk label: a QR code's text, or a reference in a file's name.

A label's QR code holds the product's page (an `http(s)` address) or its reference
(`RD-XXXX-XXXX` for a product drafted here, `RDP-<id>` for one known from the service:
`app.inventory.labels`). Each is brought to one spelling (a reference upper case, with its
dashes), so a picture showing the same label twice, or a label and its file name, names one
label. Any other QR code (a maker's, a website's) names none and is left aside.
"""

from __future__ import annotations

import re

from app.inventory.labels import CROCKFORD
from app.inventory.labels import DRAFT_PREFIX
from app.inventory.labels import SERVER_PREFIX

_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})
_DRAFT = re.compile(rf"{DRAFT_PREFIX}-?([0-9A-Z]{{4}})-?([0-9A-Z]{{4}})")
_SERVER = re.compile(rf"{SERVER_PREFIX}-?0*(\d{{1,18}})")
# In a file name a reference stands apart from the words around it, and carries its dash
# (or an underscore, which cameras and phones put where a name had a space).
_IN_NAME = re.compile(
    rf"(?<![0-9A-Z])(?:{SERVER_PREFIX}[-_ ]\d{{1,18}}|{DRAFT_PREFIX}[-_ ][0-9A-Z]{{4}}[-_ ]?"
    rf"[0-9A-Z]{{4}})(?![0-9A-Z])",
    re.IGNORECASE,
)


def label_code(text: str) -> str | None:
    """The label `text` names, in one spelling; None when it names no label."""
    text = text.strip()
    if re.match(r"https?://\S+$", text, re.IGNORECASE):
        return text
    upper = re.sub(r"[\s_]", "-", text.upper())
    if (server := _SERVER.fullmatch(upper)) is not None and (
        upper.startswith(f"{SERVER_PREFIX}-") or not _DRAFT.fullmatch(upper)
    ):
        return f"{SERVER_PREFIX}-{int(server.group(1))}"
    if (draft := _DRAFT.fullmatch(upper)) is not None:
        code = (draft.group(1) + draft.group(2)).translate(_LOOK_ALIKES)
        if all(char in CROCKFORD for char in code):
            return f"{DRAFT_PREFIX}-{code[:4]}-{code[4:]}"
    return None


def codes_in_name(name: str) -> list[str]:
    """The labels a file's name holds (`Deur RD-7K2M-9XQ4 2.jpg`), in one spelling each."""
    found = (label_code(match.group(0)) for match in _IN_NAME.finditer(name))
    return list(dict.fromkeys(code for code in found if code is not None))
