"""An inventory's photo column as labels: the pictures it names find the drafts its rows
became, as a label would have told.

An import (`app.inventory.importing`) attaches the photos its photo column names that are in
the folder given; the others are reported missing. Read again with the inventory, a card's
pictures whose names the column gives (case-insensitively, with or without the extension,
as the import matches them) are named by the reference of their row's draft: the newest
import of that file's drafts still here, by their row's number in the file. A name that two
rows give names both, so that picture is left unassigned (two labels), never guessed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from app.inventory.columns import PHOTO
from app.inventory.importing import first_mapping
from app.inventory.labels import draft_reference
from app.inventory.sheets import read_sheet
from app.inventory.values import photo_names
from app.photos.pictures import PictureReading
from app.store.store import Store


def inventory_codes(store: Store, inventory: Path, sheet: str | None = None) -> dict[str, set[str]]:
    """For each picture name the inventory's photo column gives (case-folded; the name as
    written, and without its extension), the references of the drafts whose rows give it.
    Raises `UnreadableInventoryError` when the file cannot be read."""
    table = read_sheet(inventory, sheet)
    mapping = first_mapping(store, table.header)
    column = next((index for index, key in mapping.items() if key == PHOTO), None)
    if column is None:
        return {}
    drafts = store.photo_matches.imported_drafts(inventory.name)
    codes: dict[str, set[str]] = {}
    for number, row in zip(table.row_numbers, table.rows, strict=True):
        draft_id = drafts.get(number)
        if draft_id is None or column >= len(row):
            continue
        for name in photo_names(row[column]):
            for key in {name.casefold(), Path(name).stem.casefold()}:
                codes.setdefault(key, set()).add(draft_reference(draft_id))
    return codes


def named_by_inventory(
    pictures: Sequence[PictureReading], codes: dict[str, set[str]]
) -> list[PictureReading]:
    """`pictures`, each named by the references the inventory gives its file's name (as a
    reference in its name would)."""
    named = []
    for picture in pictures:
        name = picture.path.name.casefold()
        found = codes.get(name) or codes.get(picture.path.stem.casefold()) or set()
        if found and picture.problem is None:
            picture = dataclasses.replace(
                picture, named=tuple(dict.fromkeys((*picture.named, *sorted(found))))
            )
        named.append(picture)
    return named
