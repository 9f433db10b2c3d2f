"""The Projects tab: the table, and the form of the selected project. A project can be created,
never changed (one on the server is shown read-only), though its images can still be added
and removed. New products start here with its number, address and contact."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QHideEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from app.api.categories import MATERIAL_STATUSES
from app.api.products import ProductRequest
from app.api.projects import ProjectRequest
from app.api.schema import get_path
from app.api.schema import prune_empty
from app.api.schema import schema_fields
from app.api.schema import set_path
from app.store.drafts import Draft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import messages
from app.ui.projects.project_form import ProjectForm
from app.ui.records.catalogue_rows import CatalogueRows
from app.ui.records.paged_model import PagedTableModel
from app.ui.records.session import Session
from app.ui.records.tab import RecordTab
from app.work.changes import Changes


class ProjectsTab(RecordTab[ProjectForm]):
    KIND = RecordKind.PROJECT
    GONE = QT_TRANSLATE_NOOP("ProjectsTab", "This project is no longer in the offline list.")
    NOT_ACCEPTED = QT_TRANSLATE_NOOP(
        "ProjectsTab", "The service did not accept this project. Correct the marked fields."
    )

    def __init__(
        self, store: Store, session: Session | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(store, parent, session=session)
        self._overview_stale = False
        columns = {
            "sync_state": QCoreApplication.translate("ProjectTableModel", "Sync"),
            "title": QCoreApplication.translate("ProjectTableModel", "Title"),
            "city": QCoreApplication.translate("ProjectTableModel", "City"),
            "status": QCoreApplication.translate("ProjectTableModel", "Material status"),
            "published": QCoreApplication.translate("ProjectTableModel", "Published"),
            "private": QCoreApplication.translate("ProjectTableModel", "Private"),
            "archived": QCoreApplication.translate("ProjectTableModel", "Archived"),
            "updated": QCoreApplication.translate("ProjectTableModel", "Changed"),
        }
        self.model = PagedTableModel(CatalogueRows(store.catalogue, self.KIND), columns, self)

        top = (
            self.filter_combo("status", self.tr("All material statuses"), MATERIAL_STATUSES),
            self.flag_filter(
                "published",
                self.tr("Published or not"),
                self.tr("Published"),
                self.tr("Not published"),
            ),
            self.sync_state_filter(),
        )
        below = (
            self.flag_filter(
                "private", self.tr("Private or not"), self.tr("Private"), self.tr("Not private")
            ),
            self.flag_filter(
                "archived", self.tr("Archived or not"), self.tr("Archived"), self.tr("Not archived")
            ),
        )
        widths = {2: 96, 3: 118, 4: 96, 5: 64, 6: 96, 7: 116}
        search = self.tr("Search title, address, contact, id…")
        self.build_list("project", search, [top, below], widths, sort_column=7)
        # Published, private and archived have their filters and show in the details;
        # the table keeps to what is read most.
        for column in (4, 5, 6):
            self.table.setColumnHidden(column, True)
        self.new_project()

    def new_form(self, *, staged: bool = False) -> ProjectForm:  # built whole
        form = ProjectForm(self.form_parent)
        form.new_product_requested.connect(self.new_product_in_project)
        form.report_requested.connect(self.open_report)
        return form

    # -- the table -------------------------------------------------------
    def count_text(self, count: int) -> str:
        return self.tr("%n project(s)", "", count)

    # -- loading ---------------------------------------------------------
    def record_opened(self, draft: Draft | None, data: Mapping[str, Any] | None = None) -> None:
        if draft is not None and draft.server_id is not None:
            cached = self.store.cache.server_item(RecordKind.PROJECT, draft.server_id)
            self.editing.server_data = cached or {**draft.content, "id": draft.server_id}
        self.form.set_details(self.editing.server_data)
        self.update_overview()

    def new_opened(self, content: dict[str, Any] | None) -> None:
        # Not the overview and report of the project shown before: a new one has neither.
        self.update_overview()

    def state_banner(self, draft: Draft) -> str | None:
        if draft.server_id is not None and draft.state is not DraftState.SYNCED:
            return self.tr("Projects cannot be changed on the server once created.")
        return None

    # -- the project's products --------------------------------------------
    @property
    def project_number(self) -> int | None:
        """The number of the project in front; None until the service gave it one."""
        server_id = self.editing.server_id
        return int(server_id) if server_id is not None and server_id.isdigit() else None

    def update_overview(self) -> None:
        """The overview of the project in front, read again (its products changed)."""
        if not self.has_form:
            return
        number = self.project_number
        self.form.report_button.setVisible(number is not None)
        self.form.overview.show_project(self.store, number)

    def hideEvent(self, event: QHideEvent) -> None:
        # Another tab in front, or the window closing: the photos' previews wait.
        if self.has_form:
            self.form.overview.pause()
        super().hideEvent(event)

    def stop_work(self) -> None:
        """The overview's work on other threads ends (waited for, briefly) before the
        store is swapped or closed; its late answers are ignored."""
        if self.has_form:
            self.form.overview.stop()

    def refresh(self) -> None:
        super().refresh()
        self.update_overview()

    def on_changes(self, changes: Changes, initiator: object | None) -> None:
        super().on_changes(changes, initiator)
        if RecordKind.PRODUCT in changes.kinds or changes.environment:
            self.products_changed()  # the overview follows the project's products

    def products_changed(self) -> None:
        """Products changed (typed, queued, synced): the overview follows, now or when the
        tab shows."""
        if self.isVisible():
            self.update_overview()
        else:
            self._overview_stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._overview_stale:
            self._overview_stale = False
            self.update_overview()

    def open_report(self) -> QWidget | None:
        from app.ui.report.dialog import open_report_dialog

        number = self.project_number
        if number is None:
            return None
        # What was typed a moment ago in another tab is in the report (the desk has this).
        flush = getattr(self.session, "flush_tabs", None)
        if callable(flush):
            flush()
        return open_report_dialog(self.window(), self.store, number)

    # -- images ----------------------------------------------------------
    def added_text(self, count: int) -> str:
        return self.tr("%n picture(s) added.", "", count)

    # -- editing ---------------------------------------------------------
    new_project = RecordTab.open_new

    def new_product_in_project(self) -> None:
        """A product draft with this project's number, address and contact person."""
        self.form.flush()
        if self.session is None:
            return
        server_id, data = self.editing.server_id, self.editing.server_data
        if server_id is None or data is None:
            server_id, data = None, self.form.content()
        number = None if server_id is None else int(server_id)
        self.session.open_new_record(RecordKind.PRODUCT, product_from_project(data, number))
        if number is None:
            text = self.tr(
                "Address and contact are filled in; the project number follows once the "
                "project is on the server."
            )
        else:
            text = self.tr("New product in project %1.").replace("%1", str(number))
        messages.show_info(text)


def product_from_project(project: Mapping[str, Any], project_number: int | None) -> dict[str, Any]:
    """A new product's content: the project's number, and the fields of the sections both
    forms have (address, contact), which the two schemas declare in the same order."""
    content: dict[str, Any] = {"projectNumber": project_number}
    shared = [f for f in schema_fields(ProjectRequest) if f.ui.section in ("address", "contact")]
    ours = [f for f in schema_fields(ProductRequest) if f.ui.section in ("address", "contact")]
    for theirs, mine in zip(shared, ours, strict=True):
        set_path(content, mine.path, get_path(project, theirs.path))
    return prune_empty(content)
