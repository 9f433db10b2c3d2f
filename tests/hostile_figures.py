"""The figures of the hostile-service review, measured again: `python -m tests.hostile_figures`.

Each case runs against a real sandbox behind the hostile server of the tests (or a crafted
archive, or the webhook receiver), in a child process where memory is measured (its peak
resident size, VmHWM). Times are what this machine took; nothing here is asserted.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

ROOT = Path(__file__).resolve().parents[1]

_SYNC_CHILD = textwrap.dedent(
    """
    import sys, time
    from app.sync_command import SyncOptions, run_sync
    started = time.perf_counter()
    code = run_sync(SyncOptions(sandbox_url=sys.argv[1]))
    took = time.perf_counter() - started
    peak = open("/proc/self/status").read().split("VmHWM:")[1].split()[0]
    print(f"FIGURE exit {code}, {took:.1f} s, peak {int(peak) // 1024} MB", file=sys.stderr)
    """
)


def _child(code: str, *args: str, data: Path) -> str:
    env = os.environ | {
        "REUSE_DESK_DATA_DIR": str(data),
        "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
    }
    done = subprocess.run(
        [sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True
    )
    return next(
        (line for line in done.stderr.splitlines() if line.startswith("FIGURE")), done.stderr[-500:]
    )


def creates_without_id(sandbox: Any) -> None:
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from tests.hostile_server import Answer
    from tests.hostile_server import HostileServer
    from tests.hostile_server import Request
    from tests.sync.helpers import product_content

    def swallow(request: Request) -> Answer | None:
        if request.method == "POST" and request.path.endswith("/products"):
            return Answer(201, b'{"message": "Created."}')
        return None

    with (
        tempfile.TemporaryDirectory() as folder,
        HostileServer(sandbox.base_url, swallow) as server,
    ):
        store = Store.open(Path(folder) / "reuse-desk.sqlite3", Path(folder) / "attachments")
        for name in ("Eiken deur", "Grenen deur"):
            draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content(name))
            store.drafts.mark_queued(draft.id)
        store.close()
        first = _child(_SYNC_CHILD, server.base_url, data=Path(folder))
        second = _child(_SYNC_CHILD, server.base_url, data=Path(folder))
        print(
            f"creates answered 201 without an id, 2 drafts, 2 runs of reuse-desk sync: "
            f"{server.count('POST', 'products')} POSTs,"
            f" {server.count('GET', 'products')} list reads;"
            f" first run {first}; second run {second}"
        )


def huge_page(sandbox: Any) -> None:
    from tests.hostile_server import HostileServer
    from tests.sync.test_bounded_reads import _endless_page

    with (
        tempfile.TemporaryDirectory() as folder,
        HostileServer(sandbox.base_url, _endless_page) as server,
    ):
        said = _child(_SYNC_CHILD, server.base_url, data=Path(folder))
        print(f"a product page of 3 GiB, streamed: {said}")


def endless_next(sandbox: Any) -> None:
    from tests.hostile_server import Answer
    from tests.hostile_server import HostileServer
    from tests.hostile_server import Request

    def endless(request: Request) -> Answer | None:
        if request.method == "GET" and request.path.endswith("/projects"):
            page = int(parse_qs(request.query).get("page", ["1"])[0])
            body = {
                "data": [],
                "links": {"next": f"?page={page + 1}"},
                "meta": {"current_page": page, "last_page": 10**9, "total": 0},
            }
            return Answer(200, json.dumps(body).encode())
        return None

    with (
        tempfile.TemporaryDirectory() as folder,
        HostileServer(sandbox.base_url, endless) as server,
    ):
        said = _child(_SYNC_CHILD, server.base_url, data=Path(folder))
        reads = server.count("GET", "projects")
        print(f"an endless links.next (the project list): {reads} requests; {said}")


_BOMB_CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from app.store.archive import import_drafts
    from app.store.errors import ArchiveError
    from app.store.store import Store
    folder = Path(sys.argv[1])
    store = Store.open(folder / "db.sqlite3", folder / "attachments")
    started = time.perf_counter()
    try:
        import_drafts(store, sys.argv[2])
        said = "imported"
    except ArchiveError as error:
        said = error.code
    took = time.perf_counter() - started
    peak = open("/proc/self/status").read().split("VmHWM:")[1].split()[0]
    print(f"FIGURE {said} in {took * 1000:.0f} ms, peak {int(peak) // 1024} MB", file=sys.stderr)
    """
)


def archive_bombs() -> None:
    from app.store.archive import export_drafts
    from app.store.store import Store
    from tests.store.zip_bombs import write_zip

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = Store.open(folder / "a.sqlite3", folder / "a")
        photo = folder / "deur.jpg"
        photo.write_bytes(b"\xff\xd8\xff\xe0" + os.urandom(2_000))
        draft = store.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
        store.attachments.attach_file(draft.id, photo)
        valid = folder / "werk.reusedesk"
        export_drafts(store, valid)
        store.close()
        import zipfile

        with zipfile.ZipFile(valid) as zf:
            texts = {n: zf.read(n) for n in zf.namelist() if n.endswith(".json")}
            (member,) = [n for n in zf.namelist() if n.startswith("attachments/")]
        listed = json.loads(texts["attachments.json"])
        listed[0]["size"] = 1 << 30
        cases = {
            "drafts.json of 1 GiB": texts | {"drafts.json": 1 << 30},
            "an attachment of 1 GiB": texts
            | {"attachments.json": json.dumps(listed).encode(), member: 1 << 30},
        }
        for what, members in cases.items():
            bomb = folder / "bomb.reusedesk"
            write_zip(bomb, members)
            target = folder / f"b-{len(what)}"
            said = _child(_BOMB_CHILD, str(target), str(bomb), data=target)
            print(f"archive bomb ({bomb.stat().st_size / 1e6:.1f} MB file, {what}): {said}")


_RECEIVER_CHILD = textwrap.dedent(
    """
    import asyncio, json, sys, time
    import httpx
    from app.api.webhook_receiver import WebhookReceiver, compute_signature

    def vm():
        return int(open("/proc/self/status").read().split("VmHWM:")[1].split()[0]) // 1024

    async def main():
        async with WebhookReceiver() as receiver, httpx.AsyncClient(trust_env=False) as http:
            receiver.set_secret("sub-1", "whsec_x")
            body = json.dumps({"id": "evt-1", "event_type": "updated"}).encode()
            stamp = int(time.time())
            headers = {"x-event-id": "evt-1", "x-signature-timestamp": str(stamp),
                       "x-signature": compute_signature("whsec_x", stamp, body)}
            for _ in range(3):
                await http.post(receiver.url, content=body, headers=headers)
            replays = f"the same signed delivery 3 times: counted {receiver.received}"
            before = vm()
            big = b"x" * (2 * 1024 * 1024 - 100)
            for _ in range(500):
                await http.post(receiver.url, content=big)
            kept = sum(len(d.body) for d in receiver.deliveries)
            print(f"FIGURE {replays}; 500 unsigned 2 MiB posts: peak {before} -> {vm()} MB,"
                  f" {kept} body bytes kept", file=sys.stderr)

    asyncio.run(main())
    """
)


def receiver() -> None:
    with tempfile.TemporaryDirectory() as folder:
        print(f"webhook receiver: {_child(_RECEIVER_CHILD, data=Path(folder))}")


def main() -> None:
    from app.sandbox import SandboxServer

    sandbox = SandboxServer().start()
    try:
        for case in (creates_without_id, huge_page, endless_next):
            started = time.perf_counter()
            case(sandbox)
            print(f"  ({time.perf_counter() - started:.1f} s in all)")
    finally:
        sandbox.stop()
    archive_bombs()
    receiver()


if __name__ == "__main__":
    asyncio.run(asyncio.sleep(0))
    main()
