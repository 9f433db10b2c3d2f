"""Every figure the window shows about the outbox is the store's: after each operation of a
scripted session (save, queue, bulk step, import, archive, move, a sync with a fault) the
status bar's counts equal the store's, and a round's sentence never says "nothing to send"
(nl "er was niets te versturen") while something waits, nor "0 failed" while the store
holds a failure (issue 33: the bar said so with a retry pending, and "0 mislukt" beside
dozens of failures).

Real window (offscreen), real store, real HTTP to the sandbox on loopback and its faults.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.environments import EnvironmentProfile
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import SyncReport
from app.ui import i18n
from app.ui.desk import Desk
from app.ui.move_drafts import move
from app.work.outbox import outbox
from tests.inventory.spreadsheets import make_xlsx
from tests.sync.helpers import product_content
from tests.ui.conftest import PRODUCT
from tests.ui.conftest import sync
from tests.ui.test_inventory_import import ROWS
from tests.ui.test_inventory_import import load
from tests.ui.test_inventory_import import open_dialog

WAIT_MS = 30_000
ELSEWHERE = EnvironmentProfile(
    name="Acceptatie", base_url="http://127.0.0.1:9/api/v1", client_id="reuse-desk"
)


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


def figures(desk: Desk) -> tuple[tuple[int, int], tuple[int, int]]:
    """What the status bar shows, and what the store holds."""
    assert desk.window is not None
    left = outbox(desk.store)
    return desk.window.status.outbox, (left.queued, left.failed)


def table_states(desk: Desk) -> tuple[int, int]:
    """The products table's rows shown queued (or going) and failed; the store's products."""
    tab = desk.products
    assert tab is not None
    model = tab.model
    rows = [model.row_at(i) for i in range(model.rowCount())]
    shown = [row.sync_state for row in rows if row is not None]
    counts = desk.store.drafts.count_by_state(RecordKind.PRODUCT)
    assert sum(shown.count(s) for s in ("queued", "syncing")) == (
        counts[DraftState.QUEUED] + counts[DraftState.SYNCING]
    )
    failed = sum(shown.count(s) for s in ("needs_attention", "conflict"))
    assert failed == counts[DraftState.NEEDS_ATTENTION] + counts[DraftState.CONFLICT]
    return len(shown), failed


def agree(desk: Desk) -> bool:
    """The status bar's counts are the store's, and so are the table's states."""
    shown, stored = figures(desk)
    if shown != stored:
        return False
    table_states(desk)
    return True


def test_the_status_bar_counts_are_the_stores_after_every_operation(
    qtbot: QtBot, desks: Callable[..., Desk], demo_sandbox: Any, tmp_path: Path
) -> None:
    desk = desks(demo_sandbox)
    desk.settings.environments = [
        ELSEWHERE.model_dump(mode="json", exclude={"source"}, exclude_none=True)
    ]
    tab = desk.products
    assert tab is not None
    assert desk.window is not None
    status = desk.window.status
    assert agree(desk)

    # Save: a new product typed in (a draft, not queued).
    tab.open_new(dict(PRODUCT))
    tab.save_content(dict(PRODUCT))
    saved = tab.editing.draft_id
    assert saved is not None
    assert figures(desk) == ((0, 0), (0, 0))

    # Queue it.
    tab.queue_current()
    assert desk.store.drafts.get(saved).state is DraftState.QUEUED
    assert figures(desk) == ((1, 0), (1, 0))

    # A bulk step queueing three more drafts, through the products tab.
    drafts = desk.store.drafts
    made = [drafts.create_draft(RecordKind.PRODUCT, product_content(f"Deur {n}")) for n in "abc"]
    tab.publish(tab_changes(*(d.id for d in made)))  # as the form's autosave says them
    keys = [f"d:{d.id}" for d in made]
    records = desk.store.bulk.read(RecordKind.PRODUCT, keys)
    plan = desk.store.bulk.plan(
        RecordKind.PRODUCT, records, {"priceInformation.price": 19.95}, None
    )
    tab.bulk.apply(plan, queue=True)
    qtbot.waitUntil(lambda: outbox(desk.store).queued == 4, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: agree(desk), timeout=WAIT_MS)

    # An inventory imported (drafts, not queued), and undone.
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "inventaris.xlsx", [ROWS[0], ROWS[1], ROWS[4]]))
    with qtbot.waitSignal(dialog.imported, timeout=WAIT_MS):
        dialog.import_button.click()
    assert agree(desk)
    desk.undo_actions.undo()  # Edit ▸ Undo: the import
    qtbot.waitUntil(lambda: agree(desk), timeout=WAIT_MS)
    assert agree(desk)

    # Archive a product of the service: queued like any change.
    server_id = next(r.server_id for r in tab.matching_rows() if r.server_id and not r.draft_id)
    assert server_id is not None
    tab.open_server_record(server_id)
    tab.archive_current()
    assert figures(desk) == ((5, 0), (5, 0))

    # Move two of the queued new drafts to another environment's store.
    move(desk, ELSEWHERE, [made[0].id, made[1].id])
    assert drafts.find(made[0].id) is None
    assert figures(desk) == ((3, 0), (3, 0))

    # A refusal of the service stays a failure in the counts until it is dealt with.
    refused = drafts.create_draft(RecordKind.PRODUCT, product_content("Geweigerd"))
    drafts.mark_queued(refused.id)
    drafts.record_errors(refused.id, {})
    tab.publish(tab_changes(refused.id))
    assert figures(desk) == ((3, 1), (3, 1))

    # A sync with a fault on every request: the round ends out of reach; the counts stay
    # the store's, the failure among them.
    demo_sandbox.set_faults(1.0, ["500"])
    sync(qtbot, desk)
    assert agree(desk)
    assert figures(desk)[1][1] == 1
    assert "0 failed" not in status.outbox_label.text()
    assert "nothing to send" not in status.message_label.text()
    demo_sandbox.set_faults(0.0)

    # A round's sentence is the store's word too: a report that sent nothing (the drafts
    # queued again for a retry are not in it) never says "nothing to send" while any
    # change waits or failed.
    desk.sync._synced(SyncReport())
    assert status.message_label.text() == "Synced, but 1 change needs your attention."
    drafts.delete_draft(refused.id, discard_unsent=True)
    tab.publish(tab_changes(refused.id))
    assert figures(desk) == ((3, 0), (3, 0))
    desk.sync._synced(SyncReport())
    assert status.message_label.text() == "Synced, but 3 changes still wait to be sent."

    # Everything goes: the counts and the sentence say so.
    sync(qtbot, desk)
    assert figures(desk) == ((0, 0), (0, 0))
    assert status.message_label.text() == "Synced: 3 changes sent."


def tab_changes(*draft_ids: str) -> Any:
    from app.work.changes import Changes

    return Changes.of_drafts(RecordKind.PRODUCT, draft_ids, listed=True)
