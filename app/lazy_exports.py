"""Package-level names that load their submodule on first use (PEP 562).

`app.api` and `app.store` offer their public names at the package level, but
importing every submodule up front would cost the window's first paint (httpx,
pydantic, the store parts it does not need yet). Each package keeps a table of
which submodule defines which name and hands it to `lazy_exports`.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any


def lazy_exports(
    package: str, home_of: Mapping[str, str], public: Iterable[str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The package's `__getattr__` and `__dir__`: a name imports its submodule when first
    asked for and is then an ordinary attribute of the package."""

    def attribute(name: str) -> Any:
        home = home_of.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[package], name, value)  # the next look-up is a plain attribute
        return value

    names = sorted(set(public))

    def listing() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(names))

    return attribute, listing
