"""The images (and files) of a record: a strip of their thumbnails and upload states, decoded
on a worker thread one by one (forty photos stay smooth), with why one is not sent. What is
attached, replaced or removed is an operation of `app.work.attaching`, which the tab runs.
Beside the local ones, what the server holds of the record: its pictures' thumbnails kept on
disk (`ThumbnailCache`), else downloaded with the token when online; a placeholder meanwhile."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QIcon
from PySide6.QtGui import QImage
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QListView
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.imaging.thumbnails import read_thumbnail
from app.imaging.thumbnails import thumbnail_from_bytes
from app.store.attachments import Attachment
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.server_media import ServerAttachment
from app.store.server_media import ThumbnailCache
from app.ui import file_places
from app.ui import theme
from app.ui.message_table import describe
from app.ui.operations import Op
from app.ui.record_table import Column
from app.ui.record_table import ModelIndex
from app.ui.record_table import RecordTableModel
from app.ui.records.field_labels import hint_label

if TYPE_CHECKING:
    from app.api.client import ServiceClient

log = logging.getLogger(__name__)

THUMB_PX = 96


@dataclass(frozen=True)
class AttachmentView:
    """What the strip shows of one attachment (plain data from the store)."""

    id: str
    name: str
    path: Path | None
    is_image: bool
    upload_state: str  # pending, uploading, uploaded, failed, held, removing, on_server
    error: str = ""
    server_id: str | None = None  # its id on the server, once uploaded
    # What the server holds of the record, never copied here (its thumbnail is downloaded).
    server: ServerAttachment | None = None

    @property
    def picture_key(self) -> str:
        """Its thumbnail's key: a server picture's is its own, shown or being removed."""
        return f"server:{self.server.server_id}" if self.server is not None else self.id


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

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
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


# An upload state's label (translated in the context "ImageStrip"); its dot's colour is the
# theme's (`app.ui.theme`), per colour scheme.
_UPLOAD_STATES = {
    "pending": QT_TRANSLATE_NOOP("ImageStrip", "Not uploaded yet"),
    "uploading": QT_TRANSLATE_NOOP("ImageStrip", "Uploading…"),
    "uploaded": QT_TRANSLATE_NOOP("ImageStrip", "Uploaded"),
    "failed": QT_TRANSLATE_NOOP("ImageStrip", "Upload failed"),
    "held": QT_TRANSLATE_NOOP("ImageStrip", "Not sent: needs attention"),
    "removing": QT_TRANSLATE_NOOP("ImageStrip", "Removed on next sync"),
    "on_server": QT_TRANSLATE_NOOP("ImageStrip", "On the server"),
}


def upload_state_label(state: str) -> str:
    label = _UPLOAD_STATES.get(state)
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
    scheme = theme.current()
    painter.setPen(QColor(scheme.colours["surface"]))  # a ring that parts it from the photo
    painter.setBrush(scheme.dot("failed" if state == "held" else state))
    painter.drawEllipse(THUMB_PX - 18, THUMB_PX - 18, 14, 14)
    painter.end()
    return result


class ServerPictures:
    """Thumbnails of the pictures a record has on the server: kept ones from the disk, else
    downloaded with the token (and kept); None while offline with none kept."""

    def __init__(self, cache: ThumbnailCache, client: Callable[[], ServiceClient | None]) -> None:
        self.cache = cache
        self.client = client

    async def thumbnail(self, item: ServerAttachment) -> QImage | None:
        from app.work.pictures import server_thumbnail

        png = await server_thumbnail(self.cache, self.client(), item, _thumbnail_png)
        if png is None:
            return None
        image, _png = await asyncio.to_thread(thumbnail_from_bytes, png, THUMB_PX)
        return image


def _thumbnail_png(data: bytes) -> bytes:
    return thumbnail_from_bytes(data, THUMB_PX)[1]


def with_server_items(
    local: list[AttachmentView], server: list[AttachmentView]
) -> list[AttachmentView]:
    """The local attachments, then what the server holds that has no local copy: a server
    attachment whose delete is queued shows as being removed (the id of its queued row)."""
    # An image and a file may share an id on the server.
    by_server_id: dict[tuple[bool, str | None], AttachmentView] = {
        (i.is_image, i.server_id): i for i in local if i.server_id is not None
    }
    shown = [item for item in local if item.path is not None]
    for item in server:
        mine = by_server_id.get((item.is_image, item.server_id))
        if mine is None:
            shown.append(item)
        elif mine.path is None:  # its delete, queued
            shown.append(replace(item, id=mine.id, upload_state=mine.upload_state))
    # A queued delete the server's list (as cached) no longer names: shown till it is done.
    listed = {(item.is_image, item.server_id) for item in server}
    shown += [i for i in local if i.path is None and (i.is_image, i.server_id) not in listed]
    return shown


class ImageStrip(QGroupBox):
    """The strip of a form; `pictures_only` where a record has no files (a project)."""

    files_chosen = Signal(list)
    remove_requested = Signal(str)
    server_removal_requested = Signal(object)  # a ServerAttachment
    removal_undone = Signal(str)  # the id of the queued delete
    replace_requested = Signal(str, str)  # the attachment's id, the file to put in its place

    def __init__(self, parent: QWidget | None = None, *, pictures_only: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("imageStrip")
        self.pictures_only = pictures_only
        self.model = AttachmentListModel(self)
        self._sources: dict[str, QImage] = {}
        self._loading: set[str] = set()
        self._failed: set[str] = set()  # tried again when another record is shown
        self._local: list[AttachmentView] = []
        self._server: list[AttachmentView] = []
        # Set by a form whose records hold pictures on the server.
        self.server_pictures: ServerPictures | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        self.view = QListView(self)
        self.view.setObjectName("imageList")
        self.view.setModel(self.model)
        self.view.setViewMode(QListView.ViewMode.IconMode)  # left to right, wrapping
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setIconSize(QSize(THUMB_PX, THUMB_PX))
        # Two lines of caption: the name, and a state that may wrap once.
        self.view.setGridSize(QSize(THUMB_PX + 48, THUMB_PX + 60))
        self.view.setWordWrap(True)
        self.view.setSpacing(4)
        self.view.setUniformItemSizes(False)
        self.view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.view.setMinimumHeight(THUMB_PX + 72)
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
        self.keep_button = QPushButton(self.tr("Keep"), self)
        self.keep_button.setToolTip(self.tr("Keep what was to be removed at the next sync"))
        self.keep_button.clicked.connect(self._keep_selected)
        self.replace_button = QPushButton(self.tr("Replace…"), self)
        self.replace_button.setToolTip(self.tr("Put another file in the place of this one"))
        self.replace_button.clicked.connect(self._choose_replacement)
        # Why an attachment is not sent, in words (its caption has room for a state only).
        self.reasons = hint_label("", self)
        self.reasons.setObjectName("attachmentReasons")
        # What the last adding refused (and where a link pointed), for the record it was for.
        self.said = hint_label("", self)
        self.said.setObjectName("attachmentRefusals")
        self.said.hide()
        self._said_for: frozenset[str] = frozenset()
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.keep_button)
        buttons.addWidget(self.replace_button)
        buttons.addStretch(1)
        layout.addWidget(self.said)
        layout.addWidget(self.reasons)
        layout.addLayout(buttons)
        self._placeholder = self.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon)
        self._broken = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._selection_changed()
        # The upload dots are painted into the thumbnails: painted again in a new scheme.
        theme.changed().connect(self._rebadge)

    def _rebadge(self) -> None:
        for item in list(self.model.items):
            self._show_thumbnail(item)

    def set_items(self, items: list[AttachmentView]) -> None:
        """The record's local attachments (those of the server are set apart)."""
        self._local = items
        shown = with_server_items(items, self._server)
        self.model.set_records(shown)
        self.hint.setVisible(not shown)
        for item in shown:
            self._show_thumbnail(item)
        self._selection_changed()

    def say(self, sentences: list[str], owners: frozenset[str]) -> None:
        """What adding files to the record of `owners` refused, and why (empty: nothing)."""
        self._said_for = owners
        self.said.setText("\n".join(sentences))
        self.said.setVisible(bool(sentences))

    def showing(self, owners: frozenset[str]) -> None:
        """The strip shows the record of `owners` now: what was said of another one goes."""
        if owners != self._said_for:
            self.say([], owners)

    def set_server_items(self, items: list[ServerAttachment]) -> None:
        """What the server holds of the record in the form (as the offline list has it)."""
        if {i.record for i in items} != {i.server.record for i in self._server if i.server}:
            self._failed.clear()
        self._server = [
            AttachmentView(
                id=f"server:{item.role}:{item.server_id}",
                name=item.name,
                path=None,
                is_image=item.role is AttachmentRole.IMAGE,
                upload_state="on_server",
                server_id=item.server_id,
                server=item,
            )
            for item in items
        ]
        self.set_items(self._local)

    def _show_thumbnail(self, item: AttachmentView) -> None:
        """The picture when read, the placeholder meanwhile (and for a file); badged."""
        key = item.picture_key
        source = self._sources.get(key)
        shown = self._placeholder.pixmap(48, 48) if source is None else QPixmap.fromImage(source)
        if item.error or key in self._failed:
            shown = self._broken.pixmap(48, 48)
        self.model.set_thumbnail(item.id, _badged(shown, item.upload_state))
        if source is not None or not item.is_image or item.error:
            return
        if key in self._loading or key in self._failed:
            return
        if item.server is not None:
            if self.server_pictures is None:
                return
            work = self.server_pictures.thumbnail(item.server)
        elif item.path is not None:
            work = asyncio.to_thread(read_thumbnail, item.path, THUMB_PX)
        else:
            return

        def loaded(image: QImage | None) -> None:
            self._loading.discard(key)
            if image is None:  # offline, none kept: the placeholder stays
                return
            self._sources[key] = image
            for current in self.model.items:
                if current.picture_key == key:
                    self._show_thumbnail(current)  # read now: the picture, badged

        def unreadable(exc: BaseException) -> None:
            self._loading.discard(key)
            self._failed.add(key)
            log.warning("thumbnail of %s not shown: %s", item.name, exc)
            error = self.tr("This picture cannot be shown.")
            items = self.model.items
            items[:] = [replace(i, error=error) if i.picture_key == key else i for i in items]
            for current in items:
                if current.picture_key == key:
                    self._show_thumbnail(current)  # the broken picture

        self._loading.add(key)
        Op(self, work, name="thumbnail").success(loaded).failure(unreadable).run()

    def pending_thumbnails(self) -> int:
        return sum(1 for item in self.model.items if item.picture_key in self._loading)

    def _choose_files(self) -> None:
        pictures = self.tr("Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)")
        # The dialog is named after the button that opens it.
        dialog = QFileDialog(self, self.add_button.text().removesuffix("…"))
        everything = [] if self.pictures_only else [self.tr("All files (*)")]
        dialog.setNameFilters([pictures, *everything])
        dialog.setObjectName("imageDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        file_places.place(dialog, file_places.PICTURES)
        dialog.filesSelected.connect(lambda files: self.files_chosen.emit(list(files)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _selected(self) -> list[AttachmentView]:
        items = self.model.items
        return [items[index.row()] for index in self.view.selectionModel().selectedIndexes()]

    def _selection_changed(self) -> None:
        selected = self._selected()
        items = self.model.items
        self.keep_button.setVisible(any(i.upload_state == "removing" for i in items))
        self.keep_button.setEnabled(any(i.upload_state == "removing" for i in selected))
        self.remove_button.setEnabled(any(i.upload_state != "removing" for i in selected))
        stuck = [i for i in items if i.upload_state in _NOT_SENT and i.server is None]
        self.replace_button.setVisible(bool(stuck))
        self.replace_button.setEnabled(
            len(selected) == 1 and selected[0].upload_state in _NOT_SENT and not selected[0].server
        )
        # Each reason names its file.
        self.reasons.setText("\n".join(i.error for i in stuck if i.error))
        self.reasons.setVisible(any(i.error for i in stuck))

    def _choose_replacement(self) -> None:
        selected = self._selected()
        if len(selected) != 1:
            return
        item = selected[0]
        dialog = QFileDialog(self, self.replace_button.text().removesuffix("…"))
        dialog.setObjectName("replaceDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        file_places.place(dialog, file_places.PICTURES)
        dialog.fileSelected.connect(lambda file: self.replace_requested.emit(item.id, file))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _remove_selected(self) -> None:
        for item in self._selected():
            if item.upload_state == "removing":
                continue
            if item.server is not None and item.upload_state == "on_server":
                self.server_removal_requested.emit(item.server)
            else:
                self.remove_requested.emit(item.id)

    def _keep_selected(self) -> None:
        for item in self._selected():
            if item.upload_state == "removing":
                self.removal_undone.emit(item.id)


# The states of an attachment that is not on its way: it can be replaced, its reason shown.
_NOT_SENT = frozenset({"held", "failed"})


def attachment_view(item: Attachment) -> AttachmentView:
    if item.upload_state is UploadState.DELETE_PENDING:
        state = "removing"
    elif item.upload_state is UploadState.UPLOADED:
        state = "uploaded"
    elif item.held:
        state = "held"
    elif item.upload_error:
        state = "failed"
    elif item.upload_attempted_at is not None:
        state = "uploading"
    else:
        state = "pending"
    return AttachmentView(
        id=item.id,
        name=item.file_name,
        path=None if item.on_server_only else item.path,
        is_image=item.role is AttachmentRole.IMAGE,
        upload_state=state,
        # The sync engine records why an upload failed as a notice (a code).
        error=describe(item.upload_error),
        server_id=item.server_id,
    )


def keep_report_preview(attachment: Attachment) -> None:
    """The project report's preview of a photo, made as it is attached (on the worker thread,
    its file fresh in the disk's cache): a report of 1,000 photos then reads 1,000 small
    previews instead of decoding 1,000 photos (see app/report/previews.py)."""
    from app.report.canvas import load_photo
    from app.report.data import LocalPhoto
    from app.report.previews import default_previews

    load_photo(LocalPhoto(attachment.path, attachment.sha256), default_previews())
