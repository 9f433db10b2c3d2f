"""The store's parts: each made on first use, over the store's own database (and its
attachments folder, for the parts that keep files), and the same part from then on."""

from __future__ import annotations

from pathlib import Path

from app.api.environments import EnvironmentProfile
from app.store import Store
from app.store.catalogue import Catalogue
from app.store.drafts import DraftStore
from app.store.environments import EnvironmentRegistry


def test_a_part_is_made_on_first_use_and_kept(store: Store) -> None:
    assert "catalogue" not in vars(store)
    catalogue = store.catalogue
    assert isinstance(catalogue, Catalogue)
    assert store.catalogue is catalogue
    assert vars(store)["catalogue"] is catalogue


def test_each_store_has_its_own_parts_over_its_own_files(store: Store, tmp_path: Path) -> None:
    other = Store.open(tmp_path / "other.sqlite3", tmp_path / "other-attachments")
    try:
        assert isinstance(store.drafts, DraftStore)
        assert other.drafts is not store.drafts
        assert other.drafts._db is other.database
        assert other.drafts._attachments_dir == other.attachments_dir
        assert other.sync_log._db is other.database
    finally:
        other.close()


def test_a_profile_is_registered_by_its_key_and_name_now(tmp_path: Path) -> None:
    registry = EnvironmentRegistry(tmp_path)
    profile = EnvironmentProfile(
        name="Acceptatie", base_url="https://acc.example.org/api/v1", client_id="desk"
    )
    place = registry.register_profile(profile, in_front=False)
    assert (place.key, place.name, place.production) == (
        profile.key,
        "Acceptatie",
        profile.is_production,
    )
    assert registry.place_of(profile.key) == place
