"""Everything the application knows about the service: models, client, errors, tokens, environments.

Plain Python (pydantic and httpx): no Qt, so the sync engine and tests use it headless.

The package loads nothing itself: `from app.api import ServiceClient` imports the
submodule on first use. The window starts without paying for httpx and the request
models; modules inside the application import the submodule they need directly.
"""

from app.lazy_exports import lazy_exports

__all__, __getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "app.api.attachments": "parse_attachment_refs",
        "app.api.auth": "AccessToken BearerAuth",
        "app.api.client": "ConnectionCheck ServiceClient",
        "app.api.environments": (
            "EnvironmentProfile load_profiles sandbox_profile sandbox_secrets secret_key"
        ),
        "app.api.errors": (
            "AuthenticationFailed Forbidden MalformedResponse"
            " MissingCredentials NotFound Offline OutcomeUnknown PayloadTooLarge RateLimited"
            " RequestRejected RequestTimeout SecretStoreUnavailable ServerError ServiceError"
            " Unauthorized Unavailable UnknownSubCategory ValidationFailed"
        ),
        "app.api.products": "ProductRequest ProductResponse product_response_to_request",
        "app.api.projects": "ProjectRequest",
        "app.api.secrets": "KeyringSecretStore MemorySecretStore SecretStore",
        "app.api.subscriptions": "Subscription SubscriptionCreate",
    },
)
