"""Background work behind one small helper: `Op(parent, coro).success(cb).failure(cb).run()`.

`.publishing(hub)`: when the work returns an `Outcome` (an operation of `app.work`), its
`Changes` are published on the window's change hub before the success callback runs, so
every view has redrawn from the store when the caller says what happened.

The helper keeps a reference to each task (qasync does not), hands the result
back on the UI thread, and sends failures to the one message channel unless the
caller handles them. Callbacks are skipped when `parent` was destroyed meanwhile,
so a closed dialog never gets a late answer.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from collections.abc import Coroutine
from typing import TYPE_CHECKING
from typing import Any
from typing import Generic
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QObject

from app.ui import messages

# asyncio loads after the window's first paint (see application.py): the tabs import
# this module before that, and use it only once the event loop runs.
if TYPE_CHECKING:
    import asyncio

    from app.ui.change_hub import ChangeHub

log = logging.getLogger(__name__)

T = TypeVar("T")

# Tasks still under way (the shutdown waits for them).
running_tasks: set[asyncio.Task[Any]] = set()


class Op(Generic[T]):
    def __init__(
        self, parent: QObject | None, coro: Coroutine[Any, Any, T], *, name: str = ""
    ) -> None:
        self._parent = parent
        self._coro = coro
        self._name = name or getattr(coro, "__qualname__", "operation")
        self._on_success: Callable[[T], None] | None = None
        self._on_failure: Callable[[BaseException], None] | None = None
        self._on_done: Callable[[], None] | None = None
        self._hub: ChangeHub | None = None
        self._initiator: object | None = None

    def publishing(self, hub: ChangeHub, initiator: object | None = None) -> Op[T]:
        """Publish the `Changes` of the `Outcome` the work returns, on success."""
        self._hub, self._initiator = hub, initiator
        return self

    def success(self, callback: Callable[[T], None]) -> Op[T]:
        self._on_success = callback
        return self

    def failure(self, callback: Callable[[BaseException], None]) -> Op[T]:
        """Handle failures yourself (for example at a field) instead of in the status bar."""
        self._on_failure = callback
        return self

    def finally_(self, callback: Callable[[], None]) -> Op[T]:
        self._on_done = callback
        return self

    def run(self) -> asyncio.Task[T]:
        import asyncio

        task = asyncio.get_event_loop().create_task(self._coro, name=self._name)
        running_tasks.add(task)
        task.add_done_callback(self._finished)
        return task

    def _parent_alive(self) -> bool:
        return self._parent is None or shiboken6.isValid(self._parent)

    def _finished(self, task: asyncio.Task[T]) -> None:
        running_tasks.discard(task)
        try:
            if task.cancelled():
                log.info("%s cancelled", self._name)
                return
            exc = task.exception()
            if not self._parent_alive():
                if exc is not None:
                    log.warning("%s failed after its window closed: %s", self._name, exc)
                return
            if exc is not None:
                if self._on_failure is not None:
                    log.info("%s failed: %r", self._name, exc, exc_info=exc)
                    self._on_failure(exc)
                else:
                    messages.report_failure(exc, self._name)
            else:
                result = task.result()
                if self._hub is not None:
                    from app.work.changes import Outcome

                    if isinstance(result, Outcome):
                        self._hub.publish(result.changes, self._initiator)
                if self._on_success is not None:
                    self._on_success(result)
        except Exception as callback_error:  # a bug in a callback must not vanish silently
            messages.report_failure(callback_error, f"{self._name} callback")
        finally:
            if self._on_done is not None and self._parent_alive():
                self._on_done()
