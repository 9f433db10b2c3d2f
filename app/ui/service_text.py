"""The Dutch sentences of the service layers, shown in the window's language.

The request models, the service and store errors and the sync engine speak Dutch
to the user, but may not import Qt. Their sentences are catalogued here under
one translation context, so the English window shows them in English through
the same `.ts` files as every other text, and the Dutch window unchanged.

A sentence with a variable part (a file name, a list of fields) is catalogued in
its fixed form with `%1`, `%2`; `translated` recognises the form and keeps the
variable parts as they came. Text that is not in the catalogue (a server's own
422 message, an English technical detail) passes through unchanged.

`tests/ui/test_service_text.py` fails when a sentence in those layers is missing
here, so a new rule message cannot stay Dutch in the English window unnoticed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT: Final = "ServiceText"


def _texts(marked: Iterable[object]) -> tuple[str, ...]:
    # QT_TRANSLATE_NOOP returns its text unchanged; its stub says `object`.
    return tuple(str(text) for text in marked)


FORM_RULES: Final = _texts(
    (
        # app.api.rules
        QT_TRANSLATE_NOOP("ServiceText", "Vul een getal van 0 of meer in."),
        QT_TRANSLATE_NOOP("ServiceText", "Dit getal is te groot."),
        QT_TRANSLATE_NOOP("ServiceText", "Dit getal heeft te veel cijfers."),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Vul een geldig e-mailadres in (bijvoorbeeld naam@voorbeeld.nl)."
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Vul een geldig webadres in dat begint met https:// of http://."
        ),
        # app.api.fields
        QT_TRANSLATE_NOOP("ServiceText", "Vul een getal in."),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Vul een datum in als JJJJ-MM-DD (bijvoorbeeld 2026-11-22)."
        ),
        QT_TRANSLATE_NOOP("ServiceText", "Ongeldig tijdstip."),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Vul een tijdstip in (bijvoorbeeld 2026-11-22T09:00:00Z)."
        ),
        QT_TRANSLATE_NOOP("ServiceText", "Verwacht tekst."),
        QT_TRANSLATE_NOOP("ServiceText", "Dit veld is verplicht."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul een geheel getal in."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies ja of nee."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies een van de toegestane waarden."),
        QT_TRANSLATE_NOOP("ServiceText", "Verwacht een lijst."),
        QT_TRANSLATE_NOOP("ServiceText", "Verwacht een groep velden."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies minstens één waarde."),
        # app.api.products
        QT_TRANSLATE_NOOP("ServiceText", "Vul een naam in."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul een hoeveelheid in."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies een eenheid."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies een geldige status."),
        QT_TRANSLATE_NOOP("ServiceText", "De einddatum mag niet voor de begindatum liggen."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul een plaats in."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies een categorie."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies een subcategorie die bij de categorie past."),
        # app.api.projects
        QT_TRANSLATE_NOOP("ServiceText", "Vul een titel in."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul de naam van de contactpersoon in."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul het e-mailadres van de contactpersoon in."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul een adres in."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul een postcode in."),
        QT_TRANSLATE_NOOP("ServiceText", "Beschrijf hoe het materiaal wordt geleverd."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul in vanaf wanneer het materiaal beschikbaar is."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul in tot wanneer het materiaal beschikbaar is."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul in vanaf wanneer het materiaal online staat."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul in tot wanneer het materiaal online staat."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies de status van het materiaal."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies een geldige grondsoort."),
        # app.api.subscriptions
        QT_TRANSLATE_NOOP("ServiceText", "Vul het webhook-adres in."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies minstens één soort gebeurtenis."),
        QT_TRANSLATE_NOOP("ServiceText", "Kies uit: aangemaakt, gewijzigd, verwijderd."),
        # app.api.environments (the connection settings)
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Vul een volledig adres in, bijvoorbeeld https://dienst.example.nl/api/v1.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Gebruik een beveiligd adres (https://); http:// mag alleen voor deze computer.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Het adres mag geen inloggegevens, ?-parameters of #-deel bevatten."
        ),
        QT_TRANSLATE_NOOP("ServiceText", "Het adres moet eindigen op %1."),
        QT_TRANSLATE_NOOP("ServiceText", "Geef de omgeving een naam."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul de client-id in."),
        QT_TRANSLATE_NOOP("ServiceText", "Vul de gebruikersnaam in."),
    )
)

SERVICE_ERRORS: Final = _texts(
    (
        # app.api.errors
        QT_TRANSLATE_NOOP("ServiceText", "Er ging iets mis bij het contact met de dienst."),
        QT_TRANSLATE_NOOP(
            "ServiceText", "De dienst heeft de gegevens niet geaccepteerd. Controleer de velden."
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De dienst kent deze subcategorie niet. Kies een andere subcategorie.",
        ),
        QT_TRANSLATE_NOOP("ServiceText", "Onbekende subcategorie."),
        QT_TRANSLATE_NOOP("ServiceText", "De dienst heeft het verzoek geweigerd."),
        QT_TRANSLATE_NOOP("ServiceText", "Het bestand is te groot voor de dienst."),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Aanmelden bij de dienst is niet gelukt. Controleer de inloggegevens van deze "
            "omgeving.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De dienst heeft de inloggegevens geweigerd. Controleer client-id, gebruikersnaam "
            "en wachtwoord of geheim.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Voor deze omgeving is nog geen wachtwoord of geheim opgeslagen. Vul het in bij de "
            "omgevingsinstellingen.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Het systeem biedt geen veilige opslag voor wachtwoorden (sleutelhanger). "
            "Inloggegevens kunnen daarom niet worden bewaard.",
        ),
        QT_TRANSLATE_NOOP("ServiceText", "Dit account heeft geen rechten voor deze handeling."),
        QT_TRANSLATE_NOOP("ServiceText", "Dit item bestaat niet (meer) bij de dienst."),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De dienst krijgt te veel verzoeken. Het wordt later opnieuw geprobeerd.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw."
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Er is een fout opgetreden bij de dienst. Probeer het later opnieuw.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Geen verbinding met de dienst. Controleer de internetverbinding."
        ),
        QT_TRANSLATE_NOOP("ServiceText", "De dienst reageert te traag. Probeer het later opnieuw."),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Het is niet zeker of de dienst de wijziging heeft ontvangen. Dit wordt "
            "gecontroleerd bij de volgende synchronisatie.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "De dienst gaf een onverwacht antwoord. Probeer het later opnieuw."
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Het bestand kan niet worden gelezen. Is het verplaatst of verwijderd?",
        ),
        # app.api.transport
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De beveiligde verbinding met de dienst kon niet worden gecontroleerd "
            "(certificaat). Neem contact op met de beheerder.",
        ),
        QT_TRANSLATE_NOOP("ServiceText", "De proxyserver weigert de verbinding met de dienst."),
        QT_TRANSLATE_NOOP("ServiceText", "Het adres van de dienst is ongeldig."),
        # app.api.client (the connection test)
        QT_TRANSLATE_NOOP("ServiceText", "Verbonden met %1."),
        QT_TRANSLATE_NOOP("ServiceText", "Verbonden met %1. Dit account mag alleen lezen."),
    )
)

STORE_ERRORS: Final = _texts(
    (
        # app.store.errors
        QT_TRANSLATE_NOOP("ServiceText", "Er ging iets mis bij het lokaal opslaan van je werk."),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De schijf is vol, daardoor kan Reuse Desk je werk niet opslaan. "
            "Maak ruimte vrij; wat je hebt ingevuld blijft in het formulier staan.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Reuse Desk mag niet schrijven in zijn gegevensmap. "
            "Controleer de rechten van die map of kies een andere met --data-dir.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De database is in gebruik door een ander programma, misschien een tweede "
            "Reuse Desk. Sluit dat programma en probeer het opnieuw.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De gegevensmap van Reuse Desk is niet bereikbaar. "
            "Controleer of de schijf aangesloten is en probeer het opnieuw.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Je gegevens zijn opgeslagen door een nieuwere versie van Reuse Desk "
            "(databaseversie %1, deze versie kent tot en met %2). "
            "Installeer de nieuwste versie; er is niets aan je gegevens veranderd.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De database van Reuse Desk was beschadigd. Het beschadigde bestand is "
            "bewaard als %1 en Reuse Desk is met een lege database "
            "begonnen. Je bijlagen staan nog in de map met bijlagen.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "De database van Reuse Desk is beschadigd. Sluit Reuse Desk en start het "
            "opnieuw; dan wordt de database gecontroleerd en zo nodig apart gezet.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Dit concept bestaat niet meer; misschien is het al verwijderd."
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Er is al een concept met wijzigingen voor dit record. Open dat concept om "
            "verder te werken.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Deze bijlage bestaat niet meer; misschien is ze al verwijderd."
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Het bestand %1 kan niet worden gelezen (%2). Het is niet toegevoegd.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Er ging iets mis in Reuse Desk zelf bij het opslaan. Je eerder opgeslagen werk "
            "is bewaard. Meld dit aan de beheerder.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Het exportbestand %1 is beschadigd of onvolledig; er is niets geïmporteerd.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Het exportbestand %1 is gemaakt met een nieuwere versie van "
            "Reuse Desk. Installeer de nieuwste versie om het te importeren.",
        ),
        # app.store.drafts
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Dit concept wordt nu verstuurd en kan pas daarna worden verwijderd.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Dit concept is mogelijk al bij de server aangekomen. Synchroniseer eerst; "
            "daarna kan het worden verwijderd.",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Dit concept is nog niet verstuurd. Bevestig dat je het wilt weggooien; "
            "het werk gaat dan verloren.",
        ),
    )
)

SYNC_SENTENCES: Final = _texts(
    (
        # app.sync.engine
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Dit record bestaat niet meer bij de dienst (gearchiveerd of verwijderd).",
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText", "Het concept bevat velden die niet verstuurd kunnen worden."
        ),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Een project kan bij de dienst niet worden gewijzigd, alleen aangemaakt.",
        ),
        QT_TRANSLATE_NOOP("ServiceText", "Iemand anders heeft dit product gewijzigd: %1"),
        QT_TRANSLATE_NOOP("ServiceText", "Niet zeker of %1 is aangekomen."),
        QT_TRANSLATE_NOOP(
            "ServiceText",
            "Het is niet zeker of de foto %1 bij de dienst is "
            "aangekomen. Kijk het project na op de website; zet het concept daarna "
            "opnieuw in de wachtrij om de foto nogmaals te sturen.",
        ),
    )
)

CATALOGUE: Final = frozenset(FORM_RULES + SERVICE_ERRORS + STORE_ERRORS + SYNC_SENTENCES)
"""Every catalogued source sentence, in its fixed form."""

_PLACEHOLDER = re.compile(r"%(\d)")


def _pattern(source: str) -> re.Pattern[str]:
    parts = _PLACEHOLDER.split(source)
    # Even items are fixed text, odd items placeholder numbers.
    regex = "".join(re.escape(part) if i % 2 == 0 else "(.+)" for i, part in enumerate(parts))
    return re.compile(regex, re.DOTALL)


@functools.cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    # Compiled when first needed, not while the window starts. The longest fixed form
    # first: "Verbonden met %1." would also take "Verbonden met %1. Dit account ...".
    sources = sorted(
        (s for s in CATALOGUE if _PLACEHOLDER.search(s)),
        key=lambda s: len(_PLACEHOLDER.sub("", s)),
        reverse=True,
    )
    return tuple((source, _pattern(source)) for source in sources)


def translated(text: str) -> str:
    """`text` in the installed language when it is a catalogued sentence; else unchanged."""
    if not text:
        return text
    found = QCoreApplication.translate(CONTEXT, text)
    if found != text:
        return found
    for source, pattern in _patterns():
        match = pattern.fullmatch(text)
        if match is None:
            continue
        template = QCoreApplication.translate(CONTEXT, source)
        if template == source:
            return text  # Dutch: the sentence as it came, variable parts and all
        return _fill(template, match.groups())
    return text


def _fill(template: str, values: tuple[str, ...]) -> str:
    def value(found: re.Match[str]) -> str:
        number = int(found.group(1))
        return values[number - 1] if 0 < number <= len(values) else found.group(0)

    # One pass, so a file name that itself holds "%2" is not substituted again.
    return _PLACEHOLDER.sub(value, template)
