"""History entries of the actions on many records: a bulk step and its undo, a spreadsheet
import, a drafts archive, a move to another environment's store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from app.store import history
from app.store.archive import export_drafts
from app.store.archive import import_drafts
from app.store.drafts import SentDraft
from app.store.history import Action
from app.store.history import Entry
from app.store.imports import ImportedRow
from app.store.kinds import RecordKind
from app.store.moving import move_drafts
from app.work import bulk as bulk_work
from app.work import undo
from tests.store.conftest import product_form
from tests.store.conftest import server_product

PRODUCT = RecordKind.PRODUCT
DOORS = {"productCategory": "Deuren", "subProductCategory": "Binnendeuren"}


def _entries(
    store: Store, draft_id: str | None = None, server_id: str | None = None
) -> list[Entry]:
    with store.database.transaction(write=False) as conn:
        return history.entries_of(conn, PRODUCT, draft_id=draft_id, server_id=server_id)


def _fields(entry: Entry) -> dict[str, tuple[Any, Any]]:
    return {f.field: (f.before, f.after) for f in entry.fields}


def test_a_bulk_step_and_its_undo_are_an_entry_per_record(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_form("Deur", **DOORS))
    store.cache.replace_server_list(PRODUCT, [server_product(3, "Steen", **DOORS)])
    records = store.bulk.read(PRODUCT, [f"d:{draft.id}", "s:3"])
    step = bulk_work.apply(
        store,
        PRODUCT,
        store.bulk.plan(PRODUCT, records, {"validityInformation.statusCode": "Verkocht"}),
    ).value

    bulk = _entries(store, draft.id)[0]
    assert bulk.action is Action.BULK
    assert bulk.detail == {"step": step.id, "count": 2}
    assert _fields(bulk) == {"validityInformation.statusCode": ("Beschikbaar", "Verkocht")}
    [edit] = _entries(store, server_id="3")
    assert edit.action is Action.BULK
    assert _fields(edit) == {"validityInformation.statusCode": ("Te koop", "Verkocht")}

    undo.undo(store)
    undone = _entries(store, draft.id)[0]
    assert undone.action is Action.UNDONE
    assert undone.detail == {"action": "bulk", "count": 2}
    assert _fields(undone) == {"validityInformation.statusCode": ("Verkocht", "Beschikbaar")}


def test_an_import_names_its_file_and_row_with_every_field_from_nothing(store: Store) -> None:
    rows = [
        ImportedRow({"itemDetails": {"name": "Deur"}, "quantity": {"quantityValue": 3}}, 2),
        ImportedRow({"itemDetails": {"name": "Raam"}, "isPublic": True, "tags": ["a", "b"]}, 3),
    ]
    batch = store.imports.add_batch(
        rows, file_name="inventaris.xlsx", sheet="Blad1", header_key="k", mapping={}
    )
    ids = store.database.column(
        "SELECT draft_id FROM import_batch_drafts WHERE batch_id = ? ORDER BY row_number",
        (batch.id,),
    )

    [door] = _entries(store, ids[0])
    assert door.action is Action.IMPORTED
    assert door.detail == {"file": "inventaris.xlsx", "sheet": "Blad1", "row": 2}
    assert _fields(door) == {
        "itemDetails.name": (None, "Deur"),
        "quantity.quantityValue": (None, 3),
    }
    [window] = _entries(store, ids[1])
    # As `content_changes` says them: a list whole, true as true.
    assert _fields(window) == dict(
        (f.field, (f.before, f.after)) for f in history.content_changes(None, rows[1].content)
    )


@pytest.fixture
def two(tmp_path: Path) -> Iterator[tuple[Store, Store]]:
    a = Store.open(tmp_path / "a" / "reuse-desk.sqlite3", tmp_path / "a" / "attachments")
    b = Store.open(tmp_path / "b" / "reuse-desk.sqlite3", tmp_path / "b" / "attachments")
    a.bind_environment("https://acc.example.nl/api/v1", "Acceptatie", production=False)
    b.bind_environment("https://x.nl/api/v1", "X", production=True)
    yield a, b
    a.close()
    b.close()


def test_a_moved_draft_keeps_its_history_and_says_where_it_came_from(
    two: tuple[Store, Store],
) -> None:
    a, b = two
    draft = a.drafts.create_draft(PRODUCT, product_form("Deur"))
    a.drafts.save_content(draft.id, product_form("Deur, eiken"), visit="v")

    move_drafts(a, b, [draft.id])

    moved, typed, created = _entries(b, draft.id)
    assert moved.action is Action.MOVED
    assert moved.detail == {"source": "Acceptatie"}
    assert _fields(typed) == {"itemDetails.name": ("Deur", "Deur, eiken")}
    assert created.action is Action.CREATED
    assert _entries(a, draft.id)[0].action is Action.DELETED


def test_an_archive_import_names_the_file(two: tuple[Store, Store], tmp_path: Path) -> None:
    a, b = two
    b.close()
    local = Store.open(tmp_path / "c" / "reuse-desk.sqlite3", tmp_path / "c" / "attachments")
    try:
        draft = a.drafts.create_draft(PRODUCT, product_form("Deur"))
        export_drafts(a, tmp_path / "werk.reusedesk")
        import_drafts(local, tmp_path / "werk.reusedesk")

        [imported] = _entries(local, draft.id)
        assert imported.action is Action.IMPORTED
        assert imported.detail == {"file": "werk.reusedesk"}
        assert _fields(imported)["itemDetails.name"] == (None, "Deur")
    finally:
        local.close()
        b = Store.open(tmp_path / "b" / "reuse-desk.sqlite3", tmp_path / "b" / "attachments")


def test_a_refresh_records_what_changed_on_the_service_and_not_what_stayed(store: Store) -> None:
    store.cache.replace_server_list(
        PRODUCT, [server_product(1, "Steen"), server_product(2, "Balk")]
    )
    assert _entries(store, server_id="1") == []  # new in the list: nothing was before

    changed = server_product(1, "Steen, rood", city="Leiden")
    store.cache.replace_server_list(PRODUCT, [changed, server_product(2, "Balk")])

    [seen] = _entries(store, server_id="1")
    assert seen.action is Action.CHANGED_ON_SERVICE
    assert _fields(seen) == {
        "itemDetails.name": ("Steen", "Steen, rood"),
        "itemDetails.productDescription": (
            [{"description": "Steen van de sloop", "languageCode": "NL"}],
            [{"description": "Steen, rood van de sloop", "languageCode": "NL"}],
        ),
        "address.city": ("Delft", "Leiden"),
    }
    assert _entries(store, server_id="2") == []


def test_a_refresh_showing_our_own_sent_change_is_no_one_elses(store: Store) -> None:
    store.cache.replace_server_list(PRODUCT, [server_product(1, "Steen")])
    answer = server_product(1, "Steen, ons")
    draft = store.drafts.create_draft(PRODUCT, product_form("Steen, ons"), server_id=1)
    store.drafts.mark_queued(draft.id)
    store.drafts.mark_synced([SentDraft(draft.id, "1", server_version=answer)])

    store.cache.replace_server_list(PRODUCT, [answer])

    assert Action.CHANGED_ON_SERVICE not in [e.action for e in _entries(store, server_id="1")]
