"""QR codes as segno makes them, with its choice of data mask made faster.

segno (pure Python) spends some 80 % of a code's 4-6 ms applying each of the eight data
masks module by module and scoring the results (ISO/IEC 18004 7.8.3); a report of 5,000
products would spend 20-30 s of its one interpreter on that. Here the same masks are
applied a row at a time as integers and the same penalty rules are counted with bit
operations, so the mask chosen, and so every module, is segno's own
(tests/report/test_qr.py compares them). segno's `_encode` looks the function up in its
module when it runs, so it is replaced there once (`_install`: only for the segno series
it was written against, checked on samples); a QR code of another kind (a Micro QR code, a
mask asked for) goes to segno's own function.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Sequence
from functools import cache
from itertools import pairwise
from typing import Any

import segno
from segno import encoder as _typed_encoder

Matrix = Sequence[bytearray]
encoder: Any = _typed_encoder  # segno's internals have no type hints
_SEGNOS: Callable[..., tuple[int, Any]] = encoder.find_and_apply_best_mask
_RUNS = re.compile(rb"\x00{5,}|\x01{5,}")
_N3 = bytes((0x1, 0x0, 0x1, 0x1, 0x1, 0x0, 0x1))


@cache
def _mask_rows(size: int) -> tuple[tuple[int, ...], ...]:
    """For each of the eight masks, each row's XOR pattern over the encoding region as an
    integer of `size` bytes (segno's mask functions and function patterns)."""
    function = encoder.make_matrix(size, size)
    encoder.add_finder_patterns(function, size, size)
    encoder.add_alignment_patterns(function, size, size)
    function[-8][8] = 0x1
    masks = encoder.get_data_mask_functions(False)
    return tuple(
        tuple(
            int.from_bytes(
                bytes(1 if function[i][j] > 0x1 and pattern(i, j) else 0 for j in range(size)),
                "big",
            )
            for i in range(size)
        )
        for pattern in masks
    )


def _n3(seq: bytes, size: int) -> int:
    """segno's count of finder-like patterns in a row or column (`mask_scores`)."""
    count = 0
    idx = seq.find(_N3)
    while idx != -1:
        offset = idx + 7
        if (
            idx in (0, size - 7)
            or not any(seq[max(idx - 4, 0) : min(idx, size)])
            or not any(seq[max(offset, 0) : min(offset + 4, size)])
        ):
            count += 40
        else:
            offset = idx + 4
        idx = seq.find(_N3, offset)
    return count


def _n1(lines: Sequence[bytes]) -> int:
    """segno's points of runs of five modules or more of one colour in rows or columns
    (searched at once, each line apart from the next by a value no module has)."""
    return sum(len(run) - 2 for run in _RUNS.findall(b"\x02".join(lines)))


def score(rows: Sequence[bytes], size: int) -> int:
    """segno's penalty score (`evaluate_mask`) of a matrix of 0s and 1s."""
    columns = [bytes(column) for column in zip(*rows, strict=True)]
    n1 = _n1(rows) + _n1(columns)
    n3 = sum(_n3(row, size) for row in rows) + sum(_n3(column, size) for column in columns)
    # N2: 2 x 2 blocks of one colour, each counted where its lower right module is.
    bits = [int(row.translate(_AS_BITS), 2) for row in rows]
    inner = (1 << (size - 1)) - 1  # every module but the first of a row
    n2 = 0
    for above, below in pairwise(bits):
        level = ~(above ^ (above >> 1)) & ~(below ^ (below >> 1)) & ~(above ^ below)
        n2 += 3 * (level & inner).bit_count()
    dark = sum(row.count(1) for row in rows)
    n4 = 10 * int(abs(float(dark) / (size**2) * 100 - 50) / 5)
    return n1 + n2 + n3 + n4


_AS_BITS = bytes.maketrans(b"\x00\x01", b"01")


def find_and_apply_best_mask(
    matrix: Matrix, width: int, height: int, proposed_mask: int | None = None
) -> tuple[int, Any]:
    """As segno's function of the name: the mask of the lowest score (the first of equals)
    and the matrix it masks."""
    if proposed_mask is not None or width != height or width < 21:
        return _SEGNOS(matrix, width, height, proposed_mask)
    plain = [bytes(row) for row in matrix]
    if any(row.translate(None, b"\x00\x01") for row in plain):
        return _SEGNOS(matrix, width, height, proposed_mask)  # a value not 0 or 1
    values = [int.from_bytes(row, "big") for row in plain]
    best: tuple[int, int, list[bytes]] | None = None
    for number, xors in enumerate(_mask_rows(width)):
        masked = [(v ^ x).to_bytes(width, "big") for v, x in zip(values, xors, strict=True)]
        points = score(masked, width)
        if best is None or points < best[0]:
            best = (points, number, masked)
    assert best is not None
    return best[1], tuple(bytearray(row) for row in best[2])


def _install() -> bool:
    """Put the function in segno's place where it reads segno alike: only a segno of the
    series this module was written against (its internals are no interface), and only when
    a sample code comes out the same both ways; otherwise segno stays as it is (slower)."""
    parts = ("make_matrix", "add_finder_patterns", "add_alignment_patterns")
    if not segno.__version__.startswith("1.6.") or not all(hasattr(encoder, n) for n in parts):
        return False
    samples = ("RDP-7Q2M-XK4D", "https://example.org/p/12345?ref=RDP-7Q2M-XK4D")
    theirs = [segno.make(text, error="m", micro=False).matrix for text in samples]
    encoder.find_and_apply_best_mask = find_and_apply_best_mask
    try:
        same = theirs == [segno.make(text, error="m", micro=False).matrix for text in samples]
    except Exception:  # anything segno's internals do differently
        same = False
    if not same:
        encoder.find_and_apply_best_mask = _SEGNOS
    return same


INSTALLED = _install()


def make(text: str) -> segno.QRCode:
    """The report's QR code of `text` (error level M at least, never a Micro QR code)."""
    return segno.make(text, error="m", micro=False)
