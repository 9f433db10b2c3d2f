"""Form binding: the one place that maps wire paths (`itemDetails.name`) to editors. `read()`
gives the wire-shaped dict the request model validates (and the draft stores, valid or not);
problems land at the editors by dotted path, the model's as the user types and the server's;
so do the model's warnings (what can be sent but may not be meant).

Where a label meets its editor (`bind`), the editor takes the label's text as its accessible
name, so assistive technology names each field as the form shows it."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QLocale
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.schema import Ui
from app.api.schema import get_path
from app.api.schema import prune_empty
from app.api.schema import schema_fields
from app.api.schema import set_path
from app.ui.editors import FieldEditor
from app.ui.message_table import describe_all


def form_language() -> str:
    """ "nl" or "en": the language the window shows (`i18n.install_language` sets the locale)."""
    return "nl" if QLocale().name().startswith("nl") else "en"


@dataclass(frozen=True)
class FieldSpec:
    """A field of a form: the schema's field with its label in the window's language."""

    path: str
    label: str
    ui: Ui
    section: str
    kind: str  # the editor's widget (`Ui.widget`)


def field_specs(model: type[BaseModel]) -> list[FieldSpec]:
    """The form fields of a request model, in its declared order."""
    language = form_language()
    return [
        FieldSpec(f.path, f.label(language), f.ui, f.ui.section, f.ui.widget)
        for f in schema_fields(model)
    ]


class FormBinding(QObject):
    """Editors by wire path, and the conversions between them and content dicts."""

    edited = Signal(str)  # the path of the editor the user changed

    def __init__(self, specs: Iterable[FieldSpec], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.specs = {spec.path: spec for spec in specs}
        self.editors: dict[str, FieldEditor] = {}
        self._aliases: dict[str, str] = {}
        self._warnings: Callable[[Mapping[str, Any]], FieldProblems] | None = None

    def bind(self, path: str, editor: FieldEditor) -> None:
        self.editors[path] = editor
        editor.edited.connect(lambda p=path: self.edited.emit(p))
        spec = self.specs.get(path)
        if spec is not None:
            editor.set_accessible(spec.label, self.tr("Required") if spec.ui.required else "")

    def warn_with(self, warnings: Callable[[Mapping[str, Any]], FieldProblems]) -> None:
        """Show what `warnings` (a request model's, given the content) says at the editors,
        kept current as the user types and as content is written."""
        if self._warnings is None:
            self.edited.connect(lambda _path: self.show_warnings())
        self._warnings = warnings
        self.show_warnings()

    def alias(self, server_path: str, path: str) -> None:
        """Send errors the server reports under `server_path` to the editor of `path`."""
        self._aliases[server_path] = path

    def read(self) -> dict[str, Any]:
        content: dict[str, Any] = {}
        for path, editor in self.editors.items():
            value = editor.value()
            set_path(content, path, value)
            spec = self.specs.get(path)
            if spec is not None and spec.ui.fixed and value is not None:
                parent = path.rsplit(".", 1)[0] if "." in path else ""
                for key, fixed in spec.ui.fixed.items():
                    set_path(content, f"{parent}.{key}" if parent else key, fixed)
        return prune_empty(content)

    def write(self, content: Mapping[str, Any]) -> None:
        for path, editor in self.editors.items():
            editor.set_value(get_path(content, path))
        self.show_warnings()

    def path_of(self, server_path: str) -> str | None:
        """The path of the editor that shows problems reported under `server_path` (as the
        model or the server names it)."""
        path = self._aliases.get(server_path, server_path)
        while path:
            if path in self.editors:
                return path
            if path in self._aliases:
                return self._aliases[path] if self._aliases[path] in self.editors else None
            # `itemDetails.productDescription.0.description` and the like: walk up.
            path = path.rpartition(".")[0]
        return None

    def _place(
        self, problems: Mapping[str, list[Notice]]
    ) -> tuple[dict[str, list[Notice]], dict[str, list[Notice]]]:
        """The notices by the editor that shows them, and those without an editor."""
        placed: dict[str, list[Notice]] = {}
        unplaced: dict[str, list[Notice]] = {}
        for server_path, notices in problems.items():
            target = self.path_of(server_path)
            if target is None:
                unplaced[server_path] = list(notices)
            else:
                placed.setdefault(target, []).extend(notices)
        return placed, unplaced

    def show_errors(self, problems: Mapping[str, list[Notice]]) -> dict[str, list[Notice]]:
        """Put each problem at its editor, described; returns the problems without an editor."""
        placed, unplaced = self._place(problems)
        for path, editor in self.editors.items():
            editor.set_error(describe_all(placed[path]) if path in placed else None)
        return unplaced

    def show_warnings(self) -> None:
        """The warnings (`warn_with`) of what the editors hold now, each at its editor."""
        if self._warnings is None:
            return
        placed, _unplaced = self._place(self._warnings(self.read()))
        for path, editor in self.editors.items():
            editor.set_warning(describe_all(placed[path]) if path in placed else None)
