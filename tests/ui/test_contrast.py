"""Every colour shown for a state reads at 4.5:1 or better (WCAG 2 contrast) in both schemes:
computed for every pair of the theme's one table, and sampled from rendered widgets, so the
test fails when what is shown is not what the table says."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtGui import QPalette
from PySide6.QtGui import QStandardItem
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from pytestqt.qtbot import QtBot

from app.ui import theme
from app.ui.records.table import SyncBadgeDelegate
from app.ui.records.table import SyncStateRole

MINIMUM = 4.5


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_contrast_formula_gives_the_known_figures() -> None:
    assert contrast(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)
    assert contrast(QColor("white"), QColor("white")) == pytest.approx(1.0)


def test_both_schemes_have_the_same_states() -> None:
    light, dark = theme.THEMES["light"], theme.THEMES["dark"]
    assert light.colours.keys() == dark.colours.keys()
    assert light.badges.keys() == dark.badges.keys()
    assert light.dots.keys() == dark.dots.keys()
    assert [what for what, _, _ in light.pairs()] == [what for what, _, _ in dark.pairs()]


@pytest.mark.parametrize("name", theme.SCHEMES)
def test_every_state_colour_pair_of_the_table_reads_at_4_5_to_1(name: str) -> None:
    failing = {
        what: round(contrast(QColor(text), QColor(background)), 2)
        for what, text, background in theme.THEMES[name].pairs()
        if contrast(QColor(text), QColor(background)) < MINIMUM
    }
    assert not failing, f"{name}: below {MINIMUM}:1: {failing}"


# -- what is shown --------------------------------------------------------------------------
@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    """The application with the theme installed; afterwards as other tests expect it."""
    palette, font, sheet = QPalette(qapp.palette()), qapp.font(), qapp.styleSheet()
    yield qapp
    qapp.styleHints().colorSchemeChanged.disconnect(theme._system_scheme_changed)
    theme._theme = None
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def _colours(image: QImage) -> list[QColor]:
    return [image.pixelColor(x, y) for y in range(image.height()) for x in range(image.width())]


def _commonest(colours: list[QColor]) -> QColor:
    counts: dict[int, int] = {}
    for c in colours:
        counts[c.rgb()] = counts.get(c.rgb(), 0) + 1
    return QColor.fromRgb(max(counts, key=lambda rgb: counts[rgb]))


def _text_on(image: QImage, background: QColor) -> QColor:
    """The pixel of `image` that stands out most from `background`: a glyph's stem."""
    return max(_colours(image), key=lambda c: contrast(c, background))


def _close(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= 24


def _grab(widget: QLabel | QToolButton | QTableView | QGroupBox) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("name", theme.SCHEMES)
def test_the_sync_badges_painted_in_the_table_are_the_tables_colours(
    qtbot: QtBot, themed: QApplication, name: str
) -> None:
    theme.apply_theme(themed, name)
    scheme = theme.current()
    model = QStandardItemModel(len(scheme.badges), 1)
    for row, state in enumerate(scheme.badges):
        item = QStandardItem("Wachtrij")
        item.setData(state, SyncStateRole)
        model.setItem(row, 0, item)
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    table.setItemDelegateForColumn(0, SyncBadgeDelegate(table))
    table.setColumnWidth(0, 140)
    table.resize(200, 40 * len(scheme.badges))
    table.show()
    qtbot.waitExposed(table)
    for row, state in enumerate(scheme.badges):
        rect = table.visualRect(model.index(row, 0))
        # The pill's middle, away from its rounded ends.
        image = _grab(table.viewport()).copy(rect.adjusted(14, 4, -60, -4))
        text, background = scheme.badge(state)
        shown = _commonest(_colours(image))
        assert _close(shown, background), (state, shown.name(), background.name())
        glyph = _text_on(image, shown)
        assert _close(glyph, text), (state, glyph.name(), text.name())
        assert contrast(glyph, shown) >= MINIMUM, state


@pytest.mark.parametrize("name", theme.SCHEMES)
def test_the_busy_sync_button_error_texts_and_the_header_badge_read_as_the_table_says(
    qtbot: QtBot, themed: QApplication, name: str
) -> None:
    theme.apply_theme(themed, name)
    c = theme.current().colours
    assert themed.palette().color(QPalette.ColorRole.Window) == QColor(c["window"])
    box = QGroupBox("Hoeveelheid")
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    error = QLabel("Vul een getal in, bijvoorbeeld 12,5.", box)
    error.setObjectName("fieldError")
    badge = QLabel("Wachtrij", box)
    badge.setObjectName("stateBadge")
    badge.setProperty("state", "queued")
    # While a sync runs its action is disabled: the busy look.
    action = QAction("Nu synchroniseren", box)
    action.setEnabled(False)
    button = QToolButton(box)
    button.setObjectName("syncButton")
    button.setDefaultAction(action)
    for widget in (error, badge, button):
        layout.addWidget(widget)
    box.show()
    qtbot.waitExposed(box)
    expected = {
        error: (c["error"], c["surface"]),
        badge: (theme.current().badges["queued"][0], theme.current().badges["queued"][1]),
        button: (c["busy_text"], c["busy"]),
    }
    for widget, (text, background) in expected.items():
        image = _grab(widget)
        inner = image.copy(image.rect().adjusted(3, 3, -3, -3))
        shown = _commonest(_colours(inner))
        assert _close(shown, QColor(background)), (widget.objectName(), shown.name())
        glyph = _text_on(inner, shown)
        assert _close(glyph, QColor(text)), (widget.objectName(), glyph.name(), text)
        assert contrast(glyph, shown) >= MINIMUM, widget.objectName()


def test_no_colour_is_written_in_the_window_code_outside_the_theme() -> None:
    """A colour literal in app/ui escapes the table (and so this test's contrast check)."""
    ui = Path(theme.__file__).parent
    # Label sheets are printed: paper and ink, not the screen's scheme.
    allowed = {ui / "theme.py", ui / "labels" / "sheet.py"}
    literal = re.compile(r"""["']#[0-9a-fA-F]{3,8}["']|QColor\(\s*["'](?:white|black)""")
    found = [
        f"{path.relative_to(ui)}:{number}"
        for path in sorted(ui.rglob("*.py"))
        if path not in allowed
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if literal.search(line)
    ]
    assert not found, found


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_check_box_is_seen_against_its_window(
    qtbot: QtBot, themed: QApplication, scheme: str
) -> None:
    """Issue: "Work offline" and the preferences' check boxes all but vanished in the dark
    scheme (Qt draws their frame in the window's own colour, darkened)."""
    from PySide6.QtWidgets import QCheckBox
    from PySide6.QtWidgets import QStyle
    from PySide6.QtWidgets import QStyleOptionButton

    from app.ui.application import load_stylesheet

    theme.apply_theme(themed, scheme, template=load_stylesheet())
    box = QCheckBox("Offline werken")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    option = QStyleOptionButton()
    option.initFrom(box)
    frame = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    image = box.grab().toImage()
    window = box.palette().color(QPalette.ColorRole.Window)
    seen = max(
        contrast(image.pixelColor(x, y), window)
        for x in range(frame.left(), frame.right() + 1)
        for y in range(frame.top(), frame.bottom() + 1)
    )
    assert seen >= 3.0  # WCAG 2's least contrast of a control's edge (1.4.11)
