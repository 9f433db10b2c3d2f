"""Unit names in the window's language ("PCE – pieces" in English, "PCE – stuks" in Dutch):
the interface's list (values.json) names each unit in Dutch, which the import still reads;
what the window shows is translated here, once for the form, the table and the import."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication

NAMES: Final[Mapping[str, object]] = {  # QT_TRANSLATE_NOOP gives `object`
    "PCE": QT_TRANSLATE_NOOP("Units", "pieces"),
    "MTR": QT_TRANSLATE_NOOP("Units", "metre"),
    "MTK": QT_TRANSLATE_NOOP("Units", "square metre (m²)"),
    "MTQ": QT_TRANSLATE_NOOP("Units", "cubic metre (m³)"),
    "KGM": QT_TRANSLATE_NOOP("Units", "kilogram"),
    "TNE": QT_TRANSLATE_NOOP("Units", "tonne"),
    "LTR": QT_TRANSLATE_NOOP("Units", "litre"),
    "MMT": QT_TRANSLATE_NOOP("Units", "millimetre"),
    "CMT": QT_TRANSLATE_NOOP("Units", "centimetre"),
}


def unit_name(code: str, listed: str) -> str:
    """The name of unit `code` in the window's language; `listed` (the interface's own
    label) for a code this program does not name."""
    name = NAMES.get(code)
    return QCoreApplication.translate("Units", str(name)) if name is not None else listed


def unit_items(choices: Mapping[str, str]) -> list[tuple[str, str]]:
    """(code, "code – name") of each listed unit, as a combo box offers them."""
    return [(code, f"{code} – {unit_name(code, label)}") for code, label in choices.items()]
