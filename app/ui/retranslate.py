"""A language change re-translates the window in place: nothing is rebuilt, so everything
the user has open stays as it is (the record in the form and what was typed in it, the
selection, the search, the local webhook receiver and its deliveries, running work).

Qt tells every widget (`QEvent.LanguageChange`) once the new translators are installed;
Qt's own widgets follow by themselves. Ours set their texts once, when made, so `follow`
finds each text they show in the old language's catalogue (the `.ts` the `.qm` is built
from) and puts the new language's in its place; then every object with a `retranslate()`
method renews what it composed (counts, sentences with a name in them, the model's field
labels, which are in the request models rather than in the catalogue).
"""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from functools import cache

from PySide6.QtCore import QAbstractProxyModel, QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QWidget,
)

from app import paths

log = logging.getLogger(__name__)
Source = tuple[str, str]  # (context, source text) of a translation


@cache
def _shown_as(language: str) -> dict[str, tuple[Source, ...]]:
    """What each text of `language` was translated from (several contexts may share it)."""
    ts = paths.resources_dir() / "translations" / f"reuse_desk_{language}.ts"
    found: dict[str, list[Source]] = {}
    try:
        root = ET.parse(ts).getroot()
    except (OSError, ET.ParseError):
        log.warning("no catalogue %s: texts keep their language until the restart", ts)
        return {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if not source or translation is None or message.get("numerus") == "yes":
                continue
            shown = translation.text or source  # an untranslated text shows its source
            found.setdefault(shown, []).append((name, source))
    return {text: tuple(sources) for text, sources in found.items()}


def _contexts(owner: QObject | None) -> set[str]:
    """The translation contexts `owner` may have taken a text from: its classes' names and
    those of the widgets it sits in."""
    names: set[str] = set()
    while owner is not None:
        names.update(kind.__name__ for kind in type(owner).__mro__)
        owner = owner.parent()
    return names


class _Swap:
    def __init__(self, old: str) -> None:
        self.shown_as = _shown_as(old)

    def __call__(self, text: str, owner: QObject) -> str | None:
        """`text` in the new language, or None where it is no text of the catalogue."""
        sources = self.shown_as.get(text) if text else None
        if not sources:
            return None
        contexts = _contexts(owner)
        context, source = next((s for s in sources if s[0] in contexts), sources[0])
        new = QCoreApplication.translate(context, source)
        return new if new != text else None


def _renew(
    get: Callable[[], str], set_: Callable[[str], None], swap: _Swap, owner: QObject
) -> None:
    new = swap(get(), owner)
    if new is not None:
        set_(new)


def _renew_items(
    count: int,
    get: Callable[[int], str],
    set_: Callable[[int, str], None],
    swap: _Swap,
    owner: QObject,
) -> None:
    """The texts of a combo's items or of a tab widget's tabs, by index."""
    for i in range(count):
        new = swap(get(i), owner)
        if new is not None:
            set_(i, new)


def _widget_texts(widget: QWidget, swap: _Swap) -> None:
    _renew(widget.toolTip, widget.setToolTip, swap, widget)
    _renew(widget.statusTip, widget.setStatusTip, swap, widget)
    _renew(widget.accessibleName, widget.setAccessibleName, swap, widget)
    if widget.isWindow():
        _renew(widget.windowTitle, widget.setWindowTitle, swap, widget)
    plain_label = isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.RichText
    if plain_label or isinstance(widget, QAbstractButton):
        _renew(widget.text, widget.setText, swap, widget)  # type: ignore[attr-defined]
    elif isinstance(widget, QGroupBox):
        _renew(widget.title, widget.setTitle, swap, widget)
    elif isinstance(widget, QLineEdit):
        _renew(widget.placeholderText, widget.setPlaceholderText, swap, widget)
    elif isinstance(widget, QComboBox):
        _renew_items(widget.count(), widget.itemText, widget.setItemText, swap, widget)
        line = widget.lineEdit()
        if line is not None:
            _renew(line.placeholderText, line.setPlaceholderText, swap, widget)
    elif isinstance(widget, QTabWidget):
        _renew_items(widget.count(), widget.tabText, widget.setTabText, swap, widget)
        _renew_items(widget.count(), widget.tabToolTip, widget.setTabToolTip, swap, widget)
    elif isinstance(widget, QMenu):
        _renew(widget.title, widget.setTitle, swap, widget)
    elif isinstance(widget, QAbstractItemView):
        model = widget.model()
        while isinstance(model, QAbstractProxyModel):
            model = model.sourceModel()
        renew_header = getattr(model, "renew_header", None)
        if callable(renew_header):  # a header kept in words (the record tables)
            renew_header(lambda text: swap(text, model) or text)
        widget.viewport().update()  # items are asked for their text again


def _action_texts(action: QAction, swap: _Swap) -> None:
    owner = action.parent() or action
    _renew(action.text, action.setText, swap, owner)
    _renew(action.iconText, action.setIconText, swap, owner)
    _renew(action.statusTip, action.setStatusTip, swap, owner)
    tip = action.toolTip()
    if tip != action.text().replace("&", ""):  # one of its own, not the text shown again
        _renew(action.toolTip, action.setToolTip, swap, owner)


def follow(old: str, new: str, roots: Iterable[QWidget] | None = None) -> None:
    """After the translators of `new` are installed: every text of the window (or of
    `roots` and what is in them) in `new`, then each `retranslate()` renews its own."""
    if old == new:
        return
    swap = _Swap(old)
    widgets = list(QApplication.allWidgets()) if roots is None else _within(roots)
    actions: dict[int, QAction] = {}
    for widget in widgets:
        _widget_texts(widget, swap)
        for action in [*widget.actions(), *widget.findChildren(QAction)]:
            actions[id(action)] = action
    for action in actions.values():
        _action_texts(action, swap)
    for widget in widgets:
        renew = getattr(widget, "retranslate", None)
        if callable(renew):
            renew()


def _within(roots: Iterable[QWidget]) -> list[QWidget]:
    found: list[QWidget] = []
    for root in roots:
        found.append(root)
        found.extend(root.findChildren(QWidget))
    return found
