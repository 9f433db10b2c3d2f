"""The photo inbox: the pictures read (off the window's thread, with progress and Stop) and
grouped by their labels, shown before anything is attached, a section per group: the record
it goes to (title, reference, environment) and its pictures, the label picture marked and
not ticked. *Niet toegewezen* holds the pictures that match nothing, each with its reason.

The user moves pictures between groups by dragging them, or with the keyboard: Ctrl+Up and
Ctrl+Down (or Ctrl+Left and Ctrl+Right) to the group before or after, Ctrl+M for *Verplaatsen
naar…* naming every group. A whole group moves by its handle (*Groep verplaatsen…*): dragged
onto another group (its pictures or its heading), or clicked (Space) for the menu naming every
other group; from its pictures, Ctrl+Shift+M for that menu and Ctrl+Shift+arrows to the group
before or after. Either way its pictures join the other group as moved pictures do (the label
picture unticked), and nothing is attached before *Toevoegen*. The user makes a new product of
the pictures selected; skips pictures by taking their tick away (Space, or Delete).
*Toevoegen* attaches what is ticked as one operation (`app.work.photos.attach_photos`),
published on the change hub, and takes what was
attached out of the inbox: the same pictures cannot be added twice.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import threading
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtCore import QItemSelection
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QDrag
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtGui import QDropEvent
from PySide6.QtGui import QIcon
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QMouseEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListView
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QProgressBar
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.notices import Notice
from app.imaging.thumbnails import UnreadablePictureError
from app.imaging.thumbnails import read_thumbnail
from app.photos.grouping import DEFAULT_PAUSE
from app.photos.grouping import Target
from app.photos.inbox import Attached
from app.photos.inbox import FolderUnreadableError
from app.photos.inbox import InboxPlan
from app.photos.inbox import TooManyPicturesError
from app.ui.message_line import wrapped_label
from app.ui.message_table import describe
from app.ui.operations import Op
from app.ui.photos.pictures import THUMB_PX
from app.ui.photos.pictures import InboxPicture
from app.ui.photos.pictures import PictureModel
from app.ui.photos.pictures import dragged
from app.ui.photos.pictures import group_mime

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.store.store import Store
    from app.ui.change_hub import ChangeHub
    from app.work.changes import Outcome
    from app.work.photos import PhotoBatch

log = logging.getLogger(__name__)

# A phone's photos are mostly 4:3 across: the row is as high as those, a portrait is smaller.
ICON = QSize(THUMB_PX, THUMB_PX * 3 // 4)
GRID = QSize(THUMB_PX + 24, ICON.height() + 26)
SMALL_PX = THUMB_PX // 2  # in *Niet toegewezen*, beside the reason
UNASSIGNED_ROWS = 5  # shown at once; more scroll


class SectionKind(Enum):
    GROUP = "group"  # a label's record
    NEW = "new"  # a new product, made of its pictures on Toevoegen
    UNASSIGNED = "unassigned"


class PictureView(QListView):
    """A group's pictures in a row; Ctrl+arrows move the selected ones to the group before
    or after, Ctrl+M asks where, Delete takes their tick away; with Shift, the whole group."""

    moved = Signal(object, int)  # (the view, -1 or +1)
    move_asked = Signal(object)
    group_moved = Signal(object, int)
    group_move_asked = Signal(object)
    skip_asked = Signal(object)
    focused = Signal(object)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, ctrl = event.key(), event.modifiers() & Qt.KeyboardModifier.ControlModifier
        shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if ctrl and shift and key in (Qt.Key.Key_Up, Qt.Key.Key_Left):
            self.group_moved.emit(self, -1)
        elif ctrl and shift and key in (Qt.Key.Key_Down, Qt.Key.Key_Right):
            self.group_moved.emit(self, 1)
        elif ctrl and shift and key == Qt.Key.Key_M:
            self.group_move_asked.emit(self)
        elif ctrl and key in (Qt.Key.Key_Up, Qt.Key.Key_Left):
            self.moved.emit(self, -1)
        elif ctrl and key in (Qt.Key.Key_Down, Qt.Key.Key_Right):
            self.moved.emit(self, 1)
        elif ctrl and key == Qt.Key.Key_M:
            self.move_asked.emit(self)
        elif key == Qt.Key.Key_Delete and not event.modifiers():
            self.skip_asked.emit(self)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: object) -> None:
        super().focusInEvent(event)  # type: ignore[arg-type]
        self.focused.emit(self)


class GroupHandle(QToolButton):
    """The handle a whole group is moved by: dragged, it carries the group (`GROUP_MIME`)
    onto another; clicked (or Space), it asks where."""

    drag_started = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("inboxGroupHandle")
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._pressed: QPoint | None = None
        self._grip()

    def _grip(self) -> None:
        """Six dots beside the text, as handles to drag by are drawn, in the text's colour
        (painted: no font need have the glyph)."""
        ratio = self.devicePixelRatioF()
        size = QSize(10, 16)
        grip = QPixmap(size * ratio)
        grip.setDevicePixelRatio(ratio)
        grip.fill(Qt.GlobalColor.transparent)
        painter = QPainter(grip)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().buttonText())
        for column in (2.5, 7.5):
            for row in (3.0, 8.0, 13.0):
                painter.drawEllipse(QPointF(column, row), 1.6, 1.6)
        painter.end()
        self.setIcon(QIcon(grip))
        self.setIconSize(size)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the scheme changed: dots to match
            self._grip()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pressed = self._pressed
        moved = pressed is not None and (
            (event.position().toPoint() - pressed).manhattanLength()
            >= QApplication.startDragDistance()
        )
        if not moved:
            super().mouseMoveEvent(event)
            return
        # A drag, not a click: the button lets go without being clicked.
        self._pressed = None
        self.setDown(False)
        self.drag_started.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._pressed = None
        super().mouseReleaseEvent(event)


class GroupFrame(QFrame):
    """A group's frame: a group or pictures dropped on its heading join it, as on its
    pictures."""

    group_dropped = Signal(object, object)  # (the key of the model dragged from, its rows)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dragged(event.mimeData()) is not None:
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()

    def dropEvent(self, event: QDropEvent) -> None:
        if (found := dragged(event.mimeData())) is not None:
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
            self.group_dropped.emit(*found)


@dataclass(eq=False)
class Section:
    """One group in the inbox: its frame, its pictures' model and view, the handle it is
    moved by (none for *Niet toegewezen*)."""

    kind: SectionKind
    target: Target | None
    frame: QFrame
    model: PictureModel
    view: PictureView
    title: QLabel
    name: QLineEdit | None = None  # a new product's name
    handle: GroupHandle | None = None

    def heading(self) -> str:
        return self.title.text()


class PhotoInboxDialog(QDialog):
    """Open with `open()` (or `show()`), then `read(paths)`; `read_done` when a read ended,
    `attached` with what *Toevoegen* did."""

    read_done = Signal()
    attached = Signal(object)
    _progressed = Signal(int, int)  # from the reading threads

    def __init__(
        self,
        store: Store,
        hub: ChangeHub,
        *,
        pause: dt.timedelta = DEFAULT_PAUSE,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("photoInbox")
        self.setWindowTitle(self.tr("Photo inbox"))
        self.setSizeGripEnabled(True)
        self._store, self._hub, self._pause = store, hub, pause
        self.sections: list[Section] = []
        self._thumbnails: dict[Path, QPixmap] = {}
        self._shown: set[Path] = set()  # every picture in the inbox, by its file
        self._waiting: list[Path] = []  # arrived while a read was under way
        self._stop: threading.Event | None = None
        self._current: PictureView | None = None
        self._small: dict[Path, QPixmap] = {}
        self._placeholder = QPixmap(ICON)
        self._placeholder.fill(QColor(128, 128, 128, 60))
        self._small_placeholder = self._placeholder.scaledToWidth(SMALL_PX)
        self.reading = False
        self.attaching = False
        self._build()
        self._progressed.connect(self._show_progress)
        self.unassigned = self._add_section(SectionKind.UNASSIGNED, None)
        self._fit_unassigned()
        self.resize(1040, 720)

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Each picture goes to the record whose label was photographed before it. "
                "Check the groups, move what is wrong (drag, or Ctrl+arrow keys; a whole group "
                "by its handle, or Ctrl+Shift+arrow keys), then Add."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        line = QHBoxLayout()
        self.status = wrapped_label(self, "inboxStatus")
        self.progress = QProgressBar(self)
        self.progress.setVisible(False)
        self.stop_button = QPushButton(self.tr("&Stop"), self)
        self.stop_button.setVisible(False)
        self.stop_button.clicked.connect(self.stop)
        line.addWidget(self.status, 1)
        line.addWidget(self.progress)
        line.addWidget(self.stop_button)
        layout.addLayout(line)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        body = QWidget(self.scroll_area)
        self.column = QVBoxLayout(body)
        self.column.addStretch(1)
        self.scroll_area.setWidget(body)
        layout.addWidget(self.scroll_area, 1)
        tools = QHBoxLayout()
        self.move_button = QPushButton(self.tr("&Move to…"), self)
        self.move_button.clicked.connect(lambda: self.ask_where(self._current))
        self.new_button = QPushButton(self.tr("&New product of the selection"), self)
        self.new_button.clicked.connect(self.new_product_of_selection)
        self.skip_button = QPushButton(self.tr("S&kip"), self)
        self.skip_button.setToolTip(self.tr("Take the tick away: the picture is not added."))
        self.skip_button.clicked.connect(lambda: self.skip(self._current))
        for button in (self.move_button, self.new_button, self.skip_button):
            tools.addWidget(button)
        tools.addStretch(1)
        layout.addLayout(tools)
        self.buttons = QDialogButtonBox(self)
        self.add_button = self.buttons.addButton(
            self.tr("&Add"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.add_button.setObjectName("inboxAdd")
        self.add_button.setEnabled(False)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self.add)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _add_section(self, kind: SectionKind, target: Target | None, *, name: str = "") -> Section:
        frame = GroupFrame(self)
        frame.setObjectName("inboxGroup")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(frame)
        header = QHBoxLayout()
        handle = None
        if kind is not SectionKind.UNASSIGNED:
            handle = GroupHandle(frame)
            handle.setText(self.tr("Move group…"))
            handle.setToolTip(
                self.tr(
                    "Drag onto another group to move all of these pictures there, or click to "
                    "choose the group (Ctrl+Shift+M)."
                )
            )
            header.addWidget(handle)
        title = QLabel(frame)
        title.setTextFormat(Qt.TextFormat.PlainText)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        header.addWidget(title)
        details = QLabel(frame)
        details.setObjectName("hint")
        header.addWidget(details, 1)
        name_edit = None
        if kind is SectionKind.NEW:
            name_edit = QLineEdit(name, frame)
            name_edit.setPlaceholderText(self.tr("Name of the new product"))
            name_edit.setAccessibleName(self.tr("Name of the new product"))
            header.addWidget(name_edit, 1)
        box.addLayout(header)
        model = PictureModel(
            checkable=kind is not SectionKind.UNASSIGNED,
            thumbnail=self._small_thumbnail if kind is SectionKind.UNASSIGNED else self._thumbnail,
            label_text=lambda: self.tr("Label"),
            dropped=self._dropped,
        )
        model.setParent(frame)
        view = PictureView(frame)
        view.setModel(model)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        view.setDefaultDropAction(Qt.DropAction.MoveAction)
        view.setIconSize(ICON)
        if kind is SectionKind.UNASSIGNED:
            view.setViewMode(QListView.ViewMode.ListMode)
            view.setWordWrap(True)
            view.setIconSize(self._small_placeholder.size())
            view.setSpacing(2)
            model.rowsInserted.connect(lambda *_: self._fit_unassigned())
            model.rowsRemoved.connect(lambda *_: self._fit_unassigned())
        else:
            view.setViewMode(QListView.ViewMode.IconMode)
            view.setMovement(QListView.Movement.Static)
            view.setFlow(QListView.Flow.LeftToRight)
            view.setWrapping(False)
            view.setGridSize(GRID)
            view.setUniformItemSizes(True)
            bar = view.horizontalScrollBar().sizeHint().height()
            view.setFixedHeight(GRID.height() + bar + 2 * view.frameWidth())
        view.setAccessibleName(self.tr("Pictures"))
        view.moved.connect(self.move_by)
        view.move_asked.connect(self.ask_where)
        view.group_moved.connect(self.move_group_by)
        view.group_move_asked.connect(lambda v: self.ask_where_group(self._section_of_view(v)))
        view.skip_asked.connect(self.skip)
        view.focused.connect(self._focused)
        box.addWidget(view)
        section = Section(kind, target, frame, model, view, title, name_edit, handle)
        frame.group_dropped.connect(lambda key, rows: self._dropped(section.model, key, rows))
        if handle is not None:
            handle.clicked.connect(lambda: self.ask_where_group(section))
            handle.drag_started.connect(lambda: self.drag_group(section))
        self._describe(section, details)
        model.rowsInserted.connect(lambda *_: self._count_changed())
        model.rowsRemoved.connect(lambda *_: self._count_changed())
        model.dataChanged.connect(lambda *_: self._count_changed())
        # Groups in the order they came, before the unassigned pictures at the end.
        at = len(self.sections) if kind is SectionKind.UNASSIGNED else len(self.sections) - 1
        self.column.insertWidget(at, frame)
        self.sections.insert(at, section)
        return section

    def _describe(self, section: Section, details: QLabel) -> None:
        if section.kind is SectionKind.UNASSIGNED:
            section.title.setText(self.tr("Unassigned"))
            details.setText(self.tr("Pictures that match no record here, with the reason."))
        elif section.kind is SectionKind.NEW:
            section.title.setText(self.tr("New product"))
            details.setText(self.tr("made of these pictures when you add them"))
        else:
            target = section.target
            assert target is not None
            section.title.setText(target.title or self.tr("(no name)"))
            where = target.environment if target.environment != "local" else self.tr("local")
            details.setText(f"{target.reference}  ·  {where}")

    def _thumbnail(self, picture: InboxPicture) -> QPixmap:
        return self._thumbnails.get(picture.reading.path, self._placeholder)

    def _small_thumbnail(self, picture: InboxPicture) -> QPixmap:
        path = picture.reading.path
        if path not in self._small and path in self._thumbnails:
            self._small[path] = self._thumbnails[path].scaledToWidth(
                SMALL_PX, Qt.TransformationMode.SmoothTransformation
            )
        return self._small.get(path, self._small_placeholder)

    def _fit_unassigned(self) -> None:
        """*Niet toegewezen* as high as its pictures, up to `UNASSIGNED_ROWS` of them."""
        view = self.unassigned.view
        rows = min(max(1, view.model().rowCount()), UNASSIGNED_ROWS)
        row = max(view.sizeHintForRow(0), self._small_placeholder.height()) + 2 * view.spacing()
        view.setFixedHeight(rows * row + 2 * view.frameWidth())
        section_frame = view.parentWidget()
        if section_frame is not None:
            section_frame.setVisible(view.model().rowCount() > 0)

    # -- reading --------------------------------------------------------------------------
    def read(self, dropped: list[Path]) -> asyncio.Task[InboxPlan] | None:
        """Read `dropped` (folders and pictures) on worker threads and show their groups;
        while a read is under way they wait for it."""
        from app.work.photos import read_inbox

        if self.reading:
            self._waiting.extend(dropped)
            return None
        self.reading = True
        self._stop = stop = threading.Event()
        self.progress.setRange(0, 0)  # until the pictures are counted
        self.progress.setVisible(True)
        self.stop_button.setVisible(True)
        self.stop_button.setEnabled(True)
        self.status.setText(self.tr("Looking for pictures…"))
        self._update_buttons()
        work = asyncio.to_thread(
            read_inbox,
            self._store,
            dropped,
            pause=self._pause,
            progress=self._progressed.emit,
            stop=stop,
        )
        return (
            Op(self, work, name="reading photos")
            .success(self._show_plan)
            .failure(self._not_read)
            .finally_(self._read_over)
            .run()
        )

    def stop(self) -> None:
        """No picture more is begun; those read are grouped and shown."""
        if self._stop is not None:
            self._stop.set()
            self.stop_button.setEnabled(False)
            self.status.setText(self.tr("Stopping…"))

    def _show_progress(self, done: int, total: int) -> None:
        if not self.reading:
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        if not self._stop or not self._stop.is_set():
            self.status.setText(
                self.tr("Reading pictures: %1 of %2")
                .replace("%1", str(done))
                .replace("%2", str(total))
            )

    def _read_over(self) -> None:
        self.reading = False
        self._stop = None
        self.progress.setVisible(False)
        self.stop_button.setVisible(False)
        self._update_buttons()
        self.read_done.emit()
        if self._waiting:
            waiting, self._waiting = self._waiting, []
            self.read(waiting)

    def _not_read(self, error: BaseException) -> None:
        if isinstance(error, FolderUnreadableError | TooManyPicturesError):
            self.status.setText(describe(error.notice))
        else:
            log.error("photos not read", exc_info=error)
            self.status.setText(self.tr("The pictures could not be read."))

    def _show_plan(self, plan: InboxPlan) -> None:
        new: list[InboxPicture] = []

        def fresh(pictures: list[InboxPicture]) -> list[InboxPicture]:
            kept = [p for p in pictures if p.reading.path not in self._shown]
            self._shown.update(p.reading.path for p in kept)
            new.extend(kept)
            return kept

        left = [InboxPicture(u.picture, attach=False, reason=u.reason) for u in plan.unassigned]
        for group in plan.groups:
            if group.label is not None and not group.pictures:
                # Its pictures were added before (a card read again), or none followed.
                name, title = group.label.path.name, group.target.title
                notice = Notice("photo.label_alone", {"name": name, "title": title})
                left.append(InboxPicture(group.label, label=True, attach=False, reason=notice))
                continue
            pictures = [InboxPicture(group.label, label=True, attach=False)] if group.label else []
            pictures += [InboxPicture(p) for p in group.pictures]
            section = self._section_of(group.target) or self._add_section(
                SectionKind.GROUP, group.target
            )
            section.model.add(fresh(pictures))
        left += [InboxPicture(d.picture, attach=False, reason=d.reason) for d in plan.duplicates]
        self.unassigned.model.add(fresh(left))
        for section in [s for s in self.sections if s.kind is SectionKind.GROUP]:
            if not section.model.items:  # every picture of it was in the inbox already
                self._remove(section)
        groups = len([s for s in self.sections if s.kind is not SectionKind.UNASSIGNED])
        said = self.tr("%1 pictures in %2 groups; %3 unassigned.")
        said = said.replace("%1", str(len(self._shown))).replace("%2", str(groups))
        said = said.replace("%3", str(len(self.unassigned.model.items)))
        if plan.stopped:
            said = self.tr("Stopped before every picture was read.") + " " + said
        self.status.setText(said)
        first = next((s for s in self.sections if s.model.items), None)
        if first is not None and self._current is None:
            first.view.setFocus(Qt.FocusReason.OtherFocusReason)
            first.view.setCurrentIndex(first.model.index(0))
        if new:
            Op(self, self._load_thumbnails(new), name="inbox thumbnails").run()

    async def _load_thumbnails(self, pictures: list[InboxPicture]) -> None:
        for picture in pictures:
            # A picture that did not read whole (a truncated file, a pipe) is not opened again.
            if picture.reading.problem is not None:
                continue
            try:
                image = await asyncio.to_thread(read_thumbnail, picture.reading.path, THUMB_PX)
            except UnreadablePictureError:
                continue
            if not shiboken6.isValid(self):
                return
            self._thumbnails[picture.reading.path] = QPixmap.fromImage(image)
            for section in self.sections:
                section.model.picture_changed(picture)

    def _section_of(self, target: Target) -> Section | None:
        return next((s for s in self.sections if s.target == target), None)

    # -- moving, a new product, skipping --------------------------------------------------
    def _focused(self, view: PictureView) -> None:
        self._current = view

    def _section_of_view(self, view: QListView | None) -> Section | None:
        return next((s for s in self.sections if s.view is view), None)

    def _selected_rows(self, section: Section) -> list[int]:
        rows = sorted({i.row() for i in section.view.selectionModel().selectedIndexes()})
        if not rows and section.view.currentIndex().isValid():
            rows = [section.view.currentIndex().row()]
        return rows

    def _beside(self, view: PictureView, step: int) -> tuple[Section, Section] | None:
        """The section of `view` and the one before (-1) or after (+1) it; None at an end."""
        section = self._section_of_view(view)
        if section is None:
            return None
        at = self.sections.index(section) + step
        if 0 <= at < len(self.sections):
            return section, self.sections[at]
        return None

    def move_by(self, view: PictureView, step: int) -> None:
        """The selected pictures of `view` to the group before (-1) or after (+1)."""
        if (beside := self._beside(view, step)) is not None:
            section, target = beside
            self.move_pictures(section, self._selected_rows(section), target)

    def move_pictures(self, source: Section, rows: list[int], target: Section) -> None:
        """The pictures at `rows` of `source` into `target` (ticked there, but a label)."""
        if source is target or not rows:
            return
        taken = source.model.take(rows)
        for picture in taken:
            if target.kind is SectionKind.UNASSIGNED:
                picture.attach = False
            else:
                picture.attach = not picture.label
                picture.reason = None
        start = len(target.model.items)
        target.model.add(taken)
        selection = target.view.selectionModel()
        selection.clearSelection()
        for row in range(start, start + len(taken)):
            selection.select(target.model.index(row), QItemSelectionModel.SelectionFlag.Select)
        target.view.setCurrentIndex(target.model.index(start))
        target.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.scroll_area.ensureWidgetVisible(target.frame)
        if source.kind is not SectionKind.UNASSIGNED and not source.model.items:
            self._remove(source)

    def move_group(self, source: Section, target: Section) -> None:
        """Every picture of `source` into `target`, as the pictures move one by one; the
        group, left empty, goes."""
        if source.kind is not SectionKind.UNASSIGNED:
            self.move_pictures(source, list(range(len(source.model.items))), target)

    def move_group_by(self, view: PictureView, step: int) -> None:
        """The group of `view` into the group before (-1) or after (+1)."""
        if (beside := self._beside(view, step)) is not None:
            self.move_group(*beside)

    def _dropped(self, onto: PictureModel, source_key: int, rows: list[int] | None) -> None:
        source = next((s for s in self.sections if id(s.model) == source_key), None)
        target = next((s for s in self.sections if s.model is onto), None)
        if source is None or target is None:
            return
        if rows is None:
            self.move_group(source, target)
        else:
            self.move_pictures(source, rows, target)

    def move_to_record(
        self, source_key: int, rows: list[int] | None, target: Target | Notice
    ) -> Section | None:
        """The pictures at `rows` of the group whose model is `source_key` (None: all of
        them) to `target`'s group, made when it has none (a product dropped on in the
        window's list); a `Notice` (the record may not take pictures) moves nothing and says
        why."""
        source = next((s for s in self.sections if id(s.model) == source_key), None)
        if source is None:
            return None
        if isinstance(target, Notice):
            self.status.setText(describe(target))
            return None
        section = self._section_of(target) or self._add_section(SectionKind.GROUP, target)
        if rows is None:
            self.move_group(source, section)
        else:
            self.move_pictures(source, rows, section)
        if not section.model.items:  # nothing moved into a group just made
            self._remove(section)
            return None
        self.raise_()
        self.activateWindow()  # the keyboard back in the inbox, on the pictures moved
        return section

    def drag_group(self, section: Section) -> Qt.DropAction:
        """The group dragged by its handle, shown greyed while it is carried."""
        handle = section.handle
        if handle is None or not section.model.items:
            return Qt.DropAction.IgnoreAction
        self._select_all(section)
        drag = QDrag(handle)
        drag.setMimeData(group_mime(section.model))
        picture = section.frame.grab()
        drag.setPixmap(picture.scaledToWidth(min(picture.width(), 360)))
        # Greyed, the group takes no drop of itself.
        section.frame.setEnabled(False)
        try:
            done = drag.exec(Qt.DropAction.MoveAction)
        finally:
            if shiboken6.isValid(section.frame):
                section.frame.setEnabled(True)
        if section in self.sections and shiboken6.isValid(handle):
            handle.setFocus(Qt.FocusReason.OtherFocusReason)
        return done

    def _select_all(self, section: Section) -> None:
        """Every picture of `section` selected: the group is what moves."""
        model = section.model
        if not model.items:
            return
        everything = QItemSelection(model.index(0), model.index(len(model.items) - 1))
        section.view.selectionModel().select(
            everything, QItemSelectionModel.SelectionFlag.ClearAndSelect
        )

    def ask_where(self, view: QListView | None) -> QMenu | None:
        """*Verplaatsen naar…*: a menu naming every other group, at the pictures."""
        section = self._section_of_view(view)
        if section is None or not self._selected_rows(section):
            return None
        rows = self._selected_rows(section)
        at = section.view.mapToGlobal(section.view.rect().center())
        return self._where_menu(section, at, lambda to: self.move_pictures(section, rows, to))

    def ask_where_group(self, section: Section | None) -> QMenu | None:
        """*Groep verplaatsen naar…*: a menu naming every other group, at the group's
        handle; its pictures selected meanwhile, the group being what moves."""
        if section is None or section.handle is None or not section.model.items:
            return None
        self._select_all(section)
        handle = section.handle
        at = handle.mapToGlobal(handle.rect().bottomLeft())
        return self._where_menu(section, at, lambda to: self.move_group(section, to))

    def _where_menu(self, section: Section, at: QPoint, move: Callable[[Section], None]) -> QMenu:
        menu = QMenu(self)
        menu.setObjectName("inboxMoveMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for other in self.sections:
            if other is section:
                continue
            reference = f" ({other.target.reference})" if other.target is not None else ""
            action = menu.addAction(other.heading() + reference)
            action.triggered.connect(lambda _checked=False, to=other: move(to))
        menu.popup(at)
        return menu

    def new_product_of_selection(self) -> Section | None:
        """A new product's group holding the pictures selected."""
        section = self._section_of_view(self._current)
        if section is None or not (rows := self._selected_rows(section)):
            return None
        new = self._add_section(SectionKind.NEW, None)
        self.move_pictures(section, rows, new)
        return new

    def skip(self, view: QListView | None) -> None:
        """The selected pictures' ticks taken away (or given back, when none had one)."""
        section = self._section_of_view(view)
        if section is None or section.kind is SectionKind.UNASSIGNED:
            return
        pictures = [section.model.items[row] for row in self._selected_rows(section)]
        attach = not any(p.attach for p in pictures)
        for picture in pictures:
            picture.attach = attach
            section.model.picture_changed(picture)

    def _remove(self, section: Section) -> None:
        self.sections.remove(section)
        if self._current is section.view:
            self._current = None
        section.frame.hide()
        section.frame.deleteLater()

    # -- Toevoegen --------------------------------------------------------------------------
    def batches(self) -> list[PhotoBatch]:
        """What is ticked, by the record it goes to."""
        from app.work.photos import PhotoBatch

        found = []
        for section in self.sections:
            ticked = tuple(p.reading for p in section.model.ticked())
            if ticked:
                name = section.name.text().strip() if section.name is not None else ""
                found.append(PhotoBatch(section.target, ticked, name))
        return found

    def add(self) -> asyncio.Task[Outcome[Attached]] | None:
        """Attach what is ticked, as one operation; its changes published."""
        from app.work.photos import attach_photos

        batches = self.batches()
        if self.attaching or self.reading:
            return None
        if not batches:
            self.status.setText(self.tr("No picture is ticked: nothing to add."))
            return None
        self.attaching = True
        self._update_buttons()
        self.status.setText(self.tr("Adding the pictures…"))
        work = asyncio.to_thread(attach_photos, self._store, batches)
        return (
            Op(self, work, name="attaching photos")
            .publishing(self._hub, self)
            .success(lambda outcome: self._added(batches, outcome.value))
            .failure(self._not_added)
            .finally_(self._add_over)
            .run()
        )

    def _added(self, batches: list[PhotoBatch], attached: Attached) -> None:
        failed = {u.picture.path: u.reason for u in attached.failed}
        sent = {p.path for batch in batches for p in batch.pictures}
        for section in list(self.sections):
            if section.kind is SectionKind.UNASSIGNED:
                continue
            rows = [i for i, p in enumerate(section.model.items) if p.reading.path in sent]
            for picture in section.model.take(rows):
                if picture.reading.path in failed:
                    picture.attach, picture.reason = False, failed[picture.reading.path]
                    self.unassigned.model.add([picture])
            if all(p.label and not p.attach for p in section.model.items):
                self._remove(section)
        said = self.tr("%1 pictures added to %2 records.")
        said = said.replace("%1", str(attached.count)).replace("%2", str(len(attached.by_record)))
        if failed:
            said += " " + self.tr("%1 not added: see Unassigned.").replace("%1", str(len(failed)))
        self.status.setText(said)
        self.attached.emit(attached)

    def _not_added(self, error: BaseException) -> None:
        from app.store.errors import StoreError

        notice = error.notice if isinstance(error, StoreError) else None
        log.error("photos not attached", exc_info=error)
        self.status.setText(
            describe(notice) if isinstance(notice, Notice) else self.tr("Nothing was added.")
        )

    def _add_over(self) -> None:
        self.attaching = False
        self._update_buttons()

    def _count_changed(self) -> None:
        self._update_buttons()

    def _update_buttons(self) -> None:
        idle = not self.reading and not self.attaching
        self.add_button.setEnabled(idle and any(s.model.ticked() for s in self.sections))

    # -- closing ----------------------------------------------------------------------------
    def done(self, result: int) -> None:
        self.stop()  # a read under way ends with the dialog
        super().done(result)
