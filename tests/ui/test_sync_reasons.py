"""Every record that is not synced says why, in the user's words: in the table's sync cell
tooltip and in the form's banner, the same sentence; the sync log names records by title."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from types import MappingProxyType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.errors import Unavailable
from app.api.notices import Notice
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.listing import DraftStanding
from app.store.store import Store
from app.sync.progress import RetryWait
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress
from app.sync.progress import retry_reason
from app.ui import i18n
from app.ui.products.product_form import ProductForm
from app.ui.products.product_table import product_table
from app.ui.records.catalogue_rows import CatalogueRows
from app.ui.sync_log_dialog import SyncLogDialog
from app.ui.sync_status import SyncStatus
from app.ui.sync_status import standing_of
from app.ui.sync_status import why_not_synced

NAME = {"itemDetails": {"name": "Eiken deur"}}


@pytest.fixture
def store(qapp: QApplication) -> Iterator[Store]:
    i18n.install_language("en")
    opened = Store.open()
    try:
        yield opened
    finally:
        opened.close()


def _waiting(draft_id: str, seconds: float) -> SyncProgress:
    at = datetime.now(UTC) + timedelta(seconds=seconds)
    wait = RetryWait("Eiken deur", retry_reason(Unavailable(status=503)), at)
    return SyncProgress(SyncPhase.RUNNING, 0, 1, waiting=MappingProxyType({draft_id: wait}))


def _status(*, online: bool = True, paused: bool = False, running: bool = False) -> SyncStatus:
    status = SyncStatus()
    next_round = datetime(2030, 1, 2, 14, 5, tzinfo=UTC) if online else None
    status.set_connection(online=online, paused=paused, running=running, next_attempt=next_round)
    return status


def test_each_state_says_why_it_is_not_synced(store: Store) -> None:
    drafts = store.drafts
    draft = drafts.create_draft(RecordKind.PRODUCT, NAME)

    def why(status: SyncStatus | None = None) -> str | None:
        return why_not_synced(standing_of(drafts.get(draft.id)), status)

    assert why() == "Not queued yet: choose Queue for sync when it is ready to be sent."
    drafts.mark_queued(draft.id)
    assert why(_status(online=False)) == "Queued: it waits for a connection to the service."
    assert why(_status(paused=True)) == (
        "Queued: the sync is paused; it is sent when the sync is resumed."
    )
    next_round = datetime(2030, 1, 2, 14, 5, tzinfo=UTC).astimezone()
    assert why(_status()) == f"Queued: next attempt at {next_round:%d-%m-%Y %H:%M}."
    # The last send failed: the draft keeps the failure, and says it.
    drafts.record_send_failed(draft.id, Notice("service.offline"))
    assert why(_status(online=False)) == (
        "The last attempt failed: No connection to the service. Check the internet connection."
        " Queued: it waits for a connection to the service."
    )
    # Inside a round, between two attempts: the reason and the time of the next one.
    status = _status(running=True)
    status.take_progress(_waiting(draft.id, 30))
    wait = status.retry_wait(draft.id)
    assert wait is not None
    assert why(status) == (
        "Waiting to be sent again (server error 503)."
        f" Next attempt at {wait.at.astimezone():%H:%M:%S}."
    )
    status.take_progress(SyncProgress(SyncPhase.FINISHED))
    assert (
        why(status) == "The last attempt failed: No connection to the service. Check the"
        " internet connection. Queued: it is sent in the sync that is running now."
    )

    problems = {"itemDetails.name": [Notice("string_too_long", {"max_length": 255})]}
    drafts.record_errors(draft.id, problems, message=Notice("service.invalid"))
    assert why() == (
        "Needs attention: the service did not accept it. Name: This text is too long (at most"
        " 255 characters). The service did not accept the data. Check the fields."
    )
    drafts.mark_conflict(draft.id, {"id": 1})
    assert str(why()).startswith("Conflict: someone else changed this record on the server.")
    # A handed-over draft stands so in the store (app.store.archive hands it over).
    handed_over = DraftStanding(draft.id, RecordKind.PRODUCT, DraftState.HANDED_OVER)
    assert why_not_synced(handed_over, _status()) == (
        "Handed over: a colleague sends it. Take it back to send it from here."
    )
    # Marked for sending by a round that is now paused: it waits like a queued one.
    marked = DraftStanding(draft.id, RecordKind.PRODUCT, DraftState.SYNCING)
    assert why_not_synced(marked, _status(running=True)) == "Being sent now."
    assert why_not_synced(marked, _status(running=True, paused=True)) == (
        "Queued: the sync is paused; it is sent when the sync is resumed."
    )
    synced = DraftStanding(draft.id, RecordKind.PRODUCT, DraftState.SYNCED)
    assert why_not_synced(synced, _status()) is None
    assert why_not_synced(None, _status()) is None


def test_the_sync_cell_tooltip_reads_the_drafts_standing(qtbot: QtBot, store: Store) -> None:
    draft = store.drafts.create_draft(RecordKind.PRODUCT, NAME)
    store.drafts.mark_queued(draft.id)
    model = product_table(CatalogueRows(store.catalogue, RecordKind.PRODUCT))
    model.sync_status = _status(online=False)
    sync_cell = model.index(0, model.COLUMNS.index("sync_state"))
    tooltip = model.data(sync_cell, Qt.ItemDataRole.ToolTipRole)
    assert tooltip == "Queued: it waits for a connection to the service."
    store.drafts.record_errors(draft.id, {"itemDetails.name": [Notice("rule.required")]})
    assert model.data(sync_cell, Qt.ItemDataRole.ToolTipRole) == (
        "Needs attention: the service did not accept it. Name: Fill in this field."
    )
    title_cell = model.index(0, model.COLUMNS.index("title"))
    assert model.data(title_cell, Qt.ItemDataRole.ToolTipRole) == "Eiken deur"


def test_the_form_banner_follows_the_sync_status(qtbot: QtBot, store: Store) -> None:
    draft = store.drafts.mark_queued(store.drafts.create_draft(RecordKind.PRODUCT, NAME).id)
    form = ProductForm()
    qtbot.addWidget(form)
    status = _status(online=False)
    form.load(draft.content, title="Eiken deur", sync_state="queued", banner="Kind's words.")
    form.show_sync_reason(draft, status)
    assert form.banner.text() == "Queued: it waits for a connection to the service.\nKind's words."
    status.set_connection(online=True, paused=False, running=True, next_attempt=None)
    status.take_progress(_waiting(draft.id, 0.4))
    assert form.banner.text().startswith("Waiting to be sent again (server error 503).")
    # The next attempt's time passes: the banner says so by itself.
    qtbot.waitUntil(
        lambda: form.banner.text().startswith("Queued: it is sent in the sync"), timeout=3000
    )
    form.load({}, banner=None)  # another record: no reason of the draft before
    assert form.banner.isHidden()


def test_the_sync_log_names_records_by_title(qtbot: QtBot, store: Store) -> None:
    from app.store.synclog import LogLine

    draft = store.drafts.create_draft(RecordKind.PRODUCT, NAME)
    nameless = store.drafts.create_draft(RecordKind.PRODUCT, {})
    store.sync_log.add(
        LogLine("product", draft.id, None, "create", "failed", Notice("service.offline")),
        LogLine("product", nameless.id, None, "create", "failed"),
        LogLine("project", None, 12, "upload", "ok"),
    )
    dialog = SyncLogDialog(store.sync_log.recent_log())
    qtbot.addWidget(dialog)
    records = [dialog.model.index(row, 3).data() for row in range(3)]
    assert records == ["Project 12", "Product without a name", "Eiken deur"]
