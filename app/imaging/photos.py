"""Photo preparation before upload: upright, no larger than needed, and without location.

The decode is QImageReader's scaled read (the JPEG decoder scales in the DCT domain, so a
24-megapixel photo never exists at full size); it is reentrant and needs no
QGuiApplication, so it runs on the sync's worker threads. The original is only read. The
report reads its JPEGs with Pillow instead (`ScaledJpeg`), scaled in the DCT alike.
The encode is Pillow's: its libjpeg-turbo uses vector instructions, Qt's bundled writer
does not (a 2048-pixel photo: 7 ms instead of 38, byte-identical), and it reads the
QImage's memory in place and releases the interpreter while it encodes.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from types import TracebackType
from typing import BinaryIO
from typing import Final
from typing import cast

from PIL import ExifTags
from PIL import Image
from PIL import ImageFile
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtGui import QImageReader
from PySide6.QtGui import QPainter

from app.imaging.settings import PhotoError
from app.imaging.settings import PhotoSettings
from app.imaging.settings import PreparedPhoto

# Room for a full-resolution panorama when the user asks for the original size; the
# default limit of 256 MB refuses photos above about 64 megapixels.
_ALLOCATION_LIMIT_MB = 1024

# A pixel of QImage.Format_RGB32 is the 32-bit number 0xffRRGGBB in the machine's order.
_RGB32_LAYOUT = "BGRX" if sys.byteorder == "little" else "XRGB"
# The same written by Pillow from an RGBA picture (its "BGRX" writes the fourth byte 0).
_RGBA32_LAYOUT = "BGRA" if sys.byteorder == "little" else "ARGB"


def prepare_photo(source: Path | str, settings: PhotoSettings | None = None) -> PreparedPhoto:
    """Read `source` upright and scaled, and encode it as JPEG (blocking: off the UI thread)."""
    settings = settings or PhotoSettings()
    path = Path(source)
    image = read_upright(path, settings.max_side)
    location = _location_of(path) if settings.keep_location else None
    data = _encode_jpeg(image, settings.quality, location)
    return PreparedPhoto(data=data, width=image.width(), height=image.height())


def read_upright(path: Path, max_side: int | None) -> QImage:
    return upright(QImageReader(str(path)), path.name, max_side)


def upright(reader: QImageReader, name: str, max_side: int | None) -> QImage:
    """What `reader` reads, upright, scaled to `max_side` and on white; PhotoError when it
    cannot be read. The reader may have been asked its size already (the header is read
    once, from the one device the caller checked)."""
    reader.setAutoTransform(True)
    reader.setAllocationLimit(_ALLOCATION_LIMIT_MB)
    # size() is the stored size, before the EXIF rotation: scaling it keeps the aspect
    # ratio right whichever way the photo is turned.
    stored = reader.size()
    if (
        max_side is not None
        and stored.isValid()
        and max(stored.width(), stored.height()) > max_side
    ):
        reader.setScaledSize(
            stored.scaled(QSize(max_side, max_side), Qt.AspectRatioMode.KeepAspectRatio)
        )
    image = reader.read()
    if image.isNull():
        raise PhotoError(f"cannot read {name}: {reader.errorString()}")
    if max_side is not None and max(image.width(), image.height()) > max_side:
        # Formats without a known size before decoding are scaled after it.
        image = image.scaled(
            max_side,
            max_side,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    if image.hasAlphaChannel():
        image = _on_white(image)
    return image


# The EXIF orientations (2-8) as the turn that makes the stored picture upright, as Qt's
# auto-transform reads them; any other value is taken as upright.
_UPRIGHT: Final = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}
_JPEG_FORMATS: Final = frozenset({"JPEG", "MPO"})
# The compressed stream handed to the decoder at once, at most: in one call Pillow decodes
# without the interpreter lock from start to end; fed in its default 64 KB pieces it takes
# the lock back some 25 times a photo, each time waiting for the painter's thread.
_STREAM_AT_ONCE: Final = 32 * 1024 * 1024


def fitted(width: int, height: int, max_side: int) -> tuple[int, int]:
    """`width` x `height` scaled to fit a `max_side` square, rounded as Qt's
    `QSize.scaled(..., KeepAspectRatio)` (so that either decoder gives the same size)."""
    if max(width, height) <= max_side:
        return width, height
    if max_side * width // height <= max_side:
        return max(1, max_side * width // height), max_side
    return max_side, max(1, max_side * height // width)


class ScaledJpeg:
    """A JPEG to read small and upright with Pillow: its header read and its decode set to
    the DCT scale (1/2, 1/4 or 1/8) that still gives the preview's size, so a 12 MP photo
    never exists whole. At an eighth most of the time goes to reading the whole compressed
    stream (Huffman decoding, which no vector code speeds up), so Pillow's libjpeg-turbo is
    only somewhat faster than Qt's bundled one (a 12 MP phone photo: 19.9 ms of CPU
    against 22.0, medians of 25); it also decodes in one call without the interpreter lock
    and hands over RGB32, the format QPdfWriter embeds without converting. `open` gives
    None for a file that is not a JPEG Pillow reads (with `read_upright` the caller reads
    it as before). A context manager: it holds the file."""

    def __init__(
        self,
        source: ImageFile.ImageFile,
        name: str,
        stream: int,
        max_side: int,
        file: BinaryIO | None = None,
    ) -> None:
        self._source = source
        self._file = file  # the handle Pillow reads, when it did not open it itself
        self._name = name
        self.stored = source.size  # as stored, before the EXIF turn
        self.size = fitted(*source.size, max_side)
        if self.size != source.size:
            # Pillow picks the largest DCT scale whose picture still covers this size.
            source.draft("RGB", self.size)
        self.reduced = source.size  # as decoded
        self._stream = min(max(stream, 1), _STREAM_AT_ONCE)
        source.decodermaxblock = self._stream

    @classmethod
    def open(cls, source: Path | BinaryIO, max_side: int, name: str = "photo") -> ScaledJpeg | None:
        """`source` (a path, or a file opened to read, which stays the caller's to close,
        called `name` in messages) read as a JPEG, or None."""
        # Past twice Pillow's pixel bound it refuses (the caller then reads the header with
        # Qt, which says the photo too large for the budget); between once and twice it
        # warns, once a process (not silenced here: `warnings.catch_warnings` is not for
        # threads, and the decode is bounded by the caller's budget anyway).
        # Pillow may close a file it was handed (when the picture is closed) or drop it
        # unclosed (after loading): it gets a handle of its own on the same open file,
        # closed here, and the caller's stays open.
        own: BinaryIO | None = None
        try:
            if isinstance(source, Path):
                name, stream = source.name, source.stat().st_size
                picture = Image.open(source)
            else:
                stream = os.fstat(source.fileno()).st_size
                own = os.fdopen(os.dup(source.fileno()), "rb")
                picture = Image.open(own)
        except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
            if own is not None:
                own.close()
            return None
        if not isinstance(picture, ImageFile.ImageFile) or picture.format not in _JPEG_FORMATS:
            picture.close()
            if own is not None:
                own.close()
            return None
        try:
            return cls(picture, name, stream, max_side, own)
        except (OSError, ValueError, SyntaxError, ZeroDivisionError):
            picture.close()
            if own is not None:
                own.close()
            return None

    def decoded_bytes(self) -> int:
        """What reading it holds at once: the reduced picture (4 bytes a pixel, as Pillow
        keeps RGB), the compressed stream read at once, the upright preview twice."""
        width, height = self.reduced
        return width * height * 4 + self._stream + 2 * self.size[0] * self.size[1] * 4

    def read(self) -> QImage:
        """The preview, upright (QImage.Format_RGB32); PhotoError when the file is damaged
        or cut short (Pillow decodes no JPEG it cannot read whole)."""
        source = self._source
        try:
            turn = _UPRIGHT.get(source.getexif().get(ExifTags.Base.Orientation, 1))
            source.load()
            picture = source if source.mode == "RGB" else source.convert("RGB")
            if picture.size != self.size:
                # Box: each pixel the mean of those it covers, as Qt's smooth scaling.
                picture = picture.resize(self.size, Image.Resampling.BOX)
            if turn is not None:
                picture = picture.transpose(turn)
            # 0xffRRGGBB in the machine's order: the format QPdfWriter embeds as it is.
            pixels = picture.convert("RGBA").tobytes("raw", _RGBA32_LAYOUT)
        except (OSError, ValueError, SyntaxError, EOFError) as error:
            raise PhotoError(f"cannot read {self._name}: {error}") from error
        width, height = picture.size
        # copy(): the QImage owns its pixels, not a view of `pixels`.
        return QImage(pixels, width, height, width * 4, QImage.Format.Format_RGB32).copy()

    def close(self) -> None:
        self._source.close()
        if self._file is not None:
            self._file.close()

    def __enter__(self) -> ScaledJpeg:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def _on_white(image: QImage) -> QImage:
    # JPEG has no transparency; without this, transparent areas of a PNG turn black.
    flat = QImage(image.size(), QImage.Format.Format_RGB32)
    flat.fill(QColor("white"))
    painter = QPainter(flat)
    painter.drawImage(0, 0, image)
    painter.end()
    return flat


def _encode_jpeg(image: QImage, quality: int, exif: Image.Exif | None) -> bytes:
    # Into a file (unnamed, gone when closed), not a BytesIO: to a file Pillow encodes in
    # one call that lets go of the interpreter lock, to a BytesIO 64 KB at a time holding
    # it. A sync's four photo threads then no longer hold up the window (its 99th
    # percentile gap while they encode: 28 ms before, 5 ms after) and run side by side.
    with tempfile.TemporaryFile() as output:
        write_jpeg(image, output, quality, exif)
        output.seek(0)
        return output.read()


def write_jpeg(
    image: QImage, output: BinaryIO, quality: int, exif: Image.Exif | None = None
) -> None:
    """`image` encoded as JPEG by Pillow into `output`, a file (see `_encode_jpeg`: into a
    file Pillow encodes in one call, without the interpreter lock); PhotoError when it
    cannot be encoded."""
    if image.format() == QImage.Format.Format_Grayscale8:
        mode, layout = "L", "L"
    else:
        if image.format() != QImage.Format.Format_RGB32:
            image = image.convertToFormat(QImage.Format.Format_RGB32)
        mode, layout = "RGB", _RGB32_LAYOUT
    size = (image.width(), image.height())
    # constBits() is a view of the QImage's memory, not a copy: `image` outlives `pixels`.
    # Pillow reads any buffer; its type hints name only bytes-like ones.
    memory = cast("bytes", image.constBits())
    pixels = Image.frombuffer(mode, size, memory, "raw", layout, image.bytesPerLine(), 1)
    try:
        pixels.save(output, "JPEG", quality=quality, exif=exif or b"")
    except (OSError, ValueError) as error:
        raise PhotoError(f"cannot encode the photo: {error}") from error


def _location_of(source: Path) -> Image.Exif | None:
    """A fresh EXIF block holding only the photo's GPS directory, or None without one.

    Re-encoding drops the whole EXIF block, as wanted by default: nothing else (camera
    serial number, the now wrong orientation tag, thumbnails) travels with the location.
    """
    try:
        with Image.open(source) as original:  # reads the header, not the pixels
            gps = original.getexif().get_ifd(ExifTags.IFD.GPSInfo)
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        # A malformed block (or a picture too large for Pillow): as if it had none.
        return None
    if not gps:
        return None
    exif = Image.Exif()
    exif[ExifTags.IFD.GPSInfo] = gps
    return exif
