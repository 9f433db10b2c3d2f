"""Each bound is stated once, in `app/api/bounds.py` (the service's own limits in
`resources/interface/limits.json`); the README lists them, and this holds every figure it
gives to the one place, so the two cannot drift apart (the export once said 26 MB of a bound
the README gave as 25 MiB)."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from app.api import bounds
from app.api.categories import LIMITS
from app.api.errors import AnswerTooLarge
from app.api.errors import DownloadTooLarge
from app.store.errors import ArchiveTooLarge

PER_PAGE = LIMITS["list"]["per_page"]["le"]
NAME_LENGTH = LIMITS["product"]["itemDetails.name"]["max_length"]
README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
_UNITS = {"KiB": 1024, "MiB": bounds.MIB, "GiB": 1024 * bounds.MIB}
_FIGURE = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\s+(KiB|MiB|GiB))?(?![\w.])")

# Each row of the README's Bounds table (by what is read) and the bounds it gives, in order.
LISTED: dict[str, list[int]] = {
    "a list page": [bounds.LIST_PAGE_BYTES],
    "any other answer": [bounds.ANSWER_BYTES],
    "the id a create or upload is answered with": [bounds.MAX_SAFE_ID],
    "the id of a listed record, or one typed to link an accepted draft": [bounds.MAX_ID_TEXT],
    "an error answer": [bounds.ERROR_BODY_BYTES],
    "a picture or file download": [bounds.DOWNLOAD_BYTES],
    "pages of one list": [bounds.MAX_PAGES],
    "a drafts archive": [
        bounds.ARCHIVE_JSON_BYTES,
        bounds.ARCHIVE_MEMBER_BYTES,
        bounds.ARCHIVE_TOTAL_BYTES,
        bounds.ARCHIVE_MAX_DRAFTS,  # "100,000 drafts and attachments"
        bounds.ARCHIVE_MAX_DEPTH,
    ],
    "a webhook delivery": [bounds.WEBHOOK_HEADER_BYTES, bounds.WEBHOOK_BODY_BYTES],
    "the photo inbox's pictures": [
        bounds.PICTURE_FILE_BYTES,
        bounds.PICTURE_DECODE_PIXELS,
        bounds.INBOX_MAX_PICTURES,
    ],
    "an attachment": [
        bounds.PICTURE_FILE_BYTES,
        bounds.ATTACHMENT_FILE_BYTES,
        bounds.UPLOAD_FAILED_ROUNDS,
    ],
    "the receiver's history": [bounds.WEBHOOK_HISTORY_COUNT, bounds.WEBHOOK_HISTORY_BYTES],
    "an inventory": [
        bounds.INVENTORY_ROWS,
        bounds.WORKBOOK_PART_BYTES,
        bounds.WORKBOOK_BYTES,
        bounds.CELL_CHARS,
        bounds.CSV_LINE_BYTES,
        csv.field_size_limit(),
    ],
    "a project report": [
        bounds.REPORT_QR_CHARS,
        bounds.REPORT_LARGEST_NUMBER,
        bounds.REPORT_DECODE_BYTES,
    ],
    "a record's history": [bounds.HISTORY_ENTRIES_PER_RECORD, bounds.HISTORY_VALUE_CHARS],
    "pinned values": [bounds.PIN_VALUE_CHARS, bounds.PINS_PER_ENVIRONMENT],
}


def _figures(text: str) -> list[int]:
    """The numbers a text gives, sizes in bytes: "16 MiB, 2,000 pages" -> [16777216, 2000]."""
    return [
        int(number.replace(",", "")) * _UNITS.get(unit or "", 1)
        for number, unit in _FIGURE.findall(text)
    ]


def _table() -> dict[str, str]:
    section = README.split("### Bounds on what is read", 1)[1].split("\n#", 1)[0]
    rows = [line.split(" | ") for line in section.splitlines() if line.startswith("| ")]
    return {row[0].removeprefix("| "): row[1] for row in rows[1:]}  # after the head


def test_the_readme_bounds_table_gives_the_bounds_of_the_code() -> None:
    table = _table()

    assert list(table) == list(LISTED)
    assert {what: _figures(bound) for what, bound in table.items()} == LISTED


def test_every_bound_of_the_code_is_in_the_table() -> None:
    stated = {
        name: value
        for name, value in vars(bounds).items()
        if name.isupper() and isinstance(value, int) and name != "MIB"
    }
    listed = {value for values in LISTED.values() for value in values}

    assert {name for name, value in stated.items() if value not in listed} == set()
    assert bounds.ARCHIVE_MAX_ATTACHMENTS == bounds.ARCHIVE_MAX_DRAFTS  # one figure for both


@pytest.mark.parametrize(
    ("phrase", "figures"),
    [
        # The interface assumptions: the sandbox's limits, read from limits.json.
        (r"bodies over ([^;]+) answer 413", [LIMITS["request"]["body"]["max_length"]]),
        (
            r"`per_page` \((default \d+, at most \d+)\)",
            [LIMITS["list"]["per_page"]["default"], PER_PAGE],
        ),
        (
            r"its limit\s+\((\d+ characters)\)",
            [LIMITS["product"]["itemDetails.name"]["max_length"]],
        ),
        (r"`per_page` outside (\d+–\d+)", [LIMITS["list"]["per_page"]["ge"], PER_PAGE]),
        (r"more than ([\d,]+) rows", [bounds.INVENTORY_ROWS]),
    ],
)
def test_the_readme_names_a_bound_as_the_one_place_states_it(
    phrase: str, figures: list[int]
) -> None:
    found = re.findall(phrase, README)

    assert found
    assert [_figures(text) for text in found] == [figures] * len(found)


def test_a_message_says_a_size_in_mib_of_its_bound() -> None:
    download = bounds.DOWNLOAD_BYTES  # 25 MiB, which a message once gave as "26 MB"

    assert DownloadTooLarge(limit=download).notice.params["mebibytes"] == 25
    assert AnswerTooLarge(limit=bounds.ANSWER_BYTES).notice.params["mebibytes"] == 4
    archive = ArchiveTooLarge(Path("a.reusedesk"), "", bounds.ARCHIVE_MEMBER_BYTES)
    assert archive.notice.params["mebibytes"] == 25
