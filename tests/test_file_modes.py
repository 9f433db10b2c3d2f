"""Every file Reuse Desk writes in its data folder is its user's only (0600, folders 0700),
whatever the umask and whatever the mode of a data folder given on the command line: listed
after a real session (a store opened, a photo attached, a sync with the sandbox, the
settings and the window's state saved, logs written, the caches and the webhook receiver's
history filled). Exports, reports and labels the user saves where they choose are left to
the umask, as any program's files are."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app import paths
from app import private_files
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.webhook_deliveries import Delivery
from app.api.webhook_deliveries import DeliveryHistory
from app.api.webhook_deliveries import Verdict
from app.api.webhook_deliveries import Verification
from app.exit_codes import ExitCode
from app.settings import UiSettings
from app.settings import load_settings
from app.settings import save_settings
from app.store.attachments import AttachmentRole
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.server_media import ServerAttachment
from app.store.server_media import ThumbnailCache
from app.work.sync_session import environment_store
from app.work.sync_session import sync_once
from tests.imaging.samples import encode_jpeg
from tests.imaging.samples import two_colour_image
from tests.sync.helpers import product_content

posix_only = pytest.mark.skipif(os.name != "posix", reason="the mode bits of POSIX")


@pytest.fixture
def open_umask() -> Iterator[None]:
    """The loosest umask there is: every file a program does not make private is 0666."""
    old = os.umask(0)
    try:
        yield
    finally:
        os.umask(old)


@pytest.fixture
def given_folder(tmp_path: Path) -> Iterator[Path]:
    """A data folder given on the command line that already exists, readable by all."""
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o755)
    paths.set_data_dir(folder)
    try:
        yield folder
    finally:
        paths.set_data_dir(None)


def _delivery() -> Delivery:
    return Delivery(
        received_at=dt.datetime.now(dt.UTC),
        event_id="evt-1",
        event_type="created",
        resource="product 1",
        verification=Verification(Verdict.VALID, "sub-1"),
        status_code=200,
        body=b'{"id": "evt-1"}',
    )


def _not_private(folder: Path) -> list[str]:
    """Everything below `folder` that another account could read or enter."""
    found = []
    for path in sorted(folder.rglob("*")):
        mode = stat.S_IMODE(path.lstat().st_mode)
        wanted = private_files.FOLDER_MODE if path.is_dir() else private_files.FILE_MODE
        if mode != wanted:
            found.append(f"{path.relative_to(folder)}: {mode:o}")
    return found


@posix_only
@pytest.mark.usefixtures("open_umask")
def test_a_sessions_files_are_its_users_only(
    given_folder: Path, sandbox: Any, tmp_path: Path, qapp: Any
) -> None:
    from PySide6.QtGui import QColor
    from PySide6.QtGui import QImage

    from app.report.previews import default_previews
    from app.self_test import SelfTestReport
    from app.ui import window_state
    from app.ui.logging_setup import setup_logging

    setup_logging(paths.log_dir())
    logging.getLogger("tests.modes").warning("a line in the log")
    profile = sandbox_profile(sandbox.base_url)
    photo = tmp_path / "deur.jpg"
    photo.write_bytes(encode_jpeg(two_colour_image(64, 48), quality=70))
    with environment_store(given_folder, profile) as store:
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
        store.attachments.attach_file(draft.id, photo, AttachmentRole.IMAGE)
        store.drafts.mark_queued(draft.id)
        report = asyncio.run(sync_once(store, profile, sandbox_secrets(profile))).value
        assert report.synced == [draft.id], report
        record = ServerRecord.of(RecordKind.PRODUCT, "1")
        picture = ServerAttachment(record, AttachmentRole.IMAGE, "7", "deur.png", "http://x/7")
        ThumbnailCache(store.thumbnails_dir).write(picture, b"\x89PNG thumbnail")
    image = QImage(32, 24, QImage.Format.Format_RGB32)
    image.fill(QColor("teal"))
    default_previews().write("a" * 64, image)
    save_settings(UiSettings(language="en"))
    window_state.write(window_state.WindowState(front_tab="product"))
    SelfTestReport(paths.log_dir() / "self-test.log").line("a step")
    DeliveryHistory(paths.webhook_history_path()).add(_delivery())
    logging.getLogger("tests.modes").warning("another line")

    assert _not_private(given_folder) == [], "\n".join(_not_private(given_folder))
    assert load_settings().language == "en"
    # The folder itself is the user's, as they gave it: only what is made in it is narrowed.
    assert stat.S_IMODE(given_folder.stat().st_mode) == 0o755


@posix_only
def test_the_sync_command_and_its_sandbox_leave_only_private_files(given_folder: Path) -> None:
    """A real process (the embedded sandbox's database, the registry and its lock, the log),
    under a umask that takes nothing away."""
    done = subprocess.run(
        [sys.executable, "-m", "app", "sync", "--sandbox", "--data-dir", str(given_folder)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        umask=0,
    )
    assert done.returncode == ExitCode.DONE, done.stderr
    assert (given_folder / "sandbox" / "sandbox.sqlite3").exists()
    assert _not_private(given_folder) == [], "\n".join(_not_private(given_folder))


@posix_only
@pytest.mark.usefixtures("open_umask")
def test_a_file_an_older_version_left_readable_is_narrowed_when_written(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    settings.write_text("{}", encoding="utf-8")
    settings.chmod(0o644)
    private_files.write_private(settings, "{}")
    assert stat.S_IMODE(settings.stat().st_mode) == 0o600
    log = tmp_path / "old.log"
    log.write_text("old\n", encoding="utf-8")
    log.chmod(0o664)
    with private_files.open_private(log) as appended:
        appended.write("new\n")
    assert stat.S_IMODE(log.stat().st_mode) == 0o600
    assert log.read_text(encoding="utf-8") == "old\nnew\n"
    folder = tmp_path / "attachments"
    folder.mkdir(mode=0o755)
    private_files.private_folder(folder)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
