"""The form of one record: a view of its request model, in sections, with messages at the
fields. It holds no state beyond its editors: the tab autosaves what `content_edited` hands it
(a moment after typing stops, or on leaving a field); validation is the request model's.
Its header shows the record's own title whole and offers only what applies to the record; its
banner says why the open draft is not synced (`show_sync_reason`), kept current as the
window's sync status changes, above what the kind says of the record."""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable
from collections.abc import Collection
from collections.abc import Iterable
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtGui import QDropEvent
from PySide6.QtGui import QFocusEvent
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.schema import FormModel
from app.paths import resources_dir
from app.store.kinds import DraftState
from app.ui.binding import FieldSpec
from app.ui.binding import FormBinding
from app.ui.binding import field_specs
from app.ui.binding import form_language
from app.ui.editors import FieldEditor
from app.ui.editors import field_editor
from app.ui.layouts import boxed
from app.ui.message_table import describe
from app.ui.records.field_labels import FieldLabel
from app.ui.records.field_labels import value_label
from app.ui.records.focus import name_inputs
from app.ui.records.focus import reading_order
from app.ui.records.form_rows import StagedFields
from app.ui.records.header_title import HeaderTitle
from app.ui.records.late_clicks import LateClickGuard
from app.ui.records.sections import SectionColumns
from app.ui.records.table import sync_state_label
from app.ui.status_bar import set_look
from app.ui.sync_status import SyncStatus
from app.ui.sync_status import standing_of
from app.ui.sync_status import why_not_synced
from app.ui.wheel_guard import never_by_wheel

if TYPE_CHECKING:
    from app.store.drafts import Draft
    from app.ui.records.image_strip import ImageStrip

AUTOSAVE_DELAY_MS = 400
# What can be queued: a new record, a draft, one the service refused (corrected).
_QUEUEABLE = (None, DraftState.DRAFT.value, DraftState.NEEDS_ATTENTION.value)
# What can be deleted: a saved draft not on its way (a synced one is the server's record).
_DELETABLE = (
    DraftState.DRAFT.value,
    DraftState.QUEUED.value,
    DraftState.NEEDS_ATTENTION.value,
    DraftState.CONFLICT.value,
)
# A title's word longer than this (a webhook address) may break after its separators.
_LONG_WORD = re.compile(r"\S{25,}")
_BREAKABLE = re.compile(r"([/._\-?&=])")
_FOCUS_COMES_BACK = (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason)


class _FormWords(QObject):
    """Words of every kind's form in one translation context: `self.tr` in `RecordForm`
    looks them up under the kind's class (ProductForm), where lupdate never put them."""

    def to_correct(self, count: int) -> str:
        text = self.tr("%n field(s) to correct before it can be sent.", "", count)
        self.deleteLater()
        return text


class RecordForm(QWidget, StagedFields):
    """A kind builds its body (`build_body`, with `build_sections`), changes an editor where
    it needs to (`editor_for`) and names the buttons beside "Queue for sync"."""

    content_edited = Signal(dict)
    queue_requested = Signal()
    delete_draft_requested = Signal()
    files_dropped = Signal(list)

    # Whether "Delete" takes the draft away (a kind with a Delete of its own says False).
    DELETES_DRAFTS = True
    NEW_TITLE: object  # of a record not yet named, marked in the kind's translation context
    images: ImageStrip | None = None  # the pictures of a kind that has them
    editors_box: QWidget  # the editors (`build_sections`); a server record shows `details`
    details: QWidget | None = None
    detail_labels: dict[str, QLabel]

    def __init__(
        self,
        model: type[FormModel],
        name: str,
        parent: QWidget | None = None,
        *,
        accepts_files: bool = False,
        staged: bool = False,
    ) -> None:
        """With `staged`, the fields' rows are left to `build_more`, a few at a time (the
        start builds the form in turns of the event loop, each shorter than a frame)."""
        super().__init__(parent)
        self.setObjectName(name)
        self.setAcceptDrops(accepts_files)
        self.model = model
        self.specs = field_specs(model)
        self.binding = FormBinding(self.specs, self)
        self._loading = False
        self._sync_state: str | None = None
        self._server_view = self._handed_over = False
        self._late_clicks = LateClickGuard(self)
        self.touched: set[str] = set()  # the paths the user changed since the load
        self.sections: dict[str, QGroupBox] = {}
        self.field_labels: dict[str, QLabel] = {}
        self._unbuilt: list[tuple[QFormLayout, FieldSpec]] = []  # rows `build_more` makes
        self._staged = staged
        self._autosave = QTimer(self, singleShot=True, interval=AUTOSAVE_DELAY_MS)
        # Pending edits are the running timer: its end hands them over.
        self._autosave.timeout.connect(lambda: self.content_edited.emit(self.content()))

        outer = self._outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self._build_header())
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        body.setObjectName("formBody")
        body_layout = boxed(QVBoxLayout, body, margins=(12, 8, 12, 12), spacing=10)
        # Below the fields, not above them: its coming (at the first keystroke) and going
        # then leave every field where it is (`message_line`).
        self.banner = QLabel(self)
        self.banner.setObjectName("formBanner")
        self.banner.setWordWrap(True)
        self.banner.hide()
        self._kind_banner: str | Notice = ""  # what the tab says of the record (`set_banner`)
        self._problem_count = 0  # fields to correct since "Queue" was refused (`show_problems`)
        self._reason_of: tuple[Draft, SyncStatus | None] | None = None
        # A retry's time passes: the banner then says so (no signal marks that moment).
        self._reason_timer = QTimer(self, singleShot=True)
        self._reason_timer.timeout.connect(self._show_banner)
        self.build_body(body, body_layout)
        body_layout.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        banner_row = QHBoxLayout()
        banner_row.setContentsMargins(12, 4, 12, 8)
        banner_row.addWidget(self.banner)
        outer.addLayout(banner_row)
        self.binding.edited.connect(self._on_edited)
        if not staged:
            self._fields_built()

    # -- what a kind says ------------------------------------------------
    def header_buttons(self) -> Iterable[QPushButton]:
        """The buttons before "Queue for sync", in their order (see `button`)."""
        return ()

    def build_body(self, body: QWidget, layout: QVBoxLayout) -> None:
        """Fill the scrolled body below the banner: sections, details, images."""
        raise NotImplementedError

    def editor_for(self, spec: FieldSpec) -> FieldEditor:
        """The editor of the field's widget kind (a kind overrides where it needs more)."""
        return field_editor(spec)

    # -- building --------------------------------------------------------
    def _build_header(self) -> QWidget:
        """The record's title in full (wrapped, never cut) and its state; below them the
        buttons of what applies to the record in front (the others hidden, not disabled)."""
        header = QWidget(self)
        header.setObjectName("formHeader")
        layout = boxed(QVBoxLayout, header, margins=(12, 8, 12, 8), spacing=6)
        top = QHBoxLayout()
        self.title = HeaderTitle(header)
        self.title.setObjectName("formTitle")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state_badge = QLabel(header)
        self.state_badge.setObjectName("stateBadge")
        self.state_badge.hide()  # no state, no badge
        top.addWidget(self.title, 1)
        top.addWidget(self.state_badge, 0, Qt.AlignmentFlag.AlignTop)
        # The record's own Delete and History beside its title, not in the row of what to
        # do with it: that row keeps its room on a small screen, and Delete, shown or
        # hidden, moves none of its buttons.
        self._top = top
        key = QKeySequence(QKeySequence.StandardKey.Delete)
        self.delete_draft_button = self.button(
            self.tr("Delete"),
            self.delete_draft_requested,
            "deleteDraftButton",
            key.toString(QKeySequence.SequenceFormat.NativeText),
        )
        self.delete_draft_button.hide()
        top.addWidget(self.delete_draft_button, 0, Qt.AlignmentFlag.AlignTop)
        # The line as tall as its buttons, shown or not: their coming moves no field.
        self.title.setMinimumHeight(self.delete_draft_button.sizeHint().height())
        layout.addLayout(top)
        self.button_row = QHBoxLayout()
        self.button_row.setSpacing(6)
        self.button_row.addStretch(1)
        buttons = list(self.header_buttons())
        self.queue_button = self.button(
            self.tr("Queue for sync"),
            self.queue_requested,
            "primaryButton",
            # As the menu says it (its first shortcut), in the window's language.
            QKeySequence("Ctrl+Return").toString(QKeySequence.SequenceFormat.NativeText),
        )
        # Hidden once queued, it keeps its place: the second click of a double click lands
        # on nothing, never on the button beside it ("Duplicate").
        policy = self.queue_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.queue_button.setSizePolicy(policy)
        for button in (*buttons, self.queue_button):
            self.button_row.addWidget(button)
        layout.addLayout(self.button_row)
        self.set_title(None)
        return header

    def add_history(self, panel: QWidget) -> QPushButton:
        """The record's history (*Geschiedenis*) below the fields, sharing the height with
        them while shown; the header's checkable button shows it (returned)."""
        panel.setParent(self)
        panel.hide()
        self._outer.insertWidget(self._outer.indexOf(self.scroll_area) + 1, panel, 1)
        self.history_button = self.button(
            self.tr("History"),
            lambda: panel.setVisible(self.history_button.isChecked()),
            "historyButton",
        )
        self.history_button.setCheckable(True)
        self.history_button.setToolTip(self.tr("Show what changed in this record, and when"))
        self.history_button.hide()  # until a record is kept
        self._top.insertWidget(
            self._top.indexOf(self.delete_draft_button),
            self.history_button,
            0,
            Qt.AlignmentFlag.AlignTop,
        )
        return self.history_button

    def add_header_button(self, button: QPushButton) -> None:
        """A button of the tab's, placed before "Queue for sync"."""
        self.button_row.insertWidget(self.button_row.indexOf(self.queue_button), button)

    def button(
        self, text: str, clicked: SignalInstance | Callable[..., Any], name: str = "", tip: str = ""
    ) -> QPushButton:
        """A button of the form: reached by Tab, not focused by a click, and deaf for a
        moment to a click where another just was (`LateClickGuard`)."""
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(clicked)
        button.installEventFilter(self._late_clicks)
        return button

    def build_sections(self, layout: QVBoxLayout) -> tuple[QVBoxLayout, dict[str, QFormLayout]]:
        """The model's sections in their columns, fields labelled and bound, in `editors_box`;
        a section across both columns (`column` None) is the kind's to add to the layout
        returned, below the columns. The columns stand side by side where the form has room
        for both at their preferred width, else one above the other (`SectionColumns`)."""
        self.editors_box = QWidget(self)
        outer = boxed(QVBoxLayout, self.editors_box, margins=(0, 0, 0, 0), spacing=10)
        self._columns = SectionColumns()
        forms: dict[str, QFormLayout] = {}
        language = form_language()
        for name, section in self.model.SECTIONS.items():
            if section.column is None:
                continue
            box = self.sections[name] = QGroupBox(section.label(language), self)
            box.setObjectName(f"section_{name}")
            form = forms[name] = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            # Level with the editor's top: the label is as tall as the editor (`FieldLabel`).
            form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            form.setContentsMargins(10, 8, 10, 8)
            form.setVerticalSpacing(2)  # each field keeps a line below it for messages
            self._columns.add_section(box, section.column)
        self._columns.close_columns()
        outer.addLayout(self._columns)
        self._unbuilt += [(forms[s.section], s) for s in self.specs if s.section in forms]
        if not self._staged:
            self.build_more(None)  # a kind may add rows of its own below them
        layout.addWidget(self.editors_box)
        return outer, forms

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_sections()

    def _fit_sections(self) -> None:
        columns = getattr(self, "_columns", None)  # a kind may build no sections
        if columns is not None:
            # The body's room, the scroll bar's counted always: showing it cannot flip them.
            bar = self.scroll_area.verticalScrollBar().sizeHint().width()
            columns.fit(self.width() - 24 - bar)

    def labelled_editor(self, spec: FieldSpec) -> tuple[QLabel, FieldEditor]:
        """The editor of `spec` and its label ("*" and a tooltip when required), bound."""
        editor = self.editor_for(spec)
        editor.setObjectName(spec.path)
        if spec.ui.column == "status":  # a record's state: never changed by a stray wheel
            never_by_wheel(editor.editor)
        label = FieldLabel(spec.label + (" *" if spec.ui.required else ""), editor.editor)
        if spec.ui.required:
            label.setProperty("required", "yes")
            label.setToolTip(self.tr("Required"))
        self.binding.bind(spec.path, editor)
        self.field_labels[spec.path] = label
        return label, editor

    def details_box(
        self, layout: QVBoxLayout, name: str, kind: str, rich: Collection[str] = ()
    ) -> QFormLayout:
        """A server record read-only (`details`, hidden until shown): a value label per field,
        the request's, then what only the service knows (resources/forms/details.json)."""
        box = self.details = QGroupBox(self.tr("On the server"), self)
        box.setObjectName(name)
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        form.setContentsMargins(10, 8, 10, 8)
        form.setVerticalSpacing(4)
        self._details_kind = kind
        labels = self.detail_labels = {}
        for key, title in self._detail_titles():
            labels[key] = value_label(box, f"detail_{key}", rich=key in rich)
            form.addRow(title, labels[key])
        box.hide()
        layout.addWidget(box)
        return form

    def _detail_titles(self) -> list[tuple[str, str]]:
        english = form_language() == "en"
        answered = _answered_labels()[self._details_kind].items()
        return [(spec.path, spec.label) for spec in self.specs] + [
            (key, both[english]) for key, both in answered
        ]

    def retranslate(self) -> None:
        """The window's language changed (`app.ui.retranslate`): the model's field and
        section labels, kept in the request model rather than the catalogue, follow."""
        language = form_language()
        self.specs = field_specs(self.model)
        self.binding.specs = {spec.path: spec for spec in self.specs}
        for spec in self.specs:
            label = self.field_labels.get(spec.path)
            if label is not None:
                label.setText(spec.label + (" *" if spec.ui.required else ""))
        for name, box in self.sections.items():
            box.setTitle(self.model.SECTIONS[name].label(language))
        if self.details is not None:
            form = self.details.layout()
            assert isinstance(form, QFormLayout)
            for key, title in self._detail_titles():
                title_label = form.labelForField(self.detail_labels[key])
                if isinstance(title_label, QLabel):
                    title_label.setText(title)
        name_inputs(self)
        self._show_banner()

    # -- state -----------------------------------------------------------
    def editor(self, path: str) -> FieldEditor:
        return self.binding.editors[path]

    def content(self) -> dict[str, Any]:
        return self.binding.read()

    def show_problems(self, problems: FieldProblems) -> None:
        """`problems` at their fields, their count in the banner, the cursor in the first one
        in reading order (scrolled into view): where the eye starts, not where the model
        happened to list it."""
        self.binding.show_errors(problems)
        paths = {p for key in problems if (p := self.binding.path_of(key)) is not None}
        self.set_problem_count(len(paths))
        first = self.first_in_reading_order(paths)
        if first is not None:
            self.focus_field(first, Qt.FocusReason.OtherFocusReason)

    def set_problem_count(self, count: int) -> None:
        """How many fields still need correcting (said in the banner); 0: none said."""
        if count != self._problem_count:
            self._problem_count = count
            self._show_banner()

    @property
    def problem_count(self) -> int:
        return self._problem_count

    def first_in_reading_order(self, paths: Collection[str]) -> str | None:
        """Of the editors at `paths`, the one read first (top to bottom, left to right)."""
        if not paths:
            return None
        order = reading_order(self)
        editors = {path: self.editor(path) for path in paths}

        def place(path: str) -> int:
            editor = editors[path]
            return next(
                (at for at, w in enumerate(order) if w is editor or editor.isAncestorOf(w)),
                len(order),
            )

        return min(paths, key=place)

    def focus_field(self, path: str, reason: Qt.FocusReason) -> None:
        """The cursor in the field at `path`, scrolled into view."""
        editor = self.editor(path)
        editor.setFocus(reason)
        self.scroll_area.ensureWidgetVisible(editor)

    def scroll_to_top(self) -> None:
        self.scroll_area.verticalScrollBar().setValue(0)

    def touch(self, *paths: str) -> None:
        """Treat `paths` as changed by the user: their model messages show at once."""
        self.touched.update(paths)

    def load(
        self,
        content: Mapping[str, Any],
        *,
        title: str | None = None,
        sync_state: str | None = None,
        banner: str | Notice | None = None,
    ) -> None:
        """Show `content` without treating it as an edit."""
        self._autosave.stop()
        self.touched.clear()
        self._loading = True
        try:
            self.write(content)
            self.binding.show_errors({})
            self._problem_count = 0
        finally:
            self._loading = False
        self.set_title(title)
        self.set_sync_state(sync_state)
        self.show_sync_reason(None, None)
        self.set_banner(banner)
        self.show_as_new()

    def show_as_new(self) -> None:
        """The kind's own parts as for a record not on the server (the tab then shows what
        the server holds, where it does)."""

    def write(self, content: Mapping[str, Any]) -> None:
        self.binding.write(content)

    def write_typed(self, content: Mapping[str, Any], paths: Iterable[str]) -> None:
        """Show `content`, saved already, as if the user had typed the fields at `paths`
        (their messages show), without handing it to the autosave again."""
        self._autosave.stop()
        self._loading = True
        try:
            self.write(content)
        finally:
            self._loading = False
        self.touch(*paths)

    def show_server_view(self, on_server: bool) -> None:
        """A record on the server cannot be changed: its details replace the editors."""
        self.editors_box.setVisible(not on_server)
        if self.details is not None:
            self.details.setVisible(on_server)
        self._server_view = on_server
        self._show_queue()

    def set_title(self, title: str | None) -> None:
        """The record's own title in two lines at most (whole in the tooltip): a word too long
        for a line (an address) may break."""
        text = title or self.tr(str(self.NEW_TITLE))
        self.title.set_title(_LONG_WORD.sub(lambda m: _BREAKABLE.sub("\\1\u200b", m[0]), text))
        self.title.setAccessibleName(text)

    def set_sync_state(self, state: str | None) -> None:
        self.state_badge.setVisible(bool(state))
        self.state_badge.setText(sync_state_label(state) if state else "")
        set_look(self.state_badge, "state", state or "")
        self._sync_state = state
        self._show_queue()

    def set_actions(self, *, kept: bool, handed_over: bool) -> None:
        """What the header offers for the record in front: `kept`, it is a saved draft or a
        server record (not an untouched new one); `handed_over`, a colleague's to send."""
        self._handed_over = handed_over
        self._show_queue()
        self.show_kind_actions(kept)
        if (history := getattr(self, "history_button", None)) is not None:
            history.setVisible(kept)

    def show_kind_actions(self, kept: bool) -> None:
        """The kind's own buttons that need a saved record (see `set_actions`)."""

    def _show_queue(self) -> None:
        # Not one being synced, waiting, synced unchanged, in conflict, read-only, handed over.
        self.queue_button.setVisible(
            self._sync_state in _QUEUEABLE and not self._server_view and not self._handed_over
        )
        self.delete_draft_button.setVisible(
            self.DELETES_DRAFTS
            and self._sync_state in _DELETABLE
            and not self._server_view
            and not self._handed_over
        )

    def set_banner(self, text: str | Notice | None) -> None:
        """A sentence of the window, or what the sync or the service reported of the draft."""
        self._kind_banner = text or ""  # put in words when shown: in the window's language
        self._show_banner()

    def show_sync_reason(self, draft: Draft | None, status: SyncStatus | None) -> None:
        """Say why `draft` (the one shown; None: no draft) is not synced, and keep saying it
        as `status` changes."""
        before = self._reason_of[1] if self._reason_of is not None else None
        if before is not None and before is not status:
            before.changed.disconnect(self._show_banner)
        if status is not None and status is not before:
            status.changed.connect(self._show_banner)
        self._reason_of = (draft, status) if draft is not None else None
        self._show_banner()

    def _show_banner(self) -> None:
        self._reason_timer.stop()
        lines, keep_kind_words = [], True
        if self._reason_of is not None:
            draft, status = self._reason_of
            reason = why_not_synced(standing_of(draft), status)
            wait = status.retry_wait(draft.id) if status is not None else None
            if wait is not None:
                left = wait.at - dt.datetime.now(dt.UTC)
                self._reason_timer.start(max(0, int(left.total_seconds() * 1000)) + 50)
            if reason:
                lines.append(reason)
                # The kind's words of a refusal or a conflict would say the reason again.
                keep_kind_words = draft.state not in (
                    DraftState.NEEDS_ATTENTION,
                    DraftState.CONFLICT,
                )
        if self._kind_banner and keep_kind_words:
            kind = self._kind_banner
            lines.append(describe(kind) if isinstance(kind, Notice) else kind)
        if self._problem_count:
            lines.insert(0, _FormWords(self).to_correct(self._problem_count))
        self.banner.setText("\n".join(lines))
        self.banner.setVisible(bool(lines))

    # -- editing ---------------------------------------------------------
    def _on_edited(self, path: str) -> None:
        if self._loading:
            return
        self.touched.add(path)
        self._autosave.start()

    def has_pending_changes(self) -> bool:
        return self._autosave.isActive()

    def flush(self) -> None:
        """Hand pending edits to the autosaver now (focus-out, close, switching rows)."""
        if self._autosave.isActive():
            self._autosave.stop()
            self.content_edited.emit(self.content())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut:
            self.flush()
            assert isinstance(event, QFocusEvent)
            line = watched.lineEdit() if isinstance(watched, QComboBox) else watched
            # A value longer than its field shows from its start once the user leaves it
            # (QLineEdit keeps it scrolled to the cursor at its end); not when a menu or
            # another window took the focus for a moment.
            if isinstance(line, QLineEdit) and event.reason() not in _FOCUS_COMES_BACK:
                line.setCursorPosition(0)
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # Another text size or style changes the sections' widths and rows (once it is done).
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            QTimer.singleShot(0, self, self._fit_sections)

    def hideEvent(self, event: Any) -> None:
        self.flush()
        super().hideEvent(event)

    # -- dropping files (a form that accepts them) -----------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.files_dropped.emit(files)


@cache
def _answered_labels() -> dict[str, dict[str, list[str]]]:
    details = resources_dir() / "forms" / "details.json"
    labels: dict[str, dict[str, list[str]]] = json.loads(details.read_text(encoding="utf-8"))
    return labels
