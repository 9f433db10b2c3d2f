"""Everything the application knows about the service: models, client, errors, tokens, environments.

Plain Python (pydantic and httpx): no Qt, so the sync engine and tests use it headless.

The package loads nothing itself: `from app.api import ServiceClient` imports the
submodule on first use. The window starts without paying for httpx and the request
models; modules inside the application import the submodule they need directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from app.api.attachments import UploadedAttachment, parse_attachment_refs
    from app.api.auth import AccessToken, BearerAuth
    from app.api.client import ConnectionCheck, ServiceClient
    from app.api.environments import (
        EnvironmentProfile,
        load_profiles,
        sandbox_profile,
        sandbox_secrets,
        secret_key,
    )
    from app.api.errors import (
        AttachmentUnreadable,
        AuthenticationFailed,
        Forbidden,
        MalformedResponse,
        MissingCredentials,
        NotFound,
        Offline,
        OutcomeUnknown,
        PayloadTooLarge,
        RateLimited,
        RequestRejected,
        RequestTimeout,
        SecretStoreUnavailable,
        ServerError,
        ServiceError,
        Unauthorized,
        Unavailable,
        UnknownSubCategory,
        ValidationFailed,
    )
    from app.api.pagination import Page
    from app.api.products import (
        Address,
        ItemDetails,
        ProductRequest,
        ProductResponse,
        Quantity,
        product_response_to_request,
    )
    from app.api.projects import ProjectImageRequest, ProjectRequest, ProjectResponse
    from app.api.secrets import KeyringSecretStore, MemorySecretStore, SecretStore
    from app.api.subscriptions import Subscription, SubscriptionCreate, SubscriptionTestResult

# Each public name and the submodule that defines it.
_SUBMODULE_OF: dict[str, str] = {
    "UploadedAttachment": "app.api.attachments",
    "parse_attachment_refs": "app.api.attachments",
    "AccessToken": "app.api.auth",
    "BearerAuth": "app.api.auth",
    "ConnectionCheck": "app.api.client",
    "ServiceClient": "app.api.client",
    "EnvironmentProfile": "app.api.environments",
    "load_profiles": "app.api.environments",
    "sandbox_profile": "app.api.environments",
    "sandbox_secrets": "app.api.environments",
    "secret_key": "app.api.environments",
    "AttachmentUnreadable": "app.api.errors",
    "AuthenticationFailed": "app.api.errors",
    "Forbidden": "app.api.errors",
    "MalformedResponse": "app.api.errors",
    "MissingCredentials": "app.api.errors",
    "NotFound": "app.api.errors",
    "Offline": "app.api.errors",
    "OutcomeUnknown": "app.api.errors",
    "PayloadTooLarge": "app.api.errors",
    "RateLimited": "app.api.errors",
    "RequestRejected": "app.api.errors",
    "RequestTimeout": "app.api.errors",
    "SecretStoreUnavailable": "app.api.errors",
    "ServerError": "app.api.errors",
    "ServiceError": "app.api.errors",
    "Unauthorized": "app.api.errors",
    "Unavailable": "app.api.errors",
    "UnknownSubCategory": "app.api.errors",
    "ValidationFailed": "app.api.errors",
    "Page": "app.api.pagination",
    "Address": "app.api.products",
    "ItemDetails": "app.api.products",
    "ProductRequest": "app.api.products",
    "ProductResponse": "app.api.products",
    "Quantity": "app.api.products",
    "product_response_to_request": "app.api.products",
    "ProjectImageRequest": "app.api.projects",
    "ProjectRequest": "app.api.projects",
    "ProjectResponse": "app.api.projects",
    "KeyringSecretStore": "app.api.secrets",
    "MemorySecretStore": "app.api.secrets",
    "SecretStore": "app.api.secrets",
    "Subscription": "app.api.subscriptions",
    "SubscriptionCreate": "app.api.subscriptions",
    "SubscriptionTestResult": "app.api.subscriptions",
}

__all__ = [
    "AccessToken",
    "Address",
    "AttachmentUnreadable",
    "AuthenticationFailed",
    "BearerAuth",
    "ConnectionCheck",
    "EnvironmentProfile",
    "Forbidden",
    "ItemDetails",
    "KeyringSecretStore",
    "MalformedResponse",
    "MemorySecretStore",
    "MissingCredentials",
    "NotFound",
    "Offline",
    "OutcomeUnknown",
    "Page",
    "PayloadTooLarge",
    "ProductRequest",
    "ProductResponse",
    "ProjectImageRequest",
    "ProjectRequest",
    "ProjectResponse",
    "Quantity",
    "RateLimited",
    "RequestRejected",
    "RequestTimeout",
    "SecretStore",
    "SecretStoreUnavailable",
    "ServerError",
    "ServiceClient",
    "ServiceError",
    "Subscription",
    "SubscriptionCreate",
    "SubscriptionTestResult",
    "Unauthorized",
    "Unavailable",
    "UnknownSubCategory",
    "UploadedAttachment",
    "ValidationFailed",
    "load_profiles",
    "parse_attachment_refs",
    "product_response_to_request",
    "sandbox_profile",
    "sandbox_secrets",
    "secret_key",
]


__getattr__, __dir__ = lazy_exports(__name__, _SUBMODULE_OF, __all__)
