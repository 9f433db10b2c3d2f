"""A photo-like JPEG for the benchmarks that decode or prepare camera photos."""

from __future__ import annotations

import random
from pathlib import Path


def photo_like_jpeg(path: Path, size: tuple[int, int], quality: int) -> Path:
    """Write a JPEG of `size` with photo-like detail (noise, smooth areas, edges), so it
    decodes and compresses as a camera's does; the same pixels on every call."""
    from PySide6.QtCore import QPointF
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor
    from PySide6.QtGui import QImage
    from PySide6.QtGui import QPainter
    from PySide6.QtGui import QRadialGradient

    width, height = size
    rng = random.Random(4)
    small = QImage(rng.randbytes(600 * 400 * 4), 600, 400, QImage.Format.Format_RGB32).copy()
    image = small.scaled(
        width,
        height,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.FastTransformation,
    )
    painter = QPainter(image)
    for _ in range(60):
        centre = QPointF(rng.uniform(0, width), rng.uniform(0, height))
        gradient = QRadialGradient(centre, rng.uniform(200, 1500))
        gradient.setColorAt(0, QColor(rng.randrange(256), rng.randrange(256), 200, 200))
        gradient.setColorAt(1, QColor(0, 0, 0, 0))
        painter.fillRect(image.rect(), gradient)
    painter.end()
    if not image.save(str(path), "JPG", quality):
        raise RuntimeError("could not write the benchmark photo")
    return path
