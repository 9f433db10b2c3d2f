"""The local webhook receiver keeps its address and its deliveries: across a restart of the
program (the port kept in the settings, the deliveries in the data folder) and across a switch
to another environment (the same receiver listening on); another port only when another
program holds its own, and then the subscription sending to the old address is flagged, with
the action that makes it anew at the new one. Real window (offscreen), real sandboxes, real
deliveries over loopback."""

from __future__ import annotations

import asyncio
import json
import socket
import stat
import time
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import paths
from app.api.client import ServiceClient
from app.api.environments import EnvironmentProfile
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.subscriptions import SubscriptionCreate
from app.api.webhook_receiver import compute_signature
from app.api.webhook_receiver import url_at
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.settings import UiSettings
from app.settings import load_settings
from app.store.environments import open_store_in_front
from app.ui import i18n
from app.ui.desk import Desk
from app.ui.subscriptions.receiver_panel import ReceiverPanel
from app.ui.subscriptions.subscriptions_tab import SubscriptionsTab
from tests.ui.conftest import run
from tests.ui.conftest import sync_over

SECRET = "whsec_kept-across-starts"
WAIT_MS = 30_000


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


@pytest.fixture
def start(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, isolated_data_dir: Path
) -> Iterator[Callable[..., Desk]]:
    """The window as the application starts it over the data folder, with `settings` (as
    read from its file when not given), connected to `sandbox` if given (its first round
    waited for), on its Subscriptions tab; closed at the end."""
    from app.api.secrets import MemorySecretStore

    opened: list[Desk] = []

    def start_(
        settings: UiSettings | None = None, *, secrets: Any = None, sandbox: Any = None
    ) -> Desk:
        desk = Desk(
            open_store_in_front(isolated_data_dir),
            settings=settings or load_settings(),
            sandbox_url=sandbox.base_url if sandbox is not None else None,
            secrets=secrets or MemorySecretStore(),
        )
        opened.append(desk)
        run(qtbot, desk.start())
        assert desk.window is not None
        desk.window.show()  # not qtbot's: a switch replaces the window
        if sandbox is not None:
            desk.sync.connect_initial()
            qtbot.waitUntil(
                lambda: desk.sync.syncing is not None and sync_over(desk), timeout=WAIT_MS
            )
        desk.window.tabs.setCurrentIndex(2)
        return desk

    yield start_
    for desk in opened:
        stop(qtbot, desk)


def stop(qtbot: QtBot, desk: Desk) -> None:
    if desk.is_shut_down:
        return
    if desk.window is not None and shiboken6.isValid(desk.window):
        desk.window.close()
    run(qtbot, desk.shutdown())
    desk.close_store()


def tab_of(desk: Desk) -> SubscriptionsTab:
    assert desk.subscriptions is not None
    return desk.subscriptions


def listening(qtbot: QtBot, panel: ReceiverPanel) -> str:
    panel.start()
    qtbot.waitUntil(lambda: panel.receiver.running and panel.toggle_button.isEnabled())
    return panel.receiver.url


def deliver(qtbot: QtBot, url: str, event_id: str) -> int:
    """A delivery signed as the service signs it, sent on the window's loop."""
    body = json.dumps(
        {"id": event_id, "event_type": "updated", "resource_type": "product", "resource_id": 7}
    ).encode()
    stamp = int(time.time())
    headers = {
        "x-event-id": event_id,
        "x-signature-timestamp": str(stamp),
        "x-signature": compute_signature(SECRET, stamp, body),
    }

    async def post() -> int:
        async with httpx.AsyncClient(trust_env=False) as http:
            return (await http.post(url, content=body, headers=headers)).status_code

    status: int = run(qtbot, post())
    return status


def test_a_restart_finds_the_receiver_at_its_address_with_its_deliveries(
    qtbot: QtBot, start: Callable[..., Desk]
) -> None:
    first = start(UiSettings(auto_sync=False))
    panel = tab_of(first).receiver_panel
    url = listening(qtbot, panel)
    port = panel.receiver.port
    assert load_settings().receiver_port == port  # chosen once, kept at once
    panel.receiver.set_secret("sub-1", SECRET)
    assert deliver(qtbot, url, "evt-before") == 200
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)
    stop(qtbot, first)
    history = paths.webhook_history_path()
    assert stat.S_IMODE(history.stat().st_mode) == 0o600
    assert SECRET not in history.read_text(encoding="utf-8")

    again = start()  # the settings as the file has them
    panel = tab_of(again).receiver_panel
    assert [d.event_id for d in panel.model.records] == ["evt-before"]
    assert panel.model.records[0].signature_valid
    assert listening(qtbot, panel) == url  # the same address: the subscription still works
    assert panel.receiver.moved_from is None
    assert panel.moved_notice.isHidden()
    panel.receiver.set_secret("sub-1", SECRET)
    assert deliver(qtbot, url, "evt-after") == 200
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2)
    assert [d.event_id for d in panel.model.records] == ["evt-after", "evt-before"]


def _profiles(a: Any, b: Any) -> list[EnvironmentProfile]:
    return [
        EnvironmentProfile(name="Acceptatie", base_url=a.base_url, client_id=DEMO_CLIENT_ID),
        EnvironmentProfile(name="Productie", base_url=b.base_url, client_id=DEMO_CLIENT_ID),
    ]


def _connect(qtbot: QtBot, desk: Desk, profile: EnvironmentProfile) -> None:
    """Connect as the connection dialog does, and wait for the round that follows."""
    before = desk.sync.syncing
    desk.sync.connect_to(profile)
    qtbot.waitUntil(
        lambda: (
            desk.store.environment_key == profile.key
            and desk.sync.syncing is not None
            and desk.sync.syncing is not before
        ),
        timeout=WAIT_MS,
    )
    qtbot.waitUntil(lambda: sync_over(desk), timeout=WAIT_MS)


def test_a_switch_to_another_environment_keeps_the_receiver_listening(
    qtbot: QtBot, start: Callable[..., Desk], sandbox_factory: Callable[..., Any]
) -> None:
    from app.api.environments import secret_key
    from app.api.secrets import MemorySecretStore

    acceptance, production = _profiles(sandbox_factory(), sandbox_factory())
    entries = [
        p.model_dump(mode="json", exclude={"source"}, exclude_none=True)
        for p in (acceptance, production)
    ]
    secrets = MemorySecretStore(
        {secret_key(p): DEMO_CLIENT_SECRET for p in (acceptance, production)}
    )
    desk = start(UiSettings(auto_sync=False, environments=entries), secrets=secrets)
    _connect(qtbot, desk, acceptance)
    panel = tab_of(desk).receiver_panel
    url = listening(qtbot, panel)
    receiver = panel.receiver
    receiver.set_secret("sub-1", SECRET)
    assert deliver(qtbot, url, "evt-on-acceptance") == 200
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)

    _connect(qtbot, desk, production)  # the window is rebuilt over production's store
    desk.window.tabs.setCurrentIndex(2)  # type: ignore[union-attr]
    after = tab_of(desk).receiver_panel
    assert after is not panel
    assert after.receiver is receiver
    assert receiver.running
    assert receiver.url == url
    assert after.address.text() == url
    assert [d.event_id for d in after.model.records] == ["evt-on-acceptance"]
    assert deliver(qtbot, url, "evt-on-production") == 200
    qtbot.waitUntil(lambda: after.model.rowCount() == 2)


@pytest.fixture
def held_port() -> Iterator[int]:
    """A loopback port another program listens on."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        yield int(other.getsockname()[1])


def test_a_port_another_program_took_flags_the_subscription_and_makes_it_anew(
    qtbot: QtBot, start: Callable[..., Desk], sandbox: Any, held_port: int
) -> None:
    old_address = url_at(held_port)
    profile = sandbox_profile(sandbox.base_url)

    async def subscribe() -> str:
        made = SubscriptionCreate(webhook_url=old_address, event_type=["created", "deleted"])
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            return (await client.create_subscription(made)).id

    old_id = run(qtbot, subscribe())  # made at the address of an earlier start
    desk = start(UiSettings(auto_sync=False, receiver_port=held_port), sandbox=sandbox)
    tab = tab_of(desk)
    panel = tab.receiver_panel
    assert panel.moved_notice.isHidden()  # not listening: nothing is wrong yet

    url = listening(qtbot, panel)
    assert panel.receiver.moved_from == held_port
    assert url != old_address
    assert not panel.moved_notice.isHidden()
    text = panel.moved_notice.text()
    assert f"Port {held_port} was taken by another program" in text
    assert url in text
    assert old_address in text
    assert "1 subscription still sends" in text
    assert desk.settings.receiver_port == held_port  # the subscriptions still name it

    panel.move_button.click()
    form = tab.form
    assert form.editor("webhook_url").value() == url
    assert form.editor("event_type").value() == ["created", "deleted"]
    form.flush()
    assert tab.editing.server_id is None  # a new subscription: the old one stays, for now
    assert tab.editing.draft_id is not None
    assert desk.store.drafts.get(tab.editing.draft_id).content["webhook_url"] == url
    assert desk.settings.receiver_port == panel.receiver.port  # kept from now on
    assert load_settings().receiver_port == panel.receiver.port
    assert old_id in {s.id for s in panel.sending_elsewhere()}
