"""The update check: a newer installer announced in a small JSON manifest, and silence on failure.

An organisation's presets file names the manifest's address (`update_manifest`); without
one, or with `"update_check": false`, no request is ever made. The manifest is read at most
once a day (`is_due`), over https only (http for this machine only, as for environments),
with TLS verified, redirects checked hop by hop and its size capped. Whatever goes wrong
(unreachable, a timeout, not JSON, a wrong shape, a bad version) is a line in the log and
no offer: an update check must never be in a field worker's way. No Qt.

The manifest (documented in the README's packaging section):
`{"version": "1.4.0", "published": "2026-05-04", "notes": "...",
  "installers": {"windows": {"url": "https://...", "sha256": "<64 hex>"}, ...}}`
with the installers keyed by `platform_keys()`.
"""

from __future__ import annotations

import asyncio
import logging
import platform
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC
from datetime import date
from datetime import datetime
from datetime import timedelta
from pathlib import Path
from typing import Annotated
from typing import Any
from typing import Final
from urllib.parse import urlsplit

import httpx
from pydantic import AfterValidator
from pydantic import BaseModel
from pydantic import Field
from pydantic import ValidationError

from app import __version__
from app.api.environments import is_loopback_host
from app.api.environments import read_presets_file

log = logging.getLogger(__name__)

CHECK_INTERVAL: Final = timedelta(days=1)
# A manifest is a few hundred bytes; anything much larger is not one.
MANIFEST_LIMIT: Final = 64 * 1024
MAX_REDIRECTS: Final = 5
TIMEOUT: Final = httpx.Timeout(10.0)
DEADLINE: Final = 30.0  # seconds for the whole check, redirects included

_RELEASE = re.compile(r"\d+(\.\d+){0,3}")


class ManifestError(Exception):
    """Why a manifest was not read (logged, never shown)."""


def check_address(address: str) -> str:
    """`address` if it may be fetched: https, or http to this machine only; else ValueError."""
    parts = urlsplit(address)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"not a complete http(s) address: {address!r}")
    if parts.scheme != "https" and not is_loopback_host(parts.hostname):
        raise ValueError(f"http is allowed for this machine only: {address!r}")
    return address


def release(version: str) -> tuple[int, ...]:
    """A release number ("1.4", "1.4.0") as comparable numbers; trailing zeros do not count."""
    if not _RELEASE.fullmatch(version):
        raise ValueError(f"not a release number: {version!r}")
    numbers = [int(part) for part in version.split(".")]
    while numbers and numbers[-1] == 0:
        numbers.pop()
    return tuple(numbers)


def _a_release(version: str) -> str:
    release(version)
    return version


class Installer(BaseModel):
    url: Annotated[str, AfterValidator(check_address)]
    sha256: Annotated[str, Field(pattern=r"^[0-9a-fA-F]{64}$")]


class UpdateManifest(BaseModel):
    """The manifest; fields it does not know are left alone (later manifests may add some)."""

    version: Annotated[str, AfterValidator(_a_release)]
    published: datetime | date | None = None
    installers: dict[str, Installer]
    notes: str = ""


@dataclass(frozen=True, slots=True)
class UpdateOffer:
    """A newer version, and the installer for this machine."""

    version: str
    url: str
    sha256: str
    notes: str = ""


def platform_keys(system: str = sys.platform, machine: str | None = None) -> tuple[str, ...]:
    """The manifest's installer keys for this machine, the most specific first."""
    if system == "win32":
        return ("windows",)
    if system == "darwin":
        machine = (machine or platform.machine()).lower()
        arch = "arm64" if machine in ("arm64", "aarch64") else "x86_64"
        return (f"macos-{arch}", "macos")  # "macos": a universal2 build
    return ("linux",)


def manifest_address(presets_path: Path | None) -> str | None:
    """The manifest's address from the organisation's presets file, or None: no check."""
    try:
        return address_in(read_presets_file(presets_path))
    except ValueError as exc:
        log.warning("update check: presets address refused: %s", exc)
        return None


def address_in(presets: Any) -> str | None:
    """The manifest's address in a presets file's content: None when none is named or the
    check is switched off; ValueError for an address the program refuses."""
    if not isinstance(presets, Mapping):
        return None
    # Only an explicit true (or no word at all) leaves the check on.
    if presets.get("update_check", True) is not True:
        log.info("update check switched off by the presets file")
        return None
    address = presets.get("update_manifest")
    if not isinstance(address, str) or not address.strip():
        return None
    return check_address(address.strip())


def is_due(last_checked: datetime | None, now: datetime) -> bool:
    """At most one check a day; a last check in the future (a clock set back) is no check."""
    if last_checked is not None and last_checked.tzinfo is None:  # a settings file's, by hand
        last_checked = last_checked.replace(tzinfo=UTC)
    return last_checked is None or not now - CHECK_INTERVAL < last_checked <= now


async def find_update(
    http: httpx.AsyncClient,
    address: str,
    *,
    current: str = __version__,
    keys: tuple[str, ...] | None = None,
) -> UpdateOffer | None:
    """The offer of a version newer than `current` with an installer for this machine, or
    None: also when anything fails (logged)."""
    try:
        async with asyncio.timeout(DEADLINE):
            manifest = await read_manifest(http, address)
        newer = release(manifest.version) > release(current)
    except (ManifestError, ValidationError, ValueError) as exc:
        log.warning("update check of %s failed: %s", address, exc)
        return None
    except (httpx.HTTPError, httpx.InvalidURL, TimeoutError, OSError) as exc:
        log.warning("update check of %s failed: %s", address, repr(exc))
        return None
    if not newer:
        log.info("update check: %s is current (manifest: %s)", current, manifest.version)
        return None
    for key in keys or platform_keys():
        if (installer := manifest.installers.get(key)) is not None:
            if not _as_trusted(installer.url, address):
                log.warning("update check: installer not on https: %s", installer.url)
                return None
            log.info("update check: %s offered (%s)", manifest.version, installer.url)
            return UpdateOffer(manifest.version, installer.url, installer.sha256, manifest.notes)
    log.info("update check: %s has no installer for %s", manifest.version, keys)
    return None


async def read_manifest(http: httpx.AsyncClient, address: str) -> UpdateManifest:
    """The manifest at `address`, each redirect's target checked before it is asked."""
    url = check_address(address)
    for _ in range(MAX_REDIRECTS + 1):
        async with http.stream("GET", url, timeout=TIMEOUT, follow_redirects=False) as response:
            if response.next_request is not None:
                target = check_address(str(response.next_request.url))
                if not _as_trusted(target, url):
                    raise ManifestError(f"a redirect from https to {target}")
                url = target
                continue
            if response.status_code != 200:
                raise ManifestError(f"HTTP {response.status_code}")
            body = bytearray()
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > MANIFEST_LIMIT:
                    raise ManifestError(f"larger than {MANIFEST_LIMIT} bytes")
        return UpdateManifest.model_validate_json(bytes(body))
    raise ManifestError(f"more than {MAX_REDIRECTS} redirects")


def _as_trusted(url: str, source: str) -> bool:
    """Whether `url`, named by what was read from `source`, may be followed: https; plain
    http (to this machine, which `check_address` holds) only when `source` is plain http
    too. A manifest read over https never sends the browser or this program to an http
    address, not even one of this machine's."""
    return urlsplit(url).scheme == "https" or urlsplit(source).scheme == "http"
