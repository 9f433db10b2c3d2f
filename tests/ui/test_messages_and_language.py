"""One channel for what the user is told, a log without secrets, and the two languages."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from app.api.errors import Offline
from app.api.errors import ValidationFailed
from app.api.notices import Notice
from app.ui import i18n
from app.ui import messages
from app.ui.logging_setup import SizeCappedFileHandler
from app.ui.logging_setup import redact
from app.ui.logging_setup import setup_logging
from app.ui.message_table import describe
from app.ui.status_bar import AppStatusBar


def test_service_errors_reach_the_status_bar_as_one_sentence(qtbot: QtBot) -> None:
    bar = AppStatusBar()
    qtbot.addWidget(bar)
    sentence = messages.report_failure(Offline(), "sync")
    # The sentence of the error's notice, in the window's language.
    assert bar.message_label.text() == sentence == describe(Offline().notice)
    assert "\n" not in sentence
    refused = ValidationFailed("x", {"a": [Notice.said("b")]})
    assert messages.user_message_for(refused) == describe(Notice("service.invalid"))
    assert messages.user_message_for(refused).endswith(".")
    assert messages.user_message_for(RuntimeError("boom")) != "boom"


def test_the_log_file_never_holds_secrets(tmp_path: Path) -> None:
    path = setup_logging(tmp_path)
    logger = logging.getLogger("test.secrets")
    logger.error("request failed: Authorization: Bearer abc.def.ghi client_secret=hunter2")
    logger.error('body {"password": "s3cret", "access_token": "tok123456789"}')
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = path.read_text(encoding="utf-8")
    for secret in ("abc.def.ghi", "hunter2", "s3cret", "tok123456789"):
        assert secret not in text
    assert "request failed" in text
    assert redact("Bearer x") == "Bearer x"  # a short word is not taken for a token
    for handler in list(logging.getLogger().handlers):
        if isinstance(handler, SizeCappedFileHandler):
            logging.getLogger().removeHandler(handler)
            handler.close()


def test_dutch_is_the_default_and_english_switches(qtbot: QtBot) -> None:
    try:
        i18n.install_language("nl")
        assert QCoreApplication.translate("MainWindow", "Products") == "Producten"
        i18n.install_language("en")
        assert QCoreApplication.translate("MainWindow", "Products") == "Products"
    finally:
        i18n.install_language("en")


def test_the_log_file_moves_aside_when_full_keeping_a_few(tmp_path: Path) -> None:
    path = tmp_path / "reuse-desk.log"
    handler = SizeCappedFileHandler(path, max_bytes=200, backups=2)
    logger = logging.getLogger("test.rotation")
    logger.propagate = False
    logger.addHandler(handler)
    try:
        for n in range(40):
            logger.warning("line %02d %s", n, "x" * 40)
    finally:
        logger.removeHandler(handler)
        handler.close()
        logger.propagate = True
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["reuse-desk.log", "reuse-desk.log.1", "reuse-desk.log.2"]
    assert all(p.stat().st_size <= 200 + 60 for p in tmp_path.iterdir())
    assert "line 39" in path.read_text(encoding="utf-8")  # the newest is in the live file
    older = (tmp_path / "reuse-desk.log.2").read_text(encoding="utf-8")
    assert "line 39" not in older
