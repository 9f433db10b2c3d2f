"""Where client secrets and passwords live: the system keyring, behind a small interface.

Access tokens never come here: they stay in memory (Windows Credential Manager also
refuses values much longer than a secret).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
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

    @contextlib.contextmanager
    def _backend_call(self, what: str) -> Iterator[Any]:
        """The backend, with its failures read as an unavailable store (never a crash)."""
        import keyring
        import keyring.errors

        backend = keyring.get_keyring()
        module = type(backend).__module__
        if module.endswith((".null", ".fail")):
            raise SecretStoreUnavailable(f"no keyring backend ({module})")
        try:
            yield backend
        except keyring.errors.KeyringError as exc:
            if what == "delete" and isinstance(exc, keyring.errors.PasswordDeleteError):
                return  # deleting what is not there is no failure
            raise SecretStoreUnavailable(f"keyring {what} failed: {type(exc).__name__}") from None

    def get(self, key: str) -> str | None:
        with self._backend_call("get") as backend:
            value: str | None = backend.get_password(self._service, key)
        return value

    def set(self, key: str, secret: str) -> None:
        with self._backend_call("set") as backend:
            backend.set_password(self._service, key, secret)

    def delete(self, key: str) -> None:
        with self._backend_call("delete") as backend:
            backend.delete_password(self._service, key)
