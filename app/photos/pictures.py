"""One picture read for the inbox: its content's hash, when it was taken, the label codes seen
in it, and whether it decodes whole. Pillow decodes, zxing-cpp reads the QR codes; no Qt.

The codes are read at a reduced size: a JPEG is decoded straight to half its size or less
(the decoder scales in the DCT domain, in grey: the colours are never computed), and that
is read at half its size again first, so a 12-megapixel photo is read as some 1,000 x 750
pixels. Where that finds no code, the decoded picture is read as it is (2,000 x 1,500): a
label photographed from further away (or a smaller one) is found there; the generated
card's test counts what the second try adds. One decode serves both tries: the decoder's
time is mostly the compressed stream's, whatever the scale (17 ms at a quarter, 20 ms at
half, for a 12-megapixel photo), so a second decode would nearly double it. Whatever
the format, no picture is decoded larger than `DECODE_PIXEL_LIMIT`: a JPEG of any size is
scaled down while decoding, a picture of another format that would be larger is refused
before its pixels are read. A picture that does not decode whole (a truncated file) is
refused with a reason: it may be a label whose code is lost, so it never passes as a plain
photo (`inbox` ends the group there).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import logging
import re
from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Final

import zxingcpp
from PIL import ExifTags
from PIL import Image
from PIL import UnidentifiedImageError

from app.api import bounds
from app.api.notices import Notice
from app.photos.references import codes_in_name
from app.photos.references import label_code
from app.store.file_rules import MAX_PICTURE_BYTES
from app.store.file_rules import RefusedFileError
from app.store.file_rules import link_target
from app.store.file_rules import read_regular_file

log = logging.getLogger(__name__)

# The long side the codes are first read at, and at the second try.
FIRST_SIDE: Final = 1000
SECOND_SIDE: Final = 2000
# The most pixels a picture is decoded to: a PNG is decoded in its own colours first (up to
# four bytes a pixel: 160 MB at most, on each reading thread), then read in grey. A
# 20,000 x 20,000 PNG would need 1.6 GB; a phone's 48-megapixel JPEG is scaled while decoded.
DECODE_PIXEL_LIMIT: Final = bounds.PICTURE_DECODE_PIXELS
# Pillow's readers of the pictures a camera or phone writes (and attaching accepts).
READABLE_FORMATS: Final = frozenset({"JPEG", "MPO", "PNG", "WEBP", "TIFF", "BMP", "GIF"})

# Labels carry QR codes only: a maker's barcode on the item is no label.
_QR: Final = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
_EXIF_TIME = "%Y:%m:%d %H:%M:%S"
_OFFSET = re.compile(r"([+-])(\d{2}):?(\d{2})")


@dataclass(frozen=True)
class PictureReading:
    """What one picture said. `problem` set: it could not be read whole (why), and it has
    no codes; `taken_at` is then the file's time."""

    path: Path
    sha256: str
    taken_at: dt.datetime  # aware
    from_camera: bool  # the time is the camera's (EXIF), not the file's
    codes: tuple[str, ...] = ()  # label codes seen in the picture
    named: tuple[str, ...] = ()  # label codes in the file's name
    unread_code: bool = False  # a QR code was seen that could not be read
    problem: Notice | None = None
    tries: int = 0  # how many sizes the codes were looked for at
    size: tuple[int, int] = field(default=(0, 0))  # the picture's own pixels

    @property
    def labels(self) -> tuple[str, ...]:
        """Every label code the picture holds, seen or named."""
        return tuple(dict.fromkeys((*self.codes, *self.named)))


def read_picture(
    path: Path, *, max_bytes: int = MAX_PICTURE_BYTES, within: Sequence[Path] = ()
) -> PictureReading:
    """Read `path` by the file rules and the module's rules (blocking: a worker's call).
    With `within` (the folders read, resolved), a link is followed only to a file inside
    one of them: a folder's content never decides which of the user's other files is read
    (and attached, and sent)."""
    target = link_target(path) if within else None
    if target is not None and not any(target.is_relative_to(folder) for folder in within):
        notice = Notice("photo.link_outside", {"name": path.name, "target": str(target)})
        return PictureReading(path, "", _file_time(path), False, problem=notice)
    try:
        data = read_regular_file(path, max_bytes)
    except RefusedFileError as refused:
        return PictureReading(path, "", _file_time(path), False, problem=refused.notice)
    digest = hashlib.sha256(data).hexdigest()
    named = tuple(codes_in_name(path.name))
    try:
        return _read(path, data, digest, named)
    except _RefusedError as refused:
        taken = refused.taken or _file_time(path)
        return PictureReading(
            path, digest, taken, refused.taken is not None, named=named, problem=refused.notice
        )
    except MemoryError:
        log.warning("%s: no memory to decode it", path.name)
        notice = Notice("photo.too_large", {"name": path.name})
    except Exception:
        # A decoder's own failure on a hostile file (Pillow's plugins raise more than
        # OSError): that picture is refused, the card's others are still read.
        log.warning("%s could not be decoded", path.name, exc_info=True)
        notice = Notice("photo.not_a_picture", {"name": path.name})
    return PictureReading(path, digest, _file_time(path), False, named=named, problem=notice)


class _RefusedError(Exception):
    def __init__(self, notice: Notice, taken: dt.datetime | None = None) -> None:
        super().__init__(notice.code)
        self.notice, self.taken = notice, taken


def _read(path: Path, data: bytes, digest: str, named: tuple[str, ...]) -> PictureReading:
    def refused(code: str, taken: dt.datetime | None = None, **params: object) -> _RefusedError:
        return _RefusedError(Notice(code, {"name": path.name, **params}), taken)

    try:
        image = Image.open(io.BytesIO(data))
    except Image.DecompressionBombError as error:
        raise refused("photo.too_large") from error
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError) as error:
        raise refused("photo.not_a_picture") from error
    with image:
        if image.format not in READABLE_FORMATS:
            raise refused("photo.not_a_picture")
        camera_time = capture_time(image)
        size = image.size
        decoded = _decoded(image, SECOND_SIDE, refused, camera_time)
    first = _smaller(decoded, FIRST_SIDE)
    codes, unread = _codes(first)
    tries = 1
    if not codes and first is not decoded:
        codes, unread_again = _codes(decoded)
        # A code seen at either size and read at neither is a label not read.
        unread = unread or unread_again
        tries = 2
    taken = camera_time or _file_time(path)
    return PictureReading(
        path,
        digest,
        taken,
        camera_time is not None,
        tuple(codes),
        named,
        unread_code=unread and not codes,
        tries=tries,
        size=size,
    )


def _decoded(
    image: Image.Image,
    side: int,
    refused: Callable[..., _RefusedError],
    taken: dt.datetime | None,
) -> Image.Image:
    """The picture in grey with its long side near `side` (never much smaller), decoded whole."""
    width, height = image.size
    scale = min(1.0, side / max(width, height))
    wanted = (max(1, round(width * scale)), max(1, round(height * scale)))
    if image.format in ("JPEG", "MPO"):
        # The smallest of the decoder's scales (1/2 ... 1/8) not below `wanted`.
        image.draft("L", wanted)
    if image.size[0] * image.size[1] > DECODE_PIXEL_LIMIT:
        raise refused("photo.too_large", taken)
    try:
        image.load()
        grey = image.convert("L")
    except Image.DecompressionBombError as error:
        raise refused("photo.too_large", taken) from error
    except (OSError, ValueError, SyntaxError, EOFError) as error:
        # Truncated or damaged: Pillow reads no picture it cannot read whole.
        raise refused("photo.incomplete", taken) from error
    if max(grey.size) > side * 1.5:
        grey = grey.resize(wanted, Image.Resampling.BOX)
    return grey


def _smaller(grey: Image.Image, side: int) -> Image.Image:
    """`grey` with its long side near `side`, or `grey` itself when it is not much larger."""
    if max(grey.size) <= side * 1.5:
        return grey
    factor = max(grey.size) // side
    return grey.reduce(factor)  # a box filter over whole pixels: fast, and no ringing


def _codes(image: Image.Image) -> tuple[list[str], bool]:
    """The label codes read in `image`, and whether a QR code was seen but not read."""
    found = zxingcpp.read_barcodes(image, formats=_QR, return_errors=True)
    codes = [label_code(code.text) for code in found if code.valid]
    unread = any(not code.valid for code in found)
    return list(dict.fromkeys(code for code in codes if code is not None)), unread


def capture_time(image: Image.Image) -> dt.datetime | None:
    """When the camera took the picture (EXIF DateTimeOriginal with its offset and fraction
    of a second), aware; without an offset the camera's clock is taken as this computer's
    local time. None without one that reads."""
    try:
        exif = image.getexif().get_ifd(ExifTags.IFD.Exif)
    except (OSError, ValueError, SyntaxError, KeyError):
        return None
    text = exif.get(ExifTags.Base.DateTimeOriginal)
    if not isinstance(text, str):
        return None
    try:
        taken = dt.datetime.strptime(text.strip().rstrip("\x00"), _EXIF_TIME)
    except ValueError:
        return None
    fraction = str(exif.get(ExifTags.Base.SubsecTimeOriginal) or "").strip().rstrip("\x00")
    if fraction.isdigit():
        taken = taken.replace(microsecond=int(fraction[:6].ljust(6, "0")))
    offset = _OFFSET.fullmatch(str(exif.get(ExifTags.Base.OffsetTimeOriginal) or "").strip())
    # A hostile or broken camera's time (an offset of a day or more, a time that is no
    # moment in UTC) is no camera time: the file's is taken, and the picture still read.
    try:
        if offset is None:
            aware = taken.astimezone()
        else:
            sign = -1 if offset.group(1) == "-" else 1
            delta = dt.timedelta(hours=int(offset.group(2)), minutes=int(offset.group(3)))
            aware = taken.replace(tzinfo=dt.timezone(sign * delta))
        aware.astimezone(dt.UTC)
    except (ValueError, OverflowError):
        return None
    return aware


def _file_time(path: Path) -> dt.datetime:
    try:
        seconds = path.lstat().st_mtime
    except OSError:
        seconds = 0.0
    return dt.datetime.fromtimestamp(seconds, dt.UTC)
