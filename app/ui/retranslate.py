"""A language change re-translates the window in place: nothing is rebuilt, so everything
the user has open stays as it is (the record in the form and what was typed in it, the
selection, the search, the local webhook receiver and its deliveries, running work).

Qt tells every widget (`QEvent.LanguageChange`) once the new translators are installed;
Qt's own widgets follow by themselves. Ours set their texts once, when made, so `follow`
finds each text they show in the old language's compiled catalogue (the `.qm` the window
reads its texts from) and puts the new language's in its place; then every widget with a
`retranslate()` method renews what it composed (counts, sentences with a name in them,
the model's field labels, which are in the request models rather than in the catalogue).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from collections.abc import Iterable
from functools import cache

from PySide6.QtCore import QAbstractProxyModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QWidget

from app.ui import i18n

log = logging.getLogger(__name__)
Source = tuple[str, str]  # (context, source text) of a translation


_QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_QM_MESSAGES = 0x69  # the section of a compiled catalogue that holds its messages
_END, _TRANSLATION, _OBSOLETE, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8


@cache
def _shown_as(language: str) -> dict[str, tuple[Source, ...]]:
    """What each text of `language` was translated from (several contexts may share it),
    read from the compiled catalogue the window uses (the installed program has no .ts)."""
    qm = i18n.catalogue(language)
    try:
        found = _read_qm(qm.read_bytes()) if qm is not None else {}
    except (OSError, ValueError, IndexError, UnicodeDecodeError):
        found = {}
    if not found:
        log.warning("no catalogue for %s: texts keep their language until the restart", language)
    return {text: tuple(sources) for text, sources in found.items()}


def _read_qm(data: bytes) -> dict[str, list[Source]]:
    """The (context, source) of each translated text of a `.qm` file (Qt's own format: a
    magic number, sections of tag and length, messages as tagged fields)."""
    if data[:16] != _QM_MAGIC:
        raise ValueError("not a Qt catalogue")
    at, messages = 16, b""
    while at + 5 <= len(data):
        tag, length = data[at], int.from_bytes(data[at + 1 : at + 5], "big")
        if tag == _QM_MESSAGES:
            messages = data[at + 5 : at + 5 + length]
        at += 5 + length
    found: dict[str, list[Source]] = {}
    fields: dict[int, list[str]] = {}
    at = 0
    while at < len(messages):
        tag = messages[at]
        at += 1
        if tag == _END:
            shown, source, context = (
                fields.get(t, [""]) for t in (_TRANSLATION, _SOURCE, _CONTEXT)
            )
            if len(shown) == 1 and source[0] and context[0]:  # plural forms are left out
                found.setdefault(shown[0] or source[0], []).append((context[0], source[0]))
            fields = {}
        elif tag == _OBSOLETE:
            at += 4
        elif tag in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
            length = int.from_bytes(messages[at : at + 4], "big")
            at += 4
            if length == 0xFFFFFFFF:  # a null text
                fields.setdefault(tag, []).append("")
                continue
            raw = messages[at : at + length]
            at += length
            text = raw.decode("utf-16-be" if tag == _TRANSLATION else "utf-8")
            fields.setdefault(tag, []).append(text)
        else:
            raise ValueError(f"unknown tag {tag} in a Qt catalogue")
    return found


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
