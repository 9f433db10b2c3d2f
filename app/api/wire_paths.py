"""Dotted paths into a wire-shaped dict (`itemDetails.name`): Qt- and pydantic-free, so parts
that load before the first paint (the Products tab's lots) read and set fields without the
schema module."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def get_path(content: Any, path: str) -> Any:
    """The value at a dotted path of a wire-shaped dict; None where the path does not lead."""
    node: Any = content
    for part in path.split("."):
        if not isinstance(node, Mapping):
            return None
        node = node.get(part)
    return node


def set_path(content: dict[str, Any], path: str, value: Any) -> None:
    parts = path.split(".")
    node = content
    for part in parts[:-1]:
        if not isinstance(node.get(part), dict):
            node[part] = {}
        node = node[part]
    node[parts[-1]] = value
