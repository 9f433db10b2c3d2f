"""The window on the screens of the field: 1280 x 720 and 1366 x 768 laptops, 125 %, 150 %
and 200 % scaling, a 10-inch tablet in portrait, light and dark, and larger text. Each screen
is a process of its own (`tests.ui.screen_check`: Qt fixes a screen's size and scale when it
starts); there every tab's form is shown in its states and checked once per state: no widget
past its parent or the screen, no text cut off, no title elided, the window within the
screen. The checks themselves are tested here on widgets made to fail them."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSize
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.ui import messages
from app.ui.screens import fit_within_screen
from app.ui.screens import room_for
from app.ui.status_bar import ElidedLabel
from tests.ui.screen_check import MARK
from tests.ui.screen_check import fill_store
from tests.ui.screen_check import problems_of

if TYPE_CHECKING:
    from app.ui.desk import Desk
    from app.ui.records.form import RecordForm

ROOT = Path(__file__).resolve().parents[2]

SCREENS = {  # device pixels and scale: the logical size the window has
    "1280x720": (1280, 720, 1.0),
    "1366x768": (1366, 768, 1.0),
    "125%-1920x1080": (1920, 1080, 1.25),  # 1536 x 864
    "150%-1920x1080": (1920, 1080, 1.5),  # 1280 x 720
    "200%-2560x1440": (2560, 1440, 2.0),  # 1280 x 720
    "tablet-portrait-150%": (1200, 1920, 1.5),  # 800 x 1280
}


def _problems(width: int, height: int, dpr: float, *extra: str) -> list[dict[str, str]]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.screen_check", str(width), str(height), str(dpr), *extra],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith(MARK)]
    said = done.stdout[-2000:] + done.stderr[-4000:]
    assert done.returncode == 0, said
    assert lines, said
    found: list[dict[str, str]] = json.loads(lines[-1][len(MARK) :])
    return found


@pytest.mark.parametrize("screen", SCREENS.values(), ids=SCREENS.keys())
def test_every_form_fits_the_screen_in_light_and_dark(screen: tuple[int, int, float]) -> None:
    assert _problems(*screen) == []


@pytest.mark.parametrize("screen", [SCREENS["1366x768"], SCREENS["150%-1920x1080"]])
def test_every_form_fits_a_laptop_with_larger_text(screen: tuple[int, int, float]) -> None:
    assert _problems(*screen, "--large") == []


def test_every_form_fits_the_smallest_laptop_in_english() -> None:
    assert _problems(1280, 720, 1.0, "--language", "en") == []


def test_a_window_size_kept_from_a_larger_screen_is_brought_within_this_one() -> None:
    assert _problems(1280, 720, 1.0, "--kept", "1800x1000") == []


# -- the checks fail where they should ------------------------------------------------------
def test_the_check_finds_a_clipped_widget_a_cut_text_and_an_elided_title(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    body = QWidget()
    window.setCentralWidget(body)
    window.resize(400, 300)
    past = QPushButton("Archiveren…", body)
    past.setObjectName("past")
    narrow = QPushButton("In wachtrij zetten", body)
    narrow.setObjectName("narrow")
    title = QLabel("Eiken binnendeur 83x211 met glas-in-lood", body)
    for widget, rect in ((past, (350, 10, 120, 30)), (narrow, (10, 60, 40, 30))):
        widget.setGeometry(*rect)
    title.setGeometry(10, 100, 80, 20)
    window.show()
    qtbot.waitExposed(window)
    found = "\n".join(problems_of(window, [title]))
    assert "'past'" in found
    assert "button 'narrow' 'In wachtrij zetten' cut off" in found
    assert "elided" in found


def test_the_check_finds_a_window_past_its_screen_and_passes_a_fitting_one(
    qtbot: QtBot,
) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    row = QWidget()
    layout = QHBoxLayout(row)
    message = ElidedLabel("De database van Reuse Desk was beschadigd. " * 20)
    layout.addWidget(message)
    window.setCentralWidget(row)
    window.resize(600, 300)
    window.show()
    qtbot.waitExposed(window)
    # A message as long as a paragraph neither widens the window nor is cut unsaid.
    assert problems_of(window, []) == []
    assert message.toolTip() == message.text() == message.accessibleName()
    screen = window.screen().availableGeometry()
    window.resize(screen.width() + 200, 300)
    qtbot.waitUntil(lambda: window.width() > screen.width())
    assert any("past the screen" in p for p in problems_of(window, []))


# -- the header: the record's own title and state, and only what applies -------------------
def _offered(form: RecordForm) -> set[QPushButton]:
    row = form.button_row
    buttons = (row.itemAt(i).widget() for i in range(row.count()))
    return {b for b in buttons if isinstance(b, QPushButton) and b.isVisibleTo(form)}


def test_the_header_offers_only_what_applies_to_the_record_in_front(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    ids = fill_store(desk)
    desk.refresh_views()
    products = desk.products
    assert products is not None
    form = products.form

    products.open_new()
    assert _offered(form) == {form.queue_button}  # nothing to duplicate, archive or resolve
    assert form.state_badge.isHidden()  # no state, no empty badge
    untouched = products.editing
    desk.window.duplicate_action.trigger()  # type: ignore[union-attr]
    assert products.editing is untouched  # Ctrl+D does not "duplicate" an empty form
    name = form.editor("itemDetails.name").editor
    name.setFocus()
    QTest.keyClicks(name, "Eiken binnendeur 83x211")
    qtbot.waitUntil(lambda: products.editing.draft_id is not None)
    assert form.title.text() == "Eiken binnendeur 83x211"
    # A kept product can be split (issue 38), duplicated and queued.
    assert _offered(form) == {form.duplicate_button, form.split_button, form.queue_button}
    assert not form.state_badge.isHidden()

    assert products.select_key(f"s:{ids['server']}")
    offered = {form.archive_button, form.duplicate_button, form.split_button}
    assert _offered(form) == offered  # nothing to send
    assert products.select_key(f"d:{ids['conflict']}")
    # A conflict is settled before a split.
    assert _offered(form) == {form.resolve_button, form.archive_button, form.duplicate_button}

    desk.window.tabs.setCurrentIndex(1)  # type: ignore[union-attr]
    projects = desk.projects
    assert projects is not None
    projects.open_new()
    assert _offered(projects.form) == {projects.form.queue_button}
    assert projects.select_key(f"s:{ids['project']}")
    # A project the service numbered: a product in it, or its report.
    assert _offered(projects.form) == {
        projects.form.new_product_button,
        projects.form.report_button,
    }

    desk.window.tabs.setCurrentIndex(2)  # type: ignore[union-attr]
    subscriptions = desk.subscriptions
    assert subscriptions is not None
    sub_form = subscriptions.form
    subscriptions.new_subscription()
    assert _offered(sub_form) == {sub_form.queue_button}
    # A subscription known only from the offline list: its id is a UUID, not a number.
    assert subscriptions.select_key(f"s:{ids['subscription']}")
    assert sub_form.details is not None
    assert sub_form.details.isVisibleTo(sub_form)
    assert _offered(sub_form) == {sub_form.test_button, sub_form.delete_button}


def test_a_long_status_message_is_elided_with_its_whole_text_in_tooltip_and_log(
    qtbot: QtBot, open_desk: Callable[..., Desk], caplog: pytest.LogCaptureFixture
) -> None:
    desk = open_desk()
    window = desk.window
    assert window is not None
    width = window.width()
    long = "De database van Reuse Desk was beschadigd en is opzijgezet. " * 8
    caplog.set_level(logging.INFO)
    for show in (messages.show_info, messages.show_error):
        show(long)
        label = window.status.message_label
        assert label.toolTip() == long
        painted = QLabel.text(label)  # what fits, ending in "…"
        assert painted.endswith("…")
        assert long.startswith(painted[:-1])
        assert window.width() == width  # the window did not grow
    told = [record.levelno for record in caplog.records if long in record.getMessage()]
    assert told == [logging.INFO, logging.WARNING]


def test_a_dialog_asking_for_more_than_its_screen_gets_what_the_screen_has(qtbot: QtBot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    fit_within_screen(dialog, QSize(1100, 760))
    assert dialog.size() == QSize(1100, 760)  # the tests' screen is 1920 x 1080
    fit_within_screen(dialog, QSize(5000, 3000))
    assert dialog.size() == room_for(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert problems_of(dialog, []) == []
