"""The photo inbox's shared world, made once per session: a data folder with two environments
(the one in front with 40 products: new drafts, synced drafts and the service's products;
another with products of its own, one of the same id), their labels rendered from the label
sheet, and a card of 200 pictures of the 40 labels. Each test works on its own copy of the
data folder; the card's pictures are only read. Made once per run, not once per worker: the
first worker to need it makes it (the others wait on a lock) and leaves it for the others,
read back from the pickle beside it (`_made_once`)."""

from __future__ import annotations

import contextlib
import os
import pickle
import shutil
from collections.abc import Callable
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest
from PIL import Image

from app.inventory.labels import Label
from app.inventory.labels import draft_reference
from app.inventory.labels import labels_for
from app.photos.inbox import Reading
from app.photos.inbox import pictures_in
from app.photos.inbox import read_pictures
from app.store.attachments import Owner
from app.store.drafts import SentDraft
from app.store.environments import EnvironmentRegistry
from app.store.environments import open_environment_store
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.store import Store
from tests.photos.card import Card
from tests.photos.card import label_images
from tests.photos.card import make_card
from tests.sync.helpers import product_content

T = TypeVar("T")
FRONT = ("https://werf.example/api/v1", "Werf")
OTHER = ("https://acceptatie.example/api/v1", "Acceptatie")
CARD_PICTURES = 200


@dataclass
class World:
    data_dir: Path
    card: Card
    labels: dict[Owner, tuple[Label, Image.Image]]  # the front's, by record
    other_labels: list[tuple[Label, Image.Image]]  # the other environment's

    def store(self, name: str = FRONT[1]) -> Store:
        registry = EnvironmentRegistry(self.data_dir)
        key = registry.key_named(name)
        assert key is not None
        return registry.open_store(key)

    def title_of(self, reference: str) -> str:
        """The name a label of the front's prints (its record's title)."""
        return next(label.name for label, _ in self.labels.values() if label.reference == reference)

    @contextlib.contextmanager
    def stores(self) -> Iterator[tuple[Store, Store]]:
        with self.store() as front, self.store(OTHER[1]) as other:
            yield front, other


def _product(store: Store, server_id: int, name: str, site: str) -> None:
    store.cache.put_server_item(
        RecordKind.PRODUCT,
        {
            "id": server_id,
            "websiteURI": f"https://{site}/producten/{server_id}",
            **product_content(name),
        },
    )


def _fill_front(store: Store) -> dict[str, Owner]:
    """40 products; each label's reference with the record it names."""
    owners: dict[str, Owner] = {}
    for number in range(14):  # drafted here, not sent yet: the QR holds the reference
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Deur {number}"))
        owners[draft_reference(draft.id)] = draft.id
    for number in range(1, 15):  # the service's: the QR holds the product's page
        _product(store, number, f"Balk {number}", "werf.example")
        owners[f"RDP-{number}"] = ServerRecord(RecordKind.PRODUCT, str(number))
    for number in range(101, 113):  # drafted here and synced: its own reference, the page
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Raam {number}"))
        server = {"id": number, "websiteURI": f"https://werf.example/producten/{number}"}
        store.drafts.mark_synced([SentDraft(draft.id, str(number), {**draft.content, **server})])
        _product(store, number, f"Raam {number}", "werf.example")
        owners[draft_reference(draft.id)] = ServerRecord(RecordKind.PRODUCT, str(number))
    return owners


def _labels(store: Store) -> list[Label]:
    return labels_for(store, store.catalogue.search(RecordKind.PRODUCT, limit=1000))


def _made_once(tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], T]) -> T:
    """`make(folder)` once for the whole run: by the first worker to come, under a lock; the
    others (and this worker later) read its pickle. The folder holds what `make` writes; it
    stays until the run's end (the run's temporary folder, shared by its workers)."""
    base = tmp_path_factory.getbasetemp()
    # Shared by the workers where a lock between processes is at hand (flock); elsewhere
    # (Windows) each worker makes its own.
    posix = os.name == "posix"
    shared = base.parent if posix and os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = shared / f"made-once-{name}"
    kept = shared / f"made-once-{name}.pickle"
    with (shared / f"made-once-{name}.lock").open("w") as lock:
        if posix:
            import fcntl

            fcntl.flock(lock, fcntl.LOCK_EX)
        if kept.exists():
            made: T = pickle.loads(kept.read_bytes())
            return made
        shutil.rmtree(folder, ignore_errors=True)  # a try that failed half way
        folder.mkdir()
        made = make(folder)
        kept.write_bytes(pickle.dumps(made))
        return made


@pytest.fixture(scope="session")
def world_template(qapp: object, tmp_path_factory: pytest.TempPathFactory) -> World:
    return _made_once(tmp_path_factory, "photo-world", _make_world)


def _make_world(root: Path) -> World:
    from app import paths

    data_dir = root / "data"
    paths.set_data_dir(data_dir)
    try:
        with open_environment_store(data_dir, *OTHER) as other:
            _product(other, 5, "Balk 5 (acceptatie)", "acceptatie.example")
            other.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur acceptatie"))
            other_labels = _labels(other)
        with open_environment_store(data_dir, *FRONT) as front:
            owners = _fill_front(front)
            labels = _labels(front)
    finally:
        paths.set_data_dir(None)
    assert len(labels) == 40
    images = label_images([*labels, *other_labels])
    by_owner = {
        owners[label.reference]: (label, image)
        for label, image in zip(labels, images[: len(labels)], strict=True)
    }
    card = make_card(
        root / "card" / "DCIM" / "100PHONE",
        [(owner, image) for owner, (_, image) in by_owner.items()],
        pictures=CARD_PICTURES,
    )
    return World(
        data_dir, card, by_owner, list(zip(other_labels, images[len(labels) :], strict=True))
    )


@pytest.fixture
def world(world_template: World, tmp_path: Path) -> World:
    """The session's world with a data folder of this test's own."""
    data_dir = tmp_path / "data"
    shutil.copytree(world_template.data_dir, data_dir)
    return World(data_dir, world_template.card, world_template.labels, world_template.other_labels)


@pytest.fixture(scope="session")
def card_reading(world_template: World, tmp_path_factory: pytest.TempPathFactory) -> Reading:
    """The card read once for the run (reading is the slow part; each test groups, matches
    and attaches on its own)."""
    return _made_once(
        tmp_path_factory,
        "photo-card-reading",
        lambda _folder: read_pictures(pictures_in(world_template.card.folder)),
    )
