"""The project report made from a store built in the test and read back from the PDF
(pypdfium2): its pages, the summary's figures against sums computed here from the store,
every product's name, each label QR code decoded (zxing-cpp) to the product's reference or
page, the photos embedded; cancelling leaves nothing; the command's exit codes."""

from __future__ import annotations

import io
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium_c
import pytest
import zxingcpp

from app import cli
from app.inventory.export import product_content
from app.inventory.labels import draft_reference
from app.inventory.labels import find_by_scan
from app.report import data as data_module
from app.report.data import LocalPhoto
from app.report.data import ReportCancelledError
from app.report.data import gather
from app.report.pdf import lay_out
from app.report.pdf import write_pdf
from app.report.previews import PreviewCache
from app.report.texts import Words
from app.store.kinds import RecordKind
from app.store.server_media import ThumbnailCache
from app.store.store import Store
from tests.report.helpers import NUMBER
from tests.report.helpers import PROJECT
from tests.report.helpers import PROJECT_URL
from tests.report.helpers import make_project_store

NAMES = {
    "Eiken binnendeur",
    "Stalen HEA-balk 240",
    "Hardstenen vloertegels, gereinigd",
    "Glas-in-lood raam",
    "Radiator",
    "Trapleuning",
}


@pytest.fixture
def project(tmp_path: Path, qapp: object) -> Iterator[tuple[Store, ThumbnailCache]]:
    thumbnails = ThumbnailCache(tmp_path / "thumbnails")
    with make_project_store(tmp_path, thumbnails) as store:
        yield store, thumbnails


def _texts(pdf: Path) -> list[str]:
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        return [page.get_textpage().get_text_range() for page in document]
    finally:
        document.close()


def _decimal(value: object) -> Decimal | None:
    return None if value in (None, "") else Decimal(str(value).replace(",", "."))


def _expected_sums(store: Store) -> dict[str, Decimal]:
    """The summary's sums, from the products' forms as the catalogue export reads them."""
    sums = {"value": Decimal(0), "co2": Decimal(0), "eci": Decimal(0), "nox": Decimal(0)}
    for row in store.catalogue.search(RecordKind.PRODUCT, limit=100):
        content = product_content(store, row) or {}
        if str(content.get("projectNumber")) != str(NUMBER):
            continue
        price = _decimal(content.get("priceInformation", {}).get("price"))
        quantity = _decimal(content.get("quantity", {}).get("quantityValue"))
        if price is not None:
            sums["value"] += price * (quantity or 1)
        figures = content.get("genericEnvironmentalInformation", {})
        for key, field in (("co2", "co2Reduction"), ("eci", "eciResult"), ("nox", "noxResult")):
            sums[key] += _decimal(figures.get(field)) or 0
    return sums


def test_the_report_reads_back_with_every_product_its_sums_codes_and_photos(
    project: tuple[Store, ThumbnailCache], tmp_path: Path
) -> None:
    store, thumbnails = project
    report = gather(store, NUMBER, thumbnails=thumbnails)
    assert {p.name for p in report.products} == NAMES  # not those of project 13
    pdf = tmp_path / "rapport.pdf"
    pages = write_pdf(report, pdf, "nl")
    texts = _texts(pdf)
    assert pages == len(texts) == len(lay_out(report, "nl")[1]) == 4
    for number, text in enumerate(texts, start=1):
        assert f"Pagina {number} van {pages}" in text
        assert "27-11-2026" in text or report.made_at.strftime("%d-%m-%Y") in text
    whole = "\n".join(texts)
    for name in NAMES:
        assert name in whole
    assert "Deur elders" not in whole
    assert "Kozijn elders" not in whole
    # The cover: the project as the offline list has it.
    for said in (
        PROJECT["title"],
        "Hanzelaan 180, 8017 JG Zwolle",
        "anne@example.nl",
        "01-12-2026 tot 26-02-2027",
        "Lokaal",
    ):
        assert said in texts[0]
    # The summary: the sums of what was entered, computed here from the store.
    sums = _expected_sums(store)
    words = Words("nl")
    assert sums["value"] == Decimal("1097.5")
    summary_page = texts[1]
    assert words.money(sums["value"]) in summary_page
    for key in ("co2", "eci", "nox"):
        assert words.number(sums[key]) in summary_page
    assert "4 van 6 producten met een prijs; 2 zonder" in summary_page
    assert "9 stuks" in summary_page  # three kinds of doors, three each
    # Drafts are marked, once each.
    assert whole.count("CONCEPT") == 4
    # Every label QR code reads as its product's reference (a draft) or page (the service's).
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        decoded = sorted(
            code.text
            for page in list(document)[2:]
            for code in zxingcpp.read_barcodes(page.render(scale=4).to_pil())
        )
        cover_codes = [c.text for c in zxingcpp.read_barcodes(document[0].render(scale=3).to_pil())]
        images = sum(
            len(list(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE])))
            for page in list(document)[2:]
        )
    finally:
        document.close()
    assert decoded == sorted(p.qr_text for p in report.products)
    # As on its label: a draft's code is its reference, a service product's its page; a scan
    # of either (the search field, a label scanner) finds the product of that reference.
    for product in report.products:
        found = find_by_scan(store, product.qr_text)
        assert found is not None
        assert found.key == product.row.key
        assert find_by_scan(store, product.reference) == found
    drafts = {draft_reference(d.id) for d in store.drafts.list_drafts(RecordKind.PRODUCT)}
    for product in report.products:
        assert product.reference in whole
        if product.row.server_id is None:
            assert product.qr_text == product.reference in drafts
    assert cover_codes == [PROJECT_URL]
    # Two drafts' photos, and the cached thumbnail of a service's product.
    assert images == report.summary.with_photo == 3


def test_an_english_report_and_a_cancelled_one(
    project: tuple[Store, ThumbnailCache], tmp_path: Path
) -> None:
    store, thumbnails = project
    report = gather(store, NUMBER, language="en", thumbnails=thumbnails)
    pdf = tmp_path / "report.pdf"
    seen: list[tuple[int, int]] = []
    write_pdf(report, pdf, "en", progress=lambda done, total: seen.append((done, total)))
    text = "\n".join(_texts(pdf))
    for said in ("Project report", "Page 4 of 4", "€ 1,097.50", "Local", "DRAFT", "9 pcs"):
        assert said in text
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]
    cancelled = tmp_path / "cancelled.pdf"
    with pytest.raises(ReportCancelledError):
        write_pdf(
            report,
            cancelled,
            "en",
            cancelled=lambda: len(seen) > 5,
            progress=lambda done, total: seen.append((done, total)),
        )
    assert not cancelled.exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_project_without_products_and_one_not_in_the_offline_list(
    project: tuple[Store, ThumbnailCache], tmp_path: Path
) -> None:
    store, _ = project
    assert store.catalogue.project_rows(99) == []
    report = gather(store, 99)
    assert not report.project.known
    pdf = tmp_path / "empty.pdf"
    assert write_pdf(report, pdf) == 3
    text = "\n".join(_texts(pdf))
    assert "geen producten met dit projectnummer" in text


def test_a_cached_project_whose_fields_do_not_read_keeps_its_title(
    project: tuple[Store, ThumbnailCache],
) -> None:
    store, _ = project
    # As an older program may have cached it: a date that is no date.
    damaged = {**PROJECT, "id": 77, "materiaal_beschikbaar_vanaf": ["geen", "datum"]}
    store.cache.replace_server_list(RecordKind.PROJECT, [PROJECT, damaged])
    info = data_module.project_info(store, 77)
    assert info.known
    assert info.title == PROJECT["title"]
    assert info.fields.materiaal_beschikbaar_vanaf is None


def test_the_report_paints_without_widgets() -> None:
    """Painting runs on a worker thread and in the command: QtGui only, never widgets."""
    import ast

    folder = Path(data_module.__file__).parent
    for source in folder.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom | ast.Import):
                names = (
                    [node.module or ""]
                    if isinstance(node, ast.ImportFrom)
                    else [alias.name for alias in node.names]
                )
                for name in names:
                    assert not name.startswith(("PySide6.QtWidgets", "PySide6.QtPrint")), source


def _run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["report", *args])
    return code, out.getvalue(), err.getvalue()


def test_the_command_s_exit_codes(qapp: object, tmp_path: Path, isolated_data_dir: Path) -> None:
    make_project_store(
        tmp_path, ThumbnailCache(isolated_data_dir / "server-thumbnails"), data_folder=True
    ).close()
    pdf, annex = tmp_path / "out.pdf", tmp_path / "bijlage.xlsx"
    code, said, _ = _run("--project", str(NUMBER), "--out", str(pdf), "--annex", str(annex))
    assert code == 0, said
    assert "4 pages, 6 products (4 not yet sent)" in said
    whole = "\n".join(_texts(pdf))
    assert all(name in whole for name in NAMES)
    from python_calamine import CalamineWorkbook

    rows = CalamineWorkbook.from_path(str(annex)).get_sheet_by_index(0).to_python()
    assert len(rows) == 1 + len(NAMES)
    assert {str(cell) for row in rows[1:] for cell in row} >= NAMES
    # Nothing known of project 99: 1, and the numbers that are known.
    code, _, err = _run("--project", "99", "--out", str(tmp_path / "x.pdf"))
    assert code == 1
    assert "12, 13" in err
    assert not (tmp_path / "x.pdf").exists()
    # The folder to write in does not exist: 2.
    code, _, err = _run("--project", str(NUMBER), "--out", str(tmp_path / "no" / "x.pdf"))
    assert code == 2
    assert "cannot be written" in err
    # The annex's folder does not exist: 2, in words.
    code, _, err = _run(
        "--project", str(NUMBER), "--out", str(pdf), "--annex", str(tmp_path / "no" / "x.xlsx")
    )
    assert code == 2
    assert "The annex cannot be written" in err
    assert "export." not in err  # a sentence, not a code
    # The data folder cannot be opened (a file stands where it should be): 3.
    blocked = tmp_path / "blocked"
    blocked.write_text("not a folder")
    code = cli.main(["report", "--project", "12", "--out", str(pdf), "--data-dir", str(blocked)])
    assert code == 3
    with pytest.raises(SystemExit):
        cli.main(["report", "--project", "12", "--out", str(pdf), "--annex", "x.csv"])


def test_a_second_report_takes_the_photos_previews_kept_by_the_first(
    project: tuple[Store, ThumbnailCache], tmp_path: Path
) -> None:
    store, thumbnails = project
    previews = PreviewCache(tmp_path / "previews")
    report = gather(store, NUMBER, thumbnails=thumbnails)
    write_pdf(report, tmp_path / "first.pdf", previews=previews)
    kept = sorted(path.name for path in (tmp_path / "previews").iterdir())
    local = [p.photo for p in report.products if isinstance(p.photo, LocalPhoto)]
    assert kept == sorted(f"{photo.sha256}.jpg" for photo in local)
    for photo in local:  # the originals are not read again
        photo.path.write_bytes(b"gone")
    write_pdf(report, tmp_path / "second.pdf", previews=previews)
    document = pypdfium2.PdfDocument(str(tmp_path / "second.pdf"))
    try:
        images = sum(
            len(list(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE])))
            for page in list(document)[2:]
        )
    finally:
        document.close()
    assert images == 3
    # A bounded folder: past its limit, those used longest ago go.
    small = PreviewCache(tmp_path / "previews", limit=1)
    small.trim()
    assert len(list((tmp_path / "previews").iterdir())) == 1


def test_a_damaged_photo_shows_the_placeholder_and_the_report_is_still_made(
    project: tuple[Store, ThumbnailCache], tmp_path: Path
) -> None:
    store, thumbnails = project
    photos = [
        a
        for d in store.drafts.list_drafts(RecordKind.PRODUCT)
        for a in store.attachments.list_attachments(d.id)
    ]
    assert len(photos) == 2
    photos[0].path.write_bytes(b"\xff\xd8 not a photo after all")
    report = gather(store, NUMBER, thumbnails=thumbnails)
    pdf = tmp_path / "rapport.pdf"
    assert write_pdf(report, pdf) == 4
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        images = sum(
            len(list(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE])))
            for page in list(document)[2:]
        )
    finally:
        document.close()
    assert images == 2
    assert "geen foto" in "\n".join(_texts(pdf))


def test_an_english_report_says_its_statuses_in_english(
    project: tuple[Store, ThumbnailCache], tmp_path: Path
) -> None:
    store, thumbnails = project
    report = gather(store, NUMBER, language="en", thumbnails=thumbnails)
    statuses = {p.status for p in report.products if p.status}
    assert statuses & {"Beschikbaar", "Gereserveerd", "Te koop", "Verkocht", "Geleverd"}
    pdf = tmp_path / "report.pdf"
    write_pdf(report, pdf, "en")
    text = "\n".join(_texts(pdf))
    for dutch in ("Beschikbaar", "Gereserveerd", "Te koop", "Verkocht", "Geleverd"):
        assert dutch not in text
    english = {"Beschikbaar": "Available", "Gereserveerd": "Reserved", "Te koop": "For sale"}
    for status in statuses & set(english):
        assert english[status] in text
    # Dutch keeps the service's own words.
    dutch_pdf = tmp_path / "rapport.pdf"
    write_pdf(gather(store, NUMBER, language="nl", thumbnails=thumbnails), dutch_pdf, "nl")
    assert any(status in "\n".join(_texts(dutch_pdf)) for status in statuses)
