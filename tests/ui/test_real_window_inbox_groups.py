"""A whole group moved in the photo inbox of the real window on an X server (xdotool): once
dragged by its handle with the real pointer onto the other group's pictures, once by the
keyboard (Ctrl+Shift+M, the menu of groups), once dragged onto a product in the window's
list; then *Toevoegen*, what the application's own SQLite file holds, and the one step
undone from the Edit menu."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.store.kinds import RecordKind
from app.store.store import Store
from tests.sync.helpers import product_content
from tests.ui.test_real_window import Window
from tests.ui.test_real_window import middle_of
from tests.ui.test_real_window import until
from tests.ui.test_real_window_inbox import _attached

pytestmark = [
    pytest.mark.xserver,
    pytest.mark.skipif(
        shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
        reason="needs Xvfb and xdotool (CI installs them: .ci/run)",
    ),
]

A = ["IMG_0001.JPG", "IMG_0002.JPG", "IMG_0003.JPG"]
B = ["IMG_0004.JPG", "IMG_0005.JPG"]


@pytest.mark.parametrize("by", ["mouse", "keyboard", "list"])
def test_a_whole_group_moved_then_added_and_undone(
    by: str,
    display: str,
    tmp_path: Path,
    qapp: object,  # the labels are painted (QtGui) as the sheet prints them
) -> None:
    from app import paths
    from tests.ui.test_photo_inbox import _card

    data = tmp_path / "data"
    paths.set_data_dir(data)
    card = _card(tmp_path)
    if by == "list":  # a product whose label is not on the card: found in the list
        with Store.open() as store:
            c = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur C")).id
    window = Window(display, data)
    try:
        _open_inbox(window, card.folder)
        if by == "list":
            _drag_first_group_onto_a_product(window, "Deur C")
            moved = window.fresh()["inbox"]
            groups = [g for g in moved["groups"] if g["handle"] is not None]
            assert [(g["title"], g["pictures"]) for g in groups] == [("Deur B", B), ("Deur C", A)]
            assert _attached(data) == {}  # the move changed the plan only
            attached = _add(window, data)
            assert attached[c] == ["IMG_0002.JPG", "IMG_0003.JPG"]
            assert attached[card.drafts[1]] == ["IMG_0005.JPG"]
            window.xdotool("key", "Escape")
            until(lambda: window.places()["inbox"] is None, doing="the inbox to close")
            window.xdotool("key", "alt+w")
            window.xdotool("key", "Return")
            until(lambda: not _attached(data).get(c), timeout=20, doing="the add to be undone")
            return
        if by == "mouse":
            _drag_first_group_onto_the_second(window)
        else:
            _move_first_group_by_keyboard(window)
        moved = window.fresh()["inbox"]
        groups = [g for g in moved["groups"] if g["handle"] is not None]
        assert [g["pictures"] for g in groups] == [B + A]
        a, b = card.drafts
        assert _attached(data) == {}  # the move changed the plan only

        attached = _add(window, data)
        assert a not in attached
        assert sorted(attached[b]) == ["IMG_0002.JPG", "IMG_0003.JPG", "IMG_0005.JPG"]
        # Undone as one step, from the Edit menu (Bewerken ▸ Ongedaan maken: …).
        window.xdotool("key", "Escape")  # the inbox closes
        until(lambda: window.places()["inbox"] is None, doing="the inbox to close")
        window.xdotool("key", "alt+w")
        window.xdotool("key", "Return")
        until(lambda: not _attached(data).get(b), timeout=20, doing="the add to be undone")
    except BaseException:
        window.screenshot(tmp_path / "failed.png")
        window.close()
        log = (data / "app.log").read_text(encoding="utf-8", errors="replace")
        print(f"screen in {tmp_path / 'failed.png'}; the application said:\n{log[-4000:]}")
        raise
    finally:
        window.close()


def _add(window: Window, data: Path) -> dict[str, list[str]]:
    """*Toevoegen* (Alt+T), and what the database holds once the inbox says it is done."""
    window.xdotool("key", "alt+t")
    until(
        lambda: "toegevoegd" in (window.places()["inbox"] or {}).get("status", ""),
        timeout=30,
        doing="the pictures to be added",
    )
    return _attached(data)


def _open_inbox(window: Window, card: Path) -> None:
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
    assert [g["pictures"] for g in inbox["groups"][:2]] == [A, B]
    until(lambda: window.places()["inbox"]["groups"][0]["focus"], doing="the first group")


def _drag_first_group_onto_the_second(window: Window) -> None:
    """Press on the first group's handle, move until the window carries the group, over the
    second group's pictures, let go."""
    groups = until(
        lambda: (g := window.fresh()["inbox"]["groups"])[0]["handle"] and g[1]["view"] and g,
        doing="the handles in view",
    )
    _drag(window, middle_of(groups[0]["handle"]), middle_of(groups[1]["view"]))
    until(
        lambda: len([g for g in window.places()["inbox"]["groups"] if g["handle"]]) == 1,
        doing="the group to join the other",
    )


def _drag_first_group_onto_a_product(window: Window, title: str) -> None:
    """The inbox moved aside (to the screen's right half) by the window manager, so the
    list shows beside it; the first group's handle dragged onto the row of `title`."""
    places = window.fresh()
    left = min(r[0] for r in places["rows"] if r)
    screen = int(window.xdotool_out("getdisplaygeometry").split()[0])
    half = max(screen // 2, left + 260)
    inbox_id = window.xdotool_out("search", "--name", "^Foto's inlezen$").split()[0]
    window.xdotool("windowsize", inbox_id, screen - half, 560, "windowmove", inbox_id, half, 0)
    until(lambda: window.places()["inbox"]["window"][0] >= half - 20, doing="the inbox aside")
    places = until(
        lambda: (
            (p := window.fresh())["inbox"]["groups"][0]["handle"] and title in p["row_titles"] and p
        ),
        doing="the handle and the row in view",
    )
    row = places["rows"][places["row_titles"].index(title)]
    start = middle_of(places["inbox"]["groups"][0]["handle"])
    _drag(window, start, (row[0] + 20, row[1] + row[3] // 2))
    until(
        lambda: title in [g["title"] for g in window.places()["inbox"]["groups"]],
        doing="the group to go to the product",
    )


def _drag(window: Window, start: tuple[int, int], end: tuple[int, int]) -> None:
    """The real pointer: pressed at `start`, moved until the window carries the group,
    over to `end` as a hand moves, let go."""
    window.xdotool("mousemove", *start, "mousedown", 1)
    for step in range(1, 4):  # past the drag distance, a few pixels at a time
        window.xdotool("mousemove", start[0] + 6 * step, start[1] + 6 * step)
    until(
        lambda: window.places()["inbox"]["groups"][0]["moving"],
        doing="the group to be carried",
    )
    for step in range(1, 9):  # over to the second group, as a hand moves
        x = start[0] + (end[0] - start[0]) * step // 8
        y = start[1] + (end[1] - start[1]) * step // 8
        window.xdotool("mousemove", x, y)
    window.fresh()  # the last moves taken before the button is let go
    window.xdotool("mouseup", 1)


def _move_first_group_by_keyboard(window: Window) -> None:
    """Ctrl+Shift+M from the first group's pictures: the menu of groups; the other one."""
    window.xdotool("key", "ctrl+shift+m")
    shown = until(lambda: (i := window.places()["inbox"])["menu"] and i, doing="the menu")
    assert shown["menu"][0].startswith("Deur B (")
    assert shown["groups"][0]["selected"] == 3  # the whole group is what moves
    window.xdotool("key", "Down", "Return")
    until(
        lambda: len([g for g in window.places()["inbox"]["groups"] if g["handle"]]) == 1,
        doing="the group to join the other",
    )
