"""Lots: a product split in two (*Splitsen…*) and two products merged into one
(*Samenvoegen…*), each one operation and one step to undo.

The service must never hold more than the whole, not even between the two sends of a
pair. So the half that lowers what the service holds goes first, and the half that raises
it is held (`app.store.lots`) until the first's send is confirmed:

- a split lowers the original's quantity first (an update of the server record), and the
  new part (a create) is held until that update is confirmed. Were the part created first
  (as the issue put it), the service would show original + part, more than the whole,
  until the original's update arrived, or for good if that update were refused.
- a merge archives the other product first, and the kept product's raised quantity (an
  update) is held until the archive is confirmed. Raising first would show both whole
  quantities side by side until the archive arrived.

A refused or conflicting first half leaves the held half waiting, with that as its reason
(`reason`); the user settles the conflict as any conflict, or cancels the pair (`cancel`).
A conflict settled with the service's quantity may leave no room for the part within the
whole: the original is sent, and the part stays held (`NO_ROOM`) until the user cancels it.
Between the two sends the service holds less than the whole (the held part is only here),
never more; a kill at any point leaves the pair as the store last recorded it, and the
trigger that releases the held half is part of the very statement that records the first
half's confirmation.

A record that has never been on the service needs no order: its split or merge is done in
its drafts alone, nothing held.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from decimal import Decimal
from decimal import InvalidOperation
from typing import TYPE_CHECKING
from typing import Any

from app.api.notices import Notice
from app.api.wire_paths import get_path
from app.api.wire_paths import set_path
from app.store.attachments import UploadState
from app.store.history import Action
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import new_id
from app.store.lots import Lot
from app.store.lots import LotAction
from app.work import undo
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.store.drafts import Draft
    from app.store.store import Store

QUANTITY = "quantity.quantityValue"
COUNT_UNIT = "PCE"  # pieces: a whole number of them splits in whole pieces
UNIT = "quantity.quantityUoM"
NAME = "itemDetails.name"
CATEGORY = "productCategory"
# What the dialog lets change for the new part (the rest is copied).
PART_FIELDS = (
    "validityInformation.statusCode",
    "priceInformation.price",
    "person.personName",
    "person.contactInformation.emailAddress",
    "address.city",
)
# Never copied to a part: what names the service's own record of the original.
_NOT_COPIED = ("websiteURI", "itemDetails.attachment")

# Why a split or merge was not done (the UI words them).
NO_RECORD = "lot.no_record"  # the product is neither a draft here nor in the offline list
NO_QUANTITY = "lot.no_quantity"  # the product has no quantity to split
NOT_WITHIN = "lot.not_within"  # the amount is not more than 0 and less than the whole
BEING_SENT = "lot.being_sent"  # it is on its way to the service: after the sync
SETTLE_FIRST = "lot.settle_first"  # it has a conflict to settle first
HANDED_OVER = "lot.handed_over"  # it is a colleague's to send
INVALID = "lot.invalid"  # its content cannot be sent (the form says where)
SAME_RECORD = "lot.same_record"  # a merge of a product with itself
NOT_SAME_KIND = "lot.not_same_kind"  # a merge of products of different categories
NOT_SAME_UNIT = "lot.not_same_unit"  # a merge of products in different units
PAIR_WAITING = "lot.pair_waiting"  # it is half of a pair still waiting to be sent
NOT_HELD = "lot.not_held"  # a cancel of a pair whose first half was sent already

# Why a held half waits (`reason`).
WAITS_FOR_FIRST = "lot.waits_for_first"  # the first half is queued or being sent
FIRST_REFUSED = "lot.first_refused"  # the service refused the first half: the user decides
FIRST_CONFLICT = "lot.first_conflict"  # the first half met a change on the service
FIRST_NOT_QUEUED = "lot.first_not_queued"  # the first half was taken out of the outbox
FIRST_GONE = "lot.first_gone"  # the first half's draft was deleted: cancel the pair
NOT_EXACT = "lot.not_exact"  # the part and the rest, as kept, would not add up to the whole
WHOLE_PIECES = "lot.whole_pieces"  # a fraction of a count of whole pieces
NO_ROOM = "lot.no_room"  # the original as sent leaves no room for the part within the whole


@dataclass(frozen=True, slots=True)
class Source:
    """The product to split or merge: a draft here, or a record of the service (by id)."""

    draft_id: str | None = None
    server_id: str | None = None


@dataclass(frozen=True, slots=True)
class Whole:
    """A product as a split or merge sees it: its content, quantity and unit, and whether
    the service has it (then its halves are sent in order)."""

    source: Source
    content: dict[str, Any]
    quantity: Decimal | None
    unit: str | None
    name: str
    draft: Draft | None
    base_version: dict[str, Any] | None

    @property
    def on_service(self) -> bool:
        draft = self.draft
        if draft is None:
            return True
        return draft.server_id is not None or draft.outcome_unknown


@dataclass(frozen=True, slots=True)
class Refused:
    notice: Notice
    problems: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Split:
    """The split done: the original's draft and the new part's; `held`: the part waits for
    the original's confirmed update."""

    original: Draft
    part: Draft
    held: bool


@dataclass(frozen=True, slots=True)
class Merged:
    kept: Draft
    other: Draft | None  # None: a draft never sent, deleted
    held: bool


def read_whole(store: Store, source: Source) -> Whole | Refused:
    """The product as it is now, for the dialog and the operations."""
    from app.api.kinds import request_model

    model = request_model(RecordKind.PRODUCT.value)
    draft: Draft | None = None
    if source.draft_id is not None:
        draft = store.drafts.find(source.draft_id)
    elif source.server_id is not None:
        draft = store.drafts.open_draft_for(RecordKind.PRODUCT, source.server_id)
    base: dict[str, Any] | None = None
    if draft is not None:
        if draft.kind is not RecordKind.PRODUCT:
            return Refused(Notice(NO_QUANTITY))
        content = copy.deepcopy(draft.content)
        base = draft.base_version
    else:
        if source.server_id is None:
            return Refused(Notice(NO_RECORD))
        base = store.cache.server_item(RecordKind.PRODUCT, source.server_id)
        if base is None:
            return Refused(Notice(NO_RECORD))
        content = model.content_from_server(base)
    unit = get_path(content, UNIT)
    return Whole(
        source=Source(
            draft.id if draft else None, (draft.server_id if draft else None) or source.server_id
        ),
        content=content,
        quantity=_decimal(get_path(content, QUANTITY)),
        unit=None if unit is None else str(unit),
        name=model.title_of(content) or "…",
        draft=draft,
        base_version=base,
    )


def _decimal(value: Any) -> Decimal | None:
    if value is None or isinstance(value, bool):
        return None
    try:
        number = Decimal(str(value).strip().replace(",", "."))
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def _number(value: Decimal) -> int | float:
    """A quantity as the form keeps it: a whole number as one, else a float."""
    return int(value) if value == value.to_integral_value() else float(value)


def _is_whole(value: Decimal) -> bool:
    return value == value.to_integral_value()


def _kept(value: Decimal) -> Decimal:
    """`value` as the content keeps it (`_number`), read back."""
    return Decimal(str(_number(value)))


def _changed_meanwhile(store: Store, whole: Whole) -> bool:
    """Whether the product is no longer as `whole` read it (another process, a sync round,
    wrote it in between): read inside the operation's transaction, so what it checks holds
    for what it writes."""
    if whole.draft is None:
        assert whole.source.server_id is not None
        return store.drafts.open_draft_for(RecordKind.PRODUCT, whole.source.server_id) is not None
    now = store.drafts.find(whole.draft.id)
    was = whole.draft
    return now is None or (now.revision, now.state, now.server_id) != (
        was.revision,
        was.state,
        was.server_id,
    )


def _not_movable(whole: Whole) -> Refused | None:
    draft = whole.draft
    if draft is not None:
        if draft.state is DraftState.SYNCING or (
            draft.outcome_unknown and draft.state is not DraftState.SYNCED
        ):
            return Refused(Notice(BEING_SENT))
        if draft.state is DraftState.CONFLICT:
            return Refused(Notice(SETTLE_FIRST))
        if draft.state is DraftState.HANDED_OVER:
            return Refused(Notice(HANDED_OVER))
    return None


def _waiting_pair(store: Store, whole: Whole) -> bool:
    draft = whole.draft
    return draft is not None and any(lot.held for lot in store.lots.of_draft(draft.id))


def part_content(
    whole: Whole, amount: Decimal, changes: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The new part: the original's content with `amount` and the dialog's `changes` (the
    fields of `PART_FIELDS`; None or "" leaves a field as the original has it)."""
    content = copy.deepcopy(whole.content)
    for path in _NOT_COPIED:
        parent, _, key = path.rpartition(".")
        node = get_path(content, parent) if parent else content
        if isinstance(node, dict):
            node.pop(key, None)
    set_path(content, QUANTITY, _number(amount))
    for path, value in (changes or {}).items():
        if path in PART_FIELDS and value not in (None, ""):
            set_path(content, path, value)
    return content


def split(
    store: Store,
    source: Source,
    amount: Decimal | int | str,
    changes: Mapping[str, Any] | None = None,
    *,
    part_id: str | None = None,
) -> Outcome[Split | Refused]:
    """`amount` of the product (in its unit) to a new product, with `changes` for it; the
    original keeps the rest. One step to undo, one history entry on each of the two."""
    from app.api.kinds import request_model

    whole = read_whole(store, source)
    if isinstance(whole, Refused):
        return Outcome(whole)
    refused = _not_movable(whole)
    if refused is not None:
        return Outcome(refused)
    if whole.quantity is None:
        return Outcome(Refused(Notice(NO_QUANTITY)))
    moved = _decimal(amount)
    if moved is None or not 0 < moved < whole.quantity:
        said = {"whole": str(_number(whole.quantity)), "unit": whole.unit or ""}
        return Outcome(Refused(Notice(NOT_WITHIN, said)))
    if whole.unit == COUNT_UNIT and _is_whole(whole.quantity) and not _is_whole(moved):
        return Outcome(Refused(Notice(WHOLE_PIECES)))
    if _kept(moved) + _kept(whole.quantity - moved) != whole.quantity:
        # A float holds about 16 digits: 1e-23 of 1 would leave the original at 1.0.
        return Outcome(Refused(Notice(NOT_EXACT)))
    check = request_model(RecordKind.PRODUCT.value).check
    part = part_content(whole, moved, changes)
    rest = copy.deepcopy(whole.content)
    set_path(rest, QUANTITY, _number(whole.quantity - moved))
    if whole.on_service:
        # Both are sent: each must be sendable, or the pair would wait half-made.
        for content in (part, rest):
            problems = check(content)
            if problems:
                return Outcome(Refused(Notice(INVALID, {"count": len(problems)}), problems))
    draft_ids = [whole.draft.id] if whole.draft is not None else []
    new = part_id or new_id()

    def run(recording: Any) -> Outcome[Split | Refused]:
        if _changed_meanwhile(store, whole):
            return Outcome(Refused(Notice(BEING_SENT)))
        detail = {
            "amount": str(_number(moved)),
            "whole": str(_number(whole.quantity or moved)),
            "unit": whole.unit or "",
        }
        part_name = request_model(RecordKind.PRODUCT.value).title_of(part) or "…"
        original = _lowered(
            store, whole, rest, Action.SPLIT, detail | {"role": "original", "other": part_name}
        )
        made = store.drafts.create_draft(
            RecordKind.PRODUCT,
            part,
            draft_id=new,
            action=Action.SPLIT,
            detail=detail | {"role": "part", "other": whole.name},
        )
        recording.made.add(made.id)
        _share_photos(store, whole, made.id)
        held = whole.on_service
        if held:
            original, made = _queue_held(
                store,
                original.id,
                made.id,
                LotAction.SPLIT,
                amount=moved,
                whole=whole.quantity or moved,
                unit=whole.unit,
            )
        elif original.state is DraftState.QUEUED:
            made = store.drafts.mark_queued(made.id, entry=False)
        changed = Changes.of_drafts(RecordKind.PRODUCT, [original.id, made.id], listed=True)
        changed |= Changes(attachments=frozenset({made.id}))
        return Outcome(Split(original, made, held), changed)

    return undo.journaled(store, undo.SPLIT, RecordKind.PRODUCT, draft_ids, run)


def _lowered(
    store: Store,
    whole: Whole,
    content: Mapping[str, Any],
    action: Action,
    detail: Mapping[str, Any],
) -> Draft:
    """The original with its new content: its draft, or a new edit draft of the record."""
    if whole.draft is not None:
        return store.drafts.save_content(whole.draft.id, content, action=action, detail=detail)
    from app.work.drafts import _server_content

    return store.drafts.create_draft(
        RecordKind.PRODUCT,
        content,
        server_id=whole.source.server_id,
        base_version=whole.base_version,
        before=_server_content(RecordKind.PRODUCT, whole.base_version),
        action=action,
        detail=detail,
    )


def _queue_held(
    store: Store,
    first_id: str,
    held_id: str,
    action: LotAction,
    *,
    amount: Decimal,
    whole: Decimal,
    unit: str | None,
) -> tuple[Draft, Draft]:
    """Both halves of a split or merge queued, `held_id` held until the service confirms
    `first_id`'s change: the two drafts as they are now (first, held)."""
    first = store.drafts.mark_queued(first_id, entry=False)
    held = store.drafts.mark_queued(held_id, entry=False)
    store.lots.hold(held.id, first.id, action, amount=amount, whole=whole, unit=unit)
    return first, held


def _share_photos(store: Store, whole: Whole, part_id: str) -> None:
    """The original's pictures and files, as copies of their own for the part (each sent
    with the part as its own upload)."""
    owners: list[Any] = []
    if whole.draft is not None:
        owners.append(whole.draft.id)
    if whole.source.server_id is not None:
        from app.store.kinds import ServerRecord

        owners.append(ServerRecord(RecordKind.PRODUCT, whole.source.server_id))
    seen: set[str] = set()
    for owner in owners:
        for attachment in store.attachments.list_attachments(owner):
            if attachment.id in seen or attachment.upload_state is UploadState.DELETE_PENDING:
                continue
            seen.add(attachment.id)
            if attachment.path.is_file():
                store.attachments.attach_file(
                    part_id, attachment.path, attachment.role, file_name=attachment.file_name
                )


def merge(store: Store, keep: Source, other: Source) -> Outcome[Merged | Refused]:
    """`other`'s quantity added to `keep`'s, and `other` archived: two products of the same
    category and unit. The archive goes first; the raised quantity waits for it."""
    from app.api.kinds import request_model

    kept, gone = read_whole(store, keep), read_whole(store, other)
    for whole in (kept, gone):
        if isinstance(whole, Refused):
            return Outcome(whole)
    assert isinstance(kept, Whole)
    assert isinstance(gone, Whole)
    if kept.source == gone.source:
        return Outcome(Refused(Notice(SAME_RECORD)))
    for whole in (kept, gone):
        refused = _not_movable(whole)
        if refused is not None:
            return Outcome(refused)
        if _waiting_pair(store, whole):
            return Outcome(Refused(Notice(PAIR_WAITING)))
        if whole.quantity is None:
            return Outcome(Refused(Notice(NO_QUANTITY)))
    if get_path(kept.content, CATEGORY) != get_path(gone.content, CATEGORY):
        return Outcome(Refused(Notice(NOT_SAME_KIND)))
    if (kept.unit or "") != (gone.unit or ""):
        return Outcome(Refused(Notice(NOT_SAME_UNIT)))
    assert kept.quantity is not None
    assert gone.quantity is not None
    total = kept.quantity + gone.quantity
    if _kept(total) != total:
        return Outcome(Refused(Notice(NOT_EXACT)))
    raised = copy.deepcopy(kept.content)
    set_path(raised, QUANTITY, _number(total))
    check = request_model(RecordKind.PRODUCT.value).check
    if kept.on_service or gone.on_service:
        problems = check(raised)
        if problems:
            return Outcome(Refused(Notice(INVALID, {"count": len(problems)}), problems))
    draft_ids = [w.draft.id for w in (kept, gone) if w.draft is not None]

    def run(recording: Any) -> Outcome[Merged | Refused]:
        if _changed_meanwhile(store, kept) or _changed_meanwhile(store, gone):
            return Outcome(Refused(Notice(BEING_SENT)))
        detail = {
            "amount": str(_number(gone.quantity or Decimal(0))),
            "whole": str(_number(total)),
            "unit": kept.unit or "",
        }
        kept_draft = _lowered(
            store, kept, raised, Action.MERGED, detail | {"role": "kept", "other": gone.name}
        )
        recording.made.add(kept_draft.id)
        other_draft: Draft | None = None
        held = gone.on_service
        if gone.on_service:
            said = detail | {"role": "archived", "other": kept.name}
            if gone.draft is None:  # its edit draft, made with the merge's entry
                other_draft = _lowered(store, gone, gone.content, Action.MERGED, said)
                other_draft = store.drafts.request_archive(other_draft.id, recorded=False)
            else:
                other_draft = store.drafts.request_archive(
                    gone.draft.id, entry=(Action.MERGED, said)
                )
            recording.made.add(other_draft.id)
            other_draft, kept_draft = _queue_held(
                store,
                other_draft.id,
                kept_draft.id,
                LotAction.MERGE,
                amount=gone.quantity or Decimal(0),
                whole=total,
                unit=kept.unit,
            )
        else:
            assert gone.draft is not None
            store.drafts.delete_draft(gone.draft.id, discard_unsent=True, keep_files=True)
            if kept.on_service:
                kept_draft = store.drafts.mark_queued(kept_draft.id, entry=False)
        ids = [kept_draft.id] + ([] if gone.draft is None else [gone.draft.id])
        if other_draft is not None:
            ids.append(other_draft.id)
        changed = Changes.of_drafts(RecordKind.PRODUCT, ids, listed=True)
        return Outcome(Merged(kept_draft, other_draft, held), changed)

    return undo.journaled(store, undo.MERGE, RecordKind.PRODUCT, draft_ids, run)


def reason(store: Store, lot: Lot) -> Notice | None:
    """Why a held half waits (None: released, it goes like any other draft)."""
    if not lot.held:
        return None
    first = store.drafts.find(lot.first_id)
    return held_reason(None if first is None else first.state.value)


def held_reason(first_state: str | None) -> Notice:
    """Why a held half waits, from the state of its first half's draft (None: gone)."""
    if first_state is None:
        return Notice(FIRST_GONE)
    if first_state == DraftState.NEEDS_ATTENTION.value:
        return Notice(FIRST_REFUSED)
    if first_state == DraftState.CONFLICT.value:
        return Notice(FIRST_CONFLICT)
    if first_state in (DraftState.DRAFT.value, DraftState.HANDED_OVER.value):
        return Notice(FIRST_NOT_QUEUED)
    if first_state == DraftState.SYNCED.value:
        return Notice(NO_ROOM)
    return Notice(WAITS_FOR_FIRST)


def cancel(store: Store, held_id: str) -> Outcome[Sequence[str] | Refused]:
    """A pair still held given up: a split's part goes and the original gets its quantity
    back; a merge's other product is no longer archived and the kept one keeps its own
    quantity. One step to undo; the ids of the drafts it changed."""
    lot = store.lots.find(held_id)
    if lot is None or not lot.held:
        return Outcome(Refused(Notice(NOT_HELD)))
    first = store.drafts.find(lot.first_id)
    if first is not None and first.state is DraftState.SYNCING:
        return Outcome(Refused(Notice(BEING_SENT)))
    held = store.drafts.get(held_id)
    ids = [held_id] + ([] if first is None else [first.id])
    action = undo.SPLIT if lot.action is LotAction.SPLIT else undo.MERGE

    def run(_recording: Any) -> Outcome[Sequence[str] | Refused]:
        if lot.action is LotAction.SPLIT:
            store.drafts.delete_draft(held_id, discard_unsent=True, keep_files=True)
            if first is not None:
                _give_back(store, first, lot.amount)
        else:
            content = copy.deepcopy(held.content)
            set_path(content, QUANTITY, _number(lot.whole - lot.amount))
            store.drafts.save_content(held_id, content)
            store.lots.drop(held_id)
            if first is not None:
                store.drafts.request_archive(first.id, requested=False)
        changed = Changes.of_drafts(RecordKind.PRODUCT, ids, listed=True)
        return Outcome(ids, changed | Changes(attachments=frozenset({held_id})))

    return undo.journaled(store, action, RecordKind.PRODUCT, ids, run)


def _give_back(store: Store, first: Draft, amount: Decimal) -> None:
    quantity = _decimal(get_path(first.content, QUANTITY)) or Decimal(0)
    content = copy.deepcopy(first.content)
    set_path(content, QUANTITY, _number(quantity + amount))
    store.drafts.save_content(first.id, content)
