"""The outbox's plan: the record first, then its photos and files, then the archive."""

from __future__ import annotations

from app.store.attachments import AttachmentRole
from app.store.kinds import RecordKind
from app.sync.outbox import RecordWork
from app.sync.outbox import StepKind
from app.sync.outbox import collect_work
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


def test_plan_orders_create_uploads_removals_archive(bench: Workbench) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    bench.attach_photos(draft, 2)
    bench.attachments.attach_file(draft.id, bench.photo("tekening.jpg"), AttachmentRole.FILE)
    bench.drafts.request_archive(draft.id)
    (work,) = collect_work(bench.drafts, bench.attachments)
    assert [step.kind for step in work.plan()] == [
        StepKind.CREATE,
        StepKind.UPLOAD,
        StepKind.UPLOAD,
        StepKind.UPLOAD,
        StepKind.ARCHIVE,
    ]
    assert work.label == "Deur"
    # Without a title: never just "product", but which draft it is.
    untitled = RecordWork(RecordKind.PRODUCT, bench.drafts.create_draft("product", {}), None)
    assert untitled.label == f"product without a name ({untitled.key[:8]})"
    assert RecordWork(RecordKind.PROJECT, None, "12").label == "project 12"
    assert work.upload_bytes == sum(a.size for a in bench.attachments.list_attachments(draft.id))


def test_unqueued_drafts_and_their_photos_wait_for_the_user(bench: Workbench) -> None:
    waiting = bench.drafts.create_draft(RecordKind.PRODUCT, product_content("Nog bezig"))
    bench.attach_photos(waiting, 1)
    assert collect_work(bench.drafts, bench.attachments) == []
