"""The real window, offscreen, against the sandbox: what a user does, end to end."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from tests.service_reads import find_product
from tests.ui.conftest import picture
from tests.ui.conftest import run
from tests.ui.conftest import sync

VALID = {
    "productCategory": "Deuren",
    "subProductCategory": "Binnendeuren",
    "itemDetails": {"name": "Eiken binnendeur"},
    "quantity": {"quantityValue": 3, "quantityUoM": "PCE"},
    "address": {"city": "Utrecht"},
}


def test_a_product_typed_offline_is_there_after_a_restart(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    assert desk.window is not None
    assert desk.products is not None
    qtbot.keyClick(desk.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    name = desk.products.form.editor("itemDetails.name")
    qtbot.keyClicks(name.editor, "Stalen kolom HEA 200")
    city = desk.products.form.editor("address.city")
    qtbot.keyClicks(city.editor, "Zwolle")
    # Closed at once, before the autosave timer fired: nothing typed may be lost.
    desk.window.close()
    run(qtbot, desk.shutdown())
    desk.close_store()

    again = open_desk()
    assert again.products is not None
    qtbot.keyClick(again.window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(again.products.search, "stalen kol")
    qtbot.waitUntil(lambda: again.products.model.rowCount() == 1)  # type: ignore[union-attr]
    row = again.products.model.row_at(0)
    assert row is not None
    assert row.title == "Stalen kolom HEA 200"
    assert row.sync_state == "draft"
    again.products.table.selectRow(0)
    assert again.products.form.editor("address.city").value() == "Zwolle"


def test_autosave_happens_without_saving(qtbot: QtBot, open_desk: Callable[..., Desk]) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    products.new_product()
    qtbot.keyClicks(products.form.editor("itemDetails.name").editor, "Half ingevuld")
    qtbot.keyClicks(products.form.editor("quantity.quantityValue").editor, "12,x")
    qtbot.waitUntil(lambda: products.editing.draft_id is not None, timeout=2000)

    def saved() -> bool:
        draft = desk.store.drafts.get(products.editing.draft_id or "")
        return draft.content.get("quantity", {}).get("quantityValue") == "12,x"

    qtbot.waitUntil(saved, timeout=2000)
    # The model's own rule speaks at the field as the user types.
    assert products.form.editor("quantity.quantityValue").error()


def test_server_422_lands_at_its_field_and_the_draft_is_kept(
    qtbot: QtBot, open_desk: Callable[..., Desk], demo_sandbox: Any
) -> None:
    desk = open_desk(demo_sandbox)
    products = desk.products
    assert products is not None
    too_long = "Deur " + "x" * 300  # the service allows at most 255 characters
    products.new_product({**VALID, "itemDetails": {"name": too_long}})
    qtbot.keyClick(desk.window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    draft_id = products.editing.draft_id
    assert draft_id is not None
    # The form knows the service's limit: the draft stays with the user.
    assert desk.store.drafts.get(draft_id).state is DraftState.DRAFT
    assert "255" in products.form.editor("itemDetails.name").error()
    # Queued anyway (as an older program would have), the sync refuses it at the same field.
    desk.store.drafts.mark_queued(draft_id)
    sync(qtbot, desk)
    draft = desk.store.drafts.get(draft_id)
    assert draft.state is DraftState.NEEDS_ATTENTION
    assert draft.content["itemDetails"]["name"] == too_long
    assert products.form.editor("itemDetails.name").error()
    assert not products.form.editor("address.city").error()
    assert products.form.banner.isVisible()


def test_unknown_sub_category_lands_at_its_field(
    qtbot: QtBot, open_desk: Callable[..., Desk], demo_sandbox: Any
) -> None:
    desk = open_desk(demo_sandbox)
    products = desk.products
    assert products is not None
    # A draft from an older version or an import, with a sub-category the service never knew.
    content = {**VALID, "productCategory": "Nieuwe categorie", "subProductCategory": "Zweefdeur"}
    draft = desk.store.drafts.create_draft(RecordKind.PRODUCT, content)
    desk.store.drafts.mark_queued(draft.id)
    sync(qtbot, desk)
    assert desk.store.drafts.get(draft.id).state is DraftState.NEEDS_ATTENTION
    products.open_draft(draft.id)
    assert products.form.editor("subProductCategory").error()
    assert not products.form.editor("itemDetails.name").error()


def test_dropped_pictures_are_attached_and_uploaded(
    qtbot: QtBot, open_desk: Callable[..., Desk], demo_sandbox: Any, tmp_path: Path
) -> None:
    desk = open_desk(demo_sandbox)
    products = desk.products
    assert products is not None
    products.new_product(VALID)
    files = [
        picture(tmp_path / "voor.png", "#884400"),
        picture(tmp_path / "achter.jpg", "#448800"),
    ]
    broken = tmp_path / "kapot.jpg"
    broken.write_bytes(b"this is no picture")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in [*files, broken]])
    form = products.form
    drop = QDropEvent(
        QPointF(20, 20),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    # Offscreen Qt has no drag manager to route a synthetic drop: hand it to the form.
    form.dropEvent(drop)
    assert drop.isAccepted()
    qtbot.waitUntil(lambda: len(form.images.model.items) == 2, timeout=10_000)
    qtbot.waitUntil(lambda: form.images.pending_thumbnails() == 0, timeout=10_000)
    assert "kapot.jpg" in desk.window.status.message_label.text()  # type: ignore[union-attr]
    assert {i.upload_state for i in form.images.model.items} == {"pending"}

    products.queue_current()
    sync(qtbot, desk)
    draft = desk.store.drafts.get(products.editing.draft_id or "")
    assert draft.state is DraftState.SYNCED
    products.open_draft(draft.id)
    assert {i.upload_state for i in form.images.model.items} == {"uploaded"}


def test_archive_after_confirmation(
    qtbot: QtBot, open_desk: Callable[..., Desk], demo_sandbox: Any
) -> None:
    desk = open_desk(demo_sandbox)
    products = desk.products
    assert products is not None
    products.table.selectRow(0)
    server_id = products.editing.server_id
    assert server_id is not None
    products.form.archive_button.click()
    box = products.findChild(QMessageBox, "archiveConfirmation")
    assert box is not None
    assert box.isVisible()
    box.button(QMessageBox.StandardButton.Yes).click()
    sync(qtbot, desk)
    assert desk.store.cache.server_item(RecordKind.PRODUCT, server_id) is None
    products.search.setText(server_id)
    products.apply_filters()
    assert all(
        products.model.row_at(r).server_id != int(server_id)  # type: ignore[union-attr]
        for r in range(products.model.rowCount())
    )


def test_conflict_is_resolved_field_by_field(
    qtbot: QtBot, open_desk: Callable[..., Desk], demo_sandbox: Any
) -> None:
    from app.api.client import ServiceClient
    from app.api.environments import sandbox_profile
    from app.api.environments import sandbox_secrets
    from app.api.products import product_response_to_request

    desk = open_desk(demo_sandbox)
    products = desk.products
    assert products is not None
    products.table.selectRow(0)
    server_id = int(products.editing.server_id or 0)
    colour = products.form.editor("itemCharacteristics.color")
    colour.set_value(None)
    qtbot.keyClicks(colour.editor, "Mijn kleur")
    products.flush()

    async def someone_else_edits() -> None:
        profile = sandbox_profile(demo_sandbox.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            current = await find_product(client, server_id)
            assert current is not None
            request = product_response_to_request(current)
            request.item_characteristics.color = "Hun kleur"
            request.item_characteristics.raw_material = "Hun materiaal"
            await client.update_product(server_id, request)

    run(qtbot, someone_else_edits())
    products.queue_current()
    sync(qtbot, desk)
    draft_id = products.editing.draft_id or ""
    assert desk.store.drafts.get(draft_id).state is DraftState.CONFLICT
    assert products.form.resolve_button.isVisible()

    dialog = products.open_conflict_dialog()
    assert dialog is not None
    paths = {spec.path for spec in dialog.fields}
    assert paths == {"itemCharacteristics.color", "itemCharacteristics.rawMaterial"}
    dialog.choose("itemCharacteristics.color", "mine")
    dialog.keep_button.click()
    draft = desk.store.drafts.get(draft_id)
    assert draft.state is DraftState.QUEUED
    assert draft.content["itemCharacteristics"]["color"] == "Mijn kleur"
    assert draft.content["itemCharacteristics"]["rawMaterial"] == "Hun materiaal"
    sync(qtbot, desk)
    assert desk.store.drafts.get(draft_id).state is DraftState.SYNCED
    cached = desk.store.cache.server_item(RecordKind.PRODUCT, server_id)
    assert cached is not None
    assert cached["itemCharacteristics"]["color"] == "Mijn kleur"


def test_duplicate_keeps_the_sticky_fields(qtbot: QtBot, open_desk: Callable[..., Desk]) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    products.new_product(
        {
            **VALID,
            "projectNumber": 42,
            "person": {"personName": "Jan"},
            "itemDetails": {"name": "A"},
        }
    )
    first = products.editing.draft_id
    qtbot.keyClick(desk.window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert products.editing.draft_id != first
    content = products.form.content()
    assert content["projectNumber"] == 42
    assert content["address"]["city"] == "Utrecht"
    assert content["person"]["personName"] == "Jan"
    assert content["productCategory"] == "Deuren"
    assert "itemDetails" not in content
