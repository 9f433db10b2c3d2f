"""`reuse-desk --sandbox` keeps the sandbox's data in the data folder: restarted, it is the
same server with the same records, photos and subscriptions, over the same local store;
*Start the sandbox afresh* empties both sides after a warning."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app import cli
from app.api.environment_keys import SANDBOX_KEY
from app.api.products import ProductResponse
from app.api.secrets import MemorySecretStore
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.settings import UiSettings
from app.store.attachments import AttachmentRole
from app.store.environments import open_store_in_front
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui import i18n
from app.ui.desk import Desk
from app.ui.sandbox_reset import ask_to_reset_sandbox
from tests.sandbox.conftest import all_products
from tests.sandbox.conftest import authorised_client
from tests.sync.helpers import product_content
from tests.sync.helpers import subscription_content
from tests.ui.conftest import picture
from tests.ui.conftest import run
from tests.ui.conftest import sync
from tests.ui.conftest import sync_over

WAIT_MS = 30_000


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


@pytest.fixture
def start(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, isolated_data_dir: Path
) -> Iterator[Callable[[], tuple[Desk, Any]]]:
    """`start()`: what `reuse-desk --sandbox` starts (the embedded sandbox over the data
    folder, the window over its store, connected and synced); stopped at the end."""
    stack = contextlib.ExitStack()
    desks: list[Desk] = []

    def start_() -> tuple[Desk, Any]:
        server = stack.enter_context(cli.embedded_sandbox(True, seed_demo=False))
        desk = Desk(
            open_store_in_front(isolated_data_dir, key=SANDBOX_KEY),
            settings=UiSettings(auto_sync=False),
            sandbox_url=server.base_url,
            secrets=MemorySecretStore(),
            ask_before_adopting=True,
            sandbox_reset=server.reset,
        )
        desks.append(desk)
        run(qtbot, desk.start())
        assert desk.window is not None
        # Closed by `stop`, not by qtbot: starting afresh rebuilds the window and deletes
        # the old one, which qtbot would then close.
        desk.window.show()
        desk.sync.connect_initial()
        assert desk.sync.syncing is not None
        qtbot.waitUntil(lambda: sync_over(desk), timeout=WAIT_MS)
        return desk, server

    yield start_
    for desk in desks:
        stop(qtbot, desk)
    stack.close()


def stop(qtbot: QtBot, desk: Desk) -> None:
    if desk.is_shut_down:
        return
    if desk.window is not None and shiboken6.isValid(desk.window):
        desk.window.close()
    run(qtbot, desk.shutdown())
    desk.close_store()


def what_the_window_shows(desk: Desk) -> list[tuple[str, str, str]]:
    """Every record of every kind: (kind, title, sync state)."""
    return sorted(
        (kind.value, row.title, f"{row.source}:{row.server_id}:{row.draft_state}")
        for kind in RecordKind
        for row in desk.store.catalogue.search(kind, limit=1000)
    )


def server_side(server: Any) -> tuple[list[tuple[str, int]], int]:
    """The server's products (name, photos) and how many subscriptions it has."""
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
        products = [
            (p.item_details.name, len(p.images))
            for p in map(ProductResponse.model_validate, all_products(client))
        ]
        listed = client.get("/resources/subscriptions").json()
    return sorted(products), len(listed["subscriptions"])


def test_a_restarted_sandbox_shows_the_same_records_and_starting_afresh_empties_both(
    qtbot: QtBot, start: Callable[[], tuple[Desk, Any]], tmp_path: Path
) -> None:
    desk, server = start()
    drafts = desk.store.drafts
    door = drafts.create_draft(RecordKind.PRODUCT, product_content("Eiken deur"))
    desk.store.attachments.attach_file(
        door.id, picture(tmp_path / "deur.png"), AttachmentRole.IMAGE
    )
    drafts.mark_queued(door.id)
    hook = drafts.create_draft(
        RecordKind.SUBSCRIPTION, subscription_content("https://hooks.example.nl/reuse")
    )
    drafts.mark_queued(hook.id)
    sync(qtbot, desk)
    assert drafts.get(door.id).state is DraftState.SYNCED
    shown, on_server = what_the_window_shows(desk), server_side(server)
    assert on_server == ([("Eiken deur", 1)], 1)
    stop(qtbot, desk)
    server.stop()

    again, server_again = start()
    assert server_again.base_url != server.base_url  # another port, the same server
    assert what_the_window_shows(again) == shown
    assert server_side(server_again) == on_server
    assert again.store.drafts.get(door.id).state is DraftState.SYNCED
    (photo,) = again.store.attachments.list_attachments(door.id)
    assert photo.server_id is not None

    box = ask_to_reset_sandbox(again)
    assert box is not None
    assert box.icon() is QMessageBox.Icon.Warning
    (afresh,) = [b for b in box.buttons() if b.text() == "Start afresh"]
    old_folder = again.store.attachments_dir.parent
    before = again.sync.syncing
    afresh.click()
    qtbot.waitUntil(
        lambda: (
            again.store.drafts.list_drafts() == []
            and again.sync.syncing not in (None, before)
            and sync_over(again)
        ),
        timeout=WAIT_MS,
    )
    assert server_side(server_again) == ([], 0)
    assert what_the_window_shows(again) == []
    assert not (old_folder / "reuse-desk.sqlite3").exists()
