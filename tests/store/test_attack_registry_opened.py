"""Attacks on `register(..., opened=store)`: a store open through a link, or of another
environment, is never bound in the place of the folder's own store."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.store.environments import DATABASE_NAME
from app.store.environments import REGISTRY_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.store import Store

ACC = "https://acc.example.nl/api/v1"
PROD = "https://service.example.nl/api/v1"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="links")
def test_a_store_of_another_environment_reached_through_a_linked_file_is_refused(
    isolated_data_dir: Path,
) -> None:
    """The folder's database file is a link to the store in front, bound to another
    environment: binding through the open store refuses it as opening the folder would."""
    with Store.open(isolated_data_dir / DATABASE_NAME, isolated_data_dir / "attachments") as store:
        store.bind_environment(PROD, "Productie", production=True)
        folder = isolated_data_dir / REGISTRY_FOLDER / "acc"
        folder.mkdir(parents=True)
        (folder / DATABASE_NAME).symlink_to(isolated_data_dir / DATABASE_NAME)
        with pytest.raises(ValueError, match="store of"):
            EnvironmentRegistry(isolated_data_dir).register(
                ACC, "Acceptatie", folder=f"{REGISTRY_FOLDER}/acc", opened=store
            )
        assert store.environment_key == PROD


def test_a_store_open_by_a_path_with_dots_is_the_folders_own(isolated_data_dir: Path) -> None:
    """The same file by another spelling of its path: bound through the open store, whose
    binding is the one the folder's store reads."""
    folder = isolated_data_dir / REGISTRY_FOLDER / "acc"
    folder.mkdir(parents=True)
    spelled = isolated_data_dir / REGISTRY_FOLDER / "acc" / ".." / "acc" / DATABASE_NAME
    with Store.open(spelled, folder / "attachments") as store:
        EnvironmentRegistry(isolated_data_dir).register(
            ACC, "Acceptatie", folder=f"{REGISTRY_FOLDER}/acc", opened=store
        )
        assert store.environment_key == ACC
    with Store.open(folder / DATABASE_NAME, folder / "attachments") as again:
        assert again.environment_key == ACC
