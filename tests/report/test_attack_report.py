"""Attacks on the report's file: a shared folder where someone put a link named as the
report's partial file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.report.data import gather
from app.report.pdf import write_pdf
from app.store.store import Store


@pytest.mark.skipif(os.name != "posix", reason="symbolic links as POSIX has them")
def test_the_report_never_writes_through_a_link_in_place_of_its_partial_file(
    tmp_path: Path, qapp: object
) -> None:
    victim = tmp_path / "notes.txt"
    victim.write_text("mine")
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / ".rapport.pdf.part").symlink_to(victim)
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "attachments") as store:
        assert write_pdf(gather(store, 99), shared / "rapport.pdf") == 3
    assert victim.read_text() == "mine"
    assert (shared / "rapport.pdf").read_bytes().startswith(b"%PDF")
