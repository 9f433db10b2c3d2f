"""Every reason an inventory is refused has its sentence, in Dutch and English, with all its
parameters filled in: the notices raised by real bad files, worded as the window shows them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.api.notices import Notice
from app.inventory.plan import MappingError, plan_import
from app.inventory.sheets import UnreadableInventoryError, read_sheet
from app.ui import i18n
from app.ui.message_table import KINDS, describe
from tests.inventory.spreadsheets import make_csv, make_encrypted_xlsx, make_xlsx

ROOT = Path(__file__).resolve().parents[2]


def _codes_in_source() -> set[str]:
    sheets = (ROOT / "app/inventory/sheets.py").read_text(encoding="utf-8")
    plan = (ROOT / "app/inventory/plan.py").read_text(encoding="utf-8")
    return {f"inventory.{code}" for code in re.findall(r'_refuse\(\s*"([a-z_]+)"', sheets)} | set(
        re.findall(r'"(inventory\.[a-z_]+)"', plan)
    )


def _refusals(folder: Path) -> Iterator[Notice]:
    rows = [["Naam", "Plaats"], ["Deur", "Delft"]]
    bad: list[Path] = [folder / "x.pdf", folder / "leeg.csv", folder / "ruis.xlsx"]
    bad[0].write_bytes(b"%PDF")
    bad[1].write_bytes(b"")
    bad[2].write_bytes(b"PK\x03\x04" + bytes(200))
    mixed = folder / "mixed.csv"
    mixed.write_bytes("Naam\r\né\r\n".encode() + "ë\r\n".encode("cp1252"))
    bad += [
        make_encrypted_xlsx(folder / "geheim.xlsx", rows, "pw"),
        make_xlsx(folder / "m.xlsx", rows, merged=["A1:B1"]),
        make_xlsx(folder / "b.xlsx", [["Naam", None], ["Deur", "Delft"]]),
        make_xlsx(folder / "e.xlsx", [[None]]),
        make_xlsx(folder / "k.xlsx", [["Naam"]]),
        make_csv(folder / "lang.csv", [["Naam"], ["a"], ["b"]]),
        mixed,
    ]
    for path in bad:
        with pytest.raises(UnreadableInventoryError) as caught:
            read_sheet(path, max_rows=1)
        yield caught.value.notice
    with pytest.raises(UnreadableInventoryError) as caught:
        read_sheet(make_xlsx(folder / "s.xlsx", rows), "Kelder")
    yield caught.value.notice
    with pytest.raises(UnreadableInventoryError) as caught:
        read_sheet(folder / "weg.csv")
    yield caught.value.notice
    sheet = read_sheet(make_xlsx(folder / "ok.xlsx", rows))
    for mapping in ({0: "itemDetails.name", 1: "itemDetails.name"}, {1: "address.city"}):
        with pytest.raises(MappingError) as refused:
            plan_import(sheet, mapping)
        yield refused.value.notice


@pytest.mark.parametrize("language", ["nl", "en"])
def test_every_refusal_reads_as_a_whole_sentence(
    qapp: QApplication, tmp_path: Path, language: str
) -> None:
    notices = list(_refusals(tmp_path))
    seen = {notice.code for notice in notices}
    assert seen == _codes_in_source()
    try:
        i18n.install_language(language)
        for notice in notices:
            assert notice.code in KINDS
            sentence = describe(notice)
            assert "{" not in sentence, sentence
            assert sentence != describe(Notice("unknown"))
    finally:
        i18n.install_language("en")
    if language == "nl":
        return
    assert describe(notices[3]) == (
        "geheim.xlsx is protected with a password. Open it in your spreadsheet program, "
        "remove the password and save it again."
    )
