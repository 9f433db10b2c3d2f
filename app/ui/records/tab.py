"""A record tab: the form of the selected record beside its table. The autosave and queueing
are operations of `app.work.drafts` (the draft is created at the first keystroke, with the
UUID it keeps); the tab publishes what each changed on the window's change hub and redraws,
like every view, from what a change names (`on_changes`). It decides what the form allows:
a draft handed over to a colleague is read-only here until the user takes it back, warned
that the colleague may have sent it already."""

from __future__ import annotations

import logging
from collections.abc import Callable
from collections.abc import Coroutine
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any
from typing import Generic
from typing import TypeVar

from PySide6.QtCore import QSignalBlocker
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from app.api.notices import Notice
from app.store.errors import StoreError
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.kinds import new_id
from app.ui import messages
from app.ui.operations import Op
from app.ui.records.accepted import AcceptedActions
from app.ui.records.focus import order_tabs
from app.ui.records.list_side import SELECT_LIMIT
from app.ui.records.list_side import RecordList
from app.ui.records.paged_model import PAGE_SIZE
from app.ui.records.session import Editing
from app.ui.records.session import Session
from app.ui.records.take_back import TakeBack
from app.work import drafts as work

# The form and its request model (pydantic) are imported with the kind's form: a window
# that builds its form later paints its table first.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from app.api.notices import FieldProblems
    from app.api.schema import FormModel
    from app.store.attachments import Attachment
    from app.store.attachments import Owner
    from app.store.drafts import Draft
    from app.store.store import Store
    from app.ui.records.form import RecordForm
    from app.ui.records.history_panel import HistoryPanel
    from app.ui.records.rows import RecordRow
    from app.work.attaching import Attached
    from app.work.changes import Changes
    from app.work.changes import Outcome

log = logging.getLogger(__name__)

# Rows a change shows again one by one; a change of more re-reads the table.
UPDATED_IN_PLACE = 200
# Rows shown from which the service's changes (a sync's end) are read off the window's
# thread: counting 100,000 took that thread 10 to 20 ms while the load's processes ran.
# A user's own change is read at once, in the turn it is made.
READ_ASIDE_FROM = 10_000


FormT = TypeVar("FormT", bound="RecordForm")
T = TypeVar("T")


class RecordTab(RecordList, Generic[FormT]):
    """A kind sets `KIND`, builds its list in `__init__` and answers "what a kind says"."""

    queued = Signal(str)  # draft id: the sync may start

    KIND: RecordKind
    history: HistoryPanel  # the form's *Geschiedenis* (made with the form)
    # Products can be changed once on the server; projects and subscriptions only created.
    EDITS_SERVER_RECORDS = False
    # After the sync a sent draft hides behind its server row: that row is selected then.
    FOLLOWS_SERVER_ROW = True
    # What a kind says, marked in its own translation context (`self.tr` finds them there).
    GONE: object  # the record the user chose is no longer in the offline list
    NOT_ACCEPTED: object  # the banner of a refused draft, where the service gave no words

    def __init__(
        self, store: Store, parent: QWidget | None = None, *, session: Session | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"{self.KIND.value}sTab")
        self.store = store
        self.session = session
        self.editing = Editing(new_id=new_id())
        self._form: FormT | None = None
        self._open_row = -1  # the open record's row before a read aside, if it was read
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
        return self.connect_form(self.new_form(staged=staged))

    def connect_form(self, form: FormT) -> FormT:
        """What the tab adds to a form from `new_form`: its signals, the take-back and
        accepted-create actions and the history button (the start makes these in a turn
        of their own, after the form's frame: together they were one of 13 ms)."""
        form.content_edited.connect(self.save_content)
        form.queue_requested.connect(self.queue_current)
        form.delete_draft_requested.connect(self.delete_chosen)
        self.handed_over = TakeBack(self, form, self.store, self.publish)
        self.handed_over.taken_back.connect(self._reopen)
        self.take_back_button = self.handed_over.button
        # Shown for a create accepted without an id; either way out queues it again.
        self.accepted = AcceptedActions(self, form, self.store, self.KIND, self.publish)
        self.accepted.requeued.connect(self._requeued)
        # The record's history, its button in the header (ordered with the others).
        from app.ui.records.history_panel import HistoryPanel

        self.history = HistoryPanel(
            self.store,
            self.KIND,
            lambda: {path: spec.label for path, spec in form.binding.specs.items()},
        )
        form.add_history(self.history)
        if form.is_built:  # else the form orders them once built
            order_tabs(form)  # the button added after the form was built: in its place
        if form.images is not None:
            form.files_dropped.connect(self.add_files)
            form.images.files_chosen.connect(self.add_files)
            form.images.remove_requested.connect(self.remove_attachment)
            form.images.replace_requested.connect(self.replace_attachment)
        return form

    def place_form(self, form: FormT, *, loaded: bool = False) -> FormT:
        """Put a form from `create_form` in its place, showing a new record; `loaded`, it
        holds a new record already and the caller calls `finish_placing` (the start loads
        the form hidden and does the rest in turns of the loop of their own)."""
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
        # The window's Delete (the key) acts on the tab in front; the menu of the rows too.
        self.delete_action = QAction(self.tr("Delete"), self)
        self.delete_action.setObjectName("deleteDraftsAction")
        self.delete_action.triggered.connect(self.delete_chosen)
        self.table.addAction(self.delete_action)
        if not loaded:
            form.load({})
            self.finish_placing()
        return form

    def finish_placing(self) -> None:
        """What the placed form shows beyond a new record's empty fields (see `place_form`)."""
        self._notify_attachments()

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
        if self._form is not None and (changes.attachments & self._open_owners()):
            self._notify_attachments()  # its pictures or files changed (or their states)
        self._follow_open_draft(changes, initiator)
        if changes.arriving:
            # A first load's batch: the rows so far, read aside (the open record is not
            # among what changed; the run's end reads everything again).
            self.refresh_rows(aside=True)
            return
        keys = [f"d:{i}" for i in changes.drafts] + [f"s:{i}" for i in changes.server_ids]
        wide = changes.listed or changes.server_rows or changes.environment
        if wide or not keys or len(keys) > UPDATED_IN_PLACE:
            if self._reads_aside(changes):
                self.refresh_aside()
            else:
                self.refresh()
            return
        for key in keys:
            self.model.update_row(key)
        if initiator is not self and self.editing.draft_id in changes.drafts:
            self._reload_current()
        elif (
            self._form is not None
            and self.history.isVisible()
            and (
                self.editing.draft_id in changes.drafts
                or self.editing.server_id in changes.server_ids
            )
        ):
            self.history.reload()

    def _follow_open_draft(self, changes: Changes, initiator: object | None) -> None:
        """The draft in the form was deleted (its server record, or a new one, takes its
        place), or an undo or redo elsewhere gave it other values (shown)."""
        draft_id = self.editing.draft_id
        if draft_id not in changes.drafts or self._form is None:
            return
        if self._form.has_pending_changes():
            return
        if self.store.drafts.find(draft_id) is None:
            server_id = self.editing.server_id
            if server_id is not None and self.store.cache.server_item(self.KIND, server_id):
                self.open_server_record(server_id)
            else:
                self.open_new()
        elif changes.undo and initiator is not self:
            self.open_draft(draft_id)

    def refresh(self) -> None:
        """Re-read the table after the store changed (sync, import)."""
        self.refresh_rows()  # its reset says the count
        self._reload_current()
        self._reselect()

    def refresh_aside(self) -> None:
        """`refresh` with the count and the page in view read on a worker and shown when
        read, the count beside the table and the open record's row (if among them) with
        them; the open record itself is read now."""
        # Where the open record's row was, if among the rows read: the read aside reads
        # the page in view, and the row is looked for there after it (one page, not many).
        self._open_row = self._open_row_read(self._open_keys())
        self.refresh_rows(aside=True)
        self._reload_current()

    def _reads_aside(self, changes: Changes) -> bool:
        """Whether `changes` are the service's alone (no draft joined or left a list, no
        other store in front) over a table long to count."""
        return (
            changes.server_rows
            and not changes.listed
            and not changes.environment
            and self.model.rowCount() >= READ_ASIDE_FROM
        )

    def retranslate(self) -> None:
        """The window's language changed (`app.ui.retranslate`): the count and the open
        record's banner, messages and labels follow; the record and the selection stay."""
        self.update_count()
        if self._form is not None:
            self._form.flush()
            self._form.retranslate()
            self._reload_current()

    def _shown_aside(self, reset: Callable[[], None]) -> bool:
        if not super()._shown_aside(reset):
            return False  # nothing was reset: the selection (and the cell typed in) stay
        # The reset forgot the open record's row: selected again if among the rows just
        # read (reading more here would wait behind the load, or read on this thread what
        # the read aside kept off it).
        near, self._open_row = self._open_row, -1
        self._reselect(read_more=False, near=near)
        return True

    def _open_keys(self) -> list[str]:
        """The keys of the rows that show the record in the form."""
        draft_id, server_id = self.editing.draft_id, self.editing.server_id
        keys = [f"d:{draft_id}"] if draft_id is not None else []
        if server_id is not None and (draft_id is None or self.FOLLOWS_SERVER_ROW):
            # A synced draft hides behind its server row once the cache has it.
            keys.append(f"s:{server_id}")
        return keys

    def _open_row_read(self, keys: list[str]) -> int:
        """The row showing one of `keys` among the rows read (reading none); -1 if none."""
        return next((r for r in map(self.model.row_read_of_key, keys) if r >= 0), -1)

    def _reselect(self, *, read_more: bool = True, near: int = -1) -> None:
        """Select the row of the record in the form, without reloading the form; not
        `read_more`: only if among the rows read or at row `near` (where it was before),
        else the selection is left as it is."""
        keys = self._open_keys()
        model = self.model
        if read_more:
            rows = (model.row_of_key(key, limit=SELECT_LIMIT) for key in keys)
            row = next((r for r in rows if r >= 0), -1)
        else:
            row = self._open_row_read(keys)
        if row < 0 and near >= 0:
            # The page where it was, and the one below it (rows that came before it move it
            # down): two pages read here at most, not the many `row_of_key` may read.
            model.row_at(near)
            model.row_at(near + PAGE_SIZE)
            row = self._open_row_read(keys)
        if row < 0 and not read_more:
            return
        selection = self.table.selectionModel()
        with QSignalBlocker(selection):
            if row < 0:
                selection.clear()
            else:
                # Rows arriving move no view: the user may be scrolling through them.
                self.select_row(row, scroll=read_more)
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
        # The same record again (the sync changed it, a click on its row): the same visit.
        visit = self.editing.visit if self.editing.draft_id == draft.id else new_id()
        self.editing = Editing(draft_id=draft.id, server_id=draft.server_id, visit=visit)
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
        self.history.show_record(self.editing.draft_id, self.editing.server_id)
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
    def open_new(
        self,
        content: dict[str, Any] | None = None,
        *,
        keep_shown: bool = False,
        duplicated_from: str | None = None,
    ) -> None:
        """A new record in the form; `content` is stored at once, as given or, with
        `keep_shown`, as the form shows it (with its defaults); `duplicated_from`: the name
        of the record it copies."""
        self.flush()
        self.editing = Editing(new_id=new_id(), duplicated_from=duplicated_from)
        self.form.load(content or {})
        self.allow_editing(None)
        self.table.clearSelection()
        if content:
            shown = self.form.content() if keep_shown else content
            self.save_content(shown, duplicated=duplicated_from is not None)
        self._notify_attachments()
        self.new_opened(content)

    def new_opened(self, content: dict[str, Any] | None) -> None:
        """After `open_new`: what a kind shows of a new record beyond its form (`content`
        is None for a blank one, else what it was opened with)."""

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

    def save_content(self, content: dict[str, Any], *, duplicated: bool = False) -> None:
        """The autosave: every change reaches the store within a second, valid or not."""
        editing = self.editing
        if editing.server_id is not None and not self.EDITS_SERVER_RECORDS:
            return  # the service cannot change this record once created
        try:
            if duplicated and editing.draft_id is None:  # a step to undo
                outcome = work.duplicate(
                    self.store,
                    self.KIND,
                    content,
                    new_id=editing.new_id,
                    visit=editing.visit,
                    duplicated_from=editing.duplicated_from,
                )
            else:
                # A new record's draft, or an edit of the server record (its version the base).
                outcome = work.save_content(
                    self.store,
                    self.KIND,
                    content,
                    **editing.saved_as(),
                    duplicated_from=editing.duplicated_from,
                )
        except StoreError as exc:
            messages.report_failure(exc, "autosave")
            return
        self._after_save(outcome.value, outcome.changes)

    def show_saved(self, draft: Draft, paths: list[str], changes: Changes) -> None:
        """An operation saved the open record as `draft` (the fields at `paths` given
        values): the form shows it as typed, and the change is told."""
        self.form.write_typed(draft.content, paths)
        self._after_save(draft, changes)

    def _after_save(self, draft: Draft, changes: Changes) -> None:
        self.editing.draft_id = draft.id
        self.form.set_title(self.request_model().title_of(draft.content))
        self.form.set_sync_state(draft.state.value)
        if changes.listed:
            self.allow_editing(draft)
        self.show_validation(draft)
        self.publish(changes)

    def as_widget(self) -> QWidget:
        return self

    def delete_chosen(self) -> QMessageBox | None:
        """Delete the drafts of the rows selected, or the one in the form (`records.many`)."""
        from app.ui.records.many import ManyDrafts

        return ManyDrafts(self).delete_chosen()

    def queue_current(self) -> QMessageBox | None:
        """Queue the draft in the form; with rows selected, each of theirs (`records.many`)."""
        if len(self.table.selectionModel().selectedRows()) > 1:
            from app.ui.records.many import ManyDrafts

            return ManyDrafts(self).queue_chosen()
        self._queue_open()
        return None

    def _queue_open(self) -> None:
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

    def _open_owners(self) -> set[str]:
        """How `Changes.attachments` names the record in the form: its draft, its server
        record."""
        server_id = self.editing.server_id
        draft_id = self.editing.draft_id
        return {o for o in (draft_id, server_id and f"{self.KIND}:{server_id}") if o}

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
        images.showing(frozenset(self._open_owners()))

    def add_files(self, files: list[str]) -> None:
        """Attach pictures (and files where allowed); what cannot be sent is refused, each
        file with its reason (`app.work.attaching`)."""
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
        import asyncio

        from app.ui.records.image_strip import keep_report_preview
        from app.work import attaching

        # What may be attached: the form's image strip says (a kind without one takes none).
        pictures_only = self.form.images is None or self.form.images.pictures_only
        work = asyncio.to_thread(
            attaching.attach,
            self.store,
            owner,
            [Path(f) for f in files],
            pictures_only=pictures_only,
            after_picture=keep_report_preview,
        )
        self.attachment_operation(work, "attach files", self._attached)

    def replace_attachment(self, attachment_id: str, file: str) -> None:
        """Put another file in the place of one (that cannot be sent, say): the new one is
        attached first, the old one removed only then."""
        import asyncio

        from app.ui.records.image_strip import keep_report_preview
        from app.work import attaching

        work = asyncio.to_thread(
            attaching.replace,
            self.store,
            attachment_id,
            Path(file),
            after_picture=keep_report_preview,
        )
        self.attachment_operation(work, "replace an attachment", self._attached)

    def attachment_operation(
        self, work: Coroutine[Any, Any, Outcome[T]], name: str, done: Callable[[T], None]
    ) -> None:
        """Run an operation of `app.work.attaching` off the window's thread: what it changed
        is published (every view redraws from the store), then `done` says what happened."""
        op = Op(self, work, name=name)
        if self.session is not None:
            op = op.publishing(self.session.hub, self)

        def finished(outcome: Outcome[T]) -> None:
            if self.session is None:  # a tab on its own: told itself
                self.publish(outcome.changes)
            done(outcome.value)
            # The images of a server record go with the sync, no draft to queue.
            server_pictures = not self.EDITS_SERVER_RECORDS and self.editing.server_id
            if outcome.changes.outbox and server_pictures and self.session is not None:
                self.session.after_queue()

        op.success(finished).run()

    def _attached(self, attached: Attached) -> None:
        from app.ui.message_table import describe

        said = [describe(refused.notice) for refused in attached.refused]
        said += [
            self.tr("%1 is a link to %2: that file was attached.")
            .replace("%1", linked.name)
            .replace("%2", str(linked.target))
            for linked in attached.linked
        ]
        images = self.form.images
        if images is not None:  # beside the pictures too: a status line has room for one
            images.say(said, frozenset(self._open_owners()))
        if attached.refused:
            messages.show_error(" ".join(said))
        elif said:
            messages.show_info(" ".join([self.added_text(len(attached.added)), *said]))
        elif attached.added:
            messages.show_info(self.added_text(len(attached.added)))

    def remove_attachment(self, attachment_id: str) -> None:
        from app.work import attaching

        self.attachment_change(lambda: attaching.remove(self.store, attachment_id), "removing")

    def attachment_change(self, change: Callable[[], Outcome[Any]], what: str) -> bool:
        """An operation of `app.work.attaching` that only writes a row (no file is read): run
        at once, what it changed published; whether it was done."""
        try:
            outcome = change()
        except StoreError as exc:
            messages.report_failure(exc, f"{what} an attachment")
            return False
        self.publish(outcome.changes)
        server_pictures = not self.EDITS_SERVER_RECORDS and self.editing.server_id
        if server_pictures and self.session is not None:
            self.session.after_queue()  # a server record's change goes with the sync
        return True
