<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AcceptedActions</name>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="61"/>
        <source>Link to product…</source>
        <translation>Koppelen aan product…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="62"/>
        <source>Link to project…</source>
        <translation>Koppelen aan project…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="63"/>
        <source>Link to subscription…</source>
        <translation>Koppelen aan abonnement…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="66"/>
        <source>Send again</source>
        <translation>Opnieuw versturen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="90"/>
        <source>The service accepted this draft but did not say under which number. Look it up on the website and enter its number here.</source>
        <translation>De dienst heeft dit concept aangenomen, maar niet gezegd onder welk nummer. Zoek het op de website op en vul hier het nummer in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="106"/>
        <source>Enter the number the website shows for it.</source>
        <translation>Vul het nummer in dat de website ervoor toont.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="109"/>
        <source>Linked to %1; it is synced with it next.</source>
        <translation>Gekoppeld aan %1; bij de volgende synchronisatie wordt het ermee gelijkgemaakt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="126"/>
        <source>The service accepted this draft already, but did not say where it put it. Sending it again may put it on the service twice.

Send it again only if you checked on the website that it is not there.</source>
        <translation>De dienst heeft dit concept al aangenomen, maar niet gezegd waar het staat. Opnieuw versturen kan het twee keer op de dienst zetten.

Verstuur het alleen opnieuw als u op de website hebt gezien dat het er niet staat.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../app/ui/status_bar.py" line="102"/>
        <source>Sync paused</source>
        <translation>Synchronisatie gepauzeerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="162"/>
        <source>No environment</source>
        <translation>Geen omgeving</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="166"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="166"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="176"/>
        <source>%1 queued · %2 failed</source>
        <translation>%1 in wachtrij · %2 mislukt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/status_bar.py" line="179"/>
        <source>%n upload(s) held</source>
        <translation>
            <numerusform>%n upload wacht op u</numerusform>
            <numerusform>%n uploads wachten op u</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="182"/>
        <source>Queue their records again to try the held uploads again.</source>
        <translation>Zet hun records opnieuw in de wachtrij om de uploads opnieuw te proberen.</translation>
    </message>
</context>
<context>
    <name>BulkEditDialog</name>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="80"/>
        <source>Edit together</source>
        <translation>Samen bewerken</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="104"/>
        <source>Only the fields you set are changed; a field marked “different” keeps each record&apos;s own value.</source>
        <translation>Alleen de velden die je invult worden gewijzigd; een veld met “verschillend” houdt per record zijn eigen waarde.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="140"/>
        <source>Queue the changed records for sync</source>
        <translation>Gewijzigde records klaarzetten voor synchronisatie</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="144"/>
        <source>Check and apply</source>
        <translation>Controleren en toepassen</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="167"/>
        <source>different</source>
        <translation>verschillend</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="218"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="219"/>
        <source>Field</source>
        <translation>Veld</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="220"/>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="235"/>
        <source>Back to the form</source>
        <translation>Terug naar het formulier</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="237"/>
        <source>Apply to none</source>
        <translation>Nergens op toepassen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk_form.py" line="266"/>
        <source>%n record(s) would be invalid with this change and are left as they are:</source>
        <translation>
            <numerusform>%n record zou met deze wijziging ongeldig worden en blijft zoals het is:</numerusform>
            <numerusform>%n records zouden met deze wijziging ongeldig worden en blijven zoals ze zijn:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk_form.py" line="271"/>
        <source>Apply to the %n valid record(s)</source>
        <translation>
            <numerusform>Toepassen op het %n geldige record</numerusform>
            <numerusform>Toepassen op de %n geldige records</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BulkEditing</name>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="80"/>
        <source>Select everything in this search</source>
        <translation>Alles in deze zoekopdracht selecteren</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="83"/>
        <source>Edit together…</source>
        <translation>Samen bewerken…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="182"/>
        <source>Select the products to edit together.</source>
        <translation>Selecteer de producten die je samen wilt bewerken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="240"/>
        <source>Nothing to change: every record holds these values.</source>
        <translation>Niets te wijzigen: elk record heeft deze waarden al.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="254"/>
        <source>%n record(s) changed; Undo (Ctrl+Z) reverts the change.</source>
        <translation>
            <numerusform>%n record gewijzigd; Ongedaan maken (Ctrl+Z) draait de wijziging terug.</numerusform>
            <numerusform>%n records gewijzigd; Ongedaan maken (Ctrl+Z) draait de wijziging terug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="257"/>
        <source>%n record(s) changed meanwhile were left as they were.</source>
        <translation>
            <numerusform>%n record dat intussen was gewijzigd, is gelaten zoals het was.</numerusform>
            <numerusform>%n records die intussen waren gewijzigd, zijn gelaten zoals ze waren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="297"/>
        <source>Working on %n record(s)…</source>
        <translation>
            <numerusform>Bezig met %n record…</numerusform>
            <numerusform>Bezig met %n records…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogueExportDialog</name>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="79"/>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="175"/>
        <source>Export catalogue</source>
        <translation>Catalogus exporteren</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="95"/>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="106"/>
        <source>There are no products to export yet.</source>
        <translation>Er zijn nog geen producten om te exporteren.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="110"/>
        <source>What to export</source>
        <translation>Wat wil je exporteren?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="114"/>
        <source>The whole catalogue (%n product(s))</source>
        <translation>
            <numerusform>De hele catalogus (%n product)</numerusform>
            <numerusform>De hele catalogus (%n producten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="115"/>
        <source>The current search result (%n product(s))</source>
        <translation>
            <numerusform>Het huidige zoekresultaat (%n product)</numerusform>
            <numerusform>Het huidige zoekresultaat (%n producten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="116"/>
        <source>The selected products (%n)</source>
        <translation>
            <numerusform>Het geselecteerde product (%n)</numerusform>
            <numerusform>De geselecteerde producten (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="134"/>
        <source>Format</source>
        <translation>Formaat</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="136"/>
        <source>Excel workbook (.xlsx)</source>
        <translation>Excel-werkmap (.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="137"/>
        <source>CSV with semicolons, for Excel and other programs</source>
        <translation>CSV met puntkomma&apos;s, voor Excel en andere programma&apos;s</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="141"/>
        <source>With each product&apos;s history</source>
        <translation>Met de geschiedenis van elk product</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="144"/>
        <source>In an .xlsx a sheet of its own; beside a .csv a second file</source>
        <translation>In een .xlsx een eigen blad; naast een .csv een tweede bestand</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="148"/>
        <source>The columns have the names the import recognises: the file can be read back.</source>
        <translation>De kolommen hebben de namen die de import herkent: het bestand kan weer worden ingelezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="170"/>
        <source>CSV file (*.csv)</source>
        <translation>CSV-bestand (*.csv)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="172"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-werkmap (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="173"/>
        <source>catalogue</source>
        <translation>catalogus</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="195"/>
        <source>Exporting %n product(s)…</source>
        <translation>
            <numerusform>%n product wordt geëxporteerd…</numerusform>
            <numerusform>%n producten worden geëxporteerd…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="226"/>
        <source>%n product(s) exported to %1.</source>
        <translation>
            <numerusform>%n product geëxporteerd naar %1.</numerusform>
            <numerusform>%n producten geëxporteerd naar %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="39"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="40"/>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="70"/>
        <source>Resolve conflict</source>
        <translation>Conflict oplossen</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="80"/>
        <source>This product was changed on the server while you edited it. Choose per field which value to keep.</source>
        <translation>Dit product is op de server gewijzigd terwijl jij het bewerkte. Kies per veld welke waarde je wilt houden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Field</source>
        <translation>Veld</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Before</source>
        <translation>Eerst</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Mine</source>
        <translation>Mijn versie</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Theirs</source>
        <translation>Serverversie</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="117"/>
        <source>Apply choices</source>
        <translation>Keuzes toepassen</translation>
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="67"/>
        <source>Connect to an environment</source>
        <translation>Verbinden met een omgeving</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="75"/>
        <source>Choose where your drafts are sent. You can always keep working offline; nothing is lost.</source>
        <translation>Kies waar je concepten naartoe gaan. Je kunt altijd offline blijven werken; er gaat niets verloren.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="94"/>
        <source>Acceptance (new)…</source>
        <translation>Acceptatie (nieuw)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="95"/>
        <source>Production (new)…</source>
        <translation>Productie (nieuw)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="96"/>
        <source>Other address (new)…</source>
        <translation>Ander adres (nieuw)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="107"/>
        <source>Environment</source>
        <translation>Omgeving</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="108"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="121"/>
        <location filename="../../app/ui/connection_dialog.py" line="122"/>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="98"/>
        <source>Application (client id and secret)</source>
        <translation>Applicatie (client-id en geheim)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="99"/>
        <source>Personal account (user name and password)</source>
        <translation>Persoonlijk account (gebruikersnaam en wachtwoord)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="123"/>
        <source>Sign in as</source>
        <translation>Aanmelden als</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="124"/>
        <source>Client id</source>
        <translation>Client-id</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="105"/>
        <source>User name</source>
        <translation>Gebruikersnaam</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="209"/>
        <source>kept in the system keyring</source>
        <translation>bewaard in de sleutelhanger van het systeem</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="106"/>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="147"/>
        <source>Test connection</source>
        <translation>Verbinding testen</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="159"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="163"/>
        <source>Work offline</source>
        <translation>Offline werken</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="92"/>
        <source>Local sandbox (demo data)</source>
        <translation>Lokale sandbox (demogegevens)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="205"/>
        <source>not needed for the sandbox</source>
        <translation>niet nodig voor de sandbox</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="182"/>
        <source>Acceptance</source>
        <translation>Acceptatie</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="130"/>
        <source>No secure storage on this computer: the secret is kept until you close Reuse Desk.</source>
        <translation>Deze computer heeft geen veilige opslag: het geheim wordt bewaard tot je Reuse Desk sluit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="182"/>
        <source>Production</source>
        <translation>Productie</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="196"/>
        <source>The sandbox runs on this computer with demo data only, at %1 (a new port each start). Another program signs in with client id %2 and secret %3.</source>
        <translation>De sandbox draait op deze computer, alleen met demogegevens, op %1 (bij elke start een nieuwe poort). Een ander programma meldt zich aan met client-id %2 en geheim %3.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="207"/>
        <location filename="../../app/ui/connection_dialog.py" line="289"/>
        <source>kept until you close Reuse Desk</source>
        <translation>bewaard tot je Reuse Desk sluit</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="237"/>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="237"/>
        <source>Client secret</source>
        <translation>Clientgeheim</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="303"/>
        <source>Testing…</source>
        <translation>Bezig met testen…</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <location filename="../../app/ui/editors.py" line="316"/>
        <source>dd-mm-yyyy hh:mm</source>
        <translation>dd-mm-jjjj uu:mm</translation>
    </message>
    <message>
        <location filename="../../app/ui/editors.py" line="319"/>
        <source>dd-mm-yyyy</source>
        <translation>dd-mm-jjjj</translation>
    </message>
    <message>
        <location filename="../../app/ui/editors.py" line="323"/>
        <source>Choose a date</source>
        <translation>Kies een datum</translation>
    </message>
</context>
<context>
    <name>DeliveryTable</name>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="75"/>
        <source>Valid</source>
        <translation>Geldig</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="76"/>
        <source>Invalid signature</source>
        <translation>Ongeldige handtekening</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="77"/>
        <source>Too old (replay?)</source>
        <translation>Te oud (herhaald?)</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="78"/>
        <source>Not signed</source>
        <translation>Niet ondertekend</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="79"/>
        <source>No secret to check</source>
        <translation>Geen geheim om te controleren</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="87"/>
        <source>Valid, repeated (not counted)</source>
        <translation>Geldig, herhaald (niet geteld)</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="104"/>
        <source>Received</source>
        <translation>Ontvangen</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="108"/>
        <source>Event</source>
        <translation>Gebeurtenis</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="111"/>
        <source>Resource</source>
        <translation>Bron</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="113"/>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="116"/>
        <source>Answer</source>
        <translation>Antwoord</translation>
    </message>
</context>
<context>
    <name>DeskDialogs</name>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="156"/>
        <source>About %1</source>
        <translation>Over %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="157"/>
        <source>%1 %2
Catalogue reusable building materials, offline first.
Data folder: %3</source>
        <translation>%1 %2
Herbruikbare bouwmaterialen catalogiseren, ook zonder netwerk.
Gegevensmap: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="173"/>
        <source>Export drafts</source>
        <translation>Concepten exporteren</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="173"/>
        <source>Import drafts</source>
        <translation>Concepten importeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="180"/>
        <source>Reuse Desk export (*.zip)</source>
        <translation>Reuse Desk-export (*.zip)</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="186"/>
        <source>drafts-%1</source>
        <translation>concepten-%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="275"/>
        <source>Select the products to print labels for.</source>
        <translation>Selecteer de producten waarvoor je etiketten wilt afdrukken.</translation>
    </message>
</context>
<context>
    <name>EnvironmentMarker</name>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="37"/>
        <source>No environment yet: new drafts stay on this computer until you connect.</source>
        <translation>Nog geen omgeving: nieuwe concepten blijven op deze computer tot je verbinding maakt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="42"/>
        <source>PRODUCTION · %1 · changes go to the live service</source>
        <translation>PRODUCTIE · %1 · wijzigingen gaan naar de echte dienst</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="45"/>
        <source>%1 · test environment</source>
        <translation>%1 · testomgeving</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="55"/>
        <source>%1 — PRODUCTION — %2</source>
        <translation>%1 — PRODUCTIE — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="64"/>
        <source>No environment</source>
        <translation>Geen omgeving</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="66"/>
        <source>PRODUCTION: %1</source>
        <translation>PRODUCTIE: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="78"/>
        <source>Address: %1</source>
        <translation>Adres: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="85"/>
        <source>The local sandbox, demo data on this computer only.
Address: %1 (a new port each start)
Client id: %2 · secret: %3</source>
        <translation>De lokale sandbox, alleen demogegevens op deze computer.
Adres: %1 (bij elke start een nieuwe poort)
Client-id: %2 · geheim: %3</translation>
    </message>
</context>
<context>
    <name>EnvironmentQuestion</name>
    <message>
        <location filename="../../app/ui/environment_question.py" line="30"/>
        <source>None of these: keep it on this computer, unsent</source>
        <translation>Geen van deze: op deze computer houden, niet versturen</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="37"/>
        <source>Where does this work belong?</source>
        <translation>Waar hoort dit werk bij?</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="41"/>
        <source>This computer holds drafts of an earlier version whose environment is not known (%1). Nothing of them is sent until you say where they belong. Which environment is it?</source>
        <translation>Deze computer bewaart concepten van een eerdere versie waarvan niet bekend is bij welke omgeving ze horen (%1). Er wordt niets van verstuurd tot je zegt waar ze horen. Welke omgeving is het?</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="66"/>
        <source>The work belongs to %1 now and is sent there.</source>
        <translation>Het werk hoort nu bij %1 en wordt daarheen verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="70"/>
        <source>%1 already has its own work on this computer: nothing was changed. The work stays unsent.</source>
        <translation>%1 heeft al eigen werk op deze computer: er is niets veranderd. Het werk blijft onverstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="76"/>
        <source>Kept on this computer: its drafts are offered to each environment you connect to.</source>
        <translation>Op deze computer gehouden: de concepten worden aangeboden aan elke omgeving waarmee je verbindt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="81"/>
        <source>Kept on this computer, unsent: it holds changes of records of a service, which go only to the environment they came from.</source>
        <translation>Op deze computer gehouden, niet verstuurd: het bevat wijzigingen van records van een dienst, en die gaan alleen naar de omgeving waar ze vandaan komen.</translation>
    </message>
</context>
<context>
    <name>EnvironmentSwitch</name>
    <message numerus="yes">
        <location filename="../../app/ui/environment_switch.py" line="226"/>
        <source>%n draft(s) were made before connecting. Do they belong to %1? They are then sent there; otherwise they stay in the local store.</source>
        <translation>
            <numerusform>%n concept is gemaakt voordat er verbinding was. Hoort het bij %1? Dan wordt het daarheen verstuurd; anders blijft het in de lokale opslag.</numerusform>
            <numerusform>%n concepten zijn gemaakt voordat er verbinding was. Horen ze bij %1? Dan worden ze daarheen verstuurd; anders blijven ze in de lokale opslag.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_switch.py" line="244"/>
        <location filename="../../app/ui/environment_switch.py" line="293"/>
        <source>Drafts made offline</source>
        <translation>Offline gemaakte concepten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/environment_switch.py" line="288"/>
        <source>%n draft(s) made before connecting wait in the local store. Do they belong to %1? They are then moved there and sent.</source>
        <translation>
            <numerusform>%n concept van voor de verbinding wacht in de lokale opslag. Hoort het bij %1? Dan wordt het daarheen verplaatst en verstuurd.</numerusform>
            <numerusform>%n concepten van voor de verbinding wachten in de lokale opslag. Horen ze bij %1? Dan worden ze daarheen verplaatst en verstuurd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_switch.py" line="338"/>
        <source>Address changed</source>
        <translation>Adres gewijzigd</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_switch.py" line="333"/>
        <source>The address of %1 changed. Is it still the same service? Then its drafts and catalogue go along. Another service starts without them (they stay with the old address).</source>
        <translation>Het adres van %1 is gewijzigd. Is het nog dezelfde dienst? Dan gaan de concepten en de catalogus mee. Een andere dienst begint zonder (ze blijven bij het oude adres).</translation>
    </message>
</context>
<context>
    <name>ForAllRowsModel</name>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="49"/>
        <source>Field</source>
        <translation>Veld</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="49"/>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
</context>
<context>
    <name>ForAllRowsPanel</name>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="120"/>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="123"/>
        <source>Set</source>
        <translation>Instellen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="126"/>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="177"/>
        <source>Every row lacks a good value here; give one for all rows:</source>
        <translation>Elke rij mist hier een goede waarde; geef er een voor alle rijen:</translation>
    </message>
</context>
<context>
    <name>FormBinding</name>
    <message>
        <location filename="../../app/ui/binding.py" line="66"/>
        <source>Required</source>
        <translation>Verplicht</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <location filename="../../app/ui/handover.py" line="64"/>
        <location filename="../../app/ui/handover.py" line="128"/>
        <source>Export drafts</source>
        <translation>Concepten exporteren</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="65"/>
        <source>Reading the drafts…</source>
        <translation>De concepten worden gelezen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="66"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="90"/>
        <source>Writing %1…</source>
        <translation>%1 wordt geschreven…</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="92"/>
        <source>Reading %1 back to check it…</source>
        <translation>%1 wordt teruggelezen ter controle…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/handover.py" line="106"/>
        <source>%n draft(s) handed over in %1: your colleague&apos;s computer sends them, this one no longer does.</source>
        <translation>
            <numerusform>%n concept overgedragen in %1: de computer van je collega verstuurt het, deze niet meer.</numerusform>
            <numerusform>%n concepten overgedragen in %1: de computer van je collega verstuurt ze, deze niet meer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="113"/>
        <source>There were no drafts to hand over.</source>
        <translation>Er waren geen concepten om over te dragen.</translation>
    </message>
</context>
<context>
    <name>HeaderRowChooser</name>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="26"/>
        <source>Header in row:</source>
        <translation>Kop in rij:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="29"/>
        <source>Keep the title as the import&apos;s note</source>
        <translation>De titel bewaren als notitie bij de import</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="49"/>
        <source>chosen</source>
        <translation>gekozen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="49"/>
        <source>found below the title block</source>
        <translation>gevonden onder het titelblok</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="51"/>
        <source>the first row</source>
        <translation>de eerste rij</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="53"/>
        <source>title: “%1”</source>
        <translation>titel: “%1”</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="56"/>
        <source>totals left out: row %1</source>
        <translation>totalen weggelaten: rij %1</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="43"/>
        <source>Sent: the service stored it</source>
        <translation>Verzonden: de dienst heeft het opgeslagen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="44"/>
        <source>Sent: the service created it as %1</source>
        <translation>Verzonden: de dienst heeft het aangemaakt als %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="45"/>
        <source>Sent: the service refused it (%1)</source>
        <translation>Verzonden: de dienst weigerde het (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="46"/>
        <source>Sent: changed on the service meanwhile (conflict)</source>
        <translation>Verzonden: intussen gewijzigd bij de dienst (conflict)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="50"/>
        <source>Sent</source>
        <translation>Verzonden</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="52"/>
        <source>Conflict settled: my version kept</source>
        <translation>Conflict opgelost: mijn versie behouden</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="53"/>
        <source>Conflict settled: the service&apos;s version taken</source>
        <translation>Conflict opgelost: de versie van de dienst overgenomen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="55"/>
        <source>Conflict settled: merged field by field</source>
        <translation>Conflict opgelost: per veld samengevoegd</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="79"/>
        <source>%1 of %2 split off from %3</source>
        <translation>%1 van %2 afgesplitst van %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="81"/>
        <source>%1 of %2 split off to %3</source>
        <translation>%1 van %2 afgesplitst naar %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="84"/>
        <source>Merged: its %1 added to %3 (%2 together)</source>
        <translation>Samengevoegd: de %1 toegevoegd aan %3 (samen %2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="88"/>
        <source>Merged: %1 added from %3 (%2 together)</source>
        <translation>Samengevoegd: %1 toegevoegd uit %3 (samen %2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="91"/>
        <source>Split</source>
        <translation>Splitsen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="93"/>
        <source>Merged</source>
        <translation>Samengevoegd</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="107"/>
        <source>Created</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="109"/>
        <source>Typed in the form</source>
        <translation>Getypt in het formulier</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="114"/>
        <source>Bulk change</source>
        <translation>Bulkwijziging</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="115"/>
        <source>Bulk change of %1 records</source>
        <translation>Bulkwijziging van %1 records</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="120"/>
        <source>Imported from %1, row %2</source>
        <translation>Geïmporteerd uit %1, rij %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="122"/>
        <source>Imported from %1</source>
        <translation>Geïmporteerd uit %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="126"/>
        <source>Duplicated from %1</source>
        <translation>Gedupliceerd van %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="132"/>
        <source>Moved from the environment %1</source>
        <translation>Verplaatst uit de omgeving %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="137"/>
        <source>Linked to %1 and queued</source>
        <translation>Gekoppeld aan %1 en in de wachtrij gezet</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="141"/>
        <source>Queued to be sent again</source>
        <translation>In de wachtrij gezet om opnieuw te verzenden</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="143"/>
        <source>Queued</source>
        <translation>In de wachtrij gezet</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="148"/>
        <source>Accepted by the service without an id</source>
        <translation>Door de dienst aangenomen zonder id</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="151"/>
        <source>Archive asked for</source>
        <translation>Archiveren gevraagd</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="153"/>
        <source>Archive withdrawn</source>
        <translation>Archiveren ingetrokken</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="156"/>
        <source>Deleted</source>
        <translation>Verwijderd</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="158"/>
        <source>Undone</source>
        <translation>Ongedaan gemaakt</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="160"/>
        <source>Redone</source>
        <translation>Opnieuw gedaan</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="162"/>
        <source>Changed on the service (seen at a refresh)</source>
        <translation>Gewijzigd bij de dienst (gezien bij het verversen)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="168"/>
        <source>Earlier changes (%1 entries)</source>
        <translation>Eerdere wijzigingen (%1 regels)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="186"/>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="187"/>
        <source>What</source>
        <translation>Wat</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="188"/>
        <source>Field</source>
        <translation>Veld</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="189"/>
        <source>Was</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="190"/>
        <source>Became</source>
        <translation>Werd</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="331"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="333"/>
        <source>Filter by field or text</source>
        <translation>Filter op veld of tekst</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="338"/>
        <source>All actions</source>
        <translation>Alle acties</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="345"/>
        <source>No changes recorded yet.</source>
        <translation>Nog geen wijzigingen vastgelegd.</translation>
    </message>
</context>
<context>
    <name>ImageStrip</name>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="112"/>
        <source>Not uploaded yet</source>
        <translation>Nog niet geüpload</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="113"/>
        <source>Uploading…</source>
        <translation>Bezig met uploaden…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="114"/>
        <source>Uploaded</source>
        <translation>Geüpload</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="115"/>
        <source>Upload failed</source>
        <translation>Uploaden mislukt</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="116"/>
        <source>Not sent: needs attention</source>
        <translation>Niet verstuurd: aandacht nodig</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="117"/>
        <source>Removed on next sync</source>
        <translation>Wordt bij de volgende synchronisatie verwijderd</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="118"/>
        <source>On the server</source>
        <translation>Op de server</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="227"/>
        <source>Images</source>
        <translation>Foto&apos;s</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="228"/>
        <source>Drag pictures here, or use the button below.</source>
        <translation>Sleep foto&apos;s hierheen, of gebruik de knop hieronder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="229"/>
        <source>Add pictures…</source>
        <translation>Foto&apos;s toevoegen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="231"/>
        <source>Images and files</source>
        <translation>Foto&apos;s en bestanden</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="232"/>
        <source>Drag pictures or files here, or use the buttons below.</source>
        <translation>Sleep foto&apos;s of bestanden hierheen, of gebruik de knoppen hieronder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="233"/>
        <source>Add pictures or files…</source>
        <translation>Foto&apos;s of bestanden toevoegen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="239"/>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="241"/>
        <source>Keep</source>
        <translation>Behouden</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="242"/>
        <source>Keep what was to be removed at the next sync</source>
        <translation>Behouden wat bij de volgende synchronisatie zou worden verwijderd</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="244"/>
        <source>Replace…</source>
        <translation>Vervangen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="245"/>
        <source>Put another file in the place of this one</source>
        <translation>Zet een ander bestand in de plaats van dit</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="347"/>
        <source>This picture cannot be shown.</source>
        <translation>Deze foto kan niet worden getoond.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="361"/>
        <source>Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</source>
        <translation>Foto&apos;s (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="364"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="78"/>
        <location filename="../../app/ui/inventory/import_parts.py" line="302"/>
        <source>Import inventory</source>
        <translation>Inventaris importeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="99"/>
        <source>No file chosen yet.</source>
        <translation>Nog geen bestand gekozen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="101"/>
        <source>Choose file…</source>
        <translation>Bestand kiezen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="106"/>
        <source>Sheet:</source>
        <translation>Werkblad:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="108"/>
        <source>File:</source>
        <translation>Bestand:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="125"/>
        <source>For all rows</source>
        <translation>Voor alle rijen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="126"/>
        <source>A value every row gets; empty cells of its column too.</source>
        <translation>Een waarde die elke rij krijgt; ook de lege cellen van zijn kolom.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/import_dialog.py" line="390"/>
        <source>This file was imported before, as %1 on %2, and made %n draft(s). Import it again? Each of its rows then becomes a draft once more.</source>
        <translation>
            <numerusform>Dit bestand is al eerder geïmporteerd, als %1 op %2, en maakte %n concept. Opnieuw importeren? Elke rij wordt dan nog een keer een concept.</numerusform>
            <numerusform>Dit bestand is al eerder geïmporteerd, als %1 op %2, en maakte %n concepten. Opnieuw importeren? Elke rij wordt dan nog een keer een concept.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="400"/>
        <source>Imported before</source>
        <translation>Al eerder geïmporteerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="468"/>
        <source>Fix or skip the rows with problems first, and give what every row lacks.</source>
        <translation>Verbeter de rijen met problemen eerst of sla ze over, en geef wat elke rij mist.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="163"/>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="170"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="198"/>
        <source>Reading %1…</source>
        <translation>%1 wordt gelezen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="209"/>
        <source>%1: %2 rows</source>
        <translation>%1: %2 rijen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="284"/>
        <source>Checking %1 rows…</source>
        <translation>%1 rijen worden gecontroleerd…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="348"/>
        <source>Looking for photos…</source>
        <translation>Foto&apos;s worden gezocht…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="381"/>
        <source>Importing %1 rows…</source>
        <translation>%1 rijen worden geïmporteerd…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="113"/>
        <source>Choose the column that holds the product&apos;s name.</source>
        <translation>Kies de kolom met de naam van het product.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="121"/>
        <source>More than one column fills: %1. Choose one.</source>
        <translation>Meer dan één kolom vult: %1. Kies er één.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="145"/>
        <source>Choose an inventory</source>
        <translation>Kies een inventaris</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="150"/>
        <source>Spreadsheets (%1)</source>
        <translation>Spreadsheets (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="163"/>
        <source>%1 rows, %2 with problems, %3 skipped</source>
        <translation>%1 rijen, %2 met problemen, %3 overgeslagen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="303"/>
        <source>Your column choices, corrections and skipped rows will be lost. Go on?</source>
        <translation>Uw kolomkeuzes, verbeteringen en overgeslagen rijen gaan verloren. Doorgaan?</translation>
    </message>
</context>
<context>
    <name>ImportOptions</name>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="230"/>
        <location filename="../../app/ui/inventory/import_parts.py" line="290"/>
        <source>No photos folder.</source>
        <translation>Geen map met foto&apos;s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="232"/>
        <source>Choose folder…</source>
        <translation>Map kiezen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="237"/>
        <source>Queue for sync straight away</source>
        <translation>Direct in de wachtrij</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="240"/>
        <source>Project:</source>
        <translation>Project:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="241"/>
        <source>Photos:</source>
        <translation>Foto&apos;s:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="260"/>
        <source>From the column Project</source>
        <translation>Uit de kolom Project</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="260"/>
        <source>No project</source>
        <translation>Geen project</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="269"/>
        <source>%1 (not sent yet: no number)</source>
        <translation>%1 (nog niet verstuurd: geen nummer)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="278"/>
        <source>Choose the folder with the photos</source>
        <translation>Kies de map met de foto&apos;s</translation>
    </message>
</context>
<context>
    <name>KeepChanges</name>
    <message>
        <location filename="../../app/ui/keep_changes.py" line="43"/>
        <source>What you typed or chose here will be lost. Close anyway?</source>
        <translation>Wat u hier typte of koos, gaat verloren. Toch sluiten?</translation>
    </message>
</context>
<context>
    <name>LabelsDialog</name>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="47"/>
        <source>A4, 3 × 8 labels of 70 × 37 mm</source>
        <translation>A4, 3 × 8 etiketten van 70 × 37 mm</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="48"/>
        <source>A4, 3 × 7 labels of 63.5 × 38.1 mm (L7160)</source>
        <translation>A4, 3 × 7 etiketten van 63,5 × 38,1 mm (L7160)</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="51"/>
        <source>Label printer, 62 × 29 mm, one per label</source>
        <translation>Labelprinter, 62 × 29 mm, één per etiket</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="62"/>
        <source>Print labels</source>
        <translation>Etiketten afdrukken</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="72"/>
        <source>On a sheet of which some labels were used already</source>
        <translation>Op een vel waarvan al etiketten gebruikt zijn</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="89"/>
        <source>Previous page</source>
        <translation>Vorige pagina</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="90"/>
        <source>Next page</source>
        <translation>Volgende pagina</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="95"/>
        <source>Sheet</source>
        <translation>Vel</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="96"/>
        <source>Begin at label</source>
        <translation>Beginnen bij etiket</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="105"/>
        <source>Print…</source>
        <translation>Afdrukken…</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="108"/>
        <source>Save as PDF…</source>
        <translation>Opslaan als pdf…</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="150"/>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="173"/>
        <source>Save labels as PDF</source>
        <translation>Etiketten opslaan als pdf</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="173"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Pdf-documenten (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="174"/>
        <source>labels</source>
        <translation>etiketten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/labels/dialog.py" line="187"/>
        <source>%n page(s) of labels saved as %1.</source>
        <translation>
            <numerusform>%n pagina etiketten opgeslagen als %1.</numerusform>
            <numerusform>%n pagina&apos;s etiketten opgeslagen als %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="199"/>
        <source>Preparing the labels…</source>
        <translation>De etiketten worden klaargemaakt…</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="215"/>
        <source>Labels</source>
        <translation>Etiketten</translation>
    </message>
</context>
<context>
    <name>LotActions</name>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="63"/>
        <source>S&amp;plit…</source>
        <translation>S&amp;plitsen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="67"/>
        <source>Part of this product&apos;s quantity to a new product of its own.</source>
        <translation>Een deel van de hoeveelheid van dit product naar een eigen, nieuw product.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="70"/>
        <source>&amp;Merge…</source>
        <translation>Same&amp;nvoegen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="73"/>
        <source>Two selected products of the same category and unit into one.</source>
        <translation>Twee geselecteerde producten van dezelfde categorie en eenheid tot één.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="87"/>
        <location filename="../../app/ui/products/lot_actions.py" line="109"/>
        <source>Cancel the split…</source>
        <translation>Splitsing annuleren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="111"/>
        <source>Cancel the merge…</source>
        <translation>Samenvoeging annuleren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="126"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="128"/>
        <source>Nothing of it was sent yet. A split&apos;s new product is deleted and the original gets its quantity back; a merge&apos;s products stay as they were. Cancel it?</source>
        <translation>Er is nog niets van verzonden. Bij een splitsing wordt het nieuwe product verwijderd en krijgt het origineel zijn hoeveelheid terug; bij een samenvoeging blijven de producten zoals ze waren. Annuleren?</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="143"/>
        <source>Cancelled: nothing of it is sent.</source>
        <translation>Geannuleerd: er wordt niets van verzonden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="180"/>
        <source>Open or select the product to split.</source>
        <translation>Open of selecteer het product dat u wilt splitsen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="214"/>
        <source>Split: the new product is sent once the service has the original&apos;s new quantity.</source>
        <translation>Gesplitst: het nieuwe product wordt verzonden zodra de dienst de nieuwe hoeveelheid van het origineel heeft.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="217"/>
        <source>Split: the new product is a draft of its own.</source>
        <translation>Gesplitst: het nieuwe product is een eigen concept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="241"/>
        <source>Select the two products to merge.</source>
        <translation>Selecteer de twee producten die u wilt samenvoegen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="246"/>
        <source>Merge products</source>
        <translation>Producten samenvoegen</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="247"/>
        <source>Which product is kept? The other is archived, its quantity added.</source>
        <translation>Welk product blijft? Het andere wordt gearchiveerd, de hoeveelheid erbij opgeteld.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="263"/>
        <source>Merged: the kept product is raised once the service has archived the other.</source>
        <translation>Samengevoegd: het product dat blijft wordt verhoogd zodra de dienst het andere heeft gearchiveerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="265"/>
        <source>Merged into one draft.</source>
        <translation>Samengevoegd tot één concept.</translation>
    </message>
</context>
<context>
    <name>Lots</name>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="38"/>
        <source>This product is no longer here.</source>
        <translation>Dit product is er niet meer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="39"/>
        <source>This product has no quantity to split.</source>
        <translation>Dit product heeft geen hoeveelheid om te splitsen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="40"/>
        <source>Type an amount more than 0 and less than %1 %2.</source>
        <translation>Typ een aantal groter dan 0 en kleiner dan %1 %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="41"/>
        <source>This product is counted in whole pieces: type a whole number.</source>
        <translation>Dit product wordt in hele stuks geteld: typ een heel getal.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="44"/>
        <source>These quantities have too many digits to split or merge exactly: round them first.</source>
        <translation>Deze hoeveelheden hebben te veel cijfers om precies te splitsen of samen te voegen: rond ze eerst af.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="48"/>
        <source>This product is being sent now: wait until the sync is done.</source>
        <translation>Dit product wordt nu verzonden: wacht tot de synchronisatie klaar is.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="51"/>
        <source>Settle this product&apos;s conflict first.</source>
        <translation>Los eerst het conflict van dit product op.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="52"/>
        <source>This product is handed over to a colleague: take it back first.</source>
        <translation>Dit product is overgedragen aan een collega: neem het eerst terug.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="55"/>
        <source>The product cannot be sent as it is: correct the marked fields first.</source>
        <translation>Het product kan zo niet worden verzonden: verbeter eerst de gemarkeerde velden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="58"/>
        <source>Choose two different products.</source>
        <translation>Kies twee verschillende producten.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="59"/>
        <source>Only products of the same category can be merged.</source>
        <translation>Alleen producten van dezelfde categorie kunnen worden samengevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="62"/>
        <source>Only products in the same unit can be merged.</source>
        <translation>Alleen producten met dezelfde eenheid kunnen worden samengevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="63"/>
        <source>This product waits for the other half of a split or merge.</source>
        <translation>Dit product wacht op de andere helft van een splitsing of samenvoeging.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="66"/>
        <source>The first half was sent already: merge the two instead.</source>
        <translation>De eerste helft is al verzonden: voeg de twee in plaats daarvan samen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="69"/>
        <source>Waits until the service has the original&apos;s new quantity.</source>
        <translation>Wacht tot de dienst de nieuwe hoeveelheid van het origineel heeft.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="72"/>
        <source>Waits: the service refused the original&apos;s change. Correct it or cancel the split.</source>
        <translation>Wacht: de dienst weigerde de wijziging van het origineel. Verbeter die of maak de splitsing ongedaan.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="76"/>
        <source>Waits: settle the conflict of the original first.</source>
        <translation>Wacht: los eerst het conflict van het origineel op.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="79"/>
        <source>Waits until the original is queued again.</source>
        <translation>Wacht tot het origineel weer in de wachtrij staat.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="80"/>
        <source>Waits: the original as the service has it leaves no room for this part within the whole. Cancel the split, or lower the original and queue it again.</source>
        <translation>Wacht: het origineel zoals de dienst het heeft laat binnen het geheel geen ruimte voor dit deel. Annuleer de splitsing, of verlaag het origineel en zet het opnieuw in de wachtrij.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="85"/>
        <source>The original&apos;s change was deleted: cancel the split.</source>
        <translation>De wijziging van het origineel is verwijderd: maak de splitsing ongedaan.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="89"/>
        <source>This cannot be done now.</source>
        <translation>Dit kan nu niet.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="121"/>
        <location filename="../../app/ui/main_window.py" line="243"/>
        <source>&amp;New product</source>
        <translation>&amp;Nieuw product</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="122"/>
        <source>&amp;Duplicate</source>
        <translation>&amp;Dupliceren</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="123"/>
        <source>&amp;Find</source>
        <translation>&amp;Zoeken</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="133"/>
        <source>&amp;Sync now</source>
        <translation>&amp;Nu synchroniseren</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="135"/>
        <source>&amp;Pause sync</source>
        <translation>Synchronisatie &amp;pauzeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="136"/>
        <source>&amp;Resume sync</source>
        <translation>Synchronisatie &amp;hervatten</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="137"/>
        <source>&amp;Cancel sync</source>
        <translation>Synchronisatie &amp;annuleren</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="141"/>
        <source>Pause</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="141"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="141"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="146"/>
        <source>Import &amp;inventory…</source>
        <translation>&amp;Inventaris importeren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="147"/>
        <source>Export &amp;catalogue…</source>
        <translation>&amp;Catalogus exporteren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="148"/>
        <source>Print &amp;labels…</source>
        <translation>E&amp;tiketten afdrukken…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="154"/>
        <source>&amp;Export drafts…</source>
        <translation>Concepten &amp;exporteren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="131"/>
        <source>Queue for s&amp;ync</source>
        <translation>In &amp;wachtrij zetten</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="125"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="126"/>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="128"/>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="149"/>
        <source>&amp;Read photos…</source>
        <translation>Foto&apos;s &amp;inlezen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="151"/>
        <source>Photos from a camera card or a phone find their records by their labels.</source>
        <translation>Foto&apos;s van een camerakaart of telefoon vinden hun records aan de hand van hun labels.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="155"/>
        <source>Import d&amp;rafts…</source>
        <translation>Concepten im&amp;porteren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="156"/>
        <source>Hand drafts over to a colleague&apos;s Reuse Desk.</source>
        <translation>Concepten overdragen aan de Reuse Desk van een collega.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="157"/>
        <source>Take over drafts a colleague handed to you.</source>
        <translation>Concepten overnemen die een collega aan u heeft overgedragen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="158"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="160"/>
        <source>&amp;Connect to an environment…</source>
        <translation>&amp;Verbinden met een omgeving…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="161"/>
        <source>Work &amp;offline</source>
        <translation>&amp;Offline werken</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="163"/>
        <source>&amp;Move to environment…</source>
        <translation>&amp;Verplaatsen naar omgeving…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="165"/>
        <source>Move the selected new drafts to another environment.</source>
        <translation>Verplaats de geselecteerde nieuwe concepten naar een andere omgeving.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="168"/>
        <source>Start the sandbox &amp;afresh…</source>
        <translation>Sandbox &amp;opnieuw beginnen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="170"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="171"/>
        <source>Sync &amp;log…</source>
        <translation>Synchronisatie&amp;logboek…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="172"/>
        <source>&amp;About Reuse Desk</source>
        <translation>&amp;Over Reuse Desk</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="180"/>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="181"/>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="189"/>
        <source>En&amp;vironment</source>
        <translation>&amp;Omgeving</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="196"/>
        <source>&amp;Sync</source>
        <translation>&amp;Synchronisatie</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="204"/>
        <source>&amp;Photos</source>
        <translation>&amp;Foto&apos;s</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="205"/>
        <source>Se&amp;ttings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="206"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="221"/>
        <source>Main</source>
        <translation>Hoofdbalk</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="244"/>
        <source>&amp;New project</source>
        <translation>&amp;Nieuw project</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="245"/>
        <source>&amp;New subscription</source>
        <translation>&amp;Nieuw abonnement</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="265"/>
        <source>Products</source>
        <translation>Producten</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="265"/>
        <source>Projects</source>
        <translation>Projecten</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="265"/>
        <source>Subscriptions</source>
        <translation>Abonnementen</translation>
    </message>
</context>
<context>
    <name>ManyDrafts</name>
    <message>
        <location filename="../../app/ui/records/many.py" line="72"/>
        <source>There is no draft to delete here: select the drafts first.</source>
        <translation>Hier is geen concept om te verwijderen: selecteer eerst de concepten.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/many.py" line="81"/>
        <source>Delete drafts</source>
        <translation>Concepten verwijderen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="83"/>
        <source>Delete %n draft(s)? Edit ▸ Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>%n concept verwijderen? Bewerken ▸ Ongedaan maken (Ctrl+Z) brengt het terug.</numerusform>
            <numerusform>%n concepten verwijderen? Bewerken ▸ Ongedaan maken (Ctrl+Z) brengt ze terug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="103"/>
        <source>%n draft(s) deleted; </source>
        <translation>
            <numerusform>%n concept verwijderd; </numerusform>
            <numerusform>%n concepten verwijderd; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="104"/>
        <source>%n not: </source>
        <translation>
            <numerusform>%n niet: </numerusform>
            <numerusform>%n niet: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="108"/>
        <source>%n draft(s) deleted. Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>%n concept verwijderd. Ctrl+Z brengt het terug.</numerusform>
            <numerusform>%n concepten verwijderd. Ctrl+Z brengt ze terug.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/records/many.py" line="129"/>
        <location filename="../../app/ui/records/many.py" line="194"/>
        <source>nothing changed</source>
        <translation>niets gewijzigd</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="139"/>
        <source>%n draft(s) queued; sent at the next sync.</source>
        <translation>
            <numerusform>%n concept in de wachtrij; het gaat mee met de volgende synchronisatie.</numerusform>
            <numerusform>%n concepten in de wachtrij; ze gaan mee met de volgende synchronisatie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/records/many.py" line="147"/>
        <location filename="../../app/ui/records/many.py" line="180"/>
        <source>Queue for sync</source>
        <translation>In wachtrij zetten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="148"/>
        <location filename="../../app/ui/records/many.py" line="181"/>
        <source>%n draft(s) queued. </source>
        <translation>
            <numerusform>%n concept in de wachtrij gezet. </numerusform>
            <numerusform>%n concepten in de wachtrij gezet. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="149"/>
        <source>%n not queued:</source>
        <translation>
            <numerusform>%n niet:</numerusform>
            <numerusform>%n niet:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="174"/>
        <source>%n upload(s) will be tried again at the next sync.</source>
        <translation>
            <numerusform>%n upload wordt bij de volgende synchronisatie opnieuw geprobeerd.</numerusform>
            <numerusform>%n uploads worden bij de volgende synchronisatie opnieuw geprobeerd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="183"/>
        <source>%n upload(s) of these records failed round after round and wait for you. Try them again at the next sync?</source>
        <translation>
            <numerusform>%n upload van deze records mislukte keer op keer en wacht op u. Bij de volgende synchronisatie opnieuw proberen?</numerusform>
            <numerusform>%n uploads van deze records mislukten keer op keer en wachten op u. Bij de volgende synchronisatie opnieuw proberen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="197"/>
        <source>%n field(s) to correct</source>
        <translation>
            <numerusform>%n veld te verbeteren</numerusform>
            <numerusform>%n velden te verbeteren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MappingPane</name>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="36"/>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="37"/>
        <source>What each column of the file fills in the product form, in which unit.</source>
        <translation>Wat elke kolom van het bestand invult in het productformulier, in welke eenheid.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="44"/>
        <source>(do not import)</source>
        <translation>(niet importeren)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="46"/>
        <source>Column in the file</source>
        <translation>Kolom in het bestand</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="46"/>
        <source>Values</source>
        <translation>Waarden</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="46"/>
        <source>Fills</source>
        <translation>Vult</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="47"/>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="98"/>
        <source>Not imported: %1</source>
        <translation>Niet geïmporteerd: %1</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../app/ui/message_table.py" line="35"/>
        <source>Choose one of the listed values.</source>
        <translation>Kies een van de toegestane waarden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="36"/>
        <source>Enter a whole number.</source>
        <translation>Vul een geheel getal in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="37"/>
        <source>Choose yes or no.</source>
        <translation>Kies ja of nee.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="38"/>
        <source>Expected a group of fields.</source>
        <translation>Verwacht een groep velden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="41"/>
        <source>This field is required.</source>
        <translation>Dit veld is verplicht.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="43"/>
        <source>Fill in this field.</source>
        <translation>Vul dit veld in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="44"/>
        <source>Make a choice.</source>
        <translation>Maak een keuze.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="45"/>
        <source>Choose at least one.</source>
        <translation>Kies er minstens één.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="47"/>
        <source>Enter a number of {minimum} or more.</source>
        <translation>Vul een getal van {minimum} of meer in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="48"/>
        <source>This number is too big.</source>
        <translation>Dit getal is te groot.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="49"/>
        <source>This number has too many digits.</source>
        <translation>Dit getal heeft te veel cijfers.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="50"/>
        <source>Enter a valid e-mail address (for example name@example.com).</source>
        <translation>Vul een geldig e-mailadres in (bijvoorbeeld naam@voorbeeld.nl).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="53"/>
        <source>Enter a valid web address starting with https:// or http://.</source>
        <translation>Vul een geldig webadres in dat begint met https:// of http://.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="56"/>
        <source>The end date may not be before the start date.</source>
        <translation>De einddatum mag niet voor de begindatum liggen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="59"/>
        <source>Choose a sub-category that belongs to the category.</source>
        <translation>Kies een subcategorie die bij de categorie past.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="63"/>
        <source>Choose a unit for the sizes, or they are sent without one.</source>
        <translation>Kies een eenheid voor de maten, anders worden ze zonder eenheid verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="67"/>
        <source>This text is too long (at most {max_length} characters).</source>
        <translation>Deze tekst is te lang (hoogstens {max_length} tekens).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="70"/>
        <source>This text is too short (at least {min_length} characters).</source>
        <translation>Deze tekst is te kort (minstens {min_length} tekens).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="73"/>
        <source>Choose at least {min_length}.</source>
        <translation>Kies er minstens {min_length}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="74"/>
        <source>Choose at most {max_length}.</source>
        <translation>Kies er hoogstens {max_length}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="75"/>
        <source>Enter a number of {ge} or more.</source>
        <translation>Vul een getal van {ge} of meer in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="76"/>
        <source>Enter a number of {le} or less.</source>
        <translation>Vul een getal van {le} of minder in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="77"/>
        <source>Enter a number, for example 12,5.</source>
        <translation>Vul een getal in, bijvoorbeeld 12,5.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="78"/>
        <source>Enter a date as dd-mm-yyyy.</source>
        <translation>Vul een datum in als dd-mm-jjjj.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="79"/>
        <source>Enter a date and time as dd-mm-yyyy hh:mm.</source>
        <translation>Vul datum en tijd in als dd-mm-jjjj uu:mm.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="80"/>
        <source>Enter text.</source>
        <translation>Vul tekst in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="87"/>
        <source>Expected a list.</source>
        <translation>Verwacht een lijst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="94"/>
        <source>Something went wrong. The details are in the log file.</source>
        <translation>Er ging iets mis. De details staan in het logbestand.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="98"/>
        <source>Something went wrong while contacting the service.</source>
        <translation>Er ging iets mis bij het contact met de dienst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="101"/>
        <source>The service did not accept the data. Check the fields.</source>
        <translation>De dienst heeft de gegevens niet geaccepteerd. Controleer de velden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="104"/>
        <source>The service does not know this subcategory. Choose another subcategory.</source>
        <translation>De dienst kent deze subcategorie niet. Kies een andere subcategorie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="107"/>
        <source>The service refused the request.</source>
        <translation>De dienst heeft het verzoek geweigerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="108"/>
        <source>The file is too large for the service.</source>
        <translation>Het bestand is te groot voor de dienst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="109"/>
        <source>Signing in to the service did not work. Check the sign-in details of this environment.</source>
        <translation>Aanmelden bij de dienst is niet gelukt. Controleer de inloggegevens van deze omgeving.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="113"/>
        <source>The service refused the sign-in details. Check the client id, user name and password or secret.</source>
        <translation>De dienst heeft de inloggegevens geweigerd. Controleer client-id, gebruikersnaam en wachtwoord of geheim.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="118"/>
        <source>No password or secret has been saved for this environment yet. Enter it in the environment settings.</source>
        <translation>Voor deze omgeving is nog geen wachtwoord of geheim opgeslagen. Vul het in bij de omgevingsinstellingen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="123"/>
        <source>This system offers no secure storage for passwords (keyring), so sign-in details cannot be kept.</source>
        <translation>Het systeem biedt geen veilige opslag voor wachtwoorden (sleutelhanger). Inloggegevens kunnen daarom niet worden bewaard.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="128"/>
        <source>This account is not allowed to do this.</source>
        <translation>Dit account heeft geen rechten voor deze handeling.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="129"/>
        <source>Drafts moved to {target}: {count}. They are sent there from now on.</source>
        <translation>Concepten verplaatst naar {target}: {count}. Ze worden voortaan daarheen verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="132"/>
        <source>Not moved: {count}. They change a record of this environment and stay with it.</source>
        <translation>Niet verplaatst: {count}. Ze wijzigen een record van deze omgeving en blijven daarbij.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="136"/>
        <source>Not moved: {count}. They are being sent, may have arrived already, or were handed over.</source>
        <translation>Niet verplaatst: {count}. Ze worden net verstuurd, zijn misschien al aangekomen of zijn overgedragen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="140"/>
        <source>Nothing was sent: this work belongs to {environment}, not to {target}. Connect to {environment} to send it.</source>
        <translation>Er is niets verstuurd: dit werk hoort bij {environment}, niet bij {target}. Maak verbinding met {environment} om het te versturen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="145"/>
        <source>Nothing was sent: it is not known which environment this work belongs to (the record of it was lost). It stays on this computer, unsent.</source>
        <translation>Er is niets verstuurd: het is niet bekend bij welke omgeving dit werk hoort (wat daarover was vastgelegd is verloren). Het blijft onverstuurd op deze computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="150"/>
        <source>This item does not exist at the service (any more).</source>
        <translation>Dit item bestaat niet (meer) bij de dienst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="153"/>
        <source>The service is getting too many requests. It will be tried again later.</source>
        <translation>De dienst krijgt te veel verzoeken. Het wordt later opnieuw geprobeerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="156"/>
        <source>The service is temporarily unavailable. Try again later.</source>
        <translation>De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="159"/>
        <source>Something went wrong at the service. Try again later.</source>
        <translation>Er is een fout opgetreden bij de dienst. Probeer het later opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="162"/>
        <source>No connection to the service. Check the internet connection.</source>
        <translation>Geen verbinding met de dienst. Controleer de internetverbinding.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="165"/>
        <source>The secure connection to the service could not be verified (certificate). Contact your administrator.</source>
        <translation>De beveiligde verbinding met de dienst kon niet worden gecontroleerd (certificaat). Neem contact op met de beheerder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="170"/>
        <source>The proxy server refuses the connection to the service.</source>
        <translation>De proxyserver weigert de verbinding met de dienst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="173"/>
        <source>The address of the service is not valid.</source>
        <translation>Het adres van de dienst is ongeldig.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="176"/>
        <source>The service is responding too slowly. Try again later.</source>
        <translation>De dienst reageert te traag. Probeer het later opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="179"/>
        <source>It is not certain that the service received the change. This is checked at the next sync.</source>
        <translation>Het is niet zeker of de dienst de wijziging heeft ontvangen. Dit wordt gecontroleerd bij de volgende synchronisatie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="183"/>
        <source>The service gave an unexpected answer. Try again later.</source>
        <translation>De dienst gaf een onverwacht antwoord. Probeer het later opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="186"/>
        <source>The file on the service is larger than {mebibytes} MiB and was not fetched.</source>
        <translation>Het bestand op de dienst is groter dan {mebibytes} MiB en is niet opgehaald.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="194"/>
        <source>The service accepted the change but answered with {answered_id}, which cannot be the number of a record; its answer was not used.</source>
        <translation>De dienst heeft de wijziging aangenomen, maar antwoordde met {answered_id}, en dat kan geen nummer van een record zijn; het antwoord is niet gebruikt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="199"/>
        <source>The service answered for record {answered_id} instead of {server_id}; its answer was not used.</source>
        <translation>De dienst antwoordde voor record {answered_id} in plaats van {server_id}; het antwoord is niet gebruikt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="204"/>
        <source>The service sent an answer larger than {mebibytes} MiB; it was not read. The rest of the sync went on.</source>
        <translation>De dienst stuurde een antwoord groter dan {mebibytes} MiB; het is niet gelezen. De rest van de synchronisatie ging door.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="189"/>
        <source>The service accepted the change without saying what it became. This is checked at the next sync.</source>
        <translation>De dienst heeft de wijziging aangenomen, maar niet gezegd wat ervan geworden is. Dit wordt gecontroleerd bij de volgende synchronisatie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="209"/>
        <source>The service&apos;s list did not end after {pages} pages; the sync went on with what it read.</source>
        <translation>De lijst van de dienst hield na {pages} pagina’s niet op; de synchronisatie ging door met wat gelezen was.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="213"/>
        <source>Connected to {environment}.</source>
        <translation>Verbonden met {environment}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="214"/>
        <source>Connected to {environment}. This account can only read.</source>
        <translation>Verbonden met {environment}. Dit account mag alleen lezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="217"/>
        <source>Enter a complete address, for example https://service.example.com/api/v1.</source>
        <translation>Vul een volledig adres in, bijvoorbeeld https://dienst.example.nl/api/v1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="220"/>
        <source>Use a secure address (https://); http:// is allowed only for this computer.</source>
        <translation>Gebruik een beveiligd adres (https://); http:// mag alleen voor deze computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="223"/>
        <source>The address cannot contain sign-in details, ?-parameters or a #-part.</source>
        <translation>Het adres mag geen inloggegevens, ?-parameters of #-deel bevatten.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="226"/>
        <source>The address must end in {path}.</source>
        <translation>Het adres moet eindigen op {path}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="227"/>
        <source>The port in the address must be a number from 1 to 65535.</source>
        <translation>De poort in het adres moet een getal van 1 tot en met 65535 zijn.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="230"/>
        <source>The address does not name a computer, such as service.example.com.</source>
        <translation>Het adres noemt geen computer, zoals dienst.voorbeeld.nl.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="233"/>
        <source>The environment {name} cannot be used and is left out until it is corrected:</source>
        <translation>De omgeving {name} is niet te gebruiken en blijft weg tot ze verbeterd is:</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="236"/>
        <source>Give the environment a name.</source>
        <translation>Geef de omgeving een naam.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="237"/>
        <source>Enter the client id.</source>
        <translation>Vul de client-id in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="238"/>
        <source>Enter the user name.</source>
        <translation>Vul de gebruikersnaam in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="240"/>
        <source>No environment is called {name}. Environments here: {known}.</source>
        <translation>Er is geen omgeving die {name} heet. Omgevingen hier: {known}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="243"/>
        <source>Name the environment with --env NAME (environments here: {known}), or use --sandbox.</source>
        <translation>Noem de omgeving met --env NAAM (omgevingen hier: {known}), of gebruik --sandbox.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="247"/>
        <source>No environment is set up yet: set one up in the window, or use --sandbox.</source>
        <translation>Er is nog geen omgeving ingesteld: stel er een in in het venster, of gebruik --sandbox.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="252"/>
        <source>This record no longer exists at the service (archived or deleted).</source>
        <translation>Dit record bestaat niet meer bij de dienst (gearchiveerd of verwijderd).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="255"/>
        <source>The draft contains fields that cannot be sent.</source>
        <translation>Het concept bevat velden die niet verstuurd kunnen worden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="258"/>
        <source>A project cannot be changed at the service, only created.</source>
        <translation>Een project kan bij de dienst niet worden gewijzigd, alleen aangemaakt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="261"/>
        <source>Someone else changed this product: {fields}</source>
        <translation>Iemand anders heeft dit product gewijzigd: {fields}</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="262"/>
        <source>It is not certain that the photo {name} reached the service. Check the project on the website; then queue the draft again to send the photo once more.</source>
        <translation>Het is niet zeker of de foto {name} bij de dienst is aangekomen. Kijk het project na op de website; zet het concept daarna opnieuw in de wachtrij om de foto nogmaals te sturen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="267"/>
        <source>The photo {name} cannot be read. Has it been moved or damaged?</source>
        <translation>De foto {name} kan niet worden gelezen. Is ze verplaatst of beschadigd?</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="271"/>
        <source>{name} is larger than the service takes ({mebibytes} MB): it is not sent. Remove it, or replace it with a smaller file.</source>
        <translation>{name} is groter dan de dienst aanneemt ({mebibytes} MB): het wordt niet verstuurd. Verwijder het, of vervang het door een kleiner bestand.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="276"/>
        <source>The service refused {name} as too large: it is not sent again. Remove it, or replace it with a smaller file.</source>
        <translation>De dienst weigerde {name} als te groot: het wordt niet opnieuw verstuurd. Verwijder het, of vervang het door een kleiner bestand.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="281"/>
        <source>The service refused {name} {rounds} times in a row (status {status}): it is not sent again. Remove it or replace it, or queue the record again to try once more.</source>
        <translation>De dienst weigerde {name} {rounds} keer achter elkaar (status {status}): het wordt niet opnieuw verstuurd. Verwijder of vervang het, of zet het opnieuw in de wachtrij om het nog eens te proberen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="286"/>
        <source>The service did not answer the upload of {name} {rounds} times in a row: it is not sent again. Remove it or replace it, or queue the record again to try once more.</source>
        <translation>De dienst gaf {rounds} keer achter elkaar geen antwoord op het versturen van {name}: het wordt niet opnieuw verstuurd. Verwijder of vervang het, of zet het opnieuw in de wachtrij om het nog eens te proberen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="291"/>
        <source>Created as {server_id}.</source>
        <translation>Aangemaakt als {server_id}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="292"/>
        <source>Found on the server as {server_id}.</source>
        <translation>Gevonden op de server als {server_id}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="293"/>
        <source>Not on the server; sent again.</source>
        <translation>Niet op de server gevonden; wordt opnieuw verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="294"/>
        <source>The service accepted it but did not say where it is. Look it up on the website, then link it or send it again.</source>
        <translation>De dienst heeft het aangenomen, maar niet gezegd waar het staat. Zoek het op de website op en koppel het, of verstuur het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="299"/>
        <source>The service accepted it but answered with {answered_id}, which cannot be its number. Look it up on the website, then link it or send it again.</source>
        <translation>De dienst heeft het aangenomen, maar antwoordde met {answered_id}, en dat kan niet het nummer ervan zijn. Zoek het op de website op en koppel het, of verstuur het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="304"/>
        <source>The service accepted it but answered with number {answered_id}, which is another record here. Look it up on the website, then link it or send it again.</source>
        <translation>De dienst heeft het aangenomen, maar antwoordde met nummer {answered_id}, en dat is hier een ander record. Zoek het op de website op en koppel het, of verstuur het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="309"/>
        <source>The service answered for number {answered_id} instead of this record ({server_id}); nothing of its answer was kept. Check the record on the website, then queue the draft again.</source>
        <translation>De dienst antwoordde voor nummer {answered_id} in plaats van voor dit record ({server_id}); van het antwoord is niets bewaard. Kijk het record na op de website en zet het concept daarna opnieuw in de wachtrij.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="315"/>
        <source>Accepted without its number; looked for in the service&apos;s list.</source>
        <translation>Aangenomen zonder nummer; wordt gezocht in de lijst van de dienst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="318"/>
        <source>This draft was damaged in the local database and was set aside. Check it, then queue it again.</source>
        <translation>Dit concept was beschadigd in de lokale database en is apart gezet. Controleer het en zet het daarna opnieuw klaar.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="323"/>
        <source>{name} found on the server.</source>
        <translation>{name} gevonden op de server.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="324"/>
        <source>{name} uploaded as {server_id}.</source>
        <translation>{name} geüpload als {server_id}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="325"/>
        <source>{name} uploaded; the service did not say under which id.</source>
        <translation>{name} geüpload; de dienst noemde er geen nummer bij.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="328"/>
        <source>{name} uploaded; the service answered with {answered_id}, which cannot be its number, so it was not kept.</source>
        <translation>{name} geüpload; de dienst antwoordde met {answered_id}, en dat kan niet het nummer ervan zijn, dus dat is niet bewaard.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="333"/>
        <source>The service listed records that could not be read; this one may be among them, so it is not sent again for now.</source>
        <translation>De dienst gaf records terug die niet te lezen waren. Dit record kan daarbij zitten, dus het wordt voorlopig niet opnieuw verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="338"/>
        <source>{name} removed.</source>
        <translation>{name} verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="340"/>
        <source>Syncing with {environment} ({address})</source>
        <translation>Synchroniseren met {environment} ({address})</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="341"/>
        <source>Would sync with {environment} ({address})</source>
        <translation>Zou synchroniseren met {environment} ({address})</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="344"/>
        <source>Would sync with {environment}</source>
        <translation>Zou synchroniseren met {environment}</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="347"/>
        <source>Taken from the local store into {environment}: {count} drafts.</source>
        <translation>Uit de lokale opslag overgenomen in {environment}: {count} concepten.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="350"/>
        <source>Interrupted; unsent work stays queued.</source>
        <translation>Onderbroken; wat niet verstuurd is, blijft in de wachtrij.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="354"/>
        <source>server error {status}</source>
        <translation>serverfout {status}</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="355"/>
        <source>too many requests ({status})</source>
        <translation>te veel verzoeken ({status})</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="356"/>
        <source>no answer in time</source>
        <translation>geen antwoord op tijd</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="357"/>
        <source>no connection</source>
        <translation>geen verbinding</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="358"/>
        <source>connection dropped</source>
        <translation>verbinding verbroken</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="15"/>
        <source>Something went wrong while saving your work on this computer.</source>
        <translation>Er ging iets mis bij het lokaal opslaan van je werk.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="18"/>
        <source>The disk is full, so Reuse Desk cannot save your work. Free some space; what you filled in stays in the form.</source>
        <translation>De schijf is vol, daardoor kan Reuse Desk je werk niet opslaan. Maak ruimte vrij; wat je hebt ingevuld blijft in het formulier staan.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="23"/>
        <source>Reuse Desk may not write in its data folder. Check the permissions of that folder or choose another one with --data-dir.</source>
        <translation>Reuse Desk mag niet schrijven in zijn gegevensmap. Controleer de rechten van die map of kies een andere met --data-dir.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="28"/>
        <source>The database is in use by another program, perhaps a second Reuse Desk. Close that program and try again.</source>
        <translation>De database is in gebruik door een ander programma, misschien een tweede Reuse Desk. Sluit dat programma en probeer het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="33"/>
        <source>The data folder of Reuse Desk cannot be reached. Check that the disk is connected and try again.</source>
        <translation>De gegevensmap van Reuse Desk is niet bereikbaar. Controleer of de schijf aangesloten is en probeer het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="38"/>
        <source>Your data was saved by a newer version of Reuse Desk (database version {found}; this version knows up to {known}). Install the latest version; nothing in your data was changed.</source>
        <translation>Je gegevens zijn opgeslagen door een nieuwere versie van Reuse Desk (databaseversie {found}, deze versie kent tot en met {known}). Installeer de nieuwste versie; er is niets aan je gegevens veranderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="44"/>
        <source>The database of Reuse Desk is damaged. Close Reuse Desk and start it again; the database is then checked and put aside if need be.</source>
        <translation>De database van Reuse Desk is beschadigd. Sluit Reuse Desk en start het opnieuw; dan wordt de database gecontroleerd en zo nodig apart gezet.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="49"/>
        <source>The database of Reuse Desk was damaged. The damaged file was kept as {moved_to} and Reuse Desk started with an empty database. Your attachments are still in the attachments folder.</source>
        <translation>De database van Reuse Desk was beschadigd. Het beschadigde bestand is bewaard als {moved_to} en Reuse Desk is met een lege database begonnen. Je bijlagen staan nog in de map met bijlagen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="55"/>
        <source>Another sync of this data is running (a scheduled reuse-desk sync, perhaps). Nothing was sent twice; what waits goes with the next sync, after that one.</source>
        <translation>Er loopt al een andere synchronisatie van deze gegevens (misschien een geplande reuse-desk sync). Niets is dubbel verstuurd; wat wacht gaat mee met de volgende synchronisatie, na die andere.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="60"/>
        <source>This draft no longer exists; perhaps it was deleted already.</source>
        <translation>Dit concept bestaat niet meer; misschien is het al verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="63"/>
        <source>This draft is being sent now and can only be deleted after that.</source>
        <translation>Dit concept wordt nu verstuurd en kan pas daarna worden verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="66"/>
        <source>This draft may have reached the server already. Synchronise first; after that it can be deleted.</source>
        <translation>Dit concept is mogelijk al bij de server aangekomen. Synchroniseer eerst; daarna kan het worden verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="71"/>
        <source>This is the record as the service has it: there is no draft to delete.</source>
        <translation>Dit is het record zoals de dienst het heeft: er is geen concept om te verwijderen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="74"/>
        <source>This can no longer be undone: its records changed since.</source>
        <translation>Dit kan niet meer ongedaan worden gemaakt: de records zijn sindsdien gewijzigd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="77"/>
        <source>This draft has not been sent yet. Confirm that you want to discard it; the work will then be lost.</source>
        <translation>Dit concept is nog niet verstuurd. Bevestig dat je het wilt weggooien; het werk gaat dan verloren.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="82"/>
        <source>There is a draft with changes for this record already. Open that draft to go on working.</source>
        <translation>Er is al een concept met wijzigingen voor dit record. Open dat concept om verder te werken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="86"/>
        <source>This attachment no longer exists; perhaps it was removed already.</source>
        <translation>Deze bijlage bestaat niet meer; misschien is ze al verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="89"/>
        <source>The file {name} cannot be read ({reason}). It was not added.</source>
        <translation>Het bestand {name} kan niet worden gelezen ({reason}). Het is niet toegevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="92"/>
        <source>This value is too long to pin (at most {limit} characters). It was not pinned; the record itself keeps it.</source>
        <translation>Deze waarde is te lang om vast te zetten (hoogstens {limit} tekens). Ze is niet vastgezet; het record zelf houdt haar.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="97"/>
        <source>No more values can be pinned here (at most {limit}). Unpin one you no longer need, then pin this one.</source>
        <translation>Hier kunnen geen waarden meer worden vastgezet (hoogstens {limit}). Maak er een los die je niet meer nodig hebt en zet deze dan vast.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="102"/>
        <source>Something went wrong in Reuse Desk itself while saving. Your work saved earlier is kept. Report this to the administrator.</source>
        <translation>Er ging iets mis in Reuse Desk zelf bij het opslaan. Je eerder opgeslagen werk is bewaard. Meld dit aan de beheerder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="107"/>
        <source>The export file cannot be written or read.</source>
        <translation>Het exportbestand kan niet worden geschreven of gelezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="109"/>
        <source>{name} cannot be written here. Is the file open in another program? Close it, or choose another name or folder.</source>
        <translation>{name} kan hier niet worden geschreven. Is het bestand geopend in een ander programma? Sluit het, of kies een andere naam of map.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="114"/>
        <source>The folder {folder} does not exist (any more). Choose another folder.</source>
        <translation>De map {folder} bestaat niet (meer). Kies een andere map.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="117"/>
        <source>The disk is full, so {name} was not written. Free some space and try again.</source>
        <translation>De schijf is vol, daardoor is {name} niet geschreven. Maak ruimte vrij en probeer het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="120"/>
        <source>{name} could not be written. Nothing was exported; try another folder.</source>
        <translation>{name} kon niet worden geschreven. Er is niets geëxporteerd; probeer een andere map.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="123"/>
        <source>A text is longer than an Excel cell holds ({limit} characters). Export as CSV instead.</source>
        <translation>Een tekst is langer dan een Excel-cel kan bevatten ({limit} tekens). Exporteer in plaats daarvan als CSV.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="127"/>
        <source>The export file {name} is damaged or incomplete; nothing was imported.</source>
        <translation>Het exportbestand {name} is beschadigd of onvolledig; er is niets geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="135"/>
        <source>The export file {name} was made with a newer version of Reuse Desk. Install the latest version to import it.</source>
        <translation>Het exportbestand {name} is gemaakt met een nieuwere versie van Reuse Desk. Installeer de nieuwste versie om het te importeren.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="141"/>
        <source>Nothing was exported and nothing handed over: a colleague&apos;s Reuse Desk would not take this export in.</source>
        <translation>Er is niets geëxporteerd en niets overgedragen: de Reuse Desk van een collega zou deze export niet inlezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="146"/>
        <source>{name} is one of Reuse Desk&apos;s own files: an export there would destroy them. Save the export somewhere else.</source>
        <translation>{name} is een van de eigen bestanden van Reuse Desk: een export daarheen zou ze vernietigen. Sla de export ergens anders op.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="151"/>
        <source>Larger than Reuse Desk takes in ({mebibytes} MiB a file): {items}. Remove or replace these files, then export again.</source>
        <translation>Groter dan Reuse Desk inleest ({mebibytes} MiB per bestand): {items}. Verwijder of vervang deze bestanden en exporteer dan opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="156"/>
        <source>Missing from the data folder, or changed there: {items}. Remove these files and add them again, then export again.</source>
        <translation>Ontbreekt in de gegevensmap, of is daar veranderd: {items}. Verwijder deze bestanden, voeg ze opnieuw toe en exporteer dan opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="161"/>
        <source>The attachments together are {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</source>
        <translation>De bijlagen zijn samen {size} MiB, meer dan één export bevat ({mebibytes} MiB). Synchroniseer eerst een deel van de concepten en exporteer dan de rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="166"/>
        <source>{count} drafts are more than one export holds ({limit}). Synchronise some drafts first, then export the rest.</source>
        <translation>{count} concepten zijn meer dan één export bevat ({limit}). Synchroniseer eerst een deel van de concepten en exporteer dan de rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="171"/>
        <source>{count} attachments are more than one export holds ({limit}). Synchronise some drafts first, then export the rest.</source>
        <translation>{count} bijlagen zijn meer dan één export bevat ({limit}). Synchroniseer eerst een deel van de concepten en exporteer dan de rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="176"/>
        <source>The drafts&apos; texts together are {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</source>
        <translation>De teksten van de concepten zijn samen {size} MiB, meer dan één export bevat ({mebibytes} MiB). Synchroniseer eerst een deel van de concepten en exporteer dan de rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="181"/>
        <source>The list of attachments is {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</source>
        <translation>De lijst van bijlagen is {size} MiB, meer dan één export bevat ({mebibytes} MiB). Synchroniseer eerst een deel van de concepten en exporteer dan de rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="186"/>
        <source>These drafts hold data a colleague&apos;s Reuse Desk does not read in (nested too deep, or damaged): {items}. Open them and correct them, or delete them, then export again.</source>
        <translation>Deze concepten bevatten gegevens die de Reuse Desk van een collega niet inleest (te diep genest, of beschadigd): {items}. Open en verbeter ze, of verwijder ze, en exporteer dan opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="191"/>
        <source>A colleague&apos;s Reuse Desk would not read this export ({reason}).</source>
        <translation>De Reuse Desk van een collega zou deze export niet inlezen ({reason}).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="194"/>
        <source>The export was stopped: no file was written and nothing was handed over.</source>
        <translation>Het exporteren is gestopt: er is geen bestand geschreven en niets overgedragen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="197"/>
        <source>Drafts changed while they were exported, so the file was removed and nothing was handed over. Export again.</source>
        <translation>Concepten veranderden terwijl ze werden geëxporteerd; daarom is het bestand verwijderd en niets overgedragen. Exporteer opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="202"/>
        <source>{name} did not read back as it was written, so it was removed and nothing was handed over. Try another folder or disk.</source>
        <translation>{name} las niet terug zoals het geschreven was; daarom is het verwijderd en niets overgedragen. Probeer een andere map of schijf.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="207"/>
        <source>This file was imported before, as {name} on {at}, and made {count} drafts; importing it again makes each of them twice. Nothing was imported.</source>
        <translation>Dit bestand is al eerder geïmporteerd, als {name} op {at}, en maakte {count} concepten; opnieuw importeren maakt elk ervan twee keer. Er is niets geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="213"/>
        <source>{name} is not a spreadsheet Reuse Desk can read. Choose an Excel (.xlsx, .xls), LibreOffice (.ods) or CSV file.</source>
        <translation>{name} is geen spreadsheet die Reuse Desk kan lezen. Kies een Excel-bestand (.xlsx, .xls), een LibreOffice-bestand (.ods) of een CSV-bestand.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="218"/>
        <source>{name} cannot be opened ({reason}).</source>
        <translation>{name} kan niet worden geopend ({reason}).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="219"/>
        <source>{name} is empty.</source>
        <translation>{name} is leeg.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="220"/>
        <source>{name} is damaged or is not a spreadsheet. Open it in your spreadsheet program and save it again.</source>
        <translation>{name} is beschadigd of is geen spreadsheet. Open het in uw spreadsheetprogramma en sla het opnieuw op.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="225"/>
        <source>{name} is protected with a password. Open it in your spreadsheet program, remove the password and save it again.</source>
        <translation>{name} is beveiligd met een wachtwoord. Open het in uw spreadsheetprogramma, verwijder het wachtwoord en sla het opnieuw op.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="230"/>
        <source>There is no sheet named {sheet}. The sheets are: {sheets}.</source>
        <translation>Er is geen werkblad met de naam {sheet}. De werkbladen zijn: {sheets}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="233"/>
        <source>The sheet {sheet} is empty.</source>
        <translation>Het werkblad {sheet} is leeg.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="234"/>
        <source>The sheet {sheet} has a header (row {row}) but no rows under it.</source>
        <translation>Het werkblad {sheet} heeft een kopregel (rij {row}), maar geen rijen daaronder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="237"/>
        <source>The header of {sheet} has merged cells ({cells}). Unmerge them so that every column has its own header.</source>
        <translation>De kopregel van {sheet} heeft samengevoegde cellen ({cells}). Maak het samenvoegen ongedaan, zodat elke kolom een eigen kop heeft.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="242"/>
        <source>Column {column} of {sheet} holds data but has no header in row {row}. Are header cells merged? Give every column its own header.</source>
        <translation>Kolom {column} van {sheet} bevat gegevens, maar heeft geen kop in rij {row}. Zijn er kopcellen samengevoegd? Geef elke kolom een eigen kop.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="247"/>
        <source>The sheet {sheet} has more than {limit} rows. Split it into smaller files.</source>
        <translation>Het werkblad {sheet} heeft meer dan {limit} rijen. Verdeel het over kleinere bestanden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="250"/>
        <source>The file mixes character encodings: line {line} does not match the lines before it. Save it again as CSV UTF-8 from your spreadsheet program.</source>
        <translation>Het bestand gebruikt verschillende tekencoderingen door elkaar: regel {line} past niet bij de regels ervoor. Sla het in uw spreadsheetprogramma opnieuw op als CSV UTF-8.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="255"/>
        <source>Line {line} of {name} has a quote (&quot;) that is not closed or that is followed by more text. Correct the quotes on that line and import the file again.</source>
        <translation>Regel {line} van {name} heeft een aanhalingsteken (&quot;) dat niet wordt gesloten of waar nog tekst achter staat. Verbeter de aanhalingstekens op die regel en importeer het bestand opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="260"/>
        <source>Row {row} of {sheet} is empty: it cannot be the header. Choose another row.</source>
        <translation>Rij {row} van {sheet} is leeg: die kan niet de kop zijn. Kies een andere rij.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="363"/>
        <source>Changes to records of the service were not imported: {count}. The file does not say which environment they belong to.</source>
        <translation>Wijzigingen van records van de dienst zijn niet geïmporteerd: {count}. Het bestand zegt niet bij welke omgeving ze horen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="375"/>
        <source>{product} ({reference}): its web address is {length} characters long, more than a QR code on the report can hold legibly; the code holds the reference instead.</source>
        <translation>{product} ({reference}): het webadres is {length} tekens lang, meer dan een QR-code in het rapport leesbaar kan bevatten; de code bevat in plaats daarvan de referentie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="380"/>
        <source>{product} ({reference}): {value} is beyond any real amount; it is shown as given and left out of the totals.</source>
        <translation>{product} ({reference}): {value} gaat elke werkelijke hoeveelheid te boven; het staat er zoals het is opgegeven en telt niet mee in de totalen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="385"/>
        <source>{product} ({reference}): its photo of {width} × {height} pixels is too large to show in the report; the report shows the placeholder.</source>
        <translation>{product} ({reference}): de foto van {width} × {height} pixels is te groot om in het rapport te tonen; het rapport toont de plaatsvervanger.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="390"/>
        <source>{product} cannot be read and is left out of the report.</source>
        <translation>{product} kan niet worden gelezen en is uit het rapport weggelaten.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="130"/>
        <source>The export file {name} holds more than Reuse Desk takes in ({mebibytes} MiB in one part); nothing was imported.</source>
        <translation>Het exportbestand {name} bevat meer dan Reuse Desk inleest ({mebibytes} MiB in één deel); er is niets geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="263"/>
        <source>{name} would take more than {mebibytes} MiB once unpacked ({part}); it is not read. Remove what the inventory does not need, or split it into smaller files.</source>
        <translation>{name} zou uitgepakt meer dan {mebibytes} MiB innemen ({part}); het wordt niet gelezen. Haal weg wat de inventarisatie niet nodig heeft, of verdeel haar over kleinere bestanden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="268"/>
        <source>{name} has a cell longer than {limit} characters, more than a spreadsheet allows; it is not read. Shorten that cell and save the file again.</source>
        <translation>{name} heeft een cel van meer dan {limit} tekens, meer dan een spreadsheet toestaat; het wordt niet gelezen. Kort die cel in en sla het bestand opnieuw op.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="273"/>
        <source>Line {line} of {name} has a field longer than {limit} characters; the file is not read. Is a quote (&quot;) not closed? Correct the line and import the file again.</source>
        <translation>Regel {line} van {name} heeft een veld van meer dan {limit} tekens; het bestand wordt niet gelezen. Is een aanhalingsteken (&quot;) niet gesloten? Verbeter de regel en importeer het bestand opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="278"/>
        <source>No field of the product form is called {name}. Use the field&apos;s label or its wire name (productCategory, address.city).</source>
        <translation>Geen veld van het productformulier heet {name}. Gebruik het label van het veld of zijn technische naam (productCategory, address.city).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="283"/>
        <source>Not imported: {columns}.</source>
        <translation>Niet geïmporteerd: {columns}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="284"/>
        <source>Fields that every row lacks: {count}. Give them a value for all rows; nothing was imported.</source>
        <translation>Velden die elke rij mist: {count}. Geef ze een waarde voor alle rijen; er is niets geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="289"/>
        <source>This value is in {unit}, but its column is in {header}. Remove the unit from the cell or correct the column&apos;s unit.</source>
        <translation>Deze waarde is in {unit}, maar haar kolom is in {header}. Haal de eenheid uit de cel of verbeter de eenheid van de kolom.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="294"/>
        <source>A dimension in {unit} is not a length. Give it in mm, cm or m.</source>
        <translation>Een afmeting in {unit} is geen lengte. Geef haar in mm, cm of m.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="297"/>
        <source>It is unclear whether the point or comma in {text} separates thousands or decimals. Write the number without it (1250) or with one or two decimals (1,25).</source>
        <translation>Het is niet duidelijk of de punt of komma in {text} duizendtallen of decimalen scheidt. Schrijf het getal zonder scheidingsteken (1250) of met één of twee decimalen (1,25).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="302"/>
        <source>This cell holds a formula error ({error}). Correct the formula or the value.</source>
        <translation>In deze cel geeft een formule een fout ({error}). Verbeter de formule of de waarde.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="305"/>
        <source>Several columns are linked to the same field: {columns}. Link each field to one column only.</source>
        <translation>Meerdere kolommen zijn aan hetzelfde veld gekoppeld: {columns}. Koppel elk veld aan één kolom.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="310"/>
        <source>No column is linked to the product&apos;s name. Choose the column that holds the names.</source>
        <translation>Er is geen kolom aan de naam van het product gekoppeld. Kies de kolom met de namen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="315"/>
        <source>There are no rows to import; nothing was imported.</source>
        <translation>Er zijn geen rijen om te importeren; er is niets geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="318"/>
        <source>Rows with problems: {count} (the first is row {row}). Fix or skip them; nothing was imported.</source>
        <translation>Rijen met problemen: {count} (de eerste is rij {row}). Verbeter ze of sla ze over; er is niets geïmporteerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="323"/>
        <source>The photo folder {name} cannot be read. Choose another folder.</source>
        <translation>De fotomap {name} kan niet worden gelezen. Kies een andere map.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="326"/>
        <source>Drafts imported from {name}: {count}; photos attached: {photos}.</source>
        <translation>Concepten geïmporteerd uit {name}: {count}; foto&apos;s toegevoegd: {photos}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="329"/>
        <source>Drafts imported from {name} and queued for sending: {count}; photos attached: {photos}.</source>
        <translation>Concepten geïmporteerd uit {name} en klaargezet om te versturen: {count}; foto&apos;s toegevoegd: {photos}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="333"/>
        <source>Rows skipped: {count}.</source>
        <translation>Rijen overgeslagen: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="334"/>
        <source>Photos not found: {count} ({names}).</source>
        <translation>Foto&apos;s niet gevonden: {count} ({names}).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="338"/>
        <source>This draft was handed over to a colleague, whose computer sends it. Take it back first to send it from here.</source>
        <translation>Dit concept is overgedragen aan een collega, wiens computer het verstuurt. Neem het eerst terug om het vanaf hier te versturen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="343"/>
        <source>Drafts imported from {name}: {count}.</source>
        <translation>Concepten geïmporteerd uit {name}: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="344"/>
        <source>{name} was imported before; nothing was added.</source>
        <translation>{name} is al eerder geïmporteerd; er is niets toegevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="347"/>
        <source>Already here, not imported again: {count}.</source>
        <translation>Al aanwezig, niet opnieuw geïmporteerd: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="350"/>
        <source>Already sent from this computer, not imported again: {count}.</source>
        <translation>Al vanaf deze computer verstuurd, niet opnieuw geïmporteerd: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="353"/>
        <source>Handed over from this computer, left as they are: {count}. Take one back only if your colleague has not sent it.</source>
        <translation>Vanaf deze computer overgedragen, gelaten zoals ze zijn: {count}. Neem er alleen een terug als je collega hem nog niet heeft verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="358"/>
        <source>Changes to records of {environment} were not imported: {count}. Import them while working with {environment}.</source>
        <translation>Wijzigingen van records van {environment} zijn niet geïmporteerd: {count}. Importeer ze terwijl u met {environment} werkt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="368"/>
        <source>New drafts from the file now belong to {environment}.</source>
        <translation>Nieuwe concepten uit het bestand horen nu bij {environment}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="371"/>
        <source>Not imported because a draft here changes the same record: {count}.</source>
        <translation>Niet geïmporteerd omdat een concept hier hetzelfde record wijzigt: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="14"/>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} kan niet worden gelezen: {reason}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="15"/>
        <source>{name} is not a file (a folder, a device or a pipe): not read.</source>
        <translation>{name} is geen bestand (een map, een apparaat of een pipe): niet gelezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="18"/>
        <source>{name} is larger than {limit_mb} MB: no photo is that large. Not read.</source>
        <translation>{name} is groter dan {limit_mb} MB: zo groot is geen foto. Niet gelezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="22"/>
        <source>{name} is larger than {mebibytes} MB, more than the service takes: not attached.</source>
        <translation>{name} is groter dan {mebibytes} MB, meer dan de dienst aanneemt: niet toegevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="26"/>
        <source>{name} is still being written (it changed while it was copied): not attached. Add it again once it is saved.</source>
        <translation>{name} wordt nog geschreven (het veranderde tijdens het kopiëren): niet toegevoegd. Voeg het opnieuw toe als het is opgeslagen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="31"/>
        <source>{name} is not a picture Reuse Desk can read.</source>
        <translation>{name} is geen afbeelding die Reuse Desk kan lezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="34"/>
        <source>{name} has too many pixels to read safely. Save it smaller (as a JPEG) to use it.</source>
        <translation>{name} heeft te veel pixels om veilig te lezen. Sla hem kleiner op (als JPEG) om hem te gebruiken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="38"/>
        <source>{name} is damaged or incomplete (perhaps copied from the card only in part). Copy it again.</source>
        <translation>{name} is beschadigd of onvolledig (misschien maar voor een deel van de kaart gekopieerd). Kopieer hem opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="43"/>
        <source>A QR code in {name} could not be read. Photograph the label again, closer and sharp.</source>
        <translation>Een QR-code in {name} kon niet worden gelezen. Fotografeer het label opnieuw, dichterbij en scherp.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="48"/>
        <source>No label was photographed before this picture.</source>
        <translation>Voor deze foto is geen label gefotografeerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="51"/>
        <source>Taken {minutes} minutes after the picture before it; a pause of more than {limit} minutes ends a label&apos;s pictures.</source>
        <translation>Genomen {minutes} minuten na de foto ervoor; een pauze van meer dan {limit} minuten sluit de foto&apos;s van een label af.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="56"/>
        <source>It follows {label}, a picture that could not be used: it may show another record&apos;s label.</source>
        <translation>Hij volgt op {label}, een foto die niet kon worden gebruikt: daarop staat misschien het label van een ander record.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="60"/>
        <source>{name} shows different labels ({codes}): it is not clear which record.</source>
        <translation>Op {name} staan verschillende labels ({codes}): het is niet duidelijk welk record.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="63"/>
        <source>The label {code} names no record on this computer.</source>
        <translation>Het label {code} hoort bij geen record op deze computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="66"/>
        <source>The label {code} is of a record of {environment}. Read these pictures while working with {environment}.</source>
        <translation>Het label {code} is van een record van {environment}. Lees deze foto&apos;s in terwijl je met {environment} werkt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="71"/>
        <source>The label {code} names a record here and one of {environment}: it cannot say which.</source>
        <translation>Het label {code} hoort bij een record hier en bij een van {environment}: het zegt niet welk.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="75"/>
        <source>{name} holds more than {limit} pictures. Choose a folder of one day.</source>
        <translation>{name} bevat meer dan {limit} foto&apos;s. Kies een map van één dag.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="78"/>
        <source>The folder {name} cannot be read: {reason}.</source>
        <translation>De map {name} kan niet worden gelezen: {reason}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="82"/>
        <source>{name} is attached to a record already.</source>
        <translation>{name} is al aan een record toegevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="85"/>
        <source>{name} shows the label of {title}; no picture to add follows it.</source>
        <translation>{name} toont het label van {title}; er volgt geen foto om toe te voegen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="88"/>
        <source>{name} is the same picture as {first}.</source>
        <translation>{name} is dezelfde foto als {first}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="89"/>
        <source>{name} changed after it was read; it was not attached. Read it again.</source>
        <translation>{name} is veranderd nadat hij werd gelezen; hij is niet toegevoegd. Lees hem opnieuw in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="92"/>
        <source>{name} is a link to {target}, outside the folder being read: not read. Copy the picture into the folder to use it.</source>
        <translation>{name} is een koppeling naar {target}, buiten de map die wordt ingelezen: niet gelezen. Kopieer de foto in de map om hem te gebruiken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="20"/>
        <source>{count} drafts made before any connection would be taken:</source>
        <translation>{count} concepten die vóór elke verbinding zijn gemaakt, zouden worden overgenomen:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="23"/>
        <source>{count} drafts made before any connection wait in the local store and are not sent:</source>
        <translation>{count} concepten die vóór elke verbinding zijn gemaakt, wachten in de lokale opslag en worden niet verstuurd:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="27"/>
        <source>If they belong to {environment}, send them with --take-local; otherwise connect in the window to the environment they belong to.</source>
        <translation>Horen ze bij {environment}, verstuur ze dan met --take-local; maak anders in het venster verbinding met de omgeving waar ze bij horen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="33"/>
        <source>create</source>
        <translation>aanmaken</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="34"/>
        <source>update</source>
        <translation>bijwerken</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="35"/>
        <source>upload</source>
        <translation>uploaden</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="36"/>
        <source>remove</source>
        <translation>verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="37"/>
        <source>archive</source>
        <translation>archiveren</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="38"/>
        <source>Dry run: {count} records would be sent. Nothing was sent or changed.</source>
        <translation>Proefrun: {count} records zouden worden verstuurd. Er is niets verstuurd of gewijzigd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="41"/>
        <source>Dry run: {count} records would be sent, and {taken} drafts taken from the local store. Nothing was sent or changed.</source>
        <translation>Proefrun: {count} records zouden worden verstuurd en {taken} concepten uit de lokale opslag overgenomen. Er is niets verstuurd of gewijzigd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="46"/>
        <source>in conflict; settle it in the window</source>
        <translation>in conflict; los het op in het venster</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="49"/>
        <source>needs attention</source>
        <translation>aandacht nodig</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="50"/>
        <source>Could not reach the service or sign in. {reason}</source>
        <translation>De dienst was niet bereikbaar of aanmelden lukte niet. {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="53"/>
        <source>Cancelled; the rest stays queued.</source>
        <translation>Geannuleerd; de rest blijft in de wachtrij.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="54"/>
        <source>Records: {figures}.</source>
        <translation>Stand van de records: {figures}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="55"/>
        <source>sent now {count}</source>
        <translation>nu verstuurd {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="56"/>
        <source>synced {count}</source>
        <translation>op de server {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="57"/>
        <source>waiting {count}</source>
        <translation>wachtend {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="58"/>
        <source>need attention {count}</source>
        <translation>aandacht nodig {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="59"/>
        <source>in conflict {count}</source>
        <translation>met conflict {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="60"/>
        <source>handed over {count}</source>
        <translation>overgedragen {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="61"/>
        <source>not queued {count}</source>
        <translation>niet in de wachtrij {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="62"/>
        <source>made before any connection {count}</source>
        <translation>gemaakt vóór elke verbinding {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="65"/>
        <source>{count} items of the server&apos;s lists could not be read.</source>
        <translation>{count} items uit de lijsten van de server konden niet worden gelezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="69"/>
        <source>Importing into {environment}</source>
        <translation>Importeren in {environment}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="70"/>
        <source>Importing into the local store</source>
        <translation>Importeren in de lokale opslag</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="73"/>
        <source>Give --again to import it once more.</source>
        <translation>Geef --again om het nog een keer te importeren.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="76"/>
        <source>Header: row {row} (another with --header-row N)</source>
        <translation>Kopregel: rij {row} (een andere met --header-row N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="79"/>
        <source>Title: {title} (kept as the import&apos;s note; --note to change)</source>
        <translation>Titel: {title} (bewaard als notitie bij de import; wijzigen met --note)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="82"/>
        <source>Totals, not imported: row {rows}</source>
        <translation>Totalen, niet geïmporteerd: rij {rows}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="83"/>
        <source>Columns:</source>
        <translation>Kolommen:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="84"/>
        <source>column {number}</source>
        <translation>kolom {number}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="85"/>
        <source>(not imported)</source>
        <translation>(niet geïmporteerd)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="86"/>
        <source>in {unit}</source>
        <translation>eenheid {unit}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="89"/>
        <source>{en}</source>
        <translation>{nl}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="90"/>
        <source>all rows, {field}: {said}</source>
        <translation>alle rijen, {field}: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="91"/>
        <source>row {number}, {column}: {said}</source>
        <translation>rij {number}, {column}: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="92"/>
        <source>Allowed: {values}.</source>
        <translation>Toegestaan: {values}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="93"/>
        <source>{name} not found</source>
        <translation>{name} niet gevonden</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="94"/>
        <source>Dry run: {rows} rows can be imported, {photos} photos found; {invalid} rows have problems. Nothing was written.</source>
        <translation>Proefrun: {rows} rijen kunnen worden geïmporteerd, {photos} foto&apos;s gevonden; {invalid} rijen hebben problemen. Er is niets geschreven.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="100"/>
        <source>Reading {count} pictures for {environment}</source>
        <translation>{count} foto&apos;s inlezen voor {environment}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="103"/>
        <source>Reading {count} pictures for the local store</source>
        <translation>{count} foto&apos;s inlezen voor de lokale opslag</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="106"/>
        <source>{done} of {total} read</source>
        <translation>{done} van {total} gelezen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="107"/>
        <source>Group {number}: {title} ({reference}, {environment})</source>
        <translation>Groep {number}: {title} ({reference}, {environment})</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="110"/>
        <source>(no name)</source>
        <translation>(geen naam)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="111"/>
        <source>{name} (label)</source>
        <translation>{name} (labelfoto)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="112"/>
        <source>Unassigned:</source>
        <translation>Niet toegewezen:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="113"/>
        <source>Not attached again:</source>
        <translation>Niet opnieuw toegevoegd:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="114"/>
        <source>Dry run: {pictures} pictures can be attached to {records} records; {unassigned} unassigned. Nothing was attached.</source>
        <translation>Proefrun: {pictures} foto&apos;s kunnen aan {records} records worden toegevoegd; {unassigned} niet toegewezen. Er is niets toegevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="119"/>
        <source>Attached {pictures} pictures to {records} records; {unassigned} unassigned. The service&apos;s records get theirs with the next sync.</source>
        <translation>{pictures} foto&apos;s toegevoegd aan {records} records; {unassigned} niet toegewezen. De records van de dienst krijgen de hunne bij de volgende synchronisatie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="125"/>
        <source>--annex: the annex is an .xlsx file</source>
        <translation>--annex: de bijlage is een .xlsx-bestand</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="128"/>
        <source>The data folder cannot be opened: {reason}</source>
        <translation>De gegevensmap kan niet worden geopend: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="131"/>
        <source>The data folder cannot be read: {reason}</source>
        <translation>De gegevensmap kan niet worden gelezen: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="134"/>
        <source>Nothing is known here of project {project}: it is not in the offline list and no product names it. Project numbers of products here: {known}.</source>
        <translation>Van project {project} is hier niets bekend: het staat niet in de offline lijst en geen product noemt het. Projectnummers van producten hier: {known}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="139"/>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="140"/>
        <source>The report cannot be written to {path}: {reason}</source>
        <translation>Het rapport kan niet worden geschreven naar {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="143"/>
        <source>{path}: {pages} pages, {products} products ({drafts} not yet sent).</source>
        <translation>{path}: {pages} pagina&apos;s, {products} producten ({drafts} nog niet verstuurd).</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="146"/>
        <source>warning: {said}</source>
        <translation>waarschuwing: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="147"/>
        <source>The annex cannot be written to {path}: {said}</source>
        <translation>De bijlage kan niet worden geschreven naar {path}: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="150"/>
        <source>{path}: the catalogue of the same products.</source>
        <translation>{path}: de catalogus van dezelfde producten.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="157"/>
        <source>{app}: catalogue reusable building materials, offline first.</source>
        <translation>{app}: herbruikbare bouwmaterialen catalogiseren, offline voorop.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="160"/>
        <source>open the window, talk to the embedded sandbox, sync one draft, and exit 0 on success</source>
        <translation>het venster openen, met de ingebouwde sandbox praten, één concept synchroniseren en bij succes stoppen met 0</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="164"/>
        <source>commands</source>
        <translation>opdrachten</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="165"/>
        <source>without a command the window opens (exit code 4 when there is no display, the display does not answer or a system library it needs is missing; the message says which, and names the package to install)</source>
        <translation>zonder opdracht opent het venster (afsluitcode 4 als er geen beeldscherm is, het beeldscherm niet antwoordt of een systeembibliotheek ontbreekt; de melding zegt welke, en noemt het pakket om te installeren)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="171"/>
        <source>send all queued work to the service, without a window</source>
        <translation>al het werk in de wachtrij naar de dienst versturen, zonder venster</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="174"/>
        <source>Send all queued work of one environment to the service, without a window; records that need you are named. Drafts made before any connection are named and stay in the local store unless --take-local says they belong to this environment.</source>
        <translation>Al het werk in de wachtrij van één omgeving naar de dienst versturen, zonder venster; records die jou nodig hebben worden genoemd. Concepten die vóór elke verbinding zijn gemaakt, worden genoemd en blijven in de lokale opslag, tenzij --take-local zegt dat ze bij deze omgeving horen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="180"/>
        <source>the drafts made before any connection belong to this environment: take them from the local store and send them (the question the window asks)</source>
        <translation>de concepten die vóór elke verbinding zijn gemaakt, horen bij deze omgeving: neem ze over uit de lokale opslag en verstuur ze (de vraag die het venster stelt)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="185"/>
        <source>list what would be sent, record by record, without sending or changing anything (exit code 1 while drafts made before any connection are not taken)</source>
        <translation>tonen wat zou worden verstuurd, record voor record, zonder iets te versturen of te wijzigen (afsluitcode 1 zolang concepten van vóór elke verbinding niet zijn overgenomen)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="190"/>
        <source>keep the database, attachments, settings and logs in DIR (portable, tests)</source>
        <translation>de database, bijlagen, instellingen en logboeken in DIR bewaren (draagbaar, tests)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="193"/>
        <source>start the embedded sandbox with demo data and connect to it</source>
        <translation>de ingebouwde sandbox met demogegevens starten en ermee verbinden</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="196"/>
        <source>send to the embedded sandbox (its data is kept in the data folder)</source>
        <translation>naar de ingebouwde sandbox versturen (de gegevens ervan blijven in de gegevensmap)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="199"/>
        <source>work on the environment NAME, a profile set up in the window, and its own drafts and catalogue (default: the one last connected to)</source>
        <translation>werken in de omgeving NAME, een profiel dat in het venster is ingesteld, met haar eigen concepten en catalogus (standaard: die waarmee het laatst verbonden is)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="204"/>
        <source>import an inventory spreadsheet as product drafts, without a window</source>
        <translation>een inventaris (spreadsheet) importeren als productconcepten, zonder venster</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="207"/>
        <source>Import the rows of an inventory (.xlsx, .xls, .ods or .csv) as product drafts, all or nothing: rows with problems are named, and nothing is imported unless --skip-invalid. A file imported before (the same content, under any name) is refused with exit code 1, saying when and how many drafts it made, unless --again.</source>
        <translation>De rijen van een inventaris (.xlsx, .xls, .ods of .csv) importeren als productconcepten, alles of niets: rijen met problemen worden genoemd en er wordt niets geïmporteerd, tenzij --skip-invalid. Een bestand dat al eerder is geïmporteerd (dezelfde inhoud, onder welke naam ook) wordt geweigerd met afsluitcode 1, met wanneer en hoeveel concepten het opleverde, tenzij --again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="214"/>
        <source>the inventory to import</source>
        <translation>de inventaris om te importeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="215"/>
        <source>the workbook&apos;s sheet to import (default: the first)</source>
        <translation>het werkblad om te importeren (standaard: het eerste)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="218"/>
        <source>the project number of rows whose own project number is empty</source>
        <translation>het projectnummer voor rijen waarvan het eigen projectnummer leeg is</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="221"/>
        <source>attach photos from DIR: by the photo column&apos;s file names, else by the row&apos;s name</source>
        <translation>foto&apos;s uit DIR toevoegen: op de bestandsnamen in de fotokolom, anders op de naam van de rij</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="225"/>
        <source>the header is row N (default: the first row under any title block that reads as a header)</source>
        <translation>de kopregel is rij N (standaard: de eerste rij onder een eventueel titelblok die als kopregel leest)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="229"/>
        <source>give every row this value (a mapped column&apos;s empty cells take it); FIELD by wire name or label, e.g. --set productCategory=Deuren --set Plaats=Utrecht</source>
        <translation>elke rij deze waarde geven (lege cellen van een gekoppelde kolom krijgen hem); FIELD als technische naam of label, bijv. --set productCategory=Deuren --set Plaats=Utrecht</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="234"/>
        <source>the import&apos;s note, shown with it (default: the title block above the header)</source>
        <translation>de notitie bij de import, die ermee getoond wordt (standaard: het titelblok boven de kopregel)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="237"/>
        <source>queue the drafts for sending (as Ctrl+Enter does)</source>
        <translation>de concepten in de wachtrij zetten om te versturen (zoals Ctrl+Enter doet)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="240"/>
        <source>read, map and check every row, print what would be imported, write nothing</source>
        <translation>elke rij lezen, koppelen en controleren, tonen wat zou worden geïmporteerd, niets schrijven</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="243"/>
        <source>import the file even when a file of the same content was imported before (and not undone): its rows become drafts once more</source>
        <translation>het bestand importeren, ook als een bestand met dezelfde inhoud al eerder is geïmporteerd (en niet ongedaan gemaakt): de rijen worden nog eens concepten</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="248"/>
        <source>import the valid rows and leave out the rows with problems (exit code still 1)</source>
        <translation>de geldige rijen importeren en de rijen met problemen weglaten (afsluitcode toch 1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="252"/>
        <source>write a project&apos;s report (PDF) from the local store, without a window</source>
        <translation>het rapport (pdf) van een project schrijven uit de lokale opslag, zonder venster</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="255"/>
        <source>Write the report of a project (cover, summary, catalogue with photos and label QR codes) as an A4 PDF, from what this computer holds.</source>
        <translation>Het rapport van een project (voorblad, samenvatting, catalogus met foto&apos;s en QR-codes van de labels) als A4-pdf schrijven, uit wat deze computer heeft.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="260"/>
        <source>the project&apos;s number</source>
        <translation>het nummer van het project</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="261"/>
        <source>where the PDF is written</source>
        <translation>waar de pdf wordt geschreven</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="262"/>
        <source>the report&apos;s language (default: nl)</source>
        <translation>de taal van het rapport (standaard: nl)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="263"/>
        <source>also the products&apos; catalogue export</source>
        <translation>ook de catalogusexport van de producten</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="264"/>
        <source>attach a camera card&apos;s pictures to the records whose labels they show</source>
        <translation>de foto&apos;s van een camerakaart toevoegen aan de records waarvan ze de labels tonen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="267"/>
        <source>Read every picture in FOLDER (and its folders): its capture time and the Reuse Desk labels in it. Each label picture starts a group with the pictures after it, until the next label or a pause; the groups&apos; pictures are attached to the labels&apos; records (the label pictures themselves only with --label-pictures). The pictures left unassigned are named with their reasons.</source>
        <translation>Elke foto in FOLDER (en de mappen daarin) lezen: het moment van opname en de Reuse Desk-labels erop. Elke labelfoto begint een groep met de foto&apos;s erna, tot het volgende label of een pauze; de foto&apos;s van de groepen worden toegevoegd aan de records van de labels (de labelfoto&apos;s zelf alleen met --label-pictures). De foto&apos;s die niet zijn toegewezen, worden genoemd met de reden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="275"/>
        <source>the card&apos;s or phone&apos;s folder</source>
        <translation>de map van de kaart of telefoon</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="276"/>
        <source>a pause longer than this between two pictures ends a label&apos;s group (default: {minutes})</source>
        <translation>een pauze langer dan dit tussen twee foto&apos;s sluit de groep van een label af (standaard: {minutes})</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="280"/>
        <source>attach the label pictures too</source>
        <translation>ook de labelfoto&apos;s toevoegen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="281"/>
        <source>an imported inventory: the pictures its photo column names go to its rows&apos; drafts</source>
        <translation>een geïmporteerde inventaris: de foto&apos;s die de fotokolom noemt, gaan naar de concepten van de rijen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="285"/>
        <source>the inventory&apos;s sheet (default: the first)</source>
        <translation>het werkblad van de inventaris (standaard: het eerste)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="288"/>
        <source>print the groups and reasons, attach nothing</source>
        <translation>de groepen en redenen tonen, niets toevoegen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="292"/>
        <source>show program&apos;s version number and exit</source>
        <translation>het versienummer van het programma tonen en stoppen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="293"/>
        <source>the environment whose records take the pictures (default: the one last connected to)</source>
        <translation>de omgeving waarvan de records de foto&apos;s krijgen (standaard: die waarmee het laatst verbonden is)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="304"/>
        <source>exit codes (the same for every command):</source>
        <translation>afsluitcodes (dezelfde voor elke opdracht):</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="305"/>
        <source>done: nothing queued was left behind (sync), every row imported (import), the report written (report), every picture assigned and attached (photos), the self-test passed</source>
        <translation>klaar: niets uit de wachtrij achtergelaten (sync), elke rij geïmporteerd (import), het rapport geschreven (report), elke foto toegewezen en toegevoegd (photos), de zelftest geslaagd</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="310"/>
        <source>work is left for you: records queued, needing attention or in conflict, drafts made before any connection and not taken, another sync of the same data folder still running after a minute (sync; each is named), rows with problems or a file imported before, without --again (import), a project unknown here, or a report written with warnings of odd values (report; each is named), pictures left unassigned (photos; each is named), the self-test failed</source>
        <translation>er ligt werk voor je: records in de wachtrij, met aandacht nodig of in conflict, concepten van vóór elke verbinding die niet zijn overgenomen, een andere sync van dezelfde gegevensmap die na een minuut nog loopt (sync; elk wordt genoemd), rijen met problemen of een bestand dat al eerder is geïmporteerd, zonder --again (import), een project dat hier onbekend is, of een rapport geschreven met waarschuwingen over vreemde waarden (report; elk wordt genoemd), foto&apos;s die niet zijn toegewezen (photos; elk wordt genoemd), de zelftest mislukt</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="318"/>
        <source>what the command was told to use cannot be used: the service (out of reach, or it refused the sign-in), the environment (none set up, or none of that name), a file (it cannot be read or written), or the command line itself</source>
        <translation>wat de opdracht moest gebruiken, is niet bruikbaar: de dienst (onbereikbaar, of hij weigerde de aanmelding), de omgeving (geen ingesteld, of geen met die naam), een bestand (het kan niet worden gelezen of geschreven), of de opdrachtregel zelf</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="324"/>
        <source>the data folder cannot be opened or written</source>
        <translation>de gegevensmap kan niet worden geopend of beschreven</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="325"/>
        <source>the window cannot start: no display is set, the display does not answer, or a system library it needs is missing (the message says which, and names the package to install)</source>
        <translation>het venster kan niet starten: er is geen beeldscherm ingesteld, het beeldscherm antwoordt niet, of een systeembibliotheek ontbreekt (de melding zegt welke, en noemt het pakket om te installeren)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="331"/>
        <source>the self-test did not end within its time limit</source>
        <translation>de zelftest eindigde niet binnen de tijdslimiet</translation>
    </message>
</context>
<context>
    <name>MoveDrafts</name>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="54"/>
        <source>Select the new drafts to move first.</source>
        <translation>Selecteer eerst de nieuwe concepten die je wilt verplaatsen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="60"/>
        <source>There is no other environment to move drafts to.</source>
        <translation>Er is geen andere omgeving om concepten naartoe te verplaatsen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="67"/>
        <source>Move to environment</source>
        <translation>Verplaatsen naar omgeving</translation>
    </message>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="70"/>
        <source>Move the selected drafts (%1) to:</source>
        <translation>De geselecteerde concepten (%1) verplaatsen naar:</translation>
    </message>
</context>
<context>
    <name>PagedTableModel</name>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="96"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="96"/>
        <source>No</source>
        <translation>Nee</translation>
    </message>
</context>
<context>
    <name>PhotoInboxDialog</name>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="260"/>
        <source>Photo inbox</source>
        <translation>Foto&apos;s inlezen</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="286"/>
        <source>Each picture goes to the record whose label was photographed before it. Check the groups, move what is wrong (drag, or Ctrl+arrow keys; a whole group by its handle, or Ctrl+Shift+arrow keys), then Add.</source>
        <translation>Elke foto gaat naar het record waarvan het label ervóór is gefotografeerd. Controleer de groepen, verplaats wat niet klopt (slepen, of Ctrl+pijltjestoetsen; een hele groep aan de greep, of Ctrl+Shift+pijltjestoetsen) en kies dan Toevoegen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="298"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="313"/>
        <source>&amp;Move to…</source>
        <translation>&amp;Verplaatsen naar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="315"/>
        <source>&amp;New product of the selection</source>
        <translation>&amp;Nieuw product van de selectie</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="317"/>
        <source>S&amp;kip</source>
        <translation>Overs&amp;laan</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="318"/>
        <source>Take the tick away: the picture is not added.</source>
        <translation>Haalt het vinkje weg: de foto wordt niet toegevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="326"/>
        <source>&amp;Add</source>
        <translation>&amp;Toevoegen</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="344"/>
        <source>Move group…</source>
        <translation>Groep verplaatsen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="347"/>
        <source>Drag onto another group to move all of these pictures there, or click to choose the group (Ctrl+Shift+M).</source>
        <translation>Sleep naar een andere groep om al deze foto&apos;s daarheen te verplaatsen, of klik om de groep te kiezen (Ctrl+Shift+M).</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="364"/>
        <location filename="../../app/ui/photos/dialog.py" line="365"/>
        <source>Name of the new product</source>
        <translation>Naam van het nieuwe product</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="371"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="397"/>
        <source>Pictures</source>
        <translation>Foto&apos;s</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="422"/>
        <source>Unassigned</source>
        <translation>Niet toegewezen</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="423"/>
        <source>Pictures that match no record here, with the reason.</source>
        <translation>Foto&apos;s die bij geen record hier horen, met de reden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="425"/>
        <source>New product</source>
        <translation>Nieuw product</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="426"/>
        <source>made of these pictures when you add them</source>
        <translation>wordt gemaakt van deze foto&apos;s als u ze toevoegt</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="430"/>
        <source>(no name)</source>
        <translation>(geen naam)</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="431"/>
        <source>local</source>
        <translation>lokaal</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="470"/>
        <source>Looking for pictures…</source>
        <translation>Foto&apos;s zoeken…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="493"/>
        <source>Stopping…</source>
        <translation>Stoppen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="502"/>
        <source>Reading pictures: %1 of %2</source>
        <translation>Foto&apos;s lezen: %1 van %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="523"/>
        <source>The pictures could not be read.</source>
        <translation>De foto&apos;s konden niet worden gelezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="554"/>
        <source>%1 pictures in %2 groups; %3 unassigned.</source>
        <translation>%1 foto&apos;s in %2 groepen; %3 niet toegewezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="558"/>
        <source>Stopped before every picture was read.</source>
        <translation>Gestopt voordat alle foto&apos;s gelezen waren.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="794"/>
        <source>No picture is ticked: nothing to add.</source>
        <translation>Geen foto aangevinkt: er is niets toe te voegen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="798"/>
        <source>Adding the pictures…</source>
        <translation>Foto&apos;s toevoegen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="822"/>
        <source>%1 pictures added to %2 records.</source>
        <translation>%1 foto&apos;s toegevoegd aan %2 records.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="825"/>
        <source>%1 not added: see Unassigned.</source>
        <translation>%1 niet toegevoegd: zie Niet toegewezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="835"/>
        <source>Nothing was added.</source>
        <translation>Er is niets toegevoegd.</translation>
    </message>
</context>
<context>
    <name>PhotoInboxDoor</name>
    <message>
        <location filename="../../app/ui/photos/door.py" line="47"/>
        <source>Read photos from a folder</source>
        <translation>Foto&apos;s inlezen uit een map</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="304"/>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="304"/>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="306"/>
        <source>Photos found</source>
        <translation>Gevonden foto&apos;s</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="309"/>
        <source>Fills: %1</source>
        <translation>Vult: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="354"/>
        <source>%1, %2 missing</source>
        <translation>%1, %2 ontbreekt</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="359"/>
        <source>Not in the folder: %1</source>
        <translation>Niet in de map: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="372"/>
        <source>Corrected here; the file stays as it is.</source>
        <translation>Hier verbeterd; het bestand blijft zoals het is.</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="39"/>
        <source>Only rows with problems</source>
        <translation>Alleen rijen met problemen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="41"/>
        <source>Skip rows with problems</source>
        <translation>Rijen met problemen overslaan</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="51"/>
        <source>Only this cell</source>
        <translation>Alleen deze cel</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="71"/>
        <source>Preview</source>
        <translation>Voorbeeld</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="73"/>
        <source>Problems are marked red; point at a cell to read why, double-click to fix it.</source>
        <translation>Problemen zijn rood gemarkeerd; wijs een cel aan om te lezen waarom, dubbelklik om hem te verbeteren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/preview_pane.py" line="109"/>
        <source>%n other cell(s) of “%1” say “%2”.</source>
        <translation>
            <numerusform>Nog %n cel van “%1” zegt “%2”.</numerusform>
            <numerusform>Nog %n cellen van “%1” zeggen “%2”.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="113"/>
        <source>Change them all to “%1”</source>
        <translation>Alle veranderen in “%1”</translation>
    </message>
</context>
<context>
    <name>ProductForm</name>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="34"/>
        <source>New product</source>
        <translation>Nieuw product</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="87"/>
        <source>Pin %1</source>
        <translation>%1 vastzetten</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="89"/>
        <source>Pinned: every new product gets this value. Click to unpin.</source>
        <translation>Vastgezet: elk nieuw product krijgt deze waarde. Klik om los te maken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="91"/>
        <source>Pin: keep this value for every new product.</source>
        <translation>Vastzetten: deze waarde houden voor elk nieuw product.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="112"/>
        <source>Resolve conflict…</source>
        <translation>Conflict oplossen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="113"/>
        <source>Archive…</source>
        <translation>Archiveren…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="114"/>
        <source>Duplicate</source>
        <translation>Dupliceren</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="116"/>
        <source>Split…</source>
        <translation>Splitsen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="139"/>
        <source>The project number can only be set on a new product.</source>
        <translation>Het projectnummer kan alleen bij een nieuw product worden ingevuld.</translation>
    </message>
</context>
<context>
    <name>ProductTableModel</name>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="64"/>
        <source>For your drafts: when you last edited them. For products from the service: when this computer received their current version (the service gives products no date of change).</source>
        <translation>Bij je concepten: wanneer je ze het laatst bewerkte. Bij producten van de service: wanneer deze computer hun huidige versie ontving (de service geeft producten geen wijzigingsdatum).</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="70"/>
        <source>Received by this computer on %1; the service gives products no date of change.</source>
        <translation>Op %1 door deze computer ontvangen; de service geeft producten geen wijzigingsdatum.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="183"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="184"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="185"/>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="186"/>
        <source>Sub-category</source>
        <translation>Subcategorie</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="187"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="188"/>
        <source>Public</source>
        <translation>Openbaar</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="189"/>
        <source>Changed</source>
        <translation>Gewijzigd</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="191"/>
        <source>Quantity</source>
        <translation>Hoeveelheid</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="192"/>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="193"/>
        <source>Price</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="194"/>
        <source>City</source>
        <translation>Plaats</translation>
    </message>
</context>
<context>
    <name>ProductsTab</name>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="78"/>
        <source>Search name, category, address, id…</source>
        <translation>Zoek op naam, categorie, adres, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="70"/>
        <source>All statuses</source>
        <translation>Alle statussen</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="71"/>
        <source>All categories</source>
        <translation>Alle categorieën</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="73"/>
        <source>Public or not</source>
        <translation>Openbaar of niet</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="73"/>
        <source>Public</source>
        <translation>Openbaar</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="73"/>
        <source>Not public</source>
        <translation>Niet openbaar</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="215"/>
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n product</numerusform>
            <numerusform>%n producten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="48"/>
        <source>This product is no longer in the offline list.</source>
        <translation>Dit product staat niet meer in de offline lijst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="260"/>
        <source>This product was also changed on the server. Resolve the conflict before it can be sent.</source>
        <translation>Dit product is ook op de server gewijzigd. Los het conflict op voordat het kan worden verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="49"/>
        <source>The service did not accept this product. Correct the marked fields.</source>
        <translation>De dienst heeft dit product niet geaccepteerd. Verbeter de gemarkeerde velden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="264"/>
        <source>This product will be archived at the next sync.</source>
        <translation>Dit product wordt bij de volgende synchronisatie gearchiveerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="92"/>
        <source>Print labels…</source>
        <translation>Etiketten afdrukken…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="95"/>
        <source>Project report…</source>
        <translation>Projectrapport…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="194"/>
        <source>Select the products to print labels for.</source>
        <translation>Selecteer de producten waarvoor je etiketten wilt afdrukken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="209"/>
        <source>Select a product of a project (one with a project number).</source>
        <translation>Kies een product van een project (een met een projectnummer).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="269"/>
        <source>%n file(s) added.</source>
        <translation>
            <numerusform>%n bestand toegevoegd.</numerusform>
            <numerusform>%n bestanden toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="282"/>
        <source>%1 is removed from the server at the next sync.</source>
        <translation>%1 wordt bij de volgende synchronisatie van de server verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="309"/>
        <source>Duplicated: project, address, contact and category are kept.</source>
        <translation>Gedupliceerd: project, adres, contactpersoon en categorie zijn overgenomen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="319"/>
        <source>Only a product that is on the server can be archived.</source>
        <translation>Alleen een product dat al op de server staat kan worden gearchiveerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="323"/>
        <source>Archive product</source>
        <translation>Product archiveren</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="324"/>
        <source>Archive this product? It disappears from the public list.</source>
        <translation>Dit product archiveren? Het verdwijnt uit de openbare lijst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="336"/>
        <source>The product is archived at the next sync.</source>
        <translation>Het product wordt bij de volgende synchronisatie gearchiveerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="366"/>
        <source>Conflict resolved; the product is queued again.</source>
        <translation>Conflict opgelost; het product staat weer in de wachtrij.</translation>
    </message>
</context>
<context>
    <name>ProjectFields</name>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="31"/>
        <source>Unknown</source>
        <translation>Onbekend</translation>
    </message>
</context>
<context>
    <name>ProjectForm</name>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="39"/>
        <source>New project</source>
        <translation>Nieuw project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="51"/>
        <source>New product in this project</source>
        <translation>Nieuw product in dit project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="54"/>
        <source>A product draft with the project number, address and contact filled in</source>
        <translation>Een productconcept met projectnummer, adres en contactpersoon al ingevuld</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="57"/>
        <source>Project report…</source>
        <translation>Projectrapport…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="60"/>
        <source>A PDF of the project&apos;s products, with photos, labels and a summary</source>
        <translation>Een pdf van de producten van het project, met foto&apos;s, labels en een samenvatting</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="106"/>
        <source>Times are local; the service receives them in UTC.</source>
        <translation>Tijden zijn lokaal; de dienst ontvangt ze in UTC.</translation>
    </message>
</context>
<context>
    <name>ProjectOverview</name>
    <message>
        <location filename="../../app/ui/report/overview.py" line="106"/>
        <source>Project overview</source>
        <translation>Overzicht van het project</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="122"/>
        <source>Products</source>
        <translation>Producten</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="123"/>
        <source>Total value</source>
        <translation>Totale waarde</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="124"/>
        <source>CO₂ reduction (kg)</source>
        <translation>CO₂-reductie (kg)</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="125"/>
        <source>ECI (€)</source>
        <translation>MKI (€)</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="126"/>
        <source>NOx</source>
        <translation>NOx</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="127"/>
        <source>With an ECI / NMD id</source>
        <translation>Met een MKI / NMD-id</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="140"/>
        <source>No products with this project number yet.</source>
        <translation>Nog geen producten met dit projectnummer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/overview.py" line="261"/>
        <source>%n without</source>
        <translation>
            <numerusform>%n zonder</numerusform>
            <numerusform>%n zonder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/overview.py" line="266"/>
        <source>%n not yet sent</source>
        <translation>
            <numerusform>%n nog niet verstuurd</numerusform>
            <numerusform>%n nog niet verstuurd</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="268"/>
        <source>%1 of %2 priced</source>
        <translation>%1 van %2 met prijs</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="284"/>
        <source>By category</source>
        <translation>Per categorie</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="284"/>
        <source>No category</source>
        <translation>Zonder categorie</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="285"/>
        <source>By status</source>
        <translation>Per status</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="285"/>
        <source>No status</source>
        <translation>Zonder status</translation>
    </message>
</context>
<context>
    <name>ProjectTableModel</name>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="43"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="44"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="45"/>
        <source>City</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="46"/>
        <source>Material status</source>
        <translation>Materiaalstatus</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="47"/>
        <source>Published</source>
        <translation>Gepubliceerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="48"/>
        <source>Private</source>
        <translation>Privé</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="49"/>
        <source>Archived</source>
        <translation>Gearchiveerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="50"/>
        <source>Changed</source>
        <translation>Gewijzigd</translation>
    </message>
</context>
<context>
    <name>ProjectsTab</name>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="73"/>
        <source>Search title, address, contact, id…</source>
        <translation>Zoek op titel, adres, contactpersoon, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="55"/>
        <source>All material statuses</source>
        <translation>Alle materiaalstatussen</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="58"/>
        <source>Published or not</source>
        <translation>Gepubliceerd of niet</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="59"/>
        <source>Published</source>
        <translation>Gepubliceerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="60"/>
        <source>Not published</source>
        <translation>Niet gepubliceerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="66"/>
        <source>Private or not</source>
        <translation>Privé of niet</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="66"/>
        <source>Private</source>
        <translation>Privé</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="66"/>
        <source>Not private</source>
        <translation>Niet privé</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="69"/>
        <source>Archived or not</source>
        <translation>Gearchiveerd of niet</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="69"/>
        <source>Archived</source>
        <translation>Gearchiveerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="69"/>
        <source>Not archived</source>
        <translation>Niet gearchiveerd</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="89"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n project</numerusform>
            <numerusform>%n projecten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="32"/>
        <source>This project is no longer in the offline list.</source>
        <translation>Dit project staat niet meer in de offline lijst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="33"/>
        <source>The service did not accept this project. Correct the marked fields.</source>
        <translation>De dienst heeft dit project niet geaccepteerd. Verbeter de gemarkeerde velden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="105"/>
        <source>Projects cannot be changed on the server once created.</source>
        <translation>Een project kan op de server niet meer worden gewijzigd als het eenmaal is aangemaakt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="172"/>
        <source>%n picture(s) added.</source>
        <translation>
            <numerusform>%n foto toegevoegd.</numerusform>
            <numerusform>%n foto&apos;s toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="189"/>
        <source>Address and contact are filled in; the project number follows once the project is on the server.</source>
        <translation>Adres en contactpersoon zijn ingevuld; het projectnummer volgt zodra het project op de server staat.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="193"/>
        <source>New product in project %1.</source>
        <translation>Nieuw product in project %1.</translation>
    </message>
</context>
<context>
    <name>ReceiverPanel</name>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="150"/>
        <source>Local webhook receiver</source>
        <translation>Lokale webhook-ontvanger</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="170"/>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="261"/>
        <source>Start local receiver</source>
        <translation>Lokale ontvanger starten</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="173"/>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="263"/>
        <source>Not running</source>
        <translation>Niet actief</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="176"/>
        <source>Copy address</source>
        <translation>Adres kopiëren</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="185"/>
        <source>Listens on this computer only. Use its address as a webhook address to see deliveries arrive and check their signatures.</source>
        <translation>Luistert alleen op deze computer. Gebruik het adres als webhook-adres om leveringen te zien binnenkomen en hun handtekening te controleren.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="191"/>
        <source>Make it anew at this address</source>
        <translation>Opnieuw maken op dit adres</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="195"/>
        <source>A new subscription with the same events and dates, sending to the address the receiver has now; queue it, then delete the old one</source>
        <translation>Een nieuw abonnement met dezelfde gebeurtenissen en data, dat naar het huidige adres van de ontvanger stuurt; zet het in de wachtrij en verwijder daarna het oude</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="235"/>
        <source>The local receiver listens at %1.</source>
        <translation>De lokale ontvanger luistert op %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="261"/>
        <source>Stop local receiver</source>
        <translation>Lokale ontvanger stoppen</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="295"/>
        <source>Port %1 was taken by another program, so the receiver listens at %2 now.</source>
        <translation>Poort %1 is in gebruik door een ander programma, dus de ontvanger luistert nu op %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="299"/>
        <source>The receiver listens at %1.</source>
        <translation>De ontvanger luistert op %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="301"/>
        <source>%n subscription(s) still send to an earlier address (%1).</source>
        <translation>
            <numerusform>%n abonnement stuurt nog naar een eerder adres (%1).</numerusform>
            <numerusform>%n abonnementen sturen nog naar een eerder adres (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="322"/>
        <source>A new subscription to %1 is in the form: queue it to create it, then delete the one that sends to %2.</source>
        <translation>Een nieuw abonnement naar %1 staat in het formulier: zet het in de wachtrij om het aan te maken en verwijder daarna het abonnement dat naar %2 stuurt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="332"/>
        <source>Address copied.</source>
        <translation>Adres gekopieerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="338"/>
        <source>Webhook received: %1 %2 – %3</source>
        <translation>Webhook ontvangen: %1 %2 – %3</translation>
    </message>
</context>
<context>
    <name>RecordFocus</name>
    <message>
        <location filename="../../app/ui/records/focus.py" line="118"/>
        <source>Form</source>
        <translation>Formulier</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <location filename="../../app/ui/records/field_labels.py" line="66"/>
        <location filename="../../app/ui/editors.py" line="383"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/field_labels.py" line="67"/>
        <location filename="../../app/ui/editors.py" line="384"/>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="201"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="216"/>
        <source>Queue for sync</source>
        <translation>In wachtrij zetten</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="240"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="245"/>
        <source>Show what changed in this record, and when</source>
        <translation>Laat zien wat er in dit record veranderde, en wanneer</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="324"/>
        <source>Required</source>
        <translation>Verplicht</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="334"/>
        <source>On the server</source>
        <translation>Op de server</translation>
    </message>
</context>
<context>
    <name>RecordList</name>
    <message>
        <location filename="../../app/ui/records/list_side.py" line="310"/>
        <source>All sync states</source>
        <translation>Alle syncstatussen</translation>
    </message>
</context>
<context>
    <name>RecordTab</name>
    <message>
        <location filename="../../app/ui/records/tab.py" line="298"/>
        <source>This draft no longer exists.</source>
        <translation>Dit concept bestaat niet meer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="549"/>
        <source>Correct the marked fields first; the draft is kept.</source>
        <translation>Verbeter eerst de gemarkeerde velden; het concept blijft bewaard.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="670"/>
        <source>%1 is a link to %2: that file was attached.</source>
        <translation>%1 is een koppeling naar %2: dat bestand is toegevoegd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="546"/>
        <source>Nothing changed: there is nothing to send.</source>
        <translation>Niets veranderd: er is niets te versturen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="185"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="540"/>
        <source>Queued; it is sent at the next sync.</source>
        <translation>In de wachtrij; het gaat mee met de volgende synchronisatie.</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <location filename="../../app/ui/records/table.py" line="37"/>
        <source>Draft</source>
        <translation>Concept</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="38"/>
        <source>Queued</source>
        <translation>In wachtrij</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="39"/>
        <source>Syncing</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="40"/>
        <source>Synced</source>
        <translation>Op server</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="41"/>
        <source>Needs attention</source>
        <translation>Aandacht nodig</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="42"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="43"/>
        <source>Handed over</source>
        <translation>Overgedragen</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="64"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
</context>
<context>
    <name>Repeats</name>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="36"/>
        <source>Previous &amp;value</source>
        <translation>Vo&amp;rige waarde</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="40"/>
        <source>Copy this field&apos;s value from the product edited before.</source>
        <translation>De waarde van dit veld overnemen van het product dat u hiervoor bewerkte.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="43"/>
        <source>Previous values of the &amp;section</source>
        <translation>Vorige waarden van de &amp;sectie</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="47"/>
        <source>Copy every field of this section from the product edited before.</source>
        <translation>Elk veld van deze sectie overnemen van het product dat u hiervoor bewerkte.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="50"/>
        <source>&amp;Pin this field</source>
        <translation>Dit veld v&amp;astzetten</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="54"/>
        <source>Keep this field&apos;s value for every new product, or stop keeping it.</source>
        <translation>De waarde van dit veld houden voor elk nieuw product, of niet meer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/repeats.py" line="106"/>
        <source>%n pinned value(s) filled in. Unpin a field with its pin.</source>
        <translation>
            <numerusform>%n vastgezette waarde ingevuld. Maak een veld los met zijn punaise.</numerusform>
            <numerusform>%n vastgezette waarden ingevuld. Maak een veld los met zijn punaise.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="140"/>
        <source>Put the cursor in a field to pin its value.</source>
        <translation>Zet de cursor in een veld om de waarde ervan vast te zetten.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="143"/>
        <source>The name and identifiers are never pinned: each product has its own.</source>
        <translation>De naam en kenmerknummers worden nooit vastgezet: elk product heeft zijn eigen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="154"/>
        <source>Unpinned: new products no longer get this value.</source>
        <translation>Losgemaakt: nieuwe producten krijgen deze waarde niet meer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="162"/>
        <source>Give the field a value first, then pin it.</source>
        <translation>Geef het veld eerst een waarde en zet het dan vast.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="164"/>
        <source>Pinned: every new product gets this value.</source>
        <translation>Vastgezet: elk nieuw product krijgt deze waarde.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="171"/>
        <source>Put the cursor in a field to copy its previous value.</source>
        <translation>Zet de cursor in een veld om de vorige waarde ervan over te nemen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/repeats.py" line="195"/>
        <source>%n value(s) copied from the product edited before.</source>
        <translation>
            <numerusform>%n waarde overgenomen van het product dat u hiervoor bewerkte.</numerusform>
            <numerusform>%n waarden overgenomen van het product dat u hiervoor bewerkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="201"/>
        <source>No product was edited before this one in this session.</source>
        <translation>Er is in deze sessie geen product vóór dit product bewerkt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="203"/>
        <source>The name and identifiers are never copied from another product.</source>
        <translation>De naam en kenmerknummers worden nooit van een ander product overgenomen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="204"/>
        <source>The product edited before has no other value here.</source>
        <translation>Het product dat u hiervoor bewerkte heeft hier geen andere waarde.</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="60"/>
        <source>Project report</source>
        <translation>Projectrapport</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="77"/>
        <source>Also the catalogue as an .xlsx annex</source>
        <translation>Ook de catalogus als .xlsx-bijlage</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="80"/>
        <source>The same products as the catalogue export, beside the PDF, same name</source>
        <translation>Dezelfde producten als de catalogusexport, naast de pdf, met dezelfde naam</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="82"/>
        <source>With each product&apos;s history in the annex</source>
        <translation>Met de geschiedenis van elk product in de bijlage</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="91"/>
        <source>Cover, summary and catalogue with photos and labels, from what this computer holds (no connection needed).</source>
        <translation>Voorblad, samenvatting en catalogus met foto&apos;s en labels, uit wat deze computer heeft (geen verbinding nodig).</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="106"/>
        <source>Save as PDF…</source>
        <translation>Opslaan als pdf…</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="110"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="118"/>
        <source>Language of the report</source>
        <translation>Taal van het rapport</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="131"/>
        <source>Save the project report</source>
        <translation>Projectrapport opslaan</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="131"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Pdf-documenten (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="132"/>
        <source>project-report-%1</source>
        <translation>projectrapport-%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="149"/>
        <source>Reading the products…</source>
        <translation>De producten worden gelezen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="208"/>
        <source>Page %1 of %2…</source>
        <translation>Pagina %1 van %2…</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="213"/>
        <source>Stopping…</source>
        <translation>Bezig met stoppen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/dialog.py" line="216"/>
        <source>Project report saved as %1 (%n page(s)).</source>
        <translation>
            <numerusform>Projectrapport opgeslagen als %1 (%n pagina).</numerusform>
            <numerusform>Projectrapport opgeslagen als %1 (%n pagina&apos;s).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="220"/>
        <source>Annex: %1.</source>
        <translation>Bijlage: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/dialog.py" line="225"/>
        <source>With %n warning(s) about odd values:</source>
        <translation>
            <numerusform>Met %n waarschuwing over afwijkende waarden:</numerusform>
            <numerusform>Met %n waarschuwingen over afwijkende waarden:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="236"/>
        <source>Stopped: nothing was saved.</source>
        <translation>Gestopt: er is niets opgeslagen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="238"/>
        <source>The report could not be saved.</source>
        <translation>Het rapport kon niet worden opgeslagen.</translation>
    </message>
</context>
<context>
    <name>SandboxReset</name>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="51"/>
        <source>Start the sandbox afresh</source>
        <translation>Sandbox opnieuw beginnen</translation>
    </message>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="52"/>
        <source>Everything in the sandbox goes: its products, projects, photos and subscriptions, and every draft and change made for it on this computer. The sandbox then starts again with its demo data. Other environments are not touched.</source>
        <translation>Alles in de sandbox verdwijnt: de producten, projecten, foto&apos;s en abonnementen, en elk concept en elke wijziging die je er op deze computer voor maakte. De sandbox begint daarna opnieuw met de demogegevens. Andere omgevingen blijven ongemoeid.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="63"/>
        <source>Start afresh</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="81"/>
        <source>The sandbox started afresh.</source>
        <translation>De sandbox is opnieuw begonnen.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="44"/>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="51"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="54"/>
        <source>Like the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="55"/>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="56"/>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="59"/>
        <source>Colours</source>
        <translation>Kleuren</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="61"/>
        <source>Larger text and buttons (for gloves or a touch screen)</source>
        <translation>Grotere tekst en knoppen (voor handschoenen of een aanraakscherm)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68"/>
        <source>Original size</source>
        <translation>Oorspronkelijke grootte</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="69"/>
        <source>Largest photo side when uploading</source>
        <translation>Langste fotozijde bij uploaden</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="70"/>
        <source>Keep the photo&apos;s location (GPS) when uploading</source>
        <translation>Locatie van de foto (GPS) meesturen bij uploaden</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="74"/>
        <source>In the photo inbox, a longer pause between two photos ends a label&apos;s photos.</source>
        <translation>Bij het inlezen van foto&apos;s sluit een langere pauze tussen twee foto&apos;s de foto&apos;s van een label af.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="76"/>
        <source>A label&apos;s photos end after a pause of</source>
        <translation>Foto&apos;s van een label eindigen na een pauze van</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="78"/>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="81"/>
        <source>Photos arriving in this folder (a phone&apos;s sync folder) join the photo inbox.</source>
        <translation>Foto&apos;s die in deze map binnenkomen (de synchronisatiemap van een telefoon) komen bij Foto&apos;s inlezen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="83"/>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88"/>
        <location filename="../../app/ui/settings_dialog.py" line="150"/>
        <source>Watched photo folder</source>
        <translation>Gevolgde fotomap</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="93"/>
        <source>Sync automatically when online</source>
        <translation>Automatisch synchroniseren als er verbinding is</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="162"/>
        <source>There is no folder of that name.</source>
        <translation>Er is geen map met die naam.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="72"/>
        <location filename="../../app/ui/settings_dialog.py" line="95"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="96"/>
        <source>Sync every</source>
        <translation>Synchroniseren elke</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100"/>
        <source>A new language applies to the whole window at once.</source>
        <translation>Een nieuwe taal geldt direct voor het hele venster.</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="112"/>
        <source>Split product</source>
        <translation>Product splitsen</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="120"/>
        <source>%1: %2 %3. How many go to a new product?</source>
        <translation>%1: %2 %3. Hoeveel gaan er naar een nieuw product?</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="131"/>
        <source>for example 10</source>
        <translation>bijvoorbeeld 10</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="132"/>
        <source>&amp;Amount (%1)</source>
        <translation>&amp;Aantal (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="137"/>
        <source>As the original (%1)</source>
        <translation>Als het origineel (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="141"/>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="143"/>
        <source>&amp;Price (€)</source>
        <translation>&amp;Prijs (€)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="145"/>
        <source>&amp;Contact</source>
        <translation>&amp;Contactpersoon</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="147"/>
        <source>&amp;E-mail</source>
        <translation>&amp;E-mail</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="149"/>
        <source>C&amp;ity</source>
        <translation>Pl&amp;aats</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="153"/>
        <source>The rest is copied, photos as copies of their own. The original keeps the rest of the quantity; it is sent first, the new product after it.</source>
        <translation>De rest wordt gekopieerd, foto&apos;s als eigen kopieën. Het origineel houdt de rest van de hoeveelheid; het wordt eerst verzonden, het nieuwe product daarna.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="161"/>
        <source>Print the new product&apos;s &amp;label</source>
        <translation>&amp;Label van het nieuwe product afdrukken</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="174"/>
        <source>Split</source>
        <translation>Splitsen</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="190"/>
        <source>as the original (%1)</source>
        <translation>als het origineel (%1)</translation>
    </message>
</context>
<context>
    <name>SubscriptionFields</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="28"/>
        <source>Created</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="29"/>
        <source>Updated</source>
        <translation>Gewijzigd</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="30"/>
        <source>Deleted</source>
        <translation>Verwijderd</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="31"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="38"/>
        <source>Active</source>
        <translation>Actief</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="39"/>
        <source>Inactive</source>
        <translation>Inactief</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="187"/>
        <source>Subscription</source>
        <translation>Abonnement</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="188"/>
        <source>Product</source>
        <translation>Product</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="189"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
</context>
<context>
    <name>SubscriptionForm</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="73"/>
        <source>New subscription</source>
        <translation>Nieuw abonnement</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="86"/>
        <source>Send test</source>
        <translation>Test versturen</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="89"/>
        <source>The service delivers a test event to the address</source>
        <translation>De dienst levert een testgebeurtenis af op het adres</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="92"/>
        <source>Delete…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="121"/>
        <source>Use local receiver</source>
        <translation>Lokale ontvanger gebruiken</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="124"/>
        <source>Start the receiver on this computer and use its address</source>
        <translation>Start de ontvanger op deze computer en gebruik het adres</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="99"/>
        <source>Start and end are optional; times are local. Without an end the subscription keeps running.</source>
        <translation>Begin en einde zijn optioneel; tijden zijn lokaal. Zonder einde blijft het abonnement lopen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="133"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="168"/>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="135"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="176"/>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="104"/>
        <source>Signing secret</source>
        <translation>Ondertekeningsgeheim</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="168"/>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="174"/>
        <source>Copied</source>
        <translation>Gekopieerd</translation>
    </message>
</context>
<context>
    <name>SubscriptionTable</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="60"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="61"/>
        <source>Webhook address</source>
        <translation>Webhook-adres</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="62"/>
        <source>Events</source>
        <translation>Gebeurtenissen</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="63"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="64"/>
        <source>Created</source>
        <translation>Aangemaakt</translation>
    </message>
</context>
<context>
    <name>SubscriptionsTab</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="74"/>
        <source>Search webhook address, event, status, id…</source>
        <translation>Zoek op webhookadres, gebeurtenis, status, id…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="111"/>
        <source>%n subscription(s) on the server</source>
        <translation>
            <numerusform>%n abonnement op de server</numerusform>
            <numerusform>%n abonnementen op de server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="113"/>
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n concept</numerusform>
            <numerusform>%n concepten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="46"/>
        <source>This subscription is no longer in the offline list.</source>
        <translation>Dit abonnement staat niet meer in de offline lijst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="49"/>
        <source>The service did not accept this subscription. Correct the marked fields.</source>
        <translation>De dienst heeft dit abonnement niet geaccepteerd. Verbeter de gemarkeerde velden.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="143"/>
        <source>Offline: shown as it was at the last sync.</source>
        <translation>Offline: getoond zoals bij de laatste synchronisatie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="163"/>
        <source>The service could not be read just now: shown as it was at the last sync.</source>
        <translation>De dienst kon nu niet worden gelezen: getoond zoals bij de laatste synchronisatie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="176"/>
        <source>Created; its details arrive with the next sync.</source>
        <translation>Aangemaakt; de gegevens komen met de volgende sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="201"/>
        <source>Delete this subscription at the service? Its webhook address gets no more deliveries.</source>
        <translation>Dit abonnement bij de dienst verwijderen? Het webhook-adres krijgt dan geen leveringen meer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="205"/>
        <source>Discard this subscription draft? It was never sent.</source>
        <translation>Dit abonnementsconcept weggooien? Het is nooit verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="209"/>
        <source>Delete subscription</source>
        <translation>Abonnement verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="225"/>
        <source>Deleting needs a connection to the service. Connect first.</source>
        <translation>Verwijderen kan alleen met een verbinding met de dienst. Maak eerst verbinding.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="236"/>
        <source>The subscription was deleted.</source>
        <translation>Het abonnement is verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="274"/>
        <source>Test not delivered: nothing answered at the webhook address. Is the receiver there running?</source>
        <translation>Test niet afgeleverd: niets antwoordde op het webhookadres. Draait de ontvanger daar?</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="218"/>
        <source>The draft was discarded.</source>
        <translation>Het concept is weggegooid.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="252"/>
        <source>Sending a test needs a connection to the service. Connect first.</source>
        <translation>Een test versturen kan alleen met een verbinding met de dienst. Maak eerst verbinding.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="257"/>
        <source>Sending a test event…</source>
        <translation>Testgebeurtenis wordt verstuurd…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="266"/>
        <source>The service sent the test event.</source>
        <translation>De dienst heeft het testbericht verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="268"/>
        <source>Test delivered: the webhook answered HTTP %1.</source>
        <translation>Test afgeleverd: de webhook antwoordde HTTP %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="270"/>
        <source>Test not accepted: the webhook answered HTTP %1.</source>
        <translation>Test niet geaccepteerd: de webhook antwoordde HTTP %1.</translation>
    </message>
</context>
<context>
    <name>SyncController</name>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="263"/>
        <source>Local sandbox</source>
        <translation>Lokale sandbox</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="366"/>
        <source>Sync paused: it goes on when you resume it.</source>
        <translation>Synchronisatie gepauzeerd: ze gaat verder zodra je hervat.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="399"/>
        <source>Working offline: your drafts are kept and sent once you connect.</source>
        <translation>Je werkt offline: je concepten blijven bewaard en gaan mee zodra je verbonden bent.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="456"/>
        <source>Loading the catalogue: %n item(s)…</source>
        <translation>
            <numerusform>Catalogus laden: %n item…</numerusform>
            <numerusform>Catalogus laden: %n items…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="468"/>
        <source>Synced, but %n change(s) need your attention.</source>
        <translation>
            <numerusform>Gesynchroniseerd, maar %n wijziging heeft je aandacht nodig.</numerusform>
            <numerusform>Gesynchroniseerd, maar %n wijzigingen hebben je aandacht nodig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="470"/>
        <source>Synced, but %n change(s) still wait to be sent.</source>
        <translation>
            <numerusform>Gesynchroniseerd, maar %n wijziging wacht nog om verstuurd te worden.</numerusform>
            <numerusform>Gesynchroniseerd, maar %n wijzigingen wachten nog om verstuurd te worden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="472"/>
        <source>Synced: %n change(s) sent.</source>
        <translation>
            <numerusform>Gesynchroniseerd: %n wijziging verstuurd.</numerusform>
            <numerusform>Gesynchroniseerd: %n wijzigingen verstuurd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="474"/>
        <source>Synced; there was nothing to send.</source>
        <translation>Gesynchroniseerd; er was niets te versturen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="478"/>
        <source>%n item(s) of the catalogue could not be read.</source>
        <translation>
            <numerusform>%n item uit de catalogus kon niet worden gelezen.</numerusform>
            <numerusform>%n items uit de catalogus konden niet worden gelezen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="511"/>
        <source>Sync cancelled: what was sent is kept; the rest goes with the next sync.</source>
        <translation>Synchronisatie geannuleerd: wat al verstuurd is, blijft; de rest gaat mee met de volgende synchronisatie.</translation>
    </message>
</context>
<context>
    <name>SyncLogDialog</name>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="23"/>
        <source>Create</source>
        <translation>Aanmaken</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="24"/>
        <source>Change</source>
        <translation>Wijzigen</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="25"/>
        <source>Archive</source>
        <translation>Archiveren</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="26"/>
        <source>Upload</source>
        <translation>Uploaden</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="27"/>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="28"/>
        <source>Check on the server</source>
        <translation>Controle op de server</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="29"/>
        <source>Sync</source>
        <translation>Synchronisatie</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="30"/>
        <source>Done</source>
        <translation>Gelukt</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="31"/>
        <source>Refused</source>
        <translation>Geweigerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="32"/>
        <source>Failed</source>
        <translation>Mislukt</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="33"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="34"/>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="35"/>
        <source>Product</source>
        <translation>Product</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="36"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="37"/>
        <source>Subscription</source>
        <translation>Abonnement</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="56"/>
        <source>{kind} without a name</source>
        <translation>{kind} zonder naam</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="64"/>
        <source>Sync log</source>
        <translation>Synchronisatielogboek</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="67"/>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="68"/>
        <source>What</source>
        <translation>Wat</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="69"/>
        <source>Outcome</source>
        <translation>Uitkomst</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="70"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="72"/>
        <source>Message</source>
        <translation>Bericht</translation>
    </message>
</context>
<context>
    <name>SyncStatus</name>
    <message>
        <location filename="../../app/ui/sync_status.py" line="125"/>
        <source>Not queued yet: choose Queue for sync when it is ready to be sent.</source>
        <translation>Nog niet in de wachtrij: kies In wachtrij zetten zodra het klaar is om te versturen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="129"/>
        <source>Handed over: a colleague sends it. Take it back to send it from here.</source>
        <translation>Overgedragen: een collega verstuurt het. Kies Terugnemen om het vanaf hier te versturen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="133"/>
        <source>Conflict: someone else changed this record on the server. Choose which version to keep; then it is sent.</source>
        <translation>Conflict: iemand anders heeft dit op de server gewijzigd. Kies welke versie je houdt; daarna wordt het verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="144"/>
        <source>Waiting to be sent again ({reason}). Next attempt at {time}.</source>
        <translation>Wacht op een nieuwe poging ({reason}). Volgende poging om {time}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="148"/>
        <source>Being sent now.</source>
        <translation>Wordt nu verstuurd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="178"/>
        <source>Needs attention.</source>
        <translation>Aandacht nodig.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="180"/>
        <source>Needs attention: the service did not accept it.</source>
        <translation>Aandacht nodig: de dienst heeft het niet geaccepteerd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="192"/>
        <source>The last attempt failed: {reason}</source>
        <translation>De laatste poging is mislukt: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="199"/>
        <location filename="../../app/ui/sync_status.py" line="217"/>
        <source>Queued: it is sent at the next sync.</source>
        <translation>In de wachtrij: het wordt verstuurd bij de volgende synchronisatie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="201"/>
        <source>Queued: the sync is paused; it is sent when the sync is resumed.</source>
        <translation>In de wachtrij: de synchronisatie is gepauzeerd; het wordt verstuurd zodra je die hervat.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="205"/>
        <source>Queued: it waits for a connection to the service.</source>
        <translation>In de wachtrij: het wacht op een verbinding met de dienst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="209"/>
        <source>Queued: it is sent in the sync that is running now.</source>
        <translation>In de wachtrij: het wordt verstuurd in de synchronisatie die nu loopt.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="213"/>
        <source>Queued: next attempt at {time}.</source>
        <translation>In de wachtrij: volgende poging om {time}.</translation>
    </message>
</context>
<context>
    <name>TableEdits</name>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="210"/>
        <source>Paste into the selected rows</source>
        <translation>Plakken in de geselecteerde rijen</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="229"/>
        <source>Paste into a column of status, quantity, unit, price or city.</source>
        <translation>Plak in een kolom van status, hoeveelheid, eenheid, prijs of plaats.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="257"/>
        <source>Only drafts can be changed in the table; open this one.</source>
        <translation>Alleen concepten kunnen in de tabel worden gewijzigd; open dit product.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/product_table.py" line="279"/>
        <source>%n value(s) not stored: the marked cells say why.</source>
        <translation>
            <numerusform>%n waarde niet opgeslagen: de gemarkeerde cel zegt waarom.</numerusform>
            <numerusform>%n waarden niet opgeslagen: de gemarkeerde cellen zeggen waarom.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/product_table.py" line="283"/>
        <source>%n value(s) pasted; Undo (Ctrl+Z) reverts them.</source>
        <translation>
            <numerusform>%n waarde geplakt; Ongedaan maken (Ctrl+Z) draait dat terug.</numerusform>
            <numerusform>%n waarden geplakt; Ongedaan maken (Ctrl+Z) draait dat terug.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="79"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="85"/>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="92"/>
        <source>There is nothing to undo or redo.</source>
        <translation>Er is niets om ongedaan te maken of opnieuw te doen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="95"/>
        <source>&amp;Redo: %1</source>
        <translation>Opnieuw &amp;doen: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="97"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Ongedaan maken: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="109"/>
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n product</numerusform>
            <numerusform>%n producten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="110"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n project</numerusform>
            <numerusform>%n projecten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="111"/>
        <source>%n subscription(s)</source>
        <translation>
            <numerusform>%n abonnement</numerusform>
            <numerusform>%n abonnementen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="114"/>
        <source>delete %1</source>
        <translation>%1 verwijderen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="115"/>
        <source>queue %1</source>
        <translation>%1 in de wachtrij zetten</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="116"/>
        <source>archive %1</source>
        <translation>%1 archiveren</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="117"/>
        <source>take back %1</source>
        <translation>%1 terugnemen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="118"/>
        <source>settle the conflict of %1</source>
        <translation>het conflict van %1 oplossen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="119"/>
        <source>link %1 to the service&apos;s record</source>
        <translation>%1 aan het record van de dienst koppelen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="120"/>
        <source>send %1 again</source>
        <translation>%1 opnieuw versturen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="121"/>
        <source>edit %1 together</source>
        <translation>%1 samen bewerken</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="122"/>
        <source>change %1 in the table</source>
        <translation>%1 in de tabel wijzigen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="123"/>
        <source>duplicate %1</source>
        <translation>%1 dupliceren</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="124"/>
        <source>copy previous values into %1</source>
        <translation>vorige waarden overnemen in %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="125"/>
        <source>import %1</source>
        <translation>%1 importeren</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="126"/>
        <source>split %1</source>
        <translation>%1 splitsen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="127"/>
        <source>merge %1</source>
        <translation>%1 samenvoegen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="128"/>
        <source>add photos to %1</source>
        <translation>foto&apos;s toevoegen aan %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="130"/>
        <source>change %1</source>
        <translation>%1 wijzigen</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="136"/>
        <source>Some of its records are being sent now: wait until the sync is done.</source>
        <translation>Een deel van de records wordt nu verstuurd: wacht tot de synchronisatie klaar is.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="139"/>
        <source>Its records were changed after the undo: it can no longer be redone.</source>
        <translation>De records zijn na het ongedaan maken gewijzigd: het kan niet meer opnieuw worden gedaan.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="142"/>
        <source>What it changed can no longer be read: it cannot be undone or redone.</source>
        <translation>Wat het wijzigde is niet meer te lezen: het kan niet ongedaan worden gemaakt of opnieuw worden gedaan.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="145"/>
        <source>A record of the split or merge was sent or changed since: merge or split them again instead.</source>
        <translation>Een record van de splitsing of samenvoeging is sindsdien verzonden of gewijzigd: voeg ze in plaats daarvan weer samen of splits ze opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="149"/>
        <source>A newer edit of the same record is open: delete or send that one first.</source>
        <translation>Er staat een nieuwere bewerking van hetzelfde record open: verwijder of verstuur die eerst.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="152"/>
        <source>It can no longer be done.</source>
        <translation>Dit kan niet meer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="160"/>
        <source>There is nothing to undo.</source>
        <translation>Er is niets om ongedaan te maken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="177"/>
        <source>Undo a change that was sent</source>
        <translation>Een verstuurde wijziging ongedaan maken</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="179"/>
        <source>%n of its record(s) have been sent to the service since. The service keeps them as they are: undoing gives each an edit draft with its earlier values, sent when you queue it. Undo?</source>
        <translation>
            <numerusform>%n van de records is sindsdien naar de dienst verstuurd. De dienst houdt het zoals het is: ongedaan maken geeft het een bewerkingsconcept met de eerdere waarden, dat verstuurd wordt als u het in de wachtrij zet. Ongedaan maken?</numerusform>
            <numerusform>%n van de records zijn sindsdien naar de dienst verstuurd. De dienst houdt ze zoals ze zijn: ongedaan maken geeft elk een bewerkingsconcept met de eerdere waarden, dat verstuurd wordt als u het in de wachtrij zet. Ongedaan maken?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="193"/>
        <source>There is nothing to redo.</source>
        <translation>Er is niets om opnieuw te doen.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="220"/>
        <source>Redone: %1</source>
        <translation>Opnieuw gedaan: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="222"/>
        <source>Undone: %1</source>
        <translation>Ongedaan gemaakt: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="226"/>
        <source>%n edit draft(s) with the earlier values wait to be queued.</source>
        <translation>
            <numerusform>%n bewerkingsconcept met de eerdere waarden wacht om in de wachtrij te worden gezet.</numerusform>
            <numerusform>%n bewerkingsconcepten met de eerdere waarden wachten om in de wachtrij te worden gezet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="231"/>
        <source>%n record(s) changed since were kept.</source>
        <translation>
            <numerusform>%n record dat sindsdien gewijzigd is, bleef zoals het was.</numerusform>
            <numerusform>%n records die sindsdien gewijzigd zijn, bleven zoals ze waren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../app/ui/unit_names.py" line="13"/>
        <source>pieces</source>
        <translation>stuks</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="14"/>
        <source>metre</source>
        <translation>meter</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="15"/>
        <source>square metre (m²)</source>
        <translation>vierkante meter (m²)</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="16"/>
        <source>cubic metre (m³)</source>
        <translation>kubieke meter (m³)</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="17"/>
        <source>kilogram</source>
        <translation>kilogram</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="18"/>
        <source>tonne</source>
        <translation>ton</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="19"/>
        <source>litre</source>
        <translation>liter</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="20"/>
        <source>millimetre</source>
        <translation>millimeter</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="21"/>
        <source>centimetre</source>
        <translation>centimeter</translation>
    </message>
</context>
<context>
    <name>UpdateBar</name>
    <message>
        <location filename="../../app/ui/update_offer.py" line="51"/>
        <source>Update</source>
        <translation>Update</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="56"/>
        <source>A newer version is available: %1 %2.</source>
        <translation>Er is een nieuwere versie beschikbaar: %1 %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="65"/>
        <source>Installer: %1</source>
        <translation>Installatieprogramma: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="69"/>
        <source>&amp;Download…</source>
        <translation>&amp;Downloaden…</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="71"/>
        <source>Opens the installer&apos;s address in your browser.</source>
        <translation>Opent het adres van het installatieprogramma in je browser.</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="72"/>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
</context>
<context>
    <name>_FormWords</name>
    <message numerus="yes">
        <location filename="../../app/ui/records/form.py" line="76"/>
        <source>%n field(s) to correct before it can be sent.</source>
        <translation>
            <numerusform>Nog %n veld te verbeteren voordat het verzonden kan worden.</numerusform>
            <numerusform>Nog %n velden te verbeteren voordat het verzonden kan worden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Words</name>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="51"/>
        <source>%n selected</source>
        <translation>
            <numerusform>%n geselecteerd</numerusform>
            <numerusform>%n geselecteerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="52"/>
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n concept</numerusform>
            <numerusform>%n concepten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="53"/>
        <source>%n on the server</source>
        <translation>
            <numerusform>%n van de server</numerusform>
            <numerusform>%n van de server</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <location filename="../../app/ui/command_messages.py" line="339"/>
        <source>usage: </source>
        <translation>gebruik: </translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="340"/>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="341"/>
        <source>positional arguments</source>
        <translation>positionele argumenten</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="342"/>
        <source>show this help message and exit</source>
        <translation>deze hulptekst tonen en stoppen</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="343"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: fout: %(message)s
</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="344"/>
        <source>unrecognized arguments: %s</source>
        <translation>onbekende argumenten: %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="345"/>
        <source>the following arguments are required: %s</source>
        <translation>deze argumenten zijn verplicht: %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="346"/>
        <source>expected one argument</source>
        <translation>één argument verwacht</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="347"/>
        <source>expected at most one argument</source>
        <translation>hoogstens één argument verwacht</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="348"/>
        <source>expected at least one argument</source>
        <translation>minstens één argument verwacht</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="349"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="350"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ongeldige waarde voor %(type)s: %(value)r</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="351"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ongeldige keuze: %(value)r (kies uit %(choices)s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="352"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>dubbelzinnige optie: %(option)s kan %(matches)s zijn</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="353"/>
        <source>ignored explicit argument %r</source>
        <translation>expliciet argument %r genegeerd</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="354"/>
        <source>not allowed with argument %s</source>
        <translation>niet toegestaan samen met argument %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="355"/>
        <source>one of the arguments %s is required</source>
        <translation>een van de argumenten %s is verplicht</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../app/ui/messages.py" line="47"/>
        <source>The service did not answer in time. Your work is kept; try again later.</source>
        <translation>De dienst antwoordde niet op tijd. Je werk blijft bewaard; probeer het later opnieuw.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="51"/>
        <source>Could not reach the service. You can keep working offline.</source>
        <translation>De dienst is niet bereikbaar. Je kunt offline verder werken.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="55"/>
        <source>A file could not be opened: permission denied.</source>
        <translation>Een bestand kon niet worden geopend: geen toegang.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="59"/>
        <source>A file could not be found; it may have been moved or deleted.</source>
        <translation>Een bestand is niet gevonden; misschien is het verplaatst of verwijderd.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="63"/>
        <source>A file could not be read or written.</source>
        <translation>Een bestand kon niet worden gelezen of geschreven.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="64"/>
        <source>Something went wrong. The details are in the log file.</source>
        <translation>Er ging iets mis. De details staan in het logbestand.</translation>
    </message>
</context>
</TS>
