"""`load_json` reads every stored JSON text as the standard library does, whichever parser
it takes (orjson for speed, `json` where orjson would read otherwise or refuse)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.store.kinds import dump_json
from app.store.kinds import load_json

_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(_values)
def test_what_the_store_writes_reads_back_as_json_reads_it(value: object) -> None:
    text = dump_json(value)
    assert load_json(text) == json.loads(text)
    assert repr(load_json(text)) == repr(json.loads(text))  # 1 stays an int, 1.0 a float


@pytest.mark.parametrize(
    "text",
    [
        "123456789012345678901234567890",  # past 64 bits: orjson would make it a float
        '{"n": -9223372036854775809}',
        '"\\ud800"',  # a lone surrogate, which orjson refuses
        "1e400",
        '{"a": 1, "a": 2}',
    ],
)
def test_texts_orjson_reads_otherwise_are_read_as_json_reads_them(text: str) -> None:
    assert repr(load_json(text)) == repr(json.loads(text))


def test_nan_as_json_reads_it() -> None:
    assert math.isnan(load_json("NaN"))


def test_damaged_text_fails_as_json_fails() -> None:
    with pytest.raises(json.JSONDecodeError):
        load_json("{not json")
    with pytest.raises(ValueError):
        load_json(b"\xff\xfe")  # type: ignore[arg-type]
