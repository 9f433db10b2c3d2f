"""The user's preferences (language, photo size, sync), kept in the data folder's settings file.

A settings file that cannot be read is moved aside rather than crashing the
program: preferences are cheap to lose, a program that will not start is not.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app import paths

log = logging.getLogger(__name__)

Language = Literal["nl", "en"]


class UiSettings(BaseModel):
    model_config = ConfigDict(extra="allow")

    language: Language = "nl"
    photo_max_px: int = Field(default=1600, ge=320, le=8000)
    auto_sync: bool = True
    sync_interval_minutes: int = Field(default=5, ge=1, le=240)
    environment: str | None = None
    # The user's own environment profiles (no secrets: those are in the keyring).
    environments: list[dict[str, Any]] = Field(default_factory=list)
    window_geometry: str | None = None
    splitter_state: str | None = None


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
    path = path or paths.settings_path()
    tmp = path.with_suffix(".tmp")
    tmp.write_text(settings.model_dump_json(indent=2), encoding="utf-8")
    os.replace(tmp, path)
