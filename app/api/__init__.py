"""Everything the application knows about the service: models, client, errors, tokens, environments.

Plain Python (pydantic and httpx): no Qt, so the sync engine and tests use it headless.
"""

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
