"""Two environments on loopback, as a user meets them: acceptance (A) and production (B),
numbering their records independently. World "copy": B is a copy of A (same ids, same
content: an acceptance refreshed from production). World "own": B has products of its
own under the same ids."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.api.environments import EnvironmentProfile
from app.api.products import ProductResponse
from app.api.products import product_response_to_request
from app.api.secrets import MemorySecretStore
from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from tests.sandbox.conftest import all_products
from tests.sandbox.conftest import authorised_client
from tests.sandbox.conftest import create_product
from tests.sandbox.conftest import product_body

WORLDS = ("copy", "own")
PRODUCTS = 3
EDITED_NAME = "Opdekdeur wit, bijgewerkt op A"


@dataclass
class TwoWorlds:
    a: SandboxServer
    b: SandboxServer
    acceptance: EnvironmentProfile
    production: EnvironmentProfile

    @property
    def secrets(self) -> MemorySecretStore:
        from app.api.environments import secret_key

        return MemorySecretStore(
            {secret_key(p): DEMO_CLIENT_SECRET for p in (self.acceptance, self.production)}
        )

    def products(self, server: SandboxServer) -> list[dict[str, Any]]:
        """Every product of `server`, in full, by id."""
        with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
            return sorted(all_products(client), key=lambda p: int(p["id"]))

    def product(self, server: SandboxServer, product_id: int) -> dict[str, Any]:
        (found,) = [p for p in self.products(server) if int(p["id"]) == product_id]
        return found

    def write_settings(self, folder: Path) -> None:
        """The user's settings: both environments set up, A last connected."""
        entries = [
            p.model_dump(mode="json", exclude={"source"}, exclude_none=True)
            for p in (self.acceptance, self.production)
        ]
        settings = {"environment": self.acceptance.name, "environments": entries}
        (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")


def make_worlds(a: SandboxServer, b: SandboxServer, world: str) -> TwoWorlds:
    with (
        authorised_client(a, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as on_a,
        authorised_client(b, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as on_b,
    ):
        for n in range(1, PRODUCTS + 1):
            name = f"Opdekdeur {n}"
            item = product_body()["itemDetails"] | {"name": name}
            assert create_product(on_a, itemDetails=item) == n
            if world == "own":
                item = item | {"name": f"Eiken kozijn {n} (alleen op B)"}
            assert create_product(on_b, itemDetails=item) == n
    return TwoWorlds(
        a,
        b,
        EnvironmentProfile(name="Acceptatie", base_url=a.base_url, client_id=DEMO_CLIENT_ID),
        EnvironmentProfile(
            name="Productie", base_url=b.base_url, client_id=DEMO_CLIENT_ID, production=True
        ),
    )


def edit_of(server_product: dict[str, Any], name: str = EDITED_NAME) -> dict[str, Any]:
    """The form's content of an edit of `server_product` renaming it."""
    request = product_response_to_request(ProductResponse.model_validate(server_product))
    content: dict[str, Any] = request.model_dump(mode="json", by_alias=True)
    content["itemDetails"]["name"] = name
    return content
