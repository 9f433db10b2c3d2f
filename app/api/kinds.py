"""The request model of each record kind: the one list of them, above the models (which
import `schema`), so that `schema` never reaches up to them."""

from __future__ import annotations

from app.api.products import ProductRequest
from app.api.projects import ProjectRequest
from app.api.schema import FormModel
from app.api.subscriptions import SubscriptionCreate

REQUEST_MODELS = {m.KIND: m for m in (ProductRequest, ProjectRequest, SubscriptionCreate)}


def request_model(kind: str) -> type[FormModel]:
    """The request model of a record kind ("product", "project", "subscription")."""
    return REQUEST_MODELS[kind]
