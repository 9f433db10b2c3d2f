"""A store whose environment is not known (`Store.environment_unknown`: a store of an earlier
release whose registry was lost) sends nothing until the user says where it belongs. These
are the two answers, as operations: it belongs to an environment (bound to it in its own
database, and indexed), or to none of them: kept on this computer.

Edits of server records in it are never taken for drafts made before connecting: kept on
this computer, a store holding anything of a service stays unknown (unsent, asked again in
the next session); only a store of new drafts alone becomes the local store, whose drafts
are offered to each environment connected, as any drafts made offline are.
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import TYPE_CHECKING

from app.work.changes import NOTHING
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.api.environments import EnvironmentProfile
    from app.store.environments import EnvironmentRegistry
    from app.store.store import Store


class Assigned(enum.Enum):
    BOUND = "bound"  # the store is the environment's now
    HAS_STORE = "has_store"  # that environment has a store here already: nothing changed
    LOCAL = "local"  # the local store now (new drafts only)
    KEPT_UNKNOWN = "kept_unknown"  # it holds edits of a service's records: left unknown
    NOT_UNKNOWN = "not_unknown"  # its environment is known (meanwhile): nothing changed


def folder_of(registry: EnvironmentRegistry, store: Store) -> str | None:
    """`store`'s folder relative to the data folder (`ROOT_FOLDER` for its own); None
    outside it."""
    from app.store.environments import ROOT_FOLDER

    try:
        folder = Path(store.folder).relative_to(registry.data_dir)
    except ValueError:
        return None
    return ROOT_FOLDER if str(folder) == "." else folder.as_posix()


def assign_environment(
    registry: EnvironmentRegistry, store: Store, profile: EnvironmentProfile
) -> Outcome[Assigned]:
    """`store` belongs to `profile`'s environment: bound in its own database first (it
    decides, whatever happens to the index), then indexed. Refused (`HAS_STORE`) when that
    environment has its own store here already: one store per environment."""
    store.reload_binding()  # another process may have said meanwhile
    if not store.environment_unknown:
        return Outcome(Assigned.NOT_UNKNOWN, NOTHING)
    folder = folder_of(registry, store)
    place = registry.place_of(profile.key)
    if place is not None and place.folder != folder and registry.has_store(place.folder):
        return Outcome(Assigned.HAS_STORE, NOTHING)
    store.bind_environment(profile.key, profile.name, production=profile.is_production)
    if folder is not None:
        registry.register_profile(profile, folder=folder, in_front=False)
    return Outcome(Assigned.BOUND, Changes.everything())


def keep_on_this_computer(store: Store) -> Outcome[Assigned]:
    """`store` belongs to none of the environments: it stays here, unsent. New drafts
    alone make it the local store (`LOCAL`); anything of a service keeps it unknown."""
    from app.store.moving import holds_server_records

    store.reload_binding()
    if not store.environment_unknown:
        return Outcome(Assigned.NOT_UNKNOWN, NOTHING)
    if holds_server_records(store):
        return Outcome(Assigned.KEPT_UNKNOWN, NOTHING)
    store.release_environment()
    return Outcome(Assigned.LOCAL, Changes.everything())
