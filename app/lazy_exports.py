"""Package-level names that load their submodule on first use (PEP 562).

`app.api` and `app.store` offer their public names at the package level; importing every
submodule up front would cost the window's first paint tens of milliseconds (httpx,
pydantic; see app/ui/startup.py). Modules inside the application import submodules directly.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from collections.abc import Mapping
from typing import Any


def lazy_exports(
    package: str, names_of: Mapping[str, str]
) -> tuple[list[str], Callable[[str], Any], Callable[[], list[str]]]:
    """The package's `__all__`, `__getattr__` and `__dir__`, from `names_of`: each
    submodule and the space-separated names it offers. A name imports its submodule
    when first asked for and is then an ordinary attribute of the package."""
    home_of = {name: module for module, names in names_of.items() for name in names.split()}

    def attribute(name: str) -> Any:
        home = home_of.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[package], name, value)  # the next look-up is a plain attribute
        return value

    def listing() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(home_of))

    return sorted(home_of), attribute, listing
