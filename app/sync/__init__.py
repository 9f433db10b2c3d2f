"""The outbox engine: sends drafts and attachment changes to the service, exactly once.

Plain Python (no Qt): the UI adapts `SyncEngine.progress` (engine.py) to its signals;
`reuse-desk sync` (headless.py) drives the same engine from a terminal. What a run
tells the user is a `Notice` (a code), worded by whoever shows it. The package loads
nothing itself: import the module you need.
"""
