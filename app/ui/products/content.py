"""Form content of products: from the server's version, for validation, and for duplicates."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from app.api.fields import RESPONSE_CONTEXT
from app.api.products import ProductRequest, ProductResponse, product_response_to_request
from app.ui.binding import get_path, model_errors, prune_empty, set_path
from app.ui.products.product_fields import STICKY_PATHS

# Groups with required members: validated even when the form left them empty, so
# "quantity is required" shows instead of the group being silently absent.
_REQUIRED_GROUPS = ("itemDetails", "quantity", "address")


def content_from_server(data: Mapping[str, Any]) -> dict[str, Any]:
    """The request form of a cached server product, as a draft's content."""
    response = ProductResponse.model_validate(data, context=RESPONSE_CONTEXT)
    request = product_response_to_request(response)
    dumped = request.model_dump(mode="json", by_alias=True, exclude_none=True)
    details = dumped.get("itemDetails", {})
    details.pop("attachment", None)
    return prune_empty(dumped)


def validation_errors(content: Mapping[str, Any]) -> dict[str, list[str]]:
    """What the request model says about `content`, keyed by wire path."""
    payload = copy.deepcopy(dict(content))
    for group in _REQUIRED_GROUPS:
        payload.setdefault(group, {})
    payload.setdefault("productCategory", "")
    return model_errors(ProductRequest, payload)


def sticky_content(content: Mapping[str, Any]) -> dict[str, Any]:
    """What a duplicate keeps: project number, address, contact and category."""
    kept: dict[str, Any] = {}
    for path in STICKY_PATHS:
        value = get_path(content, path)
        if value is not None:
            set_path(kept, path, copy.deepcopy(value))
    return kept
