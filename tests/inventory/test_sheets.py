"""Reading inventories: real .xlsx/.xls/.ods/.csv files made in the test, read as cells, and
every kind of bad file refused with its own reason before anything else happens."""

from __future__ import annotations

import datetime as dt
import resource
import time
import zipfile
from pathlib import Path

import pytest

from app.api.bounds import INVENTORY_ROWS
from app.inventory.sheets import FormulaError
from app.inventory.sheets import UnreadableInventoryError
from app.inventory.sheets import read_sheet
from app.inventory.sheets import sheet_names
from tests.inventory.spreadsheets import OdsError
from tests.inventory.spreadsheets import make_csv
from tests.inventory.spreadsheets import make_encrypted_xlsx
from tests.inventory.spreadsheets import make_ods
from tests.inventory.spreadsheets import make_xls
from tests.inventory.spreadsheets import make_xlsx

ROWS = [
    ["Naam", "Aantal", "Beschikbaar vanaf", "Inclusief btw"],
    ["Binnendeur eiken", 12.5, dt.date(2026, 3, 1), True],
    [None, None, None, None],
    ["Tegel", 3, None, False],
]


def refusal(path: Path, **options: object) -> tuple[str, dict[str, object]]:
    with pytest.raises(UnreadableInventoryError) as caught:
        read_sheet(path, **options)  # type: ignore[arg-type]
    return caught.value.notice.code, dict(caught.value.notice.params)


@pytest.mark.parametrize("make", [make_xlsx, make_xls, make_ods])
def test_a_workbook_reads_as_typed_cells_blank_rows_left_out(tmp_path: Path, make) -> None:
    path = make(tmp_path / f"inventaris.{make.__name__[5:]}", ROWS)

    sheet = read_sheet(path)

    assert sheet.name == "Inventaris"
    assert sheet.header == ("Naam", "Aantal", "Beschikbaar vanaf", "Inclusief btw")
    assert sheet.row_numbers == [2, 4]
    assert sheet.rows[0] == ("Binnendeur eiken", 12.5, dt.date(2026, 3, 1), True)
    assert sheet.rows[1] == ("Tegel", 3, None, False)
    assert sheet_names(path) == ["Inventaris"]


def test_rows_keep_the_numbers_the_spreadsheet_shows(tmp_path: Path) -> None:
    path = make_xlsx(tmp_path / "a.xlsx", [[None], [], *ROWS])

    sheet = read_sheet(path)

    assert sheet.header_row == 3
    assert sheet.row_numbers == [4, 6]


def test_formulas_give_their_cached_values(tmp_path: Path) -> None:
    rows = [["Naam", "Aantal"], ["Deur", None], ["Raam", None]]
    path = make_xlsx(
        tmp_path / "f.xlsx", rows, formulas={(1, 1): ("=2*3", 6), (2, 1): ('="ab"&"c"', "abc")}
    )

    assert [row[1] for row in read_sheet(path).rows] == [6, "abc"]


def test_formula_errors_read_as_errors_not_as_empty_cells(tmp_path: Path) -> None:
    rows = [["Naam", "Prijs", "Aantal"], ["Deur", None, 2], [None, None, None], [None, 4, 1]]
    formulas = {(1, 1): ("=1/0", "#DIV/0!"), (3, 0): ("=NA()", "#N/A")}
    xlsx = make_xlsx(tmp_path / "f.xlsx", rows, formulas=formulas)
    ods_rows = [["Naam", "Prijs", "Aantal"], ["Deur", OdsError("#DIV/0!"), 2], [OdsError("#N/A")]]
    ods = make_ods(tmp_path / "f.ods", ods_rows)

    assert read_sheet(xlsx).rows == [
        ("Deur", FormulaError("#DIV/0!"), 2),
        (FormulaError("#N/A"), 4, 1),
    ]
    assert read_sheet(xlsx).row_numbers == [2, 4]
    assert read_sheet(ods).rows == [
        ("Deur", FormulaError("#DIV/0!"), 2),
        (FormulaError("#N/A"), None, None),
    ]


def test_a_named_sheet_is_read_and_a_missing_one_names_those_there_are(tmp_path: Path) -> None:
    other = [["Naam"], ["Balk"]]
    path = make_xlsx(tmp_path / "two.xlsx", ROWS, extra_sheets={"Hal": other})

    assert sheet_names(path) == ["Inventaris", "Hal"]
    assert read_sheet(path, "Hal").rows == [("Balk",)]
    assert refusal(path, sheet="Kelder") == (
        "inventory.no_such_sheet",
        {"sheet": "Kelder", "sheets": "Inventaris, Hal"},
    )


def test_a_dutch_csv_semicolons_and_windows_1252(tmp_path: Path) -> None:
    rows = [
        ["Naam", "Prijs", "Opmerking"],
        ["Deur é", "€ 12,50", "ë; ok"],
        ["Kozijn", "1.234,5", ""],
    ]
    path = make_csv(tmp_path / "inventaris.csv", rows)
    assert "é".encode("cp1252") in path.read_bytes()

    sheet = read_sheet(path)

    assert sheet.name == "inventaris"
    assert sheet.header == ("Naam", "Prijs", "Opmerking")
    assert sheet.rows == [("Deur é", "€ 12,50", "ë; ok"), ("Kozijn", "1.234,5", None)]


@pytest.mark.parametrize(
    ("delimiter", "encoding"),
    [(",", "utf-8"), (",", "utf-8-sig"), ("\t", "utf-8"), ("|", "cp1252")],
)
def test_a_csv_delimiter_and_encoding_are_found(
    tmp_path: Path, delimiter: str, encoding: str
) -> None:
    rows = [
        ["Naam", "Aantal", "Plaats"],
        ["Deur ë", "12.5", "Den Haag"],
        ["Raam", "2", "Zoetermeer"],
    ]
    path = make_csv(tmp_path / "i.txt", rows, delimiter=delimiter, encoding=encoding)

    sheet = read_sheet(path)

    assert sheet.header == ("Naam", "Aantal", "Plaats")
    assert sheet.rows[0] == ("Deur ë", "12.5", "Den Haag")


def test_a_csv_with_mixed_encodings_is_refused_naming_the_line(tmp_path: Path) -> None:
    path = tmp_path / "mixed.csv"
    path.write_bytes(
        "Naam;Plaats\r\nDeur;Zoetermeer\r\nTegel;Curaçao\r\n".encode()
        + "Balk;Enschedé\r\n".encode("cp1252")
    )

    assert refusal(path) == ("inventory.mixed_encodings", {"line": 4, "encoding": "utf-8"})


def test_a_merged_header_is_refused(tmp_path: Path) -> None:
    path = make_xlsx(tmp_path / "m.xlsx", ROWS, merged=["B1:C1"])

    assert refusal(path) == ("inventory.merged_header", {"sheet": "Inventaris", "cells": "B1:C1"})


@pytest.mark.parametrize("make", [make_xls, make_ods, make_csv])
def test_a_header_that_looks_merged_is_refused(tmp_path: Path, make) -> None:
    # Where the format does not tell merges, a merged header is a blank header over data.
    rows = [["Naam", "Afmetingen", None, "Plaats"], ["Deur", 2115, 930, "Delft"]]
    path = make(tmp_path / f"m.{make.__name__[5:]}", rows)

    code, params = refusal(path)

    assert (code, params["column"], params["row"]) == ("inventory.blank_header", "C", 1)


def test_a_blank_column_without_a_header_is_no_problem(tmp_path: Path) -> None:
    path = make_xlsx(tmp_path / "b.xlsx", [["Naam", None, "Plaats"], ["Deur", None, "Delft"]])

    assert read_sheet(path).rows == [("Deur", None, "Delft")]


def test_a_password_protected_workbook_is_refused(tmp_path: Path) -> None:
    path = make_encrypted_xlsx(tmp_path / "geheim.xlsx", ROWS, "wachtwoord")

    assert refusal(path) == ("inventory.password", {"name": "geheim.xlsx"})


def test_corrupt_files_are_refused(tmp_path: Path) -> None:
    noise = tmp_path / "ruis.xlsx"
    noise.write_bytes(bytes(range(256)) * 40)
    whole = make_xlsx(tmp_path / "heel.xlsx", ROWS).read_bytes()
    cut = tmp_path / "half.xlsx"
    cut.write_bytes(whole[: len(whole) // 2])
    no_sheet = tmp_path / "leeg.ods"
    with zipfile.ZipFile(no_sheet, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")

    for path in (noise, cut, no_sheet):
        assert refusal(path) == ("inventory.corrupt", {"name": path.name})


def test_empty_files_sheets_and_sheets_without_rows_are_refused(tmp_path: Path) -> None:
    empty = tmp_path / "leeg.csv"
    empty.write_bytes(b"")
    blank = make_xlsx(tmp_path / "blank.xlsx", [[None, None], []])
    header_only = make_ods(tmp_path / "kop.ods", [[None], ["Naam", "Aantal"], [None, None]])

    assert refusal(empty) == ("inventory.empty_file", {"name": "leeg.csv"})
    assert refusal(blank) == ("inventory.empty_sheet", {"sheet": "Inventaris"})
    assert refusal(header_only) == ("inventory.no_rows", {"sheet": "Inventaris", "row": 2})


def test_an_unknown_file_type_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "inventaris.pdf"
    path.write_bytes(b"%PDF-1.7")

    code, params = refusal(path)

    assert code == "inventory.unknown_type"
    assert params["name"] == "inventaris.pdf"


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def test_a_million_row_csv_is_refused_quickly_without_reading_it(tmp_path: Path) -> None:
    rows = (["Naam", "Aantal"] if i == 0 else [f"Tegel {i}", i % 9] for i in range(1_000_001))
    path = make_csv(tmp_path / "groot.csv", rows)
    before = _peak_mb()
    started = time.perf_counter()

    assert refusal(path) == ("inventory.too_many_rows", {"sheet": "groot", "limit": INVENTORY_ROWS})

    assert time.perf_counter() - started < 2
    assert _peak_mb() - before < 100  # the file is 15 MB of text; Python rows of it ~ 250 MB


def _million_row_xlsx(path: Path) -> Path:
    """An .xlsx of a header and 1,000,000 rows in a few seconds: a small workbook from
    XlsxWriter whose sheet XML is replaced by one written as it streams."""
    small = make_xlsx(path.with_name("klein.xlsx"), [["Naam", "Aantal"]])
    with (
        zipfile.ZipFile(small) as source,
        zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as target,
    ):
        for item in source.infolist():
            if item.filename != "xl/worksheets/sheet1.xml":
                target.writestr(item, source.read(item))
                continue
            head, _, tail = source.read(item).decode().partition("<sheetData>")
            rows = tail.partition("</sheetData>")[0]
            with target.open(item.filename, "w") as sheet:
                sheet.write(f"{head}<sheetData>{rows}".encode())
                for start in range(2, 1_000_002, 10_000):
                    sheet.write(
                        "".join(
                            f'<row r="{r}"><c r="A{r}" t="inlineStr"><is><t>Tegel {r}</t></is>'
                            f'</c><c r="B{r}"><v>{r % 9}</v></c></row>'
                            for r in range(start, start + 10_000)
                        ).encode()
                    )
                sheet.write(b"</sheetData></worksheet>")
    return path


def test_a_million_row_workbook_is_refused_from_its_streamed_xml(tmp_path: Path) -> None:
    path = _million_row_xlsx(tmp_path / "groot.xlsx")
    before = _peak_mb()
    started = time.perf_counter()

    assert refusal(path) == (
        "inventory.too_many_rows",
        {"sheet": "Inventaris", "limit": INVENTORY_ROWS},
    )

    assert time.perf_counter() - started < 2
    assert _peak_mb() - before < 100  # calamine would hold the whole sheet: ~ 600 MB


def test_the_streamed_count_reads_a_sheet_just_within_the_limit(tmp_path: Path) -> None:
    rows = [["Naam", "Aantal"], *([f"Tegel {i}", i] for i in range(INVENTORY_ROWS))]
    path = make_xlsx(tmp_path / "vol.xlsx", rows, constant_memory=True)

    sheet = read_sheet(path)

    assert len(sheet.rows) == INVENTORY_ROWS
    assert sheet.rows[-1] == (f"Tegel {INVENTORY_ROWS - 1}", INVENTORY_ROWS - 1)


def test_rows_over_a_lower_limit_are_refused_in_every_format(tmp_path: Path) -> None:
    rows = [["Naam"], *([f"Deur {i}"] for i in range(30))]
    for make in (make_xlsx, make_xls, make_ods, make_csv):
        path = make(tmp_path / f"r.{make.__name__[5:]}", rows)
        assert refusal(path, max_rows=29)[0] == "inventory.too_many_rows"
        assert len(read_sheet(path, max_rows=30).rows) == 30


@pytest.mark.parametrize("make", [make_xlsx, make_ods, make_csv])
def test_data_right_of_the_last_header_is_refused(tmp_path: Path, make) -> None:
    rows = [["Naam", "Afmetingen"], ["Deur", 2115, 930]]
    path = make(tmp_path / f"r.{make.__name__[5:]}", rows)

    code, params = refusal(path)

    assert (code, params["column"]) == ("inventory.blank_header", "C")


def test_csv_text_an_export_marked_against_formulas_reads_unmarked(tmp_path: Path) -> None:
    rows = [["Naam", "Opmerking"], ["'=SOM(A1)", "'-5 cm korter"], ["'gewoon", None]]
    path = make_csv(tmp_path / "m.csv", rows, encoding="utf-8")

    assert read_sheet(path).rows == [("=SOM(A1)", "-5 cm korter"), ("'gewoon", None)]


def test_a_csv_field_over_several_lines_is_one_row(tmp_path: Path) -> None:
    path = make_csv(
        tmp_path / "q.csv", [["Naam", "Opmerking"], ["Deur", "regel 1\nregel 2"], ["Raam", "x"]]
    )

    sheet = read_sheet(path)

    assert sheet.rows == [("Deur", "regel 1\nregel 2"), ("Raam", "x")]
    assert sheet.row_numbers == [2, 3]


def test_a_csv_with_an_unclosed_quote_is_refused_naming_its_line(tmp_path: Path) -> None:
    path = tmp_path / "q.csv"
    path.write_bytes(b'Naam;Opmerking\r\nDeur;"regel 1\r\nRaam;x\r\nBalk;y\r\n')

    assert refusal(path) == ("inventory.bad_quote", {"name": "q.csv", "line": 2})


def test_a_csv_with_a_quote_followed_by_more_text_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "q.csv"
    path.write_bytes(b'Naam;Opmerking\r\nDeur;x\r\n\r\nRaam;"12"" breed" hoog\r\n')

    assert refusal(path) == ("inventory.bad_quote", {"name": "q.csv", "line": 4})


@pytest.mark.parametrize("line", [b"sep=,", b"SEP=,", b'"sep=,"'])
def test_excels_sep_line_names_the_delimiter_and_is_no_row(tmp_path: Path, line: bytes) -> None:
    path = tmp_path / "s.csv"
    path.write_bytes(line + b"\r\nNaam;Opmerking,Aantal\r\nDeur;eiken,2\r\nRaam,3\r\n")

    sheet = read_sheet(path)

    assert sheet.header == ("Naam;Opmerking", "Aantal")
    assert sheet.rows == [("Deur;eiken", "2"), ("Raam", "3")]
    assert sheet.row_numbers == [2, 3]


def test_excels_unicode_text_utf16_with_tabs(tmp_path: Path) -> None:
    rows = [["Naam", "Aantal", "Plaats"], ["Deur ë", "12,5", "Curaçao"]]
    path = make_csv(tmp_path / "unicode.txt", rows, delimiter="\t", encoding="utf-16")

    sheet = read_sheet(path)

    assert sheet.header == ("Naam", "Aantal", "Plaats")
    assert sheet.rows == [("Deur ë", "12,5", "Curaçao")]


@pytest.mark.parametrize("make", [make_xlsx, make_ods, make_csv])
def test_the_header_is_found_under_a_title_block_and_totals_are_left_out(
    tmp_path: Path, make
) -> None:
    rows = [
        ["Inventarisatie Kantoorpand Zeist", None, None, None],
        ["Opgenomen door:", "J. Jansen", None, None],
        [],
        ["Naam", "Aantal", "Plaats", "Prijs"],
        ["Deur", 2, "Zeist", 10],
        ["Raam", 3, "Zeist", 12],
        [],
        ["Totaal:", 5, None, 22],
        [None, 5, None, 22],
    ]
    path = make(tmp_path / f"t.{make.__name__[5:]}", rows)

    sheet = read_sheet(path)

    assert (sheet.header_row, sheet.header[0], sheet.row_numbers) == (4, "Naam", [5, 6])
    assert sheet.title == ("Inventarisatie Kantoorpand Zeist", "Opgenomen door: J. Jansen")
    assert sheet.totals == (8, 9)
    # Another row chosen is taken as it is: a note as the header leaves columns headless.
    assert refusal(path, header_row=2)[0] == "inventory.blank_header"
    assert read_sheet(path, header_row=4).header_row == 4


def test_a_merged_title_above_the_header_is_no_merged_header(tmp_path: Path) -> None:
    rows = [["Inventaris", None, None, None], [], *ROWS]
    path = make_xlsx(tmp_path / "t.xlsx", rows, merged=["A1:D1"])

    sheet = read_sheet(path)

    assert (sheet.header_row, sheet.header, sheet.title) == (3, tuple(ROWS[0]), ("Inventaris",))
