"""The sandbox's fixed credentials: a client with full rights, a read-only client, a user.

They are public on purpose: the sandbox only ever serves demo data on a developer's own machine.
"""

from __future__ import annotations

from typing import Final

DEMO_CLIENT_ID: Final = "demo"
DEMO_CLIENT_SECRET: Final = "demo-secret"
VIEWER_CLIENT_ID: Final = "viewer"
VIEWER_CLIENT_SECRET: Final = "viewer-secret"
DEMO_USERNAME: Final = "veldwerker"
DEMO_PASSWORD: Final = "veldwerker-secret"

SCOPE_READ: Final = "read"
SCOPE_WRITE: Final = "write"

# client id -> (secret, scopes the client may hold)
CLIENTS: Final[dict[str, tuple[str, frozenset[str]]]] = {
    DEMO_CLIENT_ID: (DEMO_CLIENT_SECRET, frozenset({SCOPE_READ, SCOPE_WRITE})),
    VIEWER_CLIENT_ID: (VIEWER_CLIENT_SECRET, frozenset({SCOPE_READ})),
}

# username -> (password, scopes the user may hold)
USERS: Final[dict[str, tuple[str, frozenset[str]]]] = {
    DEMO_USERNAME: (DEMO_PASSWORD, frozenset({SCOPE_READ, SCOPE_WRITE})),
}
