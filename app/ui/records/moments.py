"""Moments as the user reads them (local 'dd-mm-yyyy hh:mm') and as the service keeps them (UTC);
without Qt, for the tables from the first paint on, before any editor is needed."""

from __future__ import annotations

import datetime as dt
from typing import Any

# Beside ISO 8601 (what the service writes), what a Dutch user types.
_FORMATS = (
    "%d-%m-%Y %H:%M",
    "%d-%m-%Y %H:%M:%S",
    "%d/%m/%Y %H:%M",
    "%d.%m.%Y %H:%M",
    "%d-%m-%Y",
    "%d/%m/%Y",
    "%d.%m.%Y",
)
DISPLAY_FORMAT = "%d-%m-%Y %H:%M"


def _read(text: str) -> dt.datetime | None:
    try:
        return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        pass
    for pattern in _FORMATS:
        try:
            return dt.datetime.strptime(text, pattern)
        except ValueError:
            continue
    return None


def local_to_utc(text: str) -> str | None:
    """'22-11-2026 10:00' (local) -> '2026-11-22T09:00:00Z'; '' -> None; other text as typed.
    A moment with its zone (pasted from the service) keeps it; without, it is local time."""
    cleaned = " ".join(text.split())
    if not cleaned:
        return None
    moment = _read(cleaned)
    return text if moment is None else utc_text(moment.astimezone())


def utc_text(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def utc_to_local(value: Any) -> str:
    """A stored UTC moment as the user's local 'dd-mm-yyyy hh:mm'; other text as it is."""
    if value is None:
        return ""
    text = str(value)
    try:
        moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return text
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return moment.astimezone().strftime(DISPLAY_FORMAT)
