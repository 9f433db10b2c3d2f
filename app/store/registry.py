"""The registry of environments: an index of a data folder's stores
(`environments/registry.json`), each environment's key (its normalised base address,
`app.api.environment_keys`) with its folder and name, and the environment last in front.

Each store says which environment it belongs to, in its own database (`app.store.binding`),
so the index can be rebuilt from the stores at any time, and is whenever it is lost, cut
short or contradicts itself: it is never guessed. It is written atomically (a unique
temporary file, then a rename) under a file lock, read again inside the lock before each
change: a window and a `reuse-desk sync` registering at once both keep their entries.

Folders are always inside the data folder, one folder per key, in one form
(`environments/<slug>`, or the data folder's own store): an entry naming `../x`, an absolute
path, a link out or a folder another key names, is never opened, written or deleted; it is
logged and left out. A store of the release before bindings takes its binding from that
release's registry (version 1) once.

Plain json and paths only: the window's first paint reads the registry before pydantic
loads (the file lock's module loads with the first write).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import sqlite3
import stat
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any
from typing import Final
from typing import TypedDict
from typing import Unpack

from app.api.environment_keys import canonical_key
from app.private_files import FILE_MODE
from app.private_files import narrow
from app.private_files import private_folder
from app.store import binding
from app.store.store import Store

if TYPE_CHECKING:
    from app.api.environments import EnvironmentProfile

log = logging.getLogger(__name__)

REGISTRY_FOLDER = "environments"
REGISTRY_FILE = "registry.json"
REGISTRY_VERSION: Final = 2  # 1: the release before stores knew their environment
# The data folder itself: the store of releases before environments, local until adopted.
ROOT_FOLDER = ""
DATABASE_NAME = "reuse-desk.sqlite3"
ATTACHMENTS_NAME = "attachments"
THUMBNAILS_NAME = "server-thumbnails"  # `Store.thumbnails_dir`
_SLUG_LENGTH = 40
# The one form of a store's folder: what `folder_slug` makes, inside the registry's folder.
_FOLDER_NAME: Final = re.compile(r"[a-z0-9][a-z0-9-]{0,79}")
# Another process holding the lock longer than this is stuck; the caller reports it.
LOCK_TIMEOUT_SECONDS: Final = 30.0


@dataclass(frozen=True)
class EnvironmentPlace:
    """One environment's store: its key, the name it is shown by, its folder (relative
    to the data folder; `ROOT_FOLDER` for the data folder's own store)."""

    key: str
    name: str
    folder: str
    production: bool = False  # the window marks it unmistakably


@dataclass
class _Index:
    places: list[EnvironmentPlace] = field(default_factory=list)
    last: str | None = None

    def place_of(self, key: str) -> EnvironmentPlace | None:
        return next((p for p in self.places if p.key == key), None)


class RegistryUnusableError(Exception):
    """The file is not an index this release can use as it is (rebuilt from the stores)."""


def folder_slug(key: str) -> str:
    """A folder name for `key`: readable, and unique by a digest of the whole key."""
    readable = re.sub(r"[^a-z0-9]+", "-", key.lower().split("://", 1)[-1]).strip("-")
    digest = hashlib.sha256(key.encode()).hexdigest()[:10]
    return f"{readable[:_SLUG_LENGTH].strip('-') or 'environment'}-{digest}"


def is_folder_form(folder: str) -> bool:
    """Whether `folder` has the one form of a store's folder (no `..`, nothing absolute)."""
    if folder == ROOT_FOLDER:
        return True
    head, _, name = folder.partition("/")
    return head == REGISTRY_FOLDER and _FOLDER_NAME.fullmatch(name) is not None


class Placing(TypedDict, total=False):
    """Where `RegistryIndex.register` puts an environment (its keyword arguments after the
    name)."""

    folder: str | None
    in_front: bool
    opened: Store | None


class RegistryIndex:
    """The index of the environments known in a data folder (`EnvironmentRegistry` adds
    the opening of their stores)."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.path = data_dir / REGISTRY_FOLDER / REGISTRY_FILE

    # -- the folders ----------------------------------------------------------------------
    def safe_path(self, folder: str) -> Path | None:
        """The folder's path, if it is one a store may be in: of the one form, and no link
        (inside or out: one folder per key). None otherwise (logged)."""
        if not is_folder_form(folder):
            log.error("environment folder %r refused: not a folder of the data folder", folder)
            return None
        if folder == ROOT_FOLDER:
            return self.data_dir
        # Of the one form (no `..`, nothing absolute), so inside unless a link leads out.
        path = self.data_dir / folder
        if os.path.islink(path.parent) or os.path.islink(path):
            log.error("environment folder %s refused: a link", path)
            return None
        return path

    def folder_path(self, folder: str) -> Path:
        """The path of a folder of the one form (see `safe_path`); ValueError otherwise."""
        path = self.safe_path(folder)
        if path is None:
            raise ValueError(f"not a store folder of the data folder: {folder!r}")
        return path

    def has_store(self, folder: str) -> bool:
        path = self.safe_path(folder)
        return path is not None and (path / DATABASE_NAME).is_file()

    # -- reading ------------------------------------------------------------------------
    @property
    def exists(self) -> bool:
        return self.path.is_file()

    @property
    def past_migration(self) -> bool:
        """Whether this data folder has had environments (a registry, or its folder): one
        whose registry was lost is rebuilt, never taken for a release before environments."""
        return self.exists or (self.data_dir / REGISTRY_FOLDER).is_dir()

    def _read_file(self) -> _Index:
        """The index as the file has it; RegistryUnusableError when it cannot be used as it is."""
        try:
            data = json.loads(_registry_text(self.path))
        except FileNotFoundError:
            raise RegistryUnusableError("none") from None
        except (OSError, ValueError) as error:
            raise RegistryUnusableError(str(error)) from error
        if not isinstance(data, dict) or data.get("version") != REGISTRY_VERSION:
            raise RegistryUnusableError("not an index of this release")
        index = _parse(data, strict=True)
        # A link (in or out) is no store's folder: one lstat a folder (plain strings: a
        # Path a folder cost 60 µs, with an index of 300 read at every registration).
        data_dir = str(self.data_dir)
        folders = [os.path.join(data_dir, p.folder) for p in index.places if p.folder]
        if folders and os.path.islink(os.path.join(data_dir, REGISTRY_FOLDER)):
            raise RegistryUnusableError("the registry's folder is a link")
        if any(os.path.islink(folder) for folder in folders):
            raise RegistryUnusableError("a folder is a link")
        return index

    def _index(self) -> _Index:
        """The index: the file's, else rebuilt from the stores (and written)."""
        try:
            return self._read_file()
        except RegistryUnusableError:
            if not self.past_migration:
                return _Index()  # a new data folder, or one of before environments
            try:
                with self._locked():
                    return self._index_for_change()
            except OSError as error:  # a data folder that cannot be written: read only
                log.error("environment registry not rebuilt on disk: %s", error)
                return self._rebuild(self._earlier_index())

    def places(self) -> list[EnvironmentPlace]:
        return list(self._index().places)

    def place_of(self, key: str) -> EnvironmentPlace | None:
        return self._index().place_of(key)

    def key_of_folder(self, folder: str) -> str | None:
        return next((p.key for p in self.places() if p.folder == folder), None)

    def key_named(self, name: str) -> str | None:
        return next((p.key for p in self.places() if p.name == name), None)

    def last(self) -> str | None:
        """The environment last in front, if it is still known."""
        return self._index().last

    # -- writing ------------------------------------------------------------------------
    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """The registry's lock across processes (an OS file lock beside it)."""
        from filelock import FileLock

        private_folder(self.path.parent)
        path = self.path.with_name(REGISTRY_FILE + ".lock")
        narrow(path)  # an older version's lock file (FileLock leaves an existing one as it is)
        lock = FileLock(path, timeout=LOCK_TIMEOUT_SECONDS, mode=FILE_MODE)
        with lock:
            yield

    def _index_for_change(self, *, rebuild: bool = False) -> _Index:
        """Inside the lock: the index read again (another process may have just written
        it); rebuilt from the stores and written when it cannot be used as it is (or when
        asked: a store contradicted it)."""
        try:
            if rebuild:
                raise RegistryUnusableError("a store contradicts it")
            return self._read_file()
        except RegistryUnusableError as why:
            earlier = self._earlier_index()
            index = self._rebuild(earlier)
            if self.exists and earlier is None:
                log.error("environment registry %s unusable (%s): rebuilt", self.path, why)
                self._keep_aside()
            self._write(index)
            return index

    def _write(self, index: _Index) -> None:
        """Atomically: a unique temporary file beside the registry, then renamed. Not
        synced to the disk: a registry a power cut takes is rebuilt from the stores, and
        an fsync would cost each registration some 10 ms."""
        data = {
            "version": REGISTRY_VERSION,
            "last": index.last,
            "environments": [
                {"key": p.key, "name": p.name, "folder": p.folder, "production": p.production}
                for p in index.places
            ],
        }
        handle, name = tempfile.mkstemp(dir=self.path.parent, prefix="registry-", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                # One line: the C encoder (an indented dump is Python's, 15 ms at 300).
                out.write(json.dumps(data, ensure_ascii=False))
            os.replace(name, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(name)
            raise

    def _keep_aside(self) -> None:
        """The unusable file, kept for support (one copy: the last)."""
        with contextlib.suppress(OSError):
            os.replace(self.path, self.path.with_name(REGISTRY_FILE + ".unusable"))

    @contextlib.contextmanager
    def _changing(self) -> Iterator[_Index]:
        """Read-modify-write of the index, under the lock."""
        with self._locked():
            index = self._index_for_change()
            yield index
            self._write(index)

    def rebuild(self) -> None:
        """The index rebuilt from the stores and written (whatever the file says)."""
        with self._locked():
            self._index_for_change(rebuild=True)

    def write_empty(self) -> None:
        """A registry of no environments yet: the data folder is past its migration."""
        with self._locked():
            if not self.exists:
                self._write(_Index())

    def register(
        self, key: str, name: str, *, production: bool = False, **placing: Unpack[Placing]
    ) -> EnvironmentPlace:
        """The place of `key` (made if new; its name brought up to date), now the last in
        front unless not `in_front`. `folder` gives `key` the store there (the local store
        adopted): that store is bound to `key`, unless it is another environment's
        (ValueError); through `opened` when that is the store open in it (the window's:
        opening it a second time took the window's thread 20 ms)."""
        folder = placing.get("folder")
        if folder is not None:
            self._bind_folder(folder, key, name, production, opened=placing.get("opened"))
        with self._changing() as index:
            place = index.place_of(key)
            if folder is None:
                folder = place.folder if place is not None else self._new_folder(key, index)
            claimed = next((p for p in index.places if p.folder == folder and p.key != key), None)
            if claimed is not None:
                raise ValueError(f"folder {folder!r} is the store of {claimed.key}")
            place = EnvironmentPlace(key, name, folder, production)
            index.places = [*(p for p in index.places if p.key != key), place]
            if placing.get("in_front", True):
                index.last = key
        return place

    def register_profile(
        self, profile: EnvironmentProfile, **placing: Unpack[Placing]
    ) -> EnvironmentPlace:
        """`register` of a profile: by its key and its name now, production as it is judged."""
        return self.register(profile.key, profile.name, production=profile.is_production, **placing)

    def _new_folder(self, key: str, index: _Index) -> str:
        """A folder no key names and no store is in (a store of unknown environment keeps
        its folder untouched)."""
        folder = f"{REGISTRY_FOLDER}/{folder_slug(key)}"
        taken = {p.folder for p in index.places}
        while folder in taken or (self.data_dir / folder).exists():
            folder = f"{REGISTRY_FOLDER}/{folder_slug(key)}-{uuid.uuid4().hex[:8]}"
        return folder

    def _bind_folder(
        self,
        folder: str,
        key: str,
        name: str,
        production: bool,
        *,
        was: str | None = None,
        opened: Store | None = None,
    ) -> None:
        """Bind the store in `folder` to `key`: one never bound, of an earlier release, or
        (`was`) bound to the key it is given up by; never another environment's. `opened`
        is used when it is the store in `folder` (by its file), else the folder's is opened."""
        path = self.folder_path(folder)
        if opened is not None and not opened.closed and _same_file(opened, path):
            _bind(opened, folder, key, name, production, was)
            return
        with opened_folder(path) as store:
            _bind(store, folder, key, name, production, was)

    def renew(self, key: str, name: str, *, production: bool = False) -> EnvironmentPlace | None:
        """Give `key` a new, empty folder (its store started afresh); the place it had,
        whose folder the caller removes once its store is closed (`remove_folder`)."""
        with self._changing() as index:
            old = index.place_of(key)
            index.places = [p for p in index.places if p.key != key]
            folder = f"{REGISTRY_FOLDER}/{folder_slug(key)}-{uuid.uuid4().hex[:8]}"
            index.places.append(EnvironmentPlace(key, name, folder, production))
            index.last = key
        return old

    def rekey(self, old: str, new: str) -> None:
        """The store of `old` is `new`'s from now on (a profile's address changed, and the
        user said it is the same service): its own binding first, then the index."""
        place = self.place_of(old)
        if place is None:
            return
        self._bind_folder(place.folder, new, place.name, place.production, was=old)
        with self._changing() as index:
            index.places = [
                EnvironmentPlace(new, p.name, p.folder, p.production) if p.key == old else p
                for p in index.places
                if p.key != new
            ]
            if index.last == old:
                index.last = new

    def forget(self, key: str) -> None:
        """`key` no longer has a store (its folder is removed by the caller)."""
        with self._changing() as index:
            index.places = [p for p in index.places if p.key != key]
            if index.last == key:
                index.last = None

    # -- rebuilding from the stores ---------------------------------------------------------
    def _earlier_index(self) -> _Index | None:
        """The entries of a registry of the release before bindings (version 1), read once
        to bind its stores (keys read as this release writes them); None if there is none.
        Entries of another form are refused, and two naming one folder or key both."""
        raw = self._raw()
        if raw.get("version", 1) != 1 or not isinstance(raw.get("environments"), list):
            return None
        index = _parse(raw, strict=False)
        doubled = _doubled(index.places)
        if doubled:
            log.error("registry entries refused: named twice: %s", sorted(doubled))
        index.places = [
            EnvironmentPlace(canonical_key(p.key), p.name, p.folder, p.production)
            for p in index.places
            if p.folder not in doubled and p.key not in doubled
        ]
        index.last = canonical_key(index.last) if index.last else None
        return index

    def _store_folders(self) -> Iterator[str]:
        if (self.data_dir / DATABASE_NAME).is_file():
            yield ROOT_FOLDER
        base = self.data_dir / REGISTRY_FOLDER
        if base.is_symlink() or not base.is_dir():
            return
        for child in sorted(base.iterdir()):
            folder = f"{REGISTRY_FOLDER}/{child.name}"
            has_store = child.is_dir() and (child / DATABASE_NAME).is_file()
            if has_store and self.safe_path(folder) is not None:
                yield folder

    def _rebuild(self, earlier: _Index | None) -> _Index:
        """The index from the stores' own bindings. `earlier`: a registry of the release
        before bindings, whose word binds its stores once."""
        index = _Index()
        chosen: dict[str, tuple[str, binding.Binding]] = {}
        before = _parse(self._raw(), strict=False)
        kept = {p.key: p.folder for p in before.places}
        for folder in self._store_folders():
            path = self.folder_path(folder)
            try:
                found = binding.read_file(path / DATABASE_NAME)
            except (binding.NoStoreError, sqlite3.Error) as error:
                log.error("store in %r left out of the registry: %s", folder, error)
                continue
            if found is not None and found.awaits_registry:
                found = self._bind_from_earlier(folder, path, earlier)
            if found is None:
                continue  # never bound: the local store, or one made and not used
            if found.key is None:
                log.error("store in %r left out: its environment is not known", folder)
                continue
            other = chosen.get(found.key)
            if other is not None:
                # Two stores of one environment (a folder copied by hand): the one the
                # index named before, else the one bound first; the other is logged.
                keep = folder if kept.get(found.key) == folder else other[0]
                log.error("two stores of %s: %r and %r; %r kept", found.key, other[0], folder, keep)
                if keep == other[0]:
                    continue
            chosen[found.key] = (folder, found)
        for key, (folder, found) in chosen.items():
            index.places.append(EnvironmentPlace(key, found.name, folder, found.production))
        last = earlier.last if earlier is not None else before.last
        index.last = last if last is not None and index.place_of(last) else None
        log.info("environment registry rebuilt from %d stores", len(index.places))
        return index

    def _bind_from_earlier(
        self, folder: str, path: Path, earlier: _Index | None
    ) -> binding.Binding | None:
        """A store of the release before bindings: bound as that release's registry said
        (once); its data folder's own store, named by no one there, is the local store.
        Without that registry its environment is not known (a Binding without a key)."""
        if earlier is None:
            return binding.Binding(None)
        place = next((p for p in earlier.places if p.folder == folder), None)
        with opened_folder(path) as store:
            if place is not None:
                store.bind_environment(place.key, place.name, production=place.production)
                log.info("store in %r bound to %s, as the registry said", folder, place.key)
            elif folder == ROOT_FOLDER:
                store.release_environment()
            return store.binding

    def _raw(self) -> dict[str, Any]:
        """The file's JSON as it is, whatever it holds ({} for none)."""
        with contextlib.suppress(OSError, ValueError):
            data = json.loads(_registry_text(self.path))
            if isinstance(data, dict):
                return data
        return {}


# Opening a FIFO for reading waits for a writer; without one it must not (none on Windows).
_NONBLOCK: Final[int] = getattr(os, "O_NONBLOCK", 0)


def _registry_text(path: Path) -> str:
    """The registry file's text; a registry that is no regular file (a FIFO, a device, a
    link to one) is refused (OSError) before a byte is read: it would be read for ever."""
    fd = os.open(path, os.O_RDONLY | _NONBLOCK)
    with os.fdopen(fd, "rb") as reader:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a file")
        return reader.read().decode("utf-8")


def _parse(data: dict[str, Any], *, strict: bool) -> _Index:
    """The entries of a registry's JSON. `strict` (this release's index): any entry of
    another form, or a folder or key named twice, makes it unusable; otherwise such an
    entry is refused (logged) and the rest kept."""
    entries = data.get("environments")
    if strict and not isinstance(entries, list):
        raise RegistryUnusableError("no list of environments")
    index = _Index()
    for entry in entries if isinstance(entries, list) else []:
        fields = entry if isinstance(entry, dict) else {}
        key, name, folder = (fields.get(f) for f in ("key", "name", "folder"))
        usable = isinstance(key, str) and isinstance(name, str) and isinstance(folder, str)
        if usable and is_folder_form(str(folder)):
            index.places.append(
                EnvironmentPlace(str(key), str(name), str(folder), fields.get("production") is True)
            )
        elif strict:
            raise RegistryUnusableError(f"an entry of no use: {entry!r}")
        else:
            log.error("registry entry refused: %r", entry)
    if strict and _doubled(index.places):
        raise RegistryUnusableError("a key or a folder named twice")
    last = data.get("last")
    index.last = last if isinstance(last, str) and (not strict or index.place_of(last)) else None
    return index


def _doubled(places: list[EnvironmentPlace]) -> set[str]:
    seen: set[str] = set()
    doubled = set()
    for value in [p.key for p in places] + [p.folder for p in places]:
        if value in seen:
            doubled.add(value)
        seen.add(value)
    return doubled


def _bind(
    store: Store, folder: str, key: str, name: str, production: bool, was: str | None
) -> None:
    bound = store.environment_key
    if bound is not None and bound not in (key, was):
        raise ValueError(f"the store in {folder!r} is the store of {bound}")
    store.bind_environment(key, name, production=production)


def _same_file(store: Store, folder: Path) -> bool:
    try:
        return Path(store.database.path).resolve() == (folder / DATABASE_NAME).resolve()
    except OSError:
        return False


def open_folder(folder: Path) -> Store:
    return Store.open(folder / DATABASE_NAME, folder / ATTACHMENTS_NAME)


@contextlib.contextmanager
def opened_folder(folder: Path) -> Iterator[Store]:
    store = open_folder(folder)
    try:
        yield store
    finally:
        store.close()
