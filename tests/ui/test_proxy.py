"""A laptop with a system proxy (`HTTPS_PROXY`, `HTTP_PROXY`) still reaches the embedded
sandbox from the window: its direct calls (the Subscriptions tab's reads, the server
pictures, the probe) share one client from the factory, which keeps a proxy away from this
machine. Offscreen, the real window, a real sandbox on loopback, a proxy that answers nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from tests.ui.conftest import run


def test_the_window_reaches_the_embedded_sandbox_past_a_dead_proxy(
    qtbot: QtBot, desks: Callable[..., Desk], sandbox: Any, dead_proxy: str
) -> None:
    from app.sync.reachability import answers

    desk = desks(sandbox, tab=2)
    client, shared = desk.client, desk.sync.http
    assert client is not None
    assert shared is not None

    async def direct_calls() -> tuple[list[Any], bool]:
        return await client.list_subscriptions(), await answers(shared, sandbox.base_url)

    # What the Subscriptions tab reads, and what the probe asks, on the window's own client.
    assert run(qtbot, direct_calls()) == ([], True)


def test_the_windows_sync_round_reaches_the_embedded_sandbox_past_a_dead_proxy(
    qtbot: QtBot, desks: Callable[..., Desk], sandbox: Any, dead_proxy: str
) -> None:
    """The round runs on the sync thread with a client of its own: from the factory too."""
    from app.store.kinds import DraftState
    from app.store.kinds import RecordKind
    from tests.sync.helpers import product_content
    from tests.ui.conftest import sync

    desk = desks(sandbox)
    assert desk.sync.online
    drafts = desk.store.drafts
    draft = drafts.mark_queued(drafts.create_draft(RecordKind.PRODUCT, product_content("Deur")).id)
    sync(qtbot, desk)
    assert desk.sync.syncing is not None
    assert desk.sync.syncing.exception() is None
    assert drafts.get(draft.id).state is DraftState.SYNCED
    assert sandbox.requests("POST", "/products") == 1
