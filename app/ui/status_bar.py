"""The status bar: environment, online or offline, queued and failed counts, sync progress,
and by the progress a button that pauses, resumes or cancels the sync (the Sync menu's own
actions, so both are enabled alike). A message never widens the window: a long one ends in
"…" with the whole sentence in its tooltip (and in the log, where it came from)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QProgressBar
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QStatusBar
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from app.ui import messages

log = logging.getLogger(__name__)


def set_look(widget: QWidget, name: str, value: str) -> None:
    """Set a property the style sheet selects on, and restyle the widget when it changed.

    Unchanged, or not yet polished, nothing is restyled: asking for the style makes
    PySide build QStyle's enums, about 5 ms the first paint would otherwise wait for.
    """
    if widget.property(name) == value:
        return
    widget.setProperty(name, value)
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        widget.style().unpolish(widget)
        widget.style().polish(widget)


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when too narrow, the whole text in its tooltip (and
    in the property `fullText`): the layout gives it the room left, its text never widens it."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def text(self) -> str:
        """The whole text, not what fits (that is painted)."""
        return self._full_text

    def setText(self, text: str) -> None:
        self._full_text = text
        self.setProperty("fullText", text)
        self.setToolTip(text)
        self.setAccessibleName(text)  # a screen reader reads the whole, not what is painted
        self._elide()

    def clear(self) -> None:
        self.setText("")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # A style sheet sets the font after construction.
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(
            self._full_text, Qt.TextElideMode.ElideRight, max(self.contentsRect().width(), 1)
        )
        super().setText(shown)


class AppStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("appStatusBar")
        labels = [ElidedLabel(parent=self), *(QLabel(self) for _ in range(3))]
        names = ("statusMessage", "statusEnvironment", "statusOnline", "statusOutbox")
        for label, name in zip(labels, names, strict=True):
            label.setObjectName(name)
        self.message_label, self.environment_label, self.online_label, self.outbox_label = labels
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.outbox: tuple[int, int] = (0, 0)  # (queued, failed), as shown
        self.held = 0  # uploads waiting for the user, as shown
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(140)
        self.progress.setTextVisible(False)
        self.progress.hide()
        # How many records the table in front has selected (several), of which drafts.
        self.selection_label = QLabel(self)
        self.selection_label.setObjectName("statusSelection")
        self.selection_label.hide()
        self.paused_label = QLabel(self.tr("Sync paused"), self)
        self.paused_label.setObjectName("statusPaused")
        self.paused_label.hide()
        self.steering = QToolButton(self)
        self.steering.setObjectName("syncSteering")
        self.steering.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.steering.setAutoRaise(True)
        self.steering.hide()
        self._pause: QAction | None = None
        self._resume: QAction | None = None
        # The states before the labels are laid out (and so polished with the style sheet).
        self.set_environment(None)
        self.set_online(False)
        # Empty until the drafts are counted (`set_outbox`), never a wrong "0 queued".
        self.outbox_label.hide()
        self.addWidget(self.message_label, 1)
        for widget in (
            self.selection_label,
            self.paused_label,
            self.progress,
            self.steering,
            self.outbox_label,
            self.online_label,
            self.environment_label,
        ):
            self.addPermanentWidget(widget)
        self._clear_timer = QTimer(self)
        self._clear_timer.setSingleShot(True)
        self._clear_timer.timeout.connect(self._clear_message)
        bridge = messages.bridge()
        bridge.info.connect(self.show_info)
        bridge.error.connect(self.show_error)

    def _clear_message(self) -> None:
        self.message_label.clear()
        set_look(self.message_label, "severity", "")

    def show_info(self, text: str) -> None:
        # In the log too: a sentence longer than the bar is read there (errors are logged
        # where they are reported).
        if self.isVisible():  # once, by the window shown
            log.info("user told: %s", text)
        self._show(text, "info", messages.STATUS_TIMEOUT_MS)

    def show_error(self, text: str) -> None:
        # Errors stay twice as long: the user may be looking elsewhere.
        self._show(text, "error", 2 * messages.STATUS_TIMEOUT_MS)

    def _show(self, text: str, severity: str, milliseconds: int) -> None:
        self.message_label.setText(text)
        set_look(self.message_label, "severity", severity)
        self._clear_timer.start(milliseconds)

    def set_selection(self, text: str) -> None:
        """What the table in front has selected ("70 selected: 20 drafts, 50 on the
        server"); empty hides it."""
        self.selection_label.setText(text)
        self.selection_label.setVisible(bool(text))

    def set_environment(self, name: str | None, *, production: bool = False) -> None:
        self.environment_label.setText(name if name else self.tr("No environment"))
        set_look(self.environment_label, "environment", "production" if production else "")

    def set_online(self, online: bool) -> None:
        self.online_label.setText(self.tr("Online") if online else self.tr("Offline"))
        set_look(self.online_label, "online", "yes" if online else "no")

    def set_outbox(self, queued: int, failed: int, held: int = 0) -> None:
        """Drafts of every kind waiting to be sent, those the service refused or that
        conflict with the server, and the uploads held (they wait for the user: queuing
        their record again tries them again)."""
        self.outbox = (queued, failed)
        self.held = held
        self.outbox_label.show()
        text = self.tr("%1 queued · %2 failed").replace("%1", str(queued))
        text = text.replace("%2", str(failed))
        if held:
            text += " · " + self.tr("%n upload(s) held", "", held)
        self.outbox_label.setText(text)
        self.outbox_label.setToolTip(
            self.tr("Queue their records again to try the held uploads again.") if held else ""
        )
        set_look(self.outbox_label, "failed", "yes" if failed or held else "no")

    def set_progress(self, done: int, total: int) -> None:
        if total <= 0 or done >= total:
            self.progress.hide()
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.progress.show()

    def add_steering(self, pause: QAction, resume: QAction, cancel: QAction) -> None:
        """The sync's steering by the progress: pause or resume at a click, all in its menu."""
        self._pause, self._resume = pause, resume
        menu = QMenu(self.steering)
        menu.addActions([pause, resume, cancel])
        self.steering.setMenu(menu)
        self.steering.setDefaultAction(pause)

    def set_steering(self, *, running: bool, paused: bool) -> None:
        """Shown while a round runs or the sync is paused; paused, a click resumes."""
        self.paused_label.setVisible(paused)
        self.steering.setVisible(running or paused)
        wanted = self._resume if paused else self._pause
        if wanted is not None and self.steering.defaultAction() is not wanted:
            self.steering.setDefaultAction(wanted)
