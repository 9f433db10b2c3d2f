"""Labels for harvested items: what each label says and holds, and the sheet formats.

A label's reference is stable from the first keystroke and never changes after:

- a product drafted here is `RD-XXXX-XXXX`: the first 40 bits of its draft's UUID in
  Crockford's base32 (no I, L, O or U, so it reads and types without doubt). When the
  service gives the draft its id, the store keeps the pair (`label_references`, by a
  trigger), so the product keeps the reference after the sync, and after the synced draft
  is deleted; a draft that edits a product made elsewhere does not give it a new one;
- a product known only from the service is `RDP-<server id>`.

The QR code holds the product's page (`websiteURI`) once the service knows it, else the
reference. A scan (`find_by_scan`) takes either, references in any case, with or without
dashes, and finds the row that shows the record now (the server row of a synced draft
whose own row is hidden behind it).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.api.numbers import number_in
from app.api.numbers import show_number
from app.api.products import ProductPaths
from app.api.products import ProductRequest
from app.api.schema import get_path
from app.api.schema import title_path
from app.api.units import unit_code
from app.store.catalogue import ListingRow
from app.store.drafts import Draft
from app.store.kinds import RecordKind
from app.store.store import Store

DRAFT_PREFIX = "RD"
SERVER_PREFIX = "RDP"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# What a reader may type for a look-alike letter (Crockford's decoding rules).
_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})
_DRAFT_CODE = re.compile(rf"{DRAFT_PREFIX}([{CROCKFORD}]{{8}})")
_SERVER_CODE = re.compile(rf"{SERVER_PREFIX}(\d{{1,18}})")
_PRODUCT = RecordKind.PRODUCT.value


@dataclass(frozen=True)
class SheetFormat:
    key: str
    page_mm: tuple[float, float] | None  # None: one label per page (a label printer's roll)
    label_mm: tuple[float, float]
    columns: int
    rows: int
    # Where the first label starts (left, top) and from one label to the next (across,
    # down), as the maker's template gives them; the pitch is the label's size by default.
    margin_mm: tuple[float, float] = (0.0, 0.0)
    pitch_mm: tuple[float, float] | None = None
    # White space inside a label: office printers cannot print to the paper's edge.
    padding_mm: float = 3.0

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    def label_origin(self, slot: int) -> tuple[float, float]:
        """The top left corner (mm, from the page's) of the label at `slot` on its page."""
        across, down = self.pitch_mm or self.label_mm
        row, column = divmod(slot % self.per_page, self.columns)
        return self.margin_mm[0] + column * across, self.margin_mm[1] + row * down

    @property
    def sheet_mm(self) -> tuple[float, float]:
        """The page: the sheet, or a label printer's one label."""
        return self.page_mm or self.label_mm


# 24 labels of 70 x 37 mm (Avery 3474 and alike): edge to edge across, 0.5 mm top and bottom.
A4_3X8 = SheetFormat("a4-3x8", (210.0, 297.0), (70.0, 37.0), 3, 8, (0.0, 0.5), padding_mm=4.0)
# 21 labels of 63.5 x 38.1 mm (Avery L7160): 7.2 mm side and 15.15 mm top margins, 2.5 mm
# between the columns.
A4_3X7 = SheetFormat(
    "a4-3x7", (210.0, 297.0), (63.5, 38.1), 3, 7, (7.2, 15.15), (66.0, 38.1), padding_mm=3.0
)
# Die-cut 62 x 29 mm labels of a portable label printer (Brother DK-11209 and alike).
ROLL_62 = SheetFormat("roll-62x29", None, (62.0, 29.0), 1, 1, padding_mm=1.5)
FORMATS: tuple[SheetFormat, ...] = (A4_3X8, A4_3X7, ROLL_62)


@dataclass(frozen=True)
class Label:
    reference: str  # short, human-readable: printed and scannable
    qr_text: str
    name: str
    dimensions: str
    quantity: str


def draft_reference(draft_id: str) -> str:
    """`RD-XXXX-XXXX` from the first 40 bits of a draft's UUID."""
    bits = int(draft_id.replace("-", "")[:10], 16)
    code = "".join(CROCKFORD[(bits >> shift) & 31] for shift in range(35, -1, -5))
    return f"{DRAFT_PREFIX}-{code[:4]}-{code[4:]}"


def server_reference(server_id: str | int) -> str:
    return f"{SERVER_PREFIX}-{server_id}"


def _draft_id_prefix(code: str) -> str:
    """The UUID's first 40 bits as text ("0123abcd-ef") from a reference's 8 characters."""
    bits = 0
    for char in code:
        bits = bits << 5 | CROCKFORD.index(char)
    text = f"{bits:010x}"
    return f"{text[:8]}-{text[8:]}"


# -- what a label says ---------------------------------------------------------------------

_LENGTH_UNITS = {"MMT": "mm", "CMT": "cm", "MTR": "m"}
_QUANTITY_UNITS = {
    "nl": {"PCE": "stuks", "MTR": "m", "MTK": "m²", "MTQ": "m³", "KGM": "kg", "TNE": "ton"},
    "en": {"PCE": "pcs", "MTR": "m", "MTK": "m²", "MTQ": "m³", "KGM": "kg", "TNE": "t"},
}
_ONE = {"nl": {"PCE": "stuk"}, "en": {"PCE": "pc"}}
"""The names that differ for exactly one: "1 stuk", "2 stuks"."""


def _number(value: Any, language: str) -> str | None:
    """A number as the user reads it (a decimal comma in Dutch); free text as given."""
    if value is None or isinstance(value, bool):
        return None
    number = number_in(value)
    if number is not None:
        return show_number(number.normalize(), language, grouped=False)
    return None if isinstance(value, float) else str(value).strip() or None  # NaN: none


def _unit(value: Any, names: Mapping[str, str]) -> str:
    """A unit by its code, or by a name the form reads as its code ("m2"); free text as given."""
    text = str(value).strip() if isinstance(value, str | int | float) else ""
    return names.get(unit_code(text) or text.upper(), text)


def _quantity_names(language: str, amount: Any = None) -> Mapping[str, str]:
    names = _QUANTITY_UNITS.get(language, _QUANTITY_UNITS["en"])
    if number_in(amount) == 1:
        return {**names, **_ONE.get(language, _ONE["en"])}
    return names


def quantity_unit(code: str, language: str = "nl", amount: Any = None) -> str:
    """A quantity's unit as a label prints it ("stuks" for PCE, "stuk" for an `amount` of 1);
    free text as given."""
    return _unit(code, _quantity_names(language, amount))


def label_texts(data: Mapping[str, Any], language: str = "nl") -> tuple[str, str, str]:
    """Name, dimensions and quantity of a product (form content or the service's answer)."""
    name = str(get_path(data, title_path(ProductRequest)) or "").strip()
    # Height, width, depth: the order the trade writes them in (h x b x d).
    sizes = [_number(get_path(data, side), language) for side in ProductPaths.DIMENSIONS]
    dimensions = ""
    if any(sizes):
        unit = _unit(get_path(data, ProductPaths.MEASUREMENT_UNIT), _LENGTH_UNITS)
        measured = " × ".join(size or "–" for size in sizes)
        dimensions = f"{measured} {unit}".strip()
    amount = _number(get_path(data, ProductPaths.QUANTITY_VALUE), language)
    quantity = ""
    if amount is not None:
        names = _quantity_names(language, get_path(data, ProductPaths.QUANTITY_VALUE))
        quantity = f"{amount} {_unit(get_path(data, ProductPaths.QUANTITY_UNIT), names)}".strip()
    return name, dimensions, quantity


def _page(data: Mapping[str, Any] | None) -> str | None:
    """The product's page on the service (`websiteURI`), if its data names one."""
    value = None if data is None else data.get(ProductPaths.PAGE)
    return value.strip() or None if isinstance(value, str) else None


def record_reference(store: Store, server_id: str) -> str:
    """A server product's reference: that of the draft made here that became it (kept in
    `label_references` when the service gave the draft its id), else one from its id."""
    first = store.labels.first_draft_of(server_id)
    return draft_reference(first) if first is not None else server_reference(server_id)


@dataclass(frozen=True)
class Labelled:
    """A product row as its label (and the report) shows it: its data (a draft's content,
    else the service's answer), the service's answer, the draft, its reference and what its
    QR code holds."""

    data: Mapping[str, Any]
    server: Mapping[str, Any] | None
    draft: Draft | None
    reference: str
    qr_text: str


def labelled(store: Store, row: ListingRow) -> Labelled | None:
    """The product of `row` as it is now; None when it is gone since the row was read."""
    server = None if row.server_id is None else store.cache.server_item(_PRODUCT, row.server_id)
    data, page = server, _page(server)
    draft = None if row.draft_id is None else store.drafts.find(row.draft_id)
    if draft is not None:
        # A synced draft whose server record is not in the offline list (yet): the
        # service's last answer knows the page.
        data, page = draft.content, page or _page(draft.base_version)
    if data is None or (row.draft_id is not None and draft is None):
        return None
    if row.server_id is not None:
        reference = record_reference(store, row.server_id)
    else:
        reference = draft_reference(row.draft_id or "")
    return Labelled(data, server, draft, reference, page or reference)


def labels_for(store: Store, rows: Sequence[ListingRow], language: str = "nl") -> list[Label]:
    """A label per product row, in the rows' order (rows of other kinds are left out)."""
    return [
        Label(product.reference, product.qr_text, *label_texts(product.data, language))
        for row in rows
        if row.kind is RecordKind.PRODUCT and (product := labelled(store, row)) is not None
    ]


# -- scanning ---------------------------------------------------------------------------


def _shown_row(store: Store, draft_id: str | None, server_id: str | None) -> ListingRow | None:
    return store.catalogue.shown_row(RecordKind.PRODUCT, draft_id, server_id)


def _by_draft_code(store: Store, code: str) -> ListingRow | None:
    draft = store.labels.draft_from(_draft_id_prefix(code))
    return None if draft is None else _shown_row(store, *draft)


def _by_page(store: Store, address: str) -> ListingRow | None:
    # The offline list keeps each product as the service sent it; the address ends in the
    # id with the sandbox and most shops, which is tried first (one lookup, not a scan).
    tail = re.search(r"(\d+)/?$", address)
    if tail is not None:
        data = store.cache.server_item(_PRODUCT, tail.group(1))
        if data is not None and _page(data) == address:
            return _shown_row(store, None, tail.group(1))
    found = store.labels.server_id_at(address)
    return None if found is None else _shown_row(store, None, found)


def find_by_scan(store: Store, text: str) -> ListingRow | None:
    """The row to open for a scanned (or typed) reference or product page; None: not one."""
    text = text.strip()
    if not text:
        return None
    if "://" in text:
        return _by_page(store, text)
    # Dashes say which kind a reference is; without them "RDP1234567" could be either.
    upper = text.upper()
    code = re.sub(r"[\s\-_.]", "", upper)
    if (
        code.startswith(SERVER_PREFIX)
        and (match := _SERVER_CODE.fullmatch(code)) is not None
        and not upper.startswith(f"{DRAFT_PREFIX}-")
    ):
        row = _shown_row(store, None, str(int(match.group(1))))
        if row is not None or upper.startswith(f"{SERVER_PREFIX}-"):
            return row
    if code.startswith(DRAFT_PREFIX):
        payload = code[len(DRAFT_PREFIX) :].translate(_LOOK_ALIKES)
        if (match := _DRAFT_CODE.fullmatch(DRAFT_PREFIX + payload)) is not None:
            return _by_draft_code(store, match.group(1))
    return None
