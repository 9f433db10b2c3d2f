"""Amounts of a split the form cannot keep exactly: the part and the rest, as stored (a
float where the amount is not whole), must add up to the whole, or the split would make
quantity out of nothing (1e-23 of 1 leaves the original at 1.0 and a part beside it)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from app.store.kinds import RecordKind
from app.work import lots
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT


def _lot(quantity: Any, unit: str = "M2") -> dict[str, Any]:
    return product_content("Tegels", quantity={"quantityValue": quantity, "quantityUoM": unit})


def _kept(bench: Workbench, draft_id: str) -> Decimal:
    value = bench.store.drafts.get(draft_id).content["quantity"]["quantityValue"]
    return Decimal(str(value))


@pytest.mark.parametrize(
    ("whole", "amount"),
    [
        (1, "0.00000000000000000000001"),
        (10**17, "0.5"),
        (1e15, "0.001"),
        ("0.12345678901234567890", "0.1"),
    ],
)
def test_a_split_the_stored_numbers_cannot_hold_is_refused_or_adds_up(
    bench: Workbench, whole: Any, amount: str
) -> None:
    draft = bench.store.drafts.create_draft(PRODUCT, _lot(whole))
    before = _kept(bench, draft.id)
    done = lots.split(bench.store, lots.Source(draft.id), amount).value
    if isinstance(done, lots.Refused):
        assert _kept(bench, draft.id) == before
        assert len(bench.store.drafts.list_drafts()) == 1
        return
    part = Decimal(str(bench.store.drafts.get(done.part.id).content["quantity"]["quantityValue"]))
    rest = _kept(bench, draft.id)
    assert part > 0
    assert rest > 0
    assert part + rest == before


def test_a_split_of_whole_pieces_into_a_fraction_is_refused(bench: Workbench) -> None:
    """Half a door is no product: a count (PCE) splits in whole pieces."""
    draft = bench.store.drafts.create_draft(PRODUCT, _lot(38, "PCE"))
    done = lots.split(bench.store, lots.Source(draft.id), "2.5").value
    assert isinstance(done, lots.Refused)
    assert _kept(bench, draft.id) == 38


def test_a_merge_whose_sum_the_stored_number_cannot_hold_is_refused(bench: Workbench) -> None:
    keep = bench.store.drafts.create_draft(PRODUCT, _lot(10**17))
    other = bench.store.drafts.create_draft(PRODUCT, _lot("0.5"))
    done = lots.merge(bench.store, lots.Source(keep.id), lots.Source(other.id)).value
    assert isinstance(done, lots.Refused)
    assert done.notice.code == lots.NOT_EXACT
    assert _kept(bench, keep.id) == 10**17


def test_a_draft_another_process_sent_meanwhile_is_not_split_as_never_sent(
    bench: Workbench, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The split read the draft as never sent; a sync in another process created it on
    the service before the split wrote: the split must not go on as if nothing of it were
    on the service (the part would be created unheld, beside the whole)."""
    from app.store.drafts import SentDraft

    store = bench.store
    draft = store.drafts.create_draft(PRODUCT, _lot(38, "PCE"))
    real_read = lots.read_whole

    def read_then_sent_elsewhere(store_: Any, source: lots.Source) -> Any:
        whole = real_read(store_, source)
        store.drafts.link_server_record(draft.id, "4711", server_version=None)
        store.drafts.mark_synced([SentDraft(draft.id, "4711", None, None)])
        return whole

    monkeypatch.setattr(lots, "read_whole", read_then_sent_elsewhere)
    done = lots.split(store, lots.Source(draft.id), 10).value
    if isinstance(done, lots.Split):
        assert done.held
    else:
        assert isinstance(done, lots.Refused)
        assert _kept(bench, draft.id) == 38
        assert len(store.drafts.list_drafts()) == 1
