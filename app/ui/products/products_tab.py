"""The Products tab: search and filters over the table, and the form of the selected product.

This is the controller of the tab: it turns the form's autosave into store
writes (creating the draft at the first keystroke, with the UUID it keeps to
the end), loads drafts and cached server products into the form, and hands
queue, archive and conflict work to the store and the sync.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.api.categories import CATEGORIES, PRODUCT_STATUSES
from app.imaging.thumbnails import UnreadablePictureError, check_picture, looks_like_picture
from app.store.attachments import Attachment, AttachmentRole, AttachmentStore, UploadState
from app.store.cache import ServerCache
from app.store.database import Database
from app.store.drafts import Draft, DraftStore
from app.store.errors import StoreError
from app.store.records import DraftState, RecordKind, ServerRecord
from app.ui import messages
from app.ui.operations import Op
from app.ui.products.badge_delegate import SyncBadgeDelegate
from app.ui.products.image_strip import AttachmentView
from app.ui.products.rows import SYNC_STATES
from app.ui.products.store_source import StoreRowSource
from app.ui.products.table_model import ProductTableModel, RowRole, sync_state_label

# The form, its request model (pydantic) and the conflict dialog are imported when
# the form is built: a window that starts with `form_later` paints its table first.
if TYPE_CHECKING:
    from app.ui.conflict_dialog import ConflictDialog
    from app.ui.products.product_form import ProductForm

log = logging.getLogger(__name__)

SEARCH_DELAY_MS = 120


@dataclass
class Editing:
    """What the form shows: a draft, a cached server product, or a new product not yet saved."""

    draft_id: str | None = None
    server_id: str | None = None
    server_data: dict[str, Any] | None = None
    new_id: str | None = None  # the UUID a new product's draft will get at the first keystroke


class ProductsTab(QWidget):
    queued = Signal(str)  # draft id: the sync may start
    archive_queued = Signal(str)
    drafts_changed = Signal()
    attachments_changed = Signal()

    def __init__(
        self,
        database: Database,
        drafts: DraftStore,
        attachments: AttachmentStore,
        parent: QWidget | None = None,
        *,
        form_later: bool = False,
    ) -> None:
        """`form_later`: leave the form's place empty until `build_form()` (or first use)."""
        super().__init__(parent)
        self.setObjectName("productsTab")
        self.database = database
        self.drafts = drafts
        self.attachments = attachments
        self.cache = ServerCache(database)
        self.source = StoreRowSource(database)
        self.model = ProductTableModel(self.source, self)
        self.editing = Editing()

        self.search = QLineEdit(self)
        self.search.setObjectName("searchBox")
        self.search.setPlaceholderText(self.tr("Search name, category, address, id…"))
        self.search.setClearButtonEnabled(True)
        self.status_filter = self._filter_combo(
            self.tr("All statuses"), [(s, s) for s in PRODUCT_STATUSES]
        )
        self.category_filter = self._filter_combo(
            self.tr("All categories"), [(c, c) for c in CATEGORIES]
        )
        self.public_filter = self._filter_combo(
            self.tr("Public or not"), [(True, self.tr("Public")), (False, self.tr("Not public"))]
        )
        self.sync_filter = self._filter_combo(
            self.tr("All sync states"), [(s, sync_state_label(s)) for s in SYNC_STATES]
        )
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.apply_filters)
        self.search.textChanged.connect(lambda _text: self._search_timer.start())

        self.table = QTableView(self)
        self.table.setObjectName("productTable")
        self.table.setModel(self.model)
        self.table.setItemDelegateForColumn(0, SyncBadgeDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(28)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader()
        header.setSortIndicatorShown(True)
        header.setSectionsClickable(True)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 104), (2, 104), (3, 110), (4, 92), (5, 60), (6, 128)):
            header.resizeSection(column, width)
        # Whether a product is public is known only for some (the filter covers it), and
        # the sub-category is in the form: the name gets the room.
        self.table.setColumnHidden(3, True)
        self.table.setColumnHidden(5, True)
        header.setSortIndicator(6, Qt.SortOrder.DescendingOrder)
        header.sortIndicatorChanged.connect(self.model.sort)
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("hint")

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.setSpacing(6)
        left_layout.addWidget(self.search)
        filters = QHBoxLayout()
        filters.setSpacing(6)
        for combo in (
            self.status_filter,
            self.category_filter,
            self.public_filter,
            self.sync_filter,
        ):
            filters.addWidget(combo, 1)
        left_layout.addLayout(filters)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.count_label)

        self._form: ProductForm | None = None
        self._form_place = QWidget(self)
        self._form_place.setObjectName("formPlaceholder")

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("productsSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self._form_place)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 6)
        self.splitter.setSizes([560, 720])
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self._update_count()
        self.editing = Editing(new_id=str(uuid.uuid4()))
        if not form_later:
            self.build_form()

    # -- the form --------------------------------------------------------
    @property
    def form(self) -> ProductForm:
        """The product form, built on first use when the tab started without it."""
        return self._form if self._form is not None else self.build_form()

    @property
    def has_form(self) -> bool:
        return self._form is not None

    def build_form(self) -> ProductForm:
        """Put the form in its place, showing a new product (the tab's starting state)."""
        if self._form is not None:
            return self._form
        from app.ui.products.product_form import ProductForm

        form = ProductForm(self)
        form.content_edited.connect(self.save_content)
        form.queue_requested.connect(self.queue_current)
        form.duplicate_requested.connect(self.duplicate)
        form.archive_requested.connect(self.confirm_archive)
        form.resolve_requested.connect(self.open_conflict_dialog)
        form.files_dropped.connect(self.add_files)
        form.images.files_chosen.connect(self.add_files)
        form.images.remove_requested.connect(self.remove_attachment)
        sizes = self.splitter.sizes()
        self.splitter.replaceWidget(1, form)
        self.splitter.setSizes(sizes)
        self._form_place.deleteLater()
        self._form = form
        form.load({}, is_new=True)
        self._notify_attachments()
        return form

    def _filter_combo(self, everything: str, choices: list[tuple[Any, str]]) -> QComboBox:
        combo = QComboBox(self)
        combo.addItem(everything, None)
        for value, label in choices:
            combo.addItem(label, value)
        combo.currentIndexChanged.connect(lambda _i: self.apply_filters())
        return combo

    # -- the table -------------------------------------------------------
    def apply_filters(self) -> None:
        self._search_timer.stop()
        query = self.model.query.with_(
            text=self.search.text(),
            status=self.status_filter.currentData(),
            category=self.category_filter.currentData(),
            public=self.public_filter.currentData(),
            sync_state=self.sync_filter.currentData(),
        )
        self.model.set_query(query)
        self._update_count()
        self._reselect()

    def refresh(self) -> None:
        """Re-read the table after the store changed (sync, import)."""
        self.model.refresh()
        self._update_count()
        self._reselect()
        self._reload_current_state()

    def _update_count(self) -> None:
        count = self.model.rowCount()
        self.count_label.setText(self.tr("%n product(s)", "", count))

    def current_key(self) -> str | None:
        if self.editing.draft_id is not None:
            return f"d:{self.editing.draft_id}"
        if self.editing.server_id is not None:
            return f"s:{self.editing.server_id}"
        return None

    def _reselect(self) -> None:
        key = self.current_key()
        selection = self.table.selectionModel()
        row = self.model.row_of_key(key, limit=2000) if key else -1
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
                self.table.scrollTo(index)
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
        row = current.data(RowRole) if current.isValid() else None
        if row is None:
            return
        self.flush()
        if row.draft_id is not None:
            self.open_draft(row.draft_id)
        elif row.server_id is not None:
            self.open_server_product(str(row.server_id))

    # -- loading ---------------------------------------------------------
    def open_draft(self, draft_id: str) -> None:
        draft = self.drafts.find(draft_id)
        if draft is None:
            messages.show_error(self.tr("This draft no longer exists."))
            return
        self.editing = Editing(draft_id=draft.id, server_id=draft.server_id)
        self.form.load(
            draft.content,
            title=self._title_of(draft.content),
            sync_state=draft.state.value,
            is_new=draft.is_new,
            banner=self._banner_for(draft),
        )
        self._show_errors(draft)
        self._notify_attachments()

    def open_server_product(self, server_id: str) -> None:
        data = self._server_data(server_id)
        if data is None:
            messages.show_error(self.tr("This product is no longer in the offline list."))
            return
        existing = self.drafts.open_draft_for(RecordKind.PRODUCT, server_id)
        if existing is not None:
            self.open_draft(existing.id)
            return
        from app.ui.products.content import content_from_server

        try:
            content = content_from_server(data)
        except ValueError as exc:
            messages.report_failure(exc, "reading a cached product")
            content = {}
        self.editing = Editing(server_id=server_id, server_data=data)
        self.form.load(content, title=self._title_of(content), sync_state="synced", is_new=False)
        self._notify_attachments()

    def _server_data(self, server_id: str) -> dict[str, Any] | None:
        return self.cache.server_item(RecordKind.PRODUCT, server_id)

    def _title_of(self, content: dict[str, Any]) -> str | None:
        details = content.get("itemDetails")
        name = details.get("name") if isinstance(details, dict) else None
        return name if isinstance(name, str) and name.strip() else None

    def _banner_for(self, draft: Draft) -> str | None:
        if draft.state is DraftState.CONFLICT:
            return self.tr(
                "This product was also changed on the server. Resolve the conflict before "
                "it can be sent."
            )
        if draft.state is DraftState.NEEDS_ATTENTION:
            return draft.error_message or self.tr(
                "The service did not accept this product. Correct the marked fields."
            )
        if draft.archive_requested:
            return self.tr("This product will be archived at the next sync.")
        return None

    def _show_errors(self, draft: Draft | None = None) -> None:
        """Model messages at fields the user changed; the server's at the others."""
        from app.ui.products.content import validation_errors

        content = self.form.content()
        own = validation_errors(content)
        touched = self.form.touched()
        combined: dict[str, list[str]] = {}
        for path, texts in own.items():
            editor = self.form.binding.editor_for(path)
            if editor is not None and any(
                self.form.binding.editors.get(p) is editor for p in touched
            ):
                combined.setdefault(path, []).extend(texts)
        if draft is None and self.editing.draft_id is not None:
            draft = self.drafts.find(self.editing.draft_id)
        if draft is not None:
            for path, texts in draft.field_errors.items():
                editor = self.form.binding.editor_for(path)
                if editor is None or any(
                    self.form.binding.editors.get(p) is editor for p in touched
                ):
                    continue
                combined.setdefault(path, []).extend(texts)
        unplaced = self.form.show_errors(combined)
        if unplaced:
            log.info("server errors without a field: %s", unplaced)

    # -- images and files ------------------------------------------------
    def _notify_attachments(self) -> None:
        """Show the attachments of the draft, and those of the server record it edits."""
        found: dict[str, Attachment] = {}
        try:
            if self.editing.draft_id is not None:
                for item in self.attachments.list_attachments(self.editing.draft_id):
                    found[item.id] = item
            if self.editing.server_id is not None:
                record = ServerRecord.of(RecordKind.PRODUCT, self.editing.server_id)
                for item in self.attachments.list_attachments(record):
                    found[item.id] = item
        except StoreError as exc:
            messages.report_failure(exc, "listing attachments")
        self.form.images.set_items([_attachment_view(a) for a in found.values()])

    def add_files(self, files: list[str]) -> None:
        """Attach pictures and files; a picture that cannot be read is refused with a sentence."""
        draft_id = self.ensure_draft()
        if draft_id is None or not files:
            return
        Op(
            self,
            _attach_all(self.attachments, draft_id, [Path(f) for f in files]),
            name="attach files",
        ).success(self._attached).run()

    def _attached(self, outcome: tuple[int, list[str]]) -> None:
        added, refused = outcome
        self._notify_attachments()
        if refused:
            messages.show_error(
                self.tr("%1 is not a picture that can be read; it was not added.").replace(
                    "%1", ", ".join(refused)
                )
            )
        elif added:
            messages.show_info(self.tr("%n file(s) added.", "", added))
        self.attachments_changed.emit()

    def remove_attachment(self, attachment_id: str) -> None:
        try:
            self.attachments.request_removal(attachment_id)
        except StoreError as exc:
            messages.report_failure(exc, "removing an attachment")
        self._notify_attachments()
        self.attachments_changed.emit()

    def _reload_current_state(self) -> None:
        """After a sync: the state, banner and server messages of the open draft."""
        if self.editing.draft_id is None or self.form.has_pending_changes():
            return
        draft = self.drafts.find(self.editing.draft_id)
        if draft is None:
            return
        if draft.server_id is not None and self.editing.server_id is None:
            self.editing.server_id = draft.server_id
        self.form.set_sync_state(draft.state.value)
        self.form.set_banner(self._banner_for(draft))
        self.form.archive_button.setVisible(draft.server_id is not None)
        self.form.editor("projectNumber").setEnabled(draft.is_new)
        self._show_errors(draft)

    # -- editing ---------------------------------------------------------
    def new_product(self, content: dict[str, Any] | None = None) -> None:
        self.flush()
        self.editing = Editing(new_id=str(uuid.uuid4()))
        self.form.load(content or {}, is_new=True)
        self.table.clearSelection()
        if content:
            self.save_content(content)
        self._notify_attachments()

    def focus_first_field(self) -> None:
        self.form.editor("itemDetails.name").setFocus(Qt.FocusReason.ShortcutFocusReason)

    def duplicate(self) -> None:
        from app.ui.products.content import sticky_content

        self.form.flush()
        kept = sticky_content(self.form.content())
        self.new_product(kept)
        messages.show_info(self.tr("Duplicated: project, address, contact and category are kept."))
        self.focus_first_field()

    def ensure_draft(self) -> str | None:
        """The draft behind the form, creating it when the form shows something else."""
        self.form.flush()
        if self.editing.draft_id is None:
            self.save_content(self.form.content())
        return self.editing.draft_id

    def save_content(self, content: dict[str, Any]) -> None:
        """The autosave: every change reaches the store within a second, valid or not."""
        try:
            created = False
            if self.editing.draft_id is not None:
                draft = self.drafts.save_content(self.editing.draft_id, content)
            elif self.editing.server_id is not None:
                draft = self.drafts.create_draft(
                    RecordKind.PRODUCT,
                    content,
                    server_id=self.editing.server_id,
                    base_version=self.editing.server_data,
                )
                created = True
            else:
                draft = self.drafts.create_draft(
                    RecordKind.PRODUCT, content, draft_id=self.editing.new_id
                )
                created = True
        except StoreError as exc:
            messages.report_failure(exc, "autosave")
            return
        self.editing.draft_id = draft.id
        self.form.set_title(self._title_of(content))
        self.form.set_sync_state(draft.state.value)
        self._show_errors(draft)
        if created:
            self.model.refresh()
            self._update_count()
            self._reselect()
            self._notify_attachments()
        else:
            row = self.source.row_for(f"d:{draft.id}")
            if row is not None:
                self.model.replace_row(row)
        self.drafts_changed.emit()

    def queue_current(self) -> None:
        from app.ui.products.content import validation_errors

        self.form.flush()
        content = self.form.content()
        problems = validation_errors(content)
        if problems:
            self.form.show_errors(problems)
            first = next(iter(problems))
            editor = self.form.binding.editor_for(first)
            if editor is not None:
                editor.setFocus(Qt.FocusReason.OtherFocusReason)
                self.form.scroll_area.ensureWidgetVisible(editor)
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
        row = self.source.row_for(f"d:{draft.id}")
        if row is not None:
            self.model.replace_row(row)
        messages.show_info(self.tr("Queued; it is sent at the next sync."))
        self.drafts_changed.emit()
        self.queued.emit(draft.id)

    # -- archive ---------------------------------------------------------
    def confirm_archive(self) -> None:
        if self.editing.server_id is None:
            messages.show_error(self.tr("Only a product that is on the server can be archived."))
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Archive product"),
            self.tr("Archive this product? It disappears from the public list."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("archiveConfirmation")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(
            lambda result: (
                self.archive_current() if result == QMessageBox.StandardButton.Yes else None
            )
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def archive_current(self) -> None:
        draft_id = self.ensure_draft()
        if draft_id is None:
            return
        try:
            self.drafts.request_archive(draft_id)
            draft = self.drafts.mark_queued(draft_id)
        except StoreError as exc:
            messages.report_failure(exc, "archive")
            return
        self.form.set_sync_state(draft.state.value)
        self.form.set_banner(self._banner_for(draft))
        messages.show_info(self.tr("The product is archived at the next sync."))
        self.drafts_changed.emit()
        self.archive_queued.emit(draft_id)

    # -- conflicts -------------------------------------------------------
    def open_conflict_dialog(self) -> ConflictDialog | None:
        from app.ui.conflict_dialog import ConflictDialog

        self.flush()
        if self.editing.draft_id is None:
            return None
        draft = self.drafts.find(self.editing.draft_id)
        if draft is None or draft.state is not DraftState.CONFLICT or draft.theirs is None:
            return None
        theirs_raw = draft.theirs
        base = _as_content(draft.base_version or {})
        theirs = _as_content(theirs_raw)
        dialog = ConflictDialog(self.form.specs, base, draft.content, theirs, self)
        dialog.resolved.connect(lambda merged: self._resolved(draft.id, merged, theirs_raw))
        dialog.open()
        return dialog

    def _resolved(self, draft_id: str, merged: dict[str, Any], theirs: dict[str, Any]) -> None:
        try:
            draft = self.drafts.resolve_conflict(draft_id, merged, base_version=theirs)
        except StoreError as exc:
            messages.report_failure(exc, "resolving a conflict")
            return
        self.open_draft(draft.id)
        messages.show_info(self.tr("Conflict resolved; the product is queued again."))
        self.drafts_changed.emit()
        self.queued.emit(draft.id)

    def flush(self) -> None:
        """Save what the form holds now (nothing to save while it is not built)."""
        if self._form is not None:
            self._form.flush()


def _as_content(data: dict[str, Any]) -> dict[str, Any]:
    """Server versions are stored as the service sent them; drafts as form content."""
    if "id" in data and isinstance(data.get("itemDetails"), dict):
        from app.ui.products.content import content_from_server

        try:
            return content_from_server(data)
        except ValueError:
            log.warning("a stored server version could not be read as a product")
    return data


def _attachment_view(item: Attachment) -> AttachmentView:
    if item.upload_state is UploadState.DELETE_PENDING:
        state = "removing"
    elif item.upload_state is UploadState.UPLOADED:
        state = "uploaded"
    elif item.upload_error:
        state = "failed"
    else:
        state = "pending"
    return AttachmentView(
        id=item.id,
        name=item.file_name,
        path=item.path,
        is_image=item.role is AttachmentRole.IMAGE,
        upload_state=state,
        error=item.upload_error or "",
    )


async def _attach_all(
    store: AttachmentStore, draft_id: str, files: list[Path]
) -> tuple[int, list[str]]:
    """Copy the files into the data folder on a worker thread; (added, refused names)."""

    def attach(path: Path) -> bool:
        if looks_like_picture(path):
            try:
                check_picture(path)
            except UnreadablePictureError:
                return False
            store.attach_file(draft_id, path, AttachmentRole.IMAGE)
        else:
            store.attach_file(draft_id, path, AttachmentRole.FILE)
        return True

    added = 0
    refused: list[str] = []
    for path in files:
        if await asyncio.to_thread(attach, path):
            added += 1
        else:
            refused.append(path.name)
    return added, refused
