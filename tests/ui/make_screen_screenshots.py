"""The window at the commonest field laptop's size, per tab, light and dark:
`python -m tests.ui.make_screen_screenshots` writes `<tab>-1366x768-<scheme>.png` to
resources/screenshots. The states are those `tests.ui.screen_check` checks, rendered on a
1366 x 768 offscreen screen (its own process: a screen is fixed when Qt starts)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "resources" / "screenshots"
SIZE = (1366, 768)
# The state each tab is shown in: a draft with a long name (and the corrupt-database message
# in the status bar), a new project, a subscription on the server.
SHOWN = {
    "products": "products-long-name",
    "projects": "projects-new",
    "subscriptions": "subscriptions-server",
}


def main() -> None:
    width, height = SIZE
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, "-m", "tests.ui.screen_check", str(width), str(height), "1"]
        subprocess.run([*command, "--shots", tmp], cwd=ROOT, env=env, check=True)
        for tab, state in SHOWN.items():
            for scheme in ("light", "dark"):
                name = f"{width}x{height}-{scheme}.png"
                shutil.copyfile(Path(tmp) / f"{state}-{name}", OUT / f"{tab}-{name}")
                print(OUT / f"{tab}-{name}")


if __name__ == "__main__":
    main()
