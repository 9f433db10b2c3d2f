"""The desktop window: PySide6 widgets over the store, the service client and the sync.

Importing this package first loads the Qt-free modules the window's first paint
needs, before PySide6 itself (stage 1 of `app.ui.startup`, which says why), their
dataclasses' methods from the bytecode cache of `app.dataclass_code`.
"""

from app import dataclass_code

dataclass_code.install()

from app.ui import startup  # noqa: E402 (after the cache is installed)

startup.load_before_qt()
