"""Environments: which service to talk to, and as whom.

A profile names a base URL (ending in `/api/v1`), a grant and a client id or user name;
its secret lives in a `SecretStore` under `secret_key(profile)`. Profiles come from the
user's settings and from a presets file an organisation ships next to the program. A
profile that cannot be used says why as a code ("environment.address_insecure").
"""

from __future__ import annotations

import ipaddress
import json
import logging
from collections.abc import Iterable
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated
from typing import Any
from typing import Final
from typing import Literal
from urllib.parse import urlsplit

from pydantic import AfterValidator
from pydantic import ValidationError
from pydantic import ValidationInfo
from pydantic import field_validator
from pydantic import model_validator
from pydantic_core import PydanticCustomError

from app.api.environment_keys import SANDBOX_KEY
from app.api.environment_keys import AddressUnusableError
from app.api.environment_keys import environment_key
from app.api.fields import ApiModel
from app.api.notices import Notice
from app.api.secrets import MemorySecretStore

log = logging.getLogger(__name__)

Grant = Literal["client_credentials", "password"]
ProfileSource = Literal["settings", "preset", "sandbox"]

API_PATH: Final = "/api/v1"
SANDBOX_PROFILE_NAME: Final = "Lokale sandbox"
SANDBOX_CLIENT_ID: Final = "demo"
# Public on purpose: the sandbox serves demo data on the user's own machine only.
SANDBOX_CLIENT_SECRET: Final = "demo-secret"


# Words in a profile's name or host that say it is not production.
_TEST_WORDS: Final = ("acc", "test", "staging", "stage", "dev", "demo", "sandbox", "oefen")


def is_loopback_host(host: str) -> bool:
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _problem(code: str, detail: str, **params: Any) -> PydanticCustomError:
    """A profile problem for the settings form: a code (its sentence is in app/ui) and params."""
    return PydanticCustomError(code, detail, params)


def check_base_url(value: str) -> str:
    """The normalised base URL; else a `PydanticCustomError` (a ValueError) with a code."""
    text = value.strip().rstrip("/")
    try:
        parts = urlsplit(text)
    except ValueError as error:  # a bracketed host that is no IPv6 address
        raise _problem("environment.address_host", str(error)) from error
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise _problem("environment.address_incomplete", "not a complete http(s) address")
    if parts.scheme != "https" and not is_loopback_host(parts.hostname):
        raise _problem("environment.address_insecure", "http is allowed for this machine only")
    if parts.query or parts.fragment or parts.username or parts.password:
        raise _problem("environment.address_extras", "credentials, query or fragment in it")
    if not parts.path.endswith(API_PATH):
        raise _problem("environment.address_path", "does not end in {path}", path=API_PATH)
    try:
        environment_key(text)  # a port out of range, a host that is none: no key, refused
    except AddressUnusableError as error:
        raise _problem(error.code, str(error)) from error
    return text


class EnvironmentProfile(ApiModel):
    """One service environment the user can connect to."""

    name: str
    base_url: Annotated[str, AfterValidator(check_base_url)]
    grant: Grant = "client_credentials"
    client_id: str
    username: str | None = None
    # Whether this is the production environment; None: judged from its name and address
    # (`is_production`). The window marks production unmistakably.
    production: bool | None = None
    source: ProfileSource = "settings"

    @field_validator("name", "client_id")
    @classmethod
    def _filled(cls, value: str, info: ValidationInfo) -> str:
        if not value.strip():
            raise _problem(f"environment.{info.field_name}_missing", "empty")
        return value.strip()

    @model_validator(mode="after")
    def _username_for_password_grant(self) -> EnvironmentProfile:
        if self.grant == "password" and not (self.username and self.username.strip()):
            raise _problem("environment.username_missing", "the password grant needs a user")
        return self

    @property
    def token_url(self) -> str:
        return f"{self.base_url}/token"

    @property
    def is_sandbox(self) -> bool:
        return self.source == "sandbox"

    @property
    def is_production(self) -> bool:
        """Production unless said otherwise or named as a test environment: a service
        of unknown role is marked as production, the safe side to err on."""
        if self.production is not None:
            return self.production
        if self.is_sandbox or is_loopback_host(urlsplit(self.base_url).hostname or ""):
            return False
        words = f"{self.name} {urlsplit(self.base_url).hostname}".lower()
        if "prod" in words:
            return True
        return not any(word in words for word in _TEST_WORDS)

    @property
    def key(self) -> str:
        """The environment this profile talks to (`environment_key`): a renamed profile
        keeps its key, and so its local data."""
        return SANDBOX_KEY if self.is_sandbox else environment_key(self.base_url)

    @property
    def account(self) -> str:
        """Whom the secret belongs to: the user name for the password grant, else the client."""
        if self.grant == "password" and self.username:
            return self.username
        return self.client_id


def secret_key(profile: EnvironmentProfile) -> str:
    """The key of the profile's secret (client secret or password) in a `SecretStore`."""
    return f"{profile.base_url}|{profile.grant}|{profile.client_id}|{profile.account}"


def sandbox_profile(base_url: str) -> EnvironmentProfile:
    """The profile of a running local sandbox, as the demo client."""
    return EnvironmentProfile(
        name=SANDBOX_PROFILE_NAME,
        base_url=base_url,
        grant="client_credentials",
        client_id=SANDBOX_CLIENT_ID,
        source="sandbox",
    )


def sandbox_secrets(profile: EnvironmentProfile) -> MemorySecretStore:
    """A secret store holding the sandbox's public demo secret for `profile`."""
    return MemorySecretStore({secret_key(profile): SANDBOX_CLIENT_SECRET})


def read_presets_file(path: Path | None) -> Any:
    """The presets file's JSON, or None when there is none or it cannot be read.

    A broken file from an administrator is logged and ignored: it never keeps the
    program from starting. Besides environments it may hold the update check's address
    (`app/api/updates.py`).
    """
    if path is None or not path.is_file():
        return None
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("presets file %s ignored: %s", path, exc)
        return None


def read_presets(path: Path | None) -> list[Mapping[str, Any]]:
    """Profile entries from a presets file: a JSON list, or `{"environments": [...]}`."""
    content = read_presets_file(path)
    if content is None:
        return []
    if isinstance(content, Mapping):
        content = content.get("environments", [])
    if not isinstance(content, list):
        log.warning("presets file %s ignored: expected a list of environments", path)
        return []
    return [entry for entry in content if isinstance(entry, Mapping)]


def load_profiles(
    settings_profiles: Iterable[Mapping[str, Any]],
    presets_path: Path | None = None,
    *,
    skipped: list[Notice] | None = None,
) -> list[EnvironmentProfile]:
    """Presets first, then the user's own profiles; a user profile replaces a preset of its name.

    Invalid entries are logged and left out: a profile that cannot be used never keeps
    the window or a command from starting. Each one left out is said in `skipped`, when
    given (`environment.profile_skipped`, with its name, where it came from and the
    problem's own code).
    """
    by_name: dict[str, EnvironmentProfile] = {}
    sources: list[tuple[ProfileSource, Iterable[Mapping[str, Any]]]] = [
        ("preset", read_presets(presets_path)),
        ("settings", settings_profiles),
    ]
    for source, entries in sources:
        for entry in entries:
            try:
                profile = EnvironmentProfile.model_validate({**entry, "source": source})
            except ValidationError as exc:
                problems = exc.errors(include_url=False)
                log.warning(
                    "environment %r from %s ignored: %s",
                    entry.get("name"),
                    source,
                    "; ".join(str(e["msg"]) for e in problems),
                )
                if skipped is not None:
                    skipped.append(_skipped(entry, source, problems[0]))
                continue
            by_name[profile.name] = profile
    return list(by_name.values())


def _skipped(entry: Mapping[str, Any], source: ProfileSource, problem: Any) -> Notice:
    """What the user is told of a profile left out: which, from where, and why (the
    problem's code with its parameters, worded by the UI like the form's)."""
    name = entry.get("name")
    return Notice(
        "environment.profile_skipped",
        {
            "name": name if isinstance(name, str) and name.strip() else "?",
            "source": source,
            "problem": str(problem["type"]),
            "problem_params": dict(problem.get("ctx") or {}),
        },
    )
