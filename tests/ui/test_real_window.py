"""The real window on an X server, driven by a real pointer and keyboard (xdotool): one
product from Ctrl+N to queued by a double click, with clicks, typing and the wheel over the
form (over the Status drop-down and a number box), at 1366 × 768 and 1024 × 600. Offscreen
rendering hides pointer and focus problems (a wheel that edits, a message that moves the field
under the pointer, a dialog's button below the screen's edge); these tests see them. Ctrl+N
puts the cursor in the name at the form's top; Ctrl+Return on a half-filled product puts it in
the first field to correct. Three drafts are deleted, undone and redone by their keys; three
are edited together (Ctrl+E), the step then read in one's history panel.

The window is another process, starved at times on a loaded machine: every step waits for
what it did to show in a report the window writes after it (its focus, its fields' values,
its scroll), never for a time, and the waits are long.

It runs on an X server (Xvfb, on a display number it is given) with a window manager
(openbox, where installed), one of each size per worker (the `display` fixture,
tests/ui/xserver.py), starts the application as `reuse-desk --data-dir` starts it, then
reads what was queued from the application's own SQLite file. Skipped where Xvfb or
xdotool is missing; deselect with `-m "not xserver"`.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from typing import TypeVar

import pytest

pytestmark = [
    pytest.mark.xserver,
    pytest.mark.skipif(
        shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
        reason="needs Xvfb and xdotool (CI installs them: .ci/run)",
    ),
]

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60.0  # seconds: on a loaded machine the window may be starved for a while
T = TypeVar("T")


def until(what: Callable[[], T | None], timeout: float = TIMEOUT, doing: str = "") -> T:
    """Poll `what` until it gives something (the X server and the window are other processes)."""
    deadline = time.monotonic() + timeout
    while True:
        result = what()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {doing or what}")
        time.sleep(0.05)


class Window:
    """The application in a subprocess on `display`, and a pointer and keyboard for it."""

    def __init__(self, display: str, folder: Path, sandbox_url: str | None = None) -> None:
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb",
            "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
        }
        self.env.pop("WAYLAND_DISPLAY", None)
        self.folder = folder
        self.places_file = folder / "places.json"
        self.log = (folder / "app.log").open("wb")
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.ui.xwindow_app",
                str(self.places_file),
                str(folder),
                *([sandbox_url] if sandbox_url else []),
            ],
            cwd=ROOT,
            env=self.env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )

    def places(self) -> dict[str, Any]:
        assert self.process.poll() is None, "the application ended"
        try:
            found: dict[str, Any] = json.loads(self.places_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return found

    def fresh(self) -> dict[str, Any]:
        """The window's report written two times after now: what was sent to the X server
        before has been handled (the report is written from the window's event loop)."""
        seq = self.places().get("seq", 0)

        def written_since() -> dict[str, Any] | None:
            places = self.places()
            return places if places.get("seq", 0) >= seq + 2 else None

        return until(written_since, doing="a fresh report of the window")

    def field(self, path: str) -> tuple[int, int]:
        """The middle of the input `path` on the screen, waiting until it is in view."""
        return middle_of(until(lambda: self.fresh().get("fields", {}).get(path), doing=path))

    def click_field(self, path: str) -> None:
        """Click into `path` (scrolled down to it first, on a small screen), and wait until
        the keyboard is there."""
        self.scroll_to(path)
        self.click(self.field(path))
        until(lambda: self.places().get("focus") == path, doing=f"the keyboard in {path}")

    def type_into(self, path: str, text: str, holds: str | None = None) -> None:
        """Type `text` where the keyboard is, and wait until `path` holds it (`holds`)."""
        self.type(text)
        wanted = text if holds is None else holds
        until(
            lambda: self.places().get("values", {}).get(path) == wanted,
            doing=f"{path} to hold {wanted!r}",
        )

    def scroll_to(self, path: str) -> None:
        """Turn the wheel over the middle of the form until the input `path` is in view,
        a notch at a time, each looked at once the window has taken it."""
        middle = middle_of(until(lambda: self.places().get("form"), doing="the form"))
        for _turn in range(30):
            if _whole(self.fresh()["fields"].get(path)):
                return
            self.wheel(middle, 1)
        raise AssertionError(f"{path} not in view after 30 turns of the wheel")

    def xdotool(self, *args: str | int) -> None:
        subprocess.run(["xdotool", *map(str, args)], env=self.env, check=True, timeout=10)

    def xdotool_out(self, *args: str | int) -> str:
        """What xdotool prints (a window's id, the screen's size)."""
        done = subprocess.run(
            ["xdotool", *map(str, args)],
            env=self.env,
            check=True,
            timeout=10,
            capture_output=True,
            text=True,
        )
        return done.stdout

    def click(self, at: tuple[int, int]) -> None:
        self.xdotool("mousemove", *at, "click", 1)

    def double_click(self, at: tuple[int, int]) -> None:
        """Two clicks at `at` within the double-click interval, as a hurried hand makes them."""
        self.xdotool("mousemove", *at, "click", "--repeat", 2, "--delay", 60, 1)

    def type(self, text: str) -> None:
        self.xdotool("type", "--delay", 15, text)

    def wheel(self, at: tuple[int, int], notches: int) -> None:
        """Turn the wheel over `at`: down for a positive count (X buttons 5 down, 4 up)."""
        button = 5 if notches > 0 else 4
        self.xdotool("mousemove", *at, "click", "--repeat", abs(notches), "--delay", 40, button)

    def screenshot(self, path: Path) -> None:
        """The whole screen as a PNG at `path` (ImageMagick's `import`, else Pillow's grab
        of the X server's root window)."""
        if shutil.which("import"):
            subprocess.run(
                ["import", "-window", "root", str(path)], env=self.env, timeout=10, check=False
            )
            return
        from PIL import ImageGrab

        ImageGrab.grab(xdisplay=self.env["DISPLAY"]).save(path)

    def close(self) -> None:
        if self.log.closed:
            return
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()


def middle_of(rect: list[int]) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def _whole(rect: list[int] | None) -> bool:
    return rect is not None and rect[3] >= 20  # not a sliver at the form's edge


def drafts(folder: Path) -> list[tuple[str, dict[str, Any]]]:
    """The products' drafts as the application stored them: (state, content)."""
    files = list(folder.glob("**/*.sqlite3")) + list(folder.glob("**/*.db"))
    for file in files:
        with sqlite3.connect(f"file:{file}?mode=ro", uri=True, timeout=5) as db:
            try:
                rows = db.execute("SELECT state, content FROM drafts WHERE kind = 'product'")
                return [(state, json.loads(content)) for state, content in rows]
            except sqlite3.OperationalError:
                continue
    return []


def test_one_product_from_ctrl_n_to_queued_by_mouse_keys_and_wheel(
    display: str, tmp_path: Path
) -> None:
    window = Window(display, tmp_path)
    try:
        _make_one_product(window, tmp_path)
    except BaseException:
        window.screenshot(tmp_path / "failed.png")  # the screen as it was, to look at
        window.close()
        log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace")
        print(f"screen in {tmp_path / 'failed.png'}; the application said:\n{log[-4000:]}")
        raise
    finally:
        window.close()


def _make_one_product(window: Window, folder: Path) -> None:
    until(lambda: window.places().get("exposed"), doing="the window")
    name_at = window.field("itemDetails.name")
    window.click(name_at)  # the window takes the keyboard
    until(lambda: window.places().get("active"), doing="the window to be active")
    window.xdotool("key", "ctrl+n")
    # A new product: the cursor in its name, the form at its top.
    until(lambda: window.places().get("focus") == "itemDetails.name", doing="Ctrl+N's focus")
    assert window.fresh()["scroll"] == 0

    # Queued half-filled (a quantity far down): the cursor goes to the first field to correct.
    window.click_field("quantity.quantityValue")
    window.type_into("quantity.quantityValue", "12,5", holds="12.5")
    window.xdotool("key", "ctrl+Return")
    until(lambda: window.places().get("focus") == "itemDetails.name", doing="the first problem")
    assert _whole(window.fresh()["fields"].get("itemDetails.name"))

    # A name far too long: the header keeps to two lines, the message shows whole.
    long_name = ("Eiken binnendeur met glas-in-lood " * 9).strip()  # past the 255 allowed
    window.click_field("itemDetails.name")
    window.type_into("itemDetails.name", long_name)
    told = until(
        lambda: window.places().get("messages", {}).get("itemDetails.name"),
        doing="the name's message",
    )
    shown, needed, _text = told
    assert needed <= shown  # every line of it in view
    assert 1 <= window.fresh()["title_lines"] <= 2
    window.xdotool("key", "ctrl+a")
    window.type_into("itemDetails.name", "Eiken binnendeur 83 cm")
    window.click(window.field("productCategory"))  # the list opens
    window.type("Deuren")
    window.xdotool("key", "Return")
    until(
        lambda: window.places().get("values", {}).get("productCategory") == "Deuren",
        doing="the category chosen",
    )
    window.click_field("quantity.quantityUoM")
    window.type_into("quantity.quantityUoM", "PCE")
    window.xdotool("key", "Tab")

    # Down the form with the wheel over a number box (not the one with the focus) ...
    quantity = window.places()["fields"]["quantity.quantityValue"]
    window.wheel(middle_of(quantity), 2)
    until(
        lambda: window.places()["fields"].get("quantity.quantityValue") != quantity,
        doing="the form to scroll under the pointer",
    )
    # ... and over whatever is under the pointer, until the Status drop-down is in view.
    window.scroll_to("validityInformation.statusCode")
    status_at = window.field("validityInformation.statusCode")
    before = window.places()["fields"]["validityInformation.statusCode"]
    window.wheel(status_at, 2)  # over the Status drop-down, both ways
    window.wheel(status_at, -1)
    until(
        lambda: window.places()["fields"].get("validityInformation.statusCode") != before,
        doing="the form to scroll under the pointer",
    )

    window.scroll_to("address.city")  # further down
    window.click_field("address.city")
    window.type_into("address.city", "Houten")

    # What was typed is in the draft, the status untouched, and it is queued: by a double
    # click, whose second click lands where the button was (it never makes a copy).
    window.double_click(middle_of(until(lambda: window.places().get("queue"), doing="the button")))
    queued = until(
        lambda: [c for state, c in drafts(folder) if state == "queued"], doing="a queued draft"
    )
    assert len(queued) == 1
    content = queued[0]
    assert content["itemDetails"]["name"] == "Eiken binnendeur 83 cm"
    assert content["productCategory"] == "Deuren"
    assert content["quantity"]["quantityValue"] == 12.5
    assert content["quantity"]["quantityUoM"] == "PCE"
    assert content["address"]["city"] == "Houten"
    assert (content.get("validityInformation") or {}).get("statusCode") is None
    assert [state for state, _c in drafts(folder)] == ["queued"]
    # The second click, handled after the first: still one draft, queued, a moment on.
    window.fresh()
    assert [state for state, _c in drafts(folder)] == ["queued"]


def test_three_drafts_deleted_with_the_delete_key_undone_and_redone(
    display: str, tmp_path: Path
) -> None:
    window = Window(display, tmp_path)
    try:
        _delete_undo_redo(window, tmp_path)
    except BaseException:
        window.screenshot(tmp_path / "failed.png")
        window.close()
        log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace")
        print(f"screen in {tmp_path / 'failed.png'}; the application said:\n{log[-4000:]}")
        raise
    finally:
        window.close()


def _select_first_three(window: Window) -> None:
    """The table's first three rows selected with the pointer: a click, a shift-click."""
    rows = until(
        lambda: (
            [r for r in window.places().get("rows", []) if r][:3]
            if len([r for r in window.places().get("rows", []) if r]) >= 3
            else None
        ),
        doing="three rows in the table",
    )
    window.click(middle_of(rows[0]))
    window.xdotool("keydown", "shift")
    window.click(middle_of(rows[2]))
    window.xdotool("keyup", "shift")


def _delete_undo_redo(window: Window, folder: Path) -> None:
    until(lambda: window.places().get("exposed"), doing="the window")
    window.click(window.field("itemDetails.name"))  # the window takes the keyboard
    until(lambda: window.places().get("active"), doing="the window to be active")
    for name in ("Deur een", "Deur twee", "Deur drie"):
        window.xdotool("key", "ctrl+n")
        window.click(window.field("itemDetails.name"))
        window.type(name)
        until(
            lambda name=name: any(c["itemDetails"]["name"] == name for _s, c in drafts(folder)),
            doing=f"the draft {name}",
        )
    # Select the three with the pointer (a click, a shift-click), then the Delete key.
    _select_first_three(window)
    window.xdotool("key", "Delete")
    window.click(middle_of(until(lambda: window.places().get("yes"), doing="the question")))
    until(lambda: drafts(folder) == [] or None, doing="the drafts deleted")

    window.xdotool("key", "ctrl+z")
    back = until(lambda: len(drafts(folder)) == 3 or None, doing="the undo")
    assert back
    names = sorted(c["itemDetails"]["name"] for _s, c in drafts(folder))
    assert names == ["Deur drie", "Deur een", "Deur twee"]

    window.xdotool("key", "ctrl+y")
    until(lambda: drafts(folder) == [] or None, doing="the redo")


def test_three_drafts_edited_together_the_step_in_each_ones_history(
    display: str, tmp_path: Path
) -> None:
    """Issue 35: three drafts typed in, selected by a click and a shift-click, their city set
    together (Ctrl+E, the dialog's city, "Check and apply"); the history panel of one of
    them (the header's History button) shows the bulk step on its newest line."""
    window = Window(display, tmp_path)
    try:
        _edit_together_then_history(window, tmp_path)
    except BaseException:
        window.screenshot(tmp_path / "failed.png")
        window.close()
        log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace")
        print(f"screen in {tmp_path / 'failed.png'}; the application said:\n{log[-4000:]}")
        raise
    finally:
        window.close()


def _type_valid_product(window: Window, folder: Path, name: str, city: str) -> None:
    """A new product (Ctrl+N) typed whole enough to pass the request model's rules: a bulk
    step leaves a record it would leave invalid as it is."""
    window.xdotool("key", "ctrl+n")
    until(lambda: window.places().get("focus") == "itemDetails.name", doing="Ctrl+N's focus")
    window.type_into("itemDetails.name", name)
    window.click(window.field("productCategory"))  # the list opens
    window.type("Deuren")
    window.xdotool("key", "Return")
    until(
        lambda: window.places().get("values", {}).get("productCategory") == "Deuren",
        doing="the category chosen",
    )
    window.click_field("quantity.quantityValue")
    window.type_into("quantity.quantityValue", "12,5", holds="12.5")
    window.click_field("quantity.quantityUoM")
    window.type_into("quantity.quantityUoM", "PCE")
    window.click_field("address.city")
    window.type_into("address.city", city)
    until(
        lambda: any(
            c["itemDetails"]["name"] == name and (c.get("address") or {}).get("city") == city
            for _s, c in drafts(folder)
        ),
        doing=f"the draft {name} saved",
    )


def _edit_together_then_history(window: Window, folder: Path) -> None:
    until(lambda: window.places().get("exposed"), doing="the window")
    window.click(window.field("itemDetails.name"))  # the window takes the keyboard
    until(lambda: window.places().get("active"), doing="the window to be active")
    names = ["Deur drie", "Deur een", "Deur twee"]
    for name in names:
        _type_valid_product(window, folder, name, "Houten")
    # The three selected with the pointer (a click, a shift-click), edited together (Ctrl+E).
    _select_first_three(window)
    until(lambda: window.places().get("selected") == 3, doing="the three selected")
    window.xdotool("key", "ctrl+e")
    dialog = until(
        lambda: (d := window.places().get("bulk")) and d["active"] and d,
        doing="the Edit together dialog, active",
    )
    assert dialog["values"]["address.city"] == "Houten"  # the value the three share
    # Its city in view (the wheel over the dialog's body, a notch at a time), clicked, typed.
    for _turn in range(30):
        dialog = window.fresh()["bulk"]
        if _whole(dialog["fields"]["address.city"]):
            break
        window.wheel(middle_of(dialog["body"]), 1)
    else:
        raise AssertionError("the dialog's city not in view after 30 turns of the wheel")
    window.click(middle_of(dialog["fields"]["address.city"]))
    until(
        lambda: (window.places().get("bulk") or {}).get("focus") == "address.city",
        doing="the keyboard in the dialog's city",
    )
    window.xdotool("key", "ctrl+a")
    window.type("Utrecht")
    check = until(
        lambda: (
            (d := window.places().get("bulk") or {}).get("values", {}).get("address.city")
            == "Utrecht"
            and d.get("check")
        ),
        doing="the dialog's city to hold 'Utrecht', its Check and apply enabled",
    )
    screen = window.places()["screen"]
    assert _within(check, screen), f"Check and apply at {check}, off the screen {screen}"
    window.click(middle_of(check))
    # Every one valid: applied at once, the dialog closed, the three hold the new city.
    until(lambda: window.places().get("bulk") is None or None, doing="the dialog to close")
    until(
        lambda: (
            len(found := drafts(folder)) == 3
            and all(c["address"]["city"] == "Utrecht" for _s, c in found)
        ),
        doing="the three drafts to hold Utrecht",
    )
    assert sorted(c["itemDetails"]["name"] for _s, c in drafts(folder)) == names

    # One of them in the form, its history shown by the header's button.
    row = until(lambda: (window.places().get("rows") or [None])[1], doing="the table's rows")
    window.click(middle_of(row))
    until(
        lambda: window.places().get("values", {}).get("address.city") == "Utrecht",
        doing="the record in the form, its new city",
    )
    button = until(lambda: window.places().get("history_button"), doing="the History button")
    window.click(middle_of(button))
    history = until(
        lambda: (h := window.places().get("history")) and h["lines"] and h,
        doing="the history panel, its lines",
    )
    _when, what, field, was, became = history["lines"][0]
    assert (what, field, was, became) == (
        "Bulkwijziging van 3 records",
        "Plaats",
        "Houten",
        "Utrecht",
    )
    window.screenshot(folder / "history-after-bulk.png")


def _within(rect: list[int], screen: list[int]) -> bool:
    x, y, w, h = rect
    sx, sy, sw, sh = screen
    return sx <= x and sy <= y and x + w <= sx + sw and y + h <= sy + sh


def test_38_doors_split_10_and_28_by_keyboard_synced_and_read_back(
    display: str, tmp_path: Path, sandbox: Any
) -> None:
    """Issue 38: the doors on the service, split in the real window by its keys (Ctrl+Shift+L,
    the amount, Tab, the status by its first letter, Return; F5), the two read back over HTTP."""
    import asyncio

    from app.api.client import ServiceClient
    from app.api.environments import sandbox_profile
    from app.api.environments import sandbox_secrets
    from app.api.products import ProductRequest
    from tests.sync.helpers import product_content

    profile = sandbox_profile(sandbox.base_url)

    async def service(doors: dict[str, Any] | None = None) -> list[tuple[float, str | None]]:
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            if doors is not None:
                await client.create_product(ProductRequest.model_validate(doors))
            found = await client.list_products()
        return sorted(
            (float(p.quantity.quantity_value or 0), p.validity_information.status_code)
            for p in found
        )

    doors = product_content(
        "Eiken binnendeur", quantity={"quantityValue": 38, "quantityUoM": "PCE"}
    )
    assert asyncio.run(service(doors)) == [(38.0, "Beschikbaar")]
    window = Window(display, tmp_path, sandbox.base_url)
    try:
        until(lambda: window.places().get("exposed"), doing="the window")
        row = until(
            lambda: (window.places().get("rows") or [None])[0], doing="the doors in the table"
        )
        window.click(middle_of(row))  # the window takes the keyboard, the doors in the form
        until(lambda: window.places().get("active"), doing="the window to be active")
        until(
            lambda: (
                window.places().get("values", {}).get("quantity.quantityValue") in ("38", "38.0")
            ),
            doing="the doors in the form",
        )
        window.xdotool("key", "ctrl+shift+l")
        until(
            lambda: (window.places().get("split") or {}).get("focus") == "splitAmount",
            doing="the split dialog, the keyboard in its amount",
        )
        window.type("10")
        window.xdotool("key", "Tab")
        until(
            lambda: (window.places().get("split") or {}).get("focus") == "splitStatus",
            doing="the status",
        )
        window.type("G")  # Gereserveerd, by its first letter
        until(
            lambda: (window.places().get("split") or {}).get("status") == "Gereserveerd",
            doing="the status chosen",
        )
        window.xdotool("key", "Return")
        until(lambda: window.places().get("split") is None, doing="the dialog to close")
        # Queued (and perhaps sent already: the window syncs after a queue on its own).
        sent = ("queued", "syncing", "synced")
        queued = until(
            lambda: [c for state, c in drafts(tmp_path) if state in sent][1:] and drafts(tmp_path),
            doing="the pair queued",
        )
        assert sorted(c["quantity"]["quantityValue"] for _s, c in queued) == [10, 28]
        window.xdotool("key", "F5")
        until(
            lambda: asyncio.run(service()) == [(10.0, "Gereserveerd"), (28.0, "Beschikbaar")],
            doing="the two on the service",
        )
    except BaseException:
        window.screenshot(tmp_path / "failed.png")
        window.close()
        log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace")
        print(f"screen in {tmp_path / 'failed.png'}; the application said:\n{log[-4000:]}")
        raise
    finally:
        window.close()
