"""A batch written in chunks by the import's writer thread: each draft's content stored as
`dump_json` writes it, the listing and full-text rows what the listing makes of each draft
one at a time, and nothing at all when the rows cannot all be made."""

from __future__ import annotations

import datetime as dt
import json
import math
import operator
import random
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from app.store import imports
from app.store import listing
from app.store.database import Database
from app.store.imports import ImportedRow
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import to_db_time
from tests.store.conftest import product_form

LISTING = (
    "kind, source, draft_id, draft_state, server_id, shadowed, title, description, categories,"
    " address, other, category, sub_category, status, city, price, quantity, published,"
    " private, archived, event_types, updated_at"
)


def _odd_forms() -> list[dict[str, Any]]:
    """Forms whose JSON has every kind of escape, and numbers JSON writes in odd ways."""
    return [
        product_form("Deur 1"),
        product_form('Deur "2" \\ met\nregels\ten \u2028 é 😀 </script>', projectNumber=7),
        product_form("Deur 3", quantity={"quantityValue": 0.1 + 0.2, "quantityUoM": "MTR"}),
        product_form("Deur 4", priceInformation={"price": 1e16}, productCategory=None),
        product_form("\x01 Deur 5 \x1f", quantity={"quantityValue": -0.0}),
        product_form("Deur 6", itemCharacteristics={"rawMaterial": "  eiken  ", "color": ""}),
        product_form("Deur 7", address={"city": "  Den   Haag "}),
    ]


def _rows(forms: list[dict[str, Any]]) -> list[ImportedRow]:
    return [ImportedRow(form, number) for number, form in enumerate(forms, start=2)]


def _table(store: Store, sql: str) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in store.database.query(sql)]


def _add(store: Store, rows: list[ImportedRow]) -> imports.BatchRecord:
    return store.imports.add_batch(
        rows, file_name="inv.xlsx", sheet="Blad1", header_key="k", mapping={"Naam": "n"}
    )


def _same_as_one_at_a_time(store: Store) -> None:
    sql = f"SELECT {LISTING} FROM listing ORDER BY draft_id"
    imported = _table(store, sql)
    with store.database.transaction() as conn:
        conn.execute("INSERT INTO listing_fts (listing_fts) VALUES ('integrity-check')")
        listing.rebuild(conn)  # one row at a time, through listing.upsert_draft_row
        conn.execute("INSERT INTO listing_fts (listing_fts) VALUES ('integrity-check')")
    assert imported == _table(store, sql)


def test_chunks_store_each_content_as_the_json_dump_json_writes_and_list_it_as_the_listing_does(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(imports, "_CHUNK", 2)  # four chunks, the last one short
    _add(store, _rows([product_form("Eerder")]))  # keys and rows there already
    interval = sys.getswitchinterval()
    forms = _odd_forms()

    batch = _add(store, _rows(forms))

    assert sys.getswitchinterval() == interval
    stored = [
        tuple(row)
        for row in store.database.query(
            "SELECT d.content, l.row_number FROM import_batch_drafts AS l JOIN drafts AS d"
            " ON d.id = l.draft_id WHERE l.batch_id = ? ORDER BY d.created_at",
            (batch.id,),
        )
    ]
    assert [(json.loads(content), n) for content, n in stored] == [
        (json.loads(dump_json(form)), n) for n, form in enumerate(forms, start=2)
    ]
    assert batch.row_count == len(forms)
    # The keys of the listing run on from the rows there were; search finds every draft.
    assert len(set(store.database.column("SELECT key FROM listing"))) == len(forms) + 1
    found = store.catalogue.search("product", "regels")
    assert [r.title for r in found] == [forms[1]["itemDetails"]["name"]]
    _same_as_one_at_a_time(store)


def test_a_chunk_takes_several_statements_where_sqlite_takes_few_parameters(
    store: Store,
) -> None:
    # An SQLite built with a low bound on a statement's parameters (999 before 2020): here
    # two listing rows a statement (thirteen values each, and two of the statement's own).
    with store.database.transaction() as conn:
        conn.setlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER, 30)
    forms = _odd_forms()

    assert _add(store, _rows(forms)).row_count == len(forms)

    # Keys in one run, in the file's order (the drafts' times), each row listed as alone.
    by_key = store.database.column("SELECT draft_id FROM listing ORDER BY key")
    assert by_key == store.database.column("SELECT id FROM drafts ORDER BY created_at")
    assert store.database.column("SELECT key FROM listing ORDER BY key") == list(
        range(1, len(forms) + 1)
    )
    _same_as_one_at_a_time(store)


def test_a_value_json_cannot_hold_is_listed_all_the_same(store: Store) -> None:
    # A number past a float's range lists as infinity, which JSON cannot carry to SQLite.
    huge = "1" + "0" * 400
    forms = [product_form("Oneindig", quantity={"quantityValue": huge}), product_form("Gewoon")]

    _add(store, _rows(forms))

    assert store.database.column("SELECT quantity FROM listing WHERE title = ?", ("Oneindig",)) == [
        float("inf")
    ]
    _same_as_one_at_a_time(store)


def test_rows_that_cannot_all_be_made_write_nothing_and_leave_the_store_usable(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(imports, "_CHUNK", 2)
    extract = listing.extract

    def fail_at_the_fifth(kind: RecordKind, data: Any, server_id: str | None = None) -> Any:
        if data["itemDetails"]["name"] == "Deur 5":  # the third chunk: two are written
            raise MemoryError
        return extract(kind, data, server_id)

    monkeypatch.setattr(listing, "extract", fail_at_the_fifth)
    with pytest.raises(MemoryError):
        _add(store, _rows([product_form(f"Deur {n}") for n in range(1, 8)]))

    tables = ("drafts", "listing", "import_batches", "import_batch_drafts", "import_mappings")
    assert [store.database.column(f"SELECT count(*) FROM {t}")[0] for t in tables] == [0] * 5
    monkeypatch.undo()
    assert _add(store, _rows([product_form("Deur 5")])).row_count == 1


def test_the_checkpoint_after_a_batch_never_makes_a_database_file(tmp_path: Path) -> None:
    path = tmp_path / "weg.sqlite3"
    with Store.open(path, tmp_path / "bijlagen") as store:
        _add(store, _rows([product_form()]))
    path.unlink()

    store.database.checkpoint()  # as the thread would, after the file went

    assert not path.exists()


def test_the_checkpoint_threads_are_listed_under_the_lock_close_takes(tmp_path: Path) -> None:
    held: list[bool] = []

    class Watched(Database):
        def __setattr__(self, name: str, value: object) -> None:
            if name == "_checkpoints":
                held.append(self.held_here())
            super().__setattr__(name, value)

    with Store.open(tmp_path / "db.sqlite3", tmp_path / "bijlagen") as store:
        store.database.__class__ = Watched
        _add(store, _rows([product_form()]))
        _add(store, _rows([product_form()]))

    assert held == [True, True]


def test_the_listing_read_from_leaves_is_the_listing_read_from_the_content() -> None:
    from app.inventory.form_check import nest
    from tests.inventory.test_form_check import POOLS

    paths = [".".join(keys) for keys in listing._plan(RecordKind.PRODUCT)[0]]
    odd = [" ", "  Delft ", 0.1 + 0.2, 10**20, True, ["a", " b "], {"type": "Hout"}, -0.0, None]
    chance = random.Random(16)
    read = listing.leaves_reader(RecordKind.PRODUCT)
    columns = operator.attrgetter(*listing.filled_columns(RecordKind.PRODUCT)[:-1])
    for _ in range(2000):
        leaves = {k: chance.choice(pool) for k, pool in POOLS.items()}
        leaves |= {path: chance.choice(odd) for path in chance.sample(paths, 4)}
        leaves = {k: v for k, v in leaves.items() if v is not None}

        assert read(leaves) == columns(listing.extract(RecordKind.PRODUCT, nest(leaves))), leaves


def test_a_batch_inside_a_transaction_joins_it(store: Store) -> None:
    counted = []

    def outer_work() -> None:
        with store.database.transaction():
            _add(store, _rows([product_form("Deur 1"), product_form("Deur 2")]))
            counted.extend(store.database.column("SELECT count(*) FROM drafts"))
            raise RuntimeError  # the outer work fails: the batch goes with it

    with pytest.raises(RuntimeError):
        outer_work()

    assert counted == [2]
    assert store.database.column("SELECT count(*) FROM drafts") == [0]
    assert _add(store, _rows([product_form("Deur 3")])).row_count == 1


def test_a_number_json_cannot_hold_is_refused_and_a_long_one_kept(store: Store) -> None:
    # orjson writes infinity as null and refuses ints past 64 bits: neither may pass.
    with pytest.raises(ValueError):
        _add(
            store,
            _rows(
                [
                    product_form("Deur 1"),
                    product_form("Deur 2", priceInformation={"price": math.inf}),
                ]
            ),
        )
    assert store.database.column("SELECT count(*) FROM drafts") == [0]

    _add(store, _rows([product_form("Deur 3", priceInformation={"price": 2**70})]))

    (content,) = store.database.column("SELECT content FROM drafts")
    assert json.loads(content)["priceInformation"]["price"] == 2**70


def test_times_a_microsecond_apart_run_on_across_seconds() -> None:
    start = dt.datetime(2026, 12, 31, 23, 59, 59, 999_998, tzinfo=dt.UTC)

    times = imports._times(start, 5)

    assert times == [to_db_time(start + dt.timedelta(microseconds=n)) for n in range(5)]
    assert times[2] == "2027-01-01T00:00:00.000000Z"
    assert imports._times(start, 0) == []
