"""Form content of projects: validation as the user types, and what a new product inherits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.api.projects import ProjectRequest
from app.ui.binding import model_errors, prune_empty
from app.ui.projects.project_fields import MOMENT_PATHS
from app.ui.records.moment_field import moment_errors

_REQUEST_FIELDS = tuple(ProjectRequest.model_fields)


def validation_errors(content: Mapping[str, Any]) -> dict[str, list[str]]:
    """What the project request model says about `content`, keyed by wire path."""
    return moment_errors(
        model_errors(ProjectRequest, dict(content)),
        content,
        MOMENT_PATHS,
        QCoreApplication.translate("ProjectForm", "Enter a date and time as dd-mm-yyyy hh:mm."),
    )


def content_from_server(data: Mapping[str, Any]) -> dict[str, Any]:
    """The create-request fields of a cached server project (projects cannot be edited)."""
    return prune_empty({key: data.get(key) for key in _REQUEST_FIELDS})


def product_from_project(project: Mapping[str, Any], project_number: int | None) -> dict[str, Any]:
    """A new product's content: the project's number, address and contact person."""
    content: dict[str, Any] = {
        "projectNumber": project_number,
        "address": {
            "street": project.get("adres"),
            "postalCode": project.get("postcode"),
            "city": project.get("plaats"),
        },
        "person": {
            "personName": project.get("contactpersoon_naam"),
            "contactInformation": {"emailAddress": project.get("contactpersoon_email")},
        },
    }
    return prune_empty(content)
