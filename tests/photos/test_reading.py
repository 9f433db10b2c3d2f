"""One picture read: which texts name a label, the capture time from EXIF (its offset, its
fraction of a second; the file's time without one), and the file rules that come first."""

from __future__ import annotations

import datetime as dt
import io
import os
import struct
import threading
from pathlib import Path

import pytest
import segno
from PIL import ExifTags
from PIL import Image

from app.photos.inbox import read_pictures
from app.photos.pictures import PictureReading
from app.photos.pictures import read_picture
from app.photos.references import codes_in_name
from app.photos.references import label_code
from app.store.file_rules import RefusedFileError
from app.store.file_rules import open_regular_file


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("RD-7K2M-9XQ4", "RD-7K2M-9XQ4"),
        (" rd7k2m9xq4 ", "RD-7K2M-9XQ4"),
        ("RD-7K2M-9XQO", "RD-7K2M-9XQ0"),  # a look-alike letter, as Crockford reads it
        ("RD-7K2M-9XQU", None),  # U is no Crockford letter
        ("RDP-0042", "RDP-42"),
        ("rdp 42", "RDP-42"),
        ("https://werf.example/producten/42", "https://werf.example/producten/42"),
        ("WIFI:S:site;T:WPA;P:secret;;", None),  # a QR code of another kind: no label
        ("4006381333931", None),
    ],
)
def test_which_texts_name_a_label(text: str, code: str | None) -> None:
    assert label_code(text) == code


def test_a_reference_in_a_file_name_stands_apart_from_the_words_around_it() -> None:
    assert codes_in_name("Deur RD-7k2m-9xq4 2.jpg") == ["RD-7K2M-9XQ4"]
    assert codes_in_name("IMG_RDP_123.JPG") == ["RDP-123"]
    assert codes_in_name("RDP-12 en RD_7K2M_9XQ4.jpg") == ["RDP-12", "RD-7K2M-9XQ4"]
    assert codes_in_name("XRDP-1.jpg") == []
    assert codes_in_name("IMG_0001.JPG") == []


def _photo(path: Path, **exif: str) -> Path:
    tags = Image.Exif()
    ifd = tags.get_ifd(ExifTags.IFD.Exif)
    for name, value in exif.items():
        ifd[ExifTags.Base[name]] = value
    image = Image.new("RGB", (640, 480), (200, 190, 170))
    buffer = io.BytesIO()
    segno.make("RDP-7", error="m").save(buffer, kind="png", scale=8)
    image.paste(Image.open(buffer).convert("RGB"), (100, 100))
    image.save(path, "JPEG", quality=90, exif=tags)
    return path


def test_the_capture_time_is_the_cameras_with_its_offset(tmp_path: Path) -> None:
    photo = _photo(
        tmp_path / "a.jpg",
        DateTimeOriginal="2026:11:20 09:15:02",
        OffsetTimeOriginal="+01:00",
        SubsecTimeOriginal="25",
    )
    reading = read_picture(photo)
    assert reading.taken_at == dt.datetime(2026, 11, 20, 8, 15, 2, 250_000, tzinfo=dt.UTC)
    assert reading.from_camera
    assert reading.codes == ("RDP-7",)
    assert reading.tries == 1


def test_without_an_offset_the_camera_s_clock_is_local_time_and_without_exif_the_file_s(
    tmp_path: Path,
) -> None:
    local = read_picture(_photo(tmp_path / "a.jpg", DateTimeOriginal="2026:11:20 09:15:02"))
    assert local.taken_at == dt.datetime(2026, 11, 20, 9, 15, 2).astimezone()
    plain = _photo(tmp_path / "b.jpg")
    os.utime(plain, (1_800_000_000, 1_800_000_000))
    reading = read_picture(plain)
    assert not reading.from_camera
    assert reading.taken_at == dt.datetime.fromtimestamp(1_800_000_000, dt.UTC)
    broken = read_picture(_photo(tmp_path / "c.jpg", DateTimeOriginal="2026:13:45 99:00:00"))
    assert not broken.from_camera


def test_a_file_swapped_for_a_fifo_after_its_check_is_refused_without_blocking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    picture = _photo(tmp_path / "a.jpg")
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    real_open = os.open

    def swapped(path: object, flags: int, *args: object) -> int:
        # Between the check and the opening, the file becomes a FIFO.
        return real_open(fifo if Path(str(path)) == picture else path, flags, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", swapped)
    with pytest.raises(RefusedFileError) as refused:
        open_regular_file(picture)
    assert refused.value.notice.code == "file.not_a_file"


def test_pictures_are_read_off_the_callers_thread_with_progress_and_a_stop(
    tmp_path: Path,
) -> None:
    paths = [_photo(tmp_path / f"{n:02d}.jpg") for n in range(12)]
    seen: list[tuple[int, int]] = []
    threads: set[str] = set()
    stop = threading.Event()

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        threads.add(threading.current_thread().name)
        if done >= 3:
            stop.set()  # the user presses Stop

    reading = read_pictures(paths, progress=progress, stop=stop, workers=2)

    assert reading.stopped
    assert 3 <= len(reading.pictures) < 12
    # The pictures read are the first ones, in their order; none is begun after the stop.
    assert [r.path for r in reading.pictures] == paths[: len(reading.pictures)]
    assert seen[0][1] == 12
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
    whole = read_pictures(paths, workers=2)
    assert not whole.stopped
    assert [r.path for r in whole.pictures] == paths
    assert all(r.codes == ("RDP-7",) for r in whole.pictures)


def test_each_picture_is_decoded_on_a_worker_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.photos import inbox

    paths = [_photo(tmp_path / f"{n}.jpg") for n in range(4)]
    names: list[str] = []
    real = read_picture

    def recorded(path: Path) -> PictureReading:
        names.append(threading.current_thread().name)
        return real(path)

    monkeypatch.setattr(inbox, "read_picture", recorded)
    read_pictures(paths)
    assert len(names) == 4
    assert all(name.startswith("photo-inbox") for name in names)


def test_a_decoder_failing_on_one_picture_refuses_that_one_and_reads_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from app.photos import pictures

    good = _photo(tmp_path / "good.jpg")
    bad = tmp_path / "bad.jpg"
    Image.open(good).resize((320, 240)).save(bad)
    real = pictures._codes

    def codes(image: Image.Image) -> tuple[list[str], bool]:
        if image.size == (320, 240):  # a plugin's own exception (no OSError), on one file
            raise struct.error("unpack requires a buffer of 4 bytes")
        return real(image)

    monkeypatch.setattr(pictures, "_codes", codes)
    reading = read_pictures([good, bad])

    problems = {r.path.name: r.problem.code if r.problem else None for r in reading.pictures}
    assert problems == {"good.jpg": None, "bad.jpg": "photo.not_a_picture"}
    assert reading.pictures[1].sha256  # known by its content all the same
    assert "bad.jpg could not be decoded" in caplog.text


def test_a_code_seen_at_the_first_size_and_read_at_neither_is_a_label_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.photos import pictures

    big = tmp_path / "big.jpg"
    Image.open(_photo(tmp_path / "a.jpg")).resize((2400, 1800)).save(big)
    answers = iter([([], True), ([], False)])  # seen but not read; then nothing seen
    monkeypatch.setattr(pictures, "_codes", lambda image: next(answers))

    reading = read_picture(big)

    assert reading.tries == 2
    assert reading.codes == ()
    assert reading.unread_code
