"""The report of a project made here and synced with the sandbox (real HTTP on loopback):
the project as the service answered it (its page as the cover's QR code), its products sent
from here (no longer drafts, their references kept from the drafts they were, their photos
the local copies), and one still a draft."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pypdfium2
import pytest
import zxingcpp

from app.inventory.labels import draft_reference
from app.report.data import LocalPhoto
from app.report.data import gather
from app.report.pdf import write_pdf
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.helpers import project_content


@pytest.fixture
def bench(sandbox: Any, isolated_data_dir: Path) -> Iterator[Workbench]:
    workbench = Workbench(isolated_data_dir, sandbox.base_url)
    yield workbench
    workbench.close()


@pytest.mark.asyncio
async def test_the_report_of_a_synced_project_and_its_products(
    bench: Workbench, qapp: object, tmp_path: Path
) -> None:
    project = bench.queue(RecordKind.PROJECT, project_content("Sloop kantoor Stationsplein"))
    async with bench.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
    number = int(bench.drafts.get(project.id).server_id or 0)
    assert number > 0
    env = {"genericEnvironmentalInformation": {"co2Reduction": "12.5", "eciResult": "3"}}
    door = bench.queue(
        RecordKind.PRODUCT, {**product_content("Eiken deur", **env), "projectNumber": number}
    )
    bench.attach_photos(door, 1)
    beam = bench.queue(
        RecordKind.PRODUCT,
        {**product_content("Stalen balk", priceInformation={}), "projectNumber": number},
    )
    async with bench.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
    assert bench.drafts.get(door.id).state is DraftState.SYNCED
    kept = bench.drafts.create_draft(
        RecordKind.PRODUCT, {**product_content("Radiator"), "projectNumber": number}
    )

    report = gather(bench.store, number)
    assert report.project.known
    assert report.project.title == "Sloop kantoor Stationsplein"
    assert report.project.url
    by_name = {p.name: p for p in report.products}
    assert set(by_name) == {"Eiken deur", "Stalen balk", "Radiator"}
    assert [by_name[n].is_draft for n in ("Eiken deur", "Stalen balk", "Radiator")] == [
        False,
        False,
        True,
    ]
    assert by_name["Eiken deur"].reference == draft_reference(door.id)
    assert by_name["Stalen balk"].reference == draft_reference(beam.id)
    assert by_name["Radiator"].reference == draft_reference(kept.id)
    assert isinstance(by_name["Eiken deur"].photo, LocalPhoto)
    assert by_name["Stalen balk"].photo is None
    summary = report.summary
    assert (summary.products, summary.drafts, summary.priced) == (3, 1, 2)
    co2 = summary.environment["generic_environmental_information.co2_reduction"]
    assert (co2.total, co2.given, co2.missing) == (12.5, 1, 2)

    pdf = tmp_path / "rapport.pdf"
    assert write_pdf(report, pdf) == 3
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        text = "\n".join(page.get_textpage().get_text_range() for page in document)
        cover = [c.text for c in zxingcpp.read_barcodes(document[0].render(scale=3).to_pil())]
        codes = sorted(c.text for c in zxingcpp.read_barcodes(document[2].render(scale=4).to_pil()))
    finally:
        document.close()
    assert cover == [report.project.url]
    assert codes == sorted(p.qr_text for p in report.products)
    for name in by_name:
        assert name in text
    assert text.count("CONCEPT") == 1
