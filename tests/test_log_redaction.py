"""No log line holds a secret, a token or an e-mail address: the client's own records of a
hostile service's answers (one echoing the token it was sent, bare, and a contact person's
address) as every handler writes them, the file and a console alike."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.api import redaction
from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.environments import secret_key
from app.api.errors import Forbidden
from app.api.errors import ServiceError
from app.api.errors import ValidationFailed
from app.api.redaction import redact
from app.ui.logging_setup import setup_logging
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request

EMAIL = "sanne.de-vries@sloopbedrijf.example.nl"
OTHER_EMAIL = "jan@example.org"


@pytest.fixture
def logs(tmp_path: Path) -> Iterator[tuple[Path, io.StringIO]]:
    """The log file as the program sets it up, and a console handler beside it."""
    console = io.StringIO()
    handler = logging.StreamHandler(console)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)  # before the program's own: redaction is not the handler's
    try:
        yield setup_logging(tmp_path), console
    finally:
        root.removeHandler(handler)
        redaction.forget_all()


def _written(logs: tuple[Path, io.StringIO]) -> list[str]:
    for handler in logging.getLogger().handlers:
        handler.flush()
    path, console = logs
    return [path.read_text(encoding="utf-8"), console.getvalue()]


@pytest.mark.asyncio
async def test_a_token_echoed_bare_and_an_address_never_reach_a_log(
    sandbox: Any, logs: tuple[Path, io.StringIO]
) -> None:
    # A token of the hostile service's own making, shaped like no token (lower case, words):
    # only its value can tell it in a log line.
    issued = "the-service-gives-this-plain-token"
    tokens: list[str] = []

    def route(request: Request) -> Answer | None:
        if request.path.endswith("/token"):
            answer = {"access_token": issued, "token_type": "Bearer", "expires_in": 3600}
            return Answer(200, json.dumps(answer).encode())
        token = request.headers.get("authorization", "").removeprefix("Bearer ")
        tokens.append(token)
        if request.method == "GET":  # the token said back as it came, and who asked
            message = f"{token} may not read this ({EMAIL})"
            return Answer(403, json.dumps({"message": message}).encode())
        body = {
            "message": f"The contact {OTHER_EMAIL} is already known.",
            "errors": {"contactpersoon_email": [f"{OTHER_EMAIL} is taken"]},
        }
        return Answer(422, json.dumps(body).encode())

    with HostileServer(sandbox.base_url, route) as server:
        profile = sandbox_profile(server.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            with pytest.raises(Forbidden):
                await client.list_subscriptions()
            with pytest.raises(ValidationFailed):
                await client.create_subscription(_subscription())

    assert tokens == [issued, issued], "the client sent the token it was given"
    secret = sandbox_secrets(profile).get(secret_key(profile))
    assert secret
    for text in _written(logs):
        assert "403" in text
        assert "422" in text
        for said in (*tokens, EMAIL, OTHER_EMAIL, secret):
            assert said not in text


def test_a_traceback_is_redacted_for_every_handler(logs: tuple[Path, io.StringIO]) -> None:
    token = "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdo"
    try:
        raise ServiceError(f"refused {token} for {EMAIL}")
    except ServiceError:
        logging.getLogger("tests.redaction").exception("call failed")
    for text in _written(logs):
        assert "call failed" in text
        assert "Traceback" in text
        assert token not in text
        assert EMAIL not in text


@pytest.mark.parametrize(
    ("said", "secret"),
    [
        ("Authorization: Bearer abc.def.ghi", "abc.def.ghi"),
        ("sent 'authorization': 'Basic dXNlcjpwYXNz'", "dXNlcjpwYXNz"),
        ('{"password": "two words", "user": "x"}', "two words"),
        ("{'client_secret': 'hunter2'}", "hunter2"),
        ("grant_type=password&username=u&password=p%40ss&client_id=c", "p%40ss"),
        ('{"signing_secret": "whsec_abc", "id": 4}', "whsec_abc"),
        ("X-Api-Key: k3y", "k3y"),
        ("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl expired", "eyJhbGciOiJIUzI1NiJ9"),
        ("got 53WUMMNAcIpQMH0N7P1YnShtndNXeQcMYDt1fz7aRo8 back", "53WUMMNAcIpQMH0N7P1YnShtndNXeQ"),
        (f"mail {EMAIL}, please", EMAIL),
        ("contact: jürgen.müller@bau.example.de", "jürgen.müller@bau.example.de"),
    ],
)
def test_what_looks_like_a_secret_is_masked(said: str, secret: str) -> None:
    assert secret not in redact(said)


@pytest.mark.parametrize(
    "said",
    [
        "GET /api/v1/products/12 -> 404: Not found",
        "draft 0f8fad5b-d9cb-469f-a165-70867728950e queued",
        "sha256 329bbf7ef139b8f1fcc140b764c175097b680182b8c4d4a6edd228ab9d8f4165 kept",
        "photo /home/jan/Pictures/Werf2024/IMG_20240101.jpg attached",
        "token refused by Sandbox: invalid_client",
        "Bearer x",  # a short word is not taken for a token
        "ProductRequest_itemDetails_productDescription1 failed",
    ],
)
def test_what_says_what_happened_is_kept(said: str) -> None:
    assert redact(said) == said


def test_a_remembered_secret_is_masked_in_every_form_it_is_written_in() -> None:
    secret = "kort geheim+/&é"
    redaction.remember(secret)
    try:
        for said in (secret, "kort%20geheim%2B%2F%26%C3%A9", "kort+geheim%2B%2F%26%C3%A9"):
            assert "geheim" not in redact(f"x {said} y")
        assert "kort geheim" not in redact(json.dumps({"said": secret}, ensure_ascii=True))
    finally:
        redaction.forget_all()


def _subscription() -> Any:
    from app.api.subscriptions import SubscriptionCreate

    return SubscriptionCreate.model_validate(
        {
            "resource_type": "subscription",
            "webhook_url": "http://127.0.0.1:9/hook",
            "event_type": ["created"],
        }
    )
