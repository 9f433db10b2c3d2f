"""The product form's rules over thousands of rows, fast: the same answer as
`ProductRequest.check(content)`, found by parts.

The rule it keeps: a field no other rule looks at (not a date pair, neither validated by
a field validator of its group nor declared before one, no model validator above it) is
checked on its own, with its own type and `Ui`, and its answers are remembered per value;
the rest of the row, which repeats from row to row (category and sub-category, date pairs,
which fields are there), is checked as a whole form once per distinct rest. Inventories
repeat their units, categories and statuses, so most rows cost a few lookups.
tests/inventory/test_form_check.py holds the answers equal to the form's.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from functools import cache
from functools import lru_cache
from functools import partial
from typing import Annotated
from typing import Any

from pydantic import BaseModel
from pydantic import TypeAdapter
from pydantic import ValidationError

from app.api.fields import field_messages
from app.api.fields import model_in
from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.products import ProductRequest
from app.api.schema import Ui


def _leaves(model: type[BaseModel], prefix: str) -> Iterator[tuple[str, TypeAdapter[Any]]]:
    """The fields under `model` that are checked on their own, with a validator for each."""
    decorators = model.__pydantic_decorators__
    if decorators.model_validators:
        return  # a rule over the whole group may look at any of its fields
    fields = model.model_fields
    paired = {m.not_before for f in fields.values() for m in f.metadata if isinstance(m, Ui)}
    # A field validator sees the fields validated before its own (pydantic's `info.data`):
    # those, up to the last field with a validator, are checked together.
    names = list(fields)
    validated = {n for v in decorators.field_validators.values() for n in v.info.fields}
    read_up_to = len(names) if "*" in validated else max(map(names.index, validated), default=-1)
    for index, (name, info) in enumerate(fields.items()):
        path = prefix + (info.alias or name)
        nested = model_in(info.annotation)
        if nested is not None:
            yield from _leaves(nested, path + ".")
            continue
        ui = next((m for m in info.metadata if isinstance(m, Ui)), None)
        if index <= read_up_to or ui is None or ui.not_before or name in paired:
            continue
        annotated: Any = Annotated  # subscripted with a runtime tuple: beyond what mypy reads
        yield path, TypeAdapter(annotated[(info.annotation, *info.metadata)])


@cache
def _alone() -> dict[str, TypeAdapter[Any]]:
    return dict(_leaves(ProductRequest, ""))


def nest(values: Mapping[str, Any]) -> dict[str, Any]:
    """Wire-shaped content from its leaves: {"quantity.quantityValue": 3} -> nested dicts,
    each group where its first leaf is (an import nests 10,000 rows of a few shapes: each
    shape's builder is made once, a dict display, a fifth of the time of walking paths)."""
    return _builder(tuple(values))(*values.values())


def _nest_by_walking(*values: Any, paths: tuple[str, ...]) -> dict[str, Any]:
    content: dict[str, Any] = {}
    for path, value in zip(paths, values, strict=True):
        *groups, name = _parts(path)
        node = content
        for group in groups:
            node = node.setdefault(group, {})
        node[name] = value
    return content


@lru_cache(maxsize=512)
def _builder(paths: tuple[str, ...]) -> Callable[..., dict[str, Any]]:
    """`lambda v0, v1, ...: {"group": {"name": v0, ...}, ...}` for leaves at `paths`."""
    tree: dict[str, Any] = {}
    for index, path in enumerate(paths):
        *groups, name = _parts(path)
        node = tree
        for group in groups:
            node = node.setdefault(group, {})
            if not isinstance(node, dict):  # a leaf and a group of one name: walk them
                return partial(_nest_by_walking, paths=paths)
        if name in node:
            return partial(_nest_by_walking, paths=paths)
        node[name] = index

    def display(node: dict[str, Any]) -> str:
        items = (
            f"{name!r}: {display(inner) if isinstance(inner, dict) else f'v{inner}'}"
            for name, inner in node.items()
        )
        return "{" + ", ".join(items) + "}"

    arguments = ", ".join(f"v{index}" for index in range(len(paths)))
    # Names are the wire paths' own, written as literals by repr: nothing else is run.
    built: Callable[..., dict[str, Any]] = eval(f"lambda {arguments}: {display(tree)}")
    return built


@cache
def _parts(path: str) -> tuple[str, ...]:
    return tuple(path.split("."))


Mark = tuple[str, type, Any]
"""A value as the checks remember it: (wire path, type, value)."""


class FormCheck:
    """`check(values)` equal to `ProductRequest.check(nest(values))`, remembering parts."""

    def __init__(self) -> None:
        self._alone = _alone()
        self._fields: dict[tuple[str, type, Any], list[Notice]] = {}
        self._rests: dict[tuple[Any, ...], FieldProblems] = {}

    def alone(self, path: str) -> bool:
        """Whether the field at `path` is checked on its own (see the module's text)."""
        return path in self._alone

    def check(self, values: Mapping[str, Any]) -> FieldProblems:
        """The form's problems of the content whose leaves are `values` (wire path -> value)."""
        rest: list[Mark] = []
        alone: list[Mark] = []
        for path, value in values.items():
            # True, 1 and 1.0 are equal keys but not equal to the form: the type is in the key.
            (alone if path in self._alone else rest).append((path, type(value), value))
        return self.check_marks(rest, alone)

    def check_marks(self, rest: list[Mark], alone: list[Mark]) -> FieldProblems:
        """`check` of the values split already (`alone`), each as (path, type, value), in
        the content's order: what a planner that knows its columns' paths hands over."""
        paths = [mark[0] for mark in alone]
        flagged = [(mark[0], notices) for mark in alone if (notices := self.field(mark))]
        return self.combine(self.rest_problems(rest), paths, flagged)

    def field(self, mark: Mark) -> list[Notice]:
        """The problems of one value checked alone (remembered)."""
        notices = self._fields.get(mark)
        return self._field(*mark) if notices is None else notices

    def rest_problems(self, rest: list[Mark]) -> FieldProblems:
        """The form's problems of the `rest` alone (remembered); the ones it finds at the
        fields checked alone (that they are required, say) are replaced by `combine`."""
        key = tuple(rest)
        found = self._rests.get(key)
        if found is None:
            found = self._rests[key] = ProductRequest.check(nest({p: v for p, _, v in rest}))
        return found

    @staticmethod
    def combine(
        found: FieldProblems, alone: list[str], flagged: list[tuple[str, list[Notice]]]
    ) -> FieldProblems:
        """The rest's problems, with those at the fields checked alone replaced by their
        own (`flagged`: the ones that have some, in the content's order)."""
        if not found:
            return dict(flagged)
        problems = found.copy()
        for path in alone:
            problems.pop(path, None)
        problems.update(flagged)
        return problems

    def _field(self, path: str, kind: type, value: Any) -> list[Notice]:
        try:
            # The adapter's own validator: TypeAdapter.validate_python's keyword handling is
            # a quarter of a short text's check, and a 10,000-row import has 20,000 of them.
            self._alone[path].validator.validate_python(value)
            found = []
        except ValidationError as exc:
            problems = field_messages(exc, ProductRequest).values()
            found = [notice for notices in problems for notice in notices]
        self._fields[(path, kind, value)] = found
        return found
