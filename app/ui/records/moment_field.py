"""A moment typed in local time and kept in UTC: the project periods and subscription bounds.

The user thinks in the clock on the wall ("22-11-2026 10:00"); the interface wants
UTC (`2026-11-22T09:00:00Z`). The editor converts both ways with the computer's
time zone, daylight saving included, and keeps text it cannot read as typed so the
request model can say what is wrong with it.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QWidget

from app.ui.editors import CalendarField
from app.ui.records.moments import DISPLAY_FORMAT, local_to_utc, utc_to_local


class MomentField(CalendarField):
    """A date and time typed as dd-mm-yyyy hh:mm (or picked), stored as UTC text."""

    def __init__(
        self, parent: QWidget | None = None, *, default_time: dt.time | None = None
    ) -> None:
        super().__init__(parent, placeholder=self.tr("dd-mm-yyyy hh:mm"))
        self._default_time = default_time or dt.time(9, 0)

    def _current_local(self) -> dt.datetime | None:
        value = self.value()
        if not isinstance(value, str):
            return None
        try:
            return dt.datetime.fromisoformat(value.replace("Z", "+00:00")).astimezone()
        except ValueError:
            return None

    def _prepare_calendar(self) -> None:
        current = self._current_local()
        if current is not None:
            self.calendar.setSelectedDate(QDate(current.year, current.month, current.day))

    def _picked(self, date: QDate) -> None:
        current = self._current_local()
        clock = current.time().replace(tzinfo=None) if current is not None else self._default_time
        picked = dt.datetime(date.year(), date.month(), date.day(), clock.hour, clock.minute)
        self.show_text(picked.strftime(DISPLAY_FORMAT))

    def _normalise(self) -> None:
        value = self.value()
        if value is not None and utc_to_local(value) != self.line.text():
            self.set_value(value)

    def value(self) -> Any:
        return local_to_utc(self.line.text())

    def set_value(self, value: Any) -> None:
        self.show_text(utc_to_local(value))
