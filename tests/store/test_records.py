"""The ids the store gives new records."""

from __future__ import annotations

import datetime as dt
import uuid

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from app.store.kinds import checked_id
from app.store.kinds import from_db_time
from app.store.kinds import new_id
from app.store.kinds import to_db_time


def test_new_ids_are_canonical_version_4_uuids() -> None:
    ids = [new_id() for _ in range(2000)]
    assert len(set(ids)) == len(ids)
    for text in ids:
        parsed = uuid.UUID(text)
        assert parsed.version == 4
        assert parsed.variant == uuid.RFC_4122
        assert str(parsed) == text  # lower case, dashes in place: as uuid4() writes it
        assert checked_id(text) == text


def test_every_random_bit_is_used() -> None:
    # 122 bits are random: over many ids each of them is seen both set and clear.
    seen_set = 0
    seen_clear = 0
    for _ in range(500):
        value = uuid.UUID(new_id()).int
        seen_set |= value
        seen_clear |= ~value
    fixed = (0xF << 76) | (0x3 << 62)  # the version nibble and the variant's two bits
    mask = (1 << 128) - 1
    assert (seen_set & seen_clear & mask) == mask & ~fixed


@settings(max_examples=300, deadline=None)
@given(
    moment=st.datetimes(min_value=dt.datetime(1001, 1, 2), max_value=dt.datetime(9998, 12, 30)),
    offset_minutes=st.integers(min_value=-14 * 60, max_value=14 * 60),
)
def test_database_times_are_fixed_width_utc_and_read_back(
    moment: dt.datetime, offset_minutes: int
) -> None:
    aware = moment.replace(tzinfo=dt.timezone(dt.timedelta(minutes=offset_minutes)))
    text = to_db_time(aware)
    assert text == aware.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    assert len(text) == len("2026-11-22T10:00:00.000000Z")
    assert from_db_time(text) == aware


def test_naive_times_are_refused() -> None:
    with pytest.raises(ValueError):
        to_db_time(dt.datetime(2026, 11, 22, 10, 0))
