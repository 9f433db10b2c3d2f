"""Moments as the user reads them (local 'dd-mm-yyyy hh:mm') and as the service keeps them (UTC).

Plain functions without Qt: the tables format their dates with them from the first
paint on, before any editor (`moment_field.py`) is needed.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

_FORMATS = (
    "%d-%m-%Y %H:%M",
    "%d-%m-%Y %H:%M:%S",
    "%d/%m/%Y %H:%M",
    "%d.%m.%Y %H:%M",
    "%Y-%m-%d %H:%M",
    "%Y-%m-%dT%H:%M",
    "%Y-%m-%dT%H:%M:%S",
    "%d-%m-%Y",
    "%d/%m/%Y",
    "%d.%m.%Y",
    "%Y-%m-%d",
)
DISPLAY_FORMAT = "%d-%m-%Y %H:%M"


def local_to_utc(text: str) -> str | None:
    """'22-11-2026 10:00' (local) -> '2026-11-22T09:00:00Z'; '' -> None; other text as typed."""
    cleaned = " ".join(text.split())
    if not cleaned:
        return None
    if cleaned.endswith("Z") or "+" in cleaned[10:]:
        # Already an explicit moment (pasted from the service): keep its zone.
        try:
            moment = dt.datetime.fromisoformat(cleaned.replace("Z", "+00:00"))
        except ValueError:
            return text
        return utc_text(moment)
    for pattern in _FORMATS:
        try:
            naive = dt.datetime.strptime(cleaned, pattern)
        except ValueError:
            continue
        return utc_text(naive.astimezone())  # a naive time is the computer's local time
    return text


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
