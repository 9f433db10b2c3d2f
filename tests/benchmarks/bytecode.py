"""The program measured as it is installed: with its modules' bytecode compiled.

A shell with PYTHONDONTWRITEBYTECODE set (some development machines have it) makes every
process a benchmark starts compile each module it imports from source: a start-up, a
growth series' child or a report's subprocess then times the compiler too (some 2 ms a
module, seconds in all). An installer ships compiled bytecode, so the run drops the
setting, keeps its caches under a prefix of its own (the checkout stays clean) and compiles
the program's modules before the first figure.
"""

from __future__ import annotations

import atexit
import compileall
import os
import shutil
import sys
import tempfile
from pathlib import Path

_ROOT = Path(__file__).resolve().parents[2]


def as_installed() -> str:
    """Set up this process and those it starts; the pycache prefix in use."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False
    prefix = os.environ.get("PYTHONPYCACHEPREFIX") or sys.pycache_prefix
    if not prefix:
        prefix = tempfile.mkdtemp(prefix="bench-pycache-")
        atexit.register(shutil.rmtree, prefix, True)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    sys.pycache_prefix = prefix
    for folder in (_ROOT / "app", _ROOT / "tests" / "benchmarks"):
        compileall.compile_dir(folder, quiet=1)
    return prefix
