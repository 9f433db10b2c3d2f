"""The demo catalogue: four Dutch demolition and renovation projects and about 300 products.

Deterministic (a fixed random seed), so screenshots, training material and tests see the same
catalogue every time, and fast (one transaction, no image library): the thumbnails are small
PNGs built by hand from zlib and struct.
"""

from __future__ import annotations

import random
import struct
import zlib
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from app.sandbox.database import Database
from app.sandbox.interface import CATEGORIES

SEED = 20261122
PRODUCT_COUNT = 300
IMAGE_COUNT = 20


@dataclass(frozen=True, slots=True)
class Kind:
    """A sort of reusable material: how it is named, measured, counted and priced."""

    names: tuple[str, ...]
    size_cm: tuple[tuple[int, int], tuple[int, int], tuple[int, int]]  # (min, max) h, w, d
    uom: str
    quantity: tuple[int, int]
    price: tuple[int, int]
    materials: tuple[str, ...]
    colors: tuple[str, ...]


_KINDS: dict[str, Kind] = {
    "Binnendeuren": Kind(
        ("Opdekdeur", "Stompe binnendeur", "Glasdeur met blank glas", "Paneeldeur", "Schuifdeur"),
        ((201, 231), (73, 93), (4, 4)),
        "PCE",
        (1, 40),
        (15, 90),
        ("Hout", "Hardboard", "Vuren"),
        ("Wit", "Gebroken wit", "Eiken naturel", "Grijs"),
    ),
    "Buitendeuren": Kind(
        ("Voordeur met bovenlicht", "Achterdeur hardhout", "Stalen nooddeur", "Tuindeur dubbel"),
        ((201, 241), (83, 160), (4, 7)),
        "PCE",
        (1, 8),
        (60, 350),
        ("Meranti", "Staal", "Aluminium"),
        ("Antraciet", "Groen", "Blank gelakt", "Rood"),
    ),
    "Kozijnen": Kind(
        ("Houten binnenkozijn", "Stalen montagekozijn", "Hardhouten buitenkozijn"),
        ((211, 260), (88, 180), (7, 14)),
        "PCE",
        (1, 30),
        (20, 180),
        ("Hout", "Staal", "Meranti"),
        ("Wit", "Grijs", "Crème"),
    ),
    "Deurbeslag": Kind(
        ("Deurkruk RVS op rozet", "Cilinderslot", "Deurdranger", "Scharnier 89 mm"),
        ((2, 30), (2, 8), (2, 8)),
        "PCE",
        (4, 120),
        (2, 35),
        ("RVS", "Messing", "Aluminium"),
        ("Zilver", "Goud", "Zwart"),
    ),
    "Balken": Kind(
        ("Gelamineerde ligger", "Vuren balk", "Eiken moerbalk", "Douglas balk"),
        ((15, 45), (6, 20), (300, 900)),
        "PCE",
        (2, 60),
        (25, 220),
        ("Vuren", "Eiken", "Douglas", "Gelamineerd hout"),
        ("Naturel",),
    ),
    "Kolommen": Kind(
        ("Stalen kolom HEB 200", "Betonkolom prefab", "Ronde stalen kolom"),
        ((260, 400), (20, 40), (20, 40)),
        "PCE",
        (2, 24),
        (80, 450),
        ("Staal", "Beton"),
        ("Grijs", "Menie-oranje"),
    ),
    "Spanten": Kind(
        ("Houten spant", "Stalen vakwerkspant", "Gelamineerd spant"),
        ((150, 400), (600, 1500), (8, 20)),
        "PCE",
        (2, 16),
        (150, 900),
        ("Hout", "Staal"),
        ("Naturel", "Grijs"),
    ),
    "Staalprofielen": Kind(
        ("HEA 160 profiel", "IPE 240 ligger", "UNP 120 profiel", "Kokerprofiel 100x100"),
        ((10, 30), (8, 24), (300, 1200)),
        "MTR",
        (6, 180),
        (12, 60),
        ("Staal S235", "Staal S355"),
        ("Blank", "Gegalvaniseerd", "Grijs gegrond"),
    ),
    "Tegels": Kind(
        ("Keramische vloertegel 60x60", "Wandtegel 15x15", "Natuurstenen tegel", "Terrazzotegel"),
        ((1, 2), (15, 60), (15, 60)),
        "MTK",
        (10, 240),
        (8, 45),
        ("Keramiek", "Natuursteen", "Terrazzo"),
        ("Antraciet", "Beige", "Wit", "Zwart-wit"),
    ),
    "Parket": Kind(
        ("Eiken visgraat parket", "Massief eiken plank", "Lamelparket"),
        ((1, 2), (7, 22), (50, 220)),
        "MTK",
        (15, 180),
        (20, 70),
        ("Eiken", "Beuken", "Merbau"),
        ("Naturel", "Gerookt", "Wit geolied"),
    ),
    "Vloerplaten": Kind(
        ("Computervloerplaat", "Betonplex plaat", "Spaanplaat vloerdeel"),
        ((2, 4), (60, 122), (60, 244)),
        "PCE",
        (20, 400),
        (4, 25),
        ("Spaanplaat", "Betonplex", "Staal/beton"),
        ("Grijs", "Bruin"),
    ),
    "Tapijttegels": Kind(
        ("Tapijttegel 50x50", "Naaldvilt tegel", "Tapijttegel met lus"),
        ((1, 1), (50, 50), (50, 50)),
        "MTK",
        (40, 600),
        (2, 9),
        ("Polyamide", "Polypropyleen"),
        ("Grijs", "Blauw", "Antraciet", "Groen"),
    ),
    "Systeemwanden": Kind(
        ("Glazen systeemwand", "Dichte systeemwand", "Systeemwand met deur"),
        ((260, 300), (100, 120), (10, 12)),
        "PCE",
        (4, 60),
        (40, 250),
        ("Aluminium/glas", "Staal/gips"),
        ("Wit", "Zilvergrijs"),
    ),
    "Plafondplaten": Kind(
        ("Mineraalwol plafondplaat", "Metalen plafondplaat", "Akoestische plaat"),
        ((1, 3), (60, 60), (60, 120)),
        "PCE",
        (50, 800),
        (1, 6),
        ("Mineraalwol", "Staal"),
        ("Wit",),
    ),
    "Gipsplaten": Kind(
        ("Gipsplaat 12,5 mm", "Brandwerende gipsplaat", "Vochtwerende gipsplaat"),
        ((1, 2), (60, 120), (260, 300)),
        "PCE",
        (10, 200),
        (3, 9),
        ("Gips",),
        ("Wit", "Groen"),
    ),
    "Gevelpanelen": Kind(
        ("Sandwichpaneel", "Vezelcement gevelplaat", "Houten gevelbekleding"),
        ((100, 300), (60, 120), (2, 12)),
        "MTK",
        (10, 200),
        (10, 60),
        ("Staal/PIR", "Vezelcement", "Red cedar"),
        ("Antraciet", "Wit", "Naturel"),
    ),
    "Dakpannen": Kind(
        ("Keramische dakpan", "Betonnen dakpan", "Leien dakbedekking"),
        ((1, 2), (20, 33), (30, 42)),
        "PCE",
        (200, 4000),
        (1, 3),
        ("Keramiek", "Beton", "Leisteen"),
        ("Rood", "Antraciet", "Oranje"),
    ),
    "Ramen": Kind(
        ("Draaikiepraam", "Houten schuifraam", "Aluminium raam met HR++"),
        ((60, 160), (50, 140), (6, 12)),
        "PCE",
        (1, 40),
        (30, 220),
        ("Hout", "Aluminium", "Kunststof"),
        ("Wit", "Antraciet", "Crème"),
    ),
    "Glas": Kind(
        ("HR++ isolatieglas", "Gelaagd veiligheidsglas", "Enkel glas"),
        ((50, 240), (50, 180), (1, 3)),
        "MTK",
        (2, 60),
        (15, 90),
        ("Glas",),
        ("Blank",),
    ),
    "Toiletten": Kind(
        ("Wandcloset", "Staand toilet met reservoir", "Urinoir"),
        ((35, 80), (35, 40), (50, 70)),
        "PCE",
        (1, 24),
        (20, 120),
        ("Sanitairporselein",),
        ("Wit",),
    ),
    "Wastafels": Kind(
        ("Fontein", "Wastafel 60 cm", "Dubbele wastafel", "Uitstortgootsteen"),
        ((15, 45), (40, 120), (30, 50)),
        "PCE",
        (1, 30),
        (15, 150),
        ("Sanitairporselein", "RVS"),
        ("Wit", "Zilver"),
    ),
    "Kranen": Kind(
        ("Wastafelmengkraan", "Keukenkraan", "Thermostatische douchekraan"),
        ((10, 40), (5, 25), (10, 30)),
        "PCE",
        (1, 40),
        (10, 90),
        ("Messing verchroomd", "RVS"),
        ("Chroom", "Zwart"),
    ),
    "Douches": Kind(
        ("Douchebak 90x90", "Glazen douchewand", "Regendouche set"),
        ((5, 200), (80, 120), (80, 120)),
        "PCE",
        (1, 12),
        (40, 250),
        ("Acryl", "Glas", "RVS"),
        ("Wit", "Helder"),
    ),
    "Verlichting": Kind(
        ("LED paneel 60x60", "TL-armatuur", "Hanglamp industrieel", "Noodverlichting"),
        ((5, 40), (20, 150), (10, 60)),
        "PCE",
        (4, 200),
        (5, 60),
        ("Aluminium", "Staal", "Kunststof"),
        ("Wit", "Zwart", "Zilver"),
    ),
    "Radiatoren": Kind(
        ("Paneelradiator type 22", "Gietijzeren radiator", "Convector"),
        ((30, 90), (40, 200), (6, 16)),
        "PCE",
        (1, 40),
        (20, 180),
        ("Staal", "Gietijzer"),
        ("Wit", "Antraciet"),
    ),
    "Ventilatie": Kind(
        ("WTW-unit", "Ventilatierooster", "Luchtkanaal spiro 200"),
        ((20, 80), (20, 100), (20, 300)),
        "PCE",
        (1, 60),
        (10, 600),
        ("Staal verzinkt", "Aluminium"),
        ("Zilver", "Wit"),
    ),
    "Elektra": Kind(
        ("Groepenkast", "Kabelgoot", "Wandcontactdoos dubbel", "Schakelmateriaal set"),
        ((5, 80), (8, 60), (4, 300)),
        "PCE",
        (2, 150),
        (2, 120),
        ("Kunststof", "Staal"),
        ("Wit", "Grijs"),
    ),
    "Kasten": Kind(
        ("Archiefkast met roldeur", "Lockerkast 6 deurs", "Boekenkast eiken"),
        ((100, 200), (80, 120), (40, 60)),
        "PCE",
        (1, 30),
        (20, 160),
        ("Staal", "Hout", "Spaanplaat"),
        ("Grijs", "Wit", "Eiken"),
    ),
    "Tafels": Kind(
        ("Bureau 160x80", "Vergadertafel", "Kantinetafel", "Schooltafel"),
        ((72, 76), (70, 300), (60, 120)),
        "PCE",
        (2, 80),
        (15, 180),
        ("Hout/staal", "Spaanplaat", "Massief eiken"),
        ("Wit", "Beuken", "Zwart"),
    ),
    "Stoelen": Kind(
        ("Bureaustoel", "Kantinestoel stapelbaar", "Schoolstoel", "Vergaderstoel"),
        ((78, 110), (45, 65), (45, 65)),
        "PCE",
        (4, 120),
        (5, 90),
        ("Kunststof/staal", "Hout", "Stof"),
        ("Zwart", "Blauw", "Grijs", "Rood"),
    ),
    "Keukens": Kind(
        ("Pantrykeuken", "Keukenblok met spoelbak", "Keukenkastje onder"),
        ((85, 220), (60, 300), (60, 65)),
        "PCE",
        (1, 10),
        (50, 900),
        ("Spaanplaat", "MDF"),
        ("Wit", "Hoogglans grijs", "Eiken"),
    ),
    "Bestrating": Kind(
        ("Betonklinker", "Gebakken klinker", "Stoeptegel 30x30", "Natuursteen kei"),
        ((5, 8), (10, 30), (20, 30)),
        "MTK",
        (20, 600),
        (4, 30),
        ("Beton", "Gebakken klei", "Graniet"),
        ("Grijs", "Rood", "Antraciet"),
    ),
    "Hekwerk": Kind(
        ("Dubbelstaafmat", "Bouwhek", "Smeedijzeren hek"),
        ((100, 200), (200, 350), (3, 6)),
        "PCE",
        (2, 80),
        (15, 140),
        ("Staal verzinkt", "Smeedijzer"),
        ("Groen", "Antraciet", "Zwart"),
    ),
    "Straatmeubilair": Kind(
        ("Parkbank", "Fietsenrek", "Afvalbak", "Plantenbak beton"),
        ((40, 120), (60, 250), (40, 80)),
        "PCE",
        (1, 20),
        (40, 600),
        ("Hout/staal", "Beton", "Staal"),
        ("Naturel", "Antraciet", "Grijs"),
    ),
}

_QUALITIES = ("Zeer goed", "Goed", "Redelijk", "Gebruikssporen")
_STATUSES = (
    ("Beschikbaar", 50),
    ("Te koop", 20),
    ("Gereserveerd", 12),
    ("Geleverd", 8),
    ("Verkocht", 6),
    (None, 4),
)

_PROJECTS: tuple[dict[str, Any], ...] = (
    {
        "title": "Sloop basisschool De Regenboog, Utrecht",
        "beschrijving": "Volledige sloop van een basisschool uit 1972; veel binnendeuren, "
        "schoolmeubilair, verlichting en tegels komen vrij.",
        "contactpersoon_naam": "Sanne de Vries",
        "contactpersoon_email": "s.devries@sloopwerken-utrecht.nl",
        "adres": "Regenbooglaan 14",
        "postcode": "3544 AB",
        "plaats": "Utrecht",
        "latitude": "52.0985",
        "longitude": "5.0617",
        "functie_object": "Onderwijs",
        "bouwjaar": 1972,
        "aantal_bouwlagen": 2,
        "bruto_vloeroppervlak_m2": 2150,
        "architect": "Bureau Van Dam",
        "grondsoort": "Klei",
        "grondwaterstand": 120,
        "bereikbaarheid_locatie": "Goed bereikbaar met vrachtwagen tot 12 m via de Regenbooglaan.",
        "materiaaleigenaar": "Gemeente Utrecht",
        "levering": "Ophalen op locatie na afspraak, werkdagen 8:00-16:00.",
        "status_materiaal": "Beschikbaar",
        "prive": False,
        "published": True,
    },
    {
        "title": "Strip kantoorpand Stationsplein, Amersfoort",
        "beschrijving": "Casco-strip van vier kantoorverdiepingen: systeemwanden, "
        "plafondplaten, computervloeren en pantrykeukens.",
        "contactpersoon_naam": "Mark Jansen",
        "contactpersoon_email": "mark.jansen@circulairbouwen.nl",
        "adres": "Stationsplein 41",
        "postcode": "3818 LE",
        "plaats": "Amersfoort",
        "latitude": "52.1532",
        "longitude": "5.3736",
        "functie_object": "Kantoor",
        "bouwjaar": 1994,
        "aantal_bouwlagen": 5,
        "bruto_vloeroppervlak_m2": 6400,
        "architect": None,
        "grondsoort": "Zand",
        "grondwaterstand": 200,
        "bereikbaarheid_locatie": "Laden en lossen via de achteringang; bouwlift aanwezig.",
        "materiaaleigenaar": "Vastgoed Eemland B.V.",
        "levering": "Levering mogelijk binnen 50 km, anders ophalen.",
        "status_materiaal": "Te koop",
        "prive": False,
        "published": True,
    },
    {
        "title": "Renovatie woonblok Kanaleneiland, Utrecht",
        "beschrijving": "Renovatie van 64 portiekwoningen; keukens, sanitair, radiatoren en "
        "kozijnen worden vervangen.",
        "contactpersoon_naam": "Fatima el Amrani",
        "contactpersoon_email": "f.elamrani@woonstichting-midden.nl",
        "adres": "Marshalllaan 210",
        "postcode": "3527 TK",
        "plaats": "Utrecht",
        "latitude": "52.0701",
        "longitude": "5.0950",
        "functie_object": "Wonen",
        "bouwjaar": 1961,
        "aantal_bouwlagen": 4,
        "bruto_vloeroppervlak_m2": 5100,
        "architect": "Gemeentelijke Dienst Volkshuisvesting",
        "grondsoort": "Veen",
        "grondwaterstand": 80,
        "bereikbaarheid_locatie": "Beperkte parkeerruimte; laden via binnenterrein.",
        "materiaaleigenaar": "Woonstichting Midden",
        "levering": "Alleen ophalen, per portiek gebundeld.",
        "status_materiaal": "Gereserveerd",
        "prive": True,
        "published": False,
    },
    {
        "title": "Sloop distributiecentrum Havenweg, Zwolle",
        "beschrijving": "Sloop van een distributiehal met staalconstructie, gevelpanelen en "
        "buitenterrein met bestrating en hekwerk.",
        "contactpersoon_naam": "Pieter Bakker",
        "contactpersoon_email": "p.bakker@oostsloop.nl",
        "adres": "Havenweg 7",
        "postcode": "8011 XK",
        "plaats": "Zwolle",
        "latitude": "52.5168",
        "longitude": "6.0830",
        "functie_object": "Logistiek",
        "bouwjaar": 1988,
        "aantal_bouwlagen": 1,
        "bruto_vloeroppervlak_m2": 12000,
        "architect": None,
        "grondsoort": "",
        "grondwaterstand": None,
        "bereikbaarheid_locatie": "Ruim terrein, geschikt voor opleggers en kraan.",
        "materiaaleigenaar": "Havenbedrijf Zwolle",
        "levering": "Ophalen met eigen transport; laden met heftruck mogelijk.",
        "status_materiaal": "Beschikbaar",
        "prive": False,
        "published": True,
    },
)

# Which categories each project mostly yields (by index in _PROJECTS).
_PROJECT_FOCUS: tuple[tuple[str, ...], ...] = (
    ("Deuren", "Vloeren", "Inrichting", "Installaties", "Sanitair"),
    ("Wanden en plafonds", "Vloeren", "Installaties", "Inrichting", "Deuren"),
    ("Sanitair", "Installaties", "Deuren", "Gevel en dak", "Inrichting"),
    ("Constructie", "Gevel en dak", "Buitenruimte", "Installaties"),
)

_STREETS = (
    ("Oudegracht", "3511 AL", "Utrecht"),
    ("Amsterdamsestraatweg", "3513 AG", "Utrecht"),
    ("Utrechtseweg", "3818 EA", "Amersfoort"),
    ("Langestraat", "3811 AB", "Amersfoort"),
    ("Diezerstraat", "8011 RH", "Zwolle"),
    ("Industrieweg", "3542 AD", "Utrecht"),
    ("Kanaalweg", "3526 KM", "Utrecht"),
    ("Nijverheidsweg", "3812 PM", "Amersfoort"),
)
_PEOPLE = (
    "Jeroen van den Berg",
    "Lotte Visser",
    "Ahmed Yilmaz",
    "Eva Smit",
    "Daan Mulder",
    "Sophie de Boer",
    "Bram Hendriks",
    "Noor Dekker",
)
_PROJECT_DATES = (
    (
        "2026-03-01T07:00:00Z",
        "2026-06-30T16:00:00Z",
        "2026-02-15T00:00:00Z",
        "2026-07-31T00:00:00Z",
    ),
    (
        "2026-04-01T07:00:00Z",
        "2026-09-30T16:00:00Z",
        "2026-03-15T00:00:00Z",
        "2026-10-31T00:00:00Z",
    ),
    (
        "2026-05-01T07:00:00Z",
        "2026-12-31T16:00:00Z",
        "2026-04-15T00:00:00Z",
        "2027-01-31T00:00:00Z",
    ),
    (
        "2026-02-01T07:00:00Z",
        "2026-05-31T16:00:00Z",
        "2026-01-15T00:00:00Z",
        "2026-06-30T00:00:00Z",
    ),
)


def seed_demo_catalogue(db: Database) -> None:
    rng = random.Random(SEED)
    project_ids = []
    for project, dates in zip(_PROJECTS, _PROJECT_DATES, strict=True):
        doc = _project_doc(project, dates)
        project_ids.append(db.insert_project(doc, prive=bool(doc["prive"])))

    rows: list[tuple[dict[str, Any], int | None]] = []
    for number in range(1, PRODUCT_COUNT + 1):
        slot = rng.randrange(len(project_ids) + 1)
        if slot < len(project_ids):
            category = rng.choice(_PROJECT_FOCUS[slot])
            rows.append(
                (_product_doc(rng, number, category, project_ids[slot], slot), project_ids[slot])
            )
        else:
            rows.append((_product_doc(rng, number, rng.choice(list(CATEGORIES)), None, None), None))
    product_ids = db.insert_products(rows)

    for index, product_id in enumerate(rng.sample(product_ids, IMAGE_COUNT)):
        colour = _COLOURS[index % len(_COLOURS)]
        db.add_media(
            owner_type="product",
            owner_id=product_id,
            kind="image",
            name=f"foto-{product_id}.png",
            content_type="image/png",
            data=solid_png(48, 36, colour),
        )


def _project_doc(project: dict[str, Any], dates: tuple[str, str, str, str]) -> dict[str, Any]:
    doc = dict(project)
    (
        doc["materiaal_beschikbaar_vanaf"],
        doc["materiaal_beschikbaar_tot"],
        doc["materiaal_online_vanaf"],
        doc["materiaal_online_tot"],
    ) = dates
    doc["voorbereidende_werkzaamheden_mogelijk_vanaf"] = None
    doc["archived"] = False
    return doc


def _product_doc(
    rng: random.Random, number: int, category: str, project_id: int | None, slot: int | None
) -> dict[str, Any]:
    sub = rng.choice(CATEGORIES[category])
    kind = _KINDS[sub]
    (h_lo, h_hi), (w_lo, w_hi), (d_lo, d_hi) = kind.size_cm
    status = rng.choices([s for s, _ in _STATUSES], weights=[w for _, w in _STATUSES])[0]
    price_on_request = rng.random() < 0.1
    price = None if price_on_request else _money(rng, *kind.price)
    material = rng.choice(kind.materials)
    colour = rng.choice(kind.colors)
    name = f"{rng.choice(kind.names)} ({colour.lower()})"
    if slot is not None:
        project = _PROJECTS[slot]
        street, postcode, city = project["adres"], project["postcode"], project["plaats"]
        person = project["contactpersoon_naam"]
        email = project["contactpersoon_email"]
    else:
        street_name, postcode, city = rng.choice(_STREETS)
        street = f"{street_name} {rng.randint(1, 250)}"
        person = rng.choice(_PEOPLE)
        email = person.lower().replace(" ", ".") + "@hergebruikpunt.nl"
    co2 = _money(rng, 5, 400)
    return {
        "websiteURI": f"https://sandbox.reuse.local/producten/{number}",
        "productCategory": category,
        "subProductCategory": sub,
        "projectNumber": str(project_id) if project_id is not None else None,
        "tradeItemIdentification": {"suppliersTradeItemId": f"RD-{number:05d}"},
        "itemDetails": {
            "name": name,
            "productDescription": [
                {
                    "description": f"{name}, {material.lower()}. Gedemonteerd en gecontroleerd; "
                    f"{rng.choice(_QUALITIES).lower()} staat.",
                    "languageCode": "NL",
                }
            ],
        },
        "physicalDimensions": {
            "height": str(rng.randint(h_lo, h_hi)),
            "width": str(rng.randint(w_lo, w_hi)),
            "depth": str(rng.randint(d_lo, d_hi)),
            "uoMMeasurement": "CMT",
        },
        "quantity": {"quantityValue": str(rng.randint(*kind.quantity)), "quantityUoM": kind.uom},
        "priceInformation": {
            "price": price,
            "priceBase": {
                "VATInformation": rng.random() < 0.7,
                "numberOfUnitsInPriceBasis": "1",
                "priceOnRequestIndicator": price_on_request,
            },
        },
        "itemCharacteristics": {
            "technicalQuality": rng.choice(_QUALITIES),
            "aestheticQuality": rng.choice(_QUALITIES),
            "rawMaterial": material,
            "color": colour,
        },
        "validityInformation": {
            "statusCode": status,
            "validityStartDate": f"2026-{rng.randint(1, 6):02d}-{rng.randint(1, 28):02d}",
            "validityEndDate": f"2026-{rng.randint(7, 12):02d}-{rng.randint(1, 28):02d}",
        },
        "person": {"personName": person, "contactInformation": {"emailAddress": email}},
        "address": {"street": street, "postalCode": postcode, "city": city},
        "genericEnvironmentalInformation": {
            "co2Reduction": co2,
            "eciResult": _money(rng, 1, 40),
            "noxResult": str(Decimal(rng.randint(1, 900)) / 1000),
            "mkiNMDid": f"NMD-{rng.randint(10000, 99999)}" if rng.random() < 0.4 else None,
        },
    }


def _money(rng: random.Random, low: int, high: int) -> str:
    return f"{rng.randint(low, high)}.{rng.choice((0, 50, 95)):02d}"


_COLOURS = (
    (196, 90, 60),
    (70, 120, 170),
    (120, 150, 80),
    (200, 170, 90),
    (140, 110, 160),
    (90, 90, 90),
)


def solid_png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A PNG of one colour with a darker border, without an image library."""
    dark = tuple(max(0, c - 60) for c in rgb)
    rows = []
    for y in range(height):
        row = bytearray(b"\x00")  # filter type 0 per scanline
        for x in range(width):
            edge = x < 2 or y < 2 or x >= width - 2 or y >= height - 2
            row.extend(dark if edge else rgb)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + tag
            + data
            + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )
