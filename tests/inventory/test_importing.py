"""Writing an import into a real store file, from real spreadsheets: every mapped field in
the drafts, one batch, all or nothing (photo copies included), photos by column and by
name, the mapping remembered, and the undo of a whole batch while none of it has left."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.inventory import importing
from app.inventory.columns import PHOTO
from app.inventory.columns import column
from app.inventory.columns import header_key
from app.inventory.columns import propose_mapping
from app.inventory.importing import ImportRefusedError
from app.inventory.importing import first_mapping
from app.inventory.importing import latest_import
from app.inventory.importing import match_photos
from app.inventory.importing import write_import
from app.inventory.plan import ImportPlan
from app.inventory.plan import plan_import
from app.inventory.sheets import read_sheet
from app.store import DraftState
from app.store import Store
from app.store import imports
from app.store.drafts import SentDraft
from app.store.listing import rebuild
from tests.inventory.spreadsheets import make_csv
from tests.inventory.spreadsheets import make_xlsx

KEYS = (
    "itemDetails.name",
    "itemDetails.productDescription.description",
    "productCategory",
    "subProductCategory",
    "quantity.quantityValue",
    "quantity.quantityUoM",
    "physicalDimensions.height",
    "physicalDimensions.width",
    "physicalDimensions.uoMMeasurement",
    "priceInformation.price",
    "validityInformation.statusCode",
    "itemCharacteristics.rawMaterial",
    "address.city",
    "projectNumber",
    PHOTO,
)
ROWS = [
    # name, description, category, sub, quantity, unit, height, width, unit, price, status,
    # material, city, project, photos
    [
        *("Binnendeur 1", "Eiken, met kozijn", "Deuren", "Binnendeuren", 12, "stuks"),
        *("2015,5", 830, "millimeter", 45.5, "beschikbaar", "eiken", "Zwolle", 1001, None),
    ],
    [
        *("Eiken balk", "Uit de kapconstructie", "Constructie", "Balken", "3,5", "meter"),
        *(220, 80, "millimeter", "12,50", "Te koop", "eiken", "Assen", 1002, None),
    ],
    [
        *("Plavuis", None, "Vloeren", None, 40, "kilogram"),
        *(None, None, None, None, None, "keramiek", "Utrecht", None, None),
    ],
]
EXPECTED = [
    {
        "itemDetails": {
            "name": "Binnendeur 1",
            "productDescription": {"description": "Eiken, met kozijn"},
        },
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "quantity": {"quantityValue": 12, "quantityUoM": "PCE"},
        "physicalDimensions": {"height": 2015.5, "width": 830, "uoMMeasurement": "MMT"},
        "priceInformation": {"price": 45.5},
        "validityInformation": {"statusCode": "Beschikbaar"},
        "itemCharacteristics": {"rawMaterial": "eiken"},
        "address": {"city": "Zwolle"},
        "projectNumber": 1001,
    },
    {
        "itemDetails": {
            "name": "Eiken balk",
            "productDescription": {"description": "Uit de kapconstructie"},
        },
        "productCategory": "Constructie",
        "subProductCategory": "Balken",
        "quantity": {"quantityValue": 3.5, "quantityUoM": "MTR"},
        "physicalDimensions": {"height": 220, "width": 80, "uoMMeasurement": "MMT"},
        "priceInformation": {"price": 12.5},
        "validityInformation": {"statusCode": "Te koop"},
        "itemCharacteristics": {"rawMaterial": "eiken"},
        "address": {"city": "Assen"},
        "projectNumber": 1002,
    },
    {
        "itemDetails": {"name": "Plavuis"},
        "productCategory": "Vloeren",
        "quantity": {"quantityValue": 40, "quantityUoM": "KGM"},
        "itemCharacteristics": {"rawMaterial": "keramiek"},
        "address": {"city": "Utrecht"},
        "projectNumber": 7,  # the import's project, for the row without its own
    },
]


@pytest.fixture
def store(isolated_data_dir: Path) -> Iterator[Store]:
    with Store.open() as opened:
        yield opened


def header() -> list[str]:
    return [column(key).title("nl") for key in KEYS]


def planned(path: Path, *, project: int | None = 7) -> ImportPlan:
    sheet = read_sheet(path)
    return plan_import(sheet, propose_mapping(sheet.header), project_number=project)


def inventory(tmp_path: Path, rows: list[list[Any]] | None = None, name: str = "inv.xlsx") -> Path:
    return make_xlsx(tmp_path / name, [header(), *(ROWS if rows is None else rows)])


def _shape(value: Any) -> Any:
    """The content as compared: empty groups and the fixed language code left out."""
    if isinstance(value, dict):
        kept = {k: _shape(v) for k, v in value.items() if k != "languageCode"}
        return {k: v for k, v in kept.items() if v not in ({}, None)}
    return value


def _table(store: Store, sql: str) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in store.database.query(sql)]


def _counts(store: Store) -> dict[str, int]:
    tables = ("drafts", "listing", "attachments", "import_batches", "import_batch_drafts")
    counts = {t: store.database.column(f"SELECT count(*) FROM {t}")[0] for t in tables}
    counts["import_mappings"] = store.database.column("SELECT count(*) FROM import_mappings")[0]
    counts["files"] = len(list(store.attachments_dir.iterdir()))
    return counts


@pytest.mark.parametrize(
    "make",
    [
        lambda path, rows: make_xlsx(path.with_suffix(".xlsx"), rows),
        lambda path, rows: make_csv(path.with_suffix(".csv"), rows),  # ; and Windows-1252
    ],
    ids=["xlsx", "csv"],
)
def test_every_row_becomes_a_draft_of_one_batch_with_every_mapped_field(
    store: Store, tmp_path: Path, make: Callable[[Path, list[list[Any]]], Path]
) -> None:
    path = make(tmp_path / "inventaris", [header(), *ROWS])
    plan = planned(path)
    assert plan.problem_rows == []

    result = write_import(store, plan, file_name=path.name)

    assert (result.drafts, result.queued, result.photos, result.skipped) == (3, False, 0, 0)
    drafts = store.drafts.list_drafts("product")
    assert [_shape(d.content) for d in drafts] == EXPECTED
    assert {d.state for d in drafts} == {DraftState.DRAFT}
    # One batch, each draft linked with its row in the file, at its first revision.
    assert _table(
        store, "SELECT row_number, revision FROM import_batch_drafts ORDER BY row_number"
    ) == [(2, 1), (3, 1), (4, 1)]
    batch = latest_import(store)
    assert batch is not None
    assert (batch.id, batch.file_name, batch.drafts, batch.edited) == (
        result.batch_id,
        path.name,
        3,
        0,
    )
    # The table shows them, found by search like typed drafts.
    assert [r.title for r in store.catalogue.search("product", "eiken balk")] == ["Eiken balk"]
    assert store.catalogue.count("product") == 3


def test_the_listing_rows_are_what_the_listing_makes_of_each_draft(
    store: Store, tmp_path: Path
) -> None:
    write_import(store, planned(inventory(tmp_path)), file_name="inv.xlsx", queue=True)
    columns = "kind, source, draft_id, draft_state, server_id, shadowed, title, description,"
    columns += " categories, address, other, category, sub_category, status, city, price,"
    columns += " quantity, published, private, archived, event_types, updated_at"
    sql = f"SELECT {columns} FROM listing ORDER BY draft_id"
    fts = "SELECT * FROM listing_fts WHERE listing_fts MATCH 'Zwolle'"
    imported, imported_fts = _table(store, sql), len(_table(store, fts))
    with store.database.transaction() as conn:
        rebuild(conn)  # one row at a time, through listing.upsert_draft_row
    assert imported == _table(store, sql)
    assert imported_fts == len(_table(store, fts)) == 1
    assert {row[3] for row in imported} == {"queued"}


def test_queue_makes_every_draft_queued_as_ctrl_enter_does(store: Store, tmp_path: Path) -> None:
    result = write_import(store, planned(inventory(tmp_path)), file_name="inv.xlsx", queue=True)
    assert result.queued
    assert store.drafts.count_by_state("product")[DraftState.QUEUED] == 3
    # The outbox takes them in the file's order.
    outbox = [d.content["itemDetails"]["name"] for d in store.drafts.list_drafts(states=["queued"])]
    assert outbox == [row[0] for row in ROWS]


def test_a_row_with_problems_refuses_the_whole_import(store: Store, tmp_path: Path) -> None:
    rows = [*ROWS, ["Kapotte deur", None, "Deuren", None, "veel", "stuks", *[None] * 9]]
    plan = planned(inventory(tmp_path, rows))
    (bad,) = plan.problem_rows
    assert bad.number == 5
    assert "quantity.quantityValue" in bad.problems
    before = _counts(store)

    with pytest.raises(ImportRefusedError) as refused:
        write_import(store, plan, file_name="inv.xlsx")

    assert refused.value.notice.code == "inventory.rows_with_problems"
    assert refused.value.notice.params == {"count": 1, "row": 5}
    assert _counts(store) == before
    # Skipped in the preview, the rest goes in.
    bad.skip = True
    result = write_import(store, plan, file_name="inv.xlsx")
    assert (result.drafts, result.skipped) == (3, 1)


def _photos(folder: Path, *names: str) -> Path:
    folder.mkdir(exist_ok=True)
    for number, name in enumerate(names):
        (folder / name).write_bytes(b"\xff\xd8\xff" + name.encode() + bytes([number]) * 100)
    return folder


def test_a_transaction_failing_halfway_writes_nothing_and_leaves_no_photo_copies(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    photos = _photos(tmp_path / "fotos", "Binnendeur 1.jpg", "Eiken balk.png")
    plan = planned(inventory(tmp_path))
    before = _counts(store)

    def fail_halfway(conn: sqlite3.Connection, batch: Any, first: int, chunk: Any) -> None:
        # The drafts are in, the listing not yet: the power goes.
        imports.insert_values(conn, imports._DRAFTS, chunk.drafts, (batch.state,))
        assert conn.execute("SELECT count(*) FROM drafts").fetchone()[0] == 3
        assert len(list(store.attachments_dir.iterdir())) == 2  # the copies, made before
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(imports, "_insert_chunk", fail_halfway)
    with pytest.raises(Exception, match="disk"):
        write_import(store, plan, file_name="inv.xlsx", photos_dir=photos)

    assert _counts(store) == before
    assert before["files"] == 0
    monkeypatch.undo()
    result = write_import(store, plan, file_name="inv.xlsx", photos_dir=photos)
    assert (result.drafts, result.photos) == (3, 2)


def test_an_interrupt_after_the_commit_keeps_the_photo_copies(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    photos = _photos(tmp_path / "fotos", "Binnendeur 1.jpg", "Eiken balk.png")

    def interrupted(row: Any) -> Any:  # the batch is committed when its row is read
        raise KeyboardInterrupt

    monkeypatch.setattr(imports, "_batch", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_import(store, planned(inventory(tmp_path)), file_name="a.xlsx", photos_dir=photos)
    monkeypatch.undo()

    stored = store.database.column("SELECT stored_name FROM attachments")
    assert len(stored) == 2
    assert all((store.attachments_dir / name).is_file() for name in stored)


def test_a_photo_that_cannot_be_copied_removes_the_copies_made_before_it(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    photos = _photos(tmp_path / "fotos", "Binnendeur 1.jpg", "Eiken balk.png")
    plan = planned(inventory(tmp_path))
    copy_stream = store.attachments.copy_stream
    calls = []

    def second_fails(reader: Any, name: str, **kwargs: Any) -> Any:
        calls.append(name)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return copy_stream(reader, name, **kwargs)

    monkeypatch.setattr(store.attachments, "copy_stream", second_fails)
    with pytest.raises(OSError, match="space"):
        write_import(store, plan, file_name="inv.xlsx", photos_dir=photos)
    assert calls == ["Binnendeur 1.jpg", "Eiken balk.png"]
    assert list(store.attachments_dir.iterdir()) == []
    assert store.drafts.list_drafts() == []


def test_photos_by_the_photo_column(store: Store, tmp_path: Path) -> None:
    photos = _photos(tmp_path / "fotos", "DEUR1.JPG", "deur1-achter.jpeg", "balk.png", "x.txt")
    rows = [list(r) for r in ROWS]
    rows[0][-1] = "deur1.jpg; Deur1-Achter"  # case-insensitive, with or without extension
    rows[1][-1] = "balk.png,ontbreekt.jpg"
    plan = planned(inventory(tmp_path, rows))

    matches = match_photos(plan, photos)
    assert {n: [p.name for p in ps] for n, ps in matches.by_row.items()} == {
        2: ["DEUR1.JPG", "deur1-achter.jpeg"],
        3: ["balk.png"],
    }
    assert matches.missing == ((3, "ontbreekt.jpg"),)

    result = write_import(store, plan, file_name="inv.xlsx", photos_dir=photos)
    assert (result.photos, result.missing_photos) == (3, ((3, "ontbreekt.jpg"),))
    by_name = {d.content["itemDetails"]["name"]: d.id for d in store.drafts.list_drafts()}
    attached = store.attachments.list_attachments(by_name["Binnendeur 1"])
    assert [a.file_name for a in attached] == ["DEUR1.JPG", "deur1-achter.jpeg"]
    assert attached[0].path.read_bytes() == (photos / "DEUR1.JPG").read_bytes()
    assert attached[0].size == (photos / "DEUR1.JPG").stat().st_size
    assert store.attachments.list_attachments(by_name["Plavuis"]) == []


def test_photos_by_the_rows_name(store: Store, tmp_path: Path) -> None:
    photos = _photos(
        tmp_path / "fotos",
        "Deur 4.jpg",
        "Deur 4 (2).jpg",
        "deur-4_1.jpg",
        "Deur.jpg",
        "Deur 2.jpg",  # a second photo of "Deur": no row is called "Deur 2"
        "Deur 41.jpg",  # and another: "Deur 4" is not "Deur 41"
    )
    rows = [
        ["Deur 4", None, "Deuren", None, 1, "stuks", *[None] * 6, "Zwolle", None, None],
        ["Deur", None, "Deuren", None, 1, "stuks", *[None] * 6, "Zwolle", None, None],
        ["Balk", None, "Constructie", None, 1, "stuks", *[None] * 6, "Zwolle", None, None],
    ]
    plan = planned(inventory(tmp_path, rows))
    matches = match_photos(plan, photos)
    assert {n: [p.name for p in ps] for n, ps in matches.by_row.items()} == {
        2: ["Deur 4.jpg", "Deur 4 (2).jpg", "deur-4_1.jpg"],
        3: ["Deur.jpg", "Deur 2.jpg", "Deur 41.jpg"],
    }
    assert matches.missing == ()


def test_the_mapping_used_is_remembered_for_the_same_headers(store: Store, tmp_path: Path) -> None:
    plan = planned(inventory(tmp_path))
    write_import(store, plan, file_name="inv.xlsx")
    remembered = store.imports.remembered_columns(header_key(plan.sheet.header))
    assert remembered == [(i, h, k) for i, (h, k) in enumerate(zip(header(), KEYS, strict=True))]
    assert first_mapping(store, plan.sheet.header) == plan.mapping


def test_a_draft_given_a_photo_after_the_import_counts_as_edited(
    store: Store, tmp_path: Path
) -> None:
    photos = _photos(tmp_path / "fotos", "Binnendeur 1.jpg", "Eiken balk.png")
    write_import(store, planned(inventory(tmp_path)), file_name="a.xlsx", photos_dir=photos)
    batch = latest_import(store)
    assert batch is not None
    assert batch.edited == 0  # the import's own photos are no edit
    later = _photos(tmp_path / "later", "Plavuis.jpg")
    (plavuis,) = [d for d in store.drafts.list_drafts() if "Plavuis" in str(d.content)]
    store.attachments.attach_file(plavuis.id, later / "Plavuis.jpg")

    batch = latest_import(store)

    assert batch is not None
    assert (batch.drafts, batch.edited) == (3, 1)


def test_an_undo_takes_the_batch_s_drafts_listing_rows_and_photos_away(
    store: Store, tmp_path: Path
) -> None:
    from app.work import undo

    photos = _photos(tmp_path / "fotos", "Binnendeur 1.jpg")
    before = _counts(store)
    first = write_import(store, planned(inventory(tmp_path)), file_name="a.xlsx")
    second = write_import(
        store, planned(inventory(tmp_path)), file_name="b.xlsx", photos_dir=photos
    )
    typed = store.drafts.create_draft("product", {"itemDetails": {"name": "Getypt"}})

    batch = latest_import(store)
    assert batch is not None
    assert (batch.id, batch.drafts, batch.edited) == (second.batch_id, 3, 0)
    undone = undo.undo(store).value  # Edit ▸ Undo: the latest step, the second import
    assert undone is not None
    assert (undone.step.action, len(undone.drafts)) == (undo.IMPORT, 3)
    assert store.database.column("SELECT count(*) FROM attachments") == [0]
    assert store.catalogue.count("product") == 4
    assert store.drafts.find(typed.id) is not None
    # Then the one before it: nothing of either is left but the typed draft.
    earlier = latest_import(store)
    assert earlier is not None
    assert earlier.id == first.batch_id
    undo.undo(store)
    assert latest_import(store) is None
    # The batches stay for a redo (and the photo's file the journal keeps); their drafts go.
    gone = {"drafts": 0, "listing": 0, "import_mappings": 0, "import_batches": 0, "files": 0}
    assert _counts(store) | gone == before | gone
    assert [d.id for d in store.drafts.list_drafts()] == [typed.id]
    undo.redo(store)
    back = latest_import(store)
    assert back is not None
    assert (back.id, back.drafts) == (earlier.id, earlier.drafts)


@pytest.mark.parametrize("how", ["sending", "sent", "handed_over", "photo_uploaded"])
def test_an_undo_of_an_import_follows_the_journal_once_a_draft_has_left(
    store: Store, tmp_path: Path, how: str
) -> None:
    from app.store.undo import BEING_SENT
    from app.store.undo import UndoNotPossible
    from app.work import undo

    photos = _photos(tmp_path / "fotos", "Binnendeur 1.jpg")
    write_import(
        store, planned(inventory(tmp_path)), file_name="inv.xlsx", photos_dir=photos, queue=True
    )
    first = store.drafts.list_drafts()[0]
    if how in ("sending", "sent"):
        store.drafts.begin_sends([first])
    if how == "sent":
        store.drafts.mark_synced([SentDraft(first.id, "501")])
    elif how == "handed_over":
        store.database.write_one(
            "UPDATE drafts SET state = 'handed_over' WHERE id = ?", (first.id,)
        )
    elif how == "photo_uploaded":
        (photo,) = store.attachments.list_attachments(first.id)
        store.attachments.mark_uploaded(photo.id, "9")
    before = _counts(store)
    offer = undo.offered(store).undo
    assert offer is not None

    if how == "sending":  # it waits until the round is done
        assert offer.blocked is not None
        assert offer.blocked.code == BEING_SENT
        with pytest.raises(UndoNotPossible):
            undo.undo(store)
        assert _counts(store) == before
        return
    if how == "sent":  # not without the user's word; then the service's record stays
        assert offer.sent == (first.id,)
        with pytest.raises(UndoNotPossible):
            undo.undo(store)
        assert _counts(store) == before
        undone = undo.undo(store, as_edits=True).value
    else:  # changed since: kept as it is
        assert offer.kept == (first.id,)
        undone = undo.undo(store).value
    assert undone is not None
    assert [d.id for d in store.drafts.list_drafts()] == [first.id]
    assert first.id not in undone.drafts


def test_an_empty_plan_is_refused(store: Store, tmp_path: Path) -> None:
    plan = planned(inventory(tmp_path))
    for row in plan.rows:
        row.skip = True
    with pytest.raises(ImportRefusedError) as refused:
        importing.write_import(store, plan, file_name="inv.xlsx")
    assert refused.value.notice.code == "inventory.nothing_to_import"


def test_an_import_is_one_step_of_edit_undo_with_its_photos_and_redone(
    store: Store, tmp_path: Path
) -> None:
    from app.work import undo

    photos = _photos(tmp_path / "fotos", "DEUR1.JPG", "balk.png")
    rows = [list(r) for r in ROWS]
    rows[0][-1] = "deur1.jpg"
    rows[1][-1] = "balk.png"
    result = write_import(
        store, planned(inventory(tmp_path, rows)), file_name="inv.xlsx", photos_dir=photos
    )
    step = store.undo.next_undo()
    assert step is not None
    assert (step.action, step.count) == (undo.IMPORT, result.drafts)
    files = [
        a.path for d in store.drafts.list_drafts() for a in store.attachments.list_attachments(d.id)
    ]
    assert len(files) == 2
    undo.undo(store)
    assert store.drafts.list_drafts() == []
    assert store.catalogue.count("product", "") == 0
    assert all(f.exists() for f in files)  # kept while the import can come back
    undo.redo(store)
    assert len(store.drafts.list_drafts()) == result.drafts
    assert store.catalogue.count("product", "") == result.drafts
    assert [f.read_bytes()[:3] for f in files] == [b"\xff\xd8\xff"] * 2
