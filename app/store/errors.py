# Names say what happened (DiskFull, DatabaseTooNew); the family bases carry "Error".
# ruff: noqa: N818
"""Errors of the local store, each with one Dutch sentence for the UI.

Three families, so the UI knows what to do without parsing messages:

- `StoreEnvironmentError`: the machine is at fault (disk full, read-only folder,
  database locked by another program, a database from a newer program, a corrupt
  file). The user can act on it; the program is fine.
- `StoreStateError`: the caller asked something the data does not allow right now
  (a draft that no longer exists, deleting work that was never sent).
- `StoreBug`: a mistake in Reuse Desk itself (bad SQL, a broken invariant). Log the
  detail, show the sentence, and keep going.

Archive problems (`ArchiveError`) concern a file the user chose, so they are a
family of their own.

Invalid arguments (a `kind` that does not exist, content that is not a JSON
object) raise the ordinary `ValueError`/`TypeError`, as any Python API does.
"""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path


class StoreError(Exception):
    """Base of every error raised by `app.store`."""

    user_message: str = "Er ging iets mis bij het lokaal opslaan van je werk."

    def __init__(self, detail: str = "", *, user_message: str | None = None) -> None:
        super().__init__(detail or self.user_message)
        if user_message is not None:
            self.user_message = user_message


# --- environment --------------------------------------------------------------------------


class StoreEnvironmentError(StoreError):
    """The disk, the folder or another program is in the way; the user can fix it."""


class DiskFull(StoreEnvironmentError):
    user_message = (
        "De schijf is vol, daardoor kan Reuse Desk je werk niet opslaan. "
        "Maak ruimte vrij; wat je hebt ingevuld blijft in het formulier staan."
    )


class StoreReadOnly(StoreEnvironmentError):
    user_message = (
        "Reuse Desk mag niet schrijven in zijn gegevensmap. "
        "Controleer de rechten van die map of kies een andere met --data-dir."
    )


class DatabaseLocked(StoreEnvironmentError):
    user_message = (
        "De database is in gebruik door een ander programma, misschien een tweede "
        "Reuse Desk. Sluit dat programma en probeer het opnieuw."
    )


class StorageUnavailable(StoreEnvironmentError):
    user_message = (
        "De gegevensmap van Reuse Desk is niet bereikbaar. "
        "Controleer of de schijf aangesloten is en probeer het opnieuw."
    )


class DatabaseTooNew(StoreEnvironmentError):
    """The file was written by a newer Reuse Desk; it is left untouched."""

    def __init__(self, path: Path, found: int, known: int) -> None:
        self.path = path
        self.found = found
        self.known = known
        super().__init__(
            f"{path}: schema version {found} is newer than this program's {known}",
            user_message=(
                "Je gegevens zijn opgeslagen door een nieuwere versie van Reuse Desk "
                f"(databaseversie {found}, deze versie kent tot en met {known}). "
                "Installeer de nieuwste versie; er is niets aan je gegevens veranderd."
            ),
        )


class DatabaseCorrupt(StoreEnvironmentError):
    """The file is damaged. `moved_to` is where it was put aside, if it was."""

    def __init__(self, path: Path, detail: str, moved_to: Path | None = None) -> None:
        self.path = path
        self.moved_to = moved_to
        if moved_to is not None:
            sentence = (
                "De database van Reuse Desk was beschadigd. Het beschadigde bestand is "
                f"bewaard als {moved_to.name} en Reuse Desk is met een lege database "
                "begonnen. Je bijlagen staan nog in de map met bijlagen."
            )
        else:
            sentence = (
                "De database van Reuse Desk is beschadigd. Sluit Reuse Desk en start het "
                "opnieuw; dan wordt de database gecontroleerd en zo nodig apart gezet."
            )
        super().__init__(f"{path}: {detail}", user_message=sentence)


# --- state --------------------------------------------------------------------------------


class StoreStateError(StoreError):
    """The request does not fit the data as it is now."""


class DraftNotFound(StoreStateError):
    user_message = "Dit concept bestaat niet meer; misschien is het al verwijderd."

    def __init__(self, draft_id: str) -> None:
        self.draft_id = draft_id
        super().__init__(f"no draft {draft_id}")


class DraftNotDeletable(StoreStateError):
    def __init__(self, draft_id: str, reason: str, user_message: str) -> None:
        self.draft_id = draft_id
        super().__init__(f"draft {draft_id}: {reason}", user_message=user_message)


class DuplicateDraft(StoreStateError):
    """An unsynced draft for the same server record exists already."""

    user_message = (
        "Er is al een concept met wijzigingen voor dit record. Open dat concept om "
        "verder te werken."
    )

    def __init__(self, existing_id: str) -> None:
        self.existing_id = existing_id
        super().__init__(f"an unsynced draft exists already: {existing_id}")


class AttachmentNotFound(StoreStateError):
    user_message = "Deze bijlage bestaat niet meer; misschien is ze al verwijderd."

    def __init__(self, attachment_id: str) -> None:
        self.attachment_id = attachment_id
        super().__init__(f"no attachment {attachment_id}")


class SourceFileUnreadable(StoreStateError):
    """The file the user picked to attach cannot be read (moved, no rights, stick pulled)."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        super().__init__(
            f"{path}: {reason}",
            user_message=(
                f"Het bestand {path.name} kan niet worden gelezen ({reason}). "
                "Het is niet toegevoegd."
            ),
        )


# --- bugs ---------------------------------------------------------------------------------


class StoreBug(StoreError):
    """A mistake in Reuse Desk itself; the detail belongs in the log."""

    user_message = (
        "Er ging iets mis in Reuse Desk zelf bij het opslaan. Je eerder opgeslagen werk "
        "is bewaard. Meld dit aan de beheerder."
    )


# --- archives -----------------------------------------------------------------------------


class ArchiveError(StoreError):
    """An export archive cannot be written or read."""


class ArchiveCorrupt(ArchiveError):
    def __init__(self, path: Path, detail: str) -> None:
        self.path = path
        super().__init__(
            f"{path}: {detail}",
            user_message=(
                f"Het exportbestand {path.name} is beschadigd of onvolledig; "
                "er is niets geïmporteerd."
            ),
        )


class ArchiveTooNew(ArchiveError):
    def __init__(self, path: Path, found: int, known: int) -> None:
        self.path = path
        self.found = found
        self.known = known
        super().__init__(
            f"{path}: archive format {found} is newer than this program's {known}",
            user_message=(
                f"Het exportbestand {path.name} is gemaakt met een nieuwere versie van "
                "Reuse Desk. Installeer de nieuwste versie om het te importeren."
            ),
        )


# --- translation --------------------------------------------------------------------------

_SQLITE_ENVIRONMENT: dict[str, type[StoreEnvironmentError]] = {
    "SQLITE_FULL": DiskFull,
    "SQLITE_READONLY": StoreReadOnly,
    "SQLITE_BUSY": DatabaseLocked,
    "SQLITE_LOCKED": DatabaseLocked,
    "SQLITE_IOERR": StorageUnavailable,
    "SQLITE_CANTOPEN": StorageUnavailable,
    "SQLITE_PERM": StoreReadOnly,
    "SQLITE_AUTH": StoreReadOnly,
    "SQLITE_NOMEM": StorageUnavailable,
    "SQLITE_PROTOCOL": DatabaseLocked,
}

CORRUPTION_CODES = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})


def sqlite_error_name(error: sqlite3.Error) -> str:
    """The primary result code name (`SQLITE_IOERR` for `SQLITE_IOERR_WRITE`), or ''."""
    name = getattr(error, "sqlite_errorname", None) or ""
    for primary in (*_SQLITE_ENVIRONMENT, *CORRUPTION_CODES):
        if name == primary or name.startswith(primary + "_"):
            return primary
    return name


def translate_sqlite_error(error: sqlite3.Error, path: Path) -> StoreError:
    """Map a `sqlite3` exception onto the families above (corruption excluded: see database)."""
    name = sqlite_error_name(error)
    environment = _SQLITE_ENVIRONMENT.get(name)
    if environment is not None:
        return environment(f"{path}: {error} ({name})")
    if name in CORRUPTION_CODES:
        return DatabaseCorrupt(path, f"{error} ({name})")
    return StoreBug(f"{path}: {error} ({name or type(error).__name__})")


def translate_os_error(error: OSError, path: Path) -> StoreEnvironmentError:
    """Map a file-system error on the store's own files onto the environment family."""
    detail = f"{path}: {error}"
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return DiskFull(detail)
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return StoreReadOnly(detail)
    return StorageUnavailable(detail)
