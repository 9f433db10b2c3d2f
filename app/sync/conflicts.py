"""Detecting that someone else changed a product while the user was editing it.

Before an update, the server's product ("theirs") is compared with the version the draft
was based on ("base"). A field the server changed is a conflict unless the draft holds
the same value (our own update whose answer was lost, say): a full update would
otherwise silently overwrite the other person's change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.sync.reconcile import flatten, same_value


@dataclass(frozen=True)
class Conflict:
    """The three versions of a product and the fields on which they disagree."""

    base: Mapping[str, Any]
    mine: Mapping[str, Any]
    theirs: Mapping[str, Any]
    fields: tuple[str, ...]


def find_conflict(
    base: Mapping[str, Any], mine: Mapping[str, Any], theirs: Mapping[str, Any]
) -> Conflict | None:
    """A conflict when the server changed fields since `base` that `mine` does not agree with."""
    flat_base, flat_mine, flat_theirs = flatten(base), flatten(mine), flatten(theirs)
    changed_by_them = [
        path
        for path in sorted(flat_base.keys() | flat_theirs.keys())
        if not same_value(flat_base.get(path), flat_theirs.get(path))
    ]
    disputed = tuple(
        path
        for path in changed_by_them
        if not same_value(flat_mine.get(path), flat_theirs.get(path))
    )
    if not disputed:
        return None
    return Conflict(base=base, mine=mine, theirs=theirs, fields=disputed)
