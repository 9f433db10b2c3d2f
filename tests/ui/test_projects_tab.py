"""The Projects tab in the real window, offscreen, against the sandbox: what a user does."""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.api.errors import NotFound
from app.store.attachments import UploadState
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.ui.desk import Desk
from app.ui.editors import FieldEditor
from app.ui.projects.projects_tab import ProjectsTab
from tests.ui.conftest import picture
from tests.ui.conftest import run
from tests.ui.conftest import sync

VALID: dict[str, Any] = {
    "title": "Sloop sporthal De Meent, Houten",
    "contactpersoon_naam": "Mark Jansen",
    "contactpersoon_email": "mark@example.nl",
    "adres": "Meentweg 3",
    "postcode": "3991 AB",
    "plaats": "Houten",
    "materiaal_beschikbaar_vanaf": "2026-11-22T09:00:00Z",
    "materiaal_beschikbaar_tot": "2026-12-22T17:00:00Z",
    "materiaal_online_vanaf": "2026-11-01T08:00:00Z",
    "materiaal_online_tot": "2027-01-31T08:00:00Z",
    "levering": "Ophalen op locatie",
    "status_materiaal": "Beschikbaar",
}


@pytest.fixture
def open_desk(desks: Callable[..., Desk]) -> Callable[..., Desk]:
    """Start the application as a user does, on the Projects tab."""
    return functools.partial(desks, tab=1)


def projects_of(desk: Desk) -> ProjectsTab:
    assert desk.projects is not None
    return desk.projects


def type_into(qtbot: QtBot, field: FieldEditor, text: str) -> None:
    field.set_value(None)
    qtbot.keyClicks(field.editor, text)


def choose(field: FieldEditor, value: Any) -> None:
    """Pick a value in a combo box as the user does (an activation emits `edited`)."""
    field.set_value(value)
    field.edited.emit()


def utc_of_local(text: str) -> str:
    local = dt.datetime.strptime(text, "%d-%m-%Y %H:%M").astimezone()
    return local.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def test_a_project_with_every_field_is_typed_queued_and_created(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    tab = projects_of(desk)
    tab.new_project()
    form = tab.form
    for path, text in (
        ("title", "Sloop gymzaal Het Anker, Houten"),
        ("contactpersoon_naam", "Sanne de Vries"),
        ("contactpersoon_email", "sanne@example.nl"),
        ("adres", "Ankerweg 3"),
        ("postcode", "3991 AB"),
        ("plaats", "Houten"),
        ("materiaal_beschikbaar_vanaf", "22-11-2026 10:00"),
        ("materiaal_beschikbaar_tot", "22-12-2026 17:30"),
        ("materiaal_online_vanaf", "01-11-2026 08:00"),
        ("materiaal_online_tot", "31-01-2027 08:00"),
        ("levering", "Ophalen op locatie, werkdagen 8:00-16:00"),
    ):
        type_into(qtbot, form.editor(path), text)
    choose(form.editor("status_materiaal"), "Te koop")
    assert form.editor("grondsoort").value() == ""  # "unknown" is the service's empty string
    choose(form.editor("prive"), True)
    qtbot.waitUntil(lambda: tab.editing.draft_id is not None, timeout=3000)
    assert not any(form.editor(spec.path).error() for spec in form.specs)

    form.queue_button.click()
    draft_id = tab.editing.draft_id or ""
    assert desk.store.drafts.get(draft_id).state is DraftState.QUEUED
    sync(qtbot, desk)

    draft = desk.store.drafts.get(draft_id)
    assert draft.state is DraftState.SYNCED
    assert draft.server_id is not None
    created = desk.store.cache.server_item(RecordKind.PROJECT, draft.server_id)
    assert created is not None
    assert created["title"] == "Sloop gymzaal Het Anker, Houten"
    assert created["contactpersoon_naam"] == "Sanne de Vries"
    assert created["contactpersoon_email"] == "sanne@example.nl"
    assert (created["adres"], created["postcode"], created["plaats"]) == (
        "Ankerweg 3",
        "3991 AB",
        "Houten",
    )
    # Typed as local time, stored and sent in UTC.
    for path, local in (
        ("materiaal_beschikbaar_vanaf", "22-11-2026 10:00"),
        ("materiaal_beschikbaar_tot", "22-12-2026 17:30"),
        ("materiaal_online_vanaf", "01-11-2026 08:00"),
        ("materiaal_online_tot", "31-01-2027 08:00"),
    ):
        assert created[path].replace(".000000", "") == utc_of_local(local)
    assert created["levering"] == "Ophalen op locatie, werkdagen 8:00-16:00"
    assert created["status_materiaal"] == "Te koop"
    assert created["grondsoort"] == ""
    assert created["prive"] is True
    # The form now shows the server's project, read-only, with its details.
    assert tab.editing.server_id == draft.server_id
    assert form.details.isVisible()
    assert not form.editors_box.isVisible()
    assert form.detail_labels["id"].text() == draft.server_id
    assert "projecten" in form.detail_labels["url"].text()


def test_a_refused_field_is_marked_where_it_belongs(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    tab = projects_of(desk)
    too_long = "Sloop " + "x" * 300  # the service allows at most 255 characters
    tab.new_project({**VALID, "title": too_long})
    tab.queue_current()
    draft_id = tab.editing.draft_id or ""
    # The form knows the service's limit: the draft stays with the user.
    assert desk.store.drafts.get(draft_id).state is DraftState.DRAFT
    assert "255" in tab.form.editor("title").error()
    # Queued anyway (as an older program would have), the sync refuses it at the same field.
    desk.store.drafts.mark_queued(draft_id)
    sync(qtbot, desk)

    draft = desk.store.drafts.get(draft_id)
    assert draft.state is DraftState.NEEDS_ATTENTION
    assert "title" in draft.field_errors
    assert draft.content["title"] == too_long
    assert tab.form.editor("title").error()
    assert not tab.form.editor("plaats").error()
    assert tab.form.banner.isVisible()
    assert tab.form.editors_box.isVisible()


def test_each_tot_must_come_after_its_vanaf(qtbot: QtBot, open_desk: Callable[..., Desk]) -> None:
    desk = open_desk()
    tab = projects_of(desk)
    tab.new_project(VALID)
    until = tab.form.editor("materiaal_online_tot")
    type_into(qtbot, until, "01-10-2026 12:00")  # before "online vanaf" (1 November)
    qtbot.waitUntil(lambda: bool(until.error()), timeout=3000)
    assert not tab.form.editor("materiaal_online_vanaf").error()
    draft_id = tab.editing.draft_id or ""
    qtbot.waitUntil(
        lambda: (
            desk.store.drafts.get(draft_id).content["materiaal_online_tot"]
            == utc_of_local("01-10-2026 12:00")
        ),
        timeout=3000,
    )

    tab.queue_current()
    assert desk.store.drafts.get(draft_id).state is DraftState.DRAFT  # refused, kept
    assert until.error()

    type_into(qtbot, until, "31-01-2027 09:00")
    qtbot.waitUntil(lambda: not until.error(), timeout=3000)
    tab.queue_current()
    assert desk.store.drafts.get(draft_id).state is DraftState.QUEUED


def test_pictures_are_added_uploaded_and_removed(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    desk = open_desk(sandbox)
    tab = projects_of(desk)
    form = tab.form
    tab.new_project(VALID)
    front = picture(tmp_path / "voorgevel.png", "#884400")
    hall = picture(tmp_path / "hal.jpg", "#448800")
    notes = tmp_path / "notities.txt"
    notes.write_text("geen foto")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in (front, notes)])
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
    qtbot.waitUntil(lambda: len(form.images.model.items) == 1, timeout=10_000)
    assert "notities.txt" in desk.window.status.message_label.text()  # type: ignore[union-attr]

    form.images.add_button.click()
    dialog = form.images.findChild(QFileDialog, "imageDialog")
    assert dialog is not None
    dialog.filesSelected.emit([str(hall)])
    dialog.close()
    qtbot.waitUntil(lambda: len(form.images.model.items) == 2, timeout=10_000)
    assert {i.upload_state for i in form.images.model.items} == {"pending"}

    tab.queue_current()
    sync(qtbot, desk)
    draft = desk.store.drafts.get(tab.editing.draft_id or "")
    assert draft.state is DraftState.SYNCED
    assert draft.server_id is not None
    assert {i.upload_state for i in form.images.model.items} == {"uploaded"}
    record = ServerRecord.of(RecordKind.PROJECT, draft.server_id)
    uploaded = desk.store.attachments.list_attachments(record)
    assert {a.upload_state for a in uploaded} == {UploadState.UPLOADED}
    removed = next(a for a in uploaded if a.file_name == "hal.jpg")

    # Removing an uploaded picture waits for the server's confirmation.
    form.images.remove_requested.emit(removed.id)
    states = {i.name: i.upload_state for i in form.images.model.items}
    assert states == {"voorgevel.png": "uploaded", "hal.jpg": "removing"}
    sync(qtbot, desk)
    assert [i.name for i in form.images.model.items] == ["voorgevel.png"]
    assert [a.file_name for a in desk.store.attachments.list_attachments(record)] == [
        "voorgevel.png"
    ]

    async def delete_again() -> None:
        assert desk.client is not None
        assert removed.server_id is not None
        await desk.client.delete_attachment(
            "projects", int(draft.server_id or 0), "images", removed.server_id
        )

    with pytest.raises(NotFound):  # the service no longer has it
        run(qtbot, delete_again())


def test_new_product_in_this_project_fills_number_address_and_contact(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    tab = projects_of(desk)
    tab.new_project(VALID)
    tab.queue_current()
    sync(qtbot, desk)
    server_id = tab.editing.server_id
    assert server_id is not None
    assert tab.select_key(f"s:{server_id}")
    assert tab.form.new_product_button.isEnabled()

    tab.form.new_product_button.click()

    assert desk.window is not None
    assert desk.products is not None
    assert desk.window.tabs.currentWidget() is desk.products
    content = desk.products.form.content()
    assert content["projectNumber"] == int(server_id)
    assert content["address"] == {"street": "Meentweg 3", "postalCode": "3991 AB", "city": "Houten"}
    assert content["person"] == {
        "personName": "Mark Jansen",
        "contactInformation": {"emailAddress": "mark@example.nl"},
    }
    assert desk.products.editing.draft_id is not None  # a product draft, autosaved


def test_filters_narrow_the_table(qtbot: QtBot, open_desk: Callable[..., Desk]) -> None:
    desk = open_desk()
    tab = projects_of(desk)
    tab.new_project({**VALID, "title": "Privé project", "prive": True})
    tab.new_project({**VALID, "title": "Openbaar project", "status_materiaal": "Verkocht"})
    tab.apply_filters()
    assert tab.model.rowCount() == 2
    tab.filters["private"].setCurrentIndex(tab.filters["private"].findData(True))
    assert [tab.model.row_at(r).title for r in range(tab.model.rowCount())] == [  # type: ignore[union-attr]
        "Privé project"
    ]
    tab.filters["private"].setCurrentIndex(0)
    tab.filters["status"].setCurrentIndex(tab.filters["status"].findData("Verkocht"))
    assert tab.model.rowCount() == 1
    tab.filters["status"].setCurrentIndex(0)
    tab.filters["sync_state"].setCurrentIndex(tab.filters["sync_state"].findData("queued"))
    assert tab.model.rowCount() == 0
    tab.filters["sync_state"].setCurrentIndex(tab.filters["sync_state"].findData("draft"))
    assert tab.model.rowCount() == 2
    assert "2" in tab.count_label.text()


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("22-11-2026 10:00", utc_of_local("22-11-2026 10:00")),
        ("22/11/2026 10:00", utc_of_local("22-11-2026 10:00")),
        ("22-11-2026", utc_of_local("22-11-2026 00:00")),
        ("2026-11-22T09:00:00Z", "2026-11-22T09:00:00Z"),  # pasted from the service
        ("", None),
        ("morgen", "morgen"),  # kept as typed, so the model can say what is wrong
    ],
)
def test_moments_are_typed_locally_and_kept_in_utc(typed: str, stored: str | None) -> None:
    from app.ui.records.moments import local_to_utc
    from app.ui.records.moments import utc_to_local

    assert local_to_utc(typed) == stored
    if stored is not None and stored != typed:
        assert local_to_utc(utc_to_local(stored)) == stored
