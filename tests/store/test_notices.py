"""Every notice the store reports has a sentence in the message table, in Dutch and English."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.api.notices import Notice
from app.store import errors
from app.ui import i18n
from app.ui import message_table

# Codes the store reports besides its exceptions' own.
_OTHER_CODES = (
    "store.recovered",
    "store.draft_being_sent",
    "store.draft_maybe_sent",
    "store.draft_unsent",
)


def _store_codes() -> set[str]:
    classes = [c for c in vars(errors).values() if isinstance(c, type)]
    return {c.code for c in classes if issubclass(c, errors.StoreError)} | set(_OTHER_CODES)


@pytest.mark.parametrize("code", sorted(_store_codes()))
def test_every_store_code_has_a_sentence(code: str) -> None:
    assert code in message_table.KINDS


def test_the_sentences_are_dutch_by_default_and_english_on_request(qtbot: QtBot) -> None:
    too_new = errors.DatabaseTooNew(Path("reuse-desk.sqlite3"), 9, 5).notice
    recovered = Notice("store.recovered", {"moved_to": "db.sqlite3.corrupt-20260301T093000Z"})
    try:
        i18n.install_language("nl")
        assert message_table.describe(too_new) == (
            "Je gegevens zijn opgeslagen door een nieuwere versie van Reuse Desk "
            "(databaseversie 9, deze versie kent tot en met 5). Installeer de nieuwste "
            "versie; er is niets aan je gegevens veranderd."
        )
        assert "bewaard als db.sqlite3.corrupt-20260301T093000Z" in message_table.describe(
            recovered
        )
        i18n.install_language("en")
        assert message_table.describe(errors.DiskFull().notice).startswith("The disk is full")
    finally:
        i18n.install_language("en")
