"""Regenerate the environment marker's screenshots:
`python -m tests.ui.make_environment_screenshots [folder]`.

The window over a production and over an acceptance environment's store, light and dark:
the title, the band over the tabs and the status bar say which, production unmistakably.
Saved to resources/screenshots (or `folder`)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.ui import theme
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    async with started_desk(folder, sandbox) as desk:
        window = desk.window
        assert window is not None
        window.resize(1280, 800)
        # Not the sandbox's key: the window names the sandbox by its own words, whatever
        # the store's name (the sandbox still answers behind it).
        sandbox = desk.store.binding
        assert sandbox is not None
        assert sandbox.key is not None
        for name, production, file in (
            ("Productie", True, "production"),
            ("Acceptatie", False, "acceptance"),
        ):
            desk.store.bind_environment(file, name, production=production)
            desk.sync.update_status()
            for scheme in ("light", "dark"):
                theme.apply_theme(app, scheme)
                await asyncio.sleep(0.3)
                window.grab().save(str(out / f"environment-{file}-{scheme}.png"))
        theme.apply_theme(app, "light")
        desk.store.bind_environment(sandbox.key, sandbox.name, production=sandbox.production)


if __name__ == "__main__":
    run(main)
