<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AcceptedActions</name>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="61"/>
        <source>Link to product…</source>
        <translation>Link to product…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="62"/>
        <source>Link to project…</source>
        <translation>Link to project…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="63"/>
        <source>Link to subscription…</source>
        <translation>Link to subscription…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="66"/>
        <source>Send again</source>
        <translation>Send again</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="90"/>
        <source>The service accepted this draft but did not say under which number. Look it up on the website and enter its number here.</source>
        <translation>The service accepted this draft but did not say under which number. Look it up on the website and enter its number here.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="106"/>
        <source>Enter the number the website shows for it.</source>
        <translation>Enter the number the website shows for it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="109"/>
        <source>Linked to %1; it is synced with it next.</source>
        <translation>Linked to %1; it is synced with it next.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/accepted.py" line="126"/>
        <source>The service accepted this draft already, but did not say where it put it. Sending it again may put it on the service twice.

Send it again only if you checked on the website that it is not there.</source>
        <translation>The service accepted this draft already, but did not say where it put it. Sending it again may put it on the service twice.

Send it again only if you checked on the website that it is not there.</translation>
    </message>
</context>
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../app/ui/status_bar.py" line="102"/>
        <source>Sync paused</source>
        <translation>Sync paused</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="162"/>
        <source>No environment</source>
        <translation>No environment</translation>
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
        <translation>%1 queued · %2 failed</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/status_bar.py" line="179"/>
        <source>%n upload(s) held</source>
        <translation>
            <numerusform>%n upload held</numerusform>
            <numerusform>%n uploads held</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="182"/>
        <source>Queue their records again to try the held uploads again.</source>
        <translation>Queue their records again to try the held uploads again.</translation>
    </message>
</context>
<context>
    <name>BulkEditDialog</name>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="80"/>
        <source>Edit together</source>
        <translation>Edit together</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="104"/>
        <source>Only the fields you set are changed; a field marked “different” keeps each record&apos;s own value.</source>
        <translation>Only the fields you set are changed; a field marked “different” keeps each record&apos;s own value.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="140"/>
        <source>Queue the changed records for sync</source>
        <translation>Queue the changed records for sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="144"/>
        <source>Check and apply</source>
        <translation>Check and apply</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="167"/>
        <source>different</source>
        <translation>different</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="218"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="219"/>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="220"/>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="235"/>
        <source>Back to the form</source>
        <translation>Back to the form</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk_form.py" line="237"/>
        <source>Apply to none</source>
        <translation>Apply to none</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk_form.py" line="266"/>
        <source>%n record(s) would be invalid with this change and are left as they are:</source>
        <translation>
            <numerusform>%n record would be invalid with this change and is left as it is:</numerusform>
            <numerusform>%n records would be invalid with this change and are left as they are:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk_form.py" line="271"/>
        <source>Apply to the %n valid record(s)</source>
        <translation>
            <numerusform>Apply to the %n valid record</numerusform>
            <numerusform>Apply to the %n valid records</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BulkEditing</name>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="80"/>
        <source>Select everything in this search</source>
        <translation>Select everything in this search</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="83"/>
        <source>Edit together…</source>
        <translation>Edit together…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="182"/>
        <source>Select the products to edit together.</source>
        <translation>Select the products to edit together.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/bulk.py" line="240"/>
        <source>Nothing to change: every record holds these values.</source>
        <translation>Nothing to change: every record holds these values.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="254"/>
        <source>%n record(s) changed; Undo (Ctrl+Z) reverts the change.</source>
        <translation>
            <numerusform>%n record changed; Undo (Ctrl+Z) reverts the change.</numerusform>
            <numerusform>%n records changed; Undo (Ctrl+Z) reverts the change.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="257"/>
        <source>%n record(s) changed meanwhile were left as they were.</source>
        <translation>
            <numerusform>%n record changed meanwhile was left as it was.</numerusform>
            <numerusform>%n records changed meanwhile were left as they were.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="297"/>
        <source>Working on %n record(s)…</source>
        <translation>
            <numerusform>Working on %n record…</numerusform>
            <numerusform>Working on %n records…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogueExportDialog</name>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="79"/>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="175"/>
        <source>Export catalogue</source>
        <translation>Export catalogue</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="95"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="106"/>
        <source>There are no products to export yet.</source>
        <translation>There are no products to export yet.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="110"/>
        <source>What to export</source>
        <translation>What to export</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="114"/>
        <source>The whole catalogue (%n product(s))</source>
        <translation>
            <numerusform>The whole catalogue (%n product)</numerusform>
            <numerusform>The whole catalogue (%n products)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="115"/>
        <source>The current search result (%n product(s))</source>
        <translation>
            <numerusform>The current search result (%n product)</numerusform>
            <numerusform>The current search result (%n products)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="116"/>
        <source>The selected products (%n)</source>
        <translation>
            <numerusform>The selected product (%n)</numerusform>
            <numerusform>The selected products (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="134"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="136"/>
        <source>Excel workbook (.xlsx)</source>
        <translation>Excel workbook (.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="137"/>
        <source>CSV with semicolons, for Excel and other programs</source>
        <translation>CSV with semicolons, for Excel and other programs</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="141"/>
        <source>With each product&apos;s history</source>
        <translation>With each product&apos;s history</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="144"/>
        <source>In an .xlsx a sheet of its own; beside a .csv a second file</source>
        <translation>In an .xlsx a sheet of its own; beside a .csv a second file</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="148"/>
        <source>The columns have the names the import recognises: the file can be read back.</source>
        <translation>The columns have the names the import recognises: the file can be read back.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="170"/>
        <source>CSV file (*.csv)</source>
        <translation>CSV file (*.csv)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="172"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/catalogue_export.py" line="173"/>
        <source>catalogue</source>
        <translation>catalogue</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="195"/>
        <source>Exporting %n product(s)…</source>
        <translation>
            <numerusform>Exporting %n product…</numerusform>
            <numerusform>Exporting %n products…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/catalogue_export.py" line="226"/>
        <source>%n product(s) exported to %1.</source>
        <translation>
            <numerusform>%n product exported to %1.</numerusform>
            <numerusform>%n products exported to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="39"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="40"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="70"/>
        <source>Resolve conflict</source>
        <translation>Resolve conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="80"/>
        <source>This product was changed on the server while you edited it. Choose per field which value to keep.</source>
        <translation>This product was changed on the server while you edited it. Choose per field which value to keep.</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="89"/>
        <source>Theirs</source>
        <translation>Theirs</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="117"/>
        <source>Apply choices</source>
        <translation>Apply choices</translation>
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="67"/>
        <source>Connect to an environment</source>
        <translation>Connect to an environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="75"/>
        <source>Choose where your drafts are sent. You can always keep working offline; nothing is lost.</source>
        <translation>Choose where your drafts are sent. You can always keep working offline; nothing is lost.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="94"/>
        <source>Acceptance (new)…</source>
        <translation>Acceptance (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="95"/>
        <source>Production (new)…</source>
        <translation>Production (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="96"/>
        <source>Other address (new)…</source>
        <translation>Other address (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="107"/>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="108"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="121"/>
        <location filename="../../app/ui/connection_dialog.py" line="122"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="98"/>
        <source>Application (client id and secret)</source>
        <translation>Application (client id and secret)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="99"/>
        <source>Personal account (user name and password)</source>
        <translation>Personal account (user name and password)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="123"/>
        <source>Sign in as</source>
        <translation>Sign in as</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="124"/>
        <source>Client id</source>
        <translation>Client id</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="105"/>
        <source>User name</source>
        <translation>User name</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="209"/>
        <source>kept in the system keyring</source>
        <translation>kept in the system keyring</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="106"/>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="147"/>
        <source>Test connection</source>
        <translation>Test connection</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="159"/>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="163"/>
        <source>Work offline</source>
        <translation>Work offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="92"/>
        <source>Local sandbox (demo data)</source>
        <translation>Local sandbox (demo data)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="205"/>
        <source>not needed for the sandbox</source>
        <translation>not needed for the sandbox</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="182"/>
        <source>Acceptance</source>
        <translation>Acceptance</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="130"/>
        <source>No secure storage on this computer: the secret is kept until you close Reuse Desk.</source>
        <translation>No secure storage on this computer: the secret is kept until you close Reuse Desk.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="182"/>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="196"/>
        <source>The sandbox runs on this computer with demo data only, at %1 (a new port each start). Another program signs in with client id %2 and secret %3.</source>
        <translation>The sandbox runs on this computer with demo data only, at %1 (a new port each start). Another program signs in with client id %2 and secret %3.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="207"/>
        <location filename="../../app/ui/connection_dialog.py" line="289"/>
        <source>kept until you close Reuse Desk</source>
        <translation>kept until you close Reuse Desk</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="237"/>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="237"/>
        <source>Client secret</source>
        <translation>Client secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="303"/>
        <source>Testing…</source>
        <translation>Testing…</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <location filename="../../app/ui/editors.py" line="316"/>
        <source>dd-mm-yyyy hh:mm</source>
        <translation>dd-mm-yyyy hh:mm</translation>
    </message>
    <message>
        <location filename="../../app/ui/editors.py" line="319"/>
        <source>dd-mm-yyyy</source>
        <translation>dd-mm-yyyy</translation>
    </message>
    <message>
        <location filename="../../app/ui/editors.py" line="323"/>
        <source>Choose a date</source>
        <translation>Choose a date</translation>
    </message>
</context>
<context>
    <name>DeliveryTable</name>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="75"/>
        <source>Valid</source>
        <translation>Valid</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="76"/>
        <source>Invalid signature</source>
        <translation>Invalid signature</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="77"/>
        <source>Too old (replay?)</source>
        <translation>Too old (replay?)</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="78"/>
        <source>Not signed</source>
        <translation>Not signed</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="79"/>
        <source>No secret to check</source>
        <translation>No secret to check</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="87"/>
        <source>Valid, repeated (not counted)</source>
        <translation>Valid, repeated (not counted)</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="104"/>
        <source>Received</source>
        <translation>Received</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="108"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="111"/>
        <source>Resource</source>
        <translation>Resource</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="113"/>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="116"/>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
</context>
<context>
    <name>DeskDialogs</name>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="156"/>
        <source>About %1</source>
        <translation>About %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="157"/>
        <source>%1 %2
Catalogue reusable building materials, offline first.
Data folder: %3</source>
        <translation>%1 %2
Catalogue reusable building materials, offline first.
Data folder: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="173"/>
        <source>Export drafts</source>
        <translation>Export drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="173"/>
        <source>Import drafts</source>
        <translation>Import drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="180"/>
        <source>Reuse Desk export (*.zip)</source>
        <translation>Reuse Desk export (*.zip)</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="186"/>
        <source>drafts-%1</source>
        <translation>drafts-%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="275"/>
        <source>Select the products to print labels for.</source>
        <translation>Select the products to print labels for.</translation>
    </message>
</context>
<context>
    <name>EnvironmentMarker</name>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="37"/>
        <source>No environment yet: new drafts stay on this computer until you connect.</source>
        <translation>No environment yet: new drafts stay on this computer until you connect.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="42"/>
        <source>PRODUCTION · %1 · changes go to the live service</source>
        <translation>PRODUCTION · %1 · changes go to the live service</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="45"/>
        <source>%1 · test environment</source>
        <translation>%1 · test environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="55"/>
        <source>%1 — PRODUCTION — %2</source>
        <translation>%1 — PRODUCTION — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="64"/>
        <source>No environment</source>
        <translation>No environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="66"/>
        <source>PRODUCTION: %1</source>
        <translation>PRODUCTION: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="78"/>
        <source>Address: %1</source>
        <translation>Address: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_marker.py" line="85"/>
        <source>The local sandbox, demo data on this computer only.
Address: %1 (a new port each start)
Client id: %2 · secret: %3</source>
        <translation>The local sandbox, demo data on this computer only.
Address: %1 (a new port each start)
Client id: %2 · secret: %3</translation>
    </message>
</context>
<context>
    <name>EnvironmentQuestion</name>
    <message>
        <location filename="../../app/ui/environment_question.py" line="30"/>
        <source>None of these: keep it on this computer, unsent</source>
        <translation>None of these: keep it on this computer, unsent</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="37"/>
        <source>Where does this work belong?</source>
        <translation>Where does this work belong?</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="41"/>
        <source>This computer holds drafts of an earlier version whose environment is not known (%1). Nothing of them is sent until you say where they belong. Which environment is it?</source>
        <translation>This computer holds drafts of an earlier version whose environment is not known (%1). Nothing of them is sent until you say where they belong. Which environment is it?</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="66"/>
        <source>The work belongs to %1 now and is sent there.</source>
        <translation>The work belongs to %1 now and is sent there.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="70"/>
        <source>%1 already has its own work on this computer: nothing was changed. The work stays unsent.</source>
        <translation>%1 already has its own work on this computer: nothing was changed. The work stays unsent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="76"/>
        <source>Kept on this computer: its drafts are offered to each environment you connect to.</source>
        <translation>Kept on this computer: its drafts are offered to each environment you connect to.</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_question.py" line="81"/>
        <source>Kept on this computer, unsent: it holds changes of records of a service, which go only to the environment they came from.</source>
        <translation>Kept on this computer, unsent: it holds changes of records of a service, which go only to the environment they came from.</translation>
    </message>
</context>
<context>
    <name>EnvironmentSwitch</name>
    <message numerus="yes">
        <location filename="../../app/ui/environment_switch.py" line="226"/>
        <source>%n draft(s) were made before connecting. Do they belong to %1? They are then sent there; otherwise they stay in the local store.</source>
        <translation>
            <numerusform>%n draft was made before connecting. Does it belong to %1? It is then sent there; otherwise it stays in the local store.</numerusform>
            <numerusform>%n drafts were made before connecting. Do they belong to %1? They are then sent there; otherwise they stay in the local store.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_switch.py" line="244"/>
        <location filename="../../app/ui/environment_switch.py" line="293"/>
        <source>Drafts made offline</source>
        <translation>Drafts made offline</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/environment_switch.py" line="288"/>
        <source>%n draft(s) made before connecting wait in the local store. Do they belong to %1? They are then moved there and sent.</source>
        <translation>
            <numerusform>%n draft made before connecting waits in the local store. Does it belong to %1? It is then moved there and sent.</numerusform>
            <numerusform>%n drafts made before connecting wait in the local store. Do they belong to %1? They are then moved there and sent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_switch.py" line="338"/>
        <source>Address changed</source>
        <translation>Address changed</translation>
    </message>
    <message>
        <location filename="../../app/ui/environment_switch.py" line="333"/>
        <source>The address of %1 changed. Is it still the same service? Then its drafts and catalogue go along. Another service starts without them (they stay with the old address).</source>
        <translation>The address of %1 changed. Is it still the same service? Then its drafts and catalogue go along. Another service starts without them (they stay with the old address).</translation>
    </message>
</context>
<context>
    <name>ForAllRowsModel</name>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="49"/>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="49"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
</context>
<context>
    <name>ForAllRowsPanel</name>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="120"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="123"/>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="126"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/for_all_rows.py" line="177"/>
        <source>Every row lacks a good value here; give one for all rows:</source>
        <translation>Every row lacks a good value here; give one for all rows:</translation>
    </message>
</context>
<context>
    <name>FormBinding</name>
    <message>
        <location filename="../../app/ui/binding.py" line="66"/>
        <source>Required</source>
        <translation>Required</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <location filename="../../app/ui/handover.py" line="64"/>
        <location filename="../../app/ui/handover.py" line="128"/>
        <source>Export drafts</source>
        <translation>Export drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="65"/>
        <source>Reading the drafts…</source>
        <translation>Reading the drafts…</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="66"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="90"/>
        <source>Writing %1…</source>
        <translation>Writing %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="92"/>
        <source>Reading %1 back to check it…</source>
        <translation>Reading %1 back to check it…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/handover.py" line="106"/>
        <source>%n draft(s) handed over in %1: your colleague&apos;s computer sends them, this one no longer does.</source>
        <translation>
            <numerusform>%n draft handed over in %1: your colleague&apos;s computer sends them, this one no longer does.</numerusform>
            <numerusform>%n drafts handed over in %1: your colleague&apos;s computer sends them, this one no longer does.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/handover.py" line="113"/>
        <source>There were no drafts to hand over.</source>
        <translation>There were no drafts to hand over.</translation>
    </message>
</context>
<context>
    <name>HeaderRowChooser</name>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="26"/>
        <source>Header in row:</source>
        <translation>Header in row:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="29"/>
        <source>Keep the title as the import&apos;s note</source>
        <translation>Keep the title as the import&apos;s note</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="49"/>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="49"/>
        <source>found below the title block</source>
        <translation>found below the title block</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="51"/>
        <source>the first row</source>
        <translation>the first row</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="53"/>
        <source>title: “%1”</source>
        <translation>title: “%1”</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/header_row.py" line="56"/>
        <source>totals left out: row %1</source>
        <translation>totals left out: row %1</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="43"/>
        <source>Sent: the service stored it</source>
        <translation>Sent: the service stored it</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="44"/>
        <source>Sent: the service created it as %1</source>
        <translation>Sent: the service created it as %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="45"/>
        <source>Sent: the service refused it (%1)</source>
        <translation>Sent: the service refused it (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="46"/>
        <source>Sent: changed on the service meanwhile (conflict)</source>
        <translation>Sent: changed on the service meanwhile (conflict)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="50"/>
        <source>Sent</source>
        <translation>Sent</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="52"/>
        <source>Conflict settled: my version kept</source>
        <translation>Conflict settled: my version kept</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="53"/>
        <source>Conflict settled: the service&apos;s version taken</source>
        <translation>Conflict settled: the service&apos;s version taken</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="55"/>
        <source>Conflict settled: merged field by field</source>
        <translation>Conflict settled: merged field by field</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="79"/>
        <source>%1 of %2 split off from %3</source>
        <translation>%1 of %2 split off from %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="81"/>
        <source>%1 of %2 split off to %3</source>
        <translation>%1 of %2 split off to %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="84"/>
        <source>Merged: its %1 added to %3 (%2 together)</source>
        <translation>Merged: its %1 added to %3 (%2 together)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="88"/>
        <source>Merged: %1 added from %3 (%2 together)</source>
        <translation>Merged: %1 added from %3 (%2 together)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="91"/>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="93"/>
        <source>Merged</source>
        <translation>Merged</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="107"/>
        <source>Created</source>
        <translation>Created</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="109"/>
        <source>Typed in the form</source>
        <translation>Typed in the form</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="114"/>
        <source>Bulk change</source>
        <translation>Bulk change</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="115"/>
        <source>Bulk change of %1 records</source>
        <translation>Bulk change of %1 records</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="120"/>
        <source>Imported from %1, row %2</source>
        <translation>Imported from %1, row %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="122"/>
        <source>Imported from %1</source>
        <translation>Imported from %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="126"/>
        <source>Duplicated from %1</source>
        <translation>Duplicated from %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="132"/>
        <source>Moved from the environment %1</source>
        <translation>Moved from the environment %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="137"/>
        <source>Linked to %1 and queued</source>
        <translation>Linked to %1 and queued</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="141"/>
        <source>Queued to be sent again</source>
        <translation>Queued to be sent again</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="143"/>
        <source>Queued</source>
        <translation>Queued</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="148"/>
        <source>Accepted by the service without an id</source>
        <translation>Accepted by the service without an id</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="151"/>
        <source>Archive asked for</source>
        <translation>Archive asked for</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="153"/>
        <source>Archive withdrawn</source>
        <translation>Archive withdrawn</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="156"/>
        <source>Deleted</source>
        <translation>Deleted</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="158"/>
        <source>Undone</source>
        <translation>Undone</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="160"/>
        <source>Redone</source>
        <translation>Redone</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="162"/>
        <source>Changed on the service (seen at a refresh)</source>
        <translation>Changed on the service (seen at a refresh)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="168"/>
        <source>Earlier changes (%1 entries)</source>
        <translation>Earlier changes (%1 entries)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="186"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="187"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="188"/>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="189"/>
        <source>Was</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="190"/>
        <source>Became</source>
        <translation>Became</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="331"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="333"/>
        <source>Filter by field or text</source>
        <translation>Filter by field or text</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="338"/>
        <source>All actions</source>
        <translation>All actions</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/history_panel.py" line="345"/>
        <source>No changes recorded yet.</source>
        <translation>No changes recorded yet.</translation>
    </message>
</context>
<context>
    <name>ImageStrip</name>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="112"/>
        <source>Not uploaded yet</source>
        <translation>Not uploaded yet</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="113"/>
        <source>Uploading…</source>
        <translation>Uploading…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="114"/>
        <source>Uploaded</source>
        <translation>Uploaded</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="115"/>
        <source>Upload failed</source>
        <translation>Upload failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="116"/>
        <source>Not sent: needs attention</source>
        <translation>Not sent: needs attention</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="117"/>
        <source>Removed on next sync</source>
        <translation>Removed on next sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="118"/>
        <source>On the server</source>
        <translation>On the server</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="227"/>
        <source>Images</source>
        <translation>Images</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="228"/>
        <source>Drag pictures here, or use the button below.</source>
        <translation>Drag pictures here, or use the button below.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="229"/>
        <source>Add pictures…</source>
        <translation>Add pictures…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="231"/>
        <source>Images and files</source>
        <translation>Images and files</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="232"/>
        <source>Drag pictures or files here, or use the buttons below.</source>
        <translation>Drag pictures or files here, or use the buttons below.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="233"/>
        <source>Add pictures or files…</source>
        <translation>Add pictures or files…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="239"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="241"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="242"/>
        <source>Keep what was to be removed at the next sync</source>
        <translation>Keep what was to be removed at the next sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="244"/>
        <source>Replace…</source>
        <translation>Replace…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="245"/>
        <source>Put another file in the place of this one</source>
        <translation>Put another file in the place of this one</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="347"/>
        <source>This picture cannot be shown.</source>
        <translation>This picture cannot be shown.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="361"/>
        <source>Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</source>
        <translation>Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="364"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="78"/>
        <location filename="../../app/ui/inventory/import_parts.py" line="302"/>
        <source>Import inventory</source>
        <translation>Import inventory</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="99"/>
        <source>No file chosen yet.</source>
        <translation>No file chosen yet.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="101"/>
        <source>Choose file…</source>
        <translation>Choose file…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="106"/>
        <source>Sheet:</source>
        <translation>Sheet:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="108"/>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="125"/>
        <source>For all rows</source>
        <translation>For all rows</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="126"/>
        <source>A value every row gets; empty cells of its column too.</source>
        <translation>A value every row gets; empty cells of its column too.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/import_dialog.py" line="390"/>
        <source>This file was imported before, as %1 on %2, and made %n draft(s). Import it again? Each of its rows then becomes a draft once more.</source>
        <translation>
            <numerusform>This file was imported before, as %1 on %2, and made %n draft. Import it again? Each of its rows then becomes a draft once more.</numerusform>
            <numerusform>This file was imported before, as %1 on %2, and made %n drafts. Import it again? Each of its rows then becomes a draft once more.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="400"/>
        <source>Imported before</source>
        <translation>Imported before</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="468"/>
        <source>Fix or skip the rows with problems first, and give what every row lacks.</source>
        <translation>Fix or skip the rows with problems first, and give what every row lacks.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="163"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="170"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="198"/>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="209"/>
        <source>%1: %2 rows</source>
        <translation>%1: %2 rows</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="284"/>
        <source>Checking %1 rows…</source>
        <translation>Checking %1 rows…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="348"/>
        <source>Looking for photos…</source>
        <translation>Looking for photos…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_dialog.py" line="381"/>
        <source>Importing %1 rows…</source>
        <translation>Importing %1 rows…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="113"/>
        <source>Choose the column that holds the product&apos;s name.</source>
        <translation>Choose the column that holds the product&apos;s name.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="121"/>
        <source>More than one column fills: %1. Choose one.</source>
        <translation>More than one column fills: %1. Choose one.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="145"/>
        <source>Choose an inventory</source>
        <translation>Choose an inventory</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="150"/>
        <source>Spreadsheets (%1)</source>
        <translation>Spreadsheets (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="163"/>
        <source>%1 rows, %2 with problems, %3 skipped</source>
        <translation>%1 rows, %2 with problems, %3 skipped</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="303"/>
        <source>Your column choices, corrections and skipped rows will be lost. Go on?</source>
        <translation>Your column choices, corrections and skipped rows will be lost. Go on?</translation>
    </message>
</context>
<context>
    <name>ImportOptions</name>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="230"/>
        <location filename="../../app/ui/inventory/import_parts.py" line="290"/>
        <source>No photos folder.</source>
        <translation>No photos folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="232"/>
        <source>Choose folder…</source>
        <translation>Choose folder…</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="237"/>
        <source>Queue for sync straight away</source>
        <translation>Queue for sync straight away</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="240"/>
        <source>Project:</source>
        <translation>Project:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="241"/>
        <source>Photos:</source>
        <translation>Photos:</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="260"/>
        <source>From the column Project</source>
        <translation>From the column Project</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="260"/>
        <source>No project</source>
        <translation>No project</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="269"/>
        <source>%1 (not sent yet: no number)</source>
        <translation>%1 (not sent yet: no number)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_parts.py" line="278"/>
        <source>Choose the folder with the photos</source>
        <translation>Choose the folder with the photos</translation>
    </message>
</context>
<context>
    <name>KeepChanges</name>
    <message>
        <location filename="../../app/ui/keep_changes.py" line="43"/>
        <source>What you typed or chose here will be lost. Close anyway?</source>
        <translation>What you typed or chose here will be lost. Close anyway?</translation>
    </message>
</context>
<context>
    <name>LabelsDialog</name>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="47"/>
        <source>A4, 3 × 8 labels of 70 × 37 mm</source>
        <translation>A4, 3 × 8 labels of 70 × 37 mm</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="48"/>
        <source>A4, 3 × 7 labels of 63.5 × 38.1 mm (L7160)</source>
        <translation>A4, 3 × 7 labels of 63.5 × 38.1 mm (L7160)</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="51"/>
        <source>Label printer, 62 × 29 mm, one per label</source>
        <translation>Label printer, 62 × 29 mm, one per label</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="62"/>
        <source>Print labels</source>
        <translation>Print labels</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="72"/>
        <source>On a sheet of which some labels were used already</source>
        <translation>On a sheet of which some labels were used already</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="89"/>
        <source>Previous page</source>
        <translation>Previous page</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="90"/>
        <source>Next page</source>
        <translation>Next page</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="95"/>
        <source>Sheet</source>
        <translation>Sheet</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="96"/>
        <source>Begin at label</source>
        <translation>Begin at label</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="105"/>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="108"/>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="150"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="173"/>
        <source>Save labels as PDF</source>
        <translation>Save labels as PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="173"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="174"/>
        <source>labels</source>
        <translation>labels</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/labels/dialog.py" line="187"/>
        <source>%n page(s) of labels saved as %1.</source>
        <translation>
            <numerusform>%n page of labels saved as %1.</numerusform>
            <numerusform>%n pages of labels saved as %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="199"/>
        <source>Preparing the labels…</source>
        <translation>Preparing the labels…</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels/dialog.py" line="215"/>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
</context>
<context>
    <name>LotActions</name>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="63"/>
        <source>S&amp;plit…</source>
        <translation>S&amp;plit…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="67"/>
        <source>Part of this product&apos;s quantity to a new product of its own.</source>
        <translation>Part of this product&apos;s quantity to a new product of its own.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="70"/>
        <source>&amp;Merge…</source>
        <translation>&amp;Merge…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="73"/>
        <source>Two selected products of the same category and unit into one.</source>
        <translation>Two selected products of the same category and unit into one.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="87"/>
        <location filename="../../app/ui/products/lot_actions.py" line="109"/>
        <source>Cancel the split…</source>
        <translation>Cancel the split…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="111"/>
        <source>Cancel the merge…</source>
        <translation>Cancel the merge…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="126"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="128"/>
        <source>Nothing of it was sent yet. A split&apos;s new product is deleted and the original gets its quantity back; a merge&apos;s products stay as they were. Cancel it?</source>
        <translation>Nothing of it was sent yet. A split&apos;s new product is deleted and the original gets its quantity back; a merge&apos;s products stay as they were. Cancel it?</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="143"/>
        <source>Cancelled: nothing of it is sent.</source>
        <translation>Cancelled: nothing of it is sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="180"/>
        <source>Open or select the product to split.</source>
        <translation>Open or select the product to split.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="214"/>
        <source>Split: the new product is sent once the service has the original&apos;s new quantity.</source>
        <translation>Split: the new product is sent once the service has the original&apos;s new quantity.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="217"/>
        <source>Split: the new product is a draft of its own.</source>
        <translation>Split: the new product is a draft of its own.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="241"/>
        <source>Select the two products to merge.</source>
        <translation>Select the two products to merge.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="246"/>
        <source>Merge products</source>
        <translation>Merge products</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="247"/>
        <source>Which product is kept? The other is archived, its quantity added.</source>
        <translation>Which product is kept? The other is archived, its quantity added.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="263"/>
        <source>Merged: the kept product is raised once the service has archived the other.</source>
        <translation>Merged: the kept product is raised once the service has archived the other.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/lot_actions.py" line="265"/>
        <source>Merged into one draft.</source>
        <translation>Merged into one draft.</translation>
    </message>
</context>
<context>
    <name>Lots</name>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="38"/>
        <source>This product is no longer here.</source>
        <translation>This product is no longer here.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="39"/>
        <source>This product has no quantity to split.</source>
        <translation>This product has no quantity to split.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="40"/>
        <source>Type an amount more than 0 and less than %1 %2.</source>
        <translation>Type an amount more than 0 and less than %1 %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="41"/>
        <source>This product is counted in whole pieces: type a whole number.</source>
        <translation>This product is counted in whole pieces: type a whole number.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="44"/>
        <source>These quantities have too many digits to split or merge exactly: round them first.</source>
        <translation>These quantities have too many digits to split or merge exactly: round them first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="48"/>
        <source>This product is being sent now: wait until the sync is done.</source>
        <translation>This product is being sent now: wait until the sync is done.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="51"/>
        <source>Settle this product&apos;s conflict first.</source>
        <translation>Settle this product&apos;s conflict first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="52"/>
        <source>This product is handed over to a colleague: take it back first.</source>
        <translation>This product is handed over to a colleague: take it back first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="55"/>
        <source>The product cannot be sent as it is: correct the marked fields first.</source>
        <translation>The product cannot be sent as it is: correct the marked fields first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="58"/>
        <source>Choose two different products.</source>
        <translation>Choose two different products.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="59"/>
        <source>Only products of the same category can be merged.</source>
        <translation>Only products of the same category can be merged.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="62"/>
        <source>Only products in the same unit can be merged.</source>
        <translation>Only products in the same unit can be merged.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="63"/>
        <source>This product waits for the other half of a split or merge.</source>
        <translation>This product waits for the other half of a split or merge.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="66"/>
        <source>The first half was sent already: merge the two instead.</source>
        <translation>The first half was sent already: merge the two instead.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="69"/>
        <source>Waits until the service has the original&apos;s new quantity.</source>
        <translation>Waits until the service has the original&apos;s new quantity.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="72"/>
        <source>Waits: the service refused the original&apos;s change. Correct it or cancel the split.</source>
        <translation>Waits: the service refused the original&apos;s change. Correct it or cancel the split.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="76"/>
        <source>Waits: settle the conflict of the original first.</source>
        <translation>Waits: settle the conflict of the original first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="79"/>
        <source>Waits until the original is queued again.</source>
        <translation>Waits until the original is queued again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="80"/>
        <source>Waits: the original as the service has it leaves no room for this part within the whole. Cancel the split, or lower the original and queue it again.</source>
        <translation>Waits: the original as the service has it leaves no room for this part within the whole. Cancel the split, or lower the original and queue it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="85"/>
        <source>The original&apos;s change was deleted: cancel the split.</source>
        <translation>The original&apos;s change was deleted: cancel the split.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="89"/>
        <source>This cannot be done now.</source>
        <translation>This cannot be done now.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="121"/>
        <location filename="../../app/ui/main_window.py" line="243"/>
        <source>&amp;New product</source>
        <translation>&amp;New product</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="122"/>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicate</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="123"/>
        <source>&amp;Find</source>
        <translation>&amp;Find</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="133"/>
        <source>&amp;Sync now</source>
        <translation>&amp;Sync now</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="135"/>
        <source>&amp;Pause sync</source>
        <translation>&amp;Pause sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="136"/>
        <source>&amp;Resume sync</source>
        <translation>&amp;Resume sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="137"/>
        <source>&amp;Cancel sync</source>
        <translation>&amp;Cancel sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="141"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="141"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="141"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="146"/>
        <source>Import &amp;inventory…</source>
        <translation>Import &amp;inventory…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="147"/>
        <source>Export &amp;catalogue…</source>
        <translation>Export &amp;catalogue…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="148"/>
        <source>Print &amp;labels…</source>
        <translation>Print &amp;labels…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="154"/>
        <source>&amp;Export drafts…</source>
        <translation>&amp;Export drafts…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="131"/>
        <source>Queue for s&amp;ync</source>
        <translation>Queue for s&amp;ync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="125"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="126"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="128"/>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="149"/>
        <source>&amp;Read photos…</source>
        <translation>&amp;Read photos…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="151"/>
        <source>Photos from a camera card or a phone find their records by their labels.</source>
        <translation>Photos from a camera card or a phone find their records by their labels.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="155"/>
        <source>Import d&amp;rafts…</source>
        <translation>Import d&amp;rafts…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="156"/>
        <source>Hand drafts over to a colleague&apos;s Reuse Desk.</source>
        <translation>Hand drafts over to a colleague&apos;s Reuse Desk.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="157"/>
        <source>Take over drafts a colleague handed to you.</source>
        <translation>Take over drafts a colleague handed to you.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="158"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="160"/>
        <source>&amp;Connect to an environment…</source>
        <translation>&amp;Connect to an environment…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="161"/>
        <source>Work &amp;offline</source>
        <translation>Work &amp;offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="163"/>
        <source>&amp;Move to environment…</source>
        <translation>&amp;Move to environment…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="165"/>
        <source>Move the selected new drafts to another environment.</source>
        <translation>Move the selected new drafts to another environment.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="168"/>
        <source>Start the sandbox &amp;afresh…</source>
        <translation>Start the sandbox &amp;afresh…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="170"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="171"/>
        <source>Sync &amp;log…</source>
        <translation>Sync &amp;log…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="172"/>
        <source>&amp;About Reuse Desk</source>
        <translation>&amp;About Reuse Desk</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="180"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="181"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="189"/>
        <source>En&amp;vironment</source>
        <translation>En&amp;vironment</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="196"/>
        <source>&amp;Sync</source>
        <translation>&amp;Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="204"/>
        <source>&amp;Photos</source>
        <translation>&amp;Photos</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="205"/>
        <source>Se&amp;ttings</source>
        <translation>Se&amp;ttings</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="206"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="221"/>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="244"/>
        <source>&amp;New project</source>
        <translation>&amp;New project</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="245"/>
        <source>&amp;New subscription</source>
        <translation>&amp;New subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="265"/>
        <source>Products</source>
        <translation>Products</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="265"/>
        <source>Projects</source>
        <translation>Projects</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="265"/>
        <source>Subscriptions</source>
        <translation>Subscriptions</translation>
    </message>
</context>
<context>
    <name>ManyDrafts</name>
    <message>
        <location filename="../../app/ui/records/many.py" line="72"/>
        <source>There is no draft to delete here: select the drafts first.</source>
        <translation>There is no draft to delete here: select the drafts first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/many.py" line="81"/>
        <source>Delete drafts</source>
        <translation>Delete drafts</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="83"/>
        <source>Delete %n draft(s)? Edit ▸ Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>Delete %n draft? Edit ▸ Undo (Ctrl+Z) brings it back.</numerusform>
            <numerusform>Delete %n drafts? Edit ▸ Undo (Ctrl+Z) brings them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="103"/>
        <source>%n draft(s) deleted; </source>
        <translation>
            <numerusform>%n draft deleted; </numerusform>
            <numerusform>%n drafts deleted; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="104"/>
        <source>%n not: </source>
        <translation>
            <numerusform>%n not: </numerusform>
            <numerusform>%n not: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="108"/>
        <source>%n draft(s) deleted. Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>%n draft deleted. Ctrl+Z brings it back.</numerusform>
            <numerusform>%n drafts deleted. Ctrl+Z brings them back.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/records/many.py" line="129"/>
        <location filename="../../app/ui/records/many.py" line="194"/>
        <source>nothing changed</source>
        <translation>nothing changed</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="139"/>
        <source>%n draft(s) queued; sent at the next sync.</source>
        <translation>
            <numerusform>%n draft queued; sent at the next sync.</numerusform>
            <numerusform>%n drafts queued; sent at the next sync.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/records/many.py" line="147"/>
        <location filename="../../app/ui/records/many.py" line="180"/>
        <source>Queue for sync</source>
        <translation>Queue for sync</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="148"/>
        <location filename="../../app/ui/records/many.py" line="181"/>
        <source>%n draft(s) queued. </source>
        <translation>
            <numerusform>%n draft queued. </numerusform>
            <numerusform>%n drafts queued. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="149"/>
        <source>%n not queued:</source>
        <translation>
            <numerusform>%n not queued:</numerusform>
            <numerusform>%n not queued:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="174"/>
        <source>%n upload(s) will be tried again at the next sync.</source>
        <translation>
            <numerusform>%n upload will be tried again at the next sync.</numerusform>
            <numerusform>%n uploads will be tried again at the next sync.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="183"/>
        <source>%n upload(s) of these records failed round after round and wait for you. Try them again at the next sync?</source>
        <translation>
            <numerusform>%n upload of these records failed round after round and waits for you. Try it again at the next sync?</numerusform>
            <numerusform>%n uploads of these records failed round after round and wait for you. Try them again at the next sync?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/records/many.py" line="197"/>
        <source>%n field(s) to correct</source>
        <translation>
            <numerusform>%n field to correct</numerusform>
            <numerusform>%n fields to correct</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MappingPane</name>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="36"/>
        <source>Columns</source>
        <translation>Columns</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="37"/>
        <source>What each column of the file fills in the product form, in which unit.</source>
        <translation>What each column of the file fills in the product form, in which unit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="44"/>
        <source>(do not import)</source>
        <translation>(do not import)</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="46"/>
        <source>Column in the file</source>
        <translation>Column in the file</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="46"/>
        <source>Values</source>
        <translation>Values</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="46"/>
        <source>Fills</source>
        <translation>Fills</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="47"/>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/mapping_pane.py" line="98"/>
        <source>Not imported: %1</source>
        <translation>Not imported: %1</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../app/ui/message_table.py" line="35"/>
        <source>Choose one of the listed values.</source>
        <translation>Choose one of the listed values.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="36"/>
        <source>Enter a whole number.</source>
        <translation>Enter a whole number.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="37"/>
        <source>Choose yes or no.</source>
        <translation>Choose yes or no.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="38"/>
        <source>Expected a group of fields.</source>
        <translation>Expected a group of fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="41"/>
        <source>This field is required.</source>
        <translation>This field is required.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="43"/>
        <source>Fill in this field.</source>
        <translation>Fill in this field.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="44"/>
        <source>Make a choice.</source>
        <translation>Make a choice.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="45"/>
        <source>Choose at least one.</source>
        <translation>Choose at least one.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="47"/>
        <source>Enter a number of {minimum} or more.</source>
        <translation>Enter a number of {minimum} or more.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="48"/>
        <source>This number is too big.</source>
        <translation>This number is too big.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="49"/>
        <source>This number has too many digits.</source>
        <translation>This number has too many digits.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="50"/>
        <source>Enter a valid e-mail address (for example name@example.com).</source>
        <translation>Enter a valid e-mail address (for example name@example.com).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="53"/>
        <source>Enter a valid web address starting with https:// or http://.</source>
        <translation>Enter a valid web address starting with https:// or http://.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="56"/>
        <source>The end date may not be before the start date.</source>
        <translation>The end date may not be before the start date.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="59"/>
        <source>Choose a sub-category that belongs to the category.</source>
        <translation>Choose a sub-category that belongs to the category.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="63"/>
        <source>Choose a unit for the sizes, or they are sent without one.</source>
        <translation>Choose a unit for the sizes, or they are sent without one.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="67"/>
        <source>This text is too long (at most {max_length} characters).</source>
        <translation>This text is too long (at most {max_length} characters).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="70"/>
        <source>This text is too short (at least {min_length} characters).</source>
        <translation>This text is too short (at least {min_length} characters).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="73"/>
        <source>Choose at least {min_length}.</source>
        <translation>Choose at least {min_length}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="74"/>
        <source>Choose at most {max_length}.</source>
        <translation>Choose at most {max_length}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="75"/>
        <source>Enter a number of {ge} or more.</source>
        <translation>Enter a number of {ge} or more.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="76"/>
        <source>Enter a number of {le} or less.</source>
        <translation>Enter a number of {le} or less.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="77"/>
        <source>Enter a number, for example 12,5.</source>
        <translation>Enter a number, for example 12.5.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="78"/>
        <source>Enter a date as dd-mm-yyyy.</source>
        <translation>Enter a date as dd-mm-yyyy.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="79"/>
        <source>Enter a date and time as dd-mm-yyyy hh:mm.</source>
        <translation>Enter a date and time as dd-mm-yyyy hh:mm.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="80"/>
        <source>Enter text.</source>
        <translation>Enter text.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="87"/>
        <source>Expected a list.</source>
        <translation>Expected a list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="94"/>
        <source>Something went wrong. The details are in the log file.</source>
        <translation>Something went wrong. The details are in the log file.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="98"/>
        <source>Something went wrong while contacting the service.</source>
        <translation>Something went wrong while contacting the service.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="101"/>
        <source>The service did not accept the data. Check the fields.</source>
        <translation>The service did not accept the data. Check the fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="104"/>
        <source>The service does not know this subcategory. Choose another subcategory.</source>
        <translation>The service does not know this subcategory. Choose another subcategory.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="107"/>
        <source>The service refused the request.</source>
        <translation>The service refused the request.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="108"/>
        <source>The file is too large for the service.</source>
        <translation>The file is too large for the service.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="109"/>
        <source>Signing in to the service did not work. Check the sign-in details of this environment.</source>
        <translation>Signing in to the service did not work. Check the sign-in details of this environment.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="113"/>
        <source>The service refused the sign-in details. Check the client id, user name and password or secret.</source>
        <translation>The service refused the sign-in details. Check the client id, user name and password or secret.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="118"/>
        <source>No password or secret has been saved for this environment yet. Enter it in the environment settings.</source>
        <translation>No password or secret has been saved for this environment yet. Enter it in the environment settings.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="123"/>
        <source>This system offers no secure storage for passwords (keyring), so sign-in details cannot be kept.</source>
        <translation>This system offers no secure storage for passwords (keyring), so sign-in details cannot be kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="128"/>
        <source>This account is not allowed to do this.</source>
        <translation>This account is not allowed to do this.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="129"/>
        <source>Drafts moved to {target}: {count}. They are sent there from now on.</source>
        <translation>Drafts moved to {target}: {count}. They are sent there from now on.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="132"/>
        <source>Not moved: {count}. They change a record of this environment and stay with it.</source>
        <translation>Not moved: {count}. They change a record of this environment and stay with it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="136"/>
        <source>Not moved: {count}. They are being sent, may have arrived already, or were handed over.</source>
        <translation>Not moved: {count}. They are being sent, may have arrived already, or were handed over.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="140"/>
        <source>Nothing was sent: this work belongs to {environment}, not to {target}. Connect to {environment} to send it.</source>
        <translation>Nothing was sent: this work belongs to {environment}, not to {target}. Connect to {environment} to send it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="145"/>
        <source>Nothing was sent: it is not known which environment this work belongs to (the record of it was lost). It stays on this computer, unsent.</source>
        <translation>Nothing was sent: it is not known which environment this work belongs to (the record of it was lost). It stays on this computer, unsent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="150"/>
        <source>This item does not exist at the service (any more).</source>
        <translation>This item does not exist at the service (any more).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="153"/>
        <source>The service is getting too many requests. It will be tried again later.</source>
        <translation>The service is getting too many requests. It will be tried again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="156"/>
        <source>The service is temporarily unavailable. Try again later.</source>
        <translation>The service is temporarily unavailable. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="159"/>
        <source>Something went wrong at the service. Try again later.</source>
        <translation>Something went wrong at the service. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="162"/>
        <source>No connection to the service. Check the internet connection.</source>
        <translation>No connection to the service. Check the internet connection.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="165"/>
        <source>The secure connection to the service could not be verified (certificate). Contact your administrator.</source>
        <translation>The secure connection to the service could not be verified (certificate). Contact your administrator.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="170"/>
        <source>The proxy server refuses the connection to the service.</source>
        <translation>The proxy server refuses the connection to the service.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="173"/>
        <source>The address of the service is not valid.</source>
        <translation>The address of the service is not valid.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="176"/>
        <source>The service is responding too slowly. Try again later.</source>
        <translation>The service is responding too slowly. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="179"/>
        <source>It is not certain that the service received the change. This is checked at the next sync.</source>
        <translation>It is not certain that the service received the change. This is checked at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="183"/>
        <source>The service gave an unexpected answer. Try again later.</source>
        <translation>The service gave an unexpected answer. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="186"/>
        <source>The file on the service is larger than {mebibytes} MiB and was not fetched.</source>
        <translation>The file on the service is larger than {mebibytes} MiB and was not fetched.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="194"/>
        <source>The service accepted the change but answered with {answered_id}, which cannot be the number of a record; its answer was not used.</source>
        <translation>The service accepted the change but answered with {answered_id}, which cannot be the number of a record; its answer was not used.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="199"/>
        <source>The service answered for record {answered_id} instead of {server_id}; its answer was not used.</source>
        <translation>The service answered for record {answered_id} instead of {server_id}; its answer was not used.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="204"/>
        <source>The service sent an answer larger than {mebibytes} MiB; it was not read. The rest of the sync went on.</source>
        <translation>The service sent an answer larger than {mebibytes} MiB; it was not read. The rest of the sync went on.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="189"/>
        <source>The service accepted the change without saying what it became. This is checked at the next sync.</source>
        <translation>The service accepted the change without saying what it became. This is checked at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="209"/>
        <source>The service&apos;s list did not end after {pages} pages; the sync went on with what it read.</source>
        <translation>The service&apos;s list did not end after {pages} pages; the sync went on with what it read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="213"/>
        <source>Connected to {environment}.</source>
        <translation>Connected to {environment}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="214"/>
        <source>Connected to {environment}. This account can only read.</source>
        <translation>Connected to {environment}. This account can only read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="217"/>
        <source>Enter a complete address, for example https://service.example.com/api/v1.</source>
        <translation>Enter a complete address, for example https://service.example.com/api/v1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="220"/>
        <source>Use a secure address (https://); http:// is allowed only for this computer.</source>
        <translation>Use a secure address (https://); http:// is allowed only for this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="223"/>
        <source>The address cannot contain sign-in details, ?-parameters or a #-part.</source>
        <translation>The address cannot contain sign-in details, ?-parameters or a #-part.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="226"/>
        <source>The address must end in {path}.</source>
        <translation>The address must end in {path}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="227"/>
        <source>The port in the address must be a number from 1 to 65535.</source>
        <translation>The port in the address must be a number from 1 to 65535.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="230"/>
        <source>The address does not name a computer, such as service.example.com.</source>
        <translation>The address does not name a computer, such as service.example.com.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="233"/>
        <source>The environment {name} cannot be used and is left out until it is corrected:</source>
        <translation>The environment {name} cannot be used and is left out until it is corrected:</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="236"/>
        <source>Give the environment a name.</source>
        <translation>Give the environment a name.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="237"/>
        <source>Enter the client id.</source>
        <translation>Enter the client id.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="238"/>
        <source>Enter the user name.</source>
        <translation>Enter the user name.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="240"/>
        <source>No environment is called {name}. Environments here: {known}.</source>
        <translation>No environment is called {name}. Environments here: {known}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="243"/>
        <source>Name the environment with --env NAME (environments here: {known}), or use --sandbox.</source>
        <translation>Name the environment with --env NAME (environments here: {known}), or use --sandbox.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="247"/>
        <source>No environment is set up yet: set one up in the window, or use --sandbox.</source>
        <translation>No environment is set up yet: set one up in the window, or use --sandbox.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="252"/>
        <source>This record no longer exists at the service (archived or deleted).</source>
        <translation>This record no longer exists at the service (archived or deleted).</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="255"/>
        <source>The draft contains fields that cannot be sent.</source>
        <translation>The draft contains fields that cannot be sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="258"/>
        <source>A project cannot be changed at the service, only created.</source>
        <translation>A project cannot be changed at the service, only created.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="261"/>
        <source>Someone else changed this product: {fields}</source>
        <translation>Someone else changed this product: {fields}</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="262"/>
        <source>It is not certain that the photo {name} reached the service. Check the project on the website; then queue the draft again to send the photo once more.</source>
        <translation>It is not certain that the photo {name} reached the service. Check the project on the website; then queue the draft again to send the photo once more.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="267"/>
        <source>The photo {name} cannot be read. Has it been moved or damaged?</source>
        <translation>The photo {name} cannot be read. Has it been moved or damaged?</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="271"/>
        <source>{name} is larger than the service takes ({mebibytes} MB): it is not sent. Remove it, or replace it with a smaller file.</source>
        <translation>{name} is larger than the service takes ({mebibytes} MB): it is not sent. Remove it, or replace it with a smaller file.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="276"/>
        <source>The service refused {name} as too large: it is not sent again. Remove it, or replace it with a smaller file.</source>
        <translation>The service refused {name} as too large: it is not sent again. Remove it, or replace it with a smaller file.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="281"/>
        <source>The service refused {name} {rounds} times in a row (status {status}): it is not sent again. Remove it or replace it, or queue the record again to try once more.</source>
        <translation>The service refused {name} {rounds} times in a row (status {status}): it is not sent again. Remove it or replace it, or queue the record again to try once more.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="286"/>
        <source>The service did not answer the upload of {name} {rounds} times in a row: it is not sent again. Remove it or replace it, or queue the record again to try once more.</source>
        <translation>The service did not answer the upload of {name} {rounds} times in a row: it is not sent again. Remove it or replace it, or queue the record again to try once more.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="291"/>
        <source>Created as {server_id}.</source>
        <translation>Created as {server_id}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="292"/>
        <source>Found on the server as {server_id}.</source>
        <translation>Found on the server as {server_id}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="293"/>
        <source>Not on the server; sent again.</source>
        <translation>Not on the server; sent again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="294"/>
        <source>The service accepted it but did not say where it is. Look it up on the website, then link it or send it again.</source>
        <translation>The service accepted it but did not say where it is. Look it up on the website, then link it or send it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="299"/>
        <source>The service accepted it but answered with {answered_id}, which cannot be its number. Look it up on the website, then link it or send it again.</source>
        <translation>The service accepted it but answered with {answered_id}, which cannot be its number. Look it up on the website, then link it or send it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="304"/>
        <source>The service accepted it but answered with number {answered_id}, which is another record here. Look it up on the website, then link it or send it again.</source>
        <translation>The service accepted it but answered with number {answered_id}, which is another record here. Look it up on the website, then link it or send it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="309"/>
        <source>The service answered for number {answered_id} instead of this record ({server_id}); nothing of its answer was kept. Check the record on the website, then queue the draft again.</source>
        <translation>The service answered for number {answered_id} instead of this record ({server_id}); nothing of its answer was kept. Check the record on the website, then queue the draft again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="315"/>
        <source>Accepted without its number; looked for in the service&apos;s list.</source>
        <translation>Accepted without its number; looked for in the service&apos;s list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="318"/>
        <source>This draft was damaged in the local database and was set aside. Check it, then queue it again.</source>
        <translation>This draft was damaged in the local database and was set aside. Check it, then queue it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="323"/>
        <source>{name} found on the server.</source>
        <translation>{name} found on the server.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="324"/>
        <source>{name} uploaded as {server_id}.</source>
        <translation>{name} uploaded as {server_id}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="325"/>
        <source>{name} uploaded; the service did not say under which id.</source>
        <translation>{name} uploaded; the service did not say under which id.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="328"/>
        <source>{name} uploaded; the service answered with {answered_id}, which cannot be its number, so it was not kept.</source>
        <translation>{name} uploaded; the service answered with {answered_id}, which cannot be its number, so it was not kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="333"/>
        <source>The service listed records that could not be read; this one may be among them, so it is not sent again for now.</source>
        <translation>The service listed records that could not be read; this one may be among them, so it is not sent again for now.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="338"/>
        <source>{name} removed.</source>
        <translation>{name} removed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="340"/>
        <source>Syncing with {environment} ({address})</source>
        <translation>Syncing with {environment} ({address})</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="341"/>
        <source>Would sync with {environment} ({address})</source>
        <translation>Would sync with {environment} ({address})</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="344"/>
        <source>Would sync with {environment}</source>
        <translation>Would sync with {environment}</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="347"/>
        <source>Taken from the local store into {environment}: {count} drafts.</source>
        <translation>Taken from the local store into {environment}: {count} drafts.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="350"/>
        <source>Interrupted; unsent work stays queued.</source>
        <translation>Interrupted; unsent work stays queued.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="354"/>
        <source>server error {status}</source>
        <translation>server error {status}</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="355"/>
        <source>too many requests ({status})</source>
        <translation>too many requests ({status})</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="356"/>
        <source>no answer in time</source>
        <translation>no answer in time</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="357"/>
        <source>no connection</source>
        <translation>no connection</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="358"/>
        <source>connection dropped</source>
        <translation>connection dropped</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="15"/>
        <source>Something went wrong while saving your work on this computer.</source>
        <translation>Something went wrong while saving your work on this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="18"/>
        <source>The disk is full, so Reuse Desk cannot save your work. Free some space; what you filled in stays in the form.</source>
        <translation>The disk is full, so Reuse Desk cannot save your work. Free some space; what you filled in stays in the form.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="23"/>
        <source>Reuse Desk may not write in its data folder. Check the permissions of that folder or choose another one with --data-dir.</source>
        <translation>Reuse Desk may not write in its data folder. Check the permissions of that folder or choose another one with --data-dir.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="28"/>
        <source>The database is in use by another program, perhaps a second Reuse Desk. Close that program and try again.</source>
        <translation>The database is in use by another program, perhaps a second Reuse Desk. Close that program and try again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="33"/>
        <source>The data folder of Reuse Desk cannot be reached. Check that the disk is connected and try again.</source>
        <translation>The data folder of Reuse Desk cannot be reached. Check that the disk is connected and try again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="38"/>
        <source>Your data was saved by a newer version of Reuse Desk (database version {found}; this version knows up to {known}). Install the latest version; nothing in your data was changed.</source>
        <translation>Your data was saved by a newer version of Reuse Desk (database version {found}; this version knows up to {known}). Install the latest version; nothing in your data was changed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="44"/>
        <source>The database of Reuse Desk is damaged. Close Reuse Desk and start it again; the database is then checked and put aside if need be.</source>
        <translation>The database of Reuse Desk is damaged. Close Reuse Desk and start it again; the database is then checked and put aside if need be.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="49"/>
        <source>The database of Reuse Desk was damaged. The damaged file was kept as {moved_to} and Reuse Desk started with an empty database. Your attachments are still in the attachments folder.</source>
        <translation>The database of Reuse Desk was damaged. The damaged file was kept as {moved_to} and Reuse Desk started with an empty database. Your attachments are still in the attachments folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="55"/>
        <source>Another sync of this data is running (a scheduled reuse-desk sync, perhaps). Nothing was sent twice; what waits goes with the next sync, after that one.</source>
        <translation>Another sync of this data is running (a scheduled reuse-desk sync, perhaps). Nothing was sent twice; what waits goes with the next sync, after that one.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="60"/>
        <source>This draft no longer exists; perhaps it was deleted already.</source>
        <translation>This draft no longer exists; perhaps it was deleted already.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="63"/>
        <source>This draft is being sent now and can only be deleted after that.</source>
        <translation>This draft is being sent now and can only be deleted after that.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="66"/>
        <source>This draft may have reached the server already. Synchronise first; after that it can be deleted.</source>
        <translation>This draft may have reached the server already. Synchronise first; after that it can be deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="71"/>
        <source>This is the record as the service has it: there is no draft to delete.</source>
        <translation>This is the record as the service has it: there is no draft to delete.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="74"/>
        <source>This can no longer be undone: its records changed since.</source>
        <translation>This can no longer be undone: its records changed since.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="77"/>
        <source>This draft has not been sent yet. Confirm that you want to discard it; the work will then be lost.</source>
        <translation>This draft has not been sent yet. Confirm that you want to discard it; the work will then be lost.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="82"/>
        <source>There is a draft with changes for this record already. Open that draft to go on working.</source>
        <translation>There is a draft with changes for this record already. Open that draft to go on working.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="86"/>
        <source>This attachment no longer exists; perhaps it was removed already.</source>
        <translation>This attachment no longer exists; perhaps it was removed already.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="89"/>
        <source>The file {name} cannot be read ({reason}). It was not added.</source>
        <translation>The file {name} cannot be read ({reason}). It was not added.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="92"/>
        <source>This value is too long to pin (at most {limit} characters). It was not pinned; the record itself keeps it.</source>
        <translation>This value is too long to pin (at most {limit} characters). It was not pinned; the record itself keeps it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="97"/>
        <source>No more values can be pinned here (at most {limit}). Unpin one you no longer need, then pin this one.</source>
        <translation>No more values can be pinned here (at most {limit}). Unpin one you no longer need, then pin this one.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="102"/>
        <source>Something went wrong in Reuse Desk itself while saving. Your work saved earlier is kept. Report this to the administrator.</source>
        <translation>Something went wrong in Reuse Desk itself while saving. Your work saved earlier is kept. Report this to the administrator.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="107"/>
        <source>The export file cannot be written or read.</source>
        <translation>The export file cannot be written or read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="109"/>
        <source>{name} cannot be written here. Is the file open in another program? Close it, or choose another name or folder.</source>
        <translation>{name} cannot be written here. Is the file open in another program? Close it, or choose another name or folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="114"/>
        <source>The folder {folder} does not exist (any more). Choose another folder.</source>
        <translation>The folder {folder} does not exist (any more). Choose another folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="117"/>
        <source>The disk is full, so {name} was not written. Free some space and try again.</source>
        <translation>The disk is full, so {name} was not written. Free some space and try again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="120"/>
        <source>{name} could not be written. Nothing was exported; try another folder.</source>
        <translation>{name} could not be written. Nothing was exported; try another folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="123"/>
        <source>A text is longer than an Excel cell holds ({limit} characters). Export as CSV instead.</source>
        <translation>A text is longer than an Excel cell holds ({limit} characters). Export as CSV instead.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="127"/>
        <source>The export file {name} is damaged or incomplete; nothing was imported.</source>
        <translation>The export file {name} is damaged or incomplete; nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="135"/>
        <source>The export file {name} was made with a newer version of Reuse Desk. Install the latest version to import it.</source>
        <translation>The export file {name} was made with a newer version of Reuse Desk. Install the latest version to import it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="141"/>
        <source>Nothing was exported and nothing handed over: a colleague&apos;s Reuse Desk would not take this export in.</source>
        <translation>Nothing was exported and nothing handed over: a colleague&apos;s Reuse Desk would not take this export in.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="146"/>
        <source>{name} is one of Reuse Desk&apos;s own files: an export there would destroy them. Save the export somewhere else.</source>
        <translation>{name} is one of Reuse Desk&apos;s own files: an export there would destroy them. Save the export somewhere else.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="151"/>
        <source>Larger than Reuse Desk takes in ({mebibytes} MiB a file): {items}. Remove or replace these files, then export again.</source>
        <translation>Larger than Reuse Desk takes in ({mebibytes} MiB a file): {items}. Remove or replace these files, then export again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="156"/>
        <source>Missing from the data folder, or changed there: {items}. Remove these files and add them again, then export again.</source>
        <translation>Missing from the data folder, or changed there: {items}. Remove these files and add them again, then export again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="161"/>
        <source>The attachments together are {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</source>
        <translation>The attachments together are {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="166"/>
        <source>{count} drafts are more than one export holds ({limit}). Synchronise some drafts first, then export the rest.</source>
        <translation>{count} drafts are more than one export holds ({limit}). Synchronise some drafts first, then export the rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="171"/>
        <source>{count} attachments are more than one export holds ({limit}). Synchronise some drafts first, then export the rest.</source>
        <translation>{count} attachments are more than one export holds ({limit}). Synchronise some drafts first, then export the rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="176"/>
        <source>The drafts&apos; texts together are {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</source>
        <translation>The drafts&apos; texts together are {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="181"/>
        <source>The list of attachments is {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</source>
        <translation>The list of attachments is {size} MiB, more than one export holds ({mebibytes} MiB). Synchronise some drafts first, then export the rest.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="186"/>
        <source>These drafts hold data a colleague&apos;s Reuse Desk does not read in (nested too deep, or damaged): {items}. Open them and correct them, or delete them, then export again.</source>
        <translation>These drafts hold data a colleague&apos;s Reuse Desk does not read in (nested too deep, or damaged): {items}. Open them and correct them, or delete them, then export again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="191"/>
        <source>A colleague&apos;s Reuse Desk would not read this export ({reason}).</source>
        <translation>A colleague&apos;s Reuse Desk would not read this export ({reason}).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="194"/>
        <source>The export was stopped: no file was written and nothing was handed over.</source>
        <translation>The export was stopped: no file was written and nothing was handed over.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="197"/>
        <source>Drafts changed while they were exported, so the file was removed and nothing was handed over. Export again.</source>
        <translation>Drafts changed while they were exported, so the file was removed and nothing was handed over. Export again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="202"/>
        <source>{name} did not read back as it was written, so it was removed and nothing was handed over. Try another folder or disk.</source>
        <translation>{name} did not read back as it was written, so it was removed and nothing was handed over. Try another folder or disk.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="207"/>
        <source>This file was imported before, as {name} on {at}, and made {count} drafts; importing it again makes each of them twice. Nothing was imported.</source>
        <translation>This file was imported before, as {name} on {at}, and made {count} drafts; importing it again makes each of them twice. Nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="213"/>
        <source>{name} is not a spreadsheet Reuse Desk can read. Choose an Excel (.xlsx, .xls), LibreOffice (.ods) or CSV file.</source>
        <translation>{name} is not a spreadsheet Reuse Desk can read. Choose an Excel (.xlsx, .xls), LibreOffice (.ods) or CSV file.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="218"/>
        <source>{name} cannot be opened ({reason}).</source>
        <translation>{name} cannot be opened ({reason}).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="219"/>
        <source>{name} is empty.</source>
        <translation>{name} is empty.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="220"/>
        <source>{name} is damaged or is not a spreadsheet. Open it in your spreadsheet program and save it again.</source>
        <translation>{name} is damaged or is not a spreadsheet. Open it in your spreadsheet program and save it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="225"/>
        <source>{name} is protected with a password. Open it in your spreadsheet program, remove the password and save it again.</source>
        <translation>{name} is protected with a password. Open it in your spreadsheet program, remove the password and save it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="230"/>
        <source>There is no sheet named {sheet}. The sheets are: {sheets}.</source>
        <translation>There is no sheet named {sheet}. The sheets are: {sheets}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="233"/>
        <source>The sheet {sheet} is empty.</source>
        <translation>The sheet {sheet} is empty.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="234"/>
        <source>The sheet {sheet} has a header (row {row}) but no rows under it.</source>
        <translation>The sheet {sheet} has a header (row {row}) but no rows under it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="237"/>
        <source>The header of {sheet} has merged cells ({cells}). Unmerge them so that every column has its own header.</source>
        <translation>The header of {sheet} has merged cells ({cells}). Unmerge them so that every column has its own header.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="242"/>
        <source>Column {column} of {sheet} holds data but has no header in row {row}. Are header cells merged? Give every column its own header.</source>
        <translation>Column {column} of {sheet} holds data but has no header in row {row}. Are header cells merged? Give every column its own header.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="247"/>
        <source>The sheet {sheet} has more than {limit} rows. Split it into smaller files.</source>
        <translation>The sheet {sheet} has more than {limit} rows. Split it into smaller files.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="250"/>
        <source>The file mixes character encodings: line {line} does not match the lines before it. Save it again as CSV UTF-8 from your spreadsheet program.</source>
        <translation>The file mixes character encodings: line {line} does not match the lines before it. Save it again as CSV UTF-8 from your spreadsheet program.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="255"/>
        <source>Line {line} of {name} has a quote (&quot;) that is not closed or that is followed by more text. Correct the quotes on that line and import the file again.</source>
        <translation>Line {line} of {name} has a quote (&quot;) that is not closed or that is followed by more text. Correct the quotes on that line and import the file again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="260"/>
        <source>Row {row} of {sheet} is empty: it cannot be the header. Choose another row.</source>
        <translation>Row {row} of {sheet} is empty: it cannot be the header. Choose another row.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="363"/>
        <source>Changes to records of the service were not imported: {count}. The file does not say which environment they belong to.</source>
        <translation>Changes to records of the service were not imported: {count}. The file does not say which environment they belong to.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="375"/>
        <source>{product} ({reference}): its web address is {length} characters long, more than a QR code on the report can hold legibly; the code holds the reference instead.</source>
        <translation>{product} ({reference}): its web address is {length} characters long, more than a QR code on the report can hold legibly; the code holds the reference instead.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="380"/>
        <source>{product} ({reference}): {value} is beyond any real amount; it is shown as given and left out of the totals.</source>
        <translation>{product} ({reference}): {value} is beyond any real amount; it is shown as given and left out of the totals.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="385"/>
        <source>{product} ({reference}): its photo of {width} × {height} pixels is too large to show in the report; the report shows the placeholder.</source>
        <translation>{product} ({reference}): its photo of {width} × {height} pixels is too large to show in the report; the report shows the placeholder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="390"/>
        <source>{product} cannot be read and is left out of the report.</source>
        <translation>{product} cannot be read and is left out of the report.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="130"/>
        <source>The export file {name} holds more than Reuse Desk takes in ({mebibytes} MiB in one part); nothing was imported.</source>
        <translation>The export file {name} holds more than Reuse Desk takes in ({mebibytes} MiB in one part); nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="263"/>
        <source>{name} would take more than {mebibytes} MiB once unpacked ({part}); it is not read. Remove what the inventory does not need, or split it into smaller files.</source>
        <translation>{name} would take more than {mebibytes} MiB once unpacked ({part}); it is not read. Remove what the inventory does not need, or split it into smaller files.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="268"/>
        <source>{name} has a cell longer than {limit} characters, more than a spreadsheet allows; it is not read. Shorten that cell and save the file again.</source>
        <translation>{name} has a cell longer than {limit} characters, more than a spreadsheet allows; it is not read. Shorten that cell and save the file again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="273"/>
        <source>Line {line} of {name} has a field longer than {limit} characters; the file is not read. Is a quote (&quot;) not closed? Correct the line and import the file again.</source>
        <translation>Line {line} of {name} has a field longer than {limit} characters; the file is not read. Is a quote (&quot;) not closed? Correct the line and import the file again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="278"/>
        <source>No field of the product form is called {name}. Use the field&apos;s label or its wire name (productCategory, address.city).</source>
        <translation>No field of the product form is called {name}. Use the field&apos;s label or its wire name (productCategory, address.city).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="283"/>
        <source>Not imported: {columns}.</source>
        <translation>Not imported: {columns}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="284"/>
        <source>Fields that every row lacks: {count}. Give them a value for all rows; nothing was imported.</source>
        <translation>Fields that every row lacks: {count}. Give them a value for all rows; nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="289"/>
        <source>This value is in {unit}, but its column is in {header}. Remove the unit from the cell or correct the column&apos;s unit.</source>
        <translation>This value is in {unit}, but its column is in {header}. Remove the unit from the cell or correct the column&apos;s unit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="294"/>
        <source>A dimension in {unit} is not a length. Give it in mm, cm or m.</source>
        <translation>A dimension in {unit} is not a length. Give it in mm, cm or m.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="297"/>
        <source>It is unclear whether the point or comma in {text} separates thousands or decimals. Write the number without it (1250) or with one or two decimals (1,25).</source>
        <translation>It is unclear whether the point or comma in {text} separates thousands or decimals. Write the number without it (1250) or with one or two decimals (1,25).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="302"/>
        <source>This cell holds a formula error ({error}). Correct the formula or the value.</source>
        <translation>This cell holds a formula error ({error}). Correct the formula or the value.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="305"/>
        <source>Several columns are linked to the same field: {columns}. Link each field to one column only.</source>
        <translation>Several columns are linked to the same field: {columns}. Link each field to one column only.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="310"/>
        <source>No column is linked to the product&apos;s name. Choose the column that holds the names.</source>
        <translation>No column is linked to the product&apos;s name. Choose the column that holds the names.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="315"/>
        <source>There are no rows to import; nothing was imported.</source>
        <translation>There are no rows to import; nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="318"/>
        <source>Rows with problems: {count} (the first is row {row}). Fix or skip them; nothing was imported.</source>
        <translation>Rows with problems: {count} (the first is row {row}). Fix or skip them; nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="323"/>
        <source>The photo folder {name} cannot be read. Choose another folder.</source>
        <translation>The photo folder {name} cannot be read. Choose another folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="326"/>
        <source>Drafts imported from {name}: {count}; photos attached: {photos}.</source>
        <translation>Drafts imported from {name}: {count}; photos attached: {photos}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="329"/>
        <source>Drafts imported from {name} and queued for sending: {count}; photos attached: {photos}.</source>
        <translation>Drafts imported from {name} and queued for sending: {count}; photos attached: {photos}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="333"/>
        <source>Rows skipped: {count}.</source>
        <translation>Rows skipped: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="334"/>
        <source>Photos not found: {count} ({names}).</source>
        <translation>Photos not found: {count} ({names}).</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="338"/>
        <source>This draft was handed over to a colleague, whose computer sends it. Take it back first to send it from here.</source>
        <translation>This draft was handed over to a colleague, whose computer sends it. Take it back first to send it from here.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="343"/>
        <source>Drafts imported from {name}: {count}.</source>
        <translation>Drafts imported from {name}: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="344"/>
        <source>{name} was imported before; nothing was added.</source>
        <translation>{name} was imported before; nothing was added.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="347"/>
        <source>Already here, not imported again: {count}.</source>
        <translation>Already here, not imported again: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="350"/>
        <source>Already sent from this computer, not imported again: {count}.</source>
        <translation>Already sent from this computer, not imported again: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="353"/>
        <source>Handed over from this computer, left as they are: {count}. Take one back only if your colleague has not sent it.</source>
        <translation>Handed over from this computer, left as they are: {count}. Take one back only if your colleague has not sent it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="358"/>
        <source>Changes to records of {environment} were not imported: {count}. Import them while working with {environment}.</source>
        <translation>Changes to records of {environment} were not imported: {count}. Import them while working with {environment}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="368"/>
        <source>New drafts from the file now belong to {environment}.</source>
        <translation>New drafts from the file now belong to {environment}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/local_messages.py" line="371"/>
        <source>Not imported because a draft here changes the same record: {count}.</source>
        <translation>Not imported because a draft here changes the same record: {count}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="14"/>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} cannot be read: {reason}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="15"/>
        <source>{name} is not a file (a folder, a device or a pipe): not read.</source>
        <translation>{name} is not a file (a folder, a device or a pipe): not read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="18"/>
        <source>{name} is larger than {limit_mb} MB: no photo is that large. Not read.</source>
        <translation>{name} is larger than {limit_mb} MB: no photo is that large. Not read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="22"/>
        <source>{name} is larger than {mebibytes} MB, more than the service takes: not attached.</source>
        <translation>{name} is larger than {mebibytes} MB, more than the service takes: not attached.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="26"/>
        <source>{name} is still being written (it changed while it was copied): not attached. Add it again once it is saved.</source>
        <translation>{name} is still being written (it changed while it was copied): not attached. Add it again once it is saved.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="31"/>
        <source>{name} is not a picture Reuse Desk can read.</source>
        <translation>{name} is not a picture Reuse Desk can read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="34"/>
        <source>{name} has too many pixels to read safely. Save it smaller (as a JPEG) to use it.</source>
        <translation>{name} has too many pixels to read safely. Save it smaller (as a JPEG) to use it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="38"/>
        <source>{name} is damaged or incomplete (perhaps copied from the card only in part). Copy it again.</source>
        <translation>{name} is damaged or incomplete (perhaps copied from the card only in part). Copy it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="43"/>
        <source>A QR code in {name} could not be read. Photograph the label again, closer and sharp.</source>
        <translation>A QR code in {name} could not be read. Photograph the label again, closer and sharp.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="48"/>
        <source>No label was photographed before this picture.</source>
        <translation>No label was photographed before this picture.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="51"/>
        <source>Taken {minutes} minutes after the picture before it; a pause of more than {limit} minutes ends a label&apos;s pictures.</source>
        <translation>Taken {minutes} minutes after the picture before it; a pause of more than {limit} minutes ends a label&apos;s pictures.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="56"/>
        <source>It follows {label}, a picture that could not be used: it may show another record&apos;s label.</source>
        <translation>It follows {label}, a picture that could not be used: it may show another record&apos;s label.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="60"/>
        <source>{name} shows different labels ({codes}): it is not clear which record.</source>
        <translation>{name} shows different labels ({codes}): it is not clear which record.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="63"/>
        <source>The label {code} names no record on this computer.</source>
        <translation>The label {code} names no record on this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="66"/>
        <source>The label {code} is of a record of {environment}. Read these pictures while working with {environment}.</source>
        <translation>The label {code} is of a record of {environment}. Read these pictures while working with {environment}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="71"/>
        <source>The label {code} names a record here and one of {environment}: it cannot say which.</source>
        <translation>The label {code} names a record here and one of {environment}: it cannot say which.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="75"/>
        <source>{name} holds more than {limit} pictures. Choose a folder of one day.</source>
        <translation>{name} holds more than {limit} pictures. Choose a folder of one day.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="78"/>
        <source>The folder {name} cannot be read: {reason}.</source>
        <translation>The folder {name} cannot be read: {reason}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="82"/>
        <source>{name} is attached to a record already.</source>
        <translation>{name} is attached to a record already.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="85"/>
        <source>{name} shows the label of {title}; no picture to add follows it.</source>
        <translation>{name} shows the label of {title}; no picture to add follows it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="88"/>
        <source>{name} is the same picture as {first}.</source>
        <translation>{name} is the same picture as {first}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="89"/>
        <source>{name} changed after it was read; it was not attached. Read it again.</source>
        <translation>{name} changed after it was read; it was not attached. Read it again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photo_messages.py" line="92"/>
        <source>{name} is a link to {target}, outside the folder being read: not read. Copy the picture into the folder to use it.</source>
        <translation>{name} is a link to {target}, outside the folder being read: not read. Copy the picture into the folder to use it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="20"/>
        <source>{count} drafts made before any connection would be taken:</source>
        <translation>{count} drafts made before any connection would be taken:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="23"/>
        <source>{count} drafts made before any connection wait in the local store and are not sent:</source>
        <translation>{count} drafts made before any connection wait in the local store and are not sent:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="27"/>
        <source>If they belong to {environment}, send them with --take-local; otherwise connect in the window to the environment they belong to.</source>
        <translation>If they belong to {environment}, send them with --take-local; otherwise connect in the window to the environment they belong to.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="33"/>
        <source>create</source>
        <translation>create</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="34"/>
        <source>update</source>
        <translation>update</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="35"/>
        <source>upload</source>
        <translation>upload</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="36"/>
        <source>remove</source>
        <translation>remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="37"/>
        <source>archive</source>
        <translation>archive</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="38"/>
        <source>Dry run: {count} records would be sent. Nothing was sent or changed.</source>
        <translation>Dry run: {count} records would be sent. Nothing was sent or changed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="41"/>
        <source>Dry run: {count} records would be sent, and {taken} drafts taken from the local store. Nothing was sent or changed.</source>
        <translation>Dry run: {count} records would be sent, and {taken} drafts taken from the local store. Nothing was sent or changed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="46"/>
        <source>in conflict; settle it in the window</source>
        <translation>in conflict; settle it in the window</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="49"/>
        <source>needs attention</source>
        <translation>needs attention</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="50"/>
        <source>Could not reach the service or sign in. {reason}</source>
        <translation>Could not reach the service or sign in. {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="53"/>
        <source>Cancelled; the rest stays queued.</source>
        <translation>Cancelled; the rest stays queued.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="54"/>
        <source>Records: {figures}.</source>
        <translation>Records: {figures}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="55"/>
        <source>sent now {count}</source>
        <translation>sent now {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="56"/>
        <source>synced {count}</source>
        <translation>synced {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="57"/>
        <source>waiting {count}</source>
        <translation>waiting {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="58"/>
        <source>need attention {count}</source>
        <translation>need attention {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="59"/>
        <source>in conflict {count}</source>
        <translation>in conflict {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="60"/>
        <source>handed over {count}</source>
        <translation>handed over {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="61"/>
        <source>not queued {count}</source>
        <translation>not queued {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="62"/>
        <source>made before any connection {count}</source>
        <translation>made before any connection {count}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="65"/>
        <source>{count} items of the server&apos;s lists could not be read.</source>
        <translation>{count} items of the server&apos;s lists could not be read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="69"/>
        <source>Importing into {environment}</source>
        <translation>Importing into {environment}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="70"/>
        <source>Importing into the local store</source>
        <translation>Importing into the local store</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="73"/>
        <source>Give --again to import it once more.</source>
        <translation>Give --again to import it once more.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="76"/>
        <source>Header: row {row} (another with --header-row N)</source>
        <translation>Header: row {row} (another with --header-row N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="79"/>
        <source>Title: {title} (kept as the import&apos;s note; --note to change)</source>
        <translation>Title: {title} (kept as the import&apos;s note; --note to change)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="82"/>
        <source>Totals, not imported: row {rows}</source>
        <translation>Totals, not imported: row {rows}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="83"/>
        <source>Columns:</source>
        <translation>Columns:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="84"/>
        <source>column {number}</source>
        <translation>column {number}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="85"/>
        <source>(not imported)</source>
        <translation>(not imported)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="86"/>
        <source>in {unit}</source>
        <translation>in {unit}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="89"/>
        <source>{en}</source>
        <translation>{en}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="90"/>
        <source>all rows, {field}: {said}</source>
        <translation>all rows, {field}: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="91"/>
        <source>row {number}, {column}: {said}</source>
        <translation>row {number}, {column}: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="92"/>
        <source>Allowed: {values}.</source>
        <translation>Allowed: {values}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="93"/>
        <source>{name} not found</source>
        <translation>{name} not found</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="94"/>
        <source>Dry run: {rows} rows can be imported, {photos} photos found; {invalid} rows have problems. Nothing was written.</source>
        <translation>Dry run: {rows} rows can be imported, {photos} photos found; {invalid} rows have problems. Nothing was written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="100"/>
        <source>Reading {count} pictures for {environment}</source>
        <translation>Reading {count} pictures for {environment}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="103"/>
        <source>Reading {count} pictures for the local store</source>
        <translation>Reading {count} pictures for the local store</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="106"/>
        <source>{done} of {total} read</source>
        <translation>{done} of {total} read</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="107"/>
        <source>Group {number}: {title} ({reference}, {environment})</source>
        <translation>Group {number}: {title} ({reference}, {environment})</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="110"/>
        <source>(no name)</source>
        <translation>(no name)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="111"/>
        <source>{name} (label)</source>
        <translation>{name} (label)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="112"/>
        <source>Unassigned:</source>
        <translation>Unassigned:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="113"/>
        <source>Not attached again:</source>
        <translation>Not attached again:</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="114"/>
        <source>Dry run: {pictures} pictures can be attached to {records} records; {unassigned} unassigned. Nothing was attached.</source>
        <translation>Dry run: {pictures} pictures can be attached to {records} records; {unassigned} unassigned. Nothing was attached.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="119"/>
        <source>Attached {pictures} pictures to {records} records; {unassigned} unassigned. The service&apos;s records get theirs with the next sync.</source>
        <translation>Attached {pictures} pictures to {records} records; {unassigned} unassigned. The service&apos;s records get theirs with the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="125"/>
        <source>--annex: the annex is an .xlsx file</source>
        <translation>--annex: the annex is an .xlsx file</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="128"/>
        <source>The data folder cannot be opened: {reason}</source>
        <translation>The data folder cannot be opened: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="131"/>
        <source>The data folder cannot be read: {reason}</source>
        <translation>The data folder cannot be read: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="134"/>
        <source>Nothing is known here of project {project}: it is not in the offline list and no product names it. Project numbers of products here: {known}.</source>
        <translation>Nothing is known here of project {project}: it is not in the offline list and no product names it. Project numbers of products here: {known}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="139"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="140"/>
        <source>The report cannot be written to {path}: {reason}</source>
        <translation>The report cannot be written to {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="143"/>
        <source>{path}: {pages} pages, {products} products ({drafts} not yet sent).</source>
        <translation>{path}: {pages} pages, {products} products ({drafts} not yet sent).</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="146"/>
        <source>warning: {said}</source>
        <translation>warning: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="147"/>
        <source>The annex cannot be written to {path}: {said}</source>
        <translation>The annex cannot be written to {path}: {said}</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="150"/>
        <source>{path}: the catalogue of the same products.</source>
        <translation>{path}: the catalogue of the same products.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="157"/>
        <source>{app}: catalogue reusable building materials, offline first.</source>
        <translation>{app}: catalogue reusable building materials, offline first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="160"/>
        <source>open the window, talk to the embedded sandbox, sync one draft, and exit 0 on success</source>
        <translation>open the window, talk to the embedded sandbox, sync one draft, and exit 0 on success</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="164"/>
        <source>commands</source>
        <translation>commands</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="165"/>
        <source>without a command the window opens (exit code 4 when there is no display, the display does not answer or a system library it needs is missing; the message says which, and names the package to install)</source>
        <translation>without a command the window opens (exit code 4 when there is no display, the display does not answer or a system library it needs is missing; the message says which, and names the package to install)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="171"/>
        <source>send all queued work to the service, without a window</source>
        <translation>send all queued work to the service, without a window</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="174"/>
        <source>Send all queued work of one environment to the service, without a window; records that need you are named. Drafts made before any connection are named and stay in the local store unless --take-local says they belong to this environment.</source>
        <translation>Send all queued work of one environment to the service, without a window; records that need you are named. Drafts made before any connection are named and stay in the local store unless --take-local says they belong to this environment.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="180"/>
        <source>the drafts made before any connection belong to this environment: take them from the local store and send them (the question the window asks)</source>
        <translation>the drafts made before any connection belong to this environment: take them from the local store and send them (the question the window asks)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="185"/>
        <source>list what would be sent, record by record, without sending or changing anything (exit code 1 while drafts made before any connection are not taken)</source>
        <translation>list what would be sent, record by record, without sending or changing anything (exit code 1 while drafts made before any connection are not taken)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="190"/>
        <source>keep the database, attachments, settings and logs in DIR (portable, tests)</source>
        <translation>keep the database, attachments, settings and logs in DIR (portable, tests)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="193"/>
        <source>start the embedded sandbox with demo data and connect to it</source>
        <translation>start the embedded sandbox with demo data and connect to it</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="196"/>
        <source>send to the embedded sandbox (its data is kept in the data folder)</source>
        <translation>send to the embedded sandbox (its data is kept in the data folder)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="199"/>
        <source>work on the environment NAME, a profile set up in the window, and its own drafts and catalogue (default: the one last connected to)</source>
        <translation>work on the environment NAME, a profile set up in the window, and its own drafts and catalogue (default: the one last connected to)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="204"/>
        <source>import an inventory spreadsheet as product drafts, without a window</source>
        <translation>import an inventory spreadsheet as product drafts, without a window</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="207"/>
        <source>Import the rows of an inventory (.xlsx, .xls, .ods or .csv) as product drafts, all or nothing: rows with problems are named, and nothing is imported unless --skip-invalid. A file imported before (the same content, under any name) is refused with exit code 1, saying when and how many drafts it made, unless --again.</source>
        <translation>Import the rows of an inventory (.xlsx, .xls, .ods or .csv) as product drafts, all or nothing: rows with problems are named, and nothing is imported unless --skip-invalid. A file imported before (the same content, under any name) is refused with exit code 1, saying when and how many drafts it made, unless --again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="214"/>
        <source>the inventory to import</source>
        <translation>the inventory to import</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="215"/>
        <source>the workbook&apos;s sheet to import (default: the first)</source>
        <translation>the workbook&apos;s sheet to import (default: the first)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="218"/>
        <source>the project number of rows whose own project number is empty</source>
        <translation>the project number of rows whose own project number is empty</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="221"/>
        <source>attach photos from DIR: by the photo column&apos;s file names, else by the row&apos;s name</source>
        <translation>attach photos from DIR: by the photo column&apos;s file names, else by the row&apos;s name</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="225"/>
        <source>the header is row N (default: the first row under any title block that reads as a header)</source>
        <translation>the header is row N (default: the first row under any title block that reads as a header)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="229"/>
        <source>give every row this value (a mapped column&apos;s empty cells take it); FIELD by wire name or label, e.g. --set productCategory=Deuren --set Plaats=Utrecht</source>
        <translation>give every row this value (a mapped column&apos;s empty cells take it); FIELD by wire name or label, e.g. --set productCategory=Deuren --set Plaats=Utrecht</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="234"/>
        <source>the import&apos;s note, shown with it (default: the title block above the header)</source>
        <translation>the import&apos;s note, shown with it (default: the title block above the header)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="237"/>
        <source>queue the drafts for sending (as Ctrl+Enter does)</source>
        <translation>queue the drafts for sending (as Ctrl+Enter does)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="240"/>
        <source>read, map and check every row, print what would be imported, write nothing</source>
        <translation>read, map and check every row, print what would be imported, write nothing</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="243"/>
        <source>import the file even when a file of the same content was imported before (and not undone): its rows become drafts once more</source>
        <translation>import the file even when a file of the same content was imported before (and not undone): its rows become drafts once more</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="248"/>
        <source>import the valid rows and leave out the rows with problems (exit code still 1)</source>
        <translation>import the valid rows and leave out the rows with problems (exit code still 1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="252"/>
        <source>write a project&apos;s report (PDF) from the local store, without a window</source>
        <translation>write a project&apos;s report (PDF) from the local store, without a window</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="255"/>
        <source>Write the report of a project (cover, summary, catalogue with photos and label QR codes) as an A4 PDF, from what this computer holds.</source>
        <translation>Write the report of a project (cover, summary, catalogue with photos and label QR codes) as an A4 PDF, from what this computer holds.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="260"/>
        <source>the project&apos;s number</source>
        <translation>the project&apos;s number</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="261"/>
        <source>where the PDF is written</source>
        <translation>where the PDF is written</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="262"/>
        <source>the report&apos;s language (default: nl)</source>
        <translation>the report&apos;s language (default: nl)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="263"/>
        <source>also the products&apos; catalogue export</source>
        <translation>also the products&apos; catalogue export</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="264"/>
        <source>attach a camera card&apos;s pictures to the records whose labels they show</source>
        <translation>attach a camera card&apos;s pictures to the records whose labels they show</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="267"/>
        <source>Read every picture in FOLDER (and its folders): its capture time and the Reuse Desk labels in it. Each label picture starts a group with the pictures after it, until the next label or a pause; the groups&apos; pictures are attached to the labels&apos; records (the label pictures themselves only with --label-pictures). The pictures left unassigned are named with their reasons.</source>
        <translation>Read every picture in FOLDER (and its folders): its capture time and the Reuse Desk labels in it. Each label picture starts a group with the pictures after it, until the next label or a pause; the groups&apos; pictures are attached to the labels&apos; records (the label pictures themselves only with --label-pictures). The pictures left unassigned are named with their reasons.</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="275"/>
        <source>the card&apos;s or phone&apos;s folder</source>
        <translation>the card&apos;s or phone&apos;s folder</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="276"/>
        <source>a pause longer than this between two pictures ends a label&apos;s group (default: {minutes})</source>
        <translation>a pause longer than this between two pictures ends a label&apos;s group (default: {minutes})</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="280"/>
        <source>attach the label pictures too</source>
        <translation>attach the label pictures too</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="281"/>
        <source>an imported inventory: the pictures its photo column names go to its rows&apos; drafts</source>
        <translation>an imported inventory: the pictures its photo column names go to its rows&apos; drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="285"/>
        <source>the inventory&apos;s sheet (default: the first)</source>
        <translation>the inventory&apos;s sheet (default: the first)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="288"/>
        <source>print the groups and reasons, attach nothing</source>
        <translation>print the groups and reasons, attach nothing</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="292"/>
        <source>show program&apos;s version number and exit</source>
        <translation>show program&apos;s version number and exit</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="293"/>
        <source>the environment whose records take the pictures (default: the one last connected to)</source>
        <translation>the environment whose records take the pictures (default: the one last connected to)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="304"/>
        <source>exit codes (the same for every command):</source>
        <translation>exit codes (the same for every command):</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="305"/>
        <source>done: nothing queued was left behind (sync), every row imported (import), the report written (report), every picture assigned and attached (photos), the self-test passed</source>
        <translation>done: nothing queued was left behind (sync), every row imported (import), the report written (report), every picture assigned and attached (photos), the self-test passed</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="310"/>
        <source>work is left for you: records queued, needing attention or in conflict, drafts made before any connection and not taken, another sync of the same data folder still running after a minute (sync; each is named), rows with problems or a file imported before, without --again (import), a project unknown here, or a report written with warnings of odd values (report; each is named), pictures left unassigned (photos; each is named), the self-test failed</source>
        <translation>work is left for you: records queued, needing attention or in conflict, drafts made before any connection and not taken, another sync of the same data folder still running after a minute (sync; each is named), rows with problems or a file imported before, without --again (import), a project unknown here, or a report written with warnings of odd values (report; each is named), pictures left unassigned (photos; each is named), the self-test failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="318"/>
        <source>what the command was told to use cannot be used: the service (out of reach, or it refused the sign-in), the environment (none set up, or none of that name), a file (it cannot be read or written), or the command line itself</source>
        <translation>what the command was told to use cannot be used: the service (out of reach, or it refused the sign-in), the environment (none set up, or none of that name), a file (it cannot be read or written), or the command line itself</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="324"/>
        <source>the data folder cannot be opened or written</source>
        <translation>the data folder cannot be opened or written</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="325"/>
        <source>the window cannot start: no display is set, the display does not answer, or a system library it needs is missing (the message says which, and names the package to install)</source>
        <translation>the window cannot start: no display is set, the display does not answer, or a system library it needs is missing (the message says which, and names the package to install)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="331"/>
        <source>the self-test did not end within its time limit</source>
        <translation>the self-test did not end within its time limit</translation>
    </message>
</context>
<context>
    <name>MoveDrafts</name>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="54"/>
        <source>Select the new drafts to move first.</source>
        <translation>Select the new drafts to move first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="60"/>
        <source>There is no other environment to move drafts to.</source>
        <translation>There is no other environment to move drafts to.</translation>
    </message>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="67"/>
        <source>Move to environment</source>
        <translation>Move to environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/move_drafts.py" line="70"/>
        <source>Move the selected drafts (%1) to:</source>
        <translation>Move the selected drafts (%1) to:</translation>
    </message>
</context>
<context>
    <name>PagedTableModel</name>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="96"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="96"/>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>PhotoInboxDialog</name>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="260"/>
        <source>Photo inbox</source>
        <translation>Photo inbox</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="286"/>
        <source>Each picture goes to the record whose label was photographed before it. Check the groups, move what is wrong (drag, or Ctrl+arrow keys; a whole group by its handle, or Ctrl+Shift+arrow keys), then Add.</source>
        <translation>Each picture goes to the record whose label was photographed before it. Check the groups, move what is wrong (drag, or Ctrl+arrow keys; a whole group by its handle, or Ctrl+Shift+arrow keys), then Add.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="298"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="313"/>
        <source>&amp;Move to…</source>
        <translation>&amp;Move to…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="315"/>
        <source>&amp;New product of the selection</source>
        <translation>&amp;New product of the selection</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="317"/>
        <source>S&amp;kip</source>
        <translation>S&amp;kip</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="318"/>
        <source>Take the tick away: the picture is not added.</source>
        <translation>Take the tick away: the picture is not added.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="326"/>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="344"/>
        <source>Move group…</source>
        <translation>Move group…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="347"/>
        <source>Drag onto another group to move all of these pictures there, or click to choose the group (Ctrl+Shift+M).</source>
        <translation>Drag onto another group to move all of these pictures there, or click to choose the group (Ctrl+Shift+M).</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="364"/>
        <location filename="../../app/ui/photos/dialog.py" line="365"/>
        <source>Name of the new product</source>
        <translation>Name of the new product</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="371"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="397"/>
        <source>Pictures</source>
        <translation>Pictures</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="422"/>
        <source>Unassigned</source>
        <translation>Unassigned</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="423"/>
        <source>Pictures that match no record here, with the reason.</source>
        <translation>Pictures that match no record here, with the reason.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="425"/>
        <source>New product</source>
        <translation>New product</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="426"/>
        <source>made of these pictures when you add them</source>
        <translation>made of these pictures when you add them</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="430"/>
        <source>(no name)</source>
        <translation>(no name)</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="431"/>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="470"/>
        <source>Looking for pictures…</source>
        <translation>Looking for pictures…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="493"/>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="502"/>
        <source>Reading pictures: %1 of %2</source>
        <translation>Reading pictures: %1 of %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="523"/>
        <source>The pictures could not be read.</source>
        <translation>The pictures could not be read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="554"/>
        <source>%1 pictures in %2 groups; %3 unassigned.</source>
        <translation>%1 pictures in %2 groups; %3 unassigned.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="558"/>
        <source>Stopped before every picture was read.</source>
        <translation>Stopped before every picture was read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="794"/>
        <source>No picture is ticked: nothing to add.</source>
        <translation>No picture is ticked: nothing to add.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="798"/>
        <source>Adding the pictures…</source>
        <translation>Adding the pictures…</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="822"/>
        <source>%1 pictures added to %2 records.</source>
        <translation>%1 pictures added to %2 records.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="825"/>
        <source>%1 not added: see Unassigned.</source>
        <translation>%1 not added: see Unassigned.</translation>
    </message>
    <message>
        <location filename="../../app/ui/photos/dialog.py" line="835"/>
        <source>Nothing was added.</source>
        <translation>Nothing was added.</translation>
    </message>
</context>
<context>
    <name>PhotoInboxDoor</name>
    <message>
        <location filename="../../app/ui/photos/door.py" line="47"/>
        <source>Read photos from a folder</source>
        <translation>Read photos from a folder</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="304"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="304"/>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="306"/>
        <source>Photos found</source>
        <translation>Photos found</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="309"/>
        <source>Fills: %1</source>
        <translation>Fills: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="354"/>
        <source>%1, %2 missing</source>
        <translation>%1, %2 missing</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="359"/>
        <source>Not in the folder: %1</source>
        <translation>Not in the folder: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/import_models.py" line="372"/>
        <source>Corrected here; the file stays as it is.</source>
        <translation>Corrected here; the file stays as it is.</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="39"/>
        <source>Only rows with problems</source>
        <translation>Only rows with problems</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="41"/>
        <source>Skip rows with problems</source>
        <translation>Skip rows with problems</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="51"/>
        <source>Only this cell</source>
        <translation>Only this cell</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="71"/>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="73"/>
        <source>Problems are marked red; point at a cell to read why, double-click to fix it.</source>
        <translation>Problems are marked red; point at a cell to read why, double-click to fix it.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/inventory/preview_pane.py" line="109"/>
        <source>%n other cell(s) of “%1” say “%2”.</source>
        <translation>
            <numerusform>%n other cell of “%1” says “%2”.</numerusform>
            <numerusform>%n other cells of “%1” say “%2”.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/inventory/preview_pane.py" line="113"/>
        <source>Change them all to “%1”</source>
        <translation>Change them all to “%1”</translation>
    </message>
</context>
<context>
    <name>ProductForm</name>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="34"/>
        <source>New product</source>
        <translation>New product</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="87"/>
        <source>Pin %1</source>
        <translation>Pin %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="89"/>
        <source>Pinned: every new product gets this value. Click to unpin.</source>
        <translation>Pinned: every new product gets this value. Click to unpin.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="91"/>
        <source>Pin: keep this value for every new product.</source>
        <translation>Pin: keep this value for every new product.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="112"/>
        <source>Resolve conflict…</source>
        <translation>Resolve conflict…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="113"/>
        <source>Archive…</source>
        <translation>Archive…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="114"/>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="116"/>
        <source>Split…</source>
        <translation>Split…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="139"/>
        <source>The project number can only be set on a new product.</source>
        <translation>The project number can only be set on a new product.</translation>
    </message>
</context>
<context>
    <name>ProductTableModel</name>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="64"/>
        <source>For your drafts: when you last edited them. For products from the service: when this computer received their current version (the service gives products no date of change).</source>
        <translation>For your drafts: when you last edited them. For products from the service: when this computer received their current version (the service gives products no date of change).</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="70"/>
        <source>Received by this computer on %1; the service gives products no date of change.</source>
        <translation>Received by this computer on %1; the service gives products no date of change.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="183"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="184"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="185"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="186"/>
        <source>Sub-category</source>
        <translation>Sub-category</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="187"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="188"/>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="189"/>
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="191"/>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="192"/>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="193"/>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="194"/>
        <source>City</source>
        <translation>City</translation>
    </message>
</context>
<context>
    <name>ProductsTab</name>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="78"/>
        <source>Search name, category, address, id…</source>
        <translation>Search name, category, address, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="70"/>
        <source>All statuses</source>
        <translation>All statuses</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="71"/>
        <source>All categories</source>
        <translation>All categories</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="73"/>
        <source>Public or not</source>
        <translation>Public or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="73"/>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="73"/>
        <source>Not public</source>
        <translation>Not public</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="215"/>
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n product</numerusform>
            <numerusform>%n products</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="48"/>
        <source>This product is no longer in the offline list.</source>
        <translation>This product is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="260"/>
        <source>This product was also changed on the server. Resolve the conflict before it can be sent.</source>
        <translation>This product was also changed on the server. Resolve the conflict before it can be sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="49"/>
        <source>The service did not accept this product. Correct the marked fields.</source>
        <translation>The service did not accept this product. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="264"/>
        <source>This product will be archived at the next sync.</source>
        <translation>This product will be archived at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="92"/>
        <source>Print labels…</source>
        <translation>Print labels…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="95"/>
        <source>Project report…</source>
        <translation>Project report…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="194"/>
        <source>Select the products to print labels for.</source>
        <translation>Select the products to print labels for.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="209"/>
        <source>Select a product of a project (one with a project number).</source>
        <translation>Select a product of a project (one with a project number).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="269"/>
        <source>%n file(s) added.</source>
        <translation>
            <numerusform>%n file added.</numerusform>
            <numerusform>%n files added.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="282"/>
        <source>%1 is removed from the server at the next sync.</source>
        <translation>%1 is removed from the server at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="309"/>
        <source>Duplicated: project, address, contact and category are kept.</source>
        <translation>Duplicated: project, address, contact and category are kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="319"/>
        <source>Only a product that is on the server can be archived.</source>
        <translation>Only a product that is on the server can be archived.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="323"/>
        <source>Archive product</source>
        <translation>Archive product</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="324"/>
        <source>Archive this product? It disappears from the public list.</source>
        <translation>Archive this product? It disappears from the public list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="336"/>
        <source>The product is archived at the next sync.</source>
        <translation>The product is archived at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="366"/>
        <source>Conflict resolved; the product is queued again.</source>
        <translation>Conflict resolved; the product is queued again.</translation>
    </message>
</context>
<context>
    <name>ProjectFields</name>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="31"/>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>ProjectForm</name>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="39"/>
        <source>New project</source>
        <translation>New project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="51"/>
        <source>New product in this project</source>
        <translation>New product in this project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="54"/>
        <source>A product draft with the project number, address and contact filled in</source>
        <translation>A product draft with the project number, address and contact filled in</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="57"/>
        <source>Project report…</source>
        <translation>Project report…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="60"/>
        <source>A PDF of the project&apos;s products, with photos, labels and a summary</source>
        <translation>A PDF of the project&apos;s products, with photos, labels and a summary</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="106"/>
        <source>Times are local; the service receives them in UTC.</source>
        <translation>Times are local; the service receives them in UTC.</translation>
    </message>
</context>
<context>
    <name>ProjectOverview</name>
    <message>
        <location filename="../../app/ui/report/overview.py" line="106"/>
        <source>Project overview</source>
        <translation>Project overview</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="122"/>
        <source>Products</source>
        <translation>Products</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="123"/>
        <source>Total value</source>
        <translation>Total value</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="124"/>
        <source>CO₂ reduction (kg)</source>
        <translation>CO₂ reduction (kg)</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="125"/>
        <source>ECI (€)</source>
        <translation>ECI (€)</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="126"/>
        <source>NOx</source>
        <translation>NOx</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="127"/>
        <source>With an ECI / NMD id</source>
        <translation>With an ECI / NMD id</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="140"/>
        <source>No products with this project number yet.</source>
        <translation>No products with this project number yet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/overview.py" line="261"/>
        <source>%n without</source>
        <translation>
            <numerusform>%n without</numerusform>
            <numerusform>%n without</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/overview.py" line="266"/>
        <source>%n not yet sent</source>
        <translation>
            <numerusform>%n not yet sent</numerusform>
            <numerusform>%n not yet sent</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="268"/>
        <source>%1 of %2 priced</source>
        <translation>%1 of %2 priced</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="284"/>
        <source>By category</source>
        <translation>By category</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="284"/>
        <source>No category</source>
        <translation>No category</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="285"/>
        <source>By status</source>
        <translation>By status</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/overview.py" line="285"/>
        <source>No status</source>
        <translation>No status</translation>
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
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="45"/>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="46"/>
        <source>Material status</source>
        <translation>Material status</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="47"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="48"/>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="49"/>
        <source>Archived</source>
        <translation>Archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="50"/>
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
</context>
<context>
    <name>ProjectsTab</name>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="73"/>
        <source>Search title, address, contact, id…</source>
        <translation>Search title, address, contact, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="55"/>
        <source>All material statuses</source>
        <translation>All material statuses</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="58"/>
        <source>Published or not</source>
        <translation>Published or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="59"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="60"/>
        <source>Not published</source>
        <translation>Not published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="66"/>
        <source>Private or not</source>
        <translation>Private or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="66"/>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="66"/>
        <source>Not private</source>
        <translation>Not private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="69"/>
        <source>Archived or not</source>
        <translation>Archived or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="69"/>
        <source>Archived</source>
        <translation>Archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="69"/>
        <source>Not archived</source>
        <translation>Not archived</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="89"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n project</numerusform>
            <numerusform>%n projects</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="32"/>
        <source>This project is no longer in the offline list.</source>
        <translation>This project is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="33"/>
        <source>The service did not accept this project. Correct the marked fields.</source>
        <translation>The service did not accept this project. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="105"/>
        <source>Projects cannot be changed on the server once created.</source>
        <translation>Projects cannot be changed on the server once created.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="172"/>
        <source>%n picture(s) added.</source>
        <translation>
            <numerusform>%n picture added.</numerusform>
            <numerusform>%n pictures added.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="189"/>
        <source>Address and contact are filled in; the project number follows once the project is on the server.</source>
        <translation>Address and contact are filled in; the project number follows once the project is on the server.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="193"/>
        <source>New product in project %1.</source>
        <translation>New product in project %1.</translation>
    </message>
</context>
<context>
    <name>ReceiverPanel</name>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="150"/>
        <source>Local webhook receiver</source>
        <translation>Local webhook receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="170"/>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="261"/>
        <source>Start local receiver</source>
        <translation>Start local receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="173"/>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="263"/>
        <source>Not running</source>
        <translation>Not running</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="176"/>
        <source>Copy address</source>
        <translation>Copy address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="185"/>
        <source>Listens on this computer only. Use its address as a webhook address to see deliveries arrive and check their signatures.</source>
        <translation>Listens on this computer only. Use its address as a webhook address to see deliveries arrive and check their signatures.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="191"/>
        <source>Make it anew at this address</source>
        <translation>Make it anew at this address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="195"/>
        <source>A new subscription with the same events and dates, sending to the address the receiver has now; queue it, then delete the old one</source>
        <translation>A new subscription with the same events and dates, sending to the address the receiver has now; queue it, then delete the old one</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="235"/>
        <source>The local receiver listens at %1.</source>
        <translation>The local receiver listens at %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="261"/>
        <source>Stop local receiver</source>
        <translation>Stop local receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="295"/>
        <source>Port %1 was taken by another program, so the receiver listens at %2 now.</source>
        <translation>Port %1 was taken by another program, so the receiver listens at %2 now.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="299"/>
        <source>The receiver listens at %1.</source>
        <translation>The receiver listens at %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="301"/>
        <source>%n subscription(s) still send to an earlier address (%1).</source>
        <translation>
            <numerusform>%n subscription still sends to an earlier address (%1).</numerusform>
            <numerusform>%n subscriptions still send to an earlier address (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="322"/>
        <source>A new subscription to %1 is in the form: queue it to create it, then delete the one that sends to %2.</source>
        <translation>A new subscription to %1 is in the form: queue it to create it, then delete the one that sends to %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="332"/>
        <source>Address copied.</source>
        <translation>Address copied.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="338"/>
        <source>Webhook received: %1 %2 – %3</source>
        <translation>Webhook received: %1 %2 – %3</translation>
    </message>
</context>
<context>
    <name>RecordFocus</name>
    <message>
        <location filename="../../app/ui/records/focus.py" line="118"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <location filename="../../app/ui/records/field_labels.py" line="66"/>
        <location filename="../../app/ui/editors.py" line="383"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/field_labels.py" line="67"/>
        <location filename="../../app/ui/editors.py" line="384"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="201"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="216"/>
        <source>Queue for sync</source>
        <translation>Queue for sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="240"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="245"/>
        <source>Show what changed in this record, and when</source>
        <translation>Show what changed in this record, and when</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="324"/>
        <source>Required</source>
        <translation>Required</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="334"/>
        <source>On the server</source>
        <translation>On the server</translation>
    </message>
</context>
<context>
    <name>RecordList</name>
    <message>
        <location filename="../../app/ui/records/list_side.py" line="310"/>
        <source>All sync states</source>
        <translation>All sync states</translation>
    </message>
</context>
<context>
    <name>RecordTab</name>
    <message>
        <location filename="../../app/ui/records/tab.py" line="298"/>
        <source>This draft no longer exists.</source>
        <translation>This draft no longer exists.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="549"/>
        <source>Correct the marked fields first; the draft is kept.</source>
        <translation>Correct the marked fields first; the draft is kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="670"/>
        <source>%1 is a link to %2: that file was attached.</source>
        <translation>%1 is a link to %2: that file was attached.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="546"/>
        <source>Nothing changed: there is nothing to send.</source>
        <translation>Nothing changed: there is nothing to send.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="185"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="540"/>
        <source>Queued; it is sent at the next sync.</source>
        <translation>Queued; it is sent at the next sync.</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <location filename="../../app/ui/records/table.py" line="37"/>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="38"/>
        <source>Queued</source>
        <translation>Queued</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="39"/>
        <source>Syncing</source>
        <translation>Syncing</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="40"/>
        <source>Synced</source>
        <translation>Synced</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="41"/>
        <source>Needs attention</source>
        <translation>Needs attention</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="42"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="43"/>
        <source>Handed over</source>
        <translation>Handed over</translation>
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
        <translation>Previous &amp;value</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="40"/>
        <source>Copy this field&apos;s value from the product edited before.</source>
        <translation>Copy this field&apos;s value from the product edited before.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="43"/>
        <source>Previous values of the &amp;section</source>
        <translation>Previous values of the &amp;section</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="47"/>
        <source>Copy every field of this section from the product edited before.</source>
        <translation>Copy every field of this section from the product edited before.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="50"/>
        <source>&amp;Pin this field</source>
        <translation>&amp;Pin this field</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="54"/>
        <source>Keep this field&apos;s value for every new product, or stop keeping it.</source>
        <translation>Keep this field&apos;s value for every new product, or stop keeping it.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/repeats.py" line="106"/>
        <source>%n pinned value(s) filled in. Unpin a field with its pin.</source>
        <translation>
            <numerusform>%n pinned value filled in. Unpin a field with its pin.</numerusform>
            <numerusform>%n pinned values filled in. Unpin a field with its pin.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="140"/>
        <source>Put the cursor in a field to pin its value.</source>
        <translation>Put the cursor in a field to pin its value.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="143"/>
        <source>The name and identifiers are never pinned: each product has its own.</source>
        <translation>The name and identifiers are never pinned: each product has its own.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="154"/>
        <source>Unpinned: new products no longer get this value.</source>
        <translation>Unpinned: new products no longer get this value.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="162"/>
        <source>Give the field a value first, then pin it.</source>
        <translation>Give the field a value first, then pin it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="164"/>
        <source>Pinned: every new product gets this value.</source>
        <translation>Pinned: every new product gets this value.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="171"/>
        <source>Put the cursor in a field to copy its previous value.</source>
        <translation>Put the cursor in a field to copy its previous value.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/repeats.py" line="195"/>
        <source>%n value(s) copied from the product edited before.</source>
        <translation>
            <numerusform>%n value copied from the product edited before.</numerusform>
            <numerusform>%n values copied from the product edited before.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="201"/>
        <source>No product was edited before this one in this session.</source>
        <translation>No product was edited before this one in this session.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="203"/>
        <source>The name and identifiers are never copied from another product.</source>
        <translation>The name and identifiers are never copied from another product.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/repeats.py" line="204"/>
        <source>The product edited before has no other value here.</source>
        <translation>The product edited before has no other value here.</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="60"/>
        <source>Project report</source>
        <translation>Project report</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="77"/>
        <source>Also the catalogue as an .xlsx annex</source>
        <translation>Also the catalogue as an .xlsx annex</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="80"/>
        <source>The same products as the catalogue export, beside the PDF, same name</source>
        <translation>The same products as the catalogue export, beside the PDF, same name</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="82"/>
        <source>With each product&apos;s history in the annex</source>
        <translation>With each product&apos;s history in the annex</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="91"/>
        <source>Cover, summary and catalogue with photos and labels, from what this computer holds (no connection needed).</source>
        <translation>Cover, summary and catalogue with photos and labels, from what this computer holds (no connection needed).</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="106"/>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="110"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="118"/>
        <source>Language of the report</source>
        <translation>Language of the report</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="131"/>
        <source>Save the project report</source>
        <translation>Save the project report</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="131"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="132"/>
        <source>project-report-%1</source>
        <translation>project-report-%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="149"/>
        <source>Reading the products…</source>
        <translation>Reading the products…</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="208"/>
        <source>Page %1 of %2…</source>
        <translation>Page %1 of %2…</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="213"/>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/dialog.py" line="216"/>
        <source>Project report saved as %1 (%n page(s)).</source>
        <translation>
            <numerusform>Project report saved as %1 (%n page).</numerusform>
            <numerusform>Project report saved as %1 (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="220"/>
        <source>Annex: %1.</source>
        <translation>Annex: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/report/dialog.py" line="225"/>
        <source>With %n warning(s) about odd values:</source>
        <translation>
            <numerusform>With %n warning about odd values:</numerusform>
            <numerusform>With %n warnings about odd values:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="236"/>
        <source>Stopped: nothing was saved.</source>
        <translation>Stopped: nothing was saved.</translation>
    </message>
    <message>
        <location filename="../../app/ui/report/dialog.py" line="238"/>
        <source>The report could not be saved.</source>
        <translation>The report could not be saved.</translation>
    </message>
</context>
<context>
    <name>SandboxReset</name>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="51"/>
        <source>Start the sandbox afresh</source>
        <translation>Start the sandbox afresh</translation>
    </message>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="52"/>
        <source>Everything in the sandbox goes: its products, projects, photos and subscriptions, and every draft and change made for it on this computer. The sandbox then starts again with its demo data. Other environments are not touched.</source>
        <translation>Everything in the sandbox goes: its products, projects, photos and subscriptions, and every draft and change made for it on this computer. The sandbox then starts again with its demo data. Other environments are not touched.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="63"/>
        <source>Start afresh</source>
        <translation>Start afresh</translation>
    </message>
    <message>
        <location filename="../../app/ui/sandbox_reset.py" line="81"/>
        <source>The sandbox started afresh.</source>
        <translation>The sandbox started afresh.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="44"/>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="51"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="54"/>
        <source>Like the system</source>
        <translation>Like the system</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="55"/>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="56"/>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="59"/>
        <source>Colours</source>
        <translation>Colours</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="61"/>
        <source>Larger text and buttons (for gloves or a touch screen)</source>
        <translation>Larger text and buttons (for gloves or a touch screen)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68"/>
        <source>Original size</source>
        <translation>Original size</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="69"/>
        <source>Largest photo side when uploading</source>
        <translation>Largest photo side when uploading</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="70"/>
        <source>Keep the photo&apos;s location (GPS) when uploading</source>
        <translation>Keep the photo&apos;s location (GPS) when uploading</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="74"/>
        <source>In the photo inbox, a longer pause between two photos ends a label&apos;s photos.</source>
        <translation>In the photo inbox, a longer pause between two photos ends a label&apos;s photos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="76"/>
        <source>A label&apos;s photos end after a pause of</source>
        <translation>A label&apos;s photos end after a pause of</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="78"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="81"/>
        <source>Photos arriving in this folder (a phone&apos;s sync folder) join the photo inbox.</source>
        <translation>Photos arriving in this folder (a phone&apos;s sync folder) join the photo inbox.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="83"/>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88"/>
        <location filename="../../app/ui/settings_dialog.py" line="150"/>
        <source>Watched photo folder</source>
        <translation>Watched photo folder</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="93"/>
        <source>Sync automatically when online</source>
        <translation>Sync automatically when online</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="162"/>
        <source>There is no folder of that name.</source>
        <translation>There is no folder of that name.</translation>
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
        <translation>Sync every</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100"/>
        <source>A new language applies to the whole window at once.</source>
        <translation>A new language applies to the whole window at once.</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="112"/>
        <source>Split product</source>
        <translation>Split product</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="120"/>
        <source>%1: %2 %3. How many go to a new product?</source>
        <translation>%1: %2 %3. How many go to a new product?</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="131"/>
        <source>for example 10</source>
        <translation>for example 10</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="132"/>
        <source>&amp;Amount (%1)</source>
        <translation>&amp;Amount (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="137"/>
        <source>As the original (%1)</source>
        <translation>As the original (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="141"/>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="143"/>
        <source>&amp;Price (€)</source>
        <translation>&amp;Price (€)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="145"/>
        <source>&amp;Contact</source>
        <translation>&amp;Contact</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="147"/>
        <source>&amp;E-mail</source>
        <translation>&amp;E-mail</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="149"/>
        <source>C&amp;ity</source>
        <translation>C&amp;ity</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="153"/>
        <source>The rest is copied, photos as copies of their own. The original keeps the rest of the quantity; it is sent first, the new product after it.</source>
        <translation>The rest is copied, photos as copies of their own. The original keeps the rest of the quantity; it is sent first, the new product after it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="161"/>
        <source>Print the new product&apos;s &amp;label</source>
        <translation>Print the new product&apos;s &amp;label</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="174"/>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/split_dialog.py" line="190"/>
        <source>as the original (%1)</source>
        <translation>as the original (%1)</translation>
    </message>
</context>
<context>
    <name>SubscriptionFields</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="28"/>
        <source>Created</source>
        <translation>Created</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="29"/>
        <source>Updated</source>
        <translation>Updated</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="30"/>
        <source>Deleted</source>
        <translation>Deleted</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="31"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="38"/>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="39"/>
        <source>Inactive</source>
        <translation>Inactive</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="187"/>
        <source>Subscription</source>
        <translation>Subscription</translation>
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
        <translation>New subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="86"/>
        <source>Send test</source>
        <translation>Send test</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="89"/>
        <source>The service delivers a test event to the address</source>
        <translation>The service delivers a test event to the address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="92"/>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="121"/>
        <source>Use local receiver</source>
        <translation>Use local receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="124"/>
        <source>Start the receiver on this computer and use its address</source>
        <translation>Start the receiver on this computer and use its address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="99"/>
        <source>Start and end are optional; times are local. Without an end the subscription keeps running.</source>
        <translation>Start and end are optional; times are local. Without an end the subscription keeps running.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="133"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="168"/>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="135"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="176"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="104"/>
        <source>Signing secret</source>
        <translation>Signing secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="168"/>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="174"/>
        <source>Copied</source>
        <translation>Copied</translation>
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
        <translation>Webhook address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="62"/>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="63"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="64"/>
        <source>Created</source>
        <translation>Created</translation>
    </message>
</context>
<context>
    <name>SubscriptionsTab</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="74"/>
        <source>Search webhook address, event, status, id…</source>
        <translation>Search webhook address, event, status, id…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="111"/>
        <source>%n subscription(s) on the server</source>
        <translation>
            <numerusform>%n subscription on the server</numerusform>
            <numerusform>%n subscriptions on the server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="113"/>
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n draft</numerusform>
            <numerusform>%n drafts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="46"/>
        <source>This subscription is no longer in the offline list.</source>
        <translation>This subscription is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="49"/>
        <source>The service did not accept this subscription. Correct the marked fields.</source>
        <translation>The service did not accept this subscription. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="143"/>
        <source>Offline: shown as it was at the last sync.</source>
        <translation>Offline: shown as it was at the last sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="163"/>
        <source>The service could not be read just now: shown as it was at the last sync.</source>
        <translation>The service could not be read just now: shown as it was at the last sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="176"/>
        <source>Created; its details arrive with the next sync.</source>
        <translation>Created; its details arrive with the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="201"/>
        <source>Delete this subscription at the service? Its webhook address gets no more deliveries.</source>
        <translation>Delete this subscription at the service? Its webhook address gets no more deliveries.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="205"/>
        <source>Discard this subscription draft? It was never sent.</source>
        <translation>Discard this subscription draft? It was never sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="209"/>
        <source>Delete subscription</source>
        <translation>Delete subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="225"/>
        <source>Deleting needs a connection to the service. Connect first.</source>
        <translation>Deleting needs a connection to the service. Connect first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="236"/>
        <source>The subscription was deleted.</source>
        <translation>The subscription was deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="274"/>
        <source>Test not delivered: nothing answered at the webhook address. Is the receiver there running?</source>
        <translation>Test not delivered: nothing answered at the webhook address. Is the receiver there running?</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="218"/>
        <source>The draft was discarded.</source>
        <translation>The draft was discarded.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="252"/>
        <source>Sending a test needs a connection to the service. Connect first.</source>
        <translation>Sending a test needs a connection to the service. Connect first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="257"/>
        <source>Sending a test event…</source>
        <translation>Sending a test event…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="266"/>
        <source>The service sent the test event.</source>
        <translation>The service sent the test event.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="268"/>
        <source>Test delivered: the webhook answered HTTP %1.</source>
        <translation>Test delivered: the webhook answered HTTP %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="270"/>
        <source>Test not accepted: the webhook answered HTTP %1.</source>
        <translation>Test not accepted: the webhook answered HTTP %1.</translation>
    </message>
</context>
<context>
    <name>SyncController</name>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="263"/>
        <source>Local sandbox</source>
        <translation>Local sandbox</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="366"/>
        <source>Sync paused: it goes on when you resume it.</source>
        <translation>Sync paused: it goes on when you resume it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="399"/>
        <source>Working offline: your drafts are kept and sent once you connect.</source>
        <translation>Working offline: your drafts are kept and sent once you connect.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="456"/>
        <source>Loading the catalogue: %n item(s)…</source>
        <translation>
            <numerusform>Loading the catalogue: %n item…</numerusform>
            <numerusform>Loading the catalogue: %n items…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="468"/>
        <source>Synced, but %n change(s) need your attention.</source>
        <translation>
            <numerusform>Synced, but %n change needs your attention.</numerusform>
            <numerusform>Synced, but %n changes need your attention.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="470"/>
        <source>Synced, but %n change(s) still wait to be sent.</source>
        <translation>
            <numerusform>Synced, but %n change still waits to be sent.</numerusform>
            <numerusform>Synced, but %n changes still wait to be sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="472"/>
        <source>Synced: %n change(s) sent.</source>
        <translation>
            <numerusform>Synced: %n change sent.</numerusform>
            <numerusform>Synced: %n changes sent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="474"/>
        <source>Synced; there was nothing to send.</source>
        <translation>Synced; there was nothing to send.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="478"/>
        <source>%n item(s) of the catalogue could not be read.</source>
        <translation>
            <numerusform>%n item of the catalogue could not be read.</numerusform>
            <numerusform>%n items of the catalogue could not be read.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="511"/>
        <source>Sync cancelled: what was sent is kept; the rest goes with the next sync.</source>
        <translation>Sync cancelled: what was sent is kept; the rest goes with the next sync.</translation>
    </message>
</context>
<context>
    <name>SyncLogDialog</name>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="23"/>
        <source>Create</source>
        <translation>Create</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="24"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="25"/>
        <source>Archive</source>
        <translation>Archive</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="26"/>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="27"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="28"/>
        <source>Check on the server</source>
        <translation>Check on the server</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="29"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="30"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="31"/>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="32"/>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="33"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="34"/>
        <source>Note</source>
        <translation>Note</translation>
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
        <translation>Subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="56"/>
        <source>{kind} without a name</source>
        <translation>{kind} without a name</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="64"/>
        <source>Sync log</source>
        <translation>Sync log</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="67"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="68"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="69"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="70"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="72"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>SyncStatus</name>
    <message>
        <location filename="../../app/ui/sync_status.py" line="125"/>
        <source>Not queued yet: choose Queue for sync when it is ready to be sent.</source>
        <translation>Not queued yet: choose Queue for sync when it is ready to be sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="129"/>
        <source>Handed over: a colleague sends it. Take it back to send it from here.</source>
        <translation>Handed over: a colleague sends it. Take it back to send it from here.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="133"/>
        <source>Conflict: someone else changed this record on the server. Choose which version to keep; then it is sent.</source>
        <translation>Conflict: someone else changed this record on the server. Choose which version to keep; then it is sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="144"/>
        <source>Waiting to be sent again ({reason}). Next attempt at {time}.</source>
        <translation>Waiting to be sent again ({reason}). Next attempt at {time}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="148"/>
        <source>Being sent now.</source>
        <translation>Being sent now.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="178"/>
        <source>Needs attention.</source>
        <translation>Needs attention.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="180"/>
        <source>Needs attention: the service did not accept it.</source>
        <translation>Needs attention: the service did not accept it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="192"/>
        <source>The last attempt failed: {reason}</source>
        <translation>The last attempt failed: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="199"/>
        <location filename="../../app/ui/sync_status.py" line="217"/>
        <source>Queued: it is sent at the next sync.</source>
        <translation>Queued: it is sent at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="201"/>
        <source>Queued: the sync is paused; it is sent when the sync is resumed.</source>
        <translation>Queued: the sync is paused; it is sent when the sync is resumed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="205"/>
        <source>Queued: it waits for a connection to the service.</source>
        <translation>Queued: it waits for a connection to the service.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="209"/>
        <source>Queued: it is sent in the sync that is running now.</source>
        <translation>Queued: it is sent in the sync that is running now.</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_status.py" line="213"/>
        <source>Queued: next attempt at {time}.</source>
        <translation>Queued: next attempt at {time}.</translation>
    </message>
</context>
<context>
    <name>TableEdits</name>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="210"/>
        <source>Paste into the selected rows</source>
        <translation>Paste into the selected rows</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="229"/>
        <source>Paste into a column of status, quantity, unit, price or city.</source>
        <translation>Paste into a column of status, quantity, unit, price or city.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_table.py" line="257"/>
        <source>Only drafts can be changed in the table; open this one.</source>
        <translation>Only drafts can be changed in the table; open this one.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/product_table.py" line="279"/>
        <source>%n value(s) not stored: the marked cells say why.</source>
        <translation>
            <numerusform>%n value not stored: the marked cell says why.</numerusform>
            <numerusform>%n values not stored: the marked cells say why.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/product_table.py" line="283"/>
        <source>%n value(s) pasted; Undo (Ctrl+Z) reverts them.</source>
        <translation>
            <numerusform>%n value pasted; Undo (Ctrl+Z) reverts it.</numerusform>
            <numerusform>%n values pasted; Undo (Ctrl+Z) reverts them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="79"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="85"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="92"/>
        <source>There is nothing to undo or redo.</source>
        <translation>There is nothing to undo or redo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="95"/>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Redo: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="97"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Undo: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="109"/>
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n product</numerusform>
            <numerusform>%n products</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="110"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n project</numerusform>
            <numerusform>%n projects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="111"/>
        <source>%n subscription(s)</source>
        <translation>
            <numerusform>%n subscription</numerusform>
            <numerusform>%n subscriptions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="114"/>
        <source>delete %1</source>
        <translation>delete %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="115"/>
        <source>queue %1</source>
        <translation>queue %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="116"/>
        <source>archive %1</source>
        <translation>archive %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="117"/>
        <source>take back %1</source>
        <translation>take back %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="118"/>
        <source>settle the conflict of %1</source>
        <translation>settle the conflict of %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="119"/>
        <source>link %1 to the service&apos;s record</source>
        <translation>link %1 to the service&apos;s record</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="120"/>
        <source>send %1 again</source>
        <translation>send %1 again</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="121"/>
        <source>edit %1 together</source>
        <translation>edit %1 together</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="122"/>
        <source>change %1 in the table</source>
        <translation>change %1 in the table</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="123"/>
        <source>duplicate %1</source>
        <translation>duplicate %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="124"/>
        <source>copy previous values into %1</source>
        <translation>copy previous values into %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="125"/>
        <source>import %1</source>
        <translation>import %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="126"/>
        <source>split %1</source>
        <translation>split %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="127"/>
        <source>merge %1</source>
        <translation>merge %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="128"/>
        <source>add photos to %1</source>
        <translation>add photos to %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="130"/>
        <source>change %1</source>
        <translation>change %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="136"/>
        <source>Some of its records are being sent now: wait until the sync is done.</source>
        <translation>Some of its records are being sent now: wait until the sync is done.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="139"/>
        <source>Its records were changed after the undo: it can no longer be redone.</source>
        <translation>Its records were changed after the undo: it can no longer be redone.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="142"/>
        <source>What it changed can no longer be read: it cannot be undone or redone.</source>
        <translation>What it changed can no longer be read: it cannot be undone or redone.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="145"/>
        <source>A record of the split or merge was sent or changed since: merge or split them again instead.</source>
        <translation>A record of the split or merge was sent or changed since: merge or split them again instead.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="149"/>
        <source>A newer edit of the same record is open: delete or send that one first.</source>
        <translation>A newer edit of the same record is open: delete or send that one first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="152"/>
        <source>It can no longer be done.</source>
        <translation>It can no longer be done.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="160"/>
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="177"/>
        <source>Undo a change that was sent</source>
        <translation>Undo a change that was sent</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="179"/>
        <source>%n of its record(s) have been sent to the service since. The service keeps them as they are: undoing gives each an edit draft with its earlier values, sent when you queue it. Undo?</source>
        <translation>
            <numerusform>%n of its records has been sent to the service since. The service keeps it as it is: undoing gives it an edit draft with its earlier values, sent when you queue it. Undo?</numerusform>
            <numerusform>%n of its records have been sent to the service since. The service keeps them as they are: undoing gives each an edit draft with its earlier values, sent when you queue it. Undo?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="193"/>
        <source>There is nothing to redo.</source>
        <translation>There is nothing to redo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="220"/>
        <source>Redone: %1</source>
        <translation>Redone: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/undo_menu.py" line="222"/>
        <source>Undone: %1</source>
        <translation>Undone: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="226"/>
        <source>%n edit draft(s) with the earlier values wait to be queued.</source>
        <translation>
            <numerusform>%n edit draft with the earlier values waits to be queued.</numerusform>
            <numerusform>%n edit drafts with the earlier values wait to be queued.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/undo_menu.py" line="231"/>
        <source>%n record(s) changed since were kept.</source>
        <translation>
            <numerusform>%n record changed since was kept.</numerusform>
            <numerusform>%n records changed since were kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../app/ui/unit_names.py" line="13"/>
        <source>pieces</source>
        <translation>pieces</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="14"/>
        <source>metre</source>
        <translation>metre</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="15"/>
        <source>square metre (m²)</source>
        <translation>square metre (m²)</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="16"/>
        <source>cubic metre (m³)</source>
        <translation>cubic metre (m³)</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="17"/>
        <source>kilogram</source>
        <translation>kilogram</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="18"/>
        <source>tonne</source>
        <translation>tonne</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="19"/>
        <source>litre</source>
        <translation>litre</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="20"/>
        <source>millimetre</source>
        <translation>millimetre</translation>
    </message>
    <message>
        <location filename="../../app/ui/unit_names.py" line="21"/>
        <source>centimetre</source>
        <translation>centimetre</translation>
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
        <translation>A newer version is available: %1 %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="65"/>
        <source>Installer: %1</source>
        <translation>Installer: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="69"/>
        <source>&amp;Download…</source>
        <translation>&amp;Download…</translation>
    </message>
    <message>
        <location filename="../../app/ui/update_offer.py" line="71"/>
        <source>Opens the installer&apos;s address in your browser.</source>
        <translation>Opens the installer&apos;s address in your browser.</translation>
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
            <numerusform>%n field to correct before it can be sent.</numerusform>
            <numerusform>%n fields to correct before it can be sent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Words</name>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="51"/>
        <source>%n selected</source>
        <translation>
            <numerusform>%n selected</numerusform>
            <numerusform>%n selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="52"/>
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n draft</numerusform>
            <numerusform>%n drafts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/bulk.py" line="53"/>
        <source>%n on the server</source>
        <translation>
            <numerusform>%n on the server</numerusform>
            <numerusform>%n on the server</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <location filename="../../app/ui/command_messages.py" line="339"/>
        <source>usage: </source>
        <translation>usage: </translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="340"/>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="341"/>
        <source>positional arguments</source>
        <translation>positional arguments</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="342"/>
        <source>show this help message and exit</source>
        <translation>show this help message and exit</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="343"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="344"/>
        <source>unrecognized arguments: %s</source>
        <translation>unrecognized arguments: %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="345"/>
        <source>the following arguments are required: %s</source>
        <translation>the following arguments are required: %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="346"/>
        <source>expected one argument</source>
        <translation>expected one argument</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="347"/>
        <source>expected at most one argument</source>
        <translation>expected at most one argument</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="348"/>
        <source>expected at least one argument</source>
        <translation>expected at least one argument</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="349"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="350"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>invalid %(type)s value: %(value)r</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="351"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>invalid choice: %(value)r (choose from %(choices)s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="352"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>ambiguous option: %(option)s could match %(matches)s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="353"/>
        <source>ignored explicit argument %r</source>
        <translation>ignored explicit argument %r</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="354"/>
        <source>not allowed with argument %s</source>
        <translation>not allowed with argument %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/command_messages.py" line="355"/>
        <source>one of the arguments %s is required</source>
        <translation>one of the arguments %s is required</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../app/ui/messages.py" line="47"/>
        <source>The service did not answer in time. Your work is kept; try again later.</source>
        <translation>The service did not answer in time. Your work is kept; try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="51"/>
        <source>Could not reach the service. You can keep working offline.</source>
        <translation>Could not reach the service. You can keep working offline.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="55"/>
        <source>A file could not be opened: permission denied.</source>
        <translation>A file could not be opened: permission denied.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="59"/>
        <source>A file could not be found; it may have been moved or deleted.</source>
        <translation>A file could not be found; it may have been moved or deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="63"/>
        <source>A file could not be read or written.</source>
        <translation>A file could not be read or written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="64"/>
        <source>Something went wrong. The details are in the log file.</source>
        <translation>Something went wrong. The details are in the log file.</translation>
    </message>
</context>
</TS>
