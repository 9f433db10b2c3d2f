"""The Subscriptions tab: the list, the form of the selected subscription, the local receiver.
Creating works offline like every form; deleting and sending a test act on the service at
once, so they need a connection. A subscription on the server is read afresh when opened
online (the offline list's entry is shown meanwhile, and kept, with a note, when it cannot be
read). The cached signing secrets go to the local receiver."""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from collections.abc import Mapping
from typing import Any
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

from app.api.categories import EVENT_TYPES
from app.api.fields import RESPONSE_CONTEXT
from app.api.subscriptions import Subscription
from app.api.subscriptions import SubscriptionTestResult
from app.store.drafts import Draft
from app.store.errors import StoreError
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import messages
from app.ui.operations import Op
from app.ui.records.catalogue_rows import CatalogueRows
from app.ui.records.moments import utc_to_local
from app.ui.records.paged_model import PagedTableModel
from app.ui.records.rows import RecordRow
from app.ui.records.session import Session
from app.ui.records.session import connected_client
from app.ui.records.tab import RecordTab
from app.ui.subscriptions.receiver_panel import ReceiverPanel
from app.ui.subscriptions.subscription_form import SubscriptionForm
from app.ui.subscriptions.subscription_form import event_label
from app.ui.subscriptions.subscription_form import status_label
from app.work import subscriptions
from app.work.changes import NOTHING
from app.work.changes import Changes
from app.work.drafts import discard

log = logging.getLogger(__name__)
T = TypeVar("T")


class SubscriptionsTab(RecordTab[SubscriptionForm]):
    deleted = Signal(str)  # server id
    tested = Signal(object)  # SubscriptionTestResult

    KIND = RecordKind.SUBSCRIPTION
    GONE = QT_TRANSLATE_NOOP(
        "SubscriptionsTab", "This subscription is no longer in the offline list."
    )
    NOT_ACCEPTED = QT_TRANSLATE_NOOP(
        "SubscriptionsTab",
        "The service did not accept this subscription. Correct the marked fields.",
    )

    def __init__(
        self, store: Store, session: Session | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(store, parent, session=session)
        self.reading: str | None = None  # the subscription being read afresh
        columns = {
            "sync_state": QCoreApplication.translate("SubscriptionTable", "Sync"),
            "title": QCoreApplication.translate("SubscriptionTable", "Webhook address"),
            "event_types": QCoreApplication.translate("SubscriptionTable", "Events"),
            "status": QCoreApplication.translate("SubscriptionTable", "Status"),
            "updated": QCoreApplication.translate("SubscriptionTable", "Created"),
        }
        cells = {
            "event_types": _events,
            "status": lambda row: status_label(row.status),
            "updated": _created,
        }
        source = CatalogueRows(store.catalogue, self.KIND)
        self.model = PagedTableModel(source, columns, self, cells=cells)

        search = self.tr("Search webhook address, event, status, id…")
        widths = {2: 230, 3: 64, 4: 116}
        layout = self.build_list(
            "subscription", search, (), widths, sizes=(700, 580), stretch=(6, 5)
        )
        self.receiver_panel = ReceiverPanel(self, session=session)
        self.receiver_panel.started.connect(lambda _url: self._share_secrets())
        self.receiver_panel.move_requested.connect(self.new_subscription)
        layout.setStretchFactor(self.table, 3)
        layout.addWidget(self.receiver_panel, 2)
        window = session.window if session is not None else None
        if window is not None:
            window.closing.connect(self.receiver_panel.receiver.close)
        self._share_secrets()
        self.new_subscription()

    def operation(self, work: Coroutine[Any, Any, T], name: str) -> Op[T]:
        """A call to the service (`app.work.subscriptions`); what it changed is published."""
        op = Op(self, work, name=name)
        return op if self.session is None else op.publishing(self.session.hub, self)

    def new_form(self, *, staged: bool = False) -> SubscriptionForm:  # built whole
        form = SubscriptionForm(self.form_parent)
        form.delete_requested.connect(self.confirm_delete)
        form.test_requested.connect(self.send_test)
        form.use_receiver_requested.connect(self.use_local_receiver)
        return form

    # -- the list --------------------------------------------------------
    def refresh(self) -> None:
        self._share_secrets()  # those of subscriptions a sync brought
        super().refresh()

    def update_count(self) -> None:
        rows = [self.model.row_at(r) for r in range(self.model.rowCount())]
        drafts = sum(1 for r in rows if r is not None and r.draft_id is not None)
        on_server = len(rows) - drafts
        text = self.tr("%n subscription(s) on the server", "", on_server)
        if drafts:
            text += " · " + self.tr("%n draft(s)", "", drafts)
        self.count_label.setText(text)

    def _share_secrets(self) -> None:
        """Let the local receiver check deliveries against every known signing secret, and
        know which subscriptions send to it."""
        receiver = self.receiver_panel.receiver
        known = []
        for server_id in self.store.cache.server_ids(RecordKind.SUBSCRIPTION):
            data = self.store.cache.server_item(RecordKind.SUBSCRIPTION, server_id)
            secret = data.get("signing_secret") if data else None
            if isinstance(secret, str) and secret:
                receiver.set_secret(server_id, secret)
            known.append(_subscription(data))
        # Those sending to an earlier address of the receiver are flagged in its panel.
        self.receiver_panel.know_subscriptions(s for s in known if s is not None)

    # -- loading ---------------------------------------------------------
    def record_opened(self, draft: Draft | None, data: Mapping[str, Any] | None = None) -> None:
        self.form.set_subscription(self._cached(draft.server_id) if draft else _subscription(data))
        self.form.set_freshness_note(None)
        self.read_fresh()

    def read_fresh(self) -> None:
        """Read the subscription in the form from the service (`GET .../{id}`), once at a time."""
        server_id = self.editing.server_id
        if server_id is None or server_id == self.reading:
            return
        client = connected_client(self.session)
        if client is None:
            self.form.set_freshness_note(self.tr("Offline: shown as it was at the last sync."))
            return
        self.reading = server_id
        work = subscriptions.read_fresh(self.store, client, server_id)
        self.operation(work, "read subscription").success(
            lambda fresh: self._read(server_id, fresh.value)
        ).failure(lambda exc: self._not_read(server_id, exc)).finally_(self._read_done).run()

    def _read(self, server_id: str, fresh: Subscription) -> None:
        if self.editing.server_id == server_id:
            self.form.set_subscription(fresh)
            self.form.set_freshness_note(None)

    def _not_read(self, server_id: str, exc: BaseException) -> None:
        if isinstance(exc, StoreError):  # read, but not kept
            messages.report_failure(exc, "keeping a subscription read")
        # Else quietly: the offline list's entry stays, and the log has the reason.
        log.info("subscription %s not read afresh: %s", server_id, exc)
        if self.editing.server_id == server_id:
            note = self.tr(
                "The service could not be read just now: shown as it was at the last sync."
            )
            self.form.set_freshness_note(note)

    def _read_done(self) -> None:
        self.reading = None

    def _cached(self, server_id: str | None) -> Subscription | None:
        cache = self.store.cache
        return _subscription(cache.server_item(self.KIND, server_id) if server_id else None)

    def state_banner(self, draft: Draft) -> str | None:
        if draft.state is DraftState.SYNCED and self._cached(draft.server_id) is None:
            return self.tr("Created; its details arrive with the next sync.")
        return None

    # -- editing ---------------------------------------------------------
    def new_subscription(self, content: dict[str, Any] | None = None) -> None:
        # Stored as the form shows it: with the event kinds the form fills in.
        self.open_new(content, keep_shown=True)

    def use_local_receiver(self) -> None:
        """Start the receiver and put its address in the form."""

        def fill(url: str) -> None:
            if self.editing.server_id is not None:
                self.new_subscription({"webhook_url": url})
                return
            self.form.editor("webhook_url").set_value(url)
            self.save_content(self.form.content())

        self.receiver_panel.start(fill)

    # -- delete ----------------------------------------------------------
    def confirm_delete(self) -> QMessageBox | None:
        self.form.flush()
        if self.editing.server_id is not None:
            text = self.tr(
                "Delete this subscription at the service? Its webhook address gets no more "
                "deliveries."
            )
        elif self.editing.draft_id is not None:
            text = self.tr("Discard this subscription draft? It was never sent.")
        else:
            return None
        return self.confirm(
            "deleteConfirmation", self.tr("Delete subscription"), text, self.delete_current
        )

    def delete_current(self) -> None:
        server_id, draft_id = self.editing.server_id, self.editing.draft_id
        if server_id is None:
            try:
                if draft_id is not None:
                    discarded = discard(self.store, draft_id)
                    self._gone(self.tr("The draft was discarded."), discarded.changes)
            except StoreError as exc:
                messages.report_failure(exc, "discarding a draft")
            return
        client = connected_client(self.session)
        if client is None:
            messages.show_error(
                self.tr("Deleting needs a connection to the service. Connect first.")
            )
            return
        self.form.delete_button.setEnabled(False)
        work = subscriptions.delete(self.store, client, server_id, draft_id)
        self.operation(work, "delete subscription").success(
            lambda _deleted: self._deleted(server_id)
        ).finally_(lambda: self.form.delete_button.setEnabled(True)).run()

    def _deleted(self, server_id: str) -> None:
        self.receiver_panel.receiver.forget_secret(server_id)
        self._gone(self.tr("The subscription was deleted."))
        self.deleted.emit(server_id)

    def _gone(self, sentence: str, changes: Changes = NOTHING) -> None:
        """The subscription in the form was deleted or discarded: a new one takes its place."""
        messages.show_info(sentence)
        self.new_subscription()
        self.publish(changes)

    # -- test ------------------------------------------------------------
    def send_test(self) -> None:
        server_id = self.editing.server_id
        if server_id is None:
            return
        client = connected_client(self.session)
        if client is None:
            refusal = self.tr("Sending a test needs a connection to the service. Connect first.")
            messages.show_error(refusal)
            return
        self._share_secrets()
        self.form.test_button.setEnabled(False)
        self.form.set_test_result(self.tr("Sending a test event…"))
        self.operation(subscriptions.send_test(client, server_id), "test subscription").success(
            lambda result: self._tested(server_id, result.value)
        ).failure(self._test_failed).finally_(lambda: self.form.test_button.setEnabled(True)).run()

    def _tested(self, server_id: str, result: SubscriptionTestResult) -> None:
        if self.editing.server_id == server_id:
            status = result.status_code
            if result.delivered and status is None:  # a 2xx without the webhook's answer
                text = self.tr("The service sent the test event.")
            elif result.delivered:
                text = self.tr("Test delivered: the webhook answered HTTP %1.")
            elif status is not None:
                text = self.tr("Test not accepted: the webhook answered HTTP %1.")
            else:  # the service's own words (an exception's name) go to the log only
                log.info("test event not delivered: %s", result.error)
                text = self.tr(
                    "Test not delivered: nothing answered at the webhook address. Is the"
                    " receiver there running?"
                )
            said = str(status) if status is not None else ""
            self.form.set_test_result(text.replace("%1", said), ok=result.delivered)
        self.tested.emit(result)

    def _test_failed(self, exc: BaseException) -> None:
        self.form.set_test_result(messages.report_failure(exc, "test subscription"), ok=False)


def _events(row: RecordRow) -> str:
    # Created, updated, deleted: the order of the form, not of the alphabet.
    kinds = [k for k in EVENT_TYPES if k in row.event_types]
    return ", ".join(event_label(k) for k in kinds + sorted(set(row.event_types) - set(kinds)))


def _created(row: RecordRow) -> str:
    # A draft was not created yet: its time is when it was last typed in.
    return utc_to_local(row.updated) if row.updated and row.draft_id is None else ""


def _subscription(data: Mapping[str, Any] | None) -> Subscription | None:
    """A cached subscription as the service sent it; None where it cannot be read."""
    if data is None:
        return None
    try:
        return Subscription.model_validate(dict(data), context=RESPONSE_CONTEXT)
    except ValueError:
        return None
