"""`reuse-desk import FILE`: an inventory imported without a window, as the window does it.

The same steps as the preview: read the sheet, map its columns (the mapping remembered for
this set of headers, else the one proposed from them), plan every row with the form's
rules, write the batch. It prints the mapping it used, each row's problems as
`row 12, Aantal: <sentence>` (the file's own header for the column; the field's English
label where no column was mapped to it), and a summary. Exit codes: 0 everything was
imported (or, with --dry-run, could be); 1 rows had problems (nothing written, unless
--skip-invalid: then the valid rows are); 2 the file (or the photo folder) cannot be read;
3 the data folder's store cannot be opened or written. Like `reuse-desk sync`, this layer
loads no Qt: whoever starts it hands in `describe`, which words a notice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from app import paths
from app.api.notices import Notice
from app.inventory.columns import PHOTO, column
from app.inventory.importing import (
    ImportRefusedError,
    check_plan,
    first_mapping,
    imported_notices,
    match_photos,
    write_import,
)
from app.inventory.plan import ImportPlan, MappingError, plan_import
from app.inventory.sheets import Sheet, UnreadableInventoryError, read_sheet
from app.store.environments import (
    environment_named,
    known_names,
    open_environment_store,
    open_store_in_front,
)
from app.store.errors import StoreError
from app.store.store import Store

EXIT_IMPORTED = 0
EXIT_ROW_PROBLEMS = 1
EXIT_UNREADABLE = 2
EXIT_STORE = 3

Describe = Callable[[Notice], str]


@dataclass(frozen=True)
class ImportOptions:
    path: Path
    sheet: str | None = None
    project: int | None = None
    photos: Path | None = None
    queue: bool = False
    dry_run: bool = False
    skip_invalid: bool = False
    env: str | None = None  # the environment whose store takes the drafts


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
        lines.append(f"  {header or f'column {index + 1}'} -> {target}")
    return lines


def problem_lines(plan: ImportPlan, describe: Describe) -> list[str]:
    """`row 12, Aantal: <sentence>` for each problem of each row to write."""
    header_of = {key: plan.sheet.header[i] for i, key in plan.mapping.items()}
    lines = []
    for row in plan.problem_rows:
        for path, notices in row.problems.items():
            where = header_of.get(path) or _english(path)
            said = " ".join(dict.fromkeys(describe(n) for n in notices))
            lines.append(f"row {row.number}, {where}: {said}")
    return lines


def run_import(options: ImportOptions, *, describe: Describe, out: TextIO, err: TextIO) -> int:
    """Import `options.path` into the store of the environment named (by default the one
    last in front, else the local store); the process exit code."""
    try:
        sheet = read_sheet(options.path, options.sheet)
    except UnreadableInventoryError as error:
        print(describe(error.notice), file=err)
        return EXIT_UNREADABLE
    data = paths.data_dir()
    try:
        if options.env is None:  # the environment last in front (else the local store)
            store = open_store_in_front(data)
        elif (found := environment_named(data, options.env)) is None:
            known = ", ".join(known_names(data)) or "none configured"
            print(f"No environment named {options.env!r} (known: {known}).", file=err)
            return EXIT_STORE
        else:
            key, name, production = found
            store = open_environment_store(data, key, name, production=production)
    except StoreError as error:
        print(describe(error.notice), file=err)
        return EXIT_STORE
    print(f"Importing into {store.environment_name or 'the local store'}", file=err)
    with store:
        return _import(store, sheet, options, describe, out, err)


def _import(
    store: Store, sheet: Sheet, options: ImportOptions, describe: Describe, out: TextIO, err: TextIO
) -> int:
    mapping = first_mapping(store, sheet.header)
    print("\n".join(mapping_lines(sheet, mapping)), file=out)
    try:
        plan = plan_import(sheet, mapping, project_number=options.project)
    except MappingError as error:
        print(describe(error.notice), file=err)
        return EXIT_ROW_PROBLEMS
    problems = problem_lines(plan, describe)
    if problems:
        print("\n".join(problems), file=out)
    invalid = len(plan.problem_rows)
    if invalid and options.skip_invalid:
        for row in plan.problem_rows:
            row.skip = True
    try:
        check_plan(plan)
        photos = match_photos(plan, options.photos)
    except ImportRefusedError as error:
        print(describe(error.notice), file=err)
        photo_folder = error.notice.code == "inventory.photos_unreadable"
        return EXIT_UNREADABLE if photo_folder else EXIT_ROW_PROBLEMS
    photo_header = next((plan.sheet.header[i] for i, k in plan.mapping.items() if k == PHOTO), "")
    for number, name in photos.missing:
        print(f"row {number}, {photo_header or _english(PHOTO)}: {name} not found", file=out)
    if options.dry_run:
        print(
            f"Dry run: {len(plan.to_write())} rows can be imported, {photos.count} photos"
            f" found; {invalid} rows have problems. Nothing was written.",
            file=out,
        )
        return EXIT_ROW_PROBLEMS if invalid else EXIT_IMPORTED
    try:
        result = write_import(
            store,
            plan,
            file_name=options.path.name,
            photos_dir=options.photos,
            queue=options.queue,
        )
    except ImportRefusedError as error:
        print(describe(error.notice), file=err)
        return EXIT_ROW_PROBLEMS
    except StoreError as error:
        print(describe(error.notice), file=err)
        return EXIT_STORE
    for notice in imported_notices(result, options.path.name):
        print(describe(notice), file=out)
    return EXIT_ROW_PROBLEMS if invalid else EXIT_IMPORTED
