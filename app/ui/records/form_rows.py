"""A record form's rows of fields made a few at a time: the start builds the product form in
turns of the event loop, each shorter than a frame (`app.ui.startup`), each row styled in
its turn, so that showing the finished form has nothing left to style."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING
from typing import cast

from PySide6.QtWidgets import QLayout

from app.ui.records.focus import name_inputs
from app.ui.records.focus import order_tabs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFormLayout
    from PySide6.QtWidgets import QGroupBox
    from PySide6.QtWidgets import QLabel
    from PySide6.QtWidgets import QScrollArea
    from PySide6.QtWidgets import QWidget

    from app.ui.binding import FieldSpec
    from app.ui.binding import FormBinding
    from app.ui.editors import FieldEditor


class StagedFields:
    """The field rows of a `RecordForm`: made at once, or by `build_more` (`staged`)."""

    binding: FormBinding
    scroll_area: QScrollArea
    editors_box: QWidget
    sections: dict[str, QGroupBox]
    _unbuilt: list[tuple[QFormLayout, FieldSpec]]  # the rows `build_more` makes
    _staged = False
    _ordered = False  # Tab's order set (a turn of its own)
    _resized = False  # the sizes taken before the rows were there forgotten (a turn too)
    _finished = False  # every field made and connected (`_fields_built`)

    def labelled_editor(self, spec: FieldSpec) -> tuple[QLabel, FieldEditor]:
        raise NotImplementedError

    def fields_built(self) -> None:
        """Every field has its editor: a kind connects what it needs of them."""

    @property
    def is_built(self) -> bool:
        return self._finished

    def build_more(self, seconds: float | None) -> bool:
        """Make rows of fields for about `seconds` of the UI thread's time (None: all of
        them), each styled at once; True once the form is whole."""
        deadline = None if seconds is None else time.thread_time() + seconds
        while self._unbuilt:
            form, spec = self._unbuilt.pop(0)
            label, editor = self.labelled_editor(spec)
            form.addRow(label, editor)
            if deadline is not None:
                label.ensurePolished()
                editor.ensurePolished()
                if time.thread_time() >= deadline or not self._unbuilt:
                    return False  # the last rows' turn is over: connecting them is the next
        if self._staged and not self._finished:
            if seconds is not None and not self._ordered:
                self._ordered = True
                order_tabs(cast("QWidget", self))  # a turn of its own: it walks every layout
                return False
            if seconds is not None and not self._resized:
                # A turn of its own too (some 1 to 5 ms; with the rest, 7 to 10 in one turn).
                self._forget_sizes()
                return False
            self._fields_built()
        return True

    def _fields_built(self) -> None:
        self._finished = True
        if self._staged and not self._resized:
            self._forget_sizes()
        form = cast("QWidget", self)
        for editor in self.binding.editors.values():
            editor.editor.installEventFilter(form)
        if not self._ordered:
            order_tabs(form)  # Tab in reading order
        name_inputs(form)  # every input named for a screen reader
        self.fields_built()

    def _forget_sizes(self) -> None:
        """The sizes the layouts took of the sections before their rows were made (a widget
        not shown yet does not renew them), forgotten: the form asks for the room of a form
        built whole (a window's splitter shares its room by that)."""
        self._resized = True
        for widget in (self.editors_box, *self.sections.values()):
            widget.updateGeometry()
        body = self.scroll_area.widget()
        assert body is not None
        for layout in (body.layout(), *body.findChildren(QLayout)):
            if layout is not None:
                layout.invalidate()
