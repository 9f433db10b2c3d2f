"""An import planned row by row: each row's draft content and its problems, before anything
is written. The preview shows it; the writer (`importing`) takes it.

The rule it keeps: a row's problems are the ones the form would show for the same values:
what could not be read as its field's kind (`values`), then the form's own rules
(`ProductRequest.check`); one problem list per field, the first reason only. A mapping with
a field chosen for two columns, or without the name column, is refused as a whole
(`MappingError`). A row's own project number wins over the one chosen for the import.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from functools import cached_property
from operator import itemgetter
from typing import Any

from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.products import ProductPaths
from app.api.products import ProductRequest
from app.api.schema import title_path
from app.collector import collector_paused
from app.inventory.columns import PHOTO
from app.inventory.columns import column
from app.inventory.columns import mapped_twice
from app.inventory.form_check import FormCheck
from app.inventory.form_check import Mark
from app.inventory.form_check import nest
from app.inventory.sheets import Cell
from app.inventory.sheets import Sheet
from app.inventory.units import apply_units
from app.inventory.units import header_units
from app.inventory.units import needs_units
from app.inventory.values import Normalised
from app.inventory.values import Normaliser
from app.inventory.values import normaliser
from app.inventory.values import photo_names
from app.inventory.values import sub_category


class MappingError(Exception):
    """The chosen mapping cannot be imported; `notice` says why (codes `inventory.*`)."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.code)
        self.notice = notice


@dataclass
class PlannedRow:
    number: int  # the row's number in the file
    cells: dict[str, Cell]  # by column key, as read
    problems: FieldProblems  # by wire path: the normalising's and the form rules' problems
    photos: tuple[str, ...] = ()  # file names from the photo column
    skip: bool = False
    leaves: dict[str, Any] = field(default_factory=dict)  # the content's, by wire path

    @property
    def valid(self) -> bool:
        return not self.problems

    @cached_property
    def content(self) -> dict[str, Any]:
        """The draft's content: wire-shaped, pruned, as the form keeps it. Made from the
        leaves when asked, not with the plan: the preview shows cells and problems, and the
        writer makes each row's content alongside its SQL (a seventh of the plan's time)."""
        return nest(self.leaves)


@dataclass
class ImportPlan:
    sheet: Sheet
    mapping: dict[int, str]
    project_number: int | None  # for rows whose own project number is empty
    rows: list[PlannedRow] = field(default_factory=list)
    defaults: dict[str, Cell] = field(default_factory=dict)  # "for all rows", by column key
    # Problems every row has at a field no column fills (a required field, a value for all
    # rows the form refuses): said once, at the values for all rows, not on every row.
    common: FieldProblems = field(default_factory=dict)
    unimported: tuple[str, ...] = ()  # the headers of columns with data that no field takes
    units: dict[str, str] = field(default_factory=dict)  # each column's unit, by column key

    def fix(self, index: int, key: str, value: Cell) -> PlannedRow:
        """Row `index` with the cell of `key` set to `value` (typed in the preview), rechecked."""
        row = self.rows[index]
        if _blank(value) and key in self.defaults:
            value = self.defaults[key]
        cells = {**row.cells, key: value}
        (planned,) = _plan([row.number], [cells], self.project_number, self.units)
        for path, notices in self.common.items():
            if planned.problems.get(path) == notices:
                del planned.problems[path]
        self.rows[index] = replace(planned, skip=row.skip)
        return self.rows[index]

    def to_write(self) -> list[PlannedRow]:
        """The rows that will become drafts: every row not skipped."""
        return [row for row in self.rows if not row.skip]

    @property
    def problem_rows(self) -> list[PlannedRow]:
        return [row for row in self.rows if not row.skip and not row.valid]


def check_mapping(sheet: Sheet, mapping: Mapping[int, str]) -> None:
    """Refuse a mapping the import cannot take: `MappingError` naming the sheet's headers."""
    twice = mapped_twice(mapping)
    if twice:
        headers = [sheet.header[i] for i, key in sorted(mapping.items()) if key == twice[0]]
        raise MappingError(
            Notice("inventory.mapped_twice", {"columns": ", ".join(headers), "key": twice[0]})
        )
    if title_path(ProductRequest) not in mapping.values():
        raise MappingError(Notice("inventory.no_name_column", {}))


@collector_paused()
def plan_import(
    sheet: Sheet,
    mapping: Mapping[int, str],
    *,
    project_number: int | None = None,
    defaults: Mapping[str, Cell] | None = None,
    units: Mapping[int, str] | None = None,
) -> ImportPlan:
    """Every row normalised as the form does and checked by the form's rules. `defaults`:
    a value for every row by column key ("for all rows"): a mapped column's empty cells
    take it, a field no column fills takes it in every row. `units`: each column's unit by
    its index ("" for none), the headers' (`app.inventory.units`) when None."""
    check_mapping(sheet, mapping)
    width = len(sheet.header)
    chosen = {index: key for index, key in sorted(mapping.items()) if 0 <= index < width}
    keys = list(chosen.values())
    pick = itemgetter(*chosen) if len(chosen) > 1 else lambda row: (row[next(iter(chosen))],)
    cells = [dict(zip(keys, row, strict=True)) for row in map(pick, sheet.rows)]
    given = {k: v for k, v in (defaults or {}).items() if k != PHOTO and not _blank(v)}
    for key, value in given.items():
        for row in cells:
            if row.get(key) is None:
                row[key] = value
    found = header_units(sheet.header) if units is None else units
    by_key = {key: found[i] for i, key in chosen.items() if found.get(i)}
    rows = _plan(sheet.row_numbers, cells, project_number, by_key)
    common = _common_problems(rows, set(keys))
    unimported = not_imported(sheet, chosen)
    return ImportPlan(sheet, dict(chosen), project_number, rows, given, common, unimported, by_key)


def _plan(
    numbers: Sequence[int],
    cells: list[dict[str, Cell]],
    project_number: int | None,
    units: Mapping[str, str],
) -> list[PlannedRow]:
    """`_plan_rows` of the cells with their units applied (`app.inventory.units`); each row
    keeps the cells as read, for the preview, and a unit's problem at its cell."""
    if not needs_units(cells, units):
        return _plan_rows(numbers, cells, project_number)
    converted, unit_problems = apply_units(cells, units)
    planned = _plan_rows(numbers, converted, project_number)
    for row, original, extra in zip(planned, cells, unit_problems, strict=True):
        row.cells = original
        row.problems.update(extra)
    return planned


def _blank(value: Cell) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _common_problems(rows: list[PlannedRow], mapped: set[str]) -> FieldProblems:
    """The problems every row has alike at a field no column fills, taken off the rows."""
    if not rows:
        return {}
    first, rest = rows[0].problems, rows[1:]
    common = {
        path: notices
        for path, notices in first.items()
        if path not in mapped and all(row.problems.get(path) == notices for row in rest)
    }
    for row in rows:
        for path in common:
            del row.problems[path]
    return common


def not_imported(sheet: Sheet, mapping: Mapping[int, str]) -> tuple[str, ...]:
    """The headers of the columns that hold data and fill no field: said before writing."""
    return tuple(
        header
        for index, header in enumerate(sheet.header)
        if index not in mapping and any(row[index] is not None for row in sheet.rows)
    )


# A column's reading: its key, normaliser, answers so far (a column repeats its units,
# statuses and places: each with the problems the form finds in it alone, if it is checked
# alone), where its value goes in the content, and the sibling values its field always
# sends along (with their answers).
_Place = tuple[str, tuple[str, ...], str, bool]  # wire path, its groups, name, checked alone
_Answer = tuple[Any, Notice | None, list[Notice]]  # the value, its reading's, the form's alone
_Reading = tuple[
    str, Normaliser, dict[tuple[Any, ...], _Answer], _Place, list[tuple[_Place, _Answer]]
]


def _place(path: str, check: FormCheck) -> _Place:
    *groups, name = path.split(".")
    return path, tuple(groups), name, check.alone(path)


def _answer(place: _Place, found: Normalised, check: FormCheck) -> _Answer:
    value, notice = found
    alone = value is not None and place[3]
    return value, notice, check.field((place[0], type(value), value)) if alone else []


def _normalisers(keys: list[str], check: FormCheck) -> list[_Reading]:
    found: list[_Reading] = []
    # The sub-category is read within its category: after it.
    for key in sorted(keys, key=lambda k: k == ProductPaths.SUB_CATEGORY):
        if key == PHOTO:
            continue
        ui = column(key).field.ui  # type: ignore[union-attr]  # every key but PHOTO has one
        parent = key.rpartition(".")[0]
        fixed = [
            (place, _answer(place, (v, None), check))
            for k, v in (ui.fixed or {}).items()
            for place in (_place(f"{parent}.{k}" if parent else k, check),)
        ]
        found.append((key, normaliser(key), {}, _place(key, check), fixed))
    return found


def _plan_rows(
    numbers: Sequence[int], cells: list[dict[str, Cell]], project_number: int | None
) -> list[PlannedRow]:
    """The rows (their cells by column key, the same keys in each) read column by column:
    each distinct cell read and checked once, each row's leaves gathered (its content is
    built from them when written: `PlannedRow.content`); then each row checked as
    `FormCheck.check_marks` does. A path written twice (a column and another's sibling)
    is left to `FormCheck.check`."""
    check = FormCheck()
    readings = _normalisers(list(cells[0]) if cells else [], check)
    count = len(cells)
    leaves: list[dict[str, Any]] = [{} for _ in range(count)]
    rests: list[list[Mark]] = [[] for _ in range(count)]
    flags: list[list[tuple[str, list[Notice]]]] = [[] for _ in range(count)]
    problems: list[FieldProblems] = [{} for _ in range(count)]
    categories: list[Any] = [None] * count
    for key, normalise, answers, place, fixed in readings:
        if key == ProductPaths.SUB_CATEGORY:  # read within the row's category
            column = [
                answers.get(mark)
                or answers.setdefault(mark, _answer(place, sub_category(c, v), check))
                for v, c in zip([row[key] for row in cells], categories, strict=True)
                for mark in ((type(v), v, c),)
            ]
        else:  # True, 1 and 1.0 are equal keys but different cells: the type is in the mark.
            column = [
                answers.get(mark) or answers.setdefault(mark, _answer(place, normalise(v), check))
                for v in [row[key] for row in cells]
                for mark in ((type(v), v),)
            ]
        if key == ProductPaths.CATEGORY:
            categories = [found[0] for found in column]
        if fixed:
            _place_with_siblings(
                key, [(place, None), *fixed], column, leaves, rests, flags, problems
            )
        else:  # one leaf: checked alone (most columns; answers remembered) or with its row
            path, alone = place[0], place[3]
            for (value, notice, notices), values, rest, flagged, noted in zip(
                column, leaves, rests, flags, problems, strict=True
            ):
                if value is None:
                    continue
                values[path] = value
                if not alone:
                    rest.append((path, type(value), value))
                elif notices:
                    flagged.append((path, notices))
                if notice is not None:
                    noted[key] = [notice]
    paths = [p for r in readings for p, _ in [(r[3], None), *r[4]]]
    if project_number is not None and ProductPaths.PROJECT_NUMBER not in [p[0] for p in paths]:
        paths.append(_place(ProductPaths.PROJECT_NUMBER, check))
    checked_alone = [p[0] for p in paths if p[3]]
    twice = len({p[0] for p in paths}) < len(paths)
    alone_paths = set(checked_alone)
    splits: dict[int, tuple[list[str], FieldProblems]] = {}  # by the rest's (kept) problems
    planned = []
    for number, row, values, rest, flagged, noted in zip(
        numbers, cells, leaves, rests, flags, problems, strict=True
    ):
        if project_number is not None and ProductPaths.PROJECT_NUMBER not in values:
            values[ProductPaths.PROJECT_NUMBER] = project_number
            mark = (ProductPaths.PROJECT_NUMBER, type(project_number), project_number)
            if not check.alone(ProductPaths.PROJECT_NUMBER):
                rest.append(mark)
            elif notices := check.field(mark):
                flagged.append((ProductPaths.PROJECT_NUMBER, notices))
        if twice:
            row_problems = check.check(values)
        else:
            row_problems = check.rest_problems(rest)
            if flagged or not row_problems:
                row_problems = check.combine(
                    row_problems, [p for p in checked_alone if p in values], flagged
                )
            else:  # most rows: the rest's problems, less those at fields the row fills
                split = splits.get(id(row_problems)) or splits.setdefault(
                    id(row_problems), _split(row_problems, alone_paths)
                )
                if all(path in values for path in split[0]):
                    row_problems = split[1]
                else:
                    row_problems = check.combine(
                        row_problems, [p for p in checked_alone if p in values], []
                    )
        for path, notices in row_problems.items():
            noted.setdefault(path, notices)
        photos = photo_names(row[PHOTO]) if PHOTO in row else ()
        planned.append(PlannedRow(number, row, noted, photos, leaves=values))
    return planned


def _place_with_siblings(
    key: str,
    places: list[tuple[_Place, _Answer | None]],
    column: list[_Answer],
    leaves: list[dict[str, Any]],
    rests: list[list[Mark]],
    flags: list[list[tuple[str, list[Notice]]]],
    problems: list[FieldProblems],
) -> None:
    """A column's answers into its rows, with the sibling values its field sends along."""
    for found, values, rest, flagged, noted in zip(
        column, leaves, rests, flags, problems, strict=True
    ):
        if found[0] is None:
            continue
        for (path, _groups, _name, alone), own in places:
            value, _, notices = own or found
            values[path] = value
            if not alone:
                rest.append((path, type(value), value))
            elif notices:
                flagged.append((path, notices))
        if found[1] is not None:
            noted[key] = [found[1]]


def _split(found: FieldProblems, alone: set[str]) -> tuple[list[str], FieldProblems]:
    """The rest's problems at fields checked alone, and the others: what `combine` keeps
    of them for a row that fills all of those fields and has no problems of its own."""
    return [p for p in found if p in alone], {p: n for p, n in found.items() if p not in alone}
