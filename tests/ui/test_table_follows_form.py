"""The table follows the form at once (issue: an edited synced product stayed "On the server"
in the table while the form said "Draft"), and queueing what did not change says there is
nothing to send (issue: it said "Synced: 1 change sent")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.ui import messages
from app.ui.desk import Desk
from tests.ui.conftest import PRODUCT
from tests.ui.conftest import sync


def shown_state(desk: Desk, draft_id: str, server_id: Any) -> str | None:
    """The sync state the products table shows for the record."""
    assert desk.products is not None
    model = desk.products.model
    for key in (f"d:{draft_id}", f"s:{server_id}"):
        row = model.row_of_key(key)
        if row >= 0:
            found = model.row_at(row)
            return found.sync_state if found is not None else None
    return None


def synced_product(qtbot: QtBot, desk: Desk) -> tuple[str, Any]:
    """A product made here and synced, open in the form: its draft id and server id."""
    products = desk.products
    assert products is not None
    products.new_product(PRODUCT)
    products.queue_current()
    qtbot.waitUntil(lambda: desk.window is not None and desk.window.sync_action.isEnabled())
    sync(qtbot, desk)
    draft_id = products.editing.draft_id
    assert draft_id is not None
    assert desk.store.drafts.get(draft_id).state is DraftState.SYNCED
    return draft_id, desk.store.drafts.get(draft_id).server_id


def test_queueing_what_did_not_change_says_there_is_nothing_to_send(
    qtbot: QtBot, desks: Callable[..., Desk], sandbox: Any
) -> None:
    desk = desks(sandbox, active=True)
    draft_id, _server_id = synced_product(qtbot, desk)
    said: list[str] = []
    messages.bridge().info.connect(said.append)
    assert desk.products is not None
    desk.products.queue_current()
    assert desk.store.drafts.get(draft_id).state is DraftState.SYNCED
    assert said == ["Nothing changed: there is nothing to send."]


def test_an_edited_synced_product_is_a_draft_in_the_table_at_once(
    qtbot: QtBot, desks: Callable[..., Desk], sandbox: Any
) -> None:
    desk = desks(sandbox, active=True)
    draft_id, server_id = synced_product(qtbot, desk)
    products = desk.products
    assert products is not None
    assert shown_state(desk, draft_id, server_id) == "synced"

    name = products.form.editor("itemDetails.name").editor
    qtbot.keyClick(name, Qt.Key.Key_End)
    qtbot.keyClicks(name, ", 83 cm")
    products.form.flush()
    assert products.form.state_badge.text() == "Draft"
    assert shown_state(desk, draft_id, server_id) == "draft"
