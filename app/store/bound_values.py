"""Rows written as one INSERT over a VALUES list of bound values, a statement for many
rows: SQLite lets go of the interpreter while a statement runs (a statement a row would wait
for it at each row), and reads nothing out of JSON. Used by the spreadsheet import's writer
(`imports`), which writes thousands of drafts at a time."""

from __future__ import annotations

import functools
import sqlite3
from typing import Any


@functools.lru_cache(maxsize=32)  # per table, a batch's chunk sizes: 250, 500, 1,000, 2,000
def values_insert(insert: str, select: str, width: int, rows: int, numbered: bool) -> str:
    """`insert` SELECT `select` FROM a VALUES list of `rows` rows of `width` values (and the
    row's number in the list first, when `numbered`); the statement's own parameters first."""
    marks = ", ".join("?" * width)
    values = ", ".join(f"({n}, {marks})" if numbered else f"({marks})" for n in range(rows))
    return f"{insert} SELECT {select} FROM (VALUES {values})"


def insert_values(
    conn: sqlite3.Connection,
    table: tuple[str, str, int],
    values: list[Any],
    first: tuple[Any, ...],
    numbered: bool = False,
) -> None:
    """The rows of `values` (`table`'s width each) into `table`, after its parameters
    `first`; `numbered`: the first parameter is the first row's number, which the SELECT
    adds to column1 (each statement's its own first row's)."""
    insert, select, width = table
    # As many rows a statement as SQLite takes parameters (32,766 in builds since 2020).
    most = max(1, (conn.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER) - len(first)) // width)
    count = len(values) // width
    for at in range(0, count, most):
        size = min(most, count - at)
        own = (first[0] + at, *first[1:]) if numbered else first
        sql = values_insert(insert, select, width, size, numbered)
        conn.execute(sql, (*own, *values[at * width : (at + size) * width]))
