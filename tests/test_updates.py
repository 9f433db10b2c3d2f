"""The update check against a real manifest server on loopback: newer is offered, anything
else (current, older, malformed, the wrong shape, unreachable) is silent and logged."""

from __future__ import annotations

import json
import logging
import socket
from collections.abc import AsyncIterator
from collections.abc import Iterator
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
import pytest_asyncio

from app.api.updates import find_update
from app.api.updates import is_due
from app.api.updates import manifest_address
from app.api.updates import platform_keys
from app.api.updates import release
from tests.manifest_server import SHA256
from tests.manifest_server import ManifestServer
from tests.manifest_server import manifest
from tests.manifest_server import running_manifest_server


@pytest.fixture
def server() -> Iterator[ManifestServer]:
    with running_manifest_server() as running:
        yield running


@pytest_asyncio.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as client:
        yield client


def failures(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.levelno == logging.WARNING and r.name == "app.api.updates"
    ]


@pytest.mark.asyncio
async def test_a_newer_version_is_offered_with_this_machines_installer(
    server: ManifestServer, http: httpx.AsyncClient
) -> None:
    address = server.answer("/manifest.json", manifest("9.1.0", notes="Donker thema."))
    offer = await find_update(http, address, current="0.1.0", keys=("linux",))
    assert offer is not None
    assert offer.version == "9.1.0"
    assert offer.url == "https://downloads.example.org/reuse-desk-9.1.0-linux"
    assert offer.sha256 == SHA256
    assert offer.notes == "Donker thema."
    assert server.requests["/manifest.json"] == 1


@pytest.mark.asyncio
async def test_a_universal_mac_installer_serves_both_architectures(
    server: ManifestServer, http: httpx.AsyncClient
) -> None:
    universal = {"macos": {"url": "https://downloads.example.org/universal.dmg", "sha256": SHA256}}
    address = server.answer("/m.json", manifest("1.0", installers=universal))
    for machine in ("arm64", "x86_64"):
        offer = await find_update(
            http, address, current="0.9", keys=platform_keys("darwin", machine)
        )
        assert offer is not None
        assert offer.url == "https://downloads.example.org/universal.dmg"
    # A platform the manifest has no installer for is offered nothing.
    assert await find_update(http, address, current="0.9", keys=("windows",)) is None


@pytest.mark.asyncio
@pytest.mark.parametrize("announced", ["0.1.0", "0.1", "0.0.9", "0.1.0.0"])
async def test_the_same_or_an_older_version_is_not_offered(
    server: ManifestServer,
    http: httpx.AsyncClient,
    caplog: pytest.LogCaptureFixture,
    announced: str,
) -> None:
    caplog.set_level(logging.INFO, logger="app.api.updates")
    address = server.answer("/manifest.json", manifest(announced))
    assert await find_update(http, address, current="0.1.0", keys=("linux",)) is None
    assert server.requests["/manifest.json"] == 1
    assert not failures(caplog)


def test_release_numbers_compare_as_numbers() -> None:
    assert release("1.10.0") > release("1.9.9")
    assert release("2") == release("2.0.0")
    assert release("0.1.1") > release("0.1")


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"<html>Not here</html>", "Invalid JSON"),
        (b'{"version": "9.1.0", "installers": {"linux": {"url": "https://x.org/a"', "EOF"),
        (b"[]", "UpdateManifest"),
        ({"version": "9.1.0"}, "installers"),
        (manifest("9.1.0-beta"), "not a release number"),
        (manifest("v9"), "not a release number"),
        (manifest(installers={"linux": {"url": "https://x.org/a", "sha256": "abc"}}), "sha256"),
        (
            manifest(installers={"linux": {"url": "http://x.org/a.tar", "sha256": SHA256}}),
            "http is allowed for this machine only",
        ),
        (b"{" + b" " * (70 * 1024) + b"}", "larger than"),
    ],
    ids=[
        "html",
        "cut-off",
        "a-list",
        "no-installers",
        "pre-release",
        "v-prefix",
        "bad-checksum",
        "http-installer",
        "too-large",
    ],
)
async def test_a_malformed_manifest_is_silent_and_logged(
    server: ManifestServer,
    http: httpx.AsyncClient,
    caplog: pytest.LogCaptureFixture,
    body: object,
    reason: str,
) -> None:
    address = server.answer("/manifest.json", body)
    assert await find_update(http, address, current="0.1.0", keys=("linux",)) is None
    assert server.requests["/manifest.json"] == 1
    [logged] = failures(caplog)
    assert address in logged
    assert reason in logged


@pytest.mark.asyncio
async def test_an_error_answer_is_silent_and_logged(
    server: ManifestServer, http: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    address = server.base_url + "/missing.json"
    assert await find_update(http, address, current="0.1.0") is None
    assert server.requests["/missing.json"] == 1
    [logged] = failures(caplog)
    assert "HTTP 404" in logged


@pytest.mark.asyncio
async def test_an_unreachable_address_is_silent_and_logged(
    http: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    with socket.socket() as probe:  # a port nobody listens on once it is closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"http://127.0.0.1:{port}/manifest.json"
    assert await find_update(http, address, current="0.1.0") is None
    [logged] = failures(caplog)
    assert "ConnectError" in logged


@pytest.mark.asyncio
async def test_redirects_are_followed_only_to_allowed_addresses(
    server: ManifestServer, http: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    target = server.answer("/real.json", manifest("9.1.0"))
    moved = server.answer("/moved.json", b"", 302, {"Location": "/real.json"})
    offer = await find_update(http, moved, current="0.1.0", keys=("linux",))
    assert offer is not None
    assert offer.version == "9.1.0"
    assert server.requests["/real.json"] == 1
    # A redirect to plain http elsewhere is refused before it is asked.
    insecure = server.answer(
        "/insecure.json", b"", 302, {"Location": "http://updates.example.org/m.json"}
    )
    assert await find_update(http, insecure, current="0.1.0") is None
    [logged] = failures(caplog)
    assert "http is allowed for this machine only" in logged
    assert target != insecure


def write_presets(path: Path, content: object) -> Path:
    path.write_text(json.dumps(content), encoding="utf-8")
    return path


def test_the_address_comes_only_from_the_presets_file(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    presets = tmp_path / "environments.json"
    address = "https://updates.example.org/reuse-desk/manifest.json"
    assert manifest_address(None) is None
    assert manifest_address(presets) is None  # no file: no check
    assert manifest_address(write_presets(presets, [{"name": "Acceptatie"}])) is None
    assert manifest_address(write_presets(presets, {"environments": []})) is None
    assert manifest_address(write_presets(presets, {"update_manifest": "  "})) is None
    assert manifest_address(write_presets(presets, {"update_manifest": address})) == address
    on = {"update_manifest": address, "update_check": True}
    assert manifest_address(write_presets(presets, on)) == address
    # The administrator's switch: an explicit false (or anything but true) turns it off.
    for switch in (False, "false", 0):
        off = {"update_manifest": address, "update_check": switch}
        assert manifest_address(write_presets(presets, off)) is None
    # Plain http only to this machine; a broken file is no address.
    insecure = {"update_manifest": "http://updates.example.org/manifest.json"}
    assert manifest_address(write_presets(presets, insecure)) is None
    assert "http is allowed for this machine only" in failures(caplog)[0]
    local = {"update_manifest": "http://127.0.0.1:8123/manifest.json"}
    assert manifest_address(write_presets(presets, local)) == local["update_manifest"]
    presets.write_text("{not json", encoding="utf-8")
    assert manifest_address(presets) is None


def test_at_most_one_check_a_day() -> None:
    now = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)
    assert is_due(None, now)
    assert not is_due(now - timedelta(hours=23, minutes=59), now)
    assert not is_due(now, now)
    assert is_due(now - timedelta(days=1), now)
    assert is_due(now + timedelta(hours=2), now)  # a clock set back: check again
    # A time written by hand without its zone is taken as UTC, not a crash at the start.
    assert not is_due(datetime(2026, 5, 4, 8, 0), now)
    assert is_due(datetime(2026, 5, 3, 8, 0), now)


def _https_service(routes: dict[str, httpx.Response]) -> httpx.AsyncClient:
    # An https manifest server with a trusted certificate is beyond a test on loopback.
    return httpx.AsyncClient(
        transport=httpx.MockTransport(lambda request: routes[request.url.path])
    )


@pytest.mark.asyncio
async def test_a_manifest_read_over_https_never_points_to_plain_http(
    caplog: pytest.LogCaptureFixture,
) -> None:
    body = manifest("9.1.0")
    to_local = json.loads(json.dumps(body))
    to_local["installers"]["linux"]["url"] = "http://localhost:631/admin?op=stop"
    routes = {
        "/installer.json": httpx.Response(200, json=to_local),
        "/moved.json": httpx.Response(302, headers={"Location": "http://127.0.0.1:9/m.json"}),
        "/good.json": httpx.Response(200, json=body),
    }
    async with _https_service(routes) as https:
        base = "https://updates.example.org"
        good = await find_update(https, f"{base}/good.json", current="0.1.0", keys=("linux",))
        assert good is not None
        assert good.url.startswith("https://")
        for path in ("/installer.json", "/moved.json"):
            assert await find_update(https, base + path, current="0.1.0", keys=("linux",)) is None
    assert len(failures(caplog)) == 2, failures(caplog)
