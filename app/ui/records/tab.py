"""A record tab: the form of the selected record beside its table. The autosave and queueing
are operations of `app.work.drafts` (the draft is created at the first keystroke, with the
UUID it keeps); the tab publishes what each changed on the window's change hub and redraws,
like every view, from what a change names (`on_changes`). It decides what the form allows:
a draft handed over to a colleague is read-only here until the user takes it back, warned
that the colleague may have sent it already."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import QWidget

from app.api.notices import Notice
from app.store.errors import StoreError
from app.store.kinds import DraftState, RecordKind, ServerRecord, new_id
from app.ui import messages
from app.ui.operations import Op
from app.ui.records.accepted import AcceptedActions
from app.ui.records.focus import order_tabs
from app.ui.records.list_side import SELECT_LIMIT, RecordList
from app.ui.records.session import Editing, Session
from app.ui.records.take_back import TakeBack
from app.work import drafts as work

# The form and its request model (pydantic) are imported with the kind's form: a window
# that builds its form later paints its table first.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from app.api.notices import FieldProblems
    from app.api.schema import FormModel
    from app.store.attachments import Attachment, Owner
    from app.store.drafts import Draft
    from app.store.store import Store
    from app.ui.records.form import RecordForm
    from app.ui.records.rows import RecordRow
    from app.work.changes import Changes

log = logging.getLogger(__name__)

# Rows a change shows again one by one; a change of more re-reads the table.
UPDATED_IN_PLACE = 200


FormT = TypeVar("FormT", bound="RecordForm")


class RecordTab(RecordList, Generic[FormT]):
    """A kind sets `KIND`, builds its list in `__init__` and answers "what a kind says"."""

    queued = Signal(str)  # draft id: the sync may start

    KIND: RecordKind
    # Products can be changed once on the server; projects and subscriptions only created.
    EDITS_SERVER_RECORDS = False
    # After the sync a sent draft hides behind its server row: that row is selected then.
    FOLLOWS_SERVER_ROW = True
    # What a kind says, marked in its own translation context (`self.tr` finds them there).
    GONE: object  # the record the user chose is no longer in the offline list
    NOT_ACCEPTED: object  # the banner of a refused draft, where the service gave no words
    REFUSED: object = ""  # files not attached (%1: their names), where the form has images

    def __init__(
        self, store: Store, parent: QWidget | None = None, *, session: Session | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"{self.KIND.value}sTab")
        self.store = store
        self.session = session
        self.editing = Editing(new_id=new_id())
        self._form: FormT | None = None
        if session is not None:
            self.queued.connect(lambda _id: session.after_queue())
            session.hub.changed.connect(self.on_changes)

    # -- what a kind says ------------------------------------------------
    def new_form(self, *, staged: bool = False) -> FormT:
        """The kind's form, its own signals connected (queue and autosave are the tab's);
        `staged`: its fields left to `RecordForm.build_more` (a kind may build it whole)."""
        raise NotImplementedError

    def request_model(self) -> type[FormModel]:
        """The kind's request model: its schema, rules and title (imported with the form)."""
        from app.api.kinds import request_model

        return request_model(self.KIND.value)

    def banner_for(self, draft: Draft) -> str | Notice | None:
        """Above the form: the service's refusal of the draft, else the kind's `state_banner`."""
        if draft.state is DraftState.NEEDS_ATTENTION:
            return draft.error_message or self.tr(str(self.NOT_ACCEPTED))
        return self.state_banner(draft)

    def state_banner(self, draft: Draft) -> str | None:
        return None

    def content_from_server(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The form content of a cached server record; empty when it cannot be read."""
        try:
            return self.request_model().content_from_server(data)
        except ValueError as exc:
            messages.report_failure(exc, "reading a cached record")
            return {}

    def record_opened(self, draft: Draft | None, data: Mapping[str, Any] | None = None) -> None:
        """A draft, or a server record's `data`, is in the form (or the sync changed the open
        draft): what the kind shows beyond the editors, state and banner."""

    # -- the form --------------------------------------------------------
    @property
    def form(self) -> FormT:
        """The form, built on first use when the tab started without it."""
        return self._form if self._form is not None else self.place_form(self.create_form())

    @property
    def has_form(self) -> bool:
        return self._form is not None

    def create_form(self, *, staged: bool = False) -> FormT:
        """The form, connected but not yet in its place (making it and placing it each take
        tens of milliseconds); `staged`: its fields are left to `RecordForm.build_more`, which
        the start calls in turns of the loop, each shorter than a frame."""
        form = self.new_form(staged=staged)
        form.content_edited.connect(self.save_content)
        form.queue_requested.connect(self.queue_current)
        self.handed_over = TakeBack(self, form, self.store, self.publish)
        self.handed_over.taken_back.connect(self._reopen)
        self.take_back_button = self.handed_over.button
        # Shown for a create accepted without an id; either way out queues it again.
        self.accepted = AcceptedActions(self, form, self.store, self.KIND, self.publish)
        self.accepted.requeued.connect(self._requeued)
        if form.is_built:  # else the form orders them once built
            order_tabs(form)  # the button added after the form was built: in its place
        if form.images is not None:
            form.files_dropped.connect(self.add_files)
            form.images.files_chosen.connect(self.add_files)
            form.images.remove_requested.connect(self.remove_attachment)
        return form

    def place_form(self, form: FormT) -> FormT:
        """Put a form from `create_form` in its place, showing a new record."""
        if self._form is not None:
            return self._form
        # Before the window shows, the splitter's sizes are placeholders of a few pixels,
        # whose ratio would squeeze the form: keep the user's sizes only once shown.
        sizes = self.splitter.sizes() if self.splitter.isVisible() else list(self._split)
        place = self.form_parent.layout()
        assert place is not None
        place.addWidget(form)
        # The splitter shares room by its widgets' policies: the form's, as if it stood there.
        self.form_parent.setSizePolicy(form.sizePolicy())
        form.show()
        self.splitter.setSizes(sizes)
        self._form = form
        # On the table's context menu too (the row under the pointer is the one opened).
        self.take_back_action = self.handed_over.action
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.addAction(self.take_back_action)
        form.load({})
        self._notify_attachments()
        return form

    def flush(self) -> None:
        """Save what the form holds now (nothing to save while it is not built)."""
        if self._form is not None:
            self._form.flush()

    # -- the table -------------------------------------------------------
    def filters_applied(self) -> None:
        self._reselect()

    def publish(self, changes: Changes) -> None:
        """What an operation of this tab changed, told to every view (this tab too)."""
        if self.session is not None:
            self.session.hub.publish(changes, self)
        elif changes:  # a tab on its own (a benchmark's, a screenshot's)
            self.on_changes(changes, self)

    def on_changes(self, changes: Changes, initiator: object | None) -> None:
        """Redraw what `changes` names: the table read again when rows came or went (or
        whatever else changed), else the named drafts' rows in place; the open record's
        state when another part of the window changed it (this tab shows its own work)."""
        if not changes.touches(self.KIND):
            return
        keys = [f"d:{i}" for i in changes.drafts] + [f"s:{i}" for i in changes.server_ids]
        wide = changes.listed or changes.server_rows or changes.environment
        if wide or not keys or len(keys) > UPDATED_IN_PLACE:
            self.refresh()
            return
        for key in keys:
            self.model.update_row(key)
        if initiator is not self and self.editing.draft_id in changes.drafts:
            self._reload_current()

    def refresh(self) -> None:
        """Re-read the table after the store changed (sync, import)."""
        self.refresh_rows()
        self.update_count()
        self._reload_current()
        self._reselect()

    def retranslate(self) -> None:
        """The window's language changed (`app.ui.retranslate`): the count and the open
        record's banner, messages and labels follow; the record and the selection stay."""
        self.update_count()
        if self._form is not None:
            self._form.flush()
            self._form.retranslate()
            self._reload_current()

    def _reselect(self) -> None:
        """Select the row of the record in the form, without reloading the form."""
        draft_id, server_id = self.editing.draft_id, self.editing.server_id
        keys = [f"d:{draft_id}"] if draft_id is not None else []
        if server_id is not None and (draft_id is None or self.FOLLOWS_SERVER_ROW):
            # A synced draft hides behind its server row once the cache has it.
            keys.append(f"s:{server_id}")
        rows = (self.model.row_of_key(key, limit=SELECT_LIMIT) for key in keys)
        row = next((r for r in rows if r >= 0), -1)
        selection = self.table.selectionModel()
        with QSignalBlocker(selection):
            if row < 0:
                selection.clear()
            else:
                self.select_row(row)
        self.table.viewport().update()

    def row_chosen(self, row: RecordRow) -> None:
        self.flush()
        if row.draft_id is not None:
            self.open_draft(row.draft_id)
        elif row.key.startswith("s:"):  # the key keeps an id that is not a number (a UUID)
            self.open_server_record(row.key[2:])

    # -- loading ---------------------------------------------------------
    def open_draft(self, draft_id: str) -> None:
        draft = self.store.drafts.find(draft_id)
        if draft is None:
            messages.show_error(self.tr("This draft no longer exists."))
            return
        self.editing = Editing(draft_id=draft.id, server_id=draft.server_id)
        self.form.load(
            draft.content,
            title=self.request_model().title_of(draft.content),
            sync_state=draft.state.value,
            banner=self.banner_for(draft),
        )
        self.say_why_not_synced(draft)
        self.record_opened(draft)
        self.allow_editing(draft)
        self.show_validation(draft)
        self._notify_attachments()

    def open_server_record(self, server_id: str) -> None:
        """A record from the offline list; its open draft instead, where it has one."""
        data = self.store.cache.server_item(self.KIND, server_id)
        if data is None:
            messages.show_error(self.tr(str(self.GONE)))
            return
        existing = self.store.drafts.open_draft_for(self.KIND, server_id)
        if existing is not None:
            self.open_draft(existing.id)
            return
        content = self.content_from_server(data)
        self.editing = Editing(server_id=server_id, server_data=data)
        self.form.load(content, title=self.request_model().title_of(content), sync_state="synced")
        self.record_opened(None, data)
        self.allow_editing(None)
        self._notify_attachments()

    def show_validation(self, draft: Draft | None = None) -> None:
        """Model messages at fields the user changed; the server's at the others."""
        content = self.form.content()
        touched = self.form.touched
        binding = self.form.binding
        combined: FieldProblems = {
            path: notices
            for path, notices in self.request_model().check(content).items()
            if binding.path_of(path) in touched
        }
        if draft is None and self.editing.draft_id is not None:
            draft = self.store.drafts.find(self.editing.draft_id)
        if draft is not None:
            for path, notices in draft.field_errors.items():
                shown_at = binding.path_of(path)
                if shown_at is not None and shown_at not in touched:
                    combined.setdefault(path, []).extend(notices)
        unplaced = self.form.binding.show_errors(combined)
        if self.form.problem_count:  # the count of a refused "Queue", kept current
            left = self.request_model().check(content)
            self.form.set_problem_count(len({p for k in left if (p := binding.path_of(k))}))
        if unplaced:
            log.info("server errors without a field: %s", unplaced)

    def _reload_current(self) -> None:
        """After a sync: the open record's images (uploaded, removed), and the state, banner
        and server messages of its draft."""
        if self._form is None or self._form.has_pending_changes():
            return
        self._notify_attachments()
        if self.editing.draft_id is None:
            return
        draft = self.store.drafts.find(self.editing.draft_id)
        if draft is None:
            return
        if draft.server_id is not None:
            if not self.EDITS_SERVER_RECORDS:
                # Created: from now on the form shows the server's record.
                self.open_draft(draft.id)
                return
            self.editing.server_id = draft.server_id
        self.form.set_sync_state(draft.state.value)
        self.form.set_banner(self.banner_for(draft))
        self.say_why_not_synced(draft)
        self.record_opened(draft)
        self.allow_editing(draft)
        self.show_validation(draft)

    def say_why_not_synced(self, draft: Draft) -> None:
        """The form's banner says why the draft is not synced yet, kept current as the sync goes."""
        self.form.show_sync_reason(draft, self.session.sync_status if self.session else None)

    def allow_editing(self, draft: Draft | None) -> None:
        """A handed-over draft is read-only: its editors, queueing and pictures are off, and
        "Take back" stands where "Queue for sync" was."""
        handed_over = draft is not None and draft.state is DraftState.HANDED_OVER
        form = self.form
        form.editors_box.setEnabled(not handed_over)
        kept = draft is not None or self.editing.server_id is not None
        form.set_actions(kept=kept, handed_over=handed_over)
        if form.images is not None:
            form.images.setEnabled(not handed_over)
        self.handed_over.show_for(draft)
        self.accepted.show_for(draft)

    def confirm_take_back(self) -> QMessageBox | None:
        """Ask before a handed-over draft is this computer's again (`take_back`)."""
        return self.handed_over.confirm()

    def _reopen(self, draft_id: str) -> None:
        if self.editing.draft_id == draft_id:
            self.open_draft(draft_id)

    def _requeued(self, draft_id: str) -> None:
        """Queued again by a way out of "accepted without an id": shown so, the sync may start."""
        self._reopen(draft_id)
        self.queued.emit(draft_id)

    # -- editing ---------------------------------------------------------
    def open_new(self, content: dict[str, Any] | None = None, *, keep_shown: bool = False) -> None:
        """A new record in the form; `content` is stored at once, as given or, with
        `keep_shown`, as the form shows it (with its defaults)."""
        self.flush()
        self.editing = Editing(new_id=new_id())
        self.form.load(content or {})
        self.allow_editing(None)
        self.table.clearSelection()
        if content:
            self.save_content(self.form.content() if keep_shown else content)
        self._notify_attachments()

    def focus_first_field(self) -> None:
        from app.api.schema import title_path

        # "New" and "Duplicate" put the cursor in the record's title, the form scrolled to
        # its top: the typing goes where the eye is, whatever the record before showed.
        title = title_path(self.request_model())
        self.form.scroll_to_top()
        self.form.focus_field(title, Qt.FocusReason.ShortcutFocusReason)

    def ensure_draft(self) -> str | None:
        """The draft behind the form, creating it when the form shows a new record."""
        self.form.flush()
        if self.editing.draft_id is None:
            self.save_content(self.form.content())
        return self.editing.draft_id

    def save_content(self, content: dict[str, Any]) -> None:
        """The autosave: every change reaches the store within a second, valid or not."""
        editing = self.editing
        if editing.server_id is not None and not self.EDITS_SERVER_RECORDS:
            return  # the service cannot change this record once created
        try:
            # A new record's draft, or an edit of the server record (its version the base).
            outcome = work.save_content(
                self.store,
                self.KIND,
                content,
                draft_id=editing.draft_id,
                new_id=editing.new_id,
                server_id=editing.server_id,
                base_version=editing.server_data,
            )
        except StoreError as exc:
            messages.report_failure(exc, "autosave")
            return
        draft = outcome.value
        self.editing.draft_id = draft.id
        self.form.set_title(self.request_model().title_of(content))
        self.form.set_sync_state(draft.state.value)
        if outcome.changes.listed:
            self.allow_editing(draft)
        self.show_validation(draft)
        self.publish(outcome.changes)

    def queue_current(self) -> None:
        editing = self.editing
        if editing.server_id is not None and not self.EDITS_SERVER_RECORDS:
            return
        self.form.flush()
        if editing.draft_id is None and editing.server_id is not None:  # opened, not typed in
            return self._not_queued(work.NotQueued(Notice(work.UNCHANGED)))
        if editing.draft_id is None and (
            problems := self.request_model().check(self.form.content())
        ):
            # A new record never typed in: no draft is kept for this.
            return self._not_queued(work.NotQueued(Notice(work.INVALID), problems))
        draft_id = self.ensure_draft()
        if draft_id is None:
            return None
        try:
            outcome = work.queue(self.store, self.KIND, [draft_id])
        except StoreError as exc:
            messages.report_failure(exc, "queue")
            return None
        self.publish(outcome.changes)
        if (refused := outcome.value.refused.get(draft_id)) is not None:
            return self._not_queued(refused)
        self.form.binding.show_errors({})
        self.form.set_problem_count(0)
        self.show_queued(outcome.value.drafts[0], self.tr("Queued; it is sent at the next sync."))
        self.queued.emit(draft_id)
        return None

    def _not_queued(self, refused: work.NotQueued) -> None:
        if refused.notice.code == work.UNCHANGED:  # a send would only repeat it
            messages.show_info(self.tr("Nothing changed: there is nothing to send."))
        elif refused.problems:
            self.form.show_problems(refused.problems)
            messages.show_error(self.tr("Correct the marked fields first; the draft is kept."))
        else:
            from app.ui.message_table import describe

            messages.show_error(describe(refused.notice))

    def show_queued(self, draft: Draft, sentence: str) -> None:
        """The draft waits in the outbox now: its state in the form, `sentence` to the user."""
        self.form.set_sync_state(draft.state.value)
        self.form.set_banner(self.banner_for(draft))
        self.say_why_not_synced(draft)
        messages.show_info(sentence)

    # -- images and files (a form with an image strip) -------------------
    def added_text(self, count: int) -> str:
        raise NotImplementedError

    def _server_record(self) -> ServerRecord | None:
        server_id = self.editing.server_id
        return None if server_id is None else ServerRecord.of(self.KIND, server_id)

    def _notify_attachments(self) -> None:
        """Show the attachments of the draft, and those of the server record it edits."""
        images = self.form.images
        if images is None:  # a kind without pictures
            return
        owners = [o for o in (self.editing.draft_id, self._server_record()) if o is not None]
        found: dict[str, Attachment] = {}
        try:
            attachments = self.store.attachments
            found = {a.id: a for o in owners for a in attachments.list_attachments(o)}
        except StoreError as exc:
            messages.report_failure(exc, "listing attachments")
        # With the form (after the first paint): the image strip's module is not small.
        from app.ui.records.image_strip import attachment_view

        images.set_items([attachment_view(a) for a in found.values()])

    def add_files(self, files: list[str]) -> None:
        """Attach pictures (and files where allowed); what cannot be read is refused."""
        if not files:
            return
        if not self.take_back_button.isHidden():  # dropped on a handed-over draft
            from app.store.errors import DraftHandedOver
            from app.ui.message_table import describe

            messages.show_error(describe(DraftHandedOver(str(self.editing.draft_id)).notice))
            return
        # Where added pictures belong: the draft, or a server record that cannot change.
        owner: Owner | None = None if self.EDITS_SERVER_RECORDS else self._server_record()
        owner = owner or self.ensure_draft()
        if owner is None:
            return
        from app.ui.records.image_strip import attach_files

        # What may be attached: the form's image strip says (a kind without one takes none).
        pictures_only = self.form.images is None or self.form.images.pictures_only
        paths = [Path(f) for f in files]
        work = attach_files(self.store.attachments, owner, paths, pictures_only=pictures_only)
        Op(self, work, name="attach files").success(self._attached).run()

    def _attached(self, outcome: tuple[int, list[str]]) -> None:
        added, refused = outcome
        if refused:
            messages.show_error(self.tr(str(self.REFUSED)).replace("%1", ", ".join(refused)))
        elif added:
            messages.show_info(self.added_text(added))
        self._attachments_changed(sync=bool(added))

    def remove_attachment(self, attachment_id: str) -> None:
        try:
            self.store.attachments.request_removal(attachment_id)
        except StoreError as exc:
            messages.report_failure(exc, "removing an attachment")
        self._attachments_changed(sync=True)

    def _attachments_changed(self, *, sync: bool) -> None:
        self._notify_attachments()
        # The images of a server record go with the sync, no draft to queue.
        server_pictures = not self.EDITS_SERVER_RECORDS and self.editing.server_id is not None
        if sync and server_pictures and self.session is not None:
            self.session.after_queue()
