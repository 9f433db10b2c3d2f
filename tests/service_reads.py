"""Reads the window never needs, only the tests: the whole project list, one product."""

from __future__ import annotations

from app.api.client import ServiceClient
from app.api.products import ProductResponse
from app.api.projects import ProjectResponse


async def list_projects(client: ServiceClient) -> list[ProjectResponse]:
    """Every project (following `links.next` to the last page)."""
    return [
        item async for page in client._pages("projects", ProjectResponse) for item in page.items
    ]


async def find_product(client: ServiceClient, product_id: int) -> ProductResponse | None:
    """The product with `product_id` in the list (the interface has no read-one-product
    operation), or None: archived products leave the list."""
    return next((p for p in await client.list_products() if p.id == product_id), None)
