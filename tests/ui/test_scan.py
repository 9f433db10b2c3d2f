"""A USB barcode scanner types a label's code and Enter into the search field: the product
opens and its row is selected, before and after the sync; other text stays a search."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.inventory.labels import draft_reference
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from tests.sync.helpers import product_content
from tests.ui.conftest import sync


def _scan(qtbot: QtBot, desk: Desk, code: str) -> None:
    products = desk.products
    assert products is not None
    products.search.setFocus()
    qtbot.keyClicks(products.search, code)
    qtbot.keyClick(products.search, Qt.Key.Key_Return)


def _selected_key(desk: Desk) -> str | None:
    products = desk.products
    assert products is not None
    rows = products.selected_rows()
    return (
        None
        if len(rows) != 1
        else f"{rows[0].source.value}:{rows[0].draft_id or rows[0].server_id}"
    )


def test_a_scanned_label_opens_its_product_before_and_after_the_sync(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    products = desk.products
    assert products is not None
    door = desk.store.drafts.create_draft(RecordKind.PRODUCT, product_content("Eiken deur"))
    desk.store.drafts.create_draft(RecordKind.PRODUCT, product_content("Grenen balk"))
    products.refresh()
    label = draft_reference(door.id)

    _scan(qtbot, desk, label.lower())
    assert products.editing.draft_id == door.id
    assert products.search.text() == ""  # the next scan starts afresh
    assert _selected_key(desk) == f"draft:{door.id}"
    assert products.form.editor("itemDetails.name").editor.text() == "Eiken deur"

    # Not a code: the text stays, a search like any other.
    _scan(qtbot, desk, "grenen")
    assert products.search.text() == "grenen"
    assert [row.title for row in products.matching_rows()] == ["Grenen balk"]
    products.search.clear()

    desk.store.drafts.mark_queued(door.id)
    sync(qtbot, desk)
    synced = desk.store.drafts.get(door.id)
    assert synced.state is DraftState.SYNCED
    page = desk.store.cache.server_item(RecordKind.PRODUCT, synced.server_id or "")
    assert page is not None

    products.open_new()
    _scan(qtbot, desk, label)  # the label printed before the sync
    assert products.editing.server_id == synced.server_id
    assert _selected_key(desk) == f"server:{synced.server_id}"

    products.open_new()
    _scan(qtbot, desk, page["websiteURI"])  # a label printed after it holds the page
    assert products.editing.server_id == synced.server_id
    assert _selected_key(desk) == f"server:{synced.server_id}"
