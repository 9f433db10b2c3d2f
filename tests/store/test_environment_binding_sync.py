"""The store's own binding decides where its work goes: a store the registry names for
acceptance (A) but bound to production (B) sends nothing to A, whether the registry or
the store itself is handed to A's connection; connected to B, where it belongs, its edit
arrives. Real stores, two sandboxes on loopback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.api.client import ServiceClient
from app.api.environments import EnvironmentProfile
from app.api.secrets import SecretStore
from app.store.environments import DATABASE_NAME
from app.store.environments import REGISTRY_FOLDER
from app.store.environments import open_environment_store
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.progress import IssueKind
from app.sync.service import ClientGateway
from tests.store.test_environment_registry import _write_registry
from tests.sync.helpers import FAST_RETRY
from tests.sync.two_worlds import EDITED_NAME
from tests.sync.two_worlds import TwoWorlds
from tests.sync.two_worlds import edit_of
from tests.sync.two_worlds import make_worlds


@pytest.fixture
def worlds(sandbox_factory: Callable[..., Any]) -> TwoWorlds:
    return make_worlds(sandbox_factory(), sandbox_factory(), "copy")


async def _sync(store: Store, profile: EnvironmentProfile, secrets: SecretStore) -> SyncReport:
    async with ServiceClient(profile, secrets) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        return await SyncEngine(store, connect, retry=FAST_RETRY).run_once()


@pytest.mark.asyncio
async def test_a_store_bound_elsewhere_than_the_registry_says_sends_nothing_there(
    worlds: TwoWorlds, isolated_data_dir: Path
) -> None:
    acceptance, production = worlds.acceptance, worlds.production
    before_a = worlds.products(worlds.a)
    base = worlds.product(worlds.b, 1)
    with open_environment_store(isolated_data_dir, production.key, production.name) as prod:
        edit = prod.drafts.create_draft(
            RecordKind.PRODUCT, edit_of(base), server_id=1, base_version=base
        )
        prod.drafts.mark_queued(edit.id)
        folder = Path(prod.database.path).parent.relative_to(isolated_data_dir).as_posix()
    assert folder.startswith(f"{REGISTRY_FOLDER}/")
    # The registry says production's store is acceptance's (edited, or two programs).
    _write_registry(
        isolated_data_dir, [{"key": acceptance.key, "name": acceptance.name, "folder": folder}]
    )

    # Connected to acceptance: its own store, nothing of production's in it.
    with open_environment_store(isolated_data_dir, acceptance.key, acceptance.name) as acc:
        assert acc.drafts.find(edit.id) is None
        assert (await _sync(acc, acceptance, worlds.secrets)).synced == []
    # Production's store itself, handed to acceptance's connection: refused, by its binding.
    path = isolated_data_dir / folder
    with Store.open(path / DATABASE_NAME, path / "attachments") as itself:
        refused = await _sync(itself, acceptance, worlds.secrets)
        assert [i.notice.code for i in refused.issues if i.kind is IssueKind.UNREACHABLE] == [
            "service.other_environment"
        ]
        assert itself.drafts.get(edit.id).state is DraftState.QUEUED
    assert worlds.products(worlds.a) == before_a

    # Where it belongs: connected to production, the edit arrives there, once.
    with open_environment_store(isolated_data_dir, production.key, production.name) as prod:
        assert (await _sync(prod, production, worlds.secrets)).synced == [edit.id]
    assert worlds.product(worlds.b, 1)["itemDetails"]["name"] == EDITED_NAME
    assert worlds.products(worlds.a) == before_a


@pytest.mark.asyncio
async def test_a_store_whose_environment_is_not_known_sends_to_none(
    worlds: TwoWorlds, isolated_data_dir: Path
) -> None:
    from tests.store.test_environment_registry import _release_10_store

    _release_10_store(isolated_data_dir)  # its registry lost: whose it is is not known
    (isolated_data_dir / REGISTRY_FOLDER).mkdir()
    before_a = worlds.products(worlds.a)
    with Store.open(isolated_data_dir / DATABASE_NAME, isolated_data_dir / "attachments") as store:
        (draft,) = store.drafts.list_drafts()
        store.drafts.mark_queued(draft.id)
        report = await _sync(store, worlds.acceptance, worlds.secrets)
        assert [i.notice.code for i in report.issues if i.kind is IssueKind.UNREACHABLE] == [
            "service.environment_unknown"
        ]
        assert store.drafts.get(draft.id).state is DraftState.QUEUED
    assert worlds.products(worlds.a) == before_a
