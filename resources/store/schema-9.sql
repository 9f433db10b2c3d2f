-- An import's note: the title block above its sheet's header ("Inventarisatie Kantoorpand
-- Zeist"), or what the user wrote instead; empty for none.
ALTER TABLE import_batches ADD COLUMN note TEXT NOT NULL DEFAULT '';
