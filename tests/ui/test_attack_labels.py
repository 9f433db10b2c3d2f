"""Attacks on the label sheet's file: a shared folder where someone put a link named as the
sheet's partial file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.inventory.labels import FORMATS
from app.inventory.labels import labels_for
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.labels.sheet import save_pdf
from tests.sync.helpers import product_content


@pytest.mark.skipif(os.name != "posix", reason="symbolic links as POSIX has them")
def test_the_sheet_never_writes_through_a_link_in_place_of_its_partial_file(
    qapp: object, tmp_path: Path
) -> None:
    victim = tmp_path / "notes.txt"
    victim.write_text("mine")
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / ".labels.pdf.part").symlink_to(victim)
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "files") as store:
        store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
        labels = labels_for(store, store.catalogue.search(RecordKind.PRODUCT, limit=10))
    assert save_pdf(shared / "labels.pdf", FORMATS[0], labels) == 1
    assert victim.read_text() == "mine"
    assert (shared / "labels.pdf").read_bytes().startswith(b"%PDF")
