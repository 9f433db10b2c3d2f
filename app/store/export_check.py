"""What the import of an export would refuse, found before a byte of it is written.

An archive the colleague's Reuse Desk cannot read hands nothing over and leaves both
computers not sending the drafts. So the export asks every question the import asks, with
the import's own bounds (`app.api.bounds`) and its own model (`archive_model`): each
attachment within the bound of one member, all of them within the archive's, the counts,
the size of each JSON member, every draft as the import validates it, and each stored file
as large as its record says (the import compares the two). The answer names the drafts and
files that are in the way, by the names the user knows them by (`ExportRefused`, one notice
a reason, codes `archive.export_*`); the user removes or replaces them and exports again.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

from app.api.bounds import ARCHIVE_JSON_BYTES
from app.api.bounds import ARCHIVE_MAX_ATTACHMENTS
from app.api.bounds import ARCHIVE_MAX_DRAFTS
from app.api.bounds import ARCHIVE_MEMBER_BYTES
from app.api.bounds import ARCHIVE_TOTAL_BYTES
from app.api.bounds import mebibytes
from app.api.notices import Notice
from app.store import file_rules
from app.store.archive_model import draft_problem
from app.store.archive_model import validated
from app.store.errors import ArchiveError
from app.store.errors import ExportRefused
from app.store.kinds import dump_json

if TYPE_CHECKING:
    from app.store.store import Store

# Names a sentence lists at most; the count says how many there are in all.
NAMED = 10


def _in_the_store(store: Store, target: Path) -> bool:
    """Whether `target` is one of the store's own files: its database (or the files beside
    it SQLite keeps) or a file in its attachments' folder (links resolved)."""
    where = Path(os.path.realpath(target))
    database = Path(os.path.realpath(store.database.path))
    own = {database.with_name(database.name + tail) for tail in ("", "-wal", "-shm", "-journal")}
    attachments = Path(os.path.realpath(store.attachments_dir))
    return where in own or where == attachments or attachments in where.parents


def check_export(
    store: Store,
    target: Path,
    whole: dict[str, Any],
    stored_names: Sequence[str],
) -> None:
    """Refuse (`ExportRefused`) the archive `whole` (manifest, drafts, attachments as they
    would be written; `stored_names`: each attachment's file in the store) when its import
    would refuse it. Reads the files' sizes, writes nothing."""
    drafts: list[dict[str, Any]] = whole["drafts"]
    attachments: list[dict[str, Any]] = whole["attachments"]
    names = _draft_names(store, [d["id"] for d in drafts])
    told: list[Notice] = []
    if _in_the_store(store, target):
        # Written over the store's own database or files, the export would destroy them.
        told.append(Notice("archive.export_into_store", {"name": target.name}))

    def named(attachment: dict[str, Any], size: int | None = None) -> str:
        owner = names.get(attachment["draft_id"] or "", "")
        said = f"{owner}: {attachment['file_name']}" if owner else attachment["file_name"]
        return said if size is None else f"{said} ({mebibytes(size)} MiB)"

    too_large = [named(a, a["size"]) for a in attachments if a["size"] > ARCHIVE_MEMBER_BYTES]
    if too_large:
        told.append(_listing("archive.export_file_too_large", too_large, ARCHIVE_MEMBER_BYTES))
    changed = [
        named(a)
        for a, stored in zip(attachments, stored_names, strict=True)
        if _size_on_disk(file_rules.own_path(store.attachments_dir, stored)) != a["size"]
    ]
    if changed:
        told.append(_listing("archive.export_file_changed", changed))
    total = sum(a["size"] for a in attachments)
    if total > ARCHIVE_TOTAL_BYTES:
        said = {"size": mebibytes(total), "mebibytes": mebibytes(ARCHIVE_TOTAL_BYTES)}
        told.append(Notice("archive.export_too_large", said))
    for count, limit, code in (
        (len(drafts), ARCHIVE_MAX_DRAFTS, "archive.export_too_many_drafts"),
        (len(attachments), ARCHIVE_MAX_ATTACHMENTS, "archive.export_too_many_attachments"),
    ):
        if count > limit:
            told.append(Notice(code, {"count": count, "limit": limit}))
    # As the import reads them: JSON text, not the store's Python values.
    read_back = {part: json.loads(dump_json(whole[part])) for part in whole}
    refused = [names[d["id"]] for d in read_back["drafts"] if draft_problem(d) is not None]
    if refused:
        told.append(_listing("archive.export_draft_refused", refused))
    for part, code in (
        ("drafts", "archive.export_drafts_text_too_large"),
        ("attachments", "archive.export_attachments_text_too_large"),
    ):
        size = len(dump_json(whole[part]).encode("utf-8"))
        if size > ARCHIVE_JSON_BYTES:
            said = {"size": mebibytes(size), "mebibytes": mebibytes(ARCHIVE_JSON_BYTES)}
            told.append(Notice(code, said))
    if not told:
        try:
            validated(read_back, target)  # what no single record shows (an id twice, say)
        except ArchiveError as error:
            told.append(Notice("archive.export_refused_whole", {"reason": error.detail}))
    if told:
        raise ExportRefused(told)


def _listing(code: str, items: list[str], limit: int | None = None) -> Notice:
    shown = ", ".join(items[:NAMED]) + (" …" if len(items) > NAMED else "")
    params: dict[str, Any] = {"items": shown, "count": len(items)}
    if limit is not None:
        params["mebibytes"] = mebibytes(limit)
    return Notice(code, params)


def _size_on_disk(path: Path) -> int | None:
    """The stored copy's size; None when it is gone or no regular file (a pipe put in its
    place would block the writer for ever, whatever size it claims)."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_size if stat.S_ISREG(found.st_mode) else None


def _draft_names(store: Store, ids: list[str]) -> dict[str, str]:
    """Each draft's title as its list shows it; a draft without one by its id's start."""
    titles = {
        row["draft_id"]: row["title"]
        for row in store.database.query(
            "SELECT draft_id, title FROM listing"
            " WHERE draft_id IN (SELECT value FROM json_each(?))",
            (dump_json(ids),),
        )
    }
    return {i: titles.get(i) or i[:8] for i in ids}
