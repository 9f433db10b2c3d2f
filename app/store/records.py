"""Names shared by every part of the store: record kinds, draft states, timestamps."""

from __future__ import annotations

import datetime as dt
import enum
import json
from dataclasses import dataclass
from typing import Any


class RecordKind(enum.StrEnum):
    PRODUCT = "product"
    PROJECT = "project"
    SUBSCRIPTION = "subscription"


class DraftState(enum.StrEnum):
    """Where a draft is on its way to the server.

    draft -> queued -> syncing -> synced, or -> needs_attention (the server refused
    a field) or -> conflict (the server record changed since the edit began).
    """

    DRAFT = "draft"
    QUEUED = "queued"
    SYNCING = "syncing"
    SYNCED = "synced"
    NEEDS_ATTENTION = "needs_attention"
    CONFLICT = "conflict"


@dataclass(frozen=True, slots=True)
class ServerRecord:
    """A record that exists on the server, named by kind and server id."""

    kind: RecordKind
    server_id: str

    @classmethod
    def of(cls, kind: RecordKind | str, server_id: str | int) -> ServerRecord:
        return cls(RecordKind(kind), str(server_id))


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def to_db_time(moment: dt.datetime) -> str:
    """Fixed-width UTC text, so the database sorts timestamps correctly as strings."""
    if moment.tzinfo is None:
        raise ValueError("timestamps must be timezone-aware")
    return moment.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def from_db_time(text: str | None) -> dt.datetime | None:
    if text is None:
        return None
    return dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=dt.UTC)


def dump_json(value: Any) -> str:
    """Compact JSON; raises TypeError for values that JSON cannot hold."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def load_json(text: str | None) -> Any:
    return None if text is None else json.loads(text)
