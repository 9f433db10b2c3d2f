"""Projects: the create form, the list item the service returns, and the image request."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Annotated
from typing import ClassVar

from app.api.categories import MATERIAL_STATUSES
from app.api.categories import SOIL_TYPES
from app.api.fields import ApiModel
from app.api.fields import OptionalDateTime
from app.api.fields import OptionalDecimal
from app.api.fields import OptionalInt
from app.api.schema import FormModel
from app.api.schema import Section
from app.api.schema import Ui

# Each field's `Ui`: every project field but two is required; the period's are moments.
_text = partial(Ui, required=True)
_moment = partial(Ui, section="period", widget="moment", required=True)


class ProjectRequest(FormModel):
    """The project form: what create sends. Dates are sent as UTC date-times."""

    KIND = "project"
    OMITTED_WHEN_EMPTY = ("grondsoort", "prive")
    SECTIONS: ClassVar[Mapping[str, Section]] = {
        "project": Section("Project", "Project", 0),
        "contact": Section("Contact", "Contact", 1),
        "address": Section("Adres", "Address", 0),
        "delivery": Section("Levering", "Delivery", 1),
        "period": Section("Materiaalperiode", "Material period", None),
    }

    title: Annotated[str, _text("Titel", "Title", "project", title=True)] = ""
    status_materiaal: Annotated[
        str,
        Ui(
            "Materiaalstatus",
            "Material status",
            "project",
            "choice",
            required=True,
            choices=MATERIAL_STATUSES,
            column="status",
            search="categories",
        ),
    ] = ""
    grondsoort: Annotated[
        str | None, Ui("Grondsoort", "Soil", "project", "choice", choices=SOIL_TYPES)
    ] = None
    prive: Annotated[bool | None, Ui("Privé", "Private", "project", "bool", column="private")] = (
        None
    )
    contactpersoon_naam: Annotated[str, _text("Naam", "Name", "contact", search="other")] = ""
    contactpersoon_email: Annotated[str, _text("E-mail", "E-mail", "contact", format="email")] = ""
    adres: Annotated[str, _text("Adres", "Address", "address", search="address")] = ""
    postcode: Annotated[str, _text("Postcode", "Postal code", "address", search="address")] = ""
    plaats: Annotated[str, _text("Plaats", "City", "address", column="city", search="address")] = ""
    materiaal_beschikbaar_vanaf: Annotated[
        OptionalDateTime, _moment("Beschikbaar vanaf", "Available from")
    ] = None
    materiaal_beschikbaar_tot: Annotated[
        OptionalDateTime,
        _moment("Beschikbaar tot", "Available until", not_before="materiaal_beschikbaar_vanaf"),
    ] = None
    materiaal_online_vanaf: Annotated[OptionalDateTime, _moment("Online vanaf", "Online from")] = (
        None
    )
    materiaal_online_tot: Annotated[
        OptionalDateTime, _moment("Online tot", "Online until", not_before="materiaal_online_vanaf")
    ] = None
    levering: Annotated[
        str, _text("Levering", "Delivery", "delivery", widget="multiline", search="description")
    ] = ""


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
    bouwjaar: OptionalInt = None
    aantal_bouwlagen: OptionalInt = None
    bruto_vloeroppervlak_m2: OptionalInt = None
    architect: str | None = None
    voorbereidende_werkzaamheden_mogelijk_vanaf: str | None = None
    grondwaterstand: OptionalInt = None
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


class ProjectImageRequest(ApiModel):
    """`POST /projects/{id}/images`: `src` is a `data:` URI or an http(s) address."""

    name: str
    src: str
