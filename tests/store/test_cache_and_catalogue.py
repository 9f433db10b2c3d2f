"""The offline cache of server lists, and search over it together with the drafts."""

from __future__ import annotations

import datetime as dt

import pytest

from app.store import DraftState
from app.store import Store
from app.store.catalogue import OrderBy
from app.store.catalogue import SearchFilters
from app.store.catalogue import Source
from app.store.catalogue import fts_query
from app.store.drafts import SentDraft
from app.store.kinds import RecordKind
from app.store.listing import extract
from tests.store.conftest import product_form
from tests.store.conftest import server_product

MOMENT = dt.datetime(2026, 5, 1, 8, 0, tzinfo=dt.UTC)


def _titles(rows: list) -> list[str]:  # type: ignore[type-arg]
    return [r.title for r in rows]


def test_replace_adds_changes_and_removes(store: Store) -> None:
    first = store.cache.replace_server_list(
        "product", [server_product(1, "Balk"), server_product(2, "Plank")], MOMENT
    )
    assert (first.added, first.changed, first.removed, first.unchanged) == (2, 0, 0, 0)
    second = store.cache.replace_server_list(
        "product", [server_product(1, "Balk"), server_product(3, "Deur")]
    )
    assert (second.added, second.changed, second.removed, second.unchanged) == (1, 0, 1, 1)
    third = store.cache.replace_server_list(
        "product", [server_product(1, "Balk, gezaagd"), server_product(3, "Deur")]
    )
    assert (third.added, third.changed, third.removed, third.unchanged) == (0, 1, 0, 1)
    assert store.cache.server_ids("product") == {"1", "3"}
    assert store.cache.server_item("product", 1) == server_product(1, "Balk, gezaagd")
    assert store.cache.server_item("product", 2) is None
    assert _titles(store.catalogue.search("product")) == ["Balk, gezaagd", "Deur"]
    assert store.catalogue.count("product", "plank") == 0


def test_large_lists_are_written_in_chunks(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.store import cache

    monkeypatch.setattr(cache, "CHUNK", 7)
    monkeypatch.setattr(cache, "CHANGE_CHUNK", 3)
    items = [server_product(n, f"Steen {n}") for n in range(1, 51)]
    store.cache.replace_server_list("product", items)
    assert store.catalogue.count("product") == 50
    assert store.catalogue.count("product", "steen") == 50
    store.cache.replace_server_list("product", items[::2])
    assert store.catalogue.count("product", "steen") == 25


def test_hashes_are_read_in_pages(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.store import cache

    monkeypatch.setattr(cache, "READ_PAGE", 4)
    items = [server_product(n, f"Steen {n}") for n in range(1, 12)]
    store.cache.replace_server_list("project", [{"id": 1, "title": "Sloop"}])
    store.cache.replace_server_list("product", items)
    again = store.cache.replace_server_list("product", items)
    assert (again.added, again.changed, again.removed, again.unchanged) == (0, 0, 0, 11)


def test_an_interrupted_refresh_leaves_a_usable_cache(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.store import cache
    from app.store import listing

    monkeypatch.setattr(cache, "CHUNK", 2)
    monkeypatch.setattr(cache, "CHANGE_CHUNK", 2)
    old = [server_product(n, f"Oud {n}") for n in range(1, 11)]
    store.cache.replace_server_list("product", old, MOMENT)
    edit = store.drafts.create_draft("product", product_form("Mijn versie"), server_id="3")
    new = [server_product(n, f"Nieuw {n}") for n in range(1, 16)]
    calls = 0
    real_extract = listing.extract

    def failing_extract(*args: object) -> listing.ListingFields:
        nonlocal calls
        calls += 1
        if calls == 7:  # in the fourth chunk: three chunks are already committed
            raise RuntimeError("worker stopped")
        return real_extract(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(listing, "extract", failing_extract)
    with pytest.raises(RuntimeError):
        store.cache.replace_server_list("product", new, MOMENT + dt.timedelta(hours=1))
    monkeypatch.setattr(listing, "extract", real_extract)

    # Each item is either its old or its new version, in the cache and the listing.
    titles = {}
    for sid in store.cache.server_ids("product"):
        item = store.cache.server_item("product", sid)
        assert item is not None
        titles[sid] = item["itemDetails"]["name"]
        assert titles[sid] in (f"Oud {sid}", f"Nieuw {sid}")
    assert {str(n) for n in range(1, 11)} <= titles.keys()
    assert "Nieuw 1" in titles.values()
    assert "Oud 10" in titles.values()
    listed = [r for r in store.catalogue.search("product") if r.source is Source.SERVER]
    assert sorted(r.title for r in listed if r.server_id != "3") == sorted(
        t for sid, t in titles.items() if sid != "3"
    )
    assert store.catalogue.count("product", "mijn") == 1
    assert store.database.query_one("PRAGMA wal_autocheckpoint")[0] == 1_000  # type: ignore[index]

    # The next refresh completes the job.
    done = store.cache.replace_server_list("product", new, MOMENT + dt.timedelta(hours=2))
    assert done.removed == 0
    assert store.catalogue.count("product", "nieuw") == 14  # item 3 is shadowed by the edit
    assert store.catalogue.count("product", "oud") == 0
    store.drafts.delete_draft(edit.id, discard_unsent=True)
    assert store.catalogue.count("product", "nieuw") == 15


def test_remove_a_single_item(store: Store) -> None:
    store.cache.replace_server_list("project", [{"id": 12, "title": "School", "plaats": "Emmen"}])
    assert store.catalogue.search("project")[0].city == "Emmen"
    store.cache.remove_server_item("project", 12)
    assert store.catalogue.count("project") == 0
    assert store.cache.server_item("project", 12) is None


def test_items_without_id_are_skipped(store: Store) -> None:
    summary = store.cache.replace_server_list("product", [{"itemDetails": {"name": "?"}}])
    assert summary.added == 0


def test_search_as_you_type_over_cache_and_drafts(store: Store) -> None:
    store.cache.replace_server_list(
        "product",
        [
            server_product(1, "Betonnen grondplaat", city="Rotterdam"),
            server_product(2, "Eiken vloerdelen", city="Zwolle"),
        ],
    )
    draft = store.drafts.create_draft("product", product_form("Eiken deur"))
    assert store.catalogue.count("product") == 3
    assert _titles(store.catalogue.search("product", "bet gron")) == ["Betonnen grondplaat"]
    assert _titles(store.catalogue.search("product", "EIK")) == ["Eiken deur", "Eiken vloerdelen"]
    # Address, category and description are searched too.
    assert _titles(store.catalogue.search("product", "rotter")) == ["Betonnen grondplaat"]
    assert store.catalogue.count("product", "bakstenen") == 2
    assert _titles(store.catalogue.search("product", "1930")) == ["Eiken deur"]
    (row,) = store.catalogue.search("product", "deur")
    assert row.is_draft
    assert row.draft_id == draft.id
    assert row.draft_state is DraftState.DRAFT
    assert row.price == 45.5
    assert row.city == "Utrecht"


def test_diacritics_and_case_do_not_matter(store: Store) -> None:
    store.drafts.create_draft("project", {"title": "Café Ödön", "plaats": "Één"})
    assert store.catalogue.count("project", "cafe odon") == 1
    assert store.catalogue.count("project", "CAFÉ") == 1


@pytest.mark.parametrize(
    "typed",
    [
        '"',
        "'",
        "-",
        "- -",
        "eik*",
        "eiken OR",
        "NEAR(a b)",
        "a:b",
        "(",
        ")",
        "^",
        "\\",
        "",
        "   ",
        "\x00",
        "deur AND NOT",
        '"eiken',
        "col:eiken",
        "💥",
        "a_b",
    ],
)
def test_user_input_never_breaks_the_query(store: Store, typed: str) -> None:
    store.drafts.create_draft("product", product_form("Eiken deur"))
    store.catalogue.search("product", typed)
    store.catalogue.count("product", typed)


def test_fts_query_quotes_every_word_as_a_prefix() -> None:
    assert fts_query('eiken "deur') == '"eiken"* "deur"*'
    assert fts_query(" - ") is None


def test_a_draft_editing_a_cached_record_replaces_it(store: Store) -> None:
    store.cache.replace_server_list(
        "product", [server_product(1, "Balk"), server_product(2, "Plank")]
    )
    draft = store.drafts.create_draft(
        "product",
        product_form("Balk, ingekort"),
        server_id=1,
        base_version=server_product(1, "Balk"),
    )
    assert _titles(store.catalogue.search("product")) == ["Balk, ingekort", "Plank"]
    assert store.catalogue.count("product", "balk") == 1
    # Once synced and refreshed, the server's version is shown again.
    store.drafts.mark_synced([SentDraft(draft.id, "1")])
    store.cache.replace_server_list(
        "product", [server_product(1, "Balk, ingekort"), server_product(2, "Plank")]
    )
    rows = store.catalogue.search("product")
    assert _titles(rows) == ["Balk, ingekort", "Plank"]
    assert all(r.source is Source.SERVER for r in rows)
    # A refresh keeps an open edit in front of the cached record.
    store.drafts.save_content(draft.id, product_form("Balk, nogmaals"))
    store.cache.replace_server_list("product", [server_product(1, "Balk, ingekort")])
    assert _titles(store.catalogue.search("product")) == ["Balk, nogmaals"]
    store.drafts.delete_draft(draft.id, discard_unsent=True)
    assert _titles(store.catalogue.search("product")) == ["Balk, ingekort"]


def test_a_synced_new_draft_shows_until_the_cache_has_it(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form("Nieuw"))
    store.drafts.mark_synced([SentDraft(draft.id, "50")])
    assert _titles(store.catalogue.search("product")) == ["Nieuw"]
    store.cache.replace_server_list("product", [server_product(50, "Nieuw")])
    (row,) = store.catalogue.search("product")
    assert row.source is Source.SERVER


def test_filters(store: Store) -> None:
    store.cache.replace_server_list(
        "project",
        [
            {
                "id": 1,
                "title": "A",
                "plaats": "Assen",
                "published": True,
                "prive": False,
                "archived": False,
                "status_materiaal": "Beschikbaar",
            },
            {
                "id": 2,
                "title": "B",
                "plaats": "Emmen",
                "published": False,
                "prive": True,
                "archived": True,
                "status_materiaal": "Verkocht",
            },
        ],
    )
    store.drafts.create_draft(
        "project", {"title": "C", "plaats": "assen", "status_materiaal": "Beschikbaar"}
    )
    count = store.catalogue.count
    assert count("project", filters=SearchFilters(city="Assen")) == 2
    assert count("project", filters=SearchFilters(published=True)) == 1
    assert count("project", filters=SearchFilters(published=False)) == 2
    assert count("project", filters=SearchFilters(archived=True)) == 1
    assert count("project", filters=SearchFilters(private=True)) == 1
    assert count("project", filters=SearchFilters(statuses=("Beschikbaar", "Verkocht"))) == 3
    assert count("project", filters=SearchFilters(source=Source.DRAFTS)) == 1
    assert count("project", filters=SearchFilters(source=Source.SERVER)) == 2
    assert count("project", filters=SearchFilters(draft_states=(DraftState.DRAFT,))) == 1


def test_public_products_are_marked_by_the_ids_the_service_lists_as_public(
    store: Store,
) -> None:
    items = [server_product(n, name) for n, name in ((1, "Balk"), (2, "Plank"), (3, "Deur"))]
    store.cache.replace_server_list("product", items)

    def public_titles(public: bool) -> list[str]:
        rows = store.catalogue.search("product", filters=SearchFilters(public=public))
        return _titles(rows)

    # Nobody asked yet: the flag is unknown, and unknown is not public.
    assert [r.public for r in store.catalogue.search("product")] == [None, None, None]
    assert public_titles(True) == []
    assert public_titles(False) == ["Balk", "Deur", "Plank"]

    summary = store.cache.replace_server_list("product", items, public_ids=[1, "3"])
    assert summary.unchanged == 3  # only the flags were written
    assert public_titles(True) == ["Balk", "Deur"]
    assert {r.title: r.public for r in store.catalogue.search("product")} == {
        "Balk": True,
        "Deur": True,
        "Plank": False,
    }
    # A refresh without the public list keeps the flags; a new item's flag is unknown.
    store.cache.replace_server_list("product", [*items, server_product(4, "Dakpan")])
    assert public_titles(True) == ["Balk", "Deur"]
    assert store.catalogue.search("product", "dakpan")[0].public is None
    # Changed data and changed flag in one refresh.
    store.cache.replace_server_list(
        "product", [server_product(1, "Balk, gezaagd"), items[1]], public_ids=["2"]
    )
    assert public_titles(True) == ["Plank"]
    assert public_titles(False) == ["Balk, gezaagd"]
    # An edit of a public product shows the product's flag; a new draft is not public.
    store.drafts.create_draft("product", product_form("Plank, korter"), server_id=2)
    store.drafts.create_draft("product", product_form("Nieuwe deur"))
    assert public_titles(True) == ["Plank, korter"]
    assert public_titles(False) == ["Balk, gezaagd", "Nieuwe deur"]
    assert store.catalogue.count("product", "plank", filters=SearchFilters(public=True)) == 1
    # A row read again by its key carries the flag as well.
    keys = [r.key for r in store.catalogue.search("product", order_by=OrderBy.CITY)]
    rows = store.catalogue.rows(keys)
    assert {r.title: r.public for r in rows} == {
        "Balk, gezaagd": False,
        "Nieuwe deur": None,
        "Plank, korter": True,
    }


def test_subscription_columns_and_event_filter(store: Store) -> None:
    store.cache.replace_server_list(
        "subscription",
        [
            {
                "id": "c0ffee00-0000-4000-8000-000000000001",
                "webhook_url": "https://a.example/hook",
                "event_type": ["created", "deleted"],
                "status": "active",
                "created_date": 1767225600,
            },
            {
                "id": "c0ffee00-0000-4000-8000-000000000002",
                "webhook_url": "https://b.example/hook",
                "event_type": "updated",
                "status": "inactive",
                "created_date": "2026-01-02",
            },
        ],
    )
    rows = store.catalogue.search("subscription", filters=SearchFilters(event_type="deleted"))
    assert [r.title for r in rows] == ["https://a.example/hook"]
    assert rows[0].event_types == ("created", "deleted")
    assert rows[0].updated_at == "2026-01-01T00:00:00Z"
    assert store.catalogue.count("subscription", filters=SearchFilters(statuses=("inactive",))) == 1
    assert store.catalogue.count("subscription", filters=SearchFilters(event_type="creat")) == 0


def test_order_and_paging(store: Store) -> None:
    store.cache.replace_server_list(
        "product",
        [
            server_product(n, f"Steen {n:02d}", priceInformation={"price": str(100 - n)})
            for n in range(1, 31)
        ],
    )
    page = store.catalogue.search("product", limit=10, offset=10)
    assert _titles(page) == [f"Steen {n:02d}" for n in range(11, 21)]
    cheapest = store.catalogue.search("product", order_by=OrderBy.PRICE, limit=3)
    assert _titles(cheapest) == ["Steen 30", "Steen 29", "Steen 28"]
    last = store.catalogue.search("product", order_by="title", descending=True, limit=1)
    assert _titles(last) == ["Steen 30"]


def test_rows_read_again_by_key(store: Store) -> None:
    store.cache.replace_server_list(
        "product", [server_product(n, f"P{n:03d}") for n in range(1, 101)]
    )
    keys = [r.key for r in store.catalogue.search("product", "p", limit=1000)]
    assert len(keys) == 100
    rows = store.catalogue.rows(keys[40:45])
    assert _titles(rows) == [f"P{n:03d}" for n in range(41, 46)]
    store.cache.remove_server_item("product", 42)
    assert _titles(store.catalogue.rows(keys[40:45])) == ["P041", "P043", "P044", "P045"]


def test_extraction_tolerates_odd_shapes() -> None:
    weird = {
        "productCategory": {"id": "7", "type": "Glas"},
        "itemDetails": {"name": 12, "productDescription": "not an object"},
        "priceInformation": {"price": "12,50"},
        "quantity": {"quantityValue": True},
        "address": ["not", "an", "object"],
    }
    fields = extract(RecordKind.PRODUCT, weird, "9")
    assert fields.category == "Glas"
    assert fields.title == "12"
    assert fields.price == 12.5
    assert fields.quantity is None
    assert fields.city is None
    assert extract(RecordKind.PROJECT, None, "1").other == "1"


@pytest.mark.parametrize("walk_limit", [0, 10**9], ids=["sorting the matches", "walking an index"])
def test_a_text_search_reads_the_same_rows_whichever_way_it_reads_them(
    store: Store, monkeypatch: pytest.MonkeyPatch, walk_limit: int
) -> None:
    # Each way is exact: the counts and pages are compared with a listing worked out
    # here, with rows of another kind and hidden rows that a count must leave out.
    from app.store import catalogue

    monkeypatch.setattr(catalogue, "INDEX_WALK_LIMIT", walk_limit)
    words = ["Eiken", "Stalen", "Houten"]
    cities = ["Delft", "Breda", "Zwolle", "Assen"]
    items = [
        server_product(
            n, f"{words[n % 3]} deur {n}", cities[n % 4], priceInformation={"price": str(n % 7)}
        )
        for n in range(1, 61)
    ]
    store.cache.replace_server_list("product", items, MOMENT)
    store.cache.replace_server_list("project", [{"id": 1, "title": "Eiken sloop"}], MOMENT)
    # Edits hide the server's rows 3 and 4 (their own rows show instead).
    for sid in ("3", "4"):
        store.drafts.create_draft("product", product_form(f"Eiken kast {sid}"), server_id=sid)
    store.drafts.create_draft("product", product_form("Stalen balk"))
    visible = [(n, f"{words[n % 3]} deur {n}") for n in range(1, 61) if n not in (3, 4)]
    visible += [(0, "Eiken kast 3"), (0, "Eiken kast 4"), (0, "Stalen balk")]

    catalogue = store.catalogue
    everything = SearchFilters(archived=False)  # no row is archived: the plain full query
    for text in ("eik", "e", "deur 1", "stalen", "zz"):
        titles = _titles(catalogue.search("product", text, limit=500, filters=everything))
        assert catalogue.count("product", text) == len(titles), text
        assert _titles(catalogue.search("product", text, limit=500)) == titles, text
        page = catalogue.search("product", text, limit=5, offset=3)
        assert _titles(page) == titles[3:8], text
        backwards = catalogue.search("product", text, limit=4, descending=True)
        assert _titles(backwards) == titles[::-1][:4], text
    eiken = sorted((t for _, t in visible if t.startswith("Eiken")), key=str.lower)
    assert _titles(catalogue.search("product", "eik", limit=500)) == eiken
    assert catalogue.count("product", "eik") == len(eiken) == 21
    assert catalogue.count("product", "zz") == 0
    by_price = catalogue.search("product", "deur", order_by=OrderBy.PRICE, limit=500)
    reference = catalogue.search(
        "product", "deur", order_by=OrderBy.PRICE, limit=500, filters=everything
    )
    assert [row.key for row in by_price] == [row.key for row in reference]
    assert len(by_price) >= 58
    # A filter takes the full query: still exact.
    delft = catalogue.count("product", "deur", filters=SearchFilters(city="Delft"))
    assert delft == len(range(8, 61, 4))  # every fourth, but 4 (its edit shows instead)


def test_the_matches_kept_for_a_text_follow_writes_other_catalogues_and_rollbacks(
    store: Store,
) -> None:
    # The keys matching the text searched last are kept for its count and pages: whatever
    # happens between two searches of the same text, they answer as a fresh search would.
    from app.store.catalogue import Catalogue

    items = [server_product(n, f"{['Eiken', 'Stalen'][n % 2]} deur {n}") for n in range(1, 21)]
    store.cache.replace_server_list("product", items, MOMENT)
    catalogue, other = store.catalogue, Catalogue(store.database)

    def search_then_undo(text: str, expected: int) -> None:
        with store.database.transaction():
            assert catalogue.count("product", text) == expected
            raise RuntimeError("undo")

    # The first search of all rolled back (and what it made for keeping the matches).
    with pytest.raises(RuntimeError):
        search_then_undo("eik", 10)
    assert catalogue.count("product", "eik") == 10
    # Another catalogue of the same store searches something else in between.
    assert _titles(other.search("product", "stalen", limit=3)) == [
        "Stalen deur 1",
        "Stalen deur 11",
        "Stalen deur 13",
    ]
    assert catalogue.count("product", "eik") == 10
    assert len(catalogue.search("product", "eik", limit=50)) == 10
    # A write between the count and the page of the same text.
    store.drafts.create_draft("product", product_form("Eiken kast"))
    assert _titles(catalogue.search("product", "eik kast")) == ["Eiken kast"]
    assert catalogue.count("product", "eik") == 11
    # A search inside a transaction that is rolled back leaves nothing stale behind.
    assert catalogue.count("product", "stalen") == 10
    with pytest.raises(RuntimeError):
        search_then_undo("eik", 11)
    assert catalogue.count("product", "eik") == 11
    assert len(catalogue.search("product", "eik", limit=50)) == 11
    assert catalogue.count("product", "stalen") == 10


def test_rows_of_records_come_in_the_order_asked_by_their_source(store: Store) -> None:
    store.cache.replace_server_list("product", [server_product(n, f"Steen {n}") for n in (1, 2)])
    draft = store.drafts.create_draft("product", product_form("Nieuwe deur"))
    edit = store.drafts.create_draft("product", product_form("Steen 2, bewerkt"), server_id="2")

    rows = store.catalogue.rows_of(
        RecordKind.PRODUCT,
        [
            (Source.DRAFTS, edit.id),
            (Source.SERVER, "1"),
            (Source.SERVER, "404"),  # not in the list: skipped
            (Source.DRAFTS, draft.id),
            (Source.SERVER, "2"),  # hidden behind its edit, still a row of the listing
        ],
    )

    assert [(r.source, r.draft_id, r.server_id) for r in rows] == [
        (Source.DRAFTS, edit.id, "2"),
        (Source.SERVER, None, "1"),
        (Source.DRAFTS, draft.id, None),
        (Source.SERVER, None, "2"),
    ]
    assert store.catalogue.rows_of(RecordKind.PROJECT, [(Source.SERVER, "1")]) == []
    # The row that shows a record now: the edit's, not the server row behind it.
    shown = store.catalogue.shown_row(RecordKind.PRODUCT, None, "2")
    assert shown is not None
    assert shown.draft_id == edit.id
    assert store.catalogue.shown_row(RecordKind.PRODUCT, None, "404") is None


def _with_image(port: int, name: str = "Eiken deur") -> dict[str, object]:
    images = f'[{{"id": 5, "name": "deur.jpg", "url": "http://127.0.0.1:{port}/api/v1/media/5"}}]'
    return server_product(1, name, itemDetails={"name": name, "attachment": {"imageData": images}})


def test_a_sandbox_restarted_on_another_port_changes_no_products_changed_time(
    store: Store,
) -> None:
    first = dt.datetime(2026, 11, 1, 8, 0, tzinfo=dt.UTC)
    later = dt.datetime(2026, 11, 2, 8, 0, tzinfo=dt.UTC)
    with store.cache.refresh("product", first) as refresh:
        refresh.add([_with_image(41001)])
        refresh.finish()
    (row,) = store.catalogue.search("product")
    received = row.updated_at
    assert received is not None
    assert received.startswith("2026-11-01")

    # The same product from the sandbox on a new port: kept as sent (its images' new
    # address), received when it was.
    with store.cache.refresh("product", later) as refresh:
        refresh.add([_with_image(52002)])
        refresh.finish()
    (row,) = store.catalogue.search("product")
    assert row.updated_at == received
    item = store.cache.server_item("product", "1")
    assert item is not None
    assert "52002" in item["itemDetails"]["attachment"]["imageData"]

    # Changed for real: received now.
    with store.cache.refresh("product", later) as refresh:
        refresh.add([_with_image(52002, "Eiken deur, gelakt")])
        refresh.finish()
    (row,) = store.catalogue.search("product")
    assert row.updated_at is not None
    assert row.updated_at.startswith("2026-11-02")


def test_typing_on_answers_as_a_fresh_search_of_each_text(store: Store) -> None:
    # Typing on (a longer word, a word more) keeps the set of matches when the narrower text
    # matches as many rows, and a text matching every row fills no set at all: each step is
    # compared with the full-text query worked out apart (`Catalogue.where`, a subquery).
    from app.store.catalogue import _MATCH_SETS
    from app.store.catalogue import Catalogue

    items = [server_product(n, f"{['Eiken', 'Stalen'][n % 2]} deur {n}") for n in range(1, 31)]
    store.cache.replace_server_list("product", items, MOMENT)
    catalogue = store.catalogue

    def fresh(text: str) -> list[str]:
        where, params = Catalogue.where(RecordKind.PRODUCT, text, None)
        found = store.database.query(
            f"SELECT l.title FROM listing AS l WHERE {where}"
            " ORDER BY l.title COLLATE NOCASE, l.key",
            params,
        )
        return [r[0] for r in found]

    # Each text typed, and whether every row matches by then, so that no set is filled.
    typed = [("d", True), ("de", True), ("deu", True), ("deur", True), ("deur ", True)]
    typed += [("deur 1", False), ("deur 12", False), ("deur 1", False), ("deur", False)]
    typed += [("d", True), ("e", False), ("ei", False), ("eik deur", False)]
    typed += [("eik deur 1", False), ("h", True), ("ha", True), ("havenkade 2", True)]
    typed += [("havenkade 2 sta", False)]
    for text, everything in typed:
        expected = fresh(text)
        assert catalogue.count("product", text) == len(expected), text
        assert _titles(catalogue.search("product", text, limit=500)) == expected, text
        backwards = catalogue.search("product", text, limit=3, descending=True)
        assert _titles(backwards) == expected[::-1][:3], text
        # Every row has "deur" and "Havenkade": a letter of them is searched as no text is,
        # and so is typing on while every row still matches. One thread's reads one after
        # another take the same reader, so one set serves them all.
        (match_set,) = _MATCH_SETS[store.database].values()
        assert match_set.everything is everything, text
    assert len(fresh("deur 12")) == 1
    assert len(fresh("eik deur 1")) == 5


def test_typing_on_after_a_rolled_back_search_fills_the_matches_again(store: Store) -> None:
    items = [server_product(n, f"{['Eiken', 'Stalen'][n % 2]} deur {n}") for n in range(1, 21)]
    store.cache.replace_server_list("product", items, MOMENT)
    catalogue = store.catalogue

    def search_then_undo() -> None:
        with store.database.transaction():
            assert catalogue.count("product", "ei") == 10
            raise RuntimeError("undo")

    with pytest.raises(RuntimeError):
        search_then_undo()
    # "eik" matches as many rows as "ei": kept only if the filling had stayed.
    assert catalogue.count("product", "eik") == 10
    assert len(catalogue.search("product", "eik", limit=50)) == 10
