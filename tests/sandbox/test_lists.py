"""The paginated envelope and the `public` filter, over the demo catalogue and small lists."""

from __future__ import annotations

from urllib.parse import parse_qs
from urllib.parse import urlsplit

import httpx
import pytest

from tests.sandbox.conftest import all_products
from tests.sandbox.conftest import create_product
from tests.sandbox.conftest import create_project


def test_following_next_from_page_one_visits_every_item_once(demo_api: httpx.Client) -> None:
    first = demo_api.get("/products", params={"per_page": 40}).json()
    total = first["meta"]["total"]
    seen: list[int] = []
    pages = 0
    page = first
    while True:
        pages += 1
        meta = page["meta"]
        assert meta["current_page"] == pages
        assert meta["per_page"] == 40
        assert meta["total"] == total
        assert meta["from"] == (pages - 1) * 40 + 1
        assert meta["to"] == meta["from"] + len(page["data"]) - 1
        seen += [item["id"] for item in page["data"]]
        if page["links"]["next"] is None:
            break
        page = demo_api.get(page["links"]["next"]).json()

    assert pages == first["meta"]["last_page"] == -(-total // 40)
    assert len(seen) == len(set(seen)) == total == 300
    assert page["links"]["last"] == first["links"]["last"]


def test_links_are_absolute_and_keep_per_page_and_public(demo_api: httpx.Client) -> None:
    page = demo_api.get("/products", params={"per_page": 10, "public": 1, "page": 2}).json()

    for name in ("first", "last", "prev", "next"):
        parts = urlsplit(page["links"][name])
        assert parts.scheme == "http"
        assert parts.path.endswith("/api/v1/products")
        query = parse_qs(parts.query)
        assert query["per_page"] == ["10"]
        assert query["public"] == ["1"]
    assert parse_qs(urlsplit(page["links"]["prev"]).query)["page"] == ["1"]
    assert parse_qs(urlsplit(page["links"]["next"]).query)["page"] == ["3"]
    assert page["meta"]["path"].endswith("/api/v1/products")


def test_meta_links_mark_the_current_page(demo_api: httpx.Client) -> None:
    meta = demo_api.get("/products", params={"per_page": 100, "page": 2}).json()["meta"]

    labels = [link["label"] for link in meta["links"]]
    assert labels[1:-1] == ["1", "2", "3"]
    assert [link["label"] for link in meta["links"] if link["active"]] == ["2"]
    assert all(set(link) == {"url", "label", "active"} for link in meta["links"])
    assert all(link["url"] for link in meta["links"][1:-1])


def test_meta_links_of_a_long_list_are_laravels_window(demo_api: httpx.Client) -> None:
    # 300 products by 10: 30 pages, too many to link each (Laravel's `UrlWindow`).
    def labels(page: int) -> list[str]:
        meta = demo_api.get("/products", params={"per_page": 10, "page": page}).json()["meta"]
        gaps = [link for link in meta["links"] if link["label"] == "..."]
        assert all(link["url"] is None and not link["active"] for link in gaps)
        return [link["label"] for link in meta["links"]][1:-1]

    assert labels(1) == [*map(str, range(1, 11)), "...", "29", "30"]
    assert labels(15) == ["1", "2", "...", *map(str, range(12, 19)), "...", "29", "30"]
    assert labels(30) == ["1", "2", "...", *map(str, range(21, 31))]


def test_default_page_size_is_15(demo_api: httpx.Client) -> None:
    page = demo_api.get("/products").json()

    assert len(page["data"]) == 15
    assert page["meta"]["per_page"] == 15
    assert page["links"]["prev"] is None


def test_an_empty_list_has_a_consistent_envelope(api: httpx.Client) -> None:
    page = api.get("/products").json()

    assert page["data"] == []
    assert page["meta"]["total"] == 0
    assert page["meta"]["from"] is None
    assert page["meta"]["to"] is None
    assert page["meta"]["last_page"] == 1
    assert page["links"]["next"] is None


def test_a_page_past_the_end_is_empty(demo_api: httpx.Client) -> None:
    page = demo_api.get("/products", params={"page": 99}).json()

    assert page["data"] == []
    assert page["meta"]["from"] is None
    assert page["links"]["next"] is None


@pytest.mark.parametrize(
    ("params", "page", "per_page"),
    [
        ({"per_page": 101}, 1, 100),
        ({"per_page": 0}, 1, 15),
        ({"per_page": -3}, 1, 15),
        ({"per_page": "veel"}, 1, 15),
        ({"per_page": "2.5"}, 1, 15),
        ({"page": 0}, 1, 15),
        ({"page": "x"}, 1, 15),
        ({"page": " 2 "}, 2, 15),
        ({"page": "999999999999999999"}, 1_000_000_000, 15),
    ],
)
def test_paging_values_that_cannot_be_used_read_as_their_defaults(
    demo_api: httpx.Client, params: dict[str, str | int], page: int, per_page: int
) -> None:
    # The interface lists no 422 for a list; Laravel's paginator reads such values so.
    response = demo_api.get("/products", params=params)

    assert response.status_code == 200
    meta = response.json()["meta"]
    assert (meta["current_page"], meta["per_page"]) == (page, per_page)


@pytest.mark.parametrize("value", ["1", "ja", "2", "true"])
def test_any_public_value_but_a_false_one_asks_for_the_public_products(
    demo_api: httpx.Client, value: str
) -> None:
    public = demo_api.get("/products", params={"public": 1}).json()["meta"]["total"]

    response = demo_api.get("/products", params={"public": value})

    assert response.status_code == 200
    assert response.json()["meta"]["total"] == public < 300
    for false in ("0", "false", "off", "no", ""):
        assert demo_api.get("/products", params={"public": false}).json()["meta"]["total"] == 300


def test_public_filter_keeps_available_products_outside_private_projects(
    api: httpx.Client,
) -> None:
    open_project = create_project(api)
    private_project = create_project(api, prive=True)
    expected = {
        create_product(api, validityInformation={"statusCode": "Beschikbaar"}),
        create_product(
            api, validityInformation={"statusCode": "Te koop"}, projectNumber=open_project
        ),
    }
    create_product(api, validityInformation={"statusCode": "Gereserveerd"})
    create_product(api, validityInformation={"statusCode": "Verkocht"})
    create_product(api, validityInformation={"statusCode": None})
    create_product(
        api, validityInformation={"statusCode": "Beschikbaar"}, projectNumber=private_project
    )

    public = {item["id"] for item in all_products(api, public=1)}

    assert public == expected
    assert len(all_products(api)) == 6
    assert len(all_products(api, public=0)) == 6


def test_public_filter_on_the_demo_catalogue(demo_api: httpx.Client) -> None:
    public = all_products(demo_api, public=1)
    private_projects = {
        str(p["id"]) for p in demo_api.get("/projects").json()["data"] if p["prive"]
    }

    assert 0 < len(public) < 300
    assert all(
        item["validityInformation"]["statusCode"] in ("Beschikbaar", "Te koop") for item in public
    )
    assert not {item["projectNumber"] for item in public} & private_projects


def test_project_list_has_the_same_envelope(demo_api: httpx.Client) -> None:
    page = demo_api.get("/projects", params={"per_page": 2}).json()

    assert page["meta"]["total"] == 4
    assert page["meta"]["last_page"] == 2
    assert len(page["data"]) == 2
    second = demo_api.get(page["links"]["next"]).json()
    assert second["meta"]["current_page"] == 2
    assert second["links"]["next"] is None
    assert {p["id"] for p in page["data"] + second["data"]} == {1, 2, 3, 4}


def test_a_page_read_after_a_change_counts_from_the_list_as_it_is_now(api: httpx.Client) -> None:
    # The sandbox remembers where a page ended while nothing is written: a write in
    # between makes the next page count from the start again (pages by position).
    ids = [create_product(api) for _ in range(5)]
    page = {"per_page": 2}

    first = api.get("/products", params={**page, "page": 1}).json()
    assert [item["id"] for item in first["data"]] == ids[:2]
    assert api.post(f"/products/{ids[0]}/archive").status_code == 200
    second = api.get("/products", params={**page, "page": 2}).json()

    assert [item["id"] for item in second["data"]] == ids[3:5]
    assert second["meta"]["total"] == 4
    # Read again without a change: the same pages, position by position.
    again = [api.get("/products", params={**page, "page": n}).json()["data"] for n in (1, 2, 3)]
    assert [[item["id"] for item in data] for data in again] == [ids[1:3], ids[3:5], []]
