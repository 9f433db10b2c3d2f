"""The window's own behaviour across its three tabs: status bar, sync, shortcuts, messages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.notices import Notice
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.progress import RecordOutcome
from app.sync.progress import SyncReport
from app.ui import i18n
from app.ui.desk import Desk
from app.ui.records.table import SYNC_STATES
from app.ui.records.table import sync_state_label
from tests.ui.conftest import PRODUCT
from tests.ui.conftest import sync_over

PROJECT: dict[str, Any] = {
    "title": "Sloop sporthal De Meent",
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
SUBSCRIPTION: dict[str, Any] = {"webhook_url": "https://hooks.example.nl/reuse"}

PRODUCTS, PROJECTS, SUBSCRIPTIONS = 0, 1, 2


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    """The English translation (its plural forms), as the program installs it at start."""
    i18n.install_language("en")


def show_tab(desk: Desk, index: int) -> None:
    assert desk.window is not None
    desk.window.tabs.setCurrentIndex(index)
    assert desk.current_tab() is desk.window.tabs.currentWidget()


def press(qtbot: QtBot, desk: Desk, key: Qt.Key) -> None:
    assert desk.window is not None
    qtbot.keyClick(desk.window, key, Qt.KeyboardModifier.ControlModifier)


def test_the_status_bar_counts_drafts_of_every_kind(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    drafts = desk.store.drafts
    product = drafts.create_draft(RecordKind.PRODUCT, PRODUCT)
    drafts.mark_queued(product.id)
    project = drafts.create_draft(RecordKind.PROJECT, PROJECT)
    drafts.record_errors(project.id, {"title": [Notice("string_too_long", {"max_length": 255})]})
    subscription = drafts.create_draft(RecordKind.SUBSCRIPTION, SUBSCRIPTION)
    drafts.mark_queued(subscription.id)
    edit = drafts.create_draft(RecordKind.PRODUCT, PRODUCT, server_id=7, base_version={"id": 7})
    drafts.mark_conflict(edit.id, {"id": 7})
    desk.refresh_views()
    assert desk.window is not None
    status = desk.window.status
    assert status.outbox == (2, 2)

    # Queueing in the Projects and Subscriptions tabs shows at once.
    show_tab(desk, PROJECTS)
    assert desk.projects is not None
    desk.projects.new_project(PROJECT)
    desk.projects.queue_current()
    assert status.outbox == (3, 2)
    show_tab(desk, SUBSCRIPTIONS)
    assert desk.subscriptions is not None
    desk.subscriptions.new_subscription({"webhook_url": "https://hooks.example.nl/b"})
    desk.subscriptions.queue_current()
    assert status.outbox == (4, 2)
    assert "4" in status.outbox_label.text()


def test_sync_now_saves_what_was_just_typed_in_every_form(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    assert desk.window is not None
    show_tab(desk, PROJECTS)  # built when first opened
    show_tab(desk, SUBSCRIPTIONS)
    products, projects, subscriptions = desk.products, desk.projects, desk.subscriptions
    assert products is not None
    assert projects is not None
    assert subscriptions is not None

    products.new_product(PRODUCT)
    products.queue_current()
    projects.new_project(PROJECT)
    projects.queue_current()
    subscriptions.new_subscription(SUBSCRIPTION)
    subscriptions.queue_current()
    # Queueing starts automatic syncs, which disable Sync now until they end (and their
    # callbacks have run, a turn of the loop after the task is done).
    qtbot.waitUntil(desk.window.sync_action.isEnabled, timeout=20_000)
    # The last keystrokes in each form, less than the autosave delay before the click;
    # added at the end of the text, where the user puts the cursor (a loaded text shows
    # its start, with the cursor there).
    for editor, typed in (
        (products.form.editor("itemDetails.name").editor, ", 83 cm"),
        (projects.form.editor("title").editor, ", Houten"),
        (subscriptions.form.editor("webhook_url").editor, "/laatst"),
    ):
        qtbot.keyClick(editor, Qt.Key.Key_End)
        qtbot.keyClicks(editor, typed)
    forms = (products.form, projects.form, subscriptions.form)
    assert all(form.has_pending_changes() for form in forms)
    ids = [tab.editing.draft_id or "" for tab in (products, projects, subscriptions)]

    desk.window.sync_button.click()
    assert desk.sync.syncing is not None
    qtbot.waitUntil(lambda: sync_over(desk), timeout=20_000)

    cache = desk.store.cache
    expected = (
        (RecordKind.PRODUCT, lambda item: item["itemDetails"]["name"], "Eiken binnendeur, 83 cm"),
        (RecordKind.PROJECT, lambda item: item["title"], "Sloop sporthal De Meent, Houten"),
        (
            RecordKind.SUBSCRIPTION,
            lambda item: item["webhook_url"],
            "https://hooks.example.nl/reuse/laatst",
        ),
    )
    for draft_id, (kind, read, text) in zip(ids, expected, strict=True):
        draft = desk.store.drafts.get(draft_id)
        assert draft.state is DraftState.SYNCED, kind
        cached = cache.server_item(kind, draft.server_id or "")
        assert cached is not None
        assert read(cached) == text


def test_shortcuts_act_on_the_tab_in_front(qtbot: QtBot, open_desk: Callable[..., Desk]) -> None:
    desk = open_desk()
    window, products = desk.window, desk.products
    assert window is not None
    assert products is not None
    products.new_product(PRODUCT)
    product_draft = products.editing.draft_id
    product_rows = products.model.rowCount()

    # Projects: new, type, queue, find; duplicate does not apply.
    show_tab(desk, PROJECTS)
    projects = desk.projects
    assert projects is not None
    assert window.new_action.text().replace("&", "") == "New project"
    assert not window.duplicate_action.isEnabled()
    projects.new_project(PROJECT)
    first = projects.editing.draft_id
    press(qtbot, desk, Qt.Key.Key_N)
    assert projects.editing.draft_id is None  # a new project, saved at the first keystroke
    assert projects.form.editor("title").editor.hasFocus()
    for path, value in PROJECT.items():
        if path != "title":
            projects.form.editor(path).set_value(value)
    qtbot.keyClicks(projects.form.editor("title").editor, "Nieuw project")
    press(qtbot, desk, Qt.Key.Key_Return)
    queued = projects.editing.draft_id
    assert queued is not None
    assert queued != first
    assert desk.store.drafts.get(queued).state is DraftState.QUEUED
    assert desk.store.drafts.get(queued).content["title"] == "Nieuw project"
    press(qtbot, desk, Qt.Key.Key_D)
    assert projects.editing.draft_id == queued
    press(qtbot, desk, Qt.Key.Key_F)
    assert projects.search.hasFocus()

    # Subscriptions: new, queue and find too.
    show_tab(desk, SUBSCRIPTIONS)
    subscriptions = desk.subscriptions
    assert subscriptions is not None
    assert window.new_action.text().replace("&", "") == "New subscription"
    press(qtbot, desk, Qt.Key.Key_N)
    assert subscriptions.form.editor("webhook_url").editor.hasFocus()
    qtbot.keyClicks(subscriptions.form.editor("webhook_url").editor, "https://hooks.example.nl/c")
    press(qtbot, desk, Qt.Key.Key_Enter)
    hook = subscriptions.editing.draft_id
    assert hook is not None
    assert desk.store.drafts.get(hook).state is DraftState.QUEUED
    press(qtbot, desk, Qt.Key.Key_F)
    assert subscriptions.search.hasFocus()
    qtbot.keyClicks(subscriptions.search, "hooks.example c")
    subscriptions.apply_filters()
    assert subscriptions.model.rowCount() == 1

    # None of it touched the Products tab; back there, the shortcuts work on products.
    assert products.editing.draft_id == product_draft
    assert products.model.rowCount() == product_rows
    assert desk.store.drafts.get(product_draft or "").state is DraftState.DRAFT
    show_tab(desk, PRODUCTS)
    assert window.new_action.text().replace("&", "") == "New product"
    assert window.duplicate_action.isEnabled()
    press(qtbot, desk, Qt.Key.Key_D)
    assert products.editing.draft_id != product_draft
    assert products.form.content()["address"]["city"] == "Utrecht"
    press(qtbot, desk, Qt.Key.Key_F)
    assert products.search.hasFocus()


@pytest.mark.parametrize(
    ("language", "sent", "attention", "nothing"),
    [
        (
            "en",
            "Synced: 3 changes sent.",
            "Synced, but 1 change needs your attention.",
            "Synced; there was nothing to send.",
        ),
        (
            "nl",
            "Gesynchroniseerd: 3 wijzigingen verstuurd.",
            "Gesynchroniseerd, maar 1 wijziging heeft je aandacht nodig.",
            "Gesynchroniseerd; er was niets te versturen.",
        ),
    ],
)
def test_sync_messages_speak_of_changes_of_any_kind(
    qtbot: QtBot,
    open_desk: Callable[..., Desk],
    language: str,
    sent: str,
    attention: str,
    nothing: str,
) -> None:
    desk = open_desk()
    assert desk.window is not None
    label = desk.window.status.message_label
    try:
        i18n.install_language(language)
        desk.sync._synced(SyncReport(dict.fromkeys("abc", RecordOutcome.DONE)))
        assert label.text() == sent
        # What needs attention is counted in the store (where the conflict is kept).
        drafts = desk.store.drafts
        conflict = drafts.create_draft(RecordKind.SUBSCRIPTION, {"webhook_url": "https://a.nl"})
        drafts.mark_conflict(conflict.id, {})
        desk.sync._synced(
            SyncReport(
                {"a": RecordOutcome.DONE, "b": RecordOutcome.DONE, "c": RecordOutcome.CONFLICT}
            )
        )
        assert label.text() == attention
        drafts.delete_draft(conflict.id, discard_unsent=True)
        desk.sync._synced(SyncReport())
        assert label.text() == nothing
    finally:
        i18n.install_language("en")


def test_a_project_synced_from_the_window_is_counted_and_logged(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    desk = open_desk(sandbox)
    show_tab(desk, PROJECTS)
    assert desk.projects is not None
    assert desk.window is not None
    desk.projects.new_project(PROJECT)
    desk.projects.queue_current()
    assert desk.sync_now() is not None
    status = desk.window.status
    # The summary and the counts follow the sync's end in later turns of the loop (its
    # callbacks; a sync queueing started may be followed by the one asked for here).
    qtbot.waitUntil(
        lambda: status.message_label.text() == "Synced: 1 change sent." and status.outbox == (0, 0),
        timeout=20_000,
    )

    # The sync log names the record by its title (the project's name).
    log = desk.dialogs.open_sync_log()
    rows = [[log.model.index(r, c).data() for c in (1, 2, 3)] for r in range(log.model.rowCount())]
    assert ["Create", "Done", PROJECT["title"]] in rows
    log.close()


def test_the_public_filter_and_column_follow_the_services_public_list(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    items = [
        {"id": n, "itemDetails": {"name": f"Product {n}"}, "productCategory": "Deuren"}
        for n in (1, 2, 3)
    ]
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, items, public_ids=[2])
    products.refresh()
    filter_ = products.filters["public"]
    filter_.setCurrentIndex(filter_.findData(True))
    assert [products.model.row_at(r).server_id for r in range(products.model.rowCount())] == [2]  # type: ignore[union-attr]
    filter_.setCurrentIndex(filter_.findData(False))
    assert products.model.rowCount() == 2
    public_column = products.model.COLUMNS.index("public")
    shown = {
        products.model.row_at(r).server_id: products.model.index(r, public_column).data()  # type: ignore[union-attr]
        for r in range(products.model.rowCount())
    }
    assert shown == {1: "No", 3: "No"}

    # The column shows when the table has room for it.
    products.splitter.setSizes([900, 400])
    qtbot.waitUntil(lambda: not products.table.isColumnHidden(public_column))
    products.splitter.setSizes([420, 880])
    qtbot.waitUntil(lambda: products.table.isColumnHidden(public_column))


@pytest.mark.parametrize("language", ["nl", "en"])
def test_the_sync_column_fits_the_longest_badge(
    qtbot: QtBot, open_desk: Callable[..., Desk], language: str
) -> None:
    try:
        i18n.install_language(language)
        desk = open_desk()
        desk.window.tabs.setCurrentIndex(PROJECTS)  # type: ignore[union-attr]
        desk.window.tabs.setCurrentIndex(SUBSCRIPTIONS)  # type: ignore[union-attr]
        tables = [tab.table for tab in (desk.products, desk.projects, desk.subscriptions) if tab]
        assert len(tables) == 3
        for table in tables:
            font = QFont(table.font())
            font.setPointSizeF(max(font.pointSizeF() - 1, 7.0))  # the badge's own size
            metrics = QFontMetrics(font)
            width = table.horizontalHeader().sectionSize(0)
            for state in SYNC_STATES:
                # 6 px from the cell's edge, padded 8 px each side.
                assert metrics.horizontalAdvance(sync_state_label(state)) + 22 < width, state
        if language == "nl":
            assert sync_state_label("needs_attention") == "Aandacht nodig"
    finally:
        i18n.install_language("en")
        QApplication.processEvents()


def test_the_public_filter_after_a_sync_with_the_demo_catalogue(
    qtbot: QtBot, open_desk: Callable[..., Desk], demo_sandbox: Any
) -> None:
    desk = open_desk(demo_sandbox)  # connecting syncs and refreshes the offline lists
    products = desk.products
    assert products is not None
    everything = products.model.rowCount()
    filter_ = products.filters["public"]
    filter_.setCurrentIndex(filter_.findData(True))
    public = products.model.rowCount()
    assert 0 < public < everything
    assert all(products.model.row_at(r).public for r in range(public))  # type: ignore[union-attr]
    filter_.setCurrentIndex(filter_.findData(False))
    assert products.model.rowCount() == everything - public


def test_a_long_title_is_shown_whole_on_two_lines(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    show_tab(desk, PROJECTS)
    assert desk.projects is not None
    long_title = "Sloop en herbestemming van het voormalige schoolgebouw aan de Kanaalweg, Zwolle"
    desk.projects.new_project({**PROJECT, "title": long_title})
    title = desk.projects.form.title
    assert title.text() == long_title
    qtbot.waitUntil(lambda: title.heightForWidth(title.width()) <= title.height())
