"""Creates and uploads whose answer was lost are reconciled, never blindly sent again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.api.products import ProductRequest
from app.imaging.settings import prepared_name
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import SyncEngine
from app.sync.reconcile import upload_name
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.helpers import subscription_content


@pytest.mark.asyncio
async def test_a_lost_create_answer_is_found_on_the_server_not_sent_again(
    sandbox_factory: Callable[..., Any], isolated_data_dir: Path
) -> None:
    server = sandbox_factory()
    bench = Workbench(isolated_data_dir, server.base_url)
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    bench.attach_photos(draft, 1)
    async with bench.engine() as engine:
        await bench.engine_client.request_token()
        # From now on every request loses its answer after the service committed it.
        server.set_faults(1.0, ["commit-drop"])
        first = await engine.run_once()
        assert first.exit_code == 2  # it could not even read the list back
        assert bench.drafts.get(draft.id).outcome_unknown
        server.set_faults(0.0)
        second = await engine.run_once()
    assert second.exit_code == 0
    async with bench.client() as client:
        products = await client.list_products()
    assert len(products) == 1
    assert len(products[0].images) == 1
    assert bench.drafts.get(draft.id).server_id == str(products[0].id)
    bench.close()


@pytest.mark.asyncio
async def test_after_a_crash_mid_create_the_draft_is_reconciled(bench: Workbench) -> None:
    arrived = bench.queue(
        RecordKind.PRODUCT, product_content("Deur", priceInformation={"price": 7})
    )
    lost = bench.queue(RecordKind.PRODUCT, product_content("Deur", priceInformation={"price": 7}))
    # Both went out before the crash ("syncing", possibly sent); only one reached the service.
    bench.drafts.begin_sends([arrived])
    bench.drafts.begin_sends([lost])
    async with bench.client() as client:
        server_id = await client.create_product(ProductRequest.draft(arrived.content))
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.exit_code == 0
    async with bench.client() as client:
        products = await client.list_products()
    # One was found (the identical twin may not claim it as well) and one was sent.
    assert len(products) == 2
    linked = {bench.drafts.get(arrived.id).server_id, bench.drafts.get(lost.id).server_id}
    assert linked == {str(p.id) for p in products}
    assert str(server_id) in linked


@pytest.mark.asyncio
async def test_an_existing_identical_product_of_another_draft_is_no_match(
    bench: Workbench,
) -> None:
    first = bench.queue(RecordKind.PRODUCT, product_content("Tegel"))
    async with bench.engine() as engine:
        await engine.run_once()
        second = bench.queue(RecordKind.PRODUCT, product_content("Tegel"))
        bench.drafts.begin_sends([second])  # went out, answer lost, never arrived
        report = await engine.run_once()
    assert report.exit_code == 0
    assert bench.drafts.get(first.id).server_id != bench.drafts.get(second.id).server_id
    async with bench.client() as client:
        assert len(await client.list_products()) == 2


@pytest.mark.asyncio
async def test_a_lost_upload_answer_is_matched_by_name(bench: Workbench) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    async with bench.engine() as engine:
        await engine.run_once()
    product_id = int(bench.drafts.get(draft.id).server_id or 0)
    path = bench.photo("kozijn.jpg")
    arrived = bench.attachments.attach_file(draft.id, path)
    lost = bench.attachments.attach_file(draft.id, bench.photo("deur.jpg"))
    bench.drafts.mark_queued(draft.id)
    # Both uploads went out; only the first arrived, under its reconciliation name.
    bench.attachments.mark_uploading(arrived.id)
    bench.attachments.mark_uploading(lost.id)
    async with bench.client() as client:
        name = upload_name(prepared_name(arrived.file_name), arrived.id)
        uploaded = await client.add_attachment(
            "products", product_id, "images", name, path.read_bytes()
        )
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.exit_code == 0
    async with bench.client() as client:
        (product,) = await client.list_products()
    assert len(product.images) == 2
    assert bench.attachments.get(arrived.id).server_id == uploaded.id
    assert bench.attachments.get(lost.id).upload_state is UploadState.UPLOADED


@pytest.mark.asyncio
async def test_a_lost_subscription_create_is_found_by_address_and_events(
    bench: Workbench,
) -> None:
    draft = bench.queue(
        RecordKind.SUBSCRIPTION, subscription_content("https://hooks.example.nl/reuse")
    )
    bench.drafts.begin_sends([draft])
    async with bench.client() as client:
        from app.api.subscriptions import SubscriptionCreate

        existing = await client.create_subscription(SubscriptionCreate.draft(draft.content))
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.exit_code == 0
    async with bench.client() as client:
        assert [s.id for s in await client.list_subscriptions()] == [existing.id]
    stored = bench.drafts.get(draft.id)
    assert stored.state is DraftState.SYNCED
    assert stored.server_id == existing.id


class _CrashAtUploadError(Exception):
    """Stands in for the program dying while a photo is on its way."""


@pytest.mark.asyncio
async def test_a_created_draft_stays_unsynced_until_its_photos_are_confirmed(
    bench: Workbench,
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    bench.attach_photos(draft, 2)
    # Every state the draft passes through, with its photos still pending at that moment:
    # a write that says "synced" too early shows up here even if the next write undoes it.
    with bench.database.transaction() as conn:
        conn.execute("CREATE TEMP TABLE state_trail (state TEXT, pending INTEGER)")
        conn.execute(
            "CREATE TEMP TRIGGER trail AFTER UPDATE OF state ON main.drafts BEGIN"
            " INSERT INTO state_trail SELECT new.state, count(*) FROM main.attachments"
            " WHERE draft_id = new.id AND upload_state = 'pending'; END"
        )
    seen: list[tuple[DraftState, str | None]] = []
    client = bench.client()

    class CrashingGateway(ClientGateway):
        async def upload(
            self, kind: RecordKind, server_id: str, role: AttachmentRole, name: str, content: bytes
        ) -> str:
            # What another process (or the next start) would find in the database now.
            with Store.open(bench.database.path, bench.folder / "attachments") as other:
                current = other.drafts.get(draft.id)
            seen.append((current.state, current.server_id))
            raise _CrashAtUploadError

    async def connect() -> ClientGateway:
        return CrashingGateway(client)

    engine = SyncEngine(bench.store, connect, retry=FAST_RETRY, refresh_cache=False)
    try:
        with pytest.raises(_CrashAtUploadError):
            await engine.run_once()
    finally:
        await client.aclose()
    ((state, server_id),) = seen
    assert state is DraftState.SYNCING
    assert server_id is not None
    after_crash = bench.drafts.get(draft.id)
    assert after_crash.state is not DraftState.SYNCED
    assert after_crash.server_id == server_id
    assert all(
        a.upload_state is UploadState.PENDING for a in bench.attachments.list_attachments(draft.id)
    )
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.exit_code == 0
    assert bench.drafts.get(draft.id).state is DraftState.SYNCED
    async with bench.client() as check:
        (product,) = await check.list_products()
    assert str(product.id) == server_id
    assert len(product.images) == 2
    # On the connection that holds the temporary table (a read alone goes to a reader).
    with bench.database.transaction() as conn:
        trail = conn.execute("SELECT state, pending FROM state_trail").fetchall()
    assert [row["pending"] for row in trail if row["state"] == "synced"] == [0]
