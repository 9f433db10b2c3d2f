"""The Subscriptions tab: the list, the form of the selected subscription, the local receiver.

Creating works offline like every form: the draft is autosaved, queued and sent by
the sync. Deleting and sending a test act on the service at once, so they need a
connection; the user is told plainly when there is none. The signing secrets of the
cached subscriptions are handed to the local receiver, which checks every delivery
against them.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMessageBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.api.subscriptions import Subscription, SubscriptionTestResult
from app.store.cache import ServerCache
from app.store.drafts import Draft, DraftStore
from app.store.errors import StoreError
from app.store.records import DraftState, RecordKind
from app.store.search import Catalogue, ListingRow, OrderBy
from app.store.store import Store
from app.ui import messages
from app.ui.operations import Op
from app.ui.products.badge_delegate import SyncBadgeDelegate
from app.ui.products.table_model import RowRole
from app.ui.projects.session import Session, connected_client, sync_after_queue
from app.ui.subscriptions.content import read_subscription, validation_errors
from app.ui.subscriptions.receiver_panel import ReceiverPanel
from app.ui.subscriptions.subscription_form import SubscriptionForm
from app.ui.subscriptions.table_model import SubscriptionTableModel, row_key

log = logging.getLogger(__name__)

_LIST_LIMIT = 2000


@dataclass
class Editing:
    draft_id: str | None = None
    server_id: str | None = None
    new_id: str | None = None


class SubscriptionsTab(QWidget):
    queued = Signal(str)
    drafts_changed = Signal()
    deleted = Signal(str)  # server id
    tested = Signal(object)  # SubscriptionTestResult

    def __init__(
        self, store: Store, session: Session | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("subscriptionsTab")
        self.session = session
        self.drafts: DraftStore = store.drafts
        self.cache = ServerCache(store.database)
        self.catalogue = Catalogue(store.database)
        self.model = SubscriptionTableModel(self)
        self.editing = Editing()

        self.count_label = QLabel(self)
        self.count_label.setObjectName("subscriptionCount")
        self.table = QTableView(self)
        self.table.setObjectName("subscriptionTable")
        self.table.setModel(self.model)
        self.table.setItemDelegateForColumn(0, SyncBadgeDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(28)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 100), (2, 230), (3, 64), (4, 116)):
            header.resizeSection(column, width)
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        self.receiver_panel = ReceiverPanel(self)
        self.receiver_panel.started.connect(lambda _url: self._share_secrets())

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.setSpacing(6)
        left_layout.addWidget(self.count_label)
        left_layout.addWidget(self.table, 3)
        left_layout.addWidget(self.receiver_panel, 2)

        self.form = SubscriptionForm(self)
        self.form.content_edited.connect(self.save_content)
        self.form.queue_requested.connect(self.queue_current)
        self.form.delete_requested.connect(self.confirm_delete)
        self.form.test_requested.connect(self.send_test)
        self.form.use_receiver_requested.connect(self.use_local_receiver)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("subscriptionsSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.form)
        self.splitter.setStretchFactor(0, 6)
        self.splitter.setStretchFactor(1, 5)
        self.splitter.setSizes([700, 580])
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.queued.connect(lambda _id: sync_after_queue(self.session))
        window = session.window if session is not None else None
        if window is not None:
            window.closing.connect(self.receiver_panel.close_now)
        self.refresh()
        self.new_subscription()

    # -- the list --------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the list after the store changed (sync, import, delete)."""
        rows = self.catalogue.search(
            RecordKind.SUBSCRIPTION,
            order_by=OrderBy.UPDATED,
            descending=True,
            limit=_LIST_LIMIT,
        )
        self.model.set_records(rows)
        self._update_count(rows)
        self._share_secrets()
        self._reload_current()
        self._reselect()

    def _update_count(self, rows: list[ListingRow]) -> None:
        on_server = sum(1 for r in rows if not r.is_draft)
        drafts = len(rows) - on_server
        text = self.tr("%n subscription(s) on the server", "", on_server)
        if drafts:
            text += " · " + self.tr("%n draft(s)", "", drafts)
        self.count_label.setText(text)

    def _share_secrets(self) -> None:
        """Let the local receiver check deliveries against every known signing secret."""
        receiver = self.receiver_panel.receiver
        for server_id in self.cache.server_ids(RecordKind.SUBSCRIPTION):
            data = self.cache.server_item(RecordKind.SUBSCRIPTION, server_id)
            secret = data.get("signing_secret") if data else None
            if isinstance(secret, str) and secret:
                receiver.set_secret(server_id, secret)

    def current_key(self) -> str | None:
        if self.editing.draft_id is not None:
            return f"d:{self.editing.draft_id}"
        if self.editing.server_id is not None:
            return f"s:{self.editing.server_id}"
        return None

    def _reselect(self) -> None:
        key = self.current_key()
        row = self.model.row_of_key(key) if key else -1
        if row < 0 and self.editing.server_id is not None:
            row = self.model.row_of_key(f"s:{self.editing.server_id}")
        selection = self.table.selectionModel()
        selection.blockSignals(True)
        try:
            if row < 0:
                selection.clearSelection()
                selection.setCurrentIndex(QModelIndex(), QItemSelectionModel.SelectionFlag.Clear)
            else:
                index = self.model.index(row, 1)
                selection.setCurrentIndex(
                    index,
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
        finally:
            selection.blockSignals(False)
        self.table.viewport().update()

    def select_key(self, key: str) -> bool:
        row = self.model.row_of_key(key)
        if row < 0:
            return False
        self.table.selectRow(row)
        return True

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        row: ListingRow | None = current.data(RowRole) if current.isValid() else None
        if row is None:
            return
        self.form.flush()
        if row.draft_id is not None:
            self.open_draft(row.draft_id)
        elif row.server_id is not None:
            self.open_server_subscription(row.server_id)

    # -- loading ---------------------------------------------------------
    def open_draft(self, draft_id: str) -> None:
        draft = self.drafts.find(draft_id)
        if draft is None:
            messages.show_error(self.tr("This draft no longer exists."))
            return
        subscription = self._cached(draft.server_id) if draft.server_id else None
        self.editing = Editing(draft_id=draft.id, server_id=draft.server_id)
        self.form.load(
            draft.content,
            title=_title_of(draft.content),
            sync_state=draft.state.value,
            banner=self._banner_for(draft),
            subscription=subscription,
            can_delete=True,
        )
        self._show_errors(draft)

    def open_server_subscription(self, server_id: str) -> None:
        subscription = self._cached(server_id)
        if subscription is None:
            messages.show_error(self.tr("This subscription is no longer in the offline list."))
            return
        self.editing = Editing(server_id=server_id)
        self.form.load(
            {},
            title=subscription.webhook_url,
            sync_state="synced",
            subscription=subscription,
            can_delete=True,
        )

    def _cached(self, server_id: str | None) -> Subscription | None:
        if server_id is None:
            return None
        data = self.cache.server_item(RecordKind.SUBSCRIPTION, server_id)
        return read_subscription(data) if data is not None else None

    def _banner_for(self, draft: Draft) -> str | None:
        if draft.state is DraftState.NEEDS_ATTENTION:
            return draft.error_message or self.tr(
                "The service did not accept this subscription. Correct the marked fields."
            )
        if draft.state is DraftState.SYNCED and self._cached(draft.server_id) is None:
            return self.tr("Created; its details arrive with the next sync.")
        return None

    def show_validation(self) -> None:
        """The messages of the fields the user touched, and the server's, at their fields."""
        self._show_errors()

    def _show_errors(self, draft: Draft | None = None) -> None:
        content = self.form.content()
        own = validation_errors(content)
        touched = self.form.touched()
        binding = self.form.binding
        combined: dict[str, list[str]] = {}
        for path, texts in own.items():
            editor = binding.editor_for(path)
            if editor is not None and any(binding.editors.get(p) is editor for p in touched):
                combined.setdefault(path, []).extend(texts)
        if draft is None and self.editing.draft_id is not None:
            draft = self.drafts.find(self.editing.draft_id)
        if draft is not None:
            for path, texts in draft.field_errors.items():
                editor = binding.editor_for(path)
                if editor is None or any(binding.editors.get(p) is editor for p in touched):
                    continue
                combined.setdefault(path, []).extend(texts)
        unplaced = self.form.show_errors(combined)
        if unplaced:
            log.info("server errors without a field: %s", unplaced)

    def _reload_current(self) -> None:
        if self.editing.draft_id is None or self.form.has_pending_changes():
            return
        draft = self.drafts.find(self.editing.draft_id)
        if draft is None:
            return
        if draft.server_id is not None:
            self.open_draft(draft.id)
            return
        self.form.set_sync_state(draft.state.value)
        self.form.set_banner(self._banner_for(draft))
        self._show_errors(draft)

    # -- editing ---------------------------------------------------------
    def new_subscription(self, content: dict[str, Any] | None = None) -> None:
        self.form.flush()
        self.editing = Editing(new_id=str(uuid.uuid4()))
        self.form.load(content or {})
        self.table.clearSelection()
        if content:
            self.save_content(self.form.content())

    def focus_first_field(self) -> None:
        self.form.editor("webhook_url").setFocus(Qt.FocusReason.ShortcutFocusReason)

    def use_local_receiver(self) -> None:
        """Start the receiver and put its address in the form."""

        def fill(url: str) -> None:
            if self.editing.server_id is not None:
                self.new_subscription({"webhook_url": url})
                return
            content = self.form.content()
            content["webhook_url"] = url
            self.form.editor("webhook_url").set_value(url)
            self.save_content(content)

        self.receiver_panel.start(fill)

    def ensure_draft(self) -> str | None:
        self.form.flush()
        if self.editing.draft_id is None and self.editing.server_id is None:
            self.save_content(self.form.content())
        return self.editing.draft_id

    def save_content(self, content: dict[str, Any]) -> None:
        """The autosave: every change reaches the store within a second, valid or not."""
        if self.editing.server_id is not None:
            return  # a subscription on the server cannot be changed
        try:
            created = False
            if self.editing.draft_id is not None:
                draft = self.drafts.save_content(self.editing.draft_id, content)
            else:
                draft = self.drafts.create_draft(
                    RecordKind.SUBSCRIPTION, content, draft_id=self.editing.new_id
                )
                created = True
        except StoreError as exc:
            messages.report_failure(exc, "autosave")
            return
        self.editing.draft_id = draft.id
        self.form.set_title(_title_of(content))
        self.form.set_sync_state(draft.state.value)
        self.form.delete_button.setVisible(True)
        self._show_errors(draft)
        if created:
            self.refresh()
        else:
            self._replace_row(draft.id)
        self.drafts_changed.emit()

    def _replace_row(self, draft_id: str) -> None:
        at = self.model.row_of_key(f"d:{draft_id}")
        if at < 0:
            return
        fresh = self.catalogue.search(RecordKind.SUBSCRIPTION, limit=_LIST_LIMIT)
        found = next((r for r in fresh if row_key(r) == f"d:{draft_id}"), None)
        if found is not None:
            self.model.records[at] = found
            self.model.dataChanged.emit(
                self.model.index(at, 0), self.model.index(at, self.model.columnCount() - 1)
            )

    def queue_current(self) -> None:
        if self.editing.server_id is not None:
            return
        self.form.flush()
        problems = validation_errors(self.form.content())
        if problems:
            self.form.show_errors(problems)
            first = next(iter(problems))
            editor = self.form.binding.editor_for(first)
            if editor is not None:
                editor.setFocus(Qt.FocusReason.OtherFocusReason)
            messages.show_error(self.tr("Correct the marked fields first; the draft is kept."))
            return
        draft_id = self.ensure_draft()
        if draft_id is None:
            return
        try:
            draft = self.drafts.mark_queued(draft_id)
        except StoreError as exc:
            messages.report_failure(exc, "queue")
            return
        self.form.set_sync_state(draft.state.value)
        self.form.set_banner(self._banner_for(draft))
        self.form.show_errors({})
        self._replace_row(draft.id)
        messages.show_info(self.tr("Queued; it is sent at the next sync."))
        self.drafts_changed.emit()
        self.queued.emit(draft.id)

    # -- delete ----------------------------------------------------------
    def confirm_delete(self) -> QMessageBox | None:
        self.form.flush()
        on_server = self.editing.server_id is not None
        if not on_server and self.editing.draft_id is None:
            return None
        if on_server:
            text = self.tr(
                "Delete this subscription at the service? Its webhook address gets no more "
                "deliveries."
            )
        else:
            text = self.tr("Discard this subscription draft? It was never sent.")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete subscription"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("deleteConfirmation")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(
            lambda result: (
                self.delete_current() if result == QMessageBox.StandardButton.Yes else None
            )
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def delete_current(self) -> None:
        if self.editing.server_id is None:
            self._discard_draft()
            return
        client = connected_client(self.session)
        if client is None:
            messages.show_error(
                self.tr("Deleting needs a connection to the service. Connect first.")
            )
            return
        server_id = self.editing.server_id
        draft_id = self.editing.draft_id
        self.form.delete_button.setEnabled(False)
        Op(self, client.delete_subscription(server_id), name="delete subscription").success(
            lambda _none: self._deleted(server_id, draft_id)
        ).finally_(lambda: self.form.delete_button.setEnabled(True)).run()

    def _deleted(self, server_id: str, draft_id: str | None) -> None:
        try:
            self.cache.remove_server_item(RecordKind.SUBSCRIPTION, server_id)
            if draft_id is not None:
                self.drafts.delete_draft(draft_id)
        except StoreError as exc:
            messages.report_failure(exc, "forgetting a deleted subscription")
        self.receiver_panel.receiver.forget_secret(server_id)
        messages.show_info(self.tr("The subscription was deleted."))
        self.deleted.emit(server_id)
        self.new_subscription()
        self.refresh()

    def _discard_draft(self) -> None:
        draft_id = self.editing.draft_id
        if draft_id is None:
            return
        try:
            self.drafts.delete_draft(draft_id, discard_unsent=True)
        except StoreError as exc:
            messages.report_failure(exc, "discarding a draft")
            return
        messages.show_info(self.tr("The draft was discarded."))
        self.drafts_changed.emit()
        self.new_subscription()
        self.refresh()

    # -- test ------------------------------------------------------------
    def send_test(self) -> None:
        server_id = self.editing.server_id
        if server_id is None:
            return
        client = connected_client(self.session)
        if client is None:
            messages.show_error(
                self.tr("Sending a test needs a connection to the service. Connect first.")
            )
            return
        subscription = self._cached(server_id)
        if subscription is not None and subscription.signing_secret:
            self.receiver_panel.receiver.set_secret(server_id, subscription.signing_secret)
        self.form.test_button.setEnabled(False)
        self.form.set_test_result(self.tr("Sending a test event…"))
        Op(self, client.test_subscription(server_id), name="test subscription").success(
            lambda result: self._tested(server_id, result)
        ).failure(self._test_failed).finally_(lambda: self.form.test_button.setEnabled(True)).run()

    def _tested(self, server_id: str, result: SubscriptionTestResult) -> None:
        if self.editing.server_id == server_id:
            if result.delivered:
                text = self.tr("Test delivered: the webhook answered HTTP %1.").replace(
                    "%1", str(result.status_code)
                )
            elif result.status_code is not None:
                text = self.tr("Test not accepted: the webhook answered HTTP %1.").replace(
                    "%1", str(result.status_code)
                )
            else:
                text = self.tr("Test not delivered: %1").replace("%1", result.error or "")
            self.form.set_test_result(text, ok=result.delivered)
        self.tested.emit(result)

    def _test_failed(self, exc: BaseException) -> None:
        self.form.set_test_result(messages.report_failure(exc, "test subscription"), ok=False)

    def flush(self) -> None:
        self.form.flush()


def _title_of(content: dict[str, Any]) -> str | None:
    url = content.get("webhook_url")
    return url if isinstance(url, str) and url.strip() else None
