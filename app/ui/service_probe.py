"""Whether the service answers: a cheap probe of it while connected (`app.sync.reachability`).
The operating system's network information only makes it probe sooner: a network may be up
and the service still out of reach."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.ui.operations import Op

if TYPE_CHECKING:
    import httpx

    from app.sync.reachability import ReachabilityWatch

log = logging.getLogger(__name__)


class ServiceProbe(QObject):
    """Probes one service at a time; `changed(reachable)` when its answer changes."""

    def __init__(self, changed: Callable[[bool], None], parent: QObject) -> None:
        super().__init__(parent)
        self._changed = changed
        self.watch: ReachabilityWatch | None = None
        self._network_hint_tried = False

    def follow(self, http: httpx.AsyncClient, url: str) -> None:
        """Probe the service at `url` from now on."""
        from app.sync.reachability import ReachabilityWatch
        from app.sync.reachability import answers

        self.stop()
        self.watch = ReachabilityWatch(lambda: answers(http, url), self._changed)
        self.watch.start()
        if not self._network_hint_tried:
            self._network_hint_tried = True
            Op(self, self._follow_the_network(), name="network hint").failure(_no_hint).run()

    def stop(self) -> None:
        """No probe from now on (the one running ends in the background)."""
        if self.watch is not None:
            Op(None, self.watch.stop(), name="stop probing").run()
            self.watch = None

    async def close(self) -> None:
        """No probe, the running one ended (the session's shutdown)."""
        if self.watch is not None:
            await self.watch.stop()
            self.watch = None

    def probe_now(self) -> None:
        if self.watch is not None:
            self.watch.probe_now()

    async def _follow_the_network(self) -> None:
        """The operating system's network information, where it has a backend: a hint to
        probe now, never the truth.

        Its module loads on a worker thread (about 13 ms, half of it reading files, while
        the window starts a sync); only the backend's start takes the window's thread.
        """
        import asyncio
        import importlib

        try:
            await asyncio.to_thread(importlib.import_module, "PySide6.QtNetwork")
            from PySide6.QtNetwork import QNetworkInformation
        except ImportError:  # a build without QtNetwork: the probe keeps its own pace
            return
        feature = QNetworkInformation.Feature.Reachability
        if QNetworkInformation.instance() is None:
            QNetworkInformation.loadBackendByFeatures(feature)
        info = QNetworkInformation.instance()
        if info is not None:
            info.reachabilityChanged.connect(self.probe_now)


def _no_hint(error: BaseException) -> None:
    # Only a hint: the probe keeps its own pace without it.
    log.info("no network information: %r", error)
