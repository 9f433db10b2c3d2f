<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AppStatusBar</name>
    <message>
        <location filename="../../app/ui/status_bar.py" line="67"/>
        <source>No environment</source>
        <translation>No environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="70"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="70"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/status_bar.py" line="79"/>
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
        <location filename="../../app/ui/connection_dialog.py" line="54"/>
        <source>Connect to an environment</source>
        <translation>Connect to an environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="63"/>
        <source>Choose where your drafts are sent. You can always keep working offline; nothing is lost.</source>
        <translation>Choose where your drafts are sent. You can always keep working offline; nothing is lost.</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="77"/>
        <source>Acceptance (new)…</source>
        <translation>Acceptance (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="78"/>
        <source>Production (new)…</source>
        <translation>Production (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="79"/>
        <source>Other address (new)…</source>
        <translation>Other address (new)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="80"/>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="82"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="85"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="87"/>
        <source>Application (client id and secret)</source>
        <translation>Application (client id and secret)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="88"/>
        <source>Personal account (user name and password)</source>
        <translation>Personal account (user name and password)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="89"/>
        <source>Sign in as</source>
        <translation>Sign in as</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="91"/>
        <source>Client id</source>
        <translation>Client id</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="93"/>
        <source>User name</source>
        <translation>User name</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="97"/>
        <location filename="../../app/ui/connection_dialog.py" line="158"/>
        <source>kept in the system keyring</source>
        <translation>kept in the system keyring</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="98"/>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="103"/>
        <source>Test connection</source>
        <translation>Test connection</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="116"/>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="120"/>
        <source>Work offline</source>
        <translation>Work offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="136"/>
        <source>Local sandbox (demo data)</source>
        <translation>Local sandbox (demo data)</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="154"/>
        <source>not needed for the sandbox</source>
        <translation>not needed for the sandbox</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="162"/>
        <source>Acceptance</source>
        <translation>Acceptance</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="162"/>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="176"/>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="176"/>
        <source>Client secret</source>
        <translation>Client secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/connection_dialog.py" line="218"/>
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
    <name>Desk</name>
    <message>
        <location filename="../../app/ui/desk.py" line="506"/>
        <source>Working offline: your drafts are kept and sent once you connect.</source>
        <translation>Working offline: your drafts are kept and sent once you connect.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/desk.py" line="553"/>
        <source>Synced, but %n change(s) need your attention.</source>
        <translation>
            <numerusform>Synced, but %n change needs your attention.</numerusform>
            <numerusform>Synced, but %n changes need your attention.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/desk.py" line="556"/>
        <source>Synced: %n change(s) sent.</source>
        <translation>
            <numerusform>Synced: %n change sent.</numerusform>
            <numerusform>Synced: %n changes sent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="558"/>
        <source>Synced; there was nothing to send.</source>
        <translation>Synced; there was nothing to send.</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="704"/>
        <source>About %1</source>
        <translation>About %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="705"/>
        <source>%1 %2
Catalogue reusable building materials, offline first.
Data folder: %3</source>
        <translation>%1 %2
Catalogue reusable building materials, offline first.
Data folder: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="719"/>
        <source>Export drafts</source>
        <translation>Export drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="728"/>
        <source>Import drafts</source>
        <translation>Import drafts</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="743"/>
        <source>Reuse Desk export (*.zip)</source>
        <translation>Reuse Desk export (*.zip)</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="761"/>
        <source>Drafts exported to %1.</source>
        <translation>Drafts exported to %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/desk.py" line="773"/>
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
        <location filename="../../app/ui/main_window.py" line="50"/>
        <location filename="../../app/ui/main_window.py" line="113"/>
        <source>&amp;New product</source>
        <translation>&amp;New product</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="51"/>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicate</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="52"/>
        <source>&amp;Find</source>
        <translation>&amp;Find</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="53"/>
        <source>&amp;Queue for sync</source>
        <translation>&amp;Queue for sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="55"/>
        <source>&amp;Sync now</source>
        <translation>&amp;Sync now</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="56"/>
        <source>&amp;Export drafts…</source>
        <translation>&amp;Export drafts…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="57"/>
        <source>&amp;Import drafts…</source>
        <translation>&amp;Import drafts…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="58"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="60"/>
        <source>&amp;Connect to an environment…</source>
        <translation>&amp;Connect to an environment…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="61"/>
        <source>Work &amp;offline</source>
        <translation>Work &amp;offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="63"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="64"/>
        <source>Sync &amp;log…</source>
        <translation>Sync &amp;log…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="65"/>
        <source>&amp;About Reuse Desk</source>
        <translation>&amp;About Reuse Desk</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="69"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="77"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="79"/>
        <source>En&amp;vironment</source>
        <translation>En&amp;vironment</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="82"/>
        <source>&amp;Sync</source>
        <translation>&amp;Sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="85"/>
        <source>Se&amp;ttings</source>
        <translation>Se&amp;ttings</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="87"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="91"/>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="114"/>
        <source>&amp;New project</source>
        <translation>&amp;New project</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="115"/>
        <source>&amp;New subscription</source>
        <translation>&amp;New subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="121"/>
        <source>Products</source>
        <translation>Products</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="122"/>
        <source>Projects</source>
        <translation>Projects</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="123"/>
        <source>Subscriptions</source>
        <translation>Subscriptions</translation>
    </message>
</context>
<context>
    <name>MomentField</name>
    <message>
        <location filename="../../app/ui/records/moment_field.py" line="81"/>
        <source>dd-mm-yyyy hh:mm</source>
        <translation>dd-mm-yyyy hh:mm</translation>
    </message>
</context>
<context>
    <name>PagedTableModel</name>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="92"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/paged_model.py" line="92"/>
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
        <location filename="../../app/ui/products/products_tab.py" line="68"/>
        <source>Search name, category, address, id…</source>
        <translation>Search name, category, address, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="70"/>
        <source>All statuses</source>
        <translation>All statuses</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="73"/>
        <source>All categories</source>
        <translation>All categories</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="77"/>
        <source>Public or not</source>
        <translation>Public or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="78"/>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="78"/>
        <source>Not public</source>
        <translation>Not public</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="82"/>
        <source>All sync states</source>
        <translation>All sync states</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="135"/>
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n product</numerusform>
            <numerusform>%n products</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="139"/>
        <source>This product is no longer in the offline list.</source>
        <translation>This product is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="169"/>
        <source>This product was also changed on the server. Resolve the conflict before it can be sent.</source>
        <translation>This product was also changed on the server. Resolve the conflict before it can be sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="174"/>
        <source>The service did not accept this product. Correct the marked fields.</source>
        <translation>The service did not accept this product. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="177"/>
        <source>This product will be archived at the next sync.</source>
        <translation>This product will be archived at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="188"/>
        <source>%1 is not a picture that can be read; it was not added.</source>
        <translation>%1 is not a picture that can be read; it was not added.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/products/products_tab.py" line="185"/>
        <source>%n file(s) added.</source>
        <translation>
            <numerusform>%n file added.</numerusform>
            <numerusform>%n files added.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="202"/>
        <source>Duplicated: project, address, contact and category are kept.</source>
        <translation>Duplicated: project, address, contact and category are kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="208"/>
        <source>Only a product that is on the server can be archived.</source>
        <translation>Only a product that is on the server can be archived.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="212"/>
        <source>Archive product</source>
        <translation>Archive product</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="213"/>
        <source>Archive this product? It disappears from the public list.</source>
        <translation>Archive this product? It disappears from the public list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="227"/>
        <source>The product is archived at the next sync.</source>
        <translation>The product is archived at the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/products/products_tab.py" line="255"/>
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
        <location filename="../../app/ui/projects/project_form.py" line="79"/>
        <source>New project</source>
        <translation>New project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="82"/>
        <source>New product in this project</source>
        <translation>New product in this project</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="85"/>
        <source>A product draft with the project number, address and contact filled in</source>
        <translation>A product draft with the project number, address and contact filled in</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="175"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="176"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="142"/>
        <source>Times are local; the service receives them in UTC.</source>
        <translation>Times are local; the service receives them in UTC.</translation>
    </message>
</context>
<context>
    <name>ProjectImageStrip</name>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="53"/>
        <source>Images</source>
        <translation>Images</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="54"/>
        <source>Drag pictures here, or use the button below.</source>
        <translation>Drag pictures here, or use the button below.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="55"/>
        <source>Add pictures…</source>
        <translation>Add pictures…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="58"/>
        <source>Add pictures</source>
        <translation>Add pictures</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/project_form.py" line="62"/>
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
        <location filename="../../app/ui/projects/projects_tab.py" line="46"/>
        <source>Search title, address, contact, id…</source>
        <translation>Search title, address, contact, id…</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="48"/>
        <source>All material statuses</source>
        <translation>All material statuses</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="52"/>
        <source>Published or not</source>
        <translation>Published or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="53"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="53"/>
        <source>Not published</source>
        <translation>Not published</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="57"/>
        <source>Private or not</source>
        <translation>Private or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="58"/>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="58"/>
        <source>Not private</source>
        <translation>Not private</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="62"/>
        <source>Archived or not</source>
        <translation>Archived or not</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="63"/>
        <source>Archived</source>
        <translation>Archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="63"/>
        <source>Not archived</source>
        <translation>Not archived</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="67"/>
        <source>All sync states</source>
        <translation>All sync states</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="97"/>
        <source>%n project(s)</source>
        <translation>
            <numerusform>%n project</numerusform>
            <numerusform>%n projects</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="101"/>
        <source>This project is no longer in the offline list.</source>
        <translation>This project is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="125"/>
        <source>The service did not accept this project. Correct the marked fields.</source>
        <translation>The service did not accept this project. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="130"/>
        <source>Projects cannot be changed on the server once created.</source>
        <translation>Projects cannot be changed on the server once created.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="146"/>
        <source>Only readable pictures can be added to a project; not added: %1</source>
        <translation>Only readable pictures can be added to a project; not added: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/projects/projects_tab.py" line="143"/>
        <source>%n picture(s) added.</source>
        <translation>
            <numerusform>%n picture added.</numerusform>
            <numerusform>%n pictures added.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="175"/>
        <source>Address and contact are filled in; the project number follows once the project is on the server.</source>
        <translation>Address and contact are filled in; the project number follows once the project is on the server.</translation>
    </message>
    <message>
        <location filename="../../app/ui/projects/projects_tab.py" line="180"/>
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
        <location filename="../../app/ui/records/form.py" line="117"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="117"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="134"/>
        <source>Queue for sync</source>
        <translation>Queue for sync</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="136"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="177"/>
        <source>Required</source>
        <translation>Required</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/form.py" line="190"/>
        <source>On the server</source>
        <translation>On the server</translation>
    </message>
</context>
<context>
    <name>RecordTab</name>
    <message>
        <location filename="../../app/ui/records/tab.py" line="398"/>
        <source>This draft no longer exists.</source>
        <translation>This draft no longer exists.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="542"/>
        <source>Correct the marked fields first; the draft is kept.</source>
        <translation>Correct the marked fields first; the draft is kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/tab.py" line="554"/>
        <source>Queued; it is sent at the next sync.</source>
        <translation>Queued; it is sent at the next sync.</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <location filename="../../app/ui/records/table.py" line="23"/>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="24"/>
        <source>Queued</source>
        <translation>Queued</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="25"/>
        <source>Syncing</source>
        <translation>Syncing</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="26"/>
        <source>Synced</source>
        <translation>Synced</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="27"/>
        <source>Needs attention</source>
        <translation>Needs attention</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="28"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/records/table.py" line="45"/>
        <source>Sync</source>
        <translation>Sync</translation>
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
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="44"/>
        <source>New subscription</source>
        <translation>New subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="47"/>
        <source>Send test</source>
        <translation>Send test</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="49"/>
        <source>The service delivers a test event to the address</source>
        <translation>The service delivers a test event to the address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="51"/>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="73"/>
        <source>Use local receiver</source>
        <translation>Use local receiver</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="76"/>
        <source>Start the receiver on this computer and use its address</source>
        <translation>Start the receiver on this computer and use its address</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="89"/>
        <source>Subscription</source>
        <translation>Subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="95"/>
        <source>Start and end are optional; times are local. Without an end the subscription keeps running.</source>
        <translation>Start and end are optional; times are local. Without an end the subscription keeps running.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="115"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="154"/>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="119"/>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="164"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="125"/>
        <source>Signing secret</source>
        <translation>Signing secret</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="154"/>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscription_form.py" line="160"/>
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
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="51"/>
        <source>Search webhook address, event, status, id…</source>
        <translation>Search webhook address, event, status, id…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="87"/>
        <source>%n subscription(s) on the server</source>
        <translation>
            <numerusform>%n subscription on the server</numerusform>
            <numerusform>%n subscriptions on the server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="89"/>
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n draft</numerusform>
            <numerusform>%n drafts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="108"/>
        <source>This subscription is no longer in the offline list.</source>
        <translation>This subscription is no longer in the offline list.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="135"/>
        <source>The service did not accept this subscription. Correct the marked fields.</source>
        <translation>The service did not accept this subscription. Correct the marked fields.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="138"/>
        <source>Created; its details arrive with the next sync.</source>
        <translation>Created; its details arrive with the next sync.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="172"/>
        <source>Delete this subscription at the service? Its webhook address gets no more deliveries.</source>
        <translation>Delete this subscription at the service? Its webhook address gets no more deliveries.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="176"/>
        <source>Discard this subscription draft? It was never sent.</source>
        <translation>Discard this subscription draft? It was never sent.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="178"/>
        <source>Delete subscription</source>
        <translation>Delete subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="188"/>
        <source>Deleting needs a connection to the service. Connect first.</source>
        <translation>Deleting needs a connection to the service. Connect first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="206"/>
        <source>The subscription was deleted.</source>
        <translation>The subscription was deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="221"/>
        <source>The draft was discarded.</source>
        <translation>The draft was discarded.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="234"/>
        <source>Sending a test needs a connection to the service. Connect first.</source>
        <translation>Sending a test needs a connection to the service. Connect first.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="241"/>
        <source>Sending a test event…</source>
        <translation>Sending a test event…</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="249"/>
        <source>Test delivered: the webhook answered HTTP %1.</source>
        <translation>Test delivered: the webhook answered HTTP %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="253"/>
        <source>Test not accepted: the webhook answered HTTP %1.</source>
        <translation>Test not accepted: the webhook answered HTTP %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/subscriptions/subscriptions_tab.py" line="257"/>
        <source>Test not delivered: %1</source>
        <translation>Test not delivered: %1</translation>
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
        <location filename="../../app/ui/sync_log_dialog.py" line="36"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="37"/>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="38"/>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="39"/>
        <source>Conflict</source>
        <translation>Conflict</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="40"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="48"/>
        <source>Product</source>
        <translation>Product</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="49"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="50"/>
        <source>Subscription</source>
        <translation>Subscription</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="54"/>
        <source>(new)</source>
        <translation>(new)</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="62"/>
        <source>Sync log</source>
        <translation>Sync log</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="65"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="66"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="67"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="68"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../app/ui/sync_log_dialog.py" line="69"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>binding</name>
    <message>
        <location filename="../../app/ui/binding.py" line="72"/>
        <location filename="../../app/ui/binding.py" line="96"/>
        <source>This field is required.</source>
        <translation>This field is required.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="74"/>
        <source>Enter a number, for example 12,5.</source>
        <translation>Enter a number, for example 12,5.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="76"/>
        <source>Enter a whole number.</source>
        <translation>Enter a whole number.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="78"/>
        <source>Enter a number of at least %1.</source>
        <translation>Enter a number of at least %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="82"/>
        <location filename="../../app/ui/binding.py" line="84"/>
        <source>Enter a date as dd-mm-yyyy.</source>
        <translation>Enter a date as dd-mm-yyyy.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="86"/>
        <source>Enter a web address starting with https://.</source>
        <translation>Enter a web address starting with https://.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="88"/>
        <source>Choose yes or no.</source>
        <translation>Choose yes or no.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="90"/>
        <source>Choose one of the listed values.</source>
        <translation>Choose one of the listed values.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="92"/>
        <source>This text is too long (at most %1 characters).</source>
        <translation>This text is too long (at most %1 characters).</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="99"/>
        <source>Enter a valid e-mail address.</source>
        <translation>Enter a valid e-mail address.</translation>
    </message>
    <message>
        <location filename="../../app/ui/binding.py" line="102"/>
        <source>This value is not valid.</source>
        <translation>This value is not valid.</translation>
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
        <location filename="../../app/ui/messages.py" line="52"/>
        <source>Could not reach the service. You can keep working offline.</source>
        <translation>Could not reach the service. You can keep working offline.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="56"/>
        <source>A file could not be opened: permission denied.</source>
        <translation>A file could not be opened: permission denied.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="60"/>
        <source>A file could not be found; it may have been moved or deleted.</source>
        <translation>A file could not be found; it may have been moved or deleted.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="64"/>
        <source>A file could not be read or written.</source>
        <translation>A file could not be read or written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="65"/>
        <source>Something went wrong. The details are in the log file.</source>
        <translation>Something went wrong. The details are in the log file.</translation>
    </message>
</context>
</TS>
