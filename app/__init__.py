"""Reuse Desk: catalogue reusable building materials for the Material Reuse Service."""

import os as _os
import sys as _sys

# The one place the version is written: pyproject.toml reads it from here, so start-up
# needs no importlib.metadata lookup (which costs tens of milliseconds).
__version__ = "0.1.0"

APP_NAME = "Reuse Desk"
APP_ID = "reuse-desk"
ORGANISATION = "Material Reuse Service"

# httpx's package imports its command-line client when click, rich and pygments happen to
# be installed (about 90 ms of imports, a third of the HTTP stack's, on a worker thread
# where it still stalls the window: long module loads hold the interpreter lock). The
# program never runs that client: marked absent, httpx falls back to its stub.
if "httpx" not in _sys.modules:
    _sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
# pydantic looks for plugins among every installed package's entry points when its first
# model is made (some 35 ms of the start, on the warm-up thread); the program uses none.
_os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
