"""The report's QR codes are segno's own, module for module: its faster choice of the data
mask (app/report/qr.py) picks the mask segno's evaluation picks."""

from __future__ import annotations

import random

import pytest
import segno
from segno import encoder

from app.report import qr


def _texts() -> list[str]:
    chosen = random.Random(39)
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789-/:."
    return [
        *(f"https://sandbox.reuse.local/producten/{n}" for n in range(0, 400, 7)),
        *(
            "".join(chosen.choice(letters) for _ in range(chosen.randint(1, 300)))
            for _ in range(60)
        ),
        *(
            "".join(chr(chosen.randint(32, 0x24F)) for _ in range(chosen.randint(1, 100)))
            for _ in range(30)
        ),
    ]


@pytest.mark.parametrize("text", _texts())
def test_each_code_is_segnos_own(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fast = qr.make(text)
    monkeypatch.setattr(encoder, "find_and_apply_best_mask", qr._SEGNOS)
    own = segno.make(text, error="m", micro=False)
    assert (fast.mask, fast.version, fast.error) == (own.mask, own.version, own.error)
    assert fast.matrix == own.matrix


def test_a_mask_asked_for_and_a_micro_code_go_to_segno() -> None:
    assert segno.make("RD-1", mask=3, micro=False).mask == 3
    assert segno.make("12345", micro=True).is_micro


def test_installed_in_segnos_place_for_the_series_it_reads() -> None:
    assert qr.INSTALLED is segno.__version__.startswith("1.6.")
    assert (encoder.find_and_apply_best_mask is qr.find_and_apply_best_mask) is qr.INSTALLED


@pytest.mark.parametrize("text", _texts()[::10])
def test_the_modules_drawn_are_segnos_with_its_quiet_zone(text: str) -> None:
    """`qr_modules` and `dark_runs` (read a row at a time) against segno's own iterator
    and a module-by-module walk."""
    from app.report.canvas import QUIET_ZONE
    from app.report.canvas import dark_runs
    from app.report.canvas import qr_modules

    modules = qr_modules(text)
    code = qr.make(text)
    assert modules == [
        [bool(m) for m in row] for row in code.matrix_iter(scale=1, border=QUIET_ZONE)
    ]
    for row in modules:
        walked = []
        start = None
        for index, dark in enumerate([*row, False]):
            if dark and start is None:
                start = index
            elif not dark and start is not None:
                walked.append((start, index))
                start = None
        assert list(dark_runs(row)) == walked


def test_a_text_no_qr_code_holds_has_no_modules() -> None:
    from app.report.canvas import qr_modules

    assert qr_modules("x" * 8_000) == []
