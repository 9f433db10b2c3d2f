"""The import dialog's preview: every row of the file as it will be imported, problems at
their cells (the sentence of the cell in focus under the table), "only rows with
problems", "skip rows with problems" and the counts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QWidget

from app.ui.inventory.import_models import PreviewCellDelegate
from app.ui.inventory.import_models import PreviewModel
from app.ui.inventory.import_models import ProblemRowsFilter
from app.ui.inventory.import_parts import fill_titled
from app.ui.message_line import wrapped_label


class PreviewPane(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.view = QTableView(self)
        self.view.setObjectName("previewTable")
        self.filter = ProblemRowsFilter(self)
        self.view.setModel(self.filter)
        # A field with a fixed list is fixed from the list (`allowed_values`).
        self.view.setItemDelegate(PreviewCellDelegate(self.view))
        self.view.selectionModel().currentChanged.connect(lambda *_: self.show_cell_problem())
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.only_problems = QCheckBox(self.tr("Only rows with problems"), self)
        self.only_problems.toggled.connect(self.filter.set_only_problems)
        self.skip_problems = QPushButton(self.tr("Skip rows with problems"), self)
        # The sentence of the cell in focus (a tooltip needs a mouse): read while fixing.
        self.cell_problem = wrapped_label(self, "fieldError")
        self.counts = QLabel(self)
        self.counts.setObjectName("importCounts")
        # After one fix: the same fix for every other cell with the same value.
        self.offer_text = wrapped_label(self, "sameFixOffer")
        self.offer_yes = QPushButton(self)
        self.offer_yes.setObjectName("sameFixYes")
        self.offer_yes.setAutoDefault(False)
        self.offer_no = QPushButton(self.tr("Only this cell"), self)
        self.offer_no.setAutoDefault(False)
        offer = QHBoxLayout()
        offer.addWidget(self.offer_text, 1)
        offer.addWidget(self.offer_yes)
        offer.addWidget(self.offer_no)
        self.offer_box = QWidget(self)
        self.offer_box.setLayout(offer)
        offer.setContentsMargins(0, 0, 0, 0)
        self.offer_box.hide()
        self.model: PreviewModel | None = None
        self.offer_yes.clicked.connect(self._take_offer)
        self.offer_no.clicked.connect(self._drop_offer)
        tools = QHBoxLayout()
        tools.addWidget(self.only_problems)
        tools.addWidget(self.skip_problems)
        tools.addStretch(1)
        tools.addWidget(self.counts)
        fill_titled(
            self,
            self.tr("Preview"),
            self.tr(
                "Problems are marked red; point at a cell to read why, double-click to fix it."
            ),
            tools,
            self.view,
            self.offer_box,
            self.cell_problem,
        )

    def watch(self, model: PreviewModel | None) -> None:
        """Show the offers of `model` (the preview's model, new with each plan)."""
        self.model = model
        if model is not None:
            model.offer_changed.connect(self.show_offer)
            model.edited.connect(self._widen)
        self.show_offer()

    def _widen(self, key: str) -> None:
        """A fixed value longer than its column ("Wanden en plafonds"): the column takes
        the room left on the right for it, not more."""
        if self.model is None or key not in self.model.keys:
            return
        column = 2 + self.model.keys.index(key)
        header = self.view.horizontalHeader()
        spare = max(self.view.viewport().width() - header.length(), 0)
        wanted = self.view.sizeHintForColumn(column)
        width = header.sectionSize(column)
        if wanted > width:
            header.resizeSection(column, min(wanted, width + spare))

    def show_offer(self) -> None:
        offer = None if self.model is None else self.model.offer
        self.offer_box.setVisible(offer is not None)
        if offer is None or self.model is None:
            return
        column = self.model.title_of(offer.key)
        self.offer_text.setText(
            self.tr("%n other cell(s) of “%1” say “%2”.", "", len(offer.rows))
            .replace("%1", column)
            .replace("%2", offer.was)
        )
        self.offer_yes.setText(self.tr("Change them all to “%1”").replace("%1", offer.now))

    def _take_offer(self) -> None:
        if self.model is not None:
            self.model.take_offer()

    def _drop_offer(self) -> None:
        if self.model is not None:
            self.model.drop_offer()

    def show_cell_problem(self) -> None:
        current = self.view.currentIndex()
        problem = current.data(Qt.ItemDataRole.ToolTipRole) if current.isValid() else None
        marked = current.isValid() and current.data(Qt.ItemDataRole.BackgroundRole) is not None
        self.cell_problem.setText(str(problem) if problem and marked else "")
