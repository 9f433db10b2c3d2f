"""One rule for where a file dialog opens, for every kind of file the window reads or
writes: the folder last used for that kind (this session), else the user's Documents folder
where it exists, else the home folder; always an absolute path to a folder that exists.

Without it a dialog opened in the program's own folder, and a proposed name such as
"root/Documents/catalogue.xlsx" (a Documents folder that did not exist, made relative by
the dialog) failed when accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QTreeView
from PySide6.QtWidgets import QWidget

# The kinds of file, each with its own last folder.
CATALOGUE = "catalogue"  # the catalogue exported (xlsx, csv)
LABELS = "pdf"  # labels and reports saved as PDF: one folder, where the user keeps prints
REPORT = LABELS
ARCHIVE = "archive"  # drafts exported for a colleague, or imported from one
INVENTORY = "inventory"  # an inventory spreadsheet to import
PICTURES = "pictures"  # photos and files added to a record

_last: dict[str, Path] = {}


def start_folder(kind: str) -> Path:
    """Where a dialog for `kind` opens (see the module)."""
    last = _last.get(kind)
    if last is not None and last.is_dir():
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents).resolve()
    return Path.home().resolve()


def remember(kind: str, chosen: str | Path) -> None:
    """The folder of `chosen` is where the next dialog for `kind` opens."""
    path = Path(chosen)
    folder = path if path.is_dir() else path.parent
    if folder.is_dir():
        _last[kind] = folder.resolve()


def place(dialog: QFileDialog, kind: str, name: str = "") -> None:
    """Open `dialog` at the folder for `kind`, proposing `name` there (a file to save), and
    remember the folder the user chooses."""
    folder = start_folder(kind)
    dialog.setDirectory(str(folder))
    if name:
        dialog.selectFile(str(folder / name))
    dialog.filesSelected.connect(lambda files: remember(kind, files[0]) if files else None)
    # Qt's own dialog (not the system's) cuts its columns' longer titles, "Datum gewijzigd".
    view = dialog.findChild(QTreeView, "treeView")
    if view is not None:
        for column in range(1, view.header().count()):
            view.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)


def save_dialog(
    parent: QWidget,
    name: str,
    title: str,
    name_filter: str,
    chosen: Callable[[Path], object],
    proposed: str,
    kind: str,
) -> QFileDialog:
    """Ask where to save a file, proposing the file name `proposed` in the folder for `kind`
    (see `place`); its suffix is added where the user leaves it out. `chosen(path)` once
    accepted; deleted when closed. Open (never `exec`: the window's tasks go on) on return."""
    dialog = QFileDialog(parent, title)
    dialog.setObjectName(name)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setNameFilter(name_filter)
    dialog.setDefaultSuffix(Path(proposed).suffix.removeprefix("."))
    place(dialog, kind, proposed)
    dialog.fileSelected.connect(lambda path: chosen(Path(path)))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def folder_dialog(
    parent: QWidget | None,
    name: str,
    title: str,
    chosen: Callable[[Path], object],
    kind: str | None = None,
) -> QFileDialog:
    """Ask for a folder, opening at the folder for `kind` where given (see `place`).
    `chosen(folder)` once accepted; deleted when closed. Open (never `exec`: the window's
    tasks go on) on return."""
    dialog = QFileDialog(parent, title)
    dialog.setObjectName(name)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    if kind is not None:
        place(dialog, kind)
    dialog.fileSelected.connect(lambda folder: chosen(Path(folder)))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
