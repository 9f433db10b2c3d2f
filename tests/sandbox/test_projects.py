"""Projects over real HTTP: create, list, images, and validation of the create request."""

from __future__ import annotations

import base64

import httpx
import pytest

from tests.sandbox.conftest import TLS
from tests.sandbox.conftest import create_project
from tests.sandbox.conftest import project_body

PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
)
PROJECT_FIELDS = {
    "id", "title", "published", "created_at", "updated_at", "beschrijving",
    "contactpersoon_naam", "contactpersoon_email", "adres", "postcode", "plaats",
    "latitude", "longitude", "functie_object", "bouwjaar", "aantal_bouwlagen",
    "bruto_vloeroppervlak_m2", "architect", "voorbereidende_werkzaamheden_mogelijk_vanaf",
    "grondwaterstand", "grondsoort", "bereikbaarheid_locatie", "materiaal_beschikbaar_vanaf",
    "materiaal_beschikbaar_tot", "materiaal_online_vanaf", "materiaal_online_tot", "levering",
    "status_materiaal", "materiaaleigenaar", "prive", "archived", "url",
}  # fmt: skip


def test_create_answers_201_with_an_integer_id(api: httpx.Client) -> None:
    response = api.post("/projects", json=project_body())

    assert response.status_code == 201
    assert isinstance(response.json()["id"], int)


def test_listed_project_has_every_field_of_the_response_table(api: httpx.Client) -> None:
    project_id = create_project(api, grondsoort="", bouwjaar=1972, latitude=52.09)

    (project,) = api.get("/projects").json()["data"]

    assert set(project) == PROJECT_FIELDS
    assert project["id"] == project_id
    assert project["title"] == "Sloop gymzaal Het Anker, Houten"
    assert project["published"] is False
    assert project["archived"] is False
    assert project["prive"] is False
    assert project["grondsoort"] == ""
    assert project["bouwjaar"] == 1972
    assert project["latitude"] == "52.09"
    assert project["beschrijving"] is None
    assert isinstance(project["url"], str)
    assert project["url"]
    assert project["created_at"].startswith("20")
    assert project["materiaal_beschikbaar_vanaf"] == "2026-11-22T09:00:00Z"


def test_prive_comes_from_the_request(api: httpx.Client) -> None:
    create_project(api, prive=True)

    assert api.get("/projects").json()["data"][0]["prive"] is True


def test_create_reports_every_missing_required_field(api: httpx.Client) -> None:
    response = api.post("/projects", json={"title": "Alleen een titel"})

    assert response.status_code == 422
    assert set(response.json()["errors"]) == {
        "contactpersoon_naam", "contactpersoon_email", "adres", "postcode", "plaats",
        "materiaal_beschikbaar_vanaf", "materiaal_beschikbaar_tot", "materiaal_online_vanaf",
        "materiaal_online_tot", "levering", "status_materiaal",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"contactpersoon_email": "geen-adres"}, "contactpersoon_email"),
        ({"status_materiaal": "Weg"}, "status_materiaal"),
        ({"grondsoort": "Grind"}, "grondsoort"),
        ({"materiaal_beschikbaar_vanaf": "morgen"}, "materiaal_beschikbaar_vanaf"),
        ({"materiaal_online_vanaf": "2026-11-22"}, "materiaal_online_vanaf"),
        ({"materiaal_beschikbaar_tot": "2026-11-01T00:00:00Z"}, "materiaal_beschikbaar_tot"),
        ({"materiaal_online_tot": "2026-11-01T00:00:00Z"}, "materiaal_online_tot"),
        ({"prive": "ja"}, "prive"),
        ({"title": ["lijst"]}, "title"),
        ({"bouwjaar": "oud"}, "bouwjaar"),
    ],
)
def test_create_rejects_bad_fields_at_their_paths(
    api: httpx.Client, change: dict[str, object], path: str
) -> None:
    response = api.post("/projects", json=project_body(**change))

    assert response.status_code == 422
    assert path in response.json()["errors"]


def test_image_from_a_data_uri_is_added_served_and_deleted(api: httpx.Client) -> None:
    project_id = create_project(api)
    src = "data:image/png;base64," + base64.b64encode(PNG).decode()

    added = api.post(f"/projects/{project_id}/images", json={"name": "gevel.png", "src": src})

    assert added.status_code == 201
    image = added.json()
    assert set(image) == {"id", "name", "url"}
    assert httpx.get(image["url"], trust_env=False, verify=TLS).content == PNG
    assert api.delete(f"/projects/{project_id}/images/{image['id']}").status_code == 204
    assert api.delete(f"/projects/{project_id}/images/{image['id']}").status_code == 404


def test_image_from_a_web_address_keeps_that_address(api: httpx.Client) -> None:
    project_id = create_project(api)

    added = api.post(
        f"/projects/{project_id}/images",
        json={"name": "luchtfoto.jpg", "src": "https://example.nl/luchtfoto.jpg"},
    )

    assert added.status_code == 201
    assert added.json()["url"] == "https://example.nl/luchtfoto.jpg"


@pytest.mark.parametrize(
    "body",
    [
        {"name": "x.png", "src": "ftp://example.nl/x.png"},
        {"name": "x.png", "src": "data:image/png;base64,@@@"},
        {"name": "x.png"},
        {"src": "https://example.nl/x.png"},
    ],
)
def test_bad_project_images_are_422(api: httpx.Client, body: dict[str, str]) -> None:
    project_id = create_project(api)

    response = api.post(f"/projects/{project_id}/images", json=body)

    assert response.status_code == 422
    assert set(response.json()["errors"]) <= {"name", "src"}


def test_images_of_an_unknown_project_are_404(api: httpx.Client) -> None:
    body = {"name": "x.png", "src": "https://example.nl/x.png"}
    assert api.post("/projects/99/images", json=body).status_code == 404
    assert api.delete("/projects/99/images/1").status_code == 404
