"""`reuse-desk-sandbox`: run the local sandbox until Ctrl+C."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading
from collections.abc import Sequence

from app.sandbox.credentials import CLIENTS
from app.sandbox.credentials import DEMO_PASSWORD
from app.sandbox.credentials import DEMO_USERNAME
from app.sandbox.faults import FAULT_KINDS
from app.sandbox.server import SandboxServer


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="reuse-desk-sandbox",
        description="Run a local sandbox of the Material Reuse Service interface.",
    )
    add = parser.add_argument
    add("--host", default="127.0.0.1", help="address to listen on")
    add("--port", type=int, default=8765, help="port (0 picks a free one)")
    add("--db", metavar="FILE", help="keep the data in this SQLite file")
    add("--seed-demo-data", action="store_true", help="start with the demo catalogue")
    add("--fault-rate", type=float, default=0.0, help="fraction (0-1) of requests that fail")
    add(
        "--fault-kinds",
        type=lambda text: [kind.strip() for kind in text.split(",") if kind.strip()],
        help=f"comma-separated fault kinds to draw from: {','.join(FAULT_KINDS)} (default: all)",
    )
    add("--subscription-variant", choices=("A", "B"), default="A", help="subscription answers")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        server = SandboxServer(
            db_path=args.db,
            seed_demo=args.seed_demo_data,
            host=args.host,
            port=args.port,
            fault_rate=args.fault_rate,
            fault_kinds=args.fault_kinds or None,
            subscription_variant=args.subscription_variant,
        ).start()
    except (ValueError, OSError, RuntimeError) as exc:
        print(f"reuse-desk-sandbox: {exc}", file=sys.stderr)
        return 2

    stop = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop.set())

    print(f"Reuse Desk sandbox running at {server.base_url}")
    for client_id, (secret, scopes) in CLIENTS.items():
        print(
            f"  scope {' '.join(sorted(scopes)):<11} client_id={client_id} client_secret={secret}"
        )
    print(f"  password grant:   username={DEMO_USERNAME} password={DEMO_PASSWORD} client_id=demo")
    print("Press Ctrl+C to stop.", flush=True)
    try:
        while not stop.wait(0.5):  # a wait with a timeout lets Ctrl+C through on every platform
            pass
    finally:
        server.stop()
    print("Sandbox stopped.", flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
