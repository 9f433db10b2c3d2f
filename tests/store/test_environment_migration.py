"""A data folder written by the release before environments (one database and attachments
folder in the data folder itself) is migrated without loss: every draft, photo and queued
edit lands in the environment the settings last connected to; where that cannot be known,
it stays in the local store for the user to assign."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.api.environments import EnvironmentProfile
from app.settings import UiSettings
from app.settings import save_settings
from app.store.attachments import AttachmentRole
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.environments import open_store_in_front
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from tests.imaging.samples import encode_jpeg
from tests.imaging.samples import two_colour_image
from tests.store.releases import as_release_10
from tests.sync.helpers import product_content

ACCEPTANCE = EnvironmentProfile(
    name="Acceptatie", base_url="https://acc.example.nl/api/v1", client_id="desk"
)
PRODUCTION = EnvironmentProfile(
    name="Productie", base_url="https://Service.Example.nl:443/api/v1/", client_id="desk"
)
SERVER_PRODUCT: dict[str, Any] = {"id": 5, **product_content("Deur op de server")}


def write_release_data_folder(data: Path, tmp_path: Path) -> dict[str, Any]:
    """What the release before environments wrote: the data folder's one store, through
    the store's own API (the same code path), with a new draft and its photo, a queued
    edit of server product 5, a picture added to server product 5 and the cached catalogue."""
    photo = tmp_path / "deur.jpg"
    photo.write_bytes(encode_jpeg(two_colour_image(64, 48), quality=70))
    with Store.open() as store:
        assert store.database.path == data / "reuse-desk.sqlite3"
        new = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Nieuwe deur"))
        picture = store.attachments.attach_file(new.id, photo, AttachmentRole.IMAGE)
        edit = store.drafts.create_draft(
            RecordKind.PRODUCT,
            product_content("Deur, nieuwe naam"),
            server_id=5,
            base_version=SERVER_PRODUCT,
        )
        store.drafts.mark_queued(edit.id)
        store.cache.replace_server_list(RecordKind.PRODUCT, [SERVER_PRODUCT])
        as_release_10(store)  # as that release left it: no binding of its own yet
        return {"new": new.id, "edit": edit.id, "picture": picture.id}


def test_the_release_data_folder_goes_to_the_environment_last_connected(
    isolated_data_dir: Path, tmp_path: Path
) -> None:
    made = write_release_data_folder(isolated_data_dir, tmp_path)
    entries = [p.model_dump(mode="json", exclude={"source"}) for p in (ACCEPTANCE, PRODUCTION)]
    save_settings(UiSettings(environment="Acceptatie", environments=entries))

    with open_store_in_front(isolated_data_dir) as store:
        assert (store.environment_key, store.environment_name) == (ACCEPTANCE.key, "Acceptatie")
        assert store.drafts.get(made["new"]).state is DraftState.DRAFT
        edit = store.drafts.get(made["edit"])
        assert (edit.state, edit.server_id) == (DraftState.QUEUED, "5")
        (picture,) = store.attachments.list_attachments(made["new"])
        assert picture.id == made["picture"]
        assert (store.attachments_dir / picture.path.name).is_file()
        assert store.catalogue.count(RecordKind.PRODUCT) == 2  # the server's and the new draft
    registry = EnvironmentRegistry(isolated_data_dir)
    assert registry.place_of(ACCEPTANCE.key) is not None
    assert registry.place_of(ACCEPTANCE.key).folder == ROOT_FOLDER  # type: ignore[union-attr]
    # Production has a store of its own, empty: nothing of acceptance's is there, not
    # even the thumbnails of server pictures (product 5 there is another product).
    with open_environment_store(isolated_data_dir, PRODUCTION.key, "Productie") as other:
        assert other.drafts.list_drafts() == []
        assert other.catalogue.count(RecordKind.PRODUCT) == 0
        assert other.thumbnails_dir != isolated_data_dir / "server-thumbnails"
    # Once: a later start finds the same, by the same key.
    with open_environment_store(isolated_data_dir, ACCEPTANCE.key, "Acc (hernoemd)") as again:
        assert {d.id for d in again.drafts.list_drafts()} == {made["new"], made["edit"]}


def test_where_the_environment_is_not_known_the_store_stays_local(
    isolated_data_dir: Path, tmp_path: Path
) -> None:
    made = write_release_data_folder(isolated_data_dir, tmp_path)
    save_settings(UiSettings(environment="Weg", environments=[]))  # a profile since removed

    with open_store_in_front(isolated_data_dir) as store:
        assert store.environment_key is None
        assert {d.id for d in store.drafts.list_drafts()} == {made["new"], made["edit"]}
    assert EnvironmentRegistry(isolated_data_dir).places() == []
    # Not taken by the next environment opened headless: it has a store of its own.
    with open_environment_store(isolated_data_dir, PRODUCTION.key, "Productie") as other:
        assert other.drafts.list_drafts() == []


def test_the_key_is_the_normalised_base_address() -> None:
    assert PRODUCTION.key == "https://service.example.nl/api/v1"
    renamed = PRODUCTION.model_copy(update={"name": "Live"})
    assert renamed.key == PRODUCTION.key
    assert ACCEPTANCE.key != PRODUCTION.key
    local = EnvironmentProfile(name="x", base_url="http://127.0.0.1:8080/api/v1", client_id="a")
    # This machine by any of its names is one host (see app/api/environment_keys.py).
    assert local.key == "http://localhost:8080/api/v1"
