"""A camera card made for the tests: Reuse Desk's own label sheet rendered, the labels cut out
and photographed (composited into textured pictures at the angles, sizes, blur, noise and
lighting of a phone), each followed by pictures of its item, with pauses and stray pictures
between, the capture times written as EXIF.

Each picture's truth is kept beside it (`CardPicture.record`: the owner it belongs to, None
for a stray), so a test can count what went to the right record and what to a wrong one.
The same seed makes the same card.
"""

from __future__ import annotations

import datetime as dt
import functools
import io
import os
import random
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

from PIL import ExifTags
from PIL import Image
from PIL import ImageChops
from PIL import ImageDraw
from PIL import ImageFilter

from app.inventory.labels import A4_3X8
from app.inventory.labels import Label
from app.store.attachments import Owner

# The card's pictures: a 3-megapixel phone's (a 12-megapixel photo read at a quarter is
# read here at a half: the same pixels reach the QR reader, at a quarter of the test's time).
PHOTO_SIZE = (2016, 1512)
DOTS_PER_MM = 12.0  # the label sheet rendered at 305 dpi, as a laser printer prints it
# Oak, pine, brick, concrete, rusted and painted steel, plaster.
_SURFACES = (
    (120, 84, 50),
    (196, 164, 118),
    (150, 70, 50),
    (140, 140, 134),
    (120, 70, 40),
    (60, 90, 120),
    (220, 214, 200),
)
START = dt.datetime(2026, 11, 20, 8, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))


@dataclass(frozen=True)
class CardPicture:
    path: Path
    record: Owner | None  # the record it belongs to; None: a stray picture
    label: bool = False  # it shows the record's label
    taken_at: dt.datetime = START


@dataclass
class Card:
    folder: Path
    pictures: list[CardPicture] = field(default_factory=list)


def label_images(labels: Sequence[Label]) -> list[Image.Image]:
    """Each label as printed: the sheet's pages rendered (as the labels dialog previews and
    prints them), each label cut out at its place on its page."""
    from PySide6.QtCore import QBuffer
    from PySide6.QtCore import QIODevice

    from app.ui.labels.sheet import page_image
    from app.ui.labels.sheet import pages

    sheet = A4_3X8
    cut: list[Image.Image] = []
    for placed in pages(labels, sheet):
        page = page_image(sheet, placed, DOTS_PER_MM, outlines=False)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        page.save(buffer, "PNG")  # type: ignore[call-overload]
        rendered = Image.open(io.BytesIO(bytes(buffer.data().data()))).convert("RGB")
        width, height = sheet.label_mm
        for slot, _ in placed:
            left, top = sheet.label_origin(slot)
            box = (left, top, left + width, top + height)
            cut.append(rendered.crop(tuple(round(v * DOTS_PER_MM) for v in box)))  # type: ignore[arg-type]
    return cut


class Camera:
    """Makes pictures as a phone would: textured scenes, a label stuck in some of them."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.scenes, self.noise, self.light = _surroundings()

    def picture(
        self, label: Image.Image | None = None, *, second: Image.Image | None = None
    ) -> Image.Image:
        rng = self.rng
        scene = rng.choice(self.scenes)
        # Another view of the scene: shifted, mirrored, lit otherwise.
        image = ImageChops.offset(scene, rng.randrange(PHOTO_SIZE[0]), rng.randrange(PHOTO_SIZE[1]))
        if rng.random() < 0.5:
            image = image.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
        for sticker, place in ((label, "left" if second else None), (second, "right")):
            if sticker is not None:
                image = self._stick(image, sticker, place)
        return image

    def _stick(self, image: Image.Image, label: Image.Image, place: str | None) -> Image.Image:
        """The label on the item, photographed: its size, an angle, a slight perspective."""
        rng = self.rng
        width, height = image.size
        if place:
            share = rng.uniform(0.2, 0.45)
        else:  # mostly close up, as one photographs a label; now and then from further away
            share = rng.uniform(0.22, 0.6) if rng.random() < 0.75 else rng.uniform(0.15, 0.22)
        new_width = round(width * share)
        sticker = label.resize(
            (new_width, round(label.height * new_width / label.width)), Image.Resampling.LANCZOS
        ).convert("RGBA")
        sticker = _perspective(sticker, rng.uniform(0, 0.08), rng)
        sticker = sticker.rotate(rng.uniform(-35, 35), Image.Resampling.BICUBIC, expand=True)
        if rng.random() < 0.1:
            sticker = sticker.rotate(180, expand=True)  # the phone held upside down
        blur = rng.uniform(0.0, 1.3)  # out of focus, or moved a little
        if blur > 0.2:
            sticker = sticker.filter(ImageFilter.GaussianBlur(blur))
        sticker = self._lit(sticker)
        room_x, room_y = max(1, width - sticker.width), max(1, height - sticker.height)
        if place == "right":
            x = rng.randrange(room_x // 2 + 1, room_x + 1) if room_x > 1 else 0
        elif place == "left":
            x = rng.randrange(0, max(1, width // 2 - sticker.width))
        else:
            x = rng.randrange(room_x)
        image.paste(sticker, (x, rng.randrange(room_y)), sticker)
        return image

    def _lit(self, sticker: Image.Image) -> Image.Image:
        """The label as the phone sees it: light falling off to one side (a window, a torch),
        and the sensor's noise, of a strength of its own each time (made once, moved around).
        The scenes have their own light and grain: only the label's decide what is read."""
        rng = self.rng
        low, high = rng.uniform(0.55, 0.95), rng.uniform(0.95, 1.25)
        light = self.light.rotate(rng.uniform(0, 360), fillcolor=128).resize(sticker.size)
        light = light.point(lambda v: round(255 * (low + (high - low) * v / 255) / 1.25))
        rgb = ImageChops.multiply(sticker.convert("RGB"), Image.merge("RGB", [light] * 3))
        rgb = rgb.point(lambda v: min(255, round(v * 1.25)))
        strength = rng.uniform(0.3, 1.0)
        x = rng.randrange(PHOTO_SIZE[0] - sticker.width + 1)
        y = rng.randrange(PHOTO_SIZE[1] - sticker.height + 1)
        noise = self.noise.crop((x, y, x + sticker.width, y + sticker.height))
        noise = noise.point(lambda v: round(128 + (v - 128) * strength))
        rgb = ImageChops.add(rgb, Image.merge("RGB", [noise] * 3), scale=1.0, offset=-128)
        rgb.putalpha(sticker.getchannel("A"))
        return rgb


def _scene(rng: random.Random, index: int) -> Image.Image:
    """A surface of a demolition site: grain, blotches, a few edges (wood, brick, steel)."""
    width, height = PHOTO_SIZE
    base = rng.choice(_SURFACES)
    image = Image.new("RGB", (width, height), base)
    draw = ImageDraw.Draw(image)
    for _ in range(90):
        x, y = rng.randrange(width), rng.randrange(height)
        w, h = rng.randrange(30, 500), rng.randrange(30, 500)
        shade = rng.randrange(-45, 45)
        colour = tuple(max(0, min(255, c + shade + rng.randrange(-12, 12))) for c in base)
        if rng.random() < 0.5:
            draw.rectangle((x, y, x + w, y + h), fill=colour)
        else:
            draw.ellipse((x, y, x + w, y + h), fill=colour)
    for _ in range(25):
        x = rng.randrange(width)
        draw.line((x, 0, x + rng.randrange(-300, 300), height), fill=(30, 30, 30), width=3)
    image = image.filter(ImageFilter.GaussianBlur(6 + index))
    grain = _noise(rng, (width // 2, height // 2), 40).resize(PHOTO_SIZE)
    return ImageChops.overlay(image, Image.merge("RGB", [grain] * 3))


def _noise(rng: random.Random, size: tuple[int, int], sigma: float) -> Image.Image:
    """Grey noise around 128 of about `sigma`, the same for the same `rng` (Pillow's
    effect_noise draws from the C library's generator, which no seed here reaches)."""
    uniform = Image.frombytes("L", size, rng.randbytes(size[0] * size[1]))
    # A uniform spread of 0..255 has a deviation of 74: scaled to `sigma` around 128.
    return uniform.point(lambda v: round(128 + (v - 127.5) * sigma / 74))


@functools.cache
def _surroundings() -> tuple[list[Image.Image], Image.Image, Image.Image]:
    """The scenes, the sensor's noise and the light's fall-off: made once (1.5 s); each
    picture is a view of them of its own."""
    rng = random.Random(1)
    scenes = [_scene(rng, index) for index in range(6)]
    noise = _noise(rng, PHOTO_SIZE, 14)
    return scenes, noise, Image.linear_gradient("L").resize((256, 256))


def _perspective(image: Image.Image, amount: float, rng: random.Random) -> Image.Image:
    """The label seen a little from the side: one edge shorter than the other."""
    if amount < 0.01:
        return image
    width, height = image.size
    shrink = amount * height
    # Pillow's perspective takes the coefficients that map the output to the input.
    coefficients = _coefficients(
        [(0, shrink), (width, 0), (width, height), (0, height - shrink)]
        if rng.random() < 0.5
        else [(0, 0), (width, shrink), (width, height - shrink), (0, height)],
        [(0, 0), (width, 0), (width, height), (0, height)],
    )
    return image.transform(
        image.size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BICUBIC
    )


def _coefficients(
    target: Sequence[tuple[float, float]], source: Sequence[tuple[float, float]]
) -> list[float]:
    rows: list[list[float]] = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
    return _solve(rows)


def _solve(rows: list[list[float]]) -> list[float]:
    """Gaussian elimination of an 8 x 9 augmented matrix (no numpy in the test stack)."""
    size = len(rows)
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def save_photo(image: Image.Image, path: Path, taken_at: dt.datetime, quality: int) -> Path:
    """As a camera writes it: a JPEG with its capture time (and offset) in EXIF."""
    exif = Image.Exif()
    ifd = exif.get_ifd(ExifTags.IFD.Exif)
    ifd[ExifTags.Base.DateTimeOriginal] = taken_at.strftime("%Y:%m:%d %H:%M:%S")
    offset = taken_at.strftime("%z")
    ifd[ExifTags.Base.OffsetTimeOriginal] = f"{offset[:3]}:{offset[3:]}"
    image.save(path, "JPEG", quality=quality, exif=exif)
    return path


def make_card(
    folder: Path,
    labelled: Sequence[tuple[Owner, Image.Image]],
    *,
    pictures: int,
    seed: int = 37,
) -> Card:
    """A card of `pictures` pictures: each of `labelled`'s labels photographed, followed by
    1-5 pictures of its item a few seconds to two minutes apart; now and then a pause of
    12-40 minutes, after which stray pictures may come (a colleague's, the site's entrance)."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    card = Card(folder)
    followers = [rng.randint(1, 5) for _ in labelled]
    strays = pictures - len(labelled) - sum(followers)
    while strays < 0:  # too many followers for the card: fewer, keeping at least one each
        index = max(range(len(followers)), key=followers.__getitem__)
        followers[index] -= 1
        strays += 1
    stray_after = sorted(rng.sample(range(len(labelled)), min(len(labelled), max(1, strays // 2))))
    time = START
    # What each picture shows, decided in order; the pictures are then made side by side
    # (Pillow lets go of the interpreter while it draws and encodes), each from its own seed.
    planned: list[tuple[CardPicture, Image.Image | None, int]] = []

    def plan(label: Image.Image | None, record: Owner | None) -> None:
        path = folder / f"IMG_{len(planned) + 1:04d}.JPG"
        planned.append(
            (CardPicture(path, record, label is not None, time), label, rng.randint(72, 92))
        )

    for index, ((owner, label), count) in enumerate(zip(labelled, followers, strict=True)):
        time += dt.timedelta(seconds=rng.randint(20, 240))
        plan(label, owner)
        for _ in range(count):
            time += dt.timedelta(seconds=rng.randint(2, 120))
            plan(None, owner)
        if index in stray_after and strays > 0:
            time += dt.timedelta(minutes=rng.randint(12, 40))
            for _ in range(min(strays, rng.randint(1, 3)) if index != stray_after[-1] else strays):
                time += dt.timedelta(seconds=rng.randint(5, 90))
                plan(None, None)
                strays -= 1
            time += dt.timedelta(minutes=rng.randint(11, 30))

    def make(number: int) -> None:
        picture, label, quality = planned[number]
        image = Camera(seed * 1_000 + number).picture(label)
        save_photo(image, picture.path, picture.taken_at, quality)

    _surroundings()  # once, before the threads
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        list(pool.map(make, range(len(planned))))
    card.pictures = [picture for picture, _, _ in planned]
    return card


@dataclass(frozen=True)
class Shot:
    """One picture of a small card: the labels it shows (none, one or two), and the seconds
    since the picture before it."""

    label: Image.Image | None = None
    second: Image.Image | None = None
    after: float = 30.0
    name: str | None = None  # the file's name; IMG_<number>.JPG by default


def shoot(folder: Path, shots: Sequence[Shot], *, seed: int = 7) -> list[Path]:
    """A small card of `shots`, as `make_card` makes its pictures."""
    camera = Camera(seed)
    folder.mkdir(parents=True, exist_ok=True)
    time = START
    made = []
    for number, shot in enumerate(shots, 1):
        time += dt.timedelta(seconds=shot.after)
        path = folder / (shot.name or f"IMG_{number:04d}.JPG")
        made.append(save_photo(camera.picture(shot.label, second=shot.second), path, time, 88))
    return made
