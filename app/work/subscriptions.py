"""The Subscriptions tab's calls to the service, each with what it writes in the offline
list: reading a subscription afresh, deleting one, sending a test event. (Creating one is a
draft like any other: saved, queued and sent by the sync.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.store.kinds import RecordKind
from app.work.changes import NOTHING
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.api.client import ServiceClient
    from app.api.subscriptions import Subscription
    from app.api.subscriptions import SubscriptionTestResult
    from app.store.store import Store

KIND = RecordKind.SUBSCRIPTION


async def read_fresh(store: Store, client: ServiceClient, server_id: str) -> Outcome[Subscription]:
    """The subscription as the service has it now (`GET .../{id}`), kept in the offline list."""
    fresh = await client.get_subscription(server_id)
    store.cache.put_server_item(KIND, fresh.model_dump(by_alias=True, mode="json"))
    return Outcome(fresh, Changes(kinds=frozenset([KIND]), server_ids=frozenset([server_id])))


async def delete(
    store: Store, client: ServiceClient, server_id: str, draft_id: str | None = None
) -> Outcome[None]:
    """Delete the subscription at the service; once it answered, it leaves the offline list,
    with the synced draft that created it (`draft_id`), if any."""
    await client.delete_subscription(server_id)
    store.cache.remove_server_item(KIND, server_id)
    changes = Changes.of_server_rows(KIND)
    if draft_id is not None:
        store.drafts.delete_draft(draft_id)
        changes |= Changes.of_drafts(KIND, [draft_id], listed=True)
    return Outcome(None, changes)


async def send_test(client: ServiceClient, server_id: str) -> Outcome[SubscriptionTestResult]:
    """Ask the service to deliver a test event to the subscription's webhook address: how
    that went (nothing local changes)."""
    return Outcome(await client.test_subscription(server_id), NOTHING)
