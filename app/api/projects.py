"""Projects: the create form, the list item the service returns, and the image request."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import Field, ValidationInfo, field_validator

from app.api.categories import MATERIAL_STATUSES, SOIL_TYPES
from app.api.fields import (
    ApiModel,
    FormModel,
    OptionalDateTime,
    OptionalDecimal,
)
from app.api.rules import check_choice, check_email, check_order, fail, require_text, rules_on

_REQUIRED_TEXT: dict[str, str] = {
    "title": "Vul een titel in.",
    "contactpersoon_naam": "Vul de naam van de contactpersoon in.",
    "contactpersoon_email": "Vul het e-mailadres van de contactpersoon in.",
    "adres": "Vul een adres in.",
    "postcode": "Vul een postcode in.",
    "plaats": "Vul een plaats in.",
    "levering": "Beschrijf hoe het materiaal wordt geleverd.",
}

_REQUIRED_MOMENT: dict[str, str] = {
    "materiaal_beschikbaar_vanaf": "Vul in vanaf wanneer het materiaal beschikbaar is.",
    "materiaal_beschikbaar_tot": "Vul in tot wanneer het materiaal beschikbaar is.",
    "materiaal_online_vanaf": "Vul in vanaf wanneer het materiaal online staat.",
    "materiaal_online_tot": "Vul in tot wanneer het materiaal online staat.",
}


class ProjectRequest(FormModel):
    """The project form: what create sends. Dates are sent as UTC date-times."""

    title: str = Field("", validate_default=True)
    contactpersoon_naam: str = Field("", validate_default=True)
    contactpersoon_email: str = Field("", validate_default=True)
    adres: str = Field("", validate_default=True)
    postcode: str = Field("", validate_default=True)
    plaats: str = Field("", validate_default=True)
    materiaal_beschikbaar_vanaf: OptionalDateTime = Field(None, validate_default=True)
    materiaal_beschikbaar_tot: OptionalDateTime = Field(None, validate_default=True)
    materiaal_online_vanaf: OptionalDateTime = Field(None, validate_default=True)
    materiaal_online_tot: OptionalDateTime = Field(None, validate_default=True)
    levering: str = Field("", validate_default=True)
    status_materiaal: str = Field("", validate_default=True)
    grondsoort: str | None = None
    prive: bool | None = None

    @field_validator(*_REQUIRED_TEXT)
    @classmethod
    def _text_required(cls, value: str, info: ValidationInfo) -> str:
        if rules_on(info) and info.field_name is not None:
            require_text(value, _REQUIRED_TEXT[info.field_name])
        return value

    @field_validator("contactpersoon_email")
    @classmethod
    def _email(cls, value: str, info: ValidationInfo) -> str:
        if rules_on(info):
            check_email(value)
        return value

    @field_validator(*_REQUIRED_MOMENT)
    @classmethod
    def _moment_required(cls, value: datetime | None, info: ValidationInfo) -> datetime | None:
        if rules_on(info) and info.field_name is not None:
            if value is None:
                raise fail(_REQUIRED_MOMENT[info.field_name])
            start_of = {
                "materiaal_beschikbaar_tot": "materiaal_beschikbaar_vanaf",
                "materiaal_online_tot": "materiaal_online_vanaf",
            }.get(info.field_name)
            if start_of is not None:
                check_order(
                    info.data.get(start_of),
                    value,
                    "De einddatum mag niet voor de begindatum liggen.",
                )
        return value

    @field_validator("status_materiaal")
    @classmethod
    def _status(cls, value: str, info: ValidationInfo) -> str:
        if rules_on(info):
            require_text(value, "Kies de status van het materiaal.")
            check_choice(value, MATERIAL_STATUSES, "Kies een geldige status.")
        return value

    @field_validator("grondsoort")
    @classmethod
    def _soil(cls, value: str | None, info: ValidationInfo) -> str | None:
        if rules_on(info):
            check_choice(value, SOIL_TYPES, "Kies een geldige grondsoort.")
        return value

    def to_payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = self.model_dump(mode="json", by_alias=True)
        # Optional members the form left empty are not sent at all.
        for key in ("grondsoort", "prive"):
            if payload.get(key) is None:
                payload.pop(key, None)
        return payload


class ProjectResponse(ApiModel):
    """A project as the service lists it."""

    id: int
    title: str
    published: bool
    created_at: OptionalDateTime = None
    updated_at: OptionalDateTime = None
    beschrijving: str | None = None
    contactpersoon_naam: str | None = None
    contactpersoon_email: str | None = None
    adres: str | None = None
    postcode: str | None = None
    plaats: str | None = None
    latitude: OptionalDecimal = None
    longitude: OptionalDecimal = None
    functie_object: str | None = None
    bouwjaar: int | None = None
    aantal_bouwlagen: int | None = None
    bruto_vloeroppervlak_m2: int | None = None
    architect: str | None = None
    voorbereidende_werkzaamheden_mogelijk_vanaf: str | None = None
    grondwaterstand: int | None = None
    grondsoort: str | None = None
    bereikbaarheid_locatie: str | None = None
    materiaal_beschikbaar_vanaf: OptionalDateTime = None
    materiaal_beschikbaar_tot: OptionalDateTime = None
    materiaal_online_vanaf: OptionalDateTime = None
    materiaal_online_tot: OptionalDateTime = None
    levering: str | None = None
    status_materiaal: str | None = None
    materiaaleigenaar: str | None = None
    prive: bool | None = None
    archived: bool | None = None
    url: str

    @field_validator(
        "bouwjaar",
        "aantal_bouwlagen",
        "bruto_vloeroppervlak_m2",
        "grondwaterstand",
        mode="before",
    )
    @classmethod
    def _blank_number(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value


class ProjectImageRequest(ApiModel):
    """`POST /projects/{id}/images`: `src` is a `data:` URI or an http(s) address."""

    name: str
    src: str


class CreatedProject(ApiModel):
    id: int
