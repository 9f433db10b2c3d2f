"""One group's pictures in the inbox, as a list model over plain data (`InboxPicture`): the
name, the thumbnail (the label picture marked), the tick that says it is attached, and for
a picture left unassigned the reason in the user's words. A picture is dragged to another
group as its place in the inbox (`PICTURES_MIME`), a whole group by its handle as the group's
model (`GROUP_MIME`): the inbox (`dialog`) moves them, so a drag and a keyboard move are the
same move.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPixmap

from app.api.notices import Notice
from app.photos.pictures import PictureReading
from app.ui import theme
from app.ui.message_table import describe

PICTURES_MIME = "application/x-reuse-desk-inbox-pictures"
GROUP_MIME = "application/x-reuse-desk-inbox-group"
THUMB_PX = 128

Index = QModelIndex | QPersistentModelIndex
# (the model dropped on, the key of the model dragged from, its rows or None for all of them,
# a whole group): the inbox moves them.
Dropped = Callable[["PictureModel", int, list[int] | None], None]


def group_mime(model: PictureModel) -> QMimeData:
    """A whole group dragged by its handle: the model of its pictures."""
    data = QMimeData()
    # Within this window only: the model dragged from, by its place in memory.
    data.setData(GROUP_MIME, QByteArray(str(id(model)).encode("ascii")))
    return data


def dragged(data: QMimeData) -> tuple[int, list[int] | None] | None:
    """What a drag in the inbox carries: the key of the model dragged from, and its rows
    (None: the whole group); None for anything else (another program's data of these types
    included: nothing is moved)."""
    try:
        if data.hasFormat(GROUP_MIME):
            return int(bytes(data.data(GROUP_MIME).data()).decode("ascii", "replace")), None
        if data.hasFormat(PICTURES_MIME):
            text = bytes(data.data(PICTURES_MIME).data()).decode("ascii", "replace")
            source, _, rows = text.partition(":")
            return int(source), [int(r) for r in rows.split(",") if r]
    except ValueError:
        return None
    return None


@dataclass(eq=False)
class InboxPicture:
    """A picture in the inbox. `label`: it shows its group's label (not attached unless
    ticked). `attach`: ticked. `reason`: why it is unassigned (or not attached again)."""

    reading: PictureReading
    label: bool = False
    attach: bool = True
    reason: Notice | None = None

    @property
    def name(self) -> str:
        return self.reading.path.name


def marked(pixmap: QPixmap, text: str) -> QPixmap:
    """`pixmap` with a band saying `text` along its foot (the label picture)."""
    shown = QPixmap(pixmap)
    painter = QPainter(shown)
    band = QRect(0, shown.height() - 22, shown.width(), 22)
    painter.fillRect(band, QColor(theme.PHOTO_BAND))
    painter.setPen(QColor(theme.PHOTO_BAND_TEXT))
    font = QFont(painter.font())
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return shown


class PictureModel(QAbstractListModel):
    """The pictures of one group (or of *Niet toegewezen*, where `checkable` is False: there
    is no record to attach them to)."""

    def __init__(
        self,
        *,
        checkable: bool,
        thumbnail: Callable[[InboxPicture], QPixmap],
        label_text: Callable[[], str],
        dropped: Dropped,
    ) -> None:
        super().__init__()
        self.items: list[InboxPicture] = []
        self.checkable = checkable
        self._thumbnail = thumbnail
        self._label_text = label_text
        self._dropped = dropped

    # -- the pictures ---------------------------------------------------------------
    def add(self, pictures: Sequence[InboxPicture]) -> None:
        if not pictures:
            return
        start = len(self.items)
        self.beginInsertRows(QModelIndex(), start, start + len(pictures) - 1)
        self.items.extend(pictures)
        self.endInsertRows()

    def take(self, rows: Sequence[int]) -> list[InboxPicture]:
        """The pictures at `rows`, taken out of the group (in their order)."""
        taken = [self.items[row] for row in sorted(set(rows)) if 0 <= row < len(self.items)]
        for row in sorted(set(rows), reverse=True):
            if 0 <= row < len(self.items):
                self.beginRemoveRows(QModelIndex(), row, row)
                del self.items[row]
                self.endRemoveRows()
        return taken

    def picture_changed(self, picture: InboxPicture) -> None:
        for row, item in enumerate(self.items):
            if item is picture:
                at = self.index(row)
                self.dataChanged.emit(at, at)

    def ticked(self) -> list[InboxPicture]:
        return [p for p in self.items if p.attach] if self.checkable else []

    # -- the model ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.items):
            return None
        picture = self.items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if picture.reason is not None and not self.checkable:
                return f"{picture.name}\n{describe(picture.reason)}"
            return picture.name
        if role == Qt.ItemDataRole.DecorationRole:
            shown = self._thumbnail(picture)
            return marked(shown, self._label_text()) if picture.label else shown
        if role == Qt.ItemDataRole.CheckStateRole and self.checkable:
            return Qt.CheckState.Checked if picture.attach else Qt.CheckState.Unchecked
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            if picture.reason is not None:
                return describe(picture.reason)
            if picture.label:
                return self._label_text()
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.CheckStateRole or not self.checkable or not index.isValid():
            return False
        state = value if isinstance(value, Qt.CheckState) else Qt.CheckState(value)
        self.items[index.row()].attach = state == Qt.CheckState.Checked
        self.dataChanged.emit(index, index, [role])
        return True

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemNeverHasChildren
        )
        return flags | Qt.ItemFlag.ItemIsUserCheckable if self.checkable else flags

    # -- dragging a picture or a whole group to another group -----------------------
    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [PICTURES_MIME, GROUP_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        # Within this window only: the model dragged from, by its place in memory.
        text = f"{id(self)}:" + ",".join(str(row) for row in rows)
        data.setData(PICTURES_MIME, QByteArray(text.encode("ascii")))
        return data

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        found = dragged(data) if action == Qt.DropAction.MoveAction else None
        if found is None:
            return False
        self._dropped(self, *found)
        # The inbox has moved them: False keeps the view dragged from removing them again.
        return False
