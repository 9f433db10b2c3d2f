"""The images (and files) of a record: copying them into the store, and a strip of their
thumbnails and upload states, decoded on a worker thread one by one (forty photos stay smooth)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QListView,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.imaging.thumbnails import (
    UnreadablePictureError,
    check_picture,
    looks_like_picture,
    read_thumbnail,
)
from app.store.attachments import Attachment, AttachmentRole, AttachmentStore, Owner, UploadState
from app.ui.message_table import describe
from app.ui.operations import Op
from app.ui.record_table import Column, RecordTableModel
from app.ui.records.form import hint_label

THUMB_PX = 96


_Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class AttachmentView:
    """What the strip shows of one attachment (plain data from the store)."""

    id: str
    name: str
    path: Path | None
    is_image: bool
    upload_state: str  # pending, uploading, uploaded, failed, removing
    error: str = ""


class AttachmentListModel(RecordTableModel[AttachmentView]):
    """One column: name and upload state, the thumbnail beside them."""

    IdRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: Any = None) -> None:
        super().__init__([Column("", _caption)], parent)
        self.thumbnails: dict[str, QIcon] = {}

    @property
    def items(self) -> list[AttachmentView]:
        return self.records

    def set_thumbnail(self, attachment_id: str, pixmap: QPixmap) -> None:
        self.thumbnails[attachment_id] = QIcon(pixmap)
        for row, item in enumerate(self.records):
            if item.id == attachment_id:
                index = self.index(row, 0)
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.records):
            return None
        item = self.records[index.row()]
        if role == Qt.ItemDataRole.DecorationRole:
            return self.thumbnails.get(item.id)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _caption(item) + (f"\n{item.error}" if item.error else "")
        if role == self.IdRole:
            return item.id
        return super().data(index, role)


def _caption(item: AttachmentView) -> str:
    return f"{item.name}\n{upload_state_label(item.upload_state)}"


# An upload state: its label (translated in the context "ImageStrip") and its dot's colour.
_UPLOAD_STATES = {
    "pending": (QT_TRANSLATE_NOOP("ImageStrip", "Not uploaded yet"), "#64748b"),
    "uploading": (QT_TRANSLATE_NOOP("ImageStrip", "Uploading…"), "#3730a3"),
    "uploaded": (QT_TRANSLATE_NOOP("ImageStrip", "Uploaded"), "#166534"),
    "failed": (QT_TRANSLATE_NOOP("ImageStrip", "Upload failed"), "#b91c1c"),
    "removing": (QT_TRANSLATE_NOOP("ImageStrip", "Removed on next sync"), "#92400e"),
}


def upload_state_label(state: str) -> str:
    label = _UPLOAD_STATES[state][0] if state in _UPLOAD_STATES else None
    return QCoreApplication.translate("ImageStrip", str(label)) if label else state


def _badged(pixmap: QPixmap, state: str) -> QPixmap:
    """The thumbnail with a small dot in the corner showing its upload state."""
    result = QPixmap(QSize(THUMB_PX, THUMB_PX))
    result.fill(QColor(0, 0, 0, 0))
    painter = QPainter(result)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = (THUMB_PX - pixmap.width()) // 2
    y = (THUMB_PX - pixmap.height()) // 2
    painter.drawPixmap(x, y, pixmap)
    painter.setPen(QColor("white"))
    painter.setBrush(QColor(_UPLOAD_STATES.get(state, ("", "#64748b"))[1]))
    painter.drawEllipse(THUMB_PX - 18, THUMB_PX - 18, 14, 14)
    painter.end()
    return result


class ImageStrip(QGroupBox):
    """The strip of a form; `pictures_only` where a record has no files (a project)."""

    files_chosen = Signal(list)
    remove_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, pictures_only: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("imageStrip")
        self.pictures_only = pictures_only
        self.model = AttachmentListModel(self)
        self._sources: dict[str, QImage] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        self.view = QListView(self)
        self.view.setObjectName("imageList")
        self.view.setModel(self.model)
        self.view.setViewMode(QListView.ViewMode.IconMode)  # left to right, wrapping
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setIconSize(QSize(THUMB_PX, THUMB_PX))
        self.view.setGridSize(QSize(THUMB_PX + 40, THUMB_PX + 52))
        self.view.setSpacing(4)
        self.view.setUniformItemSizes(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.view.setMinimumHeight(THUMB_PX + 64)
        self.view.setSelectionMode(QListView.SelectionMode.ExtendedSelection)
        if pictures_only:
            self.setTitle(self.tr("Images"))
            hint = self.tr("Drag pictures here, or use the button below.")
            self.add_button = QPushButton(self.tr("Add pictures…"), self)
        else:
            self.setTitle(self.tr("Images and files"))
            hint = self.tr("Drag pictures or files here, or use the buttons below.")
            self.add_button = QPushButton(self.tr("Add pictures or files…"), self)
        self.hint = hint_label(hint, self)
        layout.addWidget(self.hint)
        layout.addWidget(self.view)
        buttons = QHBoxLayout()
        self.add_button.clicked.connect(self._choose_files)
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.clicked.connect(self._remove_selected)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self._placeholder = self.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon)

    def set_items(self, items: list[AttachmentView]) -> None:
        self.model.set_records(items)
        self.hint.setVisible(not items)
        for item in items:
            self._show_thumbnail(item)

    def _show_thumbnail(self, item: AttachmentView) -> None:
        """The picture when read, the placeholder meanwhile (and for a file); badged."""
        source = self._sources.get(item.id)
        shown = self._placeholder.pixmap(48, 48) if source is None else QPixmap.fromImage(source)
        self.model.set_thumbnail(item.id, _badged(shown, item.upload_state))
        path = item.path
        if source is not None or not item.is_image or path is None:
            return

        def loaded(image: QImage, item: AttachmentView = item) -> None:
            self._sources[item.id] = image
            current = next((i for i in self.model.items if i.id == item.id), None)
            if current is not None:
                self._show_thumbnail(current)  # read now: the picture, badged

        def unreadable(_exc: BaseException, item: AttachmentView = item) -> None:
            error = self.tr("This picture cannot be shown.")
            items = self.model.items
            items[:] = [replace(i, error=error) if i.id == item.id else i for i in items]

        Op(self, asyncio.to_thread(read_thumbnail, path, THUMB_PX), name="thumbnail").success(
            loaded
        ).failure(unreadable).run()

    def pending_thumbnails(self) -> int:
        return sum(1 for item in self.model.items if item.is_image and item.id not in self._sources)

    def _choose_files(self) -> None:
        pictures = self.tr("Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)")
        # The dialog is named after the button that opens it.
        dialog = QFileDialog(self, self.add_button.text().removesuffix("…"))
        everything = [] if self.pictures_only else [self.tr("All files (*)")]
        dialog.setNameFilters([pictures, *everything])
        dialog.setObjectName("imageDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.filesSelected.connect(lambda files: self.files_chosen.emit(list(files)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _remove_selected(self) -> None:
        for index in self.view.selectionModel().selectedIndexes():
            self.remove_requested.emit(index.data(AttachmentListModel.IdRole))


def attachment_view(item: Attachment) -> AttachmentView:
    if item.upload_state is UploadState.DELETE_PENDING:
        state = "removing"
    elif item.upload_state is UploadState.UPLOADED:
        state = "uploaded"
    elif item.upload_error:
        state = "failed"
    elif item.upload_attempted_at is not None:
        state = "uploading"
    else:
        state = "pending"
    return AttachmentView(
        id=item.id,
        name=item.file_name,
        path=item.path,
        is_image=item.role is AttachmentRole.IMAGE,
        upload_state=state,
        # The sync engine records why an upload failed as a notice (a code).
        error=describe(item.upload_error),
    )


async def attach_files(
    store: AttachmentStore, owner: Owner, files: list[Path], *, pictures_only: bool
) -> tuple[int, list[str]]:
    """Copy the files into the data folder on a worker thread; (added, refused names). A picture
    that cannot be read is refused; another file is attached as a file, unless `pictures_only`."""

    def attach(path: Path) -> bool:
        if not looks_like_picture(path):
            if pictures_only:
                return False
            store.attach_file(owner, path, AttachmentRole.FILE)
            return True
        try:
            check_picture(path)
        except UnreadablePictureError:
            return False
        store.attach_file(owner, path, AttachmentRole.IMAGE)
        return True

    attached = [(path, await asyncio.to_thread(attach, path)) for path in files]
    refused = [path.name for path, added in attached if not added]
    return len(files) - len(refused), refused
