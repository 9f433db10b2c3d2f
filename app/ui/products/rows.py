"""Kept for the start-up list of `app.ui.startup` only: the rows are `app.ui.records.rows`."""

from app.ui.records.rows import RecordQuery, RecordRow

__all__ = ["RecordQuery", "RecordRow"]
