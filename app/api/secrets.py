"""Where client secrets and passwords live: the system keyring, behind a small interface.

Access tokens never come here: they stay in memory (Windows Credential Manager also
refuses values much longer than a secret).
"""

from __future__ import annotations

import logging
from typing import Any, Protocol, runtime_checkable

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

    Raises `SecretStoreUnavailable` when the system has no usable keyring, rather
    than silently losing what the user typed (the null backend accepts and forgets).
    """

    def __init__(self, service: str = APP_ID) -> None:
        self._service = service

    def get(self, key: str) -> str | None:
        value: str | None = self._call("get_password", key)
        return value

    def set(self, key: str, secret: str) -> None:
        self._call("set_password", key, secret)

    def delete(self, key: str) -> None:
        self._call("delete_password", key)

    def _call(self, operation: str, *args: str) -> Any:
        """The backend's answer, with its failures read as an unavailable store (never a crash)."""
        import keyring
        import keyring.errors

        backend = keyring.get_keyring()
        module = type(backend).__module__
        if module.endswith((".null", ".fail")):
            raise SecretStoreUnavailable(f"no keyring backend ({module})")
        try:
            return getattr(backend, operation)(self._service, *args)
        except keyring.errors.PasswordDeleteError:
            return None  # deleting what is not there is no failure
        except keyring.errors.KeyringError as exc:
            raise SecretStoreUnavailable(
                f"keyring {operation} failed: {type(exc).__name__}"
            ) from None
