"""A history per record: when, which action, and for each field what it was and became.

Every entry is written by the store function that makes the change, on the same
connection inside the same transaction (`record(conn, ...)`), so an entry can be neither
lost (the change committed without it) nor invented (an entry of a change rolled back).
The core stores codes (`Action`, and the `detail`'s keys and values); the UI says them.

A record is named by its kind and its draft id and/or server id (`RecordKey`): a new
draft has only its draft id until the service stores it (a trigger then writes the server
id into its entries, see `HISTORY_FOLLOWS_SERVER_ID`); a change seen on the service has
only the server id. A record's history is the entries of either.

Typing is one entry per editing visit, holding one change per field: the autosave of a
visit merges into the entry it opened (`record_typing`), keeping each field's first
before-value; a visit ends when the user leaves the record (a new `visit` token). After
its first, an autosave writes only the draft's row, with the visit's note, which every
reader here takes over the entry's stored fields (`CURRENT_FIELDS`) until a trigger writes
the entry from it.

Bounded: past `bounds.HISTORY_ENTRIES_PER_RECORD` entries for one key, the oldest are
folded into one `earlier` entry holding each field's first before-value and last
after-value (`compact`).
"""

from __future__ import annotations

import datetime as dt
import enum
import math
import sqlite3
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from typing import Any

import orjson

from app.api.bounds import HISTORY_ENTRIES_PER_RECORD
from app.api.bounds import HISTORY_VALUE_CHARS
from app.api.numbers import show_number
from app.store.database import Database
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import load_json
from app.store.kinds import to_db_time
from app.store.kinds import utc_now


class Action(enum.StrEnum):
    """What made a change. Stored as its value: never rename one."""

    CREATED = "created"  # a new draft (its first content)
    TYPED = "typed"  # typed in the form (one entry per editing visit)
    BULK = "bulk"  # a bulk step (detail: step)
    IMPORTED = "imported"  # from a spreadsheet or archive (detail: file)
    DUPLICATED = "duplicated"  # made as a copy (detail: source, the draft or server id)
    CONFLICT_SETTLED = "conflict_settled"  # detail: choice (mine, theirs, merged)
    MOVED = "moved"  # moved from an environment (detail: source, its name)
    QUEUED = "queued"
    SENT = "sent"  # the service's answer (detail: answer, code)
    ACCEPTED_WITHOUT_ID = "accepted_without_id"  # detail: code
    ARCHIVED = "archived"  # detail: requested (True) or withdrawn (False)
    DELETED = "deleted"
    UNDONE = "undone"  # detail: action (the code undone), label
    REDONE = "redone"  # detail: action
    CHANGED_ON_SERVICE = "changed_on_service"  # seen when the catalogue was refreshed
    SPLIT = "split"  # detail: role (original, part), amount, whole, unit, other (its name)
    MERGED = "merged"  # detail: role (kept, archived), amount, whole, unit, other
    EARLIER = "earlier"  # older entries folded by `compact` (detail: entries, first_at)


@dataclass(frozen=True, slots=True)
class RecordKey:
    """Which record an entry belongs to: its kind and at least one of its ids."""

    kind: RecordKind
    draft_id: str | None = None
    server_id: str | None = None

    def __post_init__(self) -> None:
        if self.draft_id is None and self.server_id is None:
            raise ValueError("a history entry needs a draft id or a server id")


@dataclass(frozen=True, slots=True)
class FieldChange:
    """One field of an entry: its wire alias (a dotted path for nested content), and its
    JSON values before and after (None: absent or empty)."""

    field: str
    before: Any
    after: Any


@dataclass(frozen=True, slots=True)
class Entry:
    id: int
    key: RecordKey
    at: dt.datetime
    action: Action | str
    detail: Mapping[str, Any]
    fields: tuple[FieldChange, ...] = field(default=())


# The triggers as step 16 released them (never edited: a step applies them as they were).
# The first keeps a new draft's entries findable by the server id it got. The second, as
# released, merged an autosave into its visit's entry; step 22 replaces it (see
# `CURRENT_FIELDS`). The third writes the entry of a send the service stored:
# `DraftStore.mark_synced` is one statement on the sync engine's hot path, and the trigger
# keeps it one. (A step that builds the drafts table anew must create them again.)
HISTORY_TRIGGERS = """
CREATE TRIGGER drafts_server_id_to_history AFTER UPDATE OF server_id ON drafts
WHEN new.server_id IS NOT NULL AND old.server_id IS NOT new.server_id BEGIN
    UPDATE history SET server_id = new.server_id
    WHERE draft_id = new.id AND server_id IS NULL;
END;
CREATE TRIGGER drafts_typing_to_history AFTER UPDATE OF typing ON drafts
WHEN new.typing IS NOT NULL BEGIN
    UPDATE history SET fields = json_extract(new.typing, '$.merged'), at = new.updated_at
    WHERE id = json_extract(new.typing, '$.entry')
      AND id = (SELECT max(id) FROM history WHERE draft_id = new.id);
    INSERT INTO history (kind, draft_id, server_id, at, action, detail, fields, visit)
    SELECT new.kind, new.id, new.server_id, new.updated_at, 'typed', '{}',
           json_extract(new.typing, '$.own'), json_extract(new.typing, '$.visit')
    WHERE changes() = 0;
END;
CREATE TRIGGER drafts_synced_to_history AFTER UPDATE OF state ON drafts
WHEN new.state = 'synced' AND old.state IS NOT 'synced' BEGIN
    INSERT INTO history (kind, draft_id, server_id, at, action, detail)
    VALUES (new.kind, new.id, new.server_id, new.updated_at, 'sent', '{"answer":"stored"}');
END
"""


# SQL: an entry's fields and time as they are now, for a reader of `history AS h`. An
# autosave writes only the draft's row: its note (`typing`, see `typing_note`) holds the
# open visit's entry, merged, until the note ends and the trigger of step 22 writes the
# entry from it (another visit's note, none, or the draft deleted). One row written per
# pause in typing instead of two: the history's cost on the autosave's path.
_NOTE_OF_ENTRY = (
    "(SELECT json_extract(d.typing, '$.{0}') FROM drafts AS d WHERE d.id = h.draft_id"
    " AND d.typing IS NOT NULL AND json_extract(d.typing, '$.entry') = h.id)"
)
CURRENT_FIELDS = f"coalesce({_NOTE_OF_ENTRY.format('merged')}, h.fields)"
CURRENT_AT = f"coalesce({_NOTE_OF_ENTRY.format('at')}, h.at)"
# Every column of an entry as it is now (`SELECT {CURRENT_ROW} FROM history AS h`).
CURRENT_ROW = (
    "h.id, h.kind, h.draft_id, h.server_id, "
    f"{CURRENT_AT} AS at, h.action, h.detail, {CURRENT_FIELDS} AS fields, h.visit"
)


# SQL: the fields of a content (JSON text) from nothing, as `content_changes(None, ...)`
# gives them: each leaf by its dotted path, a list whole. For writers of many new drafts in
# SQL (an import of 50,000 rows reads no content back into Python).
def fields_from_nothing(content: str) -> str:
    return (
        "(SELECT json_group_array(json_array(substr(t.fullkey, 3), NULL,"
        " CASE WHEN t.type = 'array' THEN json(t.value) WHEN t.type = 'true' THEN json('true')"
        " WHEN t.type = 'false' THEN json('false') ELSE t.value END))"
        f" FROM json_tree({content}) AS t WHERE t.type != 'object' AND t.fullkey NOT LIKE '%[%'"
        " AND t.type != 'null')"
    )


# The entries of an import's new drafts (parameters: the batch, its file and sheet).
IMPORTED_FROM_BATCH = (
    "INSERT INTO history (kind, draft_id, at, action, detail, fields)"
    " SELECT 'product', d.id, d.created_at, 'imported',"
    " json_object('file', ?2, 'sheet', ?3, 'row', b.row_number),"
    f" {fields_from_nothing('d.content')}"
    " FROM import_batch_drafts AS b JOIN drafts AS d ON d.id = b.draft_id WHERE b.batch_id = ?1"
)


def _fields_json(changes: Iterable[FieldChange]) -> str:
    return dump_json([[c.field, kept_value(c.before), kept_value(c.after)] for c in changes])


def kept_value(value: Any) -> Any:
    """A field's value as an entry keeps it: one longer than `HISTORY_VALUE_CHARS` (as text,
    a list or object as its JSON) cut there, as text ending in "…"."""
    if isinstance(value, str):
        text = value
    elif isinstance(value, list | dict):
        if len(dump_json(value)) <= HISTORY_VALUE_CHARS:
            return value
        text = value_text(value)
    else:
        return value
    return text if len(text) <= HISTORY_VALUE_CHARS else text[:HISTORY_VALUE_CHARS] + "…"


def record(
    conn: sqlite3.Connection,
    key: RecordKey,
    action: Action | str,
    *,
    detail: Mapping[str, Any] | None = None,
    fields: Sequence[FieldChange] = (),
    at: dt.datetime | None = None,
) -> int:
    """Add one entry; returns its id. Call it on the connection of the transaction that
    makes the change (`with database.transaction() as conn:`), never after it.

    `detail`: codes and names, JSON (e.g. {"file": "inventaris.xlsx"}, {"choice": "mine"},
    {"answer": "stored"}, {"action": "bulk", "label": "..."} for an undo).
    `fields`: what each field was and became; for a state change usually none.
    Entries past the bound of the record are compacted here.
    """
    cursor = conn.execute(
        "INSERT INTO history (kind, draft_id, server_id, at, action, detail, fields)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            RecordKind(key.kind).value,
            key.draft_id,
            key.server_id,
            to_db_time(at or utc_now()),
            Action(action).value,
            dump_json(dict(detail or {})),
            _fields_json(fields),
        ),
    )
    entry_id = int(cursor.lastrowid or 0)
    compact(conn, key)
    return entry_id


def record_many(
    conn: sqlite3.Connection,
    entries: Iterable[tuple[RecordKey, Sequence[FieldChange]]],
    action: Action | str,
    *,
    detail: Mapping[str, Any] | None = None,
    at: dt.datetime | None = None,
) -> int:
    """One entry per record of the same action (a bulk step, an import, a refresh): one
    statement; returns how many were written. Records left with no field are skipped when
    the action is about fields (every action but a state change is)."""
    when = to_db_time(at or utc_now())
    code = Action(action).value
    detail_text = dump_json(dict(detail or {}))
    rows = [
        (k.kind.value, k.draft_id, k.server_id, when, code, detail_text, _fields_json(f))
        for k, f in entries
    ]
    conn.executemany(
        "INSERT INTO history (kind, draft_id, server_id, at, action, detail, fields)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    for kind, draft_id, server_id, *_ in rows:
        compact(conn, RecordKey(RecordKind(kind), draft_id, server_id))
    return len(rows)


# SQL: a draft's content and the open entry of an editing visit (its newest entry, if it is
# the visit's: something else since opens a new one), in one statement (the autosave's
# path: each statement lets another thread take the interpreter). Parameters: draft, visit.
_BEFORE_TYPING = (
    f"SELECT d.content, h.id, {CURRENT_FIELDS}, h.action FROM drafts AS d LEFT JOIN history AS h"
    " ON h.id = (SELECT max(id) FROM history WHERE draft_id = d.id) AND h.visit = ?2"
    " WHERE d.id = ?1"
)


def before_typing(
    conn: sqlite3.Connection, draft_id: str, visit: str
) -> tuple[str | None, sqlite3.Row | None]:
    """A draft's content as stored (None: no such draft) and the open entry of `visit`
    (see `record_typing`), read before the autosave writes."""
    row = conn.execute(_BEFORE_TYPING, (draft_id, visit)).fetchone()
    if row is None:
        return None, None
    return row[0], (row if row[1] is not None else None)


_UNREAD: Any = object()


def record_typing(
    conn: sqlite3.Connection,
    key: RecordKey,
    visit: str,
    changes: Sequence[FieldChange],
    *,
    created: bool = False,
    open_entry: sqlite3.Row | None = _UNREAD,
    detail: Mapping[str, Any] | None = None,
) -> OpenTyping | None:
    """An autosave of the editing visit `visit`: merged into the visit's entry (each field's
    first before-value kept, its after-value the latest), or a new entry (`created`: the
    visit's first keystroke made the record, and its entry says so). A field typed back to
    what it was leaves the entry; a typed entry left empty goes. `open_entry`: the visit's
    entry as `before_typing` read it (by default read here). `detail`: of a created record's
    entry (with a "source", it was duplicated from that record). Returns the visit's entry
    as it is now (None: none), for `typing_note`."""
    if not changes and not created:
        return None
    row = before_typing(conn, str(key.draft_id), visit)[1] if open_entry is _UNREAD else open_entry
    if row is None:
        cursor = conn.execute(
            "INSERT INTO history (kind, draft_id, server_id, at, action, detail, fields, visit)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                key.kind.value,
                key.draft_id,
                key.server_id,
                to_db_time(utc_now()),
                _opening(created, detail).value,
                dump_json(dict(detail or {})),
                _fields_json(changes),
                visit,
            ),
        )
        compact(conn, key)
        fields = {c.field: [c.before, c.after] for c in changes}
        return OpenTyping(visit, int(cursor.lastrowid or 0), fields, created)
    kept = merged_fields({f: [b, a] for f, b, a in _field_triples(row[2])}, changes)
    typed = row[3] == Action.TYPED.value
    if not kept and typed:
        conn.execute("DELETE FROM history WHERE id = ?", (row[1],))
        return None
    conn.execute(
        "UPDATE history SET fields = ?, at = ? WHERE id = ?",
        (_merged_json(kept), to_db_time(utc_now()), row[1]),
    )
    return OpenTyping(visit, int(row[1]), kept, not typed)


@dataclass(slots=True)
class OpenTyping:
    """The entry of an editing visit as this program last wrote it: its fields (each
    [before, after]), and whether it is the record's opening entry (created, never dropped).
    Kept by the draft store so that the next autosave of the visit needs no read."""

    visit: str
    entry_id: int
    fields: dict[str, list[Any]]
    opening: bool = False


def merged_fields(
    fields: Mapping[str, list[Any]], changes: Iterable[FieldChange]
) -> dict[str, list[Any]]:
    """An entry's fields with later changes: each field's first before-value, its last
    after-value; a field back at its before-value leaves."""
    merged = {f: list(pair) for f, pair in fields.items()}
    for change in changes:
        if change.field in merged:
            merged[change.field][1] = change.after
        else:
            merged[change.field] = [change.before, change.after]
    return {f: pair for f, pair in merged.items() if pair[0] != pair[1]}


def _merged_json(fields: Mapping[str, list[Any]]) -> str:
    return dump_json([[f, b, a] for f, (b, a) in fields.items()])


def typing_note(
    typing: OpenTyping, changes: Sequence[FieldChange], at: str
) -> tuple[str, OpenTyping]:
    """What an autosave writes in the drafts row (its `typing` column) when the visit's
    entry and the content before are known: the entry, its fields merged with `changes`,
    and when (`at`, as stored); readers take it over the entry (`CURRENT_FIELDS`). With the
    entry as it is then."""
    merged = merged_fields(typing.fields, changes)
    note = {
        "entry": typing.entry_id,
        "visit": typing.visit,
        "at": at,
        "merged": [[f, b, a] for f, (b, a) in merged.items()],
    }
    return _note_json(note), OpenTyping(typing.visit, typing.entry_id, merged, typing.opening)


def _note_json(note: Mapping[str, Any]) -> str:
    """A note by orjson (a fraction of `dump_json`'s time on every pause in typing): its
    values come from a content `dump_json` wrote, so JSON holds them; what orjson does not
    take (an int past 64 bits) by `dump_json`."""
    try:
        return orjson.dumps(note).decode()
    except TypeError:
        return dump_json(dict(note))


# A content by its top-level groups, each as its compact JSON (`content_groups`): what an
# autosave keeps of the content it wrote, so that the next one compares the groups' texts
# and parses only a changed group's (a typed character changes one group).
Groups = dict[str, bytes]


def content_groups(content: Mapping[str, Any]) -> Groups | None:
    """Each top-level field of a content as its JSON (None: one orjson does not take, such
    as an int past 64 bits: the caller diffs the contents whole then)."""
    try:
        return {name: orjson.dumps(value) for name, value in content.items()}
    except TypeError:
        return None


def group_changes(before: Groups, after: Groups, content: Mapping[str, Any]) -> list[FieldChange]:
    """`content_changes(before content, content)` from the groups of both (`after` is
    `content`'s): groups of equal text are equal, a changed one is parsed and diffed."""
    changes: list[FieldChange] = []
    for name in dict.fromkeys([*before, *after]):
        old_text = before.get(name)
        if old_text == after.get(name):
            continue
        old = None if old_text is None else orjson.loads(old_text)
        _diff_one(name, old, content.get(name), changes)
    return changes


def _opening(created: bool, detail: Mapping[str, Any] | None) -> Action:
    if not created:
        return Action.TYPED
    return Action.DUPLICATED if detail and detail.get("source") else Action.CREATED


def content_changes(
    before: Mapping[str, Any] | None, after: Mapping[str, Any]
) -> list[FieldChange]:
    """The fields that differ between two contents (JSON objects keyed by wire alias),
    nested objects by dotted path (`itemDetails.name`), lists whole."""
    changes: list[FieldChange] = []
    _diff("", before or {}, after, changes)
    return changes


def _diff(
    prefix: str, before: Mapping[str, Any], after: Mapping[str, Any], out: list[FieldChange]
) -> None:
    for name in dict.fromkeys([*before, *after]):
        _diff_one(f"{prefix}{name}", before.get(name), after.get(name), out)


def _diff_one(path: str, old: Any, new: Any, out: list[FieldChange]) -> None:
    if old == new:
        return
    if isinstance(old, Mapping) and isinstance(new, Mapping):
        _diff(f"{path}.", old, new, out)
    elif isinstance(old, Mapping) and new is None:
        _diff(f"{path}.", old, {}, out)
    elif old is None and isinstance(new, Mapping):
        _diff(f"{path}.", {}, new, out)
    else:
        out.append(FieldChange(path, old, new))


def value_text(value: Any, language: str = "en") -> str:
    """A field's value as one line of text, without words of a language (a list joined);
    a number as `language` writes it (nl: 12,5), ungrouped, as a form's field shows it."""
    if value is None:
        return ""
    if isinstance(value, list):
        return ", ".join(value_text(v, language) for v in value)
    if isinstance(value, dict):
        return ", ".join(value_text(v, language) for v in value.values() if v not in (None, ""))
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # 10, as typed, not 10.0
    if isinstance(value, int | float) and math.isfinite(value):
        return show_number(value, language, grouped=False)
    return str(value)


def compact(conn: sqlite3.Connection, key: RecordKey) -> None:
    """Past the bound, fold the oldest entries of `key` (by draft id, else by server id)
    into one `earlier` entry: each field's first before-value and last after-value, how many
    entries it holds and when the first was. Cheap while under the bound: one indexed count."""
    where, params = _own(key)
    count = int(conn.execute(f"SELECT count(*) FROM history WHERE {where}", params).fetchone()[0])
    if count <= HISTORY_ENTRIES_PER_RECORD:
        return
    # Keep the newest bound - 1 and the fold: the bound holds after this.
    old = conn.execute(
        f"SELECT {CURRENT_ROW} FROM history AS h WHERE {where} ORDER BY at, id LIMIT ?",
        (*params, count - HISTORY_ENTRIES_PER_RECORD + 1),
    ).fetchall()
    folded: dict[str, list[Any]] = {}
    entries = 0
    first_at = old[0]["at"]
    for row in old:
        detail = _json_object(row["detail"])
        if row["action"] == Action.EARLIER.value:
            held = detail.get("entries", 1)
            entries += held if isinstance(held, int) and held > 0 else 1
            first_at = detail.get("first_at", row["at"])
        else:
            entries += 1
        for name, before, after in _field_triples(row["fields"]):
            if name in folded:
                folded[name][1] = after
            else:
                folded[name] = [before, after]
    conn.execute(
        "DELETE FROM history WHERE id IN (SELECT value FROM json_each(?))",
        (dump_json([row["id"] for row in old]),),
    )
    conn.execute(
        "INSERT INTO history (kind, draft_id, server_id, at, action, detail, fields)"
        " VALUES (?, ?, ?, ?, 'earlier', ?, ?)",
        (
            key.kind.value,
            key.draft_id,
            key.server_id,
            old[-1]["at"],
            dump_json({"entries": entries, "first_at": first_at}),
            dump_json([[f, b, a] for f, (b, a) in folded.items()]),
        ),
    )


def rows_of_drafts(conn: sqlite3.Connection, draft_ids: Sequence[str]) -> list[sqlite3.Row]:
    """The entries of these drafts as stored, oldest first (to copy into another store)."""
    return conn.execute(
        f"SELECT {CURRENT_ROW} FROM history AS h"
        " WHERE h.draft_id IN (SELECT value FROM json_each(?)) ORDER BY h.id",
        (dump_json(list(draft_ids)),),
    ).fetchall()


def copy_entries(
    conn: sqlite3.Connection, rows: Iterable[sqlite3.Row], draft_ids: set[str]
) -> None:
    """Entries read by `rows_of_drafts` (from another store), those of `draft_ids`, added
    here under new ids (the visit ends: typing here is a new entry)."""
    conn.executemany(
        "INSERT INTO history (kind, draft_id, server_id, at, action, detail, fields)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (
                r["kind"],
                r["draft_id"],
                r["server_id"],
                r["at"],
                r["action"],
                r["detail"],
                r["fields"],
            )
            for r in rows
            if r["draft_id"] in draft_ids
        ],
    )


def _own(key: RecordKey) -> tuple[str, tuple[Any, ...]]:
    """The entries written under `key`: by its draft, else the server record's own."""
    if key.draft_id is not None:
        return "draft_id = ?", (key.draft_id,)
    return "draft_id IS NULL AND kind = ? AND server_id = ?", (key.kind.value, key.server_id)


def entries_of(
    conn: sqlite3.Connection,
    kind: RecordKind | str,
    *,
    draft_id: str | None = None,
    server_id: str | None = None,
) -> list[Entry]:
    """A record's history, newest first: the entries of its draft and of its server id."""
    if draft_id is None and server_id is None:
        return []
    rows = conn.execute(
        f"SELECT {CURRENT_ROW} FROM history AS h"
        " WHERE h.draft_id = ?1 OR (h.kind = ?2 AND h.server_id = ?3) ORDER BY at DESC, id DESC",
        (draft_id, RecordKind(kind).value, server_id),
    ).fetchall()
    return [entry for row in rows if (entry := _entry(row)) is not None]


def _action(code: str) -> Action | str:
    """A code this program knows, or as stored (a newer release's): shown by its code."""
    try:
        return Action(code)
    except ValueError:
        return code


def _json_object(text: object) -> dict[str, Any]:
    """An entry's detail as stored; one that does not read (a damaged or edited file): {}."""
    try:
        loaded = load_json(text) if isinstance(text, str) else None
    except ValueError:
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _field_triples(text: object) -> list[tuple[str, Any, Any]]:
    """An entry's fields as stored, each [field, before, after]; what does not read as
    such (a damaged or edited file) is left out: a fold or a view of the history goes on."""
    try:
        loaded = load_json(text) if isinstance(text, str) else None
    except ValueError:
        return []
    if not isinstance(loaded, list):
        return []
    return [
        (item[0], item[1], item[2])
        for item in loaded
        if isinstance(item, list) and len(item) == 3 and isinstance(item[0], str)
    ]


def _entry(row: sqlite3.Row) -> Entry | None:
    """The entry of `row`; None for one that cannot name its record or its time (a damaged
    or edited file: left out, the rest of the history is shown)."""
    try:
        at = from_db_time(row["at"]) if isinstance(row["at"], str) else None
        key = RecordKey(RecordKind(row["kind"]), row["draft_id"], row["server_id"])
    except ValueError:
        return None
    if at is None:
        return None
    return Entry(
        id=int(row["id"]),
        key=key,
        at=at,
        action=_action(str(row["action"])),
        detail=_json_object(row["detail"]),
        fields=tuple(FieldChange(f, b, a) for f, b, a in _field_triples(row["fields"])),
    )


class RecordHistory:
    """The histories of this store's records, read (`Store.history`)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    def entries(
        self, kind: RecordKind | str, *, draft_id: str | None = None, server_id: str | None = None
    ) -> list[Entry]:
        """One record's history, newest first (see `entries_of`)."""
        with self._db.transaction(write=False) as conn:
            return entries_of(conn, kind, draft_id=draft_id, server_id=server_id)

    def entries_of_records(
        self, kind: RecordKind | str, draft_ids: Sequence[str], server_ids: Sequence[str]
    ) -> dict[str, list[Entry]]:
        """The histories of many records, newest first, by `d:<draft id>` and `s:<server id>`
        (an entry of a draft that has a server id under both): for a report or an export."""
        found: dict[str, list[Entry]] = {}
        with self._db.transaction(write=False) as conn:
            rows = conn.execute(
                f"SELECT {CURRENT_ROW} FROM history AS h"
                " WHERE h.draft_id IN (SELECT value FROM json_each(?1))"
                " OR (h.kind = ?3 AND h.server_id IN (SELECT value FROM json_each(?2)))"
                " ORDER BY at DESC, id DESC",
                (dump_json(list(draft_ids)), dump_json(list(server_ids)), RecordKind(kind).value),
            ).fetchall()
        drafts, servers = set(draft_ids), set(server_ids)
        for row in rows:
            entry = _entry(row)
            if entry is None:
                continue
            if entry.key.draft_id in drafts:
                found.setdefault(f"d:{entry.key.draft_id}", []).append(entry)
            if entry.key.server_id in servers:
                found.setdefault(f"s:{entry.key.server_id}", []).append(entry)
        return found

    def compact_all(self) -> int:
        """Fold every record's entries past the bound (a lower bound of a newer release
        holds for the records written before): how many records were folded."""
        with self._db.transaction() as conn:
            keys = conn.execute(
                "SELECT kind, draft_id, max(server_id) FROM history WHERE draft_id IS NOT NULL"
                " GROUP BY draft_id HAVING count(*) > ?1 UNION ALL"
                " SELECT kind, NULL, server_id FROM history WHERE draft_id IS NULL"
                " GROUP BY kind, server_id HAVING count(*) > ?1",
                (HISTORY_ENTRIES_PER_RECORD,),
            ).fetchall()
            for kind, draft_id, server_id in keys:
                compact(conn, RecordKey(RecordKind(kind), draft_id, server_id))
        return len(keys)
