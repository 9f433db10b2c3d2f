"""The Products tab's *Splitsen…* and *Samenvoegen…* (the Edit menu, the table's context menu,
the form's button): the dialogs over `app.work.lots`, each change published on the hub.

`app.work.lots` and the split dialog load when first used (the start loads the first on a
worker thread after the first paint): imported here, they cost the first paint some 14 ms
(the attachments' and photo settings' modules they bring)."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QInputDialog

from app.api.notices import Notice
from app.store.errors import StoreError
from app.ui import messages

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMessageBox
    from PySide6.QtWidgets import QPushButton
    from PySide6.QtWidgets import QWidget

    from app.store.catalogue import ListingRow
    from app.store.drafts import Draft
    from app.store.store import Store
    from app.ui.products.split_dialog import SplitDialog
    from app.ui.records.form import RecordForm
    from app.ui.records.session import Editing
    from app.work import lots
    from app.work.changes import Changes
    from app.work.changes import Outcome

T = TypeVar("T")


class LotTab(Protocol):
    """What the actions need of the Products tab (`ProductsTab`)."""

    store: Store
    editing: Editing
    queued: SignalInstance

    def flush(self) -> None: ...

    def selected_rows(self) -> list[ListingRow]: ...

    def publish(self, changes: Changes) -> None: ...

    def open_draft(self, draft_id: str) -> None: ...

    def window(self) -> QWidget: ...

    def as_widget(self) -> QWidget: ...


class LotActions(QObject):
    def __init__(self, tab: LotTab) -> None:
        widget = tab.as_widget()
        super().__init__(widget)
        self.tab = tab
        self.split_action = QAction(self.tr("S&plit…"), widget)
        self.split_action.setObjectName("splitAction")
        self.split_action.setShortcut(QKeySequence("Ctrl+Shift+L"))  # L: a lot
        self.split_action.setStatusTip(
            self.tr("Part of this product's quantity to a new product of its own.")
        )
        self.split_action.triggered.connect(self.split)
        self.merge_action = QAction(self.tr("&Merge…"), widget)
        self.merge_action.setObjectName("mergeAction")
        self.merge_action.setStatusTip(
            self.tr("Two selected products of the same category and unit into one.")
        )
        self.merge_action.triggered.connect(self.merge)
        self.dialog: QDialog | None = None
        self.cancel_button: QPushButton | None = None  # the form's, once it is built
        self.held_id: str | None = None

    def actions(self) -> list[QAction]:
        return [self.split_action, self.merge_action]

    # -- a pair that waits --------------------------------------------------
    def add_form(self, form: RecordForm) -> None:
        """The form's "Cancel split…" (or merge), shown for a half that waits."""
        self.cancel_button = form.button(
            self.tr("Cancel the split…"), self.confirm_cancel, "cancelLotButton"
        )
        self.cancel_button.hide()
        form.add_header_button(self.cancel_button)

    def show_for(self, draft: Draft | None) -> None:
        """The open draft's pair, if it waits: the button, its reason as the tooltip."""
        button, store = self.cancel_button, self.tab.store
        if button is None:
            return
        lot = None
        if draft is not None:
            lot = next((lot for lot in store.lots.of_draft(draft.id) if lot.held), None)
        self.held_id = None if lot is None else lot.held_id
        if lot is None:
            button.hide()
            return
        from app.store.lots import LotAction
        from app.ui.products.split_dialog import lot_words
        from app.work import lots

        button.setText(
            self.tr("Cancel the split…")
            if lot.action is LotAction.SPLIT
            else self.tr("Cancel the merge…")
        )
        reason = lots.reason(store, lot)
        button.setToolTip("" if reason is None else lot_words(reason))
        button.show()

    def confirm_cancel(self) -> QMessageBox | None:
        held_id = self.held_id
        if held_id is None:
            return None
        from app.ui.questions import ask

        return ask(
            self.tab.as_widget(),
            "cancelLotQuestion",
            self.tr("Cancel"),
            self.tr(
                "Nothing of it was sent yet. A split's new product is deleted and the original "
                "gets its quantity back; a merge's products stay as they were. Cancel it?"
            ),
            lambda yes: self.cancel(held_id) if yes else None,
        )

    def cancel(self, held_id: str) -> None:
        from app.work import lots

        done = self._done(lambda: lots.cancel(self.tab.store, held_id), "cancelling a split")
        if done is None:
            return
        first = next((i for i in done if i != held_id), None)
        if first is not None and self.tab.store.drafts.find(first) is not None:
            self.tab.open_draft(first)
        messages.show_info(self.tr("Cancelled: nothing of it is sent."))

    def _done(self, run: Callable[[], Outcome[T | lots.Refused]], doing: str) -> T | None:
        """A cancel or merge run, its changes told to every view: what it did, or None when
        it was refused or the store failed (either said in a message)."""
        from app.ui.products.split_dialog import lot_words
        from app.work import lots

        outcome = messages.attempt(run, doing)
        if outcome is None:
            return None
        done = outcome.value
        if isinstance(done, lots.Refused):
            messages.show_error(lot_words(done.notice))
            return None
        self.tab.publish(outcome.changes)
        return done

    # -- the product to split ---------------------------------------------
    def _source(self) -> lots.Source | None:
        """The product in the form, else the one selected."""
        from app.work import lots

        tab = self.tab
        tab.flush()
        editing = tab.editing
        if editing.draft_id is not None or editing.server_id is not None:
            return lots.Source(editing.draft_id, editing.server_id)
        rows = tab.selected_rows()
        return _source_of(rows[0]) if rows else None

    def split(self) -> SplitDialog | None:
        from app.ui.products.split_dialog import SplitDialog
        from app.ui.products.split_dialog import lot_words
        from app.work import lots

        source = self._source()
        if source is None:
            messages.show_info(self.tr("Open or select the product to split."))
            return None
        whole = lots.read_whole(self.tab.store, source)
        if isinstance(whole, lots.Refused):
            messages.show_error(lot_words(whole.notice))
            return None
        if whole.quantity is None:
            messages.show_error(lot_words(Notice(lots.NO_QUANTITY)))
            return None
        dialog = SplitDialog(
            whole, lambda a, c, p: self._split(source, a, c, p), self.tab.as_widget()
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def _split(
        self, source: lots.Source, amount: Decimal | str, changes: dict[str, Any], label: bool
    ) -> Notice | None:
        from app.work import lots

        store = self.tab.store
        try:
            outcome = lots.split(store, source, amount, changes)
        except StoreError as exc:
            messages.report_failure(exc, "splitting a product")
            return None
        done = outcome.value
        if isinstance(done, lots.Refused):
            return done.notice
        self.tab.publish(outcome.changes)
        self.tab.open_draft(done.part.id)
        said = (
            self.tr(
                "Split: the new product is sent once the service has the original's new quantity."
            )
            if done.held
            else self.tr("Split: the new product is a draft of its own.")
        )
        messages.show_info(said)
        if label:
            self.print_label(done.part.id)
        if done.held:
            self.tab.queued.emit(done.original.id)  # sent like any queued change
        return None

    def print_label(self, draft_id: str) -> QDialog | None:
        from app.store.kinds import RecordKind
        from app.ui.labels import open_labels_dialog

        store = self.tab.store
        row = store.catalogue.shown_row(RecordKind.PRODUCT, draft_id, None)
        if row is None:
            return None
        return open_labels_dialog(self.tab.window(), store, [row])

    # -- two products into one ---------------------------------------------
    def merge(self) -> None:
        self.tab.flush()
        rows = self.tab.selected_rows()
        if len(rows) != 2:
            messages.show_info(self.tr("Select the two products to merge."))
            return
        names = [f"{n}. {_name(row)}" for n, row in enumerate(rows, start=1)]
        choice, chosen = QInputDialog.getItem(
            self.tab.as_widget(),
            self.tr("Merge products"),
            self.tr("Which product is kept? The other is archived, its quantity added."),
            names,
            0,
            False,
        )
        if not chosen:
            return
        keep = names.index(choice)
        kept, other = _source_of(rows[keep]), _source_of(rows[1 - keep])
        from app.work import lots

        done = self._done(lambda: lots.merge(self.tab.store, kept, other), "merging products")
        if done is None:
            return
        self.tab.open_draft(done.kept.id)
        messages.show_info(
            self.tr("Merged: the kept product is raised once the service has archived the other.")
            if done.held
            else self.tr("Merged into one draft.")
        )
        if done.other is not None:
            self.tab.queued.emit(done.other.id)


def _source_of(row: ListingRow) -> lots.Source:
    from app.work import lots

    return lots.Source(row.draft_id, row.server_id)


def _name(row: ListingRow) -> str:
    quantity = "" if row.quantity is None else f" ({row.quantity:g})"
    return f"{row.title}{quantity}"
