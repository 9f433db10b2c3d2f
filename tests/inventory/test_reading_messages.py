"""Every reason an inventory is refused has its sentence, in Dutch and English, with all its
parameters filled in: the notices raised by real bad files, worded as the window shows them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from app.api.bounds import CELL_CHARS
from app.api.bounds import WORKBOOK_PART_BYTES
from app.api.notices import Notice
from app.inventory.plan import MappingError
from app.inventory.plan import plan_import
from app.inventory.sheets import UnreadableInventoryError
from app.inventory.sheets import read_sheet
from app.paths import resources_dir
from app.ui.message_table import CONTEXT
from app.ui.message_table import KINDS
from app.ui.message_table import describe
from tests.inventory.spreadsheets import make_csv
from tests.inventory.spreadsheets import make_encrypted_xlsx
from tests.inventory.spreadsheets import make_xlsx
from tests.inventory.spreadsheets import make_xlsx_bomb

ROOT = Path(__file__).resolve().parents[2]


def _codes_in_source() -> set[str]:
    sheets = "".join(
        (ROOT / "app/inventory" / name).read_text(encoding="utf-8")
        for name in ("sheets.py", "csv_reading.py")
    )
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
    quoted = folder / "quote.csv"
    quoted.write_bytes(b'Naam\r\n"Deur\r\n')
    bad += [
        make_encrypted_xlsx(folder / "geheim.xlsx", rows, "pw"),
        make_xlsx(folder / "m.xlsx", rows, merged=["A1:B1"]),
        make_xlsx(folder / "b.xlsx", [["Naam", None], ["Deur", "Delft"]]),
        make_xlsx(folder / "e.xlsx", [[None]]),
        make_xlsx(folder / "k.xlsx", [["Naam"]]),
        make_csv(folder / "lang.csv", [["Naam"], ["a"], ["b"]]),
        mixed,
        quoted,
        make_csv(folder / "veld.csv", [["Naam"], ["x" * 200_000]]),
        make_xlsx_bomb(
            folder / "bom.xlsx",
            rows,
            member="xl/sharedStrings.xml",
            marker="Deur",
            fill=b"A" * 4096,
            repeat=(WORKBOOK_PART_BYTES >> 12) + 1,
        ),
        make_xlsx_bomb(
            folder / "cel.xlsx",
            rows,
            member="xl/sharedStrings.xml",
            marker="Deur",
            fill=b"A",
            repeat=CELL_CHARS + 1,
        ),
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
    with pytest.raises(UnreadableInventoryError) as caught:
        read_sheet(make_xlsx(folder / "h.xlsx", [["Titel"], [], *rows]), header_row=2)
    yield caught.value.notice
    sheet = read_sheet(make_xlsx(folder / "ok.xlsx", rows))
    for mapping in ({0: "itemDetails.name", 1: "itemDetails.name"}, {1: "address.city"}):
        with pytest.raises(MappingError) as refused:
            plan_import(sheet, mapping)
        yield refused.value.notice


def test_every_refusal_reads_as_a_whole_sentence_in_english_and_dutch(
    qapp: QApplication, tmp_path: Path
) -> None:
    notices = list(_refusals(tmp_path))
    assert {notice.code for notice in notices} == _codes_in_source()
    # Dutch from the .qm itself, not installed: the window's language stays as it was.
    dutch = QTranslator()
    assert dutch.load(str(resources_dir() / "translations" / "reuse_desk_nl.qm"))
    for notice in notices:
        english = describe(notice)
        template = str(KINDS[notice.code])
        translated = dutch.translate(CONTEXT, template)
        assert translated
        assert translated != template
        for sentence in (english, translated.format_map(dict(notice.params))):
            assert "{" not in sentence, sentence
    assert describe(notices[3]) == (
        "geheim.xlsx is protected with a password. Open it in your spreadsheet program, "
        "remove the password and save it again."
    )
