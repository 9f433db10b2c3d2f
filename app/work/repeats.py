"""Repeats in a few keys: *vorige waarde* (a field, or every field of its section, copied
from the record edited before) and *vastzetten* (a value pinned for every new record of
the kind, in this environment's store). Which fields may repeat is the request model's
word (`Ui.repeats`): never the name, an identifier or what the service answers; photos
are no field of the form at all.

The copy goes the autosave's way (`drafts.save_content`, in the form's editing visit: a
"typed" entry of the record's history) as one step of the undo journal."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING
from typing import Any

from app.api.notices import Notice
from app.work import drafts
from app.work import undo
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.api.schema import FormModel
    from app.store.drafts import Draft
    from app.store.kinds import RecordKind
    from app.store.store import Store

# Why nothing was copied or pinned (the UI words them).
NOTHING_BEFORE = "repeat.nothing_before"  # no record edited before this one
NOTHING_TO_COPY = "repeat.nothing_to_copy"  # the record before has no value there
NOT_REPEATED = "repeat.not_repeated"  # the name, an identifier: never copied nor pinned
EMPTY = "repeat.empty"  # a field without a value has nothing to pin


@dataclass(frozen=True, slots=True)
class Copied:
    """The draft the copy was saved in, and the paths copied; or why nothing was."""

    draft: Draft | None = None
    paths: tuple[str, ...] = ()
    refused: Notice | None = None


def value_at(content: Mapping[str, Any], path: str) -> Any:
    """The value at a wire path of `content` (the request models, and pydantic with them,
    are loaded when first asked: the window's first paint needs neither)."""
    from app.api.schema import get_path

    return get_path(content, path)


def content_of(values: Mapping[str, Any]) -> dict[str, Any]:
    """Wire-shaped content holding `values` (by wire path)."""
    from app.api.schema import set_path

    content: dict[str, Any] = {}
    for path, value in values.items():
        set_path(content, path, value)
    return content


def _model(kind: RecordKind) -> type[FormModel]:
    from app.api.kinds import request_model

    return request_model(kind.value)


def copy_previous(
    store: Store,
    kind: RecordKind,
    content: Mapping[str, Any],
    previous_id: str | None,
    paths: Iterable[str],
    *,
    draft_id: str | None = None,
    new_id: str | None = None,
    server_id: str | None = None,
    base_version: Mapping[str, Any] | None = None,
    visit: str | None = None,
) -> Outcome[Copied]:
    """`content` (the form's, as it is now) with the values at `paths` the draft
    `previous_id` holds, saved as the autosave saves it (a new draft with `new_id`, the
    draft `draft_id`, or an edit of `server_id`) in one step to undo."""
    model = _model(kind)
    wanted = list(paths)
    if not set(wanted) & set(model.repeated_paths()):
        return Outcome(Copied(refused=Notice(NOT_REPEATED)))
    previous = store.drafts.find(previous_id) if previous_id is not None else None
    if previous is None or previous.id == draft_id:
        return Outcome(Copied(refused=Notice(NOTHING_BEFORE)))
    values = model.repeated_content(previous.content, wanted)
    copied = tuple(p for p in model.repeated_paths() if value_at(values, p) is not None)
    merged = _merged(content, values)
    if not copied or merged == dict(content):
        return Outcome(Copied(refused=Notice(NOTHING_TO_COPY)))

    def run(_recording: object) -> Outcome[Copied]:
        saved = drafts.save_content(
            store,
            kind,
            merged,
            draft_id=draft_id,
            new_id=new_id,
            server_id=server_id,
            base_version=base_version,
            visit=visit,
        )
        return Outcome(Copied(saved.value, copied), saved.changes)

    ids = [draft_id] if draft_id is not None else []
    return undo.journaled(store, undo.COPY_PREVIOUS, kind, ids, run)


def _merged(content: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    import copy

    from app.api.schema import set_path

    merged = copy.deepcopy(dict(content))

    def walk(node: Mapping[str, Any], prefix: str) -> None:
        for key, value in node.items():
            path = f"{prefix}{key}"
            if isinstance(value, Mapping):
                walk(value, path + ".")
            else:
                set_path(merged, path, value)

    walk(values, "")
    return merged


def pinned(store: Store, kind: RecordKind) -> dict[str, Any]:
    """The values pinned for every new record of `kind`, by wire path: those the request
    model lets repeat (a pin the model no longer allows is not used)."""
    allowed = set(_model(kind).repeated_paths())
    return {p: v for p, v in store.pins.of(kind).items() if p in allowed}


def pinned_content(store: Store, kind: RecordKind) -> dict[str, Any]:
    """A new record's content holding the pinned values (with their fixed siblings)."""
    kept = pinned(store, kind)
    return _model(kind).repeated_content(content_of(kept), kept)


def pin(store: Store, kind: RecordKind, path: str, value: Any) -> Outcome[Notice | None]:
    """Pin `value` at `path` for every new record of `kind` (or pin it anew with it); the
    refusal's notice when the field may not repeat or holds nothing."""
    if path not in _model(kind).repeated_paths():
        return Outcome(Notice(NOT_REPEATED))
    if value in (None, "", []):
        return Outcome(Notice(EMPTY))
    store.pins.pin(kind, {path: value})
    return Outcome(None, Changes(pins=frozenset([kind])))


def follow(store: Store, kind: RecordKind, content: Mapping[str, Any]) -> Outcome[None]:
    """The pinned fields typed in anew (their new value in `content`, not empty) are pinned
    with it: a pin keeps the value last given to it."""
    kept = pinned(store, kind)
    now = {p: value_at(content, p) for p in kept}
    changed = {p: v for p, v in now.items() if v not in (None, "", [], kept[p])}
    if not changed:
        return Outcome(None)
    store.pins.pin(kind, changed)
    return Outcome(None, Changes(pins=frozenset([kind])))


def unpin(store: Store, kind: RecordKind, path: str) -> Outcome[bool]:
    """`path` no longer pinned; False when it was not."""
    if not store.pins.unpin(kind, path):
        return Outcome(False)
    return Outcome(True, Changes(pins=frozenset([kind])))
