"""The desktop window: PySide6 widgets over the store, the service client and the sync.

Importing this package first loads the Qt-free modules the window's first paint
needs, before PySide6 itself (stage 1 of `app.ui.startup`, which says why).
"""

from app.ui import startup

startup.load_before_qt()
