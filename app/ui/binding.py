"""Form binding: the one place that maps wire paths (`itemDetails.name`) to editors.

The request model is the source of truth. A form is a view of it: `read()`
collects the editors into the nested wire-shaped dict the model validates (and
the draft stores, valid or not); `write()` fills the editors from such a dict;
`show_errors()` puts messages at the editors by dotted path, whether they come
from the model's own rules as the user types or from the server's 422 and 400,
in the window's language (see `service_text`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.ui.fields import FieldEditor
from app.ui.service_text import translated


@dataclass(frozen=True)
class FieldSpec:
    path: str
    label: str
    section: str
    kind: str = "text"  # text, multiline, number, integer, choice, editable_choice, bool, date
    required: bool = False
    fixed: Mapping[str, Any] | None = None  # sibling values always sent with this field


def get_path(content: Mapping[str, Any], path: str) -> Any:
    node: Any = content
    for part in path.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return None
        node = node[part]
    return node


def set_path(content: dict[str, Any], path: str, value: Any) -> None:
    parts = path.split(".")
    node = content
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            child = {}
            node[part] = child
        node = child
    node[parts[-1]] = value


def prune_empty(content: dict[str, Any]) -> dict[str, Any]:
    """Drop None values and objects left empty: the request then omits what was not given."""
    pruned: dict[str, Any] = {}
    for key, value in content.items():
        if isinstance(value, dict):
            value = prune_empty(value)
            if not value:
                continue
        if value is None:
            continue
        pruned[key] = value
    return pruned


def friendly_error(error: Mapping[str, Any]) -> str:
    """One sentence for a pydantic error, from the model's own rule (its type)."""
    kind = str(error.get("type", ""))
    ctx = error.get("ctx") or {}
    if kind == "missing":
        return QCoreApplication.translate("binding", "This field is required.")
    if kind in {"number", "float_parsing", "float_type", "decimal_parsing", "decimal_type"}:
        return QCoreApplication.translate("binding", "Enter a number, for example 12,5.")
    if kind in {"int_parsing", "int_type", "int_from_float"}:
        return QCoreApplication.translate("binding", "Enter a whole number.")
    if kind in {"greater_than_equal", "greater_than"}:
        return QCoreApplication.translate("binding", "Enter a number of at least %1.").replace(
            "%1", str(ctx.get("ge", ctx.get("gt", 0)))
        )
    if kind in {"date", "date_from_datetime_parsing", "date_parsing", "date_type"}:
        return QCoreApplication.translate("binding", "Enter a date as dd-mm-yyyy.")
    if kind in {"datetime", "datetime_parsing", "datetime_type"}:
        return QCoreApplication.translate("binding", "Enter a date as dd-mm-yyyy.")
    if kind in {"url_parsing", "url_scheme", "url_type"}:
        return QCoreApplication.translate("binding", "Enter a web address starting with https://.")
    if kind in {"bool_parsing", "bool_type"}:
        return QCoreApplication.translate("binding", "Choose yes or no.")
    if kind in {"literal_error", "enum"}:
        return QCoreApplication.translate("binding", "Choose one of the listed values.")
    if kind in {"string_too_long"}:
        return QCoreApplication.translate(
            "binding", "This text is too long (at most %1 characters)."
        ).replace("%1", str(ctx.get("max_length", "")))
    if kind in {"string_too_short"}:
        return QCoreApplication.translate("binding", "This field is required.")
    message = str(error.get("msg", ""))
    if "email" in message.lower():
        return QCoreApplication.translate("binding", "Enter a valid e-mail address.")
    if message.startswith("Value error, "):
        return message.removeprefix("Value error, ")
    return message or QCoreApplication.translate("binding", "This value is not valid.")


def wire_path(model: type[BaseModel], loc: tuple[int | str, ...]) -> str:
    """An error location as the service names it: Python attribute names become aliases."""
    parts: list[str] = []
    current: type[BaseModel] | None = model
    for part in loc:
        if isinstance(part, int):
            continue
        info = current.model_fields.get(part) if current is not None else None
        if info is None:
            parts.append(part)
            current = None
            continue
        parts.append(info.alias or part)
        annotation = info.annotation
        candidates = getattr(annotation, "__args__", (annotation,))
        current = next(
            (c for c in candidates if isinstance(c, type) and issubclass(c, BaseModel)), None
        )
    return ".".join(parts)


def model_errors(model: type[BaseModel], payload: Mapping[str, Any]) -> dict[str, list[str]]:
    """Validate `payload` with `model`; the failures keyed by dotted wire path."""
    try:
        model.model_validate(payload)
    except ValidationError as exc:
        found: dict[str, list[str]] = {}
        for error in exc.errors():
            path = wire_path(model, tuple(error["loc"]))
            found.setdefault(path, []).append(friendly_error(error))
        return found
    return {}


class FormBinding(QObject):
    """Editors by wire path, and the conversions between them and content dicts."""

    edited = Signal(str)  # the path of the editor the user changed

    def __init__(self, specs: Iterable[FieldSpec], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.specs = {spec.path: spec for spec in specs}
        self.editors: dict[str, FieldEditor] = {}
        self._aliases: dict[str, str] = {}

    def bind(self, path: str, editor: FieldEditor) -> None:
        self.editors[path] = editor
        editor.edited.connect(lambda p=path: self.edited.emit(p))

    def alias(self, server_path: str, path: str) -> None:
        """Send errors the server reports under `server_path` to the editor of `path`."""
        self._aliases[server_path] = path

    def read(self) -> dict[str, Any]:
        content: dict[str, Any] = {}
        for path, editor in self.editors.items():
            value = editor.value()
            set_path(content, path, value)
            spec = self.specs.get(path)
            if spec is not None and spec.fixed and value is not None:
                parent = path.rsplit(".", 1)[0] if "." in path else ""
                for key, fixed in spec.fixed.items():
                    set_path(content, f"{parent}.{key}" if parent else key, fixed)
        return prune_empty(content)

    def write(self, content: Mapping[str, Any]) -> None:
        for path, editor in self.editors.items():
            editor.set_value(get_path(content, path))

    def editor_for(self, server_path: str) -> FieldEditor | None:
        """The editor for a dotted path as the model or the server names it."""
        path = self._aliases.get(server_path, server_path)
        while path:
            if path in self.editors:
                return self.editors[path]
            if path in self._aliases:
                return self.editors.get(self._aliases[path])
            # `itemDetails.productDescription.0.description` and the like: walk up.
            path = path.rsplit(".", 1)[0] if "." in path else ""
        return None

    def show_errors(
        self, errors: Mapping[str, list[str]], *, only: Callable[[str], bool] | None = None
    ) -> dict[str, list[str]]:
        """Put each message at its editor; returns the messages that have no editor."""
        placed: dict[str, list[str]] = {}
        unplaced: dict[str, list[str]] = {}
        for server_path, texts in errors.items():
            editor = self.editor_for(server_path)
            if editor is None:
                unplaced[server_path] = list(texts)
                continue
            target = next(p for p, e in self.editors.items() if e is editor)
            if only is not None and not only(target):
                continue
            # The model's rules and the sync engine write Dutch; a server's own
            # messages are not catalogued and pass through as they came.
            placed.setdefault(target, []).extend(translated(text) for text in texts)
        for path, editor in self.editors.items():
            found = placed.get(path)
            editor.set_error(" ".join(dict.fromkeys(found)) if found else None)
        return unplaced
