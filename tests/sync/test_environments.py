"""Every record belongs to the environment it came from: an edit queued on acceptance (A) is
never sent to production (B), whether B is a copy of A or holds products of its own under
the same ids; back on A it arrives, once. Through the store and sync layer, and through
`reuse-desk sync --env`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app import cli
from app import sync_command
from app.api.client import ServiceClient
from app.api.environments import EnvironmentProfile
from app.api.secrets import SecretStore
from app.exit_codes import ExitCode
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import SyncEngine
from app.sync.progress import IssueKind
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.two_worlds import EDITED_NAME
from tests.sync.two_worlds import PRODUCTS
from tests.sync.two_worlds import WORLDS
from tests.sync.two_worlds import TwoWorlds
from tests.sync.two_worlds import edit_of
from tests.sync.two_worlds import make_worlds


@pytest.fixture
def worlds(request: pytest.FixtureRequest, sandbox_factory: Callable[..., Any]) -> TwoWorlds:
    """Both worlds where a test asks for them (`both_worlds`), else B with its own products."""
    return make_worlds(sandbox_factory(), sandbox_factory(), getattr(request, "param", "own"))


both_worlds = pytest.mark.parametrize("worlds", WORLDS, indirect=True)


async def _sync(store: Store, profile: EnvironmentProfile, secrets: SecretStore) -> Any:
    async with ServiceClient(profile, secrets) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        return await SyncEngine(store, connect, retry=FAST_RETRY).run_once()


def _queue_edit_on_a(store_a: Store, worlds: TwoWorlds) -> str:
    base = worlds.product(worlds.a, 1)
    draft = store_a.drafts.create_draft(
        RecordKind.PRODUCT, edit_of(base), server_id=1, base_version=base
    )
    return store_a.drafts.mark_queued(draft.id).id


@both_worlds
@pytest.mark.asyncio
async def test_an_edit_queued_on_a_never_reaches_b_and_reaches_a_once(
    worlds: TwoWorlds, isolated_data_dir: Path
) -> None:
    secrets = worlds.secrets
    acceptance, production = worlds.acceptance, worlds.production
    before_b = worlds.products(worlds.b)
    store_a = open_environment_store(isolated_data_dir, acceptance.key, acceptance.name)
    assert (await _sync(store_a, acceptance, secrets)).exit_code == 0  # the catalogue of A
    draft_id = _queue_edit_on_a(store_a, worlds)

    # Switched to B: B's own store, with B's catalogue and nothing of A's to send.
    store_b = open_environment_store(isolated_data_dir, production.key, production.name)
    assert store_b.environment_key == production.key != store_a.environment_key
    report = await _sync(store_b, production, secrets)
    assert report.exit_code == 0
    assert not report.synced
    assert worlds.products(worlds.b) == before_b
    assert store_b.drafts.list_drafts() == []
    assert store_b.catalogue.count(RecordKind.PRODUCT) == PRODUCTS
    assert store_a.drafts.get(draft_id).state is DraftState.QUEUED

    # Even handed A's store with B's connection, the engine refuses: nothing is sent.
    refused = await _sync(store_a, production, secrets)
    assert refused.unreachable
    assert [i.notice.code for i in refused.issues if i.kind is IssueKind.UNREACHABLE] == [
        "service.other_environment"
    ]
    assert worlds.products(worlds.b) == before_b
    assert store_a.drafts.get(draft_id).state is DraftState.QUEUED

    # Back on A: the edit arrives, once.
    first = await _sync(store_a, acceptance, secrets)
    assert first.synced == [draft_id]
    again = await _sync(store_a, acceptance, secrets)
    assert again.synced == []
    after_a = worlds.products(worlds.a)
    assert [p["itemDetails"]["name"] for p in after_a] == [
        EDITED_NAME,
        *(f"Opdekdeur {n}" for n in range(2, PRODUCTS + 1)),
    ]
    assert store_a.drafts.get(draft_id).state is DraftState.SYNCED
    assert worlds.products(worlds.b) == before_b
    store_a.close()
    store_b.close()


@both_worlds
def test_the_command_line_syncs_the_named_environment_only(
    worlds: TwoWorlds,
    isolated_data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    worlds.write_settings(isolated_data_dir)
    monkeypatch.setattr(sync_command, "KeyringSecretStore", lambda: worlds.secrets)
    folder = ["--data-dir", str(isolated_data_dir)]
    assert cli.main(["sync", "--env", "Acceptatie", *folder]) == 0
    with open_environment_store(
        isolated_data_dir, worlds.acceptance.key, worlds.acceptance.name
    ) as store_a:
        draft_id = _queue_edit_on_a(store_a, worlds)
    before_b = worlds.products(worlds.b)

    assert cli.main(["sync", "--env", "Productie", *folder]) == 0
    err = capsys.readouterr().err
    assert "Syncing with Productie" in err
    assert "sent now 0" in err
    assert worlds.products(worlds.b) == before_b

    assert cli.main(["sync", "--env", "Acceptatie", *folder]) == 0
    assert "sent now 1" in capsys.readouterr().err
    assert cli.main(["sync", "--env", "Acceptatie", *folder]) == 0
    assert "sent now 0" in capsys.readouterr().err
    assert worlds.product(worlds.a, 1)["itemDetails"]["name"] == EDITED_NAME
    assert worlds.products(worlds.b) == before_b
    registry = EnvironmentRegistry(isolated_data_dir)
    assert {p.name for p in registry.places()} == {"Acceptatie", "Productie"}
    with registry.open_store(worlds.acceptance.key) as store_a:
        assert store_a.drafts.get(draft_id).state is DraftState.SYNCED


def test_the_command_line_imports_into_the_named_environment(
    worlds: TwoWorlds, isolated_data_dir: Path, tmp_path: Path
) -> None:
    from tests.inventory.spreadsheets import make_csv

    worlds.write_settings(isolated_data_dir)
    sheet = make_csv(
        tmp_path / "inventaris.csv",
        [
            ["Omschrijving", "Categorie", "Aantal", "Eenheid aantal", "Plaats"],
            ["Deur", "Deuren", 2, "stuks", "Zwolle"],
            ["Raam", "Deuren", 1, "stuks", "Zwolle"],
        ],
    )
    folder = ["--data-dir", str(isolated_data_dir)]
    assert cli.main(["import", str(sheet), "--env", "Productie", *folder]) == 0
    registry = EnvironmentRegistry(isolated_data_dir)
    with registry.open_store(worlds.production.key) as store_b:
        assert sorted(d.content["itemDetails"]["name"] for d in store_b.drafts.list_drafts()) == [
            "Deur",
            "Raam",
        ]
    assert registry.place_of(worlds.acceptance.key) is None  # nothing went to A
    # An environment of no known name: what the command was told to use cannot be used.
    assert cli.main(["import", str(sheet), "--env", "Elders", *folder]) == ExitCode.NOT_USABLE
