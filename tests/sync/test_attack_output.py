"""Attacks on what `reuse-desk sync` prints: a draft's title (typed, imported, taken from a
colleague's archive) may hold control characters; printed as it is, a newline forges the
command's own closing figures and an escape sequence takes over the terminal."""

from __future__ import annotations

from pathlib import Path

import pytest

from app import cli
from app.api.environment_keys import SANDBOX_KEY
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.kinds import RecordKind
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

FORGED = "Records: sent now 9, synced 9, waiting 0, need attention 0."


@pytest.mark.parametrize("dry_run", [False, True])
def test_a_title_with_control_characters_is_printed_escaped(
    isolated_data_dir: Path, capsys: pytest.CaptureFixture[str], dry_run: bool
) -> None:
    bench = Workbench(isolated_data_dir, "http://127.0.0.1:9/api/v1")
    title = f"Deur\x1b]0;owned\x07\n{FORGED}"
    draft = bench.queue(RecordKind.PRODUCT, product_content(title, projectNumber=12345))
    bench.attach_photos(draft, 1)
    bench.close()
    EnvironmentRegistry(isolated_data_dir).register(SANDBOX_KEY, "Sandbox", folder=ROOT_FOLDER)

    args = ["sync", "--sandbox", "--data-dir", str(isolated_data_dir)]
    code = cli.main([*args, "--dry-run"] if dry_run else args)

    said = capsys.readouterr()
    for text in (said.out, said.err):
        assert all(ch == "\n" or ch.isprintable() for ch in text), repr(text)
        assert FORGED not in text.splitlines()
    assert "- Deur\\x1b]0;owned\\x07\\nRecords: sent now 9" in said.out + said.err
    if not dry_run:
        assert code == 1  # refused: needs attention, named by its (escaped) title
