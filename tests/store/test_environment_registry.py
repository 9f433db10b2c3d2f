"""The registry of environments is an index of the stores, which know their own environment:
written under a lock by processes at once it loses nothing; lost or cut short it is rebuilt
from the stores, never guessed; a folder outside the data folder, a link out, or a folder
two keys name is never opened, written or deleted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.store.environments import DATABASE_NAME
from app.store.environments import REGISTRY_FOLDER
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.environments import open_store_in_front
from app.store.kinds import RecordKind
from app.store.store import Store
from tests.store.releases import as_release_10
from tests.sync.helpers import product_content

PROJECT_ROOT = Path(__file__).resolve().parents[2]
ACC = "https://acc.example.nl/api/v1"
PROD = "https://service.example.nl/api/v1"

_REGISTERING = """
import sys
from pathlib import Path
from app.store.environments import EnvironmentRegistry

registry = EnvironmentRegistry(Path(sys.argv[1]))
for n in range(int(sys.argv[3])):
    registry.register(f"https://{sys.argv[2]}-{n}.example/api/v1", f"{sys.argv[2]} {n}")
"""


def test_two_processes_registering_at_once_keep_every_environment(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    children = [
        subprocess.Popen(
            [sys.executable, "-c", _REGISTERING, str(tmp_path), side, "300"],
            cwd=PROJECT_ROOT,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        for side in ("window", "command")
    ]
    for child in children:
        _, err = child.communicate(timeout=240)
        assert child.returncode == 0, err[-2000:]
    places = EnvironmentRegistry(tmp_path).places()
    assert len(places) == 600
    assert len({p.folder for p in places}) == 600
    # Nothing left behind by the writes: one registry, its lock, no temporary files.
    assert sorted(p.name for p in (tmp_path / REGISTRY_FOLDER).iterdir()) == [
        "registry.json",
        "registry.json.lock",
    ]


def _production_edit_in_the_data_folders_own_store(data: Path) -> str:
    """The data folder's own store, adopted by production, holding a queued edit of
    production's product 1 (as the window leaves it)."""
    with Store.open(data / DATABASE_NAME, data / "attachments") as store:
        edit = store.drafts.create_draft(
            RecordKind.PRODUCT, product_content("Deur, productie"), server_id=1
        )
        store.drafts.mark_queued(edit.id)
    EnvironmentRegistry(data).register(PROD, "Productie", production=True, folder=ROOT_FOLDER)
    return edit.id


@pytest.mark.parametrize("damage", ["truncated", "emptied", "deleted", "not json"])
def test_a_registry_cut_short_is_rebuilt_from_the_stores_bindings(
    isolated_data_dir: Path, damage: str
) -> None:
    edit = _production_edit_in_the_data_folders_own_store(isolated_data_dir)
    with open_environment_store(isolated_data_dir, ACC, "Acceptatie") as acceptance:
        acceptance.drafts.create_draft(RecordKind.PRODUCT, product_content("Raam op acc"))
    registry = EnvironmentRegistry(isolated_data_dir)
    text = registry.path.read_text(encoding="utf-8")
    if damage == "deleted":
        registry.path.unlink()
    else:
        written = {"truncated": text[: len(text) // 2], "emptied": "", "not json": "{]"}[damage]
        registry.path.write_text(written, encoding="utf-8")

    with open_store_in_front(isolated_data_dir) as store:
        # The data folder's own store is production's, as it says itself: no local store
        # whose drafts the next connection could be offered.
        assert (store.environment_key, store.environment_name) == (PROD, "Productie")
        assert store.environment_production
        assert store.drafts.get(edit).server_id == "1"
    places = {p.key: p.folder for p in registry.places()}
    assert places[PROD] == ROOT_FOLDER
    assert places[ACC].startswith(f"{REGISTRY_FOLDER}/")
    with open_environment_store(isolated_data_dir, ACC, "Acceptatie") as acceptance:
        assert [d.server_id for d in acceptance.drafts.list_drafts()] == [None]
    if damage != "deleted":  # the damaged file is kept for support
        assert registry.path.with_name("registry.json.unusable").is_file()


def _write_registry(data: Path, entries: list[dict[str, object]], *, version: int = 2) -> None:
    folder = data / REGISTRY_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    content = {"version": version, "last": None, "environments": entries}
    (folder / "registry.json").write_text(json.dumps(content), encoding="utf-8")


def _foreign_store(path: Path) -> Path:
    """A store outside the data folder, with a file of the user's beside it."""
    with Store.open(path / DATABASE_NAME, path / "attachments") as store:
        store.drafts.create_draft(RecordKind.PRODUCT, product_content("Niet van Reuse Desk"))
    (path / "belangrijk.txt").write_text("van de gebruiker", encoding="utf-8")
    return path


def _tree(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*") if "-wal" not in p.name)


@pytest.mark.parametrize("version", [1, 2], ids=["earlier-release", "this-release"])
@pytest.mark.parametrize("form", ["dot-dot", "absolute", "link-out"])
def test_a_folder_outside_the_data_folder_is_never_opened_or_deleted(
    tmp_path: Path, form: str, version: int
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    outside = _foreign_store(tmp_path / "x")
    before = _tree(outside)
    folder = {"dot-dot": "../x", "absolute": str(outside), "link-out": "environments/link"}[form]
    if form == "link-out":
        (data / REGISTRY_FOLDER).mkdir()
        (data / REGISTRY_FOLDER / "link").symlink_to(outside, target_is_directory=True)
    entry = {"key": ACC, "name": "Acceptatie", "folder": folder, "production": False}
    _write_registry(data, [entry], version=version)
    registry = EnvironmentRegistry(data)

    with open_environment_store(data, ACC, "Acceptatie") as store:
        assert store.drafts.list_drafts() == []  # a store of its own, in the data folder
        assert Path(store.database.path).resolve().is_relative_to(data.resolve())
        assert not Path(store.database.path).parent.is_symlink()
    assert all(p.folder != folder for p in registry.places())
    assert registry.remove_folder(folder) is False
    assert _tree(outside) == before
    assert (outside / "belangrijk.txt").read_text(encoding="utf-8") == "van de gebruiker"


def test_two_keys_naming_one_folder_open_neither_as_the_other(isolated_data_dir: Path) -> None:
    with open_environment_store(isolated_data_dir, PROD, "Productie", production=True) as prod:
        prod.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"), server_id=1)
        folder = Path(prod.database.path).parent.relative_to(isolated_data_dir).as_posix()
    # Hand-edited, or written by two programs at once: acceptance names production's folder.
    _write_registry(
        isolated_data_dir,
        [
            {"key": PROD, "name": "Productie", "folder": folder, "production": True},
            {"key": ACC, "name": "Acceptatie", "folder": folder, "production": False},
        ],
    )
    with open_environment_store(isolated_data_dir, ACC, "Acceptatie") as acceptance:
        assert acceptance.environment_key == ACC
        assert acceptance.drafts.list_drafts() == []
        assert Path(acceptance.database.path).parent != isolated_data_dir / folder
    with open_environment_store(isolated_data_dir, PROD, "Productie") as prod:
        assert prod.environment_key == PROD
        assert [d.server_id for d in prod.drafts.list_drafts()] == ["1"]
    places = EnvironmentRegistry(isolated_data_dir).places()
    assert len({p.folder for p in places}) == len(places) == 2


def test_a_store_whose_binding_contradicts_the_registry_is_opened_as_its_own_only(
    isolated_data_dir: Path,
) -> None:
    with open_environment_store(isolated_data_dir, PROD, "Productie", production=True) as prod:
        edit = prod.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"), server_id=1)
        folder = Path(prod.database.path).parent.relative_to(isolated_data_dir).as_posix()
    _write_registry(
        isolated_data_dir, [{"key": ACC, "name": "Acceptatie", "folder": folder}]
    )  # the registry says production's store is acceptance's
    with open_environment_store(isolated_data_dir, ACC, "Acceptatie") as acceptance:
        assert acceptance.drafts.find(edit.id) is None
    with open_environment_store(isolated_data_dir, PROD, "Productie") as prod:
        assert prod.drafts.get(edit.id).server_id == "1"


def test_removing_a_folder_keeps_to_stores_of_the_environment_named(
    isolated_data_dir: Path,
) -> None:
    registry = EnvironmentRegistry(isolated_data_dir)
    with open_environment_store(isolated_data_dir, PROD, "Productie") as prod:
        folder = Path(prod.database.path).parent.relative_to(isolated_data_dir).as_posix()
    assert registry.remove_folder(folder) is False  # production still names it
    registry.forget(PROD)
    assert registry.remove_folder(folder, key=ACC) is False  # production's, not acceptance's
    assert (isolated_data_dir / folder / DATABASE_NAME).is_file()
    assert registry.remove_folder(folder, key=PROD) is True
    assert not (isolated_data_dir / folder).exists()


def test_a_store_of_the_release_before_bindings_takes_its_binding_from_the_registry_once(
    isolated_data_dir: Path,
) -> None:
    """What release 10 left: stores without a binding, and a registry (version 1) that
    said whose each folder was. Opened by this release, each store is bound as it said;
    the registry lost after that is rebuilt from the stores alone."""
    folder = f"{REGISTRY_FOLDER}/acc-example-nl-api-v1-0123456789"
    _release_10_store(isolated_data_dir / folder)
    _release_10_store(isolated_data_dir)
    _write_registry(
        isolated_data_dir,
        [
            {"key": ACC, "name": "Acceptatie", "folder": folder, "production": False},
            # Written by release 10 with the reading of its day: the host in capitals.
            {"key": "https://SERVICE.example.nl/api/v1", "name": "Productie", "folder": ""},
        ],
        version=1,
    )
    registry = EnvironmentRegistry(isolated_data_dir)
    assert {p.key: p.folder for p in registry.places()} == {ACC: folder, PROD: ROOT_FOLDER}
    registry.path.unlink()  # lost after the upgrade: every store says whose it is
    assert {p.key: p.folder for p in registry.places()} == {ACC: folder, PROD: ROOT_FOLDER}
    with registry.open_store(PROD) as prod:
        assert (prod.environment_key, prod.environment_name) == (PROD, "Productie")
        (draft,) = prod.drafts.list_drafts()
        assert draft.content["itemDetails"]["name"] == "Deur van release 10"


def test_a_store_of_the_release_before_bindings_without_its_registry_sends_to_no_one(
    isolated_data_dir: Path,
) -> None:
    """Its registry lost before this release ever read it: which environment the data
    folder's own store belongs to cannot be known. It is not the local store (whose
    drafts the next connection would be offered), and no environment opens it."""
    _release_10_store(isolated_data_dir)
    (isolated_data_dir / REGISTRY_FOLDER).mkdir()  # the registry's folder, the file gone
    with open_store_in_front(isolated_data_dir) as store:
        assert store.environment_unknown
        assert store.environment_key is None
    with open_environment_store(isolated_data_dir, ACC, "Acceptatie") as acceptance:
        assert acceptance.drafts.list_drafts() == []


def _release_10_store(folder: Path) -> None:
    """A store as release 10 left it: schema 10, so no binding of its own."""
    import sqlite3

    from app.store.migrations import migrate

    folder.mkdir(parents=True, exist_ok=True)
    with Store.open(folder / DATABASE_NAME, folder / "attachments") as store:
        store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur van release 10"))
        as_release_10(store)
    conn = sqlite3.connect(folder / DATABASE_NAME, isolation_level=None)
    try:
        assert migrate(conn, target=10) == 10
    finally:
        conn.close()


def test_a_lost_environments_folder_is_not_taken_for_a_release_before_environments(
    isolated_data_dir: Path,
) -> None:
    """The data folder's own store, adopted by production; then the whole `environments`
    folder is lost. The settings say acceptance was last connected: the store is still
    production's, as it says itself (never migrated to acceptance)."""
    import shutil

    from app.settings import UiSettings
    from app.settings import save_settings

    edit = _production_edit_in_the_data_folders_own_store(isolated_data_dir)
    acceptance = {"name": "Acceptatie", "base_url": ACC, "client_id": "desk"}
    save_settings(UiSettings(environment="Acceptatie", environments=[acceptance]))
    shutil.rmtree(isolated_data_dir / REGISTRY_FOLDER)
    with open_store_in_front(isolated_data_dir) as store:
        assert store.environment_key == PROD
        assert store.drafts.get(edit).server_id == "1"
    assert {p.key: p.folder for p in EnvironmentRegistry(isolated_data_dir).places()} == {
        PROD: ROOT_FOLDER
    }


_READ_PLACES = """
import sys
from pathlib import Path
from app.store.environments import EnvironmentRegistry
print(len(EnvironmentRegistry(Path(sys.argv[1])).places()))
"""


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero"])
def test_a_registry_that_is_no_file_is_rebuilt_never_read_forever(
    tmp_path: Path, kind: str
) -> None:
    """A registry that is a FIFO (no writer: reading it waits for ever) or a link to an
    endless device: the program starts, with the index rebuilt from the stores."""
    data = tmp_path / "data"
    registry = EnvironmentRegistry(data)
    registry.register("https://acc.example/api/v1", "Acceptatie")
    registry.open_store("https://acc.example/api/v1").close()
    registry.path.unlink()
    if kind == "fifo":
        os.mkfifo(registry.path)
    else:
        registry.path.symlink_to("/dev/zero")
    root = Path(__file__).resolve().parents[2]
    child = subprocess.run(
        [sys.executable, "-c", _READ_PLACES, str(data)],
        cwd=root,
        env=dict(os.environ, PYTHONPATH=str(root)),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert child.returncode == 0, child.stderr.decode()[-2000:]
    assert child.stdout.decode().split() == ["1"]


def test_the_store_adopted_is_bound_through_itself_not_opened_again(
    isolated_data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window adopts the store it has open: the registry binds it through that store
    (a second open of it took the window's thread 20 ms); a store open elsewhere is not
    taken for the folder's."""
    from app.store import registry as registry_module

    opened_again: list[Path] = []
    real_open = registry_module.open_folder

    def counting(folder: Path) -> Store:
        opened_again.append(folder)
        return real_open(folder)

    monkeypatch.setattr(registry_module, "open_folder", counting)
    with Store.open(isolated_data_dir / DATABASE_NAME, isolated_data_dir / "attachments") as store:
        EnvironmentRegistry(isolated_data_dir).register(
            PROD, "Productie", production=True, folder=ROOT_FOLDER, opened=store
        )
        assert opened_again == []
        assert (store.environment_key, store.environment_production) == (PROD, True)
    with Store.open(isolated_data_dir / "elsewhere.sqlite3", isolated_data_dir / "a2") as other:
        place = EnvironmentRegistry(isolated_data_dir).register(
            ACC, "Acceptatie", opened=other, folder=f"{REGISTRY_FOLDER}/acc"
        )
        assert opened_again == [isolated_data_dir / REGISTRY_FOLDER / "acc"]
        assert other.environment_key is None  # not the folder's store: left alone
    with Store.open(
        isolated_data_dir / REGISTRY_FOLDER / "acc" / DATABASE_NAME, isolated_data_dir / "a3"
    ) as acceptance:
        assert acceptance.environment_key == ACC
        assert place.folder == f"{REGISTRY_FOLDER}/acc"
