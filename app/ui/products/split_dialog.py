"""*Splitsen…*: how many of a product (in its unit) go to a new product, and what changes for
them (status, price, contact, city; the rest is copied, photos as copies of their own), and
whether to print the new product's label. The operation is `app.work.lots.split`; a refusal
is said under the fields and nothing typed is lost."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.categories import PRODUCT_STATUSES
from app.api.notices import Notice
from app.api.wire_paths import get_path
from app.ui.unit_names import unit_name
from app.work import lots

STATUS, PRICE, PERSON, EMAIL, CITY = lots.PART_FIELDS


# A refusal of a split or merge, or why a held half waits: its English source, translated
# when said (`lot_words`).
_LOT_WORDS = {
    lots.NO_RECORD: QT_TRANSLATE_NOOP("Lots", "This product is no longer here."),
    lots.NO_QUANTITY: QT_TRANSLATE_NOOP("Lots", "This product has no quantity to split."),
    lots.NOT_WITHIN: QT_TRANSLATE_NOOP("Lots", "Type an amount more than 0 and less than %1 %2."),
    lots.WHOLE_PIECES: QT_TRANSLATE_NOOP(
        "Lots", "This product is counted in whole pieces: type a whole number."
    ),
    lots.NOT_EXACT: QT_TRANSLATE_NOOP(
        "Lots",
        "These quantities have too many digits to split or merge exactly: round them first.",
    ),
    lots.BEING_SENT: QT_TRANSLATE_NOOP(
        "Lots", "This product is being sent now: wait until the sync is done."
    ),
    lots.SETTLE_FIRST: QT_TRANSLATE_NOOP("Lots", "Settle this product's conflict first."),
    lots.HANDED_OVER: QT_TRANSLATE_NOOP(
        "Lots", "This product is handed over to a colleague: take it back first."
    ),
    lots.INVALID: QT_TRANSLATE_NOOP(
        "Lots", "The product cannot be sent as it is: correct the marked fields first."
    ),
    lots.SAME_RECORD: QT_TRANSLATE_NOOP("Lots", "Choose two different products."),
    lots.NOT_SAME_KIND: QT_TRANSLATE_NOOP(
        "Lots", "Only products of the same category can be merged."
    ),
    lots.NOT_SAME_UNIT: QT_TRANSLATE_NOOP("Lots", "Only products in the same unit can be merged."),
    lots.PAIR_WAITING: QT_TRANSLATE_NOOP(
        "Lots", "This product waits for the other half of a split or merge."
    ),
    lots.NOT_HELD: QT_TRANSLATE_NOOP(
        "Lots", "The first half was sent already: merge the two instead."
    ),
    lots.WAITS_FOR_FIRST: QT_TRANSLATE_NOOP(
        "Lots", "Waits until the service has the original's new quantity."
    ),
    lots.FIRST_REFUSED: QT_TRANSLATE_NOOP(
        "Lots",
        "Waits: the service refused the original's change. Correct it or cancel the split.",
    ),
    lots.FIRST_CONFLICT: QT_TRANSLATE_NOOP(
        "Lots", "Waits: settle the conflict of the original first."
    ),
    lots.FIRST_NOT_QUEUED: QT_TRANSLATE_NOOP("Lots", "Waits until the original is queued again."),
    lots.NO_ROOM: QT_TRANSLATE_NOOP(
        "Lots",
        "Waits: the original as the service has it leaves no room for this part within the "
        "whole. Cancel the split, or lower the original and queue it again.",
    ),
    lots.FIRST_GONE: QT_TRANSLATE_NOOP(
        "Lots", "The original's change was deleted: cancel the split."
    ),
}
_CANNOT_NOW = QT_TRANSLATE_NOOP("Lots", "This cannot be done now.")


def lot_words(notice: Notice) -> str:
    """A refusal of a split or merge, or why a held half waits, in the window's language."""
    text = QCoreApplication.translate("Lots", str(_LOT_WORDS.get(notice.code, _CANNOT_NOW)))
    return text.replace("%1", str(notice.params.get("whole", ""))).replace(
        "%2", _unit(str(notice.params.get("unit", "")))
    )


class SplitDialog(QDialog):
    """Asks for the amount and what changes for the new part; `split` does it (returns the
    refusal to show, or None when done)."""

    def __init__(
        self,
        whole: lots.Whole,
        split: Callable[[Decimal | str, dict[str, Any], bool], Notice | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("splitDialog")
        self.setWindowTitle(self.tr("Split product"))
        self.setMinimumWidth(460)
        self._split = split
        content = whole.content
        unit = _unit(whole.unit or "")
        quantity = "" if whole.quantity is None else _plain(whole.quantity)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr("%1: %2 %3. How many go to a new product?")
            .replace("%1", whole.name)
            .replace("%2", quantity)
            .replace("%3", unit),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.amount = QLineEdit(self)
        self.amount.setObjectName("splitAmount")
        self.amount.setPlaceholderText(self.tr("for example 10"))
        form.addRow(self.tr("&Amount (%1)").replace("%1", unit or "-"), self.amount)
        self.status = QComboBox(self)
        self.status.setObjectName("splitStatus")
        current = get_path(content, STATUS)
        self.status.addItem(
            self.tr("As the original (%1)").replace("%1", str(current or "-")), None
        )
        for status in PRODUCT_STATUSES:
            self.status.addItem(status, status)
        form.addRow(self.tr("&Status"), self.status)
        self.price = self._line("splitPrice", content, PRICE)
        form.addRow(self.tr("&Price (€)"), self.price)
        self.person = self._line("splitPerson", content, PERSON)
        form.addRow(self.tr("&Contact"), self.person)
        self.email = self._line("splitEmail", content, EMAIL)
        form.addRow(self.tr("&E-mail"), self.email)
        self.city = self._line("splitCity", content, CITY)
        form.addRow(self.tr("C&ity"), self.city)
        layout.addLayout(form)
        note = QLabel(
            self.tr(
                "The rest is copied, photos as copies of their own. The original keeps the "
                "rest of the quantity; it is sent first, the new product after it."
            ),
            self,
        )
        note.setWordWrap(True)
        note.setObjectName("splitNote")
        layout.addWidget(note)
        self.print_label = QCheckBox(self.tr("Print the new product's &label"), self)
        self.print_label.setObjectName("splitPrintLabel")
        layout.addWidget(self.print_label)
        self.problem = QLabel(self)
        self.problem.setObjectName("fieldError")  # said as the form says a field's problem
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Split"))
        ok.setObjectName("splitButton")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.amount.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.amount.setFocus()  # where the window manager gives the dialog the keyboard

    def _line(self, name: str, content: dict[str, Any], path: str) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setObjectName(name)
        value = get_path(content, path)
        edit.setPlaceholderText(
            self.tr("as the original (%1)").replace(
                "%1", "-" if value in (None, "") else str(value)
            )
        )
        return edit

    def changes(self) -> dict[str, Any]:
        """What the user changed for the new part (empty fields stay as the original's)."""
        found: dict[str, Any] = {}
        if self.status.currentData() is not None:
            found[STATUS] = self.status.currentData()
        price = self.price.text().strip().replace(",", ".")
        if price:
            try:
                found[PRICE] = float(Decimal(price))
            except ArithmeticError:
                found[PRICE] = price  # the model's rules say what is wrong with it
        for edit, path in ((self.person, PERSON), (self.email, EMAIL), (self.city, CITY)):
            if edit.text().strip():
                found[path] = edit.text().strip()
        return found

    def _accept(self) -> None:
        refused = self._split(
            self.amount.text().strip(), self.changes(), self.print_label.isChecked()
        )
        if refused is None:
            self.accept()
            return
        self.problem.setText(lot_words(refused))
        self.problem.show()
        self.amount.setFocus()
        self.amount.selectAll()


def _unit(code: str) -> str:
    return unit_name(code, code) if code else ""


def _plain(number: Decimal) -> str:
    return str(int(number)) if number == number.to_integral_value() else str(number)
