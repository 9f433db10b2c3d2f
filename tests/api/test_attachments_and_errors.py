"""Upload encoding, attachment references and the texts of the typed errors."""

from __future__ import annotations

import base64
import json

import pytest

from app.api import errors
from app.api.attachments import media_type_of
from app.api.attachments import parse_attachment_refs
from app.api.attachments import upload_body
from app.api.errors import MalformedResponse
from app.api.errors import ServiceError
from app.api.errors import UnknownSubCategory
from app.api.errors import ValidationFailed
from app.api.notices import Notice
from app.api.transport import retry_after_seconds


def test_product_attachment_body() -> None:
    body = upload_body("plan.pdf", b"\x00\x01binary", data_uri=False)

    assert json.loads(body) == {
        "name": "plan.pdf",
        "data": base64.b64encode(b"\x00\x01binary").decode(),
    }


def test_project_image_body_is_a_data_uri() -> None:
    src = json.loads(upload_body("gevel.PNG", b"png-bytes", data_uri=True))["src"]

    assert src == "data:image/png;base64," + base64.b64encode(b"png-bytes").decode()


def test_unknown_type_is_octet_stream() -> None:
    assert media_type_of("zonder-extensie") == "application/octet-stream"


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
