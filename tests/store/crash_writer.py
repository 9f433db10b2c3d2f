"""Writes drafts and attachments in a loop until killed; used by test_crash.py.

Usage: python -m tests.store.crash_writer DATABASE ATTACHMENTS_DIR SEED

After each commit it prints one line and flushes:
    draft <id> <revision>
    attachment <id> <sha256>
The content of a draft at a given revision is `content_for(id, revision)`, so the
test can check any revision it finds, not only the last one printed.
"""

from __future__ import annotations

import hashlib
import random
import sys
import uuid
from pathlib import Path
from typing import Any

from app.store import Store


def content_for(draft_id: str, revision: int) -> dict[str, Any]:
    seed = hashlib.sha256(f"{draft_id}/{revision}".encode()).hexdigest()
    return {
        "productCategory": "Hout",
        "itemDetails": {"name": f"Balk {revision}", "productDescription": {"description": seed}},
        "quantity": {"quantityValue": revision, "quantityUoM": "PCE"},
        "address": {"city": "Utrecht"},
        # A few kilobytes, so a commit spans several pages.
        "notes": seed * (10 + revision % 40),
    }


def main(database: str, attachments: str, seed: str) -> None:
    rng = random.Random(int(seed))
    store = Store.open(Path(database), Path(attachments))
    source = Path(attachments).parent / f"photo-{seed}.jpg"
    source.write_bytes(b"\xff\xd8\xff" + rng.randbytes(30_000))
    ids = [d.id for d in store.drafts.list_drafts()]
    out = sys.stdout
    step = 0
    while True:
        step += 1
        if not ids or rng.random() < 0.25:
            draft_id = str(uuid.uuid4())
            draft = store.drafts.create_draft(
                "product", content_for(draft_id, 1), draft_id=draft_id
            )
            ids.append(draft.id)
        else:
            draft_id = rng.choice(ids)
            current = store.drafts.get(draft_id).revision
            draft = store.drafts.save_content(draft_id, content_for(draft_id, current + 1))
        out.write(f"draft {draft.id} {draft.revision}\n")
        out.flush()
        if step % 10 == 0:
            attachment = store.attachments.attach_file(draft.id, source)
            out.write(f"attachment {attachment.id} {attachment.sha256}\n")
            out.flush()


if __name__ == "__main__":
    main(*sys.argv[1:4])
