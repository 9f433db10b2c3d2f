"""The settings file has a version: an older one is brought up step by step when read (the
receiver's port arrived with version 2), a newer one is read as far as this version knows it
and keeps what it does not know."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.settings import VERSION
from app.settings import UiSettings
from app.settings import load_settings
from app.settings import save_settings


def _file(tmp_path: Path, data: dict[str, object]) -> Path:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_file_of_version_1_is_read_and_saved_as_this_version(tmp_path: Path) -> None:
    # Version 1 had no number, and chose the receiver's port anew at every start.
    path = _file(tmp_path, {"language": "en", "auto_sync": False, "receiver_port": 4242})
    settings = load_settings(path)
    assert settings.version == VERSION == 2
    assert settings.language == "en"
    assert settings.auto_sync is False
    assert settings.receiver_port is None
    settings.receiver_port = 41234
    save_settings(settings, path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == VERSION
    assert written["receiver_port"] == 41234
    assert load_settings(path).receiver_port == 41234


def test_a_newer_file_is_read_as_far_as_known_and_keeps_the_rest(tmp_path: Path) -> None:
    path = _file(tmp_path, {"version": VERSION + 1, "language": "en", "later_field": [1, 2]})
    settings = load_settings(path)
    assert settings.language == "en"
    save_settings(settings, path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == VERSION + 1  # never written back as older than it is
    assert written["later_field"] == [1, 2]


@pytest.mark.parametrize("port", [80, 70000, "vijf"])
def test_a_port_no_receiver_can_listen_on_is_chosen_anew(tmp_path: Path, port: object) -> None:
    path = _file(tmp_path, {"version": VERSION, "language": "en", "receiver_port": port})
    settings = load_settings(path)
    assert settings.receiver_port is None
    assert settings.language == "en"  # the rest stays
    assert not list(tmp_path.glob("settings.json.broken-*"))


def test_settings_made_in_the_program_are_of_this_version() -> None:
    assert UiSettings(receiver_port=41234).receiver_port == 41234
    assert UiSettings().version == VERSION
