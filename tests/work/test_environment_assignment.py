"""Where a store of unknown environment belongs, said by the user, as operations over real
stores on real files (a store of the release before bindings whose registry was lost)."""

from __future__ import annotations

from pathlib import Path

from app.api.environments import EnvironmentProfile
from app.store.environments import REGISTRY_FOLDER
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.environments import open_store_in_front
from app.store.kinds import RecordKind
from app.work.changes import NOTHING
from app.work.changes import Changes
from app.work.environment_assignment import Assigned
from app.work.environment_assignment import assign_environment
from app.work.environment_assignment import keep_on_this_computer
from tests.store.test_environment_registry import _release_10_store
from tests.sync.helpers import product_content

ACCEPTANCE = EnvironmentProfile(
    name="Acceptatie", base_url="https://acc.example.nl/api/v1", client_id="reuse-desk"
)
PRODUCTION = EnvironmentProfile(
    name="Productie",
    base_url="https://service.example.nl/api/v1",
    client_id="reuse-desk",
    production=True,
)


def _unknown(data_dir: Path) -> None:
    """The data folder's store of release 10, its registry lost: whose it is, unknown."""
    _release_10_store(data_dir)
    (data_dir / REGISTRY_FOLDER).mkdir()


def test_a_store_assigned_to_an_environment_is_bound_and_indexed(
    isolated_data_dir: Path,
) -> None:
    _unknown(isolated_data_dir)
    registry = EnvironmentRegistry(isolated_data_dir)
    with open_store_in_front(isolated_data_dir) as store:
        assert store.environment_unknown
        outcome = assign_environment(registry, store, PRODUCTION)
        assert outcome.value is Assigned.BOUND
        assert outcome.changes == Changes.everything()
        assert (store.environment_key, store.environment_name) == (PRODUCTION.key, "Productie")
        assert store.environment_production
        # Said once: asked again, it is known now and nothing changes.
        assert assign_environment(registry, store, ACCEPTANCE).value is Assigned.NOT_UNKNOWN
        assert store.environment_key == PRODUCTION.key
    # Its own database says so, and the index finds it there, even rebuilt.
    registry.rebuild()
    assert {p.key: p.folder for p in EnvironmentRegistry(isolated_data_dir).places()} == {
        PRODUCTION.key: ROOT_FOLDER
    }
    with open_environment_store(isolated_data_dir, PRODUCTION.key, "Productie") as production:
        (draft,) = production.drafts.list_drafts()
        assert draft.content["itemDetails"]["name"] == "Deur van release 10"


def test_an_environment_with_a_store_of_its_own_is_not_given_a_second(
    isolated_data_dir: Path,
) -> None:
    _unknown(isolated_data_dir)
    with open_environment_store(
        isolated_data_dir, ACCEPTANCE.key, "Acceptatie", in_front=False
    ) as own:
        own.drafts.create_draft(RecordKind.PRODUCT, product_content("Eigen deur"))
    registry = EnvironmentRegistry(isolated_data_dir)
    with open_store_in_front(isolated_data_dir) as store:
        assert store.environment_unknown
        outcome = assign_environment(registry, store, ACCEPTANCE)
        assert (outcome.value, outcome.changes) == (Assigned.HAS_STORE, NOTHING)
        assert store.reload_binding() is not None
        assert store.environment_unknown  # still unsent
    with open_environment_store(isolated_data_dir, ACCEPTANCE.key, "Acceptatie") as own:
        assert [d.content["itemDetails"]["name"] for d in own.drafts.list_drafts()] == [
            "Eigen deur"
        ]


def test_kept_on_this_computer_new_drafts_make_it_the_local_store(
    isolated_data_dir: Path,
) -> None:
    _unknown(isolated_data_dir)
    with open_store_in_front(isolated_data_dir) as store:
        outcome = keep_on_this_computer(store)
        assert outcome.value is Assigned.LOCAL
        assert store.binding is None  # the local store: its drafts offered when connecting
    with open_store_in_front(isolated_data_dir) as again:
        assert not again.environment_unknown
        assert again.binding is None


def test_kept_on_this_computer_edits_of_a_service_keep_it_unknown(
    isolated_data_dir: Path,
) -> None:
    """An edit of server record 1 is never taken for a draft made before connecting: the
    store stays unsent and unknown, whichever environment connects."""
    _unknown(isolated_data_dir)
    with open_store_in_front(isolated_data_dir) as store:
        store.drafts.create_draft(
            RecordKind.PRODUCT, product_content("Bewerkt"), server_id=1, base_version={}
        )
        outcome = keep_on_this_computer(store)
        assert (outcome.value, outcome.changes) == (Assigned.KEPT_UNKNOWN, NOTHING)
        assert store.environment_unknown
