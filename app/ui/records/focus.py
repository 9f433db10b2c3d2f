"""Keyboard and assistive technology on a form: Tab goes in reading order, every input has a name.

Reading order: rows top to bottom and, within a row, its columns left to right, into each
part (a section, a field's row) before the next; the scrolled body follows the header. It is
computed from the layouts, not from geometry: a form is ordered once built, before it has a
size, and stays ordered when a message below a field makes a row taller.
"""

from __future__ import annotations

from itertools import pairwise
from typing import cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QLayoutItem
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QWidget


def order_tabs(root: QWidget) -> list[QWidget]:
    """Chain the widgets under `root` that Tab reaches in reading order; returns the chain."""
    chain = reading_order(root)
    for before, after in pairwise(chain):
        QWidget.setTabOrder(before, after)
    return chain


def reading_order(root: QWidget) -> list[QWidget]:
    """The widgets under `root` that Tab reaches, in reading order (hidden ones too: Tab
    passes over them while they are hidden)."""
    found: list[QWidget] = []
    _walk_layout(root.layout(), found)
    return found


def takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.focusProxy() is None


def _walk_widget(widget: QWidget, found: list[QWidget]) -> None:
    if isinstance(widget, QScrollArea):
        if takes_tab(widget):
            found.append(widget)
        inner = widget.widget()
        if inner is not None:
            _walk_layout(inner.layout(), found)
    elif takes_tab(widget):
        found.append(widget)  # an input: what is inside it is its own
    else:
        _walk_layout(widget.layout(), found)


def _walk_layout(layout: QLayout | None, found: list[QWidget]) -> None:
    if layout is None:
        return
    for item in _items_in_order(layout):
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            _walk_widget(widget, found)
        elif inner is not None:
            _walk_layout(inner, found)


def _items_in_order(layout: QLayout) -> list[QLayoutItem]:
    """A grid's and a form's items by row, then column (a label before its field); a box
    layout's as they stand (a row laid out right to left read from its left end)."""
    items = [item for at in range(layout.count()) if (item := layout.itemAt(at)) is not None]
    if isinstance(layout, QBoxLayout):
        backwards = (QBoxLayout.Direction.RightToLeft, QBoxLayout.Direction.BottomToTop)
        return items[::-1] if layout.direction() in backwards else items
    if not isinstance(layout, QGridLayout | QFormLayout):
        return items
    cells = [_cell(layout, layout.indexOf(item)) for item in items]
    return [item for _cell, item in sorted(zip(cells, items, strict=True), key=lambda p: p[0])]


def _cell(layout: QGridLayout | QFormLayout, at: int) -> tuple[int, int]:
    """(row, column); in a form the column is the role: label 0, field 1, across both 2."""
    if isinstance(layout, QGridLayout):
        row, column = cast("tuple[int, int, int, int]", layout.getItemPosition(at))[:2]
        return row, column
    row, role = cast("tuple[int, QFormLayout.ItemRole]", layout.getItemPosition(at))
    return row, role.value


def name_inputs(root: QWidget) -> list[QWidget]:
    """Give each input under `root` that has no accessible name one: the text of its label
    in a form layout (without "&" and a required mark), else its box's title, else its
    tooltip; a button without words its tooltip. Returns the inputs still without a name."""
    labels: dict[QWidget, str] = {}
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            text = label.widget() if label is not None else None
            shown = field.widget() if field is not None else None
            if isinstance(text, QLabel) and shown is not None:
                labels[shown.focusProxy() or shown] = text.text()
    unnamed, window = [], root.window()
    for widget in root.findChildren(QWidget):
        if not takes_tab(widget) or widget.accessibleName() or widget.window() is not window:
            continue  # a combo box's popup list is a window of its own, named by the combo
        if isinstance(widget, QAbstractButton) and any(c.isalnum() for c in widget.text()):
            continue  # a button says its text
        if isinstance(widget, QAbstractButton):
            name = widget.toolTip() or _box_title(widget)
        elif isinstance(widget, QScrollArea):
            # A tab stop so that read-only details scroll by keys too.
            name = QCoreApplication.translate("RecordFocus", "Form")
        else:
            name = labels.get(widget) or _box_title(widget) or widget.toolTip()
        name = name.replace("&", "").removesuffix(" *").strip()
        if name:
            widget.setAccessibleName(name)
        else:
            unnamed.append(widget)
    return unnamed


def _box_title(widget: QWidget) -> str:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QGroupBox):
        parent = parent.parentWidget()
    return parent.title() if parent is not None else ""
