"""`reuse-desk import FILE`: an inventory imported without a window, as the window does it.

The same steps as the preview: read the sheet, map its columns (the mapping remembered for
this set of headers, else the one proposed from them), plan every row with the form's
rules, write the batch. It prints the mapping it used, each row's problems as
`row 12, Aantal: <sentence>` (the file's own header for the column; the field's English
label where no column was mapped to it), and a summary; the exit code is one of
`app.exit_codes` (rows with problems: nothing written, unless --skip-invalid: then the
valid rows are, and the code still says rows were left out). Before the mapping it prints the
header row taken (`--header-row N` takes another), the title above it and the totals rows
left out; after it, the columns with data that are not imported (a warning, not a problem).
`--set FIELD=VALUE` gives every row a value (a mapped column's empty cells take it); a
field no column fills that every row lacks is said once, as `all rows, Category: ...`.
Like `reuse-desk sync`, this layer loads no Qt: whoever starts it hands in `describe`,
which words a notice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from app.api.notices import Notice
from app.exit_codes import ExitCode
from app.inventory.allowed import CHOICE_PROBLEMS, allowed_values
from app.inventory.columns import PHOTO, column, field_named
from app.inventory.importing import (
    ImportRefusedError,
    check_plan,
    content_hash,
    first_mapping,
    imported_before,
    imported_notices,
    match_photos,
    write_import,
)
from app.inventory.plan import ImportPlan, MappingError, PlannedRow, plan_import
from app.inventory.sheets import Cell, Sheet, UnreadableInventoryError, read_sheet
from app.inventory.units import SYMBOLS, header_units
from app.store.errors import StoreError
from app.store.store import Store

Describe = Callable[[Notice], str]
# The store the drafts go to, or why there is none: `app.work.environment_choice` (which
# environment a command works on is chosen above this layer). Raises StoreError.
OpenStore = Callable[[], "Store | Notice"]


@dataclass(frozen=True)
class ImportOptions:
    path: Path
    sheet: str | None = None
    project: int | None = None
    photos: Path | None = None
    queue: bool = False
    dry_run: bool = False
    skip_invalid: bool = False
    again: bool = False  # import a file of a content imported before all the same
    header_row: int | None = None
    values: tuple[str, ...] = ()  # "FIELD=VALUE" for every row (`--set`)
    note: str | None = None  # the import's note; None: the sheet's title block


def opened_store(open_store: OpenStore, describe: Describe, err: TextIO) -> Store | ExitCode:
    """The store a command works on, or, said on `err`, the exit code of why there is none:
    the data folder's store cannot be opened, or no environment has the name given."""
    try:
        store = open_store()
    except StoreError as error:
        print(describe(error.notice), file=err)
        return ExitCode.DATA_FOLDER
    if isinstance(store, Notice):
        print(describe(store), file=err)
        return ExitCode.NOT_USABLE
    return store


def _english(key: str) -> str:
    try:
        return column(key).title("en")
    except (KeyError, ValueError):
        return key


def mapping_lines(sheet: Sheet, mapping: Mapping[int, str]) -> list[str]:
    """The mapping as the command prints it: each header, and the field it fills."""
    lines = ["Columns:"]
    for index, header in enumerate(sheet.header):
        key = mapping.get(index)
        target = "(not imported)" if key is None else f"{_english(key)} ({key})"
        if key is not None and (unit := header_units([header]).get(0)):
            target += f", in {SYMBOLS.get(unit, unit)}"
        lines.append(f"  {header or f'column {index + 1}'} -> {target}")
    return lines


def problem_lines(plan: ImportPlan, describe: Describe) -> list[str]:
    """`all rows, Category: <sentence>` once for each problem every row has at a field no
    column fills, then `row 12, Aantal: <sentence>` for each problem of each row to write."""
    header_of = {key: plan.sheet.header[i] for i, key in plan.mapping.items()}
    lines = [
        f"all rows, {_english(path)}: {' '.join(dict.fromkeys(describe(n) for n in notices))}"
        for path, notices in plan.common.items()
    ]
    for row in plan.problem_rows:
        for path, notices in row.problems.items():
            where = header_of.get(path) or _english(path)
            said = " ".join(dict.fromkeys(describe(n) for n in notices))
            lines.append(f"row {row.number}, {where}: {said}{_allowed(path, notices, row)}")
    return lines


def _allowed(path: str, notices: Sequence[Notice], row: PlannedRow) -> str:
    """ " Allowed: Deuren, Vloeren, ..." after a value outside its list."""
    if not any(n.code in CHOICE_PROBLEMS for n in notices):
        return ""
    values = allowed_values(path, row.leaves)
    return f" Allowed: {', '.join(values)}." if values else ""


def run_import(
    options: ImportOptions, *, open_store: OpenStore, describe: Describe, out: TextIO, err: TextIO
) -> ExitCode:
    """Import `options.path` into the store `open_store` gives (the environment named, by
    default the one last in front, else the local store); the process exit code."""
    defaults: dict[str, Cell] = {}
    for given in options.values:
        name, _, value = given.partition("=")
        key = field_named(name.strip())
        if key is None:
            print(describe(Notice("inventory.unknown_field", {"name": name.strip()})), file=err)
            return ExitCode.NOT_USABLE
        defaults[key] = value.strip()
    try:
        sheet = read_sheet(options.path, options.sheet, header_row=options.header_row)
    except UnreadableInventoryError as error:
        print(describe(error.notice), file=err)
        return ExitCode.NOT_USABLE
    store = opened_store(open_store, describe, err)
    if isinstance(store, ExitCode):
        return store
    print(f"Importing into {store.environment_name or 'the local store'}", file=err)
    with store:
        return _import(store, sheet, options, defaults, describe, out, err)


def title_note(sheet: Sheet) -> str:
    """The title block above the header as one line: the import's note unless told."""
    return " / ".join(sheet.title)


def layout_lines(sheet: Sheet) -> list[str]:
    """Where the table was found, unless it is plainly at the top: its header row, the
    title above it, totals left out."""
    if sheet.header_row == 1 and not sheet.totals:
        return []
    lines = [f"Header: row {sheet.header_row} (another with --header-row N)"]
    if sheet.title:
        lines.append(f"Title: {title_note(sheet)} (kept as the import's note; --note to change)")
    if sheet.totals:
        lines.append(f"Totals, not imported: row {', '.join(map(str, sheet.totals))}")
    return lines


def _import(
    store: Store,
    sheet: Sheet,
    options: ImportOptions,
    defaults: dict[str, Cell],
    describe: Describe,
    out: TextIO,
    err: TextIO,
) -> ExitCode:
    try:
        content = content_hash(options.path)
    except StoreError as error:
        print(describe(error.notice), file=err)
        return ExitCode.NOT_USABLE
    if not options.again and (earlier := imported_before(store, content)) is not None:
        # Asked first, as the window asks: the same rows twice are every draft twice.
        print(describe(earlier.notice), file=err)
        print("Give --again to import it once more.", file=err)
        return ExitCode.LEFT_FOR_YOU
    mapping = first_mapping(store, sheet.header)
    print("\n".join([*layout_lines(sheet), *mapping_lines(sheet, mapping)]), file=out)
    try:
        plan = plan_import(sheet, mapping, project_number=options.project, defaults=defaults)
    except MappingError as error:
        print(describe(error.notice), file=err)
        return ExitCode.LEFT_FOR_YOU
    if plan.unimported:
        columns = ", ".join(plan.unimported)
        print(describe(Notice("inventory.not_imported", {"columns": columns})), file=out)
    problems = problem_lines(plan, describe)
    if problems:
        print("\n".join(problems), file=out)
    invalid = len(plan.to_write()) if plan.common else len(plan.problem_rows)
    if plan.problem_rows and options.skip_invalid:
        for row in plan.problem_rows:
            row.skip = True
    try:
        check_plan(plan)
        photos = match_photos(plan, options.photos)
    except ImportRefusedError as error:
        print(describe(error.notice), file=err)
        photo_folder = error.notice.code == "inventory.photos_unreadable"
        return ExitCode.NOT_USABLE if photo_folder else ExitCode.LEFT_FOR_YOU
    photo_header = next((plan.sheet.header[i] for i, k in plan.mapping.items() if k == PHOTO), "")
    for number, name in photos.missing:
        print(f"row {number}, {photo_header or _english(PHOTO)}: {name} not found", file=out)
    if options.dry_run:
        print(
            f"Dry run: {len(plan.to_write())} rows can be imported, {photos.count} photos"
            f" found; {invalid} rows have problems. Nothing was written.",
            file=out,
        )
        return ExitCode.LEFT_FOR_YOU if invalid else ExitCode.DONE
    try:
        result = write_import(
            store,
            plan,
            file_name=options.path.name,
            photos_dir=options.photos,
            queue=options.queue,
            note=title_note(sheet) if options.note is None else options.note,
            content_sha256=content,
            again=True,  # asked above
        )
    except ImportRefusedError as error:
        print(describe(error.notice), file=err)
        return ExitCode.LEFT_FOR_YOU
    except StoreError as error:
        print(describe(error.notice), file=err)
        return ExitCode.DATA_FOLDER
    for notice in imported_notices(result, options.path.name):
        print(describe(notice), file=out)
    return ExitCode.LEFT_FOR_YOU if invalid else ExitCode.DONE
