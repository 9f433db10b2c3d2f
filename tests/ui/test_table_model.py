"""The Products table model: a correct Qt model, paged, sorted and filtered by its source."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from app.ui.products.product_table import product_table
from app.ui.records.paged_model import FIRST_WINDOW
from app.ui.records.paged_model import PAGE_SIZE
from app.ui.records.rows import RecordQuery
from app.ui.records.rows import RecordRow
from app.ui.records.table import SyncStateRole


class ListRowSource:
    """Rows from a list in memory, filtered and sorted as the store would."""

    def __init__(self, rows: list[RecordRow]) -> None:
        self.rows = rows

    def _matching(self, query: RecordQuery) -> list[RecordRow]:
        text = query.text.lower()
        wanted = dict(query.filters)
        found = [
            r
            for r in self.rows
            if (not text or text in f"{r.title} {r.category} {r.sub_category}".lower())
            and all(getattr(r, name) == value for name, value in wanted.items())
        ]
        found.sort(key=lambda r: str(getattr(r, query.sort) or ""), reverse=query.descending)
        return found

    def count(self, query: RecordQuery) -> int:
        return len(self._matching(query))

    def page(self, query: RecordQuery, offset: int, limit: int) -> list[RecordRow]:
        return self._matching(query)[offset : offset + limit]

    def read(self, query: RecordQuery, offset: int, limit: int) -> tuple[int, list[RecordRow]]:
        return self.count(query), self.page(query, offset, limit)

    def row_for(self, key: str) -> RecordRow | None:
        return next((r for r in self.rows if r.key == key), None)

    def standing(self, draft_id: str) -> None:
        return None  # the store's standing is tested with the store (tests/ui/test_sync_reasons.py)


def _rows(n: int) -> list[RecordRow]:
    states = ("synced", "draft", "queued", "conflict")
    return [
        RecordRow(
            key=f"server:{i}",
            title=f"Deur {i:05d}",
            category="Deuren" if i % 2 else "Vloeren",
            sub_category="Binnendeuren" if i % 2 else "Tegels",
            status="Beschikbaar",
            public=None,
            sync_state=states[i % 4],
            updated=f"2026-11-{1 + i % 28:02d}T10:00:00Z",
            server_id=i,
        )
        for i in range(n)
    ]


def test_model_passes_the_qt_model_checker(qtbot: object) -> None:
    model = product_table(ListRowSource(_rows(3 * PAGE_SIZE + 7)))
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_query(RecordQuery(text="deur 0001"))
    model.sort(1, Qt.SortOrder.AscendingOrder)
    assert model.rowCount() == 10
    assert model.index(0, 1).data() == "Deur 00010"


def test_rows_are_read_a_page_at_a_time() -> None:
    source = ListRowSource(_rows(5 * PAGE_SIZE))
    calls: list[int] = []
    original = source.page

    def counting(query: RecordQuery, offset: int, limit: int) -> list[RecordRow]:
        calls.append(offset)
        return original(query, offset, limit)

    source.page = counting  # type: ignore[method-assign]
    model = product_table(source)
    model.first_window = PAGE_SIZE  # whole pages from the first (the short first read below)
    assert model.rowCount() == 5 * PAGE_SIZE
    model.index(0, 1).data()
    model.index(PAGE_SIZE - 1, 1).data()
    model.index(3 * PAGE_SIZE, 1).data()
    assert calls == [0, 3 * PAGE_SIZE]


def test_a_new_query_reads_a_screenful_first_and_the_page_when_scrolled() -> None:
    """A keystroke's first paint reads only the rows a screen shows; the rows past them, and
    every later page, are read whole, and the table shows the same rows in the same order."""
    source = ListRowSource(_rows(3 * PAGE_SIZE + 7))
    reads: list[tuple[int, int]] = []
    original = source.page

    def counting(query: RecordQuery, offset: int, limit: int) -> list[RecordRow]:
        reads.append((offset, limit))
        return original(query, offset, limit)

    source.page = counting  # type: ignore[method-assign]
    model = product_table(source)
    model.set_query(RecordQuery(text="deur", sort="title", descending=True))
    wanted = [r.title for r in source._matching(model.query)]
    assert [model.index(r, 1).data() for r in range(FIRST_WINDOW)] == wanted[:FIRST_WINDOW]
    assert reads == [(0, FIRST_WINDOW)]
    shown = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert shown == wanted
    assert reads == [
        (0, FIRST_WINDOW),
        (0, PAGE_SIZE),
        (PAGE_SIZE, PAGE_SIZE),
        (2 * PAGE_SIZE, PAGE_SIZE),
        (3 * PAGE_SIZE, PAGE_SIZE),
    ]
    # The next query starts short again; a first paint scrolled past the screenful
    # reads its page whole.
    reads.clear()
    model.set_query(RecordQuery(text="deur 00"))
    wanted = [r.title for r in source._matching(model.query)]
    assert model.index(FIRST_WINDOW + 1, 1).data() == wanted[FIRST_WINDOW + 1]
    assert reads == [(0, PAGE_SIZE)]


def test_the_store_finds_the_same_rows_in_a_short_first_read(tmp_path: object) -> None:
    """Over the catalogue: drafts and server rows found by a prefix search, the short first
    read and the page read after it giving the rows a whole page gives, in its order."""
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from app.ui.records.catalogue_rows import CatalogueRows

    store = Store.open()
    try:
        store.cache.replace_server_list(
            RecordKind.PRODUCT,
            [
                {"id": i, "productCategory": "Deuren", "itemDetails": {"name": f"Eiken deur {i}"}}
                for i in range(1, 2 * PAGE_SIZE + 1)
            ],
        )
        for i in range(3):
            store.drafts.create_draft(
                RecordKind.PRODUCT, {"itemDetails": {"name": f"Eikenhouten balk {i}"}}
            )
        rows = CatalogueRows(store.catalogue, RecordKind.PRODUCT)
        short, whole = product_table(rows), product_table(rows)
        whole.first_window = PAGE_SIZE
        for model in (short, whole):
            model.set_query(RecordQuery(text="eike", sort="updated", descending=True))
        assert short.rowCount() == whole.rowCount() == 2 * PAGE_SIZE + 3
        keys = [[m.row_at(r).key for r in range(m.rowCount())] for m in (short, whole)]  # type: ignore[union-attr]
        assert keys[0] == keys[1]
        assert sum(key.startswith("d:") for key in keys[0]) == 3
    finally:
        store.close()


def test_filter_by_sync_state_and_badge_role() -> None:
    model = product_table(ListRowSource(_rows(40)))
    model.set_query(RecordQuery(filters=(("sync_state", "conflict"),)))
    assert model.rowCount() == 10
    assert all(model.index(r, 0).data(SyncStateRole) == "conflict" for r in range(10))


def test_store_backed_model_passes_the_checker(qtbot: object, tmp_path: object) -> None:
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from app.ui.records.catalogue_rows import CatalogueRows

    store = Store.open()
    try:
        store.cache.replace_server_list(
            RecordKind.PRODUCT,
            [
                {"id": i, "productCategory": "Deuren", "itemDetails": {"name": f"Deur {i}"}}
                for i in range(1, 451)
            ],
        )
        store.drafts.create_draft(RecordKind.PRODUCT, {"itemDetails": {"name": "Eiken deur"}})
        model = product_table(CatalogueRows(store.catalogue, RecordKind.PRODUCT))
        QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
        assert model.rowCount() == 451
        model.set_query(RecordQuery(text="eik"))
        assert model.rowCount() == 1
        assert model.index(0, 0).data(SyncStateRole) == "draft"
        model.set_query(
            RecordQuery(filters=(("sync_state", "synced"),), sort="title", descending=False)
        )
        assert model.rowCount() == 450
        assert model.index(0, 1).data() == "Deur 1"
    finally:
        store.close()


def test_a_count_ahead_is_taken_once_by_the_same_query(tmp_path: object) -> None:
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from app.ui.records.catalogue_rows import CatalogueRows

    store = Store.open()
    try:
        for n in range(3):
            store.drafts.create_draft(RecordKind.PRODUCT, {"itemDetails": {"name": f"Deur {n}"}})
        rows = CatalogueRows(store.catalogue, RecordKind.PRODUCT)
        rows.count_ahead(RecordQuery())
        assert rows._ahead is not None
        rows._ahead[1].result()  # counted before the fourth draft arrives
        store.drafts.create_draft(RecordKind.PRODUCT, {"itemDetails": {"name": "Eiken deur"}})
        assert rows.count(RecordQuery()) == 3  # the count made ahead
        assert rows.count(RecordQuery()) == 4  # taken once: the next count is fresh
        rows.count_ahead(RecordQuery())
        assert rows.count(RecordQuery(text="eik")) == 1  # another query drops it
        assert rows.count(RecordQuery()) == 4
        # A model made over rows counted ahead starts with their count and shows them.
        rows.count_ahead(RecordQuery())
        model = product_table(rows)
        assert model.rowCount() == 4
        assert sorted(model.index(r, 1).data() for r in range(4))[0] == "Deur 0"
    finally:
        store.close()


def test_a_cells_roles_asked_at_once_answer_as_asked_one_by_one(qapp: object) -> None:
    """The view's delegate asks a cell's roles in one call (`multiData`): each role's answer
    is the one `data` gives, for every cell and role a paint or a tooltip asks."""
    from PySide6.QtCore import QModelRoleData
    from PySide6.QtCore import QModelRoleDataSpan

    from app.ui.records.table import RowRole

    model = product_table(ListRowSource(_rows(12)))
    roles = [*range(14), int(SyncStateRole), int(RowRole)]
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            for role in roles:
                slot = QModelRoleData(role)
                model.multiData(index, QModelRoleDataSpan(slot))
                assert slot.data() == model.data(index, role), (row, column, role)


def test_the_table_paints_the_same_with_the_roles_asked_at_once(
    qapp: object, monkeypatch: object
) -> None:
    import pytest
    from PySide6.QtWidgets import QTableView

    from app.ui.records.paged_model import PagedTableModel

    assert isinstance(monkeypatch, pytest.MonkeyPatch)

    def shot() -> object:
        view = QTableView()
        view.setModel(product_table(ListRowSource(_rows(40))))
        view.resize(900, 500)
        return view.grab().toImage()

    at_once = shot()
    monkeypatch.delattr(PagedTableModel, "multiData")  # Qt's own: `data` role by role
    assert shot() == at_once
