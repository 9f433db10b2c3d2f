"""Attacks on the per-record history: a hostile service's answers land in it when the
catalogue is refreshed; what it keeps stays bounded by its own bounds."""

from __future__ import annotations

from pathlib import Path

from app.api.bounds import HISTORY_VALUE_CHARS
from app.store import Store
from app.store.history import Action
from app.store.kinds import RecordKind
from tests.sync.helpers import product_content


def test_a_service_changing_a_huge_field_every_refresh_keeps_the_history_small(
    tmp_path: Path,
) -> None:
    """A description of 200,000 characters, another at every refresh: each entry keeps the
    value cut at its bound, so the history does not grow by the service's answers."""
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "attachments") as store:
        base = product_content("Balk")
        refreshes = 20
        for n in range(refreshes):
            details = dict(base["itemDetails"], description=str(n % 10) * 200_000)
            store.cache.replace_server_list(
                RecordKind.PRODUCT, [{"id": 1, **base, "itemDetails": details}]
            )
        count, stored = store.database.query_one(
            "SELECT count(*), sum(length(fields)) FROM history"
        )
        assert count == refreshes - 1
        assert stored <= count * 2 * (HISTORY_VALUE_CHARS + 100)
        newest = store.history.entries(RecordKind.PRODUCT, server_id="1")[0]
        assert newest.action == Action.CHANGED_ON_SERVICE
        change = next(f for f in newest.fields if f.field == "itemDetails.description")
        assert change.after == "9" * HISTORY_VALUE_CHARS + "…"
