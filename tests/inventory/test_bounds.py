"""Hostile files are refused in words before the reader takes memory: an .xlsx that unpacks
to 1 GiB (one cell, or whitespace between the tags), a cell longer than Excel allows, and a
CSV field past the csv module's limit (exit code 2, not a traceback). The memory bound is
checked in a subprocess under an address-space limit; the time to refuse is quoted from
`python -m tests.benchmarks -k inventory`, never asserted here."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.api.bounds import CELL_CHARS
from app.api.bounds import WORKBOOK_PART_BYTES
from app.cli import main
from app.inventory.sheets import UnreadableInventoryError
from app.inventory.sheets import read_sheet
from tests.inventory.spreadsheets import make_csv
from tests.inventory.spreadsheets import make_ods
from tests.inventory.spreadsheets import make_xlsx_bomb

ROOT = Path(__file__).resolve().parents[2]
ROWS = [["Naam", "Opmerking"], ["Deur", "BOMB"]]
MEMORY = 200 << 20  # the address space the reading process may take, all of Python included

_READ_UNDER_A_LIMIT = """
import json, resource, sys
resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit}))
from app.inventory.sheets import UnreadableInventoryError, read_sheet
try:
    read_sheet(__import__("pathlib").Path(sys.argv[1]))
except UnreadableInventoryError as refused:
    print(json.dumps([refused.notice.code, dict(refused.notice.params)]))
"""


def read_in_a_small_process(path: Path) -> list[object]:
    """The notice of `read_sheet(path)` in a subprocess whose address space is `MEMORY`."""
    done = subprocess.run(
        [sys.executable, "-c", _READ_UNDER_A_LIMIT.format(limit=MEMORY), str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found: list[object] = json.loads(done.stdout)
    return found


@pytest.mark.parametrize(
    ("member", "fill", "keep"),
    [
        ("xl/sharedStrings.xml", b"A" * (1 << 20), False),  # one cell of 1 GiB
        ("xl/worksheets/sheet1.xml", b" " * (1 << 20), True),  # 1 GiB of whitespace
    ],
)
def test_a_workbook_that_unpacks_to_a_gigabyte_is_refused_within_200_mb(
    tmp_path: Path, member: str, fill: bytes, keep: bool
) -> None:
    marker = "BOMB" if not keep else "<sheetData>"
    path = make_xlsx_bomb(
        tmp_path / "bom.xlsx", ROWS, member=member, marker=marker, fill=fill, repeat=1024, keep=keep
    )
    assert path.stat().st_size < 2 << 20

    code, params = read_in_a_small_process(path)

    assert code == "inventory.too_large"
    # The bound the part passes alone, in MiB (a message's unit, `bounds.mebibytes`).
    assert params == {"name": "bom.xlsx", "mebibytes": WORKBOOK_PART_BYTES >> 20, "part": member}


def test_a_cell_longer_than_excel_allows_is_refused_before_it_is_loaded(tmp_path: Path) -> None:
    # 64 MiB in one cell: within the size bounds, far past a cell's 32,767 characters.
    path = make_xlsx_bomb(
        tmp_path / "lang.xlsx",
        ROWS,
        member="xl/sharedStrings.xml",
        marker="BOMB",
        fill=b"A" * (1 << 20),
        repeat=64,
    )

    code, params = read_in_a_small_process(path)

    assert (code, params) == ("inventory.cell_too_long", {"name": "lang.xlsx", "limit": 32767})


def test_the_longest_cell_excel_allows_reads_and_one_more_character_does_not(
    tmp_path: Path,
) -> None:
    # Characters, not bytes: an entity or a two-byte character is one.
    for fill, text in ((b"&amp;", "&"), ("é".encode(), "é")):
        path = make_xlsx_bomb(
            tmp_path / "vol.xlsx",
            ROWS,
            member="xl/sharedStrings.xml",
            marker="BOMB",
            fill=fill,
            repeat=CELL_CHARS,
        )
        assert read_sheet(path).rows[0][1] == text * CELL_CHARS
        path = make_xlsx_bomb(
            tmp_path / "te-lang.xlsx",
            ROWS,
            member="xl/sharedStrings.xml",
            marker="BOMB",
            fill=fill,
            repeat=CELL_CHARS + 1,
        )
        with pytest.raises(UnreadableInventoryError) as refused:
            read_sheet(path)
        assert refused.value.notice.code == "inventory.cell_too_long"


def test_a_csv_field_past_the_readers_limit_exits_2_in_words(
    tmp_path: Path, isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = make_csv(tmp_path / "lang.csv", [["Naam", "Opmerking"], ["Deur", "x" * 200_000]])

    code = main(["import", str(path), "--data-dir", str(isolated_data_dir)])

    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("Line 2 of lang.csv has a field longer than 131072 characters"), err
    assert "Traceback" not in err


def test_a_csv_line_past_the_bound_is_refused_before_it_is_held(tmp_path: Path) -> None:
    path = tmp_path / "regel.csv"
    path.write_bytes(b"Naam;Opmerking\r\n" + b"Deur;" + b"x" * (2 << 20) + b"\r\n")

    with pytest.raises(UnreadableInventoryError) as refused:
        read_sheet(path)

    assert refused.value.notice.code == "inventory.field_too_long"
    assert refused.value.notice.params["line"] == 2


def test_an_ods_cell_longer_than_excel_allows_is_refused(tmp_path: Path) -> None:
    rows = [["Naam", "Tekst"], ["Deur", "x" * (CELL_CHARS + 1)], ["Raam", "kort"]]

    with pytest.raises(UnreadableInventoryError) as refused:
        read_sheet(make_ods(tmp_path / "lang.ods", rows))

    assert refused.value.notice.code == "inventory.cell_too_long"
    rows[1][1] = "x" * CELL_CHARS
    assert read_sheet(make_ods(tmp_path / "vol.ods", rows)).rows[0][1] == rows[1][1]


@pytest.mark.parametrize(
    ("member", "marker", "fill", "keep"),
    [
        ("xl/sharedStrings.xml", "BOMB", b"A" * (1 << 20), False),
        ("xl/worksheets/sheet1.xml", "<sheetData>", b" " * (1 << 20), True),
    ],
)
def test_a_bomb_that_states_a_small_size_is_refused_as_damaged(
    tmp_path: Path, member: str, marker: str, fill: bytes, keep: bool
) -> None:
    # Its headers say 1 MiB; it unpacks to 1 GiB: Python's zip reader stops at the size
    # stated, and the CRC tells the rest.
    path = make_xlsx_bomb(
        tmp_path / "leugen.xlsx",
        ROWS,
        member=member,
        marker=marker,
        fill=fill,
        repeat=1024,
        keep=keep,
        claim=1 << 20,
    )

    code, params = read_in_a_small_process(path)

    assert (code, params) == ("inventory.corrupt", {"name": "leugen.xlsx"})
