"""Where Reuse Desk keeps its files: the one module that knows the folders (and calls
platformdirs), so tests and portable installs redirect the whole program with one call
(`set_data_dir`) or one environment variable (`REUSE_DESK_DATA_DIR`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from app import APP_ID
from app.private_files import private_folder
from app.private_files import touch_private

DATA_DIR_ENV = "REUSE_DESK_DATA_DIR"
PRESETS_FILE_NAME = "environments.json"

_override: Path | None = None


def set_data_dir(path: Path | str | None) -> None:
    """Redirect every folder below to `path` (for `--data-dir` and for tests); None undoes it."""
    global _override
    _override = Path(path).expanduser().resolve() if path is not None else None


def data_dir() -> Path:
    """The folder holding the database, attachments, settings and logs (created on demand)."""
    if _override is not None:
        return private_folder(_override, narrow_existing=False)
    if os.environ.get(DATA_DIR_ENV):
        given = Path(os.environ[DATA_DIR_ENV]).expanduser().resolve()
        return private_folder(given, narrow_existing=False)
    import platformdirs  # only here: not needed with --data-dir or the variable

    return private_folder(Path(platformdirs.user_data_dir(APP_ID, appauthor=False, roaming=False)))


def database_path() -> Path:
    return data_dir() / "reuse-desk.sqlite3"


def attachments_dir() -> Path:
    return private_folder(data_dir() / "attachments")


def sandbox_database_path() -> Path:
    """The embedded sandbox's own database: kept, so a restarted sandbox is the same server.
    Made empty and private before the sandbox opens it: SQLite keeps a database's mode, and
    gives its WAL and shared-memory files the same."""
    path = private_folder(data_dir() / "sandbox") / "sandbox.sqlite3"
    touch_private(path)
    return path


def log_dir() -> Path:
    return private_folder(data_dir() / "logs")


def settings_path() -> Path:
    return data_dir() / "settings.json"


def webhook_history_path() -> Path:
    """The local webhook receiver's deliveries, kept across starts and environments."""
    return data_dir() / "webhook-deliveries.jsonl"


def program_dir() -> Path:
    """The folder of the installed program: where an organisation may place its presets file."""
    if getattr(sys, "frozen", False):
        executable_dir = Path(sys.executable).resolve().parent
        # A signed macOS bundle may hold no data files beside the executable
        # (Contents/MacOS); the installer puts them in Contents/Resources instead.
        if sys.platform == "darwin" and executable_dir.name == "MacOS":
            return executable_dir.parent / "Resources"
        return executable_dir
    return Path(__file__).resolve().parent


def presets_path() -> Path:
    return program_dir() / PRESETS_FILE_NAME


def resources_dir() -> Path:
    """Icons, translations and the stylesheet, in a source tree and in a frozen bundle alike."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"
