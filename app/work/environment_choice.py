"""Which environment a session works with, chosen in one place for the window, `reuse-desk
sync`, `import` and `report`: the one named (`--env`), else the one the settings last
connected to; the embedded sandbox when it runs and no name is given.

What cannot be chosen is said as a code (`environment.unknown`, `environment.not_chosen`,
with the names known), worded by whoever shows it. A command opens an environment's store
without making it the one the window opens next (`in_front=False`).
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from app import paths
from app.api.environments import EnvironmentProfile
from app.api.environments import load_profiles
from app.api.notices import Notice
from app.settings import UiSettings
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.environments import open_store_in_front
from app.store.store import Store


class NamedEnvironment(NamedTuple):
    key: str
    name: str
    production: bool


def known_profiles(
    settings: UiSettings,
    sandbox: EnvironmentProfile | None = None,
    *,
    skipped: list[Notice] | None = None,
) -> list[EnvironmentProfile]:
    """The profiles set up in the window and shipped as presets; the embedded sandbox's last,
    while it runs. Those that cannot be used are left out, and said in `skipped`."""
    known = load_profiles(settings.environments, paths.presets_path(), skipped=skipped)
    return [*known, sandbox] if sandbox is not None else known


def not_known(name: str | None, known: Iterable[str]) -> Notice:
    """No environment of that name (or, for None, none named and none to take by itself)."""
    names = ", ".join(dict.fromkeys(known))
    if not names:
        return Notice("environment.none_set_up", {"name": name or ""})
    if name is None:
        return Notice("environment.not_chosen", {"known": names})
    return Notice("environment.unknown", {"name": name, "known": names})


def choose_profile(
    profiles: Sequence[EnvironmentProfile],
    wanted: str | None,
    *,
    remembered: str | None,
    sandbox: EnvironmentProfile | None = None,
    only_one: bool = False,
) -> EnvironmentProfile | Notice:
    """The profile named `wanted`, else the embedded `sandbox` (when it runs), else the one
    `remembered` (last connected to); with `only_one`, a single profile set up is taken
    when none is named (a command on a machine with one environment)."""
    if not wanted and sandbox is not None:
        return sandbox
    name = wanted or remembered
    found = next((p for p in profiles if p.name == name), None)
    if found is None and name is None and only_one and len(profiles) == 1:
        found = profiles[0]
    return found if found is not None else not_known(name, [p.name for p in profiles])


def environment_named(
    data_dir: Path, profiles: Sequence[EnvironmentProfile], name: str
) -> NamedEnvironment | Notice:
    """The environment the user calls `name`, for a command that needs its store only: a
    profile's, else one this data folder has a store of (the embedded sandbox's, say)."""
    profile = next((p for p in profiles if p.name == name), None)
    if profile is not None:
        return NamedEnvironment(profile.key, profile.name, profile.is_production)
    places = EnvironmentRegistry(data_dir).places()
    place = next((p for p in places if p.name == name), None)
    if place is not None:
        return NamedEnvironment(place.key, place.name, place.production)
    return not_known(name, [*(p.name for p in profiles), *(p.name for p in places)])


def command_store(data_dir: Path, settings: UiSettings, env_name: str | None) -> Store | Notice:
    """The store a command works on: the environment named, else the one last in front
    (else the local store). The window's next start is left as it was. Raises StoreError."""
    if env_name is None:
        return open_store_in_front(data_dir)
    found = environment_named(data_dir, known_profiles(settings), env_name)
    if isinstance(found, Notice):
        return found
    return open_environment_store(
        data_dir, found.key, found.name, production=found.production, in_front=False
    )
