"""The sync engine against the sandbox: order, exactly once, attention, conflicts, archive."""

from __future__ import annotations

import pytest

from app.api.notices import SAID
from app.api.notices import Notice
from app.store.attachments import UploadState
from app.store.catalogue import SearchFilters
from app.store.catalogue import Source
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import SyncEngine
from app.sync.progress import SyncProgress
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


@pytest.mark.asyncio
async def test_queued_products_with_photos_are_created_and_synced(bench: Workbench) -> None:
    drafts = [bench.queue(RecordKind.PRODUCT, product_content(f"Deur {i}")) for i in range(3)]
    for draft in drafts:
        bench.attach_photos(draft, 2)
    events: list[SyncProgress] = []
    async with bench.engine() as engine:
        engine.progress.subscribe(events.append)
        report = await engine.run_once()
    assert report.exit_code == 0
    assert sorted(report.synced) == sorted(d.id for d in drafts)
    async with bench.client() as client:
        products = await client.list_products()
    assert len(products) == 3
    by_name = {p.item_details.name: p for p in products}
    for draft in drafts:
        stored = bench.drafts.get(draft.id)
        assert stored.state is DraftState.SYNCED
        server = by_name[draft.content["itemDetails"]["name"]]
        assert stored.server_id == str(server.id)
        attachments = bench.attachments.list_attachments(draft.id)
        assert {a.upload_state for a in attachments} == {UploadState.UPLOADED}
        assert sorted(a.server_id for a in attachments) == sorted(i.id for i in server.images)
        # The name on the server carries the attachment's id, for reconciliation.
        assert all(
            any(a.id.replace("-", "")[:12] in i.name for a in attachments) for i in server.images
        )
        # The local copies stay: nothing local is deleted before the server confirmed.
        assert all(a.path.exists() for a in attachments)
    last = events[-1]
    assert (last.records_done, last.records_total) == (3, 3)
    assert last.bytes_sent > 0


@pytest.mark.asyncio
async def test_refused_drafts_need_attention_with_field_errors_and_the_rest_goes_on(
    bench: Workbench,
) -> None:
    good = bench.queue(RecordKind.PRODUCT, product_content("Goede deur"))
    unknown_project = bench.queue(
        RecordKind.PRODUCT, product_content("Deur van een onbekend project", projectNumber=999)
    )
    unknown_sub = bench.queue(
        RecordKind.PRODUCT, product_content("Deur", subProductCategory="Zwevende deuren")
    )
    bench.attach_photos(unknown_project, 1)
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.exit_code == 1
    assert report.synced == [good.id]
    assert sorted(report.needs_attention) == sorted([unknown_project.id, unknown_sub.id])
    refused = bench.drafts.get(unknown_project.id)
    assert refused.state is DraftState.NEEDS_ATTENTION
    assert "projectNumber" in refused.field_errors
    # What the user reads is a code: the service refused; its own words at the field.
    assert refused.error_message == Notice("service.invalid", {"status": 422})
    assert all(n.code == SAID for n in refused.field_errors["projectNumber"])
    assert refused.server_id is None
    assert not refused.outcome_unknown  # the server answered: nothing is pending
    unknown = bench.drafts.get(unknown_sub.id)
    assert unknown.field_errors == {"subProductCategory": [Notice("service.unknown_sub_category")]}
    # The photo of the refused draft waits, with the draft, for the user.
    assert [a.upload_state for a in bench.attachments.list_attachments(unknown_project.id)] == [
        UploadState.PENDING
    ]
    async with bench.client() as client:
        assert [p.item_details.name for p in await client.list_products()] == ["Goede deur"]


@pytest.mark.asyncio
async def test_offline_service_leaves_everything_queued(bench: Workbench) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    bench.base_url = "http://127.0.0.1:9/api/v1"  # discard port: nothing listens
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.unreachable
    assert report.exit_code == 2
    stored = bench.drafts.get(draft.id)
    assert stored.state is DraftState.QUEUED
    assert not stored.outcome_unknown  # the connection was refused: it never went out


@pytest.mark.asyncio
async def test_archive_follows_create_and_photos(bench: Workbench) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Oude deur"))
    bench.attach_photos(draft, 1)
    bench.drafts.request_archive(draft.id)
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.exit_code == 0
    async with bench.client() as client:
        assert await client.list_products() == []  # archived products leave the list
    assert bench.drafts.get(draft.id).state is DraftState.SYNCED


@pytest.mark.asyncio
async def test_removed_photo_is_deleted_on_the_server_before_it_goes_locally(
    bench: Workbench,
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    bench.attach_photos(draft, 2)
    async with bench.engine() as engine:
        await engine.run_once()
        doomed = bench.attachments.list_attachments(draft.id)[0]
        queued = bench.attachments.request_removal(doomed.id)
        assert queued is not None
        assert queued.path.exists()  # kept until the server confirms
        report = await engine.run_once()
    assert report.exit_code == 0
    async with bench.client() as client:
        (product,) = await client.list_products()
    remaining = bench.attachments.list_attachments(draft.id)
    assert [i.id for i in product.images] == [a.server_id for a in remaining]
    assert not doomed.path.exists()


@pytest.mark.asyncio
async def test_offline_cache_is_refreshed_after_sync(bench: Workbench) -> None:
    bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    async with bench.engine() as engine:
        await engine.run_once()
    rows = bench.database.query("SELECT kind, data FROM server_items")
    assert [row["kind"] for row in rows] == ["product"]
    assert '"Deur"' in rows[0]["data"]


@pytest.mark.asyncio
async def test_the_refresh_marks_the_products_the_service_lists_as_public(
    bench: Workbench,
) -> None:
    for name, status in (("Deur", "Beschikbaar"), ("Balk", "Verkocht"), ("Kozijn", "Te koop")):
        bench.queue(
            RecordKind.PRODUCT,
            product_content(name, validityInformation={"statusCode": status}),
        )
    client = bench.client()

    async def connect() -> ClientGateway:
        # One product per page: the public ids are followed over every page too.
        return ClientGateway(client, per_page=1)

    try:
        report = await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()
    finally:
        await client.aclose()
    assert report.exit_code == 0
    catalogue = bench.store.catalogue
    public = catalogue.search(RecordKind.PRODUCT, filters=SearchFilters(public=True))
    assert sorted(r.title for r in public) == ["Deur", "Kozijn"]
    assert all(r.source is Source.SERVER for r in public)
    (sold,) = catalogue.search(RecordKind.PRODUCT, filters=SearchFilters(public=False))
    assert (sold.title, sold.public) == ("Balk", False)


@pytest.mark.asyncio
async def test_content_that_makes_no_request_needs_attention_without_sending(
    bench: Workbench,
) -> None:
    broken = bench.queue(
        RecordKind.PRODUCT,
        product_content("Deur", quantity={"quantityValue": "veel", "quantityUoM": "PCE"}),
    )
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.needs_attention == [broken.id]
    assert "quantity.quantityValue" in bench.drafts.get(broken.id).field_errors
    assert bench.drafts.get(broken.id).error_message == Notice("sync.unsendable")
    async with bench.client() as client:
        assert await client.list_products() == []
