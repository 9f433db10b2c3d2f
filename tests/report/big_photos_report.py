"""Makes a project of eight 15,000 x 15,000 PNG photos (cheaply: one solid colour, so each file
is small on disk; Qt decodes each whole to 900 MB), runs `reuse-desk report` on it and
prints the exit code and the process's peak memory (VmHWM); used by
test_report_odd_values.py in a child process, as the benchmark does.

Usage: python -m tests.report.big_photos_report DATA_DIR OUT.pdf [PHOTOS]
"""

from __future__ import annotations

import io
import struct
import sys
import zlib
from contextlib import redirect_stdout
from functools import cache
from pathlib import Path

SIDE = 15_000


@cache
def _pixels(side: int) -> bytes:
    """The compressed rows of a solid RGB picture (the same for every file)."""
    row = b"\x00" + bytes((200, 60, 40)) * side
    packer = zlib.compressobj(1)
    return b"".join(packer.compress(row) for _ in range(side)) + packer.flush()


def solid_png(path: Path, note: str, side: int = SIDE) -> None:
    """A PNG of `side` x `side` RGB pixels; `note` (a text chunk) makes each file its own."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"tEXt", b"Comment\x00" + note.encode())
        + chunk(b"IDAT", _pixels(side))
        + chunk(b"IEND", b"")
    )


def peak_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def main(data_dir: str, out: str, photos: str = "8") -> None:
    from app import cli
    from app import paths
    from app.store import Store
    from app.store.kinds import RecordKind
    from tests.report.helpers import NUMBER
    from tests.sync.helpers import product_content

    folder = Path(data_dir)
    paths.set_data_dir(folder)
    with Store.open() as store:
        for n in range(int(photos)):
            draft = store.drafts.create_draft(
                RecordKind.PRODUCT,
                {**product_content(f"Gevelplaat {n}"), "projectNumber": NUMBER},
            )
            picture = folder / f"gevel-{n}.png"
            solid_png(picture, f"gevel {n}")
            store.attachments.attach_file(draft.id, picture)
            picture.unlink()
    said = io.StringIO()
    with redirect_stdout(said):
        code = cli.main(["report", "--project", str(NUMBER), "--out", out])
    print(said.getvalue(), end="")
    print(f"exit {code}")
    print(f"peak {peak_kib()}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
