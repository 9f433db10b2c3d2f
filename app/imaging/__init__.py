"""Photo preparation for upload: `settings` (plain Python) and `photos` (QtGui, never widgets).

The package itself imports nothing, so code that only needs the settings never loads Qt.
"""
