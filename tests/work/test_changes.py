"""`Changes`: what an operation changed, merged and asked without Qt."""

from app.store.kinds import RecordKind
from app.work.changes import NOTHING
from app.work.changes import Changes
from app.work.changes import Outcome


def test_nothing_changed_is_false_and_a_draft_change_is_true() -> None:
    assert not NOTHING
    assert not Outcome(None).changes
    assert Changes.of_drafts(RecordKind.PRODUCT, ["a"])


def test_a_draft_change_names_its_kind_its_draft_and_the_outbox() -> None:
    changes = Changes.of_drafts(RecordKind.PRODUCT, ["a", "b"])
    assert changes.kinds == {RecordKind.PRODUCT}
    assert changes.drafts == {"a", "b"}
    assert changes.outbox
    assert changes.touches(RecordKind.PRODUCT)
    assert not changes.touches(RecordKind.PROJECT)
    assert not Changes.of_drafts(RecordKind.PROJECT, ["c"], outbox=False).outbox


def test_merged_changes_name_everything_either_named() -> None:
    merged = Changes.of_drafts(RecordKind.PRODUCT, ["a"]) | Changes.of_server_rows(
        RecordKind.PROJECT
    )
    assert merged.kinds == {RecordKind.PRODUCT, RecordKind.PROJECT}
    assert merged.drafts == {"a"}
    assert merged.server_rows
    assert merged.outbox
    assert not merged.settings


def test_another_store_in_front_touches_every_kind() -> None:
    everything = Changes.everything()
    assert all(everything.touches(kind) for kind in RecordKind)
    assert Changes(environment=True).touches(RecordKind.SUBSCRIPTION)
