"""The listing's shadowing rule looks a record's other rows up by their index, whatever the
planner's statistics say (a store whose drafts were made offline had statistics saying
each server id holds a thousand rows: the rule scanned the listing once per row)."""

from __future__ import annotations

from app.store import Store
from app.store.drafts import SentDraft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.listing import SHADOW_CASE
from tests.store.conftest import product_form
from tests.store.conftest import server_product

DRAFTS = 40
# The listing's statistics of a store with 1,000 drafts made offline (taken from one).
STALE = [
    ("listing_by_record", "1000 1000 1000"),
    ("listing_by_draft", "1000 1"),
    ("listing_by_title", "1000 1000 1000 1"),
    ("listing_by_updated", "1000 1000 1000 1"),
    *(
        (f"listing_by_{c}", "1000 1000 1000 1000")
        for c in ("category", "status", "city", "price", "quantity")
    ),
]


def _plan(store: Store, sql: str) -> str:
    return "\n".join(str(row[-1]) for row in store.database.query("EXPLAIN QUERY PLAN " + sql))


def test_shadowing_rule_uses_the_record_index_despite_stale_statistics(store: Store) -> None:
    drafts = [
        store.drafts.create_draft(RecordKind.PRODUCT, product_form(f"Deur {i}"))
        for i in range(DRAFTS)
    ]
    # Statistics taken while every draft's server id was empty, as `PRAGMA optimize` keeps
    # them: one value per index key, so the index looks as good as a scan.
    store.database.write_one("ANALYZE")
    with store.database.transaction() as conn:
        conn.execute("DELETE FROM sqlite_stat1 WHERE tbl = 'listing'")
        conn.executemany(
            "INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('listing', ?, ?)", STALE
        )
    store.database.write_one("ANALYZE sqlite_schema")  # the statistics read again

    for draft in drafts:
        store.drafts.mark_queued(draft.id)
    sent = [SentDraft(d.id, str(100 + i), None, None) for i, d in enumerate(drafts)]
    store.drafts.mark_synced(sent)
    store.cache.replace_server_list(
        RecordKind.PRODUCT, [server_product(100 + i, f"Deur {i}") for i in range(DRAFTS)]
    )

    plan = _plan(
        store,
        "UPDATE listing SET shadowed = NOT shadowed WHERE kind = 'product'"
        f" AND shadowed IS NOT ({SHADOW_CASE})",
    )
    assert "SCAN d" not in plan, plan
    assert "SCAN s" not in plan, plan
    assert plan.count("USING INDEX listing_by_record") >= 2, plan
    # And the rule still holds: each synced draft is hidden behind its server record.
    assert {d.state for d in store.drafts.list_drafts(RecordKind.PRODUCT)} == {DraftState.SYNCED}
    shown = store.database.query(
        "SELECT source, count(*) FROM listing WHERE kind = 'product' AND NOT shadowed"
        " GROUP BY source"
    )
    assert [tuple(row) for row in shown] == [("server", DRAFTS)]
