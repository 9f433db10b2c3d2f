"""Every way a conversation with the service can fail, as one family of typed errors.

Callers catch `ServiceError` (or one of its subclasses) and never a raw httpx
exception. Each error carries two texts: `user_message`, a Dutch sentence that a
field worker understands and that the UI may show as is, and `detail`, the
technical account for the log. `retryable` tells the sync engine whether sending
the same request again later is safe and may succeed.
"""

# The names say what went wrong in the domain's words; an "Error" suffix would add nothing.
# ruff: noqa: N818

from __future__ import annotations

from collections.abc import Mapping


class ServiceError(Exception):
    """Base of every failure the service client reports."""

    default_user_message = "Er ging iets mis bij het contact met de dienst."
    retryable = False

    def __init__(
        self,
        user_message: str | None = None,
        detail: str = "",
        *,
        status: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        self.user_message = user_message or self.default_user_message
        self.detail = detail
        self.status = status
        self.retry_after = retry_after
        super().__init__(self.user_message)

    def __str__(self) -> str:
        parts = [self.user_message]
        if self.status is not None:
            parts.append(f"[HTTP {self.status}]")
        if self.detail:
            parts.append(f"({self.detail})")
        return " ".join(parts)

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(status={self.status!r}, detail={self.detail!r}, "
            f"retry_after={self.retry_after!r})"
        )


class ValidationFailed(ServiceError):
    """The service refused the content of a request (422): the form shows `field_errors`.

    `field_errors` is keyed by the dotted path of the request field, the same key
    shape the form models use for their own checks (for example `itemDetails.name`).
    """

    default_user_message = "De dienst heeft de gegevens niet geaccepteerd. Controleer de velden."

    def __init__(
        self,
        message: str = "",
        field_errors: Mapping[str, list[str]] | None = None,
        *,
        user_message: str | None = None,
        status: int | None = 422,
    ) -> None:
        self.message = message
        self.field_errors: dict[str, list[str]] = {
            key: list(texts) for key, texts in (field_errors or {}).items()
        }
        super().__init__(user_message, detail=message, status=status)


class UnknownSubCategory(ValidationFailed):
    """The service does not know the sub-category of a new product (400)."""

    default_user_message = "De dienst kent deze subcategorie niet. Kies een andere subcategorie."

    def __init__(self, message: str = "Unknown subProductCategory value") -> None:
        super().__init__(
            message,
            {"subProductCategory": ["Onbekende subcategorie."]},
            status=400,
        )


class RequestRejected(ServiceError):
    """A client error (4xx) that none of the more specific errors describes."""

    default_user_message = "De dienst heeft het verzoek geweigerd."


class PayloadTooLarge(RequestRejected):
    default_user_message = "Het bestand is te groot voor de dienst."


class Unauthorized(ServiceError):
    """The service did not accept the access token, even after a fresh one was fetched."""

    default_user_message = (
        "Aanmelden bij de dienst is niet gelukt. Controleer de inloggegevens van deze omgeving."
    )


class AuthenticationFailed(Unauthorized):
    """The token endpoint refused the credentials (client secret or password)."""

    default_user_message = (
        "De dienst heeft de inloggegevens geweigerd. Controleer client-id, gebruikersnaam "
        "en wachtwoord of geheim."
    )

    def __init__(
        self,
        user_message: str | None = None,
        detail: str = "",
        *,
        status: int | None = None,
        oauth_error: str | None = None,
    ) -> None:
        self.oauth_error = oauth_error
        super().__init__(user_message, detail, status=status)


class MissingCredentials(ServiceError):
    """No secret is stored for this environment: the user has to enter it first."""

    default_user_message = (
        "Voor deze omgeving is nog geen wachtwoord of geheim opgeslagen. Vul het in bij de "
        "omgevingsinstellingen."
    )


class SecretStoreUnavailable(ServiceError):
    """The operating system offers no keyring to keep secrets in."""

    default_user_message = (
        "Het systeem biedt geen veilige opslag voor wachtwoorden (sleutelhanger). "
        "Inloggegevens kunnen daarom niet worden bewaard."
    )


class Forbidden(ServiceError):
    default_user_message = "Dit account heeft geen rechten voor deze handeling."


class NotFound(ServiceError):
    default_user_message = "Dit item bestaat niet (meer) bij de dienst."


class RateLimited(ServiceError):
    default_user_message = "De dienst krijgt te veel verzoeken. Het wordt later opnieuw geprobeerd."
    retryable = True


class Unavailable(ServiceError):
    default_user_message = "De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw."
    retryable = True


class ServerError(ServiceError):
    default_user_message = "Er is een fout opgetreden bij de dienst. Probeer het later opnieuw."
    retryable = True


class Offline(ServiceError):
    """No connection could be made, so nothing reached the service: safe to send again."""

    default_user_message = "Geen verbinding met de dienst. Controleer de internetverbinding."
    retryable = True


class RequestTimeout(ServiceError):
    """A request that is safe to repeat (a read, or one never sent) took too long."""

    default_user_message = "De dienst reageert te traag. Probeer het later opnieuw."
    retryable = True


class OutcomeUnknown(ServiceError):
    """A write may have reached the service but its answer was lost.

    Sending it again could create a duplicate: the sync engine first checks the
    server's records (reconciliation) and only then decides.
    """

    default_user_message = (
        "Het is niet zeker of de dienst de wijziging heeft ontvangen. Dit wordt "
        "gecontroleerd bij de volgende synchronisatie."
    )


class MalformedResponse(ServiceError):
    """The service answered, but not in the shape of the interface: `field` names where."""

    default_user_message = "De dienst gaf een onverwacht antwoord. Probeer het later opnieuw."

    def __init__(self, field: str, detail: str = "", *, status: int | None = None) -> None:
        self.field = field
        super().__init__(None, f"{field}: {detail}" if detail else field, status=status)


class AttachmentUnreadable(ServiceError):
    """An image or file to upload could not be read from disk (moved, deleted, no access)."""

    default_user_message = "Het bestand kan niet worden gelezen. Is het verplaatst of verwijderd?"
