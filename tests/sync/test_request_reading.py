"""A draft's request as the engine reads it (`request_of`, by the rule-free twin) is the one
the kind's request model reads (`FormModel.draft`): the same body for a draft that makes a
request, the same refusal, field by field, for one that does not."""

from __future__ import annotations

import copy
import datetime as dt
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import event
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from pydantic import ValidationError

from app.api.fields import field_messages
from app.api.kinds import request_model
from app.api.schema import Ui
from app.api.schema import schema_fields
from app.api.schema import set_path
from app.store.kinds import RecordKind
from app.sync.service import payload_problems
from app.sync.service import request_of
from tests.sync.helpers import product_content
from tests.sync.helpers import project_content
from tests.sync.helpers import subscription_content

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

BASES = {
    RecordKind.PRODUCT: product_content("Deur"),
    RecordKind.PROJECT: project_content("Sloop Stationsplein"),
    RecordKind.SUBSCRIPTION: subscription_content("https://example.nl/hook"),
}


_REMOVED = object()

# What a stored draft may hold at a field besides what a form writes there: texts, numbers,
# dates and lists where they do not belong.
values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=False, allow_infinity=False),
    st.decimals(allow_nan=False, allow_infinity=False, places=3).map(str),
    st.text(max_size=20),
    st.sampled_from(
        [
            "",
            "  ",
            "12,5",
            "2026-11-22",
            "2026-12-01T09:00:00Z",
            "2026-13-45T25:00Z",
            "https://example.nl",
            "sanne@example.nl",
            "PCE",
            "CMT",
            "Beschikbaar",
            "created",
        ]
    ),
    st.lists(st.sampled_from(["created", "updated", "deleted", "x"]), max_size=3),
    st.dictionaries(st.sampled_from(["a", "name", "price"]), st.integers(), max_size=2),
)


def _fitting(ui: Ui) -> st.SearchStrategy[Any]:
    """A value as a form writes it for a field of this kind (the limits are rules: not kept)."""
    choices = list(ui.choices or ())
    if ui.widget in ("number", "integer"):
        whole = st.integers(min_value=-(10**12), max_value=10**12)
        return whole if ui.widget == "integer" else whole | st.floats(-1e9, 1e9) | whole.map(str)
    if ui.widget == "bool":
        return st.booleans()
    if ui.widget == "date":
        return st.dates().map(dt.date.isoformat)
    if ui.widget == "moment":
        return st.datetimes(timezones=st.just(dt.UTC)).map(lambda m: m.isoformat())
    if ui.widget == "events" and choices:
        return st.lists(st.sampled_from(choices), max_size=len(choices), unique=True)
    if choices:
        return st.sampled_from(choices)
    return st.text(max_size=30)


def _changes(kind: RecordKind) -> st.SearchStrategy[tuple[str, Any]]:
    """A field set to a value a form writes, or to anything a stored draft may hold; or a
    group (or field) removed or replaced whole."""
    fields = schema_fields(request_model(kind))
    groups = sorted({f.path.rsplit(".", 1)[0] for f in fields if "." in f.path})
    fitting = st.one_of(*(st.tuples(st.just(f.path), _fitting(f.ui)) for f in fields))
    paths = st.sampled_from([*(f.path for f in fields), *groups])
    anything = st.tuples(paths, values | st.just(_REMOVED))
    # Either as often (`|` would pick among all of `fitting`'s branches and this one).
    return st.booleans().flatmap(lambda fits: fitting if fits else anything)


@st.composite
def drafts(draw: st.DrawFn) -> tuple[RecordKind, dict[str, Any]]:
    kind = draw(st.sampled_from(list(BASES)))
    content = copy.deepcopy(BASES[kind])
    for path, value in draw(st.lists(_changes(kind), max_size=4)):
        if value is _REMOVED:
            parent, _, key = path.rpartition(".")
            node: Any = content
            for part in parent.split(".") if parent else ():
                node = node.get(part) if isinstance(node, dict) else None
            if isinstance(node, dict):
                node.pop(key, None)
        else:
            set_path(content, path, value)
    return kind, content


def _reading(read: Any) -> tuple[Any, ...]:
    """What the engine takes from a reading: the create's and the update's body, and the
    values; or, refused, each error's place, type and message."""
    try:
        request = read()
    except ValidationError as error:
        return ("refused", error.errors(include_url=False, include_context=False))
    return ("read", request.to_payload(), request.to_payload(create=False), request.model_dump())


@SETTINGS
@given(drafts())
def test_the_rule_free_reading_is_the_validated_one(
    draft: tuple[RecordKind, dict[str, Any]],
) -> None:
    kind, content = draft
    model = request_model(kind)
    validated = _reading(lambda: model.draft(content))
    assert _reading(lambda: request_of(kind, content)) == validated
    event(f"{kind}: {validated[0]}")
    if validated[0] == "read":
        assert isinstance(request_of(kind, content), model)
        assert payload_problems(kind, content) == {}
        return
    with pytest.raises(ValidationError) as refused:
        model.draft(content)
    assert payload_problems(kind, content) == field_messages(refused.value, model)


def test_each_kind_as_a_form_writes_it_makes_its_request() -> None:
    for kind, content in BASES.items():
        assert _reading(lambda: request_of(kind, content))[0] == "read"  # noqa: B023


def test_a_draft_that_makes_no_request_is_still_refused() -> None:
    content = product_content("Deur", quantity={"quantityValue": "veel", "quantityUoM": "PCE"})
    problems = payload_problems(RecordKind.PRODUCT, content)
    assert list(problems) == ["quantity.quantityValue"]
    numbers = product_content("Deur", priceInformation={"price": "twaalf"})
    assert "priceInformation.price" in payload_problems(RecordKind.PRODUCT, numbers)
