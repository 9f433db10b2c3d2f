"""The desktop window: PySide6 widgets over the store, the service client and the sync.

Importing this package first loads the Qt-free modules the window's first paint
needs, before PySide6 itself. PySide's import hook runs Python code for every
import statement executed after PySide is loaded, and reads the whole source of
every module imported after it (it looks for "PySide6", for its `__feature__`
switches). Loading these modules first saves about 15 ms of the start-up
(`python -m tests.benchmarks -k start-up`); tests/ui/test_startup.py fails when a
Qt-free module the first paint loads is missing here.
"""

import importlib

QT_FREE_FIRST_PAINT_MODULES = (
    "app.paths",
    "app.api.categories",
    "app.api.secrets",
    "app.store.store",
    "app.store.search",
    "app.ui.logging_setup",
    "app.ui.records.moments",
    "app.ui.records.session",
    "app.ui.records.store_source",
    "app.ui.products.rows",
    "app.ui.products.store_source",
)

for _name in QT_FREE_FIRST_PAINT_MODULES:
    importlib.import_module(_name)
