<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../app/ui/status_bar.py" line="77"/>
        <source>No environment</source>
        <translation>No environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="80"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="80"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="89"/>
        <source>%1 queued · %2 failed</source>
        <translation>%1 queued · %2 failed</translation>
    </message>
</context>
<context>
    <name>CalendarField</name>
    <message>
        <location filename="../../app/ui/fields.py" line="285"/>
        <source>Choose a date</source>
        <translation>Choose a date</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="35"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="37"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="74"/>
        <source>Resolve conflict</source>
        <translation>Resolve conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="83"/>
        <source>This product was changed on the server while you edited it. Choose per field which value to keep.</source>
        <translation>This product was changed on the server while you edited it. Choose per field which value to keep.</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="95"/>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="95"/>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="95"/>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="95"/>
        <source>Theirs</source>
        <translation>Theirs</translation>
    </message>
    <message>
        <location filename="../../app/ui/conflict_dialog.py" line="130"/>
        <source>Apply choices</source>
        <translation>Apply choices</translation>
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="55"/>
        <source>Connect to an environment</source>
        <translation>Connect to an environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="64"/>
        <source>Choose where your drafts are sent. You can always keep working offline; nothing is lost.</source>
        <translation>Choose where your drafts are sent. You can always keep working offline; nothing is lost.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="78"/>
        <source>Acceptance (new)…</source>
        <translation>Acceptance (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="79"/>
        <source>Production (new)…</source>
        <translation>Production (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="80"/>
        <source>Other address (new)…</source>
        <translation>Other address (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="81"/>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="83"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="86"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="88"/>
        <source>Application (client id and secret)</source>
        <translation>Application (client id and secret)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="89"/>
        <source>Personal account (user name and password)</source>
        <translation>Personal account (user name and password)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="90"/>
        <source>Sign in as</source>
        <translation>Sign in as</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="92"/>
        <source>Client id</source>
        <translation>Client id</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="94"/>
        <source>User name</source>
        <translation>User name</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="98"/>
        <location filename="../../app/ui/connection_dialog.py" line="159"/>
        <source>kept in the system keyring</source>
        <translation>kept in the system keyring</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="99"/>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="104"/>
        <source>Test connection</source>
        <translation>Test connection</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="117"/>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="121"/>
        <source>Work offline</source>
        <translation>Work offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="137"/>
        <source>Local sandbox (demo data)</source>
        <translation>Local sandbox (demo data)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="155"/>
        <source>not needed for the sandbox</source>
        <translation>not needed for the sandbox</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="163"/>
        <source>Acceptance</source>
        <translation>Acceptance</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="163"/>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="177"/>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="177"/>
        <source>Client secret</source>
        <translation>Client secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="220"/>
        <source>Testing…</source>
        <translation>Testing…</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <location filename="../../app/ui/fields.py" line="321"/>
        <source>dd-mm-yyyy</source>
        <translation>dd-mm-yyyy</translation>
    </message>
</context>
<context>
    <name>DeliveryTable</name>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="19"/>
        <source>Valid</source>
        <translation>Valid</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="20"/>
        <source>Invalid signature</source>
        <translation>Invalid signature</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="21"/>
        <source>Too old (replay?)</source>
        <translation>Too old (replay?)</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="22"/>
        <source>Not signed</source>
        <translation>Not signed</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="23"/>
        <source>No secret to check</source>
        <translation>No secret to check</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="39"/>
        <source>Received</source>
        <translation>Received</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="41"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="44"/>
        <source>Resource</source>
        <translation>Resource</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="46"/>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/deliveries.py" line="49"/>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
</context>
<context>
    <name>DeskDialogs</name>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="100"/>
        <source>About %1</source>
        <translation>About %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="101"/>
        <source>%1 %2
Catalogue reusable building materials, offline first.
Data folder: %3</source>
        <translation>%1 %2
Catalogue reusable building materials, offline first.
Data folder: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="116"/>
        <source>Export drafts</source>
        <translation>Export drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="122"/>
        <source>Import drafts</source>
        <translation>Import drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="137"/>
        <source>Reuse Desk export (*.zip)</source>
        <translation>Reuse Desk export (*.zip)</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="154"/>
        <source>Drafts exported to %1.</source>
        <translation>Drafts exported to %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk_dialogs.py" line="165"/>
        <source>Drafts imported from %1.</source>
        <translation>Drafts imported from %1.</translation>
    </message>
</context>
<context>
    <name>ImageStrip</name>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="104"/>
        <source>Not uploaded yet</source>
        <translation>Not uploaded yet</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="105"/>
        <source>Uploading…</source>
        <translation>Uploading…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="106"/>
        <source>Uploaded</source>
        <translation>Uploaded</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="107"/>
        <source>Upload failed</source>
        <translation>Upload failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="108"/>
        <source>Removed on next sync</source>
        <translation>Removed on next sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="143"/>
        <source>Images and files</source>
        <translation>Images and files</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="165"/>
        <source>Drag pictures or files here, or use the buttons below.</source>
        <translation>Drag pictures or files here, or use the buttons below.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="170"/>
        <source>Add pictures or files…</source>
        <translation>Add pictures or files…</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="172"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="219"/>
        <source>This picture cannot be shown.</source>
        <translation>This picture cannot be shown.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="226"/>
        <source>Add pictures or files</source>
        <translation>Add pictures or files</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="230"/>
        <source>Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</source>
        <translation>Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/image_strip.py" line="231"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="82"/>
        <location filename="../../app/ui/main_window.py" line="145"/>
        <source>&amp;New product</source>
        <translation>&amp;New product</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="83"/>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicate</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="84"/>
        <source>&amp;Find</source>
        <translation>&amp;Find</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="85"/>
        <source>&amp;Queue for sync</source>
        <translation>&amp;Queue for sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="87"/>
        <source>&amp;Sync now</source>
        <translation>&amp;Sync now</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="88"/>
        <source>&amp;Export drafts…</source>
        <translation>&amp;Export drafts…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="89"/>
        <source>&amp;Import drafts…</source>
        <translation>&amp;Import drafts…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="90"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="92"/>
        <source>&amp;Connect to an environment…</source>
        <translation>&amp;Connect to an environment…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="93"/>
        <source>Work &amp;offline</source>
        <translation>Work &amp;offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="95"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="96"/>
        <source>Sync &amp;log…</source>
        <translation>Sync &amp;log…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="97"/>
        <source>&amp;About Reuse Desk</source>
        <translation>&amp;About Reuse Desk</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="101"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="109"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="111"/>
        <source>En&amp;vironment</source>
        <translation>En&amp;vironment</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="114"/>
        <source>&amp;Sync</source>
        <translation>&amp;Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="117"/>
        <source>Se&amp;ttings</source>
        <translation>Se&amp;ttings</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="119"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="123"/>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="146"/>
        <source>&amp;New project</source>
        <translation>&amp;New project</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="147"/>
        <source>&amp;New subscription</source>
        <translation>&amp;New subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="163"/>
        <source>Products</source>
        <translation>Products</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="164"/>
        <source>Projects</source>
        <translation>Projects</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="165"/>
        <source>Subscriptions</source>
        <translation>Subscriptions</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../app/ui/message_table.py" line="36"/>
        <source>This field is required.</source>
        <translation type="unfinished">This field is required.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="42"/>
        <source>Something went wrong. The details are in the log file.</source>
        <translation type="unfinished">Something went wrong. The details are in the log file.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="46"/>
        <source>Something went wrong while saving your work on this computer.</source>
        <translation>Something went wrong while saving your work on this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="52"/>
        <source>The disk is full, so Reuse Desk cannot save your work. Free some space; what you filled in stays in the form.</source>
        <translation>The disk is full, so Reuse Desk cannot save your work. Free some space; what you filled in stays in the form.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="59"/>
        <source>Reuse Desk may not write in its data folder. Check the permissions of that folder or choose another one with --data-dir.</source>
        <translation>Reuse Desk may not write in its data folder. Check the permissions of that folder or choose another one with --data-dir.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="66"/>
        <source>The database is in use by another program, perhaps a second Reuse Desk. Close that program and try again.</source>
        <translation>The database is in use by another program, perhaps a second Reuse Desk. Close that program and try again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="73"/>
        <source>The data folder of Reuse Desk cannot be reached. Check that the disk is connected and try again.</source>
        <translation>The data folder of Reuse Desk cannot be reached. Check that the disk is connected and try again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="80"/>
        <source>Your data was saved by a newer version of Reuse Desk (database version {found}; this version knows up to {known}). Install the latest version; nothing in your data was changed.</source>
        <translation>Your data was saved by a newer version of Reuse Desk (database version {found}; this version knows up to {known}). Install the latest version; nothing in your data was changed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="88"/>
        <source>The database of Reuse Desk is damaged. Close Reuse Desk and start it again; the database is then checked and put aside if need be.</source>
        <translation>The database of Reuse Desk is damaged. Close Reuse Desk and start it again; the database is then checked and put aside if need be.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="95"/>
        <source>The database of Reuse Desk was damaged. The damaged file was kept as {moved_to} and Reuse Desk started with an empty database. Your attachments are still in the attachments folder.</source>
        <translation>The database of Reuse Desk was damaged. The damaged file was kept as {moved_to} and Reuse Desk started with an empty database. Your attachments are still in the attachments folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="103"/>
        <source>This draft no longer exists; perhaps it was deleted already.</source>
        <translation>This draft no longer exists; perhaps it was deleted already.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="109"/>
        <source>This draft is being sent now and can only be deleted after that.</source>
        <translation>This draft is being sent now and can only be deleted after that.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="115"/>
        <source>This draft may have reached the server already. Synchronise first; after that it can be deleted.</source>
        <translation>This draft may have reached the server already. Synchronise first; after that it can be deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="122"/>
        <source>This draft has not been sent yet. Confirm that you want to discard it; the work will then be lost.</source>
        <translation>This draft has not been sent yet. Confirm that you want to discard it; the work will then be lost.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="129"/>
        <source>There is a draft with changes for this record already. Open that draft to go on working.</source>
        <translation>There is a draft with changes for this record already. Open that draft to go on working.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="136"/>
        <source>This attachment no longer exists; perhaps it was removed already.</source>
        <translation>This attachment no longer exists; perhaps it was removed already.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="142"/>
        <source>The file {name} cannot be read ({reason}). It was not added.</source>
        <translation>The file {name} cannot be read ({reason}). It was not added.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="148"/>
        <source>Something went wrong in Reuse Desk itself while saving. Your work saved earlier is kept. Report this to the administrator.</source>
        <translation>Something went wrong in Reuse Desk itself while saving. Your work saved earlier is kept. Report this to the administrator.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="155"/>
        <source>The export file cannot be written or read.</source>
        <translation>The export file cannot be written or read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="161"/>
        <source>The export file {name} is damaged or incomplete; nothing was imported.</source>
        <translation>The export file {name} is damaged or incomplete; nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/message_table.py" line="167"/>
        <source>The export file {name} was made with a newer version of Reuse Desk. Install the latest version to import it.</source>
        <translation>The export file {name} was made with a newer version of Reuse Desk. Install the latest version to import it.</translation>
    </message>
</context>
<context>
    <name>MomentField</name>
    <message>
        <location filename="../../app/ui/records/moment_field.py" line="28"/>
        <source>dd-mm-yyyy hh:mm</source>
        <translation>dd-mm-yyyy hh:mm</translation>
    </message>
</context>
<context>
    <name>PagedTableModel</name>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="101"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="101"/>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>ProductFields</name>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="12"/>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="13"/>
        <source>Dimensions</source>
        <translation>Dimensions</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="14"/>
        <location filename="../../app/ui/products/product_fields.py" line="85"/>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="15"/>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="16"/>
        <source>Characteristics</source>
        <translation>Characteristics</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="17"/>
        <source>Availability</source>
        <translation>Availability</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="18"/>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="19"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="20"/>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="21"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="29"/>
        <location filename="../../app/ui/products/product_fields.py" line="159"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="35"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="42"/>
        <source>Sub-category</source>
        <translation>Sub-category</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="48"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="55"/>
        <source>Supplier&apos;s item id</source>
        <translation>Supplier&apos;s item id</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="58"/>
        <source>Website</source>
        <translation>Website</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="61"/>
        <source>Height</source>
        <translation>Height</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="67"/>
        <source>Width</source>
        <translation>Width</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="73"/>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="79"/>
        <location filename="../../app/ui/products/product_fields.py" line="92"/>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="99"/>
        <source>Price (€)</source>
        <translation>Price (€)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="105"/>
        <source>VAT included</source>
        <translation>VAT included</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="111"/>
        <source>Units in price basis</source>
        <translation>Units in price basis</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="116"/>
        <source>Price on request</source>
        <translation>Price on request</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="122"/>
        <source>Technical quality</source>
        <translation>Technical quality</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="127"/>
        <source>Aesthetic quality</source>
        <translation>Aesthetic quality</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="132"/>
        <source>Raw material</source>
        <translation>Raw material</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="137"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="142"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="148"/>
        <source>Available from</source>
        <translation>Available from</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="154"/>
        <source>Available until</source>
        <translation>Available until</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="163"/>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="167"/>
        <source>Street</source>
        <translation>Street</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="171"/>
        <source>Postal code</source>
        <translation>Postal code</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="176"/>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="182"/>
        <source>CO₂ reduction (kg)</source>
        <translation>CO₂ reduction (kg)</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="188"/>
        <source>ECI</source>
        <translation>ECI</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="194"/>
        <source>NOx</source>
        <translation>NOx</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="200"/>
        <source>MKI / NMD id</source>
        <translation>MKI / NMD id</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_fields.py" line="205"/>
        <source>Project number</source>
        <translation>Project number</translation>
    </message>
</context>
<context>
    <name>ProductForm</name>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="43"/>
        <source>New product</source>
        <translation>New product</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="46"/>
        <source>Resolve conflict…</source>
        <translation>Resolve conflict…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="48"/>
        <source>Archive…</source>
        <translation>Archive…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="50"/>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/product_form.py" line="107"/>
        <source>The project number can only be set on a new product.</source>
        <translation>The project number can only be set on a new product.</translation>
    </message>
</context>
<context>
    <name>ProductTableModel</name>
    <message>
        <location filename="../../app/ui/products/table_model.py" line="31"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/table_model.py" line="32"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/table_model.py" line="33"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/table_model.py" line="34"/>
        <source>Sub-category</source>
        <translation>Sub-category</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/table_model.py" line="35"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/table_model.py" line="36"/>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/table_model.py" line="37"/>
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
</context>
<context>
    <name>ProductsTab</name>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="67"/>
        <source>Search name, category, address, id…</source>
        <translation>Search name, category, address, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="69"/>
        <source>All statuses</source>
        <translation>All statuses</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="72"/>
        <source>All categories</source>
        <translation>All categories</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="76"/>
        <source>Public or not</source>
        <translation>Public or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="77"/>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="77"/>
        <source>Not public</source>
        <translation>Not public</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="81"/>
        <source>All sync states</source>
        <translation>All sync states</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="137"/>
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n product</numerusform>
            <numerusform>%n products</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="141"/>
        <source>This product is no longer in the offline list.</source>
        <translation>This product is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="171"/>
        <source>This product was also changed on the server. Resolve the conflict before it can be sent.</source>
        <translation>This product was also changed on the server. Resolve the conflict before it can be sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="176"/>
        <source>The service did not accept this product. Correct the marked fields.</source>
        <translation>The service did not accept this product. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="179"/>
        <source>This product will be archived at the next sync.</source>
        <translation>This product will be archived at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="190"/>
        <source>%1 is not a picture that can be read; it was not added.</source>
        <translation>%1 is not a picture that can be read; it was not added.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="187"/>
        <source>%n file(s) added.</source>
        <translation>
            <numerusform>%n file added.</numerusform>
            <numerusform>%n files added.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="204"/>
        <source>Duplicated: project, address, contact and category are kept.</source>
        <translation>Duplicated: project, address, contact and category are kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="210"/>
        <source>Only a product that is on the server can be archived.</source>
        <translation>Only a product that is on the server can be archived.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="214"/>
        <source>Archive product</source>
        <translation>Archive product</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="215"/>
        <source>Archive this product? It disappears from the public list.</source>
        <translation>Archive this product? It disappears from the public list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="229"/>
        <source>The product is archived at the next sync.</source>
        <translation>The product is archived at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="257"/>
        <source>Conflict resolved; the product is queued again.</source>
        <translation>Conflict resolved; the product is queued again.</translation>
    </message>
</context>
<context>
    <name>ProjectFields</name>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="19"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="20"/>
        <location filename="../../app/ui/projects/project_fields.py" line="136"/>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="21"/>
        <location filename="../../app/ui/projects/project_fields.py" line="60"/>
        <location filename="../../app/ui/projects/project_fields.py" line="138"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="22"/>
        <source>Material period</source>
        <translation>Material period</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="23"/>
        <location filename="../../app/ui/projects/project_fields.py" line="103"/>
        <location filename="../../app/ui/projects/project_fields.py" line="159"/>
        <source>Delivery</source>
        <translation>Delivery</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="31"/>
        <location filename="../../app/ui/projects/project_fields.py" line="121"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="35"/>
        <location filename="../../app/ui/projects/project_fields.py" line="122"/>
        <source>Material status</source>
        <translation>Material status</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="41"/>
        <location filename="../../app/ui/projects/project_fields.py" line="142"/>
        <source>Soil</source>
        <translation>Soil</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="44"/>
        <location filename="../../app/ui/projects/project_fields.py" line="124"/>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="48"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="54"/>
        <location filename="../../app/ui/projects/project_fields.py" line="137"/>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="66"/>
        <location filename="../../app/ui/projects/project_fields.py" line="139"/>
        <source>Postal code</source>
        <translation>Postal code</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="71"/>
        <location filename="../../app/ui/projects/project_fields.py" line="140"/>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="75"/>
        <location filename="../../app/ui/projects/project_fields.py" line="151"/>
        <source>Available from</source>
        <translation>Available from</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="82"/>
        <location filename="../../app/ui/projects/project_fields.py" line="155"/>
        <source>Available until</source>
        <translation>Available until</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="89"/>
        <location filename="../../app/ui/projects/project_fields.py" line="157"/>
        <source>Online from</source>
        <translation>Online from</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="96"/>
        <location filename="../../app/ui/projects/project_fields.py" line="158"/>
        <source>Online until</source>
        <translation>Online until</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="114"/>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="120"/>
        <source>Project number</source>
        <translation>Project number</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="123"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="125"/>
        <source>Archived</source>
        <translation>Archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="126"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="127"/>
        <source>Function</source>
        <translation>Function</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="128"/>
        <source>Year of construction</source>
        <translation>Year of construction</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="129"/>
        <source>Storeys</source>
        <translation>Storeys</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="132"/>
        <source>Gross floor area (m²)</source>
        <translation>Gross floor area (m²)</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="134"/>
        <source>Architect</source>
        <translation>Architect</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="135"/>
        <source>Owner of the material</source>
        <translation>Owner of the material</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="141"/>
        <source>Coordinates</source>
        <translation>Coordinates</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="143"/>
        <source>Groundwater level (cm)</source>
        <translation>Groundwater level (cm)</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="144"/>
        <source>Accessibility</source>
        <translation>Accessibility</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="147"/>
        <source>Preparatory work from</source>
        <translation>Preparatory work from</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="160"/>
        <source>Web page</source>
        <translation>Web page</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="161"/>
        <source>Created</source>
        <translation>Created</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_fields.py" line="162"/>
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
</context>
<context>
    <name>ProjectForm</name>
    <message>
        <location filename="../../app/ui/projects/content.py" line="24"/>
        <source>Enter a date and time as dd-mm-yyyy hh:mm.</source>
        <translation>Enter a date and time as dd-mm-yyyy hh:mm.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="80"/>
        <source>New project</source>
        <translation>New project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="83"/>
        <source>New product in this project</source>
        <translation>New product in this project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="86"/>
        <source>A product draft with the project number, address and contact filled in</source>
        <translation>A product draft with the project number, address and contact filled in</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="176"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="177"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="143"/>
        <source>Times are local; the service receives them in UTC.</source>
        <translation>Times are local; the service receives them in UTC.</translation>
    </message>
</context>
<context>
    <name>ProjectImageStrip</name>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="54"/>
        <source>Images</source>
        <translation>Images</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="55"/>
        <source>Drag pictures here, or use the button below.</source>
        <translation>Drag pictures here, or use the button below.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="56"/>
        <source>Add pictures…</source>
        <translation>Add pictures…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="59"/>
        <source>Add pictures</source>
        <translation>Add pictures</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="63"/>
        <source>Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</source>
        <translation>Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)</translation>
    </message>
</context>
<context>
    <name>ProjectTableModel</name>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="31"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="32"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="33"/>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="34"/>
        <source>Material status</source>
        <translation>Material status</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="35"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="36"/>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="37"/>
        <source>Archived</source>
        <translation>Archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/table_model.py" line="38"/>
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
</context>
<context>
    <name>ProjectsTab</name>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="44"/>
        <source>Search title, address, contact, id…</source>
        <translation>Search title, address, contact, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="46"/>
        <source>All material statuses</source>
        <translation>All material statuses</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="50"/>
        <source>Published or not</source>
        <translation>Published or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="51"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="51"/>
        <source>Not published</source>
        <translation>Not published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="55"/>
        <source>Private or not</source>
        <translation>Private or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="56"/>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="56"/>
        <source>Not private</source>
        <translation>Not private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="60"/>
        <source>Archived or not</source>
        <translation>Archived or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="61"/>
        <source>Archived</source>
        <translation>Archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="61"/>
        <source>Not archived</source>
        <translation>Not archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="65"/>
        <source>All sync states</source>
        <translation>All sync states</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="95"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n project</numerusform>
            <numerusform>%n projects</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="99"/>
        <source>This project is no longer in the offline list.</source>
        <translation>This project is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="123"/>
        <source>The service did not accept this project. Correct the marked fields.</source>
        <translation>The service did not accept this project. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="128"/>
        <source>Projects cannot be changed on the server once created.</source>
        <translation>Projects cannot be changed on the server once created.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="144"/>
        <source>Only readable pictures can be added to a project; not added: %1</source>
        <translation>Only readable pictures can be added to a project; not added: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="141"/>
        <source>%n picture(s) added.</source>
        <translation>
            <numerusform>%n picture added.</numerusform>
            <numerusform>%n pictures added.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="173"/>
        <source>Address and contact are filled in; the project number follows once the project is on the server.</source>
        <translation>Address and contact are filled in; the project number follows once the project is on the server.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="178"/>
        <source>New product in project %1.</source>
        <translation>New product in project %1.</translation>
    </message>
</context>
<context>
    <name>ReceiverPanel</name>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="38"/>
        <source>Local webhook receiver</source>
        <translation>Local webhook receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="51"/>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="143"/>
        <source>Start local receiver</source>
        <translation>Start local receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="54"/>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="145"/>
        <source>Not running</source>
        <translation>Not running</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="57"/>
        <source>Copy address</source>
        <translation>Copy address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="67"/>
        <source>Listens on this computer only. Use its address as a webhook address to see deliveries arrive and check their signatures.</source>
        <translation>Listens on this computer only. Use its address as a webhook address to see deliveries arrive and check their signatures.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="118"/>
        <source>The local receiver listens at %1.</source>
        <translation>The local receiver listens at %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="143"/>
        <source>Stop local receiver</source>
        <translation>Stop local receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="151"/>
        <source>Address copied.</source>
        <translation>Address copied.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/receiver_panel.py" line="158"/>
        <source>Webhook received: %1 %2 – %3</source>
        <translation>Webhook received: %1 %2 – %3</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <location filename="../../app/ui/records/form.py" line="118"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="118"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="135"/>
        <source>Queue for sync</source>
        <translation>Queue for sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="137"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="178"/>
        <source>Required</source>
        <translation>Required</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="191"/>
        <source>On the server</source>
        <translation>On the server</translation>
    </message>
</context>
<context>
    <name>RecordTab</name>
    <message>
        <location filename="../../app/ui/records/tab.py" line="427"/>
        <source>This draft no longer exists.</source>
        <translation>This draft no longer exists.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="571"/>
        <source>Correct the marked fields first; the draft is kept.</source>
        <translation>Correct the marked fields first; the draft is kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="583"/>
        <source>Queued; it is sent at the next sync.</source>
        <translation>Queued; it is sent at the next sync.</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <location filename="../../app/ui/records/table.py" line="31"/>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="32"/>
        <source>Queued</source>
        <translation>Queued</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="33"/>
        <source>Syncing</source>
        <translation>Syncing</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="34"/>
        <source>Synced</source>
        <translation>Synced</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="35"/>
        <source>Needs attention</source>
        <translation>Needs attention</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="36"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="53"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
</context>
<context>
    <name>ServiceText</name>
    <message>
        <location filename="../../app/ui/service_text.py" line="37"/>
        <source>Vul een getal van 0 of meer in.</source>
        <translation>Enter a number of 0 or more.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="38"/>
        <source>Dit getal is te groot.</source>
        <translation>This number is too large.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="39"/>
        <source>Dit getal heeft te veel cijfers.</source>
        <translation>This number has too many digits.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="40"/>
        <source>Vul een geldig e-mailadres in (bijvoorbeeld naam@voorbeeld.nl).</source>
        <translation>Enter a valid e-mail address (for example name@example.com).</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="43"/>
        <source>Vul een geldig webadres in dat begint met https:// of http://.</source>
        <translation>Enter a valid web address starting with https:// or http://.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="47"/>
        <source>Vul een getal in.</source>
        <translation>Enter a number.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="48"/>
        <source>Vul een datum in als JJJJ-MM-DD (bijvoorbeeld 2026-11-22).</source>
        <translation>Enter a date as YYYY-MM-DD (for example 2026-11-22).</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="51"/>
        <source>Ongeldig tijdstip.</source>
        <translation>This is not a valid date and time.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="52"/>
        <source>Vul een tijdstip in (bijvoorbeeld 2026-11-22T09:00:00Z).</source>
        <translation>Enter a date and time (for example 2026-11-22T09:00:00Z).</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="55"/>
        <source>Verwacht tekst.</source>
        <translation>Text is expected here.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="56"/>
        <source>Dit veld is verplicht.</source>
        <translation>This field is required.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="57"/>
        <source>Vul een geheel getal in.</source>
        <translation>Enter a whole number.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="58"/>
        <source>Kies ja of nee.</source>
        <translation>Choose yes or no.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="59"/>
        <source>Kies een van de toegestane waarden.</source>
        <translation>Choose one of the allowed values.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="60"/>
        <source>Verwacht een lijst.</source>
        <translation>A list is expected here.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="61"/>
        <source>Verwacht een groep velden.</source>
        <translation>A group of fields is expected here.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="62"/>
        <source>Kies minstens één waarde.</source>
        <translation>Choose at least one value.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="64"/>
        <source>Vul een naam in.</source>
        <translation>Enter a name.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="65"/>
        <source>Vul een hoeveelheid in.</source>
        <translation>Enter a quantity.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="66"/>
        <source>Kies een eenheid.</source>
        <translation>Choose a unit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="67"/>
        <source>Kies een geldige status.</source>
        <translation>Choose a valid status.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="68"/>
        <source>De einddatum mag niet voor de begindatum liggen.</source>
        <translation>The end date cannot be before the start date.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="69"/>
        <source>Vul een plaats in.</source>
        <translation>Enter a town or city.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="70"/>
        <source>Kies een categorie.</source>
        <translation>Choose a category.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="71"/>
        <source>Kies een subcategorie die bij de categorie past.</source>
        <translation>Choose a subcategory that belongs to the category.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="73"/>
        <source>Vul een titel in.</source>
        <translation>Enter a title.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="74"/>
        <source>Vul de naam van de contactpersoon in.</source>
        <translation>Enter the contact person&apos;s name.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="75"/>
        <source>Vul het e-mailadres van de contactpersoon in.</source>
        <translation>Enter the contact person&apos;s e-mail address.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="76"/>
        <source>Vul een adres in.</source>
        <translation>Enter an address.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="77"/>
        <source>Vul een postcode in.</source>
        <translation>Enter a postcode.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="78"/>
        <source>Beschrijf hoe het materiaal wordt geleverd.</source>
        <translation>Describe how the material is delivered.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="79"/>
        <source>Vul in vanaf wanneer het materiaal beschikbaar is.</source>
        <translation>Enter from when the material is available.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="80"/>
        <source>Vul in tot wanneer het materiaal beschikbaar is.</source>
        <translation>Enter until when the material is available.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="81"/>
        <source>Vul in vanaf wanneer het materiaal online staat.</source>
        <translation>Enter from when the material is online.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="82"/>
        <source>Vul in tot wanneer het materiaal online staat.</source>
        <translation>Enter until when the material is online.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="83"/>
        <source>Kies de status van het materiaal.</source>
        <translation>Choose the status of the material.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="84"/>
        <source>Kies een geldige grondsoort.</source>
        <translation>Choose a valid soil type.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="86"/>
        <source>Vul het webhook-adres in.</source>
        <translation>Enter the webhook address.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="87"/>
        <source>Kies minstens één soort gebeurtenis.</source>
        <translation>Choose at least one kind of event.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="88"/>
        <source>Kies uit: aangemaakt, gewijzigd, verwijderd.</source>
        <translation>Choose from: created, updated, deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="90"/>
        <source>Vul een volledig adres in, bijvoorbeeld https://dienst.example.nl/api/v1.</source>
        <translation>Enter a complete address, for example https://service.example.com/api/v1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="94"/>
        <source>Gebruik een beveiligd adres (https://); http:// mag alleen voor deze computer.</source>
        <translation>Use a secure address (https://); http:// is allowed only for this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="98"/>
        <source>Het adres mag geen inloggegevens, ?-parameters of #-deel bevatten.</source>
        <translation>The address cannot contain sign-in details, ?-parameters or a #-part.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="101"/>
        <source>Het adres moet eindigen op %1.</source>
        <translation>The address must end in %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="102"/>
        <source>Geef de omgeving een naam.</source>
        <translation>Give the environment a name.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="103"/>
        <source>Vul de client-id in.</source>
        <translation>Enter the client id.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="104"/>
        <source>Vul de gebruikersnaam in.</source>
        <translation>Enter the user name.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="111"/>
        <source>Er ging iets mis bij het contact met de dienst.</source>
        <translation>Something went wrong while contacting the service.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="112"/>
        <source>De dienst heeft de gegevens niet geaccepteerd. Controleer de velden.</source>
        <translation>The service did not accept the data. Check the fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="115"/>
        <source>De dienst kent deze subcategorie niet. Kies een andere subcategorie.</source>
        <translation>The service does not know this subcategory. Choose another subcategory.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="119"/>
        <source>Onbekende subcategorie.</source>
        <translation>Unknown subcategory.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="120"/>
        <source>De dienst heeft het verzoek geweigerd.</source>
        <translation>The service refused the request.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="121"/>
        <source>Het bestand is te groot voor de dienst.</source>
        <translation>The file is too large for the service.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="122"/>
        <source>Aanmelden bij de dienst is niet gelukt. Controleer de inloggegevens van deze omgeving.</source>
        <translation>Signing in to the service did not work. Check the sign-in details of this environment.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="127"/>
        <source>De dienst heeft de inloggegevens geweigerd. Controleer client-id, gebruikersnaam en wachtwoord of geheim.</source>
        <translation>The service refused the sign-in details. Check the client id, user name and password or secret.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="132"/>
        <source>Voor deze omgeving is nog geen wachtwoord of geheim opgeslagen. Vul het in bij de omgevingsinstellingen.</source>
        <translation>No password or secret has been saved for this environment yet. Enter it in the environment settings.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="137"/>
        <source>Het systeem biedt geen veilige opslag voor wachtwoorden (sleutelhanger). Inloggegevens kunnen daarom niet worden bewaard.</source>
        <translation>This system offers no secure storage for passwords (keyring), so sign-in details cannot be kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="142"/>
        <source>Dit account heeft geen rechten voor deze handeling.</source>
        <translation>This account is not allowed to do this.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="143"/>
        <source>Dit item bestaat niet (meer) bij de dienst.</source>
        <translation>This item does not exist at the service (any more).</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="144"/>
        <source>De dienst krijgt te veel verzoeken. Het wordt later opnieuw geprobeerd.</source>
        <translation>The service is getting too many requests. It will be tried again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="148"/>
        <source>De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.</source>
        <translation>The service is temporarily unavailable. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="151"/>
        <source>Er is een fout opgetreden bij de dienst. Probeer het later opnieuw.</source>
        <translation>Something went wrong at the service. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="155"/>
        <source>Geen verbinding met de dienst. Controleer de internetverbinding.</source>
        <translation>No connection to the service. Check the internet connection.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="158"/>
        <source>De dienst reageert te traag. Probeer het later opnieuw.</source>
        <translation>The service is responding too slowly. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="159"/>
        <source>Het is niet zeker of de dienst de wijziging heeft ontvangen. Dit wordt gecontroleerd bij de volgende synchronisatie.</source>
        <translation>It is not certain that the service received the change. This is checked at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="164"/>
        <source>De dienst gaf een onverwacht antwoord. Probeer het later opnieuw.</source>
        <translation>The service gave an unexpected answer. Try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="167"/>
        <source>Het bestand kan niet worden gelezen. Is het verplaatst of verwijderd?</source>
        <translation>The file cannot be read. Has it been moved or deleted?</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="172"/>
        <source>De beveiligde verbinding met de dienst kon niet worden gecontroleerd (certificaat). Neem contact op met de beheerder.</source>
        <translation>The secure connection to the service could not be verified (certificate). Contact your administrator.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="177"/>
        <source>De proxyserver weigert de verbinding met de dienst.</source>
        <translation>The proxy server refuses the connection to the service.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="178"/>
        <source>Het adres van de dienst is ongeldig.</source>
        <translation>The address of the service is not valid.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="180"/>
        <source>Verbonden met %1.</source>
        <translation>Connected to %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="181"/>
        <source>Verbonden met %1. Dit account mag alleen lezen.</source>
        <translation>Connected to %1. This account can only read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="188"/>
        <source>Er ging iets mis bij het lokaal opslaan van je werk.</source>
        <translation>Something went wrong while saving your work on this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="189"/>
        <source>De schijf is vol, daardoor kan Reuse Desk je werk niet opslaan. Maak ruimte vrij; wat je hebt ingevuld blijft in het formulier staan.</source>
        <translation>The disk is full, so Reuse Desk cannot save your work. Free up some space; what you entered stays in the form.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="194"/>
        <source>Reuse Desk mag niet schrijven in zijn gegevensmap. Controleer de rechten van die map of kies een andere met --data-dir.</source>
        <translation>Reuse Desk is not allowed to write in its data folder. Check the permissions of that folder or choose another one with --data-dir.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="199"/>
        <source>De database is in gebruik door een ander programma, misschien een tweede Reuse Desk. Sluit dat programma en probeer het opnieuw.</source>
        <translation>The database is in use by another program, perhaps a second Reuse Desk. Close that program and try again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="204"/>
        <source>De gegevensmap van Reuse Desk is niet bereikbaar. Controleer of de schijf aangesloten is en probeer het opnieuw.</source>
        <translation>The data folder of Reuse Desk cannot be reached. Check that the disk is connected and try again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="209"/>
        <source>Je gegevens zijn opgeslagen door een nieuwere versie van Reuse Desk (databaseversie %1, deze versie kent tot en met %2). Installeer de nieuwste versie; er is niets aan je gegevens veranderd.</source>
        <translation>Your data was saved by a newer version of Reuse Desk (database version %1; this version knows up to %2). Install the newest version; nothing in your data has changed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="215"/>
        <source>De database van Reuse Desk was beschadigd. Het beschadigde bestand is bewaard als %1 en Reuse Desk is met een lege database begonnen. Je bijlagen staan nog in de map met bijlagen.</source>
        <translation>The Reuse Desk database was damaged. The damaged file was kept as %1 and Reuse Desk started with an empty database. Your attachments are still in the attachments folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="221"/>
        <source>De database van Reuse Desk is beschadigd. Sluit Reuse Desk en start het opnieuw; dan wordt de database gecontroleerd en zo nodig apart gezet.</source>
        <translation>The Reuse Desk database is damaged. Close Reuse Desk and start it again; the database is then checked and set aside if needed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="226"/>
        <source>Dit concept bestaat niet meer; misschien is het al verwijderd.</source>
        <translation>This draft no longer exists; perhaps it was already deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="229"/>
        <source>Er is al een concept met wijzigingen voor dit record. Open dat concept om verder te werken.</source>
        <translation>There is already a draft with changes for this record. Open that draft to continue working.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="234"/>
        <source>Deze bijlage bestaat niet meer; misschien is ze al verwijderd.</source>
        <translation>This attachment no longer exists; perhaps it was already deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="237"/>
        <source>Het bestand %1 kan niet worden gelezen (%2). Het is niet toegevoegd.</source>
        <translation>The file %1 cannot be read (%2). It was not added.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="241"/>
        <source>Er ging iets mis in Reuse Desk zelf bij het opslaan. Je eerder opgeslagen werk is bewaard. Meld dit aan de beheerder.</source>
        <translation>Something went wrong in Reuse Desk itself while saving. Your work saved earlier is kept. Please report this to your administrator.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="246"/>
        <source>Het exportbestand %1 is beschadigd of onvolledig; er is niets geïmporteerd.</source>
        <translation>The export file %1 is damaged or incomplete; nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="250"/>
        <source>Het exportbestand %1 is gemaakt met een nieuwere versie van Reuse Desk. Installeer de nieuwste versie om het te importeren.</source>
        <translation>The export file %1 was made with a newer version of Reuse Desk. Install the newest version to import it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="256"/>
        <source>Dit concept wordt nu verstuurd en kan pas daarna worden verwijderd.</source>
        <translation>This draft is being sent now and can be deleted only after that.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="260"/>
        <source>Dit concept is mogelijk al bij de server aangekomen. Synchroniseer eerst; daarna kan het worden verwijderd.</source>
        <translation>This draft may already have reached the server. Sync first; after that it can be deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="265"/>
        <source>Dit concept is nog niet verstuurd. Bevestig dat je het wilt weggooien; het werk gaat dan verloren.</source>
        <translation>This draft has not been sent yet. Confirm that you want to discard it; the work will then be lost.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="276"/>
        <source>Dit record bestaat niet meer bij de dienst (gearchiveerd of verwijderd).</source>
        <translation>This record no longer exists at the service (archived or deleted).</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="280"/>
        <source>Het concept bevat velden die niet verstuurd kunnen worden.</source>
        <translation>The draft contains fields that cannot be sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="283"/>
        <source>Een project kan bij de dienst niet worden gewijzigd, alleen aangemaakt.</source>
        <translation>A project cannot be changed at the service, only created.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="287"/>
        <source>Iemand anders heeft dit product gewijzigd: %1</source>
        <translation>Someone else changed this product: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="288"/>
        <source>Niet zeker of %1 is aangekomen.</source>
        <translation>Not sure whether %1 arrived.</translation>
    </message>
    <message>
        <location filename="../../app/ui/service_text.py" line="289"/>
        <source>Het is niet zeker of de foto %1 bij de dienst is aangekomen. Kijk het project na op de website; zet het concept daarna opnieuw in de wachtrij om de foto nogmaals te sturen.</source>
        <translation>It is not certain that the photo %1 reached the service. Check the project on the website; then queue the draft again to send the photo once more.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="32"/>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="39"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="44"/>
        <source>Original size</source>
        <translation>Original size</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="45"/>
        <source>Largest photo side when uploading</source>
        <translation>Largest photo side when uploading</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="46"/>
        <source>Keep the photo&apos;s location (GPS) when uploading</source>
        <translation>Keep the photo&apos;s location (GPS) when uploading</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="48"/>
        <source>Sync automatically when online</source>
        <translation>Sync automatically when online</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="52"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="53"/>
        <source>Sync every</source>
        <translation>Sync every</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="55"/>
        <source>A new language applies to the whole window at once.</source>
        <translation>A new language applies to the whole window at once.</translation>
    </message>
</context>
<context>
    <name>SubscriptionFields</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="14"/>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="70"/>
        <source>Created</source>
        <translation>Created</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="15"/>
        <source>Updated</source>
        <translation>Updated</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="16"/>
        <source>Deleted</source>
        <translation>Deleted</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="17"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="24"/>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="26"/>
        <source>Inactive</source>
        <translation>Inactive</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="35"/>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="65"/>
        <source>Webhook address</source>
        <translation>Webhook address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="41"/>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="66"/>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="48"/>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="68"/>
        <source>Starts</source>
        <translation>Starts</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="54"/>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="69"/>
        <source>Ends</source>
        <translation>Ends</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="64"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="67"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="71"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="72"/>
        <source>Resource type</source>
        <translation>Resource type</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="73"/>
        <source>Address at the service</source>
        <translation>Address at the service</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="74"/>
        <source>Consumer</source>
        <translation>Consumer</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="75"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_fields.py" line="76"/>
        <source>Response shape</source>
        <translation>Response shape</translation>
    </message>
</context>
<context>
    <name>SubscriptionForm</name>
    <message>
        <location filename="../../app/ui/subscriptions/content.py" line="23"/>
        <source>Enter a date and time as dd-mm-yyyy hh:mm.</source>
        <translation>Enter a date and time as dd-mm-yyyy hh:mm.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="45"/>
        <source>New subscription</source>
        <translation>New subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="48"/>
        <source>Send test</source>
        <translation>Send test</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="50"/>
        <source>The service delivers a test event to the address</source>
        <translation>The service delivers a test event to the address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="52"/>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="74"/>
        <source>Use local receiver</source>
        <translation>Use local receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="77"/>
        <source>Start the receiver on this computer and use its address</source>
        <translation>Start the receiver on this computer and use its address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="90"/>
        <source>Subscription</source>
        <translation>Subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="96"/>
        <source>Start and end are optional; times are local. Without an end the subscription keeps running.</source>
        <translation>Start and end are optional; times are local. Without an end the subscription keeps running.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="116"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="155"/>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="120"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="165"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="126"/>
        <source>Signing secret</source>
        <translation>Signing secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="155"/>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="161"/>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
</context>
<context>
    <name>SubscriptionTable</name>
    <message>
        <location filename="../../app/ui/subscriptions/table_model.py" line="46"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/table_model.py" line="50"/>
        <source>Webhook address</source>
        <translation>Webhook address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/table_model.py" line="54"/>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/table_model.py" line="58"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/table_model.py" line="62"/>
        <source>Created</source>
        <translation>Created</translation>
    </message>
</context>
<context>
    <name>SubscriptionsTab</name>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="52"/>
        <source>Search webhook address, event, status, id…</source>
        <translation>Search webhook address, event, status, id…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="88"/>
        <source>%n subscription(s) on the server</source>
        <translation>
            <numerusform>%n subscription on the server</numerusform>
            <numerusform>%n subscriptions on the server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="90"/>
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n draft</numerusform>
            <numerusform>%n drafts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="109"/>
        <source>This subscription is no longer in the offline list.</source>
        <translation>This subscription is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="136"/>
        <source>The service did not accept this subscription. Correct the marked fields.</source>
        <translation>The service did not accept this subscription. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="139"/>
        <source>Created; its details arrive with the next sync.</source>
        <translation>Created; its details arrive with the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="173"/>
        <source>Delete this subscription at the service? Its webhook address gets no more deliveries.</source>
        <translation>Delete this subscription at the service? Its webhook address gets no more deliveries.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="177"/>
        <source>Discard this subscription draft? It was never sent.</source>
        <translation>Discard this subscription draft? It was never sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="179"/>
        <source>Delete subscription</source>
        <translation>Delete subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="189"/>
        <source>Deleting needs a connection to the service. Connect first.</source>
        <translation>Deleting needs a connection to the service. Connect first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="207"/>
        <source>The subscription was deleted.</source>
        <translation>The subscription was deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="222"/>
        <source>The draft was discarded.</source>
        <translation>The draft was discarded.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="235"/>
        <source>Sending a test needs a connection to the service. Connect first.</source>
        <translation>Sending a test needs a connection to the service. Connect first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="242"/>
        <source>Sending a test event…</source>
        <translation>Sending a test event…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="250"/>
        <source>Test delivered: the webhook answered HTTP %1.</source>
        <translation>Test delivered: the webhook answered HTTP %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="254"/>
        <source>Test not accepted: the webhook answered HTTP %1.</source>
        <translation>Test not accepted: the webhook answered HTTP %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="258"/>
        <source>Test not delivered: %1</source>
        <translation>Test not delivered: %1</translation>
    </message>
</context>
<context>
    <name>SyncController</name>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="240"/>
        <source>Working offline: your drafts are kept and sent once you connect.</source>
        <translation>Working offline: your drafts are kept and sent once you connect.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="292"/>
        <source>Synced, but %n change(s) need your attention.</source>
        <translation>
            <numerusform>Synced, but %n change needs your attention.</numerusform>
            <numerusform>Synced, but %n changes need your attention.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/sync_controller.py" line="295"/>
        <source>Synced: %n change(s) sent.</source>
        <translation>
            <numerusform>Synced: %n change sent.</numerusform>
            <numerusform>Synced: %n changes sent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_controller.py" line="297"/>
        <source>Synced; there was nothing to send.</source>
        <translation>Synced; there was nothing to send.</translation>
    </message>
</context>
<context>
    <name>SyncLogDialog</name>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="24"/>
        <source>Create</source>
        <translation>Create</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="25"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="26"/>
        <source>Archive</source>
        <translation>Archive</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="27"/>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="28"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="29"/>
        <source>Check on the server</source>
        <translation>Check on the server</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="30"/>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="37"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="38"/>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="39"/>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="40"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="41"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="49"/>
        <source>Product</source>
        <translation>Product</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="50"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="51"/>
        <source>Subscription</source>
        <translation>Subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="55"/>
        <source>(new)</source>
        <translation>(new)</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="63"/>
        <source>Sync log</source>
        <translation>Sync log</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="66"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="67"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="68"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="69"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="71"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>binding</name>
    <message>
        <location filename="../../app/ui/binding.py" line="74"/>
        <location filename="../../app/ui/binding.py" line="98"/>
        <source>This field is required.</source>
        <translation>This field is required.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="76"/>
        <source>Enter a number, for example 12,5.</source>
        <translation>Enter a number, for example 12.5.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="78"/>
        <source>Enter a whole number.</source>
        <translation>Enter a whole number.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="80"/>
        <source>Enter a number of at least %1.</source>
        <translation>Enter a number of at least %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="84"/>
        <location filename="../../app/ui/binding.py" line="86"/>
        <source>Enter a date as dd-mm-yyyy.</source>
        <translation>Enter a date as dd-mm-yyyy.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="88"/>
        <source>Enter a web address starting with https://.</source>
        <translation>Enter a web address starting with https://.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="90"/>
        <source>Choose yes or no.</source>
        <translation>Choose yes or no.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="92"/>
        <source>Choose one of the listed values.</source>
        <translation>Choose one of the listed values.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="94"/>
        <source>This text is too long (at most %1 characters).</source>
        <translation>This text is too long (at most %1 characters).</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="101"/>
        <source>Enter a valid e-mail address.</source>
        <translation>Enter a valid e-mail address.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="104"/>
        <source>This value is not valid.</source>
        <translation>This value is not valid.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../app/ui/messages.py" line="53"/>
        <source>The service did not answer in time. Your work is kept; try again later.</source>
        <translation>The service did not answer in time. Your work is kept; try again later.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="58"/>
        <source>Could not reach the service. You can keep working offline.</source>
        <translation>Could not reach the service. You can keep working offline.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="62"/>
        <source>A file could not be opened: permission denied.</source>
        <translation>A file could not be opened: permission denied.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="66"/>
        <source>A file could not be found; it may have been moved or deleted.</source>
        <translation>A file could not be found; it may have been moved or deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="70"/>
        <source>A file could not be read or written.</source>
        <translation>A file could not be read or written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="71"/>
        <source>Something went wrong. The details are in the log file.</source>
        <translation>Something went wrong. The details are in the log file.</translation>
    </message>
</context>
</TS>
