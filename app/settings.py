"""The user's preferences (language, look, photos, sync), kept in the data folder's settings file.

One model for the window and for `reuse-desk sync`, so both read the file alike; no Qt.
A settings file that cannot be read is moved aside rather than crashing the
program: preferences are cheap to lose, a program that will not start is not.
"""

from __future__ import annotations

import json
import logging
import time
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_serializer,
    field_validator,
)

from app import paths
from app.imaging.settings import DEFAULT_MAX_SIDE, PhotoSettings
from app.private_files import write_private

log = logging.getLogger(__name__)

# `photo_max_px` of "keep the photo's own size": written as "original" in the file.
ORIGINAL_SIZE = 0
ORIGINAL_SIZE_TEXT = "original"
MIN_PHOTO_PX = 320
MAX_PHOTO_PX = 8000


class UiSettings(BaseModel):
    """The settings file, as the window and `reuse-desk sync` read it."""

    model_config = ConfigDict(extra="allow")

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
    auto_sync: bool = True
    sync_interval_minutes: int = Field(default=5, ge=1, le=240)
    environment: str | None = None
    # The user's own environment profiles (no secrets: those are in the keyring, or only
    # in memory where the system has none).
    environments: list[dict[str, Any]] = Field(default_factory=list)
    window_geometry: str | None = None
    # When the update manifest was last asked for (at most once a day, app/api/updates.py).
    update_checked_at: datetime | None = None

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


def load_settings(path: Path | None = None) -> UiSettings:
    path = path or paths.settings_path()
    if not path.exists():
        return UiSettings()
    try:
        return UiSettings.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        backup = path.with_name(f"{path.name}.broken-{int(time.time())}")
        log.warning("settings file unreadable (%s); moved to %s", exc, backup)
        try:
            path.replace(backup)
        except OSError:
            log.exception("could not move the broken settings file aside")
        return UiSettings()


def save_settings(settings: UiSettings, path: Path | None = None) -> None:
    write_private(path or paths.settings_path(), settings.model_dump_json(indent=2))
