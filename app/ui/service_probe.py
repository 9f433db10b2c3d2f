"""Whether the service answers: a cheap probe of it while connected (`app.sync.reachability`).
The operating system's network information only makes it probe sooner: a network may be up
and the service still out of reach."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from app.ui.operations import Op

if TYPE_CHECKING:
    import httpx

    from app.sync.reachability import ReachabilityWatch


class ServiceProbe(QObject):
    """Probes one service at a time; `changed(reachable)` when its answer changes."""

    def __init__(self, changed: Callable[[bool], None], parent: QObject) -> None:
        super().__init__(parent)
        self._changed = changed
        self.watch: ReachabilityWatch | None = None
        self._network_hint_tried = False

    def follow(self, http: httpx.AsyncClient, url: str) -> None:
        """Probe the service at `url` from now on."""
        from app.sync.reachability import ReachabilityWatch, answers

        self.stop()
        self.watch = ReachabilityWatch(lambda: answers(http, url), self._changed)
        self.watch.start()
        # A turn later: loading the network backend takes the window's thread for some
        # milliseconds, on top of the connection's own work in this turn.
        QTimer.singleShot(0, self, self._follow_the_network)

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

    def _follow_the_network(self) -> None:
        """The operating system's network information, where it has a backend: a hint to
        probe now, never the truth."""
        if self._network_hint_tried:
            return
        self._network_hint_tried = True
        try:
            from PySide6.QtNetwork import QNetworkInformation
        except ImportError:  # a build without QtNetwork: the probe keeps its own pace
            return
        feature = QNetworkInformation.Feature.Reachability
        if QNetworkInformation.instance() is None:
            QNetworkInformation.loadBackendByFeatures(feature)
        info = QNetworkInformation.instance()
        if info is not None:
            info.reachabilityChanged.connect(self.probe_now)
