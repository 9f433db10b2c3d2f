"""The environment in front: which store the window and the sync work on, and the way from
one environment's store to another's.

Rules it keeps: the store in front always belongs to the environment connected (a sync
never runs over another environment's store: the running round is stopped and settled
before the store is swapped). The local store (drafts made before any connection, bound to
no environment in its own database) is adopted by the first environment that has no store
of its own yet, after asking when it holds new drafts; otherwise connecting brings that
environment's own store to the front. A store holding anything of a service (an edit of a
server record, a cached catalogue) is never adopted, and such edits are never offered as
made before connecting: only new drafts are, moved one by one. A store whose environment
is not known is neither. Every store opened stays open until the session ends, so
switching back is instant and finds everything as it was.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.store import Store
from app.ui import messages
from app.ui.operations import Op

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog
    from PySide6.QtWidgets import QMessageBox
    from PySide6.QtWidgets import QWidget

    from app.api.environments import EnvironmentProfile
    from app.work.changes import Changes

log = logging.getLogger(__name__)

Connect = Callable[["EnvironmentProfile"], None]


class EnvironmentSwitch(QObject):
    """The session's stores, one per environment, and which is in front.

    `use_store(store)` puts a store in front of the window and the sync (the desk rewires
    its parts); `release()` stops the sync's work on the store in front (awaited before
    a swap); `window()` gives the parent of the questions; `publish(changes)` tells the
    views; `profiles()` are the environments a store of unknown environment may be given.
    """

    def __init__(
        self,
        registry: EnvironmentRegistry,
        first: Store,
        *,
        use_store: Callable[[Store], None],
        release: Callable[[], Awaitable[None]],
        window: Callable[[], QWidget | None],
        publish: Callable[[Changes], None] = lambda _changes: None,
        profiles: Callable[[], list[EnvironmentProfile]] = list,
        ask_before_adopting: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.registry = registry
        self.current = first
        self._opened: dict[str | None, Store] = {first.environment_key: first}
        self._use_store = use_store
        self._release = release
        self._window = window
        self.ask_before_adopting = ask_before_adopting
        self._publish = publish  # on the change hub: the views redraw what changed
        self._profiles = profiles  # the environments the user can choose from
        # A store of unknown environment the user left as it is (this session).
        self._left_unknown: set[str] = set()
        self.question: QDialog | None = None  # a question about the local drafts, while open
        # Environments the user said the local drafts do not belong to (this session).
        self._declined: set[str] = set()

    # -- what is in front --------------------------------------------------------------
    def is_in_front(self, profile: EnvironmentProfile) -> bool:
        return self.current.environment_key == profile.key

    def bring_to_front(self, profile: EnvironmentProfile, connect: Connect) -> None:
        """Put `profile`'s environment in front (adopting the local store, asking first
        when it holds work, or swapping stores), then `connect(profile)`; then offer the
        local store's drafts, if it holds any not in front (`_offer_local_drafts`)."""

        def then(profile: EnvironmentProfile) -> None:
            connect(profile)
            self._offer_local_drafts(profile)

        if self._asks_where_it_belongs(profile, connect):
            return
        if self.is_in_front(profile):
            self._remember(profile)
            then(profile)
        elif (
            self._is_local(self.current)
            and self._may_adopt(profile)
            and profile.key not in self._declined  # the user said they are not its
        ):
            if self.ask_before_adopting and self._local_work():
                self._ask_to_adopt(profile, then)
            else:
                self._adopt(profile)
                then(profile)
        else:
            self._swap_to(profile, then)

    # -- a store whose environment is not known ------------------------------------------
    def _asks_where_it_belongs(self, profile: EnvironmentProfile, connect: Connect) -> bool:
        """The store in front does not know its environment: ask which it is before
        connecting (nothing of it is sent until the user says); then connect. False when
        there is nothing to ask (or the user left it as it is this session)."""
        store = self.current
        if not store.environment_unknown or not self.ask_before_adopting:
            return False
        if str(store.folder) in self._left_unknown or self.question is not None:
            return False
        from app.ui.environment_question import ask_where_it_belongs

        drafts = sum(store.drafts.count_by_state().values())

        def answered(chosen: EnvironmentProfile | None) -> None:
            self.question = None
            self._assign(store, chosen)
            self.bring_to_front(profile, connect)

        def cancelled() -> None:
            self.question = None
            self._left_unknown.add(str(store.folder))
            self.bring_to_front(profile, connect)

        self.question = ask_where_it_belongs(
            self._window(),
            drafts,
            self._profiles() or [profile],
            connecting=profile,
            answered=answered,
            cancelled=cancelled,
        )
        return True

    def _assign(self, store: Store, chosen: EnvironmentProfile | None) -> None:
        from app.ui.environment_question import said
        from app.work.environment_assignment import Assigned
        from app.work.environment_assignment import assign_environment
        from app.work.environment_assignment import keep_on_this_computer

        try:
            if chosen is None:
                outcome = keep_on_this_computer(store)
            else:
                outcome = assign_environment(self.registry, store, chosen)
        except Exception as exc:
            messages.report_failure(exc, "assign the environment")
            self._left_unknown.add(str(store.folder))
            return
        log.info("store of unknown environment: %s", outcome.value.value)
        if outcome.value is Assigned.BOUND and chosen is not None:
            self._opened.pop(None, None)
            self._opened[chosen.key] = store
        elif outcome.value is Assigned.LOCAL:
            self._opened[None] = store
        else:  # left as it was: not asked again this session
            self._left_unknown.add(str(store.folder))
        if chosen is None:  # none of them: not the one being connected either
            self._declined.update(p.key for p in self._profiles())
        self._publish(outcome.changes)
        if text := said(outcome.value, chosen.name if chosen else None):
            messages.show_info(text)

    def _remember(self, profile: EnvironmentProfile) -> None:
        """The environment last in front (the next start opens its store), by its name now."""
        try:
            self.registry.register_profile(profile)
        except OSError as exc:  # the store is right anyway; only the next start's guess is not
            log.warning("environment registry not written: %s", exc)
        _name(self.current, profile)

    # -- adopting the local store --------------------------------------------------------
    def _folder_of(self, store: Store) -> str | None:
        """`store`'s folder relative to the data folder; None outside it."""
        try:
            folder = store.folder.relative_to(self.registry.data_dir)
        except ValueError:
            return None
        return ROOT_FOLDER if str(folder) == "." else folder.as_posix()

    @staticmethod
    def _is_local(store: Store) -> bool:
        """Bound to no environment, and holding nothing of a service: a store another
        environment may take whole (its new drafts were made before any connection)."""
        from app.store.moving import holds_server_records

        return store.binding is None and not holds_server_records(store)

    def _may_adopt(self, profile: EnvironmentProfile) -> bool:
        place = self.registry.place_of(profile.key)
        return place is None or not self.registry.has_store(place.folder)

    def _local_work(self) -> int:
        """New drafts in the local store: what adopting would hand over."""
        from app.store.moving import movable_ids

        return len(movable_ids(self.current))

    def _adopt(self, profile: EnvironmentProfile) -> None:
        store = self.current
        # The store's own binding first: it decides, whatever happens to the index.
        store.bind_environment(profile.key, profile.name, production=profile.is_production)
        folder = self._folder_of(store)
        if folder is not None:
            self.registry.register_profile(profile, folder=folder, opened=store)
        self._opened.pop(None, None)
        self._opened[profile.key] = store
        log.info("local store adopted by %s", profile.key)
        self._use_store(store)  # the window says where it works now

    def _ask_to_adopt(self, profile: EnvironmentProfile, then: Connect) -> None:
        from app.ui.questions import ask

        count = self._local_work()
        text = self.tr(
            "%n draft(s) were made before connecting. Do they belong to %1? They are then"
            " sent there; otherwise they stay in the local store.",
            "",
            count,
        ).replace("%1", profile.name)

        def answered(yes: bool) -> None:
            self.question = None
            if yes:
                self._adopt(profile)
                then(profile)
            else:
                self._declined.add(profile.key)  # not asked again for it this session
                self._swap_to(profile, then)

        self.question = ask(
            self._window(),
            "adoptLocalStore",
            self.tr("Drafts made offline"),
            text,
            answered,
            yes_default=True,
        )

    # -- drafts left in the local store -----------------------------------------------------
    def _local_store(self) -> Store | None:
        """The local store (no environment took it), opened if it exists; else None. A
        store whose environment is not known is not local: nothing of it is offered."""
        store = self._opened.get(None)
        if store is None:
            if self.registry.key_of_folder(ROOT_FOLDER) is not None:
                return None
            if not self.registry.has_store(ROOT_FOLDER):
                return None
            store = self._opened[None] = self.registry.open_store(None)
        return store if store.binding is None else None

    def _offer_local_drafts(self, profile: EnvironmentProfile) -> QMessageBox | None:
        """Drafts made before any connection and left in the local store (the user said
        they belonged elsewhere) are offered to each environment connected, until they
        find theirs: moved exactly once (`app.store.moving`)."""
        from app.store.moving import movable_ids

        if not self.ask_before_adopting or self.question is not None:
            return None
        local = self._local_store()
        if local is None or local is self.current or profile.key in self._declined:
            return None
        ids = movable_ids(local)
        if not ids:
            return None
        target = self.current

        def answered(yes: bool) -> None:
            self.question = None
            if not yes:
                self._declined.add(profile.key)
                return
            self._move_local(local, target, ids, profile.name)

        text = self.tr(
            "%n draft(s) made before connecting wait in the local store. Do they belong"
            " to %1? They are then moved there and sent.",
            "",
            len(ids),
        ).replace("%1", profile.name)
        from app.ui.questions import ask  # a dialog's module: only when there is a question

        box = ask(self._window(), "moveLocalDrafts", self.tr("Drafts made offline"), text, answered)
        self.question = box
        return box

    def _move_local(self, local: Store, target: Store, ids: list[str], name: str) -> None:
        from app.ui.message_table import describe
        from app.work.environments import move_drafts

        try:
            moved = move_drafts(local, target, ids)
        except Exception as exc:
            messages.report_failure(exc, "move the local drafts")
            return
        # Into the store in front: its views show them (the local store has none).
        self._publish(moved.changes)
        messages.show_info(" ".join(describe(n) for n in moved.value.notices(name)))

    # -- a profile's address changed -------------------------------------------------------
    def address_changed(
        self, old_key: str, profile: EnvironmentProfile, then: Callable[[], None]
    ) -> QMessageBox | None:
        """Ask whether `profile`'s new address is the same service as `old_key`'s (then
        its store goes along) or another (it starts with a store of its own); then
        `then()`. Nothing is asked where the old address has no store."""
        from app.ui.questions import ask

        if self.registry.place_of(old_key) is None or self.registry.place_of(profile.key):
            then()
            return None

        def answered(yes: bool) -> None:
            if yes:
                self.registry.rekey(old_key, profile.key)
                store = self._opened.pop(old_key, None)
                if store is not None:
                    store.reload_binding()  # rebound in its database by `rekey`
                    self._opened[profile.key] = store
            then()

        text = self.tr(
            "The address of %1 changed. Is it still the same service? Then its drafts"
            " and catalogue go along. Another service starts without them (they stay"
            " with the old address)."
        ).replace("%1", profile.name)
        return ask(
            self._window(), "sameServiceQuestion", self.tr("Address changed"), text, answered
        )

    # -- another environment's store -----------------------------------------------------
    def store_of(self, profile: EnvironmentProfile, *, in_front: bool = True) -> Store:
        """`profile`'s store, opened on first use (and registered: the last in front, unless
        not `in_front`: drafts moved there)."""
        self.registry.register_profile(profile, in_front=in_front)
        store = self._opened.get(profile.key)
        if store is None:
            store = self._opened[profile.key] = self.registry.open_store(profile.key)
        _name(store, profile)
        return store

    def _swap_to(self, profile: EnvironmentProfile, then: Connect) -> None:
        async def swap() -> None:
            await self._release()  # the round on the old store ends and settles first
            store = self.store_of(profile)
            self.current = store
            self._use_store(store)

        Op(self, swap(), name="switch environment").success(lambda _: then(profile)).run()

    def start_afresh(self, profile: EnvironmentProfile) -> None:
        """`profile`'s environment in front over a new, empty store; its old store closed and
        removed (the sandbox started again). The sync must be released first."""
        old = self.registry.renew(profile.key, profile.name, production=profile.is_production)
        fresh = self.registry.open_store(profile.key)
        _name(fresh, profile)
        stale = self._opened.pop(profile.key, None)
        self._opened[profile.key] = self.current = fresh
        self._use_store(fresh)
        if stale is not None:
            stale.close()
        if old is not None:
            # Only a folder of the data folder, named by no one, whose store is the
            # sandbox's (`remove_folder` refuses the rest, logged).
            self.registry.remove_folder(old.folder, key=profile.key)

    def close_all(self) -> None:
        for store in {id(s): s for s in [*self._opened.values(), self.current]}.values():
            store.close()  # closing twice is harmless


def _name(store: Store, profile: EnvironmentProfile) -> None:
    """What the window calls `store`'s environment: as its profile now says (kept in the
    store's own binding). Never rebinds a store of another environment."""
    if store.environment_key != profile.key:
        log.error("store of %s not named after %s", store.environment_key, profile.key)
        return
    store.bind_environment(profile.key, profile.name, production=profile.is_production)
