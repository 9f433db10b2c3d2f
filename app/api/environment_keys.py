"""The key of an environment: what every local record carrying a server id belongs to.

Plain `urllib` only: the window's first paint picks the store to open by key, before
the profiles' pydantic models load.
"""

from __future__ import annotations

from typing import Final
from urllib.parse import urlsplit, urlunsplit

__all__ = ["SANDBOX_KEY", "environment_key"]

# The embedded sandbox's environment: one key whatever port it runs on this time (its
# database is kept in the data folder, so it is the same server after a restart).
SANDBOX_KEY: Final = "sandbox:embedded"
_DEFAULT_PORTS: Final = {"http": 80, "https": 443}


def environment_key(base_url: str) -> str:
    """The stable key of the environment at `base_url`: scheme, lower-cased host, port
    (the scheme's default left out) and path, without a trailing slash. A renamed profile
    keeps its key; two profiles of one address share theirs."""
    parts = urlsplit(base_url.strip())
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if ":" in host:
        host = f"[{host}]"
    port = parts.port
    netloc = host if port is None or port == _DEFAULT_PORTS.get(scheme) else f"{host}:{port}"
    return urlunsplit((scheme, netloc, parts.path.rstrip("/"), "", ""))
