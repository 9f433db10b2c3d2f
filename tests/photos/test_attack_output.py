"""Attacks on what `reuse-desk photos` prints: a file's name and a record's title come from
outside (a card, the service) and may hold control characters; printed as they are, a
newline forges a line of the command's own (a count, a group) and an escape sequence takes
over the terminal. Each is printed escaped, on its own line."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from tests.photos.card import Shot
from tests.photos.card import shoot
from tests.photos.conftest import World
from tests.sync.helpers import product_content

FORGED = "Attached 99 pictures to 9 records; 0 unassigned."


def _control_free(text: str) -> bool:
    return all(ch == "\n" or ch.isprintable() for ch in text)


def test_control_characters_in_file_names_and_titles_are_printed_escaped(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    product = next(o for o in world.labels if isinstance(o, ServerRecord))
    label, image = world.labels[product]
    with world.store() as store:  # the service renamed it hostile since
        store.cache.put_server_item(
            RecordKind.PRODUCT,
            {
                "id": int(product.server_id),
                "websiteURI": label.qr_text,
                **product_content(f"Balk\x1b]0;owned\x07\n{FORGED}"),
            },
        )
    folder = tmp_path / "card"
    shoot(
        folder,
        [
            Shot(name=f"voor\r{FORGED}\n.JPG"),  # before any label: unassigned, with its name
            Shot(image),
            Shot(name="deur\x1b[2J\x9b.JPG"),
        ],
    )

    code = main(["photos", str(folder), "--data-dir", str(world.data_dir), "--env", "Werf"])

    said = capsys.readouterr()
    assert code == 1
    for text in (said.out, said.err):
        assert _control_free(text), repr(text)
        assert FORGED not in text.splitlines()
    out = said.out.splitlines()
    assert out[0].startswith("Group 1: Balk\\x1b]0;owned\\x07\\nAttached 99")
    assert "  deur\\x1b[2J\\x9b.JPG" in out
    assert any(line.startswith("  voor\\rAttached 99") for line in out)
