"""The report's words and numbers, in Dutch or English: the report's language is chosen per
report (a Dutch owner, an English buyer), apart from the window's, and the command makes it
without Qt's translators. Dutch writes 1.234,5 and 27-11-2026; English 1,234.5 and
2026-11-27. Categories are the service's own values and stay as entered; the listed
statuses are said in the report's language (an English report says "Available", not
"Beschikbaar"), another status as entered.
"""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from app.api.numbers import show_number
from app.inventory.labels import quantity_unit

LANGUAGES = ("nl", "en")

_WORDS: dict[str, tuple[str, str]] = {
    "report": ("Projectrapport", "Project report"),
    "project_number": ("Projectnummer", "Project number"),
    "address": ("Adres", "Address"),
    "contact": ("Contact", "Contact"),
    "available": ("Materiaal beschikbaar", "Material available"),
    "online": ("Materiaal online", "Material online"),
    "material_status": ("Materiaalstatus", "Material status"),
    "environment": ("Omgeving", "Environment"),
    "local": ("Lokaal", "Local"),
    "products": ("Producten", "Products"),
    "drafts": ("nog niet verstuurd (concept)", "not yet sent (drafts)"),
    "drafts_label": ("Nog niet verstuurd", "Not yet sent"),
    "made": ("Gemaakt op", "Made on"),
    "page": ("Pagina {page} van {pages}", "Page {page} of {pages}"),
    "project_page": ("Projectpagina", "Project page"),
    "not_in_list": (
        "Dit project staat niet in de offline lijst: alleen de producten zijn bekend.",
        "This project is not in the offline list: only its products are known.",
    ),
    "from_until": ("{start} tot {end}", "{start} until {end}"),
    "from": ("vanaf {start}", "from {start}"),
    "until": ("tot {end}", "until {end}"),
    "unknown": ("onbekend", "unknown"),
    "summary": ("Samenvatting", "Summary"),
    "by_category": ("Per categorie", "By category"),
    "by_status": ("Per status", "By status"),
    "category": ("Categorie", "Category"),
    "status": ("Status", "Status"),
    "count": ("Aantal", "Count"),
    "quantity": ("Hoeveelheid", "Quantity"),
    "no_category": ("Zonder categorie", "No category"),
    "no_status": ("Zonder status", "No status"),
    "value": ("Waarde", "Value"),
    "total_value": ("Totale waarde (prijs × hoeveelheid)", "Total value (price × quantity)"),
    "priced": (
        "{priced} van {products} producten met een prijs; {unpriced} zonder",
        "{priced} of {products} products priced; {unpriced} without",
    ),
    "environment_totals": (
        "Milieu (som van de ingevoerde waarden)",
        "Environment (sum as entered)",
    ),
    "figure": ("Kengetal", "Figure"),
    "total": ("Totaal", "Total"),
    "given": ("Met waarde", "Given"),
    "missing": ("Zonder waarde", "Missing"),
    "generic_environmental_information.co2_reduction": ("CO₂-reductie (kg)", "CO₂ reduction (kg)"),
    "generic_environmental_information.eci_result": ("MKI (€)", "ECI (€)"),
    "generic_environmental_information.nox_result": ("NOx", "NOx"),
    "nmd": ("Met MKI / NMD-id", "With MKI / NMD id"),
    "catalogue": ("Catalogus", "Catalogue"),
    "dimensions": ("Afmetingen", "Dimensions"),
    "condition": ("Staat", "Condition"),
    "price": ("Prijs", "Price"),
    "draft": ("CONCEPT", "DRAFT"),
    "no_photo": ("geen foto", "no photo"),
    "no_products": (
        "Er zijn (nog) geen producten met dit projectnummer.",
        "There are no products with this project number (yet).",
    ),
    "annex": ("Bijlage: {name}", "Annex: {name}"),
    "photos": ("met foto", "with a photo"),
}


# The listed statuses (values.json: product and material statuses), in English.
_STATUSES_EN = {
    "Beschikbaar": "Available",
    "Te koop": "For sale",
    "Gereserveerd": "Reserved",
    "Geleverd": "Delivered",
    "Verkocht": "Sold",
}


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
