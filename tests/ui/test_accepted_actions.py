"""A draft the service accepted without saying where it is waits for the user in the window:
its form offers "Link to product…" and "Send again" (after a warning), nothing else sends it."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.ui.desk import Desk
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request
from tests.ui.conftest import sync
from tests.ui.test_desk_window import PRODUCT
from tests.ui.test_desk_window import press


def _swallow_creates(request: Request) -> Answer | None:
    if request.method == "POST" and request.path.endswith("/products"):
        return Answer(201, b"{}")
    return None


@pytest.fixture
def hostile(sandbox: Any) -> Iterator[HostileServer]:
    with HostileServer(sandbox.base_url, _swallow_creates) as server:
        yield server


def test_the_form_offers_link_and_send_again_and_nothing_else_sends_it(
    qtbot: QtBot, open_desk: Callable[..., Desk], hostile: HostileServer
) -> None:
    desk = open_desk(SimpleNamespace(base_url=hostile.base_url))
    products = desk.products
    assert products is not None
    ids = []
    for name in ("Eiken deur", "Grenen deur"):
        products.new_product(PRODUCT | {"itemDetails": {"name": name}})
        press(qtbot, desk, Qt.Key.Key_Return)
        ids.append(products.editing.draft_id or "")
    sync(qtbot, desk)
    assert hostile.count("POST", "products") == 2
    assert {desk.store.drafts.get(i).state for i in ids} == {DraftState.NEEDS_ATTENTION}
    sync(qtbot, desk)  # the window's own sync sends neither again
    assert hostile.count("POST", "products") == 2

    # "Link to product…": the number the user found on the website.
    products.open_draft(ids[0])
    actions = products.accepted
    qtbot.waitUntil(lambda: actions.link_button.isVisible() and actions.resend_button.isVisible())
    dialog = actions.ask_link()
    assert dialog is not None
    dialog.setTextValue("not a number")
    dialog.accept()
    assert desk.store.drafts.get(ids[0]).server_id is None  # refused, in words
    dialog = actions.ask_link()
    assert dialog is not None
    dialog.setTextValue("304")
    dialog.accept()
    linked = desk.store.drafts.get(ids[0])
    assert (linked.server_id, linked.state) == ("304", DraftState.QUEUED)
    qtbot.waitUntil(lambda: not actions.link_button.isVisible())

    # "Send again": only after the warning.
    products.open_draft(ids[1])
    qtbot.waitUntil(lambda: actions.resend_button.isVisible())
    box = actions.confirm_resend()
    assert box is not None
    assert "twice" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    again = desk.store.drafts.get(ids[1])
    assert again.state is DraftState.QUEUED
    assert not again.accepted_without_id
    assert again.send_attempted_at is None  # the next sync sends it, once
