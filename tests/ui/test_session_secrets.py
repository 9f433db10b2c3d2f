"""No keyring on this computer: the connection dialog says the secret is kept for the session,
tests with the secret as typed, and the window connects and syncs with it over real HTTP."""

from __future__ import annotations

import asyncio
import importlib
from collections.abc import Iterator
from typing import Any

import pytest
from keyring.backend import KeyringBackend
from keyring.errors import KeyringLocked
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import paths
from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.secrets import KeyringSecretStore
from app.api.secrets import MemorySecretStore
from app.settings import UiSettings
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import i18n
from app.ui.connection_dialog import ConnectionDialog
from app.ui.desk import Desk
from tests.ui.conftest import close
from tests.ui.conftest import run
from tests.ui.conftest import sync_over

PRODUCT: dict[str, Any] = {
    "productCategory": "Deuren",
    "subProductCategory": "Binnendeuren",
    "itemDetails": {"name": "Eiken binnendeur zonder sleutelbos"},
    "quantity": {"quantityValue": 2, "quantityUoM": "PCE"},
    "address": {"city": "Utrecht"},
}
SECRET = "demo-secret"  # the sandbox's demo client, reached as a real environment


class _LockedKeyring(KeyringBackend):
    """A Secret Service that is there but refuses every use (an unlock dismissed)."""

    priority = 1  # type: ignore[assignment]

    def get_password(self, service: str, username: str) -> str | None:
        raise KeyringLocked("locked")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise KeyringLocked("locked")

    def delete_password(self, service: str, username: str) -> None:
        raise KeyringLocked("locked")


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


@pytest.fixture(params=["keyring.backends.fail", "locked"])
def no_keyring(request: pytest.FixtureRequest) -> Iterator[str]:
    """The system's keyring: keyring's fail backend (no Secret Service), or one that raises."""
    import keyring

    previous = keyring.get_keyring()
    if request.param == "locked":
        keyring.set_keyring(_LockedKeyring())
    else:
        keyring.set_keyring(importlib.import_module(request.param).Keyring())
    yield str(request.param)
    keyring.set_keyring(previous)


def fill_new_environment(dialog: ConnectionDialog, base_url: str, secret: str) -> None:
    dialog.environment.setCurrentIndex(dialog.environment.findData("__new__"))
    dialog.name.setText("Eigen dienst")
    dialog.base_url.setText(base_url)
    dialog.client_id.setText("demo")
    dialog.secret.setText(secret)


def test_without_a_keyring_the_window_connects_and_syncs_with_a_session_secret(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    sandbox: Any,
    no_keyring: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    store = Store.open()
    draft = store.drafts.create_draft(RecordKind.PRODUCT, PRODUCT)
    store.drafts.mark_queued(draft.id)
    secrets = KeyringSecretStore("reuse-desk-test")
    desk = Desk(store, settings=UiSettings(auto_sync=False), secrets=secrets)
    run(qtbot, desk.start())
    desk.sync.connect_initial()
    assert desk.window is not None
    qtbot.addWidget(desk.window)
    desk.window.show()

    dialog = desk.dialogs.open_connection_dialog()
    fill_new_environment(dialog, sandbox.base_url, "wrong-secret")
    if no_keyring != "locked":  # known before anything is typed
        assert dialog.session_notice.isVisible()
        assert dialog.secret.placeholderText() == "kept until you close Reuse Desk"
    assert dialog.session_notice.text() == (
        "No secure storage on this computer: the secret is kept until you close Reuse Desk."
    )

    # A test asks the service with the secret as typed, stored nowhere.
    dialog.test_connection()
    qtbot.waitUntil(dialog.test_button.isEnabled, timeout=10_000)
    assert dialog.result_label.property("outcome") == "failed"
    dialog.secret.setText(SECRET)
    dialog.test_connection()
    qtbot.waitUntil(dialog.test_button.isEnabled, timeout=10_000)
    assert dialog.result_label.property("outcome") == "ok", dialog.result_label.text()

    dialog.connect_button.click()
    if no_keyring == "locked":
        # The keyring failed only when asked to keep the secret: the user is told first.
        assert dialog.isVisible()
        assert dialog.session_notice.isVisible()
        dialog.connect_button.click()
    assert not dialog.isVisible()
    assert secrets.session_only
    assert desk.sync.profile is not None
    assert desk.sync.profile.name == "Eigen dienst"

    # The connection syncs the queued draft with the secret kept in memory.
    qtbot.waitUntil(lambda: desk.sync.syncing is not None, timeout=5_000)
    assert desk.sync.syncing is not None
    qtbot.waitUntil(lambda: sync_over(desk), timeout=20_000)
    sent = store.drafts.get(draft.id)
    assert sent is None or sent.state is DraftState.SYNCED or sent.server_id is not None
    assert desk.sync.online

    async def on_server() -> list[str]:
        profile = sandbox_profile(sandbox.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            return [p.item_details.name or "" for p in await client.list_products()]

    assert run(qtbot, on_server()).count(PRODUCT["itemDetails"]["name"]) == 1

    close(qtbot, desk)
    # The secret is kept nowhere but in memory: not in the settings, database or log.
    for path in paths.data_dir().rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path
    assert SECRET not in caplog.text


def test_a_test_does_not_store_the_typed_secret(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, sandbox: Any
) -> None:
    secrets = MemorySecretStore()
    dialog = ConnectionDialog([], current=None, secrets_for=lambda _p: secrets, http=None)
    qtbot.addWidget(dialog)
    fill_new_environment(dialog, sandbox.base_url, SECRET)
    dialog.test_connection()
    qtbot.waitUntil(dialog.test_button.isEnabled, timeout=10_000)
    assert dialog.result_label.property("outcome") == "ok", dialog.result_label.text()
    assert secrets._secrets == {}
