"""A bytecode cache for the methods `dataclasses` writes: the start's dataclasses without
compiling their methods' source each time.

For each class `@dataclass` writes its `__init__`, `__repr__`, `__eq__` (and more) as
source text and compiles it (`dataclasses._create_fn`): the 36 dataclasses the window's
first paint defines compile some 200 functions, about 25 ms of its 300, every start, as
Python compiles no module twice (its `.pyc` files). This keeps the compiled code of each
text, keyed by the text itself, beside the program's bytecode (`__pycache__`, or
`sys.pycache_prefix`) and so under the same rules: not written when Python writes no
bytecode, worthless only once the program's texts change (an unknown text is compiled and
kept; a file that cannot be read is as none).

Same code from the same text: a class is what `dataclasses` makes, only sooner. Python
3.11 only, whose `_create_fn` this repeats word for word (3.13 writes a class's methods in
one text, `_FuncBuilder`); elsewhere `install` does nothing.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import marshal
import os
import sys
import threading
from pathlib import Path
from types import CodeType
from typing import Any

# Beyond this many texts the file starts again from those of one start (a change of the
# program's classes leaves the old texts unused; one start needs some 250).
MOST_TEXTS = 2000

# The file's layout and how its code is compiled: a file of another is as none.
FORMAT = 1
_stored: dict[str, bytes] = {}  # text -> its code, marshalled, as read from the file
_new: set[str] = set()
_lock = threading.Lock()
_installed = False
_MISSING: Any = getattr(dataclasses, "MISSING", None)


def cache_path() -> Path:
    """The cache's file, beside this module's bytecode (`dataclass_code.cpython-311.pyc`:
    `dataclass_code.cpython-311.dataclasses`)."""
    return Path(importlib.util.cache_from_source(__file__)).with_suffix(".dataclasses")


def supported() -> bool:
    return sys.version_info[:2] == (3, 11) and hasattr(dataclasses, "_create_fn")


def install() -> None:
    """Read the cache and let `dataclasses` take its methods' code from it."""
    global _installed
    if _installed or not supported():
        return
    _installed = True
    try:
        loaded = marshal.loads(cache_path().read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        loaded = None
    stored = loaded.get("code") if isinstance(loaded, dict) else None
    if isinstance(loaded, dict) and loaded.get("format") == FORMAT and isinstance(stored, dict):
        # Each code is read when its text comes (a start before its first paint needs a
        # third of them; reading all at once took some 5 ms).
        _stored.update(
            (text, code)
            for text, code in stored.items()
            if isinstance(text, str) and isinstance(code, bytes)
        )
    setattr(dataclasses, "_create_fn", _create_fn)  # noqa: B010 (a function of the stdlib's)


def save() -> bool:
    """Write the cache when this start compiled a text it lacked (atomically, beside the
    bytecode, unless Python writes none). True when written."""
    if not _new or sys.dont_write_bytecode:
        return False
    with _lock:
        entries = dict(_stored)
        if len(entries) > MOST_TEXTS:
            entries = {text: entries[text] for text in _new}
        _new.clear()
    path = cache_path()
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(marshal.dumps({"format": FORMAT, "code": entries}))
        os.replace(part, path)
    except OSError:
        part.unlink(missing_ok=True)
        return False
    return True


def _create_fn(
    name: str,
    args: list[str],
    body: list[str],
    *,
    globals: dict[str, Any] | None = None,
    locals: dict[str, Any] | None = None,
    return_type: Any = _MISSING,
) -> Any:
    # The text exactly as `dataclasses._create_fn` of Python 3.11 writes it.
    if locals is None:
        locals = {}
    return_annotation = ""
    if return_type is not _MISSING:
        locals["_return_type"] = return_type
        return_annotation = "->_return_type"
    joined = ",".join(args)
    lines = "\n".join(f"  {b}" for b in body)
    txt = f" def {name}({joined}){return_annotation}:\n{lines}"
    local_vars = ", ".join(locals.keys())
    txt = f"def __create_fn__({local_vars}):\n{txt}\n return {name}"
    code = _code_of(txt)
    if code is None:
        # Not this module's `from __future__ import annotations`: the annotations stay the
        # objects dataclasses gives them, as its own exec of the text does.
        code = compile(txt, "<string>", "exec", dont_inherit=True)
        with _lock:
            _stored[txt] = marshal.dumps(code)
            _new.add(txt)
    ns: dict[str, Any] = {}
    exec(code, globals, ns)
    return ns["__create_fn__"](**locals)


def _code_of(txt: str) -> CodeType | None:
    stored = _stored.get(txt)
    if stored is None:
        return None
    try:
        code = marshal.loads(stored)
    except (ValueError, EOFError, TypeError):
        return None
    return code if isinstance(code, CodeType) else None
