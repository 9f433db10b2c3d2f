"""The report's words and numbers, in Dutch or English: the report's language is chosen per
report (a Dutch owner, an English buyer), apart from the window's, and the command makes it
without Qt's translators. Dutch writes 1.234,5 and 27-11-2026; English 1,234.5 and
2026-11-27. Categories are the service's own values and stay as entered; the listed
statuses are said in the report's language (an English report says "Available", not
"Beschikbaar"), another status as entered.
"""

from __future__ import annotations

import datetime as dt
import json
from decimal import ROUND_HALF_UP
from decimal import Decimal

from app.api.numbers import show_number
from app.inventory.labels import quantity_unit
from app.paths import resources_dir

LANGUAGES = ("nl", "en")


def _read_words() -> tuple[dict[str, tuple[str, str]], dict[str, str]]:
    """The report's words, each as (Dutch, English), and the listed statuses' English names
    (values.json: product and material statuses): a catalogue of text kept as data
    (`resources/report/words.json`), beside the window's own translations."""
    tables = json.loads((resources_dir() / "report" / "words.json").read_text(encoding="utf-8"))
    words = {key: (dutch, english) for key, (dutch, english) in tables["words"].items()}
    return words, dict(tables["statuses_en"])


_WORDS, _STATUSES_EN = _read_words()


class Words:
    """The report's words in one language."""

    def __init__(self, language: str) -> None:
        self.language = language if language in LANGUAGES else "nl"
        self._at = LANGUAGES.index(self.language)

    def __call__(self, key: str, **values: object) -> str:
        text = _WORDS[key][self._at]
        return text.format(**values) if values else text

    def status(self, value: str) -> str:
        """A product's or a project's status in the report's language; "" stays ""."""
        return value if self.dutch else _STATUSES_EN.get(value, value)

    @property
    def dutch(self) -> bool:
        return self.language == "nl"

    def number(self, value: Decimal | int, places: int | None = None) -> str:
        """Grouped thousands, a decimal comma in Dutch; as many decimals as entered (at most
        three), or exactly `places`."""
        number = Decimal(value)
        if places is None and number != number.to_integral_value():
            number = number.quantize(Decimal("0.001"), ROUND_HALF_UP).normalize()
        elif places is None:
            places = 0
        return show_number(number, self.language, places)

    def money(self, value: Decimal) -> str:
        return f"€ {self.number(value, 2)}"

    def date(self, moment: dt.datetime | dt.date) -> str:
        if isinstance(moment, dt.datetime):
            moment = moment.astimezone().date()
        return moment.strftime("%d-%m-%Y" if self.dutch else "%Y-%m-%d")

    def period(self, start: dt.datetime | None, end: dt.datetime | None) -> str:
        if start is not None and end is not None:
            return self("from_until", start=self.date(start), end=self.date(end))
        if start is not None:
            return self("from", start=self.date(start))
        if end is not None:
            return self("until", end=self.date(end))
        return self("unknown")

    def unit(self, code: str) -> str:
        return quantity_unit(code, self.language) if code != "-" else ""

    def quantities(self, quantities: dict[str, Decimal]) -> str:
        """ "12 stuks · 30,5 m²": each unit's sum, in the order of the units' first sums."""
        return " · ".join(
            f"{self.number(amount)} {self.unit(unit)}".strip()
            for unit, amount in quantities.items()
        )
