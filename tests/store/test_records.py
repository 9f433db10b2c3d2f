"""The ids the store gives new records."""

from __future__ import annotations

import uuid

from app.store.records import checked_id, new_id


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
