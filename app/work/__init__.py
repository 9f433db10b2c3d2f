"""Operations: one function per user action, Qt-free, each returning what it did and what it
changed (`changes.Outcome`), as Anki's `CollectionOp` returns `OpChanges`. The window runs
them, publishes their `Changes` once on its change hub (`app.ui.change_hub`), and every view
redraws from the store what the change names; the command line runs the same functions."""
