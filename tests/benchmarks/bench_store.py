"""Benchmarks of the local store: autosave, search at 100,000 products, opening.

The big database (100,000 cached products and 5,000 drafts, 500 of them edits of
cached products) is built once per run in a temporary folder and shared by the
figures that need it. Run: `python -m tests.benchmarks -k store`.
"""

from __future__ import annotations

import atexit
import random
import shutil
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from app.store import RecordKind
from app.store import Store
from app.store.catalogue import OrderBy
from tests.benchmarks.harness import benchmark

CACHED_PRODUCTS = 100_000
DRAFTS = 5_000
EDIT_DRAFTS = 500

_CATEGORIES = {
    "Hout": ["Balken", "Planken", "Deuren", "Kozijnen", "Vloerdelen"],
    "Steen": ["Bakstenen", "Dakpannen", "Tegels", "Natuursteen"],
    "Metaal": ["Staalprofielen", "Radiatoren", "Hekwerk", "Leidingen"],
    "Glas": ["Ruiten", "Glazen deuren", "Glasbouwstenen"],
    "Installaties": ["Sanitair", "Verlichting", "Ventilatie", "Elektra"],
    "Interieur": ["Kasten", "Trappen", "Systeemplafonds", "Wandpanelen"],
}
_MATERIALS = ["eiken", "grenen", "beton", "baksteen", "staal", "aluminium", "glas", "hardsteen"]
_COLOURS = ["rood", "wit", "grijs", "zwart", "naturel", "blauw", "groen", "bruin"]
_THINGS = [
    "deur",
    "balk",
    "plank",
    "kozijn",
    "radiator",
    "wastafel",
    "dakpan",
    "tegel",
    "trapleuning",
    "plaat",
    "paneel",
    "armatuur",
]
_ADJECTIVES = ["oude", "gebruikte", "nieuwe", "gerestaureerde", "massief", "dubbele", "grote"]
_CITIES = [
    "Amsterdam",
    "Rotterdam",
    "Utrecht",
    "Den Haag",
    "Eindhoven",
    "Groningen",
    "Tilburg",
    "Almere",
    "Breda",
    "Nijmegen",
    "Arnhem",
    "Zwolle",
    "Leeuwarden",
    "Maastricht",
    "Delft",
    "Haarlem",
    "Amersfoort",
    "Enschede",
    "Apeldoorn",
    "'s-Hertogenbosch",
]
_STREETS = ["Dorpsstraat", "Kerkstraat", "Stationsweg", "Industrieweg", "Havenkade", "Molenweg"]
_STATUSES = ["Beschikbaar", "Te koop", "Gereserveerd", "Geleverd", "Verkocht"]


def _product(rng: random.Random, product_id: int | None) -> dict[str, Any]:
    category = rng.choice(list(_CATEGORIES))
    material, colour, thing = rng.choice(_MATERIALS), rng.choice(_COLOURS), rng.choice(_THINGS)
    name = f"{rng.choice(_ADJECTIVES)} {material} {thing} {rng.randint(1, 999)}".capitalize()
    item: dict[str, Any] = {
        "websiteURI": f"https://example.org/p/{product_id}",
        "productCategory": category,
        "subProductCategory": rng.choice(_CATEGORIES[category]),
        "projectNumber": None,
        "tradeItemIdentification": {"suppliersTradeItemId": f"SUP-{rng.randint(1, 99999)}"},
        "itemDetails": {
            "name": name,
            "productDescription": [
                {
                    "description": (
                        f"{name} uit een {rng.choice(['woning', 'kantoor', 'school'])} in "
                        f"{rng.choice(_CITIES)}, kleur {colour}, in goede staat. "
                        "Af te halen op de bouwplaats na afspraak."
                    ),
                    "languageCode": "NL",
                }
            ],
            "attachment": {"imageData": "", "attachedData": ""},
        },
        "physicalDimensions": {
            "height": str(rng.randint(10, 300)),
            "width": str(rng.randint(10, 300)),
            "depth": str(rng.randint(1, 50)),
            "uoMMeasurement": "CMT",
        },
        "quantity": {"quantityValue": str(rng.randint(1, 500)), "quantityUoM": "PCE"},
        "priceInformation": {
            "price": f"{rng.uniform(1, 2000):.2f}",
            "priceBase": {
                "VATInformation": True,
                "numberOfUnitsInPriceBasis": "1",
                "priceOnRequestIndicator": False,
            },
        },
        "itemCharacteristics": {
            "technicalQuality": "Goed",
            "aestheticQuality": "Redelijk",
            "rawMaterial": material,
            "color": colour,
        },
        "validityInformation": {
            "statusCode": rng.choice(_STATUSES),
            "validityStartDate": "2026-01-01",
            "validityEndDate": None,
        },
        "person": {
            "personName": f"Medewerker {rng.randint(1, 200)}",
            "contactInformation": {"emailAddress": "info@example.org"},
        },
        "address": {
            "street": f"{rng.choice(_STREETS)} {rng.randint(1, 200)}",
            "postalCode": f"{rng.randint(1000, 9999)} AB",
            "city": rng.choice(_CITIES),
        },
        "genericEnvironmentalInformation": {
            "co2Reduction": "12.5",
            "eciResult": "1.2",
            "noxResult": "0.3",
            "mkiNMDid": None,
        },
    }
    if product_id is not None:
        item["id"] = product_id
    return item


def _request_form(item: dict[str, Any]) -> dict[str, Any]:
    """A draft's content: the request form (one description object, no id)."""
    form = {k: v for k, v in item.items() if k not in ("id", "websiteURI")}
    details = dict(form["itemDetails"])
    details["productDescription"] = details["productDescription"][0]
    form["itemDetails"] = details
    return form


SEED = 20261122


def cached_products() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    return [_product(rng, product_id) for product_id in range(1, CACHED_PRODUCTS + 1)]


class _BigDatabase:
    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="reuse-desk-bench-"))
        atexit.register(shutil.rmtree, self.folder, ignore_errors=True)
        self.db_path = self.folder / "big.sqlite3"
        self.attachments = self.folder / "attachments"
        rng = random.Random(SEED + 1)
        items = cached_products()
        store = Store.open(self.db_path, self.attachments)
        started = time.perf_counter()
        store.cache.replace_server_list(RecordKind.PRODUCT, items)
        self.load_seconds = time.perf_counter() - started
        # Two million small objects kept alive would make every later garbage
        # collection in this process slow, and the figures with it.
        del items
        with store.database.transaction():
            for n in range(DRAFTS):
                if n < EDIT_DRAFTS:
                    item = store.cache.server_item(RecordKind.PRODUCT, n * 97 + 1)
                    assert item is not None
                    store.drafts.create_draft(
                        "product", _request_form(item), server_id=item["id"], base_version=item
                    )
                else:
                    store.drafts.create_draft("product", _request_form(_product(rng, None)))
        store.close()


_big: _BigDatabase | None = None


def big_database() -> _BigDatabase:
    global _big
    if _big is None:
        _big = _BigDatabase()
    return _big


def _saves_in_turns() -> tuple[float, float]:
    """Medians of 200 autosaves of a typical product draft each way, in the big database,
    taken in turns save by save: one with its history entry (as the form saves them, in one
    editing visit: merged into the visit's entry), then the same update of content,
    revision and listing of another draft with no entry (what an autosave was before the
    history). Side by side, a save each: a run of one way and then a run of the other
    compared two moments of a shared machine, which moved the ratio by a fifth."""
    big = big_database()
    with Store.open(big.db_path, big.attachments) as store:
        typed_content = _request_form(_product(random.Random(1), None))
        bare_content = _request_form(_product(random.Random(1), None))
        typed = store.drafts.create_draft("product", typed_content)
        bare = store.drafts.create_draft("product", bare_content)
        with_entry: list[float] = []
        without: list[float] = []
        for n in range(200):
            typed_content["itemDetails"]["name"] = bare_content["itemDetails"]["name"] = (
                f"Eiken deur {n}"
            )
            # Each way first every other time: the second save of a pair finds the pages of
            # the listing and its index the first one touched warm.
            for way in (0, 1) if n % 2 else (1, 0):
                started = time.perf_counter()
                if way:
                    store.drafts.save_content(typed.id, typed_content, visit="one visit")
                    with_entry.append(time.perf_counter() - started)
                else:
                    store.drafts._update(bare.id, _AS_TYPED, content=bare_content, if_changed=True)
                    without.append(time.perf_counter() - started)
        for draft in (typed, bare):
            store.drafts.delete_draft(draft.id, discard_unsent=True)
    return statistics.median(with_entry), statistics.median(without)


_AS_TYPED = "state = CASE state WHEN 'synced' THEN 'draft' ELSE state END"
# The saves with their entry of the last baseline run, for the figure's run after it.
_taken_with_entry: list[float] = []


@benchmark("store: save one draft, without its history entry", goal="baseline", runs=7)
def save_one_draft_bare() -> float:
    with_entry, without = _saves_in_turns()
    _taken_with_entry[:] = [with_entry]
    return without


@benchmark(
    "store: save one draft",
    baseline="store: save one draft, without its history entry",
    goal="median well under 5 ms; <= 1.1x without history",
    runs=7,
)
def save_one_draft() -> float:
    """Median of 200 autosaves of a typical product draft, in the big database, as the form
    saves them, in one editing visit: taken in turns with the baseline's (`_saves_in_turns`),
    in the baseline's run just before; alone, in turns of their own."""
    if _taken_with_entry:
        return _taken_with_entry.pop()
    return _saves_in_turns()[0]


# An fsync per save: the disk's mood more than the program's, hence the wide tolerance.
@benchmark("store: save one draft, synchronous=FULL", goal="for comparison", runs=3, tolerance=1.0)
def save_one_draft_full() -> float:
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        with Store.open(base / "db.sqlite3", base / "att", synchronous="FULL") as store:
            content = _request_form(_product(random.Random(1), None))
            draft = store.drafts.create_draft("product", content)
            samples = []
            for n in range(100):
                content["itemDetails"]["name"] = f"Eiken deur {n}"
                started = time.perf_counter()
                store.drafts.save_content(draft.id, content)
                samples.append(time.perf_counter() - started)
    return statistics.median(samples)


@benchmark("store: read 1,000 drafts", goal="for the outbox and the draft lists", runs=5)
def read_drafts() -> float:
    """All 5,000 drafts of the big database read as `Draft` objects, per 1,000."""
    big = big_database()
    with Store.open(big.db_path, big.attachments) as store:
        started = time.perf_counter()
        drafts = store.drafts.list_drafts("product")
        elapsed = time.perf_counter() - started
    return elapsed * 1_000 / len(drafts)


# Search as you type, plus a few filters and sort orders.
_QUERIES: list[tuple[str, dict[str, Any]]] = [
    ("e", {}),
    ("ei", {}),
    ("eik", {}),
    ("eiken", {}),
    ("eiken d", {}),
    ("eiken deur", {}),
    ("rotterdam", {}),
    ("gebruikte radiator", {"order_by": OrderBy.PRICE}),
    ("staal", {"order_by": OrderBy.UPDATED, "descending": True}),
    ("zz", {}),
    ("", {}),
    ("", {"order_by": OrderBy.CITY}),
]


@benchmark("store: full-text search, 100k cached + 5k drafts", goal="< 8 ms")
def full_text_search() -> float:
    """Median over typical queries of count + the first page of 200 rows."""
    big = big_database()
    with Store.open(big.db_path, big.attachments) as store:
        samples = []
        for text, options in _QUERIES:
            started = time.perf_counter()
            store.catalogue.count("product", text)
            store.catalogue.search("product", text, limit=200, **options)
            samples.append(time.perf_counter() - started)
    return statistics.median(samples)


@benchmark(
    "store: full-text search with two threads busy, 100k cached + 5k drafts",
    baseline="store: full-text search, 100k cached + 5k drafts",
    goal="for the window during a first load (its threads compete for the interpreter)",
)
def full_text_search_beside_busy_threads() -> float:
    """`full_text_search` on the window's thread while two threads run Python all the
    time (a first load's reader and writer, at their busiest), the interpreter handed over
    as the window has it while a sync runs (`interpreter_turns.prompt_turns`): every step
    of SQLite lets go of the interpreter, and each time it is taken back the busy threads
    go first."""
    from app.ui.interpreter_turns import prompt_turns

    stop = threading.Event()

    def busy() -> None:
        while not stop.is_set():
            sum(range(2_000))

    threads = [threading.Thread(target=busy, daemon=True) for _ in range(2)]
    with prompt_turns():
        for thread in threads:
            thread.start()
        try:
            return full_text_search()
        finally:
            stop.set()
            for thread in threads:
                thread.join()


@benchmark("store: open 100k database", goal="< 100 ms")
def open_big_database() -> float:
    big = big_database()
    started = time.perf_counter()
    store = Store.open(big.db_path, big.attachments)
    elapsed = time.perf_counter() - started
    store.close()
    return elapsed


@benchmark("store: refresh 100k cached products, 1% changed", runs=3, unit="s")
def refresh_big_list() -> float:
    big = big_database()
    rng = random.Random(7)
    items = cached_products()
    for index in rng.sample(range(len(items)), len(items) // 100):
        items[index]["validityInformation"] = {"statusCode": rng.choice(_STATUSES)}
    with Store.open(big.db_path, big.attachments) as store:
        started = time.perf_counter()
        store.cache.replace_server_list(RecordKind.PRODUCT, items)
        elapsed = time.perf_counter() - started
        # Back to the original list, so that every run changes the same 1%.
        store.cache.replace_server_list(RecordKind.PRODUCT, cached_products())
    return elapsed


@benchmark("store: first load of 100k cached products", runs=1, unit="s", goal="<= 3 s")
def first_load() -> float:
    """Measured while building the big database (a second build would double the run)."""
    return big_database().load_seconds


@benchmark(
    "store: longest wait of a UI save during a 100k refresh",
    goal="< 50 ms",
    runs=3,
)
def longest_save_wait_during_refresh() -> float:
    """A worker thread refreshes 100,000 cached products (1% changed) on the shared
    store while this thread autosaves a draft every 5 ms: the longest single save."""
    big = big_database()
    rng = random.Random(11)
    items = cached_products()
    for index in rng.sample(range(len(items)), len(items) // 100):
        items[index]["validityInformation"] = {"statusCode": rng.choice(_STATUSES)}
    with Store.open(big.db_path, big.attachments) as store:
        content = _request_form(_product(random.Random(2), None))
        draft = store.drafts.create_draft("product", content)
        done = threading.Event()

        def refresh() -> None:
            try:
                store.cache.replace_server_list(RecordKind.PRODUCT, items)
            finally:
                done.set()

        worker = threading.Thread(target=refresh, name="refresh")
        worker.start()
        longest = 0.0
        n = 0
        while not done.is_set():
            n += 1
            content["itemDetails"]["name"] = f"Eiken deur {n}"
            started = time.perf_counter()
            store.drafts.save_content(draft.id, content)
            longest = max(longest, time.perf_counter() - started)
            time.sleep(0.005)
        worker.join()
        store.drafts.delete_draft(draft.id, discard_unsent=True)
        # Back to the original list, so that every run changes the same 1%.
        store.cache.replace_server_list(RecordKind.PRODUCT, cached_products())
    return longest
