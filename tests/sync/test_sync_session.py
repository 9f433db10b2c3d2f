"""One sync session for the window, `reuse-desk sync` and the self-test: the same cleanup
after a round, the environment the window opens next left alone by every command, drafts
made before any connection named and sent only when taken, whatever ran before, and the
embedded sandbox reached past a system proxy. Real sandboxes, real data folders."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app import cli
from app import sync_command
from app.api.client import ServiceClient
from app.api.environment_keys import SANDBOX_KEY
from app.api.environments import EnvironmentProfile
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.exit_codes import ExitCode
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.environments import open_store_in_front
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.sync_thread import SyncThread
from app.work.sync_session import environment_store
from tests.imaging.samples import encode_jpeg
from tests.imaging.samples import two_colour_image
from tests.sync.helpers import product_content

# An environment that is never reached: the one the window had in front.
OFFICE = EnvironmentProfile(name="Kantoor", base_url="http://127.0.0.1:9/api/v1", client_id="x")


def _profile(sandbox: Any) -> EnvironmentProfile:
    return EnvironmentProfile(name="Test", base_url=sandbox.base_url, client_id="demo")


def _set_up(folder: Path, sandbox: Any, monkeypatch: pytest.MonkeyPatch) -> EnvironmentProfile:
    """The settings as the window writes them: `Test` (the sandbox) and `Kantoor` set up,
    `Test` last connected; its secret where the keyring would keep it."""
    profiles = [_profile(sandbox), OFFICE]
    entries = [p.model_dump(mode="json", exclude={"source"}, exclude_none=True) for p in profiles]
    settings = {"environment": "Test", "environments": entries}
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    secrets = sandbox_secrets(sandbox_profile(sandbox.base_url))
    monkeypatch.setattr(sync_command, "KeyringSecretStore", lambda: secrets)
    return profiles[0]


def _sync(folder: Path, *options: str) -> int:
    return cli.main(["sync", *options, "--data-dir", str(folder)])


def _queue(store: Store, *titles: str) -> list[str]:
    made = [store.drafts.create_draft(RecordKind.PRODUCT, product_content(t)) for t in titles]
    return [store.drafts.mark_queued(draft.id).id for draft in made]


def _names_on(sandbox: Any) -> list[str]:
    async def listed() -> list[str]:
        profile = sandbox_profile(sandbox.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            return sorted(p.item_details.name for p in await client.list_products())

    return asyncio.run(listed())


# -- the cleanup after a round ----------------------------------------------------------------
def _window_round(store: Store, profile: EnvironmentProfile, folder: Path) -> None:
    """A round as the window runs it: on its sync thread, with the thread's own client."""
    thread = SyncThread(store)
    run = thread.sync(profile, sandbox_secrets(sandbox_profile(profile.base_url)), None, print)
    try:
        outcome = asyncio.run_coroutine_threadsafe(run, thread.loop()).result(timeout=60)
    finally:
        asyncio.run(thread.stop())
    assert not outcome.value.unreachable


def _command_round(store: Store, profile: EnvironmentProfile, folder: Path) -> None:
    assert _sync(folder, "--env", profile.name) == ExitCode.DONE


@pytest.mark.parametrize("front_end", [_window_round, _command_round], ids=["window", "command"])
def test_archived_synced_drafts_are_removed_by_the_command_as_by_the_window(
    front_end: Callable[[Store, EnvironmentProfile, Path], None],
    sandbox: Any,
    isolated_data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    profile = _set_up(isolated_data_dir, sandbox, monkeypatch)
    with environment_store(isolated_data_dir, profile) as store:
        (draft_id,) = _queue(store, "Deur")
        front_end(store, profile, isolated_data_dir)
        assert store.drafts.get(draft_id).state is DraftState.SYNCED
        store.drafts.request_archive(draft_id)
        store.drafts.mark_queued(draft_id)

        front_end(store, profile, isolated_data_dir)

        # The server archived it, so it left the list; the synced draft went with it.
        assert store.drafts.find(draft_id) is None
    assert _names_on(sandbox) == []


# -- the environment the window opens next ----------------------------------------------------
def _import(folder: Path, tmp_path: Path) -> int:
    from tests.inventory.spreadsheets import make_csv

    rows: list[list[Any]] = [
        ["Omschrijving", "Categorie", "Aantal", "Eenheid aantal"],
        ["Deur", "Deuren", 2, "st"],
    ]
    sheet = make_csv(tmp_path / "inventaris.csv", rows)
    return cli.main(["import", str(sheet), "--env", "Test", "--data-dir", str(folder)])


def _report(folder: Path, tmp_path: Path, *env: str) -> int:
    out = str(tmp_path / "rapport.pdf")
    return cli.main(["report", "--project", "7", "--out", out, *env, "--data-dir", str(folder)])


COMMANDS: dict[str, Callable[[Path, Path], int]] = {
    "sync": lambda folder, _: _sync(folder, "--env", "Test"),
    "import": _import,
    "report": lambda folder, tmp_path: _report(folder, tmp_path, "--env", "Test"),
}


@pytest.mark.parametrize("command", COMMANDS)
def test_a_command_never_changes_the_environment_the_window_opens_next(
    command: str,
    sandbox: Any,
    isolated_data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    qapp: object,  # the report paints with Qt's GUI module
) -> None:
    test = _set_up(isolated_data_dir, sandbox, monkeypatch)
    # The window worked on Kantoor last.
    open_environment_store(isolated_data_dir, OFFICE.key, OFFICE.name).close()

    COMMANDS[command](isolated_data_dir, tmp_path)

    registry = EnvironmentRegistry(isolated_data_dir)
    assert registry.place_of(test.key) is not None  # the command did work on Test
    assert registry.last() == OFFICE.key
    with open_store_in_front(isolated_data_dir) as store:
        assert store.environment_key == OFFICE.key


# -- drafts made before any connection --------------------------------------------------------
def _local_drafts(folder: Path) -> list[str]:
    """Drafts queued in the window of a new data folder before it ever connected."""
    with open_store_in_front(folder) as store:
        assert store.environment_key is None
        return _queue(store, "Deur", "Kozijn")


@pytest.fixture
def steps(
    sandbox: Any, isolated_data_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> dict[str, Callable[[], object]]:
    """What may happen in the data folder between making the drafts and the sync."""
    return {
        "settings": lambda: _set_up(isolated_data_dir, sandbox, monkeypatch),
        "dry run": lambda: _sync(isolated_data_dir, "--dry-run"),
        "report": lambda: _report(isolated_data_dir, tmp_path),
    }


@pytest.mark.parametrize(
    "before",
    [
        ["settings"],
        ["settings", "dry run"],
        ["settings", "report"],
        ["report", "settings"],  # the registry written before the settings knew Test
    ],
    ids=" then ".join,
)
def test_drafts_made_before_any_connection_are_named_and_sent_only_when_taken(
    before: list[str],
    steps: dict[str, Callable[[], object]],
    sandbox: Any,
    isolated_data_dir: Path,
    capsys: pytest.CaptureFixture[str],
    qapp: object,
) -> None:
    ids = _local_drafts(isolated_data_dir)
    for step in before:
        steps[step]()
    capsys.readouterr()

    assert _sync(isolated_data_dir) == ExitCode.LEFT_FOR_YOU
    err = capsys.readouterr().err
    assert "2 drafts made before any connection wait in the local store" in err
    assert "  - Deur\n  - Kozijn\n" in err
    assert "send them with --take-local" in err
    assert err.rstrip().endswith("made before any connection 2.")
    assert _names_on(sandbox) == []
    registry = EnvironmentRegistry(isolated_data_dir)
    assert registry.key_of_folder(ROOT_FOLDER) is None
    with registry.open_store(None) as local:
        assert [local.drafts.get(i).state for i in ids] == [DraftState.QUEUED] * 2

    assert _sync(isolated_data_dir, "--take-local") == ExitCode.DONE
    err = capsys.readouterr().err
    assert "Taken from the local store into Test: 2 drafts." in err
    assert "sent now 2, synced 2, waiting 0" in err
    assert _names_on(sandbox) == ["Deur", "Kozijn"]
    with registry.open_store(None) as local:
        assert local.drafts.count_by_state()[DraftState.QUEUED] == 0
    # Sent once: a next run has nothing to send and nothing to take.
    assert _sync(isolated_data_dir, "--take-local") == ExitCode.DONE
    assert _names_on(sandbox) == ["Deur", "Kozijn"]
    assert registry.last() is None  # still no environment in front for the window


def test_taken_by_an_environment_without_a_store_the_local_store_becomes_its_own(
    sandbox: Any, isolated_data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _local_drafts(isolated_data_dir)
    test = _set_up(isolated_data_dir, sandbox, monkeypatch)

    assert _sync(isolated_data_dir, "--take-local") == ExitCode.DONE

    registry = EnvironmentRegistry(isolated_data_dir)
    assert registry.key_of_folder(ROOT_FOLDER) == test.key  # as the window's "yes" does
    with registry.open_store(test.key) as store:
        assert [store.drafts.get(i).state for i in ids] == [DraftState.SYNCED] * 2
    assert _names_on(sandbox) == ["Deur", "Kozijn"]


def test_a_dry_run_says_per_record_what_would_be_sent_and_sends_and_changes_nothing(
    sandbox: Any,
    isolated_data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    test = _set_up(isolated_data_dir, sandbox, monkeypatch)
    with environment_store(isolated_data_dir, test) as store:
        (deur,) = _queue(store, "Deur")
        photo = isolated_data_dir / "deur.jpg"
        photo.write_bytes(encode_jpeg(two_colour_image(64, 48), quality=70))
        store.attachments.attach_file(deur, photo)
    registry = EnvironmentRegistry(isolated_data_dir).path.read_bytes()
    capsys.readouterr()

    assert _sync(isolated_data_dir, "--dry-run") == ExitCode.DONE

    err = capsys.readouterr().err
    assert "Would sync with Test (" in err
    assert "  - Deur: create, upload deur.jpg\n" in err
    assert "Dry run: 1 records would be sent. Nothing was sent or changed." in err
    assert _names_on(sandbox) == []
    assert EnvironmentRegistry(isolated_data_dir).path.read_bytes() == registry
    with environment_store(isolated_data_dir, test) as store:
        assert store.drafts.get(deur).state is DraftState.QUEUED
        assert store.sync_log.last_id() == 0


def test_a_dry_run_of_the_embedded_sandbox_starts_no_sandbox(
    isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_environment_store(isolated_data_dir, SANDBOX_KEY, "Lokale sandbox") as store:
        _queue(store, "Deur")

    assert _sync(isolated_data_dir, "--sandbox", "--dry-run") == ExitCode.DONE

    assert "  - Deur: create\n" in capsys.readouterr().err
    assert not (isolated_data_dir / "sandbox").exists()


# -- a system proxy ---------------------------------------------------------------------------
def test_the_command_reaches_the_embedded_sandbox_past_a_dead_proxy(
    isolated_data_dir: Path, dead_proxy: str
) -> None:
    with open_environment_store(isolated_data_dir, SANDBOX_KEY, "Lokale sandbox") as store:
        (draft_id,) = _queue(store, "Deur")

    assert _sync(isolated_data_dir, "--sandbox") == ExitCode.DONE

    with open_environment_store(isolated_data_dir, SANDBOX_KEY, "Lokale sandbox") as store:
        assert store.drafts.get(draft_id).state is DraftState.SYNCED
