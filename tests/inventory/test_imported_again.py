"""A spreadsheet imported before is recognised by its content, under any name, and not
imported twice without asking: `reuse-desk import` refuses it (exit code 1, a sentence naming
when and how many drafts) unless `--again`. Real files, the real store of the data folder."""

from __future__ import annotations

import hashlib
import os
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.exit_codes import ExitCode
from app.inventory.importing import content_hash
from app.store import Store
from app.work import undo
from tests.inventory.spreadsheets import make_xlsx

HEADER = ["Omschrijving", "Categorie", "Aantal", "Eenheid aantal", "Plaats", "Projectnr"]
ROWS: list[list[Any]] = [
    HEADER,
    *([f"Deur {n}", "Deuren", n, "stuks", "Zwolle", 1001] for n in range(1, 4)),
]


def run(data: Path, *args: str | Path) -> int:
    return main(["import", *map(str, args), "--data-dir", str(data)])


def drafts(data: Path) -> int:
    from app import paths

    paths.set_data_dir(data)
    with Store.open() as store:
        return len(store.drafts.list_drafts())


def test_a_file_imported_before_is_refused_unless_again(
    isolated_data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = isolated_data_dir
    first = make_xlsx(tmp_path / "inventaris.xlsx", ROWS)
    assert run(data, first) == ExitCode.DONE
    capsys.readouterr()

    assert run(data, first) == ExitCode.LEFT_FOR_YOU
    said = capsys.readouterr()
    assert said.out == ""  # refused before the mapping: nothing planned, nothing written
    assert said.err.splitlines()[-2].startswith(
        "This file was imported before, as inventaris.xlsx on "
    )
    assert "and made 3 drafts;" in said.err
    assert said.err.splitlines()[-1] == "Give --again to import it once more."
    assert drafts(data) == 3

    # The same content under another name (a copy mailed back) is the same file.
    copy = shutil.copy(first, tmp_path / "kopie van inventaris.xlsx")
    assert run(data, copy, "--dry-run") == ExitCode.LEFT_FOR_YOU
    assert "as inventaris.xlsx on" in capsys.readouterr().err
    assert drafts(data) == 3

    assert run(data, copy, "--again") == ExitCode.DONE
    assert (
        capsys.readouterr()
        .out.splitlines()[-1]
        .startswith("Drafts imported from kopie van inventaris.xlsx: 3")
    )
    assert drafts(data) == 6


def test_another_content_or_an_undone_import_is_not_asked_about(
    isolated_data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = isolated_data_dir
    first = make_xlsx(tmp_path / "inventaris.xlsx", ROWS)
    assert run(data, first) == ExitCode.DONE
    one_more = ["Deur 4", "Deuren", 4, "stuks", "Zwolle", 1001]
    changed = make_xlsx(tmp_path / "inventaris.xlsx", [*ROWS, one_more])
    assert run(data, changed) == ExitCode.DONE  # one row more: another file
    assert drafts(data) == 7
    from app import paths

    paths.set_data_dir(data)
    with Store.open() as store:
        undone = undo.undo(store).value  # the second import undone: forgotten with its drafts
        assert undone is not None
        assert undone.step.action == undo.IMPORT
    assert run(data, changed) == ExitCode.DONE
    assert drafts(data) == 7


def test_the_help_names_again(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["import", "--help"])
    shown = capsys.readouterr().out
    assert "--again" in shown
    assert "imported before" in shown


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_is_never_waited_for_and_has_no_content_to_recognise(tmp_path: Path) -> None:
    """Hostile: a named pipe posing as a spreadsheet (no writer ever comes)."""
    fifo = tmp_path / "inventaris.xlsx"
    os.mkfifo(fifo)
    found: list[str | None] = []
    reader = threading.Thread(target=lambda: found.append(content_hash(fifo)), daemon=True)
    reader.start()
    reader.join(30)  # a liveness guard, not a measure: it returns at once or never
    assert not reader.is_alive()
    assert found == [None]


def test_the_hash_is_of_the_content_not_the_name(tmp_path: Path) -> None:
    first = make_xlsx(tmp_path / "a.xlsx", ROWS)
    copy = Path(shutil.copy(first, tmp_path / "b.xlsx"))
    assert content_hash(first) == content_hash(copy)
    assert content_hash(first) == hashlib.sha256(first.read_bytes()).hexdigest()
    (tmp_path / "c.csv").write_bytes(first.read_bytes() + b" ")
    assert content_hash(tmp_path / "c.csv") != content_hash(first)
