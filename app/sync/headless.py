"""`reuse-desk sync`: send all queued work without a window, for scripts and scheduled tasks.

Progress goes to stderr as a bar (redrawn in place on a terminal, a line per tenth
otherwise, so logs stay readable), with a line for each request that waits to go again
(what failed, in words, and when it goes); the last line counts the whole store, not only
this run. The exit code is the report's (`SyncReport.exit_code`). This layer may not load
Qt: whoever starts the command hands in `describe`, which words a notice (the window's
message table, say).
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable, Mapping
from contextlib import AsyncExitStack
from datetime import UTC, datetime
from typing import TextIO

from app import paths
from app.api.client import ServiceClient
from app.api.environments import (
    EnvironmentProfile,
    load_profiles,
    sandbox_profile,
    sandbox_secrets,
)
from app.api.errors import ServiceError
from app.api.notices import SAID, Notice
from app.api.secrets import KeyringSecretStore, SecretStore
from app.settings import UiSettings, load_settings
from app.store.drafts import Draft
from app.store.environments import local_work, open_environment_store
from app.store.errors import StoreError
from app.store.kinds import ACCEPTED_WITHOUT_ID, DraftState
from app.store.store import Store
from app.sync.engine import SyncEngine, SyncReport
from app.sync.outbox import RecordWork
from app.sync.progress import IssueKind, SyncPhase, SyncProgress
from app.sync.service import ClientGateway

log = logging.getLogger(__name__)

EXIT_NEEDS_USER = 1
EXIT_UNREACHABLE = 2
_BAR_WIDTH = 30

Describe = Callable[[Notice], str]


def notice_as_code(notice: Notice) -> str:
    """A notice without a message table: the service's own words, or its code and params."""
    if notice.code == SAID:
        return str(notice.params.get("text", ""))
    params = ", ".join(f"{key}={value}" for key, value in notice.params.items())
    return f"{notice.code} ({params})" if params else notice.code


def progress_bar(stream: TextIO) -> Callable[[SyncProgress], None]:
    """Draws `SyncProgress` events as a bar with plain words."""
    live, last_tenth = stream.isatty(), -1

    def draw(event: SyncProgress) -> None:
        nonlocal last_tenth
        tenth = int(event.fraction * 10)
        ended = event.phase in (SyncPhase.FINISHED, SyncPhase.CANCELLED)
        if live or tenth != last_tenth or ended:
            last_tenth = tenth
            stream.write(describe(event) + ("\n" if ended or not live else "\r"))
            stream.flush()

    return draw


def retry_lines(stream: TextIO, describe: Describe) -> Callable[[SyncProgress], None]:
    """A line for each request that waits to go again: which record, what failed, when."""
    told: dict[str, datetime] = {}
    # On a terminal the bar's line is open: the retry line takes its place, the bar follows.
    start = "\r\x1b[K" if stream.isatty() else ""

    def tell(event: SyncProgress) -> None:
        for key, wait in event.waiting.items():
            if told.get(key) == wait.at:
                continue
            told[key] = wait.at
            seconds = max(0.0, (wait.at - datetime.now(UTC)).total_seconds())
            stream.write(
                f"{start}Retry {wait.label}: {describe(wait.notice)}; trying again at"
                f" {wait.at.astimezone():%H:%M:%S} (in {seconds:.{int(seconds < 10)}f} s)\n"
            )
            stream.flush()

    return tell


def describe(event: SyncProgress) -> str:
    """One line: bar, percentage, records, megabytes, and the current item."""
    filled = round(event.fraction * _BAR_WIDTH)
    bar = "#" * filled + "." * (_BAR_WIDTH - filled)
    line = f"[{bar}] {event.fraction:4.0%}  {event.records_done}/{event.records_total} records"
    if event.bytes_total:
        line += f", {_size(event.bytes_sent)} of {_size(event.bytes_total)}"
    if event.current:
        line += f"  {event.current[:40]}"
    return line


def _size(count: int) -> str:
    if count < 1_000_000:
        return f"{count / 1000:.0f} kB"
    return f"{count / 1e6:.1f} MB"


def summary(
    report: SyncReport, counts: Mapping[DraftState, int], describe: Describe = notice_as_code
) -> str:
    """How the run went, then the store's totals (`counts`: drafts by state, after the run)."""
    head = ""
    if report.unreachable:
        reason = describe(report.issues[-1].notice) if report.issues else ""
        head = f"Could not reach the service or sign in. {reason}".strip() + " "
    elif report.cancelled:
        head = "Cancelled; the rest stays queued. "
    # A draft's key is its id; a record with only attachment changes is "kind:server id".
    drafts_sent = sum(1 for key in report.synced if ":" not in key)
    totals = {
        "sent now": len(report.synced),
        "already on the server": max(0, counts.get(DraftState.SYNCED, 0) - drafts_sent),
        "waiting": counts.get(DraftState.QUEUED, 0) + counts.get(DraftState.SYNCING, 0),
        "need attention": counts.get(DraftState.NEEDS_ATTENTION, 0),
        "in conflict": counts.get(DraftState.CONFLICT, 0),
        "handed over": counts.get(DraftState.HANDED_OVER, 0),
        "not queued": counts.get(DraftState.DRAFT, 0),
    }
    shown = [
        f"{what} {count}"
        for what, count in totals.items()
        if count or what in ("sent now", "already on the server", "waiting", "need attention")
    ]
    said = head + "Records: " + ", ".join(shown) + "."
    if report.unreadable:
        said += f" {report.unreadable} items of the server's lists could not be read."
    return said


def run_headless_sync(
    env_name: str | None,
    sandbox_url: str | None = None,
    *,
    describe: Describe = notice_as_code,
) -> int:
    """Sync everything queued in the data folder; the process exit code.

    `sandbox_url`: the embedded sandbox the command line started, used instead of a profile.
    `describe`: words the notices of refused records and failures.
    """
    try:
        return asyncio.run(_sync(env_name, sandbox_url, sys.stderr, describe))
    except KeyboardInterrupt:
        # The engine keeps every step it finished; the rest waits for the next run.
        print("Interrupted; unsent work stays queued.", file=sys.stderr)
        return EXIT_NEEDS_USER


async def _sync(
    env_name: str | None, sandbox_url: str | None, stream: TextIO, describe: Describe
) -> int:
    settings = load_settings()
    if sandbox_url is not None:
        profile = sandbox_profile(sandbox_url)
        secrets: SecretStore = sandbox_secrets(profile)
    else:
        found = _choose_profile(settings, env_name)
        if isinstance(found, str):
            print(found, file=stream)
            return EXIT_UNREACHABLE
        profile, secrets = found, KeyringSecretStore()
    try:
        # That environment's own store: nothing of another environment goes along.
        store = open_environment_store(paths.data_dir(), profile.key, profile.name)
        unassigned = local_work(paths.data_dir())
    except StoreError as error:
        print(describe(error.notice), file=stream)
        return EXIT_NEEDS_USER
    async with AsyncExitStack() as stack:
        stack.callback(store.close)
        print(f"Syncing with {profile.name} ({profile.base_url})", file=stream)
        if unassigned:
            print(
                f"{unassigned} drafts made before any connection are not sent: open the"
                " window and connect to the environment they belong to.",
                file=stream,
            )
        client = await stack.enter_async_context(ServiceClient(profile, secrets))

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        engine = SyncEngine(store, connect, photo_settings=settings.photo_settings())
        engine.progress.subscribe(progress_bar(stream))
        engine.progress.subscribe(retry_lines(stream, describe))
        try:
            report = await engine.run_once()
        except (ServiceError, StoreError) as error:
            # On a terminal the bar's line is still open.
            print("\n" if stream.isatty() else "", describe(error.notice), sep="", file=stream)
            return EXIT_UNREACHABLE if isinstance(error, ServiceError) else EXIT_NEEDS_USER
        told = set()
        for issue in report.issues:
            if issue.draft_id is None and issue.kind is not IssueKind.UNREACHABLE:
                print(f"- {describe(issue.notice)}", file=stream)  # a list cut short, say
            elif issue.draft_id is not None:
                told.add(issue.draft_id)
                print(
                    f"- {_record_name(store, issue.draft_id)}: {describe(issue.notice)}",
                    file=stream,
                )
        # Accepted by the service without saying where: only the user can settle them,
        # so every run names them until then (not only the run that set them aside).
        waiting = [d for d in _accepted_without_id(store) if d.id not in told]
        for draft in waiting:
            assert draft.error_message is not None
            print(
                f"- {_record_name(store, draft.id)}: {describe(draft.error_message)}", file=stream
            )
        print(summary(report, store.drafts.count_by_state(), describe), file=stream)
        return max(report.exit_code, EXIT_NEEDS_USER if waiting else 0)
    raise AssertionError("unreachable")  # pragma: no cover  (the stack swallows no exception)


def _accepted_without_id(store: Store) -> list[Draft]:
    """Drafts set aside because the service accepted them without an id (see sending.py)."""
    drafts = store.drafts.list_drafts(states=[DraftState.NEEDS_ATTENTION])
    return [d for d in drafts if d.error_message and d.error_message.code == ACCEPTED_WITHOUT_ID]


def _record_name(store: Store, key: str) -> str:
    """What the user calls a record of the report: its title (a draft's key is its id)."""
    draft = store.drafts.find(key)
    return key if draft is None else RecordWork(draft.kind, draft, draft.server_id).label


def _choose_profile(settings: UiSettings, env_name: str | None) -> EnvironmentProfile | str:
    """The profile to use, or a sentence saying why there is none."""
    profiles = load_profiles(settings.environments, paths.presets_path())
    wanted = env_name or settings.environment
    chosen = [p for p in profiles if p.name == wanted or (wanted is None and len(profiles) == 1)]
    if chosen:
        return chosen[0]
    names = ", ".join(p.name for p in profiles) or "none configured"
    if wanted is None:
        return f"Choose an environment with --env NAME (known: {names}), or use --sandbox."
    return f"No environment named {wanted!r} (known: {names})."
