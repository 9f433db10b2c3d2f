"""*Splitsen…* in the window: 38 doors on the service split 10 / 28 with the keyboard alone,
the new product's label offered, synced, and the two read back over HTTP; a refused amount
is said in the dialog and nothing typed is lost."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from app.ui.labels import LabelsDialog
from app.ui.products.split_dialog import SplitDialog
from tests.sync.helpers import product_content
from tests.ui.conftest import run
from tests.ui.conftest import sync

DOORS = "Eiken binnendeur"


def _doors() -> dict[str, Any]:
    return product_content(DOORS, quantity={"quantityValue": 38, "quantityUoM": "PCE"})


async def _on_service(desk: Desk) -> list[Decimal]:
    from app.api.client import ServiceClient
    from app.api.environments import sandbox_profile
    from app.api.environments import sandbox_secrets

    profile = sandbox_profile(desk.sync.sandbox_url or "")
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:
        found = await client.list_products()
    return sorted(
        Decimal(str(p.quantity.quantity_value)) for p in found if p.item_details.name == DOORS
    )


def test_38_doors_are_split_10_and_28_by_keyboard_and_synced(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    tab = desk.products
    assert tab is not None
    assert desk.window is not None
    draft = desk.store.drafts.create_draft(RecordKind.PRODUCT, _doors())
    desk.store.drafts.mark_queued(draft.id)
    sync(qtbot, desk)
    server_id = desk.store.drafts.get(draft.id).server_id
    assert server_id is not None
    tab.refresh()
    tab.open_server_record(server_id)
    # The Edit menu's Split… by its key.
    qtbot.keyClick(
        desk.window,
        Qt.Key.Key_L,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), SplitDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, SplitDialog)
    # Too many first: said in the dialog, what was typed kept.
    qtbot.keyClicks(dialog.amount, "40")
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.problem.isVisible)
    assert "38" in dialog.problem.text()
    assert dialog.isVisible()
    assert dialog.amount.text() == "40"
    qtbot.keyClicks(dialog.amount, "10")  # the text was selected: typed over
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.amount)
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.status
    qtbot.keyClicks(dialog.status, "Gereserveerd")
    dialog.print_label.setFocus()
    qtbot.keyClick(dialog.print_label, Qt.Key.Key_Space)
    assert dialog.print_label.isChecked()
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    labels = desk.window.findChild(LabelsDialog, "labelsDialog")
    assert labels is not None  # the new product's label, to print
    labels.close()
    parts = [d for d in desk.store.drafts.list_drafts() if d.server_id is None]
    (part,) = parts
    assert part.content["quantity"]["quantityValue"] == 10
    assert part.content["validityInformation"]["statusCode"] == "Gereserveerd"
    assert tab.editing.draft_id == part.id  # the form shows the new product
    sync(qtbot, desk)
    assert desk.store.drafts.get(part.id).state is DraftState.SYNCED
    assert run(qtbot, _on_service(desk)) == [Decimal(10), Decimal(28)]


def test_a_part_held_by_a_refused_original_says_why_and_is_cancelled(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from app.ui.products.split_dialog import lot_words
    from app.ui.sync_status import why_not_synced
    from app.work import lots

    desk = open_desk(sandbox)
    tab = desk.products
    assert tab is not None
    assert desk.window is not None
    draft = desk.store.drafts.create_draft(RecordKind.PRODUCT, _doors())
    desk.store.drafts.mark_queued(draft.id)
    sync(qtbot, desk)
    server_id = desk.store.drafts.get(draft.id).server_id
    assert server_id is not None
    done = lots.split(desk.store, lots.Source(server_id=server_id), 10).value
    assert isinstance(done, lots.Split)

    async def archive_on_service() -> None:
        from app.api.client import ServiceClient
        from app.api.environments import sandbox_profile
        from app.api.environments import sandbox_secrets

        profile = sandbox_profile(desk.sync.sandbox_url or "")
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            await client.archive_product(int(server_id))

    run(qtbot, archive_on_service())
    sync(qtbot, desk)
    tab.refresh()
    tab.open_draft(done.part.id)
    button = tab.lots.cancel_button
    assert button is not None
    qtbot.waitUntil(button.isVisible)
    refused = lot_words(lots.held_reason("needs_attention"))
    assert button.toolTip() == refused
    # The table's tooltip says it too.
    standing = desk.store.catalogue.standing(done.part.id)
    assert standing is not None
    assert standing.held_behind == "needs_attention"
    assert why_not_synced(standing, None) == refused
    button.click()
    question = desk.window.findChild(QMessageBox, "cancelLotQuestion")
    assert question is not None
    question.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: desk.store.drafts.find(done.part.id) is None)
    original = desk.store.drafts.get(done.original.id)
    assert original.content["quantity"]["quantityValue"] == 38
    assert run(qtbot, _on_service(desk)) == []
