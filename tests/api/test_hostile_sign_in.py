"""A sign-in whose token cannot be a header value (a line break in it, a NUL, letters outside
ASCII): the service answered, wrongly, and it says so (`service.malformed`), never that there
is no connection. Offline, the window would look for the service, find it, and sync again
into the same answer, round after round.

A hostile server on loopback answers the token request itself and forwards the rest to a
real sandbox.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.errors import MalformedResponse
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request

pytestmark = pytest.mark.asyncio


def _token_of(token: str) -> Callable[[Request], Answer | None]:
    def route(request: Request) -> Answer | None:
        if request.method == "POST" and request.path.endswith("/token"):
            body = {"access_token": token, "token_type": "Bearer", "expires_in": 3600}
            return Answer(200, json.dumps(body).encode())
        return None

    return route


@pytest.mark.parametrize(
    "token", ["abc\r\nX-Injected: 1", "abc\nd", "a\x00b", "tökén", "a b"], ids=repr
)
async def test_a_token_no_header_can_carry_is_a_malformed_sign_in(
    sandbox: object, token: str
) -> None:
    base_url = sandbox.base_url  # type: ignore[attr-defined]
    with HostileServer(base_url, _token_of(token)) as hostile:
        profile = sandbox_profile(hostile.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            with pytest.raises(MalformedResponse) as caught:
                await client.list_products()
        assert caught.value.notice.code == "service.malformed"
        # Nothing but the sign-in was asked: no request went out with it.
        assert hostile.count("GET", "products") == 0
