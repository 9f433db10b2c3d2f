"""The moment editor's former home: it is one of the calendar fields of `app.ui.editors` now."""

from app.ui.editors import MomentField

__all__ = ["MomentField"]
