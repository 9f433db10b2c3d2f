"""The change hub publishes an operation's `Changes` once, and nothing for an empty one."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from app.store.kinds import RecordKind
from app.ui.change_hub import ChangeHub
from app.work.changes import NOTHING
from app.work.changes import Changes


def test_a_change_is_published_once_with_its_initiator(qtbot: QtBot) -> None:
    hub = ChangeHub()
    seen: list[tuple[Any, Any]] = []
    hub.changed.connect(lambda changes, initiator: seen.append((changes, initiator)))
    change = Changes.of_drafts(RecordKind.PRODUCT, ["a"])
    who = object()
    hub.publish(change, who)
    hub.publish(NOTHING, who)
    assert seen == [(change, who)]
