"""Regenerate the screenshot of *Splitsen…* (issue 38): `python -m tests.ui.make_split_screenshot`.

The split dialog offscreen, in the window's language, over 38 doors in a store made in a
temporary folder: 10 of them typed, reserved, for another city, the label asked for, after
a first try with too many (the reason under the fields). Saves `split-dialog.png`.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import LANGUAGE
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import shot


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from app.store import Store
    from app.store.kinds import RecordKind
    from app.ui import i18n
    from app.ui.products.split_dialog import SplitDialog
    from app.ui.theme import apply_theme
    from app.work import lots
    from tests.sync.helpers import product_content

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    i18n.install_language(LANGUAGE)
    apply_theme(app, "light")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        store = Store.open(Path(folder) / "db.sqlite3", Path(folder) / "files")
        content = product_content(
            "Eiken binnendeur", quantity={"quantityValue": 38, "quantityUoM": "PCE"}
        )
        draft = store.drafts.create_draft(RecordKind.PRODUCT, content)
        whole = lots.read_whole(store, lots.Source(draft.id))
        assert isinstance(whole, lots.Whole)

        def split(amount: object, changes: object, label: bool) -> object:
            done = lots.split(store, lots.Source(draft.id), str(amount), dict(changes))  # type: ignore[call-overload]
            return done.value.notice if isinstance(done.value, lots.Refused) else None

        dialog = SplitDialog(whole, split)  # type: ignore[arg-type]
        dialog.show()
        dialog.amount.setText("40")
        dialog._accept()
        dialog.amount.setText("10")
        dialog.status.setCurrentIndex(dialog.status.findData("Gereserveerd"))
        dialog.city.setText("Zwolle")
        dialog.print_label.setChecked(True)
        for _ in range(5):
            app.processEvents()
        dialog.grab().save(shot("split-dialog"))
        dialog.close()
        store.close()


if __name__ == "__main__":
    main()
