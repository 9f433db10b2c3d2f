"""`reuse-desk import FILE`: real files into the real store of the data folder, run in-process
through `app.cli.main` (and once as a real process): exit codes 0/1/2, the mapping printed,
each row's problems in the file's own words, --dry-run, --skip-invalid, --queue, --project,
--sheet and --photos."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.api.notices import Notice
from app.cli import main
from app.inventory.columns import header_key
from app.inventory.columns import propose_mapping
from app.inventory.importing import first_mapping
from app.inventory.importing import write_import
from app.inventory.plan import plan_import
from app.inventory.sheets import read_sheet
from app.store import DraftState
from app.store import Store
from app.store.imports import RememberedColumn
from app.ui.message_table import describer
from tests.inventory.spreadsheets import make_csv
from tests.inventory.spreadsheets import make_encrypted_xlsx
from tests.inventory.spreadsheets import make_xlsx

ROOT = Path(__file__).resolve().parents[2]
HEADER = ["Omschrijving", "Categorie", "Aantal", "Eenheid aantal", "Plaats", "Projectnr"]
# The command speaks English in the tests (tests/conftest.py), whatever the window says.


def _not_a_number() -> str:
    """The sentence as the command says it now: its example number is written as the
    locale of the moment writes it (a test before may have chosen another language)."""
    return describer("en")(Notice("number"))


def _rows(count: int = 3) -> list[list[Any]]:
    return [[f"Deur {n}", "Deuren", n, "stuks", "Zwolle", 1001] for n in range(1, count + 1)]


@pytest.fixture
def data(isolated_data_dir: Path) -> Path:
    return isolated_data_dir


def run(data: Path, *args: str | Path) -> int:
    return main(["import", *map(str, args), "--data-dir", str(data)])


def stored(data: Path) -> list[Any]:
    from app import paths

    paths.set_data_dir(data)
    with Store.open() as store:
        return store.drafts.list_drafts()


def test_a_valid_file_is_imported_whole_with_the_mapping_printed(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = make_xlsx(tmp_path / "inventaris.xlsx", [[*HEADER, "Notitie intern"], *_rows()])

    assert run(data, path) == 0

    out = capsys.readouterr().out.splitlines()
    assert out[:8] == [
        "Columns:",
        "  Omschrijving -> Name (itemDetails.name)",
        "  Categorie -> Category (productCategory)",
        "  Aantal -> Quantity (quantity.quantityValue)",
        "  Eenheid aantal -> Unit (Quantity) (quantity.quantityUoM)",
        "  Plaats -> City (address.city)",
        "  Projectnr -> Project number (projectNumber)",
        "  Notitie intern -> (not imported)",
    ]
    assert out[-1] == "Drafts imported from inventaris.xlsx: 3; photos attached: 0."
    drafts = stored(data)
    assert [d.content["itemDetails"]["name"] for d in drafts] == ["Deur 1", "Deur 2", "Deur 3"]
    assert {d.state for d in drafts} == {DraftState.DRAFT}
    assert drafts[1].content["quantity"] == {"quantityValue": 2, "quantityUoM": "PCE"}


def test_rows_with_problems_are_told_in_the_files_words_and_nothing_is_written(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = _rows(12)
    rows[10][2] = "veel"  # row 12 of the file
    rows[1][4] = None  # row 3: no city
    path = make_csv(tmp_path / "inventaris.csv", [HEADER, *rows])

    assert run(data, path) == 1

    captured = capsys.readouterr()
    assert "row 3, Plaats: Fill in this field." in captured.out.splitlines()
    assert f"row 12, Aantal: {_not_a_number()}" in captured.out.splitlines()
    assert "Rows with problems: 2 (the first is row 3)." in captured.err
    assert stored(data) == []


def test_a_field_no_column_fills_is_named_by_its_english_label(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = make_xlsx(tmp_path / "zonder-plaats.xlsx", [HEADER[:4], ["Deur", "Deuren", 1, "stuks"]])
    assert run(data, path) == 1
    captured = capsys.readouterr()
    # Every row lacks it alike: said once, for all rows, not row by row.
    assert "all rows, City: Fill in this field." in captured.out.splitlines()
    assert "row 2, City" not in captured.out
    assert "Fields that every row lacks: 1." in captured.err


def test_skip_invalid_imports_the_valid_rows_and_still_exits_1(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = _rows(4)
    rows[2][2] = "veel"
    path = make_xlsx(tmp_path / "inventaris.xlsx", [HEADER, *rows])

    assert run(data, path, "--skip-invalid") == 1

    out = capsys.readouterr().out
    assert f"row 4, Aantal: {_not_a_number()}" in out
    assert "Drafts imported from inventaris.xlsx: 3; photos attached: 0." in out
    assert "Rows skipped: 1." in out
    assert [d.content["itemDetails"]["name"] for d in stored(data)] == [
        "Deur 1",
        "Deur 2",
        "Deur 4",
    ]


def test_dry_run_checks_everything_and_writes_nothing(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = make_xlsx(tmp_path / "inventaris.xlsx", [HEADER, *_rows()])
    assert run(data, path, "--dry-run") == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "Dry run: 3 rows can be imported, 0 photos found; 0 rows have problems."
        " Nothing was written."
    )
    assert stored(data) == []
    with Store.open() as store:
        assert store.imports.remembered_mapping(header_key(HEADER)) is None


def test_queue_project_and_photos(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = _rows()
    rows[1][5] = None  # this row takes the --project
    path = make_xlsx(tmp_path / "inventaris.xlsx", [HEADER, *rows])
    photos = tmp_path / "fotos"
    photos.mkdir()
    (photos / "deur 2.JPG").write_bytes(b"\xff\xd8\xff photo")

    assert run(data, path, "--queue", "--project", "2002", "--photos", photos) == 0

    assert capsys.readouterr().out.splitlines()[-1] == (
        "Drafts imported from inventaris.xlsx and queued for sending: 3; photos attached: 1."
    )
    drafts = stored(data)
    assert {d.state for d in drafts} == {DraftState.QUEUED}
    assert [d.content["projectNumber"] for d in drafts] == [1001, 2002, 1001]
    with Store.open() as store:
        (photo,) = store.attachments.list_attachments(drafts[1].id)
        assert photo.file_name == "deur 2.JPG"
        assert photo.path.read_bytes() == b"\xff\xd8\xff photo"


def test_the_sheet_named_is_imported(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = make_xlsx(
        tmp_path / "werkboek.xlsx",
        [["Voorblad"], ["Inventaris sloop Stationsstraat"]],
        sheet="Voorblad",
        extra_sheets={"Begane grond": [HEADER, *_rows(2)]},
    )
    assert run(data, path, "--sheet", "Begane grond") == 0
    assert len(stored(data)) == 2
    capsys.readouterr()
    assert run(data, path, "--sheet", "Zolder") == 2
    assert capsys.readouterr().err.strip()
    assert len(stored(data)) == 2


def test_a_repeated_header_is_remembered_column_by_column(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    header = ["Naam", "Categorie", "Plaats", "Aantal", "Eenheid", "Hoogte", "Breedte", "Eenheid"]
    row = ["Deur", "Deuren", "Ede", 2, "stuks", 2015, 830, "mm"]
    first = make_xlsx(tmp_path / "a.xlsx", [header, row])
    sheet = read_sheet(first)
    mapping = {
        0: "itemDetails.name",
        1: "productCategory",
        2: "address.city",
        3: "quantity.quantityValue",
        4: "quantity.quantityUoM",
        5: "physicalDimensions.height",
        6: "physicalDimensions.width",
        7: "physicalDimensions.uoMMeasurement",
    }
    with Store.open() as store:
        write_import(store, plan_import(sheet, mapping, project_number=7), file_name="a.xlsx")
        assert first_mapping(store, [h.upper() for h in header]) == mapping

    second = make_xlsx(
        tmp_path / "b.xlsx", [header, ["Raam", "Deuren", "Ede", 1, "stuks", 1200, 600, "cm"]]
    )
    assert run(data, second, "--project", "7") == 0
    drafts = {d.content["itemDetails"]["name"]: d.content for d in stored(data)}
    assert drafts["Raam"]["quantity"] == {"quantityValue": 1, "quantityUoM": "PCE"}
    assert drafts["Raam"]["physicalDimensions"]["uoMMeasurement"] == "CMT"


def test_a_column_unmapped_stays_so_and_a_new_field_is_proposed(tmp_path: Path) -> None:
    header = ["Naam", "Plaats", "Opmerking"]
    with Store.open() as store:
        # "Plaats" left unmapped on purpose; "Opmerking" mapped to a field since gone.
        store.imports.remember_mapping(
            header_key(header),
            [
                RememberedColumn(0, "naam", "itemDetails.name"),
                RememberedColumn(1, "plaats", ""),
                RememberedColumn(2, "opmerking", "no.such.field"),
            ],
        )
        assert first_mapping(store, header) == {0: "itemDetails.name"} | {
            i: k for i, k in propose_mapping(header).items() if i == 2
        }


def test_a_mapping_remembered_by_header_text_is_not_recalled(tmp_path: Path) -> None:
    header = ["Ding", "Eenheid", "Eenheid"]
    with Store.open() as store:
        store.imports.remember_mapping(header_key(header), {"Ding": "itemDetails.name"})
        assert first_mapping(store, header) == propose_mapping(header)


def test_the_remembered_mapping_is_used_for_the_same_headers(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    header = ["Ding", "Soort", "Hoeveel", "Maat", "Waar"]
    keys = [
        "itemDetails.name",
        "productCategory",
        "quantity.quantityValue",
        "quantity.quantityUoM",
        "address.city",
    ]
    with Store.open() as store:
        store.imports.remember_mapping(
            header_key(header),
            [
                RememberedColumn(i, h.lower(), k)
                for i, (h, k) in enumerate(zip(header, keys, strict=True))
            ],
        )
    path = make_xlsx(tmp_path / "eigen.xlsx", [header, ["Balk", "Constructie", 2, "meter", "Ede"]])
    assert run(data, path) == 0
    assert "  Hoeveel -> Quantity (quantity.quantityValue)" in capsys.readouterr().out
    (draft,) = stored(data)
    assert draft.content["address"] == {"city": "Ede"}


@pytest.mark.parametrize("kind", ["missing", "corrupt", "encrypted", "empty"])
def test_a_file_that_cannot_be_read_exits_2_with_the_reason(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    path = tmp_path / "inventaris.xlsx"
    if kind == "corrupt":
        path.write_bytes(b"PK\x03\x04 not really a workbook")
    elif kind == "encrypted":
        make_encrypted_xlsx(path, [HEADER, *_rows()], "geheim")
    elif kind == "empty":
        make_xlsx(path, [])

    assert run(data, path) == 2

    captured = capsys.readouterr()
    assert captured.out == ""
    reason = captured.err.strip()
    assert reason
    assert "inventory." not in reason  # a sentence, not a code
    assert stored(data) == []


def test_the_command_runs_as_a_program(tmp_path: Path) -> None:
    path = make_xlsx(tmp_path / "inventaris.xlsx", [HEADER, *_rows(2)])
    data = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "app", "import", str(path), "--data-dir", str(data), "--dry-run"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Dry run: 2 rows can be imported" in done.stdout
    done = subprocess.run(
        [sys.executable, "-m", "app", "import", str(path), "--data-dir", str(data)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Drafts imported from inventaris.xlsx: 2; photos attached: 0." in done.stdout
    # Qt stays out of the command's process until a sentence is worded.
    help_run = subprocess.run(
        [sys.executable, "-c", "import sys, app.cli; print('PySide6' in sys.modules)"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    assert help_run.stdout.strip() == "False"


def test_header_row_and_note_on_the_command_line(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [["Sloop school", "Zeist"], HEADER, *_rows(2)]  # a note that reads like a header
    path = make_csv(tmp_path / "kop.csv", rows)

    assert run(data, path, "--header-row", "2", "--note", "Sloop 2026") == 0

    out = capsys.readouterr().out
    assert "Header: row 2 (another with --header-row N)" in out
    assert "Title: Sloop school Zeist (kept as the import's note; --note to change)" in out
    from app import paths

    paths.set_data_dir(data)
    with Store.open() as store:
        standing = store.imports.latest()
        assert standing is not None
        assert standing.batch.note == "Sloop 2026"
    assert run(data, path, "--header-row", "9") == 2
    assert "Row 9 of kop is empty" in capsys.readouterr().err


def test_a_value_outside_its_list_is_told_with_the_values_allowed(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    header = [*HEADER, "Subcategorie"]
    rows = [[*row, "Binnendeuren"] for row in _rows(3)]
    rows[0][1] = "Plafonds"  # row 2: no category the service knows
    rows[1][6] = "Plafondplaten"  # row 3: a sub-category of another category
    path = make_csv(tmp_path / "inventaris.csv", [header, *rows])

    assert run(data, path) == 1

    lines = capsys.readouterr().out.splitlines()
    (category,) = [line for line in lines if line.startswith("row 2, Categorie:")]
    assert category.endswith(
        " Allowed: Deuren, Constructie, Vloeren, Wanden en plafonds,"
        " Gevel en dak, Sanitair, Installaties, Inrichting, Buitenruimte."
    )
    (sub,) = [line for line in lines if line.startswith("row 3, Subcategorie:")]
    assert sub.endswith(" Allowed: Binnendeuren, Buitendeuren, Kozijnen, Deurbeslag.")
    # A problem of a free field names no list.
    assert not [line for line in lines if "Allowed" in line and "Plaats" in line]
