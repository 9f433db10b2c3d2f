"""Detecting that someone else changed a product while the user was editing it.

Before an update, the server's product ("theirs") is compared with the version the draft
was based on ("base"). A field the server changed is a conflict unless the draft holds
the same value (our own update whose answer was lost, say): a full update would
otherwise silently overwrite the other person's change.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.sync.reconcile import flatten
from app.sync.reconcile import same_value


def disputed_fields(
    base: Mapping[str, Any], mine: Mapping[str, Any], theirs: Mapping[str, Any]
) -> tuple[str, ...]:
    """The fields the server changed since `base` that `mine` does not agree with (a
    conflict when there are any), as dotted paths."""
    flat_base, flat_mine, flat_theirs = flatten(base), flatten(mine), flatten(theirs)
    return tuple(
        path
        for path in sorted(flat_base.keys() | flat_theirs.keys())
        if not same_value(flat_base.get(path), flat_theirs.get(path))
        and not same_value(flat_mine.get(path), flat_theirs.get(path))
    )
