"""A language chosen in Preferences re-translates the window in place: the local receiver keeps
running with its deliveries, the open record, what was typed, the selection and the search
stay (issue: the window was rebuilt, the receiver stopped, the open record was dropped)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.api.subscriptions import SubscriptionTestResult
from app.ui.desk import Desk
from tests.ui.conftest import sync


def choose_language(desk: Desk, language: str) -> None:
    """What the user does in Preferences: another language, then OK."""
    dialog = desk.dialogs.open_settings()
    dialog.language.setCurrentIndex(dialog.language.findData(language))
    dialog.accept()


@pytest.mark.usefixtures("dutch")
def test_a_language_change_keeps_the_receiver_the_record_and_the_selection(
    qtbot: QtBot, desks: Callable[..., Desk], sandbox: Any
) -> None:
    desk = desks(sandbox, tab=2)
    window = desk.window
    assert window is not None
    tab = desk.subscriptions
    assert tab is not None
    receiver = tab.receiver_panel.receiver

    # A subscription to the local receiver, on the server, selected, a test delivered.
    tab.form.use_receiver_button.click()
    qtbot.waitUntil(lambda: tab.form.editor("webhook_url").value() is not None, timeout=5000)
    tab.form.flush()
    tab.form.queue_button.click()
    sync(qtbot, desk)
    assert tab.editing.draft_id is not None
    server_id = desk.store.drafts.get(tab.editing.draft_id).server_id
    assert server_id is not None
    assert tab.select_key(f"s:{server_id}")
    with qtbot.waitSignal(tab.tested, timeout=10_000):
        tab.form.test_button.click()
    assert tab.receiver_panel.model.rowCount() == 1
    assert tab.form.test_button.text() == "Test versturen"
    assert tab.form.detail_labels["resource_type"].text() == "Abonnement"  # not "subscription"

    # On the Products tab: a search typed, a new product half typed.
    products = desk.products
    assert products is not None
    products.search.setText("deur")
    products.open_new()
    qtbot.keyClicks(products.form.editor("itemDetails.name").editor, "Eiken deur")
    window.tabs.setCurrentWidget(tab)

    choose_language(desk, "en")

    assert desk.window is window  # the same window, not a new one
    assert desk.subscriptions is tab
    assert receiver.running
    assert tab.receiver_panel.receiver is receiver
    assert tab.receiver_panel.model.rowCount() == 1  # its deliveries kept
    assert tab.receiver_panel.model.headerData(0, Qt.Orientation.Horizontal) == "Received"
    assert tab.editing.server_id == server_id  # the open record
    selected = tab.table.selectionModel().selectedRows()
    assert [tab.model.row_at(i.row()).key for i in selected] == [f"s:{server_id}"]  # type: ignore[union-attr]
    assert products.search.text() == "deur"
    assert products.form.editor("itemDetails.name").value() == "Eiken deur"
    # ... and everything in English.
    assert tab.form.test_button.text() == "Send test"
    assert window.tabs.tabText(0).replace("&", "") == "Products"
    assert products.form.queue_button.text() == "Queue for sync"
    assert products.form.field_labels["itemDetails.name"].text() == "Name *"
    assert products.form.sections["quantity"].title() == "Quantity"
    assert products.model.headerData(1, Qt.Orientation.Horizontal) == "Name"
    assert window.status.environment_label.text() == "Local sandbox"  # not "Lokale sandbox"
    assert tab.form.detail_labels["resource_type"].text() == "Subscription"

    # Back to Dutch, the same way.
    choose_language(desk, "nl")
    assert receiver.running
    assert tab.form.test_button.text() == "Test versturen"
    assert products.form.field_labels["itemDetails.name"].text() == "Naam *"

    # A test event that reached nobody is told in the user's words, not an exception's.
    tab._tested(server_id, SubscriptionTestResult(delivered=False, error=RAW))
    assert "ConnectError" not in tab.form.test_result.text()
    assert tab.form.test_result.text().startswith("Test niet afgeleverd")


RAW = "ConnectError: All connection attempts failed"
