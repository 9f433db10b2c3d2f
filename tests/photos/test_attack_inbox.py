"""Attacks on the photo inbox's folder and labels: a flood of files, a picture replaced
between reading and attaching, a QR code of nearly 3 KB of junk, one whose text looks like
an injection, and a reference of another environment's record in a file's name."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import segno
from PIL import Image

from app.cli import main
from app.exit_codes import ExitCode
from app.photos.inbox import MAX_PICTURES
from app.photos.inbox import LabelFinder
from app.photos.inbox import attach_plan
from app.photos.inbox import plan_inbox
from app.photos.inbox import read_pictures
from app.photos.pictures import read_picture
from app.store.photo_matches import PhotoMatches
from tests.photos.card import Shot
from tests.photos.card import shoot
from tests.photos.conftest import World


def test_a_flood_of_files_refuses_the_folder_before_a_picture_is_read(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "card" / "DCIM" / "100FLOOD"
    folder.mkdir(parents=True)
    for number in range(MAX_PICTURES + 1):
        (folder / f"IMG_{number:05d}.JPG").touch()

    code = main(["photos", str(tmp_path / "card"), "--data-dir", str(world.data_dir)])

    assert code == ExitCode.NOT_USABLE
    said = capsys.readouterr()
    assert "10,000" in said.err or "10000" in said.err
    assert said.out == ""


def test_a_picture_replaced_after_it_was_read_is_not_attached(world: World, tmp_path: Path) -> None:
    draft = next(o for o in world.labels if isinstance(o, str))
    made = shoot(tmp_path / "card", [Shot(world.labels[draft][1]), Shot(), Shot()])
    reading = read_pictures(made)
    with world.stores() as (front, other):
        plan = plan_inbox(
            reading.pictures, LabelFinder(front, [other]), PhotoMatches(front.database)
        )
        assert [p.path.name for p in plan.groups[0].pictures] == ["IMG_0002.JPG", "IMG_0003.JPG"]
        # Shown in the inbox as one picture; swapped on the card before *Toevoegen*.
        made[2].write_bytes(made[0].read_bytes())

        attached = attach_plan(front, plan)

        assert attached.count == 1
        assert [(f.picture.path.name, f.reason.code) for f in attached.failed] == [
            ("IMG_0003.JPG", "photo.changed")
        ]
        shown = [a for a in front.attachments.list_attachments() if a.draft_id == draft]
        assert [a.file_name for a in shown if a.upload_state.value != "delete_pending"] == [
            "IMG_0002.JPG"
        ]


def _qr(text: str) -> Image.Image:
    buffer = io.BytesIO()
    segno.make(text, error="l", micro=False).save(buffer, kind="png", scale=4, border=4)
    return Image.open(io.BytesIO(buffer.getvalue())).convert("RGB")


@pytest.mark.parametrize(
    "text",
    [
        "https://werf.example/producten/" + "9" * 2800,  # nearly the most a QR code holds
        "https://werf.example/?id=1" + "'OR'1'='1';DROP/**/TABLE/**/drafts;--" * 50,
        "RD-2ZD0-N5ZN'; DROP TABLE drafts; --",  # no label: a QR code of something else
    ],
)
def test_a_qr_code_of_junk_names_no_record_and_changes_nothing(
    world: World, tmp_path: Path, text: str
) -> None:
    path = tmp_path / "junk.png"
    _qr(text).save(path)
    reading = read_picture(path)
    assert reading.problem is None
    # A page's address is read as a label (to be found or not); anything else names none.
    assert reading.labels == ((text,) if text.startswith("https://") else ())
    with world.stores() as (front, other):
        before = len(front.drafts.list_drafts())
        finder = LabelFinder(front, [other])
        resolved = [finder(code) for code in reading.labels]
        assert all(getattr(r, "code", None) == "photo.label_unknown" for r in resolved)
        assert len(front.drafts.list_drafts()) == before


def test_a_reference_of_another_environment_in_a_file_name_is_not_taken(
    world: World, tmp_path: Path
) -> None:
    label, _ = next(
        (lab, img) for lab, img in world.other_labels if lab.reference.startswith("RD-")
    )
    made = shoot(tmp_path / "card", [Shot(name=f"Deur {label.reference}.jpg"), Shot()])
    with world.stores() as (front, other):
        plan = plan_inbox(
            read_pictures(made).pictures, LabelFinder(front, [other]), PhotoMatches(front.database)
        )
    assert plan.groups == []
    assert [u.reason.code for u in plan.unassigned] == [
        "photo.label_other_environment",
        "photo.after_unusable",
    ]
