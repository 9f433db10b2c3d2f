"""The photo inbox in the real window on an X server, driven by the keyboard (xdotool): the
card's folder opened with *Foto's → Foto's inlezen…*, a picture moved to the next group with
Ctrl+Down, *Toevoegen*; then what the application's own SQLite file holds is read. (Dropping
a folder from a file manager needs one on the X server; the drop's handler is the menu's
second caller, tested headless in tests/ui/test_photo_inbox.py.)"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.ui.test_real_window import Window
from tests.ui.test_real_window import until

pytestmark = [
    pytest.mark.xserver,
    pytest.mark.skipif(
        shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
        reason="needs Xvfb and xdotool (CI installs them: .ci/run)",
    ),
]


def _attached(folder: Path) -> dict[str, list[str]]:
    """The pictures attached, by draft, from the application's database."""
    found: dict[str, list[str]] = {}
    for file in folder.glob("**/*.sqlite3"):
        with sqlite3.connect(f"file:{file}?mode=ro", uri=True, timeout=5) as db:
            try:
                rows = db.execute(
                    "SELECT draft_id, file_name FROM attachments ORDER BY created_at, file_name"
                ).fetchall()
            except sqlite3.OperationalError:
                continue
            for draft, name in rows:
                found.setdefault(draft, []).append(name)
    return found


def test_a_card_read_from_the_menu_a_picture_moved_by_keyboard_and_added(
    display: str,
    tmp_path: Path,
    qapp: object,  # the labels are painted (QtGui) as the sheet prints them
) -> None:
    from app import paths
    from tests.ui.test_photo_inbox import _card

    data = tmp_path / "data"
    paths.set_data_dir(data)
    card = _card(tmp_path)
    window = Window(display, data)
    try:
        _read_move_and_add(window, card.folder)
        a, b = card.drafts
        attached = until(lambda: _attached(data).get(b, [None])[-1] and _attached(data))
        assert attached[a] == ["IMG_0002.JPG"]
        assert sorted(attached[b]) == ["IMG_0003.JPG", "IMG_0005.JPG"]
        # Undone as one step, from the Edit menu (Bewerken ▸ Ongedaan maken: …).
        window.xdotool("key", "Escape")  # the inbox closes
        until(lambda: window.places()["inbox"] is None, doing="the inbox to close")
        window.xdotool("key", "alt+w")
        window.xdotool("key", "Return")
        until(
            lambda: not (now := _attached(data)).get(a) and not now.get(b),
            timeout=20,
            doing="the pictures added to be undone",
        )
    except BaseException:
        window.screenshot(tmp_path / "failed.png")
        window.close()
        log = (tmp_path / "data" / "app.log").read_text(encoding="utf-8", errors="replace")
        print(f"screen in {tmp_path / 'failed.png'}; the application said:\n{log[-4000:]}")
        raise
    finally:
        window.close()


def _read_move_and_add(window: Window, card: Path) -> None:
    until(lambda: window.places().get("exposed"), doing="the window")
    window.click(window.field("itemDetails.name"))  # the window takes the keyboard
    until(lambda: window.places().get("active"), doing="the window to be active")
    window.xdotool("key", "alt+f")  # Foto's
    window.xdotool("key", "Return")  # Foto's inlezen…
    until(lambda: "photoFolderDialog" in window.places()["dialogs"], doing="the folder dialog")
    window.xdotool("key", "ctrl+a")
    window.type(str(card))
    window.xdotool("key", "Return")
    inbox = until(
        lambda: (shown := window.places()["inbox"]) and not shown["reading"] and shown,
        timeout=60,
        doing="the inbox to read the card",
    )
    assert [g["pictures"] for g in inbox["groups"][:2]] == [
        ["IMG_0001.JPG", "IMG_0002.JPG", "IMG_0003.JPG"],
        ["IMG_0004.JPG", "IMG_0005.JPG"],
    ]
    until(lambda: window.places()["inbox"]["groups"][0]["focus"], doing="the first group")
    window.xdotool("key", "Right", "Right")  # on IMG_0003.JPG
    window.xdotool("key", "ctrl+Down")
    moved = until(
        lambda: (shown := window.places()["inbox"])["groups"][1]["focus"] and shown,
        doing="the picture to move",
    )
    assert moved["groups"][0]["pictures"] == ["IMG_0001.JPG", "IMG_0002.JPG"]
    assert moved["groups"][1]["pictures"] == ["IMG_0004.JPG", "IMG_0005.JPG", "IMG_0003.JPG"]
    window.xdotool("key", "alt+t")  # Toevoegen
    until(
        lambda: "toegevoegd" in (window.places()["inbox"] or {}).get("status", ""),
        timeout=20,
        doing="the pictures to be added",
    )
