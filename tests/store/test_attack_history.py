"""Attacks on the per-record history: a hostile service's answers land in it when the
catalogue is refreshed; what it keeps stays bounded by its own bounds; a row of it that does
not read (a damaged or edited file) never stops a save or a view."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.api.bounds import HISTORY_ENTRIES_PER_RECORD
from app.api.bounds import HISTORY_VALUE_CHARS
from app.store import Store
from app.store.history import Action
from app.store.kinds import RecordKind
from tests.sync.helpers import product_content


def test_a_service_changing_a_huge_field_every_refresh_keeps_the_history_small(
    tmp_path: Path,
) -> None:
    """A description of 200,000 characters, another at every refresh: each entry keeps the
    value cut at its bound, so the history does not grow by the service's answers."""
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "attachments") as store:
        base = product_content("Balk")
        refreshes = 20
        for n in range(refreshes):
            details = dict(base["itemDetails"], description=str(n % 10) * 200_000)
            store.cache.replace_server_list(
                RecordKind.PRODUCT, [{"id": 1, **base, "itemDetails": details}]
            )
        count, stored = store.database.query_one(
            "SELECT count(*), sum(length(fields)) FROM history"
        )
        assert count == refreshes - 1
        assert stored <= count * 2 * (HISTORY_VALUE_CHARS + 100)
        newest = store.history.entries(RecordKind.PRODUCT, server_id="1")[0]
        assert newest.action == Action.CHANGED_ON_SERVICE
        change = next(f for f in newest.fields if f.field == "itemDetails.description")
        assert change.after == "9" * HISTORY_VALUE_CHARS + "…"


_OLDEST = "WHERE id = (SELECT min(id) FROM history)"
_NEWEST = "WHERE id = (SELECT max(id) FROM history)"
_DAMAGED = {
    "fields not JSON": f"UPDATE history SET fields = 'nope' {_OLDEST}",
    "fields not triples": f"UPDATE history SET fields = '[[1], 2]' {_OLDEST}",
    "an earlier entry's detail a list": (
        f"UPDATE history SET detail = '[1]', action = 'earlier' {_OLDEST}"
    ),
    "a time that is none": f"UPDATE history SET at = 'garbage' {_NEWEST}",
    "a kind there is not": f"UPDATE history SET kind = 'boat' {_NEWEST}",
}


@pytest.mark.parametrize("damage", sorted(_DAMAGED))
def test_a_damaged_history_row_never_stops_saving_nor_reading_the_record(
    tmp_path: Path, damage: str
) -> None:
    """A record at its history's bound: each save folds the oldest entries. One row of a
    damaged or edited file that does not read made every save of the draft fail, and its
    history view raise; it is left out of the fold and the view, the rest goes on."""
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "attachments") as store:
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
        for n in range(HISTORY_ENTRIES_PER_RECORD + 2):
            store.drafts.save_content(draft.id, product_content(f"Deur {n}"))
    with sqlite3.connect(tmp_path / "db.sqlite3") as conn:
        assert conn.execute(_DAMAGED[damage]).rowcount == 1
    conn.close()

    with Store.open(tmp_path / "db.sqlite3", tmp_path / "attachments") as store:
        store.drafts.save_content(draft.id, product_content("Deur, gelakt"))
        store.history.compact_all()

        assert store.drafts.get(draft.id).content["itemDetails"]["name"] == "Deur, gelakt"
        entries = store.history.entries(RecordKind.PRODUCT, draft_id=draft.id)
        assert HISTORY_ENTRIES_PER_RECORD - 1 <= len(entries) <= HISTORY_ENTRIES_PER_RECORD
        newest = next(f for f in entries[0].fields if f.field == "itemDetails.name")
        assert newest.after == "Deur, gelakt"
        found = store.history.entries_of_records(RecordKind.PRODUCT, [draft.id], [])
        assert len(found[f"d:{draft.id}"]) == len(entries)
