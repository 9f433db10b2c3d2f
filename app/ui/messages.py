"""The one channel for what the user is told: a sentence in the status bar or at a field.

Every failure passes through `report_failure`: one sentence a field worker understands
(a service's or store's notice worded by the message table), the technical detail in the
log file; so no traceback ever lands in a dialog.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from app.api.notices import Notice

log = logging.getLogger(__name__)
T = TypeVar("T")

STATUS_TIMEOUT_MS = 8000


class MessageBridge(QObject):
    """Carries sentences to whoever shows them (the main window's status bar)."""

    info = Signal(str)
    error = Signal(str)


@functools.cache
def bridge() -> MessageBridge:
    return MessageBridge()


def user_message_for(exc: BaseException) -> str:
    """One plain sentence for `exc`; a service or store error says it with its notice."""
    notice = getattr(exc, "notice", None)
    if isinstance(notice, Notice):
        from app.ui.message_table import describe  # the table, on first use

        return describe(notice)
    import httpx  # not before the window: the first paint goes without it

    if isinstance(exc, httpx.TimeoutException):
        return QCoreApplication.translate(
            "messages", "The service did not answer in time. Your work is kept; try again later."
        )
    if isinstance(exc, httpx.TransportError):
        return QCoreApplication.translate(
            "messages", "Could not reach the service. You can keep working offline."
        )
    if isinstance(exc, PermissionError):
        return QCoreApplication.translate(
            "messages", "A file could not be opened: permission denied."
        )
    if isinstance(exc, FileNotFoundError):
        return QCoreApplication.translate(
            "messages", "A file could not be found; it may have been moved or deleted."
        )
    if isinstance(exc, OSError):
        return QCoreApplication.translate("messages", "A file could not be read or written.")
    return QCoreApplication.translate(
        "messages", "Something went wrong. The details are in the log file."
    )


def report_failure(exc: BaseException, context: str = "") -> str:
    """Log `exc` in full and show its sentence in the status bar; returns the sentence."""
    sentence = user_message_for(exc)
    log.error("%s failed: %s", context or "operation", exc, exc_info=exc)
    bridge().error.emit(sentence)
    return sentence


def attempt(run: Callable[[], T], doing: str) -> T | None:
    """`run` (an operation on the store): what it returns, or None when the store failed
    (reported as `report_failure` reports it, `doing` naming it in the log)."""
    from app.store.errors import StoreError

    try:
        return run()
    except StoreError as exc:
        report_failure(exc, doing)
        return None


def show_info(sentence: str) -> None:
    bridge().info.emit(sentence)


def show_error(sentence: str) -> None:
    log.warning("user told: %s", sentence)
    bridge().error.emit(sentence)
