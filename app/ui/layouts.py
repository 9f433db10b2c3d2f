"""A box layout made with its margins and spacing in one call: the window's panels each set
both, and three lines a layout said the same thing a dozen times over."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

BoxT = TypeVar("BoxT", QVBoxLayout, QHBoxLayout)


def boxed(
    kind: type[BoxT],
    parent: QWidget | None = None,
    *,
    margins: tuple[int, int, int, int] = (0, 0, 0, 0),
    spacing: int = 0,
) -> BoxT:
    """A `kind` layout of `parent`, or one to be nested without it."""
    layout = kind() if parent is None else kind(parent)
    layout.setContentsMargins(*margins)
    layout.setSpacing(spacing)
    return layout
