"""The look: the system's colour scheme followed live, a scheme chosen in the preferences, and
larger text and click targets, shown at once and kept in the settings file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QIcon
from PySide6.QtGui import QPalette
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.settings import UiSettings
from app.settings import load_settings
from app.settings import save_settings
from app.ui import theme
from app.ui.application import load_stylesheet
from app.ui.records.table import set_up_table
from app.ui.settings_dialog import SettingsDialog


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    """The application with the theme installed; afterwards as other tests expect it."""
    palette, font, sheet = QPalette(qapp.palette()), qapp.font(), qapp.styleSheet()
    theme.apply_theme(qapp, template=load_stylesheet())
    yield qapp
    qapp.styleHints().colorSchemeChanged.disconnect(theme._system_scheme_changed)
    theme._theme = None
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def _window_colour(app: QApplication) -> str:
    return app.palette().color(QPalette.ColorRole.Window).name()


def test_the_systems_colour_scheme_is_followed_live(themed: QApplication) -> None:
    dark, light = theme.THEMES["dark"].colours, theme.THEMES["light"].colours
    hints = themed.styleHints()
    # The offscreen platform has no scheme of its own: light. The system turns dark...
    assert _window_colour(themed) == light["window"]
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.current().name == "dark"
    assert _window_colour(themed) == dark["window"]
    assert dark["surface"] in themed.styleSheet()
    assert light["window"] not in themed.styleSheet()
    # ... and light again.
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert _window_colour(themed) == light["window"]


def test_a_scheme_chosen_in_the_preferences_stays_when_the_system_changes(
    qtbot: QtBot, themed: QApplication
) -> None:
    dialog = SettingsDialog(UiSettings())
    qtbot.addWidget(dialog)
    assert dialog.colour_scheme.currentData() == "system"
    dialog.colour_scheme.setCurrentIndex(dialog.colour_scheme.findData("dark"))
    assert theme.current().name == "dark"  # shown while choosing
    themed.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert theme.current().name == "dark"
    with qtbot.waitSignal(dialog.saved) as saved:
        dialog.accept()
    assert saved.args[0].colour_scheme == "dark"


def test_cancel_puts_back_the_look_shown_before(qtbot: QtBot, themed: QApplication) -> None:
    before = themed.font().pointSizeF()
    dialog = SettingsDialog(UiSettings(colour_scheme="light"))
    qtbot.addWidget(dialog)
    dialog.colour_scheme.setCurrentIndex(dialog.colour_scheme.findData("dark"))
    dialog.large_controls.setChecked(True)
    assert themed.font().pointSizeF() > before
    dialog.reject()
    assert theme.current().name == "light"
    assert themed.font().pointSizeF() == before


def test_larger_text_and_targets_grow_buttons_inputs_rows_and_text_at_once(
    qtbot: QtBot, themed: QApplication
) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    button, field, table = QPushButton("Opslaan"), QLineEdit("Eiken binnendeur"), QTableView()
    table.setModel(QStandardItemModel(3, 2, table))
    set_up_table(table, {0: 80}, 28)
    for widget in (button, field, table):
        layout.addWidget(widget)
    page.resize(400, 600)
    page.show()
    qtbot.waitExposed(page)
    usual = (button.height(), field.height(), button.font().pointSizeF(), table.rowHeight(0))
    assert usual[0] < theme.LARGE_TARGET_PX
    assert usual[1] < theme.LARGE_TARGET_PX
    assert usual[3] == 28

    dialog = SettingsDialog(UiSettings())
    qtbot.addWidget(dialog)
    dialog.large_controls.setChecked(True)
    qtbot.waitUntil(lambda: button.height() >= theme.LARGE_TARGET_PX)
    qtbot.waitUntil(lambda: field.height() >= theme.LARGE_TARGET_PX)
    assert button.font().pointSizeF() == pytest.approx(usual[2] * theme.LARGE_TEXT)
    assert field.font().pointSizeF() == pytest.approx(usual[2] * theme.LARGE_TEXT)
    assert table.rowHeight(0) >= theme.LARGE_TARGET_PX

    with qtbot.waitSignal(dialog.saved) as saved:
        dialog.accept()
    save_settings(saved.args[0])
    assert load_settings().large_controls is True
    # Off again: back to the usual sizes.
    theme.apply_preferences("system", False)
    qtbot.waitUntil(lambda: button.height() == usual[0])
    assert button.font().pointSizeF() == usual[2]
    assert table.rowHeight(0) == 28


def test_the_style_sheet_names_only_colours_the_theme_has() -> None:
    template = load_stylesheet()
    for name in theme.SCHEMES:
        for large in (False, True):
            sheet = theme.stylesheet(theme.THEMES[name], large, template)
            assert sheet
            assert "$" not in sheet
            assert theme.THEMES[name].colours["busy"] in sheet
    # A name the table lacks leaves the window unstyled rather than half-styled.
    assert theme.stylesheet(theme.THEMES["light"], False, "QLabel { color: $nowhere; }") == ""
    assert QColor(theme.THEMES["dark"].colours["window"]).lightness() < 64


def test_the_look_saved_is_read_for_the_first_paint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, themed: QApplication
) -> None:
    from app import paths
    from app.ui import startup

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path))
    assert startup.read_first_paint().colour_scheme == "system"
    save_settings(UiSettings(colour_scheme="dark", large_controls=True))

    first_paint = startup.read_first_paint()
    theme.apply_preferences(first_paint.colour_scheme, first_paint.large_controls)

    assert (first_paint.colour_scheme, first_paint.large_controls) == ("dark", True)
    assert theme.current().name == "dark"
    paths.settings_path().write_text('{"colour_scheme": "purple"}', encoding="utf-8")
    assert startup.read_first_paint().colour_scheme == "system"


def test_the_upload_dots_painted_into_thumbnails_follow_a_new_scheme(
    qtbot: QtBot, themed: QApplication
) -> None:
    from app.ui.records.image_strip import THUMB_PX
    from app.ui.records.image_strip import AttachmentView
    from app.ui.records.image_strip import ImageStrip

    theme.apply_theme(themed, "light")
    strip = ImageStrip()
    qtbot.addWidget(strip)
    strip.set_items([AttachmentView("a1", "offerte.pdf", None, False, "uploaded")])

    def dot() -> str:
        icon = strip.model.data(strip.model.index(0, 0), Qt.ItemDataRole.DecorationRole)
        assert isinstance(icon, QIcon)
        return (
            icon.pixmap(THUMB_PX, THUMB_PX)
            .toImage()
            .pixelColor(THUMB_PX - 11, THUMB_PX - 11)
            .name()
        )

    light = dot()
    assert light == theme.current().dot("uploaded").name()
    theme.apply_theme(themed, "dark")
    assert dot() == theme.current().dot("uploaded").name() != light


def test_a_table_set_up_in_larger_text_has_its_columns_wider(
    qtbot: QtBot, themed: QApplication
) -> None:
    widths = {0: 128}  # a date and time, "24-11-2026 20:39", in the usual text
    usual, large = QTableView(), QTableView()
    for table in (usual, large):
        qtbot.addWidget(table)
        table.setModel(QStandardItemModel(1, 2, table))
    set_up_table(usual, widths, 28)
    theme.apply_preferences("system", True)
    set_up_table(large, widths, 28)
    theme.apply_preferences("system", False)

    assert usual.columnWidth(0) == 128
    assert large.columnWidth(0) == round(128 * theme.LARGE_TEXT)


def test_the_columns_widen_when_larger_text_is_switched_on_and_back(
    qtbot: QtBot, themed: QApplication
) -> None:
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(QStandardItemModel(1, 2, table))
    set_up_table(table, {0: 128}, 28)  # a date and time in the usual text
    assert table.columnWidth(0) == 128
    theme.apply_preferences("system", True)
    qtbot.waitUntil(lambda: table.columnWidth(0) == round(128 * theme.LARGE_TEXT))
    theme.apply_preferences("system", False)
    qtbot.waitUntil(lambda: table.columnWidth(0) == 128)


def test_the_name_column_keeps_its_title_when_larger_text_leaves_little_room(
    qtbot: QtBot, themed: QApplication
) -> None:
    """Issue: at 1280 x 720 in larger text the Subscriptions header read "/ebhook addres"."""
    from PySide6.QtWidgets import QHeaderView

    from app.ui.records.table import title_width

    model = QStandardItemModel(1, 4)
    model.setHorizontalHeaderLabels(["Sync", "Webhook-adres", "Gebeurtenissen", "Status"])
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    set_up_table(table, {2: 230, 3: 64}, 28)
    table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.resize(420, 200)
    table.show()
    theme.apply_preferences("system", True)
    header = table.horizontalHeader()
    need = title_width(header.font(), "Webhook-adres")
    qtbot.waitUntil(lambda: header.sectionSize(1) >= need - 1)
    theme.apply_preferences("system", False)
