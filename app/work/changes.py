"""What an operation changed, said once so that every view can redraw what it names.

An operation returns an `Outcome`: its result and a `Changes`. The window publishes the
`Changes` on its one hub (`app.ui.change_hub.ChangeHub`); each tab, the status bar and the
overview read again from the store what it names, and nothing else. The sync publishes a
`Changes` for each batch it stores, so a view cannot tell (and need not know) who wrote.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from typing import Generic
from typing import TypeVar

from app.store.kinds import RecordKind

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Changes:
    """What changed in the store in front (or, with `environment`, which store that is).

    `kinds`: the record kinds whose lists changed. `drafts`: the drafts whose content or
    state changed, or that are gone (empty with `kinds` set: any of those kinds' drafts).
    `listed`: drafts joined or left the lists of `kinds` (made, removed, or shown again in
    place of their server row), so a table is read again, not only the named drafts' rows.
    `server_rows`: the cached server records of `kinds` changed. `server_ids`: only these
    cached server records of `kinds` changed, in place (a record read afresh).
    `attachments`: the owners (a draft id, or "kind:server id") whose pictures or files
    changed. `outbox`: what waits to be sent may have changed (the counts). `settings`: the
    user's settings. `pins`: the kinds whose pinned values changed. `undo`: what can be
    undone or redone. `environment`: another environment's store is in front, so everything
    is read again. `arriving`: the server rows are those of a list still being read (a first
    load's batch), and nothing else changed: more follow, and the run's end names its
    changes whole, so a view may read them off its thread and show them when read.
    """

    kinds: frozenset[RecordKind] = frozenset()
    drafts: frozenset[str] = frozenset()
    listed: bool = False
    server_rows: bool = False
    server_ids: frozenset[str] = frozenset()
    attachments: frozenset[str] = frozenset()
    outbox: bool = False
    settings: bool = False
    pins: frozenset[RecordKind] = frozenset()
    undo: bool = False
    environment: bool = False
    arriving: bool = False

    @classmethod
    def of_drafts(
        cls,
        kind: RecordKind | Iterable[RecordKind],
        draft_ids: Iterable[str],
        *,
        outbox: bool = True,
        undo: bool = False,
        listed: bool = False,
    ) -> Changes:
        """Drafts of `kind` changed; they wait in (or left) the outbox unless `outbox=False`."""
        kinds = frozenset([kind] if isinstance(kind, RecordKind) else kind)
        drafts = frozenset(draft_ids)
        return cls(kinds=kinds, drafts=drafts, listed=listed, outbox=outbox, undo=undo)

    @classmethod
    def of_server_rows(cls, *kinds: RecordKind) -> Changes:
        return cls(kinds=frozenset(kinds), server_rows=True)

    @classmethod
    def of_arriving_rows(cls, *kinds: RecordKind) -> Changes:
        """Rows of `kinds` stored so far by a read of their lists that goes on."""
        return cls(kinds=frozenset(kinds), server_rows=True, arriving=True)

    @classmethod
    def everything(cls) -> Changes:
        """Another store in front, or a change too wide to name: read everything again."""
        return cls(
            kinds=frozenset(RecordKind),
            listed=True,
            server_rows=True,
            outbox=True,
            settings=True,
            pins=frozenset(RecordKind),
            undo=True,
            environment=True,
        )

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            kinds=self.kinds | other.kinds,
            drafts=self.drafts | other.drafts,
            listed=self.listed or other.listed,
            server_rows=self.server_rows or other.server_rows,
            server_ids=self.server_ids | other.server_ids,
            attachments=self.attachments | other.attachments,
            outbox=self.outbox or other.outbox,
            settings=self.settings or other.settings,
            pins=self.pins | other.pins,
            undo=self.undo or other.undo,
            environment=self.environment or other.environment,
            # Arriving rows alone stay so; with any other change, the whole is read.
            arriving=(self.arriving or other.arriving)
            and (self.arriving or not self)
            and (other.arriving or not other),
        )

    def __bool__(self) -> bool:
        return bool(
            self.kinds
            or self.drafts
            or self.listed
            or self.attachments
            or self.server_rows
            or self.server_ids
            or self.outbox
            or self.settings
            or self.pins
            or self.undo
            or self.environment
        )

    def touches(self, kind: RecordKind) -> bool:
        """Whether a view of `kind`'s records has anything to read again."""
        return self.environment or kind in self.kinds


NOTHING = Changes()


@dataclass(frozen=True, slots=True)
class Outcome(Generic[T]):
    """What an operation did (`value`: its result, in codes, never sentences) and changed."""

    value: T
    changes: Changes = field(default=NOTHING)
