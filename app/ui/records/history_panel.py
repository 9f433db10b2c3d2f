"""The form's *Geschiedenis*: the open record's history, newest first, one line per field an
entry changed (when, what did it, the field, what it was, what it became), filterable by
action and by text. A table model over `app.work.history` lines and a proxy that filters;
the core's codes are said here, in the window's language."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.store.history import Action
from app.store.history import Entry
from app.store.kinds import RecordKind
from app.ui.editors import number_language
from app.ui.layouts import boxed
from app.ui.records.moments import DISPLAY_FORMAT
from app.work.history import HistoryLine
from app.work.history import record_history
from app.work.history import value_text

Index = QModelIndex | QPersistentModelIndex


# What the service answered to a send, and how a conflict was settled: English sources,
# translated when said.
_ANSWERS = {
    "stored": QT_TRANSLATE_NOOP("HistoryPanel", "Sent: the service stored it"),
    "created": QT_TRANSLATE_NOOP("HistoryPanel", "Sent: the service created it as %1"),
    "refused": QT_TRANSLATE_NOOP("HistoryPanel", "Sent: the service refused it (%1)"),
    "conflict": QT_TRANSLATE_NOOP(
        "HistoryPanel", "Sent: changed on the service meanwhile (conflict)"
    ),
}
_SENT = QT_TRANSLATE_NOOP("HistoryPanel", "Sent")
_CHOICES = {
    "mine": QT_TRANSLATE_NOOP("HistoryPanel", "Conflict settled: my version kept"),
    "theirs": QT_TRANSLATE_NOOP("HistoryPanel", "Conflict settled: the service's version taken"),
}
_MERGED = QT_TRANSLATE_NOOP("HistoryPanel", "Conflict settled: merged field by field")


def _answer(detail: Mapping[str, Any]) -> str:
    answer = detail.get("answer")
    text = QCoreApplication.translate("HistoryPanel", str(_ANSWERS.get(str(answer), _SENT)))
    if answer == "created":
        return text.replace("%1", str(detail.get("server_id", "")))
    if answer == "refused":
        fields = ", ".join(detail.get("fields") or [])
        return text.replace("%1", fields or str(detail.get("code") or ""))
    return text


def _choice(detail: Mapping[str, Any]) -> str:
    choice = str(detail.get("choice"))
    return QCoreApplication.translate("HistoryPanel", str(_CHOICES.get(choice, _MERGED)))


def _lot(action: Action | str, detail: Mapping[str, Any]) -> str:
    """A split's or merge's entry: "10 of 38 split off to Eiken deur"."""
    role = detail.get("role")
    if action == Action.SPLIT:
        text = (
            QCoreApplication.translate("HistoryPanel", "%1 of %2 split off from %3")
            if role == "part"
            else QCoreApplication.translate("HistoryPanel", "%1 of %2 split off to %3")
        )
    elif role == "archived":
        text = QCoreApplication.translate(
            "HistoryPanel", "Merged: its %1 added to %3 (%2 together)"
        )
    else:
        text = QCoreApplication.translate("HistoryPanel", "Merged: %1 added from %3 (%2 together)")
    if not detail:
        return (
            QCoreApplication.translate("HistoryPanel", "Split")
            if action == Action.SPLIT
            else QCoreApplication.translate("HistoryPanel", "Merged")
        )
    unit = str(detail.get("unit") or "")
    amount = f"{detail.get('amount', '')} {unit}".strip()
    return (
        text.replace("%1", amount)
        .replace("%2", str(detail.get("whole", "")))
        .replace("%3", str(detail.get("other", "")))
    )


def action_text(action: Action | str, detail: Mapping[str, Any]) -> str:
    """What made the change, as a sentence of the window's language."""
    if action == Action.CREATED:
        return QCoreApplication.translate("HistoryPanel", "Created")
    if action == Action.TYPED:
        return QCoreApplication.translate("HistoryPanel", "Typed in the form")
    if action == Action.BULK:
        # Two sentences, not a plural: lupdate reads no count in a `translate` call.
        count = int(detail.get("count") or 0)
        if count <= 1:
            return QCoreApplication.translate("HistoryPanel", "Bulk change")
        text = QCoreApplication.translate("HistoryPanel", "Bulk change of %1 records")
        return text.replace("%1", str(count))
    if action == Action.IMPORTED:
        row = detail.get("row")
        text = (
            QCoreApplication.translate("HistoryPanel", "Imported from %1, row %2")
            if row is not None
            else QCoreApplication.translate("HistoryPanel", "Imported from %1")
        )
        return text.replace("%1", str(detail.get("file", ""))).replace("%2", str(row))
    if action == Action.DUPLICATED:
        return QCoreApplication.translate("HistoryPanel", "Duplicated from %1").replace(
            "%1", str(detail.get("source", ""))
        )
    if action == Action.CONFLICT_SETTLED:
        return _choice(detail)
    if action == Action.MOVED:
        return QCoreApplication.translate("HistoryPanel", "Moved from the environment %1").replace(
            "%1", str(detail.get("source", ""))
        )
    if action == Action.QUEUED:
        if detail.get("linked"):
            return QCoreApplication.translate("HistoryPanel", "Linked to %1 and queued").replace(
                "%1", str(detail["linked"])
            )
        return (
            QCoreApplication.translate("HistoryPanel", "Queued to be sent again")
            if detail.get("again")
            else QCoreApplication.translate("HistoryPanel", "Queued")
        )
    if action == Action.SENT:
        return _answer(detail)
    if action == Action.ACCEPTED_WITHOUT_ID:
        return QCoreApplication.translate("HistoryPanel", "Accepted by the service without an id")
    if action == Action.ARCHIVED:
        return (
            QCoreApplication.translate("HistoryPanel", "Archive asked for")
            if detail.get("requested", True)
            else QCoreApplication.translate("HistoryPanel", "Archive withdrawn")
        )
    if action == Action.DELETED:
        return QCoreApplication.translate("HistoryPanel", "Deleted")
    if action == Action.UNDONE:
        return QCoreApplication.translate("HistoryPanel", "Undone")
    if action == Action.REDONE:
        return QCoreApplication.translate("HistoryPanel", "Redone")
    if action == Action.CHANGED_ON_SERVICE:
        return QCoreApplication.translate(
            "HistoryPanel", "Changed on the service (seen at a refresh)"
        )
    if action in (Action.SPLIT, Action.MERGED):
        return _lot(action, detail)
    if action == Action.EARLIER:
        return QCoreApplication.translate("HistoryPanel", "Earlier changes (%1 entries)").replace(
            "%1", str(detail.get("entries", ""))
        )
    return str(action)  # a newer release's code


def entry_words(entry: Entry) -> str:
    """An entry's action as the export writes it (`app.inventory.export.HistoryWords`)."""
    return action_text(entry.action, entry.detail)


def action_names() -> list[tuple[str, Action]]:
    """The actions the filter offers, each by its name."""
    return [(action_text(action, {}), action) for action in Action]


def _column_titles() -> tuple[str, ...]:
    return (
        QCoreApplication.translate("HistoryPanel", "When"),
        QCoreApplication.translate("HistoryPanel", "What"),
        QCoreApplication.translate("HistoryPanel", "Field"),
        QCoreApplication.translate("HistoryPanel", "Was"),
        QCoreApplication.translate("HistoryPanel", "Became"),
    )


class HistoryModel(QAbstractTableModel):
    """The lines of one record's history, as the store gave them (newest first)."""

    COLUMNS = 5  # when, what, field, was, became

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: list[HistoryLine] = []
        self._labels: Mapping[str, str] = {}

    def set_lines(self, lines: list[HistoryLine], labels: Mapping[str, str]) -> None:
        self.beginResetModel()
        self.lines, self._labels = lines, labels
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return _column_titles()[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        return self.texts(self.lines[index.row()])[index.column()]

    def field_label(self, path: str | None) -> str:
        return "" if path is None else self._labels.get(path, path)

    def texts(self, line: HistoryLine) -> tuple[str, str, str, str, str]:
        return (
            line.at.astimezone().strftime(DISPLAY_FORMAT),
            action_text(line.action, line.detail),
            self.field_label(line.field),
            value_text(line.before, number_language()),
            value_text(line.after, number_language()),
        )


class HistoryFilter(QSortFilterProxyModel):
    """The lines of one action (or all), whose words hold the text typed (any column)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.action: Action | None = None
        self.text = ""

    def set_action(self, action: Action | None) -> None:
        self.beginFilterChange()
        self.action = action
        self.endFilterChange()

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self.text = text.strip().casefold()
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, HistoryModel)
        line = model.lines[source_row]
        if self.action is not None and line.action != self.action:
            return False
        if not self.text:
            return True
        words = (*model.texts(line)[1:], line.field or "")
        return any(self.text in word.casefold() for word in words)


class HistoryPanel(QWidget):
    """The history of the record in the form: `show_record` names it, `reload` reads it again
    (the tab calls it when a change names the record, while the panel is shown)."""

    def __init__(
        self,
        store: Any,
        kind: RecordKind,
        labels: Callable[[], Mapping[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("historyPanel")
        self._store, self._kind, self._labels = store, kind, labels
        self._record: tuple[str | None, str | None] = (None, None)
        layout = boxed(QVBoxLayout, self, margins=(12, 4, 12, 4), spacing=4)
        top = QHBoxLayout()
        self.heading = QLabel(self)
        self.heading.setObjectName("sectionTitle")
        self.action_filter = QComboBox(self)
        self.action_filter.setObjectName("historyActionFilter")
        self.text_filter = QLineEdit(self)
        self.text_filter.setObjectName("historyTextFilter")
        self.text_filter.setClearButtonEnabled(True)
        self.action_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        top.addWidget(self.heading)
        top.addSpacing(12)
        top.addWidget(self.action_filter)
        top.addWidget(self.text_filter, 1)
        layout.addLayout(top)
        self.model = HistoryModel(self)
        self.proxy = HistoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView(self)
        self.view.setObjectName("historyTable")
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.view.horizontalHeader()
        # The moment and the field as wide as they are; the sentence and the two values share
        # the rest (each whole in its tooltip): no sideways scrolling in a narrow form.
        fit, share = QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch
        for column, mode in enumerate((fit, share, fit, share, share)):
            header.setSectionResizeMode(column, mode)
        self.empty = QLabel(self)
        self.empty.setObjectName("hint")
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty)
        self.action_filter.currentIndexChanged.connect(self._action_chosen)
        self.text_filter.textChanged.connect(self.proxy.set_text)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(QCoreApplication.translate("HistoryPanel", "History"))
        self.text_filter.setPlaceholderText(
            QCoreApplication.translate("HistoryPanel", "Filter by field or text")
        )
        chosen = self.proxy.action
        self.action_filter.blockSignals(True)
        self.action_filter.clear()
        self.action_filter.addItem(QCoreApplication.translate("HistoryPanel", "All actions"), None)
        for name, action in action_names():
            self.action_filter.addItem(name, action.value)
        self.action_filter.setCurrentIndex(
            0 if chosen is None else self.action_filter.findData(chosen.value)
        )
        self.action_filter.blockSignals(False)
        self.empty.setText(QCoreApplication.translate("HistoryPanel", "No changes recorded yet."))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.COLUMNS - 1)
        if self.isVisible():
            self.reload()

    def _action_chosen(self, index: int) -> None:
        code = self.action_filter.itemData(index)
        self.proxy.set_action(None if code is None else Action(code))

    def show_record(self, draft_id: str | None, server_id: str | None) -> None:
        """The record now in the form (both None: a new record not yet saved)."""
        self._record = (draft_id, server_id)
        if self.isVisible():
            self.reload()

    def shows(self, draft_id: str | None, server_id: str | None) -> bool:
        return (draft_id is not None and draft_id == self._record[0]) or (
            server_id is not None and server_id == self._record[1]
        )

    def reload(self) -> None:
        draft_id, server_id = self._record
        lines = (
            record_history(self._store, self._kind, draft_id=draft_id, server_id=server_id)
            if draft_id is not None or server_id is not None
            else []
        )
        self.model.set_lines(lines, self._labels())
        self.empty.setVisible(not lines)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.reload()
