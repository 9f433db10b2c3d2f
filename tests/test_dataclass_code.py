"""The dataclasses' bytecode cache (`app.dataclass_code`): the same classes as `dataclasses`
makes, their methods compiled once and read back by the next start, a damaged file ignored."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import dataclass_code

PROJECT_ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(
    not dataclass_code.supported(), reason="dataclasses writes no per-method text here"
)

# A fresh interpreter with its bytecode in `prefix`: defines dataclasses of every kind of
# method, checks them, and says how many texts it compiled and whether it wrote the cache.
_CHILD = """
import dataclasses, json, sys
from app import dataclass_code
dataclass_code.install()

@dataclasses.dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 0
    tags: list[str] = dataclasses.field(default_factory=list, compare=False)

@dataclasses.dataclass
class Box:
    name: str
    size: float = 1.0

p, q = Point(1), Point(1, 2, ["a"])
try:
    p.x = 3
    frozen = False
except dataclasses.FrozenInstanceError:
    frozen = True
box = Box("crate")
box.size = 2.5
checks = [
    repr(p) == "Point(x=1, y=0, tags=[])",
    p < q, p == Point(1, 0, ["other"]), hash(p) == hash(Point(1)), frozen,
    box == Box("crate", 2.5), repr(box) == "Box(name='crate', size=2.5)",
    # The annotations are the classes, not their names, as dataclasses writes them.
    Box.__init__.__annotations__ == {"name": str, "size": float, "return": None},
]
compiled = len(dataclass_code._new)
print(json.dumps({"checks": checks, "compiled": compiled, "saved": dataclass_code.save()}))
"""


def _run(prefix: Path) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(PROJECT_ROOT), PYTHONPYCACHEPREFIX=str(prefix))
    done = subprocess.run(
        [sys.executable, "-c", _CHILD],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _cache_file(prefix: Path) -> Path:
    found = list(prefix.rglob("dataclass_code.*.dataclasses"))
    assert len(found) == 1, found
    return found[0]


def test_the_next_start_compiles_none_of_the_methods_the_first_compiled(tmp_path: Path) -> None:
    first = _run(tmp_path)
    assert all(first["checks"])  # type: ignore[arg-type]
    assert isinstance(first["compiled"], int)
    assert first["compiled"] > 0
    assert first["saved"] is True
    second = _run(tmp_path)
    assert all(second["checks"])  # type: ignore[arg-type]
    assert second == {"checks": second["checks"], "compiled": 0, "saved": False}


def test_a_damaged_cache_file_is_as_none_and_written_anew(tmp_path: Path) -> None:
    _run(tmp_path)
    cache = _cache_file(tmp_path)
    cache.write_bytes(b"\x00not marshal")
    again = _run(tmp_path)
    assert all(again["checks"])  # type: ignore[arg-type]
    assert isinstance(again["compiled"], int)
    assert again["compiled"] > 0
    assert again["saved"] is True
    assert _run(tmp_path)["compiled"] == 0


def test_no_cache_is_written_where_python_writes_no_bytecode(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    monkeypatch.setattr(dataclass_code, "_new", {"def __create_fn__():\n pass"})
    assert dataclass_code.save() is False


def test_in_this_process_classes_are_what_dataclasses_makes() -> None:
    dataclass_code.install()

    @dataclasses.dataclass(frozen=True)
    class Pair:
        left: str
        right: str = "b"

    assert Pair("a") == Pair("a", "b")
    assert repr(Pair("a")).endswith(".Pair(left='a', right='b')")
    with pytest.raises(dataclasses.FrozenInstanceError):
        Pair("a").left = "c"  # type: ignore[misc]
