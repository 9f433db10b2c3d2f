"""Repeats in a few keys on the Products tab (`app.work.repeats`): *Vorige waarde* copies the
field the cursor is in (Ctrl+'), or every field of its section (Ctrl+Shift+'), from the
product edited before in this tab; a pin beside a field (*vastzetten*) keeps its value for
every new product until unpinned, in this environment's store. Duplicate (Ctrl+D) keeps what
it kept before: the model's `sticky` fields."""

from __future__ import annotations

from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence

from app.api.notices import Notice
from app.store.errors import StoreError
from app.ui import messages
from app.work import repeats as work

if TYPE_CHECKING:
    from app.ui.products.product_form import ProductForm
    from app.ui.records.tab import RecordTab
    from app.work.changes import Changes

COPY_FIELD_KEY = "Ctrl+'"
COPY_SECTION_KEYS = ("Ctrl+Shift+'", 'Ctrl+"')  # the second: as some keyboards send it
PIN_KEY = "Ctrl+Shift+P"


class Repeats(QObject):
    def __init__(self, tab: RecordTab[ProductForm]) -> None:
        super().__init__(tab)
        self.tab = tab
        # The drafts saved in this tab, the latest last: the one before the open record's
        # is the product "edited before" (the tab is rebuilt with another environment).
        self._edited: list[str] = []
        self.copy_field_action = QAction(self.tr("Previous &value"), tab)
        self.copy_field_action.setObjectName("copyPreviousValueAction")
        self.copy_field_action.setShortcut(QKeySequence(COPY_FIELD_KEY))
        self.copy_field_action.setStatusTip(
            self.tr("Copy this field's value from the product edited before.")
        )
        self.copy_field_action.triggered.connect(lambda: self.copy_previous(section=False))
        self.copy_section_action = QAction(self.tr("Previous values of the &section"), tab)
        self.copy_section_action.setObjectName("copyPreviousSectionAction")
        self.copy_section_action.setShortcuts([QKeySequence(k) for k in COPY_SECTION_KEYS])
        self.copy_section_action.setStatusTip(
            self.tr("Copy every field of this section from the product edited before.")
        )
        self.copy_section_action.triggered.connect(lambda: self.copy_previous(section=True))
        self.pin_action = QAction(self.tr("&Pin this field"), tab)
        self.pin_action.setObjectName("pinFieldAction")
        self.pin_action.setShortcut(QKeySequence(PIN_KEY))
        self.pin_action.setStatusTip(
            self.tr("Keep this field's value for every new product, or stop keeping it.")
        )
        self.pin_action.triggered.connect(self.toggle_pin)
        for action in self.actions():
            # The window's Edit menu holds them too: they work wherever the focus is.
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            tab.addAction(action)

    def actions(self) -> list[QAction]:
        return [self.copy_field_action, self.copy_section_action, self.pin_action]

    # -- the form --------------------------------------------------------
    def attach(self, form: ProductForm) -> None:
        form.field_actions = self.actions()
        form.pin_clicked.connect(self.pin_clicked)
        form.fields_ready.connect(self.fill_untouched)
        self.show_pins(form)

    def fill_untouched(self) -> None:
        """The form the window starts with, once whole, is a new product like Ctrl+N's: its
        pinned values too, unless something was typed into it already (keys typed while it
        was being built, `app.ui.startup`)."""
        tab = self.tab
        if not tab.has_form or not tab.form.is_built:
            return
        editing = tab.editing
        if editing.draft_id is None and editing.server_id is None and not tab.form.content():
            self.fill_new()

    def show_pins(self, form: ProductForm | None = None) -> None:
        form = form or self.tab.form
        try:
            pinned = set(work.pinned(self.tab.store, self.tab.KIND))
        except StoreError as exc:
            messages.report_failure(exc, "reading the pinned values")
            return
        form.show_pins(pinned)

    def fill_new(self) -> None:
        """A new product's form holds the pinned values (not saved until typed in), said."""
        try:
            content = work.pinned_content(self.tab.store, self.tab.KIND)
        except StoreError as exc:
            messages.report_failure(exc, "reading the pinned values")
            return
        form = self.tab.form
        self.show_pins()
        if not content:
            return
        form.load(content)
        count = sum(1 for path in form.pins if work.value_at(content, path) is not None)
        form.set_banner(
            self.tr("%n pinned value(s) filled in. Unpin a field with its pin.", "", count)
        )

    def on_changes(self, changes: Changes) -> None:
        if self.tab.KIND in changes.pins and self.tab.has_form:
            self.show_pins()

    # -- remembering -----------------------------------------------------
    def saved(self, content: dict[str, Any]) -> None:
        """The open record was saved (typed in): it is the latest edited; pinned fields
        typed in anew keep the value typed."""
        draft_id = self.tab.editing.draft_id
        if draft_id is None:
            return
        if draft_id in self._edited:
            self._edited.remove(draft_id)
        self._edited = [*self._edited[-3:], draft_id]
        form = self.tab.form
        typed = {p: work.value_at(content, p) for p in form.touched & set(form.pins)}
        if typed:
            self._run(lambda: work.follow(self.tab.store, self.tab.KIND, work.content_of(typed)))

    def previous(self) -> str | None:
        """The draft edited before the one open (the latest, for a record not yet saved)."""
        current = self.tab.editing.draft_id
        return next((d for d in reversed(self._edited) if d != current), None)

    # -- the actions -----------------------------------------------------
    def toggle_pin(self) -> None:
        """The pin of the field the cursor is in, toggled (as a click on it would)."""
        form = self.tab.form
        path = form.path_with_focus()
        button = form.pins.get(path) if path is not None else None
        if path is None:
            messages.show_info(self.tr("Put the cursor in a field to pin its value."))
        elif button is None:
            messages.show_info(
                self.tr("The name and identifiers are never pinned: each product has its own.")
            )
        else:
            form.flush()
            button.toggle()
            self.pin_clicked(path, button.isChecked())

    def pin_clicked(self, path: str, on: bool) -> None:
        form = self.tab.form
        if not on:
            self._run(lambda: work.unpin(self.tab.store, self.tab.KIND, path))
            messages.show_info(self.tr("Unpinned: new products no longer get this value."))
            return
        value = work.value_at(form.content(), path)
        outcome = self._run(lambda: work.pin(self.tab.store, self.tab.KIND, path, value))
        refused = outcome.value if outcome is not None else None
        if isinstance(refused, Notice) or outcome is None:
            self.show_pins()  # the pin as it was
            if isinstance(refused, Notice) and refused.code == work.EMPTY:
                messages.show_info(self.tr("Give the field a value first, then pin it."))
            return
        messages.show_info(self.tr("Pinned: every new product gets this value."))

    def copy_previous(self, *, section: bool) -> None:
        tab = self.tab
        form = tab.form
        path = form.path_with_focus()
        if path is None:
            messages.show_info(self.tr("Put the cursor in a field to copy its previous value."))
            return
        spec = form.binding.specs[path]
        paths = [s.path for s in form.specs if s.section == spec.section] if section else [path]
        form.flush()  # what was typed just now is the record's before it is copied over
        editing = tab.editing
        try:
            outcome = work.copy_previous(
                tab.store,
                tab.KIND,
                form.content(),
                self.previous(),
                paths,
                **editing.saved_as(),
            )
        except StoreError as exc:
            messages.report_failure(exc, "copying the previous value")
            return
        copied = outcome.value
        if copied.draft is None:
            messages.show_info(self._refusal(copied.refused))
            return
        tab.show_saved(copied.draft, list(copied.paths), outcome.changes)
        messages.show_info(
            self.tr("%n value(s) copied from the product edited before.", "", len(copied.paths))
        )

    def _refusal(self, notice: Notice | None) -> str:
        code = notice.code if notice is not None else ""
        if code == work.NOTHING_BEFORE:
            return self.tr("No product was edited before this one in this session.")
        if code == work.NOT_REPEATED:
            return self.tr("The name and identifiers are never copied from another product.")
        return self.tr("The product edited before has no other value here.")

    def _run(self, operation: Any) -> Any:
        try:
            outcome = operation()
        except StoreError as exc:
            messages.report_failure(exc, "pinning a value")
            return None
        self.tab.publish(outcome.changes)
        return outcome
