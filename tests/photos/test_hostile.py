"""What may not go to a record, does not: another environment's label, a label both
environments know, an unknown one, two labels in one picture, a truncated JPEG, a QR code
seen but not read, a FIFO, a device and a folder named like pictures, a file too large, a
20,000 x 20,000 PNG (read within a memory bound, in a child process with a limit on its
address space), a pause; and what may, does: a reference in a file's name, a link to a
picture, a longer pause when the user sets one."""

from __future__ import annotations

import datetime as dt
import os
import struct
import subprocess
import sys
import textwrap
import zlib
from pathlib import Path

import pytest
from PIL import Image

from app.api.notices import Notice
from app.photos.grouping import Grouped
from app.photos.inbox import InboxPlan
from app.photos.inbox import LabelFinder
from app.photos.inbox import attach_plan
from app.photos.inbox import pictures_in
from app.photos.inbox import plan_inbox
from app.photos.inbox import read_pictures
from app.photos.pictures import read_picture
from app.store.file_rules import RefusedFileError
from app.store.file_rules import check_regular_file
from app.store.file_rules import read_regular_file
from app.store.kinds import RecordKind
from app.store.photo_matches import PhotoMatches
from tests.photos.card import Shot
from tests.photos.card import shoot
from tests.photos.conftest import World

ROOT = Path(__file__).resolve().parents[2]


def _plan(world: World, folder: Path, **options: object) -> InboxPlan:
    reading = read_pictures(pictures_in(folder))
    with world.stores() as (front, other):
        return plan_inbox(
            reading.pictures,
            LabelFinder(front, [other]),
            PhotoMatches(front.database),
            **options,  # type: ignore[arg-type]
        )


def _reasons(plan: InboxPlan | Grouped) -> dict[str, str]:
    return {u.picture.path.name: u.reason.code for u in plan.unassigned}


def _grouped(plan: InboxPlan) -> list[list[str]]:
    return [
        [*([f"{g.label.path.name} (label)"] if g.label else []), *(p.path.name for p in g.pictures)]
        for g in plan.groups
    ]


def _label(world: World, index: int) -> Image.Image:
    return list(world.labels.values())[index][1]


def test_another_environments_labels_leave_their_pictures_unassigned(
    world: World, tmp_path: Path
) -> None:
    (label, image), (_, draft_image) = world.other_labels
    assert label.reference == "RDP-5"  # the front has a product 5 too: another record
    shots = [Shot(_label(world, 0)), Shot(), Shot(image), Shot(), Shot(draft_image), Shot()]
    plan = _plan(world, shoot(tmp_path / "card", shots)[0].parent)

    assert _grouped(plan) == [["IMG_0001.JPG (label)", "IMG_0002.JPG"]]
    assert _reasons(plan) == {
        "IMG_0003.JPG": "photo.label_other_environment",
        "IMG_0004.JPG": "photo.after_unusable",
        "IMG_0005.JPG": "photo.label_other_environment",
        "IMG_0006.JPG": "photo.after_unusable",
    }
    reason = next(u.reason for u in plan.unassigned if u.picture.path.name == "IMG_0003.JPG")
    assert reason == Notice(
        "photo.label_other_environment",
        {"code": "https://acceptatie.example/producten/5", "environment": "Acceptatie"},
    )


def test_a_label_both_environments_know_names_neither(world: World, tmp_path: Path) -> None:
    draft_id, (label, image) = next((o, li) for o, li in world.labels.items() if isinstance(o, str))
    with world.store("Acceptatie") as other:  # a copy of the draft there (an archive's)
        other.drafts.create_draft(
            RecordKind.PRODUCT, {"itemDetails": {"name": "kopie"}}, draft_id=draft_id
        )
    plan = _plan(world, shoot(tmp_path / "card", [Shot(image), Shot()])[0].parent)

    assert plan.groups == []
    assert _reasons(plan) == {
        "IMG_0001.JPG": "photo.label_two_environments",
        "IMG_0002.JPG": "photo.after_unusable",
    }
    assert plan.unassigned[0].reason.params["code"] == label.reference


def test_two_labels_in_one_picture_and_an_unknown_reference_assign_nothing(
    world: World, tmp_path: Path
) -> None:
    shots = [
        Shot(_label(world, 0)),
        Shot(),
        Shot(_label(world, 1), second=_label(world, 2)),
        Shot(),
        Shot(name="Deur RD-ZZZZ-ZZZZ.jpg"),  # a reference in its name that names nothing
        Shot(),
    ]
    plan = _plan(world, shoot(tmp_path / "card", shots)[0].parent)

    assert _grouped(plan) == [["IMG_0001.JPG (label)", "IMG_0002.JPG"]]
    assert _reasons(plan) == {
        "IMG_0003.JPG": "photo.two_labels",
        "IMG_0004.JPG": "photo.after_unusable",
        "Deur RD-ZZZZ-ZZZZ.jpg": "photo.label_unknown",
        "IMG_0006.JPG": "photo.after_unusable",
    }


def test_a_truncated_picture_ends_its_group_and_nothing_after_it_is_guessed(
    world: World, tmp_path: Path
) -> None:
    made = shoot(
        tmp_path / "card", [Shot(_label(world, 3)), Shot(), Shot(_label(world, 4)), Shot()]
    )
    data = made[2].read_bytes()
    made[2].write_bytes(data[: len(data) * 2 // 3])  # copied off the card only in part

    plan = _plan(world, made[0].parent)

    assert _grouped(plan) == [["IMG_0001.JPG (label)", "IMG_0002.JPG"]]
    assert _reasons(plan) == {
        "IMG_0003.JPG": "photo.incomplete",
        "IMG_0004.JPG": "photo.after_unusable",
    }
    assert plan.unassigned[0].picture.from_camera  # its capture time still read


def test_a_qr_code_seen_but_not_read_ends_the_group(world: World, tmp_path: Path) -> None:
    label = _label(world, 5)
    # The label's code half covered (a thumb, a reflection): its finder patterns still show.
    covered = label.copy()
    covered.paste((255, 255, 255), (120, 150, 330, 300))
    plan = _plan(
        world,
        shoot(tmp_path / "card", [Shot(_label(world, 6)), Shot(), Shot(covered), Shot()])[0].parent,
    )

    assert _grouped(plan) == [["IMG_0001.JPG (label)", "IMG_0002.JPG"]]
    assert _reasons(plan) == {
        "IMG_0003.JPG": "photo.code_unreadable",
        "IMG_0004.JPG": "photo.after_unusable",
    }


def test_a_pause_ends_a_group_unless_the_user_allows_a_longer_one(
    world: World, tmp_path: Path
) -> None:
    shots = [Shot(_label(world, 7)), Shot(), Shot(after=11 * 60), Shot()]
    folder = shoot(tmp_path / "card", shots)[0].parent

    plan = _plan(world, folder)
    assert _grouped(plan) == [["IMG_0001.JPG (label)", "IMG_0002.JPG"]]
    assert _reasons(plan) == {
        "IMG_0003.JPG": "photo.after_pause",
        "IMG_0004.JPG": "photo.after_pause",
    }
    assert plan.unassigned[0].reason.params == {"minutes": 11, "limit": 10}

    longer = _plan(world, folder, pause=dt.timedelta(minutes=15))
    assert _grouped(longer) == [
        ["IMG_0001.JPG (label)", "IMG_0002.JPG", "IMG_0003.JPG", "IMG_0004.JPG"]
    ]
    assert longer.unassigned == []


def test_a_reference_in_a_file_name_attaches_that_picture_and_starts_a_group(
    world: World, tmp_path: Path
) -> None:
    owner, (label, _) = list(world.labels.items())[8]
    shots = [Shot(name=f"Deur {label.reference} 1.jpg"), Shot(name="later.jpg")]
    plan = _plan(world, shoot(tmp_path / "card", shots)[0].parent)

    assert _grouped(plan) == [[f"Deur {label.reference} 1.jpg", "later.jpg"]]
    assert plan.groups[0].target.owner == owner


def test_pictures_before_any_label_are_unassigned(world: World, tmp_path: Path) -> None:
    plan = _plan(world, shoot(tmp_path / "card", [Shot(), Shot(_label(world, 9))])[0].parent)
    assert _reasons(plan) == {"IMG_0001.JPG": "photo.no_label"}


@pytest.mark.timeout(60)
def test_a_fifo_a_device_and_a_folder_named_as_pictures_never_block_and_are_refused(
    world: World, tmp_path: Path
) -> None:
    folder = tmp_path / "card"
    made = shoot(folder, [Shot(_label(world, 10)), Shot(), Shot()])
    os.mkfifo(folder / "IMG_0002b.JPG")  # no writer: opening it to read would wait forever
    (folder / "IMG_0002c.JPG").symlink_to("/dev/zero")  # endless
    (folder / "IMG_0002d.JPG").symlink_to(made[1])  # a link to a picture is that picture
    (folder / "broken.jpg").symlink_to(folder / "gone.jpg")
    (folder / "sub.jpg").mkdir()  # a folder: entered, never read as a picture

    reading = read_pictures(pictures_in(folder))
    problems = {r.path.name: r.problem.code for r in reading.pictures if r.problem is not None}
    assert problems == {
        "IMG_0002b.JPG": "file.not_a_file",
        "IMG_0002c.JPG": "file.not_a_file",
        "broken.jpg": "file.unreadable",
    }
    with pytest.raises(RefusedFileError) as refused:
        read_regular_file(folder / "IMG_0002b.JPG")
    assert refused.value.notice.code == "file.not_a_file"
    linked = next(r for r in reading.pictures if r.path.name == "IMG_0002d.JPG")
    assert linked.problem is None
    assert linked.sha256 == read_picture(made[1]).sha256


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "huge.jpg"
    with big.open("wb") as file:
        file.truncate(65 * 1024 * 1024)  # sparse: nothing written, the size says it all
    with pytest.raises(RefusedFileError) as refused:
        check_regular_file(big)
    assert refused.value.notice == Notice(
        "file.too_big", {"name": "huge.jpg", "limit_mb": 64, "mebibytes": 64}
    )
    assert read_picture(big).problem == refused.value.notice


def _huge_png(path: Path, side: int) -> Path:
    """A valid grey PNG of side x side pixels, written a row at a time (a few MB on disk)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    packer = zlib.compressobj(9)
    row = b"\x00" + bytes(side)  # filter byte, then a black row
    body = b"".join(packer.compress(row) for _ in range(side)) + packer.flush()
    header = struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body) + chunk(b"IEND", b"")
    )
    return path


_BOUNDED_READ = textwrap.dedent(
    """
    import resource, sys
    from pathlib import Path
    from app.photos.pictures import read_picture
    from PIL import Image

    # The address space now, and room for 300 MB more: the whole picture (400 MB in grey,
    # 1.2 GB in colour) cannot be decoded within it.
    pages = int(Path("/proc/self/statm").read_text().split()[0])
    limit = pages * resource.getpagesize() + 300 * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    reading = read_picture(Path(sys.argv[1]))
    print(reading.problem.code if reading.problem else "read", reading.size)
    Image.MAX_IMAGE_PIXELS = None  # and the bound is real: a whole decode fails in it
    try:
        Image.open(sys.argv[1]).load()
    except MemoryError:
        print("whole decode: MemoryError")
    """
)


@pytest.mark.skipif(sys.platform != "linux", reason="an address-space limit as Linux sets it")
def test_a_20000_pixel_square_png_is_refused_within_a_memory_bound(tmp_path: Path) -> None:
    png = _huge_png(tmp_path / "panorama.png", 20_000)
    assert struct.unpack(">II", png.read_bytes()[16:24]) == (20_000, 20_000)  # its header
    assert png.stat().st_size < 5 * 1024 * 1024

    done = subprocess.run(
        [sys.executable, "-c", _BOUNDED_READ, str(png)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["photo.too_large (0, 0)", "whole decode: MemoryError"]


def test_a_picture_can_be_attached_once_even_when_copied_twice_onto_the_card(
    world: World, tmp_path: Path
) -> None:
    made = shoot(tmp_path / "card", [Shot(_label(world, 11)), Shot()])
    (made[0].parent / "IMG_0002 copy.JPG").write_bytes(made[1].read_bytes())
    reading = read_pictures(pictures_in(made[0].parent))
    with world.stores() as (front, other):
        plan = plan_inbox(
            reading.pictures, LabelFinder(front, [other]), PhotoMatches(front.database)
        )
        attached = attach_plan(front, plan)

    assert attached.count == 1
    # Taken at the same instant: by name, the copy comes first.
    assert [(d.picture.path.name, d.reason) for d in plan.duplicates] == [
        (
            "IMG_0002.JPG",
            Notice("photo.same_picture", {"name": "IMG_0002.JPG", "first": "IMG_0002 copy.JPG"}),
        )
    ]


def test_grouping_is_by_capture_time_not_by_name(world: World, tmp_path: Path) -> None:
    made = shoot(tmp_path / "card", [Shot(_label(world, 12)), Shot()])
    # Renamed so that the names sort the other way: the times still say which came first.
    made[0].rename(made[0].with_name("b.jpg"))
    made[1].rename(made[1].with_name("a.jpg"))
    plan = _plan(world, made[0].parent)
    assert _grouped(plan) == [["b.jpg (label)", "a.jpg"]]
