from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.sync.helpers import Workbench


@pytest.fixture
def bench(sandbox: Any, isolated_data_dir: Path) -> Iterator[Workbench]:
    """A fresh data folder connected to a fresh, empty sandbox."""
    workbench = Workbench(isolated_data_dir, sandbox.base_url)
    yield workbench
    workbench.close()
