"""Upload encoding, attachment references and the texts of the typed errors."""

from __future__ import annotations

import asyncio
import base64
import json
from pathlib import Path

import pytest

from app.api import errors
from app.api.attachments import (
    encode_product_attachment,
    encode_product_attachment_file,
    encode_project_image,
    parse_attachment_refs,
)
from app.api.errors import MalformedResponse, ServiceError, UnknownSubCategory, ValidationFailed
from app.api.notices import Notice
from app.api.transport import retry_after_seconds


def test_product_attachment_body() -> None:
    upload = encode_product_attachment(b"\x00\x01binary", "plan.pdf")

    assert upload.media_type == "application/pdf"
    assert upload.size == 8
    assert json.loads(upload.body) == {
        "name": "plan.pdf",
        "data": base64.b64encode(b"\x00\x01binary").decode(),
    }


def test_project_image_body_is_a_data_uri() -> None:
    upload = encode_project_image(b"png-bytes", "gevel.PNG")
    src = json.loads(upload.body)["src"]

    assert src == "data:image/png;base64," + base64.b64encode(b"png-bytes").decode()


def test_unknown_type_is_octet_stream() -> None:
    assert encode_project_image(b"x", "zonder-extensie").media_type == "application/octet-stream"


@pytest.mark.asyncio
async def test_large_file_is_encoded_off_the_event_loop(tmp_path: Path) -> None:
    big = tmp_path / "panorama.jpg"
    big.write_bytes(b"\xab" * (8 * 1024 * 1024))
    ticks = 0
    done = asyncio.Event()

    async def ticker() -> None:
        nonlocal ticks
        while not done.is_set():
            ticks += 1
            await asyncio.sleep(0)

    running = asyncio.create_task(ticker())
    upload = await encode_product_attachment_file(big)
    done.set()
    await running

    assert upload.size == 8 * 1024 * 1024
    assert ticks > 1  # the loop kept serving other work while the file was read and encoded


def test_attachment_refs() -> None:
    text = json.dumps([{"id": 1, "name": "a.jpg", "url": "https://x/1"}, {"id": "b", "name": None}])
    refs = parse_attachment_refs(text)

    assert [(r.id, r.name, r.url) for r in refs] == [("1", "a.jpg", "https://x/1"), ("b", "", "")]
    assert parse_attachment_refs(None) == []


def test_every_error_has_a_code_of_its_own() -> None:
    classes = [
        value
        for value in vars(errors).values()
        if isinstance(value, type) and issubclass(value, ServiceError)
    ]
    assert len(classes) >= 18
    codes = [cls.code for cls in classes]
    assert len(set(codes)) == len(codes)
    assert all(code.startswith("service.") for code in codes)


def test_error_texts() -> None:
    error = errors.RateLimited(detail="GET /products: slow", status=429, retry_after=3.0)

    assert error.retryable
    assert "[HTTP 429]" in str(error)
    assert "slow" in str(error)
    assert "RateLimited" in repr(error)
    assert not errors.OutcomeUnknown().retryable
    assert errors.Offline().retryable
    assert MalformedResponse("data[2].id").field == "data[2].id"
    # What the user is told: the code and the parameters known, never the detail.
    assert error.notice == Notice("service.rate_limited", {"status": 429, "retry_after": 3.0})
    assert errors.Offline("x", code="service.certificate").notice == Notice("service.certificate")
    assert MalformedResponse("data").notice.params == {"field": "data"}


def test_unknown_sub_category_is_a_validation_failure_on_the_field() -> None:
    error = UnknownSubCategory()
    assert isinstance(error, ValidationFailed)
    assert error.field_errors == {"subProductCategory": [Notice("service.unknown_sub_category")]}
    assert error.status == 400


@pytest.mark.parametrize(
    ("header", "seconds"),
    [
        ("5", 5.0),
        ("0", 0.0),
        ("-3", 0.0),
        ("2.5", 2.5),
        ("", None),
        ("soon", None),
        ("99999999", 3600.0),
        ("Wed, 21 Oct 2015 07:28:00 GMT", 0.0),
        ("nan", None),
    ],
)
def test_retry_after(header: str, seconds: float | None) -> None:
    assert retry_after_seconds(header) == seconds
