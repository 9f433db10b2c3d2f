"""The window's colours and sizes: one table of named colours per colour scheme (light, dark),
kept as data in `resources/theme.json`, read by the style sheet (`resources/style.qss`, a
template of `$name`s) and by the code that paints (the sync badges, the photos' upload dots).
A colour shown for a state is only ever taken from there, so the contrast test that reads
this table checks everything shown.

`apply_theme(app, scheme)` installs a scheme: "light", "dark", or None to follow the
operating system (Qt's style hints), switching live when the system does. With `large`,
text is a quarter larger and buttons, inputs and rows at least `LARGE_TARGET_PX` high, for
gloves and touch screens.
"""

from __future__ import annotations

import json
import logging
import string
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from app import paths

log = logging.getLogger(__name__)

SCHEMES = ("light", "dark")
LARGE_TEXT = 1.25  # the text size of the "larger text" preference, relative to the system's
LARGE_TARGET_PX = 40  # the least height of a button, input or row then (about 7 mm on a laptop)
# The photo inbox's band on a label picture: drawn over a photo, so the same in both schemes
# (white on a dark blue, 220 of 255 opaque: about 7:1 over any picture).
PHOTO_BAND = "#dc145aa0"  # #AARRGGBB, as QColor reads it
PHOTO_BAND_TEXT = "#ffffff"

# Buttons and inputs at least LARGE_TARGET_PX high (the style adds padding and border to
# these content heights); only with the preference, so that the usual sizes stay the style's own.
_INDICATORS = """
QCheckBox::indicator, QMenu::indicator:non-exclusive, QRadioButton::indicator {
    width: 14px; height: 14px; border: 1px solid $muted; background: $surface;
}
QCheckBox::indicator, QMenu::indicator:non-exclusive { border-radius: 3px; }
QMenu::item { padding: 4px 24px 4px 28px; }
QMenu::indicator:non-exclusive { margin-left: 6px; }
QRadioButton::indicator { border-radius: 8px; }
QCheckBox::indicator:checked, QMenu::indicator:non-exclusive:checked {
    background: $accent; border-color: $accent; image: url($icons/check.svg);
}
QRadioButton::indicator:checked {
    background: $accent; border-color: $accent; image: url($icons/dot.svg);
}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: $border; }
"""

_LARGE_TARGETS = """
QPushButton { min-height: %(button)dpx; }
QToolButton { min-height: %(tool)dpx; }
QCheckBox, QRadioButton { min-height: %(box)dpx; }
QLineEdit, QComboBox, QSpinBox, QDoubleSpinBox, QDateEdit, QDateTimeEdit {
    min-height: %(input)dpx;
}
QCheckBox::indicator, QRadioButton::indicator { width: 22px; height: 22px; }
"""

# Colours read as text on the plain backgrounds (window, surface, alternate rows).
TEXT_COLOURS = ("text", "text_secondary", "muted", "error", "ok", "warning", "link")


@dataclass(frozen=True)
class Scheme:
    name: str
    colours: dict[str, str]
    badges: dict[str, tuple[str, str]]
    dots: dict[str, str]
    # (what, text colour's name, background colour's name) of what else shows a state
    shown: tuple[tuple[str, str, str], ...]

    def badge(self, state: str) -> tuple[QColor, QColor]:
        """(text, background) of a sync state's badge; an unknown state looks like a draft."""
        text, background = self.badges.get(state, self.badges["draft"])
        return QColor(text), QColor(background)

    def colour(self, name: str) -> QColor:
        """A named colour of the scheme (`text`, `error`, `problem`, ...)."""
        return QColor(self.colours[name])

    def dot(self, state: str) -> QColor:
        return QColor(self.dots.get(state, self.dots["pending"]))

    def pairs(self) -> Iterator[tuple[str, str, str]]:
        """Every (what, text colour, background colour) this scheme shows a state in."""
        c = self.colours
        for state, (text, background) in self.badges.items():
            yield f"badge {state}", text, background
        for state, colour in self.dots.items():
            yield f"upload dot {state}", colour, c["surface"]
        for name in TEXT_COLOURS:
            for background in ("window", "surface", "surface_alt"):
                yield f"{name} on {background}", c[name], c[background]
        for what, text, background in self.shown:
            yield what, c[text], c[background]


def _read_schemes() -> dict[str, Scheme]:
    """The schemes' colour tables, kept as data beside the style sheet (`resources/theme.json`):
    per scheme its named colours, the sync states' badges as (text, background) muted so
    that they stay readable on a selected row too, and the photos' upload dots, read on the
    strip's `surface`; and, for all schemes, what else shows a state in which colour pair
    (`shown`). `Scheme.pairs` names every colour read on another."""
    tables = json.loads((paths.resources_dir() / "theme.json").read_text(encoding="utf-8"))
    shown = tuple((what, text, background) for what, text, background in tables["shown"])
    return {
        name: Scheme(
            name,
            dict(tables[name]["colours"]),
            {state: (text, back) for state, (text, back) in tables[name]["badges"].items()},
            dict(tables[name]["dots"]),
            shown,
        )
        for name in SCHEMES
    }


THEMES = _read_schemes()


class _Theme(QObject):
    """What is installed, and the one connection to the system's colour scheme."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.choice: str | None = None  # None: follow the system
        self.large = False
        self.scheme = THEMES["light"]
        self.template: str | None = None
        self.base_font: QFont | None = None
        self.following: QApplication | None = None


_theme: _Theme | None = None


def _state() -> _Theme:
    global _theme
    if _theme is None:
        _theme = _Theme()
    return _theme


def current() -> Scheme:
    """The scheme shown now (light until a theme is applied)."""
    return _state().scheme


def changed() -> SignalInstance:
    """Emitted after a scheme or size is installed (painting code repaints on it)."""
    return _state().changed


def is_large() -> bool:
    return _state().large


def row_height(usual: int) -> int:
    """A table row's height under the installed text size (`usual` at the normal size)."""
    return max(LARGE_TARGET_PX, round(usual * LARGE_TEXT)) if _state().large else usual


def system_scheme() -> str:
    """ "dark" when the operating system says so, else "light" (also when it does not say)."""
    hints = QGuiApplication.styleHints()
    return "dark" if hints.colorScheme() == Qt.ColorScheme.Dark else "light"


def apply_theme(
    app: QApplication,
    scheme: str | None = None,
    *,
    large: bool | None = None,
    template: str | None = None,
) -> None:
    """Install `scheme` ("light", "dark", or None: the system's, followed live) with its
    palette and style sheet. `large` switches the larger text and targets (None keeps what is
    installed); `template` replaces the style sheet's template (default: resources/style.qss)."""
    state = _state()
    if scheme is not None and scheme not in THEMES:
        raise ValueError(f"unknown colour scheme {scheme!r}")
    state.choice = scheme
    if large is not None:
        state.large = large
    if template is not None:
        state.template = template
    if state.following is not app:
        # Connected once per application; the slot reads the choice at the time it fires.
        app.styleHints().colorSchemeChanged.connect(_system_scheme_changed)
        state.following = app
    _install(app)


def apply_preferences(colour_scheme: str, large: bool) -> None:
    """Install the look the settings name: `colour_scheme` "system", "light" or "dark"."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_theme(app, None if colour_scheme == "system" else colour_scheme, large=large)


def _system_scheme_changed(scheme: Qt.ColorScheme) -> None:
    app = QApplication.instance()
    if isinstance(app, QApplication) and _state().choice is None:
        # The signal's own value: the style hints may still answer the old one.
        system = "dark" if scheme == Qt.ColorScheme.Dark else "light"
        log.info("the system's colour scheme changed to %s", system)
        _install(app, system)


def _install(app: QApplication, system: str | None = None) -> None:
    state = _state()
    state.scheme = THEMES[state.choice or system or system_scheme()]
    if state.base_font is None:
        state.base_font = QFont(app.font())
    font = QFont(state.base_font)
    if state.large and state.base_font.pointSizeF() > 0:
        font.setPointSizeF(state.base_font.pointSizeF() * LARGE_TEXT)
    elif state.large:  # a system font sized in pixels has no point size (-1)
        font.setPixelSize(round(state.base_font.pixelSize() * LARGE_TEXT))
    app.setPalette(palette(state.scheme))
    app.setFont(font)
    app.setStyleSheet(stylesheet(state.scheme, state.large, _template(state)))
    state.changed.emit()


def _template(state: _Theme) -> str:
    if state.template is None:
        try:
            state.template = (paths.resources_dir() / "style.qss").read_text(encoding="utf-8")
        except OSError:
            log.warning("stylesheet not found", exc_info=True)
            state.template = ""
    return state.template


def stylesheet(scheme: Scheme, large: bool, template: str) -> str:
    """The style sheet: the template's `$name`s filled with the scheme's colours and sizes."""
    values: dict[str, object] = dict(scheme.colours)
    for state, (text, background) in scheme.badges.items():
        values[f"badge_{state}"] = background
        values[f"badge_{state}_text"] = text
    scale = LARGE_TEXT if large else 1.0
    values["title_size"] = round(15 * scale)
    values["small_size"] = round(11 * scale)
    targets = {
        "button": LARGE_TARGET_PX - 8,
        "tool": LARGE_TARGET_PX - 4,
        "input": LARGE_TARGET_PX - 2,
        "box": LARGE_TARGET_PX,
    }
    values["large_targets"] = _LARGE_TARGETS % targets if large else ""
    # Qt's own check boxes are drawn in the window's colour darkened: faint on a light
    # window, all but gone on a dark one; the theme draws them in its own colours.
    icons = (paths.resources_dir() / "icons").as_posix()
    values["indicators"] = string.Template(_INDICATORS).safe_substitute(values, icons=icons)
    try:
        return string.Template(template).substitute(values)
    except (KeyError, ValueError):
        log.exception("the stylesheet names a colour the theme does not have")
        return ""


def palette(scheme: Scheme) -> QPalette:
    """Qt's palette for what the style sheet does not style (Fusion draws with it)."""
    c = {name: QColor(value) for name, value in scheme.colours.items()}
    p = QPalette()
    role = QPalette.ColorRole
    for r, name in (
        (role.Window, "window"),
        (role.WindowText, "text"),
        (role.Base, "surface"),
        (role.AlternateBase, "surface_alt"),
        (role.Text, "text"),
        (role.Button, "header"),
        (role.ButtonText, "text"),
        (role.Highlight, "accent"),
        (role.HighlightedText, "accent_text"),
        (role.ToolTipBase, "tooltip"),
        (role.ToolTipText, "tooltip_text"),
        (role.PlaceholderText, "muted"),
        (role.Link, "link"),
        (role.BrightText, "error"),
        (role.Light, "surface"),
        (role.Midlight, "hover"),
        (role.Mid, "border_strong"),
        (role.Dark, "border_strong"),
        (role.Shadow, "border"),
    ):
        p.setColor(r, c[name])
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(disabled, r, c["muted"])
    return p
