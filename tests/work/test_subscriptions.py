"""The Subscriptions tab's calls to the service, as operations against a real sandbox: each
call and its write in the offline list happen together, and say what changed."""

from __future__ import annotations

import pytest

from app.api.errors import NotFound
from app.api.subscriptions import SubscriptionCreate
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.work import subscriptions
from app.work.changes import Changes
from tests.sync.helpers import Workbench
from tests.sync.helpers import subscription_content

SUBSCRIPTION = RecordKind.SUBSCRIPTION
pytestmark = pytest.mark.asyncio


async def test_a_subscription_read_afresh_is_kept_and_its_row_named(bench: Workbench) -> None:
    async with bench.client() as client:
        created = await client.create_subscription(
            SubscriptionCreate(webhook_url="http://127.0.0.1:9/hook", event_type=["created"])
        )
        fresh = await subscriptions.read_fresh(bench.store, client, created.id)
    assert fresh.value == created
    kept = bench.store.cache.server_item(SUBSCRIPTION, created.id)
    assert kept is not None
    assert kept["signing_secret"] == created.signing_secret
    assert fresh.changes == Changes(
        kinds=frozenset([SUBSCRIPTION]), server_ids=frozenset([created.id])
    )


async def test_a_deleted_subscription_leaves_the_service_and_the_offline_list(
    bench: Workbench,
) -> None:
    draft = bench.queue(SUBSCRIPTION, subscription_content("http://127.0.0.1:9/hook"))
    async with bench.engine() as engine:
        await engine.run_once()
    synced = bench.drafts.get(draft.id)
    assert synced.state is DraftState.SYNCED
    assert synced.server_id is not None
    async with bench.client() as client:
        await subscriptions.read_fresh(bench.store, client, synced.server_id)
        deleted = await subscriptions.delete(bench.store, client, synced.server_id, draft.id)
        with pytest.raises(NotFound):
            await client.get_subscription(synced.server_id)
    assert bench.store.cache.server_item(SUBSCRIPTION, synced.server_id) is None
    assert bench.drafts.find(draft.id) is None
    expected = Changes.of_server_rows(SUBSCRIPTION) | Changes.of_drafts(
        SUBSCRIPTION, [draft.id], listed=True
    )
    assert deleted.changes == expected


async def test_a_refused_delete_keeps_the_offline_entry(bench: Workbench) -> None:
    bench.store.cache.put_server_item(
        SUBSCRIPTION, {"id": "nowhere", "webhook_url": "http://127.0.0.1:9/hook"}
    )
    async with bench.client() as client:
        with pytest.raises(NotFound):
            await subscriptions.delete(bench.store, client, "nowhere")
    assert bench.store.cache.server_item(SUBSCRIPTION, "nowhere") is not None


async def test_a_test_event_says_how_the_delivery_went_and_changes_nothing(
    bench: Workbench,
) -> None:
    async with bench.client() as client:
        created = await client.create_subscription(
            SubscriptionCreate(webhook_url="http://127.0.0.1:9/hook")
        )
        tested = await subscriptions.send_test(client, created.id)
    assert tested.value.delivered is False  # nothing listens on port 9
    assert tested.value.event_id
    assert not tested.changes
