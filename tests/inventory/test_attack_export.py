"""Attacks on the catalogue export: a shared folder where someone put links named as the
export's partial files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.inventory.export import export_products
from app.store import Store
from app.store.kinds import RecordKind
from tests.sync.helpers import product_content


@pytest.mark.skipif(os.name != "posix", reason="symbolic links as POSIX has them")
@pytest.mark.parametrize("name", ["catalogus.csv", "catalogus.xlsx"])
def test_the_export_never_writes_through_a_link_in_place_of_its_partial_file(
    tmp_path: Path, name: str
) -> None:
    victim = tmp_path / "notes.txt"
    victim.write_text("mine")
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / f".{name}.partial").symlink_to(victim)
    (shared / ".catalogus-history.csv.partial").symlink_to(victim)
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "attachments") as store:
        store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
        rows = store.catalogue.search("product", "", limit=10)
        export_products(
            store, rows, shared / name, language="en", history=lambda entry: str(entry.action)
        )
    assert victim.read_text() == "mine"
    assert (shared / name).is_file()
