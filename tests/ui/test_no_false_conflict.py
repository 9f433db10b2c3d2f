"""The false conflict a new user met: a new product synced, its description typed with the
form still open, "Sync now", Ctrl+Enter: it ends synced, with no conflict (nobody else
changed the product; the service only gave it its id and its page, `websiteURI`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.store.synclog import Outcome
from app.ui.desk import Desk
from app.ui.records.table import sync_state_label
from tests.ui.conftest import sync
from tests.ui.test_desk_window import PRODUCT
from tests.ui.test_desk_window import press


def test_typing_after_a_sync_and_queueing_again_is_no_conflict(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any, caplog: pytest.LogCaptureFixture
) -> None:
    desk = open_desk(sandbox)
    products = desk.products
    assert products is not None
    assert desk.window is not None
    products.new_product(PRODUCT)  # Website left empty
    press(qtbot, desk, Qt.Key.Key_Return)  # queued (the window syncs by itself when on)
    sync(qtbot, desk)
    draft_id = products.editing.draft_id
    assert draft_id is not None
    qtbot.waitUntil(lambda: desk.store.drafts.get(draft_id).state is DraftState.SYNCED)
    # Its base is what the service listed: its id and page (`websiteURI`) included.
    base = desk.store.drafts.get(draft_id).base_version
    assert base is not None
    assert base["id"] is not None
    assert base["websiteURI"]

    editor = products.form.editor("itemDetails.productDescription.description").editor
    qtbot.mouseClick(editor, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(editor, "Met glas, goed bruikbaar")
    sync(qtbot, desk)  # "Sync now": the typed text is saved, the draft not yet queued
    press(qtbot, desk, Qt.Key.Key_Return)
    sync(qtbot, desk)

    (draft,) = desk.store.drafts.list_drafts()
    said = [(e.action, e.message) for e in desk.store.sync_log.recent_log()]
    assert draft.state is DraftState.SYNCED, said
    assert all(e.outcome is not Outcome.CONFLICT for e in desk.store.sync_log.recent_log())
    # The badge of the form, still open, says so.
    qtbot.waitUntil(lambda: products.form.state_badge.text() == sync_state_label("synced"))
    assert "reading a cached record failed" not in caplog.text
