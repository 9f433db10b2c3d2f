"""Property tests: whatever a service answers, the parsers give a value or a typed error."""

from __future__ import annotations

import asyncio
import copy
import json
from typing import Annotated
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from pydantic import BaseModel
from pydantic import TypeAdapter
from pydantic import ValidationError
from pydantic import model_validator

from app.api import fields
from app.api.attachments import parse_attachment_refs
from app.api.auth import TokenAnswer
from app.api.errors import AcceptedWithoutId
from app.api.errors import MalformedResponse
from app.api.errors import ServiceError
from app.api.fields import RESPONSE_CONTEXT
from app.api.fields import ApiModel
from app.api.fields import RecordId
from app.api.fields import parse_model
from app.api.json_items import json_items
from app.api.pagination import ListAnswer
from app.api.pagination import _whole_page
from app.api.pagination import parse_page
from app.api.pagination import read_whole_page
from app.api.products import ProductRequest
from app.api.products import ProductResponse
from app.api.products import product_response_to_request
from app.api.projects import ProjectResponse
from app.api.subscriptions import Subscription
from app.api.subscriptions import SubscriptionList
from app.api.subscriptions import SubscriptionTestResult
from app.api.transport import error_for_status
from app.api.transport import retry_after_seconds
from tests.api.conftest import mock_client
from tests.api.conftest import page_json
from tests.api.conftest import product_form
from tests.api.conftest import product_json
from tests.api.test_project_and_subscription_models import PROJECT
from tests.service_reads import list_projects

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(
        [
            "",
            " ",
            "12.5",
            "1e400",
            "-0",
            "NaN",
            "2026-11-22",
            "2026-13-45T25:00Z",
            "1795338000",
            "[]",
            '[{"id": 1}]',
            "null",
            "Infinity",
            "0x10",
        ]
    ),
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=20,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _paths(inner, (*prefix, index))
    return found


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    result = copy.deepcopy(value)
    target = result
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = new
    return result


@st.composite
def mutated(draw: st.DrawFn, base: Any) -> Any:
    """A valid body with one member replaced by anything, or removed."""
    path = draw(st.sampled_from(_paths(base)))
    if path and draw(st.booleans()) and isinstance(_parent(base, path), dict):
        result = copy.deepcopy(base)
        del _parent(result, path)[path[-1]]
        return result
    return _replace(base, path, draw(json_values))


def _parent(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path[:-1]:
        value = value[part]
    return value


SUBSCRIPTION = {
    "id": "s1",
    "resource_type": "subscription",
    "url": "https://x",
    "created_date": 1795338000,
    "start_date": "2026-11-22T09:00:00Z",
    "end_date": None,
    "consumer_id": "a",
    "provider_id": "b",
    "description": None,
    "event_type": ["created"],
    "status": "active",
    "webhook_url": "https://h",
    "signing_secret": "s",
}

MODELS = [
    ProductResponse,
    ProjectResponse,
    Subscription,
    SubscriptionList,
    SubscriptionTestResult,
    TokenAnswer,
]


def value_or_typed_error(model: Any, body: Any) -> None:
    try:
        result: Any = parse_model(model, body)
    except MalformedResponse as error:
        result = error
    if isinstance(result, MalformedResponse):
        assert result.field
        assert result.notice.code
    else:
        assert isinstance(result, model)


@SETTINGS
@given(body=json_values, model=st.sampled_from(MODELS))
def test_any_json_gives_a_value_or_a_typed_error(body: Any, model: Any) -> None:
    value_or_typed_error(model, body)


@SETTINGS
@given(body=mutated(product_json()))
def test_mutated_product(body: Any) -> None:
    value_or_typed_error(ProductResponse, body)


@SETTINGS
@given(body=mutated(product_json()))
def test_any_readable_product_converts_to_a_sendable_form(body: Any) -> None:
    try:
        product = parse_model(ProductResponse, body)
    except MalformedResponse:
        return
    form = product_response_to_request(product)
    for create in (True, False):
        json.dumps(form.to_payload(create=create), allow_nan=False)
    assert isinstance(form.problems(), dict)


def _outcome(model: type[BaseModel], body: Any, *, as_json: bool) -> tuple[str, str]:
    """What reading `body` gives, the form rules off: the value (its repr, as `Decimal("NaN")`
    is not equal to itself) or the refusal (every error's type, place, message and input)."""
    try:
        if as_json:
            read = model.model_validate_json(json.dumps(body), context=RESPONSE_CONTEXT)
        else:
            read = model.model_validate(body, context=RESPONSE_CONTEXT)
    except ValidationError as refused:
        return "refused", repr(refused.errors(include_url=False))
    except (RecursionError, ValueError, TypeError, ArithmeticError) as raised:
        return "raised", repr(raised)
    return type(read).__name__, repr((read, read.model_dump(), read.model_dump(mode="json")))


@SETTINGS
@given(body=st.one_of(mutated(product_json()), json_values))
def test_the_response_model_reads_as_its_declaration_without_rules(body: Any) -> None:
    # `ProductResponse` is its declaration built without the form rules' validator (never
    # applied to an answer): for anything a service sends it gives the same value or the
    # same refusal as the declaration read with the rules off.
    declared = ProductResponse.__base__
    assert declared is not None
    assert issubclass(declared, BaseModel)
    for as_json in (False, True):
        expected = _outcome(declared, body, as_json=as_json)
        assert _outcome(ProductResponse, body, as_json=as_json) == expected


# The optional number and date as they were composed before their two "before" steps
# were made one call: the reading they must keep.
_COMPOSED: list[tuple[Any, Any]] = [
    (Annotated[fields.ApiDecimal | None, fields._BLANK_IS_NONE], fields.OptionalDecimal),
    (Annotated[fields.ApiDate | None, fields._BLANK_IS_NONE], fields.OptionalDate),
]
_WITH_TEXT = st.one_of(
    json_values,
    st.sampled_from(
        ["1,5", " 1,5 ", "1,x", " 1,x ", "1,000.5", ",", " 12.50 ", "2026-11-22T09:00Z "]
    ),
    st.decimals(allow_nan=False, allow_infinity=False).map(str),
)


def _reading(adapter: TypeAdapter[Any], value: Any, *, as_json: bool) -> tuple[str, str]:
    try:
        if as_json:
            read = adapter.validate_json(json.dumps(value))
        else:
            read = adapter.validate_python(value)
    except ValidationError as refused:
        return "refused", repr(refused.errors(include_url=False))
    return "read", repr((read, adapter.dump_python(read, mode="json")))


@SETTINGS
@given(value=_WITH_TEXT)
def test_the_optional_number_and_date_read_as_composed(value: Any) -> None:
    for composed, fused in _COMPOSED:
        before, now = TypeAdapter[Any](composed), TypeAdapter[Any](fused)
        for as_json in (False, True):
            expected = _reading(before, value, as_json=as_json)
            assert _reading(now, value, as_json=as_json) == expected


@SETTINGS
@given(body=mutated(SUBSCRIPTION))
def test_mutated_subscription(body: Any) -> None:
    value_or_typed_error(Subscription, body)


@SETTINGS
@given(body=mutated(page_json([product_json(), product_json(id=8)], next_url="https://x/2")))
def test_mutated_page(body: Any) -> None:
    try:
        page: Any = parse_page(body, ProductResponse)
    except MalformedResponse as error:
        page = error
    if isinstance(page, MalformedResponse):
        assert page.field
    else:
        # An item that does not parse is left out and counted, never the whole page lost.
        assert all(isinstance(item, ProductResponse) for item in page.items)
        assert len(page.items) + page.skipped == len(body["data"])


@SETTINGS
@given(body=mutated(page_json([product_json(), product_json(id=8)], next_url="https://x/2")))
def test_a_page_read_whole_reads_as_item_by_item(body: Any) -> None:
    # The one-pass reading of a list page's bytes either declines (the page is then read
    # item by item) or gives exactly what the item-by-item reading gives.
    try:
        content = json.dumps(body, allow_nan=False).encode()
    except ValueError:
        return
    whole = read_whole_page(content, ProductResponse)
    if whole is None:
        return
    page = parse_page(json.loads(content), ProductResponse)
    assert page.skipped == 0
    dumped = [item.model_dump(mode="json") for item in page.items]
    assert [item.model_dump(mode="json") for item in whole.items] == dumped
    assert (whole.current_page, whole.last_page, whole.total, whole.next_url) == (
        page.current_page,
        page.last_page,
        page.total,
        page.next_url,
    )


@SETTINGS
@given(
    body=st.one_of(
        mutated(page_json([product_json(), product_json(id=8)], next_url="https://x/2")),
        mutated(page_json([PROJECT, {**PROJECT, "id": 9}])),
    ),
)
def test_a_page_read_as_json_items_reads_as_its_models_dumped(body: Any) -> None:
    # The cache's items read straight from a page's bytes (no models built) are what the
    # models give, dumped as the cache stores them; and a page is read that way exactly
    # when the models read it whole (else the models read it, item by item).
    try:
        content = json.dumps(body, allow_nan=False).encode()
    except ValueError:
        return
    for model in (ProductResponse, ProjectResponse, RecordId):
        whole = read_whole_page(content, model)
        read = json_items(_whole_page(model)).read(content)
        if whole is None:
            assert read is None
            continue
        assert read is not None
        assert read["data"] == [item.model_dump(mode="json", by_alias=True) for item in whole.items]
        meta, links = read["meta"], read["links"]
        assert (meta["current_page"], meta["last_page"], meta["total"], links["next"] or None) == (
            whole.current_page,
            whole.last_page,
            whole.total,
            whole.next_url,
        )


class _Checked(ApiModel):
    """A model whose validator is given the model itself: its pages are never read as dicts."""

    id: int

    @model_validator(mode="after")
    def _positive(self) -> _Checked:
        if self.id < 1:
            raise ValueError("id")
        return self


def test_a_model_whose_validator_needs_the_model_is_read_by_the_model() -> None:
    content = json.dumps(page_json([{"id": 1}, {"id": 0}])).encode()
    assert json_items(_whole_page(_Checked)).read(content) is None
    page = ListAnswer(httpx.Response(200, content=content), _Checked).json_page()
    assert (page.items, page.skipped) == ([{"id": 1}], 1)


@SETTINGS
@given(text=st.one_of(st.text(max_size=200), json_values.map(json.dumps)))
def test_attachment_text(text: str) -> None:
    refs = parse_attachment_refs(text)
    assert all(ref.id for ref in refs)


@SETTINGS
@given(data=json_values)
def test_form_check_never_raises(data: Any) -> None:
    problems = ProductRequest.check(data if isinstance(data, dict) else {"itemDetails": data})
    assert isinstance(problems, dict)


@SETTINGS
@given(
    status=st.integers(min_value=300, max_value=599),
    body=st.one_of(json_values.map(lambda v: json.dumps(v).encode()), st.binary(max_size=40)),
    retry_after=st.one_of(st.none(), st.text(max_size=40)),
)
def test_any_error_answer_becomes_a_service_error(
    status: int, body: bytes, retry_after: str | None
) -> None:
    headers = {"Retry-After": retry_after} if retry_after is not None else {}
    try:
        response = httpx.Response(
            status, content=body, headers=headers, request=httpx.Request("POST", "https://x/a")
        )
    except (ValueError, UnicodeError):
        return  # httpx itself refuses the header: no service could send it
    for idempotent in (True, False):
        error = error_for_status(response, idempotent=idempotent)
        assert isinstance(error, ServiceError)
        assert error.notice.code
        assert error.retry_after is None or 0 <= error.retry_after <= 3600


@SETTINGS
@given(text=st.text(max_size=60))
def test_retry_after_text(text: str) -> None:
    seconds = retry_after_seconds(text)
    assert seconds is None or 0 <= seconds <= 3600


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    status=st.sampled_from([200, 201, 202, 204, 400, 401, 403, 404, 422, 429, 500, 503]),
    body=st.one_of(
        json_values.map(lambda v: json.dumps(v).encode()),
        mutated(page_json([product_json()])).map(lambda v: json.dumps(v).encode()),
        st.binary(max_size=30),
    ),
    operation=st.sampled_from(
        [
            "list_products",
            "list_projects",
            "create_product",
            "update_product",
            "archive_product",
            "list_subscriptions",
            "get_subscription",
            "test_subscription",
            "create_project",
            "add_image",
            "delete_file",
            "delete_subscription",
        ]
    ),
)
def test_client_operations_raise_only_service_errors(
    status: int, body: bytes, operation: str
) -> None:
    async def run() -> None:
        async with mock_client(lambda request: httpx.Response(status, content=body)) as client:
            call = {
                "list_products": lambda: client.list_products(),
                "list_projects": lambda: list_projects(client),
                "create_product": lambda: client.create_product(product_form()),
                "update_product": lambda: client.update_product(1, product_form()),
                "archive_product": lambda: client.archive_product(1),
                "list_subscriptions": lambda: client.list_subscriptions(),
                "get_subscription": lambda: client.get_subscription("s"),
                "test_subscription": lambda: client.test_subscription("s"),
                "create_project": lambda: client.create_project(_project()),
                "add_image": lambda: client.add_attachment("products", 1, "images", "a.png", b"x"),
                "delete_file": lambda: client.delete_attachment("products", 1, "files", 2),
                "delete_subscription": lambda: client.delete_subscription("s"),
            }[operation]
            failure: ServiceError | None = None
            try:
                await call()
            except ServiceError as error:
                failure = error
            assert failure is None or failure.notice.code
            if 200 <= status < 300 and operation in _UNSHOWN:
                # No status or body shown: any success is one, whatever its body.
                assert failure is None
            if 200 <= status < 300 and operation in _MAKES_A_RECORD:
                # A success without a readable id is settled like a lost answer.
                assert failure is None or isinstance(failure, AcceptedWithoutId)

    asyncio.run(run())


_UNSHOWN = {"archive_product", "test_subscription", "delete_file", "delete_subscription"}
_MAKES_A_RECORD = {"create_product", "create_project", "add_image"}


def _project() -> Any:
    from app.api.projects import ProjectRequest

    return ProjectRequest.draft({})


@pytest.mark.parametrize("model", MODELS)
def test_deeply_nested_garbage(model: Any) -> None:
    deep: Any = []
    for _ in range(5000):
        deep = [deep]
    value_or_typed_error(model, {"data": deep, "id": deep, "itemDetails": deep})


_PLAIN_OR_NEARLY = st.one_of(
    st.sampled_from(
        [
            *("97", "0097", "984.97", "3.0", "3.10", "3.", "0.0", "-5", "12,5", "1.234,5", " 7 "),
            *("", "1e3", "\u0663", "1" * 15, "1" * 16, "1" * 16 + ".5", "9" * 400),
            "0.1234567890123456789",
        ]
    ),
    st.from_regex(r"\A[0-9]{1,18}(\.[0-9]{0,20})?\Z"),
    st.integers(-(10**18), 10**18),
    st.floats(allow_nan=False, allow_infinity=False),
    st.none(),
)
_DATES = st.one_of(
    st.sampled_from(["2026-01-01", " 2026-01-01", "2026-01-01T10:00:00", "2026-13-01", ""]),
    st.from_regex(r"\A[0-9]{4}-[0-9]{2}-[0-9]{2}\Z"),
    st.none(),
)


@SETTINGS
@given(number=_PLAIN_OR_NEARLY, other=_PLAIN_OR_NEARLY, day=_DATES)
def test_numbers_and_dates_read_to_json_as_the_model_dumps_them(
    number: Any, other: Any, day: Any
) -> None:
    # A page read straight to JSON reads the service's plain numbers and dates by compiled
    # code (`fields.json_reading`): the very JSON the model dumps, types included (3, not
    # 3.0), and any other value the model's way.
    product = product_json()
    product["priceInformation"]["price"] = number
    product["quantity"]["quantityValue"] = other
    product["validityInformation"]["validityStartDate"] = day
    content = json.dumps(page_json([product])).encode()
    whole = read_whole_page(content, ProductResponse)
    read = json_items(_whole_page(ProductResponse)).read(content)
    if whole is None:
        assert read is None
        return
    assert read is not None
    dumped = [item.model_dump(mode="json", by_alias=True) for item in whole.items]
    assert json.dumps(read["data"]) == json.dumps(dumped)
