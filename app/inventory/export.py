"""The catalogue (or a search result, or a selection) written to .xlsx or .csv, under the
column titles the import recognises, so an export imports back unchanged.

(Interface skeleton; helper H3 implements it.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.store.search import ListingRow
from app.store.store import Store


@dataclass(frozen=True)
class ExportResult:
    path: Path
    products: int


def export_products(
    store: Store, rows: Sequence[ListingRow], path: Path, *, language: str = "nl"
) -> ExportResult:
    """The products of `rows` (drafts: their content; server products: their form) to `path`,
    .xlsx or .csv by its suffix; written to a temporary file and moved into place."""
    raise NotImplementedError
