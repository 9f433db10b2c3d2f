"""What the core tells the user, as a code plus parameters: never a sentence.

`app.api`, `app.store` and `app.sync` have no language: they report a `Notice`
(`Notice("service.retry", {"status": 503})`), which `app.ui.message_table` words in the
window's language. Stored as JSON, old records show in a new language too. The
service's own words (a 422 message) are `Notice.said(text)`, shown as sent.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from typing import Any

SAID = "service.said"
"""The code of a text the service wrote itself; its one parameter is `text`."""


def printable(text: str) -> str:
    """`text` with each character a terminal would act on (a newline, a carriage return, an
    escape sequence's start, C1 controls, a line separator) written as its escape: a command
    prints names and titles from outside (a card's file names, the service's titles), and
    one of them must never forge a line of the command's own or take over the terminal."""
    if text.isprintable():
        return text
    return "".join(
        char if char.isprintable() else char.encode("unicode_escape").decode("ascii")
        for char in text
    )


@dataclass(frozen=True)
class Notice:
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def said(cls, text: str) -> Notice:
        return cls(SAID, {"text": text})

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, **({"params": dict(self.params)} if self.params else {})}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, default=str)

    @classmethod
    def from_json(cls, value: Any) -> Notice:
        """Read a stored notice; a plain text (stored before codes existed) reads as said."""
        if isinstance(value, Mapping) and isinstance(value.get("code"), str):
            params = value.get("params")
            return cls(value["code"], dict(params) if isinstance(params, Mapping) else {})
        return cls.said("" if value is None else str(value))

    @classmethod
    def loads(cls, text: str | None) -> Notice | None:
        if not text:
            return None
        try:
            return cls.from_json(json.loads(text))
        except ValueError:
            return cls.said(text)


FieldProblems = dict[str, list[Notice]]
"""Problems by dotted wire path (`itemDetails.name`): the key shape of the service's 422."""


def problems_to_json(problems: Mapping[str, list[Notice]]) -> str:
    return json.dumps(
        {path: [n.to_json() for n in notices] for path, notices in problems.items()},
        ensure_ascii=False,
        default=str,
    )


def problems_from_json(value: Any) -> FieldProblems:
    """Stored problems; lists of plain texts (stored before codes existed) read as said."""
    if not isinstance(value, Mapping):
        return {}
    return {
        str(path): [Notice.from_json(item) for item in items]
        for path, items in value.items()
        if isinstance(items, list)
    }
