"""A list page without end (a hostile service streaming gigabytes) ends the window's sync with
a message in words; what else there was to do is done."""

from __future__ import annotations

import logging
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from tests.hostile_server import HostileServer
from tests.sync.test_bounded_reads import _endless_page
from tests.ui.conftest import sync
from tests.ui.test_desk_window import PROJECT


def test_a_page_too_large_is_said_in_words_and_the_rest_is_synced(
    qtbot: QtBot, desks: Callable[..., Desk], sandbox: Any, caplog: pytest.LogCaptureFixture
) -> None:
    with HostileServer(sandbox.base_url, _endless_page) as server:
        desk = desks(SimpleNamespace(base_url=server.base_url))
        draft = desk.store.drafts.create_draft(RecordKind.PROJECT, PROJECT)
        desk.store.drafts.mark_queued(draft.id)
        with caplog.at_level(logging.INFO, logger="app.ui.messages"):
            sync(qtbot, desk)

    assert desk.store.drafts.get(draft.id).state is DraftState.SYNCED
    told = [r.getMessage() for r in caplog.records if "user told" in r.getMessage()]
    assert any("16 MiB" in line for line in told), told  # the page bound, in its own unit
