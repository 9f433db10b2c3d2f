"""What photo preparation is asked to do, and what it hands back (no Qt here).

Kept apart from the decoding so that the sync engine, which must not load Qt to
send a draft without photos, can name settings and results.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DEFAULT_MAX_SIDE = 2048
DEFAULT_QUALITY = 85
_PHOTO_SUFFIXES = frozenset(
    {".jpg", ".jpeg", ".jfif", ".png", ".webp", ".bmp", ".gif", ".tif", ".tiff"}
)


@dataclass(frozen=True)
class PhotoSettings:
    """How photos are prepared; `max_side=None` keeps the original pixel size."""

    max_side: int | None = DEFAULT_MAX_SIDE
    quality: int = DEFAULT_QUALITY
    keep_location: bool = False

    def __post_init__(self) -> None:
        if self.max_side is not None and self.max_side < 1:
            raise ValueError("max_side must be positive, or None for the original size")
        if not 1 <= self.quality <= 100:
            raise ValueError("quality must be between 1 and 100")


@dataclass(frozen=True)
class PreparedPhoto:
    """A photo ready to send: always a JPEG, upright, of `width` by `height` pixels."""

    data: bytes
    width: int
    height: int


class PhotoError(Exception):
    """The file cannot be read as a photo (damaged, unsupported, or gone)."""


def is_photo(path: Path | str) -> bool:
    """Whether the file is prepared as a photo (by name); anything else is sent as it is."""
    return Path(path).suffix.lower() in _PHOTO_SUFFIXES


def prepared_name(name: str) -> str:
    """The name a prepared photo carries: the original's stem with a `.jpg` suffix."""
    return f"{Path(name).stem}.jpg"
