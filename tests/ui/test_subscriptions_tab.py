"""The Subscriptions tab in the real window, offscreen, with the sandbox and the local receiver."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.api.subscriptions import SubscriptionTestResult
from app.api.webhook_receiver import Verdict
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from app.ui.subscriptions.subscription_form import SECRET_MASK
from app.ui.subscriptions.subscriptions_tab import SubscriptionsTab
from tests.ui.conftest import run
from tests.ui.conftest import sync


@pytest.fixture
def open_desk(desks: Callable[..., Desk]) -> Callable[..., Desk]:
    """Start the application as a user does, on the Subscriptions tab."""
    return functools.partial(desks, tab=2)


def tab_of(desk: Desk) -> SubscriptionsTab:
    assert desk.subscriptions is not None
    return desk.subscriptions


def cached_ids(desk: Desk, server_id: str) -> set[str]:
    item = desk.store.cache.server_item(RecordKind.SUBSCRIPTION, server_id) or {}
    return {str(item[key]) for key in ("consumer_id", "provider_id") if item.get(key)}


def test_create_reveal_test_and_delete_with_the_local_receiver(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    tab = tab_of(desk)
    form = tab.form
    receiver = tab.receiver_panel.receiver

    # "Use local receiver" starts it on loopback and puts its address in the form.
    form.use_receiver_button.click()
    qtbot.waitUntil(lambda: form.editor("webhook_url").value() is not None, timeout=5000)
    assert receiver.running
    assert form.editor("webhook_url").value() == receiver.url
    assert receiver.url.startswith("http://127.0.0.1:")
    assert tab.receiver_panel.address.text() == receiver.url
    events = form.editor("event_type")
    events.boxes["deleted"].click()  # type: ignore[attr-defined]
    qtbot.keyClicks(form.editor("start_date").editor, "01-01-2026 09:00")
    form.flush()
    draft_id = tab.editing.draft_id
    assert draft_id is not None
    draft = desk.store.drafts.get(draft_id)
    assert draft.content["event_type"] == ["created", "updated"]
    assert draft.content["start_date"].endswith("Z")

    form.queue_button.click()
    sync(qtbot, desk)
    draft = desk.store.drafts.get(draft_id)
    assert draft.state is DraftState.SYNCED
    server_id = draft.server_id
    assert server_id is not None
    assert tab.model.row_of_key(f"s:{server_id}") >= 0
    assert "1" in tab.count_label.text()

    # Every field of the server's subscription; the secret hidden until revealed.
    assert tab.select_key(f"s:{server_id}")
    assert form.details.isVisible()
    assert form.detail_labels["id"].text() == server_id
    assert form.detail_labels["webhook_url"].text() == receiver.url
    assert form.detail_labels["status"].text() == "Active"
    # In the user's words: no shape of the answer, no party ids.
    assert not {"variant", "consumer_id", "provider_id"} & set(form.detail_labels)
    shown = " ".join(label.text() for label in form.detail_labels.values())
    assert "Antwoordvorm" not in shown
    assert cached_ids(desk, server_id).isdisjoint(shown.split())
    assert form.secret_label.text() == SECRET_MASK
    cached = desk.store.cache.server_item(RecordKind.SUBSCRIPTION, server_id)
    assert cached is not None
    secret = cached["signing_secret"]
    form.reveal_button.click()
    assert form.secret_label.text() == secret
    form.copy_button.click()
    assert QGuiApplication.clipboard().text() == secret

    # "Send test": the sandbox delivers a signed event; the receiver verifies it.
    with qtbot.waitSignal(tab.tested, timeout=10_000) as outcome:
        form.test_button.click()
    assert outcome.args[0].delivered
    assert form.test_result.property("outcome") == "ok"
    assert form.test_result.text().startswith("Test delivered: the webhook answered HTTP 2")
    # A service that accepts the test with no word of the webhook's answer (any 2xx).
    tab._tested(server_id, SubscriptionTestResult(delivered=True))
    assert form.test_result.text() == "The service sent the test event."
    assert tab.receiver_panel.model.rowCount() == 1
    delivery = tab.receiver_panel.model.records[0]
    assert delivery.event_type == "test"
    assert delivery.verification.verdict is Verdict.VALID
    assert delivery.verification.subscription_id == server_id

    # Delete after confirmation, at the service.
    form.delete_button.click()
    box = tab.findChild(QMessageBox, "deleteConfirmation")
    assert box is not None
    assert box.isVisible()
    with qtbot.waitSignal(tab.deleted, timeout=10_000):
        box.button(QMessageBox.StandardButton.Yes).click()
    assert desk.store.cache.server_item(RecordKind.SUBSCRIPTION, server_id) is None
    assert tab.model.row_of_key(f"s:{server_id}") < 0

    async def listed() -> list[Any]:
        assert desk.client is not None
        return await desk.client.list_subscriptions()

    assert run(qtbot, listed()) == []


def test_a_subscription_made_offline_is_sent_by_the_next_sync(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    offline = open_desk()
    tab = tab_of(offline)
    address = tab.form.editor("webhook_url")
    qtbot.keyClicks(address.editor, "ftp:/nergens")
    qtbot.waitUntil(lambda: bool(address.error()), timeout=3000)  # validated as you type
    address.set_value(None)
    qtbot.keyClicks(address.editor, "https://hooks.example.nl/reuse")
    qtbot.waitUntil(lambda: not address.error(), timeout=3000)
    tab.queue_current()
    draft_id = tab.editing.draft_id or ""
    assert offline.store.drafts.get(draft_id).state is DraftState.QUEUED
    tab.form.test_button.click()  # hidden for a draft: nothing happens
    offline.window.close()  # type: ignore[union-attr]
    run(qtbot, offline.shutdown())
    offline.close_store()

    online = open_desk(sandbox)  # connecting syncs
    draft = online.store.drafts.get(draft_id)
    assert draft.state is DraftState.SYNCED
    cached = online.store.cache.server_item(RecordKind.SUBSCRIPTION, draft.server_id or "")
    assert cached is not None
    assert cached["webhook_url"] == "https://hooks.example.nl/reuse"


def test_a_draft_is_discarded_and_no_events_is_refused(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    tab = tab_of(desk)
    tab.new_subscription({"webhook_url": "https://hooks.example.nl/a", "event_type": []})
    tab.queue_current()
    draft_id = tab.editing.draft_id or ""
    assert desk.store.drafts.get(draft_id).state is DraftState.DRAFT
    assert tab.form.editor("event_type").error()

    box = tab.confirm_delete()
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert desk.store.drafts.find(draft_id) is None
    assert tab.model.rowCount() == 0


def test_a_subscription_is_read_afresh_when_opened_online(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    tab = tab_of(desk)
    form = tab.form
    tab.form.editor("webhook_url").set_value("https://example.org/hook")
    tab.save_content(form.content())
    tab.queue_current()
    sync(qtbot, desk)
    server_id = desk.store.drafts.get(tab.editing.draft_id or "").server_id
    assert server_id is not None
    assert tab.select_key(f"s:{server_id}")
    qtbot.waitUntil(lambda: tab.reading is None, timeout=10_000)
    assert form.detail_labels["status"].text() == "Active"

    # Changed at the service since the last sync: opening it shows the service's version.
    sandbox.set_subscription_status(server_id, "inactive")
    tab.open_server_record(server_id)
    qtbot.waitUntil(lambda: form.detail_labels["status"].text() == "Inactive", timeout=10_000)
    assert not form.freshness_note.isVisibleTo(form)
    cached = desk.store.cache.server_item(RecordKind.SUBSCRIPTION, server_id)
    assert cached is not None
    assert cached["status"] == "inactive"  # kept for offline use too

    # The service failing: the offline list's entry stays, with a quiet note.
    sandbox.set_subscription_status(server_id, "active")
    sandbox.set_faults(1.0, ["500"])
    tab.open_server_record(server_id)
    qtbot.waitUntil(lambda: tab.reading is None, timeout=20_000)
    assert form.detail_labels["status"].text() == "Inactive"
    assert form.freshness_note.isVisibleTo(form)
    sandbox.set_faults(0.0)

    # Offline by choice: nothing is asked; the note says why.
    assert desk.window is not None
    desk.window.offline_action.setChecked(True)
    tab.open_server_record(server_id)
    assert tab.reading is None
    assert form.detail_labels["status"].text() == "Inactive"
    assert "Offline" in form.freshness_note.text()
