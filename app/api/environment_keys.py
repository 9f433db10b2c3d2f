"""The key of an environment: what every local record carrying a server id belongs to.

One reading of an address, so that two spellings of one service never get two stores:

- the scheme and the host in lower case, the host's trailing dot left out;
- a host in another script as its IDNA form, as httpx sends it (`bücher.example` is
  `xn--bcher-kva.example`);
- the scheme's default port left out (`:443` for https, `:80` for http);
- the path with its dot segments resolved (`/x/../api/v1` is `/api/v1`), percent escapes
  of unreserved characters decoded and the others in upper case, no trailing slash;
- `localhost`, `127.0.0.1` and `[::1]` are one host, `localhost`: the same machine, so
  the same port there is the same service (a server listening on one of them only is out
  of reach by the others, never another service). Other loopback addresses (`127.0.0.2`)
  and names (`x.localhost`) stay themselves: a server may listen on them separately.

An address that has no such reading (a port outside 1-65535, a host that is not a host
name) raises `AddressUnusableError` with a code, which the profile check turns into its own.

Plain `urllib` only (`idna` for a host in another script, loaded then): the window's
first paint reads keys before the profiles' pydantic models load.
"""

from __future__ import annotations

import ipaddress
import re
from typing import Final
from urllib.parse import urlsplit
from urllib.parse import urlunsplit

__all__ = ["SANDBOX_KEY", "AddressUnusableError", "canonical_key", "environment_key"]

# The embedded sandbox's environment: one key whatever port it runs on this time (its
# database is kept in the data folder, so it is the same server after a restart).
SANDBOX_KEY: Final = "sandbox:embedded"
_DEFAULT_PORTS: Final = {"http": 80, "https": 443}
_LOOPBACK_NAMES: Final = frozenset({"localhost", "127.0.0.1", "::1"})
LOOPBACK_HOST: Final = "localhost"
# A host name's labels: letters, digits, hyphens (and underscores, which internal
# names carry), 1-63 each; after IDNA every host name is ASCII.
_LABEL: Final = re.compile(r"[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?")
_ESCAPE: Final = re.compile(r"%([0-9A-Fa-f]{2})")
_UNRESERVED: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


class AddressUnusableError(ValueError):
    """An address with no reading as a service's: `code` says why
    (`environment.address_port`, `environment.address_host`)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


def environment_key(base_url: str) -> str:
    """The stable key of the environment at `base_url` (see the module's rules). A
    renamed profile keeps its key; two spellings of one address share theirs."""
    try:
        parts = urlsplit(base_url.strip())
    except ValueError as error:  # a bracketed host that is no IPv6 address
        raise AddressUnusableError("environment.address_host", str(error)) from error
    try:
        port = parts.port
    except ValueError as error:  # a port that is no number, or beyond 65535
        raise AddressUnusableError("environment.address_port", str(error)) from error
    scheme = parts.scheme.lower()
    if port is not None and not 1 <= port <= 65535:
        raise AddressUnusableError("environment.address_port", f"port {port}")
    host = _host(parts.hostname or "")
    if ":" in host:
        host = f"[{host}]"
    netloc = host if port is None or port == _DEFAULT_PORTS.get(scheme) else f"{host}:{port}"
    return urlunsplit((scheme, netloc, _path(parts.path), "", ""))


def canonical_key(key: str) -> str:
    """A key as this release writes it: a key stored by an earlier release (which did not
    resolve dot segments or IDNA, say) read again. The sandbox's key, and a key that no
    longer reads as an address, stay as they are (they then match no profile)."""
    if key == SANDBOX_KEY or "://" not in key:
        return key
    try:
        return environment_key(key)
    except AddressUnusableError:
        return key


def _host(host: str) -> str:
    host = host.lower().removesuffix(".")
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        pass
    else:
        if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
            address = address.ipv4_mapped
        text = address.compressed
        return LOOPBACK_HOST if text in _LOOPBACK_NAMES else text
    if not host.isascii():
        import idna  # only for a host in another script: its tables cost 4 ms to load

        try:
            host = idna.encode(host).decode("ascii")
        except idna.IDNAError as error:
            raise AddressUnusableError("environment.address_host", str(error)) from error
    labels = host.split(".")
    if len(host) > 253 or not all(_LABEL.fullmatch(label) for label in labels):
        raise AddressUnusableError("environment.address_host", f"not a host name: {host!r}")
    return LOOPBACK_HOST if host in _LOOPBACK_NAMES else host


def _path(path: str) -> str:
    """`path` with its dot segments resolved (RFC 3986, 5.2.4) and its escapes in one
    form (6.2.2.2), without a trailing slash."""
    path = _ESCAPE.sub(_one_escape, path)
    kept: list[str] = []
    for segment in path.split("/")[1:]:
        if segment == "..":
            if kept:
                kept.pop()
        elif segment != ".":
            kept.append(segment)
    return ("/" + "/".join(kept)).rstrip("/") if path else ""


def _one_escape(match: re.Match[str]) -> str:
    char = chr(int(match.group(1), 16))
    return char if char in _UNRESERVED else f"%{match.group(1).upper()}"
