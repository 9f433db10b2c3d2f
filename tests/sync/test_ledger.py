"""The engine's batched bookkeeping of creates, on a real store."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api.notices import Notice
from app.store.drafts import Draft
from app.store.drafts import SentDraft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.store.synclog import LogLine
from app.sync.ledger import SendLedger
from tests.sync.helpers import product_content


def _created(server_id: str) -> Notice:
    return Notice("sync.created", {"server_id": server_id})


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store.open(tmp_path / "ledger.sqlite3", tmp_path / "attachments")
    yield opened
    opened.close()


def _queued(store: Store, count: int) -> list[str]:
    ids = []
    for n in range(count):
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Balk {n}"))
        ids.append(store.drafts.mark_queued(draft.id).id)
    return ids


def _read(store: Store, ids: list[str]) -> list[Draft]:
    """The drafts as a round reads them."""
    return [store.drafts.get(i) for i in ids]


class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _confirm(ledger: SendLedger, store: Store, draft_id: str, server_id: str) -> None:
    revision = store.drafts.get(draft_id).revision
    ledger.confirmed(
        SentDraft(draft_id, server_id, {"id": server_id}, revision),
        LogLine(RecordKind.PRODUCT, draft_id, server_id, "create", "ok", _created(server_id)),
    )


def test_markers_go_ahead_in_one_batch_and_unused_ones_are_withdrawn(store: Store) -> None:
    ids = _queued(store, 6)
    ledger = SendLedger(store, batch=4)
    ledger.mark(*_read(store, ids[:1]), upcoming=_read(store, ids))
    # The first create and the next three are possibly sent before any goes out.
    assert [store.drafts.get(i).outcome_unknown for i in ids] == [True] * 4 + [False] * 2
    ledger.sending(ids[0])
    assert ledger.mark(*_read(store, ids[1:2]), upcoming=_read(store, ids[2:]))  # marked before
    ledger.sending(ids[1])
    ledger.close()  # the run stopped: 2 and 3 never went out
    states = [store.drafts.get(i) for i in ids]
    assert [d.outcome_unknown for d in states] == [True, True, False, False, False, False]
    assert [d.state for d in states[2:4]] == [DraftState.QUEUED, DraftState.QUEUED]


def test_confirmed_creates_are_written_per_batch_after_a_while_and_at_the_end(
    store: Store,
) -> None:
    ids = _queued(store, 5)
    clock = _Clock()
    ledger = SendLedger(
        store,
        batch=3,
        max_delay=0.5,
        clock=clock,
    )
    ledger.mark(*_read(store, ids[:1]), upcoming=_read(store, ids))
    for draft_id in ids:
        ledger.sending(draft_id)

    def synced() -> list[bool]:
        return [store.drafts.get(i).state is DraftState.SYNCED for i in ids]

    _confirm(ledger, store, ids[0], "1")
    _confirm(ledger, store, ids[1], "2")
    assert synced() == [False] * 5
    _confirm(ledger, store, ids[2], "3")  # a full batch
    assert synced() == [True, True, True, False, False]
    _confirm(ledger, store, ids[3], "4")
    clock.now += 0.6
    _confirm(ledger, store, ids[4], "5")  # the oldest waited long enough
    assert synced() == [True] * 5
    assert [store.drafts.get(i).server_id for i in ids] == ["1", "2", "3", "4", "5"]
    assert store.drafts.get(ids[0]).base_version == {"id": "1"}
    assert [e.message for e in store.sync_log.recent_log()] == [
        _created(str(n)) for n in range(5, 0, -1)
    ]
    _confirm(ledger, store, ids[0], "1")
    ledger.close()
    assert len(store.sync_log.recent_log()) == 6  # the last confirmation written at the close


@pytest.mark.asyncio
async def test_a_confirmation_no_other_follows_is_written_after_the_delay(store: Store) -> None:
    """The round's last create, its photo still uploading: the store (which the window
    reads) says synced within the delay, not only when the round ends."""
    (draft_id,) = _queued(store, 1)
    ledger = SendLedger(store, max_delay=0.05)
    ledger.mark(store.drafts.get(draft_id))
    ledger.sending(draft_id)
    _confirm(ledger, store, draft_id, "7")
    for _ in range(200):  # looked at every 10 ms, for two seconds at most
        if store.drafts.get(draft_id).state is DraftState.SYNCED:
            break
        await asyncio.sleep(0.01)
    assert store.drafts.get(draft_id).state is DraftState.SYNCED
    assert len(store.sync_log.recent_log()) == 1
    ledger.close()
    assert len(store.sync_log.recent_log()) == 1  # written once


def test_typing_during_the_send_keeps_the_draft_queued(store: Store) -> None:
    (draft_id,) = _queued(store, 1)
    ledger = SendLedger(store)
    ledger.mark(store.drafts.get(draft_id))
    ledger.sending(draft_id)
    sent_revision = store.drafts.get(draft_id).revision
    store.drafts.save_content(draft_id, product_content("Balk, gezaagd"))
    ledger.confirmed(
        SentDraft(draft_id, "9", None, sent_revision),
        LogLine(RecordKind.PRODUCT, draft_id, "9", "create", "ok"),
    )
    ledger.close()
    after = store.drafts.get(draft_id)
    assert (after.state, after.server_id) == (DraftState.QUEUED, "9")


def test_a_draft_changed_since_the_round_read_it_is_not_marked(store: Store) -> None:
    ids = _queued(store, 4)
    as_read = _read(store, ids)
    store.drafts.save_content(ids[1], product_content("Balk 1, gezaagd"))  # typed in
    store.drafts.set_state(ids[2], DraftState.DRAFT)  # out of the outbox
    store.drafts.delete_draft(ids[3], discard_unsent=True)
    ledger = SendLedger(store)
    assert ledger.mark(as_read[0], upcoming=as_read)
    for draft in as_read[1:]:
        assert not ledger.mark(draft)
    ledger.close()
    assert [store.drafts.get(i).state for i in ids[:3]] == [
        DraftState.QUEUED,
        DraftState.QUEUED,
        DraftState.DRAFT,
    ]
    assert not any(store.drafts.get(i).outcome_unknown for i in ids[:3])
