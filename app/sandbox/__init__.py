"""The local sandbox: a reference server of the whole Material Reuse Service interface.

FastAPI + uvicorn + SQLite on a loopback port, for demos, training and tests. It is an
independent reading of the interface description, so it imports nothing from the client; the
assumptions both share (value lists, limits) are data files in `resources/interface/`. What the
interface leaves "not shown" follows the design's interface assumptions; each module says the
choices it makes (tokens: `auth.py`, media in product answers: `products.py`).
"""

from app.sandbox.server import SandboxServer

__all__ = ["SandboxServer"]
