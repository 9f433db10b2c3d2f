"""Switching environments in the window: each shows and syncs its own catalogue and drafts,
an edit queued on acceptance (A) never reaches production (B), and switching back finds
it as it was and sends it, once. Real window (offscreen), real stores, two sandboxes."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.api.environments import EnvironmentProfile
from app.settings import UiSettings
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_store_in_front
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import i18n
from app.ui.desk import Desk
from tests.sync.helpers import product_content
from tests.sync.two_worlds import EDITED_NAME
from tests.sync.two_worlds import WORLDS
from tests.sync.two_worlds import TwoWorlds
from tests.sync.two_worlds import edit_of
from tests.sync.two_worlds import make_worlds
from tests.ui.conftest import run
from tests.ui.conftest import sync
from tests.ui.conftest import sync_over

WAIT_MS = 30_000


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    """The texts asserted below are the English ones."""
    i18n.install_language("en")


@pytest.fixture
def worlds(request: pytest.FixtureRequest, sandbox_factory: Callable[..., Any]) -> TwoWorlds:
    """Both worlds where a test asks for them (`both_worlds`), else B with its own products."""
    return make_worlds(sandbox_factory(), sandbox_factory(), getattr(request, "param", "own"))


both_worlds = pytest.mark.parametrize("worlds", WORLDS, indirect=True)


@pytest.fixture
def open_desk(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, worlds: TwoWorlds, isolated_data_dir: Path
) -> Iterator[Callable[[], Desk]]:
    """The window as the application starts it, both environments set up, none connected."""
    opened: list[Desk] = []
    entries = [
        p.model_dump(mode="json", exclude={"source"}, exclude_none=True)
        for p in (worlds.acceptance, worlds.production)
    ]

    def open_() -> Desk:
        started = Desk(
            open_store_in_front(isolated_data_dir),
            settings=UiSettings(auto_sync=False, environments=entries),
            secrets=worlds.secrets,
            ask_before_adopting=True,
        )
        opened.append(started)
        run(qtbot, started.start())
        assert started.window is not None
        # Not handed to qtbot: a switch rebuilds the window (the old one deleted), and
        # qtbot would close the deleted one; the teardown below closes the one shown.
        started.window.show()
        return started

    yield open_
    for started in opened:
        if started.window is not None and shiboken6.isValid(started.window):
            started.window.close()
        run(qtbot, started.shutdown())
        started.close_store()


@pytest.fixture
def desk(open_desk: Callable[[], Desk]) -> Desk:
    return open_desk()


def connect(qtbot: QtBot, desk: Desk, profile: EnvironmentProfile) -> None:
    """Connect as the connection dialog does, and wait for the round that follows."""
    before = desk.sync.syncing  # the round of the environment before, if any
    desk.sync.connect_to(profile)
    qtbot.waitUntil(
        lambda: (
            desk.store.environment_key == profile.key
            and desk.sync.syncing is not None
            and desk.sync.syncing is not before
        ),
        timeout=WAIT_MS,
    )
    task = desk.sync.syncing
    assert task is not None
    qtbot.waitUntil(task.done, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: desk.window is not None and desk.window.sync_action.isEnabled())


def marker(desk: Desk) -> tuple[str, str, str]:
    """The window's title, the band's look and the status bar's environment."""
    window = desk.window
    assert window is not None
    look = str(window.environment_band.property("environment"))
    return window.windowTitle(), look, window.status.environment_label.text()


def shown_names(desk: Desk) -> list[str]:
    assert desk.products is not None
    return sorted(row.title for row in desk.products.matching_rows())


@both_worlds
def test_switching_shows_and_syncs_each_environments_own_records(
    qtbot: QtBot, desk: Desk, worlds: TwoWorlds
) -> None:
    acceptance, production = worlds.acceptance, worlds.production
    before_b = worlds.products(worlds.b)
    connect(qtbot, desk, acceptance)  # the empty local store: taken by A without asking
    assert desk.environments.question is None
    assert marker(desk) == ("Acceptatie — Reuse Desk", "test", "Acceptatie")
    base = worlds.product(worlds.a, 1)
    draft = desk.store.drafts.create_draft(
        RecordKind.PRODUCT, edit_of(base), server_id=1, base_version=base
    )
    desk.store.drafts.mark_queued(draft.id)
    desk.refresh_views()
    assert EDITED_NAME in shown_names(desk)

    connect(qtbot, desk, production)
    assert marker(desk) == (
        "Productie — PRODUCTION — Reuse Desk",
        "production",
        "PRODUCTION: Productie",
    )
    assert desk.window is not None
    assert desk.window.environment_band.text().startswith("PRODUCTION · Productie")
    assert worlds.products(worlds.b) == before_b
    assert shown_names(desk) == sorted(p["itemDetails"]["name"] for p in before_b)
    assert desk.store.drafts.list_drafts() == []

    connect(qtbot, desk, acceptance)
    assert desk.store.drafts.get(draft.id).state is DraftState.SYNCED
    assert worlds.product(worlds.a, 1)["itemDetails"]["name"] == EDITED_NAME
    assert EDITED_NAME in shown_names(desk)
    assert worlds.products(worlds.b) == before_b
    # Once: another round sends nothing more.
    task = desk.sync_now()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=WAIT_MS)
    assert task.result().synced == []


def test_the_marker_holds_offline_and_before_any_environment(
    qtbot: QtBot, desk: Desk, worlds: TwoWorlds
) -> None:
    assert marker(desk) == ("Reuse Desk", "none", "No environment")
    connect(qtbot, desk, worlds.production)
    desk.sync.set_offline(True)
    title, look, status = marker(desk)
    assert (look, status) == ("production", "PRODUCTION: Productie")
    assert "PRODUCTION" in title


@pytest.mark.parametrize("taken", [True, False], ids=["taken", "kept-local"])
def test_drafts_made_before_any_connection_are_taken_only_when_the_user_says_so(
    qtbot: QtBot, open_desk: Callable[[], Desk], worlds: TwoWorlds, taken: bool
) -> None:
    with Store.open() as local:  # the local store, as a first start offline leaves it
        made = local.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur van de bouw"))
        local.drafts.mark_queued(made.id)
    desk = open_desk()
    assert desk.store.environment_key is None
    desk.sync.connect_to(worlds.acceptance)
    qtbot.waitUntil(lambda: desk.environments.question is not None)
    question = desk.environments.question
    assert question is not None
    assert "Acceptatie" in question.text()
    answer = QMessageBox.StandardButton.Yes if taken else QMessageBox.StandardButton.No
    question.button(answer).click()
    qtbot.waitUntil(
        lambda: (
            desk.store.environment_key == worlds.acceptance.key
            and desk.sync.syncing is not None
            and sync_over(desk)
        ),
        timeout=WAIT_MS,
    )
    names = [p["itemDetails"]["name"] for p in worlds.products(worlds.a)]
    assert ("Deur van de bouw" in names) is taken
    if taken:
        return
    # Still in the local store: offered to the next environment connected, until taken.
    with EnvironmentRegistry(desk.environments.registry.data_dir).open_store(None) as local:
        assert local.drafts.get(made.id).state is DraftState.QUEUED
    connect(qtbot, desk, worlds.production)
    qtbot.waitUntil(lambda: desk.environments.question is not None)
    offer = desk.environments.question
    assert offer is not None
    assert offer.objectName() == "moveLocalDrafts"
    offer.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: desk.store.drafts.find(made.id) is not None)
    sync(qtbot, desk)
    names_b = [p["itemDetails"]["name"] for p in worlds.products(worlds.b)]
    assert names_b.count("Deur van de bouw") == 1
    assert "Deur van de bouw" not in [p["itemDetails"]["name"] for p in worlds.products(worlds.a)]
    connect(qtbot, desk, worlds.acceptance)  # asked no more: nothing is left to offer
    assert desk.environments.question is None


def test_new_drafts_move_to_another_environment_once_and_edits_stay(
    qtbot: QtBot, desk: Desk, worlds: TwoWorlds
) -> None:
    acceptance, production = worlds.acceptance, worlds.production
    connect(qtbot, desk, acceptance)
    new = desk.store.drafts.create_draft(RecordKind.PRODUCT, product_content("Nieuw raam"))
    desk.store.drafts.mark_queued(new.id)
    base = worlds.product(worlds.a, 2)
    edit = desk.store.drafts.create_draft(
        RecordKind.PRODUCT, edit_of(base), server_id=2, base_version=base
    )
    desk.refresh_views()
    assert desk.products is not None
    assert desk.window is not None
    desk.products.table.selectAll()
    desk.window.move_to_environment_action.trigger()
    dialog = desk.window.findChild(QInputDialog, "moveToEnvironment")
    assert dialog is not None
    assert dialog.comboBoxItems() == ["Productie"]
    assert "%n" not in dialog.labelText()  # the count said, from the catalogue
    assert dialog.labelText().startswith("Move ")
    dialog.setTextValue("Productie")
    dialog.accept()
    qtbot.waitUntil(lambda: desk.store.drafts.find(new.id) is None)
    assert desk.store.drafts.get(edit.id).state is DraftState.DRAFT  # bound: it stays
    assert "Nieuw raam" not in shown_names(desk)
    before_a = worlds.products(worlds.a)

    connect(qtbot, desk, production)
    assert desk.store.drafts.get(new.id).state is DraftState.SYNCED
    names_b = [p["itemDetails"]["name"] for p in worlds.products(worlds.b)]
    assert names_b.count("Nieuw raam") == 1
    connect(qtbot, desk, acceptance)
    assert worlds.products(worlds.a) == before_a


@pytest.mark.parametrize("same", [True, False], ids=["same-service", "another-service"])
def test_a_changed_address_asks_whether_it_is_the_same_service(
    qtbot: QtBot, desk: Desk, worlds: TwoWorlds, same: bool
) -> None:
    desk.settings.environments = [
        worlds.acceptance.model_dump(mode="json", exclude={"source"}, exclude_none=True)
    ]
    connect(qtbot, desk, worlds.acceptance)
    draft = desk.store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
    # The user gives the profile another address in the connection dialog.
    dialog = desk.dialogs.open_connection_dialog()
    dialog.environment.setCurrentIndex(dialog.environment.findData("Acceptatie"))
    dialog.base_url.setText(worlds.b.base_url)
    moved = dialog.profile()
    assert moved is not None
    dialog.connect_button.click()
    box = desk.window.findChild(QMessageBox, "sameServiceQuestion") if desk.window else None
    assert box is not None
    assert "Acceptatie" in box.text()
    box.button(QMessageBox.StandardButton.Yes if same else QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: desk.store.environment_key == moved.key, timeout=WAIT_MS)
    assert (desk.store.drafts.find(draft.id) is not None) is same


def _answer_yes_if_asked(qtbot: QtBot, desk: Desk, profile: EnvironmentProfile) -> None:
    """Connect to `profile`; a question about local drafts, if one comes, answered Yes (as
    the user who trusts it would); then the round that follows, waited for."""
    desk.sync.connect_to(profile)
    qtbot.waitUntil(
        lambda: (
            desk.environments.question is not None
            or (desk.store.environment_key == profile.key and sync_over(desk))
        ),
        timeout=WAIT_MS,
    )
    question = desk.environments.question
    if question is not None:
        question.button(QMessageBox.StandardButton.Yes).click()
        qtbot.waitUntil(
            lambda: (
                desk.environments.question is None
                and desk.store.environment_key == profile.key
                and sync_over(desk)
            ),
            timeout=WAIT_MS,
        )


def test_a_registry_cut_short_never_lets_production_edits_reach_acceptance(
    qtbot: QtBot, open_desk: Callable[[], Desk], worlds: TwoWorlds, isolated_data_dir: Path
) -> None:
    """The data folder's own store, adopted by production, with an edit of production's
    product 1 queued; then the registry is cut short. The store says whose it is."""
    base = worlds.product(worlds.b, 1)
    with Store.open() as store:
        edit = store.drafts.create_draft(
            RecordKind.PRODUCT, edit_of(base), server_id=1, base_version=base
        )
        store.drafts.mark_queued(edit.id)
    registry = EnvironmentRegistry(isolated_data_dir)
    registry.register(worlds.production.key, "Productie", production=True, folder=ROOT_FOLDER)
    text = registry.path.read_text(encoding="utf-8")
    registry.path.write_text(text[: len(text) // 3], encoding="utf-8")
    before_a = worlds.products(worlds.a)

    desk = open_desk()
    _answer_yes_if_asked(qtbot, desk, worlds.acceptance)
    assert worlds.products(worlds.a) == before_a
    assert desk.store.drafts.find(edit.id) is None  # acceptance's own store in front

    connect(qtbot, desk, worlds.production)
    assert desk.store.drafts.get(edit.id).state is DraftState.SYNCED
    assert worlds.product(worlds.b, 1)["itemDetails"]["name"] == EDITED_NAME
    assert worlds.products(worlds.a) == before_a


def test_an_edit_of_a_server_record_is_never_offered_as_made_before_connecting(
    qtbot: QtBot, open_desk: Callable[[], Desk], worlds: TwoWorlds, isolated_data_dir: Path
) -> None:
    """A data folder of a release before environments whose environment is not known: its
    store stays local, with a new draft and an edit of some service's product 1. Only the
    new draft is offered to the environment connected; the edit is never sent there."""
    base = worlds.product(worlds.b, 1)
    with Store.open() as local:
        new = local.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur van de bouw"))
        local.drafts.mark_queued(new.id)
        edit = local.drafts.create_draft(
            RecordKind.PRODUCT, edit_of(base), server_id=1, base_version=base
        )
        local.drafts.mark_queued(edit.id)
    before_a = worlds.products(worlds.a)
    desk = open_desk()
    desk.sync.connect_to(worlds.acceptance)
    qtbot.waitUntil(lambda: desk.environments.question is not None, timeout=WAIT_MS)
    question = desk.environments.question
    assert question is not None
    assert question.objectName() == "moveLocalDrafts"  # the new drafts, one by one
    assert question.text().startswith("1 draft ")
    _answer_yes_if_asked(qtbot, desk, worlds.acceptance)
    sync(qtbot, desk)

    after_a = worlds.products(worlds.a)
    assert [p["itemDetails"]["name"] for p in after_a].count("Deur van de bouw") == 1
    assert [p for p in after_a if int(p["id"]) == 1] == [p for p in before_a if int(p["id"]) == 1]
    assert desk.store.drafts.find(edit.id) is None
    with EnvironmentRegistry(isolated_data_dir).open_store(None) as still_local:
        assert still_local.environment_key is None
        assert still_local.drafts.get(edit.id).state is DraftState.QUEUED
