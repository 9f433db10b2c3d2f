"""Where client secrets and passwords live: the system keyring, behind a small interface.

Where the system offers no keyring (none installed, or one that fails), a secret the user
types is kept in memory for this session only, never written anywhere else: the user can
still connect, and is told that the secret goes when the program closes. Access tokens
never come here: they stay in memory (Windows Credential Manager also refuses values much
longer than a secret).
"""

from __future__ import annotations

import logging
from typing import Any
from typing import Protocol
from typing import runtime_checkable

from app import APP_ID
from app.api.errors import SecretStoreUnavailable

log = logging.getLogger(__name__)


@runtime_checkable
class SecretStore(Protocol):
    """Keeps short secrets by key. Implementations may block briefly: call them off the UI loop."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, secret: str) -> None: ...

    def delete(self, key: str) -> None: ...


class MemorySecretStore:
    """Secrets in a dictionary: for tests, the sandbox and sessions that must not persist them."""

    session_only = True  # gone when the program closes

    def __init__(self, initial: dict[str, str] | None = None) -> None:
        self._secrets: dict[str, str] = dict(initial or {})

    def get(self, key: str) -> str | None:
        return self._secrets.get(key)

    def set(self, key: str, secret: str) -> None:
        self._secrets[key] = secret

    def delete(self, key: str) -> None:
        self._secrets.pop(key, None)


class KeyringSecretStore:
    """Secrets in the operating system's keyring (Credential Manager, Keychain, Secret Service).

    When the system has no usable keyring (keyring's null or fail backend, or a backend
    that raises), secrets are kept in memory for the rest of the session (`session_only`)
    rather than lost or refused. A secret asked for that was not typed in this session
    then raises `SecretStoreUnavailable`: there is nowhere it could have been kept.
    """

    def __init__(self, service: str = APP_ID) -> None:
        self._service = service
        self._session: MemorySecretStore | None = None  # once the keyring has failed

    @property
    def session_only(self) -> bool:
        """Whether secrets last only until the program closes. Asks the keyring which
        backend it has (may block briefly, the first time)."""
        if self._session is None:
            try:
                self._backend()
            except SecretStoreUnavailable as exc:
                self._fall_back(exc)
        return self._session is not None

    def get(self, key: str) -> str | None:
        if self._session is None:
            try:
                value: str | None = self._call("get_password", key)
                return value
            except SecretStoreUnavailable as exc:
                self._fall_back(exc)
        assert self._session is not None
        if (secret := self._session.get(key)) is None:
            raise SecretStoreUnavailable("no keyring, and no secret typed in this session")
        return secret

    def set(self, key: str, secret: str) -> None:
        if self._session is None:
            try:
                self._call("set_password", key, secret)
                return
            except SecretStoreUnavailable as exc:
                self._fall_back(exc)
        assert self._session is not None
        self._session.set(key, secret)

    def delete(self, key: str) -> None:
        if self._session is not None:
            self._session.delete(key)
            return
        try:
            self._call("delete_password", key)
        except SecretStoreUnavailable as exc:
            self._fall_back(exc)

    def _fall_back(self, reason: SecretStoreUnavailable) -> None:
        if self._session is None:
            log.warning("%s: secrets are kept in memory for this session only", reason.detail)
            self._session = MemorySecretStore()

    @staticmethod
    def _backend() -> Any:
        """The keyring's backend; `SecretStoreUnavailable` for one that keeps nothing."""
        import keyring

        try:
            backend = keyring.get_keyring()
        except Exception as exc:  # a broken configuration is the same as no keyring
            raise SecretStoreUnavailable(f"keyring unusable: {type(exc).__name__}") from None
        module = type(backend).__module__
        if module.endswith((".null", ".fail")):
            raise SecretStoreUnavailable(f"no keyring backend ({module})")
        return backend

    def _call(self, operation: str, *args: str) -> Any:
        """The backend's answer, with its failures read as an unavailable store (never a crash)."""
        import keyring.errors

        backend = self._backend()
        try:
            return getattr(backend, operation)(self._service, *args)
        except keyring.errors.PasswordDeleteError:
            return None  # deleting what is not there is no failure
        except Exception as exc:  # KeyringError, or a D-Bus error a backend let through
            raise SecretStoreUnavailable(
                f"keyring {operation} failed: {type(exc).__name__}"
            ) from None


def kept_for_session_only(store: SecretStore) -> bool:
    """Whether `store` keeps its secrets only until the program closes."""
    return bool(getattr(store, "session_only", False))
