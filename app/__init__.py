"""Reuse Desk: catalogue reusable building materials for the Material Reuse Service."""

# The one place the version is written: pyproject.toml reads it from here, so start-up
# needs no importlib.metadata lookup (which costs tens of milliseconds).
__version__ = "0.1.0"

APP_NAME = "Reuse Desk"
APP_ID = "reuse-desk"
ORGANISATION = "Material Reuse Service"
