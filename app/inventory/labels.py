"""Labels for harvested items: what each label says and holds, and the sheet formats.

A label's reference is stable from the first keystroke: a draft's comes from its id and
survives sync; a product known only from the service has one from its server id. The QR
code holds the product's page (`websiteURI`) once the service knows it, else the reference.

(Interface skeleton; helper H4 implements it.)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SheetFormat:
    key: str
    page_mm: tuple[float, float] | None  # None: one label per page (a label printer's roll)
    label_mm: tuple[float, float]
    columns: int
    rows: int


@dataclass(frozen=True)
class Label:
    reference: str  # short, human-readable: printed and scannable
    qr_text: str
    name: str
    dimensions: str
    quantity: str


def draft_reference(draft_id: str) -> str:
    raise NotImplementedError
