"""The form's unit fields in the window's language, storing a unit typed by a common name
("m2", "stuks") as its code, as the import and the table's cells do."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from app.api.categories import MEASUREMENT_UNITS
from app.api.categories import QUANTITY_UNITS
from app.api.products import ProductPaths
from app.api.products import ProductRequest
from app.api.schema import schema_fields
from app.ui import i18n
from app.ui.editors import ChoiceField
from app.ui.editors import field_editor
from app.ui.unit_names import NAMES
from app.ui.unit_names import unit_name


@pytest.fixture
def language(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language("en")


def _unit_editor() -> ChoiceField:
    spec = next(f for f in schema_fields(ProductRequest) if f.path == ProductPaths.QUANTITY_UNIT)
    editor = field_editor(spec)
    assert isinstance(editor, ChoiceField)
    return editor


def _offered(editor: ChoiceField) -> list[str]:
    return [editor.combo.itemText(i) for i in range(editor.combo.count())]


def test_english_names_the_units_in_english(language: None) -> None:
    i18n.install_language("en")
    offered = _offered(_unit_editor())
    assert "PCE – pieces" in offered
    assert "MTK – square metre (m²)" in offered
    assert not any("stuks" in text or "vierkante" in text for text in offered)


def test_dutch_names_the_units_as_the_interface_lists_them(language: None) -> None:
    i18n.install_language("nl")
    assert "PCE – stuks" in _offered(_unit_editor())
    # Every listed unit has its name here, in Dutch the interface's own label.
    for code, label in {**QUANTITY_UNITS, **MEASUREMENT_UNITS}.items():
        assert code in NAMES
        assert unit_name(code, "?") == label


@pytest.mark.parametrize(("typed", "code"), [("m2", "MTK"), ("m1", "MTR"), ("stuks", "PCE")])
def test_a_unit_typed_by_its_name_is_stored_as_its_code(
    qapp: QApplication, typed: str, code: str
) -> None:
    editor = _unit_editor()
    line = editor.combo.lineEdit()
    assert line is not None
    line.setText(typed)
    assert editor.value() == code


def test_a_unit_no_list_names_is_kept_as_typed(qapp: QApplication) -> None:
    editor = _unit_editor()
    editor.combo.setEditText("zak")
    assert editor.value() == "zak"
