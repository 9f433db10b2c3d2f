"""The local sandbox: a reference server of the whole Material Reuse Service interface.

FastAPI + uvicorn + SQLite on a loopback port, for demos, training and tests. It is an
independent reading of the interface description: it imports nothing from the client, and each
module says the choices it makes where the interface shows nothing.
"""

from app.sandbox.server import SandboxServer

__all__ = ["SandboxServer"]
