"""Lots: a split or a merge of products, sent as a pair (schema step 18, `lots`).

Of the two drafts of a pair, the one whose send lowers what the service holds goes first
(`first_id`: a split's original, lowered; a merge's other product, archived) and the one
that raises it (`held_id`: a split's new part, a merge's kept product, raised) is held: the
outbox never collects it. The trigger `drafts_synced_releases_lots` releases it in the
statement that records the first's send as confirmed, so no kill between the two leaves
the pair sent in the other order, and none leaves the held one forgotten.

A lot's row goes with its held draft (deleted with it, kept by the undo journal with it).
"""

from __future__ import annotations

import enum
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.store.database import Database
from app.store.kinds import to_db_time
from app.store.kinds import utc_now


class LotAction(enum.StrEnum):
    SPLIT = "split"
    MERGE = "merge"


class LotState(enum.StrEnum):
    HELD = "held"  # waits for the first draft's confirmed send
    RELEASED = "released"  # the first draft's send was confirmed: sent like any other


@dataclass(frozen=True, slots=True)
class Lot:
    held_id: str
    first_id: str
    action: LotAction
    amount: Decimal
    whole: Decimal
    unit: str | None
    state: LotState

    @property
    def held(self) -> bool:
        return self.state is LotState.HELD


def _lot(row: sqlite3.Row) -> Lot:
    return Lot(
        held_id=str(row["held_id"]),
        first_id=str(row["first_id"]),
        action=LotAction(row["action"]),
        amount=Decimal(str(row["amount"])),
        whole=Decimal(str(row["whole"])),
        unit=None if row["unit"] is None else str(row["unit"]),
        state=LotState(row["state"]),
    )


class LotStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    def hold(
        self,
        held_id: str,
        first_id: str,
        action: LotAction,
        *,
        amount: Decimal,
        whole: Decimal,
        unit: str | None,
    ) -> Lot:
        """`held_id` waits for the confirmed send of `first_id` (in the caller's transaction)."""
        with self._db.transaction() as conn:
            row = conn.execute(
                "INSERT INTO lots (held_id, first_id, action, amount, whole, unit, made_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
                (
                    held_id,
                    first_id,
                    LotAction(action).value,
                    str(amount),
                    str(whole),
                    unit,
                    to_db_time(utc_now()),
                ),
            ).fetchone()
        return _lot(row)

    def drop(self, held_id: str) -> None:
        """The pair given up: its held half goes like any other draft (or is deleted)."""
        with self._db.transaction() as conn:
            conn.execute("DELETE FROM lots WHERE held_id = ?", (held_id,))

    def find(self, held_id: str) -> Lot | None:
        row = self._db.query_one("SELECT * FROM lots WHERE held_id = ?", (held_id,))
        return None if row is None else _lot(row)

    def of_draft(self, draft_id: str) -> list[Lot]:
        """The lots a draft is either half of, held first."""
        rows = self._db.query(
            "SELECT * FROM lots WHERE held_id = ?1 OR first_id = ?1"
            " ORDER BY state = 'released', made_at",
            (draft_id,),
        )
        return [_lot(row) for row in rows]

    def held_ids(self) -> set[str]:
        return {str(i) for i in self._db.column("SELECT held_id FROM lots WHERE state = 'held'")}

    def released_in_step(self, seq: int) -> bool:
        """Whether a lot an undo step made was released since (its first half was sent)."""
        return bool(
            self._db.query_one(
                "SELECT 1 FROM undo_rows AS u JOIN lots AS l ON l.held_id = u.row_id"
                " WHERE u.seq = ? AND u.tbl = 'lots' AND l.state = 'released' LIMIT 1",
                (seq,),
            )
        )

    def step_lots(self, seq: int) -> list[str]:
        """The held drafts of the lots an undo step holds rows of."""
        return [
            str(i)
            for i in self._db.column(
                "SELECT row_id FROM undo_rows WHERE seq = ? AND tbl = 'lots'", (seq,)
            )
        ]
