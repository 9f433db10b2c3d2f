"""What a project report says, gathered from the local store alone (offline): the project as
the offline list has it, and every product linked to it by project number, drafts and cached
server products together (a draft that edits a server product stands for it), with the
first photo kept here (a local attachment, else a cached server thumbnail).

Sums are exact (Decimal) and of the figures as entered: nothing is converted between units,
so quantities are summed per unit and environmental figures per figure.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from decimal import Decimal
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app.api.bounds import REPORT_LARGEST_NUMBER
from app.api.bounds import REPORT_QR_CHARS
from app.api.fields import wire_path
from app.api.notices import Notice
from app.api.numbers import given_text
from app.api.numbers import number_in
from app.api.products import ProductPaths
from app.api.products import ProductRequest
from app.api.projects import ProjectRequest
from app.api.schema import get_path
from app.inventory.labels import label_texts
from app.inventory.labels import labelled
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.catalogue import ListingRow
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.server_media import ThumbnailCache
from app.store.server_media import server_attachments
from app.store.store import Store

log = logging.getLogger(__name__)

_PRODUCT = RecordKind.PRODUCT.value

# The environmental figures that are summed (the NMD id is an identifier: counted only).
ENVIRONMENT_FIGURES = tuple(
    f"generic_environmental_information.{figure}"
    for figure in ("co2_reduction", "eci_result", "nox_result")
)
_WIRE = {path: wire_path(ProductRequest, *path.split(".")) for path in ENVIRONMENT_FIGURES}
NMD_PATH = wire_path(ProductRequest, "generic_environmental_information", "mki_nmd_id")


@dataclass(frozen=True)
class LocalPhoto:
    """A photo kept here (an attachment's copy), with its content's hash (the key of its
    report-sized preview)."""

    path: Path
    sha256: str


Photo = LocalPhoto | bytes | None
"""A product's first photo: a file kept here, a cached thumbnail's bytes, or none."""


@dataclass(frozen=True)
class ProjectInfo:
    """The project of a report: its number, the title shown, and its fields as the offline
    list has them, read by the project's own model (empty for a project not in the list)."""

    number: int
    title: str
    fields: ProjectRequest = field(default_factory=lambda: ProjectRequest.draft({}))
    url: str | None = None  # the project's page on the service
    known: bool = False  # False: not in the offline list (the title is made up)


@dataclass(frozen=True)
class ReportProduct:
    name: str
    category: str
    sub_category: str
    dimensions: str
    quantity: Decimal | None
    unit: str  # quantityUoM as entered (a code such as PCE, or free text)
    quantity_text: str
    condition: str  # technical quality, as entered
    status: str
    price: Decimal | None
    environment: Mapping[str, Decimal | None]  # by ENVIRONMENT_FIGURES
    nmd_id: str
    is_draft: bool  # not (yet) on the service as it stands here
    reference: str
    qr_text: str
    photo: Photo
    row: ListingRow
    # Numbers beyond `bounds.REPORT_LARGEST_NUMBER`, as given ("1e+308"), by what they are
    # ("quantity", "price", an environmental figure's path): shown so, never summed.
    given: Mapping[str, str] = field(default_factory=dict)

    @property
    def value(self) -> Decimal | None:
        """Price times quantity (a product priced without a quantity counts once)."""
        if self.price is None:
            return None
        return self.price * (self.quantity if self.quantity is not None else Decimal(1))


@dataclass
class Tally:
    """Products of one category or status: how many, and their quantity per unit."""

    name: str
    count: int = 0
    quantities: dict[str, Decimal] = field(default_factory=dict)

    def add(self, product: ReportProduct) -> None:
        self.count += 1
        if product.quantity is not None:
            unit = product.unit.upper() or "-"
            self.quantities[unit] = self.quantities.get(unit, Decimal(0)) + product.quantity


@dataclass(frozen=True)
class FigureTotal:
    total: Decimal
    given: int  # products with the figure
    missing: int  # products without it


@dataclass(frozen=True)
class Summary:
    products: int
    drafts: int
    with_photo: int
    by_category: list[Tally]
    by_status: list[Tally]
    total_value: Decimal
    priced: int
    unpriced: int
    environment: dict[str, FigureTotal]  # by ENVIRONMENT_FIGURES
    with_nmd_id: int


@dataclass(frozen=True)
class ProjectReport:
    project: ProjectInfo
    products: list[ReportProduct]
    summary: Summary
    environment_name: str | None  # None: local (the sandbox or no environment known)
    made_at: dt.datetime
    # Each record's odd value the report shows otherwise than the record has it, or leaves
    # out (a link too long for a QR code, a number beyond the bound, a photo too large to
    # decode): codes with the product's name and reference, listed after the report is made.
    warnings: list[Notice] = field(default_factory=list)


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else "" if value is None else str(value)


# -- the project ------------------------------------------------------------------------


def project_info(store: Store, number: int) -> ProjectInfo:
    """The project as the offline list has it; a bare one when it is not there (a report of
    products that name a project this computer has not seen)."""
    data = store.cache.server_item(RecordKind.PROJECT, number)
    if data is None:
        return ProjectInfo(number, f"Project {number}")
    url = _text(data.get("url"))
    try:
        fields = ProjectRequest.draft(ProjectRequest.content_from_server(data))
    except ValidationError as exc:  # an older program's cache: the report goes on without
        log.warning("project %s: its cached fields do not read (%s)", number, exc.errors())
        fields = ProjectRequest.draft({"title": _text(data.get("title"))})
    return ProjectInfo(
        number=number,
        title=fields.title.strip() or f"Project {number}",
        fields=fields,
        url=url if url.startswith(("http://", "https://")) else None,
        known=True,
    )


# -- the products -----------------------------------------------------------------------


class _Photos:
    """The first photo of a product: a local copy (the draft's own, then any of the server
    record's), else the cached thumbnail of the first image the product lists."""

    def __init__(self, store: Store, thumbnails: ThumbnailCache | None) -> None:
        self.store = store
        self.thumbnails = thumbnails

    def _local(self, owner: str | ServerRecord) -> LocalPhoto | None:
        for attachment in self.store.attachments.list_attachments(
            owner, states=(UploadState.PENDING, UploadState.UPLOADED)
        ):
            if attachment.role is AttachmentRole.IMAGE and not attachment.on_server_only:
                return LocalPhoto(attachment.path, attachment.sha256)
        return None

    def first(self, row: ListingRow, server_data: Mapping[str, Any] | None) -> Photo:
        if row.draft_id is not None and (found := self._local(row.draft_id)) is not None:
            return found
        if row.server_id is None:
            return None
        record = ServerRecord(RecordKind.PRODUCT, row.server_id)
        if (found := self._local(record)) is not None:
            return found
        if self.thumbnails is None or server_data is None:
            return None
        for item in server_attachments(record, server_data):
            if item.role is AttachmentRole.IMAGE:
                return self.thumbnails.read(item)
        return None


def _product(
    store: Store,
    row: ListingRow,
    photos: _Photos | None,
    language: str,
    warnings: list[Notice] | None = None,
) -> ReportProduct | None:
    product = labelled(store, row)
    if product is None:
        return None
    data, draft = product.data, product.draft
    name, dimensions, quantity_text = label_texts(data, language)
    named = {"product": name or row.title or "", "reference": product.reference}
    said = warnings if warnings is not None else []
    given: dict[str, str] = {}

    def amount(path: str, what: str) -> Decimal | None:
        value = get_path(data, path)
        number = number_in(value)
        if number is None or abs(number) <= REPORT_LARGEST_NUMBER:
            return number
        given[what] = given_text(value)
        said.append(Notice("report.number_beyond", {**named, "field": what, "value": given[what]}))
        return None

    environment = {path: amount(_WIRE[path], path) for path in ENVIRONMENT_FIGURES}
    quantity = amount(ProductPaths.QUANTITY_VALUE, "quantity")
    if "quantity" in given:  # the unit as the label says it, after the amount as given
        quantity_text = f"{given['quantity']} {quantity_text.partition(' ')[2]}".strip()
    price = amount("priceInformation.price", "price")
    qr_text = product.qr_text
    if len(qr_text) > REPORT_QR_CHARS:
        # Too fine to scan at the report's size (or more than any QR code holds): the code
        # holds the reference, which a scan finds the product by as well.
        said.append(Notice("report.qr_too_long", {**named, "length": len(qr_text)}))
        qr_text = product.reference
    return ReportProduct(
        name=name,
        category=_text(get_path(data, ProductPaths.CATEGORY)),
        sub_category=_text(get_path(data, ProductPaths.SUB_CATEGORY)),
        dimensions=dimensions,
        quantity=quantity,
        unit=_text(get_path(data, ProductPaths.QUANTITY_UNIT)),
        quantity_text=quantity_text,
        condition=_text(get_path(data, "itemCharacteristics.technicalQuality")),
        status=_text(get_path(data, "validityInformation.statusCode")),
        price=price,
        environment=environment,
        nmd_id=_text(get_path(data, NMD_PATH)),
        is_draft=draft is not None and draft.state is not DraftState.SYNCED,
        reference=product.reference,
        qr_text=qr_text,
        photo=None if photos is None else photos.first(row, product.server),
        row=row,
        given=given,
    )


def _product_or_warning(
    store: Store, row: ListingRow, photos: _Photos | None, language: str, warnings: list[Notice]
) -> ReportProduct | None:
    """A product of the report; one whose record cannot be read at all is left out with a
    warning (one record never stops the report)."""
    try:
        return _product(store, row, photos, language, warnings)
    except (ValueError, TypeError, ArithmeticError, KeyError) as error:
        log.warning("report: %s left out: %r", row.key, error)
        warnings.append(Notice("report.record_unreadable", {"product": row.title or row.key}))
        return None


def summarise(products: Sequence[ReportProduct]) -> Summary:
    by_category: dict[str, Tally] = {}
    by_status: dict[str, Tally] = {}
    for product in products:
        by_category.setdefault(product.category, Tally(product.category)).add(product)
        by_status.setdefault(product.status, Tally(product.status)).add(product)
    values = [v for p in products if (v := p.value) is not None]
    environment = {}
    for path in ENVIRONMENT_FIGURES:
        given = [v for p in products if (v := p.environment.get(path)) is not None]
        environment[path] = FigureTotal(
            sum(given, Decimal(0)), len(given), len(products) - len(given)
        )

    def ordered(tallies: Iterable[Tally]) -> list[Tally]:
        return sorted(tallies, key=lambda t: (-t.count, t.name.casefold()))

    return Summary(
        products=len(products),
        drafts=sum(p.is_draft for p in products),
        with_photo=sum(p.photo is not None for p in products),
        by_category=ordered(by_category.values()),
        by_status=ordered(by_status.values()),
        total_value=sum(values, Decimal(0)),
        priced=len(values),
        unpriced=len(products) - len(values),
        environment=environment,
        with_nmd_id=sum(bool(p.nmd_id) for p in products),
    )


Progress = Callable[[int, int], None]


def gather(
    store: Store,
    number: int,
    *,
    language: str = "nl",
    thumbnails: ThumbnailCache | None = None,
    environment_name: str | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> ProjectReport:
    """Everything the report of project `number` says, read from the store now. Photos are
    named, not read: the painter reads each when it draws it (1,000 photos stay on disk)."""
    rows = store.catalogue.project_rows(number)
    photos = _Photos(store, thumbnails)
    products = []
    warnings: list[Notice] = []
    for done, row in enumerate(rows):
        if cancelled():
            raise ReportCancelledError
        product = _product_or_warning(store, row, photos, language, warnings)
        if product is not None:
            products.append(product)
        if progress is not None and not done % 50:
            progress(done, len(rows))
    products.sort(key=lambda p: (p.category.casefold(), p.name.casefold(), p.reference))
    if environment_name is None:
        # Each environment's records are kept apart (see the design); the store says which
        # environment it holds once it knows.
        name = getattr(store, "environment_name", None)
        environment_name = name if isinstance(name, str) and name else None
    return ProjectReport(
        project=project_info(store, number),
        products=products,
        summary=summarise(products),
        environment_name=environment_name,
        made_at=dt.datetime.now().astimezone(),
        warnings=warnings,
    )


def summary_of(store: Store, number: int) -> Summary:
    """The summary's figures alone (the Projects tab's overview): no photos looked up."""
    rows = store.catalogue.project_rows(number)
    found = (_product_or_warning(store, row, None, "nl", []) for row in rows)
    return summarise([p for p in found if p is not None])


def local_photos(store: Store, number: int) -> list[LocalPhoto]:
    """The photos kept here that the project's report shows (each product's first)."""
    photos, rows = _Photos(store, None), store.catalogue.project_rows(number)
    # The server's data is for a thumbnail, which is not kept here.
    found = [photos.first(row, None) for row in rows]
    return [photo for photo in found if isinstance(photo, LocalPhoto)]


class ReportCancelledError(Exception):
    """The user stopped the report; nothing was written."""
