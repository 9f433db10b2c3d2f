"""The program's name, version and description, read from pyproject.toml.

pyproject.toml says where a release's version is written (itself, or `app.__version__`);
the build script, the PyInstaller spec and the installer scripts all take it from
there, so an installer can never carry a version the program itself does not report.
"""

from __future__ import annotations

import ast
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = PROJECT_ROOT / "pyproject.toml"

DISPLAY_NAME = "Reuse Desk"
PUBLISHER = "Material Reuse Service"
# Reverse-DNS identity of the macOS bundle; changing it makes macOS treat the
# program as a different application (keychain items and settings stay behind).
BUNDLE_ID = "org.materialreuse.reuse-desk"


@dataclass(frozen=True)
class ProjectMetadata:
    name: str
    version: str
    description: str
    authors: tuple[str, ...]

    @property
    def numeric_version(self) -> tuple[int, int, int, int]:
        """The version as four integers, as Windows file versions and CFBundleVersion need.

        Pre-release and local parts ("1.2.0rc1", "1.2.0+abc") are dropped: those
        formats allow digits only.
        """
        match = re.match(r"^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?", self.version)
        if match is None:
            raise ValueError(f"version {self.version!r} does not start with a number")
        parts = [int(group) if group is not None else 0 for group in match.groups()]
        return (parts[0], parts[1], parts[2], parts[3])

    @property
    def short_version(self) -> str:
        """Major.minor.patch, for CFBundleShortVersionString and installer file names."""
        major, minor, patch, _ = self.numeric_version
        return f"{major}.{minor}.{patch}"


def read_metadata(pyproject: Path = PYPROJECT) -> ProjectMetadata:
    with pyproject.open("rb") as handle:
        document = tomllib.load(handle)
    project = document["project"]
    if "version" in project.get("dynamic", []):
        version = _dynamic_version(document, pyproject.parent)
    else:
        version = str(project["version"])
    authors = tuple(str(author.get("name", "")) for author in project.get("authors", []))
    return ProjectMetadata(
        name=str(project["name"]),
        version=version,
        description=str(project.get("description", "")),
        authors=authors,
    )


def _dynamic_version(document: dict[str, Any], root: Path) -> str:
    """A version that pyproject.toml takes from a module attribute, read as setuptools does.

    setuptools reads `attr = "pkg.__version__"` from the module's source without
    importing it, when the value is a literal; so does this, and nothing else is
    accepted: a version computed at import time could differ between machines.
    """
    spec = document.get("tool", {}).get("setuptools", {}).get("dynamic", {}).get("version", {})
    attr = spec.get("attr") if isinstance(spec, dict) else None
    if not isinstance(attr, str) or "." not in attr:
        raise ValueError(
            "pyproject.toml must give the version, or take it from a module attribute "
            "([tool.setuptools.dynamic] version = {attr = ...})"
        )
    module, _, name = attr.rpartition(".")
    base = root.joinpath(*module.split("."))
    source = base / "__init__.py" if base.is_dir() else base.with_suffix(".py")
    tree = ast.parse(source.read_text(encoding="utf-8"), filename=str(source))
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        value = getattr(node, "value", None)
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                return value.value
            raise ValueError(f"{attr} in {source} is not a string literal")
    raise ValueError(f"{source} does not assign {name}")
