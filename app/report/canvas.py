"""Drawing on a report page in millimetres from the paper's corner: texts, rules, photos
and QR codes, converted with the device's resolution (a PDF writer or a picture alike)."""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Sequence
from concurrent.futures import Future
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QFile
from PySide6.QtCore import QFileDevice
from PySide6.QtCore import QIODevice
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QImage
from PySide6.QtGui import QImageIOHandler
from PySide6.QtGui import QImageReader
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen

from app.api.bounds import REPORT_DECODE_BYTES
from app.imaging.photos import ScaledJpeg
from app.imaging.photos import upright
from app.imaging.settings import PhotoError
from app.report import qr
from app.report.data import LocalPhoto
from app.report.data import Photo
from app.report.previews import PreviewCache
from app.report.previews import regular_file

A4_MM = (210.0, 297.0)
MARGIN = 16.0  # left and right, mm
TOP = 16.0
BOTTOM = 280.0  # where the footer begins
WIDTH = A4_MM[0] - 2 * MARGIN
QUIET_ZONE = 4  # modules of white around a QR code, as the standard asks
PHOTO_PX = 320  # a photo's longer side in the PDF: about 230 dpi at its 34 mm

INK = QColor("#1d2730")
MUTED = QColor("#5b6873")
RULE = QColor("#c9d1d8")
ACCENT = QColor("#2f6f5e")
TRACK = QColor("#e6ece9")
DRAFT = QColor("#b35c00")

_SANS = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans"]
_MONO = ["Consolas", "Menlo", "DejaVu Sans Mono", "Liberation Mono"]


_FONTS = threading.local()  # QFont is reentrant, not thread-safe: a thread's own


def font(points: float, *, bold: bool = False, fixed: bool = False) -> QFont:
    """A plain face the system has (the first it knows of the list); one per size and kind
    and thread, made once (a report asks for one some 15 times a product)."""
    made: dict[tuple[float, bool, bool], QFont] = _FONTS.__dict__.setdefault("made", {})
    key = (points, bold, fixed)
    if key not in made:
        made[key] = _font(points, bold=bold, fixed=fixed)
    return made[key]


def _font(points: float, *, bold: bool, fixed: bool) -> QFont:
    chosen = QFont()
    chosen.setFamilies(_MONO if fixed else _SANS)
    chosen.setStyleHint(QFont.StyleHint.Monospace if fixed else QFont.StyleHint.SansSerif)
    chosen.setPointSizeF(points)
    chosen.setBold(bold)
    return chosen


log = logging.getLogger(__name__)


def qr_modules(text: str) -> list[list[bool]]:
    """The QR code's modules, its quiet zone included (True: dark); none for a text no QR
    code holds (the report's data keeps such texts out: `bounds.REPORT_QR_CHARS`)."""
    try:
        code = qr.make(text)
    except ValueError:  # segno's DataOverflowError: more than a QR code holds
        return []
    # As segno's matrix_iter(scale=1, border=QUIET_ZONE), a row at a time in C (its
    # generator takes some 0.4 ms a code, a report's painter does 5,000).
    side = len(code.matrix[0]) + 2 * QUIET_ZONE
    edge = [False] * QUIET_ZONE
    quiet = [[False] * side for _ in range(QUIET_ZONE)]
    body = [[*edge, *map(bool, row), *edge] for row in code.matrix]
    return [*quiet, *body, *([False] * side for _ in range(QUIET_ZONE))]


_DARK = re.compile(rb"\x01+")


def dark_runs(row: Sequence[bool]) -> Iterator[tuple[int, int]]:
    """The dark stretches of a row of modules, as (first, past the last)."""
    return (found.span() for found in _DARK.finditer(bytes(row)))


class DecodeBudget:
    """The bytes of photos being decoded at once, shared by the report's workers: a worker
    waits until its photo fits beside the others' (`bounds.REPORT_DECODE_BYTES` in all), so
    that however many workers and however large the photos, memory stays bounded."""

    def __init__(self, total: int = REPORT_DECODE_BYTES) -> None:
        self.total = total
        self._used = 0
        self._free = threading.Condition()

    def fits(self, size: int) -> bool:
        return size <= self.total

    @contextlib.contextmanager
    def taken(self, size: int) -> Iterator[None]:
        with self._free:
            self._free.wait_for(lambda: self._used + size <= self.total)
            self._used += size
        try:
            yield
        finally:
            with self._free:
                self._used -= size
                self._free.notify_all()


class PhotoTooLarge(Exception):  # noqa: N818 - a reason, said as a warning
    """A photo whose decoding alone would take more than the report's budget."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__(f"{width} x {height}")
        self.width, self.height = width, height

    @classmethod
    def of(cls, size: QSize) -> PhotoTooLarge:
        return cls(size.width(), size.height())


def decoded_bytes(reader: QImageReader, max_side: int) -> int:
    """What decoding `reader`'s picture for a `max_side` preview holds in memory, by its
    header: width x height x 4, of the reduced size a JPEG is decoded at (its decoder scales
    by 1/2, 1/4 or 1/8 while decoding; a PNG's is decoded whole, then scaled). A picture
    whose header gives no size counts as the whole budget."""
    size = reader.size()
    if not size.isValid() or size.isEmpty():
        return REPORT_DECODE_BYTES
    width, height = size.width(), size.height()
    divisor = 1
    if reader.supportsOption(QImageIOHandler.ImageOption.ScaledSize):
        while divisor < 8 and max(width, height) // (divisor * 2) >= max_side:
            divisor *= 2
    return -(-width // divisor) * -(-height // divisor) * 4 + max_side * max_side * 4


def load_photo(
    photo: Photo, previews: PreviewCache | None = None, budget: DecodeBudget | None = None
) -> QImage | None:
    """A photo decoded small and upright, as `decode_photo`; None too when it is too large
    to decode within the budget."""
    try:
        return decode_photo(photo, previews, budget)
    except PhotoTooLarge:
        return None


def decode_photo(
    photo: Photo, previews: PreviewCache | None = None, budget: DecodeBudget | None = None
) -> QImage | None:
    """A photo decoded small and upright (its kept preview when there is one); None when
    there is none or it cannot be read (the report shows the placeholder: a damaged file
    must not stop it). `PhotoTooLarge` when decoding it alone would take more than the
    `budget` (shared by the workers; one of its own without)."""
    if photo is None:
        return None
    budget = budget or DecodeBudget()
    if isinstance(photo, LocalPhoto):
        kept = None if previews is None else previews.read(photo.sha256)
        if kept is not None:
            return kept
        image = _decode_file(photo, budget)
        if image is not None and previews is not None:
            previews.write(photo.sha256, image)
        return image
    return _thumbnail(photo, budget)


def _decode_file(photo: LocalPhoto, budget: DecodeBudget) -> QImage | None:
    """A JPEG by Pillow (`ScaledJpeg`: libjpeg-turbo's vector code, without the interpreter
    lock), any other picture, or a JPEG Pillow does not open, by Qt's reader as before.
    Both read the one handle whose file was checked regular, and measured against the
    budget by its header: a file swapped after the check is never the one decoded."""
    file = regular_file(photo.path)
    if file is None:
        return None  # a FIFO or a device would block the decoder, and the painter, for ever
    with file:
        jpeg = ScaledJpeg.open(file, PHOTO_PX, photo.path.name)
        if jpeg is not None:
            with jpeg:
                needed = jpeg.decoded_bytes()
                if not budget.fits(needed):
                    raise PhotoTooLarge(*jpeg.stored)
                try:
                    with budget.taken(needed):
                        return jpeg.read()
                except (PhotoError, OSError):
                    return None
        device = QFile()
        try:
            os.lseek(file.fileno(), 0, os.SEEK_SET)
        except OSError:
            return None
        if not device.open(
            file.fileno(),
            QIODevice.OpenModeFlag.ReadOnly,
            QFileDevice.FileHandleFlag.DontCloseHandle,
        ):
            return None
        with contextlib.closing(device):
            reader = QImageReader(device)
            needed = decoded_bytes(reader, PHOTO_PX)
            if not budget.fits(needed):
                raise PhotoTooLarge.of(reader.size())
            try:
                with budget.taken(needed):
                    return upright(reader, photo.path.name, PHOTO_PX)
            except (PhotoError, OSError):
                return None


def _thumbnail(data: bytes, budget: DecodeBudget) -> QImage | None:
    """A cached thumbnail's bytes decoded within the budget (a few kilobytes of PNG may say
    15,000 x 15,000 pixels), at the preview's size."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    needed = decoded_bytes(reader, PHOTO_PX)
    if not budget.fits(needed):
        raise PhotoTooLarge.of(reader.size())
    size = reader.size()
    if size.isValid() and max(size.width(), size.height()) > PHOTO_PX:
        reader.setScaledSize(
            size.scaled(QSize(PHOTO_PX, PHOTO_PX), Qt.AspectRatioMode.KeepAspectRatio)
        )
    with budget.taken(needed):
        image = reader.read()
    return None if image.isNull() else image


def keep_previews(
    photos: Sequence[LocalPhoto], previews: PreviewCache, stop: Callable[[], bool]
) -> int:
    """Make the previews of `photos` not kept yet, until `stop()` (for a worker thread);
    how many were made."""
    made = 0
    for photo in photos:
        if stop():
            break
        if not previews.has(photo.sha256) and load_photo(photo, previews) is not None:
            made += 1
    return made


Modules = list[list[bool]]
Prepared = tuple[QImage | None, Modules]


def prepare(
    photo: Photo,
    qr_text: str,
    previews: PreviewCache | None = None,
    budget: DecodeBudget | None = None,
) -> Prepared:
    """What a catalogue row draws that takes time: its photo decoded, its QR code encoded;
    `PhotoTooLarge` as `decode_photo`."""
    return decode_photo(photo, previews, budget), qr_modules(qr_text)


class Prefetch:
    """The catalogue rows' photos decoded on worker threads ahead of the painter, in the
    order it asks for them: decoding a phone's photo at a reduced size takes some 20 ms of
    C (Pillow's libjpeg-turbo) that lets go of the interpreter lock, so both cores decode
    while the painter works.
    The rows' QR codes are encoded on the painter's thread when it asks (segno is Python:
    in a worker it would hold the lock the painter needs between its Qt calls, and each
    hand-over costs the painter up to the interpreter's switch interval, 5 ms; measured,
    1,000 rows took 10-14 s of CPU so instead of 7). At most `ahead` rows are held
    decoded (some 300 KB each), so 1,000 photos never sit in memory at once, and the
    photos being decoded share one `DecodeBudget`. Rows whose photo was too large to
    decode are kept in `too_large` (row index: width, height)."""

    def __init__(
        self,
        items: Sequence[tuple[Photo, str]],
        *,
        workers: int,
        ahead: int,
        previews: PreviewCache | None = None,
        budget: DecodeBudget | None = None,
    ) -> None:
        self._items = items
        self._previews = previews
        self._budget = budget or DecodeBudget()
        self._ahead = ahead
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="report")
        self._futures: dict[int, Future[QImage | None]] = {}
        self._submitted = 0
        self.too_large: dict[int, tuple[int, int]] = {}

    def _decode(self, index: int, photo: Photo) -> QImage | None:
        try:
            return decode_photo(photo, self._previews, self._budget)
        except PhotoTooLarge as large:
            log.warning("report: photo of row %d too large to decode (%s)", index, large)
            self.too_large[index] = (large.width, large.height)
            return None

    def get(self, index: int, photo: Photo, qr_text: str) -> Prepared:
        """Row `index`'s photo and QR code (`photo` and `qr_text` are the row's: asked out of
        order, the photo is decoded here and now)."""
        while self._submitted < min(index + self._ahead, len(self._items)):
            at = self._submitted
            if self._items[at][0] is not None:  # a row without a photo has nothing to wait for
                self._futures[at] = self._pool.submit(self._decode, at, self._items[at][0])
            self._submitted += 1
        modules = qr_modules(qr_text)
        future = self._futures.pop(index, None)
        if future is not None:
            return future.result(), modules
        return self._decode(index, photo), modules

    @property
    def held(self) -> int:
        """Rows decoded or being decoded and not yet painted (`ahead` at most)."""
        return len(self._futures)

    def close(self) -> None:
        for future in self._futures.values():
            future.cancel()
        self._pool.shutdown(wait=True)
        if self._previews is not None:
            self._previews.trim()


def _prepared_here(_index: int, photo: Photo, text: str) -> Prepared:
    """A row prepared on the painter's thread (a page's picture): a photo too large to
    decode is the placeholder."""
    try:
        return prepare(photo, text)
    except PhotoTooLarge:
        return None, qr_modules(text)


class Canvas:
    """One painter, in millimetres."""

    def __init__(
        self,
        painter: QPainter,
        dots_per_mm: float,
        prepared: Callable[[int, Photo, str], Prepared] | None = None,
    ) -> None:
        self.painter = painter
        self.mm = dots_per_mm
        # A catalogue row's photo and QR code, by the row's place in the report's products.
        self.prepared = prepared or _prepared_here

    def rect(self, left: float, top: float, width: float, height: float) -> QRectF:
        return QRectF(left * self.mm, top * self.mm, width * self.mm, height * self.mm)

    def line_height(self, chosen: QFont) -> float:
        """A line of `chosen` in millimetres."""
        return QFontMetricsF(chosen, self.painter.device()).height() / self.mm

    def text(
        self,
        left: float,
        top: float,
        width: float,
        text: str,
        chosen: QFont,
        *,
        color: QColor = INK,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        elide: bool = True,
        lines: int = 1,
    ) -> float:
        """`text` at (left, top) in `lines` lines at most, broken between words, the last cut
        short to `width`; returns the height used (mm)."""
        metrics = QFontMetricsF(chosen, self.painter.device())
        if lines > 1:
            used = 0.0
            for line in _broken(
                text, lines, lambda words: metrics.horizontalAdvance(words) <= width * self.mm
            ):
                used += self.text(
                    left, top + used, width, line, chosen, color=color, align=align, elide=elide
                )
            return used
        shown = (
            metrics.elidedText(text, Qt.TextElideMode.ElideRight, width * self.mm)
            if elide
            else text
        )
        self.painter.setFont(chosen)
        self.painter.setPen(color)
        height = metrics.height() / self.mm
        self.painter.drawText(
            self.rect(left, top, width, height), align | Qt.AlignmentFlag.AlignVCenter, shown
        )
        return height

    def rule(self, left: float, top: float, width: float, color: QColor = RULE) -> None:
        self.painter.setPen(QPen(color, 0.25 * self.mm))
        self.painter.drawLine(
            self.rect(left, top, width, 0).topLeft(), self.rect(left, top, width, 0).topRight()
        )

    def box(self, left: float, top: float, width: float, height: float, fill: QColor) -> None:
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(fill)
        self.painter.drawRect(self.rect(left, top, width, height))

    def badge(self, left: float, top: float, text: str, color: QColor) -> float:
        """A small framed word (a draft's mark); returns its width (mm)."""
        chosen = font(6.5, bold=True)
        metrics = QFontMetricsF(chosen, self.painter.device())
        width = metrics.horizontalAdvance(text) / self.mm + 2.4
        height = metrics.height() / self.mm + 0.6
        self.painter.setPen(QPen(color, 0.3 * self.mm))
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawRoundedRect(
            self.rect(left, top, width, height), 0.8 * self.mm, 0.8 * self.mm
        )
        self.painter.setFont(chosen)
        self.painter.drawText(
            self.rect(left, top, width, height), Qt.AlignmentFlag.AlignCenter, text
        )
        return width

    def qr(
        self, left: float, top: float, size: float, text: str, modules: Modules | None = None
    ) -> None:
        """A QR code of `text` (or its `modules`), quiet zone included, in a `size` mm square."""
        modules = modules or qr_modules(text)
        if not modules:
            return  # no QR code holds the text: the reference below it stands alone
        # In device units straight away (as `rect` gives them): some 300 runs a code.
        module = size / len(modules) * self.mm
        x0, y0 = left * self.mm, top * self.mm
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor("black"))
        self.painter.drawRects(
            [
                QRectF(x0 + start * module, y0 + y * module, (end - start) * module, module)
                for y, row in enumerate(modules)
                for start, end in dark_runs(row)
            ]
        )

    def photo(
        self, left: float, top: float, size: float, image: QImage | None, missing: str
    ) -> None:
        """A photo fitted in a `size` mm square (centred), or the placeholder."""
        if image is None:
            self.box(left, top, size, size, QColor("#eef1f3"))
            self.painter.setPen(QPen(RULE, 0.4 * self.mm))
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
            # A picture's sign: a frame with a hill, as image placeholders commonly show.
            frame = self.rect(left + size * 0.3, top + size * 0.28, size * 0.4, size * 0.3)
            self.painter.drawRect(frame)
            self.painter.drawLine(frame.bottomLeft(), frame.center())
            self.painter.drawLine(frame.center(), frame.bottomRight())
            self.text(
                left,
                top + size * 0.66,
                size,
                missing,
                font(7),
                color=MUTED,
                align=Qt.AlignmentFlag.AlignHCenter,
            )
            return
        ratio = image.width() / max(image.height(), 1)
        width, height = (size, size / ratio) if ratio >= 1 else (size * ratio, size)
        self.painter.drawImage(
            self.rect(left + (size - width) / 2, top + (size - height) / 2, width, height), image
        )


def _broken(text: str, lines: int, fits: Callable[[str], bool]) -> Iterator[str]:
    """`text` in `lines` lines at most, as many words on each as `fits` (one at least); the
    last line takes the rest."""
    words = text.split()
    for line in range(lines):
        if not words:
            return
        taken: list[str] = []
        while words and (not taken or fits(" ".join([*taken, words[0]]))):
            taken.append(words.pop(0))
        if line == lines - 1 and words:
            taken += words
            words = []
        yield " ".join(taken)
