"""Pictures or a whole group of the photo inbox dropped on a product in the window's list
(the inbox is not modal: the user looks the record up there) go to that product's group in
the inbox, made when it has none: a change of the plan, as a move between groups is; nothing
is attached before *Toevoegen*. The product is found by its reference as its label would be
(`app.work.photos.target_of_record`), so the same rules hold; one it may not take (a draft
handed over) leaves the pictures where they were, the inbox saying why.

An event filter on the window, which takes drops already (folders and pictures): the table
itself is left as it is, and what is not the inbox's goes on to the window's own handling.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QPoint
from PySide6.QtGui import QDragMoveEvent
from PySide6.QtGui import QDropEvent

from app.store.kinds import RecordKind
from app.ui.photos.pictures import dragged

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.store.store import Store
    from app.ui.photos.dialog import PhotoInboxDialog
    from app.ui.records.rows import RecordRow
    from app.ui.records.tab import RecordTab

_DRAGS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)


class RecordDrop(QObject):
    """Watches `window` for the inbox's drags while `inbox` lives (its child: it goes with
    it). `products` and `store`: the tab and the store in front, read when a drag comes."""

    def __init__(
        self,
        window: QWidget,
        inbox: PhotoInboxDialog,
        products: Callable[[], RecordTab[Any] | None],
        store: Callable[[], Store],
    ) -> None:
        super().__init__(inbox)
        self.window, self.inbox = window, inbox
        self._products, self._store = products, store
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window or event.type() not in _DRAGS:
            return False
        assert isinstance(event, QDropEvent)  # a drag move and a drag enter are drop events
        found = dragged(event.mimeData())
        if found is None or not shiboken6.isValid(self.inbox):
            return False  # the window's own: folders and pictures from outside
        row = self.row_at(event.position().toPoint())
        if event.type() == QEvent.Type.DragEnter:
            event.acceptProposedAction()  # moves over the window come, to find a row
        elif row is None:
            event.ignore()  # not on a product: the pointer says no drop here
        elif event.type() == QEvent.Type.Drop:
            event.acceptProposedAction()
            self.dropped(found, row)
        else:
            assert isinstance(event, QDragMoveEvent)
            event.acceptProposedAction()
        return True

    def row_at(self, at: QPoint) -> RecordRow | None:
        """The product row under `at` (in the window's coordinates), where the Products list
        is in view."""
        tab = self._products()
        if tab is None or tab.KIND is not RecordKind.PRODUCT or not tab.isVisible():
            return None
        viewport = tab.table.viewport()
        inside = viewport.mapFrom(self.window, at)
        if not viewport.rect().contains(inside):
            return None
        index = tab.table.indexAt(inside)
        return tab.model.row_at(index.row()) if index.isValid() else None

    def dropped(self, found: tuple[int, list[int] | None], row: RecordRow) -> None:
        from app.work.photos import target_of_record

        target = target_of_record(self._store(), draft_id=row.draft_id, server_id=row.server_id)
        self.inbox.move_to_record(*found, target)
