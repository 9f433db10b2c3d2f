"""The import dialog's preview: every row of the file as it will be imported, problems at
their cells (the sentence of the cell in focus under the table), "only rows with
problems", "skip rows with problems" and the counts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.ui.inventory.import_models import ProblemRowsFilter
from app.ui.inventory.import_parts import titled


class PreviewPane(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.view = QTableView(self)
        self.view.setObjectName("previewTable")
        self.filter = ProblemRowsFilter(self)
        self.view.setModel(self.filter)
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
        self.cell_problem = QLabel(self)
        self.cell_problem.setObjectName("fieldError")
        self.cell_problem.setWordWrap(True)
        self.counts = QLabel(self)
        self.counts.setObjectName("importCounts")
        tools = QHBoxLayout()
        tools.addWidget(self.only_problems)
        tools.addWidget(self.skip_problems)
        tools.addStretch(1)
        tools.addWidget(self.counts)
        box = titled(
            self,
            self.tr("Preview"),
            self.tr(
                "Problems are marked red; point at a cell to read why, double-click to fix it."
            ),
            tools,
            self.view,
            self.cell_problem,
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(box)

    def show_cell_problem(self) -> None:
        current = self.view.currentIndex()
        problem = current.data(Qt.ItemDataRole.ToolTipRole) if current.isValid() else None
        marked = current.isValid() and current.data(Qt.ItemDataRole.BackgroundRole) is not None
        self.cell_problem.setText(str(problem) if problem and marked else "")
