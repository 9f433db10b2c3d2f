"""Regenerate the screenshot of the connection dialog on a computer without a keyring:
`python -m tests.ui.make_session_secret_screenshot` (saves `connection-no-keyring.png`).

Runs the real window offscreen, with keyring's null backend (no secure storage), and
fills in a new acceptance environment; the dialog says the secret is kept for the session.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    from app.api.secrets import KeyringSecretStore

    async with started_desk(folder, sandbox) as desk:
        desk.sync.keyring = KeyringSecretStore()  # the system's: none here
        dialog = desk.dialogs.open_connection_dialog()
        dialog.environment.setCurrentIndex(dialog.environment.findData("acceptance"))
        dialog.base_url.setText("https://acceptatie.hergebruik.example/api/v1")
        dialog.client_id.setText("reuse-desk-veldwerk")
        await asyncio.sleep(0.2)
        dialog.grab().save(shot("connection-no-keyring"))
        dialog.close()


if __name__ == "__main__":
    run(main)
