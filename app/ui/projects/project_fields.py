"""The project form's fields, by wire path and section, and the read-only server details."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.ui.binding import FieldSpec

# The periods whose "tot" must come after their "vanaf".
PERIODS = (
    ("materiaal_beschikbaar_vanaf", "materiaal_beschikbaar_tot"),
    ("materiaal_online_vanaf", "materiaal_online_tot"),
)
MOMENT_PATHS = tuple(path for period in PERIODS for path in period)


def section_titles() -> dict[str, str]:
    return {
        "project": QCoreApplication.translate("ProjectFields", "Project"),
        "contact": QCoreApplication.translate("ProjectFields", "Contact"),
        "address": QCoreApplication.translate("ProjectFields", "Address"),
        "period": QCoreApplication.translate("ProjectFields", "Material period"),
        "delivery": QCoreApplication.translate("ProjectFields", "Delivery"),
    }


def project_fields() -> list[FieldSpec]:
    """Every field of the project create request, in the order the form shows them."""
    return [
        FieldSpec(
            "title", QCoreApplication.translate("ProjectFields", "Title"), "project", required=True
        ),
        FieldSpec(
            "status_materiaal",
            QCoreApplication.translate("ProjectFields", "Material status"),
            "project",
            "choice",
            required=True,
        ),
        FieldSpec(
            "grondsoort", QCoreApplication.translate("ProjectFields", "Soil"), "project", "choice"
        ),
        FieldSpec(
            "prive", QCoreApplication.translate("ProjectFields", "Private"), "project", "bool"
        ),
        FieldSpec(
            "contactpersoon_naam",
            QCoreApplication.translate("ProjectFields", "Name"),
            "contact",
            required=True,
        ),
        FieldSpec(
            "contactpersoon_email",
            QCoreApplication.translate("ProjectFields", "E-mail"),
            "contact",
            required=True,
        ),
        FieldSpec(
            "adres",
            QCoreApplication.translate("ProjectFields", "Address"),
            "address",
            required=True,
        ),
        FieldSpec(
            "postcode",
            QCoreApplication.translate("ProjectFields", "Postal code"),
            "address",
            required=True,
        ),
        FieldSpec(
            "plaats", QCoreApplication.translate("ProjectFields", "City"), "address", required=True
        ),
        FieldSpec(
            "materiaal_beschikbaar_vanaf",
            QCoreApplication.translate("ProjectFields", "Available from"),
            "period",
            "moment",
            required=True,
        ),
        FieldSpec(
            "materiaal_beschikbaar_tot",
            QCoreApplication.translate("ProjectFields", "Available until"),
            "period",
            "moment",
            required=True,
        ),
        FieldSpec(
            "materiaal_online_vanaf",
            QCoreApplication.translate("ProjectFields", "Online from"),
            "period",
            "moment",
            required=True,
        ),
        FieldSpec(
            "materiaal_online_tot",
            QCoreApplication.translate("ProjectFields", "Online until"),
            "period",
            "moment",
            required=True,
        ),
        FieldSpec(
            "levering",
            QCoreApplication.translate("ProjectFields", "Delivery"),
            "delivery",
            "multiline",
            required=True,
        ),
    ]


def soil_label(value: str | None) -> str:
    if value is None:
        return ""
    return value or QCoreApplication.translate("ProjectFields", "Unknown")


def detail_fields() -> list[tuple[str, str]]:
    """(response field, label) of everything the service returns about a project."""
    return [
        ("id", QCoreApplication.translate("ProjectFields", "Project number")),
        ("title", QCoreApplication.translate("ProjectFields", "Title")),
        ("status_materiaal", QCoreApplication.translate("ProjectFields", "Material status")),
        ("published", QCoreApplication.translate("ProjectFields", "Published")),
        ("prive", QCoreApplication.translate("ProjectFields", "Private")),
        ("archived", QCoreApplication.translate("ProjectFields", "Archived")),
        ("beschrijving", QCoreApplication.translate("ProjectFields", "Description")),
        ("functie_object", QCoreApplication.translate("ProjectFields", "Function")),
        ("bouwjaar", QCoreApplication.translate("ProjectFields", "Year of construction")),
        ("aantal_bouwlagen", QCoreApplication.translate("ProjectFields", "Storeys")),
        (
            "bruto_vloeroppervlak_m2",
            QCoreApplication.translate("ProjectFields", "Gross floor area (m²)"),
        ),
        ("architect", QCoreApplication.translate("ProjectFields", "Architect")),
        ("materiaaleigenaar", QCoreApplication.translate("ProjectFields", "Owner of the material")),
        ("contactpersoon_naam", QCoreApplication.translate("ProjectFields", "Contact")),
        ("contactpersoon_email", QCoreApplication.translate("ProjectFields", "E-mail")),
        ("adres", QCoreApplication.translate("ProjectFields", "Address")),
        ("postcode", QCoreApplication.translate("ProjectFields", "Postal code")),
        ("plaats", QCoreApplication.translate("ProjectFields", "City")),
        ("coordinates", QCoreApplication.translate("ProjectFields", "Coordinates")),
        ("grondsoort", QCoreApplication.translate("ProjectFields", "Soil")),
        ("grondwaterstand", QCoreApplication.translate("ProjectFields", "Groundwater level (cm)")),
        ("bereikbaarheid_locatie", QCoreApplication.translate("ProjectFields", "Accessibility")),
        (
            "voorbereidende_werkzaamheden_mogelijk_vanaf",
            QCoreApplication.translate("ProjectFields", "Preparatory work from"),
        ),
        (
            "materiaal_beschikbaar_vanaf",
            QCoreApplication.translate("ProjectFields", "Available from"),
        ),
        (
            "materiaal_beschikbaar_tot",
            QCoreApplication.translate("ProjectFields", "Available until"),
        ),
        ("materiaal_online_vanaf", QCoreApplication.translate("ProjectFields", "Online from")),
        ("materiaal_online_tot", QCoreApplication.translate("ProjectFields", "Online until")),
        ("levering", QCoreApplication.translate("ProjectFields", "Delivery")),
        ("url", QCoreApplication.translate("ProjectFields", "Web page")),
        ("created_at", QCoreApplication.translate("ProjectFields", "Created")),
        ("updated_at", QCoreApplication.translate("ProjectFields", "Changed")),
    ]
