"""Kept for the start-up list of `app.ui.startup` only: see `app.ui.records.store_source`."""

from app.ui.records.store_source import CatalogueSource

__all__ = ["CatalogueSource"]
