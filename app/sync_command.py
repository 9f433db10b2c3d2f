"""`reuse-desk sync`: send all queued work without a window, for scripts and scheduled tasks.

The environment is chosen as the window chooses it (`app.work.environment_choice`) and
synced through the same session (`app.work.sync_session`): that environment's own store
only, and the same cleanup after the round. The command never changes which environment
the window opens next. Drafts made before any connection are named and left where they
are, unless `--take-local` says they belong to this environment (the window's question,
asked on the command line); `--dry-run` lists what a run would send, record by record,
and sends and changes nothing.

Progress goes to stderr (`app.sync.headless`). Every figure of the last line is read from
the store after the run; the exit code (`app.exit_codes`) is 0 only when nothing queued
was left behind. Qt is not loaded: whoever starts the command hands in `describe`, which
words a notice (the window's message table, say).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from app import paths
from app.api.environments import EnvironmentProfile
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.errors import ServiceError
from app.api.notices import Notice
from app.api.notices import printable
from app.api.secrets import KeyringSecretStore
from app.api.secrets import SecretStore
from app.exit_codes import ExitCode
from app.imaging.settings import PhotoSettings
from app.settings import load_settings
from app.store.errors import StoreError
from app.store.errors import SyncRunning
from app.store.kinds import DraftState
from app.store.store import Store
from app.sync.engine import SyncReport
from app.sync.headless import Describe
from app.sync.headless import notice_as_code
from app.sync.headless import progress_bar
from app.sync.headless import retry_lines
from app.sync.outbox import RecordWork
from app.sync.outbox import collect_work
from app.sync.progress import IssueKind
from app.work.environment_choice import choose_profile
from app.work.environment_choice import known_profiles
from app.work.sync_session import LocalDrafts
from app.work.sync_session import environment_store
from app.work.sync_session import kept_store
from app.work.sync_session import local_drafts
from app.work.sync_session import sync_once
from app.work.sync_session import take_local_drafts

# States a draft left in after a run stays in until the user (or the next run) acts.
_WAITING = (DraftState.QUEUED, DraftState.SYNCING)
_FOR_THE_USER = (DraftState.NEEDS_ATTENTION, DraftState.CONFLICT)
# How long a run waits for another sync of the same store (the window's round, another
# scheduled run) before it leaves the work to that one and says so.
LOCK_WAIT_SECONDS = 60.0


@dataclass(frozen=True)
class SyncOptions:
    env: str | None = None  # the environment's name (`--env`)
    sandbox_url: str | None = None  # the embedded sandbox the command line started
    take_local: bool = False  # drafts made before any connection belong here
    dry_run: bool = False


def run_sync(
    options: SyncOptions, *, describe: Describe = notice_as_code, stream: TextIO | None = None
) -> ExitCode:
    """Sync everything queued for the environment chosen; the process exit code."""
    stream = sys.stderr if stream is None else stream
    try:
        return asyncio.run(_sync(options, stream, describe))
    except KeyboardInterrupt:
        # The engine keeps every step it finished; the rest waits for the next run.
        print(describe(Notice("sync.command.interrupted")), file=stream)
        return ExitCode.LEFT_FOR_YOU


async def _sync(options: SyncOptions, stream: TextIO, describe: Describe) -> ExitCode:
    settings = load_settings()
    sandbox = sandbox_profile(options.sandbox_url) if options.sandbox_url else None
    chosen = choose_profile(
        known_profiles(settings, sandbox),
        options.env,
        remembered=settings.environment,
        sandbox=sandbox,
        only_one=True,
    )
    if isinstance(chosen, Notice):
        print(describe(chosen), file=stream)
        return ExitCode.NOT_USABLE
    profile, data_dir = chosen, paths.data_dir()
    secrets: SecretStore = (
        sandbox_secrets(profile) if profile.is_sandbox and sandbox else KeyringSecretStore()
    )
    print(describe(_headline(profile, dry_run=options.dry_run)), file=stream)
    try:
        local = local_drafts(data_dir)
        if options.dry_run:
            store = kept_store(data_dir, profile)
        else:
            if local and options.take_local:
                taken = take_local_drafts(data_dir, profile).value
                said = {"environment": profile.name, "count": taken}
                print(describe(Notice("sync.command.taken", said)), file=stream)
                local = LocalDrafts()
            store = environment_store(data_dir, profile)
    except StoreError as error:
        print(describe(error.notice), file=stream)
        return ExitCode.DATA_FOLDER
    if local:
        print(_local_lines(local, profile, describe, taken=options.take_local), file=stream)
    if options.dry_run:
        return _dry_run(store, local, options.take_local, stream, describe)
    assert store is not None
    with store:
        photos = settings.photo_settings()
        return await _send(store, profile, secrets, photos, local, stream, describe)


def _headline(profile: EnvironmentProfile, *, dry_run: bool) -> Notice:
    """What the run does, and with whom; a dry run of the sandbox (not started) has no address."""
    named = {"environment": profile.name, "address": profile.base_url}
    if not dry_run:
        return Notice("sync.command.syncing", named)
    if profile.is_sandbox:
        return Notice("sync.command.would_sync_sandbox", {"environment": profile.name})
    return Notice("sync.command.would_sync", named)


def _local_lines(
    local: LocalDrafts, profile: EnvironmentProfile, describe: Describe, *, taken: bool
) -> str:
    named = "\n".join(f"  - {printable(title)}" for title in local.titles)
    count = {"count": len(local.titles)}
    if taken:  # only in a dry run: the run takes them
        return f"{describe(Notice('sync.command.local_would_take', count))}\n{named}"
    hint = describe(Notice("sync.command.local_hint", {"environment": profile.name}))
    return f"{describe(Notice('sync.command.local_waiting', count))}\n{named}\n{hint}"


def _dry_run(
    store: Store | None, local: LocalDrafts, take_local: bool, stream: TextIO, describe: Describe
) -> ExitCode:
    """What a run would send, per record; nothing is sent or written."""
    work = [] if store is None else collect_work(store.drafts, store.attachments)
    for record in work:
        steps = ", ".join(
            " ".join(
                [describe(Notice(f"sync.command.step.{step.kind}"))]
                + ([printable(step.attachment.file_name)] if step.attachment else [])
            )
            for step in record.plan()
        )
        print(f"  - {printable(record.label)}: {steps}", file=stream)
    if store is not None:
        store.close()
    taken = len(local.titles) if take_local else 0
    counted = {"count": len(work), "taken": taken}
    code = "sync.command.dry_run_taken" if taken else "sync.command.dry_run"
    print(describe(Notice(code, counted)), file=stream)
    return ExitCode.LEFT_FOR_YOU if local and not take_local else ExitCode.DONE


async def _send(
    store: Store,
    profile: EnvironmentProfile,
    secrets: SecretStore,
    photos: PhotoSettings,
    local: LocalDrafts,
    stream: TextIO,
    describe: Describe,
) -> ExitCode:
    mark = store.sync_log.last_id()
    watch = (progress_bar(stream), retry_lines(stream, describe))
    try:
        outcome = await sync_once(
            store, profile, secrets, photos=photos, watch=watch, lock_wait=LOCK_WAIT_SECONDS
        )
    except SyncRunning as error:
        # The window's round (or another scheduled run) syncs this store: waited for as
        # long as the engine waits, then left to it; the queued work is still there.
        print("\n" if stream.isatty() else "", describe(error.notice), sep="", file=stream)
        return ExitCode.LEFT_FOR_YOU
    except (ServiceError, StoreError) as error:
        # On a terminal the bar's line is still open.
        print("\n" if stream.isatty() else "", describe(error.notice), sep="", file=stream)
        return ExitCode.NOT_USABLE if isinstance(error, ServiceError) else ExitCode.DATA_FOLDER
    report = outcome.value
    for line in _issue_lines(store, report, describe):
        print(line, file=stream)
    counts = store.drafts.count_by_state()
    sent = store.sync_log.records_confirmed_after(mark)
    print(summary(report, counts, sent, len(local.titles), describe), file=stream)
    if report.unreachable:
        return ExitCode.NOT_USABLE
    left = sum(counts[state] for state in (*_WAITING, *_FOR_THE_USER))
    return ExitCode.LEFT_FOR_YOU if left or local else ExitCode.DONE


def _issue_lines(store: Store, report: SyncReport, describe: Describe) -> list[str]:
    """What went wrong in this run, record by record; then every draft that waits for the
    user from an earlier run (every run names them until they are settled)."""
    lines, told = [], set()
    for issue in report.issues:
        if issue.draft_id is None and issue.kind is not IssueKind.UNREACHABLE:
            lines.append(f"- {describe(issue.notice)}")  # a list cut short, say
        elif issue.draft_id is not None:
            told.add(issue.draft_id)
            lines.append(f"- {_record_name(store, issue.draft_id)}: {describe(issue.notice)}")
    for draft in store.drafts.list_drafts(states=_FOR_THE_USER):
        if draft.id in told:
            continue
        problems = [draft.error_message, *(n for ns in draft.field_errors.values() for n in ns)]
        said = next((describe(n) for n in problems if n is not None), None)
        if said is None and draft.state is DraftState.CONFLICT:
            said = describe(Notice("sync.command.in_conflict"))
        label = RecordWork(draft.kind, draft, draft.server_id).label
        lines.append(
            f"- {printable(label)}: {said or describe(Notice('sync.command.needs_attention'))}"
        )
    return lines


def _record_name(store: Store, key: str) -> str:
    """What the user calls a record of the report: its title (a draft's key is its id)."""
    draft = store.drafts.find(key)
    return printable(key if draft is None else RecordWork(draft.kind, draft, draft.server_id).label)


def summary(
    report: SyncReport,
    counts: Mapping[DraftState, int],
    sent: int,
    local: int = 0,
    describe: Describe = notice_as_code,
) -> str:
    """How the run ended, then the figures the store holds after it: `counts` (drafts by
    state), `sent` (records the service confirmed in this run, by the sync log) and
    `local` (drafts made before any connection, left in the local store)."""
    head = ""
    if report.unreachable:
        reason = describe(report.issues[-1].notice) if report.issues else ""
        head = describe(Notice("sync.command.unreachable", {"reason": reason})).strip() + " "
    elif report.cancelled:
        head = describe(Notice("sync.command.cancelled")) + " "
    totals = {
        "sent_now": sent,
        "synced": counts.get(DraftState.SYNCED, 0),
        "waiting": sum(counts.get(state, 0) for state in _WAITING),
        "need_attention": counts.get(DraftState.NEEDS_ATTENTION, 0),
        "in_conflict": counts.get(DraftState.CONFLICT, 0),
        "handed_over": counts.get(DraftState.HANDED_OVER, 0),
        "not_queued": counts.get(DraftState.DRAFT, 0),
        "local": local,
    }
    always: Sequence[str] = ("sent_now", "synced", "waiting", "need_attention")
    shown = [
        describe(Notice(f"sync.command.figure.{what}", {"count": count}))
        for what, count in totals.items()
        if count or what in always
    ]
    said = head + describe(Notice("sync.command.figures", {"figures": ", ".join(shown)}))
    if report.unreadable:
        said += " " + describe(Notice("sync.command.unreadable", {"count": report.unreadable}))
    return said
