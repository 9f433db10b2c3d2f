"""Regenerate the screenshots of the project report: `python -m tests.ui.make_report_screenshots`.

Runs the real window offscreen against an embedded demo sandbox in a temporary data folder,
drafts two products with photos for the demo project with the most products, and saves the
Projects tab with the project's overview in the light and the dark scheme
(`project-overview.png`, `project-overview-dark.png`) and the report's dialog
(`report-dialog.png`), then makes the project's report and saves its cover, summary and first
catalogue page as rendered from the PDF (`report-cover.png`, `report-summary.png`,
`report-catalogue.png`).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import LANGUAGE
from tests.ui.make_screenshots import _photo
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk

_DRAFTS = (
    ("Eiken binnendeur met glas-in-lood", "Deuren", "Binnendeuren", "#8a5a2b"),
    ("Hardstenen vensterbank", "Vloeren", "Tegels", "#5d6d7e"),
)


async def main(folder: Path, sandbox: object) -> None:
    import pypdfium2
    from PySide6.QtWidgets import QApplication

    from app.report.data import gather
    from app.report.pdf import write_pdf
    from app.store.kinds import RecordKind
    from app.store.kinds import ServerRecord
    from app.store.server_media import ThumbnailCache
    from app.store.server_media import server_attachments
    from app.ui import theme
    from app.ui.records.image_strip import ServerPictures

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        store = desk.store
        numbers = sorted(int(n) for n in store.cache.server_ids(RecordKind.PROJECT))
        number = max(numbers, key=lambda n: len(store.catalogue.project_rows(n)))
        for at, (name, category, sub, colour) in enumerate(_DRAFTS):
            draft = store.drafts.create_draft(
                RecordKind.PRODUCT,
                {
                    "itemDetails": {"name": name},
                    "productCategory": category,
                    "subProductCategory": sub,
                    "projectNumber": number,
                    "physicalDimensions": {
                        "height": "211",
                        "width": "83",
                        "depth": "4",
                        "uoMMeasurement": "CMT",
                    },
                    "quantity": {"quantityValue": 3 + at, "quantityUoM": "PCE"},
                    "priceInformation": {"price": "85"},
                    "itemCharacteristics": {"technicalQuality": "Goed"},
                    "validityInformation": {"statusCode": "Beschikbaar"},
                    "genericEnvironmentalInformation": {"co2Reduction": "42.5"},
                    "address": {"city": "Zwolle"},
                },
            )
            store.attachments.attach_file(draft.id, _photo(folder / f"{at}.png", colour, "foto"))
        # The service's pictures of the project's products, as browsing them keeps them.
        pictures = ServerPictures(ThumbnailCache(store.thumbnails_dir), lambda: desk.client)
        for row in store.catalogue.project_rows(number):
            data = store.cache.server_item(RecordKind.PRODUCT, row.server_id or "")
            record = ServerRecord(RecordKind.PRODUCT, row.server_id or "")
            for item in server_attachments(record, data or {})[:1]:
                await pictures.thumbnail(item)
        desk.refresh_views()
        desk.window.tabs.setCurrentIndex(1)
        await asyncio.sleep(0.3)
        tab = desk.projects
        assert tab is not None
        tab.open_server_record(str(number))
        tab.filters_applied()  # its row selected in the table, as a click would leave it
        await asyncio.sleep(0.3)
        # The overview is below the project's details: scrolled into view.
        tab.form.scroll_area.ensureWidgetVisible(tab.form.overview)
        for scheme, name in (("light", "project-overview"), ("dark", "project-overview-dark")):
            theme.apply_theme(app, scheme)
            await asyncio.sleep(0.3)
            desk.window.grab().save(shot(name))
        theme.apply_theme(app, "light")
        dialog = tab.open_report()
        assert dialog is not None
        await asyncio.sleep(0.3)
        dialog.grab().save(shot("report-dialog"))
        dialog.reject()

        # The report in the window's language of the run (`SCREENSHOT_LANGUAGE=en`: English,
        # saved with an `-en` suffix).
        thumbnails = ThumbnailCache(store.thumbnails_dir)
        report = gather(store, number, language=LANGUAGE, thumbnails=thumbnails)
        pdf = folder / "report.pdf"
        await asyncio.to_thread(write_pdf, report, pdf, LANGUAGE)
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        for index, name in ((0, "report-cover"), (1, "report-summary"), (2, "report-catalogue")):
            document[index].render(scale=1.4).to_pil().save(shot(name))
    finally:
        document.close()


if __name__ == "__main__":
    run(main)
