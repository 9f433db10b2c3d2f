"""A long server list read on in a process of its own (`list_child`), the sync's process
only told how far it got.

Reading a first load of 100,000 products is seconds of Python (its pages parsed, its rows
made and stored) on two threads. In the window's process every call Qt makes into Python
(some 1,100 a repainted screenful) then waits for the interpreter those threads hold: a
screenful took 47 ms to repaint with two such threads beside it, 12-16 ms with two busy
processes instead (`python -m tests.benchmarks -k "table repaint"`). So a list of at least
`OWN_PROCESS_FROM` items is read on by a process of its own: it is started when the first
page shows the list that long, the sync reads on meanwhile (the process needs some 0.3 s
to start), and at the first page boundary after the process is ready the rest is its. It
opens the same store file (SQLite keeps the two processes' writes apart), stores each
batch as the sync would, and says how many items are stored; the window reads the rows
from the store as before.

Cancelled, the process is told to stop and waited for (a batch being written ends first);
one that does not end in `END_WAIT_SECONDS` is killed, and a killed read resumes where its
last stored batch left it (`ListRefresh.resume`). A process that ends without an answer
fails the list's refresh for this sync only: what it stored stays.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import sys
import threading
from collections.abc import Callable
from typing import Any

from app.api.errors import ServiceError
from app.sync import list_child
from app.sync.list_orders import PAUSE
from app.sync.list_orders import RESUME
from app.sync.list_orders import STOP
from app.sync.list_orders import ListDone
from app.sync.list_orders import ListOrders

log = logging.getLogger(__name__)

# Items from which a list is read on in a process of its own: a shorter one is read before
# the process would be ready to take it.
OWN_PROCESS_FROM = 20_000
# How long a process told to stop may take (the batch it is writing, some 0.1 s) before it
# is killed.
END_WAIT_SECONDS = 10.0


class ListProcessEnded(ServiceError):  # noqa: N818 - a failure of the service kind
    """The list process ended without saying how its read went."""


class ListProcess:
    """The process, from `start` (None when it cannot start) to `stop`; `ready` once it can
    take orders, `carry_on` to hand it the read."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        context = multiprocessing.get_context("spawn")  # never a fork of a threaded window
        # One way each (a pipe's two ends are its reader and its writer).
        child_orders, self._orders = context.Pipe(duplex=False)
        self._events, child_events = context.Pipe(duplex=False)
        self._child_ends = (child_orders, child_events)
        self._process = context.Process(
            target=list_child.serve,
            args=(*self._child_ends, _in_background()),
            name="reuse-desk-list",
            daemon=True,  # never outlives the program
        )
        self._loop = loop
        self.ready = False
        self._done: asyncio.Future[ListDone] = loop.create_future()
        self._stored: Callable[[int], None] | None = None
        self._stopped = False

    @classmethod
    async def start(cls) -> ListProcess | None:
        helper = cls(asyncio.get_running_loop())
        try:
            await asyncio.to_thread(helper._process.start)
        except (OSError, RuntimeError) as error:
            log.warning("list process not started, the list is read here: %s", error)
            return None
        for end in helper._child_ends:
            end.close()  # the child's now: its end of the pipe tells when it is gone
        threading.Thread(target=helper._listen, name="list-process", daemon=True).start()
        return helper

    def _listen(self) -> None:
        """On a thread of its own: the process's messages, each handed to the loop."""
        while True:
            try:
                message = self._events.recv()
            except (EOFError, OSError):
                break
            with contextlib.suppress(RuntimeError):  # the loop closed: no one listens
                self._loop.call_soon_threadsafe(self._heard, message)
        self._events.close()
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._ended)

    def _heard(self, message: tuple[Any, ...]) -> None:
        what = message[0]
        if what == "ready":
            self.ready = not self._stopped
        elif what == "stored" and self._stored is not None:
            self._stored(int(message[1]))
        elif what == "log":
            logging.getLogger(str(message[2])).log(int(message[1]), "%s", message[3])
        elif what == "done" and not self._done.done():
            self._done.set_result(message[1])

    def _ended(self) -> None:
        self.ready = False
        if not self._done.done():
            self._done.set_exception(ListProcessEnded("the list process ended"))
        # Retrieved here too: an answer no one waits for (a read never handed over).
        self._done.exception()

    async def carry_on(self, orders: ListOrders, stored: Callable[[int], None]) -> ListDone:
        """The read handed to the process; `stored` told the items stored after each batch."""
        self._stored = stored
        self._send(orders)
        try:
            return await asyncio.shield(self._done)
        except asyncio.CancelledError:
            await self.stop()
            raise

    def steer(self, *, paused: bool) -> None:
        """Pause the process's read (it finishes the pages in flight), or go on with it."""
        self._send(PAUSE if paused else RESUME)

    def _send(self, message: object) -> None:
        with contextlib.suppress(OSError, ValueError):  # gone already: `_ended` says so
            self._orders.send(message)

    async def stop(self) -> None:
        """The process told to stop and waited for (killed past `END_WAIT_SECONDS`)."""
        if self._stopped:
            return
        self._stopped, self.ready = True, False
        self._send(STOP)
        await asyncio.to_thread(self._end)

    def _end(self) -> None:
        self._process.join(END_WAIT_SECONDS)
        if self._process.is_alive():
            log.warning("list process did not stop: killed")
            self._process.kill()
            self._process.join()
        self._orders.close()
        self._process.close()


def _in_background() -> bool:
    """Whether the calling thread runs below its process's priority (the window's sync
    thread on Windows, `app.ui.sync_thread`): the process it starts should too."""
    if sys.platform != "win32":
        return False  # Linux hands a thread's niceness to the process it starts
    import ctypes

    kernel32 = ctypes.windll.kernel32
    return bool(kernel32.GetThreadPriority(kernel32.GetCurrentThread()) < 0)
