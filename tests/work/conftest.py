"""Fixtures of the operations' tests: a real store on real files, and a workbench connected to
a real sandbox on loopback for the operations that call the service."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from tests.sync.helpers import Workbench


@pytest.fixture
def store(isolated_data_dir: Path) -> Iterator[Store]:
    opened = Store.open()
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def bench(sandbox: Any, isolated_data_dir: Path) -> Iterator[Workbench]:
    """A fresh data folder connected to a fresh, empty sandbox."""
    workbench = Workbench(isolated_data_dir, sandbox.base_url)
    yield workbench
    workbench.close()
