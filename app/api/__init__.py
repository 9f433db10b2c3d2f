"""Everything the application knows about the service: models, client, errors, tokens, environments.

Plain Python (pydantic and httpx): no Qt, so the sync engine and tests use it headless. The
package loads nothing itself, so the window starts without paying for httpx and the request
models: import the submodule you need.
"""
