"""Splits and merges of products (`app.work.lots`): one operation and one undo step each, sent
as a pair in the order that never shows more than the whole on the service. A real store on
real files, the real sandbox on loopback, read back over HTTP."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.api.products import ProductRequest
from app.store.history import Action
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.undo import PAIR_CHANGED
from app.work import drafts
from app.work import lots
from app.work import undo
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
DOORS = "Eiken binnendeur"


def _doors(quantity: int = 38, name: str = DOORS) -> dict[str, Any]:
    return product_content(name, quantity={"quantityValue": quantity, "quantityUoM": "PCE"})


@pytest.mark.asyncio
async def _sync(bench: Workbench) -> Any:
    async with bench.engine() as engine:
        return await engine.run_once()


@pytest.mark.asyncio
async def _on_service(bench: Workbench, name: str = DOORS) -> dict[int, Decimal]:
    """The service's products of that name and their quantities, read over HTTP."""
    async with bench.client() as client:
        found = await client.list_products()
    return {
        p.id: Decimal(str(p.quantity.quantity_value))
        for p in found
        if p.item_details.name == name and p.quantity.quantity_value is not None
    }


@pytest.mark.asyncio
async def _server_doors(bench: Workbench, quantity: int = 38) -> str:
    """Doors on the service, synced here (a server record in the offline list)."""
    bench.queue(PRODUCT, _doors(quantity))
    report = await _sync(bench)
    assert not report.issues
    (server_id,) = await _on_service(bench)
    assert bench.store.cache.server_item(PRODUCT, server_id) is not None
    return str(server_id)


def _quantity(content: dict[str, Any]) -> Any:
    return content["quantity"]["quantityValue"]


def test_a_draft_never_sent_is_split_in_its_drafts_alone(bench: Workbench) -> None:
    store = bench.store
    draft = store.drafts.create_draft(PRODUCT, _doors())
    changes = {"validityInformation.statusCode": "Gereserveerd", "address.city": "Zwolle"}
    outcome = lots.split(store, lots.Source(draft.id), 10, changes)
    done = outcome.value
    assert isinstance(done, lots.Split)
    assert not done.held  # nothing of it is on the service: no order to keep
    assert _quantity(store.drafts.get(draft.id).content) == 28
    part = store.drafts.get(done.part.id)
    assert _quantity(part.content) == 10
    assert part.content["validityInformation"]["statusCode"] == "Gereserveerd"
    assert part.content["address"]["city"] == "Zwolle"
    assert part.content["itemDetails"]["name"] == DOORS  # the rest copied
    assert part.content["priceInformation"] == {"price": 12.5}
    assert store.lots.of_draft(draft.id) == []
    # One history entry on each, saying what went where.
    (entry,) = [
        e for e in store.history.entries(PRODUCT, draft_id=draft.id) if e.action == Action.SPLIT
    ]
    assert entry.detail == {
        "amount": "10",
        "whole": "38",
        "unit": "PCE",
        "role": "original",
        "other": DOORS,
    }
    (made,) = store.history.entries(PRODUCT, draft_id=part.id)
    assert made.action == Action.SPLIT
    assert made.detail["role"] == "part"
    # One step to undo: the part goes, the original has its 38 again; and redone.
    assert outcome.changes.undo
    undo.undo(store)
    assert store.drafts.find(part.id) is None
    assert _quantity(store.drafts.get(draft.id).content) == 38
    undo.redo(store)
    assert _quantity(store.drafts.get(part.id).content) == 10
    assert _quantity(store.drafts.get(draft.id).content) == 28


@pytest.mark.parametrize("amount", [0, 38, 40, -1, "tien"])
def test_an_amount_not_within_the_whole_is_refused(bench: Workbench, amount: Any) -> None:
    draft = bench.store.drafts.create_draft(PRODUCT, _doors())
    refused = lots.split(bench.store, lots.Source(draft.id), amount).value
    assert isinstance(refused, lots.Refused)
    assert refused.notice.code == lots.NOT_WITHIN
    assert refused.notice.params == {"whole": "38", "unit": "PCE"}
    assert bench.store.drafts.list_drafts() == [bench.store.drafts.get(draft.id)]
    assert bench.store.undo.next_undo() is None


def test_a_split_of_a_record_with_photos_gives_the_part_copies(bench: Workbench) -> None:
    store = bench.store
    draft = store.drafts.create_draft(PRODUCT, _doors())
    bench.attach_photos(draft, 2)
    done = lots.split(store, lots.Source(draft.id), 10).value
    assert isinstance(done, lots.Split)
    mine = store.attachments.list_attachments(draft.id)
    copies = store.attachments.list_attachments(done.part.id)
    assert [a.file_name for a in copies] == [a.file_name for a in mine]
    assert {a.sha256 for a in copies} == {a.sha256 for a in mine}
    assert not {a.path for a in copies} & {a.path for a in mine}  # files of their own
    assert all(
        a.path.read_bytes() == b.path.read_bytes() for a, b in zip(copies, mine, strict=True)
    )
    undo.undo(store)
    assert store.attachments.list_attachments(done.part.id) == []
    assert len(store.attachments.list_attachments(draft.id)) == 2


@pytest.mark.asyncio
async def test_a_server_record_is_split_and_sent_lower_first_then_the_part(
    bench: Workbench,
) -> None:
    store = bench.store
    server_id = await _server_doors(bench)
    outcome = lots.split(store, lots.Source(server_id=server_id), 10)
    done = outcome.value
    assert isinstance(done, lots.Split)
    assert done.held
    original = store.drafts.get(done.original.id)
    assert original.server_id == server_id
    assert original.state is DraftState.QUEUED
    assert _quantity(original.content) == 28
    (lot,) = store.lots.of_draft(done.part.id)
    assert lot.held
    assert lot.first_id == original.id
    assert lot.amount == 10
    assert lot.whole == 38
    assert lots.reason(store, lot) is not None
    assert lots.reason(store, lot).code == lots.WAITS_FOR_FIRST  # type: ignore[union-attr]
    # The outbox leaves the part out while it is held.
    from app.sync.outbox import collect_work

    assert [w.key for w in collect_work(store.drafts, store.attachments)] == [original.id]
    report = await _sync(bench)
    assert not report.issues
    # In one run: the original lowered, then the part released and created.
    assert sorted((await _on_service(bench)).values()) == [10, 28]
    assert store.drafts.get(done.part.id).state is DraftState.SYNCED
    assert not store.lots.find(done.part.id).held  # type: ignore[union-attr]
    # Sent: the split is no longer undone as a step (a merge joins them again).
    standing = store.undo.standing(store.undo.next_undo())  # type: ignore[arg-type]
    assert standing.blocked is not None
    assert standing.blocked.code == PAIR_CHANGED


@pytest.mark.asyncio
async def test_a_refused_update_of_the_original_keeps_the_part_held(bench: Workbench) -> None:
    store = bench.store
    server_id = await _server_doors(bench)
    done = lots.split(store, lots.Source(server_id=server_id), 10).value
    assert isinstance(done, lots.Split)
    # Meanwhile someone archived the product on the service: the update is refused.
    async with bench.client() as client:
        await client.archive_product(int(server_id))
    await _sync(bench)
    assert store.drafts.get(done.original.id).state is DraftState.NEEDS_ATTENTION
    (lot,) = store.lots.of_draft(done.part.id)
    assert lot.held
    assert lots.reason(store, lot).code == lots.FIRST_REFUSED  # type: ignore[union-attr]
    assert await _on_service(bench) == {}  # the part was never created
    # The user cancels the split: the part goes, the original has its 38 again.
    cancelled = lots.cancel(store, done.part.id).value
    assert not isinstance(cancelled, lots.Refused)
    assert store.drafts.find(done.part.id) is None
    assert _quantity(store.drafts.get(done.original.id).content) == 38
    await _sync(bench)
    assert await _on_service(bench) == {}


@pytest.mark.asyncio
async def test_a_conflict_on_the_original_is_settled_before_the_part_goes(
    bench: Workbench,
) -> None:
    store = bench.store
    server_id = await _server_doors(bench)
    done = lots.split(store, lots.Source(server_id=server_id), 10).value
    assert isinstance(done, lots.Split)
    # Meanwhile a colleague sold 2 doors on the website: 36 there.
    async with bench.client() as client:
        theirs = ProductRequest.model_validate(_doors(36))
        await client.update_product(int(server_id), theirs)
    await _sync(bench)
    original = store.drafts.get(done.original.id)
    assert original.state is DraftState.CONFLICT
    (lot,) = store.lots.of_draft(done.part.id)
    assert lots.reason(store, lot).code == lots.FIRST_CONFLICT  # type: ignore[union-attr]
    assert sorted((await _on_service(bench)).values()) == [36]  # the part waits
    # Settled as any conflict: 36 - 10 = 26 stay.
    assert original.theirs is not None
    drafts.settle_conflict(store, original.id, _doors(26), original.theirs)
    await _sync(bench)
    assert sorted((await _on_service(bench)).values()) == [10, 26]


@pytest.mark.asyncio
async def test_two_products_are_merged_the_archive_first(bench: Workbench) -> None:
    store = bench.store
    server_id = await _server_doors(bench, 28)
    done = lots.split(store, lots.Source(server_id=server_id), 8).value
    assert isinstance(done, lots.Split)
    await _sync(bench)
    before = await _on_service(bench)
    assert sorted(before.values()) == [8, 20]
    part_server_id = store.drafts.get(done.part.id).server_id
    assert part_server_id is not None
    # The 8 go back into the 20: the part is archived first, then the 20 raised to 28.
    merged = lots.merge(
        store, lots.Source(server_id=server_id), lots.Source(server_id=part_server_id)
    ).value
    assert isinstance(merged, lots.Merged)
    assert merged.held
    assert _quantity(store.drafts.get(merged.kept.id).content) == 28
    (lot,) = store.lots.of_draft(merged.kept.id)
    assert lot.action == "merge"
    assert lot.held
    assert merged.other is not None
    assert merged.other.archive_requested
    # One entry on each, saying what went where.
    (kept_entry,) = [
        e
        for e in store.history.entries(PRODUCT, draft_id=merged.kept.id)
        if e.action == Action.MERGED
    ]
    assert kept_entry.detail["role"] == "kept"
    other_entries = store.history.entries(PRODUCT, draft_id=merged.other.id)
    assert [e.action for e in other_entries] == [Action.MERGED]
    assert other_entries[0].detail == {
        "amount": "8",
        "whole": "28",
        "unit": "PCE",
        "role": "archived",
        "other": DOORS,
    }
    await _sync(bench)
    assert await _on_service(bench) == {int(server_id): Decimal(28)}


def test_a_merge_of_drafts_and_its_undo(bench: Workbench) -> None:
    store = bench.store
    a = store.drafts.create_draft(PRODUCT, _doors(20))
    b = store.drafts.create_draft(PRODUCT, _doors(18))
    merged = lots.merge(store, lots.Source(a.id), lots.Source(b.id)).value
    assert isinstance(merged, lots.Merged)
    assert not merged.held
    assert _quantity(store.drafts.get(a.id).content) == 38
    assert store.drafts.find(b.id) is None
    undo.undo(store)
    assert _quantity(store.drafts.get(a.id).content) == 20
    assert _quantity(store.drafts.get(b.id).content) == 18


def test_a_merge_of_different_units_or_kinds_is_refused(bench: Workbench) -> None:
    store = bench.store
    a = store.drafts.create_draft(PRODUCT, _doors(20))
    b = store.drafts.create_draft(
        PRODUCT, product_content("Tegels", quantity={"quantityValue": 4, "quantityUoM": "MTK"})
    )
    c = store.drafts.create_draft(PRODUCT, {**_doors(3), "productCategory": "Hout"})
    same = lots.merge(store, lots.Source(a.id), lots.Source(a.id)).value
    unit = lots.merge(store, lots.Source(a.id), lots.Source(b.id)).value
    kind = lots.merge(store, lots.Source(a.id), lots.Source(c.id)).value
    assert isinstance(same, lots.Refused)
    assert same.notice.code == lots.SAME_RECORD
    assert isinstance(unit, lots.Refused)
    assert unit.notice.code == lots.NOT_SAME_UNIT
    assert isinstance(kind, lots.Refused)
    assert kind.notice.code == lots.NOT_SAME_KIND


@pytest.mark.asyncio
async def test_undo_of_a_held_split_brings_the_whole_back(bench: Workbench, tmp_path: Path) -> None:
    store = bench.store
    server_id = await _server_doors(bench)
    done = lots.split(store, lots.Source(server_id=server_id), 10).value
    assert isinstance(done, lots.Split)
    undo.undo(store)
    assert store.drafts.find(done.part.id) is None
    assert store.lots.of_draft(done.part.id) == []
    # The edit draft the split made is gone: the server record is as it was.
    assert store.drafts.open_draft_for(PRODUCT, server_id) is None
    undo.redo(store)
    (lot,) = store.lots.of_draft(done.part.id)
    assert lot.held  # redone: held again, never sent before the original
    await _sync(bench)
    assert sorted((await _on_service(bench)).values()) == [10, 28]


def _report_and_export(
    store: Any, tmp_path: Path, project: int
) -> tuple[dict[str, Decimal], list[Any]]:
    from python_calamine import CalamineWorkbook

    from app.inventory.export import export_products
    from app.report.data import summary_of

    summary = summary_of(store, project)
    (doors,) = summary.by_category
    rows = store.catalogue.search(PRODUCT, limit=100)
    target = tmp_path / "catalogus.xlsx"
    result = export_products(store, rows, target)
    sheet = CalamineWorkbook.from_path(str(target)).get_sheet_by_index(0).to_python()
    header = sheet[0]
    column = next(i for i, title in enumerate(header) if str(title).startswith("Hoeveelheid"))
    assert result.products == len(sheet) - 1
    return doors.quantities, sorted(row[column] for row in sheet[1:])


@pytest.mark.asyncio
async def test_the_report_and_the_export_count_each_part_once(
    bench: Workbench, tmp_path: Path
) -> None:
    from tests.sync.helpers import project_content

    store = bench.store
    made = bench.queue(RecordKind.PROJECT, project_content("Sloop school Noord"))
    await _sync(bench)
    project = int(store.drafts.get(made.id).server_id or 0)
    bench.queue(PRODUCT, {**_doors(), "projectNumber": project})
    await _sync(bench)
    (server_id,) = await _on_service(bench)
    done = lots.split(store, lots.Source(server_id=str(server_id)), 10).value
    assert isinstance(done, lots.Split)
    # Held: the original's edit draft and the part, each once (the server row hidden).
    quantities, exported = _report_and_export(store, tmp_path, project)
    assert quantities == {"PCE": Decimal(38)}
    assert exported == [10, 28]
    await _sync(bench)
    quantities, exported = _report_and_export(store, tmp_path, project)
    assert quantities == {"PCE": Decimal(38)}
    assert exported == [10, 28]


@pytest.mark.asyncio
async def test_a_conflict_settled_with_the_services_quantity_keeps_the_part_held(
    bench: Workbench,
) -> None:
    store = bench.store
    server_id = await _server_doors(bench)
    done = lots.split(store, lots.Source(server_id=server_id), 10).value
    assert isinstance(done, lots.Split)
    async with bench.client() as client:
        await client.update_product(int(server_id), ProductRequest.model_validate(_doors(36)))
    await _sync(bench)
    original = store.drafts.get(done.original.id)
    assert original.state is DraftState.CONFLICT
    assert original.theirs is not None
    # The service's 36 taken: 36 + 10 would be more than the 38 there were.
    drafts.settle_conflict(store, original.id, _doors(36), original.theirs)
    await _sync(bench)
    assert sorted((await _on_service(bench)).values()) == [36]
    (lot,) = store.lots.of_draft(done.part.id)
    assert lot.held
    assert lots.reason(store, lot) == lots.held_reason("synced")
    assert lots.held_reason("synced").code == lots.NO_ROOM
    # Lowered to 26 and sent again: room for the 10.
    drafts.save_content(store, PRODUCT, _doors(26), draft_id=original.id)
    drafts.queue(store, PRODUCT, [original.id])
    await _sync(bench)
    assert sorted((await _on_service(bench)).values()) == [10, 26]


@pytest.mark.asyncio
async def test_undo_of_a_held_merge_of_two_server_records(bench: Workbench) -> None:
    store = bench.store
    server_id = await _server_doors(bench, 28)
    done = lots.split(store, lots.Source(server_id=server_id), 8).value
    assert isinstance(done, lots.Split)
    await _sync(bench)
    part_server_id = store.drafts.get(done.part.id).server_id
    assert part_server_id is not None
    merged = lots.merge(
        store, lots.Source(server_id=server_id), lots.Source(server_id=part_server_id)
    ).value
    assert isinstance(merged, lots.Merged)
    undo.undo(store)
    assert store.lots.held_ids() == set()
    # Both as the service has them again: nothing to send, nothing archived.
    for sid in (server_id, part_server_id):
        draft = store.drafts.open_draft_for(PRODUCT, sid)
        assert draft is None
    await _sync(bench)
    assert sorted((await _on_service(bench)).values()) == [8, 20]
