-- Step 4: which cached products are public.
-- Only `GET /products?public=1` tells which products are public, so the flag is kept
-- apart from the server JSON: NULL until a refresh has asked, then 0 or 1. The partial
-- index serves the search filter (`server_id IN` the public ones) without reading
-- the JSON pages.
-- Released: never edit this file; add a step instead.
ALTER TABLE server_items ADD COLUMN public INTEGER;
CREATE INDEX server_items_public ON server_items (kind, server_id) WHERE public = 1
