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

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from app.api.notices import Notice
from app.exit_codes import ExitCode
from app.inventory.allowed import CHOICE_PROBLEMS
from app.inventory.allowed import allowed_values
from app.inventory.columns import PHOTO
from app.inventory.columns import column
from app.inventory.columns import field_named
from app.inventory.importing import ImportRefusedError
from app.inventory.importing import check_plan
from app.inventory.importing import content_hash
from app.inventory.importing import first_mapping
from app.inventory.importing import imported_before
from app.inventory.importing import imported_notices
from app.inventory.importing import match_photos
from app.inventory.importing import write_import
from app.inventory.plan import ImportPlan
from app.inventory.plan import MappingError
from app.inventory.plan import PlannedRow
from app.inventory.plan import plan_import
from app.inventory.sheets import Cell
from app.inventory.sheets import Sheet
from app.inventory.sheets import UnreadableInventoryError
from app.inventory.sheets import read_sheet
from app.inventory.units import SYMBOLS
from app.inventory.units import header_units
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


def _label(key: str, describe: Describe) -> str:
    """The field's label in the command's language: both are handed in, the message table
    picks one (this layer does not know the language)."""
    try:
        titles = {language: column(key).title(language) for language in ("en", "nl")}
    except (KeyError, ValueError):
        return key
    return describe(Notice("inventory.command.field", titles))


def mapping_lines(sheet: Sheet, mapping: Mapping[int, str], describe: Describe) -> list[str]:
    """The mapping as the command prints it: each header, and the field it fills."""
    lines = [describe(Notice("inventory.command.columns"))]
    for index, header in enumerate(sheet.header):
        key = mapping.get(index)
        if key is None:
            target = describe(Notice("inventory.command.column_skipped"))
        else:
            target = f"{_label(key, describe)} ({key})"
        if key is not None and (unit := header_units([header]).get(0)):
            unit_said = describe(
                Notice("inventory.command.column_unit", {"unit": SYMBOLS.get(unit, unit)})
            )
            target += f", {unit_said}"
        numbered = Notice("inventory.command.column_number", {"number": index + 1})
        lines.append(f"  {header or describe(numbered)} -> {target}")
    return lines


def problem_lines(plan: ImportPlan, describe: Describe) -> list[str]:
    """`all rows, Category: <sentence>` once for each problem every row has at a field no
    column fills, then `row 12, Aantal: <sentence>` for each problem of each row to write."""
    header_of = {key: plan.sheet.header[i] for i, key in plan.mapping.items()}
    lines = [
        describe(
            Notice(
                "inventory.command.all_rows",
                {
                    "field": _label(path, describe),
                    "said": " ".join(dict.fromkeys(describe(n) for n in notices)),
                },
            )
        )
        for path, notices in plan.common.items()
    ]
    for row in plan.problem_rows:
        for path, notices in row.problems.items():
            where = header_of.get(path) or _label(path, describe)
            said = " ".join(dict.fromkeys(describe(n) for n in notices))
            said += _allowed(path, notices, row, describe)
            told = {"number": row.number, "column": where, "said": said}
            lines.append(describe(Notice("inventory.command.row", told)))
    return lines


def _allowed(path: str, notices: Sequence[Notice], row: PlannedRow, describe: Describe) -> str:
    """ " Allowed: Deuren, Vloeren, ..." after a value outside its list."""
    if not any(n.code in CHOICE_PROBLEMS for n in notices):
        return ""
    values = allowed_values(path, row.leaves)
    if not values:
        return ""
    return " " + describe(Notice("inventory.command.allowed", {"values": ", ".join(values)}))


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
    if store.environment_name:
        into = Notice("inventory.command.importing", {"environment": store.environment_name})
    else:
        into = Notice("inventory.command.importing_local")
    print(describe(into), file=err)
    with store:
        return _import(store, sheet, options, defaults, describe, out, err)


def title_note(sheet: Sheet) -> str:
    """The title block above the header as one line: the import's note unless told."""
    return " / ".join(sheet.title)


def layout_lines(sheet: Sheet, describe: Describe) -> list[str]:
    """Where the table was found, unless it is plainly at the top: its header row, the
    title above it, totals left out."""
    if sheet.header_row == 1 and not sheet.totals:
        return []
    notices = [Notice("inventory.command.header_row", {"row": sheet.header_row})]
    if sheet.title:
        notices.append(Notice("inventory.command.title", {"title": title_note(sheet)}))
    if sheet.totals:
        rows = ", ".join(map(str, sheet.totals))
        notices.append(Notice("inventory.command.totals", {"rows": rows}))
    return [describe(notice) for notice in notices]


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
        print(describe(Notice("inventory.command.again")), file=err)
        return ExitCode.LEFT_FOR_YOU
    mapping = first_mapping(store, sheet.header)
    laid_out = [*layout_lines(sheet, describe), *mapping_lines(sheet, mapping, describe)]
    print("\n".join(laid_out), file=out)
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
        missing = describe(Notice("inventory.command.photo_missing", {"name": name}))
        where = photo_header or _label(PHOTO, describe)
        told = {"number": number, "column": where, "said": missing}
        print(describe(Notice("inventory.command.row", told)), file=out)
    if options.dry_run:
        counted = {"rows": len(plan.to_write()), "photos": photos.count, "invalid": invalid}
        print(describe(Notice("inventory.command.dry_run", counted)), file=out)
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
