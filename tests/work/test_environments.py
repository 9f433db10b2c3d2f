"""Moving drafts to another environment's store, and starting the sandbox afresh, as
operations: what each did and the `Changes` the window redraws from."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.api.environments import EnvironmentProfile
from app.api.environments import sandbox_profile
from app.store import Store
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.work.changes import NOTHING
from app.work.changes import Changes
from app.work.environments import move_drafts
from app.work.environments import start_sandbox_afresh
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.helpers import project_content


def test_moved_drafts_leave_the_lists_of_their_kinds(store: Store, tmp_path: Path) -> None:
    product = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
    project = store.drafts.create_draft(RecordKind.PROJECT, project_content("Station"))
    edit = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Kozijn"), server_id="4")
    with Store.open(tmp_path / "other.sqlite3", tmp_path / "other") as other:
        moved = move_drafts(store, other, [product.id, project.id, edit.id])
        assert moved.value.moved == [product.id, project.id]
        assert moved.value.bound == [edit.id]
        assert {d.id for d in other.drafts.list_drafts()} == {product.id, project.id}
        kinds = {RecordKind.PRODUCT, RecordKind.PROJECT}
        assert moved.changes == Changes.of_drafts(kinds, [product.id, project.id], listed=True)
        # Nothing movable: nothing changed.
        assert move_drafts(store, other, [edit.id]).changes is NOTHING
    assert [d.id for d in store.drafts.list_drafts()] == [edit.id]


@pytest.mark.asyncio
async def test_the_sandbox_starts_afresh_after_the_sync_let_go_and_before_its_new_store(
    bench: Workbench, sandbox: Any
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    async with bench.engine() as engine:
        await engine.run_once()
    assert bench.drafts.get(draft.id).state is DraftState.SYNCED
    done: list[str] = []

    async def release() -> None:
        done.append("released")

    def renew(profile: EnvironmentProfile) -> None:
        done.append(f"renewed {profile.key}")

    profile = sandbox_profile(sandbox.base_url)
    started = await start_sandbox_afresh(profile, release=release, empty=sandbox.reset, renew=renew)
    assert done == ["released", f"renewed {profile.key}"]
    assert started.changes == Changes.everything()
    async with bench.client() as client:
        assert await client.list_products() == []  # emptied (this one has no demo data)
