"""Helpers for the service client tests: clients of a sandbox, sample bodies, a mock service."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from collections.abc import Callable
from typing import Any

import httpx
import pytest_asyncio

from app.api.client import ServiceClient
from app.api.environments import EnvironmentProfile
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.environments import secret_key
from app.api.products import ProductRequest
from app.api.secrets import MemorySecretStore

MOCK_BASE = "https://service.test/api/v1"


def profile_for(
    base_url: str,
    *,
    client_id: str = "demo",
    grant: str = "client_credentials",
    username: str | None = None,
) -> EnvironmentProfile:
    return EnvironmentProfile(
        name="test", base_url=base_url, grant=grant, client_id=client_id, username=username
    )


def client_for(
    base_url: str,
    secret: str | None = "demo-secret",
    *,
    client_id: str = "demo",
    grant: str = "client_credentials",
    username: str | None = None,
    **options: Any,
) -> ServiceClient:
    profile = profile_for(base_url, client_id=client_id, grant=grant, username=username)
    store = MemorySecretStore({secret_key(profile): secret} if secret is not None else {})
    return ServiceClient(profile, store, **options)


@pytest_asyncio.fixture
async def demo_client(demo_sandbox: Any) -> AsyncIterator[ServiceClient]:
    """A full-rights client of a sandbox seeded with the demo catalogue."""
    profile = sandbox_profile(demo_sandbox.base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:
        yield client


@pytest_asyncio.fixture
async def client(sandbox: Any) -> AsyncIterator[ServiceClient]:
    """A full-rights client of an empty sandbox."""
    profile = sandbox_profile(sandbox.base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as service:
        yield service


def product_form(**overrides: Any) -> ProductRequest:
    data: dict[str, Any] = {
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "itemDetails": {
            "name": "Opdekdeur wit",
            "productDescription": {"description": "Licht gebruikt", "languageCode": "NL"},
        },
        "tradeItemIdentification": {"suppliersTradeItemId": "LEV-001"},
        "physicalDimensions": {"height": "201.5", "width": 83, "depth": 4, "uoMMeasurement": "CMT"},
        "quantity": {"quantityValue": "12.5", "quantityUoM": "PCE"},
        "priceInformation": {
            "price": "35.25",
            "priceBase": {
                "VATInformation": True,
                "numberOfUnitsInPriceBasis": "1",
                "priceOnRequestIndicator": False,
            },
        },
        "itemCharacteristics": {"technicalQuality": "Goed", "color": "Wit"},
        "validityInformation": {
            "statusCode": "Beschikbaar",
            "validityStartDate": "2026-11-22",
            "validityEndDate": "2026-12-31",
        },
        "person": {
            "personName": "Sanne de Vries",
            "contactInformation": {"emailAddress": "sanne@example.nl"},
        },
        "address": {"street": "Oudegracht 1", "postalCode": "3511 AL", "city": "Utrecht"},
        "genericEnvironmentalInformation": {"co2Reduction": "12.5", "eciResult": "1.25"},
    }
    data.update(overrides)
    return ProductRequest.model_validate(data)


def product_json(**overrides: Any) -> dict[str, Any]:
    """A product as the service returns it (numbers as strings)."""
    body: dict[str, Any] = {
        "id": 7,
        "websiteURI": "https://service.test/producten/7",
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "projectNumber": None,
        "tradeItemIdentification": {"suppliersTradeItemId": "LEV-001"},
        "itemDetails": {
            "name": "Opdekdeur wit",
            "productDescription": [{"description": "Licht gebruikt", "languageCode": "NL"}],
            "attachment": {
                "imageData": json.dumps([{"id": 3, "name": "voor.jpg", "url": "https://x/3"}]),
                "attachedData": "[]",
            },
        },
        "physicalDimensions": {
            "height": "201.5",
            "width": "83",
            "depth": "4",
            "uoMMeasurement": "CMT",
        },
        "quantity": {"quantityValue": "12.50", "quantityUoM": "PCE"},
        "priceInformation": {
            "price": "35.25",
            "priceBase": {
                "VATInformation": True,
                "numberOfUnitsInPriceBasis": "1",
                "priceOnRequestIndicator": False,
            },
        },
        "itemCharacteristics": {
            "technicalQuality": "Goed",
            "aestheticQuality": None,
            "rawMaterial": "Hout",
            "color": "Wit",
        },
        "validityInformation": {
            "statusCode": "Beschikbaar",
            "validityStartDate": "2026-11-22",
            "validityEndDate": None,
        },
        "person": {"personName": "Sanne", "contactInformation": {"emailAddress": "s@example.nl"}},
        "address": {"street": None, "postalCode": None, "city": "Utrecht"},
        "genericEnvironmentalInformation": {
            "co2Reduction": "12.5",
            "eciResult": None,
            "noxResult": "0.10",
            "mkiNMDid": None,
        },
    }
    body.update(overrides)
    return body


def page_json(
    items: list[Any], *, page: int = 1, last: int = 1, next_url: str | None = None
) -> dict[str, Any]:
    return {
        "data": items,
        "links": {"first": None, "last": None, "prev": None, "next": next_url},
        "meta": {
            "current_page": page,
            "from": 1,
            "last_page": last,
            "links": [],
            "path": None,
            "per_page": 100,
            "to": len(items),
            "total": len(items),
        },
    }


Handler = Callable[[httpx.Request], httpx.Response]


def token_response(request: httpx.Request, *, expires_in: int = 3600) -> httpx.Response:
    return httpx.Response(
        200, json={"access_token": "tok", "token_type": "Bearer", "expires_in": expires_in}
    )


def mock_client(handler: Handler, **options: Any) -> ServiceClient:
    """A client of a fake service: `/token` always succeeds, everything else goes to `handler`."""

    def route(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/token"):
            return token_response(request)
        return handler(request)

    http = httpx.AsyncClient(transport=httpx.MockTransport(route))
    return client_for(MOCK_BASE, http=http, **options)
