"""No window larger than its screen: the room a screen has for a window (its available
geometry, less the frame and title bar the window manager adds), and a window's size bounded
by it. Every window and dialog that sets its own size asks here (`fit_within_screen`)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room the window manager's frame and title bar take around a window (not known before the
# window is shown).
FRAME_ALLOWANCE = QSize(16, 40)


def room_for(window: QWidget) -> QSize:
    """The largest size `window` can have with its frame on its screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size() - FRAME_ALLOWANCE


def fit_within_screen(window: QWidget, wanted: QSize) -> None:
    """Give `window` the size `wanted`, or as much of it as its screen has room for."""
    window.resize(wanted.boundedTo(room_for(window)))


def fits_screen(window: QWidget) -> bool:
    """Whether the window's frame is no larger than its screen's room (wherever it stands:
    a window across two monitors, or maximised past the edge as Windows draws it, fits)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size()
    frame = window.frameGeometry().size()
    return frame.width() <= room.width() and frame.height() <= room.height()


def within_screen(window: QWidget) -> bool:
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().contains(window.frameGeometry())


def back_within_screen(window: QWidget) -> None:
    """Shrink and move a shown window that reaches past its screen back within it (as far
    as its least size lets it)."""
    if within_screen(window):
        return
    screen = (window.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    frame = window.frameGeometry().size() - window.size()
    size = window.size().boundedTo(screen.size() - frame).expandedTo(window.minimumSizeHint())
    window.resize(size)
    outer = window.frameGeometry()
    window.move(
        max(screen.left(), min(window.x(), screen.right() + 1 - outer.width())),
        max(screen.top(), min(window.y(), screen.bottom() + 1 - outer.height())),
    )
