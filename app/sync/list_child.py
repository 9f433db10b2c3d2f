"""The list process itself (`app.sync.list_process`): started by the sync, it reads the rest of one
server list into the same store file with the same reading (`list_reading`), tells the
sync how many items are stored after each batch, and ends with how the read went.

What it is sent comes from the program itself, over a pipe only the two processes hold.
It stops when told to, or when the sync's process is gone (its pipe closes): it never
reads on for no one. Imported in the process before it says it is ready, so the sync
goes on reading meanwhile.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import threading
from multiprocessing.connection import Connection
from typing import Any

from app.api.client import ServiceClient
from app.api.redaction import redact
from app.collector import collector_paused
from app.store.cache import cache_of_open_store
from app.sync.list_loader import ListLoader
from app.sync.list_orders import PAUSE
from app.sync.list_orders import RESUME
from app.sync.list_orders import ErrorInfo
from app.sync.list_orders import ListDone
from app.sync.list_orders import ListOrders
from app.sync.list_reading import ListReading
from app.sync.service import ClientGateway


class _Events:
    """The pipe to the sync, one message at a time (the loop, the store's thread and the
    log all send)."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection
        self._lock = threading.Lock()

    def send(self, *message: Any) -> None:
        try:
            with self._lock:
                self._connection.send(message)
        except (OSError, ValueError):
            pass  # the sync is gone: the orders' pipe stops the read


class _Forward(logging.Handler):
    """The process's log lines, into the sync's log (redacted there, as its own are)."""

    def __init__(self, events: _Events) -> None:
        super().__init__(logging.INFO)
        self._events = events

    def emit(self, record: logging.LogRecord) -> None:
        # Redacted here: the tokens this process was given are known only to it.
        self._events.send("log", record.levelno, record.name, redact(record.getMessage()))


def serve(orders: Connection, events_out: Connection, background: bool = False) -> None:
    """The process's entry: ready, then the read it is handed (or none, if told to stop).
    `background`: the thread that started it runs below the window's priority."""
    _lower_priority(background)
    events = _Events(events_out)
    root = logging.getLogger()
    root.handlers[:] = [_Forward(events)]
    root.setLevel(logging.INFO)
    events.send("ready")
    order: object = None
    # A pause or resume before the orders is theirs to say (`ListOrders.paused`).
    while order in (None, PAUSE, RESUME):
        try:
            order = orders.recv()
        except (EOFError, OSError):
            return
    if not isinstance(order, ListOrders):
        return  # told to stop before it began
    try:
        done = asyncio.run(_carry_on(order, orders, events))
    except (asyncio.CancelledError, KeyboardInterrupt):
        return  # told to stop: no answer is waited for
    except Exception as error:
        logging.getLogger(__name__).warning("list read failed", exc_info=True)
        done = ListDone(read=0, skipped=order.skipped, failed=ErrorInfo.of(error))
    events.send("done", done)


async def _carry_on(order: ListOrders, control: Connection, events: _Events) -> ListDone:
    resume = asyncio.Event()
    if not order.paused:
        resume.set()
    task = asyncio.current_task()
    assert task is not None
    loop = asyncio.get_running_loop()
    threading.Thread(target=_obey, args=(control, loop, resume, task), daemon=True).start()
    with cache_of_open_store(order.store_file) as cache:
        async with ServiceClient.of_credentials(order.credentials) as client:
            gateway = ClientGateway(client, per_page=order.per_page, max_pages=order.max_pages)
            gateway.skipped[order.kind] = order.skipped
            with cache.refresh(order.kind) as refresh, collector_paused():
                await asyncio.to_thread(refresh.take_over, order.so_far)
                loader = ListLoader(
                    refresh,
                    lambda stored: events.send("stored", stored),
                    first_page=order.next_page,
                    first_alone=False,
                )
                reading = ListReading(
                    gateway,
                    order.kind,
                    loader,
                    resume,
                    order.retry,
                    public_known=order.so_far.public is not None,
                )
                read = await reading.run(order.next_page)
                summary = await asyncio.to_thread(refresh.finish) if read.whole else None
                skipped = gateway.skipped.get(order.kind, 0)
                cut_short = None if read.cut_short is None else ErrorInfo.of(read.cut_short)
                return ListDone(read.read, skipped, cut_short=cut_short, summary=summary)


def _obey(
    control: Connection,
    loop: asyncio.AbstractEventLoop,
    resume: asyncio.Event,
    task: asyncio.Task[Any],
) -> None:
    """On a thread of its own: pause, resume and stop, as the sync says; its pipe closed
    (the sync's process gone) is a stop too."""
    while True:
        try:
            message = control.recv()
        except (EOFError, OSError):
            message = None
        stop = message not in (PAUSE, RESUME)
        step = task.cancel if stop else resume.clear if message == PAUSE else resume.set
        try:
            loop.call_soon_threadsafe(step)
        except RuntimeError:
            return  # the read has ended and its loop with it: nothing left to steer
        if stop:
            return


def _lower_priority(background: bool) -> None:
    """Below the window, as the sync thread that started it is: on Linux the niceness of
    that thread came along with the process; Windows keeps priorities by process."""
    if not background or sys.platform != "win32":
        return
    import ctypes

    below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
    kernel32 = ctypes.windll.kernel32
    kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)
