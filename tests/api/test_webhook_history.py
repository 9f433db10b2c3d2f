"""The receiver's port and its history of deliveries: the port asked for, another only when
that one is taken; the deliveries kept in a real file, read back whole, bounded in count and
in bytes on disk as in memory, a damaged line left out, no signing secret ever written."""

from __future__ import annotations

import datetime as dt
import json
import os
import socket
import stat
import time
from pathlib import Path

import httpx
import pytest

from app.api.bounds import WEBHOOK_HISTORY_BYTES
from app.api.bounds import WEBHOOK_HISTORY_COUNT
from app.api.webhook_deliveries import FILE_BYTES
from app.api.webhook_deliveries import Delivery
from app.api.webhook_deliveries import DeliveryHistory
from app.api.webhook_deliveries import Verdict
from app.api.webhook_deliveries import Verification
from app.api.webhook_receiver import WebhookReceiver
from app.api.webhook_receiver import compute_signature
from app.api.webhook_receiver import receiver_port_in
from app.api.webhook_receiver import url_at

SECRET = "whsec_history-secret-value"


def _delivery(n: int, body: bytes = b"{}") -> Delivery:
    return Delivery(
        received_at=dt.datetime(2026, 12, 1, 9, 0, n % 60, tzinfo=dt.UTC),
        event_id=f"evt-{n}",
        event_type="updated",
        resource=f"product {n}",
        verification=Verification(Verdict.VALID, "sub-1"),
        status_code=200,
        body=body,
    )


def _signed(event_id: str) -> tuple[bytes, dict[str, str]]:
    body = json.dumps({"id": event_id, "event_type": "created", "resource_type": "product"})
    stamp = int(time.time())
    headers = {
        "x-event-id": event_id,
        "x-signature-timestamp": str(stamp),
        "x-signature": compute_signature(SECRET, stamp, body.encode()),
    }
    return body.encode(), headers


@pytest.mark.asyncio
async def test_the_port_asked_for_is_taken_and_another_only_when_it_is_held() -> None:
    async with WebhookReceiver() as first:
        port = first.port
    again = WebhookReceiver()
    assert await again.start(port) == url_at(port)
    assert again.moved_from is None
    await again.stop()

    with socket.socket() as other:  # another program listens there now
        other.bind(("127.0.0.1", port))
        other.listen()
        moved = WebhookReceiver()
        url = await moved.start(port)
        try:
            assert moved.moved_from == port
            assert moved.port != port
            assert url == url_at(moved.port)
        finally:
            await moved.stop()


@pytest.mark.parametrize(
    ("address", "port"),
    [
        ("http://127.0.0.1:41234/hook", 41234),
        ("http://localhost:8080/hook", 8080),
        (" http://127.0.0.1:41234/hook ", 41234),
        ("https://127.0.0.1:41234/hook", None),
        ("http://127.0.0.1:41234/other", None),
        ("http://192.168.1.4:41234/hook", None),
        ("http://127.0.0.1:99999/hook", None),
        ("not an address", None),
    ],
)
def test_a_local_receivers_address_is_known_by_its_port(address: str, port: int | None) -> None:
    assert receiver_port_in(address) == port


@pytest.mark.asyncio
async def test_deliveries_are_kept_in_a_file_and_read_back_whole(tmp_path: Path) -> None:
    path = tmp_path / "webhook-deliveries.jsonl"
    async with (
        WebhookReceiver(DeliveryHistory(path)) as receiver,
        httpx.AsyncClient(trust_env=False) as http,
    ):
        receiver.set_secret("sub-1", SECRET)
        body, headers = _signed("evt-1")
        assert (await http.post(receiver.url, content=body, headers=headers)).status_code == 200
        forged = {**headers, "x-signature": "sha256=" + "0" * 64}
        assert (await http.post(receiver.url, content=body, headers=forged)).status_code == 401
        kept = list(receiver.deliveries)

    read = list(DeliveryHistory(path))
    assert read == kept
    assert [d.verification.verdict for d in read] == [Verdict.VALID, Verdict.INVALID]
    assert read[0].body == body
    assert read[1].body == b""  # nothing of a forged delivery
    assert read[0].verification.subscription_id == "sub-1"
    assert SECRET not in path.read_text(encoding="utf-8")
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_the_file_is_bounded_in_count_as_the_history_is(tmp_path: Path) -> None:
    path = tmp_path / "history.jsonl"
    history = DeliveryHistory(path)
    total = 3 * WEBHOOK_HISTORY_COUNT + 7
    for n in range(total):
        history.add(_delivery(n))
    assert len(history) == WEBHOOK_HISTORY_COUNT
    lines = path.read_bytes().count(b"\n")
    assert WEBHOOK_HISTORY_COUNT <= lines <= 2 * WEBHOOK_HISTORY_COUNT
    read = DeliveryHistory(path)
    assert [d.event_id for d in read] == [d.event_id for d in history]
    assert read[-1].event_id == f"evt-{total - 1}"


def test_the_bodies_kept_are_bounded_in_bytes_on_disk_too(tmp_path: Path) -> None:
    path = tmp_path / "history.jsonl"
    history = DeliveryHistory(path)
    body = b"x" * (1024 * 1024)
    for n in range(3 * WEBHOOK_HISTORY_BYTES // len(body)):
        history.add(_delivery(n, body))
    assert sum(len(d.body) for d in history) <= WEBHOOK_HISTORY_BYTES
    assert path.stat().st_size <= FILE_BYTES
    read = DeliveryHistory(path)
    assert [d.event_id for d in read] == [d.event_id for d in history]
    assert all(d.body == body for d in read)


def test_a_damaged_line_is_left_out_and_the_file_written_anew(tmp_path: Path) -> None:
    path = tmp_path / "history.jsonl"
    history = DeliveryHistory(path)
    for n in range(3):
        history.add(_delivery(n))
    with path.open("ab") as file:
        file.write(b'{"received_at": "2026-12-01T09:00:00Z", "event_id": "evt-cut')  # a crash
    read = DeliveryHistory(path)
    assert [d.event_id for d in read] == ["evt-0", "evt-1", "evt-2"]
    assert b"evt-cut" not in path.read_bytes()
    read.add(_delivery(3))
    assert [d.event_id for d in DeliveryHistory(path)] == ["evt-0", "evt-1", "evt-2", "evt-3"]


def test_a_history_that_cannot_be_written_still_keeps_in_memory(tmp_path: Path) -> None:
    history = DeliveryHistory(tmp_path / "no-such-folder" / "history.jsonl")
    history.add(_delivery(1))
    assert [d.event_id for d in history] == ["evt-1"]
