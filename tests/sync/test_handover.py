"""Export hands drafts over: two data folders, one sandbox, each product on the server once."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from app.store.archive import export_drafts
from app.store.archive import import_drafts
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.outbox import collect_work
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


def _as_format_1(archive: Path, target: Path) -> Path:
    """The archive as the previous release wrote it: no ids in its manifest."""
    with zipfile.ZipFile(archive) as old, zipfile.ZipFile(target, "w") as new:
        for info in old.infolist():
            data = old.read(info)
            if info.filename == "manifest.json":
                manifest = json.loads(data)
                for key in ("archive_id", "draft_ids"):
                    del manifest[key]
                data = json.dumps(manifest | {"format_version": 1}).encode()
            new.writestr(info, data)
    return target


@pytest.mark.asyncio
async def test_handed_over_drafts_reach_the_server_once_from_the_colleagues_machine(
    sandbox: Any, tmp_path: Path
) -> None:
    laptop = Workbench(tmp_path / "laptop", sandbox.base_url)
    office = Workbench(tmp_path / "office", sandbox.base_url)
    door = laptop.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    laptop.attach_photos(door, 1)
    beam = laptop.queue(RecordKind.PRODUCT, product_content("Grenen balk"))
    still_typing = laptop.drafts.create_draft(RecordKind.PRODUCT, product_content("Trap"))
    archive = tmp_path / "overdracht.reusedesk"

    exported = export_drafts(laptop.store, archive)
    assert (exported.drafts, exported.attachments) == (3, 1)
    for draft in (door, beam, still_typing):
        assert laptop.drafts.get(draft.id).state is DraftState.HANDED_OVER

    report = import_drafts(office.store, archive)
    assert sorted(report.imported) == sorted([door.id, beam.id, still_typing.id])
    assert report.attachments == 1
    async with laptop.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
    async with office.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
    # Imported again, on either machine, and synced again: nothing more reaches the server.
    again = import_drafts(office.store, archive)
    assert again.imported_before
    assert again.imported == []
    assert sorted(again.already_sent) == sorted([door.id, beam.id])
    assert again.already_here == [still_typing.id]
    back_home = import_drafts(laptop.store, archive)
    assert sorted(back_home.handed_over_here) == sorted([door.id, beam.id, still_typing.id])
    assert back_home.imported == []
    # An archive of the previous format (no ids) doubles nothing either.
    old = import_drafts(office.store, _as_format_1(archive, tmp_path / "oud.reusedesk"))
    assert old.imported == []
    assert not old.imported_before
    assert sorted(old.already_sent) == sorted([door.id, beam.id])
    for bench in (laptop, office):
        async with bench.engine() as engine:
            assert (await engine.run_once()).exit_code == 0

    async with office.client() as client:
        products = await client.list_products()
    names = sorted(p.item_details.name for p in products)
    assert names == ["Eiken deur", "Grenen balk"]  # the draft still being typed stays a draft
    (door_on_server,) = [p for p in products if p.item_details.name == "Eiken deur"]
    assert len(door_on_server.images) == 1
    assert laptop.drafts.get(door.id).state is DraftState.HANDED_OVER
    assert office.drafts.get(door.id).state is DraftState.SYNCED
    laptop.close()
    office.close()


def test_the_outbox_leaves_a_handed_over_draft_and_its_pictures_alone(
    sandbox: Any, tmp_path: Path
) -> None:
    laptop = Workbench(tmp_path / "laptop", sandbox.base_url)
    door = laptop.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    laptop.attach_photos(door, 1)
    laptop.queue(RecordKind.PRODUCT, product_content("Grenen balk"))
    assert len(collect_work(laptop.drafts, laptop.attachments)) == 2
    export_drafts(laptop.store, tmp_path / "overdracht.reusedesk")
    try:
        assert collect_work(laptop.drafts, laptop.attachments) == []
    finally:
        laptop.close()
