"""A listed record is cached only under an id a record of its kind can have: an edit of an
item listed as 0, -5, 10^30 or "abc" would be sent to another record or to none."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.api.bounds import MAX_ID_TEXT
from app.api.bounds import MAX_SAFE_ID
from app.store import RecordKind
from app.store import Store


@pytest.mark.parametrize(
    "bad", [0, -5, 10**30, MAX_SAFE_ID + 1, "abc", "007", "", True, 1.5, None, [3]]
)
def test_a_product_listed_with_an_id_no_record_can_have_is_left_out(
    tmp_path: Path, bad: object
) -> None:
    with Store.open(tmp_path / "store.sqlite3", tmp_path / "att") as store:
        summary = store.cache.replace_server_list(
            RecordKind.PRODUCT, [{"id": bad, "itemDetails": {"name": "Vreemd"}}, {"id": 7}]
        )
        assert summary.added == 1
        assert store.cache.server_ids(RecordKind.PRODUCT) == {"7"}
        with pytest.raises(ValueError):
            store.cache.put_server_item(RecordKind.PROJECT, {"id": bad, "title": "x"})


def test_the_largest_safe_id_and_its_text_are_one_record(tmp_path: Path) -> None:
    with Store.open(tmp_path / "store.sqlite3", tmp_path / "att") as store:
        store.cache.replace_server_list(
            RecordKind.PRODUCT, [{"id": MAX_SAFE_ID}, {"id": str(MAX_SAFE_ID)}]
        )
        assert store.cache.server_ids(RecordKind.PRODUCT) == {str(MAX_SAFE_ID)}


def test_a_subscription_id_is_text_of_bounded_length(tmp_path: Path) -> None:
    with Store.open(tmp_path / "store.sqlite3", tmp_path / "att") as store:
        store.cache.replace_server_list(
            RecordKind.SUBSCRIPTION,
            [{"id": "x" * (MAX_ID_TEXT + 1)}, {"id": 12}, {"id": "5f0c"}],
        )
        assert store.cache.server_ids(RecordKind.SUBSCRIPTION) == {"5f0c"}
