"""The Dutch sentences of the service layers reach the English window in English.

The catalogue in `app.ui.service_text` must hold every sentence those layers can
show; the scan below reads their source, so a new rule message or error sentence
fails here until it is catalogued (and translated, see test_translations).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import errors as service_errors
from app.api.errors import Offline, ServiceError
from app.api.products import ProductRequest
from app.store import errors as store_errors
from app.store.errors import DatabaseTooNew, DiskFull, StoreError
from app.ui import i18n, messages
from app.ui.binding import FormBinding
from app.ui.desk import Desk
from app.ui.fields import TextField
from app.ui.service_text import CATALOGUE, translated
from app.ui.status_bar import AppStatusBar

ROOT = Path(__file__).resolve().parents[2]

# The layers without Qt whose sentences the window shows. The command-line sync
# writes English to a terminal and never reaches the window.
SCANNED = ("app/api", "app/store", "app/sync")
NOT_SHOWN = {"app/sync/headless.py"}

# A sentence as a user reads it: a capital, a space and a closing mark, or a few
# words and a variable end ("...gewijzigd: %1", not "Bearer %1"). SQL reads like
# that too and is left out.
_SENTENCE = re.compile(r"[A-Z][^\n]* [^\n]*[.?!)]|[A-Z]\S*( \S+){2,} %\d")
_SQL = re.compile(r"(SELECT|INSERT|UPDATE|DELETE|PRAGMA|CREATE|DROP|ALTER|WITH)\b")


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    try:
        i18n.install_language("en")
        yield
    finally:
        i18n.install_language("en")


@pytest.fixture
def dutch(qapp: QApplication) -> Iterator[None]:
    try:
        i18n.install_language("nl")
        yield
    finally:
        i18n.install_language("en")


def _fixed_form(node: ast.expr, counter: list[int]) -> str | None:
    """The text of a literal, an f-string or a `+` of them, variable parts as %1, %2..."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.JoinedStr):
        parts = [_fixed_form(value, counter) for value in node.values]
        return "".join(part if part is not None else _next(counter) for part in parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = _fixed_form(node.left, counter)
        left = left if left is not None else _next(counter)
        right = _fixed_form(node.right, counter)
        return left + (right if right is not None else _next(counter))
    return None


def _next(counter: list[int]) -> str:
    counter[0] += 1
    return f"%{counter[0]}"


def _sentences_in(source: str) -> Iterator[str]:
    tree = ast.parse(source)
    # Docstrings, also those under module attributes, are bare expression statements.
    skipped = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    for node in ast.walk(tree):
        if id(node) in skipped or not isinstance(node, ast.Constant | ast.JoinedStr | ast.BinOp):
            continue
        if isinstance(node, ast.BinOp | ast.JoinedStr):
            # Its parts are read as a whole, not again one by one.
            skipped.update(id(child) for child in ast.walk(node) if child is not node)
        text = _fixed_form(node, [0])
        if text and _SENTENCE.fullmatch(text) and not _SQL.match(text):
            yield text


def _shown_sentences() -> dict[str, str]:
    """Every sentence in the scanned layers, with where it is."""
    found: dict[str, str] = {}
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative in NOT_SHOWN:
                continue
            for text in _sentences_in(path.read_text(encoding="utf-8")):
                found.setdefault(text, relative)
    return found


def _error_sentences() -> dict[str, str]:
    """The own sentence of every service and store error class."""
    found: dict[str, str] = {}
    for module, base, attribute in (
        (service_errors, ServiceError, "default_user_message"),
        (store_errors, StoreError, "user_message"),
    ):
        for name, value in vars(module).items():
            if isinstance(value, type) and issubclass(value, base):
                found[getattr(value, attribute)] = f"{module.__name__}.{name}"
    return found


def test_the_scan_finds_the_layers_sentences() -> None:
    # The guard below is only as good as the scan: it must see each kind of sentence.
    found = _shown_sentences()
    assert found["Kies een eenheid."] == "app/api/products.py"  # require_text
    assert found["Dit veld is verplicht."] == "app/api/fields.py"  # _DUTCH_BY_TYPE
    assert found["Vul in tot wanneer het materiaal online staat."] == "app/api/projects.py"
    assert "Geen verbinding met de dienst. Controleer de internetverbinding." in found
    assert "Iemand anders heeft dit product gewijzigd: %1" in found  # "..." + list
    assert "Het exportbestand %1 is beschadigd of onvolledig; er is niets geïmporteerd." in found
    assert not any(text.startswith(("SELECT", "Syncing with")) for text in found)


def test_every_sentence_of_the_service_layers_is_catalogued() -> None:
    missing = {
        f"{where}: {text}"
        for text, where in {**_shown_sentences(), **_error_sentences()}.items()
        if text not in CATALOGUE
    }
    assert not missing, "add these to app/ui/service_text.py and translate them:\n" + "\n".join(
        sorted(missing)
    )


@pytest.mark.usefixtures("english")
def test_the_english_window_shows_rule_and_error_sentences_in_english() -> None:
    problems = ProductRequest.check({"quantity": {"quantityValue": 2}})
    assert problems["quantity.quantityUoM"] == ["Kies een eenheid."]  # the model stays Dutch
    assert translated(problems["quantity.quantityUoM"][0]) == "Choose a unit."
    assert translated("Vul een geldig e-mailadres in (bijvoorbeeld naam@voorbeeld.nl).") == (
        "Enter a valid e-mail address (for example name@example.com)."
    )
    assert messages.user_message_for(Offline()) == (
        "No connection to the service. Check the internet connection."
    )
    assert messages.user_message_for(DiskFull()).startswith("The disk is full")
    # Every catalogued sentence has its own English text.
    assert not [text for text in CATALOGUE if translated(text) == text]


@pytest.mark.usefixtures("english")
def test_variable_parts_are_kept_in_the_english_form() -> None:
    too_new = DatabaseTooNew(Path("reuse-desk.sqlite3"), 9, 5).user_message
    assert translated(too_new) == (
        "Your data was saved by a newer version of Reuse Desk (database version 9; this "
        "version knows up to 5). Install the newest version; nothing in your data has changed."
    )
    assert translated("Iemand anders heeft dit product gewijzigd: price, itemDetails.name") == (
        "Someone else changed this product: price, itemDetails.name"
    )
    # The longer form wins over "Verbonden met %1.", and a "%2" in a name stays a name.
    assert translated("Verbonden met Test %2. Dit account mag alleen lezen.") == (
        "Connected to Test %2. This account can only read."
    )
    assert translated("Verbonden met Test.") == "Connected to Test."


@pytest.mark.usefixtures("english")
def test_text_outside_the_catalogue_passes_unchanged() -> None:
    for text in (
        "",
        "The name may not be greater than 255 characters.",  # a server's own 422 message
        "De naam mag niet langer zijn dan 255 tekens.",  # also in Dutch
        "Kies een eenheid",  # not quite the sentence
        "created as 12",  # a sync log detail
    ):
        assert translated(text) == text


@pytest.mark.usefixtures("dutch")
def test_the_dutch_window_shows_the_sentences_as_they_are() -> None:
    assert all(translated(text) == text for text in CATALOGUE)
    too_new = DatabaseTooNew(Path("reuse-desk.sqlite3"), 9, 5).user_message
    assert translated(too_new) == too_new
    assert messages.user_message_for(Offline()) == Offline().user_message
    assert translated("Kies een eenheid.") == "Kies een eenheid."


@pytest.mark.parametrize(
    ("language", "shown"),
    [
        ("en", "Choose a unit. Enter a quantity."),
        ("nl", "Kies een eenheid. Vul een hoeveelheid in."),
    ],
)
def test_field_messages_and_the_status_bar_follow_the_language(
    qtbot: QtBot, language: str, shown: str
) -> None:
    binding = FormBinding([])
    field = TextField()
    qtbot.addWidget(field)
    field.show()  # its error line shows only when the field does
    binding.bind("quantity.quantityUoM", field)
    bar = AppStatusBar()
    qtbot.addWidget(bar)
    try:
        i18n.install_language(language)
        binding.show_errors(
            {"quantity.quantityUoM": ["Kies een eenheid.", "Vul een hoeveelheid in."]}
        )
        assert field.error() == shown
        messages.report_failure(Offline(), "test")
        expected = "No connection" if language == "en" else "Geen verbinding"
        assert bar.message_label.text().startswith(expected)
    finally:
        i18n.install_language("en")


def test_the_english_product_form_speaks_english_at_its_fields(
    qtbot: QtBot, open_desk: Callable[..., Desk], english: None
) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    products.new_product()
    email = products.form.editor("person.contactInformation.emailAddress")
    qtbot.keyClicks(email.editor, "geen-adres")
    qtbot.waitUntil(lambda: bool(email.error()), timeout=3000)
    assert email.error() == "Enter a valid e-mail address (for example name@example.com)."
