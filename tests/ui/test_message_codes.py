"""Every code the core can report has a sentence in the message table, in both languages.

The core (`app/api`, `app/store`, `app/sync`) reports codes, never sentences; the
window words them through `app.ui.message_table`. The scan below collects every
code those layers can name (error classes' `code`, and every literal shaped like a
code: `Notice("sync.created")`, `code="service.certificate"`,
`PydanticCustomError("environment.address_path", ...)`), so a new code fails here
until it has its entry (and its Dutch, see the .ts files).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from datetime import UTC
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import errors as service_errors
from app.api.errors import Offline
from app.api.errors import ServiceError
from app.api.notices import SAID
from app.api.notices import Notice
from app.api.secrets import MemorySecretStore
from app.store import errors as store_errors
from app.store.errors import DatabaseTooNew
from app.store.errors import StoreError
from app.store.kinds import RecordKind
from app.store.synclog import LogEntry
from app.store.synclog import Outcome
from app.ui import i18n
from app.ui import messages
from app.ui.connection_dialog import ConnectionDialog
from app.ui.message_table import CONTEXT
from app.ui.message_table import KINDS
from app.ui.message_table import RULES
from app.ui.message_table import describe
from app.ui.status_bar import AppStatusBar
from app.ui.sync_log_dialog import SyncLogDialog

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("app/api", "app/store", "app/sync", "app/inventory")

# The families of codes the core names; other dotted strings ("app.api", "photo.jpg") are not codes.
_FAMILIES = "service|store|archive|sync|connection|environment|rule|inventory|export"
_CODE = re.compile(rf"({_FAMILIES})\.[a-z_]+")


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    try:
        i18n.install_language("en")
        yield
    finally:
        i18n.install_language("en")


def _literal_codes() -> dict[str, str]:
    """Every string literal in the core shaped like a code, with the file it is in."""
    found: dict[str, str] = {}
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                text = node.value if isinstance(node, ast.Constant) else None
                if isinstance(text, str) and _CODE.fullmatch(text):
                    found.setdefault(text, path.relative_to(ROOT).as_posix())
    return found


def _error_codes() -> dict[str, str]:
    """The code of every service and store error class."""
    found: dict[str, str] = {}
    for module, base in ((service_errors, ServiceError), (store_errors, StoreError)):
        for name, value in vars(module).items():
            if isinstance(value, type) and issubclass(value, base):
                found[value.code] = f"{module.__name__}.{name}"
    return found


def test_the_scan_finds_the_codes_of_each_layer() -> None:
    # The guard below is only as good as the scan: it must see each way a code is named.
    found = {**_literal_codes(), **_error_codes()}
    assert found["service.offline"] == "app.api.errors.Offline"  # a class's code
    assert found["service.certificate"] == "app/api/transport.py"  # code= of one failure
    assert found["environment.address_path"] == "app/api/environments.py"  # a custom error
    assert found["sync.created"] == "app/sync/sending.py"  # a Notice
    assert found["store.draft_unsent"] == "app/store/drafts.py"  # passed along
    assert "app.api" not in found
    assert SAID in found


def test_every_code_the_core_can_report_has_a_sentence() -> None:
    missing = {
        f"{where}: {code}"
        for code, where in {**_literal_codes(), **_error_codes()}.items()
        if code != SAID and code not in KINDS and code not in RULES
    }
    assert not missing, "add these to app/ui/message_table.py and translate them:\n" + "\n".join(
        sorted(missing)
    )


@pytest.mark.usefixtures("dutch")
def test_every_kind_has_its_dutch_sentence() -> None:
    untranslated = [
        code for code, text in KINDS.items() if QCoreApplication.translate(CONTEXT, text) == text
    ]
    assert not untranslated


@pytest.mark.usefixtures("english")
def test_the_english_window_words_notices_with_their_parameters() -> None:
    assert messages.user_message_for(Offline()) == (
        "No connection to the service. Check the internet connection."
    )
    assert describe(Notice("connection.read_only", {"environment": "Test {x}"})) == (
        "Connected to Test {x}. This account can only read."
    )
    assert describe(Notice("sync.conflict", {"fields": "price, itemDetails.name"})) == (
        "Someone else changed this product: price, itemDetails.name"
    )
    too_new = DatabaseTooNew(Path("reuse-desk.sqlite3"), 9, 5)
    assert "(database version 9; this version knows up to 5)" in describe(too_new.notice)
    # The service's own words are shown as it wrote them; no code shows as a code.
    assert describe(Notice.said("The name may not be greater than 255 characters.")) == (
        "The name may not be greater than 255 characters."
    )
    assert describe(Notice("service.no_such_code")) == KINDS["unknown"]


@pytest.mark.usefixtures("dutch")
def test_the_dutch_window_words_them_in_dutch() -> None:
    assert messages.user_message_for(Offline()) == (
        "Geen verbinding met de dienst. Controleer de internetverbinding."
    )
    assert describe(Notice("sync.uploaded", {"name": "deur.jpg", "server_id": "7"})) == (
        "deur.jpg geüpload als 7."
    )


@pytest.mark.parametrize(
    ("language", "shown"), [("en", "No connection"), ("nl", "Geen verbinding")]
)
def test_the_status_bar_follows_the_language(qtbot: QtBot, language: str, shown: str) -> None:
    bar = AppStatusBar()
    qtbot.addWidget(bar)
    try:
        i18n.install_language(language)
        messages.report_failure(Offline(), "test")
        assert bar.message_label.text().startswith(shown)
    finally:
        i18n.install_language("en")


@pytest.mark.usefixtures("english")
def test_the_connection_dialog_words_a_refused_profile(qtbot: QtBot) -> None:
    dialog = ConnectionDialog(
        [], current=None, secrets_for=lambda p: MemorySecretStore(), http=None
    )
    qtbot.addWidget(dialog)
    dialog.name.setText("Elders")
    dialog.client_id.setText("app")
    dialog.base_url.setText("http://dienst.nl/api/v1")
    assert dialog.profile() is None
    assert dialog.result_label.text() == (
        "Use a secure address (https://); http:// is allowed only for this computer."
    )
    dialog.base_url.setText("https://dienst.nl/api")
    assert dialog.profile() is None
    assert dialog.result_label.text() == "The address must end in /api/v1."


def test_the_sync_log_words_its_notices(qtbot: QtBot, english: None) -> None:
    entry = LogEntry(
        1,
        datetime.now(UTC),
        RecordKind.PRODUCT,
        "d1",
        "12",
        "upload",
        Outcome.OK,
        Notice("sync.uploaded", {"name": "deur.jpg", "server_id": "7"}),
    )
    dialog = SyncLogDialog([entry])
    qtbot.addWidget(dialog)
    assert dialog.model.index(0, 4).data() == "deur.jpg uploaded as 7."
    assert dialog.model.index(0, 1).data() == "Upload"
    assert dialog.model.index(0, 3).data() == "Product 12"
