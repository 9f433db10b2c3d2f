"""The service client against the sandbox, over real HTTP on loopback: every operation."""

from __future__ import annotations

import asyncio
import base64
import gc
from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.api.attachments import parse_attachment_refs
from app.api.client import ServiceClient
from app.api.errors import NotFound
from app.api.errors import UnknownSubCategory
from app.api.errors import ValidationFailed
from app.api.fields import RecordId
from app.api.notices import SAID
from app.api.notices import Notice
from app.api.products import ProductRequest
from app.api.products import ProductResponse
from app.api.products import product_response_to_request
from app.api.projects import ProjectRequest
from app.api.projects import ProjectResponse
from app.api.subscriptions import SubscriptionCreate
from tests.api.conftest import product_form
from tests.service_reads import find_product
from tests.service_reads import list_projects

pytestmark = pytest.mark.asyncio

PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
)


def project_form(**overrides: Any) -> ProjectRequest:
    data: dict[str, Any] = {
        "title": "Sloop gymzaal Het Anker, Houten",
        "contactpersoon_naam": "Mark Jansen",
        "contactpersoon_email": "mark@example.nl",
        "adres": "Ankerweg 3",
        "postcode": "3991 AB",
        "plaats": "Houten",
        "materiaal_beschikbaar_vanaf": "2026-11-22T09:00:00Z",
        "materiaal_beschikbaar_tot": "2026-12-22T17:00:00Z",
        "materiaal_online_vanaf": "2026-11-01T00:00:00Z",
        "materiaal_online_tot": "2027-01-31T00:00:00Z",
        "levering": "Ophalen op locatie",
        "status_materiaal": "Beschikbaar",
        "grondsoort": "Klei",
        "prive": False,
    }
    data.update(overrides)
    return ProjectRequest.model_validate(data)


async def test_connection_check_reports_write_rights(demo_client: ServiceClient) -> None:
    check = await demo_client.test_connection()

    assert check.ok
    assert check.can_write is True
    assert check.notice == Notice("connection.ok", {"environment": "Lokale sandbox"})


async def test_list_products_follows_every_page(demo_client: ServiceClient) -> None:
    first = await demo_client.list_page("products", ProductResponse, per_page=7)
    products = await demo_client.list_products()

    assert first.total == len(products) > 100  # more than one page of 100
    assert len({p.id for p in products}) == len(products)
    assert first.next_url is not None
    assert first.items == products[:7]


async def test_one_page_for_the_ui(demo_client: ServiceClient) -> None:
    page = await demo_client.list_page("products", ProductResponse, 2, per_page=10)

    assert page.current_page == 2
    assert len(page.items) == 10
    assert page.last_page == -(-page.total // 10)


async def test_public_filter(demo_client: ServiceClient) -> None:
    everything = await demo_client.list_products()
    public = await demo_client.list_products(public=True)

    assert 0 < len(public) < len(everything)
    assert {p.validity_information.status_code for p in public} <= {"Beschikbaar", "Te koop"}
    # The same list read for its ids only (how a sync learns which products are public).
    ids: list[int] = []
    page_number = 1
    while True:
        page = await demo_client.list_page(
            "products", RecordId, page_number, per_page=100, public=True
        )
        ids += [ref.id for ref in page.items]
        if page.is_last:
            break
        page_number += 1
    assert ids == [p.id for p in public]


async def test_create_then_find_product(client: ServiceClient) -> None:
    form = product_form()

    product_id = await client.create_product(form)
    found = await find_product(client, product_id)

    assert found is not None
    assert found.item_details.name == "Opdekdeur wit"
    assert found.quantity.quantity_value == Decimal("12.5")
    assert found.physical_dimensions.height == Decimal("201.5")
    assert found.price_information.price == Decimal("35.25")
    assert found.validity_information.validity_end_date is not None
    assert found.description_entry.description == "Licht gebruikt"
    assert found.images == []
    assert await find_product(client, product_id + 1000) is None


async def test_update_with_unchanged_form_is_loss_free(demo_client: ServiceClient) -> None:
    page = await demo_client.list_page("products", ProductResponse, per_page=25)

    for product in page.items:
        updated = await demo_client.update_product(product.id, product_response_to_request(product))
        assert updated == product


async def test_update_changes_the_product(client: ServiceClient) -> None:
    product_id = await client.create_product(product_form())
    original = await find_product(client, product_id)
    assert original is not None
    form = product_response_to_request(original)
    form.item_details.name = "Opdekdeur grijs"
    form.quantity.quantity_value = Decimal("3")

    updated = await client.update_product(product_id, form)

    assert updated.item_details.name == "Opdekdeur grijs"
    assert updated.quantity.quantity_value == 3
    assert updated.address == original.address


async def test_update_of_unknown_product_is_not_found(client: ServiceClient) -> None:
    with pytest.raises(NotFound) as caught:
        await client.update_product(999_999, product_form())
    assert caught.value.status == 404
    assert caught.value.notice == Notice("service.not_found", {"status": 404})


async def test_archive_removes_product_from_list(client: ServiceClient) -> None:
    product_id = await client.create_product(product_form())

    await client.archive_product(product_id)

    assert await find_product(client, product_id) is None
    with pytest.raises(NotFound):
        await client.update_product(product_id, product_form())


async def test_validation_failure_names_the_fields(client: ServiceClient) -> None:
    incomplete = ProductRequest.draft({"productCategory": "Deuren", "address": {"city": "Utrecht"}})

    with pytest.raises(ValidationFailed) as caught:
        await client.create_product(incomplete)

    error = caught.value
    assert error.status == 422
    assert error.detail
    assert "itemDetails.name" in error.field_errors
    said = [n for notices in error.field_errors.values() for n in notices]
    assert all(n.code == SAID and n.params["text"] for n in said)


async def test_unknown_sub_category(client: ServiceClient) -> None:
    form = ProductRequest.draft(
        product_form().model_dump(by_alias=True) | {"subProductCategory": "Zwembaden"}
    )

    with pytest.raises(UnknownSubCategory) as caught:
        await client.create_product(form)

    assert caught.value.status == 400
    assert list(caught.value.field_errors) == ["subProductCategory"]
    assert isinstance(caught.value, ValidationFailed)


async def test_product_images_and_files(client: ServiceClient) -> None:
    product_id = await client.create_product(product_form())
    sheet = b"%PDF-1.4 test\n" * 100

    image = await client.add_attachment("products", product_id, "images", "deur voor.png", PNG)
    document = await client.add_attachment("products", product_id, "files", "spec.pdf", sheet)

    assert image.name == "deur voor.png"
    assert document.name == "spec.pdf"
    product = await find_product(client, product_id)
    assert product is not None
    assert [i.id for i in product.images] == [image.id]
    assert [f.id for f in parse_attachment_refs(product.item_details.attachment.attached_data)] == [
        document.id
    ]
    async with httpx.AsyncClient(trust_env=False) as plain:
        served = [(await plain.get(ref.url)).content for ref in (image, document)]
    assert served == [PNG, sheet]

    await client.delete_attachment("products", product_id, "images", image.id)
    await client.delete_attachment("products", product_id, "files", document.id)

    product = await find_product(client, product_id)
    assert product is not None
    assert product.images == []
    assert parse_attachment_refs(product.item_details.attachment.attached_data) == []
    with pytest.raises(NotFound):
        await client.delete_attachment("products", product_id, "images", image.id)


async def test_large_upload(client: ServiceClient) -> None:
    product_id = await client.create_product(product_form())
    big = bytes(range(256)) * 16 * 1024  # 4 MiB

    stored = await client.add_attachment("products", product_id, "files", "scan.bin", big)

    async with httpx.AsyncClient(trust_env=False) as plain:
        served = await plain.get(stored.url)
    assert served.content == big


async def test_projects(client: ServiceClient) -> None:
    project_id = await client.create_project(project_form())

    projects = await list_projects(client)
    page = await client.list_page("projects", ProjectResponse)

    (project,) = [p for p in projects if p.id == project_id]
    assert page.items[0].id == project_id
    assert project.title == "Sloop gymzaal Het Anker, Houten"
    assert project.materiaal_beschikbaar_vanaf is not None
    assert project.materiaal_beschikbaar_vanaf.isoformat() == "2026-11-22T09:00:00+00:00"
    assert project.grondsoort == "Klei"
    assert project.prive is False

    image = await client.add_attachment("projects", project_id, "images", "gevel.png", PNG)
    assert image.name == "gevel.png"
    async with httpx.AsyncClient(trust_env=False) as plain:
        assert (await plain.get(image.url)).content == PNG
    await client.delete_attachment("projects", project_id, "images", image.id)
    with pytest.raises(NotFound):
        await client.delete_attachment("projects", project_id, "images", image.id)


async def test_project_validation_failure(client: ServiceClient) -> None:
    form = ProjectRequest.draft(
        project_form().model_dump(by_alias=True) | {"contactpersoon_email": "geen-adres"}
    )

    with pytest.raises(ValidationFailed) as caught:
        await client.create_project(form)

    assert "contactpersoon_email" in caught.value.field_errors


async def test_subscription_life_cycle(client: ServiceClient) -> None:
    form = SubscriptionCreate(webhook_url="http://127.0.0.1:9/hook", event_type=["created"])

    created = await client.create_subscription(form)
    listed = await client.list_subscriptions()
    fetched = await client.get_subscription(created.id)
    outcome = await client.test_subscription(created.id)
    await client.delete_subscription(created.id)

    assert created.event_types == ["created"]
    assert created.status == "active"
    assert created.signing_secret
    assert [s.id for s in listed] == [created.id]
    assert fetched == created
    assert outcome.delivered is False  # nothing listens on port 9
    assert outcome.event_id
    with pytest.raises(NotFound):
        await client.get_subscription(created.id)


async def test_subscription_delivery_succeeds(client: ServiceClient) -> None:
    hits: list[bytes] = []

    async def receive(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        hits.append(await reader.read(65536))
        writer.write(b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        await writer.drain()
        writer.close()

    listener = await asyncio.start_server(receive, "127.0.0.1", 0)
    port = listener.sockets[0].getsockname()[1]
    async with listener:
        created = await client.create_subscription(
            SubscriptionCreate(webhook_url=f"http://127.0.0.1:{port}/hook")
        )
        outcome = await client.test_subscription(created.id)

    assert outcome.delivered is True
    assert outcome.status_code == 204
    assert hits


@pytest.mark.parametrize("variant", ["A", "B"])
async def test_both_subscription_variants(sandbox_factory: Any, variant: str) -> None:
    from app.api.environments import sandbox_profile
    from app.api.environments import sandbox_secrets

    server = sandbox_factory(subscription_variant=variant)
    profile = sandbox_profile(server.base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as service:
        created = await service.create_subscription(
            SubscriptionCreate(
                webhook_url="https://hooks.example.nl/reuse",
                event_type=["created", "deleted"],
                start_date="2026-11-22T09:00:00Z",
            )
        )
        fetched = await service.get_subscription(created.id)

    assert created.variant == variant
    assert fetched.event_types == ["created", "deleted"]
    assert fetched.start_date is not None
    assert fetched.start_date.isoformat() == "2026-11-22T09:00:00+00:00"
    assert fetched.end_date is None
    assert fetched.created_date is not None


async def test_a_read_answer_goes_by_its_reference_count(demo_client: ServiceClient) -> None:
    """A first load reads its thousand pages with the cyclic collector paused: an answer
    left in a reference cycle (httpx's stream refers back to its response) would wait for
    the collector, and its walk of them all when it resumes stalls the window. Read with the
    collector off, no answer may be left over."""

    def responses() -> int:
        return sum(isinstance(o, httpx.Response) for o in gc.get_objects())

    gc.collect()
    gc.disable()
    try:
        before = responses()
        for page in range(1, 11):
            await demo_client.list_page("products", ProductResponse, page, per_page=10)
        left = responses() - before
    finally:
        gc.enable()
    assert left == 0
