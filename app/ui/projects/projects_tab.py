"""The Projects tab: search and filters over the table, and the form of the selected project.

The controller of the tab, on the pattern of the Products tab: the form's
autosave becomes store writes (the draft is created at the first keystroke with
the UUID it keeps), drafts and cached server projects load into the form, and
queueing hands the draft to the sync. The interface can create projects but not
change them, so a project on the server is shown read-only; its images can still
be added and removed, and the sync uploads and deletes them.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.api.categories import MATERIAL_STATUSES
from app.store.attachments import Attachment, AttachmentStore
from app.store.cache import ServerCache
from app.store.drafts import Draft, DraftStore
from app.store.errors import StoreError
from app.store.records import DraftState, RecordKind, ServerRecord
from app.store.store import Store
from app.ui import messages
from app.ui.operations import Op
from app.ui.products.badge_delegate import SyncBadgeDelegate
from app.ui.products.rows import SYNC_STATES
from app.ui.products.table_model import sync_state_label
from app.ui.projects.content import content_from_server, product_from_project, validation_errors
from app.ui.projects.images import attach_pictures, attachment_view
from app.ui.projects.project_form import ProjectForm
from app.ui.projects.rows import ProjectRow
from app.ui.projects.session import Session, sync_after_queue
from app.ui.projects.store_source import ProjectStoreSource
from app.ui.projects.table_model import ProjectTableModel, RowRole

log = logging.getLogger(__name__)

SEARCH_DELAY_MS = 120


@dataclass
class Editing:
    """What the form shows: a draft, a server project, or a new project not yet saved."""

    draft_id: str | None = None
    server_id: str | None = None
    server_data: dict[str, Any] | None = None
    new_id: str | None = None  # the UUID a new project's draft gets at the first keystroke


class ProjectsTab(QWidget):
    queued = Signal(str)  # draft id: the sync may start
    drafts_changed = Signal()
    attachments_changed = Signal()

    def __init__(
        self, store: Store, session: Session | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("projectsTab")
        self.session = session
        self.database = store.database
        self.drafts: DraftStore = store.drafts
        self.attachments: AttachmentStore = store.attachments
        self.cache = ServerCache(store.database)
        self.source = ProjectStoreSource(store.database)
        self.model = ProjectTableModel(self.source, self)
        self.editing = Editing()

        self.search = QLineEdit(self)
        self.search.setObjectName("searchBox")
        self.search.setPlaceholderText(self.tr("Search title, address, contact, id…"))
        self.search.setClearButtonEnabled(True)
        self.status_filter = self._filter_combo(
            self.tr("All material statuses"), [(s, s) for s in MATERIAL_STATUSES]
        )
        self.published_filter = self._filter_combo(
            self.tr("Published or not"),
            [(True, self.tr("Published")), (False, self.tr("Not published"))],
        )
        self.private_filter = self._filter_combo(
            self.tr("Private or not"), [(True, self.tr("Private")), (False, self.tr("Not private"))]
        )
        self.archived_filter = self._filter_combo(
            self.tr("Archived or not"),
            [(True, self.tr("Archived")), (False, self.tr("Not archived"))],
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
        self.table.setObjectName("projectTable")
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
        for column, width in ((0, 96), (2, 96), (3, 118), (4, 96), (5, 64), (6, 96), (7, 116)):
            header.resizeSection(column, width)
        # Published, private and archived have their filters and show in the details;
        # the table keeps to what is read most.
        for column in (4, 5, 6):
            self.table.setColumnHidden(column, True)
        header.setSortIndicator(7, Qt.SortOrder.DescendingOrder)
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
        for combo in (self.status_filter, self.published_filter, self.sync_filter):
            filters.addWidget(combo, 1)
        more_filters = QHBoxLayout()
        more_filters.setSpacing(6)
        for combo in (self.private_filter, self.archived_filter):
            more_filters.addWidget(combo, 1)
        more_filters.addStretch(1)
        left_layout.addLayout(filters)
        left_layout.addLayout(more_filters)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.count_label)

        self.form = ProjectForm(self)
        self.form.content_edited.connect(self.save_content)
        self.form.queue_requested.connect(self.queue_current)
        self.form.new_product_requested.connect(self.new_product_in_project)
        self.form.files_dropped.connect(self.add_files)
        self.form.images.files_chosen.connect(self.add_files)
        self.form.images.remove_requested.connect(self.remove_attachment)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("projectsSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.form)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 6)
        self.splitter.setSizes([600, 680])
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.queued.connect(lambda _id: sync_after_queue(self.session))
        self._update_count()
        self.new_project()

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
            published=self.published_filter.currentData(),
            private=self.private_filter.currentData(),
            archived=self.archived_filter.currentData(),
            sync_state=self.sync_filter.currentData(),
        )
        self.model.set_query(query)
        self._update_count()
        self._reselect()

    def refresh(self) -> None:
        """Re-read the table after the store changed (sync, import)."""
        self.model.refresh()
        self._update_count()
        self._reload_current()
        self._reselect()

    def _update_count(self) -> None:
        count = self.model.rowCount()
        self.count_label.setText(self.tr("%n project(s)", "", count))

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
        if row < 0 and self.editing.server_id is not None:
            # A synced draft hides behind its server row once the cache has it.
            row = self.model.row_of_key(f"s:{self.editing.server_id}", limit=2000)
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
        row: ProjectRow | None = current.data(RowRole) if current.isValid() else None
        if row is None:
            return
        self.form.flush()
        if row.draft_id is not None:
            self.open_draft(row.draft_id)
        elif row.server_id is not None:
            self.open_server_project(str(row.server_id))

    # -- loading ---------------------------------------------------------
    def open_draft(self, draft_id: str) -> None:
        draft = self.drafts.find(draft_id)
        if draft is None:
            messages.show_error(self.tr("This draft no longer exists."))
            return
        server_data = None
        if draft.server_id is not None:
            cached = self.cache.server_item(RecordKind.PROJECT, draft.server_id)
            server_data = cached or {**draft.content, "id": draft.server_id}
        self.editing = Editing(
            draft_id=draft.id, server_id=draft.server_id, server_data=server_data
        )
        self.form.load(
            draft.content,
            title=_title_of(draft.content),
            sync_state=draft.state.value,
            banner=self._banner_for(draft),
            server_data=server_data,
        )
        self._show_errors(draft)
        self._notify_attachments()

    def open_server_project(self, server_id: str) -> None:
        data = self.cache.server_item(RecordKind.PROJECT, server_id)
        if data is None:
            messages.show_error(self.tr("This project is no longer in the offline list."))
            return
        existing = self.drafts.open_draft_for(RecordKind.PROJECT, server_id)
        if existing is not None:
            self.open_draft(existing.id)
            return
        self.editing = Editing(server_id=server_id, server_data=data)
        content = content_from_server(data)
        self.form.load(content, title=_title_of(content), sync_state="synced", server_data=data)
        self._notify_attachments()

    def _banner_for(self, draft: Draft) -> str | None:
        if draft.state is DraftState.NEEDS_ATTENTION:
            return draft.error_message or self.tr(
                "The service did not accept this project. Correct the marked fields."
            )
        if draft.state is DraftState.SYNCED and draft.server_id is not None:
            return None
        if draft.server_id is not None:
            return self.tr("Projects cannot be changed on the server once created.")
        return None

    def show_validation(self) -> None:
        """The messages of the fields the user touched, and the server's, at their fields."""
        self._show_errors()

    def _show_errors(self, draft: Draft | None = None) -> None:
        """Model messages at fields the user changed; the server's at the others."""
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
        """After a sync: the state, banner and server messages of the open project."""
        if self.editing.draft_id is None or self.form.has_pending_changes():
            if self.editing.server_id is not None and self.editing.draft_id is None:
                self._notify_attachments()
            return
        draft = self.drafts.find(self.editing.draft_id)
        if draft is None:
            return
        if draft.server_id is not None:
            # Created: from now on the form shows the server's project.
            self.open_draft(draft.id)
            return
        self.form.set_sync_state(draft.state.value)
        self.form.set_banner(self._banner_for(draft))
        self._show_errors(draft)
        self._notify_attachments()

    # -- images ----------------------------------------------------------
    def _owner(self) -> str | ServerRecord | None:
        if self.editing.server_id is not None:
            return ServerRecord.of(RecordKind.PROJECT, self.editing.server_id)
        return self.ensure_draft()

    def _notify_attachments(self) -> None:
        found: dict[str, Attachment] = {}
        try:
            if self.editing.draft_id is not None:
                for item in self.attachments.list_attachments(self.editing.draft_id):
                    found[item.id] = item
            if self.editing.server_id is not None:
                record = ServerRecord.of(RecordKind.PROJECT, self.editing.server_id)
                for item in self.attachments.list_attachments(record):
                    found[item.id] = item
        except StoreError as exc:
            messages.report_failure(exc, "listing project images")
        self.form.images.set_items([attachment_view(a) for a in found.values()])

    def add_files(self, files: list[str]) -> None:
        """Attach pictures; anything that is not a readable picture is refused with a sentence."""
        if not files:
            return
        owner = self._owner()
        if owner is None:
            return
        Op(
            self,
            attach_pictures(self.attachments, owner, [Path(f) for f in files]),
            name="attach project images",
        ).success(self._attached).run()

    def _attached(self, outcome: tuple[int, list[str]]) -> None:
        added, refused = outcome
        self._notify_attachments()
        if refused:
            messages.show_error(
                self.tr("Only readable pictures can be added to a project; not added: %1").replace(
                    "%1", ", ".join(refused)
                )
            )
        elif added:
            messages.show_info(self.tr("%n picture(s) added.", "", added))
        self.attachments_changed.emit()
        if added and self.editing.server_id is not None:
            sync_after_queue(self.session)

    def remove_attachment(self, attachment_id: str) -> None:
        try:
            self.attachments.request_removal(attachment_id)
        except StoreError as exc:
            messages.report_failure(exc, "removing a project image")
        self._notify_attachments()
        self.attachments_changed.emit()
        if self.editing.server_id is not None:
            sync_after_queue(self.session)

    # -- editing ---------------------------------------------------------
    def new_project(self, content: dict[str, Any] | None = None) -> None:
        self.form.flush()
        self.editing = Editing(new_id=str(uuid.uuid4()))
        self.form.load(content or {})
        self.table.clearSelection()
        if content:
            self.save_content(content)
        self._notify_attachments()

    def focus_first_field(self) -> None:
        self.form.editor("title").setFocus(Qt.FocusReason.ShortcutFocusReason)

    def ensure_draft(self) -> str | None:
        """The draft behind the form, creating it when the form shows a new project."""
        self.form.flush()
        if self.editing.draft_id is None and self.editing.server_id is None:
            self.save_content(self.form.content())
        return self.editing.draft_id

    def save_content(self, content: dict[str, Any]) -> None:
        """The autosave: every change reaches the store within a second, valid or not."""
        if self.editing.server_id is not None:
            return  # a server project is read-only
        try:
            created = False
            if self.editing.draft_id is not None:
                draft = self.drafts.save_content(self.editing.draft_id, content)
            else:
                draft = self.drafts.create_draft(
                    RecordKind.PROJECT, content, draft_id=self.editing.new_id
                )
                created = True
        except StoreError as exc:
            messages.report_failure(exc, "autosave")
            return
        self.editing.draft_id = draft.id
        self.form.set_title(_title_of(content))
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
        if self.editing.server_id is not None:
            return
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

    def new_product_in_project(self) -> None:
        """A product draft with this project's number, address and contact person."""
        self.form.flush()
        if self.editing.server_data is not None and self.editing.server_id is not None:
            data: dict[str, Any] = self.editing.server_data
            number: int | None = int(self.editing.server_id)
        else:
            data = self.form.content()
            number = None
        content = product_from_project(data, number)
        products = self.session.products if self.session is not None else None
        window = self.session.window if self.session is not None else None
        if products is None:
            return
        products.new_product(content)
        if window is not None:
            window.tabs.setCurrentWidget(products)
        products.focus_first_field()
        if number is None:
            messages.show_info(
                self.tr(
                    "Address and contact are filled in; the project number follows once the "
                    "project is on the server."
                )
            )
        else:
            messages.show_info(self.tr("New product in project %1.").replace("%1", str(number)))

    def flush(self) -> None:
        self.form.flush()


def _title_of(content: dict[str, Any]) -> str | None:
    title = content.get("title")
    return title if isinstance(title, str) and title.strip() else None
