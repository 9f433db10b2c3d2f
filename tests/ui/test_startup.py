"""The real start (`run_application`) in a fresh interpreter: what the first paint loads.

The window paints before the event loop's modules (asyncio, qasync) and the heavy
ones (pydantic, httpx) are imported; they follow while the window takes input.
Timing is left to the benchmarks; this checks the order, which is what makes it fast.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def _last_line_of(code: str, *argv: str, timeout: float = 60) -> str:
    """Run `code` in a fresh interpreter (offscreen, this checkout); its last output line."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring",
        PYTHONPATH=str(PROJECT_ROOT),
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *argv],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip().splitlines()[-1]


_CHILD = """
import json, sys
from app.cli import build_parser
from app.ui.application import run_application

seen = {}

def shown(desk):
    heavy = ("asyncio", "qasync", "pydantic", "httpx", "app.api.client", "app.sync.engine")
    seen["loaded_at_first_paint"] = sorted(m for m in heavy if m in sys.modules)
    # Loaded when used (a split, a photo) or after the paint, not by the first paint.
    deferred = ("app.work.lots", "app.ui.products.split_dialog", "app.store.attachments")
    seen["deferred_at_first_paint"] = sorted(m for m in deferred if m in sys.modules)
    # sys.modules is in the order the imports began: the program's Qt-free modules
    # should all come before PySide6 (see app/ui/__init__.py).
    loaded = list(sys.modules)
    after_qt = loaded[loaded.index("PySide6") :]
    seen["qt_free_after_pyside"] = [
        name
        for name in after_qt
        if name.startswith("app.")
        and "PySide6" not in open(sys.modules[name].__file__, encoding="utf-8").read()
    ]
    seen["rows"] = desk.products.table.model().rowCount()
    import threading

    # The fonts were loaded beside the window's building, and that thread is done.
    seen["fonts_thread_alive"] = any(t.name == "fonts" for t in threading.enumerate())
    from PySide6.QtCore import QTimer

    def close_when_complete():
        if desk.is_complete:
            seen["complete"] = True
            seen["form_in_place"] = desk.products.has_form
            seen["lots_loaded"] = "app.work.lots" in sys.modules  # on the warm-up thread
            # What the first connection would otherwise import on the window's thread.
            connecting = (
                "app.work.environment_choice", "app.store.moving", "app.sync.reachability"
            )
            seen["connecting_loaded"] = [m for m in connecting if m in sys.modules]
            status = desk.window.status
            seen["outbox"] = [*status.outbox, status.outbox_label.isVisibleTo(status)]
            from PySide6.QtCore import QLocale
            from PySide6.QtWidgets import QApplication

            seen["locale"] = QLocale().name()
            # Set after the first paint (QIcon's Python enums cost it a millisecond).
            seen["icon"] = not QApplication.windowIcon().isNull()
            desk.window.close()
        else:
            QTimer.singleShot(10, close_when_complete)

    close_when_complete()

args = build_parser().parse_args(["--data-dir", sys.argv[1]])
code = run_application(args, on_window_shown=shown)
print(json.dumps(seen))
sys.exit(code)
"""


def test_the_window_paints_before_the_event_loop_and_heavy_modules_load(tmp_path: Path) -> None:
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from tests.sync.helpers import product_content

    with Store.open(tmp_path / "reuse-desk.sqlite3", tmp_path / "attachments") as store:
        for n in range(3):
            draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Deur {n}"))
            if n:
                store.drafts.mark_queued(draft.id)
    seen = json.loads(_last_line_of(_CHILD, str(tmp_path), timeout=120))
    assert seen["loaded_at_first_paint"] == []
    assert seen["deferred_at_first_paint"] == []
    assert seen["lots_loaded"] is True
    assert seen["connecting_loaded"] == [
        "app.work.environment_choice",
        "app.store.moving",
        "app.sync.reachability",
    ]
    assert seen["qt_free_after_pyside"] == []
    assert seen["rows"] == 3
    assert seen["fonts_thread_alive"] is False
    assert seen["complete"] is True
    assert seen["form_in_place"] is True  # made and placed in two turns of the loop
    # Counted after the first paint, then shown: 2 queued, none failed.
    assert seen["outbox"] == [2, 0, True]
    assert seen["locale"] == "nl_NL"  # Dutch, the default language
    assert seen["icon"] is True


_STYLE_CHILD = """
import sys
import app.ui.application as application

application.load_stylesheet = lambda: ""  # the style sheet's style would hide the name
app = application.create_qapplication(["reuse-desk", *sys.argv[1:]])
print(app.style().name())
"""


def test_a_new_application_gets_the_fusion_style_unless_the_user_asks_otherwise() -> None:
    # Chosen by Qt's -style option, not setStyle() (see create_qapplication).
    assert _last_line_of(_STYLE_CHILD) == "fusion"
    assert _last_line_of(_STYLE_CHILD, "-style", "windows") == "windows"


_CLI_CHILD = """
import json, sys, types

# A stand-in for the window (it would load Qt): it reports what was loaded by then.
stand_in = types.ModuleType("app.ui.application")
def run_application(args, sandbox_url=None, sandbox_reset=None):
    loaded = list(sys.modules)
    print(json.dumps({
        "sandbox_before_qt": "app.sandbox.server" in loaded and "PySide6" not in loaded,
        "sandbox_loaded": "app.sandbox.server" in loaded,
    }))
    return 0
stand_in.run_application = run_application
sys.modules["app.ui.application"] = stand_in

from app.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_sandbox_loads_before_qt_when_asked_for_and_not_otherwise(tmp_path: Path) -> None:
    def loaded(*argv: str) -> dict[str, bool]:
        result: dict[str, bool] = json.loads(
            _last_line_of(_CLI_CHILD, "--data-dir", str(tmp_path), *argv)
        )
        return result

    assert loaded("--sandbox") == {"sandbox_before_qt": True, "sandbox_loaded": True}
    assert loaded() == {"sandbox_before_qt": False, "sandbox_loaded": False}
