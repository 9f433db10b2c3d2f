"""The packages' public names load their submodules on first use, and all resolve."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PROJECT_ROOT = Path(__file__).resolve().parents[1]

_CHILD = """
import importlib, sys
package = importlib.import_module(sys.argv[1])
loaded_before = sorted(m for m in sys.modules if m.startswith(sys.argv[1] + "."))
for name in package.__all__:
    assert getattr(package, name) is not None, name
    assert name in dir(package), name
try:
    package.no_such_name
except AttributeError:
    pass
else:
    raise SystemExit("an unknown name resolved")
print(",".join(loaded_before))
"""


@pytest.mark.parametrize("package", ["app.store"])
def test_every_public_name_resolves_and_the_package_loads_no_submodule(package: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, package],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == ""  # no submodule was loaded before a name was asked for
