"""The user's preferences (language, look, photos, sync), kept in the data folder's settings file.

One model for the window and for `reuse-desk sync`, so both read the file alike; no Qt.
A settings file that cannot be read is moved aside rather than crashing the
program: preferences are cheap to lose, a program that will not start is not.

The file has a version number (`VERSION`). An older shape is brought up step by step when
it is read (`_UPGRADES`, Picard's config_upgrade); one a newer program wrote is read as far
as this one knows it, its other fields kept as they are (`extra="allow"`). Version 1 had no
number; version 2 keeps the local webhook receiver's port.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Annotated
from typing import Any
from typing import Final
from typing import Literal

from pydantic import BaseModel
from pydantic import ConfigDict
from pydantic import Field
from pydantic import ValidationError
from pydantic import ValidatorFunctionWrapHandler
from pydantic import field_serializer
from pydantic import field_validator

from app import paths
from app.imaging.settings import DEFAULT_MAX_SIDE
from app.imaging.settings import PhotoSettings
from app.photos import DEFAULT_PAUSE_MINUTES
from app.private_files import narrow
from app.private_files import write_private

log = logging.getLogger(__name__)

# `photo_max_px` of "keep the photo's own size": written as "original" in the file.
ORIGINAL_SIZE = 0
ORIGINAL_SIZE_TEXT = "original"
MIN_PHOTO_PX = 320
MAX_PHOTO_PX = 8000
VERSION: Final = 2
# The local webhook receiver listens on one of these ports (none that needs root).
MIN_RECEIVER_PORT = 1024
MAX_RECEIVER_PORT = 65535


class UiSettings(BaseModel):
    """The settings file, as the window and `reuse-desk sync` read it."""

    model_config = ConfigDict(extra="allow")

    version: int = VERSION
    language: Literal["nl", "en"] = "nl"
    # "system" follows the operating system's light or dark scheme, live.
    colour_scheme: Literal["system", "light", "dark"] = "system"
    # Larger text and click targets, for gloves and touch screens.
    large_controls: bool = False
    # The longest side of an uploaded photo, or ORIGINAL_SIZE.
    photo_max_px: Literal[0] | Annotated[int, Field(ge=MIN_PHOTO_PX, le=MAX_PHOTO_PX)] = (
        DEFAULT_MAX_SIDE
    )
    # Off by default: a photo's GPS position can reveal where a field worker lives.
    photo_keep_location: bool = False
    # The photo inbox: a pause longer than this ends a label's pictures; a folder (a phone's
    # sync folder) whose new pictures join the inbox while the program runs (None: none).
    photo_pause_minutes: int = Field(default=DEFAULT_PAUSE_MINUTES, ge=1, le=240)
    photo_watch_folder: str | None = None
    auto_sync: bool = True
    sync_interval_minutes: int = Field(default=5, ge=1, le=240)
    environment: str | None = None
    # The user's own environment profiles (no secrets: those are in the keyring, or only
    # in memory where the system has none).
    environments: list[dict[str, Any]] = Field(default_factory=list)
    window_geometry: str | None = None
    # When the update manifest was last asked for (at most once a day, app/api/updates.py).
    update_checked_at: datetime | None = None
    # The local webhook receiver's port: chosen when it first listens, kept so the webhook
    # address of a subscription made for it stays right across starts; None until then.
    receiver_port: int | None = Field(default=None, ge=MIN_RECEIVER_PORT, le=MAX_RECEIVER_PORT)

    @field_validator("receiver_port", mode="wrap")
    @classmethod
    def _a_port_it_can_listen_on(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        # Cheap to lose: a port it cannot use is chosen anew, the other settings stay.
        try:
            return handler(value)
        except ValidationError:
            log.warning("settings: receiver port %r cannot be used; another is chosen", value)
            return None

    @field_validator("photo_max_px", mode="before")
    @classmethod
    def _original_size(cls, value: Any) -> Any:
        return ORIGINAL_SIZE if value in (ORIGINAL_SIZE_TEXT, None) else value

    @field_serializer("photo_max_px")
    def _write_original_as_text(self, value: int) -> int | str:
        return ORIGINAL_SIZE_TEXT if value == ORIGINAL_SIZE else value

    def photo_settings(self) -> PhotoSettings:
        """How the sync engine prepares photos under these settings."""
        return PhotoSettings(
            max_side=self.photo_max_px or None,  # ORIGINAL_SIZE: the photo's own
            keep_location=self.photo_keep_location,
        )


def _receiver_port_kept(data: dict[str, Any]) -> dict[str, Any]:
    # Version 1 chose the receiver's port anew at every start: there is none to carry over.
    return {**data, "receiver_port": None}


# From the version a file has to the next: each step changes only what changed then.
_UPGRADES: Final[dict[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {
    1: _receiver_port_kept,
}


def upgraded(data: Any) -> Any:
    """The settings a file holds, of an older version, brought to this one's shape (a file
    without a number is of version 1); a newer version's as they are."""
    if not isinstance(data, dict):
        return data
    version = data.get("version", 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError(f"no version settings can have ({version!r})")
    if version > VERSION:
        log.warning("settings of version %d, newer than %d: read as far as known", version, VERSION)
        return data
    while version < VERSION:
        data = _UPGRADES[version](dict(data))
        version += 1
    return {**data, "version": VERSION}


def load_settings(path: Path | None = None) -> UiSettings:
    path = path or paths.settings_path()
    if not path.exists():
        return UiSettings()
    try:
        return UiSettings.model_validate(upgraded(json.loads(path.read_text(encoding="utf-8"))))
    except (OSError, ValueError, ValidationError) as exc:
        backup = path.with_name(f"{path.name}.broken-{int(time.time())}")
        log.warning("settings file unreadable (%s); moved to %s", exc, backup)
        try:
            path.replace(backup)
            narrow(backup)  # an older version's file may have been readable by all
        except OSError:
            log.exception("could not move the broken settings file aside")
        return UiSettings()


def save_settings(settings: UiSettings, path: Path | None = None) -> None:
    write_private(path or paths.settings_path(), settings.model_dump_json(indent=2))


# The locale variables a command's language is read from, the first one set wins (as POSIX
# orders them for messages).
_LOCALE_VARIABLES: Final = ("LC_ALL", "LC_MESSAGES", "LANG")


def command_language(settings: UiSettings, environ: Mapping[str, str]) -> Literal["nl", "en"]:
    """The language a command without a window speaks: the settings' language where the
    settings file states one, else the locale's (`nl*` Dutch, `en*` English), else Dutch,
    the program's default. A locale of another language (or `C`) leaves the default."""
    if "language" in settings.model_fields_set:
        return settings.language
    for name in _LOCALE_VARIABLES:
        value = environ.get(name, "").strip().lower()
        if not value:
            continue
        if value.startswith("en"):
            return "en"
        return "nl"
    return "nl"
