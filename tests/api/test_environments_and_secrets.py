"""Environment profiles, presets, the sandbox profile and the secret stores."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from keyring.backend import KeyringBackend
from keyring.errors import KeyringLocked
from pydantic import ValidationError
from pydantic_core import PydanticCustomError

from app.api.environments import EnvironmentProfile
from app.api.environments import check_base_url
from app.api.environments import load_profiles
from app.api.environments import read_presets
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.environments import secret_key
from app.api.errors import SecretStoreUnavailable
from app.api.secrets import KeyringSecretStore
from app.api.secrets import MemorySecretStore
from app.api.secrets import SecretStore
from app.api.secrets import kept_for_session_only


@pytest.mark.parametrize(
    "url",
    [
        "https://acceptatie.dienst.nl/api/v1",
        "https://acceptatie.dienst.nl/api/v1/",
        "http://127.0.0.1:8000/api/v1",
        "http://localhost:8000/api/v1",
        "http://[::1]:8000/api/v1",
        "https://dienst.nl/tenant/api/v1",
    ],
)
def test_accepted_base_urls(url: str) -> None:
    assert check_base_url(url) == url.rstrip("/")


@pytest.mark.parametrize(
    ("url", "code"),
    [
        ("http://dienst.nl/api/v1", "environment.address_insecure"),
        ("http://192.168.1.10/api/v1", "environment.address_insecure"),
        ("https://dienst.nl/api/v2", "environment.address_path"),
        ("https://dienst.nl", "environment.address_path"),
        ("dienst.nl/api/v1", "environment.address_incomplete"),
        ("https://user:pw@dienst.nl/api/v1", "environment.address_extras"),
        ("https://dienst.nl/api/v1?x=1", "environment.address_extras"),
    ],
)
def test_refused_base_urls(url: str, code: str) -> None:
    with pytest.raises(PydanticCustomError) as caught:
        check_base_url(url)
    assert caught.value.type == code


def test_password_grant_needs_a_user_name() -> None:
    with pytest.raises(ValidationError, match=r"environment\.username_missing"):
        EnvironmentProfile(
            name="Productie", base_url="https://d.nl/api/v1", grant="password", client_id="app"
        )


def test_load_profiles_merges_presets_and_settings(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    presets = tmp_path / "environments.json"
    presets.write_text(
        json.dumps(
            {
                "environments": [
                    {"name": "Acceptatie", "base_url": "https://acc.d.nl/api/v1", "client_id": "a"},
                    {"name": "Productie", "base_url": "https://d.nl/api/v1", "client_id": "p"},
                    {"name": "Kapot", "base_url": "http://d.nl/api/v1", "client_id": "k"},
                ]
            }
        ),
        encoding="utf-8",
    )
    settings = [
        {
            "name": "Productie",
            "base_url": "https://d.nl/api/v1",
            "grant": "password",
            "client_id": "p",
            "username": "jan",
        },
        {"name": "Eigen", "base_url": "https://eigen.nl/api/v1", "client_id": "e"},
    ]

    with caplog.at_level(logging.WARNING):
        profiles = load_profiles(settings, presets)

    assert [(p.name, p.source, p.grant) for p in profiles] == [
        ("Acceptatie", "preset", "client_credentials"),
        ("Productie", "settings", "password"),
        ("Eigen", "settings", "client_credentials"),
    ]
    assert "Kapot" in caplog.text


@pytest.mark.parametrize("content", ["{kapot", '"tekst"', "[1, 2]", '{"environments": 3}'])
def test_broken_presets_file_is_ignored(tmp_path: Path, content: str) -> None:
    presets = tmp_path / "environments.json"
    presets.write_text(content, encoding="utf-8")
    assert read_presets(presets) == []
    assert load_profiles([], presets) == []


def test_no_presets_file() -> None:
    assert load_profiles([], None) == []
    assert read_presets(Path("/nonexistent/environments.json")) == []


def test_sandbox_profile_and_secret() -> None:
    profile = sandbox_profile("http://127.0.0.1:5123/api/v1")
    store = sandbox_secrets(profile)

    assert profile.is_sandbox
    assert profile.client_id == "demo"
    assert profile.token_url == "http://127.0.0.1:5123/api/v1/token"
    assert store.get(secret_key(profile)) == "demo-secret"


def test_secret_keys_differ_per_account() -> None:
    base = {"name": "P", "base_url": "https://d.nl/api/v1", "client_id": "app"}
    client = EnvironmentProfile.model_validate(base)
    jan = EnvironmentProfile.model_validate(base | {"grant": "password", "username": "jan"})
    piet = EnvironmentProfile.model_validate(base | {"grant": "password", "username": "piet"})

    assert len({secret_key(client), secret_key(jan), secret_key(piet)}) == 3


def test_memory_store() -> None:
    store = MemorySecretStore()
    assert isinstance(store, SecretStore)
    store.set("k", "v")
    assert store.get("k") == "v"
    store.delete("k")
    store.delete("k")
    assert store.get("k") is None


@pytest.mark.parametrize("backend", ["keyring.backends.null", "keyring.backends.fail"])
def test_without_a_keyring_secrets_are_kept_for_the_session(
    backend: str, caplog: pytest.LogCaptureFixture
) -> None:
    import importlib

    import keyring

    previous = keyring.get_keyring()
    keyring.set_keyring(importlib.import_module(backend).Keyring())
    try:
        store = KeyringSecretStore()
        assert isinstance(store, SecretStore)
        assert store.session_only
        assert kept_for_session_only(store)
        # Nothing typed yet: there is nowhere it could have been kept.
        with pytest.raises(SecretStoreUnavailable) as caught:
            store.get("k")
        assert caught.value.code == "service.no_keyring"
        store.set("k", "geheim-123")
        assert store.get("k") == "geheim-123"
        store.delete("k")
        with pytest.raises(SecretStoreUnavailable):
            store.get("k")
    finally:
        keyring.set_keyring(previous)
    assert "geheim-123" not in caplog.text


class _BrokenKeyring(KeyringBackend):
    """A backend that is there but fails, as a Secret Service whose unlock was refused."""

    priority = 1  # type: ignore[assignment]

    def get_password(self, service: str, username: str) -> str | None:
        raise KeyringLocked("the collection is locked")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise RuntimeError("org.freedesktop.DBus.Error.ServiceUnknown")

    def delete_password(self, service: str, username: str) -> None:
        raise KeyringLocked("the collection is locked")


def test_a_failing_keyring_falls_back_to_the_session_at_its_first_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    import keyring

    previous = keyring.get_keyring()
    keyring.set_keyring(_BrokenKeyring())
    try:
        store = KeyringSecretStore("reuse-desk-test")
        assert not store.session_only  # a backend is there; it has not failed yet
        with caplog.at_level(logging.WARNING):
            store.set("k", "geheim-456")
        assert store.session_only
        assert store.get("k") == "geheim-456"
    finally:
        keyring.set_keyring(previous)
    assert "in memory for this session only" in caplog.text
    assert "geheim-456" not in caplog.text


def test_memory_store_is_for_the_session() -> None:
    assert kept_for_session_only(MemorySecretStore())
    assert not kept_for_session_only(object())  # type: ignore[arg-type]


def test_keyring_store_with_a_backend() -> None:
    import keyring

    class DictKeyring(KeyringBackend):
        priority = 1  # type: ignore[assignment]

        def __init__(self) -> None:
            self.values: dict[tuple[str, str], str] = {}

        def get_password(self, service: str, username: str) -> str | None:
            return self.values.get((service, username))

        def set_password(self, service: str, username: str, password: str) -> None:
            self.values[(service, username)] = password

        def delete_password(self, service: str, username: str) -> None:
            from keyring.errors import PasswordDeleteError

            if self.values.pop((service, username), None) is None:
                raise PasswordDeleteError(username)

    previous = keyring.get_keyring()
    keyring.set_keyring(DictKeyring())
    try:
        store = KeyringSecretStore("reuse-desk-test")
        assert not store.session_only
        store.set("k", "geheim")
        assert store.get("k") == "geheim"
        store.delete("k")
        store.delete("k")
        assert store.get("k") is None
    finally:
        keyring.set_keyring(previous)
