"""Attaching in the window: what cannot be sent is refused with a sentence for each file (and
the window never blocks on a FIFO), a link says where it points, and an upload held by the sync
shows why at the attachment, with Replace and Remove."""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.api.notices import Notice
from app.store.kinds import RecordKind
from app.ui import messages
from app.ui.desk import Desk
from app.work.changes import Changes
from tests.ui.conftest import PRODUCT
from tests.ui.conftest import picture


@pytest.fixture
def told() -> Iterator[dict[str, list[str]]]:
    """What the window told the user, as errors and as information."""
    said: dict[str, list[str]] = {"error": [], "info": []}
    bridge = messages.bridge()
    bridge.error.connect(said["error"].append)
    bridge.info.connect(said["info"].append)
    yield said
    bridge.error.disconnect(said["error"].append)
    bridge.info.disconnect(said["info"].append)


@pytest.fixture
def open_desk(desks: Callable[..., Desk]) -> Callable[[], Desk]:
    return functools.partial(desks, wait_for_sync=False)


def test_what_cannot_be_sent_is_refused_in_words_and_a_link_says_where_it_points(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path, told: dict[str, list[str]]
) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    products.new_product(PRODUCT)
    large = tmp_path / "film.bin"
    with large.open("wb") as sparse:
        sparse.truncate(200 * 1024 * 1024)
    fifo = tmp_path / "pijp.jpg"
    os.mkfifo(fifo)  # no writer: reading it would wait for ever
    target = tmp_path / "elders" / "maten.pdf"
    target.parent.mkdir()
    target.write_bytes(b"%PDF-1.4")
    link = tmp_path / "snelkoppeling.pdf"
    link.symlink_to(target)

    products.add_files([str(large), str(fifo), str(link)])

    qtbot.waitUntil(lambda: bool(told["error"]), timeout=10_000)
    (sentence,) = told["error"]
    assert "film.bin is larger than 18 MB, more than the service takes: not attached." in sentence
    assert "pijp.jpg is not a file (a folder, a device or a pipe): not read." in sentence
    assert f"snelkoppeling.pdf is a link to {target}: that file was attached." in sentence
    images = products.form.images
    assert images is not None
    qtbot.waitUntil(lambda: [i.name for i in images.model.items] == ["snelkoppeling.pdf"])
    assert images.said.isVisible()  # beside the pictures, each file's reason on its line
    assert images.said.text().splitlines() == [
        "film.bin is larger than 18 MB, more than the service takes: not attached.",
        "pijp.jpg is not a file (a folder, a device or a pipe): not read.",
        f"snelkoppeling.pdf is a link to {target}: that file was attached.",
    ]
    images.grab().save(str(tmp_path / "refused.png"))
    products.new_product(PRODUCT)  # another record: what was said of this one goes
    qtbot.waitUntil(lambda: not images.said.isVisible())


def test_an_upload_the_sync_held_shows_why_and_can_be_replaced(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path, told: dict[str, list[str]]
) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    products.new_product(PRODUCT)
    images = products.form.images
    assert images is not None
    products.add_files([str(picture(tmp_path / "deur.jpg"))])
    qtbot.waitUntil(lambda: len(images.model.items) == 1, timeout=10_000)
    draft_id = products.editing.draft_id
    assert draft_id is not None
    (attachment,) = products.store.attachments.list_attachments(draft_id)
    # What the sync does to an upload the service refused round after round.
    reason = Notice("sync.upload_keeps_refused", {"name": "deur.jpg", "rounds": 3, "status": 500})
    products.store.attachments.hold(attachment.id, reason)
    products.publish(Changes(kinds=frozenset([RecordKind.PRODUCT]), attachments={draft_id}))

    qtbot.waitUntil(lambda: images.model.items[0].upload_state == "held")
    assert images.reasons.isVisible()
    assert images.reasons.text() == (
        "The service refused deur.jpg 3 times in a row (status 500): it is not sent "
        "again. Remove it or replace it, or queue the record again to try once more."
    )
    assert images.replace_button.isVisible()
    images.view.selectAll()
    assert images.replace_button.isEnabled()
    images.grab().save(str(tmp_path / "held.png"))

    products.replace_attachment(attachment.id, str(picture(tmp_path / "deur-2.jpg", "#336699")))

    qtbot.waitUntil(lambda: [i.name for i in images.model.items] == ["deur-2.jpg"])
    assert not images.reasons.isVisible()
    assert [a.file_name for a in products.store.attachments.list_attachments(draft_id)] == [
        "deur-2.jpg"
    ]
