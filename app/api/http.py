"""The program's one way to make an HTTP client, with its defaults said once (as
openai-python's `DefaultHttpxClient` keeps its own): the timeouts, TLS verified with the
operating system's trust store, no redirects followed, and a server on this machine
reached directly, never through a system proxy.

The last rule is why there is one factory: httpx sends every address, `127.0.0.1`
included, through `HTTPS_PROXY`/`HTTP_PROXY` unless `NO_PROXY` names it, so a company
proxy would stand between the program and its embedded sandbox. The service client, the
window's shared client and the probe all come from here.
"""

from __future__ import annotations

import functools
import ssl
from collections.abc import Mapping
from typing import Final

import httpx

from app.api.environments import is_loopback_host

TIMEOUT: Final = httpx.Timeout(connect=10.0, read=30.0, write=60.0, pool=10.0)
# The names a server on this machine goes by, as httpx's mount patterns (a mount of None
# sends them over the client's own transport: no proxy).
_THIS_MACHINE: Final = ("all://localhost", "all://*.localhost", "all://127.0.0.1", "all://[::1]")


@functools.cache
def tls_context() -> ssl.SSLContext:
    """The operating system's trust store, so company proxies with their own CA work
    (every HTTP client of the program verifies with it)."""
    import truststore

    context: ssl.SSLContext = truststore.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    return context


def http_client(
    address: str | None = None,
    *,
    headers: Mapping[str, str] | None = None,
    timeout: httpx.Timeout = TIMEOUT,
) -> httpx.AsyncClient:
    """A client for the service at `address`, or, without one, for whichever address the
    session talks to (the window's shared client: every environment, and the probe).

    A client of an address on this machine reads no proxy from the environment at all;
    a shared one reaches this machine's names directly and the rest as the system says.
    """
    local = address is not None and is_loopback_host(httpx.URL(address).host)
    return httpx.AsyncClient(
        timeout=timeout,
        verify=tls_context(),
        follow_redirects=False,
        trust_env=not local,
        mounts=dict.fromkeys(_THIS_MACHINE),
        headers=headers,
    )
