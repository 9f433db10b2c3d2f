"""*Start the sandbox afresh* removes the sandbox's own store only: a registry entry naming a
folder outside the data folder (`../x`, an absolute path, a link out) is never opened as
the sandbox's store, and never deleted by the reset."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import cli
from app.api.environment_keys import SANDBOX_KEY
from app.api.secrets import MemorySecretStore
from app.settings import UiSettings
from app.store.environments import DATABASE_NAME
from app.store.environments import REGISTRY_FOLDER
from app.store.environments import open_store_in_front
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import i18n
from app.ui.desk import Desk
from app.ui.sandbox_reset import ask_to_reset_sandbox
from tests.sync.helpers import product_content
from tests.ui.conftest import run
from tests.ui.conftest import sync_over

WAIT_MS = 30_000


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


def _tree(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*") if "-wal" not in p.name)


@pytest.mark.parametrize("form", ["dot-dot", "link-out"])  # all three: tests/store
def test_the_sandbox_reset_never_deletes_a_folder_outside_the_data_folder(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    isolated_data_dir: Path,
    tmp_path_factory: pytest.TempPathFactory,
    form: str,
) -> None:
    outside = tmp_path_factory.mktemp("x")
    with Store.open(outside / DATABASE_NAME, outside / "attachments") as foreign:
        foreign.drafts.create_draft(RecordKind.PRODUCT, product_content("Niet van de sandbox"))
    (outside / "belangrijk.txt").write_text("van de gebruiker", encoding="utf-8")
    before = _tree(outside)
    folders = {"dot-dot": f"../{outside.name}", "link-out": f"{REGISTRY_FOLDER}/link"}
    (isolated_data_dir / REGISTRY_FOLDER).mkdir()
    if form == "link-out":
        (isolated_data_dir / REGISTRY_FOLDER / "link").symlink_to(outside)
    else:  # `../x` from the data folder: its sibling
        assert outside.parent == isolated_data_dir.parent
    entry = {"key": SANDBOX_KEY, "name": "Sandbox", "folder": folders[form], "production": False}
    registry = {"version": 2, "last": SANDBOX_KEY, "environments": [entry]}
    (isolated_data_dir / REGISTRY_FOLDER / "registry.json").write_text(json.dumps(registry))

    with contextlib.ExitStack() as stack:
        server = stack.enter_context(cli.embedded_sandbox(True, seed_demo=False))
        desk = Desk(
            open_store_in_front(isolated_data_dir, key=SANDBOX_KEY),
            settings=UiSettings(auto_sync=False),
            sandbox_url=server.base_url,
            secrets=MemorySecretStore(),
            ask_before_adopting=True,
            sandbox_reset=server.reset,
        )
        try:
            run(qtbot, desk.start())
            assert desk.window is not None
            desk.window.show()
            desk.sync.connect_initial()
            qtbot.waitUntil(lambda: sync_over(desk), timeout=WAIT_MS)
            assert desk.store.drafts.list_drafts() == []  # not the foreign store's draft
            shown = Path(desk.store.database.path).resolve()
            assert shown.is_relative_to(isolated_data_dir.resolve())

            box = ask_to_reset_sandbox(desk)
            assert box is not None
            (afresh,) = [b for b in box.buttons() if b.text() == "Start afresh"]
            first = desk.sync.syncing
            afresh.click()
            qtbot.waitUntil(
                lambda: desk.sync.syncing not in (None, first) and sync_over(desk),
                timeout=WAIT_MS,
            )
        finally:
            if desk.window is not None and shiboken6.isValid(desk.window):
                desk.window.close()
            run(qtbot, desk.shutdown())
            desk.close_store()
    assert _tree(outside) == before
    assert (outside / "belangrijk.txt").read_text(encoding="utf-8") == "van de gebruiker"
