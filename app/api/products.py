"""Products: the request form (create and update), the response form, and the way between them.

The nested groups (`Quantity`, `Address`, ...) are declared in `product_groups` and importable
from here too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Final

from pydantic import Field, ValidationInfo, field_validator, model_validator

from app.api.attachments import UploadedAttachment, parse_attachment_refs
from app.api.categories import CATEGORIES
from app.api.fields import RESPONSE_CONTEXT, Group, LenientText, wire_path
from app.api.notices import FieldProblems, Notice
from app.api.product_groups import (
    Address,
    ContactInformation,
    GenericEnvironmentalInformation,
    ItemCharacteristics,
    ItemDetails,
    ItemDetailsResponse,
    Person,
    PhysicalDimensions,
    PriceBase,
    PriceInformation,
    ProductAttachments,
    ProductDescription,
    ProductGroup,
    Quantity,
    TradeItemIdentification,
    ValidityInformation,
    item_ui,
)
from app.api.schema import (
    FormModel,
    Section,
    Ui,
    get_path,
    prune_empty,
    rule,
    rule_free,
    rules_on,
)

# The groups are re-exported: a product's parts are imported from `products`.
__all__ = [
    "Address",
    "ContactInformation",
    "GenericEnvironmentalInformation",
    "ItemCharacteristics",
    "ItemDetails",
    "ItemDetailsResponse",
    "Person",
    "PhysicalDimensions",
    "PriceBase",
    "PriceInformation",
    "ProductAttachments",
    "ProductDescription",
    "ProductGroup",
    "ProductPaths",
    "ProductRequest",
    "ProductResponse",
    "Quantity",
    "TradeItemIdentification",
    "ValidityInformation",
    "product_response_to_request",
]


def _group() -> Any:
    # A missing group is validated from `{}`, so that a form without a quantity or an
    # address still reports the required fields inside them.
    return Field(default_factory=dict)


class _ProductFields(FormModel):
    """The groups that requests and responses share."""

    model_config = ProductGroup.model_config

    physical_dimensions: Group[PhysicalDimensions] = _group()
    quantity: Group[Quantity] = _group()
    price_information: Group[PriceInformation] = _group()
    item_characteristics: Group[ItemCharacteristics] = _group()
    validity_information: Group[ValidityInformation] = _group()
    person: Group[Person] = _group()
    address: Group[Address] = _group()
    generic_environmental_information: Group[GenericEnvironmentalInformation] = _group()


class ProductRequest(_ProductFields):
    """The product form: what create and update send; its fields in the form's order."""

    KIND = "product"
    # Optional members and objects the form left empty are not sent at all.
    OMITTED_WHEN_EMPTY = (
        "projectNumber",
        "websiteURI",
        "itemDetails.productDescription",
        "itemDetails.attachment",
    )
    CREATE_ONLY = ("projectNumber",)  # a product keeps the project it was made in
    SECTIONS: ClassVar[Mapping[str, Section]] = {
        "item": Section("Artikel", "Item", 0),
        "quantity": Section("Hoeveelheid", "Quantity", 0),
        "price": Section("Prijs", "Price", 0),
        "availability": Section("Beschikbaarheid", "Availability", 0),
        "project": Section("Project", "Project", 0),
        "dimensions": Section("Afmetingen", "Dimensions", 1),
        "characteristics": Section("Kenmerken", "Characteristics", 1),
        "contact": Section("Contact", "Contact", 1),
        "address": Section("Adres", "Address", 1),
        "environment": Section("Milieu", "Environment", 1),
    }

    item_details: ItemDetails = _group()
    product_category: Annotated[
        str,
        item_ui(
            "Categorie",
            "Category",
            widget="choice",
            required=True,
            choices=tuple(CATEGORIES),
            sticky=True,
            column="category",
            search="categories",
            bulk=True,
            also=("Productcategorie", "Hoofdcategorie"),
        ),
    ] = ""
    sub_product_category: Annotated[
        str | None,
        item_ui(
            "Subcategorie",
            "Sub-category",
            widget="editable_choice",
            column="sub_category",
            search="categories",
            bulk=True,
            also=("Subcategory", "Sub-categorie", "Soort"),
        ),
    ] = None
    trade_item_identification: Group[TradeItemIdentification] = _group()
    website_uri: Annotated[
        str | None, item_ui("Website", "Website", format="web_url", service_owned=True)
    ] = Field(None, alias="websiteURI")
    project_number: Annotated[
        int | None,
        Ui(
            "Projectnummer",
            "Project number",
            "project",
            "integer",
            sticky=True,
            search="other",
            bulk=True,
            also=("Project", "Projectnr", "Projectnr.", "Project no"),
        ),
    ] = None

    @field_validator("sub_product_category")
    @classmethod
    def _sub_category_fits(cls, value: str | None, info: ValidationInfo) -> str | None:
        known = CATEGORIES.get(info.data.get("product_category", ""))
        if rules_on(info) and value and known is not None and value not in known:
            raise rule("rule.sub_category", "Choose a sub-category of the category.")
        return value

    @classmethod
    def content_from_server(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The update form of a product as the service sent it, as a draft's content."""
        if "id" not in data:
            # What was sent (a create's payload, kept until the service's version is read):
            # the request form already.
            return super().content_from_server(data)
        response = ProductResponse.model_validate(data, context=RESPONSE_CONTEXT)
        request = product_response_to_request(response)
        content = request.model_dump(mode="json", by_alias=True, exclude_none=True)
        content.get("itemDetails", {}).pop("attachment", None)
        return prune_empty(content)

    @classmethod
    def warnings(cls, content: Mapping[str, Any]) -> FieldProblems:
        """What can be sent but may not be meant, by dotted wire path (never blocks queueing):
        a size without its unit goes out with `uoMMeasurement` null."""
        sizes = get_path(content, "physicalDimensions")
        if not isinstance(sizes, Mapping) or _given(sizes.get("uoMMeasurement")):
            return {}
        if any(_given(sizes.get(key)) for key in ("height", "width", "depth")):
            return {"physicalDimensions.uoMMeasurement": [Notice("rule.dimension_unit")]}
        return {}

    def to_payload(self, *, create: bool = True) -> dict[str, Any]:
        """The JSON body; `projectNumber` goes only with a create (an update has none)."""
        payload = super().to_payload()
        if not create:
            for path in self.CREATE_ONLY:
                payload.pop(path, None)
        return payload


def _given(value: Any) -> bool:
    return value is not None and not (isinstance(value, str) and not value.strip())


@rule_free
class ProductResponse(_ProductFields):
    """A product as the service returns it (list items, update and archive answers); it
    shares its groups with the request form, but never applies the form's rules."""

    id: int
    trade_item_identification: Group[TradeItemIdentification] = _group()
    website_uri: str | None = Field(None, alias="websiteURI")
    product_category: str
    product_category_id: LenientText | None = Field(None, exclude=True)
    sub_product_category: str | None = None
    project_number: LenientText | None = None
    item_details: ItemDetailsResponse

    @model_validator(mode="before")
    @classmethod
    def _category_object(cls, data: Any) -> Any:
        # One variant of the interface sends the category as {"id", "type"}.
        if isinstance(data, Mapping) and isinstance(data.get("productCategory"), Mapping):
            category = data["productCategory"]
            return {
                **data,
                "productCategory": category.get("type"),
                "productCategoryId": category.get("id"),
            }
        return data

    @property
    def description_entry(self) -> ProductDescription | None:
        """The Dutch description, else the first one."""
        entries = self.item_details.product_description
        return next((e for e in entries if e.language_code == "NL"), next(iter(entries), None))

    @property
    def images(self) -> list[UploadedAttachment]:
        return parse_attachment_refs(self.item_details.attachment.image_data)


def product_response_to_request(product: ProductResponse) -> ProductRequest:
    """The update form of an existing product: sent back unchanged, it leaves the product as
    it was. Images and files have their own operations. No form rule is applied, so a record
    that fails today's checks can still be opened and corrected."""
    data = product.model_dump(by_alias=False, exclude={"id", "item_details"})
    number = product.project_number
    data["project_number"] = int(number) if number and number.strip().isdigit() else None
    chosen = product.description_entry
    data["item_details"] = {
        "name": product.item_details.name,
        "product_description": chosen.model_dump() if chosen else None,
    }
    return ProductRequest.model_validate(data, context=RESPONSE_CONTEXT)


class ProductPaths:
    """The wire paths that code outside the form names, from the request model."""

    HEIGHT: Final = wire_path(ProductRequest, "physical_dimensions", "height")
    WIDTH: Final = wire_path(ProductRequest, "physical_dimensions", "width")
    DEPTH: Final = wire_path(ProductRequest, "physical_dimensions", "depth")
    DIMENSIONS: Final = (HEIGHT, WIDTH, DEPTH)  # the order the trade writes them in
    MEASUREMENT_UNIT: Final = wire_path(ProductRequest, "physical_dimensions", "uom_measurement")
    QUANTITY_VALUE: Final = wire_path(ProductRequest, "quantity", "quantity_value")
    QUANTITY_UNIT: Final = wire_path(ProductRequest, "quantity", "quantity_uom")
    PROJECT_NUMBER: Final = wire_path(ProductRequest, "project_number")
    CATEGORY: Final = wire_path(ProductRequest, "product_category")
    SUB_CATEGORY: Final = wire_path(ProductRequest, "sub_product_category")
    PAGE: Final = wire_path(ProductRequest, "website_uri")  # the product's page on the service
