"""The outbox engine: sends drafts and attachment changes to the service, exactly once.

Plain Python (no Qt): the UI adapts `SyncEngine.progress` and `SyncScheduler` to its
signals; `reuse-desk sync` (`headless.py`) drives the same engine from a terminal.
What a run tells the user is a `Notice` (a code), worded by whoever shows it.
"""

from app.sync.engine import SyncEngine
from app.sync.progress import IssueKind, ProgressTracker, SyncIssue, SyncPhase, SyncProgress
from app.sync.report import RecordOutcome, SyncReport
from app.sync.retry import RetryPolicy
from app.sync.scheduler import SyncScheduler
from app.sync.service import ClientGateway, ServiceGateway, service_reachable

__all__ = [
    "ClientGateway",
    "IssueKind",
    "ProgressTracker",
    "RecordOutcome",
    "RetryPolicy",
    "ServiceGateway",
    "SyncEngine",
    "SyncIssue",
    "SyncPhase",
    "SyncProgress",
    "SyncReport",
    "SyncScheduler",
    "service_reachable",
]
