"""The column mapping: titles unique, headers recognised in Dutch and English, by wire name
and by synonym, each field taken by one column, and the same headers the same key."""

from __future__ import annotations

from app.api.products import ProductPaths
from app.api.products import ProductRequest
from app.api.schema import schema_fields
from app.inventory.columns import PHOTO
from app.inventory.columns import column
from app.inventory.columns import field_named
from app.inventory.columns import header_key
from app.inventory.columns import importable_columns
from app.inventory.columns import mapped_twice
from app.inventory.columns import propose_mapping
from app.inventory.units import header_units


def named(header: list[str]) -> dict[str, str]:
    return {header[index]: key for index, key in propose_mapping(header).items()}


def test_every_form_field_but_the_services_own_is_a_column_photo_last() -> None:
    keys = [c.key for c in importable_columns()]

    assert set(keys) == {f.path for f in schema_fields(ProductRequest)} - {"websiteURI"} | {PHOTO}
    assert keys[0] == "itemDetails.name"
    assert keys[-1] == PHOTO


def test_titles_are_unique_in_both_languages_and_read_back_as_their_column() -> None:
    for language in ("nl", "en"):
        titles = [c.title(language) for c in importable_columns()]
        assert len(set(titles)) == len(titles)
        assert named(titles) == {c.title(language): c.key for c in importable_columns()}
    assert column("quantity.quantityUoM").title("nl") == "Eenheid (Hoeveelheid)"
    assert column("physicalDimensions.uoMMeasurement").title("en") == "Unit (Dimensions)"
    assert column("person.personName").title("nl") == "Naam (Contact)"
    assert column("itemDetails.name").title("nl") == "Naam"


def test_wire_names_and_their_last_part_are_recognised() -> None:
    assert named(["itemDetails.name", "quantityValue", "address.city", "uoMMeasurement"]) == {
        "itemDetails.name": "itemDetails.name",
        "quantityValue": "quantity.quantityValue",
        "address.city": "address.city",
        "uoMMeasurement": "physicalDimensions.uoMMeasurement",
    }


def test_a_dutch_inventory_header_with_synonyms() -> None:
    header = [
        "Omschrijving",
        "AANTAL",
        "Eenheid",
        "Lengte (mm)",
        "Breedte",
        "Dikte",
        "Eenheid",
        "Woonplaats",
        "Afbeelding",
        "Categorie",
        "Sub-categorie",
        "Kleur",
        "Materiaal",
        "Projectnr.",
        "Prijs",
        "status ",
        "Opmerking",
        "Onbekend",
    ]

    assert propose_mapping(header) == {
        0: "itemDetails.name",
        1: "quantity.quantityValue",
        2: "quantity.quantityUoM",
        3: "physicalDimensions.height",
        4: "physicalDimensions.width",
        5: "physicalDimensions.depth",
        6: "physicalDimensions.uoMMeasurement",
        7: "address.city",
        8: PHOTO,
        9: "productCategory",
        10: "subProductCategory",
        11: "itemCharacteristics.color",
        12: "itemCharacteristics.rawMaterial",
        13: "projectNumber",
        14: "priceInformation.price",
        15: "validityInformation.statusCode",
        16: "itemDetails.productDescription.description",
    }


def test_an_english_header_blind_to_case_accents_and_punctuation() -> None:
    assert named(["NAME", "Qty", "unit", "City", "Photo", "price (€)", "Colour", "E-MAIL"]) == {
        "NAME": "itemDetails.name",
        "Qty": "quantity.quantityValue",
        "unit": "quantity.quantityUoM",
        "City": "address.city",
        "Photo": PHOTO,
        "price (€)": "priceInformation.price",
        "Colour": "itemCharacteristics.color",
        "E-MAIL": "person.contactInformation.emailAddress",
    }
    assert named(["Naam", "Catégorie", "Co2 reductie"]) == {
        "Naam": "itemDetails.name",
        "Catégorie": "productCategory",
        "Co2 reductie": "genericEnvironmentalInformation.co2Reduction",
    }


def test_a_unit_beside_the_dimensions_is_theirs_and_beside_the_quantity_the_quantitys() -> None:
    assert propose_mapping(["Naam", "Hoogte", "Eenheid", "Aantal", "Eenheid"]) == {
        0: "itemDetails.name",
        1: "physicalDimensions.height",
        2: "physicalDimensions.uoMMeasurement",
        3: "quantity.quantityValue",
        4: "quantity.quantityUoM",
    }
    assert propose_mapping(["Eenheid", "Naam"])[0] == "quantity.quantityUoM"


def test_a_field_is_taken_by_its_best_match_only() -> None:
    # "Naam" is the field's own label, "Omschrijving" a synonym: the label wins, wherever.
    assert propose_mapping(["Omschrijving", "Naam", "Naam"]) == {1: "itemDetails.name"}
    # Two equal matches: the leftmost.
    assert propose_mapping(["Aantal", "Stuks"]) == {0: "quantity.quantityValue"}


def test_the_header_key_is_stable_for_the_same_headers() -> None:
    header = ["Naam", "Aantal", "Plaats"]

    assert header_key(header) == header_key(["naam ", "AANTAL", "Plaats"])
    assert header_key(header) != header_key(["Naam", "Plaats", "Aantal"])
    assert header_key(header) != header_key([*header, "Foto"])


def test_mapped_twice_names_each_key_chosen_for_more_than_one_column() -> None:
    mapping = {0: "itemDetails.name", 1: "address.city", 2: "itemDetails.name", 3: PHOTO}

    assert mapped_twice(mapping) == ["itemDetails.name"]
    assert mapped_twice({0: "itemDetails.name"}) == []


def test_length_takes_the_first_dimension_no_other_column_names() -> None:
    beam = ["Naam", "Lengte (mm)", "Breedte (mm)", "Hoogte (mm)"]
    plank = ["Naam", "Lengte", "Breedte", "Dikte"]
    four = ["Naam", "Hoogte", "Breedte", "Diepte", "Length [cm]"]
    height, width, depth = ProductPaths.DIMENSIONS

    assert propose_mapping(beam) == {0: "itemDetails.name", 1: depth, 2: width, 3: height}
    assert propose_mapping(plank) == {0: "itemDetails.name", 1: height, 2: width, 3: depth}
    # No dimension left: not imported (and named before writing), never silently dropped.
    assert 4 not in propose_mapping(four)


def test_a_unit_in_the_header_is_looked_past_and_kept() -> None:
    header = ["Naam", "Hoogte in m", "Breedte [cm]", "Oppervlakte m²", "Prijs (€)", "Naam (NL)"]

    assert propose_mapping(header)[1] == "physicalDimensions.height"
    assert propose_mapping(header)[3] == "quantity.quantityValue"
    assert header_units(header) == {1: "MTR", 2: "CMT", 3: "MTK", 4: "EUR"}


def test_a_field_is_named_by_its_wire_name_or_its_label() -> None:
    assert field_named("productCategory") == "productCategory"
    assert field_named("address.city") == "address.city"
    assert field_named("Plaats") == "address.city"
    assert field_named("City") == "address.city"
    assert field_named("Onbekend") is None
