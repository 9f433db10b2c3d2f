"""The project report: what a building holds, as a PDF (with an optional .xlsx annex).

`data` gathers the figures from the local store alone (plain Python, no Qt); `texts` holds
the report's words in Dutch and English; `charts`, `layout` and `pdf` paint it with QtGui
(no widgets), on any thread; `headless` is `reuse-desk report`.
"""
