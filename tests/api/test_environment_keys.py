"""One reading of an environment's address: two spellings of one service give one key (so
one store); an address with no reading is refused by the profile check with a code; a
stored profile that cannot be used is left out, said, and never stops anything."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from pydantic_core import PydanticCustomError

from app.api.environment_keys import SANDBOX_KEY
from app.api.environment_keys import AddressUnusableError
from app.api.environment_keys import canonical_key
from app.api.environment_keys import environment_key
from app.api.environments import check_base_url
from app.api.environments import load_profiles
from app.api.notices import Notice


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("https://bücher.example/api/v1", "https://xn--bcher-kva.example/api/v1"),
        ("https://BÜCHER.example/api/v1", "https://XN--BCHER-KVA.EXAMPLE/api/v1"),
        ("https://dienst.example/x/../api/v1", "https://dienst.example/api/v1"),
        ("https://dienst.example/./api/./v1/", "https://dienst.example/api/v1"),
        ("https://dienst.example./api/v1", "https://dienst.example/api/v1"),
        ("https://dienst.example:443/api/v1", "https://dienst.example/api/v1"),
        ("http://localhost:80/api/v1", "http://localhost/api/v1"),
        ("HTTPS://Dienst.Example/api/v1", "https://dienst.example/api/v1"),
        ("https://dienst.example/%7eacc/api/v1", "https://dienst.example/~acc/api/v1"),
        ("https://dienst.example/a%2fb/api/v1", "https://dienst.example/a%2Fb/api/v1"),
        ("http://localhost:8000/api/v1", "http://127.0.0.1:8000/api/v1"),
        ("http://[::1]:8000/api/v1", "http://127.0.0.1:8000/api/v1"),
        ("http://[0:0:0:0:0:0:0:1]:8000/api/v1", "http://localhost.:8000/api/v1"),
    ],
)
def test_two_spellings_of_one_service_give_one_key(one: str, other: str) -> None:
    assert environment_key(one) == environment_key(other)
    assert canonical_key(environment_key(one)) == environment_key(one)  # read again: the same


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("https://dienst.example/api/v1", "https://dienst.example:8443/api/v1"),
        ("https://dienst.example/API/v1", "https://dienst.example/api/v1"),  # paths have case
        ("http://127.0.0.1:8000/api/v1", "http://127.0.0.2:8000/api/v1"),
        ("http://localhost:8000/api/v1", "http://acc.localhost:8000/api/v1"),
        ("http://localhost:8000/api/v1", "https://localhost:8000/api/v1"),
    ],
)
def test_other_services_keep_keys_of_their_own(one: str, other: str) -> None:
    assert environment_key(one) != environment_key(other)


def test_keys_written_by_an_earlier_release_read_as_this_release_writes_them() -> None:
    assert canonical_key("https://bücher.example/x/../api/v1") == (
        "https://xn--bcher-kva.example/api/v1"
    )
    assert canonical_key("http://127.0.0.1:8080/api/v1") == "http://localhost:8080/api/v1"
    assert canonical_key(SANDBOX_KEY) == SANDBOX_KEY


@pytest.mark.parametrize(
    ("url", "code"),
    [
        ("https://dienst.example:99999/api/v1", "environment.address_port"),
        ("https://dienst.example:0/api/v1", "environment.address_port"),
        ("https://dienst.example:65536/api/v1", "environment.address_port"),
        ("https://dienst.example:poort/api/v1", "environment.address_port"),
        ("https://dienst..example/api/v1", "environment.address_host"),
        ("https://dienst example/api/v1", "environment.address_host"),
        ("https://[::zz]/api/v1", "environment.address_host"),
        ("https://ex\u00e4mple\u200d.com/api/v1", "environment.address_host"),
    ],
)
def test_an_address_without_a_reading_is_refused_by_the_profile_check(url: str, code: str) -> None:
    with pytest.raises(AddressUnusableError) as unusable:
        environment_key(url)
    assert unusable.value.code == code
    with pytest.raises(PydanticCustomError) as caught:
        check_base_url(url)
    assert caught.value.type == code


def test_ports_at_the_ends_of_the_range_are_accepted() -> None:
    for port in (1, 65535):
        assert check_base_url(f"https://dienst.example:{port}/api/v1")


def test_a_stored_profile_that_cannot_be_used_is_left_out_logged_and_said(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    presets = tmp_path / "environments.json"
    broken = {"name": "Kapot", "base_url": "https://kapot.example:99999/api/v1", "client_id": "x"}
    presets.write_text(json.dumps([broken]), encoding="utf-8")
    good = {"name": "Goed", "base_url": "https://goed.example/api/v1", "client_id": "x"}
    skipped: list[Notice] = []
    with caplog.at_level(logging.WARNING):
        profiles = load_profiles([good, {**broken, "name": "Ook kapot"}], presets, skipped=skipped)
    assert [p.name for p in profiles] == ["Goed"]
    assert [(n.code, n.params["name"], n.params["source"]) for n in skipped] == [
        ("environment.profile_skipped", "Kapot", "preset"),
        ("environment.profile_skipped", "Ook kapot", "settings"),
    ]
    assert {n.params["problem"] for n in skipped} == {"environment.address_port"}
    assert "'Kapot' from preset ignored" in caplog.text
