"""The sync controller and the menus' handlers against fakes of what they ask for (their
small protocols: `SyncHost`, `DialogsHost`, `ResetHost`, `MoveHost`), not the whole window:
a fake session, a fake store of counts, a fake engine port in place of the sync thread.

The engine port is the controller's `worker` (`SyncThread`'s `sync`, `steer`, `loop`,
`settled`, `stop`): the fake holds each round at a gate the test opens.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.environments import EnvironmentProfile
from app.api.environments import sandbox_profile
from app.api.secrets import MemorySecretStore
from app.settings import UiSettings
from app.store.errors import SyncRunning
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import RecordOutcome
from app.sync.engine import SyncReport
from app.ui import i18n
from app.ui.change_hub import ChangeHub
from app.ui.desk_dialogs import DeskDialogs
from app.ui.main_window import MainWindow
from app.ui.sync_controller import SyncController
from app.ui.sync_status import SyncStatus
from app.work.changes import Changes
from app.work.changes import Outcome

PROFILE = sandbox_profile("http://127.0.0.1:9/api/v1")


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


# -- fakes -------------------------------------------------------------------------------
class FakeDrafts:
    def __init__(self) -> None:
        self.counts = dict.fromkeys(DraftState, 0)

    def count_by_state(self, kind: Any = None) -> dict[DraftState, int]:
        return dict(self.counts)


class FakeAttachments:
    def __init__(self) -> None:
        self.held = 0

    def count_held(self, *, without_draft: bool = False) -> int:
        return self.held


class FakeStore:
    """What the controller reads of a store: where it belongs and its outbox's counts."""

    def __init__(self, name: str = "Acceptatie", key: str = "https://acc.example.nl") -> None:
        self.drafts = FakeDrafts()
        self.attachments = FakeAttachments()
        self.environment_name = name
        self.environment_key = key
        self.environment_production = False


class FakeWorker:
    """The engine port: each round waits at `gate`, then answers `outcome`."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.gate = asyncio.Event()
        self.rounds = 0
        self.steered: list[bool] = []
        self.outcome = Outcome(SyncReport(), Changes(outbox=True))
        self.failure: Exception | None = None

    def loop(self) -> asyncio.AbstractEventLoop:
        return asyncio.get_event_loop()

    async def sync(self, *_args: Any) -> Outcome[SyncReport]:
        self.rounds += 1
        await self.gate.wait()
        if self.failure is not None:
            raise self.failure
        return self.outcome

    def steer(self, *, paused: bool) -> None:
        self.steered.append(paused)

    async def settled(self) -> None:
        return None

    async def stop(self) -> bool:
        return True


class FakeSwitch:
    def __init__(self) -> None:
        self.brought: list[str] = []

    def is_in_front(self, profile: EnvironmentProfile) -> bool:
        return True

    def bring_to_front(self, profile: EnvironmentProfile, connect: Callable[..., None]) -> None:
        self.brought.append(profile.name)
        connect(profile)


@dataclass
class FakeSession:
    """A `SyncHost`: the window (a real, empty one), settings, hub and the rest."""

    window: MainWindow
    settings: UiSettings = field(default_factory=lambda: UiSettings(auto_sync=False))
    hub: ChangeHub = field(default_factory=ChangeHub)
    sync_status: SyncStatus = field(default_factory=SyncStatus)
    environments: FakeSwitch = field(default_factory=FakeSwitch)
    is_shut_down: bool = False
    flushed: int = 0
    refreshed: int = 0

    def flush_tabs(self) -> None:
        self.flushed += 1

    def refresh_views(self) -> None:
        self.refreshed += 1


class FakeClient:
    def __init__(self, profile: EnvironmentProfile) -> None:
        self.profile = profile

    async def aclose(self) -> None:
        return None


@pytest.fixture
def parts(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop
) -> Iterator[tuple[SyncController, FakeSession, FakeStore, FakeWorker]]:
    window = MainWindow()
    qtbot.addWidget(window)
    session = FakeSession(window)
    store = FakeStore()
    controller = SyncController(session, store, MemorySecretStore(), None)  # type: ignore[arg-type]
    worker = FakeWorker(store)
    controller.worker = worker  # type: ignore[assignment]
    # Connected, without a probe: the fake client makes no request.
    controller.client = FakeClient(PROFILE)  # type: ignore[assignment]
    controller.profile = PROFILE
    controller.online = True
    yield controller, session, store, worker
    worker.gate.set()
    if controller.syncing is not None:
        qtbot.waitUntil(controller.syncing.done)


def _ended(qtbot: QtBot, controller: SyncController, session: FakeSession) -> None:
    assert controller.syncing is not None
    qtbot.waitUntil(controller.syncing.done)
    qtbot.waitUntil(session.window.sync_action.isEnabled)


# -- the controller ---------------------------------------------------------------------
def test_the_status_bar_shows_the_stores_place_and_counts(parts: Any) -> None:
    controller, session, store, _worker = parts
    store.drafts.counts.update(
        {
            DraftState.QUEUED: 2,
            DraftState.SYNCING: 1,
            DraftState.NEEDS_ATTENTION: 1,
            DraftState.CONFLICT: 1,
            DraftState.DRAFT: 7,
        }
    )
    controller.update_status()
    status = session.window.status
    assert status.outbox == (3, 2)
    assert status.outbox_label.text() == "3 queued · 2 failed"
    assert status.environment_label.text() == "Acceptatie"
    assert status.online_label.text() == "Online"
    # Read from the store each time, never a count of its own.
    store.drafts.counts = dict.fromkeys(DraftState, 0)
    controller.update_status()
    assert status.outbox == (0, 0)
    # Uploads held (they wait for the user) are counted with the others, from the store.
    store.attachments.held = 2
    controller.update_status()
    assert status.held == 2
    assert status.outbox_label.text() == "0 queued · 0 failed · 2 uploads held"
    assert "again" in status.outbox_label.toolTip()
    store.attachments.held = 0
    controller.update_status()
    assert status.outbox_label.text() == "0 queued · 0 failed"
    assert status.outbox_label.toolTip() == ""


def test_one_round_at_a_time_and_one_asked_for_meanwhile_follows(qtbot: QtBot, parts: Any) -> None:
    controller, session, store, worker = parts
    store.drafts.counts[DraftState.QUEUED] = 1
    first = controller.sync_now()
    assert first is not None
    assert session.flushed == 1  # what was typed goes with it
    assert not session.window.sync_action.isEnabled()
    assert session.window.cancel_sync_action.isEnabled()
    assert controller.sync_now() is first  # the same round, a follow-up asked for
    qtbot.waitUntil(lambda: worker.rounds == 1)
    worker.gate.set()
    # The round published its changes on the hub, said its end, and the follow-up ran
    # (work still waits in the store).
    qtbot.waitUntil(lambda: worker.rounds == 2)
    assert controller.syncing is not first
    _ended(qtbot, controller, session)


def test_a_rounds_changes_are_published_once_and_its_sentence_is_the_stores(
    qtbot: QtBot, parts: Any
) -> None:
    controller, session, store, worker = parts
    published: list[Changes] = []
    session.hub.changed.connect(lambda changes, _by: published.append(changes))
    # The report sent one; the store still holds two queued (one came back for a retry).
    worker.outcome = Outcome(SyncReport({"a": RecordOutcome.DONE}), Changes(outbox=True))
    store.drafts.counts[DraftState.QUEUED] = 2
    worker.gate.set()
    controller.sync_now()
    _ended(qtbot, controller, session)
    assert published == [Changes(outbox=True)]
    assert session.window.status.message_label.text() == (
        "Synced, but 2 changes still wait to be sent."
    )
    store.drafts.counts[DraftState.QUEUED] = 0
    controller.sync_now()
    _ended(qtbot, controller, session)
    assert session.window.status.message_label.text() == "Synced: 1 change sent."


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Another sync of this data is running (a scheduled reuse-desk sync, perhaps)."),
        ("nl", "Er loopt al een andere synchronisatie van deze gegevens"),
    ],
)
def test_a_round_that_finds_another_sync_running_says_so_in_the_users_words(
    qtbot: QtBot, parts: Any, language: str, said: str
) -> None:
    controller, session, store, worker = parts
    i18n.install_language(language)
    # A scheduled `reuse-desk sync` holds the store's sync lock past the round's wait.
    worker.failure = SyncRunning("another sync holds the lock")
    store.drafts.counts[DraftState.QUEUED] = 1
    worker.gate.set()
    controller.sync_now()
    _ended(qtbot, controller, session)
    assert session.window.status.message_label.text().startswith(said)


def test_work_offline_holds_the_round_and_starts_none(qtbot: QtBot, parts: Any) -> None:
    controller, session, _store, worker = parts
    controller.sync_now()
    qtbot.waitUntil(lambda: worker.rounds == 1)
    controller.set_offline(True)
    assert worker.steered[-1] is True  # the engine holds at once
    assert session.window.status.online_label.text() == "Offline"
    assert not session.sync_status.online
    # Paused and resumed meanwhile: still held while offline.
    controller.pause()
    controller.resume()
    assert worker.steered[-1] is True
    # Offline, "Sync now" starts nothing and says why.
    assert controller.syncing is not None
    running = controller.syncing
    controller.set_offline(False)
    assert worker.steered[-1] is False  # the same round goes on
    assert controller.syncing is running
    worker.gate.set()
    _ended(qtbot, controller, session)
    controller.set_offline(True)
    assert controller.sync_now() is None
    assert "Working offline" in session.window.status.message_label.text()
    assert worker.rounds == 1


def test_pause_and_resume_steer_the_engine_and_the_menu(qtbot: QtBot, parts: Any) -> None:
    controller, session, _store, worker = parts
    window = session.window
    controller.sync_now()
    qtbot.waitUntil(lambda: worker.rounds == 1)
    assert window.pause_sync_action.isEnabled()
    controller.pause()
    assert worker.steered[-1] is True
    assert session.sync_status.paused
    assert window.resume_sync_action.isEnabled()
    assert not window.pause_sync_action.isEnabled()
    assert window.status.paused_label.isVisibleTo(window)
    controller.resume()
    assert worker.steered[-1] is False
    assert not session.sync_status.paused
    worker.gate.set()
    _ended(qtbot, controller, session)


def test_connecting_goes_through_the_switch_and_remembers_the_environment(
    qtbot: QtBot, parts: Any
) -> None:
    controller, session, _store, worker = parts
    acceptance = EnvironmentProfile(
        name="Acceptatie", base_url="https://acc.example.nl/api/v1", client_id="reuse-desk"
    )
    worker.gate.set()
    controller.connect_to(acceptance)
    assert session.environments.brought == ["Acceptatie"]
    assert controller.profile == acceptance
    assert session.settings.environment == "Acceptatie"
    qtbot.waitUntil(lambda: worker.rounds == 1)  # connecting starts a round
    _ended(qtbot, controller, session)
    if controller.http is not None:
        run_close = asyncio.ensure_future(controller.shutdown())
        qtbot.waitUntil(run_close.done)


# -- the menus' handlers ----------------------------------------------------------------
@dataclass
class FakeSync:
    scheduled: int = 0

    def schedule_auto_sync(self) -> None:
        self.scheduled += 1


@dataclass
class FakeInbox:
    followed: int = 0

    def follow_settings(self) -> None:
        self.followed += 1


@dataclass
class FakeDialogsHost:
    store: Any
    window: MainWindow
    settings: UiSettings = field(default_factory=UiSettings)
    window_language: str = "en"
    sync: FakeSync = field(default_factory=FakeSync)
    environments: Any = None
    hub: ChangeHub = field(default_factory=ChangeHub)
    products: Any = None
    photo_inbox: FakeInbox = field(default_factory=FakeInbox)
    languages: int = 0
    flushed: int = 0
    queued: int = 0

    def flush_tabs(self) -> None:
        self.flushed += 1

    def apply_language(self) -> None:
        self.languages += 1

    def after_queue(self) -> None:
        self.queued += 1


def test_saved_preferences_replace_the_sessions_and_a_new_language_is_applied(
    qtbot: QtBot, isolated_data_dir: Path
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    host = FakeDialogsHost(FakeStore(), window, settings=UiSettings(language="en"))
    dialogs = DeskDialogs(host)  # type: ignore[arg-type]
    same_language = UiSettings(language="en", sync_interval_minutes=30)
    dialogs._settings_saved(same_language)
    assert host.settings is same_language
    assert (host.sync.scheduled, host.languages) == (1, 0)
    assert host.photo_inbox.followed == 1  # a watched folder chosen or dropped is followed
    dutch = UiSettings(language="nl")
    dialogs._settings_saved(dutch)
    assert host.settings is dutch
    assert (host.sync.scheduled, host.languages) == (2, 1)


def test_an_inventory_imported_is_published_and_queued_work_goes(
    qtbot: QtBot, isolated_data_dir: Path
) -> None:
    from app.inventory.importing import ImportResult
    from app.store.store import Store

    window = MainWindow()
    qtbot.addWidget(window)
    with Store.open() as store:
        host = FakeDialogsHost(store, window)
        published: list[Changes] = []
        host.hub.changed.connect(lambda changes, _by: published.append(changes))
        dialogs = DeskDialogs(host)  # type: ignore[arg-type]
        result = ImportResult("b1", drafts=2, queued=True, photos=0, missing_photos=(), skipped=0)
        dialogs._inventory_imported(result, "inventaris.xlsx")
        assert published == [Changes.of_drafts(RecordKind.PRODUCT, (), outbox=True, listed=True)]
        assert host.queued == 1
        assert "inventaris.xlsx" in window.status.message_label.text()


@dataclass
class FakeResetSync:
    sandbox_profile: EnvironmentProfile | None = field(default_factory=lambda: PROFILE)
    calls: list[str] = field(default_factory=list)

    async def release_store(self) -> None:
        self.calls.append("release")

    def connect_to(self, profile: EnvironmentProfile) -> None:
        self.calls.append(f"connect {profile.name}")


def test_the_sandbox_reset_publishes_everything_once_and_connects_again(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop
) -> None:
    from app.ui.sandbox_reset import _start_afresh

    sync = FakeResetSync()

    @dataclass
    class Renew:
        def start_afresh(self, profile: EnvironmentProfile) -> None:
            sync.calls.append(f"renew {profile.name}")

    @dataclass
    class Host:
        sandbox_reset: Callable[[], None]
        window: Any = None
        sync: FakeResetSync = field(default_factory=lambda: sync)
        environments: Renew = field(default_factory=Renew)
        hub: ChangeHub = field(default_factory=ChangeHub)
        flushed: int = 0

        def flush_tabs(self) -> None:
            self.flushed += 1

    host = Host(sandbox_reset=lambda: sync.calls.append("empty"))
    published: list[Changes] = []
    host.hub.changed.connect(lambda changes, _by: published.append(changes))
    task = _start_afresh(host)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: bool(published))
    assert task.done()
    assert published == [Changes.everything()]
    assert host.flushed == 1
    name = PROFILE.name
    assert sync.calls == ["release", "empty", f"renew {name}", f"connect {name}"]


def test_moving_drafts_publishes_the_moves_changes(qtbot: QtBot, isolated_data_dir: Path) -> None:
    from app.store.store import Store
    from app.ui.move_drafts import move
    from tests.sync.helpers import product_content

    elsewhere = EnvironmentProfile(
        name="Acceptatie", base_url="https://acc.example.nl/api/v1", client_id="reuse-desk"
    )
    with (
        Store.open(isolated_data_dir / "a.sqlite3", isolated_data_dir / "a") as source,
        Store.open(isolated_data_dir / "b.sqlite3", isolated_data_dir / "b") as target,
    ):
        draft = source.drafts.create_draft(RecordKind.PRODUCT, product_content("Raam"))

        @dataclass
        class Stores:
            def store_of(self, profile: EnvironmentProfile, *, in_front: bool = True) -> Store:
                assert (profile, in_front) == (elsewhere, False)
                return target

        @dataclass
        class Host:
            store: Store = source
            window: Any = None
            sync: Any = None
            environments: Stores = field(default_factory=Stores)
            hub: ChangeHub = field(default_factory=ChangeHub)
            flushed: int = 0

            def current_tab(self) -> Any:
                return None

            def flush_tabs(self) -> None:
                self.flushed += 1

        host = Host()
        published: list[Changes] = []
        host.hub.changed.connect(lambda changes, _by: published.append(changes))
        move(host, elsewhere, [draft.id])  # type: ignore[arg-type]
        assert host.flushed == 1
        assert source.drafts.find(draft.id) is None
        assert target.drafts.get(draft.id).content["itemDetails"]["name"] == "Raam"
        assert published == [Changes.of_drafts(RecordKind.PRODUCT, [draft.id], listed=True)]


def test_a_lists_rows_so_far_redraw_only_the_tabs_of_the_lists_read(
    qtbot: QtBot, parts: Any
) -> None:
    """A first load shows the rows stored so far once a second: only the tabs of the lists
    read meanwhile read their rows again (all of them at once held the window's thread
    some 50 ms while photos were prepared beside)."""
    controller, session, _store, worker = parts
    published: list[Changes] = []
    session.hub.changed.connect(lambda changes, _by: published.append(changes))
    controller.sync_now()
    qtbot.waitUntil(lambda: worker.rounds == 1)
    controller._show_listing(120, frozenset({"product"}))
    controller._show_listing(140, frozenset())  # nothing read: nothing redrawn
    assert published == [Changes.of_arriving_rows(RecordKind.PRODUCT)]
    worker.gate.set()
    _ended(qtbot, controller, session)
