"""Where an inventory's table starts and ends, as offices write them: a title block or notes
above the header, a totals row under the products.

The rules it keeps (the sheet's reader applies them; the user can name another header row):
- The header is the first row, among the first `HEADER_SEARCH` rows that hold something,
  whose cells are all text, at least two of them, over more than half of the columns the
  rows under it use (the widest of the next `LOOK_AHEAD` rows). A title ("Inventarisatie
  Kantoorpand", merged or not) or a note ("Opgenomen door:", "J. Jansen") is no header: too
  few cells for the data's width. When no row reads as a header, the first row is taken.
- A totals row is no product: a row with a cell reading "Totaal", "Subtotaal", "Total",
  "Subtotal", "Som", "Sum", "Eindtotaal" or "Grand total" (a colon after it allowed) and no
  other text; and, at the end, rows holding numbers only (a sum without its label).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

HEADER_SEARCH = 30
"""Rows (that hold something) looked at for the header; below them the first is taken."""

LOOK_AHEAD = 5
"""Rows under a candidate header whose width it is measured against."""

_TOTAL = re.compile(
    r"(?:sub|eind|generaal\s*)?(?:totaal|total|som|sum)(?:\s*generaal)?\s*:?|grand\s*total\s*:?",
    re.IGNORECASE,
)


def _used(row: Sequence[object]) -> int:
    """The columns a row uses: up to its last cell that holds something."""
    for index in range(len(row) - 1, -1, -1):
        if not blank(row[index]):
            return index + 1
    return 0


def blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def find_header(rows: Sequence[Sequence[object]]) -> int:
    """The index in `rows` (rows that hold something, in order) of the header row."""
    for index, row in enumerate(rows[:HEADER_SEARCH]):
        cells = [cell for cell in row if not blank(cell)]
        if len(cells) < 2 or not all(isinstance(cell, str) for cell in cells):
            continue
        below = rows[index + 1 : index + 1 + LOOK_AHEAD]
        if not below:
            break
        width = max(_used(other) for other in below)
        if 2 * len(cells) > width:
            return index
    return 0


def title_lines(rows: Sequence[Sequence[object]]) -> tuple[str, ...]:
    """The text of the rows above the header, a line per row: the title block."""
    return tuple(
        " ".join(str(cell).strip() for cell in row if not blank(cell)) for row in rows if row
    )


_NUMBER_TEXT = re.compile(r"\s*€?\s*[-+]?\d[\d.,\s]*\s*")  # a CSV's numbers are text


def _number(cell: object) -> bool:
    if isinstance(cell, str):
        return _NUMBER_TEXT.fullmatch(cell) is not None
    return isinstance(cell, int | float)


def is_total(row: Sequence[object]) -> bool:
    """A labelled totals row: "Totaal" (or the like) and no other text."""
    texts = [cell for cell in row if isinstance(cell, str) and cell.strip() and not _number(cell)]
    return len(texts) == 1 and _TOTAL.fullmatch(texts[0].strip()) is not None


def numbers_only(row: Sequence[object]) -> bool:
    """A row of numbers only: at the end of a table, a sum without its label."""
    return all(_number(cell) for cell in row if not blank(cell))
