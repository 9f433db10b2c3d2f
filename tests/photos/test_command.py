"""`reuse-desk photos FOLDER`: a small card read into the data folder's store of the
environment named, run in-process through `app.cli.main` (and once as a real process): the
groups and the reasons printed, the exit codes 0, 1, 2 and 3, --dry-run, --pause, and a card
read twice."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.exit_codes import ExitCode
from app.store.kinds import ServerRecord
from tests.inventory.spreadsheets import make_csv
from tests.photos.card import Shot
from tests.photos.card import shoot
from tests.photos.conftest import World

ROOT = Path(__file__).resolve().parents[2]


def run(world: World, folder: Path, *args: str) -> int:
    return main(["photos", str(folder), "--data-dir", str(world.data_dir), "--env", "Werf", *args])


def _card(world: World, folder: Path) -> tuple[Path, list[str]]:
    """A draft's label and two pictures, a service product's label and one, then a label of
    the other environment and one picture."""
    owners = list(world.labels)
    draft = next(o for o in owners if isinstance(o, str))
    product = next(o for o in owners if isinstance(o, ServerRecord))
    (other_label, other_image) = world.other_labels[0]
    shots = [
        Shot(world.labels[draft][1]),
        Shot(),
        Shot(),
        Shot(world.labels[product][1]),
        Shot(),
        Shot(other_image),
        Shot(),
    ]
    shoot(folder, shots)
    return folder, [
        world.labels[draft][0].reference,
        world.labels[product][0].reference,
        other_label.qr_text,
    ]


def test_the_groups_and_the_reasons_are_printed_and_the_pictures_attached(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, (draft, product, other) = _card(world, tmp_path / "card")

    assert run(world, folder) == 1

    out = capsys.readouterr().out.splitlines()
    assert out[:9] == [
        f"Group 1: {world.title_of(draft)} ({draft}, Werf)",
        "  IMG_0001.JPG (label)",
        "  IMG_0002.JPG",
        "  IMG_0003.JPG",
        f"Group 2: {world.title_of(product)} ({product}, Werf)",
        "  IMG_0004.JPG (label)",
        "  IMG_0005.JPG",
        "Unassigned:",
        f"  IMG_0006.JPG: The label {other} is of a record of Acceptatie. Read these pictures"
        " while working with Acceptatie.",
    ]
    assert out[9].startswith("  IMG_0007.JPG: It follows IMG_0006.JPG, a picture that could not")
    assert out[10] == (
        "Attached 3 pictures to 2 records; 2 unassigned. The service's records get theirs with"
        " the next sync."
    )
    with world.store() as store:
        attachments = store.attachments.list_attachments()
    assert sorted(a.file_name for a in attachments) == [
        "IMG_0002.JPG",
        "IMG_0003.JPG",
        "IMG_0005.JPG",
    ]
    # The service's product takes its picture as a server-image change, waiting for the sync.
    on_server = [a for a in attachments if a.draft_id is None]
    assert [(a.file_name, a.record_server_id, a.upload_state.value) for a in on_server] == [
        ("IMG_0005.JPG", product.removeprefix("RDP-"), "pending")
    ]

    # Read again: nothing attached twice; what is left is still unassigned.
    assert run(world, folder) == 1
    out = capsys.readouterr().out.splitlines()
    assert "Not attached again:" in out
    assert out[-1].startswith("Attached 0 pictures to 0 records; 2 unassigned.")
    with world.store() as store:
        assert len(store.attachments.list_attachments()) == 3


def test_a_card_wholly_assigned_exits_0_and_a_dry_run_attaches_nothing(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, image = next(iter(world.labels.values()))
    folder = tmp_path / "card"
    shoot(folder, [Shot(image), Shot(), Shot(after=12 * 60)])

    assert run(world, folder, "--dry-run", "--pause", "15") == 0
    out = capsys.readouterr().out.splitlines()
    assert (
        out[-1]
        == "Dry run: 2 pictures can be attached to 1 records; 0 unassigned. Nothing was attached."
    )
    with world.store() as store:
        assert store.attachments.list_attachments() == []

    assert run(world, folder, "--label-pictures", "--pause", "15") == 0
    with world.store() as store:
        assert len(store.attachments.list_attachments()) == 3


def test_a_folder_that_cannot_be_read_and_an_unknown_environment_exit_2(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(world, tmp_path / "nowhere") == ExitCode.NOT_USABLE
    assert "The folder nowhere cannot be read" in capsys.readouterr().err
    (tmp_path / "empty").mkdir()
    folder = ["--data-dir", str(world.data_dir), "--env", "Elders"]
    assert main(["photos", str(tmp_path / "empty"), *folder]) == ExitCode.NOT_USABLE
    assert "No environment is called Elders." in capsys.readouterr().err


def test_a_data_folder_that_cannot_be_opened_exits_3(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, _ = _card(world, tmp_path / "card")
    with world.store() as store:
        database = Path(store.database.path)
    with sqlite3.connect(database) as conn:  # written by a newer release
        conn.execute("PRAGMA user_version = 999")
    assert run(world, folder) == ExitCode.DATA_FOLDER
    assert "newer version of Reuse Desk" in capsys.readouterr().err


def test_the_command_runs_as_a_process(world: World, tmp_path: Path) -> None:
    folder, _ = _card(world, tmp_path / "card")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "app",
            "photos",
            str(folder),
            "--dry-run",
            "--env",
            "Werf",
            "--data-dir",
            str(world.data_dir),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines()[-1] == (
        "Dry run: 3 pictures can be attached to 2 records; 2 unassigned. Nothing was attached."
    )
    assert "Reading 7 pictures for Werf" in done.stderr


def test_the_pictures_an_imported_inventory_names_go_to_its_rows_drafts(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    header = ["Omschrijving", "Categorie", "Aantal", "Eenheid aantal", "Plaats", "Foto"]
    rows = [
        ["Tegel 1", "Deuren", 2, "stuks", "Zwolle", "tegel-1a.jpg; Tegel-1b"],
        ["Tegel 2", "Deuren", 3, "stuks", "Zwolle", "tegel-2.jpg, gedeeld.jpg"],
        ["Tegel 3", "Deuren", 4, "stuks", "Zwolle", "gedeeld.jpg"],
    ]
    inventory = make_csv(tmp_path / "inventaris.csv", [header, *rows])
    # Imported before the photos were copied off the card.
    assert main(["import", str(inventory), "--data-dir", str(world.data_dir), "--env", "Werf"]) == 0
    assert "photos attached: 0" in capsys.readouterr().out
    folder = tmp_path / "card"
    shoot(
        folder,
        [Shot(name=n) for n in ("TEGEL-1A.JPG", "tegel-1b.jpeg", "tegel-2.jpg", "gedeeld.jpg")],
    )

    assert run(world, folder, "--inventory", str(inventory)) == 1

    out = capsys.readouterr().out.splitlines()
    with world.store() as store:
        drafts = {d.content["itemDetails"]["name"]: d.id for d in store.drafts.list_drafts()}
        names = {a.file_name: a.draft_id for a in store.attachments.list_attachments()}
    assert names == {
        "TEGEL-1A.JPG": drafts["Tegel 1"],
        "tegel-1b.jpeg": drafts["Tegel 1"],
        "tegel-2.jpg": drafts["Tegel 2"],
    }
    # Named by two rows: not guessed.
    assert next(line for line in out if "gedeeld.jpg:" in line).startswith(
        "  gedeeld.jpg: gedeeld.jpg shows different labels ("
    )


def test_the_groups_and_the_totals_in_dutch(
    world: World,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The command's own lines in the user's language (tests/test_cli_language_lines.py)."""
    folder, (draft, product, _) = _card(world, tmp_path / "card")
    monkeypatch.setenv("LC_MESSAGES", "nl_NL.UTF-8")

    assert run(world, folder, "--dry-run") == 1

    done = capsys.readouterr()
    out = done.out.splitlines()
    assert out[:2] == [
        f"Groep 1: {world.title_of(draft)} ({draft}, Werf)",
        "  IMG_0001.JPG (labelfoto)",
    ]
    assert out[4] == f"Groep 2: {world.title_of(product)} ({product}, Werf)"
    assert out[7] == "Niet toegewezen:"
    assert out[-1] == (
        "Proefrun: 3 foto's kunnen aan 2 records worden toegevoegd; 2 niet toegewezen. Er is"
        " niets toegevoegd."
    )
    assert "7 foto's inlezen voor Werf" in done.err
    for english in ("Group", "Unassigned", "Dry run", "pictures", "Reading"):
        assert english not in done.out + done.err
