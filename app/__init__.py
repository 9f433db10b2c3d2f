"""Reuse Desk: catalogue reusable building materials for the Material Reuse Service."""

from importlib import metadata

try:
    __version__ = metadata.version("reuse-desk")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"

APP_NAME = "Reuse Desk"
APP_ID = "reuse-desk"
ORGANISATION = "Material Reuse Service"
