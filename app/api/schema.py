"""One schema per record kind: every request field is declared once, on its request model.

A field is `Annotated[type, Ui(...)]`: its alias is the wire name, `Ui` all else the program
knows of it, including the form rules `Ui` enforces (limits from `LIMITS`, which the sandbox
reads too). Forms, tables, listing and reconcile derive from `schema_fields(model)`. Rules
raise codes (`PydanticCustomError`), never a sentence: the UI words them.
"""

from __future__ import annotations

import types
from collections.abc import Iterable
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from dataclasses import field
from datetime import date
from decimal import Decimal
from functools import cache
from typing import Annotated
from typing import Any
from typing import ClassVar
from typing import Literal
from typing import NamedTuple
from typing import Self
from typing import TypeVar
from typing import Union
from typing import get_args
from typing import get_origin
from urllib.parse import urlsplit

from email_validator import EmailNotValidError
from email_validator import validate_email
from pydantic import BaseModel
from pydantic import ConfigDict
from pydantic import GetCoreSchemaHandler
from pydantic import GetJsonSchemaHandler
from pydantic import ValidationError
from pydantic import ValidationInfo
from pydantic import create_model
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import PydanticCustomError
from pydantic_core import core_schema

from app.api.categories import LIMITS
from app.api.fields import MAX_SIGNIFICANT_DIGITS
from app.api.fields import RESPONSE_CONTEXT
from app.api.fields import ApiModel
from app.api.fields import field_messages
from app.api.fields import model_in
from app.api.notices import FieldProblems
from app.api.wire_paths import get_path as get_path  # re-exported: said in a light module
from app.api.wire_paths import set_path as set_path

Widget = Literal[
    "text",
    "multiline",
    "number",
    "integer",
    "choice",
    "editable_choice",
    "bool",
    "date",
    "moment",
    "events",
]
Format = Literal["email", "web_url"]


def rules_on(info: ValidationInfo) -> bool:
    """Whether the form rules apply: not for service responses and stored records."""
    context = info.context
    return not (isinstance(context, dict) and context.get("form_rules") is False)


def rule(code: str, english: str, **params: Any) -> PydanticCustomError:
    """A broken form rule: its code, an English text for the log, and its parameters."""
    return PydanticCustomError(code, english, params or None)


class Section(NamedTuple):
    """A titled group of fields on a form; `column` 0 or 1, None across both."""

    nl: str
    en: str
    column: int | None = 0

    def label(self, language: str) -> str:
        return self.nl if language == "nl" else self.en


@dataclass(eq=False)
class Ui:
    """What the program knows about one request field besides its wire name and type."""

    nl: str
    en: str
    section: str = ""
    widget: Widget = "text"
    required: bool = False
    choices: Mapping[str, str] | tuple[str, ...] | None = None  # value (-> label)
    minimum: int | None = None
    format: Format | None = None
    not_before: str | None = None  # the sibling (Python name) this value may not precede
    title: bool = False
    sticky: bool = False  # Duplicate keeps it
    identifier: bool = False  # names one record (an item id): never pinned nor copied
    fixed: Mapping[str, Any] | None = None  # sibling values always sent with this one
    service_owned: bool = False  # the service answers its own value: not compared on sync
    column: str | None = None  # the store's listing column it fills (to filter and sort)
    search: str | None = None  # the listing's full-text column it is found by
    also: tuple[str, ...] = ()  # other headers an inventory names it by (spreadsheet import)
    bulk: bool = False  # may be set on many records at once ("Edit together")
    limits: dict[str, int] = field(default_factory=dict)  # from LIMITS, by `FormModel`

    def label(self, language: str) -> str:
        return self.nl if language == "nl" else self.en

    @property
    def repeats(self) -> bool:
        """Whether the value may be pinned for every new record or copied from the record
        before (*vastzetten*, *vorige waarde*): never the name, an identifier, or what the
        service answers itself."""
        return not (self.title or self.identifier or self.service_owned)

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        if not _ATTACH_RULES.get():
            return handler(source)  # a model read from the service (`rule_free`)
        return core_schema.with_info_after_validator_function(self.check, handler(source))

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        """The field's JSON schema with the declared choices and the interface's limits, as
        the OpenAPI of the service states them (what the drift test compares)."""
        json_schema = handler(schema)
        target = handler.resolve_ref_schema(json_schema)
        for branch in target.get("anyOf", [target]):
            kind = branch.get("type")
            names = _JSON_LIMITS.get(kind, {})
            branch.update({names[key]: v for key, v in self.limits.items() if key in names})
            if self.choices is not None and self.widget == "choice" and kind == "string":
                branch["enum"] = list(self.choices)
            if self.choices is not None and self.widget == "events" and kind == "array":
                branch.setdefault("items", {})["enum"] = list(self.choices)
        return json_schema

    def check(self, value: Any, info: ValidationInfo) -> Any:
        """The declared rules, when the form rules are on; the value unchanged."""
        if not rules_on(info):
            return value
        if value is None or value == [] or (isinstance(value, str) and not value.strip()):
            if self.required:
                raise _required(self.widget)
            return value
        values = value if isinstance(value, list) else [value]
        choices = self.choices if self.widget in ("choice", "events") else None
        if choices is not None and any(v not in choices for v in values):
            raise rule("rule.choice", "Choose one of the listed values.")
        if isinstance(value, Decimal):
            _check_number(value, self.minimum)
        if self.format is not None and isinstance(value, str):
            _check_format(self.format, value.strip())
        if self.not_before is not None:
            start = info.data.get(self.not_before)
            if isinstance(start, date) and isinstance(value, date) and value < start:
                raise rule("rule.end_before_start", "The end may not come before the start.")
        _check_limits(value, self.limits)
        return value


# pydantic's names of the limits -> JSON Schema's, by the JSON type they limit.
_JSON_LIMITS = {
    "string": {"max_length": "maxLength", "min_length": "minLength"},
    "array": {"max_length": "maxItems", "min_length": "minItems"},
    "integer": {"ge": "minimum", "le": "maximum"},
    "number": {"ge": "minimum", "le": "maximum"},
}


def _required(widget: Widget) -> PydanticCustomError:
    if widget == "events":
        return rule("rule.choose_some", "Choose at least one.")
    if widget in ("choice", "editable_choice", "bool"):
        return rule("rule.choose", "Make a choice.")
    return rule("rule.required", "Fill in this field.")


def _check_number(value: Decimal, minimum: int | None) -> None:
    if minimum is not None and value < minimum:
        raise rule("rule.minimum", "Enter a number of {minimum} or more.", minimum=minimum)
    if abs(value) >= 10**MAX_SIGNIFICANT_DIGITS:
        raise rule("rule.number_too_big", "This number is too big.")
    if len(value.normalize().as_tuple().digits) > MAX_SIGNIFICANT_DIGITS:
        raise rule("rule.too_many_digits", "This number has too many digits.")


def _check_format(form: Format, value: str) -> None:
    if form == "web_url":
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.netloc or " " in value:
            raise rule("rule.web_url", "Enter a web address starting with https:// or http://.")
        return
    try:
        validate_email(value, check_deliverability=False)
    except EmailNotValidError:
        raise rule("rule.email", "Enter a valid e-mail address.") from None


def _check_limits(value: Any, limits: Mapping[str, int]) -> None:
    """The interface's limits, named as pydantic names them, with pydantic's error types."""
    for name, limit in limits.items():
        measured = len(value) if name.endswith("_length") else value
        if measured < limit if name in ("min_length", "ge") else measured > limit:
            kind = _LIMIT_ERRORS[name]
            if name.endswith("_length") and isinstance(value, str):
                kind = f"string_{kind}"
            raise rule(kind, f"{name} {{{name}}}", **{name: limit})


# A broken limit's pydantic error type (a text's length has `string_` before it).
_LIMIT_ERRORS = {
    "max_length": "too_long",
    "min_length": "too_short",
    "ge": "greater_than_equal",
    "le": "less_than_equal",
}


# Whether `Ui` attaches its rules to the field being built (off while `rule_free` builds).
_ATTACH_RULES: ContextVar[bool] = ContextVar("attach_form_rules", default=True)

ModelT = TypeVar("ModelT", bound=BaseModel)


@cache
def rule_free(model: type[ModelT]) -> type[ModelT]:
    """`model` as the service's answers and stored records read it: its fields (declared once,
    on `model`), without `Ui`'s validator. The rules never apply there (`RESPONSE_CONTEXT`), and
    calling the validator only to return at once was most of a list item's reading. Its groups
    are read rule-free too. The twin is a subclass of the same name, so it is still a `model`.

    As a class decorator, the name it declares is the twin.
    """
    # Built while `Ui` attaches no rules: a model whose schema were finished only now (a
    # forward reference) would lose its rules for good, so it must be complete already.
    assert model.__pydantic_complete__, f"{model.__name__} is not complete"
    token = _ATTACH_RULES.set(False)
    try:
        nested: dict[str, Any] = {
            name: (_rule_free_in(info.annotation), info)
            for name, info in model.model_fields.items()
            if model_in(info.annotation) is not None
        }
        return create_model(
            model.__name__,
            __base__=model,
            __module__=model.__module__,
            __qualname__=model.__qualname__,
            __doc__=model.__doc__,
            **nested,
        )
    finally:
        _ATTACH_RULES.reset(token)


def _rule_free_in(annotation: Any) -> Any:
    """`annotation` with every model in it (`list[X]`, `X | None`) read rule-free."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return rule_free(annotation)
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is None or not args:
        return annotation
    swapped = tuple(_rule_free_in(arg) for arg in args[: 1 if origin is Annotated else None])
    if origin is Annotated:
        return Annotated[(swapped[0], *annotation.__metadata__)]
    if origin in (Union, types.UnionType):
        return Union[swapped]  # noqa: UP007 (built from a tuple)
    return origin[swapped if len(swapped) > 1 else swapped[0]]


# --- the walk -------------------------------------------------------------------------------


@dataclass(frozen=True)
class SchemaField:
    """One request field: its dotted wire path and what `Ui` says of it."""

    path: str
    ui: Ui

    def label(self, language: str) -> str:
        return self.ui.label(language)


@cache
def schema_fields(model: type[BaseModel]) -> tuple[SchemaField, ...]:
    """Every field of `model` (nested groups walked) that declares `Ui`, in declared order."""
    return tuple(_walk(model, ""))


def _walk(model: type[BaseModel], prefix: str) -> list[SchemaField]:
    found: list[SchemaField] = []
    for name, info in model.model_fields.items():
        path = prefix + (info.alias or name)
        ui = next((m for m in info.metadata if isinstance(m, Ui)), None)
        if ui is not None:
            found.append(SchemaField(path, ui))
        nested = model_in(info.annotation)
        if nested is not None:
            found.extend(_walk(nested, path + "."))
    return found


def title_path(model: type[BaseModel]) -> str:
    """The wire path of the field that names a record (the one `Ui(title=True)`)."""
    return next(f.path for f in schema_fields(model) if f.ui.title)


def prune_empty(content: Mapping[str, Any]) -> dict[str, Any]:
    """Drop None values and objects left empty: the request then omits what was not given."""
    pruned: dict[str, Any] = {}
    for key, value in content.items():
        if isinstance(value, Mapping):
            value = prune_empty(value) or None
        if value is not None:
            pruned[key] = value
    return pruned


# --- the form models ------------------------------------------------------------------------


class FormModel(ApiModel):
    """Base of the request forms, each naming its `KIND` (its limits' key) and `SECTIONS`.
    `check` serves the form as one types and the sync engine before sending alike."""

    # Defaults are checked too: an untouched required field reports itself.
    model_config = ConfigDict(validate_default=True)

    KIND: ClassVar[str] = ""
    SECTIONS: ClassVar[Mapping[str, Section]] = {}
    OMITTED_WHEN_EMPTY: ClassVar[tuple[str, ...]] = ()  # wire paths not sent as null
    CREATE_ONLY: ClassVar[tuple[str, ...]] = ()  # wire paths an update does not send

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        if "KIND" not in cls.__dict__:
            return  # a base or a response model: the limits are the request's
        limits = LIMITS.get(cls.KIND, {})
        for found in schema_fields(cls):
            found.ui.limits = dict(limits.get(found.path, {}))

    @classmethod
    def draft(cls, data: Mapping[str, Any]) -> Self:
        """Build from possibly incomplete input without the form rules (types are still checked)."""
        return cls.model_validate(data, context=RESPONSE_CONTEXT)

    @classmethod
    def check(cls, data: Mapping[str, Any]) -> FieldProblems:
        """The form problems of `data` by dotted wire path; empty when it can be sent."""
        try:
            cls.model_validate(data)
        except ValidationError as exc:
            return field_messages(exc, cls)
        return {}

    def problems(self) -> FieldProblems:
        return self.check(self.model_dump(by_alias=True))

    def to_payload(self, *, create: bool = True) -> dict[str, Any]:
        """The JSON body: the service's field names, numbers as JSON numbers."""
        payload: dict[str, Any] = self.model_dump(mode="json", by_alias=True)
        for path in self.OMITTED_WHEN_EMPTY:
            parent, _, key = path.rpartition(".")
            node = get_path(payload, parent) if parent else payload
            if isinstance(node, dict) and node.get(key, 0) is None:
                del node[key]
        return payload

    @classmethod
    def title_of(cls, content: Any) -> str | None:
        """The record's title in `content` (a draft's or the server's), None when blank."""
        value = get_path(content, title_path(cls))
        return value.strip() or None if isinstance(value, str) else None

    @classmethod
    def content_from_server(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The form content of a record as the service sent it: its request fields."""
        return prune_empty(cls._fields_in(data))

    @classmethod
    def sticky_content(cls, content: Mapping[str, Any]) -> dict[str, Any]:
        """What Duplicate keeps of `content`: the fields declared `sticky`."""
        return cls._fields_in(content, sticky_only=True)

    @classmethod
    def repeated_paths(cls) -> tuple[str, ...]:
        """The wire paths of the fields that may be pinned or copied (`Ui.repeats`)."""
        return tuple(found.path for found in schema_fields(cls) if found.ui.repeats)

    @classmethod
    def repeated_content(cls, content: Mapping[str, Any], paths: Iterable[str]) -> dict[str, Any]:
        """The values of `content` at those of `paths` that may repeat, with the sibling
        values always sent with them (`Ui.fixed`); the others, and empty ones, left out."""
        wanted = set(paths)
        kept: dict[str, Any] = {}
        for found in schema_fields(cls):
            value = get_path(content, found.path)
            if found.path not in wanted or not found.ui.repeats or value in (None, "", []):
                continue
            set_path(kept, found.path, value)
            parent = found.path.rpartition(".")[0]
            for key, fixed in (found.ui.fixed or {}).items():
                set_path(kept, f"{parent}.{key}" if parent else key, fixed)
        return kept

    @classmethod
    def _fields_in(cls, content: Mapping[str, Any], *, sticky_only: bool = False) -> dict[str, Any]:
        kept: dict[str, Any] = {}
        for found in schema_fields(cls):
            value = get_path(content, found.path)
            if value is not None and (found.ui.sticky or not sticky_only):
                set_path(kept, found.path, value)
        return kept
