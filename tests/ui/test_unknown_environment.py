"""A store whose environment is not known (the store of the release before bindings, its
registry lost) is never sent from until the user says where it belongs: connecting asks
first, and the answer decides. Real window (offscreen), real stores on real files, the
sandbox on loopback, counted on its side."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from app.api.environments import SANDBOX_PROFILE_NAME
from app.api.secrets import MemorySecretStore
from app.sandbox import SandboxServer
from app.settings import UiSettings
from app.store.environments import REGISTRY_FOLDER
from app.store.environments import ROOT_FOLDER
from app.store.environments import open_store_in_front
from app.store.kinds import DraftState
from app.store.store import Store
from app.ui import i18n
from app.ui.desk import Desk
from tests.store.test_environment_registry import _release_10_store
from tests.ui.conftest import run
from tests.ui.conftest import sync_over

WAIT_MS = 30_000
NAME = "Deur van release 10"


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


@pytest.fixture
def unknown(isolated_data_dir: Path) -> str:
    """The data folder's own store of release 10, its registry lost, one draft queued in
    it: whose it is cannot be known. Its draft's id."""
    _release_10_store(isolated_data_dir)
    (isolated_data_dir / REGISTRY_FOLDER).mkdir()
    with open_store_in_front(isolated_data_dir) as store:
        assert store.environment_unknown
        (draft,) = store.drafts.list_drafts()
        store.drafts.mark_queued(draft.id)
        return draft.id


@pytest.fixture
def desk(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    isolated_data_dir: Path,
    sandbox: Any,
    unknown: str,
) -> Iterator[Desk]:
    """The window as the application starts it, over the store of unknown environment."""
    started = Desk(
        open_store_in_front(isolated_data_dir),
        settings=UiSettings(auto_sync=False),
        sandbox_url=sandbox.base_url,
        secrets=MemorySecretStore(),
        ask_before_adopting=True,
    )
    run(qtbot, started.start())
    assert started.window is not None
    started.window.show()
    yield started
    if started.window is not None and shiboken6.isValid(started.window):
        started.window.close()
    run(qtbot, started.shutdown())
    started.close_store()


def _asked(qtbot: QtBot, desk: Desk, sandbox: SandboxServer) -> QInputDialog:
    """Connecting asks where the work belongs; nothing goes before the answer."""
    desk.sync.connect_initial()
    question = desk.environments.question
    assert isinstance(question, QInputDialog)
    assert question.objectName() == "assignEnvironment"
    assert question.isVisible()
    assert "(1)" in question.labelText()
    items = question.comboBoxItems()
    assert items[0] == SANDBOX_PROFILE_NAME
    assert items[-1].startswith("None of these")
    assert question.textValue() == SANDBOX_PROFILE_NAME  # the one being connected
    assert desk.sync.syncing is None
    assert sandbox.requests("POST", "/products") == 0
    return question


def _round_over(qtbot: QtBot, desk: Desk) -> None:
    qtbot.waitUntil(lambda: desk.sync.syncing is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: sync_over(desk), timeout=WAIT_MS)


def test_assigned_to_the_environment_its_work_is_sent_there_once(
    qtbot: QtBot, desk: Desk, sandbox: SandboxServer, unknown: str, isolated_data_dir: Path
) -> None:
    question = _asked(qtbot, desk, sandbox)
    first = desk.store
    question.setTextValue(SANDBOX_PROFILE_NAME)
    question.accept()
    _round_over(qtbot, desk)
    assert desk.store is first  # the same store, the sandbox's now
    assert desk.store.environment_key is not None
    assert not desk.store.environment_unknown
    assert desk.environments.registry.key_of_folder(ROOT_FOLDER) == desk.store.environment_key
    assert desk.store.drafts.get(unknown).state is DraftState.SYNCED
    assert sandbox.requests("POST", "/products") == 1
    assert desk.window is not None
    assert desk.window.status.outbox == (0, 0)


def test_kept_on_this_computer_nothing_is_sent_and_it_is_not_offered(
    qtbot: QtBot, desk: Desk, sandbox: SandboxServer, unknown: str, isolated_data_dir: Path
) -> None:
    question = _asked(qtbot, desk, sandbox)
    question.setTextValue(question.comboBoxItems()[-1])
    question.accept()
    # The sandbox's own, new store in front; the local store keeps the draft, unsent, and
    # is not offered to the environment the user just said it is not of.
    _round_over(qtbot, desk)
    assert desk.environments.question is None
    assert desk.store.environment_key is not None
    assert desk.store.drafts.list_drafts() == []
    assert sandbox.requests("POST", "/products") == 0
    with Store.open(
        isolated_data_dir / "reuse-desk.sqlite3", isolated_data_dir / "attachments"
    ) as local:
        assert local.binding is None  # the local store now
        assert local.drafts.get(unknown).state is DraftState.QUEUED


def test_left_unanswered_it_stays_unknown_and_unsent(
    qtbot: QtBot, desk: Desk, sandbox: SandboxServer, unknown: str, isolated_data_dir: Path
) -> None:
    question = _asked(qtbot, desk, sandbox)
    question.reject()
    _round_over(qtbot, desk)
    assert desk.environments.question is None
    assert desk.store.drafts.list_drafts() == []  # the sandbox's own store
    assert sandbox.requests("POST", "/products") == 0
    with Store.open(
        isolated_data_dir / "reuse-desk.sqlite3", isolated_data_dir / "attachments"
    ) as kept:
        assert kept.environment_unknown
        assert kept.drafts.get(unknown).state is DraftState.QUEUED
