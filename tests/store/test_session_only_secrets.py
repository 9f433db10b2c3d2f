"""A subscription's signing secret is held in memory for the session, never written to SQLite."""

from __future__ import annotations

from pathlib import Path

from app.store import RecordKind
from app.store import Store

SECRET = "whsec_never-on-disk-1234567890"


def _subscription(sid: str, secret: str | None = SECRET) -> dict[str, object]:
    item: dict[str, object] = {
        "id": sid,
        "status": "active",
        "webhook_url": "https://hook.example/in",
        "event_type": "product.created",
    }
    if secret is not None:
        item["signing_secret"] = secret
    return item


def _on_disk(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in folder.iterdir() if p.is_file())


def test_a_listed_secret_is_held_for_the_session_and_never_written(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db" / "store.sqlite3", tmp_path / "att") as store:
        store.cache.replace_server_list(RecordKind.SUBSCRIPTION, [_subscription("s-1")])
        store.cache.put_server_item(RecordKind.SUBSCRIPTION, _subscription("s-2", SECRET + "b"))
        assert store.cache.server_item(RecordKind.SUBSCRIPTION, "s-1")["signing_secret"] == SECRET
        held = store.cache.server_item(RecordKind.SUBSCRIPTION, "s-2")
        assert held is not None
        assert held["signing_secret"] == SECRET + "b"
        # A product of the same id is another record: it gets no secret.
        store.cache.put_server_item(RecordKind.SUBSCRIPTION, _subscription("7"))
        store.cache.put_server_item(RecordKind.PRODUCT, {"id": 7, "itemDetails": {}})
        product = store.cache.server_item(RecordKind.PRODUCT, "7")
        assert product is not None
        assert "signing_secret" not in product
        assert SECRET.encode() not in _on_disk(tmp_path / "db")
    assert SECRET.encode() not in _on_disk(tmp_path / "db")
    with Store.open(tmp_path / "db" / "store.sqlite3", tmp_path / "att") as store:
        item = store.cache.server_item(RecordKind.SUBSCRIPTION, "s-1")
        assert item is not None
        assert item["webhook_url"] == "https://hook.example/in"
        assert "signing_secret" not in item


def test_a_list_without_changes_but_its_secret_is_not_rewritten(tmp_path: Path) -> None:
    """The stored part is what is hashed: the same subscription listed again is unchanged."""
    with Store.open(tmp_path / "store.sqlite3", tmp_path / "att") as store:
        store.cache.replace_server_list(RecordKind.SUBSCRIPTION, [_subscription("s-1")])
        again = store.cache.replace_server_list(
            RecordKind.SUBSCRIPTION, [_subscription("s-1", SECRET + "-rotated")]
        )
        assert (again.added, again.changed, again.unchanged) == (0, 0, 1)
        held = store.cache.server_item(RecordKind.SUBSCRIPTION, "s-1")
        assert held is not None
        assert held["signing_secret"] == SECRET + "-rotated"
