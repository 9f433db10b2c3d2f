"""One reading of a typed number and one way of showing it (`app.api.numbers`), and every
place that reads or shows one keeping to it: the form, a table cell, the request models,
the import, the listing, the report, the labels and the export."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from app.api.numbers import is_ambiguous
from app.api.numbers import number_in
from app.api.numbers import read_number
from app.api.numbers import show_number

SETTINGS = settings(max_examples=300, deadline=None)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("12,5", "12.5"),
        ("12.5", "12.5"),
        (" 12,50 ", "12.50"),
        ("1.234,5", "1234.5"),
        ("1,234.5", "1234.5"),
        ("1234,5", "1234.5"),
        ("1234.567", "1234.567"),
        ("0,125", "0.125"),
        ("1.234.567", "1234567"),
        ("1,234,567.25", "1234567.25"),
        ("€ 12,50", "12.50"),
        ("12,50 €", "12.50"),
        ("-€ 1.234,50", "-1234.50"),
        ("1 234,5", "1234.5"),
        ("1\u00a0234,5", "1234.5"),
        ("+3", "3"),
        (",5", "0.5"),
        ("12,", "12"),
    ],
)
def test_dutch_and_english_usage_read_as_one_number(text: str, number: str) -> None:
    assert read_number(text) == Decimal(number)
    assert read_number(text, ambiguous="refuse") == Decimal(number)


@pytest.mark.parametrize(
    "text",
    ["", " ", "12,x", "1,2,3", "12.34,5", "1.2.3", "1.234,5,6", "1,234.567,8", "1e5", "NaN", "€"],
)
def test_a_text_that_says_no_number_reads_as_none(text: str) -> None:
    assert read_number(text) is None


@pytest.mark.parametrize(
    ("text", "as_decimals"),
    [
        ("1.250", "1.25"),
        ("1,250", "1.25"),
        ("€ 1.000", "1"),
        ("-2.500", "-2.5"),
        ("125.000", "125"),
    ],
)
def test_a_lone_separator_before_three_digits_is_decimals_or_refused(
    text: str, as_decimals: str
) -> None:
    assert is_ambiguous(text)
    assert read_number(text) == Decimal(as_decimals)
    assert read_number(text, ambiguous="refuse") is None


@pytest.mark.parametrize(
    ("value", "number"),
    [
        (12, Decimal(12)),
        (0.1, Decimal("0.1")),
        ("1.234,5", Decimal("1234.5")),
        ("12.50", Decimal("12.50")),
        (None, None),
        (True, None),
        ("", None),
        ("veel", None),
        (float("nan"), None),
        (float("inf"), None),
        ({"a": 1}, None),
    ],
)
def test_a_stored_value_as_a_number(value: Any, number: Decimal | None) -> None:
    assert number_in(value) == number


@pytest.mark.parametrize(
    ("value", "language", "places", "grouped", "shown"),
    [
        (Decimal("1234.5"), "nl", None, True, "1.234,5"),
        (Decimal("1234.5"), "en", None, True, "1,234.5"),
        (Decimal("1234.5"), "nl", None, False, "1234,5"),
        (Decimal("1234.5"), "nl", 2, True, "1.234,50"),
        (Decimal("12.345"), "en", 2, True, "12.35"),  # half up
        (Decimal("12.50"), "nl", None, True, "12,50"),  # the digits it has
        (1250, "nl", None, True, "1.250"),
        (0.1, "en", None, False, "0.1"),
        (Decimal("-1234567.891"), "nl", None, True, "-1.234.567,891"),
    ],
)
def test_a_number_shown_as_the_language_writes_it(
    value: Decimal | int | float, language: str, places: int | None, grouped: bool, shown: str
) -> None:
    assert show_number(value, language, places, grouped=grouped) == shown


finite_decimals = st.decimals(allow_nan=False, allow_infinity=False, places=None).filter(
    lambda d: abs(d.adjusted()) < 30
)
languages = st.sampled_from(["nl", "en"])


@SETTINGS
@given(value=finite_decimals, language=languages)
def test_an_ungrouped_number_reads_back_as_itself(value: Decimal, language: str) -> None:
    shown = show_number(value, language, grouped=False)
    assert read_number(shown) == value
    refused = read_number(shown, ambiguous="refuse")
    assert refused == value or (refused is None and is_ambiguous(shown))


@SETTINGS
@given(value=finite_decimals, language=languages, places=st.none() | st.integers(0, 4))
def test_a_grouped_number_reads_back_as_itself_or_is_refused_never_misread(
    value: Decimal, language: str, places: int | None
) -> None:
    shown = show_number(value, language, places)
    expected = Decimal(show_number(value, "en", places, grouped=False))
    refused = read_number(shown, ambiguous="refuse")
    # Only 1.000 to 999.999 without decimals is undecided (thousands or decimals?).
    assert refused == expected or (refused is None and is_ambiguous(shown))
    if not is_ambiguous(shown):
        assert read_number(shown) == expected


@SETTINGS
@given(text=st.text(alphabet="0123456789.,€ -+", max_size=14))
def test_refusing_reads_a_text_as_accepting_does_or_not_at_all(text: str) -> None:
    refused = read_number(text, ambiguous="refuse")
    assert refused is None or refused == read_number(text)


@pytest.mark.parametrize(
    ("text", "number"), [("0,0", "0"), ("1.234,5", "1234.5"), ("€ 12", "12"), ("12.50", "12.50")]
)
def test_the_request_models_read_a_number_as_the_form_does(text: str, number: str) -> None:
    from pydantic import TypeAdapter

    from app.api.fields import ApiDecimal
    from app.api.fields import OptionalDecimal

    for declared in (ApiDecimal, OptionalDecimal):
        assert TypeAdapter[Decimal](declared).validate_python(text) == Decimal(number)
