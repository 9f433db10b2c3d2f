"""Labels' references and texts, and finding a scanned code, over a real store and a real
sync with the sandbox: a label printed before the sync still finds its product after it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.inventory.labels import A4_3X7
from app.inventory.labels import A4_3X8
from app.inventory.labels import ROLL_62
from app.inventory.labels import draft_reference
from app.inventory.labels import find_by_scan
from app.inventory.labels import label_texts
from app.inventory.labels import labels_for
from app.inventory.labels import server_reference
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


@pytest.fixture
def bench(sandbox: Any, isolated_data_dir: Path) -> Iterator[Workbench]:
    """A fresh data folder connected to a fresh, empty sandbox (as the sync tests have it)."""
    workbench = Workbench(isolated_data_dir, sandbox.base_url)
    yield workbench
    workbench.close()


UUID = "de7c5c15-b6ee-4e5a-8acd-f89d7a82c743"


def test_a_draft_reference_is_the_uuid_s_first_40_bits_in_crockford_base32() -> None:
    assert draft_reference(UUID) == "RD-VSY5-R5DP"
    # 40 bits, five to a character: every character of the alphabet is reachable.
    assert draft_reference("00000000-0000-4000-8000-000000000000") == "RD-0000-0000"
    assert draft_reference("ffffffff-ff00-4000-8000-000000000000") == "RD-ZZZZ-ZZZZ"
    assert server_reference(123) == "RDP-123"


def test_label_texts_from_a_draft_and_from_the_service_s_answer() -> None:
    draft = product_content("Eiken deur")
    assert label_texts(draft, "nl") == ("Eiken deur", "201,5 × 83 × 4 cm", "3 stuks")
    assert label_texts(draft, "en")[1:] == ("201.5 × 83 × 4 cm", "3 pcs")
    answer = {
        "itemDetails": {"name": "Balk"},
        "physicalDimensions": {"height": "12.50", "depth": "300", "uoMMeasurement": "MMT"},
        "quantity": {"quantityValue": "2.0", "quantityUoM": "MTQ"},
    }
    assert label_texts(answer, "nl") == ("Balk", "12,5 × – × 300 mm", "2 m³")
    assert label_texts({"itemDetails": {"name": "Tegel"}}, "nl") == ("Tegel", "", "")


def test_sheet_formats_place_their_labels_as_the_templates_do() -> None:
    assert (A4_3X8.per_page, A4_3X7.per_page, ROLL_62.per_page) == (24, 21, 1)
    assert A4_3X8.label_origin(23) == (140.0, 0.5 + 7 * 37.0)
    # L7160: the third column starts two pitches of 66 mm from the 7.2 mm margin.
    assert A4_3X7.label_origin(2) == pytest.approx((7.2 + 2 * 66.0, 15.15))
    right, bottom = A4_3X7.label_origin(20)
    assert right + 63.5 < 210
    assert bottom + 38.1 < 297
    assert ROLL_62.sheet_mm == (62.0, 29.0)


def test_a_scan_finds_a_draft_in_any_case_with_or_without_dashes(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "files") as store:
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
        reference = draft_reference(draft.id)
        for typed in (reference, reference.lower(), reference.replace("-", ""), f" {reference}\n"):
            found = find_by_scan(store, typed)
            assert found is not None, typed
            assert found.draft_id == draft.id
        # Crockford's look-alikes: O is 0, I and L are 1.
        looks = reference[:3] + reference[3:].replace("0", "O").replace("1", "l")
        assert find_by_scan(store, looks) is not None
        assert find_by_scan(store, "RD-0000-0000" if reference != "RD-0000-0000" else "x") is None
        assert find_by_scan(store, "eiken deur") is None
        assert find_by_scan(store, "RDP-4") is None


@pytest.mark.asyncio
async def test_a_reference_printed_before_the_sync_finds_the_product_after_it(
    bench: Workbench,
) -> None:
    queued = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    before = labels_for(bench.store, bench.store.catalogue.search(RecordKind.PRODUCT))
    assert [(label.reference, label.qr_text) for label in before] == [
        (draft_reference(queued.id), draft_reference(queued.id))
    ]
    async with bench.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
    synced = bench.drafts.get(queued.id)
    assert synced.state is DraftState.SYNCED
    assert synced.server_id is not None
    server = bench.store.cache.server_item(RecordKind.PRODUCT, synced.server_id)
    assert server is not None
    assert server["websiteURI"]

    # The listing shows the server's row now; its label keeps the reference, its QR the page.
    shown = bench.store.catalogue.search(RecordKind.PRODUCT)
    assert [row.server_id for row in shown] == [synced.server_id]
    (after,) = labels_for(bench.store, shown)
    assert after.reference == before[0].reference
    assert after.qr_text == server["websiteURI"]
    assert after.name == "Eiken deur"

    for scanned in (before[0].reference, server["websiteURI"], f"RDP-{synced.server_id}"):
        found = find_by_scan(bench.store, scanned)
        assert found is not None, scanned
        assert (found.source.value, found.server_id) == ("server", synced.server_id)

    # An edit of the product made here later, and the synced draft deleted: the record keeps
    # the reference it was printed with, and the old label still finds it.
    edit = bench.drafts.create_draft(
        RecordKind.PRODUCT, product_content("Eiken deur, geschuurd"), server_id=synced.server_id
    )
    bench.drafts.delete_draft(queued.id)
    assert [label.reference for label in labels_for(bench.store, [shown[0]])] == [
        before[0].reference
    ]
    found = find_by_scan(bench.store, before[0].reference)
    assert found is not None
    assert found.server_id == synced.server_id
    assert found.draft_id == edit.id  # the row that shows the record now: the edit


def test_a_product_known_only_from_the_service_has_its_id_as_reference(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "files") as store:
        page = "https://example.org/p/4711"
        item = {"id": 4711, "websiteURI": page, "itemDetails": {"name": "Balk"}}
        store.cache.put_server_item(RecordKind.PRODUCT, item)
        store.cache.put_server_item(
            RecordKind.PRODUCT, {"id": 5, "websiteURI": "https://x.org/a", "itemDetails": {}}
        )
        (label,) = labels_for(store, store.catalogue.search(RecordKind.PRODUCT, "balk"))
        assert (label.reference, label.qr_text) == ("RDP-4711", page)
        assert find_by_scan(store, page).server_id == "4711"
        # An address that does not end in the id is found by its value.
        assert find_by_scan(store, "https://x.org/a").server_id == "5"
        assert find_by_scan(store, "https://x.org/b") is None
