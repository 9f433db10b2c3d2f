"""A record's history as the form's *Geschiedenis* panel, the report's annex and the
catalogue export read it: lines, newest first, one per field an entry changed (an entry
without fields, a state change, is one line). Codes only; the UI says them.

Entries are written by the store, in the transaction of each change (`app.store.history`);
nothing here writes one, so no operation can forget or invent one.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from typing import Any

from app.store.history import Action
from app.store.history import Entry
from app.store.history import value_text
from app.store.kinds import RecordKind

if TYPE_CHECKING:
    from app.store.store import Store

__all__ = ["HistoryLine", "compact", "histories", "lines_of", "record_history", "value_text"]


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One line of a record's history: its entry's moment, action and detail, and one field
    it changed (None: the entry changed no field) with what it was and what it became."""

    entry_id: int
    at: dt.datetime
    action: Action | str
    detail: Mapping[str, Any]
    field: str | None = None
    before: Any = None
    after: Any = None


def record_history(
    store: Store, kind: RecordKind, *, draft_id: str | None, server_id: str | None
) -> list[HistoryLine]:
    """The history of the record in the form (its draft, its server record, or both)."""
    return lines_of(store.history.entries(kind, draft_id=draft_id, server_id=server_id))


def lines_of(entries: Iterable[Entry]) -> list[HistoryLine]:
    """The entries' lines, in the entries' order, each entry's fields in theirs."""
    lines: list[HistoryLine] = []
    for e in entries:
        if not e.fields:
            lines.append(HistoryLine(e.id, e.at, e.action, e.detail))
        lines += [
            HistoryLine(e.id, e.at, e.action, e.detail, f.field, f.before, f.after)
            for f in e.fields
        ]
    return lines


def histories(store: Store, kind: RecordKind, keys: Sequence[str]) -> dict[str, list[HistoryLine]]:
    """The histories of many records by their table keys (`d:<draft id>`, `s:<server id>`),
    for a report's annex or an export: read in one query."""
    draft_ids = [k[2:] for k in keys if k.startswith("d:")]
    server_ids = [k[2:] for k in keys if k.startswith("s:")]
    found = store.history.entries_of_records(kind, draft_ids, server_ids)
    return {key: lines_of(found.get(key, [])) for key in keys}


def compact(store: Store) -> int:
    """Every record's history held to the bound (`bounds.HISTORY_ENTRIES_PER_RECORD`): the
    records folded. Each write compacts its own record; this is for histories written under
    a higher bound."""
    return store.history.compact_all()
