"""Draw the program icon and write it as .png, .ico (Windows) and .icns (macOS).

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

The icon is drawn with QPainter (no design tool needed): a stack of reclaimed
planks inside a circle of two arrows, on the service's green. Both container
formats are written by hand around PNG images, which every supported Windows
and macOS version reads, so no image-format plugin is needed.
"""

from __future__ import annotations

import math
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QIODevice
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QImage
from PySide6.QtGui import QLinearGradient
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPainterPath
from PySide6.QtGui import QPen
from PySide6.QtGui import QPolygonF

ICONS = Path(__file__).resolve().parent / "icons"
MASTER = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (Apple's "Icon Services" names).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def draw(size: int = MASTER) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / 100, size / 100)

    # Tile: rounded square with a soft vertical gradient, macOS-style margins.
    tile = QRectF(6, 6, 88, 88)
    gradient = QLinearGradient(0, 6, 0, 94)
    gradient.setColorAt(0, QColor("#3f9b5a"))
    gradient.setColorAt(1, QColor("#1f6b3a"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(tile, 20, 20)

    # Two arrows chasing each other around the centre: material going round again.
    centre = QPointF(50, 50)
    radius = 30.0
    pen = QPen(QColor("#ffffff"), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    arc_box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    for start in (20.0, 200.0):
        painter.drawArc(arc_box, int(start * 16), 140 * 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPolygon(_arrow_head(centre, radius, start + 140))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    # Three planks, staggered like a stack on a building site.
    painter.setPen(Qt.PenStyle.NoPen)
    for row, (offset, colour) in enumerate(((-3, "#e9c98f"), (3, "#d9ad66"), (-1, "#c8944a"))):
        plank = QPainterPath()
        plank.addRoundedRect(QRectF(35 + offset, 38 + row * 9, 30, 7), 1.5, 1.5)
        painter.fillPath(plank, QColor(colour))
    painter.end()
    return image


def _arrow_head(centre: QPointF, radius: float, angle_deg: float) -> QPolygonF:
    # Qt measures arc angles counter-clockwise with y pointing down.
    angle = math.radians(angle_deg)
    tip_dir = QPointF(-math.sin(angle), -math.cos(angle))  # tangent, direction of travel
    on_arc = QPointF(centre.x() + radius * math.cos(angle), centre.y() - radius * math.sin(angle))
    outward = QPointF(math.cos(angle), -math.sin(angle))
    tip = on_arc + tip_dir * 9
    return QPolygonF([tip, on_arc + outward * 8, on_arc - outward * 8])


def png_bytes(image: QImage, size: int) -> bytes:
    scaled = image.scaled(
        size,
        size,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not scaled.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode a {size} px PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(image: QImage) -> bytes:
    images = [png_bytes(image, size) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory = b""
    for size, data in zip(ICO_SIZES, images, strict=True):
        side = 0 if size >= 256 else size  # 0 stands for 256 in the directory entry
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + directory + b"".join(images)


def icns_bytes(image: QImage) -> bytes:
    elements = b""
    for kind, size in ICNS_TYPES:
        data = png_bytes(image, size)
        elements += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(elements) + 8) + elements


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    ICONS.mkdir(parents=True, exist_ok=True)
    master = draw()
    (ICONS / "reuse-desk.png").write_bytes(png_bytes(master, 256))
    (ICONS / "reuse-desk.ico").write_bytes(ico_bytes(master))
    (ICONS / "reuse-desk.icns").write_bytes(icns_bytes(master))
    del app
    print(f"icons written to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
