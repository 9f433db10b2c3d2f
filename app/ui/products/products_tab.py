"""The Products tab: the table, and the form of the selected product. Unlike the other kinds, a
product on the server can be changed (a draft based on the server's version), archived,
duplicated and its conflicts resolved; it carries files too. What the product holds on the
server shows beside the local pictures, as the offline list has it; removing one queues its
delete for the next sync (kept until the server confirms, and it can be kept after all)."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QSignalBlocker
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QWidget

from app.api.categories import CATEGORIES
from app.api.categories import PRODUCT_STATUSES
from app.store.errors import StoreError
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.ui import messages
from app.ui import theme
from app.ui.products.cells import CELL_PATHS
from app.ui.products.product_table import TableEdits
from app.ui.products.product_table import product_table
from app.ui.records.catalogue_rows import CatalogueRows
from app.ui.records.rows import RecordQuery
from app.ui.records.session import Session
from app.ui.records.session import connected_client
from app.ui.records.tab import RecordTab
from app.work import drafts as work

# The form, its request model (pydantic) and the conflict dialog are imported when
# the form is built: a window that starts with `form_later` paints its table first.
if TYPE_CHECKING:
    from app.store.attachments import Attachment
    from app.store.drafts import Draft
    from app.store.server_media import ServerAttachment
    from app.store.store import Store
    from app.ui.conflict_dialog import ConflictDialog
    from app.ui.products.product_form import ProductForm
    from app.work.changes import Changes
    from app.work.changes import Outcome

# Columns shown only when the table is at least this wide, so the name keeps its room.
# (public, sub-category, then the cells typed into: price, quantity, unit, city)
_OPTIONAL_COLUMNS = ((5, 660), (3, 820), (9, 760), (7, 880), (8, 960), (10, 1040))


class ProductsTab(RecordTab["ProductForm"]):
    KIND = RecordKind.PRODUCT
    EDITS_SERVER_RECORDS = True
    GONE = QT_TRANSLATE_NOOP("ProductsTab", "This product is no longer in the offline list.")
    NOT_ACCEPTED = QT_TRANSLATE_NOOP(
        "ProductsTab", "The service did not accept this product. Correct the marked fields."
    )

    def __init__(
        self,
        store: Store,
        parent: QWidget | None = None,
        *,
        form_later: bool = False,
        rows: CatalogueRows | None = None,
        session: Session | None = None,
    ) -> None:
        """`form_later`: leave the form's place empty until its first use.
        `rows`: the table's rows, when they are being counted already (`rows_ahead`).
        `session`: the running application (its client reads what the server holds)."""
        super().__init__(store, parent, session=session)
        source = rows or CatalogueRows(store.catalogue, self.KIND)
        self.model = model = product_table(source, self, units=self._units_of)

        filters = (
            self.filter_combo("status", self.tr("All statuses"), PRODUCT_STATUSES),
            self.filter_combo("category", self.tr("All categories"), CATEGORIES),
            self.flag_filter(
                "public", self.tr("Public or not"), self.tr("Public"), self.tr("Not public")
            ),
            self.sync_state_filter(),
        )
        widths = {2: 104, 3: 110, 4: 92, 5: 64, 6: 128, 7: 80, 8: 72, 9: 80, 10: 104}
        search = self.tr("Search name, category, address, id…")
        # The table gets at least what its filters need.
        self.build_list("product", search, [filters], widths, sort_column=6, sizes=(620, 660))
        # The cells typed into stand after the status (the window keeps the user's order).
        header = self.table.horizontalHeader()
        for place, column in enumerate((7, 8, 9, 10), start=5):
            header.moveSection(header.visualIndex(column), place)
        # Public and sub-category show when the table has room for them (the filters
        # and the form cover them otherwise): the name keeps its room.
        self.table.resized.connect(self._fit_columns)
        theme.changed().connect(self._fit_columns_soon)
        self._fit_columns()
        # The table's context menu: labels of the selected rows (File › Print labels… does
        # the same for the window) and the report of the selected product's project.
        self.labels_action = QAction(self.tr("Print labels…"), self)
        self.labels_action.setObjectName("printLabelsAction")
        self.labels_action.triggered.connect(self.print_labels)
        self.report_action = QAction(self.tr("Project report…"), self)
        self.report_action.setObjectName("projectReportAction")
        self.report_action.triggered.connect(self.project_report)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.addActions([self.labels_action, self.report_action])
        # A lot split in two, or two merged into one (`app.work.lots`).
        from app.ui.products.lot_actions import LotActions

        self.lots = LotActions(self)
        self.table.addActions(self.lots.actions())
        # Many products at once: select, edit together, undo (their own module).
        from app.ui.products.bulk import BulkEditing

        self.bulk = BulkEditing(self, session.after_queue if session is not None else None)
        self.table_edits = TableEdits(self, model)
        # Previous value (Ctrl+'), pins: their own module.
        from app.ui.products.repeats import Repeats

        self.repeats = Repeats(self)
        if not form_later:
            self.place_form(self.create_form())

    def _units_of(self, keys: list[str]) -> dict[str, Any]:
        return self.store.bulk.values_at(self.KIND, keys, CELL_PATHS["unit"])

    @staticmethod
    def rows_ahead(store: Store) -> CatalogueRows:
        """The table's rows, counted on a worker thread while the window is being built."""
        rows = CatalogueRows(store.catalogue, RecordKind.PRODUCT)
        rows.count_ahead(RecordQuery())
        return rows

    # -- the form --------------------------------------------------------
    def new_form(self, *, staged: bool = False) -> ProductForm:
        from app.store.server_media import ThumbnailCache
        from app.ui.products.product_form import ProductForm
        from app.ui.records.image_strip import ServerPictures

        form = ProductForm(self.form_parent, staged=staged)
        form.duplicate_requested.connect(self.duplicate)
        form.archive_requested.connect(self.confirm_archive)
        form.split_requested.connect(self.lots.split)
        self.lots.add_form(form)
        form.resolve_requested.connect(self.open_conflict_dialog)
        images = form.images
        images.server_pictures = ServerPictures(
            # The store's own: a server id's picture is that environment's only.
            ThumbnailCache(self.store.thumbnails_dir),
            lambda: connected_client(self.session),
        )
        images.server_removal_requested.connect(self.remove_from_server)
        images.removal_undone.connect(self.keep_attachment)
        self.repeats.attach(form)
        return form

    def finish_placing(self) -> None:
        super().finish_placing()
        self.repeats.fill_untouched()  # a form built whole; a staged one when it is

    def _fit_columns_soon(self) -> None:
        QTimer.singleShot(0, self, self._fit_columns)  # once the columns have their widths

    def _fit_columns(self) -> None:
        # Larger text widens the other columns: the name keeps its room by hiding sooner.
        width = self.table.width() / (theme.LARGE_TEXT if theme.is_large() else 1.0)
        for column, needed in _OPTIONAL_COLUMNS:
            self.table.setColumnHidden(column, width < needed)

    # -- the table -------------------------------------------------------
    def code_scanned(self, text: str) -> bool:
        """A label's reference or the product's page address opens that product; the search
        is emptied, so the table shows its row and the next scan starts afresh."""
        from app.inventory.labels import find_by_scan

        try:
            row = find_by_scan(self.store, text)
        except StoreError as exc:
            messages.report_failure(exc, "finding a scanned label")
            return False
        if row is None:
            return False
        self.flush()
        if row.draft_id is not None:
            self.open_draft(row.draft_id)
        elif row.server_id is not None:
            self.open_server_record(row.server_id)
        with QSignalBlocker(self.search):
            self.search.clear()
        self.apply_filters()  # and the record's row is selected
        return True

    def print_labels(self) -> QDialog | None:
        """The labels dialog for the selected products (what was typed just now included)."""
        from app.ui.labels import open_labels_dialog

        self.flush()
        rows = self.selected_rows()
        if not rows:
            messages.show_info(self.tr("Select the products to print labels for."))
            return None
        return open_labels_dialog(self.window(), self.store, rows)

    def project_report(self) -> QDialog | None:
        """The report of the project of the selected product (the first one)."""
        from app.inventory.export import product_content
        from app.ui.report.dialog import open_report_dialog

        self.flush()
        rows = self.selected_rows()
        content = product_content(self.store, rows[0]) if rows else None
        number = str((content or {}).get("projectNumber") or "")
        if not number.isdigit():
            messages.show_info(
                self.tr("Select a product of a project (one with a project number).")
            )
            return None
        return open_report_dialog(self.window(), self.store, int(number))

    def count_text(self, count: int) -> str:
        return self.tr("%n product(s)", "", count)

    # -- loading ---------------------------------------------------------
    def record_opened(self, draft: Draft | None, data: Mapping[str, Any] | None = None) -> None:
        self.form.set_new(draft is not None and draft.is_new)
        known = draft.base_version if draft is not None else None
        self.show_server_items(data if data is not None else known)

    def refresh(self) -> None:
        """What the sync brought (or removed) of the server's side too: before the local
        attachments are read again, so a delete just done is not shown as still there."""
        if not self.has_form:
            super().refresh()
            return
        self._with_server_items(super().refresh)

    def refresh_aside(self) -> None:
        if not self.has_form:
            super().refresh_aside()
            return
        self._with_server_items(super().refresh_aside)

    def _with_server_items(self, refresh: Callable[[], None]) -> None:
        before = self.editing.server_id
        self.show_server_items()
        refresh()
        if self.editing.server_id != before:  # a new product's draft arrived on the server
            self.show_server_items()

    def new_opened(self, content: dict[str, Any] | None) -> None:
        if content is None:  # a new product: its pinned values (Duplicate keeps its own)
            self.repeats.fill_new()
        self.show_server_items()

    def show_server_items(self, known: Mapping[str, Any] | None = None) -> None:
        """What the server holds of the product in the form: as the offline list has it, else
        as `known` (the version an edit began from)."""
        from app.store.server_media import server_attachments

        server_id = self.editing.server_id
        if server_id is None:
            self.form.images.set_server_items([])
            return
        try:
            data = self.store.cache.server_item(self.KIND, server_id) or known or {}
        except StoreError as exc:
            messages.report_failure(exc, "reading a cached record")
            data = known or {}
        record = ServerRecord.of(self.KIND, server_id)
        self.form.images.set_server_items(server_attachments(record, data))

    def state_banner(self, draft: Draft) -> str | None:
        if draft.state is DraftState.CONFLICT:
            return self.tr(
                "This product was also changed on the server. Resolve the conflict before "
                "it can be sent."
            )
        if draft.archive_requested:
            return self.tr("This product will be archived at the next sync.")
        return None

    # -- images and files ------------------------------------------------
    def added_text(self, count: int) -> str:
        return self.tr("%n file(s) added.", "", count)

    def remove_from_server(self, item: ServerAttachment) -> None:
        """Queue the delete of a picture or file the product has on the server."""
        from app.work import attaching

        def change() -> Outcome[Attachment]:
            return attaching.remove_from_server(
                self.store, item.record, item.role, item.server_id, item.name
            )

        if self.attachment_change(change, "removing"):
            messages.show_info(
                self.tr("%1 is removed from the server at the next sync.").replace("%1", item.name)
            )
            if self.session is not None:
                self.session.after_queue()

    def keep_attachment(self, attachment_id: str) -> None:
        """The user keeps what was to be removed: its queued delete is dropped."""
        from app.work import attaching

        self.attachment_change(lambda: attaching.keep(self.store, attachment_id), "keeping")

    # -- editing ---------------------------------------------------------
    new_product = RecordTab.open_new

    def on_changes(self, changes: Changes, initiator: object | None) -> None:
        self.repeats.on_changes(changes)
        super().on_changes(changes, initiator)

    def save_content(self, content: dict[str, Any], *, duplicated: bool = False) -> None:
        super().save_content(content, duplicated=duplicated)
        self.repeats.saved(content)

    def duplicate(self) -> None:
        self.form.flush()
        content = self.form.content()
        kept = self.request_model().sticky_content(content)
        self.open_new(kept, duplicated_from=self.request_model().title_of(content) or "…")
        messages.show_info(self.tr("Duplicated: project, address, contact and category are kept."))
        self.focus_first_field()

    def allow_editing(self, draft: Draft | None) -> None:
        super().allow_editing(draft)
        self.lots.show_for(draft)  # a half of a split or merge that waits: its way out

    # -- archive ---------------------------------------------------------
    def confirm_archive(self) -> None:
        if self.editing.server_id is None:
            messages.show_error(self.tr("Only a product that is on the server can be archived."))
            return
        self.confirm(
            "archiveConfirmation",
            self.tr("Archive product"),
            self.tr("Archive this product? It disappears from the public list."),
            self.archive_current,
        )

    def archive_current(self) -> None:
        draft_id = self.ensure_draft()
        if draft_id is None:
            return
        outcome = messages.attempt(lambda: work.archive(self.store, draft_id), "archive")
        if outcome is None:
            return
        self.publish(outcome.changes)
        self.show_queued(outcome.value, self.tr("The product is archived at the next sync."))
        self.queued.emit(draft_id)  # an archive is sent like any queued change

    # -- conflicts -------------------------------------------------------
    def open_conflict_dialog(self) -> ConflictDialog | None:
        from app.ui.conflict_dialog import ConflictDialog

        self.flush()
        if self.editing.draft_id is None:
            return None
        draft = self.store.drafts.find(self.editing.draft_id)
        if draft is None or draft.state is not DraftState.CONFLICT or draft.theirs is None:
            return None
        # Server versions are stored as the service sent them: compared as form content.
        base, theirs = (
            self.content_from_server(v) for v in (draft.base_version or {}, draft.theirs)
        )
        dialog = ConflictDialog(self.form.specs, base, draft.content, theirs, self)
        dialog.resolved.connect(lambda merged: self._resolved(draft.id, merged, draft.theirs))
        dialog.open()
        return dialog

    def _resolved(self, draft_id: str, merged: dict[str, Any], theirs: dict[str, Any]) -> None:
        try:
            outcome = work.settle_conflict(self.store, draft_id, merged, theirs)
        except StoreError as exc:
            messages.report_failure(exc, "resolving a conflict")
            return
        self.publish(outcome.changes)
        self.open_draft(draft_id)
        messages.show_info(self.tr("Conflict resolved; the product is queued again."))
        self.queued.emit(draft_id)
