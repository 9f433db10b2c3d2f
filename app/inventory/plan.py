"""An import planned row by row: each row's draft content and its problems, before anything
is written. The preview shows it; the writer (`importing`) takes it.

(Interface skeleton; helper H1 implements it.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.api.notices import FieldProblems
from app.inventory.sheets import Cell, Sheet


@dataclass
class PlannedRow:
    number: int  # the row's number in the file
    cells: dict[str, Cell]  # by column key, as read
    content: dict[str, Any]  # the draft's content: wire-shaped, pruned, as the form keeps it
    problems: FieldProblems  # by wire path: the normalising's and the form rules' problems
    photos: tuple[str, ...] = ()  # file names from the photo column
    skip: bool = False

    @property
    def valid(self) -> bool:
        return not self.problems


@dataclass
class ImportPlan:
    sheet: Sheet
    mapping: dict[int, str]
    project_number: int | None  # for rows whose own project number is empty
    rows: list[PlannedRow] = field(default_factory=list)

    def fix(self, index: int, key: str, value: Cell) -> PlannedRow:
        """Row `index` with the cell of `key` set to `value` (typed in the preview), rechecked."""
        raise NotImplementedError

    def to_write(self) -> list[PlannedRow]:
        """The rows that will become drafts: every row not skipped."""
        return [row for row in self.rows if not row.skip]

    @property
    def problem_rows(self) -> list[PlannedRow]:
        return [row for row in self.rows if not row.skip and not row.valid]


def plan_import(
    sheet: Sheet, mapping: Mapping[int, str], *, project_number: int | None = None
) -> ImportPlan:
    """Every row normalised as the form does and checked by the form's rules."""
    raise NotImplementedError
