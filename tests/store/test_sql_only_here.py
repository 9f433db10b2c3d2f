"""SQL lives in `app/store` alone: every other package asks the store's parts (the catalogue,
the label index, the cache, ...), so a change of the schema is a change of one package.
import-linter sees imports only ("only app.store imports app.store.database", in
pyproject.toml); a query written against `store.database` is no import, hence this scan."""

from __future__ import annotations

import ast
import re
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"
# The sandbox is the service's stand-in, with a database of its own (not the store's).
OUTSIDE_THE_STORE = [
    path
    for path in sorted(APP.rglob("*.py"))
    if not path.is_relative_to(APP / "store") and not path.is_relative_to(APP / "sandbox")
]
_SQL = re.compile(
    r"\b(SELECT\s.+\sFROM|INSERT\s+(OR\s+\w+\s+)?INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET"
    r"|CREATE\s+(TEMP\s+)?(TABLE|INDEX|TRIGGER|VIEW)|PRAGMA\s|json_extract\(|json_each\()",
    re.DOTALL,
)


def _strings(tree: ast.AST) -> list[tuple[int, str]]:
    """Every string constant and f-string's literal text, with its line."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.JoinedStr):
            text = "".join(
                part.value if isinstance(part, ast.Constant) else "?" for part in node.values
            )
            found.append((node.lineno, text))
    return found


def test_no_sql_outside_the_store() -> None:
    queries = [
        f"{path.relative_to(APP.parent)}:{line}: {text[:60]!r}"
        for path in OUTSIDE_THE_STORE
        for line, text in _strings(ast.parse(path.read_text(encoding="utf-8")))
        if _SQL.search(text)
    ]
    assert queries == []


def test_no_part_outside_the_store_reaches_for_its_database() -> None:
    reaching = [
        f"{path.relative_to(APP.parent)}:{number}: {line.strip()}"
        for path in OUTSIDE_THE_STORE
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.database\b|\bimport sqlite3\b|\bsqlite3\.\w", line)
    ]
    assert reaching == []


def test_the_scan_finds_a_query() -> None:
    # The scan itself: the queries that once sat in the labels and the table's rows.
    source = (
        'store.database.query_one("SELECT key FROM listing WHERE kind = ?", (k,))\n'
        'f"SELECT key FROM listing WHERE {column} = ?"\n'
        "\"SELECT id FROM drafts WHERE json_extract(content, '$.a') = ?\"\n"
    )
    assert sorted({line for line, text in _strings(ast.parse(source)) if _SQL.search(text)}) == [
        1,
        2,
        3,
    ]
