"""The project report in the window: the Projects tab's overview of the project in front
(its figures follow a product draft saved in the Products tab), the report dialog making the
PDF on a worker thread, and the Products tab's way to the report of a product's project."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pypdfium2
import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from app.report.data import Summary
from app.report.texts import Words
from app.store.jobs import StoreClosed
from app.store.kinds import RecordKind
from app.store.server_media import ThumbnailCache
from app.store.store import Store
from app.ui.binding import form_language
from app.ui.desk import Desk
from app.ui.report.dialog import ReportDialog
from app.work.drafts import save_content
from tests.report.helpers import NUMBER
from tests.report.helpers import make_project_store
from tests.sync.helpers import product_content


@pytest.fixture
def project_desk(desks: Callable[..., Desk], tmp_path: Path, isolated_data_dir: Path) -> Desk:
    thumbnails = ThumbnailCache(isolated_data_dir / "server-thumbnails")
    make_project_store(tmp_path, thumbnails, data_folder=True).close()
    return functools.partial(desks, tab=1)()


def test_the_overview_shows_the_project_s_figures_and_follows_its_drafts(
    qtbot: QtBot, project_desk: Desk
) -> None:
    tab = project_desk.projects
    assert tab is not None
    tab.open_new()
    assert not tab.form.overview.isVisibleTo(tab)  # a new project has no number yet
    assert not tab.form.report_button.isVisibleTo(tab)
    tab.open_server_record(str(NUMBER))
    overview = tab.form.overview
    assert tab.form.report_button.isVisibleTo(tab)
    # Summed on a worker thread: shown when it is done.
    qtbot.waitUntil(lambda: overview.isVisibleTo(tab))
    words = Words(form_language())
    assert overview.figures["products"].text().startswith("6 ")
    assert overview.figures["value"].text().startswith(words.money(Decimal("1097.5")))
    assert [bar.label for bar in overview.charts.groups[0][1]] == [
        "Deuren",
        "Constructie",
        "Installaties",
        "Vloeren",
    ]
    # A product drafted for the project (the Products tab's autosave): the overview follows.
    content = {**product_content("Dakpannen"), "projectNumber": NUMBER}
    saved = save_content(project_desk.store, RecordKind.PRODUCT, content)
    project_desk.hub.publish(saved.changes)
    qtbot.waitUntil(lambda: overview.figures["products"].text().startswith("7 "))
    assert overview.summary is not None
    assert overview.summary.drafts == 5


def test_the_project_s_imported_photos_are_prepared_for_its_report_while_it_is_in_front(
    qtbot: QtBot, project_desk: Desk, isolated_data_dir: Path
) -> None:
    from app.report.data import local_photos

    tab = project_desk.projects
    assert tab is not None
    photos = local_photos(project_desk.store, NUMBER)
    assert len(photos) == 2  # attached without the window: no previews yet
    kept = [isolated_data_dir / "report-previews" / f"{p.sha256}.jpg" for p in photos]
    assert not any(path.exists() for path in kept)
    tab.open_server_record(str(NUMBER))
    qtbot.waitUntil(lambda: all(path.exists() for path in kept), timeout=20_000)


def test_the_dialog_makes_the_report_off_the_window_s_thread(
    qtbot: QtBot, project_desk: Desk, tmp_path: Path
) -> None:
    tab = project_desk.projects
    assert tab is not None
    tab.open_server_record(str(NUMBER))
    dialog = tab.open_report()
    assert isinstance(dialog, ReportDialog)
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    dialog.language.setCurrentIndex(1)  # English
    dialog.annex.setChecked(True)
    target = tmp_path / "rapport.pdf"
    task = dialog.make(target)
    assert not dialog.save_button.isEnabled()
    assert dialog.stop_button.isVisibleTo(dialog)
    qtbot.waitUntil(task.done, timeout=30_000)
    qtbot.waitUntil(dialog.save_button.isEnabled)
    made = task.result()
    assert made.pages == 4
    assert (tmp_path / "rapport.xlsx").exists()
    assert "rapport.pdf" in dialog.status.text()
    document = pypdfium2.PdfDocument(str(target))
    try:
        assert "Project report" in document[0].get_textpage().get_text_range()
    finally:
        document.close()


def test_the_products_tab_opens_the_report_of_the_selected_product_s_project(
    qtbot: QtBot, project_desk: Desk
) -> None:
    products = project_desk.products
    assert products is not None
    project_desk.window.tabs.setCurrentIndex(0)  # type: ignore[union-attr]
    products.refresh()
    model = products.table.model()
    titles = [model.index(row, 1).data() for row in range(model.rowCount())]
    row = next(at for at, title in enumerate(titles) if title == "Radiator")
    products.select_row(row)
    dialog = products.project_report()
    assert isinstance(dialog, ReportDialog)
    qtbot.addWidget(dialog)
    assert dialog.number == NUMBER
    dialog.reject()
    products.table.selectionModel().clear()
    assert products.project_report() is None


def test_a_photo_attached_in_the_window_gets_its_report_preview_at_once(
    qtbot: QtBot, qloop: object, tmp_path: Path, isolated_data_dir: Path
) -> None:
    from app.store.store import Store
    from app.ui.records.image_strip import keep_report_preview
    from app.work import attaching
    from tests.ui.conftest import picture

    with Store.open() as store:
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
        photo = picture(tmp_path / "deur.jpg")
        outcome = attaching.attach(
            store, draft.id, [photo], pictures_only=True, after_picture=keep_report_preview
        )
        assert (len(outcome.value.added), outcome.value.refused) == (1, ())
        (attachment,) = store.attachments.list_attachments(draft.id)
    kept = isolated_data_dir / "report-previews" / f"{attachment.sha256}.jpg"
    assert kept.exists()


@pytest.fixture
def summing(monkeypatch: pytest.MonkeyPatch, project_desk: Desk) -> list[str]:
    """The overview's sum held mid-way until the overview is told to stop (the window is
    then swapping or closing the store): what the read found, or its error."""
    from app.ui.report import overview as overview_module

    real = overview_module.summary_of
    tab = project_desk.projects
    assert tab is not None
    outcome: list[str] = []

    def held(store: Store, number: int) -> Summary:
        told = tab.form.overview._question  # this question's stop
        assert told.wait(20), "the overview was never told to stop"
        try:
            summary = real(store, number)
        except Exception as error:
            outcome.append(f"failed: {error}")
            raise
        outcome.append(f"{summary.products} products read")
        return summary

    monkeypatch.setattr(overview_module, "summary_of", held)
    return outcome


def test_closing_while_the_overview_sums_waits_for_it_and_logs_nothing(
    qtbot: QtBot, project_desk: Desk, summing: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    from tests.ui.conftest import close

    caplog.set_level(logging.INFO)
    tab = project_desk.projects
    assert tab is not None
    tab.open_server_record(str(NUMBER))
    overview = tab.form.overview
    close(qtbot, project_desk)
    # The read ended before the store closed, over an open store; its answer was dropped.
    assert summing == ["6 products read"]
    assert overview.summary is None
    with pytest.raises(StoreClosed):
        project_desk.store.jobs.run(lambda: None)
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []


def test_switching_the_store_while_the_overview_sums_waits_and_ignores_its_answer(
    qtbot: QtBot,
    project_desk: Desk,
    summing: list[str],
    caplog: pytest.LogCaptureFixture,
    tmp_path: Path,
) -> None:
    from tests.ui.conftest import close

    caplog.set_level(logging.INFO)
    tab = project_desk.projects
    assert tab is not None
    old = project_desk.store
    tab.open_server_record(str(NUMBER))
    overview = tab.form.overview
    other = Store.open(tmp_path / "other.sqlite3", tmp_path / "other")
    try:
        project_desk.use_store(other)  # what switching the environment does
        assert summing == ["6 products read"]  # waited for, over the store it began on
        assert project_desk.projects is not tab
        assert overview.summary is None or not shiboken6.isValid(overview)
        close(qtbot, project_desk)
        assert old.database.path != other.database.path
    finally:
        other.close()
        old.close()
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []


def test_a_report_being_made_stops_when_another_environment_comes_to_the_front(
    qtbot: QtBot, project_desk: Desk, tmp_path: Path
) -> None:
    from app.report.data import ReportCancelledError

    tab = project_desk.projects
    assert tab is not None
    tab.open_server_record(str(NUMBER))
    dialog = tab.open_report()
    assert isinstance(dialog, ReportDialog)
    target = tmp_path / "rapport.pdf"
    task = dialog.make(target)
    other = Store.open(tmp_path / "other.sqlite3", tmp_path / "other")
    try:
        project_desk.use_store(other)  # its window, and the dialog with it, go
        qtbot.waitUntil(task.done, timeout=30_000)
        assert isinstance(task.exception(), ReportCancelledError)
        assert not target.exists()
        assert list(tmp_path.glob("*.part")) == []
    finally:
        other.close()
