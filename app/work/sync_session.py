"""One sync session, the same for the window, `reuse-desk sync` and the self-test.

A round (`SyncRound`) is the engine's run over an environment's store and, after it, the
cleanup: a synced draft of an archived product is removed (its server record left the
list with the archive, so the draft alone would keep showing it). The window runs its
rounds on the sync thread with a client it keeps; the command and the self-test use
`sync_once`, whose client comes from the one factory (`app.api.http`, through
`ServiceClient`). The profile is chosen in `environment_choice`.

Drafts made before any connection wait in the local store (the data folder's own, while no
environment took it). The window asks at the first connection whether they belong there;
a command names them (`local_drafts`) and takes them only when told (`take_local_drafts`:
the window's "yes"), whatever ran in the data folder before.
"""

from __future__ import annotations

from collections.abc import Awaitable
from collections.abc import Callable
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from app.api.client import ServiceClient
from app.api.environments import EnvironmentProfile
from app.api.secrets import SecretStore
from app.imaging.settings import PhotoSettings
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.environments import open_store_in_front
from app.store.kinds import RecordKind
from app.store.moving import holds_server_records
from app.store.moving import movable_ids
from app.store.moving import move_drafts
from app.store.store import Store
from app.sync.engine import DEFAULT_LOCK_WAIT
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.outbox import RecordWork
from app.sync.progress import SyncProgress
from app.sync.service import ClientGateway
from app.work.changes import Changes
from app.work.changes import Outcome

Connect = Callable[[], Awaitable[ClientGateway]]
Watch = Callable[[SyncProgress], None]


def remove_synced_archived(store: Store) -> list[str]:
    """Remove the synced drafts of archived products; their ids."""
    removed = store.drafts.synced_archived(RecordKind.PRODUCT)
    for draft_id in removed:
        store.drafts.delete_draft(draft_id)
    return removed


class SyncRound:
    """One run of the engine over `store` and the cleanup after it. `engine` is there to be
    steered (paused, resumed) and watched while the round runs."""

    def __init__(
        self,
        store: Store,
        connect: Connect,
        *,
        photos: PhotoSettings | None = None,
        lock_wait: float = DEFAULT_LOCK_WAIT,
    ):
        self.store = store
        self.engine = SyncEngine(store, connect, photo_settings=photos, lock_wait=lock_wait)

    async def run(self) -> Outcome[SyncReport]:
        report = await self.engine.run_once()
        removed = remove_synced_archived(self.store)
        # Drafts are keyed by id; a record with only attachment changes by "kind:server id".
        drafts = {key for key in report.outcomes if ":" not in key} | set(removed)
        changes = Changes(
            kinds=frozenset(RecordKind),
            drafts=frozenset(drafts),
            server_rows=True,  # the run read the server's lists into the offline catalogue
            outbox=True,
        )
        return Outcome(report, changes)


async def sync_once(
    store: Store,
    profile: EnvironmentProfile,
    secrets: SecretStore,
    *,
    photos: PhotoSettings | None = None,
    watch: Iterable[Watch] = (),
    lock_wait: float = DEFAULT_LOCK_WAIT,
) -> Outcome[SyncReport]:
    """A round over `store` with a client of its own for `profile`, closed after it; it
    waits up to `lock_wait` seconds for another sync of the store to end (`SyncRunning`)."""
    async with ServiceClient(profile, secrets) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        sync_round = SyncRound(store, connect, photos=photos, lock_wait=lock_wait)
        for listener in watch:
            sync_round.engine.progress.subscribe(listener)
        return await sync_round.run()


def environment_store(data_dir: Path, profile: EnvironmentProfile) -> Store:
    """`profile`'s environment's own store (nothing of another environment goes along),
    made on first use, without making it the one the window opens next."""
    return open_environment_store(
        data_dir, profile.key, profile.name, production=profile.is_production, in_front=False
    )


def kept_store(data_dir: Path, profile: EnvironmentProfile) -> Store | None:
    """`profile`'s environment's store if this data folder has one; nothing is made or
    registered (a dry run)."""
    registry = _settled(data_dir)
    place = registry.place_of(profile.key)
    if place is None or not registry.has_store(place.folder):
        return None
    return registry.open_store(profile.key)


# -- drafts made before any connection ----------------------------------------------------
@dataclass(frozen=True)
class LocalDrafts:
    """The drafts of the local store that taking would take (new, nothing of them sent), by
    title, oldest first; none when an environment took the local store."""

    titles: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.titles)


def _settled(data_dir: Path) -> EnvironmentRegistry:
    """The data folder's registry, its one migration run first (as any start runs it)."""
    registry = EnvironmentRegistry(data_dir)
    if not registry.exists:
        open_store_in_front(data_dir).close()
    return registry


def _is_local(registry: EnvironmentRegistry) -> bool:
    return registry.key_of_folder(ROOT_FOLDER) is None and registry.has_store(ROOT_FOLDER)


def local_drafts(data_dir: Path) -> LocalDrafts:
    """The drafts made before any connection that wait in the local store."""
    registry = _settled(data_dir)
    if not _is_local(registry):
        return LocalDrafts()
    with registry.open_store(None) as local:
        if local.binding is not None:  # bound, or of an environment not known: not local
            return LocalDrafts()
        drafts = [local.drafts.get(draft_id) for draft_id in movable_ids(local)]
        return LocalDrafts(tuple(RecordWork(d.kind, d, None).label for d in drafts))


def take_local_drafts(data_dir: Path, profile: EnvironmentProfile) -> Outcome[int]:
    """The local store's drafts given to `profile`'s environment, as the window does when
    told they belong there: an environment without a store of its own takes the local
    store as it is, another gets its new drafts moved (exactly once, `app.store.moving`).
    How many drafts went; the window's next start is left as it was."""
    registry = _settled(data_dir)
    if not _is_local(registry):
        return Outcome(0)
    with registry.open_store(None) as local:
        if local.binding is not None:  # bound, or of an environment not known: not local
            return Outcome(0)
        count = len(movable_ids(local))
        # Holding anything of a service (an edit of a server record), it is never taken
        # whole: only its new drafts move.
        whole = not holds_server_records(local)
    place = registry.place_of(profile.key)
    if whole and (place is None or not registry.has_store(place.folder)):
        registry.register_profile(profile, folder=ROOT_FOLDER, in_front=False)
        return Outcome(count, Changes.everything())
    with registry.open_store(None) as local, registry.open_store(profile.key) as target:
        moved = move_drafts(local, target, movable_ids(local)).moved
    return Outcome(len(moved), Changes.of_drafts(frozenset(RecordKind), moved))
