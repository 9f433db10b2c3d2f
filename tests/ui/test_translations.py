"""The Dutch and English catalogues are complete and current.

A string added to the UI without a translation would show in English in the Dutch
program; `pyside6-lupdate` finding new source texts means the catalogues are stale.
To update them: `pyside6-lupdate $(find app/ui -name '*.py') -ts resources/translations/*.ts`,
translate what is unfinished, then `pyside6-lrelease` each `.ts` to its `.qm`.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "resources" / "translations"


@pytest.mark.parametrize("language", ["nl", "en"])
def test_every_message_is_translated(language: str) -> None:
    tree = ET.parse(CATALOGUES / f"reuse_desk_{language}.ts")
    unfinished = []
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            # Plural messages keep their text in <numerusform> children.
            text = "".join(translation.itertext()).strip() if translation is not None else ""
            if translation is None or translation.get("type") == "unfinished" or not text:
                unfinished.append(f"{context.findtext('name')}: {message.findtext('source')}")
    assert unfinished == []


def test_the_catalogues_hold_every_source_text(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    tool = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    if tool is None:
        pytest.fail("pyside6-lupdate is missing: it comes with PySide6-Essentials")
    copy = tmp_path / "check_nl.ts"
    shutil.copy(CATALOGUES / "reuse_desk_nl.ts", copy)
    sources = sorted(str(path) for path in (ROOT / "app" / "ui").rglob("*.py"))
    result = subprocess.run(
        [tool, *sources, "-ts", str(copy)], capture_output=True, text=True, check=True
    )
    assert "(0 new and" in result.stdout + result.stderr, result.stdout + result.stderr
