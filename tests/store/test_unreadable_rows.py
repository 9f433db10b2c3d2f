"""One unreadable draft row never breaks a list or a sync: it is set aside (needs attention,
its id in the log) and the rest goes on."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from app.store.draft_repair import UNREADABLE_CODE
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


@pytest.mark.asyncio
async def test_an_unreadable_row_is_set_aside_and_the_sync_goes_on(
    tmp_path: Path, sandbox: Any, caplog: pytest.LogCaptureFixture
) -> None:
    bench = Workbench(tmp_path, sandbox.base_url)
    try:
        poisoned = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
        lost = bench.queue(RecordKind.PRODUCT, product_content("Grenen deur"))
        fine = bench.queue(RecordKind.PRODUCT, product_content("Beuken deur"))
        with bench.database.transaction() as conn:
            conn.execute(
                "UPDATE drafts SET send_attempted_at = 'garbage', theirs = '{nope' WHERE id = ?",
                (poisoned.id,),
            )
            conn.execute("UPDATE drafts SET content = '{nope' WHERE id = ?", (lost.id,))

        with caplog.at_level(logging.WARNING, logger="app.store.draft_repair"):
            listed = {d.id: d for d in bench.drafts.list_drafts()}
            async with bench.engine() as engine:
                report = await engine.run_once()

        assert set(listed) == {poisoned.id, fine.id}  # the one without content is left out
        aside = bench.drafts.get(poisoned.id)
        assert aside.state is DraftState.NEEDS_ATTENTION
        assert aside.error_message is not None
        assert aside.error_message.code == UNREADABLE_CODE
        assert aside.content == poisoned.content  # what the user typed is kept
        assert poisoned.id in caplog.text
        assert lost.id in caplog.text
        assert report.synced == [fine.id]
        assert bench.drafts.get(fine.id).state is DraftState.SYNCED
        assert bench.drafts.count_by_state()[DraftState.NEEDS_ATTENTION] == 2  # both told
    finally:
        bench.close()


def test_an_unreadable_attachment_row_is_left_out_of_every_list(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from app.sync.outbox import collect_work

    bench = Workbench(tmp_path, "http://127.0.0.1:9/api/v1")
    try:
        draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
        bench.attach_photos(draft, 2)
        damaged, kept = bench.attachments.list_attachments(draft.id)
        with bench.database.transaction() as conn:
            conn.execute(
                "UPDATE attachments SET upload_error = '{', updated_at = 'garbage' WHERE id = ?",
                (damaged.id,),
            )
        with caplog.at_level(logging.WARNING, logger="app.store.attachments"):
            listed = bench.attachments.list_attachments(draft.id)
            (work,) = collect_work(bench.drafts, bench.attachments)
        assert [a.id for a in listed] == [kept.id]
        assert [a.id for a in work.attachments] == [kept.id]
        assert damaged.id in caplog.text
    finally:
        bench.close()
